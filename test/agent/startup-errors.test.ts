import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explainStartupFailure, preflightCheck } from '../../src/agent/startup-errors.js';

describe('preflightCheck', () => {
  const base = { agent: 'claude' as const, permissionMode: null, args: [], env: {}, uid: 0 };

  it('refuses bypassPermissions as root and says what to change', () => {
    const msg = preflightCheck({ ...base, permissionMode: 'bypassPermissions' });
    expect(msg).toMatch(/root/);
    expect(msg).toMatch(/allowed-tools/);
    expect(msg).toMatch(/IS_SANDBOX=1/);
  });

  it('also catches the flag passed through args', () => {
    expect(preflightCheck({ ...base, args: ['--dangerously-skip-permissions'] })).not.toBeNull();
    expect(preflightCheck({ ...base, args: ['--permission-mode', 'bypassPermissions'] })).not.toBeNull();
  });

  it('lets it through for non-root, with IS_SANDBOX=1, for other modes and other agents', () => {
    expect(preflightCheck({ ...base, permissionMode: 'bypassPermissions', uid: 1001 })).toBeNull();
    expect(
      preflightCheck({ ...base, permissionMode: 'bypassPermissions', env: { IS_SANDBOX: '1' } }),
    ).toBeNull();
    expect(preflightCheck({ ...base, permissionMode: 'acceptEdits' })).toBeNull();
    expect(preflightCheck({ ...base, agent: 'gemini', permissionMode: 'bypassPermissions' })).toBeNull();
    expect(preflightCheck({ ...base, permissionMode: 'bypassPermissions', uid: undefined })).toBeNull();
  });
});

describe('explainStartupFailure', () => {
  it('explains the real missing --verbose refusal (capture 10i)', () => {
    const stderr = readFileSync('test/fixtures/claude-code/10i-no-verbose/stderr.txt', 'utf8');
    expect(explainStartupFailure('claude', stderr)).toMatch(/--verbose/);
  });

  it('explains the root refusal text the CLI prints', () => {
    const stderr =
      '--dangerously-skip-permissions cannot be used with root/sudo privileges for security reasons\n';
    expect(explainStartupFailure('claude', stderr)).toMatch(/IS_SANDBOX=1/);
  });

  it('explains missing Claude credentials', () => {
    expect(explainStartupFailure('claude', 'Invalid API key · Please run /login')).toMatch(
      /ANTHROPIC_API_KEY/,
    );
    expect(explainStartupFailure('claude', 'Not logged in · Please run /login')).toMatch(/secret/);
  });

  it('explains other agents only with their own patterns', () => {
    expect(
      explainStartupFailure('cursor', "Error: Authentication required. Please run 'agent login' first."),
    ).toMatch(/CURSOR_API_KEY/);
    expect(
      explainStartupFailure('claude', "Error: Authentication required. Please run 'agent login' first."),
    ).toBeNull();
  });

  it('returns null for unknown or empty stderr', () => {
    expect(explainStartupFailure('claude', null)).toBeNull();
    expect(explainStartupFailure('claude', 'something else broke')).toBeNull();
  });
});

describe('explainStartupFailure: codex', () => {
  it('names CODEX_API_KEY — the variable codex exec reads — for the real 401 turn.failed message', () => {
    // The message of test/fixtures/codex/real-bad-key-401.jsonl (its turn.failed).
    const help = explainStartupFailure(
      'codex',
      'unexpected status 401 Unauthorized: Incorrect API key provided: sk-co***ey., url: http://127.0.0.1:40519/v1/responses, request id: req_dc8f909b1c29e69be037ea47',
    );
    expect(help).toMatch(/set CODEX_API_KEY in the step's env/);
    expect(help).toMatch(/does not read OPENAI_API_KEY/);
    expect(help).not.toMatch(/^.*set OPENAI_API_KEY/);
  });
});
