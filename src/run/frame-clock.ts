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
  const ms = sameMinute(stamp) ?? Date.parse(stamp);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * `YYYY-MM-DDTHH:MM:` of the last stamp read in the CLI's shape, and Date.parse of its minute.
 * Consecutive stamps almost always share their minute: the seconds and milliseconds are then added
 * to it, which is exactly what Date.parse answers for `…:SS.sssZ` with SS below 60 (Date.parse of
 * every stamp was a tenth of the frame clock's share of a 100 MiB summarize).
 */
let minutePrefix = '';
let minuteMs = Number.NaN;

/** Length of `YYYY-MM-DDTHH:MM:` and of `YYYY-MM-DDTHH:MM:SS.sssZ`. */
const MINUTE_CHARS = 17;
const STAMP_CHARS = 24;

function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - 0x30;
  return d >= 0 && d <= 9 ? d : Number.NaN;
}

/** Date.parse(stamp) for a stamp in the CLI's shape (`…:SS.sssZ`); null for any other. */
function sameMinute(stamp: string): number | null {
  if (stamp.length !== STAMP_CHARS || stamp.charCodeAt(19) !== 0x2e || stamp.charCodeAt(23) !== 0x5a) {
    return null;
  }
  const hour = digit(stamp, 11) * 10 + digit(stamp, 12);
  const seconds = digit(stamp, 17) * 10 + digit(stamp, 18);
  const millis = digit(stamp, 20) * 100 + digit(stamp, 21) * 10 + digit(stamp, 22);
  // NaN (not a digit) fails these; a leap second (60) and hour 24 (valid only as 24:00:00.000)
  // are left to Date.parse.
  if (!(hour < 24 && seconds < 60 && millis >= 0)) return null;
  if (!stamp.startsWith(minutePrefix) || minutePrefix === '') {
    const minute = Date.parse(`${stamp.slice(0, MINUTE_CHARS)}00.000Z`);
    if (!Number.isFinite(minute)) return null;
    minutePrefix = stamp.slice(0, MINUTE_CHARS);
    minuteMs = minute;
  }
  return minuteMs + seconds * 1000 + millis;
}
