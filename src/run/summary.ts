/**
 * The run summary: the single source of truth every view (comment, step summary, annotations,
 * outputs, exit code, terminal) renders. Built only by the reducer (src/run/reducer.ts).
 *
 * Field names of the serialized form are a contract (`narrator summarize`, docs/architecture.md):
 * add fields freely, never rename or remove one. `toContractJson` in src/run/contract.ts
 * produces the serialized form.
 */
import type {
  Dialect,
  McpServerState,
  ModelTokens,
  Outcome,
  ResultEvent,
  StopRequest,
  TodoItem,
  TokenCounts,
} from '../stream/events.js';
import { type CallLog, type EarlierCalls, noEarlierCalls } from './call-log.js';
import type { ToolCall } from './tool-call.js';

/** Calls kept in memory after older ones move to the log. */
export const DEFAULT_CALL_WINDOW = 1000;
/** The reducer looks for a repeated call id among the last 64 calls: those always stay in memory. */
const MIN_CALL_WINDOW = 64;

export type { ToolCall, ToolStatus } from './tool-call.js';

export interface Retry {
  attempt: number | null;
  maxRetries: number | null;
  delayMs: number | null;
  httpStatus: number | null;
  category: string | null;
  message: string | null;
  at: number;
}

export interface PermissionDenial {
  tool: string;
  toolUseId: string | null;
  input: unknown;
}

export interface Notice {
  level: 'info' | 'warning' | 'error';
  code: string;
  message: string;
  at: number;
}

export interface Diagnostics {
  /** Lines that were not a JSON object (or were over the line cap). */
  badLines: number;
  /** Of those, lines skipped because they were longer than the cap. */
  longLines: number;
  /** The first few bad lines, shortened, for a person to look at. */
  badLineSamples: string[];
  /** Count per unrecognised frame kind (`type` or `type/subtype`). */
  unknownEvents: Record<string, number>;
  /**
   * Frames that named another session than the run's: not the agent's (something else wrote to its
   * stdout), never parsed, never part of the verdict. Views warn when there are any.
   */
  foreignFrames: number;
  /**
   * Success results that came after an error result with no new turn between them (no step, text,
   * tool call or session announcement): not believed, so the error stands. Views warn about them.
   */
  ignoredResults: number;
  /**
   * Usage figures not believed: a token count that is not a non-negative integer, a cost that is
   * not a non-negative finite number (`-10000`, `1e-300`, `NaN`). Dropped from the totals, so a
   * stream cannot pay its tokens back or turn them into fractions to slip under a cap.
   */
  badUsage: number;
}

export type OutcomeSource = 'terminal_frame' | 'exit_code' | 'inferred';

/**
 * Bookkeeping the reducer carries between events (added by H1). Not part of the contract and not
 * serialized by toContractJson; views should not read it. Bounded: it never grows with the stream.
 */
export interface FoldState {
  /**
   * Text blocks of the latest main-thread assistant message, by content-block index, so streamed
   * deltas and the complete block frame fold into one text (never doubled) and a retraction can
   * drop blocks. Each block is capped; only the current message is kept.
   */
  text: {
    messageId: string | null;
    /** `cut`: the block reached its cap (its text ends in a marked cut); later deltas are dropped. */
    blocks: ReadonlyArray<{ index: number; text: string; cut?: boolean }>;
  } | null;
  /** The latest cumulative token/cost figure (a result), on which step figures since then add. */
  tokenBase: TokenCounts | null;
  costBase: number | null;
  /** Sum of the step (non-cumulative) figures since tokenBase. */
  stepTokens: TokenCounts | null;
  stepCost: number | null;
  /** The last few steps' figures, so a later figure for the same step replaces its earlier one. */
  recentSteps: ReadonlyArray<{
    messageId: string | null;
    tokens: TokenCounts | null;
    costUsd: number | null;
  }>;
  /** The last terminal frame seen (the last one wins) and how many there were. */
  lastResult: ResultEvent | null;
  resultCount: number;
  /**
   * Whether the agent began a new turn (announced its session, took a model step, wrote text or
   * called a tool on the main thread) since the last result: what a later success needs to replace
   * an error result.
   */
  turnSinceResult: boolean;
  /** Whether any line was a frame of the dialect (not a bad line): a stream of none is not a stream. */
  sawFrame?: boolean;
}

export interface RunSummary {
  /** `running` until the exit event has been folded; then the outcome fields are final. */
  status: 'running' | 'finished';
  dialect: Dialect | null;
  sessionId: string | null;
  model: string | null;
  cliVersion: string | null;
  permissionMode: string | null;
  /**
   * The MCP servers the agent reported at start and their state (the last report wins); null: the
   * agent's stream said nothing of MCP servers (src/run/mcp.ts: which agents report them).
   */
  mcpServers: McpServerState[] | null;
  /** The agent's working directory as it reported it; views show file paths relative to it. */
  cwd: string | null;

