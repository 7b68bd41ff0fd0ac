/**
 * A fake of the GitHub Actions artifact service (v4 "results" API) that @actions/artifact talks to:
 * a real HTTP server on 127.0.0.1 with the Twirp JSON routes CreateArtifact, FinalizeArtifact,
 * ListArtifacts and GetSignedArtifactURL, and the signed URLs it hands out served by the same
 * server: uploads in the Azure Blob block-upload protocol (PUT ?comp=block, PUT ?comp=blocklist),
 * downloads as a plain GET answering the zip (`content-type: application/zip`, as blob storage
 * does). Uploaded artifacts are kept as zip bytes; `unzip()` reads them back (stored or deflated
 * entries), so a test can check what was uploaded; `seed()` adds a finished artifact directly.
 *
 * Like the real service, artifacts belong to the workflow run: every job of the run (each with its
 * own token, `tokenForJob()`) lists and downloads every finished artifact, and a name is unique in
 * the run (a second CreateArtifact of a finished name is refused with 409). An artifact is the
 * uploading job's, as its token says: a request naming another job than its token's is refused,
 * and the listing names the uploader (`workflow_job_run_backend_id`) and the creation time.
 *
 * Point the client at it with ACTIONS_RESULTS_URL = fake.url and ACTIONS_RUNTIME_TOKEN = fake.token.
 */

import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, inflateRawSync } from 'node:zlib';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface FakeArtifact {
  id: number;
  name: string;
  runBackendId: string;
  jobBackendId: string;
  zip: Buffer | null;
  finalized: boolean;
  size: string | null;
  hash: string | null;
  createdAt: string;
}

export class FakeArtifactService {
  readonly artifacts = new Map<string, FakeArtifact>();
  readonly calls: string[] = [];
  /** When set, CreateArtifact answers with this HTTP status (400 is not retried by the client). */
  failCreateWith: number | null = null;
  readonly runBackendId = 'c0ffee00-0000-4000-8000-000000000001';
  readonly jobBackendId = 'c0ffee00-0000-4000-8000-000000000002';

  #server: Server;
  #blocks = new Map<string, Map<string, Buffer>>();
  #nextId = 9001;

