/**
 * One marked PR/issue comment, created when the agent starts and edited as it works.
 *
 * Pacing (the whole algorithm): the newest body wins and older unsent ones are dropped; at most one
 * request is in flight; an edit waits `intervalMs` after the previous write (a phase change only
 * `minGapMs`), and every write also takes a token from a bucket of `burst` tokens refilled at
 * `(maxWritesPerHour - 1 - burst)` per hour, so any 60-minute window holds at most
 * `maxWritesPerHour - 1` paced writes plus the final one. The final edit skips interval and bucket.
 * With a `budget` (rate-budget.ts), paced writes also keep the repository's shared pace (a fair
 * share of what GitHub reports left, stretched as it shrinks), and a rate-limit answer GitHub gave
 * any request of the process holds this comment too; the final edit only waits for the latter.
 *
 * `update()` never waits and never throws: reading the agent's stdout must not depend on GitHub.
 * Only `finish()` returns a promise, and it never rejects.
 */

import { type Clock, systemClock, type TimerHandle } from '../../github/clock.js';
import { classifyGitHubError, describeError, type GitHubFailure } from '../../github/errors.js';
import { findMarkedComment } from '../../github/find-comment.js';
import { isPassingLookupFailure } from '../../github/identity.js';
import type { IssueCommentsApi } from '../../github/issue-comments.js';
import { type GitHubLogger, silentLogger } from '../../github/logger.js';
import type { RateBudget } from '../../github/rate-budget.js';
import { withMarker } from '../../report/comment-key.js';

/** GitHub refuses comment bodies longer than this (422). */
export const MAX_COMMENT_CHARS = 65_536;
const CUT_NOTE = '\n\n*… cut to fit GitHub’s 65,536-character comment limit.*';

/** A finished body, or a renderer called with "now" at the moment the edit is actually sent. */
export type BodySource = string | ((now: number) => string);

export type CommentMode = 'sticky' | 'new';

export interface LiveCommentOptions {
  api: IssueCommentsApi;
  /** `<!-- narrator:KEY -->` (see comment-key.ts); put on the first line of every body. */
  marker: string;
  mode?: CommentMode;
  /** `update-interval-seconds` × 1000. Default 5000. */
  intervalMs?: number;
  /** Smallest gap between two writes, phase changes included (GitHub: ≥ 1 s between writes). */
  minGapMs?: number;
  /** Default 150. */
  maxWritesPerHour?: number;
  /** Writes allowed back to back before the hourly rate paces them. Default (max − 1) / 3. */
  burst?: number;
  clock?: Clock;
  logger?: GitHubLogger;
  /** One request is abandoned (and retried later) after this long. Default 30 s. */
  requestTimeoutMs?: number;
  /** `finish()` gives up after this long without a landed final edit. Default 120 s. */
  finalTimeoutMs?: number;
  /** Sticky search depth, in pages of 100 comments. Default 10. */
  searchPages?: number;
  /** The process's shared GitHub budget: paces the intermediate edits by the repository's budget. */
  budget?: RateBudget;
}

export interface UpdateOptions {
  /** A phase change (first tool call, todo change, failure): edit as soon as the gap and budget allow. */
  phase?: boolean;
  /**
   * Send this body no sooner than this many ms from now: the final edit is likely to follow it at
   * once (the agent's result, its exit near), and then replaces it instead of waiting for GitHub's
   * second between two writes.
   */
  holdMs?: number;
}

export interface FinishResult {
  /** True when GitHub holds the final body. */
  landed: boolean;
  commentId: number | null;
  url: string | null;
  /** Why it did not land. */
  reason: string | null;
}

export interface LiveCommentStats {
  /** API calls made by this object (list pages, identity lookups, creates, edits); retries inside Octokit not counted. */
  requests: number;
  lists: number;
  /** Who the token posts as, asked once a marked comment turns up (identity.ts). */
  identityLookups: number;
  creates: number;
  edits: number;
  failures: number;
  /** Bodies that were replaced by a newer one before they were sent. */
  coalesced: number;
  /** Sends skipped because GitHub already holds that exact body. */
  unchangedSkipped: number;
  lastError: string | null;
  /** Set once writing stopped for good (401, 403 permission, second 404). */
  disabledReason: string | null;
  commentId: number | null;
  url: string | null;
}

interface PendingFinal {
  source: BodySource;
  deadline: number;
  retryAt: number;
  attempts: number;
  resolve: (result: FinishResult) => void;
  deadlineTimer: TimerHandle;
}

