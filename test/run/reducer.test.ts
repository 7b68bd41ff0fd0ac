/**
 * The reducer and the traps of claude-code-stream-json.md §1. Frames marked HAND-WRITTEN are made up
 * (shaped after the catalogue) for cases the captures do not contain; the real captures are folded
 * through test/support/captures.ts.
 */
import { describe, expect, it } from 'vitest';
import { foldEvents, LAST_TEXT_CHARS, reduce } from '../../src/run/reducer.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { claudeCode } from '../../src/stream/dialects/claude-code.js';
import type { AgentEvent, ExitEvent } from '../../src/stream/events.js';
import { captureEvents, foldCapture } from '../support/captures.js';

const exit0: ExitEvent = {
  kind: 'exit',
  exitCode: 0,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null,
  at: 9999,
};

function foldFrames(frames: object[], exit: ExitEvent | null = exit0): RunSummary {
  const p = claudeCode.createParser();
  const events: AgentEvent[] = frames.flatMap((f, i) => p.toEvents(f as Record<string, unknown>, i * 10));
  if (exit) events.push(exit);
  return foldEvents(events, 'claude-code');
}

const se = (event: object, id = 'msg_1', extra: object = {}) => ({
  type: 'stream_event',
  event,
  session_id: 's',
  parent_tool_use_id: null,
  uuid: 'u',
  api_message_id: id,
  ...extra,
});
const asst = (
  id: string,
  block: object,
  parent: string | null = null,
  usage = { input_tokens: 100, output_tokens: 1 },
) => ({
  type: 'assistant',
  message: { id, model: 'claude-opus-5-5', content: [block], usage },
  parent_tool_use_id: parent,
  session_id: 's',
  uuid: 'u',
});
const toolResult = (id: string, content: unknown, isError = false, extra: object = {}) => ({
  type: 'user',
  message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] },
  parent_tool_use_id: null,
  session_id: 's',
  uuid: 'u',
  ...extra,
});
const result = (over: object = {}) => ({
  type: 'result',
  subtype: 'success',
  is_error: false,
  num_turns: 1,
  duration_ms: 50,
  total_cost_usd: 0.01,
  result: 'done',
  stop_reason: 'end_turn',
  terminal_reason: 'completed',
  session_id: 's',
  permission_denials: [],
  usage: { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
  modelUsage: {
    'claude-opus-5-5': {
      inputTokens: 10,
      outputTokens: 5,
      cacheReadInputTokens: 0,
      cacheCreationInputTokens: 0,
    },
  },
  uuid: 'u',
  ...over,
});

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('purity', () => {
  it('never mutates its input: a whole capture folds over deep-frozen summaries and events', () => {
    for (const name of [
      '08-long-run-30-tools',
      '04b-permission-denied-default-mode',
      '10g-subagent-foreground',
      '07-stream-json-input-replay',
    ]) {
      let s = deepFreeze(emptySummary('claude-code'));
      for (const e of captureEvents(name)) s = deepFreeze(reduce(s, deepFreeze(e)));
      expect(s.status).toBe('finished');
    }
  });

  it('is deterministic and shares unchanged parts', () => {
    const events = captureEvents('03-tools');
    expect(foldEvents(events, 'claude-code')).toEqual(foldEvents(events, 'claude-code'));
    const s = foldEvents(events.slice(0, 3), 'claude-code');
    const next = reduce(s, { kind: 'thinking', parentId: null, at: 1 });
    expect(next).not.toBe(s);
    expect(next.toolCalls).toBe(s.toolCalls);
    expect(next.diagnostics).toBe(s.diagnostics);
  });

  it('stays running with a null outcome until the exit event', () => {
    const events = captureEvents('01-text');
    const before = foldEvents(events.slice(0, -1), 'claude-code');
    expect(before.status).toBe('running');
    expect(before.outcome).toBeNull();
    expect(before.subtype).toBe('success'); // the result is known live...
    expect(reduce(before, events.at(-1)!).outcome).toBe('success'); // ...the outcome only at exit
  });
});

describe('trap: is_error true under subtype success', () => {
  it('is an error with the API error text as the reason (HAND-WRITTEN; real one: 06c in captures.test)', () => {
    const s = foldFrames(
      [
        result({
          is_error: true,
          result: 'API Error: 529 Overloaded',
          terminal_reason: 'api_error',
          api_error_status: 529,
        }),
      ],
      { ...exit0, exitCode: 1 },
    );
    expect(s.outcome).toBe('error');
    expect(s.subtype).toBe('success');
    expect(s.isError).toBe(true);
    expect(s.errorMessage).toBe('API Error: 529 Overloaded');
    expect(s.finalText).toBeNull();
  });
});

describe('trap: several result frames', () => {
  it('the last wins; cost and tokens are the latest cumulative figures, never summed (HAND-WRITTEN after 07/10g2)', () => {
    const s = foldFrames(
      [
        asst('m1', { type: 'text', text: 'first answer' }),
        result({
          result: 'first answer',
          total_cost_usd: 0.01,
          modelUsage: { a: { inputTokens: 100, outputTokens: 10 } },
        }),
        asst('m2', { type: 'text', text: 'second answer' }),
        result({
          result: 'second answer',
          is_error: true,
          subtype: 'success',
          total_cost_usd: 0.03,
          modelUsage: {
            a: { inputTokens: 250, outputTokens: 20 },
            b: { inputTokens: 5, outputTokens: 1, cacheReadInputTokens: 7 },
          },
        }),
      ],
      { ...exit0, exitCode: 1 },
    );
    expect(s.outcome).toBe('error');
    expect(s.costUsd).toBe(0.03);
    expect(s.tokens).toEqual({ input: 255, output: 21, cacheRead: 7, cacheWrite: 0 });
    // Two results: the span of the stream (30 ms), not one turn's duration_ms.
    expect(s.durationMs).toBe(30);
  });

  it('turns add up over the init/result cycles, like the cumulative cost beside them (HAND-WRITTEN after 07)', () => {
    const s = foldFrames([
      { type: 'system', subtype: 'init', session_id: 's', model: 'm' },
      asst('m1', { type: 'text', text: 'one' }),
      result({ result: 'one', num_turns: 1, total_cost_usd: 0.01 }),
      { type: 'system', subtype: 'init', session_id: 's', model: 'm' },
      asst('m2', { type: 'text', text: 'two' }),
      result({ result: 'two', num_turns: 2, total_cost_usd: 0.03 }),
    ]);
    expect(s.turns).toBe(3);
    expect(s.costUsd).toBe(0.03);
  });

  it('a success after an error result wins when the agent took a new turn between them', () => {
    const init = { type: 'system', subtype: 'init', session_id: 's', model: 'm', cwd: '/w', tools: [] };
    const s = foldFrames([
      result({ is_error: true, result: 'API Error' }),
      init,
      result({ result: 'ok now' }),
    ]);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('ok now');
    expect(s.diagnostics.ignoredResults).toBe(0);
  });

  it('a success right behind an error result, with no turn between them, is not believed', () => {
    const s = foldFrames([result({ is_error: true, result: 'API Error' }), result({ result: 'ok now' })]);
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toBe('API Error');
    expect(s.diagnostics.ignoredResults).toBe(1);
  });
});

describe('trap: a synthetic assistant message with only an `error` field (Claude Code 2.1.123)', () => {
  it('"Not logged in" is the failure reason, never the final answer (HAND-WRITTEN after a published 2.1.123 stream)', () => {
    const s = foldFrames(
      [
        {
          type: 'assistant',
          message: {
            id: '8a1c0f7e-1111-4c2b-9d7e-1f2a3b4c5d6e',
            model: '<synthetic>',
            role: 'assistant',
            content: [{ type: 'text', text: 'Not logged in · Please run /login' }],
            usage: { input_tokens: 0, output_tokens: 0 },
          },
          parent_tool_use_id: null,
          session_id: 's',
          uuid: 'u',
          error: 'authentication_failed',
        },
        result({
          is_error: true,
          result: 'Not logged in · Please run /login',
          num_turns: 1,
          total_cost_usd: 0,
        }),
      ],
      { ...exit0, exitCode: 1 },
    );
    expect(s.outcome).toBe('error');
    expect(s.finalText).toBeNull();
    expect(s.errorMessage).toContain('Not logged in');
    expect(s.steps).toBe(0);
  });

  it('a synthetic local-command answer without `error` is still an answer', () => {
    const s = foldFrames([
      {
        type: 'assistant',
        message: { id: 'x', model: '<synthetic>', content: [{ type: 'text', text: '## Context Usage' }] },
        parent_tool_use_id: null,
        session_id: 's',
        uuid: 'u',
      },
      result({ result: '## Context Usage' }),
    ]);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('## Context Usage');
  });
});

describe('trap: assistant frames per block with non-final usage', () => {
  it("counts a step's usage once, and the message_delta figure replaces the provisional one (HAND-WRITTEN)", () => {
    const s = foldFrames(
      [
        asst('m1', { type: 'text', text: 'a' }, null, { input_tokens: 100, output_tokens: 1 }),
        asst('m1', { type: 'tool_use', id: 't1', name: 'Bash', input: {} }, null, {
          input_tokens: 100,
          output_tokens: 1,
        }),
        asst('m2', { type: 'text', text: 'b' }, null, { input_tokens: 200, output_tokens: 1 }),
      ],
      null,
    );
    expect(s.tokens).toEqual({ input: 300, output: 2, cacheRead: 0, cacheWrite: 0 });
    expect(s.steps).toBe(2);
    expect(s.costUsd).toBeNull();

    const streamed = foldFrames(
      [
        se({
          type: 'message_start',
          message: { id: 'msg_1', usage: { input_tokens: 100, output_tokens: 1 } },
        }),
        asst('msg_1', { type: 'text', text: 'x' }, null, { input_tokens: 100, output_tokens: 1 }),
        se({
          type: 'message_delta',
          delta: { stop_reason: 'end_turn' },
          usage: { input_tokens: 100, output_tokens: 42 },
        }),
      ],
      null,
    );
    expect(streamed.tokens).toEqual({ input: 100, output: 42, cacheRead: 0, cacheWrite: 0 });
    // The result then replaces the provisional figures.
    const done = reduce(streamed, {
      kind: 'usage',
      cumulative: true,
      messageId: null,
      tokens: { input: 1, output: 2, cacheRead: 3, cacheWrite: 4 },
      costUsd: 0.5,
      at: 100,
    });
    expect(done.tokens).toEqual({ input: 1, output: 2, cacheRead: 3, cacheWrite: 4 });
    expect(done.costUsd).toBe(0.5);
  });
});

describe('trap: streamed text and block frames never doubled', () => {
  it('deltas then the block frame then more blocks of the same message (HAND-WRITTEN after 02/08)', () => {
    const s = foldFrames(
      [
        se({ type: 'message_start', message: { id: 'msg_1' } }),
        se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Let me ' } }),
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'look.' } }),
        asst('msg_1', { type: 'text', text: 'Let me look.' }),
        se({ type: 'content_block_stop', index: 0 }),
        se({ type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } }),
        se({ type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Done' } }),
      ],
      null,
    );
    expect(s.lastText).toBe('Let me look.\n\nDone');
    const s2 = foldFrames(
      [
        se({ type: 'message_start', message: { id: 'msg_1' } }),
        se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hel' } }),
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'lo' } }),
        asst('msg_1', { type: 'text', text: 'Hello' }),
        se({ type: 'content_block_stop', index: 0 }),
      ],
      null,
    );
    expect(s2.lastText).toBe('Hello');
    expect(s2.finalText).toBe('Hello');
  });

  it('the real 02 and 08 captures give each text once', () => {
    expect(foldCapture('08-long-run-30-tools').lastText).toBe('Done after 30 tool calls.');
  });

  it('a new message replaces lastText; subagent text does not touch it', () => {
    const s = foldFrames(
      [
        asst('m1', { type: 'text', text: 'one' }),
        asst('m2', { type: 'text', text: 'two' }),
        asst('m3', { type: 'text', text: 'from the subagent' }, 'toolu_parent'),
      ],
      null,
    );
    expect(s.lastText).toBe('two');
  });

  it('lastText stays bounded however long the message', () => {
    const frames: object[] = [
      se({ type: 'message_start', message: { id: 'msg_1' } }),
      se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    ];
    for (let i = 0; i < 3000; i++)
      frames.push(
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'x'.repeat(100) } }),
      );
    const s = foldFrames(frames, null);
    expect(s.lastText!.length).toBeLessThanOrEqual(LAST_TEXT_CHARS);
    expect(s.fold.text!.blocks[0]!.text.length).toBeLessThanOrEqual(LAST_TEXT_CHARS);
  });
});

