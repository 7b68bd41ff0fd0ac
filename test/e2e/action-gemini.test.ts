// The Action end to end with its OWN gemini recipe (no `command` input): the bundled dist/index.js
// runs as a subprocess with a runner's environment (CI=true, GITHUB_ACTIONS=true), finds the real
// Gemini CLI (pinned 0.61.0) on PATH with `install: never`, and the CLI talks to the local Gemini
// API stand-in (test/support/gemini-server.ts) in a scratch git repository, with an egress guard
// as its proxy. The event is a pull_request and GITHUB_API_URL points at the fake GitHub, so the
// live comment lands there.
//
// Expectations are written from what the model is scripted to do and what the Action promises
// (action.yml outputs, annotations, the job result), never copied from a run. Scenarios run
// concurrently (at most CONCURRENCY CLIs at once); each test awaits only its own run.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_ARGV_PROMPT_BYTES } from '../../src/agent/recipes/gemini.js';
import { AGENT_CLI_VERSIONS } from '../support/agent-cli.js';
import { agentE2e, finalComment } from '../support/agent-e2e.js';
import {
  cancelMidTool,
  expectCancelled,
  expectNoneAlive,
  expectTicksStopped,
  slowLoop,
} from '../support/cancel-mid-tool.js';
import { type GeminiActionRun, runGeminiAction } from '../support/gemini-action.js';
import {
  call,
  declaredTools,
  functionResponses,
  httpError,
  respond,
  text,
  thought,
  userTexts,
} from '../support/gemini-server.js';
import { annotations, describeActionRun } from '../support/run-action.js';

const VERSION = AGENT_CLI_VERSIONS.gemini;
const MODEL = 'gemini-2.5-flash';
/** At most this many Action + CLI pairs at once (2 cores, shared with other suites). */
const CONCURRENCY = 3;

const e2e = agentE2e({ agent: 'gemini', run: runGeminiAction, concurrency: CONCURRENCY });
const { prepare, once } = e2e;
afterAll(e2e.cleanup);

/** The final (only) comment on the PR: finalized, and about Gemini, never Claude. */
function theComment(r: GeminiActionRun): string {
  const body = finalComment(r);
  expect(body).toContain('Gemini');
  expect(body).not.toMatch(/Claude/);
  return body;
}

function summaryFile(r: GeminiActionRun): Record<string, unknown> & {
  toolCalls: Array<{ name: string; status: string; exitCode: number | null; input: unknown }>;
} {
  return JSON.parse(fs.readFileSync(r.run.outputs['summary-file']!, 'utf8'));
}

/** The once-per-run log line a run without permission-mode gets (the recipe's whenUnset). */
const UNSET_NOTICE = /'permission-mode' is not set, so Gemini CLI runs in its default approval mode/;

function noEgress(r: GeminiActionRun): void {
  expect(r.guard.attempts, 'nothing may try to leave the machine').toEqual([]);
}

describe('the real Gemini CLI for the Action tests', () => {
  test(`is installed (${VERSION}), or this and every test below fail`, { timeout: 15 * 60_000 }, async () => {
    const { cli: gemini } = await prepare();
    expect(gemini.version).toBe(VERSION);
    fs.accessSync(path.join(gemini.binDir, 'gemini'), fs.constants.X_OK);
  });
});

