/**
 * The repository's shared GitHub budget, as GitHub reports it back on every answer, and the pace
 * of comment edits it allows. One per process (a run's live comment and its live board share it).
 *
 * GitHub's limits belong to the repository and token, not to a run: the workflow token has 1,000
 * requests an hour per repository (the primary limit, reported on every answer as
 * `x-ratelimit-limit` / `-remaining` / `-used` / `-reset`), and content creation is limited to 80
 * requests a minute and 500 an hour (secondary limits, reported only once exceeded: a 403 or 429
 * with `retry-after`). Twenty runs narrating at once each stay under their own 150 edits an hour
 * and still exceed both together. So every run paces itself by what the whole repository does:
 *
 * - **How crowded** (`crowd`): `x-ratelimit-used` counts every request made with the budget, ours
 *   and everyone else's. Between two of our answers it grew by our one request plus the others'
 *   in between, so the growth per request of ours over the last few answers says how many
 *   requesters like us share the budget (1 when alone; ~20 in a 20-run burst).
 * - **A fair share of the content limit**: with `crowd` requesters writing like us, our writes may
 *   come every `crowd / CONTENT_WRITES_PER_MINUTE` minutes, so together we stay at about half of
 *   GitHub's 80 a minute (room for everything else the repository does). Each secondary-limit
 *   answer halves that rate for a while (GitHub said the repository went over).
 * - **A fair share of what is left of the primary budget**: `remaining` minus a reserve for the
 *   final edits, spread over the time to `reset`, divided among `crowd` requesters: as the shared
 *   budget shrinks, the interval stretches; below the reserve only final edits go out.
 * - **A floor**: a comment still edits at least every FLOOR_GAP_MS while the run goes on, unless
 *   the crowd is so large that even that would exceed GitHub's 80 a minute, or GitHub said to wait
 *   (a rate-limit answer), or the primary budget is down to the reserve.
 *
 * Final edits never wait for the pace (only for an explicit wait from GitHub), so they always land.
 * Pure bookkeeping on an injected clock: the Octokit factory (client.ts) feeds it every exchange
 * (`observingFetch`), the live comment and the live board ask it when to write.
 */
import type { Clock } from './clock.js';
import type { GitHubLogger } from './logger.js';

/** The fleet's writes a minute we aim for: half of GitHub's 80 content-creating requests a minute. */
export const CONTENT_WRITES_PER_MINUTE = 40;
/** What the floor may never push the fleet past (GitHub: 80 a minute), with a margin. */
const HARD_WRITES_PER_MINUTE = 70;
/** A comment still edits at least this often (a minute, less the time an edit may take). */
export const FLOOR_GAP_MS = 40_000;
/** How many of our latest answers the crowd is measured over, and how old they may be. */
const CROWD_SAMPLES = 8;
const CROWD_MAX_AGE_MS = 10 * 60_000;
/** Below this span the measured crowd is not trusted alone (a burst of our own requests). */
const CROWD_MIN_SPAN_MS = 3_000;
/** A secondary-limit answer halves the content rate for this long (they stack, up to /8). */
const PENALTY_MS = 15 * 60_000;
const MAX_PENALTY = 8;
/** Without `retry-after`, GitHub advises to wait a minute after a secondary limit. */
const SECONDARY_FALLBACK_MS = 60_000;

export interface RateBudgetOptions {
  clock: Clock;
  logger?: GitHubLogger;
  /**
   * How many requesters are assumed to share the budget before it is measured: the matrix size
   * for a leg (`strategy.job-total`), so a 256-leg matrix does not start with a burst; else 1.
   */
  crowdPrior?: number;
}

/** The primary budget as the latest answer reported it. */
export interface PrimaryBudget {
  limit: number;
  remaining: number;
  used: number;
  /** Epoch ms when the window resets. */
  resetAt: number;
  /** When the answer arrived (clock ms). */
  at: number;
}

export interface BudgetView {
  crowd: number;
  /** Smallest gap between two paced writes of this process now, ms (Infinity: only finals). */
  gapMs: number;
  primary: PrimaryBudget | null;
  reserve: number;
  blockedUntil: number;
  penalty: number;
  secondaryAnswers: number;
}

interface Sample {
  at: number;
  used: number;
  resetAt: number;
}

/** One HTTP exchange as the client saw it. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  headers: { get(name: string): string | null };
  /** The answer says a secondary rate limit was exceeded. */
  secondary: boolean;
}

