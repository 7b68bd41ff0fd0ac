/**
 * No false green through the real bundle (dist/index.js built by scripts/build.mjs, run as the
 * runner runs it): a real Claude Code stream whose plan was left open behind its success result
 * fails as `incomplete`; and the spending caps, with a paced stand-in agent
 * (test/fixtures/bin/paced-spender.mjs, HAND-WRITTEN): the agent is stopped as soon as a cap is
 * passed, long before it would have finished, and every step it printed before the stop is in the
 * summary.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { FIXTURES_DIR } from '../support/dialect-fixtures.js';
import { fakeAgent } from '../support/fake-agents.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

let bundle: { index: string; post: string };

beforeAll(async () => {
  bundle = await buildActionBundle();
});

const STEPS = 200;
const PACE_MS = 60;

async function spend(inputs: Record<string, string>): Promise<{ run: ActionRun; printed: string[] }> {
  const printedLog = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-budget-')), 'printed.txt');
  const run = await runActionEntry(bundle.index, {
    inputs: { command: fakeAgent('paced-spender.mjs'), ...inputs },
    env: {
      FAKE_STEPS: String(STEPS),
      FAKE_PACE_MS: String(PACE_MS),
      FAKE_PRINTED_LOG: printedLog,
      NARRATOR_KILL_GRACE_MS: '1000',
    },
    timeoutMs: 30_000,
  });
  const printed = existsSync(printedLog) ? readFileSync(printedLog, 'utf8').split('\n').filter(Boolean) : [];
  return { run, printed };
}

/** The reason's first line (the second says what to do about it). */
function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]!;
}

function summaryOf(run: ActionRun): { toolCalls: Array<{ id: string }>; outcome: string } {
  return JSON.parse(readFileSync(run.outputs['summary-file']!, 'utf8'));
}

describe('incomplete through the bundle', () => {
  // `cat` stands in for the agent: it prints the real capture and exits 0, as the CLI did.
  const catCapture = (name: string) => ({
    command: `cat '${path.join(FIXTURES_DIR, 'completeness', `${name}.jsonl`)}'`,
  });

  it('a real Claude run that said success with two todos open → incomplete, the job fails, the reason names them', async () => {
    const run = await runActionEntry(bundle.index, { inputs: catCapture('real-open-plan-success') });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      subtype: 'success',
      conclusion: 'failure',
      'failure-kind': 'incomplete',
      retryable: 'true',
    });
    expect(run.outputs['error']).toMatch(
      /^The agent reported success, but 2 of 3 todos still open: 'Add the regression test' \(in progress\), 'Run the test suite'\.\nWhat to do: /,
    );
    expect(run.stepSummary).toMatch(/^## 🚧 Claude stopped with work unfinished/);
  }, 30_000);

  it('fail-on without incomplete: the same run passes, the outcome still says it', async () => {
    const run = await runActionEntry(bundle.index, {
      inputs: { ...catCapture('real-open-plan-success'), 'fail-on': 'error, cancelled' },
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'incomplete', conclusion: 'success' });
  }, 30_000);

  it('the finished plan → success', async () => {
    const run = await runActionEntry(bundle.index, { inputs: catCapture('real-plan-done-success') });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', 'failure-kind': '', retryable: '' });
  }, 30_000);
});

describe('spending caps every agent obeys (the bundle, a paced stand-in agent)', () => {
  it('max-tool-calls: stopped right after the call over the cap; every call printed is kept', async () => {
    const { run, printed } = await spend({ 'max-tool-calls': '5' });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('budget_exceeded');
    // The figure reached is every call the agent printed before it stopped (the stream read to its
    // end after the stop); how many got out after the 6th depends on how fast this machine is.
    expect(firstLine(run.outputs['error'])).toBe(
      `Narrator stopped the agent: ${printed.length} tool calls passed the cap of 5 (max-tool-calls).`,
    );
    // Stopped early: the stand-in had 200 steps to print.
    expect(printed.length).toBeGreaterThanOrEqual(6);
    expect(printed.length).toBeLessThan(STEPS / 2);
    // Nothing it printed before the stop was lost: every id it wrote is a call of the summary.
    const ids = summaryOf(run).toolCalls.map((c) => c.id);
    expect(ids).toEqual(printed);
    expect(run.outputs['tool-calls']).toBe(String(printed.length));
    expect(run.outputs).toMatchObject({ 'failure-kind': 'budget', retryable: 'false' });
    expect(run.stdout).toMatch(/Narrator: stopping the agent: \d+ tool calls passed the cap of 5/);
  }, 40_000);

  it('max-total-tokens: input + output (cache excluded) over the cap → stopped, the figure named', async () => {
    // 150 tokens a step: the 7th step (1,050) passes 1,000.
    const { run, printed } = await spend({ 'max-total-tokens': '1000' });
    expect(run.outputs['outcome']).toBe('budget_exceeded');
    expect(firstLine(run.outputs['error'])).toBe(
      `Narrator stopped the agent: ${(printed.length * 150).toLocaleString('en-US')} tokens (input + output) passed the cap of 1,000 (max-total-tokens).`,
    );
    expect(printed.length).toBeGreaterThanOrEqual(7);
    expect(printed.length).toBeLessThan(STEPS / 2);
    expect(summaryOf(run).toolCalls.map((c) => c.id)).toEqual(printed);
  }, 40_000);

  it('under the caps the same agent runs to its end: success', async () => {
    const { run, printed } = await runShort();
    expect(run.outputs['outcome']).toBe('success');
    expect(printed).toHaveLength(8);
  }, 40_000);

  it('max-budget-usd on a stream that reports no cost live: the estimate from its tokens and model holds the budget', async () => {
    // The stand-in's model is priced (claude-opus-5-5) and its steps carry tokens: the estimate holds
    // the budget for a `command` run. 150 tokens a step cost a few ten-thousandths of a dollar.
    const { run, printed } = await spend({ 'max-budget-usd': '0.005' });
    expect(run.outputs['outcome']).toBe('budget_exceeded');
    expect(firstLine(run.outputs['error'])).toMatch(
      /^Narrator stopped the agent: ≈ \$0\.0\d+ \(estimated from its tokens\) passed the budget of \$0\.005 \(max-budget-usd\)\.$/,
    );
    expect(printed.length).toBeLessThan(STEPS);
  }, 40_000);
});

async function runShort(): Promise<{ run: ActionRun; printed: string[] }> {
  const printedLog = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-budget-')), 'printed.txt');
  const run = await runActionEntry(bundle.index, {
    inputs: { command: fakeAgent('paced-spender.mjs'), 'max-tool-calls': '8', 'max-total-tokens': '5000' },
    env: { FAKE_STEPS: '8', FAKE_PACE_MS: '5', FAKE_PRINTED_LOG: printedLog },
    timeoutMs: 30_000,
  });
  return { run, printed: readFileSync(printedLog, 'utf8').split('\n').filter(Boolean) };
}
