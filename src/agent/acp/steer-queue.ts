/**
 * A maintainer's steers (`/narrator say`) for an agent over ACP. ACP has no way to add a message to
 * a turn that runs (only `session/cancel`, which would throw away the turn's work), so a steer
 * waits here while the turn runs and goes, with any others that came meanwhile, as the next
 * `session/prompt` once the turn ends `end_turn` (src/agent/acp/session.ts). When the session
 * decides to end (its turn ended otherwise, or ended with nothing waiting, or the run was stopped)
 * the queue closes: what waited is handed back, and what comes later is refused, so the caller
 * keeps both for the next run. Nothing offered is ever dropped.
 */

/** More steers than this waiting at once are refused (max-steers caps them well below it). */
export const MAX_WAITING_STEERS = 64;

export class AcpSteerQueue {
  #waiting: string[] = [];
  #closed = false;

  /** Queues a steer for the next turn; false once the session is ending (or the queue is full). */
  offer(text: string): boolean {
    if (this.#closed || this.#waiting.length >= MAX_WAITING_STEERS) return false;
    this.#waiting.push(text);
    return true;
  }

  /** The steers waiting, in the order they came, taken out. */
  take(): string[] {
    return this.#waiting.splice(0);
  }

  /** No more turns: refuses what comes from now on and hands back what was waiting. */
  close(): string[] {
    this.#closed = true;
    return this.#waiting.splice(0);
  }

  get closed(): boolean {
    return this.#closed;
  }
}

/** What the ACP client does with steers: the queue, and what it tells the conversation. */
export interface AcpSteers {
  queue: AcpSteerQueue;
  /** These steers went to the agent as a new `session/prompt` (its new turn starts). */
  onTaken(texts: readonly string[]): void;
  /**
   * The session ends: no steer reaches the agent any more. `left` are those that waited and were
   * not sent, with why (they go to the next run).
   */
  onClosed(left: readonly string[], why: string): void;
}
