/**
 * The normalized event model: every dialect maps its frames into this one union, and the reducer
 * (src/run/reducer.ts) folds only these. Nothing here knows which agent printed a frame.
 *
 * Time: `at` is the moment the line was read, in milliseconds (epoch ms when live, ms since spawn
 * when replayed from a capture's timing). Only differences of `at` are ever used, so both work.
 * Nothing downstream reads a clock.
 */

export const DIALECTS = ['claude-code', 'caliban', 'cursor', 'gemini', 'codex', 'opencode', 'acp'] as const;
export type Dialect = (typeof DIALECTS)[number];

/**
 * How a run ended, all dialects. `timed_out` only ever comes from our own timers; `incomplete` only
 * from the stream's own evidence that a run reported as a success left work unfinished
 * (src/run/completeness.ts).
 */
export const OUTCOMES = [
  'success',
  'error',
  'max_turns',
  'budget_exceeded',
  'max_tokens',
  'cancelled',
  'timed_out',
  'incomplete',
  // The agent asked a maintainer and the run parked instead of waiting (`on-question: park`): the
  // answer starts the next run, which resumes the session.
  'waiting_for_input',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type ToolResultStatus = 'ok' | 'error' | 'denied';
export type TodoStatus = 'pending' | 'in_progress' | 'completed';

export interface TodoItem {
  /** Stable id where the agent gives one (Claude Task* tools), else null. */
  id: string | null;
  content: string;
  status: TodoStatus;
}

export interface TokenCounts {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

interface Base {
  /** When the line carrying this event was read (ms). */
  at: number;
}

/** The agent announced a session (Claude: system/init, repeated per turn). */
export interface SessionEvent extends Base {
  kind: 'session';
  sessionId: string | null;
  model: string | null;
  cwd: string | null;
  cliVersion: string | null;
  permissionMode: string | null;
  tools: string[] | null;
  /**
   * The MCP servers the agent reported at start, with their state (Claude Code's init frame:
   * `mcp_servers: [{name, status}]`); absent or null: this frame says nothing of MCP servers.
   */
  mcpServers?: McpServerState[] | null;
}

/** One MCP server as the agent reported it at start. */
export interface McpServerState {
  name: string;
  /** The agent's own word: Claude Code says `connected`, `failed`, `needs-auth`, `pending`. */
  status: string;
  /** Why it is not connected, where the agent says (Claude Code's init frame does not). */
  error: string | null;
}

/**
 * Assistant text. `delta` appends to block (messageId, index); `block` is the complete text of
 * that block and replaces whatever deltas were streamed for it, so text is never doubled.
 * `parentId` is the tool call id of the subagent that produced it (null: main thread).
 */
export interface TextEvent extends Base {
  kind: 'text';
  mode: 'delta' | 'block';
  text: string;
  messageId: string | null;
  index: number;
  parentId: string | null;
}

/** Streamed blocks of `messageId` from `fromIndex` on were abandoned: drop their text. */
export interface TextRetractEvent extends Base {
  kind: 'text_retract';
  messageId: string;
  fromIndex: number;
}

export interface ThinkingEvent extends Base {
  kind: 'thinking';
  parentId: string | null;
  /** The thinking's words when the frame carries them (Claude's complete thinking block). */
  text?: string | null;
}

/** A model step (one API message) began; used for live per-turn grouping and step counts. */
export interface StepEvent extends Base {
  kind: 'step';
  messageId: string;
  model: string | null;
  parentId: string | null;
}

export interface ToolCallEvent extends Base {
  kind: 'tool_call';
  id: string;
  name: string;
  input: unknown;
  parentId: string | null;
}

export interface ToolResultEvent extends Base {
  kind: 'tool_result';
  id: string;
  /** Known when the dialect's result frame names the tool (lets an orphan result be recorded). */
  name: string | null;
  status: ToolResultStatus;
  /** The tool's output as text; the reducer keeps only a bounded preview of it. */
  output: string | null;
  exitCode: number | null;
  /** Reported by the agent; else the reducer derives it from `at`. */
  durationMs: number | null;
  parentId: string | null;
}

export interface RetryEvent extends Base {
  kind: 'retry';
  attempt: number | null;
  maxRetries: number | null;
  delayMs: number | null;
  httpStatus: number | null;
  category: string | null;
  message: string | null;
}

export interface RateLimitEvent extends Base {
  kind: 'rate_limit';
  status: string;
  resetsAt: number | null;
}

/** Todos: `replace` sets the whole list (TodoWrite); `upsert` creates or patches one item (Task*). */
export type TodoEvent =
  | (Base & { kind: 'todos'; op: 'replace'; todos: TodoItem[] })
  | (Base & {
      kind: 'todos';
      op: 'upsert';
      id: string;
      content: string | null;
      status: TodoStatus | 'deleted' | null;
    });

export interface PermissionDeniedEvent extends Base {
  kind: 'permission_denied';
  tool: string;
  toolUseId: string | null;
  input: unknown;
  message: string | null;
}

/**
 * Token and cost figures. `cumulative: true` figures are run totals so far (Claude's result):
 * they replace, never add. `cumulative: false` figures belong to one step (`messageId`): the latest
 * figure for a step replaces the earlier one for the same step, and steps add up.
 */
export interface UsageEvent extends Base {
  kind: 'usage';
  cumulative: boolean;
  messageId: string | null;
  tokens: TokenCounts | null;
  costUsd: number | null;
  /**
   * A run total split by model, when the agent reports one and several models answered (Gemini
   * CLI's `stats.models`): each model's tokens, counted as `tokens` is, for pricing each apart.
   */
  byModel?: ModelTokens[] | null;
}

export interface ModelTokens {
  model: string;
  tokens: TokenCounts;
}

export interface NoticeEvent extends Base {
  kind: 'notice';
  level: 'info' | 'warning' | 'error';
  code: string;
  message: string;
}

/** The agent's own terminal frame (Claude `result`). The last one of a stream wins. */
export interface ResultEvent extends Base {
  kind: 'result';
  outcome: Outcome;
  /** The frame's own subtype/status, verbatim. */
  subtype: string | null;
  isError: boolean;
  /** The final answer (success) or the error text the agent reported. */
  text: string | null;
  errorMessage: string | null;
  turns: number | null;
  durationMs: number | null;
  sessionId: string | null;
  stopReason: string | null;
  terminalReason: string | null;
  /** Permission denials as the terminal frame lists them (replaces those seen live). */
  permissionDenials: Array<{ tool: string; toolUseId: string | null; input: unknown }> | null;
  /**
   * The object the agent returned for a JSON Schema it was given (Claude Code's `--json-schema`:
   * the result frame's `structured_output`), as parsed; absent when the frame has none.
   */
  structuredOutput?: unknown;
}

/** How the agent process ended. Always the last event of a run fed to the reducer. */
export interface ExitEvent extends Base {
  kind: 'exit';
  exitCode: number | null;
  signal: string | null;
  /** The bounded tail of the agent's stderr, for the reason when there is no terminal frame. */
  stderrTail: string | null;
  /**
   * Set when WE ended the run: our timeouts, or the runner cancelling the job; `not_started` when
   * nothing was launched because the setup failed (a missing binary, a failed install), with
   * `stderrTail` holding the setup's own reason; `budget` when a spending cap was passed (the
   * outcome then comes from src/run/budget.ts, not from what the stopped agent printed).
   */
  stoppedBy:
    | 'wall_timeout'
    | 'idle_timeout'
    | 'cancelled'
    | 'requested'
    | 'not_started'
    | 'budget'
    | 'mcp'
    | null;
  /** The limit that tripped, for the message (ms). */
  limitMs: number | null;
  /** With `stoppedBy: 'requested'`: who asked for the stop, how and when. */
  stopRequest?: StopRequest | null;
}

/**
 * A person asked for the run to stop from the PR or issue (a 👎 on the live comment, or a
 * `/narrator stop` comment), and the permission gate would have let them start it.
 */
export interface StopRequest {
  /** The GitHub login, as GitHub spells it. */
  login: string;
  via: 'reaction' | 'command';
  /** The words after `/narrator stop`, one line, bounded; null when none. */
  reason: string | null;
  /** From the agent's start to the request (ms). */
  afterMs: number;
}

/** A line that could not be used: not JSON, not an object, or over the line cap. */
export interface BadLineEvent extends Base {
  kind: 'bad_line';
  reason: 'not_json' | 'not_object' | 'too_long' | 'invalid_utf8';
  /** A short sample of the line, for diagnostics (never more than ~200 characters). */
  sample: string;
}

/**
 * A frame that carries another session's id than the run's (the first one the stream named): not
 * the agent's. Anything that can write to the agent's stdout (a process its tools left behind)
 * could have printed it, so it is never parsed, only counted (src/stream/frames.ts).
 */
export interface ForeignFrameEvent extends Base {
  kind: 'foreign_frame';
  /** The frame's kind (`type` or `type/subtype`), for diagnostics; never its content. */
  type: string;
}

/** A frame we did not recognise, or one that failed its schema. Counted, never fatal. */
export interface UnknownEvent extends Base {
  kind: 'unknown';
  /** `type` or `type/subtype`, or `invalid:<type>` when the schema check failed. */
  type: string;
}

export type AgentEvent =
  | SessionEvent
  | TextEvent
  | TextRetractEvent
  | ThinkingEvent
  | StepEvent
  | ToolCallEvent
  | ToolResultEvent
  | RetryEvent
  | RateLimitEvent
  | TodoEvent
  | PermissionDeniedEvent
  | UsageEvent
  | NoticeEvent
  | ResultEvent
  | ExitEvent
  | BadLineEvent
  | ForeignFrameEvent
  | UnknownEvent;

export type AgentEventKind = AgentEvent['kind'];
