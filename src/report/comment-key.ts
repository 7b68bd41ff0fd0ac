/**
 * The hidden marker that makes a comment ours: `<!-- narrator:KEY -->`. Sticky mode finds the
 * comment of an earlier run by it, so the key must be the same on a rerun of the same job and
 * different between jobs (and matrix legs) that narrate on the same PR. (The marker alone does not
 * make a comment ours: find-comment.ts also checks who wrote it.)
 *
 * Matrix legs share GITHUB_WORKFLOW and GITHUB_JOB, and may share every input (a matrix over
 * `shard: [1, 2]` that only the agent's env sees), so the derived key adds the leg: action.yml's
 * hidden inputs `matrix` (`${{ toJSON(matrix) }}`) and `job-index` (`${{ strategy.job-index }}`),
 * which the runner evaluates for the step. Both stay the same when a leg is re-run.
 */
import { createHash } from 'node:crypto';

const MAX_KEY_LENGTH = 200;

export interface CommentKeyInput {
  /** The `comment-key` input; empty/null means "derive it". */
  commentKey?: string | null | undefined;
  /** GITHUB_WORKFLOW */
  workflow?: string | undefined;
  /** GITHUB_JOB */
  job?: string | undefined;
  /** `${{ toJSON(matrix) }}` when the job is a matrix leg, as JSON text or an already parsed value. */
  matrix?: unknown;
  /** `${{ strategy.job-index }}`: which leg of the matrix (0-based); null outside a matrix. */
  jobIndex?: number | null | undefined;
}

export function commentKey(input: CommentKeyInput): string {
  const explicit = input.commentKey?.trim();
  if (explicit) return sanitizeKey(explicit);
  const parts = [input.workflow?.trim() || 'workflow', input.job?.trim() || 'job'];
  const leg = legLabel(input);
  return sanitizeKey(parts.join('/') + (leg ? ` (${leg})` : ''));
}

/**
 * What tells this matrix leg from the others: `leg N: values` (N = job-index + 1, which alone is
 * unique within the run's matrix; the values make it readable), or null outside a matrix.
 */
export function legLabel(input: Pick<CommentKeyInput, 'matrix' | 'jobIndex'>): string | null {
  const values = matrixValues(input.matrix).filter((v) => v !== '');
  const index = input.jobIndex;
  const hasIndex = typeof index === 'number' && Number.isSafeInteger(index) && index >= 0;
  // Outside a matrix the runner gives `null` for the matrix and 0 for the index.
  if (values.length === 0 && (!hasIndex || index === 0)) return null;
  const label = hasIndex ? `leg ${index + 1}` : null;
  if (values.length === 0) return label;
  return label ? `${label}: ${values.join(', ')}` : values.join(', ');
}

export function commentMarker(key: string): string {
  return `<!-- narrator:${sanitizeKey(key)} -->`;
}

/** True when `body` is one of ours: the marker opens the body (a quote of it in a reply does not). */
export function hasMarker(body: string | null | undefined, marker: string): boolean {
  return typeof body === 'string' && body.trimStart().startsWith(marker);
}

/** Puts the marker on the first line unless the renderer already did. */
export function withMarker(body: string, marker: string): string {
  return hasMarker(body, marker) ? body : `${marker}\n${body}`;
}

/**
 * A key can come from user input or a workflow name: it must not end the HTML comment early
 * (`-->`, `--!>`), open another one, or spread over lines.
 */
export function sanitizeKey(raw: string): string {
  let key = raw.replace(/[\u0000-\u001f\u007f<>!]/g, ' ').replace(/\s+/g, ' ');
  while (key.includes('--')) key = key.replaceAll('--', '-');
  key = key.trim().replace(/^-+|(?<!-)-+$/g, '');
  if (key.length > MAX_KEY_LENGTH) {
    // Cut, but keep keys that differ only past the cut apart (matrix values come last).
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 12);
    key = `${key.slice(0, MAX_KEY_LENGTH - digest.length - 3).trimEnd()} ~ ${digest}`;
  }
  return key || 'default';
}

function matrixValues(matrix: unknown): string[] {
  let value = matrix;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || text === 'null') return [];
    try {
      value = JSON.parse(text);
    } catch {
      return [text];
    }
  }
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [String(value)];
  return Object.keys(value)
    .sort()
    .map((name) => {
      const leg = (value as Record<string, unknown>)[name];
      return typeof leg === 'object' && leg !== null ? JSON.stringify(leg) : String(leg);
    });
}
