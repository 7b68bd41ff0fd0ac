/**
 * The live board end to end, every part real but GitHub: three matrix legs run AT ONCE through the
 * Action bundle (scripts/build.mjs), replaying real Claude Code captures (one success, one
 * max_turns, one API error), with only what the runner hands every matrix step (`matrix`,
 * `job-index`, `job-total`) and `comment-on: none` (the board is the one comment). They keep their
 * rows of one board comment live on the fake GitHub and publish their records to the loopback
 * artifact service; then the aggregate bundle rewrites the board, exact, in the same comment.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TITLE } from '../../src/board/board.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

const RUN_ID = 5151;
const PR = 9;
const WORKFLOW = 'Agents compared';
const AUTHOR = { login: 'octo-dev', type: 'User' };
/**
 * `scale`: the capture's recorded pace (06c's retries would take minutes: at once). The long leg
 * runs at half speed (08: 6.2 s): legs write in 1 s slots of a 3 s cycle, so it meets its slot at
 * least once while it runs, however loaded the machine (at full speed, 3.1 s, its first turn could
 * come after its end: seen once in a full CI run).
 */
const LEGS = [
  { agent: 'claude', scenario: '08-long-run-30-tools', scale: '2' },
  { agent: 'codex', scenario: '05-max-turns-1', scale: '1' },
  { agent: 'gemini', scenario: '06c-persistent-500', scale: '0' },
] as const;

let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let service: FakeArtifactService;
let github: FakeGitHub;
let eventFile: string;
let legs: ActionRun[];
/** Every body the board comment had while the legs ran, in order (from the writes GitHub accepted). */
const seen: string[] = [];

const isBoard = (body: string) => body.startsWith(`<!-- narrator-board:${WORKFLOW} -->`);

function runnerEnv(runner: string): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: service.tokenForJob(randomUUID()),
    ACTIONS_RESULTS_URL: service.url,
    GITHUB_API_URL: github.url,
    GITHUB_WORKFLOW: WORKFLOW,
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventFile,
    RUNNER_NAME: runner,
    NARRATOR_GITHUB_BACKOFF_MS: '1',
  };
}

function leg(index: number): Promise<ActionRun> {
  const { agent, scenario, scale } = LEGS[index]!;
  return runActionEntry(bundle.index, {
    inputs: {
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture(scenario)}'`,
      'comment-on': 'none',
      'allowed-actors': AUTHOR.login,
      'github-token': 'ghs_liveBoardLegToken000000000000000000',
      // What the runner hands every matrix step for the hidden inputs' defaults.
      matrix: JSON.stringify({ agent }, null, 2),
      'job-index': String(index),
      'job-total': String(LEGS.length),
    },
    env: { ...runnerEnv(`runner-${agent}`), GITHUB_JOB: 'agent', FAKE_TIME_SCALE: scale },
    timeoutMs: 60_000,
  });
}

