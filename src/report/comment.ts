/**
 * The live PR/issue comment: rendered from the run summary only (the model never writes it), so
 * it cannot forget, lie about the outcome, or leak what redaction removed.
 *
 * Pure: summary + context in, markdown out. Always under GitHub's 65,536-character limit: every
 * field is capped, the tool table and long texts shrink in steps until the body fits, and a minimal
 * body (bounded by construction) is the last resort. Everything from the agent goes through
 * ctx.redact, then markup neutralizing (no tags, no mentions, fences and <details> always closed).
 */

import { callCounts, callNumber, callTotal } from '../run/calls.js';
import { MCP_CONNECTED } from '../run/mcp.js';
import type { RunSummary, ToolCall } from '../run/summary.js';
import { identity, type RedactFn, type ViewContext } from './context.js';
import { conversationBlock } from './conversation.js';
import { DENIED_SHOWN, deniedCalls, deniedMarkdown } from './denied-calls.js';
import {
  costText,
  elapsedMs,
  formatDuration,
  formatRetry,
  formatTokens,
  oneLine,
  plural,
  shortSessionId,
  shortToolInput,
  statusSymbol,
  toolDescription,
  unbroken,
} from './format.js';
import {
  blockquote,
  details,
  inlineCode,
  inlineText,
  safeMarkdown,
  tableCell,
  truncate,
} from './markdown.js';
import { capNotHeldNote, failOnNote, headline, reasonText, setAsideNote } from './outcome-text.js';
import { sessionNote } from './session-note.js';
import { structuredOutputBlock } from './structured-view.js';

/** GitHub rejects comment bodies over 65,536 characters; keep a margin. */
export const COMMENT_LIMIT = 65_536;
const COMMENT_BUDGET = 64_000;

export interface CommentContext extends ViewContext {
  now: number;
  /** The hidden `<!-- narrator:KEY -->` line that finds this comment again; rendered first. */
  marker: string;
  redact: RedactFn;
  /** The PR's ledger totals ("this PR: 5 agent runs · $4.12 · 1 incomplete"), under the footer. */
  ledgerLine?: string | null;
  /** A request of the agent's has waited for a maintainer since then (src/action/live/converse.ts). */
  waitingSince?: number;
}

interface Caps {
  rows: number;
  finalChars: number;
  reasonChars: number;
  todos: number;
  todoChars: number;
}

const CAP_LEVELS: readonly Caps[] = [
  { rows: 30, finalChars: 20_000, reasonChars: 4_000, todos: 50, todoChars: 300 },
  { rows: 15, finalChars: 8_000, reasonChars: 2_000, todos: 30, todoChars: 200 },
  { rows: 5, finalChars: 2_000, reasonChars: 1_000, todos: 15, todoChars: 120 },
  { rows: 0, finalChars: 500, reasonChars: 500, todos: 5, todoChars: 80 },
];

/** A final answer longer than this (or these lines) is collapsed. */
const COLLAPSE_CHARS = 1_500;
/** The structured output shown in the comment (collapsed): the step summary has room for more. */
const STRUCTURED_IN_COMMENT = 8_000;
const COLLAPSE_LINES = 15;

export function renderComment(summary: RunSummary, ctx: CommentContext): string {
  let body = '';
  for (body of commentBodies(summary, ctx)) if (body.length <= COMMENT_BUDGET) return body;
  return body; // the minimal body: bounded by construction
}

/**
 * Every body renderComment chooses from, fullest first: one per cap level, then the minimal body.
 * Lazy, so renderComment builds only as many as it needs; tests render them all.
 */
export function* commentBodies(summary: RunSummary, ctx: CommentContext): Generator<string> {
  for (const caps of CAP_LEVELS) yield build(summary, ctx, caps);
  yield minimal(summary, ctx);
}

function build(s: RunSummary, ctx: CommentContext, caps: Caps): string {
  const r = ctx.redact ?? identity;
  const running = s.status !== 'finished';
  const blocks: string[] = [marker(ctx.marker), header(s, ctx)];

  if (running) {
    blocks.push(nowLine(s, ctx, r));
    if (s.todos.length) blocks.push(`**Plan**\n${todoList(s, caps, r)}`);
    const retry = liveRetry(s);
    if (retry) blocks.push(retry);
  } else {
    blocks.push(...ending(s, ctx, caps, r));
    blocks.push(structuredOutputBlock(s, r, Math.min(caps.finalChars, STRUCTURED_IN_COMMENT)));
  }
  const limitLine = rateLimitLine(s, r);
  if (limitLine && running) blocks.push(limitLine);
  blocks.push(mcpReasons(s, r));

  // Who asked, allowed, denied, answered or steered (src/report/conversation.ts).
  blocks.push(conversationBlock(s.conversation, r));
  const denied = deniedCalls(s, r, Math.min(DENIED_SHOWN, Math.max(3, caps.rows)));
  if (denied) blocks.push(details(`⛔ Denied calls (${denied.total})`, deniedMarkdown(denied), !running));
  if (callTotal(s)) blocks.push(toolTable(s, ctx, caps, r));
  if (!running && s.todos.length) {
    const done = s.todos.filter((t) => t.status === 'completed').length;
    blocks.push(details(`Plan (${done}/${s.todos.length})`, todoList(s, caps, r)));
  }
  blocks.push(footer(s, ctx, r));
  if (ctx.ledgerLine) blocks.push(`<sub>${ctx.ledgerLine}</sub>`);
  return `${blocks.filter((b) => b.length > 0).join('\n\n')}\n`;
}

