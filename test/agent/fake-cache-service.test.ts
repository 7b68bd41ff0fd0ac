// The loopback fake of the Actions cache service (test/support/fake-cache-service.ts) against the
// real @actions/cache client, in this process (the client reads process.env, set per test and
// restored): what the Action and later features rely on it to do like the real service — save and
// restore a tree, restore keys as prefixes, scopes by branch, a read-only token, an existing key.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreCache, saveCache } from '@actions/cache';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CacheScopes, FakeCacheService } from '../support/fake-cache-service.js';

let fake: FakeCacheService;
const saved = { ...process.env };
let workspace: string;

beforeAll(async () => {
  fake = await FakeCacheService.start();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

/** A job of the run with `scopes`, and a folder to cache under its workspace's parent. */
function job(scopes: CacheScopes): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'narrator-fake-cache-'));
  workspace = path.join(root, 'workspace');
  mkdirSync(workspace);
  Object.assign(process.env, fake.env(scopes), {
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(root, 'temp'),
  });
  const dir = path.join(root, 'tree');
  mkdirSync(dir);
  return dir;
}

const main: CacheScopes = { read: ['refs/heads/main'], write: 'refs/heads/main' };
const feature: CacheScopes = { read: ['refs/heads/feature', 'refs/heads/main'], write: 'refs/heads/feature' };
const other: CacheScopes = { read: ['refs/heads/other', 'refs/heads/main'], write: 'refs/heads/other' };

describe('the fake cache service with the real client', () => {
  it('saves a tree and restores it at the same path, by key and by restore-key prefix', async () => {
    const dir = job(main);
    writeFileSync(path.join(dir, 'a.txt'), 'one');
    expect(await saveCache([dir], 'tree-1')).toBeGreaterThan(0);
    rmSync(dir, { recursive: true });
    expect(await restoreCache([dir], 'tree-1')).toBe('tree-1');
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('one');
    expect(await restoreCache([dir], 'tree-2', ['tree-'])).toBe('tree-1');
    expect(await restoreCache([dir], 'nothing')).toBeUndefined();
    // The same key again is refused: entries are immutable.
    expect(await saveCache([dir], 'tree-1')).toBe(-1);
    // Another path is another version: not found under the same key.
    expect(await restoreCache([path.join(dir, 'elsewhere')], 'tree-1')).toBeUndefined();
  });

  it("a branch reads its own and the default branch's entries, never another branch's", async () => {
    const dir = job(feature);
    writeFileSync(path.join(dir, 'b.txt'), 'feature');
    expect(await saveCache([dir], 'branch-entry')).toBeGreaterThan(0);
    expect(fake.entry('branch-entry')?.scope).toBe('refs/heads/feature');
    expect(await restoreCache([dir], 'branch-entry')).toBe('branch-entry');
    process.env['ACTIONS_RUNTIME_TOKEN'] = fake.tokenFor(other);
    expect(await restoreCache([dir], 'branch-entry')).toBeUndefined();
    process.env['ACTIONS_RUNTIME_TOKEN'] = fake.tokenFor(main);
    expect(await restoreCache([dir], 'branch-entry')).toBeUndefined();
  });

  it('a read-only token saves nothing', async () => {
    const dir = job({ read: ['refs/pull/9/merge', 'refs/heads/main'], write: null });
    writeFileSync(path.join(dir, 'c.txt'), 'fork');
    const before = fake.entries.length;
    expect(await saveCache([dir], 'fork-entry')).toBe(-1);
    expect(fake.entries.length).toBe(before);
  });

  it('faults: a 500 is retried by the client, then it gives up with a miss', {
    timeout: 90_000,
  }, async () => {
    const dir = job(main);
    fake.failWith = 500;
    try {
      const calls = fake.calls.length;
      expect(await restoreCache([dir], 'tree-1')).toBeUndefined();
      expect(fake.calls.slice(calls).filter((c) => c === 'GetCacheEntryDownloadURL')).toHaveLength(5);
    } finally {
      fake.failWith = null;
    }
  });
});
