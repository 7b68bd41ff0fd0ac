/** The step summary: appended to GITHUB_STEP_SUMMARY once, at the end (nothing outside the runner). */
import { appendFile } from 'node:fs/promises';
import type { RunnerEnv } from '../../context/runner-env.js';
import type { ViewContext } from '../../report/context.js';
import { renderStepSummary } from '../../report/step-summary.js';
import type { RunSummary } from '../../run/summary.js';

export async function writeStepSummary(summary: RunSummary, ctx: ViewContext, env: RunnerEnv): Promise<void> {
  const file = env['GITHUB_STEP_SUMMARY'];
  if (!file) return;
  const redact = ctx.redact ?? ((s: string) => s);
  const body = renderStepSummary(summary, { ...ctx, redact });
  await appendFile(file, body.endsWith('\n') ? body : `${body}\n`);
}
