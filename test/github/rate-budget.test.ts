/**
 * The shared budget (src/github/rate-budget.ts): what GitHub's answers say (x-ratelimit-*, and the
 * secondary-limit answers) turned into a pace, with a fake clock and hand-written header sets; the
 * live comment paced by it; and the Octokit factory feeding it every exchange over real HTTP.
 */
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { octokitIssueComments } from '../../src/github/issue-comments.js';
import {
  CONTENT_WRITES_PER_MINUTE,
  type Exchange,
  FLOOR_GAP_MS,
  RateBudget,
} from '../../src/github/rate-budget.js';
import { commentMarker } from '../../src/report/comment-key.js';
import { LiveComment } from '../../src/sinks/comment/live-comment.js';
import { FakeClock } from '../support/fake-clock.js';
import { FakeGitHub } from '../support/fake-github.js';
import { MemoryComments } from '../support/memory-comments.js';

const URL = 'https://api.github.com/repos/octo/app/issues/comments/1';

/** FakeClock's start: the primary window of these tests resets `resetInS` after it. */
const T0 = Date.UTC(2026, 0, 1);

/** An answer with the primary budget's headers, as GitHub sends them. */
function answer(
  _clock: FakeClock,
  o: { used: number; limit?: number; resetInS?: number; status?: number; extra?: Record<string, string> },
): Exchange {
  const limit = o.limit ?? 1000;
  const headers = new Headers({
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(0, limit - o.used)),
    'x-ratelimit-used': String(o.used),
    'x-ratelimit-reset': String(Math.ceil(T0 / 1000 + (o.resetInS ?? 3000))),
    'x-ratelimit-resource': 'core',
    ...o.extra,
  });
  return { method: 'PATCH', url: URL, status: o.status ?? 200, headers, secondary: false };
}

/** Our requests every `everyMs`, each answered with `used` grown by `perRequest` (ours + others'). */
async function requests(
  budget: RateBudget,
  clock: FakeClock,
  o: {
    count: number;
    everyMs: number;
    perRequest: number;
    used0?: number;
    limit?: number;
    resetInS?: number;
  },
): Promise<number> {
  let used = o.used0 ?? 100;
  for (let i = 0; i < o.count; i++) {
    budget.noteRequest('PATCH', URL);
    used += o.perRequest;
    budget.observe(answer(clock, { used, limit: o.limit, resetInS: o.resetInS }));
    await clock.advance(o.everyMs);
  }
  return used;
}

