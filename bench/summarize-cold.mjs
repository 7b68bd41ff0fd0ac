// A cold `narrator summarize FILE` against the floor, both whole processes: what one CI job pays to
// fold a saved stream (`node dist/cli.js summarize FILE`, its JSON written to a pipe that is read
// and dropped) against a fresh node that streams the file, splits lines and JSON.parses each
// (bench/floor-run.mjs). Alternating (floor, summarize, floor, ...) so machine noise hits both
// alike; each run's wall and CPU time (preloaded bench/cpu-time.cjs), the median and the best.
// The target: summarize within 1.25x the floor. Build first (npm run build).
//
// Knobs: BENCH_MIB (100), BENCH_SUMMARIZE_RUNS (7), BENCH_BEFORE_DIST=DIR also times
// DIR/cli.js (another build, e.g. the last release's dist/) in the same alternation, for a
// before/after in one run; BENCH_KEEP=1 keeps the temp dir.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runWhole } from './action-path.mjs';
import { makeStream } from './make-stream.mjs';

const MiB = 1024 * 1024;
const TARGET = 1.25;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function summarizeColdBench({ root, sizeMiB = 100, runs = 7, beforeDist = null, keep = false }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-summarize-'));
  try {
    const stream = path.join(dir, 'stream.jsonl');
    const made = await makeStream(root, stream, sizeMiB * MiB);
    console.log(`stream: ${(made.bytes / MiB).toFixed(1)} MiB (08-long-run-30-tools x ${made.reps})`);
    const cpuFile = path.join(dir, 'cpu');
    const preload = ['--require', path.join(root, 'bench', 'cpu-time.cjs')];
    const sides = [
      { name: 'floor', argv: [...preload, path.join(root, 'bench', 'floor-run.mjs'), stream] },
      { name: 'summarize', argv: [...preload, path.join(root, 'dist', 'cli.js'), 'summarize', stream] },
    ];
    if (beforeDist) {
      sides.push({
        name: 'before',
        argv: [...preload, path.join(path.resolve(beforeDist), 'cli.js'), 'summarize', stream],
      });
    }
    const times = Object.fromEntries(sides.map((s) => [s.name, { wall: [], cpu: [] }]));
    // One warm-up of each (the page cache, not the JIT: every run is a fresh process).
    for (let run = -1; run < runs; run++) {
      for (const side of sides) {
        const r = await runWhole(side.argv, { env: { BENCH_CPU_FILE: cpuFile }, rssFile: null });
        if (r.code !== 0) throw new Error(`${side.name} exited ${r.code}: ${r.stderr}`);
        const cpu = Number(readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1));
        if (run >= 0) {
          times[side.name].wall.push(r.ms);
          times[side.name].cpu.push(cpu);
        }
      }
    }
    const floor = times.floor;
    for (const side of sides) {
      const t = times[side.name];
      const line =
        `  ${side.name.padEnd(10)} wall ms: ${t.wall.map((x) => x.toFixed(0)).join(' ')} ` +
        `(median ${median(t.wall).toFixed(0)}, best ${Math.min(...t.wall).toFixed(0)}); ` +
        `cpu ms: median ${median(t.cpu).toFixed(0)}, best ${Math.min(...t.cpu).toFixed(0)}`;
      console.log(line);
    }
    for (const side of sides.slice(1)) {
      const t = times[side.name];
      const pairs = t.wall.map((w, i) => w / floor.wall[i]);
      const best = Math.min(...t.wall) / Math.min(...floor.wall);
      const cpu = median(t.cpu) / median(floor.cpu);
      console.log(
        `${side.name} / floor: best ${best.toFixed(2)}x, median of pairs ${median(pairs).toFixed(2)}x ` +
          `(pairs ${pairs.map((p) => p.toFixed(2)).join(' ')}), cpu ${cpu.toFixed(2)}x` +
          (side.name === 'summarize' ? ` (target <= ${TARGET}x) ${best <= TARGET ? 'OK' : 'MISSED'}` : ''),
      );
    }
  } finally {
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
