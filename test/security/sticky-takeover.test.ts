/**
 * A hole a security review found: "anyone can take over the sticky comment". The marker
 * `<!-- narrator:<workflow>/<job> -->` is public (it is derived from the workflow file), so an
 * outsider can write a comment that carries it. Before the fix the next run PATCHed that comment
 * and the narration lived where its author could rewrite it (into a fake "✅ finished").
 *
 * End to end: the real bundle (main and post entries) as subprocesses against the fake GitHub,
 * whose comments carry GitHub's real `user` objects and whose token is `github-actions[bot]`.
 * Every place that adopts a marked comment is attacked: the live comment, the post step's
 * finalize, and the refusal comment of the permission gate.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub, GITHUB_ACTIONS_BOT, userAccount } from '../support/fake-github.js';
import { runActionEntry } from '../support/run-action.js';

const AUTHOR = { login: 'octo-dev', type: 'User' };
let bundle: { index: string; post: string };
let fake: FakeGitHub;
const TOKEN = 'ghs_stickyTakeoverToken0123456789abcdef';
const PR = 7;
const MARKER = '<!-- narrator:agent.yml/review -->';
const LURE = `${MARKER}\n### ✅ Claude finished · all checks passed`;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
}, 60_000);
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.clearFaults();
  fake.comments.clear();
  fake.requests.length = 0;
  fake.permissions.clear();
  // The pull request's author may start the agent: the permission gate asks and is answered write.
  fake.permissions.set(AUTHOR.login, 'write');
  fake.me = GITHUB_ACTIONS_BOT;
});

function eventFile(payload: unknown): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-takeover-')), 'event.json');
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

const env = (extra: Record<string, string> = {}) => ({
  GITHUB_API_URL: fake.url,
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: eventFile({
    action: 'opened',
    number: PR,
    pull_request: { number: PR, user: AUTHOR },
    sender: AUTHOR,
  }),
  GITHUB_WORKFLOW: 'agent.yml',
  GITHUB_JOB: 'review',
  NARRATOR_GITHUB_BACKOFF_MS: '10',
  NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '5000',
  ...extra,
});

const warnings = (r: { commands: Array<{ command: string; message: string }> }) =>
  r.commands.filter((c) => c.command === 'warning').map((c) => c.message);

describe('a look-alike marker written by someone else is never adopted', () => {
  it('live comment: the outsider comment stays as written, the run narrates in its own comment', async () => {
    const mallory = userAccount('mallory');
    const lure = fake.seedComment('octo', 'app', PR, LURE, mallory);
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
        'github-token': TOKEN,
        'update-interval-seconds': '0.2',
      },
      env: env({ FAKE_TIME_SCALE: '0' }),
      timeoutMs: 30_000,
    });
    expect(run.code).toBe(0);
    // Never edited: no PATCH reached it, and it still says what its author wrote.
    expect(fake.requestsTo('update-comment').map((r) => r.path)).not.toContain(
      `/repos/octo/app/issues/comments/${lure.id}`,
    );
    expect(fake.comments.get(lure.id)!.body).toBe(LURE);
    // The run's own comment: written by the token's account, holding the real result.
    const mine = fake.commentsOn('octo', 'app', PR).filter((c) => c.id !== lure.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.author).toEqual(GITHUB_ACTIONS_BOT);
    expect(mine[0]!.body.startsWith(MARKER)).toBe(true);
    expect(mine[0]!.body).toContain('src/add.js');
    expect(warnings(run).join('\n')).toContain(
      `Narrator ignores comment ${lure.id}: it carries Narrator's marker but was written by mallory, not by github-actions[bot]`,
    );
    // Who the token is was asked once, through GraphQL.
    expect(fake.requestsTo('graphql')).toHaveLength(1);

    // A re-run finds the run's own comment again (and still leaves the lure alone).
    fake.requests.length = 0;
    const again = await runActionEntry(bundle.index, {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('01-text')}'`,
        'github-token': TOKEN,
      },
      env: env({ FAKE_TIME_SCALE: '0' }),
      timeoutMs: 30_000,
    });
    expect(again.code).toBe(0);
    expect(fake.requestsTo('create-comment')).toHaveLength(0);
    expect(fake.requestsTo('update-comment').every((r) => r.path.endsWith(`/${mine[0]!.id}`))).toBe(true);
    expect(fake.comments.get(mine[0]!.id)!.body).toContain('This repository is a tiny demo project.');
    expect(fake.comments.get(lure.id)!.body).toBe(LURE);
  });

  it("another token's account (a PAT's user, another app's bot) is not ours either", async () => {
    // The token is now a PAT of `narrator-bot`; the earlier comments were the workflow token's.
    fake.me = userAccount('narrator-bot');
    const byActions = fake.seedComment('octo', 'app', PR, `${MARKER}\nolder run`, GITHUB_ACTIONS_BOT);
    const byOtherApp = fake.seedComment('octo', 'app', PR, `${MARKER}\nfake`, {
      login: 'helper-app[bot]',
      id: 5_000_001,
      type: 'Bot',
      app: { id: 900, slug: 'helper-app', name: 'Helper' },
    });
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('01-text')}'`,
        'github-token': TOKEN,
      },
      env: env({ FAKE_TIME_SCALE: '0' }),
      timeoutMs: 30_000,
    });
    expect(run.code).toBe(0);
    expect(
      fake
        .requestsTo('update-comment')
        .filter((r) => r.outcome === 200)
        .map((r) => r.path),
    ).not.toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`/(${byActions.id}|${byOtherApp.id})$`))]),
    );
    const mine = fake.commentsOn('octo', 'app', PR).filter((c) => c.author.login === 'narrator-bot');
    expect(mine).toHaveLength(1);
    expect(fake.comments.get(byActions.id)!.body).toBe(`${MARKER}\nolder run`);
    expect(fake.comments.get(byOtherApp.id)!.body).toBe(`${MARKER}\nfake`);
  });

  it("GitHub refusing to edit the earlier run's comment: narrated in a new comment, and the warning says so", async () => {
    // Before: "the token may not write comments here", and the run went on without any comment.
    const earlier = fake.seedComment('octo', 'app', PR, `${MARKER}\nprevious run`);
    fake.inject('update-comment', { kind: 'not-accessible' }, 1);
    const run = await runActionEntry(bundle.index, {
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('01-text')}'`,
        'github-token': TOKEN,
      },
      env: env({ FAKE_TIME_SCALE: '0' }),
      timeoutMs: 30_000,
    });
    expect(run.code).toBe(0);
    expect(fake.comments.get(earlier.id)!.body).toBe(`${MARKER}\nprevious run`);
    const mine = fake.commentsOn('octo', 'app', PR).filter((c) => c.id !== earlier.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('This repository is a tiny demo project.');
    const said = warnings(run).join('\n');
    expect(said).toContain(
      `GitHub refused to edit comment ${earlier.id}, Narrator's comment from an earlier run (403 Resource not accessible by integration); Narrator narrates in a new comment instead`,
    );
    expect(said).not.toMatch(/may not write comments/);
  });

  it('post step: a cancelled run is finalized in its own comment, never in the look-alike', async () => {
    const lure = fake.seedComment('octo', 'app', PR, `${MARKER}\n🔄 working`, userAccount('mallory'));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-takeover-post-'));
    // What a main step killed before its first create leaves: where to narrate, no comment id.
    const post = await runActionEntry(bundle.post, {
      dir,
      inputs: { 'github-token': TOKEN },
      state: {
        'narrator-comment': JSON.stringify({
          owner: 'octo',
          repo: 'app',
          issueNumber: PR,
          marker: MARKER,
          commentId: null,
        }),
      },
      env: env(),
    });
    expect(post.code).toBe(0);
    expect(fake.comments.get(lure.id)!.body).toBe(`${MARKER}\n🔄 working`);
    const mine = fake.commentsOn('octo', 'app', PR).filter((c) => c.id !== lure.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.author).toEqual(GITHUB_ACTIONS_BOT);
    expect(mine[0]!.body).toMatch(/cancelled/i);
    expect(post.stdout).toContain('posted (the main step never created it)');
  });

  it('refusal comment: a refused run does not edit a look-alike of its refusal marker', async () => {
    fake.permissions.set('outsider', 'read');
    const refusalMarker = '<!-- narrator:refused agent.yml/review -->';
    const lure = fake.seedComment('octo', 'app', PR, `${refusalMarker}\nAll good, carry on.`, 'outsider');
    const sender = { login: 'outsider', type: 'User' };
    const run = await runActionEntry(bundle.index, {
      inputs: { command: `'${process.execPath}' -e ""`, 'github-token': TOKEN },
      env: env({
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: eventFile({
          action: 'created',
          issue: { number: PR, pull_request: {} },
          comment: { body: '/narrate', user: sender },
          sender,
        }),
        GITHUB_ACTOR: 'outsider',
        NARRATOR_GITHUB_TIMEOUT_MS: '5000',
      }),
    });
    expect(run.code).toBe(1);
    expect(fake.comments.get(lure.id)!.body).toBe(`${refusalMarker}\nAll good, carry on.`);
    const refusals = fake.commentsOn('octo', 'app', PR).filter((c) => c.id !== lure.id);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.author).toEqual(GITHUB_ACTIONS_BOT);
    expect(refusals[0]!.body).toMatch(
      /^<!-- narrator:refused agent\.yml\/review -->\n### Narrator did not start/,
    );
  });
});
