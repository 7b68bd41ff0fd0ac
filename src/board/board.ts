/**
 * The matrix board: one row per leg, totals, the failure reason of every leg that failed, and the
 * gate's verdict — as a PR/issue comment, as a step summary (with a mermaid timeline of the legs)
 * and as plain text for `narrator aggregate`. Pure: legs + verdict + context in, text out.
 *
 * Sizes are budgeted: the comment stays under GitHub's 65,536 characters whatever the number of
 * legs. It collapses in steps (shorter cells; then only the failing legs get rows; then a list),
 * and every step keeps every failing leg named with its reason.
 *
 * Built for the live board (src/board/board-live.ts, src/sinks/board/live-board.ts): the first line is
 * the board's marker (and its run's), and everything one leg owns sits on lines carrying that
 * leg's marker (`<!-- narrator-leg:ID -->` on its table row, `<!-- narrator-leg-reason:ID -->` on
 * its reason line), so a leg rewrites only its own lines from a fresh read of the comment. Agent-
 * derived text can never forge a marker: it is HTML-escaped, so its `<` is `&lt;` and no raw `<!--`
 * of its own reaches the body.
 */

import { sanitizeKey } from '../report/comment-key.js';
import { identity, type RedactFn } from '../report/context.js';
import {
  agentLabel,
  formatCost,
  formatCount,
  formatDuration,
  formatTokens,
  OUTCOME_SYMBOL,
} from '../report/format.js';
import { inlineText, neutralizeImages, tableCell, truncate } from '../report/markdown.js';
import { ganttLabel, STEP_SUMMARY_LIMIT } from '../report/step-summary.js';
import { neutralizeCommands } from '../report/workflow-commands.js';
import type { Verdict } from './gate.js';
import { requirementText } from './gate.js';
import type { Leg, LegStatus, SetAside } from './legs.js';

/** GitHub refuses longer comment bodies; the board keeps a margin below it. */
export const BOARD_COMMENT_LIMIT = 65_536;
const COMMENT_BUDGET = 65_000;
const SUMMARY_BUDGET = 1_000_000;

export interface BoardContext {
  /** Applied to every text that came from a leg or from the jobs API, before any markup. */
  redact?: RedactFn;
  /** The comment's marker line (`boardMarker(key)`); only the comment renders it. */
  marker?: string | null;
  /** This workflow run's page, for the footer. */
  runUrl?: string | null;
  /** Set when some legs may be missing (the jobs could not be listed): said on the board. */
  incomplete?: string | null;
  /** Leg artifacts read but not counted (forged, duplicated, unreadable): listed with why. */
  setAside?: readonly SetAside[];
}

export const STATUS_SYMBOL: Record<LegStatus, string> = {
  ...OUTCOME_SYMBOL,
  skipped: '⏭',
  no_record: '❓',
  pending: '🔄',
  disputed: '❗',
  job_failed: '❌',
  unverified: '❔',
};

export const STATUS_WORDS: Record<LegStatus, string> = {
  success: 'success',
  error: 'error',
  max_turns: 'max turns',
  budget_exceeded: 'budget exceeded',
  max_tokens: 'max tokens',
  cancelled: 'cancelled',
  timed_out: 'timed out',
  incomplete: 'incomplete',
  waiting_for_input: 'waiting for input',
  skipped: 'skipped',
  no_record: 'no record',
  pending: 'not finished',
  disputed: 'disputed',
  job_failed: 'job failed',
  unverified: 'unverified',
};

/** The heading of the records the board read but did not count. */
export const SET_ASIDE_HEADING = '### Leg records not counted';
/** How many set-aside records are named before "and N more": whoever uploads them chooses how many. */
const SET_ASIDE_SHOWN = 20;

/** `<!-- narrator-board:KEY -->`: the first line of the board comment, how it is found again. */
export function boardMarker(key: string): string {
  return `<!-- narrator-board:${sanitizeKey(key)} -->`;
}

