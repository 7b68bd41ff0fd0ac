/**
 * Redaction of text that arrives in pieces: the strings of every frame of the stream log
 * (src/action/log/log-file.ts), the strings of a summary (Redactor.redactValue). The pieces are
 * redacted as ONE text — their concatenation, in order — so a secret split between two pieces (two
 * partial-message deltas, two fields of a tool input, two frames) is found whole, and the masks are
 * mapped back onto the pieces: the piece where a secret starts gets `***`, the rest of the secret
 * is removed from the pieces after it.
 *
 * Pieces are pushed in units (the strings of one frame) and each unit's masks are handed back, in
 * order, once its text is final. Text is final once HOLDBACK characters of text follow it (more than
 * any known value and any real token is long), so a secret straddling the point is always seen
 * whole; or when the owner says so (`flush`: then the end counts as a cut, and a secret's head there
 * is hidden by its cut form). A scan resumes a little before the last final point, so a secret
 * straddling it (a pathological token shape, or a flush) is still hidden to its end. Memory is the
 * held-back text and the units waiting on it; each character is scanned about 1.3 times, so the cost
 * stays linear in the stream.
 *
 * When the pieces are separate strings, a greedy token shape (`ghp_…` runs over letters and digits,
 * a URL's password up to an `@`) is not allowed to eat into the next piece when the piece it starts
 * in already holds a complete token, nor to run over more than two pieces: the concatenation has no
 * separators, and the next pieces are often ids and a frame's `type` (`…ghp_<36>` + `stream_event`).
 * When they are pieces of one text (consecutive deltas), it runs on.
 */

import { REDACTED } from './redact-marks.js';
import type { Redactor } from './redactor.js';

/**
 * The parts of one text to hide: flat triples [from, to, starts], `starts` 1 when a secret starts in
 * this text (it gets the `***`), 0 when the text only continues one (the part is just removed).
 */
export type Masks = number[];

/** Called once per unit, in order: each text's masks (null: none), or null when no text has any. */
export type UnitDone = (masks: Array<Masks | null> | null) => void;

export interface StreamRedactorOptions {
  /** Characters of text held back before text is final. Default: max(16 KiB, 2 × longest value). */
  holdback?: number;
  /**
   * The texts are separate strings (fields, keys): a greedy token shape stops at the end of the
   * text where it is already complete instead of eating into the next (default). False when the
   * texts are pieces of one text (consecutive deltas under one key): a token runs on into the next.
   */
  separate?: boolean;
}

interface Unit {
  /** Absolute offset of the unit's first character in the concatenated text. */
  start: number;
  /** Absolute end of each of its texts. */
  ends: number[];
  done: UnitDone;
}

/** A part of the concatenated text to hide, in absolute offsets. */
interface Mask {
  start: number;
  end: number;
}

const MIN_HOLDBACK = 16 * 1024;
/**
 * How far before the last final point a scan resumes: a secret whose first few characters were
 * final without being hidden (shorter than any head the redactor hides: a token's prefix, five
 * characters of a known value) is then found whole and the rest of it hidden.
 */
const SMALL_BACK = 24;
/** How far back from the end a cut looks for the head of a secret. */
const END_WINDOW = 512;
/** A scan starts when this many holdbacks of text are pending: each character is scanned ~1.3 times. */
const SCAN_AT = 4;

export class StreamRedactor {
  readonly #redactor: Redactor;
  readonly #holdback: number;
  readonly #separate: boolean;
  /** The concatenated text from absolute offset #base on (final text kept for a look back). */
  #buf = '';
  #base = 0;
  /** Text before this absolute offset is final: its masks are decided. */
  #final = 0;
  /** Where the next scan starts (before #final when a match may go on past it). */
  #resume = 0;
  #units: Unit[] = [];
  #unitHead = 0;
  /** Decided masks not yet applied to every unit they touch, in order. */
  #masks: Mask[] = [];
  #maskHead = 0;
  /** Absolute ends of the texts (boundaries between pieces) at or after #base, in order. */
  #bounds: number[] = [];
  #boundHead = 0;
  #ended = false;

  constructor(redactor: Redactor, options: StreamRedactorOptions = {}) {
    this.#redactor = redactor;
    this.#holdback = Math.max(options.holdback ?? MIN_HOLDBACK, 2 * redactor.longest, 1);
    this.#separate = options.separate ?? true;
  }

  /** Characters of text pushed so far. */
  get length(): number {
    return this.#base + this.#buf.length;
  }

