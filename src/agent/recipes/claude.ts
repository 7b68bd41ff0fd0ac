/** Claude Code: `claude -p --output-format stream-json --verbose`, the prompt on stdin. */
import { type AgentRecipe, SIGNAL_CODES } from './recipe.js';

export const claude: AgentRecipe = {
  name: 'claude',
  binary: 'claude',
  npmPackage: '@anthropic-ai/claude-code',
  // The wrapper's postinstall copies the binary from @anthropic-ai/claude-code-<platform>.
  npmNativeBinaries: (p) => [
    `@anthropic-ai/claude-code-${p.os}-${p.arch}${p.musl ? '-musl' : ''}/claude${p.os === 'win32' ? '.exe' : ''}`,
  ],
  installHint: "set 'install: auto' or add a step that runs `npm install -g @anthropic-ai/claude-code`",
  dialect: 'claude-code',
  supports: ['model', 'max-turns', 'max-budget-usd', 'allowed-tools', 'permission-mode'],
  exitCodes: {
    1: 'the run ended with an error result, or the CLI refused to start (see stderr)',
    ...SIGNAL_CODES,
  },
  // The CLI's own modes (2.1.330 `--help`), which include the portable three; `default` is the
  // older name of its default mode, still taken by the flag (its init frame then says `default`).
  permissionModes: {
    values: {
      default: ['--permission-mode', 'default'],
      ...Object.fromEntries(
        ['acceptEdits', 'auto', 'bypassPermissions', 'manual', 'dontAsk', 'plan'].map((m) => [
          m,
          ['--permission-mode', m],
        ]),
      ),
    },
    whenUnset: null,
  },
  // Measured (2.1.330, permission-mode plan, allowed-tools Read): a pull request's SessionStart,
  // UserPromptSubmit and PreToolUse hooks, its settings.local.json apiKeyHelper and its .mcp.json
  // stdio server each ran with the key before the agent read a line; `env.ANTHROPIC_BASE_URL`
  // sent the key to the pull request's endpoint. `--setting-sources user` loads none of the
  // project's settings (CLAUDE.md still reaches the model as instructions), `--strict-mcp-config`
  // none of its MCP servers (only an `--mcp-config` given in 'args').
  repositoryConfig: {
    files:
      "the repository's .claude/settings.json and .claude/settings.local.json (hooks, env, apiKeyHelper, permissions) and .mcp.json",
    whenNotTrusted: 'ignore',
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS, ACP_RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [
    ['home', '.claude'],
    ['home', '.claude.json'],
  ],
  // Through Zed's adapter (`claude-agent-acp`, npm `@zed-industries/claude-agent-acp`): the adapter
  // drives the Claude Code CLI named by CLAUDE_CODE_EXECUTABLE (the one `agent-version` chose, not
  // the copy bundled in the adapter's SDK), and the session is switched to Claude's `default` mode,
  // in which it asks before edits and commands: the adapter would otherwise start in whatever mode
  // the repository's `.claude/settings.json` names as `defaultMode`, and a pull request could name
  // `bypassPermissions` there and never be asked.
  acp: {
    adapter: {
      title: 'the Claude Code ACP adapter',
      binary: 'claude-agent-acp',
      npmPackage: '@zed-industries/claude-agent-acp',
      installHint:
        "set 'install: auto' or add a step that runs `npm install -g @zed-industries/claude-agent-acp`",
    },
    // Its cost in `usage_update` when a turn ends, the tokens in the prompt's answer.
    caps: { tokens: 'turn_end', cost: 'turn_end', nativeBudget: false },
    launch(o) {
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
    },
  },
  build(o) {
    // `--output-format stream-json` is refused in print mode without `--verbose` (capture 10i).
    const args = ['-p', '--output-format', 'stream-json', '--verbose'];
    if (o.model) args.push('--model', o.model);
    if (o.maxTurns !== null) args.push('--max-turns', String(o.maxTurns));
    if (o.maxBudgetUsd !== null) args.push('--max-budget-usd', String(o.maxBudgetUsd));
    // One argv element: `--allowedTools` is variadic and would swallow following arguments.
    if (o.allowedTools.length > 0) args.push('--allowedTools', o.allowedTools.join(','));
    // Unset is `default`, said on the command line (permissionArgs): the repository's
    // .claude/settings.json could otherwise name `acceptEdits` (measured: the pull request's
    // settings then had Claude write files and run `touch` in a run given no permission-mode).
    args.push(...o.permissionArgs);
    if (o.ignoreRepositoryConfig) args.push('--setting-sources', 'user', '--strict-mcp-config');
    if (o.converse) {
      // Its requests on stdout, the prompt and the answers as NDJSON on stdin (src/agent/agent-input.ts).
      args.push(
        '--input-format',
        'stream-json',
        '--permission-prompt-tool',
        'stdio',
        '--replay-user-messages',
      );
      return {
        args: [...args, ...o.args],
        stdin: `${JSON.stringify({ type: 'user', message: { role: 'user', content: o.prompt } })}\n`,
      };
    }
    // `claude -p` with no prompt argument reads the prompt from stdin.
    return { args: [...args, ...o.args], stdin: o.prompt };
  },
};
