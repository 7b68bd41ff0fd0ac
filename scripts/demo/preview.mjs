// Renders comment markdown the way GitHub shows a PR/issue comment, as one self-contained HTML
// page: GFM (tables, strikethrough, autolinks, hard line breaks as in comments, task lists), raw
// HTML allowed but sanitized like GitHub (no script/style/iframe, no on* or style attributes, no
// javascript: links; <details>/<summary> kept), styled with GitHub's own markdown CSS.
//
// Used by `npm run demo` (demo-preview.html) and test/preview/comment-preview.test.ts (screenshots
// in headless Chromium). Plain JS so the demo runs without a build; types in preview.d.mts.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);

// GitHub's comment renderer: GFM with `breaks` (a newline inside a paragraph is a line break in
// comments, unlike in README files) and linkified bare URLs.
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true, typographer: false });

// What GitHub's sanitizer keeps (html-pipeline SanitizationFilter, abridged to what comments use).
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'h7',
  'h8',
  'br',
  'b',
  'i',
  'strong',
  'em',
  'a',
  'pre',
  'code',
  'img',
  'tt',
  'div',
  'ins',
  'del',
  'sup',
  'sub',
  'p',
  'ol',
  'ul',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'kbd',
  'q',
  'samp',
  'var',
  'hr',
  'ruby',
  'rt',
  'rp',
  'li',
  'tr',
  'td',
  'th',
  's',
  'strike',
  'summary',
  'details',
  'caption',
  'figure',
  'figcaption',
  'abbr',
  'bdo',
  'cite',
  'dfn',
  'mark',
  'small',
  'span',
  'time',
  'wbr',
];
const SANITIZE = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'align'],
    details: ['open'],
    th: ['align', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    '*': ['align', 'title', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // markdown-it writes table alignment as style="text-align:…"; GitHub keeps the alignment too.
  transformTags: {
    th: alignFromStyle('th'),
    td: alignFromStyle('td'),
  },
  // A disallowed tag vanishes, its text stays (GitHub does the same); script/style text goes too.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'title'],
};

function alignFromStyle(tag) {
  return (_name, attribs) => {
    const m = /text-align:\s*(left|right|center)/.exec(attribs.style ?? '');
    const out = { ...attribs };
    delete out.style;
    if (m) out.align = m[1];
    return { tagName: tag, attribs: out };
  };
}

/**
 * GitHub's task lists: after sanitizing, a list item that starts with `[ ]` or `[x]` gets a
 * disabled checkbox (user-written <input> never survives the sanitizer; only this one exists).
 */
function taskLists(html) {
  return html.replace(/<li>(\s*<p>)?\[([ xX])\] /g, (_all, p, mark) => {
    const checked = mark === ' ' ? '' : ' checked=""';
    return `<li class="task-list-item">${p ?? ''}<input type="checkbox" class="task-list-item-checkbox" disabled=""${checked}> `;
  });
}

/** Markdown -> the sanitized HTML GitHub would show inside the comment body. */
export function renderGitHubMarkdown(text) {
  return taskLists(sanitizeHtml(markdown.render(text), SANITIZE));
}

let css = null;
function githubCss() {
  css ??= readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  return css;
}

function escapeHtml(s) {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/**
 * A whole page: the comment inside a GitHub-like comment box (author line + body), with the CSS
 * inlined so the file opens anywhere without a network.
 */
export function previewPage(
  text,
  { title = 'Narrator comment preview', author = 'github-actions[bot]' } = {},
) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${githubCss()}
html, body { margin: 0; background: #fff; }
.page { box-sizing: border-box; max-width: 912px; margin: 0 auto; padding: 24px 16px; }
.comment { border: 1px solid #d1d9e0; border-radius: 6px; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0;
  padding: 8px 16px; font: 14px -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
  color: #59636e; }
.comment-header strong { color: #1f2328; }
.markdown-body { box-sizing: border-box; min-width: 200px; padding: 16px; }
</style>
</head>
<body>
<div class="page">
<div class="comment">
<div class="comment-header"><strong>${escapeHtml(author)}</strong> commented</div>
<div class="markdown-body" id="comment-body">
${renderGitHubMarkdown(text)}
</div>
</div>
</div>
</body>
</html>
`;
}
