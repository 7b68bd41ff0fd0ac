/**
 * The PR's ledger on GitHub (src/ledger/ is the pure part): every job keeps its runs' rows in a
 * ledger comment of its own, `<!-- narrator-ledger:KEY -->` (KEY: the job's comment key), and the
 * PR's totals are what all of them add up to.
 *
 * Why a comment per job, and not one for the PR or a block in the live comment: GitHub has no
 * compare-and-swap on a comment's body (an ETag makes a GET conditional, never a PATCH), so two
 * writers of one body can always lose a row: A reads, B reads, A writes, B writes over A. With one
 * comment per job, jobs that run at once (a matrix, two workflows) never write the same body: no
 * row of theirs can be lost, by construction; the totals are computed by reading them all. The live
 * comment is replaced on every run (and in `comment-mode: new` is a new comment per run), and its
 * final edit must land within a second of the exit: it is no place for history.
 *
 * What is left is two runs of the SAME job at once (a workflow without a concurrency group, or
 * re-run while running). For them every write is a read-modify-write from a fresh read, verified:
 * after writing, the run waits longer than a writer's read-to-write span (twice the slowest round
 * trip it saw, and at least `settleMs`), reads again, and writes again when its row is gone, a
 * bounded number of times. Two runs that both created the job's comment merge into the oldest and
 * delete the newer (every run picks the same one: ids grow with time).
 *
 * Trust: only comments written by the token's own account count (identity.ts). The marker is
 * public, so a reader's comment carrying it is ignored, with a warning; so is a block of ours that
 * does not check (ledger.ts), and a block whose job is not its marker's. Nothing here throws for
 * what a comment holds.
 */

import type { LedgerTotals } from '../ledger/ledger.js';
import {
  emptyBlock,
  type LedgerBlock,
  type LedgerRow,
  ledgerTotals,
  mergeRows,
  parseLedgerBlock,
} from '../ledger/ledger.js';
import { renderLedgerComment } from '../ledger/render.js';
import { sanitizeKey } from '../report/comment-key.js';
import { type CommentAuthor, sameAccount } from './identity.js';
import type { BoardCommentsApi, IssueComment, IssueCommentsApi } from './issue-comments.js';

const PREFIX = '<!-- narrator-ledger:';
const PER_PAGE = 100;

export function ledgerMarker(key: string): string {
  return `${PREFIX}${sanitizeKey(key)} -->`;
}

/** The key of a ledger comment's first line, or null when the body is no ledger comment. */
export function ledgerKeyOf(body: string | null | undefined): string | null {
  if (typeof body !== 'string') return null;
  const text = body.trimStart();
  if (!text.startsWith(PREFIX)) return null;
  const end = text.indexOf(' -->', PREFIX.length);
  if (end < 0 || text.slice(PREFIX.length, end).includes('\n')) return null;
  return text.slice(PREFIX.length, end);
}

export interface LedgerComment {
  id: number;
  /** The job's key, from the marker (and the block's own `job`, which must agree). */
  job: string;
  block: LedgerBlock;
}

export interface LedgerRead {
  /** Narrator's own, well-formed ledger comments, oldest first. */
  comments: LedgerComment[];
  /** What was ignored, and why (a look-alike by someone else, a block that does not check). */
  warnings: string[];
  /** Comments listed. */
  listed: number;
}

export interface ReadLedgerOptions {
  /** Pages of 100 comments read at most (a longer thread is read in part). Default 30. */
  maxPages?: number;
  signal?: AbortSignal;
}

/**
 * Every ledger comment of ours on the thread. Throws only when GitHub fails (the listing, or who
 * the token is): then no comment can be proven ours, and the caller has no ledger this time.
 */
export async function readLedger(api: IssueCommentsApi, o: ReadLedgerOptions = {}): Promise<LedgerRead> {
  const maxPages = o.maxPages ?? 30;
  const found: IssueComment[] = [];
  let listed = 0;
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    const result = await api.listPage(page, PER_PAGE, o.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    listed += result.comments.length;
    for (const c of result.comments) if (ledgerKeyOf(c.body) !== null) found.push(c);
  }
  const warnings: string[] = [];
  if (lastPage > maxPages)
    warnings.push(`the thread is longer than ${maxPages * PER_PAGE} comments: the ledger was read in part`);
  const comments: LedgerComment[] = [];
  if (found.length === 0) return { comments, warnings, listed };
  const me: CommentAuthor = await api.whoAmI(o.signal);
  for (const c of found.sort((a, b) => a.id - b.id)) {
    if (!sameAccount(c.author, me)) {
      warnings.push(
        `ignored the ledger block of comment ${c.id} by ${c.author ? `@${c.author.login}` : 'a deleted account'}: only ${me.login}'s count`,
      );
      continue;
    }
    const job = ledgerKeyOf(c.body)!;
    const parsed = parseLedgerBlock(c.body);
    if (parsed.kind === 'none') {
      warnings.push(`ignored ledger comment ${c.id}: it holds no ledger data`);
      continue;
    }
    if (parsed.kind === 'bad') {
      warnings.push(`ignored ledger comment ${c.id}: ${parsed.reason}`);
      continue;
    }
    if (sanitizeKey(parsed.block.job) !== job) {
      warnings.push(`ignored ledger comment ${c.id}: its data is another job's`);
      continue;
    }
    comments.push({ id: c.id, job, block: parsed.block });
  }
  return { comments, warnings, listed };
}

