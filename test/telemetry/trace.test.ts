/**
 * The pure half of the export: where the trace goes (the OTLP exporter variables) and the span tree
 * of a summary (the cap, the turns, the steps collector's bound).
 */
import { describe, expect, it } from 'vitest';
import { emptySummary, type ToolCall } from '../../src/run/summary.js';
import {
  EXPORT_TIMEOUT_MS,
  OtlpConfigError,
  otlpRequested,
  otlpTarget,
  parseOtlpHeaders,
} from '../../src/telemetry/endpoint.js';
import { StepCollector } from '../../src/telemetry/steps.js';
import { countSpans, runTrace } from '../../src/telemetry/trace.js';

describe('the OTLP target from the environment', () => {
  it('nothing set: no export', () => {
    expect(otlpRequested({})).toBe(false);
    expect(otlpTarget({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBeNull();
  });

  it('a general endpoint gets /v1/traces; a traces endpoint is used as given and wins', () => {
    expect(otlpTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })?.url).toBe(
      'http://c:4318/v1/traces',
    );
    expect(otlpTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/base' })?.url).toBe(
      'http://c:4318/base/v1/traces',
    );
    expect(
      otlpTarget({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://t/x',
      })?.url,
    ).toBe('https://t/x');
  });

  it('protobuf by default, JSON when asked (the traces variant wins), grpc refused with the variable named', () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
    expect(otlpTarget(base)?.protocol).toBe('http/protobuf');
    expect(otlpTarget({ ...base, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })?.protocol).toBe('http/json');
    expect(
      otlpTarget({
        ...base,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
      })?.protocol,
    ).toBe('http/protobuf');
    expect(() => otlpTarget({ ...base, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL.*grpc/,
    );
    expect(() => otlpTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(OtlpConfigError);
  });

  it('the timeout is never longer than the short default, shorter when asked', () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
    expect(otlpTarget(base)?.timeoutMs).toBe(EXPORT_TIMEOUT_MS);
    expect(otlpTarget({ ...base, OTEL_EXPORTER_OTLP_TIMEOUT: '60000' })?.timeoutMs).toBe(EXPORT_TIMEOUT_MS);
    expect(otlpTarget({ ...base, OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: '1500' })?.timeoutMs).toBe(1500);
  });

  it('headers: comma separated pairs, percent-decoded, values may hold "="', () => {
    expect(parseOtlpHeaders('api-key=a%20b, x=1=2,broken,=v')).toEqual({ 'api-key': 'a b', x: '1=2' });
  });
});

function call(i: number, at: number, parentId: string | null = null): ToolCall {
  return {
    id: `t${i}`,
    name: 'Bash',
    status: 'ok',
    parentId,
    input: null,
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: at,
    endedAt: at + 5,
  };
}

describe('the span tree', () => {
  const redact = (s: string) => s;

  it('caps the spans and counts the rest on the root', () => {
    const summary = {
      ...emptySummary('claude-code'),
      startedAt: 0,
      lastEventAt: 10_000,
      outcome: 'success' as const,
    };
    summary.toolCalls = Array.from({ length: 50 }, (_, i) => call(i, 100 + i * 10));
    const steps = Array.from({ length: 20 }, (_, i) => ({ at: 90 + i * 25, model: 'm' }));
    const root = runTrace(summary, steps, {
      agent: 'claude',
      requestModel: null,
      failed: false,
      redact,
      maxSpans: 30,
    });
    expect(countSpans(root)).toBe(31);
    expect(root.attributes['narrator.spans_dropped']).toBe(40);
    const all = runTrace(summary, steps, { agent: 'claude', requestModel: null, failed: false, redact });
    expect(countSpans(all)).toBe(71);
    expect(all.attributes['narrator.spans_dropped']).toBe(0);
  });

  it('a call before the first turn hangs from the root; a still-running call ends with the run', () => {
    const summary = {
      ...emptySummary('codex'),
      startedAt: 0,
      lastEventAt: 900,
      outcome: 'cancelled' as const,
    };
    summary.toolCalls = [call(1, 10), { ...call(2, 200), endedAt: null, status: 'pending' }];
    const root = runTrace(summary, [{ at: 100, model: null }], {
      agent: 'codex',
      requestModel: null,
      failed: true,
      redact,
    });
    expect(root.children.map((c) => c.name)).toEqual(['execute_tool Bash', 'chat']);
    expect(root.children[1]?.children[0]).toMatchObject({ start: 200, end: 900 });
    expect(root.error).toMatch(/cancelled/);
    expect(root.attributes['narrator.failure_kind']).toBe('cancelled');
  });

  it('the steps collector keeps main-thread steps once each, bounded', () => {
    const steps = new StepCollector(2);
    const step = (messageId: string, parentId: string | null, at: number) =>
      steps.onEvent({ kind: 'step', messageId, model: 'm', parentId, at });
    step('a', null, 1);
    step('a', null, 2); // the same API message announced again
    step('s', 'task-1', 3); // a subagent's step
    step('b', null, 4);
    step('c', null, 5);
    expect(steps.steps).toEqual([
      { at: 1, model: 'm' },
      { at: 4, model: 'm' },
    ]);
    expect(steps.dropped).toBe(1);
  });
});
