/** The outcome rules of docs/architecture.md, decided on the exit event. Events here are HAND-WRITTEN. */
import { describe, expect, it } from 'vitest';
import { decideOutcome, formatLimit, stderrReason } from '../../src/run/outcome.js';
import { foldEvents, reduce } from '../../src/run/reducer.js';
import { emptySummary } from '../../src/run/summary.js';
import type { ExitEvent, ResultEvent } from '../../src/stream/events.js';
import { captureEvents } from '../support/captures.js';

const exit = (over: Partial<ExitEvent> = {}): ExitEvent => ({
  kind: 'exit',
  exitCode: 0,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null,
  at: 1000,
  ...over,
});
const res = (over: Partial<ResultEvent> = {}): ResultEvent => ({
  kind: 'result',
  outcome: 'success',
  subtype: 'success',
  isError: false,
  text: 'ok',
  errorMessage: null,
  turns: 1,
  durationMs: 10,
  sessionId: 's',
  stopReason: 'end_turn',
  terminalReason: 'completed',
  permissionDenials: null,
  at: 5,
  ...over,
});

describe('no terminal frame: exit code and signal decide', () => {
  it.each([
    [exit({ exitCode: 143 }), 'cancelled', /SIGTERM \(exit 143\)/],
    [exit({ exitCode: 130 }), 'cancelled', /SIGINT \(exit 130\)/],
    [exit({ exitCode: null, signal: 'SIGKILL' }), 'cancelled', /SIGKILL/],
    [exit({ exitCode: 0 }), 'error', /without a result \(exit 0\)/],
    [exit({ exitCode: 2 }), 'error', /without a result \(exit 2\)/],
  ])('%o -> %s', (e, outcome, message) => {
    const d = decideOutcome({ lastResult: null, exit: e, sawOutput: true });
    expect(d.outcome).toBe(outcome);
    expect(d.outcomeSource).toBe('exit_code');
    expect(d.isError).toBe(true);
    expect(d.errorMessage).toMatch(message);
  });

  it('exit 0 with no result is never success', () => {
    expect(decideOutcome({ lastResult: null, exit: exit(), sawOutput: true }).outcome).toBe('error');
  });

  it('an empty stream is an error, with the stderr line as the reason', () => {
    const d = decideOutcome({
      lastResult: null,
      exit: exit({
        exitCode: 1,
        stderrTail: 'Error: When using --print, --output-format=stream-json requires --verbose\n',
      }),
      sawOutput: false,
    });
    expect(d.outcome).toBe('error');
    expect(d.errorMessage).toBe(
      'The agent printed nothing and exited with code 1: Error: When using --print, --output-format=stream-json requires --verbose',
    );
  });

  it('an unknown exit (a file without --exit-code) is an inferred error', () => {
    const d = decideOutcome({ lastResult: null, exit: exit({ exitCode: null }), sawOutput: true });
    expect(d).toMatchObject({ outcome: 'error', outcomeSource: 'inferred' });
  });
});

describe("no terminal frame: the agent's own exit-code table", () => {
  it('a listed code decides (Gemini 53 = turn limit), with its meaning in the message', () => {
    const s = foldEvents(
      [
        {
          kind: 'session',
          sessionId: 's',
          model: null,
          cwd: null,
          cliVersion: null,
          permissionMode: null,
          tools: null,
          at: 1,
        },
        exit({ exitCode: 53 }),
      ],
      'gemini',
    );
    expect(s.outcome).toBe('max_turns');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.errorMessage).toMatch(/exit 53: session turn limit reached/);
  });

  it('an unlisted code, or another dialect, falls back to the generic rule', () => {
    const events = [exit({ exitCode: 53 })];
    expect(foldEvents(events, 'claude-code').outcome).toBe('error');
    expect(foldEvents([exit({ exitCode: 99 })], 'gemini').errorMessage).toMatch(/with code 99/);
  });

  it('a signal beats the table (caliban 137 = budget exceeded, but also SIGKILL)', () => {
    const killed = foldEvents([exit({ exitCode: 137, signal: 'SIGKILL' })], 'caliban');
    expect(killed.outcome).toBe('cancelled');
    const budget = foldEvents([exit({ exitCode: 137 })], 'caliban');
    expect(budget.outcome).toBe('budget_exceeded');
  });
});

