/**
 * The GitHub Actions cache client, bundled on its own (dist/cache-client.js) and loaded by path
 * only when `install: auto` has an agent to restore or save (src/agent/agent-cache.ts).
 * @actions/cache brings the Azure storage SDK and the Twirp client (2.4 MB bundled, ~90 ms to
 * load): in the Action's own chunks node would parse it on every run, before the agent's spawn,
 * cached agent or not.
 *
 * The bundle's @actions/core is src/agent/cache-client-log.ts (an esbuild alias, scripts/build.mjs):
 * the client's own info and warning lines ("Failed to restore: …", a `::warning::` each) are
 * collected and handed back, so the Action says what happened in one line of its own.
 */
import { restoreCache, saveCache } from '@actions/cache';
import { takeMessages } from './cache-client-log.js';

export interface CacheCallResult<T> {
  value: T;
  /** What the client logged while it worked (info, warnings, errors; not its debug lines). */
  messages: string[];
}

/** The key restored (the primary key: no restore keys are given), or undefined on a miss or failure. */
export async function restore(paths: string[], key: string): Promise<CacheCallResult<string | undefined>> {
  takeMessages();
  const value = await restoreCache(paths, key);
  return { value, messages: takeMessages() };
}

/** The entry's id, or -1 when nothing was saved (the reason is in the messages). */
export async function save(paths: string[], key: string): Promise<CacheCallResult<number>> {
  takeMessages();
  const value = await saveCache(paths, key);
  return { value, messages: takeMessages() };
}
