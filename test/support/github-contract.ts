/**
 * GitHub's published REST contract, for the fake GitHub (fake-github.ts): every request Narrator
 * sends (method, path, path and query parameters, JSON body) and every answer the fake gives
 * (status, JSON body) is checked against GitHub's official OpenAPI description
 * (`@octokit/openapi`, node_modules/@octokit/openapi/generated/api.github.com.json).
 *
 * - OpenAPI 3.0 schemas are turned into JSON Schema for Ajv: `nullable: true` becomes a `null`
 *   alternative, `int64`/`int32`/`uri-template` formats are known, examples are dropped.
 * - On top of Ajv, a field the schema does not declare is a violation (GitHub's schemas leave
 *   objects open, so Ajv alone would let the fake invent fields and Narrator send ones GitHub
 *   ignores). Fields are matched across `allOf`/`anyOf`/`oneOf` branches.
 * - The 13 MB description is read once and the slice the fake needs (every route's method and
 *   path, and the converted schemas of the operations the fake serves) is cached under
 *   node_modules/.cache, keyed by the description's version and size and by this file's text; the
 *   Ajv validators are compiled once per process, on first use.
 *
 * Answers GitHub gives on every route but does not list per operation (401 bad credentials, 403
 * rate limits and "not accessible", 404, 429, 5xx; see the REST docs on rate limits and
 * troubleshooting) are accepted for error statuses only, with the `basic-error` body when JSON.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from './fake-agents.js';

/** The operations the fake GitHub serves; their schemas are extracted. */
export const SERVED_OPERATIONS = [
  'issues/list-comments',
  'issues/create-comment',
  'issues/get-comment',
  'issues/update-comment',
  'issues/delete-comment',
  'repos/get-collaborator-permission-level',
  'actions/list-jobs-for-workflow-run',
  'actions/list-jobs-for-workflow-run-attempt',
  'pulls/get',
  'checks/create',
  'checks/update',
  'checks/get',
  'checks/list-for-ref',
  'reactions/create-for-issue-comment',
  'reactions/create-for-pull-request-review-comment',
  'reactions/create-for-issue',
  'reactions/list-for-issue-comment',
  'issues/get',
  'actions/list-artifacts-for-repo',
  'actions/download-artifact',
] as const;
export type OperationId = (typeof SERVED_OPERATIONS)[number];

/** Statuses GitHub answers on any route (auth, rate limits, gone, server errors). */
const GENERIC_ERROR_STATUSES = new Set([401, 403, 404, 429, 500, 502, 503, 504]);

