/**
 * The stop listener's polls over real HTTP against the fake GitHub API (test/support/fake-github.ts:
 * ETag/304 as GitHub serves them, faults per route), with the real Octokit client and clock.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { octokitStopSources, type StopCandidate, StopListener } from '../../src/github/stop-listener.js';
import { FakeGitHub } from '../support/fake-github.js';

const target = { owner: 'octo', repo: 'widgets', issueNumber: 12, kind: 'pr' as const };
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

function sources(liveId: number) {
  const client = createGitHubClient({
    token: 'ghs_faketoken',
    baseUrl: fake.url,
    version: '0.0.0-test',
    logger: { debug: () => {}, warning: () => {} },
    serverErrorBackoffMs: 20,
  });
  return octokitStopSources({ client, target, liveCommentId: () => liveId, startedAt: Date.now() - 5_000 });
}

describe('octokitStopSources', () => {
  it.each([404, 503] as const)(
    'a 👎 read in a poll whose issue GET fails (%i) is handed over by the next poll, though its list now answers 304',
    async (status) => {
      const live = fake.seedComment('octo', 'widgets', 12, '<!-- narrator:x -->\nworking');
      fake.addReaction({ kind: 'issue-comment', commentId: live.id }, '-1', 'maint');
      const s = sources(live.id);
      // Enough failures to outlast the client's own retries of a 5xx.
      fake.inject('get-issue', { kind: 'status', status }, 10);
      await expect(s.poll(new AbortController().signal)).rejects.toThrow();
      fake.clearFaults();
      const next = await s.poll(new AbortController().signal);
      const reactionList = fake.requests.filter((r) => r.route === 'list-reactions');
      expect(reactionList.at(-1)?.outcome).toBe(304);
      expect(next?.candidates.map((c) => [c.login, c.via])).toEqual([['maint', 'reaction']]);
      // Handed over once: the poll after that has nothing new.
      const third = await s.poll(new AbortController().signal);
      expect(third?.candidates).toEqual([]);
    },
  );

  it('the listener acts on that 👎: the stop is not lost to the failed request', async () => {
    const live = fake.seedComment('octo', 'widgets', 12, '<!-- narrator:x -->\nworking');
    fake.addReaction({ kind: 'issue-comment', commentId: live.id }, '-1', 'maint');
    fake.inject('get-issue', { kind: 'status', status: 404 }, 1);
    const logs: string[] = [];
    let onStop: (c: StopCandidate) => void = () => {};
    const stopped = new Promise<StopCandidate>((resolve) => {
      onStop = resolve;
    });
    const listener = new StopListener({
      sources: sources(live.id),
      intervalMs: 100,
      isAllowed: async (login) => login === 'maint',
      onStop: (c) => onStop(c),
      log: (m) => logs.push(m),
    });
    listener.start();
    const stop = await Promise.race([
      stopped,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]);
    listener.close();
    expect(stop?.login).toBe('maint');
    expect(logs.some((m) => /a poll failed \(.*404/.test(m))).toBe(true);
  });
});
