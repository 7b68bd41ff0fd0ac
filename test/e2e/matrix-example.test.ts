// examples/matrix-agents.yml tried as a new user would, as far as it can run outside GitHub: the
// file is parsed and run AS WRITTEN by a small stand-in for the runner
// (test/support/workflow-expressions.ts). A pull_request from a branch of the repository, by an
// author with write access (asked of the fake GitHub by Narrator's permission gate), triggers it.
//
// - The `agent` job's `if:` is evaluated; its matrix is expanded into legs; each leg runs its steps
//   in order on a machine of its own: `actions/checkout` is the agent's scratch git repository, and
//   the Narrator step is the Action's bundle (dist/index.js, built by build-action.ts) with the
//   inputs the runner would hand it: the step's `with:` evaluated (`${{ matrix.* }}`,
//   `${{ github.event.inputs.pr-number || 'auto' }}`), every other input of action.yml at its
//   default evaluated (`github-token` = github.token, the hidden `matrix` = toJSON(matrix) and
//   `job-index` = strategy.job-index), and the step's `env:` evaluated with `${{ secrets.* }}`
//   replaced by local test keys. `install` stays at its default, `auto`: the real pinned CLI is on
//   PATH, so nothing is installed. Each machine is that agent's offline sandbox (HOME, config, a
//   guard that refuses and records anything leaving) pointed at its loopback model server, which
//   plays a short, realistic job: read a file or two, then answer. The sandboxes' own dummy keys
//   are removed, so the only key a CLI has is the one the example's `env:` gives it.
// - Every leg publishes its record to the loopback artifact service (as on a runner:
//   ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL), its job is listed in the fake jobs API under
//   GitHub's default name for a matrix leg, then the `board` job runs its steps as written: the
//   aggregate bundle, then the `Report` step's shell script with its evaluated env.
//
// The legs run at the same time, as a matrix's legs do. opencode's leg uses the example's
// `openai/…` model with opencode's built-in OpenAI provider, whose base URL the machine's
// opencode.json points at the local Responses API server (the one Codex talks to): the provider,
// SDK and key variable are the ones a user of that model gets.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { readActionYml } from '../support/action-yml.js';
import { type AgentCli, type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { makeCodexSandbox } from '../support/codex-env.js';
import { proxyEnv, startEgressGuard } from '../support/egress-guard.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { FakeArtifactService, readZip } from '../support/fake-artifact-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import { geminiPath, makeGeminiSandbox } from '../support/gemini-action.js';
import {
  call as geminiCall,
  respond as geminiRespond,
  text as geminiText,
  startGeminiServer,
} from '../support/gemini-server.js';
import { text as claudeText, message, startModelServer, toolUse } from '../support/model-server.js';
import { makeOpencodeSandbox } from '../support/opencode-action.js';
import {
  execCommand,
  response,
  text as responsesText,
  startResponsesServer,
  toolOutputsOf,
} from '../support/responses-server.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';
import {
  actionInputs,
  type Contexts,
  condition,
  expandMatrix,
  interpolate,
  matrixJobName,
  type Value,
} from '../support/workflow-expressions.js';

const EXAMPLE = 'examples/matrix-agents.yml';
const OWNER = 'octo';
const REPO = 'app';
const PR = 7;
const RUN_ID = 5150;
const AUTHOR = { login: 'octo-dev', type: 'User' };
/** Not real tokens or keys; each is checked to reach exactly where the example sends it. */
const GITHUB_TOKEN = 'ghs_matrixExampleRunToken000000000000000';
const SECRETS: Record<string, string> = {
  GITHUB_TOKEN,
  ANTHROPIC_API_KEY: 'sk-ant-example-secret-for-claude-0000000000',
  OPENAI_API_KEY: 'sk-example-secret-for-openai-00000000000000',
  GEMINI_API_KEY: 'AIzaExampleSecretForGemini000000000000000',
};
const ANSWER =
  'This repository is a tiny JavaScript demo: an add() function and its test. Riskiest files: ' +
  'src/add.js (no input checks), src/add.test.js (one case only), package.json (no test script).';

interface Workflow {
  name: string;
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, Job>;
}
interface Job {
  if?: string;
  needs?: string;
  strategy?: { 'fail-fast'?: boolean; matrix?: unknown };
  steps: Step[];
  [key: string]: unknown;
}
interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

// ------------------------------------------------------------------------------------------------
// One machine per leg: the agent's offline sandbox, pointed at its model server playing the job.

interface Machine {
  /** The job's environment before the step's own `env:` (no API key: the example gives that). */
  env: Record<string, string>;
  workspace: string;
  /** The API key each request to the model server carried. */
  keysSent(): string[];
  /** What tried to leave the machine (the egress guard records and refuses it). */
  egress(): readonly string[];
  cleanup(): Promise<void>;
}

const KEY_VARIABLES = [
  'ANTHROPIC_API_KEY',
  'CODEX_API_KEY',
  'GEMINI_API_KEY',
  'OPENAI_API_KEY',
  'LOCAL_MODEL_API_KEY',
];
/** The sandbox's env without any key, with every HTTP proxy variable at `guard` (loopback exempt). */
function machineEnv(env: Record<string, string>, guard: string): Record<string, string> {
  const out = { ...env, ...proxyEnv(guard) };
  for (const key of KEY_VARIABLES) delete out[key];
  return out;
}

const nodeDir = path.dirname(process.execPath);
const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '');
const bearer = (value: string | string[] | undefined) => header(value).replace(/^Bearer /, '');

