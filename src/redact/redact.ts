/**
 * Redaction: every piece of text that leaves the process for a person to read (comment, step
 * summary, annotations, outputs, log lines, the stream log, summary.json) goes through one of these
 * redactors first.
 *
 * Three kinds of matches, compiled into ONE global regex so a body is scanned once:
 * - value-based: the secret values we were given, the values of env vars whose NAMES look secret,
 *   the password of any URL in the environment, and their derived forms (base64 at all three byte
 *   alignments, URL-encoded, JSON-escaped);
 * - pattern-based: well-known token shapes (GitHub, GitLab, Docker Hub, npm, Hugging Face,
 *   Anthropic, OpenAI, Google, AWS, Slack, JWT, PEM private key blocks), so a token we were never
 *   told about is still caught;
 * - the password of any `scheme://user:password@host` URL, wherever it appears.
 *
 * Cut text: every place that shortens text before it is redacted marks the cut with `…`
 * (src/run/preview.ts, markdown truncate, stream/lines.ts samples). The head of a secret right
 * before that mark — at least `minLength` characters of a known value, or a token's prefix and one
 * more character — is hidden like the whole secret, so a cut never leaves a recoverable head.
 *
 * Replacement: `***` — the same mask GitHub uses in job logs, so a reader sees one convention.
 * Pure apart from the inputs: no env is read unless passed in.
 */
import { setOwn } from '../own-keys.js';
import { createMatchFinder, type MatchFinder } from './match-finder.js';
import { isOtlpEndpointName, isOtlpHeadersName, otlpEndpointSecrets, otlpHeaderSecrets } from './otlp-env.js';
import {
  mayBeDisguised as mayBeDisguisedText,
  originalRange,
  type Skeleton,
  skeletonOf,
} from './redact-disguise.js';
import { CUT_MARK, REDACTED } from './redact-marks.js';
import { applyMasks, StreamRedactor } from './redact-stream.js';
import type { Redactor, Span, SpanScanner } from './redactor.js';

export type { Redactor, Span, SpanScanner };
export { CUT_MARK, REDACTED };

/**
 * Shorter values cannot be hidden without shredding ordinary text ("1", "abc"): the `redact` input
 * refuses them (src/inputs.ts), env values and URL passwords that short are not taken.
 */
export const MIN_SECRET_LENGTH = 6;

export interface RedactorOptions {
  /** Secret values to hide (the action's token, the `redact` input's lines...). */
  secrets?: Array<string | null | undefined>;
  /** An environment to take secret-looking values from (the run context's `parent`, src/context/). */
  env?: Record<string, string | undefined>;
  /** Values shorter than this are ignored (masking "1" or "abc" would shred every text). */
  minLength?: number;
}

/**
 * Name parts that make an env var's value a secret. Matched on `_`-separated words (so `PAT` is
 * `GH_PAT` or `PAT_FOR_CI`, never `PATH` or `PATTERN`) and, for the unambiguous ones, as suffixes
 * (`GHTOKEN`, `SLACKWEBHOOK`).
 */
const SECRET_NAME =
  /(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASS|PASSPHRASE|CREDENTIALS?|PRIVATE|APIKEY|AUTH|AUTHKEY|PAT|DSN|WEBHOOK)(?:_|$)|(?:TOKEN|SECRET|PASSWORD|PASSPHRASE|APIKEY|AUTHKEY|CREDENTIALS?|WEBHOOK|_KEY)$/i;

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

/**
 * Known token shapes: [whole token, head of a token cut by a preview]. Each is anchored on a
 * distinctive prefix so the scan stays cheap; lengths are a little below the real ones so shortened
 * test tokens are caught too. The head form only matches right before the cut mark `…`.
 */
