/**
 * The legs of the board: the records the legs published, matched to the run's jobs from GitHub's
 * jobs API, plus the jobs that never published one (cancelled, skipped, crashed before Narrator
 * ran). Pure: the records and jobs come in, the rows go out; no clock, no I/O.
 *
 * A record is input from whatever ran in a leg's job, the agent included: every process of a job
 * can reach the job's artifact token, so anything there can upload a record under any name. What
 * it cannot choose is which job the artifact service says uploaded it, and what GitHub's jobs API
 * says about the jobs. So with the run's jobs known, a record counts only when all of these hold:
 * - it is the one leg record its uploading job published for that attempt (a job that uploaded
 *   two is not believed about either: each job it names is "disputed");
 * - it names one job of the run's current attempt (by the job id the leg read from
 *   `job.check_run_id`, else by runner name and time), on the runner that job ran on, with the
 *   same attempt, and the artifact was created while that job ran;
 * - no other record names the same job (two records for one job: the leg is "disputed");
 * - that job concluded `success` (a job that failed, was cancelled or timed out never counts,
 *   whatever its record says).
 * A record that names no job of the run is set aside: shown, never counted. A job that matches no
 * record is a row when it is one of the legs' jobs (see `legJobNames`).
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

/**
 * A Narrator outcome, or what a job without a record tells, or why a record was not believed:
 * `disputed` (two records for one leg, or its job uploaded two), `job_failed` (the record says it
 * passed, its job concluded failure), `unverified` (the run's jobs could not be listed, so no
 * record could be checked against its job).
 */
export type LegStatus =
  | Outcome
  | 'skipped'
  | 'no_record'
  | 'pending'
  | 'disputed'
  | 'job_failed'
  | 'unverified';

/** Where a record came from, as the artifact service says (never as the record says). */
export interface ArtifactOrigin {
  id: number;
  name: string;
  /** The backend id of the job whose token uploaded it; null when the service did not say. */
  uploader: string | null;
  /** Epoch ms the service created the artifact. */
  createdAt: number | null;
}

/** A record as read from the run, with its artifact's origin (null for a file given by hand). */
export interface FoundRecord {
  record: LegRecord;
  origin: ArtifactOrigin | null;
}

/** A leg artifact the board shows but does not count, and why. */
export interface SetAside {
  origin: ArtifactOrigin | null;
  /** The leg the record says it is, when it could be read. */
  label: string | null;
  kind: 'unreadable' | 'unmatched' | 'duplicate';
  reason: string;
}

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
  /** Records given by hand (files), or read from the run's artifacts with their origin. */
  records: readonly (LegRecord | FoundRecord)[];
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
  /**
   * The aggregate action: a record counts only once checked against its job, so when the jobs
   * could not be listed every record is `unverified`. Off for files given by hand (`narrator
   * aggregate`), where whoever runs it chose the files.
   */
  requireJobs?: boolean;
}

