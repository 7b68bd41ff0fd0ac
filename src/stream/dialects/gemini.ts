/**
 * Google Gemini CLI — `gemini -p "<prompt>" --output-format stream-json` (dialects.md §3).
 *
 * Every frame has `type` + ISO `timestamp`. Assistant text only ever comes as `message{delta:true}`
 * chunks; there are no message ids, so text is keyed by a synthetic step (`gemini-step-N`, a new one
 * at the first output after tool results). `tool_result` does not name its tool: a map from
 * `tool_use` keeps it. `result{status}` ends the run and carries token stats but no final text and
 * no cost: the final answer is the text after the last tool result, and costUsd stays null.
 * Max tokens and max turns are recognizable only from the `error` event sentence that precedes
 * `result{status:'error'}` (or the Fatal* error class name on the result).
 */
import { z } from 'zod';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, Outcome } from '../events.js';
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

/**
 * Gemini CLI exit codes (bundle `Fatal*Error` classes; docs list only 0/1/42/53). API errors exit
 * with the HTTP status, which the shell sees modulo 256 (400 -> 144, measured).
 */
export const exitCodes: ExitCodeTable = {
  1: { outcome: 'error', meaning: 'general or API error' },
  41: { outcome: 'error', meaning: 'authentication failed (often no JSON at all): set GEMINI_API_KEY' },
  42: { outcome: 'error', meaning: 'input error (bad prompt or flags, --resume of an unknown session)' },
  44: { outcome: 'error', meaning: 'sandbox error' },
  52: { outcome: 'error', meaning: 'configuration error' },
  53: { outcome: 'max_turns', meaning: 'session turn limit reached' },
  54: { outcome: 'error', meaning: 'fatal tool execution error (e.g. no space left on device)' },
  55: { outcome: 'error', meaning: 'untrusted workspace (trust the folder or pass --skip-trust)' },
  130: { outcome: 'cancelled', meaning: 'cancelled' },
  144: { outcome: 'error', meaning: 'API error HTTP 400 (exit code = status & 0xFF)' },
  145: { outcome: 'error', meaning: 'API error HTTP 401 (exit code = status & 0xFF)' },
  147: { outcome: 'error', meaning: 'API error HTTP 403 (exit code = status & 0xFF)' },
  148: { outcome: 'error', meaning: 'API error HTTP 404 (exit code = status & 0xFF)' },
  173: { outcome: 'error', meaning: 'API error HTTP 429, quota or rate limit (exit code = status & 0xFF)' },
  244: { outcome: 'error', meaning: 'API error HTTP 500 (exit code = status & 0xFF)' },
  247: { outcome: 'error', meaning: 'API error HTTP 503 (exit code = status & 0xFF)' },
};

/** The fixed sentences of the `error` events that decide the outcome of the following result. */
const MAX_TOKENS_SENTENCE = /exceeded the token limit|\bMAX_TOKENS\b/;
const MAX_TURNS_SENTENCE = /maximum session turns/i;

const InitFrame = z.looseObject({ session_id: z.string().nullish(), model: z.string().nullish() });
const ToolUseFrame = z.looseObject({
  tool_name: z.string(),
  tool_id: z.string(),
  parameters: z.unknown().optional(),
});
const ErrorObject = z.looseObject({ type: z.string().nullish(), message: z.string().nullish() });
const ToolResultFrame = z.looseObject({
  tool_id: z.string(),
  status: z.enum(['success', 'error']).or(z.string()),
  output: z.unknown().optional(),
  error: ErrorObject.nullish(),
});
const ErrorFrame = z.looseObject({
  severity: z.enum(['warning', 'error']).or(z.string()).nullish(),
  message: z.string().nullish(),
});
const ResultFrame = z.looseObject({
  status: z.enum(['success', 'error']).or(z.string()),
  error: ErrorObject.nullish(),
  stats: z
    .looseObject({
      input_tokens: z.number().nullish(),
      output_tokens: z.number().nullish(),
      cached: z.number().nullish(),
      input: z.number().nullish(),
      duration_ms: z.number().nullish(),
    })
    .nullish(),
});

