/**
 * The conversation of the HTML record, built as the events arrive: every message, every tool call
 * with its input and output, edits as diffs, thinking, retries, denials, plan changes and notices,
 * in the order they started. Each entry is rendered to markup once, when it is complete, and only
 * the markup is kept: memory and the page's size are bounded by a character budget, not by the
 * length of the run. Past the budget, entries are kept as one line each (tool, status, time), and
 * past a hard cap they are only counted; the page lists what was cut, in numbers.
 *
 * Every string from the stream passes `redact` before it is escaped (src/report/html/safe-html.ts).
 */
import type { RunSummary } from '../../run/summary.js';
import type { AgentEvent, TodoItem, ToolCallEvent, ToolResultEvent } from '../../stream/events.js';
import { formatDuration, relativeToCwd, shortToolInput } from '../format.js';
import { editDiff } from './diff.js';
import { flatten, html, join, type SafeHtml } from './safe-html.js';

export interface TranscriptOptions {
  /** Applied to every string from the stream before it becomes text on the page. */
  redact: (text: string) => string;
  /** Characters of markup kept in full; past it, entries are one line each. Default 16 MiB. */
  budgetChars?: number;
  /** Characters of one-line entries kept past the budget; past that, entries are only counted. */
  compactChars?: number;
  /** A tool output longer than this is cut, saying how much. Default 20,000. */
  outputCutChars?: number;
  /** Outputs up to this length are shown open; longer ones show their head and fold the rest. */
  openOutputChars?: number;
}

/** Something the page left out, said on the page in numbers. */
export interface Cut {
  what: string;
  count: number;
  chars: number;
}

const DEFAULTS = {
  budgetChars: 16 * 1024 * 1024,
  compactChars: 2 * 1024 * 1024,
  outputCutChars: 20_000,
  openOutputChars: 2_000,
};
/** Entries waiting behind an unfinished one before the head is shown without its result. */
const MAX_WAITING = 64;
/** Plan snapshots shown in the conversation; later changes are counted. */
const MAX_PLAN_SNAPSHOTS = 200;
/** A silence this long between two events is marked as a wait. */
const WAIT_MS = 30_000;
const MAX_MARKS = 2_000;

interface Pending {
  ready: boolean;
  render: () => SafeHtml;
  tool: string | null;
}

interface OpenText {
  key: string;
  parentId: string | null;
  chunks: string[];
  at: number;
}

export class Transcript {
  private readonly options: typeof DEFAULTS & TranscriptOptions;
  private readonly queue: Pending[] = [];
  private readonly calls = new Map<string, { event: ToolCallEvent; entry: Pending; number: number }>();
  private openText: OpenText | null = null;
  /** A thinking block announced without its words yet: shown once the next event says no more come. */
  private heldThinking: { parentId: string | null } | null = null;
  private callNumber = 0;
  private planSnapshots = 0;
  private lastAt: number | null = null;
  private cwd: string | null = null;
  private usedChars = 0;
  /** The budget is spent: later entries are one line each, then only counted. */
  private full = false;
  private compactUsed = 0;
  private compactFull = false;
  private readonly cutCounts = new Map<string, Cut>();

  /** The rendered entries, in order. */
  readonly parts: SafeHtml[] = [];
  /** Tool names seen, for the page's filter. */
  readonly toolNames = new Set<string>();
  /** Model steps (turn starts), retries and long silences, for the timeline; bounded. */
  readonly marks: { steps: number[]; waits: Array<[number, number]> } = { steps: [], waits: [] };

