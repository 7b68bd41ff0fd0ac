/**
 * Every output of action.yml: the summary's views from src/report/outputs.ts plus the three file
 * paths only the Action knows. test/action/action-yml.test.ts checks this set equals action.yml's.
 */
import type { ViewContext } from '../../report/context.js';
import { outputsFor } from '../../report/outputs.js';
import type { RunSummary } from '../../run/summary.js';

export function actionOutputs(
  summary: RunSummary,
  o: { ctx: ViewContext; summaryFile: string; logFile: string; reportFile: string },
): Record<string, string> {
  return {
    ...outputsFor(summary, o.ctx),
    'summary-file': o.summaryFile,
    'log-file': o.logFile,
    'report-file': o.reportFile,
  };
}
