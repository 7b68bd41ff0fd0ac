// Bench 1: narrator's full fold vs the floor (stream the file, split lines, JSON.parse, nothing else;
// see floor.mjs). Both read the same file with fs.createReadStream and the same chunk size.
//
// The verdict is the steady state (fold-timing.mjs): in one fresh child process, a warm-up round of
// each side, then N rounds alternating (floor, fold, floor, fold, ...) so machine noise hits both
// alike; the best of N of each is compared (BENCH_ROUNDS, default 7). MB/s is a throughput: the JIT
// compiling the fold's code is a one-off cost of each process that does not grow with the stream,
// so it is measured apart (fold-cold.mjs: one run of each side in a fresh process, as one CI job
// folds one stream) and printed next to the verdict, not hidden.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { makeStream } from './make-stream.mjs';

const MiB = 1024 * 1024;

/**
 * Bundle src/run/fold.ts (and everything it imports) for plain Node, outside any test runner, with
 * the dialect list (fold-timing.mjs folds once more with every line parsed: see there).
 */
async function loadFold(root, dir) {
  const outfile = join(dir, 'fold.mjs');
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents:
        "export * from './src/run/fold.ts';\n" +
        "export { DIALECT_LIST } from './src/stream/dialects/index.ts';\n",
      resolveDir: root,
      sourcefile: 'bench-entry.ts',
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  });
  return outfile;
}

/** One side's single run in a fresh process (fold-cold.mjs); returns its wall time in ms. */
function coldRun(root, bundle, path, side, flags) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', ...flags, join(root, 'bench', 'fold-cold.mjs'), bundle, path, side],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`fold-cold ${side} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)).ms;
}

/**
 * Best-of-N over alternating runs (floor, fold, floor, fold, ...): on a loaded 2-core machine the
 * best run of each is the one least disturbed, and alternating exposes both to the same noise.
 */
