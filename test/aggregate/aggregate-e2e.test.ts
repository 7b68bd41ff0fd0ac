/**
 * A matrix end to end, every part real but GitHub: three legs run through the Action bundle
 * (dist/index.js built by scripts/build.mjs) replaying real Claude Code captures — one success, one
 * max_turns, one API error — each publishing its leg record through the real @actions/artifact
 * client to the loopback artifact service; a fourth leg crashed before Narrator ran (a job in the
 * jobs API, no record). Then the aggregate bundle (dist/aggregate.js) reads the records (list +
 * download through @actions/artifact) and the run's jobs (Octokit against the fake GitHub), posts
 * the board comment, writes the step summary, sets the outputs and gates — for every `require`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService, readZip } from '../support/fake-artifact-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

const RUN_ID = 4242;
const PR = 7;
const WORKFLOW = 'Agents compared';

const AUTHOR = { login: 'octo-dev', type: 'User' };

let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let service: FakeArtifactService;
let github: FakeGitHub;
let eventFile: string;
const legs: Record<string, ActionRun> = {};

function runnerEnv(runner: string): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: service.tokenForJob(randomUUID()),
    ACTIONS_RESULTS_URL: service.url,
    GITHUB_API_URL: github.url,
    GITHUB_WORKFLOW: WORKFLOW,
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventFile,
    RUNNER_NAME: runner,
    NARRATOR_GITHUB_BACKOFF_MS: '1',
  };
}

/** One leg: the Action on a replayed capture, then its job as the jobs API will show it. */
async function leg(agent: string, scenario: string): Promise<ActionRun> {
  const started = new Date(Date.now() - 2_000).toISOString();
  const run = await runActionEntry(bundle.index, {
    inputs: {
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture(scenario)}'`,
      'comment-key': agent,
      'comment-on': 'none',
      'publish-result': 'true',
      'allowed-actors': AUTHOR.login,
      model: `model-${agent}`,
    },
    env: {
      ...runnerEnv(`runner-${agent}`),
      GITHUB_JOB: 'agent',
      GITHUB_TOKEN: 'ghs_legtoken000000000000000000000000',
    },
    timeoutMs: 30_000,
  });
  github.addJob('octo', 'app', {
    run_id: RUN_ID,
    name: `agent (${agent})`,
    runner_name: `runner-${agent}`,
    started_at: started,
    completed_at: new Date(Date.now() + 2_000).toISOString(),
    conclusion: run.code === 0 ? 'success' : 'failure',
  });
  return run;
}

function aggregate(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  return runActionEntry(bundle.aggregate, {
    inputs: { 'github-token': 'ghs_boardtoken00000000000000000000000', ...inputs },
    env: { ...runnerEnv('runner-board'), GITHUB_JOB: 'board', ...env },
    timeoutMs: 30_000,
  });
}

