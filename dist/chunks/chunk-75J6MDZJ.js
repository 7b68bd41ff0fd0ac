const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  factTable
} from "./chunk-VVJO45ST.js";

// src/run/mcp.ts
var MCP_STATUS_SUPPORT = factTable("mcpStatus");
var MCP_CONNECTED = "connected";
function parseRequiredMcp(raw) {
  return [...new Set(raw.split(/[\s,]+/).filter((n) => n !== ""))];
}
function mcpRefusal(dialect, required, label) {
  if (required.length === 0 || dialect === null || MCP_STATUS_SUPPORT[dialect]) return null;
  return `input 'require-mcp': ${label ?? dialect} does not report its MCP servers' state in its stream, so Narrator cannot check that they started (only Claude Code does: docs/agents.md)`;
}
function missingMcp(required, servers) {
  const missing = [];
  for (const name of required) {
    const found = servers.find((s) => s.name === name);
    if (found === void 0) missing.push({ name, why: "the agent was not configured with it" });
    else if (found.status !== MCP_CONNECTED) {
      const status = found.status === "pending" ? "pending (still connecting when the agent started)" : found.status;
      missing.push({ name, why: found.error ? `${status}: ${found.error}` : status });
    }
  }
  return missing;
}
function describeMissingMcp(missing) {
  if (missing.length === 1) {
    const [m] = missing;
    return `the MCP server ${m.name} did not start: ${m.why}`;
  }
  return `the MCP servers ${missing.map((m) => `${m.name} (${m.why})`).join(", ")} did not start`;
}
var McpGuard = class {
  constructor(required, stop) {
    this.required = required;
    this.stop = stop;
  }
  required;
  stop;
  missing = null;
  wrap(onEvent) {
    return (event, summary) => {
      this.observe(event);
      onEvent(event, summary);
    };
  }
  observe(event) {
    if (this.missing !== null || event.kind !== "session" || event.mcpServers == null) return;
    const missing = missingMcp(this.required, event.mcpServers);
    if (missing.length === 0) return;
    this.missing = missing;
    this.stop(
      `Narrator: stopping the agent before its first model request: ${describeMissingMcp(missing)}`,
      event.at
    );
  }
  /**
   * The finished summary: an error naming the servers when the guard stopped the agent. A run whose
   * stream never reported its servers (it ended first) keeps its own verdict.
   */
  verdict(summary, stopped) {
    if (this.missing === null || !stopped) return summary;
    const again = summary.mcpServers ? missingMcp(this.required, summary.mcpServers) : [];
    const missing = again.length > 0 ? again : this.missing;
    const errorMessage = `${capitalize(describeMissingMcp(missing))}. Narrator stopped the agent before it started work.`;
    return { ...summary, outcome: "error", outcomeSource: "inferred", isError: true, errorMessage };
  }
};
function capitalize(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function mcpLine(servers) {
  if (servers === null || servers.length === 0) return null;
  const parts = servers.map(
    (s) => s.status === MCP_CONNECTED ? `${s.name} \u2713` : `${s.name} \u2717 ${s.status}${s.error ? ` (${s.error})` : ""}`
  );
  return `MCP: ${parts.join(" \xB7 ")}`;
}

export {
  MCP_CONNECTED,
  parseRequiredMcp,
  mcpRefusal,
  McpGuard,
  mcpLine
};
