#!/usr/bin/env node
// Start-up cost of the Action: time from process start (performance.timeOrigin) to the agent's
// spawn, as dist/index.js itself measures it (NARRATOR_DEBUG_TIMING=1 prints
// `narrator-timing spawn-ms=N`). Target: median <= 75 ms.
//
//   node bench/startup.mjs [runs=15] [--entry FILE] [--against FILE]
//   (build first: npm run build). `--against` runs another bundle (e.g. an older build) in
//   alternation with the first, so both see the same machine load: the fair way to compare.
//   `npm run bench startup` runs it through bench/run.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_MS = 75;

/** One run of `entry` with a fake agent that prints a short real capture; returns ms to spawn. */
function measureOnce(entry) {
  const agent = `${path.join(root, 'test/fixtures/bin/replay-capture.mjs')} ${path.join(root, 'test/fixtures/claude-code/01-text')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-startup-'));
  try {
    for (const f of ['out', 'summary', 'state']) writeFileSync(path.join(dir, f), '');
    const result = spawnSync(process.execPath, [entry], {
      encoding: 'utf8',
      env: {
        PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
        HOME: process.env.HOME ?? dir,
        INPUT_COMMAND: agent,
        // The agent as the runner user: its workspace here is RUNNER_TEMP itself, which is never lent to
        // another user; what agent-user: unprivileged adds to the start-up is in docs/security.md.
        'INPUT_AGENT-USER': 'same',
        FAKE_TIME_SCALE: '0',
        NARRATOR_DEBUG_TIMING: '1',
        GITHUB_OUTPUT: path.join(dir, 'out'),
        GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
        GITHUB_STATE: path.join(dir, 'state'),
        RUNNER_TEMP: dir,
        GITHUB_WORKSPACE: dir,
      },
    });
    const m = /narrator-timing spawn-ms=([\d.]+)/.exec(result.stdout);
    if (!m)
      throw new Error(`${entry}: no timing line (exit ${result.status})\n${result.stdout}\n${result.stderr}`);
    return Number(m[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Node's own boot on this machine (to the first line of user code): the floor under any entry. */
function nodeFloorOnce() {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(performance.now()))'], {
    encoding: 'utf8',
  });
  return Number(result.stdout);
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
}

/** Measures `entry` (and `against`, alternating); prints and returns the medians. */
export async function startupBench({
  runs = 15,
  entry = path.join(root, 'dist/index.js'),
  against = null,
} = {}) {
  for (const file of [entry, against].filter(Boolean)) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const mine = [];
  const theirs = [];
  const floor = [];
  // One warm-up each (disk cache), not counted.
  measureOnce(entry);
  if (against) measureOnce(against);
  for (let i = 0; i < runs; i++) {
    mine.push(measureOnce(entry));
    if (against) theirs.push(measureOnce(against));
    floor.push(nodeFloorOnce());
  }
  const s = stats(mine);
  const f = stats(floor);
  console.log(
    `start-up to agent spawn: median ${s.median.toFixed(1)} ms over ${runs} runs ` +
      `(min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}; target <= ${TARGET_MS} ms)`,
  );
  console.log(`  node's own boot (empty script, same runs): median ${f.median.toFixed(1)} ms`);
  let baseline = null;
  if (against) {
    baseline = stats(theirs);
    console.log(
      `  against ${path.relative(process.cwd(), against) || against}: median ${baseline.median.toFixed(1)} ms ` +
        `(min ${baseline.min.toFixed(1)}, max ${baseline.max.toFixed(1)})`,
    );
  }
  return { median: s.median, min: s.min, max: s.max, floorMedian: f.median, baseline };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    if (i === -1) return null;
    const [, value] = args.splice(i, 2);
    return path.resolve(value ?? '');
  };
  const entry = option('--entry') ?? undefined;
  const against = option('--against');
  try {
    await startupBench({ runs: Number(args[0] ?? 15), entry, against });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
