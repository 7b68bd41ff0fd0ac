#!/usr/bin/env node
// The first minute: time from the step's start to the agent's spawn (dist/index.js's own
// `narrator-timing spawn-ms=N`, NARRATOR_DEBUG_TIMING=1) for the real opencode package with
//   never  install: never, the CLI already on PATH (the baseline: what a pre-installed runner pays)
//   cold   install: auto, an empty Actions cache: one registry metadata request, the download from
//          the registry (paced like a real download), npm's extraction, the tree hashed and saved
//   warm   install: auto, the entry the cold run saved: one metadata request, the restore (download
//          from the cache service at loopback speed, zstd + tar), the tree hash verified
// in alternation, so all three see the same machine load; medians and ratios to `never` within one
// run are what to compare (the machine may be shared: absolute figures are noisy).
// The cache service and the registry are the loopback fakes of the tests
// (test/support/fake-cache-service.ts, test/support/npm-registry.ts, run by Node's type stripping).
// Each run is stopped (SIGINT, as the runner cancels) once the agent was spawned.
//
//   node bench/agent-install.mjs [runs=3]   (build first: npm run build)
//   BENCH_REGISTRY_MBPS: the registry's pace in MB/s (default 20).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The brief's target: a warm start within 1.5× of a pre-installed CLI. */
const TARGET_RATIO = 1.5;