/** Claude Code: reads README.md and globs the sources (its allowed tools), then answers. */
async function claudeMachine(cli: AgentInstall): Promise<Machine> {
  const sandbox = makeClaudeSandbox({ pathPrepend: [cli.binDir, nodeDir] });
  const server = await startModelServer({
    replies: [
      message([
        toolUse('Read', { file_path: path.join(sandbox.repo, 'README.md') }),
        toolUse('Glob', { pattern: 'src/**/*.js' }),
      ]),
      message([claudeText(ANSWER)]),
    ],
  });
  const guard = await startEgressGuard();
  return {
    env: machineEnv(sandbox.envFor(server.url), guard.url),
    workspace: sandbox.repo,
    keysSent: () => server.mainRequests().map((r) => header(r.headers['x-api-key'])),
    egress: () => guard.attempts,
    cleanup: async () => {
      await Promise.all([server.close(), guard.close()]);
      sandbox.cleanup();
    },
  };
}

/** Codex: `cat README.md` in its read-only sandbox, then answers. */
async function codexMachine(cli: AgentInstall): Promise<Machine> {
  const guard = await startEgressGuard();
  const server = await startResponsesServer({
    respond: (request) =>
      toolOutputsOf(request).length === 0
        ? response([execCommand('cat README.md')])
        : response([responsesText(ANSWER)]),
  });
  const sandbox = makeCodexSandbox({ proxyUrl: guard.url, pathPrepend: [cli.binDir, nodeDir] });
  return {
    env: machineEnv(sandbox.envFor(server.url), guard.url),
    workspace: sandbox.repo,
    keysSent: () => server.responseRequests().map((r) => bearer(r.headers['authorization'])),
    egress: () => guard.attempts,
    cleanup: async () => {
      await Promise.all([server.close(), guard.close()]);
      sandbox.cleanup();
    },
  };
}

