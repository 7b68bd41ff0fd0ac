/**
 * Codex CLI dialect over test/fixtures/codex: the hand-written fixtures (dialects.md §4) and the
 * REAL captures of Codex 0.169.0 (`real-*`, scripts/capture-codex.mjs). Expectations were written
 * by reading the streams and what the local server was scripted to answer.
 */
import { describe, expect, it } from 'vitest';
import { formatRetry } from '../../../src/report/format.js';
import { headline } from '../../../src/report/outcome-text.js';
import { classifyFailure } from '../../../src/run/failure-kind.js';
import { RunFold } from '../../../src/run/fold.js';
import { codex, exitCodes } from '../../../src/stream/dialects/codex.js';
import { foldFixture, loadFixture } from '../../support/dialect-fixtures.js';

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
    // The first names a transport failure ("error sending request"); the second has its status.
    expect(s.retries.map((r) => [r.attempt, r.maxRetries, r.httpStatus, r.category])).toEqual([
      [1, 5, null, 'network'],
      [2, 5, 503, 'http_error'],
    ]);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('PONG');
  });

  it('an error followed by turn.failed with the same message is ONE failure, not a warning and a failure', () => {
    const s = foldFixture('codex', 'turn-failed');
    expect(s.outcome).toBe('error');
    expect(s.subtype).toBe('turn.failed');
    expect(s.errorMessage).toContain("The 'gpt-9' model does not exist.");
    expect(s.retries).toEqual([]);
    expect(s.notices).toEqual([]);
  });

  it('an error the run survives (an item follows) is a warning and a retry, said when that is known', () => {
    const p = codex.createParser();
    p.toEvents({ type: 'turn.started' }, 0);
    expect(p.toEvents({ type: 'error', message: 'You have hit your usage limit; retrying' }, 1)).toEqual([]);
    const next = p.toEvents(
      { type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: 'hi' } },
      2,
    );
    expect(next.map((e) => e.kind)).toEqual(['notice', 'retry', 'step', 'text']);
    expect(next[0]).toMatchObject({ level: 'warning', code: 'codex_error', message: /usage limit/ });
    expect(next[1]).toMatchObject({ kind: 'retry', httpStatus: null, category: 'error' });
  });

  it('an error then a turn.failed with another message: the first was a warning, the second the failure', () => {
    const p = codex.createParser();
    p.toEvents({ type: 'turn.started' }, 0);
    p.toEvents({ type: 'error', message: 'first thing' }, 1);
    const out = p.toEvents({ type: 'turn.failed', error: { message: 'second thing' } }, 2);
    expect(out.map((e) => e.kind)).toEqual(['notice', 'result']);
    expect(out[0]).toMatchObject({ message: 'first thing', at: 1 });
    expect(out[1]).toMatchObject({ outcome: 'error', errorMessage: 'second thing' });
  });

  it('an error still held when the stream ends is kept as a warning (the exit decides the outcome)', () => {
    const fold = new RunFold({ dialect: 'codex' });
    fold.pushBytes(Buffer.from('{"type":"thread.started","thread_id":"t"}\n{"type":"turn.started"}\n'), 0);
    fold.pushBytes(Buffer.from('{"type":"error","message":"quota exceeded"}\n'), 10);
    const s = fold.end({ exitCode: 1, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 20);
    expect(s.notices.map((n) => [n.code, n.message])).toEqual([['codex_error', 'quota exceeded']]);
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('exit_code');
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

describe('codex 0.169.0, real captures (scripts/capture-codex.mjs)', () => {
  it('a plain answer: success, the text, tokens, one turn, nothing else', () => {
    const s = foldFixture('codex', 'real-text');
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('Hello from the local model.');
    expect(s.turns).toBe(1);
    expect(s.tokens).toEqual({ input: 6921, output: 15, cacheRead: 0, cacheWrite: 0 });
    expect(s.toolCalls).toEqual([]);
    expect(s.notices).toEqual([]);
    expect(s.diagnostics.unknownEvents).toEqual({});
  });

  it('workspace-write: a failing and a passing command, a patch that adds a file (its path kept), the answer', () => {
    const s = foldFixture('codex', 'real-tools-workspace-write');
    expect(s.outcome).toBe('success');
    // In the order the items started: the failing `ls` first (parallel calls), then `echo`, then the patch.
    expect(s.toolCalls.map((c) => [c.name, c.status, c.exitCode])).toEqual([
      ['shell', 'error', 2],
      ['shell', 'ok', 0],
      ['apply_patch', 'ok', null],
    ]);
    expect(s.toolCalls[0]!.input).toEqual({ command: "/bin/bash -lc 'ls /nonexistent-dir'" });
    expect(s.toolCalls[2]!.input).toMatchObject({ path: expect.stringMatching(/\/repo\/NOTES\.md$/) });
    expect(s.toolCalls[2]!.outputPreview).toMatch(/^add \/.*\/NOTES\.md$/);
    expect(s.permissionDenials).toEqual([]);
    expect(s.finalText).toBe('Added NOTES.md.');
  });

  it('read-only sandbox: the blocked command and patch, seen only on stderr, are denied tool calls', () => {
    const fixture = loadFixture('codex', 'real-blocked-read-only');
    // The capture itself: one item for the three calls the model made; the blocks are on stderr.
    expect(fixture.frames.filter((f) => f.type === 'item.started')).toHaveLength(1);
    expect(fixture.exit.stderrTail).toMatch(/patch rejected: writing is blocked by read-only sandbox/);
    const s = foldFixture('codex', 'real-blocked-read-only');
    expect(s.outcome).toBe('success');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['shell', 'ok'],
      ['shell', 'denied'],
      ['apply_patch', 'denied'],
    ]);
    expect(s.toolCalls[1]!.input).toBe('a command: blocked by the sandbox (read only file system)');
    expect(s.toolCalls[2]!.input).toBe('a patch: writing is blocked by read-only sandbox');
    expect(s.toolCalls[2]!.outputPreview).toBe(
      'patch rejected: writing is blocked by read-only sandbox; rejected by user approval settings',
    );
    expect(s.permissionDenials.map((d) => d.tool)).toEqual(['shell', 'apply_patch']);
  });

  it('HTTP 500 until Codex gives up: one failure after two retries that are "API error", not "connection failed"', () => {
    const s = foldFixture('codex', 'real-api-500');
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.errorMessage).toBe(
      'We’re currently experiencing high demand, which may cause temporary errors.',
    );
    // The message hides the status: no status, and no claim about the connection.
    expect(s.retries.map((r) => [r.attempt, r.maxRetries, r.httpStatus, r.category])).toEqual([
      [1, 2, null, 'error'],
      [2, 2, null, 'error'],
    ]);
    expect(s.retries.map(formatRetry)).toEqual(['API error, retry 1/2', 'API error, retry 2/2']);
    expect(s.notices).toEqual([]);
    expect(s.terminalReason).toBe('api_error');
    expect(headline(s, {})).toBe('Codex stopped: API error after 2 retries');
  });

  it('HTTP 401: the retries carry the status (authentication), one failure with the API message', () => {
    const s = foldFixture('codex', 'real-bad-key-401');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toMatch(/^unexpected status 401 Unauthorized: Incorrect API key provided/);
    expect(s.retries.map(formatRetry)).toEqual([
      'API authentication failed (401), retry 1/2',
      'API authentication failed (401), retry 2/2',
    ]);
    expect(s.notices).toEqual([]);
    // Each attempt has its own request id; the cause is the same.
    expect(s.terminalReason).toBe('api_error');
  });

  it('HTTP 400: the API error body Codex passes through as JSON is read as the provider sentence', () => {
    const s = foldFixture('codex', 'real-bad-request-400');
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toBe(
      "The following tools cannot be used with reasoning.effort 'minimal': web_search.\n(invalid_request_error)",
    );
    expect(headline(s, {})).toBe(
      "Codex stopped: The following tools cannot be used with reasoning.effort 'minimal': web_search.",
    );
    expect(s.notices).toEqual([]);
    // A bad request is not worth re-running.
    expect(classifyFailure(s)).toMatchObject({ kind: 'provider_error', retryable: false });
  });

  it('HTTP 400 with the body pretty-printed (as the real API sends it; hand-written from that shape)', () => {
    const body = JSON.stringify(
      {
        error: {
          message: 'The model `gpt-nope` does not exist or you do not have access to it.',
          type: 'invalid_request_error',
          param: null,
          code: 'model_not_found',
        },
      },
      null,
      2,
    );
    const fold = new RunFold({ dialect: 'codex' });
    for (const frame of [
      { type: 'thread.started', thread_id: 't' },
      { type: 'turn.started' },
      { type: 'error', message: body },
      { type: 'turn.failed', error: { message: body } },
    ]) {
      fold.pushBytes(Buffer.from(`${JSON.stringify(frame)}\n`), 1);
    }
    const s = fold.end({ exitCode: 1, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 2);
    expect(headline(s, {})).toBe(
      'Codex stopped: The model `gpt-nope` does not exist or you do not have access to it.',
    );
    expect(s.errorMessage).not.toContain('{');
  });

  it('the output limit (response.incomplete) is max_tokens, with the partial answer', () => {
    const s = foldFixture('codex', 'real-max-output-tokens');
    expect(s.outcome).toBe('max_tokens');
    expect(s.stopReason).toBe('max_output_tokens');
    expect(s.finalText).toBe('The answer starts here and then');
    expect(s.notices).toEqual([]);
  });

  it('two streams cut mid-way, then the answer: two retries that name the transport, success', () => {
    const s = foldFixture('codex', 'real-drop-then-ok');
    expect(s.outcome).toBe('success');
    expect(s.retries.map((r) => [r.httpStatus, r.category])).toEqual([
      [null, 'network'],
      [null, 'network'],
    ]);
    expect(s.finalText).toBe('Recovered.');
  });

  it('no user namespaces (the sandbox cannot start): tool errors, no denials, and one notice that says why and what to change', () => {
    const s = foldFixture('codex', 'real-sandbox-unavailable');
    expect(s.outcome).toBe('success');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['shell', 'error'],
      ['apply_patch', 'error'],
    ]);
    expect(s.toolCalls[0]!.outputPreview).toMatch(/^bwrap: Creating new namespace failed/);
    // The stderr of this run has a violation line for the patch: it is not counted a second time.
    expect(s.permissionDenials).toEqual([]);
    expect(s.notices.map((n) => n.code)).toEqual(['codex_sandbox_unavailable']);
    expect(s.notices[0]!.message).toMatch(
      /sandbox could not start.*bwrap: Creating new namespace failed.*apparmor_restrict_unprivileged_userns=0.*bypassPermissions/s,
    );
  });

  it('SIGTERM mid-tool: killed by the signal, no terminal frame → cancelled, the command pending', () => {
    const s = foldFixture('codex', 'real-sigterm-mid-tool');
    expect(s.outcome).toBe('cancelled');
    expect(s.outcomeSource).toBe('exit_code');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['shell', 'pending']]);
  });
});

