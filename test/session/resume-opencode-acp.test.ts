// Session resume over the Agent Client Protocol with the real opencode CLI (pinned 1.18.33,
// `opencode acp`): the Action's bundle runs `protocol: acp` twice on PR #7 of the loopback fake
// GitHub, each run in a fresh process and a fresh HOME (its XDG folders inside it), with one
// loopback Actions cache service driven by the real @actions/cache client in the bundle. Run 1's
// session reaches run 2 only through the sealed store (opencode's SQLite database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { reply, startChatServer } from '../support/openai-chat-server.js';
import { LOCAL_MODEL_KEY, MODEL_ID, makeOpencodeSandbox } from '../support/opencode-action.js';
import { runOnce, sentMethods, sessionLines } from './resume-support.js';

const FIRST = 'Review the change in src/add.js and list two suggestions.';
const SECOND = 'Now apply your second suggestion.';

let cli: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  [cli, { index: bundleIndex }] = await Promise.all([ensureAgentCli('opencode'), buildActionBundle()]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('opencode over ACP resumes its session on the next run of the job on the same PR', () => {
  test('run 2, in a fresh HOME, continues run 1 over ACP; the model sees run 1', {
    timeout: 10 * 60_000,
  }, async () => {
    const sandbox = makeOpencodeSandbox({ pathPrepend: [cli.binDir, path.dirname(process.execPath)] });
    const server = await startChatServer({
      apiKey: LOCAL_MODEL_KEY,
      replies: [
        reply('Two suggestions. Suggestion 2: rename add to sum (marker IBIS-3).'),
        reply('Done.'),
        reply('Done.'),
        reply('Done.'),
      ],
    });
    const cache = await FakeCacheService.start();
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-resume-opencode-acp-tools-'));
    cleanups.push(async () => {
      await server.close();
      await cache.close();
      sandbox.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
    });
    const freshMachine = () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'opencode-home-'));
      cleanups.push(() => fs.rmSync(home, { recursive: true, force: true }));
      return {
        ...sandbox.envFor(server.url),
        HOME: home,
        XDG_CONFIG_HOME: path.join(home, '.config'),
        XDG_DATA_HOME: path.join(home, '.local', 'share'),
        XDG_CACHE_HOME: path.join(home, '.cache'),
        XDG_STATE_HOME: path.join(home, '.local', 'state'),
      };
    };
    const run = (prompt: string) =>
      runOnce({
        bundleIndex,
        agent: 'opencode',
        sandbox,
        env: freshMachine(),
        cache,
        toolCache,
        machineInputs: { model: MODEL_ID },
        inputs: { prompt, protocol: 'acp', 'permission-mode': 'acceptEdits' },
      }).then((r) => {
        cleanups.push(r.cleanup);
        return r;
      });

    const first = await run(FIRST);
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    const saved = sessionLines(first.run.stdout).join('\n');
    expect(saved).toMatch(/saved session ses_\w+/);
    const sessionId = /saved session (ses_\w+)/.exec(saved)![1]!;

    const second = await run(SECOND);
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    expect(sessionLines(second.run.stdout).join('\n')).toContain(
      `resumed session ${sessionId.slice(0, 8)}… from run 1234`,
    );
    const methods = sentMethods(second.run.outputs);
    // opencode acp's initialize offers session/resume: the stored id goes on, nothing replayed.
    expect(methods, methods.join(' ')).toContain('session/resume');
    expect(methods).not.toContain('session/new');
    expect(second.run.outputs['session-id']).toBe(sessionId);
    const last = JSON.stringify(server.requests.at(-1)?.body);
    expect(JSON.stringify(server.requests.map((r) => r.body)).includes('IBIS-3')).toBe(true);
    expect(last).toContain(SECOND);
    const main = server.requests.filter((r) => JSON.stringify(r.body).includes(SECOND));
    expect(JSON.stringify(main.at(-1)?.body)).toContain('IBIS-3');
    expect(JSON.stringify(main.at(-1)?.body)).toContain(FIRST);
  });
});