/** Gemini CLI: reads README.md and a SECURITY.md that is not there (a failed call), then answers. */
async function geminiMachine(cli: AgentInstall): Promise<Machine> {
  const sandbox = makeGeminiSandbox({ pathPrepend: geminiPath(cli) });
  const server = await startGeminiServer({
    replies: [
      geminiRespond([
        geminiCall('read_file', { file_path: 'README.md' }),
        geminiCall('read_file', { file_path: 'SECURITY.md' }),
      ]),
      geminiRespond([geminiText(ANSWER)]),
    ],
  });
  const guard = await startEgressGuard();
  return {
    env: machineEnv(sandbox.envFor(server.url, guard.url), guard.url),
    workspace: sandbox.repo,
    keysSent: () => server.requests.map((r) => header(r.headers['x-goog-api-key'])),
    egress: () => guard.attempts,
    cleanup: async () => {
      await Promise.all([server.close(), guard.close()]);
      sandbox.cleanup();
    },
  };
}

/**
 * opencode: reads README.md, then answers. Its built-in `openai` provider (the example's model is
 * openai/…) is pointed at the local Responses API server by the machine's opencode.json; the
 * sandbox's own local provider and model are left out, so the model is the example's.
 */
async function opencodeMachine(cli: AgentInstall): Promise<Machine> {
  const guard = await startEgressGuard();
  let repo = '';
  const server = await startResponsesServer({
    respond: (request) => {
      // opencode first asks its small model for a session title.
      if (request.rawBody.includes('You are a title generator'))
        return response([responsesText('Repo tour')]);
      return toolOutputsOf(request).length === 0
        ? response([
            { type: 'function_call', name: 'read', arguments: { filePath: path.join(repo, 'README.md') } },
          ])
        : response([responsesText(ANSWER)]);
    },
  });
  const sandbox = makeOpencodeSandbox({
    pathPrepend: [cli.binDir, nodeDir],
    config: {
      model: undefined,
      small_model: undefined,
      provider: { openai: { options: { baseURL: `${server.url}/v1` } } },
    },
  });
  repo = sandbox.repo;
  return {
    env: machineEnv(sandbox.envFor(server.url), guard.url),
    workspace: sandbox.repo,
    keysSent: () => server.responseRequests().map((r) => bearer(r.headers['authorization'])),
    egress: () => guard.attempts,
    cleanup: async () => {
      await Promise.all([server.close(), guard.close()]);
      sandbox.cleanup();
    },
  };
}

const MACHINES: Record<AgentCli, (cli: AgentInstall) => Promise<Machine>> = {
  claude: claudeMachine,
  codex: codexMachine,
  gemini: geminiMachine,
  opencode: opencodeMachine,
};

/** What each leg's job really was: the calls its model made, and how many of them fail. */
const JOB: Record<AgentCli, { label: string; toolCalls: number; toolErrors: number; key: string }> = {
  claude: { label: 'Claude', toolCalls: 2, toolErrors: 0, key: SECRETS['ANTHROPIC_API_KEY']! },
  codex: { label: 'Codex', toolCalls: 1, toolErrors: 0, key: SECRETS['OPENAI_API_KEY']! },
  gemini: { label: 'Gemini', toolCalls: 2, toolErrors: 1, key: SECRETS['GEMINI_API_KEY']! },
  opencode: { label: 'opencode', toolCalls: 1, toolErrors: 0, key: SECRETS['OPENAI_API_KEY']! },
};

// ------------------------------------------------------------------------------------------------
// The runner stand-in

const workflow = parseYaml(fs.readFileSync(path.join(REPO_ROOT, EXAMPLE), 'utf8')) as Workflow;
const narratorInputs = readActionYml(path.join(REPO_ROOT, 'action.yml')).inputs;
const aggregateInputs = readActionYml(path.join(REPO_ROOT, 'aggregate/action.yml')).inputs;

let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let eventFile: string;
let github_: Record<string, Value>;
const cleanups: Array<() => Promise<void> | void> = [];

interface LegRun {
  index: number;
  agent: AgentCli;
  matrix: Record<string, Value>;
  jobName: string;
  inputs: Record<string, string>;
  stepEnv: Record<string, string>;
  run: ActionRun;
  machine: Machine;
}
const legs: LegRun[] = [];
let board: { inputs: Record<string, string>; run: ActionRun; report: { code: number; stdout: string } };

