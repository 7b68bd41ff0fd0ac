/**
 * dist/ is committed (the Action runs it, `narrator` is dist/cli.js): it must be exactly what the
 * build script makes from the current sources. Builds into a temp dir and compares byte for byte.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build, CHUNK_DIR, ENTRIES, ROOT } from '../../scripts/build.mjs';

const fresh = mkdtempSync(join(tmpdir(), 'narrator-dist-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('dist/ is up to date', () => {
  it('every bundle equals a fresh build of the sources (else: run npm run build)', async () => {
    const built: string[] = await build({ outdir: fresh });
    // Every entry, plus the chunks of split entries (dist/chunks/*).
    for (const entry of ENTRIES as Array<{ out: string }>) expect(built).toContain(entry.out);
    expect(built).toContain('cli.js');
    const chunkDir = join(ROOT as string, 'dist', CHUNK_DIR as string);
    const committedChunks = existsSync(chunkDir) ? readdirSync(chunkDir).map((f) => `${CHUNK_DIR}/${f}`) : [];
    const stale = committedChunks.filter((f) => !built.includes(f));
    if (stale.length > 0) throw new Error(`dist/ has stale chunks (${stale.join(', ')}): run npm run build`);
    for (const name of built) {
      const committed = join(ROOT as string, 'dist', name);
      let current: Buffer;
      try {
        current = readFileSync(committed);
      } catch {
        throw new Error(`dist/${name} is missing: run npm run build`);
      }
      const expected = readFileSync(join(fresh, name));
      if (!current.equals(expected))
        throw new Error(`dist/${name} is stale: run npm run build (and commit dist/)`);
    }
  });

  it('dist/cli.js starts with the node shebang and is executable', () => {
    const cli = join(ROOT as string, 'dist', 'cli.js');
    expect(readFileSync(cli, 'utf8').split('\n', 1)[0]).toBe('#!/usr/bin/env node');
    expect(statSync(cli).mode & 0o111).not.toBe(0);
  });
});
