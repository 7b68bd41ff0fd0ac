/**
 * Spending caps every agent obeys: `max-budget-usd`, `max-total-tokens`, `max-tool-calls`, judged
 * on the summary as it grows. Pure: the guard (src/run/budget-guard.ts, for the Action and
 * `narrator run`) asks after each event whether a cap was passed and has the agent stopped;
 * `withBudgetVerdict` then makes the outcome say which cap and the figure reached, once the run
 * has ended.
 *
 * Tokens are input + output as the summary counts them (cache reads and writes excluded: they are
 * the same prompt read again, and would make a cap trip on context size instead of work). Cost is
 * the agent's own figure when it reports one, else the estimate from the price table, never mixed.
 */
import type { TokenCounts } from '../stream/events.js';
import type { RunSummary } from './summary.js';

export interface RunCaps {
  /** Enforced by Narrator only when the agent has no flag of its own (see cap-support.ts). */
  maxBudgetUsd: number | null;
  maxTotalTokens: number | null;
  maxToolCalls: number | null;
}

export const NO_CAPS: RunCaps = { maxBudgetUsd: null, maxTotalTokens: null, maxToolCalls: null };

export function hasCaps(caps: RunCaps): boolean {
  return caps.maxBudgetUsd !== null || caps.maxTotalTokens !== null || caps.maxToolCalls !== null;
}

/** The estimated cost of `tokens` for `model` in dollars, or null when the model has no price. */
export type CostEstimator = (tokens: TokenCounts, model: string) => number | null;

export type CapName = 'max-budget-usd' | 'max-total-tokens' | 'max-tool-calls';

export interface Breach {
  cap: CapName;
  limit: number;
  reached: number;
  /** The cost figure was estimated from tokens (the agent reports none). */
  estimated: boolean;
}

/** Input + output tokens (cache excluded), or null when the agent reported none. */
export function totalTokens(tokens: TokenCounts | null): number | null {
  return tokens === null ? null : tokens.input + tokens.output;
}

/** The cost to judge a budget by: reported when there is one, else estimated, else null. */
export function judgedCost(
  summary: Pick<RunSummary, 'costUsd' | 'tokens' | 'model'>,
  estimate: CostEstimator | null,
): { usd: number; estimated: boolean } | null {
  if (summary.costUsd !== null) return { usd: summary.costUsd, estimated: false };
  if (estimate === null || summary.tokens === null || !summary.model) return null;
  const usd = estimate(summary.tokens, summary.model);
  return usd === null ? null : { usd, estimated: true };
}

/**
 * The first cap the run has passed (strictly over it), or null. Tool calls first (they are exact),
 * then tokens, then cost. `enforceCost: false` leaves the cost to the agent's own flag.
 */
export function budgetBreach(
  summary: Pick<RunSummary, 'toolCalls' | 'tokens' | 'costUsd' | 'model'>,
  caps: RunCaps,
  options: { estimate: CostEstimator | null; enforceCost: boolean },
): Breach | null {
  if (caps.maxToolCalls !== null && summary.toolCalls.length > caps.maxToolCalls) {
    return {
      cap: 'max-tool-calls',
      limit: caps.maxToolCalls,
      reached: summary.toolCalls.length,
      estimated: false,
    };
  }
  const tokens = totalTokens(summary.tokens);
  if (caps.maxTotalTokens !== null && tokens !== null && tokens > caps.maxTotalTokens) {
    return { cap: 'max-total-tokens', limit: caps.maxTotalTokens, reached: tokens, estimated: false };
  }
  if (options.enforceCost && caps.maxBudgetUsd !== null) {
    const cost = judgedCost(summary, options.estimate);
    if (cost !== null && cost.usd > caps.maxBudgetUsd) {
      return {
        cap: 'max-budget-usd',
        limit: caps.maxBudgetUsd,
        reached: cost.usd,
        estimated: cost.estimated,
      };
    }
  }
  return null;
}

const count = (n: number) => n.toLocaleString('en-US');
const dollars = (n: number) => `$${n < 1 ? n.toFixed(4).replace(/0{1,2}$/, '') : n.toFixed(2)}`;

/** "3 tool calls (max-tool-calls 2)", "1,234 tokens, input + output (max-total-tokens 1,000)". */
export function describeBreach(b: Breach): string {
  switch (b.cap) {
    case 'max-tool-calls':
      return `${count(b.reached)} tool calls passed the cap of ${count(b.limit)} (max-tool-calls)`;
    case 'max-total-tokens':
      return `${count(b.reached)} tokens (input + output) passed the cap of ${count(b.limit)} (max-total-tokens)`;
    case 'max-budget-usd':
      return `${b.estimated ? '≈ ' : ''}${dollars(b.reached)}${b.estimated ? ' (estimated from its tokens)' : ''} passed the budget of ${dollars(b.limit)} (max-budget-usd)`;
  }
}

/**
 * The summary with the budget's verdict: `budget_exceeded` when a cap was passed, the reason saying
 * which and the figure reached. `stopped`: Narrator stopped the agent for it; whatever the stream
 * shows after that stop (no result, exit 143) is the stop's doing, so the verdict replaces it.
 * Without our stop, a run that failed for another reason keeps that reason; a success or an
 * `incomplete` becomes budget_exceeded.
 */
export function withBudgetVerdict(summary: RunSummary, breach: Breach | null, stopped: boolean): RunSummary {
  if (breach === null) return summary;
  if (!stopped && summary.outcome !== 'success' && summary.outcome !== 'incomplete') return summary;
  // A stop after the agent's own successful terminal frame came too late to matter: the figure
  // arrived with that frame (Codex's usage is on turn.completed). Never claim an early stop then.
  const early = stopped && summary.fold.lastResult?.outcome !== 'success';
  const errorMessage = early
    ? `Narrator stopped the agent: ${describeBreach(breach)}.`
    : `The run went over its cap: ${describeBreach(breach)}. The agent reports this figure only when its turn ends, so it could not be stopped earlier.`;
  return { ...summary, outcome: 'budget_exceeded', outcomeSource: 'inferred', isError: true, errorMessage };
}
