/**
 * The permission gate over every event GitHub has, with GitHub's own published example payloads
 * (@octokit/webhooks-examples: api.github.com and every GHES version it ships), checked against
 * the published JSON schemas (@octokit/webhooks-schemas) with ajv.
 *
 * For each event name: either it is on the documented needs-write list below (no check, no
 * request), or the gate asks GitHub about exactly the sender, the author(s) this file names for
 * that event, and GITHUB_ACTOR — each person once. An event name that src/github/event-access.ts
 * does not decide fails here until someone decides it.
 *
 * The expectations below are this file's own statement of GitHub's documentation, written out
 * separately from the table in src/github/event-access.ts on purpose: a change of decision there
 * fails here until both say the same.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { EVENT_RULES } from '../../src/github/event-access.js';
import { type AccessDecision, checkAccess, type RepoPermission } from '../../src/github/permission-gate.js';

const require = createRequire(import.meta.url);

interface WebhookDefinition {
  name: string;
  actions: string[];
  examples: Array<Record<string, unknown>>;
}
interface WebhookSchema {
  oneOf: Array<{ $ref: string }>;
  definitions: Record<string, unknown>;
}

const EXAMPLES_DIR = path.dirname(require.resolve('@octokit/webhooks-examples/package.json'));
const GITHUB_COM = require('@octokit/webhooks-examples') as WebhookDefinition[];
/** GHES 3.1 … 3.5 as the package ships them (more versions appear as the package grows). */
const GHES: Record<string, WebhookDefinition[]> = Object.fromEntries(
  readdirSync(EXAMPLES_DIR)
    .filter((d) => d.startsWith('ghes-'))
    .map((d) => [d, require(`@octokit/webhooks-examples/${d}/index.json`) as WebhookDefinition[]]),
);
const SCHEMA = require('@octokit/webhooks-schemas') as WebhookSchema;
/** The event names the schema knows: `#/definitions/issues_event`, `#/definitions/push$event`. */
const SCHEMA_EVENTS = SCHEMA.oneOf.map((o) => /^#\/definitions\/(.+?)(?:_event|\$event)$/.exec(o.$ref)![1]!);

/**
 * GitHub's "Events that trigger workflows" (docs.github.com/actions/reference/workflows-and-actions/
 * events-that-trigger-workflows), every heading, plus `dynamic` (GitHub-managed workflows).
 */
const WORKFLOW_EVENTS = [
  'branch_protection_rule',
  'check_run',
  'check_suite',
  'create',
  'delete',
  'deployment',
  'deployment_status',
  'discussion',
  'discussion_comment',
  'fork',
  'gollum',
  'image_version',
  'issue_comment',
  'issues',
  'label',
  'merge_group',
  'milestone',
  'page_build',
  'project',
  'project_card',
  'project_column',
  'public',
  'pull_request',
  'pull_request_comment',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_target',
  'push',
  'registry_package',
  'release',
  'repository_dispatch',
  'schedule',
  'status',
  'watch',
  'workflow_call',
  'workflow_dispatch',
  'workflow_run',
  'dynamic',
];

/**
 * The documented needs-write list (README, "Who may start the agent"): nobody can cause these
 * without write access, so the gate lets them through without a request.
 */
const NEEDS_WRITE = [
  'branch_protection_rule',
  'create',
  'delete',
  'image_version',
  'label',
  'merge_group',
  'page_build',
  'public',
  'push',
  'registry_package',
  'release',
  'repository_dispatch',
  'schedule',
  'workflow_dispatch',
];

/** Whose words each checked event carries, besides the sender and GITHUB_ACTOR (payload paths). */
const TEXT_AUTHORS: Record<string, string[]> = {
  issue_comment: ['comment.user'],
  pull_request_comment: ['comment.user'],
  pull_request_review_comment: ['comment.user'],
  discussion_comment: ['comment.user'],
  pull_request_review: ['review.user'],
  issues: ['issue.user'],
  pull_request: ['pull_request.user'],
  pull_request_target: ['pull_request.user'],
  discussion: ['discussion.user', 'answer.user'],
  workflow_run: ['workflow_run.actor', 'workflow_run.triggering_actor'],
  project_card: ['project_card.creator'],
  deployment: ['deployment.creator'],
  deployment_status: ['deployment_status.creator', 'deployment.creator'],
  // Checked with the sender alone: the app or person that caused them wrote nothing else.
  check_run: [],
  check_suite: [],
  fork: [],
  gollum: [],
  milestone: [],
  project: [],
  project_column: [],
  status: [],
  watch: [],
};
/** Events whose payload is not documented for workflows (webhook-only, unknown): everyone in the usual places. */
const ANY_AUTHOR = [
  'comment.user',
  'review.user',
  'issue.user',
  'pull_request.user',
  'discussion.user',
  'answer.user',
  'workflow_run.actor',
  'workflow_run.triggering_actor',
];
const authorsOf = (event: string): string[] => TEXT_AUTHORS[event] ?? ANY_AUTHOR;
/**
 * Authors GitHub's schemas require: a payload of a workflow event without one is refused without
 * asking anyone (fail closed). The answer of a discussion is only sent on `answered`.
 */
const REQUIRED = new Set([
  'comment.user',
  'review.user',
  'issue.user',
  'pull_request.user',
  'discussion.user',
  'workflow_run.actor',
  'workflow_run.triggering_actor',
  'deployment.creator',
  'deployment_status.creator',
  'project_card.creator',
]);
const requiredOf = (event: string): string[] => (TEXT_AUTHORS[event] ?? []).filter((p) => REQUIRED.has(p));
/** The published examples that lack a required author, and are therefore refused by the gate. */
const INCOMPLETE = new Set(['workflow_run[0]']);

/** Workflow events without an example of their own, and whose payload GitHub documents them with. */
const PAYLOAD_OF: Record<string, string> = {
  pull_request_target: 'pull_request',
  registry_package: 'package',
};

// ---- schema validation ----

const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv }).default;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
ajv.addSchema(SCHEMA as object, 'webhooks');

