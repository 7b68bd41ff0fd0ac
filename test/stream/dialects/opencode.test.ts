/**
 * opencode dialect over the hand-written fixtures in test/fixtures/opencode (dialects.md §6a).
 * Expectations were written by reading the streams.
 */
import { describe, expect, it } from 'vitest';
import { exitCodes, opencode, sessionStartFromId } from '../../../src/stream/dialects/opencode.js';
import { foldFixture, loadFixture } from '../../support/dialect-fixtures.js';

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

  it('the last step finishing with reason stop ends the run: turns = step count; its open todo makes the reported success incomplete', () => {
    // The step says `stop` (success), but its own plan still has 'Write summary' in progress.
    expect(s.outcome).toBe('incomplete');
    expect(s.outcomeSource).toBe('inferred');
    expect(s.errorMessage).toBe(
      "The agent reported success, but 1 of 2 todos still open: 'Write summary' (in progress).",
    );
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
    // done reports success, but its one call was denied: nothing was done (src/run/completeness.ts).
    expect(s.fold.lastResult?.outcome).toBe('success');
    expect(s.outcome).toBe('incomplete');
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
    expect(s.errorMessage).toMatch(
      /^401 Unauthorized: invalid x-api-key — the model provider rejected the API key/,
    );
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

// ---------------------------------------------------------------------------------------------
// Real captures of opencode-ai 1.18.33 (test/fixtures/opencode/real-*, recorded and kept honest by
// test/e2e/opencode-captures.test.ts). Expectations were written from what the local model server
// was scripted to answer (see that file) and what the CLI was seen to do, not copied from a fold.

/** Every line of a real fixture parsed (they are all JSON). */
function frames(name: string): Array<Record<string, unknown>> {
  return loadFixture('opencode', name).frames;
}

describe('opencode 1.18.33 (real): a plain answer', () => {
  const s = foldFixture('opencode', 'real-text');

  it('ends with step_finish stop: success, one turn, the text is the answer', () => {
    expect(s.outcome).toBe('success');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.subtype).toBe('stop');
    expect(s.turns).toBe(1);
    expect(s.finalText).toBe('Hello from the local model. The answer is 42.');
    expect(s.sessionId).toMatch(/^ses_/);
  });

  it('the duration comes from the frames: last timestamp minus the session start its id encodes', () => {
    const all = frames('real-text');
    const last = all.at(-1)!.timestamp as number;
    const started = sessionStartFromId(all[0]!.sessionID as string, last)!;
    // The session is created before the first frame (the title request runs meanwhile).
    expect(started).toBeLessThanOrEqual(all[0]!.timestamp as number);
    expect(s.durationMs).toBe(last - started);
    expect(s.durationMs).toBeGreaterThan(0);
  });
});

describe('opencode 1.18.33 (real): tools', () => {
  const s = foldFixture('opencode', 'real-tools');

  it('a bash command exiting 3 is a tool error with its exit code, though opencode says completed', () => {
    expect(s.toolCalls.map((c) => [c.name, c.status, c.exitCode])).toEqual([
      ['bash', 'ok', 0],
      ['bash', 'error', 3],
      ['edit', 'ok', null],
      ['read', 'error', null],
    ]);
    expect(s.toolCalls[1]!.outputPreview).toContain('oops');
  });

  it('tool-calls steps are not the end; the last step (stop) is: success after 5 turns', () => {
    expect(s.outcome).toBe('success');
    expect(s.subtype).toBe('stop');
    expect(s.turns).toBe(5);
    expect(s.steps).toBe(5);
    expect(s.finalText).toBe('Added sub().');
    expect(s.permissionDenials).toEqual([]);
  });

  it('tokens and cost add up over the five steps', () => {
    const finishes = frames('real-tools').filter((f) => f.type === 'step_finish');
    const part = (f: Record<string, unknown>) => f.part as { cost: number; tokens: { input: number } };
    expect(finishes).toHaveLength(5);
    expect(s.costUsd).toBeCloseTo(
      finishes.reduce((sum, f) => sum + part(f).cost, 0),
      10,
    );
    expect(s.tokens?.input).toBe(finishes.reduce((sum, f) => sum + part(f).tokens.input, 0));
  });
});

describe('opencode 1.18.33 (real): an ask auto-rejected ends the run', () => {
  const s = foldFixture('opencode', 'real-rejected');

  it('is not a success although opencode exits 0: error, the rejected call named, a denial counted', () => {
    expect(s.exitCode).toBe(0);
    expect(s.outcome).toBe('error');
    expect(s.outcomeSource).toBe('terminal_frame');
    expect(s.subtype).toBe('tool-calls');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['read', 'denied']]);
    expect(s.permissionDenials.map((d) => d.tool)).toEqual(['read']);
    expect(s.errorMessage).toMatch(
      /^not allowed to use read \(.*opencode\.json\): a non-interactive opencode run rejects/,
    );
  });

  it("opencode's stderr line (coloured on a pipe) joins the reason, without its escape codes", () => {
    expect(loadFixture('opencode', 'real-rejected').exit.stderrTail).toContain('\u001b[');
    expect(s.errorMessage).toContain(
      'permission requested: external_directory (/tmp/narrator-opencode-SANDBOX/*); auto-rejecting',
    );
    expect(s.errorMessage).not.toContain('\u001b');
    expect(s.stderrTail).not.toContain('\u001b');
  });
});

