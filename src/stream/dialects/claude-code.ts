/**
 * The Claude Code dialect: `claude -p --output-format stream-json --verbose
 * [--include-partial-messages]` frames -> normalized AgentEvents.
 *
 * What the real CLI prints (and its traps) is catalogued in
 * ../shared/reference/claude-code-stream-json.md; the comments below name the trap they handle.
 *
 * Validation is lazy on purpose: `stream_event` frames (text/json deltas: the bulk of a stream with
 * partial messages) are read with direct `typeof` checks; the other frames have zod schemas that
 * check only the fields we read (unknown fields pass; enums accept new values). The frequent ones
 * (assistant, user, system/status) are first tried against hand-written guards that accept a
 * subset of what their schema accepts; only a frame a guard refuses pays for the schema. The
 * stream_event lines that yield no event at all (tool-input deltas, block and message stops) are
 * not even parsed: `quietLine` recognizes them from their text (claude-quiet-lines.ts).
 * Nothing here throws: a frame that fails its schema becomes an `unknown` event `invalid:<type>`.
 */
import * as z from 'zod/mini';
import { ownValue } from '../../own-keys.js';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type {
  AgentEvent,
  McpServerState,
  Outcome,
  TodoItem,
  TodoStatus,
  TokenCounts,
  ToolResultStatus,
  UnknownEvent,
} from '../events.js';
import { RecentMap } from '../recent-map.js';
import {
  blockStartIndex,
  QUIET_BLOCK_START,
  QUIET_BLOCK_STOP,
  QUIET_INPUT_DELTA,
  QUIET_MESSAGE_STOP,
  QUIET_STATUS,
  quietLineKind,
} from './claude-quiet-lines.js';
import { jitLooseObject, jitObject, once, sessionField } from './frame-kit.js';

// ---------------------------------------------------------------------------------------------
// Schemas: the fields we read, nothing more. `jitObject` (zod's `z.object`, strip mode) rather than
// `jitLooseObject` (frame-kit.ts): unknown fields are still accepted (never an error), they are
// just not copied into the parse result, which we never read. Copying them walked every key of
// large frames (init, tool results) and cost about a tenth of the whole fold in the 100 MiB bench.

// Built on first use: a stream of one dialect never builds the other five's schemas, and an
// empty stream builds none (start-up time).
function buildSchemas() {
  const nstr = z.nullish(z.string());
  const nnum = z.nullish(z.number());

  const ApiUsage = jitObject({
    input_tokens: nnum,
    output_tokens: nnum,
    cache_read_input_tokens: nnum,
    cache_creation_input_tokens: nnum,
  });

  const InitFrame = jitObject({
    session_id: nstr,
    model: nstr,
    cwd: nstr,
    claude_code_version: nstr,
    permissionMode: nstr,
    tools: z.nullish(z.array(z.unknown())),
    // Entries are read one by one (mcpServersOf): a malformed one is skipped, never the frame.
    mcp_servers: z.nullish(z.array(z.unknown())),
  });

  // Loose on purpose: blocks are read again by kind (text, tool_use, tool_result) from this result.
  const Block = jitLooseObject({ type: z.string() });
  // Text and tool_use blocks are checked by hand where they are read (assistant()): a text block
  // needs a string `text`; a tool_use block a string `id` and `name` (its `input` may be anything).
  const ToolResultBlock = jitObject({
    type: z.literal('tool_result'),
    tool_use_id: z.string(),
    content: z.optional(z.unknown()),
    is_error: z.nullish(z.boolean()),
  });

  const AssistantFrame = jitObject({
    message: jitObject({
      id: nstr,
      model: nstr,
      content: z.array(Block),
      usage: z.nullish(ApiUsage),
    }),
    parent_tool_use_id: nstr,
    is_api_error_message: z.nullish(z.boolean()),
    api_error_status: nnum,
    /** SDKAssistantMessageError (`authentication_failed`, `billing_error`, …) on a CLI-made message. */
    error: nstr,
  });

  const ToolResultMeta = jitObject({
    id: nstr,
    non_execution_kind: nstr,
    permission_decision: z.nullish(jitObject({ decision: nstr })),
  });

  const UserFrame = jitObject({
    message: jitObject({ content: z.union([z.string(), z.array(Block)]) }),
    parent_tool_use_id: nstr,
    tool_use_result: z.optional(z.unknown()),
    tool_result_meta: z.nullish(z.array(ToolResultMeta)),
  });

  const ResultSubtype = z.union([
    z.enum([
      'success',
      'error_during_execution',
      'error_max_turns',
      'error_max_budget_usd',
      'error_max_structured_output_retries',
    ]),
    z.string(),
  ]);

  const ModelUsageEntry = jitObject({
    inputTokens: nnum,
    outputTokens: nnum,
    cacheReadInputTokens: nnum,
    cacheCreationInputTokens: nnum,
  });

  const ResultFrame = jitObject({
    subtype: ResultSubtype,
    is_error: z.boolean(),
    num_turns: nnum,
    duration_ms: nnum,
    total_cost_usd: nnum,
    result: nstr,
    errors: z.nullish(z.array(z.unknown())),
    stop_reason: nstr,
    terminal_reason: nstr,
    session_id: nstr,
    api_error_status: nnum,
    usage: z.nullish(ApiUsage),
    modelUsage: z.nullish(z.record(z.string(), ModelUsageEntry)),
    permission_denials: z.nullish(
      z.array(jitObject({ tool_name: z.string(), tool_use_id: nstr, tool_input: z.optional(z.unknown()) })),
    ),
  });

  const ApiRetryFrame = jitObject({
    attempt: nnum,
    max_retries: nnum,
    retry_delay_ms: nnum,
    error_status: nnum,
    error: z.nullish(
      z.union([
        z.enum([
          'authentication_failed',
          'rate_limit',
          'overloaded',
          'server_error',
          'invalid_request',
          'unknown',
        ]),
        z.string(),
      ]),
    ),
  });

  const PermissionDeniedFrame = jitObject({ tool_name: z.string(), tool_use_id: nstr, message: nstr });

  const StatusFrame = jitObject({
    status: z.nullish(z.union([z.enum(['requesting', 'compacting']), z.string()])),
    compact_result: nstr,
    compact_error: nstr,
  });

  const CompactBoundaryFrame = jitObject({
    compact_metadata: z.nullish(jitObject({ trigger: nstr, pre_tokens: nnum, post_tokens: nnum })),
  });

  const HookResponseFrame = jitObject({
    hook_name: nstr,
    exit_code: nnum,
    outcome: z.nullish(z.union([z.enum(['success', 'error', 'cancelled']), z.string()])),
  });

  const ContentNoticeFrame = jitObject({ content: nstr });

  const TaskNotificationFrame = jitObject({
    status: z.nullish(z.union([z.enum(['completed', 'failed', 'stopped', 'killed']), z.string()])),
    summary: nstr,
  });

  const RateLimitFrame = jitObject({
    rate_limit_info: jitObject({
      status: z.union([z.enum(['allowed', 'allowed_warning', 'rejected']), z.string()]),
      resetsAt: nnum,
    }),
  });

  const TodoWriteInput = jitObject({
    todos: z.array(jitObject({ content: z.string(), status: z.nullish(z.string()), id: nstr })),
  });
  const TaskCreateInput = jitObject({ subject: z.string(), description: nstr });
  const TaskUpdateInput = jitObject({
    taskId: z.union([z.string(), z.number()]),
    status: nstr,
    subject: nstr,
  });

  return {
    ApiUsage,
    InitFrame,
    ToolResultBlock,
    AssistantFrame,
    UserFrame,
    ResultFrame,
    ApiRetryFrame,
    PermissionDeniedFrame,
    StatusFrame,
    CompactBoundaryFrame,
    HookResponseFrame,
    ContentNoticeFrame,
    TaskNotificationFrame,
    RateLimitFrame,
    TodoWriteInput,
    TaskCreateInput,
    TaskUpdateInput,
  };
}
const schemas = once(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;
type ApiUsage = z.infer<Schemas['ApiUsage']>;
export type ClaudeResultFrame = z.infer<Schemas['ResultFrame']>;

// ---------------------------------------------------------------------------------------------
// Fast shape checks for the hot frames (assistant, user, system/status: about a third of a
// stream's lines). Each guard is SOUND for its schema above: it accepts a frame only if the
// schema would, reading the same fields with the same rules (zod's `z.object` wants a non-null,
// non-array object; `z.number` a finite number; `nullish` also takes null or an absent key). A
// frame the guard does not accept still goes through the schema, which alone decides whether it
// is invalid, so the two can never disagree on what is valid. On the accepted path the frame
// itself is read instead of zod's copy; it has the same values for every field we read. In the
// 100 MiB bench the schemas cost ~15% of the fold; these checks cost ~1%.

type Obj = Record<string, unknown>;
type AssistantFrameData = z.infer<Schemas['AssistantFrame']>;
type UserFrameData = z.infer<Schemas['UserFrame']>;
type StatusFrameData = z.infer<Schemas['StatusFrame']>;
type ToolResultBlockData = z.infer<Schemas['ToolResultBlock']>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNStr = (v: unknown): boolean => v == null || typeof v === 'string';
const isNNum = (v: unknown): boolean => v == null || (typeof v === 'number' && Number.isFinite(v));
const isNBool = (v: unknown): boolean => v == null || typeof v === 'boolean';

function isBlockList(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const b = v[i];
    if (!isObj(b) || typeof b['type'] !== 'string') return false;
  }
  return true;
}

