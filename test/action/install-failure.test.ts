/**
 * `install: auto` failing, through the Action's bundle on a pull_request, the way a user meets it:
 * the real npm asked to install a version its registry (a loopback one, test/support/
 * npm-registry.ts) never published, or a registry it cannot reach. Every view must name the agent
 * that was to be launched (one user saw "Claude stopped" for a Gemini install failure) and give
 * npm's own reason ("No matching version found for …"), not the last line npm prints (the path of
 * its log file, a file on the runner that is gone with the job) and not "the agent printed
 * nothing" (no agent ran).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findOnPath } from '../../src/agent/install.js';
import { buildActionBundle } from '../support/build-action.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type NpmRegistry, startNpmRegistry } from '../support/npm-registry.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

const PR = 7;
const AUTHOR = { login: 'octo-dev', type: 'User' };
const AGENTS = {
  gemini: { label: 'Gemini', pkg: '@google/gemini-cli' },
  codex: { label: 'Codex', pkg: '@openai/codex' },
  opencode: { label: 'opencode', pkg: 'opencode-ai' },
} as const;
type Agent = keyof typeof AGENTS;

let bundle: { index: string };
let github: FakeGitHub;
let registry: NpmRegistry;
let root: string;
let pathValue: string;

beforeAll(async () => {
  [bundle, github, registry] = await Promise.all([
    buildActionBundle(),
    FakeGitHub.start(),
    startNpmRegistry(Object.fromEntries(Object.values(AGENTS).map((a) => [a.pkg, ['1.0.0']]))),
  ]);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-install-failure-'));
  fs.writeFileSync(
    path.join(root, 'event.json'),
    JSON.stringify({
      number: PR,
      // A branch of this repository: a writer's code, so every agent is installed and started.
      pull_request: { number: PR, user: AUTHOR, head: { repo: { full_name: 'octo/app' } } },
      sender: AUTHOR,
    }),
  );
  // This Node and npm, and none of the agent CLIs: install: auto has to install.
  const npm = await findOnPath('npm', process.env['PATH']);
  if (!npm) throw new Error('npm is not on PATH');
  pathValue = [path.dirname(process.execPath), path.dirname(npm), '/usr/bin', '/bin'].join(path.delimiter);
  for (const agent of Object.keys(AGENTS)) expect(await findOnPath(agent, pathValue), agent).toBeNull();
}, 60_000);

afterAll(async () => {
  await Promise.all([github?.close(), registry?.close()]);
  fs.rmSync(root, { recursive: true, force: true });
});

function installing(agent: Agent, registryUrl: string, key: string): Promise<ActionRun> {
  const dir = fs.mkdtempSync(path.join(root, `${agent}-`));
  return runActionEntry(bundle.index, {
    inputs: {
      agent,
      'agent-version': '9.9.9',
      prompt: 'Say hello.',
      'comment-key': key,
      'github-token': 'fake-token-for-install-failure',
      'allowed-actors': AUTHOR.login,
    },
    env: {
      PATH: pathValue,
      HOME: dir,
      npm_config_registry: registryUrl,
      npm_config_cache: path.join(dir, 'npm-cache'),
      npm_config_fetch_retries: '0',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(root, 'event.json'),
      GITHUB_API_URL: github.url,
      RUNNER_TOOL_CACHE: path.join(dir, 'tool-cache'),
    },
    timeoutMs: 60_000,
  });
}

/** Workflow-command data escaping (%25 %0D %0A) undone. */
const data = (value: string) => value.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
/** Property escaping (also %3A and %2C) undone. */
const property = (value: string) => data(value.replace(/%3A/g, ':').replace(/%2C/g, ','));

function commentFor(key: string): string {
  const mine = github
    .commentsOn('octo', 'app', PR)
    .filter((c) => c.body.startsWith(`<!-- narrator:${key} -->`));
  expect(mine, key).toHaveLength(1);
  return mine[0]!.body;
}

describe('install: auto that npm refuses', () => {
  const runs = new Map<Agent, ActionRun>();
  beforeAll(async () => {
    const agents = Object.keys(AGENTS) as Agent[];
    const done = await Promise.all(agents.map((a) => installing(a, registry.url, `notarget-${a}`)));
    for (const [i, a] of agents.entries()) runs.set(a, done[i]!);
  }, 120_000);

  test.each(Object.keys(AGENTS) as Agent[])(
    "%s: every view names the agent and gives npm's reason",
    (agent) => {
      const { label, pkg } = AGENTS[agent];
      const run = runs.get(agent)!;
      const reason = `installing ${pkg}@9.9.9 with npm failed: npm error notarget No matching version found for ${pkg}@9.9.9.`;
      expect(run.code, describeActionRun(run)).toBe(1);
      expect(run.outputs['outcome']).toBe('error');
      // The error output: npm's reason first, its code, what to change; never its log path.
      const error = run.outputs['error']!;
      expect(error.split('\n')[0]).toBe(reason);
      expect(error).toContain('npm error code ETARGET');
      expect(error).toMatch(/is a published version of/);
      for (const text of [error, run.stepSummary, commentFor(`notarget-${agent}`)]) {
        expect(text).not.toMatch(/complete log|printed nothing|Claude/);
      }
      // The annotation and the job's failure.
      const errors = run.commands.filter((c) => c.command === 'error');
      expect(property(errors[0]!.props)).toMatch(new RegExp(`^title=${label} stopped: installing `));
      expect(data(errors[0]!.message).split('\n')[0]).toBe(reason);
      expect(data(errors.at(-1)!.message).split('\n')[0]).toBe(
        `Narrator could not start the agent: ${reason}`,
      );
      // The step summary and the comment.
      expect(run.stepSummary.split('\n')[0]).toMatch(new RegExp(`^## ❌ ${label} stopped: installing `));
      const comment = commentFor(`notarget-${agent}`);
      expect(comment).toMatch(new RegExp(`### ❌ ${label} stopped: installing `));
      expect(comment).toContain('No matching version found for');
    },
  );
});

test("a registry npm cannot reach: the reason is npm's FetchError line", { timeout: 60_000 }, async () => {
  // A port nothing listens on (the registry's, after it is closed).
  const closed = await startNpmRegistry({});
  await closed.close();
  const run = await installing('gemini', closed.url, 'unreachable');
  expect(run.code, describeActionRun(run)).toBe(1);
  const [first, ...rest] = run.outputs['error']!.split('\n');
  expect(first).toMatch(
    /^installing @google\/gemini-cli@9\.9\.9 with npm failed: npm error FetchError: request to http:\/\/127\.0\.0\.1:\d+\/@google%2fgemini-cli failed, reason: connect ECONNREFUSED/,
  );
  expect(rest).toContain('npm error code ECONNREFUSED');
  expect(run.outputs['error']).not.toMatch(/complete log|\s+at /);
  expect(commentFor('unreachable')).toMatch(/### ❌ Gemini stopped: installing /);
});
