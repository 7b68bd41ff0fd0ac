/**
 * How the Action talks to GitHub, from the run context (src/context/), in one place: the API URL,
 * Narrator's version for the user agent, a logger whose lines pass through the redactor, and the
 * tests' clock and backoff knobs. Used by the live comment, the permission gate and the post step.
 * Type-only imports of the GitHub layer: this module stays light enough for main's start-up path.
 */

import type { Knobs } from '../context/knobs.js';
import type { RunnerEnv } from '../context/runner-env.js';
import type { GitHubClientOptions } from '../github/client.js';
import { type Clock, scaledClock, systemClock } from '../github/clock.js';
import type { GitHubLogger } from '../github/logger.js';
import * as core from './core.js';

export const NARRATOR_VERSION = '1.0.0';

/**
 * The time of everything that paces Narrator's GitHub requests (the live comment and board, the
 * shared budget, the heartbeat): the real clock, or the tests' scaled one (`knobs.clock`,
 * src/context/knobs.ts), which the fake GitHub's limits run on too.
 */
export function githubClock(knobs: Knobs): { clock: Clock; scale: number } {
  if (knobs.clock === null) return { clock: systemClock, scale: 1 };
  return { clock: scaledClock(knobs.clock.origin, knobs.clock.scale), scale: knobs.clock.scale };
}

/** This workflow run's page (every attempt), from the runner's environment; null outside a run. */
export function runPageUrl(env: RunnerEnv): string | null {
  const server = env['GITHUB_SERVER_URL'];
  const repo = env['GITHUB_REPOSITORY'];
  const run = env['GITHUB_RUN_ID'];
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : null;
}

/** The job run link, from the runner's environment. */
export function runUrlFrom(env: RunnerEnv): string | null {
  const page = runPageUrl(env);
  if (page === null) return null;
  const attempt = env['GITHUB_RUN_ATTEMPT'];
  return `${page}${attempt && attempt !== '1' ? `/attempts/${attempt}` : ''}`;
}

/** GitHub-layer log lines into the job log, redacted like every other line. */
export function githubLogger(redact: (text: string) => string): GitHubLogger {
  return {
    debug: (message) => core.debug(redact(message)),
    warning: (message) => core.warning(redact(message)),
  };
}

/** The options every GitHub client of the Action is made with; callers add their own limits. */
export function clientOptionsFromEnv(
  token: string,
  ctx: { runner: RunnerEnv; knobs: Knobs },
  redact: (text: string) => string,
): GitHubClientOptions {
  const { runner: env, knobs } = ctx;
  const backoff = knobs.githubBackoffMs;
  const { scale } = githubClock(knobs);
  return {
    token,
    baseUrl: env['GITHUB_API_URL'],
    version: NARRATOR_VERSION,
    logger: githubLogger(redact),
    ...(backoff === undefined ? {} : { serverErrorBackoffMs: backoff }),
    // A second of `retry-after` lasts 1/scale of a real one on a scaled clock.
    ...(scale === 1 ? {} : { rateLimitSecondMs: 1000 / scale }),
  };
}
