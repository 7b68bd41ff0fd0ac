/**
 * The narrow slice of the REST API the live comment needs, over one issue or PR. The live comment
 * talks to this interface, so its pacing can be tested with an in-memory store and a fake clock;
 * production (and the fault tests) use the Octokit-backed version below, over real HTTP.
 */
import type { GitHubClient } from './client.js';
import { type CommentAuthor, fetchIdentity } from './identity.js';
import type { CommentTarget } from './target.js';

export interface IssueComment {
  id: number;
  body: string;
  htmlUrl: string | null;
  /** Who wrote it (REST `user`); null for a deleted account ("ghost" is null in the API). */
  author: CommentAuthor | null;
}

export interface CommentPage {
  comments: IssueComment[];
  /** The number of the last page, from the Link header; null when this is the only page. */
  lastPage: number | null;
}

export interface IssueCommentsApi {
  listPage(page: number, perPage: number, signal?: AbortSignal): Promise<CommentPage>;
  create(body: string, signal?: AbortSignal): Promise<IssueComment>;
  update(commentId: number, body: string, signal?: AbortSignal): Promise<IssueComment>;
  get(commentId: number, signal?: AbortSignal): Promise<IssueComment>;
  /** The account this API's comments are created as (see identity.ts). Asked once, then remembered. */
  whoAmI(signal?: AbortSignal): Promise<CommentAuthor>;
}

/** The board also deletes the duplicate it created when another leg created the board at the same time. */
export interface BoardCommentsApi extends IssueCommentsApi {
  remove(commentId: number, signal?: AbortSignal): Promise<void>;
}

export function octokitIssueComments(octokit: GitHubClient, target: CommentTarget): BoardCommentsApi {
  const { owner, repo, issueNumber } = target;
  let identity: Promise<CommentAuthor> | null = null;
  return {
    async listPage(page, perPage, signal) {
      const response = await octokit.rest.issues.listComments({
        owner,
        repo,
        issue_number: issueNumber,
        page,
        per_page: perPage,
        request: { signal },
      });
      return {
        comments: response.data.map(toComment),
        lastPage: lastPageOf(response.headers.link),
      };
    },
    async create(body, signal) {
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: { signal },
      });
      return toComment(response.data);
    },
    async update(commentId, body, signal) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
        request: { signal },
      });
      return toComment(response.data);
    },
    async get(commentId, signal) {
      const response = await octokit.rest.issues.getComment({
        owner,
        repo,
        comment_id: commentId,
        request: { signal },
      });
      return toComment(response.data);
    },
    async remove(commentId, signal) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId, request: { signal } });
    },
    whoAmI(signal) {
      // A failed lookup is not remembered: the next caller asks again.
      identity ??= fetchIdentity(octokit, signal).catch((error: unknown) => {
        identity = null;
        throw error;
      });
      return identity;
    },
  };
}

function toComment(data: {
  id: number;
  body?: string | undefined;
  html_url?: string;
  user?: { login?: string; id?: number } | null;
}): IssueComment {
  const login = data.user?.login;
  return {
    id: data.id,
    body: data.body ?? '',
    htmlUrl: data.html_url ?? null,
    author: typeof login === 'string' && login !== '' ? { login, id: data.user?.id ?? null } : null,
  };
}

/** `<…?page=7&per_page=100>; rel="last"` → 7. */
export function lastPageOf(link: string | undefined): number | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    if (!/rel="last"/.test(part)) continue;
    const url = /<([^<>]+)>/.exec(part)?.[1];
    if (!url) continue;
    const page = Number(new URL(url, 'https://api.github.com').searchParams.get('page'));
    if (Number.isSafeInteger(page) && page > 0) return page;
  }
  return null;
}
