/**
 * The ledger comment of one job as a person sees it: the PR's totals line, this job's newest runs
 * in a collapsed table, and the hidden data line (ledger.ts) that is all Narrator ever reads back.
 * Pure. Every cell is escaped for a markdown table (rows are redacted before they get here).
 */
import { AGENT_FACTS } from '../run/agent-facts.js';
import type { Dialect } from '../stream/events.js';
import {
  type LedgerBlock,
  type LedgerRow,
  type LedgerTotals,
  serializeLedgerBlock,
  totalsLine,
  usd,
} from './ledger.js';

/** Rows shown in the table (the data line keeps more). */
const SHOWN_ROWS = 20;

export interface LedgerCommentOptions {
  /** `<!-- narrator-ledger:KEY -->`: the first line, how the comment is found again. */
  marker: string;
  block: LedgerBlock;
  /** The PR's totals over every job's block, this one's included. */
  totals: LedgerTotals;
  kind: 'pr' | 'issue';
  /** The run's page, for the run id's link: `https://github.com/o/r/actions/runs`. */
  runsUrl?: string | null;
}

export function renderLedgerComment(o: LedgerCommentOptions): string {
  const rows = o.block.rows.slice(-SHOWN_ROWS).reverse();
  const lines = [
    o.marker,
    `**Narrator ledger** · ${totalsLine(o.totals, o.kind)}`,
    '',
    `<details><summary>${cell(o.block.job)}: ${o.block.rows.length + o.block.rolled.runs} run${
      o.block.rows.length + o.block.rolled.runs === 1 ? '' : 's'
    }</summary>`,
    '',
    '| run | verdict | agent · model | cost | tokens in / out | time | by |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => rowLine(r, o.runsUrl ?? null)),
  ];
  if (o.block.rows.length > rows.length)
    lines.push('', `*${o.block.rows.length - rows.length} older runs in the data.*`);
  if (o.block.rolled.runs > 0) {
    lines.push(
      '',
      `*${o.block.rolled.runs} oldest runs rolled into the totals (${usd(o.block.rolled.costUsd)}).*`,
    );
  }
  lines.push('', '</details>', '', serializeLedgerBlock(o.block), '');
  return lines.join('\n');
}

function rowLine(r: LedgerRow, runsUrl: string | null): string {
  const run = `${r.runId}${r.attempt > 1 ? ` #${r.attempt}` : ''}`;
  const runCell = runsUrl && /^\d+$/.test(r.runId) ? `[${run}](${runsUrl}/${r.runId})` : cell(run);
  const said = r.outcome ?? r.source;
  // A failure kind named like its outcome ("waiting_for_input (waiting_for_input)") says nothing more.
  const kind = r.failureKind && r.failureKind !== said ? ` (${cell(r.failureKind)})` : '';
  const verdict = `${r.conclusion === 'failure' ? '❌' : '✅'} ${cell(said)}${kind}${r.resumed ? ' · resumed' : ''}`;
  const who =
    [r.agent === null ? null : agentName(r.agent), r.model]
      .filter(Boolean)
      .map((s) => cell(s!))
      .join(' · ') || 'n/a';
  const cost =
    r.costUsd !== null
      ? usd(r.costUsd)
      : r.estimatedCostUsd !== null
        ? `≈ ${usd(r.estimatedCostUsd)}`
        : 'n/a';
  const tokens =
    r.tokensIn === null && r.tokensOut === null
      ? 'n/a'
      : `${tokenCount(r.tokensIn)} / ${tokenCount(r.tokensOut)}`;
  return `| ${runCell} | ${verdict} | ${who} | ${cost} | ${tokens} | ${cell(r.time.slice(0, 16).replace('T', ' '))} | ${
    r.actor ? cell(r.actor) : 'n/a'
  } |`;
}

/**
 * The agent as every other view names it ("Claude", "Codex"), from the name the row keeps (the
 * `agent` input, or the dialect of a `command` run); a name no agent has is shown as it is.
 */
function agentName(agent: string): string {
  const dialect = agent === 'claude' ? 'claude-code' : agent;
  return Object.hasOwn(AGENT_FACTS, dialect) ? AGENT_FACTS[dialect as Dialect].label : agent;
}

/**
 * "910", "41.2k", "1.35M": written as the live comment and the step summary write tokens
 * (src/report/format.ts formatTokens, which this room may not import), so the ledger's row and the
 * run's comment show the same number the same way.
 */
function tokenCount(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return 'n/a';
  if (n < 1000) return String(Math.round(n));
  if (n < 999_950) return `${(n / 1000).toFixed(1)}k`;
  return `${(n / 1_000_000).toFixed(2)}M`;
}

/** A table cell: one line, no pipes, no markup, no mentions. */
export function cell(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\\`*_[\]<>|#~!]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b')
    .slice(0, 200);
}
