// Steers over ACP against the REAL agents, at the ACP client (src/agent/acp/session.ts): a
// maintainer's message that comes while the agent's turn runs waits (src/agent/acp/steer-queue.ts)
// and goes as the next `session/prompt` when the turn ends; the model sees it in its next request.
// Offline: the real Gemini CLI (`gemini --acp`) against the local Gemini API stand-in, and the real
// Claude Code through its ACP adapter against the local Anthropic API stand-in. The model's first
// answer is held until the steer is queued (no sleeps), so the steer always comes mid-turn.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acpLaunch } from '../../../src/agent/acp/recipes.js';
import { AcpSteerQueue, MAX_WAITING_STEERS } from '../../../src/agent/acp/steer-queue.js';
import { wrapSteer } from '../../../src/converse/steer.js';
import { runAcpRecorded } from '../../support/acp-run.js';
import { type AgentInstall, ensureAgentCli } from '../../support/agent-cli.js';
import { makeClaudeSandbox } from '../../support/claude-env.js';
import { makeCodexSandbox } from '../../support/codex-env.js';
import { type EgressGuard, startEgressGuard } from '../../support/egress-guard.js';
import { geminiPath, makeGeminiSandbox } from '../../support/gemini-action.js';
import { text as geminiText, respond, startGeminiServer, userTexts } from '../../support/gemini-server.js';
import { httpError, message, startModelServer, text } from '../../support/model-server.js';
import { reply, startChatServer } from '../../support/openai-chat-server.js';
import { makeOpencodeSandbox } from '../../support/opencode-action.js';
import { response, text as responsesText, startResponsesServer } from '../../support/responses-server.js';

let gemini: AgentInstall;
let claude: AgentInstall;
let adapter: AgentInstall;
let opencode: AgentInstall;
let codexAdapter: AgentInstall;
let guard: EgressGuard;
beforeAll(async () => {
  [gemini, claude, adapter, opencode, codexAdapter] = await Promise.all([
    ensureAgentCli('gemini'),
    ensureAgentCli('claude'),
    ensureAgentCli('claude-acp'),
    ensureAgentCli('opencode'),
    ensureAgentCli('codex-acp'),
  ]);
  guard = await startEgressGuard();
}, 15 * 60_000);
afterAll(async () => {
  await guard?.close();
});

const STEER = wrapSteer('maint', 'use the v2 API');
const WRAPPED_HEAD = 'A maintainer (@maint) added this instruction';

/** The steers' side of the conversation, as the Action's run wires it. */
function steering() {
  const queue = new AcpSteerQueue();
  const taken: string[][] = [];
  const closed: Array<{ left: readonly string[]; why: string }> = [];
  return {
    queue,
    taken,
    closed,
    steers: {
      queue,
      onTaken: (texts: readonly string[]) => taken.push([...texts]),
      onClosed: (left: readonly string[], why: string) => closed.push({ left, why }),
    },
  };
}

/** Narrator's `session/prompt` requests in a recording, their text blocks. */
function prompts(lines: Array<Record<string, unknown>>): string[][] {
  return lines
    .filter((l) => l['_narrator'] === 'sent')
    .map((l) => l['message'] as Record<string, unknown>)
    .filter((m) => m['method'] === 'session/prompt')
    .map((m) => ((m['params'] as { prompt: Array<{ text: string }> }).prompt ?? []).map((b) => b.text));
}

/**
 * Each turn's tokens as its prompt's answer gives them (Gemini `_meta.quota.token_count`, the
 * others `usage`), and their sum.
 */
function turnTokens(lines: Array<Record<string, unknown>>): { turns: number; input: number; output: number } {
  let turns = 0;
  let input = 0;
  let output = 0;
  for (const l of lines) {
    // biome-ignore lint/suspicious/noExplicitAny: a recorded answer, read as the agents wrote it.
    const result = l['result'] as Record<string, any> | undefined;
    if (l['_narrator'] !== undefined || typeof result?.['stopReason'] !== 'string') continue;
    const quota = result['_meta']?.quota?.token_count;
    turns += 1;
    input += quota ? quota.input_tokens : result['usage'].inputTokens;
    output += quota ? quota.output_tokens : result['usage'].outputTokens;
  }
  return { turns, input, output };
}

