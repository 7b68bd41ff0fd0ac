/**
 * The first answer on the PR, end to end: the real bundle as a subprocess, the fake GitHub (real
 * HTTP, GitHub's contract enforced) as GITHUB_API_URL. A run started by a comment, review comment,
 * review or issue gets 👀 on it once the permission gate let it in; a refused one gets 👎 next to
 * the refusal comment; `acknowledge: false` sends nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub, type FakeReactionSubject } from '../support/fake-github.js';
import { describeActionRun, runActionEntry } from '../support/run-action.js';

const TOKEN = 'ghs_ackTokenValue0123456789abcdefghijk';
const WRITER = { login: 'octo-dev', type: 'User' };
const READER = { login: 'outsider', type: 'User' };

let bundle: { index: string };
let fake: FakeGitHub;

beforeAll(async () => {
  [bundle, fake] = await Promise.all([buildActionBundle(), FakeGitHub.start()]);
}, 60_000);
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.comments.clear();
  fake.requests.length = 0;
  fake.reactions.length = 0;
  fake.permissions.clear();
  fake.permissions.set(WRITER.login, 'write');
  fake.permissions.set(READER.login, 'read');
});

async function run(eventName: string, payload: unknown, inputs: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-ack-'));
  const event = path.join(dir, 'ack-event.json');
  writeFileSync(event, JSON.stringify(payload));
  return runActionEntry(bundle.index, {
    dir,
    inputs: {
      command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
      'github-token': TOKEN,
      'comment-on': 'none',
      ...inputs,
    },
    env: {
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: event,
      GITHUB_ACTOR: (payload as { sender: { login: string } }).sender.login,
      GITHUB_API_URL: fake.url,
      GITHUB_WORKFLOW: 'agent.yml',
      GITHUB_JOB: 'narrate',
      NARRATOR_GITHUB_TIMEOUT_MS: '5000',
    },
  });
}

/** Reactions of the token's account (github-actions[bot]) on `subject`, by content. */
function ours(subject: FakeReactionSubject): string[] {
  return fake
    .reactionsOn(subject)
    .filter((r) => r.user.login === fake.me.login)
    .map((r) => r.content);
}

describe('acknowledge: 👀 on the text that started the run (dist/index.js)', () => {
  it('issue_comment by a writer: 👀 on the comment, and the run goes on', async () => {
    const comment = fake.seedComment('octo', 'app', 7, '/agent fix the parser', WRITER.login);
    const r = await run('issue_comment', {
      action: 'created',
      issue: { number: 7, pull_request: {} },
      comment: { id: comment.id, body: comment.body, user: WRITER },
      sender: WRITER,
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(ours({ kind: 'issue-comment', commentId: comment.id })).toEqual(['eyes']);
    expect(r.stdout).toContain('reacted 👀 to the issue_comment');
    // Sent through the REST route GitHub documents for comment reactions.
    expect(fake.requestsTo('create-reaction').map((q) => q.path)).toEqual([
      `/repos/octo/app/issues/comments/${comment.id}/reactions`,
    ]);
  });

  it('pull_request_review_comment: 👀 on the review comment', async () => {
    const r = await run('pull_request_review_comment', {
      action: 'created',
      pull_request: { number: 7 },
      comment: { id: 4242, body: '/agent rename this', user: WRITER },
      sender: WRITER,
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(ours({ kind: 'review-comment', commentId: 4242 })).toEqual(['eyes']);
  });

  it('pull_request_review: the review has no REST reactions, so its pull request gets the 👀', async () => {
    const r = await run('pull_request_review', {
      action: 'submitted',
      pull_request: { number: 7 },
      review: { id: 99, body: '/agent address this', user: WRITER, state: 'commented' },
      sender: WRITER,
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(ours({ kind: 'issue', owner: 'octo', repo: 'app', issueNumber: 7 })).toEqual(['eyes']);
    expect(r.stdout).toContain('its pull request gets the reaction');
  });

  it('issues: 👀 on the issue', async () => {
    const r = await run('issues', {
      action: 'opened',
      issue: { number: 12, title: 'Triage me', body: 'Words', user: WRITER },
      sender: WRITER,
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(ours({ kind: 'issue', owner: 'octo', repo: 'app', issueNumber: 12 })).toEqual(['eyes']);
  });

  it("discussion_comment: 👀 through GraphQL's addReaction on the comment's node id", async () => {
    const r = await run('discussion_comment', {
      action: 'created',
      discussion: { number: 3, user: WRITER },
      comment: { id: 555, node_id: 'DC_kwDOFakeNode555', body: '/agent', user: WRITER },
      sender: WRITER,
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    // No REST route exists for it: nothing went there; the fake checked the mutation's shape.
    expect(fake.requestsTo('create-reaction')).toEqual([]);
    expect(ours({ kind: 'discussion-comment', nodeId: 'DC_kwDOFakeNode555' })).toEqual(['eyes']);
    expect(r.stdout).toContain('reacted 👀 to the discussion_comment');
  });

  it('discussion_comment without a node id: nothing is sent, the log says why, the run goes on', async () => {
    const r = await run('discussion_comment', {
      action: 'created',
      discussion: { number: 3, user: WRITER },
      comment: { id: 556, body: '/agent', user: WRITER },
      sender: WRITER,
    });
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(
      fake.reactions.filter((x) => x.subject.kind === 'discussion-comment' && x.subject.nodeId === ''),
    ).toEqual([]);
    expect(r.stdout).toMatch(/no comment node_id/);
  });

  it('a refused run: 👎 on the comment beside the refusal comment, and no 👀', async () => {
    const comment = fake.seedComment('octo', 'app', 7, '/agent do it', READER.login);
    const r = await run(
      'issue_comment',
      {
        action: 'created',
        issue: { number: 7, pull_request: {} },
        comment: { id: comment.id, body: comment.body, user: READER },
        sender: READER,
      },
      { 'comment-on': 'auto' },
    );
    expect(r.code).toBe(1);
    expect(ours({ kind: 'issue-comment', commentId: comment.id })).toEqual(['-1']);
    expect(fake.commentsOn('octo', 'app', 7).some((c) => c.body.includes('did not start the agent'))).toBe(
      true,
    );
  });

  it('acknowledge: false sends no reaction', async () => {
    const comment = fake.seedComment('octo', 'app', 7, '/agent fix', WRITER.login);
    const r = await run(
      'issue_comment',
      {
        action: 'created',
        issue: { number: 7, pull_request: {} },
        comment: { id: comment.id, body: comment.body, user: WRITER },
        sender: WRITER,
      },
      { acknowledge: 'false' },
    );
    expect(r.code, describeActionRun(r)).toBe(0);
    expect(fake.requestsTo('create-reaction')).toEqual([]);
  });
});
