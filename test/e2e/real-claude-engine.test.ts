// The real Claude Code CLI (pinned, installed by scripts/install-claude.mjs), run offline against
// our local model server in a scratch git repository, as root-safe as CI needs: the default
// permission mode with --allowedTools (the CLI refuses bypassPermissions as root).
//
// Each test scripts the model's answers, runs the CLI once and checks what it printed: the frames
// the CLI itself wrote, what it sent the model server, what it did to the repository.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type ClaudeInstall, ensureClaude } from '../support/claude-cli.js';
import { type ClaudeSandbox, DUMMY_API_KEY, makeClaudeSandbox } from '../support/claude-env.js';
import { foldClaudeRun } from '../support/fold-claude-run.js';
import {
  httpError,
  type MessagesRequestBody,
  type ModelServer,
  type ModelServerOptions,
  message,
  overloaded,
  startModelServer,
  text,
  times,
  toolUse,
} from '../support/model-server.js';
import {
  type ClaudeFrame,
  type ClaudeRun,
  describeRun,
  lastResult,
  runClaude,
  streamJsonArgs,
} from '../support/run-claude.js';

const ALLOWED_TOOLS = ['--allowedTools', 'Bash Read Edit Write'];

let claude: ClaudeInstall;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  // Installs on a fresh machine (~10 s from the registry); throws — never skips — when it cannot.
  claude = await ensureClaude();
}, 15 * 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Scenario {
  model: ModelServerOptions;
  args: string[];
  env?: Record<string, string | undefined>;
}

