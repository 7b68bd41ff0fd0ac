/**
 * `narrator aggregate FILES|DIR` as a real program (src/cli.ts bundled by the build script, run in
 * a subprocess): the board and verdict from summary.json files that `narrator summarize` wrote for
 * real captures, plus a leg record, with the exit status by --require.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { record } from '../aggregate/records.js';
import { CAPTURES_DIR } from '../support/captures.js';

let dir: string;
let cli: string;
let legs: string;

function narrator(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** summary.json of a real capture, as `narrator summarize` (and the Action) write it. */
function summarize(scenario: string, exitCode: string, into: string): void {
  const r = narrator(['summarize', join(CAPTURES_DIR, scenario, 'stdout.jsonl'), '--exit-code', exitCode]);
  expect(r.code).toBe(0);
  mkdirSync(into, { recursive: true });
  writeFileSync(join(into, 'summary.json'), r.stdout);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-aggregate-cli-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
  legs = join(dir, 'legs');
  summarize('03-tools', '0', join(legs, 'narrator-agent-1-claude'));
  summarize('05-max-turns-1', '1', join(legs, 'narrator-agent-1-claude-short'));
  summarize('06c-persistent-500', '1', join(legs, 'nested', 'narrator-agent-1-retry'));
  // A leg record, as publish-result uploads it, next to a summary.json of the same run: one leg.
  const both = join(legs, 'narrator-leg-1-agent_codex');
  mkdirSync(both, { recursive: true });
  writeFileSync(
    join(both, 'narrator-leg.json'),
    JSON.stringify(record({ matrix: { agent: 'codex' }, outcome: 'success' })),
  );
  summarize('03-tools', '0', both);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('narrator aggregate', () => {
  it('reads a directory of runs: one row per leg, totals, reasons, verdict; exit 1 when require all fails', () => {
    const r = narrator(['aggregate', legs]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Narrator board: ❌ 2 of 4 legs succeeded \(require all\)/);
    for (const leg of [
      /✅ agent \(codex\) +Claude · claude-sonnet-4-5 +success/,
      /✅ narrator-agent-1-claude +Claude · \S+ +success +3 turns +2 tools \(0 failed\)/,
      /🔁 narrator-agent-1-claude-short +Claude · \S+ +max turns/,
      /❌ narrator-agent-1-retry +Claude · \S+ +error/,
    ]) {
      expect(r.stdout).toMatch(leg);
    }
    expect(r.stdout).toMatch(/narrator-agent-1-retry \(error\): API Error: 500 Internal server error/);
    expect(r.stdout).toMatch(/^Total: 4 legs · /m);
    expect(r.stdout).toMatch(
      /^Verdict: failure: 2 of 4 legs succeeded; require all needs 4; fell short: narrator-agent-1-claude-short \(max_turns\), narrator-agent-1-retry \(error\)$/m,
    );
  });

  it.each([
    ['any', 0],
    ['2', 0],
    ['3', 1],
    ['50%', 0],
    ['51%', 1],
  ])('--require %s exits %i', (require, code) => {
    expect(narrator(['aggregate', legs, '--require', require]).code).toBe(code);
  });

  it('--format markdown prints the board of the step summary', () => {
    const r = narrator([
      'aggregate',
      join(legs, 'narrator-agent-1-claude', 'summary.json'),
      '--format',
      'markdown',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## ✅ Narrator board · 1 of 1 leg succeeded · require all\n/);
    expect(r.stdout).toContain('| Leg | Agent · model | Outcome |');
    expect(r.stdout).toContain('**The gate passed**');
  });

  it('hides secret-looking env values and token shapes from what it prints', () => {
    const secretDir = join(dir, 'secret');
    const secret = 'very-secret-value-12345';
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(
      join(secretDir, 'narrator-leg.json'),
      JSON.stringify(
        record({
          outcome: 'error',
          reason: `401 for ${secret} and ghp_abcdefghijklmnopqrstuvwxyz0123456789`,
        }),
      ),
    );
    const r = narrator(['aggregate', secretDir], { MY_API_TOKEN: secret });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('401 for *** and ***');
  });

  it('refuses what it cannot read, naming it (exit 2), and never prints a partial board', () => {
    const bad = join(dir, 'bad');
    mkdirSync(bad, { recursive: true });
    writeFileSync(join(bad, 'summary.json'), '{"hello": "world"}');
    writeFileSync(join(bad, 'broken.json'), '{');
    for (const [args, message] of [
      [[bad], /bad\/summary\.json: not a Narrator leg record or summary\.json \(dialect: /],
      [[join(bad, 'broken.json')], /broken\.json: not JSON/],
      [[join(dir, 'missing')], /cannot read .*missing: ENOENT/],
      [[join(dir, 'dist')], /dist: no narrator-leg\.json or summary\.json in it/],
      [[legs, '--require', 'most'], /aggregate: --require 'most' is not all, any, a number of legs/],
      [[legs, '--format', 'html'], /--format must be text or markdown/],
      [[], /give the leg files or a directory/],
    ] as const) {
      const r = narrator(['aggregate', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    }
  });

  it('has its own help', () => {
    const r = narrator(['aggregate', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: narrator aggregate FILES\|DIR/);
  });
});
