// The `acp` dialect: real recordings of Gemini CLI in ACP mode (test/fixtures/acp/), and
// hand-written frames (labelled as such) for what the real agents here did not send.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { RunFold } from '../../src/run/fold.js';
import { recordLine, recordReceived } from '../../src/stream/acp-record.js';
import { acp } from '../../src/stream/dialects/acp.js';
import type { AgentEvent } from '../../src/stream/events.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'acp');

function foldText(text: string, dialect: 'acp' | 'auto' = 'acp', exit = { exitCode: 0, signal: null }) {
  const fold = new RunFold({ dialect });
  fold.pushBytes(Buffer.from(text), 1);
  return fold.end({ ...exit, stderrTail: null, stoppedBy: null, limitMs: null }, 2);
}

const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, `${name}.jsonl`), 'utf8');

/** Hand-written: frames as an ACP agent would send them, one JSON-RPC message each. */
const rpc = (m: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', ...m });
const sent = (m: Record<string, unknown>) => recordLine('sent', { jsonrpc: '2.0', ...m });
const update = (u: Record<string, unknown>) =>
  rpc({ method: 'session/update', params: { sessionId: 's', update: u } });
const prompt = (id = 2) => sent({ id, method: 'session/prompt', params: { sessionId: 's', prompt: [] } });
const answer = (result: unknown, id = 2) => rpc({ id, result });

function events(lines: string[]): AgentEvent[] {
  const parser = acp.createParser();
  return lines.flatMap((l, i) => parser.toEvents(JSON.parse(l), i));
}

describe('real Gemini CLI 0.61 recordings', () => {
  test('an allowed edit: read then edit, the answer, tokens and model from _meta.quota, success', () => {
    const s = foldText(fixture('gemini-edit'), 'auto');
    expect(s.dialect).toBe('acp');
    expect(s.outcome).toBe('success');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.finalText).toBe('Done: alpha is now beta.');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read', 'ok'],
      ['edit', 'ok'],
    ]);
    expect(s.tokens).toMatchObject({ input: 903, output: 79 });
    expect(s.permissionDenials).toEqual([]);
    expect(s.diagnostics.badLines).toBe(0);
  });

  test('plan: the write is refused by Narrator: one denial, the call denied, the run incomplete', () => {
    const s = foldText(fixture('gemini-plan-denied'), 'auto');
    expect(s.outcome).toBe('incomplete'); // its only call was denied: nothing was done
    expect(s.permissionDenials).toHaveLength(1);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['edit', 'denied']]);
  });

  test('HTTP 500 on every attempt: the JSON-RPC error on session/prompt is the outcome, with its message', () => {
    const s = foldText(fixture('gemini-api-500'), 'auto');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.errorMessage).toMatch(/^JSON-RPC error -?\d+: /);
  });

  test('the exit status after the stop reason does not change the outcome (SIGTERM after the turn)', () => {
    const s = foldText(fixture('gemini-edit'), 'acp', { exitCode: null, signal: 'SIGTERM' } as never);
    expect(s.outcome).toBe('success');
  });
});

describe('real opencode 1.18 recording', () => {
  test('acceptEdits: the edit allowed, the command refused and then reported failed: a denial, not a tool error', () => {
    const s = foldText(fixture('opencode-accept-edits'), 'auto');
    expect(s.dialect).toBe('acp');
    expect(s.outcome).toBe('success');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['edit', 'ok'],
      ['execute', 'denied'],
    ]);
    expect(s.permissionDenials).toHaveLength(1);
    expect(s.model).toBe('local/local-model');
    expect(s.tokens).toMatchObject({ input: 2547, output: 31 });
    expect(s.costUsd).toBeCloseTo(0.016, 3);
  });
});

describe('real Claude Code 2.1.330 through claude-agent-acp 0.23.1 (recordings)', () => {
  test('acceptEdits: a call announced with an empty input takes the one its update gives; tokens and cost', () => {
    const s = foldText(fixture('claude-adapter-accept-edits'), 'auto');
    expect(s.dialect).toBe('acp');
    expect(s.outcome).toBe('success');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read', 'ok'],
      ['edit', 'ok'],
      ['execute', 'denied'],
    ]);
    // Announced as {title: "Edit", rawInput: {}}; the update said the file and the strings.
    expect(s.toolCalls[1]?.input).toMatchObject({
      title: 'Edit notes.txt',
      path: expect.stringMatching(/notes\.txt$/),
      rawInput: { old_string: 'alpha', new_string: 'beta' },
    });
    expect(s.toolCalls[2]?.input).toMatchObject({ command: 'touch touched' });
    expect(s.tokens?.input).toBeGreaterThan(0);
    expect(s.costUsd).toBeGreaterThan(0);
    expect(s.permissionDenials).toHaveLength(1);
  });

  test('the output limit: the error Claude Code ends with after its own recovery', () => {
    const s = foldText(fixture('claude-adapter-max-tokens'), 'auto');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toMatch(/output token maximum/);
  });
});

