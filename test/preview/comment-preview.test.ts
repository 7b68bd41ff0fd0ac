/**
 * What a person sees: comment bodies (final and mid-run, from REAL captures) rendered as GitHub
 * renders a comment (scripts/demo/preview.mjs: GFM + GitHub's sanitizing + GitHub's markdown CSS)
 * and opened in headless Chromium at a 1000 px viewport. Checks the visible page, not the
 * markdown: the header, the checklist, tool calls collapsed, no markup leaking as text, nothing
 * wider than the page. A screenshot per case is kept in test-artifacts/preview/.
 *
 * Expectations were written from reading the streams (test/fixtures/claude-code/<name>/stdout.jsonl).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPage } from '../../scripts/demo/preview.mjs';
import { renderComment } from '../../src/report/comment.js';
import { reduce } from '../../src/run/reducer.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { runningSummary } from '../report/hand-written-summaries.js';
import { captureEvents } from '../support/captures.js';
import { type Browser, launchChromium } from '../support/chromium.js';
import { REPO_ROOT } from '../support/fake-agents.js';

const ARTIFACTS = path.join(REPO_ROOT, 'test-artifacts', 'preview');
const RUN_URL = 'https://github.com/octo/app/actions/runs/1234';

/** Folds a capture's events; `stop` says where to stop for a mid-run body (before the exit event). */
function fold(name: string, stop?: (event: AgentEvent, folded: AgentEvent[]) => boolean): RunSummary {
  let s = emptySummary('claude-code');
  const folded: AgentEvent[] = [];
  for (const event of captureEvents(name)) {
    if (stop && (event.kind === 'exit' || stop(event, folded))) break;
    s = reduce(s, event);
    folded.push(event);
  }
  return s;
}

const toolCallsSeen = (n: number) => (_e: AgentEvent, folded: AgentEvent[]) =>
  folded.filter((e) => e.kind === 'tool_call').length >= n;

function body(summary: RunSummary): string {
  return renderComment(summary, {
    now: summary.lastEventAt ?? 0,
    marker: '<!-- narrator:preview -->',
    redact: (s) => s,
    runUrl: RUN_URL,
  });
}

interface Case {
  name: string;
  summary: () => RunSummary;
  header: RegExp;
  /** Visible without opening anything. */
  visible: string[];
  /** Text of the collapsed tool-call summary line, or null when the run made no tool calls. */
  toolSummary: RegExp | null;
  /** Rows of the tool table once it is opened. */
  toolRows?: number;
  /** Visible only after opening the <details>. */
  inside?: string[];
  checkboxes?: { total: number; checked: number };
}

