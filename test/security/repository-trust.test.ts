// Whose code the workspace holds (src/github/repository-trust.ts): every rule, with hand-written
// payloads (the fields GitHub sends, nothing more) and lookups that record what they were asked.
import { describe, expect, test } from 'vitest';
import type { RepoPermission } from '../../src/github/permission-gate.js';
import {
  judgeRepositoryTrust,
  type PullRequestFacts,
  type TrustRequest,
} from '../../src/github/repository-trust.js';

const REPO = 'octo/app';

function lookups(o: { permissions?: Record<string, string>; pulls?: Record<number, PullRequestFacts> } = {}) {
  const asked: string[] = [];
  return {
    asked,
    pullRequest: async (n: number): Promise<PullRequestFacts> => {
      asked.push(`pull ${n}`);
      const pr = o.pulls?.[n];
      if (!pr) throw new Error(`pull ${n}: 404`);
      return pr;
    },
    permission: async (login: string): Promise<RepoPermission> => {
      asked.push(`permission ${login}`);
      return { permission: o.permissions?.[login] ?? 'read', roleName: null };
    },
  };
}

const request = (over: Partial<TrustRequest>): TrustRequest => ({
  setting: 'auto',
  eventName: 'pull_request',
  payload: {},
  repository: REPO,
  onRunner: true,
  ...over,
});

const pr = (head: string | null, login: string | null, type = 'User') => ({
  pull_request: {
    head: head === null ? { repo: null } : { repo: { full_name: head } },
    ...(login === null ? {} : { user: { login, type } }),
  },
});

describe('judgeRepositoryTrust', () => {
  test('the input decides when it is true or false, whatever the event; nothing is asked', async () => {
    const l = lookups();
    const fork = request({ payload: pr('outsider/app', 'outsider') });
    expect(await judgeRepositoryTrust({ ...fork, setting: 'true' }, l)).toEqual({
      trusted: true,
      reason: 'trust-repository-config is true',
    });
    expect(await judgeRepositoryTrust(request({ setting: 'false', eventName: 'push' }), l)).toMatchObject({
      trusted: false,
    });
    expect(l.asked).toEqual([]);
  });

  test("a branch of this repository is a writer's code (case-insensitive); nothing is asked", async () => {
    const l = lookups();
    for (const event of [
      'pull_request',
      'pull_request_target',
      'pull_request_review',
      'pull_request_review_comment',
    ]) {
      const t = await judgeRepositoryTrust(
        request({ eventName: event, payload: pr('Octo/App', 'someone') }),
        l,
      );
      expect(t.trusted, event).toBe(true);
    }
    expect(l.asked).toEqual([]);
  });

  test("a fork: its author's permission decides", async () => {
    const l = lookups({ permissions: { maintainer: 'write', outsider: 'read', stranger: 'none' } });
    expect(await judgeRepositoryTrust(request({ payload: pr('maintainer/app', 'maintainer') }), l)).toEqual({
      trusted: true,
      reason: 'the pull request is from the fork maintainer/app, by maintainer, who has write access',
    });
    expect(await judgeRepositoryTrust(request({ payload: pr('outsider/app', 'outsider') }), l)).toEqual({
      trusted: false,
      reason: 'the pull request is from the fork outsider/app, by outsider, who has read access',
    });
    expect((await judgeRepositoryTrust(request({ payload: pr('s/app', 'stranger') }), l)).reason).toMatch(
      /who has no access$/,
    );
    expect(l.asked).toEqual(['permission maintainer', 'permission outsider', 'permission stranger']);
  });

  test('what cannot be told is not a writer’s: no head repository, no author, a bot, a failed lookup, no pull request', async () => {
    const failing = {
      pullRequest: async () => {
        throw new Error('boom');
      },
      permission: async () => {
        throw new Error('API down');
      },
    };
    const cases: Array<[TrustRequest, RegExp]> = [
      [request({ payload: pr(null, 'outsider') }), /a repository GitHub does not name/],
      [request({ payload: pr('outsider/app', null) }), /names no author/],
      [request({ payload: pr('bot/app', 'renovate[bot]', 'Bot') }), /by the bot renovate\[bot\]/],
      [request({ payload: pr('outsider/app', 'outsider') }), /could not tell whose code it is \(API down\)/],
      [request({ payload: {} }), /names no pull request/],
      [request({ eventName: 'check_run' }), /cannot tell whose code a check_run event checks out/],
      [request({ eventName: 'some_new_event' }), /cannot tell/],
      [request({ eventName: '' }), /event is not named/],
      [
        request({
          eventName: 'workflow_run',
          payload: { workflow_run: { head_repository: { full_name: 'x/app' } } },
        }),
        /x\/app, a fork/,
      ],
      [request({ eventName: 'workflow_run', payload: {} }), /does not name the head repository/],
    ];
    for (const [r, reason] of cases) {
      const t = await judgeRepositoryTrust(r, /API down/.test(reason.source) ? failing : lookups());
      expect(t.trusted, JSON.stringify(r)).toBe(false);
      expect(t.reason).toMatch(reason);
    }
  });

  test('a comment on a pull request: the pull request is read from the API', async () => {
    const l = lookups({
      pulls: { 7: { headRepo: 'outsider/app', author: { login: 'outsider', isBot: false } } },
      permissions: { outsider: 'triage' },
    });
    const payload = {
      issue: { number: 7, pull_request: { url: 'x' } },
      comment: { user: { login: 'maintainer' } },
    };
    const t = await judgeRepositoryTrust(request({ eventName: 'issue_comment', payload }), l);
    expect(t).toEqual({
      trusted: false,
      reason: 'the pull request is from the fork outsider/app, by outsider, who has triage access',
    });
    expect(l.asked).toEqual(['pull 7', 'permission outsider']);
    const missing = await judgeRepositoryTrust(
      request({ eventName: 'issue_comment', payload: { issue: { number: 8, pull_request: {} } } }),
      l,
    );
    expect(missing).toMatchObject({ trusted: false, reason: expect.stringMatching(/pull 8: 404/) });
  });

  test("events on the default branch or that need write access are a writer's code", async () => {
    const l = lookups();
    for (const event of [
      'push',
      'workflow_dispatch',
      'schedule',
      'issues',
      'discussion',
      'discussion_comment',
    ]) {
      expect((await judgeRepositoryTrust(request({ eventName: event }), l)).trusted, event).toBe(true);
    }
    const comment = await judgeRepositoryTrust(
      request({ eventName: 'issue_comment', payload: { issue: { number: 3 } } }),
      l,
    );
    expect(comment.trusted).toBe(true);
    const run = await judgeRepositoryTrust(
      request({
        eventName: 'workflow_run',
        payload: { workflow_run: { head_repository: { full_name: REPO } } },
      }),
      l,
    );
    expect(run.trusted).toBe(true);
    expect(l.asked).toEqual([]);
  });

  test('outside a workflow run (no event, not on a runner) the checkout is the machine’s own', async () => {
    const t = await judgeRepositoryTrust(request({ eventName: '', onRunner: false }), lookups());
    expect(t.trusted).toBe(true);
  });
});
