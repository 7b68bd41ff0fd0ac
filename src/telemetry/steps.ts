/**
 * The model steps of the main thread, as they happened: the turns of the exported trace. The
 * summary keeps only a count of steps, so a collector fed from the fold's `onEvent` keeps their
 * times. Bounded: past the cap only a count grows (the trace's span cap is smaller anyway).
 */
import type { AgentEvent } from '../stream/events.js';

export interface Step {
  /** When the step began (ms since the epoch in the Action, the event's own time). */
  at: number;
  model: string | null;
}

/** More steps than any trace keeps as spans (see MAX_SPANS in trace.ts). */
export const MAX_STEPS = 2_000;

export class StepCollector {
  readonly steps: Step[] = [];
  /** Steps seen past the cap. */
  dropped = 0;
  #lastMessageId: string | null = null;

  constructor(private readonly cap: number = MAX_STEPS) {}

  /** For RunFold's onEvent. Subagents' steps are part of their tool call, not turns of the run. */
  onEvent(event: AgentEvent): void {
    if (event.kind !== 'step' || event.parentId !== null) return;
    // A dialect may announce one API message more than once (one frame per content block).
    if (event.messageId === this.#lastMessageId) return;
    this.#lastMessageId = event.messageId;
    if (this.steps.length >= this.cap) {
      this.dropped += 1;
      return;
    }
    this.steps.push({ at: event.at, model: event.model });
  }
}
