/**
 * Steering an agent that takes no input while it runs (Codex exec, Gemini CLI, opencode run): the
 * steer is accepted at once, the agent is stopped gently at the next safe point (no tool call open:
 * the result of the one it was running is in the stream, so its session on disk holds it), and the
 * same CLI is started again in the same HOME, resuming the same session with the steer as its
 * prompt. The session files are still local: no store is needed.
 *
 * To the run this is one agent: the processes' stdout is one stream (a line the stopped process
 * left unfinished is ended first, so the next process's first line is not glued to it), one fold
 * and one summary; its exit is the last process's, so the stop Narrator made to resume is neither a
 * cancel nor a failure. A stop from outside (the runner cancelling, a limit, a person's stop) wins:
 * no restart follows it, and it is the run's exit. Measured with the pinned CLIs against the loopback
 * model servers (test/e2e/restart-steer.test.ts): Codex 0.169 exits with code 1 some 30-40 ms
 * after SIGINT, printing nothing more, with the tool's output and a `turn_aborted` mark in its
 * rollout; `codex exec … resume <id> -` then sends the whole earlier conversation and the steer.
 * Gemini CLI 0.61 exits 0 on SIGINT, opencode 1.18 on the signal itself; `gemini --resume <id>`
 * and `opencode run --session <id>` send the earlier conversation and the steer the same way.
 */
import type { ExitInfo, RunningAgent, StoppedBy } from '../../agent/launch.js';
import type { AgentEvent, StopRequest } from '../../stream/events.js';

/** However many steers are allowed, no more restarts than this in one run. */
export const MAX_RESTARTS = 8;

export interface RestartSteerOptions {
  /** The launch's argv and stdin, as the first process got them. */
  args: readonly string[];
  stdin: string | null;
  /**
   * The argv resuming session `id` in place of any resume it had (the session plan's, or an
   * earlier steer's): src/session/agents.ts.
   */
  resumeArgs(args: readonly string[], id: string): string[];
  /** The run's wall-clock limit (0: none); a resumed process gets what is left of it. */
  timeoutMs: number;
  /** Starts one process of the agent. */
  start(o: { args: readonly string[]; stdin: string | null; timeoutMs: number }): RunningAgent;
  /**
   * false: the agent's stream shows a tool call only once it has finished (opencode run), so an
   * open call cannot be seen: the agent is stopped only right after a call's result, never at once.
   */
  callsSeenOpen?: boolean;
  /** Restarts allowed (the run's max-steers, at most MAX_RESTARTS). */
  maxRestarts: number;
  /** Every stdout chunk of every process, in order, as one stream. */
  onStdout(chunk: Uint8Array, at: number): void;
  log(message: string): void;
  /** The resumed process showed its first work: these steers reached it. */
  resumed(steers: readonly string[], gapMs: number): void;
  /** These steers were accepted but could not reach this run: why. */
  undelivered(steers: readonly string[], why: string): void;
  /** The agent ended its turn: a steer from now on goes to the next run. */
  finished(): void;
  /** For tests: now. */
  now?(): number;
}

/** The argv and stdin that give the agent `prompt`: in place of `--prompt=…` (Gemini CLI), else on stdin. */
export function withPrompt(
  args: readonly string[],
  prompt: string,
): { args: string[]; stdin: string | null } {
  const i = args.findIndex((x) => x.startsWith('--prompt='));
  if (i < 0) return { args: [...args], stdin: prompt };
  return { args: [...args.slice(0, i), `--prompt=${prompt}`, ...args.slice(i + 1)], stdin: null };
}

/** Events that show an agent process at work (not a line cut short, not its end). */
const STARTED: ReadonlySet<AgentEvent['kind']> = new Set([
  'session',
  'step',
  'text',
  'thinking',
  'tool_call',
]);

export class RestartingAgent implements RunningAgent {
  readonly done: Promise<ExitInfo>;
  private current: RunningAgent;
  private readonly now: () => number;
  private readonly startedAt: number;
  private sessionId: string | null = null;
  private readonly open = new Set<string>();
  /** Steers accepted and not yet given to a process. */
  private pending: string[] = [];
  /** Steers given to the resumed process, not yet seen taken (its session announced). */
  private given: string[] = [];
  private stopping = false;
  private stoppedAt = 0;
  private outer: { reason: StoppedBy; request: StopRequest | undefined } | null = null;
  private ended = false;
  private restarts = 0;
  /** The current process showed work (false from a restart to the resumed process's first event). */
  private running = true;
  private lastByte = 10;
  /** Which process a chunk comes from: a stopped one's late bytes still belong before the next's. */
  private generation = 0;
  private resolveDone!: (exit: ExitInfo) => void;

  constructor(private readonly o: RestartSteerOptions) {
    this.now = o.now ?? Date.now;
    this.startedAt = this.now();
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
    this.current = this.launch({ args: o.args, stdin: o.stdin, timeoutMs: o.timeoutMs });
  }

  /** The onStdout every process is started with (the launcher's onStdout calls it). */
  stdout(chunk: Uint8Array, at: number): void {
    if (chunk.length === 0) return;
    this.lastByte = chunk[chunk.length - 1]!;
    this.o.onStdout(chunk, at);
  }

