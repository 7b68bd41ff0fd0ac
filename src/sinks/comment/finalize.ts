/**
 * For the post step: when the main step was killed or cancelled, its comment still says
 * "working". This edits that comment once with a final body. Never throws; says what it did.
 */

import { classifyGitHubError, describeError } from '../../github/errors.js';
import { findMarkedComment } from '../../github/find-comment.js';
import type { IssueCommentsApi } from '../../github/issue-comments.js';
import { type GitHubLogger, silentLogger } from '../../github/logger.js';
import { hasMarker, withMarker } from '../../report/comment-key.js';
import { MAX_COMMENT_CHARS } from './live-comment.js';

export interface FinalizeLeftoverOptions {
  api: IssueCommentsApi;
  marker: string;
  /** The id the main step saved (core.saveState), if it got that far; else found by marker. */
  commentId?: number | null;
  /**
   * The final body, or a function of the comment's current body that returns the final body, or
   * null to leave it alone (e.g. it is already final).
   */
  body: string | ((current: string) => string | null);
  /**
   * Post the body as a new comment when none carries the marker: the main step never managed to
   * create its comment (GitHub down for the whole step), so the result would otherwise never
   * reach the PR. Needs a string body.
   */
  createIfMissing?: boolean;
  logger?: GitHubLogger;
}

export interface FinalizeLeftoverResult {
  edited: boolean;
  commentId: number | null;
  reason: string;
}

export async function finalizeLeftover(options: FinalizeLeftoverOptions): Promise<FinalizeLeftoverResult> {
  const logger = options.logger ?? silentLogger;
  let commentId = options.commentId ?? null;
  try {
    // The newest comment with our marker AND written by our account is this job's, whatever id the
    // main step managed to save; a look-alike by anyone else is never edited.
    let identityError: unknown = null;
    let found = await findMarkedComment(options.api, options.marker, {
      onForeign: (comment, me) =>
        logger.warning(
          `Narrator ignores comment ${comment.id}: it carries Narrator's marker but was written by ${comment.author?.login ?? 'a deleted account'}, not by ${me.login}`,
        ),
      onIdentityUnknown: (error) => {
        identityError = error;
      },
    });
    if (!found && identityError !== null && commentId !== null) {
      // Who we are is unknown, but the saved id is the comment the main step itself created.
      logger.debug(
        `Narrator could not tell which account it posts as (${describeError(identityError)}); it finalizes the comment the main step created`,
      );
      found = await options.api.get(commentId);
    }
    if (!found) {
      if (!options.createIfMissing || typeof options.body !== 'string') {
        return { edited: false, commentId, reason: 'no comment of this run to finalize' };
      }
      const body = withMarker(options.body, options.marker).slice(0, MAX_COMMENT_CHARS);
      const created = await options.api.create(body);
      return { edited: true, commentId: created.id, reason: 'posted (the main step never created it)' };
    }
    if (commentId !== null && commentId !== found.id) {
      logger.debug(
        `Narrator finalizes comment ${found.id}, the newest with its marker (saved: ${commentId})`,
      );
    }
    commentId = found.id;
    if (!hasMarker(found.body, options.marker)) {
      return { edited: false, commentId, reason: 'the comment does not carry our marker' };
    }
    const next = typeof options.body === 'string' ? options.body : options.body(found.body);
    if (next === null) return { edited: false, commentId, reason: 'the comment is already final' };
    const body = withMarker(next, options.marker).slice(0, MAX_COMMENT_CHARS);
    if (body === found.body) return { edited: false, commentId, reason: 'the comment already says this' };
    await options.api.update(commentId, body);
    return { edited: true, commentId, reason: 'finalized' };
  } catch (error) {
    const failure = classifyGitHubError(error, Date.now());
    const reason = `could not finalize the comment (${failure.kind}: ${describeError(error)})`;
    logger.warning(`Narrator ${reason}`);
    return { edited: false, commentId, reason };
  }
}
