/**
 * The check run end to end: the real bundle (scripts/build.mjs) as a subprocess, fake agents, and
 * the fake GitHub API (real HTTP on 127.0.0.1, every exchange checked against GitHub's OpenAPI
 * description) as GITHUB_API_URL. For each trigger: whether a check run is made, on which commit,
 * its name, conclusion, title, summary size and annotation batches; a token without
 * `checks: write`; a main step killed mid-run whose check the post step completes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { type FakeCheckRun, FakeGitHub } from '../support/fake-github.js';
import {
  type ActionRun,
  type ActionRunOptions,
  describeActionRun,
  runActionEntry,
} from '../support/run-action.js';

const TOKEN = 'ghs_checkRunE2eToken0123456789abcdefXYZ';
const PR = 7;
/** The pull request's head as the API gives it; payloads below carry an older one. */
const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const STALE_HEAD = '1111111111111111111111111111111111111111';
/** GITHUB_SHA: the default branch's commit, where comment-triggered jobs are attached. */
const DEFAULT_BRANCH_SHA = 'feedfacefeedfacefeedfacefeedfacefeedface';
const RUN_SHA = 'cafebabecafebabecafebabecafebabecafebabe';
const RUN_URL = 'https://github.com/octo/app/actions/runs/1234';
const AUTHOR = { login: 'octo-dev', type: 'User' };

let bundle: { index: string; post: string };
let fake: FakeGitHub;

beforeAll(async () => {
  bundle = await buildActionBundle();
  fake = await FakeGitHub.start();
}, 60_000);
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.clearFaults();
  fake.comments.clear();
  fake.checkRuns.clear();
  fake.pulls.clear();
  fake.requests.length = 0;
});

function eventFile(payload: unknown): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-event-')), 'event.json');
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

interface Trigger extends ActionRunOptions {
  event: string;
  payload: unknown;
  agent?: string;
}

