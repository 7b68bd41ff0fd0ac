/**
 * Plain-text narration for the job log and the CLI: one line per thing that happened, rendered
 * from the event just folded and the summary after it (for names, durations, counts). Pure.
 *
 * Grouping: a main-thread model step opens a group (`{group:'start'}`: the sink ends any open group
 * first, e.g. core.endGroup + core.startGroup), and the exit closes it (`{group:'end'}`), so the
 * Action can show one collapsible group per turn without tracking the stream itself.
 */

import { callCounts, callNameCounts } from '../run/calls.js';
import type { RunSummary } from '../run/summary.js';
import type { AgentEvent } from '../stream/events.js';
import { revealBidi } from './bidi.js';
import { callIndexOf } from './call-index.js';
import { identity, type RedactFn, type ViewContext } from './context.js';
import { deniedCalls } from './denied-calls.js';
import {
  costText,
  elapsedMs,
  formatDuration,
  formatRetry,
  formatTokens,
  oneLine,
  retryCount,
  shortToolInput,
  toolDescription,
  toolResultWord,
} from './format.js';
import {
  capNotHeldNote,
  failOnNote,
  headline,
  reasonText,
  setAsideNote,
  unreadableText,
} from './outcome-text.js';

export interface TerminalContext extends ViewContext {
  /** ANSI colours for a TTY; off by default (the job log and files get plain text). */
  color?: boolean;
}

export interface LogEntry {
  text: string;
  /** 'start': end any open group and open one titled `text`; 'end': close the open group. */
  group?: 'start' | 'end';
}

const ANSI = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;

function paint(ctx: TerminalContext, color: keyof typeof ANSI, s: string): string {
  return ctx.color ? `\u001b[${ANSI[color]}m${s}\u001b[0m` : s;
}

/** True when this event starts a new main-thread model step (a new log group). */
export function isStepBoundary(event: AgentEvent): boolean {
  return event.kind === 'step' && event.parentId === null;
}

/**
 * Agent text in a job log: control characters (ANSI escapes that could repaint a terminal) removed.
 * Applied through the context's redact so every agent string gets it.
 */
function logSafeContext(ctx: TerminalContext): TerminalContext {
  const base = ctx.redact ?? identity;
  // Stripped BEFORE redaction: a secret with a control character inside must not reassemble
  // after the redactor has looked at it.
  // Bidi controls shown AFTER it (src/report/bidi.ts): the marker would hide a split secret.
  return {
    ...ctx,
    redact: (s) => revealBidi(base(s.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/g, ''))),
  };
}

/**
 * Structured entries for one event: the Action uses `group` to open/close collapsible groups.
 * Workflow commands (`::error…`, `##[…]`) in agent text are NOT broken here: every printing edge
 * does it for every line it prints (src/runner/core.ts, src/cli.ts;
 * src/report/workflow-commands.ts).
 */
export function logEntries(event: AgentEvent, after: RunSummary, ctx: TerminalContext = {}): LogEntry[] {
  return rawEntries(event, after, logSafeContext(ctx));
}

function rawEntries(event: AgentEvent, after: RunSummary, ctx: TerminalContext): LogEntry[] {
  const r = ctx.redact ?? identity;
  switch (event.kind) {
    case 'session':
      return event.model || event.sessionId
        ? [
            {
              text: paint(
                ctx,
                'dim',
                `session ${r(event.sessionId ?? '?')} · model ${r(event.model ?? '?')}`,
              ),
            },
          ]
        : [];
    case 'step': {
      if (event.parentId !== null) return [];
      return [{ group: 'start', text: `Step ${after.steps}${event.model ? ` · ${r(event.model)}` : ''}` }];
    }
    case 'tool_call': {
      const n = callIndexOf(after, event.id, ctx.calls) + 1;
      const what = shortToolInput(event.name, event.input, 100, r, after.cwd);
      const desc = toolDescription({ name: event.name, input: event.input });
      const sub = event.parentId ? '  ↳ ' : '';
      return [
        {
          text: `${sub}${paint(ctx, 'cyan', '▶')} #${n} ${r(event.name)}${what ? ` ${what}` : ''}${desc ? paint(ctx, 'dim', ` — ${oneLine(r(desc), 80)}`) : ''}`,
        },
      ];
    }
    case 'tool_result': {
      const i = callIndexOf(after, event.id, ctx.calls);
      const call = after.toolCalls[i];
      const name = call?.name ?? event.name ?? 'tool';
      const word = call ? toolResultWord(call) : event.status;
      const dur = call?.durationMs ?? event.durationMs;
      const mark = event.status === 'ok' ? paint(ctx, 'green', '✓') : paint(ctx, 'red', '✗');
      const sub = (call?.parentId ?? event.parentId) ? '  ↳ ' : '';
      const lines: LogEntry[] = [
        {
          text: `${sub}${mark} #${i + 1} ${r(name)} ${word}${dur !== null && dur !== undefined ? ` (${formatDuration(dur)})` : ''}`,
        },
      ];
      if (event.status !== 'ok' && event.output) {
        const first = r(event.output)
          .split('\n')
          .find((l) => l.trim());
        if (first) lines.push({ text: `${sub}    ${paint(ctx, 'dim', oneLine(first, 200))}` });
      }
      return lines;
    }
    case 'permission_denied':
      return [
        {
          text: paint(
            ctx,
            'yellow',
            `⛔ permission denied: ${r(event.tool)}${event.message ? ` — ${oneLine(r(event.message), 160)}` : ''}`,
          ),
        },
      ];
    case 'retry':
      return [{ text: paint(ctx, 'yellow', `⏳ ${formatRetry(event)}`) }];
    case 'rate_limit':
      return event.status === 'allowed'
        ? []
        : [{ text: paint(ctx, 'yellow', `⚠ rate limit: ${r(event.status)}`) }];
    case 'todos': {
      const t = after.todos;
      const done = t.filter((x) => x.status === 'completed').length;
      const current = t.find((x) => x.status === 'in_progress');
      return [
        {
          text: `☑ plan ${done}/${t.length}${current ? ` · now: ${oneLine(r(current.content), 100)}` : ''}`,
        },
      ];
    }
    case 'notice':
      return event.level === 'info'
        ? []
        : [{ text: paint(ctx, 'yellow', `⚠ ${oneLine(r(event.message), 200)}`) }];
    case 'exit':
      return [{ group: 'end', text: '' }, ...finalLines(after, ctx).map((text) => ({ text }))];
    default:
      return [];
  }
}

