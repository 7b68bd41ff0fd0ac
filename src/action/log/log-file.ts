/**
 * The `log-file` output (and the artifact's stream.jsonl): the agent's raw stdout under
 * RUNNER_TEMP, with no secret left in any form a reader could recover and a view would hide.
 *
 * - A line that is JSON is stored as the same JSON with its strings redacted as DECODED text, so a
 *   secret written with JSON escapes (`\u0067hp_…`, `\"`, `\\`) is seen as what it stands for; a
 *   changed string is re-encoded, the rest of the line (numbers, key order, spacing) is kept, and a
 *   line nothing changed in is stored byte for byte.
 * - The string values of ALL frames are redacted as one text (src/redact/redact-stream.ts), and the
 *   values under each key as one text of their own: a secret split between any two strings in a row
 *   is found whole, and so is one split between two partial-message deltas with other frames'
 *   strings (ids, types) between them. Object keys are redacted as a text of their own. Frames
 *   wait until enough text follows them to be sure (a bounded hold back), then are written in order.
 * - Each JSON line written is checked once more as raw text when a known value could hide outside
 *   decoded strings (a number, JSON punctuation): src/redact/redact-json.ts.
 * - A line that is not JSON is redacted as text; so is a line longer than the fold's line cap,
 *   in pieces as it arrives (the fold treats it as a bad line too), so memory stays bounded.
 *
 * Derived forms (base64, URL encoding, JSON escaping) and token shapes are the redactor's.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { setOwn } from '../../own-keys.js';
import type { Redactor } from '../../redact/redact.js';
import { cleanRawJson, needsRawCheck } from '../../redact/redact-json.js';
import { applyMasks, type Masks, StreamRedactor } from '../../redact/redact-stream.js';
import { DEFAULT_MAX_LINE_BYTES } from '../../stream/lines.js';

export interface LogFileOptions {
  /** Longest line decoded as JSON, in bytes; longer ones are redacted as text. Default: the fold's cap. */
  maxLineBytes?: number;
  /** Bytes of lines held back waiting for their text to be final before they are forced out. */
  maxHeldBytes?: number;
  /** Characters of text held back (StreamRedactor); for tests. */
  holdback?: number;
  /**
   * Write to this descriptor (a file the caller created: src/runner/own-files.ts) instead of
   * creating `file`; the caller keeps it open and closes it. A worker thread shares the process's
   * descriptors, so the number is enough.
   */
  fd?: number;
}

/** What a JSON line that cannot be cleaned is replaced by: still one valid frame, in its place. */
export const WITHHELD_LINE = JSON.stringify({
  type: 'narrator_redacted',
  note: 'a secret in this line could not be removed without breaking its JSON; the line was left out',
});

const LF = 10;
/** Bytes of an over-long line handed on at a time. */
const TEXT_PIECE = 64 * 1024;
const OUT_BATCH = 64 * 1024;
const DEFAULT_HOLDBACK = 16 * 1024;
/** Distinct keys that get a text of their own; the rest share one (a hostile stream can invent keys). */
const MAX_CHANNELS = 256;
/** The text of lines that are not JSON (and of over-long lines) is one more channel. */
const TEXT_CHANNEL = '\u0000text';
const SHARED_CHANNEL = '\u0000other';

/** A line on its way to the file: waiting until every text it has a string in has made it final. */
interface PendingLine {
  /** The line as read (without its newline). */
  raw: string;
  /**
   * Whether it is a JSON frame (else text). Its parsed value is not kept: a line waits for the text
   * after it, and hundreds of parsed frames held that long made most of the worker's GC work
   * (on the 100 MiB bench); the rare line with a mask is parsed again to be rebuilt.
   */
  json: boolean;
  /** Its strings in walk order (keys and values), and what each redactor said about each. */
  strings: string[];
  /** Per string (created on the first mask: most lines have none). */
  masks: Array<Masks[] | undefined> | null;
  /** Batches whose answer is still to come. */
  waiting: number;
  /** The redactors this line waits on (to make them final when it has waited too long). */
  redactors: StreamRedactor[];
  /** How much text (values and keys) had been handed over with this line. */
  allEnd: number;
  end: string;
}

/**
 * The strings one redactor gets from one write() (one unit: far fewer units than strings), and the
 * line and string index each came from, to hand its answer back.
 */
class Batch {
  readonly texts: string[] = [];
  readonly lines: PendingLine[] = [];
  readonly indexes: number[] = [];

  constructor(readonly redactor: StreamRedactor) {}

