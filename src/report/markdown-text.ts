/**
 * Narrator's own comment markdown, re-rendered as plain text for a terminal (`narrator follow`):
 * the marker and HTML go, headings, emphasis, code spans and links become plain words, tables
 * become aligned columns, quotes are indented, entities and the zero-width spaces that neutralize
 * mentions are undone. Pure; only for the markdown Narrator writes, not a general renderer.
 */

const ZERO_WIDTH = /\u200b|\u200c|\u200d|\u2060|\ufeff/g;

export function markdownToText(markdown: string): string {
  const out: string[] = [];
  let table: string[][] = [];
  let fence = false;
  const flushTable = () => {
    if (table.length === 0) return;
    const widths: number[] = [];
    for (const row of table) {
      for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    }
    for (const row of table) {
      out.push(
        `  ${row
          .map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - [...cell].length)))
          .join('  ')}`.trimEnd(),
      );
    }
    table = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*<!--\s*narrator:.*-->\s*$/.test(raw)) continue;
    if (/^\s*(```|~~~)/.test(raw)) {
      fence = !fence;
      continue;
    }
    if (fence) {
      out.push(`    ${decodeEntities(raw)}`);
      continue;
    }
    const line = raw.trim();
    if (/^\|.*\|$/.test(line)) {
      // A separator row (|---|--:|) only shapes the table.
      if (/^\|[\s:|-]+\|$/.test(line)) continue;
      table.push(splitRow(line).map(inline));
      continue;
    }
    flushTable();
    const summary = summaryText(line);
    if (summary !== null) {
      out.push(`▸ ${inline(summary)}`);
      continue;
    }
    if (/^<\/?details>$/i.test(line)) continue;
    const heading = headingText(line);
    if (heading !== null) {
      const text = inline(heading);
      out.push(text, '─'.repeat(Math.min(72, Math.max(3, [...text].length))));
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(line);
    if (quote) {
      out.push(`  │ ${inline(quote[1]!)}`.trimEnd());
      continue;
    }
    out.push(inline(line));
  }
  flushTable();
  // At most one blank line in a row, none at the ends.
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/*
 * The scanners below are loops, not regular expressions: the patterns they replace (a tag, a link,
 * a `<summary>`, a heading) retried from every start on text such as a long run of `<` or `[](`,
 * which is quadratic on a comment the agent's text fills (test/security/redos.test.ts).
 */

/** The text inside `<summary>…</summary>` on a line, or null. */
function summaryText(line: string): string | null {
  const lower = line.toLowerCase();
  const start = lower.indexOf('<summary>');
  if (start === -1) return null;
  const end = lower.indexOf('</summary>', start + 9);
  return end === -1 ? null : line.slice(start + 9, end);
}

/** An ATX heading's text (`#`…`######`, then white space), or null. */
function headingText(line: string): string | null {
  let level = 0;
  while (level < line.length && line[level] === '#') level++;
  if (level === 0 || level > 6 || !/\s/.test(line[level] ?? '')) return null;
  return line.slice(level).trimStart();
}

/** Removes HTML tags (`<…>`); a `<` with no `>` after it stays. */
function withoutTags(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('<', i);
    if (open === -1) break;
    const close = text.indexOf('>', open + 1);
    if (close === -1) break;
    out += text.slice(i, open);
    // `<>` is not a tag: keep it.
    if (close === open + 1) out += '<>';
    i = close + 1;
  }
  return out + text.slice(i);
}

/** `[label](url)` and `![alt](url)` as `label (url)` (or the url alone when the label is empty). */
function withoutLinks(text: string): string {
  let out = '';
  let i = 0;
  // The first `)` or white space at or after a position: scans only move forward, so one cached
  // answer serves every later start before it (linear overall).
  let stopFrom = -1;
  let stop = -1;
  const stopAt = (from: number): number => {
    if (from > stopFrom && from <= stop) return stop;
    let j = from;
    while (j < text.length && text[j] !== ')' && !/\s/.test(text[j]!)) j++;
    stopFrom = from;
    stop = j;
    return j;
  };
  while (i < text.length) {
    const open = text.indexOf('[', i);
    if (open === -1) break;
    const close = text.indexOf(']', open + 1);
    if (close === -1) break;
    if (text[close + 1] !== '(') {
      out += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    const end = stopAt(close + 2);
    if (end >= text.length || text[end] !== ')' || end === close + 2) {
      out += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    const bang = open > i && text[open - 1] === '!' ? 1 : 0;
    const label = text.slice(open + 1, close);
    const url = text.slice(close + 2, end);
    out += text.slice(i, open - bang) + (label.trim() === '' ? url : `${label} (${url})`);
    i = end + 1;
  }
  return out + text.slice(i);
}

/** One line's inline markdown and HTML as plain text. */
function inline(text: string): string {
  return decodeEntities(
    withoutLinks(withoutTags(text.replace(/<br\s*\/?>/gi, ' ')))
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, '$1$2')
      // Code spans: their backticks go (a run of them, however long, in one step).
      .replace(/`+/g, '')
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1'),
  )
    .replace(ZERO_WIDTH, '')
    .trimEnd();
}

function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  const body = line.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos|#39);/gi, (all, name: string) => {
    const lower = name.toLowerCase();
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'amp') return '&';
    if (lower === 'quot') return '"';
    if (lower === 'apos' || lower === '#39') return "'";
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}