function isApiUsage(v: unknown): boolean {
  return (
    isObj(v) &&
    isNNum(v['input_tokens']) &&
    isNNum(v['output_tokens']) &&
    isNNum(v['cache_read_input_tokens']) &&
    isNNum(v['cache_creation_input_tokens'])
  );
}

function isAssistantFrame(f: Obj): f is Obj & AssistantFrameData {
  const m = f['message'];
  return (
    isObj(m) &&
    isNStr(m['id']) &&
    isNStr(m['model']) &&
    isBlockList(m['content']) &&
    (m['usage'] == null || isApiUsage(m['usage'])) &&
    isNStr(f['parent_tool_use_id']) &&
    isNBool(f['is_api_error_message']) &&
    isNNum(f['api_error_status']) &&
    isNStr(f['error'])
  );
}

function isToolResultMetaList(v: unknown): boolean {
  if (v == null) return true;
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const m = v[i];
    if (!isObj(m) || !isNStr(m['id']) || !isNStr(m['non_execution_kind'])) return false;
    const d = m['permission_decision'];
    if (d != null && !(isObj(d) && isNStr(d['decision']))) return false;
  }
  return true;
}

function isUserFrame(f: Obj): f is Obj & UserFrameData {
  const m = f['message'];
  if (!isObj(m)) return false;
  const c = m['content'];
  return (
    (typeof c === 'string' || isBlockList(c)) &&
    isNStr(f['parent_tool_use_id']) &&
    isToolResultMetaList(f['tool_result_meta'])
  );
}

function isStatusFrame(f: Obj): f is Obj & StatusFrameData {
  return isNStr(f['status']) && isNStr(f['compact_result']) && isNStr(f['compact_error']);
}

