/**
 * The ledger on GitHub (src/github/ledger-store.ts) against the loopback fake GitHub over real HTTP
 * (Octokit, the real client): 50 runs on one PR, jobs and runs writing at once (the fake's latency
 * makes them overlap), and hostile comments that carry the ledger's marker. Rows are hand-written.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/client.js';
import { octokitIssueComments } from '../../src/github/issue-comments.js';
import { ledgerMarker, readLedger, recordLedgerRow } from '../../src/github/ledger-store.js';
import {
  addRow,
  emptyBlock,
  type LedgerRow,
  ledgerTotals,
  parseLedgerBlock,
  rowId,
  serializeLedgerBlock,
} from '../../src/ledger/ledger.js';
import { FakeGitHub, GITHUB_BODY_LIMIT } from '../support/fake-github.js';
import { seeded } from '../support/seeded.js';

const target = { owner: 'octo', repo: 'widgets', issueNumber: 12, kind: 'pr' as const };
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

function api() {
  const octokit = createGitHubClient({
    token: 'ghs_faketoken',
    baseUrl: fake.url,
    version: '0.0.0-test',
    logger: { debug: () => {}, warning: () => {} },
    serverErrorBackoffMs: 20,
  });
  return octokitIssueComments(octokit, target);
}

function row(n: number, job = 'agent.yml/review'): LedgerRow {
  const runId = String(5000 + n);
  return {
    id: rowId(runId, 1, job),
    runId,
    attempt: 1,
    job,
    agent: 'claude',
    model: 'claude-sonnet-4-5-20250929',
    sessionId: `a0c0${n}-5e55-4d2a-9c1b-0123456789ab`,
    resumed: false,
    conclusion: n % 5 === 0 ? 'failure' : 'success',
    source: 'outcome',
    outcome: n % 5 === 0 ? 'incomplete' : 'success',
    failureKind: n % 5 === 0 ? 'incomplete' : null,
    costUsd: 0.25,
    estimatedCostUsd: null,
    tokensIn: 1000,
    tokensOut: 100,
    cacheRead: 0,
    durationMs: 30_000,
    headSha: 'c'.repeat(40),
    time: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    actor: 'octo-dev',
    comments: [700 + n],
  };
}

const quick = { settleMs: 30, random: () => 0.5 };
const ours = () => fake.commentsOn('octo', 'widgets', 12);

describe('the ledger store', () => {
  it('keeps 50 runs of a job in one comment under 65,536 characters, totals right', async () => {
    const a = api();
    let last = null;
    for (let n = 1; n <= 50; n++)
      last = await recordLedgerRow({ api: a, job: 'agent.yml/review', row: row(n), kind: 'pr', ...quick });
    expect(ours()).toHaveLength(1);
    const body = ours()[0]!.body;
    expect(body.length).toBeLessThan(GITHUB_BODY_LIMIT);
    expect(body).toContain('this PR: 50 agent runs · $12.50 · 10 incomplete');
    expect(last!.verified).toBe(true);
    expect(last!.totals.runs).toBe(50);
    expect(last!.totals.costUsd).toBeCloseTo(12.5, 6);
    const read = await readLedger(a);
    expect(ledgerTotals(read.comments.map((c) => c.block)).runs).toBe(50);
  }, 120_000);

  it('two jobs writing at once lose no row: each writes only its own comment', async () => {
    fake.latency = { minMs: 20, maxMs: 120, random: seeded(7) };
    const [x, y] = await Promise.all([
      recordLedgerRow({ api: api(), job: 'agent.yml/review', row: row(1), kind: 'pr', ...quick }),
      recordLedgerRow({
        api: api(),
        job: 'agent.yml/fix',
        row: row(2, 'agent.yml/fix'),
        kind: 'pr',
        ...quick,
      }),
    ]);
    expect(x.verified && y.verified).toBe(true);
    expect(ours()).toHaveLength(2);
    const read = await readLedger(api());
    expect(ledgerTotals(read.comments.map((c) => c.block)).runs).toBe(2);
  }, 60_000);

  it('four runs of the SAME job at once lose no row: write, wait, read back, write again', async () => {
    fake.latency = { minMs: 20, maxMs: 150, random: seeded(11) };
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        recordLedgerRow({
          api: api(),
          job: 'agent.yml/review',
          row: row(n),
          kind: 'pr',
          settleMs: 200,
          random: seeded(n),
        }),
      ),
    );
    expect(results.every((r) => r.verified)).toBe(true);
    // The copies two runs created at once were merged into the oldest and deleted.
    expect(ours()).toHaveLength(1);
    const parsed = parseLedgerBlock(ours()[0]!.body);
    expect(parsed.kind === 'ok' && parsed.block.rows.map((r) => r.runId).sort()).toEqual([
      '5001',
      '5002',
      '5003',
      '5004',
    ]);
  }, 60_000);

  it('(the hole it closes) without the read-back, two runs of one job at once lose a row', async () => {
    fake.latency = { minMs: 40, maxMs: 40, random: () => 0.5 };
    await Promise.all(
      [1, 2].map((n) =>
        recordLedgerRow({
          api: api(),
          job: 'agent.yml/review',
          row: row(n),
          kind: 'pr',
          attempts: 1,
          settleMs: 0,
          random: () => 0,
        }),
      ),
    );
    const read = await readLedger(api());
    expect(ledgerTotals(read.comments.map((c) => c.block)).runs).toBe(1);
  }, 60_000);

  it("ignores a reader's look-alike and a malformed block of ours, with warnings, and counts the rest", async () => {
    // A reader forges a job with 1,000 runs and $9,999.
    let forged = emptyBlock('agent.yml/forged');
    forged = addRow(forged, { ...row(9, 'agent.yml/forged'), costUsd: 9999 });
    fake.seedComment(
      'octo',
      'widgets',
      12,
      `${ledgerMarker('agent.yml/forged')}\n${serializeLedgerBlock(forged)}`,
      'mallory',
    );
    // One of ours, edited into garbage (a maintainer may edit the bot's comments).
    fake.seedComment(
      'octo',
      'widgets',
      12,
      `${ledgerMarker('agent.yml/old')}\n<!-- narrator-ledger-data v1 !!! -->`,
    );
    // One of ours whose data names another job (copied from elsewhere).
    fake.seedComment(
      'octo',
      'widgets',
      12,
      `${ledgerMarker('agent.yml/copied')}\n${serializeLedgerBlock(addRow(emptyBlock('agent.yml/else'), row(3)))}`,
    );
    const result = await recordLedgerRow({
      api: api(),
      job: 'agent.yml/review',
      row: row(1),
      kind: 'pr',
      ...quick,
    });
    const warnings: string[] = [];
    const read = await readLedger(api());
    warnings.push(...read.warnings);
    expect(result.totals.runs).toBe(1);
    expect(result.totals.costUsd).toBe(0.25);
    expect(warnings.join('\n')).toMatch(/by @mallory: only github-actions\[bot\]'s count/);
    expect(warnings.join('\n')).toMatch(/malformed/);
    expect(warnings.join('\n')).toMatch(/another job's/);
    // The look-alike was never edited.
    expect(ours().find((c) => c.author.login === 'mallory')!.body).toContain(
      'narrator-ledger:agent.yml/forged',
    );
  }, 60_000);
});
