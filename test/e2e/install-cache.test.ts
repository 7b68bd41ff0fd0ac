// `install: auto` with the GitHub Actions cache, through the Action's bundle (dist/index.js built
// by build-action.ts), with the real opencode CLI package, the real @actions/cache client
// (dist/cache-client.js) and three loopback servers: the fake GitHub, the fake Actions cache service
// (test/support/fake-cache-service.ts) and an npm registry serving the real opencode-ai and
// opencode-linux-x64 tarballs (`npm pack` of the pinned, installed packages; the 177 MB binary).
//
// 1. Cold: a miss, the download, the tree saved (with its manifest); warm: restored, verified, no
//    tarball downloaded, the agent answers.
// 2. Hostile: an entry whose files were altered is refused and the package downloaded; a service
//    answering 500, or hanging, costs bounded time and the package is downloaded; a fork's pull
//    request never writes the cache; a version with path characters is refused before anything.

import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESTORE_TIMEOUT_MS } from '../../src/agent/agent-cache.js';
import { AGENT_CLI_VERSIONS, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { type CacheScopes, FakeCacheService } from '../support/fake-cache-service.js';
import { packInstalled, startTarballRegistry, type TarballRegistry } from '../support/npm-registry.js';
import { reply } from '../support/openai-chat-server.js';
import { type OpencodeActionRun, runOpencodeAction } from '../support/opencode-action.js';
import { describeActionRun } from '../support/run-action.js';

const VERSION = AGENT_CLI_VERSIONS.opencode;
const PLATFORM_PACKAGE = `opencode-${process.platform}-${os.arch()}`;
const KEY = `narrator-agent-opencode-opencode-ai-${VERSION}-${process.platform}-${os.arch()}-node${process.versions.node.split('.')[0]}`;
/** A pull request from a branch of the repository itself: its runs write the PR's own scope. */
const SAME_REPO_PR: CacheScopes = {
  read: ['refs/pull/7/merge', 'refs/heads/main'],
  write: 'refs/pull/7/merge',
};

const cleanups: Array<() => Promise<void> | void> = [];
let bundle: Promise<{ index: string }> | null = null;
let registry: TarballRegistry;
let cache: FakeCacheService;
/** One tool cache path for every run: the cache's entries are of this path (as on a hosted runner). */
let toolCache: string;

beforeAll(async () => {
  const install = await ensureAgentCli('opencode');
  // <install>/node_modules/opencode-<platform>/bin/opencode
  const modules = path.dirname(path.dirname(path.dirname(fs.realpathSync(install.binary))));
  const dirs = [path.join(modules, 'opencode-ai'), path.join(modules, PLATFORM_PACKAGE)].map((d) =>
    fs.realpathSync(d),
  );
  const tarballs = packInstalled(dirs, path.join(REPO_ROOT, '.tmp', 'packed'));
  registry = await startTarballRegistry(tarballs);
  cache = await FakeCacheService.start();
  toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-tool-cache-'));
  cleanups.push(
    () => registry.close(),
    () => cache.close(),
    () => fs.rmSync(toolCache, { recursive: true, force: true }),
  );
}, 10 * 60_000);

afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function event(fork: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-cache-event-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'event.json');
  const author = { login: 'octo-dev', type: 'User' };
  fs.writeFileSync(
    file,
    JSON.stringify({
      action: 'opened',
      number: 7,
      pull_request: {
        number: 7,
        head: { ref: 'feature', repo: { full_name: fork ? 'stranger/app' : 'octo/app' } },
        base: { ref: 'main', repo: { full_name: 'octo/app' } },
        user: author,
      },
      repository: { name: 'app', owner: { login: 'octo' }, full_name: 'octo/app' },
      sender: author,
    }),
  );
  return file;
}

