/**
 * Forged leg records, end to end through the bundles (dist/index.js for the legs, dist/aggregate.js
 * for the board): two legs of a matrix both fail (replayed real Claude Code captures: max turns,
 * an API error), and the first leg's "agent" is hostile (test/fixtures/bin/forge-leg-record.mjs):
 * with the artifact token every process of its job can reach, it uploads a leg record that says
 * success before it fails. Four ways of forging; in each the aggregate gate, `require: any`, must
 * fail — a record counts only when it is the one record of its leg's job, uploaded by that job,
 * and that job succeeded.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LegRecord } from '../../src/board/record.js';
import { legArtifactName } from '../../src/sinks/board/leg-record.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeGitHub, type FakeJob } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';
import { record } from './records.js';

const RUN_ID = 5151;
const PR = 9;
const WORKFLOW = 'Agents compared';
const AUTHOR = { login: 'octo-dev', type: 'User' };

let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let dir: string;
let eventFile: string;

beforeAll(async () => {
  bundle = await buildActionBundle();
  dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-forge-'));
  eventFile = path.join(dir, 'event.json');
  writeFileSync(
    eventFile,
    JSON.stringify({ number: PR, pull_request: { number: PR, user: AUTHOR }, sender: AUTHOR }),
  );
}, 120_000);

interface World {
  service: FakeArtifactService;
  github: FakeGitHub;
}
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).flatMap((w) => [w.service.close(), w.github.close()]));
});

async function world(): Promise<World> {
  const [service, github] = await Promise.all([FakeArtifactService.start(), FakeGitHub.start()]);
  const w = { service, github };
  worlds.push(w);
  return w;
}

function runnerEnv(w: World, runner: string): Record<string, string> {
  return {
    ACTIONS_RUNTIME_TOKEN: w.service.tokenForJob(randomUUID()),
    ACTIONS_RESULTS_URL: w.service.url,
    GITHUB_API_URL: w.github.url,
    GITHUB_WORKFLOW: WORKFLOW,
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventFile,
    RUNNER_NAME: runner,
    NARRATOR_GITHUB_BACKOFF_MS: '1',
  };
}

interface LegSpec {
  agent: string;
  index: number;
  scenario: string;
  /** What the hostile agent uploads before it fails. */
  forge?: { name: string; record: LegRecord };
}

/** What the leg's record says about who it is (the forger computes the same). */
function identityOf(leg: Pick<LegSpec, 'agent' | 'index'>, job: Pick<FakeJob, 'id'>, attempt = 1) {
  return record({
    matrix: { agent: leg.agent },
    jobIndex: leg.index,
    runner: `runner-${leg.agent}`,
    jobId: job.id,
    attempt,
    outcome: 'success',
    start: Date.now() - Date.parse('2025-06-01T12:00:00.000Z') - 1_000,
    end: Date.now() - Date.parse('2025-06-01T12:00:00.000Z'),
  });
}

/** One leg's job, created as the run starts it (the leg learns its id from `job.check_run_id`). */
function startJob(w: World, agent: string): FakeJob {
  return w.github.addJob('octo', 'app', {
    run_id: RUN_ID,
    name: `agent (${agent})`,
    runner_name: `runner-${agent}`,
    status: 'in_progress',
    started_at: new Date(Date.now() - 1_000).toISOString(),
  });
}

async function runLeg(w: World, leg: LegSpec, job: FakeJob): Promise<ActionRun> {
  let command = `'${fakeAgent('replay-capture.mjs')}' '${capture(leg.scenario)}'`;
  if (leg.forge) {
    const spec = path.join(dir, `${randomUUID()}.json`);
    writeFileSync(spec, JSON.stringify(leg.forge));
    command = `'${fakeAgent('forge-leg-record.mjs')}' '${spec}' '${capture(leg.scenario)}'`;
  }
  const run = await runActionEntry(bundle.index, {
    inputs: {
      command,
      'comment-on': 'none',
      'publish-result': 'true',
      'allowed-actors': AUTHOR.login,
      matrix: JSON.stringify({ agent: leg.agent }),
      'job-index': String(leg.index),
      'job-id': String(job.id),
    },
    env: { ...runnerEnv(w, `runner-${leg.agent}`), GITHUB_JOB: 'agent' },
    timeoutMs: 30_000,
  });
  job.status = 'completed';
  job.completed_at = new Date(Date.now() + 1_000).toISOString();
  job.conclusion = run.code === 0 ? 'success' : 'failure';
  return run;
}

