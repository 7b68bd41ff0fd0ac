/**
 * The frames' own clock (src/run/frame-clock.ts): a stamp in the CLI's shape (`…:SS.sssZ`) is read
 * from its minute's Date.parse plus its seconds; every time must be what Date.parse of each stamp
 * gives, whatever the stamps (valid or not, in that shape or another, the minute changing or not).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FrameClock } from '../../src/run/frame-clock.js';

/** The clock's rule with Date.parse of every stamp: the reference. */
function referenceTimes(stamps: unknown[]): number[] {
  let origin: number | null = null;
  let last = 0;
  return stamps.map((stamp) => {
    const ms =
      typeof stamp === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(stamp)
        ? Date.parse(stamp)
        : Number.NaN;
    if (Number.isFinite(ms)) {
      origin ??= ms;
      last = Math.max(last, ms - origin);
    }
    return last;
  });
}

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));

/** Stamps in the CLI's shape, out-of-range fields included (month 19, day 39, second 69). */
const cliStamp = fc
  .tuple(
    fc.constantFrom('2026', '2024', '0050', '1999'),
    two(19),
    two(39),
    two(29),
    two(69),
    two(69),
    fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
  )
  .map(([y, mo, d, h, mi, s, ms]) => `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);

/** Stamps in other shapes, and values that are no stamp. */
const otherStamp = fc.oneof(
  fc.constantFrom(
    '2026-11-22T09:14:10Z',
    '2026-11-22T09:14:10.5Z',
    '2026-11-22T09:14:10.536+01:00',
    '2026-11-22T09:14:10.536123Z',
    '2026-11-22T09:14:1a.536Z',
    '2026-11-22T09:14:10,536Z',
    '2026-11-22 09:14:10.536Z',
    '',
  ),
  fc.integer(),
  fc.constant(null),
);

describe('FrameClock', () => {
  it('times every frame as Date.parse of its stamp would (one minute, then minutes apart)', () => {
    // A run of stamps within one minute, as a stream's are, then jumps.
    const base = Date.parse('2026-11-22T09:14:00.000Z');
    const steps = fc.array(fc.integer({ min: 0, max: 90_000 }), { maxLength: 60 });
    fc.assert(
      fc.property(steps, (gaps) => {
        let t = base;
        const stamps = gaps.map((g) => {
          t += g;
          return new Date(t).toISOString();
        });
        const clock = new FrameClock();
        expect(stamps.map((timestamp) => clock.atFrame({ timestamp }))).toEqual(referenceTimes(stamps));
      }),
      { numRuns: 300 },
    );
  });

  it('any mix of stamps, valid or not, in the CLI’s shape or another', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(cliStamp, cliStamp, otherStamp), { maxLength: 40 }), (stamps) => {
        const clock = new FrameClock();
        expect(stamps.map((timestamp) => clock.atFrame({ timestamp }))).toEqual(referenceTimes(stamps));
        // The same through the text of each line.
        const text = new FrameClock();
        expect(stamps.map((timestamp) => text.at(JSON.stringify({ type: 'x', timestamp })))).toEqual(
          referenceTimes(stamps),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('a frame without a stamp keeps the last time; a stamp earlier than the last does not go back', () => {
    const clock = new FrameClock();
    expect(clock.atFrame({ type: 'a' })).toBe(0);
    expect(clock.atFrame({ timestamp: '2026-11-22T09:14:10.536Z' })).toBe(0);
    expect(clock.atFrame({ timestamp: '2026-11-22T09:14:59.999Z' })).toBe(49_463);
    expect(clock.atFrame({ timestamp: '2026-11-22T09:15:00.000Z' })).toBe(49_464);
    expect(clock.atFrame({ timestamp: '2026-11-22T09:14:11.000Z' })).toBe(49_464);
    expect(clock.atFrame({ type: 'b' })).toBe(49_464);
    // A leap second is Date.parse's to judge (it refuses it): no time.
    expect(clock.atFrame({ timestamp: '2026-11-22T09:15:60.000Z' })).toBe(49_464);
    // Hour 24 is a time only as 24:00:00.000 (the next midnight), even after that minute was read.
    const midnight = new FrameClock();
    expect(midnight.atFrame({ timestamp: '2026-11-22T23:59:59.000Z' })).toBe(0);
    expect(midnight.atFrame({ timestamp: '2026-11-22T24:00:00.000Z' })).toBe(1000);
    expect(midnight.atFrame({ timestamp: '2026-11-22T24:00:05.000Z' })).toBe(1000);
    expect(clock.stamped).toBe(true);
  });
});
