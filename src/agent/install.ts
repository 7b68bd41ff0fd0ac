/**
 * Finding the agent's binary, and `install: auto`: when it is not on PATH, install its npm package
 * at `agent-version` into a cache folder (with a progress line in the log) and use that binary.
 * Agents without an npm package (caliban, cursor-agent) get an error that says which install step
 * to add.
 *
 * npm runs in its own process group, so a cancelled job (the runner's SIGINT/SIGTERM, passed in as
 * an AbortSignal) or the install timeout stops npm and everything it started, not npm alone.
 */
import { spawn } from 'node:child_process';
import { constants, readFileSync } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripAnsi } from '../run/ansi.js';
import type { CacheClient, ResolvedVersion, TriggerEvent } from './agent-cache.js';
import { type AgentName, type AgentRecipe, type NpmPlatform, RECIPES } from './agents.js';
import { signalTree } from './process-tree.js';

/** The cache's module, loaded only on the way to an install (a chunk of its own in the bundle). */
const agentCache = () => import('./agent-cache.js');

export class AgentNotFoundError extends Error {
  override name = 'AgentNotFoundError';
}

/** The job was cancelled while `install: auto` ran npm; npm and its children were stopped. */
export class InstallCancelledError extends Error {
  override name = 'InstallCancelledError';
}

