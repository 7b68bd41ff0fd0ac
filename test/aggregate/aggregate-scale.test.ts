/**
 * The aggregate bundle (dist/aggregate.js) at GitHub's matrix limit and against hostile legs, over
 * the loopback services: 256 leg records seeded as artifacts of the run (each a real zip the real
 * @actions/artifact client lists, downloads, checks against its digest and unpacks) and 256 jobs in
 * the fake jobs API (three pages). Records are hand-written (test/aggregate/records.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEG_RECORD_FILE } from '../../src/board/record.js';
import { legArtifactName } from '../../src/sinks/board/leg-record.js';
import { buildActionBundle } from '../support/build-action.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeGitHub } from '../support/fake-github.js';
import { runActionEntry } from '../support/run-action.js';
import { deflatedZip } from '../support/zip-bombs.js';
import { record, T0 } from './records.js';

/** Bytes of every file under `dir`. */
function treeBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const RUN_ID = 777;
let bundle: Awaited<ReturnType<typeof buildActionBundle>>;
let service: FakeArtifactService;
let github: FakeGitHub;
let eventFile: string;

beforeAll(async () => {
  bundle = await buildActionBundle();
  eventFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-scale-')), 'event.json');
  writeFileSync(eventFile, JSON.stringify({ issue: { number: 3 } }));
}, 120_000);
beforeEach(async () => {
  [service, github] = await Promise.all([FakeArtifactService.start(), FakeGitHub.start()]);
});
afterEach(async () => {
  await Promise.all([service.close(), github.close()]);
});

function aggregate(inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  return runActionEntry(bundle.aggregate, {
    inputs: { 'github-token': 'ghs_boardtoken00000000000000000000000', ...inputs },
    env: {
      ACTIONS_RUNTIME_TOKEN: service.tokenForJob(randomUUID()),
      ACTIONS_RESULTS_URL: service.url,
      GITHUB_API_URL: github.url,
      GITHUB_WORKFLOW: 'Shards',
      GITHUB_RUN_ID: String(RUN_ID),
      GITHUB_EVENT_NAME: 'issues',
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_JOB: 'board',
      RUNNER_NAME: 'runner-board',
      NARRATOR_GITHUB_BACKOFF_MS: '1',
      ...env,
    },
    timeoutMs: 120_000,
  });
}

describe('256 legs (the matrix limit)', () => {
  it('aggregates well under a minute; the board fits and names every failing leg', async () => {
    const failing = new Set<number>();
    for (let i = 0; i < 256; i++) {
      const fails = i % 5 === 0;
      if (fails) failing.add(i);
      const r = record({
        job: 'shard',
        matrix: { shard: i, area: `src/module-${i}/with/a/long/path/name` },
        runner: `runner-${i}`,
        start: i * 200,
        outcome: fails ? 'error' : 'success',
        reason: fails
          ? `shard ${i}: ${'the tests kept failing in a way worth explaining at length; '.repeat(8)}`
          : null,
      });
      // Each from its own job (its own token), created while that job ran.
      service.seed(
        legArtifactName(r),
        { [LEG_RECORD_FILE]: JSON.stringify(r) },
        randomUUID(),
        new Date(T0 + i * 200 + 1_000),
      );
      github.addJob('octo', 'app', {
        run_id: RUN_ID,
        name: r.label,
        runner_name: `runner-${i}`,
        started_at: new Date(T0 + i * 200 - 5_000).toISOString(),
        completed_at: new Date(T0 + i * 200 + 60_000).toISOString(),
        conclusion: fails ? 'failure' : 'success',
      });
    }
    const started = Date.now();
    const run = await aggregate({ require: '75%' });
    const ms = Date.now() - started;
    console.log(`aggregate of 256 legs: ${ms} ms`);
    expect(ms).toBeLessThan(30_000);
    expect(run.outputs['legs']).toBe('256');
    expect(run.outputs['succeeded']).toBe(String(256 - failing.size));
    expect(run.outputs['conclusion']).toBe('success');
    expect(github.requestsTo('list-jobs')).toHaveLength(3);
    const [comment] = github.commentsOn('octo', 'app', 3);
    expect(comment!.body.length).toBeLessThanOrEqual(65_536);
    for (const i of failing) expect(comment!.body, `shard ${i}`).toContain(`shard (${i}, src/module-${i}/`);
    const outcomes = JSON.parse(run.outputs['outcomes']!);
    expect(Object.keys(outcomes)).toHaveLength(256);
    expect(Object.values(outcomes).filter((o) => o === 'error')).toHaveLength(failing.size);
    expect(run.stepSummary).toContain('```mermaid');
  }, 120_000);
});