export async function foldThroughput({
  root,
  sizeMiB = 100,
  rounds = Number(process.env.BENCH_ROUNDS ?? 7),
  coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3),
}) {
  const dir = await mkdtemp(join(tmpdir(), 'narrator-bench-'));
  try {
    const bundle = await loadFold(root, dir);
    const path = join(dir, 'stream.jsonl');
    const made = await makeStream(root, path, sizeMiB * MiB);
    const mb = made.bytes / 1e6;
    console.log(
      `stream: ${(made.bytes / MiB).toFixed(1)} MiB, ${made.reps} repetitions of ${made.linesPerRep} lines ` +
        `(08-long-run-30-tools, fresh ids per repetition, one result frame at the end)`,
    );
    // BENCH_NODE_FLAGS: V8 flags for the timed child only, for experiments (e.g.
    // --max-semi-space-size=1 to see what the young generation's growth costs); not the verdict.
    const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    if (flags.length > 0) console.log(`timed child runs with: ${flags.join(' ')}`);
    const timing = spawnSync(
      process.execPath,
      ['--expose-gc', ...flags, join(root, 'bench', 'fold-timing.mjs'), bundle, path, String(rounds)],
      { encoding: 'utf8' },
    );
    if (timing.status !== 0) throw new Error(`fold-timing failed: ${timing.stderr}`);
    const { warmup, floorMs, foldMs, floorCpu, foldCpu, parsedMs, toolCalls, youngMiB } = JSON.parse(
      timing.stdout.trim().split('\n').at(-1),
    );
    console.log(
      `  warm-up (JIT compiling, not in the best-of): floor ${warmup.floorMs.toFixed(0)} ms, ` +
        `fold ${warmup.foldMs.toFixed(0)} ms, ratio ${(warmup.foldMs / warmup.floorMs).toFixed(2)}x`,
    );
    for (let round = 0; round < rounds; round++) {
      console.log(
        `  round ${round + 1}: floor ${floorMs[round].toFixed(0)} ms (cpu ${floorCpu[round].toFixed(0)}), ` +
          `fold ${foldMs[round].toFixed(0)} ms (cpu ${foldCpu[round].toFixed(0)}), ratio ${(foldMs[round] / floorMs[round]).toFixed(2)}x; ` +
          `every line parsed ${parsedMs[round].toFixed(0)} ms`,
      );
    }
    console.log(
      `  V8 young generation (MiB) after the warm-up and after each round: ${youngMiB.map((m) => m.toFixed(0)).join(' → ')}`,
    );

    // Cold: one run of each side in its own fresh process, alternating, best of coldRuns each.
    const coldFloor = [];
    const coldFold = [];
    for (let run = 0; run < coldRuns; run++) {
      coldFloor.push(coldRun(root, bundle, path, 'floor', flags));
      coldFold.push(coldRun(root, bundle, path, 'fold', flags));
    }
    const bestFloor = Math.min(...floorMs);
    const bestFold = Math.min(...foldMs);
    const cpuRatio = Math.min(...foldCpu) / Math.min(...floorCpu);
    const parsedRatio = Math.min(...parsedMs) / bestFloor;

    // Memory: one instrumented fold in a fresh child process (see fold-memory.mjs), so the peak
    // RSS is the fold's own. RSS and heap (after a full GC) at 25% and 100% of the stream show
    // whether memory grows with length beyond the summary's bounded previews.
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', join(root, 'bench', 'fold-memory.mjs'), bundle, path],
      {
        encoding: 'utf8',
      },
    );
    if (child.status !== 0) throw new Error(`fold-memory failed: ${child.stderr}`);
    const mem = JSON.parse(child.stdout.trim().split('\n').at(-1));
    const { baseRss, peakRss, maxRss, marks } = mem;
    const final = mem;

    const ratio = bestFold / bestFloor;
    console.log('');
    console.log(
      `floor : ${(mb / (bestFloor / 1000)).toFixed(1)} MB/s  (best of ${rounds}: ${bestFloor.toFixed(0)} ms)`,
    );
    console.log(
      `fold  : ${(mb / (bestFold / 1000)).toFixed(1)} MB/s  (best of ${rounds}: ${bestFold.toFixed(0)} ms)`,
    );
    console.log(
      `ratio : ${ratio.toFixed(2)}x the floor in the steady state  (target <= 1.30x) ${ratio <= 1.3 ? 'OK' : 'MISSED'}`,
    );
    const coldRatio = Math.min(...coldFold) / Math.min(...coldFloor);
    console.log(
      `parsed: ${parsedRatio.toFixed(2)}x the floor with every line JSON.parse'd, as the floor does ` +
        `(the same fold without the Claude quiet-line fast path; best of ${rounds}: ${Math.min(...parsedMs).toFixed(0)} ms)`,
    );
    console.log(
      `cold  : ${coldRatio.toFixed(2)}x the floor for one run in a fresh process, JIT warm-up included ` +
        `(best of ${coldRuns}: floor ${Math.min(...coldFloor).toFixed(0)} ms, fold ${Math.min(...coldFold).toFixed(0)} ms; ` +
        `the fold's extra ${(Math.min(...coldFold) - bestFold).toFixed(0)} ms over its steady state is a one-off per process)`,
    );
    // Cross-check, not the verdict: the main thread's CPU time (best of N each) leaves out time the
    // scheduler gave to other processes, but also I/O waits and GC helper threads.
    console.log(
      `cpu   : ${cpuRatio.toFixed(2)}x the floor in main-thread CPU time (best of ${rounds}: floor ${Math.min(...floorCpu).toFixed(0)} ms, fold ${Math.min(...foldCpu).toFixed(0)} ms)`,
    );
    console.log(
      `peak RSS of one fold in a fresh process: ${peakRss.toFixed(0)} MiB sampled per chunk (baseline ${baseRss.toFixed(0)} MiB), ` +
        `maxRSS ${maxRss.toFixed(0)} MiB  (target <= 150 MiB) ${maxRss <= 150 ? 'OK' : 'MISSED'}`,
    );
    for (const m of marks) {
      console.log(
        `  after ${m.atMiB.toFixed(0)} MiB folded: rss ${m.rss.toFixed(0)} MiB, heap ${m.heap.toFixed(1)} MiB (after GC)`,
      );
    }
    const growth = marks.at(-1).heap - marks[0].heap;
    console.log(`heap growth from 25% to 100% of the stream: ${growth.toFixed(1)} MiB`);
    console.log(
      `summary: outcome ${final.outcome}, ${final.toolCalls} tool calls; timed runs agree: ${toolCalls === final.toolCalls}`,
    );
    return {
      floorMBs: mb / (bestFloor / 1000),
      foldMBs: mb / (bestFold / 1000),
      ratio,
      coldRatio,
      cpuRatio,
      parsedRatio,
      peakRss,
      maxRss,
      growth,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
