/**
 * `agent-user`: code the agent runs, as another user, cannot reach Narrator. A hostile agent
 * (test/fixtures/bin/probe-user.mjs) tries what earlier rounds' agents did — Narrator's environ
 * (its github-token, ACTIONS_RUNTIME_TOKEN), its descriptors, its stdout file, signalling it, its
 * run folder, appending to GITHUB_STATE / GITHUB_OUTPUT / GITHUB_ENV / GITHUB_PATH /
 * GITHUB_STEP_SUMMARY, `sudo` — through the bundled Action:
 *
 * - `agent-user: same` (before this input, and still on request): every try works; the test pins
 *   the hole the default closes;
 * - `agent-user: unprivileged`, the Action as root (this machine, a container job): every try
 *   fails (EACCES, EPERM, sudo refused), the agent still writes in the workspace, and the workspace
 *   is its owner's again afterwards (a later step's `git commit` works unchanged);
 * - the Action as a non-root runner user with passwordless sudo (GitHub's hosted runners): the
 *   same, through `sudo`, with `drop-sudo` taking that user's sudo away.
 *
 * Linux, as root, with setpriv (and sudo for the hosted-runner case); skipped elsewhere.
 */
import { execFileSync } from 'node:child_process';
import fs, {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent, isAlive } from '../support/fake-agents.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

const NARRATOR_TOKEN = 'ghs_narratorOwnInputToken0123456789ab';
const RUNTIME_TOKEN = 'runtime-token-value-0123456789';

function has(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const canSwitchUser = process.platform === 'linux' && process.getuid?.() === 0 && has('setpriv');
const canSudo = canSwitchUser && has('sudo') && has('useradd');

/** The non-root runner user of the hosted-runner case, with passwordless sudo as GitHub gives it. */
const RUNNER_USER = 'narrator-runner-test';
const SUDOERS = `/etc/sudoers.d/${RUNNER_USER}`;

let bundle: { index: string; post: string; dir: string };
beforeAll(async () => {
  bundle = await buildActionBundle();
  // The non-root runner user runs it too.
  chmodSync(bundle.dir, 0o755);
}, 120_000);

interface Probe {
  uid: number;
  narratorUid: string;
  home: string;
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

/** A runner's folder for one step, owned by `owner` (the runner user). */
function runnerDir(owner: { uid: number; gid: number } | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-agent-user-'));
  mkdirSync(path.join(dir, 'runner_temp'));
  mkdirSync(path.join(dir, 'workspace'));
  for (const f of [
    'github_output',
    'step_summary.md',
    'github_state',
    'github_env',
    'github_path',
    'event.json',
  ]) {
    writeFileSync(path.join(dir, f), f === 'event.json' ? '{}' : '');
  }
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  return dir;
}

async function probe(
  inputs: Record<string, string>,
  owner: { uid: number; gid: number } | null = null,
): Promise<{ run: ActionRun; probe: Probe; dir: string }> {
  const dir = runnerDir(owner);
  const targets = {
    state: path.join(dir, 'github_state'),
    output: path.join(dir, 'github_output'),
    env: path.join(dir, 'github_env'),
    path: path.join(dir, 'github_path'),
    summary: path.join(dir, 'step_summary.md'),
    runnerTemp: path.join(dir, 'runner_temp'),
  };
  const run = await runActionEntry(bundle.index, {
    dir,
    inputs: { command: fakeAgent('probe-user.mjs'), 'github-token': NARRATOR_TOKEN, ...inputs },
    env: {
      ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
      GITHUB_ENV: targets.env,
      GITHUB_PATH: targets.path,
      FAKE_PROBE_TARGETS: JSON.stringify(targets),
    },
    ...(owner ? { spawnAs: owner } : {}),
    timeoutMs: 60_000,
  });
  expect(run.outputs['outcome'], describeActionRun(run)).toBe('success');
  return { run, probe: JSON.parse(run.outputs['result'] ?? '{}') as Probe, dir };
}

/** What another user's code gets for each try: refused by the kernel, or by sudo. */
function expectWalledOff(p: Probe, narratorUid: number): void {
  expect(p.uid).not.toBe(narratorUid);
  expect(p.narratorUid).toBe(String(narratorUid));
  expect(p.environ).toBe('EACCES');
  expect(p.fds).toBe('EACCES');
  expect(p.reopenStdout).toBe('EACCES');
  expect(p.kill).toBe('EPERM');
  expect(p.runDir).toBe('EACCES');
  for (const file of [p.state, p.stateRead, p.output, p.env, p.path, p.summary]) expect(file).toBe('EACCES');
  // Not in sudoers (exit 1), or no sudo at all.
  expect(['exit 1', 'ENOENT']).toContain(p.sudo);
  expect(p.workspace).toBe('ok');
}

function expectNothingForged(dir: string): void {
  expect(readFileSync(path.join(dir, 'github_state'), 'utf8')).not.toContain('narrator-views-finished=false');
  expect(readFileSync(path.join(dir, 'github_env'), 'utf8')).toBe('');
  expect(readFileSync(path.join(dir, 'github_path'), 'utf8')).toBe('');
  expect(readFileSync(path.join(dir, 'step_summary.md'), 'utf8')).not.toContain('forged');
}

/** A later step of the job, as the runner user: commit what the agent wrote, and push it. */
function commitAsRunner(workspace: string, owner: { uid: number; gid: number } | null): string {
  const as = owner
    ? ['setpriv', '--reuid', String(owner.uid), '--regid', String(owner.gid), '--clear-groups', '--']
    : [];
  const git = (...args: string[]) =>
    execFileSync(as[0] ?? 'git', [...as.slice(1), ...(as.length ? ['git'] : []), ...args], {
      cwd: workspace,
      encoding: 'utf8',
      env: { ...process.env, HOME: workspace, GIT_CONFIG_NOSYSTEM: '1' },
    });
  git('add', 'agent-wrote.txt');
  git('-c', 'user.name=ci', '-c', 'user.email=ci@example.com', 'commit', '-qm', 'the agent’s change');
  // …and pushes it (to a bare repository beside the workspace, as the example's later step does).
  const remote = `${workspace}-remote.git`;
  git('init', '-q', '--bare', remote);
  git('push', '-q', remote, 'HEAD:refs/heads/agent-change');
  return git('--git-dir', remote, 'log', '--format=%s', '-1', 'agent-change').trim();
}

function initRepo(workspace: string, owner: { uid: number; gid: number } | null): void {
  execFileSync('git', ['init', '-q', workspace]);
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, workspace]);
}

