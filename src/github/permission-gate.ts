/**
 * Who may start an agent. Deny by default: unless an event needs write access to happen at all
 * (src/github/event-access.ts decides, per event, from GitHub's documentation), every person whose
 * words reach the agent must have write access to the repository or be allowed by the workflow:
 * the sender, the author of the comment, review, issue, pull request or discussion that triggered
 * the run (an edit by a maintainer does not make someone else's words theirs), and GITHUB_ACTOR.
 *
 * The decision is pure apart from one injected lookup (the collaborator permission API), so every
 * rule is testable without a network, and the lookup failing refuses (fail closed).
 */
import type { GitHubClient } from './client.js';
import { describeError } from './errors.js';
import { type EventRule, ruleFor } from './event-access.js';

/** Roles (role_name) and legacy permissions (permission) that may start an agent. */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);

/** `allowed-actors: '*'`: every human may start the agent, without a permission check. */
export const EVERYONE = '*';

export interface Actor {
  login: string;
  isBot: boolean;
  /** Why this identity is checked, first reason first: "author of the comment", "sender", "GITHUB_ACTOR". */
  roles: string[];
}

/** The identities behind an event, and the people it should name but does not. */
export interface People {
  actors: Actor[];
  /** Roles the event always names (e.g. "author of the comment") that the payload lacks. */
  missing: string[];
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
  /** The event payload (GITHUB_EVENT_PATH), as parsed; anything else reads as empty. */
  payload: unknown;
  /** GITHUB_ACTOR */
  githubActor: string | undefined;
  /** Lower-cased logins that need no permission check; `*` alone lets every human in. */
  allowedActors: readonly string[];
  /** Lower-cased bot logins without the `[bot]` suffix. */
  allowedBots: readonly string[];
}

export type AccessDecision =
  | {
      allowed: true;
      reason: string;
      /** Logins let in only because allowed-actors is `*` (never checked); the log names them. */
      letInByEveryone: string[];
    }
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

/** Whether an event is checked at all (false: it needs write access to happen). */
export function isChecked(eventName: string): boolean {
  return ruleFor(eventName).check;
}

/**
 * The identities behind an event: the authors its rule names (the person who wrote the text),
 * the payload's sender and GITHUB_ACTOR (they differ on a rerun, an edit by someone else, or when
 * an app acts for a user). Duplicates merged case-insensitively, keeping every role; a bot is a
 * bot by its `type` or by its `[bot]` login.
 */
export function peopleOf(eventName: string, payload: unknown, githubActor: string | undefined): People {
  const rule: EventRule = ruleFor(eventName);
  const root = asRecord(payload);
  const actors: Actor[] = [];
  const missing: string[] = [];
  const add = (login: unknown, type: unknown, role: string): boolean => {
    if (typeof login !== 'string' || login.trim() === '') return false;
    const name = login.trim();
    const isBot = type === 'Bot' || isBotLogin(name);
    const same = actors.find((a) => a.login.toLowerCase() === name.toLowerCase());
    if (same) {
      same.isBot ||= isBot;
      if (!same.roles.includes(role)) same.roles.push(role);
    } else actors.push({ login: name, isBot, roles: [role] });
    return true;
  };
  for (const author of rule.check ? rule.authors : []) {
    const user = asRecord(at(root, author.path));
    if (!add(user['login'], user['type'], author.role) && author.required)
      missing.push(`${author.role} (${author.path})`);
  }
  const sender = asRecord(root['sender']);
  add(sender['login'], sender['type'], 'sender');
  add(githubActor, undefined, 'GITHUB_ACTOR');
  return { actors, missing };
}

/**
 * Whether the gate would let this person start a run, as if they had written the comment that
 * starts one: what a stop, an answer or a steer from the PR is held to.
 */
export async function mayStartByComment(
  person: { login: string; isBot?: boolean },
  rules: Pick<AccessRequest, 'allowedActors' | 'allowedBots'>,
  lookup: (login: string) => Promise<RepoPermission>,
): Promise<boolean> {
  const user = { login: person.login, type: person.isBot ? 'Bot' : 'User' };
  const decision = await checkAccess(
    {
      eventName: 'issue_comment',
      payload: { comment: { user }, sender: user },
      githubActor: undefined,
      allowedActors: rules.allowedActors,
      allowedBots: rules.allowedBots,
    },
    lookup,
  );
  return decision.allowed;
}

/**
 * Decides whether the run may start. `lookup` is called once per human of a checked event who is
 * not allow-listed; if it throws, the run is refused with the error as the reason.
 */
