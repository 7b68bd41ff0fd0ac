/**
 * The job log (live groups, the totals at the end) and the snapshot for the post step written
 * beside it, as one of the run's sinks (src/sinks/sink.ts).
 */
import type { OpenSink, Sink } from '../sink.js';
import { LiveJobLog } from './live.js';

export const openJobLogSink = (o: Parameters<OpenSink>[0]): Sink => {
  const log = new LiveJobLog({ redactor: o.redactor, ctx: o.ctx, snapshots: o.snapshots, calls: o.calls });
  return {
    name: 'job-log',
    onEvent: (event, summary) => log.onEvent(event, summary),
    finish: ({ summary, verdict }) => {
      log.finish(summary, verdict);
      return {};
    },
  };
};
