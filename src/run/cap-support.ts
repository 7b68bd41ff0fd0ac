/**
 * What each agent's stream lets Narrator enforce, and when. A cap can only be held to figures the
 * stream shows: some agents report tokens with every model step (live: Narrator stops the agent the
 * moment a cap is passed), others only when their turn ends (the run is judged then, and cannot be
 * stopped earlier), some never report cost (Narrator estimates it from tokens and the model's
 * price). A cap that no figure of the agent can ever show is refused before launch, saying why.
 *
 * docs/outcome.md renders this table; keep the two in step.
 */
import type { Dialect } from '../stream/events.js';
import type { RunCaps } from './budget.js';

/** `live`: with each model step; `turn_end`: only when the turn (the run, headless) ends. */
export type FigureTiming = 'live' | 'turn_end' | 'none';

export interface CapSupport {
  tokens: FigureTiming;
  cost: FigureTiming;
  /** The CLI has its own budget flag (`max-budget-usd` goes to it, not to Narrator's guard). */
  nativeBudget: boolean;
}

export const CAP_SUPPORT: Readonly<Record<Dialect, CapSupport>> = {
  // usage on every assistant message; cost only on the result frame; --max-budget-usd of its own.
  'claude-code': { tokens: 'live', cost: 'turn_end', nativeBudget: true },
  // tokens and cost on every step_finish.
  opencode: { tokens: 'live', cost: 'live', nativeBudget: false },
  // usage and total_cost_usd on the result frame only.
  caliban: { tokens: 'turn_end', cost: 'turn_end', nativeBudget: false },
  // usage on turn.completed only; no cost anywhere.
  codex: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
  // stats on the result frame only; no cost.
  gemini: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
  // usage on the result frame (some versions none); no cost.
  cursor: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
  // ACP, any agent: tokens in the prompt's answer (Gemini `_meta.quota`, opencode `usage`); a cost
  // only from agents that send `usage_update`, so none is counted on. The agents Narrator starts
  // over ACP itself say what they really report (src/agent/acp/recipes.ts, acpCapSupport).
  acp: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
};

export interface CapPlan {
  /** Why the run may not start (a cap nothing the agent prints can show), or null. */
  refusal: string | null;
  /** One log line per cap that is judged only at the end of the turn. */
  notices: string[];
  /** Narrator's guard judges the cost (the agent has no budget flag). */
  enforceCost: boolean;
  /** The cost must be estimated from tokens (the agent reports none). */
  needsEstimate: boolean;
}

/**
 * How `caps` will be held for an agent of `dialect`, run with `model` (the `model` input; null:
 * the CLI's default). `priced(model)` says whether the price table knows the model.
 */
export function planCaps(
  dialect: Dialect,
  caps: RunCaps,
  model: string | null,
  priced: ((model: string) => boolean) | null,
  /** The agent was given its own budget flag (the recipe passes it); false: Narrator holds it. */
  budgetFlagGiven = true,
  /** What this agent reports, where it differs from its dialect's (agents over ACP), and its name. */
  agent?: { label: string; support: CapSupport },
): CapPlan {
  const support = agent?.support ?? CAP_SUPPORT[dialect];
  const name = agent?.label ?? dialect;
  const notices: string[] = [];
  const enforceCost = caps.maxBudgetUsd !== null && !(budgetFlagGiven && support.nativeBudget);
  const needsEstimate = enforceCost && support.cost === 'none';
  const late = (input: string, what: string) =>
    notices.push(
      `${name} reports ${what} only when its turn ends: '${input}' is judged then (the run fails as budget_exceeded), it cannot stop the agent earlier`,
    );
  if (caps.maxTotalTokens !== null) {
    if (support.tokens === 'none') {
      return refuse(
        `input 'max-total-tokens': ${name} reports no token counts, so no cap on them can be held`,
      );
    }
    if (support.tokens === 'turn_end') late('max-total-tokens', 'its tokens');
  }
  if (enforceCost) {
    if (needsEstimate) {
      if (support.tokens === 'none') {
        return refuse(
          `input 'max-budget-usd': ${name} reports neither cost nor tokens, so no budget can be held`,
        );
      }
      if (model === null || priced === null || !priced(model)) {
        const which =
          model === null
            ? `no 'model' is given (the CLI's default model is not named in its stream)`
            : `the price table has no price for '${model}'`;
        return refuse(
          `input 'max-budget-usd': ${name} reports no cost, so Narrator estimates it from tokens and the model's price, but ${which}. ` +
            `Set 'model' to a model the price table knows, or cap tokens with 'max-total-tokens'`,
        );
      }
    }
    if ((needsEstimate ? support.tokens : support.cost) === 'turn_end') {
      late('max-budget-usd', needsEstimate ? 'the tokens its cost is estimated from' : 'its cost');
    }
  }
  return { refusal: null, notices, enforceCost, needsEstimate };

  function refuse(refusal: string): CapPlan {
    return { refusal, notices: [], enforceCost, needsEstimate };
  }
}
