/**
 * Gemini CLI dialect over the hand-written fixtures in test/fixtures/gemini (dialects.md §3).
 * Expectations were written by reading the streams.
 */
import { describe, expect, it } from 'vitest';
import {
  exitCodes,
  gemini,
  readableApiError,
  retryFromStderrLine,
} from '../../../src/stream/dialects/gemini.js';
import { fixtureEvents, foldFixture } from '../../support/dialect-fixtures.js';

describe('gemini: success with a parallel tool batch', () => {
  const s = foldFixture('gemini', 'success-tools');

  it('reads init; once the result names the models used, those replace the configured alias', () => {
    expect(s.dialect).toBe('gemini');
    expect(s.sessionId).toBe('a559d264-1c1e-4d0e-9a43-2f1f0c5d7b10');
    expect(s.model).toBe('gemini-3-pro-preview');
    const session = fixtureEvents('gemini', 'success-tools').find((e) => e.kind === 'session');
    expect(session?.kind === 'session' && session.model).toBe('auto-gemini-3');
  });

  it('correlates tool_use/tool_result by tool_id (results in another order, no name on results)', () => {
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read_file', 'ok'],
      ['write_todos', 'ok'],
      ['run_shell_command', 'error'],
    ]);
    expect(s.toolCalls[0]!.input).toEqual({ absolute_path: '/repo/CHANGELOG.md' });
    expect(s.toolCalls[0]!.outputPreview).toBe('# Changelog\n\n## 1.2.0\n');
    expect(s.toolCalls[2]!.outputPreview).toBe('Command exited with code 1');
  });

  it('takes the todo list from write_todos (cancelled items are not work left)', () => {
    expect(s.todos).toEqual([
      { id: null, content: 'Add changelog entry', status: 'in_progress' },
      { id: null, content: 'Run tests', status: 'pending' },
    ]);
  });

  it('a warning error event is a notice, not a failure', () => {
    expect(s.notices.map((n) => [n.level, n.message])).toEqual([
      ['warning', 'Loop detected, stopping execution'],
    ]);
    // Not an error: the run ends `incomplete` only because its plan still has two open items.
    expect(s.outcome).toBe('incomplete');
    expect(s.errorMessage).toBe(
      "The agent reported success, but 2 of 2 todos still open: 'Add changelog entry' (in progress), 'Run tests'.",
    );
  });

  it('success frame: tokens from stats, NO cost, final text = the deltas after the last tool result', () => {
    // The result frame said success; the open plan decided the outcome (see above).
    expect(s.outcomeSource).toBe('inferred');
    expect(s.subtype).toBe('success');
    expect(s.costUsd).toBeNull();
    expect(s.tokens).toEqual({ input: 5000, output: 876, cacheRead: 4000, cacheWrite: 0 });
    expect(s.durationMs).toBe(6616);
    expect(s.finalText).toBe('Added the entry. One test fails.');
    expect(s.turns).toBeNull();
    expect(s.steps).toBe(3);
  });

  it('text deltas of one step share a block; a new step after tool results', () => {
    const texts = fixtureEvents('gemini', 'success-tools').filter((e) => e.kind === 'text');
    expect(texts.map((e) => e.kind === 'text' && [e.mode, e.messageId, e.index])).toEqual([
      ['delta', 'gemini-step-1', 0],
      ['delta', 'gemini-step-1', 0],
      ['delta', 'gemini-step-2', 0],
      ['delta', 'gemini-step-3', 0],
      ['delta', 'gemini-step-3', 0],
    ]);
  });
});

describe('gemini: failures', () => {
  it('max tokens: recognised from the error sentence before result{status:error}', () => {
    const s = foldFixture('gemini', 'max-tokens');
    expect(s.outcome).toBe('max_tokens');
    expect(s.subtype).toBe('error');
    expect(s.errorMessage).toMatch(/exceeded the token limit/);
    expect(s.tokens?.output).toBe(8000);
    expect(s.durationMs).toBe(31000);
  });

  it('max turns: FatalTurnLimitedError (exit 53); zeroed stats do not claim 0 ms', () => {
    const s = foldFixture('gemini', 'max-turns');
    expect(s.outcome).toBe('max_turns');
    expect(s.errorMessage).toMatch(/max session turns/);
    expect(s.exitCode).toBe(53);
    expect(s.durationMs).not.toBe(0);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['list_directory', 'ok']]);
  });

  it('cancelled: FatalCancellationError (exit 130); the running tool stays pending', () => {
    const s = foldFixture('gemini', 'cancelled');
    expect(s.outcome).toBe('cancelled');
    expect(s.errorMessage).toBe('Operation cancelled.');
    expect(s.toolCalls.map((c) => c.status)).toEqual(['pending']);
  });

  it('API error (exit 144): error with the API message', () => {
    const s = foldFixture('gemini', 'api-error');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toContain('API_KEY_INVALID');
    expect(s.exitCode).toBe(144);
    expect(s.costUsd).toBeNull();
  });

  it('auth missing: no JSON at all, exit 41: error from the exit code with the stderr reason', () => {
    const s = foldFixture('gemini', 'auth-no-json');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.errorMessage).toContain('GEMINI_API_KEY');
  });

  it('no result frame: error from the exit code, the tool pending', () => {
    const s = foldFixture('gemini', 'truncated');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['run_shell_command', 'pending']]);
  });
});