describe('opencode 1.18.33 (real): permission-mode plan', () => {
  it('a call to a tool the model was not offered (opencode answers with `invalid`) is an error of that tool', () => {
    const s = foldFixture('opencode', 'real-plan-invalid-tool');
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['write', 'error']]);
    expect(s.toolCalls[0]!.outputPreview).toMatch(/unavailable tool 'write'/);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('I may only read.');
  });
});

describe('opencode 1.18.33 (real): the output limit and a wrong key', () => {
  it('step_finish reason length → max_tokens (no error frame, exit 0)', () => {
    const s = foldFixture('opencode', 'real-length');
    expect(s.exitCode).toBe(0);
    expect(s.outcome).toBe('max_tokens');
    expect(s.subtype).toBe('length');
    expect(s.errorMessage).toMatch(/output token limit/);
    expect(s.tokens?.output).toBe(4096);
    expect(s.lastText).toBe('This answer is cut off because');
  });

  it('401: the reason names what to set; the one-line stream still has a duration', () => {
    const s = foldFixture('opencode', 'real-api-401');
    expect(s.outcome).toBe('error');
    expect(s.subtype).toBe('APIError');
    expect(s.errorMessage).toMatch(/^HTTP 401: Incorrect API key provided \(local model server\) — /);
    expect(s.errorMessage).toContain('"apiKey": "{env:NAME}"');
    const [error] = frames('real-api-401');
    const ts = error!.timestamp as number;
    expect(s.durationMs).toBe(ts - sessionStartFromId(error!.sessionID as string, ts)!);
    expect(s.durationMs).toBeGreaterThan(0);
  });
});

describe('opencode: the session id holds its creation time', () => {
  it('decodes it against a later timestamp (the id keeps the time modulo ~2.2 years)', () => {
    // Seen in a real run: this session's error frame came 2,666 ms after the session was created.
    expect(sessionStartFromId('ses_df7862796ffej8TUo5riffSRXS', 1795438535379)).toBe(1795438532713);
  });

  it('gives up on anything else', () => {
    expect(sessionStartFromId('ses_zzzzzzzzzzzzabc', 1795438535379)).toBeNull();
    expect(sessionStartFromId('msg_20879369e001al7Yt43JF2TFmu', 1795438535379)).toBeNull();
    expect(sessionStartFromId('ses_df7862796ffej8TUo5riffSRXS', Number.NaN)).toBeNull();
    // More than a day between creation and the frame: not believed.
    expect(sessionStartFromId('ses_df7862796ffej8TUo5riffSRXS', 1795438535379 + 2 * 86_400_000)).toBeNull();
  });
});

describe('opencode: a 401 from a known provider names its variable', () => {
  const errorFrame = (data: Record<string, unknown>) => ({
    type: 'error',
    timestamp: 1795438535379,
    sessionID: 'ses_df7862796ffej8TUo5riffSRXS',
    error: { name: 'APIError', data },
  });
  const reason = (data: Record<string, unknown>) => {
    const events = opencode.createParser().toEvents(errorFrame(data), 0);
    const result = events.find((e) => e.kind === 'result');
    return result?.kind === 'result' ? result.errorMessage : null;
  };

  it('by the API host, or the provider id', () => {
    expect(
      reason({
        message: 'invalid x-api-key',
        statusCode: 401,
        metadata: { url: 'https://api.anthropic.com/v1/messages' },
      }),
    ).toBe(
      'HTTP 401: invalid x-api-key — the model provider (api.anthropic.com) rejected the API key: set ANTHROPIC_API_KEY for opencode',
    );
    expect(reason({ message: 'Incorrect API key', statusCode: 401, providerID: 'openai' })).toMatch(
      /set OPENAI_API_KEY for opencode$/,
    );
    // A host that only looks like one is not taken for it.
    expect(
      reason({
        message: 'no',
        statusCode: 403,
        metadata: { url: 'https://api.anthropic.com.evil.example/x' },
      }),
    ).toMatch(/set the variable opencode reads the key from/);
  });

  it('other statuses keep their message, with the status once', () => {
    expect(reason({ message: 'The server had an error', statusCode: 500 })).toBe(
      'HTTP 500: The server had an error',
    );
    expect(reason({ message: '500 Internal', statusCode: 500 })).toBe('500 Internal');
  });
});

describe('opencode: durations from hostile timestamps', () => {
  it('a timestamp that cannot be a time (0, negative, a string) is not taken for the start', () => {
    const p = opencode.createParser();
    const part = { messageID: 'm', reason: 'stop', cost: 0 };
    p.toEvents({ type: 'step_start', timestamp: 0, sessionID: 'x', part: { messageID: 'm' } }, 0);
    p.toEvents({ type: 'text', timestamp: -5, sessionID: 'x', part: { messageID: 'm', text: 'hi' } }, 0);
    p.toEvents({ type: 'text', timestamp: '1000', sessionID: 'x', part: { messageID: 'm', text: 'hi' } }, 0);
    p.toEvents({ type: 'text', timestamp: 5_000, sessionID: 'x', part: { messageID: 'm', text: 'hi' } }, 0);
    const result = p
      .toEvents({ type: 'step_finish', timestamp: 7_500, sessionID: 'x', part }, 0)
      .find((e) => e.kind === 'result');
    expect(result?.kind === 'result' && result.durationMs).toBe(2_500);
  });
});
