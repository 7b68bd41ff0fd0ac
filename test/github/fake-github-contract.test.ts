/**
 * The fake GitHub checks every exchange against GitHub's OpenAPI description (github-contract.ts),
 * and a test that causes a violation fails (contract-setup.ts). These prove that the check can
 * fail: each kind of mismatch is recorded, and a test that only violates is failed by the shared
 * afterEach. The violations provoked here are taken (takeViolations) so this file itself passes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { octokitCheckRuns } from '../../src/github/check-runs.js';
import { createGitHubClient } from '../../src/github/client.js';
import { fetchIdentity } from '../../src/github/identity.js';
import { takeViolations } from '../support/contract-violations.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { FakeGitHub, GITHUB_ACTIONS_BOT } from '../support/fake-github.js';
import { checkRequest, checkResponse } from '../support/github-contract.js';

let fake: FakeGitHub;
beforeAll(async () => {
  fake = await FakeGitHub.start();
});
afterAll(async () => {
  await fake.close();
});

async function send(method: string, url: string, body?: unknown): Promise<number> {
  const response = await fetch(`${fake.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the fake GitHub records what GitHub would not accept', () => {
  it.each([
    [
      'a route GitHub does not have',
      'GET',
      '/repos/octo/app/nope',
      undefined,
      /GitHub's REST API has no such route/,
    ],
    [
      'a GitHub route the fake does not serve',
      'GET',
      '/repos/octo/app',
      undefined,
      /repos\/get is a GitHub route the fake does not serve/,
    ],
    [
      'a query parameter GitHub does not take',
      'GET',
      '/repos/octo/app/issues/7/comments?body=hi',
      undefined,
      /takes no query parameter 'body'/,
    ],
    [
      'a query parameter of the wrong type',
      'GET',
      '/repos/octo/app/issues/7/comments?per_page=many',
      undefined,
      /query per_page: .*must be integer/,
    ],
    [
      'a path parameter of the wrong type',
      'GET',
      '/repos/octo/app/issues/comments/abc',
      undefined,
      /no such route|path comment_id: .*must be integer/,
    ],
    [
      'a body field GitHub does not take',
      'PATCH',
      '/repos/octo/app/issues/comments/1',
      { body: 'x', issue_number: 7 },
      /request body\.issue_number is not a field/,
    ],
    [
      'a body of the wrong type',
      'POST',
      '/repos/octo/app/issues/7/comments',
      { body: 42 },
      /request body: \/body must be string/,
    ],
    [
      'a missing required body',
      'POST',
      '/repos/octo/app/issues/7/comments',
      undefined,
      /the request body is missing/,
    ],
    [
      'a body on a request that takes none',
      'DELETE',
      '/repos/octo/app/issues/comments/1',
      { body: 'x' },
      /takes no request body/,
    ],
    [
      'another GraphQL query than viewer',
      'POST',
      '/graphql',
      { query: '{ repository(owner: "o", name: "r") { id } }' },
      /only answers the viewer query/,
    ],
    [
      'a viewer field the fake does not know',
      'POST',
      '/graphql',
      { query: '{ viewer { login email } }' },
      /viewer has no field email/,
    ],
  ])('%s', async (_, method, url, body, expected) => {
    takeViolations();
    await send(method, url, body);
    const violations = takeViolations();
    expect(violations.join('\n')).toMatch(expected);
  });

  it("Narrator's own requests and the fake's answers on every served route are clean", async () => {
    takeViolations();
    fake.permissions.set('maint', 'maintain');
    const octokit = createGitHubClient({
      token: 't',
      baseUrl: fake.url,
      version: 't',
      logger: { debug() {}, warning() {} },
    });
    const q = { owner: 'octo', repo: 'app' };
    const { data: created } = await octokit.rest.issues.createComment({ ...q, issue_number: 7, body: 'hi' });
    await octokit.rest.issues.listComments({ ...q, issue_number: 7, per_page: 100, page: 1 });
    await octokit.rest.issues.getComment({ ...q, comment_id: created.id });
    await octokit.rest.issues.updateComment({ ...q, comment_id: created.id, body: 'edited' });
    await octokit.rest.issues.deleteComment({ ...q, comment_id: created.id });
    await expect(octokit.rest.issues.getComment({ ...q, comment_id: created.id })).rejects.toThrow(
      /Not Found/,
    );
    const { data: permission } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...q,
      username: 'maint',
    });
    expect(permission).toMatchObject({
      permission: 'write',
      role_name: 'maintain',
      user: { login: 'maint' },
    });
    expect(await fetchIdentity(octokit)).toEqual({
      login: GITHUB_ACTIONS_BOT.login,
      id: GITHUB_ACTIONS_BOT.id,
    });
    // The comment as GitHub shows one written with the workflow's token.
    expect(created.user).toMatchObject({ login: 'github-actions[bot]', id: 41898282, type: 'Bot' });
    expect(created.performed_via_github_app).toMatchObject({ slug: 'github-actions', id: 15368 });
    expect(takeViolations()).toEqual([]);
  });
});

describe('check runs', () => {
  it('create, get, list by name on a commit and update are clean; only the app that created a run may update it', async () => {
    takeViolations();
    const client = (token: string) =>
      octokitCheckRuns(
        createGitHubClient({ token, baseUrl: fake.url, version: 't', logger: { debug() {}, warning() {} } }),
      );
    const ours = client('t');
    const ref = { owner: 'octo', repo: 'app' };
    const sha = 'c0ffee'.repeat(6).slice(0, 40);
    const run = {
      ...ref,
      name: 'agent review',
      headSha: sha,
      detailsUrl: null,
      externalId: '1234/1',
      startedAt: new Date().toISOString(),
      output: { title: 'running', summary: 'running' },
    };
    const first = await ours.create(run);
    const output = { title: 'done', summary: 'done' };
    const completedAt = new Date().toISOString();
    await ours.complete({ ...ref, id: first, conclusion: 'failure', completedAt, output, annotations: [] });
    fake.tokens.set('other', {
      login: 'other[bot]',
      id: 5,
      type: 'Bot',
      app: { id: 777, slug: 'other', name: 'Other' },
    });
    const second = await client('other').create({ ...run, externalId: null });
    await expect(
      ours.complete({ ...ref, id: second, conclusion: 'failure', completedAt, output, annotations: [] }),
    ).rejects.toThrow(/not accessible by integration/);
    fake.tokens.delete('other');
    expect(await ours.get(ref, first)).toMatchObject({
      id: first,
      name: 'agent review',
      headSha: sha,
      status: 'completed',
      conclusion: 'failure',
      externalId: '1234/1',
      title: 'done',
      app: { slug: 'github-actions', name: 'GitHub Actions' },
    });
    const named = await ours.listNamed(ref, sha, 'agent review');
    expect(named.map((c) => [c.id, c.app?.slug])).toEqual([
      [second, 'other'],
      [first, 'github-actions'],
    ]);
    expect(await ours.listNamed(ref, sha, 'another name')).toEqual([]);
    expect(takeViolations()).toEqual([]);
    fake.checkRuns.clear();
  });
});

describe('answers GitHub would not give are violations', () => {
  const comment = () => {
    const c = fake.seedComment('octo', 'app', 7, 'x');
    return fetch(`${fake.url}/repos/octo/app/issues/comments/${c.id}`).then((r) => r.json()) as Promise<
      Record<string, unknown>
    >;
  };

  it('a field GitHub does not answer with, a missing required field, a wrong type', async () => {
    const valid = await comment();
    expect(checkResponse('issues/get-comment', 200, valid, 'application/json')).toEqual([]);
    expect(checkResponse('issues/get-comment', 200, { ...valid, sticky: true }, 'application/json')).toEqual([
      'answer 200 to issues/get-comment: body.sticky is not a field GitHub answers with',
    ]);
    const user = { ...(valid['user'] as Record<string, unknown>) };
    delete user['node_id'];
    expect(
      checkResponse('issues/get-comment', 200, { ...valid, user }, 'application/json').join('\n'),
    ).toMatch(/node_id/);
    expect(
      checkResponse('issues/get-comment', 200, { ...valid, id: '12' }, 'application/json').join('\n'),
    ).toMatch(/\/id must be integer/);
  });

  it('a status GitHub does not answer with; an error that is not a basic-error', () => {
    expect(checkResponse('issues/update-comment', 201, {}, 'application/json')).toEqual([
      'answer 201 to issues/update-comment: GitHub does not answer issues/update-comment with 201',
    ]);
    expect(
      checkResponse('issues/update-comment', 403, { message: 'x', status: 403 }, 'application/json').join(
        '\n',
      ),
    ).toMatch(/\/status must be string/);
    expect(
      checkResponse('issues/update-comment', 403, { message: 'x', reason: 'y' }, 'application/json'),
    ).toEqual(['answer 403 to issues/update-comment: body.reason is not a field GitHub answers with']);
    // 502 from GitHub's edge is an HTML page.
    expect(checkResponse('issues/list-comments', 502, '<html></html>', 'text/html')).toEqual([]);
  });

  it('a request check names the operation', () => {
    expect(
      checkRequest({
        method: 'GET',
        path: '/repos/o/r/issues/7/comments',
        query: { page: '2' },
        body: null,
        rawBody: '',
      }),
    ).toEqual({ operation: 'issues/list-comments', problems: [] });
  });
});

it('a test that passes its own assertions but violates the contract fails (contract-setup.ts)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-contract-'));
  const config = path.join(dir, 'vitest.config.mjs');
  writeFileSync(
    config,
    `export default { test: { root: ${JSON.stringify(REPO_ROOT)}, include: ['test/fixtures/contract/violating.fixture.ts'], setupFiles: ['test/support/contract-setup.ts'] } };\n`,
  );
  const r = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', config],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI: '1' },
      timeout: 60_000,
    },
  );
  const output = r.stdout + r.stderr;
  expect(r.status, output).toBe(1);
  expect(output).toMatch(/1 failed/);
  expect(output).toContain("request body.sticky is not a field of issues/create-comment's request");
}, 60_000);
