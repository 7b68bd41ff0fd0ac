/**
 * `narrator follow OWNER/REPO#N`: Narrator's comments on a pull request or issue, followed from a
 * terminal (an editor's, a chat's) instead of the PR page: each comment is printed, re-rendered as
 * plain text, when it first appears and whenever it changes, until every run there has ended.
 *
 * It polls the comments with conditional requests (a 304 costs nothing of the rate limit), over
 * plain fetch: the command line runs anywhere, without the Action's GitHub layer. The
 * token comes from GITHUB_TOKEN, else `gh auth token` when the GitHub CLI is installed; without
 * one, public repositories still answer (GitHub's 60 requests an hour for anonymous clients).
 */
import { execFile } from 'node:child_process';
import { markdownToText } from '../report/markdown-text.js';
import { withoutTrailingSlashes } from '../run/url-text.js';

/**
 * The key of Narrator's hidden marker at the start of a comment (`<!-- narrator:KEY -->`), or null.
 * Found with indexOf, not a regex: a lazy group before `\s*-->` backtracks on a long run of spaces.
 */
function markerKey(body: string): string | null {
  const text = body.trimStart();
  if (!text.startsWith('<!--')) return null;
  const end = text.indexOf('-->');
  if (end === -1) return null;
  const inner = text.slice(4, end).trim();
  return inner.startsWith('narrator:') ? inner.slice('narrator:'.length).trim() : null;
}

/** The heading of a comment whose run is still going (src/report/format.ts RUNNING_SYMBOL). */
const RUNNING = /^#{1,6}\s+🔄/m;

export interface FollowOptions {
  target: { owner: string; repo: string; issueNumber: number };
  token: string | null;
  apiUrl: string | undefined;
  version: string;
  intervalMs: number;
  /** Stop (exit 2) once GitHub has not answered for this long. */
  giveUpMs: number;
  print(text: string): void;
  warn(text: string): void;
  redact(text: string): string;
  signal?: AbortSignal;
}

/** GITHUB_TOKEN, else what `gh auth token` prints (null when neither gives one). */
export async function followToken(env: Record<string, string | undefined>): Promise<string | null> {
  const fromEnv = env['GITHUB_TOKEN']?.trim() || env['GH_TOKEN']?.trim();
  if (fromEnv) return fromEnv;
  return new Promise((resolve) => {
    execFile('gh', ['auth', 'token'], { timeout: 5_000, env: env as NodeJS.ProcessEnv }, (error, stdout) => {
      resolve(error ? null : stdout.trim() || null);
    });
  });
}

/** Follows until every Narrator comment there is finished. Resolves with the exit status (0). */
export async function follow(o: FollowOptions): Promise<number> {
  const { owner, repo, issueNumber } = o.target;
  const base = withoutTrailingSlashes(o.apiUrl?.trim() || 'https://api.github.com');
  const url = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues/${issueNumber}/comments?per_page=100`;
  let etag: string | null = null;
  const shown = new Map<number, { body: string; running: boolean }>();
  let waitingSaid = false;
  /** Since when nothing answered (null: the last look got an answer), and the pause it has grown to. */
  let failingSince: number | null = null;
  let pauseMs = o.intervalMs;
  o.print(`Following Narrator on ${owner}/${repo}#${issueNumber} (Ctrl-C to stop)\n`);
  while (!o.signal?.aborted) {
    let answered = false;
    try {
      const response = await fetch(url, {
        headers: {
          accept: 'application/vnd.github+json',
          'user-agent': `narrator/${o.version}`,
          ...(o.token ? { authorization: `token ${o.token}` } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        ...(o.signal ? { signal: o.signal } : {}),
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        const message = await response
          .json()
          .then((b: unknown) => {
            const text = (b as { message?: unknown } | null)?.message;
            return typeof text === 'string' ? text : '';
          })
          .catch(() => '');
        o.warn(
          `narrator: follow: GitHub refused to list the comments of ${owner}/${repo}#${issueNumber} (${response.status}${message ? `: ${message}` : ''}); set GITHUB_TOKEN or log in with gh`,
        );
        return 2;
      }
      if (response.status !== 304 && !response.ok) {
        throw new Error(`GitHub answered ${response.status} ${response.statusText}`);
      }
      answered = true;
      if (response.status === 200) {
        etag = response.headers.get('etag');
        const data = (await response.json()) as unknown;
        for (const raw of Array.isArray(data) ? data : []) {
          const c = raw as { id?: unknown; body?: unknown; updated_at?: unknown };
          if (typeof c.id !== 'number' || typeof c.body !== 'string') continue;
          const marker = markerKey(c.body);
          if (marker === null) continue;
          if (shown.get(c.id)?.body === c.body) continue;
          const running = RUNNING.test(c.body);
          shown.set(c.id, { body: c.body, running });
          const when =
            typeof c.updated_at === 'string' ? c.updated_at.replace('T', ' ').replace('Z', ' UTC') : '';
          o.print(`\n── ${marker} · ${when} ${'─'.repeat(20)}\n${o.redact(markdownToText(c.body))}\n`);
        }
      }
    } catch (error) {
      if (o.signal?.aborted) break;
      const now = Date.now();
      failingSince ??= now;
      if (now - failingSince >= o.giveUpMs) {
        o.warn(
          `narrator: follow: ${base} did not answer for ${Math.round((now - failingSince) / 1000)} s (${failureText(error)}); giving up`,
        );
        return 2;
      }
      // Spaced out while nothing answers: a down network or a wrong GITHUB_API_URL is not fixed by hammering it.
      pauseMs = Math.min(Math.max(pauseMs * 2, o.intervalMs), Math.max(MAX_PAUSE_MS, o.intervalMs));
      o.warn(
        `narrator: follow: cannot list the comments at ${base} (${failureText(error)}); trying again in ${Math.round(pauseMs / 1000)} s`,
      );
    }
    if (answered) {
      failingSince = null;
      pauseMs = o.intervalMs;
    }
    const states = [...shown.values()];
    if (states.length > 0 && states.every((s) => !s.running)) {
      o.print('\nEvery run there has ended.\n');
      return 0;
    }
    if (answered && states.length === 0 && !waitingSaid) {
      waitingSaid = true;
      o.print('No Narrator comment there yet; waiting for a run to start.\n');
    }
    await sleep(pauseMs, o.signal);
  }
  return 130;
}

/** The longest pause between two looks while GitHub does not answer. */
const MAX_PAUSE_MS = 60_000;

/**
 * Why a look failed, with the system's cause: fetch says only "fetch failed", and the cause
 * (ECONNREFUSED, ENOTFOUND, a certificate error) is what a person can act on.
 */
function failureText(error: unknown): string {
  const e = error as { message?: unknown; cause?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const cause = e?.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : null;
  const detail = typeof cause?.message === 'string' ? cause.message : null;
  if (code === 'ENOTFOUND')
    return `${code}: the host name does not resolve; check GITHUB_API_URL or the network`;
  if (code === 'ECONNREFUSED') return `${code}: nothing listens there; check GITHUB_API_URL`;
  if (detail) return `${message}: ${detail}`;
  return code ? `${message}: ${code}` : message;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
