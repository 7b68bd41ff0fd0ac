/**
 * The job step summary ($GITHUB_STEP_SUMMARY): the full account of a run — outcome and reason,
 * metrics, every tool call, the plan, the final text and a mermaid timeline. Pure; budgeted to stay
 * under GitHub's 1 MiB per step the same way the comment is (caps shrink in steps, then a minimal
 * body). Agent text goes through ctx.redact and markup neutralizing.
 */

import { callCounts, callTotal, firstCalls, lastFailedCalls } from '../run/calls.js';
import { mcpLine } from '../run/mcp.js';
import type { RunSummary, ToolCall } from '../run/summary.js';
import type { Verdict } from '../run/verdict.js';
import { revealBidi } from './bidi.js';
import { resultCell } from './comment.js';
import { identity, type RedactFn, type ViewContext } from './context.js';
import { conversationBlock } from './conversation.js';
import { deniedCalls, deniedMarkdown } from './denied-calls.js';
import {
  costText,
  elapsedMs,
  formatCount,
  formatDuration,
  formatRetry,
  formatTokens,
  retryCount,
  shortToolInput,
  statusSymbol,
  unbroken,
} from './format.js';
import {
  blockquote,
  codeFence,
  details,
  inlineCode,
  inlineText,
  safeMarkdown,
  tableCell,
  truncate,
} from './markdown.js';
import {
  CRASH_NOTE,
  capNotHeldNote,
  failOnNote,
  headline,
  NOT_STARTED_NOTE,
  reasonText,
  setAsideNote,
  verdictReason,
} from './outcome-text.js';
import { sessionNote } from './session-note.js';
import { structuredOutputBlock } from './structured-view.js';

/** GitHub's limit for one step's summary is 1 MiB (bytes); we measure UTF-8 bytes. */
export const STEP_SUMMARY_LIMIT = 1024 * 1024;
const STEP_SUMMARY_BUDGET = 1_000_000;

export interface StepSummaryContext extends ViewContext {
  redact: RedactFn;
}

interface Caps {
  rows: number;
  ganttRows: number;
  finalChars: number;
  previewChars: number;
  todos: number;
}

const CAP_LEVELS: readonly Caps[] = [
  { rows: 1_000, ganttRows: 200, finalChars: 200_000, previewChars: 2_000, todos: 200 },
  { rows: 300, ganttRows: 100, finalChars: 60_000, previewChars: 500, todos: 100 },
  { rows: 100, ganttRows: 50, finalChars: 20_000, previewChars: 0, todos: 50 },
  { rows: 20, ganttRows: 0, finalChars: 5_000, previewChars: 0, todos: 20 },
];

export function renderStepSummary(summary: RunSummary, ctx: StepSummaryContext): string {
  let body = '';
  for (body of stepSummaryBodies(summary, ctx)) {
    if (Buffer.byteLength(body, 'utf8') <= STEP_SUMMARY_BUDGET) return body;
  }
  return body; // the minimal body
}

/**
 * The step summary of a run that ended before the agent started and before any summary existed
 * (a bad input, a refused permission gate), or that Narrator's own crash ended: the verdict and
 * why, so the run's page says it too.
 */
export function renderNotStartedSummary(verdict: Verdict, ctx: ViewContext): string {
  const reason = verdictReason(null, { ...ctx, verdict }) ?? '';
  const [title, note] =
    verdict.source === 'crash'
      ? ['Narrator failed', CRASH_NOTE]
      : ['Narrator did not start the agent', NOT_STARTED_NOTE];
  return `## ❌ ${title}\n\n${blockquote(inlineText(reason, 2_000))}\n\n${note}\n`;
}

/**
 * Every body renderStepSummary chooses from, fullest first: one per cap level, then the minimal
 * body. Lazy, so renderStepSummary builds only as many as it needs; tests render them all.
 */
export function* stepSummaryBodies(summary: RunSummary, ctx: StepSummaryContext): Generator<string> {
  for (const caps of CAP_LEVELS) yield build(summary, ctx, caps);
  yield minimal(summary, ctx);
}

