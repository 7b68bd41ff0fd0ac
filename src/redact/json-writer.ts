/**
 * `JSON.stringify(redactor.redactValue(value), null, space)`, written in pieces and without the
 * redacted copy: summary.json, the post step's snapshot and `narrator summarize` of a
 * run of 40k tool calls each built a deep copy, its JSON text and that text's bytes at once (and
 * the copy took ~400 MB of short-lived allocations), which made the Action's peak memory.
 *
 * Same redaction: the strings of `value` go, in the same order, to the same two texts (all values;
 * all keys) of a StreamRedactor each, as pieces of one text; only their answers come back in units
 * of many strings instead of one each. Same text: the value is walked as redactValue copies it and
 * JSON.stringify writes the copy (properties in key order, `undefined`, functions and symbols left
 * out of objects and `null` in arrays, numbers as JSON.stringify writes them, `{}`/`[]` when empty,
 * the same indentation; an object met again written again, as the copy holds it twice). What this
 * cannot write the same way goes to the old path, whole: a value with a cycle, nested 64 deep,
 * holding a BigInt, or with a key that a secret changed (two keys may then become one).
 *
 * Pieces end between two JSON tokens, so a per-piece transform that only looks inside strings
 * (workflow-commands' jsonSafeForLog) gives the same text as on the whole.
 *
 * A part of the value that no secret touched is written by JSON.stringify itself (the
 * walk below wrote 4.8 MB of summary at a fifth of its speed): an object or array of at most
 * NATIVE_STRINGS strings, none changed, is the same text either way — unless it holds an object
 * the value holds twice (the strings of the second time are those of the first, elsewhere; the
 * first must be seen by the writer), or the value holds anything JSON.stringify writes differently
 * from the copy (a `toJSON` method such as a Date's, a boxed primitive).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { applyMasks, StreamRedactor } from './redact-stream.js';
import type { Redactor } from './redactor.js';

const MAX_DEPTH = 64;
/** Strings handed to a StreamRedactor per unit. */
const UNIT = 4096;
/** Characters collected before a piece is handed to the sink. */
const PIECE = 64 * 1024;
/** Most strings in a part JSON.stringify writes at once (bounds the text held: a run of 40k calls). */
const NATIVE_STRINGS = 2048;

/**
 * Writes `JSON.stringify(redactor.redactValue(value), null, space)` to `sink`, in pieces.
 * Returns false (having written nothing) when `value` is not something it writes the same way.
 */
export function writeRedactedJson(
  value: unknown,
  redactor: Redactor,
  space: number | undefined,
  sink: (text: string) => void,
): boolean {
  if (value === null || typeof value !== 'object') return false;
  const redacted = redactedStrings(value, redactor);
  if (redacted === null) return false;
  new Writer(redacted, space, sink).write(value);
  return true;
}

/**
 * What the walk learned. Strings are numbered in walk order; only those redaction changed are kept
 * (the writer reads the others from the value, walked again in the same order): an array of every
 * string and an object per span were most of the walk's memory on a summary of 40k tool calls
 * (680k strings, 80k objects).
 */
interface Collected {
  /** The redacted text of each string redaction changed, by its number. */
  redacted: Map<number, string>;
  /** Numbers of the strings redaction changed, ascending. */
  changed: number[];
  spans: Spans;
  /** Whether a part may be written natively at all (see top). */
  native: boolean;
}

/**
 * Each object's strings, numbers [first, end), by the object's own number (in walk order): what
 * holds it (the first time; -1 for the top) and whether it is tangled (it holds an object met
 * twice, or is one: never written natively). `end` is -1 while the object is being walked.
 */
class Spans {
  readonly #number = new Map<object, number>();
  first = new Int32Array(256);
  end = new Int32Array(256);
  parent = new Int32Array(256);
  tangled = new Uint8Array(256);
  #count = 0;

  /** The object's number, or -1 when it was not met yet. */
  of(v: object): number {
    return this.#number.get(v) ?? -1;
  }