  constructor(options: TranscriptOptions) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Folds one event; `summary` is the fold's summary after it (read now, not kept). */
  onEvent(event: AgentEvent, summary?: RunSummary): void {
    if (this.lastAt !== null && event.at - this.lastAt >= WAIT_MS && this.marks.waits.length < MAX_MARKS) {
      this.marks.waits.push([this.lastAt, event.at]);
    }
    this.lastAt = event.at;
    if (event.kind !== 'text') this.closeText();
    if (this.heldThinking !== null) {
      // One thinking block is announced several times while it streams (its block start, Claude's
      // thinking_tokens frames) and once whole with its words: one entry, with the words if any.
      const held = this.heldThinking;
      if (event.kind === 'thinking' && event.parentId === held.parentId) {
        if (typeof event.text !== 'string') return;
        this.heldThinking = null;
      } else {
        this.heldThinking = null;
        this.push(() => this.thinking(null, held.parentId));
      }
    }
    switch (event.kind) {
      case 'session':
        this.cwd = event.cwd ?? this.cwd;
        return;
      case 'text':
        this.text(event.text, event.messageId, event.index, event.parentId, event.mode, event.at);
        return;
      case 'thinking': {
        const text = event.text;
        if (typeof text === 'string') this.push(() => this.thinking(text, event.parentId));
        else this.heldThinking = { parentId: event.parentId };
        return;
      }
      case 'step':
        if (event.parentId === null && this.marks.steps.length < MAX_MARKS) this.marks.steps.push(event.at);
        return;
      case 'tool_call':
        this.toolCall(event);
        return;
      case 'tool_result':
        this.toolResult(event);
        return;
      case 'retry':
        this.push(() => this.retry(event));
        return;
      case 'permission_denied':
        // A call still waiting for its result ends here, denied (over ACP the refusal is the end:
        // the agent may report nothing more of it); otherwise the denial is an entry of its own.
        if (event.toolUseId !== null && this.deny(event.toolUseId, event.message)) return;
        this.push(() =>
          this.block('denied', event.tool, [
            html`<header><span class="badge denied">denied</span> <span class="tool-name">${this.r(event.tool)}</span></header>`,
            event.message ? html`<p>${this.r(event.message)}</p>` : null,
          ]),
        );
        return;
      case 'todos':
        if (summary) this.plan(summary.todos);
        return;
      case 'notice':
        if (event.level === 'info') return;
        this.push(() =>
          this.block(event.level, null, [
            html`<p><span class="badge ${event.level}">${event.level}</span> ${this.r(event.message)}</p>`,
          ]),
        );
        return;
      case 'rate_limit':
        if (event.status !== 'allowed') {
          this.push(() =>
            this.block('warning', null, [
              html`<p><span class="badge warning">rate limit</span> ${event.status}</p>`,
            ]),
          );
        }
        return;
      default:
        return;
    }
  }

  /** Flushes what is still open: text, and tool calls that never got a result. */
  finish(): void {
    this.closeText();
    const held = this.heldThinking;
    this.heldThinking = null;
    if (held !== null) this.push(() => this.thinking(null, held.parentId));
    for (const p of this.queue) p.ready = true;
    this.flush();
  }

  /** What was left out, for the page's list of cuts. */
  cuts(): Cut[] {
    return [...this.cutCounts.values()];
  }

  private r(text: string): string {
    return this.options.redact(text);
  }

  private cut(what: string, chars: number): void {
    const c = this.cutCounts.get(what) ?? { what, count: 0, chars: 0 };
    c.count++;
    c.chars += chars;
    this.cutCounts.set(what, c);
  }

  private text(
    text: string,
    messageId: string | null,
    index: number,
    parentId: string | null,
    mode: 'delta' | 'block',
    at: number,
  ): void {
    const key = `${messageId ?? ''}:${index}:${parentId ?? ''}`;
    if (this.openText && this.openText.key === key) {
      if (mode === 'block') this.openText.chunks = [text];
      else this.openText.chunks.push(text);
      return;
    }
    this.closeText();
    this.openText = { key, parentId, chunks: [text], at };
  }

  private closeText(): void {
    const open = this.openText;
    if (!open) return;
    this.openText = null;
    const raw = open.chunks.join('');
    if (!raw.trim()) return;
    const who = open.parentId === null ? 'assistant' : 'subagent';
    this.push(() =>
      this.block('text', null, [html`<div class="who">${who}</div><div class="prose">${this.r(raw)}</div>`]),
    );
  }

  private thinking(text: string | null, parentId: string | null): Pending {
    const body = text
      ? this.output(text, 'thinking cut')
      : html`<p class="muted">The stream does not carry the thinking's text.</p>`;
    const who = parentId === null ? '' : ' (subagent)';
    return this.ready(
      html`<details class="entry thinking" data-kind="thinking"><summary>Thinking${who}</summary>${body}</details>`,
      null,
    );
  }

