/**
 * The Action's post entry (bundled to dist/post.js; runs with `post-if: always()`). If the main
 * step died before finishing its views, finish them from the saved snapshot; if its live comment
 * never got its final edit, finalize it ("cancelled after …").
 */

import { finishLeftoverViews } from './action/post/leftover.js';
import { stopLeftoverAgent } from './action/post/leftover-agent.js';
import { completeLeftoverCheck } from './action/post/leftover-check.js';
import { finalizeLeftoverComment } from './action/post/leftover-comment.js';
import { giveBackLeftoverWorkspace } from './action/post/leftover-user.js';
import type { RunSummary } from './run/summary.js';
import * as core from './runner/core.js';

// The post step must never fail a job that the main step judged: a warning is enough.
try {
  const pid = stopLeftoverAgent(process.env, (m) => core.warning(m));
  if (pid !== null)
    core.info(`Narrator post step: stopped the agent left running by the main step (pid ${pid})`);
} catch (error) {
  core.warning(`Narrator post step (agent): ${(error as Error).message}`);
}
try {
  for (const line of giveBackLeftoverWorkspace(process.env)) core.info(line);
} catch (error) {
  core.warning(`Narrator post step (agent-user): ${(error as Error).message}`);
}
let summary: RunSummary | null = null;
try {
  ({ summary } = await finishLeftoverViews());
} catch (error) {
  core.warning(`Narrator post step: ${(error as Error).message}`);
}
try {
  await finalizeLeftoverComment(summary);
} catch (error) {
  core.warning(`Narrator post step (comment): ${(error as Error).message}`);
}
try {
  await completeLeftoverCheck(summary);
} catch (error) {
  core.warning(`Narrator post step (check): ${(error as Error).message}`);
}
// A GitHub retry timer must not hold the runner's post step open once the work is done.
core.flushLog(); // the last job-log lines held for one write (src/runner/core.ts)
process.exit();
