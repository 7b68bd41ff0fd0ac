#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  CommandSafeText,
  jsonSafeForLog,
  neutralizeCommands
} from "./chunks/chunk-OYSWCIK3.js";
import {
  RunFold,
  dialectDefinition,
  foldStream
} from "./chunks/chunk-GKR265CW.js";
import "./chunks/chunk-6A5TW5ZF.js";
import "./chunks/chunk-7JYUB7ZX.js";
import {
  StringDecoder
} from "./chunks/chunk-Y5JNLNE3.js";
import {
  fileURLToPath,
  pathToFileURL
} from "./chunks/chunk-FVG77T2O.js";
import {
  REDACTED,
  StreamRedactor,
  UsageError,
  applyMasks,
  createRedactor,
  helpHint,
  parseCommand
} from "./chunks/chunk-NZGMC7SM.js";
import "./chunks/chunk-4CKVGRFT.js";
import "./chunks/chunk-IEVIZ4U3.js";
import "./chunks/chunk-F66BOU42.js";
import "./chunks/chunk-6BFCX7YP.js";
import "./chunks/chunk-5REM7YYO.js";
import "./chunks/chunk-YEPNHWFR.js";
import "./chunks/chunk-5CBL7BM5.js";
import "./chunks/chunk-ZNBULQC7.js";
import "./chunks/chunk-GAGLHUON.js";
import "./chunks/chunk-VVJO45ST.js";
import {
  promisify
} from "./chunks/chunk-WSIOUFCG.js";
import {
  closeSync,
  fstatSync,
  open,
  read,
  readFile,
  readSync,
  realpathSync
} from "./chunks/chunk-SV7BF4NV.js";
import "./chunks/chunk-GSTR2D45.js";

// src/context/knobs.ts
var DEFAULT_KILL_GRACE_MS = 5e3;
var DEFAULT_GITHUB_TIMEOUT_MS = 6e4;
var DEFAULT_COMMENT_FINAL_TIMEOUT_MS = 3e4;
var DEFAULT_BOARD_FINAL_TIMEOUT_MS = 6e4;
var DEFAULT_COMMENT_HEARTBEAT_MS = 3e4;
var DEFAULT_SNAPSHOT_INTERVAL_MS = 2e3;
function knobNumber(env, name) {
  const raw = env[name];
  const value = Number(raw);
  return raw !== void 0 && raw.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : void 0;
}
function readKnobs(env) {
  const scale = knobNumber(env, "NARRATOR_CLOCK_SCALE");
  const origin = knobNumber(env, "NARRATOR_CLOCK_ORIGIN");
  const finalTimeout = knobNumber(env, "NARRATOR_COMMENT_FINAL_TIMEOUT_MS");
  return {
    killGraceMs: knobNumber(env, "NARRATOR_KILL_GRACE_MS") ?? DEFAULT_KILL_GRACE_MS,
    githubTimeoutMs: knobNumber(env, "NARRATOR_GITHUB_TIMEOUT_MS") || DEFAULT_GITHUB_TIMEOUT_MS,
    githubBackoffMs: knobNumber(env, "NARRATOR_GITHUB_BACKOFF_MS"),
    clock: scale === void 0 || scale <= 0 || scale === 1 || origin === void 0 ? null : { scale, origin },
    commentFinalTimeoutMs: finalTimeout ?? DEFAULT_COMMENT_FINAL_TIMEOUT_MS,
    boardFinalTimeoutMs: finalTimeout ?? DEFAULT_BOARD_FINAL_TIMEOUT_MS,
    commentHeartbeatMs: knobNumber(env, "NARRATOR_COMMENT_HEARTBEAT_MS") ?? DEFAULT_COMMENT_HEARTBEAT_MS,
    callWindow: knobNumber(env, "NARRATOR_CALL_WINDOW"),
    snapshotIntervalMs: knobNumber(env, "NARRATOR_SNAPSHOT_INTERVAL_MS") ?? DEFAULT_SNAPSHOT_INTERVAL_MS,
    debugTiming: env["NARRATOR_DEBUG_TIMING"] === "1",
    ledger: env["NARRATOR_LEDGER"] !== "off",
    ledgerSettleMs: knobNumber(env, "NARRATOR_LEDGER_SETTLE_MS")
  };
}

