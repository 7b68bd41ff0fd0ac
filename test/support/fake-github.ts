/**
 * A fake GitHub REST API: a real HTTP server on 127.0.0.1 (random port) that Octokit talks to over
 * HTTP (baseUrl = fake.url). It keeps issue comments in memory, records every request, enforces
 * the 65,536-character body limit with GitHub's 422 body, and injects faults per route and count.
 * `setLimits()` makes it enforce GitHub's rate limits for the repository (the primary budget on
 * every answer's x-ratelimit-* headers, content creation answered with a secondary-limit 403 and
 * `retry-after`), on a clock a test may scale; `latency` delays each request by a seeded random
 * time, half before it is acted on and half on the way back (races).
 *
 * Routes: GET/POST /repos/:o/:r/issues/:n/comments, GET/PATCH/DELETE /repos/:o/:r/issues/comments/:id,
 * GET /repos/:o/:r/collaborators/:user/permission, GET /repos/:o/:r/actions/runs/:run/jobs and
 * …/runs/:run/attempts/:n/jobs (jobs added by addJob), GET /repos/:o/:r/pulls/:n (pulls added by
 * addPull: the head commit), POST /repos/:o/:r/check-runs, GET and PATCH …/check-runs/:id and
 * GET …/commits/:ref/check-runs (check runs kept in `checkRuns`, each with the app of the token that
 * created it, which alone may update it; annotations appended per request, more than 50 in one
 * refused with GitHub's 422), reactions (POST for issue comments, review comments and issues, and GraphQL's addReaction
 * for a discussion comment; GET for issue comments,
 * `content` filter included), and POST /graphql for `viewer` (who the token is) and `addReaction`.
 *
 * Who a token is: `me`, or the account `tokens` maps it to (its app creates check runs).
 *
 * Conditional requests as GitHub serves them: every 200 to a GET carries an `etag` (a weak
 * validator of the answer's body), and a GET whose `if-none-match` names the current one is
 * answered 304 without a body, which does not count against the primary rate limit.
 *
 * It speaks GitHub's published contract: every request and every answer is checked against the
 * OpenAPI description (github-contract.ts). A mismatch (a route GitHub does not have, a parameter
 * or field it does not take, a wrong type, an answer GitHub would not give) is recorded in
 * `violations`, and the shared afterEach of test/support/contract-setup.ts fails the test that
 * caused it. GraphQL is outside the REST description: the fake takes only the `viewer` query, with
 * the fields GitHub's GraphQL schema gives `User`, and fails anything else the same way.
 * To serve another route, add its operationId to SERVED_OPERATIONS in github-contract.ts (until
 * then every request to it is a violation) and answer it in the shape GitHub's schema gives.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type ContractSource, watchContract } from './contract-violations.js';
import {
  checkRequest,
  checkResponse,
  graphqlProblem,
  minimalAnswer,
  prepareContract,
} from './github-contract.js';

export const GITHUB_BODY_LIMIT = 65_536;

export type Route =
  | 'list-comments'
  | 'create-comment'
  | 'get-comment'
  | 'update-comment'
  | 'delete-comment'
  | 'permission'
  | 'list-jobs'
  | 'get-pull'
  | 'create-check'
  | 'update-check'
  | 'get-check'
  | 'list-checks-for-ref'
  | 'create-reaction'
  | 'list-reactions'
  | 'get-issue'
  | 'list-artifacts'
  | 'download-artifact'
  | 'graphql';

export type Fault =
  | { kind: 'status'; status: 500 | 502 | 503 | 404 | 401 }
  | { kind: 'secondary-rate-limit'; retryAfterSeconds?: number; status?: 403 | 429 }
  | { kind: 'primary-rate-limit'; resetInSeconds: number }
  | { kind: 'too-many-requests'; retryAfterSeconds: number }
  | { kind: 'not-accessible' }
  | { kind: 'reset' }
  | { kind: 'stall'; ms: number };

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  route: Route | null;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
  /** Date.now() when the request arrived. */
  at: number;
  /** The status answered, or 'reset' / 'aborted'. */
  outcome: number | 'reset' | 'aborted' | null;
}

/** A GitHub account, as a comment's `user` shows it. */
export interface FakeAccount {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
  /** For a bot: the GitHub App it acts for (a comment's `performed_via_github_app`). */
  app?: { id: number; slug: string; name: string };
}

/** The workflow's default token posts as this bot (the ids are github.com's). */
export const GITHUB_ACTIONS_BOT: FakeAccount = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot',
  app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
};

/** A person's account with a stable made-up id (login → id), so seeded authors compare like GitHub's. */
export function userAccount(login: string): FakeAccount {
  let id = 7;
  for (const ch of login) id = (id * 31 + ch.codePointAt(0)!) % 2_000_000_000;
  return { login, id: 1_000_000 + id, type: login.endsWith('[bot]') ? 'Bot' : 'User' };
}

export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  author: FakeAccount;
  createdAt: string;
  updatedAt: string;
}

/** What a reaction is on: an issue comment, a pull request review comment, or an issue (or PR). */
export type FakeReactionSubject =
  | { kind: 'issue-comment'; commentId: number }
  | { kind: 'review-comment'; commentId: number }
  | { kind: 'issue'; owner: string; repo: string; issueNumber: number }
  | { kind: 'discussion-comment'; nodeId: string };

export interface FakeReaction {
  id: number;
  subject: FakeReactionSubject;
  content: string;
  user: FakeAccount;
  createdAt: string;
}

/** A workflow job, in the fields of GitHub's `job` schema (GET …/actions/runs/:run/jobs). */
export interface FakeJob {
  id: number;
  run_id: number;
  run_attempt: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion:
    | 'success'
    | 'failure'
    | 'neutral'
    | 'cancelled'
    | 'skipped'
    | 'timed_out'
    | 'action_required'
    | null;
  started_at: string;
  completed_at: string | null;
  runner_name: string | null;
  owner: string;
  repo: string;
}

/** A check run as the fake keeps it: what the requests set, the annotations appended. */
export interface FakeCheckRun {
  id: number;
  owner: string;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  external_id: string | null;
  started_at: string | null;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** The GitHub App whose token created it (GitHub: only that app may update it); null: none. */
  app: FakeAccount['app'] | null;
  /** Every annotation sent, in order (GitHub appends each request's). */
  annotations: Array<Record<string, unknown>>;
  /** How many annotations each request carried (create and updates). */
  annotationBatches: number[];
}