/** The schema of one example: the definition of its action if there is one, else of its event. */
function validatorFor(event: string, action: unknown): ValidateFunction {
  const names = [`${event}$${String(action)}`, `${event}$event`, `${event}_event`];
  const name = names.find((n) => n in SCHEMA.definitions);
  if (!name) throw new Error(`@octokit/webhooks-schemas has no definition for ${event} (${String(action)})`);
  return ajv.getSchema(`webhooks#/definitions/${name}`)!;
}

/**
 * The published examples that do not validate against the published schemas (7.6.1 of both), by
 * `event[index]`, with what fails. Nearly all are older than the schema: a field GitHub added
 * since (repository.is_template, web_commit_signoff_required, topics, visibility,
 * custom_properties, issue.reactions…) is required by the schema and absent from the example.
 * Seven fail otherwise (a null where the schema says string, a date that is not a date-time, a
 * field the schema does not allow, an avatar URL other than the schema's constant). They stay in
 * the gate tests below. Only one of their errors is about what the gate reads (the presence, login
 * and type of the sender and the authors): workflow_run[0] predates workflow_run.actor and
 * triggering_actor, and the gate refuses it for that. A new failure, or one fixed, fails here.
 */
const KNOWN_INVALID: Record<string, string> = {
  'branch_protection_rule[0]': 'required',
  'check_run[0]': 'required',
  'check_run[7]': 'format',
  'check_run[8]': 'format',
  'check_suite[0]': 'required',
  'code_scanning_alert[0]': 'additionalProperties,required,type',
  'commit_comment[0]': 'required',
  'create[0]': 'required',
  'delete[0]': 'required',
  'dependabot_alert[0]': 'required',
  'deploy_key[0]': 'required',
  'deployment[0]': 'required',
  'deployment_status[0]': 'required',
  'discussion[0]': 'required',
  'discussion_comment[0]': 'required',
  'fork[0]': 'required',
  'gollum[0]': 'required',
  'installation[0]': 'required',
  'installation_repositories[0]': 'required',
  'issue_comment[0]': 'required',
  'issues[0]': 'required',
  'label[0]': 'required',
  'member[0]': 'required',
  'merge_group[0]': 'required',
  'meta[0]': 'required',
  'milestone[0]': 'required',
  'package[0]': 'required',
  'page_build[0]': 'required',
  'ping[0]': 'required',
  'project[0]': 'required',
  'project_card[0]': 'required',
  'project_column[0]': 'required',
  'public[0]': 'required',
  'pull_request[0]': 'oneOf,required,type',
  'pull_request_review[0]': 'required',
  'pull_request_review_comment[0]': 'required',
  'pull_request_review_thread[0]': 'required',
  'push[0]': 'required',
  'release[0]': 'required,type',
  'repository_dispatch[0]': 'required',
  'repository[0]': 'required',
  'repository_import[0]': 'required',
  'repository_vulnerability_alert[0]': 'const,required',
  'security_advisory[0]': 'required',
  'sponsorship[1]': 'required',
  'star[0]': 'required',
  'status[0]': 'required',
  'team[0]': 'required',
  'team_add[0]': 'required',
  'watch[0]': 'required',
  'workflow_dispatch[0]': 'required',
  'workflow_job[0]': 'required',
  'workflow_run[0]': 'enum,required,type',
};