describe('trap: abandoned_blocks retract streamed text', () => {
  it("drops the retracted message's text; the retried answer comes as a complete frame (HAND-WRITTEN after 06g)", () => {
    const frames = [
      se({ type: 'message_start', message: { id: 'msg_bad' } }, 'msg_bad'),
      se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'msg_bad'),
      se(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hello bef' } },
        'msg_bad',
      ),
      se({ type: 'content_block_stop', index: 0 }, 'msg_bad'),
      se({ type: 'message_stop' }, 'msg_bad', {
        abandoned_blocks: { api_message_id: 'msg_bad', from_block_index: 0 },
      }),
    ];
    const retracted = foldFrames(frames, null);
    expect(retracted.lastText).toBeNull();
    expect(retracted.finalText).toBeNull();
    const s = foldFrames(
      [...frames, asst('msg_good', { type: 'text', text: 'Hello after a mid-stream error.' })],
      null,
    );
    expect(s.lastText).toBe('Hello after a mid-stream error.');
  });

  it('from_block_index keeps the blocks before it (HAND-WRITTEN)', () => {
    const s = foldFrames(
      [
        se({ type: 'message_start', message: { id: 'msg_1' } }),
        se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'kept' } }),
        se({ type: 'content_block_stop', index: 0 }),
        se({ type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } }),
        se({ type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'gone' } }),
        se({ type: 'message_stop' }, 'msg_1', {
          abandoned_blocks: { api_message_id: 'msg_1', from_block_index: 1 },
        }),
      ],
      null,
    );
    expect(s.lastText).toBe('kept');
  });
});

