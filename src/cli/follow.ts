/**
 * `narrator follow OWNER/REPO#N`: Narrator's comments on a pull request or issue, followed from a
 * terminal (an editor's, a chat's) instead of the PR page: each comment is printed, re-rendered as
 * plain text, when it first appears and whenever it changes, until every run there has ended.
 *
 * It polls the comments with conditional requests (a 304 costs nothing of the rate limit). The
 * token comes from GITHUB_TOKEN, else `gh auth token` when the GitHub CLI is installed; without
 * one, public repositories still answer (GitHub's 60 requests an hour for anonymous clients).
 */
import { execFile } from 'node:child_process';
import { createGitHubClient } from '../github/client.js';
import { ConditionalResource } from '../github/conditional-get.js';
import { describeError } from '../github/errors.js';
import { silentLogger } from '../github/logger.js';
import type { CommentTarget } from '../github/target.js';
import { markdownToText } from '../report/markdown-text.js';

const MARKER = /^\s*<!--\s*narrator:(.*?)\s*-->/;
/** The heading of a comment whose run is still going (src/report/format.ts RUNNING_SYMBOL). */
const RUNNING = /^#{1,6}\s+🔄/m;

export interface FollowOptions {
  target: Pick<CommentTarget, 'owner' | 'repo' | 'issueNumber'>;
  token: string | null;
  apiUrl: string | undefined;
  version: string;
  intervalMs: number;
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
  const client = createGitHubClient({
    token: o.token ?? '',
    baseUrl: o.apiUrl,
    version: o.version,
    logger: silentLogger,
    serverErrorBackoffMs: 500,
  });
  const comments = new ConditionalResource<unknown[]>(
    client,
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    { owner, repo, issue_number: issueNumber, per_page: 100 },
  );
  const shown = new Map<number, { body: string; running: boolean }>();
  let waitingSaid = false;
  o.print(`Following Narrator on ${owner}/${repo}#${issueNumber} (Ctrl-C to stop)\n`);
  while (!o.signal?.aborted) {
    try {
      const answer = await comments.get(o.signal);
      if (answer.modified) {
        for (const raw of Array.isArray(answer.data) ? answer.data : []) {
          const c = raw as { id?: unknown; body?: unknown; updated_at?: unknown };
          if (typeof c.id !== 'number' || typeof c.body !== 'string') continue;
          const marker = MARKER.exec(c.body);
          if (!marker) continue;
          if (shown.get(c.id)?.body === c.body) continue;
          const running = RUNNING.test(c.body);
          shown.set(c.id, { body: c.body, running });
          const when =
            typeof c.updated_at === 'string' ? c.updated_at.replace('T', ' ').replace('Z', ' UTC') : '';
          o.print(`\n── ${marker[1]} · ${when} ${'─'.repeat(20)}\n${o.redact(markdownToText(c.body))}\n`);
        }
      }
    } catch (error) {
      if (o.signal?.aborted) break;
      const status = (error as { status?: unknown }).status;
      if (status === 401 || status === 403 || status === 404) {
        o.warn(
          `narrator: follow: GitHub refused to list the comments of ${owner}/${repo}#${issueNumber} (${describeError(error)}); set GITHUB_TOKEN or log in with gh`,
        );
        return 2;
      }
      o.warn(`narrator: follow: ${describeError(error)}; trying again`);
    }
    const states = [...shown.values()];
    if (states.length > 0 && states.every((s) => !s.running)) {
      o.print('\nEvery run there has ended.\n');
      return 0;
    }
    if (states.length === 0 && !waitingSaid) {
      waitingSaid = true;
      o.print('No Narrator comment there yet; waiting for a run to start.\n');
    }
    await sleep(o.intervalMs, o.signal);
  }
  return 130;
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