  add(line: PendingLine, index: number): void {
    const lines = this.lines;
    if (lines.length === 0 || lines[lines.length - 1] !== line) {
      line.waiting++;
      line.redactors.push(this.redactor);
    }
    this.texts.push(line.strings[index]!);
    lines.push(line);
    this.indexes.push(index);
  }

  /** The redactor's answer: masks to their lines, and one answer less to wait for in each. */
  answer(masks: Array<Masks | null> | null): void {
    const { lines, indexes } = this;
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j]!;
      const m = masks?.[j];
      if (m) {
        const i = indexes[j]!;
        if (line.masks === null) line.masks = new Array(line.strings.length);
        const list = line.masks[i];
        if (list === undefined) line.masks[i] = [m];
        else list.push(m);
      }
      if (j + 1 === lines.length || lines[j + 1] !== line) line.waiting--;
    }
  }
}

export class RedactedLogFile {
  /**
   * The file, written synchronously: a write stream queued what the disk had not taken yet in
   * memory without bound (it was 64 MiB of the Action's peak RSS on the 100 MiB bench);
   * a regular file takes a write at once, and the log has no event loop to keep free (it runs in
   * its own worker; on the main thread only when there is no worker bundle). -1: not open.
   */
  private fd: number;
  /** Whether close() closes `fd` (false: the caller's descriptor, LogFileOptions.fd). */
  private readonly ownsFd: boolean;
  /** Every string value of every frame, in order: a secret split between any two of them. */
  private readonly all: StreamRedactor;
  /** Every object key, in order (keys are redacted too, as a text of their own). */
  private readonly keys: StreamRedactor;
  /** Per key: the values stored under that key, in order — consecutive deltas of one text. */
  private readonly channels = new Map<string, StreamRedactor>();
  private readonly rawCheck: boolean;
  private readonly maxLineBytes: number;
  private readonly maxHeldBytes: number;
  private readonly holdback: number;
  private readonly queue: PendingLine[] = [];
  private queueHead = 0;
  private held = 0;
  /** This write()'s strings, per redactor, handed over at its end. */
  private batches = new Map<StreamRedactor, Batch>();
  private keyBatches = new Map<string, Batch>();
  /** Lines handed over in this write(), for their allEnd. */
  private handed: PendingLine[] = [];
  /** Bytes of the line being read (no newline yet). */
  private lineChunks: Buffer[] = [];
  private lineBytes = 0;
  /** Set while an over-long line is being passed on as text, piece by piece. */
  private longLine: StringDecoder | null = null;
  private written: string[] = [];
  private writtenChars = 0;
  private failed: Error | null = null;
  private closed = false;

