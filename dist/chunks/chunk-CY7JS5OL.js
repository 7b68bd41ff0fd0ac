const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

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

export {
  classifyGitHubError,
  describeError,
  resolveTarget
};
