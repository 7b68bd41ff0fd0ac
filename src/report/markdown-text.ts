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
    const summary = /<summary>(.*?)<\/summary>/i.exec(line);
    if (summary) {
      out.push(`▸ ${inline(summary[1]!)}`);
      continue;
    }
    if (/^<\/?details>$/i.test(line)) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const text = inline(heading[1]!);
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

/** One line's inline markdown and HTML as plain text. */
function inline(text: string): string {
  return decodeEntities(
    text
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
        label.trim() === '' ? url : `${label} (${url})`,
      )
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, '$1$2')
      .replace(/(`+)\s?(.*?)\s?\1/g, '$2')
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
