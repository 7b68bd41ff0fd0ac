/**
 * caliban dialect over the hand-written fixtures in test/fixtures/caliban (read them alongside:
 * every expectation below was written from the stream, dialects.md §5).
 */
import { describe, expect, it } from 'vitest';
import { caliban, exitCodes } from '../../../src/stream/dialects/caliban.js';
import { fixtureEvents, foldFixture } from '../../support/dialect-fixtures.js';

describe('caliban: success with tools (no partial messages)', () => {
  const s = foldFixture('caliban', 'success-tools');

  it('reads the session from system/init (snake_case permission_mode)', () => {
    expect(s.dialect).toBe('caliban');
    expect(s.sessionId).toBe('cal-7f3a');
    expect(s.model).toBe('anthropic/claude-sonnet-4-6');
    expect(s.permissionMode).toBe('bypassPermissions');
  });

  it('counts one tool call per tool_use frame, not again from the message frames that repeat them', () => {
    expect(s.toolCalls.map((c) => [c.id, c.name, c.status])).toEqual([
      ['toolu_01A', 'Bash', 'ok'],
      ['toolu_01B', 'Read', 'error'],
    ]);
    expect(s.toolCalls[0]!.input).toEqual({ command: 'ls src' });
    expect(s.toolCalls[0]!.outputPreview).toBe('index.ts\nutil.ts\n'); // text blocks joined
    expect(s.toolCalls[1]!.outputPreview).toBe('File does not exist: src/missing.ts');
  });

  it('takes outcome, turns, cost, tokens and duration from the result frame', () => {
    expect(s.outcome).toBe('success');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.subtype).toBe('success');
    expect(s.isError).toBe(false);
    expect(s.turns).toBe(3);
    expect(s.costUsd).toBe(0.0183);
    expect(s.tokens).toEqual({ input: 4210, output: 312, cacheRead: 0, cacheWrite: 0 });
    expect(s.durationMs).toBe(5120);
    expect(s.finalText).toBe('src has two files: index.ts and util.ts.');
    expect(s.steps).toBe(3); // three model turns: one per message frame
    expect(s.diagnostics.unknownEvents).toEqual({});
  });
});

describe('caliban: partial messages, hooks, retries, warning, todos', () => {
  const s = foldFixture('caliban', 'partial-retry');

  it('records both api_retry frames with their error_category', () => {
    expect(s.retries.map((r) => [r.attempt, r.maxRetries, r.delayMs, r.httpStatus, r.category])).toEqual([
      [1, 5, 500, 529, 'overloaded'],
      [2, 5, 1000.5, null, 'network'], // error_status omitted when there was no HTTP response
    ]);
  });

  it('turns hook_event and warning/model_mismatch into notices', () => {
    expect(s.notices.map((n) => [n.level, n.code])).toEqual([
      ['info', 'hook_event'],
      ['warning', 'model_mismatch'],
    ]);
    expect(s.notices[0]!.message).toContain('SessionStart');
    expect(s.notices[1]!.message).toContain('gpt-5-mini');
  });

  it('assembles text deltas per step without doubling, and keeps the TodoWrite list', () => {
    expect(s.finalText).toBe('Plan written.');
    expect(s.lastText).toBe('Plan written.');
    expect(s.todos).toEqual([
      { id: null, content: 'Write the parser', status: 'in_progress' },
      { id: null, content: 'Add tests', status: 'pending' },
    ]);
    expect(s.toolCalls).toHaveLength(1);
    expect(s.toolCalls[0]!.durationMs).toBe(12); // t_ms from --include-tool-dispatch-events
    expect(s.steps).toBe(2);
    expect(s.permissionMode).toBe('acceptEdits');
  });

  it('emits deltas for one block per step, one thinking event per thinking block', () => {
    const events = fixtureEvents('caliban', 'partial-retry');
    const texts = events.filter((e) => e.kind === 'text');
    expect(texts.map((e) => e.kind === 'text' && [e.mode, e.messageId, e.index, e.text])).toEqual([
      ['delta', 'caliban-step-1', 0, 'I will '],
      ['delta', 'caliban-step-1', 0, 'plan this.'],
      ['delta', 'caliban-step-2', 0, 'Plan '],
      ['delta', 'caliban-step-2', 0, 'written.'],
    ]);
    expect(events.filter((e) => e.kind === 'thinking')).toHaveLength(1);
  });
});

