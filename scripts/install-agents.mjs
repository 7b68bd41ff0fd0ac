#!/usr/bin/env node
// Installs the real agent CLIs, pinned, into a cache folder for the end-to-end tests.
//
//   node scripts/install-agents.mjs [AGENT…|all]          # install what is missing (default: all)
//   node scripts/install-agents.mjs AGENT --print         # no install: exit 1 if AGENT is not installed
//   add --json for one {"agent","version","binary","binDir"} line per agent on stdout
//   (without --json: one binary path per line; progress always goes to stderr)
//
// AGENT: claude (Claude Code), codex (Codex CLI), gemini (Gemini CLI), opencode, and the two ACP
// adapters: claude-acp (@zed-industries/claude-agent-acp) and codex-acp (@zed-industries/codex-acp).
// NARRATOR_AGENT_VERSION_<AGENT> (e.g. NARRATOR_AGENT_VERSION_CODEX=0.170.0, or …_CODEX_ACP for
// codex-acp) installs and expects
// another exact version instead of the pin: the weekly drift watch
// (.github/workflows/agents-drift.yml) sets them to each package's `latest`.
// Where: $NARRATOR_AGENT_CACHE/<agent>-<version>/ (default: <repo>/.tmp/agents/…).
// They are NOT devDependencies on purpose: together they are ~1.2 GB of native binaries, and every
// `npm ci` for ordinary development (lint, unit tests, build) would pay for them.
//
// How each package ships its binary: Claude Code, Codex and opencode are thin npm wrappers whose
// optionalDependencies are one package per platform, each holding a native executable. Claude's and
// opencode's wrappers copy it into place in a postinstall script; we install with --ignore-scripts
// (npm 11 does not run unapproved install scripts anyway) and use the platform package's binary
// directly, so only the npm registry is needed. Codex's wrapper is a Node script that finds its
// platform package at run time (and puts its bundled ripgrep on PATH), so it is used as is; so is
// Gemini CLI, which is plain JavaScript. The JavaScript entry points need Node on PATH (>= 20).
//
// Idempotent: a marker file written last (after `<binary> --version` printed the pinned version)
// makes a second run a fast no-op. Concurrent runs (parallel test workers) are safe: each agent
// installs into its own staging folder under a lock, and only a verified install is moved in place.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = 'narrator-install.json';
const exe = process.platform === 'win32' ? '.exe' : '';

/**
 * The pinned agents. `binary(dir, platform)` is the executable inside an install folder;
 * `versionOk(firstLine)` says whether `--version` printed the pinned version.
 */
export const AGENTS = {
  claude: {
    title: 'Claude Code',
    package: '@anthropic-ai/claude-code',
    version: '2.1.330',
    command: 'claude',
    binary: (dir, key) => path.join(dir, 'node_modules', `@anthropic-ai/claude-code-${key}`, `claude${exe}`),
    versionOk: (line, v) => line.startsWith(`${v} `),
  },
  codex: {
    title: 'Codex CLI',
    package: '@openai/codex',
    version: '0.169.0',
    command: 'codex',
    binary: (dir) => path.join(dir, 'node_modules', '.bin', 'codex'),
    versionOk: (line, v) => line === `codex-cli ${v}`,
  },
  gemini: {
    title: 'Gemini CLI',
    package: '@google/gemini-cli',
    version: '0.61.0',
    command: 'gemini',
    binary: (dir) => path.join(dir, 'node_modules', '.bin', 'gemini'),
    versionOk: (line, v) => line === v,
  },
  // The ACP adapters speak only ACP on stdio (claude-agent-acp has no --version; codex-acp refuses
  // it), so the installed package's own manifest says the version, and codex-acp's native binary
  // proves it runs with --help.
  'claude-acp': {
    title: 'Claude Code ACP adapter',
    package: '@zed-industries/claude-agent-acp',
    version: '0.23.1',
    command: 'claude-agent-acp',
    binary: (dir) => path.join(dir, 'node_modules', '.bin', 'claude-agent-acp'),
    verify: (dir) => manifestVersion(dir, 'claude-acp'),
  },
  'codex-acp': {
    title: 'Codex ACP adapter',
    package: '@zed-industries/codex-acp',
    version: '0.16.0',
    command: 'codex-acp',
    binary: (dir, key) =>
      path.join(dir, 'node_modules', `@zed-industries/codex-acp-${key}`, 'bin', `codex-acp${exe}`),
    verify: (dir, binary) => {
      const help = spawnSync(binary, ['--help'], { encoding: 'utf8', timeout: 60_000 });
      if (help.status !== 0)
        return { ok: false, text: `${binary} --help: ${help.error?.message ?? help.stderr}` };
      return manifestVersion(dir, 'codex-acp');
    },
  },
  opencode: {
    title: 'opencode',
    package: 'opencode-ai',
    version: '1.18.33',
    command: 'opencode',
    binary: (dir, key) =>
      path.join(dir, 'node_modules', `opencode-${key.replace('win32', 'windows')}`, 'bin', `opencode${exe}`),
    versionOk: (line, v) => line === v,
  },
};

