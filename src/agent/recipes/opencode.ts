/**
 * opencode: `opencode run --format json`, the prompt on stdin.
 *
 * What the real CLI (opencode-ai 1.18.33) does, and why the recipe looks like this:
 * - The prompt goes on stdin. Positional words are re-quoted by the CLI before the model sees them
 *   (an argument with a space arrives wrapped in `"…"`, inner quotes backslash-escaped); a prompt
 *   read from stdin (when stdin is not a terminal) arrives verbatim.
 * - Permissions: by default opencode may edit files and run commands in the workspace; anything
 *   it would ask about (a path outside the workspace, a doom loop, a rule set to `ask` in
 *   opencode.json) is rejected by `run`, which then ends the run (exit 0). `--auto` approves those
 *   asks (rules set to `deny` stay denied). Rules come from opencode.json's `permission`, which the
 *   OPENCODE_PERMISSION variable (JSON) merges over; a tool whose rule is `deny` for everything is
 *   not even offered to the model. `--agent plan` is its built-in read-only agent (edits denied,
 *   but it still runs shell commands, so plan denies `bash` as well).
 * - No turn limit that stops anything: an agent's `steps` only asks the model to answer in text.
 * - The model is not in the stream: only `--model` (or opencode.json) says which one runs.
 */
import { type AgentRecipe, type NpmPlatform, SIGNAL_CODES } from './recipe.js';

/** OPENCODE_PERMISSION for the portable modes that need rules (merged over opencode.json's). */
const PERMISSION_RULES: Readonly<Record<string, Record<string, string>>> = {
  // Read only: edits and shell commands are denied (and so not offered to the model).
  plan: { edit: 'deny', bash: 'deny' },
  // Workspace edits approved even when opencode.json asks; the rest follows the config.
  acceptEdits: { edit: 'allow' },
};

/** opencode-<os>-<arch>[-baseline][-musl]: the order its own postinstall tries them in. */
function nativeBinaries(p: NpmPlatform): string[] {
  const base = `opencode-${p.os === 'win32' ? 'windows' : p.os}-${p.arch}`;
  const file = `bin/opencode${p.os === 'win32' ? '.exe' : ''}`;
  let names: string[];
  if (p.arch !== 'x64') names = p.musl ? [`${base}-musl`, base] : [base, `${base}-musl`];
  else if (p.os !== 'linux') names = p.avx2 ? [base, `${base}-baseline`] : [`${base}-baseline`, base];
  else {
    // The baseline build is for CPUs without AVX2; musl builds for Alpine.
    const glibc = p.avx2 ? [base, `${base}-baseline`] : [`${base}-baseline`, base];
    const musl = glibc.map((n) => `${n}-musl`);
    names = p.musl ? [...musl, ...glibc] : [...glibc, ...musl];
  }
  return names.map((name) => `${name}/${file}`);
}

export const opencode: AgentRecipe = {
  name: 'opencode',
  binary: 'opencode',
  npmPackage: 'opencode-ai',
  npmNativeBinaries: nativeBinaries,
  installHint: "set 'install: auto' or add a step that runs `npm install -g opencode-ai`",
  dialect: 'opencode',
  supports: ['model', 'permission-mode'],
  // No flag to point at for these: say what bounds or grants instead.
  inputHints: {
    'max-turns':
      "opencode has no turn limit that stops a run (an agent's `steps` only asks the model to stop): bound the run with 'timeout-minutes'",
    'max-budget-usd': "opencode has no budget: bound the run with 'timeout-minutes'",
    'allowed-tools':
      "opencode decides what may run by its permission rules: set 'permission-mode', or `permission` rules in opencode.json",
  },
  exitCodes: { ...SIGNAL_CODES },
  permissionModes: {
    values: {
      plan: ['--agent', 'plan'],
      acceptEdits: [],
      bypassPermissions: ['--auto'],
      // opencode's own name for its switch.
      auto: ['--auto'],
    },
    whenUnset:
      "permission-mode is not set: opencode uses the permissions of its config (by default it edits files and runs commands in the workspace; anything it would ask about, such as a path outside the workspace, is rejected and ends the run). Set 'permission-mode' to plan (read only), acceptEdits or bypassPermissions (--auto: approve those asks).",
  },
  // Measured (1.18.33): see docs/security.md. OPENCODE_DISABLE_PROJECT_CONFIG=true loads none of
  // the project's config files.
  repositoryConfig: {
    files:
      "the repository's opencode.json and .opencode/ (MCP servers, plugins, providers and their base URLs)",
    whenNotTrusted: 'ignore',
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [
    ['config', 'opencode'],
    ['data', 'opencode'],
  ],
  // opencode 1.18: `opencode acp`; its config decides what it asks about, so the edit, shell and
  // fetch permissions are set to `ask` (OPENCODE_PERMISSION) unless the mode bypasses permissions.
  acp: {
    adapter: null,
    // Its cost in `usage_update` when a turn ends, the tokens in the prompt's answer.
    caps: { tokens: 'turn_end', cost: 'turn_end', nativeBudget: false },
    launch(o) {
      const args = ['acp'];
      const env: Record<string, string> = {};
      if (o.permissionMode !== 'bypassPermissions') {
        env['OPENCODE_PERMISSION'] = JSON.stringify({ edit: 'ask', bash: 'ask', webfetch: 'ask' });
      }
      if (o.ignoreRepositoryConfig) env['OPENCODE_DISABLE_PROJECT_CONFIG'] = 'true';
      // `opencode acp` takes no --model: the model comes from its config (or the `args` input).
      return { args: [...args, ...o.args], env, sessionMode: null };
    },
  },
  build(o) {
    const args = ['run', '--format', 'json'];
    if (o.model) args.push('--model', o.model);
    args.push(...o.permissionArgs);
    const rules = o.permissionMode ? PERMISSION_RULES[o.permissionMode] : undefined;
    const env: Record<string, string> = {};
    if (rules) env['OPENCODE_PERMISSION'] = JSON.stringify(rules);
    if (o.ignoreRepositoryConfig) env['OPENCODE_DISABLE_PROJECT_CONFIG'] = 'true';
    // No positional words at all: `run` then reads the whole prompt from stdin, byte for byte.
    return { args: [...args, ...o.args], stdin: o.prompt, ...(Object.keys(env).length > 0 ? { env } : {}) };
  },
};
