/**
 * The record of talking to the running agent from the PR (src/action/live/converse.ts): every
 * request the agent made of a maintainer, every answer, approval, denial and steer, with who and
 * when. It joins the summary after the fold (`summary.conversation`), so every view can show the
 * audit trail of who let the agent do what. Pure data.
 */

export type ConversationKind =
  /** A request went to the PR (a card was posted). */
  | 'asked'
  | 'allowed'
  | 'denied'
  | 'answered'
  /** No maintainer answered within approval-timeout: denied. */
  | 'timed_out'
  /** A steer was given to the agent. */
  | 'steer'
  /** The agent took the steer (its replayed echo). */
  | 'steer_taken'
  /** A steer that could not reach this run (the agent had finished, or cannot take input): for the next run. */
  | 'steer_deferred'
  /** A deferred steer of an earlier run, told to the agent first in this run's prompt ("delivered from run N"). */
  | 'steer_delivered';

export interface ConversationEntry {
  /** Epoch ms. */
  at: number;
  kind: ConversationKind;
  /** The request's label (`Q1`), or null for a steer. */
  label: string | null;
  /** The tool asked about, or null. */
  tool: string | null;
  /** The command, path, question or steer text (redacted by the views). */
  text: string | null;
  /** Who answered or steered (a login), null: Narrator itself (a timeout, a rule). */
  by: string | null;
  /** How: a reaction, a `/narrator` command, the timeout. */
  via: 'reaction' | 'command' | 'timeout' | null;
  /** The message given to the agent (a denial's reason, a question's answer). */
  message: string | null;
}