// src/redact/json-writer.ts
var MAX_DEPTH = 64;
var UNIT = 4096;
var PIECE = 64 * 1024;
var NATIVE_STRINGS = 2048;
function writeRedactedJson(value, redactor, space, sink) {
  if (value === null || typeof value !== "object") return false;
  const redacted = redactedStrings(value, redactor);
  if (redacted === null) return false;
  new Writer(redacted, space, sink).write(value);
  return true;
}
var Spans = class {
  #number = /* @__PURE__ */ new Map();
  first = new Int32Array(256);
  end = new Int32Array(256);
  parent = new Int32Array(256);
  tangled = new Uint8Array(256);
  #count = 0;
  /** The object's number, or -1 when it was not met yet. */
  of(v) {
    return this.#number.get(v) ?? -1;
  }
  /** Numbers `v`, whose strings start at `first`, held by `parent` (-1: none). */
  open(v, first, parent) {
    const n = this.#count++;
    if (n === this.first.length) {
      const grow = (a) => {
        const b = new a.constructor(a.length * 2);
        b.set(a);
        return b;
      };
      this.first = grow(this.first);
      this.end = grow(this.end);
      this.parent = grow(this.parent);
      this.tangled = grow(this.tangled);
    }
    this.#number.set(v, n);
    this.first[n] = first;
    this.end[n] = -1;
    this.parent[n] = parent;
    return n;
  }
  /** Marks `from` and what holds it, up to the first already marked. */
  tangle(from) {
    for (let o = from; o !== -1 && this.tangled[o] === 0; o = this.parent[o]) this.tangled[o] = 1;
  }
};
function redactedStrings(value, redactor) {
  const redacted = /* @__PURE__ */ new Map();
  const changed = [];
  const values = new Pieces(new StreamRedactor(redactor), redacted, changed);
  const keys = new Pieces(new StreamRedactor(redactor), redacted, changed);
  const spans = new Spans();
  let strings = 0;
  let plain = true;
  let native = true;
  const collect = (v, depth, parent) => {
    if (typeof v === "string") {
      values.add(v, strings++);
      return;
    }
    if (typeof v === "bigint") plain = false;
    if (v === null || typeof v !== "object" || !plain) return;
    const met = spans.of(v);
    if (met !== -1) {
      if (spans.end[met] === -1) plain = false;
      spans.tangle(met);
      spans.tangle(parent);
      return;
    }
    if (native && !nativeSafe(v)) native = false;
    if (depth >= MAX_DEPTH) {
      plain = false;
      return;
    }
    const span = spans.open(v, strings, parent);
    if (Array.isArray(v)) {
      for (const item of v) collect(item, depth + 1, span);
    } else {
      const record = v;
      for (const k of Object.keys(record)) {
        keys.add(k, strings++);
        collect(record[k], depth + 1, span);
      }
    }
    spans.end[span] = strings;
  };
  collect(value, 0, -1);
  if (!plain) return null;
  values.end();
  keys.end();
  if (keys.changed) return null;
  changed.sort((a, b) => a - b);
  return { redacted, changed, spans, native };
}
function nativeSafe(v) {
  if (typeof v.toJSON === "function") return false;
  return !(v instanceof Number || v instanceof String || v instanceof Boolean || v instanceof BigInt);
}
var Pieces = class {
  constructor(stream, redacted, changedAt) {
    this.stream = stream;
    this.redacted = redacted;
    this.changedAt = changedAt;
  }
  stream;
  redacted;
  changedAt;
  changed = false;
  #texts = [];
  #at = [];
  /** `text` is string number `at` of the walk. */
  add(text, at) {
    this.#texts.push(text);
    this.#at.push(at);
    if (this.#texts.length >= UNIT) this.#push();
  }
  end() {
    this.#push();
    this.stream.end();
  }
  #push() {
    const texts = this.#texts;
    if (texts.length === 0) return;
    const at = this.#at;
    this.#texts = [];
    this.#at = [];
    this.stream.push(texts, (masks) => {
      if (masks === null) return;
      for (let i = 0; i < texts.length; i++) {
        const m = masks[i];
        if (!m) continue;
        this.redacted.set(at[i], applyMasks(texts[i], m));
        this.changedAt.push(at[i]);
        this.changed = true;
      }
    });
  }
};
function isSkipped(v) {
  return v === void 0 || typeof v === "function" || typeof v === "symbol";
}
var Writer = class {
  constructor(collected, space, sink) {
    this.collected = collected;
    this.sink = sink;
    this.#gap = typeof space === "number" && space >= 1 ? " ".repeat(Math.min(10, Math.floor(space))) : "";
  }
  collected;
  sink;
  #next = 0;
  #piece = [];
  #pieceChars = 0;
  #gap;
  /** Objects written once: met again, they are written again from their first strings. */
  #written = /* @__PURE__ */ new Set();
  write(value) {
    this.#value(value, "");
    this.#flush();
  }
  #emit(text) {
    this.#piece.push(text);
    this.#pieceChars += text.length;
    if (this.#pieceChars >= PIECE) this.#flush();
  }
  #flush() {
    if (this.#piece.length === 0) return;
    this.sink(this.#piece.join(""));
    this.#piece = [];
    this.#pieceChars = 0;
  }
  /** String number `at` as redacted: `text` itself unless redaction changed it. */
  #text(at, text) {
    return this.collected.changed.length === 0 ? text : this.collected.redacted.get(at) ?? text;
  }
  #value(v, indent) {
    if (typeof v === "string") {
      this.#emit(JSON.stringify(this.#text(this.#next++, v)));
      return;
    }
    if (v === null || typeof v !== "object") {
      this.#emit(JSON.stringify(v) ?? "null");
      return;
    }
    const spans = this.collected.spans;
    const span = spans.of(v);
    const first = spans.first[span];
    const end = spans.end[span];
    if (end - first <= NATIVE_STRINGS && this.#untouched(span, first, end)) {
      this.#emit(this.#stringified(v, indent));
      this.#next = end;
      return;
    }
    if (this.#written.has(v) && first !== this.#next) {
      const next = this.#next;
      this.#next = first;
      this.#contents(v, indent);
      this.#next = next;
      return;
    }
    this.#written.add(v);
    this.#contents(v, indent);
  }
  /**
   * Writes the items of `v` from `from` on that JSON.stringify may write together, when there are
   * two or more: objects met for the first time here, each untouched, NATIVE_STRINGS strings in all
   * at most (a summary's tool calls: one call per item cost more than the writing). Returns the
   * index after them; `from` when it wrote nothing.
   */
  #nativeRun(v, from, indent, close) {
    const spans = this.collected.spans;
    const start = this.#next;
    let next = start;
    let i = from;
    for (; i < v.length; i++) {
      const item = v[i];
      if (item === null || typeof item !== "object") break;
      const span = spans.of(item);
      if (span === -1 || spans.first[span] !== next) break;
      const end = spans.end[span];
      if (end - start > NATIVE_STRINGS || !this.#untouched(span, next, end)) break;
      next = end;
    }
    if (i < from + 2) return from;
    const text = this.#stringified(v.slice(from, i), indent);
    const items = text.slice(1, text.length - close.length - 1);
    this.#emit(from === 0 ? items : `,${items}`);
    this.#next = next;
    return i;
  }
  /** Whether JSON.stringify writes object number `span`, strings [first, end), as the walk would. */
  #untouched(span, first, end) {
    return this.collected.native && this.collected.spans.tangled[span] === 0 && this.#unchanged(first, end);
  }
  /** JSON.stringify's text of `v` where the walk is at `indent` (its later lines shifted by it). */
  #stringified(v, indent) {
    const text = JSON.stringify(v, null, this.#gap);
    return indent === "" || this.#gap === "" ? text : text.replaceAll("\n", `
${indent}`);
  }
  /** Whether no string numbered [first, end) was changed by redaction. */
  #unchanged(first, end) {
    const changed = this.collected.changed;
    let lo = 0;
    let hi = changed.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (changed[mid] < first) lo = mid + 1;
      else hi = mid;
    }
    return lo === changed.length || changed[lo] >= end;
  }
  #contents(v, indent) {
    const inner = indent + this.#gap;
    const open2 = this.#gap === "" ? "" : `
${inner}`;
    const between = this.#gap === "" ? "," : `,
${inner}`;
    const close = this.#gap === "" ? "" : `
${indent}`;
    if (Array.isArray(v)) {
      if (v.length === 0) {
        this.#emit("[]");
        return;
      }
      this.#emit("[");
      for (let i = 0; i < v.length; ) {
        const after = this.#nativeRun(v, i, indent, close);
        if (after > i) {
          i = after;
          continue;
        }
        this.#emit(i === 0 ? open2 : between);
        const item = v[i];
        if (isSkipped(item)) this.#emit("null");
        else this.#value(item, inner);
        i++;
      }
      this.#emit(`${close}]`);
      return;
    }
    const record = v;
    const colon = this.#gap === "" ? ":" : ": ";
    let first = true;
    this.#emit("{");
    for (const k of Object.keys(record)) {
      const key = this.#text(this.#next++, k);
      const item = record[k];
      if (isSkipped(item)) continue;
      this.#emit(first ? open2 : between);
      first = false;
      this.#emit(`${JSON.stringify(key)}${colon}`);
      this.#value(item, inner);
    }
    this.#emit(first ? "}" : `${close}}`);
  }
};

// src/redact/redact-json.ts
var JSON_TOKEN = /[\s,:[\]{}]+|"(?:[^"\\]|\\[\s\S])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/gy;
var PUNCTUATION = /[\s,:[\]{}]/;
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
  for (const m of json.matchAll(JSON_TOKEN))
    if (!PUNCTUATION.test(m[0][0])) tokens.push([m.index, m.index + m[0].length]);
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
var UNREDACTABLE = JSON.stringify({ redacted: "this JSON could not be redacted safely" });
function stringifyRedacted(value, redactor, space) {
  const pieces = [];
  const text = writeRedactedJson(value, redactor, space, (piece) => pieces.push(piece)) ? pieces.join("") : JSON.stringify(redactor.redactValue(value), null, space);
  if (!needsRawCheck(redactor)) return text;
  return cleanRawJson(text, redactor, UNREDACTABLE);
}
function writeStringifiedRedacted(value, redactor, space, sink) {
  if (needsRawCheck(redactor)) {
    sink(stringifyRedacted(value, redactor, space));
    return;
  }
  if (!writeRedactedJson(value, redactor, space, sink))
    sink(JSON.stringify(redactor.redactValue(value), null, space));
}

// src/run/contract.ts
function contractToolCall(t) {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    parentId: t.parentId,
    input: t.input,
    outputPreview: t.outputPreview,
    durationMs: t.durationMs,
    // additions
    exitCode: t.exitCode,
    outputChars: t.outputChars
  };
}
var SUMMARY_SCHEMA_VERSION = 1;
function toContractJson(s) {
  return {
    dialect: s.dialect,
    sessionId: s.sessionId,
    model: s.model,
    outcome: s.outcome,
    subtype: s.subtype,
    isError: s.isError,
    outcomeSource: s.outcomeSource,
    errorMessage: s.errorMessage,
    finalText: s.finalText,
    turns: s.turns,
    toolCalls: s.toolCalls.map(contractToolCall),
    retries: s.retries.map((r) => ({
      attempt: r.attempt,
      maxRetries: r.maxRetries,
      delayMs: r.delayMs,
      httpStatus: r.httpStatus,
      category: r.category
    })),
    costUsd: s.costUsd,
    tokens: s.tokens ? {
      input: s.tokens.input,
      output: s.tokens.output,
      cacheRead: s.tokens.cacheRead,
      cacheWrite: s.tokens.cacheWrite
    } : null,
    todos: s.todos.map((t) => ({ content: t.content, status: t.status })),
    permissionDenials: s.permissionDenials.map((d) => ({
      tool: d.tool,
      input: d.input,
      toolUseId: d.toolUseId
    })),
    durationMs: s.durationMs,
    exitCode: s.exitCode,
    signal: s.signal,
    diagnostics: {
      badLines: s.diagnostics.badLines,
      unknownEvents: { ...s.diagnostics.unknownEvents },
      // additions
      longLines: s.diagnostics.longLines,
      badLineSamples: [...s.diagnostics.badLineSamples],
      foreignFrames: s.diagnostics.foreignFrames,
      ignoredResults: s.diagnostics.ignoredResults,
      badUsage: s.diagnostics.badUsage
    },
    // additions after the contract's fields
    status: s.status,
    cliVersion: s.cliVersion,
    stopReason: s.stopReason,
    terminalReason: s.terminalReason,
    steps: s.steps,
    notices: s.notices.map((n) => ({ level: n.level, code: n.code, message: n.message })),
    // false: the agent's stream does not show retries, so `retries` may miss some (never "0").
    retriesKnown: s.retriesKnown,
    // Who stopped the run from the PR or issue (null: nobody did).
    stopRequest: s.stopRequest ? { ...s.stopRequest } : null,
    // Estimated from tokens and the price table when the agent reports no cost; never in costUsd.
    estimatedCostUsd: s.estimatedCostUsd ?? null,
    // The version of schema/summary-v1.schema.json this JSON follows: a consumer checks it before
    // relying on a field; it changes only when a field would be renamed or removed.
    schemaVersion: SUMMARY_SCHEMA_VERSION,
    // The MCP servers the agent reported at start (null: its stream says nothing of them).
    mcpServers: s.mcpServers ? s.mcpServers.map((m) => ({ name: m.name, status: m.status, error: m.error })) : null,
    // Only when the agent was talked to from the PR: who asked, allowed, denied, answered, steered.
    ...s.conversation && s.conversation.length > 0 ? { conversation: s.conversation.map((e) => ({ ...e })) } : {},
    // Only with `output-schema`: the validated object.
    ...s.structuredOutput !== void 0 ? { structuredOutput: s.structuredOutput } : {}
  };
}

// src/cli.ts
var DEMO_CAPTURE = new URL("../examples/streams/08-long-run-30-tools/", import.meta.url);
var CLI_VERSION = "1.0.0";
async function main(argv, io) {
  const safe = commandSafeIo(io);
  const tooOld = nodeTooOld(process.versions.node, process.execPath);
  if (tooOld !== null) {
    safe.stderr(tooOld);
    safe.flush();
    return 2;
  }
  try {
    return await runCommand(argv, safe);
  } finally {
    safe.flush();
  }
}
function commandSafeIo(io) {
  const out = new CommandSafeText();
  const err = new CommandSafeText();
  const agentStderr = new StringDecoder("utf8");
  const print = (write, text) => {
    if (text !== "") write(text);
  };
  return {
    // Not `...io`: that would read stdin, which builds its stream (see the program's io below).
    get stdin() {
      return io.stdin;
    },
    env: io.env,
    ...io.stdoutIsTTY === void 0 ? {} : { stdoutIsTTY: io.stdoutIsTTY },
    stdout: (text) => print(io.stdout, out.write(text)),
    stderr: (text) => print(io.stderr, err.write(text)),
    stderrBytes: (chunk) => print(io.stderr, err.write(agentStderr.write(Buffer.from(chunk)))),
    flush() {
      print(io.stdout, out.end());
      print(io.stderr, err.write(agentStderr.end()) + err.end());
    }
  };
}
async function runCommand(argv, io) {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`narrator: ${error.message}
${helpHint(argv)}
`);
    return 2;
  }
  const redactor = createRedactor({ env: io.env });
  try {
    switch (command.command) {
      case "help":
        io.stdout(`${command.text}
