import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  hasMarker
} from "./chunk-REODS7OQ.js";

// src/github/errors.ts
var FALLBACK_RATE_LIMIT_MS = 6e4;
function classifyGitHubError(error, nowMs) {
  const e = typeof error === "object" && error !== null ? error : {};
  const status = typeof e.status === "number" ? e.status : null;
  const message = describeError(error);
  if (e.response === void 0 && (status === null || status === 500)) return { kind: "network", message };
  if (status === null) return { kind: "other", status, message };
  const headers = e.response?.headers ?? {};
  const header = (name) => {
    const value = headers[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
  };
  if (status === 429 || status === 403 && isRateLimit(message, header)) {
    return { kind: "rate_limited", status, message, retryAt: retryAtFromHeaders(header, nowMs) };
  }
  if (status === 401 || status === 403) return { kind: "forbidden", status, message };
  if (status === 404 || status === 410) return { kind: "not_found", message };
  if (status === 422) return { kind: "rejected", status, message };
  if (status >= 500) return { kind: "server", status, message };
  return { kind: "other", status, message };
}
function isRateLimit(message, header) {
  return header("x-ratelimit-remaining") === "0" || header("retry-after") !== void 0 || /rate limit/i.test(message);
}
function retryAtFromHeaders(header, nowMs) {
  const retryAfter = Number(header("retry-after"));
  if (header("retry-after") !== void 0 && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return nowMs + retryAfter * 1e3;
  }
  const reset = Number(header("x-ratelimit-reset"));
  if (header("x-ratelimit-remaining") === "0" && Number.isFinite(reset) && reset > 0) {
    return Math.max(nowMs, reset * 1e3 + 1e3);
  }
  return nowMs + FALLBACK_RATE_LIMIT_MS;
}
function describeError(error) {
  if (typeof error !== "object" || error === null) return String(error);
  const e = error;
  const data = e.response?.data;
  const apiMessage = typeof data === "object" && data !== null && typeof data.message === "string" ? data.message : null;
  const base = apiMessage ?? (typeof e.message === "string" ? e.message : String(error));
  const cause = e.cause;
  const code = typeof cause?.code === "string" ? cause.code : null;
  const status = typeof e.status === "number" && e.response !== void 0 ? `${e.status} ` : "";
  return `${status}${base}${code && !base.includes(code) ? ` (${code})` : ""}`;
}

// src/github/identity.ts
var VIEWER_QUERY = "query { viewer { login databaseId } }";
var IdentityError = class extends Error {
  name = "IdentityError";
};
function isPassingLookupFailure(error, nowMs) {
  const name = error?.name;
  if (name === "GraphqlResponseError" || name === "IdentityError") return false;
  const kind = classifyGitHubError(error, nowMs).kind;
  return kind === "network" || kind === "server" || kind === "rate_limited";
}
async function fetchIdentity(octokit, signal) {
  const data = await octokit.graphql(
    VIEWER_QUERY,
    { request: { signal } }
  );
  const login = data?.viewer?.login;
  const id = data?.viewer?.databaseId;
  if (typeof login !== "string" || login === "") {
    throw new IdentityError("GitHub did not say which account the token belongs to (no viewer login)");
  }
  return { login, id: typeof id === "number" && Number.isSafeInteger(id) ? id : null };
}
function sameAccount(author, me) {
  if (author === null) return false;
  if (author.id !== null && me.id !== null) return author.id === me.id;
  return author.login.toLowerCase() === me.login.toLowerCase();
}

// src/github/find-comment.ts
var PER_PAGE = 100;
async function findMarkedComment(api, marker, options = {}) {
  const maxPages = options.maxPages ?? 10;
  let me = null;
  const newestOurs = async (comments) => {
    for (let i = comments.length - 1; i >= 0; i--) {
      const comment = comments[i];
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error) {
          options.onIdentityUnknown?.(error);
          return "unknown";
        }
      }
      if (sameAccount(comment.author, me)) return comment;
      options.onForeign?.(comment, me);
    }
    return null;
  };
  options.onRequest?.();
  const first = await api.listPage(1, PER_PAGE, options.signal);
  const lastPage = first.lastPage ?? 1;
  for (let page = lastPage, read = 1; page > 1 && read < maxPages; page--, read++) {
    options.onRequest?.();
    const { comments } = await api.listPage(page, PER_PAGE, options.signal);
    const found2 = await newestOurs(comments);
    if (found2 === "unknown") return null;
    if (found2) return found2;
  }
  const found = await newestOurs(first.comments);
  return found === "unknown" ? null : found;
}
async function findMarkedComments(api, marker, options = {}) {
  const maxPages = options.maxPages ?? 10;
  let me = null;
  const ours = [];
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    options.onRequest?.();
    const result = await api.listPage(page, PER_PAGE, options.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    for (const comment of result.comments) {
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error) {
          options.onIdentityUnknown?.(error);
          return [];
        }
      }
      if (sameAccount(comment.author, me)) ours.push(comment);
      else options.onForeign?.(comment, me);
    }
  }
  return ours.sort((a, b) => a.id - b.id);
}

