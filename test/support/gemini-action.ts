/**
 * The real Gemini CLI offline, for the end-to-end tests and the captures:
 *
 * - a sandbox: an empty HOME whose `.gemini/settings.json` selects API-key auth (without it the
 *   base URL picks a gateway login that headless mode refuses, exit 41), bounds the CLI's own
 *   retries (`general.maxAttempts`) and switches off usage statistics, telemetry and update checks;
 *   a scratch git repository as the workspace (sandbox.ts);
 * - an environment that points the CLI at the local model server (GOOGLE_GEMINI_BASE_URL, a dummy
 *   GEMINI_API_KEY) and sends anything else it might try to reach to an egress guard
 *   (egress-guard.ts), so nothing reaches the internet and a test can check that nothing tried;
 * - CI=true and GITHUB_ACTIONS=true, as on a runner (where Gemini CLI 0.61 refuses an untrusted
 *   folder unless told to trust it — the recipe's job, so the sandbox deliberately does NOT);
 * - runGeminiAction: the Action's bundle with its OWN gemini recipe (no `command` input) against
 *   the real CLI, the model server and the fake GitHub, on a `pull_request` event (agent-action.ts
 *   runs it; this file sets up the machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type AgentActionRun, type AgentActionScenario, runAgentAction } from './agent-action.js';
import type { AgentInstall } from './agent-cli.js';
import { type EgressGuard, proxyEnv, startEgressGuard } from './egress-guard.js';
import { type GeminiServer, type GeminiServerOptions, startGeminiServer } from './gemini-server.js';
import { makeSandboxRoot, type SandboxRootOptions, withOverrides } from './sandbox.js';

/** Key-shaped dummy: the CLI only needs something to send; the model server ignores it. */
export const DUMMY_GEMINI_KEY = 'AIzaLocalTestKeyNotARealKey000000000000';

/** settings.json sections; a scenario's own sections are merged over these one level deep. */
export type GeminiSettings = Record<string, Record<string, unknown>>;

export const BASE_SETTINGS: GeminiSettings = {
  security: { auth: { selectedType: 'gemini-api-key' } },
  // One retry at most (the CLI's first backoff is ~5 s): a persistent 500 ends in seconds.
  general: { maxAttempts: 2, enableAutoUpdate: false, enableAutoUpdateNotification: false },
  privacy: { usageStatisticsEnabled: false },
  telemetry: { enabled: false },
};

