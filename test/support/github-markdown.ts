/**
 * Markdown rendered the way GitHub renders a comment or a step summary, to see what a reader's
 * browser would load: markdown-it (CommonMark + GFM tables, raw HTML ON, bare URLs linkified,
 * `breaks` as in comments), then sanitize-html with GitHub's allowlist — html-pipeline's
 * SanitizationFilter (gjtorikian/html-pipeline, lib/html_pipeline/sanitization_filter.rb,
 * DEFAULT_CONFIG), plus what GitHub documents on top of it (<picture><source srcset media> for
 * themed images, GitHub changelog 2022-08-15) and <video>/<audio>. It is a SUPERSET of what GitHub
 * keeps on purpose: anything GitHub might let through shows up here.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

const ELEMENTS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8', 'br', 'b', 'i', 'strong', 'em', 'a', 'pre', 'code'],
  ...['img', 'tt', 'div', 'ins', 'del', 'sup', 'sub', 'p', 'ol', 'ul', 'table', 'thead', 'tbody', 'tfoot'],
  ...['blockquote', 'dl', 'dt', 'dd', 'kbd', 'q', 'samp', 'var', 'hr', 'ruby', 'rt', 'rp', 'li', 'tr', 'td'],
  ...['th', 's', 'strike', 'summary', 'details', 'caption', 'figure', 'figcaption', 'abbr', 'bdo', 'cite'],
  ...['dfn', 'mark', 'small', 'span', 'time', 'wbr'],
  // Beyond html-pipeline: themed images, and media GitHub shows for attachments.
  ...['picture', 'source', 'video', 'audio', 'track'],
];

/** html-pipeline's `all:` attribute list (allowed on every element). */
const ALL_ATTRIBUTES = [
  ...['abbr', 'accept', 'accept-charset', 'accesskey', 'action', 'align', 'alt', 'aria-describedby'],
  ...['aria-hidden', 'aria-label', 'aria-labelledby', 'axis', 'border', 'cellpadding', 'cellspacing'],
  ...['char', 'charoff', 'charset', 'checked', 'clear', 'cols', 'colspan', 'color', 'compact', 'coords'],
  ...['datetime', 'dir', 'disabled', 'enctype', 'for', 'frame', 'headers', 'height', 'hreflang', 'hspace'],
  ...['id', 'ismap', 'label', 'lang', 'maxlength', 'media', 'method', 'multiple', 'name', 'nohref'],
  ...['noshade', 'nowrap', 'open', 'progress', 'prompt', 'readonly', 'rel', 'rev', 'role', 'rows'],
  ...['rowspan', 'rules', 'scope', 'selected', 'shape', 'size', 'span', 'start', 'summary', 'tabindex'],
  ...['title', 'type', 'usemap', 'valign', 'value', 'width', 'itemprop'],
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'longdesc', 'srcset'],
    div: ['itemscope', 'itemtype'],
    blockquote: ['cite'],
    del: ['cite'],
    ins: ['cite'],
    q: ['cite'],
    source: ['src', 'srcset', 'media', 'type'],
    video: ['src', 'poster'],
    audio: ['src'],
    track: ['src'],
    '*': ALL_ATTRIBUTES,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
};

/** Markdown -> the HTML markdown-it makes of it (raw HTML passed through, nothing sanitized). */
export function renderMarkdownRaw(text: string): string {
  return markdown.render(text);
}

/** Markdown -> the sanitized HTML a reader's browser gets. */
export function renderGitHubHtml(text: string): string {
  return sanitizeHtml(markdown.render(text), SANITIZE);
}

interface Element {
  tag: string;
  attribs: Record<string, string>;
  text: string;
}

/** Every element of `html`, parsed by sanitize-html's own parser (htmlparser2). */
function elements(html: string): Element[] {
  const out: Element[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only parsing here (nothing is kept): <script>/<style> are listed, not allowed through.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      out.push({ tag: frame.tag.toLowerCase(), attribs: { ...frame.attribs }, text: frame.text });
      return false;
    },
  });
  return out;
}

