/**
 * `narrator watch` and `narrator run` as real programs: the bundled CLI (built into a temp dir with
 * the project's build) in a subprocess, fed by the fake agents of test/fixtures/bin — a REAL
 * capture replayed at its recorded pace through a real pipe, or a hanging agent to stop.
 * Expectations come from reading the captures' stdout.jsonl.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { capture, fakeAgent, isAlive, pathWithNode } from '../support/fake-agents.js';

let dir: string;
let cli: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-watch-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** ms after start at which the first stdout chunk arrived. */
  firstOutputMs: number | null;
  ms: number;
}

function collect(child: ChildProcess, started = Date.now()): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  let firstOutputMs: number | null = null;
  child.stdout!.on('data', (d: Buffer) => {
    firstOutputMs ??= Date.now() - started;
    stdout += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, firstOutputMs, ms: Date.now() - started });
    });
  });
}

const env = (extra: Record<string, string> = {}) => ({ PATH: pathWithNode(), NO_COLOR: '1', ...extra });

function narrator(args: string[], extra: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [cli, ...args], { env: env(extra), stdio: ['pipe', 'pipe', 'pipe'] });
}

/** `replay-capture.mjs <capture> | narrator watch …`, through a real pipe. */
async function pipeIntoWatch(scenario: string, args: string[] = [], scale = '0') {
  const started = Date.now();
  const agent = spawn(process.execPath, [fakeAgent('replay-capture.mjs'), capture(scenario)], {
    env: env({ FAKE_TIME_SCALE: scale }),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const agentDone = new Promise<number>((resolve) => agent.on('close', () => resolve(Date.now() - started)));
  const watch = narrator(['watch', ...args]);
  agent.stdout.pipe(watch.stdin!);
  const [result, agentMs] = await Promise.all([collect(watch, started), agentDone]);
  return { ...result, agentMs };
}

describe('narrator watch', () => {
  it('narrates 08-long-run-30-tools live while the agent is still running, then the summary; exit 0', async () => {
    const r = await pipeIntoWatch('08-long-run-30-tools', [], '1');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // The capture takes ~3.1 s; the first lines must show up long before it ends (not buffered).
    expect(r.agentMs).toBeGreaterThan(2_500);
    expect(r.firstOutputMs).not.toBeNull();
    expect(r.firstOutputMs!).toBeLessThan(r.agentMs - 1_500);
    // Each of the 30 Bash calls is narrated (the stream's commands are `echo step-N`).
    for (const n of [1, 15, 30]) expect(r.stdout).toContain(`echo step-${n}`);
    expect(r.stdout).toMatch(/✔ Claude finished/);
    expect(r.stdout).toContain('tool calls 30 (0 failed, 0 denied)');
    expect(r.stdout).toContain('Done after 30 tool calls.');
  });

  it('exits 1 when the outcome is in --fail-on (06c: API error 500 after 10 retries), 0 with --fail-on none', async () => {
    const failed = await pipeIntoWatch('06c-persistent-500');
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('API Error: 500');
    expect(failed.stdout).toMatch(/retries 10/);
    const tolerated = await pipeIntoWatch('06c-persistent-500', ['--fail-on', 'none']);
    expect(tolerated.code).toBe(0);
    expect(tolerated.stdout).toContain('API Error: 500');
  });

  it('a stream that ends without a result frame (10b: killed during a tool) is an error, exit 1', async () => {
    const r = await pipeIntoWatch('10b-sigterm-during-tool');
    expect(r.code).toBe(1);
    // The exit status of this command, in its own words: there is no job and no fail-on input.
    expect(r.stdout).toContain('narrator watch exits 1: the outcome error is in --fail-on.');
    expect(r.stdout).not.toContain('This job failed');
    expect(r.stdout).toMatch(/✖ Claude/);
    expect(r.stdout).toMatch(/without a result/);
  });

  it('max_turns (05) fails by default and passes with --fail-on error', async () => {
    expect((await pipeIntoWatch('05-max-turns-1')).code).toBe(1);
    expect((await pipeIntoWatch('05-max-turns-1', ['--fail-on', 'error'])).code).toBe(0);
  });

  it('reads a FILE too, and rejects a bad --fail-on with exit 2 and no output', async () => {
    const ok = narrator(['watch', join(capture('03-tools'), 'stdout.jsonl')]);
    ok.stdin!.end();
    const r = await collect(ok);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ls -la');
    const bad = narrator(['watch', '--fail-on', 'sometimes']);
    bad.stdin!.end();
    const b = await collect(bad);
    expect(b.code).toBe(2);
    expect(b.stdout).toBe('');
    expect(b.stderr).toMatch(/unknown outcome 'sometimes'/);
  });
});

describe('narrator watch --timing', () => {
  it("gives each line of a saved stream its recorded time (03-tools' timing.tsv: Bash 690 → 768 ms)", async () => {
    const child = narrator([
      'watch',
      join(capture('03-tools'), 'stdout.jsonl'),
      '--timing',
      join(capture('03-tools'), 'timing.tsv'),
      '--no-color',
    ]);
    child.stdin!.end();
    const r = await collect(child);
    expect(r.code).toBe(0);
    // Lines 3 and 4 of timing.tsv; line 5 → 6 (816 → 861 ms) for the Read call.
    expect(r.stdout).toMatch(/✓ #1 Bash .*\(78 ms\)/);
    expect(r.stdout).toMatch(/✓ #2 Read .*\(45 ms\)/);
  });

  it('an unreadable timing file is a usage error (exit 2), nothing narrated', async () => {
    const child = narrator([
      'watch',
      join(capture('03-tools'), 'stdout.jsonl'),
      '--timing',
      join(dir, 'none.tsv'),
    ]);
    child.stdin!.end();
    const r = await collect(child);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('cannot read timing file');
  });
});

describe('narrator run', () => {
  it('launches the agent and narrates it (03-tools: Bash ls -la, then Read README.md); exit 0', async () => {
    const r = await collect(
      narrator(['run', '--', fakeAgent('replay-capture.mjs'), capture('03-tools')], { FAKE_TIME_SCALE: '0' }),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ls -la');
    expect(r.stdout).toContain('README.md');
    expect(r.stdout).toContain('The repo contains a README, package.json and `src/add.js` with its test.');
  });

  it("exits 1 on the agent's failure (05-max-turns-1) and passes the agent's stderr through", async () => {
    const r = await collect(
      narrator(['run', '--', fakeAgent('replay-capture.mjs'), capture('05-max-turns-1')], {
        FAKE_TIME_SCALE: '0',
      }),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/max turns/);
    const stderr = readFileSync(join(capture('05-max-turns-1'), 'stderr.txt'), 'utf8');
    if (stderr.trim()) expect(r.stderr).toContain(stderr.trim().split('\n')[0]);
  });

  it('SIGINT stops the agent and what it started; the run ends cancelled with its summary, exit 1', async () => {
    const pidFile = join(dir, 'grandchild.pid');
    const child = narrator(['run', '--', fakeAgent('hang.mjs')], {
      FAKE_CHILD_PID_FILE: pidFile,
      NARRATOR_KILL_GRACE_MS: '500',
    });
    const done = collect(child);
    // Wait for the agent's init line to be narrated, then press Ctrl-C.
    const deadline = Date.now() + 10_000;
    while (!existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGINT');
    const r = await done;
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('SIGINT: stopping the agent');
    expect(r.stdout).toMatch(/cancel/i);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
    expect(isAlive(grandchild)).toBe(false);
  });

  it("Ctrl-C: the CLI's own words (no job, no fail-on), and one cost figure in the reason and the metrics", async () => {
    // HAND-WRITTEN Codex frames (one finished turn with tokens, no cost; a second turn that hangs).
    const frames = [
      { type: 'thread.started', thread_id: 't-1' },
      { type: 'turn.started' },
      { type: 'item.completed', item: { id: 'i0', type: 'agent_message', text: 'Looking.' } },
      { type: 'turn.completed', usage: { input_tokens: 12000, cached_input_tokens: 0, output_tokens: 800 } },
      { type: 'turn.started' },
    ];
    const child = narrator(['run', '--model', 'gpt-5', '--', fakeAgent('hang.mjs')], {
      FAKE_HANG_STDOUT: frames.map((f) => `${JSON.stringify(f)}\n`).join(''),
      NARRATOR_KILL_GRACE_MS: '500',
    });
    const done = collect(child);
    let seen = '';
    child.stdout!.on('data', (d: Buffer) => {
      seen += d.toString();
    });
    const deadline = Date.now() + 10_000;
    while (!seen.includes('Step 1') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGINT');
    const r = await done;
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('job');
    expect(r.stdout).not.toContain(' in fail-on');
    expect(r.stdout).toContain('narrator run got SIGINT and stopped the agent while it was running.');
    expect(r.stdout).toContain('narrator run exits 1: the outcome cancelled is in --fail-on.');
    const estimate = /cost (≈ \$[\d.]+ \(est\.\))/.exec(r.stdout)?.[1];
    expect(estimate, r.stdout).toBeDefined();
    expect(r.stdout).toContain(`${estimate} spent so far.`);
    expect(r.stdout).not.toContain('cost n/a');
  });

  it('--timeout-minutes stops a hanging agent: timed_out, exit 1', async () => {
    const r = await collect(
      narrator(['run', '--timeout-minutes', '0.01', '--', fakeAgent('hang.mjs')], {
        NARRATOR_KILL_GRACE_MS: '300',
      }),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/timed out/);
    expect(r.ms).toBeLessThan(10_000);
  });

  it('a command that does not exist is a failed run that says why (exit 1); no command is a usage error (2)', async () => {
    const missing = await collect(narrator(['run', '--', join(dir, 'no-such-agent')]));
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/ENOENT|not found|no-such-agent/);
    const usage = await collect(narrator(['run']));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/no agent command/);
  });
});
