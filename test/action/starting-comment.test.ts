/**
 * The PR is told at once: the live comment ("🔄 Gemini is starting · installing 9.9.9") goes up as
 * soon as the gate lets the run in, before the agent is installed, and the same comment becomes the
 * run's comment. Through the Action's bundle with the real npm, against a loopback registry that
 * holds every request until the test lets it answer (as a slow registry would), and the loopback
 * fake GitHub: the comment must exist while npm is still waiting for the registry.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findOnPath } from '../../src/agent/install.js';
import { buildActionBundle } from '../support/build-action.js';
import { FakeGitHub } from '../support/fake-github.js';
import { describeActionRun, runActionEntry } from '../support/run-action.js';

const PR = 7;
const AUTHOR = { login: 'octo-dev', type: 'User' };
const KEY = 'starting-first';

let bundle: { index: string };
let github: FakeGitHub;
let root: string;
let pathValue: string;

/** A registry that answers nothing until `release()`, then 404 to everything (npm then fails). */
function heldRegistry() {
  const held: http.ServerResponse[] = [];
  let released = false;
  const asked: number[] = [];
  const answer = (res: http.ServerResponse) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"error":"Not found"}');
  };
  const server = http.createServer((_req, res) => {
    asked.push(Date.now());
    if (released) answer(res);
    else held.push(res);
  });
  return {
    asked,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    },
    release() {
      released = true;
      for (const res of held.splice(0)) answer(res);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  [bundle, github] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-starting-'));
  fs.writeFileSync(
    path.join(root, 'event.json'),
    JSON.stringify({
      number: PR,
      pull_request: { number: PR, user: AUTHOR, head: { repo: { full_name: 'octo/app' } } },
      sender: AUTHOR,
    }),
  );
  const npm = await findOnPath('npm', process.env['PATH']);
  if (!npm) throw new Error('npm is not on PATH');
  pathValue = [path.dirname(process.execPath), path.dirname(npm), '/usr/bin', '/bin'].join(path.delimiter);
  expect(await findOnPath('gemini', pathValue)).toBeNull(); // install: auto has to install
}, 120_000);

afterAll(async () => {
  await github?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const mine = () =>
  github.commentsOn('octo', 'app', PR).filter((c) => c.body.startsWith(`<!-- narrator:${KEY} -->`));

test('the comment is on the PR while the install still waits for the registry, and stays the run’s one comment', {
  timeout: 120_000,
}, async () => {
  const registry = heldRegistry();
  const url = await registry.start();
  const started = Date.now();
  const run = runActionEntry(bundle.index, {
    inputs: {
      agent: 'gemini',
      'agent-version': '9.9.9',
      'install-cache': 'false',
      prompt: 'Say hello.',
      'comment-key': KEY,
      'github-token': 'fake-token-for-starting',
      'allowed-actors': AUTHOR.login,
    },
    env: {
      PATH: pathValue,
      HOME: root,
      npm_config_registry: url,
      npm_config_cache: path.join(root, 'npm-cache'),
      npm_config_fetch_retries: '0',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(root, 'event.json'),
      GITHUB_API_URL: github.url,
      RUNNER_TOOL_CACHE: path.join(root, 'tool-cache'),
    },
    timeoutMs: 90_000,
  });
  try {
    // npm asks the registry, which holds it: the install cannot finish before the release.
    while (registry.asked.length === 0 || mine().length === 0) {
      if (Date.now() - started > 60_000) {
        registry.release();
        throw new Error(
          `no starting comment within 60 s (registry asked ${registry.asked.length} times)\n${describeActionRun(await run)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const [first] = mine();
    expect(first!.body).toContain('### 🔄 Gemini is starting · installing 9.9.9');
    const created = github.requests.find(
      (r) => r.method === 'POST' && r.path.endsWith(`/issues/${PR}/comments`),
    );
    // For the record: the step's start to the first comment, with the install still held.
    console.log(`start -> first comment: ${created!.at - started} ms (the install held by the registry)`);
  } finally {
    registry.release();
  }
  const done = await run;
  await registry.close();
  expect(done.code, describeActionRun(done)).toBe(1); // the registry had no such version
  // One comment, the same one: it now says why the agent did not start.
  const comments = mine();
  expect(comments).toHaveLength(1);
  expect(comments[0]!.body).toMatch(/### ❌ Gemini stopped: installing /);
  expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1);
});
