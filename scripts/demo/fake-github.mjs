// The demo's local GitHub: a real HTTP server on 127.0.0.1 (random port) answering the few REST
// routes the live comment uses — list/create issue comments, get/update/delete one comment and a
// collaborator's permission — plus GraphQL's `viewer` (who the token is), with comments kept in
// memory. Every create or edit is reported to `onChange`, so the demo can print each revision as it
// lands. Its answers have GitHub's shapes (a comment's `user` is a full simple-user written by
// github-actions[bot]); with `exchanges: []` it records every request and answer, and
// test/cli/demo-run.test.ts checks them against GitHub's OpenAPI description like the tests' fake.
//
// (The tests' fault-injecting fake is test/support/fake-github.ts; this one is deliberately small
// and plain JS so `npm run demo` needs no build or test tooling.)

import { once } from 'node:events';
import { createServer } from 'node:http';

const BODY_LIMIT = 65_536;
const DOCS = 'https://docs.github.com/rest';
/** The workflow token's account on github.com, and the app it acts for. */
const BOT = { login: 'github-actions[bot]', id: 41898282 };
const APP = { id: 15368, slug: 'github-actions', name: 'GitHub Actions' };

export class DemoGitHub {
  /** @type {Map<number, {id:number, owner:string, repo:string, issueNumber:number, body:string, revision:number}>} */
  comments = new Map();
  requests = 0;
  /** @type {Array<object> | null} every request and its answer, when asked for */
  exchanges;
  #nextId = 1001;
  #server;
  #onChange;

