const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  AgentProcess,
  MAX_CALL_PATHS,
  acpMcpServers,
  askingModeOf,
  callPaths,
  choosePermission
} from "./chunk-AJJI5BD4.js";
import "./chunk-PJ2S4DJY.js";
import "./chunk-HLBRODOX.js";
import "./chunk-FDYNW5TW.js";
import "./chunk-3AO6XF6P.js";
import "./chunk-H5KTGAC7.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-EXQCX44K.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-5CBL7BM5.js";
import {
  recordLine,
  recordReceived
} from "./chunk-CTOXTZ3Z.js";
import {
  LineSplitter
} from "./chunk-GBJ3DGLG.js";
import "./chunk-6PPWJKGQ.js";
import "./chunk-VVJO45ST.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/agent/acp/session.ts
function acpToolName(toolCall) {
  const meta = toolCall._meta;
  if (typeof meta === "object" && meta !== null) {
    const claude = meta["claudeCode"];
    if (typeof claude === "object" && claude !== null) {
      const name = claude["toolName"];
      if (typeof name === "string" && name !== "") return name;
    }
  }
  if (toolCall.kind === "execute") return "Bash";
  return toolCall.title ?? "";
}
function acpAskInput(toolCall) {
  if (toolCall.rawInput !== void 0 && toolCall.rawInput !== null) return toolCall.rawInput;
  if (toolCall.kind === "execute" && typeof toolCall.title === "string" && toolCall.title.trim() !== "")
    return { command: toolCall.title };
  return toolCall.rawInput;
}
var DEFAULT_EXIT_GRACE_MS = 1e3;
var DEFAULT_CANCEL_WAIT_MS = 1e3;
var PROTOCOL_SETTLE_MS = 1e3;
var NEWLINE = Buffer.from("\n");
function refusal(error) {
  const e = error;
  const message = typeof e.message === "string" ? e.message : String(error);
  const data = typeof e.data === "object" && e.data !== null ? e.data : {};
  const details = typeof e.data === "string" ? e.data : typeof data["details"] === "string" ? data["details"] : "";
  const code = typeof e.code === "number" ? `${e.code} ` : "";
  const text = details && !message.includes(details) ? `${message}: ${details}` : message;
  return `${code}${text}`.slice(0, 300);
}
function launchAcpAgent(o) {
  const life = new AgentProcess(o, { stdin: "pipe", stdout: "pipe" });
  const child = life.child;
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
    life.active(at);
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
  const send = (message) => {
    record(recordLine("sent", message), Date.now());
    if (child.stdin && !child.stdin.destroyed && child.stdin.writable) {
      child.stdin.write(`${JSON.stringify(message)}
`);
    }
  };
  let ending = null;
  const waitingAnswers = /* @__PURE__ */ new Set();
  const endProcess = (graceMs) => {
    if (ending !== null) return;
    child.stdin?.end();
    ending = life.later(graceMs, () => {
      if (!life.hasExited) life.terminate();
    });
  };
  let sessionId = null;
  let promptSettled = false;
  let promptDone = Promise.resolve();
  let lastStopReason = null;
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
    const app = acp.client({ name: "narrator" }).onRequest(acp.methods.client.session.requestPermission, async ({ params }) => {
      const options = params.options.map((opt) => ({
        optionId: opt.optionId,
        kind: opt.kind
      }));
      const callId = params.toolCall.toolCallId;
      const kinds = [params.toolCall.kind ?? null, announcedKinds.get(callId) ?? null];
      const paths = callPaths(params.toolCall, [...announcedPaths.get(callId) ?? []]);
      const home = o.env["HOME"] || void 0;
      const decision = life.stoppedBy !== null ? { outcome: "cancelled" } : choosePermission(o.permissionMode, kinds, options, { paths, cwd: o.cwd, home });
      const asked = life.stoppedBy === null && o.askPermission ? o.askPermission({
        tool: acpToolName(params.toolCall),
        input: acpAskInput(params.toolCall),
        title: params.toolCall.title ?? null
      }) : null;
      if (asked !== null) {
        const side = await new Promise((resolve) => {
          waitingAnswers.add(resolve);
          asked.then(resolve, () => resolve("reject"));
        });
        if (side === "cancelled" || life.stoppedBy !== null) return { outcome: { outcome: "cancelled" } };
        const pick = options.find((opt) => opt.kind === `${side}_once`) ?? options.find((opt) => opt.kind === `${side}_always`);
        return {
          outcome: pick ? { outcome: "selected", optionId: pick.optionId } : { outcome: "cancelled" }
        };
      }
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
      const mcp = acpMcpServers(o.mcpServers ?? [], init.agentCapabilities?.mcpCapabilities);
      if (mcp.skipped.length > 0) {
        o.onNotice?.(
          `the agent does not take http or sse MCP servers over ACP (its initialize says no): ${mcp.skipped.join(", ")} not given to it`
        );
      }
      const params = {
        cwd: o.cwd,
        // ACP v1's shape (the protocol version Narrator speaks); the SDK's types are of a later
        // draft (stdio servers with a `type`), which a v1 agent does not expect.
        mcpServers: mcp.servers,
        ...o.sessionMeta ? { _meta: o.sessionMeta } : {}
      };
      let session = null;
      const resumeId = o.resumeSessionId ?? null;
      if (resumeId !== null) {
        const caps = init.agentCapabilities;
        const how = caps?.sessionCapabilities?.resume ? "resume" : caps?.loadSession ? "load" : null;
        if (how === null) {
          o.onNotice?.(
            `fresh session: the agent's initialize offers neither session/resume nor session/load, so Narrator cannot continue session ${resumeId}`
          );
          o.onResume?.({
            resumed: false,
            why: "the agent's initialize offers neither session/resume nor session/load"
          });
        } else {
          try {
            const method = how === "resume" ? acp.methods.agent.session.resume : acp.methods.agent.session.load;
            session = await ctx.request(method, { ...params, sessionId: resumeId });
            sessionId = resumeId;
            o.onResume?.({ resumed: true });
          } catch (error) {
            const why = refusal(error);
            o.onNotice?.(
              `fresh session: the agent could not ${how} session ${resumeId} (${why}): Narrator started a new one`
            );
            o.onResume?.({ resumed: false, why: `the agent refused session/${how}: ${why}` });
          }
        }
      }
      if (session === null) {
        session = await ctx.request(acp.methods.agent.session.new, params);
        sessionId = session.sessionId ?? null;
      }
      if (sessionId === null) return;
      const mode = o.sessionMode === void 0 ? askingModeOf(init.agentInfo?.name ?? null) : o.sessionMode;
      const modes = session.modes;
      if (mode !== null && modes != null && modes.currentModeId !== mode && modes.availableModes.some((m) => m.id === mode)) {
        await ctx.request(acp.methods.agent.session.setMode, { sessionId, modeId: mode });
      }
      let texts = [o.prompt];
      for (; ; ) {
        if (life.stoppedBy !== null) return;
        promptSettled = false;
        lastStopReason = null;
        const asked = ctx.request(acp.methods.agent.session.prompt, {
          sessionId,
          prompt: texts.map((text) => ({ type: "text", text }))
        });
        promptDone = asked;
        let answer = null;
        try {
          answer = await asked;
        } finally {
          promptSettled = true;
        }
        lastStopReason = answer?.stopReason ?? null;
        if (o.steers === void 0 || lastStopReason !== "end_turn" || life.stoppedBy !== null) return;
        const next = o.steers.queue.take();
        if (next.length === 0) return;
        try {
          o.steers.onTaken(next);
        } catch {
        }
        texts = next;
      }
    });
  };
  const protocol = run().catch(() => {
  }).finally(() => {
    if (o.steers === void 0) return;
    const left = o.steers.queue.close();
    const why = life.stoppedBy !== null ? `the run was stopped (${life.stoppedBy}) before the agent's turn ended` : lastStopReason === "end_turn" ? "the agent had finished its turn" : lastStopReason === null ? "the agent's turn ended in an error" : `the agent's turn ended with ${lastStopReason}`;
    try {
      o.steers.onClosed(left, why);
    } catch {
    }
  });
  void protocol.then(() => endProcess(o.exitGraceMs ?? DEFAULT_EXIT_GRACE_MS));
  let wakeCancel = null;
  const cancelTurn = async (reason) => {
    for (const resolve of waitingAnswers) resolve("cancelled");
    waitingAnswers.clear();
    if (sessionId !== null && !promptSettled) {
      send({ jsonrpc: "2.0", method: "session/cancel", params: { sessionId } });
      const wait = reason === "requested" ? o.killGraceMs : o.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS;
      let timer;
      life.gentle = true;
      await Promise.race([
        promptDone.catch(() => {
        }),
        life.exited,
        new Promise((resolve) => {
          wakeCancel = resolve;
          timer = setTimeout(resolve, wait);
        })
      ]);
      life.gentle = false;
      clearTimeout(timer);
    }
    if (ending !== null) life.cancelTimers([ending]);
    ending = null;
    endProcess(0);
  };
  const cancel = async (reason, request) => {
    if (!life.claim(reason, null, request)) return;
    await cancelTurn(reason);
  };
  life.arm({
    begin(reason) {
      void cancelTurn(reason);
    },
    // The runner cancelling (or a limit) while a requested stop waits for the agent's answer: end
    // the wait now.
    escalate() {
      wakeCancel?.();
    }
  });
  const done = life.finish(async () => {
    endDelivery?.();
    await Promise.race([protocol, new Promise((resolve) => setTimeout(resolve, PROTOCOL_SETTLE_MS).unref())]);
    return null;
  });
  return { stop: (reason, request) => life.stop(reason, null, request), cancel, done };
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
  acpAskInput,
  acpToolName,
  launchAcpAgent
};
