/**
 * Codex CLI dialect over the hand-written fixtures in test/fixtures/codex (dialects.md §4).
 * Expectations were written by reading the streams.
 */
import { describe, expect, it } from 'vitest';
import { codex, exitCodes } from '../../../src/stream/dialects/codex.js';
import { foldFixture } from '../../support/dialect-fixtures.js';

describe('codex: success with every tool item type', () => {
  const s = foldFixture('codex', 'success-tools');

  it('thread.started gives the session id; the warning item is a notice', () => {
    expect(s.dialect).toBe('codex');
    expect(s.sessionId).toBe('0199a213-81c0-7800-8aa1-bbab2a035a53');
    expect(s.notices.map((n) => [n.level, n.code])).toEqual([['warning', 'codex_warning']]);
    expect(s.notices[0]!.message).toMatch(/Model metadata/);
  });

  it('one tool call per item id, resolved by item.completed with its status', () => {
    expect(s.toolCalls.map((c) => [c.id, c.name, c.status])).toEqual([
      ['item_3', 'shell', 'error'],
      ['item_4', 'apply_patch', 'ok'],
      ['item_5', 'docs/search', 'error'],
      ['ws_0a1b2c', 'web_search', 'ok'], // the duplicate `id` key: JSON.parse keeps the raw id
      ['item_7', 'shell', 'denied'],
      ['item_8', 'shell', 'ok'],
    ]);
    const [failed, patch, mcp] = s.toolCalls;
    expect(failed!.input).toEqual({ command: "bash -lc 'npm test'" });
    expect(failed!.exitCode).toBe(1);
    expect(failed!.outputPreview).toBe('FAIL test/math.test.ts\n');
    expect(patch!.outputPreview).toBe('update src/math.ts');
    expect(mcp!.input).toEqual({ q: 'vitest' });
    expect(mcp!.outputPreview).toBe('tool call failed: server docs is not connected');
  });

  it('a declined command is a permission denial; the todo list follows the latest todo_list item', () => {
    expect(s.permissionDenials).toEqual([
      { tool: 'shell', toolUseId: 'item_7', input: { command: "bash -lc 'git push --force'" } },
    ]);
    expect(s.todos).toEqual([
      { id: null, content: 'Find the failing test', status: 'completed' },
      { id: null, content: 'Fix add()', status: 'completed' },
    ]);
  });

  it('turn.completed: success, tokens (cached split out of input), no cost, last agent_message', () => {
    expect(s.outcome).toBe('success');
    expect(s.subtype).toBe('turn.completed');
    expect(s.tokens).toEqual({ input: 24763 - 24448, output: 122, cacheRead: 24448, cacheWrite: 0 });
    expect(s.costUsd).toBeNull();
    expect(s.turns).toBe(1);
    expect(s.finalText).toBe('Fixed add() in src/math.ts; all 12 tests pass.');
    expect(s.retries).toEqual([]);
  });
});

describe('codex: top-level error is a retry, not the end', () => {
  it('"Reconnecting... n/5" frames are retries and the run still succeeds', () => {
    const s = foldFixture('codex', 'reconnect-then-ok');
    expect(s.retries.map((r) => [r.attempt, r.maxRetries, r.httpStatus, r.category])).toEqual([
      [1, 5, null, 'reconnect'],
      [2, 5, 503, 'reconnect'],
    ]);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('PONG');
  });

  it('an error followed by turn.failed is the failure, not a retry', () => {
    const s = foldFixture('codex', 'turn-failed');
    expect(s.outcome).toBe('error');
    expect(s.subtype).toBe('turn.failed');
    expect(s.errorMessage).toContain("The 'gpt-9' model does not exist.");
    expect(s.retries).toEqual([]);
    expect(s.notices.map((n) => n.code)).toEqual(['codex_error']);
  });

  it('an error the run survives (an item follows) is counted as a retry', () => {
    const p = codex.createParser();
    p.toEvents({ type: 'turn.started' }, 0);
    expect(
      p.toEvents({ type: 'error', message: 'You have hit your usage limit; retrying' }, 1).map((e) => e.kind),
    ).toEqual(['notice']);
    const next = p.toEvents(
      { type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: 'hi' } },
      2,
    );
    expect(next.map((e) => e.kind)).toEqual(['retry', 'step', 'text']);
  });
});

describe('codex: other endings', () => {
  it('turn.failed "shared rollout token budget exhausted" is budget_exceeded', () => {
    const s = foldFixture('codex', 'budget-exhausted');
    expect(s.outcome).toBe('budget_exceeded');
    expect(s.errorMessage).toBe('shared rollout token budget exhausted');
  });

  it('SIGTERM: no terminal frame, exit 143 -> cancelled; truncated line counted; command pending', () => {
    const s = foldFixture('codex', 'sigterm');
    expect(s.outcome).toBe('cancelled');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.diagnostics.badLines).toBe(1);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['shell', 'pending']]);
  });

  it('accepts the first --json shape (item_type, assistant_message); plan deltas are unknown', () => {
    const s = foldFixture('codex', 'legacy-spelling');
    expect(s.finalText).toBe('Hello from the old shape.');
    expect(s.tokens).toEqual({ input: 80, output: 7, cacheRead: 20, cacheWrite: 0 });
    expect(s.diagnostics.unknownEvents).toEqual({ 'item.plan.delta': 1 });
  });

  it('schema failures and unknown item types are unknown events', () => {
    const p = codex.createParser();
    expect(p.toEvents({ type: 'item.completed', item: { type: 'agent_message' } }, 0)).toEqual([
      { kind: 'unknown', type: 'invalid:item.completed', at: 0 },
    ]);
    expect(p.toEvents({ type: 'item.completed', item: { id: 'i', type: 'hologram' } }, 0)).toEqual([
      { kind: 'unknown', type: 'item.completed/hologram', at: 0 },
    ]);
  });

  it('exit codes: 1 and 2 are errors (SIGINT also exits 1)', () => {
    expect(codex.exitCodes).toBe(exitCodes);
    expect(exitCodes[1]?.meaning).toMatch(/SIGINT/);
    expect(exitCodes[2]?.outcome).toBe('error');
  });
});
