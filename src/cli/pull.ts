/**
 * `narrator pull OWNER/REPO#N [--store FILE]`: a session the Action sealed (docs/resume.md), opened
 * with NARRATOR_SESSION_KEY and put where the agent's CLI looks on this machine, with the command
 * that continues it. The same store, the same checks as the Action's restore (src/session/store.ts):
 * nothing is written unless the whole store authenticates for that pull request, job and agent.
 *
 * Without --store it fetches the newest store itself: the Action uploads each sealed store as an
 * artifact of its run, named after the scope (src/session/names.ts), which GitHub's REST API
 * lists by name and downloads as a zip (the CLI talks to GitHub with plain fetch, like history.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withoutTrailingSlashes } from '../run/url-text.js';
import { resumeFactsFor } from '../session/agents.js';
import { sessionArtifactName } from '../session/names.js';
import { DEFAULT_MAX_STORE_BYTES, openStore, type SessionScope, writeStoreFiles } from '../session/store.js';
import { readZipEntry } from '../session/zip.js';

export interface PullCommand {
  target: { owner: string; repo: string; issueNumber: number };
  /** The sealed store's file; null: fetch the newest from the runs' artifacts. */
  store: string | null;
  job: string;
  agent: string;
  cwd: string;
}

export interface PullIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The GitHub token for fetching the store (none: GitHub refuses the download). */
  token?: string | null;
  version?: string;
}

/** What the zip of an artifact may hold beyond the store: its own headers. */
const ZIP_SLACK_BYTES = 64 * 1024;

class FetchError extends Error {}

/** The newest unexpired artifact holding this scope's store, downloaded and unzipped. */
async function fetchStore(scope: SessionScope, io: PullIo): Promise<{ bytes: Buffer; from: string }> {
  const [owner, repo] = scope.repository.split('/') as [string, string];
  const base = withoutTrailingSlashes(io.env['GITHUB_API_URL']?.trim() || 'https://api.github.com');
  const headers = {
    accept: 'application/vnd.github+json',
    'user-agent': `narrator/${io.version ?? '0'}`,
    ...(io.token ? { authorization: `token ${io.token}` } : {}),
  };
  const name = sessionArtifactName(scope);
  const repoUrl = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const get = async (url: string, what: string) => {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    } catch (error) {
      throw new FetchError(`cannot reach ${base} to ${what} (${(error as Error).message})`);
    }
    if (!response.ok) {
      throw new FetchError(
        `GitHub refused to ${what} (${response.status})${io.token ? '' : '; set GITHUB_TOKEN or log in with gh'}`,
      );
    }
    return response;
  };
  const listed = (await (
    await get(
      `${repoUrl}/actions/artifacts?name=${encodeURIComponent(name)}&per_page=100`,
      `list the artifacts named ${name}`,
    )
  )
    .json()
    .catch(() => null)) as { artifacts?: unknown } | null;
  const artifacts = (Array.isArray(listed?.artifacts) ? listed.artifacts : [])
    .map(
      (a) =>
        a as {
          id?: unknown;
          name?: unknown;
          expired?: unknown;
          created_at?: unknown;
          size_in_bytes?: unknown;
          workflow_run?: { id?: unknown } | null;
        },
    )
    .filter(
      (a) =>
        typeof a.id === 'number' && a.name === name && a.expired !== true && typeof a.created_at === 'string',
    )
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  const newest = artifacts[0];
  if (newest === undefined) {
    throw new FetchError(
      `no unexpired artifact ${name} in ${scope.repository}: no run of that job on #${scope.number} saved a session since Narrator uploads them (check --job and --agent), or it expired; give the store with --store FILE`,
    );
  }
  const size = typeof newest.size_in_bytes === 'number' ? newest.size_in_bytes : 0;
  if (size > DEFAULT_MAX_STORE_BYTES + ZIP_SLACK_BYTES) {
    throw new FetchError(`artifact ${newest.id} is ${size} bytes, over ${DEFAULT_MAX_STORE_BYTES}`);
  }
  // GitHub answers with a redirect to blob storage; fetch follows it without the token.
  const response = await get(
    `${repoUrl}/actions/artifacts/${newest.id}/zip`,
    `download artifact ${newest.id}`,
  );
  const zip = await readCapped(response, DEFAULT_MAX_STORE_BYTES + ZIP_SLACK_BYTES);
  if (zip === null) throw new FetchError(`artifact ${newest.id} is over ${DEFAULT_MAX_STORE_BYTES} bytes`);
  let bytes: Buffer | null;
  try {
    bytes = await readZipEntry(zip, 'store.bin', { maxFiles: 4, maxBytes: DEFAULT_MAX_STORE_BYTES });
  } catch (error) {
    throw new FetchError(`artifact ${newest.id} is not a store's zip: ${(error as Error).message}`);
  }
  if (bytes === null) throw new FetchError(`artifact ${newest.id} holds no store.bin`);
  const run = typeof newest.workflow_run?.id === 'number' ? ` of run ${newest.workflow_run.id}` : '';
  return { bytes, from: `artifact ${newest.id}${run}` };
}

