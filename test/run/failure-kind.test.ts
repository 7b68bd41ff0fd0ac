/**
 * Failure kinds: every real failing capture in the repository (Claude Code's own, and the Codex,
 * Gemini CLI and opencode runs against the loopback model servers) gets the kind a person reading
 * it would give, and whether re-running can help; then HAND-WRITTEN summaries for the kinds no
 * capture shows (an overloaded provider, a transient rate limit, a used-up quota, a schema failure).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyFailure, FAILURE_KINDS } from '../../src/run/failure-kind.js';
import { emptySummary, type Retry, type RunSummary } from '../../src/run/summary.js';
import { CAPTURES_DIR, foldCapture } from '../support/captures.js';
import { fixtureNames, foldFixture, HAND_WRITTEN_DIALECTS } from '../support/dialect-fixtures.js';

/** name -> [kind, retryable]; written from reading each capture's stream, stderr and exit. */
const REAL: Record<string, [string, boolean]> = {
  'claude-code/05-max-turns-1': ['turns', false],
  // 10 retries of HTTP 500, then the result's API error.
  'claude-code/06c-persistent-500': ['provider_error', true],
  'claude-code/10a-max-budget-usd': ['budget', false],
  'claude-code/10b-sigterm-during-tool': ['cancelled', false],
  'claude-code/10c-sigint-during-tool': ['cancelled', false],
  // stream-json without --verbose: the CLI refuses to start.
  'claude-code/10i-no-verbose': ['startup', false],
  'codex/real-api-500.jsonl': ['provider_error', true],
  // HTTP 400 invalid_request_error: re-running sends the same request.
  'codex/real-bad-request-400.jsonl': ['provider_error', false],
  'codex/real-bad-key-401.jsonl': ['auth', false],
  'codex/real-max-output-tokens.jsonl': ['output_limit', false],
  'codex/real-sigterm-mid-tool.jsonl': ['cancelled', false],
  'gemini/real-api-500-retried.jsonl': ['provider_error', true],
  'gemini/real-bad-key.jsonl': ['auth', false],
  'gemini/real-max-session-turns.jsonl': ['turns', false],
  'gemini/real-max-tokens-empty.jsonl': ['output_limit', false],
  'gemini/real-no-api-key.jsonl': ['auth', false],
  // Its only call denied: incomplete, and a re-run is refused the same way.
  'gemini/real-plan-mode-denied.jsonl': ['permission', false],
  // SIGTERM reached the CLI's tool, which then exited 0 without a result: a crash, not our cancel.
  'gemini/real-sigterm-mid-tool.jsonl': ['agent_crash', true],
  'gemini/real-stream-dropped.jsonl': ['provider_error', true],
  'gemini/real-untrusted-folder.jsonl': ['startup', false],
  'opencode/real-api-401.jsonl': ['auth', false],
  'opencode/real-length.jsonl': ['output_limit', false],
  'opencode/real-rejected.jsonl': ['permission', false],
};

function realFailures(): Record<string, [string, boolean]> {
  const out: Record<string, [string, boolean]> = {};
  const add = (name: string, s: RunSummary) => {
    const v = classifyFailure(s);
    if (v) out[name] = [v.kind, v.retryable];
  };
  for (const d of readdirSync(CAPTURES_DIR)) {
    if (statSync(join(CAPTURES_DIR, d)).isDirectory()) add(`claude-code/${d}`, foldCapture(d));
  }
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    for (const f of fixtureNames(dialect).filter((n) => n.startsWith('real-')))
      add(`${dialect}/${f}`, foldFixture(dialect, f));
  }
  return out;
}

describe('failure kinds of the real captures', () => {
  it('every failing capture has its kind and retryable; successes have none', () => {
    expect(realFailures()).toEqual(REAL);
  });

  it('what to do, in the words a person acts on', () => {
    expect(classifyFailure(foldCapture('06c-persistent-500'))?.advice).toBe(
      'the provider failed (HTTP 500) after 10 retries: re-run later',
    );
    expect(classifyFailure(foldFixture('codex', 'real-bad-key-401.jsonl'))?.advice).toBe(
      "the API key was rejected or missing: set CODEX_API_KEY in the step's env from a secret",
    );
    expect(classifyFailure(foldFixture('gemini', 'real-no-api-key.jsonl'))?.advice).toContain(
      'set GEMINI_API_KEY',
    );
    // Every call refused: re-running does not help, the rules do.
    expect(classifyFailure(foldFixture('gemini', 'real-plan-mode-denied.jsonl'))?.advice).toMatch(
      /^every call the agent made was refused: allow what it needs with permission-mode \(this agent takes no allowed-tools\)/,
    );
  });
});

