/**
 * Runs the Action's bundle (dist/index.js, built by build-action.ts) with an agent's OWN recipe —
 * no `command` input — against the real CLI, the agent's local model server and the fake GitHub
 * API, the way a runner would on a `pull_request` event:
 *
 * - GITHUB_EVENT_NAME=pull_request with a payload naming PR #PR_NUMBER, opened by AUTHOR;
 *   GITHUB_API_URL → the fake GitHub;
 * - the agent's machine: its offline sandbox (the CLI's bin folder first on PATH), its scratch git
 *   repository as GITHUB_WORKSPACE and `working-directory`, `install: never`;
 * - our own idle limit, and `allowed-actors` naming the author.
 *
 * Setting up the machine (sandbox, model server, egress guard) is each agent's own runner's job:
 * claude-action.ts, codex-action.ts, gemini-action.ts, opencode-action.ts. Everything after that
 * is the same for every agent, so it lives here once.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentCli } from './agent-cli.js';
import { type FakeComment, FakeGitHub } from './fake-github.js';
import { type ActionRun, runActionEntry } from './run-action.js';
import { withOverrides } from './sandbox.js';

export const PR_NUMBER = 7;
export const REPOSITORY = { owner: 'octo', repo: 'app' };
/** The pull request's author (and the event's sender): allowed-actors lets them in without a permission request. */
export const AUTHOR = { login: 'octo-dev', type: 'User' };
/** Not a real token's shape; the fake GitHub does not check it. */
export const FAKE_GITHUB_TOKEN = 'fake-github-token-for-e2e';

/** What a test says about a run, whatever the agent (each runner adds its model's script). */
export interface AgentActionScenario<Sandbox> {
  /** Action inputs on top of the defaults (agent, install never, working-directory, …). */
  inputs?: (repo: string) => Record<string, string>;
  /** Extra environment for the step (and so the agent); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Called once the action's process runs (e.g. to cancel it, or to answer on the fake PR). */
  onStart?: (child: ChildProcess, sandbox: Sandbox, github: FakeGitHub) => void;
  /** How long the run may take before it is killed, ms; default the machine's. */
  timeoutMs?: number;
  /**
   * Fields of the event's pull request over the default (a branch of this repository, opened by
   * AUTHOR): e.g. a fork's `head` and its outsider `user`.
   */
  pullRequest?: Record<string, unknown>;
  /**
   * Another event than the PR's `pull_request` (e.g. an `issue_comment` on the PR): its name and
   * payload as written to GITHUB_EVENT_PATH.
   */
  event?: { name: string; payload: Record<string, unknown> };
  /**
   * The fake GitHub of an earlier run on the same PR (its comments and permissions carry over), left
   * open for the caller to close; default a fresh one.
   */
  github?: FakeGitHub;
}

/** The part of every agent's sandbox this runner uses. */
export interface AgentSandbox {
  /** Its temp root (the event payload is written there). */
  root: string;
  /** The scratch git repository: GITHUB_WORKSPACE and `working-directory`. */
  repo: string;
}

/** The machine one agent's step runs on, set up by that agent's runner. */
export interface AgentMachine<Sandbox extends AgentSandbox> {
  agent: AgentCli;
  sandbox: Sandbox;
  /** The agent's environment: its sandbox's, pointed at its servers. */
  env: Record<string, string>;
  /** This agent's inputs on top of the common defaults (a model, a wall-clock limit…). */
  inputs?: Record<string, string>;
  /** How long a run may take by default, ms: the agent's CLI and its retries set the pace. */
  timeoutMs: number;
  /** Closes the machine's servers and removes its sandbox. */
  close(): Promise<void>;
}

export interface AgentActionRun<Sandbox> {
  run: ActionRun;
  github: FakeGitHub;
  sandbox: Sandbox;
  /** Comments on the PR the event names, oldest first. */
  comments(): FakeComment[];
  /** Closes the servers and removes the temp folders (the machine's too). */
  cleanup(): Promise<void>;
}

/** Runs the Action's step on `machine`; on failure the machine is closed before the error is thrown. */
export async function runAgentAction<Sandbox extends AgentSandbox>(
  bundleIndex: string,
  machine: AgentMachine<Sandbox>,
  scenario: AgentActionScenario<Sandbox>,
): Promise<AgentActionRun<Sandbox>> {
  const { sandbox } = machine;
  let github: FakeGitHub;
  try {
    github = scenario.github ?? (await FakeGitHub.start());
  } catch (error) {
    await machine.close();
    throw error;
  }
  const runnerDir = fs.mkdtempSync(path.join(os.tmpdir(), `narrator-${machine.agent}-action-`));
  const cleanup = async () => {
    await machine.close();
    if (!scenario.github) await github.close();
    fs.rmSync(runnerDir, { recursive: true, force: true });
  };
  try {
    const eventFile = path.join(sandbox.root, 'pull_request_event.json');
    fs.writeFileSync(
      eventFile,
      JSON.stringify(
        scenario.event?.payload ?? {
          action: 'opened',
          number: PR_NUMBER,
          pull_request: {
            number: PR_NUMBER,
            // A branch of this repository by default: a writer's code (src/github/repository-trust.ts).
            head: { ref: 'feature', repo: { full_name: `${REPOSITORY.owner}/${REPOSITORY.repo}` } },
            base: { ref: 'main' },
            user: AUTHOR,
            ...scenario.pullRequest,
          },
          repository: { name: REPOSITORY.repo, owner: { login: REPOSITORY.owner } },
          sender: AUTHOR,
        },
      ),
    );
    const env = withOverrides(
      {
        ...machine.env,
        GITHUB_EVENT_NAME: scenario.event?.name ?? 'pull_request',
        GITHUB_EVENT_PATH: eventFile,
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: `${REPOSITORY.owner}/${REPOSITORY.repo}`,
        GITHUB_WORKSPACE: sandbox.repo,
        GITHUB_WORKFLOW: 'e2e',
        GITHUB_JOB: 'narrate',
        GITHUB_RUN_ATTEMPT: '1',
      },
      scenario.env,
    );
    const run = await runActionEntry(bundleIndex, {
      dir: runnerDir,
      inputs: {
        agent: machine.agent,
        install: 'never',
        'working-directory': sandbox.repo,
        'github-token': FAKE_GITHUB_TOKEN,
        'update-interval-seconds': '0',
        // Our own limit, so a CLI that hangs or retries forever cannot hang the test.
        'idle-timeout-minutes': '1',
        // The author is listed: the permission gate asks GitHub nothing (its own tests are
        // test/security/authorize-action.test.ts).
        'allowed-actors': AUTHOR.login,
        ...machine.inputs,
        ...scenario.inputs?.(sandbox.repo),
      },
      env,
      ...(scenario.onStart ? { onStart: (child) => scenario.onStart!(child, sandbox, github) } : {}),
      timeoutMs: scenario.timeoutMs ?? machine.timeoutMs,
    });
    return {
      run,
      github,
      sandbox,
      comments: () => github.commentsOn(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
