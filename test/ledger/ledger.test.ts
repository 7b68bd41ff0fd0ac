/**
 * The pure ledger (src/ledger/): the versioned block round-trips, 50 runs stay within a comment's
 * budget with the totals right (oldest rows rolled up), hostile blocks are refused whole with a
 * reason, and the totals line says what the rows add up to. Rows are hand-written fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  addRow,
  BLOCK_BUDGET,
  costOutput,
  emptyBlock,
  handledBy,
  type LedgerRow,
  ledgerRows,
  ledgerTotals,
  parseLedgerBlock,
  rowId,
  serializeLedgerBlock,
  totalsLine,
} from '../../src/ledger/ledger.js';
import { renderLedgerComment } from '../../src/ledger/render.js';

const JOB = 'agent.yml/review';

/** A hand-written row: run n of JOB, $0.37 each, every fifth incomplete. */
function row(n: number, o: Partial<LedgerRow> = {}): LedgerRow {
  const runId = String(9000 + n);
  return {
    id: rowId(runId, 1, o.job ?? JOB),
    runId,
    attempt: 1,
    job: JOB,
    agent: 'claude',
    model: 'claude-sonnet-4-5-20250929',
    sessionId: `a0c0${n.toString(16).padStart(4, '0')}-5e55-4d2a-9c1b-0123456789ab`,
    resumed: n > 1,
    conclusion: n % 5 === 0 ? 'failure' : 'success',
    source: 'outcome',
    outcome: n % 5 === 0 ? 'incomplete' : 'success',
    failureKind: n % 5 === 0 ? 'incomplete' : null,
    costUsd: 0.37,
    estimatedCostUsd: null,
    tokensIn: 12_000 + n,
    tokensOut: 800,
    cacheRead: 9_000,
    durationMs: 61_000,
    headSha: `${n.toString(16).padStart(2, '0')}${'c'.repeat(38)}`,
    time: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    actor: 'octo-dev',
    comments: [100 + n],
    ...o,
  };
}

describe('the ledger block', () => {
  it('round-trips through its hidden data line', () => {
    const block = addRow(emptyBlock(JOB), row(1));
    const body = renderLedgerComment({
      marker: '<!-- narrator-ledger:agent.yml/review -->',
      block,
      totals: ledgerTotals([block]),
      kind: 'pr',
    });
    const parsed = parseLedgerBlock(body);
    expect(parsed).toEqual({ kind: 'ok', block });
    expect(body).toContain('this PR: 1 agent run · $0.37');
  });

  it('keeps 50 runs within the comment budget with the totals right', () => {
    let block = emptyBlock(JOB);
    for (let n = 1; n <= 50; n++) block = addRow(block, row(n));
    const totals = ledgerTotals([block]);
    expect(totals.runs).toBe(50);
    expect(totals.costUsd).toBeCloseTo(50 * 0.37, 6);
    expect(totals.outcomes['incomplete']).toBe(10);
    expect(totals.failed).toBe(10);
    expect(totals.tokensIn).toBe(50 * 12_000 + (50 * 51) / 2);
    const body = renderLedgerComment({ marker: '<!-- narrator-ledger:x -->', block, totals, kind: 'pr' });
    expect(body.length).toBeLessThan(65_536);
    expect(totalsLine(totals)).toBe('this PR: 50 agent runs · $18.50 · 10 incomplete');
    expect(costOutput(totals)).toBe('18.5');
  });

  it('rolls the oldest rows into totals when the rows outgrow the budget, the totals unchanged', () => {
    let block = emptyBlock(JOB);
    // Long (but capped) strings make each row ~1 KB of base64: 200 runs cannot all stay as rows.
    for (let n = 1; n <= 200; n++)
      block = addRow(block, row(n, { model: 'm'.repeat(200), actor: 'a'.repeat(100) }));
    expect(serializeLedgerBlock(block).length).toBeLessThanOrEqual(BLOCK_BUDGET);
    expect(block.rolled.runs).toBeGreaterThan(0);
    expect(block.rows.length + block.rolled.runs).toBe(200);
    // The newest run is always kept as a row; the oldest go first.
    expect(block.rows.at(-1)!.runId).toBe('9200');
    expect(block.rows[0]!.runId).toBe(String(9000 + block.rolled.runs + 1));
    const totals = ledgerTotals([block]);
    expect(totals.runs).toBe(200);
    expect(totals.costUsd).toBeCloseTo(200 * 0.37, 6);
    expect(totals.outcomes['incomplete']).toBe(40);
    const reparsed = parseLedgerBlock(serializeLedgerBlock(block));
    expect(reparsed.kind).toBe('ok');
  });

  it('replaces a row with the same id (a write retried), never counts it twice', () => {
    let block = addRow(emptyBlock(JOB), row(1));
    block = addRow(block, { ...row(1), costUsd: 0.5 });
    expect(block.rows).toHaveLength(1);
    expect(ledgerTotals([block]).costUsd).toBe(0.5);
  });

  it('adds up several jobs, each run once, and finds the run that handled a comment', () => {
    const a = addRow(addRow(emptyBlock(JOB), row(1)), row(2));
    const b = addRow(emptyBlock('agent.yml/fix'), row(3, { job: 'agent.yml/fix' }));
    const totals = ledgerTotals([a, b]);
    expect(totals.runs).toBe(3);
    expect(ledgerRows([a, b]).map((r) => r.runId)).toEqual(['9001', '9002', '9003']);
    expect(handledBy(ledgerRows([a, b]), 102)?.runId).toBe('9002');
    expect(handledBy(ledgerRows([a, b]), 102, rowId('9002', 1, JOB))).toBeNull();
    expect(handledBy(ledgerRows([a, b]), 555)).toBeNull();
  });

  it('says a run without a cost, and never counts it as $0', () => {
    const block = addRow(addRow(emptyBlock(JOB), row(1)), row(2, { costUsd: null }));
    expect(totalsLine(ledgerTotals([block]))).toBe('this PR: 2 agent runs · $0.37 · 1 without cost');
  });
});

