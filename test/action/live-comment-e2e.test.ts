/**
 * The live comment end to end: the real bundle (scripts/build.mjs) run as a subprocess, a fake
 * agent replaying a REAL capture (time-scaled), and the fake GitHub API (real HTTP on 127.0.0.1)
 * as GITHUB_API_URL, on a `pull_request` event. Expectations come from reading the captures:
 * 08-long-run-30-tools ends with result/success "Done after 30 tool calls." after 31 turns and
 * 30 tool calls in 3.1 s; 03-tools ends in success after 2 tool calls (3 turns, $0.04274).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunSummary } from '../../src/run/summary.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub, GITHUB_BODY_LIMIT, type RecordedRequest } from '../support/fake-github.js';
import { type ActionRun, type ActionRunOptions, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_e2eTokenForTheLiveComment0123456789';
const REDACT_VALUE = 'redact-me-7f3a9c2e';
const PR = 7;
const RUN_URL = 'https://github.com/octo/app/actions/runs/1234';

let bundle: { index: string; post: string };
let fake: FakeGitHub;

beforeAll(async () => {
  bundle = await buildActionBundle();
  fake = await FakeGitHub.start();
}, 60_000);
afterAll(async () => {
  await fake.close();
});
afterEach(async () => {
  fake.clearFaults();
  fake.comments.clear();
  fake.requests.length = 0;
  fake.requiredToken = null;
  await fake.acceptConnections();
});

function eventFile(name: string, payload: unknown): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-event-')), `${name}.json`);
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

// Opened by a contributor listed in allowed-actors: the permission gate lets the run in without a
// request, so every request below is the live comment's (test/security/authorize-action.test.ts
// covers the gate).
const AUTHOR = { login: 'octo-dev', type: 'User' };
const PULL_REQUEST = {
  action: 'opened',
  number: PR,
  pull_request: { number: PR, title: 'Fix add()', user: AUTHOR },
  sender: AUTHOR,
};

interface Narrate extends ActionRunOptions {
  event?: string;
  payload?: unknown;
  agent?: string;
}

/** Runs the Action on a replayed capture (or another fake agent command) against the fake GitHub. */
function narrate(scenario: string, o: Narrate = {}): Promise<ActionRun> {
  const command = o.agent ?? `'${fakeAgent('replay-capture.mjs')}' '${capture(scenario)}'`;
  return runActionEntry(bundle.index, {
    timeoutMs: 30_000,
    ...o,
    inputs: {
      command,
      'github-token': TOKEN,
      'update-interval-seconds': '0.2',
      'allowed-actors': AUTHOR.login,
      ...o.inputs,
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: o.event ?? 'pull_request',
      GITHUB_EVENT_PATH: eventFile('event', o.payload ?? PULL_REQUEST),
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'review',
      // 08's 3.1 s become ~3 s; retries inside Octokit wait 10 ms instead of 1 s per step.
      FAKE_TIME_SCALE: '1',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
      ...o.env,
    },
  });
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.route === 'create-comment' || r.route === 'update-comment');
const bodyOf = (r: RecordedRequest) => (r.body as { body: string }).body;

