/**
 * The OpenTelemetry export from the shipped bundles: the Action (dist/index.js as a subprocess,
 * replaying real Claude Code captures, OTEL_EXPORTER_OTLP_ENDPOINT set) and `narrator summarize
 * --otlp` (dist/cli.js), against a loopback OTLP/HTTP receiver; and a collector that never
 * answers, which must cost the job one warning and a few seconds, never its result.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { CAPTURES_DIR } from '../support/captures.js';
import { FIXTURES_DIR } from '../support/dialect-fixtures.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  spanTree,
  startOtlpReceiver,
} from '../support/otlp-receiver.js';
import { type ActionRunOptions, describeActionRun, runActionEntry } from '../support/run-action.js';

let bundle: { index: string; dir: string };
const receivers: OtlpReceiver[] = [];

beforeAll(async () => {
  bundle = await buildActionBundle();
}, 120_000);
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function receiver(mode: 'answer' | 'hang' = 'answer'): Promise<OtlpReceiver> {
  const r = await startOtlpReceiver({ mode });
  receivers.push(r);
  return r;
}

function replay(scenario: string, inputs: Record<string, string>, o: ActionRunOptions) {
  return runActionEntry(bundle.index, {
    ...o,
    inputs: { command: `'${fakeAgent('replay-capture.mjs')}' '${capture(scenario)}'`, ...inputs },
  });
}

const tools = (spans: ReceivedSpan[]) =>
  spans.filter((s) => s.attributes['gen_ai.operation.name'] === 'execute_tool');

describe('the Action exports the run as one trace', () => {
  it('OTEL_EXPORTER_OTLP_ENDPOINT set: one protobuf request, the span tree of the run, no warning', async () => {
    const r = await receiver();
    const run = await replay(
      '03-tools',
      { model: 'claude-sonnet-4-5' },
      { env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url } },
    );
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.commands.filter((c) => c.command === 'warning')).toEqual([]);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]?.path).toBe('/v1/traces');
    expect(r.requests[0]?.contentType).toContain('application/x-protobuf');
    const spans = r.requests[0]?.spans ?? [];
    const { root, children } = spanTree(spans);
    // A `command` run has no recipe: it is named after the dialect its stream shows.
    expect(root.name).toBe('invoke_agent claude-code');
    expect(root.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.request.model': 'claude-sonnet-4-5',
      'gen_ai.conversation.id': run.outputs['session-id'],
      'narrator.outcome': 'success',
      'narrator.cost_usd': Number(run.outputs['cost-usd']),
      'narrator.tool_calls': 2,
    });
    expect(typeof root.attributes['gen_ai.response.model']).toBe('string');
    expect(root.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
    // The events' own times: epoch ms of this run, the root covering every child.
    expect(Math.abs(root.startMs - Date.now())).toBeLessThan(60_000);
    for (const s of spans) {
      expect(s.startMs).toBeGreaterThanOrEqual(root.startMs);
      expect(s.endMs).toBeLessThanOrEqual(root.endMs);
    }
    expect(tools(spans).map((s) => s.name)).toEqual(['execute_tool Bash', 'execute_tool Read']);
    // Each tool call under a turn (a `chat` span of the root).
    for (const t of tools(spans)) {
      expect(children(root).some((turn) => turn.spanId === t.parentSpanId)).toBe(true);
    }
    expect(run.stdout).toMatch(/OpenTelemetry: exported the run's trace \(\d+ spans\)/);
  }, 60_000);

  it('http/json and a failed run: the root span is ERROR with the outcome', async () => {
    const r = await receiver();
    const run = await replay(
      '05-max-turns-1',
      { 'max-turns': '1' },
      {
        env: {
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${r.url}/otlp/traces`,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        },
      },
    );
    expect(run.code).toBe(1); // the outcome fails the job, the export does not change that
    expect(r.requests[0]?.path).toBe('/otlp/traces');
    expect(r.requests[0]?.contentType).toContain('application/json');
    const { root } = spanTree(r.requests[0]?.spans ?? []);
    expect(root.status.code).toBe(2);
    expect(root.attributes['narrator.outcome']).toBe('max_turns');
    expect(root.attributes['narrator.failure_kind']).toBe('error_max_turns');
  }, 60_000);

  it('an agent that could not start: the trace still goes out, its root ERROR; OTEL_SERVICE_NAME names the service', async () => {
    const r = await receiver();
    const run = await runActionEntry(bundle.index, {
      inputs: { command: `'${path.join(bundle.dir, 'no-such-agent')}'` },
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url, OTEL_SERVICE_NAME: 'ci-agents' },
    });
    expect(run.code).toBe(1);
    expect(r.requests[0]?.resource['service.name']).toBe('ci-agents');
    const { root } = spanTree(r.requests[0]?.spans ?? []);
    expect(root.status.code).toBe(2);
    expect(root.attributes['narrator.outcome']).toBe('error');
  }, 60_000);

  it("the run's redactor covers the trace: a value of the `redact` input never reaches the collector", async () => {
    const r = await receiver();
    const sessionId = '2f0021f8-6258-45b1-8582-bd15c0088448';
    const run = await replay(
      '03-tools',
      { redact: sessionId },
      { env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url } },
    );
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(r.requests).toHaveLength(1);
    const body = r.requests[0]?.body ?? Buffer.alloc(0);
    expect(body.includes(sessionId)).toBe(false);
    expect(body.includes(Buffer.from(sessionId).toString('base64'))).toBe(false);
    const { root } = spanTree(r.requests[0]?.spans ?? []);
    expect(root.attributes['gen_ai.conversation.id']).not.toBe(sessionId);
    expect(String(root.attributes['gen_ai.conversation.id'])).toMatch(/\*\*\*|REDACTED|\[/);
  }, 60_000);

  it('a collector that never answers: the job still succeeds, one ::warning naming OpenTelemetry and the endpoint, at most ~5 s more', async () => {
    const plain = await replay('03-tools', {}, {});
    const r = await receiver('hang');
    const run = await replay(
      '03-tools',
      {},
      { env: { OTEL_EXPORTER_OTLP_ENDPOINT: r.url }, timeoutMs: 30_000 },
    );
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    const warnings = run.commands.filter((c) => c.command === 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/OpenTelemetry/);
    expect(warnings[0]?.message).toMatch(/OTLP/);
    expect(warnings[0]?.message).toContain(`${r.url}/v1/traces`);
    expect(r.connections).toBeGreaterThan(0);
    // The bound is 5 s; the margin is for a loaded machine (2 cores shared by many test runs).
    expect(run.ms - plain.ms).toBeLessThan(5_000 + 3_000);
  }, 60_000);
});

describe('the OpenTelemetry SDK stays off the start-up path', () => {
  it('in the bundle, the SDK is reached only through import(): no module loads it by a static import', () => {
    const chunkDir = path.join(bundle.dir, 'chunks');
    const files = [
      ...['index.js', 'cli.js'].map((f) => path.join(bundle.dir, f)),
      ...readdirSync(chunkDir).map((f) => path.join(chunkDir, f)),
    ];
    const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
    const staticImports = (file: string) =>
      [...(text.get(file) ?? '').matchAll(/^import\s[^;]*?from\s*"(\.[^"]+)";/gms)].map((m) =>
        path.resolve(path.dirname(file), m[1] as string),
      );
    // The modules that load the SDK when they load: its own chunks, and whoever imports them statically.
    const loadsSdk = new Set(files.filter((f) => text.get(f)?.includes('BatchSpanProcessor')));
    expect(loadsSdk.size).toBeGreaterThan(0);
    for (let grew = true; grew; ) {
      grew = false;
      for (const f of files) {
        if (!loadsSdk.has(f) && staticImports(f).some((i) => loadsSdk.has(i))) {
          loadsSdk.add(f);
          grew = true;
        }
      }
    }
    // Neither entry is one of them: an Action run or a summarize without an endpoint never loads it.
    expect(loadsSdk.has(path.join(bundle.dir, 'index.js'))).toBe(false);
    expect(loadsSdk.has(path.join(bundle.dir, 'cli.js'))).toBe(false);
    // And they are reached by import() from both entries' code.
    const dynamic = files.filter((f) =>
      [...loadsSdk].some((s) => text.get(f)?.includes(`import("./${path.relative(path.dirname(f), s)}")`)),
    );
    expect(dynamic.length).toBeGreaterThanOrEqual(2);
  });
});

describe('narrator summarize --otlp', () => {
  const cli = () => path.join(bundle.dir, 'cli.js');
  const narrator = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      // Not spawnSync: the receiver answers from this process's event loop.
      const child = spawn(process.execPath, [cli(), ...args], {
        env: { PATH: process.env['PATH'] ?? '', ...env },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('exports the same trace from a capture file', async () => {
    const r = await receiver();
    const out = await narrator(
      ['summarize', path.join(CAPTURES_DIR, '03-tools', 'stdout.jsonl'), '--exit-code', '0', '--otlp'],
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: r.url,
      },
    );
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).outcome).toBe('success');
    const spans = r.requests.flatMap((q) => q.spans);
    const { root } = spanTree(spans);
    expect(root.name).toBe('invoke_agent claude-code');
    expect(root.attributes['gen_ai.conversation.id']).toBe('2f0021f8-6258-45b1-8582-bd15c0088448');
    expect(tools(spans).map((s) => s.attributes['gen_ai.tool.name'])).toEqual(['Bash', 'Read']);
  }, 30_000);

  it.each([
    ['codex', 'real-tools-workspace-write'],
    ['gemini', 'real-tools-yolo-mode'],
    ['opencode', 'real-tools'],
  ])(
    '%s (%s): the trace of a real capture, every tool call once',
    async (dialect, name) => {
      const r = await receiver();
      const file = path.join(FIXTURES_DIR, dialect, `${name}.jsonl`);
      const out = await narrator(['summarize', file, '--dialect', dialect, '--otlp'], {
        OTEL_EXPORTER_OTLP_ENDPOINT: r.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      });
      expect(out.stderr).toBe('');
      const summary = JSON.parse(out.stdout) as {
        sessionId: string | null;
        toolCalls: Array<{ id: string; name: string }>;
      };
      const spans = r.requests.flatMap((q) => q.spans);
      const { root } = spanTree(spans);
      expect(root.name).toBe(`invoke_agent ${dialect}`);
      if (summary.sessionId !== null)
        expect(root.attributes['gen_ai.conversation.id']).toBe(summary.sessionId);
      expect(
        tools(spans).map((s) => [s.attributes['gen_ai.tool.call.id'], s.attributes['gen_ai.tool.name']]),
      ).toEqual(summary.toolCalls.map((c) => [c.id, c.name]));
    },
    30_000,
  );

  it('--otlp without an endpoint is a usage error; a refusing endpoint a warning, exit 0', async () => {
    const none = spawnSync(
      process.execPath,
      [cli(), 'summarize', path.join(CAPTURES_DIR, '01-text', 'stdout.jsonl'), '--otlp'],
      {
        encoding: 'utf8',
        env: { PATH: process.env['PATH'] ?? '' },
      },
    );
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    const r = await receiver();
    const url = r.url;
    await r.close();
    receivers.length = 0;
    const out = await narrator(['summarize', path.join(CAPTURES_DIR, '01-text', 'stdout.jsonl'), '--otlp'], {
      OTEL_EXPORTER_OTLP_ENDPOINT: url,
    });
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).dialect).toBe('claude-code');
    expect(out.stderr).toMatch(new RegExp(`^narrator: warning: OpenTelemetry: .*${url}/v1/traces`));
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  }, 30_000);
});
