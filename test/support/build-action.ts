/**
 * Bundles the Action's entries with the project's own build (scripts/build.mjs) into a temp dir,
 * once per test file, so tests exercise the real bundle without touching the committed dist/.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './fake-agents.js';

export async function buildActionBundle(): Promise<{
  index: string;
  post: string;
  aggregate: string;
  dir: string;
}> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'narrator-dist-'));
  const { build } = (await import(path.join(REPO_ROOT, 'scripts/build.mjs'))) as {
    build: (o: { outdir: string }) => Promise<string[]>;
  };
  await build({ outdir });
  return {
    index: path.join(outdir, 'index.js'),
    post: path.join(outdir, 'post.js'),
    aggregate: path.join(outdir, 'aggregate.js'),
    dir: outdir,
  };
}
