// Steering an agent that takes no input while it runs, against the REAL Codex CLI (0.169): the
// bundled Action runs it with `max-steers` on the loopback Responses server and the loopback
// GitHub. A writer's `/narrator say` is posted while the agent's first tool call runs; Narrator
// waits for the call's result, stops Codex gently (SIGINT) and starts `codex exec … resume <id> -`
// in the same HOME with the wrapped steer. The model server holds every request that does not
// carry the steer (no sleeps: the run can only end through the resume), and answers the resumed
// process's request, which must carry the earlier conversation before the steer.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { PR_NUMBER, REPOSITORY } from '../support/agent-action.js';
import { agentE2e } from '../support/agent-e2e.js';
import { runCodexAction } from '../support/codex-action.js';
import { runGeminiAction } from '../support/gemini-action.js';
import { call, type GeminiRequest, text as geminiText, respond } from '../support/gemini-server.js';
import { type ChatRecordedRequest, callTools, reply, tool } from '../support/openai-chat-server.js';
import { runOpencodeAction } from '../support/opencode-action.js';
import { execCommand, httpError, type RecordedRequest, response, text } from '../support/responses-server.js';
import { describeActionRun } from '../support/run-action.js';

const MAINTAINER = 'maint';
const TICKS = 'ticks.log';
const WRAPPED = 'A maintainer (@maint) added this instruction while you were working:';

function summaryOf(run: { outputs: Record<string, string> }): {
  outcome: string;
  sessionId: string | null;
  toolCalls: Array<{ name: string; status: string }>;
  conversation?: Array<Record<string, unknown>>;
  finalText: string | null;
} {
  return JSON.parse(fs.readFileSync(run.outputs['summary-file']!, 'utf8'));
}

const inputOf = (r: RecordedRequest) => JSON.stringify(r.body?.input ?? []);

