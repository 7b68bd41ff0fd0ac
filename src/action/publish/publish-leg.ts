/**
 * `publish-result`: before its final views are written (they say whether its name was taken), a
 * leg publishes its leg record
 * (src/board/record.ts: outcome, reason, numbers, times; about 1 KB, redacted) as an artifact of
 * the workflow run, where the aggregate job finds it. One artifact per leg and attempt, named so
 * legs never collide: `narrator-leg-<attempt>-<label>-<leg id>[-<nonce>]`.
 *
 * Publishing is a convenience of the view: a failure is a warning, never a job failure, and the
 * leg then shows on the board as a job without a record (which never counts as passed). One
 * exception: the name already taken. Only this leg's own Narrator publishes under its name, so a
 * record already there was put there by something else in this job (the agent's tools can reach
 * the job's artifact token): the leg then fails, so its job's conclusion tells the aggregate that
 * the record under its name is not to be believed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  buildLegRecord,
  LEG_ARTIFACT_PREFIX,
  LEG_RECORD_FILE,
  type LegIdentity,
  type LegRecord,
  parseMatrix,
} from '../../board/record.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import type { ViewContext } from '../../report/context.js';
import { verdictReason } from '../../report/outcome-text.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import { OwnFile, type StagedFiles, stageCopies } from '../../runner/own-files.js';
import { defaultUpload, type UploadFn } from './artifact.js';

export interface PublishLegOptions {
  summary: RunSummary;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  /** Where narrator-leg.json is written (the run's own temp directory). */
  dir: string;
  /** The `agent` recipe, or null when the leg ran a `command`. */
  agent: string | null;
  /** The `model` input, when the stream names no model. */
  model: string | null;
  /** The explicit `comment-key` input. */
  commentKey: string | null;
  /** `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}` when the leg knows them. */
  matrix: string | null;
  jobIndex: number | null;
  /** The job's id (`${{ job.check_run_id }}`) when known. */
  jobId: number | null;
  /** The leg's verdict (its fail-on) and why it failed (redacted). */
  failed: boolean;
  reason: string | null;
  /** Epoch ms: when the Narrator step started, and now. */
  startedAt: number;
  endedAt: number;
  warning: (message: string) => void;
  info: (message: string) => void;
  upload?: UploadFn;
}

/** The leg's record name was taken before it published: the leg must fail, for this reason. */
export interface LegRecordTaken {
  taken: true;
  name: string;
  reason: string;
}

export interface PublishedLeg {
  taken?: false;
  name: string;
  id: number;
  file: string;
  bytes: number;
  ms: number;
  record: LegRecord;
}

/**
 * Where this leg sits in its matrix, as the runner tells it through action.yml's hidden inputs
 * `matrix` (`${{ toJSON(matrix) }}`) and `job-index` (`${{ strategy.job-index }}`): both null
 * outside a matrix, so `publish-result: auto` publishes only in a matrix job. And the job's id
 * (`job-id`: `${{ job.check_run_id }}`), which the aggregate checks the record against; null where
 * the runner does not give it (the board then finds the job by runner name and time).
 */
export function legPlace(config: Pick<ActionConfig, 'leg'>): {
  matrix: string | null;
  jobIndex: number | null;
  jobId: number | null;
} {
  const { matrix, jobIndex } = config.leg;
  const jobId = config.leg.jobId ?? null;
  if (matrix === null || matrix === undefined) return { matrix: null, jobIndex: null, jobId };
  return { matrix: typeof matrix === 'string' ? matrix : JSON.stringify(matrix), jobIndex, jobId };
}

/** True in a matrix job (the runner gave a matrix). */
export function inMatrix(config: Pick<ActionConfig, 'leg'>): boolean {
  const { matrix } = legPlace(config);
  return matrix !== null && matrix.trim() !== '' && matrix.trim() !== 'null';
}

/** `publish-result` resolved: `auto` publishes only in a matrix job. */
export function publishesResult(config: Pick<ActionConfig, 'leg' | 'publishResult'>): boolean {
  return config.publishResult === true || (config.publishResult === 'auto' && inMatrix(config));
}

/**
 * The leg's verdict, as its record and its board row say it: the run's verdict (src/run/verdict.ts)
 * and the reason in words (redacted by `ctx.redact`), null when it passes.
 */
