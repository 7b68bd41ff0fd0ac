/**
 * What a redactor is, apart from how one is made (src/redact/redact.ts): the stream redactor and
 * the JSON writer work with any Redactor, and the redactor itself uses both, so the shape lives
 * here and neither imports the other's maker.
 */

/** One part of a text to hide, and the match it came from (offsets into the scanned text). */
export interface Span {
  /** What to replace with `***`: the match, or only the password of a URL match. */
  start: number;
  end: number;
  matchStart: number;
  matchEnd: number;
  /** A known value (exact), not a token shape (a greedy pattern). */
  literal: boolean;
}

/** The compiled matcher, for redactors that work on more than one string (src/redact/redact-stream.ts). */
export interface SpanScanner {
  /** The first match in `text` starting at or after `from`, or null. */
  next(text: string, from: number): Span | null;
  /**
   * The leftmost head of a secret (a known value's, a token's) that ends exactly at the end of
   * `text`, starting at or after `from`: what a cut right there would leave. Null when none.
   */
  endHead(text: string, from: number): Span | null;
  /** Whether text[from, to) on its own is a complete token shape (not a known value). */
  completeToken(text: string, from: number, to: number): boolean;
}

export interface Redactor {
  redact(text: string): string;
  /**
   * Deep copy of a value with every string value redacted as ONE text, in JSON order (a secret
   * split between two strings — two fields of a tool input — is found whole), and every object
   * key too (as a text of their own).
   */
  redactValue<T>(value: T): T;
  /** The literal values being hidden, derived forms included (for `core.setSecret`). */
  secrets: string[];
  /** Length of the longest known value form: how far back a redactor of a stream must look. */
  longest: number;
  scanner: SpanScanner;
}
