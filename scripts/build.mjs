// Bundles the entry points into dist/ (committed: the Action runs dist/ directly, and `narrator`
// is dist/cli.js). `node scripts/build.mjs [--outdir DIR]`; test/build/dist-fresh.test.ts builds
// into a temp dir with the same function and compares, so dist/ can never silently go stale.
//
// Output is deterministic: no timestamps, no source maps (they would embed the outdir), the same
// inputs always give the same bytes.

import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Source entry -> bundle name in the outdir. */
export const ENTRIES = [
  { source: 'src/cli.ts', out: 'cli.js', executable: true },
  { source: 'src/main.ts', out: 'index.js', executable: false },
  { source: 'src/post.ts', out: 'post.js', executable: false },
];

// Bundled CommonJS dependencies call require(); ESM output has none, so give them one.
const BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * The entries that exist. main.ts and post.ts are written by another part of the team; until they
 * exist only cli.js is built. (Lead: drop this filter once both exist, so a missing entry fails.)
 */
export function presentEntries() {
  return ENTRIES.filter((e) => existsSync(join(ROOT, e.source)));
}

/** Build every present entry into `outdir`; returns the bundle file names. */
export async function build({ outdir = join(ROOT, 'dist') } = {}) {
  await mkdir(outdir, { recursive: true });
  const built = [];
  for (const entry of presentEntries()) {
    const outfile = join(outdir, entry.out);
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [entry.source],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      // esbuild keeps an entry's `#!` line first, above the banner.
      banner: { js: BANNER },
      legalComments: 'none',
      sourcemap: false,
      minify: false,
      logLevel: 'warning',
    });
    if (entry.executable) await chmod(outfile, 0o755);
    built.push(entry.out);
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
