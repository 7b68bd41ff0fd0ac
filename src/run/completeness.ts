/**
 * Unfinished work behind a reported success: the agent said it succeeded, yet its own stream shows
 * it did not finish. Agents end a run "successfully" when the model simply stops talking, so a green
 * result alone does not mean the task was done; the stream has three kinds of evidence against it:
 *
 * - its last plan (TodoWrite, TaskCreate/TaskUpdate, Codex's todo_list, Gemini/opencode/caliban/
 *   Cursor todo frames) still has items pending or in progress;
 * - a subagent call (Claude's Task/Agent tool, opencode's and Cursor's task tool, or any call other
 *   calls were made under) never got its result;
 * - the final result is empty where the dialect's terminal frame always carries the answer;
 * - every tool call the agent made was denied (or, besides the denied ones, failed): a headless
 *   agent outside its allowed tools ends "successfully" having done nothing, and the workflow's
 *   rules are what must change.
 *
 * What does NOT count: a plain tool call without a result (Claude's `--json-schema` run ends on
 * its StructuredOutput call, which never gets one), a background task that answered in a later
 * turn (the last plan and the last result are what count). Pure: the reducer asks it once, at exit.
 */

import type { Dialect, ResultEvent, TodoItem } from '../stream/events.js';
import type { EarlierCalls } from './call-log.js';
import type { RunSummary, ToolCall } from './summary.js';

/**
 * Dialects whose terminal frame always carries the final answer on success (Claude Code's
 * `result`: the last assistant text, or the JSON of a structured output). An empty one there means
 * the model stopped without answering.
 */
const RESULT_TEXT_ALWAYS: ReadonlySet<Dialect> = new Set(['claude-code']);

/** Tool names that start a subagent, compared lower-cased. */
const SUBAGENT_TOOLS: ReadonlySet<string> = new Set(['task', 'agent']);

/** How many open items or calls the reason names before "…". */
const NAMED = 3;
const ITEM_CHARS = 80;

/** The all_denied reason's words: src/run/failure-kind.ts reads them to say what to do. */
export const ALL_DENIED_WORDS = [
  'every tool call the agent made was denied',
  'no tool call the agent made succeeded',
] as const;

export interface UnfinishedWork {
  /** Which evidence decided, first found first: `todos`, `subagent`, `empty_result`, `all_denied`. */
  kind: 'todos' | 'subagent' | 'empty_result' | 'all_denied';
  /** The reason, naming what is unfinished. */
  message: string;
}

/**
 * The unfinished work a successful run left, or null when the stream shows none. Every kind found
 * is named in the message (todos first); `kind` is the first one.
 */
export function unfinishedWork(
  summary: Pick<RunSummary, 'todos' | 'toolCalls' | 'dialect'> & {
    earlierCalls?: Pick<EarlierCalls, 'open' | 'parents'> & Partial<Pick<EarlierCalls, 'counts'>>;
    permissionDenials?: RunSummary['permissionDenials'];
  },
  lastResult: ResultEvent | null,
): UnfinishedWork | null {
  const found: UnfinishedWork[] = [];
  const open = summary.todos.filter((t) => t.status !== 'completed');
  if (open.length > 0) {
    found.push({
      kind: 'todos',
      message: `${open.length} of ${summary.todos.length} ${summary.todos.length === 1 ? 'todo' : 'todos'} still open: ${named(open.map(todoText))}`,
    });
  }
  const unanswered = unansweredSubagents(summary.toolCalls, summary.earlierCalls);
  if (unanswered.length > 0) {
    found.push({
      kind: 'subagent',
      message: `${unanswered.length === 1 ? 'a subagent never returned its result' : `${unanswered.length} subagents never returned their results`}: ${named(unanswered.map(callText))}`,
    });
  }
  if (
    lastResult !== null &&
    summary.dialect !== null &&
    RESULT_TEXT_ALWAYS.has(summary.dialect) &&
    (lastResult.text ?? '').trim() === ''
  ) {
    found.push({
      kind: 'empty_result',
      message: 'the final result was empty: the agent stopped without an answer',
    });
  }
  const { denied, failed } = onlyDenied(summary);
  if (denied > 0) {
    found.push({
      kind: 'all_denied',
      message:
        failed === 0
          ? `${ALL_DENIED_WORDS[0]} (${denied} denied)`
          : `${ALL_DENIED_WORDS[1]} (${denied} denied, ${failed} failed)`,
    });
  }
  if (found.length === 0) return null;
  const message = `The agent reported success, but ${found.map((f) => f.message).join('; and ')}.`;
  return { kind: found[0]!.kind, message };
}

