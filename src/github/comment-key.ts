/**
 * The hidden marker that makes a comment ours: `<!-- narrator:KEY -->`. Sticky mode finds the
 * comment of an earlier run by it, so the key must be the same on a rerun of the same job and
 * different between jobs (and matrix legs) that narrate on the same PR.
 */

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
}

export function commentKey(input: CommentKeyInput): string {
  const explicit = input.commentKey?.trim();
  if (explicit) return sanitizeKey(explicit);
  const parts = [input.workflow?.trim() || 'workflow', input.job?.trim() || 'job'];
  const legs = matrixValues(input.matrix);
  const key = parts.join('/') + (legs.length > 0 ? ` (${legs.join(', ')})` : '');
  return sanitizeKey(key);
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
  key = key.trim().replace(/^-+|-+$/g, '');
  if (key.length > MAX_KEY_LENGTH) key = key.slice(0, MAX_KEY_LENGTH);
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
