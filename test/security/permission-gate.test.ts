/**
 * The permission gate's rules (pure, with a lookup we control) and its one API call against the
 * fake GitHub over real HTTP. Hand-written payloads here hold only the fields the gate reads;
 * test/security/event-access.test.ts runs GitHub's published example payloads of every event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalBody } from '../../src/action/gate/authorize.js';
import { createGitHubClient } from '../../src/github/client.js';
import { EVENT_RULES } from '../../src/github/event-access.js';
import {
  type AccessRequest,
  checkAccess,
  fetchPermission,
  hasWriteAccess,
  isChecked,
  peopleOf,
  type RepoPermission,
} from '../../src/github/permission-gate.js';
import { parseAllowedActors, parseAllowedBots, parseLogins } from '../../src/inputs.js';
import { FakeGitHub } from '../support/fake-github.js';

const perm = (permission: string, roleName: string | null = permission): RepoPermission => ({
  permission,
  roleName,
});

type User = { login: string; type?: string };
const user = (login: string, type = 'User'): User => ({ login, type });

/** Where the text's author sits in each event this file uses (the table's own paths, written out). */
const AUTHOR_PATH: Record<string, string[]> = {
  issue_comment: ['comment', 'user'],
  pull_request_review_comment: ['comment', 'user'],
  discussion_comment: ['comment', 'user'],
  pull_request_review: ['review', 'user'],
  pull_request: ['pull_request', 'user'],
  pull_request_target: ['pull_request', 'user'],
  issues: ['issue', 'user'],
  discussion: ['discussion', 'user'],
  deployment: ['deployment', 'creator'],
};

/** A payload whose sender is `sender` and whose text (if the event has one) was written by `author`. */
function payloadOf(
  eventName: string,
  sender: User | null,
  author: User | null = sender,
): Record<string, unknown> {
  const payload: Record<string, unknown> = sender ? { sender } : {};
  const where = AUTHOR_PATH[eventName];
  if (where && author) payload[where[0]!] = { number: 7, [where[1]!]: author };
  if (eventName === 'workflow_run' && author)
    payload['workflow_run'] = { actor: author, triggering_actor: author };
  return payload;
}

function request(over: Partial<AccessRequest> = {}): AccessRequest {
  const eventName = over.eventName ?? 'issue_comment';
  return {
    eventName,
    payload: payloadOf(eventName, user('Outsider')),
    githubActor: undefined,
    allowedActors: [],
    allowedBots: [],
    ...over,
  };
}

/** A lookup that records who was asked and answers from a table. */
function table(entries: Record<string, RepoPermission | Error>) {
  const asked: string[] = [];
  const lookup = async (login: string) => {
    asked.push(login);
    const v = entries[login];
    if (v instanceof Error) throw v;
    if (!v) throw new Error(`unexpected lookup of ${login}`);
    return v;
  };
  return { asked, lookup };
}

