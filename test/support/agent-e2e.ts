// The setup every real-CLI e2e file shares (test/e2e/action-claude|codex|gemini|opencode.test.ts):
// the CLI and the Action's bundle prepared once per file, scenarios run on demand or once for the
// tests that look at different parts of one run, every run's servers and folders released at the
// end, and the one live comment a finished run leaves.
import { expect } from 'vitest';
import { type AgentCli, type AgentInstall, ensureAgentCli } from './agent-cli.js';
import { buildActionBundle } from './build-action.js';
import type { FakeComment } from './fake-github.js';

export interface AgentE2e<Scenario, Run> {
  /**
   * The CLI (installed on a fresh machine) and the bundle, once per file. Every test awaits this,
   * so when the CLI cannot be installed each test FAILS with the installer's output — never
   * skips: a green run means the Action really drove the real agent.
   */
  prepare(): Promise<{ cli: AgentInstall; index: string }>;
  /** Runs a scenario now; its cleanup waits for cleanup(). */
  scenario(s: Scenario): Promise<Run>;
  /** Runs a scenario once, on first call, shared by the tests that look at different parts of it. */
  once(s: Scenario): () => Promise<Run>;
  /** Releases every run's servers and temp folders (for afterAll). */
  cleanup(): Promise<void>;
}

export function agentE2e<Scenario, Run extends { cleanup(): Promise<void> }>(o: {
  agent: AgentCli;
  run: (cli: AgentInstall, bundleIndex: string, s: Scenario) => Promise<Run>;
  /** At most this many runs at once (a file whose tests run concurrently); default no limit. */
  concurrency?: number;
}): AgentE2e<Scenario, Run> {
  let prepared: Promise<{ cli: AgentInstall; index: string }> | null = null;
  const cleanups: Array<() => Promise<void>> = [];
  const slot = concurrencyLimit(o.concurrency ?? Number.POSITIVE_INFINITY);
  const prepare = () => {
    prepared ??= Promise.all([ensureAgentCli(o.agent), buildActionBundle()]).then(([cli, bundle]) => ({
      cli,
      index: bundle.index,
    }));
    return prepared;
  };
  const scenario = (s: Scenario) =>
    prepare().then(({ cli, index }) =>
      slot(async () => {
        const r = await o.run(cli, index, s);
        cleanups.push(r.cleanup);
        return r;
      }),
    );
  return {
    prepare,
    scenario,
    once: (s) => {
      let started: Promise<Run> | null = null;
      return () => {
        started ??= scenario(s);
        return started;
      };
    },
    cleanup: async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup();
    },
  };
}

/**
 * Runs `work` when fewer than `limit` others run: each real CLI mostly waits on its own start-up,
 * so a few run well side by side on a small machine, but not all of a file's at once.
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** The final (only) comment on the PR, asserting there is exactly one and it is finalized. */
export function finalComment(r: { comments(): FakeComment[] }): string {
  const comments = r.comments();
  expect(comments, 'the live comment (wired by src/main.ts / src/action/*)').toHaveLength(1);
  const body = comments[0]!.body;
  expect(body.trimStart().startsWith('<!-- narrator:')).toBe(true);
  // Finalized: the running view's "Now:" line is gone.
  expect(body).not.toContain('**Now:**');
  return body;
}