function isToolResultBlock(b: Obj): b is Obj & ToolResultBlockData {
  return b['type'] === 'tool_result' && typeof b['tool_use_id'] === 'string' && isNBool(b['is_error']);
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

function frameParentId(frame: Record<string, unknown>): string | null {
  const p = frame['parent_tool_use_id'];
  return typeof p === 'string' ? p : null;
}

function unknown(type: string, at: number): UnknownEvent {
  return { kind: 'unknown', type, at };
}

function usageToTokens(u: ApiUsage | null | undefined): TokenCounts | null {
  if (!u) return null;
  return {
    input: u.input_tokens ?? 0,
    output: u.output_tokens ?? 0,
    cacheRead: u.cache_read_input_tokens ?? 0,
    cacheWrite: u.cache_creation_input_tokens ?? 0,
  };
}

/**
 * A stream_event's usage as token counts, read without a schema parse (numbers only). A field the
 * frame omits keeps its value in `base` (the message's earlier figures: message_delta repeats only
 * some), else 0; no usage object at all leaves `base` as it is. One object per frame, not three:
 * the counts are both the message's running figures and its usage event's (events are never
 * mutated, so sharing them is safe).
 */
function streamTokens(u: unknown, base: TokenCounts | null): TokenCounts | null {
  if (typeof u !== 'object' || u === null) return base;
  const r = u as Record<string, unknown>;
  const input = r['input_tokens'];
  const output = r['output_tokens'];
  const cacheRead = r['cache_read_input_tokens'];
  const cacheWrite = r['cache_creation_input_tokens'];
  return {
    input: typeof input === 'number' ? input : (base?.input ?? 0),
    output: typeof output === 'number' ? output : (base?.output ?? 0),
    cacheRead: typeof cacheRead === 'number' ? cacheRead : (base?.cacheRead ?? 0),
    cacheWrite: typeof cacheWrite === 'number' ? cacheWrite : (base?.cacheWrite ?? 0),
  };
}

/** A tool_result's `content`: a string, or blocks of which we keep the text. */
function toolResultText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const parts: string[] = [];
  for (const b of content) {
    if (typeof b !== 'object' || b === null) continue;
    const block = b as Record<string, unknown>;
    if (block['type'] === 'text' && typeof block['text'] === 'string') parts.push(block['text']);
    else if (block['type'] === 'image') parts.push('[image]');
  }
  return parts.join('\n');
}

const EXIT_CODE_RE = /^Exit code (\d+)/;

function todoStatus(s: string | null | undefined): TodoStatus {
  return s === 'in_progress' || s === 'completed' ? s : 'pending';
}

// ---------------------------------------------------------------------------------------------
// Outcome of one result frame.

/**
 * The outcome a Claude `result` frame reports (docs/architecture.md outcome rules, dialects.md
 * §10.2):
 * - `is_error: true` is a failure whatever `subtype` says (API errors end with subtype `success`);
 * - `error_max_turns` / terminal_reason `max_turns` -> max_turns;
 * - `error_max_budget_usd` / terminal_reason `budget_exhausted` -> budget_exceeded;
 * - terminal_reason `aborted_tools` / `aborted_streaming` -> cancelled: SIGINT (exit 0!) and the
 *   stdin `interrupt` request both end this way; the run was stopped, it did not fail on its own;
 * - `is_error: false` with `stop_reason: "max_tokens"` on the final result -> max_tokens (when the
 *   CLI recovers from a max_tokens cut, the final result says `end_turn` and is a success);
 * - anything else with `is_error: false` -> success.
 */
export function claudeResultOutcome(r: {
  subtype: string;
  is_error: boolean;
  terminal_reason?: string | null;
  stop_reason?: string | null;
}): Outcome {
  const { subtype, terminal_reason: terminal } = r;
  if (subtype === 'error_max_turns' || terminal === 'max_turns') return 'max_turns';
  if (subtype === 'error_max_budget_usd' || terminal === 'budget_exhausted') return 'budget_exceeded';
  if (r.is_error) {
    if (terminal === 'aborted_tools' || terminal === 'aborted_streaming') return 'cancelled';
    return 'error';
  }
  if (r.stop_reason === 'max_tokens') return 'max_tokens';
  return 'success';
}

/** Words a person can act on, for a failed (or cut short) result. */
export function claudeResultMessage(r: ClaudeResultFrame, outcome: Outcome): string | null {
  const errors = (r.errors ?? []).filter((e): e is string => typeof e === 'string');
  // `[ede_diagnostic] …` lines are CLI internals, not a reason a person can use.
  const humanErrors = errors.filter((e) => !e.startsWith('[ede_diagnostic]'));
  const text = r.result && r.result.trim() !== '' ? r.result : null;
  switch (outcome) {
    case 'success':
      return null;
    case 'max_turns': {
      const limit = /\((\d+)\)/.exec(errors.join(' '))?.[1];
      const used = r.num_turns != null ? ` after ${r.num_turns} turns` : '';
      return limit
        ? `The agent reached its turn limit (--max-turns ${limit})${used} before finishing; raise the limit or narrow the task.`
        : `The agent reached its turn limit${used} before finishing; raise the limit or narrow the task.`;
    }
    case 'budget_exceeded': {
      const limit = /\$([\d.]+)/.exec(errors.join(' '))?.[1];
      const spent = r.total_cost_usd != null ? `; it spent $${round(r.total_cost_usd)}` : '';
      return limit
        ? `The agent reached its spending limit (--max-budget-usd ${limit})${spent} before finishing.`
        : `The agent reached its spending limit${spent} before finishing.`;
    }
    case 'max_tokens':
      return 'The model hit its output token limit (stop_reason max_tokens) before finishing its answer.';
    case 'cancelled':
      return r.terminal_reason === 'aborted_streaming'
        ? 'The run was interrupted (SIGINT or an interrupt request) while the model was answering.'
        : 'The run was interrupted (SIGINT or an interrupt request) while a tool was running.';
    default: {
      // API errors and refusals: `result` holds the CLI's own human error text.
      if (text) return text;
      if (humanErrors.length > 0) return humanErrors.join('; ');
      const status = r.api_error_status != null ? ` (HTTP ${r.api_error_status})` : '';
      return `The agent reported an error (${r.subtype}${r.terminal_reason ? `, ${r.terminal_reason}` : ''})${status}.`;
    }
  }
}

function round(n: number): string {
  return String(Math.round(n * 10000) / 10000);
}

// ---------------------------------------------------------------------------------------------
// The stateful per-stream parser.

