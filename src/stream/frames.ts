/**
 * Lines -> frames -> normalized events.
 *
 * A line is JSON-parsed and must be a non-null, non-array object (else a `bad_line` event); the
 * object goes to the dialect's FrameParser. Once the dialect is settled, a parser with a
 * `quietLine` fast path is first asked whether the line is one it would map to no event; such a
 * line is not parsed at all (Claude's tool-input deltas and block stops: claude-quiet-lines.ts).
 * With `dialect: 'auto'` the first frames (and any bad lines between them, to keep the order) are
 * held until detect.ts decides, then replayed through the chosen parser, so nothing is lost. With a declared dialect, frames are parsed at once and
 * the first frames are still scored, only to warn when the stream looks like another dialect.
 *
 * The run's session is the one the agent announces first (the frame that gave a `session` or
 * `result` event; DialectDefinition.sessionOf reads a frame's id). A later frame that names another
 * is not the agent's: the agent's stdout is a file any process its tools left
 * behind can append to (through /proc/<pid>/fd/1), so such a frame is never parsed — it becomes a
 * `foreign_frame` event, counted, and decides nothing.
 *
 * Nothing here throws on bad input; events go out through `emit` in stream order.
 */

import { type Detection, DialectDetector } from './detect.js';
import type { DialectDefinition, FrameParser } from './dialect.js';
import { frameKind } from './dialects/frame-kit.js';
import type { AgentEvent, Dialect } from './events.js';
import { type LineProblem, sampleText } from './lines.js';

export interface FrameSessionOptions {
  dialect: Dialect | 'auto';
  /** The dialect used when detection is undecided (no evidence, a tie). Default claude-code. */
  fallbackDialect?: Dialect;
  definitions: readonly DialectDefinition[];
  emit: (event: AgentEvent) => void;
  /** Called once, as soon as the dialect is known (before any event of it is emitted). */
  onDialect?: (dialect: Dialect, detection: Detection | null) => void;
  /** Called once when a declared dialect disagrees with what the first frames look like. */
  onMismatch?: (declared: Dialect, detection: Detection) => void;
  /**
   * Each line's time from the frame itself (src/run/frame-clock.ts), instead of the `at` it was fed
   * with: handed the object this session parsed anyway, so no line is parsed twice.
   */
  clock?: LineClock;
}

/** A clock read from the frames themselves (the frame clock of src/run/, by its shape). */
export interface LineClock {
  /** The time of a line that was parsed into this object. */
  atFrame(frame: Record<string, unknown>): number;
  /** The time of the last line seen. */
  readonly last: number;
}

/** Stderr lines kept while auto-detecting; later ones are dropped until the dialect is known. */
const MAX_HELD_STDERR_LINES = 200;

type Held =
  | { frame: Record<string, unknown>; at: number }
  | { event: AgentEvent }
  | { stderr: string; at: number };

export class FrameSession {
  private parser: FrameParser | null = null;
  /** The chosen parser has a `quietLine` fast path. */
  private quiet = false;
  private current: Dialect | null = null;
  /** The chosen dialect's `sessionOf`, if its frames carry a session id. */
  private sessionOf: ((frame: Record<string, unknown>) => string | null) | null = null;
  /** The run's session: the first id a frame named. */
  private session: string | null = null;
  private detector: DialectDetector | null;
  /** Frames and bad lines (and stderr lines) held while auto-detecting. */
  private held: Held[] = [];
  private heldStderr = 0;
  private readonly emit: (event: AgentEvent) => void;
  private readonly declared: Dialect | null;
  private readonly clock: LineClock | null;

  constructor(private readonly options: FrameSessionOptions) {
    this.emit = options.emit;
    this.clock = options.clock ?? null;
    const fallback = options.fallbackDialect ?? 'claude-code';
    this.detector = new DialectDetector(options.definitions, fallback);
    this.declared = options.dialect === 'auto' ? null : options.dialect;
    if (this.declared !== null) this.choose(this.declared, null);
  }

  /** The dialect being parsed; null while auto-detection is still looking. */
  get dialect(): Dialect | null {
    return this.current;
  }

  /**
   * Whether stderr lines can matter now: false once the chosen parser reads nothing there, and
   * while auto-detecting once the bounded hold is full.
   */
  get wantsStderr(): boolean {
    if (this.parser === null) return this.heldStderr < MAX_HELD_STDERR_LINES;
    return typeof this.parser.stderrLine === 'function';
  }

