/**
 * RecentMap (src/stream/recent-map.ts): the Claude parser's bounded per-stream state. Against a
 * plain Map that never forgets: it never answers a wrong or stale value, always keeps the last
 * `cap` keys remembered, and never holds more than 2 x cap entries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecentMap } from '../../src/stream/recent-map.js';

type Op =
  | { op: 'remember'; key: number; value: number }
  | { op: 'set'; key: number; value: number }
  | { op: 'delete'; key: number }
  | { op: 'get'; key: number };

const key = fc.nat({ max: 24 });
const value = fc.nat({ max: 1000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('remember' as const), key, value }) },
  fc.record({ op: fc.constant('set' as const), key, value }),
  fc.record({ op: fc.constant('delete' as const), key }),
  { weight: 3, arbitrary: fc.record({ op: fc.constant('get' as const), key }) },
);

describe('RecentMap', () => {
  it('answers only true values, keeps the last cap keys remembered, holds at most 2 x cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 200 }), (cap, ops) => {
        const map = new RecentMap<number, number>(cap);
        const truth = new Map<number, number>(); // every key's latest value, never forgotten
        // Keys by their last remember, newest last; a deleted key keeps its place (it held a slot).
        let order: number[] = [];
        for (const o of ops) {
          switch (o.op) {
            case 'remember':
              map.remember(o.key, o.value);
              truth.set(o.key, o.value);
              order = [...order.filter((k) => k !== o.key), o.key];
              break;
            case 'set': {
              // A key held is updated where it is; one not held is added, as by remember.
              const held = map.has(o.key);
              map.set(o.key, o.value);
              truth.set(o.key, o.value);
              if (!held) order = [...order.filter((k) => k !== o.key), o.key];
              break;
            }
            case 'delete':
              map.delete(o.key);
              truth.delete(o.key);
              break;
            case 'get':
              break;
          }
          for (let k = 0; k <= 24; k++) {
            const got = map.get(k);
            if (got !== undefined) expect(got).toBe(truth.get(k));
            expect(map.has(k)).toBe(got !== undefined);
          }
          // Of the last `cap` keys remembered, all those not deleted since are there.
          for (const k of order.slice(-cap)) expect(map.get(k)).toBe(truth.get(k));
          expect(map.size).toBeLessThanOrEqual(2 * cap);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('forgets old keys: 10,000 remembered with a cap of 256 leave at most 512', () => {
    const map = new RecentMap<string, number>(256);
    for (let i = 0; i < 10_000; i++) map.remember(`msg_${i}`, i);
    expect(map.size).toBeLessThanOrEqual(512);
    expect(map.has('msg_0')).toBe(false);
    expect(map.get('msg_9744')).toBe(9744);
    expect(map.get('msg_9999')).toBe(9999);
  });

  it('forgets the last key remembered too, once newer keys push it out', () => {
    const map = new RecentMap<string, number>(2);
    map.remember('a', 1);
    for (const k of ['b', 'c', 'd']) map.set(k, 2); // added, but not "remembered"
    expect(map.has('a')).toBe(false);
    expect(map.get('a')).toBeUndefined();
    expect(map.get('d')).toBe(2);
  });

  it('set adds a key it does not hold, as Map does', () => {
    const map = new RecentMap<string, number>(4);
    map.set('a', 1);
    expect(map.get('a')).toBe(1);
  });

  it('refuses a cap that is not a positive integer', () => {
    expect(() => new RecentMap(0)).toThrow(RangeError);
    expect(() => new RecentMap(1.5)).toThrow(RangeError);
  });
});