  /** null only while running. */
  outcome: Outcome | null;
  subtype: string | null;
  isError: boolean;
  outcomeSource: OutcomeSource | null;
  errorMessage: string | null;
  stopReason: string | null;
  terminalReason: string | null;

  /** The agent's final answer; while running (or with no result) the last main-thread text. */
  finalText: string | null;
  /**
   * The object the run returned for `output-schema`, validated (src/run/structured-output.ts);
   * absent when no schema was given or no valid object came back.
   */
  structuredOutput?: unknown;
  /** The text of the latest main-thread assistant message, bounded; for "now" lines. */
  lastText: string | null;
  /** As reported by the agent's terminal frame; null when it reports none. */
  turns: number | null;
  /** Model steps (API messages) seen on the main thread: a live stand-in for turns. */
  steps: number;

  /**
   * The run's tool calls in memory: all of them, or (a summary made with a CallLog, the Action's)
   * the latest ones after `earlierCalls.count` earlier calls moved out (src/run/call-log.ts). Views
   * count and number calls through the helpers there, never by this list's length alone.
   */
  toolCalls: ToolCall[];
  /** The calls moved out of `toolCalls`, and what the views read of them. Not part of the contract. */
  earlierCalls: EarlierCalls;
  retries: Retry[];
  /**
   * False when the dialect's stream does not show retries (Gemini CLI, opencode): `retries` then
   * holds only what was seen elsewhere, and "no retries" is unknown, not 0. Decided at exit.
   */
  retriesKnown: boolean;
  /** null when the agent reports no cost; never estimated. */
  costUsd: number | null;
  /**
   * Only for an agent that reports tokens but no cost: its cost estimated from the price table for
   * its model (src/run/cost-estimate.ts), set once the run has ended. Never mixed with costUsd.
   */
  estimatedCostUsd?: number | null;
  /** null when the agent reports no tokens. */
  tokens: TokenCounts | null;
  /** The run's tokens per model, when several models answered and the agent said which (Gemini). */
  tokensByModel?: ModelTokens[] | null;
  todos: TodoItem[];
  permissionDenials: PermissionDenial[];
  /** Rate-limit state as last reported (Claude rate_limit_event). */
  rateLimit: { status: string; resetsAt: number | null } | null;
  /** Notable things that are not failures (compaction, hooks failing, model fallback...). Bounded. */
  notices: Notice[];

  /** `at` of the first and latest event. */
  startedAt: number | null;
  lastEventAt: number | null;
  /** The agent's reported duration when it reports one, else lastEventAt - startedAt at exit. */
  durationMs: number | null;
  exitCode: number | null;
  signal: string | null;
  stderrTail: string | null;

  diagnostics: Diagnostics;

  /** Who stopped the run from the PR or issue, when someone did (the outcome is then `cancelled`). */
  stopRequest: StopRequest | null;

  /** Reducer bookkeeping; see FoldState. */
  fold: FoldState;
}

/**
 * `callLog`: where the oldest tool calls go once the run has many (the Action's spill file); with
 * none, every call stays in `toolCalls`. `callWindow`: how many calls stay in memory after a move
 * (a move happens when twice as many are held).
 */
export function emptySummary(
  dialect: Dialect | null = null,
  callLog: CallLog | null = null,
  callWindow = DEFAULT_CALL_WINDOW,
): RunSummary {
  return {
    status: 'running',
    dialect,
    sessionId: null,
    model: null,
    cliVersion: null,
    permissionMode: null,
    mcpServers: null,
    cwd: null,
    outcome: null,
    subtype: null,
    isError: false,
    outcomeSource: null,
    errorMessage: null,
    stopReason: null,
    terminalReason: null,
    finalText: null,
    lastText: null,
    turns: null,
    steps: 0,
    toolCalls: [],
    earlierCalls: { ...noEarlierCalls(callLog), window: Math.max(MIN_CALL_WINDOW, Math.floor(callWindow)) },
    retries: [],
    retriesKnown: false,
    costUsd: null,
    tokens: null,
    todos: [],
    permissionDenials: [],
    rateLimit: null,
    notices: [],
    startedAt: null,
    lastEventAt: null,
    durationMs: null,
    exitCode: null,
    signal: null,
    stderrTail: null,
    diagnostics: {
      badLines: 0,
      longLines: 0,
      badLineSamples: [],
      unknownEvents: {},
      foreignFrames: 0,
      ignoredResults: 0,
      badUsage: 0,
    },
    stopRequest: null,
    fold: {
      text: null,
      tokenBase: null,
      costBase: null,
      stepTokens: null,
      stepCost: null,
      recentSteps: [],
      lastResult: null,
      resultCount: 0,
      turnSinceResult: false,
    },
  };
}
