/**
 * The MCP servers in the live comment: the header names each server and its state ("MCP: notes ✓ ·
 * broken ✗ failed"), and a server's reason is a line of the body, said once. On a real require-mcp
 * run the header carried the whole stderr of the failed server in bold heading text, and the
 * reason was then said twice more. Hand-written summaries with the states Claude Code reports.
 */
import { describe, expect, test } from 'vitest';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

const redact = (s: string) => s;
const REASON =
  'Connection failed (CONNECTION_CLOSED): Connection closed; Server stderr: stdio-server: cannot open the database: /nonexistent/db.sqlite';

function run(o: Partial<RunSummary>): RunSummary {
  return {
    ...emptySummary('claude-code'),
    status: 'finished',
    outcome: 'success',
    outcomeSource: 'terminal_frame',
    durationMs: 1_000,
    mcpServers: [
      { name: 'notes', status: 'connected', error: null },
      { name: 'broken', status: 'failed', error: REASON },
      { name: 'stuck', status: 'pending', error: null },
    ],
    ...o,
  };
}

const comment = (s: RunSummary) => renderComment(s, { now: 0, marker: commentMarker('k'), redact });

describe('MCP servers in the comment', () => {
  test('the header names the states; the reason is one body line', () => {
    const body = comment(run({}));
    const header = body.split('\n').find((l) => l.startsWith('### '))!;
    expect(header).toMatch(/ · MCP: notes ✓ · broken ✗ failed · stuck ✗ pending$/);
    expect(header).not.toContain('CONNECTION_CLOSED');
    expect(body).toContain(`**MCP servers that did not connect**\n\n- \`broken\` failed: ${REASON}`);
    expect(body.split(REASON).length - 1).toBe(1);
  });

  test('a reason the run already gives (require-mcp stopped on it) is not repeated', () => {
    const body = comment(
      run({
        outcome: 'error',
        outcomeSource: 'exit_code',
        errorMessage: `The MCP server broken did not start: failed: ${REASON}. Narrator stopped the agent before it started work.`,
      }),
    );
    expect(body).not.toContain('MCP servers that did not connect');
    expect(body.split(REASON).length - 1).toBe(1);
  });
});
