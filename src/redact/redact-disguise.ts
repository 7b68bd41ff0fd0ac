/**
 * Disguised secrets: the same characters, written so that a plain pattern misses them while a
 * reader (or a markdown renderer) still sees or trivially recovers the secret. An agent told by a
 * prompt injection to leak a token can interleave it with zero-width characters (the comment shows
 * the token, the pattern sees none), write it in fullwidth letters (NFKC folds them back), as HTML
 * character references (`&#103;hp_…`, decoded by GitHub's renderer and by any HTML consumer of an
 * output), as `\u0067`/`\x67` escapes or percent-encoded bytes.
 *
 * `skeletonOf(text)` undoes those disguises: invisible format characters and variation selectors
 * are dropped, every other non-ASCII character is NFKC-folded, and numeric character references,
 * `\uXXXX`, `\xHH` and `%HH` are decoded. It keeps, for each skeleton character, the offset in
 * `text` where its source starts, so a match found in the skeleton masks exactly the original
 * characters it came from. Plain ASCII text without `&#`, `\u`, `\x` or `%` has no disguise: the
 * caller scans it as it is (`mayBeDisguised` is the cheap test).
 */

import { CUT_MARK } from './redact-marks.js';

const PERCENT_BYTE = /%[0-9a-fA-F]{2}/;

/**
 * A text with a possible disguise: non-ASCII, or an escape/reference that decodes to a character.
 * Asked of every string the redactor sees, so it is built from the fastest tests there are (issue
 * 16): one regex of these alternatives ran at ~0.6 GB/s and was 14% of the stream log's time;
 * Node's UTF-8 length (any character past ASCII takes more than one byte) and `includes` scan
 * 3-4x faster.
 */
export function mayBeDisguised(text: string): boolean {
  return (
    Buffer.byteLength(text, 'utf8') !== text.length ||
    text.includes('&#') ||
    text.includes('\\u') ||
    text.includes('\\x') ||
    (text.includes('%') && PERCENT_BYTE.test(text))
  );
}

/**
 * Characters a renderer shows as nothing: Unicode format characters (soft hyphen, zero-width
 * space/joiners, bidi controls, word joiner, BOM, tag characters), the Hangul fillers and the
 * variation selectors. Checked by code point: as a character class, the combining ones would
 * combine with their neighbours in the pattern's own source.
 */
const FORMAT = /^\p{Cf}$/u;
function isInvisible(raw: string): boolean {
  if (FORMAT.test(raw)) return true;
  const cp = raw.codePointAt(0)!;
  return (
    cp === 0x034f ||
    cp === 0x115f ||
    cp === 0x1160 ||
    cp === 0x17b4 ||
    cp === 0x17b5 ||
    (cp >= 0x180b && cp <= 0x180f) ||
    cp === 0x3164 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xffa0 ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}

/** `&#103;` / `&#x67;`, `\u0067`, `\x67`, `%67` at `i`: the character and how long the escape is. */
function escapeAt(text: string, i: number): { char: string; length: number } | null {
  const c = text.charCodeAt(i);
  if (c === 0x26 /* & */ && text.charCodeAt(i + 1) === 0x23 /* # */) {
    const m = /^&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));?/.exec(text.slice(i, i + 12));
    if (m) {
      const code = m[1] !== undefined ? Number.parseInt(m[1], 16) : Number(m[2]);
      if (code > 0 && code <= 0x10ffff) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 0x5c /* \ */) {
    const m = /^\\(?:u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2}))/.exec(
      text.slice(i, i + 10),
    );
    if (m) {
      const code = Number.parseInt(m[1] ?? m[2] ?? m[3]!, 16);
      if (code <= 0x10ffff) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 0x25 /* % */) {
    const m = /^%([0-9a-fA-F]{2})/.exec(text.slice(i, i + 3));
    // Only printable ASCII: a multi-byte UTF-8 sequence is not part of any token shape.
    if (m) {
      const code = Number.parseInt(m[1]!, 16);
      if (code >= 0x20 && code < 0x7f) return { char: String.fromCharCode(code), length: 3 };
    }
  }
  return null;
}

export interface Skeleton {
  text: string;
  /** For each skeleton index, the offset in the original text where its source starts (and one past the end). */
  from: Int32Array;
}

/** The text with its disguises undone, and where each of its characters came from. */
export function skeletonOf(text: string): Skeleton {
  let out = '';
  const from: number[] = [];
  // What each character folds to (null: nothing), worked out once per character per text: a text
  // of one disguise repeated (a mebibyte of fullwidth letters) cost a regex test and an NFKC
  // normalization per character.
  const folds = new Map<string, string | null>();
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x80 && c !== 0x26 /* & */ && c !== 0x5c /* \ */ && c !== 0x25 /* % */) {
      // A run of plain ASCII is itself.
      let j = i + 1;
      for (; j < text.length; j++) {
        const d = text.charCodeAt(j);
        if (d >= 0x80 || d === 0x26 || d === 0x5c || d === 0x25) break;
      }
      out += text.slice(i, j);
      for (let k = i; k < j; k++) from.push(k);
      i = j;
      continue;
    }
    const escaped = escapeAt(text, i);
    const cp = text.codePointAt(i)!;
    const width = escaped ? escaped.length : cp > 0xffff ? 2 : 1;
    const raw = escaped ? escaped.char : String.fromCodePoint(cp);
    let folded = folds.get(raw);
    if (folded === undefined) {
      // The cut mark stays itself (NFKC would make it three dots): the head of a secret before a
      // cut is found by it (redact.ts).
      folded = isInvisible(raw)
        ? null
        : raw.charCodeAt(0) < 0x80 || raw === CUT_MARK
          ? raw
          : raw.normalize('NFKC');
      folds.set(raw, folded);
    }
    if (folded !== null) {
      for (let k = 0; k < folded.length; k++) from.push(i);
      out += folded;
    }
    i += width;
  }
  from.push(text.length);
  return { text: out, from: Int32Array.from(from) };
}

/**
 * The original range [start, end) that skeleton range [s, e) came from: from the first source
 * character to just before the source of the next kept one, so invisible characters between the
 * disguised characters are masked with them.
 */
export function originalRange(skeleton: Skeleton, s: number, e: number): { start: number; end: number } {
  return { start: skeleton.from[s]!, end: skeleton.from[e]! };
}
