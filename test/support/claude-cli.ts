// Where the real Claude Code CLI lives for the end-to-end tests, installing it on first use.
// The install itself (pinned version, cache folder, platform package) is scripts/install-claude.mjs;
// this module only runs that script and remembers what it printed, so the layout has one owner.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pinned CLI version the e2e tests run (must match scripts/install-claude.mjs). */
export const CLAUDE_CODE_VERSION = '2.1.330';

const installScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/install-claude.mjs',
);

export interface ClaudeInstall {
  version: string;
  /** The native executable. */
  binary: string;
  /** A folder holding `claude` (a link to the binary), to put first on PATH. */
  binDir: string;
}

let known: ClaudeInstall | null = null;

function parseInstall(stdout: string): ClaudeInstall {
  const last = stdout.trim().split('\n').at(-1) ?? '';
  const parsed = JSON.parse(last) as ClaudeInstall;
  if (parsed.version !== CLAUDE_CODE_VERSION) {
    throw new Error(`install-claude.mjs reports ${parsed.version}, the tests pin ${CLAUDE_CODE_VERSION}`);
  }
  return parsed;
}

/**
 * Installs the CLI if it is missing (a fast no-op otherwise) and returns where it is.
 * Rejects with the installer's output when it cannot be installed: callers must let that fail
 * the run, never skip, so a green CI always means the real agent ran.
 */
export async function ensureClaude(): Promise<ClaudeInstall> {
  if (known) return known;
  const { stdout, stderr, error } = await new Promise<{
    stdout: string;
    stderr: string;
    error: Error | null;
  }>((resolve) => {
    execFile(
      process.execPath,
      [installScript, '--json'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, timeout: 15 * 60_000 },
      (err, out, errOut) => resolve({ stdout: out, stderr: errOut, error: err }),
    );
  });
  if (error) {
    throw new Error(`Could not install Claude Code ${CLAUDE_CODE_VERSION} for the e2e tests:\n${stderr}`, {
      cause: error,
    });
  }
  known = parseInstall(stdout);
  return known;
}

/** The installed binary; throws (does not install) when `ensureClaude()` has not been able to. */
export function claudeBinary(): string {
  return claudeInstall().binary;
}

/** The install, read synchronously from the cache (no download); throws when absent. */
export function claudeInstall(): ClaudeInstall {
  if (known) return known;
  try {
    known = parseInstall(
      execFileSync(process.execPath, [installScript, '--print', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
  } catch (error) {
    throw new Error(
      `Claude Code ${CLAUDE_CODE_VERSION} is not installed; call ensureClaude() or run node scripts/install-claude.mjs`,
      { cause: error },
    );
  }
  return known;
}