/**
 * GitHub's rate limits, enforced for the repository (every token and run of it shares them, as the
 * workflow token's do): the primary budget reported on every REST answer (`x-ratelimit-limit`,
 * `-remaining`, `-used`, `-reset`, `-resource: core`; 403 with `remaining: 0` once spent), and the
 * content-creation limits (POST, PATCH, PUT, DELETE), which GitHub reports only when exceeded: a
 * 403 "secondary rate limit" with `retry-after` (the seconds until the window has room).
 */
export interface FakeLimits {
  /** The limits' time (epoch ms), e.g. a test's scaled clock shared with the runs; default Date.now. */
  now?: () => number;
  primary?: {
    limit: number;
    /** Spent already when the limits are set (a busy repository). */
    used?: number;
    /** When the current window resets, from now. Default: the full window. */
    resetInMs?: number;
    /** Default one hour. */
    windowMs?: number;
  };
  /** At most `max` content-creating requests in any `windowMs` (sliding). */
  content?: Array<{ max: number; windowMs: number }>;
}

/** A rate-limit answer the fake gave. */
export interface RateLimitAnswer {
  kind: 'primary' | 'secondary';
  /** The limits' time when the request was answered. */
  at: number;
  route: Route | null;
  /** The request it answered (an index into `requests`). */
  request: number;
  retryAfterSeconds: number | null;
}

/** Each request waits a random `minMs`–`maxMs`: half before GitHub acts on it, half on the way back. */
export interface FakeLatency {
  minMs: number;
  maxMs: number;
  /** A seeded source in [0, 1). */
  random: () => number;
}

interface LimitState {
  now: () => number;
  limit: number;
  used: number;
  resetAt: number;
  windowMs: number;
  content: Array<{ max: number; windowMs: number }>;
  /** Times (limits' clock) of the content-creating requests GitHub accepted. */
  writes: number[];
}

interface QueuedFault {
  route: Route | 'any';
  fault: Fault;
  remaining: number;
}

const DOCS = 'https://docs.github.com/rest';

export class FakeGitHub implements ContractSource {
  readonly requests: RecordedRequest[] = [];
  readonly comments = new Map<number, FakeComment>();
  /** Exchanges that broke GitHub's published contract (see the file comment). */
  readonly violations: string[] = [];
  /** Who the token is: the author of the comments it creates, the GraphQL `viewer`. */
  me: FakeAccount = GITHUB_ACTIONS_BOT;
  /** Who other tokens are (by the token in `authorization`); a token not here is `me`. */
  readonly tokens = new Map<string, FakeAccount>();
  /** When set, requests without `authorization: token <this>` get 401. */
  requiredToken: string | null = null;
  readonly permissions = new Map<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'>();
  readonly jobs: FakeJob[] = [];
  /**
   * The repository's workflow-run artifacts, as the REST API lists them; a download answers 302 to
   * `downloadUrl` (GitHub: a short-lived blob storage address), e.g. a FakeArtifactService's.
   */
  readonly artifacts: FakeRestArtifact[] = [];
  /** Check runs created through the Checks API, by id. */
  readonly checkRuns = new Map<number, FakeCheckRun>();
  /** Pull requests' head commits, by `owner/repo#number` (addPull). */
  readonly pulls = new Map<string, string>();
  /** Where a pull request's head lives and who opened it (addPull's `origin`). */
  readonly pullOrigins = new Map<string, { headRepo: string; user: { login: string; type?: string } }>();
  readonly reactions: FakeReaction[] = [];
  /** How many GETs were answered 304 Not Modified. */
  notModified = 0;
  /** Every rate-limit answer given while limits were set. */
  readonly rateLimitAnswers: RateLimitAnswer[] = [];
  /** Random latency per request (races); null: answer at once. */
  latency: FakeLatency | null = null;
  #limits: LimitState | null = null;
  readonly #openedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

  #server: Server;
  #port = 0;
  #sockets = new Set<Socket>();
  #faults: QueuedFault[] = [];
  #nextId = 1000;

  private constructor() {
    this.#server = this.#createServer();
    watchContract(this);
  }

  static async start(): Promise<FakeGitHub> {
    prepareContract();
    const fake = new FakeGitHub();
    await fake.#listen(0);
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** The next `times` requests to `route` (or any route) answer with `fault`. */
  inject(route: Route | 'any', fault: Fault, times = 1): void {
    this.#faults.push({ route, fault, remaining: times });
  }

  clearFaults(): void {
    this.#faults = [];
  }

  /** Enforces GitHub's rate limits from now on (null: none, no headers). */
  setLimits(limits: FakeLimits | null): void {
    this.rateLimitAnswers.length = 0;
    if (limits === null) {
      this.#limits = null;
      return;
    }
    const now = limits.now ?? Date.now;
    const windowMs = limits.primary?.windowMs ?? 3_600_000;
    this.#limits = {
      now,
      limit: limits.primary?.limit ?? 5_000,
      used: limits.primary?.used ?? 0,
      resetAt: now() + (limits.primary?.resetInMs ?? windowMs),
      windowMs,
      content: limits.content ?? [],
      writes: [],
    };
  }

  /** Requests other workflows of the repository made (a busy repository): they spend the same budget. */
  spend(o: { requests: number; writes?: number }): void {
    const state = this.#limits;
    if (!state) return;
    this.#rollWindow(state);
    state.used += o.requests;
    const now = state.now();
    for (let i = 0; i < (o.writes ?? 0); i++) state.writes.push(now);
  }

  /** The primary budget as the next answer would report it. */
  budget(): { limit: number; used: number; remaining: number; resetAt: number } | null {
    const state = this.#limits;
    if (!state) return null;
    this.#rollWindow(state);
    return {
      limit: state.limit,
      used: state.used,
      remaining: Math.max(0, state.limit - state.used),
      resetAt: state.resetAt,
    };
  }

