/**
 * The live PR/issue comment as a sink of the fold: created when the agent starts, edited as events
 * arrive (through LiveComment's pacing), finalized when the agent exits. Every body is rendered
 * from the latest summary by src/report/comment.ts at the moment it is sent, through the redactor.
 *
 * Nothing here ever waits on GitHub while the agent runs: `onEvent` only records the newest summary
 * and pokes LiveComment (fire-and-forget). Only `finish()` returns a promise, bounded in time.
 */

import { type Clock, systemClock, type TimerHandle } from '../../github/clock.js';
import type { FinishResult, LiveComment } from '../../github/live-comment.js';
import type { Redactor } from '../../redact/redact.js';
import { type CommentContext, renderComment } from '../../report/comment.js';
import type { ViewContext } from '../../report/context.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import type { AgentEvent } from '../../stream/events.js';
import { STATE_KEYS } from './state.js';

export interface LiveCommentSinkOptions {
  comment: LiveComment;
  marker: string;
  ctx: ViewContext;
  redactor: Redactor;
  /** The `model` input: shown in the "started" body before the agent names its model. */
  fallbackModel: string | null;
  /**
   * With no event for this long, the body is offered again so "running 41 s" stays current.
   * 0 = never. LiveComment's pacing and hourly budget still apply.
   */
  heartbeatMs: number;
  /** The heartbeat's time source; tests pass a fake one. Default: the real clock. */
  clock?: Clock;
}

/** Why an event deserves an edit now (within the minimum gap) rather than at the next interval. */
export function isPhaseChange(event: AgentEvent, before: RunSummary, after: RunSummary): boolean {
  if (before.toolCalls.length === 0 && after.toolCalls.length > 0) return true;
  if (before.todos !== after.todos) return true;
  switch (event.kind) {
    case 'tool_result':
      return event.status !== 'ok';
    case 'permission_denied':
    case 'retry':
    case 'result':
    case 'exit':
      return true;
    default:
      return false;
  }
}

/**
 * How long the edit showing the agent's result waits for the exit: if the final edit comes first it
 * replaces it (one write less, and no second's wait at the end); an agent that lingers after its
 * result (an MCP server shutting down) has its result shown this much later.
 */
export const RESULT_HOLD_MS = 1500;

export class LiveCommentSink {
  readonly #o: LiveCommentSinkOptions;
  #latest: RunSummary;
  #heartbeat: TimerHandle | null = null;
  #lastOfferAt = 0;
  #finished = false;

  readonly #clock: Clock;

  constructor(options: LiveCommentSinkOptions, initial: RunSummary) {
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
    this.#latest = initial;
  }

  /** The live comment's id once created or found (a 👎 on it stops the run: src/action/live/remote-stop.ts). */
  get commentId(): number | null {
    return this.#o.comment.commentId;
  }

  /** Creates (or, sticky, finds and reuses) the comment: "started", with the model and the run link. */
  start(): void {
    this.#lastOfferAt = this.#clock.now();
    this.#o.comment.start((now) => this.render(this.#latest, now));
    this.#startHeartbeat();
  }

  /** Called for every folded event. Never throws, never waits. */
  onEvent(event: AgentEvent, before: RunSummary, after: RunSummary): void {
    if (this.#finished) return;
    this.#latest = after;
    // Text deltas change nothing the comment shows until the text is complete. The exit is shown
    // by the final edit, which follows it at once.
    if (event.kind === 'text' || event.kind === 'thinking' || event.kind === 'exit') return;
    try {
      // The agent's result: its exit (and the final edit) usually follows within milliseconds; an
      // edit sent now would make the final one wait for GitHub's second between writes.
      this.#offer(isPhaseChange(event, before, after), event.kind === 'result' ? RESULT_HOLD_MS : 0);
    } catch (error) {
      core.debug(`narrator: the live comment failed: ${(error as Error).message}`);
    }
  }

  /**
   * The final edit, sent as soon as the request in flight (if any) is answered. Resolves when it
   * landed or definitively failed; never rejects.
   */
  async finish(summary: RunSummary, verdict?: Verdict): Promise<FinishResult> {
    this.#finished = true;
    this.#latest = summary;
    if (this.#heartbeat !== null) this.#clock.clearTimeout(this.#heartbeat);
    this.#heartbeat = null;
    const result = await this.#o.comment.finish((now) => this.render(summary, now, verdict));
    if (result.landed) core.saveState(STATE_KEYS.commentFinal, 'true');
    else if (result.reason) core.info(`Narrator: the final comment edit did not land (${result.reason})`);
    return result;
  }

  /** The body for `summary` at `now`: the pure renderer, every agent text through the redactor. */
  render(summary: RunSummary, now: number, verdict?: Verdict): string {
    const shown =
      summary.model === null && this.#o.fallbackModel
        ? { ...summary, model: this.#o.fallbackModel }
        : summary;
    const ctx: CommentContext = {
      ...this.#o.ctx,
      now,
      marker: this.#o.marker,
      redact: this.#o.redactor.redact,
      ...(verdict ? { verdict } : {}),
    };
    // A last pass over the whole body: the marker and links are ours, but nothing leaves unredacted.
    return this.#o.redactor.redact(renderComment(shown, ctx));
  }

  /**
   * Re-offers the body when no event offered one for `heartbeatMs` (a long tool call). finish()
   * stops it; until then the agent keeps the process alive anyway.
   */
  #startHeartbeat(): void {
    if (this.#o.heartbeatMs <= 0 || this.#finished) return;
    const due = this.#lastOfferAt + this.#o.heartbeatMs;
    this.#heartbeat = this.#clock.setTimeout(() => {
      this.#heartbeat = null;
      if (this.#finished) return;
      if (this.#clock.now() >= this.#lastOfferAt + this.#o.heartbeatMs) this.#offer(false);
      this.#startHeartbeat();
    }, due - this.#clock.now());
  }

  #offer(phase: boolean, holdMs = 0): void {
    this.#lastOfferAt = this.#clock.now();
    this.#o.comment.update((now) => this.render(this.#latest, now), { phase, holdMs });
  }
}
