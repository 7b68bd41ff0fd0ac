/**
 * `narrator summarize|render --output-schema FILE`: the same check as the Action's output-schema,
 * on a saved stream, through the built CLI. Streams are hand-written Claude Code result frames.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';

let dir: string;
let cli: string;
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const result = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ type: 'result', subtype: 'success', is_error: false, num_turns: 1, session_id: 's', ...fields })}\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-cli-schema-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function narrator(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('--output-schema on a saved stream', () => {
  let schema: string;
  beforeAll(() => {
    schema = file(
      'schema.json',
      JSON.stringify({
        type: 'object',
        required: ['verdict'],
        properties: { verdict: { enum: ['approve', 'request_changes'] } },
      }),
    );
  });

  it('summarize: structured_output of the result frame is taken and kept as structuredOutput', () => {
    const stream = file(
      'native.jsonl',
      result({ result: 'prose', structured_output: { verdict: 'approve' } }),
    );
    const r = narrator(['summarize', stream, '--output-schema', schema]);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.outcome).toBe('success');
    expect(json.structuredOutput).toEqual({ verdict: 'approve' });
  });

  it('summarize: a violation is outcome error with the pointer; without the flag nothing changes', () => {
    const stream = file('bad.jsonl', result({ result: '{"verdict":"ship it"}' }));
    const r = narrator(['summarize', stream, '--output-schema', schema]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.outcome).toBe('error');
    expect(json.errorMessage).toMatch(/\/verdict must be one of "approve", "request_changes"/);
    expect(json.structuredOutput).toBeUndefined();
    const plain = JSON.parse(narrator(['summarize', stream]).stdout);
    expect(plain.outcome).toBe('success');
    expect('structuredOutput' in plain).toBe(false);
  });

  it('render --format markdown shows the object collapsed', () => {
    const stream = file(
      'fenced.jsonl',
      result({ result: 'Done.\n\n```json\n{"verdict":"request_changes"}\n```' }),
    );
    const r = narrator(['render', stream, '--format', 'markdown', '--output-schema', schema]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('<details><summary>Structured output</summary>');
    expect(r.stdout).toContain('"verdict": "request_changes"');
  });

  it("an answer the schema misses: Narrator's check failed, not the agent (it said is_error: false)", () => {
    // A real Claude Code capture whose result frame says subtype success, is_error false.
    const stream = join(import.meta.dirname, '../fixtures/claude-code/04-tool-errors/stdout.jsonl');
    const r = narrator(['render', stream, '--output-schema', schema]);
    expect(r.stdout).toContain(
      "Claude finished, but Narrator's output-schema check failed: no structured output",
    );
    expect(r.stdout).not.toContain('is_error: true');
    expect(r.stdout).not.toContain('Claude stopped');
    const json = JSON.parse(narrator(['summarize', stream, '--output-schema', schema]).stdout);
    expect(json.outcome).toBe('error');
    expect(json.isError).toBe(false);
    expect(json.errorMessage).toMatch(/^Narrator's output-schema check failed: /);
  });

  it('an unreadable or invalid schema is a usage error (exit 2); watch refuses the flag', () => {
    const stream = file('any.jsonl', result({ result: '{}' }));
    expect(narrator(['summarize', stream, '--output-schema', join(dir, 'missing.json')])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('cannot be read'),
    });
    const invalid = file('invalid.json', '{"type":"objekt"}');
    expect(narrator(['render', stream, '--output-schema', invalid])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('not a valid JSON Schema'),
    });
    expect(narrator(['watch', stream, '--output-schema', schema]).code).toBe(2);
  });
});
