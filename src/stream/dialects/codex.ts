/**
 * OpenAI Codex CLI — `codex exec --json "<prompt>" < /dev/null` (dialects.md §4).
 *
 * `thread.started` → `turn.started` → `item.started|updated|completed` → exactly one of
 * `turn.completed` (success; carries the token usage) or `turn.failed` (error) — except an
 * interrupt, which ends with no terminal frame at all. A top-level `error` is NOT terminal: it is a
 * reconnect attempt ("Reconnecting... 2/5 (…)") or a notification; one that the run survives (an
 * item follows instead of `turn.failed`) is counted as a retry. Tool items are correlated by
 * `item.id` per item type; agent messages are whole blocks keyed by their item id. No cost.
 */
import { z } from 'zod';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, ToolResultStatus } from '../events.js';
import {
  type ExitCodeTable,
  finiteOrNull,
  frameKind,
  guarded,
  invalidEvent,
  outputText,
  parseFrame,
  textOfContent,
  unknownEvent,
} from './frame-kit.js';

/** Codex collapses almost every failure to 1 (including SIGINT); 2 is an argv error. */
export const exitCodes: ExitCodeTable = {
  1: {
    outcome: 'error',
    meaning: 'codex failed (startup, auth or resume failure, or an interrupt: SIGINT also exits 1)',
  },
  2: { outcome: 'error', meaning: 'usage error (bad command-line arguments)' },
};

const BUDGET_EXHAUSTED = /rollout token budget exhausted/i;
const RECONNECTING = /^\s*Reconnecting\b/i;

const TOOL_ITEM_TYPES = new Set([
  'command_execution',
  'file_change',
  'mcp_tool_call',
  'web_search',
  'collab_tool_call',
]);

const ThreadStarted = z.looseObject({ thread_id: z.string().nullish() });
const ItemFrame = z.looseObject({
  item: z.looseObject({
    id: z.string(),
    // PR #4525's first shape used `item_type` and `assistant_message`; accept both spellings.
    type: z.string().optional(),
    item_type: z.string().optional(),
    status: z.enum(['in_progress', 'completed', 'failed', 'declined']).or(z.string()).nullish(),
  }),
});
const TurnCompleted = z.looseObject({
  usage: z
    .looseObject({
      input_tokens: z.number().nullish(),
      cached_input_tokens: z.number().nullish(),
      cache_write_input_tokens: z.number().nullish(),
      output_tokens: z.number().nullish(),
    })
    .nullish(),
});
const TurnFailed = z.looseObject({
  error: z.looseObject({ message: z.string().nullish() }).nullish(),
});
const ErrorFrame = z.looseObject({ message: z.string() });

type Item = Record<string, unknown> & { id: string; status?: string | null };

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function toolName(type: string, item: Item): string {
  switch (type) {
    case 'command_execution':
      return 'shell';
    case 'file_change':
      return 'apply_patch';
    case 'mcp_tool_call': {
      const server = str(item.server);
      const tool = str(item.tool) ?? 'tool';
      return server === null ? tool : `${server}/${tool}`;
    }
    case 'collab_tool_call':
      return str(item.tool) ?? 'collab';
    default:
      return type;
  }
}

function toolInput(type: string, item: Item): unknown {
  switch (type) {
    case 'command_execution':
      return { command: item.command ?? null };
    case 'file_change':
      return { changes: item.changes ?? [] };
    case 'mcp_tool_call':
      return item.arguments ?? null;
    case 'web_search':
      return { query: item.query ?? null, action: item.action ?? null };
    case 'collab_tool_call':
      return { prompt: item.prompt ?? null, receivers: item.receiver_thread_ids ?? null };
    default:
      return null;
  }
}

function toolOutput(type: string, item: Item): string | null {
  const error = item.error as { message?: unknown } | null | undefined;
  const errorMessage = error !== null && typeof error === 'object' ? str(error.message) : null;
  switch (type) {
    case 'command_execution':
      return str(item.aggregated_output) ?? errorMessage;
    case 'file_change': {
      if (!Array.isArray(item.changes)) return errorMessage;
      const lines = item.changes.map((c) => {
        const change = (c ?? {}) as { kind?: unknown; path?: unknown };
        return `${str(change.kind) ?? 'change'} ${str(change.path) ?? '?'}`;
      });
      return lines.join('\n');
    }
    case 'mcp_tool_call': {
      const result = item.result as { content?: unknown } | null | undefined;
      if (errorMessage !== null) return errorMessage;
      return result !== null && typeof result === 'object' ? outputText(result.content) : null;
    }
    default:
      return errorMessage ?? outputText(item.results ?? item.agents_states ?? null);
  }
}

