/**
 * The readable record of a run: ONE self-contained HTML page a reviewer can open offline. The
 * header (outcome, reason, metrics, the timeline, the plan) is rendered from the summary; the
 * conversation from the transcript (src/report/html/transcript.ts). Pure: everything comes in.
 *
 * Safe by construction: the Content-Security-Policy is the first thing in <head> and forbids every
 * request (`default-src 'none'`), allowing only this file's own stylesheet and script by their
 * SHA-256; all markup is built by the `html` template, which escapes every value (safe-html.ts);
 * nothing from the stream becomes a URL, an attribute name, a style or a script.
 */

import { createHash } from 'node:crypto';
import { callCounts } from '../../run/calls.js';
import type { RunSummary } from '../../run/summary.js';
import { identity, type ViewContext, verdictOf } from '../context.js';
import { conversationText } from '../conversation.js';
import { deniedCalls } from '../denied-calls.js';
import { costText, elapsedMs, formatDuration, formatRetry, formatTokens, retryCount } from '../format.js';
import { headline, reasonText, unreadableText } from '../outcome-text.js';
import { SCRIPT, STYLE } from './assets.js';
import { html, join, type SafeHtml, trusted } from './safe-html.js';
import type { Cut, Transcript } from './transcript.js';

export interface PageContext extends ViewContext {
  /** Narrator's version, for the footer. */
  version?: string;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** The policy: nothing may be fetched, framed, submitted or based elsewhere; our style and script only. */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${sha256(STYLE)}'`,
    `script-src 'sha256-${sha256(SCRIPT)}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function metric(label: string, value: string): SafeHtml {
  return html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
}

function metrics(summary: RunSummary, ctx: PageContext): SafeHtml {
  const counts = callCounts(summary);
  const tokens = summary.tokens
    ? `${formatTokens(summary.tokens.input)} in / ${formatTokens(summary.tokens.output)} out`
    : 'not reported';
  const turns =
    summary.turns !== null ? String(summary.turns) : `not reported (${summary.steps} model steps)`;
  return html`<dl class="metrics">${[
    metric('Turns', turns),
    metric(
      'Tool calls',
      `${counts.total}${counts.error ? ` · ${counts.error} failed` : ''}${counts.denied ? ` · ${counts.denied} denied` : ''}`,
    ),
    metric('Tokens', tokens),
    // The agent's own figure, else the estimate marked as one ("≈ $0.12 (est.)").
    metric('Cost', costText(summary) ?? 'not reported'),
    metric('Duration', formatDuration(elapsedMs(summary, ctx.now))),
    metric('Retries', retryCount(summary)),
    unreadableText(summary) === null ? null : metric('Not read', unreadableText(summary)!),
  ]}</dl>`;
}

const WIDTH = 1000;
const LANES = 4;
const LANE_HEIGHT = 14;
const MAX_BARS = 1500;

/** Tool calls as bars over time (in up to four lanes), turn starts, retries and long waits. */
function timeline(summary: RunSummary, transcript: Transcript): SafeHtml {
  const start = summary.startedAt;
  const end = Math.max(summary.lastEventAt ?? 0, ...summary.toolCalls.slice(-1).map((c) => c.endedAt ?? 0));
  if (start === null || end <= start)
    return html`<p class="muted">No timeline: the stream carries no times.</p>`;
  const x = (t: number) => Math.round(((t - start) / (end - start)) * WIDTH * 10) / 10;
  const top = 18;
  const height = top + LANES * LANE_HEIGHT + 6;
  const pieces: SafeHtml[] = [];
  for (const [from, to] of transcript.marks.waits) {
    pieces.push(
      html`<rect class="wait" x="${x(from)}" y="${top}" width="${Math.max(1, x(to) - x(from))}" height="${LANES * LANE_HEIGHT}"></rect>`,
    );
  }
  const calls = summary.toolCalls;
  if (calls.length <= MAX_BARS) {
    const laneEnds = new Array<number>(LANES).fill(-Infinity);
    for (const call of calls) {
      const from = x(call.startedAt);
      const to = Math.max(from + 2, x(call.endedAt ?? end));
      let lane = laneEnds.findIndex((e) => e <= from);
      if (lane === -1) lane = laneEnds.indexOf(Math.min(...laneEnds));
      laneEnds[lane] = to;
      pieces.push(
        html`<rect class="${call.status}" x="${from}" y="${top + lane * LANE_HEIGHT}" width="${to - from}" height="${LANE_HEIGHT - 3}"></rect>`,
      );
    }
  } else {
    // Too many calls for a bar each: columns of calls started in each slice of time, by status.
    const columns = 250;
    const counts = Array.from({ length: columns }, () => ({ ok: 0, bad: 0 }));
    for (const call of calls) {
      const col = Math.min(columns - 1, Math.floor(((call.startedAt - start) / (end - start)) * columns));
      if (call.status === 'ok') counts[col]!.ok++;
      else counts[col]!.bad++;
    }
    const most = Math.max(1, ...counts.map((c) => c.ok + c.bad));
    const full = LANES * LANE_HEIGHT;
    counts.forEach((c, i) => {
      const w = WIDTH / columns;
      const okH = Math.round((c.ok / most) * full * 10) / 10;
      const badH = Math.round((c.bad / most) * full * 10) / 10;
      if (c.ok)
        pieces.push(
          html`<rect class="ok" x="${i * w}" y="${top + full - okH}" width="${w}" height="${okH}"></rect>`,
        );
      if (c.bad)
        pieces.push(
          html`<rect class="error" x="${i * w}" y="${top + full - okH - badH}" width="${w}" height="${badH}"></rect>`,
        );
    });
  }
  for (const at of transcript.marks.steps) {
    pieces.push(
      html`<line class="step" x1="${x(at)}" x2="${x(at)}" y1="${top - 6}" y2="${top + LANES * LANE_HEIGHT}"></line>`,
    );
  }
  for (const retry of summary.retries.slice(0, MAX_BARS)) {
    pieces.push(html`<rect class="retry" x="${x(retry.at) - 2}" y="2" width="4" height="12"></rect>`);
  }
  const label = `Timeline of ${calls.length} tool calls over ${formatDuration(end - start)}`;
  // The axis's ends are text beside the chart, not in it: the chart scales down with the page, and
  // its own text shrank to a few pixels on a phone.
  return html`<svg class="timeline" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${label}">${pieces}</svg>
<div class="axis" aria-hidden="true"><span>0</span><span>${formatDuration(end - start)}</span></div>
<ul class="legend"><li><span class="ok"></span>tool call ok</li><li><span class="error"></span>failed</li><li><span class="denied"></span>denied</li><li><span class="pending"></span>no result</li><li><span class="retry"></span>API retry</li><li><span class="step"></span>model step</li><li><span class="wait"></span>no output for 30 s or more</li></ul>`;
}

function plan(summary: RunSummary, redact: (s: string) => string): SafeHtml | null {
  if (summary.todos.length === 0) return null;
  const mark = { completed: '☑', in_progress: '◐', pending: '☐' } as const;
  const open = summary.todos.filter((t) => t.status !== 'completed').length;
  return html`<h2>Plan (${summary.todos.length - open} of ${summary.todos.length} done)</h2><ul class="plan">${summary.todos.map(
    (t) =>
      html`<li class="todo-${t.status}"><span aria-hidden="true">${mark[t.status]}</span> ${redact(t.content)}</li>`,
  )}</ul>`;
}

/** Who asked, allowed, denied, answered or steered from the PR (src/report/conversation.ts). */
function talk(summary: RunSummary, redact: (s: string) => string): SafeHtml | null {
  const entries = summary.conversation ?? [];
  if (entries.length === 0) return null;
  return html`<h2>Talk with the agent (${entries.length})</h2><p class="muted">Times in UTC.</p><ul>${entries.map(
    (e) =>
      html`<li><time>${new Date(e.at).toISOString().slice(11, 19)}</time> ${redact(conversationText(e))}</li>`,
  )}</ul>`;
}

function retries(summary: RunSummary, redact: (s: string) => string): SafeHtml | null {
  if (summary.retries.length === 0) return null;
  const shown = summary.retries.slice(0, 50);
  return html`<h2>Retries (${retryCount(summary)})</h2><ul>${shown.map(
    (r) => html`<li>${formatRetry(r)}${r.message ? html`: ${redact(r.message)}` : null}</li>`,
  )}</ul>${summary.retries.length > shown.length ? html`<p class="muted">… and ${summary.retries.length - shown.length} more.</p>` : null}`;
}

/** The denied calls, each with the rule that would allow it, and the line to paste. */
function denied(summary: RunSummary, redact: (s: string) => string): SafeHtml | null {
  const d = deniedCalls(summary, redact);
  if (d === null) return null;
  return html`<h2>Denied calls (${d.total})</h2><ul class="denied-calls">${d.shown.map(
    (c) =>
      html`<li><code>${c.tool}</code>${c.what ? html` <code>${c.what}</code>` : null}${c.onPr !== null ? html` — ${c.onPr}` : c.rule === null ? null : html` — allow with <code>${c.rule}</code>`}</li>`,
  )}</ul>${d.more > 0 ? html`<p class="muted">… and ${d.more} more.</p>` : null}${reasonMarkup(d.how)}${d.copyLine === null ? null : html`<pre><code>${d.copyLine}</code></pre>`}`;
}

function cutsList(cuts: readonly Cut[]): SafeHtml | null {
  if (cuts.length === 0) return null;
  return html`<h2>What this page cut</h2><ul>${cuts.map(
    (c) =>
      html`<li>${c.what}: ${c.count.toLocaleString('en-US')}${c.chars > 0 ? html` (${c.chars.toLocaleString('en-US')} characters)` : null}</li>`,
  )}</ul>`;
}

function filters(transcript: Transcript, redact: (s: string) => string): SafeHtml {
  const names = [...transcript.toolNames].slice(0, 300).sort();
  const statuses = ['ok', 'error', 'denied', 'pending', 'text', 'plan', 'retry', 'warning', 'thinking'];
  return html`<div class="filters" role="search"><input id="search" type="search" placeholder="Search the conversation" aria-label="Search the conversation">
<select id="tool" aria-label="Tool"><option value="">every tool</option>${names.map((n) => {
    const name = redact(n);
    return html`<option value="${name}">${name}</option>`;
  })}</select>
<select id="status" aria-label="Status"><option value="">any status</option>${statuses.map((s) => html`<option value="${s}">${s}</option>`)}</select>
<button id="expand" type="button">Expand all</button><button id="collapse" type="button">Collapse all</button>
<span id="shown" class="muted"></span></div>`;
}

/** The whole page, as one string of HTML (the CLI's `render --format html`). */
export function renderHtmlPage(summary: RunSummary, transcript: Transcript, ctx: PageContext = {}): string {
  const pieces: string[] = [];
  writeHtmlPage(summary, transcript, ctx, (piece) => pieces.push(piece));
  return pieces.join('');
}

/**
 * The reason's text as the comment renders its markdown: one paragraph per blank-line-separated
 * block, and a `code span` as code, not as literal backticks. Everything else stays escaped text.
 */
export function reasonMarkup(text: string): SafeHtml {
  const paragraphs = text.split(/\n[ \t]*\n/).filter((p) => p.trim() !== '');
  return join(
    paragraphs.map((p) => {
      const pieces: Array<SafeHtml | string> = [];
      let last = 0;
      for (const m of p.trim().matchAll(/`([^`\n]+)`/g)) {
        pieces.push(p.trim().slice(last, m.index));
        pieces.push(html`<code>${m[1]}</code>`);
        last = m.index + m[0].length;
      }
      pieces.push(p.trim().slice(last));
      return html`<p>${pieces}</p>`;
    }),
  );
}

