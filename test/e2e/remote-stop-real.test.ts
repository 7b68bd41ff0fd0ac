// A stop from the PR against the REAL agent CLIs: the bundled Action runs Claude Code (2.1.330)
// and Codex (0.169) with their own recipes against their local model servers; the model starts a
// ten-second shell loop, and once it runs a maintainer reacts 👎 to Narrator's live comment on the
// fake GitHub. The Action must find it on its next poll, interrupt the CLI (SIGINT, then SIGTERM /
// SIGKILL on the grace), end as cancelled with who stopped it, and leave nothing running.
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { agentE2e } from '../support/agent-e2e.js';
import {
  expectNoneAlive,
  expectTicksStopped,
  slowLoop,
  stopFromPrMidTool,
} from '../support/cancel-mid-tool.js';
import { runClaudeAction } from '../support/claude-action.js';
import { runCodexAction } from '../support/codex-action.js';
import { message, text, toolUse } from '../support/model-server.js';
import { execCommand, response, text as responseText } from '../support/responses-server.js';
import type { ActionRun } from '../support/run-action.js';
import { describeActionRun } from '../support/run-action.js';

const TICKS = 'ticks.log';
const MAINTAINER = 'maint';
// The poll comes every second (its floor), the CLI gets 2 s to finish its turn on SIGINT.
const STOP_ENV = { NARRATOR_KILL_GRACE_MS: '2000' };
const STOP_INPUTS = { 'update-interval-seconds': '0.5' };

function expectStoppedFromPr(run: ActionRun, sentAt: number): void {
  expect(sentAt, describeActionRun(run)).toBeGreaterThan(0);
  expect(run.code, describeActionRun(run)).toBe(1);
  expect(run.outputs, describeActionRun(run)).toMatchObject({
    outcome: 'cancelled',
    'stopped-by': MAINTAINER,
    'tool-calls': '1',
  });
  // The reason, then what to do about it (a stop asked for is a cancel).
  expect(run.outputs['error']?.split('\n')[0]).toMatch(/^Stopped by @maint \(👎\) after \d+ s\.$/);
  expect(run.outputs['failure-kind']).toBe('cancelled');
  expect(run.state['narrator-views-finished']).toBe('true');
  // One poll (1 s), the SIGINT grace (2 s), the SIGTERM grace (2 s) at most, and the final edit.
  expect(Date.now() - sentAt).toBeLessThan(9_000);
  // The interrupt was answered: the CLI ended on its own (Claude Code 2.1.330 exits 0 on SIGINT,
  // Codex 0.169 exits 1), or on the SIGTERM / SIGKILL after the grace.
  expect(run.stdout).toMatch(/after the stop the agent ended (on SIG|with exit code)/);
}

describe('Claude Code stopped from the PR mid-tool', () => {
  const e2e = agentE2e({ agent: 'claude', run: runClaudeAction });
  afterAll(e2e.cleanup);
  const stop = stopFromPrMidTool(TICKS, MAINTAINER);

  test('a maintainer 👎 → cancelled, stopped-by, the comment says who, nothing left running', {
    timeout: 5 * 60_000,
  }, async () => {
    const r = await e2e.scenario({
      model: (repo) => ({
        replies: [
          message([
            text('Running a slow loop.'),
            toolUse('Bash', { command: slowLoop(path.join(repo, TICKS)), description: 'Slow loop' }),
          ]),
          message([text('Loop done.')]),
        ],
      }),
      inputs: () => ({ prompt: 'Run the slow loop.', 'allowed-tools': 'Bash', ...STOP_INPUTS }),
      env: STOP_ENV,
      onStart: stop.onStart,
    });
    expectStoppedFromPr(r.run, stop.sentAt);
    expect(stop.commands).toContain('sleep 1');
    const live = r.comments().find((c) => c.body.startsWith('<!-- narrator:'));
    expect(live?.body).toMatch(/Stopped by @\u200bmaint \(👎\) after \d+ s\./);
    await expectNoneAlive(stop);
    await expectTicksStopped(stop, r.sandbox);
  });
});

describe('Codex stopped from the PR mid-tool', () => {
  const e2e = agentE2e({ agent: 'codex', run: runCodexAction });
  afterAll(e2e.cleanup);
  // Once the loop has written its second tick: codex has printed the call's item.started by then.
  const stop = stopFromPrMidTool(TICKS, MAINTAINER, 2);

  test('a maintainer 👎 → cancelled, stopped-by, nothing left running', { timeout: 5 * 60_000 }, async () => {
    const r = await e2e.scenario({
      model: () => ({
        replies: [response([execCommand(slowLoop(TICKS))]), response([responseText('Loop done.')])],
      }),
      inputs: () => ({ prompt: 'Run the slow loop.', 'permission-mode': 'acceptEdits', ...STOP_INPUTS }),
      env: STOP_ENV,
      onStart: stop.onStart,
    });
    expectStoppedFromPr(r.run, stop.sentAt);
    expect(stop.commands).toContain('sleep 1');
    await expectNoneAlive(stop);
    await expectTicksStopped(stop, r.sandbox);
  });
});
