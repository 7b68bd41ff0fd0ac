/**
 * Where a long run's older tool calls go, so the summary's memory does not grow with the number of
 * calls (a looping agent makes that number unbounded): past a threshold the reducer moves the
 * oldest calls out of `summary.toolCalls` into an append-only CallLog and keeps, in
 * `summary.earlierCalls`, only what the views read of them (counts, the first rows, the last
 * failures). summary.json streams every call back out, in order (src/report/summary-json.ts).
 *
 * Purity: a log is append-only and a summary reads only its first `earlierCalls.count` entries, so
 * what a summary holds never changes once made (an older summary still reads the same calls). A
 * summary with a log is folded on linearly: appending from a summary that is not the latest one
 * (the log is already longer) throws instead of mixing two runs' calls.
 */
import type { ToolCall, ToolStatus } from './tool-call.js';

export interface CallLog {
  /** How many calls were appended. */
  readonly length: number;
  /** Appends `calls` at position `at`, which must be `length` (see the top). */
  append(at: number, calls: readonly ToolCall[]): void;
  /** The first `count` calls, in order, a few at a time (never all held at once by a file log). */
  read(count: number): Iterable<readonly ToolCall[]>;
}

/** A log held in memory: the tests' and the reference for the file log (src/action/call-spill.ts). */
export class MemoryCallLog implements CallLog {
  readonly #calls: ToolCall[] = [];

  get length(): number {
    return this.#calls.length;
  }

  append(at: number, calls: readonly ToolCall[]): void {
    checkAppend(this.#calls.length, at);
    for (const call of calls) this.#calls.push(call);
  }

  *read(count: number): Iterable<readonly ToolCall[]> {
    const n = Math.min(count, this.#calls.length);
    for (let i = 0; i < n; i += READ_CHUNK) yield this.#calls.slice(i, Math.min(n, i + READ_CHUNK));
  }
}

const READ_CHUNK = 1024;

export function checkAppend(length: number, at: number): void {
  if (at !== length)
    throw new Error(
      `tool call log: appending at ${at} but it holds ${length} calls (a summary that is not the latest was folded on)`,
    );
}

export type CallCounts = Record<ToolStatus, number>;

/** The calls moved out of `toolCalls`: the first `count` calls of the run. */
export interface EarlierCalls {
  /** Where they are; null when the run keeps every call in memory (the CLI, the tests' default). */
  log: CallLog | null;
  /** How many calls stay in `toolCalls` after a move; a move happens when twice as many are held. */
  window: number;
  count: number;
  /** Their statuses, counted (kept current when a late result or denial changes one). */
  counts: CallCounts;
  /** How many of them each tool name made (at most MAX_NAMES names; the rest under OTHER_NAMES). */
  names: Array<[name: string, count: number]>;
  /** The run's first calls (at most HEAD_CALLS), as current: the step summary lists the first rows. */
  head: ToolCall[];
  /** The last failed or denied calls among them (at most FAILED_CALLS), with their 1-based numbers. */
  failed: Array<{ n: number; call: ToolCall }>;
  /**
   * Calls moved while still pending (at most MAX_OPEN, the newest), by position, as current: a
   * late result updates them here, and summary.json writes this version in their place.
   */
  open: Array<{ at: number; call: ToolCall }>;
  /** Ids of moved calls denied after they were moved; summary.json writes those calls as denied. */
  deniedIds: string[];
  /** Ids of `open` calls that a moved call names as its parent (a subagent's call: see completeness). */
  parents: string[];
}

export const HEAD_CALLS = 1000;
export const FAILED_CALLS = 20;
export const MAX_OPEN = 256;
export const MAX_NAMES = 1000;
export const OTHER_NAMES = '(other tools)';

export function noEarlierCalls(log: CallLog | null = null): Omit<EarlierCalls, 'window'> {
  return {
    log,
    count: 0,
    counts: { ok: 0, error: 0, denied: 0, pending: 0 },
    names: [],
    head: [],
    failed: [],
    open: [],
    deniedIds: [],
    parents: [],
  };
}
