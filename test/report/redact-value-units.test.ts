/**
 * redactValue hands each text (all string values; all keys) to its StreamRedactor as one unit of
 * all its strings instead of one unit per string (that made ~400 MB of garbage for the summary of
 * a 40k-call run). The strings are the same pieces in the same order, so the masks must be the
 * same: checked here against the one-unit-per-string algorithm (kept below as the reference) on
 * values full of secrets split across strings, cut marks, and texts long enough to be scanned in
 * several flushes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRedactedJson } from '../../src/redact/json-writer.js';
import { createRedactor, REDACTED, type Redactor } from '../../src/redact/redact.js';
import { stringifyRedacted } from '../../src/redact/redact-json.js';
import { applyMasks, StreamRedactor } from '../../src/redact/redact-stream.js';

/** The algorithm before: one unit per string (src/redact/redact.ts before it made one text of them). */
function oneUnitPerString<T>(value: T, redactor: Redactor): T {
  if (typeof value === 'string') return redactor.redact(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const results: string[] = [];
  const values = new StreamRedactor(redactor);
  const keys = new StreamRedactor(redactor);
  const collect = (v: unknown, into: StreamRedactor, seen: Set<object>, depth: number): void => {
    if (typeof v === 'string') {
      const i = results.length;
      results.push(v);
      into.push([v], (masks) => {
        if (masks !== null) results[i] = applyMasks(v, masks[0]);
      });
      return;
    }
    if (v === null || typeof v !== 'object' || seen.has(v) || depth >= 64) return;
    seen.add(v);
    if (Array.isArray(v)) for (const item of v) collect(item, values, seen, depth + 1);
    else
      for (const [k, item] of Object.entries(v)) {
        collect(k, keys, seen, depth + 1);
        collect(item, values, seen, depth + 1);
      }
  };
  collect(value, values, new Set(), 0);
  values.end();
  keys.end();
  let next = 0;
  const build = (v: unknown, seen: Map<object, unknown>, depth: number): unknown => {
    if (typeof v === 'string') return results[next++];
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return seen.get(v);
    if (depth >= 64) return REDACTED;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      seen.set(v, out);
      for (const item of v) out.push(build(item, seen, depth + 1));
      return out;
    }
    const out: Record<string, unknown> = {};
    seen.set(v, out);
    for (const item of Object.values(v)) {
      const key = results[next++]!;
      Object.defineProperty(out, key, {
        value: build(item, seen, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  return build(value, new Map(), 0) as T;
}

const KNOWN = 'corp-vault-password-8812';
const TOKEN = `ghp_${'Q7w8E9r0T1'.repeat(4)}`;
const pieceArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    KNOWN,
    TOKEN,
    `${TOKEN.slice(0, 9)}`,
    TOKEN.slice(9),
    KNOWN.slice(0, 8),
    `${KNOWN.slice(0, 10)}…`,
    'sk-ant-',
    'postgres://u:p4ssw0rd',
    '@db',
    '…',
    Buffer.from(KNOWN).toString('base64'),
  ),
  // Long filler: up to three flushes of a 16 KiB hold-back in one value (kept that small so the
  // 300 runs below stay a few seconds on a loaded 2-core runner; 180 KB pieces took 12-37 s).
  fc.integer({ min: 1, max: 8 }).map((n) => 'lorem ipsum '.repeat(n * 500)),
);
const stringArb = fc.array(pieceArb, { maxLength: 4 }).map((p) => p.join(''));
const valueArb = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    stringArb,
    fc.integer(),
    fc.constant(null),
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(stringArb, tie('node'), { maxKeys: 5 }),
  ),
})).node;