/** The marker on a leg's table row (ids are hex, or `job-<n>`; anything else is dropped). */
export function legRowMarker(id: string): string {
  return `<!-- narrator-leg:${id.replace(/[^A-Za-z0-9-]/g, '')} -->`;
}

export function legReasonMarker(id: string): string {
  return `<!-- narrator-leg-reason:${id.replace(/[^A-Za-z0-9-]/g, '')} -->`;
}

export const TOTALS_MARKER = '<!-- narrator-board-totals -->';

/**
 * `<!-- narrator-board-run:ID -->`, on the first line after the board marker: which workflow run
 * the board is of. A live leg of another run (the next push) starts the board afresh for its run.
 */
export function boardRunMarker(runId: string): string {
  return `<!-- narrator-board-run:${runId.replace(/[^A-Za-z0-9-]/g, '') || 'local'} -->`;
}

/** The board comment's first line: the board marker, and the run's when known. */
export function boardMarkerLine(key: string, runId: string | null): string {
  return runId === null ? boardMarker(key) : `${boardMarker(key)} ${boardRunMarker(runId)}`;
}

/** The heading of the failure reasons (no count in it: a leg rewriting only its own reason line leaves it true). */
export const REASONS_HEADING = '### Legs that did not succeed';

// ------------------------------------------------------------------------------------------------
// Numbers shared by every view

export interface BoardTotals {
  legs: number;
  turns: number | null;
  toolCalls: number;
  failedToolCalls: number;
  /** Sum of the costs legs reported; null when none reported one. */
  costUsd: number | null;
  costLegs: number;
  inputTokens: number | null;
  outputTokens: number | null;
  /** From the first leg's start to the last leg's end. */
  spanMs: number | null;
  firstStart: number | null;
}

export function boardTotals(legs: readonly Leg[]): BoardTotals {
  let turns: number | null = null;
  let tools = 0;
  let failed = 0;
  let cost: number | null = null;
  let costLegs = 0;
  let input: number | null = null;
  let output: number | null = null;
  let first: number | null = null;
  let last: number | null = null;
  for (const leg of legs) {
    const r = leg.record;
    if (r) {
      if (r.turns !== null) turns = (turns ?? 0) + r.turns;
      tools += r.toolCalls;
      failed += r.failedToolCalls;
      if (r.costUsd !== null) {
        cost = (cost ?? 0) + r.costUsd;
        costLegs++;
      }
      if (r.tokens) {
        input = (input ?? 0) + r.tokens.input;
        output = (output ?? 0) + r.tokens.output;
      }
    }
    if (leg.startedAt !== null) first = first === null ? leg.startedAt : Math.min(first, leg.startedAt);
    const end = leg.endedAt ?? leg.startedAt;
    if (end !== null) last = last === null ? end : Math.max(last, end);
  }
  return {
    legs: legs.length,
    turns,
    toolCalls: tools,
    failedToolCalls: failed,
    // Float noise of the sum removed, as the cost output does.
    costUsd: cost === null ? null : Number(cost.toFixed(10)),
    costLegs,
    inputTokens: input,
    outputTokens: output,
    spanMs: first !== null && last !== null ? Math.max(0, last - first) : null,
    firstStart: first,
  };
}

// ------------------------------------------------------------------------------------------------
// Safe text

/** Bidi overrides and invisible controls that could make a label read as something else. */
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function plain(s: string): string {
  return s.replace(INVISIBLE, '');
}

/**
 * Backticks and backslashes shown as themselves: a backtick in a leg's name must not open a code
 * span that swallows the markup after it (the bold of a name, a link).
 */
function literal(s: string): string {
  return s.replace(/[\\`]/g, '\\$&');
}

/** Leg-derived text for a table cell: redacted, one line, escaped, no tag, image or mention. */
function cell(redact: RedactFn, s: string, max: number): string {
  // Redact first (a secret cut in half would no longer match), then cut, then neutralize.
  return tableCell(literal(neutralizeImages(plain(redact(s)))), max);
}

function text(redact: RedactFn, s: string, max: number): string {
  return inlineText(literal(neutralizeImages(plain(redact(s)))), max);
}

/** A URL we put in a link: http(s) only, with the characters that would end the link encoded. */
function safeUrl(url: string | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return url.replace(/[\s()<>[\]"'`\\|]/g, (c) => encodeURIComponent(c));
}