const SPEC_FILE = path.join(REPO_ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/narrator-github-contract');

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

interface Operation {
  id: string;
  method: string;
  template: string;
  parameters: Parameter[];
  /** The JSON request body's schema, or null when the operation takes none. */
  body: { required: boolean; schema: Schema } | null;
  /** status -> JSON schema of the answer (null: no body). */
  responses: Record<string, Schema | null>;
}

interface Contract {
  /** Every route of the API: [METHOD, /path/{template}, operationId]. */
  routes: Array<[string, string, string]>;
  operations: Record<string, Operation>;
  /** Converted `components.schemas` reachable from the served operations. */
  definitions: Record<string, Schema>;
  version: string;
}

export interface Exchange {
  method: string;
  /** The path as sent (`/repos/octo/app/issues/7/comments`), without the query. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body (null when there was none), or the raw text when it was not JSON. */
  body: unknown;
  rawBody: string;
}

export interface RequestCheck {
  /** The operation the request is for, or null when GitHub has no such route. */
  operation: string | null;
  problems: string[];
}

// -------------------------------------------------------------------------------------------------

let contract: Contract | null = null;
let ajv: Ajv | null = null;
const validators = new Map<string, ValidateFunction>();

function loadContract(): Contract {
  if (contract) return contract;
  const stat = statSync(SPEC_FILE);
  const version = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@octokit/openapi/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const self = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const key = createHash('sha256')
    .update(`${version}\n${stat.size}\n${SERVED_OPERATIONS.join(',')}\n${self}`)
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(CACHE_DIR, `${key}.json`);
  try {
    contract = JSON.parse(readFileSync(cached, 'utf8')) as Contract;
    return contract;
  } catch {
    // Not built yet (or unreadable): build it from the description.
  }
  contract = extract(JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as OpenApi, version);
  mkdirSync(CACHE_DIR, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(contract));
  renameSync(tmp, cached); // atomic: parallel test workers may build it at the same time
  return contract;
}

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Schema>;
    responses: Record<string, Schema>;
    requestBodies?: Record<string, Schema>;
  };
}
interface OpenApiOperation {
  operationId: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function extract(spec: OpenApi, version: string): Contract {
  const deref = (node: Schema, section: keyof OpenApi['components']): Schema => {
    const ref = node['$ref'];
    if (typeof ref !== 'string') return node;
    const name = ref.slice(`#/components/${section}/`.length);
    return deref(spec.components[section]![name] as Schema, section);
  };
  const needed = new Set<string>();
  const routes: Contract['routes'] = [];
  const operations: Record<string, Operation> = {};
  for (const [template, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      routes.push([method.toUpperCase(), template, op.operationId]);
      if (!(SERVED_OPERATIONS as readonly string[]).includes(op.operationId)) continue;
      const parameters = (op.parameters ?? []).map((p) => {
        const param = deref(p, 'parameters');
        return {
          name: param['name'] as string,
          in: param['in'] as Parameter['in'],
          required: param['required'] === true,
          schema: convert(param['schema'] as Schema, needed),
        };
      });
      let body: Operation['body'] = null;
      if (op.requestBody) {
        const requestBody = deref(op.requestBody, 'requestBodies');
        const json = (requestBody['content'] as Record<string, Schema> | undefined)?.['application/json'];
        if (json) {
          body = {
            required: requestBody['required'] === true,
            schema: convert(json['schema'] as Schema, needed),
          };
        }
      }
      const responses: Operation['responses'] = {};
      for (const [status, r] of Object.entries(op.responses)) {
        const response = deref(r, 'responses');
        const json = (response['content'] as Record<string, Schema> | undefined)?.['application/json'];
        responses[status] = json?.['schema'] ? convert(json['schema'] as Schema, needed) : null;
      }
      operations[op.operationId] = {
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        parameters,
        body,
        responses,
      };
    }
  }
  needed.add('basic-error');
  const definitions: Record<string, Schema> = {};
  const queue = [...needed];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (definitions[name]) continue;
    const more = new Set<string>();
    definitions[name] = convert(spec.components.schemas[name]!, more);
    for (const m of more) if (!definitions[m]) queue.push(m);
  }
  return { routes, operations, definitions, version };
}