type PendingTask =
  | { kind: 'create'; subject: string }
  | { kind: 'update'; taskId: string; status: TodoStatus | 'deleted' | null; subject: string | null };

const STATE_CAP = 256;

class ClaudeCodeParser implements FrameParser {
  /** The main-thread API message being streamed (partial messages), and its open block. */
  private streamMsgId: string | null = null;
  private openIndex: number | null = null;
  private lastStoppedIndex: number | null = null;
  private streamTokens: TokenCounts | null = null;
  /** Per API message id: how many complete assistant blocks we have seen (a block index fallback). */
  private readonly blockCount = new RecentMap<string, number>(STATE_CAP);
  /** Tool ids named by a `system/permission_denied` frame, so their result counts as denied. */
  private readonly deniedIds = new Set<string>();
  /** Tool names by id, for results (the result frame does not name its tool). */
  private readonly toolNames = new RecentMap<string, string>(STATE_CAP);
  /** TaskCreate/TaskUpdate calls waiting for their result. */
  private readonly pendingTasks = new RecentMap<string, PendingTask>(STATE_CAP);
  /**
   * Turns of the results so far. `num_turns` counts one turn's round-trips (with stream-json input
   * every user message gets its own init/result cycle), while cost and tokens are cumulative over
   * the process: the run's turns are the sum, so all three cover the same span.
   */
  private turnsSoFar: number | null = null;

