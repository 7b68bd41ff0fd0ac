/**
 * The PR's ledger end to end: the real bundle (scripts/build.mjs) as a subprocess, a fake agent
 * replaying the REAL capture 03-tools (success, the agent reports $0.04274), and the loopback fake
 * GitHub. Each run writes its row into its job's ledger comment; the live comment's final body and
 * the `pr-cost-usd` / `pr-runs` outputs show the PR's totals; a reader's forged ledger is ignored;
 * two jobs finishing at once lose no row; the second workflow run of a handled comment ends neutral.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerMarker } from '../../src/github/ledger-store.js';
import {
  addRow,
  emptyBlock,
  ledgerTotals,
  parseLedgerBlock,
  rowId,
  serializeLedgerBlock,
} from '../../src/ledger/ledger.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';
import { seeded } from '../support/seeded.js';

const TOKEN = 'ghs_ledgerTokenValue0123456789abcdefgh';
const WRITER = { login: 'octo-dev', type: 'User' };
const PR = 7;
/** 03-tools' own figure (its result frame's total_cost_usd). */
const COST = 0.04274;

let bundle: { index: string };
let fake: FakeGitHub;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
}, 120_000);
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.comments.clear();
  fake.requests.length = 0;
  fake.latency = null;
});

interface Run {
  runId: string;
  job?: string;
  event?: 'pull_request' | 'issue_comment';
  commentId?: number;
  env?: Record<string, string>;
  inputs?: Record<string, string>;
}

function narrate(o: Run): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-ledger-'));
  const event = path.join(dir, 'ledger-event.json');
  const payload =
    o.event === 'issue_comment'
      ? {
          action: 'created',
          issue: { number: PR, pull_request: {} },
          comment: { id: o.commentId, body: '/agent apply your second suggestion', user: WRITER },
          sender: WRITER,
        }
      : {
          action: 'synchronize',
          number: PR,
          pull_request: { number: PR, title: 'Fix add()', user: WRITER, head: { sha: 'ab'.repeat(20) } },
          sender: WRITER,
        };
  writeFileSync(event, JSON.stringify(payload));
  return runActionEntry(bundle.index, {
    dir,
    timeoutMs: 60_000,
    inputs: {
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
      'github-token': TOKEN,
      'allowed-actors': WRITER.login,
      'update-interval-seconds': '0.2',
      ...o.inputs,
    },
    env: {
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: o.event ?? 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_ACTOR: WRITER.login,
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: o.job ?? 'review',
      GITHUB_RUN_ID: o.runId,
      GITHUB_RUN_ATTEMPT: '1',
      FAKE_TIME_SCALE: '0',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '10000',
      NARRATOR_LEDGER: 'on',
      NARRATOR_LEDGER_SETTLE_MS: '100',
      ...o.env,
    },
  });
}

const thread = () => fake.commentsOn('octo', 'app', PR);
const ledgers = () => thread().filter((c) => c.body.startsWith('<!-- narrator-ledger:'));
const liveComment = (job = 'review') =>
  thread().find((c) => c.body.startsWith(`<!-- narrator:agent.yml/${job} -->`));

