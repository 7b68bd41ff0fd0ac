/**
 * One run of the aggregate action: inputs -> the legs' records (artifacts) and the run's jobs
 * (jobs API) -> legs -> verdict -> the board comment, the job log, the step summary, the outputs.
 * It never calls setFailed: it returns the failure, and src/aggregate/main.ts is the one place that
 * fails the step. Reading or posting failing degrades the board (a warning, and a board that says
 * what it could not see); only the verdict fails the job.
 */
import { appendFile } from 'node:fs/promises';
import {
  boardMarker,
  boardMarkerLine,
  boardRunMarker,
  boardTotals,
  renderBoardComment,
  renderBoardSummary,
  renderBoardText,
} from '../board/board.js';
import { decide, type Verdict } from '../board/gate.js';
import {
  assembleBoard,
  type FoundRecord,
  type Leg,
  outcomesByLabel,
  type RunJob,
  type SetAside,
} from '../board/legs.js';
import type { RunContext } from '../context/run-context.js';
import { createGitHubClient, type GitHubClient } from '../github/client.js';
import { describeError } from '../github/errors.js';
import { octokitIssueComments } from '../github/issue-comments.js';
import { resolveTarget } from '../github/target.js';
import { createRedactor, type Redactor } from '../redact/redact.js';
import * as core from '../runner/core.js';
import { clientOptionsFromEnv, runPageUrl, runUrlFrom } from '../runner/github-env.js';
import { LiveBoard } from '../sinks/board/live-board.js';
import { artifactService } from './artifact-service.js';
import { completeBoardCheck } from './board-check.js';
import { type ArtifactReader, collectRecords, listRunJobs } from './collect.js';
import { type AggregateConfig, readAggregateInputs } from './inputs.js';

/** Every output of aggregate/action.yml (test/aggregate/aggregate-action-yml.test.ts checks both agree). */
export const AGGREGATE_OUTPUT_NAMES = [
  'legs',
  'succeeded',
  'failed',
  'total-cost-usd',
  'outcomes',
  'conclusion',
] as const;
export type AggregateOutputs = Record<(typeof AGGREGATE_OUTPUT_NAMES)[number], string>;

export interface AggregateResult {
  failure: string | null;
  legs: Leg[];
  verdict: Verdict | null;
  outputs: Partial<AggregateOutputs>;
}

export interface AggregateDeps {
  /** The artifact service; default: the runner's, read directly (artifact-service.ts). */
  reader?: ArtifactReader;
}

function buildRedactor(config: AggregateConfig, context: RunContext): Redactor {
  const redactor = createRedactor({ secrets: [config.githubToken, ...config.redact], env: context.parent });
  for (const secret of redactor.secrets) core.setSecret(secret);
  return redactor;
}

/** The records of the run, or none (with a warning) when the artifact service cannot be read. */
async function readRecords(
  context: RunContext,
  deps: AggregateDeps,
  warn: (m: string) => void,
): Promise<{ records: FoundRecord[]; refused: SetAside[] }> {
  const token = context.runner['ACTIONS_RUNTIME_TOKEN'];
  const resultsUrl = context.runner['ACTIONS_RESULTS_URL'];
  if (!deps.reader && (!token || !resultsUrl)) {
    warn(
      'Narrator board: no leg records read: this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)',
    );
    return { records: [], refused: [] };
  }
  try {
    const reader = deps.reader ?? artifactService({ token: token!, resultsUrl: resultsUrl! });
    const collected = await collectRecords({ reader });
    for (const refused of collected.refused) {
      warn(`Narrator board: artifact '${refused.origin?.name}': ${refused.reason}; not counted`);
    }
    core.info(
      `Narrator board: ${collected.records.length} leg records read from ${collected.artifacts} leg artifacts of this run`,
    );
    return collected;
  } catch (error) {
    warn(`Narrator board: the run's artifacts could not be listed: ${(error as Error).message}`);
    return { records: [], refused: [] };
  }
}

/** The run's jobs, or null with the reason the board shows. */
async function readJobs(
  client: GitHubClient | null,
  context: RunContext,
): Promise<{ jobs: RunJob[] | null; incomplete: string | null }> {
  const [owner, repo] = (context.runner['GITHUB_REPOSITORY'] ?? '').split('/');
  const runId = Number(context.runner['GITHUB_RUN_ID']);
  if (!owner || !repo || !Number.isSafeInteger(runId) || runId <= 0) {
    return {
      jobs: null,
      incomplete: 'the run is unknown (GITHUB_REPOSITORY / GITHUB_RUN_ID unset), so its jobs were not listed',
    };
  }
  if (client === null) {
    return { jobs: null, incomplete: "'github-token' is empty, so the run's jobs were not listed" };
  }
  try {
    return { jobs: await listRunJobs(client, { owner, repo, runId }), incomplete: null };
  } catch (error) {
    return {
      jobs: null,
      incomplete: `the run's jobs could not be listed (${describeError(error)}), so legs that published no record are missing; give the aggregate job \`permissions: actions: read\``,
    };
  }
}

