/**
 * The run's files (summary.json, report.html: ./record.ts) as one of the run's sinks
 * (src/sinks/sink.ts). The artifact that uploads them (./artifact.ts) runs after the sinks, from
 * the edge, and the leg record (src/sinks/board/leg-record.ts) uploads with it.
 */
import type { OpenSink, Sink } from '../sink.js';
import { RunRecordFiles } from './record.js';

export const openFilesSink = (o: Parameters<OpenSink>[0]): Sink => {
  const record = new RunRecordFiles({ redactor: o.redactor, ctx: o.ctx });
  return {
    name: 'files',
    onEvent: (event, summary) => record.onEvent(event, summary),
    finish: async ({ summary, files, verdict }) => {
      await record.finish(summary, files, verdict);
      return {};
    },
  };
};
