/**
 * The aggregate action's entry (bundled to dist/aggregate.js, run by aggregate/action.yml). Thin on
 * purpose: runAggregate does the work and returns the failure, if any; this is the ONE place that
 * fails the step, crashes included.
 */

import { useRunnerProxy } from '../context/proxy.js';
import { readRunContext } from '../context/run-context.js';
import { patternRedactor } from '../redact/redact.js';
import * as core from '../runner/core.js';
import { runAggregate } from './run.js';

let failure: string | null;
try {
  // The environment is read here, once (src/context/run-context.ts); a runner's proxy is used
  // before the first request (src/context/proxy.ts).
  const context = readRunContext(process.env);
  await useRunnerProxy(context.runner);
  ({ failure } = await runAggregate(context));
} catch (error) {
  // Unexpected: a bug of ours. Known token shapes are still hidden from the message.
  failure = patternRedactor.redact(`Narrator board crashed: ${(error as Error).stack ?? String(error)}`);
}
if (failure) core.setFailed(failure);
core.flushLog(); // the last job-log lines held for one write (src/runner/core.ts)
// A GitHub request still retrying in the background must not keep the job step open.
process.exit();
