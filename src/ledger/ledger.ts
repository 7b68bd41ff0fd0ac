/**
 * The ledger of a PR or issue: one row per agent run that Narrator narrated there (run, job, agent,
 * model, session, verdict, failure kind, cost, tokens, duration, head, time, who started it), kept
 * in a hidden, versioned block of a comment of Narrator's own. Pure: parse and serialize the block,
 * add a row (the oldest rolled into a totals row when the block outgrows its budget), add up every
 * block of the PR, and word the totals ("this PR: 5 agent runs · $4.12 · 1 incomplete").
 *
 * What is trusted: the caller hands only blocks of comments written by the token's own account
 * (src/github/ledger-store.ts). Even then nothing shown is read back: the visible totals are
 * recomputed from the rows and the rolled-up counts every time, and every field is checked (types,
 * finite non-negative numbers, capped strings, a capped number of rows); a block that fails the
 * check is ignored whole, with the reason, never half-trusted and never a crash.
 *
 * The data is JSON in base64 inside an HTML comment: base64 cannot close the comment (`-->`) or
 * open markup, whatever the rows hold (a model name, an actor's login).
 */
import * as z from 'zod/mini';
import { OUTCOMES, type Outcome } from '../stream/events.js';

export const LEDGER_VERSION = 1;

/** The outputs the ledger sets (action.yml), besides the run's own (src/report/outputs.ts). */
export const LEDGER_OUTPUTS = ['pr-cost-usd', 'pr-runs', 'handled-by'] as const;

/** The block's data line: `<!-- narrator-ledger-data v1 BASE64 -->`. */
const DATA_PREFIX = '<!-- narrator-ledger-data v';
const DATA_RE = /<!-- narrator-ledger-data v(\d+) ([A-Za-z0-9+/=]*) -->/;

/**
 * The serialized block's budget: GitHub refuses a comment over 65,536 characters, and the visible
 * part (totals line, the table of the newest runs) needs room too.
 */
export const BLOCK_BUDGET = 40_000;
/** Rows kept in one block at most, whatever their size (the rest are rolled into totals). */
export const MAX_ROWS = 60;
/** A block with more rows than this was not written by Narrator: refused whole. */
const MAX_PARSED_ROWS = 1_000;
const SHORT = 200;

/** One run. Strings reach this row redacted (the writer redacts before it builds the row). */
export interface LedgerRow {
  /** `runId/attempt/job`: unique per run of a job; a rerun attempt is a new row. */
  id: string;
  runId: string;
  attempt: number;
  /** The comment key of the job (workflow/job and the matrix leg). */
  job: string;
  agent: string | null;
  model: string | null;
  sessionId: string | null;
  /** The run resumed an earlier session (set by the resume step; false until then). */
  resumed: boolean;
  /** The verdict (src/run/verdict.ts) as the views word it. */
  conclusion: 'success' | 'failure';
  source: string;
  outcome: Outcome | null;
  failureKind: string | null;
  costUsd: number | null;
  /** Cost estimated from tokens, when the agent reported none (never added to costUsd). */
  estimatedCostUsd: number | null;
  tokensIn: number | null;
  tokensOut: number | null;
  cacheRead: number | null;
  durationMs: number | null;
  headSha: string | null;
  /** ISO time the run ended. */
  time: string;
  /** Who started it (GITHUB_ACTOR / the triggering comment's author). */
  actor: string | null;
  /** The comments this run handled: its trigger, and any it took while running (steers). */
  comments: number[];
  /**
   * Steers this run heard too late (src/converse/pending-steers.ts): for the next run. References
   * only (comment id, author, hash of the text as heard): the text stays in the comment.
   */
  deferred?: Array<{ id: number; by: string; hash: string }>;
  /** Deferred steers of earlier runs this run delivered, or refused for good: never looked at again. */
  settled?: number[];
}