/** JSON pointers of the user objects the gate reads in an event's payload (it reads their login and type). */
const gateObjects = (event: string): string[] =>
  ['sender', ...authorsOf(event)].map((p) => `/${p.replaceAll('.', '/')}`);

/** Whether a schema error is about something the gate reads: a user object's presence, shape, login or type. */
function touchesGate(error: ErrorObject, objects: string[]): boolean {
  const at = error.instancePath;
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return objects.some((object) => {
    if (at === `${object}/login` || at === `${object}/type`) return true;
    if (at === object) return error.keyword === 'type' || missing === 'login' || missing === 'type';
    // An ancestor without the object, or not an object at all.
    if (object.startsWith(`${at}/`)) {
      const next = object.slice(at.length + 1).split('/')[0];
      return error.keyword === 'type' || missing === next;
    }
    return false;
  });
}

describe("GitHub's published webhook examples against the published schemas", () => {
  it('every api.github.com example validates, except the pinned list; only one of those lacks what the gate reads', () => {
    const invalid: Record<string, string> = {};
    const aboutGate: Record<string, string[]> = {};
    let count = 0;
    for (const def of GITHUB_COM) {
      def.examples.forEach((example, i) => {
        count++;
        const validate = validatorFor(def.name, example['action']);
        if (validate(example)) return;
        const errors = validate.errors as ErrorObject[];
        invalid[`${def.name}[${i}]`] = [...new Set(errors.map((e) => e.keyword))].sort().join(',');
        const touching = errors
          .filter((e) => touchesGate(e, gateObjects(def.name)))
          .map((e) => `${e.instancePath} ${e.message}`);
        if (touching.length > 0) aboutGate[`${def.name}[${i}]`] = touching;
      });
    }
    expect(invalid).toEqual(KNOWN_INVALID);
    // The one published example older than a field the gate reads: the gate refuses it (below).
    expect(aboutGate).toEqual({
      'workflow_run[0]': [
        "/workflow_run must have required property 'actor'",
        "/workflow_run must have required property 'triggering_actor'",
      ],
    });
    expect(count).toBe(329);
  });
});

// ---- the gate ----

