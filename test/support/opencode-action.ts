/**
 * The real opencode CLI offline, for the end-to-end tests: its sandbox, a direct runner, and the
 * Action's bundle run with its OWN opencode recipe (no `command` input), the way a runner would on a
 * `pull_request` event.
 *
 * The sandbox (how the CLI was run against reference/agent-mocks/openai-chat.mjs):
 * - an empty HOME, XDG_* dirs and TMPDIR under one temp root;
 * - a config file (OPENCODE_CONFIG, outside the workspace) with one provider on
 *   `@ai-sdk/openai-compatible` (built into the binary: nothing is downloaded) whose baseURL is the
 *   local chat-completions server and whose key comes from LOCAL_MODEL_API_KEY (`{env:…}`), so a
 *   test can give a wrong key; the same model is the small model (the session title request);
 * - OPENCODE_DISABLE_MODELS_FETCH / _AUTOUPDATE / _LSP_DOWNLOAD, npm pointed at a closed port and
 *   offline (opencode installs @opencode-ai/plugin into its config dir in the background), and
 *   HTTP(S)_PROXY at a closed port with only loopback exempt: nothing reaches the internet;
 * - a scratch git repository as the working directory (GITHUB_WORKSPACE for the Action).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type AgentActionRun, type AgentActionScenario, runAgentAction } from './agent-action.js';
import type { AgentInstall } from './agent-cli.js';
import { proxyEnv } from './egress-guard.js';
import { type ChatServer, type ChatServerOptions, startChatServer } from './openai-chat-server.js';
import { makeSandboxRoot, type SandboxRootOptions } from './sandbox.js';

/** The key the provider sends; the model server accepts only this one. */
export const LOCAL_MODEL_KEY = 'local-model-key-not-a-secret';
export const PROVIDER = 'local';
export const MODEL = 'local-model';
/** `--model` / the `model` input: provider/model. */
export const MODEL_ID = `${PROVIDER}/${MODEL}`;
/** A closed loopback port: npm and any proxied request fail at once. */
const DEAD_ENDPOINT = 'http://127.0.0.1:9';

export interface OpencodeSandbox {
  root: string;
  home: string;
  /** The scratch git repository (the CLI's cwd). */
  repo: string;
  /** The config file OPENCODE_CONFIG names (outside the repository). */
  configFile: string;
  /** Environment for the CLI (nothing inherited but PATH), pointed at `serverUrl`. */
  envFor(serverUrl: string): Record<string, string>;
  cleanup(): void;
}

/** Files and PATH, and: */
export interface OpencodeSandboxOptions extends SandboxRootOptions {
  /** Top-level opencode.json fields merged over the defaults (e.g. `permission`). */
  config?: Record<string, unknown>;
}

export function makeOpencodeSandbox(options: OpencodeSandboxOptions = {}): OpencodeSandbox {
  const { root, home, tmp, repo, path: pathValue, cleanup } = makeSandboxRoot('opencode', options);
  const configFile = path.join(root, 'opencode.json');
  const writeConfig = (serverUrl: string) =>
    fs.writeFileSync(
      configFile,
      `${JSON.stringify(
        {
          $schema: 'https://opencode.ai/config.json',
          autoupdate: false,
          share: 'disabled',
          model: MODEL_ID,
          small_model: MODEL_ID,
          provider: {
            [PROVIDER]: {
              npm: '@ai-sdk/openai-compatible',
              name: 'Local test model',
              options: { baseURL: `${serverUrl}/v1`, apiKey: '{env:LOCAL_MODEL_API_KEY}' },
              models: {
                [MODEL]: {
                  name: 'Local test model',
                  limit: { context: 128_000, output: 4_096 },
                  cost: { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
                },
              },
            },
          },
          ...options.config,
        },
        null,
        2,
      )}\n`,
    );
  return {
    root,
    home,
    repo,
    configFile,
    envFor: (serverUrl) => {
      writeConfig(serverUrl);
      return {
        PATH: pathValue,
        HOME: home,
        TMPDIR: tmp,
        XDG_CONFIG_HOME: path.join(home, '.config'),
        XDG_DATA_HOME: path.join(home, '.local', 'share'),
        XDG_CACHE_HOME: path.join(home, '.cache'),
        XDG_STATE_HOME: path.join(home, '.local', 'state'),
        OPENCODE_CONFIG: configFile,
        LOCAL_MODEL_API_KEY: LOCAL_MODEL_KEY,
        OPENCODE_DISABLE_MODELS_FETCH: '1',
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
        npm_config_registry: `${DEAD_ENDPOINT}/`,
        npm_config_offline: 'true',
        npm_config_fetch_retries: '0',
        ...proxyEnv(DEAD_ENDPOINT),
        TERM: 'dumb',
        LANG: 'C.UTF-8',
      };
    },
    cleanup,
  };
}

// ---------------------------------------------------------------------------------------------
// The CLI itself, without the Action (for captures)

export interface OpencodeRun {
  args: string[];
  stdin: string;
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  durationMs: number;
}

/** `opencode run --format json ARGS` with `stdin`, in the sandbox; SIGKILL after `timeoutMs`. */
export function runOpencode(o: {
  binary: string;
  sandbox: OpencodeSandbox;
  serverUrl: string;
  args: string[];
  stdin: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<OpencodeRun> {
  const args = ['run', '--format', 'json', ...o.args];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(o.binary, args, {
      cwd: o.sandbox.repo,
      env: { ...o.sandbox.envFor(o.serverUrl), ...o.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    child.stdin.on('error', () => {});
    child.stdin.end(o.stdin);
    const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({ args, stdin: o.stdin, exitCode, signal, stdout, stderr, durationMs: Date.now() - started });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The Action with its opencode recipe

export interface OpencodeActionScenario extends AgentActionScenario<OpencodeSandbox> {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ChatServerOptions;
  /** Files of the scratch repository. */
  files?: Record<string, string>;
  /** opencode.json fields over the defaults (e.g. `permission`). */
  config?: Record<string, unknown>;
}

export interface OpencodeActionRun extends AgentActionRun<OpencodeSandbox> {
  server: ChatServer;
}

/**
 * The bundle (dist/index.js built by build-action.ts) with `agent: opencode`, the sandbox's
 * model, the CLI's bin folder first on PATH, the sandbox's environment (agent-action.ts runs it).
 * `install === null`: the CLI is not put on PATH (for `install: auto` scenarios).
 */
export async function runOpencodeAction(
  install: AgentInstall | null,
  bundleIndex: string,
  scenario: OpencodeActionScenario,
): Promise<OpencodeActionRun> {
  const sandbox = makeOpencodeSandbox({
    pathPrepend: [...(install ? [install.binDir] : []), path.dirname(process.execPath)],
    ...(scenario.files ? { files: scenario.files } : {}),
    ...(scenario.config ? { config: scenario.config } : {}),
  });
  const server = await startChatServer({ apiKey: LOCAL_MODEL_KEY, ...scenario.model(sandbox.repo) });
  const machine = {
    agent: 'opencode' as const,
    sandbox,
    env: sandbox.envFor(server.url),
    inputs: { model: MODEL_ID },
    timeoutMs: 100_000,
    close: async () => {
      await server.close();
      sandbox.cleanup();
    },
  };
  return { ...(await runAgentAction(bundleIndex, machine, scenario)), server };
}