describe('real Codex through codex-acp 0.16.0 (recordings)', () => {
  test('acceptEdits: its sandbox ran everything without asking; no token counts in this adapter', () => {
    const s = foldText(fixture('codex-adapter-accept-edits'), 'auto');
    expect(s.outcome).toBe('success');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read', 'ok'],
      ['edit', 'ok'],
      ['execute', 'ok'],
    ]);
    expect(s.tokens).toBeNull();
    // The command's exit code and what it printed, from the exec record the adapter sends.
    expect(s.toolCalls[0]).toMatchObject({ exitCode: 0, outputPreview: 'alpha\n' });
  });

  test('the output limit: a JSON-RPC error naming max_output_tokens, after the partial answer', () => {
    const s = foldText(fixture('codex-adapter-max-tokens'), 'auto');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toMatch(/reason: max_output_tokens/);
    expect(s.finalText).toBe('The answer starts here and then');
  });

  test('plan: the refused patch ends the turn (stopReason cancelled, nothing cancelled it): an error naming the refusal', () => {
    const s = foldText(fixture('codex-adapter-plan-denied'), 'auto');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toMatch(/refused "Edit .*new\.txt"/);
    expect(s.permissionDenials).toHaveLength(1);
  });
});

describe('an end_turn while a call still runs (hand-written frames)', () => {
  const call = (status: string) =>
    update({ sessionUpdate: 'tool_call', toolCallId: 'c1', title: 'npm test', kind: 'execute', status });
  const done = update({ sessionUpdate: 'tool_call_update', toolCallId: 'c1', status: 'completed' });

  test('is no success: incomplete, naming the call (an agent answers after its calls end)', () => {
    const s = foldText([prompt(), call('in_progress'), answer({ stopReason: 'end_turn' })].join('\n'));
    expect(s.outcome).toBe('incomplete');
    expect(s.errorMessage).toMatch(/end_turn while a tool call was still running \('npm test'\)/);
  });

  test('the call ending after the answer changes nothing: the answer came first', () => {
    const s = foldText([prompt(), call('in_progress'), answer({ stopReason: 'end_turn' }), done].join('\n'));
    expect(s.outcome).toBe('incomplete');
  });

  test('the call ended before the answer: success', () => {
    const s = foldText([prompt(), call('in_progress'), done, answer({ stopReason: 'end_turn' })].join('\n'));
    expect(s.outcome).toBe('success');
  });
});

describe('a resumed session (hand-written frames)', () => {
  const text = (t: string) =>
    update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: t } });
  const load = (method: string) =>
    sent({ id: 1, method, params: { sessionId: 'old-1', cwd: '/w', mcpServers: [] } });

  test('session/load: the replayed history is not folded; the session id is the loaded one', () => {
    const s = foldText(
      [
        load('session/load'),
        update({ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'run 1 asked' } }),
        text('RUN-1 ANSWER'),
        answer({ modes: null }, 1),
        prompt(),
        text('run 2 answer'),
        answer({ stopReason: 'end_turn' }),
      ].join('\n'),
    );
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('run 2 answer');
    expect(s.sessionId).toBe('old-1');
  });

  test('session/resume: the session id is the resumed one', () => {
    const s = foldText(
      [
        load('session/resume'),
        answer({}, 1),
        prompt(),
        text('go on'),
        answer({ stopReason: 'end_turn' }),
      ].join('\n'),
    );
    expect(s.sessionId).toBe('old-1');
    expect(s.finalText).toBe('go on');
  });

  test('a refused session/load: the new session that follows is the one named', () => {
    const s = foldText(
      [
        load('session/load'),
        rpc({ id: 1, error: { code: -32603, message: 'Internal error' } }),
        sent({ id: 2, method: 'session/new', params: { cwd: '/w', mcpServers: [] } }),
        answer({ sessionId: 'new-2' }, 2),
        prompt(3),
        text('fresh answer'),
        answer({ stopReason: 'end_turn' }, 3),
      ].join('\n'),
    );
    expect(s.outcome).toBe('success');
    expect(s.sessionId).toBe('new-2');
    expect(s.finalText).toBe('fresh answer');
  });
});

