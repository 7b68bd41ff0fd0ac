/**
 * The outcome in words, shared by the comment, the step summary, the job log and the annotations,
 * so they can never tell different stories. Returns plain text (redacted, not escaped): each view
 * applies its own markup safety.
 */
import { CAP_NOT_HELD } from '../run/budget-guard.js';
import { callTotal } from '../run/calls.js';
import { classifyFailure, type FailureVerdict } from '../run/failure-kind.js';
import { NOT_A_STREAM } from '../run/outcome.js';
import { SCHEMA_CHECK_FAILED } from '../run/structured-output.js';
import type { RunSummary } from '../run/summary.js';
import { identity, type ViewContext, verdictOf } from './context.js';
import {
  agentLabel,
  costText,
  formatCost,
  formatDuration,
  oneLine,
  outcomePhrase,
  plural,
} from './format.js';

export function labelFor(summary: RunSummary, ctx: ViewContext): string {
  return ctx.agentLabel ?? agentLabel(summary.dialect);
}

/** First line of the error message, short: for headers and one-line logs. */
export function shortReason(summary: RunSummary, ctx: ViewContext, max = 100): string | null {
  const redact = ctx.redact ?? identity;
  const msg = summary.errorMessage ?? (summary.outcome !== 'success' ? summary.stderrTail : null);
  if (!msg?.trim()) return null;
  const first = redact(msg)
    .split('\n')
    .find((l) => l.trim());
  return first ? oneLine(first, max) : null;
}

/**
 * "Claude finished", "Claude stopped: API Error: 500 …", "Claude reached max turns (limit 1)",
 * "Claude exceeded its budget ($0.07 of $0.05)", "Claude timed out (wall limit 30m 00s)".
 */
export function headline(summary: RunSummary, ctx: ViewContext): string {
  const label = labelFor(summary, ctx);
  const limits = ctx.limits ?? {};
  switch (summary.status === 'finished' ? summary.outcome : null) {
    case null:
      return `${label} ${outcomePhrase(summary)}`;
    case 'error': {
      // An API failure after the agent's own retries says so: that is the actionable part.
      if (summary.terminalReason === 'api_error' && summary.retries.length > 0) {
        const n = summary.retries.length;
        return `${label} stopped: API error after ${n} ${n === 1 ? 'retry' : 'retries'}`;
      }
      const reason = shortReason(summary, ctx, 80);
      // Nothing was read from the agent: which agent it was is a guess, so the line does not name one.
      if (reason && summary.errorMessage?.startsWith(NOT_A_STREAM)) return reason;
      // The agent finished; Narrator's own check of its answer failed the run.
      if (reason && !summary.isError && summary.errorMessage?.startsWith(SCHEMA_CHECK_FAILED)) {
        return `${label} finished, but ${reason}`;
      }
      return reason ? `${label} stopped: ${reason}` : `${label} stopped with an error`;
    }
    case 'max_turns':
      return `${label} reached max turns${limits.maxTurns ? ` (limit ${limits.maxTurns})` : ''}`;
    case 'budget_exceeded':
      return `${label} exceeded its budget${
        limits.maxBudgetUsd && summary.costUsd !== null
          ? ` (${formatCost(summary.costUsd)} of ${formatCost(limits.maxBudgetUsd)})`
          : ''
      }`;
    default:
      return `${label} ${outcomePhrase(summary)}`;
  }
}

/**
 * Why the run ended when it did not end well, in sentences a person can act on. null for success
 * and while running.
 */