  /** Closes the listening socket and drops open connections: clients now get ECONNREFUSED. */
  async refuseConnections(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    if (!this.#server.listening) return;
    const closed = once(this.#server, 'close');
    this.#server.close();
    await closed;
  }

  /** Listens again on the same port. */
  async acceptConnections(): Promise<void> {
    if (this.#server.listening) return;
    this.#server = this.#createServer();
    await this.#listen(this.#port);
  }

  async close(): Promise<void> {
    await this.refuseConnections();
  }

  /** A comment by `author` (a login, or an account; default: the token's own account). */
  seedComment(
    owner: string,
    repo: string,
    issueNumber: number,
    body: string,
    author: string | FakeAccount = this.me,
  ): FakeComment {
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const comment = {
      id: this.#nextId++,
      owner,
      repo,
      issueNumber,
      body,
      author: typeof author === 'string' ? userAccount(author) : author,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.set(comment.id, comment);
    return comment;
  }

  /** A person's (or the token's, when `user` is omitted) reaction, as GitHub stores it: one per user and content. */
  addReaction(
    subject: FakeReactionSubject,
    content: string,
    user: string | FakeAccount = this.me,
  ): { reaction: FakeReaction; created: boolean } {
    const account = typeof user === 'string' ? userAccount(user) : user;
    const same = this.reactions.find(
      (r) => sameSubject(r.subject, subject) && r.content === content && r.user.login === account.login,
    );
    if (same) return { reaction: same, created: false };
    const reaction: FakeReaction = {
      id: this.#nextId++,
      subject,
      content,
      user: account,
      createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    this.reactions.push(reaction);
    return { reaction, created: true };
  }

  reactionsOn(subject: FakeReactionSubject): FakeReaction[] {
    return this.reactions.filter((r) => sameSubject(r.subject, subject));
  }

  /** Someone edits a comment (its body and updated_at change; created_at stays). */
  editComment(id: number, body: string): FakeComment {
    const comment = this.comments.get(id);
    if (!comment) throw new Error(`no comment ${id}`);
    comment.body = body;
    comment.updatedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return comment;
  }

  /** A job of a workflow run; the fields not given take plain defaults (a finished, successful job). */
  addJob(
    owner: string,
    repo: string,
    job: Partial<Omit<FakeJob, 'owner' | 'repo'>> & Pick<FakeJob, 'run_id' | 'name'>,
  ): FakeJob {
    const now = new Date().toISOString();
    const full: FakeJob = {
      id: this.#nextId++,
      run_attempt: 1,
      status: 'completed',
      conclusion: job.status && job.status !== 'completed' ? null : 'success',
      started_at: now,
      completed_at: job.status && job.status !== 'completed' ? null : now,
      runner_name: `GitHub Actions ${this.#nextId}`,
      ...job,
      owner,
      repo,
    };
    this.jobs.push(full);
    return full;
  }

  /**
   * A pull request whose head is `headSha` (GET …/pulls/:n answers it; others are 404), and
   * optionally where its head branch lives and who opened it (absent: GitHub's answer without them).
   */
  addPull(
    owner: string,
    repo: string,
    number: number,
    headSha: string,
    origin?: { headRepo: string; user: { login: string; type?: string } },
  ): void {
    this.pulls.set(`${owner}/${repo}#${number}`, headSha);
    if (origin) this.pullOrigins.set(`${owner}/${repo}#${number}`, origin);
    else this.pullOrigins.delete(`${owner}/${repo}#${number}`);
  }

  checkRunsOn(owner: string, repo: string): FakeCheckRun[] {
    return [...this.checkRuns.values()].filter((c) => c.owner === owner && c.repo === repo);
  }

  commentsOn(owner: string, repo: string, issueNumber: number): FakeComment[] {
    return [...this.comments.values()].filter(
      (c) => c.owner === owner && c.repo === repo && c.issueNumber === issueNumber,
    );
  }

  requestsTo(route: Route): RecordedRequest[] {
    return this.requests.filter((r) => r.route === route);
  }

  // ---------------------------------------------------------------------------------------------

  #createServer(): Server {
    const server = createServer((req, res) => {
      void this.#handle(req, res);
    });
    server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    return server;
  }

  async #listen(port: number): Promise<void> {
    this.#server.listen(port, '127.0.0.1');
    await once(this.#server, 'listening');
    this.#port = (this.#server.address() as AddressInfo).port;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<Answered | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    let body: unknown = null;
    try {
      body = rawBody ? JSON.parse(rawBody) : null;
    } catch {
      body = rawBody;
    }
    const query = Object.fromEntries(url.searchParams);
    // The REST contract, or for POST /graphql the one query the fake knows.
    let operation: string | null = null;
    if (match?.route === 'graphql') {
      const problem = graphqlProblem(body);
      if (problem) this.violations.push(`POST /graphql: ${problem}`);
    } else {
      const check = checkRequest({ method: req.method ?? 'GET', path: url.pathname, query, body, rawBody });
      operation = check.operation;
      this.violations.push(...check.problems);
      if (check.problems.length === 0 && !match) {
        this.violations.push(`${req.method} ${url.pathname}: the fake does not serve ${check.operation}`);
      }
    }
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      route: match?.route ?? null,
      headers: { ...req.headers },
      rawBody,
      body,
      at: Date.now(),
      outcome: null,
    };
    this.requests.push(record);
    const index = this.requests.length - 1;
    res.on('close', () => {
      if (!res.writableFinished && record.outcome === null) record.outcome = 'aborted';
    });
    const latency = this.latency;
    const legs = latency
      ? (() => {
          const total = latency.minMs + latency.random() * (latency.maxMs - latency.minMs);
          const there = latency.random() * total;
          return [there, total - there] as const;
        })()
      : null;
    if (legs) {
      await new Promise((resolve) => setTimeout(resolve, legs[0]));
      if (res.destroyed) return;
    }

    const fault = match ? this.#takeFault(match.route) : undefined;
    if (fault?.kind === 'reset') {
      record.outcome = 'reset';
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'stall') {
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      if (res.destroyed) return;
    }
    let rateHeaders: Record<string, string> = {};
    const ifNoneMatch =
      typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : null;
    const send: Send = (answerStatus, answerPayload, answerHeaders = {}) => {
      if (res.destroyed) return 'answered';
      let status = answerStatus;
      let payload = answerPayload;
      let headers = answerHeaders;
      if (req.method === 'GET' && status === 200 && typeof payload !== 'string') {
        // GitHub's validator changes with the answer's body, so it is computed from it.
        const etag = `W/"${createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 40)}"`;
        headers = { ...headers, etag };
        if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
          status = 304;
          payload = '';
          this.notModified++;
          // "A 304 does not count against your primary rate limit."
          if (this.#limits && rateHeaders['x-ratelimit-used'] !== undefined) {
            this.#limits.used = Math.max(0, this.#limits.used - 1);
            rateHeaders = this.#rateHeaders(this.#limits);
          }
        }
      }
      record.outcome = status;
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      const contentType = typeof payload === 'string' ? 'text/html' : 'application/json; charset=utf-8';
      if (operation !== null) {
        const answered = typeof payload === 'string' ? (payload === '' ? null : payload) : payload;
        this.violations.push(
          ...checkResponse(operation, status, answered, contentType, ifNoneMatch !== null),
        );
      }
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(status, {
          ...(status === 304 ? {} : { 'content-type': contentType }),
          'x-github-request-id': `FAKE:${index + 1}`,
          ...rateHeaders,
          ...headers,
        });
        res.end(text);
      };
      if (legs) setTimeout(answer, legs[1]);
      else answer();
      return 'answered';
    };

    if (fault && fault.kind !== 'stall') return answerFault(fault, send);
    if (this.#limits && match && match.route !== 'graphql') {
      const limited = this.#countAgainstLimits(this.#limits, req.method ?? 'GET', match.route, index);
      rateHeaders = this.#rateHeaders(this.#limits);
      if (limited) return answerLimit(limited, send);
    }
    if (this.requiredToken !== null && req.headers.authorization !== `token ${this.requiredToken}`) {
      return send(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    }
    if (!match) return send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    const auth = /^(?:token|bearer) (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    const caller = (auth !== undefined ? this.tokens.get(auth) : undefined) ?? this.me;
    return this.#serve(match, url, body, send, caller);
  }

  #rollWindow(state: LimitState): void {
    const now = state.now();
    while (now >= state.resetAt) {
      state.used = 0;
      state.resetAt += state.windowMs;
    }
  }

  #rateHeaders(state: LimitState): Record<string, string> {
    return {
      'x-ratelimit-limit': String(state.limit),
      'x-ratelimit-remaining': String(Math.max(0, state.limit - state.used)),
      'x-ratelimit-used': String(state.used),
      'x-ratelimit-reset': String(Math.ceil(state.resetAt / 1000)),
      'x-ratelimit-resource': 'core',
    };
  }

  /** Counts the request against the limits: the limit it exceeds (GitHub then refuses it), or null. */
  #countAgainstLimits(
    state: LimitState,
    method: string,
    route: Route,
    index: number,
  ): RateLimitAnswer | null {
    this.#rollWindow(state);
    const now = state.now();
    const refuse = (kind: RateLimitAnswer['kind'], retryAfterSeconds: number | null) => {
      const answer = { kind, at: now, route, request: index, retryAfterSeconds };
      this.rateLimitAnswers.push(answer);
      return answer;
    };
    if (state.used >= state.limit) return refuse('primary', null);
    state.used++;
    if (!['POST', 'PATCH', 'PUT', 'DELETE'].includes(method.toUpperCase())) return null;
    const longest = Math.max(0, ...state.content.map((c) => c.windowMs));
    while (state.writes.length > 0 && state.writes[0]! <= now - longest) state.writes.shift();
    for (const window of state.content) {
      const inWindow = state.writes.filter((at) => at > now - window.windowMs);
      if (inWindow.length < window.max) continue;
      const roomAt = inWindow[inWindow.length - window.max]! + window.windowMs;
      return refuse('secondary', Math.max(1, Math.ceil((roomAt - now) / 1000)));
    }
    state.writes.push(now);
    return null;
  }

