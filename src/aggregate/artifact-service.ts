/**
 * The aggregate's own reader of the run's artifacts, straight over the runner's artifact service
 * (the Twirp JSON API @actions/artifact speaks, at ACTIONS_RESULTS_URL, with ACTIONS_RUNTIME_TOKEN).
 *
 * Why not @actions/artifact here: its listing drops who uploaded each artifact, and its download
 * unpacks the whole archive to disk with no limit. The service's listing names the uploading job
 * (`workflow_job_run_backend_id`, taken from that job's token, so no other job can claim it) and
 * when the artifact was created; GitHub's REST artifact listing gives neither the job nor more
 * than the run (`workflow_run.id`, `head_sha`), so the service's listing is the one that can tell
 * a leg's own record from one another job uploaded. A download here is the zip's bytes, capped,
 * checked against its digest, and read within a budget by zip.ts.
 */
import { createHash } from 'node:crypto';

const SERVICE = 'github.actions.results.api.v1.ArtifactService';
const ATTEMPTS = 3;

export interface ServiceArtifact {
  id: number;
  name: string;
  /** Compressed size, as the service reports it. */
  size: number;
  digest: string | undefined;
  /** The backend id of the job whose token uploaded it (the service's word, not the uploader's). */
  uploader: string | null;
  /** Epoch ms the service created it, or null when it did not say. */
  createdAt: number | null;
}

export class ArtifactServiceError extends Error {
  override name = 'ArtifactServiceError';
}

interface Scope {
  run: string;
  job: string;
}

/** The run and job backend ids in the runtime token's `scp` claim (the token is the runner's; not verified here). */
export function tokenScope(token: string): Scope {
  const payload = token.split('.')[1];
  let scp: unknown;
  try {
    scp = (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { scp?: unknown }).scp;
  } catch (error) {
    throw new ArtifactServiceError('ACTIONS_RUNTIME_TOKEN is not a JWT', { cause: error });
  }
  const scope =
    typeof scp === 'string' ? scp.split(' ').find((s) => s.startsWith('Actions.Results:')) : undefined;
  const [, run, job] = scope?.split(':') ?? [];
  if (!run || !job) throw new ArtifactServiceError('ACTIONS_RUNTIME_TOKEN carries no Actions.Results scope');
  return { run, job };
}

function epoch(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function field(o: Record<string, unknown>, snake: string, camel: string): unknown {
  return o[snake] ?? o[camel];
}

export interface ArtifactService {
  list(): Promise<ServiceArtifact[]>;
  /** The artifact's zip, at most `maxBytes`; throws when larger or when its digest does not match. */
  fetchZip(artifact: ServiceArtifact, maxBytes: number): Promise<Buffer>;
}

export function artifactService(o: {
  token: string;
  resultsUrl: string;
  fetch?: typeof fetch;
  backoffMs?: number;
}): ArtifactService {
  const scope = tokenScope(o.token);
  const http = o.fetch ?? fetch;
  const origin = new URL(o.resultsUrl).origin;
  const backoff = o.backoffMs ?? 500;

  async function call(method: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const url = `${origin}/twirp/${SERVICE}/${method}`;
    let last: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const res = await http(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            workflow_run_backend_id: scope.run,
            workflow_job_run_backend_id: scope.job,
            ...body,
          }),
        });
        if (res.ok) return (await res.json()) as Record<string, unknown>;
        const text = (await res.text()).slice(0, 300);
        last = new ArtifactServiceError(`${method}: HTTP ${res.status} ${text}`);
        if (res.status < 500 && res.status !== 429) break;
      } catch (error) {
        last = error;
      }
      if (attempt < ATTEMPTS) await new Promise((r) => setTimeout(r, backoff * attempt));
    }
    throw last instanceof ArtifactServiceError
      ? last
      : new ArtifactServiceError(`${method}: ${(last as Error).message}`, { cause: last });
  }

  return {
    async list() {
      const answer = await call('ListArtifacts', {});
      const listed = Array.isArray(answer['artifacts']) ? (answer['artifacts'] as unknown[]) : [];
      const out: ServiceArtifact[] = [];
      for (const item of listed) {
        if (typeof item !== 'object' || item === null) continue;
        const a = item as Record<string, unknown>;
        // Artifacts of this run only, whatever the service answers.
        if (field(a, 'workflow_run_backend_id', 'workflowRunBackendId') !== scope.run) continue;
        const id = Number(field(a, 'database_id', 'databaseId'));
        const name = a['name'];
        if (!Number.isSafeInteger(id) || typeof name !== 'string') continue;
        const uploader = field(a, 'workflow_job_run_backend_id', 'workflowJobRunBackendId');
        const digest = a['digest'];
        out.push({
          id,
          name,
          size: Number(a['size'] ?? 0),
          digest: typeof digest === 'string' && digest ? digest : undefined,
          uploader: typeof uploader === 'string' && uploader ? uploader : null,
          createdAt: epoch(field(a, 'created_at', 'createdAt')),
        });
      }
      return out;
    },

    async fetchZip(artifact, maxBytes) {
      const answer = await call('GetSignedArtifactURL', { name: artifact.name });
      const signed = field(answer, 'signed_url', 'signedUrl');
      if (typeof signed !== 'string') throw new ArtifactServiceError('no download URL came back');
      const res = await http(signed);
      if (!res.ok || !res.body) throw new ArtifactServiceError(`download: HTTP ${res.status}`);
      const declared = Number(res.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await res.body.cancel();
        throw new ArtifactServiceError(`${declared} bytes is too large for a leg record`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += (chunk as Uint8Array).length;
        if (size > maxBytes)
          throw new ArtifactServiceError(`more than ${maxBytes} bytes: too large for a leg record`);
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
      const zip = Buffer.concat(chunks);
      if (artifact.digest) {
        const [algorithm, expected] = artifact.digest.includes(':')
          ? artifact.digest.split(':', 2)
          : ['sha256', artifact.digest];
        if (algorithm === 'sha256' && createHash('sha256').update(zip).digest('hex') !== expected) {
          throw new ArtifactServiceError('its content does not match its digest');
        }
      }
      return zip;
    },
  };
}
