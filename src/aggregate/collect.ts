/**
 * What the aggregate job reads: every leg record the legs of this workflow run published (the
 * run's artifacts, through the runner's artifact service), each with where it came from (which
 * job's token uploaded it, and when), and the run's jobs (GitHub's jobs API), so legs that never
 * published a record are listed too. Both are thin I/O over injectable parts; a failure is
 * reported, never thrown past the caller: the board says what it could not see.
 */
import type { ArtifactOrigin, FoundRecord, RunJob, SetAside } from '../board/legs.js';
import { LEG_ARTIFACT_PREFIX, LEG_RECORD_FILE, parseLegRecord } from '../board/record.js';
import type { GitHubClient } from '../github/client.js';
import { readZipEntry } from '../session/zip.js';
import type { ServiceArtifact } from './artifact-service.js';

/** A record is about 1 KB; anything much larger under our prefix is not one of ours. */
export const MAX_RECORD_ARTIFACT_BYTES = 256 * 1024;
/**
 * What a leg artifact may expand to, and how many files it may hold (ours holds one): a zip's
 * expansion is the uploader's choice, so it is budgeted as it is read, never taken from the zip.
 */
export const MAX_RECORD_EXPANDED_BYTES = 256 * 1024;
export const MAX_RECORD_ARTIFACT_FILES = 8;
const DEFAULT_CONCURRENCY = 8;
/** 100 jobs a page; a run has at most 256 legs per matrix, and a few matrices at most. */
const MAX_JOB_PAGES = 30;

export interface ArtifactReader {
  list(): Promise<ServiceArtifact[]>;
  /** The artifact's zip, at most `maxBytes`; throws when larger or when its digest does not match. */
  fetchZip(artifact: ServiceArtifact, maxBytes: number): Promise<Buffer>;
}

export interface CollectedRecords {
  records: FoundRecord[];
  /** Leg artifacts that could not be read, each with why (shown on the board, never counted). */
  refused: SetAside[];
  /** Leg artifacts seen (read or not). */
  artifacts: number;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the input order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function originOf(artifact: ServiceArtifact): ArtifactOrigin {
  return { id: artifact.id, name: artifact.name, uploader: artifact.uploader, createdAt: artifact.createdAt };
}

/** One artifact's record, or why it was refused. Nothing is unpacked to disk. */
async function readOne(reader: ArtifactReader, artifact: ServiceArtifact): Promise<FoundRecord | SetAside> {
  const origin = originOf(artifact);
  const where = `artifact '${artifact.name}'`;
  const refuse = (reason: string): SetAside => ({ origin, label: null, kind: 'unreadable', reason });
  if (artifact.size > MAX_RECORD_ARTIFACT_BYTES) {
    return refuse(`${artifact.size} bytes is too large for a leg record`);
  }
  try {
    const zip = await reader.fetchZip(artifact, MAX_RECORD_ARTIFACT_BYTES);
    const text = await readZipEntry(zip, LEG_RECORD_FILE, {
      maxBytes: MAX_RECORD_EXPANDED_BYTES,
      maxFiles: MAX_RECORD_ARTIFACT_FILES,
    });
    if (text === null) return refuse(`it holds no ${LEG_RECORD_FILE}`);
    return { record: parseLegRecord(text.toString('utf8'), where), origin };
  } catch (error) {
    const message = (error as Error).message;
    return refuse(message.startsWith(`${where}: `) ? message.slice(where.length + 2) : message);
  }
}

export async function collectRecords(o: {
  reader: ArtifactReader;
  concurrency?: number;
}): Promise<CollectedRecords> {
  const listed = await o.reader.list();
  const legs = listed.filter((a) => a.name.startsWith(LEG_ARTIFACT_PREFIX));
  const results = await mapLimit(legs, o.concurrency ?? DEFAULT_CONCURRENCY, (artifact) =>
    readOne(o.reader, artifact),
  );
  const records: FoundRecord[] = [];
  const refused: SetAside[] = [];
  for (const r of results) {
    if ('record' in r) records.push(r);
    else refused.push(r);
  }
  return { records, refused, artifacts: legs.length };
}

function epoch(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Every job of the run, every attempt (`filter=all`), every page: the board keeps, per job name,
 * the newest attempt's (legs.ts currentJobs), so a rerun replaces a leg and a leg not rerun stays.
 */
export async function listRunJobs(
  octokit: GitHubClient,
  o: { owner: string; repo: string; runId: number },
): Promise<RunJob[]> {
  const jobs: RunJob[] = [];
  for (let page = 1; page <= MAX_JOB_PAGES; page++) {
    const { data } = await octokit.rest.actions.listJobsForWorkflowRun({
      owner: o.owner,
      repo: o.repo,
      run_id: o.runId,
      filter: 'all',
      per_page: 100,
      page,
    });
    for (const job of data.jobs) {
      jobs.push({
        id: job.id,
        name: job.name,
        status: job.status,
        conclusion: job.conclusion ?? null,
        startedAt: epoch(job.started_at),
        completedAt: epoch(job.completed_at),
        htmlUrl: job.html_url ?? null,
        runnerName: job.runner_name ?? null,
        runAttempt: job.run_attempt ?? null,
      });
    }
    if (data.jobs.length < 100 || jobs.length >= data.total_count) break;
  }
  return jobs;
}