function runnerEnv(job: string, runner: string, workspace: string): Record<string, string> {
  return {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_WORKFLOW: workflow.name,
    GITHUB_JOB: job,
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: AUTHOR.login,
    GITHUB_WORKSPACE: workspace,
    RUNNER_NAME: runner,
    ACTIONS_RUNTIME_TOKEN: artifacts.tokenForJob(randomUUID()),
    ACTIONS_RESULTS_URL: artifacts.url,
  };
}

/** The step's `env:` evaluated, on top of the machine's and the runner's. */
function stepEnv(step: Step, contexts: Contexts): Record<string, string> {
  return Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(v, contexts)]));
}

const isCheckout = (uses: string | undefined) => /^actions\/checkout@v\d+$/.test(uses ?? '');
const isNarrator = (uses: string | undefined) => /(^|\/)narrator@[^/]+$/.test(uses ?? '');
/** The legs' job ids (`job.check_run_id`), apart from the fake's own numbering. */
const LEG_JOB_ID_BASE = 70_000;
const isAggregate = (uses: string | undefined) => /(^|\/)narrator\/aggregate@[^/]+$/.test(uses ?? '');

/** One leg of the `agent` job: its steps in order, on its own machine. */
async function runLeg(
  jobId: string,
  job: Job,
  matrix: Record<string, Value>,
  index: number,
  total: number,
  clis: Record<AgentCli, AgentInstall>,
): Promise<LegRun> {
  const agent = matrix['agent'] as AgentCli;
  if (!(agent in MACHINES)) throw new Error(`${EXAMPLE}: no machine for agent '${String(agent)}'`);
  const machine = await MACHINES[agent](clis[agent]);
  cleanups.push(machine.cleanup);
  const contexts: Contexts = {
    github: github_,
    secrets: SECRETS,
    matrix,
    strategy: { 'fail-fast': job.strategy?.['fail-fast'] ?? true, 'job-index': index, 'job-total': total },
    // `job.check_run_id`: the job's id in the jobs API, which the leg record carries.
    job: { status: 'success', check_run_id: LEG_JOB_ID_BASE + index },
    steps: {},
    env: {},
    inputs: {},
  };
  let narrator: LegRun | null = null;
  for (const step of job.steps) {
    if (!condition(step.if, contexts)) continue;
    if (isCheckout(step.uses)) continue; // the machine's workspace is the checked-out repository
    if (!isNarrator(step.uses))
      throw new Error(`${EXAMPLE}: a step this test cannot run: ${JSON.stringify(step)}`);
    const inputs = actionInputs(narratorInputs, step.with, contexts);
    const env = stepEnv(step, contexts);
    const run = await runActionEntry(bundle.index, {
      inputs,
      env: {
        ...machine.env,
        ...runnerEnv(jobId, `runner-${index + 1}-${agent}`, machine.workspace),
        GITHUB_ACTION: step.id ?? `__run_${index}`,
        ...env,
      },
      timeoutMs: 150_000,
    });
    narrator = {
      index,
      agent,
      matrix,
      jobName: matrixJobName(jobId, matrix),
      inputs,
      stepEnv: env,
      run,
      machine,
    };
  }
  if (!narrator) throw new Error(`${EXAMPLE}: the ${jobId} job has no Narrator step`);
  return narrator;
}

function runShell(script: string, env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  // GitHub's default shell for `run:` on Linux: bash -e {0}.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-run-step-')), 'step.sh');
  fs.writeFileSync(file, script);
  cleanups.push(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-e', file],
      { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...env } },
      (error, stdout) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout }),
    );
  });
}

