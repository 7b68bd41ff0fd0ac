/**
 * What the sinks leave the post step, in the order it walks them: the job log's leftover first
 * (it rebuilds the run from the snapshot, closed as cancelled), then the step summary's, the
 * comment's and the check's (which finish from that run). A sink the post step must finish adds
 * one line here.
 */
import { checkLeftover } from './check/leftover.js';
import { commentLeftover } from './comment/leftover.js';
import { jobLogLeftover } from './job-log/leftover.js';
import type { SinkLeftover } from './sink.js';
import { stepSummaryLeftover } from './step-summary/leftover.js';

export const LEFTOVERS: readonly SinkLeftover[] = [
  jobLogLeftover,
  stepSummaryLeftover,
  commentLeftover,
  checkLeftover,
];

export type { LeftoverDone, LeftoverRun, SinkLeftover } from './sink.js';
