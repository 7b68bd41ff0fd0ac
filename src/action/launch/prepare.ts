/**
 * Config -> what to launch: the agent's recipe (binary found or installed, flags, prompt on
 * stdin) or the `command` input split into argv; the dialect to parse; the environment.
 * Everything that can be wrong with the setup fails here, before anything is spawned, as a
 * SetupError whose message says what to change.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACP_PERMISSION_MODES } from '../../agent/acp/permissions.js';
import {
  ACP_ADAPTERS,
  ACP_AGENTS,
  acpAskingEnv,
  acpCapSupport,
  acpLaunch,
  codexAcpSandboxed,
} from '../../agent/acp/recipes.js';
import { agentEnvironment } from '../../agent/agent-env.js';
import {
  type AgentName,
  agentOfProgram,
  permissionArgs,
  planAgentLaunch,
  RECIPES,
} from '../../agent/agents.js';
import { splitCommandLine } from '../../agent/command-line.js';
import { defaultCacheDir, findOnPath, type Installable, resolveAgentBinary } from '../../agent/install.js';
import { claudeMcpConfig, type McpServerConfig } from '../../agent/mcp-config.js';
import { preflightCheck } from '../../agent/startup-errors.js';
import { NO_EVENT, type RunEvent } from '../../context/event.js';
import type { ParentEnv } from '../../context/run-context.js';
import { type RepositoryTrust, TRUSTED_BY_INPUT } from '../../github/repository-trust.js';
import type { ActionConfig } from '../../inputs.js';
import { type BudgetPlan, prepareBudget } from '../../run/budget-guard.js';
import { CAP_SUPPORT } from '../../run/cap-support.js';
import { mcpRefusal } from '../../run/mcp.js';
import type { Dialect } from '../../stream/events.js';

export class SetupError extends Error {
  override name = 'SetupError';
}

export interface LaunchSpec {
  file: string;
  args: string[];
  stdin: string | null;
  cwd: string;
  env: NodeJS.ProcessEnv;
  dialect: Dialect | 'auto';
  fallbackDialect: Dialect;
  /** The recipe used (null with `command`): for exit-code words and startup-failure help. */
  agent: AgentName | null;
  /** The model the agent was told to use, shown when its stream does not say (null: unknown). */
  model: string | null;
  warnings: string[];
  /** One log line each (not warnings: e.g. the agent runs read-only because no mode was given). */
  notices: string[];
  /** The spending caps Narrator holds for this run (src/run/budget-guard.ts); null: none. */
  budget?: BudgetPlan | null;
  /**
   * Set when Narrator is the agent's Agent Client Protocol client: the prompt goes in
   * `session/prompt` (stdin is the protocol) and `permission-mode` answers its permission requests.
   */
  /** Narrator talks to the agent on its stdin while it runs (`ask`, `max-steers`; src/agent/agent-input.ts). */
  converse?: boolean;
  acp: {
    prompt: string;
    permissionMode: string | null;
    sessionMode?: string | null;
    sessionMeta?: Record<string, unknown> | null;
    /** `mcp-config`: given to the agent in `session/new`. */
    mcpServers?: readonly McpServerConfig[];
    /** A restored session to continue (src/action/launch/session.ts), instead of `session/new`. */
    resumeSessionId?: string | null;
  } | null;
}

/** Whether `config` runs the agent over the Agent Client Protocol. */
export function usesAcp(
  config: Pick<ActionConfig, 'dialect'> & Partial<Pick<ActionConfig, 'protocol'>>,
): boolean {
  return config.protocol === 'acp' || config.dialect === 'acp';
}

/**
 * The agent a `command` runs, when its program is one of the recipes' CLIs by name (`gemini …`,
 * `/usr/local/bin/codex exec …`); null for any other program or a command that cannot be split.
 */
export function agentOfCommand(command: string | null): AgentName | null {
  if (command === null) return null;
  let program: string | undefined;
  try {
    [program] = splitCommandLine(command);
  } catch {
    return null;
  }
  return agentOfProgram(program ?? '');
}

/**
 * How a run of `config` is parsed: a recipe knows its own dialect (an explicit `dialect` input still
 * wins); a `command` is auto-detected. The fallback — used when detection has nothing to go on,
 * e.g. a setup failure before anything ran, or a CLI that printed nothing on stdout — is the
 * dialect of the agent that was (to be) launched: the recipe's, or for a `command` whose program is
 * a known agent CLI that CLI's (`command: gemini …` with the default `agent` is Gemini, not
 * Claude), else the `agent` input's. So every label names the agent that ran, never another one.
 */
