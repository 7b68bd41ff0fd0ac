#!/usr/bin/env node
// The demo's stand-in for an agent CLI: replays a REAL captured Claude Code run (a folder with
// stdout.jsonl, timing.tsv, stderr.txt, exit_code.txt) with its recorded timing, so Narrator sees
// exactly what it saw from the real CLI, line by line and pause by pause.
//
//   replay-agent.mjs <capture dir>
//   NARRATOR_DEMO_TIME_SCALE  multiplies every recorded delay (default 1; 0 = no pauses; 6 = six
//                             times slower, so a 3 s run takes ~19 s and each comment edit shows)
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: replay-agent.mjs <capture dir>\n');
  process.exit(2);
}
const scale = Number(process.env.NARRATOR_DEMO_TIME_SCALE ?? '1');
if (!(scale >= 0)) {
  process.stderr.write(`replay-agent: NARRATOR_DEMO_TIME_SCALE must be 0 or more, got "${scale}"\n`);
  process.exit(2);
}
// The prompt arrives on stdin like a real agent's; read and ignore it so the writer never blocks.
process.stdin.resume();
process.stdin.on('error', () => {});

const stdout = readFileSync(path.join(dir, 'stdout.jsonl'));
const stderr = readFileSync(path.join(dir, 'stderr.txt'));
const exitCode = Number(readFileSync(path.join(dir, 'exit_code.txt'), 'utf8').trim());
// timing.tsv: line \t ms_since_spawn \t bytes \t type ; "-" rows are the harness's notes.
const due = new Map();
for (const row of readFileSync(path.join(dir, 'timing.tsv'), 'utf8').split('\n').slice(1)) {
  const [line, ms] = row.split('\t');
  if (line && line !== '-' && ms) due.set(Number(line), Number(ms));
}

// Each line with its own bytes (a last line without a newline is kept as is).
const lines = [];
let start = 0;
for (let i = 0; i < stdout.length; i++) {
  if (stdout[i] === 10) {
    lines.push(stdout.subarray(start, i + 1));
    start = i + 1;
  }
}
if (start < stdout.length) lines.push(stdout.subarray(start));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const write = (chunk) => new Promise((resolve) => process.stdout.write(chunk, resolve));
const t0 = Date.now();
for (let i = 0; i < lines.length; i++) {
  const wait = (due.get(i + 1) ?? 0) * scale - (Date.now() - t0);
  if (wait > 0) await sleep(wait);
  await write(lines[i]);
}
if (stderr.length > 0) process.stderr.write(stderr);
process.stdin.destroy();
process.exitCode = exitCode;