async function postBoard(
  body: string,
  config: AggregateConfig,
  client: GitHubClient | null,
  context: RunContext,
  redactor: Redactor,
): Promise<string | null> {
  const resolution = resolveTarget({
    commentOn: config.commentOn,
    eventName: context.runner['GITHUB_EVENT_NAME'] ?? '',
    payload: context.event.payload,
    repository: context.runner['GITHUB_REPOSITORY'] ?? '',
  });
  if (resolution.target === null) {
    core.info(`Narrator board: no board comment (${resolution.reason})`);
    return null;
  }
  if (client === null) {
    core.warning("Narrator board: no board comment: 'github-token' is empty");
    return null;
  }
  const { target } = resolution;
  // The same board the legs kept live (the oldest board comment of ours with this key), rewritten
  // whole from the records: whatever the legs' racing writes left, the final board is exact.
  const board = new LiveBoard({
    api: octokitIssueComments(client, target),
    marker: boardMarker(config.commentKey ?? (context.runner['GITHUB_WORKFLOW'] || 'workflow')),
    runMarker: boardRunMarker(context.runner['GITHUB_RUN_ID'] || 'local'),
    logger: {
      debug: (m) => core.debug(redactor.redact(m)),
      warning: (m) => core.warning(redactor.redact(m)),
    },
    finalTimeoutMs: context.knobs.commentFinalTimeoutMs,
  });
  const result = await board.publish(body);
  if (!result.landed) {
    core.warning(
      redactor.redact(`Narrator board: the board comment was not posted: ${result.reason ?? 'unknown'}`),
    );
    return null;
  }
  const removed =
    result.removed > 0 ? ` (${result.removed} duplicate board comments of this run deleted)` : '';
  core.info(
    `Narrator board posted on ${target.owner}/${target.repo}#${target.issueNumber}: ${result.url ?? result.commentId}${removed}`,
  );
  return result.url;
}

export async function runAggregate(context: RunContext, deps: AggregateDeps = {}): Promise<AggregateResult> {
  let config: AggregateConfig;
  try {
    config = readAggregateInputs((name) => core.getInput(name), context.runner);
  } catch (error) {
    return { failure: (error as Error).message, legs: [], verdict: null, outputs: {} };
  }
  const redactor = buildRedactor(config, context);
  const warn = (m: string) => core.warning(redactor.redact(m));
  // The board's comment and check follow the event: without it they have no PR to go to.
  if (context.event.error !== null)
    warn(`Narrator board: ${context.event.error}: the board has no pull request`);
  const client = config.githubToken
    ? createGitHubClient(clientOptionsFromEnv(config.githubToken, context, redactor.redact))
    : null;

  const [{ records, refused }, { jobs, incomplete }] = await Promise.all([
    readRecords(context, deps, warn),
    readJobs(client, context),
  ]);
  if (incomplete) warn(`Narrator board: ${incomplete}`);
  const runUrl = runUrlFrom(context.runner);
  const board = assembleBoard({
    records,
    jobs,
    jobNames: config.jobs,
    selfRunnerName: context.runner['RUNNER_NAME'] || null,
    runUrl,
    requireJobs: true,
  });
  const { legs } = board;
  const setAside = [...refused, ...board.setAside];
  for (const r of board.setAside) {
    warn(`Narrator board: ${r.origin ? `artifact '${r.origin.name}'` : 'a record'}: ${r.reason}`);
  }
  const verdict = decide(legs, config.requirement, { incomplete });
  const ctx = { redact: redactor.redact, runUrl: runPageUrl(context.runner), incomplete, setAside };

  for (const line of renderBoardText(legs, verdict, ctx).trimEnd().split('\n')) core.info(line);

  const body = renderBoardComment(legs, verdict, {
    ...ctx,
    marker: boardMarkerLine(
      config.commentKey ?? (context.runner['GITHUB_WORKFLOW'] || 'workflow'),
      context.runner['GITHUB_RUN_ID'] || 'local',
    ),
  });
  const commentUrl = await postBoard(body, config, client, context, redactor);
  await completeBoardCheck({
    config,
    env: context.runner,
    event: context.event,
    client,
    legs,
    verdict,
    ctx,
    redactor,
    commentUrl,
  });

  if (config.stepSummary && context.runner['GITHUB_STEP_SUMMARY']) {
    try {
      await appendFile(
        context.runner['GITHUB_STEP_SUMMARY'],
        renderBoardSummary(legs, verdict, { ...ctx, commentUrl }),
      );
    } catch (error) {
      warn(`Narrator board: could not write the step summary: ${(error as Error).message}`);
    }
  }

  const totals = boardTotals(legs);
  const outputs: AggregateOutputs = {
    legs: String(verdict.total),
    succeeded: String(verdict.succeeded),
    failed: String(verdict.failed),
    'total-cost-usd': totals.costUsd === null ? '' : String(totals.costUsd),
    outcomes: JSON.stringify(redactor.redactValue(outcomesByLabel(legs))),
    conclusion: verdict.passed ? 'success' : 'failure',
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
  return {
    failure: verdict.passed ? null : redactor.redact(`Narrator board: ${verdict.reason}`),
    legs,
    verdict,
    outputs,
  };
}
