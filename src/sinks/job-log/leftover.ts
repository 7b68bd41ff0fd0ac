/**
 * The job log's leftover: when the main step did not finish its views, the post step rebuilds the
 * run from the snapshot, closed as cancelled (src/sinks/leftover-run.ts), logs a failure line and
 * hands that run to the leftovers after it (the step summary's first). Outputs cannot be set any
 * more (they belong to the main step).
 */

import type { RunContext } from '../../context/run-context.js';
import { callTotal } from '../../run/calls.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { HANDOFF, handedText } from '../handoff.js';
import { leftoverSummary } from '../leftover-run.js';
import type { SinkLeftover } from '../sink.js';

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