/** OpenAPI 3.0 schema -> JSON Schema (draft-07, Ajv's default). Collects the components it refers to. */
function convert(node: Schema, refs: Set<string>): Schema {
  if (typeof node['$ref'] === 'string') {
    const name = (node['$ref'] as string).replace('#/components/schemas/', '');
    refs.add(name);
    return { $ref: `#/definitions/${name}` };
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (
      ['example', 'examples', 'discriminator', 'xml', 'externalDocs', 'nullable', 'deprecated'].includes(key)
    )
      continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, convert(v, refs)]),
      );
    } else if (['items', 'not', 'additionalProperties'].includes(key) && value && typeof value === 'object') {
      out[key] = convert(value as Schema, refs);
    } else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) {
      out[key] = (value as Schema[]).map((v) => convert(v, refs));
    } else {
      out[key] = value;
    }
  }
  if (node['nullable'] !== true) return out;
  if (typeof out['type'] === 'string' && !out['allOf'] && !out['anyOf'] && !out['oneOf']) {
    out['type'] = [out['type'], 'null'];
    if (Array.isArray(out['enum'])) out['enum'] = [...(out['enum'] as unknown[]), null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

function compiler(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  for (const name of ['int64', 'int32']) ajv.addFormat(name, { type: 'number', validate: Number.isInteger });
  ajv.addFormat('uri-template', true);
  ajv.addSchema({ $id: 'github', definitions: loadContract().definitions });
  return ajv;
}

/** Ajv validator for `schema` (an operation's part), with the definitions in scope. Cached. */
function validatorFor(cacheKey: string, schema: Schema): ValidateFunction {
  let validate = validators.get(cacheKey);
  if (!validate) {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/definitions/', '"github#/definitions/'));
    validate = compiler().compile(rebased);
    validators.set(cacheKey, validate);
  }
  return validate;
}

/**
 * Compiles every validator of the served operations now (once per process), so the first answer
 * of a test is not slowed by it: tests with tight timings start their fake with this done.
 */
export function prepareContract(): void {
  for (const operation of Object.values(loadContract().operations)) {
    for (const param of operation.parameters) {
      if (param.in === 'path' || param.in === 'query') {
        validatorFor(`${operation.id} ${param.in} ${param.name}`, param.schema);
      }
    }
    if (operation.body) validatorFor(`${operation.id} request body`, operation.body.schema);
    for (const [status, schema] of Object.entries(operation.responses)) {
      if (schema) validatorFor(`${operation.id} ${status}`, schema);
    }
    validatorFor(`${operation.id} error`, { $ref: '#/definitions/basic-error' });
  }
}

// -------------------------------------------------------------------------------------------------

/** The route GitHub has for `method path`, with its path parameters; null when it has none. */
function matchRoute(
  method: string,
  pathname: string,
): { operationId: string; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { operationId: string; params: Record<string, string>; literals: number } | null = null;
  for (const [m, template, operationId] of loadContract().routes) {
    if (m !== method) continue;
    const segments = template.split('/').filter(Boolean);
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      const segment = segments[i]!;
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (name) params[name] = decodeURIComponent(parts[i]!);
      else if (segment === parts[i]) literals++;
      else ok = false;
    }
    // The most literal match wins (`/issues/comments/{id}` over `/issues/{issue_number}/{x}`).
    if (ok && (!best || literals > best.literals)) best = { operationId, params, literals };
  }
  return best && { operationId: best.operationId, params: best.params };
}

/** A query or path value as the schema's type (they travel as text). */
function coerce(value: string, schema: Schema): unknown {
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : schema['type'];
  if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

export function checkRequest(exchange: Exchange): RequestCheck {
  const where = `${exchange.method} ${exchange.path}`;
  const route = matchRoute(exchange.method, exchange.path);
  if (!route) return { operation: null, problems: [`${where}: GitHub's REST API has no such route`] };
  const operation = loadContract().operations[route.operationId];
  if (!operation) {
    return {
      operation: route.operationId,
      problems: [`${where}: ${route.operationId} is a GitHub route the fake does not serve`],
    };
  }
  const problems: string[] = [];
  const validate = (part: string, schema: Schema, value: unknown) => {
    const v = validatorFor(`${operation.id} ${part}`, schema);
    if (!v(value)) problems.push(`${where}: ${part}: ${ajvErrors(v)}`);
    for (const field of unknownFields(schema, value, part)) {
      problems.push(`${where}: ${field} is not a field of ${operation.id}'s ${part.split(' ')[0]}`);
    }
  };
  for (const param of operation.parameters) {
    const source = param.in === 'path' ? route.params : param.in === 'query' ? exchange.query : null;
    if (source === null) continue;
    const value = source[param.name];
    if (value === undefined) {
      if (param.required) problems.push(`${where}: the ${param.in} parameter ${param.name} is missing`);
      continue;
    }
    validate(`${param.in} ${param.name}`, param.schema, coerce(value, param.schema));
  }
  const known = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(exchange.query)) {
    if (!known.has(name)) problems.push(`${where}: ${operation.id} takes no query parameter '${name}'`);
  }
  if (operation.body) {
    if (exchange.rawBody === '') {
      if (operation.body.required) problems.push(`${where}: the request body is missing`);
    } else if (typeof exchange.body === 'string') {
      problems.push(`${where}: the request body is not JSON`);
    } else {
      validate('request body', operation.body.schema, exchange.body);
    }
  } else if (exchange.rawBody !== '') {
    problems.push(`${where}: ${operation.id} takes no request body`);
  }
  return { operation: operation.id, problems };
}

/**
 * `status` and `body` of the fake's answer to `operationId`. `body` is the parsed JSON, the raw text
 * when it is not JSON, or null for an empty body.
 */
export function checkResponse(
  operationId: string,
  status: number,
  body: unknown,
  contentType: string,
  conditional = false,
): string[] {
  const operation = loadContract().operations[operationId];
  if (!operation) return [`answer to ${operationId}: the fake does not serve it`];
  const where = `answer ${status} to ${operationId}`;
  if (status === 304) {
    // GitHub answers any conditional GET (If-None-Match / If-Modified-Since) whose resource did not
    // change with 304 and no body ("conditional requests" in its REST docs), whatever the
    // operation's own list of answers says.
    if (!conditional || operation.method !== 'GET') return [`${where}: 304 answers only a conditional GET`];
    return body === null || body === '' ? [] : [`${where}: a 304 has no body`];
  }
  const isJson = contentType.startsWith('application/json');
  const declared = Object.hasOwn(operation.responses, String(status));
  let schema: Schema | null;
  if (declared) {
    schema = operation.responses[String(status)] ?? null;
  } else if (status >= 400 && GENERIC_ERROR_STATUSES.has(status)) {
    // 502/503 from GitHub's edge are HTML pages; every JSON error is a basic-error.
    if (!isJson) return status >= 500 ? [] : [`${where}: an error answer must be JSON`];
    schema = { $ref: '#/definitions/basic-error' };
  } else {
    return [`${where}: GitHub does not answer ${operationId} with ${status}`];
  }
  if (schema === null) {
    return body === null || body === '' ? [] : [`${where}: GitHub answers it without a body`];
  }
  if (!isJson) return [`${where}: the body must be JSON (content-type ${contentType})`];
  const problems: string[] = [];
  const v = validatorFor(`${operationId} ${declared ? status : 'error'}`, schema);
  if (!v(body)) problems.push(`${where}: ${ajvErrors(v)}`);
  for (const field of unknownFields(schema, body, 'body')) {
    problems.push(`${where}: ${field} is not a field GitHub answers with`);
  }
  return problems;
}

function ajvErrors(v: ValidateFunction): string {
  return (v.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim())
    .join('; ');
}

// -------------------------------------------------------------------------------------------------

function resolve(schema: Schema): Schema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  return resolve(loadContract().definitions[ref.replace('#/definitions/', '')]!);
}

