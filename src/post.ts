/**
 * The Action's post entry (bundled to dist/post.js; runs with `post-if: always()`). If the main
 * step died before finishing its views, finish them from the saved snapshot. The live comment's
 * finalization (H6's finalizeLeftover) is wired in here by the GitHub work.
 */
import * as core from '@actions/core';
import { finishLeftoverViews } from './action/leftover.js';

try {
  await finishLeftoverViews();
} catch (error) {
  // The post step must never fail a job that the main step judged: a warning is enough.
  core.warning(`Narrator post step: ${(error as Error).message}`);
}