`);
        return 0;
      case "summarize": {
        const otlp = command.otlp ? await import("./chunks/telemetry-FXOC4ZZO.js") : null;
        const target = otlp?.otlpTargetOrUsageError(io.env) ?? null;
        const steps = otlp === null ? null : new otlp.StepCollector();
        const summary = await foldInput(
          command,
          io,
          steps === null ? void 0 : (event) => steps.onEvent(event)
        );
        writeStringifiedRedacted(
          toContractJson(summary),
          redactor,
          2,
          (piece) => io.stdout(jsonSafeForLog(piece))
        );
        io.stdout("\n");
        if (otlp !== null && target !== null && steps !== null) {
          await otlp.exportSummaryTrace(
            summary,
            steps,
            target,
            redactor,
            io.env,
            (line) => io.stderr(`${line}
`)
          );
        }
        return 0;
      }
      case "render": {
        if (command.format === "html") {
          const { Transcript, renderHtmlPage } = await import("./chunks/commands-QIW6GZYH.js");
          const transcript = new Transcript({ redact: redactor.redact });
          const summary2 = await foldInput(command, io, (event, s) => transcript.onEvent(event, s));
          transcript.finish();
          io.stdout(
            renderHtmlPage(summary2, transcript, { redact: redactor.redact, now: summary2.lastEventAt ?? 0 })
          );
          return 0;
        }
        const summary = await foldInput(command, io);
        const { renderStepSummary, renderText } = await import("./chunks/commands-QIW6GZYH.js");
        const text = command.format === "markdown" ? renderStepSummary(summary, { redact: redactor.redact, verdictFor: "nobody" }) : renderText(summary, {
          redact: redactor.redact,
          now: summary.lastEventAt ?? 0,
          verdictFor: "nobody"
        });
        io.stdout(text.endsWith("\n") ? text : `${text}
