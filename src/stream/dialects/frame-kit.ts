/**
 * Small, dialect-neutral helpers shared by the dialect files (caliban, cursor, gemini, codex,
 * opencode). Nothing here dispatches on a frame `type`: each dialect owns its own switch, because
 * the same `type` names mean different things in different dialects (dialects.md §7.8).
 */
import * as z from 'zod/mini';
// By name as well: `init` asserts its argument's type, which TypeScript allows only through a
// name declared with its type (TS2775), not through the namespace.
import { ZodMiniType } from 'zod/mini';
import { $constructor, $ZodObjectJIT } from 'zod/v4/core';
import type { AgentEvent, TodoItem, TodoStatus, TokenCounts, UnknownEvent } from '../events.js';

/** `type` (or `type/subtype`) of a frame, for `unknown` events and diagnostics. */
export function frameKind(frame: Record<string, unknown>): string {
  const type = typeof frame.type === 'string' ? frame.type : '(no type)';
  return typeof frame.subtype === 'string' ? `${type}/${frame.subtype}` : type;
}

export function unknownEvent(type: string, at: number): UnknownEvent {
  return { kind: 'unknown', type, at };
}

/** A frame that failed its per-type schema: `invalid:<type>`, counted, never thrown. */
export function invalidEvent(frame: Record<string, unknown>, at: number): UnknownEvent {
  return unknownEvent(`invalid:${frameKind(frame)}`, at);
}

/**
 * `build()` on the first call, the cached result after. Each dialect builds its zod schemas
 * through this so that loading the CLI builds none: a stream of one dialect builds only that
 * dialect's schemas, an empty stream none (start-up time).
 */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/**
 * zod/mini's `z.object` parses with zod's generic object walk. Classic zod's, which the dialects
 * used before they moved to zod/mini (start-up time), compiles each object schema into a
 * parser on its first parse and reads a frame 1.5-2x faster (the five dialects built on
 * `looseObject`). These helpers make zod/mini objects on that compiled parser of zod's core: the
 * same validation and parse result as `z.object` / `z.looseObject`, classic's speed. A schema is
 * compiled on its first parse, never before.
 */
const ZodMiniObjectJIT = /* @__PURE__ */ $constructor(
  'ZodMiniObject',
  (inst: z.ZodMiniObject, def: z.core.$ZodObjectDef) => {
    $ZodObjectJIT.init(inst, def);
    ZodMiniType.init(inst, def);
  },
);

/** `z.object(shape)` (unknown keys accepted and left out of the result), compiled on first parse. */
export function jitObject<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strip> {
  return new ZodMiniObjectJIT({ type: 'object', shape }) as unknown as z.ZodMiniObject<
    z.core.util.Writeable<T>,
    z.core.$strip
  >;
}

/** `z.looseObject(shape)` (unknown keys kept in the result), compiled on first parse. */
export function jitLooseObject<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$loose> {
  return new ZodMiniObjectJIT({ type: 'object', shape, catchall: z.unknown() }) as unknown as z.ZodMiniObject<
    z.core.util.Writeable<T>,
    z.core.$loose
  >;
}

/** safeParse that returns the data or null (the caller turns null into an `invalid:` event). */
export function parseFrame<S extends z.ZodMiniType>(schema: S, frame: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(frame);
  return parsed.success ? parsed.data : null;
}

/**
 * Runs one dialect's handler; anything it throws becomes a `crash:<type>` unknown event, so a bug in
 * a handler loses one frame, never the run. Handlers are written not to throw (the property tests
 * feed them hostile frames and check that no `crash:` event appears); this is the safety net.
 */
export function guarded(
  frame: Record<string, unknown>,
  at: number,
  handle: () => AgentEvent[],
): AgentEvent[] {
  try {
    return handle();
  } catch {
    return [unknownEvent(`crash:${frameKind(frame)}`, at)];
  }
}

/**
 * Text of a content value: a string, or an array of `{type:'text', text}` blocks (other blocks
 * are skipped). null when there is no text at all.
 */
export function textOfContent(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  let out: string | null = null;
  for (const block of content) {
    if (block !== null && typeof block === 'object') {
      const b = block as Record<string, unknown>;
      if (typeof b.text === 'string' && (b.type === 'text' || b.type === undefined)) {
        out = out === null ? b.text : out + b.text;
      }
    }
  }
  return out;
}

/**
 * Tool output as text for the reducer (which keeps only a bounded preview): strings as they are,
 * text blocks joined, anything else as JSON. Stringifying is cut short for huge values so one
 * giant tool output cannot cost much here.
 */
export function outputText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  const text = textOfContent(value);
  if (text !== null) return text;
  try {
    const json = JSON.stringify(value);
    return json === undefined ? null : json;
  } catch {
    return String(value);
  }
}

