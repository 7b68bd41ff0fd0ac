/**
 * `publish-result`: the leg record's artifact name, and what the Action does when publishing is
 * off, refused, or the agent never started. The real Action bundle in a subprocess, the real
 * @actions/artifact client, the loopback artifact service.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEG_RECORD_FILE, parseLegRecord } from '../../src/board/record.js';
import { createRedactor } from '../../src/redact/redact.js';
import { emptySummary } from '../../src/run/summary.js';
import { legArtifactName, publishLegRecord } from '../../src/sinks/board/leg-record.js';
import { record } from '../aggregate/records.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService, readZip } from '../support/fake-artifact-service.js';
import { runActionEntry } from '../support/run-action.js';

let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let service: FakeArtifactService | undefined;

beforeAll(async () => {
  bundle = await buildActionBundle();
}, 120_000);
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('the leg artifact name', () => {
  it('is readable, allowed by the artifact service, and unique per leg and attempt', () => {
    const r = record({ matrix: { agent: 'claude', model: 'a/b: "c" <d>|*?' }, attempt: 3, jobIndex: 4 });
    const name = legArtifactName(r, 'ffff');
    expect(name).toBe(`narrator-leg-3-agent_claude_a_b_c_d-${r.id}`);
    expect(name).not.toMatch(/[\u0000-\u001f"':<>|*?\\/\s]/);
    expect(legArtifactName(record({ attempt: 1, jobIndex: 4 }))).not.toBe(
      legArtifactName(record({ attempt: 2, jobIndex: 4 })),
    );
  });

  it('two legs that nothing tells apart (no job index) still get two names', () => {
    const r = record({ jobIndex: null });
    expect(legArtifactName(r)).not.toBe(legArtifactName(r));
    expect(legArtifactName(record({ matrix: { x: 'y'.repeat(500) } })).length).toBeLessThanOrEqual(200);
  });
});

describe('publishing from code', () => {
  const base = {
    summary: { ...emptySummary('claude-code'), status: 'finished' as const, outcome: 'success' as const },
    env: { GITHUB_JOB: 'agent', GITHUB_RUN_ATTEMPT: '2', RUNNER_NAME: 'r1' },
    agent: 'claude',
    model: null,
    commentKey: 'claude',
    matrix: '{"agent":"claude"}',
    jobIndex: 0,
    jobId: null,
    failed: false,
    reason: null,
    startedAt: 1_000,
    endedAt: 2_000,
    info: () => {},
  };

  it('a refused upload is a warning that says the board shows the leg without a record', async () => {
    const warnings: string[] = [];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-publish-'));
    const published = await publishLegRecord({
      ...base,
      redactor: createRedactor(),
      dir,
      warning: (m) => warnings.push(m),
      upload: async () => {
        throw new Error('Received non-retryable error: Failed request: (400) Bad Request: refused');
      },
    });
    expect(published).toBeNull();
    expect(warnings).toEqual([
      expect.stringMatching(
        /^publish-result: could not upload the leg record 'narrator-leg-2-agent_claude-[0-9a-f]{12}' \(the board will show this leg without a record\): .*400/,
      ),
    ]);
  });

  it('the name already taken (409) is no warning but a failure: something else in the job published first', async () => {
    const warnings: string[] = [];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-publish-'));
    const published = await publishLegRecord({
      ...base,
      redactor: createRedactor(),
      dir,
      warning: (m) => warnings.push(m),
      upload: async () => {
        throw new Error('Received non-retryable error: Failed request: (409) Conflict: artifact exists');
      },
    });
    expect(warnings).toEqual([]);
    expect(published).toMatchObject({
      taken: true,
      name: expect.stringMatching(/^narrator-leg-2-agent_claude-[0-9a-f]{12}$/),
      reason: expect.stringMatching(/^another process uploaded this leg's record first/),
    });
  });

  it('the record written is redacted and reads back', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-publish-'));
    const secret = 'hunter2-very-secret-value';
    const published = await publishLegRecord({
      ...base,
      summary: { ...base.summary, outcome: 'error', model: `model-${secret}` },
      failed: true,
      reason: `token ${secret} rejected`,
      redactor: createRedactor({ secrets: [secret] }),
      dir,
      warning: (m) => expect.fail(m),
      upload: async () => ({ id: 1 }),
    });
    if (!published || published.taken) throw new Error('not published');
    const text = JSON.stringify(published.record);
    expect(text).not.toContain(secret);
    expect(published.record).toMatchObject({
      outcome: 'error',
      conclusion: 'failure',
      reason: 'token *** rejected',
    });
    expect(published.record.identity).toMatchObject({
      matrix: { agent: 'claude' },
      jobIndex: 0,
      runAttempt: 2,
    });
    expect(published.bytes).toBeLessThan(1_500);
  });
});

describe('publish-result in the Action', () => {
  function runLeg(inputs: Record<string, string>) {
    service = service!;
    return runActionEntry(bundle.index, {
      inputs,
      env: {
        ACTIONS_RUNTIME_TOKEN: service.token,
        ACTIONS_RESULTS_URL: service.url,
        GITHUB_JOB: 'agent',
        RUNNER_NAME: 'runner-7',
      },
      timeoutMs: 30_000,
    });
  }

  it('defaults to auto: a job that is not a matrix leg publishes nothing', async () => {
    service = await FakeArtifactService.start();
    const run = await runLeg({ command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'` });
    expect(run.code).toBe(0);
    expect(service.calls).toEqual([]);
  });

  it('auto in a matrix leg (the runner fills the hidden matrix and job-index inputs): publishes, named by the leg', async () => {
    service = await FakeArtifactService.start();
    // What the runner evaluates `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}` to.
    const run = await runLeg({
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
      matrix: JSON.stringify({ agent: 'codex' }, null, 2),
      'job-index': '1',
    });
    expect(run.code).toBe(0);
    expect(service.calls.filter((c) => c === 'CreateArtifact')).toHaveLength(1);
    const names = [...service.artifacts.keys()];
    expect(names).toHaveLength(1);
    // The leg's index tells it apart: no random suffix after the 12-hex leg id.
    expect(names[0]).toMatch(/^narrator-leg-1-.*codex.*-[0-9a-f]{12}$/);
  });

  it('a refused upload is a warning; the job result is still the agent outcome', async () => {
    service = await FakeArtifactService.start();
    service.failCreateWith = 400;
    const run = await runLeg({
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
      'publish-result': 'true',
    });
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    expect(
      run.commands
        .filter((c) => c.command === 'warning')
        .map((c) => c.message)
        .join('\n'),
    ).toMatch(
      /publish-result: could not upload the leg record 'narrator-leg-1-agent-[0-9a-f]{12}-[0-9a-f]{8}'/,
    );
  });

  it('an agent that never started still publishes an error record with the reason', async () => {
    service = await FakeArtifactService.start();
    const run = await runLeg({
      command: './no-such-agent --flag',
      'publish-result': 'true',
      'comment-key': 'ghost',
    });
    expect(run.code).toBe(1);
    const [name] = [...service.artifacts.keys()];
    expect(name).toMatch(/^narrator-leg-1-agent_ghost-/);
    const r = parseLegRecord(
      readZip(service.artifacts.get(name!)!.zip!).get(LEG_RECORD_FILE)!.toString('utf8'),
      name!,
    );
    expect(r).toMatchObject({ label: 'agent (ghost)', outcome: 'error', conclusion: 'failure', agent: null });
    expect(r.reason).toMatch(
      /Narrator could not start the agent: input 'command': '.\/no-such-agent' was not found/,
    );
    expect(r.identity.runnerName).toBe('runner-7');
    expect(Date.parse(r.endedAt!) - Date.parse(r.startedAt!)).toBeGreaterThanOrEqual(0);
  });

  it('publish-result refuses a value it does not know', async () => {
    service = await FakeArtifactService.start();
    const run = await runLeg({ command: 'x', 'publish-result': 'sometimes' });
    expect(run.code).toBe(1);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(
      /input 'publish-result': expected true or false, got 'sometimes'/,
    );
  });
});