const TOKEN_SHAPES: ReadonlyArray<readonly [whole: string, head: string]> = [
  // GitHub: personal, OAuth, server-to-server, user-to-server, refresh tokens; fine-grained PATs.
  // No leading \b (a token glued to a word is still a token), and the body stops at the next
  // prefix, so two tokens glued together are two matches rather than one eating the other's prefix.
  ['gh[pousr]_(?:(?!gh[pousr]_)[A-Za-z0-9]){20,255}', 'gh[pousr]_[A-Za-z0-9]{1,19}'],
  ['github_pat_(?:(?!github_pat_)[A-Za-z0-9_]){20,255}', 'github_pat_[A-Za-z0-9_]{1,19}'],
  // GitLab personal/project access tokens, Docker Hub PATs, npm, Hugging Face.
  ['glpat-[A-Za-z0-9_-]{20,}', 'glpat-[A-Za-z0-9_-]{1,19}'],
  ['dckr_pat_[A-Za-z0-9_-]{20,}', 'dckr_pat_[A-Za-z0-9_-]{1,19}'],
  ['npm_[A-Za-z0-9]{30,}', 'npm_[A-Za-z0-9]{1,29}'],
  ['hf_[A-Za-z0-9]{30,}', 'hf_[A-Za-z0-9]{1,29}'],
  // Anthropic and OpenAI keys with a named kind: after ANY character (`xsk-proj-…` is still a key).
  ['sk-(?:ant|proj|svcacct|admin)-[A-Za-z0-9_-]{20,}', 'sk-(?:ant|proj|svcacct|admin)-[A-Za-z0-9_-]{1,19}'],
  // Other OpenAI-style keys (sk-…): \b keeps prose like "risk-assessment-…" intact.
  [String.raw`\bsk-[A-Za-z0-9_-]{20,}`, String.raw`\bsk-[A-Za-z0-9_-]{1,19}`],
  // Google API keys and OAuth access tokens.
  ['AIza[0-9A-Za-z_-]{30,}', 'AIza[0-9A-Za-z_-]{1,29}'],
  [String.raw`ya29\.[0-9A-Za-z_-]{20,}`, String.raw`ya29\.[0-9A-Za-z_-]{1,19}`],
  // AWS access key ids.
  [
    '(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}',
    '(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{1,15}',
  ],
  // Slack: refresh tokens (xoxe.xoxp-…), then bot/user/app/refresh (xoxb-, xoxp-, xoxe-…).
  [String.raw`xoxe\.xox[abprs]-[A-Za-z0-9-]{10,}`, String.raw`xoxe\.xox[abprs]-[A-Za-z0-9-]{1,9}`],
  ['xox[abprse]-[A-Za-z0-9-]{10,}', 'xox[abprse]-[A-Za-z0-9-]{1,9}'],
  // JWTs: header and payload are base64url JSON objects, so both start with eyJ. The header is
  // taken from its LAST eyJ (its body never holds another): from an earlier one the body stops at
  // the next eyJ at once, so a long run of eyJ with no dot costs a step per character, not a scan
  // to the end of the run from each eyJ in it (that was quadratic). A header with an eyJ inside is
  // masked from that eyJ on: what comes before it is the start of the header, never the secret.
  [
    String.raw`eyJ(?:(?!eyJ)[A-Za-z0-9_-])*\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`,
    String.raw`eyJ(?:(?!eyJ)[A-Za-z0-9_-])*(?:\.[A-Za-z0-9_-]*){0,2}`,
  ],
];

/**
 * PEM private key blocks: to their END line, or, without an END (a block cut by a preview, or text
 * that ends), the key body that follows. Both forms run over the same characters — base64, the
 * header lines (`Proc-Type: 4,ENCRYPTED`), whitespace, the `\n` of a key inside a JSON string, and
 * the `.`, `>`, `|`, `#` of a line prefix (`key.pem:2:`, a quote) — so the search for END stops
 * where the body form stops too: each character after a BEGIN is looked at once or twice, however
 * many BEGIN lines a text holds. (A search for END over ANY character, 16 KiB from each BEGIN, was
 * 16 KiB of work per BEGIN line.) Cut heads are covered by the second form too.
 */
