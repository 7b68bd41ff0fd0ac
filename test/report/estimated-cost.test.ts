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