function build(s: RunSummary, ctx: StepSummaryContext, caps: Caps): string {
  const r = ctx.redact ?? identity;
  const blocks: string[] = [title(s, ctx)];
  const reason = reasonText(s, ctx);
  if (reason) blocks.push(safeMarkdown(truncate(reason, 20_000)));
  const setAside = setAsideNote(s);
  if (setAside) blocks.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) blocks.push(unheld);
  const session = sessionNote(s);
  if (session) blocks.push(session);
  const note = failOnNote(s, ctx);
  if (note) blocks.push(note);
  blocks.push(metrics(s, ctx));
  if (s.retries.length) blocks.push(retries(s, r));
  // Who asked, allowed, denied, answered or steered (src/report/conversation.ts).
  // A section like the others here (### Denied calls, ### Tool calls), not the comment's bold line.
  const talk = conversationBlock(s.conversation, r).replace(/^\*\*(Talk with the agent)\*\*/, '### $1');
  if (talk) blocks.push(talk);
  if (s.todos.length) blocks.push(todos(s, caps, r));
  const denied = deniedBlock(s, r);
  if (denied) blocks.push(denied);
  if (callTotal(s)) blocks.push(toolTable(s, caps, r));
  if (callTotal(s) && caps.ganttRows > 0 && hasTimes(s)) blocks.push(timeline(s, caps, r));
  if (caps.previewChars > 0) {
    const failed = failedOutputs(s, caps, r);
    if (failed) blocks.push(failed);
  }
  const text = (s.finalText ?? (s.status !== 'finished' ? s.lastText : null))?.trim();
  if (text) {
    const heading = s.outcome === 'success' ? '### Final answer' : '### Last message from the agent';
    blocks.push(`${heading}\n\n${safeMarkdown(cut(r(text), caps.finalChars))}`);
  }
  const structured = structuredOutputBlock(s, r, caps.finalChars);
  if (structured) blocks.push(structured);
  blocks.push(footer(s, ctx, r));
  return `${blocks.join('\n\n')}\n`;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${truncate(text, max)}\n\n*(cut at ${max} characters)*`;
}

function title(s: RunSummary, ctx: StepSummaryContext): string {
  const model = s.model ? ` · ${inlineText((ctx.redact ?? identity)(s.model), 60)}` : '';
  // A duration the stream never gave is left out of the title (the table's row says n/a).
  const took = elapsedMs(s, ctx.now);
  const time = took === null ? '' : ` · ${formatDuration(took)}`;
  return `## ${statusSymbol(s)} ${inlineText(headline(s, ctx), 200)}${time}${model}`;
}

