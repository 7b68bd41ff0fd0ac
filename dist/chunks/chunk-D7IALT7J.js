const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  readReaction
} from "./chunk-LANPLIKO.js";
import {
  describeError
} from "./chunk-7VCEWHLH.js";
import {
  systemClock
} from "./chunk-MMT2LOYV.js";

// src/github/conditional-get.ts
var ConditionalResource = class {
  constructor(client, route, params) {
    this.client = client;
    this.route = route;
    this.params = params;
  }
  client;
  route;
  params;
  #etag = null;
  /** The validator sent with the next request (null: none yet). */
  get etag() {
    return this.#etag;
  }
  async get(signal) {
    try {
      const response = await this.client.request(this.route, {
        ...this.params,
        headers: this.#etag === null ? {} : { "if-none-match": this.#etag },
        request: { signal }
      });
      const etag = typeof response.headers.etag === "string" ? response.headers.etag : null;
      this.#etag = etag;
      const link = typeof response.headers.link === "string" ? response.headers.link : null;
      return { modified: true, etag, data: response.data, link };
    } catch (error) {
      if (error.status === 304) return { modified: false };
      throw error;
    }
  }
};
function hasNextPage(link) {
  if (link === null) return false;
  return link.split(",").some(
    (entry) => entry.split(";").slice(1).some((param) => {
      const p = param.trim();
      if (!p.toLowerCase().startsWith("rel=")) return false;
      const value = p.slice(4).trim().replace(/^"/, "").replace(/"$/, "");
      return value.split(" ").includes("next");
    })
  );
}

// src/github/fresh-comment.ts
function freshComment(raw, fromMs) {
  if (typeof raw !== "object" || raw === null) return null;
  const c = raw;
  const user = typeof c["user"] === "object" && c["user"] !== null ? c["user"] : {};
  const login = user["login"];
  if (typeof c["id"] !== "number" || typeof c["body"] !== "string" || typeof login !== "string") return null;
  if (c["body"].includes("<!-- narrator:")) return null;
  const created = typeof c["created_at"] === "string" ? c["created_at"] : "";
  if (!(Date.parse(created) >= fromMs)) return null;
  if (c["updated_at"] !== created) return null;
  return { id: c["id"], body: c["body"], login, isBot: user["type"] === "Bot" || /\[bot\]$/i.test(login) };
}

