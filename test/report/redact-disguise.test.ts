/**
 * Disguised secrets (src/redact/redact-disguise.ts): a token or a known value written with
 * invisible characters between its letters, in look-alike letters NFKC folds back, as HTML
 * character references, as `\u`/`\x` escapes or percent-encoded, or a known value in hex. A reader
 * (or GitHub's renderer) recovers each of them at a glance; every one must be hidden, in every view.
 * Token-shaped strings below are made up (hand-written), never real credentials.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createRedactor, REDACTED } from '../../src/redact/redact.js';
import { skeletonOf } from '../../src/redact/redact-disguise.js';
import { renderComment } from '../../src/report/comment.js';
import { finished } from './hand-written-summaries.js';

const TOKEN = `ghp_${'Q7w8E9r0T1'.repeat(4)}`;
const KNOWN = 'Hunter2Hunter2Secret';
const { redact, redactValue } = createRedactor({ secrets: [KNOWN] });

const interleave = (s: string, sep: string) => [...s].join(sep);
const fullwidth = (s: string) =>
  [...s].map((c) => (/[!-~]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
const charRefs = (s: string, hex: boolean) =>
  [...s].map((c) => (hex ? `&#x${c.charCodeAt(0).toString(16)};` : `&#${c.charCodeAt(0)};`)).join('');
const escapes = (s: string, form: (code: number) => string) =>
  [...s].map((c) => form(c.charCodeAt(0))).join('');
const pct = (s: string) => [...s].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

const DISGUISES: Array<[string, (s: string) => string]> = [
  ['zero-width spaces between the letters', (s) => interleave(s, '\u200b')],
  ['zero-width non-joiners', (s) => interleave(s, '\u200c')],
  ['soft hyphens', (s) => interleave(s, '\u00ad')],
  ['word joiners', (s) => interleave(s, '\u2060')],
  ['bidi marks', (s) => interleave(s, '\u200e\u202d')],
  ['variation selectors', (s) => interleave(s, '\ufe0f')],
  ['tag characters', (s) => interleave(s, '\u{e0041}')],
  ['a byte order mark in the middle', (s) => `${s.slice(0, 7)}\ufeff${s.slice(7)}`],
  ['fullwidth letters', fullwidth],
  [
    'mathematical bold letters',
    (s) => s.normalize('NFC').replace(/[A-Z]/g, (c) => String.fromCodePoint(0x1d400 + c.charCodeAt(0) - 65)),
  ],
  ['decimal character references', (s) => charRefs(s, false)],
  ['hex character references', (s) => charRefs(s, true)],
  ['\\u escapes', (s) => escapes(s, (c) => `\\u${c.toString(16).padStart(4, '0')}`)],
  ['\\x escapes', (s) => escapes(s, (c) => `\\x${c.toString(16).padStart(2, '0')}`)],
  ['percent-encoded bytes', pct],
  [
    'a mix',
    (s) => `${charRefs(s.slice(0, 4), true)}${interleave(s.slice(4, 12), '\u200b')}${fullwidth(s.slice(12))}`,
  ],
];

describe.each([
  ['a token shape', TOKEN],
  ['a known value', KNOWN],
])('%s', (_, secret) => {
  test.each(DISGUISES)('written with %s is hidden, and only it', (_name, disguise) => {
    const out = redact(`before ${disguise(secret)} after`);
    expect(out).toBe(`before ${REDACTED} after`);
    expect(skeletonOf(out).text).not.toContain(secret.slice(4, 12));
  });
});

test('a known value in hex (lower or upper case) is hidden', () => {
  const hex = Buffer.from(KNOWN).toString('hex');
  expect(redact(`dump: ${hex} end`)).toBe(`dump: ${REDACTED} end`);
  expect(redact(`dump: ${hex.toUpperCase()} end`)).toBe(`dump: ${REDACTED} end`);
});

test('ordinary text with accents, emoji, entities and escapes is left as it is', () => {
  const text =
    'Café naïve — “quotes” & Ωmega 🎉 &amp; &#8212; \\n \\u00e9 100%25 done; ｆｕｌｌ width; x\u200by';
  expect(redact(text)).toBe(text);
});

test('property: invisible characters anywhere in a secret never let it through', () => {
  const invisible = fc.constantFrom(
    '\u200b',
    '\u200c',
    '\u200d',
    '\u00ad',
    '\u2060',
    '\ufeff',
    '\u202e',
    '\ufe0f',
  );
  fc.assert(
    fc.property(
      fc.constantFrom(TOKEN, KNOWN),
      fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 12 }),
      fc.string({ maxLength: 20 }),
      (secret, inserts, around) => {
        const chars = [...secret];
        for (const [at, c] of inserts) chars.splice(at % (chars.length + 1), 0, c);
        const out = redact(`${around}${chars.join('')}${around}`);
        expect(skeletonOf(out).text).not.toContain(secret);
      },
    ),
  );
});

test('every view: the comment shows no disguised secret, and summary-style values hide it too', () => {
  const disguised = interleave(TOKEN, '\u200b');
  const summary = finished({ finalText: `Here: ${disguised}`, errorMessage: null });
  const body = renderComment(summary, {
    now: 0,
    marker: '<!-- narrator:t -->',
    redact,
    runUrl: null,
  } as never);
  expect(skeletonOf(body).text).not.toContain(TOKEN);
  const value = redactValue({ a: `x ${charRefs(KNOWN, true)} y`, b: [fullwidth(TOKEN)] });
  expect(skeletonOf(JSON.stringify(value)).text).not.toContain(KNOWN);
  expect(skeletonOf(JSON.stringify(value)).text).not.toContain(TOKEN);
});