function aggregate(w: World, require: string): Promise<ActionRun> {
  return runActionEntry(bundle.aggregate, {
    inputs: { 'github-token': 'ghs_boardtoken00000000000000000000000', require },
    env: { ...runnerEnv(w, 'runner-board'), GITHUB_JOB: 'board' },
    timeoutMs: 30_000,
  });
}

type Variant = 'own name' | "another leg's name" | 'an invented leg' | "another leg's ids, attempt 2";

/** Both legs fail; leg a's agent forges a success the `variant` way before it fails. */
async function forgedMatrix(variant: Variant) {
  const w = await world();
  const jobA = startJob(w, 'a');
  const jobB = startJob(w, 'b');
  const a = { agent: 'a', index: 0, scenario: '05-max-turns-1' };
  const b = { agent: 'b', index: 1, scenario: '06c-persistent-500' };
  let forged: LegRecord;
  switch (variant) {
    case 'own name':
      forged = identityOf(a, jobA);
      break;
    case "another leg's name":
      forged = identityOf(b, jobB);
      break;
    case 'an invented leg':
      forged = identityOf({ agent: 'zz', index: 7 }, { id: 987_654 });
      break;
    case "another leg's ids, attempt 2":
      forged = identityOf(b, jobB, 2);
      break;
  }
  const forge = { name: legArtifactName(forged, 'f0f0f0f0'), record: forged };
  const legA = await runLeg(w, { ...a, forge }, jobA);
  const legB = await runLeg(w, b, jobB);
  const board = await aggregate(w, 'any');
  return { w, legA, legB, board, forge };
}

const OUTCOMES: Record<Variant, Record<string, string>> = {
  // The leg's own upload found its name taken, so the leg failed: its job's failure outweighs
  // the forged record under its name.
  'own name': { 'agent (a)': 'job_failed', 'agent (b)': 'error' },
  // Leg a's job uploaded two records (its own and b's forgery): neither is believed, and the
  // forgery also names b's job, which then has two records.
  "another leg's name": { 'agent (a)': 'disputed', 'agent (b)': 'disputed' },
  'an invented leg': { 'agent (a)': 'disputed', 'agent (b)': 'error' },
  // Attempt 2 of b has no job in the run: the record is set aside; a keeps its own failure.
  "another leg's ids, attempt 2": { 'agent (a)': 'max_turns', 'agent (b)': 'error' },
};

function errorsOf(run: ActionRun): string {
  return run.commands
    .filter((c) => c.command === 'error')
    .map((c) => c.message)
    .join('\n');
}

