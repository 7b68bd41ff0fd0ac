// Claude Code's control protocol as Narrator reads and answers it (src/agent/agent-input.ts), fed
// hand-written frames shaped like the CLI's (capture 07f, and Claude Code 2.1.330 as measured by
// test/e2e/converse-claude.test.ts): a hostile agent that floods requests, writes malformed
// control frames or asks for the same call forever gets bounded, clear handling.
import { describe, expect, test } from 'vitest';
import { ClaudeInput, type ControlAsk, MAX_OPEN, MAX_SAME_ASKS } from '../../src/agent/agent-input.js';

function harness() {
  const written: Array<Record<string, unknown>> = [];
  const asks: ControlAsk[] = [];
  const logs: string[] = [];
  const echoes: string[] = [];
  let results = 0;
  let ended = false;
  const input = new ClaudeInput({
    write: (line) => {
      written.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    },
    end: () => {
      ended = true;
    },
    onAsk: (a) => asks.push(a),
    onUserEcho: (t) => echoes.push(t),
    onResult: () => results++,
    log: (m) => logs.push(m),
  });
  const feed = (...frames: Array<string | Record<string, unknown>>) =>
    input.push(
      new TextEncoder().encode(
        frames.map((f) => (typeof f === 'string' ? f : JSON.stringify(f))).join('\n') + '\n',
      ),
    );
  return { input, written, asks, logs, echoes, feed, results: () => results, ended: () => ended };
}

const canUse = (id: string, command = 'git push') => ({
  type: 'control_request',
  request_id: id,
  request: { subtype: 'can_use_tool', tool_name: 'Bash', input: { command }, tool_use_id: `toolu_${id}` },
});

describe('ClaudeInput', () => {
  test('a request is handed over once; the answer goes back under its id, once', () => {
    const h = harness();
    const bytes = new TextEncoder().encode(`${JSON.stringify(canUse('r1'))}\n`);
    // Split mid-line: a chunk boundary never loses or doubles a request.
    h.input.push(bytes.subarray(0, 30));
    h.input.push(bytes.subarray(30));
    expect(h.asks.map((a) => [a.requestId, a.toolName, a.input])).toEqual([
      ['r1', 'Bash', { command: 'git push' }],
    ]);
    h.input.respond('r1', { behavior: 'allow', updatedInput: { command: 'git push' } });
    h.input.respond('r1', { behavior: 'deny', message: 'again' });
    h.input.respond('nope', { behavior: 'deny', message: 'not asked' });
    expect(h.written).toEqual([
      {
        type: 'control_response',
        response: {
          subtype: 'success',
          request_id: 'r1',
          response: { behavior: 'allow', updatedInput: { command: 'git push' } },
        },
      },
    ]);
  });

  test('malformed control frames are reported and never answered', () => {
    const h = harness();
    h.feed('{"type":"control_request", "request_id": "r1", "request": {', {
      type: 'control_request',
      request: {},
    });
    h.feed({ type: 'control_request', request_id: 'r2' });
    expect(h.asks).toEqual([]);
    expect(h.written).toEqual([]);
    expect(h.logs).toEqual([
      'the agent wrote a control request that is not JSON; it was not answered',
      'the agent wrote a control request without an id or a request; it was not answered',
      'the agent wrote a control request without an id or a request; it was not answered',
    ]);
  });

  test('another subtype is answered with an error; a request without a tool is denied', () => {
    const h = harness();
    h.feed({ type: 'control_request', request_id: 'h1', request: { subtype: 'hook_callback' } });
    h.feed({ type: 'control_request', request_id: 't1', request: { subtype: 'can_use_tool', input: {} } });
    expect(h.written.map((w) => (w['response'] as Record<string, unknown>)['subtype'])).toEqual([
      'error',
      'success',
    ]);
    expect(JSON.stringify(h.written[1])).toContain('the request named no tool');
    expect(h.asks).toEqual([]);
  });

  test(`a flood: more than ${MAX_OPEN} open requests are denied at once`, () => {
    const h = harness();
    for (let i = 0; i < MAX_OPEN + 5; i++) h.feed(canUse(`r${i}`, `cmd ${i}`));
    expect(h.asks).toHaveLength(MAX_OPEN);
    expect(h.written).toHaveLength(5);
    expect(JSON.stringify(h.written[0])).toContain(`more than ${MAX_OPEN} requests are waiting`);
  });

  test(`the same call asked more than ${MAX_SAME_ASKS} times is denied without asking`, () => {
    const h = harness();
    for (let i = 0; i < MAX_SAME_ASKS + 2; i++) {
      h.feed(canUse(`r${i}`));
      h.input.respond(`r${i}`, { behavior: 'deny', message: 'no' });
    }
    expect(h.asks).toHaveLength(MAX_SAME_ASKS);
    expect(JSON.stringify(h.written.at(-1))).toContain('asked 3 times already in this run');
  });

  test('the replayed steer and the result are reported; nothing is written after the end', () => {
    const h = harness();
    h.feed(
      { type: 'user', message: { role: 'user', content: 'steer text' }, isReplay: true },
      { type: 'assistant', message: { content: [{ type: 'text', text: '"isReplay" "control_request"' }] } },
      { type: 'result', subtype: 'success' },
    );
    expect(h.echoes).toEqual(['steer text']);
    expect(h.results()).toBe(1);
    expect(h.input.say('more')).toBe(true);
    h.input.end();
    expect(h.ended()).toBe(true);
    expect(h.input.say('after')).toBe(false);
    expect(h.written).toHaveLength(1);
  });

  test('ExitPlanMode asked with an empty input gets the plan the model wrote (Claude Code 2.1.330 asks so)', () => {
    const h = harness();
    h.feed(
      {
        type: 'assistant',
        message: {
          content: [{ type: 'tool_use', id: 'toolu_p', name: 'ExitPlanMode', input: { plan: '1. Publish' } }],
        },
      },
      {
        type: 'control_request',
        request_id: 'p1',
        request: { subtype: 'can_use_tool', tool_name: 'ExitPlanMode', input: {}, tool_use_id: 'toolu_p' },
      },
      {
        type: 'control_request',
        request_id: 'p2',
        request: {
          subtype: 'can_use_tool',
          tool_name: 'ExitPlanMode',
          input: {},
          tool_use_id: 'toolu_other',
        },
      },
    );
    expect(h.asks.map((a) => a.input)).toEqual([{ plan: '1. Publish' }, {}]);
  });
});
