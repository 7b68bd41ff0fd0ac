/**
 * The verdict: whether the job fails, its conclusion and what decided it, as ONE value. Every view
 * (outputs, step summary, job log, comment, check run, annotations, HTML record, leg record, board
 * row, trace, the post step, the CLI's exit code) renders this value; none decides again. The words
 * stay in the renderers: this is data only. Pure.
 *
 * What decides, first match wins:
 * 1. Narrator itself crashed (a bug of ours): the job fails, whatever the views said before;
 * 2. the run never started the agent (a bad input, a refused permission gate, a broken setup):
 *    the job fails whatever `fail-on` says, nothing was run;
 * 3. the leg record's name was taken by something else in the job: the job fails whatever the
 *    outcome, its conclusion is what tells the aggregate not to believe that record;
 * 4. no outcome at all: fails (nothing is ever success by default);
 * 5. otherwise the outcome against `fail-on`.
 */
import { OUTCOMES, type Outcome } from '../stream/events.js';

/**
 * The job fails on every outcome but success and waiting_for_input: a new outcome fails by default.
 * A run that parked a question (`on-question: park`) did what it was told and waits for a person;
 * its check says `action_required`, never success.
 */
export const DEFAULT_FAIL_ON: readonly Outcome[] = OUTCOMES.filter(
  (o) => o !== 'success' && o !== 'waiting_for_input',
);

/** Where a run that never started the agent stopped. */
export type SetupStage = 'inputs' | 'gate' | 'setup';

/** What the run knows, besides the summary and `fail-on`, that decides the job. */
export interface VerdictFacts {
  /** The agent was never started: where, and why (already redacted). */
  setupFailure?: { stage: SetupStage; reason: string } | null;
  /** The leg record's name was taken before this leg published: why (already redacted). */
  recordTaken?: string | null;
  /** Narrator itself crashed (a bug of ours): the message (already redacted). */
  crash?: string | null;
}

export type VerdictSource = 'crash' | 'setup' | 'record_taken' | 'no_outcome' | 'outcome';

export interface Verdict {
  /** The job (step) fails. */
  fails: boolean;
  /** The job's conclusion, as the `conclusion` output and the leg record say it. */
  conclusion: 'success' | 'failure';
  /** What decided (see the rules above). */
  source: VerdictSource;
  /** The run's outcome (null: none, e.g. the agent never started or is still running). */
  outcome: Outcome | null;
  /** The outcome is in `fail-on` (what the fail-on note says when the outcome decided). */
  outcomeFails: boolean;
  setupFailure: { stage: SetupStage; reason: string } | null;
  recordTaken: string | null;
  crash: string | null;
}

export function decideVerdict(
  summary: { outcome: Outcome | null } | null,
  failOn: readonly Outcome[] = DEFAULT_FAIL_ON,
  facts: VerdictFacts = {},
): Verdict {
  const outcome = summary?.outcome ?? null;
  const outcomeFails = outcome !== null && failOn.includes(outcome);
  const setupFailure = facts.setupFailure ?? null;
  const recordTaken = facts.recordTaken ?? null;
  const crash = facts.crash ?? null;
  const source: VerdictSource =
    crash !== null
      ? 'crash'
      : setupFailure !== null
        ? 'setup'
        : recordTaken !== null
          ? 'record_taken'
          : outcome === null
            ? 'no_outcome'
            : 'outcome';
  const fails = source !== 'outcome' || outcomeFails;
  return {
    fails,
    conclusion: fails ? 'failure' : 'success',
    source,
    outcome,
    outcomeFails,
    setupFailure,
    recordTaken,
    crash,
  };
}