  /** Numbers `v`, whose strings start at `first`, held by `parent` (-1: none). */
  open(v: object, first: number, parent: number): number {
    const n = this.#count++;
    if (n === this.first.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (length: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.first = grow(this.first);
      this.end = grow(this.end);
      this.parent = grow(this.parent);
      this.tangled = grow(this.tangled);
    }
    this.#number.set(v, n);
    this.first[n] = first;
    this.end[n] = -1;
    this.parent[n] = parent;
    return n;
  }

  /** Marks `from` and what holds it, up to the first already marked. */
  tangle(from: number): void {
    for (let o = from; o !== -1 && this.tangled[o] === 0; o = this.parent[o]!) this.tangled[o] = 1;
  }
}

/**
 * The strings of `value` in redactValue's order, each redacted as it redacts it (an object met
 * again is not walked again: its strings are those of its first time, its span); null when the
 * value has a cycle, is nested MAX_DEPTH deep, holds a BigInt, or when a key changed.
 */
function redactedStrings(value: object, redactor: Redactor): Collected | null {
  const redacted = new Map<number, string>();
  const changed: number[] = [];
  const values = new Pieces(new StreamRedactor(redactor), redacted, changed);
  const keys = new Pieces(new StreamRedactor(redactor), redacted, changed);
  const spans = new Spans();
  let strings = 0;
  let plain = true;
  let native = true;
  const collect = (v: unknown, depth: number, parent: number): void => {
    if (typeof v === 'string') {
      values.add(v, strings++);
      return;
    }
    if (typeof v === 'bigint') plain = false;
    if (v === null || typeof v !== 'object' || !plain) return;
    const met = spans.of(v);
    if (met !== -1) {
      // Still being walked (its end not set yet): a cycle. JSON.stringify throws on it (the old path does).
      if (spans.end[met] === -1) plain = false;
      // Met again: it and what holds it, both times, are written by the walk.
      spans.tangle(met);
      spans.tangle(parent);
      return;
    }
    if (native && !nativeSafe(v)) native = false;
    if (depth >= MAX_DEPTH) {
      plain = false;
      return;
    }
    const span = spans.open(v, strings, parent);
    if (Array.isArray(v)) {
      for (const item of v) collect(item, depth + 1, span);
    } else {
      const record = v as Record<string, unknown>;
      for (const k of Object.keys(record)) {
        keys.add(k, strings++);
        collect(record[k], depth + 1, span);
      }
    }
    spans.end[span] = strings;
  };
  collect(value, 0, -1);
  if (!plain) return null;
  values.end();
  keys.end();
  if (keys.changed) return null;
  changed.sort((a, b) => a - b);
  return { redacted, changed, spans, native };
}

/** Whether JSON.stringify writes this object as the redacted copy holds it (its own keys, in order). */
function nativeSafe(v: object): boolean {
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return false;
  return !(v instanceof Number || v instanceof String || v instanceof Boolean || v instanceof BigInt);
}

/** Strings on their way to one StreamRedactor, in units; the changed ones go into `redacted`. */
class Pieces {
  changed = false;
  #texts: string[] = [];
  #at: number[] = [];

  constructor(
    readonly stream: StreamRedactor,
    readonly redacted: Map<number, string>,
    readonly changedAt: number[],
  ) {}

  /** `text` is string number `at` of the walk. */
  add(text: string, at: number): void {
    this.#texts.push(text);
    this.#at.push(at);
    if (this.#texts.length >= UNIT) this.#push();
  }

  end(): void {
    this.#push();
    this.stream.end();
  }

  #push(): void {
    const texts = this.#texts;
    if (texts.length === 0) return;
    const at = this.#at;
    this.#texts = [];
    this.#at = [];
    this.stream.push(texts, (masks) => {
      if (masks === null) return;
      for (let i = 0; i < texts.length; i++) {
        const m = masks[i];
        if (!m) continue;
        this.redacted.set(at[i]!, applyMasks(texts[i]!, m));
        this.changedAt.push(at[i]!);
        this.changed = true;
      }
    });
  }
}

/** Whether JSON.stringify leaves this value out of an object (and writes `null` for it in an array). */
function isSkipped(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

class Writer {
  #next = 0;
  #piece: string[] = [];
  #pieceChars = 0;
  readonly #gap: string;
  /** Objects written once: met again, they are written again from their first strings. */
  readonly #written = new Set<object>();

  constructor(
    readonly collected: Collected,
    space: number | undefined,
    readonly sink: (text: string) => void,
  ) {
    // JSON.stringify's gap for a number: up to 10 spaces.
    this.#gap = typeof space === 'number' && space >= 1 ? ' '.repeat(Math.min(10, Math.floor(space))) : '';
  }

  write(value: unknown): void {
    this.#value(value, '');
    this.#flush();
  }

  #emit(text: string): void {
    this.#piece.push(text);
    this.#pieceChars += text.length;
    if (this.#pieceChars >= PIECE) this.#flush();
  }

  #flush(): void {
    if (this.#piece.length === 0) return;
    this.sink(this.#piece.join(''));
    this.#piece = [];
    this.#pieceChars = 0;
  }

  /** String number `at` as redacted: `text` itself unless redaction changed it. */
  #text(at: number, text: string): string {
    return this.collected.changed.length === 0 ? text : (this.collected.redacted.get(at) ?? text);
  }

  #value(v: unknown, indent: string): void {
    if (typeof v === 'string') {
      this.#emit(JSON.stringify(this.#text(this.#next++, v)));
      return;
    }
    if (v === null || typeof v !== 'object') {
      this.#emit(JSON.stringify(v) ?? 'null');
      return;
    }
    const spans = this.collected.spans;
    const span = spans.of(v);
    const first = spans.first[span]!;
    const end = spans.end[span]!;
    if (end - first <= NATIVE_STRINGS && this.#untouched(span, first, end)) {
      // Not tangled: nothing in it is met twice, so this is its first and only time.
      this.#emit(this.#stringified(v, indent));
      this.#next = end;
      return;
    }
    if (this.#written.has(v) && first !== this.#next) {
      // Met again (its strings were those of its first time, elsewhere): written again from them.
      // When `first` is where the strings are read now, this is that first time itself being
      // written again inside an object met again: its strings follow, as they did.
      const next = this.#next;
      this.#next = first;
      this.#contents(v, indent);
      this.#next = next;
      return;
    }
    this.#written.add(v);
    this.#contents(v, indent);
  }

  /**
   * Writes the items of `v` from `from` on that JSON.stringify may write together, when there are
   * two or more: objects met for the first time here, each untouched, NATIVE_STRINGS strings in all
   * at most (a summary's tool calls: one call per item cost more than the writing). Returns the
   * index after them; `from` when it wrote nothing.
   */
  #nativeRun(v: unknown[], from: number, indent: string, close: string): number {
    const spans = this.collected.spans;
    const start = this.#next;
    let next = start;
    let i = from;
    for (; i < v.length; i++) {
      const item: unknown = v[i];
      if (item === null || typeof item !== 'object') break;
      const span = spans.of(item);
      if (span === -1 || spans.first[span] !== next) break;
      const end = spans.end[span]!;
      if (end - start > NATIVE_STRINGS || !this.#untouched(span, next, end)) break;
      next = end;
    }
    if (i < from + 2) return from;
    // `[`, each item after `open`, joined by `between`, then `close` and `]`: the items are what
    // this array writes for them.
    const text = this.#stringified(v.slice(from, i), indent);
    const items = text.slice(1, text.length - close.length - 1);
    this.#emit(from === 0 ? items : `,${items}`);
    this.#next = next;
    return i;
  }

  /** Whether JSON.stringify writes object number `span`, strings [first, end), as the walk would. */
  #untouched(span: number, first: number, end: number): boolean {
    return this.collected.native && this.collected.spans.tangled[span] === 0 && this.#unchanged(first, end);
  }

