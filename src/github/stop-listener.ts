/**
 * Listening for a stop asked from the PR or issue while the agent runs: a 👎 on Narrator's live
 * comment, or a new comment `/narrator stop [reason]`. Cheap by construction:
 *
 * - every request is a conditional GET (conditional-get.ts); a 304 costs nothing of the rate limit.
 *   A poll asks for the live comment's 👎 reactions and for the issue (or PR) itself; the issue's
 *   comments (since the run started) are listed only when its comment count changed. Listing
 *   them on every poll would cost a full request each time, since Narrator's own edits of its live
 *   comment change that list (and its ETag) every few seconds. The listing is read page by page
 *   (each page its own conditional GET), MAX_PAGES_PER_POLL pages a poll and the rest the next, so
 *   a hundred comments cannot push a stop off the first page;
 * - at most one poll per `intervalMs` (the Action passes 2 × update-interval-seconds), stretched to
 *   the pace the repository's shared budget (rate-budget.ts) sets for this process's writes when
 *   that is slower, and none while the budget is down to its reserve or GitHub said to wait;
 * - only while the live comment exists: the 👎 goes on it, and a run with no comment on the PR
 *   (none asked for, or GitHub refused it) has nobody watching it there;
 * - it ends when the agent exits (`close()`), and with the first authorized stop.
 *
 * Who may stop is decided by the caller (`isAllowed`: the permission gate's own rules), asked once
 * per login for the run and for at most MAX_LOOKUPS_PER_POLL new logins a poll (the requests of the
 * others wait for the next poll, never dropped); anyone else is ignored and logged once per login,
 * never answered on the PR. A comment counts only if it was created after the run started and never
 * edited (created_at = updated_at): an edit cannot turn an old comment, or someone else's quoted
 * words, into a stop.
 */
import type { GitHubClient } from './client.js';
import { type Clock, systemClock, type TimerHandle } from './clock.js';
import { ConditionalResource, hasNextPage } from './conditional-get.js';
import { describeError } from './errors.js';
import { freshComment } from './fresh-comment.js';
import type { RateBudget } from './rate-budget.js';
import { readReaction } from './reactions.js';
import type { CommentTarget } from './target.js';

/** The longest reason kept from a `/narrator stop` comment. */
const MAX_REASON_CHARS = 200;
/** Comments per page of the listing (GitHub's most). */
const COMMENTS_PER_PAGE = 100;
/** Pages of comments read in one poll at most; a longer listing goes on at the next poll. */
export const MAX_PAGES_PER_POLL = 5;
/** Permission lookups (logins not asked about yet) in one poll at most; the rest wait a poll. */
export const MAX_LOOKUPS_PER_POLL = 5;

/** Someone asked to stop; the listener has not yet checked that they may. */
export interface StopCandidate {
  /** Dedupe key: `reaction:ID` or `comment:ID`. */
  key: string;
  login: string;
  isBot: boolean;
  via: 'reaction' | 'command';
  reason: string | null;
}

/** What one poll found and what it cost. */
export interface PollResult {
  candidates: StopCandidate[];
  requests: number;
  notModified: number;
}

export interface StopSources {
  /** null: nothing to listen on yet (no live comment), nothing was asked. */
  poll(signal: AbortSignal): Promise<PollResult | null>;
}

export interface StopListenerStats {
  polls: number;
  requests: number;
  notModified: number;
  /** Polls skipped because the shared budget was down to its reserve or GitHub said to wait. */
  skipped: number;
  /** When listening started and ended (clock ms). */
  startedAt: number;
  endedAt: number | null;
}

export interface StopListenerOptions {
  sources: StopSources;
  intervalMs: number;
  /** Whether `login` may stop the run: the permission gate's rules. A throw counts as no. */
  isAllowed(login: string, isBot: boolean): Promise<boolean>;
  /** The first authorized stop. Called once. */
  onStop(candidate: StopCandidate): void;
  log(message: string): void;
  clock?: Clock;
  budget?: RateBudget | null;
}