  /** One decoded line, read at `at` (or at its own time, with a `clock`). */
  line(text: string, at: number): void {
    const clock = this.clock;
    // Once the dialect is settled (no detector scoring frames), its parser may recognize a line
    // that yields nothing without parsing it (FrameParser.quietLine).
    // A quiet line carries no top-level `timestamp` (FrameParser.quietLine): no time to read.
    if (this.quiet && this.detector === null && this.parser!.quietLine!(text, this.session)) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.badLine({
        kind: 'bad_line',
        at: clock ? clock.last : at,
        reason: 'not_json',
        sample: sampleText(text),
      });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.badLine({
        kind: 'bad_line',
        at: clock ? clock.last : at,
        reason: 'not_object',
        sample: sampleText(text),
      });
      return;
    }
    const frame = value as Record<string, unknown>;
    this.frame(frame, clock ? clock.atFrame(frame) : at);
  }

  /** A line the splitter could not decode (over the cap, invalid UTF-8). */
  problem(problem: LineProblem, at: number): void {
    this.badLine({ kind: 'bad_line', at, reason: problem.problem, sample: problem.sample });
  }

  /** One parsed object (for sources that are already parsed). */
  frame(frame: Record<string, unknown>, at: number): void {
    const detector = this.detector;
    if (detector !== null) {
      const detection = detector.add(frame);
      if (this.parser === null) {
        this.held.push({ frame, at });
        if (detection) this.decide(detection);
        return;
      }
      if (detection) this.validate(detection);
    }
    this.parse(frame, at);
  }

  /**
   * One line the agent printed on stderr, for a parser that recognizes some (FrameParser.stderrLine).
   * Held with the frames while the dialect is still being detected, so the order is kept.
   */
  stderrLine(line: string, at: number): void {
    if (this.parser !== null) {
      this.parseStderr(line, at);
      return;
    }
    // Bounded: a CLI that floods stderr before its first frame cannot grow what is held.
    if (this.heldStderr < MAX_HELD_STDERR_LINES) {
      this.heldStderr += 1;
      this.held.push({ stderr: line, at });
    }
  }

  /** End of stream (at `at`): decide on what was seen, release anything held, flush the parser. */
  end(at = 0): void {
    if (this.detector !== null) {
      const detection = this.detector.finish();
      if (this.parser === null) this.decide(detection);
      else this.validate(detection);
    }
    const events = this.parser?.end?.(at) ?? [];
    for (let i = 0; i < events.length; i++) this.emit(events[i]!);
  }

  private badLine(event: AgentEvent): void {
    if (this.parser === null) this.held.push({ event });
    else this.emit(event);
  }

  private parseStderr(line: string, at: number): void {
    const events = this.parser!.stderrLine?.(line, at) ?? [];
    for (let i = 0; i < events.length; i++) this.emit(events[i]!);
  }

  private parse(frame: Record<string, unknown>, at: number): void {
    const sessionOf = this.sessionOf;
    if (sessionOf !== null && this.session !== null) {
      const id = sessionOf(frame);
      if (id !== null && id !== this.session) {
        this.emit({ kind: 'foreign_frame', type: frameKind(frame).slice(0, 60), at });
        return;
      }
    }
    const events = this.parser!.toEvents(frame, at);
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      // The run's session is the one the agent announced (its init, or its first result): a frame
      // of an unknown kind that merely names a session does not get to choose it.
      if (
        this.session === null &&
        sessionOf !== null &&
        (event.kind === 'session' || event.kind === 'result')
      ) {
        this.session = sessionOf(frame);
      }
      this.emit(event);
    }
  }

  private choose(dialect: Dialect, detection: Detection | null): void {
    const definition = this.options.definitions.find((d) => d.name === dialect);
    if (!definition) {
      throw new Error(
        `no parser for dialect "${dialect}" (known: ${this.options.definitions.map((d) => d.name).join(', ')})`,
      );
    }
    this.parser = definition.createParser();
    this.sessionOf = definition.sessionOf ?? null;
    this.quiet = typeof this.parser.quietLine === 'function';
    this.current = dialect;
    this.options.onDialect?.(dialect, detection);
  }

  private decide(detection: Detection): void {
    this.detector = null;
    this.choose(detection.dialect, detection);
    const held = this.held;
    this.held = [];
    for (const item of held) {
      if ('event' in item) this.emit(item.event);
      else if ('stderr' in item) this.parseStderr(item.stderr, item.at);
      else this.parse(item.frame, item.at);
    }
  }

  private validate(detection: Detection): void {
    this.detector = null;
    if (detection.decided && this.declared !== null && detection.dialect !== this.declared) {
      this.options.onMismatch?.(this.declared, detection);
    }
  }
}
