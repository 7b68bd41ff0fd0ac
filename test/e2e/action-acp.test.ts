// The Action end to end over the Agent Client Protocol: dist/index.js with `protocol: acp` starts
// the REAL Gemini CLI (pinned 0.61.0) in its ACP mode (`gemini --acp`), and the real opencode
// (`opencode acp`), as a runner would, against the local model stand-ins, with an egress guard, on a pull_request event with the fake GitHub.
// Narrator is the agent's ACP client: it sends the prompt, answers permission requests from
// `permission-mode`, and its recording of the traffic is the stream log. Expectations come from
// what the model is scripted to do and what the Action promises, never copied from a run.
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
import { runGeminiAction } from '../support/gemini-action.js';
import { call, httpError, respond, text } from '../support/gemini-server.js';
import { callTools, chatError, reply, tool } from '../support/openai-chat-server.js';
import { runOpencodeAction } from '../support/opencode-action.js';
import { describeActionRun } from '../support/run-action.js';

const MODEL = 'gemini-2.5-flash';
const e2e = agentE2e({ agent: 'gemini', run: runGeminiAction, concurrency: 3 });
const { once } = e2e;
afterAll(e2e.cleanup);

function recording(r: { run: { outputs: Record<string, string> } }): Array<Record<string, unknown>> {
  return fs
    .readFileSync(r.run.outputs['log-file']!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Narrator's own messages in the recording. */
function sentMessages(r: { run: { outputs: Record<string, string> } }): Array<Record<string, unknown>> {
  return recording(r)
    .filter((f) => f['_narrator'] === 'sent')
    .map((f) => f['message'] as Record<string, unknown>);
}

describe.concurrent('the Action with protocol: acp and the real Gemini CLI (--acp)', {
  timeout: 120_000,
}, () => {
  const edit = once({
    files: { 'notes.txt': 'alpha\n' },
    model: (repo) => ({
      replies: [
        respond([
          call('replace', {
            file_path: path.join(repo, 'notes.txt'),
            old_string: 'alpha',
            new_string: 'beta',
            instruction: 'swap',
          }),
        ]),
        respond([text('Swapped alpha for beta.')]),
      ],
    }),
    inputs: () => ({
      prompt: 'Swap the word.',
      model: MODEL,
      protocol: 'acp',
      'permission-mode': 'acceptEdits',
    }),
  });

  test('acceptEdits: the edit is allowed, the answer and the outcome come over ACP, the log is the recording', async () => {
    const r = await edit();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      result: 'Swapped alpha for beta.',
      'tool-calls': '1',
      'permission-denials': '0',
    });
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('beta\n');
    const sent = sentMessages(r);
    expect(sent.map((m) => m['method'] ?? 'answer')).toEqual([
      'initialize',
      'session/new',
      'session/prompt',
      'answer',
    ]);
    expect(sent[0]).toMatchObject({
      params: {
        protocolVersion: 1,
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
      },
    });
    expect(sent[1]).toMatchObject({ params: { cwd: r.sandbox.repo, mcpServers: [] } });
    expect(sent[3]).toMatchObject({ result: { outcome: { outcome: 'selected', optionId: 'proceed_once' } } });
    const body = finalComment(r);
    expect(body).toContain('Swapped alpha for beta.');
    expect(r.guard.attempts).toEqual([]);
  });

  const denied = once({
    files: { 'notes.txt': 'alpha\n' },
    model: (repo) => ({
      replies: [
        respond([call('write_file', { file_path: path.join(repo, 'notes.txt'), content: 'gamma\n' })]),
        respond([text('I could not write.')]),
      ],
    }),
    inputs: () => ({
      prompt: 'Overwrite it.',
      model: MODEL,
      protocol: 'acp',
      'permission-mode': 'plan',
      'fail-on': 'error',
    }),
  });

  test('plan: the write is refused (reject_once), one permission denial, the file untouched → incomplete', async () => {
    const r = await denied();
    const { run } = r;
    // Its only call was refused: incomplete; `fail-on: error` lets the job pass all the same.
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'incomplete', 'permission-denials': '1' });
    expect(run.outputs['error']).toMatch(/every tool call the agent made was denied \(1 denied\)/);
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('alpha\n');
    expect(sentMessages(r).at(-1)).toMatchObject({
      result: { outcome: { outcome: 'selected', optionId: 'cancel' } },
    });
  });

  const apiDown = once({
    model: () => ({ respond: () => httpError(500, { message: 'the model is down (local stand-in)' }) }),
    inputs: () => ({ prompt: 'Hello', model: MODEL, protocol: 'acp' }),
  });

  test("the API failing on every attempt: Gemini's JSON-RPC error fails the job with its message", async () => {
    const { run } = await apiDown();
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'error', conclusion: 'failure' });
    expect(run.outputs['error']).toMatch(/JSON-RPC error/);
  });

  const TICKS = 'ticks.log';
  const cancel = cancelMidTool(TICKS);
  const cancelled = once({
    model: (repo) => ({
      replies: [
        respond([
          call('run_shell_command', { command: slowLoop(path.join(repo, TICKS)), description: 'slow loop' }),
        ]),
        respond([text('Loop done.')]),
      ],
    }),
    inputs: () => ({
      prompt: 'Run the slow loop.',
      model: MODEL,
      protocol: 'acp',
      'permission-mode': 'bypassPermissions',
    }),
    onStart: cancel.onStart,
  });

  test('the runner cancelling mid-tool: session/cancel first, then the signals; cancelled, nothing left running', async () => {
    const r = await cancelled();
    expectCancelled(r.run, cancel);
    expect(sentMessages(r).some((m) => m['method'] === 'session/cancel')).toBe(true);
    await expectNoneAlive(cancel);
    await expectTicksStopped(cancel, r.sandbox);
  });
});

