/**
 * The agents Narrator can launch, one record each in ./recipes/<name>.ts (mirroring
 * src/stream/dialects/; what a record holds: recipes/recipe.ts), and the launch plan built from a recipe and the inputs: which binary,
 * which flags make it print its stream-json dialect, how the prompt gets in (stdin where the CLI
 * reads it; otherwise ONE argv element — never a shell string), and warnings for inputs the agent
 * does not understand.
 */
import path from 'node:path';
import { ownValue } from '../own-keys.js';
import { AGENT_FACTS } from '../run/agent-facts.js';
import { caliban } from './recipes/caliban.js';
import { claude } from './recipes/claude.js';
import { codex } from './recipes/codex.js';
import { cursor } from './recipes/cursor.js';
import { gemini } from './recipes/gemini.js';
import { opencode } from './recipes/opencode.js';
import type { AgentName, AgentRecipe, LaunchPlan, MappedInput, RecipeOptions } from './recipes/recipe.js';

export {
  type AcpAdapter,
  type AcpLaunch,
  type AcpLaunchInput,
  type AcpRecipe,
  AGENT_NAMES,
  type AgentName,
  type AgentRecipe,
  type BuildOptions,
  type LaunchPlan,
  type MappedInput,
  type NpmPlatform,
  type PermissionModes,
  PORTABLE_PERMISSION_MODES,
  type RecipeOptions,
  type RepositoryConfig,
} from './recipes/recipe.js';

/**
 * Every agent's record, by name. `satisfies`: a name in AGENT_NAMES without a record, or a record
 * without one of its facts (src/agent/recipes/recipe.ts), does not compile. The tables the rest of
 * Narrator reads (ACP_AGENTS and ACP_ADAPTERS in acp/recipes.ts, what agent-user.ts carries, the
 * views' ACP label) derive from it; what the core knows of an agent derives from its dialect's
 * entry in src/run/agent-facts.ts.
 */
export const RECIPES: Readonly<Record<AgentName, AgentRecipe>> = {
  claude,
  caliban,
  cursor,
  gemini,
  codex,
  opencode,
} satisfies Record<AgentName, AgentRecipe>;

/** What the views call `agent`: "Claude", or "Claude (ACP)" when Narrator runs it over ACP itself. */
export function agentLabel(agent: AgentName, acp: boolean): string {
  return acp ? acpAgentLabel(agent) : AGENT_FACTS[RECIPES[agent].dialect].label;
}

/** What the views call `agent` when Narrator runs it over ACP itself: "Claude (ACP)". */
export function acpAgentLabel(agent: AgentName): string {
  return `${AGENT_FACTS[RECIPES[agent].dialect].label} (ACP)`;
}

/**
 * The agent a program is, by its file name (`gemini`, `/usr/local/bin/codex`, `opencode.exe`): the
 * recipe whose CLI has that name, or null for any other program.
 */
export function agentOfProgram(program: string): AgentName | null {
  const name = path.basename(program).replace(/\.(exe|cmd)$/i, '');
  return (Object.keys(RECIPES) as AgentName[]).find((a) => RECIPES[a].binary === name) ?? null;
}

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

export class UnknownPermissionModeError extends Error {
  override name = 'UnknownPermissionModeError';
}

/**
 * The argv of `mode` for `agent` ([] for none). Throws UnknownPermissionModeError, naming the values
 * the agent takes, for a value it does not know: callers check this before installing or launching.
 * An agent without a permission switch takes no value (planAgentLaunch warns and drops it). No mode
 * is the agent's own `default` where it has one, said on the command line all the same: a CLI
 * that reads a default mode from the repository's settings would otherwise take the pull
 * request's word for it.
 */
export function permissionArgs(agent: AgentName, mode: string | null): readonly string[] {
  const modes = RECIPES[agent].permissionModes;
  if (!modes) return [];
  if (!mode) return ownValue(modes.values, 'default') ?? [];
  const args = ownValue(modes.values, mode);
  if (!args) {
    throw new UnknownPermissionModeError(
      `input 'permission-mode': ${agent} does not know '${mode}'; it takes ${Object.keys(modes.values).join(', ')}`,
    );
  }
  return args;
}

/**
 * The launch plan for `agent`: unsupported inputs are dropped with a warning each, never passed
 * as a guessed flag; an unknown permission mode throws (see permissionArgs). `binaryPath` is the
 * resolved (or freshly installed) executable.
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
    const instead = recipe.inputHints?.[input] ?? "pass flags through 'args' instead";
    warnings.push(
      `input '${input}' is not supported by ${agent} and is ignored` +
        ` (${agent} supports: ${recipe.supports.join(', ') || 'none of the mapped inputs'}; ${instead})`,
    );
    if (input === 'model') o.model = null;
    if (input === 'max-turns') o.maxTurns = null;
    if (input === 'max-budget-usd') o.maxBudgetUsd = null;
    if (input === 'allowed-tools') o.allowedTools = [];
    if (input === 'permission-mode') o.permissionMode = null;
  }
  const notices: string[] = [];
  if (!o.permissionMode && recipe.permissionModes?.whenUnset) notices.push(recipe.permissionModes.whenUnset);
  const built = recipe.build({
    ...o,
    permissionArgs: permissionArgs(agent, o.permissionMode),
  });
  notices.push(...(built.notices ?? []));
  return {
    file: binaryPath,
    args: built.args,
    stdin: built.stdin,
    env: built.env ?? {},
    dialect: recipe.dialect,
    model: o.model,
    warnings,
    notices,
  };
}
