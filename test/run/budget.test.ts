/**
 * The spending caps' rules (src/run/budget.ts), the per-agent plan (src/run/cap-support.ts) and the
 * price table behind estimated cost (src/run/cost-estimate.ts). Summaries are HAND-WRITTEN.
 */
import { describe, expect, it } from 'vitest';
import { budgetBreach, NO_CAPS, totalTokens, withBudgetVerdict } from '../../src/run/budget.js';
import { CAP_SUPPORT, planCaps } from '../../src/run/cap-support.js';
import { loadCostEstimator } from '../../src/run/cost-estimate.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

function summary(extra: Partial<RunSummary> = {}): RunSummary {
  return { ...emptySummary('codex'), status: 'finished', outcome: 'success', ...extra };
}
const tokens = (input: number, output: number, cacheRead = 0) => ({
  input,
  output,
  cacheRead,
  cacheWrite: 0,
});
const calls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: 'Bash',
    status: 'ok' as const,
    parentId: null,
    input: null,
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: 0,
    endedAt: 0,
  }));

describe('budgetBreach', () => {
  const opts = { estimate: null, enforceCost: true };

  it('caps are passed strictly: at the cap is within it', () => {
    expect(budgetBreach(summary({ toolCalls: calls(3) }), { ...NO_CAPS, maxToolCalls: 3 }, opts)).toBeNull();
    expect(budgetBreach(summary({ toolCalls: calls(4) }), { ...NO_CAPS, maxToolCalls: 3 }, opts)).toEqual({
      cap: 'max-tool-calls',
      limit: 3,
      reached: 4,
      estimated: false,
    });
  });

  it('tokens are input + output; cache reads never count', () => {
    expect(totalTokens(tokens(600, 300, 1_000_000))).toBe(900);
    expect(
      budgetBreach(
        summary({ tokens: tokens(600, 300, 1_000_000) }),
        { ...NO_CAPS, maxTotalTokens: 900 },
        opts,
      ),
    ).toBeNull();
    expect(
      budgetBreach(summary({ tokens: tokens(600, 301) }), { ...NO_CAPS, maxTotalTokens: 900 }, opts)?.reached,
    ).toBe(901);
  });

  it('reported cost wins over the estimate; the estimate is used only without one, and labelled', () => {
    const estimate = () => 5;
    const caps = { ...NO_CAPS, maxBudgetUsd: 1 };
    const reported = summary({ costUsd: 0.5, tokens: tokens(1, 1), model: 'm' });
    expect(budgetBreach(reported, caps, { estimate, enforceCost: true })).toBeNull();
    const unreported = summary({ costUsd: null, tokens: tokens(1, 1), model: 'm' });
    expect(budgetBreach(unreported, caps, { estimate, enforceCost: true })).toEqual({
      cap: 'max-budget-usd',
      limit: 1,
      reached: 5,
      estimated: true,
    });
    // The agent's own flag holds it (Claude): Narrator does not judge the cost.
    expect(budgetBreach(unreported, caps, { estimate, enforceCost: false })).toBeNull();
  });
});

describe('withBudgetVerdict', () => {
  const breach = { cap: 'max-tool-calls' as const, limit: 1, reached: 2, estimated: false };

  it('our stop before the result → budget_exceeded, "stopped", whatever the stopped stream showed', () => {
    const s = withBudgetVerdict(summary({ outcome: 'cancelled', exitCode: 143 }), breach, true);
    expect(s.outcome).toBe('budget_exceeded');
    expect(s.errorMessage).toBe(
      'Narrator stopped the agent: 2 tool calls passed the cap of 1 (max-tool-calls).',
    );
  });

  it('without our stop a failure keeps its own reason; a success becomes budget_exceeded', () => {
    expect(
      withBudgetVerdict(summary({ outcome: 'error', errorMessage: 'boom' }), breach, false).errorMessage,
    ).toBe('boom');
    const late = withBudgetVerdict(summary(), breach, false);
    expect(late.outcome).toBe('budget_exceeded');
    expect(late.errorMessage).toMatch(/^The run went over its cap: .*could not be stopped earlier\.$/);
    expect(withBudgetVerdict(summary(), null, false).outcome).toBe('success');
  });
});

describe('planCaps: how each agent holds the caps', () => {
  const priced = (m: string) => m === 'gpt-5';

  it('Claude: max-budget-usd goes to its own flag; tokens are live (no notice)', () => {
    const p = planCaps('claude-code', { ...NO_CAPS, maxBudgetUsd: 1, maxTotalTokens: 10 }, null, null);
    expect(p).toEqual({ refusal: null, notices: [], enforceCost: false, needsEstimate: false });
  });

  it('opencode: cost and tokens live, Narrator holds the budget', () => {
    expect(planCaps('opencode', { ...NO_CAPS, maxBudgetUsd: 1 }, null, null)).toMatchObject({
      refusal: null,
      enforceCost: true,
      needsEstimate: false,
      notices: [],
    });
  });

  it('Codex: a budget needs a priced model, else it is refused, saying why', () => {
    const caps = { ...NO_CAPS, maxBudgetUsd: 1 };
    expect(planCaps('codex', caps, null, priced).refusal).toMatch(/no 'model' is given/);
    expect(planCaps('codex', caps, 'my-own-model', priced).refusal).toMatch(
      /the price table has no price for 'my-own-model'/,
    );
    const ok = planCaps('codex', caps, 'gpt-5', priced);
    expect(ok).toMatchObject({ refusal: null, needsEstimate: true });
    expect(ok.notices).toEqual([
      "codex reports the tokens its cost is estimated from only when its turn ends: 'max-budget-usd' is judged then (the run fails as budget_exceeded), it cannot stop the agent earlier",
    ]);
  });

  it('every agent can hold max-tool-calls live: no notice, no refusal', () => {
    for (const dialect of Object.keys(CAP_SUPPORT) as Array<keyof typeof CAP_SUPPORT>) {
      expect(planCaps(dialect, { ...NO_CAPS, maxToolCalls: 3 }, null, null)).toMatchObject({
        refusal: null,
        notices: [],
      });
    }
  });
});

describe('estimated cost from the price table', () => {
  it('works offline: no fetch while loading or pricing', async () => {
    const realFetch = globalThis.fetch;
    let fetched = 0;
    globalThis.fetch = (() => {
      fetched++;
      throw new Error('no network in this test');
    }) as typeof fetch;
    try {
      const estimate = await loadCostEstimator();
      expect(estimate(tokens(1_000_000, 0), 'gpt-5')).toBeGreaterThan(0);
      expect(fetched).toBe(0);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('prices a model by id or provider/model; cache reads at the cache rate; unknown or several models: null', async () => {
    const estimate = await loadCostEstimator();
    const plain = estimate(tokens(1_000_000, 100_000), 'gpt-5');
    expect(plain).not.toBeNull();
    expect(estimate(tokens(1_000_000, 100_000), 'openai/gpt-5')).toBe(plain);
    // The same prompt read from the cache costs less than reading it fresh.
    expect(estimate(tokens(0, 100_000, 1_000_000), 'gpt-5')!).toBeLessThan(plain!);
    expect(estimate(tokens(1, 1), 'no-such-model-anywhere')).toBeNull();
    expect(estimate(tokens(1, 1), 'gemini-2.5-flash, gemini-2.5-pro')).toBeNull();
    expect(estimate.priced('gpt-5')).toBe(true);
    expect(estimate.priced('no-such-model-anywhere')).toBe(false);
  });
});