export interface Board {
  legs: Leg[];
  /** Leg artifacts shown but not counted (unreadable, naming no job, or from a job that uploaded two). */
  setAside: SetAside[];
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
  // What `^(.*?) \(.*\)$` took, without its scan to the end from every ` (`: the name before the
  // first ` (` of a name that ends with `)` after it.
  const open = name.indexOf(' (');
  const values = open >= 0 && name.endsWith(')') && name.length >= open + 3;
  return (values ? name.slice(0, open) : name).trim();
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

/** Clock skew between the artifact service and the jobs API: the artifact is created while its job runs. */
const CREATED_SLACK_MS = 2 * 60_000;

/**
 * The job this record names, or null with why not. By job id when the leg knew it (then the
 * runner must agree too), else by runner name and time; the attempt must agree; and when the
 * artifact service says when it created the record's artifact, that must fall while the job ran.
 */
function matchJob(
  record: LegRecord,
  origin: ArtifactOrigin | null,
  jobs: readonly RunJob[],
): { job: RunJob } | { why: string } {
  const attempt = record.identity.runAttempt;
  const sameAttempt = (j: RunJob) => j.runAttempt === null || j.runAttempt === attempt;
  const runner = record.identity.runnerName;
  let job: RunJob | null = null;
  const id = record.identity.jobId;
  if (id !== null) {
    const byId = jobs.find((j) => j.id === id);
    if (!byId) return { why: `it names job ${id}, which is not a job of this run` };
    if (!sameAttempt(byId)) {
      return { why: `it says attempt ${attempt}, but job ${id} ran in attempt ${byId.runAttempt}` };
    }
    if (byId.runnerName && runner && byId.runnerName !== runner) {
      return { why: `it says runner '${runner}', but job ${id} ran on '${byId.runnerName}'` };
    }
    job = byId;
  } else {
    const start = time(record.startedAt);
    const end = time(record.endedAt) ?? start;
    if (!runner || start === null || end === null) {
      return { why: 'it names neither a job id nor a runner and times to find its job by' };
    }
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const j of jobs) {
      if (j.runnerName !== runner || j.startedAt === null || !sameAttempt(j)) continue;
      if (start < j.startedAt - MATCH_SLACK_MS) continue;
      if (j.completedAt !== null && end > j.completedAt + MATCH_SLACK_MS) continue;
      const distance = Math.abs(start - j.startedAt);
      if (distance < bestDistance) {
        job = j;
        bestDistance = distance;
      }
    }
    if (!job) return { why: `no job of attempt ${attempt} ran on runner '${runner}' at the time it gives` };
  }
  const created = origin?.createdAt ?? null;
  if (created !== null && job.startedAt !== null) {
    const early = created < job.startedAt - CREATED_SLACK_MS;
    const late = job.completedAt !== null && created > job.completedAt + CREATED_SLACK_MS;
    if (early || late) {
      return { why: `its artifact was created ${early ? 'before' : 'after'} the job it names ran` };
    }
  }
  return { job };
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
  const attempt = record.identity.runAttempt;
  let status: LegStatus = record.outcome;
  let passed = record.conclusion === 'success';
  let reason: string | null = passed
    ? null
    : record.reason?.trim() || `the agent's outcome was ${record.outcome}`;
  if (job && job.status !== 'completed') {
    // Its job may still fail after the record was made: nothing counts before the job has ended.
    status = 'pending';
    passed = false;
    reason = `the job had not finished when the board was made (status ${job.status}); its record counts once the job has succeeded`;
  } else if (job && job.conclusion !== 'success') {
    const concluded = job.conclusion ?? 'no conclusion';
    if (passed) {
      status = ownValue(JOB_STATUS, job.conclusion ?? '') ?? 'job_failed';
      reason = `the job concluded ${concluded} although its leg record says ${record.outcome}: a leg counts only when its job succeeded too`;
    }
    passed = false;
  }
  return {
    id: record.id,
    label: plainLabel(job?.name ?? record.label),
    record,
    job,
    status,
    passed,
    reason,
    startedAt: time(record.startedAt) ?? job?.startedAt ?? null,
    endedAt: time(record.endedAt) ?? job?.completedAt ?? null,
    url:
      job?.htmlUrl ??
      (runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, '')}/attempts/${attempt}`),
  };
}

/** A record taken as the leg's, but not checked against any job: shown, never counted. */
function unverifiedLeg(record: LegRecord, runUrl: string | null): Leg {
  return {
    ...recordLeg(record, null, runUrl),
    status: 'unverified',
    passed: false,
    reason: `the run's jobs could not be listed, so this record (it says ${record.outcome}) could not be checked against the job that made it, and does not count`,
  };
}

/** A job more than one record claims (or whose uploader published several): it never counts. */
function disputedLeg(job: RunJob, claims: readonly FoundRecord[], why: string): Leg {
  const names = claims.map((c) => (c.origin ? `'${c.origin.name}'` : `'${c.record.label}'`));
  return {
    id: `job-${job.id}`,
    label: plainLabel(job.name),
    record: null,
    job,
    status: 'disputed',
    passed: false,
    reason: `${why} (${names.join(', ')}): a leg publishes one record, so none of them counts`,
    startedAt: job.startedAt,
    endedAt: job.completedAt,
    url: job.htmlUrl,
  };
}

function found(r: LegRecord | FoundRecord): FoundRecord {
  return 'record' in r && 'origin' in r ? r : { record: r, origin: null };
}