  /**
   * The stream_event lines that yield no event (claude-quiet-lines.ts), with the same state change
   * as `streamEvent` makes for them.
   */
  quietLine(text: string, session: string | null): boolean {
    switch (quietLineKind(text, session)) {
      case QUIET_INPUT_DELTA:
        return true;
      case QUIET_BLOCK_STOP:
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return true;
      case QUIET_MESSAGE_STOP:
        this.openIndex = null;
        return true;
      case QUIET_BLOCK_START:
        this.openIndex = blockStartIndex(text);
        return true;
      case QUIET_STATUS:
        return true;
      default:
        return false;
    }
  }

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    try {
      return this.dispatch(frame, at);
    } catch {
      // Defence in depth: no frame, however malformed, may throw out of the parser.
      return [unknown(`invalid:${typeof frame['type'] === 'string' ? frame['type'] : 'unknown'}`, at)];
    }
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const type = frame['type'];
    switch (type) {
      case 'stream_event':
        return this.streamEvent(frame, at);
      case 'assistant':
        return this.assistant(frame, at);
      case 'user':
        return this.user(frame, at);
      case 'result':
        return this.result(frame, at);
      case 'system':
        return this.system(frame, at);
      case 'rate_limit_event': {
        const p = schemas().RateLimitFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:rate_limit_event', at)];
        const info = p.data.rate_limit_info;
        return [{ kind: 'rate_limit', status: info.status, resetsAt: info.resetsAt ?? null, at }];
      }
      // Known frames that carry nothing a summary needs. `keep_alive`: "receivers must ignore it".
      case 'keep_alive':
      case 'tool_progress':
      case 'control_request':
      case 'control_response':
      case 'control_cancel_request':
      case 'tool_use_summary':
        return [];
      default:
        return [unknown(typeof type === 'string' ? type : 'untyped', at)];
    }
  }

  // --- stream_event: hot path, no zod ----------------------------------------------------------

  /** The API message a stream_event belongs to: its own `api_message_id`, else the one streaming. */
  private frameMessageId(frame: Record<string, unknown>): string | null {
    const apiId = frame['api_message_id'];
    return typeof apiId === 'string' ? apiId : this.streamMsgId;
  }

  // Both are read only by the cases that use them: most stream_events (input_json_delta, stops)
  // need neither, and each read of a field of a parsed frame is a megamorphic lookup.
  private streamEvent(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const ev = frame['event'] as Record<string, unknown> | null | undefined;
    if (typeof ev !== 'object' || ev === null) return [unknown('invalid:stream_event', at)];
    const evType = ev['type'];
    switch (evType) {
      case 'content_block_delta': {
        const d = ev['delta'] as Record<string, unknown> | null | undefined;
        const index = ev['index'];
        if (typeof d !== 'object' || d === null || typeof index !== 'number') {
          return [unknown('invalid:stream_event', at)];
        }
        const dType = d['type'];
        if (dType === 'text_delta') {
          const text = d['text'];
          if (typeof text !== 'string') return [unknown('invalid:stream_event', at)];
          const messageId = this.frameMessageId(frame);
          const parentId = frameParentId(frame);
          return [{ kind: 'text', mode: 'delta', text, messageId, index, parentId, at }];
        }
        if (
          dType === 'input_json_delta' ||
          dType === 'thinking_delta' ||
          dType === 'signature_delta' ||
          dType === 'citations_delta'
        ) {
          // Tool input is taken whole from the assistant frame; thinking is reported once per block.
          return [];
        }
        return [unknown(`stream_event/${typeof dType === 'string' ? dType : 'delta'}`, at)];
      }
      case 'content_block_start': {
        const index = ev['index'];
        if (typeof index !== 'number') return [unknown('invalid:stream_event', at)];
        this.openIndex = index;
        const block = ev['content_block'] as Record<string, unknown> | null | undefined;
        const bType = typeof block === 'object' && block !== null ? block['type'] : null;
        // A tool_use start is NOT a tool call: the assistant frame for the block is the one we count.
        if (bType === 'thinking' || bType === 'redacted_thinking')
          return [{ kind: 'thinking', parentId: frameParentId(frame), at }];
        return [];
      }
      case 'content_block_stop':
        this.lastStoppedIndex = this.openIndex;
        this.openIndex = null;
        return [];
      case 'message_start': {
        const messageId = this.frameMessageId(frame);
        const parentId = frameParentId(frame);
        const msg = ev['message'] as Record<string, unknown> | null | undefined;
        const id =
          typeof msg === 'object' && msg !== null && typeof msg['id'] === 'string' ? msg['id'] : messageId;
        if (typeof id !== 'string') return [unknown('invalid:stream_event', at)];
        this.streamMsgId = id;
        this.openIndex = null;
        this.lastStoppedIndex = null;
        const model =
          typeof msg === 'object' && msg !== null && typeof msg['model'] === 'string' ? msg['model'] : null;
        const tokens = streamTokens(typeof msg === 'object' && msg !== null ? msg['usage'] : null, null);
        this.streamTokens = tokens;
        const out: AgentEvent[] = [];
        if (!this.blockCount.has(id)) {
          this.blockCount.remember(id, 0);
          out.push({ kind: 'step', messageId: id, model, parentId, at });
        }
        if (tokens) out.push({ kind: 'usage', cumulative: false, messageId: id, tokens, costUsd: null, at });
        return out;
      }
      case 'message_delta': {
        // The step's final output token count (assistant frames only carry message_start's).
        const tokens = streamTokens(ev['usage'], this.streamTokens);
        this.streamTokens = tokens;
        if (!tokens) return [];
        return [
          {
            kind: 'usage',
            cumulative: false,
            messageId: this.frameMessageId(frame),
            tokens,
            costUsd: null,
            at,
          },
        ];
      }
      case 'message_stop': {
        this.openIndex = null;
        // Trap: a stream that failed mid-message is retracted; its streamed text must go.
        const ab = frame['abandoned_blocks'] as Record<string, unknown> | null | undefined;
        if (typeof ab === 'object' && ab !== null) {
          const id =
            typeof ab['api_message_id'] === 'string' ? ab['api_message_id'] : this.frameMessageId(frame);
          const from = typeof ab['from_block_index'] === 'number' ? ab['from_block_index'] : 0;
          if (typeof id === 'string') return [{ kind: 'text_retract', messageId: id, fromIndex: from, at }];
        }
        return [];
      }
      case 'ping':
      case 'error':
        return [];
      default:
        return [unknown(`stream_event/${typeof evType === 'string' ? evType : 'untyped'}`, at)];
    }
  }

  // --- assistant -------------------------------------------------------------------------------

  private assistant(frame: Record<string, unknown>, at: number): AgentEvent[] {
    let f: AssistantFrameData;
    if (isAssistantFrame(frame)) f = frame;
    else {
      const p = schemas().AssistantFrame.safeParse(frame);
      if (!p.success) return [unknown('invalid:assistant', at)];
      f = p.data;
    }
    const msg = f.message;
    const parentId = f.parent_tool_use_id ?? null;
    const messageId = msg.id ?? null;
    const out: AgentEvent[] = [];

    // Synthetic frames carry CLI-made text (API errors, refusals); an API error is not an answer.
    // Older CLIs (2.1.123: "Not logged in · Please run /login", "Credit balance is too low") mark
    // it only by the `<synthetic>` model and an `error` field, without is_api_error_message.
    if (f.is_api_error_message === true || (msg.model === '<synthetic>' && typeof f.error === 'string')) {
      for (const b of msg.content) {
        if (b.type === 'text' && typeof b['text'] === 'string')
          out.push({ kind: 'notice', level: 'error', code: 'api_error', message: b['text'], at });
      }
      return out;
    }
    const synthetic = msg.model === '<synthetic>';

    if (messageId !== null && !synthetic && !this.blockCount.has(messageId)) {
      this.blockCount.remember(messageId, 0);
      out.push({ kind: 'step', messageId, model: msg.model ?? null, parentId, at });
      // Non-final usage (output_tokens of message_start): provisional until the result.
      const tokens = usageToTokens(msg.usage);
      if (tokens) out.push({ kind: 'usage', cumulative: false, messageId, tokens, costUsd: null, at });
    }

    for (const block of msg.content) {
      const index = this.blockIndex(messageId);
      switch (block.type) {
        case 'text': {
          const text = block['text'];
          if (typeof text === 'string')
            out.push({ kind: 'text', mode: 'block', text, messageId, index, parentId, at });
          break;
        }
        case 'thinking': {
          // The complete block carries the words (a redacted block carries only ciphertext).
          const text = block['thinking'];
          out.push({
            kind: 'thinking',
            parentId,
            text: typeof text === 'string' && text !== '' ? text : null,
            at,
          });
          break;
        }
        case 'redacted_thinking':
          out.push({ kind: 'thinking', parentId, at });
          break;
        case 'tool_use':
        case 'server_tool_use':
        case 'mcp_tool_use': {
          const id = block['id'];
          const name = block['name'];
          if (typeof id !== 'string' || typeof name !== 'string') {
            out.push(unknown('invalid:assistant/tool_use', at));
            break;
          }
          this.toolCall(id, name, block['input'], parentId, at, out);
          break;
        }
        default:
          break;
      }
    }
    return out;
  }

  /**
   * The content-block index an assistant frame's block belongs to. With partial messages the frame
   * for a block is written BEFORE that block's content_block_stop, so the open streamed block is the
   * one; otherwise (or if a CLI writes it after the stop) count the message's blocks.
   */
  private blockIndex(messageId: string | null): number {
    if (messageId !== null && messageId === this.streamMsgId) {
      if (this.openIndex !== null) return this.openIndex;
      if (this.lastStoppedIndex !== null) {
        const i = this.lastStoppedIndex;
        this.lastStoppedIndex = null;
        return i;
      }
    }
    if (messageId === null) return 0;
    const n = this.blockCount.get(messageId) ?? 0;
    this.blockCount.set(messageId, n + 1);
    return n;
  }

  private toolCall(
    id: string,
    name: string,
    input: unknown,
    parentId: string | null,
    at: number,
    out: AgentEvent[],
  ): void {
    this.toolNames.remember(id, name);
    out.push({ kind: 'tool_call', id, name, input, parentId, at });
    if (name === 'TodoWrite') {
      const t = schemas().TodoWriteInput.safeParse(input);
      if (t.success) {
        const todos: TodoItem[] = t.data.todos.map((x) => ({
          id: x.id ?? null,
          content: x.content,
          status: todoStatus(x.status),
        }));
        out.push({ kind: 'todos', op: 'replace', todos, at });
      }
    } else if (name === 'TaskCreate') {
      const t = schemas().TaskCreateInput.safeParse(input);
      if (t.success) this.pendingTasks.remember(id, { kind: 'create', subject: t.data.subject });
    } else if (name === 'TaskUpdate') {
      const t = schemas().TaskUpdateInput.safeParse(input);
      if (t.success) {
        const s = t.data.status;
        const status =
          s === 'pending' || s === 'in_progress' || s === 'completed' || s === 'deleted' ? s : null;
        this.pendingTasks.remember(id, {
          kind: 'update',
          taskId: String(t.data.taskId),
          status,
          subject: t.data.subject ?? null,
        });
      }
    }
  }

  // --- user ------------------------------------------------------------------------------------

  private user(frame: Record<string, unknown>, at: number): AgentEvent[] {
    let f: UserFrameData;
    if (isUserFrame(frame)) f = frame;
    else {
      const p = schemas().UserFrame.safeParse(frame);
      if (!p.success) return [unknown('invalid:user', at)];
      f = p.data;
    }
    const content = f.message.content;
    // Replayed prompts, synthetic prompts, subagent prompts, "[Request interrupted…]": not events.
    if (typeof content === 'string') return [];
    const parentId = f.parent_tool_use_id ?? null;
    const out: AgentEvent[] = [];
    for (const b of content) {
      if (b.type !== 'tool_result') continue;
      let block: ToolResultBlockData;
      if (isToolResultBlock(b)) block = b;
      else {
        const r = schemas().ToolResultBlock.safeParse(b);
        if (!r.success) {
          out.push(unknown('invalid:user/tool_result', at));
          continue;
        }
        block = r.data;
      }
      this.toolResult(block, f, parentId, at, out);
    }
    return out;
  }

  private toolResult(
    block: ToolResultBlockData,
    frame: UserFrameData,
    parentId: string | null,
    at: number,
    out: AgentEvent[],
  ): void {
    const id = block.tool_use_id;
    const meta = frame.tool_result_meta?.find((m) => m.id === id) ?? null;
    const output = toolResultText(block.content);
    // Denied: named by a system/permission_denied frame, or the CLI's own metadata says a permission
    // decision rejected it. (An interrupt is also `non_execution_kind: "user-rejected"` but with no
    // reject decision: that tool was stopped, not denied, and counts as an error.)
    // Older CLIs (2.1.200 seen) give neither: their refusal is only the error text of the result,
    // and a stream cut before its result frame has no permission_denials list to say so either.
    const refusedByText =
      !this.deniedIds.has(id) && meta === null && block.is_error === true && isPermissionRefusal(output);
    const denied =
      refusedByText ||
      this.deniedIds.has(id) ||
      meta?.permission_decision?.decision === 'reject' ||
      meta?.non_execution_kind === 'permission-rule';
    const status: ToolResultStatus = denied ? 'denied' : block.is_error === true ? 'error' : 'ok';
    const tur = frame.tool_use_result;
    const turObj = typeof tur === 'object' && tur !== null ? (tur as Record<string, unknown>) : null;
    let exitCode: number | null = null;
    if (block.is_error === true && output !== null) {
      const m = EXIT_CODE_RE.exec(output);
      if (m?.[1]) exitCode = Number(m[1]);
    } else if (turObj && typeof turObj['stdout'] === 'string' && turObj['interrupted'] === false) {
      // A Bash success: the CLI reports no code, but a non-zero one would have made it an error.
      exitCode = 0;
    }
    const durationMs =
      turObj && typeof turObj['totalDurationMs'] === 'number' ? turObj['totalDurationMs'] : null;
    const name = this.toolNames.get(id) ?? null;
    this.toolNames.delete(id);
    this.deniedIds.delete(id);
    if (refusedByText) {
      out.push({
        kind: 'permission_denied',
        tool: name ?? 'unknown',
        toolUseId: id,
        input: null,
        message: output,
        at,
      });
    }
    out.push({ kind: 'tool_result', id, name, status, output, exitCode, durationMs, parentId, at });

    const task = this.pendingTasks.get(id);
    if (task) {
      this.pendingTasks.delete(id);
      if (status === 'ok') this.taskResult(task, turObj, output, at, out);
    }
  }

  private taskResult(
    task: PendingTask,
    turObj: Record<string, unknown> | null,
    output: string | null,
    at: number,
    out: AgentEvent[],
  ): void {
    if (task.kind === 'update') {
      out.push({
        kind: 'todos',
        op: 'upsert',
        id: task.taskId,
        content: task.subject,
        status: task.status,
        at,
      });
      return;
    }
    // TaskCreate: the id is in tool_use_result.task.id; else the text says "Task #3 created…".
    const t = turObj?.['task'];
    let taskId: string | null = null;
    if (typeof t === 'object' && t !== null) {
      const raw = (t as Record<string, unknown>)['id'];
      if (typeof raw === 'string' || typeof raw === 'number') taskId = String(raw);
    }
    if (taskId === null && output !== null) taskId = /Task #(\w+)/.exec(output)?.[1] ?? null;
    if (taskId !== null) {
      out.push({ kind: 'todos', op: 'upsert', id: taskId, content: task.subject, status: 'pending', at });
    }
  }

  // --- result ----------------------------------------------------------------------------------

  private result(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const p = schemas().ResultFrame.safeParse(frame);
    if (!p.success) return [unknown('invalid:result', at)];
    const r = p.data;
    const outcome = claudeResultOutcome(r);
    const out: AgentEvent[] = [];
    // Cumulative over the whole process: the latest result replaces, never adds. Bill from
    // modelUsage (all models, subagents and compaction included); `usage` is the main loop only and
    // per turn with stream-json input, so it is only the fallback when modelUsage is empty/absent.
    const tokens = resultTokens(r);
    out.push({
      kind: 'usage',
      cumulative: true,
      messageId: null,
      tokens,
      costUsd: r.total_cost_usd ?? null,
      at,
    });
    out.push({
      kind: 'result',
      outcome,
      subtype: r.subtype,
      isError: r.is_error,
      text: r.result ?? null,
      errorMessage: claudeResultMessage(r, outcome),
      turns: this.addTurns(r.num_turns),
      durationMs: r.duration_ms ?? null,
      sessionId: r.session_id ?? null,
      stopReason: r.stop_reason ?? null,
      terminalReason: r.terminal_reason ?? null,
      permissionDenials: r.permission_denials
        ? r.permission_denials.map((d) => ({
            tool: d.tool_name,
            toolUseId: d.tool_use_id ?? null,
            input: d.tool_input,
          }))
        : null,
      // `--json-schema`: the validated object, read as it is (src/run/structured-output.ts checks it).
      ...(frame['structured_output'] !== undefined ? { structuredOutput: frame['structured_output'] } : {}),
      at,
    });
    return out;
  }

  private addTurns(turns: number | null | undefined): number | null {
    if (turns == null) return this.turnsSoFar;
    this.turnsSoFar = (this.turnsSoFar ?? 0) + turns;
    return this.turnsSoFar;
  }

  // --- system/* --------------------------------------------------------------------------------

  private system(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const subtype = frame['subtype'];
    switch (subtype) {
      case 'init': {
        const p = schemas().InitFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:system/init', at)];
        const f = p.data;
        return [
          {
            kind: 'session',
            sessionId: f.session_id ?? null,
            model: f.model ?? null,
            cwd: f.cwd ?? null,
            cliVersion: f.claude_code_version ?? null,
            permissionMode: f.permissionMode ?? null,
            tools: f.tools ? f.tools.filter((t): t is string => typeof t === 'string') : null,
            mcpServers: f.mcp_servers ? mcpServersOf(f.mcp_servers) : null,
            at,
          },
        ];
      }
      case 'api_retry': {
        const p = schemas().ApiRetryFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:system/api_retry', at)];
        const f = p.data;
        return [
          {
            kind: 'retry',
            attempt: f.attempt ?? null,
            maxRetries: f.max_retries ?? null,
            delayMs: f.retry_delay_ms ?? null,
            httpStatus: f.error_status ?? null,
            category: f.error ?? null,
            message: null,
            at,
          },
        ];
      }
      case 'permission_denied': {
        const p = schemas().PermissionDeniedFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:system/permission_denied', at)];
        const f = p.data;
        if (f.tool_use_id) {
          this.deniedIds.add(f.tool_use_id);
          if (this.deniedIds.size > STATE_CAP) this.deniedIds.delete(this.deniedIds.values().next().value!);
        }
        return [
          {
            kind: 'permission_denied',
            tool: f.tool_name,
            toolUseId: f.tool_use_id ?? null,
            input: null,
            message: f.message ?? null,
            at,
          },
        ];
      }
      case 'status': {
        let f: StatusFrameData;
        if (isStatusFrame(frame)) f = frame;
        else {
          const p = schemas().StatusFrame.safeParse(frame);
          if (!p.success) return [unknown('invalid:system/status', at)];
          f = p.data;
        }
        if (f.status === 'compacting') {
          return [
            {
              kind: 'notice',
              level: 'info',
              code: 'compacting',
              message: 'Compacting the conversation.',
              at,
            },
          ];
        }
        if (f.compact_result === 'failed') {
          const why = f.compact_error ? ` (${f.compact_error})` : '';
          return [
            {
              kind: 'notice',
              level: 'warning',
              code: 'compact_failed',
              message: `Compaction failed${why}.`,
              at,
            },
          ];
        }
        return [];
      }
      case 'compact_boundary': {
        const p = schemas().CompactBoundaryFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:system/compact_boundary', at)];
        const m = p.data.compact_metadata;
        const sizes =
          m?.pre_tokens != null && m.post_tokens != null
            ? ` (${m.pre_tokens} → ${m.post_tokens} tokens)`
            : '';
        return [
          { kind: 'notice', level: 'info', code: 'compacted', message: `Context compacted${sizes}.`, at },
        ];
      }
      case 'hook_response': {
        const p = schemas().HookResponseFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:system/hook_response', at)];
        const f = p.data;
        const failed =
          (f.outcome != null && f.outcome !== 'success') || (f.exit_code != null && f.exit_code !== 0);
        if (!failed) return [];
        const code = f.exit_code != null ? ` (exit ${f.exit_code})` : '';
        return [
          {
            kind: 'notice',
            level: 'warning',
            code: 'hook_failed',
            message: `Hook ${f.hook_name ?? '?'} failed${code}.`,
            at,
          },
        ];
      }
      case 'model_fallback':
      case 'informational':
      case 'model_refusal_fallback':
      case 'model_refusal_no_fallback':
      case 'notification': {
        const p = schemas().ContentNoticeFrame.safeParse(frame);
        if (!p.success) return [unknown(`invalid:system/${subtype}`, at)];
        const text = p.data.content;
        const level = subtype === 'informational' || subtype === 'notification' ? 'info' : 'warning';
        const message =
          text && text !== ''
            ? text
            : subtype === 'model_refusal_no_fallback'
              ? 'The model refused again.'
              : subtype;
        return [{ kind: 'notice', level, code: subtype, message, at }];
      }
      case 'task_notification': {
        const p = schemas().TaskNotificationFrame.safeParse(frame);
        if (!p.success) return [unknown('invalid:system/task_notification', at)];
        const f = p.data;
        if (f.status === 'completed' || f.status == null) return [];
        return [
          {
            kind: 'notice',
            level: 'warning',
            code: 'task_failed',
            message: `A background task ended ${f.status}${f.summary ? `: ${f.summary}` : ''}.`,
            at,
          },
        ];
      }
      case 'thinking_tokens':
        return [{ kind: 'thinking', parentId: null, at }];
      // Known and not needed by the summary.
      case 'hook_started':
      case 'hook_progress':
      case 'task_started':
      case 'task_progress':
      case 'task_updated':
      case 'background_tasks_changed':
      case 'session_state_changed':
      case 'control_request_progress':
      case 'commands_changed':
      case 'files_persisted':
        return [];
      default:
        return [unknown(`system/${typeof subtype === 'string' ? subtype : 'untyped'}`, at)];
    }
  }
}