/** The body, or null once it passes `max` bytes. */
async function readCapped(response: Response, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  if (response.body === null) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    total += (chunk as Uint8Array).length;
    if (total > max) return null;
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

export async function pull(c: PullCommand, io: PullIo): Promise<number> {
  const fail = (why: string) => {
    io.stderr(`narrator pull: ${why}\n`);
    return 2;
  };
  const secret = io.env['NARRATOR_SESSION_KEY'];
  if (!secret) return fail("set NARRATOR_SESSION_KEY to the workflow's session-key secret");
  const facts = resumeFactsFor(c.agent);
  if (facts === null) return fail(`Narrator cannot continue a session of ${c.agent}`);
  const scope = {
    repository: `${c.target.owner}/${c.target.repo}`,
    number: c.target.issueNumber,
    job: c.job,
    agent: c.agent,
  };
  let bytes: Buffer;
  if (c.store === null) {
    try {
      const fetched = await fetchStore(scope, io);
      bytes = fetched.bytes;
      io.stderr(`narrator pull: fetched the sealed store from ${fetched.from}\n`);
    } catch (error) {
      if (error instanceof FetchError) return fail(error.message);
      throw error;
    }
  } else {
    try {
      const size = statSync(c.store).size;
      if (size > DEFAULT_MAX_STORE_BYTES)
        return fail(`${c.store} is ${size} bytes, over ${DEFAULT_MAX_STORE_BYTES}`);
      bytes = readFileSync(c.store);
    } catch (error) {
      return fail(`cannot read ${c.store}: ${(error as Error).message}`);
    }
  }
  let store: ReturnType<typeof openStore>;
  try {
    store = openStore(bytes, secret, scope, DEFAULT_MAX_STORE_BYTES);
  } catch (error) {
    return fail(
      `${(error as Error).message} (is --job the key of the comment's <!-- narrator:KEY --> marker?)`,
    );
  }
  const home = io.env['HOME'] || os.homedir();
  const roots = facts.roots(io.env, home);
  const cwd = path.resolve(c.cwd);
  let written: string[];
  try {
    const placed = writeStoreFiles(facts.localize(store.files, cwd), roots);
    written = placed.written;
    if (placed.skipped.length > 0) {
      io.stderr(`narrator pull: skipped (a link or an unknown place): ${placed.skipped.join(', ')}\n`);
    }
  } catch (error) {
    return fail(
      `the session's files could not be put in place: ${(error as Error).message} (a session already pulled here? remove it first)`,
    );
  }
  const m = store.manifest;
  io.stdout(
    `Session ${m.sessionId} of ${scope.repository}#${scope.number} (${c.job}), saved ${new Date(m.savedAt).toISOString()}` +
      `${m.run.url ? ` by ${m.run.url}` : ''}, head ${m.head ? m.head.slice(0, 7) : 'unknown'}:\n` +
      `${written.map((f) => `  ${f}`).join('\n')}\n\nContinue it in ${cwd}:\n  cd ${cwd} && ${facts.localCommand(m.sessionId)}\n`,
  );
  return 0;
}
