const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MAX_CALL_PATHS,
  askingModeOf,
  callPaths,
  choosePermission,
  execa,
  signalTree,
  spawnPlan
} from "./chunk-XZAT3N4B.js";
import "./chunk-PJ2S4DJY.js";
import "./chunk-HLBRODOX.js";
import "./chunk-FDYNW5TW.js";
import "./chunk-5XQLORPM.js";
import {
  recordLine,
  recordReceived
} from "./chunk-CTOXTZ3Z.js";
import {
  LineSplitter,
  previewTail
} from "./chunk-KRC2VOMI.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-EXQCX44K.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-WSYYOAVZ.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";

// src/agent/acp/session.ts
var DEFAULT_EXIT_GRACE_MS = 1e3;
var DEFAULT_CANCEL_WAIT_MS = 1e3;
var DEFAULT_STDERR_TAIL = 8 * 1024;
var DRAIN_AFTER_EXIT_MS = 1e3;
var PROTOCOL_SETTLE_MS = 1e3;
var NEWLINE = Buffer.from("\n");
function launchAcpAgent(o) {
  const stderrChunks = [];
  let stderrBytes = 0;
  const tailLimit = o.stderrTailBytes ?? DEFAULT_STDERR_TAIL;
  let lastLineAt = Date.now();
  const plan = spawnPlan(o);
  const child = execa(plan.file, plan.args, {
    cwd: o.cwd,
    env: o.env,
    extendEnv: false,
    shell: false,
    detached: true,
    cleanup: false,
    reject: false,
    buffer: false,
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe"
  });
  const pid = child.pid;
  o.onSpawn?.(pid, Date.now());
  const record = (line, at) => {
    o.onStdout(Buffer.concat([Buffer.from(line), NEWLINE]), at);
  };
  let deliver = null;
  let endDelivery = null;
  const pending = [];
  let stdoutEnded = false;
  const announcedKinds = /* @__PURE__ */ new Map();
  const announcedPaths = /* @__PURE__ */ new Map();
  const received = (line, at) => {
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      record(line, at);
      return;
    }
    record(recordReceived(line, parsed), at);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return;
    const message = parsed;
    noteKinds(message, announcedKinds, announcedPaths);
    if (typeof message.method === "string" && !Object.hasOwn(message, "id")) return;
    if (deliver !== null) deliver(message);
    else pending.push(message);
  };
  const splitter = new LineSplitter();
  child.stdout?.on("data", (chunk) => {
    const at = Date.now();
    lastLineAt = at;
    for (const item of splitter.push(chunk)) {
      if (typeof item === "string") received(item, at);
      else record(`${item.problem} (${item.bytes} bytes): ${item.sample}`, at);
    }
  });
  child.stdout?.on("end", () => {
    const at = Date.now();
    for (const item of splitter.end()) {
      if (typeof item === "string") received(item, at);
      else record(`${item.problem} (${item.bytes} bytes): ${item.sample}`, at);
    }
    stdoutEnded = true;
    endDelivery?.();
  });
  child.stderr?.on("data", (chunk) => {
    stderrChunks.push(chunk);
    stderrBytes += chunk.length;
    while (stderrChunks.length > 1 && stderrBytes - stderrChunks[0].length >= tailLimit) {
      stderrBytes -= stderrChunks.shift().length;
    }
    o.onStderr?.(chunk);
  });
  child.stdin?.on("error", () => {
  });
  const send = (message) => {
    record(recordLine("sent", message), Date.now());
    if (child.stdin && !child.stdin.destroyed && child.stdin.writable) {
      child.stdin.write(`${JSON.stringify(message)}
`);
    }
  };
  let exited = false;
  let stoppedBy = null;
  let limitMs = null;
  let shortGrace = false;
  let tree = [];
  const timers = [];
  let ending = false;
  const exitPromise = new Promise((resolve) => {
    child.nodeChildProcess.on("exit", () => {
      exited = true;
      resolve();
      const t = setTimeout(() => {
        signalTree(pid, "SIGKILL", tree, plan.kill);
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, DRAIN_AFTER_EXIT_MS);
      t.unref();
      timers.push(t);
    });
  });
  const endProcess = (graceMs) => {
    if (ending) return;
    ending = true;
    child.stdin?.end();
    const term = setTimeout(() => {
      if (exited) return;
      tree = signalTree(pid, "SIGTERM", tree, plan.kill);
      const killGrace = shortGrace ? o.cancelGraceMs ?? Math.min(o.killGraceMs, 2500) : o.killGraceMs;
      const kill = setTimeout(() => {
        tree = signalTree(pid, "SIGKILL", tree, plan.kill);
      }, killGrace);
      kill.unref();
      timers.push(kill);
    }, graceMs);
    term.unref();
    timers.push(term);
  };
  let sessionId = null;
  let promptSettled = false;
  let promptDone = Promise.resolve();
  const run = async () => {
    const acp = await import("./acp-PA2GFNG7.js");
    const readable = new ReadableStream({
      start(controller) {
        deliver = (m) => controller.enqueue(m);
        endDelivery = () => {
          try {
            controller.close();
          } catch {
          }
        };
        for (const m of pending.splice(0)) controller.enqueue(m);
        if (stdoutEnded) endDelivery();
      }
    });
    const writable = new WritableStream({
      write(message) {
        send(message);
      }
    });
    const app = acp.client({ name: "narrator" }).onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
      const options = params.options.map((opt) => ({
        optionId: opt.optionId,
        kind: opt.kind
      }));
      const callId = params.toolCall.toolCallId;
      const kinds = [params.toolCall.kind ?? null, announcedKinds.get(callId) ?? null];
      const paths = callPaths(params.toolCall, [...announcedPaths.get(callId) ?? []]);
      const home = o.env["HOME"] || void 0;
      const decision = stoppedBy !== null ? { outcome: "cancelled" } : choosePermission(o.permissionMode, kinds, options, { paths, cwd: o.cwd, home });
      return { outcome: decision };
    }).onNotification("*", () => {
    });
    const stream = { readable, writable };
    await app.connectWith(stream, async (ctx) => {
      const version = o.clientVersion ?? "0";
      const init = await ctx.request(acp.methods.agent.initialize, {
        protocolVersion: 1,
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
        clientInfo: { name: "narrator", version }
      });
      const session = await ctx.request(acp.methods.agent.session.new, {
        cwd: o.cwd,
        mcpServers: [],
        ...o.sessionMeta ? { _meta: o.sessionMeta } : {}
      });
      sessionId = session.sessionId;
      const mode = o.sessionMode === void 0 ? askingModeOf(init.agentInfo?.name ?? null) : o.sessionMode;
      const modes = session.modes;
      if (mode !== null && modes != null && modes.currentModeId !== mode && modes.availableModes.some((m) => m.id === mode)) {
        await ctx.request(acp.methods.agent.session.setMode, { sessionId, modeId: mode });
      }
      if (stoppedBy !== null) return;
      promptDone = ctx.request(acp.methods.agent.session.prompt, {
        sessionId,
        prompt: [{ type: "text", text: o.prompt }]
      });
      try {
        await promptDone;
      } finally {
        promptSettled = true;
      }
    });
  };
  const protocol = run().catch(() => {
  });
  void protocol.then(() => endProcess(o.exitGraceMs ?? DEFAULT_EXIT_GRACE_MS));
  let stopRequest = null;
  let cancelling = false;
  let wakeCancel = null;
  const cancel = async (reason, request) => {
    if (stoppedBy !== null || exited) return;
    stoppedBy = reason;
    stopRequest = request ?? null;
    if (reason === "cancelled") shortGrace = true;
    if (sessionId !== null && !promptSettled) {
      send({ jsonrpc: "2.0", method: "session/cancel", params: { sessionId } });
      const wait = reason === "requested" ? o.killGraceMs : o.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS;
      let timer;
      cancelling = true;
      await Promise.race([
        promptDone.catch(() => {
        }),
        exitPromise,
        new Promise((resolve) => {
          wakeCancel = resolve;
          timer = setTimeout(resolve, wait);
        })
      ]);
      cancelling = false;
      clearTimeout(timer);
    }
    ending = false;
    for (const t of timers) clearTimeout(t);
    endProcess(0);
  };
  const stop = (reason, limit = null, request) => {
    if (exited) return;
    if (cancelling && reason !== "requested") {
      if (reason === "cancelled") shortGrace = true;
      wakeCancel?.();
      return;
    }
    if (stoppedBy !== null) return;
    limitMs = limit;
    void cancel(reason, request);
  };
  if (o.timeoutMs > 0) timers.push(setTimeout(() => stop("wall_timeout", o.timeoutMs), o.timeoutMs));
  if (o.idleTimeoutMs > 0) {
    const check = () => {
      if (exited || stoppedBy) return;
      const idle = Date.now() - lastLineAt;
      if (idle >= o.idleTimeoutMs) stop("idle_timeout", o.idleTimeoutMs);
      else timers.push(setTimeout(check, o.idleTimeoutMs - idle));
    };
    timers.push(setTimeout(check, o.idleTimeoutMs));
  }
  const done = (async () => {
    const result = await child;
    for (const t of timers) clearTimeout(t);
    signalTree(pid, "SIGKILL", tree, plan.kill);
    endDelivery?.();
    await Promise.race([protocol, new Promise((resolve) => setTimeout(resolve, PROTOCOL_SETTLE_MS).unref())]);
    const all = Buffer.concat(stderrChunks);
    let tail = null;
    if (all.length > 0) {
      const text = all.subarray(Math.max(0, all.length - tailLimit)).toString("utf8");
      tail = all.length > tailLimit ? previewTail(text.replace(/^\uFFFD+/, "")) : text;
    }
    let exitCode = typeof result.exitCode === "number" ? result.exitCode : null;
    if (result.failed && exitCode === null && result.signal === void 0) {
      exitCode = 127;
      const message = result.originalMessage || result.shortMessage || "the agent could not be started";
      tail = tail ? `${tail}
${message}` : message;
    }
    return { exitCode, signal: result.signal ?? null, stderrTail: tail, stoppedBy, limitMs, stopRequest };
  })();
  return { stop: (reason, request) => stop(reason, null, request), cancel, done };
}
function noteKinds(message, kinds, paths) {
  if (message.method !== "session/update") return;
  const params = message.params;
  const update = params?.update;
  const type = update?.sessionUpdate;
  if (type !== "tool_call" && type !== "tool_call_update") return;
  const id = update?.toolCallId;
  if (typeof id !== "string") return;
  const named = callPaths(update);
  if (named.length > 0) {
    const known = paths.get(id) ?? [];
    for (const p of named) if (known.length <= MAX_CALL_PATHS && !known.includes(p)) known.push(p);
    paths.set(id, known);
  }
  if (type !== "tool_call") return;
  const kind = update?.kind;
  if (typeof kind === "string" && !kinds.has(id)) kinds.set(id, kind);
}
export {
  launchAcpAgent
};