async function run(
  o: {
    scopes?: CacheScopes;
    fork?: boolean;
    version?: string;
    inputs?: Record<string, string>;
    onStart?: (child: ChildProcess) => void;
  } = {},
): Promise<OpencodeActionRun> {
  bundle ??= buildActionBundle();
  const { index } = await bundle;
  // A fresh runner: nothing of an earlier run on disk.
  fs.rmSync(path.join(toolCache, 'narrator-agents'), { recursive: true, force: true });
  const npmCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-npm-cache-'));
  cleanups.push(() => fs.rmSync(npmCache, { recursive: true, force: true }));
  const r = await runOpencodeAction(null, index, {
    model: () => ({ replies: [reply('Installed and answering.')] }),
    inputs: () => ({ prompt: 'Hello', install: 'auto', 'agent-version': o.version ?? 'latest', ...o.inputs }),
    env: {
      RUNNER_TOOL_CACHE: toolCache,
      GITHUB_EVENT_PATH: event(o.fork ?? false),
      ...cache.env(o.scopes ?? SAME_REPO_PR),
      npm_config_registry: registry.url,
      npm_config_offline: undefined,
      npm_config_cache: npmCache,
    },
    timeoutMs: 6 * 60_000,
    ...(o.onStart ? { onStart: o.onStart } : {}),
  });
  cleanups.push(r.cleanup);
  return r;
}

function expectAnswered(r: OpencodeActionRun): void {
  expect(r.run.code, describeActionRun(r.run)).toBe(0);
  expect(r.run.outputs).toMatchObject({ outcome: 'success', result: 'Installed and answering.' });
}

const tarballDownloads = () => registry.downloads.filter((d) => d.startsWith('opencode-')).length;

