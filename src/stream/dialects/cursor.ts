/**
 * Cursor CLI — `cursor-agent -p --output-format stream-json [--stream-partial-output]`
 * (dialects.md §2).
 *
 * Traps handled here:
 * - Text: without partial output every `assistant` frame is a whole segment (the text between two
 *   tool calls). With `--stream-partial-output` the same text arrives up to three times: deltas
 *   (with `timestamp_ms`, no `model_call_id`), a whole-segment repeat with `model_call_id` before a
 *   tool call, and a final repeat without `timestamp_ms`. Once a delta has been seen we take only
 *   deltas, so text is never doubled ("PONGPONG"). Segments are keyed `cursor-seg-N`; a tool call
 *   closes the current segment.
 * - `result.result` is the concatenation of ALL segments; the final answer is the last segment after
 *   the last tool call, falling back to `result.result`.
 * - `tool_call` is a protobuf oneof flattened to one `<name>ToolCall` key next to metadata keys.
 * - No cost anywhere (costUsd stays null), no retries, and failures end WITHOUT a result frame.
 */
import * as z from 'zod/mini';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, ToolResultStatus } from '../events.js';
import {
  type ExitCodeTable,
  frameKind,
  guarded,
  invalidEvent,
  jitLooseObject,
  numberish,
  once,
  outputText,
  parseFrame,
  sessionField,
  textOfContent,
  todosFromInput,
  tokenCounts,
  unknownEvent,
} from './frame-kit.js';

/**
 * Cursor documents no exit-code table: any failure is "non-zero, maybe without a result frame",
 * so the generic rule (signals / 130 / 143 -> cancelled, else error) is all there is.
 */
export const exitCodes: ExitCodeTable = {};

// Built on first use: a stream of one dialect never builds the other five's schemas, and an
// empty stream builds none (start-up time).
function buildSchemas() {
  const InitFrame = jitLooseObject({
    session_id: z.nullish(z.string()),
    model: z.nullish(z.string()),
    cwd: z.nullish(z.string()),
    permissionMode: z.nullish(z.string()),
  });
  const MessageFrame = jitLooseObject({
    message: jitLooseObject({ content: z.optional(z.unknown()) }),
    timestamp_ms: z.optional(z.unknown()),
    model_call_id: z.optional(z.unknown()),
  });
  const ToolCallFrame = jitLooseObject({
    subtype: z.union([z.enum(['started', 'completed']), z.string()]),
    call_id: z.string(),
    tool_call: z.record(z.string(), z.unknown()),
  });
  const ResultFrame = jitLooseObject({
    subtype: z.nullish(z.union([z.enum(['success', 'error']), z.string()])),
    is_error: z.nullish(z.boolean()),
    result: z.nullish(z.string()),
    error: z.optional(z.unknown()),
    duration_ms: z.nullish(z.number()),
    session_id: z.nullish(z.string()),
    usage: z.nullish(
      jitLooseObject({
        inputTokens: z.nullish(z.number()),
        outputTokens: z.nullish(z.number()),
        cacheReadTokens: z.nullish(z.number()),
        cacheWriteTokens: z.nullish(z.number()),
      }),
    ),
  });
  return { InitFrame, MessageFrame, ToolCallFrame, ResultFrame };
}
const schemas = once(buildSchemas);

interface ToolKey {
  name: string;
  body: Record<string, unknown>;
  /** The generic docs form `function{name, arguments: string(JSON)}`. */
  isFunction: boolean;
}

/** The one key of `tool_call` that names the tool (never the metadata keys next to it). */
function toolKey(toolCall: Record<string, unknown>): ToolKey | null {
  for (const [key, value] of Object.entries(toolCall)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const body = value as Record<string, unknown>;
    if (key === 'function') {
      return { name: typeof body.name === 'string' ? body.name : 'function', body, isFunction: true };
    }
    if (key.endsWith('ToolCall') && key.length > 'ToolCall'.length) {
      return { name: key.slice(0, -'ToolCall'.length), body, isFunction: false };
    }
  }
  return null;
}

function toolInput(key: ToolKey): unknown {
  if (!key.isFunction) return key.body.args ?? null;
  const args = key.body.arguments;
  if (typeof args !== 'string') return args ?? null;
  try {
    return JSON.parse(args);
  } catch {
    return args;
  }
}

interface ToolOutcome {
  status: ToolResultStatus;
  output: string | null;
  exitCode: number | null;
  /** `rejected.reason`, for the permission_denied event. */
  deniedReason: string | null;
}