`);
        return 0;
      }
      case "watch": {
        if (command.dialect !== "auto" && !dialectDefinition(command.dialect)) {
          throw new UsageError(`dialect "${command.dialect}" is not supported yet`);
        }
        if (command.file === null && io.stdin.isTTY) {
          throw new UsageError(
            "watch: stdin is a terminal; pipe the agent into it (claude -p \u2026 --output-format stream-json --verbose | narrator watch)"
          );
        }
        const { watchStream, readTiming } = await import("./chunks/commands-QIW6GZYH.js");
        const timing = command.timingFile === null ? null : await readTiming(command.timingFile).catch((error) => {
          throw new UsageError(error.message, { cause: error });
        });
        return await watchStream({
          source: command.file === null ? io.stdin : await openFile(command.file),
          timing,
          dialect: command.dialect,
          failOn: command.failOn,
          commandName: "narrator watch",
          model: command.model,
          redactor,
          color: colorFor(command.color, io),
          print: io.stdout,
          warn: io.stderr,
          exit: {
            exitCode: command.exitCode,
            signal: command.signal,
            stderrTail: null,
            stoppedBy: null,
            limitMs: null
          }
        });
      }
      case "run": {
        const { runAndNarrate } = await import("./chunks/run-VWGBJD2W.js");
        const { BudgetRefused } = await import("./chunks/budget-guard-2XFBY2CB.js");
        return await runAndNarrate({
          command: command.argv,
          prompt: command.prompt,
          permissionMode: command.permissionMode,
          model: command.model,
          caps: command.caps,
          cwd: process.cwd(),
          env: io.env,
          dialect: command.dialect,
          failOn: command.failOn,
          timeoutMs: command.timeoutMs,
          idleTimeoutMs: command.idleTimeoutMs,
          killGraceMs: readKnobs(io.env).killGraceMs,
          redactor,
          color: colorFor(command.color, io),
          print: io.stdout,
          warn: io.stderr,
          stderr: io.stderrBytes ?? ((chunk) => io.stderr(Buffer.from(chunk).toString("utf8")))
        }).catch((error) => {
          if (error instanceof BudgetRefused) {
            const words = error.message.replace(/input '([a-z-]+)'/g, "--$1").replace(/'(model|max-budget-usd|max-total-tokens|max-tool-calls)'/g, "--$1");
            throw new UsageError(`run: ${words}`, { cause: error });
          }
          throw error;
        });
      }
      case "aggregate": {
        const { readLegFiles, decide, assembleLegs, LegRecordError, ...board } = await import("./chunks/commands-QIW6GZYH.js");
        let records;
        try {
          records = await readLegFiles(command.paths);
        } catch (error) {
          if (error instanceof LegRecordError) throw new UsageError(error.message, { cause: error });
          throw error;
        }
        const legs = assembleLegs({ records, jobs: null });
        const verdict = decide(legs, command.requirement);
        const ctx = { redact: redactor.redact };
        io.stdout(
          command.format === "markdown" ? board.renderBoardSummary(legs, verdict, ctx) : board.renderBoardText(legs, verdict, ctx)
        );
        return verdict.passed ? 0 : 1;
      }
      case "follow": {
        const { follow, followToken } = await import("./chunks/follow-X3HO32YW.js");
        const controller = new AbortController();
        const stop = () => controller.abort();
        process.once("SIGINT", stop);
        try {
          return await follow({
            target: command.target,
            token: await followToken(io.env),
            apiUrl: io.env["GITHUB_API_URL"],
            version: CLI_VERSION,
            intervalMs: command.intervalMs,
            giveUpMs: command.giveUpMs,
            print: io.stdout,
            warn: (text) => io.stderr(`${text}
