// The runner cancelling a job while the agent's tool runs, as every real-CLI e2e file tests it:
// the model asks for a slow shell loop, the Action is sent SIGTERM (what a runner sends the step's
// process) once the loop runs, and afterwards nothing that ran below the Action may be left.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { isAlive } from './fake-agents.js';
import type { FakeGitHub } from './fake-github.js';
import { commandLineOf, descendantPids } from './process-tree.js';
import { type ActionRun, describeActionRun } from './run-action.js';

/** A tool call's command that runs for ten seconds: a loop writing a tick a second to `ticksFile`. */
export function slowLoop(ticksFile: string): string {
  return `for i in 1 2 3 4 5 6 7 8 9 10; do echo tick $i >> ${ticksFile}; sleep 1; done`;
}

export interface MidToolCancel {
  /** The ticks file, relative to the scratch repository. */
  ticks: string;
  /** What ran below the Action when the signal was sent (filled in then). */
  pids: number[];
  commands: string[];
  /** When the signal was sent (0: never). */
  sentAt: number;
  /** The scenario's onStart. */
  onStart(child: ChildProcess, sandbox: { repo: string }): void;
}

/**
 * Cancels the run once the slow loop's tool runs: it has written `minTicks` ticks to `ticks` (in
 * the scratch repository) and a `sleep 1` is below the Action.
 */
export function cancelMidTool(ticks: string, minTicks = 1): MidToolCancel {
  const cancel: MidToolCancel = {
    ticks,
    pids: [],
    commands: [],
    sentAt: 0,
    onStart: (child, sandbox) => {
      const file = path.join(sandbox.repo, ticks);
      const poll = setInterval(() => {
        if (!fs.existsSync(file) || child.pid === undefined) return;
        if (fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length < minTicks) return;
        const pids = descendantPids(child.pid);
        if (!pids.some((pid) => commandLineOf(pid) === 'sleep 1')) return;
        clearInterval(poll);
        cancel.pids = pids;
        cancel.commands = pids.map((pid) => commandLineOf(pid) ?? '?');
        cancel.sentAt = Date.now();
        child.kill('SIGTERM');
      }, 25);
      child.on('exit', () => clearInterval(poll));
    },
  };
  return cancel;
}

/**
 * Like cancelMidTool, but the stop comes from the PR: once the slow loop's tool runs, `login` (given
 * write access on the fake GitHub) reacts 👎 to Narrator's live comment; the Action finds it on
 * its next poll and stops the agent itself.
 */
export interface MidToolPrStop extends Omit<MidToolCancel, 'onStart'> {
  onStart(child: ChildProcess, sandbox: { repo: string }, github: FakeGitHub): void;
}

export function stopFromPrMidTool(ticks: string, login: string, minTicks = 1): MidToolPrStop {
  const cancel: MidToolPrStop = {
    ticks,
    pids: [],
    commands: [],
    sentAt: 0,
    onStart: (child, sandbox, github) => {
      github.permissions.set(login, 'write');
      const file = path.join(sandbox.repo, ticks);
      const poll = setInterval(() => {
        if (!fs.existsSync(file) || child.pid === undefined) return;
        if (fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length < minTicks) return;
        const pids = descendantPids(child.pid);
        if (!pids.some((pid) => commandLineOf(pid) === 'sleep 1')) return;
        const live = [...github.comments.values()].find((c) => c.body.startsWith('<!-- narrator:'));
        if (!live) return;
        clearInterval(poll);
        cancel.pids = pids;
        cancel.commands = pids.map((pid) => commandLineOf(pid) ?? '?');
        cancel.sentAt = Date.now();
        github.addReaction({ kind: 'issue-comment', commentId: live.id }, '-1', login);
      }, 25);
      child.on('exit', () => clearInterval(poll));
    },
  };
  return cancel;
}

/**
 * The signal was sent and the run ended as cancelled (exit 1, its views finished), within the
 * runner's window: it SIGKILLs a few seconds after the signal. Call it first, once the run ended.
 */
export function expectCancelled(run: ActionRun, cancel: MidToolCancel): void {
  const tookMs = Date.now() - cancel.sentAt;
  expect(cancel.sentAt, describeActionRun(run)).toBeGreaterThan(0);
  expect(run.code, describeActionRun(run)).toBe(1);
  expect(run.outputs, describeActionRun(run)).toMatchObject({ outcome: 'cancelled', conclusion: 'failure' });
  expect(run.state['narrator-views-finished']).toBe('true');
  expect(tookMs).toBeLessThan(5_000);
}

/** None of the processes that ran below the Action is alive, a moment after the run ended. */
export async function expectNoneAlive(cancel: Pick<MidToolCancel, 'pids'>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(cancel.pids.filter(isAlive).map((pid) => `${pid}: ${commandLineOf(pid)}`)).toEqual([]);
}

/** The loop writes no more ticks (a surviving shell would keep ticking); returns those written. */
export async function expectTicksStopped(
  cancel: Pick<MidToolCancel, 'ticks'>,
  sandbox: { repo: string },
): Promise<string> {
  const file = path.join(sandbox.repo, cancel.ticks);
  const ticks = fs.readFileSync(file, 'utf8');
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  expect(fs.readFileSync(file, 'utf8')).toBe(ticks);
  return ticks;
}
