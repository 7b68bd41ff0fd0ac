// Child process of fold-throughput.mjs: the timed rounds, in a fresh process so the parent's heap
// (which built the 100 MiB stream) does not weigh on either side. Alternates floor and fold, each
// after a full GC; prints one JSON line with every round's wall and main-thread CPU time (ms).
// argv: <fold bundle> <stream path> <rounds>
import { getHeapSpaceStatistics } from 'node:v8';
import { floor } from './floor.mjs';

const [bundle, path, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
const { foldFile } = await import(bundle);
const exit = { exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null };
const gc = () => globalThis.gc?.();

/** CPU time of this thread alone: what a busy machine's other processes do not inflate. */
function threadCpuMs() {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

async function timed(run) {
  gc();
  const cpu = threadCpuMs();
  const t = performance.now();
  const result = await run();
  return { ms: performance.now() - t, cpu: threadCpuMs() - cpu, result };
}

/**
 * V8's young generation (MiB), after each fold: the fold's summary survives young-generation GCs
 * (15,000 tool calls' previews, ~3.5 MB per 100 MiB folded), and V8 answers survival by growing
 * the young generation, which then no longer fits the CPU cache; every later allocation, the
 * floor's included, gets slower. Printed so the effect is seen, not guessed.
 */
const youngMiB = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / (1024 * 1024);

const out = { floorMs: [], foldMs: [], floorCpu: [], foldCpu: [], toolCalls: null, youngMiB: [youngMiB()] };
for (let round = 0; round < rounds; round++) {
  const f = await timed(() => floor(path));
  out.floorMs.push(f.ms);
  out.floorCpu.push(f.cpu);
  // Only the count is kept: a 15,000-call summary held from one round would be marked by every
  // GC of the next rounds.
  const g = await timed(
    async () => (await foldFile(path, { dialect: 'claude-code', exit, now: () => 0 })).toolCalls.length,
  );
  out.foldMs.push(g.ms);
  out.foldCpu.push(g.cpu);
  out.toolCalls = g.result;
  out.youngMiB.push(youngMiB());
}
console.log(JSON.stringify(out));
