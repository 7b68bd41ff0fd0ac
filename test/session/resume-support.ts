/**
 * Two runs of the Action on one pull request, as two jobs on two machines would make them: the
 * same workspace path (a job's workspace is the same across its runs) but a fresh HOME for each,
 * one loopback cache service (the real @actions/cache client in the bundle talks to it) and one
 * loopback model server, so run 2 can only know run 1 through the session store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AgentActionRun,
  type AgentActionScenario,
  type AgentMachine,
  AUTHOR,
  runAgentAction,
} from '../support/agent-action.js';
import type { CacheScopes, FakeCacheService } from '../support/fake-cache-service.js';
import type { FakeGitHub } from '../support/fake-github.js';

/** A test value, not a real secret. */
export const SESSION_KEY = 'narrator-test-session-key-7f3a9c1e5b2d4086-not-a-secret';

/** A pull request's run: reads and writes its own ref, reads the default branch. */
export const PR_SCOPES: CacheScopes = {
  read: ['refs/pull/7/merge', 'refs/heads/main'],
  write: 'refs/pull/7/merge',
};

export interface RunOnce<Sandbox extends { root: string; repo: string }> {
  bundleIndex: string;
  agent: AgentMachine<Sandbox>['agent'];
  sandbox: Sandbox;
  /** The agent's environment for this run (its HOME fresh). */
  env: Record<string, string>;
  cache: FakeCacheService;
  toolCache: string;
  inputs?: Record<string, string>;
  scopes?: CacheScopes;
  /** The starter's permission in the fake GitHub (default write). */
  permission?: 'admin' | 'write' | 'read' | 'none';
  pullRequest?: Record<string, unknown>;
  /** Extra environment over the runner's. */
  extraEnv?: Record<string, string | undefined>;
  machineInputs?: Record<string, string>;
  event?: AgentActionScenario<Sandbox>['event'];
  github?: FakeGitHub;
  onStart?: AgentActionScenario<Sandbox>['onStart'];
}

export function freshHome(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-home-`));
}

export async function runOnce<Sandbox extends { root: string; repo: string }>(
  o: RunOnce<Sandbox>,
): Promise<AgentActionRun<Sandbox>> {
  const machine: AgentMachine<Sandbox> = {
    agent: o.agent,
    sandbox: o.sandbox,
    env: { ...o.env, RUNNER_TOOL_CACHE: o.toolCache, ...o.cache.env(o.scopes ?? PR_SCOPES) },
    ...(o.machineInputs ? { inputs: o.machineInputs } : {}),
    timeoutMs: 120_000,
    // The sandbox (the workspace) outlives the run: the next run of the job uses it too.
    close: async () => {},
  };
  return runAgentAction(o.bundleIndex, machine, {
    inputs: () => ({ 'session-key': SESSION_KEY, ...o.inputs }),
    onStart: (child, sandbox, github) => {
      github.permissions.set(AUTHOR.login, o.permission ?? 'write');
      o.onStart?.(child, sandbox, github);
    },
    ...(o.event ? { event: o.event } : {}),
    ...(o.github ? { github: o.github } : {}),
    // The base repository named, as GitHub's payload names it: a branch of octo/app, not a fork.
    pullRequest: { base: { ref: 'main', repo: { full_name: 'octo/app' } }, ...o.pullRequest },
    ...(o.extraEnv ? { env: o.extraEnv } : {}),
  });
}

/** The job log's lines that Narrator wrote about the session. */
export function sessionLines(stdout: string): string[] {
  return stdout.split('\n').filter((l) => /session|context reset/i.test(l) && l.includes('Narrator'));
}

/** Narrator's own ACP requests in a run's stream log (the recording), by method. */
export function sentMethods(outputs: Record<string, string>): string[] {
  return fs
    .readFileSync(outputs['log-file']!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((f) => f['_narrator'] === 'sent')
    .map((f) => (f['message'] as Record<string, unknown>)['method'])
    .filter((m): m is string => typeof m === 'string');
}
