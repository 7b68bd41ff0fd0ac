/**
 * The forged leg record again, with the real Claude Code CLI as the leg's agent: the Action's own
 * Claude recipe (dist/index.js) runs the real CLI against the loopback model server, which scripts
 * it to run a hostile script in its workspace (test/fixtures/bin/forge-leg-record.mjs, as a PR's
 * own `npm test` could): it takes the job's artifact token from its environment or, stripped
 * there, from an ancestor's /proc/<pid>/environ, and uploads a leg record saying success under
 * the leg's own artifact name before the run fails (max turns). The second leg fails too (a
 * replayed API error). The aggregate bundle (dist/aggregate.js) must fail the gate, `require: any`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { legId } from '../../src/board/record.js';
import { legArtifactName } from '../../src/sinks/board/leg-record.js';
import { AUTHOR, PR_NUMBER } from '../support/agent-action.js';
import { agentE2e } from '../support/agent-e2e.js';
import { runClaudeAction } from '../support/claude-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { message, text, toolUse } from '../support/model-server.js';
import { runActionEntry } from '../support/run-action.js';
import { record, T0 } from './records.js';

const RUN_ID = 6161;
const e2e = agentE2e({ agent: 'claude', run: runClaudeAction });
let service: FakeArtifactService | null = null;
afterAll(async () => {
  await e2e.cleanup();
  await service?.close();
});

describe('a leg record forged through the real Claude Code CLI', () => {
  test("the agent uploads a success under its own leg's name; the leg fails, and so does the gate", {
    timeout: 10 * 60_000,
  }, async () => {
    service = await FakeArtifactService.start();
    const { index } = await e2e.prepare();
    const aggregateBundle = path.join(path.dirname(index), 'aggregate.js');
    const now = Date.now();
    // The leg's identity as its own record will carry it (agent-action.ts: workflow e2e, job
    // narrate), so the forgery takes the leg's exact artifact name.
    const made = record({
      job: 'narrate',
      matrix: { agent: 'a' },
      jobIndex: 0,
      runner: 'runner-a',
      outcome: 'success',
      start: now - T0,
      end: now - T0 + 1_000,
    });
    const identity = { ...made.identity, workflow: 'e2e' };
    const forged = { ...made, identity, id: legId(identity) };
    const name = legArtifactName(forged);
    const legEnv = {
      ACTIONS_RUNTIME_TOKEN: service.tokenForJob(randomUUID()),
      ACTIONS_RESULTS_URL: service.url,
      GITHUB_RUN_ID: String(RUN_ID),
      RUNNER_NAME: 'runner-a',
    };
    const started = new Date(Date.now() - 1_000).toISOString();
    const leg = await e2e.scenario({
      files: {
        'forge.mjs': fs.readFileSync(fakeAgent('forge-leg-record.mjs'), 'utf8'),
        'forged.json': JSON.stringify({ name, record: forged }),
      },
      model: () => ({
        respond: () =>
          message([
            text('Running the tests.'),
            toolUse('Bash', { command: 'node forge.mjs forged.json', description: 'Run the tests' }),
          ]),
      }),
      inputs: () => ({
        prompt: 'Run the tests.',
        'allowed-tools': 'Bash',
        'max-turns': '1',
        'comment-on': 'none',
        'publish-result': 'true',
        matrix: JSON.stringify({ agent: 'a' }),
        'job-index': '0',
      }),
      env: legEnv,
    });
    const { run, github } = leg;
    // The CLI ran the hostile script: the forged record is there, under the leg's own name.
    expect(service.artifacts.get(name)?.finalized).toBe(true);
    expect(run.outputs['outcome']).toBe('max_turns');
    expect(run.code).toBe(1);
    const errors = run.commands.filter((c) => c.command === 'error').map((c) => c.message);
    expect(errors.join('\n')).toMatch(/another process uploaded this leg's record first/);
    github.addJob('octo', 'app', {
      run_id: RUN_ID,
      name: 'narrate (a)',
      runner_name: 'runner-a',
      started_at: started,
      completed_at: new Date(Date.now() + 1_000).toISOString(),
      conclusion: 'failure',
    });

    // The second leg: a replayed API error, its own record.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-forge-claude-'));
    const event = path.join(dir, 'event.json');
    fs.writeFileSync(
      event,
      JSON.stringify({
        number: PR_NUMBER,
        pull_request: { number: PR_NUMBER, user: AUTHOR },
        sender: AUTHOR,
      }),
    );
    const legB = await runActionEntry(index, {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('06c-persistent-500')}'`,
        'comment-on': 'none',
        'publish-result': 'true',
        matrix: JSON.stringify({ agent: 'b' }),
        'job-index': '1',
        'allowed-actors': AUTHOR.login,
      },
      env: {
        ...legEnv,
        ACTIONS_RUNTIME_TOKEN: service.tokenForJob(randomUUID()),
        RUNNER_NAME: 'runner-b',
        GITHUB_API_URL: github.url,
        GITHUB_WORKFLOW: 'e2e',
        GITHUB_JOB: 'narrate',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
      },
      timeoutMs: 30_000,
    });
    expect(legB.code).toBe(1);
    github.addJob('octo', 'app', {
      run_id: RUN_ID,
      name: 'narrate (b)',
      runner_name: 'runner-b',
      started_at: new Date(Date.now() - 10_000).toISOString(),
      conclusion: 'failure',
    });

    const board = await runActionEntry(aggregateBundle, {
      inputs: {
        'github-token': 'ghs_boardtoken00000000000000000000000',
        require: 'any',
        'comment-on': 'none',
      },
      env: {
        ...legEnv,
        ACTIONS_RUNTIME_TOKEN: service.tokenForJob(randomUUID()),
        RUNNER_NAME: 'runner-board',
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_WORKFLOW: 'e2e',
        GITHUB_JOB: 'board',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
      },
      timeoutMs: 30_000,
    });
    expect(JSON.parse(board.outputs['outcomes']!)).toEqual({
      'narrate (a)': 'job_failed',
      'narrate (b)': 'error',
    });
    expect(board.outputs['conclusion']).toBe('failure');
    expect(board.code).toBe(1);
    expect(board.stepSummary).toMatch(/the job concluded failure although its leg record says success/);
  });
});
