/**
 * Estimated cost for agents that report tokens but no cost (Codex, Gemini CLI, Cursor), from the
 * maintained price table of `@pydantic/genai-prices`. Never mixed with reported cost: the summary's
 * `costUsd` stays what the agent said; the estimate is its own figure, labelled "(est.)".
 *
 * The table (~0.8 MB) is loaded on first use only, so `narrator summarize` and the Action's start-up
 * do not pay for it. It works offline: the package fetches newer prices only when `updatePrices` is
 * called with a fetcher, which Narrator never does (the bundled data is what it uses).
 */
import type { TokenCounts } from '../stream/events.js';
import type { CostEstimator } from './budget.js';
import type { RunSummary } from './summary.js';

type PriceModule = typeof import('@pydantic/genai-prices');

let loading: Promise<PriceModule> | null = null;

/** The price module, imported once per process. */
function priceModule(): Promise<PriceModule> {
  loading ??= import('@pydantic/genai-prices');
  return loading;
}

/**
 * The ids to look up for a model as agents name it: `gpt-5`, or `openai/gpt-5` (provider prefix,
 * opencode and caliban) tried as the provider's model. Several models named as one (`a, b`) have
 * no single price: a run with several models is priced per model from their own tokens
 * (`tokensByModel`), or not at all.
 */
function lookups(model: string): Array<{ id: string; providerId?: string }> {
  const name = model.trim();
  if (name === '' || name.includes(',')) return [];
  const slash = name.indexOf('/');
  if (slash <= 0) return [{ id: name }];
  return [
    { id: name },
    { id: name.slice(slash + 1), providerId: name.slice(0, slash) },
    { id: name.slice(slash + 1) },
  ];
}

/** A sync estimator over the loaded table (load it with `loadCostEstimator`). */
export function estimatorFrom(prices: Pick<PriceModule, 'calcPrice'>): CostEstimator & {
  priced(model: string): boolean;
} {
  const price = (tokens: TokenCounts, model: string): number | null => {
    // The table's input_tokens include the cached ones; ours exclude them.
    const usage = {
      input_tokens: tokens.input + tokens.cacheRead + tokens.cacheWrite,
      cache_read_tokens: tokens.cacheRead,
      cache_write_tokens: tokens.cacheWrite,
      output_tokens: tokens.output,
    };
    for (const l of lookups(model)) {
      let result: ReturnType<PriceModule['calcPrice']> = null;
      try {
        result = prices.calcPrice(usage, l.id, l.providerId ? { providerId: l.providerId } : undefined);
      } catch {
        result = null; // a model whose price shape the table cannot apply: no estimate
      }
      if (result !== null && Number.isFinite(result.total_price)) return result.total_price;
    }
    return null;
  };
  const estimate = price as CostEstimator & { priced(model: string): boolean };
  estimate.priced = (model) =>
    price({ input: 1000, output: 1000, cacheRead: 0, cacheWrite: 0 }, model) !== null;
  return estimate;
}

export async function loadCostEstimator(): Promise<ReturnType<typeof estimatorFrom>> {
  return estimatorFrom(await priceModule());
}

export interface CostEstimateResult {
  summary: RunSummary;
  /** Why there is no estimate when one was wanted (said once, in the job log and the notices). */
  note: string | null;
}

/**
 * The finished summary with `estimatedCostUsd` for a run that reported tokens but no cost, priced
 * for the model the stream named, else `modelHint` (the `model` input). Pure given `estimate`.
 */
export function withCostEstimate(
  summary: RunSummary,
  estimate: CostEstimator,
  modelHint: string | null,
): CostEstimateResult {
  if (!wantsEstimate(summary)) return { summary, note: null };
  const parts = summary.tokensByModel;
  if (parts && parts.length > 1) {
    // Several models answered (Gemini's router and the model it picked): each priced for its own
    // tokens, the estimate their sum; a model without a price leaves the run without one.
    let usd = 0;
    const unpriced: string[] = [];
    for (const part of parts) {
      const one = estimate(part.tokens, part.model);
      if (one === null) unpriced.push(part.model);
      else usd += one;
    }
    if (unpriced.length === 0) return { summary: { ...summary, estimatedCostUsd: usd }, note: null };
    return noEstimate(
      summary,
      `no cost estimate: the price table has no price for the model${unpriced.length > 1 ? 's' : ''} ${unpriced.map((m) => `'${m}'`).join(', ')}`,
    );
  }
  const model = summary.model || modelHint;
  const usd = model ? estimate(summary.tokens!, model) : null;
  if (usd !== null) return { summary: { ...summary, estimatedCostUsd: usd }, note: null };
  return noEstimate(
    summary,
    model
      ? `no cost estimate: the price table has no price for the model '${model}'`
      : "no cost estimate: the agent named no model (set 'model' so its tokens can be priced)",
  );
}

/** The summary without an estimate, and a notice saying why. */
function noEstimate(summary: RunSummary, note: string): CostEstimateResult {
  const notice = {
    level: 'info' as const,
    code: 'no_cost_estimate',
    message: note,
    at: summary.lastEventAt ?? 0,
  };
  return { summary: { ...summary, estimatedCostUsd: null, notices: [...summary.notices, notice] }, note };
}

/** Tokens reported, cost not: the only case an estimate is made for. */
export function wantsEstimate(summary: Pick<RunSummary, 'costUsd' | 'tokens'>): boolean {
  return (
    summary.costUsd === null && summary.tokens !== null && summary.tokens.input + summary.tokens.output > 0
  );
}

/** `withCostEstimate`, loading the price table first (only when the run needs an estimate). */
export async function estimateCost(
  summary: RunSummary,
  modelHint: string | null,
  estimate?: CostEstimator | null,
): Promise<CostEstimateResult> {
  if (!wantsEstimate(summary)) return { summary, note: null };
  let estimator: CostEstimator;
  try {
    estimator = estimate ?? (await loadCostEstimator());
  } catch (error) {
    // A view without an estimate, never a failed run.
    return {
      summary,
      note: `no cost estimate: the price table could not be loaded (${(error as Error).message})`,
    };
  }
  return withCostEstimate(summary, estimator, modelHint);
}
