/**
 * A fake of the GitHub Actions cache service, v2 (the "results" Twirp API that @actions/cache
 * speaks when ACTIONS_CACHE_SERVICE_V2 is set): a real HTTP server on 127.0.0.1 with the JSON
 * routes of `github.actions.results.api.v1.CacheService` — CreateCacheEntry,
 * FinalizeCacheEntryUpload, GetCacheEntryDownloadURL — and the signed blob URLs it hands out,
 * served by the same server: uploads in the Azure Blob protocol the client's Azure SDK uses (one
 * PUT with `x-ms-blob-type: BlockBlob` up to 128 MiB, else PUT ?comp=block and ?comp=blocklist),
 * downloads as a plain GET with a content-length (the client checks it).
 *
 * Scopes as the real service keeps them: the runtime token's `ac` claim lists the refs the job may
 * read (permission bit 1) and the one it writes to (bit 2). A push to main reads and writes
 * refs/heads/main; a pull request writes its own refs/pull/N/merge and reads that and the default
 * branch; a pull request from a fork (`pull_request`) gets read permission only. An entry is found
 * by exact key and version (the client's hash of the paths and compression) in the readable
 * scopes, the writer's own scope first, then by each restore key as a prefix (the newest entry
 * first); a key and version already in the write scope cannot be created again (the client says
 * "another job may be creating this cache").
 *
 * Faults for the hostile tests: `failWith` answers every Twirp call with that status, `hang` holds
 * every Twirp call open (until close). `entries` can be read and their `blob` replaced.
 *
 * Point the client at it with ACTIONS_RESULTS_URL = fake.url, ACTIONS_RUNTIME_TOKEN =
 * fake.tokenFor(…), ACTIONS_CACHE_SERVICE_V2 = 'true' (and GITHUB_SERVER_URL on github.com: the
 * client uses v1 on GitHub Enterprise Server).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/';

export interface FakeCacheEntry {
  id: number;
  key: string;
  version: string;
  scope: string;
  blob: Buffer | null;
  finalized: boolean;
  sizeBytes: number | null;
  createdAt: number;
}

export interface CacheScopes {
  /** The refs this job may read, e.g. ['refs/pull/1/merge', 'refs/heads/main']. */
  read: string[];
  /** The ref it writes to, or null (a fork's pull request: read only). */
  write: string | null;
}

export class FakeCacheService {
  readonly entries: FakeCacheEntry[] = [];
  /** Every call, in order: the Twirp method names, 'upload' and 'download'. */
  readonly calls: string[] = [];
  /** When set, every Twirp call is answered with this HTTP status. */
  failWith: number | null = null;
  /** When true, every Twirp call is held open and never answered. */
  hang = false;

  #server: Server;
  #nextId = 1;
  #blocks = new Map<number, Map<string, Buffer>>();
  #held = new Set<ServerResponse>();

