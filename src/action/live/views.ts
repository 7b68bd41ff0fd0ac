/**
 * The Action's sinks for the summary: the job log (live, one collapsible group per turn),
 * annotations (live), the redacted snapshot for the post step (live, throttled), and at the end
 * the step summary, the outputs and the files. Every text passes through the redactor first; the
 * renderers themselves are the pure ones in src/report.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writePiecesSync } from '../../redact/json-writer.js';
import type { Redactor } from '../../redact/redact.js';
import { writeSummaryJson } from '../../redact/summary-json.js';
import { CallIndex } from '../../report/call-index.js';
import type { ViewContext } from '../../report/context.js';
import { writeHtmlPage } from '../../report/html/page.js';
import { Transcript } from '../../report/html/transcript.js';
import { failOnNote } from '../../report/outcome-text.js';
import { renderStepSummary } from '../../report/step-summary.js';
import { logEntries, renderText } from '../../report/terminal.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { NARRATOR_VERSION } from '../../runner/github-env.js';
import type { AgentEvent } from '../../stream/events.js';
import type { RunFiles } from '../publish/artifact.js';
import { actionOutputs } from '../publish/outputs.js';
import { LiveAnnotations } from './annotation-sink.js';
import type { SnapshotWriter } from './state.js';

export interface ViewsOptions {
  redactor: Redactor;
  ctx: ViewContext;
  annotations: boolean;
  stepSummary: boolean;
  snapshots: SnapshotWriter | null;
  env: NodeJS.ProcessEnv;
  /** Where the agent runs: annotation file paths are made relative to it. */
  workspace: string | null;
}

export class LiveViews {
  private groupOpen = false;
  private readonly annotations: LiveAnnotations | null;
  /** The run's tool calls by id, shared by the job log and the annotations (no scan per event). */
  private readonly calls = new CallIndex();
  /** The conversation of the HTML record, rendered entry by entry as events arrive (bounded). */
  private readonly transcript: Transcript;

  constructor(private readonly o: ViewsOptions) {
    this.annotations = o.annotations
      ? new LiveAnnotations({
          ...o.ctx,
          redact: o.redactor.redact,
          workspace: o.workspace,
          calls: this.calls,
        })
      : null;
    this.transcript = new Transcript({ redact: o.redactor.redact });
  }

  /** Called for every folded event. Never throws: a view failing must not stop the fold. */
  onEvent(event: AgentEvent, summary: RunSummary): void {
    try {
      this.log(event, summary);
      this.annotations?.onEvent(event, summary);
      this.transcript.onEvent(event, summary);
      if (this.o.snapshots && event.kind !== 'text' && event.kind !== 'thinking') {
        this.o.snapshots.offer(summary, event.at);
      }
    } catch (error) {
      core.debug(`narrator: a live view failed: ${(error as Error).message}`);
    }
  }

  private log(event: AgentEvent, summary: RunSummary): void {
    const ctx = { ...this.o.ctx, redact: this.o.redactor.redact, calls: this.calls };
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

  /** Writes the final views. Returns the outputs that were set (for tests and the post step). */
  async finish(summary: RunSummary, files: RunFiles, verdict?: Verdict): Promise<Record<string, string>> {
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
    for (const line of text.slice(totals === -1 ? 0 : totals).split('\n')) core.info(line);

    // summary.json: the `narrator summarize` contract, redacted (values and keys, as one text),
    // written as it is serialized (a run of 40k tool calls: never the whole text in memory).
    const writeSummary = (sink: (text: string) => void) => {
      writeSummaryJson(summary, this.o.redactor, 2, sink);
      sink('\n');
    };
    if (files.own) {
      try {
        files.own.write('summary', writeSummary);
      } catch (error) {
        core.warning(`could not write ${files.summaryFile}: ${(error as Error).message}`);
      }
    } else {
      await mkdir(path.dirname(files.summaryFile), { recursive: true });
      writePiecesSync(files.summaryFile, writeSummary);
    }

    // report.html: the readable record. A failure here costs the page, never the run's result.
    try {
      this.transcript.finish();
      const write = (sink: (piece: string) => void) =>
        writeHtmlPage(summary, this.transcript, { ...ctx, version: NARRATOR_VERSION }, sink);
      if (files.own) files.own.write('report', write);
      else writePiecesSync(files.reportFile, write);
    } catch (error) {
      core.warning(`could not write the run's HTML record ${files.reportFile}: ${(error as Error).message}`);
    }
    // The outputs name these paths: each must still be the file Narrator wrote (src/runner/own-files.ts).
    if (files.own) for (const w of files.own.checkPaths()) core.warning(this.o.redactor.redact(w));

    if (this.o.stepSummary) await writeStepSummary(summary, ctx, this.o.env);

    // Only a path that is still Narrator's own file is named (else the output is empty).
    const paths = files.own?.outputPaths() ?? files;
    const outputs = actionOutputs(summary, {
      ctx,
      summaryFile: paths.summaryFile,
      logFile: paths.logFile,
      reportFile: paths.reportFile,
    });
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    return outputs;
  }
}

/** Appends the step summary to GITHUB_STEP_SUMMARY (nothing outside the runner). */
export async function writeStepSummary(
  summary: RunSummary,
  ctx: ViewContext,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const file = env['GITHUB_STEP_SUMMARY'];
  if (!file) return;
  const redact = ctx.redact ?? ((s: string) => s);
  const body = renderStepSummary(summary, { ...ctx, redact });
  await appendFile(file, body.endsWith('\n') ? body : `${body}\n`);
}