`),
            redact: redactor.redact,
            signal: controller.signal
          });
        } finally {
          process.off("SIGINT", stop);
        }
      }
      case "history": {
        const [{ history }, { followToken }] = await Promise.all([
          import("./chunks/history-4DNPNL5W.js"),
          import("./chunks/follow-X3HO32YW.js")
        ]);
        return history({
          target: command.target,
          token: await followToken(io.env),
          apiUrl: io.env["GITHUB_API_URL"],
          version: CLI_VERSION,
          author: command.author,
          json: command.json,
          print: io.stdout,
          warn: (text) => io.stderr(`${text}
`),
          redact: redactor.redact
        });
      }
      case "pull": {
        const { pull } = await import("./chunks/pull-3SXSHX54.js");
        const token = command.store === null ? await (await import("./chunks/follow-X3HO32YW.js")).followToken(io.env) : null;
        return pull(command, {
          env: io.env,
          stdout: io.stdout,
          stderr: io.stderr,
          token,
          version: CLI_VERSION
        });
      }
      case "demo": {
        const { readCapture, replayLines, eventLines, renderText } = await import("./chunks/commands-QIW6GZYH.js");
        const capture = await readCapture(DEMO_CAPTURE).catch((error) => {
          throw new UsageError(
            `demo: the bundled capture is not next to this program (looked in ${fileURLToPath(DEMO_CAPTURE)}); run the demo from a checkout of the Narrator repository, or narrate any saved stream with: narrator watch FILE`,
            { cause: error }
          );
        });
        const ctx = { redact: redactor.redact, verdictFor: "nobody" };
        const fold = new RunFold({
          dialect: "claude-code",
          onEvent: (event, summary2) => {
            if (event.kind === "exit") return;
            for (const line of eventLines(event, summary2, { ...ctx, now: event.at })) io.stdout(`${line}
