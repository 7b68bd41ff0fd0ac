// Child process of fold-throughput.mjs: ONE instrumented fold of the stream in a fresh process,
// so its peak RSS is the fold's own (not the leftovers of the timed runs in the parent).
// argv: <fold bundle> <stream path>; prints one JSON line.
import { createReadStream, statSync } from 'node:fs';

const [bundle, path] = process.argv.slice(2);
const { RunFold } = await import(bundle);
const MiB = 1024 * 1024;
const size = statSync(path).size;
const gc = () => globalThis.gc?.();
gc();
const baseRss = process.memoryUsage().rss / MiB;
let peakRss = baseRss;
const marks = [];
const fold = new RunFold({ dialect: 'claude-code' });
let read = 0;
let nextMark = size / 4;
for await (const chunk of createReadStream(path)) {
  fold.pushBytes(chunk, 0);
  read += chunk.length;
  peakRss = Math.max(peakRss, process.memoryUsage().rss / MiB);
  if (read >= nextMark) {
    gc();
    const m = process.memoryUsage();
    marks.push({ atMiB: read / MiB, rss: m.rss / MiB, heap: m.heapUsed / MiB });
    nextMark = Number.POSITIVE_INFINITY;
  }
}
const summary = fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 0);
gc();
const m = process.memoryUsage();
marks.push({ atMiB: read / MiB, rss: m.rss / MiB, heap: m.heapUsed / MiB });
console.log(
  JSON.stringify({
    baseRss,
    peakRss,
    maxRss: process.resourceUsage().maxRSS / 1024,
    marks,
    toolCalls: summary.toolCalls.length,
    outcome: summary.outcome,
  }),
);
