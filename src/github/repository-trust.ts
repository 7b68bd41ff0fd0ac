/**
 * Whose code is in the workspace, and so whether the agent may read the repository's own agent
 * configuration: `.claude/settings.json` hooks, env and apiKeyHelper, `.mcp.json`, Gemini CLI's
 * `.gemini/settings.json` and `.env`, opencode's `opencode.json` and plugins. Those files run
 * commands (a hook, a stdio MCP server, a plugin) or choose where the API key is sent (a base URL)
 * with the job's secrets, before the agent has read a line, whatever its permission mode. So they
 * count only when the code is a writer's: a pull request's head can be anyone's.
 *
 * Judged from the event (pure apart from two injected lookups: a pull request, and a person's
 * repository permission). Deny by default: whatever Narrator cannot tell is not a writer's.
 */
import { ruleFor } from './event-access.js';
import { hasWriteAccess, isBotLogin, type RepoPermission } from './permission-gate.js';

/** The `trust-repository-config` input. */
export type TrustSetting = 'auto' | 'true' | 'false';
export const TRUST_SETTINGS: readonly TrustSetting[] = ['auto', 'true', 'false'];

export interface RepositoryTrust {
  /** True: the agent reads the repository's own configuration (hooks, MCP servers, settings). */
  trusted: boolean;
  /** Why, in one clause: "the pull request is from a fork by outsider, who has read access". */
  reason: string;
}

/** The reason when the workflow trusts the repository's configuration itself. */
export const TRUSTED_BY_INPUT = 'trust-repository-config is true';

/** The fields of a pull request the decision reads. */
export interface PullRequestFacts {
  /** head.repo.full_name; null when GitHub does not say (a deleted fork). */
  headRepo: string | null;
  /** user.login and whether it is a bot; null when absent. */
  author: { login: string; isBot: boolean } | null;
}

export interface TrustRequest {
  setting: TrustSetting;
  /** GITHUB_EVENT_NAME ('' outside a workflow run). */
  eventName: string;
  payload: unknown;
  /** GITHUB_REPOSITORY, owner/name. */
  repository: string;
  /** Whether this runs on a GitHub Actions runner (GITHUB_ACTIONS=true). */
  onRunner: boolean;
}

export interface TrustLookups {
  /** GET /repos/{owner}/{repo}/pulls/{number}, reduced to its facts. */
  pullRequest(number: number): Promise<PullRequestFacts>;
  /** The collaborator permission API. */
  permission(login: string): Promise<RepoPermission>;
}

/** Events about a pull request whose payload carries it as `pull_request`. */
const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);

/**
 * Events about an issue or a discussion: the workflow runs on the default branch (GITHUB_REF), so
 * the workspace holds code writers pushed, unless the event is about a pull request.
 */
const DEFAULT_BRANCH_EVENTS = new Set(['issues', 'issue_comment', 'discussion', 'discussion_comment']);

/** Never throws: a lookup that fails makes the code "not a writer's" with the error as the reason. */
export async function judgeRepositoryTrust(
  request: TrustRequest,
  lookups: TrustLookups,
): Promise<RepositoryTrust> {
  if (request.setting === 'true') return { trusted: true, reason: TRUSTED_BY_INPUT };
  if (request.setting === 'false') return { trusted: false, reason: 'trust-repository-config is false' };
  const event = request.eventName;
  if (event === '' && !request.onRunner) {
    return { trusted: true, reason: 'no workflow event: the workspace is this machine’s own checkout' };
  }
  const root = asRecord(request.payload);
  try {
    if (PULL_REQUEST_EVENTS.has(event)) {
      if (!('pull_request' in root)) {
        return untrusted(
          `the ${event} event names no pull request, so Narrator cannot tell whose code it is`,
        );
      }
      return await judgePullRequest(factsOf(root['pull_request']), request.repository, lookups);
    }
    if (event === 'issue_comment' && asRecord(root['issue'])['pull_request'] !== undefined) {
      const number = asRecord(root['issue'])['number'];
      if (typeof number !== 'number') return untrusted('the comment’s pull request has no number');
      return await judgePullRequest(await lookups.pullRequest(number), request.repository, lookups);
    }
    if (DEFAULT_BRANCH_EVENTS.has(event)) {
      return {
        trusted: true,
        reason: `an ${event} event on an issue or discussion runs on the default branch, which only writers push to`,
      };
    }
    if (event === 'workflow_run') {
      const head = asRecord(asRecord(root['workflow_run'])['head_repository'])['full_name'];
      if (typeof head === 'string' && sameRepo(head, request.repository)) {
        return {
          trusted: true,
          reason: 'the triggering run’s branch is in this repository, where only writers push',
        };
      }
      return untrusted(
        typeof head === 'string'
          ? `the triggering run is on ${head}, a fork`
          : 'the workflow_run event does not name the head repository, so Narrator cannot tell whose code it is',
      );
    }
    if (!ruleFor(event).check) {
      return { trusted: true, reason: `a ${event} event needs write access to happen` };
    }
    return untrusted(
      event === ''
        ? 'the event is not named, so Narrator cannot tell whose code is checked out'
        : `Narrator cannot tell whose code a ${event} event checks out`,
    );
  } catch (error) {
    return untrusted(`Narrator could not tell whose code it is (${(error as Error).message})`);
  }
}

async function judgePullRequest(
  pr: PullRequestFacts,
  repository: string,
  lookups: TrustLookups,
): Promise<RepositoryTrust> {
  if (pr.headRepo !== null && sameRepo(pr.headRepo, repository)) {
    return {
      trusted: true,
      reason: 'the pull request’s branch is in this repository, where only writers push',
    };
  }
  const where = pr.headRepo === null ? 'a repository GitHub does not name' : `the fork ${pr.headRepo}`;
  if (pr.author === null) return untrusted(`the pull request is from ${where} and names no author`);
  if (pr.author.isBot) return untrusted(`the pull request is from ${where}, by the bot ${pr.author.login}`);
  const permission = await lookups.permission(pr.author.login);
  const name = permission.roleName ?? permission.permission;
  const role = name === 'none' ? 'no' : name;
  if (hasWriteAccess(permission)) {
    return {
      trusted: true,
      reason: `the pull request is from ${where}, by ${pr.author.login}, who has ${role} access`,
    };
  }
  return untrusted(`the pull request is from ${where}, by ${pr.author.login}, who has ${role} access`);
}

/** A pull request object of a payload or of the pulls API, reduced to its facts. */
export function factsOf(pullRequest: unknown): PullRequestFacts {
  const pr = asRecord(pullRequest);
  const full = asRecord(asRecord(pr['head'])['repo'])['full_name'];
  const user = asRecord(pr['user']);
  const login = user['login'];
  return {
    headRepo: typeof full === 'string' && full !== '' ? full : null,
    author:
      typeof login === 'string' && login !== ''
        ? { login, isBot: user['type'] === 'Bot' || isBotLogin(login) }
        : null,
  };
}

function untrusted(reason: string): RepositoryTrust {
  return { trusted: false, reason };
}

function sameRepo(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
