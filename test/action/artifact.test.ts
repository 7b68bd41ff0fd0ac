/**
 * `upload-artifact: true`: the real Action bundle in a subprocess uploads the redacted stream and
 * summary.json through the real @actions/artifact client to a fake artifact service on 127.0.0.1
 * (test/support/fake-artifact-service.ts: Twirp CreateArtifact -> blob block upload -> Finalize),
 * and the step summary links to it. A refused upload is a warning and the job still passes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { legLabel } from '../../src/report/comment-key.js';
import { artifactFiles, artifactName, uploadRunArtifact } from '../../src/sinks/files/artifact.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { runActionEntry } from '../support/run-action.js';

let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let service: FakeArtifactService;

beforeAll(async () => {
  bundle = await buildActionBundle();
});
afterEach(async () => {
  await service?.close();
});

function artifactEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: service.token,
    ACTIONS_RESULTS_URL: service.url,
    GITHUB_JOB: 'agent',
    GITHUB_RUN_ATTEMPT: '2',
    ...extra,
  };
}

describe('artifact naming and file selection', () => {
  it('names the artifact per job and attempt, plus the comment key, in allowed characters', () => {
    expect(artifactName({ GITHUB_JOB: 'agent', GITHUB_RUN_ATTEMPT: '3' }, null)).toBe('narrator-agent-3');
    expect(artifactName({ GITHUB_JOB: 'agent', GITHUB_RUN_ATTEMPT: '1' }, 'claude / linux: "x"')).toBe(
      'narrator-agent-1-claude_linux_x_',
    );
    expect(artifactName({}, null)).toBe('narrator-job-1');
  });

  it('every matrix leg gets its own name without any setting, the same on a re-run attempt but the attempt', () => {
    const env = { GITHUB_JOB: 'agent', GITHUB_RUN_ATTEMPT: '1' };
    const legs = [0, 1].map((jobIndex) => legLabel({ matrix: '{\n  "shard": 1\n}', jobIndex }));
    const names = legs.map((leg) => artifactName(env, null, leg));
    expect(names).toEqual(['narrator-agent-1-leg_1_1', 'narrator-agent-1-leg_2_1']);
    expect(artifactName({ ...env, GITHUB_RUN_ATTEMPT: '2' }, null, legs[0]!)).toBe(
      'narrator-agent-2-leg_1_1',
    );
    expect(artifactName(env, 'nightly', legs[1]!)).toBe('narrator-agent-1-leg_2_1-nightly');
  });

  it('uploads only the files that exist; with none, it warns and uploads nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-artifact-'));
    const files = {
      logFile: path.join(dir, 'stream.jsonl'),
      summaryFile: path.join(dir, 'summary.json'),
      reportFile: path.join(dir, 'report.html'),
    };
    writeFileSync(files.summaryFile, '{}');
    expect(artifactFiles(files)).toEqual([files.summaryFile]);
    const warnings: string[] = [];
    const calls: unknown[] = [];
    const result = await uploadRunArtifact({
      files: {
        logFile: path.join(dir, 'a'),
        summaryFile: path.join(dir, 'b'),
        reportFile: path.join(dir, 'c'),
      },
      env: {},
      commentKey: null,
      leg: null,
      stepSummary: false,
      warning: (m) => warnings.push(m),
      info: () => {},
      upload: async (...args) => {
        calls.push(args);
        return { id: 1 };
      },
    });
    expect(result).toBeNull();
    expect(calls).toEqual([]);
    expect(warnings.join('\n')).toMatch(/nothing to upload/);
  });

  it('off a runner (no ACTIONS_RUNTIME_TOKEN) it warns and skips', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-artifact-'));
    const files = {
      logFile: path.join(dir, 'stream.jsonl'),
      summaryFile: path.join(dir, 'summary.json'),
      reportFile: path.join(dir, 'report.html'),
    };
    writeFileSync(files.logFile, '{}\n');
    const warnings: string[] = [];
    const result = await uploadRunArtifact({
      files,
      env: {},
      commentKey: null,
      leg: null,
      stepSummary: false,
      warning: (m) => warnings.push(m),
      info: () => {},
    });
    expect(result).toBeNull();
    expect(warnings.join('\n')).toMatch(/not a GitHub Actions runner/);
  });
});

describe('upload-artifact in the Action (real @actions/artifact client, fake service)', () => {
  it('uploads the HTML record, the redacted stream and summary.json, named per job, and links it from the step summary', async () => {
    service = await FakeArtifactService.start();
    const secret = 'sk-demo-SECRET-value-1234567890';
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: fakeAgent('print-secrets.mjs'),
        'upload-artifact': 'true',
        redact: secret,
        'fail-on': 'none',
      },
      env: artifactEnv({ FAKE_SECRET_VALUES: secret }),
      timeoutMs: 30_000,
    });
    expect(run.code).toBe(0);
    expect(service.calls).toEqual(['CreateArtifact', 'FinalizeArtifact']);
    const artifact = service.artifacts.get('narrator-agent-2');
    expect(artifact?.finalized).toBe(true);
    expect(artifact?.runBackendId).toBe(service.runBackendId);
    expect(artifact?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);

    const files = service.unzip('narrator-agent-2');
    expect([...files.keys()].sort()).toEqual(['report.html', 'stream.jsonl', 'summary.json']);
    const stream = files.get('stream.jsonl')!.toString('utf8');
    const report = files.get('report.html')!.toString('utf8');
    expect(report.startsWith('<!doctype html>')).toBe(true);
    expect(report).toContain('secret-session');
    expect(report).not.toContain(secret);
    expect(run.outputs['report-file']).toMatch(/report\.html$/);
    const summary = JSON.parse(files.get('summary.json')!.toString('utf8'));
    // The stream is the agent's (its session id), every line still JSON, the secret gone everywhere.
    expect(stream).toContain('secret-session');
    for (const line of stream.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    expect(summary.sessionId).toBe('secret-session');
    expect(stream).not.toContain(secret);
    expect(JSON.stringify(summary)).not.toContain(secret);

    const url = `https://github.com/octo/app/actions/runs/1234/artifacts/${artifact!.id}`;
    expect(run.stepSummary).toContain(`[\`narrator-agent-2\`](${url})`);
    expect(run.commands.filter((c) => c.command === 'warning' && /upload-artifact/.test(c.message))).toEqual(
      [],
    );
  });

  it('a refused upload is a warning; the job result is still the agent outcome', async () => {
    service = await FakeArtifactService.start();
    service.failCreateWith = 400;
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
        'upload-artifact': 'true',
      },
      env: artifactEnv(),
      timeoutMs: 30_000,
    });
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    const warnings = run.commands.filter((c) => c.command === 'warning').map((c) => c.message);
    expect(warnings.join('\n')).toMatch(
      /upload-artifact: could not upload the artifact 'narrator-agent-2': .*\(400\).*refused by the fake/,
    );
    expect(service.calls).toEqual(['CreateArtifact']);
    expect(run.stepSummary).not.toContain('/artifacts/');
  });

  it('upload-artifact defaults to false: no request reaches the service', async () => {
    service = await FakeArtifactService.start();
    const run = await runActionEntry(bundle.index, {
      inputs: { command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'` },
      env: artifactEnv(),
    });
    expect(run.code).toBe(0);
    expect(service.calls).toEqual([]);
  });
});
