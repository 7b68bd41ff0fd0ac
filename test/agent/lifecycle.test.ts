// The one agent process lifecycle (src/agent/lifecycle.ts) under the ACP launcher, where it used to
// be written a second time: what holds for a stdio agent holds for an ACP one (test/agent/launch.test.ts
// covers the stdio side). The agent is test/fixtures/bin/hostile-acp.mjs, hand-written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { launchAcpAgent } from '../../src/agent/acp/session.js';

/** The live processes in process group `pgid`, from /proc. */
function groupMembers(pgid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After `(comm)`: state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') out.push(Number(entry));
    } catch {
      // exited while we looked
    }
  }
  return out;
}

const AGENT = path.join(import.meta.dirname, '..', 'fixtures', 'bin', 'hostile-acp.mjs');

describe('the ACP launcher on the one lifecycle', () => {
  test('an agent that exits on session/cancel and leaves a child holding its pipes: the drain ends it, the run is not held', {
    timeout: 60_000,
  }, async () => {
    const started = Date.now();
    let pid: number | undefined;
    const running = launchAcpAgent({
      file: process.execPath,
      args: [AGENT],
      prompt: 'go',
      permissionMode: 'plan',
      cwd: import.meta.dirname,
      env: {
        PATH: process.env['PATH'] ?? '',
        FAKE_MODE: 'hang',
        FAKE_CANCEL: 'orphan',
        FAKE_ORPHAN_SECONDS: '30',
      },
      timeoutMs: 0,
      idleTimeoutMs: 0,
      killGraceMs: 1_000,
      cancelWaitMs: 5_000,
      onSpawn: (p) => {
        pid = p;
      },
      onStdout: () => {},
    });
    let orphans: number[] = [];
    // The cancel once the prompt went out; the agent's group is read a moment later, when the agent
    // is gone and its child holds the pipes.
    setTimeout(() => {
      void running.cancel('cancelled');
    }, 1_500);
    setTimeout(() => {
      orphans = pid === undefined ? [] : groupMembers(pid);
    }, 1_800);
    const exit = await running.done;
    const ms = Date.now() - started;
    expect(exit.stoppedBy).toBe('cancelled');
    expect(exit.exitCode).toBe(0);
    // Before the lifecycle was one, the cancel cleared the drain with the other timers and the run
    // waited for the child (30 s here): now it ends a moment (the drain, 1 s) after the agent.
    expect(ms).toBeLessThan(10_000);
    expect(orphans.length).toBeGreaterThan(0);
    // …and nothing of the agent's group is left running (a zombie waiting for its reaper is not).
    expect(groupMembers(pid!)).toEqual([]);
  });
});