  private constructor() {
    this.#server = createServer((req, res) => {
      void this.#handle(req, res).catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'internal', msg: error.message }));
      });
    });
  }

  static async start(): Promise<FakeArtifactService> {
    const fake = new FakeArtifactService();
    fake.#server.listen(0, '127.0.0.1');
    await once(fake.#server, 'listening');
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/`;
  }

  /** An unsigned JWT whose `scp` claim carries the run and job backend ids, as the runner's does. */
  get token(): string {
    return this.tokenForJob(this.jobBackendId);
  }

  /** The token of another job of the same run: each job of a run gets its own from the runner. */
  tokenForJob(jobBackendId: string): string {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const scp = `Actions.ExampleScope Actions.Results:${this.runBackendId}:${jobBackendId}`;
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp, exp: 4_102_444_800 })}.sig`;
  }

  /** A finished artifact of this run, added without the upload protocol (e.g. for 256 legs). */
  seed(
    name: string,
    files: Record<string, string | Buffer> | Buffer,
    jobBackendId = this.jobBackendId,
    createdAt = new Date(),
  ): FakeArtifact {
    // A Buffer is a zip made by the test (e.g. a zip bomb); files are zipped here, stored.
    const zip = Buffer.isBuffer(files) ? files : storedZip(files);
    const artifact: FakeArtifact = {
      id: this.#nextId++,
      name,
      runBackendId: this.runBackendId,
      jobBackendId,
      zip,
      finalized: true,
      size: String(zip.length),
      hash: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
      createdAt: createdAt.toISOString(),
    };
    this.artifacts.set(name, artifact);
    return artifact;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    this.#server.close();
    await once(this.#server, 'close');
  }

  /** The files of an uploaded artifact: name -> contents. */
  unzip(name: string): Map<string, Buffer> {
    const zip = this.artifacts.get(name)?.zip;
    if (!zip) throw new Error(`artifact ${name} has no upload`);
    return readZip(zip);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };

    if (req.method === 'POST' && url.pathname.startsWith(TWIRP)) {
      const method = url.pathname.slice(TWIRP.length);
      this.calls.push(method);
      const request = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      const job = this.#jobOf(req.headers.authorization);
      if (job === null) return json(401, { code: 'unauthenticated', msg: 'bad token' });
      const name = String(request['name']);
      if (method === 'ListArtifacts') {
        const nameFilter = request['name_filter'];
        const idFilter = request['id_filter'];
        const listed = [...this.artifacts.values()].filter(
          (a) =>
            a.finalized &&
            a.runBackendId === request['workflow_run_backend_id'] &&
            (nameFilter === undefined || a.name === nameFilter) &&
            (idFilter === undefined || String(a.id) === String(idFilter)),
        );
        return json(200, {
          artifacts: listed.map((a) => ({
            workflow_run_backend_id: a.runBackendId,
            workflow_job_run_backend_id: a.jobBackendId,
            database_id: String(a.id),
            name: a.name,
            size: a.size ?? '0',
            created_at: a.createdAt,
            ...(a.hash ? { digest: a.hash } : {}),
          })),
        });
      }
      if (method === 'GetSignedArtifactURL') {
        const artifact = this.artifacts.get(name);
        if (!artifact?.finalized || artifact.runBackendId !== request['workflow_run_backend_id']) {
          return json(404, { code: 'not_found', msg: `no artifact ${name}` });
        }
        return json(200, { signed_url: `${this.url}download/${encodeURIComponent(name)}?sig=fake` });
      }
      if (method === 'CreateArtifact') {
        const claimed = request['workflow_job_run_backend_id'] ?? request['workflowJobRunBackendId'];
        if (claimed !== job) {
          return json(403, {
            code: 'permission_denied',
            msg: "the request names another job than its token's",
          });
        }
        if (this.failCreateWith !== null)
          return json(this.failCreateWith, { code: 'invalid_argument', msg: 'refused by the fake' });
        if (this.artifacts.get(name)?.finalized)
          return json(409, { code: 'already_exists', msg: `artifact ${name} exists` });
        this.artifacts.set(name, {
          id: this.#nextId++,
          name,
          runBackendId: String(request['workflow_run_backend_id'] ?? request['workflowRunBackendId']),
          jobBackendId: job,
          zip: null,
          finalized: false,
          size: null,
          hash: null,
          createdAt: new Date().toISOString(),
        });
        return json(200, {
          ok: true,
          signed_upload_url: `${this.url}blob/${encodeURIComponent(name)}?sig=fake`,
        });
      }
      if (method === 'FinalizeArtifact') {
        const artifact = this.artifacts.get(name);
        if (!artifact?.zip) return json(404, { code: 'not_found', msg: `no upload for ${name}` });
        artifact.finalized = true;
        artifact.size = String(request['size'] ?? '');
        const hash = request['hash'];
        artifact.hash =
          typeof hash === 'string' ? hash : ((hash as { value?: string } | undefined)?.value ?? null);
        return json(200, { ok: true, artifact_id: String(artifact.id) });
      }
      return json(404, { code: 'bad_route', msg: `no method ${method}` });
    }

    if (req.method === 'GET' && url.pathname.startsWith('/download/')) {
      const name = decodeURIComponent(url.pathname.slice('/download/'.length));
      this.calls.push('download');
      const zip = this.artifacts.get(name)?.zip;
      if (!zip || url.searchParams.get('sig') !== 'fake') return json(404, { code: 'BlobNotFound' });
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(zip.length) });
      return void res.end(zip);
    }

    if (req.method === 'PUT' && url.pathname.startsWith('/blob/')) {
      const name = decodeURIComponent(url.pathname.slice('/blob/'.length));
      const headers = {
        'x-ms-request-id': `fake-${Date.now()}`,
        'x-ms-version': '2025-05-05',
        etag: '"0x1"',
        'last-modified': new Date().toUTCString(),
        'content-length': '0',
      };
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        const blocks = this.#blocks.get(name) ?? new Map<string, Buffer>();
        blocks.set(url.searchParams.get('blockid') ?? '', body);
        this.#blocks.set(name, blocks);
        res.writeHead(201, headers);
        return void res.end();
      }
      if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
          (m) => m[1]!,
        );
        const blocks = this.#blocks.get(name) ?? new Map<string, Buffer>();
        const artifact = this.artifacts.get(name);
        if (artifact) artifact.zip = Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0)));
        res.writeHead(201, headers);
        return void res.end();
      }
      // A single-shot upload (small blobs).
      const artifact = this.artifacts.get(name);
      if (artifact) artifact.zip = body;
      res.writeHead(201, headers);
      return void res.end();
    }
    json(404, { code: 'not_found', msg: `${req.method} ${url.pathname}` });
  }

  /** The job backend id a bearer token of this run carries, or null when it is not one. */
  #jobOf(authorization: string | undefined): string | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const payload = token?.split('.')[1];
    if (!payload) return null;
    try {
      const { scp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: string };
      const scope = scp?.split(' ').find((s) => s.startsWith(`Actions.Results:${this.runBackendId}:`));
      return scope ? scope.split(':')[2]! : null;
    } catch {
      return null;
    }
  }
}

/** A zip of `files` with stored (uncompressed) entries, as small as a zip gets. */
export function storedZip(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Reads a zip's central directory: every entry's name and (inflated) contents. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
