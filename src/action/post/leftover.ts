/**
 * The post step's job when the main step did not finish (killed after the cancel grace, out of
 * memory, or its last writes to GitHub did not land): take the last redacted snapshot, close the
 * run as cancelled ("the post step could not confirm the run's result"), and write the step summary
 * and a failure line. Outputs cannot be set any more (they belong to the main step).
 *
 * What the post step reads was left where code the agent runs can write too (same user): the state
 * in GITHUB_STATE, the snapshot under RUNNER_TEMP, even the token to seal one with (in Narrator's
 * /proc/<pid>/environ). So nothing it reads can make a leftover a success: a snapshot is only the
 * run's content (tool calls, cost so far), closed as cancelled unless it says the run failed, and
 * every conclusion and word the post step gives a leftover is `cancelled` or `failure`
 * (leftoverVerdict), whatever a state value or the snapshot says. fail-on and the step-summary
 * switch come from the post step's own inputs (the runner gives the post step the step's inputs),
 * never from the state.
 */
import { parseFailOn } from '../../inputs.js';
import { patternRedactor } from '../../redact/redact.js';
import { checkOutput } from '../../report/check-output.js';
import type { ViewContext } from '../../report/context.js';
import { DEFAULT_FAIL_ON } from '../../report/context.js';
import { callTotal } from '../../run/calls.js';
import { reduce } from '../../run/reducer.js';
import { emptySummary, type RunSummary } from '../../run/summary.js';
import { decideVerdict, type Verdict, type VerdictFacts } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { runUrlFrom } from '../../runner/github-env.js';
import { OUTCOMES, type Outcome } from '../../stream/events.js';
import { narratorTempDir, type Snapshot, STATE_KEYS } from '../live/state.js';
import { writeStepSummary } from '../live/views.js';
import { readOwnSnapshot } from './post-state.js';

export interface LeftoverResult {
  /** false when the main step had finished everything (nothing to do). */
  finished: boolean;
  summary: RunSummary | null;
}

/** Why a leftover run ended, as every view of it says. */
export const LEFTOVER_REASON =
  "Narrator's post step could not confirm the run's result: the main step did not finish its report " +
  '(the job was cancelled, the runner stopped it, or GitHub did not take its last writes). ' +
  "The main step's log has what it saw.";

/**
 * The main step's snapshot, if the saved path and the file hold up (src/action/post/post-state.ts):
 * in a run folder of RUNNER_TEMP/narrator, no symlink. Anything else is ignored with a warning.
 */
function loadSnapshot(env: NodeJS.ProcessEnv): Snapshot | null {
  const file = core.getState(STATE_KEYS.snapshotPath);
  if (!file) return null;
  const read = readOwnSnapshot(file, narratorTempDir(env));
  if ('reason' in read) {
    core.warning(`Narrator post step: ignoring the saved snapshot: ${read.reason}`);
    return null;
  }
  try {
    const snapshot = JSON.parse(read.bytes.toString('utf8')) as Snapshot;
    return snapshot && typeof snapshot === 'object' && snapshot.summary ? snapshot : null;
  } catch {
    return null;
  }
}

/**
 * The run as the main step last saw it (the redacted snapshot), closed as cancelled: a snapshot
 * that says the run succeeded is closed all the same (its verdict cannot be told from a forged
 * one); one that says it failed stays a failure. An empty run if no snapshot.
 */