/** The hidden marker for a comment key: `<!-- narrator:KEY -->`, made safe to sit in an HTML comment. */
export function commentMarker(key: string): string {
  return `<!-- narrator:${markerText(key)} -->`;
}

function markerText(s: string): string {
  // No `--` (would end the comment), no angle brackets or line breaks; bounded.
  return s
    .replace(/-{2,}/g, '-')
    .replace(/[<>\r\n]/g, '')
    .slice(0, 200);
}

function marker(m: string): string {
  const t = m.trim();
  const inner = t.length >= 7 && t.startsWith('<!--') && t.endsWith('-->') ? t.slice(4, -3) : m;
  return `<!-- ${markerText(inner).trim()} -->`;
}

/** The comment's header line without its heading markup: the check run's title says the same. */
export function commentHeaderLine(s: RunSummary, ctx: CommentContext): string {
  return header(s, ctx).replace(/^### /, '');
}

function header(s: RunSummary, ctx: CommentContext): string {
  const r = ctx.redact ?? identity;
  const parts = [`${statusSymbol(s)} ${inlineText(headline(s, ctx), 160)}`];
  const elapsed = elapsedMs(s, ctx.now);
  // No time known (before the first line, or a finished stream that gave none): nothing, rather
  // than a bare "n/a" a reader cannot place.
  if (elapsed !== null) parts.push(formatDuration(elapsed));
  if (s.status !== 'finished' && ctx.waitingSince !== undefined)
    // Where the answer goes, and how long it has waited, in words: "· 1.7 s · ⏸ waiting for a
    // maintainer · 1.5 s" read as two run times side by side.
    parts.push(
      `⏸ waiting for a maintainer's answer on the card, ${formatDuration(Math.max(0, ctx.now - ctx.waitingSince))} so far`,
    );
  if (s.status !== 'finished') {
    if (s.model) parts.push(inlineText(r(s.model), 60));
  } else {
    if (s.turns !== null) parts.push(plural(s.turns, 'turn'));
    parts.push(plural(callTotal(s), 'tool call'));
    parts.push(costText(s) ?? 'cost n/a');
  }
  // The MCP servers as the agent reported them at start: a failed one is seen in the first minute.
  // Names and states only: a server's reason (often a paragraph of stderr) is a line of the body
  // (mcpReasons), not bold heading text.
  const mcp = mcpHeader(s.mcpServers);
  if (mcp) parts.push(inlineText(r(mcp), 300));
  return `### ${parts.join(' · ')}`;
}

/** "MCP: github ✓ · context7 ✗ failed": the header's part, without the reasons. */
function mcpHeader(servers: RunSummary['mcpServers']): string | null {
  if (servers === null || servers.length === 0) return null;
  return `MCP: ${servers.map((m) => (m.status === MCP_CONNECTED ? `${m.name} ✓` : `${m.name} ✗ ${m.status}`)).join(' · ')}`;
}

/**
 * Why each MCP server that did not connect did not, one line each; '' when none gave a reason, or
 * when the run's own reason (the quote above) already says it (require-mcp stopped on it).
 */
function mcpReasons(s: RunSummary, r: RedactFn): string {
  const said = s.errorMessage ?? '';
  const lines = (s.mcpServers ?? [])
    .filter((m) => m.status !== MCP_CONNECTED && m.error && !said.includes(m.error))
    .map((m) => `- ${inlineCode(r(m.name))} ${inlineText(r(m.status), 40)}: ${inlineText(r(m.error!), 300)}`);
  return lines.length === 0 ? '' : `**MCP servers that did not connect**\n\n${lines.join('\n')}`;
}

/** The running tool: the latest call still pending (a subagent's own call beats its Agent call). */
export function currentCall(s: RunSummary): ToolCall | null {
  for (let i = s.toolCalls.length - 1; i >= 0; i--) {
    const c = s.toolCalls[i]!;
    if (c.status === 'pending') return c;
  }
  return null;
}

function nowLine(s: RunSummary, ctx: CommentContext, r: RedactFn): string {
  const call = currentCall(s);
  if (!call) {
    if (s.startedAt === null) return '**Now:** starting';
    return `**Now:** thinking${s.steps ? ` (step ${s.steps})` : ''}`;
  }
  const desc = toolDescription(call);
  const what = shortToolInput(call.name, call.input, 80, r, s.cwd);
  const parts = [inlineCode(r(call.name))];
  const detail = [desc ? inlineText(r(desc), 100) : null, what ? inlineCode(what) : null].filter(Boolean);
  const running = ctx.now >= call.startedAt ? ` (running ${formatDuration(ctx.now - call.startedAt)})` : '';
  const parent = call.parentId ? s.toolCalls.find((c) => c.id === call.parentId) : null;
  const inSub = parent
    ? ` · in subagent ${inlineCode(shortToolInput(parent.name, parent.input, 40, r, s.cwd))}`
    : '';
  return `**Now:** ${parts.join('')}${detail.length ? ` — ${detail.join(' · ')}` : ''}${running}${inSub}`;
}

function todoList(s: RunSummary, caps: Caps, r: RedactFn): string {
  const shown = s.todos.slice(0, caps.todos);
  const lines = shown.map((t) => {
    const box = t.status === 'completed' ? '[x]' : '[ ]';
    const mark = t.status === 'in_progress' ? ' ← *in progress*' : '';
    return `- ${box} ${inlineText(r(t.content), caps.todoChars)}${mark}`;
  });
  if (s.todos.length > shown.length) lines.push(`- *…and ${s.todos.length - shown.length} more*`);
  return lines.join('\n');
}

/** A retry shows while it is the latest news: nothing but more retries happened after it. */
function liveRetry(s: RunSummary): string | null {
  const last = s.retries[s.retries.length - 1];
  if (!last) return null;
  const lastCall = s.toolCalls[s.toolCalls.length - 1];
  if (lastCall && lastCall.startedAt > last.at) return null;
  if (s.lastEventAt !== null && s.lastEventAt > last.at + (last.delayMs ?? 0) + 60_000) return null;
  const line = `⏳ ${formatRetry(last)}`;
  const older = s.retries.length > 1 ? ` · ${s.retries.length} retries so far` : '';
  return `${inlineText(line, 200)}${older}`;
}

function rateLimitLine(s: RunSummary, r: RedactFn): string | null {
  const rl = s.rateLimit;
  if (!rl || rl.status === 'allowed') return null;
  const resets =
    rl.resetsAt !== null && Number.isFinite(rl.resetsAt)
      ? ` · resets ${new Date(rl.resetsAt < 1e12 ? rl.resetsAt * 1000 : rl.resetsAt).toISOString().slice(11, 16)} UTC`
      : '';
  return `⚠️ Rate limit: ${inlineText(r(rl.status), 40)}${resets}`;
}

function ending(s: RunSummary, ctx: CommentContext, caps: Caps, r: RedactFn): string[] {
  const out: string[] = [];
  if (s.outcome === 'success') {
    const text = s.finalText?.trim();
    if (text) {
      const safe = safeMarkdown(truncateNote(r(text), caps.finalChars));
      const lines = safe.split('\n').length;
      out.push(
        safe.length > COLLAPSE_CHARS || lines > COLLAPSE_LINES
          ? details(`Final answer (${lines} lines)`, safe)
          : safe,
      );
    } else {
      out.push('*The agent gave no final text.*');
    }
  } else {
    const reason = reasonText(s, ctx);
    if (reason) out.push(safeMarkdown(truncateNote(reason, caps.reasonChars)));
    const last = (s.finalText ?? s.lastText)?.trim();
    if (last && last !== s.errorMessage?.trim()) {
      out.push(details('Last message from the agent', safeMarkdown(truncateNote(r(last), caps.finalChars))));
    }
  }
  if (s.retries.length) {
    const last = s.retries[s.retries.length - 1]!;
    out.push(
      `⏳ ${s.retries.length} API ${s.retries.length === 1 ? 'retry' : 'retries'} · last: ${inlineText(formatRetry(last), 160)}`,
    );
  }
  const setAside = setAsideNote(s);
  if (setAside) out.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) out.push(unheld);
  const session = sessionNote(s);
  if (session) out.push(session);
  const note = failOnNote(s, ctx);
  if (note) out.push(note);
  return out;
}

