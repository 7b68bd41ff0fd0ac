/** Markdown -> the sanitized HTML GitHub would show inside a comment body. */
export function renderGitHubMarkdown(text: string): string;

/** A self-contained HTML page showing the comment as GitHub would (GitHub's markdown CSS inlined). */
export function previewPage(text: string, options?: { title?: string; author?: string }): string;