/** Sandbox first (so the script can name files in it), then the model server, then the CLI. */
async function runScenario(
  build: (repo: string) => Scenario,
): Promise<{ run: ClaudeRun; server: ModelServer; sandbox: ClaudeSandbox }> {
  const sandbox = makeClaudeSandbox();
  cleanups.push(() => sandbox.cleanup());
  const scenario = build(sandbox.repo);
  const server = await startModelServer(scenario.model);
  cleanups.push(() => server.close());
  const env = { ...sandbox.envFor(server.url) };
  for (const [key, value] of Object.entries(scenario.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const run = await runClaude({
    binary: claude.binary,
    cwd: sandbox.repo,
    env,
    args: scenario.args,
    timeoutMs: 30_000,
  });
  return { run, server, sandbox };
}

type Block = { type: string; [key: string]: unknown };

function contentOf(frame: ClaudeFrame): Block[] {
  const msg = frame.message as { content?: unknown } | undefined;
  return Array.isArray(msg?.content) ? (msg.content as Block[]) : [];
}

/** tool_use blocks the CLI printed, paired with the tool_result that came back for each. */
function toolCalls(run: ClaudeRun) {
  const uses = run.frames
    .filter((f) => f.type === 'assistant' && f.parent_tool_use_id == null)
    .flatMap(contentOf)
    .filter((b) => b.type === 'tool_use');
  const results = run.frames
    .filter((f) => f.type === 'user')
    .flatMap(contentOf)
    .filter((b) => b.type === 'tool_result');
  return uses.map((use) => {
    const result = results.find((r) => r.tool_use_id === use.id);
    return {
      name: use.name as string,
      input: use.input as Record<string, unknown>,
      status: result === undefined ? 'pending' : result.is_error === true ? 'error' : 'ok',
      output: result === undefined ? null : JSON.stringify(result.content),
    };
  });
}

function finalText(run: ClaudeRun): string | undefined {
  const texts = run.frames
    .filter((f) => f.type === 'assistant')
    .flatMap(contentOf)
    .filter((b) => b.type === 'text');
  return texts.at(-1)?.text as string | undefined;
}

/** tool_result blocks the CLI sent back to the model in a request. */
function toolResultsSent(body: MessagesRequestBody | null): Block[] {
  const last = body?.messages?.at(-1);
  return Array.isArray(last?.content)
    ? (last.content as Block[]).filter((b) => b.type === 'tool_result')
    : [];
}

describe('the real Claude Code CLI against the local model server', () => {
  test('runs headless in the default permission mode (as root in CI) and answers with text → success', async () => {
    const { run, server, sandbox } = await runScenario(() => ({
      model: {
        replies: [
          message([text('The repo holds a tiny add() module.')], {
            usage: { input_tokens: 120, output_tokens: 9 },
          }),
        ],
      },
      args: streamJsonArgs('What is in this repo?', ...ALLOWED_TOOLS),
    }));
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stderr).toBe('');
    const init = run.frames[0];
    expect(init).toMatchObject({ type: 'system', subtype: 'init', cwd: sandbox.repo });
    expect((init as { claude_code_version?: string }).claude_code_version).toBe(claude.version);
    expect(lastResult(run)).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'The repo holds a tiny add() module.',
      num_turns: 1,
    });
    expect(finalText(run)).toBe('The repo holds a tiny add() module.');

    // What the CLI asked for: exactly one main-thread streaming call (no side calls, no other
    // endpoints), with its tool list and our dummy key.
    expect(server.requests.map((r) => `${r.method} ${r.path}${r.search} ${r.role}`)).toEqual([
      'POST /v1/messages?beta=true main',
    ]);
    const main = server.mainRequests();
    expect(main).toHaveLength(1);
    expect(main[0]).toMatchObject({ method: 'POST', path: '/v1/messages', search: '?beta=true' });
    expect(main[0]!.headers['x-api-key']).toBe(DUMMY_API_KEY);
    expect(main[0]!.headers['user-agent']).toContain(`claude-cli/${claude.version}`);
    expect(main[0]!.body?.stream).toBe(true);
    expect(main[0]!.body?.tools?.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Bash', 'Read', 'Edit', 'Write']),
    );
    expect(JSON.stringify(main[0]!.body?.messages)).toContain('What is in this repo?');

    // The engine folds the live stream into the same verdict.
    const summary = foldClaudeRun(run);
    expect(summary).toMatchObject({
      status: 'finished',
      dialect: 'claude-code',
      outcome: 'success',
      isError: false,
      finalText: 'The repo holds a tiny add() module.',
      turns: 1,
      exitCode: 0,
      cliVersion: claude.version,
    });
    expect(summary.toolCalls).toEqual([]);
    expect(summary.costUsd).toBe(lastResult(run)?.total_cost_usd);
    expect(summary.diagnostics.badLines).toBe(0);
  });

  test('tools really run: Bash ok, Bash failing, Read, Edit, Write → right statuses, files changed', async () => {
    const { run, server, sandbox } = await runScenario((repo) => ({
      model: {
        replies: [
          message([text('Checking.'), toolUse('Bash', { command: 'echo bash-ok', description: 'say ok' })]),
          message([toolUse('Bash', { command: 'echo oops >&2; exit 3', description: 'fail on purpose' })]),
          message([toolUse('Read', { file_path: path.join(repo, 'src/add.js') })]),
          message([
            toolUse('Edit', {
              file_path: path.join(repo, 'src/add.js'),
              old_string: '  return a + b\n}',
              new_string: '  return a + b\n}\n\nexport function sub(a, b) {\n  return a - b\n}',
            }),
          ]),
          message([
            toolUse('Write', { file_path: path.join(repo, 'NOTES.md'), content: 'written by the agent\n' }),
          ]),
          message([text('Added sub() and NOTES.md.')]),
        ],
      },
      args: streamJsonArgs('Add a sub function and a notes file.', ...ALLOWED_TOOLS),
    }));
    expect(run.exitCode, describeRun(run)).toBe(0);
    const calls = toolCalls(run);
    expect(calls.map((c) => [c.name, c.status])).toEqual([
      ['Bash', 'ok'],
      ['Bash', 'error'],
      ['Read', 'ok'],
      ['Edit', 'ok'],
      ['Write', 'ok'],
    ]);
    expect(calls[0]!.output).toContain('bash-ok');
    expect(calls[1]!.output).toContain('Exit code 3');
    expect(lastResult(run)).toMatchObject({ subtype: 'success', is_error: false, num_turns: 6 });
    expect(finalText(run)).toBe('Added sub() and NOTES.md.');
    // The files really changed on disk.
    expect(fs.readFileSync(path.join(sandbox.repo, 'src/add.js'), 'utf8')).toContain(
      'export function sub(a, b)',
    );
    expect(fs.readFileSync(path.join(sandbox.repo, 'NOTES.md'), 'utf8')).toBe('written by the agent\n');
    // The failing Bash went back to the model as an error tool_result.
    const sentBack = server.mainRequests().map((r) => toolResultsSent(r.body));
    expect(sentBack[2]?.[0]).toMatchObject({ is_error: true });
    expect(sentBack[1]?.[0]).toMatchObject({ is_error: false });

    const summary = foldClaudeRun(run);
    expect(summary.outcome).toBe('success');
    expect(summary.finalText).toBe('Added sub() and NOTES.md.');
    expect(summary.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['Bash', 'ok'],
      ['Bash', 'error'],
      ['Read', 'ok'],
      ['Edit', 'ok'],
      ['Write', 'ok'],
    ]);
    expect(summary.toolCalls[1]!.outputPreview).toContain('Exit code 3');
    for (const call of summary.toolCalls) expect(call.durationMs).toBeGreaterThanOrEqual(0);
  });
  test('--max-turns 1 while the model keeps calling tools → error_max_turns, exit 1', async () => {
    const { run, server } = await runScenario(() => ({
      model: {
        // Every main-thread call asks for another tool: the CLI must stop on its own.
        respond: () =>
          message([text('Exploring.'), toolUse('Bash', { command: 'echo turn', description: 'Echo' })]),
      },
      args: streamJsonArgs('Keep exploring.', ...ALLOWED_TOOLS, '--max-turns', '1'),
    }));
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(lastResult(run)).toMatchObject({ subtype: 'error_max_turns', is_error: true, num_turns: 2 });
    // One round of tools ran; the CLI stopped before asking the model again (as in capture 05).
    expect(toolCalls(run).map((c) => [c.name, c.status])).toEqual([['Bash', 'ok']]);
    expect(server.mainRequests()).toHaveLength(1);

    const summary = foldClaudeRun(run);
    expect(summary).toMatchObject({ outcome: 'max_turns', isError: true, turns: 2, exitCode: 1 });
    expect(summary.errorMessage).toMatch(/turn/i);
    expect(summary.toolCalls.map((c) => [c.name, c.status])).toEqual([['Bash', 'ok']]);
  });

  test('529 twice then an answer → two api_retry frames, success', async () => {
    const { run, server } = await runScenario(() => ({
      model: { replies: [...times(2, overloaded()), message([text('Hello after retries.')])] },
      args: streamJsonArgs('Hello', ...ALLOWED_TOOLS),
    }));
    expect(run.exitCode, describeRun(run)).toBe(0);
    const retries = run.frames.filter((f) => f.type === 'system' && f.subtype === 'api_retry');
    expect(retries.map((r) => [r.attempt, r.error_status])).toEqual([
      [1, 529],
      [2, 529],
    ]);
    for (const retry of retries) expect(retry.retry_delay_ms).toBeGreaterThan(0);
    expect(lastResult(run)).toMatchObject({
      subtype: 'success',
      is_error: false,
      result: 'Hello after retries.',
    });
    expect(server.mainRequests().map((r) => r.answered)).toEqual([
      'http_error:529',
      'http_error:529',
      'message',
    ]);

    const summary = foldClaudeRun(run);
    expect(summary.outcome).toBe('success');
    expect(summary.finalText).toBe('Hello after retries.');
    expect(summary.retries.map((r) => [r.attempt, r.httpStatus])).toEqual([
      [1, 529],
      [2, 529],
    ]);
  });

  test('persistent 500 with CLAUDE_CODE_MAX_RETRIES=2 → subtype "success" but is_error, the API error as text', async () => {
    const { run, server } = await runScenario(() => ({
      model: { respond: () => httpError(500, { message: 'Internal server error (local model server)' }) },
      args: streamJsonArgs('Hello', ...ALLOWED_TOOLS),
      env: { CLAUDE_CODE_MAX_RETRIES: '2' },
    }));
    expect(run.exitCode, describeRun(run)).toBe(1);
    const result = lastResult(run);
    // The trap: subtype says success, is_error says otherwise.
    expect(result).toMatchObject({ subtype: 'success', is_error: true, api_error_status: 500 });
    expect(String(result?.result)).toContain('Internal server error (local model server)');
    const retries = run.frames.filter((f) => f.type === 'system' && f.subtype === 'api_retry');
    expect(retries.map((r) => [r.attempt, r.max_retries, r.error_status])).toEqual([
      [1, 2, 500],
      [2, 2, 500],
    ]);
    expect(server.mainRequests()).toHaveLength(3);

    const summary = foldClaudeRun(run);
    expect(summary).toMatchObject({ outcome: 'error', subtype: 'success', isError: true, exitCode: 1 });
    expect(summary.errorMessage).toContain('Internal server error (local model server)');
    expect(summary.retries.map((r) => [r.attempt, r.maxRetries, r.httpStatus])).toEqual([
      [1, 2, 500],
      [2, 2, 500],
    ]);
  });

  test('--max-budget-usd exceeded → error_max_budget_usd, the model is not asked again', async () => {
    const { run, server } = await runScenario((repo) => ({
      model: {
        // 100k input tokens per call: far over a 5-cent budget at any Claude price.
        respond: () =>
          message([toolUse('Bash', { command: `touch ${path.join(repo, 'spent')}`, description: 'Spend' })], {
            usage: { input_tokens: 100_000, output_tokens: 100 },
          }),
      },
      args: streamJsonArgs('Keep spending.', ...ALLOWED_TOOLS, '--max-budget-usd', '0.05'),
    }));
    expect(run.exitCode, describeRun(run)).toBe(1);
    const result = lastResult(run);
    expect(result).toMatchObject({ subtype: 'error_max_budget_usd', is_error: true });
    expect(result?.total_cost_usd).toBeGreaterThan(0.05);
    // Whether the CLI still runs the last tool_use is a race inside the CLI (it starts tools while
    // the answer streams; under load `touch spent` ran in 1 of 6 runs). What is certain: the spend
    // is checked after the call, so the model is never asked again.
    expect(server.mainRequests()).toHaveLength(1);

    const summary = foldClaudeRun(run);
    expect(summary).toMatchObject({ outcome: 'budget_exceeded', isError: true, exitCode: 1 });
    expect(summary.costUsd).toBe(result?.total_cost_usd);
    expect(summary.errorMessage).toMatch(/budget|spending/i);
    // The engine agrees with the frames, whichever way the race went.
    expect(summary.toolCalls.map((c) => c.status)).toEqual(toolCalls(run).map((c) => c.status));
  });
});
