/**
 * What one dialect file (src/stream/dialects/<name>.ts) provides. A dialect knows nothing of
 * GitHub or of the summary: it turns one parsed JSON object into normalized events.
 */
import type { AgentEvent, Dialect } from './events.js';

export interface FrameParser {
  /**
   * One parsed JSON object (already checked to be a non-null, non-array object) and the time its
   * line was read. Never throws: a frame that fails its schema becomes an `unknown` event.
   * Parsers may keep per-stream state (open streamed blocks, seen ids) and so are created per run.
   */
  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[];
}

export interface DialectDefinition {
  name: Dialect;
  createParser(): FrameParser;
  /**
   * Evidence that `frame` is of this dialect, for auto-detection over the first frames:
   * 0 = none, higher = stronger. Must be cheap and must never throw.
   */
  score(frame: Record<string, unknown>): number;
}