export function runDialect(
  config: Pick<ActionConfig, 'agent' | 'command' | 'dialect'> & Partial<Pick<ActionConfig, 'protocol'>>,
): {
  dialect: Dialect | 'auto';
  fallbackDialect: Dialect;
} {
  if (usesAcp(config)) return { dialect: 'acp', fallbackDialect: 'acp' };
  const own = RECIPES[agentOfCommand(config.command) ?? config.agent].dialect;
  if (config.dialect !== 'auto') return { dialect: config.dialect, fallbackDialect: own };
  return { dialect: config.command === null ? own : 'auto', fallbackDialect: own };
}

async function readPrompt(config: ActionConfig, workspace: string): Promise<string> {
  if (config.promptFile === null) return config.prompt;
  const file = path.resolve(workspace, config.promptFile);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new SetupError(`cannot read prompt-file ${file}: ${(error as Error).message}`, { cause: error });
  }
}

export async function prepareLaunch(
  config: ActionConfig,
  /**
   * The parent's whole environment (the run context's `parent`): the agent's environment is the
   * workflow's, so the launch plan is the one reader of it besides the redactor.
   */
  env: ParentEnv,
  log: (line: string) => void,
  /** The job being cancelled: an install in progress is stopped (its npm process tree too). */
  signal?: AbortSignal,
  /**
   * Whose code the workspace holds (src/github/repository-trust.ts): not a writer's, the agent runs
   * with the repository's own hooks, MCP servers and settings off. The Action always judges it;
   * absent (a caller that runs no event), the repository's configuration is read.
   */
  trust: RepositoryTrust = { trusted: true, reason: 'not judged' },
  /** The triggering event (the run context's `event`): a fork's pull request never writes the cache. */
  event: RunEvent = NO_EVENT,
): Promise<LaunchSpec> {
  const ignore = !trust.trusted;
  const workspace = env['GITHUB_WORKSPACE'] || process.cwd();
  const cwd = path.resolve(workspace, config.workingDirectory);
  const prompt = await readPrompt(config, workspace);
  // The workflow's environment, without the runner's internals and Narrator's own inputs
  // (src/agent/agent-env.ts); a recipe adds its agent's variables on top.
  const childEnv = agentEnvironment(env, config.agentEnvPassthrough);

  if (config.command !== null) {
    let argv: string[];
    try {
      argv = splitCommandLine(config.command);
    } catch (error) {
      throw new SetupError(`input 'command': ${(error as Error).message}`, { cause: error });
    }
    const [program, ...rest] = argv;
    if (!program) throw new SetupError("input 'command' is empty");
    const acp = usesAcp(config);
    if (acp) checkAcpMode(config.permissionMode);
    if (!acp && config.mcpServers.length > 0) throw new SetupError(mcpConfigRefusal(`'${program}'`));
    if (acp && prompt.trim() === '') {
      throw new SetupError(
        "no prompt: an ACP agent is sent the prompt in session/prompt; set 'prompt' or 'prompt-file'",
      );
    }
    const file = await findOnPath(program, env['PATH'], cwd);
    if (!file) {
      throw new SetupError(
        `input 'command': '${program}' was not found${program.includes('/') ? '' : ' on PATH'}; install it in an earlier step or give its path`,
      );
    }
    // A command's stream is read as `dialect` says when it names one: a cap that dialect can never
    // show is refused before the launch, as `narrator run` does. Narrator holds every cap itself:
    // it cannot know whether the command carries the agent's own budget flag.
    const dialect = acp ? 'acp' : config.dialect === 'auto' ? null : config.dialect;
    const budget = await prepareBudgetOrRefuse(config, dialect, undefined, false);
    refuseRequiredMcp(config, dialect);
    return {
      budget,
      file,
      args: [...rest, ...config.args],
      stdin: acp || prompt.trim() === '' ? null : prompt,
      cwd,
      // A known ACP agent run as a command asks as its recipe makes it ask (acpAskingEnv).
      env: acp ? { ...childEnv, ...acpAskingEnv(program, config.permissionMode, ignore) } : childEnv,
      ...runDialect(config),
      agent: null,
      model: null,
      warnings: ignore ? commandTrustWarning(program, trust) : [],
      notices: budget?.notices ?? [],
      acp: acp ? { prompt, permissionMode: config.permissionMode, ...mcpOf(config) } : null,
    };
  }

  if (prompt.trim() === '') {
    throw new SetupError("no prompt: set 'prompt' or 'prompt-file' (or run your own program with 'command')");
  }
  const acp = usesAcp(config);
  if (acp) {
    if (!ACP_AGENTS.includes(config.agent)) {
      throw new SetupError(
        `'protocol: acp' starts ${ACP_AGENTS.join(', ')} over ACP, not ${config.agent}: run an ACP agent ` +
          "with 'command' and 'dialect: acp'",
      );
    }
    checkAcpMode(config.permissionMode);
  }
  // Over ACP, permission-mode is never a flag of the agent's (Narrator answers its requests), so
  // the flag combinations the preflight knows cannot occur.
  const refused = acp
    ? null
    : preflightCheck({
        agent: config.agent,
        permissionMode: config.permissionMode,
        args: config.args,
        env,
        uid: process.getuid?.(),
      });
  if (refused) throw new SetupError(refused);
  // An agent that would run the repository's hooks with the key, and cannot be told not to, is
  // not started on code that is not a writer's (before anything is installed).
  const untrusted = refusalOnUntrustedCode(config.agent, trust);
  if (untrusted) throw new SetupError(untrusted);
  // A cap nothing the agent prints can show is refused before anything is installed.
  // An ACP run's figures are what that agent sends over ACP (not what its own stream would show).
  const budget = acp
    ? await prepareBudgetOrRefuse(config, 'acp', acpCapSupport(config.agent))
    : await prepareBudgetOrRefuse(config, RECIPES[config.agent].dialect);
  // So is require-mcp for an agent whose stream never says whether its MCP servers started.
  refuseRequiredMcp(
    config,
    acp ? 'acp' : RECIPES[config.agent].dialect,
    acp ? `${config.agent} over ACP` : config.agent,
  );
  // mcp-config reaches an agent over ACP, and Claude Code by its flag: no other is run without it.
  if (!acp && config.mcpServers.length > 0 && config.agent !== 'claude')
    throw new SetupError(mcpConfigRefusal(config.agent));
  try {
    // A mode the agent does not know is refused before anything is installed or launched.
    if (!acp) permissionArgs(config.agent, config.permissionMode);
  } catch (error) {
    throw new SetupError((error as Error).message, { cause: error });
  }

  const resolve = (program?: Installable, version = config.agentVersion): Promise<string> =>
    resolveAgentBinary({
      agent: config.agent,
      ...(program ? { program } : {}),
      version,
      install: config.install,
      cache: config.installCache,
      env,
      event,
      cacheDir: defaultCacheDir(env),
      log,
      ...(signal ? { signal } : {}),
    }).catch((error: unknown) => {
      throw new SetupError((error as Error).message, { cause: error });
    });

  if (acp) {
    const adapter = ACP_ADAPTERS[config.agent];
    // Claude's adapter drives a Claude Code CLI: the one `agent-version` names, found or installed
    // as for a stream-json run. Codex's adapter has its own build of Codex inside.
    const claudeExecutable = config.agent === 'claude' ? await resolve() : null;
    const binary = adapter ? await resolve(adapter, config.acpAdapterVersion) : await resolve();
    if (config.agent === 'codex') await checkCodexSandbox(binary, config.permissionMode, env);
    const launch = acpLaunch(config.agent, {
      model: config.model,
      permissionMode: config.permissionMode,
      args: config.args,
      claudeExecutable,
      env,
      ignoreRepositoryConfig: ignore,
    });
    const trustLines = await repositoryConfigLines(config.agent, trust, cwd, env);
    return {
      file: binary,
      args: launch.args,
      stdin: null,
      cwd,
      env: { ...childEnv, ...launch.env },
      ...runDialect(config),
      agent: config.agent,
      model: config.model,
      warnings: trustLines.warnings,
      notices: [...trustLines.notices, ...(budget?.notices ?? [])],
      budget,
      acp: {
        prompt,
        permissionMode: config.permissionMode,
        ...mcpOf(config),
        sessionMode: launch.sessionMode,
        ...(launch.sessionMeta ? { sessionMeta: launch.sessionMeta } : {}),
      },
    };
  }
  const binary = await resolve();
  let plan: ReturnType<typeof planAgentLaunch>;
  try {
    plan = planAgentLaunch(
      config.agent,
      {
        prompt,
        model: config.model,
        maxTurns: config.maxTurns,
        // Narrator holds the budget of an agent without a flag for it (src/run/budget-guard.ts).
        maxBudgetUsd: budgetIsNative(config) ? config.maxBudgetUsd : null,
        allowedTools: config.allowedTools,
        permissionMode: config.permissionMode,
        args: config.args,
        env,
        ignoreRepositoryConfig: ignore,
        converse: conversing(config),
      },
      binary,
    );
  } catch (error) {
    // A recipe that cannot carry this prompt (Cursor CLI: one argument) says why.
    throw new SetupError((error as Error).message, { cause: error });
  }
  const trustLines = await repositoryConfigLines(config.agent, trust, cwd, env);
  return {
    file: plan.file,
    args: withMcpConfig(plan.args, config),
    stdin: plan.stdin,
    cwd,
    env: { ...childEnv, ...plan.env },
    ...runDialect(config),
    agent: config.agent,
    model: plan.model,
    warnings: [...plan.warnings, ...trustLines.warnings],
    notices: [...trustLines.notices, ...plan.notices, ...(budget?.notices ?? [])],
    budget,
    acp: null,
    converse: conversing(config),
  };
}

