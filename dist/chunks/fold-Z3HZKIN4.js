const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DIALECT_LIST,
  addTokens,
  dialectDefinition,
  frameKind
} from "./chunk-VA7CEDSM.js";
import "./chunk-CTOXTZ3Z.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import {
  FAILED_CALLS,
  HEAD_CALLS,
  MAX_NAMES,
  MAX_OPEN,
  OTHER_NAMES,
  emptySummary,
  stripAnsi
} from "./chunk-A7QKHJIO.js";
import {
  LineSplitter,
  OUTPUT_PREVIEW_CHARS,
  previewText,
  previewValue,
  sampleText
} from "./chunk-GBJ3DGLG.js";
import {
  createReadStream
} from "./chunk-6PPWJKGQ.js";
import {
  decideOutcome,
  unfinishedWork
} from "./chunk-54B5BJMG.js";
import {
  ownValue
} from "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

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
    for (const [dialect, score] of this.scores) {
      if (score > bestScore) {
        best = dialect;
        bestScore = score;
        tied = false;
      } else if (score === bestScore) {
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
async function foldFile(path, options) {
  try {
    return await foldStream(createReadStream(path), options);
  } catch (error) {
    const code = error?.code;
    if (typeof code === "string") {
      throw new Error(`cannot read ${path}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}
export {
  RunFold,
  UNKNOWN_EXIT,
  foldFile,
  foldStream
};