const CASES: Case[] = [
  {
    name: '03-tools-final',
    summary: () => fold('03-tools'),
    header: /^✅ Claude finished · .* · 3 turns · 2 tool calls · \$0\.04$/,
    visible: ['The repo contains a README, package.json and src/add.js with its test.', 'job log'],
    toolSummary: /^2 tool calls · 0 failed · 0 denied$/,
    toolRows: 2,
    inside: ['ls -la', 'README.md'],
  },
  {
    name: '03-tools-midrun',
    // The first tool call (Bash `ls -la`) has started and not answered yet.
    summary: () => fold('03-tools', (e, folded) => e.kind === 'tool_result' && toolCallsSeen(1)(e, folded)),
    header: /^.*Claude .*claude-/,
    visible: ['Now:', 'Bash', 'ls -la'],
    toolSummary: /^1 tool call · 0 failed · 0 denied$/,
    toolRows: 1,
  },
  {
    name: '04-tool-errors-final',
    summary: () => fold('04-tool-errors'),
    header: /Claude finished · .* · 4 tool calls/,
    visible: ['All four attempts failed as expected.'],
    toolSummary: /^4 tool calls · 4 failed · 0 denied$/,
    toolRows: 4,
    inside: ['✗ exit 3', 'NoSuchTool', 'no-such-file.txt'],
  },
  {
    name: '06c-persistent-500-final',
    summary: () => fold('06c-persistent-500'),
    header: /^❌ Claude stopped: API error after 10 retries/,
    visible: ['API Error: 500', '10 API retries'],
    toolSummary: null,
  },
  {
    name: '06c-persistent-500-midrun',
    // Five retries in, waiting 8.6 s before the sixth attempt.
    summary: () => fold('06c-persistent-500', (e) => e.kind === 'retry' && e.attempt === 6),
    header: /Claude/,
    visible: ['⏳', 'retry 5/10', '5 retries so far'],
    toolSummary: null,
  },
  {
    name: '08-long-run-30-tools-final',
    summary: () => fold('08-long-run-30-tools'),
    header: /^✅ Claude finished · .* · 30 tool calls/,
    visible: [],
    toolSummary: /^30 tool calls · 0 failed · 0 denied$/,
    toolRows: 30,
    inside: ['echo step-1', 'echo step-30'],
  },
  {
    name: '08-long-run-30-tools-midrun',
    summary: () => fold('08-long-run-30-tools', toolCallsSeen(15)),
    header: /Claude/,
    visible: ['Now:'],
    toolSummary: /^15 tool calls · 0 failed · 0 denied$/,
    toolRows: 15,
  },
  {
    name: '10g-subagent-foreground-final',
    summary: () => fold('10g-subagent-foreground'),
    header: /^✅ Claude finished · .* · 2 tool calls/,
    visible: ['The subagent found README.md, package.json and src/.'],
    toolSummary: /^2 tool calls · 0 failed · 0 denied$/,
    toolRows: 2,
    inside: ['Agent', '↳ Bash', 'Explore repo'],
  },
  {
    // HAND-WRITTEN summary (test/report/hand-written-summaries.ts): no real capture has a plan.
    name: 'hand-written-plan-midrun',
    summary: runningSummary,
    header: /Claude .*claude-opus-5-5/,
    visible: ['Plan', 'Read the failing test', 'Fix it and run the tests', 'in progress', 'npm test'],
    toolSummary: /^3 tool calls · 1 failed · 0 denied$/,
    toolRows: 3,
    checkboxes: { total: 3, checked: 1 },
  },
];

