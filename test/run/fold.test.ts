import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldFile, foldStream, RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import { foldEvents } from '../../src/run/reducer.js';
import type { RunSummary } from '../../src/run/summary.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { CAPTURES_DIR, foldCapture, loadCapture } from '../support/captures.js';

const stdoutOf = (name: string) => readFileSync(join(CAPTURES_DIR, name, 'stdout.jsonl'));
const exit = (exitCode: number | null, signal: string | null = null) => ({
  ...UNKNOWN_EXIT,
  exitCode,
  signal,
});

describe('RunFold on real captures', () => {
  it('08-long-run-30-tools: auto-detects Claude and folds all 30 tool rounds (facts read from the stream)', () => {
    const fold = new RunFold({ dialect: 'auto' });
    fold.pushBytes(stdoutOf('08-long-run-30-tools'), 0);
    expect(fold.dialect).toBe('claude-code'); // system/init with claude_code_version decides at once
    const s = fold.end(exit(0), 0);
    expect(s.dialect).toBe('claude-code');
    expect(s.status).toBe('finished');
    expect(s.outcome).toBe('success');
    expect(s.turns).toBe(31); // result.num_turns
    expect(s.costUsd).toBe(0.6082); // result.total_cost_usd
    expect(s.finalText).toBe('Done after 30 tool calls.');
    expect(s.toolCalls.map((c) => c.name)).toEqual(Array(30).fill('Bash'));
    expect(s.toolCalls.map((c) => (c.input as { command: string }).command)).toEqual(
      Array.from({ length: 30 }, (_, i) => `echo step-${i + 1}`),
    );
    expect(s.toolCalls.every((c) => c.status === 'ok')).toBe(true);
    expect(s.diagnostics.badLines).toBe(0);
  });

  it('gives the same summary as the plain reference fold (split on \\n, parse, reduce) for every capture', () => {
    let compared = 0;
    for (const name of readdirSync(CAPTURES_DIR)) {
      if (name.endsWith('.md')) continue;
      let capture: ReturnType<typeof loadCapture>;
      try {
        capture = loadCapture(name);
      } catch {
        continue; // a capture whose timing.tsv has extra rows (10b: the SIGTERM marker) has no per-line timing
      }
      const fold = new RunFold({ dialect: 'claude-code' });
      capture.lines.forEach((line, i) => {
        fold.pushBytes(Buffer.from(`${line}\n`), capture.timing[i]!);
      });
      const stderrTail = capture.stderr === '' ? null : capture.stderr;
      const s = fold.end({ ...exit(capture.exitCode), stderrTail }, capture.timing.at(-1) ?? 0);
      expect({ name, s }).toEqual({ name, s: foldCapture(name) });
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });

  it('10b-sigterm-during-tool: no result frame, exit 143 -> cancelled, decided by the exit code', () => {
    const fold = new RunFold({ dialect: 'claude-code' });
    fold.pushBytes(stdoutOf('10b-sigterm-during-tool'), 0);
    expect(fold.summary.status).toBe('running');
    expect(fold.summary.outcome).toBeNull();
    const s = fold.end(exit(143), 10);
    expect(s.outcome).toBe('cancelled');
    expect(s.outcomeSource).toBe('exit_code');
  });

  it('a file read with the exit unknown and no terminal frame is never a success', () => {
    const fold = new RunFold({ dialect: 'claude-code' });
    fold.pushBytes(stdoutOf('10b-sigterm-during-tool'), 0);
    const s = fold.end(UNKNOWN_EXIT, 0);
    expect(s.outcome).not.toBe('success');
    expect(s.outcome).not.toBeNull();
  });
});

describe('RunFold mechanics', () => {
  it('onEvent sees every event in order with the summary after it; the exit event comes last', () => {
    // The listener's summary is the fold's own, updated in place by later events: read it in the call.
    const seen: Array<{ event: AgentEvent; summary: RunSummary; status: string; calls: number }> = [];
    const fold = new RunFold({
      dialect: 'claude-code',
      onEvent: (event, summary) =>
        seen.push({ event, summary, status: summary.status, calls: summary.toolCalls.length }),
    });
    const bytes = stdoutOf('03-tools');
    fold.pushBytes(bytes.subarray(0, 1000), 5);
    const afterFirstChunk = seen.length;
    expect(afterFirstChunk).toBe(0); // the 2.9 KB init line is not complete yet
    fold.pushBytes(bytes.subarray(1000), 6);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((x) => x.event.at === 6)).toBe(true);
    const final = fold.end(exit(0), 9);
    expect(seen.at(-1)!.event).toEqual({ kind: 'exit', at: 9, ...exit(0) });
    expect(seen.at(-1)!.summary).toBe(final);
    expect(seen.slice(0, -1).every((x) => x.status === 'running')).toBe(true);
    // At each call, the summary after that event: no tool call before the first tool_call event.
    const firstCall = seen.findIndex((x) => x.event.kind === 'tool_call');
    expect(seen.slice(0, firstCall).every((x) => x.calls === 0)).toBe(true);
    expect(seen[firstCall]!.calls).toBe(1);
    expect(final.toolCalls.length).toBe(2);
    // The same as folding the events one by one with the pure reducer.
    expect(final).toEqual(
      foldEvents(
        seen.map((x) => x.event),
        'claude-code',
      ),
    );
  });

  it('with a listener, a tool call costs no copy of the calls so far (the list grows in place)', () => {
    const lists = new Set<unknown>();
    const fold = new RunFold({
      dialect: 'claude-code',
      onEvent: (event, summary) => {
        if (event.kind === 'tool_call' || event.kind === 'tool_result') lists.add(summary.toolCalls);
      },
    });
    fold.pushBytes(stdoutOf('08-long-run-30-tools'), 0);
    const s = fold.end(exit(0), 0);
    expect(s.toolCalls).toHaveLength(30);
    // 60 tool events, one list: copying it per event made a long run quadratic.
    expect(lists.size).toBe(1);
  });

  it('a summary handed out by `summary` or `end` is a snapshot: folding on does not change it', () => {
    const fold = new RunFold({ dialect: 'claude-code', onEvent: () => {} });
    const lines = stdoutOf('08-long-run-30-tools').toString('utf8').split('\n');
    const half = Math.floor(lines.length / 2);
    fold.pushBytes(Buffer.from(`${lines.slice(0, half).join('\n')}\n`), 1);
    const mid = fold.summary;
    const midCalls = mid.toolCalls.length;
    const midJson = JSON.stringify(mid);
    fold.pushBytes(Buffer.from(lines.slice(half).join('\n')), 2);
    const final = fold.end(exit(0), 3);
    expect(final.toolCalls.length).toBeGreaterThan(midCalls);
    expect(JSON.stringify(mid)).toBe(midJson);
  });

  it("a tool's coloured output reaches the events and the summary without its escape codes", () => {
    // HAND-WRITTEN Claude Code frames: a Bash call whose result is a test runner's coloured stderr.
    const frames = [
      {
        type: 'assistant',
        session_id: 's',
        message: {
          id: 'm1',
          role: 'assistant',
          content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'npm test' } }],
        },
      },
      {
        type: 'user',
        session_id: 's',
        message: {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 't1',
              is_error: true,
              content:
                '\u001b[31mFAIL\u001b[39m src/add.test.js\n\u001b]8;;https://x.test\u0007link\u001b]8;;\u0007 \u001b[1mExpected\u001b[22m 4',
            },
          ],
        },
      },
    ];
    const events: AgentEvent[] = [];
    const fold = new RunFold({ dialect: 'claude-code', onEvent: (event) => events.push(event) });
    fold.pushBytes(Buffer.from(`${frames.map((f) => JSON.stringify(f)).join('\n')}\n`), 1);
    const s = fold.end(exit(1), 2);
    const clean = 'FAIL src/add.test.js\nlink Expected 4';
    expect(events.find((e) => e.kind === 'tool_result')).toMatchObject({ output: clean });
    expect(s.toolCalls[0]).toMatchObject({ status: 'error', outputPreview: clean });
  });

  it('counts bad lines between frames and keeps everything else', () => {
    const clean = new RunFold({ dialect: 'claude-code' });
    clean.pushBytes(stdoutOf('03-tools'), 0);
    const dirty = new RunFold({ dialect: 'claude-code', maxLineBytes: 4096 });
    const lines = stdoutOf('03-tools').toString('utf8').split('\n');
    const hostile = ['oops', '[1]', `{"x":"${'y'.repeat(5000)}"}`];
    dirty.pushBytes(Buffer.from([lines[0], ...hostile, ...lines.slice(1)].join('\n')), 0);
    const a = clean.end(exit(0), 0);
    const b = dirty.end(exit(0), 0);
    expect(b.diagnostics.badLines).toBe(3);
    expect(b.diagnostics.longLines).toBe(1);
    expect(b.toolCalls).toEqual(a.toolCalls);
    expect(b.outcome).toBe(a.outcome);
  });

  it('an empty stream in auto mode falls back to claude-code and is an error, not a success', () => {
    const s = new RunFold({ dialect: 'auto' }).end(exit(0), 0);
    expect(s.dialect).toBe('claude-code');
    expect(s.outcome).toBe('error');
  });

  it('end() is final: a second end returns the same summary, pushBytes after end throws', () => {
    const fold = new RunFold({ dialect: 'claude-code' });
    const s = fold.end(exit(1), 0);
    expect(fold.end(exit(0), 5)).toBe(s);
    expect(() => fold.pushBytes(Buffer.from('{}\n'), 1)).toThrow(/after end/);
  });

  it('foldStream reads an async byte source with the given clock; the final line needs no newline', async () => {
    const bytes = stdoutOf('03-tools');
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 333) yield bytes.subarray(i, Math.min(bytes.length, i + 333));
    }
    let t = 100;
    const s = await foldStream(chunks(), { dialect: 'auto', exit: exit(0), now: () => t++ });
    expect(s.outcome).toBe('success');
    expect(s.toolCalls).toHaveLength(2);
    expect(s.startedAt).toBeGreaterThanOrEqual(100);
  });

  it('foldFile reads a file, and a missing file rejects with the fs error as cause', async () => {
    const s = await foldFile(join(CAPTURES_DIR, '01-text', 'stdout.jsonl'), {
      dialect: 'auto',
      exit: exit(0),
    });
    expect(s.outcome).toBe('success');
    const missing = foldFile(join(CAPTURES_DIR, 'nope', 'stdout.jsonl'), { dialect: 'auto' });
    await expect(missing).rejects.toThrow(/cannot read .*nope/);
    await expect(missing).rejects.toHaveProperty('cause.code', 'ENOENT');
  });
});

