/**
 * The redactor's search, fast on long texts (a summary of 40k tool calls is one): the same first
 * match as one global regex of all its alternatives, found without running that regex over every
 * position.
 *
 * One regex of ~50 alternatives (every form of every known value, with its head before a cut mark,
 * then the token shapes) makes V8 try each alternative at each position of the text: ~140 MB/s,
 * most of the stream log's cost. Its alternatives come in three kinds, each found much faster on
 * its own:
 * - a known value (or a chunk of a long one): a plain string, found by a regex of that string alone
 *   (V8 searches a literal with a skip table: gigabytes per second);
 * - the head of a known value right before a cut mark: only where a cut mark is, within the
 *   longest head before it (cut marks are rare);
 * - the token shapes and URL passwords: one regex of those alone (each starts with a distinctive
 *   prefix, so V8 skips quickly).
 * No alternative can match before the leftmost of these three answers, and at least one matches
 * there; the whole regex, tried at exactly that position (sticky), then picks the alternative the
 * global regex would pick. So the match is the global regex's, always: only the search is faster.
 * What each kind found is kept for the next call on the same text (callers move forward).
 */

const UNKNOWN = -2;
const NONE = -1;

export interface MatchFinderParts {
  /** Every alternative of the whole pattern, in its order. */
  alternatives: readonly string[];
  /** The known values and chunks (unescaped), each an alternative of its own. */
  literals: readonly string[];
  /** The heads of known values (patterns), each an alternative followed by `(?=<cut mark>)`. */
  heads: readonly string[];
  /** The remaining alternatives (token shapes, URL passwords), in their order. */
  others: readonly string[];
  /** The cut mark the heads must be followed by. */
  cutMark: string;
  /** The longest text a head can match (it starts at most this far before its cut mark). */
  longestHead: number;
  /** Texts with fewer characters than this left to search go to the whole regex (tests: 0). */
  shortText?: number;
}

/** `exec(text, from)` = `whole.lastIndex = from; whole.exec(text)` for the global regex of all alternatives. */
export type MatchFinder = (text: string, from: number) => RegExpExecArray | null;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Texts shorter than this are searched with the whole regex: the split search costs more per call. */
const SHORT_TEXT = 512;

export function createMatchFinder(parts: MatchFinderParts): MatchFinder {
  const source = parts.alternatives.join('|');
  const whole = new RegExp(source, 'g');
  const sticky = new RegExp(source, 'y');
  const others = parts.others.length > 0 ? new RegExp(parts.others.join('|'), 'g') : null;
  const literals = parts.literals.map((l) => new RegExp(escapeRegExp(l), 'g'));
  const heads =
    parts.heads.length > 0
      ? new RegExp(`(?:${parts.heads.join('|')})(?=${escapeRegExp(parts.cutMark)})`, 'y')
      : null;
  const cutMark = parts.cutMark;
  const longestHead = parts.longestHead;
  const shortText = parts.shortText ?? SHORT_TEXT;

  // What is known about the text of the last call: for each kind, the start of its leftmost match
  // at or after `knownFrom` (NONE: none to the end; UNKNOWN: not searched yet).
  let knownText: string | null = null;
  let knownFrom = 0;
  let otherAt = UNKNOWN;
  const literalAt = new Array<number>(literals.length).fill(UNKNOWN);
  let headAt = UNKNOWN;
  /** No head match starts in [knownFrom, headClearTo) (heads are searched only as far as needed). */
  let headClearTo = 0;

  const leftmost = (re: RegExp, text: string, from: number): number => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m === null ? NONE : m.index;
  };

  /**
   * The leftmost head match starting in [from, limit), or NONE. A head at p ends right before a cut
   * mark in (p, p + longestHead]: only positions that close before a cut mark are tried. What is
   * ruled out is kept in `headClearTo`.
   */
  const headBefore = (text: string, from: number, limit: number): number => {
    if (heads === null) return NONE;
    let p = Math.max(from, headClearTo);
    while (p < limit) {
      const cut = text.indexOf(cutMark, p + 1);
      if (cut === NONE) {
        headClearTo = text.length;
        return NONE;
      }
      for (p = Math.max(p, cut - longestHead); p < cut && p < limit; p++) {
        heads.lastIndex = p;
        if (heads.test(text)) {
          headClearTo = p;
          return p;
        }
      }
    }
    headClearTo = p;
    return NONE;
  };

  return (text, from) => {
    if (text.length - from < shortText) {
      whole.lastIndex = from;
      return whole.exec(text);
    }
    if (text !== knownText || from < knownFrom) {
      knownText = text;
      otherAt = UNKNOWN;
      literalAt.fill(UNKNOWN);
      headAt = UNKNOWN;
      headClearTo = from;
    }
    knownFrom = from;
    let best = Number.POSITIVE_INFINITY;
    if (others !== null) {
      if (otherAt === UNKNOWN || (otherAt !== NONE && otherAt < from)) otherAt = leftmost(others, text, from);
      if (otherAt !== NONE) best = otherAt;
    }
    for (let i = 0; i < literals.length; i++) {
      let at = literalAt[i]!;
      if (at === UNKNOWN || (at !== NONE && at < from))
        literalAt[i] = at = leftmost(literals[i]!, text, from);
      if (at !== NONE && at < best) best = at;
    }
    if (headAt !== NONE && headAt !== UNKNOWN && headAt < from) headAt = UNKNOWN;
    if (headAt === UNKNOWN) {
      const limit = Math.min(best, text.length);
      const at = headBefore(text, from, limit);
      if (at !== NONE) headAt = at;
    }
    if (headAt >= 0 && headAt < best) best = headAt;
    if (best === Number.POSITIVE_INFINITY) return null;
    sticky.lastIndex = best;
    const m = sticky.exec(text);
    // Cannot fail (an alternative matches at `best`); if it ever did, the whole regex answers.
    if (m !== null) return m;
    whole.lastIndex = from;
    return whole.exec(text);
  };
}