/** Elements that fetch (or can fetch) a resource as soon as the page is shown. */
const LOADING_TAGS = new Set([
  ...['img', 'picture', 'source', 'video', 'audio', 'track', 'iframe', 'frame', 'frameset', 'embed'],
  ...['object', 'applet', 'image', 'svg', 'link', 'script', 'style', 'meta', 'base', 'portal'],
]);
/** Attributes that make a browser load a URL without a click. */
const LOADING_ATTRIBUTES = new Set([
  ...['src', 'srcset', 'poster', 'background', 'data', 'style', 'lowsrc', 'dynsrc', 'xlink:href'],
  ...['imagesrcset', 'ping'],
]);

/** What in `html` would make a reader's browser load something: `tag` or `tag[attribute=value]`. */
export function resourceLoads(html: string): string[] {
  const found: string[] = [];
  for (const e of elements(html)) {
    if (LOADING_TAGS.has(e.tag)) found.push(`<${e.tag}>`);
    if (e.tag === 'input' && (e.attribs['type'] ?? '').toLowerCase() === 'image')
      found.push('<input type=image>');
    for (const [name, value] of Object.entries(e.attribs)) {
      const n = name.toLowerCase();
      // markdown-it aligns table cells with style="text-align:…"; a style loads only through url().
      const loadsStyle = n !== 'style' || /url\s*\(|image|@import|expression/i.test(value);
      if ((LOADING_ATTRIBUTES.has(n) && loadsStyle) || (n === 'href' && e.tag !== 'a'))
        found.push(`<${e.tag} ${n}="${value}">`);
    }
  }
  return found;
}

/**
 * Fenced code blocks GitHub draws as a diagram, map or 3D model in an iframe that loads what they
 * point at (mermaid can show images; geojson/topojson draw maps; stl models): their language and text.
 */
export const RENDERED_LANGUAGES = new Set(['mermaid', 'geojson', 'topojson', 'stl']);

export function renderedBlocks(html: string): Array<{ language: string; text: string }> {
  const out: Array<{ language: string; text: string }> = [];
  for (const e of elements(html)) {
    if (e.tag !== 'code') continue;
    const m = /(?:^|\s)language-(\S+)/.exec(e.attribs['class'] ?? '');
    if (m && RENDERED_LANGUAGES.has(m[1]!.toLowerCase())) out.push({ language: m[1]!, text: e.text });
  }
  return out;
}

/** Stands where a tag was in proseText (a private-use character: never in what we render). */
const ELEMENT_EDGE = '\uE000';

/**
 * The text of rendered HTML a reader sees as prose: what GitHub's mention and issue-reference
 * filters read (html-pipeline's MentionFilter and IssueReferenceFilter skip `code`, `pre` and `a`),
 * with character references decoded. markdown-it decodes them in markdown text as GitHub's
 * CommonMark renderer does — named (`&commat;`, `&num;`), decimal (`&#64;`), hex (`&#x40;`,
 * `&#X40;`), leading zeros; a reference needs its `;` there — so `&commat;admin` comes out as
 * `@admin`, as it did on GitHub.
 */
export function proseText(html: string): string {
  // A mark at every tag's place, so text of two elements does not run together (`@<em>x</em>` is
  // no mention: GitHub reads each text node on its own). Raw `<` and `>` only delimit tags in HTML.
  const marked = html.replace(/</g, `${ELEMENT_EDGE}<`).replace(/>/g, `>${ELEMENT_EDGE}`);
  const text = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['code', 'pre', 'a', 'script', 'style', 'textarea', 'noscript'],
  });
  // sanitize-html writes text back escaped (`&amp;`, `&lt;`, `&gt;`, `&quot;`): undo that once.
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}

/**
 * The mentions (`@user`, `@org/team`) and issue references (`#12`, `GH-12`) GitHub would make live
 * in `markdown` once rendered: in prose, after an `@` or `#` not glued to a word before it. A
 * superset of GitHub's rules (it also checks that the user or issue exists): [] means nobody is
 * pinged and nothing is linked.
 */
export function liveReferences(markdown: string): string[] {
  const prose = proseText(renderGitHubHtml(markdown));
  return [
    ...prose.matchAll(/(?<![A-Za-z0-9_`])(?:@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_-]+)?|#\d+)|\bGH-\d+/gi),
  ].map((m) => m[0]);
}
