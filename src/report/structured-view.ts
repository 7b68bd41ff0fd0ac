/**
 * The run's structured output (the object `output-schema` asked for) as the views show it: compact
 * JSON for the `structured-output` output, and a collapsed block for the comment and the step
 * summary. Redacted like every view; pure.
 */
import type { RunSummary } from '../run/summary.js';
import { identity, type RedactFn } from './context.js';
import { codeFence, details, truncate } from './markdown.js';

/**
 * The object as compact JSON with every secret hidden, or '' when the run has none. The JSON text is
 * redacted as one; should that ever break the JSON (a secret with JSON escapes in it), each string
 * is redacted on its own instead, so the output always parses.
 */
export function structuredOutputJson(summary: RunSummary, redact: RedactFn = identity): string {
  if (summary.structuredOutput === undefined) return '';
  const text = redact(JSON.stringify(summary.structuredOutput));
  try {
    JSON.parse(text);
    return text;
  } catch {
    return JSON.stringify(redactStrings(summary.structuredOutput, redact));
  }
}

/** Every string (keys too) of a JSON value redacted. Objects are made without a prototype. */
function redactStrings(value: unknown, redact: RedactFn): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, redact));
  if (typeof value !== 'object' || value === null) return value;
  // No prototype: a `__proto__` key from the agent stays a plain key, never a prototype.
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value))
    out[redact(key)] = redactStrings((value as Record<string, unknown>)[key], redact);
  return out;
}

/**
 * `<details>` with the object pretty-printed (cut at `maxChars`), or '' when there is none. The
 * JSON goes in a fence, so nothing in it is read as markup.
 */
export function structuredOutputBlock(summary: RunSummary, redact: RedactFn, maxChars: number): string {
  const json = structuredOutputJson(summary, redact);
  if (json === '' || maxChars <= 0) return '';
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // keep the compact form
  }
  const shown =
    pretty.length <= maxChars
      ? pretty
      : `${truncate(pretty, maxChars)}\n(cut at ${maxChars} characters: the full object is the structured-output output)`;
  return details('Structured output', codeFence(shown, 'json'));
}
