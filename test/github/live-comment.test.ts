/**
 * The pacing rules of the live comment, with a fake clock (no sleeping) and an in-memory comment
 * store that answers after `latencyMs` of fake time. The same object over real HTTP and real faults
 * is in live-comment-faults.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/comment-key.js';
import { LiveComment, type LiveCommentOptions } from '../../src/sinks/comment/live-comment.js';
import { FakeClock } from '../support/fake-clock.js';
import { httpError, MemoryComments, networkError } from '../support/memory-comments.js';

const marker = commentMarker('agent.yml/review');

function setup(options: Partial<LiveCommentOptions> = {}) {
  const clock = new FakeClock();
  const api = new MemoryComments(clock);
  const warnings: string[] = [];
  const live = new LiveComment({
    api,
    marker,
    clock,
    logger: { debug: () => {}, warning: (m) => warnings.push(m) },
    ...options,
  });
  const t0 = clock.now();
  const edits = () => api.calls.filter((c) => c.op === 'update');
  return { clock, api, live, warnings, t0, edits };
}

/** Max writes in any window of `windowMs` (sliding over every write). */
function maxInWindow(times: number[], windowMs: number): number {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

describe('LiveComment pacing', () => {
  it('sticky: looks for its comment, then creates it at once with the marker on top', async () => {
    const { clock, api, live, t0 } = setup();
    live.start('started');
    await clock.advance(200);
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'create']);
    expect(api.calls[1]!.at - t0).toBe(50); // right after the list answered
    expect(api.comments[0]!.body).toBe(`${marker}\nstarted`);
    expect(live.commentId).toBe(api.comments[0]!.id);
  });

  it('edits at most once per interval, sending the newest body and dropping the ones in between', async () => {
    const { clock, api, live, edits } = setup({ intervalMs: 5000 });
    live.start('body 0');
    for (let i = 1; i <= 30; i++) {
      await clock.advance(1000);
      live.update(`body ${i}`);
    }
    await clock.advance(10_000);
    const times = edits().map((e) => e.at);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(5000);
    // 30 s of updates at 1/s: about one edit per 5 s, not 30.
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times.length).toBeLessThanOrEqual(7);
    expect(api.comments[0]!.body).toBe(`${marker}\nbody 30`);
    expect(live.stats().coalesced).toBeGreaterThan(20);
  });

  it('never sends an unchanged body', async () => {
    const { clock, live, edits } = setup();
    live.start('same');
    for (let i = 0; i < 20; i++) {
      await clock.advance(3000);
      live.update('same', { phase: i % 2 === 0 });
    }
    expect(edits()).toHaveLength(0);
    expect(live.stats().unchangedSkipped).toBeGreaterThan(0);
    await live.finish('same');
    expect(edits()).toHaveLength(0);
  });

  it('a phase change edits right away inside the interval, but keeps the 1 s gap', async () => {
    const { clock, live, edits } = setup({ intervalMs: 5000 });
    live.start('started');
    await clock.advance(6000);
    live.update('progress');
    await clock.advance(100);
    const first = edits()[0]!.at;
    live.update('first tool call', { phase: true }); // 0.1 s after the edit was sent
    await clock.advance(2000);
    const phaseEdit = edits()[1]!;
    expect(phaseEdit.body).toContain('first tool call');
    expect(phaseEdit.at - first).toBeGreaterThanOrEqual(1000);
    expect(phaseEdit.at - first).toBeLessThan(1100);
    live.update('plain change');
    await clock.advance(2000);
    expect(edits()).toHaveLength(2); // a plain change still waits for the interval
    await clock.advance(2000);
    expect(edits()).toHaveLength(3);
    expect(edits()[2]!.at - phaseEdit.at).toBeGreaterThanOrEqual(5000);
  });

  it('keeps at most one request in flight, however slow GitHub is', async () => {
    const { clock, api, live } = setup({ intervalMs: 1000 });
    api.latencyMs = 7000;
    live.start('0');
    for (let i = 1; i <= 100; i++) {
      live.update(String(i), { phase: i % 3 === 0 });
      await clock.advance(250);
    }
    const done = live.finish('final');
    await clock.advance(20_000);
    expect(await done).toMatchObject({ landed: true });
    expect(api.maxInFlight).toBe(1);
    expect(api.comments[0]!.body).toBe(`${marker}\nfinal`);
  });

  it('over a 2-hour run never exceeds 150 writes in any hour, and keeps narrating in hour 2', async () => {
    const { clock, api, live, t0 } = setup({ intervalMs: 5000 });
    const render = (now: number) => `elapsed ${Math.floor((now - t0) / 1000)} s`;
    live.start(render);
    const twoHours = 2 * 3600_000;
    for (let t = 0; t < twoHours; t += 1000) {
      // A busy agent: a new line every second, a phase change every 10 s.
      live.update(render, { phase: (t / 1000) % 10 === 0 });
      await clock.advance(1000);
    }
    const result = live.finish('done');
    await clock.advance(1000);
    expect(await result).toMatchObject({ landed: true });
    const writes = api.writes().map((w) => w.at);
    expect(maxInWindow(writes, 3600_000)).toBeLessThanOrEqual(150);
    const secondHour = writes.filter((at) => at - t0 >= 3600_000).length;
    expect(secondHour).toBeGreaterThanOrEqual(95); // stretched (≈ one per 36 s), not stopped
    expect(writes.length).toBeGreaterThan(200);
  });

  it('the final edit goes out right after the in-flight request, skipping the queued body', async () => {
    const { clock, api, live, edits } = setup({ intervalMs: 5000 });
    api.latencyMs = 100;
    live.start('started');
    await clock.advance(6000);
    live.update('will be in flight');
    await clock.advance(10); // edit sent, 90 ms left to answer
    live.update('queued, never sent');
    const finishedAt = clock.now();
    const done = live.finish('final answer');
    let landedAt = 0;
    void done.then(() => {
      landedAt = clock.now();
    });
    await clock.advance(1000);
    expect(await done).toMatchObject({ landed: true, commentId: api.comments[0]!.id, reason: null });
    expect(landedAt - finishedAt).toBeLessThan(1000);
    expect(edits().map((e) => e.body)).toEqual([`${marker}\nwill be in flight`, `${marker}\nfinal answer`]);
  });

  it('the final edit happens even with the budget spent and the interval not over', async () => {
    const { clock, api, live } = setup({ intervalMs: 5000, maxWritesPerHour: 4, burst: 1 });
    live.start('a');
    await clock.advance(100);
    live.update('b', { phase: true }); // no token left: would wait ~30 min
    await clock.advance(2000);
    expect(api.writes()).toHaveLength(1);
    const done = live.finish('final');
    await clock.advance(200);
    expect(await done).toMatchObject({ landed: true });
    expect(api.comments[0]!.body).toBe(`${marker}\nfinal`);
    expect(clock.pendingTimers()).toBe(0); // nothing left to keep the process alive
  });

  it('renders a body callback with the send time', async () => {
    const { clock, api, live, t0 } = setup();
    live.start((now) => `at +${now - t0}`);
    await clock.advance(500);
    expect(api.comments[0]!.body).toBe(`${marker}\nat +50`);
  });

  it('cuts a body over 65,536 characters instead of sending it', async () => {
    const { clock, api, live, warnings } = setup();
    live.start('x'.repeat(70_000));
    await clock.advance(500);
    expect(api.comments[0]!.body.length).toBeLessThanOrEqual(65_536);
    expect(api.comments[0]!.body).toMatch(/cut to fit/);
    expect(warnings).toHaveLength(1);
  });

  it('counts the requests of a 10-minute run at the default interval', async () => {
    const { clock, api, live, t0 } = setup();
    const render = (now: number) => `working, ${Math.floor((now - t0) / 1000)} s`;
    live.start(render);
    for (let t = 0; t < 600_000; t += 500) {
      live.update(render, { phase: t % 30_000 === 0 });
      await clock.advance(500);
    }
    await clock.advance(0);
    const done = live.finish('finished');
    await clock.advance(500);
    await done;
    const stats = live.stats();
    // 1 list + 1 create + paced edits + the final. Paced writes are bounded by the bucket:
    // burst 49 + 600 s × 100/h ≈ 65.7, whatever the update rate.
    expect(stats.lists).toBe(1);
    expect(stats.creates).toBe(1);
    expect(stats.creates + stats.edits).toBeLessThanOrEqual(49 + 17 + 1);
    expect(stats.edits).toBeGreaterThanOrEqual(55);
    expect(stats.requests).toBe(api.calls.length);
    console.log(`10-minute run, default interval: ${stats.requests} requests (${stats.edits} edits)`);
  });
});