/** The version to install and expect: the pin, or an exact NARRATOR_AGENT_VERSION_<AGENT>. */
export function agentVersion(name, env = process.env) {
  const variable = `NARRATOR_AGENT_VERSION_${name.toUpperCase().replaceAll('-', '_')}`;
  const override = env[variable]?.trim();
  if (!override) return AGENTS[name].version;
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(override)) {
    fail(`${variable}='${override}' is not an exact version (x.y.z)`);
  }
  return override;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The cache root: $NARRATOR_AGENT_CACHE or <repo>/.tmp/agents. */
export function agentCacheRoot(env = process.env) {
  const fromEnv = env.NARRATOR_AGENT_CACHE;
  return fromEnv ? path.resolve(fromEnv) : path.join(repoRoot, '.tmp', 'agents');
}

export function installDir(name, env = process.env) {
  const folder = name === 'claude' ? 'claude-code' : name;
  return path.join(agentCacheRoot(env), `${folder}-${agentVersion(name, env)}`);
}

/** The npm platform package suffix the wrappers' own install scripts would pick. */
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

/** The version in agent `name`'s installed package.json, checked against the pin. */
function manifestVersion(dir, name) {
  const pkg = AGENTS[name].package;
  try {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8'),
    );
    return { ok: version === agentVersion(name), text: `${pkg} ${version}` };
  } catch (error) {
    return { ok: false, text: `no readable ${pkg}/package.json: ${error.message}` };
  }
}