  #takeFault(route: Route): Fault | undefined {
    const index = this.#faults.findIndex((f) => f.route === route || f.route === 'any');
    if (index < 0) return undefined;
    const queued = this.#faults[index]!;
    queued.remaining--;
    if (queued.remaining <= 0) this.#faults.splice(index, 1);
    return queued.fault;
  }

  #serve(match: RouteMatch, url: URL, body: unknown, send: Send, caller: FakeAccount): Answered {
    const { owner, repo } = match;
    const notFound = () => send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    switch (match.route) {
      case 'graphql': {
        const { query, variables } = (body ?? {}) as { query?: string; variables?: Record<string, unknown> };
        if (typeof query === 'string' && /^\s*mutation\b/.test(query)) {
          // addReaction on a discussion comment (the only mutation the fake knows).
          const content = String(variables?.['content'] ?? '');
          const rest = REST_REACTION[content] ?? content;
          this.addReaction({ kind: 'discussion-comment', nodeId: String(variables?.['subjectId']) }, rest);
          return send(200, { data: { addReaction: { reaction: { content } } } });
        }
        return send(200, { data: { viewer: { login: this.me.login, databaseId: this.me.id } } });
      }
      case 'permission': {
        const role = this.permissions.get(match.user!) ?? 'none';
        // GitHub: "`permission` provides the legacy base roles admin, write, read and none, where
        // maintain is mapped to write and triage to read; `role_name` is the assigned role".
        const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
        return send(200, {
          permission,
          role_name: role,
          user: {
            ...this.#user(userAccount(match.user!)),
            permissions: legacyPermissions(role),
            role_name: role,
          },
        });
      }
      case 'list-artifacts': {
        const name = url.searchParams.get('name');
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30) || 30);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        // GitHub lists the newest first.
        const all = this.artifacts
          .filter((a) => a.owner === owner && a.repo === repo && (name === null || a.name === name))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        const base = `${this.url.replace(/\/$/, '')}/repos/${owner}/${repo}/actions/artifacts`;
        return send(200, {
          total_count: all.length,
          artifacts: all.slice((page - 1) * perPage, page * perPage).map((a) => ({
            id: a.id,
            node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
            name: a.name,
            size_in_bytes: a.sizeInBytes,
            url: `${base}/${a.id}`,
            archive_download_url: `${base}/${a.id}/zip`,
            expired: a.expired,
            created_at: a.createdAt,
            expires_at: a.createdAt,
            updated_at: a.createdAt,
            digest: null,
            workflow_run: {
              id: a.runId,
              repository_id: 1,
              head_repository_id: 1,
              head_branch: 'main',
              head_sha: '0'.repeat(40),
            },
          })),
        });
      }
      case 'download-artifact': {
        const found = this.artifacts.find(
          (a) => a.owner === owner && a.repo === repo && a.id === match.commentId,
        );
        if (!found) return send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
        if (found.expired)
          return send(410, { message: 'Artifact has expired', documentation_url: DOCS, status: '410' });
        return send(302, '', { location: found.downloadUrl });
      }
      case 'list-jobs': {
        // `filter=latest` (the default): a job rerun in a later attempt replaces the earlier one.
        const all = this.jobs.filter(
          (j) =>
            j.owner === owner &&
            j.repo === repo &&
            j.run_id === match.runId &&
            (match.attempt === undefined || j.run_attempt === match.attempt),
        );
        const latest =
          match.attempt !== undefined || url.searchParams.get('filter') === 'all'
            ? all
            : all.filter((j) => !all.some((k) => k.name === j.name && k.run_attempt > j.run_attempt));
        const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const pages = Math.max(1, Math.ceil(latest.length / perPage));
        return send(
          200,
          {
            total_count: latest.length,
            jobs: latest.slice((page - 1) * perPage, page * perPage).map((j) => this.#jobJson(j)),
          },
          pages > 1 ? { link: linkHeader(this.url, url, page, pages, perPage) } : {},
        );
      }
      case 'get-pull': {
        const sha = this.pulls.get(`${owner}/${repo}#${match.issueNumber}`);
        if (sha === undefined) return notFound();
        return send(200, this.#pullJson(owner, repo, match.issueNumber!, sha));
      }
      case 'create-check':
      case 'update-check': {
        const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
        const output = (input['output'] ?? null) as Record<string, unknown> | null;
        const annotations = (output?.['annotations'] as Array<Record<string, unknown>> | undefined) ?? [];
        if (annotations.length > 50) {
          return send(422, {
            message: 'Validation Failed',
            errors: ['Only 50 annotations are allowed per request'],
            documentation_url: `${DOCS}/checks/runs`,
          });
        }
        let run: FakeCheckRun;
        if (match.route === 'create-check') {
          run = {
            id: this.#nextId++,
            owner,
            repo,
            name: String(input['name']),
            head_sha: String(input['head_sha']),
            status: 'queued',
            conclusion: null,
            details_url: null,
            external_id: null,
            started_at: null,
            completed_at: null,
            output: { title: null, summary: null, text: null },
            app: caller.app ?? null,
            annotations: [],
            annotationBatches: [],
          };
          this.checkRuns.set(run.id, run);
        } else {
          const found = this.checkRuns.get(match.commentId!);
          if (!found || found.owner !== owner || found.repo !== repo) return notFound();
          // GitHub: a check run can only be updated by the GitHub App that created it.
          if (found.app?.id !== caller.app?.id) {
            return send(403, {
              message: 'Resource not accessible by integration',
              documentation_url: `${DOCS}/checks/runs#update-a-check-run`,
              status: '403',
            });
          }
          run = found;
        }
        for (const key of [
          'name',
          'status',
          'conclusion',
          'details_url',
          'external_id',
          'started_at',
          'completed_at',
        ] as const) {
          if (typeof input[key] === 'string') (run as unknown as Record<string, unknown>)[key] = input[key];
        }
        // Providing a conclusion completes the run (GitHub: it sets the status to completed).
        if (typeof input['conclusion'] === 'string') run.status = 'completed';
        if (output) {
          for (const key of ['title', 'summary', 'text'] as const) {
            if (typeof output[key] === 'string') run.output[key] = output[key] as string;
          }
          run.annotations.push(...annotations);
        }
        run.annotationBatches.push(annotations.length);
        return send(match.route === 'create-check' ? 201 : 200, this.#checkRunJson(run));
      }
      case 'get-check': {
        const run = this.checkRuns.get(match.commentId!);
        if (!run || run.owner !== owner || run.repo !== repo) return notFound();
        return send(200, this.#checkRunJson(run, 'checks/get', 200));
      }
      case 'list-checks-for-ref': {
        // `filter=latest` (the default): the most recent run of each name (per app); `all`: every one.
        const name = url.searchParams.get('check_name');
        const status = url.searchParams.get('status');
        const appId = url.searchParams.get('app_id');
        const all = this.checkRunsOn(owner, repo)
          .filter(
            (c) =>
              c.head_sha === match.ref &&
              (name === null || c.name === name) &&
              (status === null || c.status === status) &&
              (appId === null || String(c.app?.id) === appId),
          )
          .sort((a, b) => b.id - a.id);
        const runs =
          url.searchParams.get('filter') === 'all'
            ? all
            : all.filter(
                (c) => !all.some((d) => d.id > c.id && d.name === c.name && d.app?.id === c.app?.id),
              );
        const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const pages = Math.max(1, Math.ceil(runs.length / perPage));
        return send(
          200,
          {
            total_count: runs.length,
            check_runs: runs
              .slice((page - 1) * perPage, page * perPage)
              .map((c) => this.#checkRunJson(c, 'checks/get', 200)),
          },
          pages > 1 ? { link: linkHeader(this.url, url, page, pages, perPage) } : {},
        );
      }
      case 'list-comments': {
        // `since`: "only show results that were last updated after the given time".
        const since = url.searchParams.get('since');
        const all = this.commentsOn(owner, repo, match.issueNumber!)
          .filter((c) => since === null || Date.parse(c.updatedAt) >= Date.parse(since))
          .sort((a, b) => a.id - b.id);
        const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const pages = Math.max(1, Math.ceil(all.length / perPage));
        const slice = all.slice((page - 1) * perPage, page * perPage);
        return send(
          200,
          slice.map((c) => this.#json(c)),
          pages > 1 ? { link: linkHeader(this.url, url, page, pages, perPage) } : {},
        );
      }
      case 'create-comment': {
        const text = bodyText(body);
        if (text === null) return send(422, validationFailed('missing', 'body is missing'));
        if (text.length > GITHUB_BODY_LIMIT) return send(422, tooLong());
        const comment = this.seedComment(owner, repo, match.issueNumber!, text, this.me);
        return send(201, this.#json(comment), { location: this.#json(comment).url });
      }
      case 'get-comment': {
        const comment = this.#find(owner, repo, match.commentId!);
        return comment ? send(200, this.#json(comment)) : notFound();
      }
      case 'update-comment': {
        const comment = this.#find(owner, repo, match.commentId!);
        if (!comment) return notFound();
        const text = bodyText(body);
        if (text === null) return send(422, validationFailed('missing', 'body is missing'));
        if (text.length > GITHUB_BODY_LIMIT) return send(422, tooLong());
        comment.body = text;
        comment.updatedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
        return send(200, this.#json(comment));
      }
      case 'delete-comment': {
        const comment = this.#find(owner, repo, match.commentId!);
        if (!comment) return notFound();
        this.comments.delete(comment.id);
        return send(204, '');
      }
      case 'get-issue':
        return send(200, this.#issueJson(owner, repo, match.issueNumber!));
      case 'create-reaction': {
        const subject = match.reactionSubject!;
        if (subject.kind === 'issue-comment' && !this.#find(owner, repo, subject.commentId))
          return notFound();
        const content = (body as { content?: unknown } | null)?.content;
        if (typeof content !== 'string' || !REACTIONS.includes(content)) {
          return send(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Reaction', code: 'invalid', field: 'content' }],
            documentation_url: `${DOCS}/reactions/reactions`,
          });
        }
        const { reaction, created } = this.addReaction(subject, content, this.me);
        return send(created ? 201 : 200, this.#reactionJson(reaction));
      }
      case 'list-reactions': {
        const subject = match.reactionSubject!;
        if (subject.kind === 'issue-comment' && !this.#find(owner, repo, subject.commentId))
          return notFound();
        const content = url.searchParams.get('content');
        const all = this.reactionsOn(subject).filter((r) => content === null || r.content === content);
        const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const pages = Math.max(1, Math.ceil(all.length / perPage));
        return send(
          200,
          all.slice((page - 1) * perPage, page * perPage).map((r) => this.#reactionJson(r)),
          pages > 1 ? { link: linkHeader(this.url, url, page, pages, perPage) } : {},
        );
      }
    }
  }

  /** A `pull-request`: the fields Narrator reads, the rest as small as GitHub's schema allows. */
  #pullJson(owner: string, repo: string, number: number, sha: string) {
    const origin = this.pullOrigins.get(`${owner}/${repo}#${number}`);
    return minimalAnswer('pulls/get', 200, {
      number,
      state: 'open',
      title: `Pull request ${number}`,
      url: `${this.url}/repos/${owner}/${repo}/pulls/${number}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${number}`,
      ...(origin ? { user: { type: 'User', ...origin.user } } : {}),
      head: {
        sha,
        ref: `feature-${number}`,
        label: `${owner}:feature-${number}`,
        ...(origin ? { repo: { full_name: origin.headRepo } } : {}),
      },
      base: { sha: '0'.repeat(40), ref: 'main', label: `${owner}:main` },
    });
  }

  /** A `check-run`. */
  #checkRunJson(run: FakeCheckRun, operationId = 'checks/create', status = 201) {
    const api = `${this.url}/repos/${run.owner}/${run.repo}`;
    return minimalAnswer(operationId, status, {
      id: run.id,
      node_id: `CR_fake${run.id}`,
      head_sha: run.head_sha,
      name: run.name,
      url: `${api}/check-runs/${run.id}`,
      html_url: `https://github.com/${run.owner}/${run.repo}/runs/${run.id}`,
      details_url: run.details_url,
      external_id: run.external_id,
      status: run.status,
      conclusion: run.conclusion,
      started_at: run.started_at,
      completed_at: run.completed_at,
      output: {
        ...run.output,
        annotations_count: run.annotations.length,
        annotations_url: `${api}/check-runs/${run.id}/annotations`,
      },
      check_suite: { id: 5 },
      app: run.app ? this.#app(run.app) : null,
      pull_requests: [],
    });
  }

  /**
   * An issue (or pull request: the issues API shows both) as GitHub's `issue` schema has it. The
   * fake keeps no issues of its own: every number exists, opened when the fake started, and its
   * `comments` and `updated_at` follow its comments. A new comment bumps `updated_at`; an edit of a
   * comment does not (the fake's model of GitHub: a comment edit is the comment's change).
   */
  #issueJson(owner: string, repo: string, number: number) {
    const comments = this.commentsOn(owner, repo, number);
    const updatedAt = comments.reduce(
      (latest, c) => (c.createdAt > latest ? c.createdAt : latest),
      this.#openedAt,
    );
    const api = `${this.url}/repos/${owner}/${repo}/issues/${number}`;
    return {
      id: 500_000 + number,
      node_id: `I_kwDOfake${number}`,
      url: api,
      repository_url: `${this.url}/repos/${owner}/${repo}`,
      labels_url: `${api}/labels{/name}`,
      comments_url: `${api}/comments`,
      events_url: `${api}/events`,
      html_url: `https://github.com/${owner}/${repo}/issues/${number}`,
      number,
      state: 'open',
      title: `Issue ${number}`,
      body: null,
      user: this.#user(userAccount('octo-dev')),
      labels: [],
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      active_lock_reason: null,
      comments: comments.length,
      closed_at: null,
      created_at: this.#openedAt,
      updated_at: updatedAt,
      author_association: 'CONTRIBUTOR',
      reactions: this.#rollup(
        `${api}/reactions`,
        this.reactionsOn({ kind: 'issue', owner, repo, issueNumber: number }),
      ),
    };
  }

  #reactionJson(r: FakeReaction) {
    return {
      id: r.id,
      node_id: `REA_lATOfake${r.id}`,
      user: this.#user(r.user),
      content: r.content,
      created_at: r.createdAt,
    };
  }

  #jobJson(j: FakeJob) {
    const api = `${this.url}/repos/${j.owner}/${j.repo}`;
    return {
      id: j.id,
      run_id: j.run_id,
      run_url: `${api}/actions/runs/${j.run_id}`,
      run_attempt: j.run_attempt,
      node_id: `CR_fake${j.id}`,
      head_sha: '009b8a3a9ccbb128af87f9b1c0f4c62e8a304f6d',
      url: `${api}/actions/jobs/${j.id}`,
      html_url: `https://github.com/${j.owner}/${j.repo}/actions/runs/${j.run_id}/job/${j.id}`,
      status: j.status,
      conclusion: j.conclusion,
      created_at: j.started_at,
      started_at: j.started_at,
      completed_at: j.completed_at,
      name: j.name,
      steps: [],
      check_run_url: `${api}/check-runs/${j.id}`,
      labels: ['ubuntu-latest'],
      runner_id: j.runner_name === null ? null : 1,
      runner_name: j.runner_name,
      runner_group_id: j.runner_name === null ? null : 1,
      runner_group_name: j.runner_name === null ? null : 'GitHub Actions',
      workflow_name: 'CI',
      head_branch: 'main',
    };
  }

  #find(owner: string, repo: string, id: number): FakeComment | undefined {
    const comment = this.comments.get(id);
    return comment && comment.owner === owner && comment.repo === repo ? comment : undefined;
  }

  /** A comment as GitHub's REST API shows it (the `issue-comment` schema). */
  #json(c: FakeComment) {
    return {
      id: c.id,
      node_id: `IC_kwDOfake${c.id}`,
      url: `${this.url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
      html_url: `https://github.com/${c.owner}/${c.repo}/issues/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `${this.url}/repos/${c.owner}/${c.repo}/issues/${c.issueNumber}`,
      body: c.body,
      user: this.#user(c.author),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      author_association: c.author.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
      // Set when an app's installation token wrote it (the default token's is GitHub Actions).
      performed_via_github_app: c.author.app ? this.#app(c.author.app) : null,
      reactions: this.#rollup(
        `${this.url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}/reactions`,
        this.reactionsOn({ kind: 'issue-comment', commentId: c.id }),
      ),
    };
  }

  /** A `reaction-rollup`: the counts per content GitHub shows on a comment. */
  #rollup(url: string, reactions: FakeReaction[]) {
    const count = (content: string) => reactions.filter((r) => r.content === content).length;
    return {
      url,
      total_count: reactions.length,
      '+1': count('+1'),
      '-1': count('-1'),
      laugh: count('laugh'),
      confused: count('confused'),
      heart: count('heart'),
      hooray: count('hooray'),
      eyes: count('eyes'),
      rocket: count('rocket'),
    };
  }

  /** A `simple-user`. */
  #user(a: FakeAccount) {
    const api = `${this.url}/users/${encodeURIComponent(a.login)}`;
    return {
      login: a.login,
      id: a.id,
      node_id: `${a.type === 'Bot' ? 'BOT' : 'U'}_kgDOfake${a.id}`,
      avatar_url: `https://avatars.githubusercontent.com/${a.app ? `in/${a.app.id}` : `u/${a.id}`}?v=4`,
      gravatar_id: '',
      url: api,
      // A bot's page is its app's (`name[bot]` is no valid URL path: the contract says uri).
      html_url: a.login.endsWith('[bot]')
        ? `https://github.com/apps/${a.app?.slug ?? a.login.slice(0, -'[bot]'.length)}`
        : `https://github.com/${a.login}`,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type: a.type,
      user_view_type: 'public',
      site_admin: false,
    };
  }

  /** An `integration` (GitHub App), as `performed_via_github_app` shows it. */
  #app(app: NonNullable<FakeAccount['app']>) {
    return {
      id: app.id,
      slug: app.slug,
      node_id: `MDM6QXBwfake${app.id}`,
      client_id: `Iv1.fake${app.id}`,
      owner: this.#user({ login: 'github', id: 9919, type: 'Organization' }),
      name: app.name,
      description: '',
      external_url: `https://github.com/apps/${app.slug}`,
      html_url: `https://github.com/apps/${app.slug}`,
      created_at: '2018-07-30T09:30:17Z',
      updated_at: '2024-04-10T20:33:16Z',
      permissions: { issues: 'write', metadata: 'read', pull_requests: 'write' },
      events: [],
    };
  }
}