export class LiveComment {
  readonly #api: IssueCommentsApi;
  readonly #marker: string;
  readonly #mode: CommentMode;
  readonly #intervalMs: number;
  readonly #minGapMs: number;
  readonly #clock: Clock;
  readonly #logger: GitHubLogger;
  readonly #requestTimeoutMs: number;
  readonly #finalTimeoutMs: number;
  readonly #searchPages: number;
  readonly #burst: number;
  readonly #refillPerMs: number;
  readonly #budget: RateBudget | null;

  #located: boolean;
  #commentId: number | null = null;
  #url: string | null = null;
  /** The body GitHub holds, as far as we know. */
  #remoteBody: string | null = null;
  #wanted: BodySource | null = null;
  #wantedPhase = false;
  /** The wanted body is held until then (UpdateOptions.holdMs). */
  #holdUntil = 0;
  #rejectedBody: string | null = null;
  #final: PendingFinal | null = null;
  #finalResult: Promise<FinishResult> | null = null;
  #done = false;

  #inFlight = false;
  #timer: TimerHandle | null = null;
  #timerAt = Number.POSITIVE_INFINITY;
  #lastWriteAt = Number.NEGATIVE_INFINITY;
  #tokens: number;
  #tokensAt: number;
  #rateLimitedUntil = 0;
  #errorBackoffUntil = 0;
  #errorStreak = 0;
  #recreated = false;
  #cutWarned = false;
  /** The comment found from an earlier run (sticky), until this run writes its own. */
  #adoptedId: number | null = null;

