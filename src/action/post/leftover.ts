/**
 * The post step's job when the main step died before finishing its views (killed after the
 * cancel grace, out of memory...): take the last redacted snapshot, close the run as cancelled
 * ("the main step ended before Narrator finished"), and write the step summary and a failure line.
 * Outputs cannot be set any more (they belong to the main step).
 */
import { patternRedactor } from '../../redact/redact.js';
import type { ViewContext } from '../../report/context.js';
import { callTotal } from '../../run/calls.js';
import { reduce } from '../../run/reducer.js';
import { emptySummary, type RunSummary } from '../../run/summary.js';
import { decideVerdict, type Verdict, type VerdictFacts } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { runUrlFrom } from '../../runner/github-env.js';
import { OUTCOMES, type Outcome } from '../../stream/events.js';
import { narratorTempDir, type Snapshot, STATE_KEYS } from '../live/state.js';
import { writeStepSummary } from '../live/views.js';
import { readOwnSnapshot, sealMatches } from './post-state.js';

export interface LeftoverResult {
  /** false when the main step had finished everything (nothing to do). */
  finished: boolean;
  summary: RunSummary | null;
}

/**
 * The main step's snapshot, if the saved path and the file hold up (src/action/post/post-state.ts): in
 * a run folder of RUNNER_TEMP/narrator, no symlink, and, for a finished run, sealed with the token.
 * Anything else is ignored with a warning: the state may have been appended to by the agent.
 */
function loadSnapshot(env: NodeJS.ProcessEnv): Snapshot | null {
  const file = core.getState(STATE_KEYS.snapshotPath);
  if (!file) return null;
  const read = readOwnSnapshot(file, narratorTempDir(env));
  if ('reason' in read) {
    core.warning(`Narrator post step: ignoring the saved snapshot: ${read.reason}`);
    return null;
  }
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(read.bytes.toString('utf8')) as Snapshot;
  } catch {
    return null;
  }
  if (snapshot?.summary?.status === 'finished') {
    const token = core.getInput('github-token') || env['GITHUB_TOKEN'] || '';
    if (!sealMatches(token, read.bytes, core.getState(STATE_KEYS.snapshotSeal))) {
      core.warning(
        'Narrator post step: ignoring the saved snapshot: it says the run finished, but it is not sealed by the main step',
      );
      return null;
    }
  }
  return snapshot;
}

/**
 * The run as the main step last saw it (the redacted snapshot), closed as cancelled if it was
 * still running: "the main step ended before Narrator finished". An empty run if no snapshot.
 */
export async function leftoverSummary(env: NodeJS.ProcessEnv = process.env): Promise<RunSummary> {
  const snapshot = loadSnapshot(env);
  const at = snapshot?.at ?? Date.now();
  const summary = snapshot?.summary ?? emptySummary();
  if (summary.status === 'finished') return summary;
  return reduce(summary, {
    kind: 'exit',
    at,
    exitCode: null,
    signal: null,
    stderrTail:
      'The main step ended before Narrator finished its report (the job was cancelled or the runner stopped it).',
    stoppedBy: 'cancelled',
    limitMs: null,
  });
}

/** The fail-on list the main step used (saved in its state). */
export function savedFailOn(): Outcome[] {
  return core
    .getState(STATE_KEYS.failOn)
    .split(',')
    .filter((o): o is Outcome => (OUTCOMES as readonly string[]).includes(o));
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

/** The main step's verdict for `summary`: its fail-on and its facts, decided as it decided them. */
export function savedVerdict(summary: RunSummary): Verdict {
  return decideVerdict(summary, savedFailOn(), savedFacts());
}

export async function finishLeftoverViews(env: NodeJS.ProcessEnv = process.env): Promise<LeftoverResult> {
  if (core.getState(STATE_KEYS.viewsFinished) !== 'false') {
    // 'true': done by main. '': main never got as far as saving state (bad input): nothing ran.
    return { finished: false, summary: null };
  }
  const summary = await leftoverSummary(env);
  const failOn = savedFailOn();
  // The snapshot was redacted when written; known token shapes are hidden once more for safety.
  const ctx: ViewContext = {
    failOn,
    verdict: savedVerdict(summary),
    runUrl: runUrlFrom(env),
    redact: patternRedactor.redact,
  };
  if (core.getState(STATE_KEYS.stepSummary) !== 'false') await writeStepSummary(summary, ctx, env);
  core.error(
    `Narrator: the main step ended before its report was finished; outcome ${summary.outcome} ` +
      `after ${callTotal(summary)} tool calls (from the last snapshot).`,
  );
  return { finished: true, summary };
}