  private retry(event: Extract<AgentEvent, { kind: 'retry' }>): Pending {
    const parts = [
      event.attempt !== null
        ? `attempt ${event.attempt}${event.maxRetries !== null ? ` of ${event.maxRetries}` : ''}`
        : 'a retry',
      event.httpStatus !== null ? `HTTP ${event.httpStatus}` : null,
      event.category,
      event.delayMs !== null ? `after ${formatDuration(event.delayMs)}` : null,
    ].filter((p): p is string => p !== null);
    return this.ready(
      this.entry('retry', null, 'retry', [
        html`<p><span class="badge retry">retry</span> ${this.r(parts.join(' · '))}${event.message ? html`: ${this.r(event.message)}` : null}</p>`,
      ]),
      null,
    );
  }

  private plan(todos: readonly TodoItem[]): void {
    this.planSnapshots++;
    if (this.planSnapshots > MAX_PLAN_SNAPSHOTS) {
      this.cut('plan changes not shown', 0);
      return;
    }
    const mark = { completed: '☑', in_progress: '◐', pending: '☐' } as const;
    // The plan as it is now: the summary's list changes in place as later events fold.
    const snapshot = todos.map((t) => ({ status: t.status, content: t.content }));
    this.push(() => {
      const items = snapshot.map(
        (t) =>
          html`<li class="todo-${t.status}"><span aria-hidden="true">${mark[t.status]}</span> ${this.r(t.content)}</li>`,
      );
      return this.block('plan', null, [
        html`<div class="who">plan</div><ul class="plan">${join(items)}</ul>`,
      ]);
    });
  }

  private toolCall(event: ToolCallEvent): void {
    const known = this.calls.get(event.id);
    if (known) {
      // Announced again while it runs (an ACP agent says what the call does once it knows): one
      // entry, shown with the latest word.
      known.event = event;
      known.entry.render = () => this.renderCall(event, known.number, null);
      return;
    }
    const number = ++this.callNumber;
    this.toolNames.add(event.name);
    const entry: Pending = {
      ready: false,
      render: () => this.renderCall(event, number, null),
      tool: event.name,
    };
    this.calls.set(event.id, { event, entry, number });
    this.queue.push(entry);
    this.flush();
  }

  private toolResult(event: ToolResultEvent): void {
    const call = this.calls.get(event.id);
    if (!call) {
      // A result whose call was shown already (it waited too long) or never announced.
      const name = event.name ?? 'tool';
      this.toolNames.add(name);
      this.push(() => this.ready(this.renderResultOnly(event, name), name));
      return;
    }
    this.calls.delete(event.id);
    call.entry.render = () => this.renderCall(call.event, call.number, event);
    call.entry.ready = true;
    this.flush();
  }

  /** Ends a call still waiting for its result as denied; false when there is none. */
  private deny(id: string, message: string | null): boolean {
    const call = this.calls.get(id);
    if (!call) return false;
    this.toolResult({
      kind: 'tool_result',
      id,
      name: call.event.name,
      status: 'denied',
      output: message,
      exitCode: null,
      durationMs: null,
      parentId: call.event.parentId,
      at: call.event.at,
    });
    return true;
  }

  /**
   * Queues an entry whose markup is made only when it is shown in full: past the budget nothing
   * is redacted or rendered for it (a long run's later entries would only make garbage).
   */
  private push(make: () => Pending, tool: string | null = null): void {
    this.queue.push({ ready: true, tool, render: () => make().render() });
    this.flush();
  }

  private ready(markup: SafeHtml, tool: string | null): Pending {
    return { ready: true, render: () => markup, tool };
  }

  private block(kind: string, tool: string | null, body: Array<SafeHtml | null>): Pending {
    return this.ready(this.entry(kind, tool, kind === 'denied' ? 'denied' : kind, body), tool);
  }

  private entry(kind: string, tool: string | null, status: string, body: Array<SafeHtml | null>): SafeHtml {
    return html`<article class="entry ${kind}" data-kind="${kind}" data-status="${status}"${
      tool === null ? null : html` data-tool="${this.r(tool)}"`
    }>${body}</article>`;
  }

  /** Shows ready entries in order; an unfinished head waits, but never for more than MAX_WAITING. */
  private flush(): void {
    while (this.queue.length > 0) {
      const head = this.queue[0]!;
      if (!head.ready && this.queue.length <= MAX_WAITING) return;
      this.queue.shift();
      this.emit(head);
    }
  }

