// Session resume over the Agent Client Protocol with Codex, end to end: the Action's bundle
// (dist/index.js, built from src/ into a temp folder) runs `protocol: acp` with `agent: codex`
// twice on PR #7 of the loopback fake GitHub, each run in a fresh process, a fresh HOME and a fresh
// CODEX_HOME (holding only the runner's config.toml). Zed's REAL Codex adapter (`codex-acp`,
// pinned, a native binary with its own build of Codex) talks to the loopback Responses API server
// behind the egress guard; one loopback Actions cache service holds the sealed store between the
// runs. Run 1's thread reaches run 2 only through the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { finalComment } from '../support/agent-e2e.js';
import { buildActionBundle } from '../support/build-action.js';
import { type CodexSandbox, makeCodexSandbox } from '../support/codex-env.js';
import { type EgressGuard, startEgressGuard } from '../support/egress-guard.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { type ResponsesServer, response, startResponsesServer, text } from '../support/responses-server.js';
import { runOnce, sentMethods, sessionLines } from './resume-support.js';

const FIRST = 'Review the change in src/add.js and list two suggestions.';
const SECOND = 'Now apply your second suggestion.';

let adapter: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  [adapter, { index: bundleIndex }] = await Promise.all([ensureAgentCli('codex-acp'), buildActionBundle()]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('Codex over ACP resumes its thread on the next run of the job on the same PR', () => {
  test('run 2, in a fresh HOME and CODEX_HOME, continues run 1 by session/resume; the model sees run 1', {
    timeout: 10 * 60_000,
  }, async () => {
    const guard: EgressGuard = await startEgressGuard();
    const sandbox: CodexSandbox = makeCodexSandbox({
      proxyUrl: guard.url,
      pathPrepend: [adapter.binDir, path.dirname(process.execPath)],
    });
    const server: ResponsesServer = await startResponsesServer({
      replies: [
        response([text('Two suggestions. Suggestion 2: rename add to sum (marker HERON-17).')]),
        response([text('Applied: renamed add to sum.')]),
      ],
    });
    const cache = await FakeCacheService.start();
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-resume-codex-acp-tools-'));
    cleanups.push(async () => {
      await server.close();
      await guard.close();
      await cache.close();
      sandbox.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
    });
    const config = sandbox.envFor(server.url);
    const configToml = fs.readFileSync(path.join(sandbox.codexHome, 'config.toml'));
    /** A machine of its own: a fresh HOME whose CODEX_HOME holds only the runner's config.toml. */
    const freshMachine = () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-acp-home-'));
      fs.mkdirSync(path.join(home, '.codex'));
      fs.writeFileSync(path.join(home, '.codex', 'config.toml'), configToml);
      cleanups.push(() => fs.rmSync(home, { recursive: true, force: true }));
      return { ...config, HOME: home, CODEX_HOME: path.join(home, '.codex') };
    };
    const run = (prompt: string) =>
      runOnce({
        bundleIndex,
        agent: 'codex',
        sandbox,
        env: freshMachine(),
        cache,
        toolCache,
        machineInputs: { 'timeout-minutes': '2' },
        inputs: { prompt, protocol: 'acp', 'permission-mode': 'acceptEdits' },
      }).then((r) => {
        cleanups.push(r.cleanup);
        return r;
      });

    const first = await run(FIRST);
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    const saved = sessionLines(first.run.stdout).join('\n');
    expect(saved).toMatch(/saved session [0-9a-f-]{36}/);
    const threadId = /saved session ([0-9a-f-]{36})/.exec(saved)![1]!;
    expect(sentMethods(first.run.outputs)).toContain('session/new');

    const second = await run(SECOND);
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    const log = sessionLines(second.run.stdout).join('\n');
    expect(log).toContain(`resumed session ${threadId.slice(0, 8)}… from run 1234`);
    const methods = sentMethods(second.run.outputs);
    // codex-acp's initialize offers session/resume: the stored id goes on, nothing replayed.
    expect(methods, methods.join(' ')).toContain('session/resume');
    expect(methods, log).not.toContain('session/new');
    expect(second.run.outputs['session-id']).toBe(threadId);
    expect(finalComment(second)).toContain(`Resumed session ${threadId.slice(0, 8)}… from run 1234`);

    const [req1, req2] = server.responseRequests();
    expect(req2, 'a second request').toBeDefined();
    const input2 = JSON.stringify(req2!.body?.input ?? []);
    expect(input2).toContain(FIRST);
    expect(input2).toContain('HERON-17');
    expect(input2).toContain(SECOND);
    // The provider's prompt cache: the same instructions and tools, run 1's input first.
    expect(req2!.body?.instructions).toEqual(req1!.body?.instructions);
    expect(JSON.stringify(req2!.body?.tools)).toBe(JSON.stringify(req1!.body?.tools));
    const input1 = (req1!.body?.input ?? []) as unknown[];
    expect(JSON.stringify(((req2!.body?.input ?? []) as unknown[]).slice(0, input1.length))).toBe(
      JSON.stringify(input1),
    );
    expect(second.run.outputs['result']).toContain('Applied: renamed add to sum.');
    expect(sessionLines(second.run.stdout).join('\n')).toContain(`saved session ${threadId}`);
  });
});