beforeAll(async () => {
  [bundle, service, github] = await Promise.all([
    buildActionBundle(),
    FakeArtifactService.start(),
    FakeGitHub.start(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-live-board-'));
  eventFile = path.join(dir, 'event.json');
  writeFileSync(
    eventFile,
    JSON.stringify({ number: PR, pull_request: { number: PR, user: AUTHOR }, sender: AUTHOR }),
  );
  const started = new Date().toISOString();
  legs = await Promise.all(LEGS.map((_, i) => leg(i)));
  // Every body written to the board, in the order GitHub took them (polling could miss one that
  // was replaced within the polling interval).
  for (const r of github.requests) {
    const written = (r.body as { body?: unknown } | null)?.body;
    const accepted = r.outcome === 200 || r.outcome === 201;
    if (
      (r.method === 'POST' || r.method === 'PATCH') &&
      accepted &&
      typeof written === 'string' &&
      isBoard(written)
    )
      seen.push(written);
  }
  for (const [i, { agent }] of LEGS.entries()) {
    github.addJob('octo', 'app', {
      run_id: RUN_ID,
      name: `agent (${agent})`,
      runner_name: `runner-${agent}`,
      started_at: started,
      completed_at: new Date(Date.now() + 1_000).toISOString(),
      conclusion: legs[i]!.code === 0 ? 'success' : 'failure',
    });
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
});

const rows = (body: string) => body.split('\n').filter((l) => l.startsWith('| <!-- narrator-leg:'));

describe('matrix legs keep one live board', () => {
  it('each leg ends with its own outcome; none posts a comment of its own (comment-on: none)', () => {
    expect(legs.map((r) => r.outputs['outcome'])).toEqual(['success', 'max_turns', 'error']);
    const comments = github.commentsOn('octo', 'app', PR);
    expect(comments).toHaveLength(1);
    expect(isBoard(comments[0]!.body)).toBe(true);
    expect(comments[0]!.author.login).toBe('github-actions[bot]');
  });

  it('the board was live: rows "not finished" while the legs ran, then every final row', () => {
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen[0]).toContain(LIVE_TITLE);
    // The long leg was shown running (its numbers so far) before its final row.
    const running = seen.findIndex((b) =>
      rows(b).some((r) => r.includes('agent (claude)') && r.includes('🔄 not finished')),
    );
    const done = seen.findIndex((b) =>
      rows(b).some((r) => r.includes('agent (claude)') && r.includes('✅ success')),
    );
    expect(running).toBeGreaterThanOrEqual(0);
    expect(done).toBeGreaterThan(running);
    // After the last leg's final edit: every leg's final row, the failures' reasons, still live.
    const last = seen.at(-1)!;
    expect(rows(last)).toHaveLength(3);
    expect(rows(last).map((r) => /\| (✅|🔁|❌) ([a-z ]+) \|/.exec(r)?.[2])).toEqual([
      'success',
      'max turns',
      'error',
    ]);
    expect(last).toContain('### Legs that did not succeed');
    expect(last).toMatch(/API Error: 500/);
    expect(last).toContain(LIVE_TITLE);
    for (const run of legs)
      expect(run.stdout).toMatch(/keeps this leg's row of the board 'Agents compared' live/);
  });

  it('every leg published its record for the aggregate job', () => {
    expect([...service.artifacts.keys()].filter((n) => n.startsWith('narrator-leg-'))).toHaveLength(3);
  });
});

describe('then the aggregate job', () => {
  let board: ActionRun;
  let boardId: number;
  beforeAll(async () => {
    boardId = github.commentsOn('octo', 'app', PR)[0]!.id;
    board = await runActionEntry(bundle.aggregate, {
      inputs: { 'github-token': 'ghs_boardtoken00000000000000000000000', require: 'any' },
      env: { ...runnerEnv('runner-board'), GITHUB_JOB: 'board' },
      timeoutMs: 30_000,
    });
  }, 60_000);

  it('rewrites the same comment, exact: title, rows with job links, totals, verdict', () => {
    expect(board.code).toBe(0);
    const comments = github.commentsOn('octo', 'app', PR);
    expect(comments.map((c) => c.id)).toEqual([boardId]);
    const body = comments[0]!.body;
    expect(body).toContain('## ✅ Narrator board · 1 of 3 legs succeeded · require any');
    expect(body).not.toContain(LIVE_TITLE);
    expect(rows(body)).toHaveLength(3);
    for (const row of rows(body))
      expect(row).toMatch(/\[job\]\(https:\/\/github\.com\/octo\/app\/actions\/runs\/5151\/job\/\d+\)/);
    expect(body).toMatch(/narrator-board-totals --> \*\*Total\*\* · 3 legs/);
    expect(body).toContain('**The gate passed**');
    expect(board.outputs['outcomes']).toBe(
      JSON.stringify({
        'agent (claude)': 'success',
        'agent (codex)': 'max_turns',
        'agent (gemini)': 'error',
      }),
    );
  });
});

describe('a hostile leg on the live board', () => {
  it('no secret, forged marker, tag or mention reaches the board from its reason or its matrix values', async () => {
    const pr = PR + 1;
    const hostileEvent = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-live-board-')), 'event.json');
    writeFileSync(
      hostileEvent,
      JSON.stringify({ number: pr, pull_request: { number: pr, user: AUTHOR }, sender: AUTHOR }),
    );
    const TOKEN = 'ghs_liveBoardHostileToken0000000000000';
    const REDACT = 'redact-me-live-board-91c3';
    const forged = '<!-- narrator-leg:000000000000 --> <!-- narrator-board-totals -->';
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: `'${fakeAgent('print-secrets.mjs')}'`,
        'comment-on': 'none',
        'allowed-actors': AUTHOR.login,
        'github-token': TOKEN,
        redact: REDACT,
        matrix: JSON.stringify({ agent: `${forged} @octocat <img src=x onerror=alert(1)>` }),
        'job-index': '0',
        'job-total': '2',
      },
      env: {
        ...runnerEnv('runner-hostile'),
        GITHUB_EVENT_PATH: hostileEvent,
        GITHUB_JOB: 'agent',
        FAKE_SECRET_VALUES: [TOKEN, REDACT, forged, '@octocat', '<script>alert(1)</script>'].join('\n'),
      },
      timeoutMs: 60_000,
    });
    expect(run.outputs['outcome']).toBe('error');
    const board = github.commentsOn('octo', 'app', pr).find((c) => isBoard(c.body))!;
    expect(board).toBeDefined();
    // Every body sent for this board: its creation and every edit.
    const writes = github.requests.filter(
      (r) =>
        (r.route === 'create-comment' && r.path.endsWith(`/issues/${pr}/comments`)) ||
        (r.route === 'update-comment' && r.path.endsWith(`/issues/comments/${board.id}`)),
    );
    expect(writes.length).toBeGreaterThanOrEqual(1);
    const bodies = [board.body, ...writes.map((w) => (w.body as { body: string }).body)];
    for (const body of bodies) {
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain(REDACT);
      expect(body.match(/<!-- narrator-leg:/g)).toHaveLength(1);
      expect(body.match(/<!-- narrator-board-totals -->/g)).toHaveLength(1);
      expect(body).not.toMatch(/<(img|script)/i);
      expect(body).not.toMatch(/(^|[^\u200B])@octocat/);
    }
    expect(rows(board.body)).toHaveLength(1);
    expect(board.body).toMatch(/❌ error/);
  }, 60_000);
});