  constructor({ onChange = () => {}, exchanges = null } = {}) {
    this.#onChange = onChange;
    this.exchanges = exchanges;
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `demo server error: ${error.message}` }));
      });
    });
  }

  async start() {
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    return this;
  }

  get url() {
    return `http://127.0.0.1:${this.#server.address().port}`;
  }

  async close() {
    this.#server.closeAllConnections?.();
    this.#server.close();
    await once(this.#server, 'close');
  }

  async #handle(req, res) {
    this.requests++;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    const url = new URL(req.url ?? '/', this.url);
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
      this.exchanges?.push({
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        rawBody: raw,
        status,
        response: payload ?? null,
      });
    };
    const notFound = () => send(404, { message: 'Not Found', documentation_url: DOCS });
    if (req.method === 'POST' && url.pathname === '/graphql') {
      // The one query Narrator sends: who the token is.
      return send(200, { data: { viewer: { login: BOT.login, databaseId: BOT.id } } });
    }
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'repos' || parts.length < 3) return notFound();
    const [, owner, repo, ...rest] = parts;
    const route = `${req.method} ${rest.map((p) => (/^\d+$/.test(p) ? ':n' : p)).join('/')}`;
    const tooLong = {
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)',
        },
      ],
      documentation_url: DOCS,
    };

    switch (route) {
      case 'GET issues/:n/comments': {
        const issueNumber = Number(rest[1]);
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const all = [...this.comments.values()].filter(
          (c) => c.owner === owner && c.repo === repo && c.issueNumber === issueNumber,
        );
        return send(
          200,
          all.slice((page - 1) * perPage, page * perPage).map((c) => this.#json(c)),
        );
      }
      case 'POST issues/:n/comments': {
        if (typeof body?.body !== 'string')
          return send(422, { message: 'Validation Failed', documentation_url: DOCS });
        if (body.body.length > BODY_LIMIT) return send(422, tooLong);
        const comment = {
          id: this.#nextId++,
          owner,
          repo,
          issueNumber: Number(rest[1]),
          body: body.body,
          revision: 1,
        };
        this.comments.set(comment.id, comment);
        this.#onChange({ kind: 'created', comment: { ...comment } });
        return send(201, this.#json(comment));
      }
      case 'GET issues/comments/:n': {
        const comment = this.comments.get(Number(rest[2]));
        return comment ? send(200, this.#json(comment)) : notFound();
      }
      case 'PATCH issues/comments/:n': {
        const comment = this.comments.get(Number(rest[2]));
        if (!comment) return notFound();
        if (typeof body?.body !== 'string')
          return send(422, { message: 'Validation Failed', documentation_url: DOCS });
        if (body.body.length > BODY_LIMIT) return send(422, tooLong);
        const previous = comment.body;
        comment.body = body.body;
        comment.revision++;
        this.#onChange({ kind: 'edited', comment: { ...comment }, previous });
        return send(200, this.#json(comment));
      }
      case 'DELETE issues/comments/:n': {
        if (!this.comments.delete(Number(rest[2]))) return notFound();
        return send(204);
      }
      // The stop listener's polls: nobody reacts or comments in the demo, but a 404 here would
      // read as a broken GitHub in the demo's job log.
      case 'GET issues/comments/:n/reactions': {
        return this.comments.has(Number(rest[2])) ? send(200, []) : notFound();
      }
      case 'GET issues/:n': {
        const number = Number(rest[1]);
        const api = `${this.url}/repos/${owner}/${repo}/issues/${number}`;
        const count = [...this.comments.values()].filter(
          (c) => c.owner === owner && c.repo === repo && c.issueNumber === number,
        ).length;
        return send(200, {
          id: 500_000 + number,
          node_id: `I_kwDOdemo${number}`,
          url: api,
          repository_url: `${this.url}/repos/${owner}/${repo}`,
          labels_url: `${api}/labels{/name}`,
          comments_url: `${api}/comments`,
          events_url: `${api}/events`,
          html_url: `https://github.com/${owner}/${repo}/pull/${number}`,
          number,
          state: 'open',
          title: 'Fix the parser',
          body: null,
          user: this.#user({ login: 'octo-dev', id: 583231 }, 'User'),
          labels: [],
          assignee: null,
          assignees: [],
          milestone: null,
          locked: false,
          active_lock_reason: null,
          comments: count,
          closed_at: null,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          author_association: 'CONTRIBUTOR',
        });
      }
    }
    if (
      req.method === 'GET' &&
      rest.length === 3 &&
      rest[0] === 'collaborators' &&
      rest[2] === 'permission'
    ) {
      return send(200, {
        permission: 'write',
        role_name: 'write',
        user: {
          ...this.#user({ login: rest[1], id: 583231 }, 'User'),
          permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
          role_name: 'write',
        },
      });
    }
    return notFound();
  }

  #json(c) {
    const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return {
      id: c.id,
      node_id: `IC_kwDOdemo${c.id}`,
      url: `${this.url}/repos/${c.owner}/${c.repo}/issues/comments/${c.id}`,
      html_url: `https://github.com/${c.owner}/${c.repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `${this.url}/repos/${c.owner}/${c.repo}/issues/${c.issueNumber}`,
      body: c.body,
      user: this.#user(BOT, 'Bot'),
      created_at: at,
      updated_at: at,
      author_association: 'NONE',
      performed_via_github_app: {
        id: APP.id,
        slug: APP.slug,
        node_id: `MDM6QXBw${APP.id}`,
        owner: this.#user({ login: 'github', id: 9919 }, 'Organization'),
        name: APP.name,
        description: '',
        external_url: `https://github.com/apps/${APP.slug}`,
        html_url: `https://github.com/apps/${APP.slug}`,
        created_at: '2018-07-30T09:30:17Z',
        updated_at: '2024-04-10T20:33:16Z',
        permissions: { issues: 'write', metadata: 'read', pull_requests: 'write' },
        events: [],
      },
    };
  }

  /** A `simple-user`, as GitHub shows a comment's author. */
  #user({ login, id }, type) {
    const api = `${this.url}/users/${encodeURIComponent(login)}`;
    return {
      login,
      id,
      node_id: `U_demo${id}`,
      avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: api,
      // A bot's page is its app's (`github-actions[bot]` is no valid URL path).
      html_url: login.endsWith('[bot]')
        ? `https://github.com/apps/${login.slice(0, -'[bot]'.length)}`
        : `https://github.com/${login}`,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type,
      site_admin: false,
    };
  }
}
