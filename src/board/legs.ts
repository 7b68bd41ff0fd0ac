/**
 * The legs of the board: the records the legs published, matched to the run's jobs from GitHub's
 * jobs API, plus the jobs that never published one (cancelled, skipped, crashed before Narrator
 * ran). Pure: the records and jobs come in, the rows go out; no clock, no I/O.
 *
 * Matching a record to its job: by job id when the leg knew it; else by runner name and time (a
 * runner runs one job at a time, and the record was made while its job ran). A record that matches
 * no job is still a row ("job not found"); a job that matches no record is a row when it is one
 * of the legs' jobs (see `legJobNames`).
 */
import { ownValue, setOwn } from '../own-keys.js';
import type { Outcome } from '../stream/events.js';
import type { LegRecord } from './record.js';

/** A job of the run as the jobs API gives it (only what the board reads). */
export interface RunJob {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  /** Epoch ms. */
  startedAt: number | null;
  completedAt: number | null;
  htmlUrl: string | null;
  runnerName: string | null;
  runAttempt: number | null;
}

/** A Narrator outcome, or what a job without a record tells. */
export type LegStatus = Outcome | 'skipped' | 'no_record' | 'pending';

export interface Leg {
  /** Stable id (the record's, or `job-<id>` for a job without one): the board row's marker. */
  id: string;
  label: string;
  record: LegRecord | null;
  job: RunJob | null;
  status: LegStatus;
  /** Counts toward `require`: the leg's own verdict was success. Never true without a record. */
  passed: boolean;
  /** Why it did not pass (redacted by the caller); null when it passed. */
  reason: string | null;
  /** Epoch ms, for the timeline and the duration span. */
  startedAt: number | null;
  endedAt: number | null;
  /** The leg's job log, else the run's page; null when neither is known. */
  url: string | null;
}

export interface AssembleOptions {
  records: readonly LegRecord[];
  /** The run's jobs, or null when they could not be listed. */
  jobs: readonly RunJob[] | null;
  /**
   * Job names (as the run shows them, matrix values left off; `*` matches anything) whose jobs
   * are legs even without a record. Empty: the jobs of the records (see `legJobNames`).
   */
  jobNames?: readonly string[];
  /** The aggregate job itself (its runner), never a leg. */
  selfRunnerName?: string | null;
  /** The run's page for the current attempt, for records whose job is not known. */
  runUrl?: string | null;
}

/** Control characters, bidi overrides and other invisibles that could make a name read as another. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A leg's name as every view shows it: one line, nothing invisible. */
export function plainLabel(name: string): string {
  return (
    name
      .replace(/[\r\n\t]+/g, ' ')
      .replace(INVISIBLE, '')
      .replace(/ {2,}/g, ' ')
      .trim() || '(unnamed)'
  );
}

/** Clock skew and the time between the job's start and Narrator's step: generous, the runner name decides. */
const MATCH_SLACK_MS = 10 * 60_000;

/** "agent (claude, sonnet)" -> "agent": the job's name without the matrix values GitHub appends. */
export function baseJobName(name: string): string {
  const m = /^(.*?) \(.*\)$/s.exec(name);
  return (m ? m[1]! : name).trim();
}

/** The newest attempt's records per leg: a rerun supersedes what the same leg published before. */
export function latestRecords(records: readonly LegRecord[]): LegRecord[] {
  const newest = new Map<string, number>();
  for (const r of records) newest.set(r.id, Math.max(newest.get(r.id) ?? 0, r.identity.runAttempt));
  return records.filter((r) => r.identity.runAttempt === newest.get(r.id));
}

function time(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/** The job this record was made in, among `free` jobs; null when none fits. */
function matchJob(record: LegRecord, free: readonly RunJob[]): RunJob | null {
  const id = record.identity.jobId;
  if (id !== null) {
    const byId = free.find((j) => j.id === id);
    if (byId) return byId;
  }
  const runner = record.identity.runnerName;
  const start = time(record.startedAt);
  const end = time(record.endedAt) ?? start;
  if (!runner || start === null || end === null) return null;
  let best: RunJob | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const job of free) {
    if (job.runnerName !== runner || job.startedAt === null) continue;
    if (job.runAttempt !== null && job.runAttempt !== record.identity.runAttempt) continue;
    if (start < job.startedAt - MATCH_SLACK_MS) continue;
    if (job.completedAt !== null && end > job.completedAt + MATCH_SLACK_MS) continue;
    const distance = Math.abs(start - job.startedAt);
    if (distance < bestDistance) {
      best = job;
      bestDistance = distance;
    }
  }
  return best;
}

/** `*` matches any run of characters; everything else literally; case-sensitive like job names. */
function namePattern(pattern: string): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 's');
}

/**
 * Which jobs are legs: those named in `jobNames` (whole name or the name without matrix values),
 * else those sharing a base name with a job that published a record or with a record's GITHUB_JOB.
 */
export function legJobNames(
  jobNames: readonly string[],
  matched: readonly RunJob[],
  records: readonly LegRecord[],
): (job: RunJob) => boolean {
  if (jobNames.length > 0) {
    const patterns = jobNames.map(namePattern);
    return (job) => patterns.some((p) => p.test(job.name) || p.test(baseJobName(job.name)));
  }
  const names = new Set([...matched.map((j) => baseJobName(j.name)), ...records.map((r) => r.identity.job)]);
  return (job) => names.has(baseJobName(job.name));
}

