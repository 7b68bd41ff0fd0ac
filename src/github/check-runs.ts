/**
 * GitHub check runs: what Narrator needs of the Checks API (create one `in_progress`, complete it
 * with its output and annotations) and of the pulls API (a pull request's head commit, the commit
 * a merge would gate). Over a client of the one Octokit factory (client.ts), so every request is
 * counted by the repository's shared budget like the comments' requests.
 *
 * GitHub takes at most 50 annotations per request: the completion carries the first 50 and each
 * further batch is one more update of the same run (GitHub appends them).
 */
import type { CheckAnnotation, CheckConclusion, CheckOutput } from '../report/check-output.js';
import type { GitHubClient } from './client.js';

/** GitHub's cap on annotations in one create or update request. */
export const ANNOTATIONS_PER_REQUEST = 50;
export interface CheckRunRef {
  owner: string;
  repo: string;
}

export interface CreateCheckRun extends CheckRunRef {
  name: string;
  headSha: string;
  detailsUrl: string | null;
  /** Ours to tell runs apart (the workflow run and attempt). */
  externalId: string | null;
  output: CheckOutput;
  startedAt: string;
  /** Given: the run is created completed, with this conclusion (a verdict known at once). */
  completed?: { conclusion: CheckConclusion; completedAt: string };
}

export interface CompleteCheckRun extends CheckRunRef {
  id: number;
  conclusion: CheckConclusion;
  completedAt: string;
  output: CheckOutput;
  annotations: readonly CheckAnnotation[];
  detailsUrl?: string | null;
}

/** A check run as GitHub shows it now (read back): what tells Narrator's own from a forged one. */
export interface CheckRunView {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string | null;
  externalId: string | null;
  title: string | null;
  /** The GitHub App that created it (every workflow token is the GitHub Actions app); null if unsaid. */
  app: { slug: string | null; name: string; owner: string | null } | null;
}

/** Which job of which workflow run this step runs in, as the runner names it. */
export interface JobRef {
  runId: number;
  attempt: number;
  /** RUNNER_NAME: one runner runs one job at a time, so it tells this job from the run's others. */
  runnerName: string;
}

export interface CheckRunsApi {
  /**
   * The page of the job `job` names (its `html_url`), from the run's jobs (first 100, one request;
   * needs `actions: read`); null when it is not among them.
   */
  jobUrl(ref: CheckRunRef, job: JobRef, signal?: AbortSignal): Promise<string | null>;
  /** The head commit of pull request `number`. */
  pullHeadSha(ref: CheckRunRef, number: number, signal?: AbortSignal): Promise<string>;
  /** Creates the run `in_progress` (or completed, with `run.completed`); resolves to its id. */
  create(run: CreateCheckRun, signal?: AbortSignal): Promise<number>;
  /**
   * Completes the run with the first batch of annotations, then sends the rest in batches. Resolves
   * to the number of requests sent; rejects when the completion itself failed (a later batch that
   * fails is reported through `onBatchError` and the rest are dropped).
   */
  complete(
    run: CompleteCheckRun,
    onBatchError?: (error: unknown, batch: number) => void,
    signal?: AbortSignal,
  ): Promise<number>;
  /** The check run `id` as GitHub shows it now. */
  get(ref: CheckRunRef, id: number, signal?: AbortSignal): Promise<CheckRunView>;
  /**
   * Every check run named `name` on commit `sha` (`filter: all`, not only the latest of each
   * name; the first 100).
   */
  listNamed(ref: CheckRunRef, sha: string, name: string, signal?: AbortSignal): Promise<CheckRunView[]>;
}

/** `list` in chunks of `size` (the last one shorter); an empty list gives one empty chunk. */
export function batches<T>(list: readonly T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  if (list.length === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

interface CheckRunJson {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string | null;
  output: { title: string | null };
  app: { slug?: string; name: string; owner: { login?: string } | null } | null;
}

function checkRunView(run: CheckRunJson): CheckRunView {
  const owner = run.app?.owner;
  return {
    id: Number(run.id),
    name: run.name,
    headSha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion ?? null,
    externalId: run.external_id ?? null,
    title: run.output?.title ?? null,
    app: run.app
      ? {
          slug: run.app.slug ?? null,
          name: run.app.name,
          owner: owner && 'login' in owner && typeof owner.login === 'string' ? owner.login : null,
        }
      : null,
  };
}

export function octokitCheckRuns(client: GitHubClient): CheckRunsApi {
  return {
    async get(ref, id, signal) {
      const { data } = await client.request('GET /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        owner: ref.owner,
        repo: ref.repo,
        check_run_id: id,
        request: { signal },
      });
      return checkRunView(data as unknown as CheckRunJson);
    },
    async listNamed(ref, sha, name, signal) {
      const { data } = await client.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
        owner: ref.owner,
        repo: ref.repo,
        ref: sha,
        check_name: name,
        filter: 'all',
        per_page: 100,
        request: { signal },
      });
      return data.check_runs.map((run) => checkRunView(run as unknown as CheckRunJson));
    },
    async jobUrl(ref, job, signal) {
      const { data } = await client.request(
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs',
        {
          owner: ref.owner,
          repo: ref.repo,
          run_id: job.runId,
          attempt_number: job.attempt,
          per_page: 100,
          request: { signal },
        },
      );
      const mine = data.jobs.find((j) => j.runner_name === job.runnerName && j.status !== 'completed');
      return mine?.html_url ?? null;
    },
    async pullHeadSha(ref, number, signal) {
      const { data } = await client.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner: ref.owner,
        repo: ref.repo,
        pull_number: number,
        request: { signal },
      });
      return data.head.sha;
    },
    async create(run, signal) {
      const { data } = await client.request('POST /repos/{owner}/{repo}/check-runs', {
        owner: run.owner,
        repo: run.repo,
        name: run.name,
        head_sha: run.headSha,
        status: run.completed ? 'completed' : 'in_progress',
        started_at: run.startedAt,
        ...(run.completed
          ? { conclusion: run.completed.conclusion, completed_at: run.completed.completedAt }
          : {}),
        ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
        ...(run.externalId ? { external_id: run.externalId } : {}),
        output: run.output,
        request: { signal },
      });
      return Number(data.id);
    },
    async complete(run, onBatchError, signal) {
      const [first, ...rest] = batches(run.annotations);
      await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: 'completed',
        conclusion: run.conclusion,
        completed_at: run.completedAt,
        ...(run.detailsUrl ? { details_url: run.detailsUrl } : {}),
        output: { ...run.output, ...(first!.length > 0 ? { annotations: first } : {}) },
        request: { signal },
      });
      let sent = 1;
      for (const [i, batch] of rest.entries()) {
        try {
          // An update's output needs its title and summary again: the same ones.
          await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
            owner: run.owner,
            repo: run.repo,
            check_run_id: run.id,
            output: { title: run.output.title, summary: run.output.summary, annotations: batch },
            request: { signal },
          });
          sent++;
        } catch (error) {
          onBatchError?.(error, i + 2);
          break;
        }
      }
      return sent;
    },
  };
}