const get = (root: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>(
      (v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined),
      root,
    );
const isUser = (v: unknown): v is { login: string; type?: unknown } =>
  typeof v === 'object' && v !== null && typeof (v as { login?: unknown }).login === 'string';
const isBot = (u: { login: string; type?: unknown }) => u.type === 'Bot' || /\[bot\]$/i.test(u.login);

/**
 * A copy of the payload in which every user object anywhere (sender, authors, assignees, owners…)
 * has a login of its own, made from its place in the payload: whoever the gate asks about can be
 * told apart, and asking about someone it should not (an assignee, the repository's owner) shows.
 */
function relabel(value: unknown, at = ''): unknown {
  if (Array.isArray(value)) return value.map((v, i) => relabel(v, `${at}.${i}`));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = relabel(v, at ? `${at}.${k}` : k);
  if (isUser(value)) out['login'] = `${at}${/\[bot\]$/i.test(value.login) ? '[bot]' : ''}`;
  return out;
}

/** The people the gate must ask about, by this file's statement: authors present, sender, GITHUB_ACTOR. */
function expectedPeople(event: string, payload: unknown, githubActor: string) {
  const people = [...authorsOf(event), 'sender'].map((p) => get(payload, p)).filter(isUser);
  people.push({ login: githubActor, type: 'User' });
  const distinct = new Map<string, { login: string; type?: unknown }>();
  for (const p of people) if (!distinct.has(p.login.toLowerCase())) distinct.set(p.login.toLowerCase(), p);
  const all = [...distinct.values()];
  return {
    humans: all.filter((p) => !isBot(p)).map((p) => p.login),
    bots: all.filter(isBot).map((p) => p.login.toLowerCase().replace(/\[bot\]$/, '')),
  };
}

async function gate(
  event: string,
  payload: unknown,
  githubActor: string,
  permissionOf: (login: string) => string,
  allowedBots: string[] = [],
) {
  const asked: string[] = [];
  const decision: AccessDecision = await checkAccess(
    { eventName: event, payload, githubActor, allowedActors: [], allowedBots },
    async (login): Promise<RepoPermission> => {
      asked.push(login);
      return { permission: permissionOf(login), roleName: permissionOf(login) };
    },
  );
  return { decision, asked };
}

/** Every (event name, payload) pair to run: the examples under their own name, and aliases. */
function cases(definitions: WebhookDefinition[]): Array<[string, number, Record<string, unknown>]> {
  const out: Array<[string, number, Record<string, unknown>]> = [];
  const add = (event: string, def: WebhookDefinition) => {
    for (const [i, example] of def.examples.entries()) out.push([event, i, example]);
  };
  for (const def of definitions) add(def.name, def);
  for (const [event, source] of Object.entries(PAYLOAD_OF)) {
    for (const def of definitions.filter((d) => d.name === source)) add(event, def);
  }
  return out;
}

const ACTOR = 'workflow-actor';

describe('the decision table covers every event GitHub has', () => {
  const names = new Set([
    ...GITHUB_COM.map((d) => d.name),
    ...Object.values(GHES).flatMap((defs) => defs.map((d) => d.name)),
    ...SCHEMA_EVENTS,
    ...WORKFLOW_EVENTS,
  ]);

  it.each([...names].sort())('%s is decided in src/github/event-access.ts', (name) => {
    expect(
      Object.hasOwn(EVENT_RULES, name),
      `GitHub has a '${name}' event that src/github/event-access.ts does not decide: say whether someone without write access can cause it, and whose words it carries`,
    ).toBe(true);
    // The table and this file's documented lists agree.
    const rule = EVENT_RULES[name]!;
    expect(rule.check, `${name}: needs-write list`).toBe(!NEEDS_WRITE.includes(name));
    if (rule.check)
      expect(
        rule.authors.map((a) => a.path),
        name,
      ).toEqual(authorsOf(name));
  });

  it('the needs-write list holds only events that start workflows', () => {
    for (const name of NEEDS_WRITE) expect(WORKFLOW_EVENTS, name).toContain(name);
  });
});

describe.each([['api.github.com', GITHUB_COM], ...Object.entries(GHES)])(
  'the gate on every published example payload (%s)',
  (_, definitions) => {
    // GHES examples are run through the gate too, but not schema-checked: the schema package
    // describes api.github.com, and most GHES examples (older payloads) do not match it.
    const all = cases(definitions as WebhookDefinition[]);

    it.each(all.filter(([event]) => NEEDS_WRITE.includes(event)))(
      '%s[%i]: needs write access: allowed with no request',
      async (event, _i, example) => {
        const { decision, asked } = await gate(event, example, ACTOR, () => 'none');
        expect(decision.allowed).toBe(true);
        expect(asked).toEqual([]);
      },
    );

    it.each(all.filter(([event]) => !NEEDS_WRITE.includes(event)))(
      '%s[%i]: asks GitHub about exactly the sender, the authors and GITHUB_ACTOR, each once',
      async (event, i, example) => {
        const lacking = requiredOf(event).filter((p) => !isUser(get(example, p)));
        expect(lacking.length > 0, `${event}[${i}] lacks ${lacking.join(', ')}`).toBe(
          INCOMPLETE.has(`${event}[${i}]`),
        );
        if (lacking.length > 0) {
          // Fail closed: without the person whose words the agent would read, nobody is asked.
          const run = await gate(event, example, ACTOR, () => 'admin');
          expect(run.decision).toMatchObject({ allowed: false, actor: null });
          expect(run.asked).toEqual([]);
          return;
        }
        // Everyone a different login: the gate must ask about exactly these people, no one else.
        const payload = relabel(example);
        const people = expectedPeople(event, payload, ACTOR);
        const admins = await gate(event, payload, ACTOR, () => 'admin', people.bots);
        expect(admins.decision).toMatchObject({ allowed: true });
        expect([...admins.asked].sort()).toEqual([...people.humans].sort());

        // Any one of them with read access refuses the run, naming that person.
        for (const reader of people.humans) {
          const run = await gate(
            event,
            payload,
            ACTOR,
            (l) => (l === reader ? 'read' : 'admin'),
            people.bots,
          );
          expect(run.decision, reader).toMatchObject({ allowed: false, actor: reader });
        }
        // A bot not listed in allowed-bots refuses it too.
        if (people.bots.length > 0) {
          const run = await gate(event, payload, ACTOR, () => 'admin');
          expect(run.decision).toMatchObject({ allowed: false });
        }

        // The example as published (one person often in several roles): each asked once.
        const original = expectedPeople(event, example, ACTOR);
        const once = await gate(event, example, ACTOR, () => 'admin', original.bots);
        expect([...once.asked].sort()).toEqual([...original.humans].sort());
      },
    );
  },
);