// src/github/issue-comments.ts
function octokitIssueComments(octokit, target) {
  const { owner, repo, issueNumber } = target;
  let identity = null;
  return {
    async listPage(page, perPage, signal) {
      const response = await octokit.rest.issues.listComments({
        owner,
        repo,
        issue_number: issueNumber,
        page,
        per_page: perPage,
        request: { signal }
      });
      return {
        comments: response.data.map(toComment),
        lastPage: lastPageOf(response.headers.link)
      };
    },
    async create(body, signal) {
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async update(commentId, body, signal) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async get(commentId, signal) {
      const response = await octokit.rest.issues.getComment({
        owner,
        repo,
        comment_id: commentId,
        request: { signal }
      });
      return toComment(response.data);
    },
    async remove(commentId, signal) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId, request: { signal } });
    },
    whoAmI(signal) {
      identity ??= fetchIdentity(octokit, signal).catch((error) => {
        identity = null;
        throw error;
      });
      return identity;
    }
  };
}
function toComment(data) {
  const login = data.user?.login;
  return {
    id: data.id,
    body: data.body ?? "",
    htmlUrl: data.html_url ?? null,
    author: typeof login === "string" && login !== "" ? { login, id: data.user?.id ?? null } : null
  };
}
function lastPageOf(link) {
  if (!link) return null;
  for (const part of link.split(",")) {
    if (!/rel="last"/.test(part)) continue;
    const url = /<([^>]+)>/.exec(part)?.[1];
    if (!url) continue;
    const page = Number(new URL(url, "https://api.github.com").searchParams.get("page"));
    if (Number.isSafeInteger(page) && page > 0) return page;
  }
  return null;
}

// src/github/target.ts
var PR_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
]);
var ISSUE_EVENTS = /* @__PURE__ */ new Set(["issues", "issue_comment"]);
var DISPATCH_ISSUE_INPUTS = ["issue-number", "issue_number"];
var DISPATCH_PR_INPUTS = ["pr-number", "pr_number", "pull-request-number"];
function resolveTarget(input) {
  const setting = normalizeSetting(input.commentOn);
  if (setting === "none") return { target: null, reason: "comment-on is none" };
  const repo = splitRepository(input.repository);
  if (repo === null) {
    return { target: null, reason: `GITHUB_REPOSITORY '${input.repository}' is not owner/repo` };
  }
  if (typeof setting === "number") {
    if (positiveInt(setting) === null)
      return { target: null, reason: `comment-on ${setting} is not an issue number` };
    return {
      target: { ...repo, issueNumber: setting, kind: "issue" },
      reason: `comment-on names #${setting}`
    };
  }
  const payload = asRecord(input.payload);
  const event = input.eventName;
  if (PR_EVENTS.has(event)) {
    const number = positiveInt(asRecord(payload.pull_request).number) ?? positiveInt(payload.number);
    if (number === null)
      return { target: null, reason: `the ${event} payload carries no pull request number` };
    return { target: { ...repo, issueNumber: number, kind: "pr" }, reason: `${event} on #${number}` };
  }
  if (ISSUE_EVENTS.has(event)) {
    const issue = asRecord(payload.issue);
    const number = positiveInt(issue.number);
    if (number === null) return { target: null, reason: `the ${event} payload carries no issue number` };
    const kind = issue.pull_request ? "pr" : "issue";
    return { target: { ...repo, issueNumber: number, kind }, reason: `${event} on #${number}` };
  }
  if (event === "workflow_dispatch") {
    const inputs = asRecord(payload.inputs);
    for (const [names, kind] of [
      [DISPATCH_PR_INPUTS, "pr"],
      [DISPATCH_ISSUE_INPUTS, "issue"]
    ]) {
      for (const name of names) {
        const raw = inputs[name];
        if (raw === void 0 || raw === null || raw === "") continue;
        const number = positiveInt(raw);
        if (number === null) {
          return { target: null, reason: `workflow_dispatch input ${name} '${String(raw)}' is not a number` };
        }
        return {
          target: { ...repo, issueNumber: number, kind },
          reason: `workflow_dispatch ${name} #${number}`
        };
      }
    }
    return { target: null, reason: "workflow_dispatch without an issue-number or pr-number input" };
  }
  return {
    target: null,
    reason: `a ${event || "unknown"} event has no issue or pull request (set comment-on to a number)`
  };
}
function normalizeSetting(setting) {
  if (typeof setting === "object") {
    if (setting.kind === "number") return setting.number;
    return setting.kind;
  }
  return setting;
}
function splitRepository(repository) {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  if (!match) return null;
  return { owner: match[1], repo: match[2] };
}
function asRecord(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function positiveInt(value) {
  const number = typeof value === "string" && /^\s*#?\d+\s*$/.test(value) ? Number(value.replace("#", "")) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}

// src/report/redact-marks.ts
var REDACTED = "***";
var CUT_MARK = "\u2026";

// src/report/redact-json.ts
var JSON_TOKEN = /"(?:[^"\\]|\\[\s\S])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/g;
var MASKED_TOKEN = JSON.stringify(REDACTED);
var rawCheckCache = /* @__PURE__ */ new WeakMap();
function needsRawCheck(redactor) {
  let needed = rawCheckCache.get(redactor);
  if (needed === void 0) {
    needed = redactor.secrets.some((s) => /[{}[\],:]/.test(s) || /^[-+0-9.eE]+$/.test(s));
    rawCheckCache.set(redactor, needed);
  }
  return needed;
}
function cleanRawJson(json, redactor, fallback) {
  const scanner = redactor.scanner;
  if (scanner.next(json, 0) === null) return json;
  const tokens = [];
  for (const m of json.matchAll(JSON_TOKEN)) tokens.push([m.index, m.index + m[0].length]);
  const masked = /* @__PURE__ */ new Set();
  for (let from = 0, t = 0; ; ) {
    const span = scanner.next(json, from);
    if (span === null) break;
    while (t < tokens.length && tokens[t][1] <= span.start) t++;
    for (let i = t; i < tokens.length && tokens[i][0] < span.end; i++) masked.add(i);
    from = span.matchEnd;
  }
  let out = "";
  let pos = 0;
  for (const i of [...masked].sort((a, b) => a - b)) {
    const [start, end] = tokens[i];
    out += `${json.slice(pos, start)}${MASKED_TOKEN}`;
    pos = end;
  }
  out += json.slice(pos);
  return scanner.next(out, 0) === null ? out : fallback;
}
function stringifyRedacted(value, redactor, space) {
  const text = JSON.stringify(redactor.redactValue(value), null, space);
  if (!needsRawCheck(redactor)) return text;
  return cleanRawJson(text, redactor, JSON.stringify({ redacted: "this JSON could not be redacted safely" }));
}

