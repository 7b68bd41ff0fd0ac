// Bundles the entry points into dist/ (committed: the Action runs dist/ directly, and `narrator`
// is dist/cli.js). `node scripts/build.mjs [--outdir DIR]`; test/build/dist-fresh.test.ts builds
// into a temp dir with the same function and compares, so dist/ can never silently go stale.
//
// Output is deterministic: no timestamps, no source maps (they would embed the outdir), the same
// inputs always give the same bytes.

import { chmod, mkdir, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Source entry -> bundle name in the outdir. `split`: modules the entry loads with `import()` go
 * to separate files under CHUNK_DIR, so node does not even parse them before they are needed. The
 * Action's main entry does that for start-up time: it loads the engine (zod, dialects), the
 * renderers and Octokit only after the agent was spawned (bench/startup.mjs: start to spawn).
 */
export const ENTRIES = [
  // Split too: each command loads its own modules (src/cli.ts), so `summarize` starts quickly.
  { source: 'src/cli.ts', out: 'cli.js', executable: true, split: true },
  { source: 'src/main.ts', out: 'index.js', executable: false, split: true },
  { source: 'src/post.ts', out: 'post.js', executable: false, split: false },
  // The stream log's worker thread, started by path from src/action/log/stream-log.ts.
  { source: 'src/action/log/log-worker.ts', out: 'log-worker.js', executable: false, split: false },
  // Loaded by path (src/runner/load-artifact-client.ts) only when an artifact is uploaded or read.
  { source: 'src/runner/artifact-client.ts', out: 'artifact-client.js', executable: false, split: false },
  // Loaded by path (src/agent/agent-cache.ts) only when install: auto restores or saves an agent.
  // Its @actions/core is a collector (src/agent/cache-client-log.ts): the client's own log lines
  // come back to the Action, which says the outcome in one line.
  {
    source: 'src/agent/cache-client.ts',
    out: 'cache-client.js',
    executable: false,
    split: false,
    alias: { '@actions/core': './src/agent/cache-client-log.ts' },
  },
  // The aggregate action (aggregate/action.yml): the board and the gate of a matrix.
  { source: 'src/aggregate/main.ts', out: 'aggregate.js', executable: false, split: false },
];

/** Where split entries put their chunks (names carry a content hash: same input, same name). */
export const CHUNK_DIR = 'chunks';

// Bundled CommonJS dependencies call require(); ESM output has none, so give them one. Asked of
// process.getBuiltinModule like every other builtin (builtinsOnDemand below): no import binding
// (a bundled ESM dependency may import `createRequire` itself, as one in @actions/artifact's chunk
// does), and no ES module face of node:module to build.
const BANNER = "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);";

/**
 * @actions/core imports @actions/http-client (and through it undici, ~770 KB) only for its OIDC
 * helper, which Narrator never calls. These packages declare no `sideEffects`, so esbuild keeps
 * them and node evaluates them at start-up. Marking them side-effect free lets tree shaking drop
 * them when unused (and keeps them, unchanged, wherever they are used): the Action reaches the
 * agent's spawn sooner (bench/startup.mjs).
 */
const SIDE_EFFECT_FREE = /^(?:undici|@actions\/http-client|tunnel)$/;
const sideEffectFree = {
  name: 'side-effect-free',
  setup(b) {
    b.onResolve({ filter: SIDE_EFFECT_FREE }, async (args) => {
      if (args.pluginData === 'resolved') return undefined;
      const result = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolved',
      });
      return result.errors.length > 0 ? result : { ...result, sideEffects: false };
    });
  },
};

/**
 * `import { readSync } from 'node:fs'` makes node build the builtin's ES module face, which reads
 * every export of it, lazy ones included: importing node:fs that way loads node:fs/promises,
 * readline, the REPL's history and 30 more internal modules (~3 ms), node:util the streams and
 * worker_threads. An entry point pays that for every builtin it imports, before its first line
 * runs. So each builtin an ES module imports becomes a small module that asks
 * `process.getBuiltinModule` for it and reads only the names the bundle uses: every other export
 * is a pure call, which tree shaking removes. `require()` calls (bundled CommonJS dependencies)
 * are left alone: a CommonJS require reads nothing it is not asked for.
 */
const builtinsOnDemand = {
  name: 'builtins-on-demand',
  setup(b) {
    b.onResolve({ filter: /^[a-z0-9:_/]+$/ }, (args) => {
      if (args.kind !== 'import-statement' || !isBuiltin(args.path)) return undefined;
      return { path: args.path.startsWith('node:') ? args.path : `node:${args.path}`, namespace: 'builtin' };
    });
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
      const names = Object.keys(process.getBuiltinModule(args.path)).filter(
        (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
      );
      const lines = [
        `const __builtin = process.getBuiltinModule(${JSON.stringify(args.path)});`,
        'const __read = (name) => __builtin[name];',
        'export default __builtin;',
        ...names.map((name) => `export const ${name} = /* @__PURE__ */ __read(${JSON.stringify(name)});`),
      ];
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

/** Build every entry into `outdir` (a missing source fails); returns every file written (entries and chunks). */
export async function build({ outdir = join(ROOT, 'dist') } = {}) {
  await mkdir(outdir, { recursive: true });
  // Chunks are named by content hash: clear the old ones so none is left behind stale.
  await rm(join(outdir, CHUNK_DIR), { recursive: true, force: true });
  const built = [];
  for (const entry of ENTRIES) {
    const outfile = join(outdir, entry.out);
    const common = {
      absWorkingDir: ROOT,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      // esbuild keeps an entry's `#!` line first, above the banner.
      banner: { js: BANNER },
      legalComments: 'none',
      sourcemap: false,
      minify: false,
      plugins: [sideEffectFree, builtinsOnDemand],
      metafile: true,
      logLevel: 'warning',
      ...(entry.alias ? { alias: entry.alias } : {}),
    };
    const result = entry.split
      ? await esbuild.build({
          ...common,
          entryPoints: { [entry.out.replace(/\.js$/, '')]: entry.source },
          outdir,
          splitting: true,
          chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
        })
      : await esbuild.build({ ...common, entryPoints: [entry.source], outfile });
    if (entry.executable) await chmod(outfile, 0o755);
    built.push(entry.out);
    for (const file of Object.keys(result.metafile.outputs)) {
      const name = relative(outdir, resolve(ROOT, file)).split('\\').join('/');
      if (!built.includes(name)) built.push(name);
    }
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--outdir');
  const outdir = i === -1 ? undefined : resolve(process.argv[i + 1] ?? '');
  try {
    const built = await build(outdir ? { outdir } : {});
    console.log(`built ${built.join(', ')} into ${outdir ?? join(ROOT, 'dist')}`);
  } catch (error) {
    console.error('build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
