/**
 * `upload-artifact: true`: after the views are written, the run's files — the agent's raw stream
 * (log-file: every frame's decoded strings redacted, secrets split between frames found whole;
 * src/action/log/log-file.ts) and summary.json (redacted the same way: stringifyRedacted) — are
 * uploaded with @actions/artifact as one artifact named per job, and the step summary links to it.
 * Uploading is a convenience: any failure is a warning, never a job failure, and never throws.
 */
import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunnerEnv } from '../../context/runner-env.js';
import { sanitizeKey } from '../../report/comment-key.js';
import { runPageUrl } from '../../runner/github-env.js';
import { loadArtifactClient } from '../../runner/load-artifact-client.js';
import { type RunFileSet, type StagedFiles, stageCopies } from '../../runner/own-files.js';

/** Files the run leaves under RUNNER_TEMP. */
export interface RunFiles {
  summaryFile: string;
  logFile: string;
  /** The readable record of the run: one self-contained HTML page (src/report/html/). */
  reportFile: string;
  /**
   * The Action's own files, held by descriptor (src/runner/own-files.ts): they are created
   * through it, checked before the outputs name them, and uploaded from copies made from the
   * descriptors. Absent: plain paths (tests).
   */
  own?: RunFileSet;
}

export interface UploadedArtifact {
  id: number;
  name: string;
  /** The artifact's page on GitHub (downloads it), or null when the run URL is unknown. */
  url: string | null;
  files: string[];
}

/** What @actions/artifact's uploadArtifact does; injectable so the selection is testable alone. */
export type UploadFn = (
  name: string,
  files: string[],
  rootDirectory: string,
) => Promise<{ id?: number | undefined; size?: number | undefined }>;

export interface ArtifactOptions {
  files: RunFiles;
  env: RunnerEnv;
  /** The `comment-key` input. */
  commentKey: string | null;
  /** The matrix leg (comment-key.ts legLabel), or null: GITHUB_JOB is the same for every leg. */
  leg: string | null;
  /** Add the link to the step summary (the `step-summary` input). */
  stepSummary: boolean;
  warning: (message: string) => void;
  info: (message: string) => void;
  upload?: UploadFn;
}

/**
 * `narrator-<job>-<run attempt>[-<leg>][-<comment-key>]`, in the characters artifact names allow
 * (no `" : < > | * ? \ /`, no control characters), at most 200 characters. Names are unique per
 * workflow run, so every matrix leg needs its own (the leg comes before the key, so a cut keeps it).
 */
export function artifactName(env: RunnerEnv, commentKey: string | null, leg: string | null = null): string {
  const parts = ['narrator', env['GITHUB_JOB'] || 'job', env['GITHUB_RUN_ATTEMPT'] || '1'];
  if (leg?.trim()) parts.push(sanitizeKey(leg));
  if (commentKey?.trim()) parts.push(sanitizeKey(commentKey));
  return parts
    .join('-')
    .replace(/[\u0000-\u001f"':<>|*?\\/\s]+/g, '_')
    .slice(0, 200);
}

/** The files to upload: those that exist, both under one directory. */
export function artifactFiles(files: RunFiles): string[] {
  return [files.reportFile, files.logFile, files.summaryFile].filter((file) => existsSync(file));
}

/** The artifact's page: https://github.com/OWNER/REPO/actions/runs/RUN/artifacts/ID. */
export function artifactUrl(env: RunnerEnv, id: number): string | null {
  const page = runPageUrl(env);
  return page === null ? null : `${page}/artifacts/${id}`;
}

export async function defaultUpload(name: string, files: string[], rootDirectory: string) {
  const { uploadArtifact } = await loadArtifactClient();
  return uploadArtifact(name, files, rootDirectory);
}

/** Uploads the run's files; returns what was uploaded, or null (after a warning) when it could not be. */
export async function uploadRunArtifact(o: ArtifactOptions): Promise<UploadedArtifact | null> {
  const name = artifactName(o.env, o.commentKey, o.leg);
  const own = o.files.own?.uploadable() ?? null;
  const files = own === null ? artifactFiles(o.files) : own.map((f) => f.file.path);
  if (files.length === 0) {
    o.warning(
      `upload-artifact: nothing to upload (${o.files.logFile} and ${o.files.summaryFile} are missing)`,
    );
    return null;
  }
  if (!o.upload && (!o.env['ACTIONS_RUNTIME_TOKEN'] || !o.env['ACTIONS_RESULTS_URL'])) {
    o.warning(
      'upload-artifact: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)',
    );
    return null;
  }
  // The Action's own files are uploaded from copies made from Narrator's descriptors into a fresh
  // private folder, never from their paths, which the agent could have swapped for symlinks
  // (src/runner/own-files.ts).
  let staged: StagedFiles | null = null;
  if (own !== null && o.files.own) {
    try {
      staged = stageCopies(path.dirname(o.files.own.dir), own);
    } catch (error) {
      o.warning(`upload-artifact: could not stage the files for '${name}': ${(error as Error).message}`);
      return null;
    }
  }
  const uploadFiles = staged?.paths ?? files;
  const root = staged?.root ?? commonDirectory(files);
  let id: number | undefined;
  try {
    ({ id } = await (o.upload ?? defaultUpload)(name, uploadFiles, root));
  } catch (error) {
    o.warning(`upload-artifact: could not upload the artifact '${name}': ${(error as Error).message}`);
    return null;
  } finally {
    if (staged !== null) {
      const replaced = staged.replaced();
      if (replaced.length > 0) {
        o.warning(
          `upload-artifact: ${replaced.map((f) => path.basename(f)).join(', ')} of '${name}' changed while it was uploaded (something the agent ran is still writing to Narrator's folder); the artifact may not hold Narrator's files`,
        );
      }
      staged.remove();
    }
  }
  if (id === undefined) {
    o.warning(`upload-artifact: the artifact '${name}' was uploaded but no id came back`);
    return null;
  }
  const uploaded: UploadedArtifact = { id, name, url: artifactUrl(o.env, id), files };
  o.info(
    `Narrator uploaded the artifact ${name} (id ${id}): ${files.map((f) => path.basename(f)).join(', ')}`,
  );
  if (o.stepSummary && o.env['GITHUB_STEP_SUMMARY']) {
    const label = `\`${name}\``;
    const line = uploaded.url ? `[${label}](${uploaded.url})` : `${label} (id ${id})`;
    try {
      await appendFile(
        o.env['GITHUB_STEP_SUMMARY'],
        `\n📦 Artifact ${line}: report.html (the whole run as one page a person can read, offline), the raw stream (redacted) and summary.json.\n`,
      );
    } catch (error) {
      o.warning(
        `upload-artifact: could not link the artifact in the step summary: ${(error as Error).message}`,
      );
    }
  }
  return uploaded;
}

function commonDirectory(files: string[]): string {
  let dir = path.dirname(files[0]!);
  while (!files.every((f) => f.startsWith(dir + path.sep))) dir = path.dirname(dir);
  return dir;
}
