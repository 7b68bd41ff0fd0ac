/**
 * Redaction and injection safety at every place text leaves the Action: the real bundle runs an
 * agent that read hostile code (test/fixtures/bin/hostile-stream.mjs). Its stream carries the
 * token, a `redact` value and a secret env var (plain, base64, URL-encoded), well-known token
 * shapes, workflow-command injections, mentions and HTML. None of it may survive in the job log,
 * the outputs, summary.json, the log file, the snapshot, the step summary, the annotations, or
 * any comment body sent to the (fake) GitHub API — every create and edit, not only the last.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_Hostile0123456789abcdefghijKLMNOP';
const REDACT_VALUE = 'corp-vault-password-8812';
const ENV_SECRET = 'svc/key+with=chars 42';
const SHAPES = [
  `ghp_${'A1b2C3d4E5'.repeat(4)}`,
  'github_pat_11AAAAAAA0',
  'sk-ant-api03-',
  'sk-proj-',
  'AKIAABCDEFGHIJKLMNOP',
  'xoxb-123456789012',
  'eyJzdWIiOiJob3N0aWxlIn0',
  'MIIEowIBAAKCAQEA7hostile',
];
const VALUES = [TOKEN, REDACT_VALUE, ENV_SECRET];
/** Every form the agent printed each secret in. */
const FORMS = VALUES.flatMap((v) => [
  v,
  Buffer.from(`user:${v}`).toString('base64'),
  encodeURIComponent(v),
  Buffer.from(v).toString('base64'),
]);

let run: ActionRun;
/** The same stream with GitHub refusing every comment write: the final edit never lands. */
let unlanded: ActionRun;
let fake: FakeGitHub;
/** Every body Narrator sent to GitHub (creates and edits), not only the last one. */
let commentBodies: string[];
beforeAll(async () => {
  const [bundle, github] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
  fake = github;
  const hostileRun = (pr: number, env: Record<string, string> = {}): Promise<ActionRun> => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-leaks-'));
    const event = path.join(dir, 'pr-event.json');
    // By a contributor listed in allowed-actors: the gate asks GitHub nothing (its own tests cover it).
    const author = { login: 'octo-dev', type: 'User' };
    writeFileSync(
      event,
      JSON.stringify({ number: pr, pull_request: { number: pr, user: author }, sender: author }),
    );
    return runActionEntry(bundle.index, {
      dir,
      inputs: {
        command: fakeAgent('hostile-stream.mjs'),
        'github-token': TOKEN,
        redact: REDACT_VALUE,
        'update-interval-seconds': '0',
        'allowed-actors': author.login,
      },
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_API_URL: fake.url,
        GH_TOKEN_FOR_AGENT: TOKEN,
        EXTRA_REDACT: REDACT_VALUE,
        SERVICE_API_KEY: ENV_SECRET,
        HOSTILE_SECRET_ENV: 'GH_TOKEN_FOR_AGENT,EXTRA_REDACT,SERVICE_API_KEY',
        ...env,
      },
    });
  };
  run = await hostileRun(9);
  commentBodies = fake.requests
    .filter((r) => r.route === 'create-comment' || r.route === 'update-comment')
    .map((r) => (r.body as { body: string }).body);
  // The final summary is stored for the post step only when the final edit did not land.
  fake.inject('create-comment', { kind: 'status', status: 500 }, 1000);
  fake.inject('update-comment', { kind: 'status', status: 500 }, 1000);
  unlanded = await hostileRun(10, { NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '1500' });
  fake.clearFaults();
}, 90_000);
afterAll(async () => {
  await fake.close();
});

function sinks(r: ActionRun): Record<string, string> {
  return {
    jobLog: r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n'),
    stderr: r.stderr,
    outputs: JSON.stringify(r.outputs),
    summaryFile: readFileSync(r.outputs['summary-file']!, 'utf8'),
    logFile: readFileSync(r.outputs['log-file']!, 'utf8'),
    snapshot: snapshotOf(r),
    stepSummary: r.stepSummary,
    annotations: JSON.stringify(r.commands),
    comments: commentBodies.join('\n'),
  };
}

/** The snapshot files the run left for its post step. */
function snapshotOf(r: ActionRun): string {
  const runDir = path.dirname(r.outputs['summary-file']!);
  return readdirSync(runDir)
    .filter((f) => f.startsWith('snapshot'))
    .map((f) => readFileSync(path.join(runDir, f), 'utf8'))
    .join('\n');
}