function run(o: Trigger): Promise<ActionRun> {
  return runActionEntry(bundle.index, {
    timeoutMs: 30_000,
    ...o,
    inputs: {
      command: o.agent ?? `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
      'github-token': TOKEN,
      'update-interval-seconds': '0.2',
      'allowed-actors': AUTHOR.login,
      ...o.inputs,
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: o.event,
      GITHUB_EVENT_PATH: eventFile(o.payload),
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'review',
      GITHUB_SHA: DEFAULT_BRANCH_SHA,
      FAKE_TIME_SCALE: '0',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
      ...o.env,
    },
  });
}

const ISSUE_COMMENT_ON_PR = {
  action: 'created',
  issue: { number: PR, title: 'Fix add()', user: AUTHOR, pull_request: { url: 'https://api.github.com/x' } },
  comment: { id: 1, body: '/agent review', user: AUTHOR },
  sender: AUTHOR,
};
const REVIEW_PAYLOAD = {
  action: 'submitted',
  pull_request: { number: PR, title: 'Fix add()', user: AUTHOR, head: { sha: STALE_HEAD } },
  review: { id: 2, body: '/agent', user: AUTHOR },
  sender: AUTHOR,
};
const REVIEW_COMMENT_PAYLOAD = {
  action: 'created',
  pull_request: { number: PR, title: 'Fix add()', user: AUTHOR, head: { sha: STALE_HEAD } },
  comment: { id: 3, body: '/agent', user: AUTHOR },
  sender: AUTHOR,
};
const PULL_REQUEST = {
  action: 'opened',
  number: PR,
  pull_request: { number: PR, title: 'Fix add()', user: AUTHOR, head: { sha: HEAD } },
  sender: AUTHOR,
};

function onlyCheck(r: ActionRun): FakeCheckRun {
  const runs = fake.checkRunsOn('octo', 'app');
  expect(runs, describeActionRun(r)).toHaveLength(1);
  return runs[0]!;
}

describe('check runs: where auto puts one', () => {
  it('issue_comment on a pull request: on the head commit the API names, completed with the run', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const r = await run({ event: 'issue_comment', payload: ISSUE_COMMENT_ON_PR });
    expect(r.code, describeActionRun(r)).toBe(0);
    const check = onlyCheck(r);
    expect(check.head_sha).toBe(HEAD);
    expect(check.name).toBe('narrator / agent.yml / review');
    expect(check.status).toBe('completed');
    expect(check.conclusion).toBe('success');
    expect(check.details_url).toBe(RUN_URL);
    expect(check.external_id).toBe('1234/1');
    // Created in_progress (a request of its own), then completed.
    const create = fake.requestsTo('create-check')[0]!;
    expect((create.body as { status: string }).status).toBe('in_progress');
    expect(fake.requestsTo('update-check')).toHaveLength(1);
    // The comment's header line is the title; the step summary the summary; the comment is linked.
    const [comment] = fake.commentsOn('octo', 'app', PR);
    const headerLine = comment!.body.split('\n').find((l) => l.startsWith('### '))!;
    expect(check.output.title).toBe(headerLine.slice(4));
    expect(check.output.title).toMatch(/finished/);
    expect(check.output.summary!.trim()).toBe(r.stepSummary.trim());
    expect(check.output.text).toContain(`#issuecomment-${comment!.id}`);
    expect(r.state['narrator-check-final']).toBe('true');
    // The pull request was read once, for its head: the command runs no agent whose repository
    // configuration Narrator judges (src/github/repository-trust.ts), so nothing else asks.
    expect(fake.requestsTo('get-pull')).toHaveLength(1);
  });

  it("details_url: the job's own page when the run's jobs can be read; the run's page when not", async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const job = fake.addJob('octo', 'app', {
      run_id: 1234,
      name: 'review',
      runner_name: 'runner-7',
      status: 'in_progress',
    });
    fake.addJob('octo', 'app', { run_id: 1234, name: 'lint', runner_name: 'runner-8' });
    const r = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      env: { RUNNER_NAME: 'runner-7' },
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(onlyCheck(r).details_url).toBe(`https://github.com/octo/app/actions/runs/1234/job/${job.id}`);
    // Without actions: read (403): the run's page, and no warning about it.
    fake.checkRuns.clear();
    fake.inject('list-jobs', { kind: 'not-accessible' });
    const denied = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      env: { RUNNER_NAME: 'runner-7' },
    });
    expect(onlyCheck(denied).details_url).toBe(RUN_URL);
    expect(denied.commands.filter((c) => c.command === 'warning')).toEqual([]);
    fake.jobs.length = 0;
  });

  it.each([
    ['pull_request_review', REVIEW_PAYLOAD],
    ['pull_request_review_comment', REVIEW_COMMENT_PAYLOAD],
  ])("%s: on the head the API names, not the payload's older one", async (event, payload) => {
    fake.addPull('octo', 'app', PR, HEAD);
    const r = await run({ event, payload });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(onlyCheck(r).head_sha).toBe(HEAD);
  });

  it('workflow_run: on the head_sha of the run that triggered it, without reading a pull request', async () => {
    const r = await run({
      event: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: { id: 99, head_sha: RUN_SHA, actor: AUTHOR, triggering_actor: AUTHOR },
        sender: AUTHOR,
      },
      inputs: { 'comment-on': 'none' },
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(onlyCheck(r).head_sha).toBe(RUN_SHA);
    expect(fake.requestsTo('get-pull')).toHaveLength(0);
  });

  it.each(['workflow_dispatch', 'schedule'])(
    '%s with comment-on naming a pull request: on its head',
    async (event) => {
      fake.addPull('octo', 'app', PR, HEAD);
      const r = await run({ event, payload: { sender: AUTHOR }, inputs: { 'comment-on': String(PR) } });
      expect(r.code, describeActionRun(r)).toBe(0);
      expect(onlyCheck(r).head_sha).toBe(HEAD);
    },
  );

  it('schedule without a pull request, and comment-on naming an issue: no check run', async () => {
    const r1 = await run({ event: 'schedule', payload: {}, inputs: { 'comment-on': 'none' } });
    expect(r1.code, describeActionRun(r1)).toBe(0);
    expect(r1.stdout).toMatch(/no check run \(a schedule job names no pull request/);
    // #8 is an issue: GitHub has no pull request 8.
    const r2 = await run({ event: 'schedule', payload: {}, inputs: { 'comment-on': '8' } });
    expect(r2.code, describeActionRun(r2)).toBe(0);
    expect(r2.stdout).toMatch(/no check run \(#8 is not a pull request\)/);
    expect(fake.checkRunsOn('octo', 'app')).toHaveLength(0);
    expect(fake.requestsTo('create-check')).toHaveLength(0);
  });

  it.each([
    ['pull_request', PULL_REQUEST],
    ['push', { ref: 'refs/heads/main', sender: AUTHOR }],
  ])("%s: never a second check on the job's own commit", async (event, payload) => {
    const r = await run({ event, payload });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(r.stdout).toContain(`no check run (a ${event} job is already a check on its commit)`);
    expect(fake.requestsTo('create-check')).toHaveLength(0);
  });

  it("check: true makes one anyway (the pull request's head; GITHUB_SHA without one); false never", async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const onPull = await run({ event: 'pull_request', payload: PULL_REQUEST, inputs: { check: 'true' } });
    expect(onPull.code, describeActionRun(onPull)).toBe(0);
    expect(onlyCheck(onPull).head_sha).toBe(HEAD);
    fake.checkRuns.clear();
    const onPush = await run({ event: 'push', payload: { sender: AUTHOR }, inputs: { check: 'true' } });
    expect(onlyCheck(onPush).head_sha).toBe(DEFAULT_BRANCH_SHA);
    fake.checkRuns.clear();
    fake.requests.length = 0;
    const off = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      inputs: { check: 'false' },
    });
    expect(off.code).toBe(0);
    expect(fake.requestsTo('create-check')).toHaveLength(0);
  });

  it('check-name names it; a matrix leg is named apart by default', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      inputs: { 'check-name': 'agent review' },
    });
    expect(fake.checkRunsOn('octo', 'app')[0]!.name).toBe('agent review');
    fake.checkRuns.clear();
    await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      inputs: {
        matrix: '{"agent":"codex"}',
        'job-index': '1',
        'job-total': '2',
        'publish-result': 'false',
        board: 'false',
      },
    });
    expect(fake.checkRunsOn('octo', 'app')[0]!.name).toBe('narrator / agent.yml / review (leg 2: codex)');
  });
});