describe('the steer queue', () => {
  test('in order, taken once; closed: what waited is handed back and later offers refused', () => {
    const q = new AcpSteerQueue();
    expect(q.offer('a')).toBe(true);
    expect(q.offer('b')).toBe(true);
    expect(q.take()).toEqual(['a', 'b']);
    expect(q.take()).toEqual([]);
    expect(q.offer('c')).toBe(true);
    expect(q.close()).toEqual(['c']);
    expect(q.closed).toBe(true);
    expect(q.offer('d')).toBe(false);
    expect(q.take()).toEqual([]);
  });

  test('bounded: past MAX_WAITING_STEERS an offer is refused (kept by the caller for the next run)', () => {
    const q = new AcpSteerQueue();
    for (let i = 0; i < MAX_WAITING_STEERS; i++) expect(q.offer(`s${i}`)).toBe(true);
    expect(q.offer('one too many')).toBe(false);
    expect(q.close()).toHaveLength(MAX_WAITING_STEERS);
  });
});

describe('a steer over ACP, with the real agents', () => {
  test('Gemini CLI (--acp): the steer is the next session/prompt; the model sees it; one summary', {
    timeout: 180_000,
  }, async () => {
    const s = steering();
    const sandbox = makeGeminiSandbox({ pathPrepend: geminiPath(gemini) });
    const server = await startGeminiServer({
      replies: [
        // Held until the steer waits in the queue: it comes while the first turn runs.
        { ...respond([geminiText('First turn done.')]), hold: async () => void s.queue.offer(STEER) },
        respond([geminiText('Switched to the v2 API.')]),
      ],
    });
    try {
      const run = await runAcpRecorded({
        file: 'gemini',
        args: acpLaunch('gemini', { model: null, permissionMode: null, args: [], claudeExecutable: null })
          .args,
        prompt: 'Do the task.',
        permissionMode: 'acceptEdits',
        cwd: sandbox.repo,
        env: { ...sandbox.envFor(server.url, guard.url), GEMINI_CLI_TRUST_WORKSPACE: 'true' },
        timeoutMs: 120_000,
        steers: s.steers,
      });
      expect(prompts(run.lines)).toEqual([['Do the task.'], [STEER]]);
      expect(s.taken).toEqual([[STEER]]);
      expect(s.closed).toEqual([{ left: [], why: 'the agent had finished its turn' }]);
      const seen = server.requests.flatMap((r) => userTexts(r));
      expect(seen).toContain(STEER);
      expect(run.summary.outcome).toBe('success');
      expect(run.summary.finalText).toBe('Switched to the v2 API.');
      // Each answer counts its own turn: the run's tokens are both turns'.
      const tokens = turnTokens(run.lines);
      expect(tokens.turns).toBe(2);
      expect(run.summary.tokens).toMatchObject({ input: tokens.input, output: tokens.output });
    } finally {
      await server.close();
      sandbox.cleanup();
    }
  });

  test('Claude Code (claude-agent-acp): the steer is the next session/prompt; the model sees it', {
    timeout: 180_000,
  }, async () => {
    const s = steering();
    const sandbox = makeClaudeSandbox({ pathPrepend: [adapter.binDir, path.dirname(process.execPath)] });
    const server = await startModelServer({
      replies: [
        { ...message([text('First turn done.')]), hold: async () => void s.queue.offer(STEER) },
        message([text('Switched to the v2 API.')]),
      ],
    });
    try {
      const launch = acpLaunch('claude', {
        model: null,
        permissionMode: 'acceptEdits',
        args: [],
        claudeExecutable: claude.binary,
      });
      const run = await runAcpRecorded({
        file: adapter.binary,
        args: launch.args,
        prompt: 'Do the task.',
        permissionMode: 'acceptEdits',
        sessionMode: launch.sessionMode,
        cwd: sandbox.repo,
        env: { ...sandbox.envFor(server.url), ...launch.env },
        timeoutMs: 120_000,
        steers: s.steers,
      });
      expect(prompts(run.lines)).toEqual([['Do the task.'], [STEER]]);
      expect(s.taken).toEqual([[STEER]]);
      expect(s.closed).toEqual([{ left: [], why: 'the agent had finished its turn' }]);
      const last = JSON.stringify(server.mainRequests().at(-1)?.body?.messages ?? []);
      expect(last).toContain('A maintainer (@maint) added this instruction while you were working:');
      expect(run.summary.outcome).toBe('success');
      expect(run.summary.finalText).toBe('Switched to the v2 API.');
      // Each answer counts its own turn: the run's tokens are both turns'.
      const tokens = turnTokens(run.lines);
      expect(tokens.turns).toBe(2);
      expect(run.summary.tokens).toMatchObject({ input: tokens.input, output: tokens.output });
    } finally {
      await server.close();
      sandbox.cleanup();
    }
  });

  test('opencode (opencode acp): a steer waiting from the start is the next session/prompt', {
    timeout: 180_000,
  }, async () => {
    const s = steering();
    s.queue.offer(STEER);
    const sandbox = makeOpencodeSandbox({ pathPrepend: [opencode.binDir, path.dirname(process.execPath)] });
    const server = await startChatServer({
      replies: [reply('First turn done.'), reply('Switched to the v2 API.')],
    });
    try {
      const launch = acpLaunch('opencode', { model: null, permissionMode: 'acceptEdits', args: [] });
      const run = await runAcpRecorded({
        file: path.join(opencode.binDir, 'opencode'),
        args: launch.args,
        prompt: 'Do the task.',
        permissionMode: 'acceptEdits',
        cwd: sandbox.repo,
        env: { ...sandbox.envFor(server.url), ...launch.env },
        timeoutMs: 120_000,
        steers: s.steers,
      });
      expect(prompts(run.lines)).toEqual([['Do the task.'], [STEER]]);
      expect(s.taken).toEqual([[STEER]]);
      expect(JSON.stringify(server.requests.at(-1)?.body ?? null)).toContain(WRAPPED_HEAD);
      expect(run.summary.outcome).toBe('success');
      expect(run.summary.finalText).toBe('Switched to the v2 API.');
      // Each answer counts its own turn: the run's tokens are both turns'.
      const tokens = turnTokens(run.lines);
      expect(tokens.turns).toBe(2);
      expect(run.summary.tokens).toMatchObject({ input: tokens.input, output: tokens.output });
    } finally {
      await server.close();
      sandbox.cleanup();
    }
  });

  test('Codex (codex-acp): a steer waiting from the start is the next session/prompt', {
    timeout: 180_000,
  }, async () => {
    const s = steering();
    s.queue.offer(STEER);
    const sandbox = makeCodexSandbox({
      proxyUrl: guard.url,
      pathPrepend: [codexAdapter.binDir, path.dirname(process.execPath)],
      streamMaxRetries: 0,
    });
    const server = await startResponsesServer({
      replies: [
        response([responsesText('First turn done.')]),
        response([responsesText('Switched to the v2 API.')]),
      ],
    });
    try {
      const launch = acpLaunch('codex', { model: null, permissionMode: 'acceptEdits', args: [] });
      const run = await runAcpRecorded({
        file: codexAdapter.binary,
        args: launch.args,
        prompt: 'Do the task.',
        permissionMode: 'acceptEdits',
        sessionMode: launch.sessionMode,
        cwd: sandbox.repo,
        env: { ...sandbox.envFor(server.url), ...launch.env },
        timeoutMs: 120_000,
        steers: s.steers,
      });
      expect(prompts(run.lines)).toEqual([['Do the task.'], [STEER]]);
      expect(s.taken).toEqual([[STEER]]);
      expect(JSON.stringify(server.requests.at(-1)?.body ?? null)).toContain(WRAPPED_HEAD);
      expect(run.summary.outcome).toBe('success');
      expect(run.summary.finalText).toBe('Switched to the v2 API.');
    } finally {
      await server.close();
      sandbox.cleanup();
    }
  });

  test('Claude Code (claude-agent-acp): a turn that ends in an error takes no steer; it is handed back', {
    timeout: 180_000,
  }, async () => {
    const s = steering();
    const sandbox = makeClaudeSandbox({ pathPrepend: [adapter.binDir, path.dirname(process.execPath)] });
    // The steer waits from the start; every answer of the model is an error the CLI does not retry.
    s.queue.offer(STEER);
    const server = await startModelServer({
      respond: () => httpError(400, { errorType: 'invalid_request_error', message: 'bad request' }),
    });
    try {
      const launch = acpLaunch('claude', {
        model: null,
        permissionMode: 'acceptEdits',
        args: [],
        claudeExecutable: claude.binary,
      });
      const run = await runAcpRecorded({
        file: adapter.binary,
        args: launch.args,
        prompt: 'Do the task.',
        permissionMode: 'acceptEdits',
        sessionMode: launch.sessionMode,
        cwd: sandbox.repo,
        env: { ...sandbox.envFor(server.url), ...launch.env },
        timeoutMs: 120_000,
        steers: s.steers,
      });
      // No second turn: the run's own end stands (a steer never extends a failed turn).
      expect(prompts(run.lines)).toEqual([['Do the task.']]);
      expect(run.summary.outcome).toBe('error');
      expect(s.taken).toEqual([]);
      expect(s.closed).toEqual([{ left: [STEER], why: "the agent's turn ended in an error" }]);
      expect(server.mainRequests().some((r) => JSON.stringify(r.body).includes(WRAPPED_HEAD))).toBe(false);
    } finally {
      await server.close();
      sandbox.cleanup();
    }
  });
});
