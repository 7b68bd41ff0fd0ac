// The MCP servers' state folded from the agent's stream, and the require-mcp rules (src/run/mcp.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../src/run/failure-kind.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import {
  describeMissingMcp,
  McpGuard,
  mcpLine,
  mcpRefusal,
  missingMcp,
  parseRequiredMcp,
} from '../../src/run/mcp.js';
import { foldEvents } from '../../src/run/reducer.js';
import type { AgentEvent, McpServerState } from '../../src/stream/events.js';
import { REPO_ROOT } from '../support/fake-agents.js';

// Captured from the real CLI (test/fixtures/mcp/README.md).
const CAPTURE = readFileSync(path.join(REPO_ROOT, 'test/fixtures/mcp/claude-init-failed-servers.jsonl'));

const session = (mcpServers: McpServerState[] | null | undefined, at = 0): AgentEvent => ({
  kind: 'session',
  sessionId: 's',
  model: null,
  cwd: null,
  cliVersion: null,
  permissionMode: null,
  tools: null,
  ...(mcpServers !== undefined ? { mcpServers } : {}),
  at,
});

describe('the fold: mcpServers', () => {
  it("reads Claude Code's init frame: each server's name and status, no reason (the CLI gives none)", () => {
    const fold = new RunFold({ dialect: 'auto' });
    fold.pushBytes(CAPTURE, 0);
    const s = fold.end({ ...UNKNOWN_EXIT, exitCode: 1 }, 0);
    expect(s.mcpServers).toEqual([
      { name: 'good', status: 'connected', error: null },
      { name: 'broken', status: 'failed', error: null },
      { name: 'stuck', status: 'failed', error: null },
    ]);
  });

  it('is null when the stream says nothing of MCP servers; the last report wins; a frame without one keeps it', () => {
    expect(foldEvents([session(undefined)]).mcpServers).toBeNull();
    const first = [{ name: 'a', status: 'pending', error: null }];
    const later = [{ name: 'a', status: 'connected', error: null }];
    expect(foldEvents([session(first), session(later, 1), session(undefined, 2)]).mcpServers).toEqual(later);
  });

  it('skips malformed entries, never the frame', () => {
    const init = {
      type: 'system',
      subtype: 'init',
      session_id: 's',
      claude_code_version: '2.1.330',
      mcp_servers: [
        { name: 'ok', status: 'connected' },
        { name: 7, status: 'failed' },
        null,
        'x',
        { name: 'bad', status: 'failed', error: 'spawn ENOENT' },
      ],
    };
    const fold = new RunFold({ dialect: 'claude-code' });
    fold.pushBytes(Buffer.from(`${JSON.stringify(init)}\n`), 0);
    const s = fold.end(UNKNOWN_EXIT, 0);
    expect(s.mcpServers).toEqual([
      { name: 'ok', status: 'connected', error: null },
      { name: 'bad', status: 'failed', error: 'spawn ENOENT' },
    ]);
    expect(s.diagnostics.unknownEvents).toEqual({});
  });
});

describe('require-mcp rules', () => {
  it('parses names separated by spaces, commas or new lines, once each', () => {
    expect(parseRequiredMcp(' github, context7\ngithub  ')).toEqual(['github', 'context7']);
    expect(parseRequiredMcp('')).toEqual([]);
  });

  it('is refused, in words, for an agent whose stream never reports MCP state; never for Claude Code', () => {
    expect(mcpRefusal('claude-code', ['github'])).toBeNull();
    expect(mcpRefusal('codex', [])).toBeNull();
    expect(mcpRefusal(null, ['github'])).toBeNull();
    expect(mcpRefusal('codex', ['github'], 'codex')).toBe(
      "input 'require-mcp': codex does not report its MCP servers' state in its stream, so Narrator cannot check that they started (only Claude Code does: docs/agents.md)",
    );
    for (const d of ['gemini', 'opencode', 'acp', 'cursor', 'caliban'] as const)
      expect(mcpRefusal(d, ['x'])).not.toBeNull();
  });

  it('a server not connected, or absent, is missing; the reason says which', () => {
    const servers = [
      { name: 'github', status: 'connected', error: null },
      { name: 'context7', status: 'failed', error: 'spawn npx ENOENT' },
    ];
    expect(missingMcp(['github'], servers)).toEqual([]);
    const missing = missingMcp(['github', 'context7', 'linear'], servers);
    expect(describeMissingMcp(missing)).toBe(
      'the MCP servers context7 (failed: spawn npx ENOENT), linear (the agent was not configured with it) did not start',
    );
    expect(describeMissingMcp(missing.slice(0, 1))).toBe(
      'the MCP server context7 did not start: failed: spawn npx ENOENT',
    );
  });

  it('the guard stops once, on the first report that lacks a server; the verdict is an error of kind startup', () => {
    const stops: string[] = [];
    const guard = new McpGuard(['broken'], (why) => stops.push(why));
    guard.observe(session(undefined));
    expect(stops).toEqual([]);
    const report = [{ name: 'broken', status: 'failed', error: null }];
    guard.observe(session(report));
    guard.observe(session(report, 1));
    expect(stops).toEqual([
      'Narrator: stopping the agent before its first model request: the MCP server broken did not start: failed',
    ]);
    const fold = new RunFold({ dialect: 'claude-code' });
    fold.pushBytes(CAPTURE.subarray(0, CAPTURE.indexOf(10) + 1), 0);
    const stopped = fold.end({ ...UNKNOWN_EXIT, signal: 'SIGKILL', stoppedBy: 'mcp' }, 0);
    const s = guard.verdict(stopped, true);
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toBe(
      'The MCP server broken did not start: failed. Narrator stopped the agent before it started work.',
    );
    expect(classifyFailure(s)).toMatchObject({ kind: 'startup', retryable: false });
    // The reason found after the run (Claude Code's own log) is named too.
    const explained = {
      ...stopped,
      mcpServers: (stopped.mcpServers ?? []).map((m) =>
        m.name === 'broken' ? { ...m, error: 'Connection failed (CONNECTION_CLOSED): Connection closed' } : m,
      ),
    };
    expect(guard.verdict(explained, true).errorMessage).toBe(
      'The MCP server broken did not start: failed: Connection failed (CONNECTION_CLOSED): Connection closed. Narrator stopped the agent before it started work.',
    );
    // Not stopped by it (the run ended on its own first): the run's own verdict stands.
    expect(guard.verdict(stopped, false)).toBe(stopped);
  });

  it("the views' line: connected ✓, anything else ✗ with its status and reason", () => {
    expect(mcpLine(null)).toBeNull();
    expect(mcpLine([])).toBeNull();
    expect(
      mcpLine([
        { name: 'github', status: 'connected', error: null },
        { name: 'context7', status: 'failed', error: null },
        { name: 'db', status: 'failed', error: 'spawn ENOENT' },
      ]),
    ).toBe('MCP: github ✓ · context7 ✗ failed · db ✗ failed (spawn ENOENT)');
  });
});