// --- HAND-WRITTEN -----------------------------------------------------------------------------------

function failed(extra: Partial<RunSummary>): RunSummary {
  return {
    ...emptySummary('claude-code'),
    status: 'finished',
    outcome: 'error',
    outcomeSource: 'terminal_frame',
    startedAt: 0,
    exitCode: 1,
    ...extra,
  };
}
const retry = (httpStatus: number | null, category: string | null): Retry => ({
  attempt: 1,
  maxRetries: 10,
  delayMs: 500,
  httpStatus,
  category,
  message: null,
  at: 0,
});

describe('failure kinds (HAND-WRITTEN summaries)', () => {
  it('529 overloaded after 10 retries → provider_error, retryable, "re-run later"', () => {
    const v = classifyFailure(
      failed({
        terminalReason: 'api_error',
        errorMessage: 'API Error: Repeated 529 Overloaded errors',
        retries: Array.from({ length: 10 }, () => retry(529, 'overloaded')),
      }),
    );
    expect(v).toEqual({
      kind: 'provider_error',
      retryable: true,
      advice: 'the provider was overloaded after 10 retries: re-run later',
    });
  });

  it('Claude with a rejected key → auth, not retryable, names ANTHROPIC_API_KEY', () => {
    const v = classifyFailure(failed({ errorMessage: 'Invalid API key · Please run /login', exitCode: 1 }));
    expect(v?.kind).toBe('auth');
    expect(v?.retryable).toBe(false);
    expect(v?.advice).toContain('set ANTHROPIC_API_KEY');
  });

  it('a transient 429 is retryable; a used-up quota is not', () => {
    expect(
      classifyFailure(
        failed({ errorMessage: 'API Error: 429 Too Many Requests', retries: [retry(429, 'rate_limit')] }),
      ),
    ).toMatchObject({ kind: 'rate_limit', retryable: true });
    expect(
      classifyFailure(
        failed({ dialect: 'gemini', errorMessage: 'You have exhausted your daily quota on this model.' }),
      ),
    ).toMatchObject({ kind: 'rate_limit', retryable: false });
    expect(
      classifyFailure(
        failed({ dialect: 'cursor', errorMessage: 'Usage limit reached for this billing period' }),
      ),
    ).toMatchObject({ kind: 'rate_limit', retryable: false });
  });

  it('structured output that never matched its schema → schema', () => {
    expect(
      classifyFailure(failed({ subtype: 'error_max_structured_output_retries', errorMessage: 'gave up' }))
        ?.kind,
    ).toBe('schema');
  });

  it('the outcome names the kind first: limits, timeouts, incomplete', () => {
    const base = failed({});
    expect(classifyFailure({ ...base, outcome: 'timed_out' })?.kind).toBe('timeout');
    expect(classifyFailure({ ...base, outcome: 'incomplete' })).toMatchObject({
      kind: 'incomplete',
      retryable: true,
    });
    expect(classifyFailure({ ...base, outcome: 'budget_exceeded', errorMessage: '401 later' })?.kind).toBe(
      'budget',
    );
  });

  it('nothing ran (setup failed) → startup; output then no result → agent_crash; success → none', () => {
    expect(
      classifyFailure(
        failed({ startedAt: null, exitCode: null, outcomeSource: 'inferred', errorMessage: 'npm failed' }),
      )?.kind,
    ).toBe('startup');
    expect(
      classifyFailure(
        failed({ outcomeSource: 'exit_code', errorMessage: 'The agent stopped without a result (exit 1)' }),
      )?.kind,
    ).toBe('agent_crash');
    expect(classifyFailure({ ...failed({}), outcome: 'success' })).toBeNull();
    expect(classifyFailure({ ...failed({}), status: 'running', outcome: null })).toBeNull();
  });

  it('the kinds are the documented ones', () => {
    expect(FAILURE_KINDS).toEqual([
      'auth',
      'rate_limit',
      'provider_error',
      'budget',
      'turns',
      'output_limit',
      'timeout',
      'cancelled',
      'permission',
      'incomplete',
      'waiting_for_input',
      'schema',
      'agent_crash',
      'startup',
      'unknown',
    ]);
  });
});
