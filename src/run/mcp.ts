/**
 * The MCP servers an agent was configured with, checked in the first moment of the run: which
 * agents' streams report their state at start, the `require-mcp` check (refused before launch for
 * an agent whose stream never says; during the run, a stop the moment the agent's report shows a
 * required server not connected, before it spends on a model request), and the verdict after.
 * No I/O: the stop is the caller's.
 *
 * What each agent reports (measured with the pinned CLIs, docs/agents.md):
 * - Claude Code: `system/init` carries `mcp_servers: [{name, status, source}]` before its first
 *   model request (~0.4 s before it). It waits a while for its servers; one still connecting then
 *   is `pending` (it is not usable yet, so require-mcp counts it as not started). No reason for a
 *   failure: that is only in the CLI's own MCP log files and in its system prompt.
 * - Codex `exec --json`, Gemini CLI `stream-json`, opencode `run --format json`, and ACP agents
 *   (`session/new` answers no server state): nothing of the MCP servers' state at start.
 */
import type { AgentEvent, Dialect, McpServerState } from '../stream/events.js';
import type { RunSummary } from './summary.js';

/** Whether the agent's stream reports its MCP servers' state at start (before its first request). */
export const MCP_STATUS_SUPPORT: Readonly<Record<Dialect, boolean>> = {
  'claude-code': true,
  caliban: false,
  cursor: false,
  codex: false,
  gemini: false,
  opencode: false,
  acp: false,
};

/** The state of a server that the agent can use. */
export const MCP_CONNECTED = 'connected';

/** `require-mcp`'s names: space, comma or newline separated; duplicates once. */
export function parseRequiredMcp(raw: string): string[] {
  return [...new Set(raw.split(/[\s,]+/).filter((n) => n !== ''))];
}

/**
 * Why `require-mcp` cannot be held for this agent (its stream never reports MCP servers), or
 * null. `dialect` null (a `command` whose stream is detected at run time): held if it reports.
 */
export function mcpRefusal(
  dialect: Dialect | null,
  required: readonly string[],
  label?: string,
): string | null {
  if (required.length === 0 || dialect === null || MCP_STATUS_SUPPORT[dialect]) return null;
  return (
    `input 'require-mcp': ${label ?? dialect} does not report its MCP servers' state in its stream, ` +
    'so Narrator cannot check that they started (only Claude Code does: docs/agents.md)'
  );
}

/** The required servers the report shows not connected (absent from it: "not configured"). */
export function missingMcp(
  required: readonly string[],
  servers: readonly McpServerState[],
): Array<{ name: string; why: string }> {
  const missing: Array<{ name: string; why: string }> = [];
  for (const name of required) {
    const found = servers.find((s) => s.name === name);
    if (found === undefined) missing.push({ name, why: 'the agent was not configured with it' });
    else if (found.status !== MCP_CONNECTED) {
      // Claude Code waits for its servers only so long, then starts with the slow ones `pending`.
      const status =
        found.status === 'pending' ? 'pending (still connecting when the agent started)' : found.status;
      missing.push({ name, why: found.error ? `${status}: ${found.error}` : status });
    }
  }
  return missing;
}

/** "the MCP server context7 did not start: failed" (one) or "the MCP servers a (failed), b (…) did not start". */
export function describeMissingMcp(missing: ReadonlyArray<{ name: string; why: string }>): string {
  if (missing.length === 1) {
    const [m] = missing as [{ name: string; why: string }];
    return `the MCP server ${m.name} did not start: ${m.why}`;
  }
  return `the MCP servers ${missing.map((m) => `${m.name} (${m.why})`).join(', ')} did not start`;
}

/** Watches the fold's events; calls `stop` once, when the agent's report lacks a required server. */
export class McpGuard {
  private missing: Array<{ name: string; why: string }> | null = null;

  constructor(
    private readonly required: readonly string[],
    /** `at`: when the line that showed it was read. */
    private readonly stop: (reason: string, at: number) => void,
  ) {}

  wrap(
    onEvent: (event: AgentEvent, summary: RunSummary) => void,
  ): (event: AgentEvent, summary: RunSummary) => void {
    return (event, summary) => {
      // Checked first: the stop goes out before the views spend any time on the frame.
      this.observe(event);
      onEvent(event, summary);
    };
  }

  observe(event: AgentEvent): void {
    if (this.missing !== null || event.kind !== 'session' || event.mcpServers == null) return;
    const missing = missingMcp(this.required, event.mcpServers);
    if (missing.length === 0) return;
    this.missing = missing;
    this.stop(
      `Narrator: stopping the agent before its first model request: ${describeMissingMcp(missing)}`,
      event.at,
    );
  }

  /**
   * The finished summary: an error naming the servers when the guard stopped the agent. A run whose
   * stream never reported its servers (it ended first) keeps its own verdict.
   */
  verdict(summary: RunSummary, stopped: boolean): RunSummary {
    if (this.missing === null || !stopped) return summary;
    // Judged again on the finished summary: it may carry the reasons the stream did not give.
    const again = summary.mcpServers ? missingMcp(this.required, summary.mcpServers) : [];
    const missing = again.length > 0 ? again : this.missing;
    const errorMessage = `${capitalize(describeMissingMcp(missing))}. Narrator stopped the agent before it started work.`;
    return { ...summary, outcome: 'error', outcomeSource: 'inferred', isError: true, errorMessage };
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "MCP: github ✓ · context7 ✗ failed", or null when the agent reported no server. */
export function mcpLine(servers: readonly McpServerState[] | null): string | null {
  if (servers === null || servers.length === 0) return null;
  const parts = servers.map((s) =>
    s.status === MCP_CONNECTED ? `${s.name} ✓` : `${s.name} ✗ ${s.status}${s.error ? ` (${s.error})` : ''}`,
  );
  return `MCP: ${parts.join(' · ')}`;
}
