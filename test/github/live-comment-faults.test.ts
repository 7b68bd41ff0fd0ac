/**
 * The live comment over real HTTP against the fake GitHub API (test/support/fake-github.ts), with
 * the real Octokit client (throttling + retry plugins) and the real clock: each fault is survived
 * and the final body lands once GitHub answers again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { octokitIssueComments } from '../../src/github/issue-comments.js';
import { commentMarker } from '../../src/report/comment-key.js';
import { finalizeLeftover } from '../../src/sinks/comment/finalize.js';
import { LiveComment, type LiveCommentOptions } from '../../src/sinks/comment/live-comment.js';
import { FakeGitHub } from '../support/fake-github.js';

const target = { owner: 'octo', repo: 'widgets', issueNumber: 12, kind: 'pr' as const };
const marker = commentMarker('agent.yml/review');
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

function setup(options: Partial<LiveCommentOptions> = {}) {
  const warnings: string[] = [];
  const logger = { debug: () => {}, warning: (m: string) => warnings.push(m) };
  const octokit = createGitHubClient({
    token: 'ghs_faketoken',
    baseUrl: fake.url,
    version: '0.0.0-test',
    logger,
    serverErrorBackoffMs: 20,
  });
  const api = octokitIssueComments(octokit, target);
  const live = new LiveComment({ api, marker, intervalMs: 300, logger, ...options });
  return { api, live, warnings };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ours = () => fake.commentsOn('octo', 'widgets', 12);
const writes = () => fake.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');

/**
 * Feeds a changing body for `ms`, like an agent's stream would. update() must never wait on
 * GitHub: it returns nothing to await, and returns long before a request could have been answered
 * (the stall test holds one open for 3 s). The bound is loose on purpose: a GC pause on a loaded
 * machine is not what this checks.
 */
async function narrate(live: LiveComment, ms: number, label = 'step'): Promise<void> {
  const end = Date.now() + ms;
  for (let i = 0; Date.now() < end; i++) {
    const before = performance.now();
    const returned: unknown = live.update(`${label} ${i}`, { phase: i % 5 === 0 });
    expect(returned).toBeUndefined();
    expect(performance.now() - before).toBeLessThan(250);
    await sleep(50);
  }
}

async function finishTimed(live: LiveComment, body: string) {
  const started = Date.now();
  const result = await live.finish(body);
  return { result, ms: Date.now() - started };
}

