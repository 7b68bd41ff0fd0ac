/**
 * The post step's part of the live comment: if the main step never landed its final edit (killed,
 * cancelled past the grace, GitHub down at the end), edit the comment once from the saved summary
 * snapshot, e.g. "cancelled after 6m — 23 tool calls, $0.41 so far": never a finished run
 * (src/sinks/leftover-run.ts). Never throws.
 */

import type { RunContext } from '../../context/run-context.js';
import { createGitHubClient } from '../../github/client.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import { perLine, readInputs } from '../../inputs.js';
import { createRedactor } from '../../redact/redact.js';
import { renderComment } from '../../report/comment.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { clientOptionsFromEnv, runUrlFrom } from '../../runner/github-env.js';
import { commentPlace } from '../comment-place.js';
import { type CommentState, HANDOFF, handedOver, handedText } from '../handoff.js';
import { leftoverFailOn, leftoverSummary, leftoverVerdict } from '../leftover-run.js';
import type { SinkLeftover } from '../sink.js';
import { finalizeLeftover } from './finalize.js';

/** Whether the saved comment place is the one the post step derives itself. */
export function sameCommentPlace(
  saved: CommentState,
  derived: { owner: string; repo: string; issueNumber: number; marker: string } | null,
): boolean {
  return (
    derived !== null &&
    saved.owner === derived.owner &&
    saved.repo === derived.repo &&
    saved.issueNumber === derived.issueNumber &&
    saved.marker === derived.marker
  );
}

/** Where the main step's comment must be, from this step's inputs and the event; null if nowhere. */
function derivedPlace(context: RunContext): ReturnType<typeof placeOf> {
  try {
    return placeOf(
      commentPlace(
        readInputs((name) => core.getInput(name), context.runner),
        context.runner,
        context.event,
      ),
    );
  } catch {
    return null;
  }
}

function placeOf(place: ReturnType<typeof commentPlace>) {
  return place.target === null ? null : { ...place.target, marker: place.marker };
}

/** `summary`: the leftover run if the post step already closed it; else it is read from the snapshot. */
export async function finalizeLeftoverComment(
  summary: RunSummary | null,
  context: RunContext,
): Promise<void> {
  const saved = handedOver(HANDOFF.comment);
  if (saved === null || handedText(HANDOFF.commentFinal) === 'true') return;
  // The state may have been appended to by the agent: only the place the main step's own inputs
  // and event give is finalized (the same derivation as the main step's).
  const derived = derivedPlace(context);
  if (!sameCommentPlace(saved, derived)) {
    core.warning(
      `Narrator post step: ignoring the saved comment (${saved.owner}/${saved.repo}#${saved.issueNumber}): ` +
        "it is not the one this step's inputs and event give",
    );
    return;
  }
  const token = core.getInput('github-token') || context.runner['GITHUB_TOKEN'] || '';
  if (!token) return;
  const redactor = createRedactor({
    secrets: [token, ...perLine(core.getInput('redact'))],
    env: context.parent,
  });
  const run = summary ?? (await leftoverSummary(context));
  const runUrl = runUrlFrom(context.runner);
  const body = redactor.redact(
    renderComment(run, {
      now: Date.now(),
      marker: saved.marker,
      runUrl,
      failOn: leftoverFailOn(run),
      verdict: leftoverVerdict(run),
      redact: redactor.redact,
    }),
  );
  const options = clientOptionsFromEnv(token, context, redactor.redact);
  const { logger } = options;
  const client = createGitHubClient(options);
  const result = await finalizeLeftover({
    api: octokitIssueComments(client, { ...saved, kind: 'issue' }),
    marker: saved.marker,
    commentId: saved.commentId,
    body,
    // The state is saved once the target is known, before the create: if the create never
    // landed, the post step is the last chance to put the result on the PR.
    createIfMissing: true,
    logger,
  });
  core.info(`Narrator post step: live comment ${result.commentId ?? '(none)'}: ${result.reason}`);
}

/** The comment's leftover, walked by the post step (src/sinks/leftovers.ts). */
export const commentLeftover: SinkLeftover = {
  name: 'comment',
  label: 'comment',
  finish: async (run) => {
    await finalizeLeftoverComment(run.summary, run.context);
    return {};
  },
};
