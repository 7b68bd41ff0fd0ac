const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_FAIL_ON,
  DIALECTS,
  OUTCOMES,
  defaultUpload,
  failsJob,
  identity,
  performance,
  truncate
} from "./chunk-SIQN7L2R.js";
import {
  mkdir,
  node_path_default,
  writeFile
} from "./chunk-BK3MDPDT.js";
import {
  createHash,
  randomBytes
} from "./chunk-5BQ5IAWM.js";
import {
  _enum,
  _maxLength,
  _nonnegative,
  _positive,
  _regex,
  int,
  literal,
  nullable,
  number,
  object,
  record,
  refine,
  string,
  unknown
} from "./chunk-RI2J4G6M.js";
import {
  ownValue
} from "./chunk-GAGLHUON.js";

// src/board/record.ts
var LEG_RECORD_VERSION = 1;
var LEG_RECORD_FILE = "narrator-leg.json";
var LEG_ARTIFACT_PREFIX = "narrator-leg-";
var RECORD_REASON_MAX = 1e3;
var count = number().check(int(), _nonnegative());
var amountOrNull = nullable(number().check(_nonnegative()));
var tokensOrNull = nullable(
  object({ input: count, output: count, cacheRead: count, cacheWrite: count })
);
var iso = string().check(
  _maxLength(40),
  refine((s) => Number.isFinite(Date.parse(s)), "not an ISO time")
);
var legRecordSchema = object({
  narratorLeg: literal(LEG_RECORD_VERSION),
  id: string().check(_regex(/^[0-9a-f]{8,64}$/)),
  label: string().check(_maxLength(1e3)),
  identity: object({
    workflow: nullable(string().check(_maxLength(1e3))),
    job: string().check(_maxLength(1e3)),
    matrix: nullable(record(string(), unknown())),
    jobIndex: nullable(count),
    commentKey: nullable(string().check(_maxLength(1e3))),
    runAttempt: number().check(int(), _positive()),
    runnerName: nullable(string().check(_maxLength(1e3))),
    jobId: nullable(number().check(int(), _positive()))
  }),
  agent: nullable(string().check(_maxLength(100))),
  dialect: nullable(_enum(DIALECTS)),
  model: nullable(string().check(_maxLength(1e3))),
  outcome: _enum(OUTCOMES),
  conclusion: _enum(["success", "failure"]),
  reason: nullable(string().check(_maxLength(RECORD_REASON_MAX * 4))),
  turns: nullable(count),
  toolCalls: count,
  failedToolCalls: count,
  deniedToolCalls: count,
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull,
  startedAt: nullable(iso),
  endedAt: nullable(iso)
});
function matrixValues(matrix) {
  if (matrix === null) return [];
  return Object.values(matrix).map(
    (v) => typeof v === "object" && v !== null ? JSON.stringify(v) : String(v ?? "")
  );
}
function legLabel(identity2) {
  const values = matrixValues(identity2.matrix);
  if (values.length > 0) return `${identity2.job} (${values.join(", ")})`;
  if (identity2.commentKey) return `${identity2.job} (${identity2.commentKey})`;
  if (identity2.jobIndex !== null) return `${identity2.job} (#${identity2.jobIndex + 1})`;
  return identity2.job;
}
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((k) => [k, canonical(value[k])])
  );
}
function legId(identity2) {
  const text = JSON.stringify([
    identity2.workflow,
    identity2.job,
    canonical(identity2.matrix),
    identity2.jobIndex,
    identity2.commentKey
  ]);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}