describe('gemini: parser edge cases', () => {
  it('an error sentence followed by more work does not decide a later result', () => {
    const p = gemini.createParser();
    p.toEvents(
      {
        type: 'error',
        severity: 'error',
        message: 'Model response was truncated because it exceeded the token limit.',
      },
      0,
    );
    p.toEvents({ type: 'message', role: 'assistant', content: 'recovered', delta: true }, 1);
    const events = p.toEvents({ type: 'result', status: 'error' }, 2);
    const result = events.find((e) => e.kind === 'result');
    expect(result?.kind === 'result' && result.outcome).toBe('error');
  });

  it('unknown status is not success; bad frames are unknown events', () => {
    const p = gemini.createParser();
    const [r] = p.toEvents({ type: 'result', status: 'partial' }, 0);
    expect(r?.kind === 'result' && r.outcome).toBe('error');
    expect(p.toEvents({ type: 'tool_use', tool_name: 'x' }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:tool_use', at: 0 },
    ]);
    expect(p.toEvents({ type: 'message', role: 'assistant', content: 42 }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:message', at: 0 },
    ]);
  });

  it('exports the exit-code table the docs leave out', () => {
    expect(gemini.exitCodes).toBe(exitCodes);
    expect(exitCodes[53]?.outcome).toBe('max_turns');
    expect(exitCodes[130]?.outcome).toBe('cancelled');
    for (const code of [41, 42, 44, 52, 54, 55, 144]) expect(exitCodes[code]?.outcome).toBe('error');
  });
});

// ---------------------------------------------------------------------------------------------
// Real Gemini CLI 0.61.0 captures (test/fixtures/gemini/real-*, README there). Expectations come
// from what the model server was scripted to do (test/support/gemini-captures.ts) and the frames.

describe('gemini (real 0.61.0): models, tokens and thinking', () => {
  const s = foldFixture('gemini', 'real-text-auto-model');

  it('shows the models really used (keys of stats.models, most tokens first), not "auto"', () => {
    // The router's classifier (gemini-3.5-flash-lite, 55 tokens) and the model that answered.
    expect(s.model).toBe('gemini-3.8-flash, gemini-3.5-flash-lite');
  });

  it('counts thinking tokens (in total_tokens only) as output', () => {
    // stats: total 273, input_tokens 245 (40 cached, input 205), output_tokens 17: 11 thinking.
    expect(s.tokens).toEqual({ input: 205, output: 17 + 11, cacheRead: 40, cacheWrite: 0 });
    expect(s.costUsd).toBeNull();
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('Hello from the local model server.');
  });

  it('says retries are not known: the CLI retries some failures silently', () => {
    expect(s.retries).toEqual([]);
    expect(s.retriesKnown).toBe(false);
  });
});

describe('gemini (real 0.61.0): blocked tools are denials, with the mode to set', () => {
  const s = foldFixture('gemini', 'real-tools-default-mode');

  it('write_file and run_shell_command withheld by the default mode are denied; a made-up tool is an error', () => {
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read_file', 'ok'],
      ['list_directory', 'ok'],
      ['write_file', 'denied'],
      ['run_shell_command', 'denied'],
      ['frobnicate', 'error'],
    ]);
    expect(s.permissionDenials.map((d) => [d.tool, d.input])).toEqual([
      ['write_file', { file_path: 'NOTE.md', content: 'a note\n' }],
      ['run_shell_command', { command: 'echo hi', description: 'say hi' }],
    ]);
    expect(s.outcome).toBe('success');
  });

  it('the denial says which permission-mode offers the tool', () => {
    const denials = fixtureEvents('gemini', 'real-tools-default-mode').filter(
      (e) => e.kind === 'permission_denied',
    );
    expect(denials.map((d) => d.kind === 'permission_denied' && d.message)).toEqual([
      expect.stringMatching(/write_file.*permission-mode: acceptEdits/),
      expect.stringMatching(/run_shell_command.*permission-mode: bypassPermissions/),
    ]);
  });

  it('plan mode: policy_violation is a denial with the CLI own reason', () => {
    const plan = foldFixture('gemini', 'real-plan-mode-denied');
    expect(plan.toolCalls.map((c) => [c.name, c.status])).toEqual([['write_file', 'denied']]);
    expect(plan.permissionDenials).toHaveLength(1);
    expect(plan.toolCalls[0]!.outputPreview).toMatch(/Plan Mode/);
  });
});