function failureOutcome(errorType: string | null | undefined, lastErrorSentence: string | null): Outcome {
  if (errorType === 'FatalTurnLimitedError') return 'max_turns';
  if (errorType === 'FatalCancellationError') return 'cancelled';
  if (errorType === null || errorType === undefined) {
    if (lastErrorSentence !== null && MAX_TOKENS_SENTENCE.test(lastErrorSentence)) return 'max_tokens';
    if (lastErrorSentence !== null && MAX_TURNS_SENTENCE.test(lastErrorSentence)) return 'max_turns';
  }
  return 'error';
}

class GeminiParser implements FrameParser {
  private model: string | null = null;
  private sessionId: string | null = null;
  private step = 0;
  private stepDue = true;
  private textIndex = -1;
  private lastWasText = false;
  /** Assistant text since the last tool result: the final answer (result carries none). */
  private finalText = '';
  private readonly toolNames = new Map<string, string>();
  /** The message of the latest `error{severity:'error'}` event, for the result that follows. */
  private lastErrorSentence: string | null = null;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    // The error sentence decides only the result that follows it: once the model talks or a tool
    // runs again, the run went on past it. (Frames we do not know do not count as going on.)
    if (frame.type === 'message' || frame.type === 'tool_use' || frame.type === 'tool_result') {
      this.lastErrorSentence = null;
    }
    switch (frame.type) {
      case 'init':
        return this.init(frame, at);
      case 'message':
        return this.message(frame, at);
      case 'tool_use':
        return this.toolUse(frame, at);
      case 'tool_result':
        return this.toolResult(frame, at);
      case 'error':
        return this.error(frame, at);
      case 'result':
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }

  private init(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const init = parseFrame(InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    this.model = init.model ?? null;
    this.sessionId = init.session_id ?? null;
    return [
      {
        kind: 'session',
        sessionId: this.sessionId,
        model: this.model,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at,
      },
    ];
  }

  private messageId(): string {
    return `gemini-step-${this.step}`;
  }

  private openStep(at: number, out: AgentEvent[]): void {
    if (!this.stepDue) return;
    this.step += 1;
    this.stepDue = false;
    this.textIndex = -1;
    this.lastWasText = false;
    out.push({ kind: 'step', messageId: this.messageId(), model: this.model, parentId: null, at });
  }

  private message(frame: Record<string, unknown>, at: number): AgentEvent[] {
    // Hot path (one frame per chunk): typeof checks are the schema.
    if (typeof frame.content !== 'string' || typeof frame.role !== 'string') return [invalidEvent(frame, at)];
    if (frame.role !== 'assistant') return []; // the echoed prompt
    const out: AgentEvent[] = [];
    this.openStep(at, out);
    if (!this.lastWasText) this.textIndex += 1;
    this.lastWasText = true;
    const text = frame.content;
    if (frame.delta === true) {
      this.finalText += text;
      out.push({
        kind: 'text',
        mode: 'delta',
        text,
        messageId: this.messageId(),
        index: this.textIndex,
        parentId: null,
        at,
      });
    } else {
      // Not seen in 0.61 (assistant text is always delta:true); a whole message is its own block.
      this.finalText = text;
      out.push({
        kind: 'text',
        mode: 'block',
        text,
        messageId: this.messageId(),
        index: this.textIndex,
        parentId: null,
        at,
      });
      this.lastWasText = false;
    }
    return out;
  }

  private toolUse(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const use = parseFrame(ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    this.openStep(at, out);
    this.lastWasText = false;
    this.toolNames.set(use.tool_id, use.tool_name);
    const input = use.parameters ?? null;
    out.push({ kind: 'tool_call', id: use.tool_id, name: use.tool_name, input, parentId: null, at });
    if (use.tool_name === 'write_todos') {
      const todos = todosFromInput(input);
      if (todos !== null) out.push({ kind: 'todos', op: 'replace', todos, at });
    }
    return out;
  }

  private toolResult(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.stepDue = true;
    this.lastWasText = false;
    this.finalText = '';
    const ok = res.status === 'success';
    return [
      {
        kind: 'tool_result',
        id: res.tool_id,
        name: this.toolNames.get(res.tool_id) ?? null,
        // Unknown statuses are not taken for success.
        status: ok ? 'ok' : 'error',
        output: outputText(res.output) ?? (ok ? null : (res.error?.message ?? res.error?.type ?? null)),
        exitCode: null,
        durationMs: null,
        parentId: null,
        at,
      },
    ];
  }

  private error(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const err = parseFrame(ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    const message = err.message ?? 'Gemini CLI reported an error';
    const level = err.severity === 'warning' ? 'warning' : 'error';
    if (level === 'error') this.lastErrorSentence = message;
    return [{ kind: 'notice', level, code: `gemini_${level}`, message, at }];
  }

  private result(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    const stats = res.stats;
    if (stats !== null && stats !== undefined) {
      const cached = finiteOrNull(stats.cached) ?? 0;
      // `input` is the non-cached prompt; older versions only give input_tokens (cached included).
      const input =
        finiteOrNull(stats.input) ?? Math.max(0, (finiteOrNull(stats.input_tokens) ?? 0) - cached);
      out.push({
        kind: 'usage',
        cumulative: true,
        messageId: null,
        tokens: { input, output: finiteOrNull(stats.output_tokens) ?? 0, cacheRead: cached, cacheWrite: 0 },
        // Gemini reports no cost: null, so views say n/a.
        costUsd: null,
        at,
      });
    }
    const success = res.status === 'success';
    const outcome: Outcome = success ? 'success' : failureOutcome(res.error?.type, this.lastErrorSentence);
    // Fatal errors print zeroed stats (duration_ms: 0): that is "not reported", not "took 0 ms".
    const duration = stats?.duration_ms;
    out.push({
      kind: 'result',
      outcome,
      subtype: res.status,
      isError: !success,
      text: this.finalText !== '' ? this.finalText : null,
      errorMessage: success
        ? null
        : (res.error?.message ?? this.lastErrorSentence ?? `Gemini CLI ended with status ${res.status}`),
      turns: null,
      durationMs: typeof duration === 'number' && duration > 0 ? duration : null,
      sessionId: this.sessionId,
      stopReason: null,
      terminalReason: res.error?.type ?? null,
      permissionDenials: null,
      at,
    });
    return out;
  }
}

function isIsoTimestamp(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value);
}

/** Detection evidence (dialects.md §8): 10 = only Gemini prints this, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('jsonrpc' in frame || 'subtype' in frame) return 0; // Gemini frames never have a subtype
  const iso = isIsoTimestamp(frame.timestamp);
  switch (frame.type) {
    case 'init':
      return iso ? 10 : 4;
    case 'message':
      return typeof frame.role === 'string' && typeof frame.content === 'string' ? (iso ? 10 : 4) : 0;
    case 'tool_use':
      return typeof frame.tool_name === 'string' && 'tool_id' in frame ? 10 : 0;
    case 'tool_result':
      return 'tool_id' in frame && 'status' in frame ? 10 : 0;
    case 'error':
      return 'severity' in frame ? 10 : 0;
    case 'result':
      return typeof frame.status === 'string' ? (iso ? 10 : 5) : 0;
    default:
      return 0;
  }
}

export const gemini: DialectDefinition = {
  name: 'gemini',
  reportsRetries: false, // retries are printed on stderr only
  exitCodes,
  createParser: () => new GeminiParser(),
  score,
};
