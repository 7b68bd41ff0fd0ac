import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClientOptions } from '../../src/github/client.js';
import { classifyGitHubError } from '../../src/github/errors.js';
import { FakeGitHub } from '../support/fake-github.js';

let fake: FakeGitHub;
let logs: string[];

beforeEach(async () => {
  fake = await FakeGitHub.start();
  logs = [];
});
afterEach(async () => {
  await fake.close();
});

function client(options: Partial<GitHubClientOptions> = {}) {
  return createGitHubClient({
    token: 'ghs_faketoken',
    baseUrl: fake.url,
    version: '1.2.3',
    logger: { debug: (m) => logs.push(`debug: ${m}`), warning: (m) => logs.push(`warning: ${m}`) },
    serverErrorBackoffMs: 10,
    ...options,
  });
}

const comment = { owner: 'octo', repo: 'widgets', issue_number: 3, body: 'hi' };
/** listComments takes no body (Octokit would send it as a query parameter GitHub does not have). */
const thread = { owner: 'octo', repo: 'widgets', issue_number: 3 };

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; response?: { headers: Record<string, string> } };
  }
  throw new Error('expected the request to fail');
}

describe('createGitHubClient', () => {
  it('talks to GITHUB_API_URL over HTTP with the token and a Narrator user agent', async () => {
    fake.requiredToken = 'ghs_faketoken';
    const { data } = await client({ baseUrl: `${fake.url}/` }).rest.issues.createComment(comment);
    expect(data.body).toBe('hi');
    const [request] = fake.requests;
    expect(request?.path).toBe('/repos/octo/widgets/issues/3/comments');
    expect(request?.headers['user-agent']).toMatch(/^narrator\/1\.2\.3 /);
    expect(request?.headers.authorization).toBe('token ghs_faketoken');
  });

  it('retries 500, 502 and 503 and gets the answer', async () => {
    fake.inject('list-comments', { kind: 'status', status: 500 });
    fake.inject('list-comments', { kind: 'status', status: 502 });
    fake.inject('list-comments', { kind: 'status', status: 503 });
    const { status } = await client().rest.issues.listComments(thread);
    expect(status).toBe(200);
    expect(fake.requestsTo('list-comments').map((r) => r.outcome)).toEqual([500, 502, 503, 200]);
  });

  it('waits out a secondary rate limit for the retry-after seconds, then succeeds', async () => {
    fake.inject('update-comment', { kind: 'secondary-rate-limit', retryAfterSeconds: 1 });
    const seeded = fake.seedComment('octo', 'widgets', 3, 'old');
    const { data } = await client().rest.issues.updateComment({
      owner: 'octo',
      repo: 'widgets',
      comment_id: seeded.id,
      body: 'new',
    });
    expect(data.body).toBe('new');
    const [limited, ok] = fake.requestsTo('update-comment');
    expect(limited?.outcome).toBe(403);
    expect(ok!.at - limited!.at).toBeGreaterThanOrEqual(950);
    expect(logs.some((l) => /secondary rate limit .* waiting 1 s/.test(l))).toBe(true);
  });

  it('waits for x-ratelimit-reset on a primary rate limit', async () => {
    fake.inject('list-comments', { kind: 'primary-rate-limit', resetInSeconds: 1 });
    const { status } = await client().rest.issues.listComments(thread);
    expect(status).toBe(200);
    const [limited, ok] = fake.requestsTo('list-comments');
    expect(limited?.outcome).toBe(403);
    // reset is rounded up to whole seconds, plus the 1 s GitHub advises: at least 1 s later.
    expect(ok!.at - limited!.at).toBeGreaterThanOrEqual(950);
  });

  it('does not sit inside a request for a wait longer than allowed: the error carries the headers', async () => {
    fake.inject('create-comment', { kind: 'secondary-rate-limit', retryAfterSeconds: 120 });
    const started = Date.now();
    const error = await failure(client({ maxRateLimitWaitSeconds: 60 }).rest.issues.createComment(comment));
    expect(Date.now() - started).toBeLessThan(2000);
    const classified = classifyGitHubError(error, 1_000_000);
    expect(classified).toMatchObject({ kind: 'rate_limited', status: 403, retryAt: 1_000_000 + 120_000 });
  });

  it('gives a 429 back with its retry-after instead of retrying on a blind backoff', async () => {
    fake.inject('create-comment', { kind: 'too-many-requests', retryAfterSeconds: 7 });
    const error = await failure(client().rest.issues.createComment(comment));
    expect(error.status).toBe(429);
    expect(fake.requestsTo('create-comment')).toHaveLength(1);
    expect(classifyGitHubError(error, 0)).toMatchObject({ kind: 'rate_limited', retryAt: 7000 });
  });

  it('does not retry 401, 404 or a 403 permission error, and classifies them', async () => {
    fake.inject('create-comment', { kind: 'status', status: 401 });
    fake.inject('create-comment', { kind: 'not-accessible' });
    fake.inject('create-comment', { kind: 'status', status: 404 });
    // A fresh client per call: one client spaces its comment creations 3 s apart (notifications).
    const kinds = [];
    for (let i = 0; i < 3; i++) {
      kinds.push(classifyGitHubError(await failure(client().rest.issues.createComment(comment)), 0));
    }
    expect(kinds.map((k) => k.kind)).toEqual(['forbidden', 'forbidden', 'not_found']);
    expect(kinds[1]?.message).toMatch(/Resource not accessible by integration/);
    expect(fake.requestsTo('create-comment')).toHaveLength(3);
  });

  it('a 422 over-long body is rejected like GitHub does', async () => {
    const error = await failure(client().rest.issues.createComment({ ...comment, body: 'x'.repeat(65_537) }));
    expect(error.status).toBe(422);
    expect(classifyGitHubError(error, 0)).toMatchObject({ kind: 'rejected' });
    expect((await client().rest.issues.createComment({ ...comment, body: 'x'.repeat(65_536) })).status).toBe(
      201,
    );
  });

  it('survives a connection reset (retried) and reports a refused connection as a network failure', async () => {
    fake.inject('list-comments', { kind: 'reset' });
    expect((await client().rest.issues.listComments(thread)).status).toBe(200);
    expect(fake.requestsTo('list-comments').map((r) => r.outcome)).toEqual(['reset', 200]);

    await fake.refuseConnections();
    const error = await failure(client({ serverErrorRetries: 1 }).rest.issues.listComments(thread));
    expect(classifyGitHubError(error, 0)).toMatchObject({ kind: 'network' });
    expect(classifyGitHubError(error, 0).message).toMatch(/ECONNREFUSED/);
  });

  it('two clients do not share throttling state', async () => {
    const a = client();
    const b = client();
    const started = Date.now();
    await Promise.all([a.rest.issues.createComment(comment), b.rest.issues.createComment(comment)]);
    // The throttling plugin spaces writes of ONE client by ≥ 1 s; two clients must not wait on each other.
    expect(Date.now() - started).toBeLessThan(900);
  });
});
