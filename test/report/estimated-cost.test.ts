/**
 * Estimated cost in the views and outputs: only for a run with tokens and no reported cost, always
 * marked as an estimate, never added to or shown as the reported figure. Summaries HAND-WRITTEN.
 */
import { describe, expect, it } from 'vitest';
import { costText } from '../../src/report/format.js';
import { outputsFor } from '../../src/report/outputs.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { withCostEstimate } from '../../src/run/cost-estimate.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

const tokens = { input: 3000, output: 400, cacheRead: 0, cacheWrite: 0 };
function codexRun(extra: Partial<RunSummary> = {}): RunSummary {
  return { ...emptySummary('codex'), status: 'finished', outcome: 'success', tokens, ...extra };
}
const estimate = (_t: unknown, model: string) => (model === 'gpt-5' ? 0.1234 : null);

describe('estimated cost', () => {
  it('tokens but no cost: estimated for the model the stream named, else the model input', () => {
    expect(withCostEstimate(codexRun({ model: 'gpt-5' }), estimate, null).summary.estimatedCostUsd).toBe(
      0.1234,
    );
    expect(withCostEstimate(codexRun(), estimate, 'gpt-5').summary.estimatedCostUsd).toBe(0.1234);
  });

  it('a reported cost is never estimated over; no tokens, no estimate', () => {
    const reported = codexRun({ costUsd: 0.5, model: 'gpt-5' });
    expect(withCostEstimate(reported, estimate, null)).toEqual({ summary: reported, note: null });
    const none = codexRun({ tokens: null, model: 'gpt-5' });
    expect(withCostEstimate(none, estimate, null).summary).toBe(none);
  });

  it('an unknown model: no estimate, and one note saying why (in the notices too)', () => {
    const r = withCostEstimate(codexRun({ model: 'my-model' }), estimate, null);
    expect(r.summary.estimatedCostUsd).toBeNull();
    expect(r.note).toBe("no cost estimate: the price table has no price for the model 'my-model'");
    expect(r.summary.notices.map((n) => n.code)).toEqual(['no_cost_estimate']);
  });

  it('views: "≈ $0.12 (est.)"; the reported figure alone when there is one', () => {
    expect(costText({ costUsd: null, estimatedCostUsd: 0.1234 })).toBe('≈ $0.12 (est.)');
    expect(costText({ costUsd: 0.5, estimatedCostUsd: 0.1234 })).toBe('$0.50');
    expect(costText({ costUsd: null })).toBeNull();
    const s = withCostEstimate(codexRun({ model: 'gpt-5' }), estimate, null).summary;
    expect(renderStepSummary(s, { redact: (x) => x })).toContain('| Cost | ≈ $0.12 (est.) |');
  });

  it('outputs: cost-usd stays reported-only, estimated-cost-usd carries the estimate', () => {
    const s = withCostEstimate(codexRun({ model: 'gpt-5' }), estimate, null).summary;
    expect(outputsFor(s)).toMatchObject({ 'cost-usd': '', 'estimated-cost-usd': '0.1234' });
    expect(outputsFor(codexRun({ costUsd: 0.5, estimatedCostUsd: 0.1 }))).toMatchObject({
      'cost-usd': '0.5',
      'estimated-cost-usd': '',
    });
  });
});

describe('a Gemini run that used two models (real capture: real-text-auto-model, Gemini CLI 0.61.0)', () => {
  async function folded(): Promise<RunSummary> {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { RunFold } = await import('../../src/run/fold.js');
    const fold = new RunFold({ dialect: 'gemini' });
    fold.pushBytes(
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'gemini', 'real-text-auto-model.jsonl')),
      1,
    );
    fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 2);
    return fold.summary;
  }

  it("each model's tokens are kept, counted as the run's are: thinking in output", async () => {
    const s = await folded();
    expect(s.model).toBe('gemini-3.8-flash, gemini-3.5-flash-lite');
    expect(s.tokensByModel).toEqual([
      { model: 'gemini-3.5-flash-lite', tokens: { input: 50, output: 5, cacheRead: 0, cacheWrite: 0 } },
      // output_tokens 12 + 11 thinking tokens (total 218 - input 195 - output 12).
      { model: 'gemini-3.8-flash', tokens: { input: 155, output: 23, cacheRead: 40, cacheWrite: 0 } },
    ]);
    // The run's output is the same sum: 17 + 11 thinking.
    expect(s.tokens?.output).toBe(28);
  });

  it('is priced per model from the real price table: the estimate is the sum', async () => {
    const { estimateCost, loadCostEstimator } = await import('../../src/run/cost-estimate.js');
    const estimator = await loadCostEstimator();
    const r = await estimateCost(await folded(), null, estimator);
    expect(r.note).toBeNull();
    const lite = estimator({ input: 50, output: 5, cacheRead: 0, cacheWrite: 0 }, 'gemini-3.5-flash-lite')!;
    const flash = estimator({ input: 155, output: 23, cacheRead: 40, cacheWrite: 0 }, 'gemini-3.8-flash')!;
    expect(lite).toBeGreaterThan(0);
    expect(flash).toBeGreaterThan(0);
    expect(r.summary.estimatedCostUsd).toBeCloseTo(lite + flash, 12);
  });

  it('a model without a price: no estimate, and the note names that model', async () => {
    const s = await folded();
    const only = (_t: unknown, model: string) => (model === 'gemini-3.8-flash' ? 0.01 : null);
    const r = withCostEstimate(s, only, null);
    expect(r.summary.estimatedCostUsd).toBeNull();
    expect(r.note).toBe(
      "no cost estimate: the price table has no price for the model 'gemini-3.5-flash-lite'",
    );
  });
});
