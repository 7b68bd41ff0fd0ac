/**
 * `install: auto` with `install-cache`: the installed agent CLI (or ACP adapter) kept in the GitHub
 * Actions cache, so the next run restores it instead of downloading it from npm.
 *
 * - The version is resolved first with ONE registry metadata request (`latest` → an exact version,
 *   so a new release is a new key and is picked up on its day), which also gives the package's
 *   registry integrity.
 * - The key: agent, package, exact version, OS, architecture (and musl), Node major.
 * - What runs is verified: when a tree is saved, a manifest (`narrator-cache.json`) records a
 *   SHA-256 over every file, link and executable bit of the tree, and the registry integrity of the
 *   package it was installed from. A restored tree runs only when it hashes to its manifest and the
 *   manifest names this package, this version and the integrity the registry gives now. Why a tree
 *   hash and not the registry integrity alone: that integrity is the tarball's, and the tarball is
 *   gone after the install (npm keeps no per-file hash); checking the tree against it would mean
 *   keeping the tarballs in the entry too and extracting them again on every run, which is the
 *   download's cost. What the tree hash does NOT do is tell who wrote the entry: the cache's
 *   write scopes do (docs/security.md).
 * - Anything else (no entry, a failed or slow service, a tree that does not verify) falls back to
 *   the npm download, said in one log line.
 *
 * The client (@actions/cache) is bundled alone as dist/cache-client.js and loaded by path here, like
 * the artifact client: its HTTP stack stays out of the Action's start-up.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { record } from '../own-keys.js';

export const MANIFEST = 'narrator-cache.json';

/** How long a restore (lookup, download, extraction) may take before the download is used instead. */
export const RESTORE_TIMEOUT_MS = 45_000;
/** How long a save may hold the step before the agent starts anyway. */
export const SAVE_TIMEOUT_MS = 120_000;
/** The registry's answer to the one metadata request. */
const REGISTRY_TIMEOUT_MS = 20_000;

/**
 * What an npm version or dist-tag may hold in Narrator: letters, digits and `. _ + - ^ ~ < > = * |`
 * and spaces (ranges). No path separator, no `:` (npm would take `file:…`, `github:…` as a source,
 * not a version), no `..`: the version becomes part of a folder name.
 */
export function unsafeVersion(version: string): string | null {
  if (version === '') return 'it is empty';
  if (version.length > 100) return 'it is longer than 100 characters';
  if (/[/\\:]/.test(version) || version.includes('..')) return 'it holds a path character (/, \\, : or ..)';
  if (!/^[A-Za-z0-9._+\-^~<>=*| ]+$/.test(version)) return 'it holds a character no npm version has';
  return null;
}

/** An exact semver version (what the registry lists), as opposed to a tag or a range. */
export function isExactVersion(version: string): boolean {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(version);
}

export interface ResolvedVersion {
  version: string;
  /** The tarball's `dist.integrity` in the registry metadata (sha512-…), or null if it gives none. */
  integrity: string | null;
}

