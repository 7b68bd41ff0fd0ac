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

export {
  resolveTarget
};
