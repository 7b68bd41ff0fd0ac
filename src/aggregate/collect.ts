/**
 * What the aggregate job reads: every leg record the legs of this workflow run published (the
 * run's artifacts, through the runner's artifact service), and the run's jobs (GitHub's jobs API),
 * so legs that never published a record are listed too. Both are thin I/O over injectable parts;
 * a failure is reported, never thrown past the caller: the board says what it could not see.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunJob } from '../board/legs.js';
import { LEG_ARTIFACT_PREFIX, LEG_RECORD_FILE, type LegRecord, parseLegRecord } from '../board/record.js';
import type { GitHubClient } from '../github/client.js';
import type { ListedArtifact } from '../runner/artifact-client.js';

/** A record is about 1 KB; anything much larger under our prefix is not one of ours. */
const MAX_RECORD_ARTIFACT_BYTES = 256 * 1024;
const DEFAULT_CONCURRENCY = 8;
/** 100 jobs a page; a run has at most 256 legs per matrix, and a few matrices at most. */
const MAX_JOB_PAGES = 30;

export interface ArtifactReader {
  list(): Promise<ListedArtifact[]>;
  /** Unpacks the artifact into `dir`; false when its content did not match its digest. */
  download(id: number, dir: string, digest?: string): Promise<boolean>;
}

export interface CollectedRecords {
  records: LegRecord[];
  /** One line per artifact that could not be read (already phrased for a warning). */
  problems: string[];
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

export async function collectRecords(o: {
  reader: ArtifactReader;
  /** A fresh directory: each artifact is unpacked into its own subdirectory. */
  dir: string;
  concurrency?: number;
}): Promise<CollectedRecords> {
  const listed = await o.reader.list();
  const legs = listed.filter((a) => a.name.startsWith(LEG_ARTIFACT_PREFIX));
  const problems: string[] = [];
  const results = await mapLimit(legs, o.concurrency ?? DEFAULT_CONCURRENCY, async (artifact) => {
    const where = `artifact '${artifact.name}'`;
    if (artifact.size > MAX_RECORD_ARTIFACT_BYTES) {
      problems.push(`${where}: ${artifact.size} bytes is too large for a leg record; skipped`);
      return null;
    }
    const dir = path.join(o.dir, String(artifact.id));
    try {
      if (!(await o.reader.download(artifact.id, dir, artifact.digest))) {
        problems.push(`${where}: its content does not match its digest; skipped`);
        return null;
      }
      return parseLegRecord(await readFile(path.join(dir, LEG_RECORD_FILE), 'utf8'), where);
    } catch (error) {
      problems.push(
        (error as Error).message.startsWith(where)
          ? (error as Error).message
          : `${where}: could not be read (${(error as Error).message})`,
      );
      return null;
    }
  });
  return { records: results.filter((r): r is LegRecord => r !== null), problems, artifacts: legs.length };
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