function toolStatus(type: string, item: Item): ToolResultStatus | null {
  switch (item.status) {
    case 'failed':
      return 'error';
    case 'declined':
      return 'denied';
    case 'completed': {
      const exitCode = finiteOrNull(item.exit_code);
      if (exitCode !== null && exitCode !== 0) return 'error';
      return item.error !== null && item.error !== undefined ? 'error' : 'ok';
    }
    case undefined:
    case null:
      // web_search carries no status: completing is its only success signal.
      return type === 'web_search' ? 'ok' : null;
    default:
      // in_progress (or a newer status) at completion: the outcome is unknown, leave it pending.
      return null;
  }
}

function parseReconnect(message: string): {
  attempt: number | null;
  max: number | null;
  status: number | null;
} {
  const counts = /(\d+)\s*\/\s*(\d+)/.exec(message);
  const status = /\b([45]\d\d)\b/.exec(message.replace(/\d+\s*\/\s*\d+/, ''));
  return {
    attempt: counts ? Number(counts[1]) : null,
    max: counts ? Number(counts[2]) : null,
    status: status ? Number(status[1]) : null,
  };
}

class CodexParser implements FrameParser {
  private threadId: string | null = null;
  private turns = 0;
  private lastAgentMessage: string | null = null;
  private readonly startedTools = new Set<string>();
  /** A top-level non-reconnect `error`, until we learn whether the run survived it. */
  private pendingError: string | null = null;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const type = frame.type;
    if (typeof type === 'string' && type.startsWith('item.')) {
      return [...this.survivedError(at), ...this.item(type, frame, at)];
    }
    switch (type) {
      case 'thread.started': {
        const started = parseFrame(ThreadStarted, frame);
        if (started === null) return [invalidEvent(frame, at)];
        this.threadId = started.thread_id ?? null;
        return [
          {
            kind: 'session',
            sessionId: this.threadId,
            model: null,
            cwd: null,
            cliVersion: null,
            permissionMode: null,
            tools: null,
            at,
          },
        ];
      }
      case 'turn.started':
        this.turns += 1;
        return this.survivedError(at);
      case 'turn.completed':
        return [...this.survivedError(at), ...this.turnCompleted(frame, at)];
      case 'turn.failed':
        return this.turnFailed(frame, at);
      case 'error':
        return this.topLevelError(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }

  /** The run went on after a top-level error: it was retried (dialects.md §9.3.5). */
  private survivedError(at: number): AgentEvent[] {
    if (this.pendingError === null) return [];
    const message = this.pendingError;
    this.pendingError = null;
    const parsed = parseReconnect(message);
    return [
      {
        kind: 'retry',
        attempt: parsed.attempt,
        maxRetries: parsed.max,
        delayMs: null,
        httpStatus: parsed.status,
        category: 'error',
        message,
        at,
      },
    ];
  }

  private topLevelError(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const err = parseFrame(ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    if (RECONNECTING.test(err.message)) {
      const parsed = parseReconnect(err.message);
      return [
        {
          kind: 'retry',
          attempt: parsed.attempt,
          maxRetries: parsed.max,
          delayMs: null,
          httpStatus: parsed.status,
          category: 'reconnect',
          message: err.message,
          at,
        },
      ];
    }
    const out = this.survivedError(at);
    this.pendingError = err.message;
    out.push({ kind: 'notice', level: 'warning', code: 'codex_error', message: err.message, at });
    return out;
  }

  private item(frameType: string, frame: Record<string, unknown>, at: number): AgentEvent[] {
    if (frameType !== 'item.started' && frameType !== 'item.updated' && frameType !== 'item.completed') {
      return [unknownEvent(frameType, at)]; // item.plan.delta and newer
    }
    const parsed = parseFrame(ItemFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const item = parsed.item as Item;
    const rawType = parsed.item.type ?? parsed.item.item_type ?? '';
    const type = rawType === 'assistant_message' ? 'agent_message' : rawType;
    const completed = frameType === 'item.completed';

    if (TOOL_ITEM_TYPES.has(type)) return this.toolItem(type, item, completed, at);
    switch (type) {
      case 'agent_message': {
        if (!completed) return [];
        const text = str(item.text) ?? textOfContent(item.content) ?? '';
        this.lastAgentMessage = text;
        return [
          { kind: 'step', messageId: item.id, model: null, parentId: null, at },
          { kind: 'text', mode: 'block', text, messageId: item.id, index: 0, parentId: null, at },
        ];
      }
      case 'reasoning':
        return completed ? [{ kind: 'thinking', parentId: null, at }] : [];
      case 'todo_list': {
        if (!Array.isArray(item.items)) return [invalidEvent(frame, at)];
        const todos = item.items.flatMap((raw) => {
          const entry = (raw ?? {}) as { text?: unknown; completed?: unknown };
          const content = str(entry.text);
          if (content === null) return [];
          return [{ id: null, content, status: entry.completed === true ? 'completed' : 'pending' } as const];
        });
        return [{ kind: 'todos', op: 'replace', todos, at }];
      }
      case 'error':
        // A non-fatal warning (config, deprecation, model reroute), not a failure.
        return completed
          ? [
              {
                kind: 'notice',
                level: 'warning',
                code: 'codex_warning',
                message: str(item.message) ?? 'warning',
                at,
              },
            ]
          : [];
      default:
        return [unknownEvent(`${frameType}/${type || '(no type)'}`, at)];
    }
  }

  private toolItem(type: string, item: Item, completed: boolean, at: number): AgentEvent[] {
    const key = `${type}:${item.id}`;
    const name = toolName(type, item);
    const out: AgentEvent[] = [];
    if (!this.startedTools.has(key)) {
      this.startedTools.add(key);
      out.push({ kind: 'tool_call', id: item.id, name, input: toolInput(type, item), parentId: null, at });
    }
    if (!completed) return out;
    const status = toolStatus(type, item);
    if (status === null) return out;
    const output = toolOutput(type, item);
    out.push({
      kind: 'tool_result',
      id: item.id,
      name,
      status,
      output,
      exitCode: finiteOrNull(item.exit_code),
      durationMs: null,
      parentId: null,
      at,
    });
    if (status === 'denied') {
      out.push({
        kind: 'permission_denied',
        tool: name,
        toolUseId: item.id,
        input: toolInput(type, item),
        message: output,
        at,
      });
    }
    return out;
  }

  private turnCompleted(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const turn = parseFrame(TurnCompleted, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    const usage = turn.usage;
    if (usage !== null && usage !== undefined) {
      // Codex counts cached tokens inside input_tokens; our `input` is the non-cached part.
      const cached = finiteOrNull(usage.cached_input_tokens) ?? 0;
      out.push({
        kind: 'usage',
        // Recent processors report the thread's running total: never add turns up.
        cumulative: true,
        messageId: null,
        tokens: {
          input: Math.max(0, (finiteOrNull(usage.input_tokens) ?? 0) - cached),
          output: finiteOrNull(usage.output_tokens) ?? 0,
          cacheRead: cached,
          cacheWrite: finiteOrNull(usage.cache_write_input_tokens) ?? 0,
        },
        costUsd: null,
        at,
      });
    }
    out.push({
      kind: 'result',
      outcome: 'success',
      subtype: 'turn.completed',
      isError: false,
      text: this.lastAgentMessage,
      errorMessage: null,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
      at,
    });
    return out;
  }

  private turnFailed(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const turn = parseFrame(TurnFailed, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const message = turn.error?.message ?? this.pendingError ?? 'codex reported a failed turn';
    this.pendingError = null; // the error was fatal, not retried
    return [
      {
        kind: 'result',
        outcome: BUDGET_EXHAUSTED.test(message) ? 'budget_exceeded' : 'error',
        subtype: 'turn.failed',
        isError: true,
        text: this.lastAgentMessage,
        errorMessage: message,
        turns: this.turns > 0 ? this.turns : null,
        durationMs: null,
        sessionId: this.threadId,
        stopReason: null,
        terminalReason: null,
        permissionDenials: null,
        at,
      },
    ];
  }
}

/** Detection evidence (dialects.md §8): 10 = only Codex prints this, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('jsonrpc' in frame) return 0;
  const type = frame.type;
  if (typeof type !== 'string') return 0;
  if (type.startsWith('thread.') || type.startsWith('turn.') || type.startsWith('item.')) return 10;
  // A bare `{type:'error', message}`: Gemini's has severity, opencode's an error object.
  if (type === 'error' && typeof frame.message === 'string' && Object.keys(frame).length === 2) return 2;
  return 0;
}

export const codex: DialectDefinition = {
  name: 'codex',
  reportsRetries: true, // "Reconnecting… n/5" error items
  exitCodes,
  createParser: () => new CodexParser(),
  score,
};
