/**
 * NDJSON framing: bytes -> complete lines.
 *
 * - Splits on the 0x0A byte with `Buffer.indexOf` (no per-byte JS loop) and decodes WHOLE lines,
 *   so a UTF-8 character split across two chunks is never decoded in halves.
 * - A partial line is carried across chunks; one trailing `\r` is stripped (CRLF); a final line
 *   without a newline is emitted by `end()`. Empty lines are skipped silently (NDJSON tolerates
 *   blank lines and they carry nothing).
 * - A line longer than `maxLineBytes` is never held whole: once the carried part passes the cap the
 *   splitter drops it, discards bytes up to the next newline, and reports the line as `too_long`
 *   with a sample of its first bytes.
 * - Invalid UTF-8 is REPORTED (`invalid_utf8`), not decoded with replacement characters: JSON text
 *   must be UTF-8, every agent we read writes valid UTF-8, so a bad byte means the line is corrupt,
 *   and silently altering its strings would hide that. The decoder turns every invalid sequence
 *   into U+FFFD, so only a line whose text contains U+FFFD is checked with `isUtf8` (a valid line
 *   may contain U+FFFD itself): for the usual ASCII line, V8 answers that search at once.
 *
 * Whatever the chunking, the same bytes give the same lines and the same problems, in order.
 */
import { isUtf8 } from 'node:buffer';

export const DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;

/** Bytes of a skipped line kept for its sample (the sample itself is cut to SAMPLE_CHARS). */
const SAMPLE_BYTES = 800;
export const SAMPLE_CHARS = 200;

/** A line that could not be decoded: over the cap, or not valid UTF-8. */
export interface LineProblem {
  problem: 'too_long' | 'invalid_utf8';
  /** Byte length of the line (without its newline). */
  bytes: number;
  /** The line's first characters, decoded with replacement, at most SAMPLE_CHARS (a cut ends in `…`). */
  sample: string;
}

/** What the splitter yields, in stream order: a decoded line, or a problem in its place. */
export type LineItem = string | LineProblem;

export interface LineSplitterOptions {
  /** Longest line kept, in bytes without the newline. Default 8 MiB. */
  maxLineBytes?: number;
}

const CR = 13;
const LF = 10;

/**
 * At most SAMPLE_CHARS characters of a line; when that is not the whole line, the cut is marked
 * with `…`: the redactor hides the head of a secret right before that mark (src/redact/redact.ts),
 * so a sample never keeps a recoverable head of a token it cut through.
 */
function cutSample(text: string, whole: boolean): string {
  if (whole && text.length <= SAMPLE_CHARS) return text;
  let end = Math.min(text.length, SAMPLE_CHARS - 1);
  const code = text.charCodeAt(end - 1);
  // A high surrogate at the cut would be left without its pair.
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** The sample of a line from its first bytes; `lineBytes`: the whole line's length. */
export function sampleOf(bytes: Uint8Array, lineBytes = bytes.length): string {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SAMPLE_BYTES));
  return cutSample(head.toString('utf8'), head.length >= lineBytes);
}

/** The sample of a decoded line (one that is not JSON, or not an object): its first characters. */
export function sampleText(text: string): string {
  return detached(cutSample(text, true));
}

/**
 * The same text in memory of its own. V8 represents `s.slice(…)` as a view into `s` (a "sliced
 * string"), which keeps ALL of `s` alive: a 2,000-character preview of a 200 KB tool output held
 * the whole 200 KB for as long as the summary lived (200 such results: 46.9 MB of heap; 9.1 MB
 * with this, the process's own baseline included). Prepending one character forces a flat copy (slice flattens its input first); the
 * slice of that copy shares memory only with the copy, which is one character longer.
 */
export function detached(s: string): string {
  return ` ${s}`.slice(1);
}

function asBuffer(chunk: Uint8Array): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

export class LineSplitter {
  readonly maxLineBytes: number;
  /** Pieces of the line being carried across chunks (only while not skipping). */
  private carried: Buffer[] = [];
  private carriedBytes = 0;
  /** True while discarding the rest of an over-long line. */
  private skipping = false;
  private skippedBytes = 0;
  private skippedHead: Buffer | null = null;
  /** Last byte discarded, to tell whether the skipped line ended in `\r`. */
  private skippedLastByte = -1;
  private firstLine = true;

  constructor(options: LineSplitterOptions = {}) {
    const max = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    if (!Number.isInteger(max) || max < 1) {
      throw new RangeError(`maxLineBytes must be a positive integer, got ${String(max)}`);
    }
    this.maxLineBytes = max;
  }

