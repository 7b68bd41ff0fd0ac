/**
 * One verdict in every view, through the real bundle (scripts/build.mjs, run as the runner runs
 * it), the loopback fake GitHub (comment, check run, permission gate) and the fake artifact service
 * (leg records). Tried as a new user would, the five ways a run goes wrong: a missing agent, a bad
 * input, a refused permission gate, a leg record whose name was taken, a crashed agent. Each gives
 * the same verdict in the job log, the step summary, the outputs, the check run, the comment and
 * the step's own result.
 *
 * The missing agent with `fail-on: none` is the bug this pins: the step failed ("could not start
 * the agent") while the job log and the step summary said "the outcome `error` is not in `fail-on`,
 * so the job passes" and the `conclusion` output was `success`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import {
  type ActionRun,
  type ActionRunOptions,
  describeActionRun,
  runActionEntry,
} from '../support/run-action.js';

const TOKEN = 'ghs_verdictE2eToken0123456789abcdefXYZ';
const PR = 7;
const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const AUTHOR = { login: 'octo-dev', type: 'User' };
const STRANGER = { login: 'drive-by', type: 'User' };

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

function commentEvent(sender: { login: string; type: string }): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-event-')), 'event.json');
  writeFileSync(
    file,
    JSON.stringify({
      action: 'created',
      issue: {
        number: PR,
        title: 'Fix add()',
        user: AUTHOR,
        pull_request: { url: 'https://api.github.com/x' },
      },
      comment: { id: 1, body: '/agent review', user: sender },
      sender,
    }),
  );
  return file;
}

/** A run on a PR comment: the live comment goes on the PR, a check run on its head. */
function run(o: ActionRunOptions & { sender?: { login: string; type: string } } = {}): Promise<ActionRun> {
  fake.addPull('octo', 'app', PR, HEAD);
  return runActionEntry(bundle.index, {
    timeoutMs: 40_000,
    ...o,
    inputs: {
      'github-token': TOKEN,
      'update-interval-seconds': '0.2',
      'allowed-actors': AUTHOR.login,
      check: 'true',
      ...o.inputs,
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: commentEvent(o.sender ?? AUTHOR),
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'review',
      GITHUB_SHA: HEAD,
      FAKE_TIME_SCALE: '0',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
      ...o.env,
    },
  });
}

type Said = 'fails' | 'passes' | 'absent';

/** What a text says of the job: the verdict's note, or a run that never started the agent. */
function said(text: string | null | undefined): Said {
  if (!text) return 'absent';
  const fails = /This job failed because|did not start the agent|refused to start the agent/.test(text);
  const passes = /is not in .?fail-on.?, so the job passes/.test(text);
  if (fails && passes) return 'passes'; // a contradiction: never equal to a verdict that fails
  return fails ? 'fails' : passes ? 'passes' : 'absent';
}

/** The verdict as each view gives it. */
function views(r: ActionRun) {
  const checks = fake.checkRunsOn('octo', 'app');
  const comments = fake.commentsOn('octo', 'app', PR);
  const checkConclusion = checks.length === 0 ? 'absent' : checks[0]!.conclusion;
  return {
    step: r.code === 0 ? 'passes' : 'fails',
    conclusionOutput:
      r.outputs['conclusion'] === undefined
        ? 'absent'
        : r.outputs['conclusion'] === 'success'
          ? 'passes'
          : 'fails',
    // The job log: the note the views print (a bad input and a refusal print the step's error).
    log: said(r.stdout),
    stepSummary: said(r.stepSummary),
    check: checkConclusion === 'absent' ? 'absent' : checkConclusion === 'success' ? 'passes' : 'fails',
    checkSummary: checks.length === 0 ? 'absent' : said(checks[0]!.output.summary),
    comment: comments.length === 0 ? 'absent' : said(comments.map((c) => c.body).join('\n')),
  };
}

function expectEverywhere(r: ActionRun, verdict: 'fails' | 'passes', absent: string[] = []): void {
  const got = views(r);
  const want = Object.fromEntries(Object.keys(got).map((k) => [k, absent.includes(k) ? 'absent' : verdict]));
  expect(got, describeActionRun(r)).toEqual(want);
}

describe('one verdict in every view (the bundle, the fake GitHub)', () => {
  it('a missing agent with fail-on: none fails, and every view says so (it said "the job passes")', async () => {
    const r = await run({ inputs: { command: '/nonexistent/agent', 'fail-on': 'none' } });
    expect(r.outputs['outcome']).toBe('error');
    expectEverywhere(r, 'fails');
    expect(r.stdout).not.toContain('so the job passes');
    expect(r.stepSummary).toContain('This job failed because the agent never started');
  });

  it('a bad input: the conclusion output and the step summary say it failed (no comment, no check: nothing is known)', async () => {
    const r = await run({ inputs: { command: 'x', 'fail-on': 'errors' } });
    expect(r.code).toBe(1);
    expect(r.outputs['error']).toMatch(/unknown outcome 'errors' in fail-on/);
    expect(r.stepSummary).toMatch(/^## ❌ Narrator did not start the agent/);
    expectEverywhere(r, 'fails', ['check', 'checkSummary', 'comment']);
  });

  it('a refused permission gate: the conclusion output, the step summary and the refusal comment say it failed', async () => {
    const r = await run({ sender: STRANGER, inputs: { command: 'x' } });
    expect(r.code).toBe(1);
    expect(r.stepSummary).toContain('Narrator refused to start the agent');
    expectEverywhere(r, 'fails', ['check', 'checkSummary']);
  });

  it("a leg record's name taken: a successful run fails, and every view says why (it was patched into the outputs only)", async () => {
    const service = await FakeArtifactService.start();
    const leg = {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
        matrix: '{"agent":"codex"}',
        'job-index': '1',
        'job-total': '2',
        board: 'false',
        'publish-result': 'true',
      },
      env: {
        ACTIONS_RUNTIME_TOKEN: service.token,
        ACTIONS_RESULTS_URL: service.url,
        RUNNER_NAME: 'runner-7',
      },
    };
    try {
      // Something else in the job published under the leg's name first (here: an earlier run).
      const first = await run(leg);
      expect(first.code, describeActionRun(first)).toBe(0);
      fake.comments.clear();
      fake.checkRuns.clear();
      const r = await run(leg);
      expect(r.outputs['outcome']).toBe('success');
      expectEverywhere(r, 'fails');
      expect(r.stepSummary).toMatch(
        /This job failed because its leg record could not be published: another process uploaded this leg's record first .*so the leg fails\.\n/,
      );
    } finally {
      await service.close();
    }
  });

  it('a crashed agent with fail-on: none passes, and every view says so', async () => {
    const r = await run({ inputs: { command: fakeAgent('crash-mid-frame.mjs'), 'fail-on': 'none' } });
    expect(r.outputs['outcome']).toBe('error');
    expectEverywhere(r, 'passes');
  });
});