const PEM_BODY = String.raw`[A-Za-z0-9+/=\s:,.>|#\\-]`;
const PEM_LINE = '[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----';
const PEM_BLOCK = `-----BEGIN${PEM_LINE}(?:${PEM_BODY}*?-----END${PEM_LINE}|${PEM_BODY}*)`;

/**
 * The password of a `scheme://user:password@host` URL (or of one cut right after it), wherever it
 * appears. Anchored on `://` (cheap to look for); the user part is kept, only the password is
 * hidden. The password runs to the LAST `@` before the host, so an unencoded `@` in it is covered;
 * a password that is already masked (`***`) is not matched again.
 */
const URL_PASSWORD = String.raw`://[^\s:/?#@"'<>]*:(?!\*+[@${CUT_MARK}])[^\s/?#"'<>]+(?=[@${CUT_MARK}])`;

/** The password of a URL cut before its `@` (a head, for endHead). */
const URL_HEAD = String.raw`://[^\s:/?#@"'<>]*:(?!\*+$)[^\s/?#"'<>]+`;

const TOKENS = [...TOKEN_SHAPES.map(([whole, head]) => `${whole}|${head}(?=${CUT_MARK})`), PEM_BLOCK];

/**
 * Every pattern the redactor builds its searches from, by name: each token shape whole and cut,
 * the PEM block, the URL password whole and cut, the head of a known value (the others are escaped
 * literal strings). For the ReDoS check of the tests: each must stay linear in the text it searches.
 * The searches compile alternations of these (here and in src/redact/match-finder.ts) with no
 * repetition around them: at each position the alternatives are tried one after another, so an
 * alternation is linear when each alternative is.
 */
