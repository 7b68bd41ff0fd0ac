// mcp-config over ACP: the REAL Claude Code through Zed's ACP adapter (pinned), launched as
// `protocol: acp` launches it, given one stdio MCP server in session/new
// (test/fixtures/mcp/sdk-server.mjs, written with the official MCP SDK, the same server the
// require-mcp tests give Claude Code by --mcp-config), offline against the local Anthropic API
// stand-in. The model is scripted to call the server's `echo` tool: the call must reach the server
// and its answer come back.
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { acpLaunch } from '../../../src/agent/acp/recipes.js';
import { parseMcpConfig } from '../../../src/agent/mcp-config.js';
import { runAcpRecorded } from '../../support/acp-run.js';
import { type AgentInstall, ensureAgentCli } from '../../support/agent-cli.js';
import { makeClaudeSandbox } from '../../support/claude-env.js';
import { REPO_ROOT } from '../../support/fake-agents.js';
import { message, startModelServer, text, toolUse } from '../../support/model-server.js';

let claude: AgentInstall;
let adapter: AgentInstall;
beforeAll(async () => {
  [claude, adapter] = await Promise.all([ensureAgentCli('claude'), ensureAgentCli('claude-acp')]);
}, 15 * 60_000);

const TOKEN = 'echoed-through-mcp-7f3a';

test('the workflow’s stdio MCP server reaches the agent in session/new, and the agent calls its tool', {
  timeout: 180_000,
}, async () => {
  const servers = parseMcpConfig(
    JSON.stringify({
      mcpServers: {
        narr: {
          command: process.execPath,
          args: [path.join(REPO_ROOT, 'test/fixtures/mcp/sdk-server.mjs'), 'ok'],
          env: { NARR_MCP_TOKEN: 'not-a-real-secret-but-long' },
        },
      },
    }),
  );
  const sandbox = makeClaudeSandbox({ pathPrepend: [adapter.binDir, path.dirname(process.execPath)] });
  const server = await startModelServer({
    replies: [
      message([toolUse('mcp__narr__echo', { text: TOKEN })]),
      message([text('The server answered.')]),
    ],
  });
  try {
    const launch = acpLaunch('claude', {
      model: null,
      permissionMode: 'bypassPermissions',
      args: [],
      claudeExecutable: claude.binary,
    });
    const r = await runAcpRecorded({
      file: adapter.binary,
      args: launch.args,
      permissionMode: 'bypassPermissions',
      sessionMode: launch.sessionMode,
      cwd: sandbox.repo,
      env: { ...sandbox.envFor(server.url), ...launch.env, MCP_TIMEOUT: '20000' },
      mcpServers: servers,
    });
    // session/new carried the server in ACP's shape (env as name/value pairs).
    const sent = r.lines
      .filter((l) => l['_narrator'] === 'sent')
      .map((l) => l['message'] as { method?: string; params?: { mcpServers?: unknown } });
    expect(sent.find((m) => m.method === 'session/new')?.params?.mcpServers).toEqual([
      {
        name: 'narr',
        command: process.execPath,
        args: [path.join(REPO_ROOT, 'test/fixtures/mcp/sdk-server.mjs'), 'ok'],
        env: [{ name: 'NARR_MCP_TOKEN', value: 'not-a-real-secret-but-long' }],
      },
    ]);
    const main = server.mainRequests();
    // The server's answer came back to the model as the tool's result (not an error: a tool the
    // agent does not have comes back as one).
    const results = (main[1]!.body!.messages ?? []).flatMap((m) =>
      Array.isArray(m.content) ? (m.content as Array<Record<string, unknown>>) : [],
    );
    const result = results.find((b) => b['type'] === 'tool_result');
    expect(result?.['is_error'], JSON.stringify(result)).not.toBe(true);
    expect(result?.['content']).toEqual([{ type: 'text', text: TOKEN }]);
    expect(r.summary.outcome).toBe('success');
    expect(r.summary.finalText).toBe('The server answered.');
    const call = r.summary.toolCalls.find((c) => JSON.stringify(c).includes('echo'));
    expect(call?.status, JSON.stringify(r.summary.toolCalls)).toBe('ok');
  } finally {
    await server.close();
    sandbox.cleanup();
  }
});
