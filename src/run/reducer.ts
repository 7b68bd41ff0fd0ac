/**
 * The fold: reduce(summary, event) -> summary. Pure and deterministic: it never mutates its input
 * (copy-on-write: a new top-level object, new arrays only for what changed), reads no clock, does
 * no I/O. It runs for every delta of a stream, so the common events (text deltas) cost a spread of
 * the top-level object and nothing proportional to the run's size.
 */

import { ownValue } from '../own-keys.js';
import { dialectDefinition } from '../stream/dialects/index.js';
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
import { addTokens } from '../stream/token-sum.js';
import { stripAnsi } from './ansi.js';
import { type EarlierCalls, FAILED_CALLS, HEAD_CALLS, MAX_NAMES, MAX_OPEN, OTHER_NAMES } from './call-log.js';
import { unfinishedWork } from './completeness.js';
import { decideOutcome, type OutcomeDecision } from './outcome.js';
import { OUTPUT_PREVIEW_CHARS, previewText, previewValue } from './preview.js';
import {
  emptySummary,
  type FoldState,
  type PermissionDenial,
  type Retry,
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
 * the fresh copies made here are ever mutated (`Batch` tracks which those are). This is what
 * keeps a 100 MiB stream with 15,000 tool calls linear instead of quadratic.
 */
export function reduceAll(summary: RunSummary, events: readonly AgentEvent[]): RunSummary {
  if (events.length === 0) return summary;
  return reduceBatch(summary, events, newBatch());
}

type TextState = NonNullable<FoldState['text']>;
type TextBlock = { index: number; text: string; cut?: boolean };
type RecentStep = FoldState['recentSteps'][number];

/**
 * What the current batch created, which may therefore be mutated in place: nobody outside the
 * batch has seen it. One slot per part of the summary that changes in place; only the latest
 * such object of each kind can still be in the summary, so one slot each is enough (and a slot
 * that misses only costs a copy). Plain slots, not a WeakSet: an identity compare per check, and
 * nothing that grows with a long batch.
 */
export class Batch {
  summary: RunSummary | null = null;
  fold: FoldState | null = null;
  text: TextState | null = null;
  blocks: TextBlock[] | null = null;
  recentSteps: RecentStep[] | null = null;
  toolCalls: ToolCall[] | null = null;
  /**
   * The length `toolCalls` had when this batch copied it: the calls from there on were created by
   * this batch (calls are only ever appended), so a result updates them in place instead of
   * copying each one again (one ToolCall object per call instead of two: less garbage, and the
   * surviving ones can be allocated straight into the old generation).
   */
  callsFrom = 0;
  retries: Retry[] | null = null;
}
type Owned = Batch;

export function newBatch(): Batch {
  return new Batch();
}

/**
 * `reduceAll` for a batch fed in several pieces: `batch` is what the earlier pieces created, so
 * they are updated in place instead of copied again. RunFold keeps one batch open for all the
 * events between two reads of its summary, feeding it chunk by chunk (so each chunk's events are
 * folded while they are still in the CPU cache) and starting a new batch whenever it hands the
 * summary out; the result is the same as one `reduceAll` over all those events. The input
 * summary is never mutated unless `batch` owns it, i.e. unless this batch made it.
 */
export function reduceBatch(summary: RunSummary, events: readonly AgentEvent[], batch: Batch): RunSummary {
  if (events.length === 0) return summary;
  const s = ownedBy(batch, summary);
  for (let i = 0; i < events.length; i++) apply(s, events[i]!, batch);
  return s;
}

/**
 * `reduceBatch` of one event, without an array per event: the step of a fold whose listener sees
 * every event (RunFold with `onEvent`). The same purity rule: only what `batch` owns is mutated.
 */
export function reduceOne(summary: RunSummary, event: AgentEvent, batch: Batch): RunSummary {
  const s = ownedBy(batch, summary);
  apply(s, event, batch);
  return s;
}

/** `summary` itself when `batch` made it, else a shallow copy that `batch` owns from now on. */
function ownedBy(batch: Batch, summary: RunSummary): RunSummary {
  if (batch.summary === summary) return summary;
  const s = { ...summary };
  batch.summary = s;
  return s;
}

function apply(s: RunSummary, event: AgentEvent, owned: Owned): void {
  if (event.kind === 'exit') {
    onExit(s, event);
    return;
  }
  if (event.kind === 'foreign_frame') {
    // Not the agent's: counted, and nothing else (not even the run's clock).
    s.diagnostics = { ...s.diagnostics, foreignFrames: s.diagnostics.foreignFrames + 1 };
    return;
  }
  if (s.startedAt === null) s.startedAt = event.at;
  s.lastEventAt = event.at;
  if (event.kind !== 'bad_line' && s.fold.sawFrame !== true) ownFold(s, owned).sawFrame = true;
  if (!s.fold.turnSinceResult && beginsTurn(event)) ownFold(s, owned).turnSinceResult = true;
  switch (event.kind) {
    case 'text':
      onText(s, event, owned);
      return;
    case 'text_retract':
      onRetract(s, event, owned);
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
      s.cwd = event.cwd ?? s.cwd;
      if (event.mcpServers != null) s.mcpServers = event.mcpServers.map((m) => ({ ...m }));
      return;
    case 'tool_call':
      onToolCall(s, event, owned);
      return;
    case 'tool_result':
      onToolResult(s, event, owned);
      return;
    case 'retry':
      s.retries = appendedRetry(
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
      onUsage(s, event, owned);
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
        unknownEvents: { ...d.unknownEvents, [event.type]: (ownValue(d.unknownEvents, event.type) ?? 0) + 1 },
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

const NO_BLOCKS: ReadonlyArray<TextBlock> = [];
const byIndex = (a: TextBlock, b: TextBlock) => a.index - b.index;

function onText(s: RunSummary, e: TextEvent, owned: Owned): void {
  // Subagent text is not the agent's answer; it stays out of lastText/finalText.
  if (e.parentId !== null) return;
  const cur = s.fold.text;
  const blocks = cur !== null && cur.messageId === e.messageId ? cur.blocks : NO_BLOCKS;
  const last = blocks.length > 0 ? blocks[blocks.length - 1]! : null;

  if (
    e.mode === 'delta' &&
    last !== null &&
    last.index === e.index &&
    last.text !== '' &&
    s.lastText !== null
  ) {
    // Hot path: a delta on the block being streamed appends (a rope concat, not a copy).
    if (last.cut) return; // capped: the head is kept, later deltas are dropped
    if (
      last.text.length + e.text.length > LAST_TEXT_CHARS ||
      s.lastText.length + e.text.length > LAST_TEXT_CHARS
    ) {
      // The cap: keep the head, cut with the mark (previewText), never between two deltas without
      // one — a secret split there would keep an unmarked head the redactor cannot recognise.
      const nextBlocks = writableBlocks(blocks, owned);
      const text = previewText(last.text + e.text, LAST_TEXT_CHARS);
      nextBlocks[nextBlocks.length - 1] = { index: last.index, text, cut: true };
      withText(s, e.messageId, nextBlocks, joinBlocks(nextBlocks), owned);
      return;
    }
    const nextBlocks = writableBlocks(blocks, owned);
    nextBlocks[nextBlocks.length - 1] = { index: last.index, text: last.text + e.text };
    withText(s, e.messageId, nextBlocks, s.lastText + e.text, owned);
    return;
  }

  // A block frame replaces whatever deltas streamed for (messageId, index): never doubled.
  let at = -1;
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i]!.index === e.index) {
      at = i;
      break;
    }
  }
  let nextBlocks: TextBlock[];
  if (at >= 0) {
    const prev = blocks[at]!;
    // A delta on a block that reached its cap is dropped like on the hot path.
    if (e.mode === 'delta' && prev.cut) return;
    nextBlocks = writableBlocks(blocks, owned);
    const text = e.mode === 'block' ? e.text : prev.text + e.text;
    nextBlocks[at] = cappedBlock(e.index, text);
  } else {
    nextBlocks = blocks === NO_BLOCKS ? ownBlocks([], owned) : writableBlocks(blocks, owned);
    nextBlocks.push(cappedBlock(e.index, e.text));
    const n = nextBlocks.length;
    if (n > 1) nextBlocks.sort(byIndex);
    if (n > MAX_TEXT_BLOCKS) nextBlocks.splice(0, n - MAX_TEXT_BLOCKS);
  }
  withText(s, e.messageId, nextBlocks, joinBlocks(nextBlocks), owned);
}

/** A text block within its cap; over it, the head cut with the mark, and no more deltas. */
function cappedBlock(index: number, text: string): TextBlock {
  return text.length > LAST_TEXT_CHARS
    ? { index, text: previewText(text, LAST_TEXT_CHARS), cut: true }
    : { index, text };
}

function onRetract(s: RunSummary, e: TextRetractEvent, owned: Owned): void {
  const cur = s.fold.text;
  if (cur === null || cur.messageId !== e.messageId) return;
  const blocks = ownBlocks(
    cur.blocks.filter((b) => b.index < e.fromIndex),
    owned,
  );
  const text = blocks.length > 0 ? joinBlocks(blocks) : null;
  withText(s, cur.messageId, blocks, text, owned);
}

/** The non-empty blocks' texts joined by blank lines, capped; null if there is none. */
function joinBlocks(blocks: ReadonlyArray<TextBlock>): string | null {
  let joined: string | null = null;
  for (let i = 0; i < blocks.length; i++) {
    const t = blocks[i]!.text;
    if (t === '') continue;
    joined = joined === null ? t : `${joined}\n\n${t}`;
  }
  return joined === null ? null : previewText(joined, LAST_TEXT_CHARS);
}

/** Sets the current message's text blocks (an array this batch owns) and the text they give. */
function withText(
  s: RunSummary,
  messageId: string | null,
  blocks: TextBlock[],
  lastText: string | null,
  owned: Owned,
): void {
  const fold = ownFold(s, owned);
  const cur = fold.text;
  if (cur !== null && owned.text === cur) {
    cur.messageId = messageId;
    cur.blocks = blocks;
  } else {
    const text: TextState = { messageId, blocks };
    owned.text = text;
    fold.text = text;
  }
  s.lastText = lastText;
  // Until a result gives the final answer, the latest main-thread text stands in for it.
  s.finalText = lastText;
}

// --- tools ---------------------------------------------------------------------------------------

function findToolIndex(calls: readonly ToolCall[], id: string, window = calls.length): number {
  // Results come soon after their calls: search from the end.
  const stop = Math.max(0, calls.length - window);
  for (let i = calls.length - 1; i >= stop; i--) if (calls[i]!.id === id) return i;
  return -1;
}

function onToolCall(s: RunSummary, e: ToolCallEvent, owned: Owned): RunSummary {
  const known = findToolIndex(s.toolCalls, e.id, DUPLICATE_WINDOW);
  if (known >= 0) return withInput(s, known, e, owned); // counted once
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
  s.toolCalls = appendedCall(s.toolCalls, call, owned);
  if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
  return s;
}

/**
 * A call announced again while it runs: its input is the later word. ACP agents announce a call
 * before its input is known (the Claude adapter: `rawInput: {}`, then an update with the command
 * and the file); once the call ended, what it was described as stays.
 */
function withInput(s: RunSummary, i: number, e: ToolCallEvent, owned: Owned): RunSummary {
  const prev = s.toolCalls[i]!;
  if (prev.status !== 'pending') return s;
  const input = previewValue(e.input);
  const calls = writableCalls(s.toolCalls, owned);
  if (i >= owned.callsFrom) prev.input = input;
  else calls[i] = { ...prev, input };
  s.toolCalls = calls;
  return s;
}

/**
 * Moves the oldest calls (all but the latest `window`) to the summary's call log, keeping what the
 * views read of them in `earlierCalls` (src/run/call-log.ts). Once per `window` calls: the copies
 * here (counts, names, head) cost nothing per call.
 */
function moveOut(s: RunSummary, owned: Owned): void {
  const e = s.earlierCalls;
  const log = e.log;
  if (log === null) return;
  const calls = writableCalls(s.toolCalls, owned);
  const k = calls.length - e.window;
  if (k <= 0) return;
  const moved = calls.splice(0, k);
  owned.callsFrom = Math.max(0, owned.callsFrom - k);
  log.append(e.count, moved);
  const counts = { ...e.counts };
  const names = new Map(e.names);
  // Small copies (the head is at most HEAD_CALLS, the others a few dozen), once per move.
  const head = e.count < HEAD_CALLS ? e.head.slice() : e.head;
  const failed = e.failed.slice();
  const open = e.open.slice();
  for (let i = 0; i < moved.length; i++) {
    const call = moved[i]!;
    const at = e.count + i;
    counts[call.status]++;
    const name = names.has(call.name) || names.size < MAX_NAMES ? call.name : OTHER_NAMES;
    names.set(name, (names.get(name) ?? 0) + 1);
    if (at < HEAD_CALLS) head.push(call);
    if (call.status === 'error' || call.status === 'denied') failed.push({ n: at + 1, call });
    if (call.status === 'pending') open.push({ at, call });
  }
  // Children come after their parent: a moved call's parent, if it was moved while pending, is in
  // `open` by now (this move's included).
  let parents = e.parents;
  for (const call of moved) {
    const p = call.parentId;
    if (p === null || parents.includes(p) || !open.some((o) => o.call.id === p)) continue;
    parents = [...parents, p];
  }
  s.earlierCalls = {
    ...e,
    parents,
    count: e.count + moved.length,
    counts,
    names: [...names],
    head,
    failed: failed.length > FAILED_CALLS ? failed.slice(-FAILED_CALLS) : failed,
    open: open.length > MAX_OPEN ? capOpen(open) : open,
  };
}

/**
 * At most MAX_OPEN calls moved while pending are followed: the oldest still pending beyond that stay
 * pending in the log, and a result for one of them, later still, is recorded as a call of its own
 * (as for any result without a call seen). One that has settled since is kept: its state is news.
 */
function capOpen(open: EarlierCalls['open']): EarlierCalls['open'] {
  let drop = open.length - MAX_OPEN;
  return open.filter((o) => !(drop > 0 && o.call.status === 'pending' && drop-- > 0));
}

/** The call with `id` among those moved while pending, as its index in `open`, or -1. */
function findOpen(e: EarlierCalls, id: string): number {
  for (let i = e.open.length - 1; i >= 0; i--) if (e.open[i]!.call.id === id) return i;
  return -1;
}

/** `earlierCalls` with the moved call at position `at` now `next` (was `prev`): counts, head, failures. */
function updatedEarlier(
  e: EarlierCalls,
  at: number,
  prev: ToolCall,
  next: ToolCall,
  openIndex: number,
): EarlierCalls {
  const counts = { ...e.counts };
  counts[prev.status]--;
  counts[next.status]++;
  let open = e.open;
  if (openIndex >= 0) {
    open = open.slice();
    open[openIndex] = { at, call: next };
  }
  let head = e.head;
  if (at < head.length) {
    head = head.slice();
    head[at] = next;
  }
  let failed = e.failed.filter((f) => f.n !== at + 1);
  if (next.status === 'error' || next.status === 'denied') {
    failed.push({ n: at + 1, call: next });
    failed.sort((a, b) => a.n - b.n);
    if (failed.length > FAILED_CALLS) failed = failed.slice(-FAILED_CALLS);
  }
  return { ...e, counts, head, failed, open };
}

/** `s.fold`, copied once per batch (then owned), so bookkeeping updates do not re-spread it per event. */
function ownFold(s: RunSummary, owned: Owned): FoldState {
  const f = s.fold;
  if (owned.fold === f) return f;
  const copy = { ...f };
  owned.fold = copy;
  s.fold = copy;
  return copy;
}

// The arrays that change in place: each is copied at most once per batch (then owned).

function writableCalls(calls: readonly ToolCall[], owned: Owned): ToolCall[] {
  if (owned.toolCalls === calls) return owned.toolCalls;
  const next = calls.slice();
  owned.toolCalls = next;
  owned.callsFrom = next.length;
  return next;
}

function appendedCall(calls: readonly ToolCall[], call: ToolCall, owned: Owned): ToolCall[] {
  const next = writableCalls(calls, owned);
  next.push(call);
  return next;
}

function appendedRetry(retries: readonly Retry[], retry: Retry, owned: Owned): Retry[] {
  let next = owned.retries;
  if (next !== retries) {
    next = retries.slice();
    owned.retries = next;
  }
  next.push(retry);
  return next;
}

function ownBlocks(blocks: TextBlock[], owned: Owned): TextBlock[] {
  owned.blocks = blocks;
  return blocks;
}

function writableBlocks(blocks: ReadonlyArray<TextBlock>, owned: Owned): TextBlock[] {
  return owned.blocks === blocks ? owned.blocks : ownBlocks(blocks.slice(), owned);
}

function writableRecent(recent: ReadonlyArray<RecentStep>, owned: Owned): RecentStep[] {
  if (owned.recentSteps === recent) return owned.recentSteps;
  const next = recent.slice();
  owned.recentSteps = next;
  return next;
}

function onToolResult(s: RunSummary, e: ToolResultEvent, owned: Owned): RunSummary {
  const i = findToolIndex(s.toolCalls, e.id);
  const output = e.output;
  const outputPreview = output === null ? null : previewText(output, OUTPUT_PREVIEW_CHARS);
  const outputChars = output === null ? 0 : output.length;
  if (i < 0) {
    const o = findOpen(s.earlierCalls, e.id);
    if (o >= 0) {
      // A call moved to the log while pending (a subagent's Task call, a long command): settled here.
      const { at, call: prev } = s.earlierCalls.open[o]!;
      const status = prev.status === 'denied' && e.status === 'error' ? 'denied' : e.status;
      const next: ToolCall = {
        ...prev,
        status,
        outputPreview,
        outputChars,
        exitCode: e.exitCode,
        durationMs: e.durationMs ?? measuredMs(prev.startedAt, e.at),
        endedAt: e.at,
      };
      s.earlierCalls = updatedEarlier(s.earlierCalls, at, prev, next, o);
      return s;
    }
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
    s.toolCalls = appendedCall(s.toolCalls, call, owned);
    if (s.earlierCalls.log !== null && s.toolCalls.length >= 2 * s.earlierCalls.window) moveOut(s, owned);
    return s;
  }
  const calls = writableCalls(s.toolCalls, owned);
  const prev = calls[i]!;
  // A denial seen live (permission_denied) stays a denial when its error result arrives.
  const status = prev.status === 'denied' && e.status === 'error' ? 'denied' : e.status;
  const durationMs = e.durationMs ?? measuredMs(prev.startedAt, e.at);
  if (i >= owned.callsFrom) {
    // Created by this batch: nobody outside it has seen this call yet.
    prev.status = status;
    prev.outputPreview = outputPreview;
    prev.outputChars = outputChars;
    prev.exitCode = e.exitCode;
    prev.durationMs = durationMs;
    prev.endedAt = e.at;
  } else {
    calls[i] = {
      ...prev,
      status,
      outputPreview,
      outputChars,
      exitCode: e.exitCode,
      durationMs,
      endedAt: e.at,
    };
  }
  s.toolCalls = calls;
  return s;
}

function markDenied(s: RunSummary, calls: ToolCall[], id: string | null, owned: Owned): ToolCall[] {
  if (id === null) return calls;
  const i = findToolIndex(calls, id);
  if (i < 0) {
    markEarlierDenied(s, id);
    return calls;
  }
  if (calls[i]!.status === 'denied') return calls;
  const next = writableCalls(calls, owned);
  next[i] = { ...calls[i]!, status: 'denied' };
  return next;
}

/**
 * A denial of a call already moved to the log: an open one is updated; any other is marked by id,
 * which summary.json applies as it streams the calls out. Its status before is not at hand: it is
 * counted as an error turned denial (a refused tool's result is an error result).
 */
function markEarlierDenied(s: RunSummary, id: string): void {
  const e = s.earlierCalls;
  if (e.count === 0) return;
  const o = findOpen(e, id);
  if (o >= 0) {
    const { at, call } = e.open[o]!;
    if (call.status !== 'denied')
      s.earlierCalls = updatedEarlier(e, at, call, { ...call, status: 'denied' }, o);
    return;
  }
  if (e.deniedIds.includes(id)) return;
  const h = e.head.findIndex((c) => c.id === id);
  const prev = h >= 0 ? e.head[h]! : null;
  if (prev?.status === 'denied') return;
  const withId = { ...e, deniedIds: [...e.deniedIds, id] };
  if (prev !== null) {
    s.earlierCalls = updatedEarlier(withId, h, prev, { ...prev, status: 'denied' }, -1);
    return;
  }
  const from = e.counts.error > 0 ? 'error' : 'ok';
  s.earlierCalls = {
    ...withId,
    counts: { ...e.counts, [from]: e.counts[from] - 1, denied: e.counts.denied + 1 },
  };
}

function onPermissionDenied(s: RunSummary, e: PermissionDeniedEvent, owned: Owned): RunSummary {
  const calls = markDenied(s, s.toolCalls, e.toolUseId, owned);
  s.toolCalls = calls;
  if (e.toolUseId !== null && s.permissionDenials.some((d) => d.toolUseId === e.toolUseId)) return s;
  let input = e.input;
  if (input === null && e.toolUseId !== null) {
    const i = findToolIndex(calls, e.toolUseId);
    if (i >= 0) input = calls[i]!.input;
    else {
      const o = findOpen(s.earlierCalls, e.toolUseId);
      if (o >= 0) input = s.earlierCalls.open[o]!.call.input;
    }
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

/**
 * `total - out + in`, field by field (null when all three are): a step's newer figure replacing its
 * older one in the running total, in one object instead of two.
 */
function swappedTokens(
  total: TokenCounts | null,
  out: TokenCounts | null,
  into: TokenCounts | null,
): TokenCounts | null {
  if (total === null && out === null && into === null) return null;
  return {
    input: (total?.input ?? 0) - (out?.input ?? 0) + (into?.input ?? 0),
    output: (total?.output ?? 0) - (out?.output ?? 0) + (into?.output ?? 0),
    cacheRead: (total?.cacheRead ?? 0) - (out?.cacheRead ?? 0) + (into?.cacheRead ?? 0),
    cacheWrite: (total?.cacheWrite ?? 0) - (out?.cacheWrite ?? 0) + (into?.cacheWrite ?? 0),
  };
}

function addCost(a: number | null, b: number | null, sign = 1): number | null {
  if (a === null && b === null) return null;
  return (a ?? 0) + sign * (b ?? 0);
}

/** A token count the fold believes: a non-negative whole number (no `-10000`, no `1e-300`). */
function goodTokens(t: TokenCounts): boolean {
  return goodCount(t.input) && goodCount(t.output) && goodCount(t.cacheRead) && goodCount(t.cacheWrite);
}

function goodCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/**
 * Whether the fold believes `e`'s figures: token counts that are non-negative whole numbers, a cost
 * that is a non-negative finite number. An event with any other figure (`-10000`, `1e-300`, `NaN`)
 * is left out whole and counted in `diagnostics.badUsage`: a stream could otherwise pay its spending
 * back, or shrink it to nothing, under a cap; dropping only the bad part of a run total would still
 * reset what came before it.
 */
function believable(s: RunSummary, e: UsageEvent): boolean {
  const goodCost = e.costUsd === null || (Number.isFinite(e.costUsd) && e.costUsd >= 0);
  if ((e.tokens === null || goodTokens(e.tokens)) && goodCost) return true;
  s.diagnostics = { ...s.diagnostics, badUsage: s.diagnostics.badUsage + 1 };
  return false;
}

function onUsage(s: RunSummary, e: UsageEvent, owned: Owned): void {
  if (!believable(s, e)) return;
  const f = ownFold(s, owned);
  if (e.cumulative) {
    // A run total (Claude result): replaces everything before it; never summed with earlier totals.
    f.tokenBase = e.tokens ?? f.tokenBase;
    f.costBase = e.costUsd ?? f.costBase;
    if (e.byModel && e.byModel.length > 1) s.tokensByModel = e.byModel;
    f.stepTokens = null;
    f.stepCost = null;
    const none: RecentStep[] = [];
    owned.recentSteps = none;
    f.recentSteps = none;
  } else {
    // A step's figure: the latest one for a step replaces its earlier one; steps add up.
    const recent = writableRecent(f.recentSteps, owned);
    let j = -1;
    if (e.messageId !== null) {
      for (let i = 0; i < recent.length; i++) {
        if (recent[i]!.messageId === e.messageId) {
          j = i;
          break;
        }
      }
    }
    let stepCost = f.stepCost;
    let replaced: TokenCounts | null = null;
    if (j >= 0) {
      replaced = recent[j]!.tokens;
      stepCost = addCost(stepCost, recent[j]!.costUsd, -1);
      recent.splice(j, 1);
    }
    const stepTokens = swappedTokens(f.stepTokens, replaced, e.tokens);
    stepCost = e.costUsd === null && stepCost === null ? null : addCost(stepCost, e.costUsd);
    recent.push({ messageId: e.messageId, tokens: e.tokens, costUsd: e.costUsd });
    if (recent.length > RECENT_STEPS) recent.splice(0, recent.length - RECENT_STEPS);
    f.stepTokens = stepTokens;
    f.stepCost = stepCost;
    f.recentSteps = recent;
  }
  s.tokens = addTokens(f.tokenBase, f.stepTokens);
  s.costUsd = f.costBase === null && f.stepCost === null ? null : addCost(f.costBase, f.stepCost);
}

// --- notices, result, exit -----------------------------------------------------------------------

function onNotice(s: RunSummary, e: NoticeEvent): RunSummary {
  const notice = { level: e.level, code: e.code, message: previewText(e.message, 1000), at: e.at };
  const notices = [...s.notices, notice];
  s.notices = notices.length > MAX_NOTICES ? notices.slice(-MAX_NOTICES) : notices;
  return s;
}

/**
 * Whether an event shows the agent at work on a turn: it announced its session (Claude prints its
 * init again for each turn of stream-json input), took a model step, wrote text or called a tool
 * on its main thread. A result frame alone is not a turn.
 */
function beginsTurn(event: AgentEvent): boolean {
  switch (event.kind) {
    case 'session':
      return true;
    case 'step':
    case 'text':
    case 'tool_call':
      return event.parentId === null;
    default:
      return false;
  }
}

function isSuccessResult(e: ResultEvent): boolean {
  return e.outcome === 'success' && !e.isError;
}

function onResult(s: RunSummary, e: ResultEvent, owned: Owned): RunSummary {
  const before = s.fold.lastResult;
  if (before !== null && !isSuccessResult(before) && isSuccessResult(e) && !s.fold.turnSinceResult) {
    // A success right behind the agent's error result, with no turn between them: a real agent
    // works (a new turn) before it succeeds after failing, so this frame was appended by something
    // else that writes to its stdout (a process its tools left behind). The error stands.
    s.diagnostics = { ...s.diagnostics, ignoredResults: s.diagnostics.ignoredResults + 1 };
    return s;
  }
  s.fold = { ...s.fold, lastResult: e, resultCount: s.fold.resultCount + 1, turnSinceResult: false };
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
      calls = markDenied(s, calls, d.toolUseId, owned);
    }
    s.permissionDenials = denials;
    s.toolCalls = calls;
  }
  return s;
}

function onExit(summary: RunSummary, raw: ExitEvent): void {
  // Everything taken from the CLI's stderr (the reason, the error output, the annotation, the
  // comment) starts here: colour codes and other escape sequences go once, for every view.
  const e = raw.stderrTail === null ? raw : { ...raw, stderrTail: stripAnsi(raw.stderrTail) };
  const f = summary.fold;
  const definition = summary.dialect === null ? undefined : dialectDefinition(summary.dialect);
  const decision = incompleteIfUnfinished(
    decideOutcome({
      lastResult: f.lastResult,
      exit: e,
      sawOutput: summary.startedAt !== null,
      notAStream:
        f.sawFrame !== true && summary.diagnostics.badLines > 0 ? summary.diagnostics.badLines : null,
      exitCodes: definition?.exitCodes,
      endedByClientAfterResult: definition?.endedByClientAfterResult,
    }),
    summary,
  );
  // The CLI said on stderr why it refused a tool: that belongs with the reason.
  const refusals = decision.outcome === 'success' ? [] : refusalLines(definition?.refusalLine, e.stderrTail);
  const said = decision.errorMessage ?? '';
  const unsaid = refusals.filter((line) => !said.includes(line));
  if (unsaid.length > 0) decision.errorMessage = said ? `${said}\n${unsaid.join('\n')}` : unsaid.join('\n');
  const wall =
    summary.startedAt !== null && summary.lastEventAt !== null
      ? measuredMs(summary.startedAt, summary.lastEventAt)
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
    retriesKnown: definition?.reportsRetries === true,
    stopRequest: e.stoppedBy === 'requested' ? (e.stopRequest ?? null) : null,
  } satisfies Partial<RunSummary>);
}

