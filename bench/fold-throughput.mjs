// Bench 1: narrator's full fold vs the floor (stream the file, split lines, JSON.parse, nothing else).
// Both read the same file with fs.createReadStream and the same chunk size, in the same process,
// alternating (floor, fold, floor, fold, ...) so warm-up and machine noise hit both alike.
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { makeStream } from './make-stream.mjs';

const MiB = 1024 * 1024;
const HIGH_WATER_MARK = 64 * 1024; // fs.createReadStream's default, for both sides

/** The floor: what any NDJSON reader must do at least. */
async function floor(path) {
  let carry = null;
  let frames = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: HIGH_WATER_MARK })) {
    let pos = 0;
    let nl = chunk.indexOf(10, 0);
    while (nl !== -1) {
      let line;
      if (carry) {
        line = Buffer.concat([carry, chunk.subarray(0, nl)]).toString('utf8');
        carry = null;
      } else {
        line = chunk.toString('utf8', pos, nl);
      }
      if (line.length > 0 && JSON.parse(line) !== null) frames++;
      pos = nl + 1;
      nl = chunk.indexOf(10, pos);
    }
    if (pos < chunk.length) carry = carry ? Buffer.concat([carry, chunk.subarray(pos)]) : chunk.subarray(pos);
  }
  if (carry && carry.length > 0) {
    JSON.parse(carry.toString('utf8'));
    frames++;
  }
  return frames;
}

/** Bundle src/run/fold.ts (and everything it imports) for plain Node, outside any test runner. */
async function loadFold(root, dir) {
  const outfile = join(dir, 'fold.mjs');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/run/fold.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  });
  return { bundle: outfile, module: await import(outfile) };
}

function gc() {
  globalThis.gc?.();
}

export async function foldThroughput({ root, sizeMiB = 100, rounds = 3 }) {
  const dir = await mkdtemp(join(tmpdir(), 'narrator-bench-'));
  try {
    const { bundle, module } = await loadFold(root, dir);
    const { foldFile } = module;
    const path = join(dir, 'stream.jsonl');
    const made = await makeStream(root, path, sizeMiB * MiB);
    const mb = made.bytes / 1e6;
    console.log(
      `stream: ${(made.bytes / MiB).toFixed(1)} MiB, ${made.reps} repetitions of ${made.linesPerRep} lines ` +
        `(08-long-run-30-tools, fresh ids per repetition, one result frame at the end)`,
    );
    const exit = { exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null };
    const floorMs = [];
    const foldMs = [];
    let summary = null;
    for (let round = 0; round < rounds; round++) {
      gc();
      let t = performance.now();
      await floor(path);
      floorMs.push(performance.now() - t);
      gc();
      t = performance.now();
      summary = await foldFile(path, { dialect: 'claude-code', exit, now: () => 0 });
      foldMs.push(performance.now() - t);
      console.log(
        `  round ${round + 1}: floor ${floorMs.at(-1).toFixed(0)} ms, fold ${foldMs.at(-1).toFixed(0)} ms`,
      );
    }
    const bestFloor = Math.min(...floorMs);
    const bestFold = Math.min(...foldMs);

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
      `ratio : ${ratio.toFixed(2)}x the floor  (target <= 1.30x) ${ratio <= 1.3 ? 'OK' : 'MISSED'}`,
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
      `summary: outcome ${final.outcome}, ${final.toolCalls} tool calls; timed runs agree: ${summary?.toolCalls.length === final.toolCalls}`,
    );
    return {
      floorMBs: mb / (bestFloor / 1000),
      foldMBs: mb / (bestFold / 1000),
      ratio,
      peakRss,
      maxRss,
      growth,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
