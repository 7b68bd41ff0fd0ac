/**
 * The leg record: what one matrix leg publishes for the aggregate job's board and gate. Small on
 * purpose (about 1 KB): the numbers and words the board shows, never the tool calls, previews or
 * final text of the full summary. Built by the leg (src/sinks/board/leg-record.ts) after its
 * views are written; read back by the aggregate action (src/aggregate/) and by `narrator
 * aggregate`.
 *
 * The format is versioned (`narratorLeg`); a reader refuses a version it does not know rather than
 * guessing. Every string in it was redacted by the leg, and is redacted and neutralized again by
 * whoever renders it: a record is input from another job, not trusted text.
 */
import { createHash } from 'node:crypto';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { ToolCall } from '../run/summary.js';
import { DIALECTS, type Dialect, OUTCOMES, type Outcome, type TokenCounts } from '../stream/events.js';

export const LEG_RECORD_VERSION = 1;
/** The file inside the leg's artifact. */
export const LEG_RECORD_FILE = 'narrator-leg.json';
/** Every leg artifact's name starts with this; the aggregate lists the run's artifacts by it. */
export const LEG_ARTIFACT_PREFIX = 'narrator-leg-';
/** How much of a failure reason a record keeps (the board shows less). */
export const RECORD_REASON_MAX = 1_000;

/** Who the leg is. Everything but `runAttempt`, `runnerName` and `jobId` names the leg across reruns. */
export interface LegIdentity {
  /** GITHUB_WORKFLOW */
  workflow: string | null;
  /** GITHUB_JOB: the job's id in the workflow file (the same for every leg of a matrix). */
  job: string;
  /** `${{ toJSON(matrix) }}` parsed, when the leg knows it. */
  matrix: Record<string, unknown> | null;
  /** `${{ strategy.job-index }}`, when the leg knows it: tells legs with identical values apart. */
  jobIndex: number | null;
  /** The explicit `comment-key` input: what tells legs apart when the matrix is not known. */
  commentKey: string | null;
  /** GITHUB_RUN_ATTEMPT: a rerun's record supersedes the earlier attempt's. */
  runAttempt: number;
  /** RUNNER_NAME: with the times, matches the record to its job in GitHub's jobs API. */
  runnerName: string | null;
  /** The job's id (its check run id), when the leg knows it: matches it to the jobs API exactly. */
  jobId: number | null;
}

export interface LegRecord {
  narratorLeg: typeof LEG_RECORD_VERSION;
  /** Stable id of the leg (a hash of its identity without the attempt): the board row's marker. */
  id: string;
  /** "agent (claude, sonnet)": the job and its matrix values, like GitHub's default job name. */
  label: string;
  identity: LegIdentity;
  /** The `agent` recipe (claude, codex…), or null when the leg ran a `command`. */
  agent: string | null;
  dialect: Dialect | null;
  model: string | null;
  outcome: Outcome;
  /** The leg's own verdict: failure when the outcome is in its `fail-on`. */
  conclusion: 'success' | 'failure';
  /** Why it did not succeed, in words a person can act on (redacted, at most RECORD_REASON_MAX). */
  reason: string | null;
  turns: number | null;
  toolCalls: number;
  failedToolCalls: number;
  deniedToolCalls: number;
  costUsd: number | null;
  tokens: TokenCounts | null;
  /** The agent run's duration as the summary reports it. */
  durationMs: number | null;
  /** ISO times: when the Narrator step started and when the record was made. */
  startedAt: string | null;
  endedAt: string | null;
}

/** A count of something; also the summary.json reader's (files.ts). */
export const count = z.number().check(z.int(), z.nonnegative());
/** Dollars or milliseconds, when known. */
export const amountOrNull = z.nullable(z.number().check(z.nonnegative()));
export const tokensOrNull = z.nullable(
  z.object({ input: count, output: count, cacheRead: count, cacheWrite: count }),
);
const iso = z.string().check(
  z.maxLength(40),
  z.refine((s) => Number.isFinite(Date.parse(s)), 'not an ISO time'),
);

/** What a reader accepts: the fields the board reads, typed; strings bounded; unknown fields dropped. */
export const legRecordSchema = z.object({
  narratorLeg: z.literal(LEG_RECORD_VERSION),
  id: z.string().check(z.regex(/^[0-9a-f]{8,64}$/)),
  label: z.string().check(z.maxLength(1_000)),
  identity: z.object({
    workflow: z.nullable(z.string().check(z.maxLength(1_000))),
    job: z.string().check(z.maxLength(1_000)),
    matrix: z.nullable(z.record(z.string(), z.unknown())),
    jobIndex: z.nullable(count),
    commentKey: z.nullable(z.string().check(z.maxLength(1_000))),
    runAttempt: z.number().check(z.int(), z.positive()),
    runnerName: z.nullable(z.string().check(z.maxLength(1_000))),
    jobId: z.nullable(z.number().check(z.int(), z.positive())),
  }),
  agent: z.nullable(z.string().check(z.maxLength(100))),
  dialect: z.nullable(z.enum(DIALECTS)),
  model: z.nullable(z.string().check(z.maxLength(1_000))),
  outcome: z.enum(OUTCOMES),
  conclusion: z.enum(['success', 'failure']),
  reason: z.nullable(z.string().check(z.maxLength(RECORD_REASON_MAX * 4))),
  turns: z.nullable(count),
  toolCalls: count,
  failedToolCalls: count,
  deniedToolCalls: count,
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull,
  startedAt: z.nullable(iso),
  endedAt: z.nullable(iso),
}) satisfies z.ZodMiniType<LegRecord>;