// -------------------------------------------------------------------------------------------------

/** Returned by every answer, so handlers can `return send(…)`. */
type Answered = 'answered';
type Send = (status: number, payload: unknown, headers?: Record<string, string>) => Answered;

export interface FakeRestArtifact {
  owner: string;
  repo: string;
  id: number;
  name: string;
  sizeInBytes: number;
  createdAt: string;
  expired: boolean;
  runId: number;
  downloadUrl: string;
}

interface RouteMatch {
  route: Route;
  owner: string;
  repo: string;
  issueNumber?: number;
  commentId?: number;
  user?: string;
  runId?: number;
  attempt?: number;
  /** A commit (GET …/commits/:ref/check-runs). */
  ref?: string;
  reactionSubject?: FakeReactionSubject;
}

const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];

/** GraphQL's ReactionContent as the REST `content` the fake stores. */
const REST_REACTION: Record<string, string> = {
  THUMBS_UP: '+1',
  THUMBS_DOWN: '-1',
  LAUGH: 'laugh',
  HOORAY: 'hooray',
  CONFUSED: 'confused',
  HEART: 'heart',
  ROCKET: 'rocket',
  EYES: 'eyes',
};

function sameSubject(a: FakeReactionSubject, b: FakeReactionSubject): boolean {
  if (a.kind === 'issue' && b.kind === 'issue') {
    return a.owner === b.owner && a.repo === b.repo && a.issueNumber === b.issueNumber;
  }
  if (a.kind === 'discussion-comment' && b.kind === 'discussion-comment') return a.nodeId === b.nodeId;
  return a.kind === b.kind && 'commentId' in a && 'commentId' in b && a.commentId === b.commentId;
}

