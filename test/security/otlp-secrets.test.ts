/**
 * The OTLP exporter's credentials are secrets, through the bundled Action (dist/index.js as a
 * subprocess): the collector's key set the way docs/telemetry.md says (OTEL_EXPORTER_OTLP_HEADERS,
 * percent-encoded, and OTEL_EXPORTER_OTLP_TRACES_HEADERS) and a key in the endpoint's query
 * (`?api_key=…`). The stand-in agent (test/fixtures/bin/print-secrets.mjs) prints them everywhere a
 * view picks text up; test/fixtures/bin/print-env.mjs writes down the environment it was given.
 * No sink may hold them: the comment (every body sent to the fake GitHub), the step summary, the
 * job log, the annotations, the outputs, summary.json, report.html, the stream log, the spans the
 * collector received. The agent never gets the headers; the collector does.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEnvironment } from '../../src/agent/agent-env.js';
import { createRedactor } from '../../src/redact/redact.js';
import { displayEndpoint, otlpTarget } from '../../src/telemetry/endpoint.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type OtlpReceiver, startOtlpReceiver } from '../support/otlp-receiver.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

// Made up for this test: never real keys.
const TEAM_KEY = 'hcteamkey0123456789abcdefABCDEF';
const BEARER = 'otlp.bearer-Token/0123456789+xyz';
const TRACES_KEY = 'traces-only-key-5f6e7d8c9b0a';
const QUERY_KEY = 'query-api-key-a1b2c3d4e5f6';
const HEADERS = `x-honeycomb-team=${TEAM_KEY}, Authorization=Bearer%20${encodeURIComponent(BEARER)}`;
const TRACES_HEADERS = `x-collector-key=${TRACES_KEY}`;
const LEAKED = [TEAM_KEY, BEARER, TRACES_KEY, QUERY_KEY];

let bundle: { index: string };
let github: FakeGitHub;
let receiver: OtlpReceiver;
beforeAll(async () => {
  [bundle, github, receiver] = await Promise.all([
    buildActionBundle(),
    FakeGitHub.start(),
    startOtlpReceiver({ mode: 'answer' }),
  ]);
}, 120_000);
afterAll(async () => {
  await github?.close();
  await receiver?.close();
});

function otlpEnv(): Record<string, string> {
  return {
    OTEL_EXPORTER_OTLP_HEADERS: HEADERS,
    OTEL_EXPORTER_OTLP_TRACES_HEADERS: TRACES_HEADERS,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces?api_key=${QUERY_KEY}`,
  };
}

describe('OTLP credentials, printed by the agent, through the Action', () => {
  let run: ActionRun;
  let commentBodies: string[];
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-otlp-secrets-'));
    const event = path.join(dir, 'pr-event.json');
    const valuesFile = path.join(dir, 'values.txt');
    writeFileSync(valuesFile, LEAKED.join('\n'));
    const author = { login: 'octo-dev', type: 'User' };
    writeFileSync(
      event,
      JSON.stringify({ number: 5, pull_request: { number: 5, user: author }, sender: author }),
    );
    run = await runActionEntry(bundle.index, {
      dir,
      inputs: {
        command: fakeAgent('print-secrets.mjs'),
        'github-token': 'ghs_OtlpSecrets0123456789abcdefghijKLMN',
        'update-interval-seconds': '0',
        'allowed-actors': author.login,
      },
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_API_URL: github.url,
        ...otlpEnv(),
        // The stand-in agent's channel for what to print: a file, so no variable of Narrator's
        // holds them but the OTLP ones (a secret-looking name would hide them on its own).
        FAKE_VALUES_FILE: valuesFile,
      },
      timeoutMs: 60_000,
    });
    commentBodies = github.requests
      .filter((r) => r.route === 'create-comment' || r.route === 'update-comment')
      .map((r) => (r.body as { body: string }).body);
  }, 90_000);

  it('ran, wrote every sink, and exported the trace with the headers', () => {
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('error');
    expect(commentBodies.length).toBeGreaterThanOrEqual(1);
    expect(receiver.requests).toHaveLength(1);
    const sent = receiver.requests[0]!;
    expect(sent.headers['x-honeycomb-team']).toBe(TEAM_KEY);
    expect(sent.headers['authorization']).toBe(`Bearer ${BEARER}`);
    expect(sent.headers['x-collector-key']).toBe(TRACES_KEY);
    expect(sent.path).toBe(`/v1/traces?api_key=${QUERY_KEY}`);
  });

  it('no sink holds a header value, the bearer token or the query key', () => {
    const sinks: Record<string, string> = {
      comments: commentBodies.join('\n'),
      stepSummary: run.stepSummary,
      jobLog: run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
      stderr: run.stderr,
      outputs: JSON.stringify(run.outputs),
      summaryJson: readFileSync(run.outputs['summary-file']!, 'utf8'),
      reportHtml: readFileSync(run.outputs['report-file']!, 'utf8'),
      streamLog: readFileSync(run.outputs['log-file']!, 'utf8'),
      spans: receiver.requests[0]!.body.toString('latin1'),
    };
    for (const [where, text] of Object.entries(sinks)) {
      expect(
        LEAKED.filter((s) => text.includes(s) || text.includes(encodeURIComponent(s))),
        where,
      ).toEqual([]);
    }
    // The endpoint is named in the job log without its query.
    expect(run.stdout).toMatch(
      /OpenTelemetry: exported the run's trace \(\d+ spans\) to http:\/\/127\.0\.0\.1:\d+\/v1\/traces\?…/,
    );
  });

  it('the runner masks each of them in the job log too (add-mask)', () => {
    const masks = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::add-mask::'))
      .map((l) => l.slice('::add-mask::'.length));
    for (const s of LEAKED) expect(masks, s).toContain(s);
  });
});

describe('the agent does not get the OTLP headers', () => {
  it('through the Action: not in its environment, unless passed through by name', async () => {
    const envOf = async (inputs: Record<string, string>) => {
      const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-otlp-env-')), 'env.json');
      const run = await runActionEntry(bundle.index, {
        inputs: { command: fakeAgent('print-env.mjs'), ...inputs },
        env: { ...otlpEnv(), FAKE_ENV_OUT: out },
      });
      expect(run.code, describeActionRun(run)).toBe(0);
      return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
    };
    const env = await envOf({});
    expect(env).not.toHaveProperty('OTEL_EXPORTER_OTLP_HEADERS');
    expect(env).not.toHaveProperty('OTEL_EXPORTER_OTLP_TRACES_HEADERS');
    for (const key of [TEAM_KEY, BEARER, TRACES_KEY]) expect(JSON.stringify(env)).not.toContain(key);
    const passed = await envOf({ 'agent-env-passthrough': 'OTEL_EXPORTER_OTLP_HEADERS' });
    expect(passed['OTEL_EXPORTER_OTLP_HEADERS']).toBe(HEADERS);
    expect(passed).not.toHaveProperty('OTEL_EXPORTER_OTLP_TRACES_HEADERS');
  }, 60_000);

  it('agentEnvironment drops every signal’s headers, whatever the case', () => {
    expect(
      agentEnvironment({
        otel_exporter_otlp_headers: 'a=b',
        OTEL_EXPORTER_OTLP_METRICS_HEADERS: 'a=b',
        OTEL_EXPORTER_OTLP_LOGS_HEADERS: 'a=b',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      }),
    ).toEqual({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' });
  });
});

describe('the redactor and the endpoint as shown', () => {
  it('hides each header value (decoded, as written, without its scheme) and the endpoint’s query values', () => {
    const r = createRedactor({ env: otlpEnv() });
    for (const s of [...LEAKED, `Bearer ${BEARER}`, encodeURIComponent(BEARER)]) {
      expect(r.redact(`value: ${s}.`), s).not.toContain(s);
    }
    // Short values (a `k=v` setting) are not secrets the redactor could hide without shredding text.
    expect(createRedactor({ env: { OTEL_EXPORTER_OTLP_HEADERS: 'x=abc' } }).redact('abc')).toBe('abc');
    // A query parameter that names no credential is configuration, not hidden.
    const tenant = createRedactor({
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://c.example/otlp?tenant=production&access-token=tok-0123456789',
      },
    });
    expect(tenant.redact('production tok-0123456789')).toBe('production ***');
  });

  it('the headers are parsed by the OTel rules, and the endpoint is shown without user info or query', () => {
    const target = otlpTarget(otlpEnv());
    expect(target?.headers).toEqual({
      'x-honeycomb-team': TEAM_KEY,
      Authorization: `Bearer ${BEARER}`,
      'x-collector-key': TRACES_KEY,
    });
    expect(displayEndpoint('https://user:pw-secret@collector.example/v1/traces?api_key=k#f')).toBe(
      'https://collector.example/v1/traces?…',
    );
    expect(displayEndpoint('https://collector.example:4318/v1/traces')).toBe(
      'https://collector.example:4318/v1/traces',
    );
    expect(displayEndpoint('not a url://u:p@h/x?api_key=k')).toBe('not a url://h/x?…');
  });
});
