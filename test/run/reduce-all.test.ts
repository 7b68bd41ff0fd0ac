/**
 * `reduceAll` folds a batch of events while mutating only what it created in that batch (the fold's
 * hot path: RunFold batches thousands of events). These tests pin that down on every real capture:
 * batched folding over deep-frozen inputs (summaries AND events) never throws on a frozen object and
 * gives exactly the summary of folding one event at a time, whatever the batch size.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reduce, reduceAll } from '../../src/run/reducer.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { CAPTURES_DIR, captureEvents } from '../support/captures.js';

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function oneByOne(events: readonly AgentEvent[]): RunSummary {
  let s = emptySummary('claude-code');
  for (const e of events) s = reduce(s, e);
  return s;
}

/** Batches of `size`; each batch's input summary is deep-frozen first, as are the events. */
function batched(events: readonly AgentEvent[], size: number): RunSummary {
  let s = deepFreeze(emptySummary('claude-code'));
  for (let i = 0; i < events.length; i += size) {
    s = deepFreeze(reduceAll(s, deepFreeze(events.slice(i, i + size))));
  }
  return s;
}

const captures = readdirSync(CAPTURES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .flatMap((name) => {
    try {
      return [{ name, events: captureEvents(name) }];
    } catch {
      return []; // a capture whose timing.tsv has extra rows has no per-line timing
    }
  });

describe('reduceAll (batched fold)', () => {
  it('has captures to check', () => {
    expect(captures.length).toBeGreaterThanOrEqual(15);
  });

  for (const { name, events } of captures) {
    it(`${name}: any batch size over frozen inputs gives the one-by-one summary`, () => {
      const expected = oneByOne(events);
      for (const size of [2, 3, 7, 64, events.length]) {
        expect({ size, s: batched(events, size) }).toEqual({ size, s: expected });
      }
    });
  }

  it('text retracted and re-streamed within one batch folds like one event at a time', () => {
    const at = 1;
    const text = (messageId: string, index: number, t: string, mode: 'delta' | 'block' = 'delta') =>
      ({ kind: 'text', mode, text: t, messageId, index, parentId: null, at }) as const;
    const events: AgentEvent[] = [
      text('m1', 0, 'Hel'),
      text('m1', 0, 'lo'),
      text('m1', 2, 'later block', 'block'),
      text('m1', 1, 'middle', 'block'),
      { kind: 'text_retract', messageId: 'm1', fromIndex: 1, at },
      text('m1', 1, 'again'),
      text('m1', 1, ' and more'),
      text('m2', 0, 'next message', 'block'),
      { kind: 'usage', cumulative: false, messageId: 'm1', tokens: null, costUsd: 0.5, at },
      {
        kind: 'usage',
        cumulative: false,
        messageId: 'm1',
        tokens: { input: 1, output: 2, cacheRead: 3, cacheWrite: 4 },
        costUsd: 0.25,
        at,
      },
    ];
    const expected = oneByOne(events);
    expect(expected.lastText).toBe('next message');
    for (const size of [1, 2, 4, events.length]) expect(batched(events, size)).toEqual(expected);
  });
});

describe('RunFold keeps one batch open between reads of its summary', () => {
  it('a summary handed out mid-stream never changes afterwards, and the end result is the same', async () => {
    const { RunFold, UNKNOWN_EXIT } = await import('../../src/run/fold.js');
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const bytes = readFileSync(join(CAPTURES_DIR, '08-long-run-30-tools', 'stdout.jsonl'));
    const whole = new RunFold({ dialect: 'claude-code' });
    whole.pushBytes(bytes, 0);
    const expected = whole.end(UNKNOWN_EXIT, 0);

    const fold = new RunFold({ dialect: 'claude-code' });
    const seen: Array<{ summary: RunSummary; copy: RunSummary }> = [];
    for (let i = 0; i < bytes.length; i += 4096) {
      fold.pushBytes(bytes.subarray(i, i + 4096), 0);
      // Read every third chunk, so batches span several chunks between reads.
      if ((i / 4096) % 3 === 0) {
        const summary = fold.summary;
        seen.push({ summary, copy: structuredClone(summary) });
      }
    }
    expect(fold.end(UNKNOWN_EXIT, 0)).toEqual(expected);
    expect(seen.length).toBeGreaterThan(10);
    for (const { summary, copy } of seen) expect(summary).toEqual(copy);
    expect(seen.at(-1)!.summary.toolCalls.length).toBeLessThanOrEqual(expected.toolCalls.length);
  });
});
