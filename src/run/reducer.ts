/**
 * The fold: reduce(summary, event) -> summary. Pure and deterministic: it never mutates its input
 * (copy-on-write: a new top-level object, new arrays only for what changed), reads no clock, does
 * no I/O. It runs for every delta of a stream, so the common events (text deltas) cost a spread of
 * the top-level object and nothing proportional to the run's size.
 */
import type {
  AgentEvent,
  Dialect,
  ExitEvent,
  NoticeEvent,
  PermissionDeniedEvent,
  ResultEvent,
  TextEvent,
  TextRetractEvent,
  TodoEvent,
  TokenCounts,
  ToolCallEvent,
  ToolResultEvent,
  UsageEvent,
} from '../stream/events.js';
import { dialectDefinition } from '../stream/dialects/index.js';
import { decideOutcome } from './outcome.js';
import { OUTPUT_PREVIEW_CHARS, previewText, previewValue } from './preview.js';
import {
  emptySummary,
  type FoldState,
  type PermissionDenial,
  type RunSummary,
  type ToolCall,
} from './summary.js';

/** lastText (and each text block behind it) keeps at most this many characters (the head). */
export const LAST_TEXT_CHARS = 16 * 1024;
const MAX_TEXT_BLOCKS = 8;
const MAX_NOTICES = 50;
const MAX_BAD_LINE_SAMPLES = 5;
const RECENT_STEPS = 8;
/** A repeated tool_call for an id already seen is looked for among the last few calls only. */
const DUPLICATE_WINDOW = 64;

export function reduce(summary: RunSummary, event: AgentEvent): RunSummary {
  return reduceAll(summary, [event]);
}

/**
 * Fold several events at once: the same result as reducing them one by one, but the summary and
 * any array that changes are copied once per batch instead of once per event. Still pure: only
 * the fresh copies made here are ever mutated (`owned` tracks which arrays those are). This is
 * what keeps a 100 MiB stream with 15,000 tool calls linear instead of quadratic.
 */
export function reduceAll(summary: RunSummary, events: readonly AgentEvent[]): RunSummary {
  if (events.length === 0) return summary;
  const s: RunSummary = { ...summary };
  const owned: Owned = new WeakSet();
  for (let i = 0; i < events.length; i++) apply(s, events[i]!, owned);
  return s;
}

/** Arrays created during the current batch, which may therefore be mutated in place. */
type Owned = WeakSet<object>;

function apply(s: RunSummary, event: AgentEvent, owned: Owned): void {
  if (event.kind === 'exit') {
    onExit(s, event);
    return;
  }
  if (s.startedAt === null) s.startedAt = event.at;
  s.lastEventAt = event.at;
  switch (event.kind) {
    case 'text':
      onText(s, event);
      return;
    case 'text_retract':
      onRetract(s, event);
      return;
    case 'thinking':
      return;
    case 'step':
      if (event.parentId === null) s.steps = s.steps + 1;
      return;
    case 'session':
      s.sessionId = event.sessionId ?? s.sessionId;
      s.model = event.model ?? s.model;
      s.cliVersion = event.cliVersion ?? s.cliVersion;
      s.permissionMode = event.permissionMode ?? s.permissionMode;
      return;
    case 'tool_call':
      onToolCall(s, event, owned);
      return;
    case 'tool_result':
      onToolResult(s, event, owned);
      return;
    case 'retry':
      s.retries = appended(
        s.retries,
        {
          attempt: event.attempt,
          maxRetries: event.maxRetries,
          delayMs: event.delayMs,
          httpStatus: event.httpStatus,
          category: event.category,
          message: event.message,
          at: event.at,
        },
        owned,
      );
      return;
    case 'rate_limit':
      s.rateLimit = { status: event.status, resetsAt: event.resetsAt };
      return;
    case 'todos':
      onTodos(s, event);
      return;
    case 'permission_denied':
      onPermissionDenied(s, event, owned);
      return;
    case 'usage':
      onUsage(s, event);
      return;
    case 'notice':
      onNotice(s, event);
      return;
    case 'result':
      onResult(s, event, owned);
      return;
    case 'bad_line': {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        badLines: d.badLines + 1,
        longLines: d.longLines + (event.reason === 'too_long' ? 1 : 0),
        badLineSamples:
          d.badLineSamples.length < MAX_BAD_LINE_SAMPLES
            ? [...d.badLineSamples, previewText(event.sample, 200)]
            : d.badLineSamples,
      };
      return;
    }
    case 'unknown': {
      const d = s.diagnostics;
      s.diagnostics = {
        ...d,
        unknownEvents: { ...d.unknownEvents, [event.type]: (d.unknownEvents[event.type] ?? 0) + 1 },
      };
      return;
    }
    default:
      return;
  }
}

