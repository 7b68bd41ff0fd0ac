/**
 * OpenAI Codex CLI — `codex exec --json "<prompt>" < /dev/null` (dialects.md §4).
 *
 * `thread.started` → `turn.started` → `item.started|updated|completed` → exactly one of
 * `turn.completed` (success; carries the token usage) or `turn.failed` (error) — except an
 * interrupt, which ends with no terminal frame at all. A top-level `error` is NOT terminal: it is a
 * reconnect attempt ("Reconnecting... 2/5 (…)") or a notification. A non-reconnect one is held
 * until the next frame says what it was: Codex 0.169 prints its fatal error once as `error` and
 * again as `turn.failed` (one failure, not a warning and a failure); one the run survives (any
 * other frame follows) is a warning and counts as a retry. Tool items are correlated by `item.id`
 * per item type; agent messages are whole blocks keyed by their item id. No cost.
 *
 * Codex 0.169 emits NO item for a tool its sandbox blocked (a patch or a command that writes in
 * the read-only sandbox): it says so only on stderr. `stderrLine` turns those lines into a denied
 * tool call, so a blocked run is not reported as a clean success with nothing done.
 */
import * as z from 'zod/mini';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, ToolResultStatus } from '../events.js';
import {
  type ExitCodeTable,
  finiteOrNull,
  frameKind,
  guarded,
  invalidEvent,
  jitLooseObject,
  once,
  outputText,
  parseFrame,
  providerErrorWords,
  sessionField,
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
/** 0.169's turn.failed when the API stopped at the output limit (`response.incomplete`). */
const OUTPUT_LIMIT = /Incomplete response returned, reason: max_output_tokens/i;
const RECONNECTING = /^\s*Reconnecting\b/i;
/**
 * A retry message that names a transport failure. Codex's messages often hide the HTTP status (a
 * 500 reads "We're currently experiencing high demand…"): a retry is "connection failed" only
 * when the message says so, never for want of a status.
 */
const NETWORK_FAILURE =
  /stream disconnected|error sending request|connection (?:refused|reset|closed)|dns error|failed to lookup|timed? ?out|waiting for network/i;

/**
 * stderr lines of Codex 0.169 (default log level `error`, plus `codex_sandboxing::violation=warn`,
 * which the codex recipe sets) that say a tool was blocked — the only trace such a tool leaves:
 * - `ERROR codex_core::tools::router: error=patch rejected: writing is blocked by read-only sandbox; …`
 * - `ERROR codex_core::tools::router: error=approval policy is Never; reject command — …`
 * - `WARN codex_sandboxing::violation: recorded sandbox violation: resource=filesystem … reason=read_only_file_system …`
 * Each was seen for a tool that got no item; lines seen next to an item of their own are not here.
 */
/**
 * A command's output when Codex's Linux sandbox (bubblewrap) cannot create its namespaces — no
 * unprivileged user namespaces, e.g. on Ubuntu 24.04 (AppArmor): every sandboxed command fails
 * with it ("bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted", "bwrap: Creating new
 * namespace failed: …").
 */
const SANDBOX_UNAVAILABLE = /^bwrap: .*(?:namespace|RTM_NEWADDR|Operation not permitted|No permissions).*$/m;

const BLOCKED_ON_STDERR: ReadonlyArray<{
  /** The line names the block; group 1 (the rest of the line) is the message. */
  pattern: RegExp;
  /** And the message also says this. */
  also?: RegExp;
  tool: string;
  /** What was blocked, short, for the tool call's input (Codex logs no command or path). */
  what: (message: string) => string;
}> = [
  {
    pattern: /\bcodex_core::tools::router: error=(patch rejected: [\s\S]*)/,
    tool: 'apply_patch',
    what: (m) => `a patch: ${/^patch rejected: ([^;]*)/.exec(m)?.[1] ?? m}`,
  },
  {
    pattern: /\bcodex_core::tools::router: error=(approval policy is \w+; reject command[\s\S]*)/,
    tool: 'shell',
    what: () => 'a command that asked to run outside the sandbox',
  },
  {
    // Only this reason: it is the one seen with NO item (a command that wrote in the read-only
    // sandbox, or outside the writable roots). Others come with a failed item of their own
    // (`failed_to_write_file`: a patch the sandbox could not apply) and must not count twice.
    pattern: /\bcodex_sandboxing::violation: recorded (sandbox violation: [\s\S]*)/,
    also: /\breason=read_only_file_system\b/,
    tool: 'shell',
    what: (m) => {
      const reason = /\breason=(\S+)/.exec(m)?.[1]?.replace(/_/g, ' ');
      return `a command: blocked by the sandbox${reason ? ` (${reason})` : ''}`;
    },
  },
];

const TOOL_ITEM_TYPES = new Set([
  'command_execution',
  'file_change',
  'mcp_tool_call',
  'web_search',
  'collab_tool_call',
]);

// Built on first use: a stream of one dialect never builds the other five's schemas, and an
// empty stream builds none (start-up time).
function buildSchemas() {
  const ThreadStarted = jitLooseObject({ thread_id: z.nullish(z.string()) });
  const ItemFrame = jitLooseObject({
    item: jitLooseObject({
      id: z.string(),
      // Codex's first shape of items (openai/codex pull request 4525) used `item_type` and
      // `assistant_message`; accept both spellings.
      type: z.optional(z.string()),
      item_type: z.optional(z.string()),
      status: z.nullish(z.union([z.enum(['in_progress', 'completed', 'failed', 'declined']), z.string()])),
    }),
  });
  const TurnCompleted = jitLooseObject({
    usage: z.nullish(
      jitLooseObject({
        input_tokens: z.nullish(z.number()),
        cached_input_tokens: z.nullish(z.number()),
        cache_write_input_tokens: z.nullish(z.number()),
        output_tokens: z.nullish(z.number()),
      }),
    ),
  });
  const TurnFailed = jitLooseObject({
    error: z.nullish(jitLooseObject({ message: z.nullish(z.string()) })),
  });
  const ErrorFrame = jitLooseObject({ message: z.string() });
  return { ThreadStarted, ItemFrame, TurnCompleted, TurnFailed, ErrorFrame };
}
const schemas = once(buildSchemas);

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
    case 'file_change': {
      // `path` (the first file changed) so the views can show and annotate it like an Edit's.
      const changes = Array.isArray(item.changes) ? item.changes : [];
      const first = str(((changes[0] ?? {}) as { path?: unknown }).path);
      return first === null ? { changes } : { changes, path: first };
    }
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

/** Two error texts that differ only in the request id Codex appends to each attempt. */
function sameCause(a: string, b: string): boolean {
  const bare = (m: string) => m.replace(/(?:,|(?<![\s,]))\s*request id: \S+/g, '').trim();
  return bare(a) === bare(b);
}

function parseReconnect(message: string): {
  attempt: number | null;
  max: number | null;
  status: number | null;
  /** What went wrong: the text in the parentheses of "Reconnecting... 2/5 (…)", else the message. */
  cause: string;
  category: string;
} {
  const counts = /(?<!\d)(\d+)\s*\/\s*(\d+)/.exec(message);
  // The status as Codex words it ("unexpected status 401 Unauthorized", "last status: 429 …"):
  // a bare three-digit number elsewhere (a request id, a byte count) is not one.
  const status = /\bstatus:? ([45]\d\d)\b/.exec(message);
  const cause = /^\s*Reconnecting\b[^(]*\((.*)\)\s*$/s.exec(message)?.[1] ?? message;
  return {
    attempt: counts ? Number(counts[1]) : null,
    max: counts ? Number(counts[2]) : null,
    status: status ? Number(status[1]) : null,
    cause,
    category: status ? 'http_error' : NETWORK_FAILURE.test(cause) ? 'network' : 'error',
  };
}

class CodexParser implements FrameParser {
  private threadId: string | null = null;
  private turns = 0;
  private lastAgentMessage: string | null = null;
  private readonly startedTools = new Set<string>();
  /** A top-level non-reconnect `error`, until we learn whether the run survived it. */
  private pendingError: { message: string; at: number } | null = null;
  /** The cause of the last "Reconnecting…" retry: a turn.failed with it is an API failure. */
  private lastRetryCause: string | null = null;
  /** Denied tool calls made from stderr lines (they have no item id of their own). */
  private blocked = 0;
  /** The sandbox-could-not-start notice is said once, not for every command it fails. */
  private saidSandboxUnavailable = false;

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
        const started = parseFrame(schemas().ThreadStarted, frame);
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

  /**
   * The run went on after a top-level error: it was a warning the run survived, and it was
   * retried (dialects.md §9.3.5). Said now, when that is known.
   */
  private survivedError(at: number): AgentEvent[] {
    if (this.pendingError === null) return [];
    const { message } = this.pendingError;
    this.pendingError = null;
    const parsed = parseReconnect(message);
    return [
      { kind: 'notice', level: 'warning', code: 'codex_error', message, at },
      {
        kind: 'retry',
        attempt: parsed.attempt,
        maxRetries: parsed.max,
        delayMs: null,
        httpStatus: parsed.status,
        category: parsed.category,
        message,
        at,
      },
    ];
  }

  private topLevelError(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const err = parseFrame(schemas().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    if (RECONNECTING.test(err.message)) {
      const parsed = parseReconnect(err.message);
      this.lastRetryCause = parsed.cause;
      return [
        ...this.survivedError(at),
        {
          kind: 'retry',
          attempt: parsed.attempt,
          maxRetries: parsed.max,
          delayMs: null,
          httpStatus: parsed.status,
          category: parsed.category,
          message: err.message,
          at,
        },
      ];
    }
    // Held: a `turn.failed` with the same message may follow (then it is that failure).
    const out = this.survivedError(at);
    this.pendingError = { message: err.message, at };
    return out;
  }

  /** The stream ended with an error still held: the run did not get to say more, keep it. */
  end(_at: number): AgentEvent[] {
    if (this.pendingError === null) return [];
    const { message, at } = this.pendingError;
    this.pendingError = null;
    return [
      { kind: 'notice', level: 'warning', code: 'codex_error', message: providerErrorWords(message), at },
    ];
  }

  /** A stderr line that says a tool was blocked (BLOCKED_ON_STDERR) → a denied tool call. */
  stderrLine(line: string, at: number): AgentEvent[] {
    for (const { pattern, also, tool, what } of BLOCKED_ON_STDERR) {
      const match = pattern.exec(line);
      if (!match || (also && !also.test(match[1]!))) continue;
      const message = match[1]!.trim();
      const id = `codex-blocked-${++this.blocked}`;
      const input = what(message);
      return [
        { kind: 'tool_call', id, name: tool, input, parentId: null, at },
        // The denial before the result, so the views report it once (annotations key on it).
        { kind: 'permission_denied', tool, toolUseId: id, input, message, at },
        {
          kind: 'tool_result',
          id,
          name: tool,
          status: 'denied',
          output: message,
          exitCode: null,
          durationMs: 0,
          parentId: null,
          at,
        },
      ];
    }
    return [];
  }

  private item(frameType: string, frame: Record<string, unknown>, at: number): AgentEvent[] {
    if (frameType !== 'item.started' && frameType !== 'item.updated' && frameType !== 'item.completed') {
      return [unknownEvent(frameType, at)]; // item.plan.delta and newer
    }
    const parsed = parseFrame(schemas().ItemFrame, frame);
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
    // bwrap's complaint is the first line of the output: never scan a long output whole.
    const bwrap =
      status === 'error' && output !== null ? SANDBOX_UNAVAILABLE.exec(output.slice(0, 2048)) : null;
    if (bwrap && !this.saidSandboxUnavailable) {
      this.saidSandboxUnavailable = true;
      out.push({
        kind: 'notice',
        level: 'warning',
        code: 'codex_sandbox_unavailable',
        message:
          `Codex's sandbox could not start, so every sandboxed command fails (${bwrap[0].trim()}). ` +
          'It needs unprivileged user namespaces (Ubuntu 24.04 restricts them: ' +
          '`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`), or run codex without its sandbox ' +
          "('permission-mode: bypassPermissions') where the machine itself is the sandbox.",
        at,
      });
    }
    return out;
  }

  private turnCompleted(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const turn = parseFrame(schemas().TurnCompleted, frame);
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
    const turn = parseFrame(schemas().TurnFailed, frame);
    if (turn === null) return [invalidEvent(frame, at)];
    const pending = this.pendingError;
    this.pendingError = null;
    const raw = turn.error?.message ?? pending?.message ?? 'codex reported a failed turn';
    // A 400's message is the API's JSON body: the provider's sentence is what a person reads.
    const message = providerErrorWords(raw);
    // The held error IS this failure (Codex prints it twice); a different one was a warning before it.
    const out: AgentEvent[] =
      pending !== null && pending.message !== raw
        ? [
            {
              kind: 'notice',
              level: 'warning',
              code: 'codex_error',
              message: providerErrorWords(pending.message),
              at: pending.at,
            },
          ]
        : [];
    out.push({
      kind: 'result',
      outcome: BUDGET_EXHAUSTED.test(message)
        ? 'budget_exceeded'
        : OUTPUT_LIMIT.test(message)
          ? 'max_tokens'
          : 'error',
      subtype: 'turn.failed',
      isError: true,
      text: this.lastAgentMessage,
      errorMessage: message,
      turns: this.turns > 0 ? this.turns : null,
      durationMs: null,
      sessionId: this.threadId,
      stopReason: OUTPUT_LIMIT.test(message) ? 'max_output_tokens' : null,
      // Retried with the same cause until Codex gave up: the API failed, not the agent.
      terminalReason:
        this.lastRetryCause !== null && sameCause(raw, this.lastRetryCause) ? 'api_error' : null,
      permissionDenials: null,
      at,
    });
    return out;
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
  sessionOf: sessionField('thread_id'),
  name: 'codex',
  reportsRetries: true, // "Reconnecting… n/5" error items
  exitCodes,
  createParser: () => new CodexParser(),
  score,
};