/** One string per line (group markers dropped): the simplest sink, e.g. the CLI. */
export function eventLines(event: AgentEvent, after: RunSummary, ctx: TerminalContext = {}): string[] {
  return logEntries(event, after, ctx)
    .filter((e) => e.group !== 'end')
    .map((e) => (e.group === 'start' ? `── ${e.text}` : e.text));
}

function finalLines(s: RunSummary, ctx: TerminalContext): string[] {
  const sym = s.outcome === 'success' ? paint(ctx, 'green', '✔') : paint(ctx, 'red', '✖');
  // A duration the stream never gave is left out, not a bare "n/a" after the headline.
  const took = elapsedMs(s, ctx.now);
  const lines = [`${sym} ${headline(s, ctx)}${took === null ? '' : ` · ${formatDuration(took)}`}`];
  const reason = reasonText(s, ctx);
  if (reason) lines.push(...indent(reason));
  const setAside = setAsideNote(s);
  if (setAside) lines.push(paint(ctx, 'yellow', setAside));
  const unheld = capNotHeldNote(s);
  if (unheld) lines.push(paint(ctx, 'yellow', unheld));
  const note = failOnNote(s, ctx);
  if (note) lines.push(note.replace(/`/g, ''));
  return lines;
}

function indent(text: string): string[] {
  return text.split('\n').map((l) => `  ${l}`);
}

/** The final summary block for the end of the job log or the CLI (printed through a sanitizing edge). */
export function renderText(s: RunSummary, context: TerminalContext = {}): string {
  const ctx = logSafeContext(context);
  const r = ctx.redact ?? identity;
  const c = callCounts(s);
  const lines = finalLines(s, ctx);
  lines.push('');
  const t = s.tokens;
  lines.push(
    `turns ${s.turns ?? 'n/a'} · steps ${s.steps} · tool calls ${c.total} (${c.error} failed, ${c.denied} denied) · retries ${retryCount(s)}`,
  );
  lines.push(
    `tokens ${t ? `${formatTokens(t.input)} in / ${formatTokens(t.output)} out / ${formatTokens(t.cacheRead)} cache read / ${formatTokens(t.cacheWrite)} cache write` : 'n/a'} · cost ${costText(s) ?? 'n/a'}`,
  );
  const unreadable = unreadableText(s);
  if (unreadable) lines.push(unreadable);
  if (s.model || s.sessionId) lines.push(`model ${r(s.model ?? 'n/a')} · session ${r(s.sessionId ?? 'n/a')}`);
  const byName = callNameCounts(s);
  if (byName.size) {
    lines.push(
      `tools: ${[...byName]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([n, k]) => `${r(n)} ×${k}`)
        .join(', ')}`,
    );
  }
  lines.push(...deniedLines(s, r));
  const text = s.finalText?.trim();
  if (text) {
    lines.push('', s.outcome === 'success' ? 'Final answer:' : 'Last message:');
    lines.push(...indent(r(text).slice(0, 64_000)));
  }
  return `${lines.join('\n')}\n`;
}

/** The denied calls with their rules and the line to paste, for the log's final block. */
function deniedLines(s: RunSummary, r: RedactFn): string[] {
  const d = deniedCalls(s, r);
  if (d === null) return [];
  const lines = ['', `denied calls (${d.total}):`];
  for (const c of d.shown) {
    lines.push(
      `  ⛔ ${c.tool}${c.what ? ` ${c.what}` : ''}${
        c.onPr !== null ? ` — ${c.onPr}` : c.rule === null ? '' : ` — allow with ${c.rule}`
      }`,
    );
  }
  if (d.more > 0) lines.push(`  …and ${d.more} more`);
  lines.push(`  ${d.how}`);
  if (d.copyLine !== null) lines.push(`  ${d.copyLine}`);
  return lines;
}
