/**
 * Small formatters shared by every view, so the comment, the step summary and the job log say the
 * same thing the same way. Pure; nothing here escapes markup (the callers know their context).
 */

import { ownValue } from '../own-keys.js';
import { AGENT_FACTS } from '../run/agent-facts.js';
import type { RunSummary, ToolCall } from '../run/summary.js';
import type { Dialect, Outcome } from '../stream/events.js';
import { truncate } from './markdown.js';

/** "45 ms", "0.4 s", "4.2 s", "41 s", "2m 14s", "1h 02m". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return 'n/a';
  if (ms < 100) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const totalMinutes = Math.floor(totalSeconds / 60);
  if (totalMinutes < 60) return `${totalMinutes}m ${String(totalSeconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(totalMinutes / 60)}h ${String(totalMinutes % 60).padStart(2, '0')}m`;
}

/**
 * A short figure for a narrow table column ("0.3 s", "2m 14s"): its spaces made non-breaking, so
 * a phone's 390 px screen does not wrap it over two lines.
 */
export function unbroken(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

/** "910", "41.2k", "1.35M". */
export function formatTokens(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return 'n/a';
  if (n < 1000) return String(Math.round(n));
  if (n < 999_950) return `${(n / 1000).toFixed(1)}k`;
  return `${(n / 1_000_000).toFixed(2)}M`;
}

/** "$0.21", "$0.0066" for sub-cent spend, "n/a" when the agent reports no cost (never "$0"). */
export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || !Number.isFinite(usd)) return 'n/a';
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/**
 * The run's cost for a view: the agent's own figure, else the estimate marked as one
 * ("≈ $0.12 (est.)"), else null. The two are never added up or shown as the same thing.
 */
export function costText(s: {
  costUsd: number | null;
  estimatedCostUsd?: number | null | undefined;
}): string | null {
  if (s.costUsd !== null) return formatCost(s.costUsd);
  if (s.estimatedCostUsd != null && Number.isFinite(s.estimatedCostUsd))
    return `≈ ${formatCost(s.estimatedCostUsd)} (est.)`;
  return null;
}

/** A count that may be unreported: "n/a" for null, never 0. */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? 'n/a' : String(n);
}

export const OUTCOME_SYMBOL: Record<Outcome, string> = {
  success: '✅',
  error: '❌',
  max_turns: '🔁',
  budget_exceeded: '💸',
  max_tokens: '✂',
  cancelled: '⏹',
  timed_out: '⏱',
  incomplete: '🚧',
  waiting_for_input: '⏸',
};

export const RUNNING_SYMBOL = '🔄';

export function statusSymbol(summary: Pick<RunSummary, 'status' | 'outcome'>): string {
  if (summary.status === 'running' || summary.outcome === null) return RUNNING_SYMBOL;
  return OUTCOME_SYMBOL[summary.outcome];
}

/** The outcome as a verb phrase after the agent's name: "Claude finished", "Claude timed out". */
export const OUTCOME_PHRASE: Record<Outcome, string> = {
  success: 'finished',
  error: 'stopped with an error',
  max_turns: 'reached max turns',
  budget_exceeded: 'exceeded its budget',
  max_tokens: 'was cut off at max tokens',
  cancelled: 'was cancelled',
  timed_out: 'timed out',
  incomplete: 'stopped with work unfinished',
  waiting_for_input: 'is waiting for a maintainer',
};

export function outcomePhrase(summary: Pick<RunSummary, 'status' | 'outcome'>): string {
  if (summary.status === 'running' || summary.outcome === null) return 'is working';
  return OUTCOME_PHRASE[summary.outcome];
}

export function agentLabel(dialect: Dialect | null | undefined): string {
  return dialect ? AGENT_FACTS[dialect].label : 'The agent';
}

/** Which input field best says what a call does, per tool name (lower-cased, all dialects). */
const FIELD_BY_TOOL: Record<string, readonly string[]> = {
  bash: ['command', 'cmd'],
  shell: ['command', 'cmd'],
  run_shell_command: ['command'],
  read: ['file_path', 'filePath', 'path'],
  read_file: ['file_path', 'absolute_path', 'path'],
  edit: ['file_path', 'filePath', 'path'],
  multiedit: ['file_path', 'filePath'],
  write: ['file_path', 'filePath', 'path'],
  write_file: ['file_path', 'path'],
  replace: ['file_path', 'path'],
  notebookedit: ['notebook_path'],
  grep: ['pattern', 'query'],
  search_file_content: ['pattern'],
  grep_search: ['pattern'],
  glob: ['pattern'],
  ls: ['path'],
  list_directory: ['path'],
  task: ['description', 'prompt'],
  agent: ['description', 'prompt'],
  webfetch: ['url'],
  web_fetch: ['url', 'prompt'],
  websearch: ['query'],
  web_search: ['query'],
  google_web_search: ['query'],
  todowrite: [],
};

