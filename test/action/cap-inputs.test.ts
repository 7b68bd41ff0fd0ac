/**
 * The caps' inputs: `max-total-tokens` and `max-tool-calls` are whole numbers, refused with the
 * input named before anything runs; empty means no cap. And `incomplete` fails the job by default.
 */
import { describe, expect, it } from 'vitest';
import { InputError, parseFailOn, readInputs } from '../../src/inputs.js';

const from =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

describe('cap inputs', () => {
  it('empty: no cap', () => {
    const c = readInputs(from({}), {});
    expect([c.maxTotalTokens, c.maxToolCalls, c.maxBudgetUsd]).toEqual([null, null, null]);
  });

  it('whole numbers are taken; max-tool-calls may be 0 (no tool call at all)', () => {
    const c = readInputs(from({ 'max-total-tokens': '400000', 'max-tool-calls': '0' }), {});
    expect([c.maxTotalTokens, c.maxToolCalls]).toEqual([400_000, 0]);
  });

  it('anything else is refused, naming the input', () => {
    expect(() => readInputs(from({ 'max-total-tokens': '1.5' }), {})).toThrow(
      new InputError('max-total-tokens', "'1.5' is not valid (not a whole number)"),
    );
    expect(() => readInputs(from({ 'max-total-tokens': '0' }), {})).toThrow(/must be 1 or more/);
    expect(() => readInputs(from({ 'max-tool-calls': 'lots' }), {})).toThrow(
      "input 'max-tool-calls': 'lots' is not valid (not a number)",
    );
  });

  it('incomplete is in the default fail-on, and can be left out', () => {
    expect(readInputs(from({}), {}).failOn).toContain('incomplete');
    expect(parseFailOn('error, cancelled')).not.toContain('incomplete');
  });
});