beforeAll(async () => {
  const names = ['claude', 'codex', 'gemini', 'opencode'] as const;
  const installs = await Promise.all(names.map((n) => ensureAgentCli(n)));
  const clis = Object.fromEntries(names.map((n, i) => [n, installs[i]!])) as Record<AgentCli, AgentInstall>;
  [bundle, github, artifacts] = await Promise.all([
    buildActionBundle(),
    FakeGitHub.start(),
    FakeArtifactService.start(),
  ]);
  cleanups.push(
    () => github.close(),
    () => artifacts.close(),
  );
  // The run's token: anything else is refused, so the inputs' `${{ github.token }}` default is what
  // the Action must use. The PR's author has write access (a branch of this repository).
  github.requiredToken = GITHUB_TOKEN;
  github.permissions.set(AUTHOR.login, 'write');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-matrix-example-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const payload = {
    action: 'opened',
    number: PR,
    pull_request: {
      number: PR,
      user: AUTHOR,
      head: { ref: 'feature', repo: { full_name: `${OWNER}/${REPO}` } },
      base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
    },
    repository: { name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER } },
    sender: AUTHOR,
  };
  eventFile = path.join(dir, 'event.json');
  fs.writeFileSync(eventFile, JSON.stringify(payload));
  github_ = {
    event_name: 'pull_request',
    event: payload as unknown as Value,
    repository: `${OWNER}/${REPO}`,
    repository_owner: OWNER,
    token: GITHUB_TOKEN,
    run_id: String(RUN_ID),
    run_attempt: '1',
    actor: AUTHOR.login,
    workflow: workflow.name,
  };

  // The agent job: every leg at once, as a matrix runs them.
  const [jobId, job] = Object.entries(workflow.jobs).find(([, j]) => j.strategy?.matrix)!;
  if (!condition(job.if, { github: github_ })) throw new Error(`${EXAMPLE}: the ${jobId} job would not run`);
  const matrix = expandMatrix(job.strategy!.matrix);
  const started = new Date().toISOString();
  legs.push(...(await Promise.all(matrix.map((m, i) => runLeg(jobId, job, m, i, matrix.length, clis)))));
  for (const leg of legs) {
    github.addJob(OWNER, REPO, {
      id: LEG_JOB_ID_BASE + leg.index,
      run_id: RUN_ID,
      name: leg.jobName,
      runner_name: `runner-${leg.index + 1}-${leg.agent}`,
      started_at: started,
      completed_at: new Date().toISOString(),
      conclusion: leg.run.code === 0 ? 'success' : 'failure',
    });
  }

  // The board job, as written, once every leg is done (`needs`).
  const [boardId, boardJob] = Object.entries(workflow.jobs).find(([, j]) => j.needs === jobId)!;
  github.addJob(OWNER, REPO, {
    run_id: RUN_ID,
    name: boardId,
    runner_name: 'runner-board',
    status: 'in_progress',
  });
  const contexts: Contexts = { github: github_, secrets: SECRETS, steps: {}, env: {}, inputs: {}, needs: {} };
  if (!condition(boardJob.if, contexts)) throw new Error(`${EXAMPLE}: the ${boardId} job would not run`);
  const workspace = fs.mkdtempSync(path.join(dir, 'board-'));
  let failed = false;
  let aggregate: { inputs: Record<string, string>; run: ActionRun } | null = null;
  let report: { code: number; stdout: string } | null = null;
  for (const step of boardJob.steps) {
    if (!condition(step.if, contexts, { failed })) continue;
    const env = { ...runnerEnv(boardId, 'runner-board', workspace), ...stepEnv(step, contexts) };
    if (isAggregate(step.uses)) {
      const inputs = actionInputs(aggregateInputs, step.with, contexts);
      const run = await runActionEntry(bundle.aggregate, { inputs, env, timeoutMs: 60_000 });
      aggregate = { inputs, run };
      failed ||= run.code !== 0;
      if (step.id) (contexts['steps'] as Record<string, Value>)[step.id] = { outputs: run.outputs };
    } else if (step.run !== undefined) {
      report = await runShell(interpolate(step.run, contexts), env);
      failed ||= report.code !== 0;
    } else throw new Error(`${EXAMPLE}: a board step this test cannot run: ${JSON.stringify(step)}`);
  }
  if (!aggregate || !report) throw new Error(`${EXAMPLE}: the board job has no aggregate or no run step`);
  board = { ...aggregate, report };
}, 240_000);

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// ------------------------------------------------------------------------------------------------

