/**
 * The one Octokit factory. Every GitHub request Narrator makes goes through a client built here,
 * so retries, rate-limit waits, the user agent and the API base URL are decided in one place.
 */
import { randomUUID } from 'node:crypto';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import type { GitHubLogger } from './logger.js';
import { observingFetch, type RateBudget } from './rate-budget.js';

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/**
 * A throttling key of its own: it keys the plugin's shared Bottleneck groups, so two clients in one
 * process (tests, the CLI, a client and its lookup sibling) never pace each other.
 */
function throttleId(): string {
  return `narrator-${randomUUID()}`;
}

/**
 * `client.lookupClient()`: a sibling of the client (same options, a throttling key of its own) for
 * the one GraphQL query Narrator sends (identity.ts). The throttling plugin queues every GraphQL
 * POST as a write, and keeps a client's writes 1 s apart: asked on the comment's own client, the
 * read that proves an earlier run's comment is ours held that comment's first edit for a second
 * (and, in a short run, the final edit for another). The sibling is built on first use.
 */
function lookupSibling(_octokit: unknown, options: Record<string, unknown>) {
  let sibling: GraphQLClient | null = null;
  return {
    lookupClient(): GraphQLClient {
      sibling ??= new NarratorOctokit({
        ...options,
        throttle: { ...(options['throttle'] as object), id: throttleId() },
      } as ConstructorParameters<typeof NarratorOctokit>[0]);
      return sibling;
    },
  };
}

/** What identity.ts needs of a client. */
interface GraphQLClient {
  graphql: Octokit['graphql'];
}

const NarratorOctokit = Octokit.plugin(throttling, retry, lookupSibling);
export type GitHubClient = InstanceType<typeof NarratorOctokit>;

export interface GitHubClientOptions {
  /** GITHUB_TOKEN or a PAT. Never logged. */
  token: string;
  /** GITHUB_API_URL (GHES: https://host/api/v3). Defaults to api.github.com. */
  baseUrl?: string | undefined;
  /** Narrator's version, for the user agent `narrator/<version>`. */
  version: string;
  logger: GitHubLogger;
  /** How many times one request is retried after a primary or secondary rate limit. Default 2. */
  maxRateLimitRetries?: number;
  /**
   * The longest wait (seconds) the client sits out inside one request. A longer limit surfaces as
   * an error, and the caller (the live comment) defers its next write by what the headers say
   * instead of holding a request open. Default 60.
   */
  maxRateLimitWaitSeconds?: number;
  /** Retries for 5xx answers and network errors. Default 3 (backoff 1 s, 4 s, 9 s). */
  serverErrorRetries?: number;
  /** Milliseconds per backoff unit of the retry plugin. Default 1000; tests shrink it. */
  serverErrorBackoffMs?: number;
  /** Milliseconds per second of `retry-after` / `x-ratelimit-reset`. Default 1000; keep it real. */
  rateLimitSecondMs?: number;
  /** Only for environments without a global fetch; tests use real HTTP. */
  fetch?: typeof fetch;
  /**
   * The repository's shared budget (rate-budget.ts): told about every exchange of this client, the
   * retries of the plugins included, so the comments can pace by what GitHub reports back.
   */
  budget?: RateBudget;
}

/** Builds a client. No shared state: each call has its own throttling key and retry limiter. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const { logger } = options;
  const maxRetries = options.maxRateLimitRetries ?? 2;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const baseUrl = (options.baseUrl?.trim() || DEFAULT_GITHUB_API_URL).replace(/(?<!\/)\/+$/, '');

  const shouldWait = (kind: string, retryAfter: number, method: string, url: string, retryCount: number) => {
    const where = `${method} ${url}`;
    if (retryCount < maxRetries && retryAfter <= maxWait) {
      logger.debug(
        `GitHub ${kind} on ${where}: waiting ${retryAfter} s (retry ${retryCount + 1}/${maxRetries})`,
      );
      return true;
    }
    logger.debug(
      `GitHub ${kind} on ${where}: not waiting ${retryAfter} s inside the request, giving it back`,
    );
    return false;
  };

  return new NarratorOctokit({
    auth: options.token,
    baseUrl,
    userAgent: `narrator/${options.version}`,
    log: {
      debug: (message: string) => logger.debug(message),
      info: (message: string) => logger.debug(message),
      warn: (message: string) => logger.debug(`octokit: ${message}`),
      error: (message: string) => logger.debug(`octokit: ${message}`),
    },
    request: options.budget
      ? { fetch: observingFetch(options.fetch ?? ((input, init) => fetch(input, init)), options.budget) }
      : options.fetch
        ? { fetch: options.fetch }
        : {},
    throttle: {
      id: throttleId(),
      retryAfterBaseValue: options.rateLimitSecondMs ?? 1000,
      onRateLimit: (
        retryAfter: number,
        request: { method: string; url: string },
        _octokit,
        retryCount: number,
      ) => shouldWait('rate limit', retryAfter, request.method, request.url, retryCount),
      onSecondaryRateLimit: (
        retryAfter: number,
        request: { method: string; url: string },
        _octokit,
        retryCount: number,
      ) => shouldWait('secondary rate limit', retryAfter, request.method, request.url, retryCount),
    },
    retry: {
      retries: options.serverErrorRetries ?? 3,
      retryAfterBaseValue: options.serverErrorBackoffMs ?? 1000,
      // 429 is left to the throttling plugin and then to the caller, which honour `retry-after`;
      // the retry plugin would retry it on its own fixed backoff and ignore the header.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
  });
}
