/**
 * Steers that came too late for their run (the agent had finished its turn, or cannot take a
 * message while it runs) and go to the next run of the same job on the same PR or issue. Pure.
 *
 * Where they are kept: the PR's ledger (src/ledger/), in the row of the run that heard them, as
 * references only: the steering comment's id, its author's login and a hash of its text as heard.
 * The text stays where the maintainer wrote it; the next run reads it again from GitHub and
 * re-checks it (`checkDeferred`): the comment still exists, on this PR or issue, by the same
 * author, unedited (its text hashes the same), and that author still may steer (the caller asks
 * the permission gate). A row of a later run lists the ones it settled (delivered, or refused for
 * good), so each is delivered once. Not the sealed session store: that needs `session-key`, a
 * writer-started run and an agent Narrator can resume, and it is replaced by every run's save;
 * a steer must reach the next run in every one of those cases.
 */
import { createHash } from 'node:crypto';
import { parseConverseCommand } from './answer.js';
import { cleanSteer } from './steer.js';

/** A deferred steer as a ledger row keeps it: no text (the ledger is a public comment). */
export interface DeferredRef {
  /** The steering comment's id. */
  id: number;
  /** Who wrote it, as heard. */
  by: string;
  /** `steerHash` of its cleaned text, as heard. */
  hash: string;
}

/** What this module reads of a ledger row (src/ledger/ledger.ts's LedgerRow has these). */
export interface RowOfSteers {
  runId: string;
  time: string;
  deferred?: DeferredRef[] | undefined;
  settled?: number[] | undefined;
  /** Comments the run handled (its trigger, the steers it took while running). */
  comments: number[];
}

export interface PendingSteer extends DeferredRef {
  /** The run that heard it. */
  fromRun: string;
}

/** A hash of a steer's cleaned text: the next run checks the comment says the same. */
export function steerHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
}

/**
 * The deferred steers no run settled yet, oldest first (comment ids grow with time), each once.
 * A steer a later run handled (took live, or was started by) counts as settled too.
 */
export function pendingSteers(rows: readonly RowOfSteers[]): PendingSteer[] {
  const settled = new Set<number>();
  for (const r of rows) for (const id of r.settled ?? []) settled.add(id);
  const byTime = [...rows].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const pending = new Map<number, PendingSteer>();
  for (const [i, r] of byTime.entries()) {
    for (const d of r.deferred ?? []) {
      if (settled.has(d.id) || pending.has(d.id)) continue;
      // Handled by a later run (a steer it took live, or the comment that started it).
      if (byTime.slice(i + 1).some((later) => later.comments.includes(d.id))) continue;
      pending.set(d.id, { ...d, fromRun: r.runId });
    }
  }
  return [...pending.values()].sort((a, b) => a.id - b.id);
}

/** The steering comment as GitHub gives it now. */
export interface SteeringComment {
  body: string;
  login: string | null;
  isBot: boolean;
  /** The issue or PR number it is on (from its `issue_url`), or null when unknown. */
  thread: number | null;
}

export type DeferredCheck = { ok: true; text: string } | { ok: false; why: string; final: boolean };

/**
 * Whether a deferred steer may still be delivered, on what GitHub holds now (the permission gate is
 * the caller's). `final`: refused for good (the next run need not look again).
 */
export function checkDeferred(ref: DeferredRef, c: SteeringComment | null, thread: number): DeferredCheck {
  if (c === null) return { ok: false, why: 'the comment was deleted', final: true };
  if (c.thread !== thread) return { ok: false, why: 'the comment is not on this thread', final: true };
  if (c.isBot || c.login === null) return { ok: false, why: 'a bot cannot steer the agent', final: true };
  if (c.login.toLowerCase() !== ref.by.toLowerCase())
    return { ok: false, why: `the comment is not @${ref.by}'s`, final: true };
  const command = parseConverseCommand(c.body);
  if (command === null || command.kind !== 'say')
    return { ok: false, why: 'the comment was edited after it was heard', final: true };
  const { text } = cleanSteer(command.text);
  if (steerHash(text) !== ref.hash)
    return { ok: false, why: 'the comment was edited after it was heard', final: true };
  return { ok: true, text };
}

/** The issue or PR number of a comment's `issue_url` (`…/issues/7`). */
export function threadOfIssueUrl(url: unknown): number | null {
  if (typeof url !== 'string') return null;
  const m = /\/issues\/(\d+)$/.exec(url);
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Whether the run's own prompt already holds the steer's text (the comment was its instruction). */
export function promptHolds(prompt: string | null, text: string): boolean {
  if (prompt === null || text === '') return false;
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  return squash(prompt).includes(squash(text));
}
