/**
 * What a failed GitHub request means for a sink: go on, wait, recreate, or stop writing. Works on
 * Octokit's RequestError and on anything shaped like it ({status, message, response.headers}).
 */

export type GitHubFailure =
  | { kind: 'not_found'; message: string }
  /** 401, or a 403 that is not a rate limit: a read-only token (fork PR), missing `issues: write`. */
  | { kind: 'forbidden'; status: number; message: string }
  /** 403/429 rate limits; `retryAt` is when the headers say to try again (ms since epoch). */
  | { kind: 'rate_limited'; status: number; message: string; retryAt: number }
  /** 422: GitHub refused this body (too long, invalid); another body may pass. */
  | { kind: 'rejected'; status: number; message: string }
  /** No answer: refused, reset, DNS, our request timeout. */
  | { kind: 'network'; message: string }
  | { kind: 'server'; status: number; message: string }
  | { kind: 'other'; status: number | null; message: string };

/** GitHub's advice for a secondary rate limit without a retry-after header: wait a minute. */
const FALLBACK_RATE_LIMIT_MS = 60_000;

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  message?: unknown;
  cause?: unknown;
  response?: { status?: unknown; headers?: Record<string, unknown>; data?: unknown };
}

export function classifyGitHubError(error: unknown, nowMs: number): GitHubFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const status = typeof e.status === 'number' ? e.status : null;
  const message = describeError(error);

  // Octokit reports a connection failure as status 500 without a response.
  if (e.response === undefined && (status === null || status === 500)) return { kind: 'network', message };
  if (status === null) return { kind: 'other', status, message };

  const headers = e.response?.headers ?? {};
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  if (status === 429 || (status === 403 && isRateLimit(message, header))) {
    return { kind: 'rate_limited', status, message, retryAt: retryAtFromHeaders(header, nowMs) };
  }
  if (status === 401 || status === 403) return { kind: 'forbidden', status, message };
  if (status === 404 || status === 410) return { kind: 'not_found', message };
  if (status === 422) return { kind: 'rejected', status, message };
  if (status >= 500) return { kind: 'server', status, message };
  return { kind: 'other', status, message };
}

function isRateLimit(message: string, header: (name: string) => string | undefined): boolean {
  return (
    header('x-ratelimit-remaining') === '0' ||
    header('retry-after') !== undefined ||
    /rate limit/i.test(message)
  );
}

function retryAtFromHeaders(header: (name: string) => string | undefined, nowMs: number): number {
  const retryAfter = Number(header('retry-after'));
  if (header('retry-after') !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return nowMs + retryAfter * 1000;
  }
  const reset = Number(header('x-ratelimit-reset'));
  if (header('x-ratelimit-remaining') === '0' && Number.isFinite(reset) && reset > 0) {
    // One second past the reset, as GitHub's docs advise.
    return Math.max(nowMs, reset * 1000 + 1000);
  }
  return nowMs + FALLBACK_RATE_LIMIT_MS;
}

/** A one-line description for the log: the API's own message when there is one, never headers. */
export function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const e = error as ErrorLike;
  const data = e.response?.data;
  const apiMessage =
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : null;
  const base = apiMessage ?? (typeof e.message === 'string' ? e.message : String(error));
  const cause = e.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const status = typeof e.status === 'number' && e.response !== undefined ? `${e.status} ` : '';
  return `${status}${base}${code && !base.includes(code) ? ` (${code})` : ''}`;
}
