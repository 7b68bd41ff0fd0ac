/**
 * What the runs a PR comment starts share before the agent: the second workflow run of a steering
 * comment (already-handled.ts) and the answer to a parked request (parked.ts) both take the
 * `issue_comment` event's comment (checked, from the payload read once into the run context), the
 * PR or issue it is on (`comment-on`) and a GitHub client made the Action's way.
 */
import type { RunContext } from '../../context/run-context.js';
import type { GitHubClient } from '../../github/client.js';
import { eventComment } from '../../github/event-fields.js';
import { type CommentTarget, resolveTarget } from '../../github/target.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import { clientOptionsFromEnv } from '../../runner/github-env.js';

/** The comment that started an `issue_comment` run; null on any other event or without one. */
export function startingComment(
  context: Pick<RunContext, 'runner' | 'event'>,
): ReturnType<typeof eventComment> {
  if (context.runner['GITHUB_EVENT_NAME'] !== 'issue_comment') return null;
  return eventComment(context.event.payload);
}

/** The PR or issue the run's comments go to (`comment-on`); null when there is none. */
export function commentRunTarget(
  config: Pick<ActionConfig, 'commentOn'>,
  context: Pick<RunContext, 'runner' | 'event'>,
): CommentTarget | null {
  return resolveTarget({
    commentOn: config.commentOn,
    eventName: context.runner['GITHUB_EVENT_NAME'] ?? '',
    payload: context.event.payload,
    repository: context.runner['GITHUB_REPOSITORY'] ?? '',
  }).target;
}

/** A GitHub client of the Action's (its log lines redacted), loaded only when a run asks GitHub. */
export async function commentRunClient(
  config: Pick<ActionConfig, 'githubToken'>,
  context: RunContext,
  redactor: Redactor,
): Promise<GitHubClient> {
  const { createGitHubClient } = await import('../../github/client.js');
  return createGitHubClient(clientOptionsFromEnv(config.githubToken, context, redactor.redact));
}
