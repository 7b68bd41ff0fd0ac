/**
 * The HTML record (`narrator render FILE --format html`), as a reviewer opens it: the real CLI
 * (dist/cli.js) renders real captures and hand-written hostile streams, and headless Chromium opens
 * each page from a file. What must hold:
 * - the whole story is visible without a click: the outcome word, the metrics, the timeline, every
 *   tool's name, the assistant's text, errors, short outputs in full;
 * - nothing runs and nothing is fetched: the only request is the document itself, there is no CSP
 *   violation (the page's own style and script included), no dialog, and no script of the
 *   stream's ran (script tags, event handlers, `javascript:` URLs, `</script>` and `</textarea>`
 *   breakers, a CSP meta injected in a field);
 * - secrets from the environment are absent;
 * - the page is bounded: an output over 20,000 characters is cut and says by how much.
 * A control page with an image proves a request would be seen.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/docs.mjs';
import { type Browser, launchChromium } from '../support/chromium.js';

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, 'dist', 'cli.js');
const CAPTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'claude-code');
const SECRET = 'sk-ant-api03-SECRETVALUEthatmustneverappear0123456789';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-html-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function render(
  stream: string,
  extra: string[] = [],
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await run(process.execPath, [CLI, 'render', stream, '--format', 'html', ...extra], {
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/**
 * The text a reader sees without a click: every text node not inside a closed <details> (its
 * <summary> excepted) or a hidden element. Not innerText: entries far down the page skip rendering
 * until scrolled to (content-visibility), which innerText counts as not rendered.
 */
const VISIBLE_TEXT = `(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let el = node.parentElement;
    let shown = true;
    for (let e = el; e; e = e.parentElement) {
      if (e.hidden || e.tagName === 'SCRIPT' || e.tagName === 'STYLE') { shown = false; break; }
      const closed = e.closest('details:not([open])');
      if (closed && !e.closest('summary')) { shown = false; break; }
    }
    if (shown) out.push(node.textContent);
  }
  return out.join(' ');
})()`;

async function visibleText(page: Page): Promise<string> {
  return (await page.evaluate(VISIBLE_TEXT)) as string;
}

interface Opened {
  page: Page;
  requests: string[];
  problems: string[];
  close(): Promise<void>;
}

/** Opens a page from a file and records every request, console error, CSP violation and dialog. */
async function open(html: string, name: string): Promise<Opened> {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  const page = await browser.context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  // Browser-side code as strings: the test's TypeScript has no DOM types (as in comment-preview).
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    (window.__violations ??= []).push(e.violatedDirective + ' ' + e.blockedURI);
  });`);
  await page.goto(`file://${file}`);
  await page.waitForLoadState('load');
  const violations = (await page.evaluate('window.__violations ?? []')) as string[];
  problems.push(...violations.map((v) => `CSP violation: ${v}`));
  return { page, requests, problems, close: () => page.close() };
}