const legOf = (agent: AgentCli) => {
  const leg = legs.find((l) => l.agent === agent);
  expect(leg, `a leg for ${agent}`).toBeDefined();
  return leg!;
};

/** The leg's own sticky comment: its marker names the leg (index + 1) and its matrix values. */
function commentOf(leg: LegRun): string {
  const mine = github
    .commentsOn(OWNER, REPO, PR)
    .filter((c) => c.body.startsWith(`<!-- narrator:${workflow.name}/agent (leg ${leg.index + 1}: `));
  expect(mine, `the comment of ${leg.jobName}`).toHaveLength(1);
  return mine[0]!.body;
}

describe(`${EXAMPLE} as written`, () => {
  test('the matrix has the four agents, each leg with the inputs the runner evaluates for it', () => {
    expect(legs.map((l) => l.agent)).toEqual(['claude', 'codex', 'gemini', 'opencode']);
    for (const leg of legs) {
      expect(leg.inputs['agent']).toBe(leg.agent);
      expect(leg.inputs['install']).toBe('auto');
      expect(leg.inputs['comment-on']).toBe('auto');
      expect(leg.inputs['github-token']).toBe(GITHUB_TOKEN);
      expect(leg.inputs['job-index']).toBe(String(leg.index));
      expect(JSON.parse(leg.inputs['matrix']!)).toEqual(leg.matrix);
      // Each leg gets its own agent's key and no other (the others are empty).
      const keys = Object.entries(leg.stepEnv).filter(([, v]) => v !== '');
      expect(keys.map(([, v]) => v)).toEqual([JOB[leg.agent].key]);
    }
    expect(legOf('claude').inputs).toMatchObject({
      'allowed-tools': 'Read Grep Glob',
      'permission-mode': '',
    });
    for (const agent of ['codex', 'gemini', 'opencode'] as const) {
      expect(legOf(agent).inputs['permission-mode']).toBe('plan');
    }
    expect(legOf('opencode').inputs['model']).toBe('openai/gpt-5.5');
  });

  describe.each(['claude', 'codex', 'gemini', 'opencode'] as const)('the %s leg', (agent) => {
    test('succeeds with the tool calls its model made, the CLI found on PATH (nothing installed)', () => {
      const { run } = legOf(agent);
      expect(run.code, describeActionRun(run)).toBe(0);
      expect(run.outputs).toMatchObject({
        outcome: 'success',
        conclusion: 'success',
        result: ANSWER,
        'tool-calls': String(JOB[agent].toolCalls),
        'tool-errors': String(JOB[agent].toolErrors),
        'permission-denials': '0',
      });
      expect(run.stdout).not.toMatch(/Installing /);
      // Let in by the permission gate because the author has write access (asked of GitHub).
      expect(run.stdout).toContain(`pull_request authorized: ${AUTHOR.login} has write access`);
      // A clean log: no failure, no input the agent ignores; a warning only for the failed call.
      expect(run.commands.filter((c) => c.command === 'error')).toEqual([]);
      const warnings = run.commands.filter((c) => c.command === 'warning');
      expect(warnings.filter((w) => !w.props.startsWith('title=Tool error'))).toEqual([]);
      expect(warnings).toHaveLength(JOB[agent].toolErrors);
    });

    test("its CLI used the key from the example's env, and nothing tried to leave the machine", () => {
      const { machine } = legOf(agent);
      const keys = new Set(machine.keysSent());
      expect([...keys]).toEqual([JOB[agent].key]);
      expect(machine.egress()).toEqual([]);
    });

    test('its own comment names the agent, with the true outcome and tool count', () => {
      const body = commentOf(legOf(agent));
      expect(body).toMatch(new RegExp(`### ✅ ${JOB[agent].label} finished`));
      for (const other of Object.values(JOB).filter((j) => j.label !== JOB[agent].label)) {
        expect(body).not.toMatch(new RegExp(`${other.label} (finished|stopped)`));
      }
      expect(body).toMatch(new RegExp(`\\b${JOB[agent].toolCalls} tool calls?\\b`));
      expect(body).toContain('tiny JavaScript demo');
    });
  });

  test('each leg published one record, and the board job read them all', () => {
    const names = [...artifacts.artifacts.keys()].filter((n) => n.startsWith('narrator-leg-'));
    expect(names).toHaveLength(4);
    for (const leg of legs) {
      const name = names.find((n) => n.includes(`-leg_${leg.index + 1}`) || n.includes(leg.agent));
      expect(name, leg.jobName).toBeDefined();
      const record = JSON.parse(
        readZip(artifacts.artifacts.get(name!)!.zip!).get('narrator-leg.json')!.toString(),
      );
      expect(record).toMatchObject({
        label: leg.jobName,
        agent: leg.agent,
        outcome: 'success',
        toolCalls: JOB[leg.agent].toolCalls,
        failedToolCalls: JOB[leg.agent].toolErrors,
      });
      expect(JSON.stringify(record)).not.toContain(JOB[leg.agent].key);
    }
  });

  test('the board: one comment, a row per leg with its agent, outcome and tool calls, and the verdict', () => {
    const { run } = board;
    expect(board.inputs['require']).toBe('any');
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.outputs).toMatchObject({ legs: '4', succeeded: '4', failed: '0', conclusion: 'success' });
    expect(JSON.parse(run.outputs['outcomes']!)).toEqual(
      Object.fromEntries(legs.map((l) => [l.jobName, 'success'])),
    );
    const boards = github
      .commentsOn(OWNER, REPO, PR)
      .filter((c) => c.body.startsWith('<!-- narrator-board:'));
    expect(boards).toHaveLength(1);
    const body = boards[0]!.body;
    for (const leg of legs) {
      const row = body.split('\n').find((l) => l.includes('narrator-leg:') && l.includes(leg.jobName));
      expect(row, leg.jobName).toBeDefined();
      const cells = row!.split(' | ').map((c) => c.trim());
      // | Leg | Agent · model | Outcome | Turns | Tools | Failed | Cost | Tokens | Duration | Job |
      expect(cells[1]).toMatch(new RegExp(`^${JOB[leg.agent].label}\\b`));
      expect(cells[2]).toBe('✅ success');
      expect(cells[4]).toBe(String(JOB[leg.agent].toolCalls));
      expect(cells[5]).toBe(String(JOB[leg.agent].toolErrors));
    }
    expect(body).toMatch(/4 of 4 legs succeeded/);
    expect(run.stepSummary).toMatch(/\*\*The gate passed\*\*.*require any/);
    // Five comments on the PR: one per leg, and the board.
    expect(github.commentsOn(OWNER, REPO, PR)).toHaveLength(5);
  });

  test("the Report step prints the board's verdict and the cost the agents reported", () => {
    const { report, run } = board;
    expect(report.code).toBe(0);
    const costs = legs.map((l) => l.run.outputs['cost-usd']).filter((c) => c);
    // Claude Code and opencode report a cost; Codex and Gemini CLI do not.
    expect(legs.filter((l) => l.run.outputs['cost-usd']).map((l) => l.agent)).toEqual(['claude', 'opencode']);
    const total = costs.reduce((a, c) => a + Number(c), 0);
    expect(Number(run.outputs['total-cost-usd'])).toBeCloseTo(total, 8);
    const [first, ...json] = report.stdout.split('\n');
    expect(first).toBe(`success: 4 of 4 agents succeeded, cost ${run.outputs['total-cost-usd']}`);
    expect(JSON.parse(json.join('\n'))).toEqual(JSON.parse(run.outputs['outcomes']!));
  });
});