function agentCell(leg: Leg, redact: RedactFn, max: number): string {
  const r = leg.record;
  if (!r) return '';
  const agent = r.dialect ? agentLabel(r.dialect) : (r.agent ?? 'command');
  const model = r.model ? ` · ${r.model}` : '';
  return cell(redact, `${agent}${model}`, max);
}

function tokensText(input: number | null, output: number | null): string {
  return input === null && output === null ? 'n/a' : `${formatTokens(input)} / ${formatTokens(output)}`;
}

function legDuration(leg: Leg): string {
  if (leg.record) return formatDuration(leg.record.durationMs);
  if (leg.job?.startedAt != null && leg.job.completedAt != null) {
    return `${formatDuration(leg.job.completedAt - leg.job.startedAt)} (job)`;
  }
  return 'n/a';
}

function outcomeCell(leg: Leg): string {
  const attempt =
    leg.record && leg.record.identity.runAttempt > 1 ? ` (attempt ${leg.record.identity.runAttempt})` : '';
  return `${STATUS_SYMBOL[leg.status]} ${STATUS_WORDS[leg.status]}${attempt}`;
}

function linkCell(leg: Leg): string {
  const url = safeUrl(leg.url);
  if (!url) return '';
  return `[${leg.job ? 'job' : 'run'}](${url})`;
}

// ------------------------------------------------------------------------------------------------
// Markdown (comment and step summary)

interface Level {
  /** Rows for every leg, or only for the legs that did not pass. */
  rows: 'all' | 'failing' | 'none';
  labelMax: number;
  agentMax: number;
  reasonMax: number;
  links: boolean;
  /** Labels of passing legs listed (in a <details>) when they get no row. */
  passingNames: boolean;
}

const LEVELS: readonly Level[] = [
  { rows: 'all', labelMax: 80, agentMax: 48, reasonMax: 400, links: true, passingNames: true },
  { rows: 'all', labelMax: 48, agentMax: 28, reasonMax: 160, links: true, passingNames: true },
  { rows: 'failing', labelMax: 48, agentMax: 28, reasonMax: 160, links: true, passingNames: true },
  { rows: 'failing', labelMax: 40, agentMax: 20, reasonMax: 100, links: true, passingNames: false },
  { rows: 'none', labelMax: 48, agentMax: 0, reasonMax: 100, links: true, passingNames: false },
  { rows: 'none', labelMax: 40, agentMax: 0, reasonMax: 60, links: false, passingNames: false },
];

const HEADER =
  '| Leg | Agent · model | Outcome | Turns | Tools | Failed | Cost | Tokens in / out | Duration | Job |\n' +
  '|---|---|---|--:|--:|--:|--:|--:|--:|---|';

function row(leg: Leg, redact: RedactFn, level: Level): string {
  const r = leg.record;
  const failed = r ? `${r.failedToolCalls}${r.deniedToolCalls ? ` (+${r.deniedToolCalls} denied)` : ''}` : '';
  return [
    `| ${legRowMarker(leg.id)} ${cell(redact, leg.label, level.labelMax)}`,
    agentCell(leg, redact, level.agentMax),
    outcomeCell(leg),
    r ? formatCount(r.turns) : '',
    r ? String(r.toolCalls) : '',
    failed,
    r ? formatCost(r.costUsd) : '',
    r ? tokensText(r.tokens?.input ?? null, r.tokens?.output ?? null) : '',
    legDuration(leg),
    level.links ? linkCell(leg) : '',
  ]
    .join(' | ')
    .concat(' |');
}

