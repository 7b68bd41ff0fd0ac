/**
 * Gemini CLI: `gemini --output-format stream-json [--model M] [--approval-mode=…] --prompt=PROMPT`,
 * with GEMINI_CLI_TRUST_WORKSPACE=true. What the real 0.61 CLI does that shapes this recipe
 * (test/fixtures/gemini/real-*, test/e2e/action-gemini.test.ts):
 *
 * - Under CI (`CI`/`GITHUB_ACTIONS` set) it refuses a folder it has not been told to trust: exit 55,
 *   no JSON. `--skip-trust` and GEMINI_CLI_TRUST_WORKSPACE=true both work; the variable is used
 *   because a CLI version without the trust check ignores it, while an unknown flag is fatal (yargs
 *   strict mode). The workspace is the one the workflow checked out and pointed us at.
 * - `-p VALUE` with a VALUE that starts with `-` is parsed as a flag (`-p "- fix"`: "Not enough
 *   arguments following: p"; `-p --version` prints the version). `--prompt=VALUE` is ONE argv
 *   element that yargs never splits, and reaches the model byte for byte. Stdin works too, but the
 *   CLI reads it with a 500 ms "is anything piped?" timer, caps it at 8 MiB, and under `--sandbox`
 *   re-passes it as a separate argv element (the leading-dash problem again): it is used only for
 *   what argv cannot carry (over 128 KiB, Linux's limit for one argument, or a NUL character).
 * - In the default approval mode a headless run is not even offered the tools that would ask for
 *   approval (shell, file writes); `auto_edit` adds the edit tools, `yolo` everything, `plan`
 *   refuses writes by policy. There is no flag for a turn limit (settings: model.maxSessionTurns).
 */
import { type AgentRecipe, MAX_ARG_BYTES, SIGNAL_CODES } from './recipe.js';

/**
 * The longest prompt (UTF-8 bytes) passed as `--prompt=…`; a longer one goes on stdin. Linux takes
 * at most 128 KiB per argument, its closing NUL included (MAX_ARG_STRLEN, 32 pages of 4 KiB): minus
 * `--prompt=`, the NUL, and a few bytes to spare. As much as possible goes through argv, because
 * Gemini CLI reads stdin behind a 500 ms timer: a CLI stalled that long at start-up on a loaded
 * runner reads nothing (exit 42, "No input provided via stdin").
 */
export const MAX_ARGV_PROMPT_BYTES = MAX_ARG_BYTES - '--prompt='.length - 6;

export const gemini: AgentRecipe = {
  name: 'gemini',
  binary: 'gemini',
  npmPackage: '@google/gemini-cli',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @google/gemini-cli`",
  dialect: 'gemini',
  supports: ['model', 'permission-mode'],
  inputHints: {
    'max-turns':
      'Gemini CLI takes a turn limit only from its settings: set model.maxSessionTurns in .gemini/settings.json in the workspace or in ~/.gemini/settings.json',
    'allowed-tools':
      "Gemini CLI decides which tools run by its approval mode: set 'permission-mode' (plan, acceptEdits, bypassPermissions) or give it a policy file through 'args' (--policy)",
    'max-budget-usd': "Gemini CLI has no budget: bound the run with 'timeout-minutes'",
  },
  // The meanings of its own exit codes live in the dialect's table (src/stream/dialects/gemini.ts).
  exitCodes: { ...SIGNAL_CODES },
  // Approval modes (0.61 `--help`: default | auto_edit | yolo | plan), and the portable names.
  permissionModes: {
    values: {
      default: ['--approval-mode=default'],
      auto_edit: ['--approval-mode=auto_edit'],
      yolo: ['--approval-mode=yolo'],
      plan: ['--approval-mode=plan'],
      acceptEdits: ['--approval-mode=auto_edit'],
      bypassPermissions: ['--approval-mode=yolo'],
    },
    whenUnset:
      "gemini: 'permission-mode' is not set, so Gemini CLI runs in its default approval mode, in which a headless run " +
      "gets no shell and no file-writing tools (calls to them fail as not registered). Set 'permission-mode: acceptEdits' " +
      "to let it edit files, or 'permission-mode: bypassPermissions' for shell commands too.",
  },
  // Measured (0.61, through the Action): the trusted workspace's .gemini/settings.json SessionStart
  // and BeforeAgent hooks and its stdio MCP server ran with the key, and its .gemini/.env set
  // GOOGLE_GEMINI_BASE_URL, which sent the key to that endpoint. An untrusted workspace loads none
  // of that, but a headless run refuses one (exit 55), and the switch that allows it (folder trust
  // off) is read only from root-owned system settings: nothing a step can set. So no run of
  // Gemini CLI on code that is not a writer's.
  repositoryConfig: {
    files:
      "the repository's .gemini/settings.json (hooks, MCP servers, every setting) and the .env files it loads (.gemini/.env, .env)",
    whenNotTrusted: 'refuse',
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [['home', '.gemini']],
  // Gemini CLI 0.61: `gemini --acp` (the 0.61 flag; `--experimental-acp` is its older name),
  // trusting the workspace as the stream-json recipe does, and switched to its `default` approval
  // mode (it asks before edits and shell commands): the workspace's settings may name `auto_edit`.
  acp: {
    adapter: null,
    // Tokens in the prompt's answer (`_meta.quota`), no cost.
    caps: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
    launch(o) {
      const args = ['--acp'];
      if (o.model) args.push('--model', o.model);
      return {
        args: [...args, ...o.args],
        env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' },
        // The workspace it trusts may name another default approval mode (askingModeOf).
        sessionMode: 'default',
      };
    },
  },
  build(o) {
    const args = ['--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    // Unset is `default`, said on the command line (permissionArgs): the workspace is trusted, and
    // its .gemini/settings.json could otherwise name `auto_edit` (measured: the pull request's
    // settings then had Gemini write files the notice says it cannot).
    args.push(...o.permissionArgs, ...o.args);
    const env = { GEMINI_CLI_TRUST_WORKSPACE: 'true' };
    if (Buffer.byteLength(o.prompt, 'utf8') > MAX_ARGV_PROMPT_BYTES || o.prompt.includes('\0')) {
      // Without -p, a prompt on stdin (not a terminal) runs headless as well.
      return { args, stdin: o.prompt, env };
    }
    return { args: [...args, `--prompt=${o.prompt}`], stdin: null, env };
  },
};
