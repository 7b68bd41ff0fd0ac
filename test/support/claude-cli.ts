// The real Claude Code CLI for the end-to-end tests: the Claude face of ./agent-cli.ts (one
// installer, scripts/install-agents.mjs, owns the layout of every agent CLI).
import { AGENT_CLI_VERSIONS, type AgentInstall, agentCliInstall, ensureAgentCli } from './agent-cli.js';

/** The pinned CLI version the e2e tests run (from scripts/install-agents.mjs). */
export const CLAUDE_CODE_VERSION = AGENT_CLI_VERSIONS.claude;

export type ClaudeInstall = AgentInstall;

/** Installs the CLI if missing; rejects (never skips) when it cannot. */
export function ensureClaude(): Promise<ClaudeInstall> {
  return ensureAgentCli('claude');
}

/** The installed binary; throws (does not install) when `ensureClaude()` has not been able to. */
export function claudeBinary(): string {
  return claudeInstall().binary;
}

/** The install, read synchronously from the cache (no download); throws when absent. */
export function claudeInstall(): ClaudeInstall {
  return agentCliInstall('claude');
}
