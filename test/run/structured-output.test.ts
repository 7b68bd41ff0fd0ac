/**
 * Structured output (src/run/structured-output.ts, src/run/json-schema.ts, src/report/structured-view.ts):
 * where the object is taken from, how a schema judges it (2020-12 and draft-07), the reasons by
 * JSON pointer, and hostile JSON (deep nesting, `__proto__` keys, a 1 MiB object) kept bounded.
 * Summaries are hand-written (emptySummary + the fields the rules read).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutputSchema } from '../../src/action/launch/output-schema.js';
import { outputsFor } from '../../src/report/outputs.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { structuredOutputJson } from '../../src/report/structured-view.js';
import { compileOutputSchema } from '../../src/run/json-schema.js';
import {
  applyStructuredOutput,
  extractStructuredOutput,
  STRUCTURED_OUTPUT_MAX_CHARS,
} from '../../src/run/structured-output.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

const VERDICT_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    verdict: { enum: ['approve', 'request_changes'] },
    findings: { type: 'integer', minimum: 0 },
    version: { type: 'string' },
  },
  required: ['verdict', 'version'],
  additionalProperties: false,
};

function finished(finalText: string | null, o: Partial<RunSummary> = {}): RunSummary {
  return { ...emptySummary('claude-code'), status: 'finished', outcome: 'success', finalText, ...o };
}

function withNative(value: unknown): RunSummary {
  const s = finished('ignored text');
  return { ...s, fold: { ...s.fold, lastResult: { structuredOutput: value } as never } };
}

describe('where the object comes from', () => {
  it('the native structured_output first; else the whole answer when it is JSON; else its last ```json block', () => {
    expect(extractStructuredOutput(withNative({ a: 1 }))).toEqual({
      ok: true,
      value: { a: 1 },
      from: 'native',
    });
    expect(extractStructuredOutput(finished(' {"a":2}\n'))).toEqual({
      ok: true,
      value: { a: 2 },
      from: 'answer',
    });
    const prose = 'Looks good.\n\n```json\n{"a":3}\n```\n\nAnd finally:\n\n```json\n{"a":4}\n```\nDone.';
    expect(extractStructuredOutput(finished(prose))).toEqual({ ok: true, value: { a: 4 }, from: 'answer' });
  });

  it('no answer, prose without a block, or broken JSON: a reason', () => {
    expect(extractStructuredOutput(finished(null))).toMatchObject({ ok: false, reason: /no final answer/ });
    expect(extractStructuredOutput(finished('LGTM'))).toMatchObject({
      ok: false,
      reason: /not JSON and has no/,
    });
    expect(extractStructuredOutput(finished('{"a":'))).toMatchObject({ ok: false, reason: /does not parse/ });
  });
});

describe('the schema judges it', () => {
  it('2020-12: valid -> kept; violations named by JSON pointer, first three; the run becomes an error', async () => {
    const validate = await compileOutputSchema(VERDICT_SCHEMA);
    const ok = applyStructuredOutput(finished('{"verdict":"approve","version":"1.2.0"}'), validate);
    expect(ok.outcome).toBe('success');
    expect(ok.structuredOutput).toEqual({ verdict: 'approve', version: '1.2.0' });
    const bad = applyStructuredOutput(finished('{"verdict":"maybe","findings":-1,"extra":true}'), validate);
    expect(bad.outcome).toBe('error');
    expect(bad.structuredOutput).toBeUndefined();
    expect(bad.errorMessage).toMatch(
      /^Narrator's output-schema check failed: the structured output does not match the schema: /,
    );
    expect(bad.errorMessage).toContain('/version is required');
    expect(bad.errorMessage).toContain('/extra is not allowed');
    expect(bad.errorMessage).toMatch(/\(and \d+ more\)/);
  });

  it('draft-07 (no $schema) and its formats', async () => {
    const validate = await compileOutputSchema({
      type: 'object',
      properties: { when: { type: 'string', format: 'date' } },
      required: ['when'],
    });
    expect(validate({ when: '2026-11-27' })).toEqual([]);
    expect(validate({ when: 'tomorrow' })).toEqual(['/when must match format "date"']);
    expect(validate({})).toEqual(['/when is required']);
  });

  it('a missing object fails a successful run; a failed run keeps its own outcome and reason', async () => {
    const validate = await compileOutputSchema(VERDICT_SCHEMA);
    const missing = applyStructuredOutput(finished('I approve.'), validate);
    expect(missing.outcome).toBe('error');
    expect(missing.errorMessage).toMatch(
      /^Narrator's output-schema check failed: no structured output \(the final answer is not JSON/,
    );
    const maxTurns = finished('…', { outcome: 'max_turns', errorMessage: 'Reached max turns (1)' });
    expect(applyStructuredOutput(maxTurns, validate)).toBe(maxTurns);
  });

  it('a schema that is not one is refused with the reason; inline, or a file inside the workspace only', async () => {
    await expect(compileOutputSchema({ type: 'no-such-type' })).rejects.toThrow(/not a valid JSON Schema/);
    await expect(compileOutputSchema([1])).rejects.toThrow(/must be a JSON Schema/);
    await expect(compileOutputSchema({ $schema: 'http://json-schema.org/draft-04/schema#' })).rejects.toThrow(
      /not a draft Narrator validates/,
    );
    const ws = mkdtempSync(path.join(os.tmpdir(), 'narrator-schema-'));
    writeFileSync(path.join(ws, 'review.schema.json'), JSON.stringify(VERDICT_SCHEMA));
    expect((await readOutputSchema('review.schema.json', ws)).source).toBe('review.schema.json');
    expect((await readOutputSchema('{"type":"object"}', ws)).source).toBe('inline');
    await expect(readOutputSchema('../outside.json', ws)).rejects.toThrow(/outside the workspace/);
    await expect(readOutputSchema('missing.json', ws)).rejects.toThrow(/cannot be read/);
    await expect(readOutputSchema('{"type":', ws)).rejects.toThrow(/not JSON/);
  });
});

describe('hostile JSON is bounded and safe', () => {
  it('deep nesting is refused before parsing (text) and before validating (native)', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(extractStructuredOutput(finished(deep))).toMatchObject({
      ok: false,
      reason: /nests deeper than 64/,
    });
    let native: unknown = 1;
    for (let i = 0; i < 10_000; i++) native = { a: native };
    expect(extractStructuredOutput(withNative(native))).toMatchObject({
      ok: false,
      reason: /nests deeper than 64/,
    });
    const validate = await compileOutputSchema({
      $ref: '#/$defs/n',
      $defs: { n: { type: 'object', additionalProperties: { $ref: '#/$defs/n' } } },
    });
    expect(applyStructuredOutput(withNative(native), validate).outcome).toBe('error');
  });

  it('`__proto__` keys stay plain keys: no prototype is touched, the views show the key', async () => {
    const text = '{"__proto__":{"polluted":true},"verdict":"approve","version":"1"}';
    const validate = await compileOutputSchema({ type: 'object', required: ['verdict'] });
    const s = applyStructuredOutput(finished(text), validate);
    expect(s.outcome).toBe('success');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(s.structuredOutput)).toBe(Object.prototype);
    expect(structuredOutputJson(s)).toBe(text);
    // Redacted per string when the text-level pass would break the JSON (this one eats a quote):
    // the output still parses, and the key survives as a key.
    const json = structuredOutputJson(s, (t) => t.replace('"approve"', '"app'));
    expect(JSON.parse(json)).toMatchObject({ verdict: 'approve' });
    expect(Object.keys(JSON.parse(json))).toContain('__proto__');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a 1 MiB object is taken; a bigger one is refused; the views stay within their budgets', async () => {
    const filler = 'x'.repeat(STRUCTURED_OUTPUT_MAX_CHARS - 100);
    const validate = await compileOutputSchema({ type: 'object' });
    const big = applyStructuredOutput(finished(JSON.stringify({ filler })), validate);
    expect(big.outcome).toBe('success');
    expect(outputsFor(big)['structured-output'].length).toBeLessThanOrEqual(STRUCTURED_OUTPUT_MAX_CHARS);
    const summary = renderStepSummary(big, { redact: (t) => t });
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
    expect(summary).toContain('<summary>Structured output</summary>');
    const tooBig = applyStructuredOutput(
      finished(JSON.stringify({ filler: `${filler}${'y'.repeat(200)}` })),
      validate,
    );
    expect(tooBig.outcome).toBe('error');
    expect(tooBig.errorMessage).toMatch(/longer than 1048576 characters/);
  });

  it('secrets in the object are hidden in the output', async () => {
    const validate = await compileOutputSchema({ type: 'object' });
    const s = applyStructuredOutput(finished('{"note":"key sk-secret-123456 here"}'), validate);
    const out = outputsFor(s, { redact: (t) => t.replaceAll('sk-secret-123456', '***') })[
      'structured-output'
    ];
    expect(JSON.parse(out)).toEqual({ note: 'key *** here' });
  });
});
