const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  OUTCOMES
} from "./chunk-6BFCX7YP.js";
import {
  factTable
} from "./chunk-VVJO45ST.js";

// src/run/verdict.ts
var DEFAULT_FAIL_ON = OUTCOMES.filter(
  (o) => o !== "success" && o !== "waiting_for_input"
);
function decideVerdict(summary, failOn = DEFAULT_FAIL_ON, facts = {}) {
  const outcome = summary?.outcome ?? null;
  const outcomeFails = outcome !== null && failOn.includes(outcome);
  const setupFailure = facts.setupFailure ?? null;
  const recordTaken = facts.recordTaken ?? null;
  const crash = facts.crash ?? null;
  const source = crash !== null ? "crash" : setupFailure !== null ? "setup" : recordTaken !== null ? "record_taken" : outcome === null ? "no_outcome" : "outcome";
  const fails = source !== "outcome" || outcomeFails;
  return {
    fails,
    conclusion: fails ? "failure" : "success",
    source,
    outcome,
    outcomeFails,
    setupFailure,
    recordTaken,
    crash
  };
}

// src/report/context.ts
var identity = (s) => s;
function verdictOf(summary, ctx) {
  return ctx.verdict ?? decideVerdict(summary, ctx.failOn ?? DEFAULT_FAIL_ON, ctx.facts);
}

// src/run/budget.ts
function hasCaps(caps) {
  return caps.maxBudgetUsd !== null || caps.maxTotalTokens !== null || caps.maxToolCalls !== null;
}
function totalTokens(tokens) {
  return tokens === null ? null : tokens.input + tokens.output;
}
function judgedCost(summary, estimate) {
  if (summary.costUsd !== null) return { usd: summary.costUsd, estimated: false };
  if (estimate === null || summary.tokens === null || !summary.model) return null;
  const usd = estimate(summary.tokens, summary.model);
  return usd === null ? null : { usd, estimated: true };
}
function budgetBreach(summary, caps, options) {
  if (caps.maxToolCalls !== null && summary.toolCalls.length > caps.maxToolCalls) {
    return {
      cap: "max-tool-calls",
      limit: caps.maxToolCalls,
      reached: summary.toolCalls.length,
      estimated: false
    };
  }
  const tokens = totalTokens(summary.tokens);
  if (caps.maxTotalTokens !== null && tokens !== null && tokens > caps.maxTotalTokens) {
    return { cap: "max-total-tokens", limit: caps.maxTotalTokens, reached: tokens, estimated: false };
  }
  if (options.enforceCost && caps.maxBudgetUsd !== null) {
    const cost = judgedCost(summary, options.estimate);
    if (cost !== null && cost.usd > caps.maxBudgetUsd) {
      return {
        cap: "max-budget-usd",
        limit: caps.maxBudgetUsd,
        reached: cost.usd,
        estimated: cost.estimated
      };
    }
  }
  return null;
}
var count = (n) => n.toLocaleString("en-US");
var dollars = (n) => `$${n < 1 ? n.toFixed(4).replace(/0{1,2}$/, "") : n.toFixed(2)}`;
function describeBreach(b) {
  switch (b.cap) {
    case "max-tool-calls":
      return `${count(b.reached)} tool calls passed the cap of ${count(b.limit)} (max-tool-calls)`;
    case "max-total-tokens":
      return `${count(b.reached)} tokens (input + output) passed the cap of ${count(b.limit)} (max-total-tokens)`;
    case "max-budget-usd":
      return `${b.estimated ? "\u2248 " : ""}${dollars(b.reached)}${b.estimated ? " (estimated from its tokens)" : ""} passed the budget of ${dollars(b.limit)} (max-budget-usd)`;
  }
}
function withBudgetVerdict(summary, breach, stopped) {
  if (breach === null) return summary;
  if (!stopped && summary.outcome !== "success" && summary.outcome !== "incomplete") return summary;
  const early = stopped && summary.fold.lastResult?.outcome !== "success";
  const errorMessage = early ? `Narrator stopped the agent: ${describeBreach(breach)}.` : `The run went over its cap: ${describeBreach(breach)}. The agent reports this figure only when its turn ends, so it could not be stopped earlier.`;
  return { ...summary, outcome: "budget_exceeded", outcomeSource: "inferred", isError: true, errorMessage };
}

// src/run/cap-support.ts
var CAP_SUPPORT = factTable("caps");
function planCaps(dialect, caps, model, priced, budgetFlagGiven = true, agent) {
  const support = agent?.support ?? CAP_SUPPORT[dialect];
  const name = agent?.label ?? dialect;
  const notices = [];
  const enforceCost = caps.maxBudgetUsd !== null && !(budgetFlagGiven && support.nativeBudget);
  const needsEstimate = enforceCost && support.cost === "none";
  const late = (input, what) => notices.push(
    `${name} reports ${what} only when its turn ends: '${input}' is judged then (the run fails as budget_exceeded), it cannot stop the agent earlier`
  );
  if (caps.maxTotalTokens !== null) {
    if (support.tokens === "none") {
      return refuse(
        `input 'max-total-tokens': ${name} reports no token counts, so no cap on them can be held`
      );
    }
    if (support.tokens === "turn_end") late("max-total-tokens", "its tokens");
  }
  if (enforceCost) {
    if (needsEstimate) {
      if (support.tokens === "none") {
        return refuse(
          `input 'max-budget-usd': ${name} reports neither cost nor tokens, so no budget can be held`
        );
      }
      if (model === null || priced === null || !priced(model)) {
        const which = model === null ? `no 'model' is given (the CLI's default model is not named in its stream)` : `the price table has no price for '${model}'`;
        return refuse(
          `input 'max-budget-usd': ${name} reports no cost, so Narrator estimates it from tokens and the model's price, but ${which}. Set 'model' to a model the price table knows, or cap tokens with 'max-total-tokens'`
        );
      }
    }
    if ((needsEstimate ? support.tokens : support.cost) === "turn_end") {
      late("max-budget-usd", needsEstimate ? "the tokens its cost is estimated from" : "its cost");
    }
  }
  return { refusal: null, notices, enforceCost, needsEstimate };
  function refuse(refusal) {
    return { refusal, notices: [], enforceCost, needsEstimate };
  }
}

