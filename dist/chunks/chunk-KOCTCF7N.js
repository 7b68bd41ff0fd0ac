const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  renderComment
} from "./chunk-Z7XQOW2B.js";
import {
  commentPlace
} from "./chunk-G26BKM2I.js";
import {
  HANDOFF,
  handOff,
  takeStarting
} from "./chunk-KABIMPPG.js";
import {
  findMarkedComment
} from "./chunk-VSTP5VM3.js";
import {
  isPassingLookupFailure,
  octokitIssueComments
} from "./chunk-BOTWAFO2.js";
import {
  classifyGitHubError,
  describeError
} from "./chunk-7VCEWHLH.js";
import {
  withMarker
} from "./chunk-BJA6GBZG.js";
import {
  clientOptionsFromEnv,
  githubClock
} from "./chunk-7QHSLWKT.js";
import {
  debug,
  info,
  systemClock,
  warning
} from "./chunk-MMT2LOYV.js";
import {
  RateBudget,
  createGitHubClient
} from "./chunk-F7YLESSX.js";

// src/sinks/comment/live.ts
function isPhaseChange(event, before, after) {
  if (before.toolCalls.length === 0 && after.toolCalls.length > 0) return true;
  if (before.todos !== after.todos) return true;
  switch (event.kind) {
    case "tool_result":
      return event.status !== "ok";
    case "permission_denied":
    case "retry":
    case "result":
    case "exit":
      return true;
    default:
      return false;
  }
}
var RESULT_HOLD_MS = 1500;
var LiveCommentSink = class {
  #o;
  #latest;
  #heartbeat = null;
  #lastOfferAt = 0;
  #finished = false;
  /** The PR's ledger totals line for a body (src/sinks/ledger/live.ts), once the ledger was read. */
  ledgerLine = null;
  /** A request of the agent's waits for a maintainer since then (src/action/live/converse.ts). */
  #waitingSince = null;
  #talk = [];
  #clock;
  constructor(options, initial) {
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
    this.#latest = initial;
  }
  /** The live comment's id once created or found (a 👎 on it stops the run: src/action/live/remote-stop.ts). */
  get commentId() {
    return this.#o.comment.commentId;
  }
  /** Creates (or, sticky, finds and reuses) the comment: "started", with the model and the run link. */
  start() {
    this.#lastOfferAt = this.#clock.now();
    this.#o.comment.start((now) => this.render(this.#latest, now));
    this.#startHeartbeat();
  }
  /** Called for every folded event. Never throws, never waits. */
  onEvent(event, before, after) {
    if (this.#finished) return;
    this.#latest = after;
    if (event.kind === "text" || event.kind === "thinking" || event.kind === "exit") return;
    try {
      this.#offer(isPhaseChange(event, before, after), event.kind === "result" ? RESULT_HOLD_MS : 0);
    } catch (error) {
      debug(`narrator: the live comment failed: ${error.message}`);
    }
  }
  /**
   * The final edit, sent as soon as the request in flight (if any) is answered. Resolves when it
   * landed or definitively failed; never rejects.
   */
  async finish(summary, verdict) {
    this.#finished = true;
    this.#latest = summary;
    if (this.#heartbeat !== null) this.#clock.clearTimeout(this.#heartbeat);
    this.#heartbeat = null;
    const result = await this.#o.comment.finish((now) => this.render(summary, now, verdict));
    if (result.landed) handOff(HANDOFF.commentFinal, "true");
    else if (result.reason) info(`Narrator: the final comment edit did not land (${result.reason})`);
    return result;
  }
  /**
   * What was said to the agent so far (shown while it runs; the final summary carries it), and
   * since when a request waits: the header says "⏸ waiting for a maintainer" (null: none waits).
   */
  setTalk(since, entries) {
    if (this.#finished) return;
    this.#waitingSince = since;
    this.#talk = entries;
    this.#offer(true);
  }
  /** The body for `summary` at `now`: the pure renderer, every agent text through the redactor. */
  render(summary, now, verdict) {
    const named = summary.model === null && this.#o.fallbackModel ? { ...summary, model: this.#o.fallbackModel } : summary;
    const shown = named.conversation === void 0 && this.#talk.length > 0 ? { ...named, conversation: this.#talk } : named;
    const ctx = {
      ...this.#o.ctx,
      now,
      marker: this.#o.marker,
      redact: this.#o.redactor.redact,
      ...verdict ? { verdict } : {},
      ledgerLine: this.ledgerLine?.(summary, verdict) ?? null,
      ...this.#waitingSince !== null ? { waitingSince: this.#waitingSince } : {}
    };
    return this.#o.redactor.redact(renderComment(shown, ctx));
  }
  /**
   * Re-offers the body when no event offered one for `heartbeatMs` (a long tool call). finish()
   * stops it; until then the agent keeps the process alive anyway.
   */
  #startHeartbeat() {
    if (this.#o.heartbeatMs <= 0 || this.#finished) return;
    const due = this.#lastOfferAt + this.#o.heartbeatMs;
    this.#heartbeat = this.#clock.setTimeout(() => {
      this.#heartbeat = null;
      if (this.#finished) return;
      if (this.#clock.now() >= this.#lastOfferAt + this.#o.heartbeatMs) this.#offer(false);
      this.#startHeartbeat();
    }, due - this.#clock.now());
  }
  #offer(phase, holdMs = 0) {
    this.#lastOfferAt = this.#clock.now();
    this.#o.comment.update((now) => this.render(this.#latest, now), { phase, holdMs });
  }
};

// src/github/logger.ts
var silentLogger = {
  debug: () => {
  },
  warning: () => {
  }
};

// src/sinks/comment/live-comment.ts
var MAX_COMMENT_CHARS = 65536;
var CUT_NOTE = "\n\n*\u2026 cut to fit GitHub\u2019s 65,536-character comment limit.*";
var LiveComment = class {
  #api;
  #marker;
  #mode;
  #intervalMs;
  #minGapMs;
  #clock;
  #logger;
  #requestTimeoutMs;
  #finalTimeoutMs;
  #searchPages;
  #burst;
  #refillPerMs;
  #budget;
  #located;
  #commentId = null;
  #url = null;
  /** The body GitHub holds, as far as we know. */
  #remoteBody = null;
  #wanted = null;
  #wantedPhase = false;
  /** The wanted body is held until then (UpdateOptions.holdMs). */
  #holdUntil = 0;
  #rejectedBody = null;
  #final = null;
  #finalResult = null;
  #done = false;
  #inFlight = false;
  #timer = null;
  #timerAt = Number.POSITIVE_INFINITY;
  #lastWriteAt = Number.NEGATIVE_INFINITY;
  #tokens;
  #tokensAt;
  #rateLimitedUntil = 0;
  #errorBackoffUntil = 0;
  #errorStreak = 0;
  #recreated = false;
  #cutWarned = false;
  /** The comment found from an earlier run (sticky), until this run writes its own. */
  #adoptedId = null;
  #stats = {
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
    url: null
  };
  constructor(options) {
    this.#api = options.api;
    this.#marker = options.marker;
    this.#mode = options.mode ?? "sticky";
    this.#intervalMs = Math.max(0, options.intervalMs ?? 5e3);
    this.#minGapMs = Math.max(0, options.minGapMs ?? 1e3);
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 3e4;
    this.#finalTimeoutMs = options.finalTimeoutMs ?? 12e4;
    this.#searchPages = options.searchPages ?? 10;
    const maxPerHour = Math.max(2, Math.floor(options.maxWritesPerHour ?? 150));
    this.#burst = Math.max(1, Math.min(maxPerHour - 2, Math.floor(options.burst ?? (maxPerHour - 1) / 3)));
    this.#refillPerMs = (maxPerHour - 1 - this.#burst) / 36e5;
    this.#tokens = this.#burst;
    this.#tokensAt = this.#clock.now();
    this.#located = this.#mode === "new";
    this.#budget = options.budget ?? null;
  }
  /** Creates (or, sticky, finds and reuses) the comment with this body. Fire-and-forget. */
  start(body) {
    this.update(body, { phase: true });
  }
  /** Offers a newer body. Returns at once; the body is sent when pacing allows, unless a newer one replaces it. */
  update(body, options = {}) {
    if (this.#final !== null || this.#done || this.#stats.disabledReason !== null) return;
    if (this.#wanted !== null) this.#stats.coalesced++;
    this.#wanted = body;
    this.#wantedPhase ||= options.phase === true;
    if (options.holdMs !== void 0 && options.holdMs > 0) {
      this.#holdUntil = Math.max(this.#holdUntil, this.#clock.now() + options.holdMs);
    }
    this.#pump();
  }
  /**
   * Sends the final body as soon as the in-flight request (if any) is answered, dropping any queued
   * intermediate body. Resolves once it landed, or definitively failed, or `finalTimeoutMs` passed.
   */
  finish(body) {
    if (this.#finalResult !== null) return this.#finalResult;
    if (this.#stats.disabledReason !== null) {
      this.#done = true;
      this.#finalResult = Promise.resolve(this.#result(false, this.#stats.disabledReason));
      return this.#finalResult;
    }
    if (this.#wanted !== null) this.#stats.coalesced++;
    this.#wanted = null;
    this.#finalResult = new Promise((resolve) => {
      const now = this.#clock.now();
      this.#final = {
        source: body,
        deadline: now + this.#finalTimeoutMs,
        retryAt: now,
        attempts: 0,
        resolve,
        deadlineTimer: this.#clock.setTimeout(
          () => this.#settleFinal(false, this.#missedDeadline()),
          this.#finalTimeoutMs
        )
      };
    });
    this.#pump();
    return this.#finalResult;
  }
  stats() {
    return { ...this.#stats };
  }
  get commentId() {
    return this.#commentId;
  }
  get url() {
    return this.#url;
  }
  // ---------------------------------------------------------------------------------------------
  #pump() {
    if (this.#inFlight || this.#done || this.#stats.disabledReason !== null) return;
    const final = this.#final;
    const source = final ? final.source : this.#wanted;
    if (source === null) return;
    const now = this.#clock.now();
    if (this.#budget) this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, this.#budget.blockedUntil);
    if (!this.#located) {
      const notBefore = Math.max(this.#rateLimitedUntil, final ? final.retryAt : this.#errorBackoffUntil);
      if (this.#waitUntil(notBefore, now)) return;
      void this.#locate();
      return;
    }
    if (!final) {
      const gap = this.#commentId === null || this.#wantedPhase ? this.#minGapMs : Math.max(this.#intervalMs, this.#minGapMs);
      const notBefore = Math.max(
        this.#rateLimitedUntil,
        this.#errorBackoffUntil,
        this.#lastWriteAt + gap,
        this.#tokenReadyAt(now),
        this.#holdUntil
      );
      if (this.#waitUntil(notBefore, now)) return;
    }
    let body;
    try {
      body = this.#fit(withMarker(typeof source === "string" ? source : source(now), this.#marker));
    } catch (error) {
      this.#logger.warning(`Narrator could not render the comment body: ${String(error)}`);
      if (final) this.#settleFinal(false, "the final body could not be rendered");
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
          this.#rateLimitedUntil > final.deadline ? `GitHub asks to wait until ${new Date(this.#rateLimitedUntil).toISOString()}, past the deadline` : this.#missedDeadline()
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
  #waitUntil(at, now) {
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
  #refill(now) {
    const elapsed = Math.max(0, now - this.#tokensAt);
    this.#tokens = Math.min(this.#burst, this.#tokens + elapsed * this.#refillPerMs);
    this.#tokensAt = now;
  }
  /** When the next paced write may go: this comment's hourly bucket, and the repository's shared budget. */
  #tokenReadyAt(now) {
    this.#refill(now);
    const bucket = this.#tokens >= 1 ? now : now + Math.ceil((1 - this.#tokens) / this.#refillPerMs);
    return this.#budget ? Math.max(bucket, this.#budget.readyAt(this.#lastWriteAt, now)) : bucket;
  }
  #takeToken(now) {
    this.#refill(now);
    this.#tokens = Math.max(0, this.#tokens - 1);
  }
  async #locate() {
    this.#inFlight = true;
    const { signal, cancel } = this.#timeoutSignal();
    let identityError = null;
    try {
      const inner = this.#api;
      const api = {
        listPage: (page, perPage, s) => inner.listPage(page, perPage, s),
        create: (body, s) => inner.create(body, s),
        update: (id, body, s) => inner.update(id, body, s),
        get: (id, s) => inner.get(id, s),
        whoAmI: (lookupSignal) => {
          this.#stats.requests++;
          this.#stats.identityLookups++;
          return inner.whoAmI(lookupSignal);
        }
      };
      const found = await findMarkedComment(api, this.#marker, {
        maxPages: this.#searchPages,
        signal,
        onRequest: () => {
          this.#stats.requests++;
          this.#stats.lists++;
        },
        onForeign: (comment, me) => {
          const by = comment.author ? `by ${comment.author.login}` : "by a deleted account";
          this.#logger.warning(
            `Narrator ignores comment ${comment.id}: it carries Narrator's marker but was written ${by}, not by ${me.login}, the account Narrator posts as`
          );
        },
        onIdentityUnknown: (error) => {
          identityError = error;
        }
      });
      if (identityError !== null && isPassingLookupFailure(identityError, this.#clock.now())) {
        throw identityError;
      }
      this.#located = true;
      this.#errorStreak = 0;
      if (identityError !== null) {
        this.#logger.warning(
          `Narrator could not tell which account its token posts as (${describeError(identityError)}); it makes a new comment rather than edit one it cannot prove is its own`
        );
      }
      if (found) {
        this.#setComment(found.id, found.htmlUrl);
        this.#adoptedId = found.id;
        this.#remoteBody = found.body;
        this.#logger.debug(`Narrator reuses its comment ${found.id}`);
      }
    } catch (error) {
      this.#fail(error, "list", null, this.#final !== null);
    } finally {
      cancel();
      this.#inFlight = false;
    }
    this.#pump();
  }
  async #send(body, isFinal) {
    this.#inFlight = true;
    const op = this.#commentId === null ? "create" : "edit";
    this.#lastWriteAt = this.#clock.now();
    this.#stats.requests++;
    if (op === "create") this.#stats.creates++;
    else this.#stats.edits++;
    if (this.#final && isFinal) this.#final.attempts++;
    const { signal, cancel } = this.#timeoutSignal();
    try {
      const comment = this.#commentId === null ? await this.#api.create(body, signal) : await this.#api.update(this.#commentId, body, signal);
      this.#setComment(comment.id, comment.htmlUrl);
      this.#remoteBody = body;
      if (this.#errorStreak > 0) this.#logger.debug("GitHub answers again; the comment is being updated");
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
  #fail(error, op, body, isFinal) {
    const now = this.#clock.now();
    const failure = classifyGitHubError(error, now);
    this.#stats.failures++;
    this.#stats.lastError = `${op}: ${failure.message}`;
    const requeue = () => {
      if (!isFinal && body !== null && this.#wanted === null) this.#wanted = body;
    };
    switch (failure.kind) {
      case "not_found":
        if (op === "edit" && !this.#recreated) {
          this.#recreated = true;
          this.#logger.warning("Narrator\u2019s comment was deleted; creating a new one");
          this.#commentId = null;
          this.#remoteBody = null;
          requeue();
          this.#wantedPhase = true;
          return;
        }
        this.#disable(failure, op);
        return;
      case "forbidden":
        if (op === "edit" && failure.status === 403 && this.#commentId !== null && this.#commentId === this.#adoptedId) {
          this.#logger.warning(
            `GitHub refused to edit comment ${this.#commentId}, Narrator's comment from an earlier run (${failure.message}); Narrator narrates in a new comment instead`
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
      case "rate_limited":
        this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, failure.retryAt);
        this.#logger.debug(
          `GitHub rate limit on comment ${op}; next try at ${new Date(this.#rateLimitedUntil).toISOString()}`
        );
        requeue();
        return;
      case "network":
      case "server": {
        this.#errorStreak++;
        const message = `Narrator could not ${op} its comment (${failure.message}); it will try again`;
        if (this.#errorStreak === 1) this.#logger.warning(message);
        else this.#logger.debug(message);
        const backoff = Math.min(6e4, Math.max(this.#intervalMs, 1e3) * 2 ** (this.#errorStreak - 1));
        this.#errorBackoffUntil = now + backoff;
        if (this.#final) {
          this.#final.retryAt = now + Math.min(5e3, 250 * 2 ** Math.max(0, this.#final.attempts - 1));
        }
        requeue();
        if (!isFinal && this.#wanted !== null) this.#waitUntil(this.#errorBackoffUntil, now);
        return;
      }
      case "rejected":
        this.#logger.warning(`GitHub refused the comment body (${failure.message})`);
        if (body !== null) this.#rejectedBody = body;
        if (isFinal) this.#settleFinal(false, `GitHub refused the final body: ${failure.message}`);
        return;
      case "other":
        this.#logger.warning(`Narrator could not ${op} its comment: ${failure.message}`);
        if (isFinal) this.#settleFinal(false, failure.message);
        return;
    }
  }
  #disable(failure, op) {
    const reason = failure.kind !== "forbidden" ? `the issue or comment is gone (${op}: ${failure.message}); the run goes on without a comment` : failure.status === 401 ? `GitHub does not accept the token (${failure.message}); the run goes on without a comment` : op === "list" ? `the token may not read this issue's comments (${failure.message}); the run goes on without a comment` : op === "create" ? `the token may not create comments here (${failure.message}); the run goes on without a comment` : `GitHub refused to edit Narrator's comment ${this.#commentId ?? ""} (${failure.message}); the run goes on without updating it`;
    this.#stats.disabledReason = reason;
    this.#logger.warning(`Narrator: ${reason}`);
    this.#wanted = null;
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#final) this.#settleFinal(false, reason);
  }
  #settleFinal(landed, reason) {
    const final = this.#final;
    if (!final || this.#done) return;
    this.#done = true;
    this.#clock.clearTimeout(final.deadlineTimer);
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
    final.resolve(this.#result(landed, reason));
  }
  #missedDeadline() {
    const last = this.#stats.lastError ? ` (last error: ${this.#stats.lastError})` : "";
    return `the final edit did not land within ${this.#finalTimeoutMs} ms${last}`;
  }
  #result(landed, reason) {
    return { landed, commentId: this.#commentId, url: this.#url, reason };
  }
  #setComment(id, url) {
    if (id !== this.#commentId) this.#adoptedId = null;
    this.#commentId = id;
    this.#url = url;
    this.#stats.commentId = id;
    this.#stats.url = url;
  }
  #timeoutSignal() {
    const controller = new AbortController();
    const timer = this.#clock.setTimeout(
      () => controller.abort(new Error(`request timed out after ${this.#requestTimeoutMs} ms`)),
      this.#requestTimeoutMs
    );
    return { signal: controller.signal, cancel: () => this.#clock.clearTimeout(timer) };
  }
  /** The renderer budgets the size; this is the guard that keeps a 422 impossible anyway. */
  #fit(body) {
    if (body.length <= MAX_COMMENT_CHARS) return body;
    if (!this.#cutWarned) {
      this.#cutWarned = true;
      this.#logger.warning(`Narrator cut a ${body.length}-character comment body to GitHub's limit`);
    }
    let end = MAX_COMMENT_CHARS - CUT_NOTE.length;
    const code = body.charCodeAt(end - 1);
    if (code >= 55296 && code <= 56319) end--;
    return body.slice(0, end) + CUT_NOTE;
  }
};

// src/sinks/comment/open.ts
function openLiveComment(o, session) {
  const place = commentPlace(o.config, o.context.runner, o.context.event);
  if (place.target === null) {
    info(`Narrator: no live comment (${place.reason})`);
    return null;
  }
  const starting = takeStarting(place.marker);
  const github = starting?.session ?? (o.config.githubToken ? session() : null);
  if (github === null) {
    warning("Narrator: no live comment: 'github-token' is empty");
    return null;
  }
  const { target, marker } = place;
  const comment = runComment(github, target, marker, o.config, o.context);
  handOff(HANDOFF.comment, JSON.stringify({ ...target, marker, commentId: null }));
  info(
    `Narrator narrates on ${target.owner}/${target.repo}#${target.issueNumber} (${place.target.kind}, ${o.config.commentMode})`
  );
  return new LiveCommentSink(
    {
      comment: starting?.comment ?? comment,
      marker,
      ctx: o.ctx,
      redactor: o.redactor,
      fallbackModel: o.config.model,
      heartbeatMs: o.context.knobs.commentHeartbeatMs,
      clock: github.clock
    },
    o.initial
  );
}
function savingCommentId(api, state) {
  return {
    listPage: (page, perPage, signal) => api.listPage(page, perPage, signal),
    update: (id, body, signal) => api.update(id, body, signal),
    get: (id, signal) => api.get(id, signal),
    whoAmI: (signal) => api.whoAmI(signal),
    async create(body, signal) {
      const comment = await api.create(body, signal);
      handOff(HANDOFF.comment, JSON.stringify({ ...state, commentId: comment.id }));
      return comment;
    }
  };
}
function runComment(github, target, marker, config, context) {
  const api = savingCommentId(octokitIssueComments(github.client(), target), {
    ...target,
    marker,
    commentId: null
  });
  return new LiveComment({
    api,
    marker,
    mode: config.commentMode,
    intervalMs: config.updateIntervalSeconds * 1e3,
    logger: github.logger,
    clock: github.clock,
    budget: github.budget,
    requestTimeoutMs: github.requestTimeoutMs,
    finalTimeoutMs: context.knobs.commentFinalTimeoutMs
  });
}

// src/sinks/github-session.ts
var REQUEST_TIMEOUT_MS = 3e4;
function openGitHubSession(o) {
  const { clock, scale } = githubClock(o.context.knobs);
  const options = clientOptionsFromEnv(o.token, o.context, o.redact);
  const budget = new RateBudget({ clock, logger: options.logger, crowdPrior: o.crowdPrior });
  return {
    clock,
    budget,
    logger: options.logger,
    client: () => createGitHubClient({ ...options, budget }),
    requestTimeoutMs: REQUEST_TIMEOUT_MS * scale,
    scale
  };
}

export {
  silentLogger,
  openLiveComment,
  runComment,
  openGitHubSession
};
