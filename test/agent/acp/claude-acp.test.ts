// The ACP client against the REAL Claude Code through Zed's ACP adapter (`claude-agent-acp`,
// pinned in scripts/install-agents.mjs), launched as the Action's `protocol: acp` launches it: the
// adapter drives the pinned Claude Code CLI (CLAUDE_CODE_EXECUTABLE), offline against the local
// Anthropic API stand-in (test/support/model-server.ts), in a scratch repository. The recording is
// folded by the `acp` dialect as the Action folds it live. Expectations come from what the model
// is scripted to do and from the permission rules, never from a run.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { acpLaunch } from '../../../src/agent/acp/recipes.js';
import { classifyFailure } from '../../../src/run/failure-kind.js';
import type { RunSummary } from '../../../src/run/summary.js';
import { runAcpRecorded } from '../../support/acp-run.js';
import { AGENT_CLI_VERSIONS, type AgentInstall, ensureAgentCli } from '../../support/agent-cli.js';
import { makeClaudeSandbox } from '../../support/claude-env.js';
import {
  httpError,
  type ModelServer,
  type ModelServerOptions,
  message,
  startModelServer,
  text,
  toolUse,
} from '../../support/model-server.js';

let claude: AgentInstall;
let adapter: AgentInstall;
beforeAll(async () => {
  [claude, adapter] = await Promise.all([ensureAgentCli('claude'), ensureAgentCli('claude-acp')]);
}, 15 * 60_000);

interface Run {
  summary: RunSummary;
  lines: Array<Record<string, unknown>>;
  server: ModelServer;
}

/** Narrator's own messages in the recording. */
function sent(r: Run): Array<Record<string, unknown>> {
  return r.lines.filter((l) => l['_narrator'] === 'sent').map((l) => l['message'] as Record<string, unknown>);
}

async function runClaudeAcp(o: {
  permissionMode: string;
  model: (repo: string) => ModelServerOptions;
  files?: Record<string, string>;
  env?: Record<string, string>;
  check?: (repo: string) => void;
  capture?: string;
  /** Launched as a `command` would be: no session mode from a recipe. */
  asCommand?: boolean;
}): Promise<Run> {
  const sandbox = makeClaudeSandbox({ pathPrepend: [adapter.binDir, path.dirname(process.execPath)] });
  for (const [name, body] of Object.entries(o.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(sandbox.repo, name)), { recursive: true });
    fs.writeFileSync(path.join(sandbox.repo, name), body);
  }
  const server = await startModelServer(o.model(sandbox.repo));
  try {
    const launch = acpLaunch('claude', {
      model: null,
      permissionMode: o.permissionMode,
      args: [],
      claudeExecutable: claude.binary,
    });
    const run = await runAcpRecorded({
      file: adapter.binary,
      args: launch.args,
      permissionMode: o.permissionMode,
      ...(o.asCommand ? {} : { sessionMode: launch.sessionMode }),
      cwd: sandbox.repo,
      env: { ...sandbox.envFor(server.url), ...launch.env, ...o.env },
      ...(o.capture ? { capture: o.capture } : {}),
    });
    o.check?.(sandbox.repo);
    return { ...run, server };
  } finally {
    await server.close();
    sandbox.cleanup();
  }
}