describe('trap: tool results in completion order', () => {
  it("parallel calls resolve by id whatever the order (HAND-WRITTEN after 03b: Read's result before Bash's)", () => {
    const s = foldFrames(
      [
        asst('m1', { type: 'tool_use', id: 't_bash', name: 'Bash', input: { command: 'git log' } }),
        asst('m1', { type: 'tool_use', id: 't_read', name: 'Read', input: { file_path: 'package.json' } }),
        toolResult('t_read', '{"name":"demo"}'),
        toolResult('t_bash', 'abc init', false, {
          tool_use_result: { stdout: 'abc init', stderr: '', interrupted: false },
        }),
      ],
      null,
    );
    expect(s.toolCalls.map((t) => [t.name, t.status, t.outputPreview])).toEqual([
      ['Bash', 'ok', 'abc init'],
      ['Read', 'ok', '{"name":"demo"}'],
    ]);
    expect(s.toolCalls[0]!.durationMs).toBe(30);
    expect(s.toolCalls[1]!.durationMs).toBe(10);
    expect(s.toolCalls[0]!.exitCode).toBe(0);
  });

  it('a repeated tool_use for the same id is counted once; an orphan result is recorded (HAND-WRITTEN)', () => {
    const s = foldFrames(
      [
        asst('m1', { type: 'tool_use', id: 't1', name: 'Bash', input: {} }),
        asst('m1', { type: 'tool_use', id: 't1', name: 'Bash', input: {} }),
        toolResult('t_orphan', 'late', true),
      ],
      null,
    );
    expect(s.toolCalls.map((t) => [t.id, t.status])).toEqual([
      ['t1', 'pending'],
      ['t_orphan', 'error'],
    ]);
  });

  it('keeps a bounded preview of big outputs and inputs', () => {
    const big = 'y'.repeat(300_000);
    const s = foldFrames(
      [
        asst('m1', { type: 'tool_use', id: 't1', name: 'Write', input: { file_path: 'a', content: big } }),
        toolResult('t1', big),
      ],
      null,
    );
    const t = s.toolCalls[0]!;
    expect(t.outputChars).toBe(300_000);
    expect(t.outputPreview!.length).toBeLessThanOrEqual(2000);
    expect(JSON.stringify(t.input).length).toBeLessThan(2500);
  });
});