function totalsRow(legs: readonly Leg[], t: BoardTotals, verdict: Verdict): string {
  const counts = [`✅ ${verdict.succeeded}`];
  if (verdict.failed > 0) counts.push(`❌ ${verdict.failed}`);
  const cost =
    t.costUsd === null
      ? 'n/a'
      : `${formatCost(t.costUsd)}${t.costLegs < legs.length ? ` (${t.costLegs} of ${legs.length})` : ''}`;
  return [
    `| ${TOTALS_MARKER} **Total** · ${legs.length} ${legs.length === 1 ? 'leg' : 'legs'}`,
    '',
    counts.join(' · '),
    formatCount(t.turns),
    String(t.toolCalls),
    String(t.failedToolCalls),
    cost,
    tokensText(t.inputTokens, t.outputTokens),
    t.spanMs === null ? 'n/a' : `span ${formatDuration(t.spanMs)}`,
    '',
  ]
    .join(' | ')
    .concat(' |');
}

function title(verdict: Verdict): string {
  const symbol = verdict.passed ? '✅' : '❌';
  const legs = `${verdict.succeeded} of ${verdict.total} ${verdict.total === 1 ? 'leg' : 'legs'} succeeded`;
  return `## ${symbol} Narrator board · ${legs} · require ${requirementText(verdict.requirement)}`;
}

function verdictLine(verdict: Verdict, redact: RedactFn): string {
  const words = verdict.passed ? '**The gate passed**' : '**The gate failed**';
  return `${words}: ${text(redact, verdict.reason, 2_000)}.`;
}

function reasonLine(leg: Leg, redact: RedactFn, level: Level, marker: boolean): string {
  const link = level.links && safeUrl(leg.url) ? ` · ${linkCell(leg)}` : '';
  const reason = leg.reason && level.reasonMax > 0 ? `: ${text(redact, leg.reason, level.reasonMax)}` : '';
  // The marker after the symbol: at the start of the item it would open an HTML block, and the
  // rest of the line would not be markdown.
  const mark = marker ? ` ${legReasonMarker(leg.id)}` : '';
  return `- ${STATUS_SYMBOL[leg.status]}${mark} **${cell(redact, leg.label, level.labelMax)}** · ${STATUS_WORDS[leg.status]}${reason}${link}`;
}

function body(
  legs: readonly Leg[],
  verdict: Verdict,
  ctx: BoardContext,
  level: Level,
  extra: string[],
): string {
  const redact = ctx.redact ?? identity;
  const t = boardTotals(legs);
  const failing = legs.filter((l) => !l.passed);
  const passing = legs.filter((l) => l.passed);
  const blocks: string[] = [];
  if (ctx.marker) blocks.push(ctx.marker);
  blocks.push(title(verdict));
  if (ctx.incomplete) blocks.push(`⚠️ ${text(redact, ctx.incomplete, 500)}`);
  if (level.rows !== 'none' && legs.length > 0) {
    const shown = level.rows === 'all' ? legs : failing;
    const lines = [HEADER, ...shown.map((leg) => row(leg, redact, level))];
    if (level.rows === 'failing' && passing.length > 0) {
      lines.push(
        `| ✅ ${passing.length} passing ${passing.length === 1 ? 'leg' : 'legs'} not listed | | | | | | | | | |`,
      );
    }
    lines.push(totalsRow(legs, t, verdict));
    blocks.push(lines.join('\n'));
  } else if (legs.length > 0) {
    const cost = t.costUsd === null ? 'n/a' : formatCost(t.costUsd);
    blocks.push(
      `**Total** · ${legs.length} legs · ✅ ${verdict.succeeded} · ❌ ${verdict.failed} · cost ${cost} · tokens ${tokensText(t.inputTokens, t.outputTokens)} · span ${t.spanMs === null ? 'n/a' : formatDuration(t.spanMs)}`,
    );
  }
  if (level.rows !== 'all' && passing.length > 0 && level.passingNames) {
    const names = passing.map((l) => cell(redact, l.label, 40)).join(' · ');
    blocks.push(`<details><summary>✅ ${passing.length} passing legs</summary>\n\n${names}\n\n</details>`);
  }
  if (failing.length > 0) {
    blocks.push(
      `${REASONS_HEADING}\n\n${failing.map((l) => reasonLine(l, redact, level, level.rows !== 'none')).join('\n')}`,
    );
  }
  const aside = setAsideBlock(ctx.setAside ?? [], redact, level.labelMax, level.reasonMax || 100);
  if (aside) blocks.push(aside);
  blocks.push(verdictLine(verdict, redact));
  blocks.push(...extra);
  const footer = [`require ${requirementText(verdict.requirement)}`];
  const run = safeUrl(ctx.runUrl ?? null);
  if (run) footer.unshift(`[workflow run](${run})`);
  blocks.push(`<sub>${footer.join(' · ')} · Narrator board</sub>`);
  return `${blocks.join('\n\n')}\n`;
}

