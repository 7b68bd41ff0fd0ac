// The real Claude Code CLI must be installable here, every time: this test installs it when it is
// missing and FAILS (never skips) when it cannot, so a green run always means the end-to-end tests
// ran the real agent. It also checks the installer's own failure path stays clear and fast.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { CLAUDE_CODE_VERSION, ensureClaude } from '../support/claude-cli.js';

const installScript = fileURLToPath(new URL('../../scripts/install-agents.mjs', import.meta.url));
const scratch: string[] = [];

afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function runInstaller(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [installScript, ...args],
      { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('the Claude Code CLI for the e2e tests', () => {
  test(`is installed (${CLAUDE_CODE_VERSION}) and runs`, { timeout: 15 * 60_000 }, async () => {
    const install = await ensureClaude(); // throws with the installer's output when it cannot
    expect(install.version).toBe(CLAUDE_CODE_VERSION);
    fs.accessSync(install.binary, fs.constants.X_OK);
    // The PATH folder's `claude` is the same binary.
    expect(fs.realpathSync(path.join(install.binDir, 'claude'))).toBe(fs.realpathSync(install.binary));

    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-claude-home-'));
    scratch.push(home);
    const version = await new Promise<string>((resolve, reject) => {
      execFile(
        install.binary,
        ['--version'],
        { env: { PATH: process.env.PATH ?? '', HOME: home } },
        (err, out) => (err ? reject(err) : resolve(out)),
      );
    });
    expect(version.trim()).toBe(`${CLAUDE_CODE_VERSION} (Claude Code)`);
  });

  test('the installer exits 1 with a clear message when the registry is unreachable', async () => {
    // A port that refuses connections: listen, note the port, close.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-agent-cache-'));
    scratch.push(cache);

    const result = await runInstaller(['claude'], {
      NARRATOR_AGENT_CACHE: path.join(cache, 'agents'),
      npm_config_registry: `http://127.0.0.1:${port}/`,
      npm_config_cache: path.join(cache, 'npm-cache'),
      npm_config_fetch_retries: '0',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /\[install-agents\] FAILED: npm install of @anthropic-ai\/claude-code@[\d.]+ exited with 1;/,
    );
    expect(result.stderr).toContain('registry');
    expect(result.stdout).toBe(''); // no binary path printed
    // Nothing half-installed is left to be mistaken for an install.
    expect(fs.readdirSync(path.join(cache, 'agents'))).toEqual([]);

    const printed = await runInstaller(['claude', '--print'], {
      NARRATOR_AGENT_CACHE: path.join(cache, 'agents'),
    });
    expect(printed.code).toBe(1);
    expect(printed.stderr).toContain(`Claude Code ${CLAUDE_CODE_VERSION} is not installed`);
  });

  test('the drift watch can ask for another exact version; anything else is refused', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-agent-cache-'));
    scratch.push(cache);
    const env = { NARRATOR_AGENT_CACHE: path.join(cache, 'agents') };
    const other = await runInstaller(['codex', '--print'], { ...env, NARRATOR_AGENT_VERSION_CODEX: '0.0.1' });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('Codex CLI 0.0.1 is not installed');
    const loose = await runInstaller(['codex', '--print'], {
      ...env,
      NARRATOR_AGENT_VERSION_CODEX: 'latest',
    });
    expect(loose.code).toBe(1);
    expect(loose.stderr).toContain("NARRATOR_AGENT_VERSION_CODEX='latest' is not an exact version");
  });
});