function resultTokens(r: ClaudeResultFrame): TokenCounts | null {
  const mu = r.modelUsage;
  if (mu) {
    const entries = Object.values(mu);
    if (entries.length > 0) {
      const t: TokenCounts = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
      for (const e of entries) {
        t.input += e.inputTokens ?? 0;
        t.output += e.outputTokens ?? 0;
        t.cacheRead += e.cacheReadInputTokens ?? 0;
        t.cacheWrite += e.cacheCreationInputTokens ?? 0;
      }
      return t;
    }
  }
  return usageToTokens(r.usage);
}

// ---------------------------------------------------------------------------------------------
// Auto-detection evidence (dialects.md §8).

const CLAUDE_ONLY_TYPES = new Set([
  'stream_event',
  'rate_limit_event',
  'tool_progress',
  'tool_use_summary',
  'auth_status',
  'prompt_suggestion',
]);
const CLAUDE_SYSTEM_SUBTYPES = new Set([
  'hook_started',
  'hook_response',
  'status',
  'compact_boundary',
  'thinking_tokens',
  'task_started',
  'task_progress',
  'task_updated',
  'task_notification',
  'permission_denied',
  'session_state_changed',
  'background_tasks_changed',
  'model_fallback',
]);

/** The init frame's `mcp_servers` entries that have a string name and status (2.1.330: and `source`). */
function mcpServersOf(entries: unknown[]): McpServerState[] {
  const out: McpServerState[] = [];
  for (const e of entries) {
    if (typeof e !== 'object' || e === null) continue;
    const name = ownValue(e as Record<string, unknown>, 'name');
    const status = ownValue(e as Record<string, unknown>, 'status');
    const error = ownValue(e as Record<string, unknown>, 'error');
    if (typeof name !== 'string' || typeof status !== 'string') continue;
    out.push({ name, status, error: typeof error === 'string' && error !== '' ? error : null });
  }
  return out;
}