const JOB_STATUS: Record<string, LegStatus> = {
  cancelled: 'cancelled',
  timed_out: 'timed_out',
  skipped: 'skipped',
};

/** What a job without a record says about the leg. */
function jobOnlyLeg(job: RunJob): Leg {
  const finished = job.status === 'completed';
  const status: LegStatus = !finished
    ? 'pending'
    : (ownValue(JOB_STATUS, job.conclusion ?? '') ?? 'no_record');
  const reason = !finished
    ? `the job had not finished when the board was made (status ${job.status})`
    : status === 'cancelled'
      ? 'the job was cancelled before Narrator published a result'
      : status === 'timed_out'
        ? 'the job hit its timeout-minutes before Narrator published a result'
        : status === 'skipped'
          ? 'the job was skipped'
          : `the job ended (${job.conclusion ?? 'no conclusion'}) without a Narrator leg record: it failed before Narrator ran, or the upload failed, or publish-result is off`;
  return {
    id: `job-${job.id}`,
    label: plainLabel(job.name),
    record: null,
    job,
    status,
    passed: false,
    reason,
    startedAt: job.startedAt,
    endedAt: job.completedAt,
    url: job.htmlUrl,
  };
}

function recordLeg(record: LegRecord, job: RunJob | null, runUrl: string | null): Leg {
  const passed = record.conclusion === 'success';
  let reason: string | null = null;
  if (!passed) {
    reason = record.reason?.trim() || `the agent's outcome was ${record.outcome}`;
  }
  const attempt = record.identity.runAttempt;
  return {
    id: record.id,
    label: plainLabel(job?.name ?? record.label),
    record,
    job,
    status: record.outcome,
    passed,
    reason,
    startedAt: time(record.startedAt) ?? job?.startedAt ?? null,
    endedAt: time(record.endedAt) ?? job?.completedAt ?? null,
    url:
      job?.htmlUrl ??
      (runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, '')}/attempts/${attempt}`),
  };
}

/**
 * The jobs a rerun did not replace: per job name, those of the newest attempt that ran it. Works
 * whether the list holds every attempt's jobs (`filter=all`) or only the latest execution's.
 */
export function currentJobs(jobs: readonly RunJob[]): Set<RunJob> {
  const newest = new Map<string, number>();
  for (const j of jobs) newest.set(j.name, Math.max(newest.get(j.name) ?? 0, j.runAttempt ?? 1));
  return new Set(jobs.filter((j) => (j.runAttempt ?? 1) === newest.get(j.name)));
}

/**
 * The board's legs, sorted by label. With the run's jobs known, every record is matched to the job
 * it was made in: a record whose job a rerun replaced is dropped (the rerun's record or job stands
 * for the leg), whatever the records' ids say. Without the jobs, the newest attempt's records per
 * leg id stand.
 */
export function assembleLegs(o: AssembleOptions): Leg[] {
  const byTime = (a: LegRecord, b: LegRecord) =>
    (time(a.startedAt) ?? 0) - (time(b.startedAt) ?? 0) || a.id.localeCompare(b.id);
  const jobs = (o.jobs ?? []).filter(
    // The aggregate job itself: still running, on our runner.
    (j) => !(o.selfRunnerName && j.status !== 'completed' && j.runnerName === o.selfRunnerName),
  );
  const current = currentJobs(jobs);
  const free = new Set(jobs);
  const matched: Array<[LegRecord, RunJob]> = [];
  const unmatched: LegRecord[] = [];
  const candidates = o.jobs === null ? latestRecords(o.records) : [...o.records];
  for (const record of candidates.sort(byTime)) {
    const job = matchJob(record, [...free]);
    if (job) {
      free.delete(job);
      matched.push([record, job]);
    } else unmatched.push(record);
  }
  const legs: Leg[] = [];
  for (const [record, job] of matched) {
    if (current.has(job)) legs.push(recordLeg(record, job, o.runUrl ?? null));
  }
  // A record with no job of its own stands unless a newer attempt of the same leg published one.
  const newest = new Set(latestRecords(o.records));
  for (const record of unmatched)
    if (newest.has(record)) legs.push(recordLeg(record, null, o.runUrl ?? null));
  const isLeg = legJobNames(
    o.jobNames ?? [],
    matched.map(([, job]) => job),
    o.records,
  );
  for (const job of free) if (current.has(job) && isLeg(job)) legs.push(jobOnlyLeg(job));
  return sortLegs(legs);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function sortLegs(legs: Leg[]): Leg[] {
  return legs.sort((a, b) => collator.compare(a.label, b.label) || a.id.localeCompare(b.id));
}

/** Every leg keyed by label for the `outcomes` output; a repeated label gets " #2", " #3". */
export function outcomesByLabel(legs: readonly Leg[]): Record<string, LegStatus> {
  const out: Record<string, LegStatus> = {};
  for (const leg of legs) {
    let key = leg.label;
    for (let n = 2; Object.hasOwn(out, key); n++) key = `${leg.label} #${n}`;
    setOwn(out, key, leg.status);
  }
  return out;
}
