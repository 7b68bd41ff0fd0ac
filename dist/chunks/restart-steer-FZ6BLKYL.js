const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import "./chunk-QKXLR4XC.js";

// src/action/live/restart-steer.ts
var MAX_RESTARTS = 8;
function withPrompt(args, prompt) {
  const i = args.findIndex((x) => x.startsWith("--prompt="));
  if (i < 0) return { args: [...args], stdin: prompt };
  return { args: [...args.slice(0, i), `--prompt=${prompt}`, ...args.slice(i + 1)], stdin: null };
}
var STARTED = /* @__PURE__ */ new Set([
  "session",
  "step",
  "text",
  "thinking",
  "tool_call"
]);
var RestartingAgent = class {
  constructor(o) {
    this.o = o;
    this.now = o.now ?? Date.now;
    this.startedAt = this.now();
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
    this.current = this.launch({ args: o.args, stdin: o.stdin, timeoutMs: o.timeoutMs });
  }
  o;
  done;
  current;
  now;
  startedAt;
  sessionId = null;
  open = /* @__PURE__ */ new Set();
  /** Steers accepted and not yet given to a process. */
  pending = [];
  /** Steers given to the resumed process, not yet seen taken (its session announced). */
  given = [];
  stopping = false;
  stoppedAt = 0;
  outer = null;
  ended = false;
  restarts = 0;
  /** The current process showed work (false from a restart to the resumed process's first event). */
  running = true;
  lastByte = 10;
  /** Which process a chunk comes from: a stopped one's late bytes still belong before the next's. */
  generation = 0;
  resolveDone;
  /** The onStdout every process is started with (the launcher's onStdout calls it). */
  stdout(chunk, at) {
    if (chunk.length === 0) return;
    this.lastByte = chunk[chunk.length - 1];
    this.o.onStdout(chunk, at);
  }
  launch(o) {
    this.generation++;
    const running = this.o.start(o);
    const generation = this.generation;
    void running.done.then((exit) => this.exited(exit, generation));
    return running;
  }
  get input() {
    return void 0;
  }
  /** Every event of the fold, in order: open tool calls, the session, the end of the turn. */
  watch(event) {
    if (event.kind === "session" && event.sessionId) this.sessionId = event.sessionId;
    if (!this.stopping && !this.running && STARTED.has(event.kind)) {
      this.running = true;
      const steers = this.given;
      this.given = [];
      const gap = this.now() - this.stoppedAt;
      this.o.log(
        `resumed session ${this.sessionId?.slice(0, 8) ?? "?"}\u2026 with the steer, ${gap} ms after the stop`
      );
      this.o.resumed(steers, gap);
    }
    if (event.kind === "tool_call") this.open.add(event.id);
    else if (event.kind === "tool_result") {
      this.open.delete(event.id);
      this.maybeStop(true);
    } else if (event.kind === "result" && !this.stopping) {
      this.ended = true;
      this.o.finished();
    }
  }
  /** `onEvent` with every event watched first. */
  wrap(onEvent) {
    return (event, summary) => {
      this.watch(event);
      onEvent(event, summary);
    };
  }
  /** A steer for the agent (already cleaned and wrapped): false when it cannot reach this run. */
  offer(wrapped) {
    if (this.ended || this.outer !== null) return false;
    if (this.restarts >= Math.min(this.o.maxRestarts, MAX_RESTARTS) && this.pending.length === 0)
      return false;
    this.pending.push(wrapped);
    if (!this.stopping) {
      this.o.log(
        this.o.callsSeenOpen === false ? "a steer is waiting for the end of the agent's next tool call (its stream shows a call only once it has finished); then the agent is stopped and resumed with it" : this.open.size > 0 ? "a steer is waiting for the agent's tool call to end; then the agent is stopped and resumed with it" : "the agent is stopped and resumed with the steer"
      );
    }
    this.maybeStop();
    return true;
  }
  /** A safe point: no call open (`atResult`: a call's result just came), a session to resume, a steer waiting. */
  maybeStop(atResult = false) {
    if (this.stopping || this.outer !== null || this.pending.length === 0) return;
    if (this.o.callsSeenOpen === false && !atResult) return;
    if (this.open.size > 0 || this.sessionId === null || !this.running) return;
    this.stopping = true;
    this.stoppedAt = this.now();
    this.current.stop("requested");
  }
  stop(reason, request) {
    if (this.outer === null) this.outer = { reason, request };
    this.current.stop(reason, request);
  }
  exited(exit, generation) {
    if (generation !== this.generation) return;
    if (this.outer !== null || !this.stopping) {
      const why = this.outer !== null ? "the run was stopped before the agent could be resumed" : this.given.length > 0 ? `the resumed agent did not start (${exit.signal ? `signal ${exit.signal}` : `exit ${exit.exitCode}`})` : "the agent ended its turn before it could be stopped";
      const lost = [...this.given, ...this.pending];
      this.given = [];
      this.pending = [];
      if (lost.length > 0) this.o.undelivered(lost, why);
      const stopped = this.stopping && this.outer !== null ? { ...exit, stoppedBy: this.outer.reason, stopRequest: this.outer.request ?? null } : exit;
      this.resolveDone(stopped);
      return;
    }
    this.restarts++;
    const steers = [...this.given, ...this.pending];
    this.pending = [];
    this.given = steers;
    this.stopping = false;
    this.open.clear();
    const sessionId = this.sessionId;
    this.running = false;
    this.o.log(
      `the agent stopped ${this.now() - this.stoppedAt} ms after the signal (${exit.signal ? `on ${exit.signal}` : `exit code ${exit.exitCode}`}); resuming session ${sessionId.slice(0, 8)}\u2026`
    );
    if (this.lastByte !== 10) this.stdout(new Uint8Array([10]), this.now());
    const prompt = withPrompt(this.o.resumeArgs(this.o.args, sessionId), steers.join("\n\n"));
    const left = this.o.timeoutMs > 0 ? Math.max(1, this.o.timeoutMs - (this.now() - this.startedAt)) : 0;
    this.current = this.launch({ args: prompt.args, stdin: prompt.stdin, timeoutMs: left });
  }
};
export {
  MAX_RESTARTS,
  RestartingAgent,
  withPrompt
};
