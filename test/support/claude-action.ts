/**
 * Runs the Action's bundle with its OWN Claude recipe — no `command` input — against the real
 * Claude Code CLI, the local model server and the fake GitHub API (agent-action.ts), on a machine
 * set up here:
 *
 * - the CLI's bin folder first on PATH;
 * - ANTHROPIC_BASE_URL → the model server, a dummy key, telemetry off, an empty HOME and TMPDIR
 *   (claude-env.ts);
 * - a scratch git repository as GITHUB_WORKSPACE and `working-directory`.
 */
import path from 'node:path';
import { type AgentActionRun, type AgentActionScenario, runAgentAction } from './agent-action.js';
import type { ClaudeInstall } from './claude-cli.js';
import { type ClaudeSandbox, makeClaudeSandbox } from './claude-env.js';
import { type ModelServer, type ModelServerOptions, startModelServer } from './model-server.js';

export interface ClaudeActionScenario extends AgentActionScenario<ClaudeSandbox> {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ModelServerOptions;
  /** Files of the scratch repository (default: sandbox.ts's tiny JS project). */
  files?: Record<string, string>;
  /** More folders on PATH, after the CLI's (e.g. an ACP adapter's). */
  pathPrepend?: string[];
}

export interface ClaudeActionRun extends AgentActionRun<ClaudeSandbox> {
  server: ModelServer;
}

export async function runClaudeAction(
  claude: ClaudeInstall,
  bundleIndex: string,
  scenario: ClaudeActionScenario,
): Promise<ClaudeActionRun> {
  const sandbox = makeClaudeSandbox({
    pathPrepend: [claude.binDir, ...(scenario.pathPrepend ?? []), path.dirname(process.execPath)],
    ...(scenario.files ? { files: scenario.files } : {}),
  });
  const server = await startModelServer(scenario.model(sandbox.repo));
  const machine = {
    agent: 'claude' as const,
    sandbox,
    env: sandbox.envFor(server.url),
    timeoutMs: 30_000,
    close: async () => {
      await server.close();
      sandbox.cleanup();
    },
  };
  return { ...(await runAgentAction(bundleIndex, machine, scenario)), server };
}
