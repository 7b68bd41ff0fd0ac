#!/usr/bin/env node
// Start-up cost of the Action: time from process start (performance.timeOrigin) to the agent's
// spawn, as dist/index.js itself measures it (NARRATOR_DEBUG_TIMING=1 prints
// `narrator-timing spawn-ms=N`). Target: median <= 150 ms.
//
//   node bench/startup.mjs [runs=15]      (build first: npm run build)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist/index.js');
if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `npm run build` first');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 15);
const agent = `${path.join(root, 'test/fixtures/bin/replay-capture.mjs')} ${path.join(root, 'test/fixtures/claude-code/01-text')}`;
const samples = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-startup-'));
  for (const f of ['out', 'summary', 'state']) writeFileSync(path.join(dir, f), '');
  const result = spawnSync(process.execPath, [entry], {
    encoding: 'utf8',
    env: {
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? dir,
      INPUT_COMMAND: agent,
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
  if (!m) {
    console.error(`run ${i + 1}: no timing line (exit ${result.status})\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  samples.push(Number(m[1]));
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
console.log(
  `start-up to agent spawn: median ${median.toFixed(1)} ms over ${runs} runs ` +
    `(min ${samples[0].toFixed(1)}, max ${samples.at(-1).toFixed(1)}; target <= 150 ms)`,
);
