// Session resume end to end with the real Claude Code CLI (pinned 2.1.330): the Action's bundle
// (dist/index.js, built from src/ into a temp folder) runs twice on PR #7 of the loopback fake
// GitHub, each run in a fresh process and a fresh HOME, with one loopback Actions cache service
// driven by the real @actions/cache client in the bundle. Run 1's session reaches run 2 only
// through the sealed store; the model server sees run 1's conversation in run 2's request.
//
// The hostile cases keep a real store in the cache and change one thing each: the bytes of the
// entry, the key, the PR, the starter's permission, the key's absence, the cache service.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { finalComment } from '../support/agent-e2e.js';
import { buildActionBundle } from '../support/build-action.js';
import { type ClaudeSandbox, makeClaudeSandbox } from '../support/claude-env.js';
import { type CacheScopes, FakeCacheService } from '../support/fake-cache-service.js';
import {
  type ModelServer,
  message,
  type RecordedRequest,
  startModelServer,
  text,
} from '../support/model-server.js';
import { freshHome, PR_SCOPES, runOnce, sessionLines } from './resume-support.js';

const FIRST = 'Review the change in src/add.js and list two suggestions.';
const SECOND = 'Now apply your second suggestion.';
/** What only run 1's model answer said: run 2's request must carry it. */
const REMEMBERED = 'Suggestion 2: rename add to sum (marker PELICAN-42).';

