#!/usr/bin/env node
// Installs the real Claude Code CLI, pinned, into a cache folder for the end-to-end tests.
//
//   node scripts/install-claude.mjs            # install if missing; stdout: the binary path (progress on stderr)
//   node scripts/install-claude.mjs --print    # no install: print the installed binary, exit 1 if none
//   add --json for {"version","binary","binDir"} on stdout instead of the bare path
//
// Where: $NARRATOR_AGENT_CACHE/claude-code-<version>/ (default: <repo>/.tmp/agents/…).
// It is NOT a devDependency on purpose: the native binary is ~380 MB, and every `npm ci` for
// ordinary development (lint, unit tests, build) would pay for it.
//
// How the package ships its binary: `@anthropic-ai/claude-code` is a thin wrapper whose
// optionalDependencies are one package per platform (`@anthropic-ai/claude-code-linux-x64`, …)
// each holding the native executable `claude`. The wrapper's postinstall copies that binary over
// its `bin/claude.exe` placeholder. We install with --ignore-scripts (npm 11 does not run
// unapproved install scripts anyway) and use the platform package's binary directly, so only
// the npm registry is needed and nothing depends on the postinstall.
//
// Idempotent: a marker file written last (after `claude --version` printed the pinned version)
// makes a second run a fast no-op. Concurrent runs (parallel test workers) are safe: each
// installs into its own staging folder and the first rename into place wins.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLAUDE_CODE_VERSION = '2.1.330';
const PACKAGE = '@anthropic-ai/claude-code';
const MARKER = 'narrator-install.json';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The cache root: $NARRATOR_AGENT_CACHE or <repo>/.tmp/agents. */
export function agentCacheRoot(env = process.env) {
  const fromEnv = env.NARRATOR_AGENT_CACHE;
  return fromEnv ? path.resolve(fromEnv) : path.join(repoRoot, '.tmp', 'agents');
}

export function installDir(env = process.env) {
  return path.join(agentCacheRoot(env), `claude-code-${CLAUDE_CODE_VERSION}`);
}

/** The npm platform package suffix the wrapper's own install script would pick. */
export function platformKey() {
  const { platform } = process;
  const cpu = os.arch();
  if (platform === 'linux') {
    // glibcVersionRuntime is absent from the process report on musl (Alpine).
    const report = process.report?.getReport?.();
    const musl = report != null && report.header?.glibcVersionRuntime === undefined;
    return `linux-${cpu}${musl ? '-musl' : ''}`;
  }
  return `${platform}-${cpu}`;
}

function binaryName() {
  return process.platform === 'win32' ? 'claude.exe' : 'claude';
}

/** The native binary inside an install folder (whether or not it exists). */
export function binaryIn(dir) {
  return path.join(dir, 'node_modules', `${PACKAGE}-${platformKey()}`, binaryName());
}

function log(message) {
  process.stderr.write(`[install-claude] ${message}\n`);
}

/** Thrown for every failure; main() prints it and exits 1 (after locks were released). */
class InstallError extends Error {}

function fail(message, cause) {
  throw new InstallError(cause ? `${message}\n${cause}` : message);
}