/** The `result` oneof of a completed call: success | error | rejected (others count as errors). */
function toolOutcome(result: unknown): ToolOutcome | null {
  if (result === null || typeof result !== 'object') return null;
  const r = result as Record<string, unknown>;
  if (r.success !== undefined && r.success !== null) {
    const s = (typeof r.success === 'object' ? r.success : {}) as Record<string, unknown>;
    const exitCode = numberish(s.exitCode);
    const output =
      typeof s.stdout === 'string' || typeof s.stderr === 'string'
        ? [s.stdout, s.stderr].filter((v) => typeof v === 'string' && v !== '').join('\n')
        : typeof s.content === 'string'
          ? s.content
          : outputText(r.success);
    // A shell command that ran but exited non-zero failed, as Claude's Bash reports it.
    const status: ToolResultStatus = exitCode !== null && exitCode !== 0 ? 'error' : 'ok';
    return { status, output, exitCode, deniedReason: null };
  }
  if (r.rejected !== undefined && r.rejected !== null) {
    const rej = (typeof r.rejected === 'object' ? r.rejected : {}) as Record<string, unknown>;
    const reason = typeof rej.reason === 'string' ? rej.reason : null;
    return { status: 'denied', output: reason, exitCode: null, deniedReason: reason ?? 'rejected' };
  }
  const failureKey = Object.keys(r).find((k) => r[k] !== null && typeof r[k] === 'object');
  if (failureKey === undefined) return null;
  const f = r[failureKey] as Record<string, unknown>;
  const message = [f.errorMessage, f.error, f.message, f.stderr].find((v) => typeof v === 'string');
  return {
    status: 'error',
    output: typeof message === 'string' ? message : outputText(f),
    exitCode: numberish(f.exitCode),
    deniedReason: null,
  };
}

class CursorParser implements FrameParser {
  private partialOutput = false;
  private segment = 0;
  private segmentOpen = false;
  /** Index of the next whole-segment block within the current segment. */
  private blockIndex = 0;
  /** Text of the current segment (since the last tool call), for the final answer. */
  private segmentText = '';
  private thinkingOpen = false;
  private readonly started = new Set<string>();

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    switch (frame.type) {
      case 'system':
        if (frame.subtype === 'init') return this.init(frame, at);
        return [unknownEvent(frameKind(frame), at)];
      case 'user':
        // Cursor always echoes the prompt: it is not assistant text.
        return [];
      case 'assistant':
        return this.assistant(frame, at);
      case 'thinking':
        return this.thinking(frame, at);
      case 'tool_call':
        return this.toolCall(frame, at);
      case 'result':
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }

  private init(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const init = parseFrame(schemas().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    return [
      {
        kind: 'session',
        sessionId: init.session_id ?? null,
        model: init.model ?? null,
        cwd: init.cwd ?? null,
        cliVersion: null,
        permissionMode: init.permissionMode ?? null,
        tools: null,
        at,
      },
    ];
  }

  /** Opens a new text segment (a step) at the first text after the start or after a tool call. */
  private openSegment(at: number, out: AgentEvent[]): void {
    if (this.segmentOpen) return;
    this.segment += 1;
    this.segmentOpen = true;
    this.blockIndex = 0;
    this.segmentText = '';
    out.push({ kind: 'step', messageId: this.messageId(), model: null, parentId: null, at });
  }

  private messageId(): string {
    return `cursor-seg-${this.segment}`;
  }

  private assistant(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const msg = parseFrame(schemas().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    const text = textOfContent(msg.message.content);
    if (text === null) return [];
    const isDelta = msg.timestamp_ms !== undefined && msg.model_call_id === undefined;
    if (isDelta) this.partialOutput = true;
    else if (this.partialOutput) return []; // a repeat of text already streamed as deltas
    const out: AgentEvent[] = [];
    this.openSegment(at, out);
    this.thinkingOpen = false;
    if (isDelta) {
      this.segmentText += text;
      out.push({
        kind: 'text',
        mode: 'delta',
        text,
        messageId: this.messageId(),
        index: 0,
        parentId: null,
        at,
      });
    } else {
      // Whole segments: each its own block, so two in a row are kept apart, never merged or doubled.
      this.segmentText += text;
      out.push({
        kind: 'text',
        mode: 'block',
        text,
        messageId: this.messageId(),
        index: this.blockIndex,
        parentId: null,
        at,
      });
      this.blockIndex += 1;
    }
    return out;
  }

  private thinking(frame: Record<string, unknown>, at: number): AgentEvent[] {
    if (frame.subtype === 'completed') {
      const wasOpen = this.thinkingOpen;
      this.thinkingOpen = false;
      return wasOpen ? [] : [{ kind: 'thinking', parentId: null, at }];
    }
    if (frame.subtype !== 'delta') return [unknownEvent(frameKind(frame), at)];
    if (this.thinkingOpen) return [];
    this.thinkingOpen = true;
    return [{ kind: 'thinking', parentId: null, at }];
  }

  /** A tool call ends the current text segment: later text is a new segment. */
  private closeSegment(): void {
    this.segmentOpen = false;
    this.segmentText = '';
  }

  private toolCall(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const call = parseFrame(schemas().ToolCallFrame, frame);
    if (call === null) return [invalidEvent(frame, at)];
    const key = toolKey(call.tool_call);
    const name = key?.name ?? 'unknown';
    const input = key === null ? null : toolInput(key);
    this.thinkingOpen = false;
    this.closeSegment();
    if (call.subtype !== 'started' && call.subtype !== 'completed')
      return [unknownEvent(frameKind(frame), at)];
    const out: AgentEvent[] = [];
    // A `completed` may come without its `started` (seen for taskToolCall): record the call then.
    if (!this.started.has(call.call_id)) {
      this.started.add(call.call_id);
      out.push({ kind: 'tool_call', id: call.call_id, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: 'todos', op: 'replace', todos, at });
      }
    }
    if (call.subtype === 'started') return out;
    // The result sits inside the tool key (`readToolCall.result`); the generic `function` form may
    // carry it next to the key instead.
    const outcome = toolOutcome(key?.body.result ?? call.tool_call.result);
    // A completed call without any result: outcome unknown, so it stays pending (never "ok").
    if (outcome === null) return out;
    const startedAt = numberish(call.tool_call.startedAtMs);
    const completedAt = numberish(call.tool_call.completedAtMs);
    out.push({
      kind: 'tool_result',
      id: call.call_id,
      name,
      status: outcome.status,
      output: outcome.output,
      exitCode: outcome.exitCode,
      durationMs: startedAt !== null && completedAt !== null ? completedAt - startedAt : null,
      parentId: null,
      at,
    });
    if (outcome.deniedReason !== null) {
      out.push({
        kind: 'permission_denied',
        tool: name,
        toolUseId: call.call_id,
        input,
        message: outcome.deniedReason,
        at,
      });
    }
    return out;
  }

  private result(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(schemas().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    const tokens = tokenCounts({
      input: res.usage?.inputTokens,
      output: res.usage?.outputTokens,
      cacheRead: res.usage?.cacheReadTokens,
      cacheWrite: res.usage?.cacheWriteTokens,
    });
    // Cursor reports no cost: costUsd stays null so views say n/a, never $0.
    if (tokens !== null)
      out.push({ kind: 'usage', cumulative: true, messageId: null, tokens, costUsd: null, at });
    const success = res.subtype === 'success' && res.is_error !== true;
    const errorText =
      typeof res.error === 'string' ? res.error : res.error !== undefined ? outputText(res.error) : null;
    out.push({
      kind: 'result',
      outcome: success ? 'success' : 'error',
      subtype: res.subtype ?? null,
      isError: !success,
      text: this.segmentText !== '' ? this.segmentText : (res.result ?? null),
      errorMessage: success ? null : (errorText ?? res.result ?? 'Cursor reported an error result'),
      turns: null,
      durationMs: res.duration_ms ?? null,
      sessionId: res.session_id ?? null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at,
    });
    return out;
  }
}

/** Detection evidence (dialects.md §8): 10 = only Cursor prints this, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('uuid' in frame || 'jsonrpc' in frame) return 0;
  if (frame.type === 'tool_call') return 10;
  if (frame.type === 'thinking' && typeof frame.subtype === 'string') return 10;
  if ('timestamp_ms' in frame || 'model_call_id' in frame) return 10;
  if (frame.type === 'system' && frame.subtype === 'init') {
    const cursorLike =
      ['login', 'env', 'flag'].includes(frame.apiKeySource as string) &&
      'permissionMode' in frame &&
      !('tools' in frame) &&
      !('claude_code_version' in frame);
    return cursorLike ? 8 : 0;
  }
  if (frame.type === 'result') {
    const usage = frame.usage;
    if (usage !== null && typeof usage === 'object' && 'inputTokens' in usage) return 8;
    return 0;
  }
  // Cursor user/assistant frames share Claude's `message` shape but lack parent_tool_use_id.
  if ((frame.type === 'assistant' || frame.type === 'user') && 'message' in frame) {
    return 'parent_tool_use_id' in frame ? 0 : 2;
  }
  return 0;
}

export const cursor: DialectDefinition = {
  sessionOf: sessionField('session_id'),
  name: 'cursor',
  reportsRetries: false, // no retry events; retries go to stderr if anywhere
  exitCodes,
  createParser: () => new CursorParser(),
  score,
};
