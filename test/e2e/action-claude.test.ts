// The Action end to end with its OWN Claude recipe (no `command` input): the bundled
// dist/index.js runs as a subprocess with the runner's environment, finds the real Claude Code CLI
// (pinned 2.1.330) on PATH with `install: never`, and the CLI talks to the local model server in a
// scratch git repository, as root, in the default permission mode with `allowed-tools`. The event
// is a pull_request and GITHUB_API_URL points at the fake GitHub, so the live comment lands there.
//
// Expectations are written from what the model is scripted to do and what the Action promises
// (action.yml outputs, annotations, the job result), never copied from a run.
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
import { type ClaudeActionRun, runClaudeAction } from '../support/claude-action.js';
import { CLAUDE_CODE_VERSION } from '../support/claude-cli.js';
import {
  httpError,
  message,
  overloaded,
  type RecordedRequest,
  text,
  times,
  toolUse,
} from '../support/model-server.js';
import { annotations, commandData, describeActionRun } from '../support/run-action.js';

const ALLOWED_TOOLS = 'Bash\nRead\nEdit\nWrite';

const e2e = agentE2e({ agent: 'claude', run: runClaudeAction });
const { prepare, scenario, once } = e2e;
afterAll(e2e.cleanup);

/** The messages the Action failed the step with (`::error::…`, setFailed's and the annotation's). */
function errors(r: ClaudeActionRun): string[] {
  return annotations(r.run, 'error').map((a) => a.message);
}

describe('the real Claude Code CLI for the Action tests', () => {
  test(`is installed (${CLAUDE_CODE_VERSION}), or this and every test below fail`, {
    timeout: 15 * 60_000,
  }, async () => {
    const { cli: claude } = await prepare(); // ~10 s from the registry on a fresh machine
    expect(claude.version).toBe(CLAUDE_CODE_VERSION);
    fs.accessSync(path.join(claude.binDir, 'claude'), fs.constants.X_OK);
  });
});

