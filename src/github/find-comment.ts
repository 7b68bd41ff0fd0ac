/**
 * Finds the newest comment of ours on an issue or PR: it carries our hidden marker AND was written
 * by the account Narrator posts as (identity.ts). The marker alone proves nothing — it is derived
 * from the public workflow file — so a look-alike written by anyone else is skipped, never edited.
 *
 * Page 1 tells how many pages there are; the rest is read newest page first, so a rerun on a long
 * PR thread finds its comment in few requests. Bounded: a thread longer than `maxPages` pages is
 * only partly searched. Who Narrator is is only asked once a marked comment turns up.
 */
import { hasMarker } from '../report/comment-key.js';
import { type CommentAuthor, sameAccount } from './identity.js';
import type { IssueComment, IssueCommentsApi } from './issue-comments.js';

const PER_PAGE = 100;

export interface FindCommentOptions {
  maxPages?: number;
  signal?: AbortSignal;
  /** Called before each request, so the caller can count them. */
  onRequest?: () => void;
  /** A marked comment written by another account: ignored. */
  onForeign?: (comment: IssueComment, me: CommentAuthor) => void;
  /**
   * Who Narrator posts as could not be learned: no comment can be proven ours, so none is
   * returned (the caller makes a new one, or retries when `error` is passing).
   */
  onIdentityUnknown?: (error: unknown) => void;
}

export async function findMarkedComment(
  api: IssueCommentsApi,
  marker: string,
  options: FindCommentOptions = {},
): Promise<IssueComment | null> {
  const maxPages = options.maxPages ?? 10;
  let me: CommentAuthor | null = null;
  /** The newest comment of `comments` that is ours; 'unknown' when the identity lookup failed. */
  const newestOurs = async (comments: IssueComment[]): Promise<IssueComment | null | 'unknown'> => {
    for (let i = comments.length - 1; i >= 0; i--) {
      const comment = comments[i]!;
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error) {
          options.onIdentityUnknown?.(error);
          return 'unknown';
        }
      }
      if (sameAccount(comment.author, me)) return comment;
      options.onForeign?.(comment, me);
    }
    return null;
  };

  options.onRequest?.();
  const first = await api.listPage(1, PER_PAGE, options.signal);
  const lastPage = first.lastPage ?? 1;
  for (let page = lastPage, read = 1; page > 1 && read < maxPages; page--, read++) {
    options.onRequest?.();
    const { comments } = await api.listPage(page, PER_PAGE, options.signal);
    const found = await newestOurs(comments);
    if (found === 'unknown') return null;
    if (found) return found;
  }
  const found = await newestOurs(first.comments);
  return found === 'unknown' ? null : found;
}

/**
 * Every comment of ours carrying `marker`, oldest first (ids grow with creation time), reading the
 * thread from page 1 on, at most `maxPages` pages. For the board, whose duplicates (two legs
 * creating it at once) are told apart by age: the oldest is the board.
 */
export async function findMarkedComments(
  api: IssueCommentsApi,
  marker: string,
  options: FindCommentOptions = {},
): Promise<IssueComment[]> {
  const maxPages = options.maxPages ?? 10;
  let me: CommentAuthor | null = null;
  const ours: IssueComment[] = [];
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    options.onRequest?.();
    const result = await api.listPage(page, PER_PAGE, options.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    for (const comment of result.comments) {
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error) {
          options.onIdentityUnknown?.(error);
          return [];
        }
      }
      if (sameAccount(comment.author, me)) ours.push(comment);
      else options.onForeign?.(comment, me);
    }
  }
  return ours.sort((a, b) => a.id - b.id);
}