describe('Codex steered by a gentle stop and a resume of its session', () => {
  const e2e = agentE2e({ agent: 'codex', run: runCodexAction });
  afterAll(e2e.cleanup);

  test('a steer during the first tool call: stopped after its result, resumed with the steer; one run, one summary', {
    timeout: 5 * 60_000,
  }, async () => {
    let steeredAt = 0;
    const r = await e2e.scenario({
      model: () => ({
        replies: [
          response([execCommand(`for i in 1 2 3 4; do echo tick $i | tee -a ${TICKS}; sleep 0.5; done`)]),
        ],
        // Held until the steer is in the request: only the resumed process gets an answer.
        respond: (request) =>
          inputOf(request).includes(WRAPPED) ? response([text('Switched to the v2 API.')]) : { kind: 'hang' },
      }),
      inputs: () => ({
        prompt: 'Run the loop.',
        'permission-mode': 'acceptEdits',
        'max-steers': '2',
        'update-interval-seconds': '0.5',
      }),
      onStart: (child, sandbox, github) => {
        github.permissions.set(MAINTAINER, 'write');
        const poll = setInterval(() => {
          if (!fs.existsSync(path.join(sandbox.repo, TICKS))) return;
          clearInterval(poll);
          steeredAt = Date.now();
          github.seedComment(
            REPOSITORY.owner,
            REPOSITORY.repo,
            PR_NUMBER,
            '/narrator say use the v2 API',
            MAINTAINER,
          );
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    expect(steeredAt).toBeGreaterThan(0);
    // The tool call ran to its end before the stop.
    expect(fs.readFileSync(path.join(r.sandbox.repo, TICKS), 'utf8')).toContain('tick 4');

    const requests = r.server.responseRequests();
    const resumed = requests.find((q) => inputOf(q).includes(WRAPPED));
    expect(resumed, 'the resumed process asked the model with the steer').toBeDefined();
    const input = inputOf(resumed!);
    // The earlier conversation comes first: the prompt, the call and its output, then the steer.
    expect(input.indexOf('Run the loop.')).toBeGreaterThanOrEqual(0);
    expect(input.indexOf('tick 4')).toBeGreaterThan(input.indexOf('Run the loop.'));
    expect(input.indexOf(WRAPPED)).toBeGreaterThan(input.indexOf('tick 4'));
    expect(input).toContain('use the v2 API');
    // The same thread: the provider's cache key is the first process's.
    expect(resumed!.body?.prompt_cache_key).toBe(requests[0]!.body?.prompt_cache_key);

    const summary = summaryOf(r.run);
    expect(summary.outcome).toBe('success');
    expect(r.run.outputs['conclusion']).toBe('success');
    expect(summary.finalText).toBe('Switched to the v2 API.');
    // The stopped process's partial turn is in the summary: its tool call, completed.
    expect(summary.toolCalls.map((t) => `${t.name} ${t.status}`)).toEqual([expect.stringMatching(/ ok$/)]);
    expect(r.run.outputs['session-id']).toBe(summary.sessionId);
    const talk = summary.conversation ?? [];
    expect(talk.map((e) => [e['kind'], e['by'], e['message']])).toEqual([
      ['steer', MAINTAINER, null],
      ['steer_taken', MAINTAINER, 'resumed with the steer'],
    ]);
    const steer = r.comments().find((c) => c.body.startsWith('/narrator say'))!;
    expect(
      r.github.reactionsOn({ kind: 'issue-comment', commentId: steer.id }).map((x) => x.content),
    ).toEqual(['eyes', 'rocket']);
    const live = r.comments().find((c) => c.body.startsWith('<!-- narrator:'))!;
    expect(live.body).toContain("📨 @\u200bmaint: 'use the v2 API'");
    expect(live.body).toContain("the agent took @\u200bmaint's message — resumed with the steer");
    // The job log says how the stop went and how long the resume took.
    const gap = /resumed session [0-9a-f]{8}… with the steer, (\d+) ms after the stop/.exec(r.run.stdout);
    expect(gap, r.run.stdout).not.toBeNull();
    console.log(`codex stop-to-resume gap: ${gap![1]} ms`);
    expect(r.run.stdout).toMatch(/the agent stopped \d+ ms after the signal \((exit code \d+|on SIG\w+)\)/);
  });
});

describe('Codex: a stop from the PR while a steer waits for the tool call to end', () => {
  const e2e = agentE2e({ agent: 'codex', run: runCodexAction });
  afterAll(e2e.cleanup);

  test('the stop wins: no resume, the run is cancelled, the steer kept for the next run', {
    timeout: 5 * 60_000,
  }, async () => {
    const r = await e2e.scenario({
      model: () => ({
        // A long call: the steer and the stop both come while it runs.
        replies: [
          response([execCommand(`for i in $(seq 1 40); do echo tick $i >> ${TICKS}; sleep 0.5; done`)]),
        ],
        // Never answered: the run can only end by the stop.
        respond: () => ({ kind: 'hang' }),
      }),
      inputs: () => ({
        prompt: 'Run the loop.',
        'permission-mode': 'acceptEdits',
        'max-steers': '2',
        'update-interval-seconds': '0.5',
      }),
      onStart: (child, sandbox, github) => {
        github.permissions.set(MAINTAINER, 'write');
        const poll = setInterval(() => {
          if (!fs.existsSync(path.join(sandbox.repo, TICKS))) return;
          clearInterval(poll);
          github.seedComment(
            REPOSITORY.owner,
            REPOSITORY.repo,
            PR_NUMBER,
            '/narrator say use the v2 API',
            MAINTAINER,
          );
          github.seedComment(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER, '/narrator stop', MAINTAINER);
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    const summary = summaryOf(r.run);
    expect(summary.outcome, describeActionRun(r.run)).toBe('cancelled');
    expect(r.server.responseRequests().some((q) => inputOf(q).includes(WRAPPED))).toBe(false);
    // Accepted or not before the stop landed, the steer is in the record for the next run.
    const talk = summary.conversation ?? [];
    expect(talk.filter((e) => e['kind'] === 'steer_deferred').map((e) => [e['by'], e['text']])).toEqual([
      [MAINTAINER, 'use the v2 API'],
    ]);
    expect(talk.some((e) => e['kind'] === 'steer_taken')).toBe(false);
    const deferred = talk.find((e) => e['kind'] === 'steer_deferred')!;
    expect(String(deferred['message'])).toMatch(/it goes to the next run$/);
    expect(r.run.stdout).not.toMatch(/resuming session/);
  });
});

describe('Codex: the resumed process fails', () => {
  const e2e = agentE2e({ agent: 'codex', run: runCodexAction });
  afterAll(e2e.cleanup);

  test("the run ends with the resumed process's own error, never a success; the partial turn stays", {
    timeout: 5 * 60_000,
  }, async () => {
    const r = await e2e.scenario({
      model: () => ({
        replies: [
          response([execCommand(`for i in 1 2 3; do echo tick $i | tee -a ${TICKS}; sleep 0.5; done`)]),
        ],
        // The resumed request is refused; everything else is held.
        respond: (request) =>
          inputOf(request).includes(WRAPPED)
            ? httpError(401, { message: 'Incorrect API key provided: sk-te***0000.' })
            : { kind: 'hang' },
      }),
      inputs: () => ({
        prompt: 'Run the loop.',
        'permission-mode': 'acceptEdits',
        'max-steers': '2',
        'update-interval-seconds': '0.5',
      }),
      onStart: (child, sandbox, github) => {
        github.permissions.set(MAINTAINER, 'write');
        const poll = setInterval(() => {
          if (!fs.existsSync(path.join(sandbox.repo, TICKS))) return;
          clearInterval(poll);
          github.seedComment(
            REPOSITORY.owner,
            REPOSITORY.repo,
            PR_NUMBER,
            '/narrator say use the v2 API',
            MAINTAINER,
          );
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    expect(r.server.responseRequests().some((q) => inputOf(q).includes(WRAPPED))).toBe(true);
    const summary = summaryOf(r.run);
    expect(summary.outcome, describeActionRun(r.run)).toBe('error');
    expect(r.run.outputs['conclusion']).toBe('failure');
    expect(r.run.code).toBe(1);
    // The stopped process's call is still the run's.
    expect(summary.toolCalls.map((t) => t.status)).toEqual(['ok']);
  });
});

const geminiInput = (r: GeminiRequest) => JSON.stringify(r.body?.contents ?? []);

describe('Gemini CLI steered by a gentle stop and a resume of its session', () => {
  const e2e = agentE2e({ agent: 'gemini', run: runGeminiAction });
  afterAll(e2e.cleanup);

  test('a steer during the first tool call: stopped after its result, resumed with --resume and the steer', {
    timeout: 5 * 60_000,
  }, async () => {
    let steeredAt = 0;
    const r = await e2e.scenario({
      model: (repo) => ({
        replies: [
          respond([
            call('run_shell_command', {
              command: `for i in 1 2 3 4; do echo tick $i | tee -a ${path.join(repo, TICKS)}; sleep 0.5; done`,
              description: 'slow loop',
            }),
          ]),
        ],
        // Held until the steer is in the request: only the resumed process gets an answer.
        respond: (request) =>
          geminiInput(request).includes(WRAPPED)
            ? respond([geminiText('Switched to the v2 API.')])
            : { kind: 'hang' },
      }),
      inputs: () => ({
        prompt: 'Run the loop.',
        model: 'gemini-2.5-flash',
        'permission-mode': 'bypassPermissions',
        'max-steers': '2',
        'update-interval-seconds': '0.5',
      }),
      onStart: (child, sandbox, github) => {
        github.permissions.set(MAINTAINER, 'write');
        const poll = setInterval(() => {
          if (!fs.existsSync(path.join(sandbox.repo, TICKS))) return;
          clearInterval(poll);
          steeredAt = Date.now();
          github.seedComment(
            REPOSITORY.owner,
            REPOSITORY.repo,
            PR_NUMBER,
            '/narrator say use the v2 API',
            MAINTAINER,
          );
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    expect(steeredAt).toBeGreaterThan(0);
    const resumed = r.server.turns().find((q) => geminiInput(q).includes(WRAPPED));
    expect(resumed, 'the resumed process asked the model with the steer').toBeDefined();
    const input = geminiInput(resumed!);
    expect(input.indexOf('Run the loop.')).toBeGreaterThanOrEqual(0);
    expect(input.indexOf('tick 4')).toBeGreaterThan(input.indexOf('Run the loop.'));
    expect(input.indexOf(WRAPPED)).toBeGreaterThan(input.indexOf('tick 4'));

    const summary = summaryOf(r.run);
    expect(summary.outcome).toBe('success');
    expect(r.run.outputs['conclusion']).toBe('success');
    expect(summary.finalText).toContain('Switched to the v2 API.');
    expect(summary.toolCalls.map((t) => `${t.name} ${t.status}`)).toEqual(['run_shell_command ok']);
    const talk = summary.conversation ?? [];
    expect(talk.map((e) => [e['kind'], e['by'], e['message']])).toEqual([
      ['steer', MAINTAINER, null],
      ['steer_taken', MAINTAINER, 'resumed with the steer'],
    ]);
    const steer = r.comments().find((c) => c.body.startsWith('/narrator say'))!;
    expect(
      r.github.reactionsOn({ kind: 'issue-comment', commentId: steer.id }).map((x) => x.content),
    ).toEqual(['eyes', 'rocket']);
    const gap = /resumed session [0-9a-f]{8}… with the steer, (\d+) ms after the stop/.exec(r.run.stdout);
    expect(gap, r.run.stdout).not.toBeNull();
    console.log(`gemini stop-to-resume gap: ${gap![1]} ms`);
    console.log(
      r.run.stdout
        .split('\n')
        .filter((l) => /Narrator: (the agent stopped|a steer|the agent is stopped)/.test(l))
        .join('\n'),
    );
  });
});

const chatInput = (r: ChatRecordedRequest) => JSON.stringify(r.body?.messages ?? []);

describe('opencode steered by a gentle stop and a resume of its session', () => {
  const e2e = agentE2e({ agent: 'opencode', run: runOpencodeAction });
  afterAll(e2e.cleanup);

  test('a steer during a tool call: stopped once the call is in the stream (finished), resumed with --session and the steer', {
    timeout: 5 * 60_000,
  }, async () => {
    const r = await e2e.scenario({
      model: (repo) => ({
        replies: [
          callTools([
            tool('bash', {
              command: `for i in 1 2 3 4; do echo tick $i | tee -a ${path.join(repo, TICKS)}; sleep 0.5; done`,
              description: 'Slow loop',
            }),
          ]),
        ],
        // Held until the steer is in the request: only the resumed process gets an answer.
        respond: (request) =>
          chatInput(request).includes(WRAPPED) ? reply('Switched to the v2 API.') : { kind: 'hang' },
      }),
      inputs: () => ({
        prompt: 'Run the loop.',
        'permission-mode': 'bypassPermissions',
        'max-steers': '2',
        'update-interval-seconds': '0.5',
      }),
      onStart: (child, sandbox, github) => {
        github.permissions.set(MAINTAINER, 'write');
        const poll = setInterval(() => {
          if (!fs.existsSync(path.join(sandbox.repo, TICKS))) return;
          clearInterval(poll);
          github.seedComment(
            REPOSITORY.owner,
            REPOSITORY.repo,
            PR_NUMBER,
            '/narrator say use the v2 API',
            MAINTAINER,
          );
        }, 50);
        child.on('exit', () => clearInterval(poll));
      },
    });
    expect(r.run.code, describeActionRun(r.run)).toBe(0);
    const resumed = r.server.mainRequests().find((q) => chatInput(q).includes(WRAPPED));
    expect(resumed, 'the resumed process asked the model with the steer').toBeDefined();
    const input = chatInput(resumed!);
    expect(input.indexOf('Run the loop.')).toBeGreaterThanOrEqual(0);
    expect(input.indexOf('tick 4')).toBeGreaterThan(input.indexOf('Run the loop.'));
    expect(input.indexOf(WRAPPED)).toBeGreaterThan(input.indexOf('tick 4'));

    const summary = summaryOf(r.run);
    expect(summary.outcome).toBe('success');
    expect(r.run.outputs['conclusion']).toBe('success');
    expect(summary.finalText).toContain('Switched to the v2 API.');
    expect(summary.toolCalls.map((t) => `${t.name} ${t.status}`)).toEqual(['bash ok']);
    const talk = summary.conversation ?? [];
    expect(talk.map((e) => [e['kind'], e['by'], e['message']])).toEqual([
      ['steer', MAINTAINER, null],
      ['steer_taken', MAINTAINER, 'resumed with the steer'],
    ]);
    const steer = r.comments().find((c) => c.body.startsWith('/narrator say'))!;
    expect(
      r.github.reactionsOn({ kind: 'issue-comment', commentId: steer.id }).map((x) => x.content),
    ).toEqual(['eyes', 'rocket']);
    const gap = /resumed session \S{8}… with the steer, (\d+) ms after the stop/.exec(r.run.stdout);
    expect(gap, r.run.stdout).not.toBeNull();
    console.log(`opencode stop-to-resume gap: ${gap![1]} ms`);
    console.log(
      r.run.stdout
        .split('\n')
        .filter((l) => /Narrator: (the agent stopped|a steer|the agent is stopped)/.test(l))
        .join('\n'),
    );
  });
});