/** Every schema `schema` stands for at once (allOf) or possibly (anyOf/oneOf), flattened. */
function branches(schema: Schema): Schema[] {
  const s = resolve(schema);
  const out = [s];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const sub of (s[key] as Schema[] | undefined) ?? []) out.push(...branches(sub));
  }
  return out;
}

/**
 * Paths of object fields in `value` that no branch of `schema` declares (an object with
 * `additionalProperties` is open). Recurses into declared fields and array items.
 */
function unknownFields(schema: Schema, value: unknown, at: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  const all = branches(schema);
  if (Array.isArray(value)) {
    const items = all.map((b) => b['items'] as Schema | undefined).filter((i): i is Schema => !!i);
    if (items.length === 0) return [];
    return value.flatMap((item, i) => unknownFieldsOfAny(items, item, `${at}[${i}]`));
  }
  const objects = all.filter((b) => b['properties'] || b['additionalProperties'] !== undefined);
  if (objects.length === 0) return [];
  const out: string[] = [];
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const declared = objects
      .map((b) => (b['properties'] as Record<string, Schema> | undefined)?.[key])
      .filter((s): s is Schema => !!s);
    const open = objects
      .map((b) => b['additionalProperties'])
      .filter((a): a is Schema | true => a === true || (typeof a === 'object' && a !== null));
    if (declared.length === 0 && open.length === 0) {
      out.push(`${at}.${key}`);
      continue;
    }
    const schemas = [...declared, ...open.filter((a): a is Schema => a !== true)];
    if (schemas.length > 0) out.push(...unknownFieldsOfAny(schemas, field, `${at}.${key}`));
  }
  return out;
}

/** Unknown when unknown to every candidate schema (the value only has to fit one branch). */
function unknownFieldsOfAny(schemas: Schema[], value: unknown, at: string): string[] {
  let best: string[] | null = null;
  for (const s of schemas) {
    const found = unknownFields(s, value, at);
    if (best === null || found.length < best.length) best = found;
    if (found.length === 0) break;
  }
  return best ?? [];
}

// -------------------------------------------------------------------------------------------------

/** GitHub's `User` fields the fake's `viewer` can answer (GraphQL schema: viewer is `User!`). */
const VIEWER_FIELDS = new Set(['login', 'databaseId']);

/**
 * GraphQL is outside the REST description: the fakes take only the `viewer` query Narrator sends
 * (identity.ts). Why a POST /graphql body is not that query, or null when it is.
 */
export function graphqlProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'the body must be JSON {query, variables?}';
  const { query, variables, ...rest } = body as { query?: unknown; variables?: unknown };
  if (Object.keys(rest).length > 0) return `unknown request fields ${Object.keys(rest).join(', ')}`;
  if (typeof query === 'string' && /^\s*mutation\b/.test(query)) return addReactionProblem(query, variables);
  if (variables !== undefined && Object.keys(variables as object).length > 0)
    return 'the viewer query takes no variables';
  const m =
    typeof query === 'string' ? /^\s*(?:query\s*)?\{\s*viewer\s*\{([\s\w]+)\}\s*\}\s*$/.exec(query) : null;
  if (!m) return `the fake only answers the viewer query, not ${JSON.stringify(query)}`;
  const fields = m[1]!.trim().split(/\s+/);
  const unknown = fields.filter((f) => !VIEWER_FIELDS.has(f));
  return unknown.length > 0 ? `viewer has no field ${unknown.join(', ')} the fake knows` : null;
}

