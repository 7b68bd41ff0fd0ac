// Two jobs at once on one machine (a shared self-hosted runner: one tool cache for both): each
// saves and restores its own sealed store, never the other's. End to end through the Action's
// bundle (dist/index.js built from src/) and one loopback Actions cache service driven by the real
// @actions/cache client in the bundle. The agent is `agent: claude` over ACP with the adapter's
// binary on PATH being the hand-written hostile ACP agent (test/fixtures/bin/hostile-acp.mjs), its
// session a hand-written Claude Code session file placed in each run 1's HOME: this test is about
// the store's file, not about an agent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { freshHome, runOnce, sessionLines } from './resume-support.js';

const HOSTILE = path.join(import.meta.dirname, '..', 'fixtures', 'bin', 'hostile-acp.mjs');

let cli: AgentInstall;
let bundleIndex: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  // The recipe checks that Claude Code is there too (the adapter drives it): the real one.
  [cli, { index: bundleIndex }] = await Promise.all([ensureAgentCli('claude'), buildActionBundle()]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('two jobs on one machine at once', () => {
  test('each saves and restores its own session store: the file is per job, the versions differ', {
    timeout: 5 * 60_000,
  }, async () => {
    const shims = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-shared-runner-bin-'));
    fs.writeFileSync(
      path.join(shims, 'claude-agent-acp'),
      `#!/bin/sh\nexec '${process.execPath}' '${HOSTILE}' "$@"\n`,
      { mode: 0o755 },
    );
    const sandbox = makeClaudeSandbox({ pathPrepend: [shims, cli.binDir, path.dirname(process.execPath)] });
    const cache = await FakeCacheService.start();
    // The machine's one tool cache, shared by both jobs.
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-shared-runner-tools-'));
    cleanups.push(async () => {
      await cache.close();
      sandbox.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
      fs.rmSync(shims, { recursive: true, force: true });
    });
    const run = (job: string, runId: string, home: string) =>
      runOnce({
        bundleIndex,
        agent: 'claude',
        sandbox,
        env: { ...sandbox.envFor('http://127.0.0.1:9'), HOME: home, FAKE_BYTES: '10' },
        cache,
        toolCache,
        // The hostile agent's one edit is denied (incomplete): not what this test is about.
        inputs: { prompt: 'go', protocol: 'acp', 'permission-mode': 'plan', 'fail-on': 'error' },
        extraEnv: { GITHUB_JOB: job, GITHUB_RUN_ID: runId },
      }).then((r) => {
        cleanups.push(r.cleanup);
        return r;
      });
    /** A run 1's HOME: the agent's session `sess-1`, as Claude Code would have kept it (hand-written). */
    const homeWithSession = (job: string) => {
      const home = freshHome(`shared-${job}`);
      const project = path.join(home, '.claude', 'projects', '-fixture');
      fs.mkdirSync(project, { recursive: true });
      fs.writeFileSync(
        path.join(project, 'sess-1.jsonl'),
        `${JSON.stringify({ type: 'user', sessionId: 'sess-1', message: { role: 'user', content: job } })}\n`,
      );
      return home;
    };

    const firsts = await Promise.all([
      run('review', '701', homeWithSession('review')),
      run('fix', '702', homeWithSession('fix')),
    ]);
    for (const r of firsts) {
      expect(r.run.code, r.run.stdout + r.run.stderr).toBe(0);
      expect(sessionLines(r.run.stdout).join('\n')).toContain('saved session sess-1');
    }
    const entries = cache.entries.filter((e) => e.finalized && e.key.startsWith('narrator-session-v1-'));
    expect(entries).toHaveLength(2);
    // The cache client's version hashes the path it packs: two jobs, two paths.
    expect(new Set(entries.map((e) => e.version)).size).toBe(2);

    const seconds = await Promise.all([
      run('review', '703', freshHome('shared-review')),
      run('fix', '704', freshHome('shared-fix')),
    ]);
    const [review, fix] = seconds.map((r) => sessionLines(r.run.stdout).join('\n'));
    for (const r of seconds) expect(r.run.code, r.run.stdout + r.run.stderr).toBe(0);
    // Each restored its own job's store (its run 1), and opened it.
    expect(review).toContain('resumed session sess-1… from run 701');
    expect(fix).toContain('resumed session sess-1… from run 702');
    expect(`${review}\n${fix}`).not.toMatch(/could not be restored \(the store/);
    // Nothing left behind in the shared tool cache: no store, no lock.
    const left = fs
      .readdirSync(path.join(toolCache, 'narrator-session'), { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory() || e.name === 'store.lock');
    expect(left.map((e) => e.name)).toEqual([]);
  });
});