/**
 * zod/mini configures no messages (every issue would read "Invalid input"): a reader that quotes
 * an issue to the user (a file that is not a leg record or summary.json) first installs the
 * English ones classic zod installs by default, so the errors read as before. Done on the first
 * record read, not at start-up; a locale configured already is left alone.
 */
export function useEnglishZodMessages(): void {
  if (!z.config().localeError) z.config(en());
}

export class LegRecordError extends Error {
  override name = 'LegRecordError';
}

/** Parses a record's JSON text; a clear LegRecordError (never a zod dump) when it is not one. */
export function parseLegRecord(text: string, source: string): LegRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LegRecordError(`${source}: not JSON (${(error as Error).message})`, { cause: error });
  }
  return legRecordFrom(value, source);
}

export function legRecordFrom(value: unknown, source: string): LegRecord {
  const version = (value as { narratorLeg?: unknown } | null)?.narratorLeg;
  if (typeof version === 'number' && version !== LEG_RECORD_VERSION) {
    throw new LegRecordError(
      `${source}: leg record version ${version}; this Narrator reads version ${LEG_RECORD_VERSION} (use the same Narrator version for the legs and the aggregate job)`,
    );
  }
  useEnglishZodMessages();
  const parsed = legRecordSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the record';
    throw new LegRecordError(
      `${source}: not a Narrator leg record (${where}: ${issue?.message ?? 'invalid'})`,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data as LegRecord;
}

/** The matrix values in the order the workflow gives them; objects as JSON. */
export function matrixValues(matrix: Record<string, unknown> | null): string[] {
  if (matrix === null) return [];
  return Object.values(matrix).map((v) =>
    typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
  );
}

/** "agent (claude, sonnet)", or "agent (claude)" from the comment key, or "agent". */
export function legLabel(identity: Pick<LegIdentity, 'job' | 'matrix' | 'commentKey' | 'jobIndex'>): string {
  const values = matrixValues(identity.matrix);
  if (values.length > 0) return `${identity.job} (${values.join(', ')})`;
  if (identity.commentKey) return `${identity.job} (${identity.commentKey})`;
  if (identity.jobIndex !== null) return `${identity.job} (#${identity.jobIndex + 1})`;
  return identity.job;
}

/** Keys sorted at every level, so the same matrix always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

/**
 * The leg's stable id: 12 hex characters of a hash of what names it (workflow, job, matrix, job
 * index, comment key), never the attempt, so a rerun's row replaces the same row of the board.
 */
export function legId(identity: Omit<LegIdentity, 'runAttempt' | 'runnerName' | 'jobId'>): string {
  const text = JSON.stringify([
    identity.workflow,
    identity.job,
    canonical(identity.matrix),
    identity.jobIndex,
    identity.commentKey,
  ]);
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** The matrix input as the runner passes it (`toJSON(matrix)`: text, `null` outside a matrix). */
export function parseMatrix(raw: string | null | undefined): Record<string, unknown> | null {
  const text = raw?.trim();
  if (!text || text === 'null') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
}

export interface RecordSource {
  summary: {
    dialect: Dialect | null;
    model: string | null;
    outcome: Outcome | null;
    turns: number | null;
    toolCalls: readonly Pick<ToolCall, 'status'>[];
    /** A long run's calls moved out of `toolCalls` (src/run/call-log.ts), counted. */
    earlierCalls?: { count: number; counts: { error: number; denied: number } };
    permissionDenials: readonly unknown[];
    costUsd: number | null;
    tokens: TokenCounts | null;
    durationMs: number | null;
  };
  identity: LegIdentity;
  agent: string | null;
  /** The leg's verdict (its fail-on). */
  failed: boolean;
  /** The failure reason, already redacted; null on success. */
  reason: string | null;
  startedAt: number | null;
  endedAt: number | null;
  /** Model name when the stream named none (the `model` input). */
  fallbackModel?: string | null;
}

/** Builds the record from a finished summary. Pure; the caller redacts the result as a whole. */
export function buildLegRecord(o: RecordSource): LegRecord {
  const s = o.summary;
  let failed = s.earlierCalls?.counts.error ?? 0;
  let denied = s.earlierCalls?.counts.denied ?? 0;
  for (const call of s.toolCalls) {
    if (call.status === 'error') failed++;
    else if (call.status === 'denied') denied++;
  }
  const time = (ms: number | null) =>
    ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
  const reason = o.reason?.trim();
  return {
    narratorLeg: LEG_RECORD_VERSION,
    id: legId(o.identity),
    label: legLabel(o.identity),
    identity: o.identity,
    agent: o.agent,
    dialect: s.dialect,
    model: s.model ?? o.fallbackModel ?? null,
    // A summary always has an outcome once finished; "error" if a caller hands in a running one.
    outcome: s.outcome ?? 'error',
    conclusion: o.failed || s.outcome === null ? 'failure' : 'success',
    reason: reason ? cut(reason, RECORD_REASON_MAX) : null,
    turns: s.turns,
    toolCalls: (s.earlierCalls?.count ?? 0) + s.toolCalls.length,
    failedToolCalls: failed,
    deniedToolCalls: Math.max(denied, s.permissionDenials.length),
    costUsd: s.costUsd,
    tokens: s.tokens,
    durationMs: s.durationMs === null ? null : Math.max(0, Math.round(s.durationMs)),
    startedAt: time(o.startedAt),
    endedAt: time(o.endedAt),
  };
}

function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${s.slice(0, end)}…`;
}
