/**
 * Time from the frames themselves, for a stream saved and read at once (`narrator summarize FILE`
 * without a timing file): every line is read in the same millisecond, so the moment a line was read
 * says nothing of when the agent wrote it. Claude Code (on most lines) and Gemini CLI stamp their
 * frames with an ISO `timestamp`; those stamps are the run's clock. A line without one keeps the
 * time of the last stamped line (0 before the first); time never goes back (a stamp earlier than the
 * last is taken as the last). Times are ms since the first stamp, the timebase of a replay.
 *
 * Pure: the same lines give the same times.
 */

/** ISO 8601 with a date and a time: a `timestamp` in another shape is not taken as one. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export class FrameClock {
  #origin: number | null = null;
  #last = 0;

  /** The time of this complete line (ms since the first stamped line). */
  at(line: string): number {
    return this.#advance(frameTimestamp(line));
  }

  /** The time of a line already parsed into `frame` (what `at` answers for its text). */
  atFrame(frame: Record<string, unknown>): number {
    return this.#advance(timestampOf(frame));
  }

  #advance(stamp: number | null): number {
    if (stamp !== null) {
      this.#origin ??= stamp;
      this.#last = Math.max(this.#last, stamp - this.#origin);
    }
    return this.#last;
  }

  /** The time of the last line seen: the run's end in this timebase. */
  get last(): number {
    return this.#last;
  }

  /** Whether any line carried a stamp. */
  get stamped(): boolean {
    return this.#origin !== null;
  }
}

/** A frame's own top-level ISO `timestamp` in epoch ms, or null. */
export function frameTimestamp(line: string): number | null {
  // Most lines carry none (or not at all): no second parse for them.
  if (!line.includes('"timestamp"')) return null;
  let frame: unknown;
  try {
    frame = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return null;
  return timestampOf(frame as Record<string, unknown>);
}

/** A parsed frame's own top-level ISO `timestamp` in epoch ms, or null. */
function timestampOf(frame: Record<string, unknown>): number | null {
  const stamp = Object.hasOwn(frame, 'timestamp') ? frame.timestamp : null;
  if (typeof stamp !== 'string' || !ISO.test(stamp)) return null;
  const ms = Date.parse(stamp);
  return Number.isFinite(ms) ? ms : null;
}
