// The sandbox the real Claude Code CLI runs in during tests: an empty HOME and TMPDIR, an
// environment that points it at the local model server and switches off everything that would
// reach the network, and a scratch git repository as its working directory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

export interface SandboxOptions {
  /** Extra or overriding variables (e.g. CLAUDE_CODE_MAX_RETRIES); `undefined` removes one. */
  env?: Record<string, string | undefined>;
  /** Files of the scratch repository (path → content); default: a tiny JS project. */
  files?: Record<string, string>;
  /** Folders put first on PATH (e.g. the CLI's bin folder for recipes that call `claude`). */
  pathPrepend?: string[];
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

export const DEFAULT_REPO_FILES: Readonly<Record<string, string>> = {
  'README.md': '# demo\n\nA tiny scratch repository for Narrator end-to-end tests.\n',
  'package.json': '{\n  "name": "demo",\n  "version": "1.0.0",\n  "type": "module"\n}\n',
  'src/add.js': 'export function add(a, b) {\n  return a + b\n}\n',
  'src/add.test.js':
    "import { add } from './add.js'\nif (add(2, 2) !== 4) throw new Error('bad')\nconsole.log('ok')\n",
};

function git(cwd: string, args: string[]): void {
  execFileSync(
    'git',
    ['-c', 'user.email=narrator-tests@example.invalid', '-c', 'user.name=narrator tests', ...args],
    // An empty global config so the machine's git settings (hooks, signing) cannot interfere.
    { cwd, stdio: 'pipe', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } },
  );
}

/** git init + the files + one commit `init` on `main`, in `dir` (created if missing). */
export function makeScratchRepo(
  dir: string,
  files: Record<string, string> = { ...DEFAULT_REPO_FILES },
): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  git(dir, ['init', '-q', '-b', 'main']);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'init']);
  return dir;
}

/** `env` with `overrides` applied: a value sets a variable, `undefined` removes it. */
export function withOverrides(
  env: Record<string, string>,
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const out = { ...env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** A fresh temp root with home/, tmp/ and repo/ (a scratch git repo) and the offline env. */
export function makeClaudeSandbox(options: SandboxOptions = {}): ClaudeSandbox {
  // realpath: the CLI reports cwd resolved, and on some systems the temp dir is a symlink.
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-claude-')));
  const home = path.join(root, 'home');
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(home);
  fs.mkdirSync(tmp);
  const repo = makeScratchRepo(path.join(root, 'repo'), options.files ?? { ...DEFAULT_REPO_FILES });
  const pathValue = [...(options.pathPrepend ?? []), process.env.PATH ?? '/usr/bin:/bin'].join(
    path.delimiter,
  );
  const envFor = (baseUrl: string) =>
    withOverrides({ PATH: pathValue, HOME: home, TMPDIR: tmp, ...offlineClaudeEnv(baseUrl) }, options.env);
  return {
    root,
    home,
    tmp,
    repo,
    envFor,
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
