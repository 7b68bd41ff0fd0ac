/**
 * `narrator run -- <agent command…>`: launches the agent (src/agent/launch.ts: no shell, its own
 * process group, wall/idle limits) and narrates its stdout live like `watch`. The agent's stderr is
 * passed through. SIGINT/SIGTERM stop the agent (SIGTERM to its group, SIGKILL after the grace)
 * and the run ends as `cancelled`, with the summary still printed.
 */
import { acpAskingEnv } from '../agent/acp/recipes.js';
import { launchAgent } from '../agent/launch.js';
import { NO_CAPS, type RunCaps } from '../run/budget.js';
import { BudgetGuard, prepareBudget } from '../run/budget-guard.js';
import type { RunSummary } from '../run/summary.js';
import { Narration, type NarrationOptions } from './narrate.js';

export interface RunOptions extends Omit<NarrationOptions, 'limits' | 'observe' | 'commandName'> {
  command: readonly string[];
  /** Spending caps held over the run (none by default). */
  caps?: RunCaps;
  /** Written to the agent's stdin, then closed; null: stdin is /dev/null. With `dialect: acp`, the session's prompt. */
  prompt: string | null;
  /** `dialect: acp`: how Narrator answers the agent's permission requests (null: acceptEdits). */
  permissionMode?: string | null;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  idleTimeoutMs: number;
  killGraceMs: number;
  /** Agent stderr, passed through as it arrives. */
  stderr: (chunk: Uint8Array) => void;
  /** Installs the stop-on-signal handler; returns its remover. Default: SIGINT and SIGTERM of this process. */
  onSignal?: (stop: (signal: NodeJS.Signals) => void) => () => void;
}

function processSignals(stop: (signal: NodeJS.Signals) => void): () => void {
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = () => stop(signal);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}

/** Resolves with the exit status (0 passed, 1 the outcome is in --fail-on). */
export async function runAndNarrate(o: RunOptions): Promise<number> {
  const [file, ...args] = o.command;
  if (file === undefined) throw new Error('runAndNarrate: empty command');
  // Refused (BudgetRefused, a usage error) before the launch when the dialect can never show a cap.
  // Narrator holds every cap itself: it cannot know whether COMMAND carries the agent's own flag.
  const plan = await prepareBudget(
    { ...(o.caps ?? NO_CAPS), model: o.model ?? null },
    o.dialect === 'auto' ? null : o.dialect,
    false,
  );
  let stopForBudget: (why: string) => void = () => {};
  const guard = plan === null ? null : new BudgetGuard(plan, (why) => stopForBudget(why));
  for (const notice of plan?.notices ?? []) o.warn(`narrator: ${notice}\n`);
  const narration = new Narration({
    ...o,
    commandName: 'narrator run',
    ...(guard ? { observe: (event, summary) => guard.observe(event, summary) } : {}),
    limits: {
      maxBudgetUsd: o.caps?.maxBudgetUsd ?? null,
      wallMinutes: o.timeoutMs > 0 ? o.timeoutMs / 60_000 : null,
      idleMinutes: o.idleTimeoutMs > 0 ? o.idleTimeoutMs / 60_000 : null,
    },
  });
  const launch = {
    file,
    args,
    cwd: o.cwd,
    env: o.env,
    timeoutMs: o.timeoutMs,
    idleTimeoutMs: o.idleTimeoutMs,
    killGraceMs: o.killGraceMs,
    onStdout: (chunk: Uint8Array, at: number) => narration.fold.pushBytes(chunk, at),
    onStderr: (chunk: Uint8Array) => {
      // A dialect may recognize lines there (a tool the agent's sandbox blocked, API retries).
      narration.fold.pushStderr(chunk, Date.now());
      o.stderr(chunk);
    },
  };
  // An ACP agent: Narrator is its client, and the recording of the traffic is the stream folded.
  const running =
    o.dialect === 'acp'
      ? (await import('../agent/acp/session.js')).launchAcpAgent({
          ...launch,
          env: { ...launch.env, ...acpAskingEnv(file, o.permissionMode ?? null) },
          prompt: o.prompt ?? '',
          permissionMode: o.permissionMode ?? null,
        })
      : launchAgent({ ...launch, stdin: o.prompt });
  stopForBudget = (why) => {
    o.warn(`${why}\n`);
    running.stop('budget');
  };
  let stoppedWith: NodeJS.Signals | null = null;
  const remove = (o.onSignal ?? processSignals)((signal) => {
    o.warn(`narrator: ${signal}: stopping the agent\n`);
    stoppedWith ??= signal;
    running.stop('cancelled');
  });
  try {
    const exit = await running.done;
    const capped = guard
      ? (s: RunSummary) => guard.verdict(s, exit.stoppedBy === 'budget')
      : (s: RunSummary) => s;
    // The fold's words are the Action's ("the job was cancelled"); here a signal to this command stopped it.
    const verdict = (s: RunSummary): RunSummary => {
      const out = capped(s);
      return exit.stoppedBy === 'cancelled' && out.outcome === 'cancelled' && out.outcomeSource === 'inferred'
        ? {
            ...out,
            errorMessage: `narrator run got ${stoppedWith ?? 'a signal'} and stopped the agent while it was running.`,
          }
        : out;
    };
    return (await narration.end(exit, Date.now(), verdict)).code;
  } finally {
    remove();
  }
}