describe('codex: stderr lines that say a tool was blocked', () => {
  const violation =
    '2026-11-23T13:10:05.914491Z  WARN codex_sandboxing::violation: recorded sandbox violation: resource=filesystem backend=linux_sandbox reason=read_only_file_system path=unknown';
  const patch =
    '2026-11-23T13:10:05.988377Z ERROR codex_core::tools::router: error=patch rejected: writing is blocked by read-only sandbox; rejected by user approval settings';
  const escalation =
    '2026-11-23T13:01:31.004132Z ERROR codex_core::tools::router: error=approval policy is Never; reject command — you cannot ask for escalated permissions if the approval policy is Never';

  it('each becomes a tool call, its denial and a denied result, with ids of their own', () => {
    const p = codex.createParser();
    const events = [violation, patch, escalation].flatMap((line, i) => p.stderrLine!(line, i));
    expect(events.map((e) => e.kind)).toEqual([
      ...['tool_call', 'permission_denied', 'tool_result'],
      ...['tool_call', 'permission_denied', 'tool_result'],
      ...['tool_call', 'permission_denied', 'tool_result'],
    ]);
    const calls = events.filter((e) => e.kind === 'tool_call');
    expect(calls.map((c) => [c.id, c.name])).toEqual([
      ['codex-blocked-1', 'shell'],
      ['codex-blocked-2', 'apply_patch'],
      ['codex-blocked-3', 'shell'],
    ]);
    expect(events.find((e) => e.kind === 'permission_denied' && e.tool === 'shell')).toMatchObject({
      message:
        'sandbox violation: resource=filesystem backend=linux_sandbox reason=read_only_file_system path=unknown',
    });
  });

  it('other stderr lines are not blocks (a router error with an item, warnings, noise)', () => {
    const p = codex.createParser();
    for (const line of [
      '2026-11-23T12:55:34.498438Z ERROR codex_core::tools::router: error=Exit code: 1',
      // Seen with a failed file_change item of its own (real-sandbox-unavailable): not a second call.
      '2026-11-23T13:25:45.470312Z  WARN codex_sandboxing::violation: recorded sandbox violation: resource=filesystem backend=linux_sandbox reason=failed_to_write_file path=unknown',
      'WARNING: proceeding, even though we could not create PATH aliases',
      '2026-11-23T12:56:12.246903Z ERROR codex_api::endpoint::responses_websocket: failed to connect to Responses WebSocket stage=Unknown',
      'patch rejected: writing is blocked by read-only sandbox', // no logger target: not Codex's log line
      '',
    ]) {
      expect(p.stderrLine!(line, 0), line).toEqual([]);
    }
  });

  it('through the fold: split across chunks, coloured, before the dialect is detected — counted once each', () => {
    const fold = new RunFold({ dialect: 'auto', fallbackDialect: 'claude-code' });
    const coloured = patch.replace('ERROR', '\u001b[31mERROR\u001b[0m');
    const bytes = Buffer.from(`${violation}\n${coloured}\n`);
    // stderr first (held until the stdout frames say this is Codex), cut mid-line and mid-escape.
    fold.pushStderr(bytes.subarray(0, 50), 1);
    fold.pushStderr(bytes.subarray(50, bytes.indexOf('\u001b[0m') + 2), 2);
    fold.pushStderr(bytes.subarray(bytes.indexOf('\u001b[0m') + 2), 3);
    fold.pushBytes(Buffer.from('{"type":"thread.started","thread_id":"t"}\n{"type":"turn.started"}\n'), 4);
    fold.pushBytes(
      Buffer.from('{"type":"turn.completed","usage":{"input_tokens":1,"output_tokens":1}}\n'),
      5,
    );
    const s = fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 6);
    expect(s.dialect).toBe('codex');
    expect(s.outcome).toBe('incomplete'); // every call was denied: nothing was done
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['shell', 'denied'],
      ['apply_patch', 'denied'],
    ]);
    expect(s.permissionDenials).toHaveLength(2);
  });

  it('other dialects ignore stderr (no stderrLine): nothing is invented', () => {
    const fold = new RunFold({ dialect: 'claude-code' });
    fold.pushStderr(Buffer.from(`${patch}\n`), 0);
    const s = fold.end({ exitCode: 1, signal: null, stderrTail: patch, stoppedBy: null, limitMs: null }, 1);
    expect(s.toolCalls).toEqual([]);
    expect(s.permissionDenials).toEqual([]);
  });
});
