/**
 * Sends the run's trace (trace.ts) through the official OpenTelemetry JS SDK and its OTLP/HTTP
 * exporter (protobuf or JSON, as OTEL_EXPORTER_OTLP_PROTOCOL says). Loaded only when an endpoint is
 * set: callers import this module dynamically, so the SDK costs nothing otherwise.
 *
 * An export never fails the run: a collector that refuses, is unreachable or never answers gives
 * one warning, after at most EXPORT_DEADLINE_MS. The batch processor swallows the export's result,
 * so the exporter is wrapped to learn it.
 */
import { context, type Span, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { displayEndpoint, type OtlpTarget } from './endpoint.js';
import { countSpans, MAX_EVENTS, type SpanSpec } from './trace.js';

/** The most an export may add to the end of a run, whatever the collector does. */
export const EXPORT_DEADLINE_MS = 5_000;

type ExportResult = Parameters<Parameters<SpanExporter['export']>[1]>[0];

export interface ExportReport {
  ok: boolean;
  spans: number;
  /** Why it failed, for the one warning; null when it worked. */
  problem: string | null;
  ms: number;
}

/** The exporter the batch processor calls, telling us each batch's result. */
class ReportingExporter implements SpanExporter {
  readonly results: ExportResult[] = [];
  constructor(private readonly inner: SpanExporter) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans, (result) => {
      this.results.push(result);
      done(result);
    });
  }
  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

async function otlpExporter(target: OtlpTarget): Promise<SpanExporter> {
  const config = { url: target.url, headers: target.headers, timeoutMillis: target.timeoutMs };
  if (target.protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter(config);
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter(config);
}

function startSpans(
  tracer: ReturnType<TracerProvider['getTracer']>,
  spec: SpanSpec,
  parent: Span | null,
): void {
  const ctx = parent === null ? context.active() : trace.setSpan(context.active(), parent);
  const span = tracer.startSpan(
    spec.name,
    {
      startTime: new Date(spec.start),
      attributes: spec.attributes,
      ...(parent === null ? { root: true } : {}),
    },
    ctx,
  );
  for (const event of spec.events) span.addEvent(event.name, event.attributes, new Date(event.at));
  for (const child of spec.children) startSpans(tracer, child, span);
  // SpanStatusCode.ERROR is 2; success is left unset, as the GenAI conventions ask.
  if (spec.error !== null) span.setStatus({ code: 2, message: spec.error });
  span.end(new Date(spec.end));
}

function describe(result: ExportResult | undefined): string {
  if (result === undefined) return `no answer within ${EXPORT_DEADLINE_MS / 1000} s`;
  return errorText(result.error) || 'the export failed';
}

/** An error's words, its code and its cause's: a refused connection is an AggregateError with none. */
function errorText(error: unknown): string {
  if (error === null || error === undefined) return '';
  if (typeof error !== 'object') return String(error);
  const e = error as { message?: unknown; code?: unknown; cause?: unknown; errors?: unknown };
  const parts = [typeof e.message === 'string' ? e.message : '', typeof e.code === 'string' ? e.code : ''];
  if (Array.isArray(e.errors) && e.errors.length > 0) parts.push(errorText(e.errors[0]));
  const cause = errorText(e.cause);
  if (cause) parts.push(cause);
  return [...new Set(parts.filter((p) => p !== ''))].join(': ');
}

export interface ExportOptions {
  /** `service.name`: OTEL_SERVICE_NAME when set (see serviceName), else narrator. */
  serviceName: string;
  /** Null where the version is not known (the CLI). */
  serviceVersion: string | null;
}

/** The resource's service name: OTEL_SERVICE_NAME, as the SDK would read it, else `narrator`. */
export function serviceName(env: Readonly<Record<string, string | undefined>>): string {
  return env['OTEL_SERVICE_NAME']?.trim() || 'narrator';
}

/** Exports the trace; resolves within EXPORT_DEADLINE_MS and never rejects. */
export async function exportTrace(
  root: SpanSpec,
  target: OtlpTarget,
  o: ExportOptions,
): Promise<ExportReport> {
  const began = performance.now();
  const spans = countSpans(root);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), EXPORT_DEADLINE_MS);
    timer.unref();
  });
  let exporter: ReportingExporter | null = null;
  let provider: TracerProvider | null = null;
  try {
    exporter = new ReportingExporter(await otlpExporter(target));
    provider = new TracerProvider({
      resource: resourceFromAttributes({
        'service.name': o.serviceName,
        'service.version': o.serviceVersion,
      }),
      // The trace is bounded by trace.ts; the SDK's own limits (128 events) must not cut it again.
      spanLimits: { eventCountLimit: MAX_EVENTS, attributeCountLimit: 256 },
      spanProcessors: [
        new BatchSpanProcessor({
          exporter,
          // One request for the whole trace, sent when we flush, not on a timer.
          maxQueueSize: spans + 1,
          maxExportBatchSize: spans + 1,
          scheduledDelayMillis: 60_000,
          exportTimeoutMillis: target.timeoutMs,
        }),
      ],
    });
    startSpans(provider.getTracer('narrator', o.serviceVersion ?? undefined), root, null);
    const flushed = await Promise.race([provider.forceFlush(), deadline]);
    const result = exporter.results.find((r) => r.code !== 0) ?? exporter.results[0];
    const ok = flushed !== 'deadline' && result !== undefined && result.code === 0;
    return {
      ok,
      spans,
      problem: ok ? null : describe(flushed === 'deadline' ? undefined : result),
      ms: performance.now() - began,
    };
  } catch (error) {
    // The batch processor rejects its flush with the failed export's error: the result says more.
    const failed = exporter?.results.find((r) => r.code !== 0);
    const problem = failed ? describe(failed) : errorText(error) || 'the export failed';
    return { ok: false, spans, problem, ms: performance.now() - began };
  } finally {
    clearTimeout(timer);
    // Not awaited past the deadline: a collector that never answers must not hold the run.
    void provider?.shutdown().catch(() => {});
  }
}

/** The one warning line for a failed export: it names OpenTelemetry/OTLP and the endpoint. */
export function exportWarning(report: ExportReport, target: OtlpTarget): string {
  return `OpenTelemetry: could not export the run's trace to the OTLP endpoint ${displayEndpoint(target.url)} (${target.protocol}): ${report.problem}; the run's result is unaffected`;
}