describe('hostile legs', () => {
  const SECRET = 'sk-ant-api03-SECRETSECRETSECRETSECRET';
  const hostile =
    '<img src=x onerror=alert(1)> ![p](https://evil.example/p.png) @octocat ::error::owned ##[warning]x ' +
    `ghp_abcdefghijklmnopqrstuvwxyz0123456789 ${SECRET} <!-- narrator-leg:deadbeefdead --> ` +
    '\n::add-mask::x\n\u202Eevil';

  it('no image, tag, mention, workflow command or secret comes through any view', async () => {
    const r = record({
      matrix: { agent: hostile },
      model: hostile,
      agent: 'claude',
      outcome: 'error',
      reason: hostile,
      runner: 'r-evil',
    });
    service.seed(legArtifactName(r), { [LEG_RECORD_FILE]: JSON.stringify(r) }, randomUUID(), new Date(T0));
    github.addJob('octo', 'app', {
      run_id: RUN_ID,
      name: `agent (${hostile})`,
      runner_name: 'r-evil',
      started_at: new Date(T0 - 1000).toISOString(),
      completed_at: new Date(T0 + 90_000).toISOString(),
    });
    github.addJob('octo', 'app', {
      run_id: RUN_ID,
      name: `agent (${hostile} 2)`,
      runner_name: 'r-2',
      conclusion: 'failure',
      started_at: new Date(T0).toISOString(),
      completed_at: new Date(T0 + 30_000).toISOString(),
    });
    const run = await aggregate({ redact: SECRET });
    expect(run.outputs['legs']).toBe('2');
    const [comment] = github.commentsOn('octo', 'app', 3);
    for (const [where, text] of [
      ['comment', comment!.body],
      ['step summary', run.stepSummary],
      ['outputs', JSON.stringify(run.outputs)],
      // The runner masks what `::add-mask::` names: those lines are how the secret gets masked.
      ['log', run.stdout.replace(/^::add-mask::.*$/gm, '')],
    ] as const) {
      expect(text, where).not.toContain(SECRET);
      expect(text, where).not.toContain('ghp_abcdefghij');
      expect(text, where).not.toContain('\u202E');
    }
    for (const text of [comment!.body, run.stepSummary]) {
      expect(text).not.toMatch(/<img|@octocat|!\[p\]|deadbeefdead -->/);
    }
    // The only workflow commands in the log are Narrator's own (masks of its secrets, Octokit's
    // debug lines, one error): none comes from a leg's text.
    const commands = run.stdout.split('\n').filter((l) => /^\s*::/.test(l));
    expect(new Set(commands.map((l) => l.slice(0, l.indexOf('::', 2) + 2)))).toEqual(
      new Set(['::add-mask::', '::debug::', '::error::']),
    );
    expect(commands.filter((l) => l.startsWith('::error::'))).toHaveLength(1);
    expect(commands.filter((l) => l.startsWith('::add-mask::x'))).toEqual([]);
    expect(run.stdout).not.toMatch(/^##\[/m);
  }, 60_000);

  it('a record that is not one, and a record too large, are warnings and not counted; their jobs still show', async () => {
    service.seed('narrator-leg-1-agent_a-0123456789ab', {
      [LEG_RECORD_FILE]: '{"narratorLeg":1,"outcome":"success"}',
    });
    service.seed('narrator-leg-1-agent_b-0123456789ac', { [LEG_RECORD_FILE]: 'x'.repeat(300_000) });
    service.seed('not-a-leg', { 'x.txt': 'ignored' });
    github.addJob('octo', 'app', { run_id: RUN_ID, name: 'agent (a)', runner_name: 'ra' });
    github.addJob('octo', 'app', {
      run_id: RUN_ID,
      name: 'agent (b)',
      runner_name: 'rb',
      started_at: new Date(T0 - 5_000).toISOString(),
      completed_at: new Date(T0 + 60_000).toISOString(),
    });
    const good = record({ matrix: { agent: 'b' }, runner: 'rb' });
    service.seed(
      legArtifactName(good),
      { [LEG_RECORD_FILE]: JSON.stringify(good) },
      randomUUID(),
      new Date(T0),
    );
    const run = await aggregate({ require: 'any' });
    const warnings = run.commands
      .filter((c) => c.command === 'warning')
      .map((c) => c.message)
      .join('\n');
    expect(warnings).toMatch(/artifact 'narrator-leg-1-agent_a-0123456789ab': not a Narrator leg record/);
    expect(warnings).toMatch(/artifact 'narrator-leg-1-agent_b-0123456789ac': \d+ bytes is too large/);
    expect(warnings).toMatch(/; not counted/);
    expect(JSON.parse(run.outputs['outcomes']!)).toEqual({
      'agent (a)': 'no_record',
      'agent (b)': 'success',
    });
    expect(run.code).toBe(0);
  }, 60_000);

  it('a zip bomb and a flood of files under leg names are refused unread: nothing unpacked, shown not counted', async () => {
    // 64 MiB of zeros in ~64 KB, its headers saying it holds 900 bytes; and 2,000 empty files.
    const bomb = await deflatedZip([{ name: LEG_RECORD_FILE, zeros: 64 * 1024 * 1024, declaredSize: 900 }]);
    expect(bomb.length).toBeLessThan(256 * 1024);
    service.seed('narrator-leg-1-agent_a-0123456789ab', bomb, randomUUID(), new Date(T0));
    const flood = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`f${i}.txt`, '']));
    service.seed('narrator-leg-1-agent_b-0123456789ac', flood, randomUUID(), new Date(T0));
    github.addJob('octo', 'app', { run_id: RUN_ID, name: 'agent (a)', runner_name: 'ra' });
    github.addJob('octo', 'app', { run_id: RUN_ID, name: 'agent (b)', runner_name: 'rb' });
    const run = await aggregate({ require: 'any', jobs: 'agent' });
    const warnings = run.commands
      .filter((c) => c.command === 'warning')
      .map((c) => c.message)
      .join('\n');
    expect(warnings).toMatch(
      /artifact 'narrator-leg-1-agent_a-0123456789ab': it expands past 262144 bytes; refused without reading further; not counted/,
    );
    expect(warnings).toMatch(
      /artifact 'narrator-leg-1-agent_b-0123456789ac': it holds 2000 files; a leg record's artifact holds at most 8; not counted/,
    );
    expect(JSON.parse(run.outputs['outcomes']!)).toEqual({
      'agent (a)': 'no_record',
      'agent (b)': 'no_record',
    });
    expect(run.code).toBe(1);
    const [comment] = github.commentsOn('octo', 'app', 3);
    expect(comment!.body).toContain('### Leg records not counted');
    expect(comment!.body).toMatch(/narrator-leg-1-agent_a-0123456789ab · unreadable: it expands past/);
    // Nothing of either archive was written anywhere the step can write.
    expect(treeBytes(run.dir)).toBeLessThan(1024 * 1024);
  }, 60_000);

  it('without actions: read no record can be checked against its job: the board says so, and nothing passes', async () => {
    const r = record({ matrix: { agent: 'a' }, runner: 'ra' });
    service.seed(legArtifactName(r), { [LEG_RECORD_FILE]: JSON.stringify(r) });
    github.inject('list-jobs', { kind: 'not-accessible' });
    const run = await aggregate();
    expect(run.outputs['succeeded']).toBe('0');
    expect(JSON.parse(run.outputs['outcomes']!)).toEqual({ 'agent (a)': 'unverified' });
    expect(run.code).toBe(1);
    expect(run.commands.find((c) => c.command === 'error')!.message).toMatch(
      /legs may be missing \(the run's jobs could not be listed \(403 Resource not accessible by integration\)/,
    );
    const [comment] = github.commentsOn('octo', 'app', 3);
    expect(comment!.body).toMatch(/⚠️ the run's jobs could not be listed .*permissions: actions: read/);
    expect(comment!.body).toMatch(/❔ unverified/);
    // A record nobody could check is never a success: not even `any` passes on it.
    github.inject('list-jobs', { kind: 'not-accessible' });
    expect((await aggregate({ require: 'any' })).code).toBe(1);
  }, 60_000);
});
