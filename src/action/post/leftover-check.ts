/**
 * The post step's part of the check run.
 *
 * A run the main step created and did not see through (killed, cancelled past the grace, GitHub
 * down at the end) is completed here, so a required check is never left `in_progress`, blocking
 * the merge; and never as a success (src/action/post/leftover.ts says why nothing the post step
 * reads can vouch for one).
 *
 * Then the check is read back, because a token with `checks: write` in the agent's hands (a
 * workflow that gives it `GH_TOKEN` so it can use `gh`, or Narrator's own, read in /proc) can edit
 * Narrator's check once completed, or create a newer check of the same name on the same commit,
 * which is the one GitHub shows and a required check reads. The post step compares its own check
 * run and every newer one of its name on that commit with the verdict; what differs is re-asserted
 * (PATCHed back to the verdict, where GitHub lets it: a check run is only writable by the app that
 * created it) and reported, and the job fails. The post step never writes a success: a success
 * changed to something else fails the job instead of being restored. Never throws.
 */
import { appendFile } from 'node:fs/promises';
import { type CheckRunRef, type CheckRunView, octokitCheckRuns } from '../../github/check-runs.js';
import { createGitHubClient } from '../../github/client.js';
import { describeError } from '../../github/errors.js';
import { perLine } from '../../inputs.js';
import { createRedactor } from '../../redact/redact.js';
import { type CheckConclusion, checkConclusion, checkOutput } from '../../report/check-output.js';
import { inlineText } from '../../report/markdown.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { clientOptionsFromEnv, runUrlFrom } from '../../runner/github-env.js';
import { CHECK_STATE_KEYS, type CheckState, parseCheckState } from '../live/check-state.js';
import { STATE_KEYS } from '../live/state.js';
import { leftoverFailOn, leftoverSummary, leftoverVerdict } from './leftover.js';

/** Conclusions that let a required check pass. */
const PASSING = new Set(['success', 'neutral', 'skipped']);

/** What the read-back found: one sentence per forged check run (empty: none). */
export interface CheckReadBack {
  forged: string[];
}

/**
 * Completes a leftover check (never as a success), then reads the check back and re-asserts the
 * verdict. `summary`: the leftover run if the post step already closed it; else it is read from
 * the snapshot.
 */
