/**
 * Dialect detection over the first frames of a stream (reference: dialects.md §8).
 *
 * Each DialectDefinition scores every frame (0 = no evidence). Scores add up per dialect over a
 * window of the first DETECT_WINDOW frames, because one frame is often ambiguous (a lone result,
 * a hook frame first). Scale, shared by every dialect's `score()`:
 *   1-4  a hint (a frame kind several dialects print, a field name that is merely suggestive)
 *   5-9  strong evidence (a frame kind only this dialect prints)
 *   >=10 conclusive (e.g. Claude's system/init with `claude_code_version`): decides at once
 * The best total wins; a tie at the top or no evidence at all gives the launcher's fallback
 * (`decided: false`), because the launcher knows which binary it ran.
 */
import type { DialectDefinition } from './dialect.js';
import { DIALECT_LIST } from './dialects/index.js';
import type { Dialect } from './events.js';

/** Frames looked at before deciding on the evidence so far. */
export const DETECT_WINDOW = 20;
/** One frame scoring this much for a single dialect decides without waiting for the window. */
export const CONCLUSIVE_SCORE = 10;

export interface Detection {
  dialect: Dialect;
  /** Total score per dialect over the frames seen. */
  scores: Partial<Record<Dialect, number>>;
  /** false when the evidence was absent or tied and `dialect` is the fallback. */
  decided: boolean;
  /** Frames the decision looked at. */
  frames: number;
}

function safeScore(definition: DialectDefinition, frame: Record<string, unknown>): number {
  try {
    const s = definition.score(frame);
    return Number.isFinite(s) && s > 0 ? s : 0;
  } catch {
    // score() must never throw; if one does, it is simply no evidence.
    return 0;
  }
}

/** Incremental detector: add frames until `add` returns a decision, or call `finish`. */
export class DialectDetector {
  private readonly scores = new Map<Dialect, number>();
  private seen = 0;
  private conclusive: Dialect | null = null;

  constructor(
    private readonly definitions: readonly DialectDefinition[],
    private readonly fallback: Dialect,
    private readonly window: number = DETECT_WINDOW,
  ) {}

  /** Returns the detection once the evidence is conclusive or the window is full, else null. */
  add(frame: Record<string, unknown>): Detection | null {
    this.seen++;
    let conclusiveHits = 0;
    let conclusiveDialect: Dialect | null = null;
    for (const definition of this.definitions) {
      const s = safeScore(definition, frame);
      if (s === 0) continue;
      this.scores.set(definition.name, (this.scores.get(definition.name) ?? 0) + s);
      if (s >= CONCLUSIVE_SCORE) {
        conclusiveHits++;
        conclusiveDialect = definition.name;
      }
    }
    if (conclusiveHits === 1 && this.conclusive === null) this.conclusive = conclusiveDialect;
    if (this.conclusive !== null || this.seen >= this.window) return this.finish();
    return null;
  }

  /** Decide on the evidence so far (end of stream, or end of window). */
  finish(): Detection {
    const scores = Object.fromEntries(this.scores) as Partial<Record<Dialect, number>>;
    if (this.conclusive !== null) {
      return { dialect: this.conclusive, scores, decided: true, frames: this.seen };
    }
    let best: Dialect | null = null;
    let bestScore = 0;
    let tied = false;
    for (const [dialect, score] of this.scores) {
      if (score > bestScore) {
        best = dialect;
        bestScore = score;
        tied = false;
      } else if (score === bestScore) {
        tied = true;
      }
    }
    if (best === null || tied) return { dialect: this.fallback, scores, decided: false, frames: this.seen };
    return { dialect: best, scores, decided: true, frames: this.seen };
  }
}

/** Detect the dialect of a list of frames (only the first DETECT_WINDOW are looked at). */
export function detectDialect(
  frames: Iterable<Record<string, unknown>>,
  fallback: Dialect,
  definitions: readonly DialectDefinition[] = DIALECT_LIST,
): Detection {
  const detector = new DialectDetector(definitions, fallback);
  for (const frame of frames) {
    const detection = detector.add(frame);
    if (detection) return detection;
  }
  return detector.finish();
}