describe.skipIf(!canSwitchUser)('agent-user: the agent as another user (the Action as root)', () => {
  it('same: the agent’s code reads Narrator’s environment and writes its command files', async () => {
    const { probe: p, dir } = await probe({ 'agent-user': 'same' });
    expect(p.uid).toBe(0);
    expect(p.environ).toBe('ok');
    expect(p.fds).toBe('ok');
    expect(p.reopenStdout).toBe('ok');
    expect(p.stateRead).toBe('ok');
    expect(p.kill).toBe('ok');
    expect(p.runDir).toBe('ok');
    expect(p.state).toBe('ok');
    expect(p.output).toBe('ok');
    expect(readFileSync(path.join(dir, 'github_state'), 'utf8')).toContain('narrator-views-finished=false');
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged: every try fails with EACCES or EPERM; the workspace is written, then given back', async () => {
    const { run, probe: p, dir } = await probe({ 'agent-user': 'unprivileged' });
    expectWalledOff(p, 0);
    expectNothingForged(dir);
    expect(p.home).not.toBe(process.env['HOME']);
    expect(run.stdout).toContain('the agent runs as narrator-agent');
    // Given back: the file the agent wrote is the runner user's, its HOME is gone.
    const wrote = path.join(dir, 'workspace', 'agent-wrote.txt');
    expect(statSync(wrote).uid).toBe(0);
    expect(statSync(path.join(dir, 'workspace')).uid).toBe(0);
    expect(existsSync(p.home)).toBe(false);
    // Narrator's own secrets reached no output (the runner's ::add-mask:: lines name them to hide them).
    const log = run.stdout.replace(/^::add-mask::.*$/gm, '');
    expect(log).not.toContain(NARRATOR_TOKEN);
    expect(log).not.toContain(RUNTIME_TOKEN);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged: a later step commits and pushes what the agent wrote, unchanged (git’s safe.directory)', async () => {
    const dir = runnerDir(null);
    initRepo(path.join(dir, 'workspace'), null);
    const run = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('probe-user.mjs'), 'agent-user': 'unprivileged' },
      env: { FAKE_PROBE_TARGETS: '{}' },
      timeoutMs: 60_000,
    });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('success');
    expect(commitAsRunner(path.join(dir, 'workspace'), null)).toBe('the agent’s change');
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged: a timeout still ends the agent and what it started (signals as root)', async () => {
    const dir = runnerDir(null);
    const pidFile = path.join(dir, 'workspace', 'child.pid');
    const run = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('hang.mjs'), 'agent-user': 'unprivileged', 'timeout-minutes': '0.02' },
      env: { FAKE_CHILD_PID_FILE: pidFile, NARRATOR_KILL_GRACE_MS: '500' },
      timeoutMs: 60_000,
    });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('timed_out');
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(isAlive(child)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged: the main step killed before it gave the workspace back, the post step does', async () => {
    const dir = runnerDir(null);
    const workspace = path.join(dir, 'workspace');
    const pidFile = path.join(workspace, 'child.pid');
    const main = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('hang.mjs'), 'agent-user': 'unprivileged' },
      env: { FAKE_CHILD_PID_FILE: pidFile },
      onStart: (child) => {
        const wait = setInterval(() => {
          if (existsSync(pidFile)) {
            clearInterval(wait);
            child.kill('SIGKILL');
          }
        }, 20);
      },
      timeoutMs: 60_000,
    });
    expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
    // Killed while the agent held the workspace.
    expect(statSync(workspace).uid).not.toBe(0);
    expect(main.state['narrator-agent-user']).toContain('"dirs"');
    const post = await runActionEntry(bundle.post, { dir, state: main.state, timeoutMs: 60_000 });
    expect(post.code, describeActionRun(post)).toBe(0);
    expect(post.stdout).toContain(`gave ${workspace} back`);
    expect(statSync(workspace).uid).toBe(0);
    expect(statSync(pidFile).uid).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged over ACP: Narrator speaks the protocol with the agent as another user, and a hang is still ended', async () => {
    const dir = runnerDir(null);
    const done = await runActionEntry(bundle.index, {
      dir,
      inputs: {
        command: fakeAgent('hostile-acp.mjs'),
        dialect: 'acp',
        prompt: 'go',
        'agent-user': 'unprivileged',
      },
      env: { FAKE_BYTES: '1000' },
      timeoutMs: 60_000,
    });
    expect(done.outputs['outcome'], describeActionRun(done)).toBe('success');
    expect(done.stdout).toContain('the agent runs as narrator-agent');
    const hung = await runActionEntry(bundle.index, {
      dir,
      inputs: {
        command: fakeAgent('hostile-acp.mjs'),
        dialect: 'acp',
        prompt: 'go',
        'agent-user': 'unprivileged',
        'timeout-minutes': '0.02',
      },
      env: { FAKE_MODE: 'hang', FAKE_CANCEL: 'ignore', NARRATOR_KILL_GRACE_MS: '500' },
      timeoutMs: 60_000,
    });
    expect(hung.outputs['outcome'], describeActionRun(hung)).toBe('timed_out');
    expect(statSync(path.join(dir, 'workspace')).uid).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('a named account that does not exist is refused before anything runs', async () => {
    const dir = runnerDir(null);
    const run = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('probe-user.mjs'), 'agent-user': 'no-such-user-here' },
      timeoutMs: 60_000,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("there is no user 'no-such-user-here'");
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});