/** Fields tried for tools we do not know, before falling back to the first string field. */
const GENERIC_FIELDS = [
  'command',
  'cmd',
  'file_path',
  'filePath',
  'path',
  'pattern',
  'query',
  'url',
  'description',
];

/**
 * A short form of a tool call's input for one line: Bash → its command, Read/Edit/Write → the
 * file, Grep → the pattern, Task/Agent → the description, WebFetch → the url, anything else → the
 * first string field. Whitespace collapsed, cut at `max`.
 */
/** Input fields that hold a file path: shown relative to the agent's working directory. */
const PATH_FIELDS = new Set(['file_path', 'filePath', 'path', 'absolute_path', 'notebook_path']);

/** `p` relative to `cwd` when it lies inside it ("/repo/src/a.js" -> "src/a.js"); else unchanged. */
export function relativeToCwd(p: string, cwd: string | null): string {
  if (!cwd) return p;
  const base = cwd.endsWith('/') ? cwd : `${cwd}/`;
  return p.startsWith(base) && p.length > base.length ? p.slice(base.length) : p;
}

export function shortToolInput(
  name: string,
  input: unknown,
  max = 80,
  redact: (s: string) => string = (s) => s,
  cwd: string | null = null,
): string {
  // Redact before cutting: a secret cut in half would no longer match.
  if (typeof input === 'string') return oneLine(redact(input), max);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return '';
  const record = input as Record<string, unknown>;
  const key = name.toLowerCase();
  const known = ownValue(FIELD_BY_TOOL, key) ?? ownValue(FIELD_BY_TOOL, key.replace(/^mcp__.*__/, ''));
  if (key === 'todowrite' && Array.isArray(record['todos'])) return `${record['todos'].length} todos`;
  for (const field of known ?? GENERIC_FIELDS) {
    const v = record[field];
    if (typeof v === 'string' && v.trim()) {
      const shown = PATH_FIELDS.has(field) ? relativeToCwd(v, cwd) : field === 'command' ? unwrapShell(v) : v;
      return oneLine(redact(shown), max);
    }
  }
  for (const v of Object.values(record))
    if (typeof v === 'string' && v.trim()) return oneLine(redact(v), max);
  return '';
}

/**
 * A command as its author wrote it, without the login-shell wrapper an agent runs it in: Codex
 * reports `/bin/bash -lc 'npm test'` (or `"…"` with backslash escapes), which every view showed
 * as is, quotes and doubled backslashes included. Only a wrapper around ONE quoted string is taken
 * off; anything else is shown unchanged.
 */