  constructor(
    readonly file: string,
    private readonly redactor: Redactor,
    options: LogFileOptions = {},
  ) {
    this.ownsFd = options.fd === undefined;
    if (options.fd !== undefined) this.fd = options.fd;
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        this.fd = openSync(file, 'w');
      } catch (error) {
        this.fd = -1;
        this.failed = error as Error;
      }
    }
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.maxHeldBytes = options.maxHeldBytes ?? 16 * 1024 * 1024;
    this.holdback = options.holdback ?? DEFAULT_HOLDBACK;
    this.all = new StreamRedactor(redactor, { holdback: this.holdback });
    this.keys = new StreamRedactor(redactor, { holdback: this.holdback });
    this.rawCheck = needsRawCheck(redactor);
  }

  /** Bytes of lines read but not written yet (waiting for text after them); for tests and diagnostics. */
  get heldBytes(): number {
    return this.held;
  }

  write(chunk: Uint8Array): void {
    if (this.failed || this.closed) return;
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const first = buf.indexOf(LF);
    if (first === -1) {
      this.carry(buf);
    } else {
      this.lineEnd(buf.subarray(0, first));
      // The whole lines after the first are decoded at once (a call per line cost more than
      // their JSON.parse), then cut at their newlines; the rest waits for its newline.
      const last = buf.lastIndexOf(LF);
      if (last > first) {
        const text = buf.toString('utf8', first + 1, last);
        let from = 0;
        for (;;) {
          const nl = text.indexOf('\n', from);
          if (nl === -1) {
            this.line(from === 0 ? text : text.slice(from), '\n');
            break;
          }
          this.line(text.slice(from, nl), '\n');
          from = nl + 1;
        }
      }
      this.carry(buf.subarray(last + 1));
    }
    this.submit();
    this.flushOut();
  }

  /** Writes what is held back and closes the file. Never rejects: the log is best effort. */
  async close(): Promise<Error | null> {
    if (!this.closed) {
      this.closed = true;
      if (this.longLine) this.text(this.longLine.end(), '');
      else if (this.lineBytes > 0) this.line(this.takeLine(Buffer.alloc(0)).toString('utf8'), '');
      this.longLine = null;
      this.submit();
      this.all.end();
      this.keys.end();
      for (const c of this.channels.values()) c.end();
      this.drain();
      this.flushOut();
    }
    if (this.fd !== -1) {
      if (this.ownsFd) {
        try {
          closeSync(this.fd);
        } catch (error) {
          this.failed ??= error as Error;
        }
      }
      this.fd = -1;
    }
    return this.failed;
  }

  /** Characters of text (string values and keys) handed to the redactors so far. */
  private textSeen(): number {
    return this.all.length + this.keys.length;
  }

  private channel(key: string): StreamRedactor {
    let c = this.channels.get(key);
    if (c === undefined) {
      if (this.channels.size >= MAX_CHANNELS && key !== SHARED_CHANNEL) return this.channel(SHARED_CHANNEL);
      // One key's values are pieces of one text: a token split between two deltas runs on.
      c = new StreamRedactor(this.redactor, { holdback: this.holdback, separate: false });
      this.channels.set(key, c);
    }
    return c;
  }

  private batchFor(redactor: StreamRedactor): Batch {
    let batch = this.batches.get(redactor);
    if (batch === undefined) {
      batch = new Batch(redactor);
      this.batches.set(redactor, batch);
    }
    return batch;
  }

  /** Hands this write()'s strings to their redactors (one unit each), then writes what is final. */
  private submit(): void {
    const batches = this.batches;
    if (batches.size > 0) {
      this.batches = new Map();
      this.keyBatches = new Map();
      for (const batch of batches.values()) batch.redactor.push(batch.texts, (masks) => batch.answer(masks));
      const allEnd = this.textSeen();
      for (const line of this.handed) line.allEnd = allEnd;
      this.handed = [];
    }
    this.settle();
  }

  /** Part of a line without its newline yet. */
  private carry(part: Buffer): void {
    if (part.length === 0) return;
    if (this.longLine) {
      this.text(this.longLine.write(part), '');
      return;
    }
    this.lineChunks.push(Buffer.from(part)); // a copy: the caller may reuse its chunk
    this.lineBytes += part.length;
    if (this.lineBytes > this.maxLineBytes) {
      // Over the cap: from now on this line is text, passed on as it arrives (what was held, in
      // pieces: one 8 MiB string per redactor would be several copies of it at once).
      const decoder = new StringDecoder('utf8');
      this.longLine = decoder;
      const held = this.takeLine(Buffer.alloc(0));
      for (let at = 0; at < held.length; at += TEXT_PIECE) {
        this.text(decoder.write(held.subarray(at, at + TEXT_PIECE)), '');
        this.submit();
      }
    }
  }

  private lineEnd(last: Buffer): void {
    if (this.longLine) {
      const decoder = this.longLine;
      this.longLine = null;
      this.text(decoder.write(last) + decoder.end(), '\n');
      return;
    }
    this.line(this.takeLine(last).toString('utf8'), '\n');
  }

  /** The held bytes of the line plus `last` (the held bytes are let go). */
  private takeLine(last: Buffer): Buffer {
    const chunks = this.lineChunks;
    const bytes =
      chunks.length === 0
        ? last
        : Buffer.concat(last.length > 0 ? [...chunks, last] : chunks, this.lineBytes + last.length);
    this.lineChunks = [];
    this.lineBytes = 0;
    return bytes;
  }

  /** One complete line (without its newline); `end` is what followed it. */
  private line(raw: string, end: string): void {
    const frame = parseFrame(raw);
    if (frame === null) {
      this.text(raw, end);
      return;
    }
    const line = this.pending(raw, true, frame.strings, end);
    const all = this.batchFor(this.all);
    const objectKeys = this.batchFor(this.keys);
    const keys = frame.keys;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === undefined) {
        // An object key: structure, a text of its own (a token ending a value must not eat it).
        objectKeys.add(line, i);
      } else {
        all.add(line, i);
        this.keyBatch(key).add(line, i);
      }
    }
  }

  /** This write()'s batch for the values of `key` (one lookup per string, by the key itself). */
  private keyBatch(key: string): Batch {
    let batch = this.keyBatches.get(key);
    if (batch === undefined) {
      batch = this.batchFor(this.channel(key));
      this.keyBatches.set(key, batch);
    }
    return batch;
  }

  /** Text that is not a JSON frame: redacted as text, in the all-strings text and one of its own. */
  private text(raw: string, end: string): void {
    const line = this.pending(raw, false, [raw], end);
    this.batchFor(this.all).add(line, 0);
    this.batchFor(this.channel(TEXT_CHANNEL)).add(line, 0);
  }

  private pending(raw: string, json: boolean, strings: string[], end: string): PendingLine {
    const line: PendingLine = {
      raw,
      json,
      strings,
      masks: null,
      waiting: 0,
      redactors: [],
      allEnd: 0,
      end,
    };
    this.queue.push(line);
    this.handed.push(line);
    this.held += raw.length;
    return line;
  }

  /**
   * Writes what is final, in order. Lines wait for text after them (a secret may go on there); a
   * line that has waited for more text than any secret is long (its key's text is sparse: `cwd`, a
   * tool name), or too many bytes of lines waiting, makes the texts it waits on final now (as cut:
   * see StreamRedactor.flush).
   */
  private settle(): void {
    const stale = 5 * this.holdback;
    for (;;) {
      this.drain();
      if (this.queueHead >= this.queue.length) return;
      const front = this.queue[this.queueHead]!;
      if (this.textSeen() - front.allEnd <= stale && this.held <= this.maxHeldBytes) return;
      for (const r of front.redactors) if (r.waiting) r.flush();
    }
  }

  /** Writes, in order, every line at the front of the queue whose answers are all in. */
  private drain(): void {
    const queue = this.queue;
    while (this.queueHead < queue.length && queue[this.queueHead]!.waiting === 0) {
      const line = queue[this.queueHead]!;
      queue[this.queueHead++] = undefined as unknown as PendingLine;
      this.held -= line.raw.length;
      this.emit(this.render(line) + line.end);
    }
    if (this.queueHead > 1024 && this.queueHead * 2 > queue.length) {
      queue.splice(0, this.queueHead);
      this.queueHead = 0;
    }
  }

  private render(line: PendingLine): string {
    const masks = line.masks;
    if (!line.json) return masks === null ? line.raw : applyMasks(line.raw, ...masks[0]!);
    if (masks === null)
      return this.rawCheck ? cleanRawJson(line.raw, this.redactor, WITHHELD_LINE) : line.raw;
    const strings = line.strings.map((s, i) => {
      const m = masks[i];
      return m === undefined ? s : applyMasks(s, ...m);
    });
    const json = JSON.stringify(rebuild(parseJson(line.raw), strings));
    return this.rawCheck ? cleanRawJson(json, this.redactor, WITHHELD_LINE) : json;
  }

  private emit(text: string): void {
    this.written.push(text);
    this.writtenChars += text.length;
    if (this.writtenChars >= OUT_BATCH) this.flushOut();
  }

  /** Hands what was redacted to the file, in one write. */
  private flushOut(): void {
    if (this.written.length === 0) return;
    const text = this.written.length === 1 ? this.written[0]! : this.written.join('');
    this.written = [];
    this.writtenChars = 0;
    if (this.failed) return;
    const bytes = Buffer.from(text, 'utf8');
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at);
    } catch (error) {
      this.failed = error as Error;
    }
  }
}

