// The sandbox the real Codex CLI runs in during tests: an empty HOME and CODEX_HOME whose
// config.toml names one provider pointing at the local Responses API server
// (test/support/responses-server.ts), short retries, everything that would reach the internet
// switched off, an egress guard (egress-guard.ts) as its proxy, and a scratch git
// repository as its working directory. The Codex face of claude-env.ts.
//
// Why a provider of our own: 0.169 ignores OPENAI_BASE_URL, and its built-in `openai` provider
// cannot be overridden and always tries a WebSocket first. The provider takes its key from
// CODEX_API_KEY — the variable codex exec really reads — so hints and key mappings are the real ones.
import fs from 'node:fs';
import path from 'node:path';
import { proxyEnv } from './egress-guard.js';
import { makeSandboxRoot, type SandboxRootOptions } from './sandbox.js';

/** A key-shaped dummy: the CLI only needs something to send; the server records it. */
export const DUMMY_CODEX_KEY = 'sk-codex-local-test-not-a-real-key';

/** The model named in config.toml: a model Codex knows, so it prints no "metadata not found" warning. */
export const CODEX_MODEL = 'gpt-5.5';

export interface CodexSandbox {
  root: string;
  home: string;
  codexHome: string;
  tmp: string;
  /** A scratch git repository (the CLI's cwd). */
  repo: string;
  /**
   * Environment for the CLI (nothing inherited but PATH), pointed at `serverUrl` through
   * config.toml, which it (re)writes: the server's URL is known only once the server runs, and
   * its script may need the repository's path.
   */
  envFor(serverUrl: string): Record<string, string>;
  cleanup(): void;
}

/** Files and PATH (the CLI's bin folder, node's), and: */
export interface CodexSandboxOptions extends SandboxRootOptions {
  /** The egress guard's URL (egress-guard.ts). */
  proxyUrl: string;
  /** Provider retries: `stream_max_retries` ("Reconnecting… n/N" lines), default 2. */
  streamMaxRetries?: number;
  /** config.toml trusts the scratch repository (`[projects."…"] trust_level = "trusted"`). */
  trustWorkspace?: boolean;
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
  const { root, home, tmp, repo, path: pathValue, cleanup } = makeSandboxRoot('codex', o);
  const codexHome = path.join(home, '.codex');
  fs.mkdirSync(codexHome);
  const env: Record<string, string> = {
    PATH: pathValue,
    HOME: home,
    CODEX_HOME: codexHome,
    TMPDIR: tmp,
    CODEX_API_KEY: DUMMY_CODEX_KEY,
    ...proxyEnv(o.proxyUrl),
    // ALL_PROXY too, for a client that reads only that one.
    ALL_PROXY: o.proxyUrl,
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
    envFor: (serverUrl) => {
      const trust = o.trustWorkspace ? `\n[projects.${JSON.stringify(repo)}]\ntrust_level = "trusted"\n` : '';
      fs.writeFileSync(
        path.join(codexHome, 'config.toml'),
        codexConfig(serverUrl, o.streamMaxRetries) + trust,
      );
      return { ...env };
    },
    cleanup,
  };
}