export class RateBudget {
  readonly #clock: Clock;
  readonly #logger: GitHubLogger | null;
  readonly #crowdPrior: number;
  #samples: Sample[] = [];
  #crowd: number;
  #primary: PrimaryBudget | null = null;
  /** Send times of our requests to the REST API (not GraphQL: it has a budget of its own). */
  #requests: number[] = [];
  #writes: number[] = [];
  #lastWriteAt = Number.NEGATIVE_INFINITY;
  #blockedUntil = 0;
  #secondary: number[] = [];
  #secondaryAnswers = 0;
  #loggedGap = 0;

  constructor(options: RateBudgetOptions) {
    this.#clock = options.clock;
    this.#logger = options.logger ?? null;
    const prior = options.crowdPrior ?? 1;
    this.#crowdPrior = Number.isFinite(prior) && prior >= 1 ? prior : 1;
    this.#crowd = this.#crowdPrior;
  }

  /** A request is about to go out. */
  noteRequest(method: string, url: string): void {
    if (isGraphql(url)) return;
    const now = this.#clock.now();
    this.#requests.push(now);
    if (!['GET', 'HEAD'].includes(method.toUpperCase())) {
      this.#writes.push(now);
      this.#lastWriteAt = now;
    }
    this.#trim(now);
  }

  /** Every answer: its rate-limit headers, and whether it is a rate-limit answer. */
  observe(exchange: Exchange): void {
    const now = this.#clock.now();
    const header = (name: string) => exchange.headers.get(name);
    const resource = header('x-ratelimit-resource');
    const remaining = num(header('x-ratelimit-remaining'));
    const limit = num(header('x-ratelimit-limit'));
    const reset = num(header('x-ratelimit-reset'));
    const usedHeader = num(header('x-ratelimit-used'));
    const core = !isGraphql(exchange.url) && (resource === null || resource === 'core');
    // "A 304 does not count against your primary rate limit": a conditional GET that found nothing
    // new is not one of our requests for the pace either.
    if (exchange.status === 304 && !isGraphql(exchange.url)) this.#requests.pop();
    if (core && remaining !== null && limit !== null && reset !== null) {
      const used = usedHeader ?? limit - remaining;
      const resetAt = reset * 1000;
      this.#primary = { limit, remaining, used, resetAt, at: now };
      this.#samples.push({ at: now, used, resetAt });
      this.#measureCrowd(now);
    }

    const retryAfter = num(header('retry-after'));
    if (exchange.status === 429 || (exchange.status === 403 && exchange.secondary)) {
      this.#secondaryAnswers++;
      this.#secondary.push(now);
      const wait = retryAfter !== null ? retryAfter * 1000 : SECONDARY_FALLBACK_MS;
      this.#block(now + wait, `a secondary rate limit (${exchange.status})`);
    } else if ((exchange.status === 403 || exchange.status === 429) && remaining === 0 && reset !== null) {
      this.#block(Math.max(now, reset * 1000 + 1000), 'the primary rate limit');
    }
  }

  /** GitHub said to wait until then (a rate-limit answer): no paced write of this process goes earlier. */
  get blockedUntil(): number {
    return this.#blockedUntil;
  }

