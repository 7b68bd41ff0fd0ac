/**
 * What one dialect file (src/stream/dialects/<name>.ts) provides. A dialect knows nothing of
 * GitHub or of the summary: it turns one parsed JSON object into normalized events.
 */
import type { AgentEvent, Dialect, Outcome } from './events.js';

export interface FrameParser {
  /**
   * One parsed JSON object (already checked to be a non-null, non-array object) and the time its
   * line was read. Never throws: a frame that fails its schema becomes an `unknown` event.
   * Parsers may keep per-stream state (open streamed blocks, seen ids) and so are created per run.
   */
  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[];
  /**
   * Optional fast path, asked before a line is parsed: true when the parser can tell from the text
   * alone that the line is a valid JSON frame it would map to no event; it then updates its state
   * exactly as `toEvents` would have, and the line is not parsed. False (the default answer for
   * anything unusual) and the line is parsed as usual, so a wrong "false" only costs time, while
   * "true" must be exact: the summary is the same with and without this method. `session` is the
   * run's session (null until the agent announced one): a line naming another must answer false,
   * so it is parsed and set aside as not the agent's. A line with a top-level `timestamp` must
   * answer false too: with a frame clock (src/run/frame-clock.ts) its stamp is the run's time.
   */
  quietLine?(text: string, session: string | null): boolean;
  /**
   * Optional: events for one line the agent printed on STDERR (ANSI codes already removed, no
   * newline), read at `at`. stderr is not the protocol, but some CLIs say things only there: a
   * blocked tool (Codex's sandbox prints `patch rejected: …` and emits no item), API retries (Gemini
   * CLI). Recognize such lines, return [] for the rest; never throw. Lines come from a separate
   * pipe, so their order against stdout frames is only as good as the moments they were read.
   */
  stderrLine?(line: string, at: number): AgentEvent[];
  /** Optional: events still held when the stream ends (e.g. an error not yet known to be fatal). */
  end?(at: number): AgentEvent[];
}

export interface DialectDefinition {
  name: Dialect;
  createParser(): FrameParser;
  /**
   * Evidence that `frame` is of this dialect, for auto-detection over the first frames:
   * 0 = none, higher = stronger. Must be cheap and must never throw.
   */
  score(frame: Record<string, unknown>): number;
  /**
   * (Added by H4.) What this agent's exit codes mean, for a run that ended WITHOUT a terminal
   * frame (outcome rule 2): consulted after the signal / 130 / 143 check, before the generic
   * "stopped without a result (exit N)". Absent or a code not listed: the generic rule applies.
   */
  exitCodes?: ExitCodeTable;
  /**
   * Whether the agent's stream shows its API retries. When it does not (they go to stderr only, or
   * nowhere), a run with no retry in the stream has an unknown number of retries, never "0".
   */
  reportsRetries: boolean;
  /**
   * A line the CLI writes to stderr (not its stream) when it refused a tool, e.g. opencode's
   * `permission requested: external_directory (/etc/*); auto-rejecting`: the matched text of each
   * such line in the stderr tail is added to the reason of a run that did not succeed, so the user
   * sees why. Must not be global (no `g` flag).
   */
  refusalLine?: RegExp;
  /**
   * The session id a frame itself carries (Claude's `session_id` on every frame, opencode's
   * `sessionID`...), or null when it carries none. The one the agent announces first is the run's;
   * a later frame that names another is not the agent's and is never parsed (src/stream/frames.ts). Absent:
   * the dialect's frames carry no session id.
   */
  sessionOf?(frame: Record<string, unknown>): string | null;
  /**
   * True when Narrator itself ends the agent's process once its turn is over (an ACP agent is a
   * server that waits for the next prompt): the exit status after the terminal frame is then
   * Narrator's doing and says nothing about the run, so a success does not need it to agree.
   */
  endedByClientAfterResult?: boolean;
}

/** What one exit code means for one agent CLI (e.g. Gemini 53 -> max_turns). */
export interface ExitCodeMeaning {
  outcome: Outcome;
  /** Words for the error message: "turn limit reached", "authentication failed"... */
  meaning: string;
}
export type ExitCodeTable = Readonly<Record<number, ExitCodeMeaning>>;
