// The sandbox the real Claude Code CLI runs in during tests: an empty HOME and TMPDIR, an
// environment that points it at the local model server and switches off everything that would
// reach the network, and a scratch git repository as its working directory.
import { makeSandboxRoot, type SandboxRootOptions, withOverrides } from './sandbox.js';

/** A key-shaped dummy: the CLI only needs something to send; the model server ignores it. */
export const DUMMY_API_KEY = 'sk-ant-local-test-not-a-real-key';

export interface ClaudeSandbox {
  /** Root temp folder; `cleanup()` removes it. */
  root: string;
  home: string;
  tmp: string;
  /** A scratch git repository (the CLI's cwd). */
  repo: string;
  /** Environment for the CLI pointed at a model server (nothing inherited but PATH). */
  envFor(baseUrl: string): Record<string, string>;
  cleanup(): void;
}

/** Files and PATH (e.g. the CLI's bin folder for recipes that call `claude`), and: */
export interface SandboxOptions extends SandboxRootOptions {
  /** Extra or overriding variables (e.g. CLAUDE_CODE_MAX_RETRIES); `undefined` removes one. */
  env?: Record<string, string | undefined>;
}

/** The variables that keep the CLI offline and quiet, pointed at `baseUrl`. */
export function offlineClaudeEnv(baseUrl: string): Record<string, string> {
  return {
    ANTHROPIC_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: DUMMY_API_KEY,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    TERM: 'dumb',
    LANG: 'C.UTF-8',
  };
}

/** A fresh temp root with home/, tmp/ and repo/ (a scratch git repo) and the offline env. */
export function makeClaudeSandbox(options: SandboxOptions = {}): ClaudeSandbox {
  const { root, home, tmp, repo, path: pathValue, cleanup } = makeSandboxRoot('claude', options);
  const envFor = (baseUrl: string) =>
    withOverrides({ PATH: pathValue, HOME: home, TMPDIR: tmp, ...offlineClaudeEnv(baseUrl) }, options.env);
  return { root, home, tmp, repo, envFor, cleanup };
}
