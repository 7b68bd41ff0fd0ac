const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  AGENT_FACTS
} from "./chunk-VVJO45ST.js";

// src/telemetry/trace.ts
var MAX_SPANS = 1e3;
var MAX_EVENTS = 128;
function providerOf(dialect, model) {
  const provider = dialect === null ? null : AGENT_FACTS[dialect].provider;
  if (provider !== null) return provider;
  const slash = model?.indexOf("/") ?? -1;
  return model && slash > 0 ? model.slice(0, slash) : null;
}
function toolSpan(call, runEnd2, redact) {
  const name = redact(call.name);
  const attributes = {
    "gen_ai.operation.name": "execute_tool",
    "gen_ai.tool.name": name,
    "gen_ai.tool.call.id": redact(call.id),
    "narrator.tool.status": call.status
  };
  if (call.exitCode !== null) attributes["narrator.tool.exit_code"] = call.exitCode;
  const end = call.endedAt ?? runEnd2;
  const failed = call.status === "error" || call.status === "denied";
  return {
    name: `execute_tool ${name}`,
    start: call.startedAt,
    end: Math.max(end, call.startedAt),
    attributes,
    error: failed ? call.status === "denied" ? "permission denied" : "the tool call failed" : null,
    events: [],
    children: []
  };
}
function runEnd(summary, start) {
  let end = summary.lastEventAt ?? start;
  if (summary.durationMs !== null && summary.lastEventAt === null) end = start + summary.durationMs;
  return Math.max(end, start);
}
function runTrace(summary, steps, o) {
  const redact = o.redact;
  const maxSpans = o.maxSpans ?? MAX_SPANS;
  const start = summary.startedAt ?? summary.lastEventAt ?? 0;
  const end = runEnd(summary, start);
  const agent = redact(o.agent);
  const attributes = {
    "gen_ai.operation.name": "invoke_agent",
    "gen_ai.agent.name": agent
  };
  const provider = providerOf(summary.dialect, summary.model ?? o.requestModel);
  if (provider !== null) attributes["gen_ai.provider.name"] = redact(provider);
  if (o.requestModel) attributes["gen_ai.request.model"] = redact(o.requestModel);
  if (summary.model) attributes["gen_ai.response.model"] = redact(summary.model);
  if (summary.sessionId) attributes["gen_ai.conversation.id"] = redact(summary.sessionId);
  if (summary.tokens !== null) {
    attributes["gen_ai.usage.input_tokens"] = summary.tokens.input;
    attributes["gen_ai.usage.output_tokens"] = summary.tokens.output;
    attributes["gen_ai.usage.cache_read.input_tokens"] = summary.tokens.cacheRead;
    attributes["gen_ai.usage.cache_creation.input_tokens"] = summary.tokens.cacheWrite;
  }
  if (summary.dialect !== null) attributes["narrator.dialect"] = summary.dialect;
  if (summary.outcome !== null) attributes["narrator.outcome"] = summary.outcome;
  if (summary.outcomeSource !== null) attributes["narrator.outcome_source"] = summary.outcomeSource;
  if (summary.costUsd !== null) attributes["narrator.cost_usd"] = summary.costUsd;
  if (summary.outcome !== null && summary.outcome !== "success") {
    attributes["narrator.failure_kind"] = redact(summary.subtype ?? summary.outcome);
    attributes["error.type"] = summary.outcome;
  }
  if (summary.turns !== null) attributes["narrator.turns"] = summary.turns;
  attributes["narrator.steps"] = summary.steps;
  attributes["narrator.tool_calls"] = summary.toolCalls.length;
  attributes["narrator.tool_errors"] = summary.toolCalls.filter((c) => c.status === "error").length;
  attributes["narrator.retries"] = summary.retries.length;
  attributes["narrator.permission_denials"] = summary.permissionDenials.length;
  if (summary.exitCode !== null) attributes["narrator.exit_code"] = summary.exitCode;
  if (summary.durationMs !== null) attributes["narrator.duration_ms"] = summary.durationMs;
  const turns = steps.map((step, i) => {
    const next = steps[i + 1]?.at ?? end;
    const model = step.model ? redact(step.model) : null;
    const attrs = { "gen_ai.operation.name": "chat", "narrator.turn": i + 1 };
    if (model) attrs["gen_ai.request.model"] = model;
    return {
      name: model ? `chat ${model}` : "chat",
      start: step.at,
      end: Math.max(next, step.at),
      attributes: attrs,
      error: null,
      events: [],
      children: []
    };
  });
  const calls = [...summary.toolCalls].sort((a, b) => a.startedAt - b.startedAt);
  const root = {
    name: `invoke_agent ${agent}`,
    start,
    end,
    attributes,
    error: o.failed ? redact(summary.errorMessage ?? `the run ended with outcome ${summary.outcome}`) : null,
    events: [],
    children: []
  };
  let kept = 0;
  let dropped = 0;
  let turn = -1;
  let ci = 0;
  const toolSpans = /* @__PURE__ */ new Map();
  const place = (span, parent) => {
    if (kept >= maxSpans) {
      dropped += 1;
      return false;
    }
    kept += 1;
    parent.children.push(span);
    return true;
  };
  const addCall = (call) => {
    const span = toolSpan(call, end, redact);
    const parent = (call.parentId !== null ? toolSpans.get(call.parentId) : void 0) ?? turns[turn] ?? root;
    if (place(span, parent)) toolSpans.set(call.id, span);
  };
  for (let t = 0; t < turns.length; t++) {
    const nextTurnAt = turns[t]?.start ?? end;
    while (ci < calls.length && (calls[ci]?.startedAt ?? 0) < nextTurnAt) addCall(calls[ci++]);
    turn = t;
    const span = turns[t];
    if (!place(span, root)) turns[t] = root;
  }
  while (ci < calls.length) addCall(calls[ci++]);
  attributes["narrator.spans_dropped"] = dropped;
  summary.retries.slice(0, MAX_EVENTS).forEach((retry) => {
    const attrs = {};
    if (retry.attempt !== null) attrs["narrator.retry.attempt"] = retry.attempt;
    if (retry.maxRetries !== null) attrs["narrator.retry.max_retries"] = retry.maxRetries;
    if (retry.delayMs !== null) attrs["narrator.retry.delay_ms"] = retry.delayMs;
    if (retry.httpStatus !== null) attrs["http.response.status_code"] = retry.httpStatus;
    if (retry.category !== null) attrs["narrator.retry.category"] = redact(retry.category);
    if (retry.message !== null) attrs["narrator.retry.message"] = redact(retry.message);
    root.events.push({ name: "retry", at: retry.at, attributes: attrs });
  });
  if (summary.retries.length > MAX_EVENTS) {
    attributes["narrator.retries_dropped"] = summary.retries.length - MAX_EVENTS;
  }
  for (const e of (summary.conversation ?? []).slice(0, MAX_EVENTS)) {
    const attrs = { "narrator.talk.kind": e.kind };
    if (e.label !== null) attrs["narrator.talk.request"] = e.label;
    if (e.tool !== null) attrs["gen_ai.tool.name"] = redact(e.tool);
    if (e.by !== null) attrs["narrator.talk.by"] = e.by;
    if (e.via !== null) attrs["narrator.talk.via"] = e.via;
    if (e.text !== null) attrs["narrator.talk.text"] = redact(e.text);
    if (e.message !== null) attrs["narrator.talk.message"] = redact(e.message);
    root.events.push({ name: `talk.${e.kind}`, at: e.at, attributes: attrs });
  }
  return root;
}
function countSpans(span) {
  let n = 1;
  for (const child of span.children) n += countSpans(child);
  return n;
}

export {
  MAX_EVENTS,
  runTrace,
  countSpans
};
