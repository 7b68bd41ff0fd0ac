/**
 * Cursor CLI dialect over the hand-written fixtures in test/fixtures/cursor (dialects.md §2).
 * Expectations were written by reading the streams.
 */
import { describe, expect, it } from 'vitest';
import { cursor, exitCodes } from '../../../src/stream/dialects/cursor.js';
import { fixtureEvents, foldFixture } from '../../support/dialect-fixtures.js';

describe('cursor: success with tools, whole segments (no --stream-partial-output)', () => {
  const s = foldFixture('cursor', 'success-tools');

  it('reads system/init', () => {
    expect(s.dialect).toBe('cursor');
    expect(s.sessionId).toBe('c0ffee00-1111-4222-8333-444455556666');
    expect(s.model).toBe('Claude 4.6 Opus (Thinking)');
    expect(s.permissionMode).toBe('default');
  });

  it('correlates started/completed by call_id (even with a newline in it) and names the tool key', () => {
    expect(s.toolCalls.map((c) => [c.id, c.name, c.status])).toEqual([
      ['call-read-0\nfc_read_0', 'read', 'ok'],
      ['call-shell-1', 'shell', 'error'], // ran, but exit code 1
      ['call-edit-2', 'edit', 'error'],
      ['call-shell-3', 'shell', 'denied'],
      ['call-write-4', 'write', 'ok'],
    ]);
    const [read, shell, edit] = s.toolCalls;
    expect(read!.input).toEqual({ path: 'test/math.test.ts' });
    expect(read!.outputPreview).toBe('expect(add(1, 2)).toBe(3)');
    expect(read!.durationMs).toBe(45); // completedAtMs - startedAtMs (strings)
    expect(shell!.exitCode).toBe(1);
    expect(shell!.outputPreview).toBe('FAIL test/math.test.ts');
    expect(shell!.durationMs).toBe(812);
    expect(edit!.outputPreview).toBe('old_string not found in src/math.ts');
  });

  it('a rejected call is a permission denial', () => {
    expect(s.permissionDenials).toEqual([
      { tool: 'shell', toolUseId: 'call-shell-3', input: { command: 'rm -rf /tmp/cache' } },
    ]);
  });

  it('success: tokens from result.usage, NO cost (null, never 0), final text = the last segment', () => {
    expect(s.outcome).toBe('success');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.costUsd).toBeNull();
    expect(s.tokens).toEqual({ input: 5200, output: 410, cacheRead: 3000, cacheWrite: 120 });
    // result.result concatenates every segment; the answer is what came after the last tool call.
    expect(s.finalText).toBe('Fixed: add() now returns a + b.');
    expect(s.turns).toBeNull();
    expect(s.durationMs).toBe(6120);
    expect(s.diagnostics.unknownEvents).toEqual({});
  });
});

describe('cursor: --stream-partial-output never doubles text', () => {
  const s = foldFixture('cursor', 'partial-output');

  it('takes only the deltas; the model_call_id repeat and the final repeat are dropped', () => {
    const texts = fixtureEvents('cursor', 'partial-output').filter((e) => e.kind === 'text');
    expect(texts.map((e) => e.kind === 'text' && [e.mode, e.messageId, e.text])).toEqual([
      ['delta', 'cursor-seg-1', 'PO'],
      ['delta', 'cursor-seg-1', 'NG'],
      ['delta', 'cursor-seg-2', 'Only '],
      ['delta', 'cursor-seg-2', 'README.md.'],
    ]);
    expect(s.finalText).toBe('Only README.md.');
    expect(s.lastText).toBe('Only README.md.');
  });

  it('one thinking event for the thinking block; the ls call ok', () => {
    const events = fixtureEvents('cursor', 'partial-output');
    expect(events.filter((e) => e.kind === 'thinking')).toHaveLength(1);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['ls', 'ok']]);
    expect(s.outcome).toBe('success');
    expect(s.tokens).toBeNull(); // this result carries no usage
  });
});

describe('cursor: failures', () => {
  it('no result frame, exit 1: error decided by the exit code, with the stderr reason; tool pending', () => {
    const s = foldFixture('cursor', 'failure-no-result');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.errorMessage).toContain('Connection lost');
    expect(s.toolCalls.map((c) => [c.name, c.status, c.input])).toEqual([
      ['shell', 'pending', { command: 'npm update' }],
    ]);
    expect(s.costUsd).toBeNull();
  });

  it('an (undocumented) result/error with is_error true is an error with its text as the reason', () => {
    const s = foldFixture('cursor', 'error-result');
    expect(s.outcome).toBe('error');
    expect(s.isError).toBe(true);
    expect(s.errorMessage).toBe('Usage limit reached for this billing period');
  });
});

describe('cursor: tool-call shapes', () => {
  const s = foldFixture('cursor', 'task-and-function');

  it('a completed without started is recorded once; the function form parses its JSON arguments', () => {
    expect(s.toolCalls.map((c) => [c.id, c.name, c.status])).toEqual([
      ['call-task-0', 'task', 'ok'],
      ['call-fn-1', 'search_web', 'error'],
      ['call-todo-2', 'updateTodos', 'ok'],
      ['call-odd-3', 'grep', 'pending'], // completed but no result: outcome unknown, never "ok"
    ]);
    expect(s.toolCalls[1]!.input).toEqual({ query: 'vitest 5 changelog' });
    expect(s.toolCalls[1]!.outputPreview).toBe('network unreachable'); // error{error}, not errorMessage
  });

  it('reads the todo tool, counts the undocumented system subtype as unknown', () => {
    expect(s.todos).toEqual([
      { id: null, content: 'Survey packages', status: 'completed' },
      { id: null, content: 'Write report', status: 'in_progress' },
    ]);
    expect(s.diagnostics.unknownEvents).toEqual({ 'system/task_notification': 1 });
    expect(s.finalText).toBe('The repo has 3 packages.');
  });

  it('never treats toolCallId/startedAtMs as the tool; schema failures are unknown events', () => {
    const parser = cursor.createParser();
    const events = parser.toEvents(
      {
        type: 'tool_call',
        subtype: 'started',
        call_id: 'x',
        tool_call: { toolCallId: 'x', startedAtMs: '1' },
      },
      0,
    );
    expect(events.map((e) => e.kind === 'tool_call' && e.name)).toEqual(['unknown']);
    expect(parser.toEvents({ type: 'tool_call', subtype: 'started', call_id: 5 }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:tool_call/started', at: 0 },
    ]);
    expect(parser.toEvents({ type: 'interaction_query' }, 0)).toEqual([
      { kind: 'unknown', type: 'interaction_query', at: 0 },
    ]);
  });

  it('has no documented exit-code table', () => {
    expect(exitCodes).toEqual({});
  });
});
