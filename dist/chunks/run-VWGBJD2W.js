const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  Narration
} from "./chunk-CBMTR5A3.js";
import "./chunk-IBN2ZT72.js";
import {
  BudgetGuard,
  NO_CAPS,
  prepareBudget
} from "./chunk-VRBE4ZM7.js";
import "./chunk-VEUXDD44.js";
import {
  AgentProcess,
  acpAskingEnv
} from "./chunk-ELT3DG7N.js";
import "./chunk-2MIOJ6NV.js";
import "./chunk-PJ2S4DJY.js";
import "./chunk-GKR265CW.js";
import "./chunk-6A5TW5ZF.js";
import "./chunk-7JYUB7ZX.js";
import "./chunk-Y5JNLNE3.js";
import "./chunk-FVG77T2O.js";
import "./chunk-F66BOU42.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-5REM7YYO.js";
import {
  node_os_default
} from "./chunk-YEPNHWFR.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import "./chunk-GAGLHUON.js";
import "./chunk-VVJO45ST.js";
import "./chunk-HLBRODOX.js";
import "./chunk-MQVHZZJP.js";
import "./chunk-WSIOUFCG.js";
import {
  closeSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  read,
  rmdirSync,
  unlinkSync
} from "./chunk-SV7BF4NV.js";
import "./chunk-GSTR2D45.js";

// src/agent/stdout-file.ts
var READ_BYTES = 64 << 10;
var FIRST_WAIT_MS = 2;
var MAX_WAIT_MS = 40;
var StdoutFile = class {
  constructor(onChunk, dir = node_os_default.tmpdir()) {
    this.onChunk = onChunk;
    mkdirSync(dir, { recursive: true });
    const folder = mkdtempSync(node_path_default.join(dir, "narrator-stdout-"));
    const file = node_path_default.join(folder, "stdout");
    this.writeFd = openSync(file, "a", 384);
    this.readFd = openSync(file, "r");
    try {
      unlinkSync(file);
      rmdirSync(folder);
    } catch {
    }
  }
  onChunk;
  /** The descriptor to give the agent as its stdout (closed by `closeWriter` once it is spawned). */
  writeFd;
  readFd;
  position = 0;
  buffer = Buffer.allocUnsafe(READ_BYTES);
  timer = null;
  reading = null;
  wait = FIRST_WAIT_MS;
  stopped = false;
  /** What the consumer threw: following stops, and finish() rejects with it. */
  failure = null;
  /** Our copy of the agent's end: the child holds its own once spawned. */
  closeWriter() {
    try {
      closeSync(this.writeFd);
    } catch {
    }
  }
  /** Starts following the file: every new byte goes to `onChunk`, in order. */
  start() {
    this.schedule(0);
  }
  /**
   * Reads to the current end and stops following: call once every writer is gone (the agent
   * exited, and what it left running was ended or let go). Closes the file. Rejects with what the
   * consumer threw, if it did (from a callback it would have ended the process).
   */
  async finish() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.reading) await this.reading;
    while (this.failure === null && await this.readOnce() > 0) {
    }
    try {
      closeSync(this.readFd);
    } catch {
    }
    if (this.failure !== null) {
      throw new Error(`handling the agent's output failed: ${this.failure.message}`, { cause: this.failure });
    }
  }
  schedule(ms) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reading = this.follow().finally(() => {
        this.reading = null;
      });
    }, ms);
  }
  /** One round: read while there is something new, then wait a little longer each idle round. */
  async follow() {
    let got = 0;
    for (let n = 1; n > 0 && !this.stopped; ) {
      n = await this.readOnce();
      got += n;
    }
    if (this.stopped) return;
    this.wait = got > 0 ? FIRST_WAIT_MS : Math.min(MAX_WAIT_MS, this.wait * 2);
    this.schedule(got > 0 ? 0 : this.wait);
  }
  shrunk() {
    try {
      return this.position > 0 && fstatSync(this.readFd).size < this.position;
    } catch {
      return false;
    }
  }
  readOnce() {
    return new Promise((resolve) => {
      read(this.readFd, this.buffer, 0, READ_BYTES, this.position, (error, n) => {
        if (error || n === 0) {
          if (!error && this.shrunk()) this.position = 0;
          resolve(0);
          return;
        }
        this.position += n;
        try {
          this.onChunk(Buffer.from(this.buffer.subarray(0, n)));
        } catch (thrown) {
          this.failure = thrown instanceof Error ? thrown : new Error(String(thrown));
          this.stopped = true;
          resolve(0);
          return;
        }
        resolve(n);
      });
    });
  }
};

