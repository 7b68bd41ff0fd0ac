/**
 * caliban — `caliban -p --output-format stream-json [--include-partial-messages]
 * [--include-hook-events] [--include-tool-dispatch-events]` (dialects.md §5).
 *
 * Claude-like, but with top-level `text`/`thinking` deltas, top-level `tool_use`/`tool_result`
 * frames, an end-of-turn `message` frame that REPEATS the turn's tool_use blocks (we take only its
 * text), and `result` subtypes that already equal our outcomes. No ids on text, so text blocks are
 * keyed by a synthetic step id (`caliban-step-N`): a new step opens at the first text, thinking or
 * message after a tool result (the model was called again). caliban versions differ in whether a
 * turn's `tool_use` frames come before or after its `message` (one defers each `tool_use` until its
 * result), so a `tool_use` never opens a step by itself except at the very start: steps may be
 * undercounted, text is never doubled or merged across steps.
 */
import * as z from 'zod/mini';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, Outcome, ResultEvent } from '../events.js';
import {
  type ExitCodeTable,
  finiteOrNull,
  frameKind,
  guarded,
  invalidEvent,
  isTodoToolName,
  jitLooseObject,
  once,
  outputText,
  parseFrame,
  StepCounter,
  sessionField,
  textOfContent,
  todosFromInput,
  unknownEvent,
} from './frame-kit.js';

/** caliban `exit_code_for` (dialects.md §5.4). Used only when the stream has no `result` frame. */
export const exitCodes: ExitCodeTable = {
  1: { outcome: 'error', meaning: 'run, provider, session-load or I/O error (also max_tokens)' },
  2: { outcome: 'error', meaning: '--json-schema validation failed' },
  64: { outcome: 'error', meaning: 'usage error: malformed stream-json input, schema or flags' },
  66: { outcome: 'error', meaning: 'no input: --resume not found, --continue without sessions' },
  75: { outcome: 'max_turns', meaning: 'turn limit (--max-turns) reached' },
  78: { outcome: 'error', meaning: 'configuration error (or stdin over 10 MiB)' },
  124: { outcome: 'cancelled', meaning: 'cancelled (Ctrl-C / SIGTERM)' },
  130: { outcome: 'cancelled', meaning: 'interrupted (SIGINT)' },
  // 137 collides with SIGKILL (128+9): only trust it when no signal was reported.
  137: { outcome: 'budget_exceeded', meaning: 'cost budget (--max-budget-usd) exceeded' },
};

const RESULT_SUBTYPES = [
  'success',
  'error',
  'max_turns',
  'budget_exceeded',
  'cancelled',
  'max_tokens',
] as const;

const FALLBACK_ERROR: Record<
  Exclude<Outcome, 'success' | 'timed_out' | 'incomplete' | 'waiting_for_input'>,
  string
> = {
  error: 'caliban reported an error',
  max_turns: 'caliban stopped: the turn limit (--max-turns) was reached',
  budget_exceeded: 'caliban stopped: the cost budget (--max-budget-usd) was exceeded',
  cancelled: 'caliban run was cancelled',
  max_tokens: 'the model hit its output token limit (max_tokens)',
};