export function reasonText(summary: RunSummary, ctx: ViewContext): string | null {
  if (summary.status !== 'finished' || summary.outcome === null || summary.outcome === 'success') return null;
  const redact = ctx.redact ?? identity;
  const limits = ctx.limits ?? {};
  const parts: string[] = [];
  const msg = summary.errorMessage ?? summary.stderrTail;
  if (msg?.trim()) parts.push(redact(msg.trim()));
  switch (summary.outcome) {
    case 'error':
      if (summary.isError && summary.subtype === 'success') {
        parts.push(
          '(the agent reported `subtype: success` with `is_error: true`; Narrator counts that as a failure)',
        );
      }
      break;
    case 'max_turns': {
      const left = summary.todos.filter((t) => t.status !== 'completed').length;
      const turns = summary.turns !== null ? `after ${summary.turns} turns` : 'at the turn limit';
      parts.push(
        `Stopped ${turns}${limits.maxTurns ? ` (max-turns ${limits.maxTurns})` : ''}.` +
          (summary.todos.length ? ` ${left} of ${summary.todos.length} plan items were left.` : ''),
      );
      break;
    }
    case 'budget_exceeded':
      // A token or tool-call cap has no spend to show; a cost the agent did not report is not "n/a spent".
      if (summary.costUsd !== null) {
        parts.push(
          `Spent ${formatCost(summary.costUsd)}${limits.maxBudgetUsd ? ` of the ${formatCost(limits.maxBudgetUsd)} budget` : ''}.`,
        );
      }
      break;
    case 'timed_out': {
      const which = [
        limits.wallMinutes ? `timeout-minutes ${limits.wallMinutes}` : null,
        limits.idleMinutes ? `idle-timeout-minutes ${limits.idleMinutes}` : null,
      ].filter(Boolean);
      if (which.length && !msg) parts.push(`Stopped by Narrator's limit (${which.join(', ')}).`);
      break;
    }
    case 'cancelled':
      parts.push(
        // The metrics' own figure (the agent's, else the estimate marked as one), so they agree.
        `Cancelled after ${formatDuration(summary.durationMs)} — ${plural(callTotal(summary), 'tool call')}, ${costText(summary) === null ? 'cost n/a' : `${costText(summary)} spent`} so far.`,
      );
      break;
    case 'max_tokens':
      if (!msg) parts.push('The answer was cut off at the model’s output token limit.');
      break;
  }
  const advice = whatToDo(summary);
  if (advice) parts.push(advice);
  return parts.join('\n\n') || null;
}

/**
 * "What to do: the provider was overloaded after 10 retries: re-run later. (provider_error,
 * retryable)" — the failure kind's advice, for the failure line of every view; null on success.
 */
export function whatToDo(
  summary: RunSummary,
  verdict: FailureVerdict | null = classifyFailure(summary),
): string | null {
  if (verdict === null) return null;
  return `What to do: ${verdict.advice}. (${verdict.kind}, ${verdict.retryable ? 'retryable' : 'not retryable'})`;
}

/** The verdict's note when the agent never started. */
export const NOT_STARTED_NOTE = 'This job failed because the agent never started, whatever `fail-on` says.';

/** The verdict's note when Narrator itself failed. */
export const CRASH_NOTE = 'This job failed because Narrator itself failed (a bug: please report it).';

/**
 * Why the job fails, in one text (plain, redacted), as the leg record, the board row and a run that
 * never started say it; null when the job passes. The verdict decides; this only words it.
 */
export function verdictReason(summary: RunSummary | null, ctx: ViewContext): string | null {
  const redact = ctx.redact ?? identity;
  const verdict = summary === null ? ctx.verdict : verdictOf(summary, ctx);
  if (!verdict?.fails) return null;
  const parts: string[] = [];
  const setup = verdict.setupFailure;
  if (verdict.crash !== null) {
    parts.push(redact(verdict.crash));
  } else if (setup !== null) {
    // The inputs' and the gate's messages say who refused; a broken setup is said here.
    parts.push(
      setup.stage === 'setup'
        ? `Narrator could not start the agent: ${redact(setup.reason)}`
        : redact(setup.reason),
    );
  } else if (summary !== null && verdict.outcomeFails) {
    // fail-on may list an outcome that has no reason of its own (success).
    parts.push(reasonText(summary, ctx) ?? `the outcome '${verdict.outcome}' is in fail-on`);
  }
  if (verdict.recordTaken !== null) parts.push(`publish-result: ${redact(verdict.recordTaken)}`);
  return parts.length > 0 ? parts.join('\n') : null;
}