function score(frame: Record<string, unknown>): number {
  try {
    const type = frame['type'];
    if (typeof type !== 'string') return 0;
    if ('jsonrpc' in frame) return 0;
    if (type === 'system') {
      const st = frame['subtype'];
      if (st === 'init') {
        if (typeof frame['claude_code_version'] === 'string') return 10;
        if ('uuid' in frame && 'apiKeySource' in frame && 'slash_commands' in frame) return 8;
        return 0;
      }
      if (st === 'api_retry' && 'error' in frame && 'retry_delay_ms' in frame) return 5;
      if (typeof st === 'string' && CLAUDE_SYSTEM_SUBTYPES.has(st) && 'uuid' in frame) return 5;
    }
    if (CLAUDE_ONLY_TYPES.has(type)) return 5;
    if (type === 'result' && 'num_turns' in frame && 'total_cost_usd' in frame && 'modelUsage' in frame)
      return 6;
    if (typeof frame['uuid'] === 'string' && typeof frame['session_id'] === 'string') return 3;
    return 0;
  } catch {
    return 0;
  }
}

/**
 * The words Claude Code's permission check answers a tool call with when it refuses it without a
 * prompt (headless): 2.1.200 streams carry these only as the tool result's error text. "This command
 * requires approval", "This Bash command contains multiple operations. The following parts require
 * approval: …", "Command contains subexpressions $(…)", "Claude requested permissions to … but you
 * haven't granted it yet". Its shell check words a command it cannot validate in several ways, each
 * a refusal too (test/fixtures/claude-refusals/ has real 2.1.200 ones): "Contains
 * command_substitution", "Contains shell syntax (string) that cannot be statically analyzed", "Command
 * name is a dynamic expression which cannot be statically validated", "Command contains malformed
 * syntax that cannot be parsed", "Command contains expandable strings with embedded expressions",
 * "… requires manual approval", "rm in '/tmp/x' was blocked. For security, …"; and a PreToolUse
 * hook's block is "PreToolUse:Bash hook error: [hook]: <its stderr>" (a hook that does not block
 * lets the tool run, so its words never become the result). Anchored at the start (after an
 * optional `Error: `), so a tool whose own output merely quotes them (a grep over these sources)
 * is not taken for a refusal; every repetition is bounded (linear).
 */
const PERMISSION_REFUSAL =
  /^(?:<tool_use_error>)?(?:Error: )?(?:This command requires approval|This (?:Bash )?command contains multiple operations\. The following parts? requires? approval|Command contains (?:subexpressions|malformed syntax|expandable strings)|Command name is a dynamic expression|Contains [a-z_]{1,40}\s*$|Contains shell syntax\b|[^\n]{1,200}? requires manual approval|\S{1,40} in '[^'\n]{1,400}' (?:was blocked\. For security|needs approval)|PreToolUse:\S{1,100} hook (?:error|blocking error)|A (?:nested command|variable)(?: in braces)? in this command can't be checked|Claude requested permissions to .{1,400}? but you haven't granted it yet|Permission to use \S+ has been denied)/;

export function isPermissionRefusal(output: string | null): boolean {
  return output !== null && PERMISSION_REFUSAL.test(output.trimStart());
}

export const claudeCode: DialectDefinition = {
  sessionOf: sessionField('session_id'),
  name: 'claude-code',
  reportsRetries: true, // system/api_retry frames
  createParser: () => new ClaudeCodeParser(),
  score,
};
