// Session resume over the Agent Client Protocol, end to end: the Action's bundle (dist/index.js,
// built from src/ into a temp folder) runs `protocol: acp` with `agent: claude` twice on PR #7 of
// the loopback fake GitHub, each run in a fresh process and a fresh HOME. Zed's REAL Claude Code
// adapter (pinned 0.23.1) drives the REAL pinned Claude Code against the loopback model server;
// one loopback Actions cache service holds the sealed store between the runs. Run 1's session
// reaches run 2 only through the store: the model server sees run 1's conversation in run 2's
// request, and the fold of run 2 holds only run 2's turn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { finalComment } from '../support/agent-e2e.js';
import { buildActionBundle } from '../support/build-action.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { message, type RecordedRequest, startModelServer, text } from '../support/model-server.js';
import { freshHome, runOnce, sessionLines } from './resume-support.js';

const FIRST = 'Review the change in src/add.js and list two suggestions.';
const SECOND = 'Now apply your second suggestion.';
/** What only run 1's model answer said: run 2's request must carry it. */
const REMEMBERED = 'Suggestion 2: rename add to sum (marker HERON-17).';

let cli: AgentInstall;
let adapter: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  [cli, adapter, { index: bundleIndex }] = await Promise.all([
    ensureAgentCli('claude'),
    ensureAgentCli('claude-acp'),
    buildActionBundle(),
  ]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** Every text of a request's messages, in order. */
function texts(r: RecordedRequest): string {
  return JSON.stringify(r.body?.messages ?? []);
}

/** Narrator's own ACP requests in a run's stream log (the recording), by method. */
function sentMethods(outputs: Record<string, string>): string[] {
  return fs
    .readFileSync(outputs['log-file']!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((f) => f['_narrator'] === 'sent')
    .map((f) => (f['message'] as Record<string, unknown>)['method'])
    .filter((m): m is string => typeof m === 'string');
}

describe('Claude Code over ACP resumes its session on the next run of the job on the same PR', () => {
  test('run 2, in a fresh HOME restored from the sealed store, continues run 1 by session/resume', {
    timeout: 10 * 60_000,
  }, async () => {
    const sandbox = makeClaudeSandbox({
      pathPrepend: [adapter.binDir, cli.binDir, path.dirname(process.execPath)],
    });
    const server = await startModelServer({
      replies: [
        message([text(`Two suggestions. Suggestion 1: add a test. ${REMEMBERED}`)]),
        ...Array.from({ length: 10 }, () => message([text('Applied: renamed add to sum.')])),
      ],
    });
    const cache = await FakeCacheService.start();
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-resume-acp-tools-'));
    cleanups.push(async () => {
      await server.close();
      await cache.close();
      sandbox.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
    });
    const run = (prompt: string) =>
      runOnce({
        bundleIndex,
        agent: 'claude',
        sandbox,
        env: { ...sandbox.envFor(server.url), HOME: freshHome('claude-acp') },
        cache,
        toolCache,
        inputs: { prompt, protocol: 'acp', 'permission-mode': 'acceptEdits' },
      }).then((r) => {
        cleanups.push(r.cleanup);
        return r;
      });

    const first = await run(FIRST);
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    const saved = sessionLines(first.run.stdout).join('\n');
    expect(saved).toMatch(/saved session [0-9a-f-]{36}/);
    const sessionId = /saved session ([0-9a-f-]{36})/.exec(saved)![1]!;
    expect(sentMethods(first.run.outputs)).toContain('session/new');
    const entries = cache.entries.filter((e) => e.finalized && e.key.startsWith('narrator-session-v1-'));
    expect(entries).toHaveLength(1);
    // Sealed: the session's words are not in the bytes the cache holds.
    expect(entries[0]!.blob!.includes(Buffer.from('HERON'))).toBe(false);

    const second = await run(SECOND);
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    expect(sessionLines(second.run.stdout).join('\n')).toContain(
      `resumed session ${sessionId.slice(0, 8)}… from run 1234`,
    );
    // The client continued the stored id (the adapter offers session/resume), no new session.
    const methods = sentMethods(second.run.outputs);
    expect(methods).toContain('session/resume');
    expect(methods, sessionLines(second.run.stdout).join('\n')).not.toContain('session/new');
    expect(second.run.outputs['session-id']).toBe(sessionId);

    const [, req2] = server.mainRequests();
    expect(req2, 'a second main-thread request').toBeDefined();
    // Run 2's request carries run 1's conversation: its prompt and the model's answer.
    expect(texts(req2!)).toContain(FIRST);
    expect(texts(req2!)).toContain('HERON-17');
    expect(texts(req2!)).toContain(SECOND);
    // Run 2's own answer is its result, not run 1's.
    expect(second.run.outputs['result']).toContain('Applied: renamed add to sum.');
    expect(second.run.outputs['result'] ?? '').not.toContain('HERON');
    expect(finalComment(second)).toContain(`Resumed session ${sessionId.slice(0, 8)}… from run 1234`);
    // Run 2 saved the session again, for a run 3.
    expect(sessionLines(second.run.stdout).join('\n')).toContain(`saved session ${sessionId}`);
  });
});