describe('check runs: what the completion says', () => {
  it('the conclusion follows fail-on: max_turns fails it, and passes it when fail-on leaves max_turns out', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const maxTurns = `'${fakeAgent('replay-capture.mjs')}' '${capture('05-max-turns-1')}'`;
    const failed = await run({ event: 'issue_comment', payload: ISSUE_COMMENT_ON_PR, agent: maxTurns });
    expect(failed.outputs['outcome']).toBe('max_turns');
    expect(failed.code).toBe(1);
    expect(onlyCheck(failed).conclusion).toBe('failure');
    fake.checkRuns.clear();
    const passed = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      agent: maxTurns,
      inputs: { 'fail-on': 'error' },
    });
    expect(passed.code).toBe(0);
    expect(onlyCheck(passed).conclusion).toBe('success');
  });

  it('an idle timeout completes it as timed_out', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const r = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      agent: `'${fakeAgent('hang.mjs')}'`,
      inputs: { 'idle-timeout-minutes': '0.01' },
      env: { NARRATOR_KILL_GRACE_MS: '100' },
    });
    expect(r.outputs['outcome']).toBe('timed_out');
    expect(onlyCheck(r).conclusion).toBe('timed_out');
  });

  it('120 tool errors and a 300 KB answer: the summary within 65,535 characters, annotations 50 a request', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const r = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      agent: `'${fakeAgent('many-tool-errors.mjs')}'`,
      env: { FAKE_TOOL_ERRORS: '120', FAKE_RESULT_BYTES: String(300 * 1024) },
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    const check = onlyCheck(r);
    expect(check.conclusion).toBe('success');
    // The step summary itself is far longer; the check's is a shorter body that fits.
    expect(r.stepSummary.length).toBeGreaterThan(65_535);
    expect(check.output.summary!.length).toBeLessThanOrEqual(65_535);
    expect(check.output.summary).toContain('Tool calls');
    // 99 tool errors, then one annotation for the 21 past the cap: 100, sent 50 a request after
    // the create (which carries none).
    expect(check.annotations).toHaveLength(100);
    expect(check.annotationBatches).toEqual([0, 50, 50]);
    expect(check.annotations[0]).toMatchObject({
      path: '.github',
      annotation_level: 'warning',
      start_line: 1,
    });
    expect(String(check.annotations.at(-1)!['message'])).toMatch(/21 more tool errors/);
    // The step itself shows GitHub's 10 at most.
    expect(r.commands.filter((c) => c.command === 'warning').length).toBeLessThanOrEqual(10);
  });

  it('what the agent printed is redacted in the check too', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const secret = 'sk-ant-api03-checkSecretValue0123456789abcdefghij';
    const r = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      agent: `'${fakeAgent('print-secrets.mjs')}'`,
      env: { FAKE_SECRET_VALUES: `${secret}\nredact-me-0a1b2c3d` },
      inputs: { redact: 'redact-me-0a1b2c3d' },
    });
    const check = onlyCheck(r);
    const sent = fake.requests
      .filter((q) => q.route === 'create-check' || q.route === 'update-check')
      .map((q) => q.rawBody)
      .join('\n');
    expect(sent.length).toBeGreaterThan(0);
    for (const value of [secret, 'redact-me-0a1b2c3d', TOKEN]) expect(sent).not.toContain(value);
    expect(check.conclusion).toBe('failure');
  });
});

