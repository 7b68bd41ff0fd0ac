/**
 * One agent process's life, whatever it speaks on its stdio (a stream-json CLI, launch.ts; an ACP
 * agent, acp/session.ts): the spawn (execa, no shell, detached so it leads its own process group,
 * as another user when asked), the wall-clock and idle limits, the stop (first reason wins; a
 * harder stop escalates a gentle one under way), the signals (SIGTERM to the group and every
 * descendant, SIGKILL after the kill grace, a shorter grace when the runner cancels the job), the
 * drain after the agent exits (what it left running may hold its pipes a moment, then goes), the
 * bounded stderr tail, and the exit as one ExitInfo. How a stop begins gently is the launcher's
 * (SIGINT for a CLI, `session/cancel` for ACP): it hands that in as a StopHandling. A fix to how
 * Narrator stops an agent is made here, once.
 */
import { execa } from 'execa';
import { previewTail } from '../run/preview.js';
import type { StopRequest } from '../stream/events.js';
import { descendantsOf, type Killer, ownKill, signalTree } from './process-tree.js';

/** `budget`: a spending cap was passed (src/run/budget-guard.ts); the timeouts' grace applies. */
export type StoppedBy = 'wall_timeout' | 'idle_timeout' | 'cancelled' | 'requested' | 'budget' | 'mcp';

export interface ExitInfo {
  exitCode: number | null;
  signal: string | null;
  stderrTail: string | null;
  stoppedBy: StoppedBy | null;
  limitMs: number | null;
  /** Who asked for the stop (`stoppedBy: 'requested'`). */
  stopRequest: StopRequest | null;
}

/** What the launchers need of src/agent/agent-user.ts's RunAs. */
export interface AgentUserLaunch {
  wrap(file: string, args: readonly string[], env: NodeJS.ProcessEnv): { file: string; args: string[] };
  kill: Killer;
}

/** What both launchers take to start an agent process and hold it to its limits. */
export interface AgentProcessOptions {
  file: string;
  args: readonly string[];
  cwd: string;
  /** The full environment for the child (caller merges process.env and agent-specific vars). */
  env: NodeJS.ProcessEnv;
  /** 0 = no limit. */
  timeoutMs: number;
  idleTimeoutMs: number;
  /** Time between SIGTERM and SIGKILL. */
  killGraceMs: number;
  /** Grace when cancelled; kept short so the views still get written before the runner kills us. */
  cancelGraceMs?: number;
  /** Bytes of stderr to keep (the tail). */
  stderrTailBytes?: number;
  /** Every stderr chunk, for the job log (already bounded by the caller if it wants). */
  onStderr?(chunk: Uint8Array): void;
  /** Called once the process exists, with its pid (Date.now() at spawn for start-up measurement). */
  onSpawn?(pid: number | undefined, at: number): void;
  /** The agent as another user (src/agent/agent-user.ts): how to start it and signal it. */
  runAs?: AgentUserLaunch | null;
}

/** How the launcher wires the child's stdin and stdout (stderr is always a pipe, for the tail). */
export interface AgentStdio {
  /** `ignore`: /dev/null; `pipe`: the launcher writes; a string: written, then stdin is closed. */
  stdin: 'ignore' | 'pipe' | { input: string };
  /** `pipe`, or a descriptor the agent writes to (a file we follow, stdout-file.ts). */
  stdout: 'pipe' | number;
}

/** How a launcher stops its agent; the reason is already recorded when these are called. */
export interface StopHandling {
  /** The run's first stop: gentle or hard, as the agent understands. */
  begin(reason: StoppedBy): void;
  /** A harder stop (a limit, the runner cancelling) while a gentle one waits: end it now. */
  escalate(reason: StoppedBy): void;
}

/** The argv that starts `o`'s agent (as another user, when asked) and how to signal it. */
export function spawnPlan(o: Pick<AgentProcessOptions, 'file' | 'args' | 'env' | 'runAs'>): {
  file: string;
  args: readonly string[];
  kill: Killer;
} {
  if (!o.runAs) return { file: o.file, args: o.args, kill: ownKill };
  return { ...o.runAs.wrap(o.file, o.args, o.env), kill: o.runAs.kill };
}

