// Child process of log-file.mjs: the timed rounds, in a fresh process. Round 0 of each side is a
// warm-up (not in the best-of); then copy and log alternate so machine noise hits both alike.
// Prints one JSON line. argv: <log-file bundle> <stream path> <scratch dir> <rounds>
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SPLIT_TOKEN } from './make-stream.mjs';

const [bundle, path, dir, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
const { RedactedLogFile, createRedactor } = await import(bundle);
const HIGH_WATER_MARK = 64 * 1024;

const redactor = createRedactor({
  secrets: [
    'ghs_BenchActionToken0123456789abcdefgh',
    'corp-vault-password-8812',
    'second "quoted" secret\\x',
  ],
  env: { SERVICE_API_KEY: 'svc/key+with=chars 42', DATABASE_URL: 'postgres://app:Hunter2Hunter2@db/app' },
});

async function copy(out) {
  const w = createWriteStream(out);
  for await (const chunk of createReadStream(path, { highWaterMark: HIGH_WATER_MARK })) w.write(chunk);
  w.end();
  await once(w, 'finish');
}

let peakRss = 0;
let midHeap = 0;
async function log(out, sample = false) {
  const file = new RedactedLogFile(out, redactor);
  let n = 0;
  const half = Math.floor(statSync(path).size / HIGH_WATER_MARK / 2);
  for await (const chunk of createReadStream(path, { highWaterMark: HIGH_WATER_MARK })) {
    file.write(chunk);
    if (!sample) continue;
    n++;
    if (n % 64 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (n === half) {
      // Halfway: what the writer holds (its hold-back, the lines waiting) after a full GC.
      globalThis.gc?.();
      midHeap = process.memoryUsage().heapUsed - baseHeap;
    }
  }
  const error = await file.close();
  if (error) throw error;
}

async function timed(run) {
  globalThis.gc?.({ type: 'minor' });
  const t = performance.now();
  await run();
  return performance.now() - t;
}

globalThis.gc?.();
const baseHeap = process.memoryUsage().heapUsed;
const copyOut = join(dir, 'copy.jsonl');
const logOut = join(dir, 'log.jsonl');
// The sampled run first, in a fresh heap: its peak RSS is the writer's, not the copies' buffers.
const baseRss = process.memoryUsage().rss;
await timed(() => log(logOut, true));
await timed(() => copy(copyOut));
const out = { copyMs: [], logMs: [] };
for (let round = 0; round < rounds; round++) {
  out.copyMs.push(await timed(() => copy(copyOut)));
  out.logMs.push(await timed(() => log(logOut)));
}

const written = readFileSync(logOut, 'utf8');
const original = readFileSync(path, 'utf8');
const lines = written.split('\n').filter(Boolean);
const originalLines = original.split('\n').filter(Boolean);
let allJson = lines.length === originalLines.length;
let changed = 0;
let text = '';
for (let i = 0; i < lines.length; i++) {
  if (lines[i] !== originalLines[i]) changed++;
  try {
    const frame = JSON.parse(lines[i]);
    const t = frame?.event?.delta?.text;
    if (typeof t === 'string') text += t;
  } catch {
    allJson = false;
  }
}
const leaks =
  text.split(SPLIT_TOKEN.slice(0, 10)).length - 1 + (written.split(SPLIT_TOKEN.slice(0, 10)).length - 1);
out.lines = lines.length;
out.changedLines = changed;
out.allJson = allJson;
out.leaks = leaks;
out.peakRssMiB = peakRss / (1024 * 1024);
out.baseRssMiB = baseRss / (1024 * 1024);
out.midHeapMiB = midHeap / (1024 * 1024);
console.log(JSON.stringify(out));