describe('the Action with its Claude recipe against the real CLI', () => {
  const tools = once({
    model: (repo) => ({
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
    }),
    inputs: () => ({ prompt: 'Add a sub function and a notes file.', 'allowed-tools': ALLOWED_TOOLS }),
  });

  test('tools really run (Bash ok, Bash failing, Read, Edit, Write) → success, counts, files, annotations', async () => {
    const r = await tools();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      subtype: 'success',
      error: '',
      result: 'Added sub() and NOTES.md.',
      'tool-calls': '5',
      'tool-errors': '1',
      'permission-denials': '0',
      retries: '0',
      turns: '6',
    });
    expect(Number(run.outputs['cost-usd'])).toBeGreaterThan(0);
    expect(run.outputs['session-id']).toMatch(/^[0-9a-f-]{36}$/);

    // The recipe ran the CLI in the default permission mode with --allowedTools (as root here).
    const launched = r.server.mainRequests()[0];
    expect(launched?.body?.tools?.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Bash', 'Read', 'Edit', 'Write']),
    );
    expect(r.server.mainRequests()).toHaveLength(6);

    // The tools really ran: the files changed on disk.
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'src/add.js'), 'utf8')).toContain(
      'export function sub(a, b)',
    );
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'NOTES.md'), 'utf8')).toBe('written by the agent\n');

    // The summary file: the statuses in order.
    const summary = JSON.parse(fs.readFileSync(run.outputs['summary-file']!, 'utf8')) as {
      toolCalls: Array<{ name: string; status: string }>;
    };
    expect(summary.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['Bash', 'ok'],
      ['Bash', 'error'],
      ['Read', 'ok'],
      ['Edit', 'ok'],
      ['Write', 'ok'],
    ]);

    // The job log narrates each call with its status.
    expect(run.stdout).toMatch(/✓ #1 Bash/);
    expect(run.stdout).toMatch(/✗ #2 Bash/);
    expect(run.stdout).toMatch(/✓ #3 Read/);
    expect(run.stdout).toMatch(/✓ #4 Edit/);
    expect(run.stdout).toMatch(/✓ #5 Write/);

    // Annotations: a notice on each changed file (relative to the workspace), a warning for the
    // failing Bash, no error.
    const notices = run.commands.filter((c) => c.command === 'notice');
    expect(notices.map((n) => /(?:^|,)file=([^,]+)/.exec(n.props)?.[1])).toEqual(['src/add.js', 'NOTES.md']);
    const warnings = run.commands.filter((c) => c.command === 'warning');
    expect(warnings).toHaveLength(1);
    expect(commandData(warnings[0]!.message)).toMatch(/oops|exit 3/i);
    expect(errors(r)).toEqual([]);
    expect(run.stepSummary).toMatch(/\| Tool calls \| 5 \|/);
  });

  test('tools: the PR comment carries the final answer (live comment)', async () => {
    const r = await tools();
    const body = finalComment(r);
    expect(body).toContain('Added sub() and NOTES.md.');
    expect(body).toMatch(/5 tool calls/);
  });

  const maxTurns = once({
    model: () => ({
      // Every main-thread call asks for another tool: the CLI must stop on its own.
      respond: () =>
        message([text('Exploring.'), toolUse('Bash', { command: 'echo turn', description: 'Echo' })]),
    }),
    inputs: () => ({ prompt: 'Keep exploring.', 'allowed-tools': ALLOWED_TOOLS, 'max-turns': '1' }),
  });

  test('max-turns: 1 while the model keeps calling tools → the job fails, outcome max_turns', async () => {
    const r = await maxTurns();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'max_turns',
      conclusion: 'failure',
      subtype: 'error_max_turns',
      'tool-calls': '1',
      'tool-errors': '0',
    });
    expect(run.outputs['error']).toMatch(/turn/i);
    expect(errors(r).join('\n')).toMatch(/Agent run ended with outcome 'max_turns'/);
    // One tool round ran, then the CLI stopped before asking the model again.
    expect(r.server.mainRequests()).toHaveLength(1);
  });

  test('max-turns: the comment is finalized with the outcome (live comment)', async () => {
    const body = finalComment(await maxTurns());
    expect(body).toMatch(/max turns/i);
  });

  test('max-budget-usd exceeded → budget_exceeded, the job fails, the model is not asked again', async () => {
    const r = await scenario({
      model: (repo) => ({
        // 100k input tokens per call: far over a 5-cent budget at any Claude price.
        respond: () =>
          message([toolUse('Bash', { command: `touch ${path.join(repo, 'spent')}`, description: 'Spend' })], {
            usage: { input_tokens: 100_000, output_tokens: 100 },
          }),
      }),
      inputs: () => ({ prompt: 'Keep spending.', 'allowed-tools': ALLOWED_TOOLS, 'max-budget-usd': '0.05' }),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'budget_exceeded',
      conclusion: 'failure',
      subtype: 'error_max_budget_usd',
    });
    expect(Number(run.outputs['cost-usd'])).toBeGreaterThan(0.05);
    expect(run.outputs['error']).toMatch(/budget|spending|cost/i);
    expect(errors(r).join('\n')).toMatch(/Agent run ended with outcome 'budget_exceeded'/);
    // The CLI stops before asking the model again. (Whether the one requested tool ran is a race
    // inside the CLI — it starts tools while the answer streams — so it is not asserted.)
    expect(r.server.mainRequests()).toHaveLength(1);
    expect(run.outputs['tool-calls']).toBe('1');
  });

  const retried = once({
    model: () => ({ replies: [...times(2, overloaded()), message([text('Hello after retries.')])] }),
    inputs: () => ({ prompt: 'Hello', 'allowed-tools': ALLOWED_TOOLS }),
  });

  test('529 twice then an answer → two retries in the log and the outputs, success', async () => {
    const r = await retried();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      conclusion: 'success',
      result: 'Hello after retries.',
      retries: '2',
    });
    expect(r.server.mainRequests().map((q) => q.answered)).toEqual([
      'http_error:529',
      'http_error:529',
      'message',
    ]);
    const retryLines = run.stdout.split('\n').filter((l) => /retry \d+\/\d+/.test(l));
    expect(retryLines).toHaveLength(2);
    expect(retryLines[0]).toMatch(/overloaded.*529.*retry 1\/\d+/i);
    expect(retryLines[1]).toMatch(/overloaded.*529.*retry 2\/\d+/i);
    expect(errors(r)).toEqual([]);
  });

  test('529 twice: the comment shows the two retries and the answer (live comment)', async () => {
    const body = finalComment(await retried());
    expect(body).toContain('Hello after retries.');
    expect(body).toMatch(/2 API retries · last: API overloaded \(529\), retry 2\//);
  });

  const apiDown = once({
    model: () => ({
      respond: () => httpError(500, { message: 'Internal server error (local model server)' }),
    }),
    inputs: () => ({ prompt: 'Hello', 'allowed-tools': ALLOWED_TOOLS }),
    env: { CLAUDE_CODE_MAX_RETRIES: '2' },
  });

  test('persistent 500 with CLAUDE_CODE_MAX_RETRIES=2 → failure with the API error as the reason (subtype "success", is_error)', async () => {
    const r = await apiDown();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(1);
    // The trap, for real: the CLI's result says subtype "success" with is_error: true.
    expect(run.outputs).toMatchObject({
      outcome: 'error',
      conclusion: 'failure',
      subtype: 'success',
      retries: '2',
    });
    expect(run.outputs['error']).toContain('Internal server error (local model server)');
    expect(run.outputs).toMatchObject({ 'failure-kind': 'provider_error', retryable: 'true' });
    expect(r.server.mainRequests()).toHaveLength(3);
    const failed = errors(r).find((e) => e.startsWith("Agent run ended with outcome 'error'"));
    expect(failed, errors(r).join('\n---\n')).toBeDefined();
    expect(failed).toContain('Internal server error (local model server)');
  });

  test('persistent 500: the comment says the API failed after the retries (live comment)', async () => {
    const body = finalComment(await apiDown());
    expect(body).toMatch(/API error after 2 retries/);
    expect(body).toContain('Internal server error (local model server)');
  });

  const TICKS = 'ticks.log';
  const cancel = cancelMidTool(TICKS);
  const cancelled = once({
    model: (repo) => ({
      replies: [
        message([
          text('Running a slow loop.'),
          toolUse('Bash', {
            // The CLI blocks a standalone `sleep N`; a loop of short sleeps is allowed.
            command: slowLoop(path.join(repo, TICKS)),
            description: 'Slow loop',
          }),
        ]),
        message([text('Loop done.')]),
      ],
    }),
    inputs: () => ({ prompt: 'Run the slow loop.', 'allowed-tools': ALLOWED_TOOLS }),
    onStart: cancel.onStart,
  });

  test('the runner cancelling mid-tool (SIGTERM to the action) → cancelled, no orphan agent process', async () => {
    const r = await cancelled();
    const { run } = r;
    expectCancelled(run, cancel);
    expect(run.outputs['tool-calls']).toBe('1');
    expect(run.stepSummary).toMatch(/cancel/i);
    expect(errors(r).join('\n')).toMatch(/Agent run ended with outcome 'cancelled'/);

    // What ran below the action when the signal came: the claude CLI — launched by the recipe in
    // the default permission mode with the allowed tools as ONE --allowedTools argument — and the
    // tool's shell loop with its sleep.
    const { cli: claude } = await prepare();
    const cli = cancel.commands.find((c) => c.startsWith(path.join(claude.binDir, 'claude')));
    expect(cli, cancel.commands.join('\n')).toBe(
      `${path.join(claude.binDir, 'claude')} -p --output-format stream-json --verbose --allowedTools Bash,Read,Edit,Write --permission-mode default`,
    );
    expect(cancel.commands.some((c) => c.includes('tick $i'))).toBe(true);
    expect(cancel.commands).toContain('sleep 1');
    // None of it is left: not the CLI, not the shell, not the sleep; the loop stopped writing.
    await expectNoneAlive(cancel);
    const ticksNow = await expectTicksStopped(cancel, r.sandbox);
    expect(ticksNow.split('\n').filter(Boolean).length).toBeLessThan(10);
  });

  test('cancelled: the comment is finalized as cancelled (live comment)', async () => {
    const body = finalComment(await cancelled());
    expect(body).toMatch(/cancel/i);
  });

  test('without allowed-tools the default permission mode denies Bash (as root): a denial, nothing ran → incomplete', async () => {
    // The control for the tests above: the same recipe minus `allowed-tools`. If the recipe
    // switched to a permissive mode (or dropped the flag), this would run the command.
    const r = await scenario({
      model: (repo) => ({
        replies: [
          message([toolUse('Bash', { command: `touch ${path.join(repo, 'denied')}`, description: 'Touch' })]),
          message([text('I was not allowed to run it.')]),
        ],
      }),
      inputs: () => ({ prompt: 'Touch a file.' }),
    });
    const { run } = r;
    // The CLI says success, but the run's only work was denied: it did nothing, so it is
    // incomplete and the job fails (incomplete is in the default fail-on).
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      result: 'I was not allowed to run it.',
      'tool-calls': '1',
      'permission-denials': '1',
      // A re-run is refused the same way: the rules must change, not the luck.
      'failure-kind': 'permission',
      retryable: 'false',
    });
    expect(run.outputs['error']).toMatch(/every tool call the agent made was denied \(1 denied\)/);
    expect(fs.existsSync(path.join(r.sandbox.repo, 'denied'))).toBe(false);
  });

  test('a prompt-file with characters a shell would mangle reaches the model byte for byte', async () => {
    const prompt = [
      '--version "; rm -rf / ; echo $HOME `whoami` $(id -u)',
      "it's a 'single' and a \"double\" quote, a back\\slash \\n and a tab:\there",
      'unicode: ✓ naïve café — 日本語 🚀 ∑',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal `${PATH}` a shell would expand
      '${PATH} %s %d {{ github.token }} *.js ~ & | ; < > !!',
      'the end',
    ].join('\n');
    const r = await scenario({
      model: () => ({ replies: [message([text('Got the prompt.')])] }),
      inputs: (repo) => {
        fs.writeFileSync(path.join(repo, 'prompt.md'), prompt);
        return { 'prompt-file': 'prompt.md', 'allowed-tools': ALLOWED_TOOLS };
      },
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', result: 'Got the prompt.' });
    const main = r.server.mainRequests();
    expect(main).toHaveLength(1);
    expect(userTexts(main[0]!)).toContain(prompt);
  });
});

