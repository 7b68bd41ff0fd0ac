/**
 * Finding the agent's binary, and `install: auto`: when it is not on PATH, install its npm package
 * at `agent-version` into a cache folder (with a progress line in the log) and use that binary.
 * Agents without an npm package (caliban, cursor-agent, opencode) get an error that says which
 * install step to add.
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type AgentName, RECIPES } from './agents.js';

const execFileAsync = promisify(execFile);

export class AgentNotFoundError extends Error {
  override name = 'AgentNotFoundError';
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Like `which`: the first executable `name` on `pathVar`, or null. Paths with a slash are checked as is. */
export async function findOnPath(
  name: string,
  pathVar: string | undefined,
  cwd = process.cwd(),
): Promise<string | null> {
  if (name.includes('/')) {
    const file = path.resolve(cwd, name);
    return (await isExecutable(file)) ? file : null;
  }
  for (const dir of (pathVar ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (await isExecutable(file)) return file;
  }
  return null;
}

export interface ResolveOptions {
  agent: AgentName;
  version: string;
  install: 'auto' | 'never';
  env: NodeJS.ProcessEnv;
  /** Where `install: auto` puts packages. */
  cacheDir: string;
  log: (line: string) => void;
}

/** The default cache: the runner's tool cache, else RUNNER_TEMP, else the OS temp dir. */
export function defaultCacheDir(env: NodeJS.ProcessEnv): string {
  const base = env['RUNNER_TOOL_CACHE'] || env['RUNNER_TEMP'] || os.tmpdir();
  return path.join(base, 'narrator-agents');
}

/** Native-binary packages: the wrapper's postinstall copies the binary; we take it directly. */
function platformBinary(prefix: string, pkg: string, binary: string): string | null {
  if (pkg !== '@anthropic-ai/claude-code') return null;
  const musl =
    process.platform === 'linux' &&
    (process.report?.getReport?.() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
      ?.glibcVersionRuntime === undefined;
  const key = `${process.platform}-${os.arch()}${musl ? '-musl' : ''}`;
  return path.join(prefix, 'node_modules', `${pkg}-${key}`, binary);
}

async function binaryInPrefix(prefix: string, pkg: string, binary: string): Promise<string | null> {
  const native = platformBinary(prefix, pkg, binary);
  if (native && (await isExecutable(native))) return native;
  const bin = path.join(prefix, 'node_modules', '.bin', binary);
  return (await isExecutable(bin)) ? bin : null;
}

/**
 * The binary to run for `agent`: from PATH, else from the cache, else installed now (install: auto).
 * Throws AgentNotFoundError with what to change when none of that works.
 */
export async function resolveAgentBinary(o: ResolveOptions): Promise<string> {
  const recipe = RECIPES[o.agent];
  const onPath = await findOnPath(recipe.binary, o.env['PATH']);
  if (onPath) return onPath;

  if (o.install === 'never' || recipe.npmPackage === null) {
    const why =
      recipe.npmPackage === null
        ? recipe.installHint
        : `'install' is 'never': ${recipe.installHint.replace("set 'install: auto' or ", '')}, or set 'install: auto'`;
    throw new AgentNotFoundError(`the ${o.agent} CLI ('${recipe.binary}') was not found on PATH; ${why}`);
  }

  const pkg = recipe.npmPackage;
  const spec = `${pkg}@${o.version}`;
  // One folder per package@version, so different versions never overwrite each other.
  const prefix = path.join(o.cacheDir, spec.replace(/[/@]/g, '_'));
  const cached = await binaryInPrefix(prefix, pkg, recipe.binary);
  if (cached) {
    o.log(`Using ${spec} from the cache (${cached})`);
    return cached;
  }
  await mkdir(prefix, { recursive: true });
  await writeFile(path.join(prefix, 'package.json'), '{"name":"narrator-agent-cache","private":true}\n');
  o.log(`Installing ${spec} (the ${o.agent} CLI is not on PATH) into ${prefix} …`);
  const started = Date.now();
  try {
    await execFileAsync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        spec,
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--include=optional',
        '--loglevel=error',
      ],
      { env: o.env, maxBuffer: 16 * 1024 * 1024, timeout: 15 * 60_000 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim().split('\n').slice(-5).join('\n') ?? '';
    throw new AgentNotFoundError(
      `installing ${spec} with npm failed${stderr ? `:\n${stderr}` : ''}\n` +
        `Check that the npm registry is reachable and '${o.version}' is a published version of ${pkg}, ` +
        `or install the CLI in an earlier step and set 'install: never'.`,
      { cause: error },
    );
  }
  const installed = await binaryInPrefix(prefix, pkg, recipe.binary);
  if (!installed) {
    throw new AgentNotFoundError(
      `npm installed ${spec} but no '${recipe.binary}' binary was found under ${prefix}; ` +
        'install the CLI in an earlier step and set install: never',
    );
  }
  o.log(`Installed ${spec} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return installed;
}