/** `ask` set for an agent Narrator cannot ask for yet: said, and its calls go as before. */
export function askWarning(
  config: Pick<ActionConfig, 'agent' | 'ask' | 'command' | 'protocol' | 'dialect'>,
): string | null {
  // Over ACP every agent's `session/request_permission` is asked on the PR (src/agent/acp/session.ts).
  if (config.ask.length === 0 || usesAcp(config) || (config.agent === 'claude' && config.command === null))
    return null;
  return "input 'ask' is carried out for Claude Code's own recipe and for agents over ACP ('protocol: acp'): it is ignored for this run, and the agent's calls are allowed or denied as before";
}

/** Whether Narrator talks to this run's agent while it runs: Claude Code's recipe with `ask` or `max-steers`. */
export function conversing(config: Pick<ActionConfig, 'agent' | 'ask' | 'maxSteers'>): boolean {
  return config.agent === 'claude' && (config.ask.length > 0 || config.maxSteers > 0);
}

/** `mcp-config`'s servers for session/new (nothing when there are none). */
function mcpOf(config: ActionConfig): { mcpServers?: readonly McpServerConfig[] } {
  return config.mcpServers.length > 0 ? { mcpServers: config.mcpServers } : {};
}

/** Why `mcp-config` cannot be given to this stream-json agent (nor to a `command`). */
function mcpConfigRefusal(agent: string): string {
  return (
    `input 'mcp-config': Narrator gives MCP servers to an agent over ACP ('protocol: acp') and to Claude Code by ` +
    `--mcp-config; ${agent} over stream-json takes them only from its own configuration: use 'protocol: acp', ` +
    'or configure them in an earlier step'
  );
}