/** Properties every body sent to GitHub must have, whatever the agent printed. */
function expectSafeBodies(run: ActionRun, secrets: string[]): void {
  const bodies = writes(fake.requests).map(bodyOf);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body.length).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(body.startsWith('<!-- narrator:agent.yml/review -->')).toBe(true);
    for (const secret of secrets) expect(body).not.toContain(secret);
    // No live mention: an @ directly followed by a login would ping that user.
    expect(body).not.toMatch(/(^|[^\w`])@octocat\b/);
    // No raw HTML from the agent (our own <details>/<summary> and the marker are allowed).
    expect(body).not.toMatch(/<(?!\/?(details|summary)>|!-- narrator:)[a-z/!]/i);
  }
  void run;
}

describe('live comment: the Action against the fake GitHub API', () => {
  it('a pull_request run: one comment, paced edits, final body with the answer and the run link', async () => {
    fake.requiredToken = TOKEN;
    const run = await narrate('08-long-run-30-tools');
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('success');

    const creates = fake.requestsTo('create-comment');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.path).toBe(`/repos/octo/app/issues/${PR}/comments`);
    expect(creates[0]!.headers['user-agent']).toMatch(/^narrator\//);
    const comments = fake.commentsOn('octo', 'app', PR);
    expect(comments).toHaveLength(1);

    // The budget for the run's duration: writes at most every 0.2 s (1 s minimum gap between
    // writes) plus the first and the final; never two writes in flight.
    const ws = writes(fake.requests);
    const spanS = (ws.at(-1)!.at - ws[0]!.at) / 1000;
    expect(ws.length).toBeLessThanOrEqual(Math.floor(spanS / 1) + 2);
    expect(ws.length).toBeGreaterThanOrEqual(2);
    expectSafeBodies(run, [TOKEN]);

    const final = comments[0]!.body;
    expect(final).toContain('Done after 30 tool calls.');
    expect(final).toContain(RUN_URL);
    expect(final).toMatch(/31 turns/);
    expect(final).toMatch(/30 tool calls/);
    // The first body was written while the agent was still working.
    expect(bodyOf(creates[0]!)).not.toContain('Done after 30 tool calls.');
    // The post step has nothing left to do: the final edit landed.
    expect(run.state['narrator-comment-final']).toBe('true');
    expect(JSON.parse(run.state['narrator-comment']!)).toMatchObject({
      owner: 'octo',
      repo: 'app',
      issueNumber: PR,
      commentId: comments[0]!.id,
    });
  });

  it('the final edit lands within a second of the agent exit', async () => {
    // The exit event is logged ("Claude finished · …") the moment the agent's exit is folded.
    let exitLoggedAt = 0;
    const run = await narrate('03-tools', {
      inputs: { 'update-interval-seconds': '5' },
      onStart: (child) => {
        child.stdout?.on('data', (d: Buffer) => {
          if (exitLoggedAt === 0 && /Claude finished/.test(d.toString())) exitLoggedAt = Date.now();
        });
      },
    });
    expect(run.code).toBe(0);
    expect(exitLoggedAt).toBeGreaterThan(0);
    const last = writes(fake.requests).at(-1)!;
    expect(bodyOf(last)).toContain('src/add.js');
    expect(last.outcome).toBe(200);
    expect(last.at - exitLoggedAt).toBeLessThan(1000);
  });

  it('no secret, no live @mention, no raw HTML reaches the comment', async () => {
    const leaks = [
      TOKEN,
      REDACT_VALUE,
      '@octocat',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
    ];
    const run = await narrate('', {
      agent: `'${fakeAgent('print-secrets.mjs')}'`,
      inputs: { redact: REDACT_VALUE },
      env: { FAKE_SECRET_VALUES: leaks.join('\n') },
    });
    // print-secrets ends with is_error: true -> outcome error -> the job fails, comment says so.
    expect(run.code).toBe(1);
    expect(fake.requestsTo('create-comment')).toHaveLength(1);
    expectSafeBodies(run, [TOKEN, REDACT_VALUE]);
    const final = fake.commentsOn('octo', 'app', PR)[0]!.body;
    expect(final).toMatch(/API Error: 401/);
    // The mention is still readable, just inert.
    expect(final).toMatch(/octocat/);
  });

  it('sticky: a second run of the same job edits the same comment', async () => {
    const first = await narrate('03-tools');
    expect(first.code).toBe(0);
    const [comment] = fake.commentsOn('octo', 'app', PR);
    // Someone else comments in between.
    fake.seedComment('octo', 'app', PR, 'LGTM', 'octocat');
    fake.requests.length = 0;
    const second = await narrate('01-text');
    expect(second.code).toBe(0);
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
    expect(fake.requestsTo('list-comments').length).toBeGreaterThanOrEqual(1);
    const mine = fake.commentsOn('octo', 'app', PR).filter((c) => c.body.startsWith('<!-- narrator:'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.id).toBe(comment!.id);
    // 01-text: one turn, no tool calls (03-tools had two).
    expect(mine[0]!.body).toContain('This repository is a tiny demo project.');
    expect(mine[0]!.body).toMatch(/0 tool calls/);
  });

  it('comment-mode new: one more comment per run; comment-key changes the marker', async () => {
    await narrate('01-text');
    await narrate('01-text', { inputs: { 'comment-mode': 'new', 'comment-key': 'nightly' } });
    const bodies = fake.commentsOn('octo', 'app', PR).map((c) => c.body.split('\n', 1)[0]);
    expect(bodies).toEqual(['<!-- narrator:agent.yml/review -->', '<!-- narrator:nightly -->']);
  });

  it('comment-on: none makes no request; a push event has no comment; a number narrates there', async () => {
    const none = await narrate('01-text', { inputs: { 'comment-on': 'none' } });
    expect(none.code).toBe(0);
    const push = await narrate('01-text', { event: 'push', payload: { ref: 'refs/heads/main' } });
    expect(push.code).toBe(0);
    expect(push.stdout).toMatch(/no live comment/);
    expect(fake.requests).toEqual([]);
    const numbered = await narrate('01-text', {
      event: 'push',
      payload: { ref: 'refs/heads/main' },
      inputs: { 'comment-on': '42' },
    });
    expect(numbered.code).toBe(0);
    expect(fake.commentsOn('octo', 'app', 42)).toHaveLength(1);
  });
});

describe('live comment: GitHub faults never change the job result', () => {
  it('500 on create: retried, the comment still exists, the job passes', async () => {
    fake.inject('create-comment', { kind: 'status', status: 500 }, 1);
    const run = await narrate('03-tools');
    expect(run.code).toBe(0);
    expect(fake.requestsTo('create-comment').map((r) => r.outcome)).toEqual([500, 201]);
    const comments = fake.commentsOn('octo', 'app', PR);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('src/add.js');
  });

  it('404 on edit (the comment was deleted): recreated once, the final body lands there', async () => {
    const run = await narrate('08-long-run-30-tools', {
      onStart: () => {
        // Once the comment exists, delete it behind Narrator's back.
        const timer = setInterval(() => {
          const [comment] = fake.commentsOn('octo', 'app', PR);
          if (comment) {
            fake.comments.delete(comment.id);
            clearInterval(timer);
          }
        }, 5);
      },
    });
    expect(run.code).toBe(0);
    expect(fake.requestsTo('update-comment').some((r) => r.outcome === 404)).toBe(true);
    expect(fake.requestsTo('create-comment')).toHaveLength(2);
    const comments = fake.commentsOn('octo', 'app', PR);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('Done after 30 tool calls.');
    expect(run.commands.filter((c) => c.command === 'warning' && /deleted/.test(c.message))).toHaveLength(1);
  });

  it('403 "Resource not accessible by integration": one warning, no more requests, the agent decides the job', async () => {
    fake.inject('list-comments', { kind: 'not-accessible' }, 1);
    const ok = await narrate('03-tools');
    expect(ok.code).toBe(0);
    const warnings = ok.commands.filter((c) => c.command === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/not accessible by integration/i);
    expect(fake.requests).toHaveLength(1);

    fake.requests.length = 0;
    fake.inject('list-comments', { kind: 'not-accessible' }, 1);
    const failed = await narrate('05-max-turns-1', { inputs: { 'max-turns': '1' } });
    expect(failed.code).toBe(1);
    expect(failed.outputs['outcome']).toBe('max_turns');
  });

  it('the finished summary is stored for the post step exactly when the final edit did not land', async () => {
    // One snapshot a minute: a run leaves its first one (written at the agent's first event)
    // unless the end stores the finished summary. 03-tools at 3x: events from 1.7 s to 2.8 s, so
    // a loaded machine still reads the first event apart from the result.
    const env = {
      FAKE_TIME_SCALE: '3',
      NARRATOR_SNAPSHOT_INTERVAL_MS: '60000',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '1500',
    };
    const stored = (r: ActionRun) =>
      (JSON.parse(readFileSync(r.state['narrator-snapshot']!, 'utf8')) as { summary: RunSummary }).summary;

    const landed = await narrate('03-tools', { env });
    expect(landed.state['narrator-comment-final']).toBe('true');
    // Not written again at the end: the post step has nothing to finish.
    expect(stored(landed).status).toBe('running');

    await fake.refuseConnections();
    const unlanded = await narrate('03-tools', { env });
    expect(unlanded.state['narrator-comment-final']).toBeUndefined();
    const summary = stored(unlanded);
    expect(summary.status).toBe('finished');
    expect(summary.outcome).toBe('success');
    expect(summary.toolCalls).toHaveLength(2);
  });

  it('connection refused for the whole run: the job still finishes with the agent outcome', async () => {
    await fake.refuseConnections();
    const run = await narrate('03-tools', { env: { NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '1500' } });
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    expect(run.outputs['tool-calls']).toBe('2');
    // Bounded: the final edit gives up after its timeout instead of holding the job.
    expect(run.ms).toBeLessThan(15_000);
    expect(run.state['narrator-comment-final']).toBeUndefined();
  });
});

describe('post step: finalizes a comment the main step left unfinished', () => {
  it('main step killed (SIGKILL) mid-run -> post edits the comment to cancelled', async () => {
    // 08 paced at 10x: ~31 s of replay; the main step is killed once the comment shows tool calls.
    let killedAt = 0;
    const main = await narrate('08-long-run-30-tools', {
      env: { FAKE_TIME_SCALE: '10' },
      inputs: { 'update-interval-seconds': '0.2' },
      onStart: (child) => {
        const timer = setInterval(() => {
          const [comment] = fake.commentsOn('octo', 'app', PR);
          if (comment && /tool calls?/.test(comment.body) && fake.requestsTo('update-comment').length >= 2) {
            clearInterval(timer);
            killedAt = Date.now();
            child.kill('SIGKILL');
          }
        }, 20);
      },
    });
    expect(main.signal).toBe('SIGKILL');
    expect(killedAt).toBeGreaterThan(0);
    const before = fake.commentsOn('octo', 'app', PR)[0]!;
    expect(before.body).not.toMatch(/cancel/i);
    expect(main.state['narrator-views-finished']).toBe('false');

    // The runner gives the post step the main step's environment (the event, the workflow and
    // job names): it derives the comment's place from them, as the main step did.
    const post = await runActionEntry(bundle.post, {
      dir: main.dir,
      inputs: { 'github-token': TOKEN },
      env: {
        GITHUB_API_URL: fake.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventFile('event', PULL_REQUEST),
        GITHUB_WORKFLOW: 'agent.yml',
        GITHUB_JOB: 'review',
      },
      state: main.state,
    });
    expect(post.code).toBe(0);
    // The agent was detached (its own process group) and outlived the killed main step: post stops it.
    const agentPid = (JSON.parse(main.state['narrator-agent'] ?? '{}') as { pid?: number }).pid ?? Number.NaN;
    expect(agentPid).toBeGreaterThan(1);
    expect(post.stdout).toContain(`stopped the agent left running by the main step (pid ${agentPid})`);
    await expect.poll(() => isAlive(agentPid), { timeout: 2_000 }).toBe(false);
    const after = fake.commentsOn('octo', 'app', PR);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before.id);
    expect(after[0]!.body).toMatch(/cancel/i);
    expect(after[0]!.body).toMatch(/tool call/);
    expect(after[0]!.body).toContain(RUN_URL);
    expect(after[0]!.body).not.toContain(TOKEN);
  }, 60_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
