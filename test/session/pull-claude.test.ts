// `narrator pull` hands a session to a laptop: a store sealed from a real Claude Code session
// (run 1, in one checkout and HOME) is opened by the CLI bundle into another HOME for another
// checkout path, and the command it prints continues the session there: the real CLI's next
// request carries run 1's conversation.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESUME_FACTS } from '../../src/session/agents.js';
import { sealStore } from '../../src/session/store.js';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { message, startModelServer, text } from '../support/model-server.js';
import { SESSION_KEY } from './resume-support.js';

let cli: AgentInstall;
let bundleDir: string;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  [cli, { dir: bundleDir }] = await Promise.all([ensureAgentCli('claude'), buildActionBundle()]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function run(file: string, args: string[], o: { env: Record<string, string>; cwd: string; input?: string }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(file, args, { env: o.env, cwd: o.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(o.input ?? '');
  });
}

describe('narrator pull', () => {
  test('puts a sealed Claude Code session where the CLI looks, and its command continues it', {
    timeout: 10 * 60_000,
  }, async () => {
    const pathPrepend = [cli.binDir, path.dirname(process.execPath)];
    const runner = makeClaudeSandbox({ pathPrepend });
    const laptop = makeClaudeSandbox({ pathPrepend });
    const server = await startModelServer({
      replies: [
        message([text('Suggestion 2: rename add to sum (marker OSPREY-9).')]),
        message([text('Done.')]),
      ],
    });
    cleanups.push(async () => {
      await server.close();
      runner.cleanup();
      laptop.cleanup();
    });
    // Run 1, as on the runner.
    const first = await run('claude', ['-p', '--output-format', 'stream-json', '--verbose'], {
      env: runner.envFor(server.url),
      cwd: runner.repo,
      input: 'Review src/add.js.',
    });
    expect(first.code, first.stderr).toBe(0);
    const sessionId = (JSON.parse(first.stdout.split('\n')[0]!) as { session_id: string }).session_id;
    const facts = RESUME_FACTS['claude']!;
    const files = facts.collect(facts.roots({}, runner.home), sessionId);
    expect(files.length).toBeGreaterThan(0);
    const scope = { repository: 'octo/app', number: 7, job: 'e2e/narrate', agent: 'claude' };
    const storeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-pull-')), 'store.bin');
    cleanups.push(() => fs.rmSync(path.dirname(storeFile), { recursive: true, force: true }));
    fs.writeFileSync(
      storeFile,
      sealStore(
        {
          manifest: {
            version: 1,
            scope,
            sessionId,
            model: null,
            head: null,
            savedAt: Date.now(),
            run: { id: '1234', attempt: '1', url: 'https://github.com/octo/app/actions/runs/1234' },
            cwd: runner.repo,
          },
          files,
        },
        SESSION_KEY,
      ),
    );

    const cliJs = path.join(bundleDir, 'cli.js');
    const args = ['pull', 'octo/app#7', '--job', 'e2e/narrate', '--store', storeFile, '--cwd', laptop.repo];
    const laptopEnv = laptop.envFor(server.url);
    // The wrong key: refused, nothing written.
    const refused = await run(process.execPath, [cliJs, ...args], {
      env: { ...laptopEnv, NARRATOR_SESSION_KEY: `${SESSION_KEY}-wrong` },
      cwd: laptop.repo,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('integrity check');
    expect(fs.existsSync(path.join(laptop.home, '.claude', 'projects'))).toBe(false);
    // Another pull request's scope: refused too.
    const otherPr = await run(
      process.execPath,
      [cliJs, ...args.map((a) => (a === 'octo/app#7' ? 'octo/app#8' : a))],
      {
        env: { ...laptopEnv, NARRATOR_SESSION_KEY: SESSION_KEY },
        cwd: laptop.repo,
      },
    );
    expect(otherPr.code).toBe(2);

    const pulled = await run(process.execPath, [cliJs, ...args], {
      env: { ...laptopEnv, NARRATOR_SESSION_KEY: SESSION_KEY },
      cwd: laptop.repo,
    });
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stdout).toContain(`cd ${laptop.repo} && claude --resume ${sessionId}`);
    // The key never reaches the output.
    expect(pulled.stdout + pulled.stderr).not.toContain(SESSION_KEY);

    // The printed command, on the laptop: the session goes on, and the model sees run 1.
    const second = await run(
      'claude',
      ['-p', '--output-format', 'stream-json', '--verbose', '--resume', sessionId],
      {
        env: laptopEnv,
        cwd: laptop.repo,
        input: 'Apply it.',
      },
    );
    expect(second.code, second.stderr).toBe(0);
    const [, req2] = server.mainRequests();
    expect(JSON.stringify(req2!.body?.messages)).toContain('OSPREY-9');
  });
});