const DEFAULT_STDERR_TAIL = 8 * 1024;
/** After the agent exits, how long what it left running may keep its pipes open before we end it. */
const DRAIN_AFTER_EXIT_MS = 1_000;
/** The runner leaves ~5 s after a cancel; the SIGKILL comes within half of it unless told. */
const DEFAULT_CANCEL_GRACE_MS = 2_500;

/** Keeps the last `limit` bytes written to it. */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Uint8Array): void {
    const b = Buffer.from(chunk);
    this.chunks.push(b);
    this.size += b.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit && this.chunks.length > 1) {
      this.size -= this.chunks.shift()!.length;
    }
  }
  text(): string | null {
    if (this.size === 0) return null;
    const all = Buffer.concat(this.chunks);
    const tail = all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
    // Cut at the front: start on a line, never inside a secret the cut went through.
    return all.length > this.limit ? previewTail(tail.replace(/^\uFFFD+/, '')) : tail;
  }
}

/** An agent process and everything Narrator does to hold it to its limits and stop it. */
export class AgentProcess {
  readonly child;
  readonly pid: number | undefined;
  /** Resolves when the process has exited (its pipes may still be open). */
  readonly exited: Promise<void>;
  hasExited = false;
  stoppedBy: StoppedBy | null = null;
  /** A gentle stop is under way (the launcher's `begin` started it, nothing harder came yet). */
  gentle = false;
  private limitMs: number | null = null;
  private stopRequest: StopRequest | null = null;
  /** The runner is cancelling the job: the SIGKILL comes sooner, so the views still get written. */
  private shortGrace = false;
  /** The agent's process tree as seen when we signalled it (its members may be re-parented later). */
  private tree: number[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stderrTail: TailBuffer;
  private readonly kill: Killer;
  private lastActiveAt = Date.now();
  private handling: StopHandling | null = null;

  constructor(
    private readonly o: AgentProcessOptions,
    stdio: AgentStdio,
  ) {
    this.stderrTail = new TailBuffer(o.stderrTailBytes ?? DEFAULT_STDERR_TAIL);
    const plan = spawnPlan(o);
    this.kill = plan.kill;
    const stdin = typeof stdio.stdin === 'string' ? { stdin: stdio.stdin } : { input: stdio.stdin.input };
    this.child = execa(plan.file, plan.args, {
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
      ...stdin,
      // execa hands a descriptor number to spawn as it is (lib/stdio/type.js: 'native'); its types
      // list only 1 and 2 for stdout. test/agent/launch.test.ts holds it to that.
      stdout: stdio.stdout as 'pipe',
      stderr: 'pipe',
    });
    this.pid = this.child.pid;
    o.onSpawn?.(this.pid, Date.now());
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail.push(chunk);
      o.onStderr?.(chunk);
    });
    // Never let a stdin EPIPE (the agent exited before reading what we wrote) crash us.
    this.child.stdin?.on('error', () => {});
    // execa 10 keeps Node's ChildProcess behind nodeChildProcess (the escape hatch for .on()).
    this.exited = new Promise<void>((resolve) => {
      this.child.nodeChildProcess.on('exit', () => {
        this.hasExited = true;
        resolve();
        // What it left running may still hold stdout and stderr (and write to them): a moment
        // to finish, then the group goes.
        this.later(DRAIN_AFTER_EXIT_MS, () => {
          signalTree(this.pid, 'SIGKILL', this.tree, this.kill);
          this.child.stdout?.destroy();
          this.child.stderr?.destroy();
        });
      });
    });
  }

  /** The agent showed life now (a complete line on stdout): the idle limit counts from here. */
  active(at: number): void {
    this.lastActiveAt = at;
  }

  /** Runs `fn` after `ms` unless the process is done first (unref'd: it never keeps us alive). */
  later(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setTimeout(fn, ms);
    t.unref();
    this.timers.push(t);
    return t;
  }

  /** Arms the wall-clock and idle limits; a stop is handled as `handling` says. */
  arm(handling: StopHandling): void {
    this.handling = handling;
    const o = this.o;
    if (o.timeoutMs > 0)
      this.timers.push(setTimeout(() => this.stop('wall_timeout', o.timeoutMs), o.timeoutMs));
    if (o.idleTimeoutMs > 0) {
      // One timer, pushed forward lazily (re-armed only when it fires early), so a fast stream
      // costs one Date.now() per chunk with a newline, not a timer per chunk.
      const check = (): void => {
        if (this.hasExited || this.stoppedBy) return;
        const idle = Date.now() - this.lastActiveAt;
        if (idle >= o.idleTimeoutMs) this.stop('idle_timeout', o.idleTimeoutMs);
        else this.timers.push(setTimeout(check, o.idleTimeoutMs - idle));
      };
      this.timers.push(setTimeout(check, o.idleTimeoutMs));
    }
  }

  /**
   * Stops the agent for `reason`. First reason wins, except that a harder stop (the runner
   * cancelling, a limit) still ends a gentle one under way; the gentle stop keeps its say in the
   * outcome.
   */
  stop(reason: StoppedBy, limit: number | null = null, request?: StopRequest): void {
    if (this.hasExited) return;
    if (this.gentle && reason !== 'requested') {
      if (reason === 'cancelled') this.shortGrace = true;
      this.handling?.escalate(reason);
      return;
    }
    if (!this.claim(reason, limit, request)) return;
    this.handling?.begin(reason);
  }

  /** Records the run's first stop; false when one was recorded already (or the agent is gone). */
  claim(reason: StoppedBy, limit: number | null = null, request?: StopRequest): boolean {
    if (this.stoppedBy !== null || this.hasExited) return false;
    this.stoppedBy = reason;
    this.limitMs = limit;
    this.stopRequest = request ?? null;
    if (reason === 'cancelled') this.shortGrace = true;
    return true;
  }

  /** SIGTERM to the agent's group and tree now, SIGKILL after the kill grace. */
  terminate(): void {
    this.gentle = false;
    this.signal('SIGTERM');
    const grace = this.shortGrace
      ? (this.o.cancelGraceMs ?? Math.min(this.o.killGraceMs, DEFAULT_CANCEL_GRACE_MS))
      : this.o.killGraceMs;
    this.later(grace, () => this.signal('SIGKILL'));
  }

  /** `signal` to the agent's group, to it and to every descendant it has or had. */
  signal(signal: NodeJS.Signals): void {
    this.tree = signalTree(this.pid, signal, this.tree, this.kill);
  }

  /**
   * SIGKILL at once, the group before the tree is looked up in /proc (tens of ms on a busy
   * machine): for a stop that must land before the agent's next step.
   */
  killNow(): void {
    if (this.pid !== undefined) this.kill([-this.pid], 'SIGKILL');
    this.signal('SIGKILL');
  }

  /**
   * `signal` to the agent's group only, as a terminal sends Ctrl-C (the CLI and the tool it is
   * running). The tree is remembered now: what it started in groups of its own is ended with it.
   */
  signalGroup(signal: NodeJS.Signals): void {
    if (this.pid === undefined) return;
    this.tree = [...new Set([...this.tree, ...descendantsOf([this.pid])])];
    if (!this.kill([-this.pid], signal)) this.kill([this.pid], signal);
  }

  /** Clears `timers` (a launcher's own, made with later()) so they never fire. */
  cancelTimers(timers: readonly NodeJS.Timeout[]): void {
    for (const t of timers) clearTimeout(t);
  }

  /**
   * Waits for the exit (and the end of stderr, or the drain), ends whatever the agent left behind,
   * lets the launcher finish reading (`settle`: a failure of ours to add to the stderr tail, or
   * null), and says how the agent ended.
   */
  async finish(settle: () => Promise<string | null>): Promise<ExitInfo> {
    const result = await this.child;
    for (const t of this.timers) clearTimeout(t);
    // Whatever the agent left behind in its group — or, after a stop, anywhere below it — goes too.
    this.signal('SIGKILL');
    const failure = await settle();
    let tail = this.stderrTail.text();
    if (failure !== null) tail = tail ? `${tail}\n${failure}` : failure;
    let exitCode = typeof result.exitCode === 'number' ? result.exitCode : null;
    if (result.failed && exitCode === null && result.signal === undefined) {
      // Spawn failure (ENOENT, EACCES...): no process ran. 127 is what a shell would report.
      exitCode = 127;
      const message = result.originalMessage || result.shortMessage || 'the agent could not be started';
      tail = tail ? `${tail}\n${message}` : message;
    }
    return {
      exitCode,
      signal: result.signal ?? null,
      stderrTail: tail,
      stoppedBy: this.stoppedBy,
      limitMs: this.limitMs,
      stopRequest: this.stopRequest,
    };
  }
}