/** Markup that must never be visible as text on a rendered comment. */
const RAW_MARKUP = [
  /\*\*/,
  /\|\s*-{2,}/,
  /\|--:/,
  /<\/?(details|summary|table|br|p|div|code)\b/i,
  /<!--/,
  /&(lt|gt|amp|quot|#\d+);/,
  /^\s*#{1,6} /m,
  /`/,
];

interface PageState {
  text: string;
  header: string | null;
  scrollWidth: number;
  clientWidth: number;
  docScrollWidth: number;
  docClientWidth: number;
  details: Array<{ open: boolean; summary: string | null }>;
  checkboxes: boolean[];
  scripts: number;
}

// Runs in the page (a string: this project's TypeScript has no DOM types).
const PAGE_STATE = `(() => {
  const body = document.getElementById('comment-body');
  return {
    text: body.innerText,
    header: document.querySelector('#comment-body h3')?.textContent?.trim() ?? null,
    scrollWidth: document.body.scrollWidth,
    clientWidth: document.body.clientWidth,
    docScrollWidth: document.documentElement.scrollWidth,
    docClientWidth: document.documentElement.clientWidth,
    details: [...document.querySelectorAll('#comment-body details')].map((d) => ({
      open: d.open,
      summary: d.querySelector('summary')?.innerText.trim() ?? null,
    })),
    checkboxes: [...document.querySelectorAll('#comment-body input[type=checkbox]')].map((c) => c.checked),
    scripts: document.querySelectorAll('script').length,
  };
})()`;

function pageState(page: Page): Promise<PageState> {
  return page.evaluate(PAGE_STATE) as Promise<PageState>;
}

describe('comment preview in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const c of CASES) {
    it(`${c.name}: what a person sees`, async () => {
      const markdown = body(c.summary());
      const html = previewPage(markdown, { title: c.name });
      writeFileSync(path.join(ARTIFACTS, `${c.name}.md`), markdown);
      writeFileSync(path.join(ARTIFACTS, `${c.name}.html`), html);
      const page = await browser.context.newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        await page.screenshot({ path: path.join(ARTIFACTS, `${c.name}.png`), fullPage: true });
        const seen = await pageState(page);

        expect(seen.header).toMatch(c.header);
        for (const text of c.visible) expect(seen.text).toContain(text);
        for (const pattern of RAW_MARKUP) expect(seen.text).not.toMatch(pattern);
        expect(seen.scripts).toBe(0);
        expect(seen.scrollWidth).toBeLessThanOrEqual(seen.clientWidth);
        expect(seen.docScrollWidth).toBeLessThanOrEqual(seen.docClientWidth);
        const boxes = c.checkboxes ?? { total: 0, checked: 0 };
        expect(seen.checkboxes.length).toBe(boxes.total);
        expect(seen.checkboxes.filter(Boolean).length).toBe(boxes.checked);

        // Tool calls: one closed <details> whose summary line is visible; the rows are not.
        const toolDetails = seen.details.filter((d) => /tool calls?/.test(d.summary ?? ''));
        if (c.toolSummary === null) {
          expect(toolDetails).toEqual([]);
        } else {
          expect(toolDetails).toHaveLength(1);
          expect(toolDetails[0]!.open).toBe(false);
          expect(toolDetails[0]!.summary).toMatch(c.toolSummary);
          expect(seen.text).toContain(toolDetails[0]!.summary!);
          expect(await page.locator('#comment-body details table').first().isVisible()).toBe(false);
        }
        for (const text of c.inside ?? []) expect(seen.text).not.toContain(text);

        // Open every <details> as a reader would (click the summary): the table is a real table.
        for (const summary of await page.locator('#comment-body details > summary').all())
          await summary.click();
        const opened = await pageState(page);
        await page.screenshot({ path: path.join(ARTIFACTS, `${c.name}.open.png`), fullPage: true });
        expect(opened.details.every((d) => d.open)).toBe(true);
        for (const text of c.inside ?? []) expect(opened.text).toContain(text);
        for (const pattern of RAW_MARKUP) expect(opened.text).not.toMatch(pattern);
        expect(opened.scrollWidth).toBeLessThanOrEqual(opened.clientWidth);
        expect(opened.docScrollWidth).toBeLessThanOrEqual(opened.docClientWidth);
        if (c.toolRows !== undefined) {
          const rows = await page.locator('#comment-body details table tbody tr').count();
          expect(rows).toBe(c.toolRows);
          expect(await page.locator('#comment-body details table').first().isVisible()).toBe(true);
        }
      } finally {
        await page.close();
      }
    });
  }

  it('sanitizes like GitHub: no script, no event handlers, no javascript: links; details kept', async () => {
    // Hand-written hostile markdown: what an agent could smuggle if the renderer ever let it through.
    const html = previewPage(
      [
        '<script>document.title = "pwned"</script>',
        '<img src="x" onerror="document.title=\'pwned\'">',
        '[click](javascript:alert(1)) <input type="checkbox" checked>',
        '<details><summary>kept</summary>',
        '',
        'inside',
        '',
        '</details>',
      ].join('\n'),
      { title: 'safe' },
    );
    const page = await browser.context.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      expect(await page.title()).toBe('safe');
      expect(await page.locator('[onerror]').count()).toBe(0);
      expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
      expect(await page.locator('#comment-body input').count()).toBe(0);
      expect(await page.locator('#comment-body details summary').innerText()).toBe('kept');
    } finally {
      await page.close();
    }
  });
});
