import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgentNotFoundError, findOnPath, resolveAgentBinary } from '../../src/agent/install.js';

function tmp(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'narrator-install-'));
}

describe('findOnPath', () => {
  it('finds an executable and skips a non-executable file of the same name', async () => {
    const a = tmp();
    const b = tmp();
    writeFileSync(path.join(a, 'claude'), 'not executable');
    writeFileSync(path.join(b, 'claude'), '#!/bin/sh\n');
    chmodSync(path.join(b, 'claude'), 0o755);
    expect(await findOnPath('claude', `${a}${path.delimiter}${b}`)).toBe(path.join(b, 'claude'));
    expect(await findOnPath('claude', a)).toBeNull();
    expect(await findOnPath('claude', '')).toBeNull();
  });
});

describe('resolveAgentBinary (no network: empty PATH)', () => {
  const logs: string[] = [];
  const opts = (over: object) => ({
    agent: 'claude' as const,
    version: '1.0.0',
    install: 'never' as const,
    env: { PATH: tmp() },
    cacheDir: tmp(),
    log: (l: string) => logs.push(l),
    ...over,
  });

  it('install: never and a missing binary -> an error saying what to change', async () => {
    const error = await resolveAgentBinary(opts({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentNotFoundError);
    expect((error as Error).message).toMatch(/'claude'\) was not found on PATH; 'install' is 'never'/);
    expect((error as Error).message).toMatch(/npm install -g @anthropic-ai\/claude-code/);
  });

  it('agents without an npm package say which install step to add, even with install: auto', async () => {
    const error = await resolveAgentBinary(opts({ agent: 'opencode', install: 'auto' })).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/opencode is not installed by Narrator: add an install step/);
    const cursor = await resolveAgentBinary(opts({ agent: 'cursor', install: 'auto' })).catch(
      (e: unknown) => e,
    );
    expect((cursor as Error).message).toMatch(/'cursor-agent'\) was not found/);
  });

  it('reuses a binary already installed in the cache without calling npm', async () => {
    const cacheDir = tmp();
    const bin = path.join(cacheDir, '_openai_codex_1.2.3', 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, 'codex'), '#!/bin/sh\n');
    chmodSync(path.join(bin, 'codex'), 0o755);
    // PATH is empty, so npm could not even be found: success proves no install was attempted.
    const found = await resolveAgentBinary(
      opts({ agent: 'codex', version: '1.2.3', install: 'auto', cacheDir }),
    );
    expect(found).toBe(path.join(bin, 'codex'));
    expect(logs.at(-1)).toMatch(/from the cache/);
  });

  it('prefers the binary on PATH', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'gemini'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'gemini'), 0o755);
    expect(await resolveAgentBinary(opts({ agent: 'gemini', env: { PATH: dir } }))).toBe(
      path.join(dir, 'gemini'),
    );
  });
});