describe.concurrent('the ACP client with the real Claude Code through claude-agent-acp', () => {
  test('acceptEdits: reads, the edit allowed, the command refused (a denial); tokens, cost, the pinned CLI', {
    timeout: 120_000,
  }, async () => {
    let after = '';
    let touched = true;
    const r = await runClaudeAcp({
      permissionMode: 'acceptEdits',
      capture: 'claude-adapter-accept-edits',
      files: { 'notes.txt': 'alpha\n' },
      model: (repo) => ({
        replies: [
          message([text('Reading first.'), toolUse('Read', { file_path: path.join(repo, 'notes.txt') })]),
          message([
            toolUse('Edit', {
              file_path: path.join(repo, 'notes.txt'),
              old_string: 'alpha',
              new_string: 'beta',
            }),
          ]),
          message([toolUse('Bash', { command: 'touch touched', description: 'Touch a file' })]),
          message([text('Edited; the command was refused.')]),
        ],
      }),
      check: (repo) => {
        after = fs.readFileSync(path.join(repo, 'notes.txt'), 'utf8');
        touched = fs.existsSync(path.join(repo, 'touched'));
      },
    });
    const s = r.summary;
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('Edited; the command was refused.');
    expect(after).toBe('beta\n');
    expect(touched).toBe(false);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read', 'ok'],
      ['edit', 'ok'],
      ['execute', 'denied'],
    ]);
    expect(s.permissionDenials).toHaveLength(1);
    // The edit names its file for the annotations.
    expect(s.toolCalls[1]?.input).toMatchObject({ path: expect.stringMatching(/notes\.txt$/) });
    // Tokens from the prompt's answer (`usage`), the cost from `usage_update` (Claude's own figure).
    expect(s.tokens?.input).toBeGreaterThan(0);
    expect(s.tokens?.output).toBeGreaterThan(0);
    expect(s.costUsd).toBeGreaterThan(0);
    // Narrator answered by kind: the edit allowed, the command refused, one-time options both.
    const mine = sent(r);
    const answers = mine.filter((m) => m['result'] !== undefined).map((m) => m['result']);
    expect(answers).toEqual([
      { outcome: { outcome: 'selected', optionId: 'allow' } },
      { outcome: { outcome: 'selected', optionId: 'reject' } },
    ]);
    // The adapter drove the pinned CLI, not the copy bundled in its SDK.
    const agents = new Set(r.server.mainRequests().map((q) => q.headers['user-agent'] ?? ''));
    expect([...agents].every((ua) => ua.includes(`claude-cli/${AGENT_CLI_VERSIONS.claude}`))).toBe(true);
  });

  test('acceptEdits: a write outside the working directory is refused (a denial), the file never made', {
    timeout: 120_000,
  }, async () => {
    let planted = true;
    const outside = (repo: string) => path.join(path.dirname(repo), 'planted.txt');
    const r = await runClaudeAcp({
      permissionMode: 'acceptEdits',
      model: (repo) => ({
        replies: [
          message([toolUse('Write', { file_path: outside(repo), content: 'echo pwned\n' })]),
          message([text('I could not write there.')]),
        ],
      }),
      check: (repo) => {
        planted = fs.existsSync(outside(repo));
      },
    });
    expect(planted).toBe(false);
    // Its only call was refused and nothing else ran: incomplete, not success.
    expect(r.summary.outcome).toBe('incomplete');
    expect(r.summary.errorMessage).toMatch(/every tool call the agent made was denied \(1 denied\)/);
    expect(r.summary.permissionDenials).toHaveLength(1);
    expect(r.summary.toolCalls.map((c) => [c.name, c.status])).toEqual([['edit', 'denied']]);
  });

  test.each([
    ['as its recipe launches it (session mode default)', false],
    ['as a `command` would (no recipe): known by its name in initialize', true],
  ])(
    "plan, with the repository's settings asking for bypassPermissions, launched %s: asked, the edit refused",
    {
      timeout: 120_000,
    },
    async (_how, asCommand) => {
      let after = '';
      const r = await runClaudeAcp({
        permissionMode: 'plan',
        asCommand,
        ...(asCommand ? {} : { capture: 'claude-adapter-plan-denied' }),
        // A pull request can carry this: the adapter would start in that mode and never ask.
        files: {
          'notes.txt': 'alpha\n',
          '.claude/settings.json': JSON.stringify({ permissions: { defaultMode: 'bypassPermissions' } }),
        },
        env: { IS_SANDBOX: '1' },
        model: (repo) => ({
          replies: [
            message([toolUse('Write', { file_path: path.join(repo, 'notes.txt'), content: 'gamma\n' })]),
            message([text('I could not write.')]),
          ],
        }),
        check: (repo) => {
          after = fs.readFileSync(path.join(repo, 'notes.txt'), 'utf8');
        },
      });
      expect(after).toBe('alpha\n');
      // The adapter started in the repository's mode; Narrator switched it to Claude's asking one.
      expect(sent(r).find((m) => m['method'] === 'session/set_mode')).toMatchObject({
        params: { modeId: 'default' },
      });
      // Its only call was refused and nothing else ran: incomplete, not success.
      expect(r.summary.outcome).toBe('incomplete');
      expect(r.summary.permissionDenials).toHaveLength(1);
      expect(r.summary.toolCalls.map((c) => [c.name, c.status])).toEqual([['edit', 'denied']]);
      expect(r.summary.finalText).toBe('I could not write.');
    },
  );

  test("the output limit: Claude Code's own recovery gives up, an error the failure kind calls output_limit", {
    timeout: 120_000,
  }, async () => {
    // Every answer is cut off. Claude Code 2.1.330 asks the model to go on a few times, then ends
    // with an error result ("…exceeded the 128000 output token maximum"), which the adapter passes
    // on as a JSON-RPC error: the adapter's own `max_tokens` stop reason needs a result whose
    // stop_reason is max_tokens, which this CLI does not send.
    const r = await runClaudeAcp({
      permissionMode: 'acceptEdits',
      capture: 'claude-adapter-max-tokens',
      model: () => ({
        respond: () => message([text('A long answer that is cut')], { stopReason: 'max_tokens' }),
      }),
    });
    expect(r.summary.outcome).toBe('error');
    expect(r.summary.outcomeSource).toBe('terminal_frame');
    expect(r.summary.errorMessage).toMatch(/output token maximum/);
    expect(classifyFailure(r.summary)).toMatchObject({ kind: 'output_limit', retryable: false });
    expect(r.server.mainRequests().length).toBeGreaterThan(1);
  });

  test('the API failing on every attempt: a JSON-RPC error on session/prompt, outcome error with the reason', {
    timeout: 120_000,
  }, async () => {
    const r = await runClaudeAcp({
      permissionMode: 'acceptEdits',
      capture: 'claude-adapter-api-500',
      env: { CLAUDE_CODE_MAX_RETRIES: '1' },
      model: () => ({ respond: () => httpError(500, { message: 'the model is down (local model server)' }) }),
    });
    expect(r.summary.outcome).toBe('error');
    expect(r.summary.outcomeSource).toBe('terminal_frame');
    expect(r.summary.errorMessage).toContain('the model is down (local model server)');
  });
});
