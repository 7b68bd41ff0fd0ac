/**
 * Which events can reach the agent without write access, and whose words each one carries: the
 * ONE table the permission gate (src/github/permission-gate.ts) decides from.
 *
 * Deny by default. An event is let through unchecked only when nobody can cause it without write
 * access to the repository, judged from GitHub's own documentation:
 * - "Events that trigger workflows" (docs.github.com, actions/reference/workflows-and-actions/
 *   events-that-trigger-workflows) for what starts a workflow and when;
 * - "Repository roles for an organization" (the permissions table) for who may do what: read
 *   (anyone, on a public repository) may open issues, comment, review, send pull requests from
 *   forks, start and answer discussions, fork, star and edit a public wiki; triage may label,
 *   close and assign and manage milestones; write is needed to push, create labels, releases and
 *   status checks, run workflows and publish packages; admin to change branch protection or
 *   visibility.
 * Every other event, an event this table does not name included, is checked: the sender, the
 * author of the text that triggered it, and GITHUB_ACTOR must each have write access (or be
 * allowed by the workflow). A GitHub App acting on a fork's code (a CI app's check run or commit
 * status, a preview deployment) counts as such an event: its bot must be listed in allowed-bots.
 *
 * test/security/event-access.test.ts runs GitHub's published example payload of every webhook
 * event through the gate and fails for an event name this table does not decide.
 */

import { ownValue } from '../own-keys.js';

/** A person the payload names, whose access is checked along with the sender's. */
export interface Author {
  /** Dotted path to a user object (`{ login, type }`) in the event payload. */
  path: string;
  /** Who that is, in the refusal message: "author of the comment". */
  role: string;
  /**
   * GitHub always sends it for this event; a payload without it is refused (fail closed) rather
   * than checked without the person whose words the agent would read.
   */
  required: boolean;
}

export type EventRule =
  /** Nobody can cause it without write access: no check, no request. */
  | { check: false; why: string }
  /** Someone without write access can cause it: every person below, the sender and GITHUB_ACTOR are checked. */
  | { check: true; why: string; authors: readonly Author[] };

const author = (path: string, role: string, required = true): Author => ({ path, role, required });

const COMMENT = author('comment.user', 'author of the comment');
const REVIEW = author('review.user', 'author of the review');
const ISSUE = author('issue.user', 'author of the issue');
const PULL_REQUEST = author('pull_request.user', 'author of the pull request');
const DISCUSSION = author('discussion.user', 'author of the discussion');
/** Sent on `answered` only. */
const ANSWER = author('answer.user', 'author of the chosen answer', false);
/**
 * GitHub's schema requires both; a payload older than them (GHES 3.5 and before) is refused rather
 * than checked without the person who started the run before.
 */
const RUN_ACTOR = author('workflow_run.actor', 'actor of the triggering workflow run');
const RUN_TRIGGERING = author(
  'workflow_run.triggering_actor',
  'user who started the triggering workflow run',
);

/** Whoever created the deployment (a person, or an app's bot) wrote its description and payload. */
const DEPLOYMENT_CREATOR = author('deployment.creator', 'creator of the deployment');
const DEPLOYMENT_STATUS_CREATOR = author('deployment_status.creator', 'creator of the deployment status');

/**
 * For an event whose payload is not documented for workflows (or not known at all): everyone of
 * the usual places who is present, none required.
 */
const ANY_AUTHOR: readonly Author[] = [
  COMMENT,
  REVIEW,
  ISSUE,
  PULL_REQUEST,
  DISCUSSION,
  ANSWER,
  RUN_ACTOR,
  RUN_TRIGGERING,
].map((a) => ({ ...a, required: false }));

const needsWrite = (why: string): EventRule => ({ check: false, why });
const checked = (why: string, authors: readonly Author[] = []): EventRule => ({ check: true, why, authors });

/** A webhook event GitHub does not start workflows with: it cannot reach the Action; checked if it ever does. */
const NOT_A_WORKFLOW_TRIGGER = checked(
  'GitHub does not start workflows with this webhook event, so who causes it was not judged; checked like an unknown event',
  ANY_AUTHOR,
);

/** Unknown events: checked, everyone the payload names in the usual places included. */
export const UNKNOWN_EVENT_RULE: EventRule = checked(
  'an event this version of Narrator does not know is checked (deny by default)',
  ANY_AUTHOR,
);

/**
 * Every event name GitHub documents, for workflows or webhooks, with the reason for its decision.
 * Keys are GITHUB_EVENT_NAME values.
 */