/** `/narrator stop` at the start of a line, and the rest of that line as the reason; null otherwise. */
export function parseStopCommand(body: string): { reason: string | null } | null {
  const m = /^[ \t]*\/narrator[ \t]+stop\b[ \t]*(.*)$/im.exec(body);
  if (!m) return null;
  const reason = m[1]!.trim().replace(/\s+/g, ' ');
  if (reason === '') return { reason: null };
  return { reason: reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS - 1)}…` : reason };
}

export class StopListener {
  readonly #o: StopListenerOptions;
  readonly #clock: Clock;
  #timer: TimerHandle | null = null;
  #inFlight: AbortController | null = null;
  #closed = false;
  readonly #seen = new Set<string>();
  readonly #ignored = new Set<string>();
  readonly #allowed = new Map<string, Promise<boolean>>();
  /** Requests found and not yet judged (over the poll's bound of lookups), oldest first. */
  readonly #waiting = new Map<string, StopCandidate>();
  readonly stats: StopListenerStats;

  constructor(options: StopListenerOptions) {
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
    this.stats = {
      polls: 0,
      requests: 0,
      notModified: 0,
      skipped: 0,
      startedAt: this.#clock.now(),
      endedAt: null,
    };
  }

  /** The first poll goes out one interval from now (the agent has barely started before that). */
  start(): void {
    this.#schedule(this.#o.intervalMs);
  }

  /** Stops listening (the agent exited, or a stop was found); a poll in flight is abandoned. */
  close(): StopListenerStats {
    if (!this.#closed) {
      this.#closed = true;
      this.stats.endedAt = this.#clock.now();
      if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
      this.#timer = null;
      this.#inFlight?.abort();
    }
    return this.stats;
  }

  #schedule(ms: number): void {
    if (this.#closed) return;
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = null;
      void this.#poll();
    }, ms);
  }

  async #poll(): Promise<void> {
    if (this.#closed) return;
    const now = this.#clock.now();
    const budget = this.#o.budget;
    let next = this.#o.intervalMs;
    if (budget) {
      // Inside the repository's shared budget: nothing while GitHub said to wait, nothing once the
      // budget is down to the reserve the final comment edits need, and no faster than the pace it
      // sets for this process's writes (a crowded repository slows the polls with the edits).
      const view = budget.view(now);
      if (view.blockedUntil > now || view.gapMs === Number.POSITIVE_INFINITY) {
        this.stats.skipped++;
        this.#schedule(Math.max(this.#o.intervalMs, view.blockedUntil - now));
        return;
      }
      next = Math.max(next, view.gapMs);
    }
    const controller = new AbortController();
    this.#inFlight = controller;
    let result: PollResult | null;
    try {
      result = await this.#o.sources.poll(controller.signal);
    } catch (error) {
      if (!this.#closed) this.#o.log(`listening for a stop: a poll failed (${describeError(error)})`);
      this.#schedule(next);
      return;
    } finally {
      this.#inFlight = null;
    }
    if (result === null) {
      this.#schedule(next);
      return;
    }
    this.stats.polls++;
    this.stats.requests += result.requests;
    this.stats.notModified += result.notModified;
    for (const candidate of result.candidates) {
      if (this.#seen.has(candidate.key) || this.#waiting.has(candidate.key)) continue;
      this.#waiting.set(candidate.key, candidate);
    }
    // Oldest first. A login asked about already is answered from the run's cache; at most
    // MAX_LOOKUPS_PER_POLL new logins are asked about per poll, and the requests of the others
    // wait for the next poll (never dropped): a crowd of outsiders costs a bounded number of
    // lookups each poll, and a writer's stop behind them is still reached.
    const waiting = [...this.#waiting.values()];
    let lookups = 0;
    const asked = new Set<string>();
    for (const candidate of waiting) {
      if (this.#closed) return;
      const login = candidate.login.toLowerCase();
      if (!this.#allowed.has(login) && !asked.has(login)) {
        if (lookups >= MAX_LOOKUPS_PER_POLL) continue;
        lookups++;
        asked.add(login);
      }
      this.#waiting.delete(candidate.key);
      this.#seen.add(candidate.key);
      if (await this.#mayStop(candidate)) {
        if (this.#closed) return;
        this.close();
        this.#o.onStop(candidate);
        return;
      }
      const who = candidate.login.toLowerCase();
      if (!this.#ignored.has(who)) {
        this.#ignored.add(who);
        const how = candidate.via === 'reaction' ? 'a 👎 on the live comment' : 'a /narrator stop comment';
        this.#o.log(
          `ignored ${how} by ${candidate.login}: only a person who may start the agent (write access, allowed-actors, or a bot in allowed-bots) can stop it`,
        );
      }
    }
    this.#schedule(next);
  }

  #mayStop(candidate: StopCandidate): Promise<boolean> {
    const key = candidate.login.toLowerCase();
    let answer = this.#allowed.get(key);
    if (!answer) {
      answer = this.#o.isAllowed(candidate.login, candidate.isBot).catch((error: unknown) => {
        this.#o.log(
          `could not check whether ${candidate.login} may stop the agent (${describeError(error)})`,
        );
        return false;
      });
      this.#allowed.set(key, answer);
    }
    return answer;
  }
}

export interface OctokitStopSourcesOptions {
  client: GitHubClient;
  target: CommentTarget;
  /** The live comment's id once it exists (null before, or when there is none). */
  liveCommentId(): number | null;
  /** Epoch ms the agent started: only what was created from that second on counts. */
  startedAt: number;
}

/** The two conditional GETs of a poll, over Octokit. */
export function octokitStopSources(o: OctokitStopSourcesOptions): StopSources {
  const { owner, repo, issueNumber } = o.target;
  // GitHub's times have whole seconds: a comment made in the second the run started counts.
  const fromMs = Math.floor(o.startedAt / 1000) * 1000;
  const since = new Date(fromMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  // The comments since the run started, page by page: each page its own conditional GET (a page
  // that did not change costs a 304), every page read, so a hundred comments before a stop cannot
  // push it off the first page.
  const pages: Array<{ resource: ConditionalResource<unknown[]>; full: boolean }> = [];
  const page = (n: number) => {
    while (pages.length < n) {
      pages.push({
        resource: new ConditionalResource<unknown[]>(
          o.client,
          'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
          {
            owner,
            repo,
            issue_number: issueNumber,
            since,
            per_page: COMMENTS_PER_PAGE,
            page: pages.length + 1,
          },
        ),
        full: false,
      });
    }
    return pages[n - 1]!;
  };
  /** The page the next listing starts from: 1, or where the last one stopped at its bound. */
  let resumeAt = 1;
  const issue = new ConditionalResource<{ comments?: unknown }>(
    o.client,
    'GET /repos/{owner}/{repo}/issues/{issue_number}',
    { owner, repo, issue_number: issueNumber },
  );
  /** The issue's comment count when its comments were last listed (null: never yet). */
  let listedAt: number | null = null;
  /** The issue's comment count as last read. */
  let issueCount = -1;
  let reactions: { commentId: number; resource: ConditionalResource<unknown[]> } | null = null;
  /**
   * 👎s read from the reactions list but not yet handed over: a later request of the same poll can
   * fail after the list's ETag moved on, and the next polls then get 304 for it. They are handed
   * over with the next poll that completes (the listener skips a key it has seen).
   */
  let unreported: StopCandidate[] = [];
  const once: StopSources = {
    async poll(signal) {
      const liveId = o.liveCommentId();
      if (liveId === null) return null;
      const result: PollResult = { candidates: [...unreported], requests: 0, notModified: 0 };
      if (reactions?.commentId !== liveId) {
        reactions = {
          commentId: liveId,
          resource: new ConditionalResource(
            o.client,
            'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
            { owner, repo, comment_id: liveId, content: '-1', per_page: 100 },
          ),
        };
      }
      const listed = await reactions.resource.get(signal);
      result.requests++;
      if (!listed.modified) result.notModified++;
      else {
        for (const raw of Array.isArray(listed.data) ? listed.data : []) {
          const reaction = readReaction(raw);
          if (reaction?.content !== '-1') continue;
          // A sticky comment outlives runs: a 👎 left on it during an earlier run is not for this one.
          if (!(Date.parse(reaction.createdAt) >= fromMs)) continue;
          result.candidates.push({
            key: `reaction:${reaction.id}`,
            login: reaction.login,
            isBot: reaction.isBot,
            via: 'reaction',
            reason: null,
          });
        }
        unreported = [...result.candidates];
      }
      const seen = await issue.get(signal);
      result.requests++;
      if (!seen.modified) {
        result.notModified++;
        if (resumeAt === 1) return result;
      } else {
        issueCount = typeof seen.data.comments === 'number' ? seen.data.comments : -1;
      }
      const count = issueCount;
      // A comment deleted and another written between two polls leave the count as it was: the
      // 👎 on the live comment has no such gap. A listing cut at its bound goes on regardless.
      if (count === listedAt && resumeAt === 1) return result;
      // Resuming: from the page before the one not yet read, in case a deletion moved a comment
      // back across the cut (the listener sets aside what it saw already).
      let n = Math.max(1, resumeAt - 1);
      const last = n + MAX_PAGES_PER_POLL - 1;
      for (;;) {
        const at = page(n);
        const answer = await at.resource.get(signal);
        result.requests++;
        let next: boolean;
        if (!answer.modified) {
          result.notModified++;
          // An unchanged page says nothing of the pages after it (its ETag is of its body): a page
          // that was full may have one now.
          next = at.full;
        } else {
          const listed = Array.isArray(answer.data) ? answer.data : [];
          at.full = listed.length >= COMMENTS_PER_PAGE;
          next = hasNextPage(answer.link) || at.full;
          for (const raw of listed) {
            const candidate = commandCandidate(raw, fromMs, liveId);
            if (candidate) result.candidates.push(candidate);
          }
        }
        if (!next) {
          resumeAt = 1;
          listedAt = count;
          break;
        }
        if (n >= last) {
          // The rest on the next poll: a flood of comments costs a bounded number of requests each.
          resumeAt = n + 1;
          break;
        }
        n++;
      }
      return result;
    },
  };
  return {
    async poll(signal) {
      const result = await once.poll(signal);
      unreported = [];
      return result;
    },
  };
}

/** A listed issue comment as a stop request, or null (not a command, ours, too old, or edited). */
export function commandCandidate(raw: unknown, fromMs: number, liveId: number | null): StopCandidate | null {
  const c = freshComment(raw, fromMs);
  if (c === null || c.id === liveId) return null;
  const command = parseStopCommand(c.body);
  if (!command) return null;
  return { key: `comment:${c.id}`, login: c.login, isBot: c.isBot, via: 'command', reason: command.reason };
}
