// The sandbox the real Codex CLI runs in during tests: an empty HOME and CODEX_HOME whose
// config.toml names one provider pointing at the local Responses API server
// (test/support/responses-server.ts), short retries, everything that would reach the internet
// switched off, a proxy that refuses and records any request that still tries, and a scratch git
// repository as its working directory. The Codex face of claude-env.ts.
//
// Why a provider of our own: 0.169 ignores OPENAI_BASE_URL, and its built-in `openai` provider
// cannot be overridden and always tries a WebSocket first. The provider takes its key from
// CODEX_API_KEY — the variable codex exec really reads — so hints and key mappings are the real ones.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_REPO_FILES, makeScratchRepo } from './claude-env.js';

/** A key-shaped dummy: the CLI only needs something to send; the server records it. */
export const DUMMY_CODEX_KEY = 'sk-codex-local-test-not-a-real-key';

/** The model named in config.toml: a model Codex knows, so it prints no "metadata not found" warning. */
export const CODEX_MODEL = 'gpt-5.5';

/** A local HTTP proxy that refuses everything and records what was tried (host:port or URL). */
export interface BlockingProxy {
  url: string;
  readonly attempts: readonly string[];
  close(): Promise<void>;
}

export async function startBlockingProxy(): Promise<BlockingProxy> {
  const attempts: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    attempts.push(`${req.method} ${req.url}`);
    res.writeHead(403, { 'content-type': 'text/plain' });
    res.end('blocked by the test proxy: nothing may reach the internet\n');
  });
  server.on('connect', (req, socket: Socket) => {
    attempts.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface CodexSandbox {
  root: string;
  home: string;
  codexHome: string;
  tmp: string;
  /** A scratch git repository (the CLI's cwd). */
  repo: string;
  /** Environment for the CLI (nothing inherited but PATH), pointed at the server via config.toml. */
  env: Record<string, string>;
  cleanup(): void;
}

export interface CodexSandboxOptions {
  serverUrl: string;
  proxyUrl: string;
  /** Folders put first on PATH (the CLI's bin folder, node's). */
  pathPrepend: string[];
  files?: Record<string, string>;
  /** Provider retries: `stream_max_retries` ("Reconnecting… n/N" lines), default 2. */
  streamMaxRetries?: number;
}

/** config.toml for a run against `serverUrl`: one local provider, offline, short retries. */
export function codexConfig(serverUrl: string, streamMaxRetries = 2): string {
  return [
    `model = "${CODEX_MODEL}"`,
    'model_provider = "local"',
    // Offline: no update check, no analytics export, no plugin / apps sync (each reached out to
    // github.com, chatgpt.com or ab.chatgpt.com in 0.169 when left on).
    'check_for_update_on_startup = false',
    '',
    '[analytics]',
    'enabled = false',
    '',
    '[features]',
    'plugins = false',
    'remote_plugin = false',
    'apps = false',
    '',
    '[model_providers.local]',
    'name = "local responses server"',
    `base_url = "${serverUrl}/v1"`,
    'wire_api = "responses"',
    // The variable codex exec reads for the OpenAI provider too, so hints and mappings are real.
    'env_key = "CODEX_API_KEY"',
    // Retries: no hidden HTTP-level ones, and few visible ones, so a failing API gives up quickly.
    'request_max_retries = 0',
    `stream_max_retries = ${streamMaxRetries}`,
    'stream_idle_timeout_ms = 20000',
    '',
  ].join('\n');
}

export function makeCodexSandbox(o: CodexSandboxOptions): CodexSandbox {
  // realpath: the CLI reports paths resolved, and on some systems the temp dir is a symlink.
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-codex-')));
  const home = path.join(root, 'home');
  const codexHome = path.join(home, '.codex');
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(codexHome, { recursive: true });
  fs.mkdirSync(tmp);
  fs.writeFileSync(path.join(codexHome, 'config.toml'), codexConfig(o.serverUrl, o.streamMaxRetries));
  const repo = makeScratchRepo(path.join(root, 'repo'), o.files ?? { ...DEFAULT_REPO_FILES });
  const noProxy = '127.0.0.1,localhost';
  const env: Record<string, string> = {
    PATH: [...o.pathPrepend, process.env['PATH'] ?? '/usr/bin:/bin'].join(path.delimiter),
    HOME: home,
    CODEX_HOME: codexHome,
    TMPDIR: tmp,
    CODEX_API_KEY: DUMMY_CODEX_KEY,
    HTTPS_PROXY: o.proxyUrl,
    HTTP_PROXY: o.proxyUrl,
    ALL_PROXY: o.proxyUrl,
    https_proxy: o.proxyUrl,
    http_proxy: o.proxyUrl,
    NO_PROXY: noProxy,
    no_proxy: noProxy,
    NO_COLOR: '1',
    TERM: 'dumb',
    LANG: 'C.UTF-8',
  };
  return {
    root,
    home,
    codexHome,
    tmp,
    repo,
    env,
    // Retries: a killed CLI may still be writing its state files while it exits.
    cleanup: () => fs.rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}