const KIND_WORDS: Record<SetAside['kind'], string> = {
  unreadable: 'unreadable',
  unmatched: 'names no job of this run',
  duplicate: 'its job uploaded several',
};

function setAsideWho(r: SetAside): string {
  return r.origin ? r.origin.name : '(a record)';
}

/** The records set aside, as a list (capped: the uploader chooses how many there are). */
function setAsideBlock(
  items: readonly SetAside[],
  redact: RedactFn,
  labelMax: number,
  reasonMax: number,
): string | null {
  if (items.length === 0) return null;
  const lines = items.slice(0, SET_ASIDE_SHOWN).map((r) => {
    const says = r.label ? ` (says it is **${cell(redact, r.label, labelMax)}**)` : '';
    return `- ⚠️ ${cell(redact, setAsideWho(r), 120)}${says} · ${KIND_WORDS[r.kind]}: ${text(redact, r.reason, reasonMax)}`;
  });
  if (items.length > SET_ASIDE_SHOWN) lines.push(`- …and ${items.length - SET_ASIDE_SHOWN} more`);
  return `${SET_ASIDE_HEADING}\n\n${lines.join('\n')}`;
}

/**
 * The board comment: always at most 65,000 characters. The last step names every failing leg on
 * one short line; if even that cannot fit (thousands of failing legs), the list is cut with a count
 * and a pointer to the step summary, which has room for all of them.
 */
export function renderBoardComment(legs: readonly Leg[], verdict: Verdict, ctx: BoardContext): string {
  for (const level of LEVELS) {
    const out = body(legs, verdict, ctx, level, []);
    if (out.length <= COMMENT_BUDGET) return out;
  }
  return lastResort(legs, verdict, ctx);
}

