/** Where the live comment is, as the main step hands it to the post step (src/sinks/handoff.ts). */

/** What the post step needs to find and finalize the live comment. Never the token. */
export interface CommentState {
  owner: string;
  repo: string;
  issueNumber: number;
  marker: string;
  commentId: number | null;
}

/** The saved value as JSON; null when absent or not JSON. Its place is checked by the leftover. */
export function parseCommentState(raw: string): CommentState | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CommentState;
  } catch {
    return null;
  }
}
