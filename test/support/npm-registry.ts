/**
 * A loopback npm registry that knows some packages at some versions and nothing else, so a test can
 * make the real npm fail an install the ways it fails for users — a version that was never
 * published (`ETARGET`: "No matching version found"), a package that does not exist (`E404`) —
 * without the network. Point npm at it with `npm_config_registry`. Packuments only: a test that
 * gets as far as a tarball gets 404.
 */
import { execFileSync } from 'node:child_process';
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
