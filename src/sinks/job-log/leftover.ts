/**
 * The job log's leftover: when the main step did not finish its views, the post step writes the
 * step summary and a failure line from the snapshot (src/sinks/leftover-run.ts), and hands the
 * leftover run to the leftovers after it.
 */
import { finishLeftoverViews } from '../leftover-run.js';
import type { SinkLeftover } from '../sink.js';

export const jobLogLeftover: SinkLeftover = {
  name: 'job-log',
  label: null,
  finish: async () => ({ summary: (await finishLeftoverViews()).summary }),
};
