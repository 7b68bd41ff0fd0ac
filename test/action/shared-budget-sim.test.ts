/**
 * Many runs, one repository's budget, simulated: 20 runs of the Action bundle at once in one busy
 * repository, against the fake GitHub enforcing GitHub's limits for the repository (the workflow
 * token's 1,000 requests an hour, reported on every answer as x-ratelimit-*; content creation: 80
 * a minute and 500 an hour, answered with 403 + retry-after once exceeded), time-scaled: the runs
 * and the fake's limits share a clock running SCALE times faster (NARRATOR_CLOCK_SCALE /
 * NARRATOR_CLOCK_ORIGIN), so a few minutes of GitHub time pass in seconds. 14 ordinary runs narrate
 * on their own PRs; 6 legs of a matrix narrate on one PR and keep its live board too. Another
 * workflow keeps spending the budget meanwhile. Each run replays a real capture (30 tool calls)
 * slowed to last about two and a half simulated minutes.
 *
 * What must hold: every run's final comment lands; no secondary-limit 403 is provoked after the
 * first one; every run still edits its comment at least once a (simulated) minute.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/github/clock.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

/** Simulated ms per real ms. */
const SCALE = 10;
const MINUTE = 60_000;
const ORDINARY = 14;
const LEGS = 6;
const MATRIX_PR = 200;
/** 08-long-run-30-tools lasts 3.1 s; this stretches it to about two and a half simulated minutes. */
const AGENT_TIME_SCALE = String((2.5 * MINUTE) / SCALE / 3100);
const AUTHOR = { login: 'octo-dev', type: 'User' };

let fake: FakeGitHub;
let runs: Array<{ run: ActionRun; pr: number; marker: string }>;
let origin: number;
const sim = (realMs: number) => realMs * SCALE;

function event(pr: number): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-sim-')), 'event.json');
  writeFileSync(
    file,
    JSON.stringify({ number: pr, pull_request: { number: pr, user: AUTHOR }, sender: AUTHOR }),
  );
  return file;
}

function narrate(pr: number, inputs: Record<string, string>): Promise<ActionRun> {
  return runActionEntry(bundlePath, {
    inputs: {
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture('08-long-run-30-tools')}'`,
      'github-token': 'ghs_simulatedRepositoryToken000000000000',
      'allowed-actors': AUTHOR.login,
      ...inputs,
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event(pr),
      GITHUB_WORKFLOW: 'agents.yml',
      GITHUB_JOB: 'review',
      GITHUB_RUN_ID: String(7000 + pr),
      FAKE_TIME_SCALE: AGENT_TIME_SCALE,
      NARRATOR_CLOCK_SCALE: String(SCALE),
      NARRATOR_CLOCK_ORIGIN: String(origin),
      // 30 real seconds for the final edit, as in production.
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: String(sim(30_000)),
      NARRATOR_GITHUB_BACKOFF_MS: '10',
    },
    timeoutMs: 120_000,
  });
}

let bundlePath = '';

beforeAll(async () => {
  const [bundle, started] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
  bundlePath = bundle.index;
  fake = started;
  origin = Date.now();
  const now = scaledClock(origin, SCALE).now;
  // A busy repository: half the hour's budget spent, 30 minutes to the reset.
  fake.setLimits({
    now,
    primary: { limit: 1000, used: 500, resetInMs: 30 * MINUTE },
    content: [
      { max: 80, windowMs: MINUTE },
      { max: 500, windowMs: 60 * MINUTE },
    ],
  });
  // Another workflow of the repository: 20 requests and 4 writes a simulated minute.
  const other = setInterval(() => fake.spend({ requests: 5, writes: 1 }), MINUTE / 4 / SCALE);
  try {
    // The runs start over a few (real) seconds, as jobs of a busy repository do, which also spares
    // a loaded machine 20 process start-ups in the same instant.
    const stagger = (n: number) => new Promise((resolve) => setTimeout(resolve, n * 150));
    const ordinary = Array.from({ length: ORDINARY }, (_, i) => i).map(async (i) => {
      await stagger(i);
      return { pr: 100 + i, marker: '<!-- narrator:agents.yml/review -->', run: await narrate(100 + i, {}) };
    });
    const legs = Array.from({ length: LEGS }, (_, i) => i).map(async (i) => {
      await stagger(i);
      return {
        pr: MATRIX_PR,
        marker: `<!-- narrator:agents.yml/review (leg ${i + 1}: shard-${i + 1}) -->`,
        run: await narrate(MATRIX_PR, {
          matrix: JSON.stringify({ shard: `shard-${i + 1}` }),
          'job-index': String(i),
          'job-total': String(LEGS),
        }),
      };
    });
    runs = await Promise.all([...ordinary, ...legs]);
  } finally {
    clearInterval(other);
  }
}, 180_000);

