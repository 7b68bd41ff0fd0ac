/**
 * `output-schema` through the Action's bundle with a `command` (a hand-written fake agent, so every
 * case takes a second): the answer path, a violation named by its JSON pointer failing the job (and
 * its check run), a bad schema refusing the run before anything is launched, and the output a
 * workflow reads with fromJSON.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

const SCHEMA = JSON.stringify({
  type: 'object',
  properties: { verdict: { enum: ['approve', 'request_changes'] }, findings: { type: 'integer' } },
  required: ['verdict', 'findings'],
});
const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const AUTHOR = { login: 'octo-dev', type: 'User' };

let bundle: { index: string };
let fake: FakeGitHub;
beforeAll(async () => {
  bundle = await buildActionBundle();
  fake = await FakeGitHub.start();
}, 60_000);
afterAll(() => fake.close());

function run(result: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const event = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-event-')), 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      issue: { number: 7, user: AUTHOR, pull_request: { url: 'https://api.github.com/x' } },
      comment: { id: 1, body: '/review', user: AUTHOR },
      sender: AUTHOR,
    }),
  );
  return runActionEntry(bundle.index, {
    inputs: {
      command: `'${fakeAgent('many-tool-errors.mjs')}'`,
      'output-schema': SCHEMA,
      'github-token': 'ghs_structuredOutputToken0123456789abc',
      'allowed-actors': AUTHOR.login,
      ...inputs,
    },
    env: {
      FAKE_TOOL_ERRORS: '0',
      FAKE_RESULT: result,
      GITHUB_API_URL: fake.url,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKFLOW: 'review.yml',
      GITHUB_JOB: 'review',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
    },
  });
}

describe('output-schema with a command: the object from the final answer', () => {
  it('a ```json block that matches: success, the compact output, the check passes', async () => {
    fake.addPull('octo', 'app', 7, HEAD);
    fake.checkRuns.clear();
    const r = await run('Reviewed.\n\n```json\n{ "verdict": "approve", "findings": 0 }\n```');
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(r.outputs['structured-output']).toBe('{"verdict":"approve","findings":0}');
    expect(r.stepSummary).toContain('<summary>Structured output</summary>');
    expect(fake.checkRunsOn('octo', 'app')[0]!.conclusion).toBe('success');
  });

  it('a missing field: outcome error naming /findings, the job and its check fail', async () => {
    fake.checkRuns.clear();
    const r = await run('{"verdict":"approve"}');
    expect(r.code, describeActionRun(r)).toBe(1);
    expect(r.outputs['outcome']).toBe('error');
    // The reason, then what to do about it (its failure kind is the schema's).
    expect(r.outputs['error']?.split('\n')[0]).toBe(
      "Narrator's output-schema check failed: the structured output does not match the schema: /findings is required",
    );
    expect(r.outputs['failure-kind']).toBe('schema');
    expect(r.outputs['structured-output']).toBe('');
    const check = fake.checkRunsOn('octo', 'app')[0]!;
    expect(check.conclusion).toBe('failure');
    expect(check.output.summary).toContain('/findings is required');
  });

  it('a schema that is not one refuses the run before the agent is launched', async () => {
    const r = await run('{"verdict":"approve","findings":0}', { 'output-schema': '{"type": "objekt"}' });
    expect(r.code).toBe(1);
    expect(r.outputs['outcome']).toBe('error');
    expect(r.stdout).toMatch(/Narrator could not start the agent: output-schema is not a valid JSON Schema/);
    expect(r.stdout).not.toContain('Reviewed');
  });
});
