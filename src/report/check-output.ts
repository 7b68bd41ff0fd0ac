/**
 * The check run as a view of the summary: its conclusion (the run's verdict, like the job's result),
 * its title (the comment's header line), its summary (the step summary's markdown, within GitHub's
 * 65,535 characters) and its annotations (the run's annotations, in the Checks API's shape). Pure.
 */
import type { RunSummary } from '../run/summary.js';
import type { Verdict } from '../run/verdict.js';
import type { Annotation } from './annotations.js';
import { commentHeaderLine } from './comment.js';
import { identity, type ViewContext } from './context.js';
import { oneLine } from './format.js';
import { truncate } from './markdown.js';
import { stepSummaryBodies } from './step-summary.js';

/** GitHub's cap on a check run's `output.summary` and `output.text` (characters). */
export const CHECK_OUTPUT_LIMIT = 65_535;
/** `output.title` has no documented cap; a header line never needs more. */
export const CHECK_TITLE_MAX = 255;

export type CheckConclusion =
  | 'success'
  | 'failure'
  | 'cancelled'
  | 'timed_out'
  | 'neutral'
  | 'action_required';

/** An annotation as the Checks API takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
}

/**
 * The check's conclusion, in the Checks API's words, for the run's verdict: `success` whenever the
 * job passes, `cancelled` / `timed_out` when that outcome failed it, `failure` for everything else
 * (any other outcome, including one added later, a setup that never started the agent, a leg record
 * whose name was taken).
 */
export function checkConclusion(verdict: Verdict): CheckConclusion {
  // A parked question: a person must answer before anything passes (never a green check).
  if (verdict.source === 'outcome' && verdict.outcome === 'waiting_for_input') return 'action_required';
  if (!verdict.fails) return 'success';
  if (verdict.source === 'outcome' && verdict.outcome === 'cancelled') return 'cancelled';
  if (verdict.source === 'outcome' && verdict.outcome === 'timed_out') return 'timed_out';
  return 'failure';
}

/** Where an annotation without a file goes: GitHub shows job-level annotations on `.github`. */
const NO_FILE_PATH = '.github';
const ANNOTATION_MESSAGE_MAX = 4_000;

/** One of the run's annotations as the Checks API takes it. */
export function checkAnnotation(a: Annotation): CheckAnnotation {
  const line = a.file && a.startLine !== undefined && a.startLine > 0 ? a.startLine : 1;
  return {
    path: a.file || NO_FILE_PATH,
    start_line: line,
    end_line: line,
    annotation_level: a.level === 'error' ? 'failure' : a.level,
    message: truncate(a.message || a.title, ANNOTATION_MESSAGE_MAX),
    ...(a.title ? { title: oneLine(a.title, CHECK_TITLE_MAX) } : {}),
  };
}

export interface CheckOutputContext extends ViewContext {
  now: number;
  redact: (text: string) => string;
  /** The live comment's page, when there is one: linked in the output's text. */
  commentUrl?: string | null;
}

/**
 * The check's output for `summary`: the title is the comment's header line; the summary is the
 * fullest step-summary body that fits GitHub's limit (they shrink in steps, like the step
 * summary's own budget), cut as a last resort; the text links the live comment and the job.
 */
export function checkOutput(summary: RunSummary, ctx: CheckOutputContext): CheckOutput {
  const r = ctx.redact ?? identity;
  const title = oneLine(r(commentHeaderLine(summary, { ...ctx, marker: '', redact: r })), CHECK_TITLE_MAX);
  let body = '';
  for (body of stepSummaryBodies(summary, { ...ctx, redact: r })) {
    if (body.length <= CHECK_OUTPUT_LIMIT) break;
  }
  const links: string[] = [];
  if (ctx.commentUrl) links.push(`The run is narrated live in [this comment](${ctx.commentUrl}).`);
  if (ctx.runUrl) links.push(`[The job log](${ctx.runUrl}).`);
  return {
    title,
    summary: r(body).slice(0, CHECK_OUTPUT_LIMIT),
    ...(links.length > 0 ? { text: links.join('\n\n') } : {}),
  };
}
