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
import { type CapSupport, factTable } from './agent-facts.js';
import type { RunCaps } from './budget.js';

export type { CapSupport, FigureTiming } from './agent-facts.js';

/** Each dialect's caps (src/run/agent-facts.ts says them, with why). */
export const CAP_SUPPORT: Readonly<Record<Dialect, CapSupport>> = factTable('caps');

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
