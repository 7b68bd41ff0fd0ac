// Session resume over the Agent Client Protocol with the real Gemini CLI (pinned 0.61, `gemini
// --acp`): the Action's bundle runs `protocol: acp` twice on PR #7 of the loopback fake GitHub,
// each run in a fresh process and a fresh HOME (holding only the runner's .gemini/settings.json),
// with one loopback Actions cache service driven by the real @actions/cache client in the bundle.
// The two runs follow each other within seconds, so run 2 starts in the minute run 1 started in:
// the case where Gemini CLI's session/load emptied a chat restored under its own name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { finalComment } from '../support/agent-e2e.js';
import { buildActionBundle } from '../support/build-action.js';
import { startEgressGuard } from '../support/egress-guard.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { geminiPath, makeGeminiSandbox } from '../support/gemini-action.js';
import { respond, startGeminiServer, text } from '../support/gemini-server.js';
import { runOnce, sentMethods, sessionLines } from './resume-support.js';

const FIRST = 'Review the change in src/add.js and list two suggestions.';
const SECOND = 'Now apply your second suggestion.';

let cli: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  [cli, { index: bundleIndex }] = await Promise.all([ensureAgentCli('gemini'), buildActionBundle()]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('Gemini CLI over ACP resumes its session on the next run of the job on the same PR', () => {
  test('run 2, in a fresh HOME and the same minute, continues run 1 by session/load; the model sees run 1', {
    timeout: 10 * 60_000,
  }, async () => {
    const sandbox = makeGeminiSandbox({ pathPrepend: geminiPath(cli) });
    const server = await startGeminiServer({
      replies: [
        respond([text('Two suggestions. Suggestion 2: rename add to sum (marker EGRET-5).')]),
        respond([text('Done.')]),
      ],
    });
    const guard = await startEgressGuard();
    const cache = await FakeCacheService.start();
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-resume-tools-'));
    cleanups.push(async () => {
      await server.close();
      await guard.close();
      await cache.close();
      sandbox.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
    });
    const settings = fs.readFileSync(path.join(sandbox.home, '.gemini', 'settings.json'));
    const freshMachine = () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'gemini-home-'));
      fs.mkdirSync(path.join(home, '.gemini'));
      fs.writeFileSync(path.join(home, '.gemini', 'settings.json'), settings);
      cleanups.push(() => fs.rmSync(home, { recursive: true, force: true }));
      return { ...sandbox.envFor(server.url, guard.url), HOME: home };
    };
    const run = (prompt: string) =>
      runOnce({
        bundleIndex,
        agent: 'gemini',
        sandbox,
        env: freshMachine(),
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

    const second = await run(SECOND);
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    expect(sessionLines(second.run.stdout).join('\n')).toContain(
      `resumed session ${sessionId.slice(0, 8)}… from run 1234`,
    );
    // Gemini CLI's initialize offers session/load only: the stored id goes on, no new session.
    const methods = sentMethods(second.run.outputs);
    expect(methods, methods.join(' ')).toContain('session/load');
    expect(methods).not.toContain('session/new');
    expect(second.run.stdout).not.toContain('context reset');
    expect(second.run.outputs['session-id']).toBe(sessionId);
    expect(finalComment(second)).toContain(`Resumed session ${sessionId.slice(0, 8)}…`);
    // The main conversation's last request carries run 1's prompt and answer, and run 2's prompt.
    const last = JSON.stringify(server.turns().at(-1)?.body);
    expect(last).toContain(FIRST);
    expect(last).toContain('EGRET-5');
    expect(last).toContain(SECOND);
  });
});
