/**
 * opencode — `opencode run --format json "<prompt>"` (dialects.md §6a).
 *
 * Every line is `{type, timestamp (epoch ms), sessionID, part?}`: server-bus parts of the run's
 * session. A tool shows up ONCE, when it finished (`tool_use` with `state.status` completed|error),
 * so each one is both the call and its result. Text parts arrive whole. Tokens and cost are
 * per step (`step_finish`, cumulative:false) and add up. There is no result frame: the last step
 * finishing with `reason:'stop'` (or, in new versions, `done`) ends the run, and an `error` event
 * is sticky — opencode exits 1 after any session error, so a later stop/done stays a failure.
 */
import { z } from 'zod';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, Outcome, ResultEvent } from '../events.js';
import {
  type ExitCodeTable,
  finiteOrNull,
  frameKind,
  guarded,
  invalidEvent,
  outputText,
  parseFrame,
  todosFromInput,
  unknownEvent,
} from './frame-kit.js';

/** opencode exits 1 after any session error or a prompt/command error, else 0. */
export const exitCodes: ExitCodeTable = {
  1: { outcome: 'error', meaning: 'a session error, or a prompt or command error' },
};

const ERROR_NAMES = [
  'ProviderAuthError',
  'UnknownError',
  'MessageOutputLengthError',
  'MessageAbortedError',
  'StructuredOutputError',
  'ContextOverflowError',
  'ContentFilterError',
  'APIError',
] as const;

/** How opencode words an auto-rejected permission in a tool error (non-interactive `run`). */
const PERMISSION_REJECTED = /rejected permission|permission (was )?(denied|rejected)/i;

const Part = z.looseObject({
  id: z.string().nullish(),
  messageID: z.string().nullish(),
});
const PartFrame = z.looseObject({ sessionID: z.string().nullish(), part: Part });
const ToolPart = z.looseObject({
  callID: z.string(),
  tool: z.string(),
  state: z.looseObject({
    status: z.enum(['pending', 'running', 'completed', 'error']).or(z.string()),
    input: z.unknown().optional(),
    output: z.unknown().optional(),
    error: z.unknown().optional(),
    time: z.looseObject({ start: z.number().nullish(), end: z.number().nullish() }).nullish(),
  }),
});
const TextPart = z.looseObject({ text: z.string() });
const StepFinishPart = z.looseObject({
  reason: z.string().nullish(),
  cost: z.number().nullish(),
  tokens: z
    .looseObject({
      input: z.number().nullish(),
      output: z.number().nullish(),
      reasoning: z.number().nullish(),
      cache: z.looseObject({ read: z.number().nullish(), write: z.number().nullish() }).nullish(),
    })
    .nullish(),
});
const ErrorFrame = z.looseObject({
  error: z
    .looseObject({
      name: z.enum(ERROR_NAMES).or(z.string()).nullish(),
      data: z.looseObject({ message: z.string().nullish() }).nullish(),
      message: z.string().nullish(),
    })
    .nullish(),
});
const DoneFrame = z.looseObject({
  reason: z.string().nullish(),
  rejected: z.array(z.unknown()).nullish(),
});

/** Words for errors that carry no message of their own (MessageOutputLengthError has `data: {}`). */
const ERROR_WORDS: Record<string, string> = {
  MessageOutputLengthError: 'the model hit its output token limit',
  MessageAbortedError: 'the run was aborted',
  ContextOverflowError: 'the conversation no longer fits the model context window',
  ProviderAuthError: 'the model provider rejected the credentials',
};

function errorOutcome(name: string | null | undefined): Outcome {
  if (name === 'MessageAbortedError') return 'cancelled';
  if (name === 'MessageOutputLengthError') return 'max_tokens';
  return 'error';
}

