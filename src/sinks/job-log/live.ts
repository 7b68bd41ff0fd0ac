/**
 * The job log, live: one collapsible group per turn, and at the end the totals below the exit's
 * lines; beside it the redacted snapshot for the post step (live, throttled). Every text passes
 * through the redactor first; the renderers themselves are the pure ones in src/report. The
 * annotations, the run's files, the step summary and the outputs are sinks of their own
 * (src/sinks/<name>/), driven after this one (src/sinks/sinks.ts).
 */
import type { Redactor } from '../../redact/redact.js';
import type { CallIndex } from '../../report/call-index.js';
import type { ViewContext } from '../../report/context.js';
import { failOnNote } from '../../report/outcome-text.js';
import { logEntries, renderText } from '../../report/terminal.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import type { AgentEvent } from '../../stream/events.js';
import type { SnapshotWriter } from '../snapshot.js';

export interface JobLogOptions {
  redactor: Redactor;
  ctx: ViewContext;
  snapshots: SnapshotWriter | null;
  /** The run's tool calls by id, shared with the annotations (src/sinks/sink.ts). */
  calls: CallIndex;
}

export class LiveJobLog {
  private groupOpen = false;
  constructor(private readonly o: JobLogOptions) {}

  /** Called for every folded event. Never throws: a view failing must not stop the fold. */
  onEvent(event: AgentEvent, summary: RunSummary): void {
    try {
      this.log(event, summary);
      if (this.o.snapshots && event.kind !== 'text' && event.kind !== 'thinking') {
        this.o.snapshots.offer(summary, event.at);
      }
    } catch (error) {
      core.debug(`narrator: a live view failed: ${(error as Error).message}`);
    }
  }

  private log(event: AgentEvent, summary: RunSummary): void {
    const ctx = { ...this.o.ctx, redact: this.o.redactor.redact, calls: this.o.calls };
    for (const entry of logEntries(event, summary, ctx)) {
      if (entry.group === 'start') {
        if (this.groupOpen) core.endGroup();
        core.startGroup(entry.text);
        this.groupOpen = true;
      } else if (entry.group === 'end') {
        if (this.groupOpen) core.endGroup();
        this.groupOpen = false;
      } else if (entry.text !== '') {
        core.info(entry.text);
      }
    }
  }

  /** Closes the last group and logs the totals (synchronously: the sinks after it log after it). */
  finish(summary: RunSummary, verdict?: Verdict): void {
    if (this.groupOpen) core.endGroup();
    this.groupOpen = false;
    const redact = this.o.redactor.redact;
    const ctx: ViewContext = { ...this.o.ctx, redact, ...(verdict ? { verdict } : {}) };
    // The exit event already logged the outcome lines; add the totals block below them.
    const text = renderText(summary, ctx);
    const totals = text.indexOf('\n\n');
    // The exit's lines said the verdict as it stood then; one decided later (the leg record's name
    // taken) is said again, so the log ends on the verdict every other view gives.
    const final = failOnNote(summary, ctx);
    if (final !== null && final !== failOnNote(summary, { ...this.o.ctx, redact }))
      core.info(final.replace(/`/g, ''));
    // From the blank line before the totals: one blank line, not the two of "\n\n" split.
    for (const line of text.slice(totals === -1 ? 0 : totals + 1).split('\n')) core.info(line);
  }
}
