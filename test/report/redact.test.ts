import { describe, expect, test } from 'vitest';
import { createRedactor, REDACTED, secretValuesFromEnv } from '../../src/report/redact.js';

// Token-shaped strings below are made up for the tests (hand-written), never real credentials.
const GH = `ghp_${'a1B2c3D4e5'.repeat(4)}`;

describe('value-based redaction', () => {
  test('a given secret, its URL-encoded and base64 forms (any alignment) are hidden', () => {
    const secret = 'p@ss word/with+chars==';
    const { redact } = createRedactor({ secrets: [secret] });
    expect(redact(`x ${secret} y`)).toBe(`x ${REDACTED} y`);
    expect(redact(`q=${encodeURIComponent(secret)}&`)).toBe(`q=${REDACTED}&`);
    for (const prefix of ['', 'a', 'ab', 'abc']) {
      const b64 = Buffer.from(`${prefix}${secret}trailing`).toString('base64');
      const out = redact(`Authorization: Basic ${b64}`);
      // Some edge characters mixing prefix/suffix bytes may stay; the secret's own run must go.
      expect(out, prefix).toContain(REDACTED);
      expect(Buffer.from(out.split(' ').pop()!, 'base64').toString('latin1')).not.toContain(
        secret.slice(2, -2),
      );
    }
  });

  test('env vars with secret-looking names are taken; short and boolean values are not', () => {
    const env = {
      MY_API_TOKEN: 'tok-1234567890',
      DB_PASSWORD: 'hunter22hunter',
      SOME_KEY: 'true',
      OTHER_SECRET: 'abc',
      HOME: '/home/runner',
      PRIVATE_KEY_ID: 'k-987654321',
    };
    expect(secretValuesFromEnv(env).sort()).toEqual(['hunter22hunter', 'k-987654321', 'tok-1234567890']);
    const { redact } = createRedactor({ env });
    expect(redact('use tok-1234567890 and hunter22hunter at /home/runner, true')).toBe(
      `use ${REDACTED} and ${REDACTED} at /home/runner, true`,
    );
  });

  test('a multi-line secret is hidden whole and line by line', () => {
    const key = 'line-one-secret-AAAA\nline-two-secret-BBBB';
    const { redact } = createRedactor({ secrets: [key] });
    expect(redact(`a ${key} b`)).toBe(`a ${REDACTED} b`);
    expect(redact('only line-two-secret-BBBB here')).toBe(`only ${REDACTED} here`);
  });

  test('regex metacharacters in a secret are literal', () => {
    const { redact } = createRedactor({ secrets: ['a.b*c(d)e[f]$'] });
    expect(redact('a.b*c(d)e[f]$ and axbbc')).toBe(`${REDACTED} and axbbc`);
  });
});

describe('pattern-based redaction', () => {
  const { redact } = createRedactor();
  test.each([
    ['GitHub classic', GH],
    ['GitHub OAuth', `gho_${'Z'.repeat(36)}`],
    ['GitHub app', `ghs_${'x9'.repeat(18)}`],
    ['GitHub fine-grained', `github_pat_${'11ABCDEFG0'.repeat(3)}_${'q'.repeat(40)}`],
    ['Anthropic', `sk-ant-api03-${'Ab_-'.repeat(20)}`],
    ['OpenAI project', `sk-proj-${'Xy1'.repeat(15)}`],
    ['OpenAI', `sk-${'a'.repeat(48)}`],
    ['AWS', 'AKIAIOSFODNN7EXAMPLE'],
    ['AWS STS', 'ASIAABCDEFGHIJKLMNOP'],
    ['Slack', 'xoxb-1234567890-abcdefghij'],
    ['JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
  ])('%s', (_label, token) => {
    const out = redact(`before ${token} after`);
    expect(out).toBe(`before ${REDACTED} after`);
  });

  test('PEM private key blocks, also when cut before END', () => {
    const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nIBAAK\n-----END RSA PRIVATE KEY-----';
    expect(redact(`key:\n${pem}\nnext`)).toBe(`key:\n${REDACTED}\nnext`);
    expect(redact('cut:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNza')).toBe(`cut:\n${REDACTED}`);
    // A public key or certificate is not a secret.
    expect(redact('-----BEGIN PUBLIC KEY-----')).toBe('-----BEGIN PUBLIC KEY-----');
  });

  test('ordinary text is left alone', () => {
    const text = 'task-runner sk-8 ghp_short AKIA1234 eyJ. the quick brown fox';
    expect(redact(text)).toBe(text);
  });
});

describe('redactValue', () => {
  test('deep objects, arrays, keys and cycles', () => {
    const { redactValue } = createRedactor({ secrets: ['s3cr3t-value'] });
    const input: Record<string, unknown> = {
      command: `curl -H "Authorization: token ${GH}"`,
      nested: { list: ['ok', 's3cr3t-value', 3, null] },
      's3cr3t-value': true,
    };
    input['self'] = input;
    const out = redactValue(input) as Record<string, unknown>;
    expect(out['command']).toBe(`curl -H "Authorization: token ${REDACTED}"`);
    expect((out['nested'] as { list: unknown[] }).list).toEqual(['ok', REDACTED, 3, null]);
    expect(out[REDACTED]).toBe(true);
    expect(out['self']).toBe(out);
    expect(input['command']).toContain(GH); // the input is not mutated
  });
});

test('fast enough to run on every comment body', () => {
  const secrets = Array.from({ length: 50 }, (_, i) => `secret-value-number-${i}-xyz`);
  const { redact } = createRedactor({ secrets, env: { A_TOKEN: 'env-token-value-123' } });
  const body = `${'lorem ipsum dolor sit amet, `code` @user #12 '.repeat(1500)} ${secrets[7]} ${GH}`;
  expect(body.length).toBeGreaterThan(64_000);
  redact(body);
  const t0 = performance.now();
  const runs = 20;
  let out = '';
  for (let i = 0; i < runs; i++) out = redact(body);
  const perRun = (performance.now() - t0) / runs;
  expect(out).not.toContain(secrets[7]);
  expect(out).not.toContain(GH);
  console.log(
    `redact: ${perRun.toFixed(2)} ms per 64 KB body with ${secrets.length} secrets (+ derived forms)`,
  );
  expect(perRun).toBeLessThan(50);
});
