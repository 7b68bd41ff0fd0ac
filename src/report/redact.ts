/**
 * Redaction: every piece of text that leaves the process for a person to read (comment, step
 * summary, annotations, outputs, log lines) goes through one of these redactors first.
 *
 * Two kinds of matches, compiled into ONE global regex so a body is scanned once:
 * - value-based: the secret values we were given, the values of env vars whose NAMES look secret,
 *   and their base64 (all three byte alignments) and URL-encoded forms;
 * - pattern-based: well-known token shapes (GitHub, Anthropic, OpenAI, AWS, Slack, JWT, PEM private
 *   key blocks), so a token we were never told about is still caught.
 *
 * Replacement: `***` — the same mask GitHub uses in job logs, so a reader sees one convention.
 * Pure apart from the inputs: no env is read unless passed in.
 */

export const REDACTED = '***';

export interface RedactorOptions {
  /** Secret values to hide (the action's token, the `redact` input's lines...). */
  secrets?: Array<string | null | undefined>;
  /** An environment to take secret-looking values from (pass `process.env` at the edge). */
  env?: Record<string, string | undefined>;
  /** Values shorter than this are ignored (masking "1" or "abc" would shred every text). */
  minLength?: number;
}

export interface Redactor {
  redact(text: string): string;
  /** Deep copy of a value with every string (and object key) redacted. */
  redactValue<T>(value: T): T;
  /** The literal values being hidden, derived forms included (for `core.setSecret`). */
  secrets: string[];
}

/** Name parts that make an env var's value a secret. Matched on `_`-separated words and suffixes. */
const SECRET_NAME =
  /(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASS|CREDENTIALS?|PRIVATE|APIKEY|AUTH)(?:_|$)|(?:TOKEN|SECRET|PASSWORD|APIKEY|_KEY)$/i;

/** Values of secret-looking variables that are clearly configuration, not secrets. */
const NON_SECRET_VALUES = new Set([
  'true',
  'false',
  'yes',
  'no',
  'null',
  'undefined',
  'none',
  'auto',
  'never',
]);

const DEFAULT_MIN_LENGTH = 6;

/**
 * Known token shapes. Each alternative is anchored on a distinctive prefix so the scan stays
 * cheap; lengths are a little below the real ones so shortened test tokens are caught too.
 */
const TOKEN_PATTERNS: readonly string[] = [
  // PEM private key blocks, and a block cut before its END line (bounded previews do that).
  String.raw`-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY( BLOCK)?-----(?:[\s\S]*?-----END[A-Z0-9 ]{0,40}PRIVATE KEY( BLOCK)?-----|[\s\S]*$)`,
  // GitHub: personal, OAuth, server-to-server, user-to-server, refresh tokens; fine-grained PATs.
  // No leading \b (a token glued to a word is still a token), and the body stops at the next
  // prefix, so two tokens glued together are two matches rather than one eating the other's prefix.
  'gh[pousr]_(?:(?!gh[pousr]_)[A-Za-z0-9]){20,255}',
  'github_pat_(?:(?!github_pat_)[A-Za-z0-9_]){20,255}',
  // Anthropic (sk-ant-…) and OpenAI (sk-…, sk-proj-…): one alternative covers both. \b keeps
  // prose like "risk-assessment-…" intact.
  String.raw`\bsk-[A-Za-z0-9_-]{20,}`,
  // AWS access key ids.
  '(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}',
  // Slack.
  'xox[abprse]-[A-Za-z0-9-]{10,}',
  // JWTs: header and payload are base64url JSON objects, so both start with eyJ.
  String.raw`eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`,
];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The mark a bounded preview ends with (src/run/preview.ts, markdown truncate). */
const CUT_MARK = '…';
/** Longest secret head matched before a cut mark (regex nesting grows with it). */
const MAX_CUT_PREFIX = 256;

/**
 * The whole `value`, or a head of it (at least `min` characters) that a bounded preview cut off
 * with `…`. Previews are cut before redaction (the reducer keeps a few KB of each tool input and
 * output), so a secret straddling the cut would otherwise survive as its unredacted first half.
 * Built as nested optionals (`abcdef(?:g(?:h)?)?…`) so the scan stays linear in the value.
 */
