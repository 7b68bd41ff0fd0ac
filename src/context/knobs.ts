/**
 * Narrator's test knobs: the `NARRATOR_*` variables that shrink its timers and windows so tests and
 * simulations finish in seconds. Each is parsed HERE, once, with its one default; nothing else reads
 * them. A knob that is unset, empty, not a number or negative takes its default (a knob can only
 * tune, never break, a run). Production runs set none of them.
 */

/** SIGTERM -> SIGKILL grace when Narrator stops the agent (the Action's timeouts, the CLI's `run`). */
export const DEFAULT_KILL_GRACE_MS = 5_000;
/** The permission gate's whole check (lookup + retries) gives up after this. */
export const DEFAULT_GITHUB_TIMEOUT_MS = 60_000;
/** How long the live comment's final edit (and the aggregate board's) may take after the agent exits. */
export const DEFAULT_COMMENT_FINAL_TIMEOUT_MS = 30_000;
/** The live board's verified final row may take longer: its turn may be 20 s away. */
export const DEFAULT_BOARD_FINAL_TIMEOUT_MS = 60_000;
/** Without an event for this long, the live comment's body is offered again (elapsed times stay current). */
export const DEFAULT_COMMENT_HEARTBEAT_MS = 30_000;
/** The least time between two snapshots for the post step. */
export const DEFAULT_SNAPSHOT_INTERVAL_MS = 2_000;

export interface Knobs {
  /** NARRATOR_KILL_GRACE_MS */
  readonly killGraceMs: number;
  /** NARRATOR_GITHUB_TIMEOUT_MS (0 means the default: a gate that never waits cannot decide). */
  readonly githubTimeoutMs: number;
  /** NARRATOR_GITHUB_BACKOFF_MS: the GitHub client's pause after a 5xx; undefined: the client's own. */
  readonly githubBackoffMs: number | undefined;
  /**
   * NARRATOR_CLOCK_SCALE and NARRATOR_CLOCK_ORIGIN (epoch ms): the clock of everything that paces
   * GitHub requests runs `scale` times faster from `origin` (an hour of rate limits in a minute; the
   * fake GitHub's limits run on the same clock). null: the real clock.
   */
  readonly clock: { readonly scale: number; readonly origin: number } | null;
  /**
   * NARRATOR_COMMENT_FINAL_TIMEOUT_MS: one variable for every final write after the agent exits.
   * Set, it is both; unset, the comment (and the aggregate board) and the live board keep their
   * own defaults.
   */
  readonly commentFinalTimeoutMs: number;
  readonly boardFinalTimeoutMs: number;
  /** NARRATOR_COMMENT_HEARTBEAT_MS */
  readonly commentHeartbeatMs: number;
  /** NARRATOR_CALL_WINDOW: tool calls the fold keeps in memory; undefined: the fold's own window. */
  readonly callWindow: number | undefined;
  /** NARRATOR_SNAPSHOT_INTERVAL_MS */
  readonly snapshotIntervalMs: number;
  /** NARRATOR_DEBUG_TIMING=1: the Action prints `narrator-timing` lines (the benchmark reads them). */
  readonly debugTiming: boolean;
  /** NARRATOR_LEDGER=off: no ledger of the PR (tests that count comments and requests). */
  readonly ledger: boolean;
  /** NARRATOR_LEDGER_SETTLE_MS: the ledger's wait before it reads its write back; undefined: its own. */
  readonly ledgerSettleMs: number | undefined;
}

/** Every knob's variable, for the test that holds this module the only reader of them. */
export const KNOB_VARIABLES = [
  'NARRATOR_KILL_GRACE_MS',
  'NARRATOR_GITHUB_TIMEOUT_MS',
  'NARRATOR_GITHUB_BACKOFF_MS',
  'NARRATOR_CLOCK_SCALE',
  'NARRATOR_CLOCK_ORIGIN',
  'NARRATOR_COMMENT_FINAL_TIMEOUT_MS',
  'NARRATOR_COMMENT_HEARTBEAT_MS',
  'NARRATOR_CALL_WINDOW',
  'NARRATOR_SNAPSHOT_INTERVAL_MS',
  'NARRATOR_DEBUG_TIMING',
  'NARRATOR_LEDGER',
  'NARRATOR_LEDGER_SETTLE_MS',
] as const;

type KnobVariable = (typeof KNOB_VARIABLES)[number];

/** A knob's number: finite and >= 0, or undefined when unset, empty or not such a number. */
function knobNumber(
  env: Readonly<Record<string, string | undefined>>,
  name: KnobVariable,
): number | undefined {
  const raw = env[name];
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The knobs of an environment (the process's, read once at an entry). */
export function readKnobs(env: Readonly<Record<string, string | undefined>>): Knobs {
  const scale = knobNumber(env, 'NARRATOR_CLOCK_SCALE');
  const origin = knobNumber(env, 'NARRATOR_CLOCK_ORIGIN');
  const finalTimeout = knobNumber(env, 'NARRATOR_COMMENT_FINAL_TIMEOUT_MS');
  return {
    killGraceMs: knobNumber(env, 'NARRATOR_KILL_GRACE_MS') ?? DEFAULT_KILL_GRACE_MS,
    githubTimeoutMs: knobNumber(env, 'NARRATOR_GITHUB_TIMEOUT_MS') || DEFAULT_GITHUB_TIMEOUT_MS,
    githubBackoffMs: knobNumber(env, 'NARRATOR_GITHUB_BACKOFF_MS'),
    clock:
      scale === undefined || scale <= 0 || scale === 1 || origin === undefined ? null : { scale, origin },
    commentFinalTimeoutMs: finalTimeout ?? DEFAULT_COMMENT_FINAL_TIMEOUT_MS,
    boardFinalTimeoutMs: finalTimeout ?? DEFAULT_BOARD_FINAL_TIMEOUT_MS,
    commentHeartbeatMs: knobNumber(env, 'NARRATOR_COMMENT_HEARTBEAT_MS') ?? DEFAULT_COMMENT_HEARTBEAT_MS,
    callWindow: knobNumber(env, 'NARRATOR_CALL_WINDOW'),
    snapshotIntervalMs: knobNumber(env, 'NARRATOR_SNAPSHOT_INTERVAL_MS') ?? DEFAULT_SNAPSHOT_INTERVAL_MS,
    debugTiming: env['NARRATOR_DEBUG_TIMING'] === '1',
    ledger: env['NARRATOR_LEDGER'] !== 'off',
    ledgerSettleMs: knobNumber(env, 'NARRATOR_LEDGER_SETTLE_MS'),
  };
}