/** GraphQL's ReactionContent enum (GitHub's GraphQL schema). */
export const GRAPHQL_REACTIONS = [
  'THUMBS_UP',
  'THUMBS_DOWN',
  'LAUGH',
  'HOORAY',
  'CONFUSED',
  'HEART',
  'ROCKET',
  'EYES',
] as const;

/**
 * The one mutation the fake knows: `addReaction(input: {subjectId: ID!, content: ReactionContent!})`
 * (GitHub's GraphQL schema), asking back only `reaction { content }`, with both as variables.
 */
function addReactionProblem(query: string, variables: unknown): string | null {
  const shape =
    /^\s*mutation\s*\(\s*\$subjectId\s*:\s*ID!\s*,\s*\$content\s*:\s*ReactionContent!\s*\)\s*\{\s*addReaction\s*\(\s*input\s*:\s*\{\s*subjectId\s*:\s*\$subjectId\s*,\s*content\s*:\s*\$content\s*\}\s*\)\s*\{\s*reaction\s*\{\s*content\s*\}\s*\}\s*\}\s*$/;
  if (!shape.test(query)) return `the fake only knows the addReaction mutation, not ${JSON.stringify(query)}`;
  const v = (variables ?? {}) as Record<string, unknown>;
  const extra = Object.keys(v).filter((k) => k !== 'subjectId' && k !== 'content');
  if (extra.length > 0) return `addReaction takes no variable ${extra.join(', ')}`;
  if (typeof v['subjectId'] !== 'string' || v['subjectId'] === '') return 'subjectId must be a node id (ID!)';
  if (!(GRAPHQL_REACTIONS as readonly unknown[]).includes(v['content']))
    return `content must be a ReactionContent (${GRAPHQL_REACTIONS.join(', ')}), not ${JSON.stringify(v['content'])}`;
  return null;
}

// -------------------------------------------------------------------------------------------------

/**
 * The smallest answer GitHub's schema allows for `operationId` with `status`: every required field,
 * a nullable one as null, a string by its format, the first of an enum, arrays empty; then
 * `overrides` merged in (deep, objects only). For answers whose schema is large (a pull request
 * carries two full repositories) and of which Narrator reads a field or two.
 */
export function minimalAnswer(operationId: string, status: number, overrides: unknown = {}): unknown {
  const operation = loadContract().operations[operationId];
  const schema = operation?.responses[String(status)];
  if (!schema) throw new Error(`${operationId} has no JSON answer ${status}`);
  return merge(minimalValue(schema, 0), overrides);
}

function minimalValue(schema: Schema, depth: number): unknown {
  const s = resolve(schema);
  if (depth > 40) throw new Error('minimalValue: the schema nests too deep');
  const types = Array.isArray(s['type']) ? (s['type'] as string[]) : s['type'] ? [s['type'] as string] : [];
  if (types.includes('null')) return null;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key] as Schema[] | undefined;
    if (!options) continue;
    if (options.some((o) => resolve(o)['type'] === 'null')) return null;
    return minimalValue(options[0]!, depth + 1);
  }
  if (s['allOf']) {
    return (s['allOf'] as Schema[]).reduce<unknown>(
      (acc, part) => merge(acc, minimalValue(part, depth + 1)),
      {},
    );
  }
  if (Array.isArray(s['enum'])) return (s['enum'] as unknown[])[0];
  const type = types[0] ?? (s['properties'] ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const props = (s['properties'] as Record<string, Schema> | undefined) ?? {};
      const out: Record<string, unknown> = {};
      for (const name of (s['required'] as string[] | undefined) ?? []) {
        out[name] = props[name] ? minimalValue(props[name]!, depth + 1) : null;
      }
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof s['minimum'] === 'number' ? s['minimum'] : 1;
    case 'boolean':
      return false;
    default:
      switch (s['format']) {
        case 'date-time':
          return '2026-01-01T00:00:00Z';
        case 'uri':
          return 'https://github.com/octo/app';
        case 'email':
          return 'octo@example.com';
        default:
          return '';
      }
  }
}

function merge(base: unknown, over: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base))
    return over === undefined ? base : over;
  if (typeof over !== 'object' || over === null || Array.isArray(over))
    return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over as Record<string, unknown>)) out[k] = merge(out[k], v);
  return out;
}
