// The path a user runs: dist/index.js started as the runner starts it, in a fresh process, with
// every view on (live comment to a loopback GitHub, job log, annotations, step summary, log file,
// summary file), reading a stand-in agent that writes the stream one line per write (to the file
// the Action gives it as stdout: src/agent/stdout-file.ts). Its figures are ratios to what runs beside it in the same bench:
//
//   floor      a fresh `node` that streams the file, splits lines and JSON.parses each (bench 1's
//              floor, run whole-process);
//   summarize  a fresh `node dist/cli.js summarize FILE` (the fold alone, cold);
//   action     a fresh `node dist/index.js` narrating the same stream.
//
// Printed beside them: `summarize` and the bare floor fed by the stand-in agent through a pipe. The
// Action cannot read the stream faster than the agent writes it, so the fed floor (no fold, no
// view, no log) is the least any reader of the agent gets on this machine.
//
// On the 100 MiB stream and its quarter and half (same capture, fewer repetitions: 1/4 and 1/2 of
// the tool calls), plus a stream of 40k small tool calls (no partial messages), plus a paced run
// of 10k tool calls that measures how far the live comment lags behind the stream. Every figure is
// a whole process, cold: what one CI job gets. Peak RSS is the Action process's own (preloaded
// bench/max-rss.cjs), not the stand-in agent's.
//
// Knobs: BENCH_MIB (100), BENCH_ACTION_RUNS (2: best of, per side), BENCH_LAG_SECONDS (40: how
// long the paced 10k-call run lasts; 0 skips it), BENCH_KEEP=1 keeps the temp dir.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DemoGitHub } from '../scripts/demo/fake-github.mjs';
import { makeStream } from './make-stream.mjs';

const MiB = 1024 * 1024;
const TARGETS = {
  actionVsSummarize: 1.3,
  linear: 4.2, // 4x the tool calls: at most this many times the time
  rssMiB: 150,
  summarizeVsFloor: 1.2,
  emptyVsNode: 2,
  lagMs: 5000,
};

function verdict(ok) {
  return ok ? 'OK' : 'MISSED';
}

function ratio(a, b) {
  return (a / b).toFixed(2);
}

