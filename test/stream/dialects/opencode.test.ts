/**
 * opencode dialect over the hand-written fixtures in test/fixtures/opencode (dialects.md §6a).
 * Expectations were written by reading the streams.
 */
import { describe, expect, it } from 'vitest';
import { exitCodes, opencode } from '../../../src/stream/dialects/opencode.js';
import { foldFixture } from '../../support/dialect-fixtures.js';

describe('opencode: success (older version, no done event)', () => {
  const s = foldFixture('opencode', 'success-tools');

  it('takes the session from sessionID (camelCase) and counts steps', () => {
    expect(s.dialect).toBe('opencode');
    expect(s.sessionId).toBe('ses_494ba5bf0ffe9zY0Wzf3OgVSj2');
    expect(s.steps).toBe(2);
  });

  it('each finished tool_use part is the call and its result', () => {
    expect(s.toolCalls.map((c) => [c.id, c.name, c.status])).toEqual([
      ['toolu_oc1', 'bash', 'ok'],
      ['toolu_oc2', 'read', 'error'],
      ['toolu_oc3', 'todowrite', 'ok'],
    ]);
    const [bash, read] = s.toolCalls;
    expect(bash!.input).toEqual({ command: 'npm test', description: 'Run tests' });
    expect(bash!.outputPreview).toBe('Tests: 4 passed');
    expect(bash!.durationMs).toBe(1800); // state.time.end - start
    expect(read!.outputPreview).toBe('File not found: /repo/missing.ts');
    expect(s.todos).toEqual([
      { id: '1', content: 'Run tests', status: 'completed' },
      { id: '2', content: 'Write summary', status: 'in_progress' },
    ]);
  });

  it('sums per-step cost and tokens (reasoning counted as output)', () => {
    expect(s.costUsd).toBeCloseTo(0.0123 + 0.0021, 10);
    expect(s.tokens).toEqual({ input: 4300, output: 212, cacheRead: 3000, cacheWrite: 10 });
  });

  it('the last step finishing with reason stop ends the run: success, turns = step count', () => {
    expect(s.outcome).toBe('success');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.subtype).toBe('stop');
    expect(s.turns).toBe(2);
    expect(s.finalText).toBe('All 4 tests pass.');
  });
});

describe('opencode: newest version with done and an auto-rejected permission', () => {
  const s = foldFixture('opencode', 'done-rejected');

  it('the rejected tool is denied once (live and in done.rejected)', () => {
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['bash', 'denied']]);
    expect(s.permissionDenials).toEqual([
      { tool: 'bash', toolUseId: 'call_rej1', input: { command: 'rm -rf build' } },
    ]);
  });

  it('done is the terminal frame; cost adds up over steps', () => {
    expect(s.outcome).toBe('success');
    expect(s.subtype).toBe('done');
    expect(s.costUsd).toBeCloseTo(0.005, 10);
    expect(s.finalText).toBe('I was not allowed to delete build/.');
  });
});

describe('opencode: error names decide the outcome', () => {
  it('APIError -> error with its data.message', () => {
    const s = foldFixture('opencode', 'api-error');
    expect(s.outcome).toBe('error');
    expect(s.subtype).toBe('APIError');
    expect(s.errorMessage).toBe('401 Unauthorized: invalid x-api-key');
    expect(s.notices.map((n) => [n.level, n.code])).toEqual([['error', 'APIError']]);
  });

  it('MessageAbortedError -> cancelled', () => {
    const s = foldFixture('opencode', 'aborted');
    expect(s.outcome).toBe('cancelled');
    expect(s.lastText).toBe('Starting the long build.');
  });

  it('MessageOutputLengthError (no message of its own) -> max_tokens with words a person can act on', () => {
    const s = foldFixture('opencode', 'output-length');
    expect(s.outcome).toBe('max_tokens');
    expect(s.errorMessage).toBe('the model hit its output token limit');
    expect(s.costUsd).toBeCloseTo(0.09, 10);
  });

  it('killed mid-step: no terminal, the signal decides', () => {
    const s = foldFixture('opencode', 'killed');
    expect(s.outcome).toBe('cancelled');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['bash', 'ok']]);
  });
});

describe('opencode: parser edge cases', () => {
  it('an error is sticky: a later stop is still a failure (opencode exits 1)', () => {
    const p = opencode.createParser();
    p.toEvents(
      { type: 'error', sessionID: 's', error: { name: 'UnknownError', data: { message: 'boom' } } },
      0,
    );
    const events = p.toEvents(
      {
        type: 'step_finish',
        sessionID: 's',
        part: { messageID: 'm', reason: 'stop', cost: 0, tokens: null },
      },
      1,
    );
    const result = events.find((e) => e.kind === 'result');
    expect(result?.kind === 'result' && [result.outcome, result.errorMessage]).toEqual(['error', 'boom']);
  });

  it('a re-sent step figure replaces, not adds (same messageID)', () => {
    const p = opencode.createParser();
    const [usage] = p
      .toEvents(
        { type: 'step_finish', sessionID: 's', part: { messageID: 'm1', reason: 'tool-calls', cost: 0.5 } },
        0,
      )
      .filter((e) => e.kind === 'usage');
    expect(usage?.kind === 'usage' && [usage.cumulative, usage.messageId, usage.costUsd]).toEqual([
      false,
      'm1',
      0.5,
    ]);
  });

  it('bad parts are invalid, unknown types unknown', () => {
    const p = opencode.createParser();
    expect(p.toEvents({ type: 'tool_use', part: { callID: 1 } }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:tool_use', at: 0 },
    ]);
    expect(p.toEvents({ type: 'text', part: 'x' }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:text', at: 0 },
    ]);
    expect(p.toEvents({ type: 'session.status' }, 0)).toEqual([
      { kind: 'unknown', type: 'session.status', at: 0 },
    ]);
  });

  it('exit 1 means a session or prompt error', () => {
    expect(opencode.exitCodes).toBe(exitCodes);
    expect(exitCodes[1]?.outcome).toBe('error');
  });
});