/** Every text the request's first user message carries (a string or its text blocks). */
function userTexts(request: RecordedRequest): string[] {
  const first = request.body?.messages?.find((m) => m.role === 'user');
  const content = first?.content as unknown;
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content
    .filter((b): b is { type: 'text'; text: string } => b?.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text);
}

describe('a pull request cannot widen what Claude Code may do when permission-mode is unset', () => {
  const widened = once({
    files: {
      'notes.txt': 'alpha\n',
      // The repository's own settings: the CLI reads them as the project's.
      '.claude/settings.json': JSON.stringify({ permissions: { defaultMode: 'acceptEdits' } }),
    },
    model: (repo) => ({
      replies: [
        message([toolUse('Write', { file_path: path.join(repo, 'notes.txt'), content: 'gamma\n' })]),
        message([toolUse('Bash', { command: 'touch touched', description: 'Touch' })]),
        message([text('Done.')]),
      ],
    }),
    inputs: () => ({ prompt: 'Overwrite the notes.' }),
  });

  test('its .claude/settings.json asking for acceptEdits: the default mode on the command line wins, nothing written', {
    timeout: 120_000,
  }, async () => {
    // Measured before the flag: this run wrote "gamma" and ran `touch`, with no permission-mode given.
    const r = await widened();
    // Both calls denied and nothing else done: incomplete, the job fails.
    expect(r.run.code, describeActionRun(r.run)).toBe(1);
    expect(r.run.outputs['outcome']).toBe('incomplete');
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('alpha\n');
    expect(fs.existsSync(path.join(r.sandbox.repo, 'touched'))).toBe(false);
    expect(r.run.outputs['permission-denials']).toBe('2');
  });
});
