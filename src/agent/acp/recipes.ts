/**
 * How each agent is started in its Agent Client Protocol mode (`protocol: acp`). The prompt does
 * not go on the command line (it is the `session/prompt` request) and permissions are not flags:
 * the agent asks, and Narrator answers from `permission-mode` (permissions.ts). So each agent is
 * started in the mode in which it ASKS rather than decides by itself.
 *
 * - Gemini CLI 0.61: `gemini --acp` (the 0.61 flag; `--experimental-acp` is its older name),
 *   trusting the workspace as the stream-json recipe does, and switched to its `default` approval
 *   mode (it asks before edits and shell commands): the workspace's settings may name `auto_edit`.
 * - opencode 1.18: `opencode acp`; its config decides what it asks about, so the edit, shell and
 *   fetch permissions are set to `ask` (OPENCODE_PERMISSION) unless the mode bypasses permissions.
 * - Claude Code through Zed's adapter (`claude-agent-acp`, npm `@zed-industries/claude-agent-acp`):
 *   the adapter drives the Claude Code CLI named by CLAUDE_CODE_EXECUTABLE (the one `agent-version`
 *   chose, not the copy bundled in the adapter's SDK), and the session is switched to Claude's
 *   `default` mode, in which it asks before edits and commands: the adapter would otherwise start
 *   in whatever mode the repository's `.claude/settings.json` names as `defaultMode`, and a pull
 *   request could name `bypassPermissions` there and never be asked.
 * - Codex through Zed's adapter (`codex-acp`, npm `@zed-industries/codex-acp`, a native binary with
 *   its own build of Codex inside): Codex's sandbox does the work it does in `codex exec`, mapped
 *   from `permission-mode` as the stream-json recipe maps it, and Codex asks (approval
 *   `on-request`) only when a call would leave that sandbox; `bypassPermissions` never asks. Both
 *   are `-c` overrides, which outrank any config file.
 */

import type { CapSupport } from '../../run/cap-support.js';
import { agentOfProgram } from '../agents.js';
import type { Installable } from '../install.js';
import type { AgentName } from '../recipes/recipe.js';

export interface AcpLaunch {
  args: string[];
  env: Record<string, string>;
  /** The session mode to switch to after `session/new` (when the agent offers it); null: none. */
  sessionMode: string | null;
  /** `_meta` of `session/new` (Claude's adapter takes its SDK options there); absent: none. */
  sessionMeta?: Record<string, unknown>;
}

export interface AcpLaunchInput {
  model: string | null;
  permissionMode: string | null;
  /** The `args` input, appended last. */
  args: readonly string[];
  /** Claude over ACP: the Claude Code CLI the adapter is to drive. */
  claudeExecutable?: string | null;
  /** The workflow's environment (for the API-key variables a CLI reads under another name). */
  env?: Readonly<Record<string, string | undefined>>;
  /** The code is not a writer's: the repository's hooks, MCP servers and settings are off. */
  ignoreRepositoryConfig?: boolean;
}

/** The agents Narrator starts in ACP mode itself. */
export const ACP_AGENTS: readonly AgentName[] = ['gemini', 'opencode', 'claude', 'codex'];

/**
 * The agents that speak ACP through an adapter: the adapter is the program Narrator starts (found
 * on PATH, or installed with `install: auto` at `acp-adapter-version`).
 */
export const ACP_ADAPTERS: Readonly<Partial<Record<AgentName, Installable>>> = {
  claude: {
    title: 'the Claude Code ACP adapter',
    binary: 'claude-agent-acp',
    npmPackage: '@zed-industries/claude-agent-acp',
    installHint:
      "set 'install: auto' or add a step that runs `npm install -g @zed-industries/claude-agent-acp`",
  },
  codex: {
    title: 'the Codex ACP adapter',
    binary: 'codex-acp',
    npmPackage: '@zed-industries/codex-acp',
    // The wrapper is a Node script that finds its platform package; the binary is used directly,
    // as for the other native CLIs (no Node start-up, and signals reach the agent itself).
    npmNativeBinaries: (p) => [
      `@zed-industries/codex-acp-${p.os}-${p.arch}/bin/codex-acp${p.os === 'win32' ? '.exe' : ''}`,
    ],
    installHint: "set 'install: auto' or add a step that runs `npm install -g @zed-industries/codex-acp`",
  },
};

