// The ACP client against the REAL Codex through Zed's ACP adapter (`codex-acp`, a native binary
// with its own build of Codex, pinned in scripts/install-agents.mjs), launched as the Action's
// `protocol: acp` launches it (Codex's sandbox and approval policy as `-c` overrides), offline
// against the local Responses API stand-in, behind the egress guard, in a scratch repository.
// Its sandbox needs bubblewrap on PATH (.ci/run installs Debian's). Expectations come from what
// the model is scripted to do and from the permission rules, never from a run.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acpLaunch } from '../../../src/agent/acp/recipes.js';
import { classifyFailure } from '../../../src/run/failure-kind.js';
import type { RunSummary } from '../../../src/run/summary.js';
import { runAcpRecorded } from '../../support/acp-run.js';
import { type AgentInstall, ensureAgentCli } from '../../support/agent-cli.js';
import { CODEX_MODEL, makeCodexSandbox } from '../../support/codex-env.js';
import { type EgressGuard, startEgressGuard } from '../../support/egress-guard.js';
import {
  addFilePatch,
  applyPatch,
  execCommand,
  httpError,
  type ResponsesServer,
  type ResponsesServerOptions,
  response,
  startResponsesServer,
  text,
} from '../../support/responses-server.js';

let adapter: AgentInstall;
let guard: EgressGuard;
beforeAll(async () => {
  [adapter, guard] = await Promise.all([ensureAgentCli('codex-acp'), startEgressGuard()]);
}, 15 * 60_000);
afterAll(async () => {
  await guard?.close();
});

interface Run {
  summary: RunSummary;
  lines: Array<Record<string, unknown>>;
  server: ResponsesServer;
}

async function runCodexAcp(o: {
  permissionMode: string;
  model: (repo: string) => ResponsesServerOptions;
  files?: Record<string, string>;
  check?: (repo: string) => void;
  capture?: string;
}): Promise<Run> {
  const sandbox = makeCodexSandbox({
    proxyUrl: guard.url,
    pathPrepend: [adapter.binDir, path.dirname(process.execPath)],
    streamMaxRetries: 0,
    ...(o.files ? { files: o.files } : {}),
  });
  const server = await startResponsesServer(o.model(sandbox.repo));
  try {
    const launch = acpLaunch('codex', { model: null, permissionMode: o.permissionMode, args: [] });
    const run = await runAcpRecorded({
      file: adapter.binary,
      args: launch.args,
      permissionMode: o.permissionMode,
      sessionMode: launch.sessionMode,
      cwd: sandbox.repo,
      env: { ...sandbox.envFor(server.url), ...launch.env },
      ...(o.capture ? { capture: o.capture } : {}),
    });
    o.check?.(sandbox.repo);
    return { ...run, server };
  } finally {
    await server.close();
    sandbox.cleanup();
  }
}

const asked = (r: Run) => r.lines.filter((l) => l['method'] === 'session/request_permission');

