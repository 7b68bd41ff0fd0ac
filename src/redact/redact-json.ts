/**
 * JSON that leaves the process as a file (summary.json, `narrator summarize`, every frame of the
 * stream log): its strings are redacted as decoded text, all of them as one text (Redactor.
 * redactValue, src/redact/redact-stream.ts); then the serialized JSON is checked once more as raw
 * text, for a known value that can only show there — one that is a number (`"id": 123456789`) or
 * that spans JSON punctuation (`a","b`). Every JSON token such a match touches becomes `"***"`; a
 * text that still matches after that (a value made of punctuation only) is replaced whole.
 */
import { writeRedactedJson } from './json-writer.js';
import { REDACTED } from './redact-marks.js';
import type { Redactor } from './redactor.js';

/**
 * The tokens of a valid JSON text, each where the last one ended (sticky): white space and
 * punctuation, then the ones a raw match can touch — strings, numbers, literals. Sticky, a string is
 * scanned once; searched for, it was scanned again from each `"` inside it (`\"\"\"…`).
 */
const JSON_TOKEN = /[\s,:[\]{}]+|"(?:[^"\\]|\\[\s\S])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/gy;
/** The first character of a JSON token that is only white space or punctuation. */
const PUNCTUATION = /[\s,:[\]{}]/;
const MASKED_TOKEN = JSON.stringify(REDACTED);

const rawCheckCache = new WeakMap<Redactor, boolean>();

/**
 * Whether a serialized JSON text can hold a known value its decoded strings do not. Only a value
 * with JSON punctuation in it (`{}[],:`) can span two tokens, and only a number-like one can sit in
 * a number; any other occurrence lies inside one string token, whose raw text differs from its
 * decoded text only within escapes, so the decoded strings already showed it. Token shapes never
 * can (letters, digits, `-`, `_`, `.`). The common case — no such value — skips the second scan.
 */
export function needsRawCheck(redactor: Redactor): boolean {
  let needed = rawCheckCache.get(redactor);
  if (needed === undefined) {
    needed = redactor.secrets.some((s) => /[{}[\],:]/.test(s) || /^[-+0-9.eE]+$/.test(s));
    rawCheckCache.set(redactor, needed);
  }
  return needed;
}

/**
 * `json` (valid JSON text) with every token a raw match touches replaced by `"***"`, or `fallback`
 * when a match remains that touches no token. Unchanged (the same string) when nothing matches.
 */
export function cleanRawJson(json: string, redactor: Redactor, fallback: string): string {
  const scanner = redactor.scanner;
  if (scanner.next(json, 0) === null) return json;
  const tokens: Array<[number, number]> = [];
  for (const m of json.matchAll(JSON_TOKEN))
    if (!PUNCTUATION.test(m[0][0]!)) tokens.push([m.index, m.index + m[0].length]);
  const masked = new Set<number>();
  for (let from = 0, t = 0; ; ) {
    const span = scanner.next(json, from);
    if (span === null) break;
    while (t < tokens.length && tokens[t]![1] <= span.start) t++;
    for (let i = t; i < tokens.length && tokens[i]![0] < span.end; i++) masked.add(i);
    from = span.matchEnd;
  }
  let out = '';
  let pos = 0;
  for (const i of [...masked].sort((a, b) => a - b)) {
    const [start, end] = tokens[i]!;
    out += `${json.slice(pos, start)}${MASKED_TOKEN}`;
    pos = end;
  }
  out += json.slice(pos);
  return scanner.next(out, 0) === null ? out : fallback;
}

/** What a JSON text that cannot be cleaned is replaced by. */
const UNREDACTABLE = JSON.stringify({ redacted: 'this JSON could not be redacted safely' });

/** JSON.stringify of `value` with every secret gone: strings redacted as one text, raw text checked. */
export function stringifyRedacted(value: unknown, redactor: Redactor, space?: number): string {
  const pieces: string[] = [];
  // The same text as JSON.stringify(redactor.redactValue(value)), without the redacted copy.
  const text = writeRedactedJson(value, redactor, space, (piece) => pieces.push(piece))
    ? pieces.join('')
    : JSON.stringify(redactor.redactValue(value), null, space);
  if (!needsRawCheck(redactor)) return text;
  return cleanRawJson(text, redactor, UNREDACTABLE);
}

/**
 * `stringifyRedacted(value, redactor, space)` handed to `sink` in pieces (each ends between two JSON
 * tokens), never held whole unless the raw text has to be checked as a whole (a known value with
 * JSON punctuation in it, or a number: see needsRawCheck).
 */
export function writeStringifiedRedacted(
  value: unknown,
  redactor: Redactor,
  space: number | undefined,
  sink: (piece: string) => void,
): void {
  if (needsRawCheck(redactor)) {
    sink(stringifyRedacted(value, redactor, space));
    return;
  }
  // What writeRedactedJson cannot write the same way (a cycle, a changed key) goes the old way,
  // without a second try of writeRedactedJson inside stringifyRedacted.
  if (!writeRedactedJson(value, redactor, space, sink))
    sink(JSON.stringify(redactor.redactValue(value), null, space));
}
