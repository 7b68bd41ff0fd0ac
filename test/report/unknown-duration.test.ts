/**
 * A finished run whose stream gave no duration (a CLI killed before its result, a Cursor stream
 * cut short, a Codex capture without times) is titled without one: the comment's header, the step
 * summary's title and the job log's last line read "❌ Claude stopped: … · 0 tool calls", not
 * "… · n/a · 0 tool calls", a bare n/a a reader cannot place. Found on a real require-mcp run.
 * Hand-written summaries.
 */
import { describe, expect, test } from 'vitest';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

const redact = (s: string) => s;

function run(durationMs: number | null): RunSummary {
  return {
    ...emptySummary('claude-code'),
    status: 'finished',
    outcome: 'error',
    subtype: null,
    outcomeSource: 'exit_code',
    errorMessage: 'The MCP server broken did not start: failed.',
    durationMs,
    model: 'claude-opus-5-5',
  };
}

const firstLines = (s: RunSummary) => ({
  comment: renderComment(s, { now: 0, marker: commentMarker('k'), redact })
    .split('\n')
    .find((l) => l.startsWith('### '))!,
  stepSummary: renderStepSummary(s, { redact }).split('\n')[0]!,
  log: renderText(s, { redact }).split('\n')[0]!,
});

describe('a duration the stream never gave', () => {
  test('is left out of every title', () => {
    const lines = firstLines(run(null));
    expect(lines.comment).toMatch(
      /^### ❌ Claude stopped: The MCP server broken did not start: failed\. · 0 tool calls · cost n\/a$/,
    );
    expect(lines.stepSummary).toBe(
      '## ❌ Claude stopped: The MCP server broken did not start: failed. · claude-opus-5-5',
    );
    expect(lines.log).toBe('✖ Claude stopped: The MCP server broken did not start: failed.');
    for (const line of Object.values(lines)) expect(line).not.toContain('n/a ·');
  });

  test('a known one is still there', () => {
    const lines = firstLines(run(2_300));
    for (const line of Object.values(lines)) expect(line).toContain(' · 2.3 s');
  });
});
