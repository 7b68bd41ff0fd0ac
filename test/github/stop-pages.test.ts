/**
 * The stop listener sees every new comment however many come before it, at a bounded cost per
 * poll: the comment listing is read page by page over the loopback fake GitHub (GitHub's
 * `per_page`, `Link` and ETag/304), a bounded number of pages a poll, the rest the next one; and
 * permission lookups are cached per login and bounded per poll, the requests over the bound kept
 * for the next poll, none dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { hasNextPage } from '../../src/github/conditional-get.js';
import {
  MAX_LOOKUPS_PER_POLL,
  MAX_PAGES_PER_POLL,
  octokitStopSources,
  type StopCandidate,
  StopListener,
} from '../../src/github/stop-listener.js';
import { FakeClock } from '../support/fake-clock.js';
import { FakeGitHub } from '../support/fake-github.js';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await FakeGitHub.start();
});
afterAll(async () => {
  await fake.close();
});

describe('hasNextPage', () => {
  it('reads rel="next" among the links, quoted or not, and nothing else', () => {
    const url = 'https://api.github.com/repositories/1/issues/7/comments?since=x&per_page=100';
    expect(hasNextPage(`<${url}&page=2>; rel="next", <${url}&page=3>; rel="last"`)).toBe(true);
    expect(hasNextPage(`<${url}&page=2>; rel=next`)).toBe(true);
    expect(hasNextPage(`<${url}&page=1>; rel="prev", <${url}&page=1>; rel="first"`)).toBe(false);
    expect(hasNextPage(`<${url}&rel=next>; rel="last"`)).toBe(false);
    expect(hasNextPage(null)).toBe(false);
  });
});

describe('octokitStopSources: every page of the listing', () => {
  it('a stop behind 650 comments: 5 pages on the first poll, the rest on the next, the stop found', async () => {
    const PR = 11;
    const startedAt = Date.now() - 5_000;
    const live = fake.seedComment('octo', 'app', PR, '<!-- narrator:live -->\nrunning');
    for (let i = 0; i < 650; i++) fake.seedComment('octo', 'app', PR, `spam ${i}`, 'spammer');
    fake.seedComment('octo', 'app', PR, '/narrator stop found it', 'maint');
    const client = createGitHubClient({
      token: 't',
      baseUrl: fake.url,
      version: 't',
      logger: { debug() {}, warning() {} },
    });
    const sources = octokitStopSources({
      client,
      target: { owner: 'octo', repo: 'app', issueNumber: PR, kind: 'pr' },
      liveCommentId: () => live.id,
      startedAt,
    });
    const signal = new AbortController().signal;
    const pagesAsked = () =>
      fake.requests
        .filter((r) => r.route === 'list-comments' && r.path.endsWith(`/issues/${PR}/comments`))
        .map((r) => Number(r.query['page']));

    const first = await sources.poll(signal);
    expect(first?.candidates).toEqual([]);
    expect(pagesAsked()).toEqual([1, 2, 3, 4, 5].slice(0, MAX_PAGES_PER_POLL));
    // The issue has not changed since, yet the listing goes on where it stopped (one page back).
    const second = await sources.poll(signal);
    expect(second?.candidates.map((c) => [c.login, c.reason])).toEqual([['maint', 'found it']]);
    expect(pagesAsked().slice(MAX_PAGES_PER_POLL)).toEqual([5, 6, 7]);
    // Done: nothing new, nothing listed again.
    const third = await sources.poll(signal);
    expect(third?.candidates).toEqual([]);
    expect(pagesAsked()).toHaveLength(MAX_PAGES_PER_POLL + 3);
  });
});

describe('StopListener: permission lookups bounded per poll, none dropped', () => {
  it('12 outsiders then a writer: at most 5 new logins asked a poll, each once, every request judged', async () => {
    const clock = new FakeClock();
    const candidates: StopCandidate[] = [
      ...Array.from({ length: 12 }, (_, i) => ({
        key: `comment:${i}`,
        login: `outsider-${i}`,
        isBot: false,
        via: 'command' as const,
        reason: null,
      })),
      // A second request by an outsider asked about already costs no lookup.
      { key: 'comment:12', login: 'outsider-0', isBot: false, via: 'command', reason: null },
      { key: 'comment:13', login: 'maint', isBot: false, via: 'command', reason: 'enough' },
    ];
    let polls = 0;
    const asked: string[][] = [];
    let stopped: StopCandidate | null = null;
    const listener = new StopListener({
      intervalMs: 1_000,
      clock,
      // The listing shows them all once, on the first poll (later polls: 304s, nothing new).
      sources: {
        async poll() {
          polls++;
          asked.push([]);
          return { candidates: polls === 1 ? candidates : [], requests: 1, notModified: polls === 1 ? 0 : 1 };
        },
      },
      async isAllowed(login) {
        asked[asked.length - 1]!.push(login);
        return login === 'maint';
      },
      onStop(c) {
        stopped = c;
      },
      log() {},
    });
    listener.start();
    for (let i = 0; i < 5 && stopped === null; i++) await clock.advance(1_000);
    expect(stopped).toMatchObject({ login: 'maint', reason: 'enough' });
    for (const batch of asked) expect(batch.length).toBeLessThanOrEqual(MAX_LOOKUPS_PER_POLL);
    expect(asked.flat()).toEqual([...Array.from({ length: 12 }, (_, i) => `outsider-${i}`), 'maint']);
    expect(asked.map((b) => b.length)).toEqual([5, 5, 3]);
  });
});