/**
 * Records whose uploading job published more than one leg record for the same attempt: a job's
 * Narrator publishes exactly one, so a second is someone else in that job, and neither is believed.
 */
function sameUploader(records: readonly FoundRecord[]): Set<FoundRecord> {
  const groups = new Map<string, FoundRecord[]>();
  for (const r of records) {
    if (!r.origin?.uploader) continue;
    const key = `${r.origin.uploader}\u0000${r.record.identity.runAttempt}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out = new Set<FoundRecord>();
  for (const group of groups.values()) if (group.length > 1) for (const r of group) out.add(r);
  return out;
}

function artifactWords(r: FoundRecord): string {
  return r.origin ? `artifact '${r.origin.name}'` : `record '${r.record.label}'`;
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

/** The board's legs, sorted by label (see `assembleBoard`). */
export function assembleLegs(o: AssembleOptions): Leg[] {
  return assembleBoard(o).legs;
}

/**
 * The board's legs, sorted by label, and the records set aside. With the run's jobs known, every
 * record is checked against the job it names (see the top of this file): a record whose job a
 * rerun replaced is dropped (the rerun's record or job stands for the leg). Without the jobs, the
 * newest attempt's records per leg id stand, `unverified` when `requireJobs`.
 */
export function assembleBoard(o: AssembleOptions): Board {
  const runUrl = o.runUrl ?? null;
  const all = o.records.map(found);
  const doubled = sameUploader(all);
  const setAside: SetAside[] = [];
  for (const r of doubled) {
    const others = all.filter((x) => x !== r && doubled.has(x) && x.origin?.uploader === r.origin?.uploader);
    setAside.push({
      origin: r.origin,
      label: plainLabel(r.record.label),
      kind: 'duplicate',
      reason: `the job that uploaded it also uploaded ${others.map(artifactWords).join(', ')}; a leg's job publishes one record, so none of them counts`,
    });
  }

  if (o.jobs === null) {
    const single = all.filter((r) => !doubled.has(r)).map((r) => r.record);
    const legs = latestRecords(single).map((r) =>
      o.requireJobs ? unverifiedLeg(r, runUrl) : recordLeg(r, null, runUrl),
    );
    return { legs: sortLegs(legs), setAside };
  }

  const jobs = o.jobs.filter(
    // The aggregate job itself: still running, on our runner.
    (j) => !(o.selfRunnerName && j.status !== 'completed' && j.runnerName === o.selfRunnerName),
  );
  const current = currentJobs(jobs);
  // Named legs: a record naming any other job (a lint job that succeeded) is not a leg's.
  const named = o.jobNames?.length ? legJobNames(o.jobNames, [], []) : null;
  const claims = new Map<RunJob, FoundRecord[]>();
  for (const r of all) {
    let match = matchJob(r.record, r.origin, jobs);
    if ('job' in match && named && !named(match.job)) {
      match = {
        why: `it names the job '${match.job.name}', which is not one of the legs' jobs (the input jobs)`,
      };
    }
    if ('job' in match) claims.set(match.job, [...(claims.get(match.job) ?? []), r]);
    else if (!doubled.has(r)) {
      setAside.push({
        origin: r.origin,
        label: plainLabel(r.record.label),
        kind: 'unmatched',
        reason: `${match.why}; it was not made by a leg of this run, and does not count`,
      });
    }
  }
  const legs: Leg[] = [];
  for (const [job, records] of claims) {
    if (!current.has(job)) continue;
    if (records.length > 1) {
      legs.push(disputedLeg(job, records, `${records.length} leg records name this job`));
    } else if (doubled.has(records[0]!)) {
      legs.push(disputedLeg(job, records, 'the job that uploaded its record uploaded other leg records too'));
    } else {
      legs.push(recordLeg(records[0]!.record, job, runUrl));
    }
  }
  const isLeg = legJobNames(
    o.jobNames ?? [],
    [...claims.keys()],
    all.map((r) => r.record),
  );
  for (const job of current) if (!claims.has(job) && isLeg(job)) legs.push(jobOnlyLeg(job));
  return { legs: sortLegs(legs), setAside };
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