/** What rows rolled out of a block add up to (and what a set of rows adds up to). */
export interface LedgerTotals {
  runs: number;
  /** Sum of the agents' own costs. */
  costUsd: number;
  /** Runs whose agent reported no cost (their cost is unknown, not zero). */
  costUnknown: number;
  tokensIn: number;
  tokensOut: number;
  durationMs: number;
  /** Runs per outcome ('none' when the run had no outcome). */
  outcomes: Record<string, number>;
  /** Runs whose verdict failed the job. */
  failed: number;
}

export interface LedgerBlock {
  v: number;
  /** The job (comment key) whose rows these are. */
  job: string;
  rows: LedgerRow[];
  /** The oldest rows, rolled up to keep the block within its budget. */
  rolled: LedgerTotals;
}

const count = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const amount = z.number().check(z.gte(0), z.lte(1e12));
const text = (max = SHORT) => z.string().check(z.maxLength(max));
const OUTCOME_SET = new Set<string>(OUTCOMES);

const rowSchema = z.object({
  id: text(400),
  runId: text(40),
  attempt: count,
  job: text(300),
  agent: z.nullable(text()),
  model: z.nullable(text()),
  sessionId: z.nullable(text()),
  resumed: z.boolean(),
  conclusion: z.enum(['success', 'failure']),
  source: text(40),
  outcome: z.nullable(z.string().check(z.refine((o) => OUTCOME_SET.has(o), 'not an outcome'))),
  failureKind: z.nullable(text(40)),
  costUsd: z.nullable(amount),
  estimatedCostUsd: z.nullable(amount),
  tokensIn: z.nullable(count),
  tokensOut: z.nullable(count),
  cacheRead: z.nullable(count),
  durationMs: z.nullable(count),
  headSha: z.nullable(text(64)),
  time: text(40),
  actor: z.nullable(text(100)),
  comments: z.array(count).check(z.maxLength(100)),
  // Optional: rows written before deferred steers were kept have neither.
  deferred: z.optional(
    z
      .array(z.object({ id: count, by: text(100), hash: z.string().check(z.regex(/^[0-9a-f]{32}$/)) }))
      .check(z.maxLength(100)),
  ),
  settled: z.optional(z.array(count).check(z.maxLength(100))),
});

const totalsSchema = z.object({
  runs: count,
  costUsd: amount,
  costUnknown: count,
  tokensIn: count,
  tokensOut: count,
  durationMs: count,
  outcomes: z.record(z.string().check(z.maxLength(40)), count),
  failed: count,
});

const blockSchema = z.object({
  v: z.literal(LEDGER_VERSION),
  job: text(300),
  rows: z.array(rowSchema).check(z.maxLength(MAX_PARSED_ROWS)),
  rolled: totalsSchema,
});

export type ParsedBlock =
  | { kind: 'none' }
  | { kind: 'ok'; block: LedgerBlock }
  | { kind: 'bad'; reason: string };

export function emptyTotals(): LedgerTotals {
  return {
    runs: 0,
    costUsd: 0,
    costUnknown: 0,
    tokensIn: 0,
    tokensOut: 0,
    durationMs: 0,
    outcomes: {},
    failed: 0,
  };
}

export function emptyBlock(job: string): LedgerBlock {
  return { v: LEDGER_VERSION, job, rows: [], rolled: emptyTotals() };
}

/** The block in a comment's body: none, a checked one, or why it was refused. Never throws. */
export function parseLedgerBlock(body: string | null | undefined): ParsedBlock {
  if (typeof body !== 'string' || !body.includes(DATA_PREFIX)) return { kind: 'none' };
  const match = DATA_RE.exec(body);
  if (!match) return { kind: 'bad', reason: 'the ledger data line is malformed' };
  if (Number(match[1]) !== LEDGER_VERSION) {
    return { kind: 'bad', reason: `ledger version ${match[1]!.slice(0, 10)} is not one this Narrator reads` };
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(match[2]!, 'base64').toString('utf8'));
  } catch {
    return { kind: 'bad', reason: 'the ledger data is not JSON' };
  }
  const parsed = blockSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.map(String).join('.') : '';
    return {
      kind: 'bad',
      reason: `the ledger data does not check${where ? ` (at ${where.slice(0, 80)})` : ''}`,
    };
  }
  const block = parsed.data as LedgerBlock;
  const ids = new Set<string>();
  for (const row of block.rows) {
    if (ids.has(row.id)) return { kind: 'bad', reason: 'the ledger data repeats a run' };
    ids.add(row.id);
  }
  return { kind: 'ok', block };
}