export async function completeLeftoverCheck(
  summary: RunSummary | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CheckReadBack> {
  const none: CheckReadBack = { forged: [] };
  const saved = parseCheckState(core.getState(CHECK_STATE_KEYS.check));
  if (saved === null) return none;
  const token = core.getInput('github-token') || env['GITHUB_TOKEN'] || '';
  if (!token) return none;
  const redactor = createRedactor({ secrets: [token, ...perLine(core.getInput('redact'))], env });
  const r = redactor.redact;
  const api = octokitCheckRuns(createGitHubClient(clientOptionsFromEnv(token, env, r)));
  const name = r(saved.name);

  // The main step's verdict counts only when it finished everything, its check included; anything
  // less is a leftover, completed here as cancelled or failure whatever the state says.
  let mainFinished =
    core.getState(STATE_KEYS.viewsFinished) === 'true' &&
    core.getState(CHECK_STATE_KEYS.checkFinal) === 'true' &&
    saved.conclusion !== undefined;
  let own: CheckRunView | null = null;
  if (mainFinished) {
    try {
      own = await api.get(saved, saved.id, AbortSignal.timeout(30_000));
    } catch (error) {
      core.warning(
        `Narrator post step: the check '${name}' could not be read back (${r(describeError(error))})`,
      );
      return none;
    }
    if (own.status !== 'completed') {
      // The state says the main step completed it; GitHub says not: the state is not the main
      // step's, and the run is a leftover.
      core.warning(
        `Narrator post step: the saved state says the main step completed the check '${name}', but GitHub shows it ${r(own.status)}: it is completed as a leftover`,
      );
      mainFinished = false;
      own = null;
    }
  }
  let verdict: CheckConclusion;
  if (mainFinished && saved.conclusion !== undefined) {
    verdict = saved.conclusion;
  } else {
    const run = summary ?? (await leftoverSummary(env));
    const leftover = leftoverVerdict(run);
    verdict = checkConclusion(leftover);
    const output = checkOutput(run, {
      now: Date.now(),
      runUrl: runUrlFrom(env),
      failOn: leftoverFailOn(run),
      verdict: leftover,
      redact: r,
    });
    try {
      await api.complete(
        {
          owner: saved.owner,
          repo: saved.repo,
          id: saved.id,
          conclusion: verdict,
          completedAt: new Date().toISOString(),
          output,
          annotations: [],
        },
        undefined,
        AbortSignal.timeout(30_000),
      );
      core.info(`Narrator post step: check '${name}' completed: ${verdict}`);
    } catch (error) {
      core.warning(
        `Narrator post step: the check '${name}' could not be completed (${r(describeError(error))})`,
      );
      return none;
    }
  }

  try {
    const forged = await readBack(api, saved, verdict, r, env, own);
    if (forged.length === 0) {
      core.info(`Narrator post step: check '${name}' read back: it says ${verdict}, Narrator's verdict`);
    }
    return { forged };
  } catch (error) {
    core.warning(
      `Narrator post step: the check '${name}' could not be read back (${r(describeError(error))})`,
    );
    return none;
  }
}

/** The run id and attempt in Narrator's external_id (`<run>/<attempt>`). */
function ourExternalId(env: NodeJS.ProcessEnv): string | null {
  const runId = env['GITHUB_RUN_ID'];
  return runId ? `${runId}/${env['GITHUB_RUN_ATTEMPT'] || '1'}` : null;
}

function who(run: CheckRunView): string {
  if (run.app === null) return 'an app GitHub does not name';
  const owner = run.app.owner ? `, owned by ${run.app.owner}` : '';
  return `the app '${run.app.name}'${run.app.slug ? ` (${run.app.slug}${owner})` : owner ? ` (${run.app.owner})` : ''}`;
}

function sameApp(a: CheckRunView, b: CheckRunView): boolean {
  return a.app === null || b.app === null
    ? a.app === b.app
    : a.app.slug === b.app.slug && a.app.name === b.app.name;
}

function state(run: CheckRunView): string {
  return run.status === 'completed' ? (run.conclusion ?? 'completed') : run.status;
}

async function readBack(
  api: ReturnType<typeof octokitCheckRuns>,
  saved: CheckState,
  verdict: CheckConclusion,
  r: (text: string) => string,
  env: NodeJS.ProcessEnv,
  /** The check run as just read back, if it was. */
  read: CheckRunView | null,
): Promise<string[]> {
  const ref: CheckRunRef = { owner: saved.owner, repo: saved.repo };
  const signal = () => AbortSignal.timeout(30_000);
  const own = read ?? (await api.get(ref, saved.id, signal()));
  if (own.name !== saved.name) {
    core.warning(
      `Narrator post step: check run ${saved.id} is named '${r(own.name)}', not '${r(saved.name)}': the saved check is not Narrator's; nothing is re-asserted`,
    );
    return [];
  }
  const forged: string[] = [];
  const note = (what: string) => ({
    title: `Narrator's verdict: ${verdict} (re-asserted by its post step)`,
    summary: `${what}\n\nNarrator's post step set this check back to the run's verdict, \`${verdict}\`, and failed the job.`,
  });
  /** PATCHes `run` back to the verdict (never to a success); says how it went. */
  const reassert = async (run: CheckRunView, what: string): Promise<string> => {
    if (PASSING.has(verdict)) return 'the job fails instead (the post step never writes a success)';
    try {
      await api.complete(
        {
          ...ref,
          id: run.id,
          conclusion: verdict,
          completedAt: new Date().toISOString(),
          output: note(what),
          annotations: [],
        },
        undefined,
        signal(),
      );
      return `set back to ${verdict}`;
    } catch (error) {
      return `it could not be set back (${r(describeError(error))}), so the job fails`;
    }
  };

  if (own.status !== 'completed' || own.conclusion !== verdict) {
    const what = `Narrator's check run ${own.id} says ${state(own)}${own.title ? ` ('${r(own.title)}')` : ''}, but Narrator's verdict is ${verdict}: it was changed after Narrator wrote it.`;
    forged.push(`${what} ${await reassert(own, what)}.`);
  }
  // GitHub shows the newest check run of a name from each app on a commit, and a required check
  // reads them: a newer one of Narrator's app, or one of another app however old, that passes
  // where the verdict does not is forged (an older one of Narrator's app is superseded by its own).
  if (!PASSING.has(verdict)) {
    const mine = ourExternalId(env);
    const others = await api.listNamed(ref, own.headSha, own.name, signal());
    for (const other of others) {
      if (other.id === own.id || other.status !== 'completed' || !PASSING.has(other.conclusion ?? ''))
        continue;
      if (other.id < own.id && sameApp(other, own)) continue;
      const claims =
        other.externalId !== null && /^\d+\/\d+$/.test(other.externalId) && other.externalId !== mine
          ? ` It names workflow run ${other.externalId.split('/')[0]} (external_id ${r(other.externalId)}); if that run did not make it, it is forged too.`
          : '';
      const what = `${other.id > own.id ? 'A newer' : 'Another'} check run ${other.id} named '${r(other.name)}' on ${own.headSha.slice(0, 12)} says ${state(other)}${other.title ? ` ('${r(other.title)}')` : ''}, created by ${r(who(other))}, while Narrator's verdict is ${verdict}.${claims}`;
      // Another run's check is left alone: it is reported and the job fails.
      const done = claims ? 'left as it is, and the job fails' : await reassert(other, what);
      forged.push(`${what} ${done}.`);
    }
  }
  return forged;
}

/** Says what was forged in the job log (one error each) and the step summary. */
export async function reportForgedChecks(forged: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  for (const line of forged) core.error(`Narrator post step: a forged check: ${line}`);
  const file = env['GITHUB_STEP_SUMMARY'];
  if (!file || forged.length === 0) return;
  const body = [
    "### ⚠️ A check of Narrator's name was changed or forged",
    '',
    ...forged.map((line) => `- ${inlineText(line, 1_000)}`),
    '',
    'Give the agent a token without `checks: write` (docs/outcome.md).',
    '',
  ].join('\n');
  await appendFile(file, body);
}