describe('checkAccess: which events are checked', () => {
  it('events that need write access to happen are not checked and make no request', async () => {
    for (const eventName of [
      'push',
      'workflow_dispatch',
      'schedule',
      'repository_dispatch',
      'release',
      'create',
    ]) {
      const t = table({});
      const d = await checkAccess(request({ eventName, payload: {} }), t.lookup);
      expect(d.allowed, eventName).toBe(true);
      if (d.allowed) expect(d.reason).toContain('is not checked');
      expect(t.asked).toEqual([]);
      expect(isChecked(eventName)).toBe(false);
    }
  });

  // The events the old gate let through without a request (a hole a security review
  // found), and names it never heard of.
  it.each([
    ['issues'],
    ['discussion'],
    ['discussion_comment'],
    ['workflow_run'],
    ['pull_request'],
    ['check_run'],
    ['fork'],
    ['an_event_github_adds_tomorrow'],
  ])('%s from a read-only user: refused after asking GitHub', async (eventName) => {
    const t = table({ Outsider: perm('read') });
    const d = await checkAccess(
      request({ eventName, payload: payloadOf(eventName, user('Outsider')) }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    expect(t.asked).toEqual(['Outsider']);
    expect(isChecked(eventName)).toBe(true);
    if (!d.allowed) {
      expect(d.actor).toBe('Outsider');
      expect(d.reason).toMatch(/^Outsider( \([a-z ,]+\))? has read access/);
    }
  });

  it('an empty event name is refused without asking GitHub, even for a writer or an allow-listed sender', async () => {
    for (const [sender, allowedActors] of [
      ['Maintainer', []],
      ['Listed', ['listed']],
      ['Anyone', ['*']],
    ] as const) {
      const t = table({ Maintainer: perm('admin'), Listed: perm('read'), Anyone: perm('read') });
      const d = await checkAccess(
        request({ eventName: '', payload: payloadOf('', user(sender)), allowedActors: [...allowedActors] }),
        t.lookup,
      );
      expect(d.allowed).toBe(false);
      expect(t.asked).toEqual([]);
      if (!d.allowed) expect(d.reason).toMatch(/^GITHUB_EVENT_NAME is empty/);
    }
    expect(isChecked('')).toBe(true);
  });

  it.each([
    ['issue_comment'],
    ['pull_request_review_comment'],
    ['pull_request_review'],
    ['pull_request_target'],
    ['issues'],
    ['discussion'],
  ])('%s: read / triage / none are refused; write, maintain, admin pass', async (eventName) => {
    for (const [p, role, ok] of [
      ['read', 'read', false],
      ['read', 'triage', false],
      ['none', null, false],
      ['write', 'write', true],
      ['write', 'maintain', true],
      ['admin', 'admin', true],
      // a custom role built on write: the legacy field says write
      ['write', 'release-manager', true],
    ] as const) {
      const t = table({ Outsider: perm(p, role) });
      const d = await checkAccess(
        request({ eventName, payload: payloadOf(eventName, user('Outsider')) }),
        t.lookup,
      );
      expect(d.allowed, `${p}/${role}`).toBe(ok);
      // One person in two roles (sender and author): asked once.
      expect(t.asked).toEqual(['Outsider']);
      if (!d.allowed) {
        expect(d.actor).toBe('Outsider');
        expect(d.reason).toContain(`${role ?? p} access`);
        expect(d.reason).toContain(eventName);
        expect(d.remedy).toContain('allowed-actors');
        expect(`${d.reason} ${d.remedy}`).not.toMatch(/@/);
      }
    }
  });
});

describe('checkAccess: every person whose words reach the agent', () => {
  // A hole a security review found: the old gate asked about the sender (the maintainer) only.
  it("a maintainer editing a read-only user's comment: refused, naming the comment's author", async () => {
    const t = table({ Maintainer: perm('admin'), outsider: perm('read') });
    const d = await checkAccess(
      request({
        eventName: 'issue_comment',
        payload: { action: 'edited', ...payloadOf('issue_comment', user('Maintainer'), user('outsider')) },
        githubActor: 'Maintainer',
      }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    if (!d.allowed) {
      expect(d.actor).toBe('outsider');
      expect(d.reason).toBe(
        'outsider (author of the comment) has read access to this repository; starting the agent from an issue_comment event needs write, maintain or admin access',
      );
    }
    // The author is asked first, and the answer settles it.
    expect(t.asked).toEqual(['outsider']);
  });

  it('the same edit with a writer as the author: both asked, once each, and allowed', async () => {
    const t = table({ Maintainer: perm('admin'), writer: perm('write') });
    const d = await checkAccess(
      request({
        payload: payloadOf('issue_comment', user('Maintainer'), user('writer')),
        githubActor: 'maintainer',
      }),
      t.lookup,
    );
    expect(d.allowed).toBe(true);
    expect(t.asked).toEqual(['writer', 'Maintainer']);
  });

  it('a read-only user opens an issue: refused, nobody skipped', async () => {
    const t = table({ outsider: perm('read') });
    const d = await checkAccess(
      request({
        eventName: 'issues',
        payload: { action: 'opened', ...payloadOf('issues', user('outsider')) },
        githubActor: 'outsider',
      }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    expect(t.asked).toEqual(['outsider']);
    if (!d.allowed)
      expect(d.reason).toMatch(/^outsider \(author of the issue\) has read access .* from an issues event/);
  });

  it("a maintainer labelling a read-only user's issue: still refused for the author", async () => {
    const t = table({ Maintainer: perm('admin'), outsider: perm('read') });
    const d = await checkAccess(
      request({
        eventName: 'issues',
        payload: { action: 'labeled', ...payloadOf('issues', user('Maintainer'), user('outsider')) },
      }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.actor).toBe('outsider');
  });

  it('workflow_run: the actor and triggering actor of the run before are checked with the sender', async () => {
    const t = table({ forker: perm('read'), maintainer: perm('admin'), rerunner: perm('write') });
    const payload = {
      action: 'completed',
      sender: user('maintainer'),
      workflow_run: { actor: user('forker'), triggering_actor: user('rerunner') },
    };
    const d = await checkAccess(request({ eventName: 'workflow_run', payload }), t.lookup);
    expect(d.allowed).toBe(false);
    if (!d.allowed)
      expect(d.reason).toMatch(/^forker \(actor of the triggering workflow run\) has read access/);
    const all = table({ forker: perm('write'), maintainer: perm('admin'), rerunner: perm('write') });
    expect((await checkAccess(request({ eventName: 'workflow_run', payload }), all.lookup)).allowed).toBe(
      true,
    );
    expect(all.asked).toEqual(['forker', 'rerunner', 'maintainer']);
  });

  it('every identity must pass: a writer re-running for an outsider is still refused', async () => {
    const t = table({ Maintainer: perm('admin'), Outsider: perm('read') });
    const d = await checkAccess(
      request({
        eventName: 'pull_request_target',
        payload: payloadOf('pull_request_target', user('Maintainer')),
        githubActor: 'Outsider',
      }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    expect(t.asked).toEqual(['Maintainer', 'Outsider']);
    if (!d.allowed) expect(d.reason).toMatch(/^Outsider \(GITHUB_ACTOR\) has read access/);
  });

  it('a payload without the author GitHub always sends is refused without asking anyone', async () => {
    for (const eventName of [
      'issue_comment',
      'issues',
      'pull_request',
      'pull_request_review',
      'discussion',
    ]) {
      const t = table({ Maintainer: perm('admin') });
      const d = await checkAccess(
        request({
          eventName,
          payload: payloadOf(eventName, user('Maintainer'), null),
          githubActor: 'Maintainer',
        }),
        t.lookup,
      );
      expect(d.allowed, eventName).toBe(false);
      if (!d.allowed) {
        expect(d.actor).toBeNull();
        expect(d.reason).toMatch(
          new RegExp(`^the ${eventName} event does not name the author of the [a-z ]+ \\([a-z_]+\\.user\\)`),
        );
      }
      expect(t.asked).toEqual([]);
    }
  });
});

describe('checkAccess: allow-lists', () => {
  it('allowed-actors skips the lookup (case-insensitive)', async () => {
    const t = table({});
    const d = await checkAccess(
      request({ allowedActors: parseLogins('someone, outsider\n@other') }),
      t.lookup,
    );
    expect(d).toEqual({ allowed: true, reason: 'Outsider is listed in allowed-actors', letInByEveryone: [] });
    expect(t.asked).toEqual([]);
  });

  it("allowed-actors '*' lets every human in without a lookup, and names each one", async () => {
    const t = table({});
    const d = await checkAccess(
      request({
        eventName: 'issue_comment',
        payload: payloadOf('issue_comment', user('Maintainer'), user('stranger')),
        githubActor: 'maintainer',
        allowedActors: parseAllowedActors("'*'".replace(/'/g, '')),
      }),
      t.lookup,
    );
    expect(d).toEqual({
      allowed: true,
      reason: "allowed-actors '*' lets in stranger, Maintainer without a permission check",
      letInByEveryone: ['stranger', 'Maintainer'],
    });
    expect(t.asked).toEqual([]);
  });

  it("'*' does not let bots in: they still need allowed-bots", async () => {
    const t = table({});
    const d = await checkAccess(
      request({ payload: payloadOf('issue_comment', user('renovate[bot]', 'Bot')), allowedActors: ['*'] }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toMatch(/is a bot/);
  });

  it('bots: refused unless listed in allowed-bots, whatever their access or allowed-actors', async () => {
    const bot = user('renovate[bot]', 'Bot');
    const t = table({ 'renovate[bot]': perm('admin') });
    const refused = await checkAccess(
      request({ payload: payloadOf('issue_comment', bot), allowedActors: ['renovate[bot]'] }),
      t.lookup,
    );
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.reason).toMatch(/is a bot/);
      expect(refused.remedy).toMatch(/allowed-bots/);
    }
    for (const listed of ['renovate', 'Renovate[bot]']) {
      const d = await checkAccess(
        request({ payload: payloadOf('issue_comment', bot), allowedBots: parseAllowedBots(listed) }),
        t.lookup,
      );
      expect(d.allowed, listed).toBe(true);
    }
    expect(t.asked).toEqual([]);
  });
});

describe('checkAccess: fails closed', () => {
  it('a failing lookup or no identity refuses, with the reason', async () => {
    const t = table({ Outsider: Object.assign(new Error('Server Error'), { status: 502 }) });
    const d = await checkAccess(request(), t.lookup);
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toMatch(/could not be read \(Server Error\)/);
    const nobody = await checkAccess(request({ eventName: 'fork', payload: {} }), t.lookup);
    expect(nobody.allowed).toBe(false);
    if (!nobody.allowed) expect(nobody.reason).toMatch(/names no sender and GITHUB_ACTOR is empty/);
  });

  it('the lookup failing for the second person refuses even though the first passed', async () => {
    const t = table({ writer: perm('write'), Maintainer: new Error('socket hang up') });
    const d = await checkAccess(
      request({ payload: payloadOf('issue_comment', user('Maintainer'), user('writer')) }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    if (!d.allowed)
      expect(d.reason).toMatch(
        /^the repository permission of Maintainer could not be read \(socket hang up\)/,
      );
  });

  it('hostile payload shapes never throw and never let anyone in unasked', async () => {
    const shapes: unknown[] = [
      null,
      'text',
      42,
      [],
      { sender: 'nonsense' },
      { sender: { login: 42 } },
      { comment: [] },
    ];
    for (const payload of shapes) {
      const t = table({});
      const d = await checkAccess(request({ payload }), t.lookup);
      expect(d.allowed, JSON.stringify(payload)).toBe(false);
      expect(t.asked).toEqual([]);
    }
  });
});

describe('the refusal comment', () => {
  it('names the refused author, not the maintainer who triggered the run, and pings nobody', async () => {
    // Not a login GitHub allows: a payload is GitHub's, but the body must hold whatever it says.
    const hostile = '@octocat\n### ![x](https://attacker.example/p.png)';
    const t = table({ [hostile]: perm('read') });
    const d = await checkAccess(
      request({ payload: payloadOf('issue_comment', user('maintainer'), user(hostile)) }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    if (d.allowed) return;
    const body = refusalBody('<!-- narrator:refused k -->', 'issue_comment', d);
    expect(body).toContain('This run (event `issue_comment`) was refused for `');
    expect(body).not.toMatch(/(^|[^\w`])@octocat\b/);
    expect(body).not.toContain('![');
    expect(body).not.toContain('maintainer');
    expect(body.split('\n')).toHaveLength(6);
  });
});

describe('peopleOf / hasWriteAccess / allowed-* inputs', () => {
  it('authors first, then the sender, then GITHUB_ACTOR, merged case-insensitively with every role', () => {
    expect(peopleOf('issue_comment', payloadOf('issue_comment', user('Alice')), 'alice')).toEqual({
      actors: [{ login: 'Alice', isBot: false, roles: ['author of the comment', 'sender', 'GITHUB_ACTOR'] }],
      missing: [],
    });
    expect(peopleOf('push', { sender: { login: 'app-x', type: 'Bot' } }, 'bob').actors).toEqual([
      { login: 'app-x', isBot: true, roles: ['sender'] },
      { login: 'bob', isBot: false, roles: ['GITHUB_ACTOR'] },
    ]);
    expect(peopleOf('fork', {}, 'dependabot[bot]').actors).toEqual([
      { login: 'dependabot[bot]', isBot: true, roles: ['GITHUB_ACTOR'] },
    ]);
    expect(peopleOf('fork', null, '')).toEqual({ actors: [], missing: [] });
    expect(peopleOf('issues', { sender: 'nonsense' }, undefined)).toEqual({
      actors: [],
      missing: ['author of the issue (issue.user)'],
    });
  });

  it('write access by role_name or by the legacy permission', () => {
    expect(hasWriteAccess(perm('write', null))).toBe(true);
    expect(hasWriteAccess(perm('read', 'maintain'))).toBe(true);
    expect(hasWriteAccess(perm('read', 'triage'))).toBe(false);
    expect(hasWriteAccess(perm('none', null))).toBe(false);
  });

  it("allowed-actors: '*' alone, or logins; '*' mixed with logins or inside one is refused", () => {
    expect(parseAllowedActors('*')).toEqual(['*']);
    expect(parseAllowedActors(' @* \n')).toEqual(['*']);
    expect(parseAllowedActors('Alice, bob')).toEqual(['alice', 'bob']);
    expect(() => parseAllowedActors('*\nalice')).toThrow(
      "input 'allowed-actors': '*' lets everyone in and cannot be combined with logins (alice); give either '*' or the logins",
    );
    expect(() => parseAllowedActors('alice*')).toThrow(
      /'alice\*' is not a login: patterns are not supported/,
    );
    expect(() => parseAllowedBots('*')).toThrow(/input 'allowed-bots': '\*' is not a bot login/);
    expect(parseAllowedBots('Renovate[bot], dependabot')).toEqual(['renovate', 'dependabot']);
  });

  it('the decision table gives a reason for every event it names', () => {
    for (const [name, rule] of Object.entries(EVENT_RULES)) {
      expect(rule.why.length, name).toBeGreaterThan(20);
      if (rule.check) for (const a of rule.authors) expect(a.path, name).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
  });
});

describe('fetchPermission against the fake GitHub', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await FakeGitHub.start();
  });
  afterAll(async () => {
    await fake.close();
  });
  const octokit = () =>
    createGitHubClient({
      token: 'ghs_fake',
      baseUrl: fake.url,
      version: 't',
      logger: { debug() {}, warning() {} },
      serverErrorBackoffMs: 5,
    });

  it('reads permission and role_name', async () => {
    fake.permissions.set('maint', 'maintain');
    fake.permissions.set('reader', 'read');
    // GitHub maps maintain to the legacy permission write; role_name names the role.
    expect(await fetchPermission(octokit(), { owner: 'o', repo: 'r' }, 'maint')).toEqual(
      perm('write', 'maintain'),
    );
    expect(await fetchPermission(octokit(), { owner: 'o', repo: 'r' }, 'reader')).toEqual(perm('read'));
    expect(fake.requestsTo('permission').map((r) => r.path)).toEqual([
      '/repos/o/r/collaborators/maint/permission',
      '/repos/o/r/collaborators/reader/permission',
    ]);
  });

  it('an API failure rejects (and the gate refuses on it)', async () => {
    fake.inject('permission', { kind: 'status', status: 401 });
    await expect(fetchPermission(octokit(), { owner: 'o', repo: 'r' }, 'maint')).rejects.toThrow(
      /Bad credentials/,
    );
  });
});