class OpencodeParser implements FrameParser {
  private sessionId: string | null = null;
  private readonly textIndexByMessage = new Map<string, number>();
  private readonly indexByPart = new Map<string, number>();
  private readonly steps = new Set<string>();
  private readonly tools = new Set<string>();
  /** Tools already seen denied live, so `done.rejected` does not list them twice. */
  private readonly deniedTools = new Set<string>();
  private stepFinishes = 0;
  private lastText: string | null = null;
  /** The latest session error: opencode's exit status stays 1 after one, whatever follows. */
  private error: { outcome: Outcome; name: string | null; message: string } | null = null;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const out: AgentEvent[] = [];
    if (this.sessionId === null && typeof frame.sessionID === 'string' && frame.sessionID !== '') {
      this.sessionId = frame.sessionID;
      out.push({
        kind: 'session',
        sessionId: this.sessionId,
        model: null,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at,
      });
    }
    switch (frame.type) {
      case 'step_start':
        return this.withPart(frame, at, out, (part, messageId) => this.stepStart(messageId, at, part));
      case 'text':
        return this.withPart(frame, at, out, (part, messageId) => this.text(part, messageId, at));
      case 'reasoning':
        return this.withPart(frame, at, out, () => [{ kind: 'thinking', parentId: null, at }]);
      case 'tool_use':
        return this.withPart(frame, at, out, (part) => this.toolUse(part, at));
      case 'step_finish':
        return this.withPart(frame, at, out, (part, messageId) => this.stepFinish(part, messageId, at));
      case 'error':
        out.push(...this.errorEvent(frame, at));
        return out;
      case 'done':
        out.push(...this.done(frame, at));
        return out;
      default:
        out.push(unknownEvent(frameKind(frame), at));
        return out;
    }
  }

  private withPart(
    frame: Record<string, unknown>,
    at: number,
    out: AgentEvent[],
    /** Returns null when the part fails its schema. */
    handle: (part: Record<string, unknown>, messageId: string | null) => AgentEvent[] | null,
  ): AgentEvent[] {
    const parsed = parseFrame(PartFrame, frame);
    const events = parsed === null ? null : handle(parsed.part, parsed.part.messageID ?? null);
    if (events === null) out.push(invalidEvent(frame, at));
    else out.push(...events);
    return out;
  }

  private stepStart(messageId: string | null, at: number, part: Record<string, unknown>): AgentEvent[] {
    const id = messageId ?? (typeof part.id === 'string' ? part.id : null);
    if (id === null || this.steps.has(id)) return [];
    this.steps.add(id);
    return [{ kind: 'step', messageId: id, model: null, parentId: null, at }];
  }

  private text(part: Record<string, unknown>, messageId: string | null, at: number): AgentEvent[] | null {
    const text = parseFrame(TextPart, part);
    if (text === null) return null;
    const message = messageId ?? 'opencode-message';
    // Each text part is a whole block; a part re-sent (same id) replaces its earlier version.
    const partKey = typeof part.id === 'string' ? part.id : null;
    let index = partKey === null ? undefined : this.indexByPart.get(partKey);
    if (index === undefined) {
      index = this.textIndexByMessage.get(message) ?? 0;
      this.textIndexByMessage.set(message, index + 1);
      if (partKey !== null) this.indexByPart.set(partKey, index);
    }
    this.lastText = text.text;
    return [{ kind: 'text', mode: 'block', text: text.text, messageId: message, index, parentId: null, at }];
  }

  private toolUse(part: Record<string, unknown>, at: number): AgentEvent[] | null {
    const tool = parseFrame(ToolPart, part);
    if (tool === null) return null;
    const { state } = tool;
    const out: AgentEvent[] = [];
    const input = state.input ?? null;
    if (!this.tools.has(tool.callID)) {
      this.tools.add(tool.callID);
      out.push({ kind: 'tool_call', id: tool.callID, name: tool.tool, input, parentId: null, at });
      if (/todo/i.test(tool.tool)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: 'todos', op: 'replace', todos, at });
      }
    }
    if (state.status !== 'completed' && state.status !== 'error') return out; // still running
    const errorText = state.status === 'error' ? (outputText(state.error) ?? 'tool failed') : null;
    const denied = errorText !== null && PERMISSION_REJECTED.test(errorText);
    const start = finiteOrNull(state.time?.start);
    const end = finiteOrNull(state.time?.end);
    out.push({
      kind: 'tool_result',
      id: tool.callID,
      name: tool.tool,
      status: state.status === 'completed' ? 'ok' : denied ? 'denied' : 'error',
      output: errorText ?? outputText(state.output),
      exitCode: null,
      durationMs: start !== null && end !== null ? end - start : null,
      parentId: null,
      at,
    });
    if (denied) {
      this.deniedTools.add(tool.tool);
      out.push({
        kind: 'permission_denied',
        tool: tool.tool,
        toolUseId: tool.callID,
        input,
        message: errorText,
        at,
      });
    }
    return out;
  }

  private stepFinish(
    part: Record<string, unknown>,
    messageId: string | null,
    at: number,
  ): AgentEvent[] | null {
    const step = parseFrame(StepFinishPart, part);
    if (step === null) return null;
    this.stepFinishes += 1;
    const out: AgentEvent[] = [];
    const tokens = step.tokens;
    out.push({
      kind: 'usage',
      // Per step: the reducer adds steps up (and replaces a re-sent figure for the same step).
      cumulative: false,
      messageId: messageId ?? (typeof part.id === 'string' ? part.id : `opencode-step-${this.stepFinishes}`),
      tokens:
        tokens === null || tokens === undefined
          ? null
          : {
              // Reasoning tokens are output the model was billed for.
              input: finiteOrNull(tokens.input) ?? 0,
              output: (finiteOrNull(tokens.output) ?? 0) + (finiteOrNull(tokens.reasoning) ?? 0),
              cacheRead: finiteOrNull(tokens.cache?.read) ?? 0,
              cacheWrite: finiteOrNull(tokens.cache?.write) ?? 0,
            },
      costUsd: step.cost ?? null,
      at,
    });
    // The last step of the run finishes with `stop`: the model is done.
    if (step.reason === 'stop') out.push(this.terminal('stop', at, null));
    return out;
  }

  private errorEvent(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const parsed = parseFrame(ErrorFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const name = parsed.error?.name ?? null;
    const message =
      parsed.error?.data?.message ??
      parsed.error?.message ??
      (name !== null ? (ERROR_WORDS[name] ?? name) : 'opencode reported an error');
    const outcome = errorOutcome(name);
    this.error = { outcome, name, message };
    return [
      { kind: 'notice', level: 'error', code: name ?? 'error', message, at },
      // A session error ends the run as a failure unless a later error replaces it (last result wins).
      this.terminal(name ?? 'error', at, null),
    ];
  }

  private done(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const done = parseFrame(DoneFrame, frame);
    if (done === null) return [invalidEvent(frame, at)];
    const rejected = (done.rejected ?? [])
      .map((r) => (typeof r === 'string' ? r : (outputText(r) ?? '?')))
      .filter((tool) => !this.deniedTools.has(tool));
    const denials =
      rejected.length > 0 ? rejected.map((tool) => ({ tool, toolUseId: null, input: null })) : null;
    return [this.terminal('done', at, denials)];
  }

  /** A terminal result: success unless a session error came first (it keeps opencode's exit 1). */
  private terminal(subtype: string, at: number, denials: ResultEvent['permissionDenials']): ResultEvent {
    const error = this.error;
    return {
      kind: 'result',
      outcome: error === null ? 'success' : error.outcome,
      subtype,
      isError: error !== null,
      text: this.lastText,
      errorMessage: error === null ? null : error.message,
      turns: this.stepFinishes > 0 ? this.stepFinishes : null,
      durationMs: null,
      sessionId: this.sessionId,
      stopReason: subtype === 'stop' ? 'stop' : null,
      terminalReason: null,
      permissionDenials: denials,
      at,
    };
  }
}

/** Detection evidence (dialects.md §8): 10 = only opencode prints this, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('jsonrpc' in frame) return 0;
  const hasSession = typeof frame.sessionID === 'string';
  const numericTime = typeof frame.timestamp === 'number';
  const part = frame.part;
  if (part !== null && typeof part === 'object' && !Array.isArray(part) && (hasSession || numericTime))
    return 10;
  if (hasSession && (frame.type === 'error' || frame.type === 'done')) return 8;
  if (frame.type === 'error' && frame.error !== null && typeof frame.error === 'object') {
    return 'name' in (frame.error as object) ? 5 : 0;
  }
  return 0;
}

export const opencode: DialectDefinition = {
  name: 'opencode',
  reportsRetries: false, // retries stay internal; not in JSON mode
  exitCodes,
  createParser: () => new OpencodeParser(),
  score,
};