  /** Whether some unit is still waiting for its text to be final. */
  get waiting(): boolean {
    return this.#unitHead < this.#units.length;
  }

  /** Adds a unit of texts (possibly none); `done` is called when they are final. */
  push(texts: readonly string[], done: UnitDone): void {
    if (this.#ended) throw new Error('StreamRedactor: push after end');
    const start = this.#base + this.#buf.length;
    const ends = new Array<number>(texts.length);
    let at = start;
    for (let i = 0; i < texts.length; i++) {
      at += texts[i]!.length;
      ends[i] = at;
      if (this.#separate) this.#bounds.push(at);
    }
    if (at > start) this.#buf += texts.length === 1 ? texts[0]! : texts.join('');
    this.#units.push({ start, ends, done });
    if (at - this.#final >= SCAN_AT * this.#holdback) this.#flush(false);
    else this.#complete();
  }

  /**
   * Makes everything pushed so far final now, as if the text were cut here (its owner cannot hold
   * it any longer): a secret's head at the end is hidden by its cut form, and the next scan resumes
   * before this point, so the rest of such a secret is hidden too when it arrives.
   */
  flush(): void {
    this.#flush(true);
  }

  /** The stream ended: everything is final (a secret's head at the very end counts as cut). */
  end(): void {
    if (this.#ended) return;
    this.#flush(true);
    this.#complete();
    this.#ended = true;
  }

  /**
   * Decides the masks up to a new final point: `holdback` characters before the end, or the end
   * itself when `cut` (then the text is scanned with a cut mark after it).
   */
  #flush(cut: boolean): void {
    const n = this.#base + this.#buf.length;
    let final = cut ? n : n - this.#holdback;
    if (final <= this.#final) return;
    const base = this.#base;
    const buf = this.#buf;
    const scanner = this.#redactor.scanner;
    const resume = Math.max(base, Math.min(this.#resume, this.#final - SMALL_BACK));
    let from = resume - base;
    // The start of a match that runs to the end of the text so far (it may go on), else n.
    let open = n;
    let maskedTo = this.#final;
    for (;;) {
      const span = scanner.next(buf, from);
      if (span === null) break;
      const matchStart = span.matchStart + base;
      if (matchStart >= final) break;
      let matchEnd = span.matchEnd + base;
      let end = span.end + base;
      if (this.#separate && !span.literal) {
        const at = this.#tokenEnd(buf, matchStart, matchEnd);
        if (at === null) {
          // Needs three or more strings to be a token: not one (ids, types between two texts);
          // a text's own deltas are one text elsewhere (`separate: false`).
          from = span.matchStart + 1;
          continue;
        }
        matchEnd = at;
        end = Math.min(end, at);
      }
      from = Math.max(matchEnd - base, span.matchStart + 1);
      // Decided by an earlier flush (the scan resumes a little before the last final point).
      if (matchEnd <= this.#final) continue;
      const start = Math.max(span.start + base, this.#final);
      if (end > start) this.#masks.push({ start, end });
      if (end > maskedTo) maskedTo = end;
      if (matchEnd > final) final = matchEnd;
      if (matchEnd >= n && matchStart < open) open = matchStart;
    }
    if (cut && maskedTo < n) {
      // Cut here: the head of a secret at the very end is hidden now, its rest when it arrives.
      const head = scanner.endHead(buf, Math.max(maskedTo, n - END_WINDOW, resume) - base);
      // Of separate strings, like a match: a head over more than two of them is not one.
      if (
        head !== null &&
        (!this.#separate || head.literal || this.#crossings(head.matchStart + base, n) <= 1)
      ) {
        const start = Math.max(head.start + base, this.#final, maskedTo);
        if (n > start) this.#masks.push({ start, end: n });
        if (head.matchStart + base < open) open = head.matchStart + base;
      }
    }
    this.#final = final;
    // Next scan: from an open match's start (so its rest is hidden too), unless it is absurdly long.
    this.#resume = open < n && n - open <= SCAN_AT * this.#holdback ? open : final;
    this.#complete();
    // Keep the text the next scan starts in (and one character before it: \b needs it).
    const keep = Math.max(base, Math.min(this.#resume, final - SMALL_BACK) - 1);
    if (keep > base) {
      this.#buf = buf.slice(keep - base);
      this.#base = keep;
      let b = this.#boundHead;
      while (b < this.#bounds.length && this.#bounds[b]! < keep) b++;
      this.#boundHead = b;
      if (b > 4096 && b * 2 > this.#bounds.length) {
        this.#bounds = this.#bounds.slice(b);
        this.#boundHead = 0;
      }
    }
  }

  /**
   * Where a token match [start, end) of separate strings ends: at the first boundary where the part
   * before it is a complete token on its own (it does not eat the next string); else its own end if
   * it runs into one more string at most (a token split between two strings); else null.
   */
  #tokenEnd(text: string, start: number, end: number): number | null {
    const bounds = this.#bounds;
    const base = this.#base;
    const first = this.#firstBoundAfter(start);
    if (first >= bounds.length || bounds[first]! >= end) return end; // within one string
    if (this.#redactor.scanner.completeToken(text, start - base, bounds[first]! - base))
      return bounds[first]!;
    // Split between two strings is a split token; over three or more, ids and types run together.
    return first + 1 >= bounds.length || bounds[first + 1]! >= end ? end : null;
  }

  /** How many piece boundaries lie strictly inside (start, end). */
  #crossings(start: number, end: number): number {
    let crossed = 0;
    for (let i = this.#firstBoundAfter(start); i < this.#bounds.length && this.#bounds[i]! < end; i++)
      crossed++;
    return crossed;
  }

  #firstBoundAfter(at: number): number {
    const bounds = this.#bounds;
    let lo = this.#boundHead;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (bounds[mid]! <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Hands back, in order, every unit whose text is all final. */
  #complete(): void {
    const units = this.#units;
    while (this.#unitHead < units.length) {
      const u = units[this.#unitHead]!;
      const end = u.ends.length > 0 ? u.ends[u.ends.length - 1]! : u.start;
      if (end > this.#final) break;
      units[this.#unitHead++] = undefined as unknown as Unit;
      u.done(this.#masksOf(u, end));
    }
    if (this.#unitHead > 1024 && this.#unitHead * 2 > units.length) {
      this.#units = units.slice(this.#unitHead);
      this.#unitHead = 0;
    }
  }

  /** The masks that touch each of the unit's texts, or null when none does. */
  #masksOf(u: Unit, end: number): Array<Masks | null> | null {
    let masks = this.#masks;
    let m = this.#maskHead;
    // Masks wholly before this unit are done with: units come in order.
    while (m < masks.length && masks[m]!.end <= u.start) m++;
    if (m > 1024 && m * 2 > masks.length) {
      masks = this.#masks = masks.slice(m);
      m = 0;
    }
    this.#maskHead = m;
    if (m >= masks.length || masks[m]!.start >= end) return null;
    const out = new Array<Masks | null>(u.ends.length);
    let slotStart = u.start;
    for (let i = 0; i < u.ends.length; i++) {
      const slotEnd = u.ends[i]!;
      let mine: Masks | null = null;
      // Masks ending before this text cannot touch it or any text after it (a unit of many texts
      // would otherwise go over them again for each text).
      while (m < masks.length && masks[m]!.end <= slotStart) m++;
      for (let j = m; j < masks.length && masks[j]!.start < slotEnd; j++) {
        const mask = masks[j]!;
        const from = Math.max(mask.start, slotStart);
        const to = Math.min(mask.end, slotEnd);
        if (from >= to) continue;
        if (mine === null) mine = [];
        mine.push(from - slotStart, to - slotStart, mask.start >= slotStart ? 1 : 0);
      }
      out[i] = mine;
      slotStart = slotEnd;
    }
    return out;
  }
}

/**
 * `text` with its masks applied (several lists may be given: the masks of several redactors of the
 * same text). Overlapping parts are merged; a merged part gets `***` when a secret starts in it.
 */
export function applyMasks(text: string, ...lists: Array<Masks | null | undefined>): string {
  let masks: Masks | null = null;
  let count = 0;
  for (const list of lists) {
    if (!list || list.length === 0) continue;
    masks = count === 0 ? list : [...masks!, ...list];
    count++;
  }
  if (masks === null) return text;
  const parts: Array<[number, number, number]> = [];
  for (let i = 0; i < masks.length; i += 3) parts.push([masks[i]!, masks[i + 1]!, masks[i + 2]!]);
  if (count > 1) parts.sort((a, b) => a[0] - b[0]);
  let out = '';
  let pos = 0;
  for (let i = 0; i < parts.length; ) {
    let [from, to, starts] = parts[i]!;
    for (i++; i < parts.length && parts[i]![0] <= to; i++) {
      to = Math.max(to, parts[i]![1]);
      starts |= parts[i]![2];
    }
    out += text.slice(pos, from);
    if (starts) out += REDACTED;
    pos = to;
  }
  return out + text.slice(pos);
}