describe('the ledger through dist/index.js', () => {
  it('counts every run of the PR: the ledger comment, the live comment and the outputs agree', async () => {
    // A reader's look-alike claiming 40 runs and $999: ignored, said in the log.
    let forged = emptyBlock('agent.yml/review');
    forged = addRow(forged, {
      id: rowId('1', 1, 'agent.yml/review'),
      runId: '1',
      attempt: 1,
      job: 'agent.yml/review',
      agent: 'claude',
      model: null,
      sessionId: null,
      resumed: false,
      conclusion: 'success',
      source: 'outcome',
      outcome: 'success',
      failureKind: null,
      costUsd: 999,
      estimatedCostUsd: null,
      tokensIn: null,
      tokensOut: null,
      cacheRead: null,
      durationMs: null,
      headSha: null,
      time: '2026-01-01T00:00:00.000Z',
      actor: 'mallory',
      comments: [],
    });
    const look = fake.seedComment(
      'octo',
      'app',
      PR,
      `${ledgerMarker('agent.yml/review')}\n${serializeLedgerBlock(forged)}`,
      'mallory',
    );

    const runs: ActionRun[] = [];
    for (const runId of ['2001', '2002', '2003']) {
      const r = await narrate({ runId });
      expect(r.code, describeActionRun(r)).toBe(0);
      runs.push(r);
    }
    expect(runs.map((r) => r.outputs['pr-runs'])).toEqual(['1', '2', '3']);
    expect(Number(runs[2]!.outputs['pr-cost-usd'])).toBeCloseTo(3 * COST, 4);
    expect(runs[0]!.stdout).toMatch(new RegExp(`ignored the ledger block of comment ${look.id} by @mallory`));
    expect(runs[2]!.stdout).toContain('Narrator ledger: this PR: 3 agent runs · $0.13');

    // One ledger comment of ours (the look-alike untouched), its rows the three runs.
    const ours = ledgers().filter((c) => c.author.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    const parsed = parseLedgerBlock(ours[0]!.body);
    expect(parsed.kind).toBe('ok');
    if (parsed.kind !== 'ok') return;
    expect(parsed.block.rows.map((r) => r.runId)).toEqual(['2001', '2002', '2003']);
    const first = parsed.block.rows[0]!;
    expect(first).toMatchObject({
      job: 'agent.yml/review',
      // A `command` run: the agent its stream showed.
      agent: 'claude-code',
      conclusion: 'success',
      outcome: 'success',
      costUsd: COST,
      headSha: 'ab'.repeat(20),
      actor: WRITER.login,
      resumed: false,
    });
    expect(first.sessionId).toBeTruthy();
    expect(first.tokensIn).toBeGreaterThan(0);
    expect(ledgerTotals([parsed.block]).runs).toBe(3);
    // The live comment (replaced each run) shows the PR's totals with this run counted.
    expect(liveComment()!.body).toContain('this PR: 3 agent runs · $0.13');
    expect(look.body).toBe(fake.comments.get(look.id)!.body);
    // No secret reaches any of it.
    for (const c of thread()) expect(c.body).not.toContain(TOKEN);
  }, 240_000);

  it('the 50th run of a job: the ledger comment stays under 65,536 characters, the totals exact', async () => {
    // 49 earlier runs, hand-written rows with long (capped) fields, as this job's ledger comment.
    let block = emptyBlock('agent.yml/review');
    for (let n = 1; n <= 49; n++) {
      block = addRow(block, {
        id: rowId(String(3000 + n), 1, 'agent.yml/review'),
        runId: String(3000 + n),
        attempt: 1,
        job: 'agent.yml/review',
        agent: 'claude',
        model: `claude-sonnet-4-5-${'x'.repeat(150)}`,
        sessionId: `a0c0${n}-5e55-4d2a-9c1b-0123456789ab`,
        resumed: n > 1,
        conclusion: n % 7 === 0 ? 'failure' : 'success',
        source: 'outcome',
        outcome: n % 7 === 0 ? 'incomplete' : 'success',
        failureKind: n % 7 === 0 ? 'incomplete' : null,
        costUsd: 0.5,
        estimatedCostUsd: null,
        tokensIn: 50_000,
        tokensOut: 2_000,
        cacheRead: 40_000,
        durationMs: 120_000,
        headSha: 'cd'.repeat(20),
        time: new Date(Date.UTC(2026, 9, 1, 0, n)).toISOString(),
        actor: `a-rather-long-login-${n}`,
        comments: [10_000 + n],
      });
    }
    const { renderLedgerComment } = await import('../../src/ledger/render.js');
    fake.seedComment(
      'octo',
      'app',
      PR,
      renderLedgerComment({
        marker: ledgerMarker('agent.yml/review'),
        block,
        totals: ledgerTotals([block]),
        kind: 'pr',
      }),
    );
    const r = await narrate({ runId: '3050' });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(r.outputs['pr-runs']).toBe('50');
    expect(Number(r.outputs['pr-cost-usd'])).toBeCloseTo(49 * 0.5 + COST, 4);
    const body = ledgers()[0]!.body;
    expect(body.length).toBeLessThan(65_536);
    const parsed = parseLedgerBlock(body);
    expect(parsed.kind).toBe('ok');
    if (parsed.kind !== 'ok') return;
    const totals = ledgerTotals([parsed.block]);
    expect(totals.runs).toBe(50);
    expect(totals.outcomes['incomplete']).toBe(7);
    expect(parsed.block.rows.at(-1)!.runId).toBe('3050');
    expect(liveComment()!.body).toContain('this PR: 50 agent runs · $24.54 · 7 incomplete');
  }, 240_000);

  it('two jobs finishing at once lose no row', async () => {
    fake.latency = { minMs: 10, maxMs: 80, random: seeded(3) };
    const [a, b] = await Promise.all([
      narrate({ runId: '4001', job: 'review' }),
      narrate({ runId: '4001', job: 'fix' }),
    ]);
    expect(a.code, describeActionRun(a)).toBe(0);
    expect(b.code, describeActionRun(b)).toBe(0);
    const blocks = ledgers().map((c) => parseLedgerBlock(c.body));
    expect(blocks.every((p) => p.kind === 'ok')).toBe(true);
    const all = blocks.flatMap((p) => (p.kind === 'ok' ? p.block.rows.map((r) => r.id) : [])).sort();
    expect(all).toEqual(['4001/1/agent.yml/fix', '4001/1/agent.yml/review']);
  }, 240_000);

  it("a matrix's legs finishing at once keep their rows in ONE ledger comment, none lost", async () => {
    fake.latency = { minMs: 10, maxMs: 80, random: seeded(5) };
    const legs = await Promise.all(
      [0, 1, 2].map((i) =>
        narrate({
          runId: '4501',
          job: 'shards',
          inputs: { matrix: JSON.stringify({ shard: i + 1 }), 'job-index': String(i), 'job-total': '3' },
        }),
      ),
    );
    for (const leg of legs) expect(leg.code, describeActionRun(leg)).toBe(0);
    const mine = ledgers().filter((c) => c.body.startsWith(ledgerMarker('agent.yml/shards')));
    expect(mine).toHaveLength(1);
    const parsed = parseLedgerBlock(mine[0]!.body);
    expect(parsed.kind === 'ok' && parsed.block.rows.map((r) => r.job).sort()).toEqual([
      'agent.yml/shards (leg 1: 1)',
      'agent.yml/shards (leg 2: 2)',
      'agent.yml/shards (leg 3: 3)',
    ]);
  }, 240_000);

  it('the second workflow run of a handled comment ends neutral, "handled by run N", without running the agent', async () => {
    const trigger = fake.seedComment('octo', 'app', PR, '/agent apply your second suggestion', WRITER.login);
    const first = await narrate({ runId: '5001', event: 'issue_comment', commentId: trigger.id });
    expect(first.code, describeActionRun(first)).toBe(0);
    expect(first.outputs['conclusion']).toBe('success');
    const requestsBefore = fake.requests.length;

    const second = await narrate({ runId: '5002', event: 'issue_comment', commentId: trigger.id });
    expect(second.code, describeActionRun(second)).toBe(0);
    expect(second.outputs['conclusion']).toBe('neutral');
    expect(second.outputs['handled-by']).toBe('5001');
    expect(second.outputs['outcome']).toBeUndefined();
    expect(second.stdout).toContain('already handled by run 5001');
    expect(second.stepSummary).toContain('Handled by run 5001');
    // No comment written, no row added (the gate's 👀 on the comment is all it wrote).
    expect(
      fake.requests
        .slice(requestsBefore)
        .filter((q) => q.method !== 'GET' && q.route !== 'graphql' && q.route !== 'create-reaction'),
    ).toEqual([]);
    const parsed = parseLedgerBlock(ledgers()[0]!.body);
    expect(parsed.kind === 'ok' && parsed.block.rows.map((r) => r.runId)).toEqual(['5001']);

    // A re-run of the handling run itself is a person asking again: it runs.
    const rerun = await narrate({
      runId: '5001',
      event: 'issue_comment',
      commentId: trigger.id,
      env: { GITHUB_RUN_ATTEMPT: '2' },
    });
    expect(rerun.outputs['conclusion']).toBe('success');

    // A new comment is new work: it runs.
    const next = fake.seedComment('octo', 'app', PR, '/agent and add a test', WRITER.login);
    const third = await narrate({ runId: '5003', event: 'issue_comment', commentId: next.id });
    expect(third.outputs['conclusion']).toBe('success');
    expect(third.outputs['pr-runs']).toBe('3');
  }, 240_000);

  it('ledger: false: no ledger read or written, empty outputs, and a handled comment runs again, said in the log', async () => {
    const trigger = fake.seedComment('octo', 'app', PR, '/agent apply your second suggestion', WRITER.login);
    const first = await narrate({ runId: '7001', event: 'issue_comment', commentId: trigger.id });
    expect(first.outputs['conclusion']).toBe('success');
    expect(ledgers()).toHaveLength(1);
    const ledgerBefore = ledgers()[0]!.body;

    const requestsBefore = fake.requests.length;
    const off = await narrate({
      runId: '7002',
      event: 'issue_comment',
      commentId: trigger.id,
      inputs: { ledger: 'false' },
    });
    expect(off.code, describeActionRun(off)).toBe(0);
    // The comment was handled by 7001; without the ledger that cannot be told: the agent runs.
    expect(off.outputs['conclusion']).toBe('success');
    expect(off.outputs['outcome']).toBe('success');
    expect(off.stdout).toContain(
      'Narrator ledger: ledger: false, so whether this comment was already handled by another run cannot be told: the agent runs',
    );
    expect(off.outputs['handled-by'] ?? '').toBe('');
    expect(off.outputs['pr-cost-usd'] ?? '').toBe('');
    expect(off.outputs['pr-runs'] ?? '').toBe('');
    // No row added, nothing of the ledger in the live comment, no write that carries its marker.
    expect(ledgers()).toHaveLength(1);
    expect(ledgers()[0]!.body).toBe(ledgerBefore);
    expect(liveComment()?.body).not.toMatch(/this PR: \d+ agent runs?/);
    const sent = fake.requests.slice(requestsBefore);
    expect(sent.filter((q) => q.rawBody.includes('narrator-ledger'))).toEqual([]);
    // The same run with the ledger on reads the thread more (its start read and its read-back).
    const listsOff = sent.filter((q) => q.route === 'list-comments').length;
    const onBefore = fake.requests.length;
    const next = fake.seedComment('octo', 'app', PR, '/agent and add a test', WRITER.login);
    const on = await narrate({ runId: '7003', event: 'issue_comment', commentId: next.id });
    expect(on.outputs['pr-runs']).toBe('2');
    const listsOn = fake.requests.slice(onBefore).filter((q) => q.route === 'list-comments').length;
    expect(listsOn).toBeGreaterThan(listsOff);
  }, 240_000);

  it('warns when the checked-out workflow cancels in progress on a comment event', async () => {
    const trigger = fake.seedComment('octo', 'app', PR, '/agent review', WRITER.login);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-ledger-wf-'));
    const workflows = path.join(dir, '.github', 'workflows');
    mkdirSync(workflows, { recursive: true });
    // Hand-written: the workflow a user might copy from another action's README.
    writeFileSync(
      path.join(workflows, 'agent.yml'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
      'on: issue_comment\nconcurrency:\n  group: agent-${{ github.event.issue.number }}\n  cancel-in-progress: true\n',
    );
    const r = await narrate({
      runId: '6001',
      event: 'issue_comment',
      commentId: trigger.id,
      env: {
        GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/agent.yml@refs/heads/main',
        GITHUB_WORKSPACE: dir,
      },
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(
      r.commands
        .filter((c) => c.command === 'warning')
        .map((c) => c.message)
        .join('\n'),
    ).toContain('cancel-in-progress: true');
  }, 240_000);
});
