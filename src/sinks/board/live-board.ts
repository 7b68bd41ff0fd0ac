/**
 * The matrix board comment, kept live by every leg at once: each leg rewrites only its own lines
 * (src/board/board-live.ts) of ONE comment that all legs and the aggregate job share.
 *
 * GitHub has no compare-and-swap on a comment's body, so two legs writing at once can overwrite
 * each other's row: leg A reads, leg B reads, A writes its row, B writes its row over a body that
 * lacks A's. The design keeps that loss short-lived and never final:
 *
 * - Every write is read-modify-write from a FRESH read (GET of the comment right before the
 *   PATCH, nothing in between), after a random jitter that spreads legs finishing together: a lost
 *   row comes back with its leg's next write.
 * - The final write is verified: after it, the leg waits longer than any writer's read-to-write
 *   span it has seen (twice the slowest round trip), reads the comment again and rewrites its lines
 *   if they are gone, a bounded number of times.
 * - The aggregate job, which runs after every leg, rewrites the whole board from the legs'
 *   published records (`publish`), so the final board is exact whatever happened live.
 *
 * Which comment is the board: the OLDEST comment carrying the board's marker AND written by the
 * account Narrator posts as (find-comment.ts; a look-alike by anyone else is never edited). A leg
 * that finds none creates it; two legs doing so at once make two, so after creating, a leg lists
 * again and, if an older board exists, deletes its own and writes into the older one (ids grow with
 * time, so every leg picks the same one). A duplicate left by a leg that died in between is deleted
 * by the aggregate job (only one carrying this run's marker).
 *
 * Pacing: at most one request in flight; writes at least `intervalMs` apart and within the shared
 * budget (rate-budget.ts); the newest row wins, older unsent ones are dropped. `update()` never
 * waits and never throws; `finish()` never rejects.
 */
import { type LegLines, renderLiveBoard } from '../../board/board.js';
import { mergeLegLines, showsLegLines } from '../../board/board-live.js';
import { type Clock, systemClock } from '../../github/clock.js';
import { classifyGitHubError } from '../../github/errors.js';
import { findMarkedComments } from '../../github/find-comment.js';
import { isPassingLookupFailure } from '../../github/identity.js';
import type { BoardCommentsApi, IssueComment } from '../../github/issue-comments.js';
import { type GitHubLogger, silentLogger } from '../../github/logger.js';
import type { RateBudget } from '../../github/rate-budget.js';

/** The board keeps a margin below GitHub's 65,536 characters (as the aggregate's renderer does). */
export const BOARD_BODY_LIMIT = 65_000;

export interface LiveBoardOptions {
  api: BoardCommentsApi;
  /** `boardMarker(key)`: how the board is found. */
  marker: string;
  /** `boardRunMarker(runId)`: a board without it on its first line is another run's. */
  runMarker: string;
  /** The workflow run's page, for the footer of a board this leg starts. */
  runUrl?: string | null;
  clock?: Clock;
  logger?: GitHubLogger;
  budget?: RateBudget;
  /** Jitter source; tests seed it. */
  random?: () => number;
  /** Smallest gap between two paced writes of this leg. Default 10 s (a board write costs a read too). */
  intervalMs?: number;
  /** One request is abandoned after this long. Default 30 s. */
  requestTimeoutMs?: number;
  /** `finish()` gives up after this long. Default 60 s (a turn may be 20 s away). */
  finalTimeoutMs?: number;
  /** Write-and-verify rounds of the final edit. Default 6. */
  finalAttempts?: number;
  /** The longest random wait before a write. Default 300 ms (intermediate writes: 4×). */
  jitterMs?: number;
  /** Search depth, in pages of 100 comments. Default 10. */
  searchPages?: number;
  /**
   * The client holds a leg's writes at least this far apart (Octokit's throttling: 1 s, as GitHub
   * asks). A read-modify-write waits this out BEFORE its read, so its write follows the read at
   * once: the window in which another leg's write can slip in between stays one round trip long.
   */
  writeSpacingMs?: number;
  /**
   * The leg's turn: legs that know their place in the matrix (`strategy.job-index` of
   * `job-total`) write only in their own slot of a cycle shared through the clock (runners' clocks
   * are synchronized), so legs finishing together take turns instead of overwriting each other;
   * random jitter alone lets most of them collide. Without it, a random jitter spreads the writes.
   */
  turn?: { index: number; count: number; slotMs?: number } | null;
}

