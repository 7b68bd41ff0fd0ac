/**
 * Runs the agent process: execa without a shell, stdout handed to the fold chunk by chunk AS IT
 * ARRIVES (`at` = the moment it was read; the agent writes it to a file we follow, see
 * stdout-file.ts for why not a pipe), a bounded stderr tail, and our own limits:
 *
 * - wall clock (`timeoutMs`) and idle (`idleTimeoutMs`: no complete stdout LINE for that long)
 *   -> SIGTERM to the agent's process group, then SIGKILL after `killGraceMs`;
 * - `stop('cancelled')` (the runner cancelling the job) -> the same, with a shorter grace so every
 *   view is written within the 5 s the runner leaves us;
 * - `stop('requested', request)` (a person asked from the PR) -> the gentlest stop there is first:
 *   SIGINT to the agent's process group, as Ctrl-C in a terminal (a CLI finishes its turn on it and
 *   reports), then, if it is still running after `killGraceMs`, the SIGTERM / SIGKILL above. This
 *   one entry point is what a protocol-speaking agent (ACP's `session/cancel`) implements instead.
 *
 * The agent is started detached, so it leads its own process group and `kill(-pid)` reaches
 * everything it spawned in that group; a stop also signals every descendant by pid (read from
 * /proc when we stop), since a CLI may run its tools in groups of their own (opencode's bash tool,
 * Gemini CLI's shell commands, which Gemini leaves running when it exits on SIGTERM): nothing is
 * left running after we return.
 */
import { execa } from 'execa';
import { previewTail } from '../run/preview.js';
import type { StopRequest } from '../stream/events.js';
import { descendantsOf, type Killer, ownKill, signalTree } from './process-tree.js';
import { StdoutFile } from './stdout-file.js';

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

export interface LaunchOptions {
  file: string;
  args: readonly string[];
  /** Written to stdin, which is then closed. null: stdin is /dev/null. */
  stdin: string | null;
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
  onStdout(chunk: Uint8Array, at: number): void;
  /** Every stderr chunk, for the job log (already bounded by the caller if it wants). */
  onStderr?(chunk: Uint8Array): void;
  /** Called once the process exists, with its pid (Date.now() at spawn for start-up measurement). */
  onSpawn?(pid: number | undefined, at: number): void;
  /** Where the agent's stdout file is made (unlinked at once); default: the OS temp folder. */
  stdoutDir?: string;
  /** The agent as another user (src/agent/agent-user.ts): how to start it and signal it. */
  runAs?: AgentUserLaunch | null;
}

/** What the launchers need of src/agent/agent-user.ts's RunAs. */
export interface AgentUserLaunch {
  wrap(file: string, args: readonly string[], env: NodeJS.ProcessEnv): { file: string; args: string[] };
  kill: Killer;
}

/** The argv that starts `o`'s agent (as another user, when asked) and how to signal it. */
export function spawnPlan(o: Pick<LaunchOptions, 'file' | 'args' | 'env' | 'runAs'>): {
  file: string;
  args: readonly string[];
  kill: Killer;
} {
  if (!o.runAs) return { file: o.file, args: o.args, kill: ownKill };
  return { ...o.runAs.wrap(o.file, o.args, o.env), kill: o.runAs.kill };
}

export interface RunningAgent {
  /**
   * Stops the agent: SIGTERM to its group, SIGKILL after the grace; a `requested` stop interrupts
   * (SIGINT) first. First reason wins, except that a harder stop (the runner cancelling, a limit)
   * still escalates a gentle one that is under way.
   */
  stop(reason: StoppedBy, request?: StopRequest): void;
  /** Resolves when the process has exited and its stdout has been read to the end. */
  done: Promise<ExitInfo>;
}

const DEFAULT_STDERR_TAIL = 8 * 1024;
/** After the agent exits, how long what it left running may keep stderr open before we end it. */
const DRAIN_AFTER_EXIT_MS = 1_000;