describe('gemini (real 0.61.0): shell exit codes', () => {
  const s = foldFixture('gemini', 'real-tools-yolo-mode');

  it('"Command exited with code: 3" (status success) is a tool error with exit 3', () => {
    expect(s.toolCalls.map((c) => [c.name, c.status, c.exitCode])).toEqual([
      ['run_shell_command', 'ok', null],
      ['run_shell_command', 'error', 3],
      // Printed output and exited 3: the stream does not say so; counted as the CLI reports it.
      ['run_shell_command', 'ok', null],
      ['replace', 'ok', null],
    ]);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('Checked and edited.');
  });
});

describe('gemini (real 0.61.0): limits, API errors and refusals', () => {
  it('max tokens before any text: max_tokens, even though the CLI exits 0', () => {
    const s = foldFixture('gemini', 'real-max-tokens-empty');
    expect(s.exitCode).toBe(0);
    expect(s.outcome).toBe('max_tokens');
    expect(s.errorMessage).toMatch(/exceeded the token limit/);
    // Two requests reached the server (one silent retry) and the stream shows none.
    expect(s.retries).toEqual([]);
    expect(s.retriesKnown).toBe(false);
  });

  it('max tokens after some text: the CLI reports success and nothing says otherwise', () => {
    const s = foldFixture('gemini', 'real-max-tokens-with-text');
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('This essay is cut off by the token li');
  });

  it('the session turn limit: max_turns (exit 53) with the tokens it used', () => {
    const s = foldFixture('gemini', 'real-max-session-turns');
    expect(s.outcome).toBe('max_turns');
    expect(s.exitCode).toBe(53);
    expect(s.errorMessage).toMatch(/max session turns/);
    expect(s.toolCalls.map((c) => c.status)).toEqual(['ok', 'ok']);
    expect(s.tokens?.input).toBeGreaterThan(0);
  });

  it('persistent 500: the retry printed on stderr is counted, the reason is readable', () => {
    const s = foldFixture('gemini', 'real-api-500-retried');
    expect(s.outcome).toBe('error');
    expect(s.exitCode).toBe(244);
    expect(s.errorMessage).toBe('API error 500 INTERNAL: Internal error encountered.');
    expect(s.retries.map((r) => [r.attempt, r.httpStatus, r.category])).toEqual([[1, 500, 'server_error']]);
    // Zeroed stats of a run whose calls all failed: 0 tokens is true here, not a guess.
    expect(s.tokens).toEqual({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });
    expect(s.model).toBe('gemini-2.5-flash');
  });

  it('without its stderr the same stream shows no retry, and says retries are unknown', () => {
    const s = foldFixture('gemini', 'real-api-500-retried', { stderr: false });
    expect(s.retries).toEqual([]);
    expect(s.retriesKnown).toBe(false);
  });

  it('a stream cut mid-answer: error with the CLI reason; the text so far is kept as the last message', () => {
    const s = foldFixture('gemini', 'real-stream-dropped');
    expect(s).toMatchObject({ outcome: 'error', exitCode: 1, errorMessage: '[API Error: terminated]' });
    expect(s.finalText).toBe('This first answer is cut');
  });

  it('a refused key: the reason names GEMINI_API_KEY', () => {
    const s = foldFixture('gemini', 'real-bad-key');
    expect(s.outcome).toBe('error');
    expect(s.exitCode).toBe(144);
    expect(s.errorMessage).toMatch(/^API error 400 INVALID_ARGUMENT: API key not valid/);
    expect(s.errorMessage).toMatch(/set GEMINI_API_KEY/);
  });

  it('no key at all (exit 41, no JSON): error from the exit code, the reason names GEMINI_API_KEY', () => {
    const s = foldFixture('gemini', 'real-no-api-key');
    expect(s).toMatchObject({ outcome: 'error', outcomeSource: 'exit_code', exitCode: 41 });
    expect(s.errorMessage).toMatch(/GEMINI_API_KEY/);
  });

  it('an untrusted folder (exit 55, no JSON): error, the exit code words say how to trust it', () => {
    const s = foldFixture('gemini', 'real-untrusted-folder');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.exitCode).toBe(55);
    expect(exitCodes[55]?.meaning).toMatch(/GEMINI_CLI_TRUST_WORKSPACE=true/);
    expect(s.errorMessage).toMatch(/trusted directory/);
  });

  it('SIGTERM mid-tool: the stream just stops (exit 0): not a success, the tool stays pending', () => {
    const s = foldFixture('gemini', 'real-sigterm-mid-tool');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['run_shell_command', 'pending']]);
  });
});

