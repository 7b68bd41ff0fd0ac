// What to do after an API error, by HTTP status, the same for every agent: the real Claude Code CLI
// against the local model server answering 400, 404, 413 and 429, and the real Codex 400 capture.
// A bad request is not worth re-running; a rate limit or a server error is.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { classifyFailure } from '../../src/run/failure-kind.js';
import { type ClaudeInstall, ensureClaude } from '../support/claude-cli.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { foldFixture } from '../support/dialect-fixtures.js';
import { foldClaudeRun } from '../support/fold-claude-run.js';
import { httpError, startModelServer } from '../support/model-server.js';
import { describeRun, runClaude, streamJsonArgs } from '../support/run-claude.js';

let claude: ClaudeInstall;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  claude = await ensureClaude();
}, 15 * 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function claudeAgainst(status: number, message: string) {
  const sandbox = makeClaudeSandbox();
  cleanups.push(() => sandbox.cleanup());
  const server = await startModelServer({ respond: () => httpError(status, { message }) });
  cleanups.push(() => server.close());
  const run = await runClaude({
    binary: claude.binary,
    cwd: sandbox.repo,
    env: sandbox.envFor(server.url),
    args: streamJsonArgs('Say hi.', '--max-turns', '1'),
    timeoutMs: 90_000,
  });
  return { run, summary: foldClaudeRun(run) };
}

describe('Claude Code: the advice follows the HTTP status', () => {
  test.each([
    [400, 'messages.0.content: bad block', 'provider_error', false, /HTTP 400/],
    [404, 'model: claude-nope', 'provider_error', false, /HTTP 404/],
    [413, 'Request exceeds the maximum size', 'provider_error', false, /HTTP 413/],
  ])(
    'HTTP %i → not retryable',
    async (status, message, kind, retryable, advice) => {
      const { run, summary } = await claudeAgainst(status, message);
      expect(summary.outcome, describeRun(run)).toBe('error');
      const verdict = classifyFailure(summary);
      expect(verdict, `${summary.errorMessage}`).toMatchObject({ kind, retryable });
      expect(verdict?.advice).toMatch(advice);
    },
    120_000,
  );
});

describe('Codex: the same words for the same status', () => {
  test('a real 400 capture reads like the Claude one', () => {
    const verdict = classifyFailure(foldFixture('codex', 'real-bad-request-400'));
    expect(verdict).toMatchObject({ kind: 'provider_error', retryable: false });
    expect(verdict?.advice).toMatch(/HTTP 400/);
  });
});
