/**
 * The Action's post entry (bundled to dist/post.js; runs with `post-if: always()`). Stops an agent
 * a killed main step left running and gives back what it lent the agent user, then walks the
 * sinks' leftovers (src/sinks/leftovers.ts): the views from the saved snapshot if the main step
 * died before finishing them, the live comment's final edit ("cancelled after …"), a check left
 * open (never completed as a success) and read back; a forged check fails the job.
 */

import { stopLeftoverAgent } from './action/post/leftover-agent.js';
import { giveBackLeftoverWorkspace } from './action/post/leftover-user.js';
import { useRunnerProxy } from './context/proxy.js';
import { readRunContext } from './context/run-context.js';
import * as core from './runner/core.js';
import { reportForgedChecks } from './sinks/check/leftover.js';
import { LEFTOVERS, type LeftoverRun } from './sinks/leftovers.js';

// The post step fails the job for one thing only: a check of Narrator's name that says otherwise
// than the verdict (forged). Anything else it cannot do is a warning.
// The environment is read here, once (src/context/run-context.ts).
const context = readRunContext(process.env);
await useRunnerProxy(context.runner);
try {
  const pid = stopLeftoverAgent((m) => core.warning(m));
  if (pid !== null)
    core.info(`Narrator post step: stopped the agent left running by the main step (pid ${pid})`);
} catch (error) {
  core.warning(`Narrator post step (agent): ${(error as Error).message}`);
}
try {
  for (const line of giveBackLeftoverWorkspace(context)) core.info(line);
} catch (error) {
  core.warning(`Narrator post step (agent-user): ${(error as Error).message}`);
}
// Each sink's leftover in turn (src/sinks/leftovers.ts); one failing never stops the next.
let run: LeftoverRun = { summary: null, context };
let forged: string[] = [];
for (const leftover of LEFTOVERS) {
  try {
    const done = await leftover.finish(run);
    if (done.summary !== undefined) run = { summary: done.summary, context };
    if (done.forged) forged = [...forged, ...done.forged];
  } catch (error) {
    const label = leftover.label === null ? '' : ` (${leftover.label})`;
    core.warning(`Narrator post step${label}: ${(error as Error).message}`);
  }
}
if (forged.length > 0) {
  await reportForgedChecks(forged, context).catch((error: unknown) =>
    core.warning(`Narrator post step (step summary): ${(error as Error).message}`),
  );
  core.setFailed(
    `Narrator: ${forged.length === 1 ? 'a check run of its name says' : `${forged.length} check runs of its name say`} otherwise than its verdict (forged); see the errors above`,
  );
}
// A GitHub retry timer must not hold the runner's post step open once the work is done.
core.flushLog(); // the last job-log lines held for one write (src/runner/core.ts)
process.exit();
