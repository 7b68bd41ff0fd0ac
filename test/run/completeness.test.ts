/**
 * Outcome `incomplete`: a reported success the stream itself contradicts. Real captures first (the
 * no-false-red proof over every one the repository holds), then HAND-WRITTEN event sequences for
 * the cases no capture shows (an unanswered subagent, an empty result, TaskCreate/TaskUpdate).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unfinishedWork } from '../../src/run/completeness.js';
import { RunFold } from '../../src/run/fold.js';
import { foldEvents } from '../../src/run/reducer.js';
import type { RunSummary } from '../../src/run/summary.js';
import type { AgentEvent, Dialect, ResultEvent } from '../../src/stream/events.js';
import { CAPTURES_DIR, foldCapture } from '../support/captures.js';
import {
  FIXTURES_DIR,
  fixtureNames,
  foldFixture,
  HAND_WRITTEN_DIALECTS,
} from '../support/dialect-fixtures.js';

const COMPLETENESS_DIR = join(FIXTURES_DIR, 'completeness');

function foldCompleteness(name: string): RunSummary {
  const bytes = readFileSync(join(COMPLETENESS_DIR, `${name}.jsonl`));
  const exitCode = Number(readFileSync(join(COMPLETENESS_DIR, `${name}.exit`), 'utf8').trim());
  const fold = new RunFold({ dialect: 'claude-code' });
  fold.pushBytes(bytes, 0);
  return fold.end({ exitCode, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 1);
}

/** Every real capture in the repository: name -> its summary. */
function realCaptures(): Array<[string, RunSummary]> {
  const out: Array<[string, RunSummary]> = [];
  for (const d of readdirSync(CAPTURES_DIR)) {
    if (statSync(join(CAPTURES_DIR, d)).isDirectory()) out.push([`claude-code/${d}`, foldCapture(d)]);
  }
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    for (const f of fixtureNames(dialect).filter((n) => n.startsWith('real-'))) {
      out.push([`${dialect}/${f}`, foldFixture(dialect, f)]);
    }
  }
  for (const f of readdirSync(COMPLETENESS_DIR).filter((n) => n.endsWith('.jsonl'))) {
    const name = f.replace(/\.jsonl$/, '');
    out.push([`completeness/${name}`, foldCompleteness(name)]);
  }
  return out;
}

describe('no false red: every real capture keeps its outcome', () => {
  const captures = realCaptures();
  // The one capture made to show a plan left open behind a reported success.
  const OPEN_PLAN = 'completeness/real-open-plan-success';
  // A real Gemini run whose one call (write_file) was denied, reported as success.
  const ONLY_DENIED = 'gemini/real-plan-mode-denied.jsonl';
  const expected = (name: string) => (name === OPEN_PLAN || name === ONLY_DENIED ? 'incomplete' : 'success');

  it('every capture whose agent reported success is still success (but the open plan)', () => {
    const reportedSuccess = captures.filter(
      ([, s]) => s.subtype !== null && s.fold.lastResult?.outcome === 'success' && !s.fold.lastResult.isError,
    );
    // Not vacuous: 11 Claude captures, Codex, Gemini, opencode and the plan captures.
    expect(reportedSuccess.length).toBeGreaterThanOrEqual(25);
    const verdicts = reportedSuccess.map(([name, s]) => [name, s.outcome]);
    expect(verdicts).toEqual(reportedSuccess.map(([name]) => [name, expected(name)]));
  });

  it('no capture that ended otherwise becomes incomplete', () => {
    const others = captures.filter(
      ([name, s]) => expected(name) !== 'incomplete' && s.outcome === 'incomplete',
    );
    expect(others.map(([name]) => name)).toEqual([]);
  });

  it('the real open plan names what was left, in the order of the plan', () => {
    const s = foldCompleteness('real-open-plan-success');
    expect(s).toMatchObject({
      outcome: 'incomplete',
      subtype: 'success',
      outcomeSource: 'inferred',
      isError: true,
    });
    expect(s.errorMessage).toBe(
      "The agent reported success, but 2 of 3 todos still open: 'Add the regression test' (in progress), 'Run the test suite'.",
    );
  });

  it('a real max-turns stop mid-plan stays max_turns', () => {
    expect(foldCompleteness('real-max-turns-mid-plan').outcome).toBe('max_turns');
  });
});