/** Fold a whole run (its events, ending with the exit event if the caller has one). */
export function foldEvents(events: Iterable<AgentEvent>, dialect: Dialect | null = null): RunSummary {
  return reduceAll(emptySummary(dialect), [...events]);
}

// --- text ----------------------------------------------------------------------------------------

function onText(s: RunSummary, e: TextEvent): RunSummary {
  // Subagent text is not the agent's answer; it stays out of lastText/finalText.
  if (e.parentId !== null) return s;
  const cur = s.fold.text;
  const sameMessage = cur !== null && cur.messageId === e.messageId;
  const blocks = sameMessage ? cur.blocks : [];
  const last = blocks.length > 0 ? blocks[blocks.length - 1]! : null;

  if (
    e.mode === 'delta' &&
    last !== null &&
    last.index === e.index &&
    last.text !== '' &&
    s.lastText !== null
  ) {
    // Hot path: a delta on the block being streamed appends (a rope concat, not a copy).
    if (
      last.text.length + e.text.length > LAST_TEXT_CHARS ||
      s.lastText.length + e.text.length > LAST_TEXT_CHARS
    ) {
      return s; // capped: keep the head
    }
    const nextBlocks = blocks.slice();
    nextBlocks[nextBlocks.length - 1] = { index: last.index, text: last.text + e.text };
    const lastText = s.lastText + e.text;
    return withText(s, { messageId: e.messageId, blocks: nextBlocks }, lastText);
  }

  // A block frame replaces whatever deltas streamed for (messageId, index): never doubled.
  const at = blocks.findIndex((b) => b.index === e.index);
  let nextBlocks: Array<{ index: number; text: string }>;
  if (at >= 0) {
    nextBlocks = blocks.slice();
    const text = e.mode === 'block' ? e.text : blocks[at]!.text + e.text;
    nextBlocks[at] = { index: e.index, text: previewText(text, LAST_TEXT_CHARS) };
  } else {
    nextBlocks = [...blocks, { index: e.index, text: previewText(e.text, LAST_TEXT_CHARS) }];
    nextBlocks.sort((a, b) => a.index - b.index);
    if (nextBlocks.length > MAX_TEXT_BLOCKS) nextBlocks = nextBlocks.slice(-MAX_TEXT_BLOCKS);
  }
  return withText(s, { messageId: e.messageId, blocks: nextBlocks }, joinBlocks(nextBlocks));
}

function onRetract(s: RunSummary, e: TextRetractEvent): RunSummary {
  const cur = s.fold.text;
  if (cur === null || cur.messageId !== e.messageId) return s;
  const blocks = cur.blocks.filter((b) => b.index < e.fromIndex);
  const text = blocks.length > 0 ? joinBlocks(blocks) : null;
  return withText(s, { messageId: cur.messageId, blocks }, text);
}

function joinBlocks(blocks: ReadonlyArray<{ text: string }>): string | null {
  const parts = blocks.map((b) => b.text).filter((t) => t !== '');
  if (parts.length === 0) return null;
  return previewText(parts.join('\n\n'), LAST_TEXT_CHARS);
}

function withText(s: RunSummary, text: FoldState['text'], lastText: string | null): RunSummary {
  s.fold = { ...s.fold, text };
  s.lastText = lastText;
  // Until a result gives the final answer, the latest main-thread text stands in for it.
  s.finalText = lastText;
  return s;
}

// --- tools ---------------------------------------------------------------------------------------

function findToolIndex(calls: readonly ToolCall[], id: string, window = calls.length): number {
  // Results come soon after their calls: search from the end.
  const stop = Math.max(0, calls.length - window);
  for (let i = calls.length - 1; i >= stop; i--) if (calls[i]!.id === id) return i;
  return -1;
}

function onToolCall(s: RunSummary, e: ToolCallEvent, owned: Owned): RunSummary {
  if (findToolIndex(s.toolCalls, e.id, DUPLICATE_WINDOW) >= 0) return s; // counted once
  const call: ToolCall = {
    id: e.id,
    name: e.name,
    status: 'pending',
    parentId: e.parentId,
    input: previewValue(e.input),
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: e.at,
    endedAt: null,
  };
  s.toolCalls = appended(s.toolCalls, call, owned);
  return s;
}

