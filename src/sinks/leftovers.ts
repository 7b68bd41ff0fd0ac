/**
 * What the sinks leave the post step, in the order it walks them: the job log's leftover first
 * (it rebuilds the run from the snapshot, closed as cancelled), then the step summary's, the
 * comment's and the check's (which finish from that run), then the PR ledger's row. A sink the post step must finish adds
 * one line here.
 */
import { checkLeftover } from './check/leftover.js';
import { commentLeftover } from './comment/leftover.js';
import { jobLogLeftover } from './job-log/leftover.js';
import { ledgerLeftover } from './ledger/leftover.js';
import type { SinkLeftover } from './sink.js';
import { stepSummaryLeftover } from './step-summary/leftover.js';

export const LEFTOVERS: readonly SinkLeftover[] = [
  jobLogLeftover,
  stepSummaryLeftover,
  commentLeftover,
  checkLeftover,
  // After the comment's final edit, as in the main step.
  ledgerLeftover,
];

export type { LeftoverDone, LeftoverRun, SinkLeftover } from './sink.js';
