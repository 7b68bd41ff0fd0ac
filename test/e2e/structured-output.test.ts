/**
 * `output-schema` with the real agent CLIs (Claude Code 2.1.330, Codex 0.169.0, Gemini CLI), each
 * against its loopback model server, through the Action's bundle: the native path (Claude Code's
 * `--json-schema`, its result's `structured_output`; Codex's `--output-schema FILE`, its final
 * message) and the answer path (Gemini CLI: the last ```json block of its answer). Expectations come
 * from what the model is scripted to return and what action.yml promises.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { agentE2e, finalComment } from '../support/agent-e2e.js';
import { runClaudeAction } from '../support/claude-action.js';
import { runCodexAction } from '../support/codex-action.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { runGeminiAction } from '../support/gemini-action.js';
import { text as geminiText, respond } from '../support/gemini-server.js';
import { text as claudeText, message, toolUse } from '../support/model-server.js';
import { text as codexText, response } from '../support/responses-server.js';
import { describeActionRun } from '../support/run-action.js';

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    verdict: { enum: ['approve', 'request_changes'] },
    findings: { type: 'integer', minimum: 0 },
  },
  required: ['verdict', 'findings'],
  additionalProperties: false,
};

const claude = agentE2e({ agent: 'claude', run: runClaudeAction });
const codex = agentE2e({ agent: 'codex', run: runCodexAction });
const gemini = agentE2e({ agent: 'gemini', run: runGeminiAction });
afterAll(async () => {
  await Promise.all([claude.cleanup(), codex.cleanup(), gemini.cleanup()]);
});

describe("Claude Code: --json-schema, the result frame's structured_output", () => {
  test('a valid verdict: success, the output, collapsed in the comment and the step summary', async () => {
    const r = await claude.scenario({
      model: () => ({
        replies: [
          message([
            claudeText('Reviewing.'),
            toolUse('StructuredOutput', { verdict: 'approve', findings: 0 }),
          ]),
          message([claudeText('Done.')]),
        ],
      }),
      inputs: () => ({ prompt: 'Review the change.', 'output-schema': JSON.stringify(SCHEMA) }),
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    expect(JSON.parse(r.run.outputs['structured-output']!)).toEqual({ verdict: 'approve', findings: 0 });
    // Passed natively: the CLI offered the model its StructuredOutput tool, with our schema.
    const tools = r.server.requests[0]!.body!.tools as Array<{ name: string; input_schema?: unknown }>;
    const structured = tools.find((t) => t.name === 'StructuredOutput');
    expect(structured?.input_schema).toMatchObject({
      properties: { verdict: { enum: ['approve', 'request_changes'] } },
    });
    expect(r.run.stdout).toContain('output-schema (inline): passed to Claude Code (--json-schema)');
    expect(r.run.stepSummary).toContain('<summary>Structured output</summary>');
    expect(finalComment(r)).toContain('<summary>Structured output</summary>');
  }, 120_000);

  test('an object the schema rejects: outcome error naming the violations by JSON pointer', async () => {
    // The CLI checks the tool input against the schema too: it sends the model the error and asks
    // again; the model then gives up with prose. Narrator's own check is what decides the outcome.
    const r = await claude.scenario({
      model: () => ({
        replies: [
          message([toolUse('StructuredOutput', { verdict: 'maybe' })]),
          message([claudeText('I cannot decide.')]),
          message([claudeText('I cannot decide.')]),
        ],
      }),
      inputs: () => ({ prompt: 'Review the change.', 'output-schema': JSON.stringify(SCHEMA) }),
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(1);
    expect(r.run.outputs['outcome']).toBe('error');
    expect(r.run.outputs['structured-output']).toBe('');
    expect(r.run.outputs['error']).toMatch(/structured output|output-schema/i);
  }, 120_000);
});

describe('Codex: --output-schema FILE, its final message', () => {
  test('the schema reaches the model as the response format; the final message is the object', async () => {
    const r = await codex.scenario({
      model: () => ({ replies: [response([codexText('{"verdict":"request_changes","findings":3}')])] }),
      inputs: () => ({ prompt: 'Review the change.', 'output-schema': JSON.stringify(SCHEMA) }),
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    expect(JSON.parse(r.run.outputs['structured-output']!)).toEqual({
      verdict: 'request_changes',
      findings: 3,
    });
    // Passed natively: codex sent our schema as the response's JSON schema format.
    const body = JSON.stringify(r.server.requests[0]!.body);
    expect(body).toContain('"request_changes"');
    expect(body).toMatch(/json_schema/);
    expect(r.run.stdout).toContain('passed to Codex (--output-schema)');
  }, 120_000);

  test('a final message that is not the object: outcome error', async () => {
    const r = await codex.scenario({
      model: () => ({ replies: [response([codexText('Looks fine to me.')])] }),
      inputs: () => ({ prompt: 'Review the change.', 'output-schema': JSON.stringify(SCHEMA) }),
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(1);
    expect(r.run.outputs['error']).toMatch(
      /output-schema check failed: no structured output \(the final answer is not JSON/,
    );
  }, 120_000);
});

describe('Gemini CLI: the answer path (the last ```json block), a schema file in the workspace', () => {
  test('the object from its answer, checked against the file', async () => {
    const answer = (obj: unknown) =>
      `Here is my review.\n\n\`\`\`json\n${JSON.stringify(obj, null, 2)}\n\`\`\`\n`;
    const withSchemaFile = (repo: string) => {
      fs.writeFileSync(`${repo}/review.schema.json`, JSON.stringify(SCHEMA));
      return { prompt: 'Review the change.', 'output-schema': 'review.schema.json' };
    };
    const ok = await gemini.scenario({
      model: () => ({ replies: [respond([geminiText(answer({ verdict: 'approve', findings: 1 }))])] }),
      inputs: withSchemaFile,
    });
    expect(ok.run.code, describeActionRun(ok.run)).toBe(0);
    expect(JSON.parse(ok.run.outputs['structured-output']!)).toEqual({ verdict: 'approve', findings: 1 });
    expect(ok.run.stdout).toContain(
      'output-schema (review.schema.json): the object is taken from the final answer',
    );
  }, 120_000);
});

describe('examples/review-gate.yml: its Narrator step as written, with the real Claude Code', () => {
  test('the schema and the check it asks for: a verdict in structured-output, the check named agent review', async () => {
    const workflow = parseYaml(fs.readFileSync(path.join(REPO_ROOT, 'examples/review-gate.yml'), 'utf8')) as {
      jobs: { review: { steps: Array<{ id?: string; with?: Record<string, unknown> }> } };
    };
    const step = workflow.jobs.review.steps.find((s) => s.id === 'agent')!;
    const given = Object.fromEntries(Object.entries(step.with!).map(([k, v]) => [k, String(v)]));
    const sha = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
    const r = await claude.scenario({
      model: () => ({
        replies: [
          message([
            toolUse('StructuredOutput', {
              verdict: 'request_changes',
              findings: [{ file: 'src/add.js', line: 2, problem: 'no test for negative numbers' }],
            }),
          ]),
          message([claudeText('Done.')]),
        ],
      }),
      inputs: () => given,
      // The fake GitHub has no pull request 7: `check: true` falls back to GITHUB_SHA.
      env: { GITHUB_SHA: sha },
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    const verdict = JSON.parse(r.run.outputs['structured-output']!);
    expect(verdict.verdict).toBe('request_changes');
    expect(verdict.findings[0].file).toBe('src/add.js');
    const [check] = r.github.checkRunsOn('octo', 'app');
    expect(check).toMatchObject({ name: 'agent review', head_sha: sha, conclusion: 'success' });
  }, 120_000);
});