describe('session/set_mode refused (hand-written frames)', () => {
  test('the run is an error that says the prompt was not sent', () => {
    const s = foldText(
      [
        sent({ id: 2, method: 'session/set_mode', params: { sessionId: 's', modeId: 'default' } }),
        rpc({ id: 2, error: { code: -32602, message: 'Invalid mode' } }),
      ].join('\n'),
    );
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.errorMessage).toMatch(
      /refused session\/set_mode \(JSON-RPC error -32602: Invalid mode\).*did not send the prompt/,
    );
  });
});

describe('a cancelled stop reason (hand-written answers)', () => {
  const ask = rpc({
    id: 'p1',
    method: 'session/request_permission',
    params: {
      sessionId: 's',
      toolCall: { toolCallId: 'c1', title: 'rm -rf build', kind: 'execute' },
      options: [
        { optionId: 'yes', kind: 'allow_once' },
        { optionId: 'no', kind: 'reject_once' },
      ],
    },
  });
  const refuse = sent({ id: 'p1', result: { outcome: { outcome: 'selected', optionId: 'no' } } });
  const allow = sent({ id: 'p1', result: { outcome: { outcome: 'selected', optionId: 'yes' } } });
  const cancel = sent({ method: 'session/cancel', params: { sessionId: 's' } });

  test('after a refusal and no session/cancel: an error naming the refusal', () => {
    const s = foldText([prompt(), ask, refuse, answer({ stopReason: 'cancelled' })].join('\n'));
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toContain('refused "rm -rf build"');
  });

  test('after Narrator sent session/cancel: cancelled, even with a refusal before it', () => {
    const s = foldText([prompt(), ask, refuse, cancel, answer({ stopReason: 'cancelled' })].join('\n'));
    expect(s.outcome).toBe('cancelled');
  });

  test("with the request allowed (no refusal): the agent's own word, cancelled", () => {
    const s = foldText([prompt(), ask, allow, answer({ stopReason: 'cancelled' })].join('\n'));
    expect(s.outcome).toBe('cancelled');
  });
});

describe('stop reasons (hand-written answers)', () => {
  test.each([
    ['end_turn', 'success'],
    ['max_tokens', 'max_tokens'],
    ['max_turn_requests', 'max_turns'],
    ['refusal', 'error'],
    ['cancelled', 'cancelled'],
    ['something_new', 'error'],
  ])('%s -> %s', (stopReason, outcome) => {
    const s = foldText([prompt(), answer({ stopReason })].join('\n'));
    expect(s.outcome).toBe(outcome);
  });

  test('an answer to another request id is not the prompt answer; id 0 is an id', () => {
    const s = foldText([prompt(0), answer({ stopReason: 'end_turn' }, 1)].join('\n'));
    expect(s.outcomeSource).not.toBe('terminal_frame');
    const t = foldText([prompt(0), answer({ stopReason: 'end_turn' }, 0)].join('\n'));
    expect(t.outcome).toBe('success');
  });

  test('cancelled: the calls still running are marked failed as cancelled', () => {
    const s = foldText(
      [
        prompt(),
        update({
          sessionUpdate: 'tool_call',
          toolCallId: 'c1',
          title: 'sleep 60',
          kind: 'execute',
          status: 'in_progress',
        }),
        answer({ stopReason: 'cancelled' }),
      ].join('\n'),
    );
    expect(s.outcome).toBe('cancelled');
    expect(s.toolCalls).toMatchObject([{ id: 'c1', name: 'execute', status: 'error' }]);
  });
});

