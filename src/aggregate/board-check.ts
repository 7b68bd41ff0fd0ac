/**
 * The matrix board's check run: one check, named by the aggregate action's `check-name`, completed
 * with the board's verdict, so one required check gates the whole matrix. Where it goes follows
 * the same rules as a leg's check (src/sinks/check/check-target.ts): `auto` only where the aggregate
 * job is not already a check on the commit. Created completed (the verdict is known when the
 * aggregate job writes it). A token without `checks: write` gets one warning; the job's result is
 * the verdict either way.
 */

import { type BoardContext, renderBoardComment } from '../board/board.js';
import type { Verdict } from '../board/gate.js';
import type { Leg } from '../board/legs.js';
import type { RunEvent } from '../context/event.js';
import type { RunnerEnv } from '../context/runner-env.js';
import type { GitHubClient } from '../github/client.js';
import { classifyGitHubError } from '../github/errors.js';
import { resolveTarget } from '../github/target.js';
import type { Redactor } from '../redact/redact.js';
import { CHECK_OUTPUT_LIMIT, CHECK_TITLE_MAX } from '../report/check-output.js';
import * as core from '../runner/core.js';
import { octokitCheckRuns } from '../sinks/check/check-runs.js';
import { checkName, checkPlace } from '../sinks/check/check-target.js';
import type { AggregateConfig } from './inputs.js';

const REQUEST_TIMEOUT_MS = 30_000;

export interface BoardCheckOptions {
  config: Pick<AggregateConfig, 'check' | 'checkName' | 'commentOn'>;
  env: RunnerEnv;
  /** The triggering event, read once (src/context/event.ts). */
  event: RunEvent;
  client: GitHubClient | null;
  legs: readonly Leg[];
  verdict: Verdict;
  ctx: BoardContext;
  redactor: Redactor;
  /** The board comment's page, linked in the check's text. */
  commentUrl: string | null;
}

/** Creates the board's check run, completed; never throws. Resolves to its id, or null. */
export async function completeBoardCheck(o: BoardCheckOptions): Promise<number | null> {
  const { env, config } = o;
  const r = o.redactor.redact;
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  const payload = o.event.payload;
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  const place = checkPlace({
    setting: config.check,
    eventName,
    payload,
    commentTarget: resolveTarget({ commentOn: config.commentOn, eventName, payload, repository }).target,
    sha: env['GITHUB_SHA'] ?? '',
  });
  if (place.kind === 'none') {
    core.info(`Narrator board: no check run (${place.reason})`);
    return null;
  }
  const [owner, repo] = repository.split('/');
  if (!owner || !repo || o.client === null) {
    core.warning(
      `Narrator board: no check run: ${o.client === null ? "'github-token' is empty" : `GITHUB_REPOSITORY '${repository}' is not owner/repo`}`,
    );
    return null;
  }
  const api = octokitCheckRuns(o.client);
  const name = checkName({
    checkName: config.checkName,
    workflow: env['GITHUB_WORKFLOW'],
    job: env['GITHUB_JOB'],
    leg: null,
  });
  let step = 'read the pull request';
  try {
    let sha = place.kind === 'sha' ? place.sha : null;
    if (place.kind === 'pull') {
      try {
        sha = await api.pullHeadSha({ owner, repo }, place.number, AbortSignal.timeout(REQUEST_TIMEOUT_MS));
      } catch (error) {
        if (classifyGitHubError(error, Date.now()).kind !== 'not_found') throw error;
        if (place.fallbackSha === null) {
          core.info(`Narrator board: no check run (#${place.number} is not a pull request)`);
          return null;
        }
        sha = place.fallbackSha;
      }
    }
    step = 'create check runs';
    const body = renderBoardComment(o.legs, o.verdict, { ...o.ctx, marker: null });
    const [first = '', ...rest] = body.split('\n');
    const now = new Date().toISOString();
    const id = await api.create(
      {
        owner,
        repo,
        name,
        headSha: sha!,
        detailsUrl: o.ctx.runUrl ?? null,
        externalId: env['GITHUB_RUN_ID']
          ? `${env['GITHUB_RUN_ID']}/${env['GITHUB_RUN_ATTEMPT'] || '1'}`
          : null,
        startedAt: now,
        completed: { conclusion: o.verdict.passed ? 'success' : 'failure', completedAt: now },
        output: {
          title: r(first.replace(/^#+\s*/, '')).slice(0, CHECK_TITLE_MAX),
          summary: r(rest.join('\n').trim()).slice(0, CHECK_OUTPUT_LIMIT),
          ...(o.commentUrl ? { text: `The board comment: ${o.commentUrl}` } : {}),
        },
      },
      AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    );
    core.info(
      `Narrator board: check '${r(name)}' on ${sha!.slice(0, 12)}: ${o.verdict.passed ? 'success' : 'failure'} (${place.reason})`,
    );
    return id;
  } catch (error) {
    const failure = classifyGitHubError(error, Date.now());
    if (failure.kind === 'forbidden' && failure.status === 403) {
      const permission =
        step === 'create check runs'
          ? "'checks: write'"
          : "'pull-requests: read' (to read the pull request's head commit)";
      core.warning(
        r(
          `Narrator board: no check run: the token may not ${step} (GitHub answered ${failure.message}). Give the aggregate job the permission ${permission}`,
        ),
      );
    } else {
      core.warning(r(`Narrator board: the check run could not be created (${failure.message})`));
    }
    return null;
  }
}
