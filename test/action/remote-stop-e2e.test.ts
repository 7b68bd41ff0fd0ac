/**
 * Stop from the PR, end to end: the real bundle as a subprocess, a paced stand-in agent
 * (test/fixtures/bin/paced.mjs: one tool call every 200 ms, SIGINT finishes the step and reports),
 * and the fake GitHub (real HTTP, GitHub's contract enforced, ETag/304 as GitHub serves them).
 * A writer's 👎 on the live comment or `/narrator stop` comment stops the agent; a reader's, a
 * bot's and an edited comment's do not. The polls are conditional and paced.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { type FakeComment, FakeGitHub, type RecordedRequest } from '../support/fake-github.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_stopTokenValue0123456789abcdefghij';
const PR = 7;
const AUTHOR = { login: 'octo-dev', type: 'User' };
const PULL_REQUEST = {
  action: 'opened',
  number: PR,
  pull_request: { number: PR, title: 'Fix the parser', user: AUTHOR },
  sender: AUTHOR,
};

let bundle: { index: string };
let fake: FakeGitHub;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
}, 60_000);
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.comments.clear();
  fake.requests.length = 0;
  fake.reactions.length = 0;
  fake.notModified = 0;
  fake.permissions.clear();
  fake.setLimits(null);
});

interface StopRun {
  steps?: number;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** Called every 50 ms while the run goes, with the live comment once it exists. */
  during?: (live: FakeComment, elapsedMs: number) => void;
}

/** The listener's requests (the live comment's own sticky search lists comments too, without `since`). */
function isPoll(r: RecordedRequest): boolean {
  return (
    r.route === 'list-reactions' ||
    r.route === 'get-issue' ||
    (r.route === 'list-comments' && r.query['since'] !== undefined)
  );
}

function liveComment(): FakeComment | undefined {
  return fake.commentsOn('octo', 'app', PR).find((c) => c.body.startsWith('<!-- narrator:'));
}

async function narrate(o: StopRun = {}): Promise<ActionRun> {
  fake.permissions.set('maint', 'write');
  fake.permissions.set('reader', 'read');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-stop-'));
  const event = path.join(dir, 'stop-event.json');
  writeFileSync(event, JSON.stringify(PULL_REQUEST));
  let poll: NodeJS.Timeout | undefined;
  const started = Date.now();
  return runActionEntry(bundle.index, {
    dir,
    timeoutMs: 60_000,
    inputs: {
      command: `'${fakeAgent('paced.mjs')}'`,
      'github-token': TOKEN,
      'update-interval-seconds': '0.5',
      'allowed-actors': AUTHOR.login,
      ...o.inputs,
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'fix',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
      NARRATOR_KILL_GRACE_MS: '3000',
      FAKE_STEPS: String(o.steps ?? 150),
      FAKE_STEP_MS: '200',
      ...o.env,
    },
    onStart: (child) => {
      poll = setInterval(() => {
        const live = liveComment();
        if (live) o.during?.(live, Date.now() - started);
      }, 50);
      child.on('exit', () => clearInterval(poll));
    },
  });
}

function summaryOf(run: ActionRun): { toolCalls: unknown[]; stopRequest: unknown; finalText: string | null } {
  return JSON.parse(readFileSync(run.outputs['summary-file']!, 'utf8'));
}

/** The steps the agent reported done when it was interrupted ("Interrupted after step N."). */
function interruptedAfter(run: ActionRun): number {
  const log = readFileSync(run.outputs['log-file']!, 'utf8');
  const m = /Interrupted after step (\d+)\./.exec(log);
  expect(m, describeActionRun(run)).not.toBeNull();
  return Number(m![1]);
}