// src/action/state.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
var STATE_KEYS = {
  /** Absolute path of the redacted summary snapshot (JSON). */
  snapshotPath: "narrator-snapshot",
  /** 'true' once the main step wrote every view. */
  viewsFinished: "narrator-views-finished",
  /** The fail-on list, comma-separated, so post judges the leftover outcome the same way. */
  failOn: "narrator-fail-on",
  /** 'true' when the step summary is enabled. */
  stepSummary: "narrator-step-summary",
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: "narrator-spawn-ms",
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: "narrator-comment",
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: "narrator-comment-final",
  /** The agent's pid (it leads its own process group), so post can stop it if main was killed. */
  agentPid: "narrator-agent-pid"
};
function narratorTempDir(env) {
  return path.join(env["RUNNER_TEMP"] || os.tmpdir(), "narrator");
}
var SnapshotWriter = class {
  constructor(file, prepare, minIntervalMs = 2e3) {
    this.file = file;
    this.prepare = prepare;
    this.minIntervalMs = minIntervalMs;
  }
  file;
  prepare;
  minIntervalMs;
  pending = null;
  writing = null;
  lastWriteAt = 0;
  timer = null;
  /** Schedules a write of `summary` as it was at `at`. Cheap: keeps a reference only. */
  offer(summary, at) {
    this.pending = { summary, at };
    if (this.writing || this.timer) return;
    const wait = this.lastWriteAt + this.minIntervalMs - Date.now();
    if (wait <= 0) this.flushSoon();
    else {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flushSoon();
      }, wait);
      this.timer.unref();
    }
  }
  flushSoon() {
    const next = this.pending;
    if (!next) return;
    this.pending = null;
    this.lastWriteAt = Date.now();
    this.writing = Promise.resolve().then(() => write(this.file, { summary: this.prepare(next.summary), at: next.at })).catch(() => {
    }).finally(() => {
      this.writing = null;
      if (this.pending) this.offer(this.pending.summary, this.pending.at);
    });
  }
  /** Writes `summary` now (after any write in flight) and waits for it. */
  async flush(summary, at) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
    await write(this.file, { summary: this.prepare(summary), at });
  }
};
async function write(file, snap) {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(snap));
  await rename(tmp, file);
}

export {
  classifyGitHubError,
  describeError,
  isPassingLookupFailure,
  findMarkedComment,
  findMarkedComments,
  octokitIssueComments,
  resolveTarget,
  REDACTED,
  CUT_MARK,
  needsRawCheck,
  cleanRawJson,
  stringifyRedacted,
  STATE_KEYS,
  narratorTempDir,
  SnapshotWriter
};