export function redactionPatterns(): Array<{ name: string; source: string }> {
  const out: Array<{ name: string; source: string }> = [];
  TOKEN_SHAPES.forEach(([whole, head], i) => {
    out.push({ name: `token shape ${i}`, source: whole });
    out.push({ name: `token shape ${i}, cut`, source: `${head}(?=${CUT_MARK})` });
    out.push({ name: `token shape ${i}, cut at the end`, source: `${head}$` });
  });
  out.push(
    { name: 'PEM block', source: PEM_BLOCK },
    { name: 'URL password', source: URL_PASSWORD },
    { name: 'URL password, cut at the end', source: `${URL_HEAD}$` },
    { name: 'a known value, cut', source: `${cutPrefix('s3cr3t-value', MIN_SECRET_LENGTH)}(?=${CUT_MARK})` },
    { name: 'secret-looking env name', source: SECRET_NAME.source },
  );
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Longest secret head matched before a cut mark; longer values are hidden in chunks this long. */
const MAX_CUT_PREFIX = 256;

/**
 * A head of `value` (at least `min` characters, at most MAX_CUT_PREFIX) as a pattern, to be followed
 * by a cut: nested optionals (`abcdef(?:g(?:h)?)?`) so the scan stays linear in the value. Null when
 * the value is no longer than `min` (only the whole value hides it).
 */
function cutPrefix(value: string, min: number): string | null {
  if (value.length <= min) return null;
  const rest = [...value.slice(min, MAX_CUT_PREFIX)];
  let nested = '';
  for (let i = rest.length - 1; i >= 0; i--) nested = `(?:${escapeRegExp(rest[i]!)}${nested})?`;
  return `${escapeRegExp(value.slice(0, min))}${nested}`;
}

/**
 * A value longer than MAX_CUT_PREFIX is also hidden in consecutive chunks of that length, each with
 * its cut form: a cut after 300 characters of a 1,000 character secret then hides the first chunk
 * whole and the head of the second.
 */
function chunksOf(value: string, min: number): string[] {
  if (value.length <= MAX_CUT_PREFIX) return [];
  const chunks: string[] = [];
  for (let at = 0; at < value.length; at += MAX_CUT_PREFIX) {
    // Chunks start where a mask of the one before ends; a last one shorter than `min` is left out
    // (hiding a few characters everywhere would shred text; the whole value is still hidden).
    const chunk = value.slice(at, at + MAX_CUT_PREFIX);
    if (chunk.length >= min) chunks.push(chunk);
  }
  return chunks;
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
    let b64 = padded.toString('base64').replace(/={1,2}$/, '');
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
  // As it appears inside a JSON string (a tool printed a config file; the raw stream log): a value
  // with `"`, `\` or a control character is stored escaped.
  const json = JSON.stringify(value).slice(1, -1);
  if (json !== value) forms.push(json);
  forms.push(...base64Forms(value));
  // Hex of its UTF-8 bytes (an `xxd` or a debug dump), in both cases.
  const hex = Buffer.from(value, 'utf8').toString('hex');
  forms.push(hex, hex.toUpperCase());
  return forms;
}

/** The passwords of the `scheme://user:password@host` URLs in `value`, as written and decoded. */
export function urlPasswords(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(/:\/\/[^\s:/?#@"'<>]*:([^\s/?#"'<>]+)@/g)) {
    const raw = m[1]!;
    out.push(raw);
    try {
      const decoded = decodeURIComponent(raw);
      if (decoded !== raw) out.push(decoded);
    } catch {
      // Not valid percent-encoding: the written form is the password.
    }
  }
  return out;
}

/**
 * A line of a multi-line env secret shorter than this is not hidden on its own (the whole value
 * still is): an env value's lines are not each a secret the way the `redact` input's are, and short
 * ones (`{`, `}`, `-----END`, a key's last few base64 characters) are common text that hiding would
 * shred. A PEM body line is 64 characters, an OpenSSH one 70.
 */
export const MIN_LINE_LENGTH = 16;

/** A PEM armor line: the same in every key, never the secret. */
const PEM_ARMOR = /^-----(?:BEGIN|END) [A-Z0-9 ]{1,60}-----$/;
/** A URL with no user or password: a public endpoint (a service account's `token_uri`). */
const PLAIN_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s@]*$/;
/** How deep the fields of a JSON secret are looked for. */
const MAX_SECRET_JSON_DEPTH = 64;

export interface SecretPartsOptions {
  /** Shorter parts are not taken (default MIN_SECRET_LENGTH). */
  minLength?: number;
  /** Shorter lines are not taken on their own (default: minLength). */
  lineMin?: number;
}

/** Whether a JSON field's name marks its value as a secret: as an env name, camelCase or plural too. */
function isSecretKey(key: string): boolean {
  const snake = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
  return SECRET_NAME.test(snake) || (/s$/i.test(snake) && SECRET_NAME.test(snake.slice(0, -1)));
}

/**
 * What of one secret value is hidden: the whole value; each of its lines at least `lineMin` long
 * except PEM armor lines (a key printed one line at a time: previews and tools cut lines); and, when
 * the value is JSON (a service-account key, a credentials object), every string under a field whose
 * name looks secret (`private_key`, `password`, `SecretAccessKey`; everything inside such a field or
 * a top-level array), and the lines of every string (the `private_key` inside it holds the key's
 * lines with real line breaks only once decoded). Public URLs are not taken as fields.
 */
export function secretParts(value: string, options: SecretPartsOptions = {}): string[] {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const lineMin = Math.max(minLength, options.lineMin ?? minLength);
  const out = new Set<string>();
  const take = (v: string, min: number): void => {
    const t = v.trim();
    if (t.length >= min) out.add(t);
  };
  const lines = (text: string): void => {
    if (!text.includes('\n') && !text.includes('\r')) return;
    for (const line of text.split(/\r\n|\r|\n/)) if (!PEM_ARMOR.test(line.trim())) take(line, lineMin);
  };
  take(value, minLength);
  lines(value);
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return [...out];
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return [...out];
  }
  const walk = (v: unknown, secret: boolean, depth: number): void => {
    if (typeof v === 'string') {
      if (secret && !PLAIN_URL.test(v)) take(v, minLength);
      lines(v);
    } else if (v !== null && typeof v === 'object' && depth < MAX_SECRET_JSON_DEPTH) {
      if (Array.isArray(v)) for (const item of v) walk(item, secret, depth + 1);
      else for (const [k, item] of Object.entries(v)) walk(item, secret || isSecretKey(k), depth + 1);
    }
  };
  walk(parsed, Array.isArray(parsed), 0);
  return [...out];
}