interface Frame {
  /** Every string, keys included, in walk order (the order JSON.stringify writes them in). */
  strings: string[];
  /** For each string: the key it is the value of (an array's items: the array's key), undefined for a key. */
  keys: Array<string | undefined>;
}

/** A JSON line's strings, or null when the line is not JSON (or too deep to walk). */
function parseFrame(raw: string): Frame | null {
  let value: unknown;
  try {
    value = parseJson(raw);
  } catch {
    return null;
  }
  const strings: string[] = [];
  const keys: Array<string | undefined> = [];
  const walk = (v: unknown, key: string): void => {
    if (typeof v === 'string') {
      strings.push(v);
      keys.push(key);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], key);
      return;
    }
    for (const k of Object.keys(v)) {
      strings.push(k);
      keys.push(undefined);
      walk((v as Record<string, unknown>)[k], k);
    }
  };
  try {
    walk(value, '');
  } catch {
    return null; // nested deeper than the stack: kept as text
  }
  return { strings, keys };
}

/** A line's JSON value. A byte order mark before the first frame is not JSON, but the frame after it is. */
function parseJson(raw: string): unknown {
  return JSON.parse(raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw);
}

/** `value` with its strings (keys included) replaced, in walk order, by `strings`. */
function rebuild(value: unknown, strings: string[]): unknown {
  let next = 0;
  const copy = (v: unknown): unknown => {
    if (typeof v === 'string') return strings[next++];
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(copy);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const key = strings[next++]!;
      setOwn(out, key, copy((v as Record<string, unknown>)[k]));
    }
    return out;
  };
  return copy(value);
}
