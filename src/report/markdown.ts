/**
 * Markup safety for text we did not write (agent text, tool inputs and outputs, anything from the
 * stream). Redaction happens before these are called; this file is only about keeping the rendered
 * markdown inert and valid: no raw HTML, nothing a reader's browser loads (no image, no diagram),
 * nobody pinged, no auto-links to issues, fences and <details> that always close.
 *
 * ONE path: every primitive below that takes such text (inlineCode, codeFence, tableCell,
 * inlineText, safeMarkdown) passes it through `neutralize` first, and the views build markdown from
 * these primitives only. A new primitive must do the same.
 */

import { revealBidi } from './bidi.js';

const ZWSP = '\u200B';

/**
 * Escape HTML specials, for text that must be shown literally. `'` is left as is: we never build
 * single-quoted attributes, and its numeric entity would look like an issue reference (`#39`).
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

/**
 * Break @user, @org/team and #123 / GH-123 references so GitHub neither notifies anyone nor links
 * issues: a zero-width space after the sigil keeps the text readable and copyable-looking.
 * Applied everywhere, code included, because it is invisible and provably safe.
 */
export function neutralizeMentions(s: string): string {
  return s
    .replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}

function longestRun(s: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ch) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return best;
}

/**
 * An inline code span holding `s` literally: one line, delimited by a backtick run longer than any
 * inside, padded when `s` starts or ends with a backtick. Pipes are escaped so it can sit in a table.
 */
export function inlineCode(s: string): string {
  const one = neutralize(s)
    .replace(/\r?\n|\r/g, ' ')
    .replace(/\|/g, '\\|');
  if (one.length === 0) return '';
  const ticks = '`'.repeat(longestRun(one, '`') + 1);
  const pad =
    one.startsWith('`') || one.endsWith('`') || (one.startsWith(' ') && one.endsWith(' ')) ? ' ' : '';
  return `${ticks}${pad}${one}${pad}${ticks}`;
}

/**
 * A fenced code block holding `s` (neutralized: it is always agent or tool text); the fence
 * outgrows any backtick run inside, so nothing inside can close it.
 */
export function codeFence(raw: string, lang = ''): string {
  const s = neutralize(raw);
  const fence = '`'.repeat(Math.max(3, longestRun(s, '`') + 1));
  const body = s.endsWith('\n') ? s : `${s}\n`;
  // A language tag with a backtick would break the info string; keep it to safe characters.
  const info = lang.replace(/[^A-Za-z0-9_+-]/g, '');
  return `${fence}${info}\n${body}${fence}`;
}

/** `<details>` that is always closed; `body` is markdown, `summary` already safe inline text. */
export function details(summary: string, body: string, open = false): string {
  // Trim BEFORE closing fences: trimming after could pull an indented "    ```" (code, not a fence)
  // to the line start, where it opens a fence that swallows the </details>.
  return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${closeOpenFences(body.trim())}\n\n</details>`;
}

/** Cut `s` to at most `n` characters (ellipsis included), never splitting a surrogate pair. */
export function truncate(s: string, n: number): string {
  if (s.length <= n) return s;
  if (n <= 1) return n === 1 ? '…' : '';
  let cut = n - 1;
  const code = s.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${s.slice(0, cut)}…`;
}