beforeAll(async () => {
  [bundle, service, github] = await Promise.all([
    buildActionBundle(),
    FakeArtifactService.start(),
    FakeGitHub.start(),
  ]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-board-'));
  eventFile = path.join(dir, 'event.json');
  // Opened by a contributor listed in allowed-actors: the permission gate lets each leg in without
  // a request (test/security/authorize-action.test.ts covers the gate).
  writeFileSync(
    eventFile,
    JSON.stringify({ number: PR, pull_request: { number: PR, user: AUTHOR }, sender: AUTHOR }),
  );
  legs['claude'] = await leg('claude', '03-tools');
  legs['codex'] = await leg('codex', '05-max-turns-1');
  legs['gemini'] = await leg('gemini', '06c-persistent-500');
  // A leg that crashed before Narrator ran (its install step failed): a job, no record.
  github.addJob('octo', 'app', {
    run_id: RUN_ID,
    name: 'agent (opencode)',
    runner_name: 'runner-opencode',
    conclusion: 'failure',
  });
  // Not a leg: another job of the run, and the aggregate job itself, still running.
  github.addJob('octo', 'app', { run_id: RUN_ID, name: 'lint', runner_name: 'runner-lint' });
  github.addJob('octo', 'app', {
    run_id: RUN_ID,
    name: 'board',
    runner_name: 'runner-board',
    status: 'in_progress',
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
});

describe('the legs publish their records', () => {
  it('each leg ends with its own outcome and uploads one small record, named apart', () => {
    expect(legs['claude']!.outputs['outcome']).toBe('success');
    expect(legs['codex']!.outputs['outcome']).toBe('max_turns');
    expect(legs['gemini']!.outputs['outcome']).toBe('error');
    const names = [...service.artifacts.keys()].filter((n) => n.startsWith('narrator-leg-'));
    expect(names).toHaveLength(3);
    expect(names.some((n) => n.startsWith('narrator-leg-1-agent_claude-'))).toBe(true);
    for (const name of names) {
      const files = readZip(service.artifacts.get(name)!.zip!);
      expect([...files.keys()]).toEqual(['narrator-leg.json']);
      const text = files.get('narrator-leg.json')!.toString('utf8');
      expect(text.length).toBeLessThan(2_000);
      const record = JSON.parse(text);
      expect(record.narratorLeg).toBe(1);
      expect(record.identity).toMatchObject({ job: 'agent', runAttempt: 1, workflow: WORKFLOW });
      expect(text).not.toContain('ghs_legtoken');
    }
    const codex = JSON.parse(
      readZip(service.artifacts.get(names.find((n) => n.includes('codex'))!)!.zip!)
        .get('narrator-leg.json')!
        .toString('utf8'),
    );
    expect(codex).toMatchObject({
      label: 'agent (codex)',
      outcome: 'max_turns',
      conclusion: 'failure',
      turns: 2,
      model: expect.stringContaining('claude'),
    });
    expect(codex.reason).toMatch(/turns/);
    for (const run of Object.values(legs)) {
      expect(run.stdout).toMatch(/Narrator published its leg record narrator-leg-1-agent_/);
    }
  });
});

describe('the aggregate job', () => {
  let board: ActionRun;
  beforeAll(async () => {
    board = await aggregate({});
  }, 60_000);

  it('lists every leg, the crashed one too, with outcomes, and not the other jobs', () => {
    expect(board.outputs['legs']).toBe('4');
    expect(board.outputs['succeeded']).toBe('1');
    expect(board.outputs['failed']).toBe('3');
    expect(JSON.parse(board.outputs['outcomes']!)).toEqual({
      'agent (claude)': 'success',
      'agent (codex)': 'max_turns',
      'agent (gemini)': 'error',
      'agent (opencode)': 'no_record',
    });
    const costs = ['claude', 'codex', 'gemini'].map((a) => Number(legs[a]!.outputs['cost-usd'] || 0));
    expect(Number(board.outputs['total-cost-usd'])).toBeCloseTo(
      costs.reduce((a, b) => a + b, 0),
      8,
    );
    expect(board.outputs['conclusion']).toBe('failure');
  });

  it('fails the job once, naming the legs that fell short', () => {
    expect(board.code).toBe(1);
    const errors = board.commands.filter((c) => c.command === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/1 of 4 legs succeeded; require all needs 4/);
    for (const name of [
      'agent (codex) (max_turns)',
      'agent (gemini) (error)',
      'agent (opencode) (no_record)',
    ]) {
      expect(errors[0]!.message).toContain(name);
    }
  });

  it('posts one sticky board comment on the PR: a row per leg, links, totals, reasons', () => {
    const comments = github.commentsOn('octo', 'app', PR);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body.startsWith(`<!-- narrator-board:${WORKFLOW} -->`)).toBe(true);
    for (const agent of ['claude', 'codex', 'gemini', 'opencode']) {
      const row = body.split('\n').find((l) => l.includes(`agent (${agent})`) && l.includes('narrator-leg:'));
      expect(row, agent).toBeDefined();
      expect(row).toMatch(/\[job\]\(https:\/\/github\.com\/octo\/app\/actions\/runs\/4242\/job\/\d+\)/);
    }
    expect(body).toMatch(/✅ success/);
    expect(body).toMatch(/🔁 max turns/);
    expect(body).toMatch(/❌ error/);
    expect(body).toMatch(/❓ no record/);
    expect(body).toContain('narrator-board-totals');
    expect(body).toMatch(/API Error: 500/);
    expect(body).toMatch(/without a Narrator leg record/);
    expect(body).not.toContain('lint');
    expect(body.length).toBeLessThanOrEqual(65_536);
  });

  it('writes the board and a mermaid timeline of the legs to the step summary', () => {
    expect(board.stepSummary).toMatch(/## ❌ Narrator board · 1 of 4 legs succeeded · require all/);
    expect(board.stepSummary).toContain('```mermaid\ngantt');
    expect(board.stepSummary).toMatch(/ {2}1 agent \(claude\) :done, leg1, 0, \d+/);
    expect(board.stepSummary).toMatch(/agent \(opencode\) :crit, /);
    expect(board.stepSummary).toMatch(
      /The board comment: \[https:\/\/github\.com\/octo\/app\/issues\/7#issuecomment-\d+\]/,
    );
  });

  it('reads the records through the artifact service (list, then each one downloaded)', () => {
    expect(service.calls.filter((c) => c === 'ListArtifacts').length).toBeGreaterThanOrEqual(1);
    expect(service.calls.filter((c) => c === 'GetSignedArtifactURL')).toHaveLength(3);
    expect(service.calls.filter((c) => c === 'download')).toHaveLength(3);
    expect(github.requestsTo('list-jobs')[0]!.query).toMatchObject({ filter: 'all', per_page: '100' });
  });
});

describe('the gate, for each require value', () => {
  const cases: Array<[string, boolean, RegExp]> = [
    ['all', false, /require all needs 4/],
    ['any', true, /require any needs 1/],
    ['1', true, /require 1 needs 1/],
    ['2', false, /require 2 needs 2/],
    ['5', false, /require 5 needs 5 \(only 4 legs ran\)/],
    ['25%', true, /require 25% needs 1/],
    ['50%', false, /require 50% needs 2/],
  ];
  it.each(cases)(
    'require %s -> %s',
    async (require, passes, reason) => {
      const run = await aggregate({ require });
      expect(run.outputs['conclusion']).toBe(passes ? 'success' : 'failure');
      expect(run.code).toBe(passes ? 0 : 1);
      expect(run.outputs['succeeded']).toBe('1');
      const verdict = run.stepSummary.split('\n').find((l) => l.startsWith('**The gate'))!;
      expect(verdict).toMatch(passes ? /^\*\*The gate passed\*\*/ : /^\*\*The gate failed\*\*/);
      expect(verdict).toMatch(reason);
      // Still one board comment on the PR: each run edits it.
      expect(github.commentsOn('octo', 'app', PR)).toHaveLength(1);
      expect(github.commentsOn('octo', 'app', PR)[0]!.body).toContain(`require ${require}`);
    },
    60_000,
  );

  it('a require the gate cannot read fails the job before anything is read', async () => {
    const before = service.calls.length;
    const run = await aggregate({ require: 'most' });
    expect(run.code).toBe(1);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(
      /input 'require': 'most' is not all, any, a number of legs/,
    );
    expect(service.calls.length).toBe(before);
  });
});

describe("the board's check run: one required check for the whole matrix", () => {
  const HEAD = 'b0a4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2';
  /** The matrix started by a `/agents` comment on the PR: its jobs are not checks on the PR. */
  function onComment(): Record<string, string> {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-board-')), 'event.json');
    writeFileSync(
      file,
      JSON.stringify({
        action: 'created',
        issue: { number: PR, user: AUTHOR, pull_request: { url: 'https://api.github.com/x' } },
        comment: { id: 9, body: '/agents', user: AUTHOR },
        sender: AUTHOR,
      }),
    );
    return { GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: file };
  }

  it('completes a check named by check-name on the PR head with the verdict: failure, then success', async () => {
    github.addPull('octo', 'app', PR, HEAD);
    github.checkRuns.clear();
    const failed = await aggregate({ 'check-name': 'agents gate' }, onComment());
    expect(failed.code).toBe(1);
    let runs = github.checkRunsOn('octo', 'app');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      name: 'agents gate',
      head_sha: HEAD,
      status: 'completed',
      conclusion: 'failure',
    });
    expect(runs[0]!.output.title).toMatch(/1 of 4 legs succeeded · require all/);
    expect(runs[0]!.output.summary).toContain('agent (codex)');
    expect(runs[0]!.output.summary!.length).toBeLessThanOrEqual(65_535);
    expect(runs[0]!.output.text).toContain('#issuecomment-');

    github.checkRuns.clear();
    const passed = await aggregate({ 'check-name': 'agents gate', require: 'any' }, onComment());
    expect(passed.code).toBe(0);
    runs = github.checkRunsOn('octo', 'app');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ name: 'agents gate', head_sha: HEAD, conclusion: 'success' });
  }, 60_000);

  it('on a pull_request run the aggregate job is the check already: none is added unless check: true', async () => {
    github.checkRuns.clear();
    const auto = await aggregate({});
    expect(auto.stdout).toContain('no check run (a pull_request job is already a check on its commit)');
    expect(github.checkRunsOn('octo', 'app')).toHaveLength(0);
    github.addPull('octo', 'app', PR, HEAD);
    await aggregate({ check: 'true' });
    const runs = github.checkRunsOn('octo', 'app');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      name: `narrator / ${WORKFLOW} / board`,
      head_sha: HEAD,
      conclusion: 'failure',
    });
  }, 60_000);

  it('a token without checks: write: one warning naming it; the verdict is the job result all the same', async () => {
    github.addPull('octo', 'app', PR, HEAD);
    github.checkRuns.clear();
    github.inject('create-check', { kind: 'not-accessible' });
    const run = await aggregate({ require: 'any' }, onComment());
    expect(run.code).toBe(0);
    const warnings = run.commands.filter((c) => c.command === 'warning' && /check/.test(c.message));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain("'checks: write'");
  }, 60_000);

  it('an event payload that cannot be read: one warning naming the file, no board comment or check, the verdict all the same', async () => {
    github.checkRuns.clear();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-board-')), 'broken-event.json');
    writeFileSync(file, '{"action": "created", "issue": {');
    const before = github.requests.length;
    const run = await aggregate(
      { require: 'any', check: 'true' },
      { GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: file },
    );
    expect(run.code).toBe(0);
    const warnings = run.commands.filter(
      (c) => c.command === 'warning' && c.message.includes('event payload'),
    );
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^Narrator board: cannot read the event payload .*broken-event\.json: .*JSON.*: the board has no pull request$/,
      ),
    ]);
    expect(github.requests.slice(before).filter((q) => q.method !== 'GET')).toEqual([]);
    expect(run.stepSummary).toContain('agent (claude)');
  }, 60_000);
});
