/**
 * `narrator history OWNER/REPO#N` as a person runs it: the bundled CLI (dist/cli.js from the
 * project's own build) as a child process, against the fake GitHub. The ledger comments are
 * hand-written fixtures rendered by src/ledger/render.ts: two jobs of the bot's, a reader's
 * forgery and a malformed block, which must not count.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMarker } from '../../src/github/ledger-store.js';
import { addRow, emptyBlock, type LedgerRow, ledgerTotals, rowId } from '../../src/ledger/ledger.js';
import { renderLedgerComment } from '../../src/ledger/render.js';
import { buildActionBundle } from '../support/build-action.js';
import { FakeGitHub } from '../support/fake-github.js';

let cli: string;
let fake: FakeGitHub;

beforeAll(async () => {
  const [bundle, github] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
  cli = path.join(bundle.dir, 'cli.js');
  fake = github;
}, 120_000);
afterAll(async () => {
  await fake.close();
});

function runCli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: {
        PATH: process.env['PATH'] ?? '',
        GITHUB_API_URL: fake.url,
        GITHUB_TOKEN: 'ghp_historyToken0123456789abcdefghijklmn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function row(runId: string, job: string, o: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: rowId(runId, 1, job),
    runId,
    attempt: 1,
    job,
    agent: 'claude',
    model: 'claude-sonnet-4-5',
    sessionId: null,
    resumed: false,
    conclusion: 'success',
    source: 'outcome',
    outcome: 'success',
    failureKind: null,
    costUsd: 1.5,
    estimatedCostUsd: null,
    tokensIn: 1000,
    tokensOut: 200,
    cacheRead: 0,
    durationMs: 1000,
    headSha: null,
    time: `2026-11-0${runId.slice(-1)}T10:00:00.000Z`,
    actor: 'octo-dev',
    comments: [],
    ...o,
  };
}

function seedLedger(job: string, rows: LedgerRow[], author?: string) {
  let block = emptyBlock(job);
  for (const r of rows) block = addRow(block, r);
  const body = renderLedgerComment({
    marker: ledgerMarker(job),
    block,
    totals: ledgerTotals([block]),
    kind: 'pr',
  });
  return fake.seedComment('octo', 'app', 21, body, author);
}

describe('narrator history (dist/cli.js)', () => {
  it("prints the ledger's runs and totals; a reader's forgery and a malformed block do not count", async () => {
    seedLedger('agent.yml/review', [row('101', 'agent.yml/review'), row('103', 'agent.yml/review')]);
    seedLedger('agent.yml/fix', [
      row('102', 'agent.yml/fix', {
        conclusion: 'failure',
        outcome: 'incomplete',
        failureKind: 'incomplete',
        costUsd: 0.75,
      }),
    ]);
    const forged = seedLedger(
      'agent.yml/forged',
      [row('104', 'agent.yml/forged', { costUsd: 9999 })],
      'mallory',
    );
    const broken = fake.seedComment(
      'octo',
      'app',
      21,
      `${ledgerMarker('agent.yml/old')}\n<!-- narrator-ledger-data v1 e30= -->`,
    );

    const table = await runCli(['history', 'octo/app#21']);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^run\s+job\s+verdict/);
    expect(lines.slice(1, 4).map((l) => l.split(/\s+/)[0])).toEqual(['101', '102', '103']);
    expect(table.stdout).toContain('x incomplete (incomplete)');
    expect(lines.at(-1)).toBe('octo/app#21: 3 agent runs · $3.75 · 1 incomplete');
    expect(table.stderr).toContain(`ignored the ledger block of comment ${forged.id} by @mallory`);
    expect(table.stderr).toContain(`comment ${broken.id}: the ledger data does not check`);

    const json = await runCli(['history', 'https://github.com/octo/app/pull/21', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const data = JSON.parse(json.stdout) as {
      totals: { runs: number; costUsd: number };
      rows: LedgerRow[];
      ignored: string[];
    };
    expect(data.totals.runs).toBe(3);
    expect(data.totals.costUsd).toBeCloseTo(3.75, 6);
    expect(data.rows.map((r) => r.runId)).toEqual(['101', '102', '103']);
    expect(data.ignored).toHaveLength(2);

    // Another account's ledger only when asked for: then the bot's is the foreign one.
    const theirs = await runCli(['history', 'octo/app#21', '--json', '--author', 'mallory']);
    expect((JSON.parse(theirs.stdout) as { totals: { runs: number } }).totals.runs).toBe(1);
  }, 60_000);

  it('says there is no ledger, and refuses a bad target or author', async () => {
    const empty = await runCli(['history', 'octo/app#99']);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('No ledger of github-actions[bot] on octo/app#99.\n');
    expect((await runCli(['history', 'octo/app'])).code).toBe(2);
    expect((await runCli(['history', 'octo/app#1', '--author', 'a b'])).code).toBe(2);
  }, 60_000);
});
