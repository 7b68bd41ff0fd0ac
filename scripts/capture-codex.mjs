#!/usr/bin/env node
// Records REAL Codex CLI streams for test/fixtures/codex/real-*.jsonl (Node >= 23.6: it imports
// the TypeScript test helpers directly, types stripped).
//
//   node scripts/capture-codex.mjs [SCENARIO…]     # default: every scenario below
//
// Each scenario runs the pinned CLI (scripts/install-agents.mjs installs it) with the argv the
// Action's own codex recipe builds (src/agent/recipes/codex.ts, the prompt on stdin), in the offline
// sandbox of test/support/codex-env.ts, against the local Responses API server
// (test/support/responses-server.ts) answering the scenario's script. It writes, per scenario:
// real-<name>.jsonl (stdout, byte-exact), real-<name>.stderr (stderr, byte-exact) and the entry in
// manifest.json (exit code, signal, the exact command, what the server answered). Nothing else is
// edited: thread ids, temp paths and timestamps are the run's own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The helpers import each other as './x.js' (TypeScript's convention); map that to './x.ts'.
register(
  `data:text/javascript,${encodeURIComponent(`
    import { existsSync } from 'node:fs';
    import { fileURLToPath } from 'node:url';
    export async function resolve(specifier, context, next) {
      if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
        const ts = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
        if (existsSync(fileURLToPath(ts))) return next(ts.href, context);
      }
      return next(specifier, context);
    }`)}`,
  import.meta.url,
);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(repoRoot, 'test/fixtures/codex');
const load = (rel) => import(pathToFileURL(path.join(repoRoot, rel)).href);
const S = await load('test/support/responses-server.ts');
const { makeCodexSandbox } = await load('test/support/codex-env.ts');
const { startEgressGuard } = await load('test/support/egress-guard.ts');
const { planAgentLaunch } = await load('src/agent/agents.ts');

