/**
 * Who Narrator posts as. A marked comment is only Narrator's own when this account wrote it: the
 * marker is public (derived from the workflow file), so anyone can write a comment that carries it.
 *
 * The account is the token's: `github-actions[bot]` for the workflow's default token, `<app>[bot]`
 * for another GitHub App's installation token, the user for a personal access token. REST cannot
 * tell an installation token who it is (`GET /user` answers 403 "Resource not accessible by
 * integration", `GET /app` needs the app's JWT), so Narrator asks GraphQL's `viewer`, which answers
 * for every kind of token with the login and the account id that REST shows as a comment's `user`.
 */
import type { GitHubClient } from './client.js';
import { classifyGitHubError } from './errors.js';

export interface CommentAuthor {
  /** `github-actions[bot]`, `my-app[bot]`, `octocat`. */
  login: string;
  /** The account's id; stable across renames. Null when GitHub did not say. */
  id: number | null;
}

/** The one query Narrator sends to GraphQL. */
export const VIEWER_QUERY = 'query { viewer { login databaseId } }';

/** GitHub answered, but not with an account. */
export class IdentityError extends Error {
  override name = 'IdentityError';
}

/**
 * True when asking again later may succeed (no answer, 5xx, a rate limit). GraphQL reports its
 * own errors in a 200 answer (Octokit's GraphqlResponseError, which has no status): those last.
 */
export function isPassingLookupFailure(error: unknown, nowMs: number): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'GraphqlResponseError' || name === 'IdentityError') return false;
  const kind = classifyGitHubError(error, nowMs).kind;
  return kind === 'network' || kind === 'server' || kind === 'rate_limited';
}

export async function fetchIdentity(octokit: GitHubClient, signal?: AbortSignal): Promise<CommentAuthor> {
  // On the client's sibling: asked on the client itself, this read would hold its next write 1 s.
  const lookup = octokit.lookupClient();
  const data = await lookup.graphql<{ viewer?: { login?: unknown; databaseId?: unknown } | null }>(
    VIEWER_QUERY,
    { request: { signal } },
  );
  const login = data?.viewer?.login;
  const id = data?.viewer?.databaseId;
  if (typeof login !== 'string' || login === '') {
    throw new IdentityError('GitHub did not say which account the token belongs to (no viewer login)');
  }
  return { login, id: typeof id === 'number' && Number.isSafeInteger(id) ? id : null };
}

/**
 * Same account: by id when both sides have one (a login can be renamed and then taken by someone
 * else), else by login, which GitHub compares without case. `[bot]` logins cannot be registered by
 * people, so a bot's login alone is unforgeable.
 */
export function sameAccount(author: CommentAuthor | null, me: CommentAuthor): boolean {
  if (author === null) return false;
  if (author.id !== null && me.id !== null) return author.id === me.id;
  return author.login.toLowerCase() === me.login.toLowerCase();
}
