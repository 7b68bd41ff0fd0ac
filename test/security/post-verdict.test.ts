/**
 * The post step never turns a killed run green, and a check of Narrator's name forged beside its
 * verdict does not stand. The real bundles (index.js, post.js) as subprocesses with a runner-like
 * environment, against the fake GitHub (real HTTP on 127.0.0.1, checked against GitHub's OpenAPI
 * description). The attacks are a stand-in agent (test/fixtures/bin/forge-verdict.mjs, hand-written)
 * doing what code the agent runs can do as the same user: append to GITHUB_STATE, read Narrator's
 * token in /proc/<pid>/environ, overwrite Narrator's snapshot, SIGKILL Narrator, or use a token
 * with `checks: write` the workflow gave it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { type FakeCheckRun, FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_postVerdictToken0123456789abcdefghij';
const AGENT_TOKEN = 'ghs_agentOwnToken0123456789abcdefghijkl';
const AUTHOR = { login: 'octo-dev', type: 'User' };
const PR = 7;
const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const NAME = 'narrator / agent.yml / review';
let bundle: { index: string; post: string };
let fake: FakeGitHub;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
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

function eventFile(): string {
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
      comment: { id: 1, body: '/agent review', user: AUTHOR },
      sender: AUTHOR,
    }),
  );
  return file;
}

/** The main step on an issue comment of PR 7, then the post step with the state it left. */
async function mainThenPost(
  command: string,
  env: Record<string, string> = {},
  between: (main: ActionRun) => Promise<void> = async () => {},
): Promise<{ main: ActionRun; post: ActionRun }> {
  fake.addPull('octo', 'app', PR, HEAD);
  const runnerEnv = {
    GITHUB_API_URL: fake.url,
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventFile(),
    GITHUB_WORKFLOW: 'agent.yml',
    GITHUB_JOB: 'review',
    GITHUB_SHA: 'feedfacefeedfacefeedfacefeedfacefeedface',
    NARRATOR_GITHUB_BACKOFF_MS: '10',
    NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
    FAKE_CAPTURE: capture('03-tools'),
  };
  const inputs = {
    command,
    'github-token': TOKEN,
    'allowed-actors': AUTHOR.login,
    'update-interval-seconds': '0.2',
  };
  const main = await runActionEntry(bundle.index, {
    inputs,
    env: { ...runnerEnv, ...env },
    timeoutMs: 30_000,
  });
  await between(main);
  const post = await runActionEntry(bundle.post, {
    dir: main.dir,
    inputs,
    env: runnerEnv,
    state: main.state,
    timeoutMs: 30_000,
  });
  return { main, post };
}

function narratorCheck(): FakeCheckRun {
  const runs = fake.checkRunsOn('octo', 'app').filter((c) => c.name === NAME);
  return runs.sort((a, b) => a.id - b.id)[0]!;
}

const SAID_SUCCESS = /finished|safe to merge|✅/i;

describe('a killed main step: the post step never completes the check as success', () => {
  it.each([
    ['error', 'error'],
    ['empty', ''],
  ])(
    'narrator-fail-on appended (%s) and Narrator SIGKILLed: the check is cancelled, not success',
    async (_label, failOn) => {
      const { main, post } = await mainThenPost(fakeAgent('forge-verdict.mjs'), {
        FAKE_FORGE: 'fail-on',
        FAKE_FAIL_ON: failOn,
      });
      expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
      expect(main.state['narrator-fail-on']).toBe(failOn);
      expect(post.code, describeActionRun(post)).toBe(0);
      const check = narratorCheck();
      expect(check.status).toBe('completed');
      expect(check.conclusion).toBe('cancelled');
      expect(check.output.title).not.toMatch(SAID_SUCCESS);
      const [comment] = fake.commentsOn('octo', 'app', PR);
      expect(comment!.body).toMatch(/cancel/i);
    },
    60_000,
  );

  it('a finished success snapshot sealed with the token from /proc: no "finished", no "safe to merge", no success', async () => {
    const { main, post } = await mainThenPost(fakeAgent('forge-verdict.mjs'), { FAKE_FORGE: 'sealed' });
    expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
    expect(main.state['narrator-snapshot-seal']).toMatch(/^[0-9a-f]{64}$/);
    expect(post.code, describeActionRun(post)).toBe(0);
    const check = narratorCheck();
    expect(check.status, describeActionRun(post)).toBe('completed');
    expect(['cancelled', 'failure']).toContain(check.conclusion);
    expect(check.output.title).not.toMatch(SAID_SUCCESS);
    expect(check.output.summary).not.toMatch(/safe to merge/i);
    const [comment] = fake.commentsOn('octo', 'app', PR);
    const header = comment!.body.split('\n').find((l) => l.startsWith('### '))!;
    expect(header).not.toMatch(SAID_SUCCESS);
    expect(comment!.body).not.toMatch(/safe to merge/i);
    expect(post.stepSummary).not.toMatch(/safe to merge/i);
    expect(post.stepSummary).toMatch(/cancel/i);
  }, 60_000);
  it('the state forged to say the main step finished with a success, and Narrator SIGKILLed: the check is completed, not as a success', async () => {
    const { main, post } = await mainThenPost(fakeAgent('forge-verdict.mjs'), { FAKE_FORGE: 'finished' });
    expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
    expect(main.state['narrator-views-finished']).toBe('true');
    expect(JSON.parse(main.state['narrator-check']!).conclusion).toBe('success');
    expect(post.code, describeActionRun(post)).toBe(0);
    const check = narratorCheck();
    expect(check.status).toBe('completed');
    expect(['cancelled', 'failure']).toContain(check.conclusion);
    expect(check.output.title).not.toMatch(SAID_SUCCESS);
    expect(post.stdout).toMatch(/GitHub shows it in_progress: it is completed as a leftover/);
  }, 60_000);
});

