/**
 * A fake of the GitHub Actions artifact service (v4 "results" API) that @actions/artifact talks to:
 * a real HTTP server on 127.0.0.1 with the Twirp JSON routes CreateArtifact and FinalizeArtifact,
 * and the signed upload URL it hands out served by the same server in the Azure Blob block-upload
 * protocol (PUT ?comp=block, PUT ?comp=blocklist). Uploaded artifacts are kept as zip bytes;
 * `unzip()` reads them back (stored or deflated entries), so a test can check what was uploaded.
 *
 * Point the client at it with ACTIONS_RESULTS_URL = fake.url and ACTIONS_RUNTIME_TOKEN = fake.token.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';

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
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const scp = `Actions.ExampleScope Actions.Results:${this.runBackendId}:${this.jobBackendId}`;
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp, exp: 4_102_444_800 })}.sig`;
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
      if (req.headers.authorization !== `Bearer ${this.token}`) {
        return json(401, { code: 'unauthenticated', msg: 'bad token' });
      }
      const name = String(request['name']);
      if (method === 'CreateArtifact') {
        if (this.failCreateWith !== null)
          return json(this.failCreateWith, { code: 'invalid_argument', msg: 'refused by the fake' });
        if (this.artifacts.get(name)?.finalized)
          return json(409, { code: 'already_exists', msg: `artifact ${name} exists` });
        this.artifacts.set(name, {
          id: this.#nextId++,
          name,
          runBackendId: String(request['workflow_run_backend_id'] ?? request['workflowRunBackendId']),
          jobBackendId: String(request['workflow_job_run_backend_id'] ?? request['workflowJobRunBackendId']),
          zip: null,
          finalized: false,
          size: null,
          hash: null,
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
