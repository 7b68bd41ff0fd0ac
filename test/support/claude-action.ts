/**
 * Runs the Action's bundle with its OWN Claude recipe — no `command` input — against the real
 * Claude Code CLI, the local model server and the fake GitHub API (agent-action.ts), on a machine
 * set up here:
 *
 * - the CLI's bin folder first on PATH;
 * - ANTHROPIC_BASE_URL → the model server, a dummy key, telemetry off, an empty HOME and TMPDIR
 *   (claude-env.ts);
 * - a scratch git repository as GITHUB_WORKSPACE and `working-directory`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type AgentActionRun, type AgentActionScenario, runAgentAction } from './agent-action.js';
import type { ClaudeInstall } from './claude-cli.js';
import { type ClaudeSandbox, makeClaudeSandbox } from './claude-env.js';
import { type ModelServer, type ModelServerOptions, startModelServer } from './model-server.js';
import type { ActionRun } from './run-action.js';

export interface ClaudeActionScenario extends AgentActionScenario<ClaudeSandbox> {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ModelServerOptions;
  /** Files of the scratch repository (default: claude-env.ts's tiny JS project). */
  files?: Record<string, string>;
}

export interface ClaudeActionRun extends AgentActionRun<ClaudeSandbox> {
  server: ModelServer;
}

export async function runClaudeAction(
  claude: ClaudeInstall,
  bundleIndex: string,
  scenario: ClaudeActionScenario,
): Promise<ClaudeActionRun> {
  const sandbox = makeClaudeSandbox({
    pathPrepend: [claude.binDir, path.dirname(process.execPath)],
    ...(scenario.files ? { files: scenario.files } : {}),
  });
  const server = await startModelServer(scenario.model(sandbox.repo));
  const machine = {
    agent: 'claude' as const,
    sandbox,
    env: sandbox.envFor(server.url),
    timeoutMs: 30_000,
    close: async () => {
      await server.close();
      sandbox.cleanup();
    },
  };
  return { ...(await runAgentAction(bundleIndex, machine, scenario)), server };
}

/** A digest of a run for assertion messages: exit, outputs, the tail of the log and stderr. */
export function describeActionRun(run: ActionRun): string {
  return [
    `exit ${run.code ?? run.signal} after ${run.ms} ms`,
    `outputs: ${JSON.stringify(run.outputs)}`,
    `stdout tail:\n${run.stdout.slice(-2_500)}`,
    `stderr tail:\n${run.stderr.slice(-1_000)}`,
  ].join('\n');
}

/** Every process below `pid` (children, grandchildren, …), read from /proc. */
export function descendantPids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // Fields after the `(comm)`, which may itself hold spaces or parentheses: state, ppid, …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/** The command line of `pid` (NULs as spaces), or null when it is gone. */
export function commandLineOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
}