describe('check runs: when GitHub refuses, and when the main step dies', () => {
  it('a token without checks: write: ONE warning naming the permission, and the run goes on', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    fake.inject('create-check', { kind: 'not-accessible' }, 5);
    const r = await run({ event: 'issue_comment', payload: ISSUE_COMMENT_ON_PR });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(r.outputs['outcome']).toBe('success');
    const warnings = r.commands.filter((c) => c.command === 'warning' && /check/i.test(c.message));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain("'checks: write'");
    expect(fake.requestsTo('create-check')).toHaveLength(1);
    expect(fake.requestsTo('update-check')).toHaveLength(0);
    // The comment is written all the same.
    expect(fake.commentsOn('octo', 'app', PR)[0]!.body).toMatch(/finished/);
  });

  it('main step killed (SIGKILL) mid-run: the post step completes the check it left in progress', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const main = await run({
      event: 'issue_comment',
      payload: ISSUE_COMMENT_ON_PR,
      agent: `'${fakeAgent('replay-capture.mjs')}' '${capture('08-long-run-30-tools')}'`,
      env: { FAKE_TIME_SCALE: '10' },
      onStart: (child) => {
        const timer = setInterval(() => {
          const [check] = fake.checkRunsOn('octo', 'app');
          const [comment] = fake.commentsOn('octo', 'app', PR);
          if (check?.status === 'in_progress' && comment && /tool calls?/.test(comment.body)) {
            clearInterval(timer);
            child.kill('SIGKILL');
          }
        }, 20);
      },
    });
    expect(main.signal).toBe('SIGKILL');
    const before = onlyCheck(main);
    expect(before.status).toBe('in_progress');
    expect(main.state['narrator-check']).toContain(`"id":${before.id}`);

    const post = await runActionEntry(bundle.post, {
      dir: main.dir,
      inputs: { 'github-token': TOKEN },
      env: { GITHUB_API_URL: fake.url, GITHUB_EVENT_NAME: 'issue_comment' },
      state: main.state,
    });
    expect(post.code, describeActionRun(post)).toBe(0);
    const after = onlyCheck(post);
    expect(after.id).toBe(before.id);
    expect(after.status).toBe('completed');
    expect(after.conclusion).toBe('cancelled');
    expect(after.output.title).toMatch(/cancel/i);
    expect(after.output.summary).toMatch(/tool call/);
    expect(post.stdout).toContain("check 'narrator / agent.yml / review' completed: cancelled");
  }, 60_000);

  it('the post step leaves a check the main step completed alone', async () => {
    fake.addPull('octo', 'app', PR, HEAD);
    const main = await run({ event: 'issue_comment', payload: ISSUE_COMMENT_ON_PR });
    const updates = fake.requestsTo('update-check').length;
    const post = await runActionEntry(bundle.post, {
      dir: main.dir,
      inputs: { 'github-token': TOKEN },
      env: { GITHUB_API_URL: fake.url, GITHUB_EVENT_NAME: 'issue_comment' },
      state: main.state,
    });
    expect(post.code).toBe(0);
    expect(fake.requestsTo('update-check')).toHaveLength(updates);
  });
});
