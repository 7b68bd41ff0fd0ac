/**
 * `npm run demo` (scripts/demo/run.mjs) end to end, without the pauses: the Action bundle (built
 * into a temp dir) replays the real 08-long-run-30-tools capture against the demo's fake GitHub,
 * finalizes its comment, and the demo writes the preview page. Exit status 0. The pauses are kept
 * at their recorded length, so the stop listener polls the endpoints it needs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { checkRequest, checkResponse, graphqlProblem } from '../support/github-contract.js';

it('runs the main job on the bundled capture, prints revisions and the job result, writes the preview', async () => {
  const bundle = await buildActionBundle();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-demo-test-'));
  const out = path.join(dir, 'preview.html');
  const exchangesFile = path.join(dir, 'exchanges.json');
  const r = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'scripts/demo/run.mjs'),
      // Scale 1: the 3 s run lasts long enough for the stop listener to poll (every 2 s).
      ...['--scale', '1', '--entry', bundle.index, '--out', out, '--exchanges', exchangesFile],
    ],
    { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1' }, timeout: 60_000 },
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/comment #\d+ on octo\/app#7 created/);
  expect(r.stdout).toMatch(/exit code\s+0/);
  expect(r.stdout).toMatch(/outcome\s+success/);
  expect(r.stdout).toMatch(/tool-calls\s+30/);
  expect(existsSync(out)).toBe(true);
  const html = readFileSync(out, 'utf8');
  expect(html).toContain('Claude finished');
  expect(html).toContain('<details><summary>30 tool calls · 0 failed · 0 denied</summary>');
  expect(html).not.toContain('<script');

  // The demo's own GitHub speaks the same published contract as the tests' fake.
  const exchanges = JSON.parse(readFileSync(exchangesFile, 'utf8')) as Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    body: unknown;
    rawBody: string;
    status: number;
    response: unknown;
  }>;
  expect(exchanges.map((x) => `${x.method} ${x.path}`)).toEqual(
    expect.arrayContaining([
      'GET /repos/octo/app/issues/7/comments',
      'POST /repos/octo/app/issues/7/comments',
    ]),
  );
  // Every endpoint the bot uses is served: the stop listener's polls among them.
  expect(exchanges.map((x) => `${x.method} ${x.path}`)).toEqual(
    expect.arrayContaining(['GET /repos/octo/app/issues/7', expect.stringMatching(/\/reactions$/)]),
  );
  expect(exchanges.filter((x) => x.status >= 400).map((x) => `${x.status} ${x.method} ${x.path}`)).toEqual(
    [],
  );
  const problems = exchanges.flatMap((x) => {
    if (x.path === '/graphql') return [graphqlProblem(x.body)].filter((p) => p !== null);
    const request = checkRequest(x);
    if (request.operation === null) return request.problems;
    return [
      ...request.problems,
      ...checkResponse(request.operation, x.status, x.response, 'application/json'),
    ];
  });
  expect(problems).toEqual([]);
});
