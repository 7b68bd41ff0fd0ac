/**
 * Retries a stream cannot show are unknown, never "0": Gemini CLI prints them on stderr only and
 * opencode not at all in JSON mode, so a run of theirs with no retry in the stream says "unknown"
 * in every view, while a Claude Code run (whose stream has api_retry frames) says 0.
 */
import { describe, expect, test } from 'vitest';
import { outputsFor } from '../../src/report/outputs.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import { toContractJson } from '../../src/run/contract.js';
import { foldCapture } from '../support/captures.js';
import { foldFixture } from '../support/dialect-fixtures.js';

const stepSummaryCtx = { redact: (text: string) => text };

describe.each([
  ['gemini', 'success-tools'],
  ['opencode', 'success-tools'],
] as const)('%s (%s): retries unknown', (dialect, name) => {
  const s = foldFixture(dialect, name);

  test('the summary and the contract say so', () => {
    expect(s.retries).toEqual([]);
    expect(s.retriesKnown).toBe(false);
    expect(toContractJson(s)['retriesKnown']).toBe(false);
  });

  test('no view states 0 retries', () => {
    expect(outputsFor(s)['retries']).toBe('');
    expect(renderStepSummary(s, stepSummaryCtx)).toContain('| API retries | unknown |');
    expect(renderText(s)).toContain('retries unknown');
  });
});

test('a Claude Code run without retries has 0, known', () => {
  const s = foldCapture('03-tools');
  expect(s.retriesKnown).toBe(true);
  expect(outputsFor(s)['retries']).toBe('0');
  expect(renderText(s)).toContain('retries 0');
});
