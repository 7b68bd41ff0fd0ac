/**
 * What a person reads when the CLI is given the wrong thing: the bundled CLI (built into a temp dir,
 * which has no examples/ next to it, as an installed or copied dist/cli.js) run as a subprocess.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { CAPTURES_DIR } from '../support/captures.js';

let dir: string;
let cli: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-cli-words-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function narrator(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('narrator aggregate given a raw stream', () => {
  it('a real capture (NDJSON): says it is a stream and to run summarize first', () => {
    const stream = join(CAPTURES_DIR, '03-tools', 'stdout.jsonl');
    const r = narrator(['aggregate', stream]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("an agent's stream (one JSON frame a line), not a leg record or summary.json");
    expect(r.stderr).toContain(`narrator summarize ${stream} > summary.json`);
    expect(r.stderr).not.toContain('Unexpected non-whitespace');
  });

  it('a one-frame stream (Claude Code --output-format json) reads the same', () => {
    const r = narrator(['aggregate', join(CAPTURES_DIR, '09-json-output', 'stdout.jsonl')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("an agent's stream");
  });
});

describe('narrator demo outside a checkout', () => {
  it('says the capture is not there and what to do instead of crashing with ENOENT', () => {
    const r = narrator(['demo', '--speed', 'max']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^narrator: demo: the bundled capture is not next to this program \(looked in /);
    expect(r.stderr).toContain('narrator watch FILE');
    expect(r.stderr).not.toContain('internal error');
    expect(r.stderr).not.toContain('    at ');
  });
});