  /** Feed one chunk; returns the lines (and problems) it completed, in order. */
  push(chunk: Uint8Array): LineItem[] {
    const out: LineItem[] = [];
    const buf = asBuffer(chunk);
    const len = buf.length;
    let pos = 0;
    let nl = buf.indexOf(LF, 0);
    if (nl === -1) {
      this.carry(buf, 0, len);
      return out;
    }
    // The first newline closes the carried line, if any.
    if (this.skipping || this.carriedBytes > 0) {
      this.closeCarried(buf, nl, out);
      pos = nl + 1;
      nl = pos < len ? buf.indexOf(LF, pos) : -1;
    }
    while (nl !== -1) {
      this.emit(buf, pos, nl, out);
      pos = nl + 1;
      nl = pos < len ? buf.indexOf(LF, pos) : -1;
    }
    if (pos < len) this.carry(buf, pos, len);
    return out;
  }

  /** The stream ended: emit a final line that had no newline. */
  end(): LineItem[] {
    const out: LineItem[] = [];
    if (this.skipping || this.carriedBytes > 0) this.closeCarried(Buffer.alloc(0), 0, out);
    return out;
  }

  private carry(buf: Buffer, start: number, end: number): void {
    const n = end - start;
    if (n === 0) return;
    if (this.skipping) {
      const head = this.skippedHead!;
      if (head.length < SAMPLE_BYTES) {
        // Only with a cap below SAMPLE_BYTES: keep the sample the same whatever the chunking.
        const more = buf.subarray(start, Math.min(end, start + SAMPLE_BYTES - head.length));
        this.skippedHead = Buffer.concat([head, more]);
      }
      this.skippedBytes += n;
      this.skippedLastByte = buf[end - 1]!;
      return;
    }
    // +1: a line of exactly the cap may still be followed by the `\r` of its CRLF.
    if (this.carriedBytes + n > this.maxLineBytes + 1) {
      // Over the cap without a newline yet: keep only a sample head, drop the rest.
      const head = Buffer.concat([...this.carried, buf.subarray(start, end)], this.carriedBytes + n);
      this.skippedHead = Buffer.from(head.subarray(0, SAMPLE_BYTES));
      this.skippedBytes = this.carriedBytes + n;
      this.skippedLastByte = buf[end - 1]!;
      this.skipping = true;
      this.carried = [];
      this.carriedBytes = 0;
      return;
    }
    // Copy: the caller may reuse its chunk's memory after push() returns.
    this.carried.push(Buffer.from(buf.subarray(start, end)));
    this.carriedBytes += n;
  }

  /** The carried (or skipped) line ends at `nl` in `buf`. */
  private closeCarried(buf: Buffer, nl: number, out: LineItem[]): void {
    if (this.skipping) {
      this.carry(buf, 0, nl); // still skipping: only counts, and tops up a short sample head
      const total = this.skippedBytes;
      const head = this.skippedHead!;
      const endsInCr = this.skippedLastByte === CR;
      this.skipping = false;
      this.skippedBytes = 0;
      this.skippedHead = null;
      this.firstLine = false;
      const bytes = endsInCr ? total - 1 : total;
      out.push({
        problem: 'too_long',
        bytes,
        sample: sampleOf(head.subarray(0, Math.min(head.length, bytes)), bytes),
      });
      return;
    }
    const line = Buffer.concat([...this.carried, buf.subarray(0, nl)], this.carriedBytes + nl);
    this.carried = [];
    this.carriedBytes = 0;
    this.emit(line, 0, line.length, out);
  }

  private emit(buf: Buffer, start: number, end: number, out: LineItem[]): void {
    if (end > start && buf[end - 1] === CR) end--;
    const n = end - start;
    if (n === 0) return;
    if (n > this.maxLineBytes) {
      this.firstLine = false;
      out.push({ problem: 'too_long', bytes: n, sample: sampleOf(buf.subarray(start, end)) });
      return;
    }
    let text = buf.toString('utf8', start, end);
    if (text.indexOf('\uFFFD') !== -1 && !isUtf8(buf.subarray(start, end))) {
      this.firstLine = false;
      out.push({ problem: 'invalid_utf8', bytes: n, sample: sampleOf(buf.subarray(start, end)) });
      return;
    }
    if (this.firstLine) {
      this.firstLine = false;
      // A UTF-8 byte order mark would make the first line unparsable; it carries nothing.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length === 0) return;
    }
    out.push(text);
  }
}