/** Claude Code's args with `--mcp-config` (right after `-p`: the flag is variadic, an option follows). */
function withMcpConfig(args: string[], config: ActionConfig): string[] {
  if (config.mcpServers.length === 0) return args;
  return [args[0]!, '--mcp-config', claudeMcpConfig(config.mcpServers), ...args.slice(1)];
}

function refuseRequiredMcp(config: ActionConfig, dialect: Dialect | null, label?: string): void {
  const refusal = mcpRefusal(dialect, config.requireMcp, label);
  if (refusal !== null) throw new SetupError(refusal);
}

async function prepareBudgetOrRefuse(
  config: ActionConfig,
  dialect: Dialect | null,
  agent?: Parameters<typeof prepareBudget>[3],
  /** The agent was given its own budget flag (a recipe); false: a command, Narrator holds it. */
  budgetFlagGiven = true,
): Promise<BudgetPlan | null> {
  try {
    return await prepareBudget(config, dialect, budgetFlagGiven, agent);
  } catch (error) {
    throw new SetupError((error as Error).message, { cause: error });
  }
}

/** The permission modes an ACP run answers by (the portable ones; none = acceptEdits). */
function checkAcpMode(mode: string | null): void {
  if (mode !== null && !(ACP_PERMISSION_MODES as readonly string[]).includes(mode)) {
    throw new SetupError(
      `input 'permission-mode': an ACP run answers the agent's permission requests by ${ACP_PERMISSION_MODES.join(', ')}, not '${mode}'`,
    );
  }
}

/**
 * Codex's adapter runs commands in Codex's sandbox, which on Linux is bubblewrap: `bwrap` on PATH,
 * or one the adapter ships beside itself (0.16 ships none). Without it every command of the run
 * fails inside the adapter (a panic the model reads as the command's output), so a run that would
 * need it is refused before it starts, with what to install.
 */
async function checkCodexSandbox(
  adapter: string,
  permissionMode: string | null,
  env: ParentEnv,
): Promise<void> {
  if (process.platform !== 'linux' || !codexAcpSandboxed(permissionMode)) return;
  if (await findOnPath('bwrap', env['PATH'])) return;
  if (await findOnPath(path.join(path.dirname(adapter), 'codex-resources', 'bwrap'), undefined)) return;
  throw new SetupError(
    "Codex over ACP sandboxes its commands with bubblewrap, and no 'bwrap' is on PATH: add a step that runs " +
      '`sudo apt-get install -y bubblewrap` before this one, or set ' +
      "'permission-mode: bypassPermissions' to run it without a sandbox",
  );
}

