/**
 * The Action's outputs: every one a view of the summary, as strings (what `core.setOutput` takes).
 * `summary-file` and `log-file` are paths the Action adds itself. Pure.
 */

import { callCounts } from '../run/calls.js';
import { classifyFailure } from '../run/failure-kind.js';
import type { RunSummary } from '../run/summary.js';
import type { Verdict } from '../run/verdict.js';
import { identity, type ViewContext, verdictOf } from './context.js';
import { truncate } from './markdown.js';
import { reasonText, whatToDo } from './outcome-text.js';
import { structuredOutputJson } from './structured-view.js';

/** `result` is capped so a huge answer cannot blow up $GITHUB_OUTPUT or downstream expressions. */
export const RESULT_OUTPUT_MAX = 64 * 1024;

export type ActionOutputs = Record<
  | 'outcome'
  | 'subtype'
  | 'conclusion'
  | 'result'
  | 'error'
  | 'session-id'
  | 'failure-kind'
  | 'retryable'
  | 'cost-usd'
  | 'estimated-cost-usd'
  | 'turns'
  | 'tool-calls'
  | 'tool-errors'
  | 'permission-denials'
  | 'retries'
  | 'input-tokens'
  | 'output-tokens'
  | 'cache-read-tokens'
  | 'cache-write-tokens'
  | 'duration-ms'
  | 'structured-output'
  | 'stopped-by',
  string
>;

/** Unreported numbers are '' (empty), never '0': a consumer must be able to tell them apart. */
function num(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '' : String(n);
}

/**
 * Dollars with the float noise of the agent's running sum removed (0.023204000000000002 ->
 * 0.023204): 10 decimals is far below any price step, so nothing real is rounded away.
 */
function usd(n: number | null): string {
  return n === null || !Number.isFinite(n) ? '' : String(Number(n.toFixed(10)));
}

export function outputsFor(summary: RunSummary, ctx: ViewContext = {}): ActionOutputs {
  const r = ctx.redact ?? identity;
  const counts = callCounts(summary);
  const t = summary.tokens;
  // The agent's own error text when it gave one; else our explanation (signals, timeouts, limits).
  const verdict = classifyFailure(summary);
  // The agent's own error text, then what to do about it; else our explanation, which ends with it.
  const error =
    summary.outcome === null || summary.outcome === 'success'
      ? ''
      : summary.errorMessage?.trim()
        ? `${r(summary.errorMessage.trim())}\n${whatToDo(summary, verdict) ?? ''}`.trim()
        : (reasonText(summary, ctx) ?? '');
  return {
    outcome: summary.outcome ?? '',
    subtype: r(summary.subtype ?? ''),
    // A parked run waits for a person: neutral, as the check's action_required, never success.
    conclusion:
      verdictOf(summary, ctx).conclusion === 'success' && summary.outcome === 'waiting_for_input'
        ? 'neutral'
        : verdictOf(summary, ctx).conclusion,
    result: truncate(r(summary.finalText ?? ''), RESULT_OUTPUT_MAX),
    error: truncate(error, RESULT_OUTPUT_MAX),
    'session-id': r(summary.sessionId ?? ''),
    // Empty on success; a workflow re-runs on `retryable == 'true'` (a 529 outage), never on a bad key.
    'failure-kind': verdict?.kind ?? '',
    retryable: verdict === null ? '' : String(verdict.retryable),
    'cost-usd': usd(summary.costUsd),
    // Only when the agent reports no cost of its own: the two are never mixed.
    'estimated-cost-usd': summary.costUsd === null ? usd(summary.estimatedCostUsd ?? null) : '',
    turns: num(summary.turns),
    'tool-calls': String(counts.total),
    'tool-errors': String(counts.error),
    'permission-denials': String(Math.max(counts.denied, summary.permissionDenials.length)),
    // Unknown (empty, like any number the agent does not report) unless the stream shows retries.
    retries: summary.retriesKnown || summary.retries.length > 0 ? String(summary.retries.length) : '',
    'input-tokens': num(t?.input),
    'output-tokens': num(t?.output),
    'cache-read-tokens': num(t?.cacheRead),
    'cache-write-tokens': num(t?.cacheWrite),
    'duration-ms': num(summary.durationMs),
    // Compact JSON, bounded (src/run/structured-output.ts takes at most 1 MiB of it).
    'structured-output': structuredOutputJson(summary, r),
    // Who stopped the run from the PR or issue (a login: GitHub's characters only, nothing to redact).
    'stopped-by': summary.stopRequest?.login ?? '',
  };
}

/**
 * The outputs of a run that failed before any summary existed (a bad input, a refused permission
 * gate) or that Narrator's own crash ended: the verdict's conclusion and why; every other output
 * stays as it was (unset: empty).
 */
export function notStartedOutputs(verdict: Verdict): Pick<ActionOutputs, 'conclusion' | 'error'> {
  const why = verdict.crash ?? verdict.setupFailure?.reason ?? '';
  return { conclusion: verdict.conclusion, error: truncate(why, RESULT_OUTPUT_MAX) };
}
