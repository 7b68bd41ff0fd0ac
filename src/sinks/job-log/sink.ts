/**
 * The job log and the views written beside it (annotations, the snapshot for the post step, and at
 * the end the step summary, the outputs and the run's files) as one of the run's sinks
 * (src/sinks/sink.ts).
 */
import type { OpenSink, Sink } from '../sink.js';
import { LiveViews } from './live.js';

export interface JobLogSink extends Sink {
  readonly views: LiveViews;
}

export const openJobLogSink = (o: Parameters<OpenSink>[0]): JobLogSink => {
  const views = new LiveViews({
    redactor: o.redactor,
    ctx: o.ctx,
    annotations: o.config.annotations,
    stepSummary: o.config.stepSummary,
    snapshots: o.snapshots,
    env: o.env,
    workspace: o.env['GITHUB_WORKSPACE'] || process.cwd(),
  });
  return {
    name: 'job-log',
    views,
    onEvent: (event, summary) => views.onEvent(event, summary),
    finish: async ({ summary, files, verdict }) => ({ outputs: await views.finish(summary, files, verdict) }),
  };
};