/** `items` if this batch already owns it, else a copy (then owned): the only arrays ever mutated. */
function writable<T>(items: readonly T[], owned: Owned): T[] {
  if (owned.has(items)) return items as T[];
  const next = items.slice();
  owned.add(next);
  return next;
}

/** One more item, copying the array at most once per batch. */
function appended<T>(items: readonly T[], item: T, owned: Owned): T[] {
  const next = writable(items, owned);
  next.push(item);
  return next;
}

function onToolResult(s: RunSummary, e: ToolResultEvent, owned: Owned): RunSummary {
  const i = findToolIndex(s.toolCalls, e.id);
  const output = e.output;
  const outputPreview = output === null ? null : previewText(output, OUTPUT_PREVIEW_CHARS);
  const outputChars = output === null ? 0 : output.length;
  if (i < 0) {
    // A result without a call we saw (a stream joined late): record it, finished.
    const call: ToolCall = {
      id: e.id,
      name: e.name ?? 'unknown',
      status: e.status,
      parentId: e.parentId,
      input: null,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs: e.durationMs,
      startedAt: e.at,
      endedAt: e.at,
    };
    s.toolCalls = appended(s.toolCalls, call, owned);
    return s;
  }
  const prev = s.toolCalls[i]!;
  const next: ToolCall = {
    ...prev,
    // A denial seen live (permission_denied) stays a denial when its error result arrives.
    status: prev.status === 'denied' && e.status === 'error' ? 'denied' : e.status,
    outputPreview,
    outputChars,
    exitCode: e.exitCode,
    durationMs: e.durationMs ?? Math.max(0, e.at - prev.startedAt),
    endedAt: e.at,
  };
  const calls = writable(s.toolCalls, owned);
  calls[i] = next;
  s.toolCalls = calls;
  return s;
}

function markDenied(calls: ToolCall[], id: string | null, owned: Owned): ToolCall[] {
  if (id === null) return calls;
  const i = findToolIndex(calls, id);
  if (i < 0 || calls[i]!.status === 'denied') return calls;
  const next = writable(calls, owned);
  next[i] = { ...calls[i]!, status: 'denied' };
  return next;
}

function onPermissionDenied(s: RunSummary, e: PermissionDeniedEvent, owned: Owned): RunSummary {
  const calls = markDenied(s.toolCalls, e.toolUseId, owned);
  s.toolCalls = calls;
  if (e.toolUseId !== null && s.permissionDenials.some((d) => d.toolUseId === e.toolUseId)) return s;
  let input = e.input;
  if (input === null && e.toolUseId !== null) {
    const i = findToolIndex(calls, e.toolUseId);
    if (i >= 0) input = calls[i]!.input;
  }
  s.permissionDenials = [
    ...s.permissionDenials,
    { tool: e.tool, toolUseId: e.toolUseId, input: previewValue(input) },
  ];
  return s;
}

// --- todos ---------------------------------------------------------------------------------------

function onTodos(s: RunSummary, e: TodoEvent): RunSummary {
  if (e.op === 'replace') {
    s.todos = e.todos.map((t) => ({ id: t.id, content: t.content, status: t.status }));
    return s;
  }
  const i = s.todos.findIndex((t) => t.id === e.id);
  if (e.status === 'deleted') {
    if (i >= 0) s.todos = s.todos.filter((_, j) => j !== i);
    return s;
  }
  if (i >= 0) {
    const prev = s.todos[i]!;
    const todos = s.todos.slice();
    todos[i] = { id: prev.id, content: e.content ?? prev.content, status: e.status ?? prev.status };
    s.todos = todos;
  } else {
    s.todos = [...s.todos, { id: e.id, content: e.content ?? `Task ${e.id}`, status: e.status ?? 'pending' }];
  }
  return s;
}

// --- usage ---------------------------------------------------------------------------------------

function addTokens(a: TokenCounts | null, b: TokenCounts | null, sign = 1): TokenCounts | null {
  if (a === null && b === null) return null;
  const x = a ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  const y = b ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  return {
    input: x.input + sign * y.input,
    output: x.output + sign * y.output,
    cacheRead: x.cacheRead + sign * y.cacheRead,
    cacheWrite: x.cacheWrite + sign * y.cacheWrite,
  };
}

function addCost(a: number | null, b: number | null, sign = 1): number | null {
  if (a === null && b === null) return null;
  return (a ?? 0) + sign * (b ?? 0);
}

