/**
 * CallIndex (src/report/call-index.ts) finds what `findIndex` finds, without the scan, on lists
 * that grow the way the fold's list of tool calls grows: appended at the end, a call replaced by
 * the same call with a newer status, ids that repeat (a stream that says a call twice, far apart).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CallIndex, callIndexOf } from '../../src/report/call-index.js';
import { emptySummary, type RunSummary, type ToolCall } from '../../src/run/summary.js';

function call(id: string, status: ToolCall['status'] = 'pending'): ToolCall {
  return {
    id,
    name: 'Bash',
    status,
    parentId: null,
    input: null,
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: null,
    startedAt: 0,
    endedAt: null,
  };
}

const summaryOf = (toolCalls: ToolCall[]): RunSummary => ({ ...emptySummary('claude-code'), toolCalls });

describe('CallIndex', () => {
  it('gives findIndex’s answer at every step of a growing list (appends, replacements, repeated ids)', () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('append' as const), id: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ op: fc.constant('replace' as const), at: fc.nat() }),
      fc.record({ op: fc.constant('look' as const), id: fc.integer({ min: 0, max: 35 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const index = new CallIndex();
        const calls: ToolCall[] = [];
        for (const s of steps) {
          if (s.op === 'append') calls.push(call(`toolu_${s.id}`));
          else if (s.op === 'replace' && calls.length > 0) {
            const i = s.at % calls.length;
            calls[i] = { ...calls[i]!, status: 'ok' };
          } else if (s.op === 'look') {
            const id = `toolu_${s.id}`;
            expect(index.indexOf(calls, id)).toBe(calls.findIndex((c) => c.id === id));
          }
        }
      }),
    );
  });

  it('follows another list when it is handed one (shorter, or other ids at the same places)', () => {
    const index = new CallIndex();
    const a = [call('a'), call('b'), call('c')];
    expect(index.indexOf(a, 'c')).toBe(2);
    expect(index.indexOf([call('c')], 'c')).toBe(0); // shorter
    expect(index.indexOf([call('x'), call('c'), call('a')], 'c')).toBe(1); // same length, other ids
    expect(index.indexOf([call('x'), call('c'), call('a')], 'a')).toBe(2);
    expect(index.indexOf([call('x'), call('c'), call('a')], 'zz')).toBe(-1);
  });

  it('callIndexOf searches the list when the view has no index', () => {
    const s = summaryOf([call('a'), call('b'), call('a')]);
    expect(callIndexOf(s, 'a', undefined)).toBe(0);
    expect(callIndexOf(s, 'b', new CallIndex())).toBe(1);
    expect(callIndexOf(s, 'nope', undefined)).toBe(-1);
  });
});