// src/github/stop-listener.ts
var MAX_REASON_CHARS = 200;
var COMMENTS_PER_PAGE = 100;
var MAX_PAGES_PER_POLL = 5;
var MAX_LOOKUPS_PER_POLL = 5;
function parseStopCommand(body) {
  const m = /^[ \t]*\/narrator[ \t]+stop\b[ \t]*(.*)$/im.exec(body);
  if (!m) return null;
  const reason = m[1].trim().replace(/\s+/g, " ");
  if (reason === "") return { reason: null };
  return { reason: reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS - 1)}\u2026` : reason };
}
var StopListener = class {
  #o;
  #clock;
  #timer = null;
  #inFlight = null;
  #closed = false;
  #seen = /* @__PURE__ */ new Set();
  #ignored = /* @__PURE__ */ new Set();
  #allowed = /* @__PURE__ */ new Map();
  /** Requests found and not yet judged (over the poll's bound of lookups), oldest first. */
  #waiting = /* @__PURE__ */ new Map();
  stats;
  constructor(options) {
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
    this.stats = {
      polls: 0,
      requests: 0,
      notModified: 0,
      skipped: 0,
      startedAt: this.#clock.now(),
      endedAt: null
    };
  }
  /** The first poll goes out one interval from now (the agent has barely started before that). */
  start() {
    this.#schedule(this.#o.intervalMs);
  }
  /** Stops listening (the agent exited, or a stop was found); a poll in flight is abandoned. */
  close() {
    if (!this.#closed) {
      this.#closed = true;
      this.stats.endedAt = this.#clock.now();
      if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
      this.#timer = null;
      this.#inFlight?.abort();
    }
    return this.stats;
  }
  #schedule(ms) {
    if (this.#closed) return;
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = null;
      void this.#poll();
    }, ms);
  }
  async #poll() {
    if (this.#closed) return;
    const now = this.#clock.now();
    const budget = this.#o.budget;
    let next = this.#o.intervalMs;
    if (budget) {
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
    let result;
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
    const waiting = [...this.#waiting.values()];
    let lookups = 0;
    const asked = /* @__PURE__ */ new Set();
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
        const how = candidate.via === "reaction" ? "a \u{1F44E} on the live comment" : "a /narrator stop comment";
        this.#o.log(
          `ignored ${how} by ${candidate.login}: only a person who may start the agent (write access, allowed-actors, or a bot in allowed-bots) can stop it`
        );
      }
    }
    this.#schedule(next);
  }
  #mayStop(candidate) {
    const key = candidate.login.toLowerCase();
    let answer = this.#allowed.get(key);
    if (!answer) {
      answer = this.#o.isAllowed(candidate.login, candidate.isBot).catch((error) => {
        this.#o.log(
          `could not check whether ${candidate.login} may stop the agent (${describeError(error)})`
        );
        return false;
      });
      this.#allowed.set(key, answer);
    }
    return answer;
  }
};
function octokitStopSources(o) {
  const { owner, repo, issueNumber } = o.target;
  const fromMs = Math.floor(o.startedAt / 1e3) * 1e3;
  const since = new Date(fromMs).toISOString().replace(/\.\d{3}Z$/, "Z");
  const pages = [];
  const page = (n) => {
    while (pages.length < n) {
      pages.push({
        resource: new ConditionalResource(
          o.client,
          "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
          {
            owner,
            repo,
            issue_number: issueNumber,
            since,
            per_page: COMMENTS_PER_PAGE,
            page: pages.length + 1
          }
        ),
        full: false
      });
    }
    return pages[n - 1];
  };
  let resumeAt = 1;
  const issue = new ConditionalResource(
    o.client,
    "GET /repos/{owner}/{repo}/issues/{issue_number}",
    { owner, repo, issue_number: issueNumber }
  );
  let listedAt = null;
  let issueCount = -1;
  let reactions = null;
  let unreported = [];
  const once = {
    async poll(signal) {
      const liveId = o.liveCommentId();
      if (liveId === null) return null;
      const result = { candidates: [...unreported], requests: 0, notModified: 0 };
      if (reactions?.commentId !== liveId) {
        reactions = {
          commentId: liveId,
          resource: new ConditionalResource(
            o.client,
            "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
            { owner, repo, comment_id: liveId, content: "-1", per_page: 100 }
          )
        };
      }
      const listed = await reactions.resource.get(signal);
      result.requests++;
      if (!listed.modified) result.notModified++;
      else {
        for (const raw of Array.isArray(listed.data) ? listed.data : []) {
          const reaction = readReaction(raw);
          if (reaction?.content !== "-1") continue;
          if (!(Date.parse(reaction.createdAt) >= fromMs)) continue;
          result.candidates.push({
            key: `reaction:${reaction.id}`,
            login: reaction.login,
            isBot: reaction.isBot,
            via: "reaction",
            reason: null
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
        issueCount = typeof seen.data.comments === "number" ? seen.data.comments : -1;
      }
      const count = issueCount;
      if (count === listedAt && resumeAt === 1) return result;
      let n = Math.max(1, resumeAt - 1);
      const last = n + MAX_PAGES_PER_POLL - 1;
      for (; ; ) {
        const at = page(n);
        const answer = await at.resource.get(signal);
        result.requests++;
        let next;
        if (!answer.modified) {
          result.notModified++;
          next = at.full;
        } else {
          const listed2 = Array.isArray(answer.data) ? answer.data : [];
          at.full = listed2.length >= COMMENTS_PER_PAGE;
          next = hasNextPage(answer.link) || at.full;
          for (const raw of listed2) {
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
          resumeAt = n + 1;
          break;
        }
        n++;
      }
      return result;
    }
  };
  return {
    async poll(signal) {
      const result = await once.poll(signal);
      unreported = [];
      return result;
    }
  };
}
function commandCandidate(raw, fromMs, liveId) {
  const c = freshComment(raw, fromMs);
  if (c === null || c.id === liveId) return null;
  const command = parseStopCommand(c.body);
  if (!command) return null;
  return { key: `comment:${c.id}`, login: c.login, isBot: c.isBot, via: "command", reason: command.reason };
}

export {
  ConditionalResource,
  hasNextPage,
  freshComment,
  MAX_PAGES_PER_POLL,
  StopListener,
  octokitStopSources
};
