/**
 * The fold driver: bytes in, RunSummary out. Used by the CLI, the Action and the benchmark.
 *
 *   bytes -> LineSplitter -> FrameSession (JSON, dialect) -> AgentEvent -> reduce -> summary
 *
 * It owns no clock: the caller says when each chunk was read (`at`) and how the process ended.
 * Live consumers subscribe with `onEvent`, which sees every event and the summary after it.
 */
import { createReadStream } from 'node:fs';
import type { Detection } from '../stream/detect.js';
import type { DialectDefinition } from '../stream/dialect.js';
import { DIALECT_LIST } from '../stream/dialects/index.js';
import type { AgentEvent, Dialect, ExitEvent, ToolResultEvent } from '../stream/events.js';
import { FrameSession } from '../stream/frames.js';
import { type LineItem, LineSplitter } from '../stream/lines.js';
import { stripAnsi } from './ansi.js';
import type { CallLog } from './call-log.js';
import { FrameClock } from './frame-clock.js';
import { type Batch, newBatch, reduceBatch, reduceOne } from './reducer.js';
import { emptySummary, type RunSummary } from './summary.js';

/**
 * Stderr lines are decoded up to this length; a longer one reaches the dialect as its first
 * characters only (the splitter's sample), which is all a line worth an event needs.
 */
const MAX_STDERR_LINE_BYTES = 4 * 1024;

/** How the agent process ended, as the caller knows it (the exit event without kind/at). */
export type ProcessExit = Omit<ExitEvent, 'kind' | 'at'>;

/** For streams read from a file with no word on how the process ended. */
export const UNKNOWN_EXIT: ProcessExit = {
  exitCode: null,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null,
};

export interface RunFoldOptions {
  dialect: Dialect | 'auto';
  /**
   * Each line's time from its frame's own `timestamp` (src/run/frame-clock.ts), not from the `at`
   * it was fed with: for a saved stream read at once. The exit is then at the last stamp.
   */
  frameTime?: boolean;
  /** Used when auto-detection finds no (or tied) evidence. Default claude-code. */
  fallbackDialect?: Dialect;
  /** Longest line kept, in bytes. Default 8 MiB. */
  maxLineBytes?: number;
  /**
   * Every event, with the summary after it was folded. Must not throw. The summary is the fold's
   * own, read it during the call: the next events update it in place (copying it per event made
   * every tool call copy the list of all calls so far: quadratic in a long run). A listener that
   * keeps it sees the newest state; one that needs an earlier state keeps what it needs of it.
   */
  onEvent?: (event: AgentEvent, summary: RunSummary) => void;
  /** The declared dialect disagrees with what the stream looks like. */
  onDialectMismatch?: (declared: Dialect, detection: Detection) => void;
  /** Dialects known to the session; default: every registered one. */
  definitions?: readonly DialectDefinition[];
  /**
   * The model the agent was launched with (its `--model`), for a summary whose stream never names
   * one; a model the stream reports replaces it.
   */
  model?: string | null;
  /**
   * Where the oldest tool calls go once the run holds many (src/run/call-log.ts), so memory does
   * not grow with the number of calls; none: every call stays in the summary. `callWindow`: the
   * calls kept in memory (default DEFAULT_CALL_WINDOW).
   */
  callLog?: CallLog | null;
  callWindow?: number;
}

/**
 * A tool's output often carries the tool's own stderr, coloured (a failing test run under CI): its
 * escape codes go here, once, before the summary's preview, the annotation and every other view
 * see it. (The stream log keeps the agent's bytes as they were.)
 */
function toolResultWithoutAnsi(event: ToolResultEvent): ToolResultEvent {
  if (event.output === null) return event;
  const output = stripAnsi(event.output);
  return output === event.output ? event : { ...event, output };
}

export class RunFold {
  private state: RunSummary;
  private readonly lines: LineSplitter;
  private readonly frames: FrameSession;
  private readonly onEvent: ((event: AgentEvent, summary: RunSummary) => void) | undefined;
  /**
   * Events of the chunk being fed, when nobody listens per event: they are folded together at the
   * end of the chunk (while still in the CPU cache) into the open batch below.
   */
  private pending: AgentEvent[] = [];
  /**
   * What the fold created since the summary was last handed out (see `reduceBatch`): updated in
   * place by the next chunks instead of copied again. Null once `summary` or `end` hands the state
   * out, so the next chunk copies what it changes and the caller's summary never changes under it.
   * A fresh batch per chunk copied the tool-call list ~1,600 times (up to 15,000 calls each) in the
   * 100 MiB bench; holding thousands of events per batch instead let them go cold in memory.
   * With a listener the events are folded into it one at a time, between two calls of `onEvent`.
   */
  private batch: Batch | null = null;
  private ended = false;
  /** The agent's stderr, split into lines for the dialect's `stderrLine` (created on first use). */
  private stderrLines: LineSplitter | null = null;
  private readonly clock: FrameClock | null;

