// Park instead of wait (`on-question: park`) end to end with the REAL Claude Code CLI (pinned
// 2.1.330): the Action's bundle (dist/index.js, built from src/ into a temp folder) runs twice on
// PR #7 of ONE loopback fake GitHub (run 1's card is still on the PR for run 2), each run in a
// fresh process and a fresh HOME, with one loopback Actions cache service (the sealed session
// store) and one loopback model server whose script spans both runs.
//
// Run 1 (pull_request): the model asks for a Bash call under an `ask` rule; Narrator denies it at
// once, leaves the card and ends waiting_for_input with the session saved. Run 2 (issue_comment): a
// comment `/narrator allow` starts it; it resumes the session and allows exactly the parked call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PR_NUMBER, REPOSITORY } from '../support/agent-action.js';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { type ClaudeSandbox, makeClaudeSandbox } from '../support/claude-env.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { type FakeComment, FakeGitHub } from '../support/fake-github.js';
import {
  type ContentBlock,
  type ModelServer,
  message,
  type RecordedRequest,
  startModelServer,
  text,
  toolUse,
} from '../support/model-server.js';
import { freshHome, runOnce, sessionLines } from './resume-support.js';

const MAINTAINER = { login: 'maint', type: 'User' };
const READER = { login: 'reader', type: 'User' };
const COMMAND = 'echo approved > ran.txt';
const OTHER = 'echo approved > other.txt';
const INPUTS = {
  'update-interval-seconds': '0.5',
  ask: 'Bash(echo approved:*)',
  'on-question': 'park',
};

let cli: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  [cli, { index: bundleIndex }] = await Promise.all([ensureAgentCli('claude'), buildActionBundle()]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

interface Job {
  sandbox: ClaudeSandbox;
  server: ModelServer;
  cache: FakeCacheService;
  github: FakeGitHub;
  toolCache: string;
}

const bash = (command: string): ContentBlock => toolUse('Bash', { command, description: 'Write a file' });

async function job(
  run2: ContentBlock[][],
  // Run 1: the call, then the agent's last words after its denial.
  run1: ContentBlock[][] = [
    [text('Writing the file.'), bash(COMMAND)],
    [text('Waiting for a maintainer to allow the command.')],
  ],
): Promise<Job> {
  const sandbox = makeClaudeSandbox({ pathPrepend: [cli.binDir, path.dirname(process.execPath)] });
  const server = await startModelServer({
    replies: [
      ...run1.map((blocks) => message(blocks)),
      // Run 2 (resumed).
      ...run2.map((blocks) => message(blocks)),
      ...Array.from({ length: 6 }, () => message([text('Done.')])),
    ],
  });
  const cache = await FakeCacheService.start();
  const github = await FakeGitHub.start();
  // The pull request as GitHub has it: a branch of this repository (the comment run asks).
  github.addPull(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER, 'a'.repeat(40), {
    headRepo: `${REPOSITORY.owner}/${REPOSITORY.repo}`,
    user: { login: 'octo-dev' },
  });
  github.permissions.set(MAINTAINER.login, 'write');
  github.permissions.set(READER.login, 'read');
  const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-park-tools-'));
  cleanups.push(async () => {
    await server.close();
    await cache.close();
    await github.close();
    sandbox.cleanup();
    fs.rmSync(toolCache, { recursive: true, force: true });
  });
  return { sandbox, server, cache, github, toolCache };
}

function run(
  j: Job,
  o: { prompt: string; event?: Parameters<typeof runOnce>[0]['event']; inputs?: Record<string, string> },
) {
  return runOnce({
    bundleIndex,
    agent: 'claude',
    sandbox: j.sandbox,
    env: { ...j.sandbox.envFor(j.server.url), HOME: freshHome('claude') },
    cache: j.cache,
    toolCache: j.toolCache,
    github: j.github,
    inputs: { ...INPUTS, ...o.inputs, prompt: o.prompt },
    ...(o.event ? { event: o.event } : {}),
  }).then((r) => {
    cleanups.push(r.cleanup);
    return r;
  });
}

/** A comment on the PR by `who`, and the `issue_comment` event it starts. */
function commentEvent(j: Job, who: { login: string; type: string }, body: string) {
  const c = j.github.seedComment(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER, body, who.login);
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: { number: PR_NUMBER, pull_request: { url: 'x' }, user: { login: 'octo-dev', type: 'User' } },
      comment: { id: c.id, body, user: who },
      repository: { name: REPOSITORY.repo, owner: { login: REPOSITORY.owner } },
      sender: who,
    },
  };
}

