/**
 * Decides whether this run gets a check run and opens its sink: the commit from the `check` input,
 * the triggering event and `comment-on` (src/sinks/check/check-target.ts), the name from `check-name`,
 * a client of the run's GitHub session (the shared budget). Loaded after the agent is spawned,
 * with the other GitHub sinks.
 */

import type { RunEvent } from '../../context/event.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { resolveTarget } from '../../github/target.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import { legLabel } from '../../report/comment-key.js';
import type { ViewContext } from '../../report/context.js';
import * as core from '../../runner/core.js';
import type { GitHubSession } from '../github-session.js';
import { HANDOFF, handOff } from '../handoff.js';
import { type JobRef, octokitCheckRuns } from './check-runs.js';
import { checkName, checkPlace } from './check-target.js';
import { CheckSink } from './live.js';

export interface OpenCheckOptions {
  config: Pick<ActionConfig, 'check' | 'checkName' | 'commentOn' | 'githubToken' | 'leg'>;
  env: RunnerEnv;
  /** The triggering event, read once (src/context/event.ts). */
  event: RunEvent;
  redactor: Redactor;
  ctx: ViewContext;
}

/** The check sink for this run, or null (with a log line saying why) when there is none. */
export function openCheck(o: OpenCheckOptions, session: () => GitHubSession | null): CheckSink | null {
  const { env, config } = o;
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  const payload = o.event.payload;
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  const target = resolveTarget({ commentOn: config.commentOn, eventName, payload, repository });
  const place = checkPlace({
    setting: config.check,
    eventName,
    payload,
    commentTarget: target.target,
    sha: env['GITHUB_SHA'] ?? '',
  });
  if (place.kind === 'none') {
    // `auto` on a pull_request job is the common case: say it quietly.
    if (config.check === true) core.warning(`Narrator: no check run (${place.reason})`);
    else core.info(`Narrator: no check run (${place.reason})`);
    return null;
  }
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) {
    core.warning(`Narrator: no check run: GITHUB_REPOSITORY '${repository}' is not owner/repo`);
    return null;
  }
  const github = config.githubToken ? session() : null;
  if (github === null) {
    core.warning("Narrator: no check run: 'github-token' is empty");
    return null;
  }
  const redact = o.redactor.redact;
  const runId = env['GITHUB_RUN_ID'];
  return new CheckSink({
    api: octokitCheckRuns(github.client()),
    ref: { owner, repo },
    place,
    name: checkName({
      checkName: config.checkName,
      workflow: env['GITHUB_WORKFLOW'],
      job: env['GITHUB_JOB'],
      leg: legLabel(config.leg),
    }),
    detailsUrl: o.ctx.runUrl ?? null,
    job: jobRef(env),
    externalId: runId ? `${runId}/${env['GITHUB_RUN_ATTEMPT'] || '1'}` : null,
    ctx: o.ctx,
    redactor: o.redactor,
    workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
    // Real milliseconds (AbortSignal.timeout), whatever the clock's scale.
    requestTimeoutMs: github.requestTimeoutMs / github.scale,
    now: () => github.clock.now(),
    info: (m) => core.info(redact(m)),
    warning: (m) => core.warning(redact(m)),
    saveState: (state) => handOff(HANDOFF.check, JSON.stringify(state)),
  });
}

/** This step's job in the run, from the runner's environment; null outside a runner. */
function jobRef(env: RunnerEnv): JobRef | null {
  const runId = Number(env['GITHUB_RUN_ID']);
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] || '1');
  const runnerName = env['RUNNER_NAME'];
  if (
    !runnerName ||
    !Number.isSafeInteger(runId) ||
    runId <= 0 ||
    !Number.isSafeInteger(attempt) ||
    attempt <= 0
  )
    return null;
  return { runId, attempt, runnerName };
}