/** Runs argv in a fresh process; resolves with its wall time (ms) and the preload's peak RSS. */
export function runWhole(
  argv,
  { env = {}, rssFile = null, consumeStdout = true, timeoutMs = 10 * 60_000 } = {},
) {
  return new Promise((resolve, reject) => {
    if (rssFile) writeFileSync(rssFile, '');
    const t0 = performance.now();
    const child = spawn(process.execPath, argv, {
      env: { ...process.env, ...env, ...(rssFile ? { BENCH_RSS_FILE: rssFile } : {}) },
      stdio: ['ignore', consumeStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    let stdoutTail = '';
    let commentWaitMs = 0;
    // Read stdout as the runner reads a step's log: everything, as fast as it comes.
    child.stdout?.on('data', (chunk) => {
      stdoutTail = (stdoutTail + chunk.toString()).slice(-4000);
      const wait = /narrator-timing comment-wait-ms=(\d+)/.exec(stdoutTail);
      if (wait) commentWaitMs = Number(wait[1]);
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - t0;
      const rssKiB = rssFile ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1)) : null;
      resolve({ ms, code, signal, stderr, stdoutTail, rssMiB: rssKiB ? rssKiB / 1024 : null, commentWaitMs });
    });
  });
}

/** A word for /bin/sh, quoted whole. */
function shellWord(arg) {
  return `'${String(arg).replaceAll("'", `'\\''`)}'`;
}

/**
 * `agentArgv | consumerArgv`, each a fresh node process, run by /bin/sh: the agent's stdout is an
 * OS pipe into the consumer's stdin, as in a shell pipeline (a pipe node makes for a child is a
 * socket pair, read through net.Socket: ~50% slower). Wall time from the spawn to the pipeline's
 * exit, and the consumer's peak RSS (only the consumer is given BENCH_RSS_FILE).
 */
function runPiped(agentArgv, consumerArgv, { rssFile, timeoutMs = 10 * 60_000 }) {
  return new Promise((resolve, reject) => {
    writeFileSync(rssFile, '');
    const node = shellWord(process.execPath);
    const script =
      `${node} ${agentArgv.map(shellWord).join(' ')} 2>/dev/null | ` +
      `BENCH_RSS_FILE=${shellWord(rssFile)} exec ${node} ${consumerArgv.map(shellWord).join(' ')} >/dev/null`;
    const t0 = performance.now();
    // Its own process group, so a timeout stops both processes, not only the shell.
    const child = spawn('/bin/sh', ['-c', script], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const rssKiB = Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1));
      resolve({ ms: performance.now() - t0, code, stderr, rssMiB: rssKiB ? rssKiB / 1024 : null });
    });
  });
}

export function actionEnv(dir, github, streamFile, extra = {}) {
  const event = path.join(dir, 'event.json');
  // The permission gate (src/action/gate/authorize.ts) checks the PR's author and the sender: the
  // loopback GitHub answers that octocat has write access, as on a real repository.
  const octocat = { login: 'octocat', type: 'User' };
  writeFileSync(
    event,
    JSON.stringify({
      action: 'opened',
      number: 1,
      pull_request: { number: 1, user: octocat },
      sender: octocat,
    }),
  );
  for (const f of ['out', 'summary', 'state']) writeFileSync(path.join(dir, f), '');
  const agent = `${process.execPath} ${path.join(import.meta.dirname, 'stand-in-agent.mjs')} ${streamFile}${extra.agentArgs ? ` ${extra.agentArgs}` : ''}`;
  return {
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'bench',
    GITHUB_JOB: 'narrate',
    GITHUB_ACTOR: 'octocat',
    GITHUB_OUTPUT: path.join(dir, 'out'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    GITHUB_STATE: path.join(dir, 'state'),
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: dir,
    INPUT_COMMAND: agent,
    // The agent as the runner user: its workspace here is RUNNER_TEMP itself, which is never lent to
    // another user; what agent-user: unprivileged adds to the start-up is in docs/security.md.
    'INPUT_AGENT-USER': 'same',
    'INPUT_GITHUB-TOKEN': 'bench-token-not-a-secret',
    'INPUT_STEP-SUMMARY': 'true',
    INPUT_ANNOTATIONS: 'true',
    'INPUT_COMMENT-ON': 'auto',
    'INPUT_FAIL-ON': 'error',
    // The Action prints how long its views waited for GitHub's answer to the final comment edit.
    NARRATOR_DEBUG_TIMING: '1',
    ...(extra.env ?? {}),
  };
}

async function best(n, fn) {
  const results = [];
  for (let i = 0; i < n; i++) results.push(await fn(i));
  const ms = Math.min(...results.map((r) => r.ms));
  const rss = Math.max(...results.map((r) => r.rssMiB ?? 0));
  return { ms, rssMiB: rss || null, all: results.map((r) => Math.round(r.ms)) };
}

export function assertOk(result, what) {
  if (result.code !== 0) {
    throw new Error(
      `${what} exited with ${result.code ?? result.signal}\n${result.stderr}\n${result.stdoutTail}`,
    );
  }
  return result;
}

/** One slice: floor, summarize and the Action, alternating, best of `runs` each. */
async function measureSlice({ root, dir, github, file, runs }) {
  const dist = path.join(root, 'dist');
  const rssFile = path.join(dir, 'rss');
  const floor = [];
  const summarize = [];
  const piped = [];
  const pipedFloor = [];
  const action = [];
  const preload = ['--require', path.join(import.meta.dirname, 'max-rss.cjs')];
  const fedByAgent = async (consumerArgv, what) =>
    assertOk(
      await runPiped(
        [path.join(import.meta.dirname, 'stand-in-agent.mjs'), file],
        [...preload, ...consumerArgv],
        {
          rssFile,
        },
      ),
      what,
    );
  for (let i = 0; i < runs; i++) {
    floor.push(
      assertOk(
        await runWhole([...preload, path.join(import.meta.dirname, 'floor-run.mjs'), file], {
          rssFile,
          consumeStdout: false,
        }),
        'floor',
      ),
    );
    // --require before the script: the preload measures the process it is loaded into.
    summarize.push(
      assertOk(
        await runWhole(
          [
            '--require',
            path.join(import.meta.dirname, 'max-rss.cjs'),
            path.join(dist, 'cli.js'),
            'summarize',
            file,
          ],
          {
            rssFile,
          },
        ),
        'summarize',
      ),
    );
    // The same stream fed to summarize, and to the floor, by the stand-in agent, line by line,
    // through a pipe (the Action reads it from a file the agent writes: the closest a shell
    // pipeline gets to that).
    piped.push(await fedByAgent([path.join(dist, 'cli.js'), 'summarize', '-'], 'piped summarize'));
    pipedFloor.push(await fedByAgent([path.join(import.meta.dirname, 'floor-run.mjs'), '-'], 'piped floor'));
    const runDir = mkdtempSync(path.join(dir, 'action-'));
    action.push(
      assertOk(
        await runWhole(
          ['--require', path.join(import.meta.dirname, 'max-rss.cjs'), path.join(dist, 'index.js')],
          {
            env: actionEnv(runDir, github, file),
            rssFile,
          },
        ),
        'action',
      ),
    );
    rmSync(runDir, { recursive: true, force: true });
  }
  const pick = (list) => ({
    ms: Math.min(...list.map((r) => r.ms)),
    rssMiB: Math.max(...list.map((r) => r.rssMiB ?? 0)) || null,
    all: list.map((r) => Math.round(r.ms)),
  });
  // The Action net of the time it only waited for GitHub's answer to the final comment edit (the
  // request in flight, Octokit's 1 s between writes): best of the runs, like the whole figure.
  const net = action.map((r) => r.ms - r.commentWaitMs);
  const best = net.indexOf(Math.min(...net));
  return {
    floor: pick(floor),
    summarize: pick(summarize),
    piped: pick(piped),
    pipedFloor: pick(pipedFloor),
    action: { ...pick(action), netMs: net[best], commentWaitMs: action[best].commentWaitMs },
  };
}

/** The paced 10k-call run: how long after a tool call was written the comment showed it. */
async function measureLag({ root, dir, file, linesPerSecond }) {
  const edits = [];
  const github = await new DemoGitHub({
    onChange: ({ comment }) => {
      const m = /<summary>(\d+) tool calls?/.exec(comment.body);
      edits.push({ at: Date.now(), calls: m ? Number(m[1]) : 0 });
    },
  }).start();
  try {
    const marks = path.join(dir, 'marks');
    writeFileSync(marks, '');
    const runDir = mkdtempSync(path.join(dir, 'lag-'));
    const result = assertOk(
      await runWhole([path.join(root, 'dist', 'index.js')], {
        env: actionEnv(runDir, github, file, {
          agentArgs: `--lines-per-second ${linesPerSecond} --marks ${marks}`,
        }),
      }),
      'paced action',
    );
    const written = readFileSync(marks, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ').map(Number));
    const lags = [];
    let e = 0;
    for (const [at, calls] of written) {
      while (e < edits.length && edits[e].calls < calls) e++;
      if (e === edits.length) {
        lags.push(Number.POSITIVE_INFINITY);
        continue;
      }
      lags.push(edits[e].at - at);
    }
    lags.sort((a, b) => a - b);
    const gaps = edits.slice(1).map((x, i) => x.at - edits[i].at);
    return {
      ms: result.ms,
      calls: written.length,
      edits: edits.length,
      maxLagMs: lags.at(-1) ?? null,
      p95LagMs: lags[Math.floor(lags.length * 0.95)] ?? null,
      maxGapMs: gaps.length ? Math.max(...gaps) : null,
    };
  } finally {
    await github.close();
  }
}

export async function actionPathBench({ root, sizeMiB = 100, runs = 2, lagSeconds = 40, keep = false }) {
  for (const f of ['dist/index.js', 'dist/cli.js']) {
    try {
      readFileSync(path.join(root, f));
    } catch {
      throw new Error(`${f} is missing: run \`npm run build\` first`);
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-action-bench-'));
  const github = await new DemoGitHub().start();
  try {
    mkdirSync(dir, { recursive: true });
    const full = path.join(dir, 'full.jsonl');
    const made = await makeStream(root, full, sizeMiB * MiB);
    const slices = [
      { name: 'quarter', reps: Math.max(1, Math.round(made.reps / 4)) },
      { name: 'half', reps: Math.max(1, Math.round(made.reps / 2)) },
    ];
    for (const s of slices) {
      s.file = path.join(dir, `${s.name}.jsonl`);
      s.bytes = (await makeStream(root, s.file, 0, { reps: s.reps })).bytes;
    }
    slices.push({ name: 'full', reps: made.reps, file: full, bytes: made.bytes });
    const noPartials = (line) => !line.includes('"type":"stream_event"');
    const many = path.join(dir, 'many-calls.jsonl');
    const manyMade = await makeStream(root, many, 0, { keep: noPartials, reps: Math.ceil(40_000 / 30) });
    const empty = path.join(dir, 'empty.jsonl');
    writeFileSync(empty, '');

    console.log(
      `streams: ${slices.map((s) => `${s.name} ${(s.bytes / MiB).toFixed(1)} MiB (${s.reps * 30} tool calls)`).join(', ')}; ` +
        `many-calls ${(manyMade.bytes / MiB).toFixed(1)} MiB (${manyMade.reps * 30} tool calls, no partial messages)`,
    );
    console.log(`each side: a fresh process, best of ${runs} (alternating); peak RSS = the process's own`);

    const rows = [];
    for (const s of [...slices, { name: 'many-calls', file: many, reps: manyMade.reps }]) {
      const m = await measureSlice({ root, dir, github, file: s.file, runs });
      rows.push({ ...s, ...m });
      console.log(
        `  ${s.name.padEnd(10)} floor ${m.floor.ms.toFixed(0)} ms · summarize ${m.summarize.ms.toFixed(0)} ms ` +
          `(${ratio(m.summarize.ms, m.floor.ms)}x floor, ${m.summarize.rssMiB?.toFixed(0)} MiB; ` +
          `fed by the stand-in agent ${m.piped.ms.toFixed(0)} ms, the floor fed so ${m.pipedFloor.ms.toFixed(0)} ms) · ` +
          `action ${m.action.ms.toFixed(0)} ms whole, ${m.action.netMs.toFixed(0)} ms net of ` +
          `${m.action.commentWaitMs} ms waiting for GitHub's answer to the final edit ` +
          `(${ratio(m.action.netMs, m.summarize.ms)}x summarize, ${ratio(m.action.netMs, m.piped.ms)}x fed; ` +
          `peak RSS ${m.action.rssMiB?.toFixed(0)} MiB) [runs: ${m.action.all.join(', ')} ms]`,
      );
    }

    // Start-up cost with nothing to fold: `summarize` of an empty stream vs node's own start.
    const emptySummarize = await best(5, () =>
      runWhole([path.join(root, 'dist', 'cli.js'), 'summarize', empty]).then((r) => ({ ...r, code: 0 })),
    );
    const nodeAlone = await best(5, () => runWhole(['-e', '0']));

    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    const fullRow = byName.full;
    const quarterRow = byName.quarter;
    const scaling = fullRow.action.ms / quarterRow.action.ms;
    const callsRatio = fullRow.reps / quarterRow.reps;
    const maxRss = Math.max(...rows.map((r) => r.action.rssMiB ?? 0));

    let lag = null;
    if (lagSeconds > 0) {
      const paced = path.join(dir, 'paced.jsonl');
      const pacedMade = await makeStream(root, paced, 0, { keep: noPartials, reps: Math.ceil(10_000 / 30) });
      const lines = pacedMade.reps * pacedMade.linesPerRep;
      lag = await measureLag({ root, dir, file: paced, linesPerSecond: Math.ceil(lines / lagSeconds) });
      console.log(
        `  paced: ${lag.calls} tool calls over ${(lag.ms / 1000).toFixed(1)} s, ${lag.edits} comment edits; ` +
          `lag from a tool call to the edit showing it: max ${(lag.maxLagMs / 1000).toFixed(2)} s, p95 ${(lag.p95LagMs / 1000).toFixed(2)} s; ` +
          `longest gap between edits ${(lag.maxGapMs / 1000).toFixed(2)} s`,
      );
    }

    console.log('verdict (cold, whole process):');
    const checks = [
      [
        `action / summarize (full stream): ${ratio(fullRow.action.ms, fullRow.summarize.ms)}x (target <= ${TARGETS.actionVsSummarize}x; ` +
          `the bare floor fed by the stand-in agent: ${ratio(fullRow.pipedFloor.ms, fullRow.summarize.ms)}x, fed summarize ${ratio(fullRow.piped.ms, fullRow.summarize.ms)}x)`,
        fullRow.action.ms / fullRow.summarize.ms <= TARGETS.actionVsSummarize,
      ],
      [
        `action scaling: ${callsRatio.toFixed(1)}x the tool calls took ${scaling.toFixed(2)}x the time (target <= ${TARGETS.linear}x for 4x)`,
        scaling <= TARGETS.linear * (callsRatio / 4),
      ],
      [
        `action peak RSS: ${maxRss.toFixed(0)} MiB at most (target <= ${TARGETS.rssMiB} MiB)`,
        maxRss <= TARGETS.rssMiB,
      ],
      [
        `summarize / floor (full stream): ${ratio(fullRow.summarize.ms, fullRow.floor.ms)}x (target <= ${TARGETS.summarizeVsFloor}x)`,
        fullRow.summarize.ms / fullRow.floor.ms <= TARGETS.summarizeVsFloor,
      ],
      [
        `summarize of an empty stream: ${emptySummarize.ms.toFixed(0)} ms vs node's own start ${nodeAlone.ms.toFixed(0)} ms = ${ratio(emptySummarize.ms, nodeAlone.ms)}x (target <= ${TARGETS.emptyVsNode}x)`,
        emptySummarize.ms / nodeAlone.ms <= TARGETS.emptyVsNode,
      ],
    ];
    if (lag) {
      checks.push([
        `live comment lag while 10k tool calls stream in: max ${(lag.maxLagMs / 1000).toFixed(2)} s (target <= ${TARGETS.lagMs / 1000} s)`,
        lag.maxLagMs <= TARGETS.lagMs,
      ]);
    }
    for (const [line, ok] of checks) console.log(`  ${verdict(ok)}  ${line}`);
    return { rows, emptySummarize, nodeAlone, lag, checks };
  } finally {
    await github.close();
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  await actionPathBench({
    root,
    sizeMiB: Number(process.env.BENCH_MIB ?? 100),
    runs: Number(process.env.BENCH_ACTION_RUNS ?? 2),
    lagSeconds: Number(process.env.BENCH_LAG_SECONDS ?? 40),
    keep: process.env.BENCH_KEEP === '1',
  });
}
