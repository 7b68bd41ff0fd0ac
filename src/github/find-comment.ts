/**
 * Finds the newest comment of ours (by its hidden marker) on an issue or PR. Page 1 tells how many
 * pages there are; the rest is read newest page first, so a rerun on a long PR thread finds its
 * comment in few requests. Bounded: a thread longer than `maxPages` pages is only partly searched.
 */
import { hasMarker } from './comment-key.js';
import type { IssueComment, IssueCommentsApi } from './issue-comments.js';

const PER_PAGE = 100;

export interface FindCommentOptions {
  maxPages?: number;
  signal?: AbortSignal;
  /** Called before each request, so the caller can count them. */
  onRequest?: () => void;
}

export async function findMarkedComment(
  api: IssueCommentsApi,
  marker: string,
  options: FindCommentOptions = {},
): Promise<IssueComment | null> {
  const maxPages = options.maxPages ?? 10;
  options.onRequest?.();
  const first = await api.listPage(1, PER_PAGE, options.signal);
  const lastPage = first.lastPage ?? 1;
  for (let page = lastPage, read = 1; page > 1 && read < maxPages; page--, read++) {
    options.onRequest?.();
    const { comments } = await api.listPage(page, PER_PAGE, options.signal);
    const found = newestMarked(comments, marker);
    if (found) return found;
  }
  return newestMarked(first.comments, marker);
}

function newestMarked(comments: IssueComment[], marker: string): IssueComment | null {
  for (let i = comments.length - 1; i >= 0; i--) {
    const comment = comments[i]!;
    if (hasMarker(comment.body, marker)) return comment;
  }
  return null;
}
