/**
 * Decides whether this run gets a live comment and opens it: the target from `comment-on` and the
 * triggering event (GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH, GITHUB_REPOSITORY), the
 * marker from `comment-key`, one Octokit client on GITHUB_API_URL with `github-token`. Loaded only
 * after the agent was spawned (Octokit is the heaviest thing Narrator loads).
 */

import type { RunContext } from '../../context/run-context.js';
import { type IssueCommentsApi, octokitIssueComments } from '../../github/issue-comments.js';
import type { CommentTarget } from '../../github/target.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import type { ViewContext } from '../../report/context.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { commentPlace } from '../comment-place.js';
import type { GitHubSession } from '../github-session.js';
import { type CommentState, HANDOFF, handOff } from '../handoff.js';
import { LiveCommentSink } from './live.js';
import { LiveComment } from './live-comment.js';
import { takeStarting } from './starting-slot.js';

export interface OpenLiveCommentOptions {
  config: ActionConfig;
  context: RunContext;
  redactor: Redactor;
  ctx: ViewContext;
  initial: RunSummary;
}

/**
 * The comment sink for this run, or null (with a log line saying why) when there is none.
 * `session` gives the GitHub client and the shared budget; it is only asked for when there is a
 * comment to write (null: the token is empty).
 */
export function openLiveComment(
  o: OpenLiveCommentOptions,
  session: () => GitHubSession | null,
): LiveCommentSink | null {
  const place = commentPlace(o.config, o.context.runner, o.context.event);
  if (place.target === null) {
    core.info(`Narrator: no live comment (${place.reason})`);
    return null;
  }
  // The comment put up before the install (starting.ts) goes on as the live comment.
  const starting = takeStarting(place.marker);
  const github = starting?.session ?? (o.config.githubToken ? session() : null);
  if (github === null) {
    core.warning("Narrator: no live comment: 'github-token' is empty");
    return null;
  }
  const { target, marker } = place;
  const comment = runComment(github, target, marker, o.config, o.context);
  // Saved now (without an id) so the post step knows where to look even if no create ever lands.
  handOff(HANDOFF.comment, JSON.stringify({ ...target, marker, commentId: null }));
  core.info(
    `Narrator narrates on ${target.owner}/${target.repo}#${target.issueNumber} (${place.target.kind}, ${o.config.commentMode})`,
  );
  return new LiveCommentSink(
    {
      comment: starting?.comment ?? comment,
      marker,
      ctx: o.ctx,
      redactor: o.redactor,
      fallbackModel: o.config.model,
      heartbeatMs: o.context.knobs.commentHeartbeatMs,
      clock: github.clock,
    },
    o.initial,
  );
}

/**
 * Every comment this run creates (the first, or a new one after a deletion) is saved for the post
 * step at once, so a main step killed right after has its comment finalized by id.
 */
export function savingCommentId(api: IssueCommentsApi, state: CommentState): IssueCommentsApi {
  return {
    listPage: (page, perPage, signal) => api.listPage(page, perPage, signal),
    update: (id, body, signal) => api.update(id, body, signal),
    get: (id, signal) => api.get(id, signal),
    whoAmI: (signal) => api.whoAmI(signal),
    async create(body, signal) {
      const comment = await api.create(body, signal);
      handOff(HANDOFF.comment, JSON.stringify({ ...state, commentId: comment.id }));
      return comment;
    },
  };
}

/**
 * The run's comment writer: throttled on the run's one GitHub session, every comment it creates
 * saved for the post step at once (savingCommentId). The comment put up before the install
 * (./starting.ts) is made by it too, and goes on as the live comment.
 */
export function runComment(
  github: GitHubSession,
  target: CommentTarget,
  marker: string,
  config: ActionConfig,
  context: RunContext,
): LiveComment {
  const api = savingCommentId(octokitIssueComments(github.client(), target), {
    ...target,
    marker,
    commentId: null,
  });
  return new LiveComment({
    api,
    marker,
    mode: config.commentMode,
    intervalMs: config.updateIntervalSeconds * 1000,
    logger: github.logger,
    clock: github.clock,
    budget: github.budget,
    requestTimeoutMs: github.requestTimeoutMs,
    finalTimeoutMs: context.knobs.commentFinalTimeoutMs,
  });
}
