/**
 * A spending cap a stream cannot slip, through the bundled Action (dist/index.js as a subprocess)
 * and the hand-written stand-in test/fixtures/bin/paced-spender.mjs lying about its usage
 * (FAKE_USAGE): negative token counts that pay earlier steps back, fractions (1e-300) that shrink
 * every figure to nothing, and no usage at all. A bad figure is a diagnostic, never a number; a cap
 * that no figure reached is a warning in the job log and the step summary.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BudgetGuard, type BudgetPlan } from '../../src/run/budget-guard.js';
import { foldEvents } from '../../src/run/reducer.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { type ActionRun, annotations, describeActionRun, runActionEntry } from '../support/run-action.js';

let bundle: { index: string };
beforeAll(async () => {
  bundle = await buildActionBundle();
}, 120_000);

function spend(
  lie: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ActionRun> {
  return runActionEntry(bundle.index, {
    inputs: { command: fakeAgent('paced-spender.mjs'), ...inputs },
    env: {
      FAKE_USAGE: lie,
      FAKE_STEPS: '12',
      FAKE_PACE_MS: '20',
      FAKE_STEP_INPUT: '10000',
      FAKE_STEP_OUTPUT: '0',
      ...env,
    },
    timeoutMs: 60_000,
  });
}

describe('max-total-tokens against a stream that lies (dist/index.js)', () => {
  it('negative counts do not pay the spending back: the run is stopped over its cap', async () => {
    // +10,000 on even steps, -10,000 on odd ones: the lie keeps the total at 0 or 10,000.
    // 200 steps, 20 ms apart: the stop comes long before the stream's own (lying) total of 0.
    const run = await spend('negative', { 'max-total-tokens': '30000' }, { FAKE_STEPS: '200' });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('budget_exceeded');
    expect(run.code).toBe(1);
    expect(Number(run.outputs['input-tokens'])).toBeGreaterThan(30_000);
    const summary = JSON.parse(
      await import('node:fs').then((fs) => fs.readFileSync(run.outputs['summary-file']!, 'utf8')),
    );
    expect(summary.diagnostics.badUsage).toBeGreaterThan(0);
  }, 60_000);

  it('fractions are no figures: no 1e-300 in the outputs, and the cap that held nothing is a warning', async () => {
    const run = await spend('fraction', { 'max-total-tokens': '30000' });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('success');
    expect(run.outputs['input-tokens'] ?? '').not.toMatch(/e-|\./);
    const warnings = annotations(run, 'warning').map((w) => w.message);
    expect(warnings.some((w) => /'max-total-tokens' held nothing/.test(w))).toBe(true);
    expect(warnings.some((w) => /usage reports were not believed/.test(w))).toBe(true);
    expect(run.stepSummary).toMatch(/'max-total-tokens' held nothing/);
  }, 60_000);

  it('no usage at all: a warning in the job log and the step summary', async () => {
    const run = await spend('none', { 'max-total-tokens': '30000' });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('success');
    const warnings = annotations(run, 'warning').map((w) => w.message);
    expect(warnings.filter((w) => /'max-total-tokens' held nothing/.test(w))).toHaveLength(1);
    expect(run.stepSummary).toMatch(/'max-total-tokens' held nothing: the agent reported no token counts/);
  }, 60_000);

  it('an honest stream: no warning, the cap judged as before', async () => {
    const run = await spend('', { 'max-total-tokens': '1000000' });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('success');
    expect(Number(run.outputs['input-tokens'])).toBe(120_000);
    expect(annotations(run, 'warning').filter((w) => /held nothing|not believed/.test(w.message))).toEqual(
      [],
    );
    expect(run.stepSummary).not.toMatch(/held nothing/);
  }, 60_000);
});

describe('a command whose dialect can never show a cap (dist/index.js)', () => {
  it('refused before launch, as a recipe of that agent is: Codex streams report no cost and no model', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-cap-refused-')), 'env.json');
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('print-env.mjs'), dialect: 'codex', 'max-budget-usd': '1' },
      env: { FAKE_ENV_OUT: out },
    });
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.stdout).toMatch(/input 'max-budget-usd': codex reports no cost/);
    // Never launched.
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});

describe('the fold and the guard', () => {
  const at = 0;
  const usage = (input: number, messageId: string | null, cumulative = false): AgentEvent => ({
    kind: 'usage',
    cumulative,
    messageId,
    tokens: { input, output: 0, cacheRead: 0, cacheWrite: 0 },
    costUsd: null,
    at,
  });
  it('a token count that is no non-negative integer, or a negative cost, is left out and counted', () => {
    const s = foldEvents([
      usage(100, 'a'),
      usage(-100, 'b'),
      usage(0.5, 'c'),
      usage(Number.NaN, 'd'),
      usage(1e-300, null, true),
      { kind: 'usage', cumulative: false, messageId: 'e', tokens: null, costUsd: -5, at },
      usage(50, 'f'),
    ]);
    expect(s.tokens?.input).toBe(150);
    expect(s.costUsd).toBeNull();
    expect(s.diagnostics.badUsage).toBe(5);
  });

  it('the verdict warns of a cap no figure reached, and of figures not believed', () => {
    const plan: BudgetPlan = {
      caps: { maxTotalTokens: 10, maxBudgetUsd: null, maxToolCalls: null },
      enforceCost: false,
      estimate: null,
      notices: [],
    };
    const guard = new BudgetGuard(plan, () => {});
    const none = guard.verdict(foldEvents([]), false);
    expect(none.notices.map((n) => [n.level, n.code])).toEqual([['warning', 'cap_not_held']]);
    const some = guard.verdict(foldEvents([usage(5, 'a'), usage(-5, 'b')]), false);
    expect(some.notices.map((n) => n.message)).toEqual([
      expect.stringMatching(/^1 usage report was not believed/),
    ]);
    expect(guard.verdict(foldEvents([usage(5, 'a')]), false).notices).toEqual([]);
  });
});