/** A slot must hold a read and the write after it: two round trips of GitHub's API. */
export const DEFAULT_SLOT_MS = 1_000;
/** At most this many slots in a cycle (legs beyond share a slot): a turn comes at least every 20 s. */
export const MAX_SLOTS = 20;

export interface BoardFinish {
  /** The leg's final lines were written, or already on the board. */
  landed: boolean;
  /** A read after the write (and after every racing writer's time) still showed them. */
  verified: boolean;
  /** Write-and-verify rounds used. */
  attempts: number;
  commentId: number | null;
  url: string | null;
  reason: string | null;
}

export interface BoardPublish {
  landed: boolean;
  commentId: number | null;
  url: string | null;
  reason: string | null;
  /** Duplicate boards of this run deleted. */
  removed: number;
}

export interface LiveBoardStats {
  reads: number;
  writes: number;
  creates: number;
  lists: number;
  deletes: number;
  unchanged: number;
  /** Final rounds that found the leg's lines overwritten and wrote them again. */
  healed: number;
  failures: number;
  /** The slowest read of the board (ms): what the verify delay is made of. */
  slowestReadMs: number;
  lastError: string | null;
  disabledReason: string | null;
}

type WriteResult = 'written' | 'unchanged' | 'skipped';

interface PendingFinal {
  lines: LegLines;
  resolve: (result: BoardFinish) => void;
  deadline: number;
}

class Gone extends Error {
  override name = 'Gone';
}

export class LiveBoard {
  readonly #o: Required<
    Pick<
      LiveBoardOptions,
      | 'intervalMs'
      | 'requestTimeoutMs'
      | 'finalTimeoutMs'
      | 'finalAttempts'
      | 'jitterMs'
      | 'searchPages'
      | 'writeSpacingMs'
    >
  > &
    LiveBoardOptions;
  readonly #clock: Clock;
  readonly #logger: GitHubLogger;
  readonly #random: () => number;

