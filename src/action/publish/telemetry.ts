/**
 * The run's OpenTelemetry trace, sent at the end of the run when the step's environment names an
 * OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT). The SDK is
 * loaded only then. Never fails the run: a bad setting or a collector that fails or never answers
 * is one warning, after at most ~5 s.
 */
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import { NARRATOR_VERSION } from '../../runner/github-env.js';
import { displayEndpoint, OtlpConfigError, otlpRequested, otlpTarget } from '../../telemetry/endpoint.js';
import type { Step } from '../../telemetry/steps.js';
import { runTrace } from '../../telemetry/trace.js';

export interface TraceExportOptions {
  summary: RunSummary;
  steps: readonly Step[];
  config: Pick<ActionConfig, 'agent' | 'command' | 'model'>;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  /** The run's verdict (src/run/verdict.ts): the trace's status follows it. */
  verdict: Verdict;
  warning: (message: string) => void;
  info: (message: string) => void;
}

export async function exportRunTrace(o: TraceExportOptions): Promise<void> {
  if (!otlpRequested(o.env)) return;
  const redact = o.redactor.redact;
  try {
    const target = otlpTarget(o.env);
    if (target === null) return;
    const agent = o.config.command === null ? o.config.agent : (o.summary.dialect ?? 'command');
    const root = runTrace(o.summary, o.steps, {
      agent,
      requestModel: o.config.model,
      failed: o.verdict.fails,
      redact,
    });
    const { exportTrace, exportWarning, serviceName } = await import('../../telemetry/export.js');
    const report = await exportTrace(root, target, {
      serviceName: serviceName(o.env),
      serviceVersion: NARRATOR_VERSION,
    });
    if (report.ok) {
      o.info(
        redact(
          `OpenTelemetry: exported the run's trace (${report.spans} spans) to ${displayEndpoint(target.url)}`,
        ),
      );
    } else {
      o.warning(redact(exportWarning(report, target)));
    }
  } catch (error) {
    const why =
      error instanceof OtlpConfigError ? error.message : `the export failed: ${(error as Error).message}`;
    o.warning(redact(`OpenTelemetry: the run's trace was not exported (OTLP): ${why}`));
  }
}
