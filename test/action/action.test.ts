/**
 * The Action end to end: the real bundle (scripts/build.mjs) run as a subprocess with the
 * runner's environment, and fake agents (test/fixtures/bin) replaying real Claude Code captures
 * or misbehaving on purpose. Expectations come from reading the captures' result frames.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readActionYml } from '../support/action-yml.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent, isAlive } from '../support/fake-agents.js';
import { type ActionRun, type ActionRunOptions, runActionEntry } from '../support/run-action.js';

let bundle: { index: string; post: string };

beforeAll(async () => {
  bundle = await buildActionBundle();
});

function replay(scenario: string, inputs: Record<string, string> = {}, o: ActionRunOptions = {}) {
  return runActionEntry(bundle.index, {
    ...o,
    inputs: { command: `'${fakeAgent('replay-capture.mjs')}' '${capture(scenario)}'`, ...inputs },
  });
}

function summaryJson(run: ActionRun): Record<string, unknown> {
  return JSON.parse(readFileSync(run.outputs['summary-file']!, 'utf8')) as Record<string, unknown>;
}

describe('the Action (dist/index.js as a subprocess)', () => {
  it('success: exit 0, every output set, summary file, log file, step summary', async () => {
    const run = await replay('03-tools');
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    expect(run.outputs['conclusion']).toBe('success');
    expect(run.outputs['subtype']).toBe('success');
    // 03-tools: a Bash call and a Read call, 3 turns, cost 0.04274, answer about src/add.js.
    expect(run.outputs['tool-calls']).toBe('2');
    expect(run.outputs['tool-errors']).toBe('0');
    expect(run.outputs['turns']).toBe('3');
    expect(run.outputs['cost-usd']).toBe('0.04274');
    expect(run.outputs['result']).toMatch(/src\/add\.js/);
    expect(run.outputs['session-id']).toBe('2f0021f8-6258-45b1-8582-bd15c0088448');
    expect(run.outputs['error']).toBe('');
    const json = summaryJson(run);
    expect(json['outcome']).toBe('success');
    expect((json['toolCalls'] as unknown[]).length).toBe(2);
    // Under RUNNER_TEMP.
    expect(run.outputs['summary-file']!.startsWith(path.join(run.dir, 'runner_temp'))).toBe(true);
    expect(readFileSync(run.outputs['log-file']!)).toEqual(
      readFileSync(path.join(capture('03-tools'), 'stdout.jsonl')),
    );
    expect(run.stepSummary).toMatch(/finished/);
    expect(run.stepSummary).toMatch(/\| Tool calls \| 2 \|/);
    // The job log: one group per model step, tool lines inside.
    expect(run.stdout).toMatch(/::group::Step 1/);
    expect(run.stdout).toMatch(/▶ #1 Bash ls -la/);
    expect(run.commands.filter((c) => c.command === 'error')).toEqual([]);
    expect(run.state['narrator-views-finished']).toBe('true');
    // The real subprocess sets every output action.yml documents, and nothing else.
    expect(Object.keys(run.outputs).sort()).toEqual(Object.keys(readActionYml().outputs).sort());
  });

  it('max turns: outcome max_turns fails the job with the reason', async () => {
    const run = await replay('05-max-turns-1', { 'max-turns': '1' });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('max_turns');
    expect(run.outputs['subtype']).toBe('error_max_turns');
    expect(run.outputs['conclusion']).toBe('failure');
    expect(run.commands.some((c) => c.command === 'error' && /max_turns/.test(c.message))).toBe(true);
  });

  it('budget: outcome budget_exceeded fails the job', async () => {
    const run = await replay('10a-max-budget-usd');
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('budget_exceeded');
    expect(run.outputs['cost-usd']).toBe('0.066');
  });

  it('the API error trap: subtype success with is_error true is a failure', async () => {
    const run = await replay('06c-persistent-500');
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
    expect(run.outputs['subtype']).toBe('success');
    expect(run.outputs['error']).toMatch(/API Error: 500/);
  });

  it('a SIGTERM capture (exit 143, no result) is cancelled', async () => {
    const run = await replay('10b-sigterm-during-tool');
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('cancelled');
  });

  it('fail-on overrides: fail-on error only lets max_turns pass', async () => {
    const run = await replay('05-max-turns-1', { 'fail-on': 'error' });
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('max_turns');
    expect(run.outputs['conclusion']).toBe('success');
    expect(run.stdout).not.toMatch(/^::error::/m);
  });

  it('fail-on can fail a success too (fail-on: success)', async () => {
    const run = await replay('01-text', { 'fail-on': 'success' });
    expect(run.code).toBe(1);
    expect(run.outputs['conclusion']).toBe('failure');
  });

  it('the agent crashing mid-frame without a result: error with the stderr tail', async () => {
    const run = await runActionEntry(bundle.index, { inputs: { command: fakeAgent('crash-mid-frame.mjs') } });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
    expect(run.outputs['error']).toMatch(/TypeError/);
    const json = summaryJson(run);
    expect(json['exitCode']).toBe(1);
    expect(json['outcomeSource']).toBe('exit_code');
  });

  it('the agent hanging: idle timeout -> timed_out', async () => {
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('hang.mjs'), 'idle-timeout-minutes': '0.005' },
      env: { NARRATOR_KILL_GRACE_MS: '500' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('timed_out');
    expect(run.outputs['session-id']).toBe('hang-session');
    expect(run.ms).toBeLessThan(10_000);
  });

  it('wall timeout with an agent that ignores SIGTERM: killed after the grace, timed_out', async () => {
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: fakeAgent('ignore-sigterm.mjs'),
        'timeout-minutes': '0.005',
        'idle-timeout-minutes': '0',
      },
      env: { NARRATOR_KILL_GRACE_MS: '300' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('timed_out');
    expect(summaryJson(run)['signal']).toBe('SIGKILL');
  });

  it('SIGTERM to the action mid-run: cancelled within 5 s, views written, no orphan', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-action-'));
    const pidFile = path.join(dir, 'grandchild.pid');
    let sentAt = 0;
    const run = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('hang.mjs') },
      env: { FAKE_CHILD_PID_FILE: pidFile },
      onStart: (child) => {
        const poll = setInterval(() => {
          if (!existsSync(pidFile)) return;
          clearInterval(poll);
          // Let the init line be folded, then cancel the way the runner does.
          setTimeout(() => {
            sentAt = Date.now();
            child.kill('SIGTERM');
          }, 300);
        }, 20);
      },
    });
    const tookMs = Date.now() - sentAt;
    expect(sentAt).toBeGreaterThan(0);
    expect(tookMs).toBeLessThan(5_000);
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('cancelled');
    expect(run.outputs['session-id']).toBe('hang-session');
    expect(run.stepSummary).toMatch(/cancel/i);
    expect(summaryJson(run)['outcome']).toBe('cancelled');
    expect(run.state['narrator-views-finished']).toBe('true');
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(grandchild)).toBe(false);
  });

  it('a missing agent binary with install: never: a clear error, outcome error, the job fails', async () => {
    const emptyBin = mkdtempSync(path.join(os.tmpdir(), 'narrator-nobin-'));
    const run = await runActionEntry(bundle.index, {
      inputs: { agent: 'claude', install: 'never', prompt: 'hello' },
      env: { PATH: emptyBin },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
    expect(run.outputs['conclusion']).toBe('failure');
    const errors = run.commands.filter((c) => c.command === 'error').map((c) => c.message);
    expect(errors.join('\n')).toMatch(/'claude'\) was not found on PATH; 'install' is 'never'/);
    expect(run.stepSummary).toMatch(/not found on PATH/);
  });

  it("an agent's own exit code, with no result, is explained once (Gemini 53: turn limit)", async () => {
    // A hand-written stand-in for the gemini binary: an init frame, then exit 53 and no result.
    const bin = mkdtempSync(path.join(os.tmpdir(), 'narrator-gemini-'));
    writeFileSync(
      path.join(bin, 'gemini'),
      `#!/bin/sh\necho '{"type":"init","timestamp":"2026-11-22T10:00:00.000Z","session_id":"g1"}'\nexit 53\n`,
      { mode: 0o755 },
    );
    const run = await runActionEntry(bundle.index, {
      inputs: { agent: 'gemini', install: 'never', prompt: 'hello', 'comment-on': 'none' },
      env: { PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}` },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('max_turns');
    const failure = run.commands.find((c) => c.command === 'error' && c.message.startsWith('Agent run'))!;
    expect(failure.message).toContain('exit 53: session turn limit reached');
    expect(failure.message.split('session turn limit reached')).toHaveLength(2);
  });

  it('a setup failure names the agent that was to be launched, never Claude (codex, opencode, gemini)', async () => {
    // Nothing ran, so there is no stream to detect a dialect from: the label must come from the
    // recipe (it used to fall back to claude-code: "Claude stopped" for a codex run).
    const emptyBin = mkdtempSync(path.join(os.tmpdir(), 'narrator-nobin-'));
    const labels = { codex: 'Codex', opencode: 'opencode', gemini: 'Gemini' } as const;
    const runs = await Promise.all(
      Object.keys(labels).map((agent) =>
        runActionEntry(bundle.index, {
          inputs: { agent, install: 'never', prompt: 'hello' },
          env: { PATH: emptyBin },
        }),
      ),
    );
    for (const [i, [agent, label]] of Object.entries(labels).entries()) {
      const run = runs[i]!;
      expect(run.code, agent).toBe(1);
      const summary = JSON.parse(readFileSync(run.outputs['summary-file']!, 'utf8')) as { dialect: string };
      expect(summary.dialect, agent).toBe(agent === 'opencode' || agent === 'gemini' ? agent : 'codex');
      expect(run.stepSummary.split('\n')[0], agent).toMatch(new RegExp(`^## ❌ ${label} stopped`));
      expect(run.stepSummary, agent).toContain(`the ${agent} CLI ('${agent}') was not found on PATH`);
      expect(run.stdout, agent).toMatch(new RegExp(`✖ ${label} stopped`));
      expect(`${run.stdout}\n${run.stepSummary}`, agent).not.toMatch(/Claude/);
    }
  });

  it('a missing binary fails the job even when fail-on leaves error out', async () => {
    const emptyBin = mkdtempSync(path.join(os.tmpdir(), 'narrator-nobin-'));
    const run = await runActionEntry(bundle.index, {
      inputs: { agent: 'codex', install: 'never', prompt: 'hello', 'fail-on': 'none' },
      env: { PATH: emptyBin },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
  });

  it('a bad input fails the step with a clear message before anything runs', async () => {
    const run = await replay('01-text', { 'fail-on': 'error, sucess' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::unknown outcome 'sucess' in fail-on; expected one of success, error/,
    );
    // Nothing ran: only the verdict and why (src/run/verdict.ts), no outcome or numbers.
    expect(run.outputs).toEqual({
      conclusion: 'failure',
      error: expect.stringMatching(/^unknown outcome 'sucess' in fail-on/),
    });
  });

  it('secrets printed by the agent never reach outputs, summary file, log file, step summary or annotations', async () => {
    const token = 'ghs_0123456789abcdefghijABCDEFGHIJ012345';
    const extra = 'hunter2-extra-secret-value';
    const envSecret = 'env-secret-value-98765';
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('print-secrets.mjs'), 'github-token': token, redact: `${extra}\n` },
      env: { FAKE_SECRET_VALUES: [token, extra, envSecret].join('\n'), MY_SERVICE_TOKEN: envSecret },
    });
    expect(run.code).toBe(1);
    expect(run.outputs['outcome']).toBe('error');
    // Something was actually said in each view (so "no secret" is not "nothing written").
    expect(run.outputs['result']).toMatch(/Using the keys \*\*\*/);
    expect(run.outputs['error']).toMatch(/API Error: 401 for key \*\*\*/);
    expect(run.commands.some((c) => c.command === 'warning' && /Bash/.test(c.props))).toBe(true);
    expect(run.commands.some((c) => c.command === 'notice')).toBe(true);
    expect(run.commands.some((c) => c.command === 'error')).toBe(true);
    const places: Record<string, string> = {
      outputs: JSON.stringify(run.outputs),
      summaryFile: readFileSync(run.outputs['summary-file']!, 'utf8'),
      logFile: readFileSync(run.outputs['log-file']!, 'utf8'),
      stepSummary: run.stepSummary,
      annotations: JSON.stringify(run.commands),
      // Our own job-log lines, minus the ::add-mask:: commands that register the secrets.
      log: run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    };
    for (const [where, text] of Object.entries(places)) {
      for (const secret of [token, extra, envSecret]) {
        expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
      }
    }
    expect(places['logFile']).toMatch(/\*\*\*/);
    // Each secret is registered with the runner's log masking.
    for (const secret of [token, extra, envSecret]) expect(run.stdout).toContain(`::add-mask::${secret}`);
  });

  it('post step: finishes the views from the snapshot when the main step was killed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-action-'));
    const main = await runActionEntry(bundle.index, {
      dir,
      inputs: { command: fakeAgent('hang.mjs') },
      onStart: (child) => {
        // SIGKILL: no chance to finish anything (like the runner's last resort).
        setTimeout(() => child.kill('SIGKILL'), 1_500);
      },
    });
    expect(main.signal).toBe('SIGKILL');
    expect(main.state['narrator-views-finished']).toBe('false');
    expect(main.stepSummary).toBe('');
    const post = await runActionEntry(bundle.post, { dir, state: main.state });
    expect(post.code).toBe(0);
    expect(post.stepSummary).toMatch(/cancel/i);
    expect(
      post.commands.some((c) => c.command === 'error' && /before its report was finished/.test(c.message)),
    ).toBe(true);
  });

  it('post step: does nothing when the main step finished its views', async () => {
    const main = await replay('01-text');
    const before = main.stepSummary;
    const post = await runActionEntry(bundle.post, { dir: main.dir, state: main.state });
    expect(post.code).toBe(0);
    expect(post.stepSummary).toBe(before);
    expect(post.commands).toEqual([]);
  });
});