describe('RunFold: the agent stderr (pushStderr)', () => {
  const init = '{"type":"init","timestamp":"2026-11-23T12:00:00.000Z","session_id":"s","model":"auto"}\n';
  const result =
    '{"type":"result","timestamp":"2026-11-23T12:00:09.000Z","status":"success","stats":{"input_tokens":3,"output_tokens":1}}\n';
  const retryLine = 'Attempt 1 failed with status 503. Retrying with backoff... _ApiError: {}\n';

  it('lines split across chunks reach the dialect (Gemini: a retry), in order with the frames', () => {
    const events: AgentEvent[] = [];
    const fold = new RunFold({ dialect: 'gemini', onEvent: (e) => events.push(e) });
    fold.pushBytes(Buffer.from(init), 1);
    fold.pushStderr(Buffer.from('Warning: no ripgrep\nAttempt 1 failed with sta'), 2);
    fold.pushStderr(Buffer.from('tus 503. Retrying with backoff...\n  status: 503\n'), 3);
    fold.pushBytes(Buffer.from(result), 4);
    const s = fold.end(exit(0), 5);
    expect(events.map((e) => e.kind)).toEqual(['session', 'retry', 'usage', 'result', 'exit']);
    expect(s.retries.map((r) => [r.attempt, r.httpStatus, r.at])).toEqual([[1, 503, 3]]);
    expect(s.outcome).toBe('success');
  });

  it('a last stderr line without a newline still counts at end(); stderr after end is ignored', () => {
    const fold = new RunFold({ dialect: 'gemini' });
    fold.pushBytes(Buffer.from(init + result), 1);
    fold.pushStderr(Buffer.from(retryLine.trimEnd()), 2);
    const s = fold.end(exit(0), 3);
    expect(s.retries).toHaveLength(1);
    expect(() => fold.pushStderr(Buffer.from(retryLine), 4)).not.toThrow();
    expect(fold.summary.retries).toHaveLength(1);
  });

  it('auto-detection holds stderr lines until the dialect is known, then replays them', () => {
    const fold = new RunFold({ dialect: 'auto' });
    fold.pushStderr(Buffer.from(retryLine), 1); // before any frame
    fold.pushBytes(Buffer.from(init + result), 2);
    const s = fold.end(exit(0), 3);
    expect(s.dialect).toBe('gemini');
    expect(s.retries.map((r) => r.httpStatus)).toEqual([503]);
  });

  it('a dialect that reads nothing on stderr ignores it', () => {
    const claude = new RunFold({ dialect: 'claude-code' });
    claude.pushStderr(Buffer.from(retryLine), 1);
    claude.pushBytes(stdoutOf('01-text'), 2);
    const s = claude.end(exit(0), 3);
    expect(s.retries).toEqual([]);
    expect(s.retriesKnown).toBe(true); // Claude's stream shows its retries: 0 is a fact there
    const gemini = new RunFold({ dialect: 'gemini' });
    gemini.pushBytes(Buffer.from(init + result), 1);
    expect(gemini.end(exit(0), 2).retriesKnown).toBe(false);
  });

  it('an over-long stderr line reaches the dialect by its beginning only, never held whole', () => {
    const fold = new RunFold({ dialect: 'gemini' });
    fold.pushBytes(Buffer.from(init), 1);
    fold.pushStderr(
      Buffer.from(`Attempt 9 failed with status 500. Retrying with backoff...${'x'.repeat(200_000)}\n`),
      2,
    );
    fold.pushStderr(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(` Attempt 8 is not at the start\n${retryLine}`)]),
      3,
    );
    const s = fold.end(exit(0), 4);
    expect(s.retries.map((r) => [r.attempt, r.httpStatus])).toEqual([
      [9, 500],
      [1, 503],
    ]);
    expect(s.diagnostics.badLines).toBe(0); // stderr is not the protocol: nothing counted there
  });

  it('auto-detection holds a bounded number of stderr lines: a flood before the first frame is dropped', () => {
    const fold = new RunFold({ dialect: 'auto' });
    fold.pushStderr(Buffer.from(retryLine.repeat(5_000)), 1);
    fold.pushBytes(Buffer.from(init + result), 2);
    const s = fold.end(exit(0), 3);
    expect(s.dialect).toBe('gemini');
    expect(s.retries.length).toBeGreaterThan(0);
    expect(s.retries.length).toBeLessThanOrEqual(200);
  });
});

