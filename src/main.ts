/**
 * The Action's main entry (bundled to dist/index.js). Thin on purpose: runAction does the work and
 * returns the failure, if any; this is the ONE place that fails the step, crashes included.
 */

import { judgeRepositoryConfig, refuseUnauthorized } from './action/gate/authorize.js';
import { reportCrash, reportNotStarted, runAction } from './action/launch/run-agent.js';
import { acknowledgementsSettled } from './github/acknowledge.js';
import { patternRedactor } from './redact/redact.js';
import * as core from './runner/core.js';

let failure: string | null;
try {
  // The permission gate first (action/gate/authorize.ts): a refused run launches nothing at all.
  // Then whose code the workspace holds: the agent reads the repository's own hooks, MCP servers
  // and settings only when it is a writer's (or the workflow says to).
  const refusal = await refuseUnauthorized();
  ({ failure } =
    refusal === null
      ? await runAction(process.env, await judgeRepositoryConfig())
      : await reportNotStarted({ stage: 'gate', reason: refusal.failure }));
} catch (error) {
  // Unexpected: a bug of ours. Known token shapes are still hidden from the message.
  failure = patternRedactor.redact(`Narrator crashed: ${(error as Error).stack ?? String(error)}`);
  // The views may have said the job passes before the crash: the verdict is written again.
  await reportCrash(failure);
}
// The 👀 the gate sent in the background: a very short run still shows it (bounded wait).
await acknowledgementsSettled();
if (failure) core.setFailed(failure);
core.flushLog(); // the last job-log lines held for one write (src/runner/core.ts)
// Every view is written. A GitHub request still retrying in the background (the final comment
// edit gave up on it) must not keep the job step open: exit now, with setFailed's exit code.
process.exit();
