const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/run/cost-estimate.ts
var loading = null;
function priceModule() {
  loading ??= import("./dist-XVFRLNL3.js");
  return loading;
}
function lookups(model) {
  const name = model.trim();
  if (name === "" || name.includes(",")) return [];
  const slash = name.indexOf("/");
  if (slash <= 0) return [{ id: name }];
  return [
    { id: name },
    { id: name.slice(slash + 1), providerId: name.slice(0, slash) },
    { id: name.slice(slash + 1) }
  ];
}
function estimatorFrom(prices) {
  const price = (tokens, model) => {
    const usage = {
      input_tokens: tokens.input + tokens.cacheRead + tokens.cacheWrite,
      cache_read_tokens: tokens.cacheRead,
      cache_write_tokens: tokens.cacheWrite,
      output_tokens: tokens.output
    };
    for (const l of lookups(model)) {
      let result = null;
      try {
        result = prices.calcPrice(usage, l.id, l.providerId ? { providerId: l.providerId } : void 0);
      } catch {
        result = null;
      }
      if (result !== null && Number.isFinite(result.total_price)) return result.total_price;
    }
    return null;
  };
  const estimate = price;
  estimate.priced = (model) => price({ input: 1e3, output: 1e3, cacheRead: 0, cacheWrite: 0 }, model) !== null;
  return estimate;
}
async function loadCostEstimator() {
  return estimatorFrom(await priceModule());
}
function withCostEstimate(summary, estimate, modelHint) {
  if (!wantsEstimate(summary)) return { summary, note: null };
  const parts = summary.tokensByModel;
  if (parts && parts.length > 1) {
    let usd2 = 0;
    const unpriced = [];
    for (const part of parts) {
      const one = estimate(part.tokens, part.model);
      if (one === null) unpriced.push(part.model);
      else usd2 += one;
    }
    if (unpriced.length === 0) return { summary: { ...summary, estimatedCostUsd: usd2 }, note: null };
    return noEstimate(
      summary,
      `no cost estimate: the price table has no price for the model${unpriced.length > 1 ? "s" : ""} ${unpriced.map((m) => `'${m}'`).join(", ")}`
    );
  }
  const model = summary.model || modelHint;
  const usd = model ? estimate(summary.tokens, model) : null;
  if (usd !== null) return { summary: { ...summary, estimatedCostUsd: usd }, note: null };
  return noEstimate(
    summary,
    model ? `no cost estimate: the price table has no price for the model '${model}'` : "no cost estimate: the agent named no model (set 'model' so its tokens can be priced)"
  );
}
function noEstimate(summary, note) {
  const notice = {
    level: "info",
    code: "no_cost_estimate",
    message: note,
    at: summary.lastEventAt ?? 0
  };
  return { summary: { ...summary, estimatedCostUsd: null, notices: [...summary.notices, notice] }, note };
}
function wantsEstimate(summary) {
  return summary.costUsd === null && summary.tokens !== null && summary.tokens.input + summary.tokens.output > 0;
}
async function estimateCost(summary, modelHint, estimate) {
  if (!wantsEstimate(summary)) return { summary, note: null };
  let estimator;
  try {
    estimator = estimate ?? await loadCostEstimator();
  } catch (error) {
    return {
      summary,
      note: `no cost estimate: the price table could not be loaded (${error.message})`
    };
  }
  return withCostEstimate(summary, estimator, modelHint);
}

export {
  estimatorFrom,
  loadCostEstimator,
  withCostEstimate,
  wantsEstimate,
  estimateCost
};