export function unwrapShell(command: string): string {
  const m = /^\s*(?:\/usr)?(?:\/bin\/)?(?:ba|z)?sh -l?c (.*)$/s.exec(command);
  if (!m) return command;
  const rest = m[1]!.trim();
  if (/^'[^']*'$/.test(rest)) return rest.slice(1, -1);
  if (/^"(?:[^"\\]|\\.)*"$/s.test(rest)) return rest.slice(1, -1).replace(/\\([\\"$`])/g, '$1');
  return command;
}

/** The description Claude's Bash tool carries ("Run the test suite"), when there is one. */
export function toolDescription(call: Pick<ToolCall, 'name' | 'input'>): string | null {
  if (call.input === null || typeof call.input !== 'object') return null;
  const d = (call.input as Record<string, unknown>)['description'];
  const name = call.name.toLowerCase();
  if (typeof d !== 'string' || !d.trim() || name === 'task' || name === 'agent') return null;
  return d.trim();
}

export function oneLine(s: string, max: number): string {
  return truncate(
    s
      .slice(0, max * 4)
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

/** Short session id as shown in footers: the first 8 characters of a UUID. */
export function shortSessionId(id: string): string {
  return id.length > 12 ? id.slice(0, 8) : id;
}

/** How a finished call ended, in one short phrase: "ok", "error (exit 3)", "denied". */
export function toolResultWord(call: Pick<ToolCall, 'status' | 'exitCode'>): string {
  switch (call.status) {
    case 'ok':
      return 'ok';
    case 'error':
      return call.exitCode !== null && call.exitCode !== 0 ? `error (exit ${call.exitCode})` : 'error';
    case 'denied':
      return 'denied';
    default:
      return 'running';
  }
}

/**
 * The number of API retries for a person: "3", or "unknown" when the agent's stream does not show
 * retries and none was seen ("at least N" when some were seen anyway, e.g. on stderr).
 */
export function retryCount(s: Pick<RunSummary, 'retries' | 'retriesKnown'>): string {
  const n = s.retries.length;
  if (s.retriesKnown) return String(n);
  return n > 0 ? `at least ${n}` : 'unknown';
}

/** "API overloaded (529), retry 2/10 in 1.2 s". */
export function formatRetry(r: {
  attempt: number | null;
  maxRetries: number | null;
  delayMs: number | null;
  httpStatus: number | null;
  category: string | null;
  message?: string | null;
}): string {
  const what = retryCause(r.category, r.httpStatus);
  const status = r.httpStatus !== null ? ` (${r.httpStatus})` : '';
  const n = r.attempt !== null ? ` ${r.attempt}${r.maxRetries !== null ? `/${r.maxRetries}` : ''}` : '';
  const delay = r.delayMs !== null ? ` in ${formatDuration(r.delayMs)}` : '';
  return `${what}${status}, retry${n}${delay}`;
}

function retryCause(category: string | null, status: number | null): string {
  const c = (category ?? '').toLowerCase();
  if (c.includes('overload') || status === 529) return 'API overloaded';
  if (c.includes('rate') || status === 429) return 'API rate limited';
  if (c.includes('auth') || status === 401 || status === 403) return 'API authentication failed';
  if (c.includes('connect') || c.includes('network')) return 'API connection failed';
  if (status !== null && status >= 500) return 'API server error';
  return 'API error';
}

/** Counts of calls per status, for headers and tables. */
export function toolCounts(calls: readonly ToolCall[]): {
  total: number;
  ok: number;
  error: number;
  denied: number;
  pending: number;
} {
  const c = { total: calls.length, ok: 0, error: 0, denied: 0, pending: 0 };
  for (const call of calls) c[call.status]++;
  return c;
}

/**
 * Elapsed run time: the run's duration once finished (null when neither the agent nor the stream's
 * times could say: "n/a", never "0 ms"), else last event minus first.
 */
export function elapsedMs(summary: RunSummary, now?: number): number | null {
  if (summary.status === 'finished') return summary.durationMs;
  if (summary.startedAt === null) return null;
  const end =
    now !== undefined && now >= summary.startedAt ? now : (summary.lastEventAt ?? summary.startedAt);
  return end - summary.startedAt;
}

/** "1 turn", "3 turns", "1 retry", "2 retries". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The Claude Code `allowed-tools` rules that would have allowed a denied call, or null where none
 * is known (other agents). Bash gets a prefix rule over each command's first words, as Claude
 * Code's own prefix rules work (`Bash(npm publish:*)`), one per command of a compound line (Claude
 * Code checks `a && b` command by command); a file tool names its path, relative to the working
 * directory inside it and `//`-rooted outside it (Claude Code reads `/x` as relative to the
 * project), under `Edit` for every tool that writes files; MCP tools and the rest are allowed by
 * name. Each form is measured to allow its call (test/e2e/denied-allow-claude.test.ts). The caller redacts and neutralizes the
 * result like any field from the agent.
 */
export function allowRules(
  dialect: string | null,
  tool: string,
  input: unknown,
  cwd: string | null = null,
): string[] | null {
  if (dialect !== 'claude-code') return null;
  const fields = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  if (tool === 'Bash' && typeof fields['command'] === 'string') {
    const rules: string[] = [];
    for (const part of fields['command'].split(/&&|\|\||[;|\n]/)) {
      const words = part.trim().split(/\s+/);
      if (words[0] === undefined || words[0] === '') continue;
      // A subcommand is a plain word (`npm publish`), never an option, a path or a quoted string.
      const prefix =
        words.length > 1 && /^[a-z][a-z0-9-]*$/.test(words[1]!) ? `${words[0]} ${words[1]}` : words[0];
      const rule = `Bash(${prefix}:*)`;
      if (!rules.includes(rule)) rules.push(rule);
    }
    return rules.length > 0 ? rules : ['Bash'];
  }
  const path = fields['file_path'] ?? fields['notebook_path'];
  if (typeof path === 'string' && path !== '') {
    const relative = relativeToCwd(path, cwd);
    // Claude Code checks every file-writing tool against Edit rules: `Write(x)` allows nothing
    // (measured, 2.1.330), `Edit(x)` allows the Write.
    const name = FILE_EDIT_TOOLS.has(tool) ? 'Edit' : tool;
    return [`${name}(${relative.startsWith('/') ? `/${relative}` : relative})`];
  }
  return [tool];
}

const FILE_EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

/** allowRules as one line (`Bash(a:*), Bash(b:*)`), or null. */
export function allowRule(
  dialect: string | null,
  tool: string,
  input: unknown,
  cwd: string | null = null,
): string | null {
  return allowRules(dialect, tool, input, cwd)?.join(', ') ?? null;
}
