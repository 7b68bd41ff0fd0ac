const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  describeError
} from "./chunk-7VCEWHLH.js";
import {
  ownValue
} from "./chunk-D4GNM7ML.js";

// src/github/event-access.ts
var author = (path, role, required = true) => ({ path, role, required });
var COMMENT = author("comment.user", "author of the comment");
var REVIEW = author("review.user", "author of the review");
var ISSUE = author("issue.user", "author of the issue");
var PULL_REQUEST = author("pull_request.user", "author of the pull request");
var DISCUSSION = author("discussion.user", "author of the discussion");
var ANSWER = author("answer.user", "author of the chosen answer", false);
var RUN_ACTOR = author("workflow_run.actor", "actor of the triggering workflow run");
var RUN_TRIGGERING = author(
  "workflow_run.triggering_actor",
  "user who started the triggering workflow run"
);
var DEPLOYMENT_CREATOR = author("deployment.creator", "creator of the deployment");
var DEPLOYMENT_STATUS_CREATOR = author("deployment_status.creator", "creator of the deployment status");
var ANY_AUTHOR = [
  COMMENT,
  REVIEW,
  ISSUE,
  PULL_REQUEST,
  DISCUSSION,
  ANSWER,
  RUN_ACTOR,
  RUN_TRIGGERING
].map((a) => ({ ...a, required: false }));
var needsWrite = (why) => ({ check: false, why });
var checked = (why, authors = []) => ({ check: true, why, authors });
var NOT_A_WORKFLOW_TRIGGER = checked(
  "GitHub does not start workflows with this webhook event, so who causes it was not judged; checked like an unknown event",
  ANY_AUTHOR
);
var UNKNOWN_EVENT_RULE = checked(
  "an event this version of Narrator does not know is checked (deny by default)",
  ANY_AUTHOR
);
var EVENT_RULES = {
  // ---- Events that start workflows (GitHub's "Events that trigger workflows") ----
  branch_protection_rule: needsWrite(
    'changing branch protection rules needs admin access ("Manage branch protection rules": admin)'
  ),
  check_run: checked(
    "check runs are created by GitHub Apps, and a CI app runs a fork's commits, so a user without write access can cause one; its sender (the app's bot, or the person who re-ran it) is checked"
  ),
  check_suite: checked(
    "check suites are completed by GitHub Apps, and a CI app runs a fork's commits, so a user without write access can cause one; its sender is checked"
  ),
  create: needsWrite(
    'creating a branch or tag in the repository needs write access ("Push to" the repository: write)'
  ),
  delete: needsWrite(
    'deleting a branch or tag in the repository needs write access ("Push to" the repository: write)'
  ),
  deployment: checked(
    "deployments are created through the API by a writer or a GitHub App, and an app may deploy a fork's pull request (a preview); the sender and the creator are checked, an app's bot through allowed-bots",
    [DEPLOYMENT_CREATOR]
  ),
  deployment_status: checked(
    "deployment statuses are reported by a writer or a GitHub App, which may be deploying a fork's pull request; the sender and the creators are checked, an app's bot through allowed-bots",
    [DEPLOYMENT_STATUS_CREATOR, DEPLOYMENT_CREATOR]
  ),
  discussion: checked(
    'anyone who can read a public repository can start a discussion ("Create new discussions": read); a maintainer labelling, editing or answering it does not make its words theirs',
    [DISCUSSION, ANSWER]
  ),
  discussion_comment: checked(
    'anyone who can read a public repository can comment on a discussion ("comment on existing discussions": read)',
    [COMMENT]
  ),
  fork: checked('anyone who can read a repository can fork it ("Fork": read)'),
  gollum: checked(
    'anyone can edit the wiki of a public repository unless it is restricted ("Edit wikis in public repositories": read)'
  ),
  image_version: needsWrite(
    "a new version of a custom runner image is built by the organization that owns the image; no user or payload is involved"
  ),
  issue_comment: checked(
    'anyone can comment on an issue or pull request of a public repository ("Open issues", comments: read); a maintainer editing the comment does not make its words theirs',
    [COMMENT]
  ),
  issues: checked(
    'anyone can open an issue on a public repository ("Open issues": read); a maintainer labelling, assigning or editing it does not make its words theirs',
    [ISSUE]
  ),
  label: needsWrite(
    'creating, editing or deleting a label needs write access ("Create, edit, delete labels": write; triage only applies them)'
  ),
  merge_group: needsWrite(
    'only someone who may merge ("Merge a pull request": write) adds a pull request to the merge queue'
  ),
  milestone: checked("the triage role, which has no write access, manages milestones"),
  page_build: needsWrite(
    "a Pages build follows a push to the publishing branch, and pushing needs write access"
  ),
  project: checked(
    "classic project boards can be changed by collaborators below write; not documented precisely, so checked"
  ),
  project_card: checked(
    "classic project cards can be added by collaborators below write; not documented precisely, so checked",
    [author("project_card.creator", "author of the card")]
  ),
  project_column: checked(
    "classic project columns can be changed by collaborators below write; not documented precisely, so checked"
  ),
  public: needsWrite(
    `making a repository public needs admin access ("Change a repository's visibility": admin)`
  ),
  pull_request: checked(
    'anyone who can read a repository can send a pull request from a fork ("Send pull requests from forks": read)',
    [PULL_REQUEST]
  ),
  pull_request_comment: checked(
    "documented as a name for comments on a pull request, delivered as issue_comment; checked like it should it ever arrive",
    [COMMENT]
  ),
  pull_request_review: checked('anyone can review a pull request ("Submit reviews on pull requests": read)', [
    REVIEW
  ]),
  pull_request_review_comment: checked(
    'anyone can comment on the diff of a pull request ("Submit reviews on pull requests": read)',
    [COMMENT]
  ),
  pull_request_target: checked(
    "a fork's pull request runs with the base repository's secrets and a write token; anyone can send one",
    [PULL_REQUEST]
  ),
  push: needsWrite('pushing to the repository needs write access ("Push to" the repository: write)'),
  registry_package: needsWrite(
    'publishing a package of the repository needs write access ("Publish packages": write)'
  ),
  release: needsWrite(
    'creating, editing or publishing a release needs write access ("Create and edit releases": write)'
  ),
  repository_dispatch: needsWrite("the dispatch API needs a token with write access to the repository"),
  schedule: needsWrite(
    "nobody triggers it: it runs the workflow file of the default branch, which only writers change"
  ),
  status: checked(
    "commit statuses are reported by a writer or a CI app, which may be testing a fork's commits; the sender is checked, an app's bot through allowed-bots"
  ),
  watch: checked("anyone can star a repository"),
  workflow_call: checked(
    "a called workflow sees its caller's event name, never this one; should it ever arrive, the caller's event is unknown, so it is checked",
    ANY_AUTHOR
  ),
  workflow_dispatch: needsWrite(
    'running a workflow by hand or through the API needs write access ("run, re-run" workflows: write)'
  ),
  workflow_run: checked(
    "it follows another workflow's run, which a fork's pull request can start, and runs with secrets and a write token",
    [RUN_ACTOR, RUN_TRIGGERING]
  ),
  // GitHub-managed workflows (Dependabot updates, CodeQL default setup, Copilot): GITHUB_EVENT_NAME
  // `dynamic`; who started one is not documented.
  dynamic: checked(
    "GitHub-managed workflows (Dependabot, CodeQL default setup, Copilot) do not document who started them",
    ANY_AUTHOR
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
  workflow_job: NOT_A_WORKFLOW_TRIGGER
};
function ruleFor(eventName) {
  return ownValue(EVENT_RULES, eventName) ?? UNKNOWN_EVENT_RULE;
}

// src/github/permission-gate.ts
var WRITE_ROLES = /* @__PURE__ */ new Set(["admin", "maintain", "write"]);
var EVERYONE = "*";
function isBotLogin(login) {
  return /\[bot\]$/i.test(login);
}
function hasWriteAccess(p) {
  return WRITE_ROLES.has(p.permission.toLowerCase()) || WRITE_ROLES.has((p.roleName ?? "").toLowerCase());
}
function isChecked(eventName) {
  return ruleFor(eventName).check;
}
function peopleOf(eventName, payload, githubActor) {
  const rule = ruleFor(eventName);
  const root = asRecord(payload);
  const actors = [];
  const missing = [];
  const add = (login, type, role) => {
    if (typeof login !== "string" || login.trim() === "") return false;
    const name = login.trim();
    const isBot = type === "Bot" || isBotLogin(name);
    const same = actors.find((a) => a.login.toLowerCase() === name.toLowerCase());
    if (same) {
      same.isBot ||= isBot;
      if (!same.roles.includes(role)) same.roles.push(role);
    } else actors.push({ login: name, isBot, roles: [role] });
    return true;
  };
  for (const author2 of rule.check ? rule.authors : []) {
    const user = asRecord(at(root, author2.path));
    if (!add(user["login"], user["type"], author2.role) && author2.required)
      missing.push(`${author2.role} (${author2.path})`);
  }
  const sender = asRecord(root["sender"]);
  add(sender["login"], sender["type"], "sender");
  add(githubActor, void 0, "GITHUB_ACTOR");
  return { actors, missing };
}
async function mayStartByComment(person, rules, lookup) {
  const user = { login: person.login, type: person.isBot ? "Bot" : "User" };
  const decision = await checkAccess(
    {
      eventName: "issue_comment",
      payload: { comment: { user }, sender: user },
      githubActor: void 0,
      allowedActors: rules.allowedActors,
      allowedBots: rules.allowedBots
    },
    lookup
  );
  return decision.allowed;
}
async function checkAccess(request, lookup) {
  const event = request.eventName;
  if (event === "") {
    return {
      allowed: false,
      actor: null,
      reason: "GITHUB_EVENT_NAME is empty, so Narrator cannot tell which event started the run, nor whose words the agent would read",
      remedy: "Run Narrator as a step of a workflow run by GitHub Actions, which always names the event."
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
      reason: `${theEvent(event)} does not name the ${missing.join(" or the ")}, so that person's access cannot be checked`,
      remedy: "Narrator only starts from this event when it can tell whose words the agent would read."
    };
  }
  if (actors.length === 0) {
    return {
      allowed: false,
      actor: null,
      reason: `${theEvent(event)} names no sender and GITHUB_ACTOR is empty, so nobody's access can be checked`,
      remedy: "Narrator only starts from this event when it can tell who triggered it."
    };
  }
  const everyone = request.allowedActors.includes(EVERYONE);
  const reasons = [];
  const letInByEveryone = [];
  for (const actor of actors) {
    const login = actor.login.toLowerCase();
    const who = describe(actor);
    if (actor.isBot) {
      if (request.allowedBots.includes(login.replace(/\[bot\]$/, ""))) {
        reasons.push(`${actor.login} is listed in allowed-bots`);
        continue;
      }
      return {
        allowed: false,
        actor: actor.login,
        reason: `${who} is a bot, and bots may start the agent from ${anEvent(event)} only when listed in allowed-bots`,
        remedy: `To allow it, add ${actor.login.replace(/\[bot\]$/i, "")} to the allowed-bots input of this workflow step.`
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
    let permission;
    try {
      permission = await lookup(actor.login);
    } catch (error) {
      return {
        allowed: false,
        actor: actor.login,
        reason: `the repository permission of ${who} could not be read (${describeError(error)}), and Narrator does not start an agent it cannot authorize`,
        remedy: "Run the job again once the GitHub API answers, check that the github-token input can read the repository, or add the login to the allowed-actors input."
      };
    }
    if (!hasWriteAccess(permission)) {
      const role = permission.roleName ?? permission.permission;
      return {
        allowed: false,
        actor: actor.login,
        reason: `${who} has ${role} access to this repository; starting the agent from ${anEvent(event)} needs write, maintain or admin access`,
        remedy: `To allow ${actor.login} anyway, add the login to the allowed-actors input of this workflow step.`
      };
    }
    reasons.push(`${actor.login} has ${permission.roleName ?? permission.permission} access`);
  }
  if (letInByEveryone.length > 0) {
    reasons.push(`allowed-actors '*' lets in ${letInByEveryone.join(", ")} without a permission check`);
  }
  return { allowed: true, reason: reasons.join("; "), letInByEveryone };
}
async function fetchPermission(octokit, repo, login, signal) {
  const response = await octokit.rest.repos.getCollaboratorPermissionLevel({
    owner: repo.owner,
    repo: repo.repo,
    username: login,
    request: { signal }
  });
  const data = response.data;
  if (typeof data.permission !== "string") {
    throw new Error(`the permission API answered without a permission for ${login}`);
  }
  return {
    permission: data.permission,
    roleName: typeof data.role_name === "string" ? data.role_name : null
  };
}
function anEvent(event) {
  if (event === "") return "an event without a name (GITHUB_EVENT_NAME is empty)";
  return `${/^[aeiou]/i.test(event) ? "an" : "a"} ${event} event`;
}
function theEvent(event) {
  return event === "" ? "the event (GITHUB_EVENT_NAME is empty)" : `the ${event} event`;
}
function describe(actor) {
  const authorRoles = actor.roles.filter((r) => r !== "sender" && r !== "GITHUB_ACTOR");
  if (authorRoles.length > 0) return `${actor.login} (${authorRoles.join(", ")})`;
  return actor.roles.includes("sender") ? actor.login : `${actor.login} (GITHUB_ACTOR)`;
}
function at(root, path) {
  let value = root;
  for (const key of path.split(".")) value = asRecord(value)[key];
  return value;
}
function asRecord(value) {
  return typeof value === "object" && value !== null ? value : {};
}

export {
  ruleFor,
  isBotLogin,
  hasWriteAccess,
  isChecked,
  mayStartByComment,
  checkAccess,
  fetchPermission
};