/** Text for one table cell: one line, neutralized, HTML escaped, pipes escaped. */
export function tableCell(s: string, max = 120): string {
  // Cut first (callers redact before this), so the work stays linear in `max`, not in `s`.
  const one = truncate(
    s
      .slice(0, max * 4)
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
  return escapeHtml(neutralize(one)).replace(/\|/g, '\\|');
}

/** Plain text shown inline (headers, summaries, "Now:" lines): one line, escaped, neutralized. */
export function inlineText(s: string, max = 200): string {
  return tableCell(s, max);
}

/**
 * Make a `<` unable to open an HTML tag, comment or declaration, by putting a zero-width space after
 * it. Unlike `&lt;`, this reads the same inside code spans and fences, so it can be applied to any
 * text without knowing whether the markdown parser will see it as code — which is what makes it
 * safe: a `</details>` or `<img onerror>` from the agent is inert wherever it lands.
 */
export function breakTags(s: string): string {
  return s.replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`);
}

/**
 * Everything that must hold for text from the agent, whatever context it lands in: no tag opens
 * (so no <img>, <picture>, <video>, <svg>, style attribute…), no character reference decodes, no
 * image, no drawn diagram, nobody pinged, no bidi control reordering what a reader sees. The one function every primitive of this
 * file applies to such text.
 */
export function neutralize(s: string): string {
  return revealBidi(neutralizeDiagrams(neutralizeImages(neutralizeMentions(breakTags(breakEntities(s))))));
}

/**
 * Make a `&` unable to start a character reference, by putting a zero-width space after it when a
 * name or `#` follows. GitHub decodes references before it looks for mentions and issue references,
 * so `&commat;admin`, `&#x40;org/team`, `&num;2` and `&#x23;2` pinged and linked as `@admin`, `#2`.
 * Like breakTags, it reads the same in code spans and fences (where `&amp;` would show as typed),
 * and the reference is shown as the agent wrote it.
 */
export function breakEntities(s: string): string {
  return s.replace(/&(?=[#A-Za-z])/g, `&${ZWSP}`);
}

/**
 * `![alt](url)`, `![alt][ref]`, `![ref][]` and `![ref]` from agent text become plain text and a
 * link: an image is fetched by every reader's browser the moment the comment is shown, so an agent
 * that read hostile input could smuggle what it read out in the URL. Every markdown image starts
 * with `![` — breaking that pair everywhere leaves no image syntax, whichever field holds the
 * `[ref]: url` definition. A link is only followed when someone clicks it. (`<img>` and the other
 * HTML that loads things are already broken by breakTags; `&#33;[` and `\![` are not images.)
 */
export function neutralizeImages(s: string): string {
  return s.replace(/!\[/g, `!${ZWSP}[`);
}

/**
 * Info-string languages GitHub draws instead of showing as code, in a frame that loads what the
 * block points at: mermaid (whose flowcharts can show images by URL), geojson and topojson (maps),
 * stl (3D models).
 */
const DRAWN_LANGUAGES = /^\s*(?:mermaid|geojson|topojson|stl)/i;

/**
 * A fence from the agent tagged with a drawn language is shown as code instead: a zero-width space
 * before the info string makes its language `\u200Bmermaid`, which nothing draws. The info string is
 * decoded first (CommonMark resolves `&#109;ermaid` there). Any fence run is treated, wherever it
 * sits, so a fence inside the agent's own lists and quotes is caught too; elsewhere the space is
 * invisible.
 */
export function neutralizeDiagrams(s: string): string {
  if (!s.includes('``') && !s.includes('~~')) return s;
  return s.replace(/(`{3,}|~{3,})([ \t]*)([^`\r\n]*)/g, (all, fence: string, gap: string, info: string) =>
    DRAWN_LANGUAGES.test(decodeInfo(info)) ? `${fence}${gap}${ZWSP}${info}` : all,
  );
}

/** Numeric character references and backslash escapes resolved, as CommonMark does in an info string. */
function decodeInfo(info: string): string {
  return info
    .replace(/&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g, (all, hex?: string, dec?: string) => {
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    })
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/**
 * Agent-written markdown (the final answer, a failure reason) made safe to embed: no tag can open
 * (breakTags), mentions and issue refs broken, fences the agent left open closed — and the whole
 * text put in a block quote. The quote is what makes it airtight: whatever fence or list the agent
 * leaves dangling in some container we did not model, CommonMark ends it with the quote, so nothing
 * after the agent's text can be swallowed. Otherwise it renders as the agent wrote it.
 */
export function safeMarkdown(md: string): string {
  return blockquote(closeOpenFences(neutralize(md.replace(/\r\n?/g, '\n'))));
}

/**
 * Close any fence `md` leaves open (a bounded preview can cut a fence in half). Used on bodies we
 * assembled ourselves; agent text goes through safeMarkdown, which also does this.
 */
export function closeOpenFences(md: string): string {
  let fence: { ch: string; len: number } | null = null;
  for (const line of md.split('\n')) {
    const m = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))(.*)$/.exec(line);
    if (!m) continue;
    if (fence) {
      if (m[1]![0] === fence.ch && m[1]!.length >= fence.len && m[2]!.trim() === '') fence = null;
    } else if (!(m[1]![0] === '`' && m[2]!.includes('`'))) {
      fence = { ch: m[1]![0]!, len: m[1]!.length };
    }
  }
  return fence ? `${md}\n${fence.ch.repeat(fence.len)}` : md;
}

/** Every line prefixed as a block quote. */
export function blockquote(md: string): string {
  return md
    .split('\n')
    .map((l) => (l.length ? `> ${l}` : '>'))
    .join('\n');
}
