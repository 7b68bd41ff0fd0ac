// `agent-user: unprivileged` with the real Claude Code and Codex CLIs, run by the Action's bundle
// against their loopback model servers: the model's scripted reply calls the shell tool on the
// pull request's own script (test/fixtures/bin/probe-user.mjs, copied into the repository), which
// tries what earlier rounds' agents did to Narrator — its environ (the github-token,
// ACTIONS_RUNTIME_TOKEN), its descriptors, its stdout file, signalling it, its run folder,
// appending to the runner's command files, sudo — and writes down how each try ended. As the same
// user every try works; as narrator-agent each fails with EACCES or EPERM, and the CLI itself
// still runs, answers and writes in the workspace. Linux, as root, with setpriv.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { agentE2e } from '../support/agent-e2e.js';
import { runClaudeAction } from '../support/claude-action.js';
import { runCodexAction } from '../support/codex-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { message, text, toolUse } from '../support/model-server.js';
import { text as codexText, execCommand, response } from '../support/responses-server.js';
import { describeActionRun } from '../support/run-action.js';

const canSwitchUser =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  (() => {
    try {
      execFileSync('sh', ['-c', 'command -v setpriv'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

const claude = agentE2e({ agent: 'claude', run: runClaudeAction });
const codex = agentE2e({ agent: 'codex', run: runCodexAction });
afterAll(async () => {
  await claude.cleanup();
  await codex.cleanup();
});

const FILES = {
  'package.json': '{ "name": "demo", "type": "module", "scripts": { "test": "node scripts/probe.mjs" } }\n',
  'scripts/probe.mjs': fs.readFileSync(fakeAgent('probe-user.mjs'), 'utf8'),
};
const PROBE = 'node scripts/probe.mjs --report probe-report.json';
const RUNTIME_TOKEN = 'runtime-token-value-0123456789';

interface Probe {
  targets: { state: string };
  uid: number;
  environ: string;
  fds: string;
  reopenStdout: string;
  kill: string;
  runDir: string;
  state: string;
  stateRead: string;
  output: string;
  env: string;
  path: string;
  summary: string;
  sudo: string;
  workspace: string;
}

function reportOf(repo: string, run: { dir: string }): Probe {
  const report = JSON.parse(fs.readFileSync(path.join(repo, 'probe-report.json'), 'utf8')) as Probe;
  // It aimed at this run's own command files.
  expect(report.targets.state).toBe(path.join(run.dir, 'github_state'));
  return report;
}

function expectWalledOff(p: Probe): void {
  expect(p.uid).not.toBe(0);
  expect(p).toMatchObject({
    environ: 'EACCES',
    fds: 'EACCES',
    reopenStdout: 'EACCES',
    kill: 'EPERM',
    runDir: 'EACCES',
    state: 'EACCES',
    stateRead: 'EACCES',
    output: 'EACCES',
    env: 'EACCES',
    path: 'EACCES',
    summary: 'EACCES',
    workspace: 'ok',
  });
  expect(['exit 1', 'ENOENT']).toContain(p.sudo);
}

const claudeScenario = (agentUser: string) => ({
  files: FILES,
  env: { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN },
  model: () => ({
    replies: [
      message([
        text('Running the tests.'),
        toolUse('Bash', { command: PROBE, description: 'Run the tests' }),
      ]),
      message([text('The tests ran.')]),
    ],
  }),
  inputs: () => ({ prompt: 'Run the tests.', 'allowed-tools': 'Bash', 'agent-user': agentUser }),
});

const codexScenario = (agentUser: string) => ({
  files: FILES,
  env: { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN },
  model: () => ({ replies: [response([execCommand(PROBE)]), response([codexText('The tests ran.')])] }),
  // Codex's own sandbox off, so what stops the probe is the user, not Codex's sandbox.
  inputs: () => ({
    prompt: 'Run the tests.',
    'permission-mode': 'bypassPermissions',
    'agent-user': agentUser,
  }),
});

describe.skipIf(!canSwitchUser)(
  'agent-user with the real CLIs: a Bash command tries to reach Narrator',
  () => {
    test('Claude Code, same user: every try works', { timeout: 5 * 60_000 }, async () => {
      const r = await claude.scenario(claudeScenario('same'));
      expect(r.run.outputs['outcome'], describeActionRun(r.run)).toBe('success');
      const p = reportOf(r.sandbox.repo, r.run);
      expect(p).toMatchObject({
        uid: 0,
        environ: 'ok',
        fds: 'ok',
        kill: 'ok',
        runDir: 'ok',
        state: 'ok',
        output: 'ok',
      });
    });

    test('Claude Code, unprivileged: every try fails; the answer and the file are there', {
      timeout: 5 * 60_000,
    }, async () => {
      const r = await claude.scenario(claudeScenario('unprivileged'));
      expect(r.run.outputs['outcome'], describeActionRun(r.run)).toBe('success');
      expect(r.run.outputs['result']).toBe('The tests ran.');
      expectWalledOff(reportOf(r.sandbox.repo, r.run));
      expect(fs.statSync(path.join(r.sandbox.repo, 'agent-wrote.txt')).uid).toBe(0);
      expect(fs.readFileSync(path.join(r.run.dir, 'github_state'), 'utf8')).not.toContain(
        'narrator-views-finished=false',
      );
    });

    test('Codex, same user: every try works', { timeout: 5 * 60_000 }, async () => {
      const r = await codex.scenario(codexScenario('same'));
      expect(r.run.outputs['outcome'], describeActionRun(r.run)).toBe('success');
      const p = reportOf(r.sandbox.repo, r.run);
      expect(p).toMatchObject({
        uid: 0,
        environ: 'ok',
        fds: 'ok',
        kill: 'ok',
        runDir: 'ok',
        state: 'ok',
        output: 'ok',
      });
    });

    test('Codex, unprivileged: every try fails; the answer and the file are there', {
      timeout: 5 * 60_000,
    }, async () => {
      const r = await codex.scenario(codexScenario('unprivileged'));
      expect(r.run.outputs['outcome'], describeActionRun(r.run)).toBe('success');
      expect(r.run.outputs['result']).toBe('The tests ran.');
      expectWalledOff(reportOf(r.sandbox.repo, r.run));
      expect(fs.statSync(path.join(r.sandbox.repo, 'agent-wrote.txt')).uid).toBe(0);
      expect(fs.readFileSync(path.join(r.run.dir, 'github_state'), 'utf8')).not.toContain(
        'narrator-views-finished=false',
      );
    });

    test('Codex, unprivileged, output-schema: Codex reads the schema file Narrator wrote for it', {
      timeout: 5 * 60_000,
    }, async () => {
      const schema = {
        type: 'object',
        properties: { verdict: { type: 'string' } },
        required: ['verdict'],
        additionalProperties: false,
      };
      const r = await codex.scenario({
        model: () => ({ replies: [response([codexText('{"verdict":"approve"}')])] }),
        inputs: () => ({
          prompt: 'Review.',
          'output-schema': JSON.stringify(schema),
          'agent-user': 'unprivileged',
        }),
      });
      expect(r.run.outputs['outcome'], describeActionRun(r.run)).toBe('success');
      expect(JSON.parse(r.run.outputs['structured-output']!)).toEqual({ verdict: 'approve' });
      expect(r.run.stdout).toContain('passed to Codex (--output-schema)');
    });

    test('Claude Code, unprivileged: the issue-comment example’s flow — the agent edits and writes, a later step commits and pushes', {
      timeout: 5 * 60_000,
    }, async () => {
      const r = await claude.scenario({
        model: (repo: string) => ({
          replies: [
            message([
              toolUse('Edit', {
                file_path: path.join(repo, 'src/add.js'),
                old_string: '  return a + b\n}',
                new_string: '  return a + b\n}\n\nexport function sub(a, b) {\n  return a - b\n}',
              }),
            ]),
            message([
              toolUse('Write', { file_path: path.join(repo, 'NOTES.md'), content: 'written by the agent\n' }),
            ]),
            message([text('Added sub() and NOTES.md.')]),
          ],
        }),
        inputs: () => ({
          prompt: 'Add sub.',
          'allowed-tools': 'Read Edit Write',
          'agent-user': 'unprivileged',
        }),
      });
      expect(r.run.outputs['outcome'], describeActionRun(r.run)).toBe('success');
      const repo = r.sandbox.repo;
      expect(fs.statSync(path.join(repo, 'NOTES.md')).uid).toBe(0);
      // The example's later step, as the runner user: git as it is, no safe.directory setting.
      const git = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: repo,
          encoding: 'utf8',
          env: { ...process.env, HOME: repo, GIT_CONFIG_NOSYSTEM: '1' },
        });
      git('switch', '-q', '-c', 'agent/issue-1');
      git('add', '-A');
      git('-c', 'user.name=ci', '-c', 'user.email=ci@example.com', 'commit', '-qm', 'Agent change');
      const remote = `${repo}-remote.git`;
      git('init', '-q', '--bare', remote);
      git('push', '-q', remote, 'agent/issue-1');
      expect(git('--git-dir', remote, 'show', 'agent/issue-1:NOTES.md')).toBe('written by the agent\n');
      expect(git('--git-dir', remote, 'show', 'agent/issue-1:src/add.js')).toContain('export function sub');
      fs.rmSync(remote, { recursive: true, force: true });
    });
  },
);