describe.concurrent('the ACP client with the real Codex through codex-acp', () => {
  test('acceptEdits: its workspace-write sandbox runs the read, the patch and the command without asking', {
    timeout: 120_000,
  }, async () => {
    let created = '';
    let touched = false;
    const r = await runCodexAcp({
      permissionMode: 'acceptEdits',
      capture: 'codex-adapter-accept-edits',
      files: { 'notes.txt': 'alpha\n' },
      model: () => ({
        replies: [
          response([text('Reading first.'), execCommand('cat notes.txt')]),
          response([applyPatch(addFilePatch('new.txt', 'hello\n'))]),
          response([execCommand('touch touched')]),
          response([text('Added new.txt and touched a file.')]),
        ],
      }),
      check: (repo) => {
        created = fs.readFileSync(path.join(repo, 'new.txt'), 'utf8');
        touched = fs.existsSync(path.join(repo, 'touched'));
      },
    });
    const s = r.summary;
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('Added new.txt and touched a file.');
    expect(created).toBe('hello\n');
    expect(touched).toBe(true);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['read', 'ok'],
      ['edit', 'ok'],
      ['execute', 'ok'],
    ]);
    expect(asked(r)).toEqual([]);
    expect(s.toolCalls[1]?.input).toMatchObject({ path: expect.stringMatching(/new\.txt$/) });
    expect(s.model).toBe(CODEX_MODEL);
    // The adapter (0.16) reports how full the context is, never the tokens used or a cost.
    expect(s.tokens).toBeNull();
    expect(guard.attempts).toEqual([]);
  });

  test('a command writing outside the workspace fails in the sandbox; the model is told', {
    timeout: 120_000,
  }, async () => {
    const r = await runCodexAcp({
      permissionMode: 'acceptEdits',
      model: () => ({
        replies: [response([execCommand('touch /etc/narrator-was-here')]), response([text('It failed.')])],
      }),
    });
    expect(fs.existsSync('/etc/narrator-was-here')).toBe(false);
    expect(r.summary.outcome).toBe('success');
    const output = JSON.stringify(r.server.requests.at(-1)?.body?.input ?? []);
    expect(output).toMatch(/Read-only file system|Permission denied|Operation not permitted/);
  });

  test("plan: the patch is asked for and refused; Codex's refusal ends the turn: an error naming it, failure kind permission", {
    timeout: 120_000,
  }, async () => {
    let exists = true;
    const r = await runCodexAcp({
      permissionMode: 'plan',
      capture: 'codex-adapter-plan-denied',
      model: () => ({
        replies: [
          response([applyPatch(addFilePatch('new.txt', 'hello\n'))]),
          response([text('Not reached.')]),
        ],
      }),
      check: (repo) => {
        exists = fs.existsSync(path.join(repo, 'new.txt'));
      },
    });
    expect(exists).toBe(false);
    expect(asked(r)).toHaveLength(1);
    const s = r.summary;
    expect(s.permissionDenials).toHaveLength(1);
    expect(s.toolCalls.map((c) => [c.name, c.status])).toEqual([['edit', 'denied']]);
    // Nobody cancelled: the turn ended because of the refusal, and the verdict says so.
    expect(r.lines.some((l) => (l['message'] as { method?: string })?.method === 'session/cancel')).toBe(
      false,
    );
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toMatch(/ended its turn when Narrator refused "Edit .*new\.txt"/);
    expect(classifyFailure(s)).toMatchObject({ kind: 'permission', retryable: false });
  });

  test('the API failing on every attempt: outcome error with the reason', { timeout: 120_000 }, async () => {
    const r = await runCodexAcp({
      permissionMode: 'acceptEdits',
      capture: 'codex-adapter-api-500',
      model: () => ({
        respond: () => httpError(500, { message: 'the model is down (local responses server)' }),
      }),
    });
    expect(r.summary.outcome).toBe('error');
    expect(r.summary.outcomeSource).toBe('terminal_frame');
    // Codex words a 500 its own way; the adapter adds its error code.
    expect(r.summary.errorMessage).toMatch(/JSON-RPC error -32603: Internal error/);
    expect(r.summary.errorMessage).toMatch(/internal_server_error/);
    expect(classifyFailure(r.summary)).toMatchObject({ kind: 'provider_error', retryable: true });
  });

  test('the output limit (response incomplete: max_output_tokens): a JSON-RPC error, failure kind output_limit', {
    timeout: 120_000,
  }, async () => {
    const r = await runCodexAcp({
      permissionMode: 'acceptEdits',
      capture: 'codex-adapter-max-tokens',
      model: () => ({
        replies: [response([text('The answer starts here and then')], { incomplete: 'max_output_tokens' })],
      }),
    });
    // The adapter passes Codex's error on; `max_tokens` is a stop reason it does not send.
    expect(r.summary.outcome).toBe('error');
    expect(r.summary.errorMessage).toMatch(/Incomplete response returned, reason: max_output_tokens/);
    expect(r.summary.finalText).toBe('The answer starts here and then');
    expect(classifyFailure(r.summary)).toMatchObject({ kind: 'output_limit', retryable: false });
  });
});