function matchRoute(method: string, pathname: string): RouteMatch | null {
  if (method === 'POST' && pathname === '/graphql') return { route: 'graphql', owner: '', repo: '' };
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'repos' || parts.length < 3) return null;
  const [, owner, repo, ...rest] = parts as [string, string, string, ...string[]];
  const key = `${method} ${rest.map((p) => (/^\d+$/.test(p) ? ':n' : p)).join('/')}`;
  const numberAt = (i: number) => Number(rest[i]);
  // The ref is a SHA (or a branch or tag name): not a number, so matched on its own.
  if (method === 'GET' && rest.length === 3 && rest[0] === 'commits' && rest[2] === 'check-runs') {
    return { route: 'list-checks-for-ref', owner, repo, ref: rest[1]! };
  }
  switch (key) {
    case 'GET issues/:n':
      return { route: 'get-issue', owner, repo, issueNumber: numberAt(1) };
    case 'GET issues/:n/comments':
      return { route: 'list-comments', owner, repo, issueNumber: numberAt(1) };
    case 'POST issues/:n/comments':
      return { route: 'create-comment', owner, repo, issueNumber: numberAt(1) };
    case 'GET issues/comments/:n':
      return { route: 'get-comment', owner, repo, commentId: numberAt(2) };
    case 'PATCH issues/comments/:n':
      return { route: 'update-comment', owner, repo, commentId: numberAt(2) };
    case 'DELETE issues/comments/:n':
      return { route: 'delete-comment', owner, repo, commentId: numberAt(2) };
    case 'GET pulls/:n':
      return { route: 'get-pull', owner, repo, issueNumber: numberAt(1) };
    case 'POST check-runs':
      return { route: 'create-check', owner, repo };
    case 'PATCH check-runs/:n':
      return { route: 'update-check', owner, repo, commentId: numberAt(1) };
    case 'GET check-runs/:n':
      return { route: 'get-check', owner, repo, commentId: numberAt(1) };
    case 'POST issues/comments/:n/reactions':
      return {
        route: 'create-reaction',
        owner,
        repo,
        reactionSubject: { kind: 'issue-comment', commentId: numberAt(2) },
      };
    case 'GET issues/comments/:n/reactions':
      return {
        route: 'list-reactions',
        owner,
        repo,
        reactionSubject: { kind: 'issue-comment', commentId: numberAt(2) },
      };
    case 'POST pulls/comments/:n/reactions':
      return {
        route: 'create-reaction',
        owner,
        repo,
        reactionSubject: { kind: 'review-comment', commentId: numberAt(2) },
      };
    case 'POST issues/:n/reactions':
      return {
        route: 'create-reaction',
        owner,
        repo,
        reactionSubject: { kind: 'issue', owner, repo, issueNumber: numberAt(1) },
      };
    case 'GET actions/artifacts':
      return { route: 'list-artifacts', owner, repo };
    case 'GET actions/artifacts/:n/zip':
      return { route: 'download-artifact', owner, repo, commentId: numberAt(2) };
    case 'GET actions/runs/:n/jobs':
      return { route: 'list-jobs', owner, repo, runId: numberAt(2) };
    case 'GET actions/runs/:n/attempts/:n/jobs':
      return { route: 'list-jobs', owner, repo, runId: numberAt(2), attempt: numberAt(4) };
  }
  if (method === 'GET' && rest.length === 3 && rest[0] === 'collaborators' && rest[2] === 'permission') {
    return { route: 'permission', owner, repo, user: rest[1]! };
  }
  return null;
}