  /** JSON.stringify's text of `v` where the walk is at `indent` (its later lines shifted by it). */
  #stringified(v: unknown, indent: string): string {
    const text = JSON.stringify(v, null, this.#gap);
    return indent === '' || this.#gap === '' ? text : text.replaceAll('\n', `\n${indent}`);
  }

  /** Whether no string numbered [first, end) was changed by redaction. */
  #unchanged(first: number, end: number): boolean {
    const changed = this.collected.changed;
    let lo = 0;
    let hi = changed.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (changed[mid]! < first) lo = mid + 1;
      else hi = mid;
    }
    return lo === changed.length || changed[lo]! >= end;
  }

  #contents(v: object, indent: string): void {
    const inner = indent + this.#gap;
    const open = this.#gap === '' ? '' : `\n${inner}`;
    const between = this.#gap === '' ? ',' : `,\n${inner}`;
    const close = this.#gap === '' ? '' : `\n${indent}`;
    if (Array.isArray(v)) {
      if (v.length === 0) {
        this.#emit('[]');
        return;
      }
      this.#emit('[');
      for (let i = 0; i < v.length; ) {
        const after = this.#nativeRun(v, i, indent, close);
        if (after > i) {
          i = after;
          continue;
        }
        this.#emit(i === 0 ? open : between);
        const item: unknown = v[i];
        if (isSkipped(item)) this.#emit('null');
        else this.#value(item, inner);
        i++;
      }
      this.#emit(`${close}]`);
      return;
    }
    const record = v as Record<string, unknown>;
    const colon = this.#gap === '' ? ':' : ': ';
    let first = true;
    this.#emit('{');
    for (const k of Object.keys(record)) {
      const key = this.#text(this.#next++, k);
      const item = record[k];
      if (isSkipped(item)) continue;
      this.#emit(first ? open : between);
      first = false;
      this.#emit(`${JSON.stringify(key)}${colon}`);
      this.#value(item, inner);
    }
    this.#emit(first ? '}' : `${close}}`);
  }
}

/**
 * Writes to `file` (created or truncated) the pieces `produce` hands its sink, each as it comes:
 * the text is never held whole. Synchronous (a summary of tens of thousands of tool calls is a few
 * MB; the page cache takes it at once). Throws what the file system throws.
 */
export function writePiecesSync(file: string, produce: (sink: (text: string) => void) => void): void {
  const fd = openSync(file, 'w');
  try {
    produce((text) => {
      writeSync(fd, text);
    });
  } finally {
    closeSync(fd);
  }
}
