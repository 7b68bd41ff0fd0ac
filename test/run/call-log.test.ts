// A long run's older tool calls move out of memory into a call log (src/run/call-log.ts) and
// summary.json streams them back out (src/report/summary-json.ts). Property: for any stream of
// tool calls (results late or never, denials live and in the terminal frame, subagent calls,
// orphan results), summary.json and every view are the same text with a small window as with every
// call kept in memory. Hand-written Claude Code frames.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileCallLog } from '../../src/action/live/call-spill.js';
import { createRedactor } from '../../src/redact/redact.js';
import { writeSummaryJson } from '../../src/redact/summary-json.js';
import { renderComment } from '../../src/report/comment.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import { type CallLog, MemoryCallLog } from '../../src/run/call-log.js';
import { callTotal } from '../../src/run/calls.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';

const SESSION = 's-1';
type Step =
  | { kind: 'call'; name: string; sub: boolean; big: boolean }
  | { kind: 'result'; back: number; error: boolean }
  | { kind: 'deny'; back: number }
  | { kind: 'orphan' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      name: fc.constantFrom('Bash', 'Read', 'Edit', 'Task'),
      sub: fc.boolean(),
      big: fc.boolean(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      // The newest waiting call, one a little older, or the oldest (a call that waited long:
      // moved to the log while pending, it is settled there).
      back: fc.oneof(fc.constant(0), fc.nat(400), fc.constant(1_000_000)),
      error: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deny' as const), back: fc.nat(400) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('orphan' as const) }) },
);

/**
 * The stream for `steps`: calls get ids c0, c1…; a result answers a call still waiting for one (a
 * second result for a call long settled is not something agents send: moved, it would be recorded
 * as a call of its own); a denial names the call `back` calls ago.
 */
function streamOf(steps: Step[], withSecret: boolean): string {
  const lines = [
    JSON.stringify({ type: 'system', subtype: 'init', session_id: SESSION, model: 'm', cwd: '/w' }),
  ];
  let calls = 0;
  const denied: string[] = [];
  let orphans = 0;
  const pending: string[] = [];
  for (const s of steps) {
    if (s.kind === 'call') {
      const id = `c${calls++}`;
      pending.push(id);
      const command = `${s.name} ${id}${s.big ? ' x'.repeat(300) : ''}${withSecret && calls % 7 === 0 ? ' ghp_0123456789abcdefghijABCDEFGHIJ012345' : ''}`;
      lines.push(
        JSON.stringify({
          type: 'assistant',
          message: {
            id: `m${calls}`,
            model: 'm',
            content: [{ type: 'tool_use', id, name: s.name, input: { command } }],
          },
          parent_tool_use_id: s.sub && calls > 1 ? `c${calls - 2}` : null,
          session_id: SESSION,
        }),
      );
    } else if (s.kind === 'result') {
      // A result answers a call still waiting for one (the newest, or one `back` calls older).
      if (pending.length === 0) continue;
      const [id] = pending.splice(Math.max(0, pending.length - 1 - s.back), 1) as [string];
      lines.push(
        JSON.stringify({
          type: 'user',
          message: {
            content: [{ type: 'tool_result', tool_use_id: id, content: `out ${id}`, is_error: s.error }],
          },
          parent_tool_use_id: null,
          session_id: SESSION,
        }),
      );
    } else if (s.kind === 'deny' && calls > 0) {
      denied.push(`c${Math.max(0, calls - 1 - s.back)}`);
    } else if (s.kind === 'orphan') {
      const id = `orphan${orphans++}`;
      lines.push(
        JSON.stringify({
          type: 'user',
          message: { content: [{ type: 'tool_result', tool_use_id: id, content: 'late', is_error: true }] },
          parent_tool_use_id: null,
          session_id: SESSION,
        }),
      );
    }
  }
  lines.push(
    JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      num_turns: 1,
      session_id: SESSION,
      permission_denials: denied.map((id) => ({
        tool_name: 'Bash',
        tool_use_id: id,
        tool_input: { command: 'rm' },
      })),
    }),
  );
  return `${lines.join('\n')}\n`;
}

function fold(stream: string, log: CallLog | null, window?: number): RunSummary {
  const f = new RunFold({ dialect: 'claude-code', callLog: log, callWindow: window });
  // In pieces, as the Action reads them: the moves happen inside batches too.
  const bytes = Buffer.from(stream);
  for (let i = 0; i < bytes.length; i += 4096) f.pushBytes(bytes.subarray(i, i + 4096), 1000 + i);
  return f.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 1000 + bytes.length);
}

const redactor = createRedactor({ secrets: ['super-secret-value-1234'] });