function lastResort(legs: readonly Leg[], verdict: Verdict, ctx: BoardContext): string {
  const redact = ctx.redact ?? identity;
  const level = LEVELS[LEVELS.length - 1]!;
  const aside = ctx.setAside?.length
    ? `⚠️ ${ctx.setAside.length} leg records were not counted (forged, duplicated or unreadable): see the aggregate job's log`
    : null;
  const head = [ctx.marker, title(verdict), aside, verdictLine(verdict, redact)].filter(Boolean).join('\n\n');
  const lines: string[] = [];
  let size = head.length + 200;
  const failing = legs.filter((l) => !l.passed);
  for (const [i, leg] of failing.entries()) {
    const line = reasonLine(leg, redact, { ...level, reasonMax: 0 }, false);
    if (size + line.length + 1 > COMMENT_BUDGET - 200) {
      lines.push(`- …and ${failing.length - i} more failing legs: see the aggregate job's step summary`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return `${head}\n\n${lines.join('\n')}\n`;
}

// ------------------------------------------------------------------------------------------------
// The live board: what one leg writes of it while the legs run (src/board/board-live.ts merges it)

/** One leg's own lines of the board, rendered as the full board renders them. */
export interface LegLines {
  id: string;
  /** Its table row (carries `legRowMarker(id)` in the first cell). */
  row: string;
  /** Its reason line (carries `legReasonMarker(id)`), or null while it runs or once it passed. */
  reason: string | null;
}

export function renderLegLines(leg: Leg, ctx: Pick<BoardContext, 'redact'> = {}): LegLines {
  const redact = ctx.redact ?? identity;
  const level = LEVELS[0]!;
  return {
    id: leg.id,
    row: row(leg, redact, level),
    reason: leg.passed || leg.status === 'pending' ? null : reasonLine(leg, redact, level, true),
  };
}

export const LIVE_TITLE = `## ${STATUS_SYMBOL.pending} Narrator board · live: the legs are running`;

/**
 * The board a leg starts when it finds none of its run: the title says it is live, the table has
 * only the header and the totals row (the legs insert their rows above it), and the totals and the
 * verdict are left to the aggregate job, which rewrites the whole board once the legs are done.
 */
export function renderLiveBoard(ctx: Pick<BoardContext, 'marker' | 'runUrl'>): string {
  const blocks: string[] = [];
  if (ctx.marker) blocks.push(ctx.marker);
  blocks.push(LIVE_TITLE);
  blocks.push(
    '*Each leg keeps its own row current while it runs; the board job rewrites the board with the totals and the verdict once the legs are done.*',
  );
  blocks.push(`${HEADER}\n| ${TOTALS_MARKER} **Total** | | ${STATUS_SYMBOL.pending} live | | | | | | | |`);
  const run = safeUrl(ctx.runUrl ?? null);
  blocks.push(`<sub>${run ? `[workflow run](${run}) · ` : ''}Narrator board (live)</sub>`);
  return `${blocks.join('\n\n')}\n`;
}

/** The step summary: the board (budgeted to GitHub's 1 MiB) and a mermaid timeline of the legs. */
export function renderBoardSummary(
  legs: readonly Leg[],
  verdict: Verdict,
  ctx: BoardContext & { commentUrl?: string | null },
): string {
  const redact = ctx.redact ?? identity;
  const extra: string[] = [];
  const gantt = timeline(legs, redact);
  if (gantt) extra.push(gantt);
  const comment = safeUrl(ctx.commentUrl ?? null);
  if (comment) extra.push(`The board comment: [${comment}](${comment})`);
  const noMarker = { ...ctx, marker: null };
  for (const level of LEVELS) {
    const out = body(legs, verdict, noMarker, level, extra);
    if (Buffer.byteLength(out, 'utf8') <= SUMMARY_BUDGET) return out;
  }
  const out = lastResort(legs, verdict, noMarker);
  return Buffer.byteLength(out, 'utf8') <= STEP_SUMMARY_LIMIT ? out : `${title(verdict)}\n`;
}

/** Mermaid gantt of the legs: when each ran, relative to the first start; failures marked crit. */
function timeline(legs: readonly Leg[], redact: RedactFn): string | null {
  const timed = legs.filter((l) => l.startedAt !== null);
  if (timed.length === 0) return null;
  const origin = Math.min(...timed.map((l) => l.startedAt!));
  const lines = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %H:%M:%S', '  section Legs'];
  const shown = timed.slice(0, 300);
  shown.forEach((leg, i) => {
    const start = leg.startedAt! - origin;
    const stop = Math.max(start + 1, (leg.endedAt ?? leg.startedAt!) - origin);
    // The number first: a label can then never be read as a mermaid keyword (click, section…).
    // Brackets and `!` go too: nothing in a task name should look like markup of any kind.
    const label = ganttLabel(`${i + 1} ${plain(redact(leg.label)).replace(/[![\]]/g, ' ')}`);
    const tag = leg.status === 'pending' ? 'active, ' : leg.passed ? 'done, ' : 'crit, ';
    lines.push(`  ${label} :${tag}leg${i + 1}, ${start}, ${stop}`);
  });
  lines.push('```');
  const more = timed.length > shown.length ? `\n\n*The timeline shows the first ${shown.length} legs.*` : '';
  return `### Timeline\n\n${lines.join('\n')}${more}`;
}

// ------------------------------------------------------------------------------------------------
// Plain text (`narrator aggregate --format text`)

/** Leg-derived text for a terminal or CI log: one line, no control characters, no workflow command. */
function termText(redact: RedactFn, s: string, max: number): string {
  return neutralizeCommands(truncate(plain(redact(s)).replace(/\s+/g, ' ').trim(), max));
}

export function renderBoardText(legs: readonly Leg[], verdict: Verdict, ctx: BoardContext = {}): string {
  const redact = ctx.redact ?? identity;
  const t = boardTotals(legs);
  const out: string[] = [];
  out.push(
    `Narrator board: ${verdict.passed ? '✅' : '❌'} ${verdict.succeeded} of ${verdict.total} legs succeeded (require ${requirementText(verdict.requirement)})`,
  );
  if (ctx.incomplete) out.push(`warning: ${termText(redact, ctx.incomplete, 500)}`);
  out.push('');
  const rows = legs.map((leg) => {
    const r = leg.record;
    return [
      `${STATUS_SYMBOL[leg.status]} ${termText(redact, leg.label, 60)}`,
      r
        ? termText(
            redact,
            `${r.dialect ? agentLabel(r.dialect) : (r.agent ?? 'command')}${r.model ? ` · ${r.model}` : ''}`,
            40,
          )
        : '',
      STATUS_WORDS[leg.status],
      r ? `${formatCount(r.turns)} turns` : '',
      r ? `${r.toolCalls} tools (${r.failedToolCalls} failed)` : '',
      r ? formatCost(r.costUsd) : '',
      r ? `${tokensText(r.tokens?.input ?? null, r.tokens?.output ?? null)} tokens` : '',
      legDuration(leg),
    ];
  });
  const widths = rows.reduce<number[]>(
    (w, cols) => cols.map((c, i) => Math.max(w[i] ?? 0, [...c].length)),
    [],
  );
  for (const cols of rows) {
    out.push(
      `  ${cols
        .map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - [...c].length)))
        .join('  ')
        .trimEnd()}`,
    );
  }
  const cost =
    t.costUsd === null
      ? 'n/a'
      : `${formatCost(t.costUsd)}${t.costLegs < legs.length ? ` (${t.costLegs} of ${legs.length} legs report cost)` : ''}`;
  out.push('');
  out.push(
    `Total: ${legs.length} legs · ${t.toolCalls} tool calls (${t.failedToolCalls} failed) · cost ${cost} · tokens ${tokensText(t.inputTokens, t.outputTokens)} · span ${t.spanMs === null ? 'n/a' : formatDuration(t.spanMs)}`,
  );
  const failing = legs.filter((l) => !l.passed);
  if (failing.length > 0) {
    out.push('', 'Why legs did not succeed:');
    for (const leg of failing) {
      out.push(
        `  ${termText(redact, leg.label, 60)} (${STATUS_WORDS[leg.status]}): ${termText(redact, leg.reason ?? '', 300)}`,
      );
    }
  }
  const aside = ctx.setAside ?? [];
  if (aside.length > 0) {
    out.push('', 'Leg records not counted:');
    for (const r of aside.slice(0, SET_ASIDE_SHOWN)) {
      const says = r.label ? ` (says it is ${termText(redact, r.label, 60)})` : '';
      out.push(
        `  ${termText(redact, setAsideWho(r), 120)}${says}: ${KIND_WORDS[r.kind]}: ${termText(redact, r.reason, 300)}`,
      );
    }
    if (aside.length > SET_ASIDE_SHOWN) out.push(`  …and ${aside.length - SET_ASIDE_SHOWN} more`);
  }
  out.push(
    '',
    `Verdict: ${verdict.passed ? 'success' : 'failure'}: ${termText(redact, verdict.reason, 2_000)}`,
  );
  return `${out.join('\n')}\n`;
}
