/**
 * The agent gets the workflow's environment, not the runner's internals or Narrator's own. The
 * bundled Action (scripts/build.mjs) runs as the runner runs it, with the variables a JavaScript
 * action's process really gets (its inputs as INPUT_*, the artifact, cache and OIDC credentials,
 * the runner's command files), and a stand-in agent (test/fixtures/bin/print-env.mjs) writes down
 * the environment it was given.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentEnvironment, isRunnerInternal } from '../../src/agent/agent-env.js';
import { parseEnvNames } from '../../src/inputs.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { describeActionRun, runActionEntry } from '../support/run-action.js';

let bundle: { index: string };
beforeAll(async () => {
  bundle = await buildActionBundle();
}, 60_000);

/** What the runner gives a JavaScript action besides what run-action.ts sets (GITHUB_OUTPUT, …). */
const RUNNER_INTERNALS = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-value-0123456789',
  ACTIONS_RUNTIME_URL: 'https://pipelines.example/runtime/',
  ACTIONS_RESULTS_URL: 'https://results.example/',
  ACTIONS_CACHE_URL: 'https://artifactcache.example/',
  ACTIONS_CACHE_SERVICE_V2: 'True',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-0123456789',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/token?api-version=2.0',
};
/** What the workflow itself put in the step's env: the agent gets all of it. */
const WORKFLOW_ENV = {
  ANTHROPIC_API_KEY: 'sk-ant-workflow-key-0123456789',
  GITHUB_TOKEN: 'ghs_workflowGaveTheAgentThisToken0123',
  MY_SETTING: 'kept',
  ACTIONS_STEP_DEBUG: 'true',
};
const NARRATOR_TOKEN = 'ghs_narratorOwnInputToken0123456789ab';

async function agentEnvOf(inputs: Record<string, string> = {}): Promise<Record<string, string>> {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-agent-env-')), 'env.json');
  const run = await runActionEntry(bundle.index, {
    inputs: { command: fakeAgent('print-env.mjs'), 'github-token': NARRATOR_TOKEN, ...inputs },
    env: {
      ...RUNNER_INTERNALS,
      ...WORKFLOW_ENV,
      GITHUB_ENV: path.join(path.dirname(out), 'github_env'),
      GITHUB_PATH: path.join(path.dirname(out), 'github_path'),
      FAKE_ENV_OUT: out,
    },
  });
  expect(run.code, describeActionRun(run)).toBe(0);
  // Narrator itself still had them: its outputs reached GITHUB_OUTPUT.
  expect(run.outputs['outcome']).toBe('success');
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
}

describe('the agent’s environment (through the bundled Action)', () => {
  it('holds the workflow’s variables and none of the runner’s internals or Narrator’s inputs', async () => {
    const env = await agentEnvOf();
    for (const [name, value] of Object.entries(WORKFLOW_ENV)) expect(env[name], name).toBe(value);
    for (const name of [
      ...Object.keys(RUNNER_INTERNALS),
      'GITHUB_STATE',
      'GITHUB_OUTPUT',
      'GITHUB_ENV',
      'GITHUB_PATH',
      'GITHUB_STEP_SUMMARY',
    ]) {
      expect(env, name).not.toHaveProperty(name);
    }
    expect(Object.keys(env).filter((n) => n.toUpperCase().startsWith('INPUT_'))).toEqual([]);
    // Narrator's own token is nowhere in the agent's environment, under any name.
    expect(JSON.stringify(env)).not.toContain(NARRATOR_TOKEN);
    expect(JSON.stringify(env)).not.toContain(RUNNER_INTERNALS.ACTIONS_RUNTIME_TOKEN);
    // The rest of the runner's context stays: the agent may need to know where it runs.
    expect(env['GITHUB_WORKSPACE']).toBeTruthy();
    expect(env['GITHUB_REPOSITORY']).toBe('octo/app');
  });

  it('passes through exactly the names listed in agent-env-passthrough', async () => {
    const env = await agentEnvOf({
      'agent-env-passthrough':
        'ACTIONS_ID_TOKEN_REQUEST_TOKEN, ACTIONS_ID_TOKEN_REQUEST_URL\nNOT_SET_ANYWHERE',
    });
    expect(env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']).toBe(RUNNER_INTERNALS.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
    expect(env['ACTIONS_ID_TOKEN_REQUEST_URL']).toBe(RUNNER_INTERNALS.ACTIONS_ID_TOKEN_REQUEST_URL);
    expect(env).not.toHaveProperty('ACTIONS_RUNTIME_TOKEN');
    expect(env).not.toHaveProperty('NOT_SET_ANYWHERE');
  });

  it('refuses a passthrough entry that is not a variable name, without echoing it', async () => {
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('print-env.mjs'), 'agent-env-passthrough': 'GOOD_NAME\nsk-secret=value' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/agent-env-passthrough.*entry 2 is not a variable name/);
    expect(run.stdout).not.toContain('sk-secret=value');
  });
});

describe('agentEnvironment', () => {
  it('removes by name and prefix, whatever the case, and leaves the input unchanged', () => {
    const input = {
      input_model: 'x',
      'INPUT_GITHUB-TOKEN': 't',
      actions_runtime_token: 'r',
      PATH: '/bin',
      KEEP: '1',
    };
    expect(agentEnvironment(input)).toEqual({ PATH: '/bin', KEEP: '1' });
    expect(input).toHaveProperty('INPUT_GITHUB-TOKEN');
    expect(isRunnerInternal('ACTIONS_ID_TOKEN_REQUEST_ANYTHING')).toBe(true);
    expect(isRunnerInternal('ACTIONS_STEP_DEBUG')).toBe(false);
    expect(isRunnerInternal('GITHUB_TOKEN')).toBe(false);
  });

  it('parses passthrough names, dropping duplicates', () => {
    expect(parseEnvNames(' A_B,C.d \n A_B  e-f ')).toEqual(['A_B', 'C.d', 'e-f']);
    expect(() => parseEnvNames('1ABC')).toThrow(/entry 1 is not a variable name/);
  });
});