describe('caliban: every failure subtype, with its exit code', () => {
  it('max_turns (exit 75): outcome max_turns, the last assistant text kept, no unseen-tool warning', () => {
    const s = foldFixture('caliban', 'max-turns');
    expect(s.outcome).toBe('max_turns');
    expect(s.subtype).toBe('max_turns');
    expect(s.isError).toBe(true);
    expect(s.errorMessage).toMatch(/turn limit/);
    expect(s.finalText).toBe('Running the tests.');
    expect(s.exitCode).toBe(75);
    expect(s.toolCalls.map((c) => c.status)).toEqual(['error']);
    expect(s.notices).toEqual([]); // tool_calls_seen 1 == one tool_use frame seen
  });

  it('budget_exceeded (exit 137): the agent’s own error text is the reason', () => {
    const s = foldFixture('caliban', 'budget-exceeded');
    expect(s.outcome).toBe('budget_exceeded');
    expect(s.errorMessage).toBe('budget of $0.50 exceeded ($0.52 spent)');
    expect(s.costUsd).toBe(0.52);
    expect(s.outcomeSource).toBe('terminal_frame'); // not the SIGKILL-looking exit code
  });

  it('cancelled (exit 124) and max_tokens (exit 1) come from the subtype, not the exit code', () => {
    const cancelled = foldFixture('caliban', 'cancelled');
    expect(cancelled.outcome).toBe('cancelled');
    expect(cancelled.toolCalls.map((c) => [c.name, c.status, c.outputPreview])).toEqual([
      ['Bash', 'error', 'interrupted'],
    ]);
    const maxTokens = foldFixture('caliban', 'max-tokens');
    expect(maxTokens.outcome).toBe('max_tokens');
    expect(maxTokens.errorMessage).toMatch(/output token limit/);
    expect(maxTokens.tokens?.output).toBe(4096);
  });

  it('a pre-flight failure is a lone result/error with session_id "": error, no session id', () => {
    const s = foldFixture('caliban', 'preflight-error');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toBe('ANTHROPIC_API_KEY is not set');
    expect(s.sessionId).toBeNull();
    expect(s.turns).toBe(0);
  });

  it('no result frame (killed): decided by the signal; the truncated line is a bad line', () => {
    const s = foldFixture('caliban', 'truncated');
    expect(s.outcome).toBe('cancelled');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.diagnostics.badLines).toBe(1);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['Bash', 'pending']]);
  });
});

describe('caliban: edge cases of the parser', () => {
  it('warns when the result reports more tool calls than the stream showed', () => {
    const parser = caliban.createParser();
    const events = parser.toEvents(
      { type: 'result', subtype: 'error', is_error: true, session_id: 's', turns: 2, tool_calls_seen: 3 },
      0,
    );
    expect(events.map((e) => e.kind)).toEqual(['notice', 'result']);
  });

  it('a result subtype from a newer caliban is a failure unless is_error is explicitly false', () => {
    const parser = caliban.createParser();
    const [a] = parser.toEvents({ type: 'result', subtype: 'stalled', is_error: true }, 0);
    const [b] = parser.toEvents({ type: 'result', subtype: 'success_partial', is_error: false }, 0);
    const [c] = parser.toEvents({ type: 'result', subtype: 'success', is_error: true, error: 'boom' }, 0);
    expect(a?.kind === 'result' && a.outcome).toBe('error');
    expect(b?.kind === 'result' && b.outcome).toBe('success');
    expect(c?.kind === 'result' && [c.outcome, c.errorMessage]).toEqual(['error', 'boom']);
  });

  it('frames that fail their schema or are unknown become unknown events, never throws', () => {
    const parser = caliban.createParser();
    expect(parser.toEvents({ type: 'tool_use', id: 7 }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:tool_use', at: 0 },
    ]);
    expect(parser.toEvents({ type: 'text', delta: null }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:text', at: 0 },
    ]);
    expect(parser.toEvents({ type: 'system', subtype: 'compact' }, 1)).toEqual([
      { kind: 'unknown', type: 'system/compact', at: 1 },
    ]);
    expect(parser.toEvents({ type: 'result', subtype: ['x'] }, 2)).toEqual([
      { kind: 'unknown', type: 'invalid:result', at: 2 },
    ]);
  });

  it('exports its exit-code table (75 max_turns, 124 cancelled, 137 budget_exceeded)', () => {
    expect(caliban.exitCodes).toBe(exitCodes);
    expect(exitCodes[75]?.outcome).toBe('max_turns');
    expect(exitCodes[124]?.outcome).toBe('cancelled');
    expect(exitCodes[137]?.outcome).toBe('budget_exceeded');
    expect(exitCodes[64]?.outcome).toBe('error');
  });
});
