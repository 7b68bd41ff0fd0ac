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

function narrator(args: string[], extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', ...extra },
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('narrator with an ACP recording', () => {
  it('summarize --dialect acp folds the recording of a real Gemini CLI run', () => {
    const r = narrator(['summarize', '--dialect', 'acp', join(FIXTURES, 'gemini-plan-denied.jsonl')]);
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout);
    // end_turn, but its only call was denied: nothing was done.
    expect(json).toMatchObject({ dialect: 'acp', outcome: 'incomplete', outcomeSource: 'inferred' });
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

describe('narrator run --dialect acp: Narrator is the ACP client on the command line too', () => {
  const agent = join(import.meta.dirname, '..', 'fixtures', 'bin', 'hostile-acp.mjs');
  const run = (args: string[], extra: Record<string, string> = {}) =>
    narrator(['run', '--dialect', 'acp', ...args, '--', process.execPath, agent], {
      FAKE_BYTES: '1000',
      ...extra,
    });

  it('sends the prompt, answers by --permission-mode (plan: refused), narrates, exits by the outcome', () => {
    const r = run(['--prompt', 'go', '--permission-mode', 'plan']);
    // Its one call was refused and none succeeded: incomplete, which fails by default.
    expect(r.code).toBe(1);
    // The agent's own report of Narrator's answers: unserved requests got errors, the edit a refusal.
    expect(r.stdout).toMatch(/fs:-32601 odd:-32601 permission:no/);
    expect(r.stdout).toMatch(/1 denied/);
  });

  it('an answer while its own call runs is no success: incomplete, exit 1', () => {
    const r = run(['--prompt', 'go'], { FAKE_MODE: 'early' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/incomplete/);
  });

  it('refused before the launch without a prompt, or with a mode an ACP run cannot answer by (exit 2)', () => {
    expect(run([]).stderr).toMatch(/give --prompt TEXT/);
    expect(run(['--prompt', 'go', '--permission-mode', 'yolo']).stderr).toMatch(
      /--permission-mode must be plan/,
    );
    expect(narrator(['run', '--permission-mode', 'plan', '--', 'x']).stderr).toMatch(/give --dialect acp/);
  });
});
