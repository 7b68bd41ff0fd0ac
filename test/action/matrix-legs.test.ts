/**
 * A hole a security review found: matrix legs overwrote each other's comment. Two legs of one
 * matrix job share GITHUB_WORKFLOW and GITHUB_JOB and here every input too (a matrix over `shard:
 * [1, 2]` that only the agent's env would see). What tells them apart is what the runner evaluates
 * for action.yml's hidden inputs: `matrix` = `${{ toJSON(matrix) }}` and `job-index` = `${{
 * strategy.job-index }}` (test/action/action-yml.test.ts checks those defaults); here they are
 * passed the way the runner passes every input, as INPUT_MATRIX and INPUT_JOB-INDEX.
 *
 * End to end: the real bundle, a replayed real capture, the fake GitHub and the fake artifact
 * service (which refuses a second artifact with the same name in a run, as GitHub's does).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeGitHub, GITHUB_ACTIONS_BOT } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

const AUTHOR = { login: 'octo-dev', type: 'User' };
let bundle: { index: string; post: string };
let fake: FakeGitHub;
let artifacts: FakeArtifactService;
const PR = 7;

beforeAll(async () => {
  [bundle, fake, artifacts] = await Promise.all([
    buildActionBundle(),
    FakeGitHub.start(),
    FakeArtifactService.start(),
  ]);
}, 60_000);
afterAll(async () => {
  await fake.close();
  await artifacts.close();
});

const event = (() => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-matrix-')), 'event.json');
  // Opened by a contributor in allowed-actors: the permission gate lets each leg in without a request.
  writeFileSync(
    file,
    JSON.stringify({
      action: 'synchronize',
      number: PR,
      pull_request: { number: PR, user: AUTHOR },
      sender: AUTHOR,
    }),
  );
  return file;
})();

/** One leg: the same inputs for every leg; only what the runner evaluates differs. */
function leg(shard: number, jobIndex: number, scenario: string, attempt = 1): Promise<ActionRun> {
  return runActionEntry(bundle.index, {
    inputs: {
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture(scenario)}'`,
      'github-token': 'ghs_matrixLegsToken0123456789abcdefghij',
      'upload-artifact': 'true',
      'update-interval-seconds': '0.2',
      'allowed-actors': AUTHOR.login,
      // What the runner hands the step for the hidden inputs' defaults.
      matrix: JSON.stringify({ shard }, null, 2),
      'job-index': String(jobIndex),
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'review',
      GITHUB_RUN_ATTEMPT: String(attempt),
      ACTIONS_RUNTIME_TOKEN: artifacts.token,
      ACTIONS_RESULTS_URL: artifacts.url,
      FAKE_TIME_SCALE: '0',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
    },
    timeoutMs: 30_000,
  });
}

const firstLine = (body: string) => body.split('\n', 1)[0];

describe('matrix legs with identical inputs', () => {
  it('each leg narrates in its own comment and uploads its own artifact; a re-run finds its own comment', async () => {
    // Leg 1 finishes before leg 2 starts: leg 2 must not take leg 1's comment for its own.
    const one = await leg(1, 0, '03-tools');
    const two = await leg(2, 1, '01-text');
    expect([one.code, two.code]).toEqual([0, 0]);

    const all = fake.commentsOn('octo', 'app', PR);
    const comments = all.filter((c) => c.body.startsWith('<!-- narrator:'));
    expect(comments.map((c) => firstLine(c.body))).toEqual([
      '<!-- narrator:agent.yml/review (leg 1: 1) -->',
      '<!-- narrator:agent.yml/review (leg 2: 2) -->',
    ]);
    // And, being matrix legs (board: auto), both keep their row of the one live board.
    const boards = all.filter((c) => c.body.startsWith('<!-- narrator-board:agent.yml -->'));
    expect(boards).toHaveLength(1);
    expect(
      boards[0]!.body.match(/^\| <!-- narrator-leg:[0-9a-f]{12} --> review \([12]\) \|.*✅ success/gm),
    ).toHaveLength(2);
    expect(comments.every((c) => c.author.login === GITHUB_ACTIONS_BOT.login)).toBe(true);
    // Each holds its own leg's result (03-tools made 2 tool calls; 01-text none).
    expect(comments[0]!.body).toMatch(/2 tool calls/);
    expect(comments[1]!.body).toContain('This repository is a tiny demo project.');
    expect(comments[1]!.body).toMatch(/0 tool calls/);

    // Artifact names are unique per run: both uploads land, none is refused; and each leg, being a
    // matrix leg, also published its own record for the board (publish-result: auto).
    const names = [...artifacts.artifacts.keys()].sort();
    expect(names.filter((n) => n.startsWith('narrator-review-'))).toEqual([
      'narrator-review-1-leg_1_1',
      'narrator-review-1-leg_2_2',
    ]);
    expect(names.filter((n) => n.startsWith('narrator-leg-'))).toEqual([
      expect.stringMatching(/^narrator-leg-1-review_1-[0-9a-f]{12}$/),
      expect.stringMatching(/^narrator-leg-1-review_2-[0-9a-f]{12}$/),
    ]);
    for (const run of [one, two]) {
      expect(
        run.commands.filter((c) => c.command === 'warning' && /upload-artifact/.test(c.message)),
      ).toEqual([]);
    }

    // Re-run of leg 1 (attempt 2): it edits its own comment, leaves leg 2's alone, makes none.
    fake.requests.length = 0;
    const legTwoBody = comments[1]!.body;
    const rerun = await leg(1, 0, '01-text', 2);
    expect(rerun.code).toBe(0);
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
    expect(fake.commentsOn('octo', 'app', PR)).toHaveLength(3);
    expect(fake.comments.get(comments[0]!.id)!.body).toContain('This repository is a tiny demo project.');
    expect(fake.comments.get(comments[1]!.id)!.body).toBe(legTwoBody);
    expect(artifacts.artifacts.has('narrator-review-2-leg_1_1')).toBe(true);
  });
});