describe.concurrent('the Action with its gemini recipe against the real CLI, as on a CI runner', () => {
  // -------------------------------------------------------------------------------------------
  const plain = once({
    model: () => ({
      replies: [
        respond([thought('A greeting is enough.'), text('Hello from Gemini, offline.')], {
          usage: {
            promptTokenCount: 1000,
            candidatesTokenCount: 20,
            thoughtsTokenCount: 7,
            cachedContentTokenCount: 100,
          },
        }),
      ],
    }),
    inputs: () => ({ prompt: 'Say hello.' }),
  });

  test('plain answer under CI=true: the recipe trusts the workspace, success, tokens with thinking, the models used', async () => {
    const r = await plain();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      subtype: 'success',
      result: 'Hello from Gemini, offline.',
      error: '',
      'tool-calls': '0',
      'cost-usd': '',
      turns: '',
    });
    // No `model` input: the CLI asked its router (one generateContent call, 50 in / 5 out) first.
    const side = r.server.requests.filter((q) => q.verb === 'generateContent');
    const turns = r.server.turns();
    expect(side).toHaveLength(1);
    expect(turns).toHaveLength(1);
    // input: (1000 - 100 cached) + 50; output: 20 + 5 + 7 thinking (in the CLI's total only).
    expect(run.outputs).toMatchObject({
      'input-tokens': '950',
      'output-tokens': '32',
      'cache-read-tokens': '100',
    });
    const summary = summaryFile(r);
    // The init frame says "auto"; the summary names the models really used, most tokens first.
    expect(summary.model).toBe(`${turns[0]!.model}, ${side[0]!.model}`);
    expect(summary.retriesKnown).toBe(false);
    expect(run.outputs['session-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.stdout.match(new RegExp(UNSET_NOTICE.source, 'g'))).toHaveLength(1);
    expect(annotations(r.run, 'error')).toEqual([]);
    // The step summary: Gemini's headline with the models used, its numbers, no cost.
    expect(run.stepSummary).toContain(`## ✅ Gemini finished`);
    expect(run.stepSummary).toContain(summary.model as string);
    expect(run.stepSummary).toMatch(/\| Output tokens \| 32 \|/);
    // Gemini reports no cost: each model it used is priced from its own tokens (an estimate).
    expect(run.stepSummary).toMatch(/\| Cost \| ≈ \$[\d.]+ \(est\.\) \|/);
    // No retry seen, and Gemini CLI retries some failures silently: unknown, never 0.
    expect(run.outputs.retries).toBe('');
    expect(run.stepSummary).toMatch(/\| API retries \| unknown \|/);
    noEgress(r);
  });

  test('plain answer: the comment names Gemini and carries the answer', async () => {
    const body = theComment(await plain());
    expect(body).toContain('Hello from Gemini, offline.');
    expect(body).toMatch(/Gemini finished/);
  });

  // -------------------------------------------------------------------------------------------
  const tools = once({
    model: () => ({
      replies: [
        respond([
          text('Looking around. '),
          call('read_file', { file_path: 'README.md' }),
          call('list_directory', { dir_path: 'src' }),
        ]),
        respond([text('The repository has add.js.')]),
      ],
    }),
    inputs: () => ({ prompt: 'What is in this repository?', model: MODEL }),
  });

  test('a tool call that succeeds (read-only tools, default mode): the tools really ran', async () => {
    const r = await tools();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      result: 'The repository has add.js.',
      'tool-calls': '2',
      'tool-errors': '0',
      'permission-denials': '0',
    });
    expect(summaryFile(r).toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read_file', 'ok'],
      ['list_directory', 'ok'],
    ]);
    // What the tools returned to the model: the README's text and the src listing.
    const answers = functionResponses(r.server.turns()[1]!);
    expect(answers.map((a) => a.name)).toEqual(['read_file', 'list_directory']);
    expect(JSON.stringify(answers[0]!.response)).toContain('A tiny scratch repository');
    expect(JSON.stringify(answers[1]!.response)).toContain('add.js');
    expect(r.server.turns()[0]!.model).toBe(MODEL);
    expect(run.stdout).toMatch(/✓ #1 read_file/);
    expect(run.stdout).toMatch(/✓ #2 list_directory/);
    noEgress(r);
  });

  test('tools: the comment lists both calls', async () => {
    const body = theComment(await tools());
    expect(body).toMatch(/2 tool calls · 0 failed · 0 denied/);
    expect(body).toContain('The repository has add.js.');
  });

  // -------------------------------------------------------------------------------------------
  const shell = once({
    model: () => ({
      replies: [
        respond([call('run_shell_command', { command: 'echo shell-ok', description: 'say ok' })]),
        respond([call('run_shell_command', { command: 'exit 3', description: 'fail on purpose' })]),
        respond([text('One command failed.')]),
      ],
    }),
    inputs: () => ({ prompt: 'Run the checks.', model: MODEL, 'permission-mode': 'bypassPermissions' }),
  });

  test('bypassPermissions: shell commands run; one that exits 3 is a tool error with its exit code', async () => {
    const r = await shell();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      result: 'One command failed.',
      'tool-calls': '2',
      'tool-errors': '1',
      'permission-denials': '0',
    });
    expect(summaryFile(r).toolCalls.map((c) => [c.name, c.status, c.exitCode])).toEqual([
      ['run_shell_command', 'ok', null],
      ['run_shell_command', 'error', 3],
    ]);
    expect(declaredTools(r.server.turns()[0]!)).toContain('run_shell_command');
    // The command really ran: its output went back to the model.
    expect(JSON.stringify(functionResponses(r.server.turns()[1]!)[0]!.response)).toContain('shell-ok');
    expect(run.stdout).toMatch(/✗ #2 run_shell_command/);
    const warnings = annotations(r.run, 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.props + warnings[0]!.message).toMatch(/run_shell_command[\s\S]*exit 3/);
    expect(run.stdout).not.toMatch(UNSET_NOTICE);
  });

  test('shell: the comment counts the failed call', async () => {
    const body = theComment(await shell());
    expect(body).toMatch(/2 tool calls · 1 failed · 0 denied/);
    expect(body).toMatch(/✗ exit 3/);
  });

  // -------------------------------------------------------------------------------------------
  const EDIT_SCRIPT = () => ({
    replies: [
      respond([
        call('replace', {
          file_path: 'src/add.js',
          old_string: '  return a + b\n}',
          new_string: '  return a + b\n}\n\nexport function sub(a, b) {\n  return a - b\n}',
          instruction: 'add a sub function',
        }),
      ]),
      respond([text('Added sub().')]),
    ],
  });
  const edit = once({
    model: EDIT_SCRIPT,
    inputs: () => ({ prompt: 'Add a sub function.', model: MODEL, 'permission-mode': 'acceptEdits' }),
  });
  const blocked = once({
    model: EDIT_SCRIPT,
    inputs: () => ({ prompt: 'Add a sub function.', model: MODEL }),
  });

  test('acceptEdits (auto_edit): the edit really happens on disk, a notice on the file', async () => {
    const r = await edit();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'tool-calls': '1',
      'tool-errors': '0',
      'permission-denials': '0',
    });
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'src/add.js'), 'utf8')).toContain(
      'export function sub(a, b)',
    );
    const offered = declaredTools(r.server.turns()[0]!);
    expect(offered).toEqual(expect.arrayContaining(['replace', 'write_file']));
    expect(offered).not.toContain('run_shell_command');
    const notices = annotations(r.run, 'notice');
    expect(notices.map((n) => /(?:^|,)file=([^,]+)/.exec(n.props)?.[1])).toEqual(['src/add.js']);
    expect(notices[0]!.props).toMatch(/Changed by Gemini/);
    expect(run.stdout).not.toMatch(UNSET_NOTICE);
  });

  test('the same edit without permission-mode: blocked, counted as a denial that says what to set, the file unchanged → incomplete', async () => {
    const r = await blocked();
    const { run } = r;
    // The only call was denied: the run did nothing, so it is incomplete and the job fails.
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      'tool-calls': '1',
      'permission-denials': '1',
    });
    expect(run.outputs['error']).toMatch(/every tool call the agent made was denied \(1 denied\)/);
    expect(run.stepSummary).toMatch(/### Denied calls \(1\)\n\n- `replace` `src\/add\.js`\n/);
    expect(run.stepSummary).toContain('Gemini CLI takes no `allowed-tools` from Narrator');
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'src/add.js'), 'utf8')).not.toContain('sub');
    expect(declaredTools(r.server.turns()[0]!)).not.toContain('replace');
    expect(summaryFile(r).toolCalls.map((c) => [c.name, c.status])).toEqual([['replace', 'denied']]);
    // Once in the log, before the run: what the default mode means and the input to set.
    expect(run.stdout.match(new RegExp(UNSET_NOTICE.source, 'g'))).toHaveLength(1);
    // The denial as a warning annotation, with the mode that would have allowed it.
    const warnings = annotations(r.run, 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.props).toMatch(/Permission denied: replace/);
    expect(warnings[0]!.message).toMatch(/src\/add\.js[\s\S]*permission-mode: acceptEdits/);
    expect(run.stdout).toMatch(/permission denied: replace/);
    expect(run.stepSummary).toMatch(/\| Permission denials \| 1 \|/);
    expect(run.stepSummary).toMatch(/call 1: replace — ⛔ denied/);
  });

  test('blocked edit: the comment says what was blocked', async () => {
    const body = theComment(await blocked());
    expect(body).toMatch(/1 tool call · 0 failed · 1 denied/);
    expect(body).toMatch(/\| replace \| `src\/add\.js` \| ⛔ denied \|/);
  });

  // -------------------------------------------------------------------------------------------
  const apiDown = once({
    model: () => ({ respond: () => httpError(500, { message: 'Internal error encountered.' }) }),
    inputs: () => ({ prompt: 'Hello', model: MODEL }),
  });

  test('API 500 until the CLI gives up (general.maxAttempts 2): error, the retry from stderr, a readable reason', async () => {
    const r = await apiDown();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'error',
      conclusion: 'failure',
      subtype: 'error',
      error:
        'API error 500 INTERNAL: Internal error encountered.\n' +
        'What to do: the provider failed (HTTP 500) after 1 retry: re-run later. (provider_error, retryable)',
      'failure-kind': 'provider_error',
      retryable: 'true',
      // The one retry the CLI printed on stderr (retriesKnown stays false: some are silent).
      retries: '1',
    });
    expect(r.server.turns().map((q) => q.answered)).toEqual(['http_error:500', 'http_error:500']);
    expect(summaryFile(r)).toMatchObject({ exitCode: 244, retriesKnown: false });
    const failed = annotations(r.run, 'error').find((e) =>
      e.message.startsWith("Agent run ended with outcome 'error'"),
    );
    expect(failed?.message, JSON.stringify(annotations(r.run, 'error'))).toContain('API error 500 INTERNAL');
    expect(run.stepSummary).toMatch(/Gemini stopped/);
    expect(run.stepSummary).toMatch(/\| API retries \| at least 1 \|/);
    noEgress(r);
  });

  test('API 500: the comment shows the retry and the reason', async () => {
    const body = theComment(await apiDown());
    expect(body).toMatch(/1 API retry · last: API server error \(500\), retry 1/);
    expect(body).toContain('API error 500 INTERNAL: Internal error encountered.');
  });

  // -------------------------------------------------------------------------------------------
  const BAD_KEY = 'AIzaBadKeyForTheE2eTestsOnly0000000000';
  const badKey = once({
    model: () => ({
      respond: () =>
        httpError(401, {
          message:
            'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        }),
    }),
    inputs: () => ({ prompt: 'Hello', model: MODEL }),
    env: { GEMINI_API_KEY: BAD_KEY },
  });

  test('a bad key (401): error, and the reason tells which env var to set', async () => {
    const r = await badKey();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    expect(run.outputs.error).toMatch(/^API error 401 UNAUTHENTICATED: Request had invalid authentication/);
    expect(run.outputs.error).toMatch(/set GEMINI_API_KEY/);
    expect(run.outputs).toMatchObject({ 'failure-kind': 'auth', retryable: 'false' });
    expect(r.server.turns()[0]!.headers['x-goog-api-key']).toBe(BAD_KEY);
    expect(summaryFile(r).exitCode).toBe(145); // 401 & 0xFF
    const body = theComment(r);
    expect(body).toMatch(/GEMINI_API_KEY/);
    expect(body).not.toContain(BAD_KEY);
  });

  const noKey = once({
    model: () => ({}),
    inputs: () => ({ prompt: 'Hello', model: MODEL }),
    env: { GEMINI_API_KEY: undefined },
  });

  test('no key at all: exit 41 before any JSON, the reason says to set GEMINI_API_KEY', async () => {
    const r = await noKey();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    expect(summaryFile(r)).toMatchObject({ exitCode: 41, outcomeSource: 'exit_code' });
    expect(r.server.requests).toEqual([]);
    const failed = annotations(r.run, 'error')
      .map((e) => e.message)
      .join('\n');
    expect(failed).toMatch(/GEMINI_API_KEY/);
    expect(theComment(r)).toMatch(/GEMINI_API_KEY/);
  });

  // -------------------------------------------------------------------------------------------
  const maxTokens = once({
    model: () => ({
      respond: () => respond([], { finishReason: 'MAX_TOKENS', usage: { candidatesTokenCount: 0 } }),
    }),
    inputs: () => ({ prompt: 'Write a long essay.', model: MODEL }),
  });

  test('the output limit (MAX_TOKENS before any text): max_tokens and the job fails, though the CLI exits 0', async () => {
    const r = await maxTokens();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'max_tokens', conclusion: 'failure', subtype: 'error' });
    expect(run.outputs.error).toMatch(/exceeded the token limit/);
    expect(summaryFile(r).exitCode).toBe(0);
    // The CLI retried the empty reply once without a word: that is why retries are "unknown".
    expect(r.server.turns()).toHaveLength(2);
    expect(theComment(r)).toMatch(/token limit|max tokens/i);
  });

  // -------------------------------------------------------------------------------------------
  const maxTurns = once({
    model: () => ({
      respond: (_q, i) => respond([call('list_directory', { dir_path: i % 2 ? '.' : 'src' })]),
    }),
    inputs: () => ({ prompt: 'Keep exploring.', model: MODEL }),
    settings: { model: { maxSessionTurns: 2 } },
  });

  test('the turn limit (model.maxSessionTurns 2 in settings): max_turns, exit 53, the job fails', async () => {
    const r = await maxTurns();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'max_turns',
      conclusion: 'failure',
      'tool-calls': '2',
      'tool-errors': '0',
    });
    expect(run.outputs.error).toMatch(/max session turns/);
    expect(summaryFile(r).exitCode).toBe(53);
    expect(run.stepSummary).toMatch(/\| Outcome \| `max_turns` \|/);
    expect(r.server.turns()).toHaveLength(2);
    expect(theComment(r)).toMatch(/max turns/i);
  });

  // -------------------------------------------------------------------------------------------
  const HOSTILE = [
    '- fix the bug "now"; rm -rf / ; echo $HOME `whoami` $(id -u)',
    '--version',
    "it's a 'single' and a \"double\" quote, a back\\slash \\n and a tab:\there",
    'unicode: ✓ naïve café — 日本語 🚀 ∑ \u202Eevil\u202C',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal `${PATH}` a shell would expand
    '${PATH} %s %d {{ github.token }} *.js ~ & | ; < > !!',
    'the end',
  ].join('\n');
  const hostile = once({
    model: () => ({ replies: [respond([text('Got the prompt.')])] }),
    inputs: (repo) => {
      fs.writeFileSync(path.join(repo, 'prompt.md'), HOSTILE);
      return { 'prompt-file': 'prompt.md', model: MODEL };
    },
  });

  test('a prompt with quotes, $HOME, backticks, newlines, unicode and a leading "-" reaches the model byte for byte', async () => {
    const r = await hostile();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', result: 'Got the prompt.' });
    expect(r.server.turns()).toHaveLength(1);
    expect(userTexts(r.server.turns()[0]!)).toContain(HOSTILE);
  });

  // The longest prompt one argument holds: the kernel takes it (no E2BIG), the CLI passes it whole.
  const LONGEST = (() => {
    const head = `- ${'a long prompt line with unicode ✓\n'.repeat(3_000)}`;
    return `${head}${'z'.repeat(MAX_ARGV_PROMPT_BYTES - Buffer.byteLength(head) - 7)}the end`;
  })();
  const longest = once({
    model: () => ({ replies: [respond([text('Got the longest argument.')])] }),
    inputs: (repo) => {
      fs.writeFileSync(path.join(repo, 'longest.md'), LONGEST);
      return { 'prompt-file': 'longest.md', model: MODEL };
    },
  });

  test('the longest prompt one argument can carry goes as --prompt= and arrives whole', async () => {
    expect(Buffer.byteLength(LONGEST)).toBe(MAX_ARGV_PROMPT_BYTES);
    const r = await longest();
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    expect(r.run.outputs.result).toBe('Got the longest argument.');
    expect(userTexts(r.server.turns()[0]!)).toContain(LONGEST);
  });

  const BIG = `- ${'a big prompt line with unicode ✓\n'.repeat(5_000)}the end`; // ~170 KB
  const big = once({
    model: () => ({ replies: [respond([text('Got the big prompt.')])] }),
    inputs: (repo) => {
      fs.writeFileSync(path.join(repo, 'big.md'), BIG);
      return { 'prompt-file': 'big.md', model: MODEL };
    },
  });

  test('a prompt too big for one argument (over 128 KiB) goes on stdin and arrives whole', async () => {
    const r = await big();
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    expect(r.run.outputs.result).toBe('Got the big prompt.');
    expect(userTexts(r.server.turns()[0]!)).toContain(BIG);
  });

  // -------------------------------------------------------------------------------------------
  const untrusted = once({
    model: () => ({}),
    // The CLI run by hand, as before the recipe fix: no trust, so CI=true makes it refuse.
    inputs: () => ({
      command: `gemini --output-format stream-json --model=${MODEL} --prompt=Hello`,
      dialect: 'gemini',
    }),
  });

  test('control: the same CLI without the recipe (a `command`) is refused under CI (exit 55), and the reason says so', async () => {
    const r = await untrusted();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    expect(run.outputs.error).toMatch(/trusted directory/);
    expect(summaryFile(r)).toMatchObject({ exitCode: 55, outcomeSource: 'exit_code' });
    expect(r.server.requests).toEqual([]);
  });

  const userCommand = once({
    model: () => ({}),
    // What a user writes who runs the CLI themselves: `command` only, `agent` at its default
    // (claude). Refused under CI like above, with its red (ANSI) refusal on stderr.
    inputs: () => ({ command: 'gemini --output-format stream-json --prompt=Hello', agent: '' }),
  });

  test('a `command` running gemini, `agent` left unset: labelled Gemini, and no colour code in any view', async () => {
    const r = await userCommand();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(summaryFile(r)).toMatchObject({ dialect: 'gemini', exitCode: 55 });
    // The exit code is explained with Gemini's own table (exit 55: not trusted), once.
    expect(run.outputs.error).toMatch(/exit 55: the workspace is not trusted/);
    expect(run.outputs.error).toMatch(/Gemini CLI is not running in a trusted directory/);
    expect(run.stepSummary.split('\n')[0]).toMatch(/^## ❌ Gemini stopped/);
    const everyText = [
      JSON.stringify(run.outputs),
      run.stdout,
      run.stepSummary,
      ...r.github.requests.map((q) => q.rawBody),
      ...r.comments().map((c) => c.body),
    ];
    for (const text of everyText) {
      expect(text).not.toMatch(/Claude/);
      // No escape sequence, raw or JSON-escaped, and no orphaned colour code.
      expect(text).not.toMatch(/\u001b|\\u001b|\[(?:\d+;)*\d+m/);
    }
    expect(theComment(r)).toMatch(/### ❌ Gemini stopped/);
  });

  // -------------------------------------------------------------------------------------------
  const TICKS = 'ticks.log';
  const cancel = cancelMidTool(TICKS);
  const cancelled = once({
    model: (repo) => ({
      replies: [
        respond([
          call('run_shell_command', {
            command: slowLoop(path.join(repo, TICKS)),
            description: 'slow loop',
          }),
        ]),
        respond([text('Loop done.')]),
      ],
    }),
    inputs: () => ({ prompt: 'Run the slow loop.', model: MODEL, 'permission-mode': 'bypassPermissions' }),
    onStart: cancel.onStart,
  });

  test('the runner cancelling mid-tool (SIGTERM to the action) → cancelled, no orphan process', async () => {
    const r = await cancelled();
    const { run } = r;
    expectCancelled(run, cancel);
    expect(run.outputs['tool-calls']).toBe('1');
    // What ran below the action: the gemini launcher, the CLI it relaunched, the shell loop, sleep.
    const { cli: gemini } = await prepare();
    expect(
      cancel.commands.some(
        (c) => c.includes(`${gemini.binDir}/gemini`) || c.includes('gemini-cli/bundle/gemini.js'),
      ),
    ).toBe(true);
    expect(cancel.commands.some((c) => c.includes('tick $i'))).toBe(true);
    expect(cancel.commands).toContain('sleep 1');
    // The recipe's argv: the prompt as one --prompt= element, after the approval mode.
    expect(cancel.commands.some((c) => c.endsWith(`--approval-mode=yolo --prompt=Run the slow loop.`))).toBe(
      true,
    );
    await expectNoneAlive(cancel);
    const ticksNow = await expectTicksStopped(cancel, r.sandbox);
    expect(ticksNow.split('\n').filter(Boolean).length).toBeLessThan(10);
    expect(theComment(r)).toMatch(/cancel/i);
  });
});

describe('a pull request cannot widen what Gemini may do when permission-mode is unset', () => {
  const widened = once({
    files: {
      'notes.txt': 'alpha\n',
      // The workspace is trusted (the recipe trusts it), so its settings count.
      '.gemini/settings.json': JSON.stringify({ general: { defaultApprovalMode: 'auto_edit' } }),
    },
    model: (repo) => ({
      replies: [
        respond([call('write_file', { file_path: path.join(repo, 'notes.txt'), content: 'gamma\n' })]),
        respond([text('Done.')]),
      ],
    }),
    inputs: () => ({ prompt: 'Overwrite the notes.', model: MODEL }),
  });

  test('its .gemini/settings.json asking for auto_edit: the default mode is on the command line, the file untouched', {
    timeout: 120_000,
  }, async () => {
    // Measured before the flag: this run wrote "gamma", while the log said it could not write.
    const r = await widened();
    // The write, its only call, was denied: incomplete, the job fails.
    expect(r.run.code, describeActionRun(r.run)).toBe(1);
    expect(r.run.outputs).toMatchObject({ outcome: 'incomplete', 'permission-denials': '1' });
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('alpha\n');
    expect(r.run.stdout).toMatch(UNSET_NOTICE);
  });
});