describe("a check of Narrator's name forged beside its verdict", () => {
  it("a newer success check of the same name, created with the agent's own token: set back, named, and the job fails", async () => {
    const { main, post } = await mainThenPost(fakeAgent('forge-verdict.mjs'), {
      FAKE_FORGE: 'check',
      GH_TOKEN: AGENT_TOKEN,
      FAKE_CHECK_NAME: NAME,
      FAKE_HEAD_SHA: HEAD,
    });
    // The agent failed: Narrator's verdict is failure, and the forged check says success.
    expect(main.code, describeActionRun(main)).toBe(1);
    const own = narratorCheck();
    expect(own.conclusion).toBe('failure');
    const forged = fake.checkRunsOn('octo', 'app').filter((c) => c.name === NAME && c.id !== own.id);
    expect(forged).toHaveLength(1);
    expect(forged[0]!.id).toBeGreaterThan(own.id);
    // The post step read it back and did not leave it green.
    expect(post.code, describeActionRun(post)).toBe(1);
    expect(forged[0]!.conclusion).toBe('failure');
    expect(forged[0]!.output.title).toMatch(/Narrator's verdict: failure/);
    expect(own.conclusion).toBe('failure');
    const errors = post.commands
      .filter((c) => c.command === 'error')
      .map((c) => c.message)
      .join('\n');
    expect(errors).toMatch(new RegExp(`(newer|Another) check run ${forged[0]!.id} named`, 'i'));
    expect(errors).toMatch(/created by the app 'GitHub Actions' \(github-actions/);
    expect(post.stepSummary).toMatch(/A check of Narrator's name was changed or forged/);
    // The post step's read-back (the agent polled the same route before forging).
    expect(fake.requestsTo('list-checks-for-ref').at(-1)!.query).toMatchObject({
      check_name: NAME,
      filter: 'all',
    });
  }, 60_000);

  it("a forged success by another app's token: it cannot be set back, so it is named and the job fails", async () => {
    fake.tokens.set(AGENT_TOKEN, {
      login: 'deploy-helper[bot]',
      id: 5001,
      type: 'Bot',
      app: { id: 777, slug: 'deploy-helper', name: 'Deploy Helper' },
    });
    try {
      const { post } = await mainThenPost(fakeAgent('forge-verdict.mjs'), {
        FAKE_FORGE: 'check',
        GH_TOKEN: AGENT_TOKEN,
        FAKE_CHECK_NAME: NAME,
        FAKE_HEAD_SHA: HEAD,
      });
      const own = narratorCheck();
      const forged = fake.checkRunsOn('octo', 'app').find((c) => c.name === NAME && c.id !== own.id)!;
      expect(post.code, describeActionRun(post)).toBe(1);
      // GitHub lets only the app that created a check run update it.
      expect(forged.conclusion).toBe('success');
      const errors = post.commands
        .filter((c) => c.command === 'error')
        .map((c) => c.message)
        .join('\n');
      expect(errors).toMatch(/created by the app 'Deploy Helper' \(deploy-helper/);
      expect(errors).toMatch(/could not be set back/);
    } finally {
      fake.tokens.delete(AGENT_TOKEN);
    }
  }, 60_000);

  it("Narrator's own check edited to success after it completed: set back to the verdict, and the job fails", async () => {
    const { main, post } = await mainThenPost(
      `'${fakeAgent('replay-capture.mjs')}' '${capture('05-max-turns-1')}'`,
      {},
      // Stands in for code the agent left running, with a token of the same app (`checks: write`).
      async (main) => {
        const { id } = JSON.parse(main.state['narrator-check']!) as { id: number };
        const res = await fetch(`${fake.url}/repos/octo/app/check-runs/${id}`, {
          method: 'PATCH',
          headers: { authorization: `token ${AGENT_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            conclusion: 'success',
            output: { title: 'Claude finished', summary: 'Safe to merge.' },
          }),
        });
        expect(res.status).toBe(200);
      },
    );
    expect(main.code, describeActionRun(main)).toBe(1);
    expect(JSON.parse(main.state['narrator-check']!).conclusion).toBe('failure');
    expect(post.code, describeActionRun(post)).toBe(1);
    const own = narratorCheck();
    expect(own.conclusion).toBe('failure');
    expect(own.output.title).toMatch(/Narrator's verdict: failure/);
    const errors = post.commands
      .filter((c) => c.command === 'error')
      .map((c) => c.message)
      .join('\n');
    expect(errors).toMatch(
      /Narrator's check run \d+ says success \('Claude finished'\), but Narrator's verdict is failure/,
    );
  }, 60_000);

  it('nothing forged: the post step reads the check back, writes nothing and passes', async () => {
    const { main, post } = await mainThenPost(
      `'${fakeAgent('replay-capture.mjs')}' '${capture('05-max-turns-1')}'`,
    );
    expect(main.code).toBe(1);
    const updates = fake.requestsTo('update-check').length;
    expect(post.code, describeActionRun(post)).toBe(0);
    expect(fake.requestsTo('get-check')).toHaveLength(1);
    expect(fake.requestsTo('update-check')).toHaveLength(updates);
    expect(post.stdout).toContain(`check '${NAME}' read back: it says failure, Narrator's verdict`);
  }, 60_000);
});
