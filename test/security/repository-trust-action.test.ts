/**
 * Whose code it is, end to end: the real bundle as a subprocess, the fake GitHub answering the
 * pull request and the permission lookups, and a stand-in `claude` on PATH that records the
 * arguments it was started with (hand-written; it prints no stream, so each run ends as an error,
 * which these tests do not look at). A maintainer's `/review` comment on an outsider's fork is the
 * case the attack used.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { FakeGitHub } from '../support/fake-github.js';
import { runActionEntry } from '../support/run-action.js';

let bundle: { index: string };
let fake: FakeGitHub;
const TOKEN = 'ghs_trustTokenValue0123456789abcdefghij';
const MAINTAINER = { login: 'maintainer', type: 'User' };

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.clearFaults();
  fake.requests.length = 0;
  fake.permissions.clear();
  fake.permissions.set('maintainer', 'write');
});

async function comment(inputs: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-trust-'));
  const bin = path.join(dir, 'bin');
  const argsFile = path.join(dir, 'claude-args');
  const event = path.join(dir, 'trust-event.json');
  writeFileSync(
    event,
    JSON.stringify({
      action: 'created',
      issue: { number: 7, pull_request: { url: 'x' } },
      comment: { body: '/review', user: MAINTAINER },
      sender: MAINTAINER,
    }),
  );
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'claude'), `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\n`);
  chmodSync(path.join(bin, 'claude'), 0o755);
  const result = await runActionEntry(bundle.index, {
    dir,
    inputs: {
      agent: 'claude',
      install: 'never',
      prompt: 'Review it.',
      'github-token': TOKEN,
      'comment-on': 'none',
      ...inputs,
    },
    env: {
      PATH: `${bin}:${process.env['PATH'] ?? ''}`,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: event,
      GITHUB_ACTOR: MAINTAINER.login,
      GITHUB_API_URL: fake.url,
      GITHUB_WORKFLOW: 'review.yml',
      GITHUB_JOB: 'review',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_GITHUB_TIMEOUT_MS: '3000',
    },
  });
  const args = existsSync(argsFile) ? readFileSync(argsFile, 'utf8').trim().split('\n') : null;
  return { ...result, args };
}

const asked = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe("a maintainer's comment on a pull request: whose code it is decides", () => {
  it("an outsider's fork: Claude Code starts with the repository's settings and MCP servers off, and the log says why", async () => {
    fake.addPull('octo', 'app', 7, 'a'.repeat(40), { headRepo: 'outsider/app', user: { login: 'outsider' } });
    const r = await comment();
    expect(r.args).toEqual(expect.arrayContaining(['--setting-sources', 'user', '--strict-mcp-config']));
    expect(r.stdout).toContain(
      'are ignored: the pull request is from the fork outsider/app, by outsider, who has no access',
    );
    expect(asked()).toEqual(
      expect.arrayContaining([
        'GET /repos/octo/app/pulls/7',
        'GET /repos/octo/app/collaborators/outsider/permission',
      ]),
    );
  });

  it("a branch of this repository, or a writer's fork: the repository's configuration counts", async () => {
    fake.addPull('octo', 'app', 7, 'b'.repeat(40), { headRepo: 'octo/app', user: { login: 'outsider' } });
    expect((await comment()).args).not.toContain('--setting-sources');
    fake.permissions.set('helper', 'maintain');
    fake.addPull('octo', 'app', 7, 'c'.repeat(40), { headRepo: 'helper/app', user: { login: 'helper' } });
    expect((await comment()).args).not.toContain('--setting-sources');
  });

  it('a pull request GitHub does not answer for, or one without its head: not a writer’s', async () => {
    fake.pulls.clear();
    const missing = await comment();
    expect(missing.args).toEqual(expect.arrayContaining(['--setting-sources', 'user']));
    expect(missing.stdout).toMatch(/are ignored: Narrator could not tell whose code it is/);
    fake.addPull('octo', 'app', 7, 'd'.repeat(40));
    expect((await comment()).args).toEqual(expect.arrayContaining(['--strict-mcp-config']));
  });

  it('trust-repository-config: true and false decide without asking GitHub about the pull request', async () => {
    fake.addPull('octo', 'app', 7, 'e'.repeat(40), { headRepo: 'outsider/app', user: { login: 'outsider' } });
    // check: false, so that nothing else reads the pull request (a check run on its head would).
    expect((await comment({ 'trust-repository-config': 'true', check: 'false' })).args).not.toContain(
      '--setting-sources',
    );
    expect(asked()).not.toContain('GET /repos/octo/app/pulls/7');
    fake.addPull('octo', 'app', 7, 'e'.repeat(40), { headRepo: 'octo/app', user: { login: 'maintainer' } });
    const never = await comment({ 'trust-repository-config': 'false' });
    expect(never.args).toEqual(expect.arrayContaining(['--setting-sources', 'user']));
    expect(never.stdout).toMatch(/are ignored: trust-repository-config is false/);
  });

  it('a value it does not know fails the step before anything starts', async () => {
    const r = await comment({ 'trust-repository-config': 'maybe' });
    expect(r.args).toBeNull();
    expect(r.stdout).toMatch(
      /trust-repository-config.*unknown value 'maybe'; expected one of auto, true, false/,
    );
  });
});
