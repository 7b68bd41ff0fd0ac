/**
 * The permission gate end to end: the real bundle as a subprocess, the fake GitHub for the
 * permission API and the refusal comment, and an "agent" that leaves a marker file when it is
 * started — so "refused before launching anything" is checked on the file system, not trusted.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { FakeGitHub } from '../support/fake-github.js';
import { runActionEntry } from '../support/run-action.js';

let bundle: { index: string; post: string };
let fake: FakeGitHub;
const TOKEN = 'ghs_gateTokenValue0123456789abcdefghij';

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.clearFaults();
  fake.comments.clear();
  fake.requests.length = 0;
  fake.permissions.clear();
});

type User = { login: string; type?: string };

interface GateRun {
  eventName: string;
  /** Who sent the event (and GITHUB_ACTOR). */
  sender: User;
  /** Who wrote the comment, issue or pull request; the sender unless said. */
  author?: User;
  action?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}

/** The fields of the event payload GitHub sends that the gate and the comment target read, on #7. */
function payloadOf(o: GateRun): Record<string, unknown> {
  const author = o.author ?? o.sender;
  const base = { action: o.action ?? 'created', sender: o.sender };
  switch (o.eventName) {
    case 'pull_request_target':
      return { ...base, number: 7, pull_request: { number: 7, title: 'Change', user: author } };
    case 'pull_request_review_comment':
      return { ...base, pull_request: { number: 7 }, comment: { body: '/narrate', user: author } };
    case 'issues':
      return { ...base, issue: { number: 7, title: 'Please triage', body: 'Words', user: author } };
    case 'issue_comment':
      return { ...base, issue: { number: 7, pull_request: {} }, comment: { body: '/narrate', user: author } };
    default:
      return base;
  }
}

async function run(o: GateRun) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-gate-'));
  const marker = path.join(dir, 'agent-started');
  const event = path.join(dir, 'gate-event.json');
  writeFileSync(event, JSON.stringify(payloadOf(o)));
  // The "agent": only writes the marker (its run then ends as an error: no stream).
  const agent = `'${process.execPath}' -e "require('fs').writeFileSync(process.argv[1], 'x')" '${marker}'`;
  const result = await runActionEntry(bundle.index, {
    dir,
    inputs: {
      command: agent,
      'github-token': TOKEN,
      // No live comment unless a case asks: the refusal comment follows comment-on too.
      'comment-on': 'none',
      ...o.inputs,
    },
    env: {
      GITHUB_EVENT_NAME: o.eventName,
      GITHUB_EVENT_PATH: event,
      GITHUB_ACTOR: o.sender.login,
      GITHUB_API_URL: fake.url,
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'narrate',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_GITHUB_TIMEOUT_MS: '3000',
      ...o.env,
    },
  });
  return { ...result, started: existsSync(marker) };
}

const failureOf = (r: { commands: Array<{ command: string; message: string }> }) =>
  r.commands
    .filter((c) => c.command === 'error')
    .map((c) => c.message)
    .join('\n');