describe('RunFold: the frames’ own clock (frameTime)', () => {
  it('reads each stamp from the frame it parses anyway: no line is parsed twice', () => {
    const bytes = stdoutOf('08-long-run-30-tools');
    const parses = (frameTime: boolean) => {
      const real = JSON.parse;
      let count = 0;
      // Counted, not replaced: the real JSON.parse does the work.
      JSON.parse = ((text: string, reviver?: Parameters<typeof real>[1]) => {
        count++;
        return real(text, reviver);
      }) as typeof JSON.parse;
      try {
        const fold = new RunFold({ dialect: 'claude-code', frameTime });
        fold.pushBytes(bytes, 0);
        fold.end(exit(0), 0);
      } finally {
        JSON.parse = real;
      }
      return count;
    };
    const stamped = bytes
      .toString('utf8')
      .split('\n')
      .filter((l) => l.includes('"timestamp"')).length;
    expect(stamped).toBeGreaterThan(50); // the capture is stamped (else this proves nothing)
    expect(parses(true)).toBe(parses(false));
  });

  it('a stamp on a line of a quiet shape still moves the clock (the line is parsed, not skipped)', () => {
    // HAND-WRITTEN after 03-tools: a tool call stamped at 0 s, a block stop stamped 7 s later, and
    // the call's result without a stamp (it takes the last stamp's time).
    const session = '"session_id":"82f881c2-6fca-4e20-a209-bbe5da92210f"';
    const lines = [
      `{"type":"system","subtype":"init","cwd":"/w",${session},"model":"claude-opus-5-5","timestamp":"2026-11-22T09:14:10.000Z"}`,
      `{"type":"assistant","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-opus-5-5","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"ls"}}]},"parent_tool_use_id":null,${session},"uuid":"u0","timestamp":"2026-11-22T09:14:10.000Z"}`,
      `{"type":"stream_event","event":{"type":"content_block_stop","index":0},${session},"parent_tool_use_id":null,"uuid":"u1","timestamp":"2026-11-22T09:14:17.000Z"}`,
      `{"type":"user","message":{"role":"user","content":[{"tool_use_id":"toolu_1","type":"tool_result","content":"a","is_error":false}]},"parent_tool_use_id":null,${session},"uuid":"u2"}`,
    ];
    const fold = new RunFold({ dialect: 'claude-code', frameTime: true });
    fold.pushBytes(Buffer.from(`${lines.join('\n')}\n`), 0);
    const s = fold.end(exit(0), 0);
    expect(s.toolCalls.map((c) => [c.status, c.durationMs])).toEqual([['ok', 7000]]);
  });
});