export function legVerdict(
  summary: RunSummary,
  verdict: Verdict,
  ctx: ViewContext,
): { failed: boolean; reason: string | null } {
  return { failed: verdict.fails, reason: verdictReason(summary, { ...ctx, verdict }) };
}

function positiveInt(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function legIdentity(
  o: Pick<PublishLegOptions, 'env' | 'commentKey' | 'matrix' | 'jobIndex' | 'jobId'>,
): LegIdentity {
  return {
    workflow: o.env['GITHUB_WORKFLOW'] || null,
    job: o.env['GITHUB_JOB'] || 'job',
    matrix: parseMatrix(o.matrix),
    jobIndex: o.jobIndex,
    commentKey: o.commentKey?.trim() || null,
    runAttempt: positiveInt(o.env['GITHUB_RUN_ATTEMPT']) ?? 1,
    runnerName: o.env['RUNNER_NAME'] || null,
    jobId: o.jobId,
  };
}

/**
 * The artifact name: readable (attempt, label) and unique (the leg id). Without a job index two
 * legs with identical values would share the id, so a random nonce keeps their names apart.
 */
export function legArtifactName(record: LegRecord, nonce = randomBytes(4).toString('hex')): string {
  const label = record.label
    .replace(/[\u0000-\u001f"':<>|*?\\/\s(),]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 80);
  const unique = record.identity.jobIndex === null ? `-${nonce}` : '';
  return `${LEG_ARTIFACT_PREFIX}${record.identity.runAttempt}-${label}-${record.id}${unique}`.slice(0, 200);
}

/** The artifact service's answer when the name exists in the run (@actions/artifact words it "(409) Conflict"). */
function nameTaken(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/\(409\)|\b409 Conflict\b|already_exists/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Writes and uploads the leg record; the published artifact, or null after a warning, or (the
 * name was already taken) why the leg must fail.
 */
export async function publishLegRecord(o: PublishLegOptions): Promise<PublishedLeg | LegRecordTaken | null> {
  const started = performance.now();
  const record = o.redactor.redactValue(
    buildLegRecord({
      summary: o.summary,
      identity: legIdentity(o),
      agent: o.agent,
      failed: o.failed,
      reason: o.reason,
      startedAt: o.startedAt,
      endedAt: o.endedAt,
      fallbackModel: o.model,
    }),
  );
  const name = legArtifactName(record);
  const file = path.join(o.dir, LEG_RECORD_FILE);
  const text = `${JSON.stringify(record, null, 2)}\n`;
  // Created exclusively and uploaded from a copy made from its descriptor: never through a link
  // the agent planted in the run folder (src/runner/own-files.ts).
  let own: OwnFile;
  try {
    await mkdir(o.dir, { recursive: true });
    own = OwnFile.create(file);
    own.write(text);
  } catch (error) {
    o.warning(`publish-result: could not write ${file}: ${(error as Error).message}`);
    return null;
  }
  if (!o.upload && (!o.env['ACTIONS_RUNTIME_TOKEN'] || !o.env['ACTIONS_RESULTS_URL'])) {
    own.close();
    o.warning(
      'publish-result: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)',
    );
    return null;
  }
  let id: number | undefined;
  let staged: StagedFiles | null = null;
  try {
    staged = stageCopies(path.dirname(o.dir), [{ name: LEG_RECORD_FILE, file: own }]);
    ({ id } = await (o.upload ?? defaultUpload)(name, staged.paths, staged.root));
  } catch (error) {
    if (nameTaken(error)) {
      return {
        taken: true,
        name,
        reason: `another process uploaded this leg's record first (the artifact '${name}' already existed when Narrator published its own): whatever it says cannot be this leg's result, so the leg fails`,
      };
    }
    o.warning(
      `publish-result: could not upload the leg record '${name}' (the board will show this leg without a record): ${(error as Error).message}`,
    );
    return null;
  } finally {
    if (staged !== null && staged.replaced().length > 0) {
      o.warning(`publish-result: the leg record '${name}' changed while it was uploaded`);
    }
    staged?.remove();
    own.close();
  }
  if (id === undefined) {
    o.warning(`publish-result: the leg record '${name}' was uploaded but no id came back`);
    return null;
  }
  const ms = performance.now() - started;
  const bytes = Buffer.byteLength(text);
  o.info(
    `Narrator published its leg record ${name} (${bytes} bytes, ${Math.round(ms)} ms) for the aggregate job`,
  );
  return { name, id, file, bytes, ms, record };
}
