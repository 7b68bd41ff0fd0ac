/**
 * The `output-schema` input as a validator: the schema's text parsed, compiled by Ajv for the draft its `$schema` names (2020-12, 2019-09, or draft-07, the
 * default), formats checked. Ajv is loaded here, lazily, and only when the input is given: the
 * Action's start-up and `narrator summarize` without it do not pay for it.
 */
import type { SchemaValidator } from './structured-output.js';

export class OutputSchemaError extends Error {
  override name = 'OutputSchemaError';
}

/** A schema's text as JSON, refused with `what` named when it is not. */
export function parseSchemaText(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new OutputSchemaError(`${what} is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Compiles `schema` (refused with the reason when it is not a JSON Schema Ajv accepts). */
export async function compileOutputSchema(schema: unknown): Promise<SchemaValidator> {
  if (
    typeof schema !== 'boolean' &&
    (typeof schema !== 'object' || schema === null || Array.isArray(schema))
  ) {
    throw new OutputSchemaError('output-schema must be a JSON Schema: an object (or true/false)');
  }
  const draft = typeof schema === 'object' ? String((schema as { $schema?: unknown }).$schema ?? '') : '';
  const options = { allErrors: true, strict: false, validateFormats: true } as const;
  type AjvLike = {
    compile(s: unknown): ((v: unknown) => boolean) & { errors?: AjvError[] | null };
  };
  let ajv: AjvLike;
  if (draft.includes('2020-12')) {
    const Ajv2020 = exported(await import('ajv/dist/2020.js'), 'Ajv2020');
    ajv = new Ajv2020(options) as AjvLike;
  } else if (draft.includes('2019-09')) {
    const Ajv2019 = exported(await import('ajv/dist/2019.js'), 'Ajv2019');
    ajv = new Ajv2019(options) as AjvLike;
  } else if (draft === '' || /draft-0[67]/.test(draft)) {
    const Ajv = exported(await import('ajv'), 'Ajv');
    ajv = new Ajv(options) as AjvLike;
  } else {
    throw new OutputSchemaError(
      `output-schema's $schema '${draft}' is not a draft Narrator validates (2020-12, 2019-09, draft-07)`,
    );
  }
  const formats = exported(await import('ajv-formats'), 'default') as unknown as (a: unknown) => void;
  formats(ajv);
  let validate: ReturnType<AjvLike['compile']>;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    throw new OutputSchemaError(`output-schema is not a valid JSON Schema: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map(describeViolation));
}

/**
 * A CommonJS package's export, however the loader wrapped it: Node's ESM loader and the bundle
 * (esbuild) put Ajv's classes at different depths (`mod.Ajv`, `mod.default.Ajv`, `mod.default`).
 */
// biome-ignore lint/suspicious/noExplicitAny: a constructor or function of an untyped CJS module
function exported(mod: any, name: string): any {
  for (const candidate of [mod?.[name], mod?.default?.[name], mod?.default?.default, mod?.default]) {
    if (typeof candidate === 'function') return candidate;
  }
  throw new Error(`the installed ajv has no ${name}`);
}

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/version is required`, `/verdict must be equal to one of the allowed values (approve, …)`. */
export function describeViolation(e: AjvError): string {
  const at = e.instancePath;
  const key = (k: unknown) => String(k).replace(/~/g, '~0').replace(/\//g, '~1').slice(0, 100);
  switch (e.keyword) {
    case 'required':
      return `${at}/${key(e.params['missingProperty'])} is required`;
    case 'additionalProperties':
      return `${at}/${key(e.params['additionalProperty'])} is not allowed`;
    case 'enum': {
      const allowed = (e.params['allowedValues'] as unknown[] | undefined)?.map((v) => JSON.stringify(v));
      return `${at || '/'} must be one of ${allowed?.join(', ').slice(0, 200) ?? 'the allowed values'}`;
    }
    default:
      return `${at || '/'} ${e.message ?? `fails ${e.keyword}`}`;
  }
}
