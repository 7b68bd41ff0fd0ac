/**
 * Which commit a run's check run goes on, if any, from the `check` input, the triggering event and
 * the comment's target. Pure: the caller reads the event payload and, for a pull request, asks the
 * API for its head commit (a comment or review payload may name an older one, or none).
 *
 * The point of the check is a result that branch protection can require on the commit a merge
 * would gate. A `pull_request` or `push` job is already a check on its own commit (the job itself),
 * so `auto` adds none there; every other trigger attaches its job to the default branch, where the
 * pull request never sees it.
 */
import type { CommentTarget } from '../../github/target.js';

/** The `check` input: auto | true | false. */
export type CheckSetting = 'auto' | boolean;

export type CheckPlace =
  /** No check run, and why (for the job log). */
  | { kind: 'none'; reason: string }
  /** On this commit. */
  | { kind: 'sha'; sha: string; reason: string }
  /**
   * On the head commit of this pull request, read from the API. `fallbackSha`: where it goes when
   * the number is not a pull request after all (`check: true` with an issue number), else null.
   */
  | { kind: 'pull'; number: number; fallbackSha: string | null; reason: string };

export interface CheckPlaceInput {
  setting: CheckSetting;
  /** GITHUB_EVENT_NAME */
  eventName: string;
  /** The parsed event payload. */
  payload: unknown;
  /** Where the comment goes (target.ts), or null when there is none. */
  commentTarget: CommentTarget | null;
  /** GITHUB_SHA */
  sha: string;
}

/** Events whose job GitHub already shows as a check on the commit the event is about. */
const OWN_CHECK_EVENTS = new Set(['pull_request', 'pull_request_target', 'push', 'merge_group']);
/** Events about one pull request whose job is attached to the default branch. */
const PULL_EVENTS = new Set(['issue_comment', 'pull_request_review', 'pull_request_review_comment']);

export function checkPlace(input: CheckPlaceInput): CheckPlace {
  if (input.setting === false) return { kind: 'none', reason: 'check is false' };
  const event = input.eventName;
  const payload = record(input.payload);
  const pull = pullNumber(event, payload, input.commentTarget);
  const sha = /^[0-9a-f]{40}$/i.test(input.sha.trim()) ? input.sha.trim() : null;

  if (input.setting === true) {
    if (pull !== null) {
      return { kind: 'pull', number: pull, fallbackSha: sha, reason: `check is true: the head of #${pull}` };
    }
    const runSha = workflowRunSha(event, payload);
    if (runSha !== null) return { kind: 'sha', sha: runSha, reason: 'check is true: the workflow_run head' };
    if (sha === null) return { kind: 'none', reason: 'check is true, but GITHUB_SHA is not a commit' };
    return { kind: 'sha', sha, reason: 'check is true: GITHUB_SHA' };
  }

  // auto
  if (OWN_CHECK_EVENTS.has(event)) {
    return { kind: 'none', reason: `a ${event} job is already a check on its commit` };
  }
  if (event === 'workflow_run') {
    const runSha = workflowRunSha(event, payload);
    return runSha === null
      ? { kind: 'none', reason: 'the workflow_run payload carries no head_sha' }
      : { kind: 'sha', sha: runSha, reason: 'the head of the workflow run that triggered this one' };
  }
  if (pull !== null) {
    return {
      kind: 'pull',
      number: pull,
      fallbackSha: null,
      reason: PULL_EVENTS.has(event) ? `${event} on #${pull}` : `comment-on names #${pull}`,
    };
  }
  return {
    kind: 'none',
    reason: PULL_EVENTS.has(event)
      ? `the ${event} is not on a pull request`
      : `a ${event || 'unknown'} job names no pull request (set comment-on to one, or check: true)`,
  };
}

/**
 * The pull request the run is about: from a PR event's payload, else the comment's target when it
 * is one or may be one (an explicit number: checked against the API by the caller).
 */
function pullNumber(
  event: string,
  payload: Record<string, unknown>,
  target: CommentTarget | null,
): number | null {
  if (event === 'issue_comment') {
    const issue = record(payload['issue']);
    if (issue['pull_request'] && positive(issue['number']) !== null) return positive(issue['number']);
  }
  if (event === 'pull_request_review' || event === 'pull_request_review_comment') {
    const number = positive(record(payload['pull_request'])['number']);
    if (number !== null) return number;
  }
  if (OWN_CHECK_EVENTS.has(event) && event !== 'push' && event !== 'merge_group') {
    const number = positive(record(payload['pull_request'])['number']) ?? positive(payload['number']);
    if (number !== null) return number;
  }
  if (target === null) return null;
  // An issue_comment on a plain issue is never a pull request; an explicit number may be either.
  if (event === 'issue_comment' || event === 'issues')
    return target.kind === 'pr' ? target.issueNumber : null;
  return target.issueNumber;
}

function workflowRunSha(event: string, payload: Record<string, unknown>): string | null {
  if (event !== 'workflow_run') return null;
  const sha = record(payload['workflow_run'])['head_sha'];
  return typeof sha === 'string' && /^[0-9a-f]{40}$/i.test(sha) ? sha : null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The check's name: `check-name`, else `narrator / <workflow> / <job>`, with the matrix leg
 * (`leg 2: node-20`) when the job is one. Bounded: GitHub shows it in one line of the PR's checks.
 */
export function checkName(o: {
  checkName: string | null;
  workflow: string | undefined;
  job: string | undefined;
  leg: string | null;
}): string {
  const given = o.checkName?.trim();
  const name = given
    ? given
    : ['narrator', o.workflow?.trim() || 'workflow', o.job?.trim() || 'job'].join(' / ') +
      (o.leg ? ` (${o.leg})` : '');
  return name.replace(/[\r\n]+/g, ' ').slice(0, 200);
}
