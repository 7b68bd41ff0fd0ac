/**
 * Where a tool call sits in a run's list of calls, found by id without a scan. The live
 * views (job log, annotations) look up the call of every tool event; `findIndex` over all the calls
 * so far made a run of 40k calls cost 40k × 40k steps.
 *
 * The fold's list of calls only grows at its end: a call is appended once, and replaced later only
 * by the same call with a newer status (src/run/reducer.ts). So the index takes in the calls
 * appended since the last lookup and is exact: the FIRST call with an id, as `findIndex` gives.
 * One index follows one run; a list that is not the one it has been following (shorter, or the
 * call found has another id) is indexed again from the start.
 */
import type { RunSummary, ToolCall } from '../run/summary.js';

export class CallIndex {
  #first = new Map<string, number>();
  #indexed = 0;

  /** The index of the first call with `id` in `calls`, or -1. */
  indexOf(calls: readonly ToolCall[], id: string): number {
    if (calls.length < this.#indexed) this.#reset();
    this.#catchUp(calls);
    const i = this.#first.get(id);
    if (i === undefined) return -1;
    if (calls[i]!.id === id) return i;
    // Not the list this index followed: start over on this one.
    this.#reset();
    this.#catchUp(calls);
    return this.#first.get(id) ?? -1;
  }

  #catchUp(calls: readonly ToolCall[]): void {
    const first = this.#first;
    for (let i = this.#indexed; i < calls.length; i++) {
      const id = calls[i]!.id;
      if (!first.has(id)) first.set(id, i);
    }
    this.#indexed = calls.length;
  }

  #reset(): void {
    this.#first = new Map();
    this.#indexed = 0;
  }
}

/** The index of the first call of `summary` with `id` (-1 if none): by `index` when the view has one. */
export function callIndexOf(summary: RunSummary, id: string, index: CallIndex | undefined): number {
  if (index !== undefined) return index.indexOf(summary.toolCalls, id);
  return summary.toolCalls.findIndex((c) => c.id === id);
}