describe('a hostile agent stream through the Action', () => {
  it('the run itself is judged on its result: success', () => {
    expect(run.code).toBe(0);
    expect(run.outputs['outcome']).toBe('success');
    expect(run.outputs['tool-errors']).toBe('1');
  });

  it('no secret in any form reaches any sink (and each sink did say something)', () => {
    for (const [where, text] of Object.entries(sinks(run))) {
      if (where !== 'stderr') expect(text.length, where).toBeGreaterThan(50);
      for (const secret of [...FORMS, ...SHAPES]) {
        expect(text.includes(secret), `${JSON.stringify(secret)} in ${where}`).toBe(false);
      }
    }
    expect(sinks(run)['logFile']).toMatch(/\*\*\*/);
  });

  it('the final edit did not land: the snapshot holds the whole finished run, and no secret', () => {
    expect(unlanded.outputs['outcome']).toBe('success');
    expect(unlanded.state['narrator-comment-final']).toBeUndefined();
    const snapshot = snapshotOf(unlanded);
    const stored = JSON.parse(snapshot) as { summary: { status: string; toolCalls: unknown[] } };
    expect(stored.summary.status).toBe('finished');
    expect(stored.summary.toolCalls.length).toBe(Number(unlanded.outputs['tool-calls']));
    expect(snapshot).toMatch(/\*\*\*/);
    for (const secret of [...FORMS, ...SHAPES]) {
      expect(snapshot.includes(secret), `${JSON.stringify(secret)} in the snapshot`).toBe(false);
    }
  });

  it('every secret value and derived form is masked in the job log by the runner (add-mask)', () => {
    const masks = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('::add-mask::'))
      // @actions/core escapes command data (% \r \n); the runner unescapes it.
      .map((l) =>
        l.slice('::add-mask::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'),
      );
    for (const v of VALUES) expect(masks, v).toContain(v);
    expect(masks).toContain(encodeURIComponent(ENV_SECRET));
    // Only our masks: the agent's `::add-mask::INJECTED-MASK` was not issued.
    expect(masks.some((m) => m.includes('INJECTED'))).toBe(false);
  });

  it('the agent issues no workflow command: every `::` line in the job log is ours', () => {
    const ours = /^::(add-mask|group|endgroup|error|warning|notice|debug)( [^:]*)?::/;
    for (const line of run.stdout.split('\n')) {
      const t = line.trimStart();
      // The runner parses a line as `::cmd::` first and only falls back to the legacy `##[cmd]`
      // (matched anywhere in a line) when that fails; so `##[` may sit inside OUR well-formed
      // commands' escaped data, and nowhere else.
      if (t.startsWith('::')) expect(t, 'a workflow command').toMatch(ours);
      else expect(line).not.toContain('##[');
      expect(line).not.toMatch(/^\s*::(stop-commands|set-output|add-mask::INJECTED|error title=INJECTED)/);
    }
    // The injected text is still visible, just inert.
    expect(run.stdout).toMatch(/: :error title=INJECTED::INJECTED-ERROR/);
    expect(run.stdout).toContain('# #[warning]INJECTED-LEGACY');
    // Annotations carry agent text only escaped (%0A), never as a second command.
    for (const c of run.commands) expect(c.message).not.toMatch(/\n/);
  });

  it('every comment body sent to GitHub and the step summary: nobody pinged, no issue linked, no tag of the agent', () => {
    expect(commentBodies.length).toBeGreaterThanOrEqual(1); // the stream is instant: often one create with the final body
    expect(fake.commentsOn('octo', 'app', 9)).toHaveLength(1);
    for (const body of [...commentBodies, run.stepSummary]) assertInert(body);
    expect(commentBodies.at(-1)).toMatch(/octocat/); // the agent's text is there, inert
    expect(run.stepSummary).toMatch(/octocat/);
  });
});

/** What must hold for any markdown body built from this stream. */
function assertInert(body: string): void {
  expect(body).not.toMatch(/@[A-Za-z0-9]/); // no live mention
  expect(body).not.toMatch(/#\d/); // no issue auto-link
  expect(body).not.toMatch(/<(script|img|!--\s*`)/i);
  expect(body.match(/<details>/g)?.length ?? 0).toBe(body.match(/<\/details>/g)?.length ?? 0);
  expect(body.length).toBeLessThan(65_536);
}
