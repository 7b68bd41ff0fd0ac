/**
 * What every GitHub sink of one run shares: the clock that paces them, the repository's shared
 * budget (src/github/rate-budget.ts: every answer of every sink feeds it, every sink paces by it)
 * and the logger. Each sink gets a client of its own (its own throttling key, so the live board's
 * writes never queue behind the live comment's final edit), all feeding the one budget.
 */
import type { RunContext } from '../context/run-context.js';
import { createGitHubClient, type GitHubClient } from '../github/client.js';
import type { Clock } from '../github/clock.js';
import type { GitHubLogger } from '../github/logger.js';
import { RateBudget } from '../github/rate-budget.js';
import { clientOptionsFromEnv, githubClock } from '../runner/github-env.js';

/** A request is abandoned after this long (real time, whatever the clock's scale). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface GitHubSession {
  clock: Clock;
  budget: RateBudget;
  logger: GitHubLogger;
  /** A new client for one sink, feeding the shared budget. */
  client(): GitHubClient;
  /** REQUEST_TIMEOUT_MS on the session's clock. */
  requestTimeoutMs: number;
  /** Clock ms per real ms: 1, except in a time-scaled simulation. */
  scale: number;
}

export interface SessionOptions {
  token: string;
  context: RunContext;
  redact: (text: string) => string;
  /** Requesters assumed to share the budget until measured: the matrix's size for a leg. */
  crowdPrior: number;
}

export function openGitHubSession(o: SessionOptions): GitHubSession {
  const { clock, scale } = githubClock(o.context.knobs);
  const options = clientOptionsFromEnv(o.token, o.context, o.redact);
  const budget = new RateBudget({ clock, logger: options.logger, crowdPrior: o.crowdPrior });
  return {
    clock,
    budget,
    logger: options.logger,
    client: () => createGitHubClient({ ...options, budget }),
    requestTimeoutMs: REQUEST_TIMEOUT_MS * scale,
    scale,
  };
}
