/**
 * The step summary's leftover: when the main step did not finish its views, the post step writes
 * the step summary of the run the job log's leftover rebuilt from the snapshot, closed as cancelled
 * (src/sinks/leftover-run.ts). The step-summary switch is the post step's own input, never the state.
 */
import { patternRedactor } from '../../redact/redact.js';
import type { ViewContext } from '../../report/context.js';
import * as core from '../../runner/core.js';
import { runUrlFrom } from '../../runner/github-env.js';
import { leftoverFailOn, leftoverVerdict } from '../leftover-run.js';
import type { SinkLeftover } from '../sink.js';
import { writeStepSummary } from './live.js';

export const stepSummaryLeftover: SinkLeftover = {
  name: 'step-summary',
  label: 'step summary',
  finish: async ({ summary, context }) => {
    // null: the main step finished its views (or never began).
    if (summary === null || core.getInput('step-summary') === 'false') return {};
    // The snapshot was redacted when written; known token shapes are hidden once more for safety.
    const ctx: ViewContext = {
      failOn: leftoverFailOn(summary),
      verdict: leftoverVerdict(summary),
      runUrl: runUrlFrom(context.runner),
      redact: patternRedactor.redact,
    };
    await writeStepSummary(summary, ctx, context.runner);
    return {};
  },
};
