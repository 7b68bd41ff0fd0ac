/**
 * Where the sealed session store sits while the cache client packs or unpacks it, and the lock
 * that keeps two runs on one machine (a shared self-hosted runner) from using the same file at once.
 *
 * The path cannot be per run: the cache client's entry version is a hash of the paths it is given,
 * and it packs the file under its path relative to the workspace, so a restore finds only an entry
 * saved from the same path and unpacks it there. It is per scope instead (repository, pull request
 * or issue, job and agent: the store's own scope), in the tool cache: the same in every run of
 * that job, different for every other job. Two runs of the same job on the same pull request at
 * once on one machine share it, so each holds the scope's lock while the file is in use.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunnerEnv } from '../../context/runner-env.js';

/** A lock older than this was left by a run that died holding it (a save takes at most 2 min). */
const STALE_LOCK_MS = 5 * 60_000;
/** How long a run waits for another run of its job to let go of the file before it gives up. */
const LOCK_WAIT_MS = 3 * 60_000;

/** The store's path for the scope `scopeId` (sessionScopeId: 32 hex characters). */
export function storeFile(env: RunnerEnv, scopeId: string): string {
  const base = env['RUNNER_TOOL_CACHE'] || env['RUNNER_TEMP'] || os.tmpdir();
  return path.join(base, 'narrator-session', scopeId, 'store.bin');
}

/**
 * Runs `fn` holding the lock of `file`'s folder (a `store.lock` folder beside it: mkdir is atomic).
 * Throws when another run holds it for longer than the wait.
 */
export async function withStoreLock<T>(
  file: string,
  fn: () => Promise<T>,
  waitMs = LOCK_WAIT_MS,
): Promise<T> {
  const lock = path.join(path.dirname(file), 'store.lock');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock, { mode: 0o700 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // let go of just now
      }
      if (age > STALE_LOCK_MS) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) {
        throw new Error(
          `another run of this job on this machine has held the session store for over ${Math.round(waitMs / 1000)} s`,
        );
      }
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
