import { describe, expect, test } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { outputsFor } from '../../src/report/outputs.js';
import { eventLines, isStepBoundary, logEntries, renderText } from '../../src/report/terminal.js';
import { neutralizeCommands } from '../../src/report/workflow-commands.js';
import { finished, runningSummary } from './hand-written-summaries.js';

const { redact } = createRedactor({ secrets: ['topsecret-123456'] });

describe('outputsFor (hand-written summaries)', () => {
  test('every output is a string view; unreported numbers are empty, never 0', () => {
    const out = outputsFor(
      finished({ costUsd: null, tokens: null, turns: null, finalText: 'ok topsecret-123456' }),
      { redact },
    );
    expect(out).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      result: 'ok ***',
      'cost-usd': '',
      turns: '',
      'input-tokens': '',
      'tool-calls': '3',
      'tool-errors': '1',
      'duration-ms': '182000',
    });
  });

  test('retries the stream cannot show are unknown, never 0', () => {
    expect(outputsFor(finished({}))['retries']).toBe('0');
    expect(outputsFor(finished({ retriesKnown: false }))['retries']).toBe('');
    const seen = finished({
      retriesKnown: false,
      retries: [
        {
          attempt: 1,
          maxRetries: null,
          delayMs: null,
          httpStatus: 500,
          category: null,
          message: null,
          at: 0,
        },
      ],
    });
    expect(outputsFor(seen)['retries']).toBe('1');
  });

  test('cost-usd drops the float noise of a running sum, not real digits', () => {
    // 0.023204000000000002 is what the real CLI 2.1.330 reported in an end-to-end run.
    expect(outputsFor(finished({ costUsd: 0.023204000000000002 }))['cost-usd']).toBe('0.023204');
    expect(outputsFor(finished({ costUsd: 0.1 + 0.2 }))['cost-usd']).toBe('0.3');
    expect(outputsFor(finished({ costUsd: 0.00012345 }))['cost-usd']).toBe('0.00012345');
    expect(outputsFor(finished({ costUsd: 0 }))['cost-usd']).toBe('0');
  });

  test('conclusion follows fail-on; result is capped', () => {
    const s = finished({
      outcome: 'max_turns',
      finalText: 'x'.repeat(100_000),
      errorMessage: 'Reached max turns',
    });
    expect(outputsFor(s).conclusion).toBe('failure');
    expect(outputsFor(s, { failOn: ['error'] }).conclusion).toBe('success');
    expect(outputsFor(s).result.length).toBe(64 * 1024);
    expect(outputsFor(s).error).toBe(
      'Reached max turns\nWhat to do: the agent used all its turns: raise max-turns or narrow the task. (turns, not retryable)',
    );
  });
});

describe('terminal lines', () => {
  test('a main-thread step opens a group; a subagent step does not', () => {
    const s = { ...runningSummary(), steps: 8 };
    const step = { kind: 'step', messageId: 'm', model: 'claude-opus-5-5', parentId: null, at: 1 } as const;
    expect(isStepBoundary(step)).toBe(true);
    expect(logEntries(step, s)).toEqual([{ group: 'start', text: 'Step 8 · claude-opus-5-5' }]);
    expect(logEntries({ ...step, parentId: 't1' }, s)).toEqual([]);
  });

  test('tool start and end lines, retries, and the exit closing the group', () => {
    const s = runningSummary();
    const start = eventLines(
      {
        kind: 'tool_call',
        id: 't3',
        name: 'Bash',
        input: { command: 'npm test', description: 'Run the test suite' },
        parentId: null,
        at: 1,
      },
      s,
    );
    expect(start).toEqual(['▶ #3 Bash npm test — Run the test suite']);
    const retry = eventLines(
      {
        kind: 'retry',
        attempt: 2,
        maxRetries: 10,
        delayMs: 1200,
        httpStatus: 529,
        category: 'overloaded',
        message: null,
        at: 2,
      },
      s,
    );
    expect(retry).toEqual(['⏳ API overloaded (529), retry 2/10 in 1.2 s']);
    const end = logEntries(
      { kind: 'exit', exitCode: 1, signal: null, stderrTail: null, stoppedBy: null, limitMs: null, at: 3 },
      finished({ outcome: 'error', errorMessage: 'boom' }),
    );
    expect(end[0]).toEqual({ group: 'end', text: '' });
    expect(end.map((e) => e.text)).toContain('  boom');
  });

  test('agent text cannot issue ANSI escapes; workflow commands are broken where it is printed', () => {
    const s = finished({
      finalText: '::set-output name=x::y\n  ::add-mask::z\n##[group]g\n\u001b[2Jcleared topsecret-123456',
    });
    const text = renderText(s, { redact });
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('topsecret');
    // The renderer keeps the text; the printing edges (src/runner/core.ts, src/cli.ts) break
    // commands.
    expect(text).toContain('  ::add-mask::z');
    const printed = neutralizeCommands(text);
    expect(printed).not.toMatch(/^\s*::/m);
    expect(printed).not.toContain('##[');
  });

  test('colour only when asked', () => {
    const s = finished({});
    expect(renderText(s)).not.toContain('\u001b[');
    expect(renderText(s, { color: true })).toContain('\u001b[32m');
  });
});
