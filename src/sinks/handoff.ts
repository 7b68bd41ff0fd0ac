/**
 * Everything the main step hands the post step, in one list (core.saveState -> STATE_<name> in
 * the post step's environment). Each key says which sink owns it, how it is parsed, and how far the
 * post step may trust it.
 *
 * The main step leaves its state in GITHUB_STATE, a file the agent can append to (same user; its
 * path is in the main step's /proc/<pid>/environ), and the runner takes the LAST value of each
 * name. So no value is believed on its word (src/sinks/snapshot-read.ts, src/sinks/leftover-run.ts):
 *
 * - `checked`: used only once it holds up against something the agent cannot append to (the
 *   snapshot's path and file, the comment's place derived again from the inputs and the event, the
 *   agent's process identity, the check run read back from GitHub).
 * - `fail-only`: a forged value can only make the post step's verdict fail, never pass.
 * - `skip-only`: a forged value can only make the post step leave a view as the main step left it
 *   (or read it back), never write a success.
 * - `unread`: the post step never reads it (the start-up benchmark does).
 *
 * Whatever they say, a leftover never completes as success (leftoverVerdict), a completed check is
 * read back and a forged one fails the job (src/sinks/check/leftover.ts).
 */

import type { CheckConclusion } from '../report/check-output.js';
import type { VerdictFacts } from '../run/verdict.js';
import * as core from '../runner/core.js';

export type HandoffTrust = 'checked' | 'fail-only' | 'skip-only' | 'unread';

export interface HandoffKey<T> {
  /** The state's name (STATE_<name> in the post step). Never change one: the forgery tests name them. */
  readonly name: string;
  /** Who hands it over: the run itself, a sink's folder under src/sinks/, or the agent's launch. */
  readonly owner: 'run' | 'comment' | 'check' | 'agent' | 'agent-user' | 'bench';
  readonly trust: HandoffTrust;
  /** The saved text as the post step reads it; null when absent or not of its shape. */
  parse(raw: string): T | null;
}

const text = (raw: string): string | null => raw;

/** The one list of what the main step hands the post step. */
export const HANDOFF = {
  /** Absolute path of the redacted summary snapshot (JSON); checked by readOwnSnapshot. */
  snapshotPath: { name: 'narrator-snapshot', owner: 'run', trust: 'checked', parse: text },
  /** 'false' while the run is on, 'true' once the main step wrote every view; '' if it never began. */
  viewsFinished: { name: 'narrator-views-finished', owner: 'run', trust: 'skip-only', parse: text },
  /**
   * What decided the job besides the outcome (src/run/verdict.ts: a setup that failed, a leg record
   * name taken), as JSON.
   */
  verdictFacts: {
    name: 'narrator-verdict-facts',
    owner: 'run',
    trust: 'fail-only',
    parse: parseVerdictFacts,
  },
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: { name: 'narrator-spawn-ms', owner: 'bench', trust: 'unread', parse: text },
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: { name: 'narrator-comment', owner: 'comment', trust: 'checked', parse: parseCommentState },
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: { name: 'narrator-comment-final', owner: 'comment', trust: 'skip-only', parse: text },
  /** The created check run (CheckState as JSON); saved again with its conclusion once completed. */
  check: { name: 'narrator-check', owner: 'check', trust: 'checked', parse: parseCheckState },
  /** 'true' once the main step completed the check run; the post step then reads it back. */
  checkFinal: { name: 'narrator-check-final', owner: 'check', trust: 'skip-only', parse: text },
  /**
   * The agent's process, so post can stop its group if main was killed: `{pid, start, runId}` as
   * JSON (src/action/post/leftover-agent.ts says how post checks it is still the agent).
   */
  agent: { name: 'narrator-agent', owner: 'agent', trust: 'checked', parse: text },
  /**
   * What was lent to the agent user (src/agent/agent-user.ts LentRecord, JSON); '' once the main
   * step gave it back. The post step gives it back when the main step could not.
   */
  agentUser: { name: 'narrator-agent-user', owner: 'agent-user', trust: 'checked', parse: text },
} as const satisfies Record<string, HandoffKey<unknown>>;

export type HandoffKeys = typeof HANDOFF;

/** The main step hands `value` over (the text as saved). */
export function handOff(key: HandoffKey<unknown>, value: string): void {
  core.saveState(key.name, value);
}

/** The saved text of `key` in the post step ('' when none): what the runner gives it back. */
export function handedText(key: HandoffKey<unknown>): string {
  return core.getState(key.name);
}

/** The saved value of `key`, parsed; null when absent or not of its shape. */
export function handedOver<T>(key: HandoffKey<T>): T | null {
  return key.parse(handedText(key));
}

/** The verdict's facts as saved; none if unreadable (a forged value can only add a reason to fail). */
function parseVerdictFacts(raw: string): VerdictFacts | null {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    if (typeof value !== 'object' || value === null) return {};
    const o = value as Record<string, unknown>;
    const setup = o['setupFailure'] as Record<string, unknown> | null | undefined;
    const setupFailure: VerdictFacts['setupFailure'] =
      setup && typeof setup['reason'] === 'string' && setup['stage'] === 'setup'
        ? { stage: 'setup', reason: setup['reason'] }
        : null;
    const recordTaken = typeof o['recordTaken'] === 'string' ? o['recordTaken'] : null;
    return { setupFailure, recordTaken };
  } catch {
    return {};
  }
}

/** What the post step needs to find and finalize the live comment. Never the token. */
export interface CommentState {
  owner: string;
  repo: string;
  issueNumber: number;
  marker: string;
  commentId: number | null;
}

/** The saved value as JSON; null when absent or not JSON. Its place is checked by the leftover. */
export function parseCommentState(raw: string): CommentState | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CommentState;
  } catch {
    return null;
  }
}

/**
 * The check run the main step created (src/sinks/check/): saved again with its conclusion once
 * completed. A main step killed before the completion leaves the run `in_progress` (a required
 * check stuck there would block the merge forever): the post step completes it, never as a success;
 * one the main step completed is read back and its conclusion re-asserted.
 */
const CONCLUSIONS: readonly CheckConclusion[] = [
  'success',
  'failure',
  'cancelled',
  'timed_out',
  'neutral',
  'action_required',
];

/** Never the token: where the run is and its name. */
export interface CheckState {
  owner: string;
  repo: string;
  id: number;
  name: string;
  /** The conclusion the main step completed the run with (absent until it did). */
  conclusion?: CheckConclusion;
}

export function parseCheckState(raw: string): CheckState | null {
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<CheckState>;
    return typeof state.owner === 'string' &&
      typeof state.repo === 'string' &&
      typeof state.id === 'number' &&
      Number.isSafeInteger(state.id) &&
      typeof state.name === 'string' &&
      (state.conclusion === undefined || CONCLUSIONS.includes(state.conclusion))
      ? (state as CheckState)
      : null;
  } catch {
    return null;
  }
}