/**
 * Env values that are secrets: the value of a variable whose name looks secret, whole and in its
 * parts (secretParts: lines of MIN_LINE_LENGTH or more, a JSON value's secret fields), and the
 * password of a URL in ANY variable (DATABASE_URL=postgres://app:pw@db is not a secret-looking name),
 * and an OTLP exporter's credentials: each header of OTEL_EXPORTER_OTLP_HEADERS (and its per-signal
 * forms), the query values of an OTLP endpoint (src/redact/otlp-env.ts).
 */
export function secretValuesFromEnv(
  env: Record<string, string | undefined>,
  minLength = MIN_SECRET_LENGTH,
): string[] {
  return secretsOfEnv(env, minLength).flatMap(({ parts, passwords }) => [...passwords, ...parts]);
}

/** Per variable: the parts of its value when its name looks secret (whole first), and its URL passwords. */
function secretsOfEnv(
  env: Record<string, string | undefined>,
  minLength: number,
): Array<{ parts: string[]; passwords: string[] }> {
  const out: Array<{ parts: string[]; passwords: string[] }> = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const v = value.trim();
    const passwords = v.includes('://') ? urlPasswords(v).filter((pw) => pw.length >= minLength) : [];
    const secret = SECRET_NAME.test(name) && v.length >= minLength && !NON_SECRET_VALUES.has(v.toLowerCase());
    const parts = secret ? secretParts(v, { minLength, lineMin: MIN_LINE_LENGTH }) : [];
    // An OTLP collector's key: each header's value (the name says HEADERS, not KEY), and the values
    // of an endpoint's credential-named query parameters (`?api_key=…`).
    if (isOtlpHeadersName(name)) passwords.push(...otlpHeaderSecrets(v).filter((h) => h.length >= minLength));
    if (isOtlpEndpointName(name)) {
      const named = (key: string) => SECRET_NAME.test(key) || /^(?:SIG|SIGNATURE|CODE)$/.test(key);
      passwords.push(...otlpEndpointSecrets(v, named).filter((q) => q.length >= minLength));
    }
    if (parts.length > 0 || passwords.length > 0) out.push({ parts, passwords });
  }
  return out;
}

/** Whether an env var's name marks its value as a secret (exported for the tests and docs). */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

