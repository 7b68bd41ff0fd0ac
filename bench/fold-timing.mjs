// Child process of fold-throughput.mjs: the timed rounds, in a fresh process so the parent's heap
// (which built the 100 MiB stream) does not weigh on either side. Prints one JSON line with every
// round's wall and main-thread CPU time (ms). argv: <fold bundle> <stream path> <rounds>
//
// Round 0 of each side is the warm-up (the JIT compiling the code as it runs): timed and reported,
// never in the best-of. Then floor and fold alternate, so machine noise hits both alike.
//
// Between rounds only the YOUNG generation is collected (gc({ type: 'minor' })), so neither side
// starts with the other's short-lived garbage. Not a full GC: once a fold has returned, none of its
// objects (the splitter, the parser, its bounded maps, the summary) is alive, and a full GC then
// drops their hidden classes, and with them every optimized function specialized on those classes
// (V8's trace per round: 16 to 25 optimized functions thrown away, "embedded weak objects
// cleared", and 80 to 140 ms of recompiling). Each fold round was then a re-warm-up, neither the
// steady state nor one real run: 1.56-1.63x the floor, where the same rounds without the full GC
// measured 1.26-1.30x. The floor has almost no code to lose. The cold cost (one run in a fresh
// process) is measured apart, by fold-cold.mjs.
//
// A third side, timed in the same rounds but not in the verdict: the same fold with every line
// JSON.parse'd, i.e. with the Claude dialect's quiet-line fast path taken away
// (src/stream/dialects/claude-quiet-lines.ts: about half of this stream's lines are recognized
// without being parsed). Printed so the reader sees what the fold costs on top of the floor's own
// work, not only the ratio the fast path buys.
import { createHash } from 'node:crypto';
import { getHeapSpaceStatistics } from 'node:v8';
import { floor } from './floor.mjs';

const [bundle, path, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
const { foldFile, DIALECT_LIST } = await import(bundle);
const exit = { exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null };
const minorGc = () => globalThis.gc?.({ type: 'minor' });

/** CPU time of this thread alone: what a busy machine's other processes do not inflate. */
function threadCpuMs() {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

async function timed(run) {
  minorGc();
  const cpu = threadCpuMs();
  const t = performance.now();
  const result = await run();
  return { ms: performance.now() - t, cpu: threadCpuMs() - cpu, result };
}

/**
 * V8's young generation (MiB), after each round: the fold's summary survives young-generation GCs
 * (15,000 tool calls' previews, ~3.5 MB per 100 MiB folded), and V8 answers survival by growing
 * the young generation; it never shrinks it under load, so the floor's rounds run with it too. (It
 * does not make the floor slower: in memory the floor measured 296 ms with the default semi-space,
 * which stays at 1 MiB for the floor alone, and 290-296 ms with 4, 16 or 32 MiB forced.) Printed
 * so the effect is seen, not guessed.
 */
const youngMiB = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / (1024 * 1024);

const foldOnce = () => foldFile(path, { dialect: 'claude-code', exit, now: () => 0 });

/**
 * What a round's summary is kept as: its tool-call count and a digest of its JSON (every round of
 * both fold sides must give the same). Not the summary: 15,000 calls held from one round would be
 * marked by every GC of the next rounds.
 */
const digestOf = (summary) => ({
  toolCalls: summary.toolCalls.length,
  sha256: createHash('sha256').update(JSON.stringify(summary)).digest('hex'),
});

/** Every dialect as registered, but the Claude parser without its `quietLine` fast path. */
const everyLineParsed = DIALECT_LIST.map((d) =>
  d.name !== 'claude-code'
    ? d
    : {
        ...d,
        createParser: () => {
          const parser = d.createParser();
          return { toEvents: (frame, at) => parser.toEvents(frame, at) };
        },
      },
);
const foldParsed = () =>
  foldFile(path, { dialect: 'claude-code', definitions: everyLineParsed, exit, now: () => 0 });

const warmFloor = await timed(() => floor(path));
const warmFold = await timed(foldOnce);
const digest = digestOf(warmFold.result);
warmFold.result = null;
await timed(foldParsed);
const out = {
  warmup: { floorMs: warmFloor.ms, foldMs: warmFold.ms },
  floorMs: [],
  foldMs: [],
  floorCpu: [],
  foldCpu: [],
  parsedMs: [],
  toolCalls: digest.toolCalls,
  youngMiB: [youngMiB()],
};
for (let round = 0; round < rounds; round++) {
  const f = await timed(() => floor(path));
  out.floorMs.push(f.ms);
  out.floorCpu.push(f.cpu);
  const g = await timed(foldOnce);
  out.foldMs.push(g.ms);
  out.foldCpu.push(g.cpu);
  const p = await timed(foldParsed);
  out.parsedMs.push(p.ms);
  for (const [side, r] of [
    ['fold', g],
    ['every line parsed', p],
  ]) {
    const d = digestOf(r.result);
    r.result = null;
    if (d.sha256 !== digest.sha256)
      throw new Error(`round ${round + 1}: the ${side} summary differs (${d.toolCalls} tool calls)`);
  }
  out.youngMiB.push(youngMiB());
}
console.log(JSON.stringify(out));