describe('LiveComment reuse and faults (in memory)', () => {
  it('sticky reuses the newest comment that starts with the marker; a quote of it does not count', async () => {
    const { clock, api, live } = setup();
    const older = api.seed(`${marker}\nold run`);
    const ours = api.seed(`${marker}\nprevious run`);
    api.seed(`> ${marker}\n> quoted by a person`);
    live.start('new run');
    await clock.advance(500);
    // Who the token posts as is asked once a marked comment turns up, then the edit.
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'whoami', 'update']);
    expect(live.commentId).toBe(ours.id);
    expect(older.body).toBe(`${marker}\nold run`);
    expect(live.stats()).toMatchObject({ requests: 3, lists: 1, identityLookups: 1, edits: 1 });
  });

  it('a look-alike marker written by another account is never edited: a new comment is made', async () => {
    const { clock, api, live, warnings } = setup();
    const ours = api.seed(`${marker}\nprevious run`);
    // Newer than ours, same marker, written by a person (the marker is public) and by another app.
    const person = api.seed(`${marker}\n✅ finished: all good`, { login: 'mallory', id: 666 });
    const otherBot = api.seed(`${marker}\nfake`, { login: 'other-app[bot]', id: 777 });
    const ghost = api.seed(`${marker}\nfrom a deleted account`, null);
    live.start('new run');
    await clock.advance(500);
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'whoami', 'update']);
    expect(api.calls[2]!.id).toBe(ours.id);
    for (const foreign of [person, otherBot, ghost]) expect(foreign.body).not.toContain('new run');
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toMatch(
      new RegExp(`ignores comment ${person.id}: .*written by mallory, not by github-actions\\[bot\\]`),
    );

    // With only foreign ones on the thread, the run makes its own comment.
    const second = setup();
    const lure = second.api.seed(`${marker}\nworking`, { login: 'mallory', id: 666 });
    second.live.start('run');
    await second.clock.advance(500);
    expect(second.api.calls.map((c) => c.op)).toEqual(['list', 'whoami', 'create']);
    expect(lure.body).toBe(`${marker}\nworking`);
    expect(second.api.comments.at(-1)!.author).toEqual(second.api.me);
  });

  it('the same account by id is ours even after a rename; a reused login with another id is not', async () => {
    const { clock, api, live } = setup();
    api.me = { login: 'narrator-bot', id: 10 };
    const renamed = api.seed(`${marker}\nby the old name`, { login: 'old-name', id: 10 });
    api.seed(`${marker}\nsomeone took the login`, { login: 'narrator-bot', id: 11 });
    live.start('run');
    await clock.advance(500);
    expect(live.commentId).toBe(renamed.id);
  });

  it('who the token is: a passing failure is asked again; a lasting one makes a new comment', async () => {
    const passing = setup({ intervalMs: 1000 });
    const ours = passing.api.seed(`${marker}\nprevious run`);
    passing.api.failNext('whoami', networkError());
    passing.live.start('a');
    await passing.clock.advance(5000);
    expect(passing.api.calls.map((c) => c.op)).toEqual(['list', 'whoami', 'list', 'whoami', 'update']);
    expect(passing.live.commentId).toBe(ours.id);

    const lasting = setup();
    const earlier = lasting.api.seed(`${marker}\nprevious run`);
    // What @octokit/graphql throws when GitHub answers 200 with `errors` (GraphqlResponseError).
    lasting.api.failNext(
      'whoami',
      Object.assign(new Error('Request failed due to following response errors:\n - Something went wrong'), {
        name: 'GraphqlResponseError',
        errors: [{ message: 'Something went wrong' }],
      }),
    );
    lasting.live.start('a');
    await lasting.clock.advance(5000);
    expect(lasting.api.calls.map((c) => c.op)).toEqual(['list', 'whoami', 'create']);
    expect(earlier.body).toBe(`${marker}\nprevious run`);
    expect(lasting.warnings).toEqual([
      expect.stringMatching(
        /could not tell which account its token posts as \(Request failed .*Something went wrong\)/s,
      ),
    ]);
  });

  it("GitHub refusing to edit the earlier run's comment: a new comment, and a warning that says so", async () => {
    const { clock, api, live, warnings } = setup();
    const earlier = api.seed(`${marker}\nprevious run`);
    api.failNext('update', httpError(403, 'Resource not accessible by integration'));
    live.start('a');
    await clock.advance(3000);
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'whoami', 'update', 'create']);
    expect(earlier.body).toBe(`${marker}\nprevious run`);
    expect(warnings).toEqual([
      `GitHub refused to edit comment ${earlier.id}, Narrator's comment from an earlier run (403 Resource not accessible by integration); Narrator narrates in a new comment instead`,
    ]);
    const finished = live.finish('done');
    await clock.advance(3000);
    expect(await finished).toMatchObject({ landed: true, commentId: api.comments.at(-1)!.id });
    expect(api.comments.at(-1)!.body).toBe(`${marker}\ndone`);
  });

  it('a refused create or a refused edit of its own comment says which, then stops writing', async () => {
    const create = setup();
    create.api.failNext('create', httpError(403, 'Resource not accessible by integration'));
    create.live.start('a');
    await create.clock.advance(1000);
    expect(create.warnings).toEqual([
      'Narrator: the token may not create comments here (403 Resource not accessible by integration); the run goes on without a comment',
    ]);

    const edit = setup();
    edit.live.start('a');
    await edit.clock.advance(1000);
    edit.api.failNext('update', httpError(403, 'Resource not accessible by integration'));
    edit.live.update('b', { phase: true });
    await edit.clock.advance(2000);
    const id = edit.api.comments[0]!.id;
    expect(edit.warnings).toEqual([
      `Narrator: GitHub refused to edit Narrator's comment ${id} (403 Resource not accessible by integration); the run goes on without updating it`,
    ]);
  });

  it('sticky searches long threads newest page first', async () => {
    const { clock, api, live } = setup();
    for (let i = 0; i < 250; i++) api.seed(i === 120 ? `${marker}\nold` : `comment ${i}`);
    live.start('again');
    await clock.advance(1000);
    // page 1 (learns there are 3 pages), page 3, page 2 (found; who am I?), then the edit.
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'list', 'list', 'whoami', 'update']);
  });

  it('new mode writes a new comment even when one with the marker exists', async () => {
    const { clock, api, live } = setup({ mode: 'new' });
    api.seed(`${marker}\nprevious run`);
    live.start('this run');
    await clock.advance(500);
    expect(api.calls.map((c) => c.op)).toEqual(['create']);
    expect(api.comments).toHaveLength(2);
  });

  it('a deleted comment (404 on edit) is created again, once', async () => {
    const { clock, api, live, warnings } = setup({ intervalMs: 1000 });
    live.start('a');
    await clock.advance(500);
    api.comments.splice(0); // someone deleted it
    live.update('b');
    await clock.advance(2000);
    expect(api.calls.map((c) => c.op)).toEqual(['list', 'create', 'update', 'create']);
    expect(api.comments[0]!.body).toBe(`${marker}\nb`);
    api.comments.splice(0);
    live.update('c');
    await clock.advance(2000);
    expect(warnings.at(-1)).toMatch(/goes on without a comment/);
    expect(await live.finish('d')).toMatchObject({ landed: false });
  });

  it('a permission error gives one warning, then no request at all', async () => {
    const { clock, api, live, warnings } = setup();
    api.failNext('list', httpError(403, 'Resource not accessible by integration'));
    live.start('a');
    for (let i = 0; i < 10; i++) {
      live.update(`b${i}`, { phase: true });
      await clock.advance(2000);
    }
    const result = await live.finish('final');
    expect(result.landed).toBe(false);
    expect(result.reason).toMatch(/Resource not accessible/);
    expect(warnings).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
  });

  it('a rate limit defers the next write to the retry-after time, then goes on', async () => {
    const { clock, api, live, edits } = setup({ intervalMs: 1000 });
    live.start('a');
    await clock.advance(500);
    api.failNext('update', httpError(429, 'Too Many Requests', { 'retry-after': '30' }));
    live.update('b');
    await clock.advance(1000);
    const limitedAt = edits()[0]!.at;
    for (let i = 0; i < 40; i++) {
      live.update(`c${i}`);
      await clock.advance(1000);
    }
    const [, next] = edits();
    expect(next!.at - limitedAt).toBeGreaterThanOrEqual(30_050); // answered at +50 ms, then 30 s
    expect(next!.at - limitedAt).toBeLessThan(32_000);
  });

  it('a primary rate limit waits for x-ratelimit-reset', async () => {
    const { clock, api, live, edits } = setup({ intervalMs: 1000 });
    live.start('a');
    await clock.advance(500);
    const reset = Math.ceil(clock.now() / 1000) + 20;
    api.failNext(
      'update',
      httpError(403, 'API rate limit exceeded', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
      }),
    );
    live.update('b');
    await clock.advance(1000);
    live.update('c');
    await clock.advance(30_000);
    expect(edits()[1]!.at).toBeGreaterThanOrEqual(reset * 1000 + 1000);
  });

  it('network errors never reach the caller; the body is retried without a new update', async () => {
    const { clock, api, live } = setup({ intervalMs: 1000 });
    live.start('a');
    await clock.advance(500);
    api.failNext('update', networkError('ECONNRESET'));
    api.failNext('update', networkError('ECONNREFUSED'));
    expect(() => live.update('b')).not.toThrow();
    await clock.advance(10_000);
    expect(api.comments[0]!.body).toBe(`${marker}\nb`);
    expect(live.stats()).toMatchObject({ failures: 2 });
    expect(live.stats().lastError).toMatch(/ECONNREFUSED/);
  });

  it('finish keeps retrying through network errors until GitHub answers, within its deadline', async () => {
    const { clock, api, live } = setup({ finalTimeoutMs: 60_000 });
    live.start('a');
    await clock.advance(500);
    for (let i = 0; i < 5; i++) api.failNext('update', networkError());
    const done = live.finish('final');
    await clock.advance(30_000);
    expect(await done).toMatchObject({ landed: true });
    expect(api.comments[0]!.body).toBe(`${marker}\nfinal`);

    const second = setup({ finalTimeoutMs: 5000 });
    second.live.start('a');
    await second.clock.advance(500);
    for (let i = 0; i < 100; i++) second.api.failNext('update', networkError());
    const gaveUp = second.live.finish('final');
    await second.clock.advance(6000);
    expect(await gaveUp).toMatchObject({
      landed: false,
      reason: expect.stringMatching(/did not land within 5000 ms \(last error: edit: .*ECONNREFUSED/),
    });
  });
});
