/**
 * The PR's ledger as one of the run's sinks (src/sinks/sink.ts): read when the agent starts, this
 * run's row written after the comment's final edit (which must not wait for it), the outputs
 * `pr-cost-usd` and `pr-runs` set from what was written (./live.ts).
 */
import { costOutput } from '../../ledger/ledger.js';
import type { OpenSink, Sink } from '../sink.js';
import { type LedgerSink, openLedger } from './live.js';

export interface LedgerSinkHandle extends Sink {
  readonly ledger: LedgerSink;
}

export const openLedgerSink = (o: Parameters<OpenSink>[0]): LedgerSinkHandle | null => {
  const ledger = openLedger({ config: o.config, context: o.context, redactor: o.redactor }, () =>
    o.config.githubToken ? o.github() : null,
  );
  if (ledger === null) return null;
  return {
    name: 'ledger',
    ledger,
    start: () => ledger.start(),
    finish: async (end) => {
      await end.finished('comment');
      const totals = await ledger.finish(end.summary, end.verdict);
      return totals === null
        ? {}
        : { outputs: { 'pr-cost-usd': costOutput(totals), 'pr-runs': String(totals.runs) } };
    },
  };
};