export async function checkAccess(
  request: AccessRequest,
  lookup: (login: string) => Promise<RepoPermission>,
): Promise<AccessDecision> {
  const event = request.eventName;
  if (event === '') {
    // On a runner every run has an event; without its name Narrator cannot tell whose words the
    // agent would read (who wrote the issue, the comment, the review), so it fails closed, whoever
    // the sender is. (Outside a runner the gate is not asked at all: src/action/authorize.ts.)
    return {
      allowed: false,
      actor: null,
      reason:
        'GITHUB_EVENT_NAME is empty, so Narrator cannot tell which event started the run, nor whose words the agent would read',
      remedy: 'Run Narrator as a step of a workflow run by GitHub Actions, which always names the event.',
    };
  }
  const rule = ruleFor(event);
  if (!rule.check) {
    return { allowed: true, reason: `${anEvent(event)} is not checked: ${rule.why}`, letInByEveryone: [] };
  }
  const { actors, missing } = peopleOf(event, request.payload, request.githubActor);
  if (missing.length > 0) {
    return {
      allowed: false,
      actor: null,
      reason: `${theEvent(event)} does not name the ${missing.join(' or the ')}, so that person's access cannot be checked`,
      remedy: 'Narrator only starts from this event when it can tell whose words the agent would read.',
    };
  }
  if (actors.length === 0) {
    return {
      allowed: false,
      actor: null,
      reason: `${theEvent(event)} names no sender and GITHUB_ACTOR is empty, so nobody's access can be checked`,
      remedy: 'Narrator only starts from this event when it can tell who triggered it.',
    };
  }
  const everyone = request.allowedActors.includes(EVERYONE);
  const reasons: string[] = [];
  const letInByEveryone: string[] = [];
  for (const actor of actors) {
    const login = actor.login.toLowerCase();
    const who = describe(actor);
    if (actor.isBot) {
      if (request.allowedBots.includes(login.replace(/\[bot\]$/, ''))) {
        reasons.push(`${actor.login} is listed in allowed-bots`);
        continue;
      }
      return {
        allowed: false,
        actor: actor.login,
        reason: `${who} is a bot, and bots may start the agent from ${anEvent(event)} only when listed in allowed-bots`,
        remedy: `To allow it, add ${actor.login.replace(/\[bot\]$/i, '')} to the allowed-bots input of this workflow step.`,
      };
    }
    if (request.allowedActors.includes(login)) {
      reasons.push(`${actor.login} is listed in allowed-actors`);
      continue;
    }
    if (everyone) {
      letInByEveryone.push(actor.login);
      continue;
    }
    let permission: RepoPermission;
    try {
      permission = await lookup(actor.login);
    } catch (error) {
      return {
        allowed: false,
        actor: actor.login,
        reason: `the repository permission of ${who} could not be read (${describeError(error)}), and Narrator does not start an agent it cannot authorize`,
        remedy:
          'Run the job again once the GitHub API answers, check that the github-token input can read the repository, or add the login to the allowed-actors input.',
      };
    }
    if (!hasWriteAccess(permission)) {
      const role = permission.roleName ?? permission.permission;
      return {
        allowed: false,
        actor: actor.login,
        reason: `${who} has ${role} access to this repository; starting the agent from ${anEvent(event)} needs write, maintain or admin access`,
        remedy: `To allow ${actor.login} anyway, add the login to the allowed-actors input of this workflow step.`,
      };
    }
    reasons.push(`${actor.login} has ${permission.roleName ?? permission.permission} access`);
  }
  if (letInByEveryone.length > 0) {
    reasons.push(`allowed-actors '*' lets in ${letInByEveryone.join(', ')} without a permission check`);
  }
  return { allowed: true, reason: reasons.join('; '), letInByEveryone };
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
  if (event === '') return 'an event without a name (GITHUB_EVENT_NAME is empty)';
  return `${/^[aeiou]/i.test(event) ? 'an' : 'a'} ${event} event`;
}

/** "the issues event". */
function theEvent(event: string): string {
  return event === '' ? 'the event (GITHUB_EVENT_NAME is empty)' : `the ${event} event`;
}

/**
 * "outsider" for the sender; "outsider (author of the comment)" when the words are theirs, whoever
 * sent the event; "someone (GITHUB_ACTOR)" for an actor the payload does not name.
 */
function describe(actor: Actor): string {
  const authorRoles = actor.roles.filter((r) => r !== 'sender' && r !== 'GITHUB_ACTOR');
  if (authorRoles.length > 0) return `${actor.login} (${authorRoles.join(', ')})`;
  return actor.roles.includes('sender') ? actor.login : `${actor.login} (GITHUB_ACTOR)`;
}

/** The value at a dotted path, or undefined. */
function at(root: Record<string, unknown>, path: string): unknown {
  let value: unknown = root;
  for (const key of path.split('.')) value = asRecord(value)[key];
  return value;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
