const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SCHEMA_CHECK_FAILED
} from "./chunk-3Y6BVAJD.js";
import {
  classifyFailure
} from "./chunk-J24MDO5F.js";
import {
  CAP_NOT_HELD,
  identity,
  verdictOf
} from "./chunk-YDNSAMNY.js";
import {
  truncate
} from "./chunk-JHHEPBTZ.js";
import {
  AGENT_FACTS
} from "./chunk-VVJO45ST.js";
import {
  NOT_A_STREAM
} from "./chunk-54B5BJMG.js";
import {
  ownValue
} from "./chunk-D4GNM7ML.js";

// src/run/calls.ts
function callTotal(s) {
  return s.earlierCalls.count + s.toolCalls.length;
}
function callNumber(s, i) {
  return s.earlierCalls.count + i + 1;
}
function callCounts(s) {
  const c = { ...s.earlierCalls.counts, total: callTotal(s) };
  for (const call of s.toolCalls) c[call.status]++;
  return c;
}
function callNameCounts(s) {
  const byName = new Map(s.earlierCalls.names);
  for (const call of s.toolCalls) byName.set(call.name, (byName.get(call.name) ?? 0) + 1);
  return byName;
}
function firstCalls(s, n) {
  const e = s.earlierCalls;
  if (e.count === 0) return s.toolCalls.slice(0, n);
  const head = e.head.slice(0, n);
  return head.length < n && head.length === e.count ? head.concat(s.toolCalls.slice(0, n - head.length)) : head;
}
function lastFailedCalls(s, n) {
  const out = [];
  for (const f of s.earlierCalls.failed) if (f.call.outputPreview) out.push([f.call, f.n]);
  s.toolCalls.forEach((call, i) => {
    if (call.status !== "ok" && call.status !== "pending" && call.outputPreview)
      out.push([call, callNumber(s, i)]);
  });
  return out.slice(-n);
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
function unbroken(text) {
  return text.replaceAll(" ", "\xA0");
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
function costText(s) {
  if (s.costUsd !== null) return formatCost(s.costUsd);
  if (s.estimatedCostUsd != null && Number.isFinite(s.estimatedCostUsd))
    return `\u2248 ${formatCost(s.estimatedCostUsd)} (est.)`;
  return null;
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
  timed_out: "\u23F1",
  incomplete: "\u{1F6A7}",
  waiting_for_input: "\u23F8"
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
  timed_out: "timed out",
  incomplete: "stopped with work unfinished",
  waiting_for_input: "is waiting for a maintainer"
};
function outcomePhrase(summary) {
  if (summary.status === "running" || summary.outcome === null) return "is working";
  return OUTCOME_PHRASE[summary.outcome];
}
function agentLabel(dialect) {
  return dialect ? AGENT_FACTS[dialect].label : "The agent";
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
  const record = input;
  const key = name.toLowerCase();
  const known = ownValue(FIELD_BY_TOOL, key) ?? ownValue(FIELD_BY_TOOL, key.replace(/^mcp__.*__/, ""));
  if (key === "todowrite" && Array.isArray(record["todos"])) return `${record["todos"].length} todos`;
  for (const field of known ?? GENERIC_FIELDS) {
    const v = record[field];
    if (typeof v === "string" && v.trim()) {
      const shown = PATH_FIELDS.has(field) ? relativeToCwd(v, cwd) : field === "command" ? unwrapShell(v) : v;
      return oneLine(redact(shown), max);
    }
  }
  for (const v of Object.values(record))
    if (typeof v === "string" && v.trim()) return oneLine(redact(v), max);
  return "";
}
function unwrapShell(command) {
  const m = /^\s*(?:\/usr)?(?:\/bin\/)?(?:ba|z)?sh -l?c (.*)$/s.exec(command);
  if (!m) return command;
  const rest = m[1].trim();
  if (/^'[^']*'$/.test(rest)) return rest.slice(1, -1);
  if (/^"(?:[^"\\]|\\.)*"$/s.test(rest)) return rest.slice(1, -1).replace(/\\([\\"$`])/g, "$1");
  return command;
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
function elapsedMs(summary, now) {
  if (summary.status === "finished") return summary.durationMs;
  if (summary.startedAt === null) return null;
  const end = now !== void 0 && now >= summary.startedAt ? now : summary.lastEventAt ?? summary.startedAt;
  return end - summary.startedAt;
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function allowRules(dialect, tool, input, cwd = null) {
  if (dialect !== "claude-code") return null;
  const fields = input !== null && typeof input === "object" ? input : {};
  if (tool === "Bash" && typeof fields["command"] === "string") {
    const rules = [];
    for (const part of fields["command"].split(/&&|\|\||[;|\n]/)) {
      const words = part.trim().split(/\s+/);
      if (words[0] === void 0 || words[0] === "") continue;
      const prefix = words.length > 1 && /^[a-z][a-z0-9-]*$/.test(words[1]) ? `${words[0]} ${words[1]}` : words[0];
      const rule = `Bash(${prefix}:*)`;
      if (!rules.includes(rule)) rules.push(rule);
    }
    return rules.length > 0 ? rules : ["Bash"];
  }
  const path = fields["file_path"] ?? fields["notebook_path"];
  if (typeof path === "string" && path !== "") {
    const relative = relativeToCwd(path, cwd);
    const name = FILE_EDIT_TOOLS.has(tool) ? "Edit" : tool;
    return [`${name}(${relative.startsWith("/") ? `/${relative}` : relative})`];
  }
  return [tool];
}
var FILE_EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function allowRule(dialect, tool, input, cwd = null) {
  return allowRules(dialect, tool, input, cwd)?.join(", ") ?? null;
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
      if (reason && summary.errorMessage?.startsWith(NOT_A_STREAM)) return reason;
      if (reason && !summary.isError && summary.errorMessage?.startsWith(SCHEMA_CHECK_FAILED)) {
        return `${label} finished, but ${reason}`;
      }
      return reason ? `${label} stopped: ${reason}` : `${label} stopped with an error`;
    }
    case "max_turns":
      return `${label} reached max turns${limits.maxTurns ? ` (limit ${limits.maxTurns})` : ""}`;
    case "budget_exceeded":
      return `${label} exceeded its budget${limits.maxBudgetUsd && summary.costUsd !== null ? ` (${formatCost(summary.costUsd)} of ${formatCost(limits.maxBudgetUsd)})` : ""}`;
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
      if (summary.costUsd !== null) {
        parts.push(
          `Spent ${formatCost(summary.costUsd)}${limits.maxBudgetUsd ? ` of the ${formatCost(limits.maxBudgetUsd)} budget` : ""}.`
        );
      }
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
        // The metrics' own figure (the agent's, else the estimate marked as one), so they agree.
        `Cancelled after ${formatDuration(summary.durationMs)} \u2014 ${plural(callTotal(summary), "tool call")}, ${costText(summary) === null ? "cost n/a" : `${costText(summary)} spent`} so far.`
      );
      break;
    case "max_tokens":
      if (!msg) parts.push("The answer was cut off at the model\u2019s output token limit.");
      break;
  }
  const advice = whatToDo(summary);
  if (advice) parts.push(advice);
  return parts.join("\n\n") || null;
}
function whatToDo(summary, verdict = classifyFailure(summary)) {
  if (verdict === null) return null;
  return `What to do: ${verdict.advice}. (${verdict.kind}, ${verdict.retryable ? "retryable" : "not retryable"})`;
}
var NOT_STARTED_NOTE = "This job failed because the agent never started, whatever `fail-on` says.";
var CRASH_NOTE = "This job failed because Narrator itself failed (a bug: please report it).";
function verdictReason(summary, ctx) {
  const redact = ctx.redact ?? identity;
  const verdict = summary === null ? ctx.verdict : verdictOf(summary, ctx);
  if (!verdict?.fails) return null;
  const parts = [];
  const setup = verdict.setupFailure;
  if (verdict.crash !== null) {
    parts.push(redact(verdict.crash));
  } else if (setup !== null) {
    parts.push(
      setup.stage === "setup" ? `Narrator could not start the agent: ${redact(setup.reason)}` : redact(setup.reason)
    );
  } else if (summary !== null && verdict.outcomeFails) {
    parts.push(reasonText(summary, ctx) ?? `the outcome '${verdict.outcome}' is in fail-on`);
  }
  if (verdict.recordTaken !== null) parts.push(`publish-result: ${redact(verdict.recordTaken)}`);
  return parts.length > 0 ? parts.join("\n") : null;
}
function failOnNote(summary, ctx) {
  if (summary.status !== "finished") return null;
  const verdict = verdictOf(summary, ctx);
  const verdictFor = ctx.verdictFor ?? "job";
  if (verdictFor === "nobody") return null;
  if (verdictFor !== "job") {
    if (verdict.outcome === null || !verdict.fails && verdict.outcome === "success") return null;
    return verdict.fails ? `${verdictFor.command} exits 1: the outcome \`${verdict.outcome}\` is in \`--fail-on\`.` : `${verdictFor.command} exits 0: the outcome \`${verdict.outcome}\` is not in \`--fail-on\`.`;
  }
  switch (verdict.source) {
    case "crash":
      return CRASH_NOTE;
    case "setup":
      return NOT_STARTED_NOTE;
    case "record_taken":
      return `This job failed because its leg record could not be published: ${(ctx.redact ?? identity)(verdict.recordTaken ?? "").replace(/\.$/, "")}.`;
    case "no_outcome":
      return null;
    case "outcome":
      if (verdict.fails)
        return `This job failed because the outcome \`${verdict.outcome}\` is in \`fail-on\`.`;
      if (verdict.outcome !== "success") {
        return `The outcome \`${verdict.outcome}\` is not in \`fail-on\`, so the job passes.`;
      }
      return null;
  }
}
function unreadableText(summary) {
  const d = summary.diagnostics;
  const unknown = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines === 0 && unknown === 0) return null;
  return `${plural(d.badLines, "unreadable line")} \xB7 ${plural(unknown, "unknown frame")}`;
}
function setAsideNote(summary) {
  const { foreignFrames, ignoredResults } = summary.diagnostics;
  const parts = [];
  if (foreignFrames > 0) parts.push(`${plural(foreignFrames, "line")} naming another session`);
  if (ignoredResults > 0) {
    parts.push(`${plural(ignoredResults, "success result")} right after the agent\u2019s error, with no new turn`);
  }
  if (parts.length === 0) return null;
  return `\u26A0\uFE0F Not the agent\u2019s, set aside (they decided nothing): ${parts.join("; ")}. Something else wrote to the agent\u2019s output, e.g. a process its tools left running.`;
}
function capNotHeldNote(summary) {
  const lines = summary.notices.filter((n) => n.code === CAP_NOT_HELD).map((n) => n.message);
  if (lines.length === 0) return null;
  return `\u26A0\uFE0F ${lines.map((l) => `${l.charAt(0).toUpperCase()}${l.slice(1)}.`).join(" ")}`;
}

export {
  formatDuration,
  unbroken,
  formatTokens,
  formatCost,
  costText,
  formatCount,
  OUTCOME_SYMBOL,
  statusSymbol,
  agentLabel,
  relativeToCwd,
  shortToolInput,
  toolDescription,
  oneLine,
  shortSessionId,
  toolResultWord,
  retryCount,
  formatRetry,
  elapsedMs,
  plural,
  allowRule,
  callTotal,
  callNumber,
  callCounts,
  callNameCounts,
  firstCalls,
  lastFailedCalls,
  labelFor,
  shortReason,
  headline,
  reasonText,
  whatToDo,
  NOT_STARTED_NOTE,
  CRASH_NOTE,
  verdictReason,
  failOnNote,
  unreadableText,
  setAsideNote,
  capNotHeldNote
};