/** How long npm gets between SIGTERM and SIGKILL when the install is stopped. */
const NPM_KILL_GRACE_MS = 2_000;
const NPM_TIMEOUT_MS = 15 * 60_000;

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Like `which`: the first executable `name` on `pathVar`, or null. Paths with a slash are checked as is. */
export async function findOnPath(
  name: string,
  pathVar: string | undefined,
  cwd = process.cwd(),
): Promise<string | null> {
  if (name.includes('/')) {
    const file = path.resolve(cwd, name);
    return (await isExecutable(file)) ? file : null;
  }
  for (const dir of (pathVar ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (await isExecutable(file)) return file;
  }
  return null;
}

/** What `install: auto` needs to know of a program: an agent's recipe, or an ACP adapter. */
export type Installable = Pick<AgentRecipe, 'binary' | 'npmPackage' | 'npmNativeBinaries' | 'installHint'> & {
  /** How the log and errors name it: "the claude CLI", "the Claude Code ACP adapter". */
  title: string;
};

export interface ResolveOptions {
  agent: AgentName;
  /** The program to find or install, when it is not the agent's own CLI (an ACP adapter). */
  program?: Installable;
  version: string;
  install: 'auto' | 'never';
  env: NodeJS.ProcessEnv;
  /** The triggering event (src/context/event.ts): a fork's pull request never writes the cache. None: not a PR. */
  event?: TriggerEvent;
  /** Where `install: auto` puts packages. */
  cacheDir: string;
  log: (line: string) => void;
  /** Aborted when the job is cancelled: a running npm install is stopped, process tree and all. */
  signal?: AbortSignal;
  /**
   * `install-cache`: keep the installed tree in the GitHub Actions cache and restore it from there
   * (src/agent/agent-cache.ts). Only on a runner that gives the cache service (ACTIONS_RUNTIME_TOKEN
   * and the service's URL in `env`: ACTIONS_RESULTS_URL, or ACTIONS_CACHE_URL on GitHub Enterprise Server).
   */
  cache?: boolean;
}

/** The default cache: the runner's tool cache, else RUNNER_TEMP, else the OS temp dir. */
export function defaultCacheDir(env: NodeJS.ProcessEnv): string {
  const base = env['RUNNER_TOOL_CACHE'] || env['RUNNER_TEMP'] || os.tmpdir();
  return path.join(base, 'narrator-agents');
}

/** This machine as npm's per-platform packages name it (what the wrappers' postinstalls check). */
export function npmPlatform(): NpmPlatform {
  const linux = process.platform === 'linux';
  // glibcVersionRuntime is absent from the process report on musl (Alpine).
  const musl =
    linux &&
    (process.report?.getReport?.() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
      ?.glibcVersionRuntime === undefined;
  let avx2 = false;
  if (linux && os.arch() === 'x64') {
    try {
      avx2 = /(^|\s)avx2(\s|$)/i.test(readFileSync('/proc/cpuinfo', 'utf8'));
    } catch {
      avx2 = false;
    }
  } else if (os.arch() === 'x64') avx2 = true; // macOS/Windows: assume a CPU of this decade
  return { os: process.platform, arch: os.arch(), musl, avx2 };
}

/**
 * The installed binary under `prefix`: for a package with native platform binaries (whose wrapper
 * would copy one into place in a postinstall we do not run), the first of those that is there —
 * never the wrapper's own bin, which is a placeholder until that script runs; else the package's
 * `node_modules/.bin/<binary>`.
 */
async function binaryInPrefix(prefix: string, recipe: Installable): Promise<string | null> {
  if (recipe.npmNativeBinaries) {
    for (const rel of recipe.npmNativeBinaries(npmPlatform())) {
      const file = path.join(prefix, 'node_modules', ...rel.split('/'));
      if (await isExecutable(file)) return file;
    }
    return null;
  }
  const bin = path.join(prefix, 'node_modules', '.bin', recipe.binary);
  return (await isExecutable(bin)) ? bin : null;
}

/**
 * `npm ARGS` in its own process group; resolves when it exits 0. Rejects with
 * InstallCancelledError when `signal` aborts (once the whole tree was stopped), or with an Error
 * carrying the tail of npm's stderr (`.stderr`) when npm fails or runs past the timeout.
 */
function runNpm(args: string[], env: NodeJS.ProcessEnv, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new InstallCancelledError('the install was cancelled before npm started'));
      return;
    }
    const child = spawn('npm', args, { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString('utf8')).slice(-8_192);
    });
    let stopped: 'cancelled' | 'timeout' | null = null;
    const timers: NodeJS.Timeout[] = [];
    let tree: number[] = [];
    const stop = (why: 'cancelled' | 'timeout') => {
      if (stopped !== null) return;
      stopped = why;
      tree = signalTree(child.pid, 'SIGTERM');
      const t = setTimeout(() => {
        tree = signalTree(child.pid, 'SIGKILL', tree);
      }, NPM_KILL_GRACE_MS);
      t.unref();
      timers.push(t);
    };
    const onAbort = () => stop('cancelled');
    signal?.addEventListener('abort', onAbort, { once: true });
    timers.push(setTimeout(() => stop('timeout'), NPM_TIMEOUT_MS));
    const finish = (error: Error | null) => {
      signal?.removeEventListener('abort', onAbort);
      for (const t of timers) clearTimeout(t);
      // Whatever npm left in its group (a stuck child after npm itself exited) goes too.
      if (stopped !== null) signalTree(child.pid, 'SIGKILL', tree);
      if (error) reject(error);
      else resolve();
    };
    child.on('error', (error) => finish(Object.assign(error, { stderr })));
    child.on('close', (code, sig) => {
      if (stopped === 'cancelled') {
        finish(
          new InstallCancelledError(
            'the job was cancelled while npm was installing the agent; npm was stopped',
          ),
        );
      } else if (stopped === 'timeout') {
        finish(
          Object.assign(new Error(`npm did not finish within ${NPM_TIMEOUT_MS / 60_000} minutes`), {
            stderr,
          }),
        );
      } else if (code !== 0) {
        finish(Object.assign(new Error(`npm exited with ${code ?? sig}`), { stderr }));
      } else finish(null);
    });
  });
}

/**
 * What npm said was wrong, from its stderr: its `npm error` lines without the noise around them —
 * the stack and the dumped fields of a thrown error (indented), blank and bare-status lines, the
 * details of a code (`syscall`, `errno`), and "A complete log of this run can be found in …" (a
 * file on the runner, gone with the job, and the LAST line npm prints, which is why a tail of its
 * stderr used to be all a user saw). npm's own reason comes first, e.g.
 * `notarget No matching version found for x@9.9.9.` or `FetchError: request to … failed, reason: …`.
 */