/** Whether the recipe's CLI takes `max-budget-usd` itself (Claude Code's --max-budget-usd). */
function budgetIsNative(config: Pick<ActionConfig, 'agent' | 'command'>): boolean {
  return config.command === null && CAP_SUPPORT[RECIPES[config.agent].dialect].nativeBudget;
}

/**
 * What the log says about the repository's own configuration: ignored (and why), or, for an agent
 * that cannot ignore it, nothing here (planAgentLaunch warns).
 */
async function repositoryConfigLines(
  agent: AgentName,
  trust: RepositoryTrust,
  cwd: string,
  env: ParentEnv,
): Promise<{ notices: string[]; warnings: string[] }> {
  if (agent === 'codex' && !trust.trusted)
    return { notices: [], warnings: await codexTrustWarning(cwd, env) };
  const own = RECIPES[agent].repositoryConfig;
  if (own === null) return { notices: [], warnings: [] };
  if (trust.trusted) {
    // The opt-in is said once, so a log shows why a pull request's hooks could run.
    return trust.reason === TRUSTED_BY_INPUT
      ? {
          notices: [`Narrator: ${TRUSTED_BY_INPUT}: the agent reads ${own.files}, with this job's secrets.`],
          warnings: [],
        }
      : { notices: [], warnings: [] };
  }
  if (own.whenNotTrusted === 'warn') {
    return {
      notices: [],
      warnings: [
        `${agent} may read ${own.files}, and Narrator knows no switch that turns them off (not measured): ` +
          `${trust.reason}, and they would run with this job's secrets.`,
      ],
    };
  }
  return {
    notices: [
      `Narrator: ${own.files} are ignored: ${trust.reason}. ` +
        "Set 'trust-repository-config: true' to run them (they run with this job's secrets).",
    ],
    warnings: [],
  };
}

/** A `command` runs as written: Narrator cannot turn the repository's configuration off in it. */
function commandTrustWarning(program: string, trust: RepositoryTrust): string[] {
  const agent = agentOfProgram(program);
  const own = agent ? RECIPES[agent].repositoryConfig : null;
  // Another program's configuration is not known: nothing to say about it.
  if (own === null) return [];
  const what = own.files;
  const how =
    agent === 'claude'
      ? ' (for Claude Code: add --setting-sources user --strict-mcp-config to the command)'
      : agent === 'opencode'
        ? " (for opencode: set OPENCODE_DISABLE_PROJECT_CONFIG=true in the step's env)"
        : '';
  return [
    `'command' runs as written, and ${trust.reason}: the agent may read ${what}, ` +
      `which run with this job's secrets. Use the 'agent' input, which turns them off, or turn them off in the command${how}.`,
  ];
}

/** Why an agent is not started on this code (its recipe's `refuse`), or null. */
function refusalOnUntrustedCode(agent: AgentName, trust: RepositoryTrust): string | null {
  const own = RECIPES[agent].repositoryConfig;
  if (trust.trusted || own?.whenNotTrusted !== 'refuse') return null;
  return (
    `Narrator does not start ${agent} on this code: ${trust.reason}, and ${agent} runs ${own.files} ` +
    "with this job's secrets (its hooks and MCP servers are commands), with no switch that turns them off in CI. " +
    "Set 'trust-repository-config: true' to run it anyway, or run another agent (Claude Code and opencode are " +
    "started with the repository's configuration off)."
  );
}

/**
 * Codex reads a project's `.codex/config.toml` (MCP servers, hooks, model providers) only when its
 * own config.toml trusts the project (measured: 0.169), and no `-c` override outranks that trust.
 * A runner's CODEX_HOME trusts none; one that names this workspace gets a warning.
 */
async function codexTrustWarning(cwd: string, env: ParentEnv): Promise<string[]> {
  const home = env['CODEX_HOME'] || path.join(env['HOME'] || os.homedir(), '.codex');
  let text: string;
  try {
    text = await readFile(path.join(home, 'config.toml'), 'utf8');
  } catch {
    return [];
  }
  if (!text.includes(JSON.stringify(cwd).slice(1, -1)) || !/trust_level\s*=\s*["']trusted["']/.test(text))
    return [];
  return [
    "codex: $CODEX_HOME/config.toml trusts this workspace, so Codex reads the repository's .codex/config.toml " +
      "(MCP servers, hooks, model providers) with this job's secrets, and Narrator has no switch that turns it off: " +
      "remove the trust from that file for code that is not a writer's.",
  ];
}
