/**
 * The run's files written at the end: summary.json (the `narrator summarize` contract, redacted)
 * and report.html (the readable record, whose conversation is rendered entry by entry as events
 * arrive, bounded). Their paths are checked to still be Narrator's own before the outputs name
 * them (src/runner/own-files.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writePiecesSync } from '../../redact/json-writer.js';
import type { Redactor } from '../../redact/redact.js';
import { writeSummaryJson } from '../../redact/summary-json.js';
import type { ViewContext } from '../../report/context.js';
import { writeHtmlPage } from '../../report/html/page.js';
import { Transcript } from '../../report/html/transcript.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { NARRATOR_VERSION } from '../../runner/github-env.js';
import type { AgentEvent } from '../../stream/events.js';
import type { RunFiles } from './artifact.js';

export class RunRecordFiles {
  private readonly transcript: Transcript;

  constructor(private readonly o: { redactor: Redactor; ctx: ViewContext }) {
    this.transcript = new Transcript({ redact: o.redactor.redact });
  }

  /** Called for every folded event. Never throws: a view failing must not stop the fold. */
  onEvent(event: AgentEvent, summary: RunSummary): void {
    try {
      this.transcript.onEvent(event, summary);
    } catch (error) {
      core.debug(`narrator: a live view failed: ${(error as Error).message}`);
    }
  }

  async finish(summary: RunSummary, files: RunFiles, verdict?: Verdict): Promise<void> {
    const redact = this.o.redactor.redact;
    const ctx: ViewContext = { ...this.o.ctx, redact, ...(verdict ? { verdict } : {}) };
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
  }
}