const opencode = agentE2e({ agent: 'opencode', run: runOpencodeAction, concurrency: 2 });
afterAll(opencode.cleanup);

describe.concurrent('the Action with protocol: acp and the real opencode (opencode acp)', {
  timeout: 120_000,
}, () => {
  const edits = opencode.once({
    files: { 'notes.txt': 'alpha\n' },
    model: (repo) => ({
      replies: [
        callTools([
          tool('edit', { filePath: path.join(repo, 'notes.txt'), oldString: 'alpha', newString: 'beta' }),
        ]),
        callTools([tool('bash', { command: `touch ${path.join(repo, 'touched')}`, description: 'Touch' })]),
        reply('Not reached: opencode ends the turn on a refusal.'),
      ],
    }),
    inputs: () => ({
      prompt: 'Swap the word, then touch a file.',
      protocol: 'acp',
      'permission-mode': 'acceptEdits',
    }),
  });

  test('acceptEdits: the edit allowed, the command refused (one denial), tokens and cost over ACP', async () => {
    const r = await edits();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', 'permission-denials': '1', 'tool-calls': '2' });
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('beta\n');
    expect(fs.existsSync(path.join(r.sandbox.repo, 'touched'))).toBe(false);
    expect(Number(run.outputs['input-tokens'])).toBeGreaterThan(0);
    expect(Number(run.outputs['cost-usd'])).toBeGreaterThan(0);
    expect(finalComment(r)).toContain('opencode (ACP)');
  });

  const apiDown = opencode.once({
    model: () => ({
      respond: () =>
        chatError(500, {
          message: 'The server had an error (local model server)',
          headers: { 'retry-after-ms': '10' },
        }),
    }),
    inputs: () => ({ prompt: 'Hello', protocol: 'acp' }),
  });

  test("the API failing: opencode's JSON-RPC error on session/prompt fails the job with its message", async () => {
    const { run } = await apiDown();
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'error', conclusion: 'failure' });
    expect(run.outputs['error']).toMatch(/JSON-RPC error/);
  });

  const denied = opencode.once({
    files: { 'notes.txt': 'alpha\n' },
    model: (repo) => ({
      replies: [
        callTools([
          tool('edit', { filePath: path.join(repo, 'notes.txt'), oldString: 'alpha', newString: 'beta' }),
        ]),
        reply('Not reached.'),
      ],
    }),
    inputs: () => ({ prompt: 'Swap the word.', protocol: 'acp', 'permission-mode': 'plan' }),
  });

  test('plan: the edit is refused, one denial, the file untouched → incomplete, the job fails', async () => {
    const r = await denied();
    const { run } = r;
    // Its only call was refused and nothing else ran: incomplete (in the default fail-on).
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'incomplete',
      'failure-kind': 'permission',
      'permission-denials': '1',
    });
    expect(run.stepSummary).toMatch(/### Denied calls \(1\)/);
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('alpha\n');
  });

  const cutOff = opencode.once({
    model: () => ({ replies: [reply('The answer starts here and then', { finishReason: 'length' })] }),
    inputs: () => ({ prompt: 'Write at length.', protocol: 'acp' }),
  });

  test('a reply cut off at the length limit comes back end_turn with nothing that says so: the documented gap', async () => {
    // Over stream-json the same reply is max_tokens (test/e2e/action-opencode.test.ts); over ACP
    // opencode answers the prompt end_turn. Pinned so a change in opencode shows here.
    const { run } = await cutOff();
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success' });
    const answer = fs
      .readFileSync(run.outputs['log-file']!, 'utf8')
      .split('\n')
      .find((l) => l.includes('"stopReason"'));
    expect(answer).toMatch(/"stopReason":"end_turn"/);
    expect(answer).not.toMatch(/length|max_tokens/);
  });

  const TICKS_OC = 'ticks.log';
  const cancelOc = cancelMidTool(TICKS_OC);
  const cancelledOc = opencode.once({
    model: (repo) => ({
      replies: [
        callTools([tool('bash', { command: slowLoop(path.join(repo, TICKS_OC)), description: 'Slow loop' })]),
        reply('Loop done.'),
      ],
    }),
    inputs: () => ({ prompt: 'Run the slow loop.', protocol: 'acp', 'permission-mode': 'bypassPermissions' }),
    onStart: cancelOc.onStart,
  });

  test('the runner cancelling mid-tool: session/cancel first, then the signals; cancelled, nothing left running', async () => {
    const r = await cancelledOc();
    expectCancelled(r.run, cancelOc);
    expect(sentMessages(r).some((m) => m['method'] === 'session/cancel')).toBe(true);
    await expectNoneAlive(cancelOc);
    await expectTicksStopped(cancelOc, r.sandbox);
  });
});