/** The registry npm would use, as the environment says (npm_config_registry), else npmjs.org. */
export function registryUrl(env: NodeJS.ProcessEnv): string {
  const url = env['npm_config_registry'] || env['NPM_CONFIG_REGISTRY'] || 'https://registry.npmjs.org/';
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * One metadata request: `version` (an exact version or a dist-tag such as `latest`) → the exact
 * version and its integrity. Throws with the reason when the registry cannot say.
 */
export async function resolveVersion(
  pkg: string,
  version: string,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<ResolvedVersion> {
  const url = `${registryUrl(env)}${pkg.replace('/', '%2f')}`;
  const timeout = AbortSignal.timeout(REGISTRY_TIMEOUT_MS);
  const response = await fetch(url, {
    // The abbreviated document npm itself asks for: versions and dist, no readmes.
    headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`the registry answered ${response.status} for ${pkg}`);
  const doc = (await response.json()) as {
    'dist-tags'?: Record<string, unknown>;
    versions?: Record<string, { dist?: { integrity?: unknown } }>;
  };
  const tagged = doc['dist-tags']?.[version];
  const exact = isExactVersion(version) ? version : typeof tagged === 'string' ? tagged : null;
  if (exact === null) throw new Error(`'${version}' is neither an exact version nor a dist-tag of ${pkg}`);
  if (!isExactVersion(exact)) throw new Error(`the registry's ${version} of ${pkg} is not a version`);
  const entry = doc.versions && Object.hasOwn(doc.versions, exact) ? doc.versions[exact] : undefined;
  if (!entry) throw new Error(`${pkg}@${exact} is not in the registry`);
  const integrity = entry.dist?.integrity;
  return { version: exact, integrity: typeof integrity === 'string' ? integrity : null };
}

export interface KeyParts {
  agent: string;
  pkg: string;
  version: string;
  os: string;
  arch: string;
  musl: boolean;
  nodeMajor: number;
}

/** The cache key: everything that makes a tree runnable here, and nothing that does not. */
export function cacheKey(k: KeyParts): string {
  const pkg = k.pkg.replace(/^@/, '').replace('/', '-');
  return `narrator-agent-${k.agent}-${pkg}-${k.version}-${k.os}-${k.arch}${k.musl ? '-musl' : ''}-node${k.nodeMajor}`;
}

/**
 * A SHA-256 over the tree under `dir` (the manifest excluded): each entry's relative path, kind,
 * executable bit, and its contents' SHA-256 or its link's target, in sorted order.
 */
export async function treeHash(dir: string): Promise<{ sha256: string; files: number; bytes: number }> {
  const all = createHash('sha256');
  let files = 0;
  let bytes = 0;
  const walk = async (rel: string): Promise<void> => {
    const entries = (await readdir(path.join(dir, rel), { withFileTypes: true })).map((e) => e.name).sort();
    for (const name of entries) {
      const relPath = rel ? `${rel}/${name}` : name;
      if (relPath === MANIFEST) continue;
      const full = path.join(dir, relPath);
      const st = await lstat(full);
      if (st.isDirectory()) {
        all.update(`d ${relPath}\0`);
        await walk(relPath);
      } else if (st.isSymbolicLink()) {
        all.update(`l ${relPath}\0${await readlink(full)}\0`);
      } else if (st.isFile()) {
        const h = createHash('sha256');
        for await (const chunk of createReadStream(full)) h.update(chunk as Buffer);
        all.update(`f ${relPath}\0${st.mode & 0o111 ? 'x' : '-'}\0${h.digest('hex')}\0`);
        files += 1;
        bytes += st.size;
      } else {
        all.update(`o ${relPath}\0`);
      }
    }
  };
  await walk('');
  return { sha256: all.digest('hex'), files, bytes };
}

export interface Manifest {
  package: string;
  version: string;
  integrity: string | null;
  tree: string;
}

export async function writeManifest(dir: string, m: Omit<Manifest, 'tree'>): Promise<Manifest> {
  const manifest: Manifest = { ...m, tree: (await treeHash(dir)).sha256 };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/** Null when the tree under `dir` is what its manifest says and the manifest is `expected`; else why not. */
export async function verifyTree(dir: string, expected: Omit<Manifest, 'tree'>): Promise<string | null> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Partial<Manifest>;
  } catch {
    return `it has no readable ${MANIFEST}`;
  }
  if (manifest.package !== expected.package || manifest.version !== expected.version) {
    return `it holds ${String(manifest.package)}@${String(manifest.version)}`;
  }
  if (expected.integrity !== null && manifest.integrity !== expected.integrity) {
    return "it was installed from another tarball than the registry's";
  }
  const { sha256 } = await treeHash(dir);
  if (sha256 !== manifest.tree) return 'its files differ from the ones it was saved with';
  return null;
}

/** The triggering event as the run context read it (src/context/event.ts's RunEvent). */
export interface TriggerEvent {
  readonly payload: unknown;
  /** Why the payload file could not be read; null when it was, or there is none. */
  readonly error: string | null;
}

/**
 * Whether this run is for a pull request from another repository (a fork): such a run never writes
 * the cache. GitHub gives a `pull_request` run from a fork a read-only cache token, but a
 * `pull_request_target` run (or a `pull_request_review` one) runs in the base repository's scope.
 * Read from the event payload (read once, src/context/event.ts); an unreadable payload counts as a
 * fork (no write).
 */
export function isForkPullRequest(event: TriggerEvent): boolean {
  if (event.error !== null) return true;
  // Plain checks, not zod: the launch loads this module before the agent spawns
  // (src/action/launch/session.ts), and zod would add to every run's start-up.
  const pr = record(event.payload)['pull_request'];
  if (!pr) return false;
  const head = record(record(record(pr)['head'])['repo'])['full_name'];
  return typeof head !== 'string' || head !== record(record(record(pr)['base'])['repo'])['full_name'];
}

export interface CacheClient {
  restore(
    paths: string[],
    key: string,
    restoreKeys?: string[],
  ): Promise<{ value: string | undefined; messages: string[] }>;
  save(paths: string[], key: string): Promise<{ value: number; messages: string[] }>;
}

/**
 * The separately bundled client beside the entry the runner started (dist/index.js, dist/cli.js).
 * A computed path on purpose: esbuild must not pull @actions/cache into the Action's own chunks.
 */
export async function loadCacheClient(): Promise<CacheClient> {
  const client = pathToFileURL(path.join(path.dirname(process.argv[1] ?? ''), 'cache-client.js')).href;
  return (await import(client)) as CacheClient;
}

/** The last thing the client said that explains a failure, for the one log line. */
export function clientReason(messages: string[]): string | null {
  const said = messages.filter((m) => /^(warning|error): /.test(m)).at(-1);
  return said ? said.replace(/^(warning|error): /, '').slice(0, 300) : null;
}

/**
 * `promise`, or 'timeout' after `ms`, or 'cancelled' as soon as `signal` aborts (the promise keeps
 * running: the caller no longer waits for it).
 */
export async function within<T>(
  promise: Promise<T>,
  ms: number,
  signal?: AbortSignal,
): Promise<T | 'timeout' | 'cancelled'> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const timeout = new Promise<'timeout' | 'cancelled'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    timer.unref();
    onAbort = () => resolve('cancelled');
    if (signal?.aborted) resolve('cancelled');
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
