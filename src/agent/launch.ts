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
import type { StopRequest } from '../stream/events.js';
import {
  AgentProcess,
  type AgentProcessOptions,
  type AgentUserLaunch,
  type ExitInfo,
  type StoppedBy,
  spawnPlan,
} from './lifecycle.js';
import { StdoutFile } from './stdout-file.js';

export { type AgentUserLaunch, type ExitInfo, type StoppedBy, spawnPlan };

export interface LaunchOptions extends AgentProcessOptions {
  /** Written to stdin, which is then closed. null: stdin is /dev/null. */
  stdin: string | null;
  /**
   * Keep stdin open as a pipe (`stdin` is then not written): the caller talks to the agent through
   * RunningAgent.input (src/agent/agent-input.ts).
   */
  keepStdinOpen?: boolean;
  onStdout(chunk: Uint8Array, at: number): void;
  /** Where the agent's stdout file is made (unlinked at once); default: the OS temp folder. */
  stdoutDir?: string;
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
  /** The agent's stdin, kept open (`keepStdinOpen`): a line written reaches it; false once it exited. */
  input?: { write(line: string): boolean; end(): void };
}

export function launchAgent(o: LaunchOptions): RunningAgent {
  let agent: AgentProcess | null = null;
  const stdout = new StdoutFile((chunk) => {
    const at = Date.now();
    if (chunk.includes(10)) agent?.active(at);
    o.onStdout(chunk, at);
  }, o.stdoutDir);
  const life = new AgentProcess(o, {
    stdin: o.keepStdinOpen ? 'pipe' : o.stdin === null ? 'ignore' : { input: o.stdin },
    stdout: stdout.writeFd,
  });
  agent = life;
  stdout.closeWriter();
  stdout.start();

  life.arm({
    begin(reason) {
      if (reason === 'mcp') {
        // Stopped before its first model request (require-mcp): nothing of the agent's work is
        // lost, and a gentler signal is too late. Measured with Claude Code 2.1.330 on its init
        // frame: SIGTERM let the first request go out (2 of 2 runs, ~250 ms after the signal),
        // SIGKILL never. The CLI's first request goes out a few hundred ms after its init frame,
        // sooner under load.
        life.killNow();
        return;
      }
      if (reason !== 'requested') {
        life.terminate();
        return;
      }
      // Ctrl-C: the CLI finishes its turn on it and reports; still running after the grace, it
      // is ended as any other stop.
      life.gentle = true;
      life.signalGroup('SIGINT');
      life.later(o.killGraceMs, () => {
        if (life.gentle) life.terminate();
      });
    },
    escalate() {
      life.terminate();
    },
  });

  const done = life.finish(async () => {
    // Nobody writes any more: what is in the file is the whole stream.
    try {
      await stdout.finish();
      return null;
    } catch (error) {
      // A bug of ours in handling a chunk: what was folded so far still makes the summary, and
      // the reason joins the stderr tail, where a run without a result looks for one.
      return (error as Error).message;
    }
  });

  let exited = false;
  void life.exited.then(() => {
    exited = true;
  });
  const stdin = life.child.stdin;
  const input =
    o.keepStdinOpen && stdin
      ? {
          write: (line: string): boolean => {
            if (exited || stdin.destroyed || stdin.writableEnded) return false;
            stdin.write(line);
            return true;
          },
          end: (): void => {
            if (!stdin.destroyed && !stdin.writableEnded) stdin.end();
          },
        }
      : undefined;
  return { stop: (reason, request) => life.stop(reason, null, request), done, ...(input ? { input } : {}) };
}