/**
 * How many calls were denied (and how many failed) when no call succeeded, else 0 denied. A denial
 * the result frame names but no call in the stream carries (Claude lists them in
 * `permission_denials`) counts too. A failed call does not save the run: Codex's sandbox block is
 * both a command that failed (its own item, exit 1 "Read-only file system") and a denial (told on
 * stderr), measured with the real CLI (0.169.0); the reason then names both counts.
 */
function onlyDenied(
  summary: Pick<RunSummary, 'toolCalls'> & {
    earlierCalls?: Partial<Pick<EarlierCalls, 'counts'>>;
    permissionDenials?: RunSummary['permissionDenials'];
  },
): { denied: number; failed: number } {
  const earlier = summary.earlierCalls?.counts;
  if ((earlier?.ok ?? 0) > 0 || summary.toolCalls.some((c) => c.status === 'ok'))
    return { denied: 0, failed: 0 };
  const ids = new Set<string>();
  let anonymous = 0;
  for (const c of summary.toolCalls) if (c.status === 'denied') ids.add(c.id);
  for (const d of summary.permissionDenials ?? []) {
    if (d.toolUseId === null) anonymous++;
    else ids.add(d.toolUseId);
  }
  const failed = (earlier?.error ?? 0) + summary.toolCalls.filter((c) => c.status === 'error').length;
  return { denied: ids.size + anonymous + (earlier?.denied ?? 0), failed };
}

function todoText(t: TodoItem): string {
  return `'${clip(t.content)}'${t.status === 'in_progress' ? ' (in progress)' : ''}`;
}

/**
 * Subagent calls still pending: named like one, or the parent of other calls. A long run's calls
 * moved out of memory while pending are in `earlier.open`, with the ids of those a moved call
 * names as its parent in `earlier.parents` (src/run/call-log.ts).
 */
function unansweredSubagents(
  window: readonly ToolCall[],
  earlier: Pick<EarlierCalls, 'open' | 'parents'> | undefined,
): ToolCall[] {
  const moved = earlier?.open.map((o) => o.call) ?? [];
  const pending = [...moved, ...window].filter((c) => c.status === 'pending');
  if (pending.length === 0) return [];
  let parents: Set<string> | null = null;
  return pending.filter((c) => {
    if (SUBAGENT_TOOLS.has(c.name.toLowerCase())) return true;
    parents ??= new Set([
      ...(earlier?.parents ?? []),
      ...window.map((x) => x.parentId).filter((p): p is string => p !== null),
    ]);
    return parents.has(c.id);
  });
}

function callText(c: ToolCall): string {
  const input = c.input as Record<string, unknown> | null;
  const about = input && typeof input === 'object' ? (input['description'] ?? input['prompt']) : null;
  return typeof about === 'string' && about.trim() !== '' ? `${c.name} '${clip(about)}'` : c.name;
}

function named(items: string[]): string {
  const shown = items.slice(0, NAMED).join(', ');
  return items.length > NAMED ? `${shown}, …` : shown;
}

function clip(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > ITEM_CHARS ? `${one.slice(0, ITEM_CHARS - 1)}…` : one;
}
