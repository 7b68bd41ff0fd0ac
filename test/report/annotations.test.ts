import { describe, expect, test } from 'vitest';
import {
  type Annotation,
  annotationsFor,
  initialAnnotationState,
  relativeFile,
} from '../../src/report/annotations.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { call, finished, runningSummary } from './hand-written-summaries.js';

const failedResult = (id: string): Extract<AgentEvent, { kind: 'tool_result' }> => ({
  kind: 'tool_result',
  id,
  name: 'Bash',
  status: 'error',
  output: 'Error: Exit code 1',
  exitCode: 1,
  durationMs: 5,
  parentId: null,
  at: 1,
});
const exit: AgentEvent = {
  kind: 'exit',
  exitCode: 1,
  signal: null,
  stderrTail: null,
  stoppedBy: null,
  limitMs: null,
  at: 9,
};

describe('annotationsFor (hand-written summaries)', () => {
  test('17 tool errors: 9 warnings live, then one aggregate; the failure always gets its error', () => {
    let state = initialAnnotationState();
    const all: Annotation[] = [];
    const s = runningSummary();
    for (let i = 0; i < 17; i++) {
      const r = annotationsFor(failedResult(`e${i}`), s, state);
      state = r.state;
      all.push(...r.annotations);
    }
    expect(all).toHaveLength(9);
    const end = annotationsFor(exit, finished({ outcome: 'error', errorMessage: 'API Error: 500' }), state);
    const warnings = [...all, ...end.annotations].filter((a) => a.level === 'warning');
    expect(warnings).toHaveLength(10);
    expect(warnings[9]!.message).toBe('…and 8 more tool errors — see the step summary.');
    const errors = end.annotations.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('API Error: 500');
    // Nothing after the end.
    expect(annotationsFor(failedResult('late'), s, end.state).annotations).toEqual([]);
  });

  test('exactly one over the cap is emitted as itself, not as "1 more"', () => {
    let state = initialAnnotationState();
    const all: Annotation[] = [];
    for (let i = 0; i < 10; i++) {
      const r = annotationsFor(failedResult(`e${i}`), runningSummary(), state);
      state = r.state;
      all.push(...r.annotations);
    }
    const end = annotationsFor(exit, finished({}), state);
    const warnings = [...all, ...end.annotations];
    expect(warnings).toHaveLength(10);
    expect(warnings.every((a) => a.title.startsWith('Tool error: Bash'))).toBe(true);
  });

  test('a denial frame and its tool result are one warning', () => {
    const s = finished({
      toolCalls: [call({ id: 'd1', name: 'Bash', status: 'denied', input: { command: 'rm -rf x' } })],
    });
    let r = annotationsFor(
      {
        kind: 'permission_denied',
        tool: 'Bash',
        toolUseId: 'd1',
        input: { command: 'rm -rf x' },
        message: 'needs approval',
        at: 1,
      },
      s,
      initialAnnotationState(),
    );
    expect(r.annotations).toEqual([
      {
        level: 'warning',
        title: 'Permission denied: Bash',
        message: 'Bash rm -rf x was denied: needs approval\nAllow it with allowed-tools: Bash(rm:*)',
      },
    ]);
    r = annotationsFor({ ...failedResult('d1'), status: 'denied' }, s, r.state);
    expect(r.annotations).toEqual([]);
  });

  test('written files become one notice per file, relative to the workspace', () => {
    const s = finished({
      toolCalls: [
        call({ id: 'w1', name: 'Write', input: { file_path: '/ws/src/a.ts', content: 'x' } }),
        call({
          id: 'w2',
          name: 'Edit',
          input: { file_path: '/ws/src/a.ts', old_string: 'x', new_string: 'y' },
        }),
        call({ id: 'w3', name: 'Edit', input: { file_path: '/etc/passwd' } }),
      ],
    });
    let state = initialAnnotationState();
    const out: Annotation[] = [];
    for (const id of ['w1', 'w2', 'w3']) {
      const r = annotationsFor({ ...failedResult(id), status: 'ok', exitCode: null }, s, state, {
        workspace: '/ws/',
      });
      state = r.state;
      out.push(...r.annotations);
    }
    expect(out).toEqual([
      {
        level: 'notice',
        title: 'Changed by Claude',
        message: 'Claude changed this file (Write, tool call #1).',
        file: 'src/a.ts',
      },
    ]);
  });

  test('relativeFile', () => {
    expect(relativeFile('/ws/a/b.ts', '/ws')).toBe('a/b.ts');
    expect(relativeFile('./a.ts', null)).toBe('a.ts');
    expect(relativeFile('../x', '/ws')).toBeNull();
    expect(relativeFile('/other/x', '/ws')).toBeNull();
    expect(relativeFile('C:\\ws\\a.ts', 'C:\\ws')).toBe('a.ts');
  });
});
