/**
 * What a person reads of the ledger, as found on real runs (the live comment's "this PR" line
 * while the run goes on, the ledger comment's table): the running run is said to be running, not
 * counted as a run without an outcome or a cost; the table writes tokens as the comment does and
 * names a failure kind only when it says more than the outcome. Rows are hand-written fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  addRow,
  emptyBlock,
  type LedgerRow,
  ledgerTotals,
  rowId,
  totalsLine,
} from '../../src/ledger/ledger.js';
import { renderLedgerComment } from '../../src/ledger/render.js';

const JOB = 'agent.yml/review';

/** A hand-written finished row: run n, $0.37, success. */
function row(n: number, o: Partial<LedgerRow> = {}): LedgerRow {
  const runId = String(9000 + n);
  return {
    id: rowId(runId, 1, JOB),
    runId,
    attempt: 1,
    job: JOB,
    agent: 'claude',
    model: 'claude-sonnet-4-5',
    sessionId: null,
    resumed: false,
    conclusion: 'success',
    source: 'outcome',
    outcome: 'success',
    failureKind: null,
    costUsd: 0.37,
    estimatedCostUsd: null,
    tokensIn: 5_458,
    tokensOut: 39,
    cacheRead: 0,
    durationMs: 1_100,
    headSha: null,
    time: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    actor: 'octo-dev',
    comments: [],
    ...o,
  };
}

/** This run's row mid-run, as the ledger sink builds it: no outcome yet, maybe no cost yet. */
const runningRow = (n: number, costUsd: number | null) =>
  row(n, { outcome: null, costUsd, conclusion: 'failure', tokensIn: null, tokensOut: null });

describe("the live comment's line while this run goes on", () => {
  it('the only run, before any cost: running, not "1 without cost · 1 without outcome"', () => {
    const totals = ledgerTotals([addRow(emptyBlock(JOB), runningRow(1, null))]);
    const line = totalsLine(totals, 'pr', { costKnown: false });
    expect(line).toBe('this PR: 1 agent run (this one running)');
    expect(line).not.toMatch(/without/);
  });

  it('after earlier runs, with a cost so far: the cost counts, the outcome is not missing', () => {
    let block = addRow(emptyBlock(JOB), row(1));
    block = addRow(block, row(2, { costUsd: null }));
    block = addRow(block, runningRow(3, 0.02));
    const line = totalsLine(ledgerTotals([block]), 'issue', { costKnown: true });
    expect(line).toBe('this issue: 3 agent runs (this one running) · $0.39 · 1 without cost');
  });

  it('a finished run without an outcome is still said so (the line at the end is unchanged)', () => {
    const totals = ledgerTotals([addRow(emptyBlock(JOB), runningRow(1, null))]);
    expect(totalsLine(totals)).toBe('this PR: 1 agent run · 1 without cost · 1 without outcome');
  });
});

describe('the ledger comment table', () => {
  const body = (r: LedgerRow) =>
    renderLedgerComment({
      marker: '<!-- narrator-ledger:x -->',
      block: addRow(emptyBlock(JOB), r),
      totals: ledgerTotals([addRow(emptyBlock(JOB), r)]),
      kind: 'pr',
    });
  const tableRow = (text: string) => text.split('\n').find((l) => l.startsWith('| 9'))!;

  it('writes tokens as the live comment does (5.5k / 39), not 5458 / 39', () => {
    expect(tableRow(body(row(1)))).toContain('| 5.5k / 39 |');
    expect(tableRow(body(row(1, { tokensIn: 1_350_000, tokensOut: null })))).toContain('| 1.35M / n/a |');
  });

  it('names the agent as the comment does ("Claude", "Codex"), not by its input name', () => {
    expect(tableRow(body(row(1)))).toContain('| Claude · claude-sonnet-4-5 |');
    expect(tableRow(body(row(2, { agent: 'codex', model: null })))).toContain('| Codex |');
    expect(tableRow(body(row(3, { agent: 'command', model: null })))).toContain('| command |');
  });

  it('names the failure kind only when it says more than the outcome', () => {
    const parked = row(1, { outcome: 'waiting_for_input', failureKind: 'waiting_for_input' });
    expect(tableRow(body(parked))).toContain('| ✅ waiting\\_for\\_input |');
    const error = row(2, { outcome: 'error', failureKind: 'startup', conclusion: 'failure' });
    expect(tableRow(body(error))).toContain('| ❌ error (startup) |');
  });
});
