/**
 * A fake GitHub REST API: a real HTTP server on 127.0.0.1 (random port) that Octokit talks to over
 * HTTP (baseUrl = fake.url). It keeps issue comments in memory, records every request, enforces
 * the 65,536-character body limit with GitHub's 422 body, and injects faults per route and count.
 *
 * Routes: GET/POST /repos/:o/:r/issues/:n/comments, GET/PATCH/DELETE /repos/:o/:r/issues/comments/:id,
 * GET /repos/:o/:r/collaborators/:user/permission, GET /repos/:o/:r,
 * GET /repos/:o/:r/actions/runs/:run/jobs and …/runs/:run/attempts/:n/jobs (jobs added by addJob).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const GITHUB_BODY_LIMIT = 65_536;

export type Route =
  | 'list-comments'
  | 'create-comment'
  | 'get-comment'
  | 'update-comment'
  | 'delete-comment'
  | 'permission'
  | 'repo'
  | 'list-jobs';

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

export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
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

interface QueuedFault {
  route: Route | 'any';
  fault: Fault;
  remaining: number;
}

const DOCS = 'https://docs.github.com/rest';

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly comments = new Map<number, FakeComment>();
  /** Who the token is (the author of comments it creates). */
  login = 'github-actions[bot]';
  /** When set, requests without `authorization: token <this>` get 401. */
  requiredToken: string | null = null;
  readonly permissions = new Map<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'>();
  readonly jobs: FakeJob[] = [];

  #server: Server;
  #port = 0;
  #sockets = new Set<Socket>();
  #faults: QueuedFault[] = [];
  #nextId = 1000;

  private constructor() {
    this.#server = this.#createServer();
  }

  static async start(): Promise<FakeGitHub> {
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

  seedComment(
    owner: string,
    repo: string,
    issueNumber: number,
    body: string,
    login = this.login,
  ): FakeComment {
    const now = new Date().toISOString();
    const comment = {
      id: this.#nextId++,
      owner,
      repo,
      issueNumber,
      body,
      login,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.set(comment.id, comment);
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
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      route: match?.route ?? null,
      headers: { ...req.headers },
      rawBody,
      body,
      at: Date.now(),
      outcome: null,
    };
    this.requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished && record.outcome === null) record.outcome = 'aborted';
    });

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
    const send: Send = (status, payload, headers = {}) => {
      if (res.destroyed) return 'answered';
      record.outcome = status;
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      res.writeHead(status, {
        'content-type': typeof payload === 'string' ? 'text/html' : 'application/json; charset=utf-8',
        'x-github-request-id': `FAKE:${this.requests.length}`,
        ...headers,
      });
      res.end(text);
      return 'answered';
    };

    if (fault && fault.kind !== 'stall') return answerFault(fault, send);
    if (this.requiredToken !== null && req.headers.authorization !== `token ${this.requiredToken}`) {
      return send(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    }
    if (!match) return send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    return this.#serve(match, url, body, send);
  }

  #takeFault(route: Route): Fault | undefined {
    const index = this.#faults.findIndex((f) => f.route === route || f.route === 'any');
    if (index < 0) return undefined;
    const queued = this.#faults[index]!;
    queued.remaining--;
    if (queued.remaining <= 0) this.#faults.splice(index, 1);
    return queued.fault;
  }

  #serve(match: RouteMatch, url: URL, body: unknown, send: Send): Answered {
    const { owner, repo } = match;
    const notFound = () => send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    switch (match.route) {
      case 'repo':
        return send(200, {
          id: 1,
          name: repo,
          full_name: `${owner}/${repo}`,
          owner: { login: owner },
          private: false,
          default_branch: 'main',
        });
      case 'permission': {
        const permission = this.permissions.get(match.user!) ?? 'none';
        return send(200, {
          permission,
          role_name: permission,
          user: { login: match.user, type: match.user!.endsWith('[bot]') ? 'Bot' : 'User' },
        });
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
          pages > 1 ? { link: linkHeader(this.url, url.pathname, page, pages, perPage) } : {},
        );
      }
      case 'list-comments': {
        const all = this.commentsOn(owner, repo, match.issueNumber!).sort((a, b) => a.id - b.id);
        const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const pages = Math.max(1, Math.ceil(all.length / perPage));
        const slice = all.slice((page - 1) * perPage, page * perPage);
        return send(
          200,
          slice.map((c) => this.#json(c)),
          pages > 1 ? { link: linkHeader(this.url, url.pathname, page, pages, perPage) } : {},
        );
      }
      case 'create-comment': {
        const text = bodyText(body);
        if (text === null) return send(422, validationFailed('missing', 'body is missing'));
        if (text.length > GITHUB_BODY_LIMIT) return send(422, tooLong());
        const comment = this.seedComment(owner, repo, match.issueNumber!, text);
        return send(201, this.#json(comment));
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
        comment.updatedAt = new Date().toISOString();
        return send(200, this.#json(comment));
      }
      case 'delete-comment': {
        const comment = this.#find(owner, repo, match.commentId!);
        if (!comment) return notFound();
        this.comments.delete(comment.id);
        return send(204, '');
      }
    }
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

  #json(c: FakeComment) {
    return {
      id: c.id,
      node_id: `IC_fake${c.id}`,
      url: `${this.url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
      html_url: `https://github.com/${c.owner}/${c.repo}/issues/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `${this.url}/repos/${c.owner}/${c.repo}/issues/${c.issueNumber}`,
      body: c.body,
      user: { login: c.login, type: c.login.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      author_association: 'NONE',
    };
  }
}

// -------------------------------------------------------------------------------------------------

/** Returned by every answer, so handlers can `return send(…)`. */
type Answered = 'answered';
type Send = (status: number, payload: unknown, headers?: Record<string, string>) => Answered;

interface RouteMatch {
  route: Route;
  owner: string;
  repo: string;
  issueNumber?: number;
  commentId?: number;
  user?: string;
  runId?: number;
  attempt?: number;
}

function matchRoute(method: string, pathname: string): RouteMatch | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'repos' || parts.length < 3) return null;
  const [, owner, repo, ...rest] = parts as [string, string, string, ...string[]];
  const key = `${method} ${rest.map((p) => (/^\d+$/.test(p) ? ':n' : p)).join('/')}`;
  const numberAt = (i: number) => Number(rest[i]);
  switch (key) {
    case 'GET ':
      return { route: 'repo', owner, repo };
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
    status: '422',
  };
}

function tooLong() {
  return validationFailed('custom', `body is too long (maximum is ${GITHUB_BODY_LIMIT} characters)`);
}

function linkHeader(base: string, pathname: string, page: number, pages: number, perPage: number): string {
  const link = (p: number, rel: string) => `<${base}${pathname}?per_page=${perPage}&page=${p}>; rel="${rel}"`;
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
