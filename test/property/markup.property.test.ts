/**
 * Properties of the markup primitives every rendered body is built from (src/report/markdown.ts),
 * over arbitrary text (lone surrogates, control characters, backtick and tilde runs, tags,
 * mentions): code never escapes its fence or span, agent markdown never opens a tag or pings
 * anyone, fences and <details> always close, caps always hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeFence,
  details,
  inlineCode,
  safeMarkdown,
  tableCell,
  truncate,
} from '../../src/report/markdown.js';
import { liveReferences } from '../support/github-markdown.js';

const piece = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '`',
      '``',
      '```',
      '````````',
      '~~~',
      '\n',
      '\n```\n',
      '\n   ```js\n',
      '\n    ```\n',
      '</details>',
      '<details>',
      '<script>',
      '<img src=x onerror=y>',
      '<!--',
      '< a',
      // Character references GitHub decodes before it looks for mentions and issue references.
      '&commat;admin',
      '&#x40;octo-org/security-team',
      '&num;2',
      '&#x23;2',
      '&#64;',
      '&#X40;',
      '&#0064;',
      '&#35;',
      '&commat;',
      '&num;',
      '&#x23',
      '&',
      '@octocat',
      '@org/team',
      'a@b.c',
      '#12',
      'GH-3',
      '|',
      '\\',
      '😀',
      '\ud83d',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 10, unit: 'binary' }) },
);
const text = fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));

/** CommonMark fence state at the end of `md` (the same rule the renderers' tests use). */
function openFence(md: string): boolean {
  let fence: { ch: string; len: number } | null = null;
  for (const line of md.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m) continue;
    if (fence) {
      if (m[1]![0] === fence.ch && m[1]!.length >= fence.len && m[2]!.trim() === '') fence = null;
    } else if (!(m[1]![0] === '`' && m[2]!.includes('`'))) fence = { ch: m[1]![0]!, len: m[1]!.length };
  }
  return fence !== null;
}

const longestRun = (s: string) => Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length));
const RUNS = { numRuns: 400 };

describe('markup primitives over arbitrary text', () => {
  it('codeFence: nothing inside closes it early; it always closes', () => {
    fc.assert(
      fc.property(text, (s) => {
        const block = codeFence(s);
        const lines = block.split('\n');
        const fence = lines[0]!;
        expect(fence).toMatch(/^`{3,}$/);
        expect(lines.at(-1)).toBe(fence);
        for (const inner of lines.slice(1, -1)) {
          const m = /^ {0,3}(`{3,})\s*$/.exec(inner);
          if (m) expect(m[1]!.length).toBeLessThan(fence.length);
        }
        expect(openFence(block)).toBe(false);
      }),
      RUNS,
    );
  });

  it('inlineCode: one line, delimiters longer than any backtick run inside', () => {
    fc.assert(
      fc.property(text, (s) => {
        const span = inlineCode(s);
        if (span === '') return;
        expect(span).not.toMatch(/[\r\n]/);
        const delim = /^`+/.exec(span)![0];
        expect(span.endsWith(delim)).toBe(true);
        expect(longestRun(span.slice(delim.length, span.length - delim.length))).toBeLessThan(delim.length);
      }),
      RUNS,
    );
  });

  it('safeMarkdown: no tag can open, nobody is pinged, no issue is linked, no fence is left open', () => {
    fc.assert(
      fc.property(text, (s) => {
        const md = safeMarkdown(s);
        expect(md).not.toMatch(/<[A-Za-z/!?]/);
        expect(md).not.toMatch(/@[A-Za-z0-9]/);
        expect(md).not.toMatch(/#\d/);
        // As GitHub reads it: references decoded, code left out.
        expect(liveReferences(md)).toEqual([]);
        expect(openFence(md)).toBe(false);
      }),
      RUNS,
    );
  });

  it('details: closes after the body, whatever fences the body opens', () => {
    fc.assert(
      fc.property(text, text, (summary, body) => {
        const d = details(tableCell(summary), safeMarkdown(body));
        expect(d.endsWith('\n\n</details>')).toBe(true);
        expect(openFence(d.slice(0, -'</details>'.length))).toBe(false);
        expect(d.match(/<details/g)).toHaveLength(1);
      }),
      RUNS,
    );
  });

  it('truncate and tableCell: caps hold, no dangling high surrogate, cells stay one line', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 50 }), (s, n) => {
        const t = truncate(s, n);
        expect(t.length).toBeLessThanOrEqual(Math.max(n, 0));
        if (t.length < s.length && t.length >= 2) {
          // The cut never separates a high surrogate from the low one that followed it (a surrogate
          // already lone in the input may stay lone).
          const k = t.length - 1;
          const high = t.charCodeAt(k - 1);
          const next = s.charCodeAt(k);
          const split = high >= 0xd800 && high <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
          expect(split).toBe(false);
        }
        const cell = tableCell(s, n + 1);
        expect(cell).not.toMatch(/[\r\n]/);
        expect(cell).not.toMatch(/(^|[^\\])\|/);
        expect(cell).not.toMatch(/<[A-Za-z/!?]/);
      }),
      RUNS,
    );
  });
});
