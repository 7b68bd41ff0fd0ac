/**
 * `narrator summarize --otlp`: the same OpenTelemetry trace the Action sends, from a stream file.
 * Loaded only with --otlp; the SDK itself only when the export runs.
 */
import type { Redactor } from '../redact/redact.js';
import type { RunSummary } from '../run/summary.js';
import { decideVerdict } from '../run/verdict.js';
import { OtlpConfigError, type OtlpTarget, otlpTarget } from '../telemetry/endpoint.js';
import type { StepCollector } from '../telemetry/steps.js';
import { runTrace } from '../telemetry/trace.js';
import { UsageError } from './args.js';

export { StepCollector } from '../telemetry/steps.js';

/** The endpoint from the OTLP variables; --otlp without one (or with a bad one) is a usage error. */
export function otlpTargetOrUsageError(env: Record<string, string | undefined>): OtlpTarget {
  let target: OtlpTarget | null;
  try {
    target = otlpTarget(env);
  } catch (error) {
    if (error instanceof OtlpConfigError)
      throw new UsageError(`summarize --otlp: ${error.message}`, { cause: error });
    throw error;
  }
  if (target === null) {
    throw new UsageError(
      'summarize --otlp: no OTLP endpoint: set OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)',
    );
  }
  return target;
}

/** Sends the trace; a failure is one warning line (the summary was printed already). */
export async function exportSummaryTrace(
  summary: RunSummary,
  steps: StepCollector,
  target: OtlpTarget,
  redactor: Redactor,
  env: Record<string, string | undefined>,
  warn: (line: string) => void,
): Promise<void> {
  const root = runTrace(summary, steps.steps, {
    agent: summary.dialect ?? 'agent',
    requestModel: null,
    failed: decideVerdict(summary).fails,
    redact: redactor.redact,
  });
  const { exportTrace, exportWarning, serviceName } = await import('../telemetry/export.js');
  const report = await exportTrace(root, target, { serviceName: serviceName(env), serviceVersion: null });
  if (!report.ok) warn(redactor.redact(`narrator: warning: ${exportWarning(report, target)}`));
}