function sleepMs(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `fn` holding <install dir>.lock (a directory: mkdir is atomic), so parallel test workers
 * never replace an install another one is using. A lock whose owner died is taken over.
 */
function withInstallLock(fn) {
  const lock = `${installDir()}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 20 * 60_000;
  let announced = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = null;
    let ageMs = 0;
    try {
      holder = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')) || null;
      ageMs = Date.now() - fs.statSync(lock).mtimeMs;
    } catch {
      // the holder has not written its pid yet, or just released the lock
    }
    if ((holder !== null && !processAlive(holder)) || ageMs > 20 * 60_000) {
      log(`taking over a stale lock (${holder === null ? 'no owner' : `pid ${holder} is gone`})`);
      fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) fail(`gave up waiting for ${lock} (held by pid ${holder})`);
    if (!announced) log(`another install is running (pid ${holder ?? '?'}); waiting for it …`);
    announced = true;
    sleepMs(500);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs `claude --version` with a throwaway HOME; returns the first line or an error text. */
function versionOf(binary) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-claude-version-'));
  try {
    const result = spawnSync(binary, ['--version'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '', HOME: home, DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1' },
    });
    if (result.error) return { ok: false, text: String(result.error.message) };
    const text = `${result.stdout ?? ''}`.trim().split('\n')[0] ?? '';
    return {
      ok: result.status === 0 && text.startsWith(`${CLAUDE_CODE_VERSION} `),
      text: text || `${result.stderr}`,
    };
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}

/** Already installed and verified? Reads the marker, then checks the binary is still there. */
export function installedBinary(env = process.env) {
  const dir = installDir(env);
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8'));
    if (marker.version !== CLAUDE_CODE_VERSION) return null;
    const binary = binaryIn(dir);
    fs.accessSync(binary, fs.constants.X_OK);
    return binary;
  } catch {
    return null;
  }
}

function npmCommand() {
  // When run through `npm run`/`npm exec`, reuse that very npm; otherwise the one on PATH.
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.js$/.test(execPath)) return { cmd: process.execPath, pre: [execPath] };
  return { cmd: process.platform === 'win32' ? 'npm.cmd' : 'npm', pre: [] };
}

function install() {
  const dir = installDir();
  const root = path.dirname(dir);
  fs.mkdirSync(root, { recursive: true });
  const staging = fs.mkdtempSync(path.join(root, `.staging-claude-code-${CLAUDE_CODE_VERSION}-`));
  try {
    fs.chmodSync(staging, 0o755); // mkdtemp makes it 0700; the CLI may run as another user
    fs.writeFileSync(
      path.join(staging, 'package.json'),
      `${JSON.stringify({ name: 'narrator-agent-cache', private: true, description: 'Claude Code CLI for Narrator e2e tests' }, null, 2)}\n`,
    );
    const { cmd, pre } = npmCommand();
    const args = [
      ...pre,
      'install',
      `${PACKAGE}@${CLAUDE_CODE_VERSION}`,
      '--ignore-scripts', // the binary is taken from the platform package; no postinstall needed
      '--include=optional', // the platform packages are optionalDependencies
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--engine-strict=false', // the wrapper declares node >= 22; the native binary needs no Node
      '--loglevel=error',
    ];
    log(`npm install ${PACKAGE}@${CLAUDE_CODE_VERSION} (platform ${platformKey()}) into ${dir} …`);
    const started = Date.now();
    const result = spawnSync(cmd, args, { cwd: staging, stdio: ['ignore', 2, 2], timeout: 15 * 60_000 });
    if (result.error) fail(`could not run npm (${cmd})`, result.error.message);
    if (result.status !== 0)
      fail(`npm install exited with ${result.status ?? result.signal}; is the npm registry reachable?`);
    const binary = binaryIn(staging);
    if (!fs.existsSync(binary)) {
      fail(
        `npm installed ${PACKAGE} but not its platform package ${PACKAGE}-${platformKey()} (no ${path.relative(staging, binary)}). ` +
          'Is this platform supported, or is npm configured with omit=optional?',
      );
    }
    const version = versionOf(binary);
    if (!version.ok) fail(`${binary} --version did not print ${CLAUDE_CODE_VERSION}`, version.text);
    log(`downloaded and verified in ${((Date.now() - started) / 1000).toFixed(1)} s: ${version.text}`);
    // A bin/claude link so tests can put the CLI on PATH under its usual name.
    fs.mkdirSync(path.join(staging, 'bin'), { recursive: true });
    fs.symlinkSync(path.relative(path.join(staging, 'bin'), binary), path.join(staging, 'bin', binaryName()));
    fs.writeFileSync(
      path.join(staging, MARKER),
      `${JSON.stringify({ version: CLAUDE_CODE_VERSION, platform: platformKey(), versionOutput: version.text, installedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    // We hold the lock: whatever is in `dir` is a broken or unverified earlier attempt.
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      fail(`could not move the install into ${dir}`, error.message);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function report(binary, asJson) {
  const line = asJson
    ? JSON.stringify({ version: CLAUDE_CODE_VERSION, binary, binDir: path.join(installDir(), 'bin') })
    : binary;
  process.stdout.write(`${line}\n`);
}

function main() {
  const printOnly = process.argv.includes('--print');
  const asJson = process.argv.includes('--json');
  const existing = installedBinary();
  if (printOnly) {
    if (!existing) fail(`Claude Code ${CLAUDE_CODE_VERSION} is not installed in ${installDir()}`);
    report(existing, asJson);
    return;
  }
  const existingVersion = existing ? versionOf(existing) : null;
  if (existing && existingVersion?.ok) {
    log(`already installed: ${existingVersion.text}`);
    report(existing, asJson);
    return;
  }
  withInstallLock(() => {
    // Someone else may have finished while we waited for the lock.
    const now = installedBinary();
    const version = now ? versionOf(now) : null;
    if (version?.ok) {
      log(`installed meanwhile by another process: ${version.text}`);
      return;
    }
    if (version) log(`cached install is broken (${version.text}); reinstalling`);
    install();
  });
  const binary = installedBinary();
  if (!binary) fail(`install finished but ${installDir()} holds no verified binary`);
  report(binary, asJson);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    const message = error instanceof InstallError ? error.message : (error?.stack ?? String(error));
    process.stderr.write(`[install-claude] FAILED: ${message}\n`);
    process.exit(1);
  }
}
