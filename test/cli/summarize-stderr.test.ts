/**
 * `narrator summarize --stderr FILE` and the Action agree on the same run: the saved stderr reaches
 * the dialect exactly as the Action feeds it live, so the tools Codex's sandbox blocked (which it
 * reports only on stderr) are denials in both. Real Codex captures (test/fixtures/codex/real-*).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { FIXTURES_DIR, foldFixture, loadFixture } from '../support/dialect-fixtures.js';

let dir: string;
let cli: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-cli-stderr-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function summarize(name: string, extra: string[] = []): Record<string, unknown> {
  const fixture = loadFixture('codex', name);
  const r = spawnSync(
    process.execPath,
    [
      cli,
      'summarize',
      join(FIXTURES_DIR, 'codex', `${name}.jsonl`),
      '--exit-code',
      String(fixture.exit.exitCode),
      ...extra,
    ],
    { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } },
  );
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

describe('narrator summarize --stderr: the same denials as the Action', () => {
  for (const name of ['real-blocked-read-only']) {
    it(`${name}: the sandbox's refusals on stderr are denials, as the Action counts them`, () => {
      const action = foldFixture('codex', name); // pushStderr, as the Action feeds it
      expect(action.permissionDenials.length).toBeGreaterThan(0);
      const cli = summarize(name, ['--stderr', join(FIXTURES_DIR, 'codex', `${name}.stderr`)]);
      expect(cli['permissionDenials']).toEqual(
        action.permissionDenials.map((d) => ({ tool: d.tool, input: d.input, toolUseId: d.toolUseId })),
      );
      expect(cli['outcome']).toBe(action.outcome);
      // Without the stderr file the stream alone shows none: the file is what carries them.
      expect(summarize(name)['permissionDenials']).toEqual([]);
    });
  }
});
