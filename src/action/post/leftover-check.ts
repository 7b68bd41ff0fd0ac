/**
 * The post step's part of the check run: a run the main step created and never completed (killed,
 * cancelled past the grace, GitHub down at the end) is completed from the saved summary snapshot,
 * so a required check is never left `in_progress`, blocking the merge. Never throws.
 */

import { octokitCheckRuns } from '../../github/check-runs.js';
import { createGitHubClient } from '../../github/client.js';
import { describeError } from '../../github/errors.js';
import { perLine } from '../../inputs.js';
import { createRedactor } from '../../redact/redact.js';
import { checkConclusion, checkOutput } from '../../report/check-output.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { clientOptionsFromEnv, runUrlFrom } from '../../runner/github-env.js';
import { CHECK_STATE_KEYS, parseCheckState } from '../live/check-state.js';
import { leftoverSummary, savedFailOn, savedVerdict } from './leftover.js';

/** `summary`: the leftover run if the post step already closed it; else it is read from the snapshot. */
export async function completeLeftoverCheck(
  summary: RunSummary | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const saved = parseCheckState(core.getState(CHECK_STATE_KEYS.check));
  if (saved === null || core.getState(CHECK_STATE_KEYS.checkFinal) === 'true') return;
  const token = core.getInput('github-token') || env['GITHUB_TOKEN'] || '';
  if (!token) return;
  const redactor = createRedactor({ secrets: [token, ...perLine(core.getInput('redact'))], env });
  const run = summary ?? (await leftoverSummary());
  const failOn = savedFailOn();
  const verdict = savedVerdict(run);
  const conclusion = checkConclusion(verdict);
  const output = checkOutput(run, {
    now: Date.now(),
    runUrl: runUrlFrom(env),
    failOn,
    verdict,
    redact: redactor.redact,
  });
  const api = octokitCheckRuns(createGitHubClient(clientOptionsFromEnv(token, env, redactor.redact)));
  try {
    await api.complete(
      {
        owner: saved.owner,
        repo: saved.repo,
        id: saved.id,
        conclusion,
        completedAt: new Date().toISOString(),
        output,
        annotations: [],
      },
      undefined,
      AbortSignal.timeout(30_000),
    );
    core.info(`Narrator post step: check '${redactor.redact(saved.name)}' completed: ${conclusion}`);
  } catch (error) {
    core.warning(
      `Narrator post step: the check '${redactor.redact(saved.name)}' could not be completed (${redactor.redact(describeError(error))})`,
    );
  }
}