  /**
   * When the next paced write of a comment that last wrote at `commentLastWriteAt` may go out,
   * as far as the shared budget is concerned (the comment's own interval applies on top).
   */
  readyAt(commentLastWriteAt: number, now = this.#clock.now()): number {
    if (this.#blockedUntil > now) return this.#blockedUntil;
    const view = this.view(now);
    if (view.gapMs === Number.POSITIVE_INFINITY) {
      // Down to the reserve: intermediate edits wait for the reset; final edits still go.
      return Math.max(now, (this.#primary?.resetAt ?? now) + 1000);
    }
    const shared = this.#lastWriteAt + view.gapMs;
    const floor = commentLastWriteAt + this.#floorGap(view.crowd);
    return Math.max(now, Math.min(shared, floor));
  }

  /** The budget as it stands (for the pacing, the log and the tests). */
  view(now = this.#clock.now()): BudgetView {
    this.#trim(now);
    const crowd = this.#crowd;
    const penalty = this.#penalty(now);
    let gap = (crowd * 60_000 * penalty) / CONTENT_WRITES_PER_MINUTE;
    const primary = this.#primary;
    const reserve = this.#reserve(crowd);
    if (primary && primary.resetAt > now) {
      // The others kept spending since that answer: assume at the rate the crowd suggests.
      const spare = primary.remaining - reserve;
      if (spare <= 0) gap = Number.POSITIVE_INFINITY;
      else gap = Math.max(gap, (crowd * this.#requestsPerWrite() * (primary.resetAt - now)) / spare);
    }
    if (gap !== Number.POSITIVE_INFINITY && gap > this.#loggedGap * 2 && this.#logger) {
      this.#loggedGap = gap;
      this.#logger.debug(
        `GitHub's shared budget: ${primary ? `${primary.remaining} of ${primary.limit} requests left until ${new Date(primary.resetAt).toISOString()}` : 'not reported'}, about ${crowd.toFixed(1)} requesters like this run: edits at most every ${(gap / 1000).toFixed(1)} s`,
      );
    }
    return {
      crowd,
      gapMs: gap,
      primary,
      reserve,
      blockedUntil: this.#blockedUntil,
      penalty,
      secondaryAnswers: this.#secondaryAnswers,
    };
  }

  // ---------------------------------------------------------------------------------------------

  #block(until: number, why: string): void {
    if (until <= this.#blockedUntil) return;
    this.#blockedUntil = until;
    this.#logger?.debug(
      `GitHub answered with ${why}: paced comment writes wait until ${new Date(until).toISOString()}`,
    );
  }

  /**
   * Growth of `used` per request of ours, over our latest answers in the current window. A short
   * span (a burst of our own requests) sees few of the others' requests: never less than the prior.
   */
  #measureCrowd(now: number): void {
    const resetAt = this.#samples.at(-1)!.resetAt;
    const current = this.#samples.filter(
      (s) => Math.abs(s.resetAt - resetAt) <= 1500 && s.at >= now - CROWD_MAX_AGE_MS,
    );
    this.#samples = current.slice(-CROWD_SAMPLES);
    const samples = this.#samples;
    if (samples.length < 2) return;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const s of samples) {
      min = Math.min(min, s.used);
      max = Math.max(max, s.used);
    }
    const measured = Math.max(1, (max - min) / (samples.length - 1));
    const span = samples.at(-1)!.at - samples[0]!.at;
    this.#crowd = span < CROWD_MIN_SPAN_MS ? Math.max(measured, this.#crowdPrior) : measured;
  }

  /** Kept for the final edits of the whole crowd: a few requests each. */
  #reserve(crowd: number): number {
    const limit = this.#primary?.limit ?? 1000;
    return Math.min(Math.floor(limit / 4), Math.max(20, Math.ceil(crowd * 4)));
  }

  #floorGap(crowd: number): number {
    return Math.max(FLOOR_GAP_MS, (crowd * 60_000) / HARD_WRITES_PER_MINUTE);
  }

  #penalty(now: number): number {
    const recent = this.#secondary.filter((at) => at > now - PENALTY_MS).length;
    return Math.min(MAX_PENALTY, 2 ** recent);
  }

  /** Our requests per write over the last minutes (a board write reads first): at least 1. */
  #requestsPerWrite(): number {
    return this.#writes.length === 0 ? 1 : Math.max(1, this.#requests.length / this.#writes.length);
  }

  #trim(now: number): void {
    const old = now - CROWD_MAX_AGE_MS;
    while (this.#requests.length > 0 && this.#requests[0]! < old) this.#requests.shift();
    while (this.#writes.length > 0 && this.#writes[0]! < old) this.#writes.shift();
    while (this.#secondary.length > 0 && this.#secondary[0]! < now - PENALTY_MS) this.#secondary.shift();
  }
}

function num(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function isGraphql(url: string): boolean {
  try {
    return new URL(url, 'http://github.test').pathname.endsWith('/graphql');
  } catch {
    return false;
  }
}

/**
 * A fetch that tells `budget` about every exchange: each attempt Octokit makes (its retries
 * included) is counted, and every answer's headers are read. A 403/429 body is read (a copy) only
 * to tell a secondary limit from a refusal.
 */
export function observingFetch(inner: typeof fetch, budget: RateBudget): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    budget.noteRequest(method, url);
    const response = await inner(input, init);
    let secondary = false;
    if (response.status === 403 || response.status === 429) {
      const text = await response
        .clone()
        .text()
        .catch(() => '');
      secondary = /secondary rate limit/i.test(text) || response.headers.get('retry-after') !== null;
    }
    budget.observe({ method, url, status: response.status, headers: response.headers, secondary });
    return response;
  };
}
