/**
 * Multi-line and JSON secrets from the environment are hidden in their parts as well as whole: an
 * SSH private key line by line, the private key inside a service-account JSON (its lines, and the
 * fields whose names look secret). One line of a key printed alone is the leak this closes: the
 * whole value was hidden, its lines were not.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  createRedactor,
  MIN_LINE_LENGTH,
  REDACTED,
  secretParts,
  secretValuesFromEnv,
} from '../../src/redact/redact.js';

/** Deterministic base64 lines (hashes of the seed): made up for this test, never a real key. */
function bodyLines(seed: number, count: number, width = 64): string[] {
  const lines: string[] = [];
  for (let l = 0; l < count; l++) {
    let line = '';
    for (let i = 0; line.length < width; i++)
      line += createHash('sha512').update(`${seed}:${l}:${i}`).digest('base64').replace(/=+$/, '');
    lines.push(line.slice(0, width));
  }
  return lines;
}

const SSH_BODY = [...bodyLines(7, 5, 70), 'AAAAtail=='];
const SSH_KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  ...SSH_BODY,
  '-----END OPENSSH PRIVATE KEY-----',
  '',
].join('\n');
const SA_BODY = bodyLines(11, 4);
const SA_PRIVATE_KEY = ['-----BEGIN PRIVATE KEY-----', ...SA_BODY, '-----END PRIVATE KEY-----', ''].join(
  '\n',
);
const SA_JSON = JSON.stringify(
  {
    type: 'service_account',
    project_id: 'narrator-test-project',
    private_key_id: '0123456789abcdef0123456789abcdef01234567',
    private_key: SA_PRIVATE_KEY,
    client_email: 'narrator@narrator-test-project.iam.gserviceaccount.com',
    client_id: '101234567890123456789',
    token_uri: 'https://oauth2.googleapis.com/token',
  },
  null,
  2,
);
const ENV = { SSH_PRIVATE_KEY: SSH_KEY, GOOGLE_CREDENTIALS: SA_JSON };

describe('env secrets are hidden per line as well as whole', () => {
  const { redact } = createRedactor({ env: ENV });

  test('one line of an SSH private key printed alone is hidden', () => {
    for (const line of SSH_BODY.slice(0, -1))
      expect(redact(`cat: ${line} (line)`)).toBe(`cat: ${REDACTED} (line)`);
  });

  test('one line of the private key inside a service-account JSON is hidden, and its secret-named fields', () => {
    for (const line of SA_BODY) expect(redact(`> ${line}`)).toBe(`> ${REDACTED}`);
    expect(redact('kid 0123456789abcdef0123456789abcdef01234567.')).toBe(`kid ${REDACTED}.`);
    // The key as the JSON holds it (escaped newlines), whole: hidden.
    const escaped = JSON.stringify(SA_PRIVATE_KEY).slice(1, -1);
    const out = redact(`"${escaped}"`);
    expect(out.startsWith(`"${REDACTED}`)).toBe(true);
    for (const line of SA_BODY) expect(out).not.toContain(line.slice(0, 12));
  });

  test('a line in its derived forms (base64, hex) is hidden too', () => {
    const line = SSH_BODY[2]!;
    expect(redact(Buffer.from(line).toString('base64'))).toContain(REDACTED);
    expect(redact(Buffer.from(line).toString('hex'))).toBe(REDACTED);
  });

  test('the armor lines, short lines and the non-secret fields are not hidden on their own', () => {
    const text =
      '{ / AAAAtail== / OPENSSH PRIVATE KEY / ' +
      'service_account narrator-test-project https://oauth2.googleapis.com/token 101234567890123456789';
    expect(redact(text)).toBe(text);
  });

  test('the whole values are still hidden whole', () => {
    expect(redact(`env: ${SSH_KEY.trim()}!`)).toBe(`env: ${REDACTED}!`);
    expect(redact(`env: ${SA_JSON}!`)).toBe(`env: ${REDACTED}!`);
  });
});

describe('secretParts', () => {
  test('a PEM value: the whole value and each body line at least MIN_LINE_LENGTH long, no armor', () => {
    const parts = secretParts(SSH_KEY, { lineMin: MIN_LINE_LENGTH });
    expect(parts).toContain(SSH_KEY.trim());
    for (const line of SSH_BODY.slice(0, -1)) expect(parts).toContain(line);
    expect(parts).not.toContain('AAAAtail==');
    // The armor lines are in the whole value only.
    expect(parts.filter((p) => p.startsWith('-----'))).toEqual([SSH_KEY.trim()]);
  });

  test('a JSON value: fields whose names look secret (camelCase too), and the lines of every string', () => {
    const json = JSON.stringify({
      accessKeyId: 'AKIAEXAMPLEEXAMPLE01',
      SecretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'eu-west-1-region',
      nested: { password: 'hunter2hunter2', note: `multi\n${'n'.repeat(20)}\nlines` },
      tokens: ['tok-in-a-secret-array'],
      list: ['plain-value-in-a-list'],
    });
    const parts = secretParts(json, { lineMin: MIN_LINE_LENGTH });
    expect(parts).toEqual(
      expect.arrayContaining([
        json,
        'AKIAEXAMPLEEXAMPLE01',
        'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        'hunter2hunter2',
        'n'.repeat(20),
        'tok-in-a-secret-array',
      ]),
    );
    expect(parts).not.toContain('eu-west-1-region');
    expect(parts).not.toContain('plain-value-in-a-list');
  });

  test('not JSON after all, or JSON too deep: the whole value and its lines, nothing thrown', () => {
    expect(secretParts('{not json', { lineMin: MIN_LINE_LENGTH })).toEqual(['{not json']);
    const deep = `${'['.repeat(5000)}"deep-secret-value"${']'.repeat(5000)}`;
    expect(secretParts(deep, { lineMin: MIN_LINE_LENGTH })).toContain(deep);
  });

  test('secretValuesFromEnv hands out the parts of a secret-named variable', () => {
    const values = secretValuesFromEnv({ SSH_PRIVATE_KEY: SSH_KEY, HOME: '/home/runner' });
    expect(values).toContain(SSH_BODY[0]);
    expect(values).toContain(SSH_KEY.trim());
    expect(values).not.toContain('/home/runner');
  });
});
