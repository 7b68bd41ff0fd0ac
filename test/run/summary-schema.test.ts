/**
 * summary.json has a published, versioned JSON Schema (schema/summary-v1.schema.json) that teams
 * can build on. Every stream in the repository — the real captures of every agent and the
 * hand-written fixtures of every dialect, hostile ones included — is summarized by the real CLI
 * (dist/cli.js, as a user runs it) and the JSON must follow the schema. The Action's own
 * summary.json is checked where the end-to-end tests read it (test/action/action.test.ts).
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/docs.mjs';
import { SUMMARY_SCHEMA_VERSION } from '../../src/run/contract.js';
import { SUMMARY_SCHEMA_PATH, summarySchemaViolations } from '../support/summary-schema.js';

const run = promisify(execFile);
const CLI = join(REPO_ROOT, 'dist', 'cli.js');

function streamsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return streamsUnder(path);
    return name.endsWith('.jsonl') ? [path] : [];
  });
}

// The repository's own copies of the real captures (test/fixtures/claude-code/*/stdout.jsonl) are
// among them, with the model requests they were made from left out.
const STREAMS = streamsUnder(join(REPO_ROOT, 'test', 'fixtures')).filter(
  (path) => !path.endsWith('requests.jsonl'),
);

async function summarize(path: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, [CLI, 'summarize', path, '--exit-code', '0'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

describe('the summary.json schema', () => {
  test('is a valid 2020-12 schema whose version matches what the CLI writes', () => {
    const schema = JSON.parse(readFileSync(SUMMARY_SCHEMA_PATH, 'utf8'));
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.properties.schemaVersion.const).toBe(SUMMARY_SCHEMA_VERSION);
    expect(summarySchemaViolations({})).toContain("/ must have required property 'dialect'");
  });

  test('rejects a summary with a wrong field, naming it by pointer', () => {
    expect(
      summarySchemaViolations({
        dialect: 'claude-code',
        sessionId: null,
        model: null,
        outcome: 'success',
        subtype: null,
        isError: false,
        outcomeSource: 'terminal_frame',
        errorMessage: null,
        finalText: 'x',
        turns: -1,
        toolCalls: [],
        retries: [],
        costUsd: null,
        tokens: null,
        todos: [],
        permissionDenials: [],
        durationMs: 1,
        exitCode: 0,
        signal: null,
        diagnostics: { badLines: 0, unknownEvents: {} },
        schemaVersion: 1,
      }),
    ).toEqual(['/turns must be >= 0']);
  });

  test(`every stream in the repository (${STREAMS.length}) summarizes to JSON that follows it`, async () => {
    expect(STREAMS.length).toBeGreaterThan(60);
    const problems: string[] = [];
    // Two at a time: the machine has two cores, and each is a fresh process as a user runs it.
    for (let i = 0; i < STREAMS.length; i += 2) {
      const batch = STREAMS.slice(i, i + 2);
      const summaries = await Promise.all(batch.map(summarize));
      summaries.forEach((summary, k) => {
        const where = relative(REPO_ROOT, batch[k]!);
        expect((summary as { schemaVersion?: unknown }).schemaVersion, where).toBe(SUMMARY_SCHEMA_VERSION);
        for (const v of summarySchemaViolations(summary)) problems.push(`${where}: ${v}`);
      });
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
