// The Action end to end with its OWN codex recipe (no `command` input): the bundled
// dist/index.js runs as a subprocess with the runner's environment, finds the real Codex CLI
// (pinned 0.169.0) on PATH with `install: never`, and the CLI talks to the local Responses API
// server (test/support/responses-server.ts) in a scratch git repository, offline
// (test/support/codex-env.ts). The event is a pull_request and GITHUB_API_URL points at the fake
// GitHub, so the live comment lands there.
//
// Expectations are written from what the model is scripted to do, what Codex 0.169 was seen to do
// (test/fixtures/codex/README.md) and what the Action promises (action.yml outputs, annotations,
// the job result), never copied from a run.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { AGENT_CLI_VERSIONS } from '../support/agent-cli.js';
import { agentE2e, finalComment } from '../support/agent-e2e.js';
import {
  cancelMidTool,
  expectCancelled,
  expectNoneAlive,
  expectTicksStopped,
  slowLoop,
} from '../support/cancel-mid-tool.js';
import { type CodexActionRun, runCodexAction } from '../support/codex-action.js';
import { DUMMY_CODEX_KEY } from '../support/codex-env.js';
import { commandLineOf } from '../support/process-tree.js';
import {
  addFilePatch,
  applyPatch,
  developerTextOf,
  execCommand,
  httpError,
  response,
  text,
  toolOutputsOf,
  userPromptOf,
} from '../support/responses-server.js';
import { annotations, describeActionRun } from '../support/run-action.js';

const e2e = agentE2e({ agent: 'codex', run: runCodexAction });
const { prepare, scenario, once } = e2e;
afterAll(e2e.cleanup);