let cli: AgentInstall;
let bundleIndex: string;
let bundleDir: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  [cli, { index: bundleIndex, dir: bundleDir }] = await Promise.all([
    ensureAgentCli('claude'),
    buildActionBundle(),
  ]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

interface Job {
  sandbox: ClaudeSandbox;
  server: ModelServer;
  cache: FakeCacheService;
  toolCache: string;
  envFor(home: string): Record<string, string>;
}

async function job(): Promise<Job> {
  const sandbox = makeClaudeSandbox({ pathPrepend: [cli.binDir, path.dirname(process.execPath)] });
  const server = await startModelServer({
    replies: [
      message([text(`Two suggestions. Suggestion 1: add a test. ${REMEMBERED}`)]),
      ...Array.from({ length: 10 }, () => message([text('Done.')])),
    ],
  });
  const cache = await FakeCacheService.start();
  const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-resume-tools-'));
  cleanups.push(async () => {
    await server.close();
    await cache.close();
    sandbox.cleanup();
    fs.rmSync(toolCache, { recursive: true, force: true });
  });
  return {
    sandbox,
    server,
    cache,
    toolCache,
    envFor: (home) => ({ ...sandbox.envFor(server.url), HOME: home }),
  };
}

function run(j: Job, o: { prompt: string } & Partial<Parameters<typeof runOnce>[0]>) {
  const { prompt, ...rest } = o;
  return runOnce({
    bundleIndex,
    agent: 'claude',
    sandbox: j.sandbox,
    env: j.envFor(freshHome('claude')),
    cache: j.cache,
    toolCache: j.toolCache,
    ...rest,
    inputs: { prompt, ...rest.inputs },
  }).then((r) => {
    cleanups.push(r.cleanup);
    return r;
  });
}

/** Every text of a request's messages, in order. */
function texts(r: RecordedRequest): string {
  return JSON.stringify(r.body?.messages ?? []);
}

describe('Claude Code resumes its session on the next run of the job on the same PR', () => {
  test('run 2, in a fresh HOME, resumes run 1 from the sealed store; the model sees run 1', {
    timeout: 10 * 60_000,
  }, async () => {
    const j = await job();
    const first = await run(j, { prompt: FIRST });
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    const saved = sessionLines(first.run.stdout).join('\n');
    expect(saved).toMatch(/saved session [0-9a-f-]{36}/);
    const sessionId = /saved session ([0-9a-f-]{36})/.exec(saved)![1]!;
    // One entry, sealed: the session's words are not in the bytes the cache holds.
    const entries = j.cache.entries.filter((e) => e.finalized && e.key.startsWith('narrator-session-v1-'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.blob!.includes(Buffer.from('PELICAN'))).toBe(false);

    const second = await run(j, { prompt: SECOND });
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    expect(sessionLines(second.run.stdout).join('\n')).toContain(
      `resumed session ${sessionId.slice(0, 8)}… from run 1234`,
    );
    // The same session went on (Claude keeps the id on --resume).
    expect(second.run.outputs['session-id']).toBe(sessionId);

    const [req1, req2] = j.server.mainRequests();
    expect(req2, 'a second main-thread request').toBeDefined();
    // Run 2's request carries run 1's conversation: its prompt and the model's answer.
    expect(texts(req2!)).toContain(FIRST);
    expect(texts(req2!)).toContain('PELICAN-42');
    expect(texts(req2!)).toContain(SECOND);
    // The provider's prompt cache: the same system prompt and tools, and run 1's messages as the
    // start of run 2's (the first message byte for byte).
    expect(JSON.stringify(req2!.body?.system)).toBe(JSON.stringify(req1!.body?.system));
    expect(JSON.stringify(req2!.body?.tools)).toBe(JSON.stringify(req1!.body?.tools));
    expect(JSON.stringify(req2!.body?.messages?.[0])).toBe(JSON.stringify(req1!.body?.messages?.[0]));

    // The comment says it.
    expect(finalComment(second)).toContain(`Resumed session ${sessionId.slice(0, 8)}… from run 1234`);
  });
});

/** The entry's key prefix for PR `number` of this job (src/action/launch/session.ts's rule). */
function prefixFor(number: number): string {
  return `narrator-session-v1-${scopeIdFor(number)}-`;
}

/** The store's scope id for PR `number` of this job (src/session/names.ts's rule). */
function scopeIdFor(number: number): string {
  return createHash('sha256')
    .update(JSON.stringify(['octo/app', number, 'e2e/narrate', 'claude']))
    .digest('hex')
    .slice(0, 32);
}

/**
 * The bundle's own cache client (dist/cache-client.js, the real @actions/cache) pointed at the
 * fake, as a step with cache write access in `scopes` would use it: to read the newest store and
 * plant another one, at the paths the Action uses (one per pull request of the job: `fileFor`).
 */
async function asCacheWriter<T>(
  j: Job,
  scopes: CacheScopes,
  work: (
    client: import('../../src/agent/agent-cache.js').CacheClient,
    fileFor: (pr: number) => string,
  ) => Promise<T>,
): Promise<T> {
  const env = { ...j.cache.env(scopes), GITHUB_WORKSPACE: j.sandbox.repo };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const client = (await import(
      path.join(bundleDir, 'cache-client.js')
    )) as import('../../src/agent/agent-cache.js').CacheClient;
    return await work(client, (pr) =>
      path.join(j.toolCache, 'narrator-session', scopeIdFor(pr), 'store.bin'),
    );
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

function sessionEntries(j: Job): number {
  return j.cache.entries.filter((e) => e.finalized && e.key.startsWith('narrator-session-v1-')).length;
}

describe('a rewritten branch (a force push) between the runs', () => {
  test('continue-rewritten: tell resumes and tells the agent in its message; fresh starts fresh', {
    timeout: 10 * 60_000,
  }, async () => {
    const j = await job();
    const first = await run(j, { prompt: FIRST });
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    // The head the session saw is no longer an ancestor of the head (the commit is amended).
    execFileSync(
      'git',
      ['-C', j.sandbox.repo, 'commit', '--amend', '-q', '-m', 'rewritten', '--allow-empty'],
      {
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e',
        },
      },
    );
    const told = await run(j, { prompt: SECOND });
    expect(told.run.code, told.run.stdout + told.run.stderr).toBe(0);
    expect(told.run.stdout).toContain('(the branch was rewritten since: the agent is told)');
    const last = j.server.mainRequests().at(-1)!;
    expect(texts(last)).toContain('PELICAN-42');
    expect(texts(last)).toMatch(
      /Note from Narrator: the branch was rewritten since your last run: it was at [0-9a-f]{7}, which is not an ancestor/,
    );
    // The system prompt is still run 1's: the note is in the user's message.
    expect(JSON.stringify(last.body?.system)).toBe(JSON.stringify(j.server.mainRequests()[0]!.body?.system));

    execFileSync(
      'git',
      ['-C', j.sandbox.repo, 'commit', '--amend', '-q', '-m', 'rewritten again', '--allow-empty'],
      {
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@e',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@e',
        },
      },
    );
    const fresh = await run(j, { prompt: SECOND, inputs: { 'continue-rewritten': 'fresh' } });
    expect(fresh.run.code, fresh.run.stdout + fresh.run.stderr).toBe(0);
    expect(fresh.run.stdout).toMatch(
      /fresh session: the branch was rewritten .* and continue-rewritten is 'fresh'/,
    );
    expect(texts(j.server.mainRequests().at(-1)!)).not.toContain('PELICAN-42');
  });
});

describe('the agent as another user (agent-user: unprivileged, the default)', () => {
  test("the store is saved from, and restored into, the agent user's own fresh HOME", {
    timeout: 10 * 60_000,
  }, async () => {
    const j = await job();
    const inputs = { 'agent-user': 'unprivileged' };
    const first = await run(j, { prompt: FIRST, inputs });
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    expect(first.run.stdout).toMatch(/agent-user: the agent runs as narrator-agent/);
    const sessionId = /saved session ([0-9a-f-]{36})/.exec(first.run.stdout)?.[1];
    expect(sessionId, first.run.stdout).toBeDefined();
    const second = await run(j, { prompt: SECOND, inputs });
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    expect(second.run.stdout).toContain(`resumed session ${sessionId!.slice(0, 8)}…`);
    expect(texts(j.server.mainRequests()[1]!)).toContain('PELICAN-42');
  });
});

describe('a stored session is never restored where it must not be, and the run goes on fresh', () => {
  let j: Job;
  beforeAll(async () => {
    j = await job();
    const first = await run(j, { prompt: FIRST });
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    expect(sessionEntries(j)).toBe(1);
    expect(j.cache.entries[0]!.key.startsWith(prefixFor(7))).toBe(true);
  }, 10 * 60_000);

  /** Run 2 went on fresh, passed, and said why in the log and the comment. */
  function expectFresh(r: Awaited<ReturnType<typeof run>>, why: RegExp): void {
    expect(r.run.code, r.run.stdout + r.run.stderr).toBe(0);
    const lines = sessionLines(r.run.stdout).join('\n');
    expect(lines).not.toMatch(/resumed session/);
    expect(lines).toMatch(why);
    // The model saw no earlier conversation.
    const last = j.server.mainRequests().at(-1)!;
    expect(texts(last)).not.toContain('PELICAN-42');
  }

  test('without session-key: said once in the log, nothing restored or saved', {
    timeout: 5 * 60_000,
  }, async () => {
    const before = sessionEntries(j);
    const r = await run(j, { prompt: SECOND, inputs: { 'session-key': '' } });
    expectFresh(r, /no session-key: this run neither resumes/);
    expect(r.run.stdout.match(/no session-key/g)).toHaveLength(1);
    expect(sessionEntries(j)).toBe(before);
  });

  test('a run a reader started: not restored, not saved, and the comment says why', {
    timeout: 5 * 60_000,
  }, async () => {
    const before = sessionEntries(j);
    const r = await run(j, { prompt: SECOND, permission: 'read' });
    expectFresh(
      r,
      /octo-dev has read access \(a session is restored only into, and saved only from, a run a person with write access started\)/,
    );
    expect(finalComment(r)).toContain('Fresh session: octo-dev has read access');
    expect(sessionEntries(j)).toBe(before);
  });

  test('a cache service that fails: the run goes on fresh, context reset said', {
    timeout: 5 * 60_000,
  }, async () => {
    j.cache.failWith = 500;
    try {
      const r = await run(j, { prompt: SECOND });
      expectFresh(r, /context reset: the previous session could not be restored \(the cache service failed/);
      expect(finalComment(r)).toContain('Context reset: the previous session could not be restored');
    } finally {
      j.cache.failWith = null;
    }
  });

  test('a store over session-max-mb is not opened', { timeout: 5 * 60_000 }, async () => {
    const r = await run(j, { prompt: SECOND, inputs: { 'session-max-mb': '0.0001' } });
    expectFresh(r, /context reset: .*the store is \d+ bytes, over the cap of 105/);
  });

  test("another PR's store planted under this PR's key does not open (its scope is sealed in)", {
    timeout: 5 * 60_000,
  }, async () => {
    // Someone with write access to the cache copies PR 7's newest store under PR 8's key.
    const both: CacheScopes = { read: ['refs/pull/7/merge', 'refs/heads/main'], write: 'refs/heads/main' };
    await asCacheWriter(j, both, async (client, fileFor) => {
      const [from, to] = [fileFor(7), fileFor(8)];
      fs.rmSync(from, { force: true });
      expect((await client.restore([from], `${prefixFor(7)}newest`, [prefixFor(7)])).value).toBeDefined();
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
      expect((await client.save([to], `${prefixFor(8)}999999999999999-planted`)).value).toBeGreaterThan(0);
      fs.rmSync(to, { force: true });
    });
    const r = await run(j, {
      prompt: SECOND,
      pullRequest: { number: 8 },
      scopes: { read: ['refs/pull/8/merge', 'refs/heads/main'], write: 'refs/pull/8/merge' },
    });
    expectFresh(
      r,
      /context reset: the previous session could not be restored \(the store failed its integrity check/,
    );
  });

  test('a tampered store is refused before anything is written; the run goes on fresh', {
    timeout: 5 * 60_000,
  }, async () => {
    await asCacheWriter(j, PR_SCOPES, async (client, fileFor) => {
      const file = fileFor(7);
      fs.rmSync(file, { force: true });
      expect((await client.restore([file], `${prefixFor(7)}newest`, [prefixFor(7)])).value).toBeDefined();
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
      fs.writeFileSync(file, bytes);
      expect((await client.save([file], `${prefixFor(7)}999999999999999-tampered`)).value).toBeGreaterThan(0);
      fs.rmSync(file, { force: true });
    });
    const home = freshHome('claude');
    const r = await run(j, { prompt: SECOND, env: j.envFor(home) });
    expectFresh(
      r,
      /context reset: the previous session could not be restored \(the store failed its integrity check/,
    );
    expect(finalComment(r)).toContain(
      'Context reset: the previous session could not be restored (the store failed its integrity check',
    );
    // Nothing of the store reached the agent's HOME: the only session there is this run's own.
    const projects = path.join(home, '.claude', 'projects');
    const sessions = fs
      .readdirSync(projects)
      .flatMap((d) => fs.readdirSync(path.join(projects, d)).filter((f) => f.endsWith('.jsonl')));
    expect(sessions).toEqual([`${r.run.outputs['session-id']}.jsonl`]);
  });
});