function installedOpencode() {
  const line = execFileSync(
    process.execPath,
    [path.join(root, 'scripts/install-agents.mjs'), 'opencode', '--json'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
    .trim()
    .split('\n')
    .at(-1);
  return JSON.parse(line);
}

/** One step: resolves with ms from process start to the agent's spawn, then stops the step. */
function measureOnce(entry, env, dir) {
  for (const f of ['out', 'summary', 'state']) writeFileSync(path.join(dir, f), '');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      cwd: path.join(dir, 'workspace'),
      env: {
        HOME: path.join(dir, 'home'),
        FAKE_TIME_SCALE: '0',
        NARRATOR_DEBUG_TIMING: '1',
        GITHUB_OUTPUT: path.join(dir, 'out'),
        GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
        GITHUB_STATE: path.join(dir, 'state'),
        RUNNER_TEMP: path.join(dir, 'runner-temp'),
        RUNNER_TOOL_CACHE: path.join(dir, 'tool-cache'),
        GITHUB_WORKSPACE: path.join(dir, 'workspace'),
        INPUT_AGENT: 'opencode',
        INPUT_PROMPT: 'hello',
        'INPUT_AGENT-VERSION': 'latest',
        'INPUT_COMMENT-ON': 'none',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let ms = null;
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = ms === null ? /narrator-timing spawn-ms=([\d.]+)/.exec(out) : null;
      if (m) {
        ms = Number(m[1]);
        child.kill('SIGINT');
      }
    });
    child.stderr.on('data', (d) => {
      out += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10 * 60_000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      if (ms === null) reject(new Error(`no timing line:\n${out.slice(-3000)}`));
      else resolve({ ms, log: out });
    });
  });
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function agentInstallBench({ runs = 3, mbps = 20 } = {}) {
  const entry = path.join(root, 'dist/index.js');
  for (const file of [entry, path.join(root, 'dist/cache-client.js')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const { FakeCacheService } = await import(
    pathToFileURL(path.join(root, 'test/support/fake-cache-service.ts')).href
  );
  const { packInstalled, startTarballRegistry } = await import(
    pathToFileURL(path.join(root, 'test/support/npm-registry.ts')).href
  );
  const install = installedOpencode();
  const modules = path.dirname(path.dirname(path.dirname(realpathSync(install.binary))));
  const platformPackage = `opencode-${process.platform}-${os.arch()}`;
  const tarballs = packInstalled(
    [path.join(modules, 'opencode-ai'), path.join(modules, platformPackage)],
    path.join(root, '.tmp', 'packed'),
  );
  const registry = await startTarballRegistry(tarballs, { bytesPerSecond: mbps * 1e6 });
  // One runner folder for every run (the cache's entries are of its tool cache's path, as on a
  // hosted runner, where it is always /opt/hostedtoolcache); emptied between runs.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-install-bench-'));
  const results = { never: [], cold: [], warm: [] };
  const lines = { cold: '', warm: '' };
  const floor = {};
  let cache = null;
  try {
    for (let i = 0; i < runs; i++) {
      for (const kind of ['never', 'cold', 'warm']) {
        for (const sub of ['tool-cache', 'runner-temp', 'workspace', 'home', 'npm-cache']) {
          rmSync(path.join(dir, sub), { recursive: true, force: true });
          mkdirSync(path.join(dir, sub), { recursive: true });
        }
        if (kind === 'cold') {
          await cache?.close();
          cache = await FakeCacheService.start();
        }
        const scopes = { read: ['refs/heads/main'], write: 'refs/heads/main' };
        const env =
          kind === 'never'
            ? {
                PATH: [install.binDir, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
                INPUT_INSTALL: 'never',
              }
            : {
                PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
                INPUT_INSTALL: 'auto',
                ...cache.env(scopes),
                npm_config_registry: registry.url,
                npm_config_cache: path.join(dir, 'npm-cache'),
                npm_config_fetch_retries: '0',
              };
        const { ms, log } = await measureOnce(entry, env, dir);
        results[kind].push(ms);
        if (kind !== 'never') {
          lines[kind] = log
            .split('\n')
            .filter((l) => /Actions cache|Installed|Installing|Saved|Restored/.test(l))
            .join('\n  ');
          if (kind === 'warm' && !/Restored/.test(log))
            throw new Error(`the warm run did not restore:\n${log.slice(-3000)}`);
        }
      }
    }
    // The floor under any restore: the same archive decompressed and extracted by zstd and tar
    // alone, and the tree hashed (what the warm run adds to that is the client and the lookups).
    const blob = cache.entries.find((e) => e.finalized)?.blob;
    if (blob) {
      const archive = path.join(dir, 'cache.tzst');
      writeFileSync(archive, blob);
      // Its members are relative to the workspace (../tool-cache/…), as the client writes them.
      const out = path.join(dir, 'extract');
      mkdirSync(path.join(out, 'workspace'), { recursive: true });
      let t = performance.now();
      execFileSync(
        'tar',
        ['--use-compress-program', 'zstd -d', '-xPf', archive, '-C', path.join(out, 'workspace')],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      floor.extractMs = performance.now() - t;
      const { treeHash } = await import(pathToFileURL(path.join(root, 'src/agent/agent-cache.ts')).href);
      t = performance.now();
      const tree = await treeHash(path.join(out, 'tool-cache'));
      floor.hashMs = performance.now() - t;
      floor.archiveMB = blob.length / 1e6;
      floor.treeMB = tree.bytes / 1e6;
    }
  } finally {
    await cache?.close();
    await registry.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const m = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, median(v)]));
  const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `opencode-ai ${install.version}, ${runs} runs each, alternating; registry paced at ${mbps} MB/s`,
  );
  console.log(`  install: never (on PATH)  median ${fmt(m.never)}  [${results.never.map(fmt).join(', ')}]`);
  console.log(
    `  install: auto, cold cache median ${fmt(m.cold)}  [${results.cold.map(fmt).join(', ')}]  ${(m.cold / m.never).toFixed(1)}× never`,
  );
  console.log(
    `  install: auto, warm cache median ${fmt(m.warm)}  [${results.warm.map(fmt).join(', ')}]  ${(m.warm / m.never).toFixed(1)}× never (target <= ${TARGET_RATIO}×)`,
  );
  if (floor.extractMs !== undefined) {
    console.log(
      `  floor: zstd + tar alone extract the ${floor.archiveMB.toFixed(0)} MB entry (${floor.treeMB.toFixed(0)} MB tree) in ${fmt(floor.extractMs)}; ` +
        `hashing the tree takes ${fmt(floor.hashMs)}`,
    );
  }
  console.log(`  the cold run's lines:\n  ${lines.cold}`);
  console.log(`  the warm run's lines:\n  ${lines.warm}`);
  return { ...m, results, floor };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await agentInstallBench({
      runs: Number(process.argv[2] ?? 3),
      mbps: Number(process.env.BENCH_REGISTRY_MBPS ?? 20),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  }
}