// Built on first use: a stream of one dialect never builds the other five's schemas, and an
// empty stream builds none (start-up time).
function buildSchemas() {
  const SystemFrame = jitLooseObject({ subtype: z.string() });
  const InitFrame = jitLooseObject({
    session_id: z.nullish(z.string()),
    model: z.nullish(z.string()),
    cwd: z.nullish(z.string()),
    permission_mode: z.nullish(z.string()),
    tools: z.nullish(z.array(z.string())),
    version: z.nullish(z.string()),
  });
  const ApiRetryFrame = jitLooseObject({
    attempt: z.nullish(z.number()),
    max_retries: z.nullish(z.number()),
    retry_delay_ms: z.nullish(z.number()),
    error_status: z.nullish(z.number()),
    error_category: z.nullish(
      z.union([
        z.enum(['overloaded', 'rate_limit', 'timeout', 'network', 'server_error', 'other']),
        z.string(),
      ]),
    ),
    message: z.nullish(z.string()),
  });
  const ToolUseFrame = jitLooseObject({ id: z.string(), name: z.string(), input: z.optional(z.unknown()) });
  const ToolResultFrame = jitLooseObject({
    tool_use_id: z.string(),
    is_error: z.nullish(z.boolean()),
    content: z.optional(z.unknown()),
    t_ms: z.nullish(z.number()),
  });
  const MessageFrame = jitLooseObject({ role: z.nullish(z.string()), content: z.array(z.unknown()) });
  const HookFrame = jitLooseObject({ hookEventName: z.nullish(z.string()) });
  const WarningFrame = jitLooseObject({ subtype: z.nullish(z.string()), message: z.nullish(z.string()) });
  const ResultFrame = jitLooseObject({
    subtype: z.nullish(z.union([z.enum(RESULT_SUBTYPES), z.string()])),
    is_error: z.nullish(z.boolean()),
    result: z.nullish(z.string()),
    error: z.nullish(z.string()),
    last_assistant_text: z.nullish(z.string()),
    tool_calls_seen: z.nullish(z.number()),
    session_id: z.nullish(z.string()),
    total_cost_usd: z.nullish(z.number()),
    turns: z.nullish(z.number()),
    num_turns: z.nullish(z.number()),
    total_input_tokens: z.nullish(z.number()),
    total_output_tokens: z.nullish(z.number()),
    usage: z.nullish(
      jitLooseObject({ input_tokens: z.nullish(z.number()), output_tokens: z.nullish(z.number()) }),
    ),
    duration_ms: z.nullish(z.number()),
  });
  return {
    SystemFrame,
    InitFrame,
    ApiRetryFrame,
    ToolUseFrame,
    ToolResultFrame,
    MessageFrame,
    HookFrame,
    WarningFrame,
    ResultFrame,
  };
}
const schemas = once(buildSchemas);

function resultOutcome(subtype: string | null | undefined, isError: boolean | null | undefined): Outcome {
  if (subtype === 'success') return isError === true ? 'error' : 'success';
  if ((RESULT_SUBTYPES as readonly string[]).includes(subtype ?? '')) return subtype as Outcome;
  // A subtype from a newer caliban: trust an explicit is_error:false, otherwise it is a failure.
  return isError === false ? 'success' : 'error';
}

class CalibanParser implements FrameParser {
  private model: string | null = null;
  private readonly steps = new StepCounter('caliban');
  private thinkingOpen = false;
  private toolCalls = 0;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    switch (frame.type) {
      case 'system':
        return this.system(frame, at);
      case 'text':
        return this.text(frame, at);
      case 'thinking':
        return this.thinking(frame, at);
      case 'tool_use':
        return this.toolUse(frame, at);
      case 'tool_result':
        return this.toolResult(frame, at);
      case 'message':
        return this.message(frame, at);
      case 'user':
        // The echoed prompt (--replay-user-messages): not assistant output.
        return [];
      case 'hook_event': {
        const hook = parseFrame(schemas().HookFrame, frame);
        if (hook === null) return [invalidEvent(frame, at)];
        const name = hook.hookEventName ?? 'hook';
        return [{ kind: 'notice', level: 'info', code: 'hook_event', message: `hook ${name}`, at }];
      }
      case 'warning': {
        const warning = parseFrame(schemas().WarningFrame, frame);
        if (warning === null) return [invalidEvent(frame, at)];
        const code = warning.subtype ?? 'warning';
        return [{ kind: 'notice', level: 'warning', code, message: warning.message ?? code, at }];
      }
      case 'result':
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }

  private system(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const sys = parseFrame(schemas().SystemFrame, frame);
    if (sys === null) return [invalidEvent(frame, at)];
    if (sys.subtype === 'init') {
      const init = parseFrame(schemas().InitFrame, frame);
      if (init === null) return [invalidEvent(frame, at)];
      this.model = init.model ?? null;
      return [
        {
          kind: 'session',
          sessionId: init.session_id || null,
          model: this.model,
          cwd: init.cwd ?? null,
          cliVersion: init.version ?? null,
          permissionMode: init.permission_mode ?? null,
          tools: init.tools ?? null,
          at,
        },
      ];
    }
    if (sys.subtype === 'api_retry') {
      const retry = parseFrame(schemas().ApiRetryFrame, frame);
      if (retry === null) return [invalidEvent(frame, at)];
      return [
        {
          kind: 'retry',
          attempt: retry.attempt ?? null,
          maxRetries: retry.max_retries ?? null,
          delayMs: retry.retry_delay_ms ?? null,
          httpStatus: retry.error_status ?? null,
          category: retry.error_category ?? null,
          message: retry.message ?? null,
          at,
        },
      ];
    }
    return [unknownEvent(frameKind(frame), at)];
  }

  /** Opens a new step when one is due (start of the run, or after a tool result). */
  private openStep(at: number, out: AgentEvent[]): void {
    if (this.steps.open(at, this.model, out)) this.thinkingOpen = false;
  }

  private text(frame: Record<string, unknown>, at: number): AgentEvent[] {
    // Hot path (one frame per token under --include-partial-messages): a typeof check is the schema.
    if (typeof frame.delta !== 'string') return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    this.openStep(at, out);
    const index = this.steps.textBlock();
    this.thinkingOpen = false;
    out.push({
      kind: 'text',
      mode: 'delta',
      text: frame.delta,
      messageId: this.steps.messageId(),
      index,
      parentId: null,
      at,
    });
    return out;
  }

  private thinking(frame: Record<string, unknown>, at: number): AgentEvent[] {
    if (typeof frame.delta !== 'string') return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    this.openStep(at, out);
    this.steps.breakText();
    // One thinking event per thinking block, not one per token.
    if (!this.thinkingOpen) out.push({ kind: 'thinking', parentId: null, at });
    this.thinkingOpen = true;
    return out;
  }