function mergeSettings(base: GeminiSettings, over: GeminiSettings = {}): GeminiSettings {
  const out: GeminiSettings = { ...base };
  for (const [section, values] of Object.entries(over)) out[section] = { ...out[section], ...values };
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sandbox

export interface GeminiSandbox {
  root: string;
  home: string;
  tmp: string;
  /** A scratch git repository (the CLI's cwd). */
  repo: string;
  /** Environment for the CLI pointed at a model server (nothing inherited but PATH). */
  envFor(baseUrl: string, guardUrl: string): Record<string, string>;
  cleanup(): void;
}

/** Files and PATH (the CLI's bin folder and a Node for its `#!/usr/bin/env node`), and: */
export interface GeminiSandboxOptions extends SandboxRootOptions {
  settings?: GeminiSettings;
  /** Extra or overriding variables; `undefined` removes one. */
  env?: Record<string, string | undefined>;
}

export function makeGeminiSandbox(options: GeminiSandboxOptions = {}): GeminiSandbox {
  const { root, home, tmp, repo, path: pathValue, cleanup } = makeSandboxRoot('gemini', options);
  fs.mkdirSync(path.join(home, '.gemini'));
  fs.writeFileSync(
    path.join(home, '.gemini', 'settings.json'),
    `${JSON.stringify(mergeSettings(BASE_SETTINGS, options.settings), null, 2)}\n`,
  );
  const envFor = (baseUrl: string, guardUrl: string) =>
    withOverrides(
      {
        PATH: pathValue,
        HOME: home,
        TMPDIR: tmp,
        GOOGLE_GEMINI_BASE_URL: baseUrl,
        GEMINI_API_KEY: DUMMY_GEMINI_KEY,
        // What a GitHub runner sets: Gemini CLI 0.61 then refuses an untrusted folder (exit 55).
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        ...proxyEnv(guardUrl),
        TERM: 'dumb',
        LANG: 'C.UTF-8',
      },
      options.env,
    );
  return { root, home, tmp, repo, envFor, cleanup };
}

/** The CLI's bin folder, then this Node (24), first on PATH. */
export function geminiPath(gemini: AgentInstall): string[] {
  return [gemini.binDir, path.dirname(process.execPath)];
}

// ---------------------------------------------------------------------------------------------
// The CLI alone (captures)

export interface CliRun {
  args: string[];
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  server: GeminiServer;
  sandbox: GeminiSandbox;
  guard: EgressGuard;
  cleanup(): Promise<void>;
}

/** Runs `gemini ARGS` in a fresh sandbox against a fresh model server; env on top of the sandbox's. */
export async function runGeminiCli(
  gemini: AgentInstall,
  o: {
    args: string[];
    model: (repo: string) => GeminiServerOptions;
    settings?: GeminiSettings;
    env?: Record<string, string | undefined>;
    /** Sends `signal` to the CLI's process group once its stdout matches `stdout` (e.g. a tool_use). */
    interrupt?: { stdout: RegExp; signal: NodeJS.Signals; afterMs?: number };
    timeoutMs?: number;
  },
): Promise<CliRun> {
  const sandbox = makeGeminiSandbox({
    pathPrepend: geminiPath(gemini),
    ...(o.settings ? { settings: o.settings } : {}),
    ...(o.env ? { env: o.env } : {}),
  });
  const server = await startGeminiServer(o.model(sandbox.repo));
  const guard = await startEgressGuard();
  const cleanup = async () => {
    await server.close();
    await guard.close();
    sandbox.cleanup();
  };
  const child = spawn('gemini', o.args, {
    cwd: sandbox.repo,
    env: sandbox.envFor(server.url, guard.url),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  let interrupted = false;
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    const i = o.interrupt;
    if (i && !interrupted && i.stdout.test(stdout)) {
      interrupted = true;
      setTimeout(() => killGroup(child, i.signal), i.afterMs ?? 0);
    }
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), o.timeoutMs ?? 60_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (c, s) => resolve([c, s]));
  });
  clearTimeout(timer);
  killGroup(child, 'SIGKILL'); // whatever it left in its group
  return { args: o.args, code, signal, stdout, stderr, server, sandbox, guard, cleanup };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // gone
  }
}

// ---------------------------------------------------------------------------------------------
// The Action with its own gemini recipe

export interface GeminiActionScenario extends AgentActionScenario<GeminiSandbox> {
  /** The model's script; gets the scratch repository's path. */
  model: (repo: string) => GeminiServerOptions;
  /** settings.json sections for this run (e.g. model.maxSessionTurns). */
  settings?: GeminiSettings;
  files?: Record<string, string>;
}

export interface GeminiActionRun extends AgentActionRun<GeminiSandbox> {
  server: GeminiServer;
  guard: EgressGuard;
}

export async function runGeminiAction(
  gemini: AgentInstall,
  bundleIndex: string,
  scenario: GeminiActionScenario,
): Promise<GeminiActionRun> {
  const sandbox = makeGeminiSandbox({
    pathPrepend: geminiPath(gemini),
    ...(scenario.settings ? { settings: scenario.settings } : {}),
    ...(scenario.files ? { files: scenario.files } : {}),
  });
  const server = await startGeminiServer(scenario.model(sandbox.repo));
  const guard = await startEgressGuard();
  const machine = {
    agent: 'gemini' as const,
    sandbox,
    env: sandbox.envFor(server.url, guard.url),
    timeoutMs: 45_000,
    close: async () => {
      await server.close();
      await guard.close();
      sandbox.cleanup();
    },
  };
  return { ...(await runAgentAction(bundleIndex, machine, scenario)), server, guard };
}
