/**
 * The Claude Code dialect, frame by frame. Frames marked HAND-WRITTEN are made up for a case the
 * captures do not contain, shaped after claude-code-stream-json.md; the others are real lines
 * taken from test/fixtures/claude-code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claudeCode, claudeResultOutcome } from '../../src/stream/dialects/claude-code.js';
import { DIALECT_DEFINITIONS, DIALECT_LIST } from '../../src/stream/dialects/index.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { loadCapture } from '../support/captures.js';

function parseAll(frames: object[]): AgentEvent[] {
  const p = claudeCode.createParser();
  return frames.flatMap((f, i) => p.toEvents(f as Record<string, unknown>, i));
}

const se = (event: object, extra: object = {}) => ({
  type: 'stream_event',
  event,
  session_id: 's',
  parent_tool_use_id: null,
  uuid: 'u',
  api_message_id: 'msg_1',
  ...extra,
});
const assistantFrame = (id: string, block: object, parent: string | null = null) => ({
  type: 'assistant',
  message: { id, model: 'claude-opus-5-5', content: [block], usage: { input_tokens: 10, output_tokens: 1 } },
  parent_tool_use_id: parent,
  session_id: 's',
  uuid: 'u',
});

describe('registry', () => {
  it('lists claude-code', () => {
    expect(DIALECT_DEFINITIONS['claude-code']).toBe(claudeCode);
    expect(DIALECT_LIST).toContain(claudeCode);
  });
});

describe('stream_event (partial messages)', () => {
  it('text deltas become delta events keyed by api message id and block index', () => {
    const ev = parseAll([
      se({
        type: 'message_start',
        message: { id: 'msg_1', model: 'm', usage: { input_tokens: 5, output_tokens: 1 } },
      }),
      se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hel' } }),
      se({ type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '' } }),
    ]);
    expect(ev.filter((e) => e.kind === 'text')).toEqual([
      { kind: 'text', mode: 'delta', text: 'Hel', messageId: 'msg_1', index: 0, parentId: null, at: 2 },
    ]);
    expect(ev.filter((e) => e.kind === 'step')).toHaveLength(1);
  });

  it('the assistant frame written before content_block_stop gets the open block index (HAND-WRITTEN, after 08)', () => {
    const ev = parseAll([
      se({ type: 'message_start', message: { id: 'msg_1' } }),
      se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'A' } }),
      assistantFrame('msg_1', { type: 'text', text: 'A' }),
      se({ type: 'content_block_stop', index: 0 }),
      se({
        type: 'content_block_start',
        index: 1,
        content_block: { type: 'tool_use', id: 't1', name: 'Bash', input: {} },
      }),
      assistantFrame('msg_1', { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'ls' } }),
      se({ type: 'content_block_stop', index: 1 }),
      se({ type: 'content_block_start', index: 2, content_block: { type: 'text', text: '' } }),
      se({ type: 'content_block_delta', index: 2, delta: { type: 'text_delta', text: 'B' } }),
      assistantFrame('msg_1', { type: 'text', text: 'B' }),
      se({ type: 'content_block_stop', index: 2 }),
    ]);
    const blocks = ev.filter((e) => e.kind === 'text' && e.mode === 'block');
    expect(blocks.map((e) => (e.kind === 'text' ? [e.index, e.text] : null))).toEqual([
      [0, 'A'],
      [2, 'B'],
    ]);
    // The tool_use content_block_start is not a call; the assistant frame is, once.
    expect(ev.filter((e) => e.kind === 'tool_call')).toHaveLength(1);
    expect(ev.filter((e) => e.kind === 'step')).toHaveLength(1);
  });

  it('without partial messages, block indexes count the frames of one message (03)', () => {
    const c = loadCapture('03-tools');
    const ev = parseAll(c.lines.map((l) => JSON.parse(l)));
    const firstMsg = ev.filter(
      (e) =>
        (e.kind === 'text' || e.kind === 'tool_call') &&
        'messageId' in e &&
        e.messageId === 'msg_mockvIhIMBhiT7YjYsHjFwyRZvPS',
    );
    expect(firstMsg.map((e) => (e.kind === 'text' ? e.index : -1))).toEqual([0]);
  });

  it('message_stop with abandoned_blocks retracts (shape of 06g)', () => {
    const ev = parseAll([
      se(
        { type: 'message_stop' },
        { api_message_id: 'msg_X', abandoned_blocks: { api_message_id: 'msg_X', from_block_index: 0 } },
      ),
    ]);
    expect(ev).toEqual([{ kind: 'text_retract', messageId: 'msg_X', fromIndex: 0, at: 0 }]);
  });

  it('message_delta gives the step its final usage, merged over message_start', () => {
    const ev = parseAll([
      se({
        type: 'message_start',
        message: { id: 'msg_1', usage: { input_tokens: 3100, cache_read_input_tokens: 7, output_tokens: 1 } },
      }),
      se({ type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 48 } }),
    ]);
    const usage = ev.filter((e) => e.kind === 'usage');
    expect(usage.at(-1)).toMatchObject({
      cumulative: false,
      messageId: 'msg_1',
      tokens: { input: 3100, output: 48, cacheRead: 7, cacheWrite: 0 },
    });
  });

  it('malformed stream_events are unknown, never thrown', () => {
    const ev = parseAll([
      { type: 'stream_event' },
      se({ type: 'content_block_delta', index: 'x', delta: { type: 'text_delta', text: 1 } }),
      se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 5 } }),
      se({ type: 'brand_new_event' }),
    ]);
    expect(ev.map((e) => (e.kind === 'unknown' ? e.type : e.kind))).toEqual([
      'invalid:stream_event',
      'invalid:stream_event',
      'invalid:stream_event',
      'stream_event/brand_new_event',
    ]);
  });
});

describe('other frames', () => {
  it('system/init gives the session (01)', () => {
    const [init] = loadCapture('01-text').lines;
    const ev = parseAll([JSON.parse(init!)]);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({
      kind: 'session',
      sessionId: 'e922cdb6-b221-4b27-a16d-c665b7efd567',
      model: 'claude-opus-5-5',
      cliVersion: '2.1.330',
      permissionMode: 'default',
      cwd: '/home/runner/work/app/app',
    });
  });

  it('a synthetic API-error assistant frame is an error notice, not text (06c)', () => {
    const lines = loadCapture('06c-persistent-500').lines;
    const ev = parseAll([JSON.parse(lines[11]!)]);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ kind: 'notice', level: 'error', code: 'api_error' });
  });

  it('unknown kinds are counted by type or type/subtype; failed schemas as invalid:<type>', () => {
    const ev = parseAll([
      { type: 'conversation_reset' },
      { type: 'system', subtype: 'memory_recall' },
      { type: 'assistant', message: 'not an object' },
      { type: 'result', subtype: 'success' }, // no is_error
      { type: 'system', subtype: 'api_retry', attempt: 'one' },
      { type: 'user', message: { content: 7 } },
      { no_type: true },
      { type: 'keep_alive' },
      { type: 'control_response', response: {} },
      { type: 'system', subtype: 'session_state_changed', state: 'idle' },
    ]);
    expect(ev.map((e) => (e.kind === 'unknown' ? e.type : e.kind))).toEqual([
      'conversation_reset',
      'system/memory_recall',
      'invalid:assistant',
      'invalid:result',
      'invalid:system/api_retry',
      'invalid:user',
      'untyped',
    ]);
  });

  it('rate_limit_event, model_fallback, compaction and failing hooks (HAND-WRITTEN after the SDK types / catalogue)', () => {
    const ev = parseAll([
      {
        type: 'rate_limit_event',
        rate_limit_info: { status: 'allowed_warning', resetsAt: 1795338873 },
        uuid: 'u',
        session_id: 's',
      },
      {
        type: 'system',
        subtype: 'model_fallback',
        content: 'Switched to Sonnet 4.5',
        uuid: 'u',
        session_id: 's',
      },
      { type: 'system', subtype: 'status', status: 'compacting', uuid: 'u', session_id: 's' },
      {
        type: 'system',
        subtype: 'compact_boundary',
        compact_metadata: { trigger: 'auto', pre_tokens: 150031, post_tokens: 2630 },
      },
      {
        type: 'system',
        subtype: 'hook_response',
        hook_name: 'PreToolUse:Bash',
        exit_code: 2,
        outcome: 'error',
      },
      {
        type: 'system',
        subtype: 'hook_response',
        hook_name: 'PreToolUse:Bash',
        exit_code: 0,
        outcome: 'success',
      },
    ]);
    expect(ev[0]).toEqual({ kind: 'rate_limit', status: 'allowed_warning', resetsAt: 1795338873, at: 0 });
    expect(ev.slice(1).map((e) => (e.kind === 'notice' ? `${e.level}:${e.code}` : e.kind))).toEqual([
      'warning:model_fallback',
      'info:compacting',
      'info:compacted',
      'warning:hook_failed',
    ]);
  });

  it('tool results: denied via permission_denied, interrupt is an error, Bash exit codes (04b, 10c, 04)', () => {
    const denied = parseAll(
      loadCapture('04b-permission-denied-default-mode')
        .lines.slice(1, 4)
        .map((l) => JSON.parse(l)),
    );
    expect(denied.find((e) => e.kind === 'tool_result')).toMatchObject({ status: 'denied', name: 'Bash' });
    const interrupted = parseAll(
      loadCapture('10c-sigint-during-tool')
        .lines.slice(1, 5)
        .map((l) => JSON.parse(l)),
    );
    expect(interrupted.find((e) => e.kind === 'tool_result')).toMatchObject({ status: 'error' });
    const failed = parseAll(
      loadCapture('04-tool-errors')
        .lines.slice(1, 3)
        .map((l) => JSON.parse(l)),
    );
    expect(failed.find((e) => e.kind === 'tool_result')).toMatchObject({ status: 'error', exitCode: 3 });
  });

  it('a permission-rule denial without a system frame is still denied (HAND-WRITTEN after 07f)', () => {
    const ev = parseAll([
      assistantFrame('m', { type: 'tool_use', id: 't9', name: 'Write', input: { file_path: '/x' } }),
      {
        type: 'user',
        message: {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 't9', content: 'no', is_error: true }],
        },
        parent_tool_use_id: null,
        tool_use_result: 'Error: no',
        tool_result_meta: [
          { id: 't9', non_execution_kind: 'permission-rule', permission_decision: { decision: 'reject' } },
        ],
      },
    ]);
    expect(ev.find((e) => e.kind === 'tool_result')).toMatchObject({ status: 'denied' });
  });

  it('tool_result content as text blocks is joined (10g Agent result)', () => {
    const lines = loadCapture('10g-subagent-foreground').lines;
    const ev = parseAll(lines.slice(0, 10).map((l) => JSON.parse(l)));
    const agentResult = ev.filter((e) => e.kind === 'tool_result').at(-1);
    expect(agentResult).toMatchObject({
      id: 'toolu_mockN_8ltEiAAGXVgaOVmnVGuT',
      status: 'ok',
      parentId: null,
    });
    expect(agentResult?.kind === 'tool_result' && agentResult.output).toContain('[Subagent hand-back]');
  });
});

describe('result outcome mapping', () => {
  it.each([
    [{ subtype: 'success', is_error: false }, 'success'],
    [{ subtype: 'success', is_error: true, terminal_reason: 'api_error' }, 'error'],
    [{ subtype: 'success', is_error: true, terminal_reason: 'prompt_too_long' }, 'error'],
    [{ subtype: 'error_max_turns', is_error: true, terminal_reason: 'max_turns' }, 'max_turns'],
    [
      { subtype: 'error_max_budget_usd', is_error: true, terminal_reason: 'budget_exhausted' },
      'budget_exceeded',
    ],
    [{ subtype: 'error_during_execution', is_error: true, terminal_reason: 'aborted_tools' }, 'cancelled'],
    [
      { subtype: 'error_during_execution', is_error: true, terminal_reason: 'aborted_streaming' },
      'cancelled',
    ],
    [{ subtype: 'error_during_execution', is_error: true }, 'error'],
    [{ subtype: 'error_max_structured_output_retries', is_error: true }, 'error'],
    [{ subtype: 'success', is_error: false, stop_reason: 'max_tokens' }, 'max_tokens'],
    [{ subtype: 'success', is_error: false, stop_reason: 'end_turn' }, 'success'],
  ])('%o -> %s', (frame, outcome) => {
    expect(claudeResultOutcome(frame)).toBe(outcome);
  });
});

describe('score (auto-detection evidence)', () => {
  it('scores the real frames of claude captures above zero', () => {
    for (const name of ['01-text', '02-text-partial', '09-json-output']) {
      const first = JSON.parse(loadCapture(name).lines[0]!);
      expect(claudeCode.score(first)).toBeGreaterThan(0);
    }
    expect(claudeCode.score(JSON.parse(loadCapture('01-text').lines[0]!))).toBeGreaterThanOrEqual(8);
  });

  it("scores other dialects' frames zero (HAND-WRITTEN)", () => {
    expect(claudeCode.score({ type: 'thread.started', thread_id: 'x' })).toBe(0);
    expect(
      claudeCode.score({ type: 'init', timestamp: '2025-01-01T00:00:00Z', session_id: 'x', model: 'g' }),
    ).toBe(0);
    expect(claudeCode.score({ type: 'step_start', sessionID: 'x', timestamp: 1, part: {} })).toBe(0);
    expect(claudeCode.score({ jsonrpc: '2.0', type: 'system' })).toBe(0);
    expect(claudeCode.score({})).toBe(0);
  });
});

describe('never throws', () => {
  it('on arbitrary objects, including frames with a known type and random fields', () => {
    const types = fc.constantFrom(
      'assistant',
      'user',
      'result',
      'system',
      'stream_event',
      'rate_limit_event',
      'x',
    );
    const frame = fc.record({
      type: types,
      subtype: fc.constantFrom(
        'init',
        'api_retry',
        'permission_denied',
        'status',
        'hook_response',
        'success',
      ),
      message: fc.anything(),
      event: fc.oneof(
        fc.anything(),
        fc.record({ type: fc.string(), index: fc.anything(), delta: fc.anything() }),
      ),
      abandoned_blocks: fc.anything(),
      rate_limit_info: fc.anything(),
      is_error: fc.anything(),
    });
    fc.assert(
      fc.property(fc.array(frame, { maxLength: 20 }), (frames) => {
        const p = claudeCode.createParser();
        for (const f of frames) expect(Array.isArray(p.toEvents(f as Record<string, unknown>, 0))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
