// The Action end to end with its OWN opencode recipe (no `command` input): the bundled
// dist/index.js runs as a subprocess with the runner's environment, finds the real opencode CLI
// (opencode-ai, pinned 1.18.33) on PATH with `install: never`, and the CLI talks to the local
// chat-completions server (test/support/openai-chat-server.ts) in a scratch git repository. The
// event is a pull_request and GITHUB_API_URL points at the fake GitHub, so the live comment lands
// there.
//
// Expectations are written from what the model is scripted to do, what the CLI was seen to do
// (dialects.md, "Observed from the real CLIs") and what the Action promises (action.yml outputs,
// annotations, the job result), never copied from a run.
//
// Not tested here because opencode has no such thing: a turn limit (an agent's `steps` only asks
// the model to stop; `max-turns` is refused with a warning, see test/agent/agents.test.ts) and API
// retries (opencode prints none in JSON mode, so the count cannot be known).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { agentE2e, finalComment } from '../support/agent-e2e.js';
import {
  cancelMidTool,
  expectCancelled,
  expectNoneAlive,
  expectTicksStopped,
  slowLoop,
} from '../support/cancel-mid-tool.js';
import {
  type ChatRecordedRequest,
  callTools,
  chatError,
  contentText,
  reply,
  tool,
} from '../support/openai-chat-server.js';
import { MODEL_ID, type OpencodeActionRun, runOpencodeAction } from '../support/opencode-action.js';
import { annotations, commandData, describeActionRun } from '../support/run-action.js';

const VERSION = '1.18.33';
const e2e = agentE2e({ agent: 'opencode', run: runOpencodeAction });
const { prepare, scenario, once } = e2e;
afterAll(e2e.cleanup);

/** The messages the Action failed the step with (`::error::…`). */
function errors(r: OpencodeActionRun): string[] {
  return annotations(r.run, 'error').map((a) => a.message);
}

interface SummaryFile {
  dialect: string;
  model: string | null;
  durationMs: number | null;
  toolCalls: Array<{ name: string; status: string; exitCode: number | null }>;
  permissionDenials: Array<{ tool: string; input: unknown }>;
}

function summaryOf(r: OpencodeActionRun): SummaryFile {
  return JSON.parse(fs.readFileSync(r.run.outputs['summary-file']!, 'utf8')) as SummaryFile;
}

/** The user text of the first agent-loop request, every text part joined. */
function firstUserText(request: ChatRecordedRequest): string {
  const user = request.body?.messages?.find((m) => m.role === 'user');
  return contentText(user?.content);
}

/** Names of the tools an agent-loop request offered the model. */
function offeredTools(request: ChatRecordedRequest): string[] {
  return (request.body?.tools ?? []).map((t) => t.function?.name ?? '?');
}

describe('the real opencode CLI for the Action tests', () => {
  test(`is installed (${VERSION}), or this and every test below fail`, { timeout: 15 * 60_000 }, async () => {
    const { cli } = await prepare();
    expect(cli.version).toBe(VERSION);
    fs.accessSync(path.join(cli.binDir, 'opencode'), fs.constants.X_OK);
  });
});