  private launch(o: { args: readonly string[]; stdin: string | null; timeoutMs: number }): RunningAgent {
    this.generation++;
    const running = this.o.start(o);
    const generation = this.generation;
    void running.done.then((exit) => this.exited(exit, generation));
    return running;
  }

  get input(): RunningAgent['input'] {
    return undefined;
  }

  /** Every event of the fold, in order: open tool calls, the session, the end of the turn. */
  watch(event: AgentEvent): void {
    if (event.kind === 'session' && event.sessionId) this.sessionId = event.sessionId;
    // The resumed process shows its first sign of work (opencode announces a known session once
    // per stream, not again when resumed): the steers reached it.
    if (!this.stopping && !this.running && STARTED.has(event.kind)) {
      this.running = true;
      const steers = this.given;
      this.given = [];
      const gap = this.now() - this.stoppedAt;
      this.o.log(
        `resumed session ${this.sessionId?.slice(0, 8) ?? '?'}… with the steer, ${gap} ms after the stop`,
      );
      this.o.resumed(steers, gap);
    }
    if (event.kind === 'tool_call') this.open.add(event.id);
    else if (event.kind === 'tool_result') {
      this.open.delete(event.id);
      this.maybeStop(true);
    } else if (event.kind === 'result' && !this.stopping) {
      this.ended = true;
      this.o.finished();
    }
  }

  /** `onEvent` with every event watched first. */
  wrap<S>(onEvent: (event: AgentEvent, summary: S) => void): (event: AgentEvent, summary: S) => void {
    return (event, summary) => {
      this.watch(event);
      onEvent(event, summary);
    };
  }

  /** A steer for the agent (already cleaned and wrapped): false when it cannot reach this run. */
  offer(wrapped: string): boolean {
    if (this.ended || this.outer !== null) return false;
    if (this.restarts >= Math.min(this.o.maxRestarts, MAX_RESTARTS) && this.pending.length === 0)
      return false;
    this.pending.push(wrapped);
    if (!this.stopping) {
      this.o.log(
        this.o.callsSeenOpen === false
          ? "a steer is waiting for the end of the agent's next tool call (its stream shows a call only once it has finished); then the agent is stopped and resumed with it"
          : this.open.size > 0
            ? "a steer is waiting for the agent's tool call to end; then the agent is stopped and resumed with it"
            : 'the agent is stopped and resumed with the steer',
      );
    }
    this.maybeStop();
    return true;
  }

  /** A safe point: no call open (`atResult`: a call's result just came), a session to resume, a steer waiting. */
  private maybeStop(atResult = false): void {
    if (this.stopping || this.outer !== null || this.pending.length === 0) return;
    if (this.o.callsSeenOpen === false && !atResult) return;
    if (this.open.size > 0 || this.sessionId === null || !this.running) return;
    this.stopping = true;
    this.stoppedAt = this.now();
    // The gentle stop (SIGINT, as Ctrl-C; SIGTERM and SIGKILL after the grace): the CLI saves its
    // session. Its exit is not the run's.
    this.current.stop('requested');
  }

  stop(reason: StoppedBy, request?: StopRequest): void {
    if (this.outer === null) this.outer = { reason, request };
    this.current.stop(reason, request);
  }

  private exited(exit: ExitInfo, generation: number): void {
    if (generation !== this.generation) return;
    if (this.outer !== null || !this.stopping) {
      const why =
        this.outer !== null
          ? 'the run was stopped before the agent could be resumed'
          : this.given.length > 0
            ? `the resumed agent did not start (${exit.signal ? `signal ${exit.signal}` : `exit ${exit.exitCode}`})`
            : 'the agent ended its turn before it could be stopped';
      const lost = [...this.given, ...this.pending];
      this.given = [];
      this.pending = [];
      if (lost.length > 0) this.o.undelivered(lost, why);
      // Our own gentle stop under way when the outside stopped the run: the outside's reason is the exit's.
      const stopped =
        this.stopping && this.outer !== null
          ? { ...exit, stoppedBy: this.outer.reason, stopRequest: this.outer.request ?? null }
          : exit;
      this.resolveDone(stopped);
      return;
    }
    // Stopped by us for the steers: resume the same session with them.
    this.restarts++;
    // Steers the last resumed process never announced taking go with the new ones.
    const steers = [...this.given, ...this.pending];
    this.pending = [];
    this.given = steers;
    this.stopping = false;
    this.open.clear();
    const sessionId = this.sessionId!;
    // The next stop waits for the resumed process to show work.
    this.running = false;
    this.o.log(
      `the agent stopped ${this.now() - this.stoppedAt} ms after the signal (${exit.signal ? `on ${exit.signal}` : `exit code ${exit.exitCode}`}); resuming session ${sessionId.slice(0, 8)}…`,
    );
    // A line the stopped process left unfinished ends here: the next process's first line is its own.
    if (this.lastByte !== 10) this.stdout(new Uint8Array([10]), this.now());
    const prompt = withPrompt(this.o.resumeArgs(this.o.args, sessionId), steers.join('\n\n'));
    const left = this.o.timeoutMs > 0 ? Math.max(1, this.o.timeoutMs - (this.now() - this.startedAt)) : 0;
    this.current = this.launch({ args: prompt.args, stdin: prompt.stdin, timeoutMs: left });
  }
}
