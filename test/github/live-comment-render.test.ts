/**
 * The live comment renders a body only when pacing lets it be sent: rendering walks every
 * tool call of the run, and the Action offers a body for every event, so a body rendered for each
 * offer made the comment's cost grow with the square of the run's length. Fake clock, in-memory
 * comment store (as live-comment.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/comment-key.js';
import { LiveComment } from '../../src/sinks/comment/live-comment.js';
import { FakeClock } from '../support/fake-clock.js';
import { MemoryComments } from '../support/memory-comments.js';

const marker = commentMarker('agent.yml/render');

function setup() {
  const clock = new FakeClock();
  const api = new MemoryComments(clock);
  const live = new LiveComment({
    api,
    marker,
    clock,
    intervalMs: 5000,
    logger: { debug: () => {}, warning: () => {} },
  });
  return { clock, api, live };
}

describe('LiveComment renders only what it sends', () => {
  it('a thousand offers inside one interval cost one render, with the newest state and the time of sending', async () => {
    const { clock, api, live } = setup();
    let state = 0;
    const renders: number[] = [];
    const body = (now: number) => {
      renders.push(now);
      return `state ${state} at ${now}`;
    };
    live.start(body);
    await clock.advance(200); // list + create
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'create']);
    const created = api.calls[1]!.at;
    renders.length = 0;

    for (let i = 1; i <= 1000; i++) {
      state = i;
      live.update(body); // not a phase change: waits for the interval
      await clock.advance(4); // 4 s of offers, all inside the interval
    }
    expect(renders).toEqual([]); // nothing rendered while the edit had to wait

    await clock.advance(2000);
    const edits = api.calls.filter((c) => c.op === 'update');
    expect(edits).toHaveLength(1);
    expect(edits[0]!.at).toBe(created + 5000);
    // One render, at the moment the edit went out, of the newest state.
    expect(renders).toEqual([created + 5000]);
    expect(edits[0]!.body).toBe(`${marker}\nstate 1000 at ${created + 5000}`);
  });

  it('a body offered while the edit waits that turns out unchanged when it may go is not sent', async () => {
    const { clock, api, live } = setup();
    let renders = 0;
    const same = () => {
      renders++;
      return 'same';
    };
    live.start(same);
    await clock.advance(200);
    renders = 0;
    live.update(same);
    live.update(same);
    await clock.advance(10_000);
    expect(renders).toBe(1);
    expect(api.calls.filter((c) => c.op === 'update')).toHaveLength(0);
    expect(live.stats().unchangedSkipped).toBe(1);
  });
});