const cards = (j: Job): FakeComment[] =>
  j.github
    .commentsOn(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER)
    .filter((c) => c.body.startsWith('<!-- narrator:card'));

const texts = (r: RecordedRequest) => JSON.stringify(r.body?.messages ?? []);

/** Whether any request of the model's carries a tool_result for a Bash call that ran (not denied). */
function bashRan(requests: readonly RecordedRequest[]): boolean {
  return requests.some((r) =>
    (r.body?.messages ?? []).some(
      (m) =>
        m.role === 'user' &&
        Array.isArray(m.content) &&
        (m.content as Array<Record<string, unknown>>).some(
          (b) => b['type'] === 'tool_result' && b['is_error'] !== true,
        ),
    ),
  );
}

async function parkedFirst(j: Job, inputs: Record<string, string> = {}) {
  const first = await run(j, { prompt: 'Write ran.txt.', inputs });
  const log = first.run.stdout + first.run.stderr;
  expect(first.run.code, log).toBe(0);
  expect(first.run.outputs['outcome']).toBe('waiting_for_input');
  expect(fs.existsSync(path.join(j.sandbox.repo, 'ran.txt'))).toBe(false);
  // The agent was told to end its turn: the denial's words reached the model.
  const told = j.server.mainRequests().map(texts).join('\n');
  expect(told).toContain('this run does not wait for one');
  // The card is left on the PR, saying how to answer, with the request in its marker.
  const [card] = cards(j);
  expect(card?.body).toContain(COMMAND);
  expect(card?.body).toContain("⏸ parked: this run ended to wait for a maintainer's answer");
  expect(card?.body).toContain('/narrator allow Q1');
  expect(card?.body).toMatch(/<!-- narrator:parked [A-Za-z0-9_-]+ -->/);
  // The session is saved for the answer's run.
  expect(sessionLines(first.run.stdout).join('\n')).toMatch(/saved session [0-9a-f-]{36}/);
  return first;
}