function parseMatrix(raw) {
  const text = raw?.trim();
  if (!text || text === "null") return null;
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : { value };
  } catch {
    return { value: text };
  }
}
function buildLegRecord(o) {
  const s = o.summary;
  let failed = 0;
  let denied = 0;
  for (const call of s.toolCalls) {
    if (call.status === "error") failed++;
    else if (call.status === "denied") denied++;
  }
  const time = (ms) => ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
  const reason = o.reason?.trim();
  return {
    narratorLeg: LEG_RECORD_VERSION,
    id: legId(o.identity),
    label: legLabel(o.identity),
    identity: o.identity,
    agent: o.agent,
    dialect: s.dialect,
    model: s.model ?? o.fallbackModel ?? null,
    // A summary always has an outcome once finished; "error" if a caller hands in a running one.
    outcome: s.outcome ?? "error",
    conclusion: o.failed || s.outcome === null ? "failure" : "success",
    reason: reason ? cut(reason, RECORD_REASON_MAX) : null,
    turns: s.turns,
    toolCalls: s.toolCalls.length,
    failedToolCalls: failed,
    deniedToolCalls: Math.max(denied, s.permissionDenials.length),
    costUsd: s.costUsd,
    tokens: s.tokens,
    durationMs: s.durationMs === null ? null : Math.max(0, Math.round(s.durationMs)),
    startedAt: time(o.startedAt),
    endedAt: time(o.endedAt)
  };
}
function cut(s, max) {
  if (s.length <= max) return s;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end--;
  return `${s.slice(0, end)}\u2026`;
}