function log(message) {
  process.stderr.write(`[install-agents] ${message}\n`);
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
function withInstallLock(name, fn) {
  const lock = `${installDir(name)}.lock`;
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
    if (!announced) log(`another install of ${name} is running (pid ${holder ?? '?'}); waiting for it …`);
    announced = true;
    sleepMs(500);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Runs `<binary> --version` with a throwaway HOME and this process's Node first on PATH (the
 * JavaScript entry points run on `node`); returns the first line and whether it is the pinned one.
 */
function versionOf(name, binary) {
  const agent = AGENTS[name];
  if (agent.verify) {
    // binary is <dir>/node_modules/…: the install folder is the one holding that node_modules.
    const dir = binary.slice(0, binary.lastIndexOf(`${path.sep}node_modules${path.sep}`));
    return agent.verify(dir, binary);
  }
  const home = fs.mkdtempSync(path.join(os.tmpdir(), `narrator-${name}-version-`));
  try {
    const result = spawnSync(binary, ['--version'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
        HOME: home,
        DISABLE_AUTOUPDATER: '1',
        DISABLE_TELEMETRY: '1',
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_MODELS_FETCH: '1',
      },
    });
    if (result.error) return { ok: false, text: String(result.error.message) };
    const text = `${result.stdout ?? ''}`.trim().split('\n')[0]?.trim() ?? '';
    return {
      ok: result.status === 0 && agent.versionOk(text, agentVersion(name)),
      text: text || `${result.stderr}`,
    };
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}

/** Already installed and verified? Reads the marker, then checks the binary is still there. */
export function installedBinary(name, env = process.env) {
  const dir = installDir(name, env);
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8'));
    if (marker.version !== agentVersion(name, env)) return null;
    const binary = AGENTS[name].binary(dir, platformKey());
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

function install(name) {
  const agent = AGENTS[name];
  const version = agentVersion(name);
  const spec = `${agent.package}@${version}`;
  const dir = installDir(name);
  const root = path.dirname(dir);
  fs.mkdirSync(root, { recursive: true });
  const staging = fs.mkdtempSync(path.join(root, `.staging-${path.basename(dir)}-`));
  try {
    fs.chmodSync(staging, 0o755); // mkdtemp makes it 0700; the CLI may run as another user
    fs.writeFileSync(
      path.join(staging, 'package.json'),
      `${JSON.stringify({ name: 'narrator-agent-cache', private: true, description: `${agent.title} for Narrator e2e tests` }, null, 2)}\n`,
    );
    const { cmd, pre } = npmCommand();
    const args = [
      ...pre,
      'install',
      spec,
      '--ignore-scripts', // native binaries are taken from the platform packages; no postinstall
      '--include=optional', // the platform packages are optionalDependencies
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--engine-strict=false', // wrappers may declare a newer node than the one running npm
      '--loglevel=error',
    ];
    log(`npm install ${spec} (platform ${platformKey()}) into ${dir} …`);
    const started = Date.now();
    const result = spawnSync(cmd, args, { cwd: staging, stdio: ['ignore', 2, 2], timeout: 15 * 60_000 });
    if (result.error) fail(`could not run npm (${cmd})`, result.error.message);
    if (result.status !== 0)
      fail(
        `npm install of ${spec} exited with ${result.status ?? result.signal}; is the npm registry reachable?`,
      );
    const binary = agent.binary(staging, platformKey());
    if (!fs.existsSync(binary)) {
      fail(
        `npm installed ${spec} but not its executable (no ${path.relative(staging, binary)}). ` +
          'Is this platform supported, or is npm configured with omit=optional?',
      );
    }
    const printed = versionOf(name, binary);
    if (!printed.ok) fail(`${binary} --version did not print ${version}`, printed.text);
    log(
      `${name}: downloaded and verified in ${((Date.now() - started) / 1000).toFixed(1)} s: ${printed.text}`,
    );
    // A bin/<command> link so tests can put the CLI on PATH under its usual name.
    fs.mkdirSync(path.join(staging, 'bin'), { recursive: true });
    fs.symlinkSync(
      path.relative(path.join(staging, 'bin'), binary),
      path.join(staging, 'bin', `${agent.command}${exe}`),
    );
    fs.writeFileSync(
      path.join(staging, MARKER),
      `${JSON.stringify({ agent: name, version, platform: platformKey(), versionOutput: printed.text, installedAt: new Date().toISOString() }, null, 2)}\n`,
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

function report(name, binary, asJson) {
  const line = asJson
    ? JSON.stringify({
        agent: name,
        version: agentVersion(name),
        binary,
        binDir: path.join(installDir(name), 'bin'),
      })
    : binary;
  process.stdout.write(`${line}\n`);
}

function ensure(name) {
  const agent = AGENTS[name];
  const existing = installedBinary(name);
  const existingVersion = existing ? versionOf(name, existing) : null;
  if (existing && existingVersion?.ok) {
    log(`${name}: already installed: ${existingVersion.text}`);
    return existing;
  }
  withInstallLock(name, () => {
    // Someone else may have finished while we waited for the lock.
    const now = installedBinary(name);
    const version = now ? versionOf(name, now) : null;
    if (version?.ok) {
      log(`${name}: installed meanwhile by another process: ${version.text}`);
      return;
    }
    if (version) log(`${name}: cached install is broken (${version.text}); reinstalling`);
    install(name);
  });
  const binary = installedBinary(name);
  if (!binary) fail(`install finished but ${installDir(name)} holds no verified ${agent.title} binary`);
  return binary;
}

function main() {
  const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const flag of flags) if (flag !== '--print' && flag !== '--json') fail(`unknown option ${flag}`);
  const names = named.length === 0 || named.includes('all') ? Object.keys(AGENTS) : named;
  for (const name of names) {
    if (!Object.hasOwn(AGENTS, name))
      fail(`unknown agent '${name}' (known: ${Object.keys(AGENTS).join(', ')}, all)`);
  }
  const asJson = flags.has('--json');
  for (const name of names) {
    if (flags.has('--print')) {
      const existing = installedBinary(name);
      if (!existing)
        fail(`${AGENTS[name].title} ${agentVersion(name)} is not installed in ${installDir(name)}`);
      report(name, existing, asJson);
    } else {
      report(name, ensure(name), asJson);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    const message = error instanceof InstallError ? error.message : (error?.stack ?? String(error));
    process.stderr.write(`[install-agents] FAILED: ${message}\n`);
    process.exit(1);
  }
}
