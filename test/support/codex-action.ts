/**
 * Runs the Action's bundle (dist/index.js, built by build-action.ts) with its OWN codex recipe —
 * no `command` input — against the real Codex CLI, the local Responses API server
 * (responses-server.ts) and the fake GitHub API, the way a runner would on a `pull_request` event:
 *
 * - the CLI's bin folder first on PATH, `install: never`, `agent: codex`;
 * - the offline sandbox of codex-env.ts (HOME, CODEX_HOME/config.toml, an egress guard as proxy);
 * - a scratch git repository as GITHUB_WORKSPACE and `working-directory`;
 * - our own idle and wall limits, so a CLI that retries forever cannot hang a test.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AgentInstall } from './agent-cli.js';
import { AUTHOR, FAKE_GITHUB_TOKEN, PR_NUMBER, REPOSITORY } from './claude-action.js';
import { type CodexSandbox, makeCodexSandbox } from './codex-env.js';
import { type EgressGuard, startEgressGuard } from './egress-guard.js';
import { type FakeComment, FakeGitHub } from './fake-github.js';
import {
  type ResponsesServer,
  type ResponsesServerOptions,
  startResponsesServer,
} from './responses-server.js';
import { type ActionRun, runActionEntry } from './run-action.js';

export interface CodexActionScenario {
  /** The model's script; gets the scratch repository's path so tool inputs can name its files. */
  model: (repo: string) => ResponsesServerOptions;
  /** Action inputs on top of the defaults (agent codex, install never, working-directory, …). */
  inputs?: (repo: string) => Record<string, string>;
  /** Extra environment for the step (and so the agent); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  files?: Record<string, string>;
  streamMaxRetries?: number;
  /** Called once the action's process runs (e.g. to cancel it). */
  onStart?: (child: ChildProcess, sandbox: CodexSandbox) => void;
  timeoutMs?: number;
}

export interface CodexActionRun {
  run: ActionRun;
  server: ResponsesServer;
  github: FakeGitHub;
  guard: EgressGuard;
  sandbox: CodexSandbox;
  /** Comments on the PR the event names, oldest first. */
  comments(): FakeComment[];
  cleanup(): Promise<void>;
}

export async function runCodexAction(
  codex: AgentInstall,
  bundleIndex: string,
  scenario: CodexActionScenario,
): Promise<CodexActionRun> {
  const guard = await startEgressGuard();
  // The sandbox needs the server's URL for config.toml, and the script needs the repo's path:
  // start the server with a script that reads the repo once it exists.
  let script: ResponsesServerOptions | null = null;
  const server = await startResponsesServer({
    respond: (request, index) => {
      const s = script!;
      const queued = s.replies?.[index];
      if (queued) return queued;
      if (s.respond) return s.respond(request, index - (s.replies?.length ?? 0));
      return (
        s.exhausted ?? { kind: 'response', output: [{ type: 'message', text: '(script used up) Done.' }] }
      );
    },
  });
  const sandbox = makeCodexSandbox({
    serverUrl: server.url,
    proxyUrl: guard.url,
    pathPrepend: [codex.binDir, path.dirname(process.execPath)],
    ...(scenario.files ? { files: scenario.files } : {}),
    ...(scenario.streamMaxRetries !== undefined ? { streamMaxRetries: scenario.streamMaxRetries } : {}),
  });
  script = scenario.model(sandbox.repo);
  const github = await FakeGitHub.start();
  const runnerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-codex-action-'));
  const cleanup = async () => {
    await server.close();
    await github.close();
    await guard.close();
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
      ...sandbox.env,
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
        agent: 'codex',
        install: 'never',
        'working-directory': sandbox.repo,
        'github-token': FAKE_GITHUB_TOKEN,
        'update-interval-seconds': '0',
        // The PR's author may start the agent without a permission request (the gate's own tests
        // are test/security/authorize-action.test.ts).
        'allowed-actors': AUTHOR.login,
        // Our own limits, so a CLI that hangs or retries forever cannot hang the test.
        'idle-timeout-minutes': '1',
        'timeout-minutes': '2',
        ...scenario.inputs?.(sandbox.repo),
      },
      env,
      ...(scenario.onStart ? { onStart: (child) => scenario.onStart!(child, sandbox) } : {}),
      timeoutMs: scenario.timeoutMs ?? 45_000,
    });
    return {
      run,
      server,
      github,
      guard,
      sandbox,
      comments: () => github.commentsOn(REPOSITORY.owner, REPOSITORY.repo, PR_NUMBER),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