  private emit(entry: Pending): void {
    // Past the budget an entry is not rendered in full at all: a long run's later entries would
    // only make garbage (measured: the page's markup built and dropped for every call of a 1M-call
    // run grew the Action's peak memory by ~200 MiB).
    if (!this.full) {
      const markup = entry.render();
      const size = markup.value.length;
      if (this.usedChars + size <= this.options.budgetChars) {
        this.usedChars += size;
        // Kept for the rest of the run: as a flat copy (safe-html.ts flatten says why).
        this.parts.push(flatten(markup));
        return;
      }
      this.full = true;
    }
    if (this.compactFull) {
      this.cut('entries left out (the page reached its size limit)', 0);
      return;
    }
    const line = html`<article class="entry compact" data-kind="compact" data-status="compact"${
      entry.tool === null ? null : html` data-tool="${this.r(entry.tool)}"`
    }><p class="muted">${entry.tool === null ? 'an entry' : html`<span class="tool-name">${this.r(entry.tool)}</span>`} (shown in one line: the page reached its size budget)</p></article>`;
    if (this.compactUsed + line.value.length > this.options.compactChars) {
      this.compactFull = true;
      this.cut('entries left out (the page reached its size limit)', 0);
      return;
    }
    this.compactUsed += line.value.length;
    this.parts.push(line);
    this.cut('entries shown in one line (the page reached its size budget)', 0);
  }

  private renderResultOnly(result: ToolResultEvent, name: string): SafeHtml {
    return this.entry('tool', name, result.status, [
      html`<header><span class="tool-name">${this.r(name)}</span> <span class="badge ${result.status}">${result.status}</span> <span class="muted">result of an earlier call</span></header>`,
      this.output(result.output),
    ]);
  }

  private renderCall(call: ToolCallEvent, number: number, result: ToolResultEvent | null): SafeHtml {
    const status = result === null ? 'pending' : result.status;
    const summaryLine = shortToolInput(call.name, call.input, 120, this.options.redact, this.cwd);
    const exit =
      result?.exitCode !== null && result?.exitCode !== undefined ? ` (exit ${result.exitCode})` : '';
    const duration =
      result?.durationMs !== null && result?.durationMs !== undefined
        ? result.durationMs
        : result
          ? result.at - call.at
          : null;
    const diff = editDiff(call.name, call.input, this.options.redact, (p) => relativeToCwd(p, this.cwd));
    const subagent = call.parentId === null ? null : html` <span class="muted">(subagent)</span>`;
    return this.entry('tool', call.name, status, [
      html`<header><span class="num">#${number}</span> <span class="tool-name">${this.r(call.name)}</span>${subagent} <span class="desc">${summaryLine}</span> <span class="badge ${status}">${status}${exit}</span>${
        duration !== null ? html` <span class="muted">${formatDuration(duration)}</span>` : null
      }</header>`,
      diff,
      html`<details class="input"><summary>Input</summary><pre>${this.inputText(call.input)}</pre></details>`,
      result === null
        ? html`<p class="muted">No result was reported for this call.</p>`
        : this.output(result.output),
    ]);
  }

  private inputText(input: unknown): string {
    let text: string;
    try {
      text = typeof input === 'string' ? input : (JSON.stringify(input, null, 2) ?? String(input));
    } catch {
      text = String(input);
    }
    return this.capped(this.r(text), 'tool inputs cut').text;
  }

  /** A long text bounded like a tool output: its head open, the rest folded, past the cap cut. */
  private output(output: string | null, what = 'tool outputs cut'): SafeHtml | null {
    if (output === null || output === '') return html`<p class="muted">No output.</p>`;
    const { text, cutChars } = this.capped(this.r(output), what);
    const note =
      cutChars > 0
        ? html`<p class="cut">… ${cutChars.toLocaleString('en-US')} more characters cut (of ${(text.length + cutChars).toLocaleString('en-US')}).</p>`
        : null;
    const open = this.options.openOutputChars;
    if (text.length <= open) return html`<pre class="output">${text}</pre>${note}`;
    return html`<pre class="output">${text.slice(0, open)}</pre><details class="more"><summary>Show the rest (${(text.length - open).toLocaleString('en-US')} more characters)</summary><pre class="output">${text.slice(open)}</pre></details>${note}`;
  }

  private capped(text: string, what: string): { text: string; cutChars: number } {
    const max = this.options.outputCutChars;
    if (text.length <= max) return { text, cutChars: 0 };
    this.cut(what, text.length - max);
    return { text: text.slice(0, max), cutChars: text.length - max };
  }
}