describe('stop from the PR (dist/index.js)', () => {
  it("a writer's 👎 on the live comment stops the agent: cancelled, who and when in every view", async () => {
    let reactedAt = 0;
    const run = await narrate({
      during: (live, elapsed) => {
        if (reactedAt === 0 && elapsed > 2_000) {
          fake.addReaction({ kind: 'issue-comment', commentId: live.id }, '-1', 'maint');
          reactedAt = Date.now();
        }
      },
    });
    expect(reactedAt).toBeGreaterThan(0);
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs['outcome']).toBe('cancelled');
    expect(run.outputs['stopped-by']).toBe('maint');
    // The reason, then what to do about it: a stop asked for is a cancel.
    expect(run.outputs['error']?.split('\n')[0]).toMatch(/^Stopped by @maint \(👎\) after \d+ s\.$/);
    expect(run.outputs['failure-kind']).toBe('cancelled');
    // Heard within two poll intervals (1 s each) and the agent's turn; far from the 30 s it would run.
    expect(run.ms).toBeLessThan(20_000);
    const final = liveComment()!.body;
    // The mention is neutralized like every other (a zero-width space after the @).
    expect(final).toMatch(/Stopped by @\u200bmaint \(👎\) after \d+ s\./);
    expect(final).not.toMatch(/@maint/);
    expect(run.stepSummary).toMatch(/Stopped by @\u200bmaint \(👎\) after \d+ s\./);
    // Nothing the agent printed before is lost: every step it finished is a tool call of the summary.
    const steps = interruptedAfter(run);
    const summary = summaryOf(run);
    expect(summary.toolCalls).toHaveLength(steps);
    expect(summary.stopRequest).toMatchObject({ login: 'maint', via: 'reaction', reason: null });
    expect(run.stdout).toContain('maint asked to stop the agent');
  }, 60_000);

  it("a writer's `/narrator stop` comment stops it, with the reason", async () => {
    let said = false;
    const run = await narrate({
      during: (_live, elapsed) => {
        if (!said && elapsed > 2_000) {
          said = true;
          fake.seedComment(
            'octo',
            'app',
            PR,
            'Hold on.\n/narrator stop it is rewriting the whole parser',
            'maint',
          );
        }
      },
    });
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs['outcome']).toBe('cancelled');
    expect(run.outputs['stopped-by']).toBe('maint');
    expect(run.outputs['error']?.split('\n')[0]).toMatch(
      /^Stopped by @maint \(\/narrator stop\) after \d+ s: it is rewriting the whole parser$/,
    );
    expect(liveComment()!.body).toContain('it is rewriting the whole parser');
    expect(summaryOf(run).toolCalls).toHaveLength(interruptedAfter(run));
  }, 60_000);

  it("100 comments by an outsider do not hide a writer's later `/narrator stop`: every page is read", async () => {
    let said = false;
    const run = await narrate({
      during: (_live, elapsed) => {
        if (!said && elapsed > 2_000) {
          said = true;
          for (let i = 0; i < 100; i++) fake.seedComment('octo', 'app', PR, `spam ${i}`, 'spammer');
          fake.seedComment('octo', 'app', PR, '/narrator stop behind the spam', 'maint');
        }
      },
    });
    expect(said).toBe(true);
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs['outcome']).toBe('cancelled');
    expect(run.outputs['stopped-by']).toBe('maint');
    expect(run.outputs['error']?.split('\n')[0]).toMatch(/behind the spam$/);
    // The second page was asked for, with the listing's `since` kept (as GitHub's Link keeps it).
    const pages = fake.requests.filter((r) => r.route === 'list-comments' && r.query['since'] !== undefined);
    expect(pages.some((r) => r.query['page'] === '2' && r.query['since'] === pages[0]!.query['since'])).toBe(
      true,
    );
  }, 60_000);

  it("30 outsiders asking to stop cost at most 5 permission lookups a poll, and a writer's stop after them is heard", async () => {
    let said = false;
    let from = 0;
    const run = await narrate({
      during: (_live, elapsed) => {
        if (!said && elapsed > 2_000) {
          said = true;
          from = fake.requests.length;
          for (let i = 0; i < 30; i++) fake.seedComment('octo', 'app', PR, '/narrator stop', `outsider-${i}`);
          fake.seedComment('octo', 'app', PR, '/narrator stop enough', 'maint');
        }
      },
    });
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs['stopped-by']).toBe('maint');
    // Each login asked about once for the run, and at most 5 between two polls of the issue.
    const after = fake.requests.slice(from);
    const lookups = after.filter((r) => r.route === 'permission');
    expect(new Set(lookups.map((r) => r.path)).size).toBe(lookups.length);
    expect(lookups.length).toBe(31);
    let perPoll = 0;
    for (const r of after) {
      if (r.route === 'get-issue') perPoll = 0;
      else if (r.route === 'permission') expect(++perPoll).toBeLessThanOrEqual(5);
    }
  }, 60_000);

  it('an agent that ignores SIGINT is still stopped: SIGTERM after the grace', async () => {
    let reactedAt = 0;
    const run = await narrate({
      env: { FAKE_IGNORE_SIGINT: '1', NARRATOR_KILL_GRACE_MS: '1000' },
      during: (live, elapsed) => {
        if (reactedAt === 0 && elapsed > 1_500) {
          fake.addReaction({ kind: 'issue-comment', commentId: live.id }, '-1', 'maint');
          reactedAt = Date.now();
        }
      },
    });
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs['outcome']).toBe('cancelled');
    expect(run.outputs['stopped-by']).toBe('maint');
    // Heard within ~1 s, SIGINT ignored for the 1 s grace, then SIGTERM ends it.
    expect(Date.now() - reactedAt).toBeLessThan(10_000);
    expect(summaryOf(run).toolCalls.length).toBeGreaterThan(5);
  }, 60_000);

  it("a reader's 👎, a bot's /narrator stop and an edited comment do not stop it; each ignored login is logged once", async () => {
    let earlier: FakeComment | null = null;
    let late: FakeComment | null = null;
    const done = new Set<string>();
    const once = (name: string, at: number, elapsed: number, act: () => void) => {
      if (!done.has(name) && elapsed > at) {
        done.add(name);
        act();
      }
    };
    // Written before the run: an edit during the run does not make it a command of this run.
    earlier = fake.seedComment('octo', 'app', PR, 'I will watch this one.', 'maint');
    const run = await narrate({
      steps: 25,
      during: (live, elapsed) => {
        once('reader', 800, elapsed, () =>
          fake.addReaction({ kind: 'issue-comment', commentId: live.id }, '-1', 'reader'),
        );
        once('reader-again', 1_000, elapsed, () =>
          fake.seedComment('octo', 'app', PR, '/narrator stop now', 'reader'),
        );
        once('bot', 1_000, elapsed, () =>
          fake.seedComment('octo', 'app', PR, '/narrator stop', 'helper[bot]'),
        );
        once('edit-old', 1_200, elapsed, () => fake.editComment(earlier!.id, '/narrator stop'));
        once('new', 1_200, elapsed, () => {
          late = fake.seedComment('octo', 'app', PR, 'looks fine so far', 'maint');
        });
        // A second later (GitHub's times have whole seconds): edited after it was written.
        once('edit-new', 2_600, elapsed, () => fake.editComment(late!.id, '/narrator stop'));
      },
    });
    expect(done.size).toBe(6);
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    expect(run.outputs['stopped-by']).toBe('');
    // Logged once per login, in the job log only: nothing about it on the PR.
    expect(run.stdout.match(/ignored .* by reader:/g)).toHaveLength(1);
    expect(run.stdout.match(/ignored .* by helper\[bot\]:/g)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/ignored .* by maint/);
    expect(liveComment()!.body).not.toMatch(/reader|helper|ignored/);
  }, 60_000);

  it('listens with conditional requests, at most once per 2 × update-interval-seconds', async () => {
    const run = await narrate({ steps: 30 });
    expect(run.code, describeActionRun(run)).toBe(0);
    const polls = fake.requests.filter(isPoll);
    const issue = polls.filter((r) => r.route === 'get-issue');
    expect(issue.length).toBeGreaterThanOrEqual(3);
    // After the first answer every request sends the validator back.
    for (const r of issue.slice(1)) expect(r.headers['if-none-match']).toMatch(/^W\/"/);
    // 1 s apart at least (update-interval-seconds 0.5 × 2), with the timer's slack.
    for (let i = 1; i < issue.length; i++) {
      expect(issue[i]!.at - issue[i - 1]!.at).toBeGreaterThanOrEqual(950);
    }
    // Nobody commented or reacted during the run: after the first poll everything is a 304, and the
    // comments (which Narrator's own edits keep changing) were listed once, not on every poll.
    const reactions = polls.filter((r) => r.route === 'list-reactions');
    expect(reactions.length).toBe(issue.length);
    expect(reactions[0]!.query).toMatchObject({ content: '-1' });
    for (const r of [...issue.slice(1), ...reactions.slice(1)]) expect(r.outcome).toBe(304);
    expect(polls.filter((r) => r.route === 'list-comments')).toHaveLength(1);
    // The job log says what listening cost.
    expect(run.stdout).toMatch(
      /listening for a stop cost \d+ conditional requests .* \d+ answered 304 Not Modified/,
    );
  }, 60_000);

  it("does not poll while the repository's shared budget is down to its reserve", async () => {
    // 10 requests left of 1,000: below the reserve the final edits need.
    fake.setLimits({ primary: { limit: 1000, used: 990 } });
    const run = await narrate({ steps: 15 });
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(fake.requests.filter(isPoll)).toEqual([]);
    expect(run.stdout).toMatch(/polls skipped for the shared budget/);
  }, 60_000);

  it('remote-stop: false does not listen at all', async () => {
    const run = await narrate({ steps: 10, inputs: { 'remote-stop': 'false' } });
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(fake.requests.filter(isPoll)).toEqual([]);
  }, 60_000);
});