describe('hostile blocks', () => {
  const encode = (data: unknown) =>
    `<!-- narrator-ledger-data v1 ${Buffer.from(JSON.stringify(data)).toString('base64')} -->`;
  const good = addRow(emptyBlock(JOB), row(1));

  it.each([
    ['a data line that is not base64 JSON', '<!-- narrator-ledger-data v1 bm90IGpzb24= -->', 'not JSON'],
    ['a version this Narrator does not read', '<!-- narrator-ledger-data v9 e30= -->', 'version 9'],
    ['a broken data line', '<!-- narrator-ledger-data v1 @@@ -->', 'malformed'],
    ['a negative cost', encode({ ...good, rows: [{ ...good.rows[0], costUsd: -100 }] }), 'does not check'],
    [
      'forged rolled-up totals that are not numbers',
      encode({ ...good, rolled: { ...good.rolled, costUsd: 'lots' } }),
      'does not check',
    ],
    [
      'an outcome that does not exist',
      encode({ ...good, rows: [{ ...good.rows[0], outcome: 'pwned' }] }),
      'does not check',
    ],
    ['the same run twice', encode({ ...good, rows: [good.rows[0], good.rows[0]] }), 'repeats a run'],
    [
      'a huge string',
      encode({ ...good, rows: [{ ...good.rows[0], model: 'x'.repeat(5000) }] }),
      'does not check',
    ],
    ['an infinite cost', encode({ ...good, rows: [{ ...good.rows[0], costUsd: 1e300 }] }), 'does not check'],
  ])('refuses %s with a reason, never throws', (_name, body, reason) => {
    const parsed = parseLedgerBlock(`<!-- narrator-ledger:x -->\n${body}`);
    expect(parsed.kind).toBe('bad');
    expect(parsed.kind === 'bad' && parsed.reason).toContain(reason);
  });

  it('never reads the visible totals: an edited line changes nothing', () => {
    const body = renderLedgerComment({
      marker: '<!-- narrator-ledger:x -->',
      block: good,
      totals: ledgerTotals([good]),
      kind: 'pr',
    }).replace('this PR: 1 agent run · $0.37', 'this PR: 1 agent run · $0.00');
    const parsed = parseLedgerBlock(body);
    expect(parsed.kind === 'ok' && ledgerTotals([parsed.block]).costUsd).toBe(0.37);
  });

  it('keeps markup out of the visible table', () => {
    const block = addRow(emptyBlock(JOB), row(1, { model: '</details><img src=x> | @admin', actor: 'x`y' }));
    const body = renderLedgerComment({
      marker: '<!-- m -->',
      block,
      totals: ledgerTotals([block]),
      kind: 'pr',
    });
    // `\<` is a literal `<` in GitHub's markdown: no tag opens, no details closes early.
    expect(body).not.toMatch(/(?<!\\)<(img|\/details><img)/);
    expect(body).toContain('\\</details\\>\\<img');
    expect(body).not.toContain('@admin');
    expect(
      body
        .split('\n')
        .filter((l) => l.startsWith('| 9001'))
        .join(''),
    ).toContain('\\|');
  });
});