function answerFault(fault: Exclude<Fault, { kind: 'reset' } | { kind: 'stall' }>, send: Send): Answered {
  switch (fault.kind) {
    case 'status':
      if (fault.status === 502) return send(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
      if (fault.status === 401)
        return send(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
      if (fault.status === 404)
        return send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
      return send(fault.status, { message: fault.status === 503 ? 'Service Unavailable' : 'Server Error' });
    case 'secondary-rate-limit':
      return send(
        fault.status ?? 403,
        {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
            'If you reach out to GitHub Support for help, please include the request ID FAKE.',
          documentation_url:
            'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
          status: String(fault.status ?? 403),
        },
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) },
      );
    case 'primary-rate-limit': {
      const reset = Math.ceil(Date.now() / 1000 + fault.resetInSeconds);
      return send(
        403,
        {
          message: 'API rate limit exceeded for installation ID 1.',
          documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
          status: '403',
        },
        {
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': '5000',
          'x-ratelimit-reset': String(reset),
          'x-ratelimit-resource': 'core',
        },
      );
    }
    case 'too-many-requests':
      return send(
        429,
        { message: 'Too Many Requests', documentation_url: DOCS, status: '429' },
        { 'retry-after': String(fault.retryAfterSeconds) },
      );
    case 'not-accessible':
      return send(403, {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/issues/comments#update-an-issue-comment`,
        status: '403',
      });
  }
}