// src/agent/launch.ts
function launchAgent(o) {
  let agent = null;
  const stdout = new StdoutFile((chunk) => {
    const at = Date.now();
    if (chunk.includes(10)) agent?.active(at);
    o.onStdout(chunk, at);
  }, o.stdoutDir);
  const life = new AgentProcess(o, {
    stdin: o.keepStdinOpen ? "pipe" : o.stdin === null ? "ignore" : { input: o.stdin },
    stdout: stdout.writeFd
  });
  agent = life;
  stdout.closeWriter();
  stdout.start();
  life.arm({
    begin(reason) {
      if (reason === "mcp") {
        life.killNow();
        return;
      }
      if (reason !== "requested") {
        life.terminate();
        return;
      }
      life.gentle = true;
      life.signalGroup("SIGINT");
      life.later(o.killGraceMs, () => {
        if (life.gentle) life.terminate();
      });
    },
    escalate() {
      life.terminate();
    }
  });
  const done = life.finish(async () => {
    try {
      await stdout.finish();
      return null;
    } catch (error) {
      return error.message;
    }
  });
  let exited = false;
  void life.exited.then(() => {
    exited = true;
  });
  const stdin = life.child.stdin;
  const input = o.keepStdinOpen && stdin ? {
    write: (line) => {
      if (exited || stdin.destroyed || stdin.writableEnded) return false;
      stdin.write(line);
      return true;
    },
    end: () => {
      if (!stdin.destroyed && !stdin.writableEnded) stdin.end();
    }
  } : void 0;
  return { stop: (reason, request) => life.stop(reason, null, request), done, ...input ? { input } : {} };
}

// src/cli/run.ts
function processSignals(stop) {
  const handlers = ["SIGINT", "SIGTERM"].map((signal) => {
    const handler = () => stop(signal);
    process.on(signal, handler);
    return [signal, handler];
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
async function runAndNarrate(o) {
  const [file, ...args] = o.command;
  if (file === void 0) throw new Error("runAndNarrate: empty command");
  const plan = await prepareBudget(
    { ...o.caps ?? NO_CAPS, model: o.model ?? null },
    o.dialect === "auto" ? null : o.dialect,
    false
  );
  let stopForBudget = () => {
  };
  const guard = plan === null ? null : new BudgetGuard(plan, (why) => stopForBudget(why));
  for (const notice of plan?.notices ?? []) o.warn(`narrator: ${notice}
`);
  const narration = new Narration({
    ...o,
    commandName: "narrator run",
    ...guard ? { observe: (event, summary) => guard.observe(event, summary) } : {},
    limits: {
      maxBudgetUsd: o.caps?.maxBudgetUsd ?? null,
      wallMinutes: o.timeoutMs > 0 ? o.timeoutMs / 6e4 : null,
      idleMinutes: o.idleTimeoutMs > 0 ? o.idleTimeoutMs / 6e4 : null
    }
  });
  const launch = {
    file,
    args,
    cwd: o.cwd,
    env: o.env,
    timeoutMs: o.timeoutMs,
    idleTimeoutMs: o.idleTimeoutMs,
    killGraceMs: o.killGraceMs,
    onStdout: (chunk, at) => narration.fold.pushBytes(chunk, at),
    onStderr: (chunk) => {
      narration.fold.pushStderr(chunk, Date.now());
      o.stderr(chunk);
    }
  };
  const running = o.dialect === "acp" ? (await import("./session-75657BDR.js")).launchAcpAgent({
    ...launch,
    env: { ...launch.env, ...acpAskingEnv(file, o.permissionMode ?? null) },
    prompt: o.prompt ?? "",
    permissionMode: o.permissionMode ?? null
  }) : launchAgent({ ...launch, stdin: o.prompt });
  stopForBudget = (why) => {
    o.warn(`${why}
`);
    running.stop("budget");
  };
  let stoppedWith = null;
  const remove = (o.onSignal ?? processSignals)((signal) => {
    o.warn(`narrator: ${signal}: stopping the agent
`);
    stoppedWith ??= signal;
    running.stop("cancelled");
  });
  try {
    const exit = await running.done;
    const capped = guard ? (s) => guard.verdict(s, exit.stoppedBy === "budget") : (s) => s;
    const verdict = (s) => {
      const out = capped(s);
      return exit.stoppedBy === "cancelled" && out.outcome === "cancelled" && out.outcomeSource === "inferred" ? {
        ...out,
        errorMessage: `narrator run got ${stoppedWith ?? "a signal"} and stopped the agent while it was running.`
      } : out;
    };
    return (await narration.end(exit, Date.now(), verdict)).code;
  } finally {
    remove();
  }
}
export {
  runAndNarrate
};
