const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  structuredOutputJson
} from "./chunk-2C5UTV7F.js";
import {
  callCounts,
  reasonText,
  whatToDo
} from "./chunk-4BITRX4B.js";
import {
  classifyFailure
} from "./chunk-J24MDO5F.js";
import {
  identity,
  verdictOf
} from "./chunk-YDNSAMNY.js";
import {
  truncate
} from "./chunk-JHHEPBTZ.js";

// src/report/outputs.ts
var RESULT_OUTPUT_MAX = 64 * 1024;
function num(n) {
  return n === null || n === void 0 || !Number.isFinite(n) ? "" : String(n);
}
function usd(n) {
  return n === null || !Number.isFinite(n) ? "" : String(Number(n.toFixed(10)));
}
function outputsFor(summary, ctx = {}) {
  const r = ctx.redact ?? identity;
  const counts = callCounts(summary);
  const t = summary.tokens;
  const verdict = classifyFailure(summary);
  const error = summary.outcome === null || summary.outcome === "success" ? "" : summary.errorMessage?.trim() ? `${r(summary.errorMessage.trim())}
${whatToDo(summary, verdict) ?? ""}`.trim() : reasonText(summary, ctx) ?? "";
  return {
    outcome: summary.outcome ?? "",
    subtype: r(summary.subtype ?? ""),
    // A parked run waits for a person: neutral, as the check's action_required, never success.
    conclusion: verdictOf(summary, ctx).conclusion === "success" && summary.outcome === "waiting_for_input" ? "neutral" : verdictOf(summary, ctx).conclusion,
    result: truncate(r(summary.finalText ?? ""), RESULT_OUTPUT_MAX),
    error: truncate(error, RESULT_OUTPUT_MAX),
    "session-id": r(summary.sessionId ?? ""),
    // Empty on success; a workflow re-runs on `retryable == 'true'` (a 529 outage), never on a bad key.
    "failure-kind": verdict?.kind ?? "",
    retryable: verdict === null ? "" : String(verdict.retryable),
    "cost-usd": usd(summary.costUsd),
    // Only when the agent reports no cost of its own: the two are never mixed.
    "estimated-cost-usd": summary.costUsd === null ? usd(summary.estimatedCostUsd ?? null) : "",
    turns: num(summary.turns),
    "tool-calls": String(counts.total),
    "tool-errors": String(counts.error),
    "permission-denials": String(Math.max(counts.denied, summary.permissionDenials.length)),
    // Unknown (empty, like any number the agent does not report) unless the stream shows retries.
    retries: summary.retriesKnown || summary.retries.length > 0 ? String(summary.retries.length) : "",
    "input-tokens": num(t?.input),
    "output-tokens": num(t?.output),
    "cache-read-tokens": num(t?.cacheRead),
    "cache-write-tokens": num(t?.cacheWrite),
    "duration-ms": num(summary.durationMs),
    // Compact JSON, bounded (src/run/structured-output.ts takes at most 1 MiB of it).
    "structured-output": structuredOutputJson(summary, r),
    // Who stopped the run from the PR or issue (a login: GitHub's characters only, nothing to redact).
    "stopped-by": summary.stopRequest?.login ?? ""
  };
}
function notStartedOutputs(verdict) {
  const why = verdict.crash ?? verdict.setupFailure?.reason ?? "";
  return { conclusion: verdict.conclusion, error: truncate(why, RESULT_OUTPUT_MAX) };
}

export {
  RESULT_OUTPUT_MAX,
  outputsFor,
  notStartedOutputs
};
