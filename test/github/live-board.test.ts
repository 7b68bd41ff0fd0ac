/**
 * The live board's rules (src/sinks/board/live-board.ts), with a fake clock and one in-memory comment
 * store shared by several legs (each its own LiveBoard, as each leg is its own runner): turns, the
 * verified final row, which comment is the board, duplicates, another run's board, refusals, and
 * the aggregate job's rewrite. The same object over real HTTP, with latency and 100 runs, is in
 * test/aggregate/live-board-race.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  boardMarker,
  boardMarkerLine,
  boardRunMarker,
  type LegLines,
  renderLegLines,
  renderLiveBoard,
} from '../../src/board/board.js';
import { mergeLegLines, showsLegLines } from '../../src/board/board-live.js';
import { assembleLegs, type Leg } from '../../src/board/legs.js';
import { LiveBoard, type LiveBoardOptions } from '../../src/sinks/board/live-board.js';
import { record } from '../aggregate/records.js';
import { FakeClock } from '../support/fake-clock.js';
import { httpError, MemoryComments } from '../support/memory-comments.js';
import { seeded } from '../support/seeded.js';

const KEY = 'Agents compared';
const RUN_ID = '4242';

function legs(n: number): Leg[] {
  return assembleLegs({
    records: Array.from({ length: n }, (_, i) =>
      record({ matrix: { agent: `a${i}` }, jobIndex: i, outcome: i % 2 ? 'error' : 'success' }),
    ),
    jobs: null,
  });
}
const running = (leg: Leg): LegLines =>
  renderLegLines({ ...leg, status: 'pending', passed: false, reason: null });

function setup(n: number, o: { latencyMs?: number; board?: 'running' | 'none' } = {}) {
  const clock = new FakeClock();
  const api = new MemoryComments(clock);
  api.latencyMs = o.latencyMs ?? 50;
  const all = legs(n);
  if ((o.board ?? 'running') === 'running') {
    let body = renderLiveBoard({ marker: boardMarkerLine(KEY, RUN_ID) });
    for (const leg of all) {
      const merged = mergeLegLines(body, running(leg), {
        runMarker: boardRunMarker(RUN_ID),
        skeleton: () => body,
        limit: 65_000,
      });
      if (merged.kind === 'body') body = merged.body;
    }
    api.seed(body);
  }
  const warnings: string[] = [];
  const board = (i: number, extra: Partial<LiveBoardOptions> = {}) =>
    new LiveBoard({
      api,
      marker: boardMarker(KEY),
      runMarker: boardRunMarker(RUN_ID),
      clock,
      random: seeded(i + 1),
      logger: { debug: () => {}, warning: (m) => warnings.push(m) },
      ...extra,
    });
  const boards = () => api.comments.filter((c) => c.body.startsWith(boardMarker(KEY)));
  return { clock, api, all, board, boards, warnings };
}

describe('LiveBoard', () => {
  it('legs finishing at the same instant take turns: one write per slot, no row lost, none rewritten', async () => {
    const { clock, api, all, board, boards } = setup(4, { latencyMs: 150 });
    const live = all.map((_, i) => board(i, { turn: { index: i, count: 4, slotMs: 1000 } }));
    const results = live.map((b, i) => b.finish(renderLegLines(all[i]!)));
    await clock.advance(15_000);
    const done = await Promise.all(results);
    expect(done.map((r) => [r.verified, r.attempts])).toEqual(all.map(() => [true, 1]));
    expect(live.map((b) => b.stats().healed)).toEqual([0, 0, 0, 0]);
    const patches = api.calls.filter((c) => c.op === 'update').map((c) => c.at - Date.UTC(2026, 0, 1));
    // Each write in its own one-second slot (slot N of the 4-second cycle for the leg of index N;
    // leg 0 had just missed its first one while it looked for the board).
    expect(patches.map((at) => Math.floor(at / 1000) % 4)).toEqual([1, 2, 3, 0]);
    for (let i = 1; i < patches.length; i++) expect(patches[i]! - patches[i - 1]!).toBeGreaterThan(750);
    for (const [i, leg] of all.entries()) {
      const write = api.calls.filter((c) => c.op === 'update')[(i + 3) % 4]!;
      expect(write.body!.split('\n')).toContain(renderLegLines(leg).row);
    }
    expect(boards()).toHaveLength(1);
    for (const leg of all) expect(showsLegLines(boards()[0]!.body, renderLegLines(leg))).toBe(true);
  });

  it('without turns they collide; the verified final row is written again until it stays', async () => {
    const { clock, all, board, boards } = setup(4, { latencyMs: 150 });
    const live = all.map((_, i) => board(i, { jitterMs: 10 }));
    const results = live.map((b, i) => b.finish(renderLegLines(all[i]!)));
    await clock.advance(30_000);
    const done = await Promise.all(results);
    expect(done.every((r) => r.verified)).toBe(true);
    expect(live.reduce((n, b) => n + b.stats().healed, 0)).toBeGreaterThan(0);
    for (const leg of all) expect(showsLegLines(boards()[0]!.body, renderLegLines(leg))).toBe(true);
  });

  it('reads back its final row and rewrites it when a stale write took it after its own', async () => {
    const { clock, api, all, board, boards } = setup(2);
    const leg = board(0);
    const result = leg.finish(renderLegLines(all[0]!));
    const stale = boards()[0]!.body;
    // Advance until the leg's write lands, then a slower leg's write (from an older read) lands.
    for (let i = 0; i < 500 && !api.calls.some((c) => c.op === 'update'); i++) await clock.advance(10);
    await clock.advance(60);
    boards()[0]!.body = stale;
    await clock.advance(5_000);
    expect(await result).toMatchObject({ verified: true, attempts: 2 });
    expect(leg.stats().healed).toBe(1);
    expect(showsLegLines(boards()[0]!.body, renderLegLines(all[0]!))).toBe(true);
  });

  it("the board is the oldest board comment of Narrator's own account; a look-alike is never edited", async () => {
    const { clock, api, all, board, warnings } = setup(1, { board: 'none' });
    const skeleton = renderLiveBoard({ marker: boardMarkerLine(KEY, RUN_ID) });
    const forged = api.seed(skeleton, { login: 'mallory', id: 666 });
    const oldest = api.seed(skeleton);
    const newer = api.seed(skeleton);
    const result = board(0).finish(renderLegLines(all[0]!));
    await clock.advance(5_000);
    expect((await result).commentId).toBe(oldest.id);
    expect(api.comments.find((c) => c.id === forged.id)!.body).toBe(skeleton);
    expect(api.comments.find((c) => c.id === newer.id)!.body).toBe(skeleton);
    expect(showsLegLines(api.comments.find((c) => c.id === oldest.id)!.body, renderLegLines(all[0]!))).toBe(
      true,
    );
    expect(warnings.some((w) => /ignores comment .* written by mallory/.test(w))).toBe(true);
  });

  it('legs creating the board at once: the newer ones delete their own and write into the oldest', async () => {
    const { clock, api, all, board, boards } = setup(3, { board: 'none', latencyMs: 100 });
    const live = all.map((_, i) => board(i, { jitterMs: 1 }));
    const results = live.map((b, i) => b.finish(renderLegLines(all[i]!)));
    await clock.advance(30_000);
    await Promise.all(results);
    expect(api.calls.filter((c) => c.op === 'create').length).toBeGreaterThan(1);
    expect(boards()).toHaveLength(1);
    for (const leg of all) expect(showsLegLines(boards()[0]!.body, renderLegLines(leg))).toBe(true);
  });

  it("starts another run's board afresh for this run", async () => {
    const { clock, api, all, board, boards } = setup(1, { board: 'none' });
    api.seed(`${boardMarkerLine(KEY, '1111')}\n\n## ✅ Narrator board · 3 of 3 legs succeeded\n`);
    const result = board(0).finish(renderLegLines(all[0]!));
    await clock.advance(5_000);
    expect((await result).verified).toBe(true);
    expect(boards()).toHaveLength(1);
    expect(boards()[0]!.body.split('\n')[0]).toBe(boardMarkerLine(KEY, RUN_ID));
    expect(boards()[0]!.body).not.toContain('3 of 3');
  });

  it('a refusal (403) stops the live board for good: one warning, the final resolves at once', async () => {
    const { clock, api, all, board } = setup(1);
    api.failNext('update', httpError(403, 'Resource not accessible by integration'));
    const leg = board(0);
    leg.update(() => running(all[0]!));
    leg.update(() =>
      renderLegLines({ ...all[0]!, status: 'pending', passed: false, reason: null, label: 'x' }),
    );
    await clock.advance(3_000);
    const calls = api.calls.length;
    const result = await leg.finish(renderLegLines(all[0]!));
    expect(result).toMatchObject({ landed: false, verified: false });
    expect(result.reason).toMatch(/not accessible/);
    await clock.advance(60_000);
    expect(api.calls.length).toBe(calls);
  });

  it("the aggregate job rewrites the board and deletes its run's duplicates, never another run's", async () => {
    const { clock, api, board, boards } = setup(1, { board: 'none' });
    const ours = api.seed(renderLiveBoard({ marker: boardMarkerLine(KEY, RUN_ID) }));
    const dup = api.seed(renderLiveBoard({ marker: boardMarkerLine(KEY, RUN_ID) }));
    const otherRun = api.seed(renderLiveBoard({ marker: boardMarkerLine(KEY, '1111') }));
    const result = board(0).publish(`${boardMarkerLine(KEY, RUN_ID)}\n\n## the exact board\n`);
    await clock.advance(2_000);
    expect(await result).toMatchObject({ landed: true, commentId: ours.id, removed: 1 });
    expect(boards().map((c) => c.id)).toEqual([ours.id, otherRun.id]);
    expect(api.comments.find((c) => c.id === dup.id)).toBeUndefined();
    expect(boards()[0]!.body).toContain('## the exact board');
  });
});