/** The hidden data line of a block. */
export function serializeLedgerBlock(block: LedgerBlock): string {
  const data = Buffer.from(JSON.stringify(block), 'utf8').toString('base64');
  return `${DATA_PREFIX}${block.v} ${data} -->`;
}

/** `runId/attempt/job`. */
export function rowId(runId: string, attempt: number, job: string): string {
  return `${runId}/${attempt}/${job}`;
}

/**
 * The block with `row` in it (a row with the same id replaced), oldest first; the oldest rows are
 * rolled into `rolled` while there are more than `maxRows` or the data line is over `budget`.
 */
export function addRow(
  block: LedgerBlock,
  row: LedgerRow,
  limits: { budget?: number; maxRows?: number } = {},
): LedgerBlock {
  return mergeRows(block, [row], limits);
}

/** `addRow` for several rows (a block merged with another copy of the same job's block). */
export function mergeRows(
  block: LedgerBlock,
  rows: readonly LedgerRow[],
  limits: { budget?: number; maxRows?: number } = {},
): LedgerBlock {
  const budget = limits.budget ?? BLOCK_BUDGET;
  const maxRows = limits.maxRows ?? MAX_ROWS;
  const byId = new Map(block.rows.map((r) => [r.id, r]));
  for (const r of rows) byId.set(r.id, r);
  const sorted = [...byId.values()].sort(byTime);
  let rolled = block.rolled;
  let kept = sorted;
  const over = () =>
    kept.length > maxRows || serializeLedgerBlock({ ...block, rows: kept, rolled }).length > budget;
  while (kept.length > 0 && over()) {
    // Roll a tenth at a time: serializing 60 rows after each single roll would cost more.
    const n = Math.max(1, Math.min(kept.length, Math.ceil(kept.length / 10), kept.length - maxRows));
    rolled = addTotals(rolled, totalsOf(kept.slice(0, n)));
    kept = kept.slice(n);
  }
  return { ...block, rows: kept, rolled };
}

