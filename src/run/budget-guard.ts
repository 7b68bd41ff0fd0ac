/**
 * Holding the spending caps over a run, for the Action and `narrator run` alike (src/run/budget.ts
 * holds the rules): before launch, how each cap will be held for the dialect, refusing one nothing
 * the agent prints can show; during the run, a check after each event that can move a figure,
 * which asks the launcher to stop the agent (SIGTERM, grace, SIGKILL: the same stop as the
 * timeouts) the moment a cap is passed; after it, the verdict. No I/O: the stop is the caller's.
 */
import type { AgentEvent, Dialect } from '../stream/events.js';
import {
  type Breach,
  budgetBreach,
  type CostEstimator,
  describeBreach,
  hasCaps,
  type RunCaps,
  withBudgetVerdict,
} from './budget.js';
import { CAP_SUPPORT, type CapSupport, planCaps } from './cap-support.js';
import type { RunSummary } from './summary.js';

export interface BudgetPlan {
  caps: RunCaps;
  /** Narrator judges `max-budget-usd` (the agent has no flag of its own for it). */
  enforceCost: boolean;
  estimate: CostEstimator | null;
  notices: string[];
}

export class BudgetRefused extends Error {
  override name = 'BudgetRefused';
}

/**
 * How the caps are held for this run; null when none is set. `dialect` null (a `command` whose
 * stream is detected at run time): every figure that shows up is judged, nothing is refused.
 * Throws BudgetRefused, saying why, for a cap the agent can never show. Loads the price table only
 * when a budget must be estimated.
 */
export async function prepareBudget(
  config: RunCaps & { model: string | null },
  dialect: Dialect | null,
  /** The agent was given its own budget flag (the Action's Claude recipe); false: Narrator holds it. */
  budgetFlagGiven = true,
  /** What this agent reports, where it differs from its dialect's (agents over ACP), and its name. */
  agent?: { label: string; support: CapSupport },
): Promise<BudgetPlan | null> {
  const caps: RunCaps = {
    maxBudgetUsd: config.maxBudgetUsd,
    maxTotalTokens: config.maxTotalTokens,
    maxToolCalls: config.maxToolCalls,
  };
  if (!hasCaps(caps)) return null;
  const load = async () => (await import('./cost-estimate.js')).loadCostEstimator();
  if (dialect === null) {
    return {
      caps,
      enforceCost: caps.maxBudgetUsd !== null,
      estimate: caps.maxBudgetUsd !== null ? await load() : null,
      notices: [],
    };
  }
  const support = agent?.support ?? CAP_SUPPORT[dialect];
  const holdsBudget = !(budgetFlagGiven && support.nativeBudget);
  const estimator =
    caps.maxBudgetUsd !== null && holdsBudget && support.cost === 'none' ? await load() : null;
  const plan = planCaps(
    dialect,
    caps,
    config.model,
    estimator ? (m) => estimator.priced(m) : null,
    budgetFlagGiven,
    agent,
  );
  if (plan.refusal !== null) throw new BudgetRefused(plan.refusal);
  return { caps, enforceCost: plan.enforceCost, estimate: estimator, notices: plan.notices };
}

/** Watches the fold's events; calls `stop` once, the first time a cap is passed. */
export class BudgetGuard {
  private breach: Breach | null = null;

  constructor(
    private readonly plan: BudgetPlan,
    private readonly stop: (reason: string) => void,
  ) {}

  /** The fold's listener with the check added after it. */
  wrap(
    onEvent: (event: AgentEvent, summary: RunSummary) => void,
  ): (event: AgentEvent, summary: RunSummary) => void {
    return (event, summary) => {
      onEvent(event, summary);
      this.observe(event, summary);
    };
  }

  observe(event: AgentEvent, summary: RunSummary): void {
    if (this.breach !== null) return;
    // Only these move a figure a cap is judged by.
    if (event.kind !== 'usage' && event.kind !== 'tool_call' && event.kind !== 'session') return;
    const breach = budgetBreach(summary, this.plan.caps, {
      estimate: this.plan.estimate,
      enforceCost: this.plan.enforceCost,
    });
    if (breach === null) return;
    this.breach = breach;
    this.stop(`Narrator: stopping the agent: ${describeBreach(breach)}`);
  }

  /**
   * The finished summary with the caps' verdict (judged again on the final figures), and a
   * `cap_not_held` warning notice for each cap the run's figures could not hold (capWarnings).
   */
  verdict(summary: RunSummary, stopped: boolean): RunSummary {
    const final =
      budgetBreach(summary, this.plan.caps, {
        estimate: this.plan.estimate,
        enforceCost: this.plan.enforceCost,
      }) ?? this.breach;
    const judged = withBudgetVerdict(summary, final, stopped);
    const warnings = capWarnings(judged, this.plan);
    if (warnings.length === 0) return judged;
    const at = judged.lastEventAt ?? 0;
    const notices = warnings.map((message) => ({
      level: 'warning' as const,
      code: CAP_NOT_HELD,
      message,
      at,
    }));
    return { ...judged, notices: [...judged.notices, ...notices] };
  }
}

/** The notice code of a cap the run's figures could not hold (views show these as warnings). */
export const CAP_NOT_HELD = 'cap_not_held';

/**
 * Why a cap held nothing, or held less than it says, at the end of a run: it was set, and no figure
 * it is judged by arrived (the agent reported no tokens; no cost, none estimated), or some figures
 * were not believed (diagnostics.badUsage) and left out. A cap that says nothing is worse than none:
 * the job log and the step summary say so.
 */
export function capWarnings(summary: RunSummary, plan: Pick<BudgetPlan, 'caps' | 'enforceCost'>): string[] {
  const out: string[] = [];
  if (plan.caps.maxTotalTokens !== null && summary.tokens === null) {
    out.push(
      `'max-total-tokens' held nothing: the agent reported no token counts during the run, so the cap of ${plan.caps.maxTotalTokens} was never judged`,
    );
  }
  if (
    plan.enforceCost &&
    plan.caps.maxBudgetUsd !== null &&
    summary.costUsd === null &&
    summary.estimatedCostUsd == null
  ) {
    out.push(
      `'max-budget-usd' held nothing: the agent reported no cost and none could be estimated from its tokens, so the budget of $${plan.caps.maxBudgetUsd} was never judged`,
    );
  }
  const bad = summary.diagnostics.badUsage;
  const figures = plan.caps.maxTotalTokens !== null || plan.caps.maxBudgetUsd !== null;
  if (figures && bad > 0) {
    out.push(
      `${bad === 1 ? '1 usage report was' : `${bad} usage reports were`} not believed (a token count that is no non-negative whole number, or a negative cost) and left out of the figures the caps are judged by`,
    );
  }
  return out;
}