describe('on-question: park, with the real Claude Code', () => {
  test("run 1 parks (waiting_for_input, card left, session saved); a writer's /narrator allow runs exactly that command in run 2", {
    timeout: 10 * 60_000,
  }, async () => {
    const j = await job([[text('Allowed: running it.'), bash(COMMAND)], [text('Done.')]]);
    const first = await parkedFirst(j, { check: 'true' });
    // Not a failure to retry: its own kind, and the job's conclusion is not a failure.
    expect(first.run.outputs['failure-kind']).toBe('waiting_for_input');
    expect(first.run.outputs['conclusion']).toBe('neutral');
    // The check run says a person must act: never success.
    const checks = j.github.checkRunsOn(REPOSITORY.owner, REPOSITORY.repo);
    expect(checks.at(-1)?.conclusion, first.run.stdout).toBe('action_required');

    const requestsBefore = j.server.mainRequests().length;
    const second = await run(j, {
      prompt: 'Go on.',
      event: commentEvent(j, MAINTAINER, '/narrator allow Q1'),
    });
    const log = second.run.stdout + second.run.stderr;
    expect(second.run.code, log).toBe(0);
    expect(second.run.outputs['outcome'], log).toBe('success');
    expect(sessionLines(second.run.stdout).join('\n')).toMatch(/resumed session [0-9a-f]{8}… from run/);
    expect(fs.readFileSync(path.join(j.sandbox.repo, 'ran.txt'), 'utf8')).toBe('approved\n');
    // Run 2's first request carries run 1's conversation and the answer.
    const req = j.server.mainRequests()[requestsBefore]!;
    expect(texts(req)).toContain('Waiting for a maintainer to allow the command.');
    expect(texts(req)).toContain('a maintainer (@maint) allowed your request Q1');
    expect(bashRan(j.server.mainRequests().slice(requestsBefore))).toBe(true);
    // The card says who answered and is taken (answered once).
    const card = cards(j)[0]!;
    expect(card.body).toMatch(/✅ allowed by @\u200b?maint · run \S+ resumes the agent/);
    expect(card.body).toContain('<!-- narrator:parked-taken -->');
    const talk = JSON.parse(fs.readFileSync(second.run.outputs['summary-file']!, 'utf8')).conversation ?? [];
    expect(talk.map((e: Record<string, unknown>) => `${e['kind']} ${e['by']}`)).toEqual(['allowed maint']);
  });

  test("a reader's /narrator allow does not allow the parked command", { timeout: 10 * 60_000 }, async () => {
    const j = await job([[text('Allowed: running it.'), bash(COMMAND)], [text('Done.')]]);
    await parkedFirst(j);
    const requestsBefore = j.server.mainRequests().length;
    const second = await run(j, { prompt: 'Go on.', event: commentEvent(j, READER, '/narrator allow Q1') });
    // The permission gate refuses the reader's run before anything is installed or resumed.
    expect(second.run.code).not.toBe(0);
    expect(second.run.stdout + second.run.stderr).toMatch(/reader/);
    expect(fs.existsSync(path.join(j.sandbox.repo, 'ran.txt')), second.run.stdout).toBe(false);
    expect(bashRan(j.server.mainRequests().slice(requestsBefore))).toBe(false);
    // The card is still parked, waiting for a writer.
    expect(cards(j)[0]!.body).not.toContain('parked-taken');
    expect(second.run.outputs['outcome']).not.toBe('success');
  });

  test("a bot's /narrator allow, in a run allowed-bots lets in, is not an answer", {
    timeout: 10 * 60_000,
  }, async () => {
    const j = await job([[text('Trying again.'), bash(COMMAND)], [text('Waiting again.')]]);
    await parkedFirst(j);
    const requestsBefore = j.server.mainRequests().length;
    const bot = { login: 'helper[bot]', type: 'Bot' };
    const second = await run(j, {
      prompt: 'Go on.',
      event: commentEvent(j, bot, '/narrator allow Q1'),
      inputs: { 'allowed-bots': 'helper[bot]' },
    });
    const log = second.run.stdout + second.run.stderr;
    expect(second.run.code, log).toBe(0);
    expect(log).toContain('ignored the answer to a parked request: helper[bot] is a bot');
    // The agent ran (resumed), asked again, and was parked again: nothing ran.
    expect(fs.existsSync(path.join(j.sandbox.repo, 'ran.txt'))).toBe(false);
    expect(bashRan(j.server.mainRequests().slice(requestsBefore))).toBe(false);
    expect(second.run.outputs['outcome'], log).toBe('waiting_for_input');
    expect(cards(j)[0]!.body).not.toContain('parked-taken');
  });

  test('the parked approval does not allow a different command in run 2', {
    timeout: 10 * 60_000,
  }, async () => {
    const j = await job([[text('Writing another file instead.'), bash(OTHER)], [text('Waiting again.')]]);
    await parkedFirst(j);
    const requestsBefore = j.server.mainRequests().length;
    const second = await run(j, {
      prompt: 'Go on.',
      event: commentEvent(j, MAINTAINER, '/narrator allow Q1'),
    });
    const log = second.run.stdout + second.run.stderr;
    expect(second.run.code, log).toBe(0);
    expect(fs.existsSync(path.join(j.sandbox.repo, 'other.txt'))).toBe(false);
    expect(fs.existsSync(path.join(j.sandbox.repo, 'ran.txt'))).toBe(false);
    expect(bashRan(j.server.mainRequests().slice(requestsBefore))).toBe(false);
    // The other command is asked about like any other: it parks the run again, on a card of its own.
    expect(second.run.outputs['outcome'], log).toBe('waiting_for_input');
    const all = cards(j);
    expect(all).toHaveLength(2);
    expect(all[1]!.body).toContain(OTHER);
  });

  test("a question parks the run; a writer's `/narrator answer Q1 2` reaches the resumed agent in its prompt", {
    timeout: 10 * 60_000,
  }, async () => {
    const question = toolUse('AskUserQuestion', {
      questions: [
        {
          question: 'Which API version?',
          header: 'API',
          multiSelect: false,
          options: [
            { label: 'v1', description: 'the old one' },
            { label: 'v2', description: 'the new one' },
          ],
        },
      ],
    });
    const j = await job([[text('Using v2.')]], [[question], [text('Waiting for the answer.')]]);
    const first = await run(j, { prompt: 'Pick the API.' });
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    expect(first.run.outputs['outcome']).toBe('waiting_for_input');
    const [card] = cards(j);
    expect(card?.body).toContain('Which API version?');
    expect(card?.body).toContain('`/narrator answer Q1 N`');
    const requestsBefore = j.server.mainRequests().length;
    const second = await run(j, {
      prompt: 'Go on.',
      event: commentEvent(j, MAINTAINER, '/narrator answer Q1 2'),
    });
    const log = second.run.stdout + second.run.stderr;
    expect(second.run.code, log).toBe(0);
    expect(second.run.outputs['outcome'], log).toBe('success');
    const req = j.server.mainRequests()[requestsBefore]!;
    expect(texts(req)).toContain('a maintainer (@maint) answered your question Q1: Which API version? → v2');
    expect(texts(req)).toContain('Waiting for the answer.');
    expect(cards(j)[0]!.body).toMatch(/✅ answered by @\u200b?maint: Which API version\? → v2/);
  });
});
