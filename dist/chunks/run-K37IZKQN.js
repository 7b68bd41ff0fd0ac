const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  Narration
} from "./chunk-BVNRZMMU.js";
import "./chunk-3NEOOXLO.js";
import {
  BudgetGuard,
  NO_CAPS,
  prepareBudget
} from "./chunk-WSLSDIT4.js";
import {
  acpAskingEnv,
  descendantsOf,
  execa,
  signalTree
} from "./chunk-OL6DTIFJ.js";
import "./chunk-2MIOJ6NV.js";
import "./chunk-PJ2S4DJY.js";
import "./chunk-T6VWXI3G.js";
import "./chunk-7JYUB7ZX.js";
import "./chunk-Y5JNLNE3.js";
import {
  previewTail
} from "./chunk-FVG77T2O.js";
import "./chunk-XIK66WKW.js";
import {
  node_os_default
} from "./chunk-OWTRHG3A.js";
import "./chunk-GAGLHUON.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
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
} from "./chunk-IODEVIAU.js";
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
var DEFAULT_STDERR_TAIL = 8 * 1024;
var DRAIN_AFTER_EXIT_MS = 1e3;
var TailBuffer = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  chunks = [];
  size = 0;
  push(chunk) {
    const b = Buffer.from(chunk);
    this.chunks.push(b);
    this.size += b.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
      this.size -= this.chunks.shift().length;
    }
  }
  text() {
    if (this.size === 0) return null;
    const all = Buffer.concat(this.chunks);
    const tail = all.subarray(Math.max(0, all.length - this.limit)).toString("utf8");
    return all.length > this.limit ? previewTail(tail.replace(/^\uFFFD+/, "")) : tail;
  }
};
function launchAgent(o) {
  const stderrTail = new TailBuffer(o.stderrTailBytes ?? DEFAULT_STDERR_TAIL);
  let lastLineAt = Date.now();
  const stdout = new StdoutFile((chunk) => {
    const at = Date.now();
    if (chunk.includes(10)) lastLineAt = at;
    o.onStdout(chunk, at);
  }, o.stdoutDir);
  const child = execa(o.file, o.args, {
    cwd: o.cwd,
    env: o.env,
    extendEnv: false,
    shell: false,
    detached: true,
    // We do our own killing (group-wide); execa's cleanup would kill the leader only.
    cleanup: false,
    reject: false,
    buffer: false,
    stripFinalNewline: false,
    ...o.stdin === null ? { stdin: "ignore" } : { input: o.stdin },
    // execa hands a descriptor number to spawn as it is (lib/stdio/type.js: 'native'); its types
    // list only 1 and 2 for stdout. test/agent/launch.test.ts holds it to that.
    stdout: stdout.writeFd,
    stderr: "pipe"
  });
  stdout.closeWriter();
  stdout.start();
  const pid = child.pid;
  o.onSpawn?.(pid, Date.now());
  let stoppedBy = null;
  let limitMs = null;
  let stopRequest = null;
  let interrupting = false;
  let exited = false;
  const timers = [];
  let tree = [];
  const terminate = (reason) => {
    interrupting = false;
    tree = signalTree(pid, "SIGTERM", tree);
    const grace = reason === "cancelled" ? o.cancelGraceMs ?? Math.min(o.killGraceMs, 2500) : o.killGraceMs;
    const t = setTimeout(() => {
      tree = signalTree(pid, "SIGKILL", tree);
    }, grace);
    t.unref();
    timers.push(t);
  };
  const stop = (reason, limit = null, request) => {
    if (exited) return;
    if (interrupting && reason !== "requested") {
      terminate(reason);
      return;
    }
    if (stoppedBy !== null) return;
    stoppedBy = reason;
    limitMs = limit;
    if (reason !== "requested") {
      terminate(reason);
      return;
    }
    stopRequest = request ?? null;
    interrupting = true;
    if (pid !== void 0) {
      tree = [.../* @__PURE__ */ new Set([...tree, ...descendantsOf([pid])])];
      try {
        process.kill(-pid, "SIGINT");
      } catch {
        try {
          process.kill(pid, "SIGINT");
        } catch {
        }
      }
    }
    const t = setTimeout(() => {
      if (interrupting) terminate(reason);
    }, o.killGraceMs);
    t.unref();
    timers.push(t);
  };
  if (o.timeoutMs > 0) {
    const t = setTimeout(() => stop("wall_timeout", o.timeoutMs), o.timeoutMs);
    timers.push(t);
  }
  if (o.idleTimeoutMs > 0) {
    const check = () => {
      if (exited || stoppedBy) return;
      const idle = Date.now() - lastLineAt;
      if (idle >= o.idleTimeoutMs) stop("idle_timeout", o.idleTimeoutMs);
      else timers.push(setTimeout(check, o.idleTimeoutMs - idle));
    };
    timers.push(setTimeout(check, o.idleTimeoutMs));
  }
  child.stderr?.on("data", (chunk) => {
    stderrTail.push(chunk);
    o.onStderr?.(chunk);
  });
  child.stdin?.on("error", () => {
  });
  child.nodeChildProcess.on("exit", () => {
    exited = true;
    const t = setTimeout(() => {
      signalTree(pid, "SIGKILL", tree);
      child.stderr?.destroy();
    }, DRAIN_AFTER_EXIT_MS);
    t.unref();
    timers.push(t);
  });
  const done = (async () => {
    const result = await child;
    for (const t of timers) clearTimeout(t);
    signalTree(pid, "SIGKILL", tree);
    let readFailure = null;
    try {
      await stdout.finish();
    } catch (error) {
      readFailure = error.message;
    }
    let tail = stderrTail.text();
    if (readFailure !== null) tail = tail ? `${tail}
${readFailure}` : readFailure;
    let exitCode = typeof result.exitCode === "number" ? result.exitCode : null;
    if (result.failed && exitCode === null && result.signal === void 0) {
      exitCode = 127;
      const message = result.originalMessage || result.shortMessage || "the agent could not be started";
      tail = tail ? `${tail}
${message}` : message;
    }
    return {
      exitCode,
      signal: result.signal ?? null,
      stderrTail: tail,
      stoppedBy,
      limitMs,
      stopRequest
    };
  })();
  return { stop: (reason, request) => stop(reason, null, request), done };
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
  const running = o.dialect === "acp" ? (await import("./session-HG6GJVTM.js")).launchAcpAgent({
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
  const remove = (o.onSignal ?? processSignals)((signal) => {
    o.warn(`narrator: ${signal}: stopping the agent
`);
    running.stop("cancelled");
  });
  try {
    const exit = await running.done;
    const verdict = guard ? (s) => guard.verdict(s, exit.stoppedBy === "budget") : void 0;
    return (await narration.end(exit, Date.now(), verdict)).code;
  } finally {
    remove();
  }
}
export {
  runAndNarrate
};