// --- HAND-WRITTEN event sequences -----------------------------------------------------------------

const AT = 1000;
function result(text: string | null, extra: Partial<ResultEvent> = {}): ResultEvent {
  return {
    kind: 'result',
    outcome: 'success',
    subtype: 'success',
    isError: false,
    text,
    errorMessage: null,
    turns: 2,
    durationMs: 10,
    sessionId: 's',
    stopReason: 'end_turn',
    terminalReason: 'completed',
    permissionDenials: null,
    at: AT,
    ...extra,
  };
}
const exit: AgentEvent = {
  kind: 'exit',
  exitCode: 0,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null,
  at: AT,
};
const call = (id: string, name: string, input: unknown, parentId: string | null = null): AgentEvent => ({
  kind: 'tool_call',
  id,
  name,
  input,
  parentId,
  at: AT,
});
const done = (id: string, parentId: string | null = null): AgentEvent => ({
  kind: 'tool_result',
  id,
  name: null,
  status: 'ok',
  output: 'ok',
  exitCode: null,
  durationMs: 1,
  parentId,
  at: AT,
});
const run = (events: AgentEvent[], dialect: Dialect = 'claude-code') =>
  foldEvents([...events, exit], dialect);

describe('unfinished work behind a reported success (HAND-WRITTEN)', () => {
  it('a Task subagent that never answered → incomplete, naming its description', () => {
    const s = run([
      call('t1', 'Task', { description: 'Survey the tests', prompt: 'List every test file' }),
      call('c1', 'Bash', { command: 'ls test' }, 't1'),
      done('c1', 't1'),
      result('Done.'),
    ]);
    expect(s.outcome).toBe('incomplete');
    expect(s.errorMessage).toBe(
      "The agent reported success, but a subagent never returned its result: Task 'Survey the tests'.",
    );
  });

  it('the same Task answered → success', () => {
    const s = run([call('t1', 'Task', { description: 'Survey the tests' }), done('t1'), result('Done.')]);
    expect(s.outcome).toBe('success');
  });

  it('any pending call other calls were made under is a subagent, whatever its name (opencode, Cursor)', () => {
    const s = run(
      [call('a', 'delegate', {}), call('b', 'read', {}, 'a'), done('b', 'a'), result('ok')],
      'opencode',
    );
    expect(s.outcome).toBe('incomplete');
    expect(s.errorMessage).toContain('a subagent never returned its result: delegate');
  });

  it('a plain tool call without a result is not unfinished work (a --json-schema run ends on StructuredOutput)', () => {
    const s = run([
      call('so', 'StructuredOutput', { name: 'demo' }),
      result('{"name":"demo"}', { stopReason: 'tool_use' }),
    ]);
    expect(s.outcome).toBe('success');
  });

  it('an empty result where Claude always gives one → incomplete; other dialects give none, so no rule', () => {
    expect(run([result('')]).outcome).toBe('incomplete');
    expect(run([result('  \n')]).errorMessage).toBe(
      'The agent reported success, but the final result was empty: the agent stopped without an answer.',
    );
    // Gemini's result frame carries no text at all: the answer is in the deltas.
    expect(run([result(null)], 'gemini').outcome).toBe('success');
  });

  it('TaskCreate/TaskUpdate: the last state of each task counts; deleted tasks are gone', () => {
    const up = (
      id: string,
      status: 'pending' | 'in_progress' | 'completed' | 'deleted' | null,
      content: string | null = null,
    ): AgentEvent => ({
      kind: 'todos',
      op: 'upsert',
      id,
      content,
      status,
      at: AT,
    });
    const open = run([
      up('1', 'pending', 'Write the parser'),
      up('2', 'pending', 'Drop the old one'),
      up('1', 'completed'),
      up('2', 'deleted'),
      result('ok'),
    ]);
    expect(open.outcome).toBe('success');
    const left = run([up('1', 'pending', 'Write the parser'), up('1', 'in_progress'), result('ok')]);
    expect(left.errorMessage).toBe(
      "The agent reported success, but 1 of 1 todo still open: 'Write the parser' (in progress).",
    );
  });

  it('names three open items, then an ellipsis; every kind found is said', () => {
    const todos: AgentEvent = {
      kind: 'todos',
      op: 'replace',
      todos: ['a', 'b', 'c', 'd', 'e'].map((c) => ({
        id: null,
        content: `Step ${c}`,
        status: 'pending' as const,
      })),
      at: AT,
    };
    const s = run([todos, call('t', 'Agent', { prompt: 'look' }), result('')]);
    expect(s.errorMessage).toBe(
      "The agent reported success, but 5 of 5 todos still open: 'Step a', 'Step b', 'Step c', …; and a subagent never returned its result: Agent 'look'; and the final result was empty: the agent stopped without an answer.",
    );
  });

  it('a failure stays the failure it was: open todos never turn an error into incomplete', () => {
    const s = run([
      { kind: 'todos', op: 'replace', todos: [{ id: null, content: 'x', status: 'pending' }], at: AT },
      result(null, {
        outcome: 'error',
        isError: true,
        subtype: 'error_during_execution',
        errorMessage: 'boom',
      }),
    ]);
    expect(s.outcome).toBe('error');
  });

  it('unfinishedWork alone: null when nothing is open', () => {
    expect(unfinishedWork({ todos: [], toolCalls: [], dialect: 'codex' }, null)).toBeNull();
  });
});

