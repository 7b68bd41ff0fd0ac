/**
 * The run's trace through the real OpenTelemetry SDK and OTLP/HTTP exporters to a loopback receiver,
 * in both protocols: the span tree, the GenAI attributes, the times, retries as events, redaction,
 * and what a collector that fails or never answers costs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { otlpTarget } from '../../src/telemetry/endpoint.js';
import { exportTrace, exportWarning } from '../../src/telemetry/export.js';
import { runTrace } from '../../src/telemetry/trace.js';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  spanTree,
  startOtlpReceiver,
} from '../support/otlp-receiver.js';
import { type FoldedRun, foldClaudeCapture, foldDialectFixture, T0 } from '../support/otlp-trace.js';

const receivers: OtlpReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function receiver(mode: 'answer' | 'hang' = 'answer'): Promise<OtlpReceiver> {
  const r = await startOtlpReceiver({ mode });
  receivers.push(r);
  return r;
}

const OPTIONS = { serviceName: 'narrator', serviceVersion: 'test' };

async function exportRun(
  run: FoldedRun,
  protocol: 'http/protobuf' | 'http/json',
  extra: { secret?: string; agent?: string } = {},
) {
  const r = await receiver();
  const redactor = createRedactor({ secrets: extra.secret ? [extra.secret] : [], env: {} });
  const target = otlpTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: r.url, OTEL_EXPORTER_OTLP_PROTOCOL: protocol });
  if (target === null) throw new Error('no target');
  const root = runTrace(run.summary, run.steps.steps, {
    agent: extra.agent ?? run.dialect,
    requestModel: null,
    failed: run.summary.outcome !== 'success',
    redact: redactor.redact,
  });
  const report = await exportTrace(root, target, OPTIONS);
  return { r, report, spans: r.requests.flatMap((q) => q.spans) };
}

function toolSpans(spans: readonly ReceivedSpan[]): ReceivedSpan[] {
  return spans.filter((s) => s.attributes['gen_ai.operation.name'] === 'execute_tool');
}

describe.each(['http/protobuf', 'http/json'] as const)('OTLP export over %s', (protocol) => {
  it('a real Claude Code run with tools: one trace, root invoke_agent, turns, tool calls under their turn', async () => {
    const run = foldClaudeCapture('03-tools');
    const { r, report, spans } = await exportRun(run, protocol, { agent: 'claude' });
    expect(report).toMatchObject({ ok: true, problem: null });
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]?.path).toBe('/v1/traces');
    expect(r.requests[0]?.contentType).toContain(
      protocol === 'http/json' ? 'application/json' : 'application/x-protobuf',
    );
    expect(r.requests[0]?.resource['service.name']).toBe('narrator');
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);

    const { root, children } = spanTree(spans);
    const s = run.summary;
    expect(root.name).toBe('invoke_agent claude');
    expect(root.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'claude',
      'gen_ai.provider.name': 'anthropic',
      'gen_ai.response.model': s.model,
      'gen_ai.conversation.id': s.sessionId,
      'gen_ai.usage.input_tokens': s.tokens?.input,
      'gen_ai.usage.output_tokens': s.tokens?.output,
      'narrator.outcome': 'success',
      'narrator.cost_usd': s.costUsd,
      'narrator.tool_calls': s.toolCalls.length,
      'narrator.spans_dropped': 0,
    });
    expect(root.status.code).toBe(0); // success: unset
    // The events' own times: the first line and the exit.
    expect(root.startMs).toBe(T0);
    expect(root.endMs).toBe(s.lastEventAt);

    const turns = children(root);
    expect(turns.length).toBe(run.steps.steps.length);
    expect(turns.every((t) => t.attributes['gen_ai.operation.name'] === 'chat')).toBe(true);
    const tools = toolSpans(spans);
    expect(tools.map((t) => t.attributes['gen_ai.tool.name'])).toEqual(s.toolCalls.map((c) => c.name));
    for (const [i, call] of s.toolCalls.entries()) {
      const span = tools[i] as ReceivedSpan;
      expect(span.name).toBe(`execute_tool ${call.name}`);
      expect(span.attributes['gen_ai.tool.call.id']).toBe(call.id);
      expect(span.startMs).toBe(call.startedAt);
      expect(span.endMs).toBe(call.endedAt);
      // Under the turn it started in: the last turn that began at or before it.
      const parent = spans.find((p) => p.spanId === span.parentSpanId) as ReceivedSpan;
      expect(parent.attributes['gen_ai.operation.name']).toBe('chat');
      expect(parent.startMs).toBeLessThanOrEqual(call.startedAt);
      expect(parent.endMs).toBeGreaterThanOrEqual(call.startedAt);
    }
  });

  it('a failed tool call is an ERROR span; a failed run an ERROR root with its failure kind', async () => {
    const run = foldClaudeCapture('04-tool-errors');
    const { spans } = await exportRun(run, protocol);
    const failed = run.summary.toolCalls.filter((c) => c.status === 'error');
    expect(failed.length).toBeGreaterThan(0);
    for (const call of failed) {
      const span = toolSpans(spans).find((t) => t.attributes['gen_ai.tool.call.id'] === call.id);
      expect(span?.status.code).toBe(2);
    }
    const maxTurns = foldClaudeCapture('05-max-turns-1');
    expect(maxTurns.summary.outcome).toBe('max_turns');
    const { spans: failedRun } = await exportRun(maxTurns, protocol);
    const { root } = spanTree(failedRun);
    expect(root.status.code).toBe(2);
    expect(root.attributes['narrator.outcome']).toBe('max_turns');
    expect(root.attributes['narrator.failure_kind']).toBe(maxTurns.summary.subtype);
  });

  it('retries are events on the root, at their own times', async () => {
    const run = foldClaudeCapture('06a-retry-529-then-ok');
    expect(run.summary.retries.length).toBeGreaterThan(0);
    const { spans } = await exportRun(run, protocol);
    const { root } = spanTree(spans);
    const retries = root.events.filter((e) => e.name === 'retry');
    expect(retries.map((e) => e.atMs)).toEqual(run.summary.retries.map((r) => r.at));
    expect(retries[0]?.attributes['http.response.status_code']).toBe(run.summary.retries[0]?.httpStatus);
  });

  it("a subagent's tool calls nest under the subagent's own tool call", async () => {
    const run = foldClaudeCapture('10g-subagent-foreground');
    const nested = run.summary.toolCalls.filter((c) => c.parentId !== null);
    expect(nested.length).toBeGreaterThan(0);
    const { spans } = await exportRun(run, protocol);
    for (const call of nested) {
      const span = toolSpans(spans).find(
        (t) => t.attributes['gen_ai.tool.call.id'] === call.id,
      ) as ReceivedSpan;
      const parent = spans.find((p) => p.spanId === span.parentSpanId);
      expect(parent?.attributes['gen_ai.tool.call.id']).toBe(call.parentId);
    }
  });

  it.each([
    ['codex', 'real-tools-workspace-write', 'openai'],
    ['gemini', 'real-tools-yolo-mode', 'gcp.gemini'],
    ['opencode', 'real-tools', null],
  ] as const)('%s (%s): the tool calls and the session, every call once', async (dialect, name, provider) => {
    const run = foldDialectFixture(dialect, name);
    expect(run.summary.toolCalls.length).toBeGreaterThan(0);
    const { spans } = await exportRun(run, protocol);
    const { root } = spanTree(spans);
    expect(root.name).toBe(`invoke_agent ${dialect}`);
    if (provider !== null) expect(root.attributes['gen_ai.provider.name']).toBe(provider);
    if (run.summary.sessionId) expect(root.attributes['gen_ai.conversation.id']).toBe(run.summary.sessionId);
    expect(root.attributes['narrator.outcome']).toBe(run.summary.outcome);
    expect(
      toolSpans(spans)
        .map((t) => t.attributes['gen_ai.tool.call.id'])
        .sort(),
    ).toEqual(run.summary.toolCalls.map((c) => c.id).sort());
  });

  it('a secret in a tool input is absent from the bytes sent', async () => {
    const secret = 'sk-live-otel-7Hq2mZx9Pw4';
    const run = foldClaudeCapture('03-tools');
    const call = run.summary.toolCalls[0];
    if (call === undefined) throw new Error('no call');
    // The secret as a tool's name and id and the model would carry it: every string attribute.
    call.name = `Bash ${secret}`;
    call.id = `${call.id}-${secret}`;
    run.summary.model = `model-${secret}`;
    run.summary.errorMessage = secret;
    const { r, spans } = await exportRun(run, protocol, { secret });
    expect(spans.length).toBeGreaterThan(1);
    for (const q of r.requests) {
      expect(q.body.includes(secret)).toBe(false);
      expect(q.body.includes(Buffer.from(secret).toString('base64'))).toBe(false);
    }
    expect(JSON.stringify(spans)).toContain('execute_tool Bash');
  });
});

describe('collector problems', () => {
  it('OTEL_EXPORTER_OTLP_HEADERS (and the traces variant) reach the collector', async () => {
    const r = await receiver();
    const target = otlpTarget({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${r.url}/custom/traces`,
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20abc,x-team=one',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-team=two',
    });
    if (target === null) throw new Error('no target');
    const run = foldClaudeCapture('01-text');
    const root = runTrace(run.summary, run.steps.steps, {
      agent: 'claude',
      requestModel: 'opus',
      failed: false,
      redact: (s) => s,
    });
    const report = await exportTrace(root, target, OPTIONS);
    expect(report.ok).toBe(true);
    expect(r.requests[0]?.path).toBe('/custom/traces');
    expect(r.requests[0]?.headers['authorization']).toBe('Bearer abc');
    expect(r.requests[0]?.headers['x-team']).toBe('two');
    expect(r.requests[0]?.spans.find((s) => s.parentSpanId === '')?.attributes['gen_ai.request.model']).toBe(
      'opus',
    );
  });

  it('a collector that never answers costs at most ~5 s and gives one warning naming OTLP and the endpoint', async () => {
    const r = await receiver('hang');
    const target = otlpTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: r.url });
    if (target === null) throw new Error('no target');
    const run = foldClaudeCapture('03-tools');
    const root = runTrace(run.summary, run.steps.steps, {
      agent: 'claude',
      requestModel: null,
      failed: false,
      redact: (s) => s,
    });
    const began = performance.now();
    const report = await exportTrace(root, target, OPTIONS);
    const ms = performance.now() - began;
    expect(r.connections).toBeGreaterThan(0); // it did try
    expect(report.ok).toBe(false);
    // The bound itself (5 s), not the constant: a longer deadline must fail here. Margin: a loaded machine.
    expect(ms).toBeLessThan(5_000 + 1_500);
    const warning = exportWarning(report, target);
    expect(warning).toMatch(/OpenTelemetry/);
    expect(warning).toContain(`${r.url}/v1/traces`);
  }, 15_000);

  it('an endpoint where nothing listens fails fast with the reason', async () => {
    const r = await receiver();
    const url = r.url;
    await r.close();
    receivers.length = 0;
    const target = otlpTarget({ OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    if (target === null) throw new Error('no target');
    const run = foldClaudeCapture('01-text');
    const root = runTrace(run.summary, run.steps.steps, {
      agent: 'claude',
      requestModel: null,
      failed: false,
      redact: (s) => s,
    });
    const report = await exportTrace(root, target, OPTIONS);
    expect(report.ok).toBe(false);
    expect(report.ms).toBeLessThan(5_000 + 1_500);
    expect(report.problem).toMatch(/ECONNREFUSED|connect/i);
  }, 15_000);
});
