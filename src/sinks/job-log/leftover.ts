/**
 * The job log's leftover: when the main step did not finish its views, the post step writes the
 * step summary and a failure line from the snapshot, closed as cancelled (src/sinks/leftover-run.ts),
 * and hands that run to the leftovers after it. Outputs cannot be set any more (they belong to the
 * main step); fail-on and the step-summary switch are the post step's own inputs, never the state.
 */

import type { RunContext } from '../../context/run-context.js';
import { patternRedactor } from '../../redact/redact.js';
import type { ViewContext } from '../../report/context.js';
import { callTotal } from '../../run/calls.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { runUrlFrom } from '../../runner/github-env.js';
import { HANDOFF, handedText } from '../handoff.js';
import { leftoverFailOn, leftoverSummary, leftoverVerdict } from '../leftover-run.js';
import type { SinkLeftover } from '../sink.js';
import { writeStepSummary } from './live.js';

export interface LeftoverResult {
  /** false when the main step had finished everything (nothing to do). */
  finished: boolean;
  summary: RunSummary | null;
}

export async function finishLeftoverViews(context: RunContext): Promise<LeftoverResult> {
  if (handedText(HANDOFF.viewsFinished) !== 'false') {
    // 'true': done by main. '': main never got as far as saving state (bad input): nothing ran.
    return { finished: false, summary: null };
  }
  const summary = await leftoverSummary(context);
  const failOn = leftoverFailOn(summary);
  // The snapshot was redacted when written; known token shapes are hidden once more for safety.
  const ctx: ViewContext = {
    failOn,
    verdict: leftoverVerdict(summary),
    runUrl: runUrlFrom(context.runner),
    redact: patternRedactor.redact,
  };
  // The step summary is written unless the step's own input turned it off.
  if (core.getInput('step-summary') !== 'false') await writeStepSummary(summary, ctx, context.runner);
  core.error(
    `Narrator: the main step ended before its report was finished; outcome ${summary.outcome} ` +
      `after ${callTotal(summary)} tool calls (from the last snapshot).`,
  );
  return { finished: true, summary };
}

export const jobLogLeftover: SinkLeftover = {
  name: 'job-log',
  label: null,
  finish: async (run) => ({ summary: (await finishLeftoverViews(run.context)).summary }),
};
