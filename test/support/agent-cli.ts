// Where the real agent CLIs live for the end-to-end tests, installing them on first use.
// The install itself (pinned versions, cache folder, platform packages) is
// scripts/install-agents.mjs; this module only runs that script and remembers what it printed, so
// the layout has one owner.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script without types; read for its versions only.
import { AGENTS, agentVersion } from '../../scripts/install-agents.mjs';

export type AgentCli = 'claude' | 'codex' | 'gemini' | 'opencode';
/** The ACP adapters of Claude Code and Codex, installed the same way. */
export type AcpAdapterCli = 'claude-acp' | 'codex-acp';
type Installed = AgentCli | AcpAdapterCli;

/**
 * The version of each CLI the tests run, as scripts/install-agents.mjs installs it: the pin, or
 * NARRATOR_AGENT_VERSION_<AGENT> (the weekly drift watch runs the e2e tests on each `latest`).
 */
export const AGENT_CLI_VERSIONS: Readonly<Record<Installed, string>> = Object.fromEntries(
  Object.keys(AGENTS as Record<Installed, unknown>).map((name) => [name, agentVersion(name) as string]),
) as Record<Installed, string>;

const installScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/install-agents.mjs',
);

export interface AgentInstall {
  agent: Installed;
  version: string;
  /** The executable (a native binary, or a Node entry point that needs `node` on PATH). */
  binary: string;
  /** A folder holding the CLI under its usual command name, to put first on PATH. */
  binDir: string;
}

const known = new Map<Installed, AgentInstall>();

function parseInstall(agent: Installed, stdout: string): AgentInstall {
  const last = stdout.trim().split('\n').at(-1) ?? '';
  const parsed = JSON.parse(last) as AgentInstall;
  if (parsed.agent !== agent || parsed.version !== AGENT_CLI_VERSIONS[agent]) {
    throw new Error(
      `install-agents.mjs reports ${parsed.agent} ${parsed.version}, the tests pin ${agent} ${AGENT_CLI_VERSIONS[agent]}`,
    );
  }
  return parsed;
}

/**
 * Installs the CLI if it is missing (a fast no-op otherwise) and returns where it is.
 * Rejects with the installer's output when it cannot be installed: callers must let that fail
 * the run, never skip, so a green CI always means the real agent ran.
 */
export async function ensureAgentCli(agent: Installed): Promise<AgentInstall> {
  const cached = known.get(agent);
  if (cached) return cached;
  const { stdout, stderr, error } = await new Promise<{
    stdout: string;
    stderr: string;
    error: Error | null;
  }>((resolve) => {
    execFile(
      process.execPath,
      [installScript, agent, '--json'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 15 * 60_000 },
      (err, out, errOut) => resolve({ stdout: out, stderr: errOut, error: err }),
    );
  });
  if (error) {
    throw new Error(`Could not install ${agent} ${AGENT_CLI_VERSIONS[agent]} for the e2e tests:\n${stderr}`, {
      cause: error,
    });
  }
  const install = parseInstall(agent, stdout);
  known.set(agent, install);
  return install;
}

/** The install, read synchronously from the cache (no download); throws when absent. */
export function agentCliInstall(agent: Installed): AgentInstall {
  const cached = known.get(agent);
  if (cached) return cached;
  let install: AgentInstall;
  try {
    install = parseInstall(
      agent,
      execFileSync(process.execPath, [installScript, agent, '--print', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
  } catch (error) {
    throw new Error(
      `${agent} ${AGENT_CLI_VERSIONS[agent]} is not installed; call ensureAgentCli('${agent}') or run node scripts/install-agents.mjs ${agent}`,
      { cause: error },
    );
  }
  known.set(agent, install);
  return install;
}