describe('redactValue: one unit per text, the same result as one unit per string', () => {
  it('on values full of split secrets, cut marks and long texts', () => {
    const redactor = createRedactor({ secrets: [KNOWN] });
    fc.assert(
      fc.property(fc.array(valueArb, { minLength: 1, maxLength: 6 }), (items) => {
        const value = { items, extra: items.slice().reverse() };
        expect(redactor.redactValue(value)).toEqual(oneUnitPerString(value, redactor));
      }),
      { numRuns: 300 },
    );
  });

  // How fast this is lives in `npm run bench action` (the summary of a 40k-call run), not here.
  it('a summary-like value of many small strings with secrets in some: the same', () => {
    const redactor = createRedactor({ secrets: [KNOWN] });
    const calls = Array.from({ length: 20_000 }, (_, i) => ({
      id: `toolu_${i}`,
      name: 'Bash',
      input: {
        command: i % 97 === 0 ? `echo ${TOKEN.slice(0, 12)}` : `echo ${i}`,
        description: i % 97 === 0 ? TOKEN.slice(12) : 'step',
      },
      outputPreview: i % 101 === 0 ? `${KNOWN} leaked` : 'ok',
    }));
    const fast = redactor.redactValue({ calls });
    expect(fast).toEqual(oneUnitPerString({ calls }, redactor));
    expect(JSON.stringify(fast)).not.toContain(KNOWN);
  });
});

/** JSON.stringify's odd cases: left out of objects, null in arrays, numbers, empty containers. */
const oddArb = fc.constantFrom(
  undefined,
  () => 1,
  Symbol('s'),
  Number.NaN,
  -0,
  Number.POSITIVE_INFINITY,
  1e21,
  0.1,
  true,
  false,
  new Date(0),
  [],
  {},
  // biome-ignore lint/suspicious/noSparseArray: a hole is one of the odd values JSON.stringify meets
  [undefined, , 3],
);
const jsonValueArb = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    stringArb,
    fc.integer(),
    fc.double(),
    oddArb,
    fc.constant(null),
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', '0', '12', 'toString', 'a b')),
      tie('node'),
      { maxKeys: 5 },
    ),
  ),
})).node;

describe('redacted JSON written in pieces: JSON.stringify of the redacted copy, byte for byte', () => {
  it('on odd values (left out, null in arrays, numbers, empty, keys JSON.stringify orders) with any indentation', () => {
    const redactor = createRedactor({ secrets: [KNOWN] });
    fc.assert(
      fc.property(
        fc.array(jsonValueArb, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, 0, 2, 4, 12),
        (items, space) => {
          const value = { items, n: items.length, nested: { items } };
          // nested.items is items again (written twice, from the same strings); the tree alone too.
          for (const v of [value, { items, n: items.length }, items]) {
            expect(stringifyRedacted(v, redactor, space)).toBe(
              JSON.stringify(oneUnitPerString(v, redactor), null, space),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('comes in pieces that end between tokens, and declines what it cannot write the same way', () => {
    const redactor = createRedactor({ secrets: [KNOWN] });
    const big = {
      calls: Array.from({ length: 3000 }, (_, i) => ({ id: `t${i}`, text: `${'x'.repeat(40)} "${i}"` })),
    };
    const pieces: string[] = [];
    expect(writeRedactedJson(big, redactor, 2, (p) => pieces.push(p))).toBe(true);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(JSON.stringify(big, null, 2));
    // Each piece ends outside a string token: an even number of unescaped quotes before each cut.
    let before = '';
    for (const p of pieces) {
      before += p;
      expect((before.match(/(?<!\\)"/g) ?? []).length % 2).toBe(0);
    }
    const cyclic: Record<string, unknown> = { a: 'x' };
    cyclic['self'] = { back: cyclic };
    const deep: Record<string, unknown> = {};
    let d = deep;
    for (let i = 0; i < 70; i++) d = d['x'] = {} as Record<string, unknown>;
    for (const declined of [cyclic, deep, { n: 10n }, { [KNOWN]: 'key with a secret' }]) {
      const none: string[] = [];
      expect(writeRedactedJson(declined, redactor, 2, (p) => none.push(p))).toBe(false);
      expect(none).toEqual([]);
    }
    // ... and stringifyRedacted still writes those as before (a cycle throws, as JSON.stringify does).
    expect(() => stringifyRedacted(cyclic, redactor)).toThrow(TypeError);
    expect(stringifyRedacted({ [KNOWN]: 'v' }, redactor)).toBe(
      JSON.stringify(oneUnitPerString({ [KNOWN]: 'v' }, redactor)),
    );
  });
});
