const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ZodMiniType,
  _catch,
  _enum,
  array,
  boolean,
  literal,
  nullish,
  number,
  optional,
  record,
  string,
  union,
  unknown
} from "./chunk-6A5TW5ZF.js";
import {
  $ZodObjectJIT,
  $constructor
} from "./chunk-7JYUB7ZX.js";
import {
  DIRECTION_KEY,
  LineSplitter,
  OUTPUT_PREVIEW_CHARS,
  previewText,
  previewValue,
  sampleText,
  unwrapRecorded
} from "./chunk-FVG77T2O.js";
import {
  ownValue
} from "./chunk-GAGLHUON.js";

// src/stream/token-sum.ts
function addTokens(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite
  };
}

// src/stream/dialects/frame-kit.ts
function frameKind(frame) {
  const type = typeof frame.type === "string" ? frame.type : "(no type)";
  return typeof frame.subtype === "string" ? `${type}/${frame.subtype}` : type;
}
function unknownEvent(type, at) {
  return { kind: "unknown", type, at };
}
function invalidEvent(frame, at) {
  return unknownEvent(`invalid:${frameKind(frame)}`, at);
}
function once(build) {
  let value;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
var ZodMiniObjectJIT = /* @__PURE__ */ $constructor(
  "ZodMiniObject",
  (inst, def) => {
    $ZodObjectJIT.init(inst, def);
    ZodMiniType.init(inst, def);
  }
);
function jitObject(shape) {
  return new ZodMiniObjectJIT({ type: "object", shape });
}
function jitLooseObject(shape) {
  return new ZodMiniObjectJIT({ type: "object", shape, catchall: unknown() });
}
function parseFrame(schema, frame) {
  const parsed = schema.safeParse(frame);
  return parsed.success ? parsed.data : null;
}
function guarded(frame, at, handle) {
  try {
    return handle();
  } catch {
    return [unknownEvent(`crash:${frameKind(frame)}`, at)];
  }
}
function textOfContent(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  let out = null;
  for (const block of content) {
    if (block !== null && typeof block === "object") {
      const b = block;
      if (typeof b.text === "string" && (b.type === "text" || b.type === void 0)) {
        out = out === null ? b.text : out + b.text;
      }
    }
  }
  return out;
}
function outputText(value) {
  if (value === null || value === void 0) return null;
  if (typeof value === "string") return value;
  const text = textOfContent(value);
  if (text !== null) return text;
  try {
    const json = JSON.stringify(value);
    return json === void 0 ? null : json;
  } catch {
    return String(value);
  }
}
function finiteOrNull(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function numberish(value) {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
function tokenCounts(parts) {
  const input = finiteOrNull(parts.input);
  const output = finiteOrNull(parts.output);
  const cacheRead = finiteOrNull(parts.cacheRead);
  const cacheWrite = finiteOrNull(parts.cacheWrite);
  if (input === null && output === null && cacheRead === null && cacheWrite === null) return null;
  return { input: input ?? 0, output: output ?? 0, cacheRead: cacheRead ?? 0, cacheWrite: cacheWrite ?? 0 };
}
function todoStatus(value) {
  switch (value) {
    case "pending":
    case "todo":
    case "not_started":
    case "TODO_STATUS_PENDING":
      return "pending";
    case "in_progress":
    case "in-progress":
    case "active":
    case "TODO_STATUS_IN_PROGRESS":
      return "in_progress";
    case "completed":
    case "done":
    case "TODO_STATUS_COMPLETED":
      return "completed";
    default:
      return null;
  }
}
function todosFromInput(input) {
  if (input === null || typeof input !== "object") return null;
  const list = input.todos;
  if (!Array.isArray(list)) return null;
  const todos = [];
  for (const raw of list) {
    if (raw === null || typeof raw !== "object") continue;
    const item = raw;
    const content = [item.content, item.description, item.text, item.title].find(
      (v) => typeof v === "string"
    );
    const status = todoStatus(item.status);
    if (content === void 0 || status === null) continue;
    todos.push({ id: typeof item.id === "string" ? item.id : null, content, status });
  }
  return todos;
}
function isTodoToolName(name) {
  return /todo/i.test(name);
}
function sessionField(key) {
  return (frame) => {
    const id = frame[key];
    return typeof id === "string" && id !== "" ? id : null;
  };
}
var StepCounter = class {
  constructor(prefix) {
    this.prefix = prefix;
  }
  prefix;
  /** Steps opened so far (0: none yet). */
  step = 0;
  due = true;
  textIndex = -1;
  lastWasText = false;
  /** The current step's message id. */
  messageId() {
    return `${this.prefix}-step-${this.step}`;
  }
  /** Opens a step when one is due, pushing its `step` event; true when it opened one. */
  open(at, model, out) {
    if (!this.due) return false;
    this.step += 1;
    this.due = false;
    this.textIndex = -1;
    this.lastWasText = false;
    out.push({ kind: "step", messageId: this.messageId(), model, parentId: null, at });
    return true;
  }
  /** The block a text chunk belongs to: the current one while text follows text, else a new one. */
  textBlock() {
    if (!this.lastWasText) this.textIndex += 1;
    this.lastWasText = true;
    return this.textIndex;
  }
  /** Something other than text came: the next text starts a new block. */
  breakText() {
    this.lastWasText = false;
  }
  /** The model will be called again (its tools ran): its next output is a new step. */
  next() {
    this.due = true;
    this.lastWasText = false;
  }
};
function providerErrorWords(message) {
  const text = message.trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return message;
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return message;
  }
  if (parsed === null || typeof parsed !== "object") return message;
  const outer = parsed;
  const inner = outer.error !== null && typeof outer.error === "object" ? outer.error : outer;
  const words = typeof inner.message === "string" ? inner.message.trim() : "";
  if (words === "") return message;
  const kind = [
    inner.type,
    inner.code,
    inner.param !== null && inner.param !== void 0 ? `param ${String(inner.param)}` : null
  ].filter((x) => typeof x === "string" && x !== "" || typeof x === "number").map(String);
  return kind.length ? `${words}
(${kind.join(", ")})` : words;
}

// src/stream/dialects/acp.ts
var QUIET_UPDATES = /* @__PURE__ */ new Set([
  "user_message_chunk",
  "available_commands_update",
  "current_mode_update",
  "config_option_update",
  "session_info_update"
]);
function record2(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
}
function str(value) {
  return typeof value === "string" ? value : null;
}
function idKey(id) {
  if (typeof id === "number" && Number.isFinite(id)) return `n:${id}`;
  if (typeof id === "string") return `s:${id}`;
  return null;
}
function outcomeOfStopReason(stopReason) {
  switch (stopReason) {
    case "end_turn":
      return "success";
    case "max_tokens":
      return "max_tokens";
    case "max_turn_requests":
      return "max_turns";
    case "cancelled":
      return "cancelled";
    default:
      return "error";
  }
}
function todoStatus2(value) {
  return value === "completed" ? "completed" : value === "in_progress" ? "in_progress" : "pending";
}
function contentText(content) {
  if (!Array.isArray(content)) return null;
  const parts = [];
  for (const raw of content) {
    const item = record2(raw);
    if (item === null) continue;
    if (item.type === "content") {
      const text = outputText(record2(item.content)?.text ?? null);
      if (text !== null) parts.push(text);
    } else if (item.type === "diff") {
      const path = str(item.path);
      if (path !== null) parts.push(`diff ${path}`);
    }
  }
  return parts.length > 0 ? parts.join("\n") : null;
}
function rawOutputText(raw) {
  if (raw === null) return null;
  for (const key of ["formatted_output", "aggregated_output", "output"]) {
    const text = str(raw[key]);
    if (text !== null) return text;
  }
  const stdout = str(raw.stdout);
  const stderr = str(raw.stderr);
  if (stdout === null && stderr === null) return null;
  return [stdout, stderr].filter((t) => t !== null && t !== "").join("\n");
}
function rpcErrorText(error, text) {
  const code = finiteOrNull(error?.code);
  return `${code === null ? "" : `JSON-RPC error ${code}: `}${text}`;
}
function callPath(update) {
  if (Array.isArray(update.locations)) {
    for (const raw of update.locations) {
      const path = str(record2(raw)?.path);
      if (path !== null) return path;
    }
  }
  if (Array.isArray(update.content)) {
    for (const raw of update.content) {
      const item = record2(raw);
      if (item?.type === "diff" && typeof item.path === "string") return item.path;
    }
  }
  return null;
}
function callInput(update) {
  const input = {};
  const title = str(update.title);
  if (title !== null) input.title = title;
  const path = callPath(update);
  if (path !== null) input.path = path;
  const raw = record2(update.rawInput);
  const command = raw === null ? null : str(raw.command) ?? str(raw.cmd);
  if (command !== null) input.command = command;
  const diffs = Array.isArray(update.content) ? update.content.flatMap((raw2) => {
    const item = record2(raw2);
    const path2 = str(item?.path);
    const newText = str(item?.newText);
    if (item?.type !== "diff" || path2 === null || newText === null) return [];
    return [{ path: path2, oldText: str(item.oldText) ?? "", newText }];
  }) : [];
  if (diffs.length > 0) input.diffs = diffs;
  if (update.rawInput !== void 0) input.rawInput = update.rawInput;
  return input;
}
function describing(update) {
  const fields = {};
  if (typeof update.title === "string") fields.title = update.title;
  if (Array.isArray(update.locations) && update.locations.length > 0) fields.locations = update.locations;
  if (Array.isArray(update.content) && update.content.some((c) => record2(c)?.type === "diff"))
    fields.content = update.content;
  const raw = update.rawInput;
  if (raw !== void 0 && raw !== null && !(typeof raw === "object" && Object.keys(raw).length === 0))
    fields.rawInput = raw;
  return fields;
}
function showsMore(a, b) {
  return a.title !== b.title || a.path !== b.path || a.command !== b.command || a.rawInput === void 0 !== (b.rawInput === void 0) || a.diffs === void 0 !== (b.diffs === void 0);
}
function tokensOf(value) {
  const u = record2(value);
  if (u === null) return null;
  const pick = (...keys) => {
    for (const key of keys) {
      const n = finiteOrNull(u[key]);
      if (n !== null) return n;
    }
    return null;
  };
  const input = pick("inputTokens", "input_tokens", "promptTokenCount", "prompt_tokens");
  const output = pick("outputTokens", "output_tokens", "candidatesTokenCount", "completion_tokens");
  if (input === null && output === null) {
    for (const nested of Object.values(u)) {
      const inner = record2(nested);
      if (inner !== null && inner !== u) {
        const found = tokensOf(inner);
        if (found !== null) return found;
      }
    }
    return null;
  }
  const thought = pick("thoughtTokens", "thought_tokens", "thoughtsTokenCount") ?? 0;
  return {
    input: input ?? 0,
    output: (output ?? 0) + thought,
    cacheRead: pick("cachedReadTokens", "cached_read_tokens", "cachedContentTokenCount", "cached") ?? 0,
    cacheWrite: pick("cachedWriteTokens", "cached_write_tokens") ?? 0
  };
}
function configuredModel(options) {
  if (!Array.isArray(options)) return null;
  for (const raw of options) {
    const option = record2(raw);
    if (option?.category === "model" || option?.id === "model") return str(option.currentValue);
  }
  return null;
}
function modelsUsed(value) {
  if (!Array.isArray(value)) return null;
  const names = [];
  for (const raw of value) {
    const name = str(record2(raw)?.model);
    if (name !== null && name !== "auto" && name.trim() !== "" && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names.join(", ") : null;
}
var AcpParser = class {
  /** Narrator's requests by id: method names, to know what an answer answers. */
  sentRequests = /* @__PURE__ */ new Map();
  /** The agent's permission requests by id, until Narrator's answer. */
  asked = /* @__PURE__ */ new Map();
  calls = /* @__PURE__ */ new Map();
  sessionId = null;
  model = null;
  cliVersion = null;
  steps = new StepCounter("acp");
  /** Text since the last tool call: the final answer. */
  finalText = "";
  /** Narrator sent `session/cancel`: a `cancelled` stop reason is then the answer to it. */
  cancelSent = false;
  /**
   * Tokens of the turns answered before the current one. Each prompt's answer counts its own turn
   * (measured with Gemini CLI 0.61, opencode 1.18.33 and claude-agent-acp 0.23.1: a second turn's
   * counts are that turn's), so a run of several turns (a maintainer's steers) adds them up.
   */
  earlierTurns = null;
  /** The current turn's tokens, once its answer gave them. */
  thisTurn = null;
  /** What Narrator last refused (the request's title), null when it refused nothing. */
  lastRefusal = null;
  /** The session ids `session/load` and `session/resume` named, by request id, until answered. */
  resuming = /* @__PURE__ */ new Map();
  /** A `session/load` is unanswered: its updates replay the earlier runs, not this one. */
  replaying = false;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const unwrapped = unwrapRecorded(frame);
    if (unwrapped === null) return [unknownEvent(`invalid:${DIRECTION_KEY}`, at)];
    const { direction, message } = unwrapped;
    const method = str(message.method);
    const hasId = Object.hasOwn(message, "id");
    if (direction === "sent") {
      if (method !== null) return this.sentRequest(method, message, at);
      return this.sentResponse(message, at);
    }
    if (method !== null) {
      if (method.startsWith("_")) return [];
      if (method === "session/update") return this.replaying ? [] : this.update(record2(message.params), at);
      if (method === "session/request_permission" && hasId) return this.permission(message, at);
      return hasId ? [
        {
          kind: "notice",
          level: "info",
          code: "acp_unserved",
          message: `the agent asked for ${method.slice(0, 80)}, which Narrator does not serve`,
          at
        }
      ] : [unknownEvent(`acp:${method.slice(0, 60)}`, at)];
    }
    if (hasId) return this.response(message, at);
    return [unknownEvent("acp:not_jsonrpc", at)];
  }
  sentRequest(method, message, at) {
    const key = idKey(message.id);
    if (key !== null) this.sentRequests.set(key, method);
    if ((method === "session/load" || method === "session/resume") && key !== null) {
      const id = str(record2(message.params)?.sessionId);
      if (id !== null) this.resuming.set(key, id);
      if (method === "session/load") this.replaying = true;
    }
    if (method === "session/prompt") {
      this.finalText = "";
      this.lastRefusal = null;
      this.steps.next();
      if (this.thisTurn !== null) this.earlierTurns = addTokens(this.earlierTurns, this.thisTurn);
      this.thisTurn = null;
    }
    if (method === "session/cancel") {
      this.cancelSent = true;
      return [
        {
          kind: "notice",
          level: "info",
          code: "acp_cancel",
          message: "Narrator asked the agent to cancel the turn (session/cancel)",
          at
        }
      ];
    }
    return [];
  }
  /** Narrator's answer to one of the agent's requests: a permission decision is what matters. */
  sentResponse(message, at) {
    const key = idKey(message.id);
    if (key === null) return [];
    const asked = this.asked.get(key);
    if (asked === void 0) return [];
    this.asked.delete(key);
    const outcome = record2(record2(message.result)?.outcome);
    if (outcome === null || outcome.outcome !== "selected") return [];
    const optionId = str(outcome.optionId);
    const kind = asked.options.find((o) => o.optionId === optionId)?.kind ?? null;
    if (kind === null || !kind.startsWith("reject")) return [];
    this.lastRefusal = asked.title;
    const call = asked.toolCallId === null ? void 0 : this.calls.get(asked.toolCallId);
    if (call !== void 0) {
      call.denied = true;
      call.done = true;
    }
    return [
      {
        kind: "permission_denied",
        tool: asked.tool,
        toolUseId: asked.toolCallId,
        input: null,
        message: `Narrator answered ${kind} under its permission-mode`,
        at
      }
    ];
  }
  response(message, at) {
    const key = idKey(message.id);
    const method = key === null ? void 0 : this.sentRequests.get(key);
    if (method === void 0) return [];
    if (key !== null) this.sentRequests.delete(key);
    const error = record2(message.error);
    const result = record2(message.result);
    switch (method) {
      case "initialize":
        return this.initialized(result, at);
      case "session/new":
        return this.sessionStarted(result, at);
      case "session/load":
      case "session/resume": {
        const id = key === null ? void 0 : this.resuming.get(key);
        if (key !== null) this.resuming.delete(key);
        if (method === "session/load") this.replaying = false;
        return error === null && id !== void 0 ? this.sessionStarted({ ...result, sessionId: id }, at) : [];
      }
      case "session/prompt":
        return this.promptAnswered(result, error, at);
      case "session/set_mode":
        return error === null ? [] : this.modeRefused(error, at);
      default:
        return [];
    }
  }
  sessionEvent(at) {
    return {
      kind: "session",
      sessionId: this.sessionId,
      model: this.model,
      cwd: null,
      cliVersion: this.cliVersion,
      permissionMode: null,
      tools: null,
      at
    };
  }
  initialized(result, at) {
    const info = record2(result?.agentInfo);
    if (info === null) return [];
    const name = str(info.title) ?? str(info.name);
    const version = str(info.version);
    this.cliVersion = name === null ? version : version === null ? name : `${name} ${version}`;
    return [this.sessionEvent(at)];
  }
  sessionStarted(result, at) {
    if (result === null) return [];
    this.sessionId = str(result.sessionId) ?? this.sessionId;
    const current = str(record2(result.models)?.currentModelId) ?? configuredModel(result.configOptions);
    this.model = (current === "default" ? null : current) ?? this.model;
    return [this.sessionEvent(at)];
  }
  promptAnswered(result, error, at) {
    const out = [];
    const stopReason = str(result?.stopReason);
    const quota = record2(record2(result?._meta)?.quota);
    const tokens = tokensOf(result?.usage) ?? tokensOf(quota);
    const used = modelsUsed(quota?.model_usage);
    if (used !== null && used !== this.model) {
      this.model = used;
      out.push(this.sessionEvent(at));
    }
    if (tokens !== null) {
      this.thisTurn = tokens;
      const run = addTokens(this.earlierTurns, tokens);
      out.push({ kind: "usage", cumulative: true, messageId: null, tokens: run, costUsd: null, at });
    }
    let outcome;
    let errorMessage = null;
    const running = stopReason === "end_turn" ? this.running() : [];
    if (error !== null || stopReason === null) {
      outcome = "error";
      const text = str(error?.message) ?? "the agent answered the prompt without a stop reason";
      const data = error?.data === void 0 ? null : outputText(error.data);
      errorMessage = `${rpcErrorText(error, text)}${data !== null && data !== text ? ` (${data.slice(0, 500)})` : ""}`;
    } else if (running.length > 0) {
      outcome = "incomplete";
      errorMessage = `the turn was answered end_turn while ${running.length === 1 ? "a tool call was" : `${running.length} tool calls were`} still running (${running.slice(0, 3).join(", ")}${running.length > 3 ? ", \u2026" : ""}): an agent answers after its calls end, so this answer is not taken for a success`;
    } else if (stopReason === "cancelled" && !this.cancelSent && this.lastRefusal !== null) {
      outcome = "error";
      errorMessage = `the agent ended its turn when Narrator refused "${this.lastRefusal.slice(0, 200)}" under its permission-mode (the agent reported the turn cancelled; nothing cancelled it)`;
    } else {
      outcome = outcomeOfStopReason(stopReason);
      if (outcome === "error") errorMessage = `the agent stopped the turn: ${stopReason}`;
    }
    if (outcome === "cancelled") {
      for (const [id, call] of this.calls) {
        if (call.done) continue;
        call.done = true;
        out.push(this.toolResult(id, call.name, "error", "cancelled", at));
      }
    }
    out.push(
      this.result(
        outcome,
        stopReason ?? (error !== null ? "jsonrpc_error" : null),
        errorMessage,
        stopReason,
        at
      )
    );
    return out;
  }
  /** The run's terminal frame: the prompt's answer, or why the prompt was never sent. */
  result(outcome, subtype, errorMessage, stopReason, at) {
    return {
      kind: "result",
      outcome,
      subtype,
      isError: outcome !== "success",
      text: this.finalText !== "" ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: null,
      sessionId: this.sessionId,
      stopReason,
      terminalReason: null,
      permissionDenials: null,
      at
    };
  }
  /** The calls not ended (nor refused): their titles, or their kinds. */
  running() {
    const names = [];
    for (const call of this.calls.values()) {
      if (call.done) continue;
      const title = typeof call.fields.title === "string" ? call.fields.title : call.name;
      names.push(`'${title.replace(/\s+/g, " ").slice(0, 80)}'`);
    }
    return names;
  }
  /**
   * The agent refused the session mode Narrator asked for (the mode in which it asks before acting):
   * the prompt is then never sent, and the run is an error that says why.
   */
  modeRefused(error, at) {
    const reason = rpcErrorText(error, (str(error.message) ?? "no reason given").slice(0, 300));
    const message = `the agent refused session/set_mode (${reason}): without the mode in which it asks before acting, Narrator did not send the prompt`;
    return [this.result("error", "set_mode_refused", message, null, at)];
  }
  permission(message, at) {
    const key = idKey(message.id);
    const params = record2(message.params);
    const toolCall = record2(params?.toolCall);
    const options = [];
    if (Array.isArray(params?.options)) {
      for (const raw of params.options) {
        const o = record2(raw);
        const optionId = str(o?.optionId);
        const kind = str(o?.kind);
        if (optionId !== null && kind !== null) options.push({ optionId, kind });
      }
    }
    const out = [];
    const toolCallId = str(toolCall?.toolCallId);
    if (toolCall !== null && toolCallId !== null && !this.calls.has(toolCallId)) {
      out.push(...this.toolCall(toolCall, at));
    }
    const name = (toolCallId === null ? void 0 : this.calls.get(toolCallId)?.name) ?? str(toolCall?.kind) ?? "other";
    const title = str(toolCall?.title) ?? name;
    if (key !== null) this.asked.set(key, { toolCallId, tool: name, title, options });
    out.push({
      kind: "notice",
      level: "info",
      code: "acp_permission",
      message: `the agent asks permission for ${title.slice(0, 200)}`,
      at
    });
    return out;
  }
  update(params, at) {
    const update = record2(params?.update);
    const kind = str(update?.sessionUpdate);
    if (update === null || kind === null) return [unknownEvent("acp:invalid_update", at)];
    switch (kind) {
      case "agent_message_chunk":
        return this.message(update, at);
      case "agent_thought_chunk": {
        const out = [];
        this.steps.open(at, this.model, out);
        this.steps.breakText();
        out.push({ kind: "thinking", parentId: null, at });
        return out;
      }
      case "tool_call":
        return this.toolCall(update, at);
      case "tool_call_update":
        return this.toolCallUpdate(update, at);
      case "plan":
        return this.plan(update, at);
      case "usage_update": {
        const cost = record2(update.cost);
        const amount = finiteOrNull(cost?.amount);
        if (amount === null || cost?.currency !== void 0 && cost.currency !== "USD") return [];
        return [{ kind: "usage", cumulative: true, messageId: null, tokens: null, costUsd: amount, at }];
      }
      default:
        return QUIET_UPDATES.has(kind) ? [] : [unknownEvent(`acp:${kind.slice(0, 60)}`, at)];
    }
  }
  message(update, at) {
    const content = record2(update.content);
    const text = str(content?.text);
    if (content?.type !== "text" || text === null) return [];
    const out = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    this.finalText += text;
    out.push({
      kind: "text",
      mode: "delta",
      text,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at
    });
    return out;
  }
  toolCall(update, at) {
    const id = str(update.toolCallId);
    if (id === null) return [unknownEvent("invalid:acp:tool_call", at)];
    if (this.calls.has(id)) return this.toolCallUpdate(update, at);
    const name = str(update.kind) ?? "other";
    const input = callInput(update);
    this.calls.set(id, { name, fields: describing(update), shown: input, done: false, denied: false });
    const out = [];
    this.steps.open(at, this.model, out);
    this.steps.next();
    this.finalText = "";
    out.push({ kind: "tool_call", id, name, input, parentId: null, at });
    out.push(...this.status(id, update, at));
    return out;
  }
  toolCallUpdate(update, at) {
    const id = str(update.toolCallId);
    if (id === null) return [unknownEvent("invalid:acp:tool_call_update", at)];
    const call = this.calls.get(id);
    if (call === void 0) return this.toolCall(update, at);
    const out = [];
    if (!call.done) {
      call.fields = { ...call.fields, ...describing(update) };
      const input = callInput(call.fields);
      if (showsMore(call.shown, input)) {
        call.shown = input;
        out.push({ kind: "tool_call", id, name: call.name, input, parentId: null, at });
      }
    }
    out.push(...this.status(id, update, at));
    return out;
  }
  status(id, update, at) {
    const call = this.calls.get(id);
    if (call.done) return [];
    const status = update.status;
    if (status !== "completed" && status !== "failed") return [];
    call.done = true;
    const raw = record2(update.rawOutput);
    const output = contentText(update.content) ?? rawOutputText(raw) ?? outputText(update.rawOutput ?? null);
    const exitCode = finiteOrNull(raw?.exit_code ?? raw?.exitCode);
    return [this.toolResult(id, call.name, status === "completed" ? "ok" : "error", output, at, exitCode)];
  }
  toolResult(id, name, status, output, at, exitCode = null) {
    return {
      kind: "tool_result",
      id,
      name,
      status,
      output,
      exitCode,
      durationMs: null,
      parentId: null,
      at
    };
  }
  plan(update, at) {
    if (!Array.isArray(update.entries)) return [unknownEvent("invalid:acp:plan", at)];
    const todos = [];
    for (const raw of update.entries) {
      const entry = record2(raw);
      const content = str(entry?.content);
      if (content !== null) todos.push({ id: null, content, status: todoStatus2(entry?.status) });
    }
    return [{ kind: "todos", op: "replace", todos, at }];
  }
};
var ACP_METHOD = /^(?:initialize|authenticate|session\/[a-z_]+|fs\/[a-z_]+|terminal\/[a-z_]+)$/;
function score(frame) {
  if (Object.hasOwn(frame, DIRECTION_KEY)) {
    const d = frame[DIRECTION_KEY];
    return d === "sent" || d === "received" ? 10 : 0;
  }
  if (frame.jsonrpc !== "2.0") return 0;
  const method = frame.method;
  if (method === "session/update" || method === "session/request_permission") return 10;
  if (typeof method === "string") return ACP_METHOD.test(method) ? 5 : 0;
  return "result" in frame || "error" in frame ? 2 : 0;
}
var acp = {
  // Narrator ends the ACP agent (a server) after its turn: the exit status after it is Narrator's.
  endedByClientAfterResult: true,
  name: "acp",
  // ACP has no retry notification; agents retry silently before answering the prompt.
  reportsRetries: false,
  createParser: () => new AcpParser(),
  score
};

// src/stream/dialects/caliban.ts
var exitCodes = {
  1: { outcome: "error", meaning: "run, provider, session-load or I/O error (also max_tokens)" },
  2: { outcome: "error", meaning: "--json-schema validation failed" },
  64: { outcome: "error", meaning: "usage error: malformed stream-json input, schema or flags" },
  66: { outcome: "error", meaning: "no input: --resume not found, --continue without sessions" },
  75: { outcome: "max_turns", meaning: "turn limit (--max-turns) reached" },
  78: { outcome: "error", meaning: "configuration error (or stdin over 10 MiB)" },
  124: { outcome: "cancelled", meaning: "cancelled (Ctrl-C / SIGTERM)" },
  130: { outcome: "cancelled", meaning: "interrupted (SIGINT)" },
  // 137 collides with SIGKILL (128+9): only trust it when no signal was reported.
  137: { outcome: "budget_exceeded", meaning: "cost budget (--max-budget-usd) exceeded" }
};
var RESULT_SUBTYPES = [
  "success",
  "error",
  "max_turns",
  "budget_exceeded",
  "cancelled",
  "max_tokens"
];
var FALLBACK_ERROR = {
  error: "caliban reported an error",
  max_turns: "caliban stopped: the turn limit (--max-turns) was reached",
  budget_exceeded: "caliban stopped: the cost budget (--max-budget-usd) was exceeded",
  cancelled: "caliban run was cancelled",
  max_tokens: "the model hit its output token limit (max_tokens)"
};
function buildSchemas() {
  const SystemFrame = jitLooseObject({ subtype: string() });
  const InitFrame = jitLooseObject({
    session_id: nullish(string()),
    model: nullish(string()),
    cwd: nullish(string()),
    permission_mode: nullish(string()),
    tools: nullish(array(string())),
    version: nullish(string())
  });
  const ApiRetryFrame = jitLooseObject({
    attempt: nullish(number()),
    max_retries: nullish(number()),
    retry_delay_ms: nullish(number()),
    error_status: nullish(number()),
    error_category: nullish(
      union([
        _enum(["overloaded", "rate_limit", "timeout", "network", "server_error", "other"]),
        string()
      ])
    ),
    message: nullish(string())
  });
  const ToolUseFrame = jitLooseObject({ id: string(), name: string(), input: optional(unknown()) });
  const ToolResultFrame = jitLooseObject({
    tool_use_id: string(),
    is_error: nullish(boolean()),
    content: optional(unknown()),
    t_ms: nullish(number())
  });
  const MessageFrame = jitLooseObject({ role: nullish(string()), content: array(unknown()) });
  const HookFrame = jitLooseObject({ hookEventName: nullish(string()) });
  const WarningFrame = jitLooseObject({ subtype: nullish(string()), message: nullish(string()) });
  const ResultFrame = jitLooseObject({
    subtype: nullish(union([_enum(RESULT_SUBTYPES), string()])),
    is_error: nullish(boolean()),
    result: nullish(string()),
    error: nullish(string()),
    last_assistant_text: nullish(string()),
    tool_calls_seen: nullish(number()),
    session_id: nullish(string()),
    total_cost_usd: nullish(number()),
    turns: nullish(number()),
    num_turns: nullish(number()),
    total_input_tokens: nullish(number()),
    total_output_tokens: nullish(number()),
    usage: nullish(
      jitLooseObject({ input_tokens: nullish(number()), output_tokens: nullish(number()) })
    ),
    duration_ms: nullish(number())
  });
  return {
    SystemFrame,
    InitFrame,
    ApiRetryFrame,
    ToolUseFrame,
    ToolResultFrame,
    MessageFrame,
    HookFrame,
    WarningFrame,
    ResultFrame
  };
}
var schemas = once(buildSchemas);
function resultOutcome(subtype, isError) {
  if (subtype === "success") return isError === true ? "error" : "success";
  if (RESULT_SUBTYPES.includes(subtype ?? "")) return subtype;
  return isError === false ? "success" : "error";
}
var CalibanParser = class {
  model = null;
  steps = new StepCounter("caliban");
  thinkingOpen = false;
  toolCalls = 0;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    switch (frame.type) {
      case "system":
        return this.system(frame, at);
      case "text":
        return this.text(frame, at);
      case "thinking":
        return this.thinking(frame, at);
      case "tool_use":
        return this.toolUse(frame, at);
      case "tool_result":
        return this.toolResult(frame, at);
      case "message":
        return this.message(frame, at);
      case "user":
        return [];
      case "hook_event": {
        const hook = parseFrame(schemas().HookFrame, frame);
        if (hook === null) return [invalidEvent(frame, at)];
        const name = hook.hookEventName ?? "hook";
        return [{ kind: "notice", level: "info", code: "hook_event", message: `hook ${name}`, at }];
      }
      case "warning": {
        const warning = parseFrame(schemas().WarningFrame, frame);
        if (warning === null) return [invalidEvent(frame, at)];
        const code = warning.subtype ?? "warning";
        return [{ kind: "notice", level: "warning", code, message: warning.message ?? code, at }];
      }
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  system(frame, at) {
    const sys = parseFrame(schemas().SystemFrame, frame);
    if (sys === null) return [invalidEvent(frame, at)];
    if (sys.subtype === "init") {
      const init = parseFrame(schemas().InitFrame, frame);
      if (init === null) return [invalidEvent(frame, at)];
      this.model = init.model ?? null;
      return [
        {
          kind: "session",
          sessionId: init.session_id || null,
          model: this.model,
          cwd: init.cwd ?? null,
          cliVersion: init.version ?? null,
          permissionMode: init.permission_mode ?? null,
          tools: init.tools ?? null,
          at
        }
      ];
    }
    if (sys.subtype === "api_retry") {
      const retry = parseFrame(schemas().ApiRetryFrame, frame);
      if (retry === null) return [invalidEvent(frame, at)];
      return [
        {
          kind: "retry",
          attempt: retry.attempt ?? null,
          maxRetries: retry.max_retries ?? null,
          delayMs: retry.retry_delay_ms ?? null,
          httpStatus: retry.error_status ?? null,
          category: retry.error_category ?? null,
          message: retry.message ?? null,
          at
        }
      ];
    }
    return [unknownEvent(frameKind(frame), at)];
  }
  /** Opens a new step when one is due (start of the run, or after a tool result). */
  openStep(at, out) {
    if (this.steps.open(at, this.model, out)) this.thinkingOpen = false;
  }
  text(frame, at) {
    if (typeof frame.delta !== "string") return [invalidEvent(frame, at)];
    const out = [];
    this.openStep(at, out);
    const index = this.steps.textBlock();
    this.thinkingOpen = false;
    out.push({
      kind: "text",
      mode: "delta",
      text: frame.delta,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at
    });
    return out;
  }
  thinking(frame, at) {
    if (typeof frame.delta !== "string") return [invalidEvent(frame, at)];
    const out = [];
    this.openStep(at, out);
    this.steps.breakText();
    if (!this.thinkingOpen) out.push({ kind: "thinking", parentId: null, at });
    this.thinkingOpen = true;
    return out;
  }
  toolUse(frame, at) {
    const use = parseFrame(schemas().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out = [];
    if (this.steps.step === 0) this.openStep(at, out);
    this.steps.breakText();
    this.thinkingOpen = false;
    this.toolCalls += 1;
    out.push({ kind: "tool_call", id: use.id, name: use.name, input: use.input ?? null, parentId: null, at });
    if (isTodoToolName(use.name)) {
      const todos = todosFromInput(use.input);
      if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
    }
    return out;
  }
  toolResult(frame, at) {
    const res = parseFrame(schemas().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    return [
      {
        kind: "tool_result",
        id: res.tool_use_id,
        name: null,
        status: res.is_error === true ? "error" : "ok",
        output: outputText(res.content),
        exitCode: null,
        durationMs: res.t_ms ?? null,
        parentId: null,
        at
      }
    ];
  }
  /**
   * The end-of-turn assistant message. Its tool_use blocks repeat the top-level `tool_use` frames
   * and are NOT counted again; only its text blocks are used, as complete blocks (they replace any
   * streamed deltas for the same step and index).
   */
  message(frame, at) {
    const msg = parseFrame(schemas().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    if (msg.role !== void 0 && msg.role !== null && msg.role !== "assistant") return [];
    const out = [];
    this.openStep(at, out);
    let index = -1;
    let previousWasText = false;
    for (const block of msg.content) {
      const isText = block !== null && typeof block === "object" && block.type === "text" && typeof block.text === "string";
      if (isText) {
        if (!previousWasText) index += 1;
        out.push({
          kind: "text",
          mode: "block",
          text: textOfContent([block]) ?? "",
          messageId: this.steps.messageId(),
          index,
          parentId: null,
          at
        });
      }
      previousWasText = isText;
    }
    return out;
  }
  result(frame, at) {
    const res = parseFrame(schemas().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const outcome = resultOutcome(res.subtype, res.is_error);
    const out = [];
    const input = res.usage?.input_tokens ?? res.total_input_tokens;
    const output = res.usage?.output_tokens ?? res.total_output_tokens;
    const hasTokens = typeof input === "number" || typeof output === "number";
    if (hasTokens || typeof res.total_cost_usd === "number") {
      out.push({
        kind: "usage",
        cumulative: true,
        messageId: null,
        tokens: hasTokens ? {
          input: finiteOrNull(input) ?? 0,
          output: finiteOrNull(output) ?? 0,
          cacheRead: 0,
          cacheWrite: 0
        } : null,
        costUsd: res.total_cost_usd ?? null,
        at
      });
    }
    if (typeof res.tool_calls_seen === "number" && res.tool_calls_seen > this.toolCalls) {
      out.push({
        kind: "notice",
        level: "warning",
        code: "tool_calls_unseen",
        message: `caliban reports ${res.tool_calls_seen} tool calls; the stream showed ${this.toolCalls}`,
        at
      });
    }
    const failed = outcome !== "success";
    const result = {
      kind: "result",
      outcome,
      subtype: res.subtype ?? null,
      isError: res.is_error ?? failed,
      // On failure caliban omits `result` and gives the last assistant text instead.
      text: res.result ?? res.last_assistant_text ?? null,
      errorMessage: failed ? res.error ?? FALLBACK_ERROR[outcome] ?? null : null,
      turns: res.num_turns ?? res.turns ?? null,
      durationMs: res.duration_ms ?? null,
      // Pre-flight failures print `session_id: ""`.
      sessionId: res.session_id || null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    };
    out.push(result);
    return out;
  }
};
function score2(frame) {
  if ("uuid" in frame || "jsonrpc" in frame) return 0;
  switch (frame.type) {
    case "system":
      if (frame.subtype === "init") {
        return "bare_mode" in frame || "settingSources" in frame || "permission_mode" in frame ? 10 : 0;
      }
      if (frame.subtype === "api_retry") return "error_category" in frame ? 10 : 0;
      return 0;
    case "text":
    case "thinking":
      return typeof frame.delta === "string" && !("subtype" in frame) && !("part" in frame) ? 6 : 0;
    case "tool_use":
      return typeof frame.id === "string" && typeof frame.name === "string" && "input" in frame ? 6 : 0;
    case "tool_result":
      return typeof frame.tool_use_id === "string" ? 6 : 0;
    case "message":
      return Array.isArray(frame.content) && "role" in frame && !("timestamp" in frame) ? 6 : 0;
    case "hook_event":
      return "hookEventName" in frame ? 10 : 4;
    case "warning":
      return 4;
    case "result":
      return "turns" in frame || "total_input_tokens" in frame || "turns_without_edit" in frame ? 6 : 0;
    case "user":
      return "content" in frame && !("message" in frame) ? 3 : 0;
    default:
      return 0;
  }
}
var caliban = {
  sessionOf: sessionField("session_id"),
  name: "caliban",
  reportsRetries: true,
  // system/api_retry frames
  exitCodes,
  createParser: () => new CalibanParser(),
  score: score2
};

// src/stream/recent-map.ts
var RecentMap = class {
  constructor(cap) {
    this.cap = cap;
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`cap must be a positive integer, got ${cap}`);
  }
  cap;
  young = /* @__PURE__ */ new Map();
  old = /* @__PURE__ */ new Map();
  /**
   * The last key remembered (while it is still in the map) and its value: the usual lookup is of
   * that key (an assistant frame's message right after its message_start, a tool result right
   * after its call), and comparing two short strings is cheaper than hashing a fresh one.
   */
  lastKey = void 0;
  lastValue = void 0;
  hasLast = false;
  /** Entries held (a key remembered again while old counts twice): at most 2 x cap. */
  get size() {
    return this.young.size + this.old.size;
  }
  get(key) {
    if (this.hasLast && key === this.lastKey) return this.lastValue;
    return this.young.get(key) ?? this.old.get(key);
  }
  has(key) {
    if (this.hasLast && key === this.lastKey) return true;
    return this.young.has(key) || this.old.has(key);
  }
  set(key, value) {
    if (this.old.has(key) && !this.young.has(key)) this.old.set(key, value);
    else this.add(key, value);
    if (this.hasLast && key === this.lastKey) this.lastValue = value;
  }
  delete(key) {
    this.young.delete(key);
    this.old.delete(key);
    if (this.hasLast && key === this.lastKey) this.forgetLast();
  }
  /** Set `key` as the newest entry. */
  remember(key, value) {
    this.add(key, value);
    this.lastKey = key;
    this.lastValue = value;
    this.hasLast = true;
  }
  add(key, value) {
    const young = this.young;
    young.set(key, value);
    if (young.size < this.cap) return;
    if (this.hasLast && !young.has(this.lastKey)) this.forgetLast();
    this.old = young;
    this.young = /* @__PURE__ */ new Map();
  }
  forgetLast() {
    this.hasLast = false;
    this.lastKey = void 0;
    this.lastValue = void 0;
  }
};

// src/stream/dialects/claude-quiet-lines.ts
var NOT_QUIET = 0;
var QUIET_INPUT_DELTA = 1;
var QUIET_BLOCK_STOP = 2;
var QUIET_MESSAGE_STOP = 3;
var QUIET_BLOCK_START = 4;
var QUIET_STATUS = 5;
var PLAIN = String.raw`[^"\\\x00-\x1f]`;
var STRING = String.raw`"${PLAIN}*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})${PLAIN}*)*"`;
var NUMBER = String.raw`-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
var INDEX = String.raw`(?:0|[1-9]\d*)`;
var SCALAR = `(?:null|true|false|${STRING}|${NUMBER})`;
var READ_NAMES = "type|event|abandoned_blocks|timestamp|subtype|status|compact_result|compact_error";
var MORE_FIELDS = `(?:,"(?!(?:${READ_NAMES})")[A-Za-z0-9_]*":${SCALAR})*`;
var PREFIX = '{"type":"stream_event","event":{"type":"';
var BLOCK_PREFIX = `${PREFIX}content_block_`;
var STATUS_PREFIX = '{"type":"system","subtype":"status","status":"requesting"';
var QUIET_EVENT = `^(?:${STATUS_PREFIX.replaceAll("{", "\\{")}|${PREFIX.replaceAll("{", "\\{")}(?:` + String.raw`content_block_delta","index":${INDEX},"delta":\{"type":"input_json_delta","partial_json":${STRING}\}` + `|content_block_stop","index":${INDEX}|content_block_start","index":${INDEX},"content_block":` + String.raw`\{"type":"(?:text","text":""|tool_use","id":${STRING},"name":${STRING},"input":\{\})\}` + `|message_stop"` + String.raw`)\})`;
var QUIET_LINE = new RegExp(`${QUIET_EVENT}${MORE_FIELDS}\\}$`);
function sessionLineSource(spelling) {
  const field = `,"(?!(?:${READ_NAMES}|session_id)")[A-Za-z0-9_]*":${SCALAR}`;
  if (spelling === null) return `${QUIET_EVENT}(?:${field})*\\}$`;
  const value = spelling.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
  return `${QUIET_EVENT}(?:${field})*(?:,"session_id":${value}(?:${field})*)?\\}$`;
}
var MAX_SPELLED_SESSION = 256;
var lineSession = null;
var sessionLine = QUIET_LINE;
function lineOf(session) {
  if (session !== lineSession) {
    const spelling = JSON.stringify(session);
    sessionLine = new RegExp(sessionLineSource(spelling.length <= MAX_SPELLED_SESSION ? spelling : null));
    lineSession = session;
  }
  return sessionLine;
}
var C = 99;
var D = 100;
var A = 97;
var Y = 121;
var STREAM_OR_SYSTEM = '{"type":"s'.length;
function quietLineKind(text, session = null) {
  if (!(session === null ? QUIET_LINE : lineOf(session)).test(text)) return NOT_QUIET;
  if (text.charCodeAt(STREAM_OR_SYSTEM) === Y) return QUIET_STATUS;
  if (text.charCodeAt(PREFIX.length) !== C) return QUIET_MESSAGE_STOP;
  const c = text.charCodeAt(BLOCK_PREFIX.length);
  if (c === D) return QUIET_INPUT_DELTA;
  return text.charCodeAt(BLOCK_PREFIX.length + 2) === A ? QUIET_BLOCK_START : QUIET_BLOCK_STOP;
}
var START_INDEX_AT = `${BLOCK_PREFIX}start","index":`.length;
function blockStartIndex(text) {
  return Number(text.slice(START_INDEX_AT, text.indexOf(",", START_INDEX_AT)));
}

// src/stream/dialects/claude-code.ts
function buildSchemas2() {
  const nstr = nullish(string());
  const nnum = nullish(number());
  const ApiUsage = jitObject({
    input_tokens: nnum,
    output_tokens: nnum,
    cache_read_input_tokens: nnum,
    cache_creation_input_tokens: nnum
  });
  const InitFrame = jitObject({
    session_id: nstr,
    model: nstr,
    cwd: nstr,
    claude_code_version: nstr,
    permissionMode: nstr,
    tools: nullish(array(unknown())),
    // Entries are read one by one (mcpServersOf): a malformed one is skipped, never the frame.
    mcp_servers: nullish(array(unknown()))
  });
  const Block = jitLooseObject({ type: string() });
  const ToolResultBlock = jitObject({
    type: literal("tool_result"),
    tool_use_id: string(),
    content: optional(unknown()),
    is_error: nullish(boolean())
  });
  const AssistantFrame = jitObject({
    message: jitObject({
      id: nstr,
      model: nstr,
      content: array(Block),
      usage: nullish(ApiUsage)
    }),
    parent_tool_use_id: nstr,
    is_api_error_message: nullish(boolean()),
    api_error_status: nnum,
    /** SDKAssistantMessageError (`authentication_failed`, `billing_error`, …) on a CLI-made message. */
    error: nstr
  });
  const ToolResultMeta = jitObject({
    id: nstr,
    non_execution_kind: nstr,
    permission_decision: nullish(jitObject({ decision: nstr }))
  });
  const UserFrame = jitObject({
    message: jitObject({ content: union([string(), array(Block)]) }),
    parent_tool_use_id: nstr,
    tool_use_result: optional(unknown()),
    tool_result_meta: nullish(array(ToolResultMeta))
  });
  const ResultSubtype = union([
    _enum([
      "success",
      "error_during_execution",
      "error_max_turns",
      "error_max_budget_usd",
      "error_max_structured_output_retries"
    ]),
    string()
  ]);
  const ModelUsageEntry = jitObject({
    inputTokens: nnum,
    outputTokens: nnum,
    cacheReadInputTokens: nnum,
    cacheCreationInputTokens: nnum
  });
  const ResultFrame = jitObject({
    subtype: ResultSubtype,
    is_error: boolean(),
    num_turns: nnum,
    duration_ms: nnum,
    total_cost_usd: nnum,
    result: nstr,
    errors: nullish(array(unknown())),
    stop_reason: nstr,
    terminal_reason: nstr,
    session_id: nstr,
    api_error_status: nnum,
    usage: nullish(ApiUsage),
    modelUsage: nullish(record(string(), ModelUsageEntry)),
    permission_denials: nullish(
      array(jitObject({ tool_name: string(), tool_use_id: nstr, tool_input: optional(unknown()) }))
    )
  });
  const ApiRetryFrame = jitObject({
    attempt: nnum,
    max_retries: nnum,
    retry_delay_ms: nnum,
    error_status: nnum,
    error: nullish(
      union([
        _enum([
          "authentication_failed",
          "rate_limit",
          "overloaded",
          "server_error",
          "invalid_request",
          "unknown"
        ]),
        string()
      ])
    )
  });
  const PermissionDeniedFrame = jitObject({ tool_name: string(), tool_use_id: nstr, message: nstr });
  const StatusFrame = jitObject({
    status: nullish(union([_enum(["requesting", "compacting"]), string()])),
    compact_result: nstr,
    compact_error: nstr
  });
  const CompactBoundaryFrame = jitObject({
    compact_metadata: nullish(jitObject({ trigger: nstr, pre_tokens: nnum, post_tokens: nnum }))
  });
  const HookResponseFrame = jitObject({
    hook_name: nstr,
    exit_code: nnum,
    outcome: nullish(union([_enum(["success", "error", "cancelled"]), string()]))
  });
  const ContentNoticeFrame = jitObject({ content: nstr });
  const TaskNotificationFrame = jitObject({
    status: nullish(union([_enum(["completed", "failed", "stopped", "killed"]), string()])),
    summary: nstr
  });
  const RateLimitFrame = jitObject({
    rate_limit_info: jitObject({
      status: union([_enum(["allowed", "allowed_warning", "rejected"]), string()]),
      resetsAt: nnum
    })
  });
  const TodoWriteInput = jitObject({
    todos: array(jitObject({ content: string(), status: nullish(string()), id: nstr }))
  });
  const TaskCreateInput = jitObject({ subject: string(), description: nstr });
  const TaskUpdateInput = jitObject({
    taskId: union([string(), number()]),
    status: nstr,
    subject: nstr
  });
  return {
    ApiUsage,
    InitFrame,
    ToolResultBlock,
    AssistantFrame,
    UserFrame,
    ResultFrame,
    ApiRetryFrame,
    PermissionDeniedFrame,
    StatusFrame,
    CompactBoundaryFrame,
    HookResponseFrame,
    ContentNoticeFrame,
    TaskNotificationFrame,
    RateLimitFrame,
    TodoWriteInput,
    TaskCreateInput,
    TaskUpdateInput
  };
}
var schemas2 = once(buildSchemas2);
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isNStr = (v) => v == null || typeof v === "string";
var isNNum = (v) => v == null || typeof v === "number" && Number.isFinite(v);
var isNBool = (v) => v == null || typeof v === "boolean";
function isBlockList(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const b = v[i];
    if (!isObj(b) || typeof b["type"] !== "string") return false;
  }
  return true;
}
function isApiUsage(v) {
  return isObj(v) && isNNum(v["input_tokens"]) && isNNum(v["output_tokens"]) && isNNum(v["cache_read_input_tokens"]) && isNNum(v["cache_creation_input_tokens"]);
}
function isAssistantFrame(f) {
  const m = f["message"];
  return isObj(m) && isNStr(m["id"]) && isNStr(m["model"]) && isBlockList(m["content"]) && (m["usage"] == null || isApiUsage(m["usage"])) && isNStr(f["parent_tool_use_id"]) && isNBool(f["is_api_error_message"]) && isNNum(f["api_error_status"]) && isNStr(f["error"]);
}
function isToolResultMetaList(v) {
  if (v == null) return true;
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const m = v[i];
    if (!isObj(m) || !isNStr(m["id"]) || !isNStr(m["non_execution_kind"])) return false;
    const d = m["permission_decision"];
    if (d != null && !(isObj(d) && isNStr(d["decision"]))) return false;
  }
  return true;
}
function isUserFrame(f) {
  const m = f["message"];
  if (!isObj(m)) return false;
  const c = m["content"];
  return (typeof c === "string" || isBlockList(c)) && isNStr(f["parent_tool_use_id"]) && isToolResultMetaList(f["tool_result_meta"]);
}
function isStatusFrame(f) {
  return isNStr(f["status"]) && isNStr(f["compact_result"]) && isNStr(f["compact_error"]);
}
function isToolResultBlock(b) {
  return b["type"] === "tool_result" && typeof b["tool_use_id"] === "string" && isNBool(b["is_error"]);
}
function frameParentId(frame) {
  const p = frame["parent_tool_use_id"];
  return typeof p === "string" ? p : null;
}
function unknown2(type, at) {
  return { kind: "unknown", type, at };
}
function usageToTokens(u) {
  if (!u) return null;
  return {
    input: u.input_tokens ?? 0,
    output: u.output_tokens ?? 0,
    cacheRead: u.cache_read_input_tokens ?? 0,
    cacheWrite: u.cache_creation_input_tokens ?? 0
  };
}
function streamTokens(u, base) {
  if (typeof u !== "object" || u === null) return base;
  const r = u;
  const input = r["input_tokens"];
  const output = r["output_tokens"];
  const cacheRead = r["cache_read_input_tokens"];
  const cacheWrite = r["cache_creation_input_tokens"];
  return {
    input: typeof input === "number" ? input : base?.input ?? 0,
    output: typeof output === "number" ? output : base?.output ?? 0,
    cacheRead: typeof cacheRead === "number" ? cacheRead : base?.cacheRead ?? 0,
    cacheWrite: typeof cacheWrite === "number" ? cacheWrite : base?.cacheWrite ?? 0
  };
}
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const parts = [];
  for (const b of content) {
    if (typeof b !== "object" || b === null) continue;
    const block = b;
    if (block["type"] === "text" && typeof block["text"] === "string") parts.push(block["text"]);
    else if (block["type"] === "image") parts.push("[image]");
  }
  return parts.join("\n");
}
var EXIT_CODE_RE = /^Exit code (\d+)/;
function todoStatus3(s) {
  return s === "in_progress" || s === "completed" ? s : "pending";
}
function claudeResultOutcome(r) {
  const { subtype, terminal_reason: terminal } = r;
  if (subtype === "error_max_turns" || terminal === "max_turns") return "max_turns";
  if (subtype === "error_max_budget_usd" || terminal === "budget_exhausted") return "budget_exceeded";
  if (r.is_error) {
    if (terminal === "aborted_tools" || terminal === "aborted_streaming") return "cancelled";
    return "error";
  }
  if (r.stop_reason === "max_tokens") return "max_tokens";
  return "success";
}
function claudeResultMessage(r, outcome) {
  const errors = (r.errors ?? []).filter((e) => typeof e === "string");
  const humanErrors = errors.filter((e) => !e.startsWith("[ede_diagnostic]"));
  const text = r.result && r.result.trim() !== "" ? r.result : null;
  switch (outcome) {
    case "success":
      return null;
    case "max_turns": {
      const limit = /\((\d+)\)/.exec(errors.join(" "))?.[1];
      const used = r.num_turns != null ? ` after ${r.num_turns} turns` : "";
      return limit ? `The agent reached its turn limit (--max-turns ${limit})${used} before finishing; raise the limit or narrow the task.` : `The agent reached its turn limit${used} before finishing; raise the limit or narrow the task.`;
    }
    case "budget_exceeded": {
      const limit = /\$([\d.]+)/.exec(errors.join(" "))?.[1];
      const spent = r.total_cost_usd != null ? `; it spent $${round(r.total_cost_usd)}` : "";
      return limit ? `The agent reached its spending limit (--max-budget-usd ${limit})${spent} before finishing.` : `The agent reached its spending limit${spent} before finishing.`;
    }
    case "max_tokens":
      return "The model hit its output token limit (stop_reason max_tokens) before finishing its answer.";
    case "cancelled":
      return r.terminal_reason === "aborted_streaming" ? "The run was interrupted (SIGINT or an interrupt request) while the model was answering." : "The run was interrupted (SIGINT or an interrupt request) while a tool was running.";
    default: {
      if (text) return text;
      if (humanErrors.length > 0) return humanErrors.join("; ");
      const status = r.api_error_status != null ? ` (HTTP ${r.api_error_status})` : "";
      return `The agent reported an error (${r.subtype}${r.terminal_reason ? `, ${r.terminal_reason}` : ""})${status}.`;
    }
  }
}
function round(n) {
  return String(Math.round(n * 1e4) / 1e4);
}
var STATE_CAP = 256;
var ClaudeCodeParser = class {
  /** The main-thread API message being streamed (partial messages), and its open block. */
  streamMsgId = null;
  openIndex = null;
  lastStoppedIndex = null;
  streamTokens = null;
  /** Per API message id: how many complete assistant blocks we have seen (a block index fallback). */
  blockCount = new RecentMap(STATE_CAP);
  /** Tool ids named by a `system/permission_denied` frame, so their result counts as denied. */
  deniedIds = /* @__PURE__ */ new Set();
  /** Tool names by id, for results (the result frame does not name its tool). */
  toolNames = new RecentMap(STATE_CAP);
  /** TaskCreate/TaskUpdate calls waiting for their result. */
  pendingTasks = new RecentMap(STATE_CAP);
  /**
   * Turns of the results so far. `num_turns` counts one turn's round-trips (with stream-json input
   * every user message gets its own init/result cycle), while cost and tokens are cumulative over
   * the process: the run's turns are the sum, so all three cover the same span.
   */
  turnsSoFar = null;
  /**
   * The stream_event lines that yield no event (claude-quiet-lines.ts), with the same state change
   * as `streamEvent` makes for them.
   */
  quietLine(text, session) {
    switch (quietLineKind(text, session)) {
      case QUIET_INPUT_DELTA:
        return true;
      case QUIET_BLOCK_STOP:
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return true;
      case QUIET_MESSAGE_STOP:
        this.openIndex = null;
        return true;
      case QUIET_BLOCK_START:
        this.openIndex = blockStartIndex(text);
        return true;
      case QUIET_STATUS:
        return true;
      default:
        return false;
    }
  }
  toEvents(frame, at) {
    try {
      return this.dispatch(frame, at);
    } catch {
      return [unknown2(`invalid:${typeof frame["type"] === "string" ? frame["type"] : "unknown"}`, at)];
    }
  }
  dispatch(frame, at) {
    const type = frame["type"];
    switch (type) {
      case "stream_event":
        return this.streamEvent(frame, at);
      case "assistant":
        return this.assistant(frame, at);
      case "user":
        return this.user(frame, at);
      case "result":
        return this.result(frame, at);
      case "system":
        return this.system(frame, at);
      case "rate_limit_event": {
        const p = schemas2().RateLimitFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:rate_limit_event", at)];
        const info = p.data.rate_limit_info;
        return [{ kind: "rate_limit", status: info.status, resetsAt: info.resetsAt ?? null, at }];
      }
      // Known frames that carry nothing a summary needs. `keep_alive`: "receivers must ignore it".
      case "keep_alive":
      case "tool_progress":
      case "control_request":
      case "control_response":
      case "control_cancel_request":
      case "tool_use_summary":
        return [];
      default:
        return [unknown2(typeof type === "string" ? type : "untyped", at)];
    }
  }
  // --- stream_event: hot path, no zod ----------------------------------------------------------
  /** The API message a stream_event belongs to: its own `api_message_id`, else the one streaming. */
  frameMessageId(frame) {
    const apiId = frame["api_message_id"];
    return typeof apiId === "string" ? apiId : this.streamMsgId;
  }
  // Both are read only by the cases that use them: most stream_events (input_json_delta, stops)
  // need neither, and each read of a field of a parsed frame is a megamorphic lookup.
  streamEvent(frame, at) {
    const ev = frame["event"];
    if (typeof ev !== "object" || ev === null) return [unknown2("invalid:stream_event", at)];
    const evType = ev["type"];
    switch (evType) {
      case "content_block_delta": {
        const d = ev["delta"];
        const index = ev["index"];
        if (typeof d !== "object" || d === null || typeof index !== "number") {
          return [unknown2("invalid:stream_event", at)];
        }
        const dType = d["type"];
        if (dType === "text_delta") {
          const text = d["text"];
          if (typeof text !== "string") return [unknown2("invalid:stream_event", at)];
          const messageId = this.frameMessageId(frame);
          const parentId = frameParentId(frame);
          return [{ kind: "text", mode: "delta", text, messageId, index, parentId, at }];
        }
        if (dType === "input_json_delta" || dType === "thinking_delta" || dType === "signature_delta" || dType === "citations_delta") {
          return [];
        }
        return [unknown2(`stream_event/${typeof dType === "string" ? dType : "delta"}`, at)];
      }
      case "content_block_start": {
        const index = ev["index"];
        if (typeof index !== "number") return [unknown2("invalid:stream_event", at)];
        this.openIndex = index;
        const block = ev["content_block"];
        const bType = typeof block === "object" && block !== null ? block["type"] : null;
        if (bType === "thinking" || bType === "redacted_thinking")
          return [{ kind: "thinking", parentId: frameParentId(frame), at }];
        return [];
      }
      case "content_block_stop":
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return [];
      case "message_start": {
        const messageId = this.frameMessageId(frame);
        const parentId = frameParentId(frame);
        const msg = ev["message"];
        const id = typeof msg === "object" && msg !== null && typeof msg["id"] === "string" ? msg["id"] : messageId;
        if (typeof id !== "string") return [unknown2("invalid:stream_event", at)];
        this.streamMsgId = id;
        this.openIndex = null;
        this.lastStoppedIndex = null;
        const model = typeof msg === "object" && msg !== null && typeof msg["model"] === "string" ? msg["model"] : null;
        const tokens = streamTokens(typeof msg === "object" && msg !== null ? msg["usage"] : null, null);
        this.streamTokens = tokens;
        const out = [];
        if (!this.blockCount.has(id)) {
          this.blockCount.remember(id, 0);
          out.push({ kind: "step", messageId: id, model, parentId, at });
        }
        if (tokens) out.push({ kind: "usage", cumulative: false, messageId: id, tokens, costUsd: null, at });
        return out;
      }
      case "message_delta": {
        const tokens = streamTokens(ev["usage"], this.streamTokens);
        this.streamTokens = tokens;
        if (!tokens) return [];
        return [
          {
            kind: "usage",
            cumulative: false,
            messageId: this.frameMessageId(frame),
            tokens,
            costUsd: null,
            at
          }
        ];
      }
      case "message_stop": {
        this.openIndex = null;
        const ab = frame["abandoned_blocks"];
        if (typeof ab === "object" && ab !== null) {
          const id = typeof ab["api_message_id"] === "string" ? ab["api_message_id"] : this.frameMessageId(frame);
          const from = typeof ab["from_block_index"] === "number" ? ab["from_block_index"] : 0;
          if (typeof id === "string") return [{ kind: "text_retract", messageId: id, fromIndex: from, at }];
        }
        return [];
      }
      case "ping":
      case "error":
        return [];
      default:
        return [unknown2(`stream_event/${typeof evType === "string" ? evType : "untyped"}`, at)];
    }
  }
  // --- assistant -------------------------------------------------------------------------------
  assistant(frame, at) {
    let f;
    if (isAssistantFrame(frame)) f = frame;
    else {
      const p = schemas2().AssistantFrame.safeParse(frame);
      if (!p.success) return [unknown2("invalid:assistant", at)];
      f = p.data;
    }
    const msg = f.message;
    const parentId = f.parent_tool_use_id ?? null;
    const messageId = msg.id ?? null;
    const out = [];
    if (f.is_api_error_message === true || msg.model === "<synthetic>" && typeof f.error === "string") {
      for (const b of msg.content) {
        if (b.type === "text" && typeof b["text"] === "string")
          out.push({ kind: "notice", level: "error", code: "api_error", message: b["text"], at });
      }
      return out;
    }
    const synthetic = msg.model === "<synthetic>";
    if (messageId !== null && !synthetic && !this.blockCount.has(messageId)) {
      this.blockCount.remember(messageId, 0);
      out.push({ kind: "step", messageId, model: msg.model ?? null, parentId, at });
      const tokens = usageToTokens(msg.usage);
      if (tokens) out.push({ kind: "usage", cumulative: false, messageId, tokens, costUsd: null, at });
    }
    for (const block of msg.content) {
      const index = this.blockIndex(messageId);
      switch (block.type) {
        case "text": {
          const text = block["text"];
          if (typeof text === "string")
            out.push({ kind: "text", mode: "block", text, messageId, index, parentId, at });
          break;
        }
        case "thinking": {
          const text = block["thinking"];
          out.push({
            kind: "thinking",
            parentId,
            text: typeof text === "string" && text !== "" ? text : null,
            at
          });
          break;
        }
        case "redacted_thinking":
          out.push({ kind: "thinking", parentId, at });
          break;
        case "tool_use":
        case "server_tool_use":
        case "mcp_tool_use": {
          const id = block["id"];
          const name = block["name"];
          if (typeof id !== "string" || typeof name !== "string") {
            out.push(unknown2("invalid:assistant/tool_use", at));
            break;
          }
          this.toolCall(id, name, block["input"], parentId, at, out);
          break;
        }
        default:
          break;
      }
    }
    return out;
  }
  /**
   * The content-block index an assistant frame's block belongs to. With partial messages the frame
   * for a block is written BEFORE that block's content_block_stop, so the open streamed block is the
   * one; otherwise (or if a CLI writes it after the stop) count the message's blocks.
   */
  blockIndex(messageId) {
    if (messageId !== null && messageId === this.streamMsgId) {
      if (this.openIndex !== null) return this.openIndex;
      if (this.lastStoppedIndex !== null) {
        const i = this.lastStoppedIndex;
        this.lastStoppedIndex = null;
        return i;
      }
    }
    if (messageId === null) return 0;
    const n = this.blockCount.get(messageId) ?? 0;
    this.blockCount.set(messageId, n + 1);
    return n;
  }
  toolCall(id, name, input, parentId, at, out) {
    this.toolNames.remember(id, name);
    out.push({ kind: "tool_call", id, name, input, parentId, at });
    if (name === "TodoWrite") {
      const t = schemas2().TodoWriteInput.safeParse(input);
      if (t.success) {
        const todos = t.data.todos.map((x) => ({
          id: x.id ?? null,
          content: x.content,
          status: todoStatus3(x.status)
        }));
        out.push({ kind: "todos", op: "replace", todos, at });
      }
    } else if (name === "TaskCreate") {
      const t = schemas2().TaskCreateInput.safeParse(input);
      if (t.success) this.pendingTasks.remember(id, { kind: "create", subject: t.data.subject });
    } else if (name === "TaskUpdate") {
      const t = schemas2().TaskUpdateInput.safeParse(input);
      if (t.success) {
        const s = t.data.status;
        const status = s === "pending" || s === "in_progress" || s === "completed" || s === "deleted" ? s : null;
        this.pendingTasks.remember(id, {
          kind: "update",
          taskId: String(t.data.taskId),
          status,
          subject: t.data.subject ?? null
        });
      }
    }
  }
  // --- user ------------------------------------------------------------------------------------
  user(frame, at) {
    let f;
    if (isUserFrame(frame)) f = frame;
    else {
      const p = schemas2().UserFrame.safeParse(frame);
      if (!p.success) return [unknown2("invalid:user", at)];
      f = p.data;
    }
    const content = f.message.content;
    if (typeof content === "string") return [];
    const parentId = f.parent_tool_use_id ?? null;
    const out = [];
    for (const b of content) {
      if (b.type !== "tool_result") continue;
      let block;
      if (isToolResultBlock(b)) block = b;
      else {
        const r = schemas2().ToolResultBlock.safeParse(b);
        if (!r.success) {
          out.push(unknown2("invalid:user/tool_result", at));
          continue;
        }
        block = r.data;
      }
      this.toolResult(block, f, parentId, at, out);
    }
    return out;
  }
  toolResult(block, frame, parentId, at, out) {
    const id = block.tool_use_id;
    const meta = frame.tool_result_meta?.find((m) => m.id === id) ?? null;
    const output = toolResultText(block.content);
    const refusedByText = !this.deniedIds.has(id) && meta === null && block.is_error === true && isPermissionRefusal(output);
    const denied = refusedByText || this.deniedIds.has(id) || meta?.permission_decision?.decision === "reject" || meta?.non_execution_kind === "permission-rule";
    const status = denied ? "denied" : block.is_error === true ? "error" : "ok";
    const tur = frame.tool_use_result;
    const turObj = typeof tur === "object" && tur !== null ? tur : null;
    let exitCode = null;
    if (block.is_error === true && output !== null) {
      const m = EXIT_CODE_RE.exec(output);
      if (m?.[1]) exitCode = Number(m[1]);
    } else if (turObj && typeof turObj["stdout"] === "string" && turObj["interrupted"] === false) {
      exitCode = 0;
    }
    const durationMs = turObj && typeof turObj["totalDurationMs"] === "number" ? turObj["totalDurationMs"] : null;
    const name = this.toolNames.get(id) ?? null;
    this.toolNames.delete(id);
    this.deniedIds.delete(id);
    if (refusedByText) {
      out.push({
        kind: "permission_denied",
        tool: name ?? "unknown",
        toolUseId: id,
        input: null,
        message: output,
        at
      });
    }
    out.push({ kind: "tool_result", id, name, status, output, exitCode, durationMs, parentId, at });
    const task = this.pendingTasks.get(id);
    if (task) {
      this.pendingTasks.delete(id);
      if (status === "ok") this.taskResult(task, turObj, output, at, out);
    }
  }
  taskResult(task, turObj, output, at, out) {
    if (task.kind === "update") {
      out.push({
        kind: "todos",
        op: "upsert",
        id: task.taskId,
        content: task.subject,
        status: task.status,
        at
      });
      return;
    }
    const t = turObj?.["task"];
    let taskId = null;
    if (typeof t === "object" && t !== null) {
      const raw = t["id"];
      if (typeof raw === "string" || typeof raw === "number") taskId = String(raw);
    }
    if (taskId === null && output !== null) taskId = /Task #(\w+)/.exec(output)?.[1] ?? null;
    if (taskId !== null) {
      out.push({ kind: "todos", op: "upsert", id: taskId, content: task.subject, status: "pending", at });
    }
  }
  // --- result ----------------------------------------------------------------------------------
  result(frame, at) {
    const p = schemas2().ResultFrame.safeParse(frame);
    if (!p.success) return [unknown2("invalid:result", at)];
    const r = p.data;
    const outcome = claudeResultOutcome(r);
    const out = [];
    const tokens = resultTokens(r);
    out.push({
      kind: "usage",
      cumulative: true,
      messageId: null,
      tokens,
      costUsd: r.total_cost_usd ?? null,
      at
    });
    out.push({
      kind: "result",
      outcome,
      subtype: r.subtype,
      isError: r.is_error,
      text: r.result ?? null,
      errorMessage: claudeResultMessage(r, outcome),
      turns: this.addTurns(r.num_turns),
      durationMs: r.duration_ms ?? null,
      sessionId: r.session_id ?? null,
      stopReason: r.stop_reason ?? null,
      terminalReason: r.terminal_reason ?? null,
      permissionDenials: r.permission_denials ? r.permission_denials.map((d) => ({
        tool: d.tool_name,
        toolUseId: d.tool_use_id ?? null,
        input: d.tool_input
      })) : null,
      // `--json-schema`: the validated object, read as it is (src/run/structured-output.ts checks it).
      ...frame["structured_output"] !== void 0 ? { structuredOutput: frame["structured_output"] } : {},
      at
    });
    return out;
  }
  addTurns(turns) {
    if (turns == null) return this.turnsSoFar;
    this.turnsSoFar = (this.turnsSoFar ?? 0) + turns;
    return this.turnsSoFar;
  }
  // --- system/* --------------------------------------------------------------------------------
  system(frame, at) {
    const subtype = frame["subtype"];
    switch (subtype) {
      case "init": {
        const p = schemas2().InitFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/init", at)];
        const f = p.data;
        return [
          {
            kind: "session",
            sessionId: f.session_id ?? null,
            model: f.model ?? null,
            cwd: f.cwd ?? null,
            cliVersion: f.claude_code_version ?? null,
            permissionMode: f.permissionMode ?? null,
            tools: f.tools ? f.tools.filter((t) => typeof t === "string") : null,
            mcpServers: f.mcp_servers ? mcpServersOf(f.mcp_servers) : null,
            at
          }
        ];
      }
      case "api_retry": {
        const p = schemas2().ApiRetryFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/api_retry", at)];
        const f = p.data;
        return [
          {
            kind: "retry",
            attempt: f.attempt ?? null,
            maxRetries: f.max_retries ?? null,
            delayMs: f.retry_delay_ms ?? null,
            httpStatus: f.error_status ?? null,
            category: f.error ?? null,
            message: null,
            at
          }
        ];
      }
      case "permission_denied": {
        const p = schemas2().PermissionDeniedFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/permission_denied", at)];
        const f = p.data;
        if (f.tool_use_id) {
          this.deniedIds.add(f.tool_use_id);
          if (this.deniedIds.size > STATE_CAP) this.deniedIds.delete(this.deniedIds.values().next().value);
        }
        return [
          {
            kind: "permission_denied",
            tool: f.tool_name,
            toolUseId: f.tool_use_id ?? null,
            input: null,
            message: f.message ?? null,
            at
          }
        ];
      }
      case "status": {
        let f;
        if (isStatusFrame(frame)) f = frame;
        else {
          const p = schemas2().StatusFrame.safeParse(frame);
          if (!p.success) return [unknown2("invalid:system/status", at)];
          f = p.data;
        }
        if (f.status === "compacting") {
          return [
            {
              kind: "notice",
              level: "info",
              code: "compacting",
              message: "Compacting the conversation.",
              at
            }
          ];
        }
        if (f.compact_result === "failed") {
          const why = f.compact_error ? ` (${f.compact_error})` : "";
          return [
            {
              kind: "notice",
              level: "warning",
              code: "compact_failed",
              message: `Compaction failed${why}.`,
              at
            }
          ];
        }
        return [];
      }
      case "compact_boundary": {
        const p = schemas2().CompactBoundaryFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/compact_boundary", at)];
        const m = p.data.compact_metadata;
        const sizes = m?.pre_tokens != null && m.post_tokens != null ? ` (${m.pre_tokens} \u2192 ${m.post_tokens} tokens)` : "";
        return [
          { kind: "notice", level: "info", code: "compacted", message: `Context compacted${sizes}.`, at }
        ];
      }
      case "hook_response": {
        const p = schemas2().HookResponseFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/hook_response", at)];
        const f = p.data;
        const failed = f.outcome != null && f.outcome !== "success" || f.exit_code != null && f.exit_code !== 0;
        if (!failed) return [];
        const code = f.exit_code != null ? ` (exit ${f.exit_code})` : "";
        return [
          {
            kind: "notice",
            level: "warning",
            code: "hook_failed",
            message: `Hook ${f.hook_name ?? "?"} failed${code}.`,
            at
          }
        ];
      }
      case "model_fallback":
      case "informational":
      case "model_refusal_fallback":
      case "model_refusal_no_fallback":
      case "notification": {
        const p = schemas2().ContentNoticeFrame.safeParse(frame);
        if (!p.success) return [unknown2(`invalid:system/${subtype}`, at)];
        const text = p.data.content;
        const level = subtype === "informational" || subtype === "notification" ? "info" : "warning";
        const message = text && text !== "" ? text : subtype === "model_refusal_no_fallback" ? "The model refused again." : subtype;
        return [{ kind: "notice", level, code: subtype, message, at }];
      }
      case "task_notification": {
        const p = schemas2().TaskNotificationFrame.safeParse(frame);
        if (!p.success) return [unknown2("invalid:system/task_notification", at)];
        const f = p.data;
        if (f.status === "completed" || f.status == null) return [];
        return [
          {
            kind: "notice",
            level: "warning",
            code: "task_failed",
            message: `A background task ended ${f.status}${f.summary ? `: ${f.summary}` : ""}.`,
            at
          }
        ];
      }
      case "thinking_tokens":
        return [{ kind: "thinking", parentId: null, at }];
      // Known and not needed by the summary.
      case "hook_started":
      case "hook_progress":
      case "task_started":
      case "task_progress":
      case "task_updated":
      case "background_tasks_changed":
      case "session_state_changed":
      case "control_request_progress":
      case "commands_changed":
      case "files_persisted":
        return [];
      default:
        return [unknown2(`system/${typeof subtype === "string" ? subtype : "untyped"}`, at)];
    }
  }
};
function resultTokens(r) {
  const mu = r.modelUsage;
  if (mu) {
    const entries = Object.values(mu);
    if (entries.length > 0) {
      const t = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
      for (const e of entries) {
        t.input += e.inputTokens ?? 0;
        t.output += e.outputTokens ?? 0;
        t.cacheRead += e.cacheReadInputTokens ?? 0;
        t.cacheWrite += e.cacheCreationInputTokens ?? 0;
      }
      return t;
    }
  }
  return usageToTokens(r.usage);
}
var CLAUDE_ONLY_TYPES = /* @__PURE__ */ new Set([
  "stream_event",
  "rate_limit_event",
  "tool_progress",
  "tool_use_summary",
  "auth_status",
  "prompt_suggestion"
]);
var CLAUDE_SYSTEM_SUBTYPES = /* @__PURE__ */ new Set([
  "hook_started",
  "hook_response",
  "status",
  "compact_boundary",
  "thinking_tokens",
  "task_started",
  "task_progress",
  "task_updated",
  "task_notification",
  "permission_denied",
  "session_state_changed",
  "background_tasks_changed",
  "model_fallback"
]);
function mcpServersOf(entries) {
  const out = [];
  for (const e of entries) {
    if (typeof e !== "object" || e === null) continue;
    const name = ownValue(e, "name");
    const status = ownValue(e, "status");
    const error = ownValue(e, "error");
    if (typeof name !== "string" || typeof status !== "string") continue;
    out.push({ name, status, error: typeof error === "string" && error !== "" ? error : null });
  }
  return out;
}
function score3(frame) {
  try {
    const type = frame["type"];
    if (typeof type !== "string") return 0;
    if ("jsonrpc" in frame) return 0;
    if (type === "system") {
      const st = frame["subtype"];
      if (st === "init") {
        if (typeof frame["claude_code_version"] === "string") return 10;
        if ("uuid" in frame && "apiKeySource" in frame && "slash_commands" in frame) return 8;
        return 0;
      }
      if (st === "api_retry" && "error" in frame && "retry_delay_ms" in frame) return 5;
      if (typeof st === "string" && CLAUDE_SYSTEM_SUBTYPES.has(st) && "uuid" in frame) return 5;
    }
    if (CLAUDE_ONLY_TYPES.has(type)) return 5;
    if (type === "result" && "num_turns" in frame && "total_cost_usd" in frame && "modelUsage" in frame)
      return 6;
    if (typeof frame["uuid"] === "string" && typeof frame["session_id"] === "string") return 3;
    return 0;
  } catch {
    return 0;
  }
}
var PERMISSION_REFUSAL = /^(?:<tool_use_error>)?(?:Error: )?(?:This command requires approval|This (?:Bash )?command contains multiple operations\. The following parts? requires? approval|Command contains (?:subexpressions|malformed syntax|expandable strings)|Command name is a dynamic expression|Contains [a-z_]{1,40}\s*$|Contains shell syntax\b|[^\n]{1,200}? requires manual approval|\S{1,40} in '[^'\n]{1,400}' (?:was blocked\. For security|needs approval)|PreToolUse:\S{1,100} hook (?:error|blocking error)|A (?:nested command|variable)(?: in braces)? in this command can't be checked|Claude requested permissions to .{1,400}? but you haven't granted it yet|Permission to use \S+ has been denied)/;
function isPermissionRefusal(output) {
  return output !== null && PERMISSION_REFUSAL.test(output.trimStart());
}
var claudeCode = {
  sessionOf: sessionField("session_id"),
  name: "claude-code",
  reportsRetries: true,
  // system/api_retry frames
  createParser: () => new ClaudeCodeParser(),
  score: score3
};

// src/stream/dialects/codex.ts
var exitCodes2 = {
  1: {
    outcome: "error",
    meaning: "codex failed (startup, auth or resume failure, or an interrupt: SIGINT also exits 1)"
  },
  2: { outcome: "error", meaning: "usage error (bad command-line arguments)" }
};
var BUDGET_EXHAUSTED = /rollout token budget exhausted/i;
var OUTPUT_LIMIT = /Incomplete response returned, reason: max_output_tokens/i;
var RECONNECTING = /^\s*Reconnecting\b/i;
var NETWORK_FAILURE = /stream disconnected|error sending request|connection (?:refused|reset|closed)|dns error|failed to lookup|timed? ?out|waiting for network/i;
var SANDBOX_UNAVAILABLE = /^bwrap: .*(?:namespace|RTM_NEWADDR|Operation not permitted|No permissions).*$/m;
var BLOCKED_ON_STDERR = [
  {
    pattern: /\bcodex_core::tools::router: error=(patch rejected: [\s\S]*)/,
    tool: "apply_patch",
    what: (m) => `a patch: ${/^patch rejected: ([^;]*)/.exec(m)?.[1] ?? m}`
  },
  {
    pattern: /\bcodex_core::tools::router: error=(approval policy is \w+; reject command[\s\S]*)/,
    tool: "shell",
    what: () => "a command that asked to run outside the sandbox"
  },
  {
    // Only this reason: it is the one seen with NO item (a command that wrote in the read-only
    // sandbox, or outside the writable roots). Others come with a failed item of their own
    // (`failed_to_write_file`: a patch the sandbox could not apply) and must not count twice.
    pattern: /\bcodex_sandboxing::violation: recorded (sandbox violation: [\s\S]*)/,
    also: /\breason=read_only_file_system\b/,
    tool: "shell",
    what: (m) => {
      const reason = /\breason=(\S+)/.exec(m)?.[1]?.replace(/_/g, " ");
      return `a command: blocked by the sandbox${reason ? ` (${reason})` : ""}`;
    }
  }
];
var TOOL_ITEM_TYPES = /* @__PURE__ */ new Set([
  "command_execution",
  "file_change",
  "mcp_tool_call",
  "web_search",
  "collab_tool_call"
]);
function buildSchemas3() {
  const ThreadStarted = jitLooseObject({ thread_id: nullish(string()) });
  const ItemFrame = jitLooseObject({
    item: jitLooseObject({
      id: string(),
      // Codex's first shape of items (openai/codex pull request 4525) used `item_type` and
      // `assistant_message`; accept both spellings.
      type: optional(string()),
      item_type: optional(string()),
      status: nullish(union([_enum(["in_progress", "completed", "failed", "declined"]), string()]))
    })
  });
  const TurnCompleted = jitLooseObject({
    usage: nullish(
      jitLooseObject({
        input_tokens: nullish(number()),
        cached_input_tokens: nullish(number()),
        cache_write_input_tokens: nullish(number()),
        output_tokens: nullish(number())
      })
    )
  });
  const TurnFailed = jitLooseObject({
    error: nullish(jitLooseObject({ message: nullish(string()) }))
  });
  const ErrorFrame = jitLooseObject({ message: string() });
  return { ThreadStarted, ItemFrame, TurnCompleted, TurnFailed, ErrorFrame };
}
var schemas3 = once(buildSchemas3);
function str2(value) {
  return typeof value === "string" ? value : null;
}
function toolName(type, item) {
  switch (type) {
    case "command_execution":
      return "shell";
    case "file_change":
      return "apply_patch";
    case "mcp_tool_call": {
      const server = str2(item.server);
      const tool = str2(item.tool) ?? "tool";
      return server === null ? tool : `${server}/${tool}`;
    }
    case "collab_tool_call":
      return str2(item.tool) ?? "collab";
    default:
      return type;
  }
}
function toolInput(type, item) {
  switch (type) {
    case "command_execution":
      return { command: item.command ?? null };
    case "file_change": {
      const changes = Array.isArray(item.changes) ? item.changes : [];
      const first = str2((changes[0] ?? {}).path);
      return first === null ? { changes } : { changes, path: first };
    }
    case "mcp_tool_call":
      return item.arguments ?? null;
    case "web_search":
      return { query: item.query ?? null, action: item.action ?? null };
    case "collab_tool_call":
      return { prompt: item.prompt ?? null, receivers: item.receiver_thread_ids ?? null };
    default:
      return null;
  }
}
function toolOutput(type, item) {
  const error = item.error;
  const errorMessage = error !== null && typeof error === "object" ? str2(error.message) : null;
  switch (type) {
    case "command_execution":
      return str2(item.aggregated_output) ?? errorMessage;
    case "file_change": {
      if (!Array.isArray(item.changes)) return errorMessage;
      const lines = item.changes.map((c) => {
        const change = c ?? {};
        return `${str2(change.kind) ?? "change"} ${str2(change.path) ?? "?"}`;
      });
      return lines.join("\n");
    }
    case "mcp_tool_call": {
      const result = item.result;
      if (errorMessage !== null) return errorMessage;
      return result !== null && typeof result === "object" ? outputText(result.content) : null;
    }
    default:
      return errorMessage ?? outputText(item.results ?? item.agents_states ?? null);
  }
}
function toolStatus(type, item) {
  switch (item.status) {
    case "failed":
      return "error";
    case "declined":
      return "denied";
    case "completed": {
      const exitCode = finiteOrNull(item.exit_code);
      if (exitCode !== null && exitCode !== 0) return "error";
      return item.error !== null && item.error !== void 0 ? "error" : "ok";
    }
    case void 0:
    case null:
      return type === "web_search" ? "ok" : null;
    default:
      return null;
  }
}
function sameCause(a, b) {
  const bare = (m) => m.replace(/(?:,|(?<![\s,]))\s*request id: \S+/g, "").trim();
  return bare(a) === bare(b);
}
function parseReconnect(message) {
  const counts = /(?<!\d)(\d+)\s*\/\s*(\d+)/.exec(message);
  const status = /\bstatus:? ([45]\d\d)\b/.exec(message);
  const cause = /^\s*Reconnecting\b[^(]*\((.*)\)\s*$/s.exec(message)?.[1] ?? message;
  return {
    attempt: counts ? Number(counts[1]) : null,
    max: counts ? Number(counts[2]) : null,
    status: status ? Number(status[1]) : null,
    cause,
    category: status ? "http_error" : NETWORK_FAILURE.test(cause) ? "network" : "error"
  };
}
var CodexParser = class {
  threadId = null;
  turns = 0;
  lastAgentMessage = null;
  startedTools = /* @__PURE__ */ new Set();
  /** A top-level non-reconnect `error`, until we learn whether the run survived it. */
  pendingError = null;
  /** The cause of the last "Reconnecting…" retry: a turn.failed with it is an API failure. */
  lastRetryCause = null;
  /** Denied tool calls made from stderr lines (they have no item id of their own). */
  blocked = 0;
  /** The sandbox-could-not-start notice is said once, not for every command it fails. */
  saidSandboxUnavailable = false;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const type = frame.type;
    if (typeof type === "string" && type.startsWith("item.")) {
      return [...this.survivedError(at), ...this.item(type, frame, at)];
    }
    switch (type) {
      case "thread.started": {
        const started = parseFrame(schemas3().ThreadStarted, frame);
        if (started === null) return [invalidEvent(frame, at)];
        this.threadId = started.thread_id ?? null;
        return [
          {
            kind: "session",
            sessionId: this.threadId,
            model: null,
            cwd: null,
            cliVersion: null,
            permissionMode: null,
            tools: null,
            at
          }
        ];
      }
      case "turn.started":
        this.turns += 1;
        return this.survivedError(at);
      case "turn.completed":
        return [...this.survivedError(at), ...this.turnCompleted(frame, at)];
      case "turn.failed":
        return this.turnFailed(frame, at);
      case "error":
        return this.topLevelError(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  /**
   * The run went on after a top-level error: it was a warning the run survived, and it was
   * retried (dialects.md §9.3.5). Said now, when that is known.
   */
  survivedError(at) {
    if (this.pendingError === null) return [];
    const { message } = this.pendingError;
    this.pendingError = null;
    const parsed = parseReconnect(message);
    return [
      { kind: "notice", level: "warning", code: "codex_error", message, at },
      {
        kind: "retry",
        attempt: parsed.attempt,
        maxRetries: parsed.max,
        delayMs: null,
        httpStatus: parsed.status,
        category: parsed.category,
        message,
        at
      }
    ];
  }
  topLevelError(frame, at) {
    const err = parseFrame(schemas3().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    if (RECONNECTING.test(err.message)) {
      const parsed = parseReconnect(err.message);
      this.lastRetryCause = parsed.cause;
      return [
        ...this.survivedError(at),
        {
          kind: "retry",
          attempt: parsed.attempt,
          maxRetries: parsed.max,
          delayMs: null,
          httpStatus: parsed.status,
          category: parsed.category,
          message: err.message,
          at
        }
      ];
    }
    const out = this.survivedError(at);
    this.pendingError = { message: err.message, at };
    return out;
  }
  /** The stream ended with an error still held: the run did not get to say more, keep it. */
  end(_at) {
    if (this.pendingError === null) return [];
    const { message, at } = this.pendingError;
    this.pendingError = null;
    return [
      { kind: "notice", level: "warning", code: "codex_error", message: providerErrorWords(message), at }
    ];
  }
  /** A stderr line that says a tool was blocked (BLOCKED_ON_STDERR) → a denied tool call. */
  stderrLine(line, at) {
    for (const { pattern, also, tool, what } of BLOCKED_ON_STDERR) {
      const match = pattern.exec(line);
      if (!match || also && !also.test(match[1])) continue;
      const message = match[1].trim();
      const id = `codex-blocked-${++this.blocked}`;
      const input = what(message);
      return [
        { kind: "tool_call", id, name: tool, input, parentId: null, at },
        // The denial before the result, so the views report it once (annotations key on it).
        { kind: "permission_denied", tool, toolUseId: id, input, message, at },
        {
          kind: "tool_result",
          id,
          name: tool,
          status: "denied",
          output: message,
          exitCode: null,
          durationMs: 0,
          parentId: null,
          at
        }
      ];
    }
    return [];
  }
  item(frameType, frame, at) {
    if (frameType !== "item.started" && frameType !== "item.updated" && frameType !== "item.completed") {
      return [unknownEvent(frameType, at)];
    }
    const parsed = parseFrame(schemas3().ItemFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const item = parsed.item;
    const rawType = parsed.item.type ?? parsed.item.item_type ?? "";
    const type = rawType === "assistant_message" ? "agent_message" : rawType;
    const completed = frameType === "item.completed";
    if (TOOL_ITEM_TYPES.has(type)) return this.toolItem(type, item, completed, at);
    switch (type) {
      case "agent_message": {
        if (!completed) return [];
        const text = str2(item.text) ?? textOfContent(item.content) ?? "";
        this.lastAgentMessage = text;
        return [
          { kind: "step", messageId: item.id, model: null, parentId: null, at },
          { kind: "text", mode: "block", text, messageId: item.id, index: 0, parentId: null, at }
        ];
      }
      case "reasoning":
        return completed ? [{ kind: "thinking", parentId: null, at }] : [];
      case "todo_list": {
        if (!Array.isArray(item.items)) return [invalidEvent(frame, at)];
        const todos = item.items.flatMap((raw) => {
          const entry = raw ?? {};
          const content = str2(entry.text);
          if (content === null) return [];
          return [{ id: null, content, status: entry.completed === true ? "completed" : "pending" }];
        });
        return [{ kind: "todos", op: "replace", todos, at }];
      }
      case "error":
        return completed ? [
          {
            kind: "notice",
            level: "warning",
            code: "codex_warning",
            message: str2(item.message) ?? "warning",
            at
          }
        ] : [];
      default:
        return [unknownEvent(`${frameType}/${type || "(no type)"}`, at)];
    }
  }
  toolItem(type, item, completed, at) {
    const key = `${type}:${item.id}`;
    const name = toolName(type, item);
    const out = [];
    if (!this.startedTools.has(key)) {
      this.startedTools.add(key);
      out.push({ kind: "tool_call", id: item.id, name, input: toolInput(type, item), parentId: null, at });
    }
    if (!completed) return out;
    const status = toolStatus(type, item);
    if (status === null) return out;
    const output = toolOutput(type, item);
    out.push({
      kind: "tool_result",
      id: item.id,
      name,
      status,
      output,
      exitCode: finiteOrNull(item.exit_code),
      durationMs: null,
      parentId: null,
      at
    });
    if (status === "denied") {
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: item.id,
        input: toolInput(type, item),
        message: output,
        at
      });
    }
    const bwrap = status === "error" && output !== null ? SANDBOX_UNAVAILABLE.exec(output.slice(0, 2048)) : null;
    if (bwrap && !this.saidSandboxUnavailable) {
      this.saidSandboxUnavailable = true;
      out.push({
        kind: "notice",
        level: "warning",
        code: "codex_sandbox_unavailable",
        message: `Codex's sandbox could not start, so every sandboxed command fails (${bwrap[0].trim()}). It needs unprivileged user namespaces (Ubuntu 24.04 restricts them: \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\`), or run codex without its sandbox ('permission-mode: bypassPermissions') where the machine itself is the sandbox.`,
        at
      });
    }
    return out;
  }
  turnCompleted(frame, at) {
    const turn = parseFrame(schemas3().TurnCompleted, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const out = [];
    const usage = turn.usage;
    if (usage !== null && usage !== void 0) {
      const cached = finiteOrNull(usage.cached_input_tokens) ?? 0;
      out.push({
        kind: "usage",
        // Recent processors report the thread's running total: never add turns up.
        cumulative: true,
        messageId: null,
        tokens: {
          input: Math.max(0, (finiteOrNull(usage.input_tokens) ?? 0) - cached),
          output: finiteOrNull(usage.output_tokens) ?? 0,
          cacheRead: cached,
          cacheWrite: finiteOrNull(usage.cache_write_input_tokens) ?? 0
        },
        costUsd: null,
        at
      });
    }
    out.push({
      kind: "result",
      outcome: "success",
      subtype: "turn.completed",
      isError: false,
      text: this.lastAgentMessage,
      errorMessage: null,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
  turnFailed(frame, at) {
    const turn = parseFrame(schemas3().TurnFailed, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const pending = this.pendingError;
    this.pendingError = null;
    const raw = turn.error?.message ?? pending?.message ?? "codex reported a failed turn";
    const message = providerErrorWords(raw);
    const out = pending !== null && pending.message !== raw ? [
      {
        kind: "notice",
        level: "warning",
        code: "codex_error",
        message: providerErrorWords(pending.message),
        at: pending.at
      }
    ] : [];
    out.push({
      kind: "result",
      outcome: BUDGET_EXHAUSTED.test(message) ? "budget_exceeded" : OUTPUT_LIMIT.test(message) ? "max_tokens" : "error",
      subtype: "turn.failed",
      isError: true,
      text: this.lastAgentMessage,
      errorMessage: message,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: OUTPUT_LIMIT.test(message) ? "max_output_tokens" : null,
      // Retried with the same cause until Codex gave up: the API failed, not the agent.
      terminalReason: this.lastRetryCause !== null && sameCause(raw, this.lastRetryCause) ? "api_error" : null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function score4(frame) {
  if ("jsonrpc" in frame) return 0;
  const type = frame.type;
  if (typeof type !== "string") return 0;
  if (type.startsWith("thread.") || type.startsWith("turn.") || type.startsWith("item.")) return 10;
  if (type === "error" && typeof frame.message === "string" && Object.keys(frame).length === 2) return 2;
  return 0;
}
var codex = {
  sessionOf: sessionField("thread_id"),
  name: "codex",
  reportsRetries: true,
  // "Reconnecting… n/5" error items
  exitCodes: exitCodes2,
  createParser: () => new CodexParser(),
  score: score4
};

// src/stream/dialects/cursor.ts
var exitCodes3 = {};
function buildSchemas4() {
  const InitFrame = jitLooseObject({
    session_id: nullish(string()),
    model: nullish(string()),
    cwd: nullish(string()),
    permissionMode: nullish(string())
  });
  const MessageFrame = jitLooseObject({
    message: jitLooseObject({ content: optional(unknown()) }),
    timestamp_ms: optional(unknown()),
    model_call_id: optional(unknown())
  });
  const ToolCallFrame = jitLooseObject({
    subtype: union([_enum(["started", "completed"]), string()]),
    call_id: string(),
    tool_call: record(string(), unknown())
  });
  const ResultFrame = jitLooseObject({
    subtype: nullish(union([_enum(["success", "error"]), string()])),
    is_error: nullish(boolean()),
    result: nullish(string()),
    error: optional(unknown()),
    duration_ms: nullish(number()),
    session_id: nullish(string()),
    usage: nullish(
      jitLooseObject({
        inputTokens: nullish(number()),
        outputTokens: nullish(number()),
        cacheReadTokens: nullish(number()),
        cacheWriteTokens: nullish(number())
      })
    )
  });
  return { InitFrame, MessageFrame, ToolCallFrame, ResultFrame };
}
var schemas4 = once(buildSchemas4);
function toolKey(toolCall) {
  for (const [key, value] of Object.entries(toolCall)) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
    const body = value;
    if (key === "function") {
      return { name: typeof body.name === "string" ? body.name : "function", body, isFunction: true };
    }
    if (key.endsWith("ToolCall") && key.length > "ToolCall".length) {
      return { name: key.slice(0, -"ToolCall".length), body, isFunction: false };
    }
  }
  return null;
}
function toolInput2(key) {
  if (!key.isFunction) return key.body.args ?? null;
  const args = key.body.arguments;
  if (typeof args !== "string") return args ?? null;
  try {
    return JSON.parse(args);
  } catch {
    return args;
  }
}
function toolOutcome(result) {
  if (result === null || typeof result !== "object") return null;
  const r = result;
  if (r.success !== void 0 && r.success !== null) {
    const s = typeof r.success === "object" ? r.success : {};
    const exitCode = numberish(s.exitCode);
    const output = typeof s.stdout === "string" || typeof s.stderr === "string" ? [s.stdout, s.stderr].filter((v) => typeof v === "string" && v !== "").join("\n") : typeof s.content === "string" ? s.content : outputText(r.success);
    const status = exitCode !== null && exitCode !== 0 ? "error" : "ok";
    return { status, output, exitCode, deniedReason: null };
  }
  if (r.rejected !== void 0 && r.rejected !== null) {
    const rej = typeof r.rejected === "object" ? r.rejected : {};
    const reason = typeof rej.reason === "string" ? rej.reason : null;
    return { status: "denied", output: reason, exitCode: null, deniedReason: reason ?? "rejected" };
  }
  const failureKey = Object.keys(r).find((k) => r[k] !== null && typeof r[k] === "object");
  if (failureKey === void 0) return null;
  const f = r[failureKey];
  const message = [f.errorMessage, f.error, f.message, f.stderr].find((v) => typeof v === "string");
  return {
    status: "error",
    output: typeof message === "string" ? message : outputText(f),
    exitCode: numberish(f.exitCode),
    deniedReason: null
  };
}
var CursorParser = class {
  partialOutput = false;
  segment = 0;
  segmentOpen = false;
  /** Index of the next whole-segment block within the current segment. */
  blockIndex = 0;
  /** Text of the current segment (since the last tool call), for the final answer. */
  segmentText = "";
  thinkingOpen = false;
  started = /* @__PURE__ */ new Set();
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    switch (frame.type) {
      case "system":
        if (frame.subtype === "init") return this.init(frame, at);
        return [unknownEvent(frameKind(frame), at)];
      case "user":
        return [];
      case "assistant":
        return this.assistant(frame, at);
      case "thinking":
        return this.thinking(frame, at);
      case "tool_call":
        return this.toolCall(frame, at);
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  init(frame, at) {
    const init = parseFrame(schemas4().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    return [
      {
        kind: "session",
        sessionId: init.session_id ?? null,
        model: init.model ?? null,
        cwd: init.cwd ?? null,
        cliVersion: null,
        permissionMode: init.permissionMode ?? null,
        tools: null,
        at
      }
    ];
  }
  /** Opens a new text segment (a step) at the first text after the start or after a tool call. */
  openSegment(at, out) {
    if (this.segmentOpen) return;
    this.segment += 1;
    this.segmentOpen = true;
    this.blockIndex = 0;
    this.segmentText = "";
    out.push({ kind: "step", messageId: this.messageId(), model: null, parentId: null, at });
  }
  messageId() {
    return `cursor-seg-${this.segment}`;
  }
  assistant(frame, at) {
    const msg = parseFrame(schemas4().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    const text = textOfContent(msg.message.content);
    if (text === null) return [];
    const isDelta = msg.timestamp_ms !== void 0 && msg.model_call_id === void 0;
    if (isDelta) this.partialOutput = true;
    else if (this.partialOutput) return [];
    const out = [];
    this.openSegment(at, out);
    this.thinkingOpen = false;
    if (isDelta) {
      this.segmentText += text;
      out.push({
        kind: "text",
        mode: "delta",
        text,
        messageId: this.messageId(),
        index: 0,
        parentId: null,
        at
      });
    } else {
      this.segmentText += text;
      out.push({
        kind: "text",
        mode: "block",
        text,
        messageId: this.messageId(),
        index: this.blockIndex,
        parentId: null,
        at
      });
      this.blockIndex += 1;
    }
    return out;
  }
  thinking(frame, at) {
    if (frame.subtype === "completed") {
      const wasOpen = this.thinkingOpen;
      this.thinkingOpen = false;
      return wasOpen ? [] : [{ kind: "thinking", parentId: null, at }];
    }
    if (frame.subtype !== "delta") return [unknownEvent(frameKind(frame), at)];
    if (this.thinkingOpen) return [];
    this.thinkingOpen = true;
    return [{ kind: "thinking", parentId: null, at }];
  }
  /** A tool call ends the current text segment: later text is a new segment. */
  closeSegment() {
    this.segmentOpen = false;
    this.segmentText = "";
  }
  toolCall(frame, at) {
    const call = parseFrame(schemas4().ToolCallFrame, frame);
    if (call === null) return [invalidEvent(frame, at)];
    const key = toolKey(call.tool_call);
    const name = key?.name ?? "unknown";
    const input = key === null ? null : toolInput2(key);
    this.thinkingOpen = false;
    this.closeSegment();
    if (call.subtype !== "started" && call.subtype !== "completed")
      return [unknownEvent(frameKind(frame), at)];
    const out = [];
    if (!this.started.has(call.call_id)) {
      this.started.add(call.call_id);
      out.push({ kind: "tool_call", id: call.call_id, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
      }
    }
    if (call.subtype === "started") return out;
    const outcome = toolOutcome(key?.body.result ?? call.tool_call.result);
    if (outcome === null) return out;
    const startedAt = numberish(call.tool_call.startedAtMs);
    const completedAt = numberish(call.tool_call.completedAtMs);
    out.push({
      kind: "tool_result",
      id: call.call_id,
      name,
      status: outcome.status,
      output: outcome.output,
      exitCode: outcome.exitCode,
      durationMs: startedAt !== null && completedAt !== null ? completedAt - startedAt : null,
      parentId: null,
      at
    });
    if (outcome.deniedReason !== null) {
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: call.call_id,
        input,
        message: outcome.deniedReason,
        at
      });
    }
    return out;
  }
  result(frame, at) {
    const res = parseFrame(schemas4().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out = [];
    const tokens = tokenCounts({
      input: res.usage?.inputTokens,
      output: res.usage?.outputTokens,
      cacheRead: res.usage?.cacheReadTokens,
      cacheWrite: res.usage?.cacheWriteTokens
    });
    if (tokens !== null)
      out.push({ kind: "usage", cumulative: true, messageId: null, tokens, costUsd: null, at });
    const success = res.subtype === "success" && res.is_error !== true;
    const errorText = typeof res.error === "string" ? res.error : res.error !== void 0 ? outputText(res.error) : null;
    out.push({
      kind: "result",
      outcome: success ? "success" : "error",
      subtype: res.subtype ?? null,
      isError: !success,
      text: this.segmentText !== "" ? this.segmentText : res.result ?? null,
      errorMessage: success ? null : errorText ?? res.result ?? "Cursor reported an error result",
      turns: null,
      durationMs: res.duration_ms ?? null,
      sessionId: res.session_id ?? null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function score5(frame) {
  if ("uuid" in frame || "jsonrpc" in frame) return 0;
  if (frame.type === "tool_call") return 10;
  if (frame.type === "thinking" && typeof frame.subtype === "string") return 10;
  if ("timestamp_ms" in frame || "model_call_id" in frame) return 10;
  if (frame.type === "system" && frame.subtype === "init") {
    const cursorLike = ["login", "env", "flag"].includes(frame.apiKeySource) && "permissionMode" in frame && !("tools" in frame) && !("claude_code_version" in frame);
    return cursorLike ? 8 : 0;
  }
  if (frame.type === "result") {
    const usage = frame.usage;
    if (usage !== null && typeof usage === "object" && "inputTokens" in usage) return 8;
    return 0;
  }
  if ((frame.type === "assistant" || frame.type === "user") && "message" in frame) {
    return "parent_tool_use_id" in frame ? 0 : 2;
  }
  return 0;
}
var cursor = {
  sessionOf: sessionField("session_id"),
  name: "cursor",
  reportsRetries: false,
  // no retry events; retries go to stderr if anywhere
  exitCodes: exitCodes3,
  createParser: () => new CursorParser(),
  score: score5
};

// src/stream/dialects/gemini.ts
var exitCodes4 = {
  1: { outcome: "error", meaning: "general or API error (see stderr)" },
  41: {
    outcome: "error",
    meaning: "authentication failed before the run (no JSON at all): set GEMINI_API_KEY in the step's env"
  },
  42: {
    outcome: "error",
    meaning: 'input error (bad prompt or flags, --resume of an unknown session; "No input provided via stdin": a prompt over 128 KiB goes on stdin, which the CLI reads only if it arrives within 500 ms of asking, so a stalled runner loses it)'
  },
  44: { outcome: "error", meaning: "sandbox error" },
  52: { outcome: "error", meaning: "configuration error (settings.json, trustedFolders.json or flags)" },
  53: {
    outcome: "max_turns",
    meaning: "session turn limit reached (model.maxSessionTurns in settings.json)"
  },
  54: { outcome: "error", meaning: "fatal tool execution error (e.g. no space left on device)" },
  55: {
    outcome: "error",
    meaning: "the workspace is not trusted: under CI the CLI needs GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust (Narrator's gemini recipe sets it; add it to a 'command' of your own)"
  },
  130: { outcome: "cancelled", meaning: "cancelled" },
  144: {
    outcome: "error",
    meaning: "API error HTTP 400, e.g. an invalid API key (exit code = status & 0xFF)"
  },
  145: { outcome: "error", meaning: "API error HTTP 401: check GEMINI_API_KEY (exit code = status & 0xFF)" },
  147: { outcome: "error", meaning: "API error HTTP 403: check GEMINI_API_KEY (exit code = status & 0xFF)" },
  148: { outcome: "error", meaning: "API error HTTP 404, e.g. an unknown model (exit code = status & 0xFF)" },
  173: { outcome: "error", meaning: "API error HTTP 429, quota or rate limit (exit code = status & 0xFF)" },
  244: { outcome: "error", meaning: "API error HTTP 500 (exit code = status & 0xFF)" },
  247: { outcome: "error", meaning: "API error HTTP 503 (exit code = status & 0xFF)" }
};
var MAX_TOKENS_SENTENCE = /exceeded the token limit|\bMAX_TOKENS\b/;
var MAX_TURNS_SENTENCE = /maximum session turns/i;
var WITHHELD_TOOLS = {
  write_file: "acceptEdits (or bypassPermissions)",
  replace: "acceptEdits (or bypassPermissions)",
  web_fetch: "acceptEdits (or bypassPermissions)",
  run_shell_command: "bypassPermissions",
  list_background_processes: "bypassPermissions",
  read_background_output: "bypassPermissions",
  activate_skill: "bypassPermissions"
};
var SILENT_SHELL_EXIT = /^Command exited with code: (-?\d+)$/;
var SHELL_SIGNAL = /^Command terminated by signal: \S+$/;
var KEY_REFUSED = /API_KEY_INVALID|API key not valid|UNAUTHENTICATED|"code":\s*401\b/;
var KEY_HINT = "Gemini CLI's API key was refused: set GEMINI_API_KEY in the step's env from a repository secret";
var RETRY_LINE = /^Attempt (\d+) failed(?: with status (\d{3})| with (429) error \(no Retry-After header\)| with (5xx) error)?(?:\. Retrying with backoff|: .*\. Retrying after (\d+)ms)/;
var ANSI = /\x1b\[[0-9;]*m/g;
function buildSchemas5() {
  const InitFrame = jitLooseObject({ session_id: nullish(string()), model: nullish(string()) });
  const ToolUseFrame = jitLooseObject({
    tool_name: string(),
    tool_id: string(),
    parameters: optional(unknown())
  });
  const ErrorObject = jitLooseObject({ type: nullish(string()), message: nullish(string()) });
  const ToolResultFrame = jitLooseObject({
    tool_id: string(),
    status: union([_enum(["success", "error"]), string()]),
    output: optional(unknown()),
    error: nullish(ErrorObject)
  });
  const ErrorFrame = jitLooseObject({
    severity: nullish(union([_enum(["warning", "error"]), string()])),
    message: nullish(string())
  });
  const ModelStats = jitLooseObject({
    total_tokens: nullish(number()),
    input_tokens: nullish(number()),
    output_tokens: nullish(number()),
    cached: nullish(number()),
    input: nullish(number())
  });
  const ResultFrame = jitLooseObject({
    status: union([_enum(["success", "error"]), string()]),
    error: nullish(ErrorObject),
    stats: nullish(
      jitLooseObject({
        total_tokens: nullish(number()),
        input_tokens: nullish(number()),
        output_tokens: nullish(number()),
        cached: nullish(number()),
        input: nullish(number()),
        duration_ms: nullish(number()),
        models: _catch(nullish(record(string(), _catch(nullish(ModelStats), null))), null)
      })
    )
  });
  return { InitFrame, ToolUseFrame, ToolResultFrame, ErrorFrame, ResultFrame };
}
var schemas5 = once(buildSchemas5);
function failureOutcome(errorType, lastErrorSentence) {
  if (errorType === "FatalTurnLimitedError") return "max_turns";
  if (errorType === "FatalCancellationError") return "cancelled";
  if (errorType === null || errorType === void 0) {
    if (lastErrorSentence !== null && MAX_TOKENS_SENTENCE.test(lastErrorSentence)) return "max_tokens";
    if (lastErrorSentence !== null && MAX_TURNS_SENTENCE.test(lastErrorSentence)) return "max_turns";
  }
  return "error";
}
function tokensFromStats(stats) {
  const inputTokens = finiteOrNull(stats.input_tokens);
  const outputTokens = finiteOrNull(stats.output_tokens);
  if (inputTokens === null || outputTokens === null) return null;
  const cached = finiteOrNull(stats.cached) ?? 0;
  const total = finiteOrNull(stats.total_tokens);
  const thinking = total === null ? 0 : Math.max(0, total - inputTokens - outputTokens);
  return {
    // `input` is the non-cached prompt; without it, input_tokens (cached included) minus cached.
    input: finiteOrNull(stats.input) ?? Math.max(0, inputTokens - cached),
    output: outputTokens + thinking,
    cacheRead: cached,
    cacheWrite: 0
  };
}
function tokensByModel(stats) {
  const models = stats.models;
  if (models === null || models === void 0) return null;
  const out = [];
  for (const name of Object.keys(models)) {
    const m = models[name];
    if (name.trim() === "" || !m) return null;
    const tokens = tokensFromStats(m);
    if (tokens === null) return null;
    out.push({ model: name, tokens });
  }
  return out.length > 1 ? out : null;
}
function modelsFromStats(stats) {
  const models = stats.models;
  if (models === null || models === void 0) return null;
  const names = Object.keys(models).filter((name) => name.trim() !== "").map((name, i) => ({ name, tokens: finiteOrNull(models[name]?.total_tokens) ?? 0, i })).sort((a, b) => b.tokens - a.tokens || a.i - b.i).map((m) => m.name);
  return names.length > 0 ? names.join(", ") : null;
}
function readableApiError(message) {
  const m = /^\[API Error: (\{[\s\S]*\})\]$/.exec(message.trim());
  if (!m) return message;
  try {
    const parsed = JSON.parse(m[1]);
    const e = parsed.error;
    if (!e || typeof e.message !== "string") return message;
    const code = typeof e.code === "number" ? ` ${e.code}` : "";
    const status = typeof e.status === "string" ? ` ${e.status}` : "";
    return `API error${code}${status}: ${e.message}`;
  } catch {
    return message;
  }
}
function retryFromStderrLine(line, at) {
  const text = line.includes("\x1B") ? line.replace(ANSI, "") : line;
  if (!text.startsWith("Attempt ")) return null;
  const m = RETRY_LINE.exec(text);
  if (!m) return null;
  const status = m[2] ?? m[3];
  const httpStatus = status === void 0 ? null : Number(status);
  const quota = m[5] !== void 0;
  const category = m[4] !== void 0 || httpStatus !== null && httpStatus >= 500 ? "server_error" : quota || httpStatus === 429 ? "rate_limit" : null;
  return {
    kind: "retry",
    attempt: Number(m[1]),
    maxRetries: null,
    delayMs: quota ? Number(m[5]) : null,
    httpStatus,
    category,
    message: null,
    at
  };
}
var GeminiParser = class {
  model = null;
  sessionId = null;
  steps = new StepCounter("gemini");
  /** Assistant text since the last tool result: the final answer (result carries none). */
  finalText = "";
  toolNames = /* @__PURE__ */ new Map();
  /** The message of the latest `error{severity:'error'}` event, for the result that follows. */
  lastErrorSentence = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  stderrLine(line, at) {
    const retry = retryFromStderrLine(line, at);
    return retry === null ? [] : [retry];
  }
  dispatch(frame, at) {
    if (frame.type === "message" || frame.type === "tool_use" || frame.type === "tool_result") {
      this.lastErrorSentence = null;
    }
    switch (frame.type) {
      case "init":
        return this.init(frame, at);
      case "message":
        return this.message(frame, at);
      case "tool_use":
        return this.toolUse(frame, at);
      case "tool_result":
        return this.toolResult(frame, at);
      case "error":
        return this.error(frame, at);
      case "result":
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }
  init(frame, at) {
    const init = parseFrame(schemas5().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    this.model = init.model ?? null;
    this.sessionId = init.session_id ?? null;
    return [
      {
        kind: "session",
        sessionId: this.sessionId,
        model: this.model,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at
      }
    ];
  }
  message(frame, at) {
    if (typeof frame.content !== "string" || typeof frame.role !== "string") return [invalidEvent(frame, at)];
    if (frame.role !== "assistant") return [];
    const out = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    const text = frame.content;
    if (frame.delta === true) {
      this.finalText += text;
      out.push({
        kind: "text",
        mode: "delta",
        text,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at
      });
    } else {
      this.finalText = text;
      out.push({
        kind: "text",
        mode: "block",
        text,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at
      });
      this.steps.breakText();
    }
    return out;
  }
  toolUse(frame, at) {
    const use = parseFrame(schemas5().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out = [];
    this.steps.open(at, this.model, out);
    this.steps.breakText();
    this.toolNames.set(use.tool_id, use.tool_name);
    const input = use.parameters ?? null;
    out.push({ kind: "tool_call", id: use.tool_id, name: use.tool_name, input, parentId: null, at });
    if (use.tool_name === "write_todos") {
      const todos = todosFromInput(input);
      if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
    }
    return out;
  }
  toolResult(frame, at) {
    const res = parseFrame(schemas5().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    this.finalText = "";
    const name = this.toolNames.get(res.tool_id) ?? null;
    const output = outputText(res.output) ?? res.error?.message ?? res.error?.type ?? null;
    const result = (status, exitCode = null) => ({
      kind: "tool_result",
      id: res.tool_id,
      name,
      status,
      output: status === "ok" ? outputText(res.output) : output,
      exitCode,
      durationMs: null,
      parentId: null,
      at
    });
    if (res.status === "success") {
      const shown = typeof res.output === "string" ? res.output : null;
      if (name === "run_shell_command" && shown !== null) {
        const exit = SILENT_SHELL_EXIT.exec(shown);
        if (exit) return [result(Number(exit[1]) === 0 ? "ok" : "error", Number(exit[1]))];
        if (SHELL_SIGNAL.test(shown)) return [result("error")];
      }
      return [result("ok")];
    }
    const denial = this.denial(res.error?.type, name, res.error?.message ?? null);
    if (denial === null) return [result("error")];
    return [
      {
        kind: "permission_denied",
        tool: name ?? "unknown",
        toolUseId: res.tool_id,
        input: null,
        message: denial,
        at
      },
      result("denied")
    ];
  }
  /** Why a failed call was a permission denial (null: an ordinary tool error). */
  denial(errorType, name, message) {
    if (errorType === "policy_violation") return message ?? "Gemini CLI refused the call by policy";
    const mode = errorType === "tool_not_registered" && name !== null ? ownValue(WITHHELD_TOOLS, name) : void 0;
    if (mode === void 0) return null;
    return `Gemini CLI does not offer ${name} in this approval mode (a headless run gets no tool that would ask for approval): set permission-mode: ${mode}`;
  }
  error(frame, at) {
    const err = parseFrame(schemas5().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    const message = err.message ?? "Gemini CLI reported an error";
    const level = err.severity === "warning" ? "warning" : "error";
    if (level === "error") this.lastErrorSentence = message;
    return [{ kind: "notice", level, code: `gemini_${level}`, message, at }];
  }
  result(frame, at) {
    const res = parseFrame(schemas5().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out = [];
    const stats = res.stats;
    if (stats !== null && stats !== void 0) {
      const models = modelsFromStats(stats);
      if (models !== null && models !== this.model) {
        this.model = models;
        out.push({
          kind: "session",
          sessionId: this.sessionId,
          model: models,
          cwd: null,
          cliVersion: null,
          permissionMode: null,
          tools: null,
          at
        });
      }
      const tokens = tokensFromStats(stats);
      if (tokens !== null) {
        const byModel = tokensByModel(stats);
        out.push({
          kind: "usage",
          cumulative: true,
          messageId: null,
          tokens,
          costUsd: null,
          ...byModel ? { byModel } : {},
          at
        });
      }
    }
    const success = res.status === "success";
    const outcome = success ? "success" : failureOutcome(res.error?.type, this.lastErrorSentence);
    const duration = stats?.duration_ms;
    let errorMessage = null;
    if (!success) {
      const raw = res.error?.message ?? this.lastErrorSentence ?? `Gemini CLI ended with status ${res.status}`;
      errorMessage = readableApiError(raw);
      if (KEY_REFUSED.test(raw)) errorMessage = `${errorMessage}
${KEY_HINT}`;
    }
    out.push({
      kind: "result",
      outcome,
      subtype: res.status,
      isError: !success,
      text: this.finalText !== "" ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: typeof duration === "number" && duration > 0 ? duration : null,
      sessionId: this.sessionId,
      stopReason: null,
      terminalReason: res.error?.type ?? null,
      permissionDenials: null,
      at
    });
    return out;
  }
};
function isIsoTimestamp(value) {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value);
}
function score6(frame) {
  if ("jsonrpc" in frame || "subtype" in frame) return 0;
  const iso = isIsoTimestamp(frame.timestamp);
  switch (frame.type) {
    case "init":
      return iso ? 10 : 4;
    case "message":
      return typeof frame.role === "string" && typeof frame.content === "string" ? iso ? 10 : 4 : 0;
    case "tool_use":
      return typeof frame.tool_name === "string" && "tool_id" in frame ? 10 : 0;
    case "tool_result":
      return "tool_id" in frame && "status" in frame ? 10 : 0;
    case "error":
      return "severity" in frame ? 10 : 0;
    case "result":
      return typeof frame.status === "string" ? iso ? 10 : 5 : 0;
    default:
      return 0;
  }
}
var gemini = {
  sessionOf: sessionField("session_id"),
  name: "gemini",
  // Retries are printed on stderr only (read by stderrLine), and some are made silently.
  reportsRetries: false,
  exitCodes: exitCodes4,
  createParser: () => new GeminiParser(),
  score: score6
};

// src/stream/dialects/opencode.ts
var exitCodes5 = {
  1: { outcome: "error", meaning: "a session error, or a prompt or command error" }
};
var ERROR_NAMES = [
  "ProviderAuthError",
  "UnknownError",
  "MessageOutputLengthError",
  "MessageAbortedError",
  "StructuredOutputError",
  "ContextOverflowError",
  "ContentFilterError",
  "APIError"
];
var PERMISSION_REJECTED = /rejected permission|permission (was )?(denied|rejected)/i;
var PERMISSION_RULE_DENIED = /specified a rule which prevents you from using/i;
function buildSchemas6() {
  const Part = jitLooseObject({
    id: nullish(string()),
    messageID: nullish(string())
  });
  const PartFrame = jitLooseObject({ sessionID: nullish(string()), part: Part });
  const ToolPart = jitLooseObject({
    callID: string(),
    tool: string(),
    state: jitLooseObject({
      status: union([_enum(["pending", "running", "completed", "error"]), string()]),
      input: optional(unknown()),
      output: optional(unknown()),
      error: optional(unknown()),
      metadata: nullish(jitLooseObject({ exit: optional(unknown()) })),
      time: nullish(jitLooseObject({ start: nullish(number()), end: nullish(number()) }))
    })
  });
  const TextPart = jitLooseObject({ text: string() });
  const StepFinishPart = jitLooseObject({
    reason: nullish(string()),
    cost: nullish(number()),
    tokens: nullish(
      jitLooseObject({
        input: nullish(number()),
        output: nullish(number()),
        reasoning: nullish(number()),
        cache: nullish(jitLooseObject({ read: nullish(number()), write: nullish(number()) }))
      })
    )
  });
  const ErrorFrame = jitLooseObject({
    error: nullish(
      jitLooseObject({
        name: nullish(union([_enum(ERROR_NAMES), string()])),
        data: nullish(
          jitLooseObject({
            message: nullish(string()),
            statusCode: nullish(number()),
            providerID: nullish(string()),
            metadata: nullish(jitLooseObject({ url: nullish(string()) }))
          })
        ),
        message: nullish(string())
      })
    )
  });
  const DoneFrame = jitLooseObject({
    reason: nullish(string()),
    rejected: nullish(array(unknown()))
  });
  return { PartFrame, ToolPart, TextPart, StepFinishPart, ErrorFrame, DoneFrame };
}
var schemas6 = once(buildSchemas6);
var ERROR_WORDS = {
  MessageOutputLengthError: "the model hit its output token limit",
  MessageAbortedError: "the run was aborted",
  ContextOverflowError: "the conversation no longer fits the model context window",
  ProviderAuthError: "the model provider rejected the credentials"
};
var KEY_VARIABLES = [
  { provider: "anthropic", host: /(^|\.)anthropic\.com$/, variable: "ANTHROPIC_API_KEY" },
  { provider: "openai", host: /(^|\.)openai\.com$/, variable: "OPENAI_API_KEY" },
  { provider: "google", host: /(^|\.)googleapis\.com$/, variable: "GOOGLE_GENERATIVE_AI_API_KEY" },
  { provider: "openrouter", host: /(^|\.)openrouter\.ai$/, variable: "OPENROUTER_API_KEY" },
  { provider: "groq", host: /(^|\.)groq\.com$/, variable: "GROQ_API_KEY" },
  { provider: "mistral", host: /(^|\.)mistral\.ai$/, variable: "MISTRAL_API_KEY" },
  { provider: "deepseek", host: /(^|\.)deepseek\.com$/, variable: "DEEPSEEK_API_KEY" },
  { provider: "xai", host: /(^|\.)x\.ai$/, variable: "XAI_API_KEY" },
  { provider: "opencode", host: /(^|\.)opencode\.ai$/, variable: "OPENCODE_API_KEY" }
];
function hostOf(url) {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
function credentialsHint(providerId, url) {
  const host = hostOf(url);
  const known = KEY_VARIABLES.find((k) => k.provider === providerId || host !== null && k.host.test(host));
  const where = host ? ` (${host})` : providerId ? ` (${providerId})` : "";
  return known ? `the model provider${where} rejected the API key: set ${known.variable} for opencode` : `the model provider${where} rejected the API key: set the variable opencode reads the key from (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY; for a provider in opencode.json, the one named by "apiKey": "{env:NAME}")`;
}
function errorOutcome(name) {
  if (name === "MessageAbortedError") return "cancelled";
  if (name === "MessageOutputLengthError") return "max_tokens";
  return "error";
}
var ID_SPAN_MS = 2 ** 36;
var SESSION_ID = /^ses_([0-9a-f]{12})/;
function sessionStartFromId(sessionId, ts) {
  const m = SESSION_ID.exec(sessionId);
  if (m === null || !Number.isSafeInteger(ts) || ts <= 0) return null;
  const inverted = 281474976710655 - Number.parseInt(m[1], 16);
  const low = Math.floor(inverted / 4096);
  const start = ts - ((ts - low) % ID_SPAN_MS + ID_SPAN_MS) % ID_SPAN_MS;
  return ts - start <= 24 * 36e5 ? start : null;
}
var OpencodeParser = class {
  sessionId = null;
  textIndexByMessage = /* @__PURE__ */ new Map();
  indexByPart = /* @__PURE__ */ new Map();
  steps = /* @__PURE__ */ new Set();
  tools = /* @__PURE__ */ new Set();
  /** Tools already seen denied live, so `done.rejected` does not list them twice. */
  deniedTools = /* @__PURE__ */ new Set();
  /** Asks auto-rejected since the last step_finish: they end the run with that step. */
  rejectedInStep = [];
  stepFinishes = 0;
  lastText = null;
  /** The run's start on opencode's clock (epoch ms): the session's creation, else the first frame. */
  startedAt = null;
  /** The latest session error: opencode's exit status stays 1 after one, whatever follows. */
  error = null;
  toEvents(frame, at) {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }
  dispatch(frame, at) {
    const out = [];
    const stamp = finiteOrNull(frame.timestamp);
    const ts = stamp !== null && stamp > 0 ? stamp : null;
    if (this.sessionId === null && typeof frame.sessionID === "string" && frame.sessionID !== "") {
      this.sessionId = frame.sessionID;
      if (ts !== null) this.startedAt = sessionStartFromId(frame.sessionID, ts);
      out.push({
        kind: "session",
        sessionId: this.sessionId,
        model: null,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at
      });
    }
    if (ts !== null && (this.startedAt === null || ts < this.startedAt)) this.startedAt = ts;
    switch (frame.type) {
      case "step_start":
        return this.withPart(frame, at, out, (part, messageId) => this.stepStart(messageId, at, part));
      case "text":
        return this.withPart(frame, at, out, (part, messageId) => this.text(part, messageId, at));
      case "reasoning":
        return this.withPart(frame, at, out, () => [{ kind: "thinking", parentId: null, at }]);
      case "tool_use":
        return this.withPart(frame, at, out, (part) => this.toolUse(part, at));
      case "step_finish":
        return this.withPart(frame, at, out, (part, messageId) => this.stepFinish(part, messageId, at, ts));
      case "error":
        out.push(...this.errorEvent(frame, at, ts));
        return out;
      case "done":
        out.push(...this.done(frame, at, ts));
        return out;
      default:
        out.push(unknownEvent(frameKind(frame), at));
        return out;
    }
  }
  withPart(frame, at, out, handle) {
    const parsed = parseFrame(schemas6().PartFrame, frame);
    const events = parsed === null ? null : handle(parsed.part, parsed.part.messageID ?? null);
    if (events === null) out.push(invalidEvent(frame, at));
    else out.push(...events);
    return out;
  }
  stepStart(messageId, at, part) {
    const id = messageId ?? (typeof part.id === "string" ? part.id : null);
    if (id === null || this.steps.has(id)) return [];
    this.steps.add(id);
    return [{ kind: "step", messageId: id, model: null, parentId: null, at }];
  }
  text(part, messageId, at) {
    const text = parseFrame(schemas6().TextPart, part);
    if (text === null) return null;
    const message = messageId ?? "opencode-message";
    const partKey = typeof part.id === "string" ? part.id : null;
    let index = partKey === null ? void 0 : this.indexByPart.get(partKey);
    if (index === void 0) {
      index = this.textIndexByMessage.get(message) ?? 0;
      this.textIndexByMessage.set(message, index + 1);
      if (partKey !== null) this.indexByPart.set(partKey, index);
    }
    this.lastText = text.text;
    return [{ kind: "text", mode: "block", text: text.text, messageId: message, index, parentId: null, at }];
  }
  toolUse(part, at) {
    const tool = parseFrame(schemas6().ToolPart, part);
    if (tool === null) return null;
    const { state } = tool;
    const out = [];
    let name = tool.tool;
    let input = state.input ?? null;
    const invalid = invalidCall(tool.tool, input);
    if (invalid !== null) {
      name = invalid.tool;
      input = null;
    }
    if (!this.tools.has(tool.callID)) {
      this.tools.add(tool.callID);
      out.push({ kind: "tool_call", id: tool.callID, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: "todos", op: "replace", todos, at });
      }
    }
    if (state.status !== "completed" && state.status !== "error") return out;
    const exit = finiteOrNull(state.metadata?.exit);
    const errorText = state.status === "error" ? outputText(state.error) ?? "tool failed" : invalid !== null ? outputText(state.output) ?? invalid.error : null;
    const refused = state.status === "error" && errorText !== null ? PERMISSION_REJECTED.test(errorText) ? "rejected" : PERMISSION_RULE_DENIED.test(errorText) ? "denied" : null : null;
    const failed = errorText !== null || exit !== null && exit !== 0;
    const start = finiteOrNull(state.time?.start);
    const end = finiteOrNull(state.time?.end);
    if (refused !== null && errorText !== null) {
      this.deniedTools.add(name);
      if (refused === "rejected") {
        this.rejectedInStep.push({ tool: name, input, message: errorText });
      }
      out.push({
        kind: "permission_denied",
        tool: name,
        toolUseId: tool.callID,
        input,
        message: errorText,
        at
      });
    }
    out.push({
      kind: "tool_result",
      id: tool.callID,
      name,
      status: refused !== null ? "denied" : failed ? "error" : "ok",
      output: errorText ?? outputText(state.output),
      exitCode: exit,
      durationMs: start !== null && end !== null ? end - start : null,
      parentId: null,
      at
    });
    return out;
  }
  stepFinish(part, messageId, at, ts) {
    const step = parseFrame(schemas6().StepFinishPart, part);
    if (step === null) return null;
    this.stepFinishes += 1;
    const rejected = this.rejectedInStep;
    this.rejectedInStep = [];
    const out = [];
    const tokens = step.tokens;
    out.push({
      kind: "usage",
      // Per step: the reducer adds steps up (and replaces a re-sent figure for the same step).
      cumulative: false,
      messageId: messageId ?? (typeof part.id === "string" ? part.id : `opencode-step-${this.stepFinishes}`),
      tokens: tokens === null || tokens === void 0 ? null : {
        // Reasoning tokens are output the model was billed for.
        input: finiteOrNull(tokens.input) ?? 0,
        output: (finiteOrNull(tokens.output) ?? 0) + (finiteOrNull(tokens.reasoning) ?? 0),
        cacheRead: finiteOrNull(tokens.cache?.read) ?? 0,
        cacheWrite: finiteOrNull(tokens.cache?.write) ?? 0
      },
      costUsd: step.cost ?? null,
      at
    });
    switch (step.reason) {
      case "stop":
        out.push(this.terminal("stop", at, ts, null));
        break;
      case "length":
        out.push(
          this.terminal("length", at, ts, {
            outcome: "max_tokens",
            message: "the model hit its output token limit: the answer was cut off"
          })
        );
        break;
      case "content-filter":
        out.push(
          this.terminal("content-filter", at, ts, {
            outcome: "error",
            message: "the model provider's content filter stopped the answer"
          })
        );
        break;
      case "tool-calls":
        if (rejected.length > 0) {
          out.push(
            this.terminal("tool-calls", at, ts, { outcome: "error", message: rejectedWords(rejected) })
          );
        }
        break;
      default:
        break;
    }
    return out;
  }
  errorEvent(frame, at, ts) {
    const parsed = parseFrame(schemas6().ErrorFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const name = parsed.error?.name ?? null;
    const data = parsed.error?.data;
    let message = data?.message ?? parsed.error?.message ?? (name !== null ? ownValue(ERROR_WORDS, name) ?? name : "opencode reported an error");
    const status = data?.statusCode ?? null;
    if (status !== null && !message.includes(String(status))) message = `HTTP ${status}: ${message}`;
    if (name === "ProviderAuthError" || status === 401 || status === 403) {
      message = `${message} \u2014 ${credentialsHint(data?.providerID ?? null, data?.metadata?.url ?? null)}`;
    }
    const outcome = errorOutcome(name);
    this.error = { outcome, name, message };
    return [
      { kind: "notice", level: "error", code: name ?? "error", message, at },
      // A session error ends the run as a failure unless a later error replaces it (last result wins).
      this.terminal(name ?? "error", at, ts, null)
    ];
  }
  done(frame, at, ts) {
    const done = parseFrame(schemas6().DoneFrame, frame);
    if (done === null) return [invalidEvent(frame, at)];
    const rejected = (done.rejected ?? []).map((r) => typeof r === "string" ? r : outputText(r) ?? "?").filter((tool) => !this.deniedTools.has(tool));
    const denials = rejected.length > 0 ? rejected.map((tool) => ({ tool, toolUseId: null, input: null })) : null;
    return [this.terminal("done", at, ts, null, denials)];
  }
  /**
   * A terminal result. A session error seen earlier wins (opencode exits 1 after one); else
   * `ended` says how the run ended when it is not a plain success.
   */
  terminal(subtype, at, ts, ended, denials = null) {
    const failure = this.error ?? ended;
    return {
      kind: "result",
      outcome: failure === null ? "success" : failure.outcome,
      subtype,
      isError: failure !== null,
      text: this.lastText,
      errorMessage: failure === null ? null : failure.message,
      turns: this.stepFinishes > 0 ? this.stepFinishes : null,
      durationMs: ts !== null && this.startedAt !== null ? Math.max(0, ts - this.startedAt) : null,
      sessionId: this.sessionId,
      stopReason: subtype === "stop" || subtype === "length" ? subtype : null,
      terminalReason: null,
      permissionDenials: denials,
      at
    };
  }
};
function invalidCall(tool, input) {
  if (tool !== "invalid" || input === null || typeof input !== "object") return null;
  const asked = input.tool;
  if (typeof asked !== "string" || asked === "") return null;
  const error = input.error;
  return {
    tool: asked,
    error: typeof error === "string" ? error : `the model called ${asked}, which it was not offered`
  };
}
function rejectedWords(rejected) {
  const calls = rejected.map((r) => {
    const what = briefInput(r.input);
    return what ? `${r.tool} (${what})` : r.tool;
  });
  return `not allowed to use ${calls.join(", ")}: a non-interactive opencode run rejects every permission it would ask for, and ends there`;
}
function briefInput(input) {
  if (input === null || typeof input !== "object") return null;
  const o = input;
  for (const key of ["filePath", "path", "command", "pattern", "url"]) {
    const v = o[key];
    if (typeof v === "string" && v !== "") return v.length > 80 ? `${v.slice(0, 79)}\u2026` : v;
  }
  return null;
}
function score7(frame) {
  if ("jsonrpc" in frame) return 0;
  const hasSession = typeof frame.sessionID === "string";
  const numericTime = typeof frame.timestamp === "number";
  const part = frame.part;
  if (part !== null && typeof part === "object" && !Array.isArray(part) && (hasSession || numericTime))
    return 10;
  if (hasSession && (frame.type === "error" || frame.type === "done")) return 8;
  if (frame.type === "error" && frame.error !== null && typeof frame.error === "object") {
    return "name" in frame.error ? 5 : 0;
  }
  return 0;
}
var opencode = {
  sessionOf: sessionField("sessionID"),
  name: "opencode",
  reportsRetries: false,
  // retries stay internal; not in JSON mode
  exitCodes: exitCodes5,
  // `run` prints this (coloured) for every ask it auto-rejects; it names the permission and pattern.
  refusalLine: /permission requested: (?:(?!permission requested: ).)*?; auto-rejecting/,
  createParser: () => new OpencodeParser(),
  score: score7
};

// src/stream/dialects/index.ts
var DIALECT_LIST = [
  claudeCode,
  caliban,
  cursor,
  gemini,
  codex,
  opencode,
  acp
];
var DIALECT_DEFINITIONS = {
  "claude-code": void 0,
  caliban: void 0,
  cursor: void 0,
  gemini: void 0,
  codex: void 0,
  opencode: void 0,
  acp: void 0,
  ...Object.fromEntries(DIALECT_LIST.map((d) => [d.name, d]))
};
function dialectDefinition(name) {
  return DIALECT_DEFINITIONS[name];
}

// src/stream/detect.ts
var DETECT_WINDOW = 20;
var CONCLUSIVE_SCORE = 10;
function safeScore(definition, frame) {
  try {
    const s = definition.score(frame);
    return Number.isFinite(s) && s > 0 ? s : 0;
  } catch {
    return 0;
  }
}
var DialectDetector = class {
  constructor(definitions, fallback, window = DETECT_WINDOW) {
    this.definitions = definitions;
    this.fallback = fallback;
    this.window = window;
  }
  definitions;
  fallback;
  window;
  scores = /* @__PURE__ */ new Map();
  seen = 0;
  conclusive = null;
  /** Returns the detection once the evidence is conclusive or the window is full, else null. */
  add(frame) {
    this.seen++;
    let conclusiveHits = 0;
    let conclusiveDialect = null;
    for (const definition of this.definitions) {
      const s = safeScore(definition, frame);
      if (s === 0) continue;
      this.scores.set(definition.name, (this.scores.get(definition.name) ?? 0) + s);
      if (s >= CONCLUSIVE_SCORE) {
        conclusiveHits++;
        conclusiveDialect = definition.name;
      }
    }
    if (conclusiveHits === 1 && this.conclusive === null) this.conclusive = conclusiveDialect;
    if (this.conclusive !== null || this.seen >= this.window) return this.finish();
    return null;
  }
  /** Decide on the evidence so far (end of stream, or end of window). */
  finish() {
    const scores = Object.fromEntries(this.scores);
    if (this.conclusive !== null) {
      return { dialect: this.conclusive, scores, decided: true, frames: this.seen };
    }
    let best = null;
    let bestScore = 0;
    let tied = false;
    for (const [dialect, score8] of this.scores) {
      if (score8 > bestScore) {
        best = dialect;
        bestScore = score8;
        tied = false;
      } else if (score8 === bestScore) {
        tied = true;
      }
    }
    if (best === null || tied) return { dialect: this.fallback, scores, decided: false, frames: this.seen };
    return { dialect: best, scores, decided: true, frames: this.seen };
  }
};

// src/stream/frames.ts
var MAX_HELD_STDERR_LINES = 200;
var FrameSession = class {
  constructor(options) {
    this.options = options;
    this.emit = options.emit;
    this.clock = options.clock ?? null;
    const fallback = options.fallbackDialect ?? "claude-code";
    this.detector = new DialectDetector(options.definitions, fallback);
    this.declared = options.dialect === "auto" ? null : options.dialect;
    if (this.declared !== null) this.choose(this.declared, null);
  }
  options;
  parser = null;
  /** The chosen parser has a `quietLine` fast path. */
  quiet = false;
  current = null;
  /** The chosen dialect's `sessionOf`, if its frames carry a session id. */
  sessionOf = null;
  /** The run's session: the first id a frame named. */
  session = null;
  detector;
  /** Frames and bad lines (and stderr lines) held while auto-detecting. */
  held = [];
  heldStderr = 0;
  emit;
  declared;
  clock;
  /** The dialect being parsed; null while auto-detection is still looking. */
  get dialect() {
    return this.current;
  }
  /**
   * Whether stderr lines can matter now: false once the chosen parser reads nothing there, and
   * while auto-detecting once the bounded hold is full.
   */
  get wantsStderr() {
    if (this.parser === null) return this.heldStderr < MAX_HELD_STDERR_LINES;
    return typeof this.parser.stderrLine === "function";
  }
  /** One decoded line, read at `at` (or at its own time, with a `clock`). */
  line(text, at) {
    const clock = this.clock;
    if (this.quiet && this.detector === null && this.parser.quietLine(text, this.session)) return;
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      this.badLine({
        kind: "bad_line",
        at: clock ? clock.last : at,
        reason: "not_json",
        sample: sampleText(text)
      });
      return;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.badLine({
        kind: "bad_line",
        at: clock ? clock.last : at,
        reason: "not_object",
        sample: sampleText(text)
      });
      return;
    }
    const frame = value;
    this.frame(frame, clock ? clock.atFrame(frame) : at);
  }
  /** A line the splitter could not decode (over the cap, invalid UTF-8). */
  problem(problem, at) {
    this.badLine({ kind: "bad_line", at, reason: problem.problem, sample: problem.sample });
  }
  /** One parsed object (for sources that are already parsed). */
  frame(frame, at) {
    const detector = this.detector;
    if (detector !== null) {
      const detection = detector.add(frame);
      if (this.parser === null) {
        this.held.push({ frame, at });
        if (detection) this.decide(detection);
        return;
      }
      if (detection) this.validate(detection);
    }
    this.parse(frame, at);
  }
  /**
   * One line the agent printed on stderr, for a parser that recognizes some (FrameParser.stderrLine).
   * Held with the frames while the dialect is still being detected, so the order is kept.
   */
  stderrLine(line, at) {
    if (this.parser !== null) {
      this.parseStderr(line, at);
      return;
    }
    if (this.heldStderr < MAX_HELD_STDERR_LINES) {
      this.heldStderr += 1;
      this.held.push({ stderr: line, at });
    }
  }
  /** End of stream (at `at`): decide on what was seen, release anything held, flush the parser. */
  end(at = 0) {
    if (this.detector !== null) {
      const detection = this.detector.finish();
      if (this.parser === null) this.decide(detection);
      else this.validate(detection);
    }
    const events = this.parser?.end?.(at) ?? [];
    for (let i = 0; i < events.length; i++) this.emit(events[i]);
  }
  badLine(event) {
    if (this.parser === null) this.held.push({ event });
    else this.emit(event);
  }
  parseStderr(line, at) {
    const events = this.parser.stderrLine?.(line, at) ?? [];
    for (let i = 0; i < events.length; i++) this.emit(events[i]);
  }
  parse(frame, at) {
    const sessionOf = this.sessionOf;
    if (sessionOf !== null && this.session !== null) {
      const id = sessionOf(frame);
      if (id !== null && id !== this.session) {
        this.emit({ kind: "foreign_frame", type: frameKind(frame).slice(0, 60), at });
        return;
      }
    }
    const events = this.parser.toEvents(frame, at);
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      if (this.session === null && sessionOf !== null && (event.kind === "session" || event.kind === "result")) {
        this.session = sessionOf(frame);
      }
      this.emit(event);
    }
  }
  choose(dialect, detection) {
    const definition = this.options.definitions.find((d) => d.name === dialect);
    if (!definition) {
      throw new Error(
        `no parser for dialect "${dialect}" (known: ${this.options.definitions.map((d) => d.name).join(", ")})`
      );
    }
    this.parser = definition.createParser();
    this.sessionOf = definition.sessionOf ?? null;
    this.quiet = typeof this.parser.quietLine === "function";
    this.current = dialect;
    this.options.onDialect?.(dialect, detection);
  }
  decide(detection) {
    this.detector = null;
    this.choose(detection.dialect, detection);
    const held = this.held;
    this.held = [];
    for (const item of held) {
      if ("event" in item) this.emit(item.event);
      else if ("stderr" in item) this.parseStderr(item.stderr, item.at);
      else this.parse(item.frame, item.at);
    }
  }
  validate(detection) {
    this.detector = null;
    if (detection.decided && this.declared !== null && detection.dialect !== this.declared) {
      this.options.onMismatch?.(this.declared, detection);
    }
  }
};

// src/run/ansi.ts
var ESC = "\\u001b";
var PATTERN = new RegExp(
  [
    // OSC: ESC ] … (BEL | ESC \ | end of line), and its 8-bit form
    `(?:${ESC}\\]|\\u009d)[^\\u0007\\u001b\\n]*(?:\\u0007|${ESC}\\\\)?`,
    // DCS, SOS, PM, APC strings: ESC P|X|^|_ … ST
    `(?:${ESC}[PX^_]|[\\u0090\\u0098\\u009e\\u009f])[^\\u001b\\u009c]*(?:${ESC}\\\\|\\u009c)?`,
    // CSI: ESC [ or 8-bit CSI, parameter bytes, intermediate bytes, a final byte
    `(?:${ESC}\\[|\\u009b)[0-?]*[ -/]*[@-~]?`,
    // nF (charset designation: ESC ( B …) and Fp/Fe/Fs two-character escapes
    `${ESC}[ -/]*[0-~]?`,
    // whatever C1 control is left, and a lone ESC
    "[\\u0080-\\u009f]"
  ].join("|"),
  "g"
);
function stripAnsi(text) {
  return text.includes("\x1B") || /[\u0080-\u009f]/.test(text) ? text.replace(PATTERN, "") : text;
}

// src/run/frame-clock.ts
var ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
var FrameClock = class {
  #origin = null;
  #last = 0;
  /** The time of this complete line (ms since the first stamped line). */
  at(line) {
    return this.#advance(frameTimestamp(line));
  }
  /** The time of a line already parsed into `frame` (what `at` answers for its text). */
  atFrame(frame) {
    return this.#advance(timestampOf(frame));
  }
  #advance(stamp) {
    if (stamp !== null) {
      this.#origin ??= stamp;
      this.#last = Math.max(this.#last, stamp - this.#origin);
    }
    return this.#last;
  }
  /** The time of the last line seen: the run's end in this timebase. */
  get last() {
    return this.#last;
  }
  /** Whether any line carried a stamp. */
  get stamped() {
    return this.#origin !== null;
  }
};
function frameTimestamp(line) {
  if (!line.includes('"timestamp"')) return null;
  let frame;
  try {
    frame = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof frame !== "object" || frame === null || Array.isArray(frame)) return null;
  return timestampOf(frame);
}
function timestampOf(frame) {
  const stamp = Object.hasOwn(frame, "timestamp") ? frame.timestamp : null;
  if (typeof stamp !== "string" || !ISO.test(stamp)) return null;
  const ms = sameMinute(stamp) ?? Date.parse(stamp);
  return Number.isFinite(ms) ? ms : null;
}
var minutePrefix = "";
var minuteMs = Number.NaN;
var MINUTE_CHARS = 17;
var STAMP_CHARS = 24;
function digit(s, i) {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : Number.NaN;
}
function sameMinute(stamp) {
  if (stamp.length !== STAMP_CHARS || stamp.charCodeAt(19) !== 46 || stamp.charCodeAt(23) !== 90) {
    return null;
  }
  const hour = digit(stamp, 11) * 10 + digit(stamp, 12);
  const seconds = digit(stamp, 17) * 10 + digit(stamp, 18);
  const millis = digit(stamp, 20) * 100 + digit(stamp, 21) * 10 + digit(stamp, 22);
  if (!(hour < 24 && seconds < 60 && millis >= 0)) return null;
  if (!stamp.startsWith(minutePrefix) || minutePrefix === "") {
    const minute = Date.parse(`${stamp.slice(0, MINUTE_CHARS)}00.000Z`);
    if (!Number.isFinite(minute)) return null;
    minutePrefix = stamp.slice(0, MINUTE_CHARS);
    minuteMs = minute;
  }
  return minuteMs + seconds * 1e3 + millis;
}

// src/run/call-log.ts
var HEAD_CALLS = 1e3;
var FAILED_CALLS = 20;
var MAX_OPEN = 256;
var MAX_NAMES = 1e3;
var OTHER_NAMES = "(other tools)";
function noEarlierCalls(log = null) {
  return {
    log,
    count: 0,
    counts: { ok: 0, error: 0, denied: 0, pending: 0 },
    names: [],
    head: [],
    failed: [],
    open: [],
    deniedIds: [],
    parents: []
  };
}

// src/run/completeness.ts
var RESULT_TEXT_ALWAYS = /* @__PURE__ */ new Set(["claude-code"]);
var SUBAGENT_TOOLS = /* @__PURE__ */ new Set(["task", "agent"]);
var NAMED = 3;
var ITEM_CHARS = 80;
var ALL_DENIED_WORDS = [
  "every tool call the agent made was denied",
  "no tool call the agent made succeeded"
];
function unfinishedWork(summary, lastResult) {
  const found = [];
  const open = summary.todos.filter((t) => t.status !== "completed");
  if (open.length > 0) {
    found.push({
      kind: "todos",
      message: `${open.length} of ${summary.todos.length} ${summary.todos.length === 1 ? "todo" : "todos"} still open: ${named(open.map(todoText))}`
    });
  }
  const unanswered = unansweredSubagents(summary.toolCalls, summary.earlierCalls);
  if (unanswered.length > 0) {
    found.push({
      kind: "subagent",
      message: `${unanswered.length === 1 ? "a subagent never returned its result" : `${unanswered.length} subagents never returned their results`}: ${named(unanswered.map(callText))}`
    });
  }
  if (lastResult !== null && summary.dialect !== null && RESULT_TEXT_ALWAYS.has(summary.dialect) && (lastResult.text ?? "").trim() === "") {
    found.push({
      kind: "empty_result",
      message: "the final result was empty: the agent stopped without an answer"
    });
  }
  const { denied, failed } = onlyDenied(summary);
  if (denied > 0) {
    found.push({
      kind: "all_denied",
      message: failed === 0 ? `${ALL_DENIED_WORDS[0]} (${denied} denied)` : `${ALL_DENIED_WORDS[1]} (${denied} denied, ${failed} failed)`
    });
  }
  if (found.length === 0) return null;
  const message = `The agent reported success, but ${found.map((f) => f.message).join("; and ")}.`;
  return { kind: found[0].kind, message };
}
function onlyDenied(summary) {
  const earlier = summary.earlierCalls?.counts;
  if ((earlier?.ok ?? 0) > 0 || summary.toolCalls.some((c) => c.status === "ok"))
    return { denied: 0, failed: 0 };
  const ids = /* @__PURE__ */ new Set();
  let anonymous = 0;
  for (const c of summary.toolCalls) if (c.status === "denied") ids.add(c.id);
  for (const d of summary.permissionDenials ?? []) {
    if (d.toolUseId === null) anonymous++;
    else ids.add(d.toolUseId);
  }
  const failed = (earlier?.error ?? 0) + summary.toolCalls.filter((c) => c.status === "error").length;
  return { denied: ids.size + anonymous + (earlier?.denied ?? 0), failed };
}
function todoText(t) {
  return `'${clip(t.content)}'${t.status === "in_progress" ? " (in progress)" : ""}`;
}
function unansweredSubagents(window, earlier) {
  const moved = earlier?.open.map((o) => o.call) ?? [];
  const pending = [...moved, ...window].filter((c) => c.status === "pending");
  if (pending.length === 0) return [];
  let parents = null;
  return pending.filter((c) => {
    if (SUBAGENT_TOOLS.has(c.name.toLowerCase())) return true;
    parents ??= /* @__PURE__ */ new Set([
      ...earlier?.parents ?? [],
      ...window.map((x) => x.parentId).filter((p) => p !== null)
    ]);
    return parents.has(c.id);
  });
}
function callText(c) {
  const input = c.input;
  const about = input && typeof input === "object" ? input["description"] ?? input["prompt"] : null;
  return typeof about === "string" && about.trim() !== "" ? `${c.name} '${clip(about)}'` : c.name;
}
function named(items) {
  const shown = items.slice(0, NAMED).join(", ");
  return items.length > NAMED ? `${shown}, \u2026` : shown;
}
function clip(text) {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > ITEM_CHARS ? `${one.slice(0, ITEM_CHARS - 1)}\u2026` : one;
}

// src/run/stop-request.ts
function stopVia(request) {
  return request.via === "reaction" ? "\u{1F44E}" : "/narrator stop";
}
function stopRequestText(request) {
  const reason = request.reason?.trim();
  return `Stopped by @${request.login} (${stopVia(request)}) after ${elapsed(request.afterMs)}${reason ? `: ${reason}` : "."}`;
}
function elapsed(ms) {
  const total = Math.max(0, Math.round(ms / 1e3));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

// src/run/outcome.ts
var NOT_A_STREAM = "No line of the output was a stream-json frame";
var STREAM_FLAG_HINT = "Was the agent run without its stream flag? Claude Code needs `--output-format stream-json --verbose`, Gemini CLI `--output-format stream-json`, Codex `exec --json`, Cursor `--output-format stream-json`, opencode `run --format json`.";
function decideOutcome({
  lastResult,
  exit,
  sawOutput,
  notAStream,
  exitCodes: exitCodes6,
  endedByClientAfterResult
}) {
  const subtype = lastResult?.subtype ?? null;
  if (exit.stoppedBy === "wall_timeout" || exit.stoppedBy === "idle_timeout") {
    const limit = exit.limitMs != null ? formatLimit(exit.limitMs) : null;
    const errorMessage = exit.stoppedBy === "idle_timeout" ? `The agent was stopped: no output for ${limit ?? "too long"}.` : `The agent was stopped: it ran longer than the ${limit ? `${limit} ` : ""}limit.`;
    return { outcome: "timed_out", outcomeSource: "inferred", errorMessage, isError: true, subtype };
  }
  if (exit.stoppedBy === "not_started") {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: exit.stderrTail?.trim() || "The agent could not be started.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "requested") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: exit.stopRequest ? stopRequestText(exit.stopRequest) : "The agent was stopped on request while it was running.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "cancelled") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: "The job was cancelled while the agent was running.",
      isError: true,
      subtype
    };
  }
  if (lastResult) {
    const outcome = lastResult.isError && lastResult.outcome === "success" ? "error" : lastResult.outcome;
    if (outcome === "success" && endedByClientAfterResult !== true) {
      const disagreement = processDisagreement(exit);
      if (disagreement !== null) {
        const reason2 = stderrReason(exit.stderrTail);
        return {
          outcome: "error",
          outcomeSource: "exit_code",
          errorMessage: `The agent reported success but ${disagreement}${reason2 ? `: ${reason2}` : "."}`,
          isError: true,
          subtype
        };
      }
    }
    const errorMessage = outcome === "success" ? null : lastResult.errorMessage ?? lastResult.text ?? `The agent reported ${outcome.replace("_", " ")}.`;
    return { outcome, outcomeSource: "terminal_frame", errorMessage, isError: lastResult.isError, subtype };
  }
  const reason = stderrReason(exit.stderrTail);
  const withReason = (s) => reason ? `${s}: ${reason}` : `${s}.`;
  const { exitCode, signal } = exit;
  if (signal !== null || exitCode === 130 || exitCode === 143) {
    const name = signal ?? (exitCode === 130 ? "SIGINT" : "SIGTERM");
    const code = exitCode !== null ? ` (exit ${exitCode})` : "";
    return {
      outcome: "cancelled",
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent was stopped by ${name}${code} before it reported a result`),
      isError: true,
      subtype: null
    };
  }
  const notAStreamText = notAStream != null && notAStream > 0 ? `${NOT_A_STREAM} (${notAStream === 1 ? "1 unreadable line" : `${notAStream} unreadable lines`}).
${STREAM_FLAG_HINT}${reason ? `
stderr: ${reason}` : ""}` : null;
  if (exitCode === null) {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: notAStreamText ?? withReason(
        sawOutput ? "The stream ended without a result" : "The agent printed nothing and reported no result"
      ),
      isError: true,
      subtype: null
    };
  }
  const known = exitCodes6?.[exitCode];
  if (known !== void 0) {
    return {
      outcome: known.outcome,
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent stopped without a result (exit ${exitCode}: ${known.meaning})`),
      isError: known.outcome !== "success",
      subtype: null
    };
  }
  return {
    outcome: "error",
    outcomeSource: "exit_code",
    errorMessage: notAStreamText ?? withReason(
      sawOutput ? `The agent stopped without a result (exit ${exitCode})` : `The agent printed nothing and exited with code ${exitCode}`
    ),
    isError: true,
    subtype: null
  };
}
function processDisagreement(exit) {
  if (exit.signal !== null) return `was killed by ${exit.signal}`;
  if (exit.exitCode !== null && exit.exitCode !== 0) return `exited with code ${exit.exitCode}`;
  return null;
}
function formatLimit(ms) {
  const totalS = Math.round(ms / 1e3);
  if (totalS < 120) return `${totalS} s`;
  const totalMin = Math.round(totalS / 60);
  if (totalMin < 120) return `${totalMin} min`;
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
var MAX_REASON_CHARS = 500;
function stderrReason(tail) {
  if (!tail) return null;
  const lines = tail.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("at "));
  if (lines.length === 0) return null;
  let pick = lines[lines.length - 1];
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/error|fatal|cannot|refused|denied|invalid/i.test(lines[i])) {
      pick = lines[i];
      break;
    }
  }
  return pick.length > MAX_REASON_CHARS ? `${pick.slice(0, MAX_REASON_CHARS - 1)}\u2026` : pick;
}

// src/run/summary.ts
var DEFAULT_CALL_WINDOW = 1e3;
var MIN_CALL_WINDOW = 64;
function emptySummary(dialect = null, callLog = null, callWindow = DEFAULT_CALL_WINDOW) {
  return {
    status: "running",
    dialect,
    sessionId: null,
    model: null,
    cliVersion: null,
    permissionMode: null,
    mcpServers: null,
    cwd: null,
    outcome: null,
    subtype: null,
    isError: false,
    outcomeSource: null,
    errorMessage: null,
    stopReason: null,
    terminalReason: null,
    finalText: null,
    lastText: null,
    turns: null,
    steps: 0,
    toolCalls: [],
    earlierCalls: { ...noEarlierCalls(callLog), window: Math.max(MIN_CALL_WINDOW, Math.floor(callWindow)) },
    retries: [],
    retriesKnown: false,
    costUsd: null,
    tokens: null,
    todos: [],
    permissionDenials: [],
    rateLimit: null,
    notices: [],
    startedAt: null,
    lastEventAt: null,
    durationMs: null,
    exitCode: null,
    signal: null,
    stderrTail: null,
    diagnostics: {
      badLines: 0,
      longLines: 0,
      badLineSamples: [],
      unknownEvents: {},
      foreignFrames: 0,
      ignoredResults: 0,
      badUsage: 0
    },
    stopRequest: null,
    fold: {
      text: null,
      tokenBase: null,
      costBase: null,
      stepTokens: null,
      stepCost: null,
      recentSteps: [],
      lastResult: null,
      resultCount: 0,
      turnSinceResult: false
    }
  };
}

// src/run/reducer.ts
var LAST_TEXT_CHARS = 16 * 1024;
var MAX_TEXT_BLOCKS = 8;
var MAX_NOTICES = 50;
var MAX_BAD_LINE_SAMPLES = 5;
var RECENT_STEPS = 8;
var DUPLICATE_WINDOW = 64;
var Batch = class {
  summary = null;
  fold = null;
  text = null;
  blocks = null;
  recentSteps = null;
  toolCalls = null;
  /**
   * The length `toolCalls` had when this batch copied it: the calls from there on were created by
   * this batch (calls are only ever appended), so a result updates them in place instead of
   * copying each one again (one ToolCall object per call instead of two: less garbage, and the
   * surviving ones can be allocated straight into the old generation).
   */
  callsFrom = 0;
  retries = null;
};
function newBatch() {
  return new Batch();
}
function reduceBatch(summary, events, batch) {
  if (events.length === 0) return summary;
  const s = ownedBy(batch, summary);
  for (let i = 0; i < events.length; i++) apply(s, events[i], batch);
  return s;
}
function reduceOne(summary, event, batch) {
  const s = ownedBy(batch, summary);
  apply(s, event, batch);
  return s;
}
function ownedBy(batch, summary) {
  if (batch.summary === summary) return summary;
  const s = { ...summary };
  batch.summary = s;
  return s;
}
function apply(s, event, owned) {
  if (event.kind === "exit") {
    onExit(s, event);
    return;
  }
  if (event.kind === "foreign_frame") {
    s.diagnostics = { ...s.diagnostics, foreignFrames: s.diagnostics.foreignFrames + 1 };
    return;
  }
  if (s.startedAt === null) s.startedAt = event.at;
  s.lastEventAt = event.at;
  if (event.kind !== "bad_line" && s.fold.sawFrame !== true) ownFold(s, owned).sawFrame = true;
  if (!s.fold.turnSinceResult && beginsTurn(event)) ownFold(s, owned).turnSinceResult = true;
  switch (event.kind) {
    case "text":
      onText(s, event, owned);
      return;
    case "text_retract":
      onRetract(s, event, owned);
      return;
    case "thinking":
      return;
    case "step":
      if (event.parentId === null) s.steps = s.steps + 1;
      return;
    case "session":
      s.sessionId = event.sessionId ?? s.sessionId;
      s.model = event.model ?? s.model;
      s.cliVersion = event.cliVersion ?? s.cliVersion;
      s.permissionMode = event.permissionMode ?? s.permissionMode;
      s.cwd = event.cwd ?? s.cwd;
      if (event.mcpServers != null) s.mcpServers = event.mcpServers.map((m) => ({ ...m }));
      return;
    case "tool_call":
      onToolCall(s, event, owned);
      return;
    case "tool_result":
      onToolResult(s, event, owned);
      return;
    case "retry":
      s.retries = appendedRetry(
        s.retries,
        {
          attempt: event.attempt,
          maxRetries: event.maxRetries,
          delayMs: event.delayMs,
          httpStatus: event.httpStatus,
          category: event.category,
          message: event.message,
          at: event.at
        },
        owned
      );
      return;
    case "rate_limit":
      s.rateLimit = { status: event.status, resetsAt: event.resetsAt };
      return;
    case "todos":
      onTodos(s, event);
      return;
    case "permission_denied":
      onPermissionDenied(s, event, owned);
      return;
    case "usage":
      onUsage(s, event, owned);
      return;
    case "notice":
      onNotice(s, event);
      return;
    case "result":
      onResult(s, event, owned);
      return;
    case "bad_line": {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        badLines: d.badLines + 1,
        longLines: d.longLines + (event.reason === "too_long" ? 1 : 0),
        badLineSamples: d.badLineSamples.length < MAX_BAD_LINE_SAMPLES ? [...d.badLineSamples, previewText(event.sample, 200)] : d.badLineSamples
      };
      return;
    }
    case "unknown": {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        unknownEvents: { ...d.unknownEvents, [event.type]: (ownValue(d.unknownEvents, event.type) ?? 0) + 1 }
      };
      return;
    }
    default:
      return;
  }
}
var NO_BLOCKS = [];
var byIndex = (a, b) => a.index - b.index;
function onText(s, e, owned) {
  if (e.parentId !== null) return;
  const cur = s.fold.text;
  const blocks = cur !== null && cur.messageId === e.messageId ? cur.blocks : NO_BLOCKS;
  const last = blocks.length > 0 ? blocks[blocks.length - 1] : null;
  if (e.mode === "delta" && last !== null && last.index === e.index && last.text !== "" && s.lastText !== null) {
    if (last.cut) return;
    if (last.text.length + e.text.length > LAST_TEXT_CHARS || s.lastText.length + e.text.length > LAST_TEXT_CHARS) {
      const nextBlocks3 = writableBlocks(blocks, owned);
      const text = previewText(last.text + e.text, LAST_TEXT_CHARS);
      nextBlocks3[nextBlocks3.length - 1] = { index: last.index, text, cut: true };
      withText(s, e.messageId, nextBlocks3, joinBlocks(nextBlocks3), owned);
      return;
    }
    const nextBlocks2 = writableBlocks(blocks, owned);
    nextBlocks2[nextBlocks2.length - 1] = { index: last.index, text: last.text + e.text };
    withText(s, e.messageId, nextBlocks2, s.lastText + e.text, owned);
    return;
  }
  let at = -1;
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i].index === e.index) {
      at = i;
      break;
    }
  }
  let nextBlocks;
  if (at >= 0) {
    const prev = blocks[at];
    if (e.mode === "delta" && prev.cut) return;
    nextBlocks = writableBlocks(blocks, owned);
    const text = e.mode === "block" ? e.text : prev.text + e.text;
    nextBlocks[at] = cappedBlock(e.index, text);
  } else {
    nextBlocks = blocks === NO_BLOCKS ? ownBlocks([], owned) : writableBlocks(blocks, owned);
    nextBlocks.push(cappedBlock(e.index, e.text));
    const n = nextBlocks.length;
    if (n > 1) nextBlocks.sort(byIndex);
    if (n > MAX_TEXT_BLOCKS) nextBlocks.splice(0, n - MAX_TEXT_BLOCKS);
  }
  withText(s, e.messageId, nextBlocks, joinBlocks(nextBlocks), owned);
}
function cappedBlock(index, text) {
  return text.length > LAST_TEXT_CHARS ? { index, text: previewText(text, LAST_TEXT_CHARS), cut: true } : { index, text };
}
function onRetract(s, e, owned) {
  const cur = s.fold.text;
  if (cur === null || cur.messageId !== e.messageId) return;
  const blocks = ownBlocks(
    cur.blocks.filter((b) => b.index < e.fromIndex),
    owned
  );
  const text = blocks.length > 0 ? joinBlocks(blocks) : null;
  withText(s, cur.messageId, blocks, text, owned);
}
function joinBlocks(blocks) {
  let joined = null;
  for (let i = 0; i < blocks.length; i++) {
    const t = blocks[i].text;
    if (t === "") continue;
    joined = joined === null ? t : `${joined}

${t}`;
  }
  return joined === null ? null : previewText(joined, LAST_TEXT_CHARS);
}
function withText(s, messageId, blocks, lastText, owned) {
  const fold = ownFold(s, owned);
  const cur = fold.text;
  if (cur !== null && owned.text === cur) {
    cur.messageId = messageId;
    cur.blocks = blocks;
  } else {
    const text = { messageId, blocks };
    owned.text = text;
    fold.text = text;
  }
  s.lastText = lastText;
  s.finalText = lastText;
}
function findToolIndex(calls, id, window = calls.length) {
  const stop = Math.max(0, calls.length - window);
  for (let i = calls.length - 1; i >= stop; i--) if (calls[i].id === id) return i;
  return -1;
}
function onToolCall(s, e, owned) {
  const known = findToolIndex(s.toolCalls, e.id, DUPLICATE_WINDOW);
  if (known >= 0) return withInput(s, known, e, owned);
  const call = {
    id: e.id,
    name: e.name,
    status: "pending",
    parentId: e.parentId,
    input: previewValue(e.input),
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: e.at,
    endedAt: null
  };
  s.toolCalls = appendedCall(s.toolCalls, call, owned);
  if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
  return s;
}
function withInput(s, i, e, owned) {
  const prev = s.toolCalls[i];
  if (prev.status !== "pending") return s;
  const input = previewValue(e.input);
  const calls = writableCalls(s.toolCalls, owned);
  if (i >= owned.callsFrom) prev.input = input;
  else calls[i] = { ...prev, input };
  s.toolCalls = calls;
  return s;
}
function moveOut(s, owned) {
  const e = s.earlierCalls;
  const log = e.log;
  if (log === null) return;
  const calls = writableCalls(s.toolCalls, owned);
  const k = calls.length - e.window;
  if (k <= 0) return;
  const moved = calls.splice(0, k);
  owned.callsFrom = Math.max(0, owned.callsFrom - k);
  log.append(e.count, moved);
  const counts = { ...e.counts };
  const names = new Map(e.names);
  const head = e.count < HEAD_CALLS ? e.head.slice() : e.head;
  const failed = e.failed.slice();
  const open = e.open.slice();
  for (let i = 0; i < moved.length; i++) {
    const call = moved[i];
    const at = e.count + i;
    counts[call.status]++;
    const name = names.has(call.name) || names.size < MAX_NAMES ? call.name : OTHER_NAMES;
    names.set(name, (names.get(name) ?? 0) + 1);
    if (at < HEAD_CALLS) head.push(call);
    if (call.status === "error" || call.status === "denied") failed.push({ n: at + 1, call });
    if (call.status === "pending") open.push({ at, call });
  }
  let parents = e.parents;
  for (const call of moved) {
    const p = call.parentId;
    if (p === null || parents.includes(p) || !open.some((o) => o.call.id === p)) continue;
    parents = [...parents, p];
  }
  s.earlierCalls = {
    ...e,
    parents,
    count: e.count + moved.length,
    counts,
    names: [...names],
    head,
    failed: failed.length > FAILED_CALLS ? failed.slice(-FAILED_CALLS) : failed,
    open: open.length > MAX_OPEN ? capOpen(open) : open
  };
}
function capOpen(open) {
  let drop = open.length - MAX_OPEN;
  return open.filter((o) => !(drop > 0 && o.call.status === "pending" && drop-- > 0));
}
function findOpen(e, id) {
  for (let i = e.open.length - 1; i >= 0; i--) if (e.open[i].call.id === id) return i;
  return -1;
}
function updatedEarlier(e, at, prev, next, openIndex) {
  const counts = { ...e.counts };
  counts[prev.status]--;
  counts[next.status]++;
  let open = e.open;
  if (openIndex >= 0) {
    open = open.slice();
    open[openIndex] = { at, call: next };
  }
  let head = e.head;
  if (at < head.length) {
    head = head.slice();
    head[at] = next;
  }
  let failed = e.failed.filter((f) => f.n !== at + 1);
  if (next.status === "error" || next.status === "denied") {
    failed.push({ n: at + 1, call: next });
    failed.sort((a, b) => a.n - b.n);
    if (failed.length > FAILED_CALLS) failed = failed.slice(-FAILED_CALLS);
  }
  return { ...e, counts, head, failed, open };
}
function ownFold(s, owned) {
  const f = s.fold;
  if (owned.fold === f) return f;
  const copy = { ...f };
  owned.fold = copy;
  s.fold = copy;
  return copy;
}
function writableCalls(calls, owned) {
  if (owned.toolCalls === calls) return owned.toolCalls;
  const next = calls.slice();
  owned.toolCalls = next;
  owned.callsFrom = next.length;
  return next;
}
function appendedCall(calls, call, owned) {
  const next = writableCalls(calls, owned);
  next.push(call);
  return next;
}
function appendedRetry(retries, retry, owned) {
  let next = owned.retries;
  if (next !== retries) {
    next = retries.slice();
    owned.retries = next;
  }
  next.push(retry);
  return next;
}
function ownBlocks(blocks, owned) {
  owned.blocks = blocks;
  return blocks;
}
function writableBlocks(blocks, owned) {
  return owned.blocks === blocks ? owned.blocks : ownBlocks(blocks.slice(), owned);
}
function writableRecent(recent, owned) {
  if (owned.recentSteps === recent) return owned.recentSteps;
  const next = recent.slice();
  owned.recentSteps = next;
  return next;
}
function onToolResult(s, e, owned) {
  const i = findToolIndex(s.toolCalls, e.id);
  const output = e.output;
  const outputPreview = output === null ? null : previewText(output, OUTPUT_PREVIEW_CHARS);
  const outputChars = output === null ? 0 : output.length;
  if (i < 0) {
    const o = findOpen(s.earlierCalls, e.id);
    if (o >= 0) {
      const { at, call: prev2 } = s.earlierCalls.open[o];
      const status2 = prev2.status === "denied" && e.status === "error" ? "denied" : e.status;
      const next = {
        ...prev2,
        status: status2,
        outputPreview,
        outputChars,
        exitCode: e.exitCode,
        durationMs: e.durationMs ?? measuredMs(prev2.startedAt, e.at),
        endedAt: e.at
      };
      s.earlierCalls = updatedEarlier(s.earlierCalls, at, prev2, next, o);
      return s;
    }
    const call = {
      id: e.id,
      name: e.name ?? "unknown",
      status: e.status,
      parentId: e.parentId,
      input: null,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs: e.durationMs,
      startedAt: e.at,
      endedAt: e.at
    };
    s.toolCalls = appendedCall(s.toolCalls, call, owned);
    if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
    return s;
  }
  const calls = writableCalls(s.toolCalls, owned);
  const prev = calls[i];
  const status = prev.status === "denied" && e.status === "error" ? "denied" : e.status;
  const durationMs = e.durationMs ?? measuredMs(prev.startedAt, e.at);
  if (i >= owned.callsFrom) {
    prev.status = status;
    prev.outputPreview = outputPreview;
    prev.outputChars = outputChars;
    prev.exitCode = e.exitCode;
    prev.durationMs = durationMs;
    prev.endedAt = e.at;
  } else {
    calls[i] = {
      ...prev,
      status,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs,
      endedAt: e.at
    };
  }
  s.toolCalls = calls;
  return s;
}
function markDenied(s, calls, id, owned) {
  if (id === null) return calls;
  const i = findToolIndex(calls, id);
  if (i < 0) {
    markEarlierDenied(s, id);
    return calls;
  }
  if (calls[i].status === "denied") return calls;
  const next = writableCalls(calls, owned);
  next[i] = { ...calls[i], status: "denied" };
  return next;
}
function markEarlierDenied(s, id) {
  const e = s.earlierCalls;
  if (e.count === 0) return;
  const o = findOpen(e, id);
  if (o >= 0) {
    const { at, call } = e.open[o];
    if (call.status !== "denied")
      s.earlierCalls = updatedEarlier(e, at, call, { ...call, status: "denied" }, o);
    return;
  }
  if (e.deniedIds.includes(id)) return;
  const h = e.head.findIndex((c) => c.id === id);
  const prev = h >= 0 ? e.head[h] : null;
  if (prev?.status === "denied") return;
  const withId = { ...e, deniedIds: [...e.deniedIds, id] };
  if (prev !== null) {
    s.earlierCalls = updatedEarlier(withId, h, prev, { ...prev, status: "denied" }, -1);
    return;
  }
  const from = e.counts.error > 0 ? "error" : "ok";
  s.earlierCalls = {
    ...withId,
    counts: { ...e.counts, [from]: e.counts[from] - 1, denied: e.counts.denied + 1 }
  };
}
function onPermissionDenied(s, e, owned) {
  const calls = markDenied(s, s.toolCalls, e.toolUseId, owned);
  s.toolCalls = calls;
  if (e.toolUseId !== null && s.permissionDenials.some((d) => d.toolUseId === e.toolUseId)) return s;
  let input = e.input;
  if (input === null && e.toolUseId !== null) {
    const i = findToolIndex(calls, e.toolUseId);
    if (i >= 0) input = calls[i].input;
    else {
      const o = findOpen(s.earlierCalls, e.toolUseId);
      if (o >= 0) input = s.earlierCalls.open[o].call.input;
    }
  }
  s.permissionDenials = [
    ...s.permissionDenials,
    { tool: e.tool, toolUseId: e.toolUseId, input: previewValue(input) }
  ];
  return s;
}
function onTodos(s, e) {
  if (e.op === "replace") {
    s.todos = e.todos.map((t) => ({ id: t.id, content: t.content, status: t.status }));
    return s;
  }
  const i = s.todos.findIndex((t) => t.id === e.id);
  if (e.status === "deleted") {
    if (i >= 0) s.todos = s.todos.filter((_, j) => j !== i);
    return s;
  }
  if (i >= 0) {
    const prev = s.todos[i];
    const todos = s.todos.slice();
    todos[i] = { id: prev.id, content: e.content ?? prev.content, status: e.status ?? prev.status };
    s.todos = todos;
  } else {
    s.todos = [...s.todos, { id: e.id, content: e.content ?? `Task ${e.id}`, status: e.status ?? "pending" }];
  }
  return s;
}
function swappedTokens(total, out, into) {
  if (total === null && out === null && into === null) return null;
  return {
    input: (total?.input ?? 0) - (out?.input ?? 0) + (into?.input ?? 0),
    output: (total?.output ?? 0) - (out?.output ?? 0) + (into?.output ?? 0),
    cacheRead: (total?.cacheRead ?? 0) - (out?.cacheRead ?? 0) + (into?.cacheRead ?? 0),
    cacheWrite: (total?.cacheWrite ?? 0) - (out?.cacheWrite ?? 0) + (into?.cacheWrite ?? 0)
  };
}
function addCost(a, b, sign = 1) {
  if (a === null && b === null) return null;
  return (a ?? 0) + sign * (b ?? 0);
}
function goodTokens(t) {
  return goodCount(t.input) && goodCount(t.output) && goodCount(t.cacheRead) && goodCount(t.cacheWrite);
}
function goodCount(n) {
  return Number.isSafeInteger(n) && n >= 0;
}
function believable(s, e) {
  const goodCost = e.costUsd === null || Number.isFinite(e.costUsd) && e.costUsd >= 0;
  if ((e.tokens === null || goodTokens(e.tokens)) && goodCost) return true;
  s.diagnostics = { ...s.diagnostics, badUsage: s.diagnostics.badUsage + 1 };
  return false;
}
function onUsage(s, e, owned) {
  if (!believable(s, e)) return;
  const f = ownFold(s, owned);
  if (e.cumulative) {
    f.tokenBase = e.tokens ?? f.tokenBase;
    f.costBase = e.costUsd ?? f.costBase;
    if (e.byModel && e.byModel.length > 1) s.tokensByModel = e.byModel;
    f.stepTokens = null;
    f.stepCost = null;
    const none = [];
    owned.recentSteps = none;
    f.recentSteps = none;
  } else {
    const recent = writableRecent(f.recentSteps, owned);
    let j = -1;
    if (e.messageId !== null) {
      for (let i = 0; i < recent.length; i++) {
        if (recent[i].messageId === e.messageId) {
          j = i;
          break;
        }
      }
    }
    let stepCost = f.stepCost;
    let replaced = null;
    if (j >= 0) {
      replaced = recent[j].tokens;
      stepCost = addCost(stepCost, recent[j].costUsd, -1);
      recent.splice(j, 1);
    }
    const stepTokens = swappedTokens(f.stepTokens, replaced, e.tokens);
    stepCost = e.costUsd === null && stepCost === null ? null : addCost(stepCost, e.costUsd);
    recent.push({ messageId: e.messageId, tokens: e.tokens, costUsd: e.costUsd });
    if (recent.length > RECENT_STEPS) recent.splice(0, recent.length - RECENT_STEPS);
    f.stepTokens = stepTokens;
    f.stepCost = stepCost;
    f.recentSteps = recent;
  }
  s.tokens = addTokens(f.tokenBase, f.stepTokens);
  s.costUsd = f.costBase === null && f.stepCost === null ? null : addCost(f.costBase, f.stepCost);
}
function onNotice(s, e) {
  const notice = { level: e.level, code: e.code, message: previewText(e.message, 1e3), at: e.at };
  const notices = [...s.notices, notice];
  s.notices = notices.length > MAX_NOTICES ? notices.slice(-MAX_NOTICES) : notices;
  return s;
}
function beginsTurn(event) {
  switch (event.kind) {
    case "session":
      return true;
    case "step":
    case "text":
    case "tool_call":
      return event.parentId === null;
    default:
      return false;
  }
}
function isSuccessResult(e) {
  return e.outcome === "success" && !e.isError;
}
function onResult(s, e, owned) {
  const before = s.fold.lastResult;
  if (before !== null && !isSuccessResult(before) && isSuccessResult(e) && !s.fold.turnSinceResult) {
    s.diagnostics = { ...s.diagnostics, ignoredResults: s.diagnostics.ignoredResults + 1 };
    return s;
  }
  s.fold = { ...s.fold, lastResult: e, resultCount: s.fold.resultCount + 1, turnSinceResult: false };
  s.subtype = e.subtype;
  s.isError = e.isError;
  s.stopReason = e.stopReason;
  s.terminalReason = e.terminalReason;
  s.turns = e.turns ?? s.turns;
  s.sessionId = s.sessionId ?? e.sessionId;
  s.finalText = !e.isError && e.text !== null ? e.text : s.lastText;
  if (e.permissionDenials !== null) {
    let denials = s.permissionDenials.slice();
    let calls = s.toolCalls;
    for (const d of e.permissionDenials) {
      const input = previewValue(d.input);
      const j = d.toolUseId === null ? -1 : denials.findIndex((x) => x.toolUseId === d.toolUseId);
      if (j >= 0) denials[j] = { tool: d.tool, toolUseId: d.toolUseId, input };
      else denials = [...denials, { tool: d.tool, toolUseId: d.toolUseId, input }];
      calls = markDenied(s, calls, d.toolUseId, owned);
    }
    s.permissionDenials = denials;
    s.toolCalls = calls;
  }
  return s;
}
function onExit(summary, raw) {
  const e = raw.stderrTail === null ? raw : { ...raw, stderrTail: stripAnsi(raw.stderrTail) };
  const f = summary.fold;
  const definition = summary.dialect === null ? void 0 : dialectDefinition(summary.dialect);
  const decision = incompleteIfUnfinished(
    decideOutcome({
      lastResult: f.lastResult,
      exit: e,
      sawOutput: summary.startedAt !== null,
      notAStream: f.sawFrame !== true && summary.diagnostics.badLines > 0 ? summary.diagnostics.badLines : null,
      exitCodes: definition?.exitCodes,
      endedByClientAfterResult: definition?.endedByClientAfterResult
    }),
    summary
  );
  const refusals = decision.outcome === "success" ? [] : refusalLines(definition?.refusalLine, e.stderrTail);
  const said = decision.errorMessage ?? "";
  const unsaid = refusals.filter((line) => !said.includes(line));
  if (unsaid.length > 0) decision.errorMessage = said ? `${said}
${unsaid.join("\n")}` : unsaid.join("\n");
  const wall = summary.startedAt !== null && summary.lastEventAt !== null ? measuredMs(summary.startedAt, summary.lastEventAt) : null;
  const durationMs = f.resultCount === 1 && f.lastResult?.durationMs != null ? f.lastResult.durationMs : wall;
  Object.assign(summary, {
    status: "finished",
    outcome: decision.outcome,
    outcomeSource: decision.outcomeSource,
    errorMessage: decision.errorMessage,
    isError: decision.isError,
    subtype: decision.subtype,
    durationMs: durationMs ?? f.lastResult?.durationMs ?? null,
    exitCode: e.exitCode,
    signal: e.signal,
    stderrTail: e.stderrTail,
    retriesKnown: definition?.reportsRetries === true,
    stopRequest: e.stoppedBy === "requested" ? e.stopRequest ?? null : null
  });
}
function incompleteIfUnfinished(decision, summary) {
  if (decision.outcome !== "success") return decision;
  const unfinished = unfinishedWork(summary, summary.fold.lastResult);
  if (unfinished === null) return decision;
  return {
    ...decision,
    outcome: "incomplete",
    outcomeSource: "inferred",
    errorMessage: unfinished.message,
    isError: true
  };
}
function refusalLines(pattern, stderrTail) {
  if (pattern === void 0 || stderrTail === null) return [];
  const found = [];
  for (const line of stderrTail.split(/\r?\n/)) {
    const m = pattern.exec(line);
    if (m && !found.includes(m[0].trim())) found.push(m[0].trim());
  }
  return found.slice(-3);
}
function measuredMs(from, to) {
  return to > from ? to - from : null;
}

// src/run/fold.ts
var MAX_STDERR_LINE_BYTES = 4 * 1024;
var UNKNOWN_EXIT = {
  exitCode: null,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null
};
function toolResultWithoutAnsi(event) {
  if (event.output === null) return event;
  const output = stripAnsi(event.output);
  return output === event.output ? event : { ...event, output };
}
var RunFold = class {
  state;
  lines;
  frames;
  onEvent;
  /**
   * Events of the chunk being fed, when nobody listens per event: they are folded together at the
   * end of the chunk (while still in the CPU cache) into the open batch below.
   */
  pending = [];
  /**
   * What the fold created since the summary was last handed out (see `reduceBatch`): updated in
   * place by the next chunks instead of copied again. Null once `summary` or `end` hands the state
   * out, so the next chunk copies what it changes and the caller's summary never changes under it.
   * A fresh batch per chunk copied the tool-call list ~1,600 times (up to 15,000 calls each) in the
   * 100 MiB bench; holding thousands of events per batch instead let them go cold in memory.
   * With a listener the events are folded into it one at a time, between two calls of `onEvent`.
   */
  batch = null;
  ended = false;
  /** The agent's stderr, split into lines for the dialect's `stderrLine` (created on first use). */
  stderrLines = null;
  clock;
  constructor(options) {
    this.onEvent = options.onEvent;
    this.clock = options.frameTime ? new FrameClock() : null;
    this.state = emptySummary(
      options.dialect === "auto" ? null : options.dialect,
      options.callLog ?? null,
      options.callWindow
    );
    if (options.model) this.state.model = options.model;
    this.lines = new LineSplitter(
      options.maxLineBytes === void 0 ? {} : { maxLineBytes: options.maxLineBytes }
    );
    this.frames = new FrameSession({
      dialect: options.dialect,
      fallbackDialect: options.fallbackDialect ?? "claude-code",
      definitions: options.definitions ?? DIALECT_LIST,
      emit: (event) => this.apply(event.kind === "tool_result" ? toolResultWithoutAnsi(event) : event),
      onDialect: (dialect) => {
        this.flush();
        if (this.state.dialect !== dialect) this.state = { ...this.state, dialect };
      },
      ...options.onDialectMismatch ? { onMismatch: options.onDialectMismatch } : {},
      // The session reads each line's time from the frame it parses anyway (no second parse).
      ...this.clock ? { clock: this.clock } : {}
    });
  }
  /** The summary so far (final once `end` was called). */
  get summary() {
    this.flush();
    this.batch = null;
    return this.state;
  }
  /** The dialect being parsed; null while auto-detection is still looking. */
  get dialect() {
    return this.frames.dialect;
  }
  /** Feed one chunk of the agent's stdout, read at `at` (ms). */
  pushBytes(chunk, at) {
    if (this.ended) throw new Error("RunFold: pushBytes after end");
    this.feed(this.lines.push(chunk), at);
  }
  /**
   * Feed one chunk of the agent's stderr, read at `at`: complete lines go to the dialect's
   * `stderrLine` (only some CLIs print things there worth an event: a tool blocked by a sandbox,
   * API retries), everything else is left to the stderr tail. Ignored after `end`.
   */
  pushStderr(chunk, at) {
    if (this.ended || !this.frames.wantsStderr) return;
    this.stderrLines ??= new LineSplitter({ maxLineBytes: MAX_STDERR_LINE_BYTES });
    this.feedStderr(this.stderrLines.push(chunk), this.clock ? this.clock.last : at);
  }
  /** The stream ended and the process exited: flush, fold the exit event, return the summary. */
  end(exit, readAt) {
    if (this.ended) return this.state;
    this.feed(this.lines.end(), readAt);
    const at = this.clock ? this.clock.last : readAt;
    if (this.stderrLines) this.feedStderr(this.stderrLines.end(), at);
    this.frames.end(at);
    this.ended = true;
    this.apply({ kind: "exit", at, ...exit });
    this.flush();
    this.batch = null;
    return this.state;
  }
  feed(items, at) {
    const frames = this.frames;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (typeof item === "string") frames.line(item, at);
      else frames.problem(item, this.clock ? this.clock.last : at);
    }
    this.flush();
  }
  feedStderr(items, at) {
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      this.frames.stderrLine(stripAnsi(typeof item === "string" ? item : item.sample), at);
    }
    this.flush();
  }
  apply(event) {
    if (this.onEvent === void 0) {
      this.pending.push(event);
      return;
    }
    this.batch ??= newBatch();
    this.state = reduceOne(this.state, event, this.batch);
    this.onEvent(event, this.state);
  }
  flush() {
    if (this.pending.length === 0) return;
    this.batch ??= newBatch();
    this.state = reduceBatch(this.state, this.pending, this.batch);
    this.pending = [];
  }
};
async function foldStream(source, options) {
  const now = options.now ?? Date.now;
  const fold = new RunFold(options);
  for await (const chunk of source) fold.pushBytes(chunk, now());
  if (options.stderr) fold.pushStderr(options.stderr, now());
  return fold.end(options.exit ?? UNKNOWN_EXIT, now());
}

export {
  dialectDefinition,
  ALL_DENIED_WORDS,
  NOT_A_STREAM,
  UNKNOWN_EXIT,
  RunFold,
  foldStream
};
