/**
 * What the views need besides the summary. Everything is passed in — time, links, limits, the
 * redactor — so every renderer stays pure and a golden file is exact.
 */
import type { RunSummary } from '../run/summary.js';
import { DEFAULT_FAIL_ON, decideVerdict, type Verdict, type VerdictFacts } from '../run/verdict.js';
import type { Outcome } from '../stream/events.js';
import type { CallIndex } from './call-index.js';

export type RedactFn = (text: string) => string;

export const identity: RedactFn = (s) => s;

export interface RunLimits {
  maxTurns?: number | null;
  maxBudgetUsd?: number | null;
  wallMinutes?: number | null;
  idleMinutes?: number | null;
}

export interface ViewContext {
  /** "Now" in the timebase of the events' `at` (epoch ms live, ms since spawn in replays). */
  now?: number;
  /** The job run (job log) link. */
  runUrl?: string | null;
  /** The step summary link (the run page's summary anchor). */
  stepSummaryUrl?: string | null;
  /** Overrides the label derived from the dialect ("Claude"). */
  agentLabel?: string | null;
  /** Outcomes that fail the job; default every outcome but success. */
  failOn?: readonly Outcome[];
  /**
   * The run's verdict (src/run/verdict.ts), decided once by the edge that knows every fact (a
   * setup that failed, a leg record's name taken). Without it, the views take the summary's outcome
   * against `failOn` through the same decideVerdict (a live view, a replay, the CLI).
   */
  verdict?: Verdict;
  /** What decides the job besides the outcome, known before the end (a setup that failed). */
  facts?: VerdictFacts;
  /**
   * Whom the outcome fails: the Action's job (default: "This job failed because …"), a CLI command's
   * exit status (`narrator watch` / `narrator run`, judged by its --fail-on), or nobody (`narrator
   * render`, whose exit status says only that the stream was read).
   */
  verdictFor?: 'job' | 'nobody' | { command: string };
  limits?: RunLimits;
  /** Applied to every text that came from the agent before any markup is built. */
  redact?: RedactFn;
  /**
   * Finds a tool call by id without a scan (src/report/call-index.ts): live views that render every
   * event of one run pass one; without it the views search the list of calls.
   */
  calls?: CallIndex;
}

export { DEFAULT_FAIL_ON };

/** The verdict a view renders: the one given, else the outcome against `fail-on`. Never decides anew. */
export function verdictOf(summary: Pick<RunSummary, 'outcome'>, ctx: ViewContext): Verdict {
  return ctx.verdict ?? decideVerdict(summary, ctx.failOn ?? DEFAULT_FAIL_ON, ctx.facts);
}
