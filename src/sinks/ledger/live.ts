/**
 * The run's row in the PR's ledger (src/ledger/, src/github/ledger-store.ts): the ledger is read
 * when the agent starts (in the background, so the live comment can show the PR's totals), and the
 * row is written after the live comment's final edit (which must not wait for it). Sets the
 * `pr-cost-usd` and `pr-runs` outputs. Never throws, never fails the run: a ledger GitHub would
 * not give or take is said in the log and the run goes on.
 */

import type { RunContext } from '../../context/run-context.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { pullRequestHead, triggerCommentId } from '../../github/event-fields.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import {
  jobBlock,
  type LedgerRead,
  readLedger,
  recordLedgerRow,
  totalsWith,
} from '../../github/ledger-store.js';
import type { CommentTarget } from '../../github/target.js';
import type { ActionConfig } from '../../inputs.js';
import { costOutput, type LedgerRow, type LedgerTotals, rowId, totalsLine } from '../../ledger/ledger.js';
import type { Redactor } from '../../redact/redact.js';
import { commentKey } from '../../report/comment-key.js';
import { classifyFailure } from '../../run/failure-kind.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { runPageUrl } from '../../runner/github-env.js';
import { commentPlace } from '../comment-place.js';
import type { GitHubSession } from '../github-session.js';

export interface LedgerSinkOptions {
  config: ActionConfig;
  context: RunContext;
  redactor: Redactor;
}

export class LedgerSink {
  readonly #o: LedgerSinkOptions;
  readonly #api: ReturnType<typeof octokitIssueComments>;
  readonly #target: CommentTarget;
  readonly #job: string;
  /** The ledger comment's key: the job's, without the matrix leg (every leg's row is in one). */
  readonly #ledgerKey: string;
  #read: Promise<LedgerRead | null> | null = null;
  #known: LedgerRead | null = null;
  /** This run resumed an earlier session: the resume step sets it (false until then). */
  resumed = false;
  /** Comments this run handled besides its trigger: steers it took while running (the talk step adds them). */
  readonly handledComments: number[] = [];
  /** Steers heard too late for this run, for the next (src/converse/pending-steers.ts). */
  readonly deferredSteers: Array<{ id: number; by: string; hash: string }> = [];
  /** Deferred steers of earlier runs this run delivered or refused for good. */
  readonly settledSteers: number[] = [];

  constructor(
    o: LedgerSinkOptions,
    api: ReturnType<typeof octokitIssueComments>,
    target: CommentTarget,
    keys: { job: string; ledger: string },
  ) {
    this.#o = o;
    this.#api = api;
    this.#target = target;
    this.#job = keys.job;
    this.#ledgerKey = keys.ledger;
  }

