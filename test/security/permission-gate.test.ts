/**
 * The permission gate's rules (pure, with a lookup we control) and its one API call against the
 * fake GitHub over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import {
  type AccessRequest,
  actorsOf,
  checkAccess,
  fetchPermission,
  hasWriteAccess,
  type RepoPermission,
} from '../../src/github/permission-gate.js';
import { parseLogins } from '../../src/inputs.js';
import { FakeGitHub } from '../support/fake-github.js';

const perm = (permission: string, roleName: string | null = permission): RepoPermission => ({
  permission,
  roleName,
});

function request(over: Partial<AccessRequest> = {}): AccessRequest {
  return {
    eventName: 'issue_comment',
    actors: [{ login: 'Outsider', isBot: false }],
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

describe('checkAccess', () => {
  it('ungated events are not checked and make no request', async () => {
    for (const eventName of ['push', 'pull_request', 'workflow_dispatch', 'schedule', 'issues', '']) {
      const t = table({});
      const d = await checkAccess(request({ eventName, actors: [] }), t.lookup);
      expect(d.allowed, eventName).toBe(true);
      expect(t.asked).toEqual([]);
    }
  });

  it.each([
    ['issue_comment'],
    ['pull_request_review_comment'],
    ['pull_request_review'],
    ['pull_request_target'],
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
      const d = await checkAccess(request({ eventName }), t.lookup);
      expect(d.allowed, `${p}/${role}`).toBe(ok);
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

  it('allowed-actors skips the lookup (case-insensitive)', async () => {
    const t = table({});
    const d = await checkAccess(
      request({ allowedActors: parseLogins('someone, outsider\n@other') }),
      t.lookup,
    );
    expect(d).toEqual({ allowed: true, reason: 'Outsider is listed in allowed-actors' });
    expect(t.asked).toEqual([]);
  });

  it('bots: refused unless listed in allowed-bots, whatever their access or allowed-actors', async () => {
    const bot = { login: 'renovate[bot]', isBot: true };
    const t = table({ 'renovate[bot]': perm('admin') });
    const refused = await checkAccess(request({ actors: [bot], allowedActors: ['renovate[bot]'] }), t.lookup);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.reason).toMatch(/is a bot/);
      expect(refused.remedy).toMatch(/allowed-bots/);
    }
    for (const listed of ['renovate', 'Renovate[bot]']) {
      const bots = parseLogins(listed).map((s) => s.replace(/\[bot\]$/, ''));
      const d = await checkAccess(request({ actors: [bot], allowedBots: bots }), t.lookup);
      expect(d.allowed, listed).toBe(true);
    }
    expect(t.asked).toEqual([]);
  });

  it('every identity must pass: a writer re-running for an outsider is still refused', async () => {
    const t = table({ Maintainer: perm('admin'), Outsider: perm('read') });
    const d = await checkAccess(
      request({
        actors: [
          { login: 'Maintainer', isBot: false },
          { login: 'Outsider', isBot: false },
        ],
      }),
      t.lookup,
    );
    expect(d.allowed).toBe(false);
    expect(t.asked).toEqual(['Maintainer', 'Outsider']);
  });

  it('fails closed: a failing lookup or no identity refuses, with the reason', async () => {
    const t = table({ Outsider: Object.assign(new Error('Server Error'), { status: 502 }) });
    const d = await checkAccess(request(), t.lookup);
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toMatch(/could not be read \(Server Error\)/);
    const nobody = await checkAccess(request({ actors: [] }), t.lookup);
    expect(nobody.allowed).toBe(false);
  });
});

describe('actorsOf / hasWriteAccess', () => {
  it('takes the sender and GITHUB_ACTOR, merged case-insensitively; bots by type or suffix', () => {
    expect(actorsOf({ sender: { login: 'Alice', type: 'User' } }, 'alice')).toEqual([
      { login: 'Alice', isBot: false },
    ]);
    expect(actorsOf({ sender: { login: 'app-x', type: 'Bot' } }, 'bob')).toEqual([
      { login: 'app-x', isBot: true },
      { login: 'bob', isBot: false },
    ]);
    expect(actorsOf({}, 'dependabot[bot]')).toEqual([{ login: 'dependabot[bot]', isBot: true }]);
    expect(actorsOf(null, '')).toEqual([]);
    expect(actorsOf({ sender: 'nonsense' }, undefined)).toEqual([]);
  });

  it('write access by role_name or by the legacy permission', () => {
    expect(hasWriteAccess(perm('write', null))).toBe(true);
    expect(hasWriteAccess(perm('read', 'maintain'))).toBe(true);
    expect(hasWriteAccess(perm('read', 'triage'))).toBe(false);
    expect(hasWriteAccess(perm('none', null))).toBe(false);
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
