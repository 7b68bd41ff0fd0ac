/**
 * An in-memory IssueCommentsApi for the pacing tests (with the fake clock, where real HTTP cannot
 * go). Answers after `latencyMs` of fake time, records every call, tracks concurrency, and throws
 * errors shaped like Octokit's RequestError when a fault is queued. The fault tests use the real
 * HTTP fake (fake-github.ts) instead.
 */
import type { CommentAuthor } from '../../src/github/identity.js';
import type { BoardCommentsApi, CommentPage, IssueComment } from '../../src/github/issue-comments.js';
import type { FakeClock } from './fake-clock.js';

export type Op = 'list' | 'create' | 'update' | 'get' | 'whoami' | 'remove';

export interface MemoryCall {
  op: Op;
  /** Fake time the call started. */
  at: number;
  body?: string;
  id?: number;
}

export class MemoryComments implements BoardCommentsApi {
  readonly comments: IssueComment[] = [];
  readonly calls: MemoryCall[] = [];
  latencyMs = 50;
  inFlight = 0;
  maxInFlight = 0;
  #nextId = 500;
  #faults: { op: Op | 'any'; error: unknown }[] = [];
  /** The account the token posts as; comments it creates are written by it. */
  me: CommentAuthor = { login: 'github-actions[bot]', id: 41898282 };

  constructor(readonly clock: FakeClock) {}

  /** The next call of `op` throws `error` (queued, one per call). */
  failNext(op: Op | 'any', error: unknown): void {
    this.#faults.push({ op, error });
  }

  /** A comment written by `author` (default: the token's own account). */
  seed(body: string, author: CommentAuthor | null = this.me): IssueComment {
    const comment = { id: this.#nextId++, body, htmlUrl: null, author };
    this.comments.push(comment);
    return comment;
  }

  writes(): MemoryCall[] {
    return this.calls.filter((call) => call.op === 'create' || call.op === 'update');
  }

  listPage(page: number, perPage: number): Promise<CommentPage> {
    return this.#answer({ op: 'list', at: this.clock.now() }, () => {
      const start = (page - 1) * perPage;
      const pages = Math.max(1, Math.ceil(this.comments.length / perPage));
      return {
        comments: this.comments.slice(start, start + perPage).map((c) => ({ ...c })),
        lastPage: pages > 1 ? pages : null,
      };
    });
  }

  create(body: string): Promise<IssueComment> {
    return this.#answer({ op: 'create', at: this.clock.now(), body }, () => ({ ...this.seed(body) }));
  }

  update(id: number, body: string): Promise<IssueComment> {
    return this.#answer({ op: 'update', at: this.clock.now(), body, id }, () => {
      const comment = this.comments.find((c) => c.id === id);
      if (!comment) throw httpError(404, 'Not Found');
      comment.body = body;
      return { ...comment };
    });
  }

  get(id: number): Promise<IssueComment> {
    return this.#answer({ op: 'get', at: this.clock.now(), id }, () => {
      const comment = this.comments.find((c) => c.id === id);
      if (!comment) throw httpError(404, 'Not Found');
      return { ...comment };
    });
  }

  remove(id: number): Promise<void> {
    return this.#answer({ op: 'remove', at: this.clock.now(), id }, () => {
      const index = this.comments.findIndex((c) => c.id === id);
      if (index < 0) throw httpError(404, 'Not Found');
      this.comments.splice(index, 1);
    });
  }

  whoAmI(): Promise<CommentAuthor> {
    return this.#answer({ op: 'whoami', at: this.clock.now() }, () => ({ ...this.me }));
  }

  #answer<T>(call: MemoryCall, produce: () => T): Promise<T> {
    this.calls.push(call);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const index = this.#faults.findIndex((f) => f.op === call.op || f.op === 'any');
    const fault = index >= 0 ? this.#faults.splice(index, 1)[0] : undefined;
    return new Promise<T>((resolve, reject) => {
      this.clock.setTimeout(() => {
        this.inFlight--;
        if (fault) return reject(fault.error);
        try {
          resolve(produce());
        } catch (error) {
          reject(error);
        }
      }, this.latencyMs);
    });
  }
}

/** Shaped like @octokit/request-error's RequestError with a response. */
export function httpError(status: number, message: string, headers: Record<string, string> = {}) {
  return Object.assign(new Error(message), { status, response: { status, headers, data: { message } } });
}

/** Shaped like Octokit's error for a request that got no answer. */
export function networkError(code = 'ECONNREFUSED') {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { status: 500 });
}
