import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACP_ADAPTERS } from '../../src/agent/acp/recipes.js';
import {
  AgentNotFoundError,
  findOnPath,
  InstallCancelledError,
  npmErrorLines,
  npmPlatform,
  resolveAgentBinary,
} from '../../src/agent/install.js';
import { descendantsOf } from '../../src/agent/process-tree.js';
import { isAlive } from '../support/fake-agents.js';
import { startNpmRegistry } from '../support/npm-registry.js';

function tmp(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'narrator-install-'));
}

describe('findOnPath', () => {
  it('finds an executable and skips a non-executable file of the same name', async () => {
    const a = tmp();
    const b = tmp();
    writeFileSync(path.join(a, 'claude'), 'not executable');
    writeFileSync(path.join(b, 'claude'), '#!/bin/sh\n');
    chmodSync(path.join(b, 'claude'), 0o755);
    expect(await findOnPath('claude', `${a}${path.delimiter}${b}`)).toBe(path.join(b, 'claude'));
    expect(await findOnPath('claude', a)).toBeNull();
    expect(await findOnPath('claude', '')).toBeNull();
  });
});

describe('resolveAgentBinary (no network: empty PATH)', () => {
  const logs: string[] = [];
  const opts = (over: object) => ({
    agent: 'claude' as const,
    version: '1.0.0',
    install: 'never' as const,
    env: { PATH: tmp() },
    cacheDir: tmp(),
    log: (l: string) => logs.push(l),
    ...over,
  });

  it('install: never and a missing binary -> an error saying what to change', async () => {
    const error = await resolveAgentBinary(opts({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentNotFoundError);
    expect((error as Error).message).toMatch(/'claude'\) was not found on PATH; 'install' is 'never'/);
    expect((error as Error).message).toMatch(/npm install -g @anthropic-ai\/claude-code/);
  });

  it('agents without an npm package say which install step to add, even with install: auto', async () => {
    const cursor = await resolveAgentBinary(opts({ agent: 'cursor', install: 'auto' })).catch(
      (e: unknown) => e,
    );
    expect((cursor as Error).message).toMatch(/'cursor-agent'\) was not found/);
  });

  it('reuses a binary already installed in the cache without calling npm', async () => {
    const cacheDir = tmp();
    const bin = path.join(cacheDir, '_openai_codex_1.2.3', 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, 'codex'), '#!/bin/sh\n');
    chmodSync(path.join(bin, 'codex'), 0o755);
    // PATH is empty, so npm could not even be found: success proves no install was attempted.
    const found = await resolveAgentBinary(
      opts({ agent: 'codex', version: '1.2.3', install: 'auto', cacheDir }),
    );
    expect(found).toBe(path.join(bin, 'codex'));
    expect(logs.at(-1)).toMatch(/from the cache/);
  });

  it('a version with path characters is refused before any folder is made from it', async () => {
    const root = tmp();
    const cacheDir = path.join(root, 'narrator-agents');
    for (const version of ['../../escaped', '..\\..\\escaped', 'file:/tmp/evil', '1.0.0/../../x']) {
      const error = await resolveAgentBinary(
        opts({ agent: 'codex', version, install: 'auto', cacheDir }),
      ).catch((e: unknown) => e);
      expect(error, version).toBeInstanceOf(AgentNotFoundError);
      expect((error as Error).message).toContain(
        `'${version}' is not a version of @openai/codex Narrator installs`,
      );
    }
    // Nothing was made, inside the cache folder or beside it.
    expect(readdirSync(root)).toEqual([]);
  });

  it('prefers the binary on PATH', async () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'gemini'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'gemini'), 0o755);
    expect(await resolveAgentBinary(opts({ agent: 'gemini', env: { PATH: dir } }))).toBe(
      path.join(dir, 'gemini'),
    );
  });
});