describe('trap: permission denials', () => {
  it('live system/permission_denied and result.permission_denials are not doubled (HAND-WRITTEN after 04b)', () => {
    const s = foldFrames([
      asst('m1', { type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'rm -rf x' } }),
      {
        type: 'system',
        subtype: 'permission_denied',
        tool_name: 'Bash',
        tool_use_id: 't1',
        message: 'needs approval',
      },
      toolResult('t1', 'needs approval', true),
      result({
        permission_denials: [{ tool_name: 'Bash', tool_use_id: 't1', tool_input: { command: 'rm -rf x' } }],
      }),
    ]);
    expect(s.permissionDenials).toEqual([{ tool: 'Bash', toolUseId: 't1', input: { command: 'rm -rf x' } }]);
    expect(s.toolCalls[0]!.status).toBe('denied');
    expect(s.outcome).toBe('incomplete'); // its only call was denied: nothing was done
  });

  it('a denial only in the result marks the call denied (HAND-WRITTEN after 07f)', () => {
    const s = foldFrames([
      asst('m1', { type: 'tool_use', id: 't2', name: 'Write', input: { file_path: 'b' } }),
      toolResult('t2', 'host said no', true),
      result({
        permission_denials: [{ tool_name: 'Write', tool_use_id: 't2', tool_input: { file_path: 'b' } }],
      }),
    ]);
    expect(s.toolCalls[0]!.status).toBe('denied');
    expect(s.permissionDenials).toHaveLength(1);
  });
});