describe('a success whose only work was denied', () => {
  it('real Gemini capture: its only call denied -> incomplete, naming the count', () => {
    const s = foldFixture('gemini', 'real-plan-mode-denied.jsonl');
    expect(s.fold.lastResult?.outcome).toBe('success');
    expect(s.toolCalls.map((c) => c.status)).toEqual(['denied']);
    expect(s.outcome).toBe('incomplete');
    expect(s.errorMessage).toBe(
      'The agent reported success, but every tool call the agent made was denied (1 denied).',
    );
  });

  it('real Claude capture: Bash and Write denied but a Read succeeded -> still success', () => {
    const s = foldCapture('04b-permission-denied-default-mode');
    expect(s.permissionDenials.length).toBe(2);
    expect(s.outcome).toBe('success');
  });

  it('one call that succeeded keeps the success (HAND-WRITTEN calls)', () => {
    const summary = {
      todos: [],
      dialect: 'claude-code' as const,
      toolCalls: [
        { id: 'a', name: 'Bash', status: 'denied' },
        { id: 'b', name: 'Read', status: 'ok' },
      ] as unknown as RunSummary['toolCalls'],
      permissionDenials: [{ tool: 'Bash', toolUseId: 'a', input: {} }],
    };
    const last = { text: 'done' } as ResultEvent;
    expect(unfinishedWork(summary, last)).toBeNull();
    expect(unfinishedWork({ ...summary, toolCalls: summary.toolCalls.slice(0, 1) }, last)?.kind).toBe(
      'all_denied',
    );
  });

  it('a failed call besides the denied one: still incomplete, the reason names both (HAND-WRITTEN calls)', () => {
    // As Codex's sandbox block shows: its own item failed (exit 1), and the stderr denial.
    const toolCalls = [
      { id: 'a', name: 'shell', status: 'error' },
      { id: 'b', name: 'shell', status: 'denied' },
    ] as unknown as RunSummary['toolCalls'];
    const last = { text: 'done' } as ResultEvent;
    const base = { todos: [], dialect: 'codex' as const, toolCalls };
    expect(unfinishedWork(base, last)).toEqual({
      kind: 'all_denied',
      message: 'The agent reported success, but no tool call the agent made succeeded (1 denied, 1 failed).',
    });
    // The failed call moved out of memory: the counts still hold it.
    const earlierCalls = { open: [], parents: [], counts: { ok: 0, error: 1, denied: 0, pending: 0 } };
    expect(unfinishedWork({ ...base, toolCalls: toolCalls.slice(1), earlierCalls }, last)?.message).toMatch(
      /\(1 denied, 1 failed\)/,
    );
    // And a call that succeeded, moved out or not, keeps the success.
    const ok = { ...earlierCalls, counts: { ...earlierCalls.counts, ok: 1 } };
    expect(unfinishedWork({ ...base, earlierCalls: ok }, last)).toBeNull();
  });
});
