/**
 * The step summary as one of the run's sinks (src/sinks/sink.ts): written at the end, after the
 * run's files (the order a step summary has always been written in); none when the `step-summary`
 * input is off.
 */
import type { ViewContext } from '../../report/context.js';
import type { OpenSink, Sink } from '../sink.js';
import { writeStepSummary } from './live.js';

export const openStepSummarySink = (o: Parameters<OpenSink>[0]): Sink | null => {
  if (!o.config.stepSummary) return null;
  return {
    name: 'step-summary',
    finish: async (end) => {
      await end.finished('files');
      const ctx: ViewContext = { ...o.ctx, redact: o.redactor.redact, verdict: end.verdict };
      await writeStepSummary(end.summary, ctx, o.env);
      return {};
    },
  };
};
