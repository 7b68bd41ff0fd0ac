/**
 * `narrator summarize|render` read an ACP recording (the stream log of an ACP run) with the same
 * fold as the live run: declared with `--dialect acp`, or detected. The CLI is the real bundle.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';

let dir: string;
let cli: string;
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'acp');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-acp-cli-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function narrator(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('narrator with an ACP recording', () => {
  it('summarize --dialect acp folds the recording of a real Gemini CLI run', () => {
    const r = narrator(['summarize', '--dialect', 'acp', join(FIXTURES, 'gemini-plan-denied.jsonl')]);
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ dialect: 'acp', outcome: 'success', outcomeSource: 'terminal_frame' });
    expect(json.permissionDenials).toHaveLength(1);
  });

  it('summarize detects ACP without --dialect', () => {
    const r = narrator(['summarize', join(FIXTURES, 'gemini-api-500.jsonl')]);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({ dialect: 'acp', outcome: 'error' });
  });

  it('render shows the calls of the recording', () => {
    const r = narrator(['render', '--dialect', 'acp', join(FIXTURES, 'gemini-edit.jsonl')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/edit/);
    expect(r.stdout).toMatch(/alpha is now beta/);
  });
});