/** A success the stream contradicts (open plan items, an unanswered subagent, an empty result). */
function incompleteIfUnfinished(decision: OutcomeDecision, summary: RunSummary): OutcomeDecision {
  if (decision.outcome !== 'success') return decision;
  const unfinished = unfinishedWork(summary, summary.fold.lastResult);
  if (unfinished === null) return decision;
  return {
    ...decision,
    outcome: 'incomplete',
    outcomeSource: 'inferred',
    errorMessage: unfinished.message,
    isError: true,
  };
}

/** The text `pattern` matches in each stderr line (the last 3 distinct ones), or []. */
function refusalLines(pattern: RegExp | undefined, stderrTail: string | null): string[] {
  if (pattern === undefined || stderrTail === null) return [];
  const found: string[] = [];
  for (const line of stderrTail.split(/\r?\n/)) {
    const m = pattern.exec(line);
    if (m && !found.includes(m[0].trim())) found.push(m[0].trim());
  }
  return found.slice(-3);
}

/**
 * The time between two lines, when the stream lets it be known: null when both were read (or
 * stamped) in the same millisecond. A saved stream read at once without its timing, or a CLI that
 * writes a call's start and end together (Codex), says nothing of how long it took: "n/a", never
 * "0 ms".
 */
function measuredMs(from: number, to: number): number | null {
  return to > from ? to - from : null;
}