`);
          }
        });
        const last = await replayLines(capture.stdout, capture.timing, fold, { speed: command.speed });
        const summary = fold.end(capture.exit, last);
        io.stdout(`
${renderText(summary, { ...ctx, now: last })}
`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`narrator: ${error.message}
`);
      return 2;
    }
    throw error;
  }
}
async function foldInput(args, io, onEvent) {
  const folded = await foldSchemaInput(args, io, onEvent);
  const { estimateCost } = await import("./chunks/cost-estimate-3YZSEITK.js");
  return (await estimateCost(folded, args.model)).summary;
}
async function foldSchemaInput(args, io, onEvent) {
  if (args.outputSchema === null) return foldStreamInput(args, io, onEvent);
  const { parseSchemaText, compileOutputSchema } = await import("./chunks/json-schema-QLJ5OS4O.js");
  const file = args.outputSchema;
  const { readFile: readText } = await import("node:fs/promises");
  const validate = await readText(file, "utf8").catch((error) => {
    throw new Error(`--output-schema ${file} cannot be read: ${error.message}`, { cause: error });
  }).then((text) => compileOutputSchema(parseSchemaText(text, `--output-schema ${file}`))).catch((error) => {
    throw new UsageError(error.message, { cause: error });
  });
  const { applyStructuredOutput } = await import("./chunks/structured-output-Q3XXKWOX.js");
  return applyStructuredOutput(await foldStreamInput(args, io, onEvent), validate);
}
async function foldStreamInput(args, io, onEvent) {
  if (args.dialect !== "auto" && !dialectDefinition(args.dialect)) {
    throw new UsageError(`dialect "${args.dialect}" is not supported yet`);
  }
  if (args.file === null && io.stdin.isTTY) {
    throw new UsageError('no FILE given and stdin is a terminal (pass FILE, or pipe the stream and use "-")');
  }
  const stderrBytes = args.stderrFile === null ? null : await readBytes(args.stderrFile, "stderr file");
  const exit = {
    exitCode: args.exitCode,
    signal: args.signal,
    stderrTail: stderrBytes === null ? null : (await import("./chunks/commands-QIW6GZYH.js")).stderrTail(stderrBytes.toString("utf8")),
    stoppedBy: null,
    limitMs: null
  };
  const options = {
    dialect: args.dialect,
    // A saved stream read at once: the frames' own timestamps (where they carry them) are its
    // clock, not the moment each line was read. A timing file, below, overrides them.
    frameTime: args.timingFile === null,
    ...args.maxLineBytes === void 0 ? {} : { maxLineBytes: args.maxLineBytes },
    ...onEvent === void 0 ? {} : { onEvent },
    onDialectMismatch: (declared, detection) => io.stderr(
      `narrator: warning: --dialect ${declared} was given, but the stream looks like ${detection.dialect}