describe('who may start the agent (dist/index.js)', () => {
  it('issue_comment by a read-only user: refused before launch, one @-free comment, failed job', async () => {
    fake.permissions.set('outsider', 'read');
    const r = await run({
      eventName: 'issue_comment',
      sender: { login: 'outsider', type: 'User' },
      inputs: { 'comment-on': 'auto' },
    });
    expect(r.code).toBe(1);
    expect(r.started).toBe(false);
    // Nothing ran: only the verdict and why, no outcome or numbers.
    expect(r.outputs).toEqual({
      conclusion: 'failure',
      error: expect.stringMatching(/^Narrator refused to start the agent: outsider/),
    });
    // The wording README's troubleshooting table quotes.
    expect(failureOf(r)).toContain(
      'refused to start the agent: outsider (author of the comment) has read access to this repository; starting the agent from an issue_comment event needs write, maintain or admin access. ',
    );
    expect(failureOf(r)).toMatch(/allowed-actors/);
    const comments = fake.commentsOn('octo', 'app', 7);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body).toMatch(/^<!-- narrator:refused agent\.yml\/narrate -->/);
    expect(body).toContain('`outsider`');
    expect(body).toContain('`allowed-actors`');
    expect(body).not.toMatch(/@[A-Za-z0-9]/);
    expect(body).not.toContain(TOKEN);
    // The token is masked in the job log even though the run never got as far as launching.
    expect(r.stdout).toContain(`::add-mask::${TOKEN}`);
    // Only the permission check and the refusal comment: nothing else was asked of GitHub.
    expect(fake.requests.map((q) => q.route)).toEqual(['permission', 'list-comments', 'create-comment']);

    // The post step finds nothing to finish: a refused run left no state and no live comment.
    const requestsBefore = fake.requests.length;
    const post = await runActionEntry(bundle.post, {
      dir: r.dir,
      state: r.state,
      env: { GITHUB_API_URL: fake.url },
    });
    expect(post.code).toBe(0);
    expect(post.commands).toEqual([]);
    expect(fake.requests.length).toBe(requestsBefore);

    // A second refusal edits the same comment instead of adding one.
    const again = await run({
      eventName: 'issue_comment',
      sender: { login: 'outsider' },
      inputs: { 'comment-on': 'auto' },
    });
    expect(again.code).toBe(1);
    expect(fake.commentsOn('octo', 'app', 7)).toHaveLength(1);
    expect(fake.requestsTo('update-comment')).toHaveLength(1);
  });

  it('pull_request_target by a writer: allowed, the agent runs', async () => {
    fake.permissions.set('maintainer', 'write');
    const r = await run({ eventName: 'pull_request_target', sender: { login: 'maintainer', type: 'User' } });
    expect(r.started).toBe(true);
    expect(r.stdout).toMatch(/authorized: maintainer has write access/);
    expect(fake.commentsOn('octo', 'app', 7)).toHaveLength(0);
  });

  it('allowed-actors lets a read-only user in without asking GitHub', async () => {
    fake.permissions.set('friend', 'read');
    const r = await run({
      eventName: 'pull_request_review_comment',
      sender: { login: 'Friend' },
      inputs: { 'allowed-actors': 'someone\nfriend' },
    });
    expect(r.started).toBe(true);
    expect(fake.requestsTo('permission')).toHaveLength(0);
  });

  it('bots: refused unless in allowed-bots', async () => {
    fake.permissions.set('renovate[bot]', 'admin');
    const refused = await run({
      eventName: 'issue_comment',
      sender: { login: 'renovate[bot]', type: 'Bot' },
    });
    expect(refused.code).toBe(1);
    expect(refused.started).toBe(false);
    expect(failureOf(refused)).toMatch(/is a bot.*allowed-bots/);
    const allowed = await run({
      eventName: 'issue_comment',
      sender: { login: 'renovate[bot]', type: 'Bot' },
      inputs: { 'allowed-bots': 'renovate' },
    });
    expect(allowed.started).toBe(true);
  });

  it('push needs write access to happen: no permission request at all', async () => {
    const r = await run({ eventName: 'push', sender: { login: 'anyone' } });
    expect(r.started).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('an empty event name is refused on a runner, whoever the sender, and not checked outside one (no event triggered anything)', async () => {
    fake.permissions.set('outsider', 'read');
    const onRunner = await run({ eventName: '', sender: { login: 'outsider', type: 'User' } });
    expect(onRunner.code).toBe(1);
    expect(onRunner.started).toBe(false);
    expect(failureOf(onRunner)).toContain('GITHUB_EVENT_NAME is empty');
    // A writer as the sender does not make it a known event: still refused, nobody is asked about.
    fake.permissions.set('maintainer', 'write');
    fake.requests.length = 0;
    const writer = await run({ eventName: '', sender: { login: 'maintainer', type: 'User' } });
    expect(writer.code).toBe(1);
    expect(writer.started).toBe(false);
    expect(failureOf(writer)).toContain('GITHUB_EVENT_NAME is empty');
    expect(fake.requests).toHaveLength(0);
    fake.requests.length = 0;
    const local = await run({ eventName: '', sender: { login: 'outsider' }, env: { GITHUB_ACTIONS: '' } });
    expect(local.started).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  // A hole a security review found: `issues` ran the agent for a read-only user without asking
  // GitHub.
  it('issues opened by a read-only user: refused before launch, with a comment on the issue', async () => {
    fake.permissions.set('outsider', 'read');
    const r = await run({
      eventName: 'issues',
      action: 'opened',
      sender: { login: 'outsider', type: 'User' },
      inputs: { 'comment-on': 'auto' },
    });
    expect(r.code).toBe(1);
    expect(r.started).toBe(false);
    expect(failureOf(r)).toContain(
      'refused to start the agent: outsider (author of the issue) has read access to this repository; starting the agent from an issues event needs write, maintain or admin access. ',
    );
    expect(fake.requestsTo('permission').map((q) => q.path)).toEqual([
      '/repos/octo/app/collaborators/outsider/permission',
    ]);
    const comments = fake.commentsOn('octo', 'app', 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain(
      'This run (event `issues`) was refused for `outsider` before anything was launched',
    );
    expect(comments[0]!.body).not.toMatch(/@[A-Za-z0-9]/);
  });

  // A hole a security review found: the gate asked about the maintainer who edited, not the comment's author.
  it('issue_comment edited by a maintainer, written by a read-only user: refused, naming the author', async () => {
    fake.permissions.set('maintainer', 'admin');
    fake.permissions.set('outsider', 'read');
    const r = await run({
      eventName: 'issue_comment',
      action: 'edited',
      sender: { login: 'maintainer', type: 'User' },
      author: { login: 'outsider', type: 'User' },
      inputs: { 'comment-on': 'auto' },
    });
    expect(r.code).toBe(1);
    expect(r.started).toBe(false);
    expect(failureOf(r)).toContain('outsider (author of the comment) has read access to this repository');
    // The author settles it: nobody else needed asking.
    expect(fake.requestsTo('permission').map((q) => q.path)).toEqual([
      '/repos/octo/app/collaborators/outsider/permission',
    ]);
    const body = fake.commentsOn('octo', 'app', 7)[0]!.body;
    expect(body).toContain('was refused for `outsider`');
    expect(body).not.toContain('maintainer');

    // The same edit of a writer's comment runs, after asking about both.
    fake.permissions.set('writer', 'write');
    fake.requests.length = 0;
    const ok = await run({
      eventName: 'issue_comment',
      action: 'edited',
      sender: { login: 'maintainer', type: 'User' },
      author: { login: 'writer', type: 'User' },
    });
    expect(ok.started).toBe(true);
    expect(fake.requestsTo('permission').map((q) => q.path)).toEqual([
      '/repos/octo/app/collaborators/writer/permission',
      '/repos/octo/app/collaborators/maintainer/permission',
    ]);
  });

  it("allowed-actors '*': a triage workflow answers anyone, and the log names who got in that way", async () => {
    const r = await run({
      eventName: 'issues',
      action: 'opened',
      sender: { login: 'Stranger', type: 'User' },
      inputs: { 'allowed-actors': '*' },
    });
    expect(r.started).toBe(true);
    expect(fake.requestsTo('permission')).toHaveLength(0);
    expect(r.stdout).toContain(
      "Narrator: allowed-actors is '*': let in without a permission check: Stranger\n",
    );

    // '*' next to logins is refused as an input error: nothing launched.
    const mixed = await run({
      eventName: 'issues',
      sender: { login: 'Stranger', type: 'User' },
      inputs: { 'allowed-actors': '*\nfriend' },
    });
    expect(mixed.code).toBe(1);
    expect(mixed.started).toBe(false);
    expect(failureOf(mixed)).toContain(
      "input 'allowed-actors': '*' lets everyone in and cannot be combined with logins",
    );
  });

  it('fails closed: the permission API erroring or stalling refuses, with the reason', async () => {
    fake.permissions.set('maintainer', 'admin');
    fake.inject('permission', { kind: 'status', status: 503 }, 10);
    const down = await run({ eventName: 'issue_comment', sender: { login: 'maintainer' } });
    expect(down.code).toBe(1);
    expect(down.started).toBe(false);
    expect(failureOf(down)).toMatch(/could not be read \(503 Service Unavailable\)/);
    // 1 try + the retry plugin's 3 retries, then refusal
    expect(fake.requestsTo('permission')).toHaveLength(4);

    fake.clearFaults();
    fake.inject('permission', { kind: 'stall', ms: 5_000 });
    const stalled = await run({
      eventName: 'issue_comment',
      sender: { login: 'maintainer' },
      env: { NARRATOR_GITHUB_TIMEOUT_MS: '500' },
    });
    expect(stalled.code).toBe(1);
    expect(stalled.started).toBe(false);
    expect(failureOf(stalled)).toMatch(/no answer from the GitHub API within 500 ms/);
    expect(stalled.ms).toBeLessThan(4_000);
  });

  it('fails closed on a malformed event payload: refused with the file and why, read once, the agent never started', async () => {
    fake.permissions.set('maintainer', 'admin');
    const broken = await run({
      eventName: 'issue_comment',
      sender: { login: 'maintainer' },
      env: {
        GITHUB_EVENT_PATH: path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-gate-')), 'missing.json'),
      },
    });
    expect(broken.code).toBe(1);
    expect(broken.started).toBe(false);
    expect(failureOf(broken)).toMatch(
      /the access check failed \(cannot read the event payload .*missing\.json: ENOENT/,
    );
    expect(fake.requestsTo('permission')).toHaveLength(0);
  });
});