/**
 * The verdict in one line: "This job failed because the outcome `error` is in `fail-on`.", the
 * opposite note, or what else failed the job (the agent never started, the leg record's name taken);
 * for a CLI command (`ctx.verdictFor`) its exit status and its --fail-on, or nothing where the
 * outcome decides no exit status (`narrator render`).
 */
export function failOnNote(summary: RunSummary, ctx: ViewContext): string | null {
  if (summary.status !== 'finished') return null;
  const verdict = verdictOf(summary, ctx);
  const verdictFor = ctx.verdictFor ?? 'job';
  if (verdictFor === 'nobody') return null;
  if (verdictFor !== 'job') {
    if (verdict.outcome === null || (!verdict.fails && verdict.outcome === 'success')) return null;
    return verdict.fails
      ? `${verdictFor.command} exits 1: the outcome \`${verdict.outcome}\` is in \`--fail-on\`.`
      : `${verdictFor.command} exits 0: the outcome \`${verdict.outcome}\` is not in \`--fail-on\`.`;
  }
  switch (verdict.source) {
    case 'crash':
      return CRASH_NOTE;
    case 'setup':
      return NOT_STARTED_NOTE;
    case 'record_taken':
      return `This job failed because its leg record could not be published: ${(ctx.redact ?? identity)(verdict.recordTaken ?? '').replace(/\.$/, '')}.`;
    case 'no_outcome':
      return null;
    case 'outcome':
      if (verdict.fails)
        return `This job failed because the outcome \`${verdict.outcome}\` is in \`fail-on\`.`;
      if (verdict.outcome !== 'success') {
        return `The outcome \`${verdict.outcome}\` is not in \`fail-on\`, so the job passes.`;
      }
      return null;
  }
}

/**
 * "3 unreadable lines · 1 unknown frame": what of the stream Narrator could not read, for every view
 * (a person judging the verdict should know part of the stream was skipped); null when none was.
 */
export function unreadableText(summary: RunSummary): string | null {
  const d = summary.diagnostics;
  const unknown = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines === 0 && unknown === 0) return null;
  return `${plural(d.badLines, 'unreadable line')} · ${plural(unknown, 'unknown frame')}`;
}

/**
 * What the fold set aside because it was not the agent's (frames naming another session, a success
 * result right behind an error result with no turn between them), as a warning for every view; null
 * when nothing was. Something other than the agent wrote to its output: a reader should know, even
 * though it decided nothing.
 */
export function setAsideNote(summary: RunSummary): string | null {
  const { foreignFrames, ignoredResults } = summary.diagnostics;
  const parts: string[] = [];
  if (foreignFrames > 0) parts.push(`${plural(foreignFrames, 'line')} naming another session`);
  if (ignoredResults > 0) {
    parts.push(`${plural(ignoredResults, 'success result')} right after the agent’s error, with no new turn`);
  }
  if (parts.length === 0) return null;
  return (
    `⚠️ Not the agent’s, set aside (they decided nothing): ${parts.join('; ')}. ` +
    'Something else wrote to the agent’s output, e.g. a process its tools left running.'
  );
}

/**
 * The caps that held nothing, or less than they say (the guard's `cap_not_held` notices: no figure
 * arrived, or some were not believed), as one warning for every view; null when every cap held.
 */
export function capNotHeldNote(summary: RunSummary): string | null {
  const lines = summary.notices.filter((n) => n.code === CAP_NOT_HELD).map((n) => n.message);
  if (lines.length === 0) return null;
  return `⚠️ ${lines.map((l) => `${l.charAt(0).toUpperCase()}${l.slice(1)}.`).join(' ')}`;
}