describe.skipIf(!canSudo)('agent-user: the Action as a non-root runner user with passwordless sudo', () => {
  let owner: { uid: number; gid: number };
  const grantSudo = () => {
    writeFileSync(SUDOERS, `${RUNNER_USER} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
  };
  beforeAll(() => {
    try {
      execFileSync('id', ['-u', RUNNER_USER], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--user-group', '--no-create-home', '--shell', '/bin/sh', RUNNER_USER]);
    }
    owner = {
      uid: Number(execFileSync('id', ['-u', RUNNER_USER], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', RUNNER_USER], { encoding: 'utf8' })),
    };
  });
  afterAll(() => {
    rmSync(SUDOERS, { force: true });
  });

  it('unprivileged without sudo rights: the log says why, and the agent runs as the runner user', async () => {
    rmSync(SUDOERS, { force: true });
    const { run, probe: p, dir } = await probe({ 'agent-user': 'unprivileged' }, owner);
    expect(p.uid).toBe(owner.uid);
    expect(run.stdout).toContain(
      'Narrator: agent-user: the runner user is not root and has no passwordless sudo; the agent runs as',
    );
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('same: the runner user’s code reads Narrator’s environment and may sudo', async () => {
    grantSudo();
    const { probe: p, dir } = await probe({ 'agent-user': 'same' }, owner);
    expect(p.uid).toBe(owner.uid);
    expect(p).toMatchObject({
      environ: 'ok',
      fds: 'ok',
      reopenStdout: 'ok',
      kill: 'ok',
      runDir: 'ok',
      state: 'ok',
      output: 'ok',
    });
    expect(p.sudo).toBe('ok');
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('same + drop-sudo: the agent cannot sudo, and the rest of the job neither', async () => {
    grantSudo();
    const { probe: p, dir } = await probe({ 'agent-user': 'same', 'drop-sudo': 'true' }, owner);
    expect(p.uid).toBe(owner.uid);
    expect(p.sudo).toBe('exit 1');
    // Sudo is gone, the rest of the same user's reach is not.
    expect(p).toMatchObject({
      environ: 'ok',
      fds: 'ok',
      reopenStdout: 'ok',
      kill: 'ok',
      state: 'ok',
      output: 'ok',
    });
    expect(existsSync(SUDOERS)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged (through sudo): every try fails; a later step commits and pushes; drop-sudo afterwards', async () => {
    grantSudo();
    const { run, probe: p, dir } = await probe({ 'agent-user': 'unprivileged', 'drop-sudo': 'true' }, owner);
    expectWalledOff(p, owner.uid);
    expectNothingForged(dir);
    expect(run.stdout).toContain('via sudo and setpriv');
    const workspace = path.join(dir, 'workspace');
    expect(statSync(path.join(workspace, 'agent-wrote.txt')).uid).toBe(owner.uid);
    // Narrator needed sudo until the workspace was given back; then it was taken away.
    expect(existsSync(SUDOERS)).toBe(false);
    initRepo(workspace, owner);
    expect(commitAsRunner(workspace, owner)).toBe('the agent’s change');
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged + drop-sudo, the main step killed mid-run: the post step gives the workspace back, then drops sudo', async () => {
    grantSudo();
    const dir = runnerDir(owner);
    const workspace = path.join(dir, 'workspace');
    const pidFile = path.join(workspace, 'child.pid');
    const main = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('hang.mjs'), 'agent-user': 'unprivileged', 'drop-sudo': 'true' },
      env: { FAKE_CHILD_PID_FILE: pidFile },
      spawnAs: owner,
      onStart: (child) => {
        const wait = setInterval(() => {
          if (existsSync(pidFile)) {
            clearInterval(wait);
            child.kill('SIGKILL');
          }
        }, 20);
      },
      timeoutMs: 60_000,
    });
    expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
    expect(statSync(workspace).uid).not.toBe(owner.uid);
    // Not dropped yet: Narrator needed sudo until the workspace was back.
    expect(existsSync(SUDOERS)).toBe(true);
    const post = await runActionEntry(bundle.post, {
      dir,
      state: main.state,
      spawnAs: owner,
      timeoutMs: 60_000,
    });
    expect(post.code, describeActionRun(post)).toBe(0);
    expect(statSync(workspace).uid).toBe(owner.uid);
    expect(statSync(pidFile).uid).toBe(owner.uid);
    expect(existsSync(SUDOERS)).toBe(false);
    // The agent the killed main step left running, as narrator-agent (the post step, without
    // sudo now, cannot end it: its own stop of a leftover agent is the post step's business).
    for (const pid of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
      try {
        if (fs.readlinkSync(`/proc/${pid}/cwd`) === workspace) process.kill(Number(pid), 'SIGKILL');
      } catch {
        // gone, or not ours to look at
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('unprivileged (through sudo): a timeout ends the agent and what it started (sudo kill)', async () => {
    grantSudo();
    const dir = runnerDir(owner);
    const pidFile = path.join(dir, 'workspace', 'child.pid');
    const run = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('hang.mjs'), 'agent-user': 'unprivileged', 'timeout-minutes': '0.02' },
      env: { FAKE_CHILD_PID_FILE: pidFile, NARRATOR_KILL_GRACE_MS: '500' },
      spawnAs: owner,
      timeoutMs: 60_000,
    });
    expect(run.outputs['outcome'], describeActionRun(run)).toBe('timed_out');
    expect(isAlive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
