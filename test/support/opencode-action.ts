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
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentInstall } from './agent-cli.js';
import { AUTHOR, FAKE_GITHUB_TOKEN, PR_NUMBER, REPOSITORY } from './claude-action.js';
import { DEFAULT_REPO_FILES, makeScratchRepo } from './claude-env.js';
import { proxyEnv } from './egress-guard.js';
import { type FakeComment, FakeGitHub } from './fake-github.js';
import { type ChatServer, type ChatServerOptions, startChatServer } from './openai-chat-server.js';
import { type ActionRun, runActionEntry } from './run-action.js';

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

export interface OpencodeSandboxOptions {
  /** Files of the scratch repository (default: claude-env.ts's tiny JS project). */
  files?: Record<string, string>;
  /** Top-level opencode.json fields merged over the defaults (e.g. `permission`). */
  config?: Record<string, unknown>;
  /** Folders put first on PATH. */
  pathPrepend?: string[];
}

export function makeOpencodeSandbox(options: OpencodeSandboxOptions = {}): OpencodeSandbox {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-opencode-')));
  const home = path.join(root, 'home');
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(home);
  fs.mkdirSync(tmp);
  const repo = makeScratchRepo(path.join(root, 'repo'), options.files ?? { ...DEFAULT_REPO_FILES });
  const configFile = path.join(root, 'opencode.json');
  const pathValue = [...(options.pathPrepend ?? []), process.env.PATH ?? '/usr/bin:/bin'].join(
    path.delimiter,
  );
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
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
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

export interface OpencodeActionScenario {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ChatServerOptions;
  /** Action inputs on top of the defaults below. */
  inputs?: (repo: string) => Record<string, string>;
  /** Extra environment for the step (and so the agent); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Files of the scratch repository. */
  files?: Record<string, string>;
  /** opencode.json fields over the defaults (e.g. `permission`). */
  config?: Record<string, unknown>;
  /** Called once the action's process runs (e.g. to cancel it). */
  onStart?: (child: ChildProcess, sandbox: OpencodeSandbox) => void;
  timeoutMs?: number;
}

export interface OpencodeActionRun {
  run: ActionRun;
  server: ChatServer;
  github: FakeGitHub;
  sandbox: OpencodeSandbox;
  /** Comments on the PR the event names, oldest first. */
  comments(): FakeComment[];
  cleanup(): Promise<void>;
}

/**
 * The bundle (dist/index.js built by build-action.ts) with `agent: opencode`, `install: never`, the
 * CLI's bin folder first on PATH, the sandbox's environment, GITHUB_API_URL at the fake GitHub.
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
  const github = await FakeGitHub.start();
  const runnerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-opencode-action-'));
  const cleanup = async () => {
    await server.close();
    await github.close();
    sandbox.cleanup();
    fs.rmSync(runnerDir, { recursive: true, force: true });
  };
  try {
    const eventFile = path.join(sandbox.root, 'pull_request_event.json');
    fs.writeFileSync(
      eventFile,
      JSON.stringify({
        action: 'opened',
        number: PR_NUMBER,
        pull_request: { number: PR_NUMBER, head: { ref: 'feature' }, base: { ref: 'main' }, user: AUTHOR },
        repository: { name: REPOSITORY.repo, owner: { login: REPOSITORY.owner } },
        sender: AUTHOR,
      }),
    );
    const env: Record<string, string> = {
      ...sandbox.envFor(server.url),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: `${REPOSITORY.owner}/${REPOSITORY.repo}`,
      GITHUB_WORKSPACE: sandbox.repo,
      GITHUB_WORKFLOW: 'e2e',
      GITHUB_JOB: 'narrate',
      GITHUB_RUN_ATTEMPT: '1',
    };
    for (const [key, value] of Object.entries(scenario.env ?? {})) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    const run = await runActionEntry(bundleIndex, {
      dir: runnerDir,
      inputs: {
        agent: 'opencode',
        install: 'never',
        model: MODEL_ID,
        'working-directory': sandbox.repo,
        'github-token': FAKE_GITHUB_TOKEN,
        'update-interval-seconds': '0',
        // The PR's author may start the agent without a permission request (the gate's own tests
        // are test/security/authorize-action.test.ts).
        'allowed-actors': AUTHOR.login,
        'idle-timeout-minutes': '1',
        ...scenario.inputs?.(sandbox.repo),
      },
      env,
      ...(scenario.onStart ? { onStart: (child) => scenario.onStart!(child, sandbox) } : {}),
      timeoutMs: scenario.timeoutMs ?? 100_000,
    });
    return {
      run,
      server,
      github,
      sandbox,
      comments: () => github.commentsOn(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
