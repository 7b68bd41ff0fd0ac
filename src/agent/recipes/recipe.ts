/**
 * What a launch recipe is: the shape every agent's file in this folder fills in (one file per
 * agent CLI, mirroring src/stream/dialects/). A recipe knows its CLI's flags, how the prompt gets
 * in, which of our inputs it understands, and what to tell a user whose CLI is missing.
 */
import type { CapSupport } from '../../run/agent-facts.js';
import type { Dialect } from '../../stream/events.js';

export const AGENT_NAMES = ['claude', 'caliban', 'cursor', 'gemini', 'codex', 'opencode'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** The inputs a recipe may map to CLI flags. */
export type MappedInput = 'model' | 'max-turns' | 'max-budget-usd' | 'allowed-tools' | 'permission-mode';

/**
 * The portable `permission-mode` values every agent that has permissions takes:
 * `plan` (read only), `acceptEdits` (may edit files in the workspace), `bypassPermissions`
 * (may do anything). Each recipe maps them to what its CLI really has.
 */
export const PORTABLE_PERMISSION_MODES = ['plan', 'acceptEdits', 'bypassPermissions'] as const;
export type PortablePermissionMode = (typeof PORTABLE_PERMISSION_MODES)[number];

/** The machine, as npm's per-platform packages name it. */
export interface NpmPlatform {
  /** process.platform: linux, darwin, win32… */
  os: string;
  /** os.arch(): x64, arm64… */
  arch: string;
  /** Linux with musl libc (Alpine). */
  musl: boolean;
  /** The CPU has AVX2 (false when unknown); some CLIs ship a `baseline` build for CPUs without it. */
  avx2: boolean;
}

export interface RecipeOptions {
  prompt: string;
  model: string | null;
  maxTurns: number | null;
  maxBudgetUsd: number | null;
  allowedTools: string[];
  permissionMode: string | null;
  /** Extra arguments from the `args` input, appended last. */
  args: string[];
  /**
   * The step's environment (read, never changed), for a recipe whose CLI needs a variable under
   * another name or a default it lacks. Absent: the recipe assumes none is set.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * True when the code in the workspace is not a writer's (src/github/repository-trust.ts): the
   * agent is launched with the repository's own executable configuration (hooks, MCP servers, env
   * and endpoint settings) off, as its recipe's `repositoryConfig` says. Absent: read as the CLI
   * would.
   */
  ignoreRepositoryConfig?: boolean;
  /**
   * Narrator talks to the agent while it runs (its permission requests, a maintainer's steers):
   * a recipe that can takes its prompt and more on stdin (src/agent/agent-input.ts).
   */
  converse?: boolean;
}

/** What a recipe's `build` gets: the options, with the permission mode already resolved to argv. */
export interface BuildOptions extends RecipeOptions {
  /** The argv the recipe's `permissionModes` gives for the chosen mode ([] when none is given). */
  permissionArgs: readonly string[];
}

/**
 * An agent's permission switch: every value `permission-mode` may take for it (the portable ones
 * and the CLI's own) and the argv each adds. A value not listed is refused before launch.
 */
export interface PermissionModes {
  values: Readonly<Record<string, readonly string[]>>;
  /**
   * Said once in the log when no mode is given and the agent would run read-only or without its
   * write tools in CI (with the input to set); null when the CLI's default needs no word.
   */
  whenUnset: string | null;
}

export interface LaunchPlan {
  file: string;
  args: string[];
  /** Written to the child's stdin, then stdin is closed. null: stdin is closed at once. */
  stdin: string | null;
  env: Record<string, string>;
  dialect: Dialect;
  /**
   * The model the agent was told to use (`--model`), or null. Shown until (or unless) the stream
   * names the model itself — some CLIs never do (opencode).
   */
  model: string | null;
  /** Inputs given that this agent does not understand, as messages for the log. */
  warnings: string[];
  /** Things worth one line in the log that are not mistakes (e.g. the agent will run read-only). */
  notices: string[];
}

/**
 * What the agent's CLI reads from the repository that can run a command or send the API key
 * elsewhere, and whether Narrator can turn it off (measured with the real CLIs: docs/security.md).
 */
export interface RepositoryConfig {
  /** The files, for the log: "the repository's .claude/settings.json … and .mcp.json". */
  files: string;
  /**
   * When the code is not a writer's: `ignore` (`build` turns them off for `ignoreRepositoryConfig`),
   * `refuse` (the CLI cannot be made to ignore them and runs them with the key: Narrator does not
   * start it), `warn` (not measured, no known switch: said in the log).
   */
  whenNotTrusted: 'ignore' | 'refuse' | 'warn';
}

/** The program that speaks ACP for an agent (what `install: auto` needs to know of it). */
export interface AcpAdapter {
  /** How the log and errors name it: "the Claude Code ACP adapter". */
  title: string;
  binary: string;
  /** npm package that provides `binary`, for `install: auto`; null when there is none. */
  npmPackage: string | null;
  /** See AgentRecipe.npmNativeBinaries. */
  npmNativeBinaries?: (platform: NpmPlatform) => string[];
  /** What to tell the user when the binary is missing and cannot be installed by us. */
  installHint: string;
}

/** How an agent is started in its Agent Client Protocol mode (src/agent/acp/). */
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

/** An agent Narrator starts over ACP itself (`protocol: acp`). */
export interface AcpRecipe {
  /**
   * The program that speaks ACP for the agent, when it is an adapter (found on PATH, or installed
   * with `install: auto` at `acp-adapter-version`); null: the agent's own CLI speaks it.
   */
  adapter: AcpAdapter | null;
  /**
   * What it reports over ACP, for the spending caps (measured with the real agents: see
   * docs/agents.md); not what its own stream would show.
   */
  caps: CapSupport;
  /** Its argv, environment and session mode for a run. */
  launch(o: AcpLaunchInput): AcpLaunch;
}

/**
 * One agent's record: everything Narrator knows of it to launch it, install it, start it over ACP
 * and carry its configuration, in its one file of this folder; what the core and the renderers
 * know of it (label, key variable, caps, MCP report, provider) is its dialect's entry in
 * src/run/agent-facts.ts. Every field is required: a new agent that leaves one out does not compile.
 */
export interface AgentRecipe {
  name: AgentName;
  binary: string;
  /** npm package that provides `binary`, for `install: auto`; null when there is none. */
  npmPackage: string | null;
  /**
   * For a package that ships its native binary in one optional package per platform and copies it
   * into place in a postinstall script (which `install: auto` does not run; npm 11 would not
   * either): where that binary lands under node_modules on `platform`, most preferred first.
   * Absent: the package's own `node_modules/.bin/<binary>` is used.
   */
  npmNativeBinaries?: (platform: NpmPlatform) => string[];
  /** What to tell the user when the binary is missing and cannot be installed by us. */
  installHint: string;
  dialect: Dialect;
  supports: readonly MappedInput[];
  /**
   * For inputs it does not support: what to do instead, said in the warning (default: pass the
   * CLI's own flag through 'args').
   */
  inputHints?: Readonly<Partial<Record<MappedInput, string>>>;
  /**
   * Exit codes worth words that the dialect's own table (src/stream/dialects/*: `exitCodes`, the
   * one source of what a code means for the outcome) does not cover. Signals are common to all.
   */
  exitCodes: Readonly<Record<number, string>>;
  /** The `permission-mode` values it takes; null when the CLI has no such switch. */
  permissionModes: PermissionModes | null;
  /** The repository's configuration that runs commands or chooses endpoints; null: none known. */
  repositoryConfig: RepositoryConfig | null;
  /**
   * Whether Narrator carries the agent's session across runs (`session-key`, docs/resume.md): when
   * it runs the CLI itself (`stdio`) and over ACP (`acp`). What it saves and how it resumes are
   * src/session/agents.ts's RESUME_FACTS and ACP_RESUME_FACTS (session/ imports no agent record):
   * test/agent/agent-record.test.ts holds those tables to exactly the records that say true.
   */
  resume: { readonly stdio: boolean; readonly acp: boolean };
  /**
   * Where the CLI keeps its configuration (settings, login), by the folder it sits in: the user's
   * HOME, or the XDG config or data folder; copied into the HOME of an agent run as another user
   * (src/agent/agent-user.ts). [] for none known.
   */
  configFolders: ReadonlyArray<readonly ['home' | 'config' | 'data', string]>;
  /** How Narrator starts it over ACP; null: `protocol: acp` does not start it. */
  acp: AcpRecipe | null;
  /**
   * Builds argv + stdin (+ env for the child) for a run. Only called with inputs this recipe
   * supports set.
   */
  build(o: BuildOptions): {
    args: string[];
    stdin: string | null;
    env?: Record<string, string>;
    /** One log line each about what the recipe did for this run (never a secret's value). */
    notices?: string[];
  };
}

/**
 * The most bytes one argument may hold on Linux: 128 KiB (MAX_ARG_STRLEN, 32 pages of 4 KiB) with
 * its closing NUL. A longer one fails the spawn itself (E2BIG).
 */
export const MAX_ARG_BYTES = 128 * 1024 - 1;

/** Why `prompt` cannot be one argument of a CLI that takes it only that way, or null. */
export function promptArgumentProblem(agentLabel: string, prompt: string): string | null {
  if (prompt.includes('\0')) {
    return `${agentLabel} takes the prompt only as an argument, and an argument cannot hold a NUL character: remove it from the prompt`;
  }
  const bytes = Buffer.byteLength(prompt, 'utf8');
  if (bytes <= MAX_ARG_BYTES) return null;
  return (
    `${agentLabel} takes the prompt only as an argument, and Linux takes at most ${MAX_ARG_BYTES} bytes in one; ` +
    `this prompt is ${bytes}: shorten it, or put the long part in a file in the workspace and ask the agent to read it`
  );
}

export const SIGNAL_CODES: Readonly<Record<number, string>> = {
  130: 'interrupted (SIGINT)',
  143: 'terminated (SIGTERM)',
  137: 'killed (SIGKILL)',
};
