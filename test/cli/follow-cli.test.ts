/**
 * `narrator follow OWNER/REPO#N` as a person runs it: the bundled CLI (dist/cli.js from the
 * project's own build) as a child process, against the fake GitHub (GITHUB_API_URL, GitHub's
 * contract enforced). It prints each Narrator comment as plain text when it appears and when it
 * changes, ignores everyone else's, and exits once every run there has ended.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';

const golden = (name: string) => readFileSync(path.join(REPO_ROOT, 'test/golden/comment', name), 'utf8');
const RUNNING = golden('08-long-run-30-tools.mid-run.md');
const FINISHED = golden('08-long-run-30-tools.md');
const CANCELLED = golden('10b-sigterm-during-tool.md');

let cli: string;
let fake: FakeGitHub;

beforeAll(async () => {
  const [bundle, github] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
  cli = path.join(bundle.dir, 'cli.js');
  fake = github;
}, 60_000);
afterAll(async () => {
  await fake.close();
});

function runCli(args: string[], env: Record<string, string> = {}, onStdout?: (all: string) => void) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env['PATH'] ?? '', GITHUB_API_URL: fake.url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      onStdout?.(stdout);
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('narrator follow (dist/cli.js)', () => {
  it('prints the live comment as text as it changes, and exits when the run ended', async () => {
    fake.comments.clear();
    fake.seedComment('octo', 'app', 7, 'Please fix the parser.', 'octo-dev');
    const live = fake.seedComment('octo', 'app', 7, RUNNING);
    let finished = false;
    const r = await runCli(
      ['follow', 'octo/app#7', '--interval', '0.2'],
      { GITHUB_TOKEN: 'ghs_followToken0123456789abcdefghijklm' },
      (out) => {
        if (!finished && out.includes('Claude is working')) {
          finished = true;
          setTimeout(() => fake.editComment(live.id, FINISHED), 400);
        }
      },
    );
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout;
    expect(out).toContain('Following Narrator on octo/app#7');
    // Each body once, in order: the running one, then the finished one.
    expect(out.indexOf('Claude is working')).toBeLessThan(out.indexOf('Claude finished'));
    expect(out.match(/Claude is working/g)).toHaveLength(1);
    expect(out).toContain('Every run there has ended.');
    // Plain text: no marker, no HTML, no table pipes or markdown emphasis; the table's rows aligned.
    expect(out).not.toMatch(/<!--|<details>|<summary>|\*\*|^\|/m);
    expect(out).toMatch(/^▸ 15 tool calls · 0 failed · 0 denied$/m);
    // The time cell keeps its number and unit together (a no-break space, as in the comment).
    expect(out).toMatch(/^ {2}15 +Bash +echo step-15 +✓ +22\u00a0ms$/m);
    expect(out).toMatch(/^Now: thinking \(step 16\)$/m);
    // Only Narrator's comments.
    expect(out).not.toContain('Please fix the parser.');
    // Conditional requests: after the first answer every look sends the validator back.
    const looks = fake.requestsTo('list-comments');
    expect(looks.length).toBeGreaterThanOrEqual(3);
    for (const look of looks.slice(1)) expect(look.headers['if-none-match']).toMatch(/^W\//);
    expect(looks[0]!.headers['authorization']).toBe('token ghs_followToken0123456789abcdefghijklm');
  });

  it('a run that already ended is printed once; quotes and links read as text', async () => {
    fake.comments.clear();
    fake.seedComment('octo', 'app', 9, CANCELLED);
    const r = await runCli(['follow', 'https://github.com/octo/app/pull/9', '--interval', '0.2']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^⏹ Claude was cancelled · 2\.6 s · 1 tool call · cost n\/a$/m);
    expect(r.stdout).toMatch(
      /^ {2}│ The agent was stopped by SIGTERM \(exit 143\) before it reported a result\.$/m,
    );
    expect(r.stdout).toContain('job log (https://github.com/o/r/actions/runs/1)');
  });

  it('a usage error and a refused request exit 2 with the reason', async () => {
    const bad = await runCli(['follow', 'octo/app']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not OWNER/REPO#N');
    fake.requiredToken = 'ghs_theRightToken0123456789abcdefghijk';
    try {
      const refused = await runCli(['follow', 'octo/app#7'], {
        GITHUB_TOKEN: 'ghs_wrongToken0123456789abcdefghijklmn',
      });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/GitHub refused to list the comments of octo\/app#7/);
      expect(refused.stderr + refused.stdout).not.toContain('ghs_wrongToken');
    } finally {
      fake.requiredToken = null;
    }
  });

  it('an unreachable GitHub: the cause (ECONNREFUSED, ENOTFOUND), looks spaced out, then it gives up (exit 2)', async () => {
    // A port that was just free: nothing listens there.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const started = Date.now();
    const refused = await runCli(['follow', 'octo/app#7', '--interval', '0.2', '--give-up-after', '2'], {
      GITHUB_API_URL: `http://127.0.0.1:${port}`,
    });
    expect(refused.code).toBe(2);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(refused.stdout).not.toContain('No Narrator comment there yet');
    expect(refused.stderr).toContain('ECONNREFUSED');
    expect(refused.stderr).toMatch(/trying again in \d+ s/);
    expect(refused.stderr).toMatch(/did not answer for \d+ s .*; giving up/);
    // Spaced out: 0.2 s, then 0.4, 0.8, 1.6 … — a handful of looks in 2 s, not ten.
    const looks = refused.stderr.split('\n').filter((l) => l.includes('trying again')).length;
    expect(looks).toBeGreaterThan(0);
    expect(looks).toBeLessThan(6);
    const unknownHost = await runCli(['follow', 'octo/app#7', '--interval', '0.2', '--give-up-after', '1'], {
      GITHUB_API_URL: 'http://narrator-no-such-host.invalid',
    });
    expect(unknownHost.code).toBe(2);
    expect(unknownHost.stderr).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