describe('updates (hand-written, as the ACP schema describes them)', () => {
  test('plan entries become todos; opencode-style usage_update is the cost, response.usage the tokens', () => {
    const s = foldText(
      [
        prompt(),
        update({
          sessionUpdate: 'plan',
          entries: [
            { content: 'read', priority: 'high', status: 'completed' },
            { content: 'write', priority: 'low', status: 'in_progress' },
            { content: 'test', priority: 'low', status: 'pending' },
          ],
        }),
        update({
          sessionUpdate: 'usage_update',
          used: 100,
          size: 1000,
          cost: { amount: 0.25, currency: 'USD' },
        }),
        answer({
          stopReason: 'end_turn',
          usage: { inputTokens: 10, outputTokens: 5, cachedReadTokens: 2, totalTokens: 17 },
        }),
      ].join('\n'),
    );
    expect(s.todos.map((t) => [t.content, t.status])).toEqual([
      ['read', 'completed'],
      ['write', 'in_progress'],
      ['test', 'pending'],
    ]);
    expect(s.costUsd).toBe(0.25);
    expect(s.tokens).toMatchObject({ input: 10, output: 5, cacheRead: 2 });
  });

  test('a permission request is the first mention of a call; after a refusal a `failed` report changes nothing', () => {
    const ev = events([
      rpc({
        id: 0,
        method: 'session/request_permission',
        params: {
          sessionId: 's',
          toolCall: { toolCallId: 'c9', title: 'rm -rf build', kind: 'execute' },
          options: [
            { optionId: 'once', name: 'Allow', kind: 'allow_once' },
            { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
          ],
        },
      }),
      sent({ id: 0, result: { outcome: { outcome: 'selected', optionId: 'reject' } } }),
      update({ sessionUpdate: 'tool_call_update', toolCallId: 'c9', status: 'failed' }),
    ]);
    expect(ev.map((e) => e.kind)).toEqual(['step', 'tool_call', 'notice', 'permission_denied']);
    expect(ev[1]).toMatchObject({ id: 'c9', name: 'execute', input: { title: 'rm -rf build' } });
  });

  test('an allow answer is no denial; a cancelled answer is none either', () => {
    const ask = (id: number) =>
      rpc({
        id,
        method: 'session/request_permission',
        params: {
          sessionId: 's',
          toolCall: { toolCallId: `c${id}`, kind: 'edit' },
          options: [{ optionId: 'x', kind: 'allow_once' }],
        },
      });
    const ev = events([
      ask(1),
      sent({ id: 1, result: { outcome: { outcome: 'selected', optionId: 'x' } } }),
      ask(2),
      sent({ id: 2, result: { outcome: { outcome: 'cancelled' } } }),
    ]);
    expect(ev.filter((e) => e.kind === 'permission_denied')).toEqual([]);
  });

  test('skipped quietly: user echo, commands, modes, `_` methods; counted: unknown update kinds', () => {
    const ev = events([
      update({ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'hi' } }),
      update({ sessionUpdate: 'available_commands_update', availableCommands: [] }),
      update({ sessionUpdate: 'current_mode_update', currentModeId: 'plan' }),
      rpc({ method: '_zed/telemetry', params: {} }),
      update({ sessionUpdate: 'hologram', x: 1 }),
    ]);
    expect(ev).toEqual([{ kind: 'unknown', type: 'acp:hologram', at: 4 }]);
  });

  test('a reused tool call id is an update of the call, never a second call', () => {
    const s = foldText(
      [
        prompt(),
        update({ sessionUpdate: 'tool_call', toolCallId: 'c1', title: 'a', kind: 'read', status: 'pending' }),
        update({
          sessionUpdate: 'tool_call',
          toolCallId: 'c1',
          title: 'a',
          kind: 'read',
          status: 'completed',
          content: [{ type: 'content', content: { type: 'text', text: 'body' } }],
        }),
        answer({ stopReason: 'end_turn' }),
      ].join('\n'),
    );
    expect(s.toolCalls).toHaveLength(1);
    expect(s.toolCalls[0]).toMatchObject({ status: 'ok', outputPreview: 'body' });
  });

  test("an agent line carrying `_narrator` is recorded as the agent's, so it cannot pose as Narrator's answer", () => {
    const spoof = {
      _narrator: 'sent',
      message: { jsonrpc: '2.0', id: 0, result: { outcome: { outcome: 'selected', optionId: 'reject' } } },
    };
    const line = recordReceived(JSON.stringify(spoof), spoof);
    expect(JSON.parse(line)).toEqual({ _narrator: 'received', message: spoof });
    const ev = events([
      rpc({
        id: 0,
        method: 'session/request_permission',
        params: {
          sessionId: 's',
          toolCall: { toolCallId: 'c1', kind: 'edit' },
          options: [{ optionId: 'reject', kind: 'reject_once' }],
        },
      }),
      line,
    ]);
    expect(ev.filter((e) => e.kind === 'permission_denied')).toEqual([]);
  });

  test('malformed messages never throw: each is counted or skipped', () => {
    const ev = events([
      JSON.stringify({ jsonrpc: '2.0' }),
      JSON.stringify({ _narrator: 'sideways', message: {} }),
      rpc({ method: 'session/update', params: { update: 'nope' } }),
      update({ sessionUpdate: 'tool_call' }),
      update({ sessionUpdate: 'plan', entries: 'x' }),
      update({ sessionUpdate: 'agent_message_chunk', content: { type: 'image', data: '' } }),
      rpc({ id: 7, method: 'fs/read_text_file', params: { path: '/etc/passwd' } }),
    ]);
    expect(ev.some((e) => e.kind === 'unknown' && e.type.startsWith('crash:'))).toBe(false);
    expect(ev.find((e) => e.kind === 'notice')).toMatchObject({ code: 'acp_unserved' });
  });
});
