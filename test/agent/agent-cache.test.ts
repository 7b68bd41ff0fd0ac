// The pure parts of the agent cache (src/agent/agent-cache.ts) on real files: the version check,
// the key, the tree hash and its verification, the fork check, the one registry request. The
// whole path (the real @actions/cache client, the fake cache service, the real opencode package)
// is test/e2e/install-cache.test.ts.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  isForkPullRequest,
  resolveVersion,
  unsafeVersion,
  verifyTree,
  writeManifest,
} from '../../src/agent/agent-cache.js';
import { NO_EVENT, readRunEvent } from '../../src/context/event.js';
import { startNpmRegistry } from '../support/npm-registry.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'narrator-agent-cache-'));

describe('unsafeVersion', () => {
  it('lets versions, tags and ranges through', () => {
    for (const v of [
      'latest',
      '1.2.3',
      '2.1.330',
      '1.0.0-beta.1+build.5',
      '^1.2',
      '~1.2.3',
      '>=1 <2',
      'next',
    ]) {
      expect(unsafeVersion(v), v).toBeNull();
    }
  });
  it('refuses path characters, sources and oddities', () => {
    for (const v of [
      '../x',
      'a/b',
      'a\\b',
      '..',
      'file:x',
      'github:a/b',
      '',
      'a\nb',
      'a$b',
      'x'.repeat(101),
    ]) {
      expect(unsafeVersion(v), JSON.stringify(v)).not.toBeNull();
    }
  });
});

it('the key names agent, package, exact version, OS, architecture, libc and Node major', () => {
  expect(
    cacheKey({
      agent: 'claude',
      pkg: '@anthropic-ai/claude-code',
      version: '2.1.330',
      os: 'linux',
      arch: 'x64',
      musl: false,
      nodeMajor: 24,
    }),
  ).toBe('narrator-agent-claude-anthropic-ai-claude-code-2.1.330-linux-x64-node24');
  expect(
    cacheKey({
      agent: 'opencode',
      pkg: 'opencode-ai',
      version: '1.0.0',
      os: 'linux',
      arch: 'arm64',
      musl: true,
      nodeMajor: 22,
    }),
  ).toBe('narrator-agent-opencode-opencode-ai-1.0.0-linux-arm64-musl-node22');
});

describe('the tree hash', () => {
  const expected = { package: 'p', version: '1.0.0', integrity: 'sha512-x' };
  function tree(): string {
    const dir = tmp();
    mkdirSync(path.join(dir, 'node_modules', 'p', 'bin'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'p', 'bin', 'p'), '#!/bin/sh\necho hi\n');
    chmodSync(path.join(dir, 'node_modules', 'p', 'bin', 'p'), 0o755);
    writeFileSync(path.join(dir, 'node_modules', 'p', 'package.json'), '{"name":"p"}');
    symlinkSync('../p/bin/p', path.join(dir, 'node_modules', 'p', 'link'));
    return dir;
  }

  it('verifies the tree it was written for', async () => {
    const dir = tree();
    await writeManifest(dir, expected);
    expect(await verifyTree(dir, expected)).toBeNull();
  });

  it('refuses a changed file, an added file, a lost executable bit, a moved link', async () => {
    const changes: Array<(dir: string) => void> = [
      (d) => writeFileSync(path.join(d, 'node_modules', 'p', 'bin', 'p'), '#!/bin/sh\ncurl evil\n'),
      (d) => writeFileSync(path.join(d, 'node_modules', 'p', 'extra.js'), ''),
      (d) => chmodSync(path.join(d, 'node_modules', 'p', 'bin', 'p'), 0o644),
      (d) => {
        const link = path.join(d, 'node_modules', 'p', 'link');
        rmSync(link);
        symlinkSync('/bin/sh', link);
      },
    ];
    for (const change of changes) {
      const dir = tree();
      await writeManifest(dir, expected);
      change(dir);
      expect(await verifyTree(dir, expected)).toBe('its files differ from the ones it was saved with');
    }
  });

  it('refuses a manifest of another package, version or tarball, or none', async () => {
    const dir = tree();
    await writeManifest(dir, expected);
    expect(await verifyTree(dir, { ...expected, version: '1.0.1' })).toMatch(/it holds p@1\.0\.0/);
    expect(await verifyTree(dir, { ...expected, integrity: 'sha512-y' })).toMatch(/another tarball/);
    expect(await verifyTree(tree(), expected)).toMatch(/no readable narrator-cache\.json/);
  });
});

describe('isForkPullRequest', () => {
  const withEvent = (payload: unknown) => {
    const file = path.join(tmp(), 'event.json');
    writeFileSync(file, typeof payload === 'string' ? payload : JSON.stringify(payload));
    return readRunEvent(file);
  };
  const pr = (head: unknown) => ({
    pull_request: { head: { repo: head }, base: { repo: { full_name: 'octo/app' } } },
  });
  it('same repository: no; another, a deleted fork, or an unreadable payload: yes', () => {
    expect(isForkPullRequest(withEvent(pr({ full_name: 'octo/app' })))).toBe(false);
    expect(isForkPullRequest(withEvent(pr({ full_name: 'stranger/app' })))).toBe(true);
    expect(isForkPullRequest(withEvent(pr(null)))).toBe(true);
    expect(isForkPullRequest(withEvent('{not json'))).toBe(true);
    expect(isForkPullRequest(withEvent({ ref: 'refs/heads/main' }))).toBe(false);
    expect(isForkPullRequest(NO_EVENT)).toBe(false);
  });
});

describe('resolveVersion: one metadata request', () => {
  it('resolves latest to the exact version, and refuses what the registry does not have', async () => {
    const registry = await startNpmRegistry({ 'opencode-ai': ['1.0.0', '1.2.0'] });
    try {
      const env = { npm_config_registry: registry.url };
      expect((await resolveVersion('opencode-ai', 'latest', env)).version).toBe('1.2.0');
      expect((await resolveVersion('opencode-ai', '1.0.0', env)).version).toBe('1.0.0');
      await expect(resolveVersion('opencode-ai', '9.9.9', env)).rejects.toThrow(/not in the registry/);
      await expect(resolveVersion('opencode-ai', 'beta', env)).rejects.toThrow(
        /neither an exact version nor a dist-tag/,
      );
      await expect(resolveVersion('nope', 'latest', env)).rejects.toThrow(/answered 404/);
      expect(registry.requests).toHaveLength(5);
    } finally {
      await registry.close();
    }
  });
});
