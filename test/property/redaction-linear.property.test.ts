/**
 * Any 1 MiB field redacts within a fixed budget: the cost of redaction is linear in the text,
 * whatever the text. The fields are built the way a ReDoS attack is — a prefix, one piece repeated
 * to fill a mebibyte, a suffix — from alphabets that feed the redaction patterns: token prefixes
 * (`eyJ`, `ghp_`, `sk-ant-`, `AKIA`…), PEM header pieces, URL pieces, base64 characters, dots,
 * cut marks, the escapes the disguise decoder undoes, and pieces of the known values. A run of `eyJ`
 * with no dot took 10.7 s per 100 KB before the JWT pattern stopped scanning to the end of the run
 * from every `eyJ` in it; 1 MiB would have taken about 40 minutes.
 *
 * Each field goes through every redaction entry point (one string, a value as one text through
 * the stream redactor, JSON written redacted) and the markup neutralizer agent text goes through
 * next.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { stringifyRedacted } from '../../src/redact/redact-json.js';
import { safeMarkdown } from '../../src/report/markdown.js';

/** Made up for this test: a known value, a multi-line one, and secret-looking env vars. */
const redactor = createRedactor({
  secrets: ['k3y-Value-0123456789', 'line-one-of-a-key\nline-two-of-a-key\n-----END'],
  env: { DEPLOY_TOKEN: 'dEpLoY+t0ken/with=base64', DATABASE_URL: 'postgres://app:Hunter2Hunter2@db/app' },
});

const MIB = 1024 * 1024;

/**
 * The wall-clock budget for one 1 MiB field through one entry point. Linear redaction of such a
 * field takes 10-100 ms on an idle 2-core machine, up to 1.4 s seen here with the load average at
 * 46 (many test suites sharing the cores); a quadratic pattern takes minutes (the JWT one about 40).
 * A clock, not an operation count, because the cost that matters is inside the regex engine, which
 * counts nothing we can read. 5 s leaves room for a loaded machine and is still hundreds of times
 * below any quadratic case.
 */
const BUDGET_MS = 5_000;
/**
 * The same field cut to 128 KiB goes first, with the same budget: a quadratic pattern fails there
 * within seconds (the JWT one: ~17 s) instead of holding the test for the minutes of the full field.
 */
const PROBE = 128 * 1024;

const ATOMS = [
  'eyJ',
  'eyJhbGciOi',
  '.eyJ',
  'ghp_',
  'gho_',
  'github_pat_',
  'glpat-',
  'dckr_pat_',
  'npm_',
  'hf_',
  'sk-',
  'sk-ant-',
  'xsk-proj-',
  'AIza',
  'ya29.',
  'AKIA',
  'xoxb-',
  'xoxe.xoxp-',
  '-----BEGIN',
  '-----BEGIN RSA PRIVATE KEY-----',
  '-----BEGIN PRIVATE KEY-----',
  ' PRIVATE KEY-----',
  '-----END PRIVATE KEY-----',
  '-----END',
  '-----',
  'Proc-Type: 4,ENCRYPTED',
  '://',
  'https://',
  'user:',
  ':pw',
  '@',
  '…',
  '.',
  '-',
  '_',
  '=',
  '+',
  '/',
  ':',
  '#',
  '"',
  '\\',
  '\\n',
  '\\"',
  ' ',
  '\n',
  '\r\n',
  '\t',
  '&#',
  '&#x67;',
  '&#103',
  '\\u0067',
  '\\x67',
  '%67',
  '%',
  '\u200b',
  'ｇ',
  '`',
  '```',
  '~~~',
  '![',
  '<',
  '@octocat',
  '#12',
  'k3y-Value-',
  'line-one-of',
  'dEpLoY',
  'Hunter2',
  'A',
  'z',
  '0',
  '9',
];
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_';

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ATOMS) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...BASE64), minLength: 1, maxLength: 24 }) },
);
const run = fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join(''));

/** prefix + pump repeated to a mebibyte + suffix: the shape of every polynomial ReDoS attack. */
const field = fc.tuple(run, run, run).map(([prefix, pump, suffix]) => {
  const times = Math.ceil((MIB - prefix.length - suffix.length) / pump.length);
  return (prefix + pump.repeat(Math.max(1, times)) + suffix).slice(0, MIB);
});

const ENTRY_POINTS: Record<string, (text: string) => unknown> = {
  redact: (text) => redactor.redact(text),
  'redactValue (the stream redactor)': (text) => redactor.redactValue({ input: { command: text } }),
  'JSON written redacted': (text) => stringifyRedacted({ output: text }, redactor),
  'safeMarkdown (neutralize)': (text) => safeMarkdown(text),
};

function elapsed(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

describe('redaction is linear in the text', () => {
  for (const [name, redact] of Object.entries(ENTRY_POINTS)) {
    it(`${name}: any 1 MiB field within ${BUDGET_MS} ms`, { timeout: 120_000 }, () => {
      fc.assert(
        fc.property(field, (text) => {
          const probe = text.slice(0, PROBE);
          expect(
            elapsed(() => redact(probe)),
            `128 KiB of ${JSON.stringify(text.slice(0, 80))}`,
          ).toBeLessThan(BUDGET_MS);
          expect(
            elapsed(() => redact(text)),
            `1 MiB of ${JSON.stringify(text.slice(0, 80))}`,
          ).toBeLessThan(BUDGET_MS);
        }),
        // Shrinking would rerun a slow case many times; the failing field's start is in the message.
        { numRuns: 12, endOnFailure: true },
      );
    });
  }

  it('the runs that were quadratic: eyJ with no dot, PEM headers, JSON escapes, URL schemes', {
    timeout: 120_000,
  }, () => {
    const fields = [
      'eyJ'.repeat(MIB / 3),
      '-----BEGIN PRIVATE KEY-----"'.repeat(MIB / 28),
      `eyJ${'e.eyJeJ'.repeat(MIB / 7)}`,
      '://…'.repeat(MIB / 4),
      `xx ${'\\"'.repeat(MIB / 2)}`,
    ];
    for (const text of fields)
      for (const [name, redact] of Object.entries(ENTRY_POINTS)) {
        expect(
          elapsed(() => redact(text.slice(0, PROBE))),
          `${name}: ${text.slice(0, 20)}`,
        ).toBeLessThan(BUDGET_MS);
        expect(
          elapsed(() => redact(text)),
          `${name}: ${text.slice(0, 20)}`,
        ).toBeLessThan(BUDGET_MS);
      }
  });
});
