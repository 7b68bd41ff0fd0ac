// What every agent CLI's test sandbox is made of (claude-env.ts, codex-env.ts, gemini-action.ts,
// opencode-action.ts): a temp root with an empty HOME and TMPDIR, a scratch git repository as the
// CLI's working directory, a PATH with the CLI's folders first, and environment overrides.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

export interface SandboxRoot {
  /** The temp root; `cleanup()` removes it. */
  root: string;
  /** An empty HOME (root/home). */
  home: string;
  /** An empty TMPDIR (root/tmp). */
  tmp: string;
  /** A scratch git repository (root/repo): the CLI's working directory. */
  repo: string;
  /** PATH: `pathPrepend`, then this process's own. */
  path: string;
  cleanup(): void;
}

export interface SandboxRootOptions {
  /** Files of the scratch repository (path → content); default: a tiny JS project. */
  files?: Record<string, string>;
  /** Folders put first on PATH (the CLI's bin folder, a Node for `#!/usr/bin/env node`). */
  pathPrepend?: string[];
}

/** A fresh `narrator-<agent>-*` temp root with home/, tmp/ and repo/. */
export function makeSandboxRoot(agent: string, options: SandboxRootOptions = {}): SandboxRoot {
  // realpath: the CLIs report paths resolved, and on some systems the temp dir is a symlink.
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `narrator-${agent}-`)));
  const home = path.join(root, 'home');
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(home);
  fs.mkdirSync(tmp);
  const repo = makeScratchRepo(path.join(root, 'repo'), options.files ?? { ...DEFAULT_REPO_FILES });
  return {
    root,
    home,
    tmp,
    repo,
    path: [...(options.pathPrepend ?? []), process.env['PATH'] ?? '/usr/bin:/bin'].join(path.delimiter),
    // Retries: a killed CLI may still be writing its state files while it exits.
    cleanup: () => fs.rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
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