/** The final (only) comment on the PR, about Codex. */
function theComment(r: CodexActionRun): string {
  const body = finalComment(r);
  // It names the agent that ran, never another one.
  expect(body).toMatch(/### \S+ Codex /);
  expect(body).not.toMatch(/Claude/);
  return body;
}

function expectOffline(r: CodexActionRun): void {
  // Nothing tried to leave the machine (the guard refuses and records every attempt).
  expect(r.guard.attempts).toEqual([]);
}

/** Processes whose working directory lies in `dir` (a leftover agent or tool), as "pid: cmdline". */
function processesIn(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`).startsWith(dir))
        found.push(`${entry}: ${commandLineOf(Number(entry))}`);
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

const READ_ONLY_NOTICE = /codex runs in its read-only sandbox because no 'permission-mode' is given/;

describe('the real Codex CLI for the Action tests', () => {
  test(`is installed (${AGENT_CLI_VERSIONS.codex}), or this and every test below fail`, {
    timeout: 15 * 60_000,
  }, async () => {
    const { cli: codex } = await prepare();
    expect(codex.version).toBe(AGENT_CLI_VERSIONS.codex);
    fs.accessSync(path.join(codex.binDir, 'codex'), fs.constants.X_OK);
  });
});

describe('the Action with its codex recipe against the real CLI', () => {
  const plain = once({
    model: () => ({ replies: [response([text('Hello from the local model.')])] }),
    inputs: () => ({ prompt: 'Say hello.' }),
  });

  test('a plain answer → success, the outputs, the step summary; the read-only default is said once', async () => {
    const r = await plain();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      subtype: 'turn.completed',
      error: '',
      result: 'Hello from the local model.',
      turns: '1',
      'tool-calls': '0',
      'tool-errors': '0',
      'permission-denials': '0',
      retries: '0',
      'cost-usd': '', // Codex reports no cost: never a made-up 0
    });
    expect(Number(run.outputs['input-tokens'])).toBeGreaterThan(0);
    expect(run.outputs['session-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.stdout.split('\n').filter((l) => READ_ONLY_NOTICE.test(l))).toHaveLength(1);
    expect(run.stepSummary).toMatch(/^## ✅ Codex finished/);
    expect(run.stepSummary).toContain('dialect `codex`');
    // What the recipe sent: the prompt, the key from CODEX_API_KEY, read-only by default.
    const [request] = r.server.responseRequests();
    expect(userPromptOf(request!)).toBe('Say hello.');
    expect(request!.headers['authorization']).toBe(`Bearer ${DUMMY_CODEX_KEY}`);
    expect(developerTextOf(request!)).toMatch(/`sandbox_mode` is `read-only`/);
    expect(annotations(r.run, 'error')).toEqual([]);
    expectOffline(r);
  });

  test('a plain answer: the PR comment names Codex and carries the answer', async () => {
    const body = theComment(await plain());
    expect(body).toMatch(/### ✅ Codex finished/);
    expect(body).toContain('Hello from the local model.');
  });

  const ADD_JS_PATCH = [
    '*** Begin Patch',
    '*** Update File: src/add.js',
    '@@',
    ' export function add(a, b) {',
    '   return a + b',
    ' }',
    '+',
    '+export function sub(a, b) {',
    '+  return a - b',
    '+}',
    '*** End Patch',
    '',
  ].join('\n');

  const tools = once({
    model: () => ({
      replies: [
        response([execCommand('echo tool-ok')]),
        // Coloured on stderr, as test runners print under CI: the colour must not reach a view.
        response([execCommand("printf '\\033[31moops\\033[0m\\n' >&2; exit 3")]),
        response([applyPatch(ADD_JS_PATCH)]),
        response([execCommand("printf 'written by codex\\n' > NOTES.md")]),
        response([text('Added sub() and NOTES.md.')]),
      ],
    }),
    // max-turns: Codex has no turn limit, so the input is dropped with a warning and not enforced.
    inputs: () => ({ prompt: 'Add a sub function.', 'permission-mode': 'acceptEdits', 'max-turns': '1' }),
  });

  test('acceptEdits: commands run (one exits 3: a tool error), the patch and the write really change the workspace', async () => {
    const r = await tools();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      result: 'Added sub() and NOTES.md.',
      'tool-calls': '4',
      'tool-errors': '1',
      'permission-denials': '0',
    });
    // The files changed on disk.
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'src/add.js'), 'utf8')).toBe(
      'export function add(a, b) {\n  return a + b\n}\n\nexport function sub(a, b) {\n  return a - b\n}\n',
    );
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'NOTES.md'), 'utf8')).toBe('written by codex\n');
    // The statuses in order, from the summary file.
    const summary = JSON.parse(fs.readFileSync(run.outputs['summary-file']!, 'utf8')) as {
      toolCalls: Array<{ name: string; status: string; exitCode: number | null }>;
    };
    expect(summary.toolCalls.map((c) => [c.name, c.status, c.exitCode])).toEqual([
      ['shell', 'ok', 0],
      ['shell', 'error', 3],
      ['apply_patch', 'ok', null],
      ['shell', 'ok', 0],
    ]);
    // The model was told the mode, and got each tool's real output back.
    const requests = r.server.responseRequests();
    expect(requests).toHaveLength(5);
    expect(developerTextOf(requests[0]!)).toMatch(/`sandbox_mode` is `workspace-write`/);
    expect(toolOutputsOf(requests[1]!).at(-1)?.output).toContain('tool-ok');
    expect(toolOutputsOf(requests[2]!).at(-1)?.output).toMatch(/exited with code 3[\s\S]*\u001b\[31moops/);
    // No read-only notice with a mode given; the dropped max-turns is a warning.
    expect(run.stdout).not.toMatch(READ_ONLY_NOTICE);
    const warnings = annotations(r.run, 'warning');
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/input 'max-turns' is not supported by codex/),
      // The output as a person reads it: `oops`, without the colour codes around it.
      expect.stringMatching(/shell .*exit 3.*failed \(exit 3\):\n(?:[\s\S]*\n)?oops\n?$/),
    ]);
    // The tool's colour codes reached the model (they are its real output), but no view.
    for (const text of [
      ...warnings.map((w) => w.message),
      run.stepSummary,
      fs.readFileSync(run.outputs['summary-file']!, 'utf8'),
    ]) {
      expect(text).not.toMatch(/\u001b|\\u001b/);
    }
    // A notice on the changed file (the patch's path, relative to the workspace).
    const notices = annotations(r.run, 'notice');
    expect(notices.map((n) => /(?:^|,)file=([^,]+)/.exec(n.props)?.[1])).toEqual(['src/add.js']);
    expect(annotations(r.run, 'error')).toEqual([]);
    expect(run.stepSummary).toMatch(/\| Tool calls \| 4 \|/);
    expectOffline(r);
  });

  test('acceptEdits: the comment counts the calls and the failure', async () => {
    const body = theComment(await tools());
    expect(body).toContain('Added sub() and NOTES.md.');
    expect(body).toMatch(/4 tool calls · 1 failed · 0 denied/);
    expect(body).not.toMatch(/\u001b/);
  });

  const blocked = once({
    model: () => ({
      replies: [
        response([execCommand("printf 'written by codex\\n' > NOTES.md")]),
        response([applyPatch(addFilePatch('PATCHED.md', 'patched by codex'))]),
        response([text('I could not write anything.')]),
      ],
    }),
    inputs: () => ({ prompt: 'Write the notes.' }),
  });

  test('the same writes without permission-mode: blocked by the read-only sandbox, counted as denials, nothing written → incomplete', async () => {
    const r = await blocked();
    const { run } = r;
    // Both writes blocked and nothing else done: the run did nothing, so it is incomplete and the
    // job fails, though Codex says it finished.
    expect(run.code, describeActionRun(run)).toBe(1);
    // Codex sometimes also emits the blocked command as its own failed item (exit 1, Read-only
    // file system): then the reason names the failure too.
    expect(run.outputs['error']).toMatch(
      /every tool call the agent made was denied \(2 denied\)|no tool call the agent made succeeded \(2 denied, 1 failed\)/,
    );
    // The views list the denials and say what allows more: Codex has no allow-list.
    expect(run.stepSummary).toMatch(/### Denied calls \(2\)/);
    expect(run.stepSummary).toContain('Codex has no allow-list of tools: its sandbox decides.');
    expect(run.stdout).toMatch(/^ {2}⛔ apply_patch /m);
    // The two denials come from its stderr. Codex emits no item for the patch; for the command it
    // emits none, or (seen under load, twice in a row on 2026-11-28) its own item that failed.
    const shown = Number(run.outputs['tool-calls']);
    expect(shown === 2 || shown === 3, `tool-calls ${shown}`).toBe(true);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      result: 'I could not write anything.',
      'tool-errors': String(shown - 2),
      'permission-denials': '2',
    });
    expect(fs.existsSync(path.join(r.sandbox.repo, 'NOTES.md'))).toBe(false);
    expect(fs.existsSync(path.join(r.sandbox.repo, 'PATCHED.md'))).toBe(false);
    // The model did ask for both (the server saw each tool's output come back).
    const requests = r.server.responseRequests();
    expect(requests).toHaveLength(3);
    expect(toolOutputsOf(requests[1]!).at(-1)?.output).toMatch(/Read-only file system/);
    expect(toolOutputsOf(requests[2]!).at(-1)?.output).toMatch(/writing is blocked by read-only sandbox/);
    // The log says why once, up front, and each block as a warning annotation.
    expect(run.stdout.split('\n').filter((l) => READ_ONLY_NOTICE.test(l))).toHaveLength(1);
    const warnings = annotations(r.run, 'warning')
      .map((w) => w.message)
      .filter((m) => / was denied/.test(m));
    expect(warnings).toEqual([
      expect.stringMatching(/^shell a command: blocked by the sandbox \(read only file system\) was denied/),
      expect.stringMatching(
        /^apply_patch a patch: writing is blocked by read-only sandbox was denied: patch rejected/,
      ),
    ]);
    expect(run.stepSummary).toMatch(/\| Permission denials \| 2 \|/);
    expectOffline(r);
  });

  test('blocked: the comment says what was blocked, not a clean success', async () => {
    const body = theComment(await blocked());
    expect(body).toMatch(/(2 tool calls · 0 failed|3 tool calls · 1 failed) · 2 denied/);
    expect(body).toMatch(
      /\| apply_patch \| `a patch: writing is blocked by read-only sandbox` \| ⛔ denied \|/,
    );
    expect(body).toMatch(
      /\| shell \| `a command: blocked by the sandbox \(read only file system\)` \| ⛔ denied \|/,
    );
  });

  const apiDown = once({
    model: () => ({
      respond: () => httpError(500, { message: 'Internal server error (local responses server)' }),
    }),
    inputs: () => ({ prompt: 'Hello', 'permission-mode': 'plan' }),
  });

  test('HTTP 500 until Codex gives up (stream_max_retries 2) → one failure after 2 retries, the job fails', async () => {
    const r = await apiDown();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'error',
      conclusion: 'failure',
      subtype: 'turn.failed',
      retries: '2',
      'tool-calls': '0',
    });
    // Codex words a 500 as "high demand"; that is its reason, verbatim, then what to do about it.
    expect(run.outputs['error']).toBe(
      'We’re currently experiencing high demand, which may cause temporary errors.\n' +
        'What to do: the provider was overloaded after 2 retries: re-run later. (provider_error, retryable)',
    );
    expect(run.outputs).toMatchObject({ 'failure-kind': 'provider_error', retryable: 'true' });
    expect(r.server.responseRequests().map((q) => q.answered)).toEqual([
      'http_error:500',
      'http_error:500',
      'http_error:500',
    ]);
    // One failure: the error annotation only, no warning for the same message.
    const errors = annotations(r.run, 'error').map((e) => e.message);
    expect(errors.filter((e) => e.startsWith("Agent run ended with outcome 'error'"))).toHaveLength(1);
    expect(annotations(r.run, 'warning')).toEqual([]);
    // The retries are not called a connection failure: the message hides the status.
    const retryLines = run.stdout.split('\n').filter((l) => /retry \d\/\d/.test(l));
    expect(retryLines).toHaveLength(2);
    for (const line of retryLines) expect(line).toMatch(/API error, retry [12]\/2/);
    expect(run.stdout).not.toMatch(/connection failed/i);
    expectOffline(r);
  });

  test('HTTP 500: the comment says the API failed after the retries', async () => {
    const body = theComment(await apiDown());
    expect(body).toMatch(/### ❌ Codex stopped: API error after 2 retries/);
  });

  const OPENAI_KEY = 'sk-openai-local-test-key-7c1f0e9a2b';
  const badKey = once({
    model: () => ({
      respond: () => httpError(401, { message: 'Incorrect API key provided: sk-op***9a2b.' }),
    }),
    inputs: () => ({ prompt: 'Hello', 'permission-mode': 'plan' }),
    // Only OPENAI_API_KEY, as many workflows set it: the recipe passes it on as CODEX_API_KEY.
    env: { CODEX_API_KEY: undefined, OPENAI_API_KEY: OPENAI_KEY },
  });

  test('a bad key (401): the failure names CODEX_API_KEY; OPENAI_API_KEY was passed on, and never shown', async () => {
    const r = await badKey();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'error', conclusion: 'failure', retries: '2' });
    expect(run.outputs['error']).toMatch(/^unexpected status 401 Unauthorized: Incorrect API key provided/);
    expect(run.outputs['error']).toMatch(
      /What to do: the API key was rejected or missing: set CODEX_API_KEY/,
    );
    expect(run.outputs).toMatchObject({ 'failure-kind': 'auth', retryable: 'false' });
    // codex exec read the key the recipe passed on (it ignores OPENAI_API_KEY itself).
    for (const request of r.server.responseRequests()) {
      expect(request.headers['authorization']).toBe(`Bearer ${OPENAI_KEY}`);
    }
    expect(run.stdout).toMatch(/Narrator passes OPENAI_API_KEY to codex as CODEX_API_KEY/);
    const failure = annotations(r.run, 'error').find((e) =>
      e.message.startsWith("Agent run ended with outcome 'error'"),
    );
    expect(failure?.message, JSON.stringify(annotations(r.run, 'error'))).toMatch(
      /401 Unauthorized[\s\S]*set CODEX_API_KEY in the step's env/,
    );
    // The retries carry the status.
    expect(run.stdout).toMatch(/API authentication failed \(401\), retry 1\/2/);
    // The key itself reaches no view.
    // (Except in the runner's own `::add-mask::` commands, which are how it hides the value.)
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    const seen = [log, run.stderr, run.stepSummary, JSON.stringify(run.outputs), theComment(r)].join('\n');
    expect(seen).not.toContain(OPENAI_KEY);
    expectOffline(r);
  });

  test('the output limit (response.incomplete: max_output_tokens) → max_tokens with the partial answer', async () => {
    const r = await scenario({
      model: () => ({
        replies: [response([text('The answer starts here and then')], { incomplete: 'max_output_tokens' })],
      }),
      inputs: () => ({ prompt: 'Write a long answer.', 'permission-mode': 'plan' }),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'max_tokens',
      conclusion: 'failure',
      result: 'The answer starts here and then',
    });
    expect(run.outputs['error']).toBe(
      'Incomplete response returned, reason: max_output_tokens\n' +
        "What to do: the answer hit the model's output token limit: ask for a shorter answer or raise the model's output limit. (output_limit, not retryable)",
    );
    expect(run.outputs).toMatchObject({ 'failure-kind': 'output_limit', retryable: 'false' });
    expect(annotations(r.run, 'warning')).toEqual([]);
    expect(theComment(r)).toMatch(/### ✂ Codex was cut off at max tokens/);
  });

  test('a prompt-file with characters a shell would mangle, starting with "-", reaches the model byte for byte', async () => {
    const prompt = [
      '--version "; rm -rf / ; echo $HOME `whoami` $(id -u)',
      "it's a 'single' and a \"double\" quote, a back\\slash \\n and a tab:\there",
      'unicode: ✓ naïve café — 日本語 🚀 ∑ \u200b zero-width',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal `${PATH}` a shell would expand
      '${PATH} %s %d {{ github.token }} *.js ~ & | ; < > !!',
      '- a line starting with a dash',
      'the end',
    ].join('\n');
    const r = await scenario({
      model: () => ({ replies: [response([text('Got the prompt.')])] }),
      inputs: (repo) => {
        fs.writeFileSync(path.join(repo, 'prompt.md'), prompt);
        return { 'prompt-file': 'prompt.md', 'permission-mode': 'plan' };
      },
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', result: 'Got the prompt.' });
    const requests = r.server.responseRequests();
    expect(requests).toHaveLength(1);
    expect(userPromptOf(requests[0]!)).toBe(prompt);
  });

  const TICKS = 'ticks.log';
  // Cancelled once the loop has written its second tick: by then codex has long printed the call's
  // item.started (it can reach stdout a little after the command starts, and a cancel in that gap
  // would find no call to count).
  const cancel = cancelMidTool(TICKS, 2);
  const cancelled = once({
    model: () => ({
      replies: [response([execCommand(slowLoop(TICKS))]), response([text('Loop done.')])],
    }),
    inputs: () => ({ prompt: 'Run the slow loop.', 'permission-mode': 'acceptEdits' }),
    onStart: cancel.onStart,
  });

  test('the runner cancelling mid-tool (SIGTERM to the action) → cancelled, no orphan process', async () => {
    const r = await cancelled();
    const { run } = r;
    expectCancelled(run, cancel);
    expect(run.outputs['tool-calls'], describeActionRun(run)).toBe('1');
    // What ran below the action: codex (launched by the recipe with the mode's sandbox), its
    // sandbox helper (bubblewrap) and the tool's shell loop with its sleep.
    const { cli: codex } = await prepare();
    expect(cancel.commands.join('\n')).toMatch(
      /codex exec --json --skip-git-repo-check --sandbox workspace-write -/,
    );
    expect(cancel.commands.some((c) => c.includes('tick $i'))).toBe(true);
    expect(cancel.commands).toContain('sleep 1');
    expect(codex.binDir).toBeTruthy();
    // None of it is left.
    await expectNoneAlive(cancel);
    expect(processesIn(r.sandbox.root)).toEqual([]);
    await expectTicksStopped(cancel, r.sandbox);
  });

  test('cancelled: the comment is finalized as cancelled', async () => {
    const body = theComment(await cancelled());
    expect(body).toMatch(/### ⏹ Codex was cancelled/);
  });

  test('an API that hangs: our idle limit stops codex (it would wait and retry on its own) → timed_out, nothing left', async () => {
    const r = await scenario({
      model: () => ({ respond: () => ({ kind: 'hang' }) }),
      inputs: () => ({ prompt: 'Hello', 'permission-mode': 'plan', 'idle-timeout-minutes': '0.05' }),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'timed_out', conclusion: 'failure' });
    expect(run.outputs['error']).toMatch(/no output for/);
    expect(r.server.responseRequests().map((q) => q.answered)).toEqual(['hang']);
    expect(run.ms).toBeLessThan(20_000);
    expect(processesIn(r.sandbox.root)).toEqual([]);
  });
});
