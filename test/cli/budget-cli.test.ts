/**
 * The spending caps and the cost estimate on the command line, as the Action holds them: the
 * bundled CLI in a subprocess. `narrator run` stops the hand-written paced spender
 * (test/fixtures/bin/paced-spender.mjs, 200 tool calls, one every 40 ms) once a cap is passed and
 * says which; a cap the stream can never show is refused before the launch; `summarize` and
 * `render` price the tokens of a real Codex capture (which reports no cost) for the model given.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { fakeAgent, pathWithNode } from '../support/fake-agents.js';

let dir: string;
let cli: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-budget-cli-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CODEX_TEXT = join(import.meta.dirname, '..', 'fixtures', 'codex', 'real-text.jsonl');

function narrator(args: string[], extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: pathWithNode(), NO_COLOR: '1', ...extra },
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('narrator run holds the caps', () => {
  it('--max-tool-calls: the agent is stopped soon after the cap, budget_exceeded, exit 1', () => {
    const r = narrator([
      'run',
      '--max-tool-calls',
      '5',
      '--',
      process.execPath,
      fakeAgent('paced-spender.mjs'),
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/stopping the agent: .*max-tool-calls/);
    expect(r.stdout).toMatch(/budget_exceeded/);
    const calls = Number(/tool calls (\d+)/.exec(r.stdout)?.[1]);
    // Stopped at the 6th call; the lines it had already printed during the grace still count.
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThan(200);
  });

  it('--max-budget-usd for Claude Code: held by Narrator (the command may lack --max-budget-usd), judged on the result', () => {
    // Three steps, then a success result reporting $0.01: over the cap, though the agent said success.
    const r = narrator(
      [
        'run',
        '--dialect',
        'claude-code',
        '--max-budget-usd',
        '0.005',
        '--',
        process.execPath,
        fakeAgent('paced-spender.mjs'),
      ],
      { FAKE_STEPS: '3' },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/claude-code reports its cost only when its turn ends/);
    expect(r.stdout).toMatch(/budget_exceeded/);
    expect(r.stdout).toMatch(/\$0\.01 of \$0\.005|0\.01.*0\.005/);
  });

  it('a budget the stream can never show is refused before anything is launched (exit 2), in option words', () => {
    const r = narrator([
      'run',
      '--dialect',
      'codex',
      '--max-budget-usd',
      '1',
      '--',
      process.execPath,
      '-e',
      '',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^narrator: run: --max-budget-usd: codex reports no cost.*Set --model/);
  });

  it('caps take numbers > 0 (integers for counts)', () => {
    expect(narrator(['run', '--max-tool-calls', '2.5', '--', 'x']).stderr).toMatch(
      /--max-tool-calls must be an integer > 0/,
    );
    expect(narrator(['run', '--max-budget-usd', '0', '--', 'x']).stderr).toMatch(
      /--max-budget-usd must be a number > 0/,
    );
  });
});

describe('the cost estimate on the command line', () => {
  it('summarize: a run with tokens and no cost is priced for --model; without one it says why not', () => {
    const priced = JSON.parse(narrator(['summarize', '--model', 'gpt-5.5', CODEX_TEXT]).stdout);
    expect(priced.costUsd).toBeNull();
    expect(priced.estimatedCostUsd).toBeGreaterThan(0);
    const unpriced = JSON.parse(narrator(['summarize', CODEX_TEXT]).stdout);
    expect(unpriced.estimatedCostUsd).toBeNull();
    expect(unpriced.notices.map((n: { code: string }) => n.code)).toContain('no_cost_estimate');
  });

  it('render: the estimate is shown as one, never as a reported cost', () => {
    const r = narrator(['render', '--model', 'gpt-5.5', CODEX_TEXT]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/cost ≈ \$\d+\.\d+ \(est\.\)/);
  });
});
