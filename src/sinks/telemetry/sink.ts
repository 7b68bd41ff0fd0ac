/**
 * The main thread's steps, the turns of the OpenTelemetry trace, as one of the run's sinks
 * (src/sinks/sink.ts): collected live, exported after the run (./export.ts) when an OTLP
 * endpoint is set.
 */
import { otlpRequested } from '../../telemetry/endpoint.js';
import { StepCollector } from '../../telemetry/steps.js';
import type { OpenSink, Sink } from '../sink.js';

export interface TelemetrySink extends Sink {
  readonly steps: StepCollector;
}

export const openTelemetrySink = (o: Parameters<OpenSink>[0]): TelemetrySink | null => {
  if (!otlpRequested(o.context.otel)) return null;
  const steps = new StepCollector();
  return { name: 'telemetry', steps, onEvent: (event) => steps.onEvent(event) };
};