/**
 * What each agent reports over ACP, for the spending caps (measured with the real agents here: see
 * docs/agents.md): Claude's adapter and opencode send their cost in `usage_update` when a turn
 * ends and the tokens in the prompt's answer; Gemini CLI tokens only; Codex's adapter neither.
 */
export function acpCapSupport(agent: AgentName): { label: string; support: CapSupport } {
  const support: CapSupport =
    agent === 'claude' || agent === 'opencode'
      ? { tokens: 'turn_end', cost: 'turn_end', nativeBudget: false }
      : agent === 'codex'
        ? { tokens: 'none', cost: 'none', nativeBudget: false }
        : { tokens: 'turn_end', cost: 'none', nativeBudget: false };
  return { label: `${agent} over ACP`, support };
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

/** Codex's sandbox for each portable mode (as the stream-json recipe maps it); none = acceptEdits. */
const CODEX_SANDBOX: Readonly<Record<string, string>> = {
  plan: 'read-only',
  acceptEdits: 'workspace-write',
  bypassPermissions: 'danger-full-access',
};

/** A `-c key=value` override whose value is a TOML string. */
const codexOverride = (key: string, value: string): string[] => ['-c', `${key}=${JSON.stringify(value)}`];

/** Whether the Codex adapter runs commands in its sandbox for this mode (bubblewrap, on Linux). */
export function codexAcpSandboxed(permissionMode: string | null): boolean {
  return permissionMode !== 'bypassPermissions';
}

export function acpLaunch(agent: AgentName, o: AcpLaunchInput): AcpLaunch {
  switch (agent) {
    case 'gemini': {
      const args = ['--acp'];
      if (o.model) args.push('--model', o.model);
      return {
        args: [...args, ...o.args],
        env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' },
        // The workspace it trusts may name another default approval mode (askingModeOf).
        sessionMode: 'default',
      };
    }
    case 'opencode': {
      const args = ['acp'];
      const env: Record<string, string> = {};
      if (o.permissionMode !== 'bypassPermissions') {
        env['OPENCODE_PERMISSION'] = JSON.stringify({ edit: 'ask', bash: 'ask', webfetch: 'ask' });
      }
      if (o.ignoreRepositoryConfig) env['OPENCODE_DISABLE_PROJECT_CONFIG'] = 'true';
      // `opencode acp` takes no --model: the model comes from its config (or the `args` input).
      return { args: [...args, ...o.args], env, sessionMode: null };
    }
    case 'claude': {
      const env: Record<string, string> = {};
      if (o.claudeExecutable) env['CLAUDE_CODE_EXECUTABLE'] = o.claudeExecutable;
      // The adapter takes no model flag; Claude Code reads its model from ANTHROPIC_MODEL.
      if (o.model) env['ANTHROPIC_MODEL'] = o.model;
      // The adapter loads the user's, the project's and the local settings and reads .mcp.json;
      // its SDK options in `_meta` outrank that: the user's settings only, no MCP server but ours.
      const sessionMeta = o.ignoreRepositoryConfig
        ? { claudeCode: { options: { settingSources: ['user'], extraArgs: { 'strict-mcp-config': null } } } }
        : undefined;
      return { args: [...o.args], env, sessionMode: 'default', ...(sessionMeta ? { sessionMeta } : {}) };
    }
    case 'codex': {
      const sandbox = CODEX_SANDBOX[o.permissionMode ?? 'acceptEdits'] ?? 'workspace-write';
      const args = [
        ...codexOverride('sandbox_mode', sandbox),
        ...codexOverride('approval_policy', sandbox === 'danger-full-access' ? 'never' : 'on-request'),
      ];
      if (o.model) args.push(...codexOverride('model', o.model));
      const env: Record<string, string> = {};
      // As for `codex exec`: the key the step set for "the OpenAI agent" reaches Codex by its name.
      const given = o.env ?? {};
      if (!given['CODEX_API_KEY'] && given['OPENAI_API_KEY']) env['CODEX_API_KEY'] = given['OPENAI_API_KEY'];
      return { args: [...args, ...o.args], env, sessionMode: null };
    }
    default:
      throw new Error(
        `'protocol: acp' starts ${ACP_AGENTS.join(', ')} in their ACP mode; for ${agent}, run an ACP agent with ` +
          "'command' and 'dialect: acp'",
      );
  }
}