describe('RateBudget', () => {
  it('a conditional GET answered 304 is not one of our requests for the pace: GitHub does not count it', async () => {
    // Two runs, the same writes and answers; one also polls with conditional GETs that find nothing new.
    const paced = async (polls: number) => {
      const clock = new FakeClock();
      const budget = new RateBudget({ clock });
      await requests(budget, clock, { count: 4, everyMs: 5_000, perRequest: 1, used0: 700, resetInS: 3000 });
      for (let i = 0; i < polls; i++) {
        budget.noteRequest('GET', `${URL}/reactions`);
        budget.observe({ ...answer(clock, { used: 704 }), method: 'GET', status: 304 });
      }
      return budget.view().gapMs;
    };
    // 296 left for 50 minutes: the spare budget sets the gap, by our requests per write.
    expect(await paced(0)).toBeGreaterThan((60_000 / CONTENT_WRITES_PER_MINUTE) * 1);
    expect(await paced(12)).toBe(await paced(0));
  });

  it('alone in a quiet repository: no stretch beyond a write every 1.5 s', async () => {
    const clock = new FakeClock();
    const budget = new RateBudget({ clock });
    await requests(budget, clock, { count: 6, everyMs: 5_000, perRequest: 1, limit: 5000 });
    const view = budget.view();
    expect(view.crowd).toBe(1);
    expect(view.gapMs).toBe((60_000 / CONTENT_WRITES_PER_MINUTE) * 1);
    expect(budget.readyAt(clock.now() - 5_000)).toBe(clock.now());
  });

  it("measures the crowd from x-ratelimit-used: twenty runs' requests stretch the gap twentyfold", async () => {
    const clock = new FakeClock();
    const budget = new RateBudget({ clock });
    // Between two of our requests the repository made 20 (ours included).
    await requests(budget, clock, { count: 8, everyMs: 5_000, perRequest: 20, limit: 15_000 });
    const view = budget.view();
    expect(view.crowd).toBeCloseTo(20, 5);
    // A fair share of 40 writes a minute among 20: one every 30 s.
    expect(view.gapMs).toBeCloseTo(30_000, -2);
    const now = clock.now();
    // Right after a write of ours the next paced one waits the gap; the floor never lets it wait
    // past FLOOR_GAP_MS since this comment's own last write.
    budget.noteRequest('PATCH', URL);
    expect(budget.readyAt(now)).toBe(now + 30_000);
    expect(budget.readyAt(now - 35_000)).toBe(now + FLOOR_GAP_MS - 35_000);
  });

  it('stretches as the primary budget shrinks, and below the reserve holds paced writes until the reset', async () => {
    const roomy = new RateBudget({ clock: new FakeClock() });
    const c1 = new FakeClock();
    await requests(roomy, c1, { count: 3, everyMs: 5_000, perRequest: 1, used0: 0, resetInS: 3000 });
    // 200 left for the 50 minutes to the reset, one requester: the rest spread over the time left.
    const clock = new FakeClock();
    const tight = new RateBudget({ clock });
    await requests(tight, clock, { count: 3, everyMs: 5_000, perRequest: 1, used0: 797, resetInS: 3000 });
    const view = tight.view();
    expect(view.gapMs).toBeGreaterThan(roomy.view().gapMs * 5);
    expect(view.gapMs).toBeCloseTo((T0 + 3000_000 - clock.now()) / (1000 - 800 - view.reserve), 0);
    // Down to the reserve: paced writes wait for the reset (final edits do not ask).
    await requests(tight, clock, { count: 2, everyMs: 1_000, perRequest: 1, used0: 985, resetInS: 3000 });
    expect(tight.view().gapMs).toBe(Number.POSITIVE_INFINITY);
    expect(tight.readyAt(Number.NEGATIVE_INFINITY)).toBe((T0 / 1000 + 3000) * 1000 + 1000);
  });

  it('a secondary-limit answer holds every paced write for retry-after and halves the rate for a while', async () => {
    const clock = new FakeClock();
    const budget = new RateBudget({ clock });
    await requests(budget, clock, { count: 3, everyMs: 5_000, perRequest: 1, limit: 5000 });
    const before = budget.view().gapMs;
    budget.observe({ ...answer(clock, { used: 104, limit: 5000, status: 403 }), secondary: true });
    budget.observe({
      ...answer(clock, { used: 104, limit: 5000, status: 403, extra: { 'retry-after': '42' } }),
      secondary: true,
    });
    expect(budget.blockedUntil).toBe(clock.now() + 60_000);
    expect(budget.readyAt(Number.NEGATIVE_INFINITY)).toBe(clock.now() + 60_000);
    expect(budget.view().gapMs).toBe(before * 4);
    await clock.advance(16 * 60_000);
    expect(budget.view().gapMs).toBe(before);
  });

  it('a primary-limit answer (remaining 0) holds paced writes until the reset', () => {
    const clock = new FakeClock();
    const budget = new RateBudget({ clock });
    budget.observe(answer(clock, { used: 1000, status: 403, resetInS: 120 }));
    expect(budget.blockedUntil).toBe(T0 + 120_000 + 1000);
  });

  it('a matrix leg assumes its matrix shares the budget until it has measured it', () => {
    const clock = new FakeClock();
    expect(new RateBudget({ clock, crowdPrior: 256 }).view().gapMs).toBe(
      (256 * 60_000) / CONTENT_WRITES_PER_MINUTE,
    );
  });
});

