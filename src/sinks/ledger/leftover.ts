/**
 * The post step's part of the PR's ledger: a main step that was killed (a cancelled job, a
 * timeout, the runner stopping it) before its views were written never wrote its row, so the run
 * would cost nothing and never have happened in the PR's totals. The post step writes it from the
 * leftover run (the last redacted snapshot, closed as cancelled: src/sinks/leftover-run.ts) with
 * the leftover's verdict, which is never a success.
 *
 * Once per run, attempt and job: the row's id is theirs (rowId), and when the ledger already holds
 * a row of that id (the main step wrote it before it died) the post step leaves it as it is.
 * Never throws (a ledger GitHub would not give or take is one line in the log).
 */
import { createGitHubClient } from '../../github/client.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import { readLedger, recordLedgerRow } from '../../github/ledger-store.js';
import { perLine, readInputs } from '../../inputs.js';
import { createRedactor } from '../../redact/redact.js';
import { sanitizeKey } from '../../report/comment-key.js';
import * as core from '../../runner/core.js';
import { clientOptionsFromEnv, runPageUrl } from '../../runner/github-env.js';
import { commentPlace } from '../comment-place.js';
import { leftoverVerdict } from '../leftover-run.js';
import type { SinkLeftover } from '../sink.js';
import { LedgerSink, ledgerKeys } from './live.js';

export const ledgerLeftover: SinkLeftover = {
  name: 'ledger',
  label: 'ledger',
  finish: async ({ summary, context }) => {
    // null: the main step finished its views, its row with them (or it never began a run).
    if (summary === null || !context.knobs.ledger) return {};
    const config = readInputs((name) => core.getInput(name), context.runner);
    if (!config.ledger) return {};
    const place = commentPlace(config, context.runner, context.event);
    const token = config.githubToken;
    if (place.target === null || !token) return {};
    const redactor = createRedactor({
      secrets: [token, ...perLine(core.getInput('redact'))],
      env: context.parent,
    });
    const client = createGitHubClient(clientOptionsFromEnv(token, context, redactor.redact));
    const api = octokitIssueComments(client, place.target);
    const keys = ledgerKeys(config, context.runner);
    const sink = new LedgerSink({ config, context, redactor }, api, place.target, keys);
    const row = sink.row(summary, leftoverVerdict(summary));
    const read = await readLedger(api);
    const key = sanitizeKey(keys.ledger);
    if (read.comments.some((c) => c.job === key && c.block.rows.some((r) => r.id === row.id))) {
      core.info(`Narrator post step: the ledger already has this run's row (${row.id}): left as it is`);
      return {};
    }
    const settle = context.knobs.ledgerSettleMs;
    const result = await recordLedgerRow({
      api,
      job: keys.ledger,
      row,
      kind: place.target.kind,
      runsUrl: runPageUrl(context.runner)?.replace(/\/\d+$/, '') ?? null,
      ...(settle !== undefined ? { settleMs: settle } : {}),
      warn: (m) => core.debug(redactor.redact(`Narrator ledger: ${m}`)),
      redact: redactor.redact,
    });
    core.info(
      `Narrator post step: wrote this run's ledger row (${row.outcome ?? 'no outcome'}, ${row.conclusion})${result.verified ? '' : `, not verified after ${result.rounds} writes`}`,
    );
    return {};
  },
};