/** The PR's totals, this job's block replaced by `own` (or added). */
export function totalsWith(read: LedgerRead, own: LedgerBlock | null): LedgerTotals {
  const others = read.comments
    .filter((c) => own === null || c.job !== sanitizeKey(own.job))
    .map((c) => c.block);
  return ledgerTotals(own === null ? others : [own, ...others]);
}

/** This job's block as the thread holds it (its comments merged), with `rows` added. */
export function jobBlock(read: LedgerRead, job: string, rows: readonly LedgerRow[]): LedgerBlock {
  const key = sanitizeKey(job);
  const mine = read.comments.filter((c) => c.job === key);
  let block = mine[0]?.block ?? emptyBlock(job);
  for (const dup of mine.slice(1)) block = mergeRows(block, dup.block.rows);
  return mergeRows(block, rows);
}

export interface RecordRowOptions {
  api: BoardCommentsApi;
  /** The job's comment key. */
  job: string;
  row: LedgerRow;
  kind: 'pr' | 'issue';
  runsUrl?: string | null;
  /** The least wait before the read that verifies a write. Default 1500 ms. */
  settleMs?: number;
  /** Write-and-verify rounds. Default 5. */
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  maxPages?: number;
  signal?: AbortSignal;
  warn?: (message: string) => void;
  /** The last pass over every body that leaves: the redactor. */
  redact?: (text: string) => string;
}

export interface RecordResult {
  /** The row is in the job's ledger comment, as read back. */
  verified: boolean;
  commentId: number | null;
  /** The PR's totals with this run's row, as last read. */
  totals: LedgerTotals;
  rounds: number;
}

/** Writes the run's row into its job's ledger comment and verifies it stayed. Throws only for GitHub's failures. */
export async function recordLedgerRow(o: RecordRowOptions): Promise<RecordResult> {
  const attempts = Math.max(1, o.attempts ?? 5);
  const settleMs = o.settleMs ?? 1500;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = o.random ?? Math.random;
  const now = o.now ?? Date.now;
  const redact = o.redact ?? ((t: string) => t);
  const key = sanitizeKey(o.job);
  const marker = ledgerMarker(o.job);
  let slowest = 0;
  const timed = async <T>(call: () => Promise<T>): Promise<T> => {
    const t0 = now();
    try {
      return await call();
    } finally {
      slowest = Math.max(slowest, now() - t0);
    }
  };
  const read = () =>
    timed(() =>
      readLedger(o.api, {
        ...(o.maxPages ? { maxPages: o.maxPages } : {}),
        ...(o.signal ? { signal: o.signal } : {}),
      }),
    );
  let state = await read();
  for (const w of state.warnings) o.warn?.(w);
  let commentId: number | null = null;
  for (let round = 1; round <= attempts; round++) {
    const mine = state.comments.filter((c) => c.job === key);
    const block = jobBlock(state, o.job, [o.row]);
    const body = redact(
      renderLedgerComment({
        marker,
        block,
        totals: totalsWith(state, block),
        kind: o.kind,
        runsUrl: o.runsUrl ?? null,
      }),
    );
    if (mine.length === 0) {
      commentId = (await timed(() => o.api.create(body, o.signal))).id;
    } else {
      commentId = mine[0]!.id;
      await timed(() => o.api.update(commentId!, body, o.signal));
      // Copies made by two runs creating the job's comment at once: their rows are in the oldest now.
      for (const dup of mine.slice(1)) await timed(() => o.api.remove(dup.id, o.signal)).catch(() => {});
    }
    // Longer than any writer's read-to-write span, so a write that read before ours landed is seen.
    await sleep(Math.max(settleMs, 2 * slowest) + Math.floor(random() * settleMs));
    state = await read();
    const after = state.comments.filter((c) => c.job === key);
    if (after.length === 1 && after[0]!.block.rows.some((r) => r.id === o.row.id)) {
      return { verified: true, commentId: after[0]!.id, totals: totalsWith(state, null), rounds: round };
    }
  }
  return {
    verified: false,
    commentId,
    totals: totalsWith(state, jobBlock(state, o.job, [o.row])),
    rounds: attempts,
  };
}
