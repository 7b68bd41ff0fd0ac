/**
 * The `output-schema` input in the Action: read and compiled before the agent is launched (a bad
 * schema refuses the run: nothing is spent on an answer that cannot be checked), handed to the
 * agent natively where its CLI takes one (Claude Code `--json-schema <json>`, Codex
 * `--output-schema <file>`), and checked against the run at the end (src/run/structured-output.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileOutputSchema, OutputSchemaError, parseSchemaText } from '../../run/json-schema.js';
import { applyStructuredOutput, type SchemaValidator } from '../../run/structured-output.js';
import type { RunSummary } from '../../run/summary.js';
import type { LaunchSpec } from './prepare.js';

export interface OutputSchema {
  schema: unknown;
  /** `inline` or the file's path in the workspace, for the log. */
  source: string;
  validate: SchemaValidator;
}

/** The largest schema read from a file (a schema is small; anything bigger is a mistake). */
const SCHEMA_MAX_BYTES = 1024 * 1024;

/**
 * The schema the input names: its text when it starts with `{` (or is `true`/`false`), else a path
 * relative to `workspace` that must stay inside it. Returns the parsed schema and where it is from.
 */
export async function readOutputSchema(
  raw: string,
  workspace: string,
): Promise<{ schema: unknown; source: string }> {
  const text = raw.trim();
  if (text.startsWith('{') || text === 'true' || text === 'false') {
    return { schema: parseSchemaText(text, 'the inline output-schema'), source: 'inline' };
  }
  const root = path.resolve(workspace);
  const file = path.resolve(root, text);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new OutputSchemaError(`output-schema '${text}' is outside the workspace (${root})`);
  }
  let body: string;
  try {
    const buffer = await readFile(file);
    if (buffer.length > SCHEMA_MAX_BYTES) {
      throw new OutputSchemaError(`output-schema '${text}' is larger than ${SCHEMA_MAX_BYTES} bytes`);
    }
    body = buffer.toString('utf8');
  } catch (error) {
    if (error instanceof OutputSchemaError) throw error;
    throw new OutputSchemaError(`output-schema '${text}' cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { schema: parseSchemaText(body, `output-schema '${text}'`), source: relative };
}

/** Reads and compiles the schema; throws (an OutputSchemaError with the reason) when it is bad. */
export async function prepareOutputSchema(raw: string, workspace: string): Promise<OutputSchema> {
  const { schema, source } = await readOutputSchema(raw, workspace);
  return { schema, source, validate: await compileOutputSchema(schema) };
}

/**
 * The launch with the schema passed natively where the agent's CLI has a switch for it; every other
 * agent (and `command`) is launched as it is and its final answer is read instead.
 */
export async function withNativeSchema(
  spec: LaunchSpec,
  schema: OutputSchema,
  dir: string,
): Promise<{ spec: LaunchSpec; how: string }> {
  if (spec.agent === 'claude') {
    return {
      spec: { ...spec, args: [...spec.args, '--json-schema', JSON.stringify(forClaude(schema.schema))] },
      how: 'passed to Claude Code (--json-schema); its result carries the object',
    };
  }
  if (spec.agent === 'codex') {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `output-schema-${process.pid}.json`);
    await writeFile(file, JSON.stringify(schema.schema));
    // Before the trailing `-` (the prompt from stdin), which ends codex exec's options.
    const args = [...spec.args];
    const at = args.at(-1) === '-' ? args.length - 1 : args.length;
    args.splice(at, 0, '--output-schema', file);
    return {
      spec: { ...spec, args },
      how: 'passed to Codex (--output-schema); its final message is the object',
    };
  }
  return {
    spec,
    how: 'the object is taken from the final answer (the whole answer, or its last ```json block)',
  };
}

/**
 * Claude Code checks the schema with its own validator, which knows draft-07 only and refuses a
 * schema whose `$schema` names another draft (2.1.330: "no schema with key or ref
 * https://json-schema.org/draft/2020-12/schema"). Narrator validates by the draft named itself, so
 * the CLI gets the schema without its `$schema`.
 */
function forClaude(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || !('$schema' in schema)) return schema;
  const { $schema: _, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** The run checked against the schema (outcome `error` when the object is missing or invalid). */
export function checkStructuredOutput(summary: RunSummary, schema: OutputSchema | null): RunSummary {
  return schema === null ? summary : applyStructuredOutput(summary, schema.validate);
}