/** Cut text and say so, so a reader knows the rest is in the step summary. */
function truncateNote(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${truncate(text, max)}\n\n*(cut at ${max} characters — the full text is in the step summary)*`;
}

function toolTable(s: RunSummary, ctx: CommentContext, caps: Caps, r: RedactFn): string {
  const counts = callCounts(s);
  const title = `${counts.total} tool ${counts.total === 1 ? 'call' : 'calls'} · ${counts.error} failed · ${counts.denied} denied`;
  if (caps.rows === 0) return details(title, '*The calls are listed in the step summary.*');
  const rows: string[] = ['| # | tool | what | result | time |', '|--:|---|---|---|--:|'];
  // Oldest first, as the step summary and the HTML record list them: the table reads down as the
  // run went, and a subagent's calls come under the call that started them. The latest rows are
  // the ones kept; the earlier ones are counted at the top.
  const from = Math.max(0, s.toolCalls.length - caps.rows);
  // Calls moved out of memory (a long run) are never within the last rows: the window holds more.
  const start = callNumber(s, from) - 1;
  if (start > 0)
    rows.push(`| … | | *${start} earlier ${start === 1 ? 'call' : 'calls'} in the step summary* | | |`);
  for (let i = from; i < s.toolCalls.length; i++) {
    const c = s.toolCalls[i]!;
    rows.push(toolRow(callNumber(s, i), c, ctx, r, s.cwd));
  }
  return details(title, rows.join('\n'));
}

function toolRow(n: number, c: ToolCall, ctx: CommentContext, r: RedactFn, cwd: string | null): string {
  const name = `${c.parentId ? '↳ ' : ''}${tableCell(r(c.name), 40)}`;
  const what = shortToolInput(c.name, c.input, 60, r, cwd);
  const time = unbroken(
    c.durationMs !== null
      ? formatDuration(c.durationMs)
      : c.status === 'pending' && ctx.now >= c.startedAt
        ? formatDuration(ctx.now - c.startedAt)
        : '',
  );
  return `| ${n} | ${name} | ${what ? inlineCode(what) : ''} | ${resultCell(c)} | ${time} |`;
}

export function resultCell(c: ToolCall): string {
  switch (c.status) {
    case 'ok':
      return '✓';
    case 'error':
      return c.exitCode !== null && c.exitCode !== 0 ? `✗ exit ${c.exitCode}` : '✗';
    case 'denied':
      return '⛔ denied';
    default:
      return 'running';
  }
}

function footer(s: RunSummary, ctx: CommentContext, r: RedactFn): string {
  const running = s.status !== 'finished';
  // The same count live and final (the model steps the stream showed): the live comment's "28
  // steps" does not become "31 turns" when the run ends. The agent's own turn count is in the
  // final header.
  const cost = costText(s);
  // A run's first body, before the agent said anything, has no figures yet: "0 steps · tokens n/a ·
  // cost n/a" there read as a broken run. Only the links, until the first step.
  const nothingYet = running && s.steps === 0 && !s.tokens && cost === null;
  const parts: string[] = nothingYet ? [] : [plural(s.steps, 'step')];
  if (s.tokens) {
    const cached = s.tokens.cacheRead ? ` (${formatTokens(s.tokens.cacheRead)} cached)` : '';
    parts.push(`${formatTokens(s.tokens.input)} tokens in${cached} / ${formatTokens(s.tokens.output)} out`);
  } else if (!nothingYet) parts.push('tokens n/a');
  if (!nothingYet) parts.push(cost === null ? 'cost n/a' : `${cost}${running ? ' so far' : ''}`);
  if (ctx.runUrl) parts.push(`[job log](${safeUrl(ctx.runUrl)})`);
  if (ctx.stepSummaryUrl) parts.push(`[step summary](${safeUrl(ctx.stepSummaryUrl)})`);
  if (s.sessionId) parts.push(`session ${inlineCode(shortSessionId(oneLine(r(s.sessionId), 40)))}`);
  return parts.join(' · ');
}

/** Links are ours (built from GITHUB_* values), but keep them from breaking the markdown. */
function safeUrl(u: string): string {
  return u.replace(/[\s()<>]/g, encodeURIComponent);
}

/** The last resort: header, reason line and links only, each capped; always far under the limit. */
function minimal(s: RunSummary, ctx: CommentContext): string {
  const r = ctx.redact ?? identity;
  const reason = reasonText(s, ctx);
  const blocks = [
    marker(ctx.marker),
    header(s, ctx).slice(0, 1_000),
    reason ? blockquote(inlineText(reason, 500)) : '',
    failOnNote(s, ctx) ?? '',
    footer(
      s,
      {
        ...ctx,
        runUrl: ctx.runUrl?.slice(0, 500) ?? null,
        stepSummaryUrl: ctx.stepSummaryUrl?.slice(0, 500) ?? null,
      },
      r,
    ),
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}