function onUsage(s: RunSummary, e: UsageEvent): RunSummary {
  const f = s.fold;
  let fold: FoldState;
  if (e.cumulative) {
    // A run total (Claude result): replaces everything before it; never summed with earlier totals.
    fold = {
      ...f,
      tokenBase: e.tokens ?? f.tokenBase,
      costBase: e.costUsd ?? f.costBase,
      stepTokens: null,
      stepCost: null,
      recentSteps: [],
    };
  } else {
    // A step's figure: the latest one for a step replaces its earlier one; steps add up.
    const j = e.messageId === null ? -1 : f.recentSteps.findIndex((r) => r.messageId === e.messageId);
    let stepTokens = f.stepTokens;
    let stepCost = f.stepCost;
    let recent = f.recentSteps.slice();
    if (j >= 0) {
      stepTokens = addTokens(stepTokens, recent[j]!.tokens, -1);
      stepCost = addCost(stepCost, recent[j]!.costUsd, -1);
      recent.splice(j, 1);
    }
    stepTokens = addTokens(stepTokens, e.tokens);
    stepCost = e.costUsd === null && stepCost === null ? null : addCost(stepCost, e.costUsd);
    recent.push({ messageId: e.messageId, tokens: e.tokens, costUsd: e.costUsd });
    if (recent.length > RECENT_STEPS) recent = recent.slice(-RECENT_STEPS);
    fold = { ...f, stepTokens, stepCost, recentSteps: recent };
  }
  s.fold = fold;
  s.tokens = addTokens(fold.tokenBase, fold.stepTokens);
  s.costUsd = fold.costBase === null && fold.stepCost === null ? null : addCost(fold.costBase, fold.stepCost);
  return s;
}

// --- notices, result, exit -----------------------------------------------------------------------

function onNotice(s: RunSummary, e: NoticeEvent): RunSummary {
  const notice = { level: e.level, code: e.code, message: previewText(e.message, 1000), at: e.at };
  const notices = [...s.notices, notice];
  s.notices = notices.length > MAX_NOTICES ? notices.slice(-MAX_NOTICES) : notices;
  return s;
}

function onResult(s: RunSummary, e: ResultEvent, owned: Owned): RunSummary {
  s.fold = { ...s.fold, lastResult: e, resultCount: s.fold.resultCount + 1 };
  s.subtype = e.subtype;
  s.isError = e.isError;
  s.stopReason = e.stopReason;
  s.terminalReason = e.terminalReason;
  s.turns = e.turns ?? s.turns;
  s.sessionId = s.sessionId ?? e.sessionId;
  // The result's text is the final answer on success; on failure it is the error, not an answer.
  s.finalText = !e.isError && e.text !== null ? e.text : s.lastText;
  if (e.permissionDenials !== null) {
    let denials: PermissionDenial[] = s.permissionDenials.slice();
    let calls = s.toolCalls;
    for (const d of e.permissionDenials) {
      const input = previewValue(d.input);
      const j = d.toolUseId === null ? -1 : denials.findIndex((x) => x.toolUseId === d.toolUseId);
      // The terminal frame's list carries the input; a live denial of the same call is not doubled.
      if (j >= 0) denials[j] = { tool: d.tool, toolUseId: d.toolUseId, input };
      else denials = [...denials, { tool: d.tool, toolUseId: d.toolUseId, input }];
      calls = markDenied(calls, d.toolUseId, owned);
    }
    s.permissionDenials = denials;
    s.toolCalls = calls;
  }
  return s;
}

function onExit(summary: RunSummary, e: ExitEvent): void {
  const f = summary.fold;
  const decision = decideOutcome({
    lastResult: f.lastResult,
    exit: e,
    sawOutput: summary.startedAt !== null,
    exitCodes: summary.dialect === null ? undefined : dialectDefinition(summary.dialect)?.exitCodes,
  });
  const wall =
    summary.startedAt !== null && summary.lastEventAt !== null
      ? summary.lastEventAt - summary.startedAt
      : null;
  // One result: its own duration. Several (multi-turn input, background work): each reports only
  // its turn, so the span of the stream is the honest figure.
  const durationMs = f.resultCount === 1 && f.lastResult?.durationMs != null ? f.lastResult.durationMs : wall;
  Object.assign(summary, {
    status: 'finished',
    outcome: decision.outcome,
    outcomeSource: decision.outcomeSource,
    errorMessage: decision.errorMessage,
    isError: decision.isError,
    subtype: decision.subtype,
    durationMs: durationMs ?? f.lastResult?.durationMs ?? null,
    exitCode: e.exitCode,
    signal: e.signal,
    stderrTail: e.stderrTail,
  } satisfies Partial<RunSummary>);
}
