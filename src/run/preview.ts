/**
 * Bounded previews of tool inputs and outputs. A tool call keeps a few KB of what went in and what
 * came out, never the whole: a 200 KB Bash output or a Write of a large file must not make the
 * summary (and so memory, comments and artifacts) grow with it.
 */

import { setOwn } from '../own-keys.js';
import { detached } from '../stream/lines.js';

/** Default budget of a tool output preview, in characters. */
export const OUTPUT_PREVIEW_CHARS = 2000;
/** Default budget of a tool input preview, in characters of its string leaves. */
export const INPUT_PREVIEW_BUDGET = 2000;

const ELLIPSIS = '…';

/**
 * `s` cut to at most `max` characters (the cut marked with `…`). Never splits a UTF-16 surrogate
 * pair, so the preview stays valid text. The mark matters: previews are cut before any view
 * redacts them, and the redactor hides the head of a secret found right before `…`
 * (src/redact/redact.ts), so a token cut in half does not keep a recoverable head.
 */
export function previewText(s: string, max: number = OUTPUT_PREVIEW_CHARS): string {
  if (s.length <= max) return s;
  if (max <= 1) return ELLIPSIS;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  // A high surrogate at the cut would be left without its pair.
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return detached(s.slice(0, end)) + ELLIPSIS;
}

/**
 * The end of a text whose beginning was cut off (a bounded stderr tail). It starts after the first
 * line break — or, in one long line, after the first space — so its first characters are never
 * the tail end of a secret the cut went through; in a single word, the cut is marked with `…`.
 */
export function previewTail(tail: string): string {
  const nl = tail.indexOf('\n');
  if (nl !== -1 && nl < tail.length - 1) return detached(tail.slice(nl + 1));
  const space = tail.search(/\s/);
  if (space !== -1 && space < tail.length - 1) return detached(tail.slice(space + 1));
  return tail.length <= 1 ? tail : `${ELLIPSIS}${tail.slice(1)}`;
}

const MAX_DEPTH = 4;
const MAX_ARRAY_ITEMS = 20;
const MAX_OBJECT_KEYS = 30;

/**
 * A copy of `input` that fits a budget: strings cut (the budget is shared by all string leaves,
 * each one getting at least a short head), arrays capped at a few items, objects at a few keys, and
 * nesting below a small depth summarized. The result is plain JSON data.
 */
export function previewValue(input: unknown, budget: number = INPUT_PREVIEW_BUDGET): unknown {
  const state = { left: budget };
  return previewInner(input, 0, state);
}

function previewInner(value: unknown, depth: number, state: { left: number }): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (typeof value) {
    case 'string': {
      // Every string gets at least 40 characters so late keys are still recognisable.
      const max = Math.max(40, state.left);
      const out = previewText(value, max);
      state.left = Math.max(0, state.left - out.length);
      return out;
    }
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      return null;
  }
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const n = Math.min(value.length, MAX_ARRAY_ITEMS);
    const out: unknown[] = [];
    for (let i = 0; i < n; i++) out.push(previewInner(value[i], depth + 1, state));
    if (value.length > n) out.push(`… ${value.length - n} more`);
    return out;
  }
  const out: Record<string, unknown> = {};
  let count = 0;
  const obj = value as Record<string, unknown>;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    if (count === MAX_OBJECT_KEYS) {
      setOwn(out, '…', 'more keys');
      break;
    }
    setOwn(out, key, previewInner(obj[key], depth + 1, state));
    count++;
  }
  return out;
}