export const EVENT_RULES: Readonly<Record<string, EventRule>> = {
  // ---- Events that start workflows (GitHub's "Events that trigger workflows") ----
  branch_protection_rule: needsWrite(
    'changing branch protection rules needs admin access ("Manage branch protection rules": admin)',
  ),
  check_run: checked(
    "check runs are created by GitHub Apps, and a CI app runs a fork's commits, so a user without write access can cause one; its sender (the app's bot, or the person who re-ran it) is checked",
  ),
  check_suite: checked(
    "check suites are completed by GitHub Apps, and a CI app runs a fork's commits, so a user without write access can cause one; its sender is checked",
  ),
  create: needsWrite(
    'creating a branch or tag in the repository needs write access ("Push to" the repository: write)',
  ),
  delete: needsWrite(
    'deleting a branch or tag in the repository needs write access ("Push to" the repository: write)',
  ),
  deployment: checked(
    "deployments are created through the API by a writer or a GitHub App, and an app may deploy a fork's pull request (a preview); the sender and the creator are checked, an app's bot through allowed-bots",
    [DEPLOYMENT_CREATOR],
  ),
  deployment_status: checked(
    "deployment statuses are reported by a writer or a GitHub App, which may be deploying a fork's pull request; the sender and the creators are checked, an app's bot through allowed-bots",
    [DEPLOYMENT_STATUS_CREATOR, DEPLOYMENT_CREATOR],
  ),
  discussion: checked(
    'anyone who can read a public repository can start a discussion ("Create new discussions": read); a maintainer labelling, editing or answering it does not make its words theirs',
    [DISCUSSION, ANSWER],
  ),
  discussion_comment: checked(
    'anyone who can read a public repository can comment on a discussion ("comment on existing discussions": read)',
    [COMMENT],
  ),
  fork: checked('anyone who can read a repository can fork it ("Fork": read)'),
  gollum: checked(
    'anyone can edit the wiki of a public repository unless it is restricted ("Edit wikis in public repositories": read)',
  ),
  image_version: needsWrite(
    'a new version of a custom runner image is built by the organization that owns the image; no user or payload is involved',
  ),
  issue_comment: checked(
    'anyone can comment on an issue or pull request of a public repository ("Open issues", comments: read); a maintainer editing the comment does not make its words theirs',
    [COMMENT],
  ),
  issues: checked(
    'anyone can open an issue on a public repository ("Open issues": read); a maintainer labelling, assigning or editing it does not make its words theirs',
    [ISSUE],
  ),
  label: needsWrite(
    'creating, editing or deleting a label needs write access ("Create, edit, delete labels": write; triage only applies them)',
  ),
  merge_group: needsWrite(
    'only someone who may merge ("Merge a pull request": write) adds a pull request to the merge queue',
  ),
  milestone: checked('the triage role, which has no write access, manages milestones'),
  page_build: needsWrite(
    'a Pages build follows a push to the publishing branch, and pushing needs write access',
  ),
  project: checked(
    'classic project boards can be changed by collaborators below write; not documented precisely, so checked',
  ),
  project_card: checked(
    'classic project cards can be added by collaborators below write; not documented precisely, so checked',
    [author('project_card.creator', 'author of the card')],
  ),
  project_column: checked(
    'classic project columns can be changed by collaborators below write; not documented precisely, so checked',
  ),
  public: needsWrite(
    'making a repository public needs admin access ("Change a repository\'s visibility": admin)',
  ),
  pull_request: checked(
    'anyone who can read a repository can send a pull request from a fork ("Send pull requests from forks": read)',
    [PULL_REQUEST],
  ),
  pull_request_comment: checked(
    'documented as a name for comments on a pull request, delivered as issue_comment; checked like it should it ever arrive',
    [COMMENT],
  ),
  pull_request_review: checked('anyone can review a pull request ("Submit reviews on pull requests": read)', [
    REVIEW,
  ]),
  pull_request_review_comment: checked(
    'anyone can comment on the diff of a pull request ("Submit reviews on pull requests": read)',
    [COMMENT],
  ),
  pull_request_target: checked(
    "a fork's pull request runs with the base repository's secrets and a write token; anyone can send one",
    [PULL_REQUEST],
  ),
  push: needsWrite('pushing to the repository needs write access ("Push to" the repository: write)'),
  registry_package: needsWrite(
    'publishing a package of the repository needs write access ("Publish packages": write)',
  ),
  release: needsWrite(
    'creating, editing or publishing a release needs write access ("Create and edit releases": write)',
  ),
  repository_dispatch: needsWrite('the dispatch API needs a token with write access to the repository'),
  schedule: needsWrite(
    'nobody triggers it: it runs the workflow file of the default branch, which only writers change',
  ),
  status: checked(
    "commit statuses are reported by a writer or a CI app, which may be testing a fork's commits; the sender is checked, an app's bot through allowed-bots",
  ),
  watch: checked('anyone can star a repository'),
  workflow_call: checked(
    "a called workflow sees its caller's event name, never this one; should it ever arrive, the caller's event is unknown, so it is checked",
    ANY_AUTHOR,
  ),
  workflow_dispatch: needsWrite(
    'running a workflow by hand or through the API needs write access ("run, re-run" workflows: write)',
  ),
  workflow_run: checked(
    "it follows another workflow's run, which a fork's pull request can start, and runs with secrets and a write token",
    [RUN_ACTOR, RUN_TRIGGERING],
  ),
  // GitHub-managed workflows (Dependabot updates, CodeQL default setup, Copilot): GITHUB_EVENT_NAME
  // `dynamic`; who started one is not documented.
  dynamic: checked(
    'GitHub-managed workflows (Dependabot, CodeQL default setup, Copilot) do not document who started them',
    ANY_AUTHOR,
  ),

  // ---- Webhook events that do not start workflows (@octokit/webhooks-schemas, GHES examples) ----
  branch_protection_configuration: NOT_A_WORKFLOW_TRIGGER,
  cache_sync: NOT_A_WORKFLOW_TRIGGER,
  code_scanning_alert: NOT_A_WORKFLOW_TRIGGER,
  commit_comment: NOT_A_WORKFLOW_TRIGGER,
  content_reference: NOT_A_WORKFLOW_TRIGGER,
  custom_property: NOT_A_WORKFLOW_TRIGGER,
  custom_property_values: NOT_A_WORKFLOW_TRIGGER,
  dependabot_alert: NOT_A_WORKFLOW_TRIGGER,
  deploy_key: NOT_A_WORKFLOW_TRIGGER,
  deployment_protection_rule: NOT_A_WORKFLOW_TRIGGER,
  deployment_review: NOT_A_WORKFLOW_TRIGGER,
  enterprise: NOT_A_WORKFLOW_TRIGGER,
  github_app_authorization: NOT_A_WORKFLOW_TRIGGER,
  installation: NOT_A_WORKFLOW_TRIGGER,
  installation_repositories: NOT_A_WORKFLOW_TRIGGER,
  installation_target: NOT_A_WORKFLOW_TRIGGER,
  marketplace_purchase: NOT_A_WORKFLOW_TRIGGER,
  member: NOT_A_WORKFLOW_TRIGGER,
  membership: NOT_A_WORKFLOW_TRIGGER,
  meta: NOT_A_WORKFLOW_TRIGGER,
  org_block: NOT_A_WORKFLOW_TRIGGER,
  organization: NOT_A_WORKFLOW_TRIGGER,
  // The webhook of registry_package (above) under its webhook name.
  package: NOT_A_WORKFLOW_TRIGGER,
  ping: NOT_A_WORKFLOW_TRIGGER,
  projects_v2_item: NOT_A_WORKFLOW_TRIGGER,
  pull_request_review_thread: NOT_A_WORKFLOW_TRIGGER,
  repository: NOT_A_WORKFLOW_TRIGGER,
  repository_import: NOT_A_WORKFLOW_TRIGGER,
  repository_vulnerability_alert: NOT_A_WORKFLOW_TRIGGER,
  secret_scanning_alert: NOT_A_WORKFLOW_TRIGGER,
  secret_scanning_alert_location: NOT_A_WORKFLOW_TRIGGER,
  security_advisory: NOT_A_WORKFLOW_TRIGGER,
  sponsorship: NOT_A_WORKFLOW_TRIGGER,
  star: NOT_A_WORKFLOW_TRIGGER,
  team: NOT_A_WORKFLOW_TRIGGER,
  team_add: NOT_A_WORKFLOW_TRIGGER,
  user: NOT_A_WORKFLOW_TRIGGER,
  workflow_job: NOT_A_WORKFLOW_TRIGGER,
};

/** The rule for an event; an unknown or empty name is checked. */
export function ruleFor(eventName: string): EventRule {
  return ownValue(EVENT_RULES, eventName) ?? UNKNOWN_EVENT_RULE;
}