describe('a terminal frame decides', () => {
  it('the result outcome wins over the exit code (SIGINT trap: exit 0 with an interrupted result)', () => {
    const d = decideOutcome({
      lastResult: res({
        outcome: 'cancelled',
        subtype: 'error_during_execution',
        isError: true,
        errorMessage: 'interrupted',
      }),
      exit: exit({ exitCode: 0 }),
      sawOutput: true,
    });
    expect(d).toEqual({
      outcome: 'cancelled',
      outcomeSource: 'terminal_frame',
      errorMessage: 'interrupted',
      isError: true,
      subtype: 'error_during_execution',
    });
  });

  it('a success result needs the process to agree: exit 143 after it is an error that says so', () => {
    // The reference set's 10p (SIGTERM while the CLI idles on stream-json stdin after a result)
    // ends this way. Narrator never keeps an agent's stdin open, and a success frame followed by a
    // kill cannot be told from a forged one appended before the kill.
    const d = decideOutcome({ lastResult: res(), exit: exit({ exitCode: 143 }), sawOutput: true });
    expect(d).toMatchObject({
      outcome: 'error',
      outcomeSource: 'exit_code',
      isError: true,
      subtype: 'success',
    });
    expect(d.errorMessage).toBe('The agent reported success but exited with code 143.');
  });

  it('a success result with a non-zero exit or a signal is an error, with the stderr line as the reason', () => {
    const coded = decideOutcome({
      lastResult: res(),
      exit: exit({ exitCode: 1, stderrTail: 'Error: something broke after the result\n' }),
      sawOutput: true,
    });
    expect(coded.outcome).toBe('error');
    expect(coded.errorMessage).toBe(
      'The agent reported success but exited with code 1: Error: something broke after the result',
    );
    const killed = decideOutcome({
      lastResult: res(),
      exit: exit({ exitCode: null, signal: 'SIGKILL' }),
      sawOutput: true,
    });
    expect(killed.errorMessage).toBe('The agent reported success but was killed by SIGKILL.');
    expect(
      decideOutcome({ lastResult: res(), exit: exit({ exitCode: null }), sawOutput: true }).outcome,
    ).toBe('success');
  });

  it('a frame that says is_error is never a success', () => {
    const d = decideOutcome({
      lastResult: res({ isError: true, text: 'API Error: boom' }),
      exit: exit({ exitCode: 1 }),
      sawOutput: true,
    });
    expect(d.outcome).toBe('error');
    expect(d.errorMessage).toBe('API Error: boom');
  });
});

describe('our own stops', () => {
  it('idle and wall timeouts -> timed_out, with the limit in words', () => {
    const idle = decideOutcome({
      lastResult: null,
      exit: exit({ exitCode: 143, stoppedBy: 'idle_timeout', limitMs: 30 * 60_000 }),
      sawOutput: true,
    });
    expect(idle).toMatchObject({
      outcome: 'timed_out',
      outcomeSource: 'inferred',
      errorMessage: 'The agent was stopped: no output for 30 min.',
    });
    const wall = decideOutcome({
      lastResult: res(),
      exit: exit({ exitCode: 143, stoppedBy: 'wall_timeout', limitMs: 60 * 60_000 }),
      sawOutput: true,
    });
    expect(wall).toMatchObject({
      outcome: 'timed_out',
      errorMessage: 'The agent was stopped: it ran longer than the 60 min limit.',
    });
  });

  it('the runner cancelling the job -> cancelled', () => {
    expect(
      decideOutcome({
        lastResult: null,
        exit: exit({ exitCode: 143, stoppedBy: 'cancelled' }),
        sawOutput: true,
      }),
    ).toMatchObject({
      outcome: 'cancelled',
      outcomeSource: 'inferred',
    });
  });
});

describe('nothing was launched (the setup failed)', () => {
  it("-> error, with the setup's own reason whole, not 'the agent printed nothing'", () => {
    const why =
      'installing x@9.9.9 with npm failed: npm error notarget No matching version found for x@9.9.9.\n' +
      'npm error A complete log of this run can be found in: /tmp/log';
    expect(
      decideOutcome({
        lastResult: null,
        exit: exit({ exitCode: null, stderrTail: `${why}\n`, stoppedBy: 'not_started' }),
        sawOutput: false,
      }),
    ).toEqual({
      outcome: 'error',
      outcomeSource: 'inferred',
      errorMessage: why,
      isError: true,
      subtype: null,
    });
  });
});

describe('helpers', () => {
  it('formatLimit', () => {
    expect(formatLimit(90_000)).toBe('90 s');
    expect(formatLimit(30 * 60_000)).toBe('30 min');
    expect(formatLimit(150 * 60_000)).toBe('2 h 30 min');
  });

  it('stderrReason picks the line that says why, skipping stack frames', () => {
    expect(stderrReason('warming up\nError: boom\n    at foo (x.js:1)\n    at bar (y.js:2)\n')).toBe(
      'Error: boom',
    );
    expect(stderrReason('just a line\n')).toBe('just a line');
    expect(stderrReason('')).toBeNull();
    expect(stderrReason(null)).toBeNull();
    expect(stderrReason('x'.repeat(2000))!.length).toBe(500);
  });
});

describe('through the reducer', () => {
  it('the exit event finishes the summary with the decision, exit code and stderr', () => {
    const s = reduce(emptySummary('claude-code'), exit({ exitCode: 1, stderrTail: 'fatal: nope' }));
    expect(s).toMatchObject({
      status: 'finished',
      outcome: 'error',
      exitCode: 1,
      stderrTail: 'fatal: nope',
      signal: null,
    });
    expect(s.errorMessage).toContain('fatal: nope');
  });

  it('10b with a signal name instead of a code', () => {
    const events = captureEvents('10b-sigterm-during-tool');
    events[events.length - 1] = exit({ exitCode: null, signal: 'SIGTERM' });
    const s = foldEvents(events, 'claude-code');
    expect(s.outcome).toBe('cancelled');
    expect(s.signal).toBe('SIGTERM');
    expect(s.toolCalls[0]!.status).toBe('error');
  });

  it('05: max turns message carries the limit; 10a: budget message carries the limit and the spend', () => {
    const m = foldEvents(captureEvents('05-max-turns-1'), 'claude-code').errorMessage;
    expect(m).toBe(
      'The agent reached its turn limit (--max-turns 1) after 2 turns before finishing; raise the limit or narrow the task.',
    );
    const b = foldEvents(captureEvents('10a-max-budget-usd'), 'claude-code').errorMessage;
    expect(b).toBe(
      'The agent reached its spending limit (--max-budget-usd 0.05); it spent $0.066 before finishing.',
    );
  });
});