describe('the live comment paced by the shared budget', () => {
  it('a crowded repository stretches the edits; the final edit still goes at once', async () => {
    const clock = new FakeClock();
    const api = new MemoryComments(clock);
    const budget = new RateBudget({ clock });
    const live = new LiveComment({ api, marker: commentMarker('k'), clock, intervalMs: 1000, budget });
    // Our answers say 20 requests happen in the repository per request of ours.
    let used = 100;
    const feed = () => {
      budget.noteRequest('PATCH', URL);
      used += 20;
      budget.observe(answer(clock, { used, limit: 15_000 }));
    };
    live.start('started');
    let seen = 0;
    for (let i = 1; i <= 120; i++) {
      await clock.advance(1000);
      // Every write of ours is answered with the headers (the client feeds them in production).
      for (; seen < api.writes().length; seen++) feed();
      live.update(`body ${i}`);
    }
    const writes = api.writes().map((w) => w.at);
    const gaps = writes.slice(2).map((at, i) => at - writes[i + 1]!);
    // Measured crowd ~20: about a write per 30 s instead of one a second, and never more than
    // FLOOR_GAP_MS apart.
    expect(writes.length).toBeLessThan(10);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(FLOOR_GAP_MS + 1000);
    const finishedAt = clock.now();
    const finish = live.finish('final');
    await clock.advance(100);
    expect((await finish).landed).toBe(true);
    // Sent the moment it was asked for, whatever the pace.
    expect(api.writes().at(-1)!.at).toBe(finishedAt);
    expect(api.writes().at(-1)!.body).toContain('final');
  });

  it("a rate-limit answer to another request of the process holds this comment's edits too", async () => {
    const clock = new FakeClock();
    const api = new MemoryComments(clock);
    const budget = new RateBudget({ clock });
    const live = new LiveComment({ api, marker: commentMarker('k'), clock, intervalMs: 1000, budget });
    live.start('started');
    await clock.advance(500);
    budget.observe({
      ...answer(clock, { used: 5, status: 403, extra: { 'retry-after': '30' } }),
      secondary: true,
    });
    const blocked = clock.now();
    for (let i = 0; i < 40; i++) {
      live.update(`body ${i}`);
      await clock.advance(1000);
    }
    const edits = api.calls.filter((c) => c.op === 'update');
    expect(edits.length).toBeGreaterThan(0);
    expect(edits[0]!.at).toBeGreaterThanOrEqual(blocked + 30_000);
  });
});

describe('the Octokit factory feeds the budget every exchange', () => {
  it("reads the fake GitHub's x-ratelimit headers and its secondary-limit answer over HTTP", async () => {
    const fake = await FakeGitHub.start();
    try {
      fake.setLimits({ primary: { limit: 1000, used: 400 }, content: [{ max: 2, windowMs: 60_000 }] });
      const clock = new FakeClock(Date.now());
      const budget = new RateBudget({ clock });
      const client = createGitHubClient({
        token: 't',
        baseUrl: fake.url,
        version: 'test',
        logger: { debug: () => {}, warning: () => {} },
        budget,
        maxRateLimitRetries: 0,
      });
      const api = octokitIssueComments(client, { owner: 'octo', repo: 'app', issueNumber: 7, kind: 'pr' });
      const { id } = await api.create('one');
      // Another run of the repository spends 50 requests meanwhile.
      fake.spend({ requests: 50 });
      await api.listPage(1, 100);
      expect(budget.view().primary).toMatchObject({ limit: 1000, used: 452, remaining: 548 });
      await api.update(id, 'two');
      await expect(api.update(id, 'three')).rejects.toMatchObject({ status: 403 });
      expect(fake.rateLimitAnswers.map((a) => a.kind)).toEqual(['secondary']);
      expect(budget.view().secondaryAnswers).toBe(1);
      expect(budget.blockedUntil).toBeGreaterThan(clock.now());
    } finally {
      await fake.close();
    }
  });
});
