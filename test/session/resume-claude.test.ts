// Session resume end to end with the real Claude Code CLI (pinned 2.1.330): the Action's bundle
// (dist/index.js, built from src/ into a temp folder) runs twice on PR #7 of the loopback fake
// GitHub, each run in a fresh process and a fresh HOME, with one loopback Actions cache service
// driven by the real @actions/cache client in the bundle. Run 1's session reaches run 2 only
// through the sealed store; the model server sees run 1's conversation in run 2's request.
//
// The hostile cases keep a real store in the cache and change one thing each: the bytes of the
// entry, the key, the PR, the starter's permission, the key's absence, the cache service.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { finalComment } from '../support/agent-e2e.js';
import { buildActionBundle } from '../support/build-action.js';
import { type ClaudeSandbox, makeClaudeSandbox } from '../support/claude-env.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { type ModelServer, message, type RecordedRequest, startModelServer, text } from '../support/model-server.js';
import { freshHome, runOnce, SESSION_KEY, sessionLines } from './resume-support.js';

const FIRST = 'Review the change in src/add.js and list two suggestions.';
const SECOND = 'Now apply your second suggestion.';
/** What only run 1's model answer said: run 2's request must carry it. */
const REMEMBERED = 'Suggestion 2: rename add to sum (marker PELICAN-42).';

let cli: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  [cli, { index: bundleIndex }] = await Promise.all([ensureAgentCli('claude'), buildActionBundle()]);
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
    replies: [message([text(`Two suggestions. Suggestion 1: add a test. ${REMEMBERED}`)]), message([text('Done.')])],
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
    expect(sessionLines(second.run.stdout).join('\n')).toContain(`resumed session ${sessionId.slice(0, 8)}… from run 1234`);
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