  readonly #stats: LiveCommentStats = {
    requests: 0,
    lists: 0,
    identityLookups: 0,
    creates: 0,
    edits: 0,
    failures: 0,
    coalesced: 0,
    unchangedSkipped: 0,
    lastError: null,
    disabledReason: null,
    commentId: null,
    url: null,
  };

  constructor(options: LiveCommentOptions) {
    this.#api = options.api;
    this.#marker = options.marker;
    this.#mode = options.mode ?? 'sticky';
    this.#intervalMs = Math.max(0, options.intervalMs ?? 5000);
    this.#minGapMs = Math.max(0, options.minGapMs ?? 1000);
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#finalTimeoutMs = options.finalTimeoutMs ?? 120_000;
    this.#searchPages = options.searchPages ?? 10;
    const maxPerHour = Math.max(2, Math.floor(options.maxWritesPerHour ?? 150));
    this.#burst = Math.max(1, Math.min(maxPerHour - 2, Math.floor(options.burst ?? (maxPerHour - 1) / 3)));
    this.#refillPerMs = (maxPerHour - 1 - this.#burst) / 3_600_000;
    this.#tokens = this.#burst;
    this.#tokensAt = this.#clock.now();
    this.#located = this.#mode === 'new';
    this.#budget = options.budget ?? null;
  }

  /** Creates (or, sticky, finds and reuses) the comment with this body. Fire-and-forget. */
  start(body: BodySource): void {
    this.update(body, { phase: true });
  }

  /** Offers a newer body. Returns at once; the body is sent when pacing allows, unless a newer one replaces it. */
  update(body: BodySource, options: UpdateOptions = {}): void {
    if (this.#final !== null || this.#done || this.#stats.disabledReason !== null) return;
    if (this.#wanted !== null) this.#stats.coalesced++;
    this.#wanted = body;
    this.#wantedPhase ||= options.phase === true;
    if (options.holdMs !== undefined && options.holdMs > 0) {
      this.#holdUntil = Math.max(this.#holdUntil, this.#clock.now() + options.holdMs);
    }
    this.#pump();
  }

  /**
   * Sends the final body as soon as the in-flight request (if any) is answered, dropping any queued
   * intermediate body. Resolves once it landed, or definitively failed, or `finalTimeoutMs` passed.
   */
  finish(body: BodySource): Promise<FinishResult> {
    if (this.#finalResult !== null) return this.#finalResult;
    if (this.#stats.disabledReason !== null) {
      this.#done = true;
      this.#finalResult = Promise.resolve(this.#result(false, this.#stats.disabledReason));
      return this.#finalResult;
    }
    if (this.#wanted !== null) this.#stats.coalesced++;
    this.#wanted = null;
    this.#finalResult = new Promise<FinishResult>((resolve) => {
      const now = this.#clock.now();
      this.#final = {
        source: body,
        deadline: now + this.#finalTimeoutMs,
        retryAt: now,
        attempts: 0,
        resolve,
        deadlineTimer: this.#clock.setTimeout(
          () => this.#settleFinal(false, this.#missedDeadline()),
          this.#finalTimeoutMs,
        ),
      };
    });
    this.#pump();
    return this.#finalResult;
  }

  stats(): LiveCommentStats {
    return { ...this.#stats };
  }

  get commentId(): number | null {
    return this.#commentId;
  }

  get url(): string | null {
    return this.#url;
  }

  // ---------------------------------------------------------------------------------------------

  #pump(): void {
    if (this.#inFlight || this.#done || this.#stats.disabledReason !== null) return;
    const final = this.#final;
    const source = final ? final.source : this.#wanted;
    if (source === null) return;
    const now = this.#clock.now();
    // GitHub told another request of this process to wait (a rate limit): this comment waits too.
    if (this.#budget) this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, this.#budget.blockedUntil);

    if (!this.#located) {
      const notBefore = Math.max(this.#rateLimitedUntil, final ? final.retryAt : this.#errorBackoffUntil);
      if (this.#waitUntil(notBefore, now)) return;
      void this.#locate();
      return;
    }

    if (!final) {
      // An intermediate body is rendered only once pacing lets it go: rendering walks every tool
      // call, and a body rendered while the edit has to wait would be thrown away (and rendered
      // again, with a later "now", when the wait is over).
      // Creating (first or after a deletion) and phase changes only keep the minimum gap.
      const gap =
        this.#commentId === null || this.#wantedPhase
          ? this.#minGapMs
          : Math.max(this.#intervalMs, this.#minGapMs);
      const notBefore = Math.max(
        this.#rateLimitedUntil,
        this.#errorBackoffUntil,
        this.#lastWriteAt + gap,
        this.#tokenReadyAt(now),
        this.#holdUntil,
      );
      if (this.#waitUntil(notBefore, now)) return;
    }

    let body: string;
    try {
      body = this.#fit(withMarker(typeof source === 'string' ? source : source(now), this.#marker));
    } catch (error) {
      this.#logger.warning(`Narrator could not render the comment body: ${String(error)}`);
      if (final) this.#settleFinal(false, 'the final body could not be rendered');
      else this.#wanted = null;
      return;
    }

    if (this.#commentId !== null && body === this.#remoteBody) {
      this.#stats.unchangedSkipped++;
      if (final) this.#settleFinal(true, null);
      else this.#wanted = null;
      this.#wantedPhase = false;
      return;
    }
    if (!final && body === this.#rejectedBody) {
      this.#wanted = null;
      return;
    }

    if (final) {
      const notBefore = Math.max(this.#rateLimitedUntil, final.retryAt);
      if (notBefore > final.deadline) {
        this.#settleFinal(
          false,
          this.#rateLimitedUntil > final.deadline
            ? `GitHub asks to wait until ${new Date(this.#rateLimitedUntil).toISOString()}, past the deadline`
            : this.#missedDeadline(),
        );
        return;
      }
      if (this.#waitUntil(notBefore, now)) return;
      void this.#send(body, true);
      return;
    }

    this.#takeToken(now);
    this.#wanted = null;
    this.#wantedPhase = false;
    this.#holdUntil = 0;
    void this.#send(body, false);
  }

  /** Arms the timer for `at` if that is in the future; true when the caller must wait. */
  #waitUntil(at: number, now: number): boolean {
    if (at <= now) return false;
    if (this.#timer !== null && this.#timerAt <= at) return true;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = null;
      this.#timerAt = Number.POSITIVE_INFINITY;
      this.#pump();
    }, at - now);
    return true;
  }

  #refill(now: number): void {
    const elapsed = Math.max(0, now - this.#tokensAt);
    this.#tokens = Math.min(this.#burst, this.#tokens + elapsed * this.#refillPerMs);
    this.#tokensAt = now;
  }

  /** When the next paced write may go: this comment's hourly bucket, and the repository's shared budget. */
  #tokenReadyAt(now: number): number {
    this.#refill(now);
    const bucket = this.#tokens >= 1 ? now : now + Math.ceil((1 - this.#tokens) / this.#refillPerMs);
    return this.#budget ? Math.max(bucket, this.#budget.readyAt(this.#lastWriteAt, now)) : bucket;
  }

  #takeToken(now: number): void {
    this.#refill(now);
    this.#tokens = Math.max(0, this.#tokens - 1);
  }

  async #locate(): Promise<void> {
    this.#inFlight = true;
    const { signal, cancel } = this.#timeoutSignal();
    let identityError: unknown = null;
    try {
      const inner = this.#api;
      const api: IssueCommentsApi = {
        listPage: (page, perPage, s) => inner.listPage(page, perPage, s),
        create: (body, s) => inner.create(body, s),
        update: (id, body, s) => inner.update(id, body, s),
        get: (id, s) => inner.get(id, s),
        whoAmI: (lookupSignal) => {
          this.#stats.requests++;
          this.#stats.identityLookups++;
          return inner.whoAmI(lookupSignal);
        },
      };
      const found = await findMarkedComment(api, this.#marker, {
        maxPages: this.#searchPages,
        signal,
        onRequest: () => {
          this.#stats.requests++;
          this.#stats.lists++;
        },
        onForeign: (comment, me) => {
          const by = comment.author ? `by ${comment.author.login}` : 'by a deleted account';
          this.#logger.warning(
            `Narrator ignores comment ${comment.id}: it carries Narrator's marker but was written ${by}, not by ${me.login}, the account Narrator posts as`,
          );
        },
        onIdentityUnknown: (error) => {
          identityError = error;
        },
      });
      if (identityError !== null && isPassingLookupFailure(identityError, this.#clock.now())) {
        // Asked again with the next list: a passing failure must not cost the sticky comment.
        throw identityError;
      }
      this.#located = true;
      this.#errorStreak = 0;
      if (identityError !== null) {
        this.#logger.warning(
          `Narrator could not tell which account its token posts as (${describeError(identityError)}); it makes a new comment rather than edit one it cannot prove is its own`,
        );
      }
      if (found) {
        this.#setComment(found.id, found.htmlUrl);
        this.#adoptedId = found.id;
        this.#remoteBody = found.body;
        this.#logger.debug(`Narrator reuses its comment ${found.id}`);
      }
    } catch (error) {
      this.#fail(error, 'list', null, this.#final !== null);
    } finally {
      cancel();
      this.#inFlight = false;
    }
    this.#pump();
  }

  async #send(body: string, isFinal: boolean): Promise<void> {
    this.#inFlight = true;
    const op = this.#commentId === null ? 'create' : 'edit';
    this.#lastWriteAt = this.#clock.now();
    this.#stats.requests++;
    if (op === 'create') this.#stats.creates++;
    else this.#stats.edits++;
    if (this.#final && isFinal) this.#final.attempts++;
    const { signal, cancel } = this.#timeoutSignal();
    try {
      const comment =
        this.#commentId === null
          ? await this.#api.create(body, signal)
          : await this.#api.update(this.#commentId, body, signal);
      this.#setComment(comment.id, comment.htmlUrl);
      this.#remoteBody = body;
      if (this.#errorStreak > 0) this.#logger.debug('GitHub answers again; the comment is being updated');
      this.#errorStreak = 0;
      this.#errorBackoffUntil = 0;
      if (isFinal) this.#settleFinal(true, null);
    } catch (error) {
      this.#fail(error, op, body, isFinal);
    } finally {
      cancel();
      this.#inFlight = false;
    }
    this.#pump();
  }

  #fail(error: unknown, op: 'list' | 'create' | 'edit', body: string | null, isFinal: boolean): void {
    const now = this.#clock.now();
    const failure = classifyGitHubError(error, now);
    this.#stats.failures++;
    this.#stats.lastError = `${op}: ${failure.message}`;
    const requeue = () => {
      if (!isFinal && body !== null && this.#wanted === null) this.#wanted = body;
    };

    switch (failure.kind) {
      case 'not_found':
        if (op === 'edit' && !this.#recreated) {
          this.#recreated = true;
          this.#logger.warning('Narrator’s comment was deleted; creating a new one');
          this.#commentId = null;
          this.#remoteBody = null;
          requeue();
          this.#wantedPhase = true;
          return;
        }
        this.#disable(failure, op);
        return;
      case 'forbidden':
        if (
          op === 'edit' &&
          failure.status === 403 &&
          this.#commentId !== null &&
          this.#commentId === this.#adoptedId
        ) {
          // Refused on the earlier run's comment only (locked, or GitHub's rules for that comment):
          // this run can still narrate in a comment of its own.
          this.#logger.warning(
            `GitHub refused to edit comment ${this.#commentId}, Narrator's comment from an earlier run (${failure.message}); Narrator narrates in a new comment instead`,
          );
          this.#adoptedId = null;
          this.#commentId = null;
          this.#remoteBody = null;
          requeue();
          this.#wantedPhase = true;
          return;
        }
        this.#disable(failure, op);
        return;
      case 'rate_limited':
        this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, failure.retryAt);
        this.#logger.debug(
          `GitHub rate limit on comment ${op}; next try at ${new Date(this.#rateLimitedUntil).toISOString()}`,
        );
        requeue();
        return;
      case 'network':
      case 'server': {
        this.#errorStreak++;
        const message = `Narrator could not ${op} its comment (${failure.message}); it will try again`;
        if (this.#errorStreak === 1) this.#logger.warning(message);
        else this.#logger.debug(message);
        const backoff = Math.min(60_000, Math.max(this.#intervalMs, 1000) * 2 ** (this.#errorStreak - 1));
        this.#errorBackoffUntil = now + backoff;
        if (this.#final) {
          this.#final.retryAt = now + Math.min(5000, 250 * 2 ** Math.max(0, this.#final.attempts - 1));
        }
        requeue();
        // Retry without waiting for the next update(): the agent may be quiet for a while.
        if (!isFinal && this.#wanted !== null) this.#waitUntil(this.#errorBackoffUntil, now);
        return;
      }
      case 'rejected':
        this.#logger.warning(`GitHub refused the comment body (${failure.message})`);
        if (body !== null) this.#rejectedBody = body;
        if (isFinal) this.#settleFinal(false, `GitHub refused the final body: ${failure.message}`);
        return;
      case 'other':
        this.#logger.warning(`Narrator could not ${op} its comment: ${failure.message}`);
        if (isFinal) this.#settleFinal(false, failure.message);
        return;
    }
  }

  #disable(failure: GitHubFailure, op: 'list' | 'create' | 'edit'): void {
    const reason =
      failure.kind !== 'forbidden'
        ? `the issue or comment is gone (${op}: ${failure.message}); the run goes on without a comment`
        : failure.status === 401
          ? `GitHub does not accept the token (${failure.message}); the run goes on without a comment`
          : op === 'list'
            ? `the token may not read this issue's comments (${failure.message}); the run goes on without a comment`
            : op === 'create'
              ? `the token may not create comments here (${failure.message}); the run goes on without a comment`
              : `GitHub refused to edit Narrator's comment ${this.#commentId ?? ''} (${failure.message}); the run goes on without updating it`;
    this.#stats.disabledReason = reason;
    this.#logger.warning(`Narrator: ${reason}`);
    this.#wanted = null;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#final) this.#settleFinal(false, reason);
  }

  #settleFinal(landed: boolean, reason: string | null): void {
    const final = this.#final;
    if (!final || this.#done) return;
    this.#done = true;
    this.#clock.clearTimeout(final.deadlineTimer);
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    final.resolve(this.#result(landed, reason));
  }

  #missedDeadline(): string {
    const last = this.#stats.lastError ? ` (last error: ${this.#stats.lastError})` : '';
    return `the final edit did not land within ${this.#finalTimeoutMs} ms${last}`;
  }

  #result(landed: boolean, reason: string | null): FinishResult {
    return { landed, commentId: this.#commentId, url: this.#url, reason };
  }

  #setComment(id: number, url: string | null): void {
    if (id !== this.#commentId) this.#adoptedId = null;
    this.#commentId = id;
    this.#url = url;
    this.#stats.commentId = id;
    this.#stats.url = url;
  }

  #timeoutSignal(): { signal: AbortSignal; cancel: () => void } {
    const controller = new AbortController();
    const timer = this.#clock.setTimeout(
      () => controller.abort(new Error(`request timed out after ${this.#requestTimeoutMs} ms`)),
      this.#requestTimeoutMs,
    );
    return { signal: controller.signal, cancel: () => this.#clock.clearTimeout(timer) };
  }

  /** The renderer budgets the size; this is the guard that keeps a 422 impossible anyway. */
  #fit(body: string): string {
    if (body.length <= MAX_COMMENT_CHARS) return body;
    if (!this.#cutWarned) {
      this.#cutWarned = true;
      this.#logger.warning(`Narrator cut a ${body.length}-character comment body to GitHub's limit`);
    }
    let end = MAX_COMMENT_CHARS - CUT_NOTE.length;
    const code = body.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end--;
    return body.slice(0, end) + CUT_NOTE;
  }
}