/**
 * The page in pieces, in order: the header, each entry of the conversation as the transcript
 * rendered it, the footer. The Action writes them straight to the file, so the page (up to ~20 MiB)
 * is never one string in memory.
 */
export function writeHtmlPage(
  summary: RunSummary,
  transcript: Transcript,
  ctx: PageContext,
  sink: (piece: string) => void,
): void {
  const redact = ctx.redact ?? identity;
  const running = summary.status !== 'finished' || summary.outcome === null;
  const good = !running && !verdictOf(summary, ctx).fails;
  const word = running ? 'running' : (summary.outcome as string);
  const reason = reasonText(summary, ctx);
  const title = headline(summary, ctx);
  const model = summary.model ? redact(summary.model) : null;
  const session = summary.sessionId ? redact(summary.sessionId) : null;
  const finalText = summary.finalText ? redact(summary.finalText) : null;
  const head = html`<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Narrator</title>
<style>${trusted(STYLE)}</style>
</head>
<body>
<header class="page">
<h1><span class="outcome ${running ? 'running' : good ? 'good' : 'bad'}">${word}</span> ${title}</h1>
${subline(model, session, ctx.runUrl)}
${reason ? html`<div class="reason">${reasonMarkup(reason)}</div>` : null}
${metrics(summary, ctx)}
</header>
<main>
<h2>Timeline</h2>
${timeline(summary, transcript)}
${plan(summary, redact)}
${retries(summary, redact)}
${talk(summary, redact)}
${denied(summary, redact)}
${finalText ? html`<h2>Final answer</h2><div class="entry text"><div class="prose">${finalText}</div></div>` : null}
<h2>The conversation</h2>
${filters(transcript, redact)}
<div id="conversation">`;
  const tail = html`</div>
${cutsList(transcript.cuts())}
</main>
<footer>Written by Narrator${ctx.version ? ` ${ctx.version}` : ''} from the agent's stream: every text from the stream is redacted and shown as text. This page loads nothing from the network.</footer>
<script>${trusted(SCRIPT)}</script>
</body>
</html>
`;
  sink(head.value);
  for (const part of transcript.parts) sink(part.value);
  sink(tail.value);
}

/**
 * The line under the title: the model, the session, the job log. Not the outcome phrase again
 * ("Claude finished" over "finished · model …" said it twice); nothing when none is known.
 */
function subline(
  model: string | null,
  session: string | null,
  runUrl: string | null | undefined,
): SafeHtml | null {
  const parts: SafeHtml[] = [];
  if (model) parts.push(html`model ${model}`);
  if (session) parts.push(html`session ${session}`);
  if (runUrl && /^https?:\/\//.test(runUrl)) parts.push(html`<a href="${runUrl}">job log</a>`);
  if (parts.length === 0) return null;
  return html`<p class="muted">${parts.map((p, i) => (i === 0 ? p : html` · ${p}`))}</p>`;
}
