/**
 * Golden files for the report views. A mismatch fails; `UPDATE_GOLDEN=1` rewrites the file (and
 * the test says so), never silently. A missing golden file fails too unless UPDATE_GOLDEN is set.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');

export function expectGolden(relPath: string, actual: string): void {
  const file = join(GOLDEN_DIR, relPath);
  if (process.env['UPDATE_GOLDEN'] === '1') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    console.warn(`golden file rewritten: test/golden/${relPath}`);
    return;
  }
  if (!existsSync(file))
    throw new Error(`missing golden file test/golden/${relPath}; run with UPDATE_GOLDEN=1 to create it`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
