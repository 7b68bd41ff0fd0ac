#!/usr/bin/env node
// A stand-in agent for the whole-Action bench: prints a stream file to stdout ONE LINE PER WRITE,
// as a real CLI does, and waits for 'drain' whenever its stdout is full. (The Action gives an
// agent a file as stdout, which never is: the agent runs at its own pace. The `summarize` side of
// the bench pipes it.)
//
//   node bench/stand-in-agent.mjs FILE [--lines-per-second N] [--marks FILE]
//
// --lines-per-second paces the writes (for the live-comment lag figure; default: as fast as the
// pipe takes them). --marks appends "<epoch ms> <tool calls so far>" each time a tool_use starts,
// so the bench can tell how long the comment took to show each call.
import { once } from 'node:events';
import { appendFileSync, createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const file = args[0];
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? null : args[i + 1];
};
const perSecond = Number(option('--lines-per-second') ?? 0);
const marks = option('--marks');
if (!file) {
  console.error('usage: stand-in-agent.mjs FILE [--lines-per-second N] [--marks FILE]');
  process.exit(2);
}

const started = Date.now();
let written = 0;
let calls = 0;
let pendingMarks = [];
const flushMarks = () => {
  if (marks && pendingMarks.length > 0) appendFileSync(marks, pendingMarks.join(''));
  pendingMarks = [];
};
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
  if (perSecond > 0) {
    const due = started + (written / perSecond) * 1000;
    const wait = due - Date.now();
    if (wait > 1) {
      flushMarks();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  if (marks && line.includes('"type":"tool_use"') && line.startsWith('{"type":"assistant"')) {
    calls++;
    pendingMarks.push(`${Date.now()} ${calls}\n`);
  }
  if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
  written++;
}
flushMarks();
