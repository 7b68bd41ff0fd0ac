// Why Claude Code's MCP server failed, read from the CLI's own log (src/agent/claude-mcp-logs.ts),
// on a log captured from the real CLI 2.1.330 (test/fixtures/mcp/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claudeMcpReasons } from '../../src/agent/claude-mcp-logs.js';
import { REPO_ROOT } from '../support/fake-agents.js';

const SESSION = '3b5befac-529f-4090-88e1-bfebc2902162';
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-mcp-logs-'));
const project = path.join(home, '.cache', 'claude-cli-nodejs', '-tmp-mcpprobe');
fs.mkdirSync(project, { recursive: true });
fs.cpSync(path.join(REPO_ROOT, 'test/fixtures/mcp/claude-logs'), project, { recursive: true });
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

describe('claudeMcpReasons', () => {
  it("gives the last error of this session's log, with the server's stderr", () => {
    expect(claudeMcpReasons(home, '/tmp/mcpprobe', SESSION, ['broken', 'stuck'])).toEqual(
      new Map([
        [
          'broken',
          'Connection failed (CONNECTION_CLOSED): Connection closed; Server stderr: stdio-server: cannot open the database: /nonexistent/db.sqlite',
        ],
      ]),
    );
  });

  it("another session's lines, another folder, a name that is not a name: nothing", () => {
    expect(claudeMcpReasons(home, '/tmp/mcpprobe', 'another-session', ['broken']).size).toBe(0);
    expect(claudeMcpReasons(home, '/tmp/elsewhere', SESSION, ['broken']).size).toBe(0);
    expect(claudeMcpReasons(home, '/tmp/mcpprobe', SESSION, ['../mcp-logs-broken']).size).toBe(0);
  });

  it('never reads through a symlink', () => {
    const dir = path.join(project, 'mcp-logs-linked');
    fs.mkdirSync(dir);
    const target = path.join(home, 'elsewhere.jsonl');
    fs.writeFileSync(
      target,
      `${JSON.stringify({ error: 'from a file the log points at', sessionId: SESSION })}\n`,
    );
    fs.symlinkSync(target, path.join(dir, '2026-01-01.jsonl'));
    expect(claudeMcpReasons(home, '/tmp/mcpprobe', SESSION, ['linked']).size).toBe(0);
  });
});