afterAll(async () => {
  await fake?.close();
});

/** The landed writes (create, then edits) of the comment a run narrated in, in real ms. */
function writesOf(pr: number, marker: string): number[] {
  const comment = fake.commentsOn('octo', 'app', pr).find((c) => c.body.startsWith(marker));
  if (!comment) return [];
  return fake.requests
    .filter(
      (r) =>
        (r.route === 'create-comment' &&
          r.path.endsWith(`/issues/${pr}/comments`) &&
          (r.body as { body?: string }).body?.startsWith(marker) &&
          r.outcome === 201) ||
        (r.route === 'update-comment' && r.path.endsWith(`/comments/${comment.id}`) && r.outcome === 200),
    )
    .map((r) => r.at);
}

describe('20 runs at once in one busy repository (time x10)', () => {
  it('every run succeeds and its final comment lands', () => {
    expect(runs).toHaveLength(ORDINARY + LEGS);
    for (const { run, pr, marker } of runs) {
      expect(run.code, `${pr} ${run.stderr}`).toBe(0);
      expect(run.state['narrator-comment-final'], `${pr} ${marker}`).toBe('true');
      const comment = fake.commentsOn('octo', 'app', pr).find((c) => c.body.startsWith(marker))!;
      expect(comment.body).toContain('Done after 30 tool calls.');
    }
    // The matrix's board ends with every leg's final row.
    const board = fake
      .commentsOn('octo', 'app', MATRIX_PR)
      .find((c) => c.body.startsWith('<!-- narrator-board:'));
    expect(board?.body.match(/^\| <!-- narrator-leg:.*✅ success/gm)).toHaveLength(LEGS);
  });

  it('no secondary-limit 403 is provoked after the first one, and the primary budget never runs out', () => {
    const secondary = fake.rateLimitAnswers.filter((a) => a.kind === 'secondary');
    const primary = fake.rateLimitAnswers.filter((a) => a.kind === 'primary');
    const first = secondary[0];
    const late = first
      ? secondary.filter((a) => fake.requests[a.request]!.at > fake.requests[first.request]!.at + 50)
      : [];
    const writes = fake.requests.filter((r) => ['create-comment', 'update-comment'].includes(r.route ?? ''));
    const spanMin = sim(Math.max(...writes.map((w) => w.at)) - Math.min(...writes.map((w) => w.at))) / MINUTE;
    console.log(
      `${runs.length} runs: ${writes.length} comment writes in ${spanMin.toFixed(1)} simulated minutes ` +
        `(${(writes.length / spanMin).toFixed(0)} a minute, GitHub allows 80); secondary-limit answers: ${secondary.length}, ` +
        `primary: ${primary.length}; budget left: ${fake.budget()!.remaining} of 1000`,
    );
    expect(late).toEqual([]);
    expect(primary).toEqual([]);
  });

  it('every run still edits its comment at least once a simulated minute', () => {
    const gaps: number[] = [];
    for (const { pr, marker } of runs) {
      const times = writesOf(pr, marker);
      // Created, edited, and the final edit at least (a loaded machine starts some runs late).
      expect(times.length, `${pr} ${marker}`).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < times.length; i++) gaps.push(sim(times[i]! - times[i - 1]!));
      if (process.env['SIM_DEBUG'])
        console.log(
          pr,
          marker.slice(0, 60),
          times
            .map((t, i) =>
              i ? (sim(t - times[i - 1]!) / 1000).toFixed(0) : `@${(sim(t - origin) / 1000).toFixed(0)}`,
            )
            .join(' '),
        );
    }
    const longest = Math.max(...gaps);
    console.log(
      `edit gaps: median ${(gaps.sort((a, b) => a - b)[gaps.length >> 1]! / 1000).toFixed(0)} s, longest ${(longest / 1000).toFixed(0)} s (simulated)`,
    );
    expect(longest).toBeLessThanOrEqual(MINUTE);
  });
});
