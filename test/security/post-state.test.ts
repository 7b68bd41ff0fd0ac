/**
 * The post step validates its state. The main step leaves it in GITHUB_STATE, which the agent can
 * append to (same user), and the runner takes the last value of each name. A stand-in agent
 * (test/fixtures/bin/forge-state.mjs) overwrites Narrator's snapshot with a finished success
 * ("Safe to merge"), appends forged lines (views not finished, a comment on issue #99 with
 * Narrator's marker, an unrelated process group as the agent's) and SIGKILLs Narrator. The bundled
 * post step then runs with the state as the runner would hand it over, against the fake GitHub.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwnSnapshot } from '../../src/action/post/post-state.js';
import { processStart } from '../../src/agent/process-identity.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent, isAlive } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { describeActionRun, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_postStateToken0123456789abcdefghij';
const AUTHOR = { login: 'octo-dev', type: 'User' };
const PR = 7;
const MARKER = '<!-- narrator:agent.yml/review -->';
let bundle: { index: string; post: string };
let fake: FakeGitHub;
let victim: ChildProcess;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
  // An unrelated process leading its own group: what a forged agent pid would get killed.
  victim = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    detached: true,
    stdio: 'ignore',
  });
}, 60_000);
afterAll(async () => {
  if (victim.pid !== undefined && isAlive(victim.pid)) process.kill(-victim.pid, 'SIGKILL');
  await fake.close();
});

describe('forged GITHUB_STATE lines and a killed main step', () => {
  it('the post step writes no success, comments nowhere else, kills no unrelated group', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-post-state-'));
    const event = path.join(dir, 'pr-event.json');
    writeFileSync(
      event,
      JSON.stringify({ number: PR, pull_request: { number: PR, user: AUTHOR }, sender: AUTHOR }),
    );
    const env = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_API_URL: fake.url,
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'review',
      NARRATOR_GITHUB_BACKOFF_MS: '10',
    };
    const pid = victim.pid!;
    const main = await runActionEntry(bundle.index, {
      dir,
      inputs: {
        command: fakeAgent('forge-state.mjs'),
        'github-token': TOKEN,
        'allowed-actors': AUTHOR.login,
        'update-interval-seconds': '0.2',
      },
      env: { ...env, FAKE_VICTIM: JSON.stringify({ pid, start: processStart(pid) }), FAKE_MARKER: MARKER },
      timeoutMs: 30_000,
    });
    // The attack happened: Narrator was killed, and the last state lines are the agent's.
    expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
    expect(JSON.parse(main.state['narrator-comment']!).issueNumber).toBe(99);
    expect(JSON.parse(main.state['narrator-agent']!).pid).toBe(pid);

    const post = await runActionEntry(bundle.post, {
      dir,
      state: main.state,
      inputs: { 'github-token': TOKEN },
      env,
      timeoutMs: 30_000,
    });
    expect(post.code, describeActionRun(post)).toBe(0);
    // No "finished … safe to merge" from the agent's snapshot: the run is closed as cancelled.
    expect(post.stepSummary).not.toContain('Safe to merge');
    expect(post.stepSummary).toMatch(/cancel/i);
    // No comment on #99 (nor anywhere but where the main step narrated).
    expect(fake.commentsOn('octo', 'app', 99)).toEqual([]);
    // The unrelated group was not killed.
    expect(isAlive(pid)).toBe(true);
    const warnings = post.commands
      .filter((c) => c.command === 'warning')
      .map((c) => c.message)
      .join('\n');
    expect(warnings).toMatch(/the saved snapshot says the run succeeded; the post step cannot confirm it/);
    expect(warnings).toMatch(/ignoring the saved comment \(octo\/app#99\)/);
    expect(warnings).toMatch(/not killing the recorded agent: .*does not carry this run's NARRATOR_RUN_ID/);
  });
});

describe('readOwnSnapshot', () => {
  it('reads only a snapshot in a run folder, reached without a symlink', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'narrator-snap-'));
    const narrator = path.join(root, 'narrator');
    const run = path.join(narrator, 'run-x-1-abcdef');
    mkdirSync(run, { recursive: true });
    writeFileSync(path.join(run, 'snapshot.json'), '{"at":1}');
    expect(readOwnSnapshot(path.join(run, 'snapshot.json'), narrator)).toEqual({
      bytes: Buffer.from('{"at":1}'),
    });

    const elsewhere = path.join(root, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'snapshot.json'), '{}');
    expect(readOwnSnapshot(path.join(elsewhere, 'snapshot.json'), narrator)).toMatchObject({
      reason: expect.stringMatching(/not in a run folder/),
    });
    // A run folder that is a link to elsewhere, and a snapshot that is a link.
    symlinkSync(elsewhere, path.join(narrator, 'run-link-2-abcdef'));
    expect(
      readOwnSnapshot(path.join(narrator, 'run-link-2-abcdef', 'snapshot.json'), narrator),
    ).toHaveProperty('reason');
    const linked = path.join(narrator, 'run-y-3-abcdef');
    mkdirSync(linked);
    symlinkSync(path.join(run, 'snapshot.json'), path.join(linked, 'snapshot.json'));
    expect(readOwnSnapshot(path.join(linked, 'snapshot.json'), narrator)).toHaveProperty('reason');
    expect(readOwnSnapshot('relative/snapshot.json', narrator)).toHaveProperty('reason');
    expect(readOwnSnapshot(path.join(run, 'other.json'), narrator)).toHaveProperty('reason');
  });
});
