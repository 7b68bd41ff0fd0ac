// `node scripts/docs-screenshot.mjs`: the pictures in README.md. Folds REAL Claude Code captures
// (test/fixtures/claude-code/<scenario>/) through the streaming pipeline, renders each final PR
// comment with src/report/comment.ts, shows it as GitHub would (scripts/demo/preview.mjs: GFM +
// GitHub's sanitizer rules + GitHub's markdown CSS) in headless Chromium, and writes
//   docs/<name>.png  the screenshot (collapsed <details> opened, so the tool table shows)
//   docs/<name>.md   the comment's markdown, as posted
// Needs Debian's chromium (/usr/bin/chromium; CHROMIUM_PATH overrides). Rerun after changing the
// comment renderer, and commit the results.

import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { previewPage } from './demo/preview.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pictures: output name -> capture. */
const PICTURES = {
  comment: '10h-edit-write',
  'comment-failure': '06c-persistent-500',
};

// src/ is TypeScript: bundle the few modules needed into one temporary ESM file.
const ENTRY = `
import { renderComment, commentMarker } from './src/report/comment.ts';
import { createRedactor } from './src/redact/redact.ts';
import { RunFold } from './src/run/fold.ts';
import { readCapture, replayLines } from './src/run/replay.ts';

export async function finalComment(captureDir) {
  const capture = await readCapture(captureDir);
  const fold = new RunFold({ dialect: 'auto' });
  const last = await replayLines(capture.stdout, capture.timing, fold, { speed: Number.POSITIVE_INFINITY });
  const summary = fold.end(capture.exit, last);
  const runUrl = 'https://github.com/acme/app/actions/runs/1';
  return renderComment(summary, {
    now: last,
    marker: commentMarker('agent-review.yml/review'),
    runUrl,
    stepSummaryUrl: runUrl + '#summary',
    redact: createRedactor({ env: {} }).redact,
  });
}
`;

async function loadRenderer() {
  const dir = join(root, '.tmp', 'docs-screenshot');
  await mkdir(dir, { recursive: true });
  const outfile = join(dir, 'render.mjs');
  await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'docs-entry.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { finalComment } = await loadRenderer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 912, height: 400 }, deviceScaleFactor: 1 });
    await mkdir(join(root, 'docs'), { recursive: true });
    for (const [name, capture] of Object.entries(PICTURES)) {
      const markdown = await finalComment(join(root, 'test', 'fixtures', 'claude-code', capture));
      await writeFile(join(root, 'docs', `${name}.md`), markdown);
      await page.setContent(previewPage(markdown, { title: `Narrator: ${capture}` }), { waitUntil: 'load' });
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) d.open = true;
      });
      const box = page.locator('.comment');
      await box.screenshot({ path: join(root, 'docs', `${name}.png`) });
      console.log(`docs/${name}.png and docs/${name}.md from capture ${capture}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
