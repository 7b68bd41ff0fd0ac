/**
 * Runs the Action's bundle with its OWN codex recipe — no `command` input — against the real Codex
 * CLI, the local Responses API server (responses-server.ts) and the fake GitHub API
 * (agent-action.ts), on a machine set up here:
 *
 * - the CLI's bin folder first on PATH;
 * - the offline sandbox of codex-env.ts (HOME, CODEX_HOME/config.toml naming the server, an egress
 *   guard as proxy);
 * - a wall-clock limit on top of the idle one, so a CLI that retries forever cannot hang a test.
 */
import path from 'node:path';
import { type AgentActionRun, type AgentActionScenario, runAgentAction } from './agent-action.js';
import type { AgentInstall } from './agent-cli.js';
import { type CodexSandbox, makeCodexSandbox } from './codex-env.js';
import { type EgressGuard, startEgressGuard } from './egress-guard.js';
import {
  type ResponsesServer,
  type ResponsesServerOptions,
  startResponsesServer,
} from './responses-server.js';

export interface CodexActionScenario extends AgentActionScenario<CodexSandbox> {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ResponsesServerOptions;
  files?: Record<string, string>;
  streamMaxRetries?: number;
  /** The user's config.toml trusts the workspace (Codex then reads its .codex/config.toml). */
  trustWorkspace?: boolean;
  /** More folders on PATH, after the CLI's (e.g. an ACP adapter's). */
  pathPrepend?: string[];
}

export interface CodexActionRun extends AgentActionRun<CodexSandbox> {
  server: ResponsesServer;
  guard: EgressGuard;
}

export async function runCodexAction(
  codex: AgentInstall,
  bundleIndex: string,
  scenario: CodexActionScenario,
): Promise<CodexActionRun> {
  const guard = await startEgressGuard();
  const sandbox = makeCodexSandbox({
    proxyUrl: guard.url,
    pathPrepend: [codex.binDir, ...(scenario.pathPrepend ?? []), path.dirname(process.execPath)],
    ...(scenario.files ? { files: scenario.files } : {}),
    ...(scenario.streamMaxRetries !== undefined ? { streamMaxRetries: scenario.streamMaxRetries } : {}),
    ...(scenario.trustWorkspace ? { trustWorkspace: true } : {}),
  });
  const server = await startResponsesServer(scenario.model(sandbox.repo));
  const machine = {
    agent: 'codex' as const,
    sandbox,
    env: sandbox.envFor(server.url),
    // A wall-clock limit on top of the idle one, so a codex that keeps retrying cannot hang a test.
    inputs: { 'timeout-minutes': '2' },
    timeoutMs: 45_000,
    close: async () => {
      await server.close();
      await guard.close();
      sandbox.cleanup();
    },
  };
  return { ...(await runAgentAction(bundleIndex, machine, scenario)), server, guard };
}