describe('resolveAgentBinary: packages whose binary comes from a platform package (opencode-ai)', () => {
  const logs: string[] = [];
  const base = {
    agent: 'opencode' as const,
    version: '1.2.3',
    install: 'auto' as const,
    env: { PATH: tmp() }, // no npm: success proves nothing was installed
    log: (l: string) => logs.push(l),
  };

  /** A cache prefix as `npm install --ignore-scripts opencode-ai` leaves it. */
  function prefixWith(platformBinary: boolean): string {
    const cacheDir = tmp();
    const modules = path.join(cacheDir, 'opencode-ai_1.2.3', 'node_modules');
    // The wrapper's bin: a placeholder that fails until its postinstall copies the real binary in.
    mkdirSync(path.join(modules, 'opencode-ai', 'bin'), { recursive: true });
    writeFileSync(path.join(modules, 'opencode-ai', 'bin', 'opencode.exe'), '#!/bin/sh\nexit 1\n');
    chmodSync(path.join(modules, 'opencode-ai', 'bin', 'opencode.exe'), 0o755);
    mkdirSync(path.join(modules, '.bin'), { recursive: true });
    symlinkSync('../opencode-ai/bin/opencode.exe', path.join(modules, '.bin', 'opencode'));
    if (platformBinary) {
      const p = npmPlatform();
      const dir = path.join(
        modules,
        `opencode-${p.os === 'win32' ? 'windows' : p.os}-${p.arch}${p.musl ? '-musl' : ''}`,
      );
      mkdirSync(path.join(dir, 'bin'), { recursive: true });
      writeFileSync(path.join(dir, 'bin', 'opencode'), '#!/bin/sh\n');
      chmodSync(path.join(dir, 'bin', 'opencode'), 0o755);
    }
    return cacheDir;
  }

  it("uses the platform package's binary, not the wrapper's placeholder bin", async () => {
    const cacheDir = prefixWith(true);
    const found = await resolveAgentBinary({ ...base, cacheDir });
    const p = npmPlatform();
    const platformDir = `opencode-${p.os === 'win32' ? 'windows' : p.os}-${p.arch}${p.musl ? '-musl' : ''}`;
    expect(found).toBe(
      path.join(cacheDir, 'opencode-ai_1.2.3', 'node_modules', platformDir, 'bin', 'opencode'),
    );
    expect(logs.at(-1)).toMatch(/from the cache/);
  });

  it('a prefix with only the placeholder is no install: npm is asked (and, missing here, fails clearly)', async () => {
    const cacheDir = prefixWith(false);
    const error = await resolveAgentBinary({ ...base, cacheDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentNotFoundError);
    expect((error as Error).message).toMatch(/installing opencode-ai@1\.2\.3 with npm failed/);
  });
});

describe('resolveAgentBinary for an ACP adapter (the program is not the agent CLI)', () => {
  it("takes codex-acp's platform binary from the cache, in the adapter's own folder", async () => {
    const cacheDir = tmp();
    const p = npmPlatform();
    const bin = path.join(
      cacheDir,
      '_zed-industries_codex-acp_0.16.0',
      'node_modules',
      '@zed-industries',
      `codex-acp-${p.os}-${p.arch}`,
      'bin',
    );
    mkdirSync(bin, { recursive: true });
    writeFileSync(path.join(bin, 'codex-acp'), '#!/bin/sh\n');
    chmodSync(path.join(bin, 'codex-acp'), 0o755);
    const logs: string[] = [];
    const found = await resolveAgentBinary({
      agent: 'codex',
      program: ACP_ADAPTERS.codex!,
      version: '0.16.0',
      install: 'auto',
      env: { PATH: tmp() },
      cacheDir,
      log: (l) => logs.push(l),
    });
    expect(found).toBe(path.join(bin, 'codex-acp'));
    expect(logs.at(-1)).toMatch(/Using @zed-industries\/codex-acp@0\.16\.0 from the cache/);
  });

  it('install: never names the adapter and its package, not the agent CLI', async () => {
    const error = await resolveAgentBinary({
      agent: 'claude',
      program: ACP_ADAPTERS.claude!,
      version: 'latest',
      install: 'never',
      env: { PATH: tmp() },
      cacheDir: tmp(),
      log: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentNotFoundError);
    expect((error as Error).message).toMatch(
      /^the Claude Code ACP adapter \('claude-agent-acp'\) was not found on PATH; 'install' is 'never': .*@zed-industries\/claude-agent-acp/,
    );
  });
});

describe('resolveAgentBinary: cancelled while npm installs', () => {
  it('stops npm and everything below it, and says it was cancelled', { timeout: 60_000 }, async () => {
    // A registry that never finishes the tarball: npm is mid-download when we abort.
    let tarballAsked = false;
    const hanging: http.ServerResponse[] = [];
    const registry = http.createServer((req, res) => {
      const { port } = registry.address() as AddressInfo;
      if ((req.url ?? '').endsWith('.tgz')) {
        tarballAsked = true;
        hanging.push(res);
        res.writeHead(200, { 'content-length': '100000' });
        res.write(Buffer.alloc(10));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          name: 'opencode-ai',
          'dist-tags': { latest: '9.9.9' },
          versions: {
            '9.9.9': {
              name: 'opencode-ai',
              version: '9.9.9',
              dist: { tarball: `http://127.0.0.1:${port}/opencode-ai/-/opencode-ai-9.9.9.tgz` },
            },
          },
        }),
      );
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    const { port } = registry.address() as AddressInfo;
    const controller = new AbortController();
    let npmPids: number[] = [];
    const poll = setInterval(() => {
      if (!tarballAsked) return;
      clearInterval(poll);
      npmPids = descendantsOf([process.pid]).filter((pid) => /opencode-ai@9\.9\.9/.test(cmdline(pid)));
      controller.abort();
    }, 20);
    try {
      const error = await resolveAgentBinary({
        agent: 'opencode',
        version: '9.9.9',
        install: 'auto',
        env: {
          ...process.env,
          npm_config_registry: `http://127.0.0.1:${port}/`,
          npm_config_cache: tmp(),
          npm_config_fetch_retries: '0',
        },
        cacheDir: tmp(),
        log: () => {},
        signal: controller.signal,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InstallCancelledError);
      expect((error as Error).message).toMatch(/installing opencode-ai@9\.9\.9 was stopped/);
      expect(npmPids.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(npmPids.filter(isAlive)).toEqual([]);
    } finally {
      clearInterval(poll);
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => registry.close(() => resolve()));
    }
  });
});

// What npm 11.19.1 really printed on stderr (captured 2026-11-23: `npm install --prefix DIR SPEC
// --ignore-scripts --no-audit --no-fund --no-save --loglevel=error`, against a closed port and a
// local registry). Its last line is always the log file's path.
const NPM_STDERR = {
  ECONNREFUSED: `npm error code ECONNREFUSED
npm error syscall connect
npm error errno ECONNREFUSED
npm error FetchError: request to http://127.0.0.1:9/@google%2fgemini-cli failed, reason: connect ECONNREFUSED 127.0.0.1:9
npm error     at ClientRequest.<anonymous> (/usr/lib/node_modules/npm/node_modules/minipass-fetch/lib/index.js:130:14)
npm error     at ClientRequest.emit (node:events:514:28)
npm error     at process.processTicksAndRejections (node:internal/process/task_queues:91:21) {
npm error   code: 'ECONNREFUSED',
npm error   errno: 'ECONNREFUSED',
npm error   syscall: 'connect',
npm error   address: '127.0.0.1',
npm error   port: 9,
npm error   type: 'system',
npm error   requiredBy: '.'
npm error }
npm error
npm error If you are behind a proxy, please make sure that the 'proxy' config is set properly.  See: 'npm help config'
npm error A complete log of this run can be found in: /tmp/am/.npm/_logs/2026-11-23T14_30_19_802Z-debug-0.log
`,
  ETARGET: `npm error code ETARGET
npm error notarget No matching version found for @google/gemini-cli@9.9.9.
npm error notarget In most cases you or one of your dependencies are requesting a package version that doesn't exist.
npm error A complete log of this run can be found in: /tmp/am/.npm/_logs/2026-11-23T14_30_24_608Z-debug-0.log
`,
  E404: `npm error code E404
npm error 404 Not Found - GET http://127.0.0.1:4873/nosuchpkg-zz - Not found
npm error 404
npm error 404  The requested resource 'nosuchpkg-zz@1.0.0' could not be found or you do not have permission to access it.
npm error 404
npm error 404 Note that you can also install from a
npm error 404 tarball, folder, http url, or git url.
npm error A complete log of this run can be found in: /tmp/am/.npm/_logs/2026-11-23T14_30_25_242Z-debug-0.log
`,
};

describe("npmErrorLines: npm's reason, without its noise", () => {
  it('a refused connection: the FetchError line first, no stack, no dumped fields, no log path', () => {
    expect(npmErrorLines(NPM_STDERR.ECONNREFUSED)).toEqual([
      'FetchError: request to http://127.0.0.1:9/@google%2fgemini-cli failed, reason: connect ECONNREFUSED 127.0.0.1:9',
      "If you are behind a proxy, please make sure that the 'proxy' config is set properly.  See: 'npm help config'",
      'code ECONNREFUSED',
    ]);
  });

  it('a version that was never published', () => {
    expect(npmErrorLines(NPM_STDERR.ETARGET)[0]).toBe(
      'notarget No matching version found for @google/gemini-cli@9.9.9.',
    );
  });

  it('a package that does not exist', () => {
    const lines = npmErrorLines(NPM_STDERR.E404);
    expect(lines[0]).toBe('404 Not Found - GET http://127.0.0.1:4873/nosuchpkg-zz - Not found');
    expect(lines).not.toContain('404');
    expect(lines.at(-1)).toBe('code E404');
  });

  it('colour codes and the older `npm ERR!` prefix; nothing from lines that are not npm errors', () => {
    expect(
      npmErrorLines('\u001b[31mnpm ERR!\u001b[0m code E403\nnpm warn deprecated x\nnpm ERR! 403 Forbidden'),
    ).toEqual(['403 Forbidden', 'code E403']);
    expect(npmErrorLines('npm warn config production Use `--omit=dev` instead.\n')).toEqual([]);
  });
});

describe("resolveAgentBinary: a failed install says why, in npm's words", () => {
  it('a version the registry does not have: "No matching version found", not the log path', {
    timeout: 60_000,
  }, async () => {
    const registry = await startNpmRegistry({ '@google/gemini-cli': ['0.61.0'] });
    try {
      const error = await resolveAgentBinary({
        agent: 'gemini',
        version: '9.9.9',
        install: 'auto',
        env: {
          PATH: process.env['PATH'],
          HOME: tmp(),
          npm_config_registry: registry.url,
          npm_config_cache: tmp(),
          npm_config_fetch_retries: '0',
        },
        cacheDir: tmp(),
        log: () => {},
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AgentNotFoundError);
      const [first, ...rest] = (error as Error).message.split('\n');
      expect(first).toBe(
        'installing @google/gemini-cli@9.9.9 with npm failed: npm error notarget No matching version found for @google/gemini-cli@9.9.9.',
      );
      expect(rest).toContain('npm error code ETARGET');
      expect((error as Error).message).not.toMatch(/complete log/);
      expect(registry.requests.length).toBeGreaterThan(0);
    } finally {
      await registry.close();
    }
  });

  it('npm that cannot even start: the reason is how it ended', async () => {
    const error = await resolveAgentBinary({
      agent: 'codex',
      version: '1.0.0',
      install: 'auto',
      env: { PATH: tmp() },
      cacheDir: tmp(),
      log: () => {},
    }).catch((e: unknown) => e);
    expect((error as Error).message.split('\n')[0]).toBe(
      'installing @openai/codex@1.0.0 with npm failed: spawn npm ENOENT',
    );
  });
});

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}