// src/run/budget-guard.ts
var BudgetRefused = class extends Error {
  name = "BudgetRefused";
};
async function prepareBudget(config, dialect, budgetFlagGiven = true, agent) {
  const caps = {
    maxBudgetUsd: config.maxBudgetUsd,
    maxTotalTokens: config.maxTotalTokens,
    maxToolCalls: config.maxToolCalls
  };
  if (!hasCaps(caps)) return null;
  const load = async () => (await import("./cost-estimate-SWIOSCLS.js")).loadCostEstimator();
  if (dialect === null) {
    return {
      caps,
      enforceCost: caps.maxBudgetUsd !== null,
      estimate: caps.maxBudgetUsd !== null ? await load() : null,
      notices: []
    };
  }
  const support = agent?.support ?? CAP_SUPPORT[dialect];
  const holdsBudget = !(budgetFlagGiven && support.nativeBudget);
  const estimator = caps.maxBudgetUsd !== null && holdsBudget && support.cost === "none" ? await load() : null;
  const plan = planCaps(
    dialect,
    caps,
    config.model,
    estimator ? (m) => estimator.priced(m) : null,
    budgetFlagGiven,
    agent
  );
  if (plan.refusal !== null) throw new BudgetRefused(plan.refusal);
  return { caps, enforceCost: plan.enforceCost, estimate: estimator, notices: plan.notices };
}
var BudgetGuard = class {
  constructor(plan, stop) {
    this.plan = plan;
    this.stop = stop;
  }
  plan;
  stop;
  breach = null;
  /** The fold's listener with the check added after it. */
  wrap(onEvent) {
    return (event, summary) => {
      onEvent(event, summary);
      this.observe(event, summary);
    };
  }
  observe(event, summary) {
    if (this.breach !== null) return;
    if (event.kind !== "usage" && event.kind !== "tool_call" && event.kind !== "session") return;
    const breach = budgetBreach(summary, this.plan.caps, {
      estimate: this.plan.estimate,
      enforceCost: this.plan.enforceCost
    });
    if (breach === null) return;
    this.breach = breach;
    this.stop(`Narrator: stopping the agent: ${describeBreach(breach)}`);
  }
  /**
   * The finished summary with the caps' verdict (judged again on the final figures), and a
   * `cap_not_held` warning notice for each cap the run's figures could not hold (capWarnings).
   */
  verdict(summary, stopped) {
    const final = budgetBreach(summary, this.plan.caps, {
      estimate: this.plan.estimate,
      enforceCost: this.plan.enforceCost
    }) ?? this.breach;
    const judged = withBudgetVerdict(summary, final, stopped);
    const warnings = capWarnings(judged, this.plan);
    if (warnings.length === 0) return judged;
    const at = judged.lastEventAt ?? 0;
    const notices = warnings.map((message) => ({
      level: "warning",
      code: CAP_NOT_HELD,
      message,
      at
    }));
    return { ...judged, notices: [...judged.notices, ...notices] };
  }
};
var CAP_NOT_HELD = "cap_not_held";
function capWarnings(summary, plan) {
  const out = [];
  if (plan.caps.maxTotalTokens !== null && summary.tokens === null) {
    out.push(
      `'max-total-tokens' held nothing: the agent reported no token counts during the run, so the cap of ${plan.caps.maxTotalTokens} was never judged`
    );
  }
  if (plan.enforceCost && plan.caps.maxBudgetUsd !== null && summary.costUsd === null && summary.estimatedCostUsd == null) {
    out.push(
      `'max-budget-usd' held nothing: the agent reported no cost and none could be estimated from its tokens, so the budget of $${plan.caps.maxBudgetUsd} was never judged`
    );
  }
  const bad = summary.diagnostics.badUsage;
  const figures = plan.caps.maxTotalTokens !== null || plan.caps.maxBudgetUsd !== null;
  if (figures && bad > 0) {
    out.push(
      `${bad === 1 ? "1 usage report was" : `${bad} usage reports were`} not believed (a token count that is no non-negative whole number, or a negative cost) and left out of the figures the caps are judged by`
    );
  }
  return out;
}

export {
  DEFAULT_FAIL_ON,
  decideVerdict,
  identity,
  verdictOf,
  CAP_SUPPORT,
  prepareBudget,
  BudgetGuard,
  CAP_NOT_HELD
};