describe('live comment against the fake GitHub API', () => {
  it('creates one comment, edits it within its budget, and lands the final body within 1 s', async () => {
    const { live } = setup();
    live.start('started');
    await narrate(live, 2500);
    await sleep(1100); // nothing in flight, the write gap passed
    const { result, ms } = await finishTimed(live, 'final answer');
    expect(result).toMatchObject({ landed: true, reason: null });
    expect(ms).toBeLessThan(1000);
    expect(fake.requestsTo('create-comment')).toHaveLength(1);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal answer`);
    expect(result.url).toMatch(/#issuecomment-\d+$/);
    // the plugin and our gap keep writes ≥ 1 s apart, apart from the final
    const edits = fake.requestsTo('update-comment').map((r) => r.at);
    for (let i = 1; i < edits.length - 1; i++) expect(edits[i]! - edits[i - 1]!).toBeGreaterThanOrEqual(950);
    expect(live.stats().requests).toBe(fake.requests.length);
  });

  it('a final right after an edit waits only for GitHub’s 1 s between writes', async () => {
    const { live } = setup();
    live.start('started');
    await sleep(1200);
    live.update('first tool call', { phase: true });
    await sleep(50);
    const { result, ms } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    // The throttling plugin keeps writes of one client ≥ 1 s apart (GitHub's advice), the final too.
    expect(ms).toBeLessThan(1100);
    const [phase, final] = fake.requestsTo('update-comment').map((r) => r.at);
    expect(final! - phase!).toBeGreaterThanOrEqual(950);
  });

  it.each([500, 502, 503] as const)('survives %i on edits (retried by the client)', async (status) => {
    const { live, warnings } = setup();
    live.start('started');
    await sleep(300);
    fake.inject('update-comment', { kind: 'status', status }, 2);
    await narrate(live, 1500);
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal`);
    expect(fake.requestsTo('update-comment').filter((r) => r.outcome === status)).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('a 403 secondary rate limit waits for retry-after, then goes on', async () => {
    const { live } = setup();
    live.start('started');
    await sleep(300);
    fake.inject('update-comment', { kind: 'secondary-rate-limit', retryAfterSeconds: 1 });
    await narrate(live, 2500);
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    const updates = fake.requestsTo('update-comment');
    const limited = updates.findIndex((r) => r.outcome === 403);
    expect(updates[limited + 1]!.at - updates[limited]!.at).toBeGreaterThanOrEqual(950);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal`);
  });

  it('a 429 with retry-after defers the next write by that long, then goes on', async () => {
    const { live, warnings } = setup();
    live.start('started');
    await sleep(300);
    fake.inject('update-comment', { kind: 'too-many-requests', retryAfterSeconds: 2 });
    await narrate(live, 3500);
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    const updates = fake.requestsTo('update-comment');
    const limited = updates.findIndex((r) => r.outcome === 429);
    expect(limited).toBeGreaterThanOrEqual(0);
    expect(updates[limited + 1]!.at - updates[limited]!.at).toBeGreaterThanOrEqual(1950);
    expect(warnings).toEqual([]);
  });

  it('a primary rate limit (x-ratelimit-remaining 0) waits for the reset', async () => {
    const { live } = setup();
    live.start('started');
    await sleep(300);
    fake.inject('update-comment', { kind: 'primary-rate-limit', resetInSeconds: 1 });
    await narrate(live, 3500);
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    const updates = fake.requestsTo('update-comment');
    const limited = updates.findIndex((r) => r.outcome === 403);
    expect(updates[limited + 1]!.at - updates[limited]!.at).toBeGreaterThanOrEqual(950);
  });

  it('a deleted comment (404 on edit) is created again, once', async () => {
    const { live, warnings } = setup();
    live.start('started');
    await sleep(300);
    fake.comments.clear();
    await narrate(live, 1500);
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    expect(fake.requestsTo('create-comment')).toHaveLength(2);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal`);
    expect(result.commentId).toBe(ours()[0]!.id);
    expect(warnings).toEqual(['Narrator’s comment was deleted; creating a new one']);
  });

  it.each([
    ['401', { kind: 'status', status: 401 } as const, /Bad credentials/],
    [
      '403 not accessible (fork PR token)',
      { kind: 'not-accessible' } as const,
      /Resource not accessible by integration/,
    ],
  ])('%s: one warning, then the run goes on without a comment', async (_name, fault, message) => {
    const { live, warnings } = setup();
    fake.inject('create-comment', fault);
    live.start('started');
    await narrate(live, 1000);
    const { result, ms } = await finishTimed(live, 'final');
    expect(result).toMatchObject({ landed: false, reason: expect.stringMatching(message) });
    // Returns at once: no request is made (the route list below), so only a GC pause could slow it.
    expect(ms).toBeLessThan(250);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(message);
    expect(fake.requests.map((r) => r.route)).toEqual(['list-comments', 'create-comment']);
  });

  it('connection resets beyond the client’s retries: logged once, retried later, final lands', async () => {
    const { live, warnings } = setup();
    live.start('started');
    await sleep(300);
    fake.inject('update-comment', { kind: 'reset' }, 6);
    await narrate(live, 2500);
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal`);
    expect(fake.requestsTo('update-comment').filter((r) => r.outcome === 'reset')).toHaveLength(6);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not edit its comment .*will try again/);
  });

  it('connection refused: updates go on untouched; the final lands once GitHub is back', async () => {
    const { live, warnings } = setup();
    live.start('started');
    await sleep(300);
    await fake.refuseConnections();
    // Long enough for the client's retries (spaced ≥ 1 s apart by the throttling plugin) to give up.
    await narrate(live, 4500, 'offline');
    expect(live.stats().failures).toBeGreaterThan(0);
    expect(live.stats().lastError).toMatch(/ECONNREFUSED/);
    expect(warnings).toHaveLength(1);
    const finishing = finishTimed(live, 'final after outage');
    await sleep(1000);
    await fake.acceptConnections();
    const backAt = Date.now();
    const { result } = await finishing;
    expect(result.landed).toBe(true);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal after outage`);
    const landed = fake
      .requestsTo('update-comment')
      .find((r) => r.outcome === 200 && r.rawBody.includes('final'));
    expect(landed!.at - backAt).toBeLessThan(3000);
  });

  it('a stalled request: newer bodies wait, the final goes out right after the stall', async () => {
    const { live } = setup();
    live.start('started');
    await sleep(300);
    fake.inject('update-comment', { kind: 'stall', ms: 3000 });
    await narrate(live, 1000);
    const stalled = fake.requestsTo('update-comment')[0]!;
    const { result } = await finishTimed(live, 'final');
    expect(result.landed).toBe(true);
    const updates = fake.requestsTo('update-comment');
    // nothing was sent while the stalled request was open; the final came right after it
    expect(updates).toHaveLength(2);
    expect(updates[1]!.at - (stalled.at + 3000)).toBeLessThan(1000);
    expect(ours()[0]!.body).toBe(`${marker}\nfinal`);
  });

  it('an over-long body never reaches GitHub: every body sent is within 65,536 characters', async () => {
    const { live } = setup();
    live.start('x'.repeat(100_000));
    const { result } = await finishTimed(live, 'y'.repeat(70_000));
    expect(result.landed).toBe(true);
    for (const w of writes()) expect((w.body as { body: string }).body.length).toBeLessThanOrEqual(65_536);
    expect(fake.requests.every((r) => r.outcome !== 422)).toBe(true);
  });

  it('sticky mode reuses the comment of an earlier run over HTTP, across pages', async () => {
    for (let i = 0; i < 130; i++)
      fake.seedComment('octo', 'widgets', 12, i === 5 ? `${marker}\nlast run` : `c${i}`);
    const { live } = setup();
    live.start('rerun');
    const { result } = await finishTimed(live, 'rerun done');
    expect(result.landed).toBe(true);
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
    expect(fake.requestsTo('list-comments').map((r) => r.query.page)).toEqual(['1', '2']);
    expect(ours().find((c) => c.body.includes('rerun done'))?.body).toBe(`${marker}\nrerun done`);
  });

  it('the identity query that proves an earlier comment ours does not hold its first edit a second', async () => {
    // The throttling plugin keeps a client's writes 1 s apart and counts every GraphQL POST as one:
    // asked on the comment's own client, the `viewer` query held the rerun's first edit (and a
    // short run's final edit after it) for a second. It goes through a sibling client instead.
    fake.seedComment('octo', 'widgets', 12, `${marker}\nlast run`);
    const { live } = setup();
    live.start('rerun');
    const deadline = Date.now() + 5000;
    while (fake.requestsTo('update-comment').length === 0 && Date.now() < deadline) await sleep(10);
    const [lookup] = fake.requestsTo('graphql');
    const [edit] = fake.requestsTo('update-comment');
    expect(lookup).toBeDefined();
    expect(edit).toBeDefined();
    // With the query on the same client the gap is at least 1000 ms (the plugin's minTime).
    expect(edit!.at - lookup!.at).toBeLessThan(900);
    const { result } = await finishTimed(live, 'rerun done');
    expect(result.landed).toBe(true);
    expect(fake.requestsTo('graphql')).toHaveLength(1);
  });
});