function summaryJson(s: RunSummary, space?: number): string {
  const pieces: string[] = [];
  writeSummaryJson(s, redactor, space, (p) => pieces.push(p));
  return pieces.join('');
}

function views(s: RunSummary): string[] {
  const ctx = { redact: redactor.redact, now: 10_000_000, marker: '<!-- narrator:test -->' };
  return [renderComment(s, ctx), renderStepSummary(s, ctx), renderText(s, ctx)];
}

describe('tool calls moved to a call log', () => {
  it('give the same summary.json and views as every call kept in memory', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 0, maxLength: 600, size: 'max' }),
        fc.boolean(),
        (steps, secret) => {
          const stream = streamOf(steps, secret);
          const whole = fold(stream, null);
          const log = new MemoryCallLog();
          const moved = fold(stream, log, 64);
          expect(callTotal(moved)).toBe(whole.toolCalls.length);
          expect(moved.toolCalls.length).toBeLessThan(128);
          expect(summaryJson(moved, 2)).toBe(summaryJson(whole, 2));
          expect(summaryJson(moved)).toBe(summaryJson(whole));
          expect(views(moved)).toEqual(views(whole));
        },
      ),
      { numRuns: 10, endOnFailure: true },
    );
  });

  it('a subagent still waiting when it moved out of memory still makes a success incomplete', () => {
    // A Task call that never returns, one whose subagent's call names it as parent, then 300 calls.
    const steps: Step[] = [
      { kind: 'call', name: 'Task', sub: false, big: false },
      { kind: 'call', name: 'Read', sub: false, big: false },
      { kind: 'call', name: 'Bash', sub: true, big: false },
      { kind: 'result', back: 0, error: false },
    ];
    for (let i = 0; i < 300; i++)
      steps.push(
        { kind: 'call', name: 'Bash', sub: false, big: false },
        { kind: 'result', back: 0, error: false },
      );
    const stream = streamOf(steps, false);
    const whole = fold(stream, null);
    const moved = fold(stream, new MemoryCallLog(), 64);
    expect(moved.earlierCalls.count).toBeGreaterThan(150);
    expect(whole.outcome).toBe('incomplete');
    expect(moved.outcome).toBe('incomplete');
    expect(moved.errorMessage).toBe(whole.errorMessage);
    expect(moved.errorMessage).toMatch(/2 subagents never returned their results: Task, Read/);
  });

  it('moves calls out once the window is full, and summary.json streams them back in order', () => {
    const steps: Step[] = [];
    for (let i = 0; i < 5000; i++)
      steps.push(
        { kind: 'call', name: 'Bash', sub: false, big: false },
        { kind: 'result', back: 0, error: i % 97 === 0 },
      );
    const stream = streamOf(steps, true);
    const log = new MemoryCallLog();
    const moved = fold(stream, log, 100);
    expect(moved.earlierCalls.count).toBeGreaterThanOrEqual(4800);
    expect(log.length).toBe(moved.earlierCalls.count);
    expect(moved.toolCalls.length).toBeLessThan(200);
    const parsed = JSON.parse(summaryJson(moved, 2)) as {
      toolCalls: Array<{ id: string; input: { command: string } }>;
    };
    expect(parsed.toolCalls.map((c) => c.id)).toEqual(Array.from({ length: 5000 }, (_, i) => `c${i}`));
    // Redacted as it streams out: the token in every 7th call's input is gone.
    expect(JSON.stringify(parsed)).not.toContain('ghp_0123456789');
    expect(summaryJson(moved, 2)).toBe(summaryJson(fold(stream, null), 2));
  });

  it("in the Action's spill file: the same summary.json, nothing readable on disk, the file removed at close", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-spill-'));
    try {
      const steps: Step[] = [];
      for (let i = 0; i < 3000; i++)
        steps.push(
          { kind: 'call', name: 'Read', sub: false, big: i % 5 === 0 },
          { kind: 'result', back: i % 3, error: false },
        );
      const stream = streamOf(steps, true);
      const file = path.join(dir, 'calls.spill');
      const log = new FileCallLog(file);
      const moved = fold(stream, log, 64);
      expect(log.length).toBeGreaterThan(2800);
      const raw = readFileSync(file);
      expect(raw.includes('c1234')).toBe(false);
      expect(raw.includes('Read')).toBe(false);
      expect(summaryJson(moved, 2)).toBe(summaryJson(fold(stream, null), 2));
      log.close();
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to fold on from a summary that is not the latest (the log is append-only)', () => {
    const log = new MemoryCallLog();
    log.append(0, []);
    expect(() => log.append(3, [])).toThrow(/appending at 3 but it holds 0 calls/);
  });
});