describe('install: auto keeps the agent in the Actions cache', () => {
  test('cold: a miss, the download, the tree saved; warm: restored and verified, nothing downloaded', {
    timeout: 15 * 60_000,
  }, async () => {
    const cold = await run();
    expectAnswered(cold);
    const log = cold.run.stdout;
    // latest was resolved to the exact version before the cache was asked.
    expect(log).toContain(`The Actions cache has no ${KEY}: downloading opencode-ai@${VERSION}`);
    expect(log).toMatch(new RegExp(`Installed opencode-ai@${VERSION.replace(/\./g, '\\.')} in`));
    expect(log, describeActionRun(cold.run)).toContain(
      `Saved opencode-ai@${VERSION} to the Actions cache (${KEY})`,
    );
    expect(tarballDownloads()).toBe(2);
    const entry = cache.entry(KEY, 'refs/pull/7/merge');
    expect(entry?.sizeBytes).toBeGreaterThan(10_000_000);
    // The client's own lines (its "Cache Size" and progress) are not in the job log.
    expect(log).not.toMatch(/Cache Size|Cache saved successfully|::warning::Failed/);

    const warm = await run();
    expectAnswered(warm);
    expect(warm.run.stdout, describeActionRun(warm.run)).toMatch(
      new RegExp(
        `Restored opencode-ai@${VERSION.replace(/\./g, '\\.')} from the Actions cache \\(${KEY}\\) in [\\d.]+ s, verified in [\\d.]+ s`,
      ),
    );
    expect(warm.run.stdout).not.toContain('Installing opencode-ai');
    expect(tarballDownloads()).toBe(2); // nothing downloaded again
    // Only one metadata request per run: the packument of opencode-ai.
    expect(registry.requests.filter((r) => r === '/opencode-ai')).toHaveLength(3); // cold: ours + npm's; warm: ours
  });

  test('an entry whose files were altered is refused, and the package downloaded', {
    timeout: 15 * 60_000,
  }, async () => {
    const entry = cache.entry(KEY, 'refs/pull/7/merge');
    expect(entry?.blob, 'the first test saved the entry').toBeTruthy();
    // Change one byte of a file inside the archive (tar checksums headers, not contents).
    const tar = execFileSync('zstd', ['-d', '-c', '--long=30'], { input: entry!.blob!, maxBuffer: 1 << 30 });
    const at = tar.indexOf('postinstall script was not run');
    expect(at).toBeGreaterThan(0);
    tar.write('P', at);
    entry!.blob = execFileSync('zstd', ['-c', '-1'], { input: tar, maxBuffer: 1 << 30 });
    const before = tarballDownloads();

    const r = await run();
    expectAnswered(r);
    expect(r.run.stdout, describeActionRun(r.run)).toContain(
      `The Actions cache entry ${KEY} was refused: its files differ from the ones it was saved with: downloading opencode-ai@${VERSION}`,
    );
    expect(r.run.stdout).toMatch(/Installed opencode-ai@\S+ in/);
    expect(tarballDownloads()).toBe(before + 2);
    // The refused entry still exists in the service: the download is not saved over it.
    expect(cache.calls.filter((c) => c === 'CreateCacheEntry')).toHaveLength(1);
  });

  test('a cache service answering 500, or hanging, costs bounded time and the package is downloaded', {
    timeout: 15 * 60_000,
  }, async () => {
    cache.failWith = 500;
    const failing = await run();
    cache.failWith = null;
    expectAnswered(failing);
    expect(failing.run.stdout, describeActionRun(failing.run)).toMatch(
      /The Actions cache failed \(Failed to restore: .*500.*\): downloading opencode-ai@/,
    );
    expect(failing.run.stdout).toMatch(/Installed opencode-ai@\S+ in/);

    cache.hang = true;
    const started = Date.now();
    const hanging = await run();
    cache.hang = false;
    expectAnswered(hanging);
    expect(hanging.run.stdout, describeActionRun(hanging.run)).toContain(
      `The Actions cache did not answer within ${RESTORE_TIMEOUT_MS / 1000} s: downloading opencode-ai@${VERSION}`,
    );
    expect(hanging.run.stdout).toMatch(/Installed opencode-ai@\S+ in/);
    // Bounded: the restore's limit, then the install and the run.
    expect(Date.now() - started).toBeLessThan(RESTORE_TIMEOUT_MS + 4 * 60_000);
  });

  test('the runner cancelling while the cache hangs stops the step at once', {
    timeout: 5 * 60_000,
  }, async () => {
    cache.hang = true;
    let sentAt = 0;
    const r = await run({
      onStart: (child) => {
        const calls = cache.calls.length;
        const poll = setInterval(() => {
          if (!cache.calls.slice(calls).includes('GetCacheEntryDownloadURL')) return;
          clearInterval(poll);
          sentAt = Date.now();
          child.kill('SIGINT'); // the runner's first signal when a job is cancelled
        }, 25);
        child.on('exit', () => clearInterval(poll));
      },
    }).finally(() => {
      cache.hang = false;
    });
    expect(sentAt, describeActionRun(r.run)).toBeGreaterThan(0);
    expect(Date.now() - sentAt).toBeLessThan(15_000);
    expect(r.run.code, describeActionRun(r.run)).toBe(1);
    expect(r.run.outputs).toMatchObject({ outcome: 'cancelled' });
    expect(r.run.stdout).not.toContain('Installing opencode-ai');
  });

  test("a fork's pull request never writes the cache", { timeout: 15 * 60_000 }, async () => {
    // A token that could write (pull_request_target runs in the base repository's scope).
    const scopes: CacheScopes = { read: ['refs/heads/main'], write: 'refs/heads/main' };
    const creates = () => cache.calls.filter((c) => c === 'CreateCacheEntry').length;
    const before = creates();
    const r = await run({ scopes, fork: true });
    expectAnswered(r);
    expect(r.run.stdout, describeActionRun(r.run)).toContain(
      `Not saving opencode-ai@${VERSION} to the Actions cache: a pull request from a fork never writes it`,
    );
    expect(creates()).toBe(before);
    expect(cache.entry(KEY, 'refs/heads/main')).toBeUndefined();
  });

  test('install-cache: false never asks the cache', { timeout: 15 * 60_000 }, async () => {
    const before = cache.calls.length;
    const r = await run({ inputs: { 'install-cache': 'false' } });
    expectAnswered(r);
    expect(r.run.stdout).not.toContain('Actions cache');
    expect(cache.calls.length).toBe(before);
  });

  test('a version with path characters is refused before any path is built from it', {
    timeout: 5 * 60_000,
  }, async () => {
    const requests = registry.requests.length;
    const calls = cache.calls.length;
    const r = await run({ version: '../../../escaped' });
    expect(r.run.code, describeActionRun(r.run)).toBe(1);
    expect(r.run.outputs['error']).toContain(
      "'../../../escaped' is not a version of opencode-ai Narrator installs: it holds a path character",
    );
    // Nothing was made outside the cache folder, nothing asked.
    expect(fs.existsSync(path.join(toolCache, 'escaped'))).toBe(false);
    expect(fs.existsSync(path.join(toolCache, 'narrator-agents'))).toBe(false);
    expect(registry.requests.length).toBe(requests);
    expect(cache.calls.length).toBe(calls);
  });
});