  private toolUse(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const use = parseFrame(schemas().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    if (this.steps.step === 0) this.openStep(at, out);
    this.steps.breakText();
    this.thinkingOpen = false;
    this.toolCalls += 1;
    out.push({ kind: 'tool_call', id: use.id, name: use.name, input: use.input ?? null, parentId: null, at });
    if (isTodoToolName(use.name)) {
      const todos = todosFromInput(use.input);
      if (todos !== null) out.push({ kind: 'todos', op: 'replace', todos, at });
    }
    return out;
  }

  private toolResult(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(schemas().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    // The model is called again after its tools returned: its next output is a new step.
    this.steps.next();
    return [
      {
        kind: 'tool_result',
        id: res.tool_use_id,
        name: null,
        status: res.is_error === true ? 'error' : 'ok',
        output: outputText(res.content),
        exitCode: null,
        durationMs: res.t_ms ?? null,
        parentId: null,
        at,
      },
    ];
  }

  /**
   * The end-of-turn assistant message. Its tool_use blocks repeat the top-level `tool_use` frames
   * and are NOT counted again; only its text blocks are used, as complete blocks (they replace any
   * streamed deltas for the same step and index).
   */
  private message(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const msg = parseFrame(schemas().MessageFrame, frame);
    if (msg === null) return [invalidEvent(frame, at)];
    if (msg.role !== undefined && msg.role !== null && msg.role !== 'assistant') return [];
    const out: AgentEvent[] = [];
    this.openStep(at, out);
    let index = -1;
    let previousWasText = false;
    for (const block of msg.content) {
      const isText =
        block !== null &&
        typeof block === 'object' &&
        (block as Record<string, unknown>).type === 'text' &&
        typeof (block as Record<string, unknown>).text === 'string';
      if (isText) {
        if (!previousWasText) index += 1;
        out.push({
          kind: 'text',
          mode: 'block',
          text: textOfContent([block]) ?? '',
          messageId: this.steps.messageId(),
          index,
          parentId: null,
          at,
        });
      }
      previousWasText = isText;
    }
    return out;
  }

  private result(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(schemas().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const outcome = resultOutcome(res.subtype, res.is_error);
    const out: AgentEvent[] = [];
    const input = res.usage?.input_tokens ?? res.total_input_tokens;
    const output = res.usage?.output_tokens ?? res.total_output_tokens;
    const hasTokens = typeof input === 'number' || typeof output === 'number';
    if (hasTokens || typeof res.total_cost_usd === 'number') {
      out.push({
        kind: 'usage',
        cumulative: true,
        messageId: null,
        tokens: hasTokens
          ? {
              input: finiteOrNull(input) ?? 0,
              output: finiteOrNull(output) ?? 0,
              cacheRead: 0,
              cacheWrite: 0,
            }
          : null,
        costUsd: res.total_cost_usd ?? null,
        at,
      });
    }
    if (typeof res.tool_calls_seen === 'number' && res.tool_calls_seen > this.toolCalls) {
      out.push({
        kind: 'notice',
        level: 'warning',
        code: 'tool_calls_unseen',
        message: `caliban reports ${res.tool_calls_seen} tool calls; the stream showed ${this.toolCalls}`,
        at,
      });
    }
    const failed = outcome !== 'success';
    const result: ResultEvent = {
      kind: 'result',
      outcome,
      subtype: res.subtype ?? null,
      isError: res.is_error ?? failed,
      // On failure caliban omits `result` and gives the last assistant text instead.
      text: res.result ?? res.last_assistant_text ?? null,
      errorMessage: failed
        ? (res.error ?? FALLBACK_ERROR[outcome as keyof typeof FALLBACK_ERROR] ?? null)
        : null,
      turns: res.num_turns ?? res.turns ?? null,
      durationMs: res.duration_ms ?? null,
      // Pre-flight failures print `session_id: ""`.
      sessionId: res.session_id || null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at,
    };
    out.push(result);
    return out;
  }
}

/** Detection evidence (dialects.md §8): 10 = only caliban prints this, 4-6 = strong, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('uuid' in frame || 'jsonrpc' in frame) return 0; // Claude frames carry uuid; caliban's never do
  switch (frame.type) {
    case 'system':
      if (frame.subtype === 'init') {
        return 'bare_mode' in frame || 'settingSources' in frame || 'permission_mode' in frame ? 10 : 0;
      }
      if (frame.subtype === 'api_retry') return 'error_category' in frame ? 10 : 0;
      return 0;
    case 'text':
    case 'thinking':
      return typeof frame.delta === 'string' && !('subtype' in frame) && !('part' in frame) ? 6 : 0;
    case 'tool_use':
      return typeof frame.id === 'string' && typeof frame.name === 'string' && 'input' in frame ? 6 : 0;
    case 'tool_result':
      return typeof frame.tool_use_id === 'string' ? 6 : 0;
    case 'message':
      return Array.isArray(frame.content) && 'role' in frame && !('timestamp' in frame) ? 6 : 0;
    case 'hook_event':
      return 'hookEventName' in frame ? 10 : 4;
    case 'warning':
      return 4;
    case 'result':
      return 'turns' in frame || 'total_input_tokens' in frame || 'turns_without_edit' in frame ? 6 : 0;
    case 'user':
      return 'content' in frame && !('message' in frame) ? 3 : 0;
    default:
      return 0;
  }
}

export const caliban: DialectDefinition = {
  sessionOf: sessionField('session_id'),
  name: 'caliban',
  reportsRetries: true, // system/api_retry frames
  exitCodes,
  createParser: () => new CalibanParser(),
  score,
};
