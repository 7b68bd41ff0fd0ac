// `npm run bench [-- NAME...]`: runs the benchmarks (all by default) on this Node, outside vitest.
// Each bench is one module exporting an async function; add new ones to BENCHES (e.g. the
// action-start -> agent-spawn bench).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionMemoryBench } from './action-memory.mjs';
import { actionPathBench } from './action-path.mjs';
import { agentInstallBench } from './agent-install.mjs';
import { foldThroughput } from './fold-throughput.mjs';
import { htmlRecordBench } from './html-record.mjs';
import { logFileBench } from './log-file.mjs';
import { startupBench } from './startup.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const BENCHES = {
  fold: () => foldThroughput({ root, sizeMiB: Number(process.env.BENCH_MIB ?? 100) }),
  // The whole Action as a user runs it: cold processes, every view on, ratios to a cold
  // `narrator summarize` and the floor of the same stream.
  action: () =>
    actionPathBench({
      root,
      sizeMiB: Number(process.env.BENCH_MIB ?? 100),
      runs: Number(process.env.BENCH_ACTION_RUNS ?? 2),
      lagSeconds: Number(process.env.BENCH_LAG_SECONDS ?? 40),
      keep: process.env.BENCH_KEEP === '1',
    }),
  // Peak RSS of the whole Action against the number of small tool calls (bounded: <= 300 MiB at
  // 1M calls, every call still in summary.json). Build first.
  memory: () =>
    actionMemoryBench({
      root,
      counts: (process.env.BENCH_CALLS ?? '100000,1000000').split(',').map(Number),
      keep: process.env.BENCH_KEEP === '1',
    }),
  // Process start -> agent spawn of dist/index.js (target: median <= 75 ms). Build first.
  startup: () => startupBench({ runs: Number(process.env.BENCH_STARTUP_RUNS ?? 15) }),
  // install: auto's first minute: start -> spawn of the real opencode package with install: never
  // (baseline), a cold and a warm Actions cache (loopback fakes; registry paced). Build first.
  install: () =>
    agentInstallBench({
      runs: Number(process.env.BENCH_INSTALL_RUNS ?? 3),
      mbps: Number(process.env.BENCH_REGISTRY_MBPS ?? 20),
    }),
  // What the redacted stream log adds over copying stdout to a file.
  log: () => logFileBench({ root, sizeMiB: Number(process.env.BENCH_MIB ?? 100) }),
  // The HTML record of the same stream: its size (<= 20 MiB), render time, Chromium's load time.
  html: () => htmlRecordBench({ root, sizeMiB: Number(process.env.BENCH_MIB ?? 100) }),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(BENCHES).join(', ')})`);
  process.exit(2);
}
if (!globalThis.gc) console.warn('note: run with --expose-gc (npm run bench does) for heap figures after GC');
console.log(`node ${process.version}`);
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHES)) {
  console.log(`\n== ${name} ==`);
  await BENCHES[name]();
}
