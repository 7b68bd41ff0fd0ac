/**
 * The PR's ledger when the main step is killed (a cancelled job, a timeout, the runner stopping
 * it): the post step writes the run's row, once. The real bundles (dist/index.js, dist/post.js,
 * built from src/) as subprocesses, a fake agent replaying the REAL capture 08-long-run-30-tools
 * (paced so the main step is killed mid-run), and the loopback fake GitHub.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLedgerBlock } from '../../src/ledger/ledger.js';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { type ActionRun, describeActionRun, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_ledgerPostTokenValue0123456789abcdef';
const WRITER = { login: 'octo-dev', type: 'User' };
const PR = 7;

let bundle: { index: string; post: string };
let fake: FakeGitHub;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
}, 120_000);
afterAll(async () => {
  await fake.close();
});

const event = (() => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-ledger-post-')), 'event.json');
  writeFileSync(
    file,
    JSON.stringify({
      action: 'synchronize',
      number: PR,
      pull_request: { number: PR, title: 'Fix add()', user: WRITER, head: { sha: 'cd'.repeat(20) } },
      sender: WRITER,
    }),
  );
  return file;
})();

/** The step's environment, the same for the main and the post step (the runner gives both). */
const env = (runId: string) => ({
  GITHUB_API_URL: fake.url,
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: event,
  GITHUB_ACTOR: WRITER.login,
  GITHUB_WORKFLOW: 'agent.yml',
  GITHUB_JOB: 'review',
  GITHUB_RUN_ID: runId,
  GITHUB_RUN_ATTEMPT: '1',
  NARRATOR_GITHUB_BACKOFF_MS: '10',
  NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
  NARRATOR_LEDGER: 'on',
  NARRATOR_LEDGER_SETTLE_MS: '100',
});
const inputs = {
  command: `'${fakeAgent('replay-capture.mjs')}' '${capture('08-long-run-30-tools')}'`,
  'github-token': TOKEN,
  'allowed-actors': WRITER.login,
  'update-interval-seconds': '0.2',
};

const post = (main: ActionRun, runId: string) =>
  runActionEntry(bundle.post, {
    dir: main.dir,
    inputs,
    env: env(runId),
    state: main.state,
    timeoutMs: 60_000,
  });

const ledgerRows = () => {
  const ledgers = fake
    .commentsOn('octo', 'app', PR)
    .filter((c) => c.body.startsWith('<!-- narrator-ledger:'))
    .map((c) => parseLedgerBlock(c.body));
  expect(ledgers.length).toBeLessThanOrEqual(1);
  const parsed = ledgers[0];
  if (parsed === undefined) return [];
  if (parsed.kind !== 'ok') throw new Error(`the ledger comment does not parse: ${parsed.kind}`);
  return parsed.block.rows;
};

describe("the post step writes a killed main step's ledger row", () => {
  it('main step SIGKILLed mid-run: one row, cancelled, from the post step; a second post step adds none', async () => {
    const main = await runActionEntry(bundle.index, {
      inputs,
      env: { ...env('4001'), FAKE_TIME_SCALE: '10' },
      timeoutMs: 60_000,
      onStart: (child) => {
        const timer = setInterval(() => {
          const comment = fake.commentsOn('octo', 'app', PR).find((c) => c.body.startsWith('<!-- narrator:'));
          if (comment && /tool calls?/.test(comment.body)) {
            clearInterval(timer);
            child.kill('SIGKILL');
          }
        }, 20);
      },
    });
    expect(main.signal, describeActionRun(main)).toBe('SIGKILL');
    expect(main.state['narrator-views-finished']).toBe('false');
    expect(ledgerRows()).toEqual([]);

    const first = await post(main, '4001');
    expect(first.code, describeActionRun(first)).toBe(0);
    expect(first.stdout).toContain("Narrator post step: wrote this run's ledger row (cancelled, failure)");
    const rows = ledgerRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      runId: '4001',
      attempt: 1,
      job: 'agent.yml/review',
      outcome: 'cancelled',
      conclusion: 'failure',
      headSha: 'cd'.repeat(20),
      actor: WRITER.login,
      resumed: false,
    });

    // Run again (a retried post step): the row is there, nothing is added or changed.
    const again = await post(main, '4001');
    expect(again.code, describeActionRun(again)).toBe(0);
    expect(again.stdout).toContain("the ledger already has this run's row");
    expect(ledgerRows()).toEqual(rows);
    for (const c of fake.commentsOn('octo', 'app', PR)) expect(c.body).not.toContain(TOKEN);
  }, 180_000);

  it('a main step that finished wrote its own row: the post step adds none', async () => {
    const main = await runActionEntry(bundle.index, {
      inputs,
      env: { ...env('4002'), FAKE_TIME_SCALE: '0' },
      timeoutMs: 60_000,
    });
    expect(main.code, describeActionRun(main)).toBe(0);
    const before = ledgerRows().filter((r) => r.runId === '4002');
    expect(before).toHaveLength(1);
    const after = await post(main, '4002');
    expect(after.code, describeActionRun(after)).toBe(0);
    expect(ledgerRows().filter((r) => r.runId === '4002')).toEqual(before);
  }, 180_000);
});