function answerLimit(limit: RateLimitAnswer, send: Send): Answered {
  if (limit.kind === 'primary') {
    return send(403, {
      message: 'API rate limit exceeded for installation ID 1.',
      documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
      status: '403',
    });
  }
  return send(
    403,
    {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
        'If you reach out to GitHub Support for help, please include the request ID FAKE.',
      documentation_url:
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      status: '403',
    },
    { 'retry-after': String(limit.retryAfterSeconds ?? 60) },
  );
}

/** The `permissions` of a `collaborator` for a role. */
function legacyPermissions(role: string) {
  const rank = ['none', 'read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
  return { pull: rank >= 1, triage: rank >= 2, push: rank >= 3, maintain: rank >= 4, admin: rank >= 5 };
}

function bodyText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const text = (body as { body?: unknown }).body;
  return typeof text === 'string' ? text : null;
}

function validationFailed(code: string, message: string) {
  return {
    message: 'Validation Failed',
    errors: [{ resource: 'IssueComment', code, field: 'body', message }],
    documentation_url: `${DOCS}/issues/comments#create-an-issue-comment`,
  };
}

function tooLong() {
  return validationFailed('custom', `body is too long (maximum is ${GITHUB_BODY_LIMIT} characters)`);
}

/** GitHub's `Link` header: each page's URL keeps the request's other parameters (`since`, `content`…). */
function linkHeader(base: string, url: URL, page: number, pages: number, perPage: number): string {
  const link = (p: number, rel: string) => {
    const params = new URLSearchParams(url.searchParams);
    params.set('per_page', String(perPage));
    params.set('page', String(p));
    return `<${base}${url.pathname}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < pages) links.push(link(page + 1, 'next'));
  links.push(link(pages, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return links.join(', ');
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
}