export function npmErrorLines(stderr: string): string[] {
  const lines: string[] = [];
  for (const raw of stripAnsi(stderr).split(/\r?\n/)) {
    const m = /^npm (?:error|ERR!)(?: (.*))?$/.exec(raw.trimEnd());
    if (!m) continue;
    const rest = m[1] ?? '';
    const text = rest.trim();
    if (text === '' || /^\s/.test(rest) || /^[{}]$/.test(text) || /^\d{3}$/.test(text)) continue;
    if (/^(syscall|errno) /.test(text) || /^A complete log of this run can be found in/i.test(text)) continue;
    // A thrown error's first line ends where npm starts dumping its fields: ` {`.
    const line = /\s\{$/.test(text) ? text.slice(0, -1).trimEnd() : text;
    if (!lines.includes(line)) lines.push(line);
  }
  // The reason before the code: the code alone says little ("code ETARGET").
  const code = lines.filter((l) => /^code \S+$/.test(l));
  return [...lines.filter((l) => !code.includes(l)), ...code];
}

/** Why an npm install failed, in npm's words (its reason first, at most 3 lines, and its code), or how it ended. */
function npmFailure(error: Error & { stderr?: string }): string {
  const said = npmErrorLines(error.stderr ?? '');
  if (said.length === 0) {
    // Nothing in npm's own words (npm missing, killed, or silent): what we know of how it ended.
    const tail = stripAnsi(error.stderr ?? '')
      .trim()
      .split('\n')
      .slice(-3)
      .join('\n');
    return tail ? `${error.message}\n${tail}` : error.message;
  }
  const isCode = (l: string) => /^code \S+$/.test(l);
  const lines = [...said.filter((l) => !isCode(l)).slice(0, 3), ...said.filter(isCode)];
  return lines.map((l) => `npm error ${l}`).join('\n');
}

/**
 * The binary to run for `agent`: from PATH, else from the cache, else installed now (install: auto).
 * Throws AgentNotFoundError with what to change when none of that works.
 */
export async function resolveAgentBinary(o: ResolveOptions): Promise<string> {
  const recipe: Installable = o.program ?? { ...RECIPES[o.agent], title: `the ${o.agent} CLI` };
  const onPath = await findOnPath(recipe.binary, o.env['PATH']);
  if (onPath) return onPath;

  if (o.install === 'never' || recipe.npmPackage === null) {
    const why =
      recipe.npmPackage === null
        ? recipe.installHint
        : `'install' is 'never': ${recipe.installHint.replace("set 'install: auto' or ", '')}, or set 'install: auto'`;
    throw new AgentNotFoundError(`${recipe.title} ('${recipe.binary}') was not found on PATH; ${why}`);
  }

  const pkg = recipe.npmPackage;
  // The version becomes part of a folder name: one that could leave the cache folder (or that npm
  // would read as a source, `file:…`) is refused before any path is built from it.
  const unsafe = (await agentCache()).unsafeVersion(o.version);
  if (unsafe !== null) {
    throw new AgentNotFoundError(
      `'${o.version.slice(0, 100)}' is not a version of ${pkg} Narrator installs: ${unsafe}; ` +
        "give an exact version (1.2.3) or a dist-tag ('latest')",
    );
  }
  const cached = o.cache === true ? await cacheSetup(o, pkg) : null;
  const version = cached?.resolved.version ?? o.version;
  const spec = `${pkg}@${version}`;
  // One folder per package@version, so different versions never overwrite each other.
  let prefix = path.join(o.cacheDir, spec.replace(/[/@]/g, '_'));
  const local = await binaryInPrefix(prefix, recipe);
  if (local) {
    o.log(`Using ${spec} from the cache (${local})`);
    return local;
  }
  let save = false;
  if (cached) {
    const restored = await restoreFromCache(o, recipe, pkg, cached, prefix);
    if ('binary' in restored) return restored.binary;
    save = restored.save;
    // A restore that timed out may still be extracting into `prefix`: the download goes elsewhere.
    if (restored.busy) prefix = `${prefix}-${process.pid}`;
  }
  await mkdir(prefix, { recursive: true });
  await writeFile(path.join(prefix, 'package.json'), '{"name":"narrator-agent-cache","private":true}\n');
  o.log(`Installing ${spec} (${recipe.title} is not on PATH) into ${prefix} …`);
  const started = Date.now();
  try {
    await runNpm(
      [
        'install',
        '--prefix',
        prefix,
        spec,
        // No install scripts: a wrapper's postinstall only copies the platform binary, which we
        // take from its platform package directly (see binaryInPrefix); npm 11 skips them anyway.
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--include=optional', // the platform packages are optionalDependencies
        '--engine-strict=false',
        '--loglevel=error',
      ],
      o.env,
      o.signal,
    );
  } catch (error) {
    if (error instanceof InstallCancelledError) {
      throw new InstallCancelledError(`installing ${spec} was stopped: ${error.message}`, { cause: error });
    }
    throw new AgentNotFoundError(
      `installing ${spec} with npm failed: ${npmFailure(error as Error & { stderr?: string })}\n` +
        `Check that the npm registry is reachable and '${o.version}' is a published version of ${pkg}, ` +
        `or install the CLI in an earlier step and set 'install: never'.`,
      { cause: error },
    );
  }
  const installed = await binaryInPrefix(prefix, recipe);
  if (!installed) {
    const platform = npmPlatform();
    const expected = recipe.npmNativeBinaries
      ? ` (looked for ${recipe.npmNativeBinaries(platform).join(', ')} for ${platform.os}-${platform.arch}; is npm configured with omit=optional?)`
      : '';
    throw new AgentNotFoundError(
      `npm installed ${spec} but no '${recipe.binary}' binary was found under ${prefix}${expected}; ` +
        `install ${recipe.binary} in an earlier step and set install: never`,
    );
  }
  o.log(`Installed ${spec} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (cached && save) await saveToCache(o, pkg, cached, prefix);
  return installed;
}

interface CacheSetup {
  resolved: ResolvedVersion;
  key: string;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * The exact version (one registry metadata request) and the cache key, or null when the cache is
 * not used this run (said in one line: the install then goes as without the cache).
 */
async function cacheSetup(o: ResolveOptions, pkg: string): Promise<CacheSetup | null> {
  if (!o.env['ACTIONS_RUNTIME_TOKEN'] || !(o.env['ACTIONS_RESULTS_URL'] || o.env['ACTIONS_CACHE_URL'])) {
    o.log(
      'The Actions cache is not available here (no ACTIONS_RUNTIME_TOKEN or cache service URL): downloading',
    );
    return null;
  }
  let resolved: ResolvedVersion;
  try {
    resolved = await (await agentCache()).resolveVersion(pkg, o.version, o.env, o.signal);
  } catch (error) {
    o.log(
      `The Actions cache is not used: ${pkg}@${o.version} could not be resolved (${(error as Error).message}): downloading`,
    );
    return null;
  }
  const platform = npmPlatform();
  const key = (await agentCache()).cacheKey({
    agent: o.agent,
    pkg,
    version: resolved.version,
    os: platform.os,
    arch: platform.arch,
    musl: platform.musl,
    nodeMajor: Number(process.versions.node.split('.')[0]),
  });
  return { resolved, key };
}

type Restored = { binary: string } | { save: boolean; busy: boolean };

/** The verified tree from the Actions cache, or why not (one line) and whether to save after the download. */
async function restoreFromCache(
  o: ResolveOptions,
  recipe: Installable,
  pkg: string,
  c: CacheSetup,
  prefix: string,
): Promise<Restored> {
  const started = Date.now();
  const fallBack = (why: string, r: { save: boolean; busy: boolean }): Restored => {
    o.log(`The Actions cache ${why}: downloading ${pkg}@${c.resolved.version}`);
    return r;
  };
  const { clientReason, loadCacheClient, RESTORE_TIMEOUT_MS, verifyTree, within } = await agentCache();
  let outcome: Awaited<ReturnType<CacheClient['restore']>> | 'timeout' | 'cancelled';
  try {
    const client = await loadCacheClient();
    outcome = await within(client.restore([prefix], c.key), RESTORE_TIMEOUT_MS, o.signal);
  } catch (error) {
    return fallBack(`failed (${(error as Error).message})`, { save: false, busy: false });
  }
  if (outcome === 'cancelled') {
    throw new InstallCancelledError(
      'the job was cancelled while the agent was restored from the Actions cache',
    );
  }
  if (outcome === 'timeout') {
    return fallBack(`did not answer within ${RESTORE_TIMEOUT_MS / 1000} s`, { save: false, busy: true });
  }
  if (outcome.value === undefined) {
    const reason = clientReason(outcome.messages);
    // A miss is the one case worth saving after: a failing service would fail the save too.
    return reason
      ? fallBack(`failed (${reason})`, { save: false, busy: false })
      : fallBack(`has no ${c.key}`, { save: true, busy: false });
  }
  const restoredIn = seconds(started);
  const verifying = Date.now();
  const refused = await verifyTree(prefix, {
    package: pkg,
    version: c.resolved.version,
    integrity: c.resolved.integrity,
  });
  const binary = refused === null ? await binaryInPrefix(prefix, recipe) : null;
  if (binary === null) {
    // What did not verify is not left where the next step (or run) would find it.
    await rm(prefix, { recursive: true, force: true });
    return fallBack(`entry ${c.key} was refused: ${refused ?? `it has no '${recipe.binary}' binary`}`, {
      save: false,
      busy: false,
    });
  }
  o.log(
    `Restored ${pkg}@${c.resolved.version} from the Actions cache (${c.key}) in ${restoredIn}, verified in ${seconds(verifying)}`,
  );
  return { binary };
}

/** Saves the freshly installed tree, before the agent runs (it could change its own files). */
async function saveToCache(o: ResolveOptions, pkg: string, c: CacheSetup, prefix: string): Promise<void> {
  const { clientReason, isForkPullRequest, loadCacheClient, SAVE_TIMEOUT_MS, within, writeManifest } =
    await agentCache();
  if (isForkPullRequest(o.event ?? { payload: {}, error: null })) {
    o.log(
      `Not saving ${pkg}@${c.resolved.version} to the Actions cache: a pull request from a fork never writes it`,
    );
    return;
  }
  const started = Date.now();
  try {
    await writeManifest(prefix, {
      package: pkg,
      version: c.resolved.version,
      integrity: c.resolved.integrity,
    });
    const client = await loadCacheClient();
    const outcome = await within(client.save([prefix], c.key), SAVE_TIMEOUT_MS, o.signal);
    if (outcome === 'cancelled') {
      throw new InstallCancelledError('the job was cancelled while the agent was saved to the Actions cache');
    }
    if (outcome === 'timeout') {
      o.log(
        `Saving ${c.key} to the Actions cache did not finish within ${SAVE_TIMEOUT_MS / 1000} s; going on without it`,
      );
    } else if (outcome.value === -1) {
      o.log(
        `${c.key} was not saved to the Actions cache (${clientReason(outcome.messages) ?? 'the service refused it'})`,
      );
    } else {
      o.log(`Saved ${pkg}@${c.resolved.version} to the Actions cache (${c.key}) in ${seconds(started)}`);
    }
  } catch (error) {
    if (error instanceof InstallCancelledError) throw error;
    o.log(`${c.key} was not saved to the Actions cache (${(error as Error).message})`);
  }
}
