/**
 * Structured output: the object a run returns for the `output-schema` input, taken from the run and
 * checked against the schema. Where the agent has a native switch (Claude Code `--json-schema`,
 * whose result frame carries `structured_output`) that object is read; otherwise (Codex's
 * `--output-schema` makes its final message the JSON; every other agent and `command`) the object
 * is taken from the final answer: the whole text when it is JSON, else its last fenced `json` block.
 *
 * A missing object, one that is not JSON, too big or too deep, or one the schema rejects, turns a
 * successful run into outcome `error` with a reason naming the first violations by JSON pointer
 * (`/version is required`), so the default fail-on fails it. Pure but for the validator passed in.
 */
import type { RunSummary } from './summary.js';

/** The largest object taken (its JSON text), in characters: a bound on every view of it. */
export const STRUCTURED_OUTPUT_MAX_CHARS = 1024 * 1024;
/** The deepest nesting taken: past it a validator or a serializer could run out of stack. */
export const STRUCTURED_OUTPUT_MAX_DEPTH = 64;
/** How many violations the reason names. */
const VIOLATIONS_NAMED = 3;

/** A compiled schema: the violations of `value`, as `<pointer> <what>` lines; [] when valid. */
export type SchemaValidator = (value: unknown) => string[];

export type Extracted =
  | { ok: true; value: unknown; from: 'native' | 'answer' }
  | { ok: false; reason: string };

/** The object of the run, by the rules above; never throws, whatever the agent printed. */
export function extractStructuredOutput(summary: RunSummary): Extracted {
  const native = summary.fold?.lastResult?.structuredOutput;
  if (native !== undefined && native !== null) {
    const bounded = checkBounds(native);
    return bounded ?? { ok: true, value: native, from: 'native' };
  }
  const text = summary.finalText?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'the agent gave no final answer to take the object from' };
  if (text.length > STRUCTURED_OUTPUT_MAX_CHARS * 2) {
    return {
      ok: false,
      reason: `the final answer is longer than ${STRUCTURED_OUTPUT_MAX_CHARS * 2} characters`,
    };
  }
  const candidate = text.startsWith('{') || text.startsWith('[') ? text : lastJsonFence(text);
  if (candidate === null) {
    return { ok: false, reason: 'the final answer is not JSON and has no ```json block' };
  }
  if (candidate.length > STRUCTURED_OUTPUT_MAX_CHARS) {
    return { ok: false, reason: `the JSON is longer than ${STRUCTURED_OUTPUT_MAX_CHARS} characters` };
  }
  // Depth before parsing: the text's brackets say it without building anything.
  if (textDepth(candidate) > STRUCTURED_OUTPUT_MAX_DEPTH) {
    return { ok: false, reason: `the JSON nests deeper than ${STRUCTURED_OUTPUT_MAX_DEPTH} levels` };
  }
  let value: unknown;
  try {
    value = JSON.parse(candidate);
  } catch (error) {
    return { ok: false, reason: `the JSON in the final answer does not parse (${(error as Error).message})` };
  }
  return checkBounds(value) ?? { ok: true, value, from: 'answer' };
}

/**
 * The summary with the run's structured output checked: valid -> `structuredOutput` set; missing
 * or invalid -> outcome `error` with the reason. A run that already failed keeps its own outcome
 * (its reason matters more), and a valid object it returned is still kept.
 */
export function applyStructuredOutput(summary: RunSummary, validate: SchemaValidator): RunSummary {
  const extracted = extractStructuredOutput(summary);
  if (extracted.ok) {
    const violations = validate(extracted.value);
    if (violations.length === 0) return { ...summary, structuredOutput: extracted.value };
    if (summary.outcome !== 'success') return summary;
    const more =
      violations.length > VIOLATIONS_NAMED ? ` (and ${violations.length - VIOLATIONS_NAMED} more)` : '';
    return failed(
      summary,
      `the structured output does not match the schema: ${violations.slice(0, VIOLATIONS_NAMED).join('; ')}${more}`,
    );
  }
  if (summary.outcome !== 'success') return summary;
  return failed(summary, `no structured output (${extracted.reason})`);
}

/** How the reason of a run Narrator's own schema check failed begins (the headline reads it). */
export const SCHEMA_CHECK_FAILED = "Narrator's output-schema check failed";

/**
 * The agent's own report stays as it was (`isError` is what the agent said): it succeeded, and it
 * is Narrator's check that failed the run, which the reason says.
 */
function failed(summary: RunSummary, reason: string): RunSummary {
  return { ...summary, outcome: 'error', errorMessage: `${SCHEMA_CHECK_FAILED}: ${reason}` };
}

/** The last ```json fenced block's content, or null. */
function lastJsonFence(text: string): string | null {
  // Line by line (one pass): a regex with a lazy body and a back-reference to the fence was
  // super-linear on a long answer with many fences.
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  let last: string | null = null;
  let open: { fence: string; from: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (open === null) {
      const fence = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence && line.slice(fence.length).trim().toLowerCase() === 'json') open = { fence, from: i + 1 };
    } else if (line === open.fence) {
      last = lines.slice(open.from, i).join('\n');
      open = null;
    }
  }
  return last?.trim() ?? null;
}

/** The deepest bracket nesting of a JSON text, brackets inside strings not counted. */
function textDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) max = Math.max(max, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** Why a parsed value is refused (too deep, too big), or null. Iterative: no recursion on it. */
function checkBounds(value: unknown): Extracted | null {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let chars = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') chars += v.length + 2;
    else if (typeof v !== 'object' || v === null) chars += 8;
    else {
      if (depth > STRUCTURED_OUTPUT_MAX_DEPTH) {
        return { ok: false, reason: `the object nests deeper than ${STRUCTURED_OUTPUT_MAX_DEPTH} levels` };
      }
      for (const key of Object.keys(v)) {
        chars += key.length + 4;
        stack.push([(v as Record<string, unknown>)[key], depth + 1]);
      }
    }
    if (chars > STRUCTURED_OUTPUT_MAX_CHARS) {
      return {
        ok: false,
        reason: `the object is larger than ${STRUCTURED_OUTPUT_MAX_CHARS} characters of JSON`,
      };
    }
  }
  return null;
}
