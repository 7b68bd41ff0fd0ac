/**
 * Per-agent launch recipes: which binary, which flags make it print its stream-json dialect, how
 * the prompt gets in (stdin where the CLI reads it; otherwise ONE argv element — never a shell
 * string), which of our inputs it understands, and what its exit codes mean.
 *
 * Flags come from the headers of /work/shared/reference/dialects.md (one per CLI) and the Claude
 * captures. Where a CLI's flag for an input is not documented there, the input is listed as
 * unsupported for it and the user gets a warning instead of a guessed flag.
 */
import type { Dialect } from '../stream/events.js';

export const AGENT_NAMES = ['claude', 'caliban', 'cursor', 'gemini', 'codex', 'opencode'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** The inputs a recipe may map to CLI flags. */
export type MappedInput = 'model' | 'max-turns' | 'max-budget-usd' | 'allowed-tools' | 'permission-mode';

export interface RecipeOptions {
  prompt: string;
  model: string | null;
  maxTurns: number | null;
  maxBudgetUsd: number | null;
  allowedTools: string[];
  permissionMode: string | null;
  /** Extra arguments from the `args` input, appended last. */
  args: string[];
}

export interface LaunchPlan {
  file: string;
  args: string[];
  /** Written to the child's stdin, then stdin is closed. null: stdin is closed at once. */
  stdin: string | null;
  env: Record<string, string>;
  dialect: Dialect;
  /** Inputs given that this agent does not understand, as messages for the log. */
  warnings: string[];
}

export interface AgentRecipe {
  name: AgentName;
  binary: string;
  /** npm package that provides `binary`, for `install: auto`; null when there is none. */
  npmPackage: string | null;
  /** What to tell the user when the binary is missing and cannot be installed by us. */
  installHint: string;
  dialect: Dialect;
  supports: readonly MappedInput[];
  /**
   * Exit codes worth words that the dialect's own table (src/stream/dialects/*: `exitCodes`, the
   * one source of what a code means for the outcome) does not cover. Signals are common to all.
   */
  exitCodes: Readonly<Record<number, string>>;
  /** Builds argv + stdin for a run. Only called with inputs this recipe supports set. */
  build(o: RecipeOptions): { args: string[]; stdin: string | null };
}

const SIGNAL_CODES = { 130: 'interrupted (SIGINT)', 143: 'terminated (SIGTERM)', 137: 'killed (SIGKILL)' };

const claude: AgentRecipe = {
  name: 'claude',
  binary: 'claude',
  npmPackage: '@anthropic-ai/claude-code',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @anthropic-ai/claude-code`",
  dialect: 'claude-code',
  supports: ['model', 'max-turns', 'max-budget-usd', 'allowed-tools', 'permission-mode'],
  exitCodes: {
    1: 'the run ended with an error result, or the CLI refused to start (see stderr)',
    ...SIGNAL_CODES,
  },
  build(o) {
    // `--output-format stream-json` is refused in print mode without `--verbose` (capture 10i).
    const args = ['-p', '--output-format', 'stream-json', '--verbose'];
    if (o.model) args.push('--model', o.model);
    if (o.maxTurns !== null) args.push('--max-turns', String(o.maxTurns));
    if (o.maxBudgetUsd !== null) args.push('--max-budget-usd', String(o.maxBudgetUsd));
    // One argv element: `--allowedTools` is variadic and would swallow following arguments.
    if (o.allowedTools.length > 0) args.push('--allowedTools', o.allowedTools.join(','));
    if (o.permissionMode) args.push('--permission-mode', o.permissionMode);
    // `claude -p` with no prompt argument reads the prompt from stdin.
    return { args: [...args, ...o.args], stdin: o.prompt };
  },
};

const caliban: AgentRecipe = {
  name: 'caliban',
  binary: 'caliban',
  npmPackage: null,
  installHint: 'caliban has no npm package: add a step that installs caliban before this one',
  dialect: 'caliban',
  supports: ['model', 'max-turns'],
  exitCodes: {},
  build(o) {
    const args = ['-p', '--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    if (o.maxTurns !== null) args.push('--max-turns', String(o.maxTurns));
    // caliban -p reads a plain-text prompt from stdin like Claude's print mode.
    return { args: [...args, ...o.args], stdin: o.prompt };
  },
};

const cursor: AgentRecipe = {
  name: 'cursor',
  binary: 'cursor-agent',
  npmPackage: null,
  installHint:
    'cursor-agent has no npm package: add `curl https://cursor.com/install -fsS | bash` (or your own install step) before this one',
  dialect: 'cursor',
  supports: ['model'],
  exitCodes: { 1: 'error (see stderr; the stream may end without a result)', ...SIGNAL_CODES },
  build(o) {
    const args = ['-p', '--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    // The prompt is a positional argument: one argv element, after `--` so it is never a flag.
    return { args: [...args, ...o.args, '--', o.prompt], stdin: null };
  },
};

const gemini: AgentRecipe = {
  name: 'gemini',
  binary: 'gemini',
  npmPackage: '@google/gemini-cli',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @google/gemini-cli`",
  dialect: 'gemini',
  supports: ['model', 'permission-mode'],
  exitCodes: { ...SIGNAL_CODES },
  build(o) {
    const args = ['--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    // Gemini's approval modes (default | auto_edit | yolo) play the role of permission-mode.
    if (o.permissionMode) args.push(`--approval-mode=${o.permissionMode}`);
    // `-p` takes the prompt as its value: one argv element.
    return { args: [...args, ...o.args, '-p', o.prompt], stdin: null };
  },
};

const codex: AgentRecipe = {
  name: 'codex',
  binary: 'codex',
  npmPackage: '@openai/codex',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @openai/codex`",
  dialect: 'codex',
  supports: ['model'],
  exitCodes: { ...SIGNAL_CODES },
  build(o) {
    const args = ['exec', '--json', '--skip-git-repo-check'];
    if (o.model) args.push('--model', o.model);
    // `-` reads the prompt from stdin; stdin is closed after it so codex never waits for EOF.
    return { args: [...args, ...o.args, '-'], stdin: o.prompt };
  },
};

const opencode: AgentRecipe = {
  name: 'opencode',
  binary: 'opencode',
  npmPackage: null,
  installHint:
    'opencode is not installed by Narrator: add an install step (e.g. `curl -fsSL https://opencode.ai/install | bash`) before this one',
  dialect: 'opencode',
  supports: ['model'],
  exitCodes: { ...SIGNAL_CODES },
  build(o) {
    const args = ['run', '--format', 'json'];
    if (o.model) args.push('--model', o.model);
    return { args: [...args, ...o.args, '--', o.prompt], stdin: null };
  },
};

export const RECIPES: Readonly<Record<AgentName, AgentRecipe>> = {
  claude,
  caliban,
  cursor,
  gemini,
  codex,
  opencode,
};

/** Which mapped inputs are set in `o` (so unsupported ones can be warned about). */
function givenInputs(o: RecipeOptions): MappedInput[] {
  const given: MappedInput[] = [];
  if (o.model) given.push('model');
  if (o.maxTurns !== null) given.push('max-turns');
  if (o.maxBudgetUsd !== null) given.push('max-budget-usd');
  if (o.allowedTools.length > 0) given.push('allowed-tools');
  if (o.permissionMode) given.push('permission-mode');
  return given;
}

/**
 * The launch plan for `agent`: unsupported inputs are dropped with a warning each, never passed
 * as a guessed flag. `binaryPath` is the resolved (or freshly installed) executable.
 */
export function planAgentLaunch(
  agent: AgentName,
  options: RecipeOptions,
  binaryPath: string = RECIPES[agent].binary,
): LaunchPlan {
  const recipe = RECIPES[agent];
  const warnings: string[] = [];
  const o = { ...options };
  for (const input of givenInputs(options)) {
    if (recipe.supports.includes(input)) continue;
    warnings.push(
      `input '${input}' is not supported by ${agent} and is ignored` +
        ` (${agent} supports: ${recipe.supports.join(', ') || 'none of the mapped inputs'}; pass flags through 'args' instead)`,
    );
    if (input === 'model') o.model = null;
    if (input === 'max-turns') o.maxTurns = null;
    if (input === 'max-budget-usd') o.maxBudgetUsd = null;
    if (input === 'allowed-tools') o.allowedTools = [];
    if (input === 'permission-mode') o.permissionMode = null;
  }
  const { args, stdin } = recipe.build(o);
  return { file: binaryPath, args, stdin, env: {}, dialect: recipe.dialect, warnings };
}
