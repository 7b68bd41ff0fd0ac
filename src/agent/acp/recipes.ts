/**
 * How each agent is started in its Agent Client Protocol mode (`protocol: acp`). The prompt does
 * not go on the command line (it is the `session/prompt` request) and permissions are not flags:
 * the agent asks, and Narrator answers from `permission-mode` (permissions.ts). So each agent is
 * started in the mode in which it ASKS rather than decides by itself.
 *
 * Each agent's recipe (src/agent/recipes/<name>.ts, its `acp` field) says how: its adapter, what
 * it reports over ACP, its argv, environment and session mode. This file derives the lists from them.
 */

import { AGENT_FACTS, type CapSupport } from '../../run/agent-facts.js';
import { AGENT_NAMES, agentOfProgram, RECIPES } from '../agents.js';
import type { Installable } from '../install.js';
import type { AcpLaunch, AcpLaunchInput, AgentName } from '../recipes/recipe.js';

export type { AcpLaunch, AcpLaunchInput } from '../recipes/recipe.js';

/** The agents Narrator starts in ACP mode itself: those whose recipe says how. */
export const ACP_AGENTS: readonly AgentName[] = AGENT_NAMES.filter((a) => RECIPES[a].acp !== null);

/**
 * The agents that speak ACP through an adapter: the adapter is the program Narrator starts (found
 * on PATH, or installed with `install: auto` at `acp-adapter-version`).
 */
export const ACP_ADAPTERS: Readonly<Partial<Record<AgentName, Installable>>> = Object.fromEntries(
  AGENT_NAMES.flatMap((a) => {
    const adapter = RECIPES[a].acp?.adapter;
    return adapter ? [[a, adapter]] : [];
  }),
);

/**
 * What each agent reports over ACP, for the spending caps (its recipe's `acp.caps`); an agent
 * Narrator does not start over ACP is held to what any ACP agent reports.
 */
export function acpCapSupport(agent: AgentName): { label: string; support: CapSupport } {
  return { label: `${agent} over ACP`, support: RECIPES[agent].acp?.caps ?? AGENT_FACTS.acp.caps };
}

/**
 * Agents that start their session in a mode the repository may choose, by their `agentInfo.name`,
 * and the mode in which they ask before acting: switched to whoever launched them (a recipe, a
 * `command`, `narrator run`), so a pull request cannot turn Narrator's questions off.
 */
const ASKING_MODES: Readonly<Record<string, string>> = {
  // Its default mode comes from `.claude/settings.json` `permissions.defaultMode`.
  '@zed-industries/claude-agent-acp': 'default',
  // Its default mode comes from the trusted workspace's `.gemini/settings.json`
  // `general.defaultApprovalMode` (`auto_edit` approves every edit without asking).
  'gemini-cli': 'default',
};

/** The mode `agentName` asks in, when it is one that starts where the repository says; else null. */
export function askingModeOf(agentName: string | null): string | null {
  return agentName !== null && Object.hasOwn(ASKING_MODES, agentName) ? ASKING_MODES[agentName]! : null;
}

/**
 * The environment that makes an agent run as a `command` ask before acting, where that is set by
 * the environment rather than a session mode: opencode reads its permissions from its config, which
 * the repository's `opencode.json` can set to `allow` (measured: OPENCODE_PERMISSION outranks it).
 * By the program's name; `{}` for any other program, or when permissions are bypassed.
 */
export function acpAskingEnv(
  program: string,
  permissionMode: string | null,
  ignoreRepositoryConfig = false,
): Record<string, string> {
  return agentOfProgram(program) === 'opencode'
    ? acpLaunch('opencode', { model: null, permissionMode, args: [], ignoreRepositoryConfig }).env
    : {};
}

/** Whether the Codex adapter runs commands in its sandbox for this mode (bubblewrap, on Linux). */
export function codexAcpSandboxed(permissionMode: string | null): boolean {
  return permissionMode !== 'bypassPermissions';
}

export function acpLaunch(agent: AgentName, o: AcpLaunchInput): AcpLaunch {
  const acp = RECIPES[agent].acp;
  if (acp === null) {
    throw new Error(
      `'protocol: acp' starts ${ACP_AGENTS.join(', ')} in their ACP mode; for ${agent}, run an ACP agent with ` +
        "'command' and 'dialect: acp'",
    );
  }
  return acp.launch(o);
}