describe('the HTML record of real runs', () => {
  test.each([
    ['08-long-run-30-tools', true],
    ['10h-edit-write', true],
    ['04-tool-errors', true],
    ['06c-persistent-500', true],
    ['10g-subagent-foreground', true],
  ])(
    '%s: every tool call, the text and the metrics are visible; nothing is fetched',
    async (name) => {
      const stream = path.join(CAPTURES, name, 'stdout.jsonl');
      const timing = path.join(CAPTURES, name, 'timing.tsv');
      const summary = JSON.parse(
        (await run(process.execPath, [CLI, 'summarize', stream, '--timing', timing])).stdout,
      ) as {
        outcome: string;
        toolCalls: Array<{ name: string; input: unknown; outputPreview: string | null }>;
        finalText: string | null;
      };
      const html = await render(stream, ['--timing', timing]);
      expect(
        html.startsWith(
          '<!doctype html>\n<html lang="en">\n<head>\n<meta http-equiv="Content-Security-Policy"',
        ),
      ).toBe(true);
      const opened = await open(html, `${name}.html`);
      try {
        expect(opened.requests).toEqual([`file://${path.join(dir, `${name}.html`)}`]);
        expect(opened.problems).toEqual([]);
        const visible = await visibleText(opened.page);
        expect(visible).toContain(summary.outcome);
        for (const label of ['TURNS', 'TOOL CALLS', 'TOKENS', 'COST', 'DURATION', 'Timeline']) {
          expect(visible.toUpperCase()).toContain(label.toUpperCase());
        }
        for (const call of summary.toolCalls) expect(visible).toContain(call.name);
        if (summary.finalText)
          expect(visible).toContain(summary.finalText.split('\n')[0]!.replace(/`/g, '`'));
        // Every tool call has its entry, in the order they started.
        expect(await opened.page.locator('#conversation article.tool').count()).toBe(
          summary.toolCalls.length,
        );
        // Short outputs are shown in full without a click: each output line the call's input does
        // not also say (the input's one-line description is visible too), counted so the check ran.
        let outputLines = 0;
        for (const call of summary.toolCalls) {
          if ((call.outputPreview?.length ?? 0) >= 1_500) continue;
          const input = JSON.stringify(call.input);
          for (const line of call.outputPreview?.split('\n') ?? []) {
            if (line.trim().length <= 3 || input.includes(line.trim())) continue;
            expect(visible).toContain(line.trim());
            outputLines++;
          }
        }
        // 06c has no tool call; 08's outputs repeat its inputs (echo step-N).
        if (summary.toolCalls.length > 0 && name !== '08-long-run-30-tools')
          expect(outputLines).toBeGreaterThan(0);
        // The timeline has a bar per call.
        expect(
          await opened.page
            .locator('svg.timeline rect.ok, svg.timeline rect.error, svg.timeline rect.denied')
            .count(),
        ).toBe(summary.toolCalls.length);
      } finally {
        await opened.close();
      }
    },
    60_000,
  );

  test('the filters work: a tool, a status, and a search narrow the conversation', async () => {
    const name = '04-tool-errors';
    const html = await render(path.join(CAPTURES, name, 'stdout.jsonl'));
    const opened = await open(html, 'filters.html');
    try {
      const { page } = opened;
      const all = await page.locator('#conversation .entry:visible').count();
      await page.selectOption('#status', 'error');
      const errors = await page.locator('#conversation .entry:visible').count();
      expect(errors).toBeGreaterThan(0);
      expect(errors).toBeLessThan(all);
      for (const status of await page
        .locator('#conversation .entry:visible')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))) {
        expect(status).toBe('error');
      }
      await page.selectOption('#status', '');
      await page.fill('#search', 'no-such-text-anywhere');
      // Polled with page.evaluate: waitForFunction evaluates a string, which the page's CSP refuses.
      for (let i = 0; i < 50; i++) {
        const left = await page.evaluate(
          "document.querySelectorAll('#conversation .entry:not([hidden])').length",
        );
        if (left === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await page.locator('#shown').innerText()).toContain(`0 of ${all}`);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 60_000);
});

/** A hand-written hostile Claude Code stream: markup and script breakers in every field. */
function hostileStream(): string {
  const evil = [
    '<script>window.__pwned=1;alert(1)</script>',
    '<img src=x onerror="window.__pwned=2">',
    '"><svg onload="window.__pwned=3">',
    'javascript:window.__pwned=4',
    '</script><script>window.__pwned=5</script>',
    '</textarea><img src="https://attacker.example/t.png">',
    '<meta http-equiv="Content-Security-Policy" content="script-src *">',
    '<meta http-equiv="refresh" content="0;url=https://attacker.example/">',
    '<base href="https://attacker.example/">',
    '<iframe src="https://attacker.example/"></iframe>',
    '<link rel="stylesheet" href="https://attacker.example/x.css">',
    '<a href="javascript:window.__pwned=6">click</a>',
    `${SECRET}`,
  ].join(' ');
  const frames = [
    { type: 'system', subtype: 'init', session_id: 's-1', model: `model ${evil}`, cwd: '/repo', tools: [] },
    {
      type: 'assistant',
      session_id: 's-1',
      message: {
        id: 'm1',
        role: 'assistant',
        model: 'x',
        content: [
          { type: 'text', text: `Text ${evil}` },
          {
            type: 'tool_use',
            id: 't1',
            name: `Bash ${evil}`,
            input: { command: `echo ${evil}`, description: evil },
          },
          {
            type: 'tool_use',
            id: 't2',
            name: 'TodoWrite',
            input: { todos: [{ content: `todo ${evil}`, status: 'in_progress', activeForm: 'x' }] },
          },
          {
            type: 'tool_use',
            id: 't3',
            name: 'Edit',
            input: { file_path: `/repo/${evil}`, old_string: `a ${evil}`, new_string: `b ${evil}` },
          },
        ],
      },
    },
    {
      type: 'user',
      session_id: 's-1',
      message: {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: `out ${evil}`, is_error: true },
          { type: 'tool_result', tool_use_id: 't2', content: 'ok' },
          { type: 'tool_result', tool_use_id: 't3', content: `${'x'.repeat(30_000)} ${evil}` },
        ],
      },
    },
    {
      type: 'result',
      subtype: 'success',
      is_error: true,
      session_id: 's-1',
      result: `Final ${evil}`,
      num_turns: 1,
      duration_ms: 10,
      total_cost_usd: 0.01,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  ];
  return `${frames.map((f) => JSON.stringify(f)).join('\n')}\n`;
}

describe('a hostile stream', () => {
  test('runs nothing, fetches nothing, shows every field as text, and hides the secret', async () => {
    const stream = path.join(dir, 'hostile.jsonl');
    writeFileSync(stream, hostileStream());
    const html = await render(stream, ['--dialect', 'claude-code'], { MY_SERVICE_API_KEY: SECRET });
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain(SECRET.slice(10, 40));
    const opened = await open(html, 'hostile.html');
    try {
      const { page } = opened;
      expect(opened.requests).toEqual([`file://${path.join(dir, 'hostile.html')}`]);
      expect(opened.problems).toEqual([]);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      // Only the page's own elements: one style, one script, the CSP and charset metas.
      const counts = await page.evaluate(`({
        scripts: document.querySelectorAll('script').length,
        styles: document.querySelectorAll('style').length,
        metas: [...document.querySelectorAll('meta')].map((m) => m.getAttribute('http-equiv') ?? m.getAttribute('name') ?? 'charset'),
        banned: document.querySelectorAll('img,iframe,object,embed,base,link,svg:not(.timeline),textarea,form').length,
        styleAttributes: document.querySelectorAll('[style]').length,
        handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
        jsLinks: [...document.querySelectorAll('a')].filter((a) => !/^https?:/.test(a.getAttribute('href') ?? '')).length,
      })`);
      expect(counts).toEqual({
        scripts: 1,
        styles: 1,
        metas: ['Content-Security-Policy', 'charset', 'viewport', 'referrer'],
        banned: 0,
        styleAttributes: 0,
        handlers: 0,
        jsLinks: 0,
      });
      const visible = await visibleText(page);
      expect(visible).toContain('<script>window.__pwned=1;alert(1)</script>');
      expect(visible).toContain('<meta http-equiv="Content-Security-Policy" content="script-src *">');
      // The long output is cut at 20,000 characters and says by how much, in numbers.
      await page.click('#expand');
      expect(await visibleText(page)).toMatch(/… [\d,]+ more characters cut \(of [\d,]+\)/);
      await page.mouse.move(10, 10);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
    } finally {
      await opened.close();
    }
  }, 60_000);

  test('control: a page that does load an image is seen making the request', async () => {
    const opened = await open('<!doctype html><img src="https://attacker.example/c.png">', 'control.html');
    try {
      expect(opened.requests).toContain('https://attacker.example/c.png');
    } finally {
      await opened.close();
    }
  }, 30_000);

  test("the CSP names exactly the page's own style and script (their hashes match)", async () => {
    const html = readFileSync(path.join(dir, 'hostile.html'), 'utf8');
    const { createHash } = await import('node:crypto');
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const script = /<script>([\s\S]*?)<\/script>\n<\/body>/.exec(html)![1]!;
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/
      .exec(html)![1]!
      .replace(/&#39;/g, "'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(csp).not.toMatch(/unsafe-(inline|eval)|https?:|\*/);
  });
});