describe('trap: todos', () => {
  it('TodoWrite replaces the whole list (HAND-WRITTEN: this CLI version has no TodoWrite)', () => {
    const s = foldFrames(
      [
        asst('m1', {
          type: 'tool_use',
          id: 'tw1',
          name: 'TodoWrite',
          input: {
            todos: [
              { content: 'Read code', status: 'in_progress', activeForm: 'Reading code' },
              { content: 'Fix bug', status: 'pending', activeForm: 'Fixing bug' },
            ],
          },
        }),
        asst('m2', {
          type: 'tool_use',
          id: 'tw2',
          name: 'TodoWrite',
          input: { todos: [{ content: 'Read code', status: 'completed', activeForm: 'Reading code' }] },
        }),
      ],
      null,
    );
    expect(s.todos.map((t) => [t.content, t.status])).toEqual([['Read code', 'completed']]);
  });

  it('TaskCreate / TaskUpdate upsert by the task id (HAND-WRITTEN after the Task tools docs)', () => {
    const s = foldFrames(
      [
        asst('m1', {
          type: 'tool_use',
          id: 'tc1',
          name: 'TaskCreate',
          input: { subject: 'Run tests', description: 'npm test', activeForm: 'Running tests' },
        }),
        toolResult('tc1', 'Task #1 created successfully: Run tests', false, {
          tool_use_result: { task: { id: '1', subject: 'Run tests' } },
        }),
        asst('m1', {
          type: 'tool_use',
          id: 'tc2',
          name: 'TaskCreate',
          input: { subject: 'Fix lint', description: 'biome' },
        }),
        toolResult('tc2', 'Task #2 created successfully: Fix lint'),
        asst('m2', {
          type: 'tool_use',
          id: 'tu1',
          name: 'TaskUpdate',
          input: { taskId: '1', status: 'in_progress' },
        }),
        toolResult('tu1', 'Updated task #1 status'),
        asst('m3', {
          type: 'tool_use',
          id: 'tu2',
          name: 'TaskUpdate',
          input: { taskId: '1', status: 'completed', subject: 'Run all tests' },
        }),
        toolResult('tu2', 'Updated task #1'),
        asst('m4', {
          type: 'tool_use',
          id: 'tu3',
          name: 'TaskUpdate',
          input: { taskId: '2', status: 'deleted' },
        }),
        toolResult('tu3', 'Updated task #2'),
        asst('m5', {
          type: 'tool_use',
          id: 'tu4',
          name: 'TaskUpdate',
          input: { taskId: '3', status: 'completed' },
        }),
        toolResult('tu4', 'Task not found', true), // a failed update changes nothing
      ],
      null,
    );
    expect(s.todos).toEqual([{ id: '1', content: 'Run all tests', status: 'completed' }]);
  });
});

describe('trap: api_retry', () => {
  it('every retry is kept with its figures (real 06a in captures.test; HAND-WRITTEN null status here)', () => {
    const s = foldFrames(
      [
        {
          type: 'system',
          subtype: 'api_retry',
          attempt: 1,
          max_retries: 10,
          retry_delay_ms: 527,
          error_status: null,
          error: 'unknown',
          uuid: 'u',
          session_id: 's',
        },
      ],
      null,
    );
    expect(s.retries).toEqual([
      {
        attempt: 1,
        maxRetries: 10,
        delayMs: 527,
        httpStatus: null,
        category: 'unknown',
        message: null,
        at: 0,
      },
    ]);
  });
});

describe('diagnostics', () => {
  it('counts bad lines (with a few samples) and unknown kinds', () => {
    let s = emptySummary('claude-code');
    for (let i = 0; i < 8; i++)
      s = reduce(s, {
        kind: 'bad_line',
        reason: i === 0 ? 'too_long' : 'not_json',
        sample: `bad ${i}`,
        at: i,
      });
    s = reduce(s, { kind: 'unknown', type: 'prompt_suggestion', at: 9 });
    s = reduce(s, { kind: 'unknown', type: 'prompt_suggestion', at: 10 });
    expect(s.diagnostics.badLines).toBe(8);
    expect(s.diagnostics.longLines).toBe(1);
    expect(s.diagnostics.badLineSamples).toHaveLength(5);
    expect(s.diagnostics.unknownEvents).toEqual({ prompt_suggestion: 2 });
  });

  it('notices are bounded', () => {
    let s = emptySummary();
    for (let i = 0; i < 200; i++)
      s = reduce(s, { kind: 'notice', level: 'info', code: 'c', message: `n${i}`, at: i });
    expect(s.notices.length).toBeLessThanOrEqual(50);
    expect(s.notices.at(-1)!.message).toBe('n199');
  });
});
