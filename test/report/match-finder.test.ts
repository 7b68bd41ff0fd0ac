/**
 * The redactor's fast search (src/redact/match-finder.ts) finds exactly the match the one global
 * regex of all alternatives finds, from any position, in texts made to trip it: known values and
 * their heads before cut marks (near, far, overlapping), token-like shapes, values inside values,
 * cut marks everywhere, calls that move forward, jump back and switch texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatchFinder, type MatchFinderParts } from '../../src/redact/match-finder.js';
import { createRedactor } from '../../src/redact/redact.js';

const CUT = '…';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A head pattern as the redactor builds it: the first `min` characters, then each further one optional. */
function headOf(value: string, min: number): string | null {
  if (value.length <= min) return null;
  let nested = '';
  for (const c of [...value.slice(min, 256)].reverse()) nested = `(?:${escapeRegExp(c)}${nested})?`;
  return `${escapeRegExp(value.slice(0, min))}${nested}`;
}

function partsFor(values: string[], min: number): MatchFinderParts {
  const alternatives: string[] = [];
  const heads: string[] = [];
  const sorted = [...new Set(values)].sort((a, b) => b.length - a.length);
  for (const v of sorted) {
    alternatives.push(escapeRegExp(v));
    const head = headOf(v, min);
    if (head === null) continue;
    alternatives.push(`${head}(?=${CUT})`);
    heads.push(head);
  }
  const others = [
    'tok_[A-Za-z0-9]{8,40}',
    'tok_[A-Za-z0-9]{1,7}(?=…)',
    String.raw`\bsk-[a-z0-9]{6,}`,
    '://[^\\s:/@]*:[^\\s/@]+(?=[@…])',
  ];
  return {
    alternatives: [...alternatives, ...others],
    literals: sorted,
    heads,
    others,
    cutMark: CUT,
    // The tightest true bound (the redactor passes its 256, a bound too): the window's edge is tried.
    longestHead: Math.max(...sorted.map((v) => v.length)),
    shortText: 0, // the fast search everywhere (the default sends short texts to the whole regex)
  };
}

/** Every match of the global regex from `from` on, as [index, text]. */
function allMatches(
  exec: (text: string, from: number) => RegExpExecArray | null,
  text: string,
  from: number,
) {
  const out: Array<[number, string]> = [];
  for (let at = from; at <= text.length; ) {
    const m = exec(text, at);
    if (m === null) break;
    out.push([m.index, m[0]]);
    at = m.index + Math.max(1, m[0].length);
  }
  return out;
}

const alphabet = fc.constantFrom(
  'a',
  'b',
  'c',
  'x',
  'y',
  '-',
  '_',
  '0',
  '1',
  ':',
  '/',
  '@',
  ' ',
  '…',
  '"',
  '\\',
);
const valueArb = fc.string({ unit: alphabet, minLength: 6, maxLength: 24 });

describe('createMatchFinder', () => {
  it('finds what the global regex finds, from every position, in long hostile texts', () => {
    fc.assert(
      fc.property(
        fc.array(valueArb, { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.oneof(
            fc.string({ unit: alphabet, maxLength: 40 }),
            fc.nat(4).map((i) => ({ value: i })),
            fc.tuple(fc.nat(4), fc.nat(30)).map(([i, cut]) => ({ head: i, cut })),
            fc.constantFrom(
              'tok_abcdefgh12',
              'tok_ab…',
              'xsk-abc123',
              ' sk-abcdef9',
              '://u:pw@h',
              '…'.repeat(3),
            ),
          ),
          { minLength: 30, maxLength: 160 },
        ),
        fc.integer({ min: 2, max: 6 }),
        (values, pieces, min) => {
          const text = pieces
            .map((p) => {
              if (typeof p === 'string') return p;
              const v = values[('value' in p ? p.value : p.head) % values.length]!;
              return 'value' in p ? v : `${v.slice(0, Math.max(1, p.cut % (v.length + 1)))}${CUT}`;
            })
            .join('')
            .padEnd(600, 'z'); // long enough for the fast path
          const parts = partsFor(values, min);
          const whole = new RegExp(parts.alternatives.join('|'), 'g');
          const reference = (t: string, from: number) => {
            whole.lastIndex = from;
            return whole.exec(t);
          };
          const find = createMatchFinder(parts);
          expect(allMatches(find, text, 0)).toEqual(allMatches(reference, text, 0));
          // From arbitrary positions of the same text, forwards and back; then after another text.
          const froms = [text.length - 1, 0, 77, 13, 500, 90, 91, 3, 260, 259];
          for (const from of froms) {
            const at = Math.min(from, text.length);
            const found = find(text, at);
            const expected = reference(text, at);
            expect([found?.index, found?.[0]], `from ${at}`).toEqual([expected?.index, expected?.[0]]);
          }
          for (const from of froms) {
            const at = Math.min(from, text.length);
            find(`${text}tail`, at);
            expect(find(text, at)?.index, `from ${at}`).toEqual(reference(text, at)?.index);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the redactor’s scanner on a long text finds every form of a known value and every token, as redact() does', () => {
    const secret = 'corp-vault-password-8812';
    const redactor = createRedactor({ secrets: [secret, 'ghs_BenchActionToken0123456789abcdefgh'] });
    const b64 = Buffer.from(`xx${secret}yy`).toString('base64');
    const text = [
      'x'.repeat(700),
      secret,
      ' then ',
      encodeURIComponent(secret),
      ' b64 ',
      b64,
      ' cut ',
      `${secret.slice(0, 9)}…`,
      ' token ghp_',
      'A'.repeat(36),
      ' url postgres://app:Hunter2Hunter2@db/app ',
      'y'.repeat(700),
    ].join('');
    const spans: string[] = [];
    for (let from = 0; ; ) {
      const span = redactor.scanner.next(text, from);
      if (span === null) break;
      spans.push(text.slice(span.start, span.end));
      from = span.matchEnd;
    }
    expect(spans).toContain(secret);
    expect(spans).toContain(encodeURIComponent(secret));
    expect(spans).toContain(`${secret.slice(0, 9)}`);
    expect(spans).toContain(`ghp_${'A'.repeat(36)}`);
    expect(spans).toContain('Hunter2Hunter2');
    expect(spans.some((s) => b64.includes(s))).toBe(true);
    // The same text redacted as a whole (the global regex) hides the same.
    const redacted = redactor.redact(text);
    for (const s of spans) expect(redacted.includes(s)).toBe(false);
  });
});