describe('a leg record forged by what the agent runs never passes the gate', () => {
  it.each<Variant>(['own name', "another leg's name", 'an invented leg', "another leg's ids, attempt 2"])(
    'forged under %s: every real leg failed, so the gate fails',
    async (variant) => {
      const { w, legA, legB, board, forge } = await forgedMatrix(variant);
      // The forgery happened: the artifact is there, uploaded with leg a's own token.
      expect(w.service.artifacts.has(forge.name)).toBe(true);
      expect(legA.outputs['outcome']).toBe('max_turns');
      expect(legB.outputs['outcome']).toBe('error');
      expect(JSON.parse(board.outputs['outcomes']!)).toEqual(OUTCOMES[variant]);
      expect(board.outputs['succeeded']).toBe('0');
      expect(board.outputs['conclusion']).toBe('failure');
      expect(board.code).toBe(1);
      expect(board.stepSummary).toMatch(/## ❌ Narrator board · 0 of 2 legs succeeded · require any/);
      const comment = w.github.commentsOn('octo', 'app', PR)[0]!.body;
      switch (variant) {
        case 'own name':
          // The leg whose name was taken says so and fails; the board says why the record lost.
          expect(errorsOf(legA)).toMatch(/another process uploaded this leg's record first/);
          expect(comment).toMatch(/❌ job failed/);
          expect(comment).toMatch(/the job concluded failure although its leg record says success/);
          break;
        case "another leg's name":
          expect(errorsOf(legB)).toMatch(/another process uploaded this leg's record first/);
          expect(comment).toMatch(/❗ disputed/);
          expect(comment).toContain('### Leg records not counted');
          expect(comment).toContain(forge.name);
          break;
        case 'an invented leg':
          expect(comment).toMatch(/❗ disputed/);
          expect(comment).toContain(forge.name);
          expect(comment).toMatch(/says it is \*\*agent \(zz\)\*\*/);
          break;
        case "another leg's ids, attempt 2":
          expect(comment).toContain('### Leg records not counted');
          expect(comment).toContain(forge.name);
          expect(comment).toMatch(/it says attempt 2, but job \d+ ran in attempt 1/);
          break;
      }
    },
    60_000,
  );

  it('a leg that succeeded but found its record name taken fails, and says why', async () => {
    const w = await world();
    const jobA = startJob(w, 'a');
    const forged = identityOf({ agent: 'a', index: 0 }, jobA);
    const name = legArtifactName(forged);
    const leg = await runLeg(
      w,
      { agent: 'a', index: 0, scenario: '03-tools', forge: { name, record: forged } },
      jobA,
    );
    expect(leg.outputs['outcome']).toBe('success');
    expect(leg.outputs['conclusion']).toBe('failure');
    expect(leg.code).toBe(1);
    expect(errorsOf(leg)).toMatch(
      new RegExp(
        `another process uploaded this leg's record first \\(the artifact '${name}' already existed`,
      ),
    );
    expect(jobA.conclusion).toBe('failure');
  }, 60_000);

  it("the hostile script still finds the token when its own environment was stripped: in its parent's /proc environ", async () => {
    const w = await world();
    const spec = path.join(dir, `${randomUUID()}.json`);
    const name = 'narrator-leg-1-from-proc-0123456789ab';
    writeFileSync(spec, JSON.stringify({ name, record: { narratorLeg: 1 } }));
    const token = w.service.tokenForJob(randomUUID());
    // The shell holds the token; the script, its child, is started without it (`; exit` keeps the
    // shell from exec'ing into it, so the shell stays its parent).
    const script = `env -u ACTIONS_RUNTIME_TOKEN -u ACTIONS_RESULTS_URL '${process.execPath}' '${fakeAgent('forge-leg-record.mjs')}' '${spec}'; exit $?`;
    const child = spawn('sh', ['-c', script], {
      env: {
        PATH: process.env['PATH'] ?? '',
        ACTIONS_RUNTIME_TOKEN: token,
        ACTIONS_RESULTS_URL: w.service.url,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    await once(child, 'close');
    expect(stderr).toMatch(new RegExp(`forge: uploaded ${name} with the token from /proc/\\d+/environ`));
    expect(w.service.artifacts.get(name)?.finalized).toBe(true);
  }, 30_000);

  it('the control: the same matrix with no forgery counts the leg that really succeeded', async () => {
    const w = await world();
    const jobA = startJob(w, 'a');
    const jobB = startJob(w, 'b');
    await runLeg(w, { agent: 'a', index: 0, scenario: '03-tools' }, jobA);
    await runLeg(w, { agent: 'b', index: 1, scenario: '06c-persistent-500' }, jobB);
    const board = await aggregate(w, 'any');
    expect(JSON.parse(board.outputs['outcomes']!)).toEqual({ 'agent (a)': 'success', 'agent (b)': 'error' });
    expect(board.outputs['conclusion']).toBe('success');
    expect(board.code).toBe(0);
    expect(w.github.commentsOn('octo', 'app', PR)[0]!.body).not.toContain('not counted');
  }, 60_000);
});