/** Keeps the last `limit` bytes written to it. */
class TailBuffer {
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

export function launchAgent(o: LaunchOptions): RunningAgent {
  const stderrTail = new TailBuffer(o.stderrTailBytes ?? DEFAULT_STDERR_TAIL);
  // Idle: one timer, pushed forward lazily (re-armed only when it fires early), so a fast stream
  // costs one Date.now() per chunk with a newline, not a timer per chunk.
  let lastLineAt = Date.now();
  const stdout = new StdoutFile((chunk) => {
    const at = Date.now();
    if (chunk.includes(10)) lastLineAt = at;
    o.onStdout(chunk, at);
  }, o.stdoutDir);
  const plan = spawnPlan(o);
  const kill = plan.kill;
  const child = execa(plan.file, plan.args, {
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
    ...(o.stdin === null ? { stdin: 'ignore' as const } : { input: o.stdin }),
    // execa hands a descriptor number to spawn as it is (lib/stdio/type.js: 'native'); its types
    // list only 1 and 2 for stdout. test/agent/launch.test.ts holds it to that.
    stdout: stdout.writeFd as 1,
    stderr: 'pipe',
  });
  stdout.closeWriter();
  stdout.start();
  const pid = child.pid;
  o.onSpawn?.(pid, Date.now());

  let stoppedBy: StoppedBy | null = null;
  let limitMs: number | null = null;
  let stopRequest: StopRequest | null = null;
  /** A gentle stop is under way (SIGINT sent, the hard stop not yet). */
  let interrupting = false;
  let exited = false;
  const timers: NodeJS.Timeout[] = [];
  /** The agent's process tree as seen when we stopped it (its members may be re-parented later). */
  let tree: number[] = [];

  const terminate = (reason: StoppedBy): void => {
    interrupting = false;
    tree = signalTree(pid, 'SIGTERM', tree, kill);
    const grace =
      reason === 'cancelled' ? (o.cancelGraceMs ?? Math.min(o.killGraceMs, 2_500)) : o.killGraceMs;
    const t = setTimeout(() => {
      tree = signalTree(pid, 'SIGKILL', tree, kill);
    }, grace);
    t.unref();
    timers.push(t);
  };

  const stop = (reason: StoppedBy, limit: number | null = null, request?: StopRequest): void => {
    if (exited) return;
    // The runner cancelling (or a limit) while a requested stop waits for the agent to finish its
    // turn: end it now, the requested stop keeps its say in the outcome.
    if (interrupting && reason !== 'requested') {
      terminate(reason);
      return;
    }
    if (stoppedBy !== null) return;
    stoppedBy = reason;
    limitMs = limit;
    if (reason === 'mcp') {
      // Stopped before its first model request (require-mcp): nothing of the agent's work is lost,
      // and a gentler signal is too late. Measured with Claude Code 2.1.330 on its init frame:
      // SIGTERM let the first request go out (2 of 2 runs, ~250 ms after the signal), SIGKILL never.
      // The group first, before the tree is looked up in /proc (tens of ms on a busy machine): the
      // CLI's first request goes out a few hundred ms after its init frame, sooner under load.
      if (pid !== undefined) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // not a group leader (or gone): signalTree below reaches it
        }
      }
      tree = signalTree(pid, 'SIGKILL', tree);
      return;
    }
    if (reason !== 'requested') {
      terminate(reason);
      return;
    }
    stopRequest = request ?? null;
    interrupting = true;
    // Ctrl-C: the whole group, as a terminal sends it (the CLI and the tool it is running). The tree
    // is remembered now: what the CLI started in groups of its own is ended with it afterwards.
    if (pid !== undefined) {
      tree = [...new Set([...tree, ...descendantsOf([pid])])];
      if (!kill([-pid], 'SIGINT')) kill([pid], 'SIGINT');
    }
    const t = setTimeout(() => {
      if (interrupting) terminate(reason);
    }, o.killGraceMs);
    t.unref();
    timers.push(t);
  };

  if (o.timeoutMs > 0) {
    const t = setTimeout(() => stop('wall_timeout', o.timeoutMs), o.timeoutMs);
    timers.push(t);
  }

  if (o.idleTimeoutMs > 0) {
    const check = (): void => {
      if (exited || stoppedBy) return;
      const idle = Date.now() - lastLineAt;
      if (idle >= o.idleTimeoutMs) stop('idle_timeout', o.idleTimeoutMs);
      else timers.push(setTimeout(check, o.idleTimeoutMs - idle));
    };
    timers.push(setTimeout(check, o.idleTimeoutMs));
  }

  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail.push(chunk);
    o.onStderr?.(chunk);
  });
  // Never let a stdin EPIPE (agent exited before reading its prompt) crash us.
  child.stdin?.on('error', () => {});

  // execa 10 keeps Node's ChildProcess behind nodeChildProcess (the escape hatch for .on()).
  child.nodeChildProcess.on('exit', () => {
    exited = true;
    // What it left running may still hold stderr (and write to stdout); give it a moment to
    // finish, then end the group.
    const t = setTimeout(() => {
      signalTree(pid, 'SIGKILL', tree, kill);
      child.stderr?.destroy();
    }, DRAIN_AFTER_EXIT_MS);
    t.unref();
    timers.push(t);
  });

  const done = (async (): Promise<ExitInfo> => {
    // Resolves once the agent has exited and stderr has ended (or was cut after the drain time).
    const result = await child;
    for (const t of timers) clearTimeout(t);
    // Whatever the agent left behind in its group — or, after a stop, anywhere below it — goes too.
    signalTree(pid, 'SIGKILL', tree, kill);
    // Nobody writes any more: what is in the file is the whole stream.
    let readFailure: string | null = null;
    try {
      await stdout.finish();
    } catch (error) {
      // A bug of ours in handling a chunk: what was folded so far still makes the summary, and
      // the reason joins the stderr tail, where a run without a result looks for one.
      readFailure = (error as Error).message;
    }
    let tail = stderrTail.text();
    if (readFailure !== null) tail = tail ? `${tail}\n${readFailure}` : readFailure;
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
      stoppedBy,
      limitMs,
      stopRequest,
    };
  })();

  return { stop: (reason, request) => stop(reason, null, request), done };
}
