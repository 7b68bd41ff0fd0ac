// What every local model-API stand-in shares (model-server.ts for Anthropic, responses-server.ts
// for OpenAI Responses, openai-chat-server.ts for chat completions, gemini-server.ts): a loopback
// HTTP server on a random port that records every request, answers from a test's script, writes
// server-sent events with the faults a test can ask for (a pause between events, a cut mid-stream),
// and closes with its connections, so a hanging reply ends when the test is done.
//
// Each vendor module keeps its own API: routes, frames, error bodies, defaults. This module holds
// only the plumbing, so a fix to it (a cut that really lands mid-stream, say) reaches all four.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// ---------------------------------------------------------------------------------------------
// The request log

/** What the server records of every request; vendor servers add their own fields (role, verb…). */
export interface LoggedRequest<Body> {
  /** 0-based, over all requests. */
  index: number;
  method: string;
  path: string;
  /** The query string including `?`, or ''. */
  search: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or null when empty / not JSON / not an object. */
  body: Body | null;
  rawBody: string;
  /** What the server answered: 'message' / 'http_error:529' / 'drop' / 'hang' / 'not_found' / … */
  answered: string;
}

export interface ScriptedServerSpec<Body, Request extends LoggedRequest<Body>> {
  /** The server's name in error messages ("model server: no matching request…"). */
  name: string;
  /** The vendor's own fields on top of what every request records. */
  record(logged: LoggedRequest<Body>): Request;
  /** Answers a recorded request: sets `request.answered` and writes the response (or not: a hang). */
  route(request: Request, res: http.ServerResponse): void;
  /** The vendor's HTTP 500 for a script that threw before anything was sent. */
  crashed(res: http.ServerResponse): void;
}

export interface ScriptedServer<Request> {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Every request, in arrival order. */
  readonly requests: readonly Request[];
  /** Resolves with the first request (already received or future) that matches. */
  waitForRequest(match: (request: Request) => boolean, timeoutMs?: number): Promise<Request>;
  /** Stops listening and cuts every open connection (a hanging reply ends here). */
  close(): Promise<void>;
}

function parseObject<Body>(rawBody: string): Body | null {
  try {
    const parsed: unknown = rawBody ? JSON.parse(rawBody) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

/** Listens on 127.0.0.1 (a random port), reads and records each request whole, then routes it. */
export async function startScriptedServer<Body, Request extends LoggedRequest<Body>>(
  spec: ScriptedServerSpec<Body, Request>,
): Promise<ScriptedServer<Request>> {
  const requests: Request[] = [];
  const waiters: Array<{ match: (r: Request) => boolean; resolve: (r: Request) => void }> = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      const rawBody = Buffer.concat(parts).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = spec.record({
        index: requests.length,
        method: req.method ?? '',
        path: url.pathname,
        search: url.search,
        headers: req.headers,
        body: parseObject<Body>(rawBody),
        rawBody,
        answered: '',
      });
      requests.push(request);
      try {
        spec.route(request, res);
      } catch (error) {
        // A script that throws is the test's bug: say so in the log, and answer as the API would.
        request.answered = `crashed: ${String(error)}`;
        if (!res.headersSent) spec.crashed(res);
        else res.destroy();
      }
      for (const waiter of [...waiters]) {
        if (waiter.match(request)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(request);
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    waitForRequest: (match, timeoutMs = 15_000) => {
      const seen = requests.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(`${spec.name}: no matching request within ${timeoutMs} ms (${requests.length} seen)`),
          );
        }, timeoutMs);
        const waiter = {
          match,
          resolve: (r: Request) => {
            clearTimeout(timer);
            resolve(r);
          },
        };
        waiters.push(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging reply holds its connection open: cut them all, or close() would wait forever.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The script

/** What a test scripts for a server's agent-loop calls, tried in this order. */
export interface ReplyScript<Reply, Request> {
  /** Answers for successive calls, in order. */
  replies?: Reply[];
  /**
   * Dynamic answer once `replies` is used up (e.g. "keep calling a tool forever"). Gets the
   * request and how many calls came before it, the queued ones included.
   */
  respond?: (request: Request, index: number) => Reply;
  /** Answer when everything above is used up; the vendor's default is a short text, so a run ends. */
  exhausted?: Reply;
}

export interface ReplyQueue<Reply, Request> {
  /** The answer for the next call (it counts as one). */
  next(request: Request): Reply;
  /** Appends replies to the queue. */
  enqueue(...replies: Reply[]): void;
}

export function replyQueue<Reply, Request>(
  script: ReplyScript<Reply, Request>,
  fallback: Reply,
): ReplyQueue<Reply, Request> {
  const queue: Reply[] = [...(script.replies ?? [])];
  let count = 0;
  return {
    next(request) {
      const index = count++;
      const queued = queue.shift();
      if (queued) return queued;
      if (script.respond) return script.respond(request, index);
      return script.exhausted ?? fallback;
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Answers

/** A JSON answer; `headers` (request ids, a reply's own) go over the content type. */
export function sendJson(
  res: http.ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

export interface SseOptions {
  /** Headers over the event-stream ones (request ids, a reply's own). */
  headers?: Record<string, string>;
  /** Pause between frames, ms; 0 (the default) writes them back to back. */
  delayMs?: number;
  /** Cut the connection after this many frames instead of ending the stream (a drop). */
  cutAfter?: number;
}

/** HTTP 200 and `frames` (each a whole SSE record, in the vendor's own framing). */
export function writeSse(res: http.ServerResponse, frames: string[], options: SseOptions = {}): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    ...options.headers,
  });
  const cut = options.cutAfter !== undefined;
  const limit = cut ? Math.min(options.cutAfter!, frames.length) : frames.length;
  const finish = () => {
    if (cut) res.socket?.destroy();
    else res.end();
  };
  const delayMs = options.delayMs ?? 0;
  if (delayMs === 0) {
    const batch = frames.slice(0, limit).join('');
    // A cut waits until the frames are on the wire: the response's socket is corked until the
    // next tick, so destroying it right after write() would send nothing, not even the status.
    if (cut) res.write(batch, () => finish());
    else {
      res.write(batch);
      finish();
    }
    return;
  }
  let i = 0;
  const writeNext = () => {
    if (res.destroyed) return;
    if (i >= limit) return finish();
    res.write(frames[i++]!);
    setTimeout(writeNext, delayMs);
  };
  writeNext();
}

// ---------------------------------------------------------------------------------------------
// Shapes every API's frames are built from

/** A random id such as the APIs give messages, calls and requests. */
export function randomId(prefix: string, length = 24, encoding: 'base64url' | 'hex' = 'base64url'): string {
  return prefix + randomBytes(length).toString(encoding).slice(0, length);
}

/** A plausible token count for a value (about four characters a token), at least 1. */
export function roughTokens(value: unknown): number {
  return Math.max(1, Math.ceil(JSON.stringify(value ?? '').length / 4));
}

/**
 * `value` in pieces of `size` characters, as a stream's deltas carry it: by code point, so a piece
 * never splits a surrogate pair (no API sends half an emoji). '' gives no pieces.
 */
export function pieces(value: string, size: number): string[] {
  const chars = Array.from(value);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}