export async function leftoverSummary(env: NodeJS.ProcessEnv = process.env): Promise<RunSummary> {
  const snapshot = loadSnapshot(env);
  const at = typeof snapshot?.at === 'number' ? snapshot.at : Date.now();
  // Fields an older (or hand-made) snapshot lacks are the empty run's.
  const saved: RunSummary = { ...emptySummary(), ...(snapshot?.summary ?? {}) };
  const failed =
    saved.status === 'finished' &&
    (OUTCOMES as readonly unknown[]).includes(saved.outcome) &&
    saved.outcome !== 'success';
  if (saved.status === 'finished' && !failed) {
    core.warning(
      "Narrator post step: the saved snapshot says the run succeeded; the post step cannot confirm it, so the run is closed as cancelled (the main step's log has its verdict)",
    );
  }
  try {
    // A finished run that failed is shown as it is (nobody gains by forging a failure). A success
    // cannot be told from a forged one: the run is closed as cancelled, and its answer, which was
    // its result, is not shown as one.
    const run = failed
      ? saved
      : close(
          saved.status === 'finished'
            ? {
                ...saved,
                status: 'running',
                outcome: null,
                finalText: null,
                lastText: null,
                structuredOutput: undefined,
              }
            : saved,
          at,
        );
    // The views read the whole summary: one that cannot be rendered is not used.
    checkOutput(run, { now: at, redact: patternRedactor.redact, failOn: leftoverFailOn(run) });
    return run;
  } catch (error) {
    core.warning(
      `Narrator post step: ignoring the saved snapshot: it is not a run Narrator can report (${(error as Error).message})`,
    );
    return close(emptySummary(), at);
  }
}

function close(run: RunSummary, at: number): RunSummary {
  const closed = reduce(run, {
    kind: 'exit',
    at,
    exitCode: null,
    signal: null,
    stderrTail: LEFTOVER_REASON,
    stoppedBy: 'cancelled',
    limitMs: null,
  });
  // Why, in every view (the outcome rules would say "cancelled while the agent was running").
  return { ...closed, errorMessage: LEFTOVER_REASON };
}

/**
 * The fail-on list the views of a leftover are rendered with: the post step's own `fail-on` input
 * (the default when it is unreadable), with the leftover's outcome in it, so no view says the run
 * passes.
 */
export function leftoverFailOn(run: Pick<RunSummary, 'outcome'>): Outcome[] {
  let failOn: Outcome[];
  try {
    const raw = core.getInput('fail-on');
    failOn = raw ? parseFailOn(raw) : [...DEFAULT_FAIL_ON];
  } catch {
    failOn = [...DEFAULT_FAIL_ON];
  }
  return run.outcome !== null && !failOn.includes(run.outcome) ? [...failOn, run.outcome] : failOn;
}

/** What decided the main step's job besides the outcome (saved in its state); none if unreadable. */
export function savedFacts(): VerdictFacts {
  try {
    const raw: unknown = JSON.parse(core.getState(STATE_KEYS.verdictFacts) || '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const o = raw as Record<string, unknown>;
    const setup = o['setupFailure'] as Record<string, unknown> | null | undefined;
    const setupFailure =
      setup && typeof setup['reason'] === 'string' && setup['stage'] === 'setup'
        ? { stage: 'setup' as const, reason: setup['reason'] }
        : null;
    const recordTaken = typeof o['recordTaken'] === 'string' ? o['recordTaken'] : null;
    return { setupFailure, recordTaken };
  } catch {
    return {};
  }
}

/**
 * The verdict every view of a leftover renders: the leftover's outcome is in its fail-on, so it
 * fails (never `success`, whatever the snapshot or the state says): `cancelled` for a cancelled
 * run, what a killed main step is, `failure` otherwise. The facts the main step saved can only
 * add a reason to fail.
 */
export function leftoverVerdict(summary: RunSummary): Verdict {
  return decideVerdict(summary, leftoverFailOn(summary), savedFacts());
}

export async function finishLeftoverViews(env: NodeJS.ProcessEnv = process.env): Promise<LeftoverResult> {
  if (core.getState(STATE_KEYS.viewsFinished) !== 'false') {
    // 'true': done by main. '': main never got as far as saving state (bad input): nothing ran.
    return { finished: false, summary: null };
  }
  const summary = await leftoverSummary(env);
  const failOn = leftoverFailOn(summary);
  // The snapshot was redacted when written; known token shapes are hidden once more for safety.
  const ctx: ViewContext = {
    failOn,
    verdict: leftoverVerdict(summary),
    runUrl: runUrlFrom(env),
    redact: patternRedactor.redact,
  };
  // The step summary is written unless the step's own input turned it off.
  if (core.getInput('step-summary') !== 'false') await writeStepSummary(summary, ctx, env);
  core.error(
    `Narrator: the main step ended before its report was finished; outcome ${summary.outcome} ` +
      `after ${callTotal(summary)} tool calls (from the last snapshot).`,
  );
  return { finished: true, summary };
}