describe('finalizeLeftover (post step)', () => {
  it('edits an unfinished marked comment once, and leaves others alone', async () => {
    const { api } = setup();
    const left = fake.seedComment('octo', 'widgets', 12, `${marker}\n🔄 working · 6m`);
    fake.seedComment('octo', 'widgets', 12, 'a person’s comment');
    const result = await finalizeLeftover({
      api,
      marker,
      commentId: left.id,
      body: (current) =>
        current.includes('working') ? '⏹ cancelled after 6m — 23 tool calls, $0.41 so far' : null,
    });
    expect(result).toMatchObject({ edited: true, commentId: left.id });
    expect(fake.comments.get(left.id)!.body).toBe(
      `${marker}\n⏹ cancelled after 6m — 23 tool calls, $0.41 so far`,
    );
    const again = await finalizeLeftover({
      api,
      marker,
      body: (current) => (current.includes('working') ? 'x' : null),
    });
    expect(again).toMatchObject({ edited: false, reason: 'the comment is already final' });
  });

  it('createIfMissing: posts the body when the main step never created the comment', async () => {
    const { api } = setup();
    const result = await finalizeLeftover({ api, marker, body: '❌ final', createIfMissing: true });
    expect(result).toMatchObject({ edited: true, reason: 'posted (the main step never created it)' });
    const posted = fake.comments.get(result.commentId!)!;
    expect(posted.body).toBe(`${marker}\n❌ final`);
    // Only once: the next call finds it by its marker and has nothing left to change.
    const again = await finalizeLeftover({ api, marker, body: '❌ final', createIfMissing: true });
    expect(again).toMatchObject({ edited: false, commentId: result.commentId });
  });

  it('never edits a look-alike; when who it is cannot be learned, it edits only the comment the main step created', async () => {
    const { api } = setup();
    const own = fake.seedComment('octo', 'widgets', 12, `${marker}\n🔄 working`);
    const lure = fake.seedComment('octo', 'widgets', 12, `${marker}\n🔄 working`, 'mallory');
    const warnings: string[] = [];
    const logger = { debug: () => {}, warning: (m: string) => warnings.push(m) };
    const result = await finalizeLeftover({ api, marker, body: 'final', logger });
    expect(result).toMatchObject({ edited: true, commentId: own.id });
    expect(fake.comments.get(lure.id)!.body).toBe(`${marker}\n🔄 working`);
    expect(warnings).toEqual([
      `Narrator ignores comment ${lure.id}: it carries Narrator's marker but was written by mallory, not by github-actions[bot]`,
    ]);

    // GraphQL refuses to say who the token is: nothing found can be proven ours. With the id the
    // main step saved (a comment it created itself) that one is finalized; the look-alike never.
    const second = setup();
    fake.inject('graphql', { kind: 'status', status: 401 }, 5);
    const saved = await finalizeLeftover({ api: second.api, marker, commentId: own.id, body: 'final 2' });
    expect(saved).toMatchObject({ edited: true, commentId: own.id });
    expect(fake.comments.get(own.id)!.body).toBe(`${marker}\nfinal 2`);
    expect(fake.comments.get(lure.id)!.body).toBe(`${marker}\n🔄 working`);
    // Without a saved id it posts a comment of its own rather than guess.
    const third = setup();
    const posted = await finalizeLeftover({ api: third.api, marker, body: 'final 3', createIfMissing: true });
    expect(posted).toMatchObject({ edited: true, reason: 'posted (the main step never created it)' });
    expect(fake.comments.get(lure.id)!.body).toBe(`${marker}\n🔄 working`);
  });

  it('says so when there is nothing to finalize or GitHub refuses, without throwing', async () => {
    const { api } = setup();
    expect(await finalizeLeftover({ api, marker, body: 'final' })).toMatchObject({ edited: false });
    fake.seedComment('octo', 'widgets', 12, `${marker}\nworking`);
    fake.inject('update-comment', { kind: 'not-accessible' });
    const warnings: string[] = [];
    const result = await finalizeLeftover({
      api,
      marker,
      body: 'final',
      logger: { debug: () => {}, warning: (m) => warnings.push(m) },
    });
    expect(result.edited).toBe(false);
    expect(result.reason).toMatch(/forbidden.*Resource not accessible/);
    expect(warnings).toHaveLength(1);
  });
});