describe('gemini: stats and stderr edge cases', () => {
  function resultOf(stats: unknown) {
    const p = gemini.createParser();
    return p.toEvents({ type: 'result', status: 'success', stats }, 0);
  }

  it('stats with only total_tokens: input/output are unknown (no usage figure), not 0', () => {
    const events = resultOf({ total_tokens: 1234, duration_ms: 10 });
    expect(events.filter((e) => e.kind === 'usage')).toEqual([]);
    const p = foldFixture('gemini', 'success-tools'); // sanity: a full stats object is a figure
    expect(p.tokens).not.toBeNull();
  });

  it('the models line is news only: none when the result names the model init already named', () => {
    const p = gemini.createParser();
    p.toEvents({ type: 'init', session_id: 's1', model: 'gemini-2.5-pro' }, 0);
    const same = p.toEvents(
      { type: 'result', status: 'success', stats: { models: { 'gemini-2.5-pro': {} } } },
      1,
    );
    expect(same.filter((e) => e.kind === 'session')).toEqual([]);
    const q = gemini.createParser();
    q.toEvents({ type: 'init', session_id: 's2', model: 'auto' }, 0);
    const news = q.toEvents(
      { type: 'result', status: 'success', stats: { models: { 'gemini-3-flash': {} } } },
      1,
    );
    expect(news.filter((e) => e.kind === 'session')).toMatchObject([
      { sessionId: 's2', model: 'gemini-3-flash' },
    ]);
  });

  it('a total below input + output never makes negative thinking', () => {
    const [usage] = resultOf({
      total_tokens: 10,
      input_tokens: 8,
      output_tokens: 5,
      cached: 0,
      input: 8,
    }).filter((e) => e.kind === 'usage');
    expect(usage?.kind === 'usage' && usage.tokens).toEqual({
      input: 8,
      output: 5,
      cacheRead: 0,
      cacheWrite: 0,
    });
  });

  it('hostile models maps: odd entries are skipped, never thrown', () => {
    const events = resultOf({
      input_tokens: 1,
      output_tokens: 1,
      models: { '': { total_tokens: 9 }, b: null, a: { total_tokens: 'x' }, c: { total_tokens: 3 } },
    });
    expect(events.some((e) => e.kind === 'unknown')).toBe(false);
    const session = events.find((e) => e.kind === 'session');
    expect(session?.kind === 'session' && session.model).toBe('c, b, a');
  });

  it.each([
    [
      'Attempt 2 failed with status 503. Retrying with backoff... _ApiError: {}',
      2,
      503,
      'server_error',
      null,
    ],
    ['Attempt 1 failed with status 429. Retrying with backoff...', 1, 429, 'rate_limit', null],
    ['Attempt 3 failed with 5xx error. Retrying with backoff...', 3, null, 'server_error', null],
    [
      'Attempt 1 failed with 429 error (no Retry-After header). Retrying with backoff...',
      1,
      429,
      'rate_limit',
      null,
    ],
    ['Attempt 1 failed: You exceeded your quota. Retrying after 43210ms...', 1, null, 'rate_limit', 43210],
    ['Attempt 4 failed. Retrying with backoff... Error: read ECONNRESET', 4, null, null, null],
    [
      '\u001b[33mAttempt 1 failed with status 500. Retrying with backoff...\u001b[0m',
      1,
      500,
      'server_error',
      null,
    ],
  ])('stderr %j is a retry', (line, attempt, httpStatus, category, delayMs) => {
    expect(retryFromStderrLine(line, 5)).toEqual({
      kind: 'retry',
      attempt,
      maxRetries: null,
      delayMs,
      httpStatus,
      category,
      message: null,
      at: 5,
    });
  });

  it.each([
    'Attempt 2 failed: {"error":{"code":500}}. Max attempts reached',
    'Error when talking to Gemini API Full report available at: /tmp/x.json',
    '  Attempt 1 failed with status 500. Retrying with backoff...',
    'Warning: 256-color support not detected.',
    '',
  ])('stderr %j is not a retry', (line) => {
    expect(retryFromStderrLine(line, 0)).toBeNull();
  });

  it('readable API errors keep anything that is not the CLI wrapper as it is', () => {
    expect(
      readableApiError(
        '[API Error: {"error":{"code":429,"message":"slow down","status":"RESOURCE_EXHAUSTED"}}]',
      ),
    ).toBe('API error 429 RESOURCE_EXHAUSTED: slow down');
    expect(readableApiError('[API Error: not json]')).toBe('[API Error: not json]');
    expect(readableApiError('[API Error: {"error":{}}]')).toBe('[API Error: {"error":{}}]');
    expect(readableApiError('Operation cancelled.')).toBe('Operation cancelled.');
  });
});