  constructor(options: RunFoldOptions) {
    this.onEvent = options.onEvent;
    this.clock = options.frameTime ? new FrameClock() : null;
    this.state = emptySummary(
      options.dialect === 'auto' ? null : options.dialect,
      options.callLog ?? null,
      options.callWindow,
    );
    if (options.model) this.state.model = options.model;
    this.lines = new LineSplitter(
      options.maxLineBytes === undefined ? {} : { maxLineBytes: options.maxLineBytes },
    );
    this.frames = new FrameSession({
      dialect: options.dialect,
      fallbackDialect: options.fallbackDialect ?? 'claude-code',
      definitions: options.definitions ?? DIALECT_LIST,
      emit: (event) => this.apply(event.kind === 'tool_result' ? toolResultWithoutAnsi(event) : event),
      onDialect: (dialect) => {
        // Auto mode decides before any event is released, so the summary is still empty here.
        this.flush();
        if (this.state.dialect !== dialect) this.state = { ...this.state, dialect };
      },
      ...(options.onDialectMismatch ? { onMismatch: options.onDialectMismatch } : {}),
      // The session reads each line's time from the frame it parses anyway (no second parse).
      ...(this.clock ? { clock: this.clock } : {}),
    });
  }

  /** The summary so far (final once `end` was called). */
  get summary(): RunSummary {
    this.flush();
    this.batch = null; // handed out: from now on, copy before changing
    return this.state;
  }

  /** The dialect being parsed; null while auto-detection is still looking. */
  get dialect(): Dialect | null {
    return this.frames.dialect;
  }

  /** Feed one chunk of the agent's stdout, read at `at` (ms). */
  pushBytes(chunk: Uint8Array, at: number): void {
    if (this.ended) throw new Error('RunFold: pushBytes after end');
    this.feed(this.lines.push(chunk), at);
  }

  /**
   * Feed one chunk of the agent's stderr, read at `at`: complete lines go to the dialect's
   * `stderrLine` (only some CLIs print things there worth an event: a tool blocked by a sandbox,
   * API retries), everything else is left to the stderr tail. Ignored after `end`.
   */
  pushStderr(chunk: Uint8Array, at: number): void {
    // Most dialects read nothing on stderr: then a flood of it costs no splitting or decoding.
    if (this.ended || !this.frames.wantsStderr) return;
    this.stderrLines ??= new LineSplitter({ maxLineBytes: MAX_STDERR_LINE_BYTES });
    this.feedStderr(this.stderrLines.push(chunk), this.clock ? this.clock.last : at);
  }

  /** The stream ended and the process exited: flush, fold the exit event, return the summary. */
  end(exit: ProcessExit, readAt: number): RunSummary {
    if (this.ended) return this.state;
    this.feed(this.lines.end(), readAt);
    const at = this.clock ? this.clock.last : readAt;
    if (this.stderrLines) this.feedStderr(this.stderrLines.end(), at);
    this.frames.end(at);
    this.ended = true;
    this.apply({ kind: 'exit', at, ...exit });
    this.flush();
    this.batch = null; // handed out
    return this.state;
  }

  private feed(items: LineItem[], at: number): void {
    const frames = this.frames;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (typeof item === 'string') frames.line(item, at);
      else frames.problem(item, this.clock ? this.clock.last : at);
    }
    this.flush();
  }

  private feedStderr(items: LineItem[], at: number): void {
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      // Stderr is not the agent's protocol: an over-long or undecodable line is not counted as a
      // bad line; its beginning still goes to the dialect, without colour codes.
      this.frames.stderrLine(stripAnsi(typeof item === 'string' ? item : item.sample), at);
    }
    this.flush();
  }

  private apply(event: AgentEvent): void {
    if (this.onEvent === undefined) {
      this.pending.push(event);
      return;
    }
    // Folded into the open batch, like the events of a chunk nobody listens to: a listener sees
    // the summary after each event, updated in place (see `onEvent`).
    this.batch ??= newBatch();
    this.state = reduceOne(this.state, event, this.batch);
    this.onEvent(event, this.state);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.batch ??= newBatch();
    this.state = reduceBatch(this.state, this.pending, this.batch);
    this.pending = [];
  }
}

export interface FoldStreamOptions extends RunFoldOptions {
  /** How the process ended; default unknown (exit code and signal null). */
  exit?: ProcessExit;
  /** The clock for `at`; default Date.now. */
  now?: () => number;
  /**
   * The agent's stderr, when it was saved apart (`narrator summarize --stderr FILE`): fed to the
   * dialect after the stream, through `pushStderr` like the Action feeds it live, so a line the
   * dialect counts (a tool Codex's sandbox blocked) counts the same in both.
   */
  stderr?: Uint8Array;
}

/** Fold a whole byte stream (a child's stdout, stdin, a file). */
export async function foldStream(
  source: AsyncIterable<Uint8Array>,
  options: FoldStreamOptions,
): Promise<RunSummary> {
  const now = options.now ?? Date.now;
  const fold = new RunFold(options);
  for await (const chunk of source) fold.pushBytes(chunk, now());
  if (options.stderr) fold.pushStderr(options.stderr, now());
  return fold.end(options.exit ?? UNKNOWN_EXIT, now());
}

/** Fold a stream saved in a file. Rejects (with the fs error as `cause`) if it cannot be read. */
export async function foldFile(path: string, options: FoldStreamOptions): Promise<RunSummary> {
  try {
    return await foldStream(createReadStream(path), options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (typeof code === 'string') {
      throw new Error(`cannot read ${path}: ${(error as Error).message}`, { cause: error });
    }
    throw error;
  }
}
