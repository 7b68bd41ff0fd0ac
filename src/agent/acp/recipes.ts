/**
 * How each agent is started in its Agent Client Protocol mode (`protocol: acp`). The prompt does
 * not go on the command line (it is the `session/prompt` request) and permissions are not flags:
 * the agent asks, and Narrator answers from `permission-mode` (permissions.ts). So each agent is
 * started in the mode in which it ASKS rather than decides by itself.
 *
 * - Gemini CLI 0.61: `gemini --acp` (the 0.61 flag; `--experimental-acp` is its older name), in its
 *   default approval mode (it asks before edits and shell commands), trusting the workspace as the
 *   stream-json recipe does.
 * - opencode 1.18: `opencode acp`; its config decides what it asks about, so the edit, shell and
 *   fetch permissions are set to `ask` (OPENCODE_PERMISSION) unless the mode bypasses permissions.
 * - Claude Code and Codex speak ACP through adapters (`@zed-industries/claude-agent-acp`,
 *   `@zed-industries/codex-acp`) that Narrator does not install yet: run one with `command:` and
 *   `dialect: acp`.
 */
import type { AgentName } from '../recipes/recipe.js';

export interface AcpLaunch {
  args: string[];
  env: Record<string, string>;
}

export interface AcpLaunchInput {
  model: string | null;
  permissionMode: string | null;
  /** The `args` input, appended last. */
  args: readonly string[];
}

/** The agents Narrator starts in ACP mode itself. */
export const ACP_AGENTS: readonly AgentName[] = ['gemini', 'opencode'];

export function acpLaunch(agent: AgentName, o: AcpLaunchInput): AcpLaunch {
  switch (agent) {
    case 'gemini': {
      const args = ['--acp'];
      if (o.model) args.push('--model', o.model);
      return { args: [...args, ...o.args], env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' } };
    }
    case 'opencode': {
      const args = ['acp'];
      const env: Record<string, string> = {};
      if (o.permissionMode !== 'bypassPermissions') {
        env['OPENCODE_PERMISSION'] = JSON.stringify({ edit: 'ask', bash: 'ask', webfetch: 'ask' });
      }
      // `opencode acp` takes no --model: the model comes from its config (or the `args` input).
      return { args: [...args, ...o.args], env };
    }
    default:
      throw new Error(
        `'protocol: acp' starts gemini and opencode in their ACP mode; for ${agent}, run its ACP adapter with ` +
          "'command' and 'dialect: acp' (e.g. command: npx @zed-industries/claude-agent-acp)",
      );
  }
}
