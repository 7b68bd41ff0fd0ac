/**
 * Gemini CLI dialect over the hand-written fixtures in test/fixtures/gemini (dialects.md §3).
 * Expectations were written by reading the streams.
 */
import { describe, expect, it } from 'vitest';
import { exitCodes, gemini } from '../../../src/stream/dialects/gemini.js';
import { fixtureEvents, foldFixture } from '../../support/dialect-fixtures.js';

describe('gemini: success with a parallel tool batch', () => {
  const s = foldFixture('gemini', 'success-tools');

  it('reads init', () => {
    expect(s.dialect).toBe('gemini');
    expect(s.sessionId).toBe('a559d264-1c1e-4d0e-9a43-2f1f0c5d7b10');
    expect(s.model).toBe('auto-gemini-3');
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
    expect(s.outcome).toBe('success');
  });

  it('success: tokens from stats, NO cost, final text = the deltas after the last tool result', () => {
    expect(s.outcomeSource).toBe('terminal_frame');
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