function byTime(a: LedgerRow, b: LedgerRow): number {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function totalsOf(rows: readonly LedgerRow[]): LedgerTotals {
  const t = emptyTotals();
  for (const r of rows) {
    t.runs++;
    if (r.costUsd === null) t.costUnknown++;
    else t.costUsd += r.costUsd;
    t.tokensIn += r.tokensIn ?? 0;
    t.tokensOut += r.tokensOut ?? 0;
    t.durationMs += r.durationMs ?? 0;
    const o = r.outcome ?? 'none';
    t.outcomes[o] = (t.outcomes[o] ?? 0) + 1;
    if (r.conclusion === 'failure') t.failed++;
  }
  return t;
}

export function addTotals(a: LedgerTotals, b: LedgerTotals): LedgerTotals {
  const outcomes: Record<string, number> = { ...a.outcomes };
  for (const [k, v] of Object.entries(b.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + v;
  return {
    runs: a.runs + b.runs,
    costUsd: a.costUsd + b.costUsd,
    costUnknown: a.costUnknown + b.costUnknown,
    tokensIn: a.tokensIn + b.tokensIn,
    tokensOut: a.tokensOut + b.tokensOut,
    durationMs: a.durationMs + b.durationMs,
    outcomes,
    failed: a.failed + b.failed,
  };
}

/**
 * The PR's totals over every job's block: each job counted once (the first block of a job wins:
 * the caller passes them oldest comment first), each run once (a row id seen in two jobs' blocks
 * is counted once).
 */
export function ledgerTotals(blocks: readonly LedgerBlock[]): LedgerTotals {
  const seenJobs = new Set<string>();
  const rows = new Map<string, LedgerRow>();
  let total = emptyTotals();
  for (const block of blocks) {
    if (seenJobs.has(block.job)) continue;
    seenJobs.add(block.job);
    total = addTotals(total, block.rolled);
    for (const r of block.rows) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return addTotals(total, totalsOf([...rows.values()]));
}

/** Every row of the blocks (each job's first block, each run once), oldest first. */
export function ledgerRows(blocks: readonly LedgerBlock[]): LedgerRow[] {
  const seenJobs = new Set<string>();
  const rows = new Map<string, LedgerRow>();
  for (const block of blocks) {
    if (seenJobs.has(block.job)) continue;
    seenJobs.add(block.job);
    for (const r of block.rows) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return [...rows.values()].sort(byTime);
}

/** The run (other than `self`) whose row says it handled `commentId`, or null. */
export function handledBy(
  rows: readonly LedgerRow[],
  commentId: number,
  self: string | null = null,
): LedgerRow | null {
  for (const r of rows) if (r.id !== self && r.comments.includes(commentId)) return r;
  return null;
}

/** "$4.12", "$0.0066" under a cent. */
export function usd(n: number): string {
  if (n > 0 && n < 0.01) return `$${n.toFixed(4)}`;
  return `$${n.toFixed(2)}`;
}

/** What the `pr-cost-usd` output says: the known cost, to the cent's hundredth. */
export function costOutput(t: LedgerTotals): string {
  return String(Math.round(t.costUsd * 10_000) / 10_000);
}

/** Outcomes the totals line names when they occurred, in this order (success is implied). */
const NAMED: ReadonlyArray<readonly [string, string]> = [
  ['incomplete', 'incomplete'],
  ['waiting_for_input', 'waiting for input'],
  ['error', 'error'],
  ['timed_out', 'timed out'],
  ['cancelled', 'cancelled'],
  ['budget_exceeded', 'over budget'],
  ['max_turns', 'turn limit'],
  ['max_tokens', 'token limit'],
  ['none', 'without outcome'],
];

/**
 * "this PR: 5 agent runs · $4.12 · 1 incomplete" (what every Narrator comment shows). `running`:
 * one of the runs counted is this one, still going (the live comment's line): it is said to be
 * running, its cost so far is added, and it is not counted as a run without an outcome, or without
 * a cost, before it has had the chance to report either.
 */
export function totalsLine(
  t: LedgerTotals,
  kind: 'pr' | 'issue' = 'pr',
  running?: { costKnown: boolean },
): string {
  const where = kind === 'pr' ? 'this PR' : 'this issue';
  const outcomes = { ...t.outcomes };
  let costUnknown = t.costUnknown;
  if (running) {
    if ((outcomes['none'] ?? 0) > 0) outcomes['none'] = outcomes['none']! - 1;
    if (!running.costKnown && costUnknown > 0) costUnknown -= 1;
  }
  const parts = [
    `${where}: ${t.runs} agent run${t.runs === 1 ? '' : 's'}${running ? ' (this one running)' : ''}`,
  ];
  if (t.runs - (running && !running.costKnown ? 1 : 0) > costUnknown || t.runs === 0)
    parts.push(usd(t.costUsd));
  if (costUnknown > 0) parts.push(`${costUnknown} without cost`);
  const named = new Set(NAMED.map(([k]) => k));
  for (const [key, word] of NAMED) if ((outcomes[key] ?? 0) > 0) parts.push(`${outcomes[key]} ${word}`);
  let other = 0;
  for (const [k, v] of Object.entries(outcomes)) if (k !== 'success' && !named.has(k)) other += v;
  if (other > 0) parts.push(`${other} other`);
  return parts.join(' · ');
}
