// An ACP agent that refuses the session Narrator restored for it: the launch planned "resumed", the
// agent said no, and every view must tell what actually happened. End to end through the Action's
// bundle (dist/index.js built from src/): `agent: claude`, `protocol: acp`, with the adapter's
// binary on PATH being the hand-written hostile ACP agent (test/fixtures/bin/hostile-acp.mjs). Run 1
// saves a session (a hand-written Claude Code session file placed in its HOME: the fake agent
// writes none); run 2 restores it into a fresh HOME, and the fake agent, whose initialize offers
// `session/load`, refuses it as Gemini CLI does ("No previous sessions found for this project").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseLedgerBlock } from '../../src/ledger/ledger.js';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import { freshHome, runOnce, sessionLines } from './resume-support.js';

const HOSTILE = path.join(import.meta.dirname, '..', 'fixtures', 'bin', 'hostile-acp.mjs');
const RESET =
  'ontext reset: the previous session could not be restored (the agent refused session/load: -32603 Internal error: No previous sessions found for this project.)';

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

describe('an ACP agent that refuses the restored session', () => {
  test('the comment, summary.json, the step summary and the ledger row say "context reset", not "resumed"', {
    timeout: 5 * 60_000,
  }, async () => {
    // The adapter's name on PATH, running the hostile agent (this test's shim).
    const shims = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-acp-refuse-bin-'));
    fs.writeFileSync(
      path.join(shims, 'claude-agent-acp'),
      `#!/bin/sh\nexec '${process.execPath}' '${HOSTILE}' "$@"\n`,
      { mode: 0o755 },
    );
    const sandbox = makeClaudeSandbox({ pathPrepend: [shims, cli.binDir, path.dirname(process.execPath)] });
    const cache = await FakeCacheService.start();
    // One pull request across both runs: its comments (the ledger's too) carry over.
    const github = await FakeGitHub.start();
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-acp-refuse-tools-'));
    cleanups.push(async () => {
      await cache.close();
      await github.close();
      sandbox.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
      fs.rmSync(shims, { recursive: true, force: true });
    });
    const run = (runId: string, home: string, agentEnv: Record<string, string>) =>
      runOnce({
        bundleIndex,
        agent: 'claude',
        sandbox,
        env: { ...sandbox.envFor('http://127.0.0.1:9'), HOME: home, FAKE_BYTES: '10', ...agentEnv },
        cache,
        toolCache,
        github,
        // The hostile agent's one edit is denied (incomplete): not what this test is about.
        inputs: { prompt: 'go', protocol: 'acp', 'permission-mode': 'plan', 'fail-on': 'error' },
        extraEnv: {
          GITHUB_RUN_ID: runId,
          NARRATOR_LEDGER: 'on',
          NARRATOR_LEDGER_SETTLE_MS: '100',
        },
      }).then((r) => {
        cleanups.push(r.cleanup);
        return r;
      });

    // Run 1: the fake agent's session `sess-1`, as Claude Code would have kept it (hand-written).
    const home1 = freshHome('acp-refuse');
    const project = path.join(home1, '.claude', 'projects', '-fixture');
    fs.mkdirSync(project, { recursive: true });
    fs.writeFileSync(
      path.join(project, 'sess-1.jsonl'),
      `${JSON.stringify({ type: 'user', sessionId: 'sess-1', message: { role: 'user', content: 'go' } })}\n`,
    );
    const first = await run('501', home1, {});
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    expect(sessionLines(first.run.stdout).join('\n')).toContain('saved session sess-1');

    // Run 2: restored, planned as a resume; the agent refuses the load.
    const second = await run('502', freshHome('acp-refuse'), { FAKE_LOAD: 'refuse' });
    expect(second.run.code, second.run.stdout + second.run.stderr).toBe(0);
    const log = second.run.stdout;
    expect(log).toContain('resumed session sess-1… from run 501');
    expect(log).toMatch(
      /fresh session: the agent could not load session sess-1 \(.+\): Narrator started a new one/,
    );

    const thread = second.comments();
    const live = thread.filter((c) => c.body.startsWith('<!-- narrator:'));
    expect(live, thread.map((c) => c.body.slice(0, 60)).join('\n')).toHaveLength(1);
    const comment = live[0]!.body;
    expect(comment).toContain(`C${RESET}`);
    expect(comment).not.toMatch(/Resumed session/);
    expect(second.run.stepSummary).toContain(`C${RESET}`);
    expect(second.run.stepSummary).not.toMatch(/Resumed session/);
    const summary = JSON.parse(fs.readFileSync(second.run.outputs['summary-file']!, 'utf8')) as {
      notices: { code: string; message: string }[];
    };
    expect(summary.notices.filter((n) => n.code === 'session').map((n) => n.message)).toEqual([`c${RESET}`]);

    // The ledger row of run 2: not resumed (run 1's row neither: it had nothing to resume).
    const ledger = thread
      .filter((c) => c.body.startsWith('<!-- narrator-ledger:'))
      .map((c) => parseLedgerBlock(c.body));
    expect(ledger).toHaveLength(1);
    const block = ledger[0]!;
    expect(block.kind).toBe('ok');
    if (block.kind !== 'ok') return;
    expect(block.block.rows.map((r) => [r.runId, r.resumed])).toEqual([
      ['501', false],
      ['502', false],
    ]);
  });
});