const install = JSON.parse(
  spawnSync(process.execPath, [path.join(repoRoot, 'scripts/install-agents.mjs'), 'codex', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .stdout.trim()
    .split('\n')
    .at(-1),
);

const slowLoop = 'for i in 1 2 3 4 5 6 7 8 9 10; do echo tick $i >> ticks.log; sleep 1; done';

/** name → what the server answers, the permission mode, and what the capture is about. */
const SCENARIOS = {
  text: {
    about:
      'a plain answer: thread.started, turn.started, one agent_message, turn.completed with usage; exit 0',
    model: { replies: [S.response([S.text('Hello from the local model.')])] },
  },
  'tools-workspace-write': {
    about:
      'acceptEdits (--sandbox workspace-write): reasoning + a passing command + a failing one (exit 2, status failed) in one response, then an apply_patch adding a file (file_change completed) and a final answer; exit 0',
    mode: 'acceptEdits',
    model: {
      replies: [
        S.response([
          S.reasoning('Plan: look, fail once, then add a file.'),
          S.execCommand('echo ok'),
          S.execCommand('ls /nonexistent-dir'),
        ]),
        S.response([S.applyPatch(S.addFilePatch('NOTES.md', 'written by codex'))]),
        S.response([S.text('Added NOTES.md.')]),
      ],
    },
  },
  'blocked-read-only': {
    about:
      'no permission mode (the read-only sandbox): a command that writes, a passing command and a patch in one response. The passing command is the only item; the blocked command and patch leave only stderr lines (sandbox violation, patch rejected); turn.completed, exit 0',
    model: {
      replies: [
        S.response([
          S.execCommand('echo written > written.txt'),
          S.execCommand('echo can-read'),
          S.applyPatch(S.addFilePatch('NOTES.md', 'x')),
        ]),
        S.response([S.text('I could not write anything.')]),
      ],
    },
  },
  'api-500': {
    about:
      'HTTP 500 on every request (stream_max_retries = 2): two "Reconnecting... n/2" errors whose text hides the status, the fatal error line, then turn.failed with the same message; exit 1',
    model: { respond: () => S.httpError(500) },
  },
  'bad-key-401': {
    about:
      'HTTP 401 on every request: "Reconnecting... n/2 (unexpected status 401 Unauthorized: …)", the fatal error line, then turn.failed with the same message (request ids differ per attempt); exit 1',
    model: { respond: () => S.httpError(401, { message: 'Incorrect API key provided: sk-co***ey.' }) },
  },
  'bad-request-400': {
    about:
      "HTTP 400 invalid_request_error on the first request (the API's own words for a tool refused under reasoning.effort minimal): Codex does not retry a 400; its error line and turn.failed carry the API's error body as pretty-printed JSON; exit 1",
    model: {
      respond: () =>
        S.httpError(400, {
          message: "The following tools cannot be used with reasoning.effort 'minimal': web_search.",
          code: null,
        }),
    },
  },
  'max-output-tokens': {
    about:
      'the API stops at the output limit (response.incomplete, reason max_output_tokens): the partial agent_message, then error + turn.failed "Incomplete response returned, reason: max_output_tokens"; exit 1',
    model: {
      replies: [S.response([S.text('The answer starts here and then')], { incomplete: 'max_output_tokens' })],
    },
  },
  'drop-then-ok': {
    about:
      'the first two responses are cut mid-stream (socket closed): two "Reconnecting... n/2 (stream disconnected before completion: …)" retries, then the answer; exit 0',
    model: {
      replies: [
        { kind: 'drop', afterEvents: 3 },
        { kind: 'drop', afterEvents: 3 },
        S.response([S.text('Recovered.')]),
      ],
    },
  },
  'sandbox-unavailable': {
    about:
      'acceptEdits, on a machine without unprivileged user namespaces (emulated: codex runs in a user namespace whose max_user_namespaces is 0, as on an Ubuntu 24.04 runner that restricts them): the sandboxed command fails with a "bwrap: Creating new namespace failed" output (status failed), the patch fails to write (file_change failed, a router error on stderr); exit 0',
    mode: 'acceptEdits',
    wrap: [
      'unshare',
      '-U',
      '-r',
      'sh',
      '-c',
      'echo 0 > /proc/sys/user/max_user_namespaces && exec "$0" "$@"',
    ],
    model: {
      replies: [
        S.response([S.execCommand('echo written > written.txt')]),
        S.response([S.applyPatch(S.addFilePatch('NOTES.md', 'x'))]),
        S.response([S.text('The sandbox did not let me.')]),
      ],
    },
  },
  'sigterm-mid-tool': {
    about:
      'acceptEdits; SIGTERM to the process group while a slow command runs (after its first tick): item.started for the command, no terminal frame',
    mode: 'acceptEdits',
    sigterm: 'ticks.log',
    model: { replies: [S.response([S.execCommand(slowLoop)]), S.response([S.text('Loop done.')])] },
  },
};

async function capture(name, scenario) {
  const server = await S.startResponsesServer(scenario.model);
  const guard = await startEgressGuard();
  const sandbox = makeCodexSandbox({
    proxyUrl: guard.url,
    pathPrepend: [install.binDir, path.dirname(process.execPath)],
  });
  const sandboxEnv = sandbox.envFor(server.url);
  const prompt = 'Do the task.';
  const plan = planAgentLaunch(
    'codex',
    {
      prompt,
      model: null,
      maxTurns: null,
      maxBudgetUsd: null,
      allowedTools: [],
      permissionMode: scenario.mode ?? null,
      args: [],
      env: sandboxEnv,
    },
    'codex',
  );
  const env = { ...sandboxEnv, ...plan.env };
  const argv = [...(scenario.wrap ?? []), plan.file, ...plan.args];
  const child = spawn(argv[0], argv.slice(1), { cwd: sandbox.repo, env, detached: true, stdio: 'pipe' });
  child.stdin.end(plan.stdin);
  const out = [];
  const err = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => err.push(d));
  let poll = null;
  if (scenario.sigterm) {
    poll = setInterval(() => {
      if (!fs.existsSync(path.join(sandbox.repo, scenario.sigterm))) return;
      clearInterval(poll);
      process.kill(-child.pid, 'SIGTERM');
    }, 25);
  }
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 60_000);
  const [code, signal] = await new Promise((resolve) => child.on('close', (c, s) => resolve([c, s])));
  clearTimeout(timer);
  if (poll) clearInterval(poll);
  fs.writeFileSync(path.join(fixtures, `real-${name}.jsonl`), Buffer.concat(out));
  fs.writeFileSync(path.join(fixtures, `real-${name}.stderr`), Buffer.concat(err));
  const entry = {
    real: true,
    exitCode: code,
    signal,
    stderr: `real-${name}.stderr`,
    about: scenario.about,
    command: [
      ...Object.entries(plan.env).map(([k, v]) => `${k}=${v}`),
      ...[...(scenario.wrap ?? []), 'codex', ...plan.args].map((a) =>
        /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a}'`,
      ),
      `<<< '${prompt}'`,
    ].join(' '),
    server: server.requests.map((r) => r.answered),
    proxied: guard.attempts,
  };
  await server.close();
  await guard.close();
  sandbox.cleanup();
  return entry;
}

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(SCENARIOS);
const manifestFile = path.join(fixtures, 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
for (const name of names) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`unknown scenario ${name}; known: ${Object.keys(SCENARIOS).join(', ')}`);
  const entry = await capture(name, scenario);
  manifest[`real-${name}.jsonl`] = entry;
  process.stderr.write(`captured real-${name}: exit ${entry.exitCode} signal ${entry.signal}\n`);
}
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
process.stderr.write(`codex ${install.version}: ${names.length} captures written to ${fixtures}\n`);