`
    )
  };
  if (args.timingFile !== null) {
    const { readTiming, replayLines } = await import("./chunks/commands-QIW6GZYH.js");
    const timing = await readTiming(args.timingFile).catch((error) => {
      throw new UsageError(error.message, { cause: error });
    });
    const bytes = args.file === null ? await readAll(io.stdin) : await readBytes(args.file, "file");
    const fold = new RunFold(options);
    const last = await replayLines(bytes, timing, fold, { speed: Number.POSITIVE_INFINITY });
    if (stderrBytes !== null) fold.pushStderr(stderrBytes, last);
    return fold.end(exit, last);
  }
  const withStderr = stderrBytes === null ? {} : { stderr: stderrBytes };
  if (args.file === null) return foldStream(io.stdin, { ...options, exit, ...withStderr });
  return foldStream(await openFile(args.file), { ...options, exit, ...withStderr });
}
function colorFor(flag, io) {
  return flag ?? (io.stdoutIsTTY === true && !io.env["NO_COLOR"]);
}
async function openFile(file) {
  let fd;
  try {
    fd = await openAsync(file, "r");
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error.message}`, { cause: error });
  }
  return chunksOf(fd, file);
}
var openAsync = promisify(open);
var readAsync = promisify(read);
var readFileAsync = promisify(readFile);
var READ_CHUNK = 64 * 1024;
async function* chunksOf(fd, file) {
  try {
    const regular = fstatSync(fd).isFile();
    const buffer = Buffer.allocUnsafe(READ_CHUNK);
    for (; ; ) {
      let bytesRead;
      try {
        bytesRead = regular ? readSync(fd, buffer, 0, READ_CHUNK, null) : (await readAsync(fd, buffer, 0, READ_CHUNK, null)).bytesRead;
      } catch (error) {
        throw new UsageError(`cannot read ${file}: ${error.message}`, { cause: error });
      }
      if (bytesRead === 0) return;
      yield bytesRead === READ_CHUNK ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    closeSync(fd);
  }
}
async function readBytes(path, what) {
  try {
    return await readFileAsync(path);
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${error.message}`, { cause: error });
  }
}
async function readAll(source) {
  const chunks = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}
var NODE_MAJOR = 24;
function nodeTooOld(version, execPath) {
  const major = Number(version.split(".")[0]);
  if (major >= NODE_MAJOR) return null;
  return `narrator: needs Node ${NODE_MAJOR} or newer; this is Node ${version} (${execPath}).
  Install Node ${NODE_MAJOR}: https://nodejs.org/en/download, or \`nvm install ${NODE_MAJOR}\` / \`fnm install ${NODE_MAJOR}\`,
  or run this once with npm's Node ${NODE_MAJOR}: npx -y node@${NODE_MAJOR} ${process.argv[1] ?? "dist/cli.js"} \u2026
`;
}
function isProgram() {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}
if (isProgram()) {
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  main(process.argv.slice(2), {
    // Made on first use: process.stdin builds a stream (and loads node's file streams, FileHandle,
    // readline: ~3 ms) that `summarize FILE` never reads.
    get stdin() {
      return process.stdin;
    },
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(
        neutralizeCommands(
          `narrator: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}
`
        )
      );
      process.exitCode = 1;
    }
  );
}
export {
  main,
  nodeTooOld
};