  /** Reads the ledger in the background. */
  start(): void {
    this.#read ??= readLedger(this.#api)
      .then((read) => {
        for (const w of read.warnings) core.warning(this.#o.redactor.redact(`Narrator ledger: ${w}`));
        this.#known = read;
        return read;
      })
      .catch((error: unknown) => {
        core.info(
          this.#o.redactor.redact(`Narrator ledger: could not read the ledger (${(error as Error).message})`),
        );
        return null;
      });
  }

  /**
   * Resolves once the ledger read at the start is done, or after `ms` (a short run may end before
   * it): the final comment edit waits this long at most to show the PR's totals.
   */
  async ready(ms: number): Promise<void> {
    if (this.#read === null || this.#known !== null) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.#read, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
    clearTimeout(timer);
  }

  /** The PR's totals line with this run counted, once the ledger was read; null before. */
  line(summary: RunSummary, verdict?: Verdict): string | null {
    if (this.#known === null) return null;
    const row = this.row(summary, verdict ?? null);
    const running = verdict === undefined && summary.status === 'running';
    return totalsLine(
      totalsWith(this.#known, jobBlock(this.#known, this.#ledgerKey, [row])),
      this.#target.kind,
      running ? { costKnown: row.costUsd !== null } : undefined,
    );
  }

  /** This run's row (redacted). */
  row(summary: RunSummary, verdict: Verdict | null): LedgerRow {
    const env = this.#o.context.runner;
    const r = this.#o.redactor.redact;
    const runId = env['GITHUB_RUN_ID'] || 'local';
    const attempt = Math.max(1, Math.floor(Number(env['GITHUB_RUN_ATTEMPT']) || 1));
    const { payload } = this.#o.context.event;
    const commentId = triggerCommentId(payload);
    const trigger = commentId === null ? [] : [commentId];
    const handled = [...new Set([...trigger, ...this.handledComments])].slice(0, 100);
    const head = pullRequestHead(payload);
    const text = (s: string | null | undefined, max = 200) => (s ? r(s).slice(0, max) : null);
    const outcome = summary.outcome;
    return {
      id: rowId(runId, attempt, this.#job).slice(0, 400),
      runId: runId.slice(0, 40),
      attempt,
      job: this.#job,
      agent: text(this.#o.config.command === null ? this.#o.config.agent : (summary.dialect ?? 'command')),
      model: text(summary.model ?? this.#o.config.model),
      sessionId: text(summary.sessionId),
      resumed: this.resumed,
      conclusion: verdict?.conclusion ?? (outcome === 'success' ? 'success' : 'failure'),
      source: verdict?.source ?? 'outcome',
      outcome,
      failureKind: classifyFailure(summary)?.kind ?? null,
      costUsd: finite(summary.costUsd),
      estimatedCostUsd: finite(summary.estimatedCostUsd ?? null),
      tokensIn: count(summary.tokens?.input),
      tokensOut: count(summary.tokens?.output),
      cacheRead: count(summary.tokens?.cacheRead),
      durationMs: count(summary.durationMs),
      headSha: text(head ?? env['GITHUB_SHA'], 64),
      time: new Date().toISOString(),
      actor: text(env['GITHUB_TRIGGERING_ACTOR'] || env['GITHUB_ACTOR'], 100),
      comments: handled,
      ...(this.deferredSteers.length > 0
        ? { deferred: this.deferredSteers.slice(0, 100).map((d) => ({ ...d, by: r(d.by).slice(0, 100) })) }
        : {}),
      ...(this.settledSteers.length > 0 ? { settled: [...new Set(this.settledSteers)].slice(0, 100) } : {}),
    };
  }

  /** Writes the row; sets `pr-cost-usd` and `pr-runs`. Resolves with the totals, or null. Never rejects. */
  async finish(summary: RunSummary, verdict: Verdict): Promise<LedgerTotals | null> {
    try {
      await this.#read;
      const row = this.row(summary, verdict);
      const settle = this.#o.context.knobs.ledgerSettleMs;
      const result = await recordLedgerRow({
        api: this.#api,
        job: this.#ledgerKey,
        row,
        kind: this.#target.kind,
        runsUrl: runPageUrl(this.#o.context.runner)?.replace(/\/\d+$/, '') ?? null,
        ...(settle !== undefined ? { settleMs: settle } : {}),
        warn: (m) => core.debug(this.#o.redactor.redact(`Narrator ledger: ${m}`)),
        redact: this.#o.redactor.redact,
      });
      core.setOutput('pr-cost-usd', costOutput(result.totals));
      core.setOutput('pr-runs', String(result.totals.runs));
      const said = totalsLine(result.totals, this.#target.kind);
      core.info(
        result.verified
          ? `Narrator ledger: ${said}`
          : `Narrator ledger: ${said} (this run's row could not be verified after ${result.rounds} writes)`,
      );
      return result.totals;
    } catch (error) {
      core.info(
        this.#o.redactor.redact(
          `Narrator ledger: the run's row was not written (${(error as Error).message})`,
        ),
      );
      return null;
    }
  }
}

function finite(n: number | null): number | null {
  return n !== null && Number.isFinite(n) && n >= 0 ? n : null;
}

function count(n: number | null | undefined): number | null {
  return n !== null && n !== undefined && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The run's ledger sink, or null: `ledger: false`, no comment target (`comment-on`), or no token. */
export function openLedger(o: LedgerSinkOptions, session: () => GitHubSession | null): LedgerSink | null {
  if (!o.config.ledger || !o.context.knobs.ledger) return null;
  const place = commentPlace(o.config, o.context.runner, o.context.event);
  if (place.target === null || !o.config.githubToken) return null;
  const github = session();
  if (github === null) return null;
  const keys = ledgerKeys(o.config, o.context.runner);
  return new LedgerSink(o, octokitIssueComments(github.client(), place.target), place.target, keys);
}

/**
 * The row's job (the comment key, the matrix leg included) and the ledger comment's key: the same
 * without the leg, so a matrix's legs keep their rows in one ledger comment, not one per leg (they
 * write it at once like the board: read-modify-write, verified, see ledger-store.ts).
 */
export function ledgerKeys(
  config: Pick<ActionConfig, 'commentKey' | 'leg'>,
  env: RunnerEnv,
): { job: string; ledger: string } {
  const base = { commentKey: config.commentKey, workflow: env['GITHUB_WORKFLOW'], job: env['GITHUB_JOB'] };
  return {
    job: commentKey({ ...base, matrix: config.leg.matrix, jobIndex: config.leg.jobIndex }),
    ledger: commentKey(base),
  };
}
