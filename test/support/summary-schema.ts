/**
 * The published schema of summary.json (schema/summary-v1.schema.json), compiled once with Ajv
 * (draft 2020-12), for every test that reads a summary the product wrote: a summary the schema
 * rejects fails that test, naming the first violations by JSON pointer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { REPO_ROOT } from '../../scripts/docs.mjs';

export const SUMMARY_SCHEMA_PATH = join(REPO_ROOT, 'schema', 'summary-v1.schema.json');

let validate: ((value: unknown) => boolean) & { errors?: unknown[] | null } = Object.assign(() => false, {});
let compiled = false;

/** The violations of a summary (empty when it follows the schema), as `pointer message` lines. */
export function summarySchemaViolations(summary: unknown): string[] {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    validate = ajv.compile(JSON.parse(readFileSync(SUMMARY_SCHEMA_PATH, 'utf8')));
    compiled = true;
  }
  if (validate(summary)) return [];
  return (validate.errors ?? []).map((e) => {
    const error = e as { instancePath: string; message?: string };
    return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;
  });
}
