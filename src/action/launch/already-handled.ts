/**
 * The second workflow run: a `/agent …` comment that steers a running agent also starts a new
 * `issue_comment` workflow run. With the workflow's concurrency group (`cancel-in-progress:
 * false`) that run waits for the first; then it reads the PR's ledger (src/github/ledger-store.ts),
 * finds the row of the run that already handled its triggering comment, and ends neutral with
 * "handled by run N" instead of running the agent a second time.
 *
 * And what Narrator can know of the concurrency setting: nothing the runner tells the job (no
 * GITHUB_* variable and no field of the event payload carries the workflow's `concurrency`).
 * GITHUB_WORKFLOW_REF names the workflow file; when the workspace holds that file (checked out),
 * Narrator reads its `concurrency:` blocks and warns on `cancel-in-progress: true` for a comment
 * event, since then a steering comment cancels the run it steers. Not knowable: an expression
 * (`cancel-in-progress: ${{ … }}`), a file that is not checked out, or that a cancellation came
 * from concurrency rather than a person (the runner sends the same signal).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunContext } from '../../context/run-context.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import { readLedger } from '../../github/ledger-store.js';
import type { ActionConfig } from '../../inputs.js';
import { handledBy, type LedgerRow, ledgerRows, rowId } from '../../ledger/ledger.js';
import type { Redactor } from '../../redact/redact.js';
import * as core from '../../runner/core.js';
import { ledgerKeys } from '../../sinks/ledger/live.js';
import { commentRunClient, commentRunTarget, startingComment } from './comment-run.js';

/** The triggering comment's id, on an `issue_comment` event; null otherwise. */
export function triggeringCommentId(context: Pick<RunContext, 'runner' | 'event'>): number | null {
  return startingComment(context)?.id ?? null;
}

/**
 * The run that already handled this run's triggering comment, or null (not a comment event, no
 * token, no ledger, GitHub failing: the run goes on as usual).
 */
export async function alreadyHandled(
  config: ActionConfig,
  context: RunContext,
  redactor: Redactor,
): Promise<LedgerRow | null> {
  const env = context.runner;
  const commentId = triggeringCommentId(context);
  if (commentId === null || !config.githubToken || !context.knobs.ledger) return null;
  if (!config.ledger) {
    core.info(
      'Narrator ledger: ledger: false, so whether this comment was already handled by another run cannot be told: the agent runs',
    );
    return null;
  }
  const target = commentRunTarget(config, context);
  if (target === null) return null;
  try {
    const client = await commentRunClient(config, context, redactor);
    const read = await readLedger(octokitIssueComments(client, target));
    const { job } = ledgerKeys(config, env);
    const attempt = Math.max(1, Math.floor(Number(env['GITHUB_RUN_ATTEMPT']) || 1));
    const self = rowId(env['GITHUB_RUN_ID'] || 'local', attempt, job);
    // Only this job's rows: another job (a review and a fix job on the same comment) handles the
    // same comment for its own purpose.
    const rows = ledgerRows(read.comments.map((c) => c.block)).filter((r) => r.job === job);
    // A re-run of the same workflow run is a person asking again: only another run counts.
    return handledBy(
      rows.filter((r) => r.runId !== (env['GITHUB_RUN_ID'] || 'local')),
      commentId,
      self,
    );
  } catch (error) {
    core.info(
      redactor.redact(
        `Narrator ledger: could not check whether this comment was handled (${(error as Error).message})`,
      ),
    );
    return null;
  }
}

/**
 * A warning when the workflow file (checked out in the workspace) cancels in-progress runs of its
 * concurrency group on a comment event: a steering comment would cancel the run it steers.
 */
export function concurrencyWarning(env: RunnerEnv): string | null {
  if (env['GITHUB_EVENT_NAME'] !== 'issue_comment') return null;
  // `octo/app/.github/workflows/agent.yml@refs/heads/main`
  const ref = env['GITHUB_WORKFLOW_REF'] ?? '';
  const at = ref.lastIndexOf('@');
  const parts = (at < 0 ? ref : ref.slice(0, at)).split('/');
  if (parts.length < 3) return null;
  const file = parts.slice(2).join('/');
  if (!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(file)) return null;
  const workspace = env['GITHUB_WORKSPACE'];
  if (!workspace) return null;
  let text: string;
  try {
    text = readFileSync(path.join(workspace, file), 'utf8');
  } catch {
    return null;
  }
  // Line by line: one multiline pattern over the whole file backtracks on long runs of blank lines.
  const cancels = text
    .split('\n')
    .some((line) => /^cancel-in-progress:[ \t]*['"]?true['"]?[ \t]*(#.*)?$/.test(line.trim()));
  if (!cancels) return null;
  return (
    `${file} sets cancel-in-progress: true: a new comment on this PR cancels the run in progress ` +
    '(a steering comment would cancel the run it steers). Use cancel-in-progress: false so the new run waits; ' +
    'Narrator then ends it neutral when the comment was already handled (see docs/ledger.md).'
  );
}

/**
 * Ends the step neutral without running the agent: the `conclusion` output says `neutral`, the
 * `handled-by` output names the run, the job log and the step summary say it. Never throws.
 */
export async function endHandled(
  by: LedgerRow,
  env: RunnerEnv,
): Promise<{ summary: null; verdict: import('../../run/verdict.js').Verdict; failure: null }> {
  const run = `${by.runId}${by.attempt > 1 ? ` (attempt ${by.attempt})` : ''}`;
  const line = `Narrator: this comment was already handled by run ${run}: the agent is not run a second time.`;
  core.notice(line);
  core.setOutput('conclusion', 'neutral');
  core.setOutput('handled-by', by.runId);
  const file = env['GITHUB_STEP_SUMMARY'];
  if (file) {
    const { appendFile } = await import('node:fs/promises');
    await appendFile(file, `### ⏭ Handled by run ${run}\n\n${line.replace(/^Narrator: /, '')}\n`).catch(
      () => {},
    );
  }
  return {
    summary: null,
    // Nothing ran and nothing failed: the job passes (a neutral end has no verdict of its own).
    verdict: {
      fails: false,
      conclusion: 'success',
      source: 'outcome',
      outcome: null,
      outcomeFails: false,
      setupFailure: null,
      recordTaken: null,
      crash: null,
    },
    failure: null,
  };
}
