/**
 * `narrator history OWNER/REPO#N`: the PR's (or issue's) ledger (src/ledger/), every agent run
 * Narrator narrated there, as a table or JSON. Over plain fetch, like `narrator follow`: the
 * command line runs anywhere, without the Action's GitHub layer.
 *
 * Whose ledger comments count: the CLI's token is a person's, not the account Narrator posted as,
 * so it is told: `github-actions[bot]` (the workflow's default token) unless `--author LOGIN` names
 * the app or user the workflow's `github-token` belongs to. A ledger block in anyone else's comment
 * is ignored and said on stderr, as one that does not check.
 */
import {
  type LedgerBlock,
  type LedgerRow,
  type LedgerTotals,
  ledgerRows,
  ledgerTotals,
  parseLedgerBlock,
  totalsLine,
  usd,
} from '../ledger/ledger.js';
import { withoutTrailingSlashes } from '../run/url-text.js';

const PREFIX = '<!-- narrator-ledger:';

export interface HistoryOptions {
  target: { owner: string; repo: string; issueNumber: number };
  token: string | null;
  apiUrl: string | undefined;
  version: string;
  /** Whose ledger comments count (login, case-insensitive). */
  author: string;
  json: boolean;
  maxPages?: number;
  print(text: string): void;
  warn(text: string): void;
  redact(text: string): string;
}

export interface History {
  target: string;
  author: string;
  totals: LedgerTotals;
  rows: LedgerRow[];
  ignored: string[];
}

/** Reads the ledger and prints it. Resolves with the exit status: 0, or 2 when GitHub refused. */
export async function history(o: HistoryOptions): Promise<number> {
  const { owner, repo, issueNumber } = o.target;
  const base = withoutTrailingSlashes(o.apiUrl?.trim() || 'https://api.github.com');
  const blocks: LedgerBlock[] = [];
  const ignored: string[] = [];
  const maxPages = o.maxPages ?? 30;
  for (let page = 1; page <= maxPages; page++) {
    const url = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues/${issueNumber}/comments?per_page=100&page=${page}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/vnd.github+json',
          'user-agent': `narrator/${o.version}`,
          ...(o.token ? { authorization: `token ${o.token}` } : {}),
        },
      });
    } catch (error) {
      o.warn(`narrator: history: cannot reach ${base} (${(error as Error).message})`);
      return 2;
    }
    if (!response.ok) {
      o.warn(
        `narrator: history: GitHub refused to list the comments of ${owner}/${repo}#${issueNumber} (${response.status}); set GITHUB_TOKEN or log in with gh`,
      );
      return 2;
    }
    const data = (await response.json().catch(() => [])) as unknown;
    const comments = Array.isArray(data) ? data : [];
    for (const raw of comments) {
      const c = raw as { id?: unknown; body?: unknown; user?: { login?: unknown } | null };
      if (typeof c.id !== 'number' || typeof c.body !== 'string' || !c.body.trimStart().startsWith(PREFIX))
        continue;
      const login = typeof c.user?.login === 'string' ? c.user.login : null;
      if (login === null || login.toLowerCase() !== o.author.toLowerCase()) {
        ignored.push(`comment ${c.id} by ${login ? `@${login}` : 'a deleted account'} (not ${o.author})`);
        continue;
      }
      const parsed = parseLedgerBlock(c.body);
      if (parsed.kind === 'ok') blocks.push(parsed.block);
      else if (parsed.kind === 'bad') ignored.push(`comment ${c.id}: ${parsed.reason}`);
    }
    if (!/rel="next"/.test(response.headers.get('link') ?? '')) break;
  }
  for (const why of ignored) o.warn(o.redact(`narrator: history: ignored the ledger block of ${why}`));
  const result: History = {
    target: `${owner}/${repo}#${issueNumber}`,
    author: o.author,
    totals: ledgerTotals(blocks),
    rows: ledgerRows(blocks),
    ignored,
  };
  o.print(o.redact(o.json ? `${JSON.stringify(result, null, 2)}\n` : renderHistory(result)));
  return 0;
}

/** The ledger as a plain-text table, newest run last, then the totals line. */
export function renderHistory(h: History): string {
  if (h.totals.runs === 0) return `No ledger of ${h.author} on ${h.target}.\n`;
  const header = ['run', 'job', 'verdict', 'agent', 'model', 'cost', 'tokens in/out', 'ended', 'by'];
  const rows = h.rows.map((r) => [
    `${r.runId}${r.attempt > 1 ? `#${r.attempt}` : ''}`,
    r.job,
    `${r.conclusion === 'failure' ? 'x' : 'ok'} ${r.outcome ?? r.source}${r.failureKind ? ` (${r.failureKind})` : ''}${r.resumed ? ' resumed' : ''}`,
    r.agent ?? '',
    r.model ?? '',
    r.costUsd !== null ? usd(r.costUsd) : r.estimatedCostUsd !== null ? `~${usd(r.estimatedCostUsd)}` : 'n/a',
    `${r.tokensIn ?? 'n/a'}/${r.tokensOut ?? 'n/a'}`,
    r.time.slice(0, 16).replace('T', ' '),
    r.actor ?? '',
  ]);
  const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  const table = [header, ...rows].map((cells) => cells.map(clean));
  const widths = header.map((_, i) => Math.min(40, Math.max(...table.map((cells) => cells[i]!.length))));
  const lines = table.map((cells) =>
    cells
      .map((c, i) => c.slice(0, widths[i]).padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
  const rolled = h.totals.runs - h.rows.length;
  return `${lines.join('\n')}\n${rolled > 0 ? `(${rolled} older runs only in the totals)\n` : ''}${totalsLine(h.totals, 'pr').replace(/^this PR/, h.target)}\n`;
}
