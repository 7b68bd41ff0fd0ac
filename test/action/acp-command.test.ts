/**
 * `dialect: acp` with a `command`: the Action's bundle (dist/index.js as a subprocess) runs any
 * program that speaks the Agent Client Protocol, here the hand-written hostile ACP agent
 * (test/fixtures/bin/hostile-acp.mjs), as Narrator's ACP client: the run is narrated and gated
 * like any stream, and the stream log is the recording of the traffic, redacted.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { runActionEntry } from '../support/run-action.js';

let bundle: { index: string; post: string };
beforeAll(async () => {
  bundle = await buildActionBundle();
});

describe('dialect: acp with a command (dist/index.js)', () => {
  it('plan: the request refused, one denial, unserved requests answered, incomplete; the log is the recording, redacted', async () => {
    const secret = 'acp-secret-value-1234567890';
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: fakeAgent('hostile-acp.mjs'),
        dialect: 'acp',
        prompt: `Do it with ${secret}.`,
        'permission-mode': 'plan',
        redact: secret,
      },
      env: { FAKE_BYTES: '1000' },
    });
    // Its one call was refused and nothing else ran: the run did nothing, so it is incomplete (a
    // permission failure, not retryable) and the job fails.
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      'failure-kind': 'permission',
      retryable: 'false',
      'permission-denials': '1',
      'tool-calls': '1',
    });
    expect(run.stepSummary).toContain(
      'Over ACP Narrator answers each permission request from `permission-mode`',
    );
    expect(run.outputs['result']).toMatch(/fs:-32601 odd:-32601 permission:no$/);
    const log = readFileSync(run.outputs['log-file']!, 'utf8');
    expect(log).toMatch(/"_narrator":"sent","message":\{"jsonrpc":"2.0","id":2,"method":"session\/prompt"/);
    // The prompt Narrator sent is in the recording, but never the secret in it.
    expect(log).not.toContain(secret);
  });

  it('the agent dying before its answer fails the job with the reason from its stderr', async () => {
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('hostile-acp.mjs'), dialect: 'acp', prompt: 'go' },
      env: { FAKE_MODE: 'die' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
    expect(run.outputs['error']).toMatch(/out of patience/);
  });

  it('an end_turn while its own call still runs is no success: incomplete, the job fails', async () => {
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('hostile-acp.mjs'), dialect: 'acp', prompt: 'go' },
      env: { FAKE_MODE: 'early' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      conclusion: 'failure',
      'failure-kind': 'incomplete',
    });
    expect(run.outputs['error']).toMatch(/still running \('npm test'\)/);
  });
});
