// The sealed store's file on a shared machine (src/action/launch/session-file.ts): per scope, and
// used by one run at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { storeFile, withStoreLock } from '../../src/action/launch/session-file.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-store-lock-'));

describe('the store file', () => {
  test('is per scope, under the tool cache (the same for every run of that scope)', () => {
    const env = { RUNNER_TOOL_CACHE: '/opt/tools', RUNNER_TEMP: '/tmp/r' };
    expect(storeFile(env, 'a'.repeat(32))).toBe(`/opt/tools/narrator-session/${'a'.repeat(32)}/store.bin`);
    expect(storeFile(env, 'b'.repeat(32))).not.toBe(storeFile(env, 'a'.repeat(32)));
  });

  test('two holders at once take turns; the lock is gone after', async () => {
    const file = path.join(tmp(), 's', 'store.bin');
    const order: string[] = [];
    const hold = (name: string) =>
      withStoreLock(file, async () => {
        order.push(`${name}+`);
        await sleep(300);
        order.push(`${name}-`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect([order.join(' ')]).toContainEqual(expect.stringMatching(/^(a\+ a- b\+ b-|b\+ b- a\+ a-)$/));
    expect(fs.existsSync(path.join(path.dirname(file), 'store.lock'))).toBe(false);
  });

  test('a lock held too long: a clear error, and the holder keeps it', async () => {
    const file = path.join(tmp(), 's', 'store.bin');
    fs.mkdirSync(path.join(path.dirname(file), 'store.lock'), { recursive: true });
    await expect(withStoreLock(file, async () => 1, 500)).rejects.toThrow(
      /another run of this job on this machine has held the session store/,
    );
    expect(fs.existsSync(path.join(path.dirname(file), 'store.lock'))).toBe(true);
  });

  test('a stale lock (its run died holding it) is taken over', async () => {
    const file = path.join(tmp(), 's', 'store.bin');
    const lock = path.join(path.dirname(file), 'store.lock');
    fs.mkdirSync(lock, { recursive: true });
    const old = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(lock, old, old);
    expect(await withStoreLock(file, async () => 'ran', 500)).toBe('ran');
  });
});
