// A "success" that did not do the job, made by the real Claude Code CLI against the local model
// server: the model writes a plan with TodoWrite, works on it, then simply stops talking. The CLI
// reports `subtype: success`; Narrator must say `incomplete` and name what was left. The same plan
// finished, and the same plan cut by --max-turns, must keep their own outcomes (no false red).
//
// Each run's stdout is what the CLI printed this time; NARRATOR_UPDATE_CAPTURES=1 also writes it to
// test/fixtures/completeness/ (the no-false-red test reads the successful ones from there).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type ClaudeInstall, ensureClaude } from '../support/claude-cli.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { foldClaudeRun } from '../support/fold-claude-run.js';
import { type MessageReply, message, startModelServer, text, toolUse } from '../support/model-server.js';
import { type ClaudeRun, describeRun, lastResult, runClaude, streamJsonArgs } from '../support/run-claude.js';

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'fixtures', 'completeness');
const ALLOWED_TOOLS = ['--allowedTools', 'Bash Read TodoWrite'];

let claude: ClaudeInstall;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  claude = await ensureClaude();
}, 15 * 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PLAN = [
  { content: 'Read the add() module', activeForm: 'Reading the add() module' },
  { content: 'Add the regression test', activeForm: 'Adding the regression test' },
  { content: 'Run the test suite', activeForm: 'Running the test suite' },
];

function todos(statuses: string[]) {
  return { todos: PLAN.map((p, i) => ({ ...p, status: statuses[i] })) };
}

async function run(replies: MessageReply[], name: string, ...extra: string[]): Promise<ClaudeRun> {
  const sandbox = makeClaudeSandbox();
  cleanups.push(() => sandbox.cleanup());
  const server = await startModelServer({ replies });
  cleanups.push(() => server.close());
  const result = await runClaude({
    binary: claude.binary,
    cwd: sandbox.repo,
    env: sandbox.envFor(server.url),
    args: streamJsonArgs('Add a regression test for add().', ...ALLOWED_TOOLS, ...extra),
    timeoutMs: 30_000,
  });
  if (process.env['NARRATOR_UPDATE_CAPTURES'] === '1') {
    fs.mkdirSync(FIXTURES, { recursive: true });
    // The sandbox's path varies per run: a fixed placeholder keeps the capture stable.
    fs.writeFileSync(path.join(FIXTURES, `${name}.jsonl`), result.stdout.split(sandbox.repo).join('/repo'));
    fs.writeFileSync(path.join(FIXTURES, `${name}.exit`), `${result.exitCode}\n`);
  }
  return result;
}

describe('the real Claude Code CLI: a plan left open behind a reported success', () => {
  test('TodoWrite with two items open, then the model stops → the CLI says success, Narrator incomplete', async () => {
    const r = await run(
      [
        message([toolUse('TodoWrite', todos(['in_progress', 'pending', 'pending']))]),
        message([toolUse('Read', { file_path: 'src/add.js' })]),
        message([toolUse('TodoWrite', todos(['completed', 'in_progress', 'pending']))]),
        message([text('I looked at add().')]),
      ],
      'real-open-plan-success',
    );
    expect(r.exitCode, describeRun(r)).toBe(0);
    expect(lastResult(r)).toMatchObject({ subtype: 'success', is_error: false });
    const s = foldClaudeRun(r);
    expect(s.outcome).toBe('incomplete');
    expect(s.errorMessage).toBe(
      "The agent reported success, but 2 of 3 todos still open: 'Add the regression test' (in progress), 'Run the test suite'.",
    );
    expect(s.subtype).toBe('success');
  }, 60_000);

  test('the same plan finished → success', async () => {
    const r = await run(
      [
        message([toolUse('TodoWrite', todos(['in_progress', 'pending', 'pending']))]),
        message([toolUse('TodoWrite', todos(['completed', 'completed', 'completed']))]),
        message([text('All three done.')]),
      ],
      'real-plan-done-success',
    );
    expect(r.exitCode, describeRun(r)).toBe(0);
    const s = foldClaudeRun(r);
    expect(s.outcome).toBe('success');
    expect(s.todos.map((t) => t.status)).toEqual(['completed', 'completed', 'completed']);
  }, 60_000);

  test('--max-turns 2 mid-plan → max_turns (never reported as incomplete), the reason counts the plan items left', async () => {
    const r = await run(
      [
        message([toolUse('TodoWrite', todos(['in_progress', 'pending', 'pending']))]),
        message([toolUse('Bash', { command: 'ls', description: 'list' })]),
        message([toolUse('Bash', { command: 'ls src', description: 'list src' })]),
        message([text('never reached')]),
      ],
      'real-max-turns-mid-plan',
      '--max-turns',
      '2',
    );
    expect(lastResult(r), describeRun(r)).toMatchObject({ subtype: 'error_max_turns' });
    const s = foldClaudeRun(r);
    expect(s.outcome).toBe('max_turns');
    expect(s.todos.filter((t) => t.status !== 'completed')).toHaveLength(3);
  }, 60_000);
});
