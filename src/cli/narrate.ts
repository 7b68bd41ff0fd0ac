/**
 * Live narration for `narrator watch` and `narrator run`: every folded event becomes terminal
 * lines (report/terminal.ts, the same renderer as the job log) printed as it happens, and the end
 * of the run prints the summary block. The exit status is the outcome's, judged by --fail-on.
 */

import type { Redactor } from '../redact/redact.js';
import { CallIndex } from '../report/call-index.js';
import { eventLines, renderText, type TerminalContext } from '../report/terminal.js';
import { estimateCost } from '../run/cost-estimate.js';
import { type ProcessExit, RunFold } from '../run/fold.js';
import type { RunSummary } from '../run/summary.js';
import { decideVerdict } from '../run/verdict.js';
import type { AgentEvent, Dialect, Outcome } from '../stream/events.js';

/** Exit status of watch/run: the outcome is not in --fail-on. */
export const EXIT_PASSED = 0;
/** Exit status of watch/run: the outcome is in --fail-on (the run failed, like the job would). */
export const EXIT_FAILED = 1;

export interface NarrationOptions {
  dialect: Dialect | 'auto';
  failOn: readonly Outcome[];
  /** The command whose exit status the outcome decides ("narrator watch"), for the verdict line. */
  commandName: string;
  redactor: Redactor;
  color: boolean;
  limits?: TerminalContext['limits'];
  /** The model the agent ran, when its stream may not say (prices its tokens for an estimate). */
  model?: string | null;
  /** Called after each event is printed (a spending-cap guard). */
  observe?: (event: AgentEvent, summary: RunSummary) => void;
  print: (text: string) => void;
  warn: (text: string) => void;
}

export class Narration {
  readonly fold: RunFold;
  private readonly ctx: TerminalContext;

  constructor(private readonly o: NarrationOptions) {
    this.ctx = {
      redact: o.redactor.redact,
      color: o.color,
      failOn: o.failOn,
      verdictFor: { command: o.commandName },
      calls: new CallIndex(),
      ...(o.limits ? { limits: o.limits } : {}),
    };
    this.fold = new RunFold({
      dialect: o.dialect,
      onEvent: (event, summary) => {
        // The exit event's own lines (the outcome) are part of the summary block printed at the end.
        if (event.kind === 'exit') return;
        for (const line of eventLines(event, summary, { ...this.ctx, now: event.at })) o.print(`${line}\n`);
        o.observe?.(event, summary);
      },
      onDialectMismatch: (declared, detection) =>
        o.warn(
          `narrator: warning: --dialect ${declared} was given, but the stream looks like ${detection.dialect}\n`,
        ),
    });
  }

  /**
   * Folds the exit, adds the cost estimate where the agent reported tokens but no cost (the price
   * table loads only then) and `verdict`'s word (the caps), prints the summary block; returns the
   * summary and the exit status.
   */
  async end(
    exit: ProcessExit,
    at: number,
    verdict: (summary: RunSummary) => RunSummary = (s) => s,
  ): Promise<{ summary: RunSummary; code: number }> {
    const estimated = await estimateCost(this.fold.end(exit, at), this.o.model ?? null);
    if (estimated.note !== null) this.o.warn(`narrator: ${estimated.note}\n`);
    const summary = verdict(estimated.summary);
    this.o.print(`\n${renderText(summary, { ...this.ctx, now: at })}\n`);
    return { summary, code: decideVerdict(summary, this.o.failOn).fails ? EXIT_FAILED : EXIT_PASSED };
  }
}
