/**
 * The live comment's first body, before the agent has said anything, has no figures to show: on
 * every real run it read "0 steps · tokens n/a · cost n/a", which reads as a broken run in the
 * PR's first seconds. Only the links until the first step; the final body still says n/a for what
 * never came. Hand-written summaries.
 */
import { describe, expect, test } from 'vitest';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { emptySummary } from '../../src/run/summary.js';

const ctx = {
  now: 0,
  marker: commentMarker('k'),
  redact: (s: string) => s,
  runUrl: 'https://github.com/o/r/actions/runs/1',
};
const lastLine = (body: string) => body.trim().split('\n').at(-1)!;

describe("the comment's footer", () => {
  test('before the first step: the links only', () => {
    expect(lastLine(renderComment(emptySummary('claude-code'), ctx))).toBe(
      '[job log](https://github.com/o/r/actions/runs/1)',
    );
  });

  test('once a step came: the figures, n/a for the ones not reported', () => {
    const s = { ...emptySummary('claude-code'), steps: 1 };
    expect(lastLine(renderComment(s, ctx))).toBe(
      '1 step · tokens n/a · cost n/a · [job log](https://github.com/o/r/actions/runs/1)',
    );
  });

  test('a finished run that reported nothing still says so', () => {
    const s = { ...emptySummary('claude-code'), status: 'finished' as const, outcome: 'error' as const };
    expect(lastLine(renderComment(s, ctx))).toBe(
      '0 steps · tokens n/a · cost n/a · [job log](https://github.com/o/r/actions/runs/1)',
    );
  });
});