export function createRedactor(options: RedactorOptions = {}): Redactor {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const values = new Set<string>();
  /**
   * Whole values that have parts of their own (lines, JSON fields): hidden as written, in one
   * piece, while their derived forms (base64, hex, URL and JSON encodings) and cut heads come from
   * their parts — a key's base64 holds the base64 of each of its lines, at one of the three
   * alignments base64Forms covers. Encoding the whole too made a 4096-bit key's pattern too large
   * for the regex engine (hundreds of chunks, each with a cut head 256 deep).
   */
  const wholeOnly = new Set<string>();
  const addParts = (parts: string[]): void => {
    const [whole, ...rest] = parts;
    if (whole === undefined) return;
    if (rest.length > 0) wholeOnly.add(whole);
    else values.add(whole);
    for (const part of rest) values.add(part);
  };
  for (const s of options.secrets ?? []) {
    if (typeof s !== 'string') continue;
    // A multi-line secret (a key file) is also hidden line by line, since previews cut lines; a
    // JSON one in its secret fields too. Each line of the `redact` input is a secret of its own.
    addParts(secretParts(s, { minLength }));
    // A secret that is a URL with a password: the password alone is a secret too.
    if (s.includes('://')) for (const pw of urlPasswords(s)) if (pw.length >= minLength) values.add(pw);
  }
  if (options.env)
    for (const { parts, passwords } of secretsOfEnv(options.env, minLength)) {
      addParts(parts);
      for (const pw of passwords) values.add(pw);
    }
  for (const v of values) wholeOnly.delete(v);

  const literals = new Set<string>(wholeOnly);
  for (const v of values) {
    for (const f of derivedForms(v)) if (f.length >= Math.min(minLength, v.length)) literals.add(f);
  }
  // Longest first so a longer form wins over a shorter one sharing its start.
  const secrets = [...literals].sort((a, b) => b.length - a.length);
  const literalAlternatives: string[] = [];
  // Heads of known values, for a cut: before a cut mark in the main pattern (each head right after
  // its value: at one position a longer value's head wins over a shorter value), at the very end of
  // the text in `endHead` (a stream redactor cut at its end: src/redact/redact-stream.ts).
  const headParts: string[] = [];
  // The same alternatives by kind, for the fast search of long texts (src/redact/match-finder.ts).
  const literalParts: string[] = [];
  const literalHeads: string[] = [];
  for (const v of secrets) {
    const whole = wholeOnly.has(v);
    const parts = v.length > MAX_CUT_PREFIX && !whole ? [v, ...chunksOf(v, minLength)] : [v];
    for (const part of parts) {
      literalAlternatives.push(escapeRegExp(part));
      literalParts.push(part);
      const head = part.length > MAX_CUT_PREFIX || whole ? null : cutPrefix(part, minLength);
      if (head === null) continue;
      literalAlternatives.push(`${head}(?=${CUT_MARK})`);
      literalHeads.push(head);
      headParts.push(part);
    }
  }
  // No capture groups: a group around the known values made the scan six times slower. Which
  // kind of match it was is worked out per match instead (matches are rare).
  const alternatives = [...literalAlternatives, ...TOKENS, URL_PASSWORD];
  const pattern = new RegExp(alternatives.join('|'), 'g');
  // `pattern`'s first match at or after a position, found faster in long texts (the same match).
  // Two of them, one for texts as written and one for their skeletons: each keeps what it found in
  // the last text it searched, and `next` alternates between a text and its skeleton.
  const finderParts = {
    alternatives,
    literals: literalParts,
    heads: literalHeads,
    others: [...TOKENS, URL_PASSWORD],
    cutMark: CUT_MARK,
    longestHead: MAX_CUT_PREFIX,
  };
  const findInText = createMatchFinder(finderParts);
  const findInSkeleton = createMatchFinder(finderParts);
  // The heads of token shapes and URL passwords that end a text. The heads of known values are found
  // by comparing (literalEndHead): one regex of them all, a nested optional per character of each,
  // took V8 seconds to compile for the 170 parts of a private key.
  const tokenEndHead = new RegExp(
    `(?:${[...TOKEN_SHAPES.map(([, head]) => head), URL_HEAD].join('|')})$`,
    'g',
  );
  /** The leftmost start at or after `from` of a head of a known value that runs to the end of `text`, or -1. */
  const literalEndHead = (text: string, from: number): number => {
    let best = -1;
    for (const part of headParts) {
      const prefix = part.slice(0, minLength);
      const limit = best === -1 ? text.length : best;
      for (
        let p = text.indexOf(prefix, Math.max(from, text.length - part.length));
        p !== -1 && p < limit;
        p = text.indexOf(prefix, p + 1)
      ) {
        if (part.startsWith(text.slice(p))) {
          best = p;
          break;
        }
      }
    }
    return best;
  };
  // The token shapes alone, anchored: "is this part of a text a complete token by itself?"
  const tokenOnly = new RegExp(`(?:${[...TOKENS, URL_PASSWORD].join('|')})`, 'y');
  const known = new Set(secrets);
  /** A known value, or the head of one (or of one of its chunks) before a cut mark (both exact: never shortened). */
  const isKnownHead = (head: string): boolean => literalParts.some((part) => part.startsWith(head));
  const isKnown = (text: string, start: number, end: number): boolean => {
    const match = text.slice(start, end);
    return known.has(match) || (text[end] === CUT_MARK && isKnownHead(match));
  };
  /** Length of the part of a URL match that stays: `://user:`. */
  const urlHead = (match: string): number => (match.startsWith('://') ? match.indexOf(':', 3) + 1 : 0);

  const replace = (match: string): string => {
    if (known.has(match)) return REDACTED;
    const head = urlHead(match);
    return head === 0 ? REDACTED : `${match.slice(0, head)}${REDACTED}`;
  };
  /** A match of `pattern` in `text` at or after `from`, as a span of `text`. */
  const plainNext = (text: string, from: number, find: MatchFinder = findInText): Span | null => {
    const m = find(text, from);
    if (m === null) return null;
    const matchEnd = m.index + m[0].length;
    const literal = isKnown(text, m.index, matchEnd);
    return {
      start: literal ? m.index : m.index + urlHead(m[0]),
      end: matchEnd,
      matchStart: m.index,
      matchEnd,
      literal,
    };
  };
  // The stream redactor asks this of one buffer several times (next, endHead): the last answer is kept.
  let disguisedFor: string | null = null;
  let disguised = false;
  const mayBeDisguised = (text: string): boolean => {
    if (text !== disguisedFor) {
      disguised = mayBeDisguisedText(text);
      disguisedFor = text;
    }
    return disguised;
  };
  // Disguised secrets (zero-width characters, fullwidth letters, character references, escapes:
  // redact-disguise.ts) are found in the text's skeleton and masked where they came from. The last
  // skeleton is kept: a stream redactor scans one buffer many times.
  let skeletonFor: string | null = null;
  let skeleton: Skeleton | null = null;
  const skeletonOfText = (text: string): Skeleton => {
    if (skeletonFor !== text || skeleton === null) {
      skeleton = skeletonOf(text);
      skeletonFor = text;
    }
    return skeleton;
  };
  /** The first skeleton index whose source starts at or after `offset` of the original text. */
  const skeletonIndex = (sk: Skeleton, offset: number): number => {
    let lo = 0;
    let hi = sk.from.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sk.from[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /** The first match at or after `from`, as written or in the skeleton (the earlier, then the longer). */
  const next = (text: string, from: number): Span | null => {
    const plain = plainNext(text, from);
    if (!mayBeDisguised(text)) return plain;
    const sk = skeletonOfText(text);
    const span = plainNext(sk.text, skeletonIndex(sk, from), findInSkeleton);
    if (span === null) return plain;
    const match = originalRange(sk, span.matchStart, span.matchEnd);
    const masked = originalRange(sk, span.start, span.end);
    const disguised = {
      start: masked.start,
      end: masked.end,
      matchStart: match.start,
      matchEnd: match.end,
      literal: span.literal,
    };
    if (plain === null) return disguised;
    if (disguised.start !== plain.start) return disguised.start < plain.start ? disguised : plain;
    return disguised.end > plain.end ? disguised : plain;
  };
  const redact = (text: string): string => {
    if (typeof text !== 'string' || text.length === 0) return text;
    pattern.lastIndex = 0;
    const plain = text.replace(pattern, replace);
    if (!mayBeDisguised(plain)) return plain;
    let out = '';
    let at = 0;
    for (let span = next(plain, 0); span !== null; span = next(plain, Math.max(span.end, span.start + 1))) {
      if (span.end <= at) continue;
      out += plain.slice(at, Math.max(at, span.start)) + REDACTED;
      at = span.end;
    }
    return at === 0 && out === '' ? plain : out + plain.slice(at);
  };

  const scanner: SpanScanner = {
    next,
    endHead(text, from) {
      const sk = mayBeDisguised(text) ? skeletonOfText(text) : null;
      const scanned = sk ? sk.text : text;
      const start = sk ? skeletonIndex(sk, from) : from;
      tokenEndHead.lastIndex = start;
      const token = tokenEndHead.exec(scanned);
      const known = literalEndHead(scanned, start);
      // The leftmost head; one that starts where another does is the same text (both run to the end).
      const at = known !== -1 && (token === null || known <= token.index) ? known : token?.index;
      if (at === undefined) return null;
      const head = scanned.slice(at);
      const startInScan = at + urlHead(head);
      return {
        start: sk ? sk.from[startInScan]! : startInScan,
        end: text.length,
        matchStart: sk ? sk.from[at]! : at,
        matchEnd: text.length,
        literal: !head.startsWith('://') && isKnownHead(head),
      };
    },
    completeToken(text, from, to) {
      tokenOnly.lastIndex = from;
      const m = tokenOnly.exec(text.slice(0, to));
      return m !== null && m.index + m[0].length === to;
    },
  };

  const longest = secrets.reduce((max, s) => Math.max(max, s.length), 0);
  const redactor: Redactor = {
    redact,
    redactValue: <T>(value: T): T => redactValueAsOneText(value, redactor),
    secrets,
    longest,
    scanner,
  };
  return redactor;
}

const MAX_DEPTH = 64;

/**
 * redactValue: the string values of `value` (in JSON.stringify's order) are redacted as one text
 * through a StreamRedactor, and its object keys as another (keys are structure: a token at the end
 * of a value must not eat the key after it); then the copy is built from the results. Two walks in
 * the same order: keys must be final before an object can be built with them.
 *
 * Each text goes to its StreamRedactor as one unit of all its strings (the strings are the pieces,
 * as before; only their answer comes back at once): a unit per string cost a closure, an array and
 * a unit per string, ~400 MB of garbage for the summary of a run of 40k tool calls.
 */
function redactValueAsOneText<T>(value: T, redactor: Redactor): T {
  if (typeof value === 'string') return redactor.redact(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const results: string[] = [];
  // The strings of each text, in order, and where each one's result goes.
  const valueTexts: string[] = [];
  const valueAt: number[] = [];
  const keyTexts: string[] = [];
  const keyAt: number[] = [];
  const collect = (v: unknown, isKey: boolean, seen: Set<object>, depth: number): void => {
    if (typeof v === 'string') {
      if (isKey) {
        keyTexts.push(v);
        keyAt.push(results.length);
      } else {
        valueTexts.push(v);
        valueAt.push(results.length);
      }
      results.push(v);
      return;
    }
    if (v === null || typeof v !== 'object' || seen.has(v) || depth >= MAX_DEPTH) return;
    seen.add(v);
    if (Array.isArray(v)) for (const item of v) collect(item, false, seen, depth + 1);
    else
      for (const [k, item] of Object.entries(v)) {
        collect(k, true, seen, depth + 1);
        collect(item, false, seen, depth + 1);
      }
  };
  collect(value, false, new Set(), 0);
  redactPieces(redactor, valueTexts, valueAt, results);
  redactPieces(redactor, keyTexts, keyAt, results);
  let next = 0;
  const build = (v: unknown, seen: Map<object, unknown>, depth: number): unknown => {
    if (typeof v === 'string') return results[next++];
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return seen.get(v);
    if (depth >= MAX_DEPTH) return REDACTED;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      seen.set(v, out);
      for (const item of v) out.push(build(item, seen, depth + 1));
      return out;
    }
    const out: Record<string, unknown> = {};
    seen.set(v, out);
    for (const item of Object.values(v)) {
      const key = results[next++]!;
      setOwn(out, key, build(item, seen, depth + 1));
    }
    return out;
  };
  return build(value, new Map(), 0) as T;
}

/** `texts` redacted as the pieces of one text; each changed one is written to `results[at[i]]`. */
function redactPieces(redactor: Redactor, texts: string[], at: number[], results: string[]): void {
  if (texts.length === 0) return;
  const stream = new StreamRedactor(redactor);
  stream.push(texts, (masks) => {
    if (masks === null) return;
    for (let i = 0; i < texts.length; i++) {
      const m = masks[i];
      if (m) results[at[i]!] = applyMasks(texts[i]!, m);
    }
  });
  stream.end();
}

/** Convenience: a redactor that only applies the token patterns (no known values). */
export const patternRedactor: Redactor = createRedactor();
