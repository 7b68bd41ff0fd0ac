/**
 * Who may start an agent. Events that anyone can cause on a public repository — a comment, a
 * review, a pull request from a fork run with the base repository's secrets (pull_request_target)
 * — only start the agent when the user behind them has write access (or is listed by the
 * workflow). Everything else (push, pull_request, workflow_dispatch, schedule…) needs write access
 * to happen at all, so it is not checked.
 *
 * The decision is pure apart from one injected lookup (the collaborator permission API), so every
 * rule is testable without a network, and the lookup failing refuses (fail closed).
 */
import type { GitHubClient } from './client.js';
import { describeError } from './errors.js';

/** Events whose sender can be anyone who can comment or open a PR. */
export const GATED_EVENTS: ReadonlySet<string> = new Set([
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'pull_request_target',
]);

/** Roles (role_name) and legacy permissions (permission) that may start an agent. */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);

export interface Actor {
  login: string;
  isBot: boolean;
}

/** The answer of GET /repos/{owner}/{repo}/collaborators/{user}/permission. */
export interface RepoPermission {
  /** admin | write | read | none (maintain reads as write, triage as read). */
  permission: string;
  /** admin | maintain | write | triage | read, or a custom role's name; null when absent. */
  roleName: string | null;
}

export interface AccessRequest {
  /** GITHUB_EVENT_NAME */
  eventName: string;
  /** Every identity behind the event (payload sender, GITHUB_ACTOR); all must be allowed. */
  actors: Actor[];
  /** Lower-cased logins that need no permission check. */
  allowedActors: readonly string[];
  /** Lower-cased bot logins without the `[bot]` suffix. */
  allowedBots: readonly string[];
}

export type AccessDecision =
  | { allowed: true; reason: string }
  | {
      allowed: false;
      /** Who was refused (null: nobody could be identified). */
      actor: string | null;
      /** Why, in one sentence, without any @mention. */
      reason: string;
      /** How the workflow can allow this actor. */
      remedy: string;
    };

export function isBotLogin(login: string): boolean {
  return /\[bot\]$/i.test(login);
}

/** True for write, maintain, admin (by role_name or by the legacy permission field). */
export function hasWriteAccess(p: RepoPermission): boolean {
  return WRITE_ROLES.has(p.permission.toLowerCase()) || WRITE_ROLES.has((p.roleName ?? '').toLowerCase());
}

/**
 * The identities behind an event: the payload's sender and GITHUB_ACTOR (they differ on a rerun
 * or when an app acts for a user). Duplicates merged case-insensitively; a bot is a bot by its
 * `type` or by its `[bot]` login.
 */
export function actorsOf(payload: unknown, githubActor: string | undefined): Actor[] {
  const sender = asRecord(asRecord(payload)['sender']);
  const found: Actor[] = [];
  const add = (login: unknown, type: unknown) => {
    if (typeof login !== 'string' || login.trim() === '') return;
    const name = login.trim();
    const isBot = type === 'Bot' || isBotLogin(name);
    const same = found.find((a) => a.login.toLowerCase() === name.toLowerCase());
    if (same) same.isBot ||= isBot;
    else found.push({ login: name, isBot });
  };
  add(sender['login'], sender['type']);
  add(githubActor, undefined);
  return found;
}

/**
 * Decides whether the run may start. `lookup` is only called for a human actor of a gated event
 * who is not allow-listed; if it throws, the run is refused with the error as the reason.
 */
export async function checkAccess(
  request: AccessRequest,
  lookup: (login: string) => Promise<RepoPermission>,
): Promise<AccessDecision> {
  const event = request.eventName;
  if (!GATED_EVENTS.has(event))
    return { allowed: true, reason: `a ${event || 'local'} event is not checked` };
  if (request.actors.length === 0) {
    return {
      allowed: false,
      actor: null,
      reason: `the ${event} event names no sender and GITHUB_ACTOR is empty, so nobody's access can be checked`,
      remedy: 'Narrator only starts from this event when it can tell who triggered it.',
    };
  }
  const reasons: string[] = [];
  for (const actor of request.actors) {
    const login = actor.login.toLowerCase();
    if (actor.isBot) {
      if (request.allowedBots.includes(login.replace(/\[bot\]$/, ''))) {
        reasons.push(`${actor.login} is listed in allowed-bots`);
        continue;
      }
      return {
        allowed: false,
        actor: actor.login,
        reason: `${actor.login} is a bot, and bots may start the agent from ${anEvent(event)} only when listed in allowed-bots`,
        remedy: `To allow it, add ${actor.login.replace(/\[bot\]$/i, '')} to the allowed-bots input of this workflow step.`,
      };
    }
    if (request.allowedActors.includes(login)) {
      reasons.push(`${actor.login} is listed in allowed-actors`);
      continue;
    }
    let permission: RepoPermission;
    try {
      permission = await lookup(actor.login);
    } catch (error) {
      return {
        allowed: false,
        actor: actor.login,
        reason: `the repository permission of ${actor.login} could not be read (${describeError(error)}), and Narrator does not start an agent it cannot authorize`,
        remedy:
          'Run the job again once the GitHub API answers, check that the github-token input can read the repository, or add the login to the allowed-actors input.',
      };
    }
    if (!hasWriteAccess(permission)) {
      const role = permission.roleName ?? permission.permission;
      return {
        allowed: false,
        actor: actor.login,
        reason: `${actor.login} has ${role} access to this repository; starting the agent from ${anEvent(event)} needs write, maintain or admin access`,
        remedy: `To allow ${actor.login} anyway, add the login to the allowed-actors input of this workflow step.`,
      };
    }
    reasons.push(`${actor.login} has ${permission.roleName ?? permission.permission} access`);
  }
  return { allowed: true, reason: reasons.join('; ') };
}

/** GET /repos/{owner}/{repo}/collaborators/{username}/permission. */
export async function fetchPermission(
  octokit: GitHubClient,
  repo: { owner: string; repo: string },
  login: string,
  signal?: AbortSignal,
): Promise<RepoPermission> {
  const response = await octokit.rest.repos.getCollaboratorPermissionLevel({
    owner: repo.owner,
    repo: repo.repo,
    username: login,
    request: { signal },
  });
  const data = response.data as { permission?: unknown; role_name?: unknown };
  if (typeof data.permission !== 'string') {
    throw new Error(`the permission API answered without a permission for ${login}`);
  }
  return {
    permission: data.permission,
    roleName: typeof data.role_name === 'string' ? data.role_name : null,
  };
}

/** "an issue_comment event", "a pull_request_target event". */
function anEvent(event: string): string {
  return `${/^[aeiou]/i.test(event) ? 'an' : 'a'} ${event} event`;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