function metrics(s: RunSummary, ctx: StepSummaryContext): string {
  const c = callCounts(s);
  const t = s.tokens;
  const rows: Array<[string, string]> = [
    ['Outcome', s.outcome ? inlineCode(s.outcome) : 'running'],
    ['Subtype', s.subtype ? inlineCode(truncate((ctx.redact ?? identity)(s.subtype), 60)) : 'n/a'],
    ['Duration', formatDuration(elapsedMs(s, ctx.now))],
    ['Turns', formatCount(s.turns)],
    ['Model steps', String(s.steps)],
    ['Tool calls', String(c.total)],
    ['Tool errors', String(c.error)],
    ['Permission denials', String(Math.max(c.denied, s.permissionDenials.length))],
    ['API retries', retryCount(s)],
    ['Input tokens', t ? formatTokens(t.input) : 'n/a'],
    ['Output tokens', t ? formatTokens(t.output) : 'n/a'],
    ['Cache read tokens', t ? formatTokens(t.cacheRead) : 'n/a'],
    ['Cache write tokens', t ? formatTokens(t.cacheWrite) : 'n/a'],
    ['Cost', costText(s) ?? 'n/a'],
  ];
  const mcp = mcpLine(s.mcpServers);
  if (mcp) rows.push(['MCP servers', tableCell((ctx.redact ?? identity)(mcp.replace(/^MCP: /, '')), 400)]);
  if (s.exitCode !== null || s.signal !== null) {
    const how = s.signal ? `signal ${tableCell(s.signal, 20)}` : String(s.exitCode);
    // ACP agents do not exit after their turn: Narrator ends them once the prompt is answered.
    const ended =
      s.dialect === 'acp' && s.outcomeSource === 'terminal_frame'
        ? `${how} (ended by Narrator after the turn)`
        : how;
    rows.push(['Exit', ended]);
  }
  const d = s.diagnostics;
  const unknown = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines || unknown) rows.push(['Unreadable lines / unknown frames', `${d.badLines} / ${unknown}`]);
  return ['| Metric | Value |', '|---|--:|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

function retries(s: RunSummary, r: RedactFn): string {
  const shown = s.retries.slice(-50);
  const lines = shown.map(
    (x) => `- ${inlineText(formatRetry(x), 200)}${x.message ? ` — ${inlineText(r(x.message), 200)}` : ''}`,
  );
  if (s.retries.length > shown.length)
    lines.unshift(`- *…${s.retries.length - shown.length} earlier retries*`);
  return `### API retries\n\n${lines.join('\n')}`;
}

/** Each denied call with the `allowed-tools` rule that would allow it, to copy into the workflow. */
function deniedBlock(s: RunSummary, r: RedactFn): string {
  const d = deniedCalls(s, r, 20);
  return d === null ? '' : `### Denied calls (${d.total})\n\n${deniedMarkdown(d)}`;
}

function todos(s: RunSummary, caps: Caps, r: RedactFn): string {
  const shown = s.todos.slice(0, caps.todos);
  const lines = shown.map(
    (t) =>
      `- [${t.status === 'completed' ? 'x' : ' '}] ${inlineText(r(t.content), 300)}${t.status === 'in_progress' ? ' ← *in progress*' : ''}`,
  );
  if (s.todos.length > shown.length) lines.push(`- *…and ${s.todos.length - shown.length} more*`);
  const done = s.todos.filter((t) => t.status === 'completed').length;
  return `### Plan (${done}/${s.todos.length})\n\n${lines.join('\n')}`;
}

function toolTable(s: RunSummary, caps: Caps, r: RedactFn): string {
  const c = callCounts(s);
  const shown = firstCalls(s, caps.rows);
  // A parent comes before its subagent's calls: the rows shown hold every parent they name.
  const index = new Map<string, number>();
  shown.forEach((call, i) => {
    if (!index.has(call.id)) index.set(call.id, i + 1);
  });
  const rows = ['| # | tool | input | result | time | parent |', '|--:|---|---|---|--:|--:|'];
  shown.forEach((call, i) => {
    const what = shortToolInput(call.name, call.input, 100, r, s.cwd);
    const parent = call.parentId ? `↳ ${index.get(call.parentId) ?? '?'}` : '';
    rows.push(
      `| ${i + 1} | ${tableCell(r(call.name), 60)} | ${what ? inlineCode(what) : ''} | ${resultCell(call)} | ${
        call.durationMs !== null ? unbroken(formatDuration(call.durationMs)) : ''
      } | ${parent} |`,
    );
  });
  const left = c.total - shown.length;
  const more = left > 0 ? `\n\n*${left} more tool calls not listed (${c.total} in all).*` : '';
  return `### Tool calls (${c.total} · ${c.error} failed · ${c.denied} denied)\n\n${rows.join('\n')}${more}`;
}

/** Outputs of failed calls, so the reason for an error is one click away. */
function failedOutputs(s: RunSummary, caps: Caps, r: RedactFn): string | null {
  const shown = lastFailedCalls(s, 20);
  if (!shown.length) return null;
  const parts = shown.map(([call, n]: readonly [ToolCall, number]) =>
    details(
      `call ${n}: ${tableCell(r(call.name), 40)} — ${resultCell(call)}`,
      codeFence(cut(r(call.outputPreview!), caps.previewChars)),
    ),
  );
  return `### Failed tool calls\n\n${parts.join('\n\n')}`;
}

/**
 * Whether the stream carried times to draw: the HTML record's rule (src/report/html/page.ts). A
 * stream without them (a Cursor or caliban stream rendered without its timing) would chart every
 * call from 0 to 1 ms, a chart that says nothing and disagrees with the record's "No timeline".
 */
function hasTimes(s: RunSummary): boolean {
  const end = Math.max(s.lastEventAt ?? 0, ...s.toolCalls.slice(-1).map((c) => c.endedAt ?? 0));
  return s.startedAt !== null && end > s.startedAt;
}

/** Mermaid gantt of the tool calls, seconds since the first event. */
function timeline(s: RunSummary, caps: Caps, r: RedactFn): string {
  const calls = firstCalls(s, caps.ganttRows);
  const origin = s.startedAt ?? calls[0]?.startedAt ?? 0;
  const end = s.lastEventAt ?? origin;
  const lines = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %M:%S', '  section Tool calls'];
  calls.forEach((c, i) => {
    const start = Math.max(0, c.startedAt - origin);
    const stop = Math.max(
      start + 1,
      (c.endedAt ?? (c.durationMs !== null ? c.startedAt + c.durationMs : end)) - origin,
    );
    const label = ganttLabel(`${i + 1} ${r(c.name)} ${shortToolInput(c.name, c.input, 30, r, s.cwd)}`);
    const tag =
      c.status === 'error' || c.status === 'denied' ? 'crit, ' : c.status === 'pending' ? 'active, ' : '';
    lines.push(`  ${label} :${tag}t${i + 1}, ${start}, ${stop}`);
  });
  lines.push('```');
  const more = callTotal(s) > calls.length ? `\n\n*Timeline shows the first ${calls.length} calls.*` : '';
  return `### Timeline\n\n${lines.join('\n')}${more}`;
}

/**
 * Mermaid task labels end at `:` and break on `#`, `;` and newlines; keep them plain. The chart
 * is drawn from our text, not through `neutralize`, so bidi controls are shown here.
 */
export function ganttLabel(s: string): string {
  const plain = revealBidi(s)
    .replace(/[:#;@`\r\n%{}<>"'\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(plain, 50) || 'call';
}

function footer(s: RunSummary, ctx: StepSummaryContext, r: RedactFn): string {
  const parts: string[] = [];
  if (s.sessionId) parts.push(`session ${inlineCode(truncate(r(s.sessionId), 60))}`);
  if (s.cliVersion) parts.push(`CLI ${inlineCode(truncate(r(s.cliVersion), 40))}`);
  if (s.dialect) parts.push(`dialect ${inlineCode(s.dialect)}`);
  if (ctx.runUrl) parts.push(`[job log](${ctx.runUrl.replace(/[\s()<>]/g, encodeURIComponent)})`);
  return `<sub>${parts.join(' · ')}</sub>`;
}

function minimal(s: RunSummary, ctx: StepSummaryContext): string {
  const reason = reasonText(s, ctx);
  return `${[
    title(s, ctx),
    reason ? blockquote(inlineText(reason, 2_000)) : '',
    capNotHeldNote(s) ?? '',
    failOnNote(s, ctx) ?? '',
    metrics(s, ctx),
  ]
    .filter(Boolean)
    .join('\n\n')}\n`;
}
