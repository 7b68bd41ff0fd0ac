/**
 * A loopback npm registry that knows some packages at some versions and nothing else, so a test can
 * make the real npm fail an install the ways it fails for users — a version that was never
 * published (`ETARGET`: "No matching version found"), a package that does not exist (`E404`) —
 * without the network. Point npm at it with `npm_config_registry`. Packuments only: a test that
 * gets as far as a tarball gets 404.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface NpmRegistry {
  /** `http://127.0.0.1:<port>/`: the value for npm_config_registry. */
  url: string;
  /** The paths npm asked for, in order. */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/** `packages`: name → the versions published (the last one is `latest`). */
export async function startNpmRegistry(packages: Record<string, string[]>): Promise<NpmRegistry> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    // npm asks for a scoped package as /@scope%2fname.
    const name = decodeURIComponent(url.slice(1).split('?')[0]!);
    const versions = Object.hasOwn(packages, name) ? packages[name]! : null;
    if (!versions) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Not found"}');
      return;
    }
    const { port } = server.address() as AddressInfo;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        name,
        'dist-tags': { latest: versions.at(-1) },
        versions: Object.fromEntries(
          versions.map((version) => [
            version,
            {
              name,
              version,
              dist: {
                tarball: `http://127.0.0.1:${port}/${name}/-/${name.split('/').at(-1)}-${version}.tgz`,
              },
            },
          ]),
        ),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The npm cache of this machine (filled by scripts/install-agents.mjs), so tarballs are not downloaded again. */
function userNpmCache(): string {
  try {
    return execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim();
  } catch {
    return path.join(os.homedir(), '.npm');
  }
}

/**
 * The step's environment for an `install: auto` from the REAL registry: npm reaches it (a sandbox
 * may point the agent's npm at a closed port, or a proxy at the egress guard) with this machine's
 * npm cache, where the installer left the tarballs, preferring what is cached there (no network
 * for a package the installer fetched) and trusting what this machine trusts (a machine behind a
 * TLS-inspecting proxy names its certificate in NODE_EXTRA_CA_CERTS).
 */
export function realRegistryEnv(): Record<string, string | undefined> {
  return {
    npm_config_prefer_offline: 'true',
    NODE_EXTRA_CA_CERTS: process.env['NODE_EXTRA_CA_CERTS'],
    npm_config_registry: undefined,
    npm_config_offline: undefined,
    HTTP_PROXY: undefined,
    HTTPS_PROXY: undefined,
    http_proxy: undefined,
    https_proxy: undefined,
    npm_config_cache: userNpmCache(),
  };
}

export interface Tarball {
  /** The .tgz file, as `npm pack` writes it. */
  file: string;
}

export interface TarballRegistry extends NpmRegistry {
  /** The tarballs npm downloaded (names), in order. */
  readonly downloads: readonly string[];
}

/**
 * A loopback npm registry that serves real packages: each tarball's packument (its package.json,
 * with `dist.tarball` and `dist.integrity` computed from the file) and the tarball itself. Every
 * other package is 404 (npm skips an optional dependency it cannot find, as it does for a platform
 * package of another OS). `bytesPerSecond` paces the tarballs like a real download (in 64 KiB
 * writes); without it they go at loopback speed.
 */
export async function startTarballRegistry(
  tarballs: string[],
  options: { bytesPerSecond?: number } = {},
): Promise<TarballRegistry> {
  const requests: string[] = [];
  const downloads: string[] = [];
  const packages = new Map<
    string,
    { manifest: Record<string, unknown>; file: string; integrity: string; base: string }
  >();
  for (const file of tarballs) {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8', maxBuffer: 1 << 24 }),
    ) as Record<string, unknown>;
    const integrity = `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;
    packages.set(String(manifest['name']), { manifest, file, integrity, base: path.basename(file) });
  }
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    requests.push(url);
    const { port } = server.address() as AddressInfo;
    const tgz = /^\/(.+)\/-\/([^/]+\.tgz)$/.exec(url);
    if (tgz) {
      const pkg = packages.get(decodeURIComponent(tgz[1]!));
      if (!pkg || pkg.base !== tgz[2]) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end('{"error":"Not found"}');
      }
      downloads.push(pkg.base);
      const body = readFileSync(pkg.file);
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(body.length),
      });
      if (!options.bytesPerSecond) return void res.end(body);
      open.add(res);
      const step = 64 * 1024;
      const started = Date.now();
      let sent = 0;
      const pump = () => {
        if (res.destroyed) return void open.delete(res);
        while (sent < body.length && sent < ((Date.now() - started) / 1000) * options.bytesPerSecond!) {
          res.write(body.subarray(sent, sent + step));
          sent += step;
        }
        if (sent >= body.length) {
          open.delete(res);
          return void res.end();
        }
        setTimeout(pump, 10);
      };
      pump();
      return;
    }
    const name = decodeURIComponent(url.slice(1));
    const pkg = packages.get(name);
    if (!pkg) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end('{"error":"Not found"}');
    }
    const version = String(pkg.manifest['version']);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        name,
        'dist-tags': { latest: version },
        versions: {
          [version]: {
            ...pkg.manifest,
            dist: { tarball: `http://127.0.0.1:${port}/${name}/-/${pkg.base}`, integrity: pkg.integrity },
          },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    downloads,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `npm pack` of installed packages (folders under node_modules), kept in `outDir` so it is done
 * once: the tarballs a loopback registry serves. The 177 MB opencode binary takes ~15 s to pack.
 */
export function packInstalled(dirs: string[], outDir: string): string[] {
  mkdirSync(outDir, { recursive: true });
  return dirs.map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    const file = path.join(
      outDir,
      `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`,
    );
    if (!existsSync(file)) {
      const tmp = mkdtempSync(path.join(outDir, '.pack-'));
      execFileSync('npm', ['pack', dir, '--ignore-scripts', '--pack-destination', tmp], { stdio: 'ignore' });
      const [packed] = readdirSync(tmp);
      renameSync(path.join(tmp, packed!), file);
      rmSync(tmp, { recursive: true, force: true });
    }
    return file;
  });
}
