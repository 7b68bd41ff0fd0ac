// The Action end to end over the Agent Client Protocol: dist/index.js with `protocol: acp` starts
// the REAL Gemini CLI (pinned 0.61.0) in its ACP mode (`gemini --acp`) as a runner would, against
// the local Gemini API stand-in, with an egress guard, on a pull_request event with the fake GitHub.
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
import { type GeminiActionRun, runGeminiAction } from '../support/gemini-action.js';
import { call, respond, text } from '../support/gemini-server.js';
import { describeActionRun } from '../support/run-action.js';

const MODEL = 'gemini-2.5-flash';
const e2e = agentE2e({ agent: 'gemini', run: runGeminiAction, concurrency: 3 });
const { once } = e2e;
afterAll(e2e.cleanup);

function recording(r: GeminiActionRun): Array<Record<string, unknown>> {
  return fs
    .readFileSync(r.run.outputs['log-file']!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Narrator's own messages in the recording. */
function sentMessages(r: GeminiActionRun): Array<Record<string, unknown>> {
  return recording(r)
    .filter((f) => f['_narrator'] === 'sent')
    .map((f) => f['message'] as Record<string, unknown>);
}

describe.concurrent('the Action with protocol: acp and the real Gemini CLI (--acp)', () => {
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

  test('plan: the write is refused (reject_once), one permission denial, the file untouched', async () => {
    const r = await denied();
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', 'permission-denials': '1' });
    expect(fs.readFileSync(path.join(r.sandbox.repo, 'notes.txt'), 'utf8')).toBe('alpha\n');
    expect(sentMessages(r).at(-1)).toMatchObject({
      result: { outcome: { outcome: 'selected', optionId: 'cancel' } },
    });
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