  private constructor() {
    this.#server = createServer((req, res) => {
      void this.#handle(req, res).catch((error: Error) => {
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'internal', msg: error.message }));
      });
    });
  }

  static async start(): Promise<FakeCacheService> {
    const fake = new FakeCacheService();
    fake.#server.listen(0, '127.0.0.1');
    await once(fake.#server, 'listening');
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/`;
  }

  /** An unsigned JWT whose `ac` claim carries the cache scopes, as the runner's token does. */
  tokenFor(scopes: CacheScopes): string {
    const ac = [
      ...scopes.read.map((ref) => ({ Scope: ref, Permission: ref === scopes.write ? 3 : 1 })),
      ...(scopes.write && !scopes.read.includes(scopes.write)
        ? [{ Scope: scopes.write, Permission: 2 }]
        : []),
    ];
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ac: JSON.stringify(ac), exp: 4_102_444_800 })}.sig`;
  }

  /** The environment that points @actions/cache here with `scopes`. */
  env(scopes: CacheScopes): Record<string, string> {
    return {
      ACTIONS_RESULTS_URL: this.url,
      ACTIONS_RUNTIME_TOKEN: this.tokenFor(scopes),
      ACTIONS_CACHE_SERVICE_V2: 'true',
      GITHUB_SERVER_URL: 'https://github.com',
    };
  }

  /** The finished entry of `key` in `scope`, if any. */
  entry(key: string, scope?: string): FakeCacheEntry | undefined {
    return this.entries.find(
      (e) => e.finalized && e.key === key && (scope === undefined || e.scope === scope),
    );
  }

  async close(): Promise<void> {
    for (const res of this.#held) res.destroy();
    this.#server.closeAllConnections();
    this.#server.close();
    await once(this.#server, 'close');
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };

    if (req.method === 'GET' && url.pathname.startsWith('/download/')) {
      this.calls.push('download');
      const entry = this.entries.find((e) => String(e.id) === url.pathname.slice('/download/'.length));
      if (!entry?.blob || url.searchParams.get('sig') !== 'fake') return json(404, { code: 'BlobNotFound' });
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(entry.blob.length),
      });
      return void res.end(entry.blob);
    }

    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    if (req.method === 'POST' && url.pathname.startsWith(TWIRP)) {
      const method = url.pathname.slice(TWIRP.length);
      this.calls.push(method);
      if (this.hang) {
        this.#held.add(res);
        return;
      }
      if (this.failWith !== null) return json(this.failWith, { code: 'internal', msg: 'failed by the fake' });
      const scopes = this.#scopesOf(req.headers.authorization);
      if (scopes === null) return json(401, { code: 'unauthenticated', msg: 'bad token' });
      const request = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      const key = String(request['key'] ?? '');
      const version = String(request['version'] ?? '');
      if (method === 'GetCacheEntryDownloadURL') {
        // The key exactly, then each restore key as a prefix (the newest entry that starts with it).
        const order = [...scopes.read].sort(
          (a, b) => Number(b === scopes.write) - Number(a === scopes.write),
        );
        const restoreKeys = Array.isArray(request['restore_keys'])
          ? (request['restore_keys'] as unknown[]).map(String)
          : [];
        const match = (test: (e: FakeCacheEntry) => boolean) => {
          for (const scope of order) {
            const hit = this.entries
              .filter((e) => e.finalized && e.scope === scope && e.version === version)
              .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
              .find(test);
            if (hit) return hit;
          }
          return undefined;
        };
        let hit = match((e) => e.key === key);
        for (const prefix of restoreKeys) hit ??= match((e) => e.key.startsWith(prefix));
        if (hit) {
          return json(200, {
            ok: true,
            signed_download_url: `${this.url}download/${hit.id}?sig=fake`,
            matched_key: hit.key,
          });
        }
        return json(200, { ok: false, signed_download_url: '', matched_key: '' });
      }
      if (method === 'CreateCacheEntry') {
        if (scopes.write === null) {
          return json(403, { code: 'permission_denied', msg: 'cache write denied: the token may not write' });
        }
        if (this.entries.some((e) => e.scope === scopes.write && e.key === key && e.version === version)) {
          return json(200, { ok: false, signed_upload_url: '', message: 'cache entry already exists' });
        }
        const entry: FakeCacheEntry = {
          id: this.#nextId++,
          key,
          version,
          scope: scopes.write,
          blob: null,
          finalized: false,
          sizeBytes: null,
          createdAt: Date.now(),
        };
        this.entries.push(entry);
        return json(200, { ok: true, signed_upload_url: `${this.url}blob/${entry.id}?sig=fake` });
      }
      if (method === 'FinalizeCacheEntryUpload') {
        const entry = this.entries.find(
          (e) => !e.finalized && e.scope === scopes.write && e.key === key && e.version === version,
        );
        if (!entry?.blob) return json(200, { ok: false, entry_id: '0', message: `no upload for ${key}` });
        entry.finalized = true;
        entry.sizeBytes = Number(request['size_bytes'] ?? request['sizeBytes'] ?? entry.blob.length);
        return json(200, { ok: true, entry_id: String(entry.id) });
      }
      return json(404, { code: 'bad_route', msg: `no method ${method}` });
    }

    if (req.method === 'PUT' && url.pathname.startsWith('/blob/')) {
      this.calls.push('upload');
      const id = Number(url.pathname.slice('/blob/'.length));
      const entry = this.entries.find((e) => e.id === id && !e.finalized);
      if (!entry || url.searchParams.get('sig') !== 'fake') return json(404, { code: 'BlobNotFound' });
      const headers = {
        'x-ms-request-id': `fake-${Date.now()}`,
        'x-ms-version': '2025-05-05',
        etag: '"0x1"',
        'last-modified': new Date().toUTCString(),
        'content-length': '0',
      };
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        const blocks = this.#blocks.get(id) ?? new Map<string, Buffer>();
        blocks.set(url.searchParams.get('blockid') ?? '', body);
        this.#blocks.set(id, blocks);
      } else if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
          (m) => m[1]!,
        );
        const blocks = this.#blocks.get(id) ?? new Map<string, Buffer>();
        entry.blob = Buffer.concat(ids.map((b) => blocks.get(b) ?? Buffer.alloc(0)));
        this.#blocks.delete(id);
      } else {
        entry.blob = body;
      }
      res.writeHead(201, headers);
      return void res.end();
    }
    json(404, { code: 'not_found', msg: `${req.method} ${url.pathname}` });
  }

  /** The scopes a bearer token carries, or null when it is not one of ours. */
  #scopesOf(authorization: string | undefined): CacheScopes | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const payload = token?.split('.')[1];
    if (!payload) return null;
    try {
      const { ac } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { ac?: string };
      const list = JSON.parse(ac ?? '[]') as Array<{ Scope: string; Permission: number }>;
      return {
        read: list.filter((s) => s.Permission & 1).map((s) => s.Scope),
        write: list.find((s) => s.Permission & 2)?.Scope ?? null,
      };
    } catch {
      return null;
    }
  }
}