function literalOrCutPrefix(value: string, min: number): string {
  const head = Math.min(min, value.length);
  if (value.length <= head) return escapeRegExp(value);
  const rest = [...value.slice(head, MAX_CUT_PREFIX)];
  let nested = '';
  for (let i = rest.length - 1; i >= 0; i--) nested = `(?:${escapeRegExp(rest[i]!)}${nested})?`;
  return `${escapeRegExp(value)}|${escapeRegExp(value.slice(0, head))}${nested}(?=${CUT_MARK})`;
}

/**
 * The base64 forms of `value` as it would appear inside a longer base64 text, at each of the three
 * byte alignments: the characters that depend only on the value itself (edges trimmed).
 */
function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    let b64 = padded.toString('base64').replace(/=+$/, '');
    // Leading characters mixing prefix bytes: offset 1 -> 2 chars, offset 2 -> 3 chars.
    const lead = offset === 0 ? 0 : offset === 1 ? 2 : 3;
    // Trailing character mixing with whatever follows, unless the value ends on a 3-byte boundary.
    const trail = (offset + bytes.length) % 3 === 0 ? 0 : 1;
    b64 = b64.slice(lead, b64.length - trail);
    forms.push(b64);
    // base64url of the same bytes.
    forms.push(b64.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

function derivedForms(value: string): string[] {
  const forms = [value];
  const uri = encodeURIComponent(value);
  if (uri !== value) forms.push(uri);
  const form = uri.replace(/%20/g, '+');
  if (form !== uri) forms.push(form);
  forms.push(...base64Forms(value));
  return forms;
}

/** Env values that look like secrets by their variable's name. */
export function secretValuesFromEnv(
  env: Record<string, string | undefined>,
  minLength = DEFAULT_MIN_LENGTH,
): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !SECRET_NAME.test(name)) continue;
    const v = value.trim();
    if (v.length < minLength || NON_SECRET_VALUES.has(v.toLowerCase())) continue;
    out.push(v);
  }
  return out;
}

export function createRedactor(options: RedactorOptions = {}): Redactor {
  const minLength = options.minLength ?? DEFAULT_MIN_LENGTH;
  const values = new Set<string>();
  for (const s of options.secrets ?? []) {
    if (typeof s !== 'string') continue;
    // A multi-line secret (a key file) is also hidden line by line, since previews cut lines.
    for (const part of [s, ...s.split(/\r?\n/)]) {
      const v = part.trim();
      if (v.length >= minLength) values.add(v);
    }
  }
  if (options.env) for (const v of secretValuesFromEnv(options.env, minLength)) values.add(v);

  const literals = new Set<string>();
  for (const v of values) {
    for (const f of derivedForms(v)) if (f.length >= Math.min(minLength, v.length)) literals.add(f);
  }
  // Longest first so a longer form wins over a shorter one sharing its start.
  const secrets = [...literals].sort((a, b) => b.length - a.length);
  const alternatives = [...secrets.map((v) => literalOrCutPrefix(v, minLength)), ...TOKEN_PATTERNS];
  const pattern = new RegExp(alternatives.join('|'), 'g');

  const redact = (text: string): string => {
    if (typeof text !== 'string' || text.length === 0) return text;
    pattern.lastIndex = 0;
    return text.replace(pattern, REDACTED);
  };

  const redactValue = <T>(value: T): T => deepRedact(value, redact, new WeakMap(), 0) as T;

  return { redact, redactValue, secrets };
}

const MAX_DEPTH = 64;

function deepRedact(
  value: unknown,
  redact: (s: string) => string,
  seen: WeakMap<object, unknown>,
  depth: number,
): unknown {
  if (typeof value === 'string') return redact(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(deepRedact(item, redact, seen, depth + 1));
    return out;
  }
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  for (const [k, v] of Object.entries(value)) out[redact(k)] = deepRedact(v, redact, seen, depth + 1);
  return out;
}

/** Convenience: a redactor that only applies the token patterns (no known values). */
export const patternRedactor: Redactor = createRedactor();