export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Numbers that some CLIs print as strings (Cursor `startedAtMs`). */
export function numberish(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function tokenCounts(parts: {
  input?: unknown;
  output?: unknown;
  cacheRead?: unknown;
  cacheWrite?: unknown;
}): TokenCounts | null {
  const input = finiteOrNull(parts.input);
  const output = finiteOrNull(parts.output);
  const cacheRead = finiteOrNull(parts.cacheRead);
  const cacheWrite = finiteOrNull(parts.cacheWrite);
  if (input === null && output === null && cacheRead === null && cacheWrite === null) return null;
  return { input: input ?? 0, output: output ?? 0, cacheRead: cacheRead ?? 0, cacheWrite: cacheWrite ?? 0 };
}

function todoStatus(value: unknown): TodoStatus | null {
  switch (value) {
    case 'pending':
    case 'todo':
    case 'not_started':
    case 'TODO_STATUS_PENDING':
      return 'pending';
    case 'in_progress':
    case 'in-progress':
    case 'active':
    case 'TODO_STATUS_IN_PROGRESS':
      return 'in_progress';
    case 'completed':
    case 'done':
    case 'TODO_STATUS_COMPLETED':
      return 'completed';
    default:
      // cancelled / unknown states are not work left to do: leave them out of the list.
      return null;
  }
}

/**
 * A whole todo list from a todo tool's input (Gemini `write_todos`, opencode `todowrite`,
 * caliban `TodoWrite`, Cursor `todoToolCall`): `{todos: [{content|description|text, status}]}`.
 * null when the input is not a todo list, so the caller emits nothing.
 */
export function todosFromInput(input: unknown): TodoItem[] | null {
  if (input === null || typeof input !== 'object') return null;
  const list = (input as Record<string, unknown>).todos;
  if (!Array.isArray(list)) return null;
  const todos: TodoItem[] = [];
  for (const raw of list) {
    if (raw === null || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const content = [item.content, item.description, item.text, item.title].find(
      (v): v is string => typeof v === 'string',
    );
    const status = todoStatus(item.status);
    if (content === undefined || status === null) continue;
    todos.push({ id: typeof item.id === 'string' ? item.id : null, content, status });
  }
  return todos;
}

/** Whether a tool name looks like a todo-list tool (cheap check before reading the input). */
export function isTodoToolName(name: string): boolean {
  return /todo/i.test(name);
}

export type { ExitCodeMeaning, ExitCodeTable } from '../dialect.js';

/**
 * `DialectDefinition.sessionOf` for a dialect whose frames carry their session id in `key`: the
 * id when it is a non-empty string, else null (a frame without one, or caliban's pre-flight `""`).
 */
export function sessionField(key: string): (frame: Record<string, unknown>) => string | null {
  return (frame) => {
    const id = frame[key];
    return typeof id === 'string' && id !== '' ? id : null;
  };
}

/**
 * The model steps of a dialect whose frames carry no message id (Gemini, caliban, ACP): a step
 * opens with the model's first output of the run or after its tools returned, and its text chunks
 * are numbered into blocks (a block ends when something else than text comes: a thought, a call).
 * The step's message id is made here (`<prefix>-step-<n>`), so the fold can tell steps apart.
 */
export class StepCounter {
  /** Steps opened so far (0: none yet). */
  step = 0;
  private due = true;
  private textIndex = -1;
  private lastWasText = false;

  constructor(private readonly prefix: string) {}

  /** The current step's message id. */
  messageId(): string {
    return `${this.prefix}-step-${this.step}`;
  }

  /** Opens a step when one is due, pushing its `step` event; true when it opened one. */
  open(at: number, model: string | null, out: AgentEvent[]): boolean {
    if (!this.due) return false;
    this.step += 1;
    this.due = false;
    this.textIndex = -1;
    this.lastWasText = false;
    out.push({ kind: 'step', messageId: this.messageId(), model, parentId: null, at });
    return true;
  }

  /** The block a text chunk belongs to: the current one while text follows text, else a new one. */
  textBlock(): number {
    if (!this.lastWasText) this.textIndex += 1;
    this.lastWasText = true;
    return this.textIndex;
  }

  /** Something other than text came: the next text starts a new block. */
  breakText(): void {
    this.lastWasText = false;
  }

  /** The model will be called again (its tools ran): its next output is a new step. */
  next(): void {
    this.due = true;
    this.lastWasText = false;
  }
}

/**
 * A provider's error body passed through as the message (Codex prints the API's JSON body verbatim
 * for a 400, pretty-printed or not), in words: the body's `error.message` (or `message`), then its
 * type and code on a line of their own, so a headline (the first line) reads as the provider's
 * sentence and the kind stays in the full text. Any other text comes back unchanged.
 */
export function providerErrorWords(message: string): string {
  const text = message.trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return message;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return message;
  }
  if (parsed === null || typeof parsed !== 'object') return message;
  const outer = parsed as Record<string, unknown>;
  const inner =
    outer.error !== null && typeof outer.error === 'object'
      ? (outer.error as Record<string, unknown>)
      : outer;
  const words = typeof inner.message === 'string' ? inner.message.trim() : '';
  if (words === '') return message;
  const kind = [
    inner.type,
    inner.code,
    inner.param !== null && inner.param !== undefined ? `param ${String(inner.param)}` : null,
  ]
    .filter((x): x is string | number => (typeof x === 'string' && x !== '') || typeof x === 'number')
    .map(String);
  return kind.length ? `${words}\n(${kind.join(', ')})` : words;
}
