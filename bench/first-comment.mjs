// The PR told at once: the time from the step's start (dist/index.js spawned) to the first comment
// on the PR, with `install: auto` and a registry that takes BENCH_HOLD_MS to answer (it stands in
// for the download: the install cannot finish sooner). The loopback GitHub is the demo's
// (scripts/demo/fake-github.mjs); the registry answers 404 after the hold, so npm fails and the
// run ends there (the install is what is measured around, not the agent). Also printed: the start
// to npm's first registry request (the install under way). BENCH_BEFORE_DIST=DIR times another
// build in the same alternation (a build from before the starting comment posts only after the
// install). Build first (npm run build).
//
// Knobs: BENCH_FIRST_COMMENT_RUNS (5), BENCH_HOLD_MS (3000).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DemoGitHub } from '../scripts/demo/fake-github.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** A registry that answers 404 to every request `holdMs` after it came. */
async function slowRegistry(holdMs) {
  const asked = [];
  const server = http.createServer((_req, res) => {
    asked.push(Date.now());
    setTimeout(() => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Not found"}');
    }, holdMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    asked,
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function once(entry, dir, holdMs, npmDir) {
  let first = null;
  const github = await new DemoGitHub({
    onChange: () => {
      first ??= Date.now();
    },
  }).start();
  const registry = await slowRegistry(holdMs);
  const home = mkdtempSync(path.join(dir, 'run-'));
  const event = path.join(home, 'event.json');
  const author = { login: 'octo-dev', type: 'User' };
  writeFileSync(
    event,
    JSON.stringify({
      number: 7,
      pull_request: { number: 7, user: author, head: { repo: { full_name: 'octo/app' } } },
      sender: author,
    }),
  );
  for (const f of ['out', 'summary', 'state']) writeFileSync(path.join(home, f), '');
  mkdirSync(path.join(home, 'workspace'));
  const started = Date.now();
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(home, 'workspace'),
    env: {
      PATH: [path.dirname(process.execPath), npmDir, '/usr/bin', '/bin'].join(path.delimiter),
      HOME: home,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: path.join(home, 'out'),
      GITHUB_STEP_SUMMARY: path.join(home, 'summary'),
      GITHUB_STATE: path.join(home, 'state'),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '1',
      GITHUB_WORKSPACE: path.join(home, 'workspace'),
      RUNNER_TEMP: path.join(home, 'temp'),
      RUNNER_TOOL_CACHE: path.join(home, 'tool-cache'),
      FAKE_TIME_SCALE: '0',
      npm_config_registry: registry.url,
      npm_config_cache: path.join(home, 'npm-cache'),
      npm_config_fetch_retries: '0',
      INPUT_AGENT: 'gemini',
      'INPUT_AGENT-VERSION': '9.9.9',
      'INPUT_INSTALL-CACHE': 'false',
      'INPUT_AGENT-USER': 'same',
      INPUT_PROMPT: 'hello',
      'INPUT_GITHUB-TOKEN': 'bench-token',
      'INPUT_ALLOWED-ACTORS': 'octo-dev',
      'INPUT_UPLOAD-ARTIFACT': 'false',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  await new Promise((resolve) => child.on('close', resolve));
  const ended = Date.now();
  await Promise.all([github.close(), registry.close()]);
  return {
    firstComment: first === null ? null : first - started,
    npmAsked: registry.asked.length > 0 ? registry.asked[0] - started : null,
    total: ended - started,
  };
}

export async function firstCommentBench({ root, runs = 5, holdMs = 3000, beforeDist = null }) {
  const { execFileSync } = await import('node:child_process');
  const npm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-first-comment-'));
  const sides = [{ name: 'now', entry: path.join(root, 'dist', 'index.js') }];
  if (beforeDist) sides.push({ name: 'before', entry: path.join(path.resolve(beforeDist), 'index.js') });
  const results = Object.fromEntries(sides.map((s) => [s.name, []]));
  try {
    console.log(
      `install: auto of gemini 9.9.9, the registry answering after ${holdMs} ms; ${runs} runs each, alternating`,
    );
    for (let run = 0; run < runs; run++) {
      for (const side of sides)
        results[side.name].push(await once(side.entry, dir, holdMs, path.dirname(npm)));
    }
    for (const side of sides) {
      const r = results[side.name];
      const fmt = (key) => r.map((x) => (x[key] === null ? 'none' : x[key].toFixed(0))).join(' ');
      const med = (key) => median(r.map((x) => x[key] ?? Number.POSITIVE_INFINITY)).toFixed(0);
      console.log(
        `  ${side.name.padEnd(7)} start -> first comment ms: ${fmt('firstComment')} (median ${med('firstComment')}); ` +
          `start -> npm's first registry request: median ${med('npmAsked')} ms; whole step: median ${med('total')} ms`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
