// The HTML record of a long run, as a reviewer gets it: `narrator render FILE --format html` of the
// benchmark stream (the real capture 08 repeated to BENCH_MIB, ~15k tool calls at 100 MiB) in a
// fresh process, beside a cold `narrator summarize` of the same file (one pass each: the page is
// rendered in the same pass as the fold), then the page opened in Debian's Chromium. Prints the
// page's size (bounded at ~20 MiB whatever the stream) and how long Chromium takes to load it.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { makeStream } from './make-stream.mjs';

function timed(args, out) {
  const fd = openSync(out, 'w');
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', fd, 'pipe'], maxBuffer: 1 << 26 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  closeSync(fd);
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return ms;
}

export async function htmlRecordBench({ root, sizeMiB }) {
  const dir = mkdtempSync(join(os.tmpdir(), 'narrator-bench-html-'));
  try {
    const stream = join(dir, 'stream.jsonl');
    await makeStream(root, stream, sizeMiB * 1024 * 1024);
    const bytes = statSync(stream).size;
    const cli = join(root, 'dist', 'cli.js');
    const page = join(dir, 'record.html');
    const summarizeMs = Math.min(...[0, 1].map(() => timed([cli, 'summarize', stream], join(dir, 's.json'))));
    const renderMs = Math.min(...[0, 1].map(() => timed([cli, 'render', stream, '--format', 'html'], page)));
    const pageBytes = statSync(page).size;
    console.log(`stream ${(bytes / 1048576).toFixed(1)} MiB -> page ${(pageBytes / 1048576).toFixed(2)} MiB`);
    console.log(
      `cold summarize ${(summarizeMs / 1000).toFixed(2)} s, render --format html ${(renderMs / 1000).toFixed(2)} s (${(renderMs / summarizeMs).toFixed(2)}x)`,
    );
    console.log(`page <= 20 MiB: ${pageBytes <= 20 * 1048576 ? 'OK' : 'MISSED'}`);
    if (!existsSync('/usr/bin/chromium')) {
      console.log('chromium: /usr/bin/chromium missing, load time not measured');
      return;
    }
    const { chromium } = await import('playwright-core');
    const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: '/usr/bin/chromium',
      headless: true,
      offline: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const tab = await context.newPage();
      const start = Date.now();
      await tab.goto(`file://${page}`, { waitUntil: 'load', timeout: 120_000 });
      const loadMs = Date.now() - start;
      const entries = await tab.locator('#conversation .entry').count();
      console.log(`chromium: loaded in ${(loadMs / 1000).toFixed(2)} s, ${entries} entries on the page`);
    } finally {
      await context.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
