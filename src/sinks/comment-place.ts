/**
 * Where a run's comment lives (the target from `comment-on` and the triggering event) and its
 * marker (`comment-key`): shared by the comment sink, the ledger sink and the stop listener, which
 * all speak on the same PR or issue.
 */
import type { RunEvent } from '../context/event.js';
import type { RunnerEnv } from '../context/runner-env.js';
import { type CommentTarget, resolveTarget } from '../github/target.js';
import type { ActionConfig } from '../inputs.js';
import { commentKey, commentMarker } from '../report/comment-key.js';

/** Where the comment is and its marker (target + comment-key), or why there is none. */
export function commentPlace(
  config: Pick<ActionConfig, 'commentOn' | 'commentKey' | 'leg'>,
  env: RunnerEnv,
  event: RunEvent,
): { target: CommentTarget; marker: string } | { target: null; reason: string } {
  const resolution = resolveTarget({
    commentOn: config.commentOn,
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    payload: event.payload,
    repository: env['GITHUB_REPOSITORY'] ?? '',
  });
  if (resolution.target === null) return { target: null, reason: resolution.reason };
  const key = commentKey({
    commentKey: config.commentKey,
    workflow: env['GITHUB_WORKFLOW'],
    job: env['GITHUB_JOB'],
    matrix: config.leg.matrix,
    jobIndex: config.leg.jobIndex,
  });
  return { target: resolution.target, marker: commentMarker(key) };
}
