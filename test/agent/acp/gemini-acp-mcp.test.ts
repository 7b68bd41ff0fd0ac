// mcp-config over ACP with the REAL Gemini CLI (`gemini --acp`, pinned), offline against the local
// Gemini API stand-in behind the egress guard: one stdio MCP server
// (test/fixtures/mcp/sdk-server.mjs, written with the official MCP SDK) given in session/new, as
// `protocol: acp` gives the workflow's `mcp-config`. The model is scripted to call the server's
// `echo` tool (the CLI names an MCP tool `mcp_<server>_<tool>`): the call must reach the server and
// its answer come back to the model. (With the server's `crash` mode instead, the tool is never
// offered to the model and this test fails: checked.)
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMcpConfig } from '../../../src/agent/mcp-config.js';
import { runAcpRecorded } from '../../support/acp-run.js';
import { type AgentInstall, ensureAgentCli } from '../../support/agent-cli.js';
import { type EgressGuard, startEgressGuard } from '../../support/egress-guard.js';
import { REPO_ROOT } from '../../support/fake-agents.js';
import { geminiPath, makeGeminiSandbox } from '../../support/gemini-action.js';
import {
  call,
  declaredTools,
  functionResponses,
  respond,
  startGeminiServer,
  text,
} from '../../support/gemini-server.js';

let gemini: AgentInstall;
let guard: EgressGuard;
beforeAll(async () => {
  gemini = await ensureAgentCli('gemini');
  guard = await startEgressGuard();
}, 15 * 60_000);
afterAll(async () => {
  await guard?.close();
});

const TOKEN = 'echoed-through-mcp-5c1e';
const SERVER = path.join(REPO_ROOT, 'test/fixtures/mcp/sdk-server.mjs');

test('the workflow’s stdio MCP server reaches Gemini CLI in session/new, and the agent calls its tool', {
  timeout: 180_000,
}, async () => {
  const servers = parseMcpConfig(
    JSON.stringify({ mcpServers: { narr: { command: process.execPath, args: [SERVER, 'ok'] } } }),
  );
  const sandbox = makeGeminiSandbox({ pathPrepend: geminiPath(gemini) });
  const server = await startGeminiServer({
    replies: [respond([call('mcp_narr_echo', { text: TOKEN })]), respond([text('The server answered.')])],
  });
  try {
    const r = await runAcpRecorded({
      file: 'gemini',
      args: ['--acp'],
      permissionMode: 'bypassPermissions',
      cwd: sandbox.repo,
      env: { ...sandbox.envFor(server.url, guard.url), GEMINI_CLI_TRUST_WORKSPACE: 'true' },
      timeoutMs: 120_000,
      mcpServers: servers,
    });
    const sent = r.lines
      .filter((l) => l['_narrator'] === 'sent')
      .map((l) => l['message'] as { method?: string; params?: { mcpServers?: unknown } });
    expect(sent.find((m) => m.method === 'session/new')?.params?.mcpServers).toEqual([
      { name: 'narr', command: process.execPath, args: [SERVER, 'ok'], env: [] },
    ]);
    const turns = server.turns();
    // The CLI connected to the server and offered its tool to the model.
    expect(declaredTools(turns[0]!)).toContain('mcp_narr_echo');
    // The server's answer came back to the model as the tool's response.
    const answered = functionResponses(turns[1]!);
    expect(answered.map((a) => a.name)).toEqual(['mcp_narr_echo']);
    expect(JSON.stringify(answered[0]?.response)).toContain(TOKEN);
    expect(JSON.stringify(answered[0]?.response)).not.toMatch(/error/i);
    expect(r.summary.outcome).toBe('success');
    expect(r.summary.finalText).toBe('The server answered.');
    const calls = r.summary.toolCalls.filter((c) => JSON.stringify(c).includes('echo'));
    expect(
      calls.map((c) => c.status),
      JSON.stringify(r.summary.toolCalls),
    ).toEqual(['ok']);
  } finally {
    await server.close();
    sandbox.cleanup();
  }
});
