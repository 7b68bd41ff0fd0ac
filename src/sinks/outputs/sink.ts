/**
 * The step's outputs (./outputs.ts) as one of the run's sinks (src/sinks/sink.ts): set last, once
 * the run's files are written and checked (an output names a path only while it is still
 * Narrator's own file) and the step summary is out; returned through SinkFinish.outputs.
 */
import { LEDGER_OUTPUTS } from '../../ledger/ledger.js';
import type { ViewContext } from '../../report/context.js';
import * as core from '../../runner/core.js';
import type { OpenSink, Sink } from '../sink.js';
import { actionOutputs } from './outputs.js';

export const openOutputsSink = (o: Parameters<OpenSink>[0]): Sink => ({
  name: 'outputs',
  finish: async (end) => {
    await end.finished('files');
    await end.finished('step-summary');
    const { summary, files, verdict } = end;
    const ctx: ViewContext = { ...o.ctx, redact: o.redactor.redact, verdict };
    // Only a path that is still Narrator's own file is named (else the output is empty).
    const paths = files.own?.outputPaths() ?? files;
    const outputs = actionOutputs(summary, {
      ctx,
      summaryFile: paths.summaryFile,
      logFile: paths.logFile,
      reportFile: paths.reportFile,
    });
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
    // The ledger's outputs are set by its sink; a run without a ledger (no comment target, no
    // token) or whose row could not be written still sets every output action.yml documents, empty.
    const ledger = (await end.finished('ledger'))?.outputs ?? {};
    for (const name of LEDGER_OUTPUTS) {
      if (!(name in ledger)) {
        core.setOutput(name, '');
        outputs[name] = '';
      }
    }
    return { outputs };
  },
});
