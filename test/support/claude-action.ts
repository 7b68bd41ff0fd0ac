/**
 * Runs the Action's bundle (dist/index.js, built by build-action.ts) with its OWN Claude recipe —
 * no `command` input — against the real Claude Code CLI, the local model server and the fake
 * GitHub API, the way a runner would on a `pull_request` event:
 *
 * - the CLI's bin folder first on PATH, `install: never`;
 * - ANTHROPIC_BASE_URL → the model server, a dummy key, telemetry off, an empty HOME and TMPDIR
 *   (claude-env.ts);
 * - a scratch git repository as GITHUB_WORKSPACE and `working-directory`;
 * - GITHUB_EVENT_NAME=pull_request with a payload naming PR #`prNumber`, GITHUB_API_URL → the fake.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClaudeInstall } from './claude-cli.js';
import { type ClaudeSandbox, makeClaudeSandbox } from './claude-env.js';
import { type FakeComment, FakeGitHub } from './fake-github.js';
import { type ModelServer, type ModelServerOptions, startModelServer } from './model-server.js';
import { type ActionRun, runActionEntry } from './run-action.js';

export const PR_NUMBER = 7;
export const REPOSITORY = { owner: 'octo', repo: 'app' };
/** Who opened the pull request (and sent the event). */
const AUTHOR = { login: 'octo-dev', type: 'User' };
/** Not a real token's shape; the fake GitHub does not check it. */
export const FAKE_GITHUB_TOKEN = 'fake-github-token-for-e2e';

export interface ClaudeActionScenario {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ModelServerOptions;
  /** Action inputs on top of the defaults below (agent, install, working-directory, …). */
  inputs?: (repo: string) => Record<string, string>;
  /** Extra environment for the step (and so the agent); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Files of the scratch repository (default: claude-env.ts's tiny JS project). */
  files?: Record<string, string>;
  /** Called once the action's process runs (e.g. to cancel it). */
  onStart?: (child: ChildProcess, sandbox: ClaudeSandbox) => void;
  timeoutMs?: number;
}

export interface ClaudeActionRun {
  run: ActionRun;
  server: ModelServer;
  github: FakeGitHub;
  sandbox: ClaudeSandbox;
  /** Comments on the PR the event names, oldest first. */
  comments(): FakeComment[];
  /** Releases the servers and temp folders. */
  cleanup(): Promise<void>;
}

export async function runClaudeAction(
  claude: ClaudeInstall,
  bundleIndex: string,
  scenario: ClaudeActionScenario,
): Promise<ClaudeActionRun> {
  const sandbox = makeClaudeSandbox({
    pathPrepend: [claude.binDir, path.dirname(process.execPath)],
    ...(scenario.files ? { files: scenario.files } : {}),
  });
  const server = await startModelServer(scenario.model(sandbox.repo));
  const github = await FakeGitHub.start();
  const runnerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-claude-action-'));
  const cleanup = async () => {
    await server.close();
    await github.close();
    sandbox.cleanup();
    fs.rmSync(runnerDir, { recursive: true, force: true });
  };
  try {
    const eventFile = path.join(sandbox.root, 'pull_request_event.json');
    fs.writeFileSync(
      eventFile,
      JSON.stringify({
        action: 'opened',
        number: PR_NUMBER,
        pull_request: { number: PR_NUMBER, head: { ref: 'feature' }, base: { ref: 'main' }, user: AUTHOR },
        repository: { name: REPOSITORY.repo, owner: { login: REPOSITORY.owner } },
        sender: AUTHOR,
      }),
    );
    const env: Record<string, string> = {
      ...sandbox.envFor(server.url),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: `${REPOSITORY.owner}/${REPOSITORY.repo}`,
      GITHUB_WORKSPACE: sandbox.repo,
      GITHUB_WORKFLOW: 'e2e',
      GITHUB_JOB: 'narrate',
      GITHUB_RUN_ATTEMPT: '1',
    };
    for (const [key, value] of Object.entries(scenario.env ?? {})) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    const run = await runActionEntry(bundleIndex, {
      dir: runnerDir,
      inputs: {
        agent: 'claude',
        install: 'never',
        'working-directory': sandbox.repo,
        'github-token': FAKE_GITHUB_TOKEN,
        'update-interval-seconds': '0',
        'idle-timeout-minutes': '1',
        // The author is listed: the permission gate asks GitHub nothing (its own tests cover it).
        'allowed-actors': AUTHOR.login,
        ...scenario.inputs?.(sandbox.repo),
      },
      env,
      ...(scenario.onStart ? { onStart: (child) => scenario.onStart!(child, sandbox) } : {}),
      timeoutMs: scenario.timeoutMs ?? 30_000,
    });
    return {
      run,
      server,
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

/** A digest of a run for assertion messages: exit, outputs, the tail of the log and stderr. */
export function describeActionRun(run: ActionRun): string {
  return [
    `exit ${run.code ?? run.signal} after ${run.ms} ms`,
    `outputs: ${JSON.stringify(run.outputs)}`,
    `stdout tail:\n${run.stdout.slice(-2_500)}`,
    `stderr tail:\n${run.stderr.slice(-1_000)}`,
  ].join('\n');
}

/** Every process below `pid` (children, grandchildren, …), read from /proc. */
export function descendantPids(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // Fields after the `(comm)`, which may itself hold spaces or parentheses: state, ppid, …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/** The command line of `pid` (NULs as spaces), or null when it is gone. */
export function commandLineOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
}