// One opencode run costs ~3 s of CPU (a 180 MB Bun binary starting up): on a busy 2-core machine a
// scenario can take far longer than the suite's default 30 s.
describe('the Action with its opencode recipe against the real CLI', { timeout: 120_000 }, () => {
  // Quotes, $HOME, backticks, $(…), a leading `-` (a flag to any argv parser), newlines, a tab,
  // unicode and trailing blanks: all must reach the model exactly as written.
  const HOSTILE_PROMPT = [
    '--version "; rm -rf / ; echo $HOME `whoami` $(id -u)',
    'Say hello to the "action" test — it\'s a \'single\' and a "double" quote, a back\\slash \\n',
    'unicode: ✓ naïve café — 日本語 🚀 ∑ \u200b(zero-width) \ttab',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal `${PATH}` a shell would expand
    '${PATH} %s {{ github.token }} *.js ~ & | ; < > !!',
    '  the end  ',
  ].join('\n');

  const plain = once({
    model: () => ({ replies: [reply('Hello from the local model. The answer is 42.')] }),
    inputs: (repo) => {
      fs.writeFileSync(path.join(repo, '..', 'prompt.md'), HOSTILE_PROMPT);
      return { 'prompt-file': path.join(repo, '..', 'prompt.md') };
    },
  });

  test('plain answer with a hostile prompt-file: the prompt reaches the model byte for byte, success', async () => {
    const r = await plain();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      subtype: 'stop',
      error: '',
      result: 'Hello from the local model. The answer is 42.',
      'tool-calls': '0',
      'tool-errors': '0',
      'permission-denials': '0',
      turns: '1',
    });
    expect(run.outputs['session-id']).toMatch(/^ses_/);
    expect(Number(run.outputs['cost-usd'])).toBeGreaterThan(0);
    expect(Number(run.outputs['input-tokens'])).toBeGreaterThan(0);
    expect(Number(run.outputs['duration-ms'])).toBeGreaterThan(0);

    const main = r.server.mainRequests();
    expect(main).toHaveLength(1);
    // Not re-quoted, not escaped, not split, not taken for a flag: the very bytes of the file.
    expect(firstUserText(main[0]!)).toBe(HOSTILE_PROMPT);
    expect(main[0]!.body?.model).toBe('local-model');
    // The session title is a side call to the small model, not a turn.
    expect(r.server.requests.filter((q) => q.role === 'side').length).toBeGreaterThanOrEqual(1);

    // The model is shown though the stream never names it (from the recipe's --model).
    expect(summaryOf(r)).toMatchObject({ dialect: 'opencode', model: MODEL_ID });
    expect(run.stepSummary).toContain(MODEL_ID);
    expect(run.stepSummary).toMatch(/\| Tool calls \| 0 \|/);
    expect(errors(r)).toEqual([]);
    // No permission-mode given: the log says once what that means for opencode.
    expect(
      run.stdout.match(/permission-mode is not set: opencode uses the permissions of its config/g),
    ).toHaveLength(1);
  });

  test('plain answer: the comment names opencode and carries the answer', async () => {
    const body = finalComment(await plain());
    expect(body).toContain('Hello from the local model. The answer is 42.');
    expect(body).toMatch(/opencode/);
    expect(body).not.toMatch(/Claude/);
  });

  // The user's opencode.json asks before any edit (as a cautious team would configure it): in a
  // non-interactive run that ask is rejected, unless permission-mode says edits are fine.
  const ASK_BEFORE_EDITS = { permission: { edit: 'ask' } };
  const editScript = (repo: string) => ({
    replies: [
      callTools([tool('bash', { command: 'echo bash-ok', description: 'Say ok' })], { text: 'Checking.' }),
      callTools([tool('bash', { command: 'echo oops >&2; exit 3', description: 'Fail on purpose' })]),
      callTools([
        tool('edit', {
          filePath: path.join(repo, 'src/add.js'),
          oldString: '  return a + b\n}',
          newString: '  return a + b\n}\n\nexport function sub(a, b) {\n  return a - b\n}',
        }),
      ]),
      reply('Added sub().'),
    ],
  });

  const edited = once({
    model: editScript,
    config: ASK_BEFORE_EDITS,
    inputs: () => ({ prompt: 'Add a sub function.', 'permission-mode': 'acceptEdits' }),
  });

  test('acceptEdits: bash ok, bash exit 3 (a tool error), an edit that really changes the file → success', async () => {
    const r = await edited();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      result: 'Added sub().',
      'tool-calls': '3',
      'tool-errors': '1',
      'permission-denials': '0',
      turns: '4',
    });
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'src/add.js'), 'utf8')).toContain(
      'export function sub(a, b)',
    );
    // The failing command: completed for opencode, an error with its exit code for us.
    expect(summaryOf(r).toolCalls.map((c) => [c.name, c.status, c.exitCode])).toEqual([
      ['bash', 'ok', 0],
      ['bash', 'error', 3],
      ['edit', 'ok', null],
    ]);
    expect(run.stdout).toMatch(/✓ #1 bash/);
    expect(run.stdout).toMatch(/✗ #2 bash/);
    expect(run.stdout).toMatch(/✓ #3 edit/);
    const warnings = run.commands.filter((c) => c.command === 'warning');
    expect(warnings.map((w) => commandData(w.message)).join('\n')).toMatch(/oops|exit 3/);
    const notices = run.commands.filter((c) => c.command === 'notice');
    expect(notices.map((n) => /(?:^|,)file=([^,]+)/.exec(n.props)?.[1])).toContain('src/add.js');
    expect(errors(r)).toEqual([]);
    // Four agent-loop calls: one per tool round, then the answer.
    expect(r.server.mainRequests()).toHaveLength(4);
    expect(run.stdout).not.toMatch(/permission-mode is not set/);
  });

  test('acceptEdits: the comment shows the failed command with its exit code', async () => {
    const body = finalComment(await edited());
    expect(body).toContain('Added sub().');
    expect(body).toMatch(/3 tool calls · 1 failed · 0 denied/);
    expect(body).toContain('✗ exit 3');
  });

  const blocked = once({
    model: editScript,
    config: ASK_BEFORE_EDITS,
    inputs: () => ({ prompt: 'Add a sub function.' }),
  });

  test('the same edit without permission-mode: rejected, the run ends there → a failure naming what was blocked', async () => {
    const r = await blocked();
    const { run } = r;
    // opencode itself exits 0 after the rejection: Narrator must not call that a success.
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'error',
      conclusion: 'failure',
      subtype: 'tool-calls',
      'tool-calls': '3',
      'tool-errors': '1',
      'permission-denials': '1',
    });
    expect(run.outputs['error']).toMatch(/not allowed to use edit \(.*src\/add\.js\)/);
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'src/add.js'), 'utf8')).not.toContain('sub(');
    expect(summaryOf(r).permissionDenials.map((d) => d.tool)).toEqual(['edit']);
    // The model was not asked again after the rejection.
    expect(r.server.mainRequests()).toHaveLength(3);
    // opencode's own stderr line (colour codes and all) says which permission: clean in the log.
    expect(run.stderr + run.stdout).not.toContain('\u001b[');
    const failed = errors(r).join('\n');
    expect(failed).toMatch(/Agent run ended with outcome 'error'/);
    expect(failed).toMatch(/not allowed to use edit/);
    // opencode's stderr line names the permission it asked for: it joins the reason.
    expect(run.outputs['error']).toMatch(/permission requested: edit \(.*\); auto-rejecting/);
    // One warning for the denial (not one for the denial and one for its error result).
    const denials = run.commands.filter(
      (c) => c.command === 'warning' && c.props.includes('Permission denied%3A edit'),
    );
    expect(denials, describeActionRun(run)).toHaveLength(1);
  });

  test('blocked: the comment says the edit was denied', async () => {
    const body = finalComment(await blocked());
    expect(body).toMatch(/opencode stopped/);
    expect(body).toMatch(/not allowed to use edit/);
    expect(body).toMatch(/3 tool calls · 1 failed · 1 denied/);
    expect(body).toContain('⛔ denied');
  });

  const readOnly = once({
    model: (repo) => ({
      replies: [
        // Tools the model is not offered still get called by a confused model: opencode answers
        // through its own `invalid` tool.
        callTools([tool('write', { filePath: path.join(repo, 'NEW.md'), content: 'should not exist' })]),
        callTools([tool('bash', { command: `touch ${path.join(repo, 'touched')}`, description: 'Touch' })]),
        callTools([tool('read', { filePath: path.join(repo, 'README.md') })]),
        reply('I could only read.'),
      ],
    }),
    inputs: () => ({ prompt: 'Look around.', 'permission-mode': 'plan' }),
  });

  test('plan: read only — edit and shell tools are not offered, the calls fail, nothing is written', async () => {
    const r = await readOnly();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    const offered = offeredTools(r.server.mainRequests()[0]!);
    expect(offered).toContain('read');
    for (const name of ['bash', 'edit', 'write']) expect(offered).not.toContain(name);
    expect(run.outputs).toMatchObject({ outcome: 'success', 'tool-calls': '3', 'tool-errors': '2' });
    expect(summaryOf(r).toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['write', 'error'],
      ['bash', 'error'],
      ['read', 'ok'],
    ]);
    expect(fs.existsSync(path.join(r.sandbox.repo, 'NEW.md'))).toBe(false);
    expect(fs.existsSync(path.join(r.sandbox.repo, 'touched'))).toBe(false);
  });

  test('bypassPermissions (--auto): a path outside the workspace, which opencode asks about, is allowed', async () => {
    const r = await scenario({
      model: (repo) => ({
        replies: [
          callTools([tool('read', { filePath: path.join(repo, '..', 'opencode.json') })]),
          reply('Read the outside file.'),
        ],
      }),
      inputs: () => ({ prompt: 'Read the config next door.', 'permission-mode': 'bypassPermissions' }),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'tool-calls': '1',
      'tool-errors': '0',
      'permission-denials': '0',
      result: 'Read the outside file.',
    });
  });

  const apiDown = once({
    // opencode retries a 500 five times with backoff; `retry-after-ms` (which it honours) keeps
    // the waits short.
    model: () => ({
      respond: () =>
        chatError(500, {
          message: 'The server had an error (local model server)',
          headers: { 'retry-after-ms': '10' },
        }),
    }),
    inputs: () => ({ prompt: 'Hello' }),
  });

  test('persistent 500: opencode gives up after its retries → error with the API message, a real duration', async () => {
    const r = await apiDown();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'error', conclusion: 'failure', subtype: 'APIError' });
    expect(run.outputs['error']).toContain('The server had an error (local model server)');
    expect(run.outputs['error']).toMatch(/HTTP 500/);
    expect(run.outputs).toMatchObject({ 'failure-kind': 'provider_error', retryable: 'true' });
    // 1 + 5 retries, all answered 500.
    expect(r.server.mainRequests().map((q) => q.answered)).toEqual(Array(6).fill('http_error:500'));
    // One error line is the whole stream, yet the run took time.
    expect(Number(run.outputs['duration-ms'])).toBeGreaterThan(0);
    expect(errors(r).join('\n')).toMatch(/Agent run ended with outcome 'error'.*The server had an error/s);
  });

  test('persistent 500: the comment says opencode stopped on the API error', async () => {
    const body = finalComment(await apiDown());
    expect(body).toMatch(/opencode stopped/);
    expect(body).toContain('The server had an error (local model server)');
  });

  test('a bad key (401): the reason says which variable to set; duration-ms is not 0', async () => {
    const r = await scenario({
      model: () => ({ replies: [reply('never sent')] }),
      inputs: () => ({ prompt: 'Hello' }),
      env: { LOCAL_MODEL_API_KEY: 'a-wrong-key' },
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'error', conclusion: 'failure', subtype: 'APIError' });
    expect(run.outputs['error']).toMatch(/HTTP 401/);
    expect(run.outputs).toMatchObject({ 'failure-kind': 'auth', retryable: 'false' });
    expect(run.outputs['error']).toMatch(
      /rejected the API key: set the variable opencode reads the key from/,
    );
    expect(run.outputs['error']).toContain('"apiKey": "{env:NAME}"');
    expect(r.server.mainRequests().map((q) => q.answered)).toEqual(['http_error:401']);
    expect(Number(run.outputs['duration-ms'])).toBeGreaterThan(0);
    expect(run.outputs['error']).not.toContain('a-wrong-key');
  });

  test('the output limit (finish_reason length) → max_tokens, the job fails', async () => {
    const r = await scenario({
      model: () => ({
        replies: [
          reply('This answer is cut off because', {
            finishReason: 'length',
            usage: { prompt_tokens: 1000, completion_tokens: 4096 },
          }),
        ],
      }),
      inputs: () => ({ prompt: 'Write a long essay.' }),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'max_tokens',
      conclusion: 'failure',
      subtype: 'length',
      'output-tokens': '4096',
    });
    expect(run.outputs['error']).toMatch(/output token limit/);
    expect(errors(r).join('\n')).toMatch(/Agent run ended with outcome 'max_tokens'/);
    expect(finalComment(r)).toContain('This answer is cut off because');
  });

  const TICKS = 'ticks.log';
  const cancel = cancelMidTool(TICKS);
  const cancelled = once({
    model: (repo) => ({
      replies: [
        callTools(
          [
            tool('bash', {
              command: slowLoop(path.join(repo, TICKS)),
              description: 'Slow loop',
            }),
          ],
          { text: 'Running a slow loop.' },
        ),
        reply('Loop done.'),
      ],
    }),
    inputs: () => ({ prompt: 'Run the slow loop.' }),
    onStart: cancel.onStart,
  });

  test('the runner cancelling mid-tool (SIGTERM to the action) → cancelled, no orphan process', async () => {
    const r = await cancelled();
    const { run } = r;
    expectCancelled(run, cancel);
    expect(errors(r).join('\n')).toMatch(/Agent run ended with outcome 'cancelled'/);
    // What ran below the action: the CLI as the recipe launched it (no prompt in argv) and the
    // tool's shell loop with its sleep.
    const { cli } = await prepare();
    const launched = cancel.commands.find((c) => c.startsWith(path.join(cli.binDir, 'opencode')));
    expect(launched, cancel.commands.join('\n')).toBe(
      `${path.join(cli.binDir, 'opencode')} run --format json --model ${MODEL_ID}`,
    );
    expect(cancel.commands.some((c) => c.includes('tick $i'))).toBe(true);
    // None of it is left.
    await expectNoneAlive(cancel);
    await expectTicksStopped(cancel, r.sandbox);
  });

  test('cancelled: the comment is finalized as cancelled', async () => {
    const body = finalComment(await cancelled());
    expect(body).toMatch(/cancel/i);
  });
});