  #commentId: number | null = null;
  #url: string | null = null;
  #located = false;
  #recreated = 0;
  #wanted: (() => LegLines) | null = null;
  #final: PendingFinal | null = null;
  #finalResult: Promise<BoardFinish> | null = null;
  #done = false;
  #running = false;
  #wake: (() => void) | null = null;
  #lastWriteAt = Number.NEGATIVE_INFINITY;
  /** GitHub asked to wait (a rate limit): every write waits, the final one too. */
  #rateLimitedUntil = 0;
  /** After GitHub failed to answer: intermediate writes back off; the final one retries sooner. */
  #errorBackoffUntil = 0;
  #errorStreak = 0;
  /** The slowest read seen (ms): a racing writer's read-then-write takes about two of them. */
  #slowestReadMs = 0;
  #lastSentWriteAt = Number.NEGATIVE_INFINITY;
  #identityAsked = false;
  #skipWarned = false;
  readonly #stats: LiveBoardStats = {
    reads: 0,
    writes: 0,
    creates: 0,
    lists: 0,
    deletes: 0,
    unchanged: 0,
    healed: 0,
    failures: 0,
    slowestReadMs: 0,
    lastError: null,
    disabledReason: null,
  };

  constructor(options: LiveBoardOptions) {
    this.#o = {
      intervalMs: 10_000,
      requestTimeoutMs: 30_000,
      finalTimeoutMs: 60_000,
      finalAttempts: 6,
      jitterMs: 300,
      searchPages: 10,
      writeSpacingMs: 1000,
      ...options,
    };
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#random = options.random ?? Math.random;
  }

  get commentId(): number | null {
    return this.#commentId;
  }

  stats(): LiveBoardStats {
    return { ...this.#stats, slowestReadMs: this.#slowestReadMs };
  }

  /** Offers the leg's newest lines (rendered when the write goes out). Returns at once. */
  update(lines: () => LegLines): void {
    if (this.#final !== null || this.#stats.disabledReason !== null) return;
    this.#wanted = lines;
    this.#kick();
  }

  /** Writes the leg's final lines and verifies them. Resolves within `finalTimeoutMs`; never rejects. */
  finish(lines: LegLines): Promise<BoardFinish> {
    if (this.#finalResult) return this.#finalResult;
    if (this.#stats.disabledReason !== null) {
      this.#finalResult = Promise.resolve(this.#finish(false, false, 0, this.#stats.disabledReason));
      return this.#finalResult;
    }
    this.#finalResult = new Promise<BoardFinish>((resolve) => {
      this.#final = { lines, resolve, deadline: this.#clock.now() + this.#o.finalTimeoutMs };
    });
    this.#wanted = null;
    this.#wake?.();
    this.#kick();
    return this.#finalResult;
  }

  /**
   * The aggregate job's write: the whole board, into the board comment (created if none), then
   * the duplicates of this run deleted. Retried on passing failures within `finalTimeoutMs`.
   */
  async publish(body: string): Promise<BoardPublish> {
    const deadline = this.#clock.now() + this.#o.finalTimeoutMs;
    let lastError: string | null = null;
    for (let attempt = 1; this.#clock.now() < deadline; attempt++) {
      try {
        const ours = await this.#list('none');
        const board = ours[0] ?? null;
        const written = board
          ? await this.#call((signal) => this.#o.api.update(board.id, body, signal), 'writes')
          : await this.#call((signal) => this.#o.api.create(body, signal), 'creates');
        this.#commentId = written.id;
        this.#url = written.htmlUrl;
        let removed = 0;
        for (const dup of ours.slice(1)) {
          // Only this run's duplicates (two legs created the board at once and one died before
          // deleting its own); boards of other runs are never touched.
          if (!firstLine(dup.body).includes(this.#o.runMarker)) continue;
          try {
            await this.#call((signal) => this.#o.api.remove(dup.id, signal), 'deletes');
            removed++;
          } catch (error) {
            this.#logger.warning(
              `Narrator board: could not delete the duplicate board comment ${dup.id}: ${classifyGitHubError(error, this.#clock.now()).message}`,
            );
          }
        }
        return { landed: true, commentId: this.#commentId, url: this.#url, reason: null, removed };
      } catch (error) {
        const failure = classifyGitHubError(error, this.#clock.now());
        lastError = failure.message;
        this.#stats.failures++;
        const retryable = ['network', 'server', 'rate_limited', 'not_found'].includes(failure.kind);
        if (!retryable) break;
        const wait =
          failure.kind === 'rate_limited'
            ? failure.retryAt - this.#clock.now()
            : Math.min(5_000, 250 * 2 ** (attempt - 1));
        if (this.#clock.now() + wait >= deadline) break;
        await this.#sleep(wait);
      }
    }
    return { landed: false, commentId: this.#commentId, url: this.#url, reason: lastError, removed: 0 };
  }

  // ---------------------------------------------------------------------------------------------

  #kick(): void {
    if (this.#running) return;
    this.#running = true;
    void this.#loop().finally(() => {
      this.#running = false;
      if (this.#final !== null && !this.#done && this.#stats.disabledReason !== null) {
        this.#settle(false, false, 0, this.#stats.disabledReason);
      }
      // Something arrived while the loop was ending.
      if (
        !this.#done &&
        this.#stats.disabledReason === null &&
        (this.#wanted !== null || this.#final !== null)
      ) {
        this.#kick();
      }
    });
  }

  async #loop(): Promise<void> {
    while (!this.#done && this.#stats.disabledReason === null) {
      if (this.#final !== null) {
        await this.#runFinal(this.#final);
        return;
      }
      if (this.#wanted === null) return;
      const now = this.#clock.now();
      const at = this.#pacedAt(now);
      if (at > now) {
        await this.#sleep(at - now);
        continue;
      }
      let source = this.#wanted;
      this.#wanted = null;
      try {
        // Found before the turn (a turn holds one read and one write), and the turn waited here,
        // where a final edit can cut in: it then takes this turn.
        if (!this.#located) await this.#locate();
        await this.#sleep(this.#spacingWait() + this.#turnWait(this.#clock.now() + this.#spacingWait()));
        if (this.#final !== null) continue;
        // A newer row offered while waiting wins.
        const newer = this.#wanted as (() => LegLines) | null;
        if (newer !== null) source = newer;
        this.#wanted = null;
        await this.#writeOnce(source(), false);
        this.#errorStreak = 0;
      } catch (error) {
        this.#failed(error);
        // Kept for the next try unless a newer row was offered meanwhile.
        this.#wanted ??= source;
      }
    }
  }

  /** When the next paced write may go: the interval, the shared budget, any wait GitHub asked for. */
  #pacedAt(now: number): number {
    const budget = this.#o.budget;
    return Math.max(
      this.#rateLimitedUntil,
      this.#errorBackoffUntil,
      this.#lastWriteAt + this.#o.intervalMs,
      budget ? budget.readyAt(this.#lastWriteAt, now) : now,
    );
  }

  async #runFinal(final: PendingFinal): Promise<void> {
    let attempts = 0;
    let landed = false;
    let lastError: string | null = null;
    while (attempts < this.#o.finalAttempts && this.#stats.disabledReason === null) {
      const now = this.#clock.now();
      const wait = Math.max(this.#rateLimitedUntil, this.#o.budget?.blockedUntil ?? 0) - now;
      if (now + Math.max(0, wait) >= final.deadline) break;
      if (wait > 0) await this.#sleep(wait);
      attempts++;
      try {
        const result = await this.#writeOnce(final.lines);
        if (result === 'skipped') {
          this.#settle(false, false, attempts, 'the board has no room or no table for this leg');
          return;
        }
        landed = true;
        // Every writer that read the board before this write landed writes within its read-to-write
        // span; wait longer than that, then look.
        await this.#sleep(this.#verifyDelay());
        const fresh = await this.#get();
        if (showsLegLines(fresh.body, final.lines)) {
          this.#settle(true, true, attempts, null);
          return;
        }
        this.#stats.healed++;
        this.#logger.debug("Narrator board: another leg's write overwrote this leg's row; writing it again");
        // Without turns, backing off further each round spreads the legs still racing for the comment.
        if (!this.#o.turn) await this.#sleep(this.#random() * this.#o.jitterMs * 2 ** attempts);
      } catch (error) {
        lastError = this.#failed(error);
        if (this.#stats.disabledReason !== null) break;
        await this.#sleep(Math.min(5_000, 250 * 2 ** (attempts - 1)) * (0.5 + this.#random()));
      }
      if (this.#clock.now() >= final.deadline) break;
    }
    this.#settle(
      landed,
      false,
      attempts,
      this.#stats.disabledReason ??
        (landed
          ? 'the last read did not show the final row (another leg overwrote it); the aggregate job rewrites the board'
          : `the final row did not land${lastError ? ` (${lastError})` : ''}`),
    );
  }

  /**
   * One read-modify-write of the leg's lines in the leg's turn (`waitTurn`: not waited yet), or the
   * board's creation when none exists at that moment.
   */
  async #writeOnce(lines: LegLines, waitTurn = true): Promise<WriteResult> {
    if (!this.#located) await this.#locate();
    await this.#sleep(this.#spacingWait());
    if (waitTurn) await this.#sleep(this.#turnWait(this.#clock.now()));
    if (this.#commentId === null) {
      // Another leg may have created it since this one looked.
      await this.#locate();
      if (this.#commentId === null) return this.#create(lines);
    }
    return this.#mergeAndWrite(lines);
  }

  /** How long the client would hold a write back after this leg's previous write (or GraphQL request). */
  #spacingWait(): number {
    return Math.max(0, this.#lastSentWriteAt + this.#o.writeSpacingMs - this.#clock.now());
  }

  /**
   * How long until this leg's turn: the start of its next slot (now, early in its slot), plus a
   * little jitter; without a turn, a random jitter.
   */
  #turnWait(now: number): number {
    const turn = this.#o.turn;
    if (!turn || turn.count < 2) return this.#random() * this.#o.jitterMs;
    const slot = turn.slotMs ?? DEFAULT_SLOT_MS;
    const count = Math.min(turn.count, MAX_SLOTS);
    const cycle = count * slot;
    const start = (turn.index % count) * slot;
    const position = ((now % cycle) + cycle) % cycle;
    const sinceStart = (position - start + cycle) % cycle;
    const jitter = this.#random() * Math.min(this.#o.jitterMs, slot / 5);
    return sinceStart < slot / 4 ? jitter : cycle - sinceStart + jitter;
  }

  async #mergeAndWrite(lines: LegLines): Promise<WriteResult> {
    // The client would hold this write back after the previous one: wait before the read instead.
    await this.#sleep(this.#spacingWait());
    let fresh: IssueComment;
    try {
      fresh = await this.#get();
    } catch (error) {
      throw this.#goneOr(error);
    }
    const merged = mergeLegLines(fresh.body, lines, this.#mergeOptions());
    if (merged.kind === 'unchanged') {
      this.#stats.unchanged++;
      return 'unchanged';
    }
    if (merged.kind === 'skip') {
      if (!this.#skipWarned) {
        this.#skipWarned = true;
        this.#logger.debug(`Narrator board: this leg leaves the live board alone: ${merged.why}`);
      }
      return 'skipped';
    }
    try {
      await this.#call((signal) => this.#o.api.update(this.#commentId!, merged.body, signal), 'writes');
    } catch (error) {
      throw this.#goneOr(error);
    }
    this.#lastWriteAt = this.#clock.now();
    return 'written';
  }

  async #create(lines: LegLines): Promise<WriteResult> {
    const merged = mergeLegLines(this.#skeleton(), lines, this.#mergeOptions());
    if (merged.kind !== 'body') return 'skipped';
    const created = await this.#call((signal) => this.#o.api.create(merged.body, signal), 'creates');
    this.#commentId = created.id;
    this.#url = created.htmlUrl;
    this.#lastWriteAt = this.#clock.now();
    // Another leg may have created the board at the same moment: the oldest one is the board.
    let ours: IssueComment[];
    try {
      ours = await this.#list();
    } catch {
      return 'written';
    }
    const oldest = ours[0];
    if (!oldest || oldest.id >= created.id) return 'written';
    this.#logger.debug(
      `Narrator board: another leg created the board (${oldest.id}) at the same time; this leg deletes its own (${created.id}) and writes there`,
    );
    try {
      await this.#call((signal) => this.#o.api.remove(created.id, signal), 'deletes');
    } catch (error) {
      // Left for the aggregate job, which deletes this run's duplicates.
      this.#logger.debug(
        `Narrator board: could not delete the duplicate ${created.id}: ${classifyGitHubError(error, this.#clock.now()).message}`,
      );
    }
    this.#commentId = oldest.id;
    this.#url = oldest.htmlUrl;
    return this.#mergeAndWrite(lines);
  }

  async #locate(): Promise<void> {
    const ours = await this.#list();
    this.#located = true;
    const board = ours[0] ?? null;
    this.#commentId = board?.id ?? null;
    this.#url = board?.htmlUrl ?? null;
  }

  /**
   * Every board comment of ours, oldest first. When who Narrator posts as cannot be learned for
   * good, no comment can be proven ours: a leg stops keeping the live board (each leg would start
   * its own), the aggregate job posts a new board (`permanent: 'none'`).
   */
  async #list(permanent: 'disable' | 'none' = 'disable'): Promise<IssueComment[]> {
    let identityError: unknown = null;
    if (!this.#identityAsked) {
      // Asked up front, not when the first board turns up in some later turn: the client holds
      // GraphQL requests a second apart from writes, which would hold that turn's write back.
      this.#identityAsked = true;
      this.#lastSentWriteAt = this.#clock.now();
      try {
        await this.#call((signal) => this.#o.api.whoAmI(signal), 'lists');
        this.#stats.lists--;
      } catch (error) {
        this.#stats.lists--;
        this.#identityAsked = !isPassingLookupFailure(error, this.#clock.now());
      }
    }
    const ours = await this.#call(
      (signal) =>
        findMarkedComments(this.#o.api, this.#o.marker, {
          maxPages: this.#o.searchPages,
          signal,
          onRequest: () => {
            this.#stats.lists++;
          },
          onForeign: (comment, me) => {
            const by = comment.author ? `by ${comment.author.login}` : 'by a deleted account';
            this.#logger.warning(
              `Narrator board ignores comment ${comment.id}: it carries the board's marker but was written ${by}, not by ${me.login}, the account Narrator posts as`,
            );
          },
          onIdentityUnknown: (error) => {
            identityError = error;
          },
        }),
      'lists',
    );
    this.#stats.lists--; // counted per page by onRequest
    if (identityError === null) return ours;
    if (isPassingLookupFailure(identityError, this.#clock.now())) throw identityError;
    if (permanent === 'none') return [];
    this.#stats.disabledReason =
      'Narrator could not tell which account its token posts as, so it cannot prove a board comment is its own; the board comes with the aggregate job';
    this.#logger.warning(`Narrator board: ${this.#stats.disabledReason}`);
    throw new Gone(this.#stats.disabledReason);
  }

  async #get(): Promise<IssueComment> {
    const id = this.#commentId;
    if (id === null) throw new Gone('no board comment');
    return this.#call((signal) => this.#o.api.get(id, signal), 'reads');
  }

  /** A 404 on the board: it was deleted (a duplicate cleaned up, or by hand): find it again. */
  #goneOr(error: unknown): unknown {
    if (classifyGitHubError(error, this.#clock.now()).kind !== 'not_found') return error;
    this.#recreated++;
    if (this.#recreated > 3) return error;
    this.#located = false;
    this.#commentId = null;
    return new Gone('the board comment is gone; looking for it again', { cause: error });
  }

  /** Logs and schedules what a failure means; returns its message. */
  #failed(error: unknown): string {
    const now = this.#clock.now();
    if (error instanceof Gone) {
      this.#logger.debug(`Narrator board: ${error.message}`);
      return error.message;
    }
    const failure = classifyGitHubError(error, now);
    this.#stats.failures++;
    this.#stats.lastError = failure.message;
    switch (failure.kind) {
      case 'rate_limited':
        this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, failure.retryAt);
        break;
      case 'network':
      case 'server':
        this.#errorStreak++;
        this.#errorBackoffUntil = now + Math.min(60_000, 1000 * 2 ** (this.#errorStreak - 1));
        if (this.#errorStreak === 1) {
          this.#logger.warning(
            `Narrator board: GitHub did not answer (${failure.message}); it will try again`,
          );
        }
        break;
      case 'forbidden':
      case 'not_found':
        this.#stats.disabledReason = `the board comment cannot be written (${failure.message}); the legs' rows come with the aggregate job`;
        this.#logger.warning(`Narrator board: ${this.#stats.disabledReason}`);
        break;
      default:
        this.#logger.warning(`Narrator board: could not write the leg's row: ${failure.message}`);
        this.#errorBackoffUntil = now + this.#o.intervalMs;
    }
    return failure.message;
  }

  /** One request with its own timeout, counted, and timed (the slowest round trip sets the verify delay). */
  async #call<T>(
    request: (signal: AbortSignal) => Promise<T>,
    stat: 'reads' | 'writes' | 'creates' | 'deletes' | 'lists',
  ): Promise<T> {
    this.#stats[stat]++;
    const started = this.#clock.now();
    if (stat !== 'reads' && stat !== 'lists') this.#lastSentWriteAt = started;
    const controller = new AbortController();
    const timer = this.#clock.setTimeout(
      () => controller.abort(new Error(`request timed out after ${this.#o.requestTimeoutMs} ms`)),
      this.#o.requestTimeoutMs,
    );
    try {
      const result = await request(controller.signal);
      if (stat === 'reads') this.#slowestReadMs = Math.max(this.#slowestReadMs, this.#clock.now() - started);
      return result;
    } finally {
      this.#clock.clearTimeout(timer);
    }
  }

  /** Longer than any racing writer's read-then-write, as this leg has measured round trips. */
  #verifyDelay(): number {
    // Bounded by ten write spacings (10 s of real time, whatever the clock's scale).
    const spacing = this.#o.writeSpacingMs;
    const base = Math.min(10 * spacing, Math.max(0.3 * spacing, 2 * this.#slowestReadMs + 0.1 * spacing));
    return base + this.#random() * this.#o.jitterMs;
  }

  #mergeOptions() {
    return {
      runMarker: this.#o.runMarker,
      skeleton: () => this.#skeleton(),
      limit: BOARD_BODY_LIMIT,
    };
  }

  #skeleton(): string {
    return renderLiveBoard({
      marker: `${this.#o.marker} ${this.#o.runMarker}`,
      runUrl: this.#o.runUrl ?? null,
    });
  }

  /** Sleeps on the clock; a final edit arriving wakes an intermediate wait at once. */
  #sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = this.#clock.setTimeout(() => {
        this.#wake = null;
        resolve();
      }, ms);
      if (this.#final === null) {
        this.#wake = () => {
          this.#clock.clearTimeout(timer);
          this.#wake = null;
          resolve();
        };
      }
    });
  }

  #settle(landed: boolean, verified: boolean, attempts: number, reason: string | null): void {
    const final = this.#final;
    if (!final || this.#done) return;
    this.#done = true;
    final.resolve(this.#finish(landed, verified, attempts, reason));
  }

  #finish(landed: boolean, verified: boolean, attempts: number, reason: string | null): BoardFinish {
    return { landed, verified, attempts, commentId: this.#commentId, url: this.#url, reason };
  }
}

function firstLine(body: string): string {
  const end = body.indexOf('\n');
  return end < 0 ? body : body.slice(0, end);
}