// src/report/format.ts
function formatDuration(ms) {
  if (ms === null || ms === void 0 || !Number.isFinite(ms) || ms < 0) return "n/a";
  if (ms < 100) return `${Math.round(ms)} ms`;
  if (ms < 1e4) return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
  const totalSeconds = Math.round(ms / 1e3);
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const totalMinutes = Math.floor(totalSeconds / 60);
  if (totalMinutes < 60) return `${totalMinutes}m ${String(totalSeconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(totalMinutes / 60)}h ${String(totalMinutes % 60).padStart(2, "0")}m`;
}
function formatTokens(n) {
  if (n === null || n === void 0 || !Number.isFinite(n)) return "n/a";
  if (n < 1e3) return String(Math.round(n));
  if (n < 999950) return `${(n / 1e3).toFixed(1)}k`;
  return `${(n / 1e6).toFixed(2)}M`;
}
function formatCost(usd) {
  if (usd === null || usd === void 0 || !Number.isFinite(usd)) return "n/a";
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}
function formatCount(n) {
  return n === null || n === void 0 ? "n/a" : String(n);
}
var OUTCOME_SYMBOL = {
  success: "\u2705",
  error: "\u274C",
  max_turns: "\u{1F501}",
  budget_exceeded: "\u{1F4B8}",
  max_tokens: "\u2702",
  cancelled: "\u23F9",
  timed_out: "\u23F1"
};
var RUNNING_SYMBOL = "\u{1F504}";
function statusSymbol(summary) {
  if (summary.status === "running" || summary.outcome === null) return RUNNING_SYMBOL;
  return OUTCOME_SYMBOL[summary.outcome];
}
var OUTCOME_PHRASE = {
  success: "finished",
  error: "stopped with an error",
  max_turns: "reached max turns",
  budget_exceeded: "exceeded its budget",
  max_tokens: "was cut off at max tokens",
  cancelled: "was cancelled",
  timed_out: "timed out"
};
function outcomePhrase(summary) {
  if (summary.status === "running" || summary.outcome === null) return "is working";
  return OUTCOME_PHRASE[summary.outcome];
}
var AGENT_LABEL = {
  "claude-code": "Claude",
  codex: "Codex",
  gemini: "Gemini",
  cursor: "Cursor",
  caliban: "caliban",
  opencode: "opencode"
};
function agentLabel(dialect) {
  return dialect ? AGENT_LABEL[dialect] : "The agent";
}
var FIELD_BY_TOOL = {
  bash: ["command", "cmd"],
  shell: ["command", "cmd"],
  run_shell_command: ["command"],
  read: ["file_path", "filePath", "path"],
  read_file: ["file_path", "absolute_path", "path"],
  edit: ["file_path", "filePath", "path"],
  multiedit: ["file_path", "filePath"],
  write: ["file_path", "filePath", "path"],
  write_file: ["file_path", "path"],
  replace: ["file_path", "path"],
  notebookedit: ["notebook_path"],
  grep: ["pattern", "query"],
  search_file_content: ["pattern"],
  grep_search: ["pattern"],
  glob: ["pattern"],
  ls: ["path"],
  list_directory: ["path"],
  task: ["description", "prompt"],
  agent: ["description", "prompt"],
  webfetch: ["url"],
  web_fetch: ["url", "prompt"],
  websearch: ["query"],
  web_search: ["query"],
  google_web_search: ["query"],
  todowrite: []
};
var GENERIC_FIELDS = [
  "command",
  "cmd",
  "file_path",
  "filePath",
  "path",
  "pattern",
  "query",
  "url",
  "description"
];
var PATH_FIELDS = /* @__PURE__ */ new Set(["file_path", "filePath", "path", "absolute_path", "notebook_path"]);
function relativeToCwd(p, cwd) {
  if (!cwd) return p;
  const base = cwd.endsWith("/") ? cwd : `${cwd}/`;
  return p.startsWith(base) && p.length > base.length ? p.slice(base.length) : p;
}
function shortToolInput(name, input, max = 80, redact = (s) => s, cwd = null) {
  if (typeof input === "string") return oneLine(redact(input), max);
  if (input === null || typeof input !== "object" || Array.isArray(input)) return "";
  const record2 = input;
  const key = name.toLowerCase();
  const known = ownValue(FIELD_BY_TOOL, key) ?? ownValue(FIELD_BY_TOOL, key.replace(/^mcp__.*__/, ""));
  if (key === "todowrite" && Array.isArray(record2["todos"])) return `${record2["todos"].length} todos`;
  for (const field of known ?? GENERIC_FIELDS) {
    const v = record2[field];
    if (typeof v === "string" && v.trim()) {
      return oneLine(redact(PATH_FIELDS.has(field) ? relativeToCwd(v, cwd) : v), max);
    }
  }
  for (const v of Object.values(record2))
    if (typeof v === "string" && v.trim()) return oneLine(redact(v), max);
  return "";
}
function toolDescription(call) {
  if (call.input === null || typeof call.input !== "object") return null;
  const d = call.input["description"];
  const name = call.name.toLowerCase();
  if (typeof d !== "string" || !d.trim() || name === "task" || name === "agent") return null;
  return d.trim();
}
function oneLine(s, max) {
  return truncate(
    s.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
}
function shortSessionId(id) {
  return id.length > 12 ? id.slice(0, 8) : id;
}
function toolResultWord(call) {
  switch (call.status) {
    case "ok":
      return "ok";
    case "error":
      return call.exitCode !== null && call.exitCode !== 0 ? `error (exit ${call.exitCode})` : "error";
    case "denied":
      return "denied";
    default:
      return "running";
  }
}
function retryCount(s) {
  const n = s.retries.length;
  if (s.retriesKnown) return String(n);
  return n > 0 ? `at least ${n}` : "unknown";
}
function formatRetry(r) {
  const what = retryCause(r.category, r.httpStatus);
  const status = r.httpStatus !== null ? ` (${r.httpStatus})` : "";
  const n = r.attempt !== null ? ` ${r.attempt}${r.maxRetries !== null ? `/${r.maxRetries}` : ""}` : "";
  const delay = r.delayMs !== null ? ` in ${formatDuration(r.delayMs)}` : "";
  return `${what}${status}, retry${n}${delay}`;
}
function retryCause(category, status) {
  const c = (category ?? "").toLowerCase();
  if (c.includes("overload") || status === 529) return "API overloaded";
  if (c.includes("rate") || status === 429) return "API rate limited";
  if (c.includes("auth") || status === 401 || status === 403) return "API authentication failed";
  if (c.includes("connect") || c.includes("network")) return "API connection failed";
  if (status !== null && status >= 500) return "API server error";
  return "API error";
}
function toolCounts(calls) {
  const c = { total: calls.length, ok: 0, error: 0, denied: 0, pending: 0 };
  for (const call of calls) c[call.status]++;
  return c;
}
function elapsedMs(summary, now) {
  if (summary.status === "finished" && summary.durationMs !== null) return summary.durationMs;
  if (summary.startedAt === null) return null;
  const end = now !== void 0 && now >= summary.startedAt ? now : summary.lastEventAt ?? summary.startedAt;
  return end - summary.startedAt;
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// src/report/outcome-text.ts
function labelFor(summary, ctx) {
  return ctx.agentLabel ?? agentLabel(summary.dialect);
}
function shortReason(summary, ctx, max = 100) {
  const redact = ctx.redact ?? identity;
  const msg = summary.errorMessage ?? (summary.outcome !== "success" ? summary.stderrTail : null);
  if (!msg?.trim()) return null;
  const first = redact(msg).split("\n").find((l) => l.trim());
  return first ? oneLine(first, max) : null;
}
function headline(summary, ctx) {
  const label = labelFor(summary, ctx);
  const limits = ctx.limits ?? {};
  switch (summary.status === "finished" ? summary.outcome : null) {
    case null:
      return `${label} ${outcomePhrase(summary)}`;
    case "error": {
      if (summary.terminalReason === "api_error" && summary.retries.length > 0) {
        const n = summary.retries.length;
        return `${label} stopped: API error after ${n} ${n === 1 ? "retry" : "retries"}`;
      }
      const reason = shortReason(summary, ctx, 80);
      return reason ? `${label} stopped: ${reason}` : `${label} stopped with an error`;
    }
    case "max_turns":
      return `${label} reached max turns${limits.maxTurns ? ` (limit ${limits.maxTurns})` : ""}`;
    case "budget_exceeded":
      return `${label} exceeded its budget${limits.maxBudgetUsd ? ` (${formatCost(summary.costUsd)} of ${formatCost(limits.maxBudgetUsd)})` : ""}`;
    default:
      return `${label} ${outcomePhrase(summary)}`;
  }
}
function reasonText(summary, ctx) {
  if (summary.status !== "finished" || summary.outcome === null || summary.outcome === "success") return null;
  const redact = ctx.redact ?? identity;
  const limits = ctx.limits ?? {};
  const parts = [];
  const msg = summary.errorMessage ?? summary.stderrTail;
  if (msg?.trim()) parts.push(redact(msg.trim()));
  switch (summary.outcome) {
    case "error":
      if (summary.isError && summary.subtype === "success") {
        parts.push(
          "(the agent reported `subtype: success` with `is_error: true`; Narrator counts that as a failure)"
        );
      }
      break;
    case "max_turns": {
      const left = summary.todos.filter((t) => t.status !== "completed").length;
      const turns = summary.turns !== null ? `after ${summary.turns} turns` : "at the turn limit";
      parts.push(
        `Stopped ${turns}${limits.maxTurns ? ` (max-turns ${limits.maxTurns})` : ""}.` + (summary.todos.length ? ` ${left} of ${summary.todos.length} plan items were left.` : "")
      );
      break;
    }
    case "budget_exceeded":
      parts.push(
        `Spent ${formatCost(summary.costUsd)}${limits.maxBudgetUsd ? ` of the ${formatCost(limits.maxBudgetUsd)} budget` : ""}.`
      );
      break;
    case "timed_out": {
      const which = [
        limits.wallMinutes ? `timeout-minutes ${limits.wallMinutes}` : null,
        limits.idleMinutes ? `idle-timeout-minutes ${limits.idleMinutes}` : null
      ].filter(Boolean);
      if (which.length && !msg) parts.push(`Stopped by Narrator's limit (${which.join(", ")}).`);
      break;
    }
    case "cancelled":
      parts.push(
        `Cancelled after ${formatDuration(summary.durationMs)} \u2014 ${plural(summary.toolCalls.length, "tool call")}, ${summary.costUsd === null ? "cost n/a" : `${formatCost(summary.costUsd)} spent`} so far.`
      );
      break;
    case "max_tokens":
      if (!msg) parts.push("The answer was cut off at the model\u2019s output token limit.");
      break;
  }
  return parts.join("\n\n") || null;
}
function failOnNote(summary, ctx) {
  if (summary.status !== "finished" || summary.outcome === null) return null;
  const failOn = ctx.failOn ?? DEFAULT_FAIL_ON;
  if (failsJob(summary.outcome, failOn)) {
    return `This job failed because the outcome \`${summary.outcome}\` is in \`fail-on\`.`;
  }
  if (summary.outcome !== "success") {
    return `The outcome \`${summary.outcome}\` is not in \`fail-on\`, so the job passes.`;
  }
  return null;
}

// src/action/publish/publish-leg.ts
function legPlace(config2) {
  const { matrix, jobIndex } = config2.leg;
  const jobId = config2.leg.jobId ?? null;
  if (matrix === null || matrix === void 0) return { matrix: null, jobIndex: null, jobId };
  return { matrix: typeof matrix === "string" ? matrix : JSON.stringify(matrix), jobIndex, jobId };
}
function inMatrix(config2) {
  const { matrix } = legPlace(config2);
  return matrix !== null && matrix.trim() !== "" && matrix.trim() !== "null";
}
function publishesResult(config2) {
  return config2.publishResult === true || config2.publishResult === "auto" && inMatrix(config2);
}
function legVerdict(summary, config2, ctx, setupFailed) {
  const failed = setupFailed !== null || failsJob(summary.outcome, config2.failOn);
  const reason = setupFailed !== null ? `Narrator could not start the agent: ${setupFailed}` : summary.outcome === "success" ? null : reasonText(summary, ctx);
  return { failed, reason };
}
function positiveInt(raw) {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}
function legIdentity(o) {
  return {
    workflow: o.env["GITHUB_WORKFLOW"] || null,
    job: o.env["GITHUB_JOB"] || "job",
    matrix: parseMatrix(o.matrix),
    jobIndex: o.jobIndex,
    commentKey: o.commentKey?.trim() || null,
    runAttempt: positiveInt(o.env["GITHUB_RUN_ATTEMPT"]) ?? 1,
    runnerName: o.env["RUNNER_NAME"] || null,
    jobId: o.jobId
  };
}
function legArtifactName(record2, nonce = randomBytes(4).toString("hex")) {
  const label = record2.label.replace(/[\u0000-\u001f"':<>|*?\\/\s(),]+/g, "_").replace(/_+/g, "_").replace(/^_|_$/g, "").slice(0, 80);
  const unique = record2.identity.jobIndex === null ? `-${nonce}` : "";
  return `${LEG_ARTIFACT_PREFIX}${record2.identity.runAttempt}-${label}-${record2.id}${unique}`.slice(0, 200);
}
function nameTaken(error) {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/\(409\)|\b409 Conflict\b|already_exists/i.test(e.message)) return true;
  }
  return false;
}
async function publishLegRecord(o) {
  const started = performance.now();
  const record2 = o.redactor.redactValue(
    buildLegRecord({
      summary: o.summary,
      identity: legIdentity(o),
      agent: o.agent,
      failed: o.failed,
      reason: o.reason,
      startedAt: o.startedAt,
      endedAt: o.endedAt,
      fallbackModel: o.model
    })
  );
  const name = legArtifactName(record2);
  const file = node_path_default.join(o.dir, LEG_RECORD_FILE);
  const text = `${JSON.stringify(record2, null, 2)}
`;
  try {
    await mkdir(o.dir, { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    o.warning(`publish-result: could not write ${file}: ${error.message}`);
    return null;
  }
  if (!o.upload && (!o.env["ACTIONS_RUNTIME_TOKEN"] || !o.env["ACTIONS_RESULTS_URL"])) {
    o.warning(
      "publish-result: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)"
    );
    return null;
  }
  let id;
  try {
    ({ id } = await (o.upload ?? defaultUpload)(name, [file], o.dir));
  } catch (error) {
    if (nameTaken(error)) {
      return {
        taken: true,
        name,
        reason: `another process uploaded this leg's record first (the artifact '${name}' already existed when Narrator published its own): whatever it says cannot be this leg's result, so the leg fails`
      };
    }
    o.warning(
      `publish-result: could not upload the leg record '${name}' (the board will show this leg without a record): ${error.message}`
    );
    return null;
  }
  if (id === void 0) {
    o.warning(`publish-result: the leg record '${name}' was uploaded but no id came back`);
    return null;
  }
  const ms = performance.now() - started;
  const bytes = Buffer.byteLength(text);
  o.info(
    `Narrator published its leg record ${name} (${bytes} bytes, ${Math.round(ms)} ms) for the aggregate job`
  );
  return { name, id, file, bytes, ms, record: record2 };
}

export {
  buildLegRecord,
  formatDuration,
  formatTokens,
  formatCost,
  formatCount,
  OUTCOME_SYMBOL,
  statusSymbol,
  outcomePhrase,
  agentLabel,
  relativeToCwd,
  shortToolInput,
  toolDescription,
  oneLine,
  shortSessionId,
  toolResultWord,
  retryCount,
  formatRetry,
  toolCounts,
  elapsedMs,
  plural,
  labelFor,
  headline,
  reasonText,
  failOnNote,
  legPlace,
  inMatrix,
  publishesResult,
  legVerdict,
  legIdentity,
  legArtifactName,
  publishLegRecord
};
