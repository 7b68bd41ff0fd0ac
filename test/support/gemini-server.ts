// A local stand-in for the Gemini API (generativelanguage v1beta), so the real Gemini CLI can run
// offline in tests (GOOGLE_GEMINI_BASE_URL=<server.url>, see gemini-action.ts). Loopback only,
// random port.
//
// Each test scripts what successive `POST /v1beta/models/M:streamGenerateContent?alt=sse` calls
// (the agent's turns) answer: a queue of replies (a model response, an HTTP error, a stream cut or
// a hang) and/or a `respond` function for dynamic answers. A response is streamed as server-sent
// events the way the API streams it: one `data:` chunk per piece of text (candidates[0].content
// .parts), function calls in the last chunk, `finishReason` and `usageMetadata` on the last chunk.
// `:generateContent` (the CLI's side calls: the model router's classifier, next-speaker checks)
// gets a short JSON answer unless scripted; `:countTokens` a count. Every request is recorded
// (model, verb, headers, parsed body) for assertions.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// ---------------------------------------------------------------------------------------------
// What a test can script

export type GeminiPart =
  | { text: string; thought?: boolean }
  | { functionCall: { name: string; args: Record<string, unknown> } };

export type FinishReason = 'STOP' | 'MAX_TOKENS' | 'SAFETY' | 'RECITATION' | 'OTHER';

/** The API's usageMetadata; unset fields are estimated from the request and answer sizes. */
export interface GeminiUsage {
  promptTokenCount?: number;
  candidatesTokenCount?: number;
  thoughtsTokenCount?: number;
  cachedContentTokenCount?: number;
}

export interface ResponseReply {
  kind: 'response';
  parts: GeminiPart[];
  /** Default STOP. */
  finishReason?: FinishReason;
  usage?: GeminiUsage;
  /** Characters per text chunk (default 24): each chunk is one SSE event. */
  chunkSize?: number;
  /** Pause between SSE events, ms (default 0). */
  delayMs?: number;
}

export interface HttpErrorReply {
  kind: 'http_error';
  status: number;
  /** Google's `error.status` (INTERNAL, UNAUTHENTICATED…); default from the HTTP status. */
  errorStatus?: string;
  message?: string;
  details?: unknown[];
}

/** HTTP 200 and a stream whose socket is destroyed after `afterChunks` SSE events. */
export interface DropReply {
  kind: 'drop';
  afterChunks: number;
  parts?: GeminiPart[];
  /** Pause between SSE events and before the cut, ms (default 0: the client may see only the cut). */
  delayMs?: number;
}

/** Accept the request and never answer (until the server closes). */
export interface HangReply {
  kind: 'hang';
}

export type GeminiReply = ResponseReply | HttpErrorReply | DropReply | HangReply;

export type GeminiVerb = 'streamGenerateContent' | 'generateContent' | 'countTokens' | 'other';

export interface GeminiContent {
  role?: string;
  parts?: Array<{
    text?: string;
    thought?: boolean;
    functionCall?: { name: string; args?: Record<string, unknown> };
    functionResponse?: { name: string; id?: string; response?: Record<string, unknown> };
  }>;
}

/** The fields of a request body the server looks at; the rest passes through untyped. */
export interface GeminiRequestBody {
  contents?: GeminiContent[];
  tools?: Array<{ functionDeclarations?: Array<{ name: string }> }>;
  generationConfig?: { responseMimeType?: string; [key: string]: unknown };
  [key: string]: unknown;
}

export interface GeminiRequest {
  /** 0-based, over all requests. */
  index: number;
  method: string;
  path: string;
  search: string;
  headers: http.IncomingHttpHeaders;
  /** The model named in the path (`models/<model>:verb`), or null. */
  model: string | null;
  verb: GeminiVerb;
  body: GeminiRequestBody | null;
  rawBody: string;
  /** What the server answered: 'response' / 'http_error:500' / 'drop' / 'hang' / 'side' / … */
  answered: string;
}

export interface GeminiServerOptions {
  /** Answers for successive turns (streamGenerateContent calls), in order. */
  replies?: GeminiReply[];
  /** Dynamic answer once `replies` is used up; gets the request and how many turns came before. */
  respond?: (request: GeminiRequest, turnIndex: number) => GeminiReply;
  /** Answer for side calls (generateContent); default: a JSON object the router accepts. */
  side?: GeminiReply;
  /** Answer when everything above is used up; default a short text, so a run still ends. */
  exhausted?: GeminiReply;
}

export interface GeminiServer {
  /** `http://127.0.0.1:<port>` — the value for GOOGLE_GEMINI_BASE_URL. */
  url: string;
  port: number;
  readonly requests: readonly GeminiRequest[];
  /** The agent's turns: streamGenerateContent requests. */
  turns(): GeminiRequest[];
  enqueue(...replies: GeminiReply[]): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Shorthands for scripts

export function text(value: string): GeminiPart {
  return { text: value };
}

export function thought(value: string): GeminiPart {
  return { text: value, thought: true };
}

export function call(name: string, args: Record<string, unknown>): GeminiPart {
  return { functionCall: { name, args } };
}

export function respond(
  parts: GeminiPart[],
  extra: Omit<ResponseReply, 'kind' | 'parts'> = {},
): ResponseReply {
  return { kind: 'response', parts, ...extra };
}

export function httpError(
  status: number,
  extra: Omit<HttpErrorReply, 'kind' | 'status'> = {},
): HttpErrorReply {
  return { kind: 'http_error', status, ...extra };
}

/** What the API answers for a key it does not know (HTTP 400, reason API_KEY_INVALID). */
export const invalidKey = (): HttpErrorReply =>
  httpError(400, {
    errorStatus: 'INVALID_ARGUMENT',
    message: 'API key not valid. Please pass a valid API key.',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'generativelanguage.googleapis.com' },
      },
    ],
  });

// ---------------------------------------------------------------------------------------------
// The server

const ERROR_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

const DEFAULT_EXHAUSTED: GeminiReply = respond([text('(model server: script used up) Done.')]);

function roughTokens(value: unknown): number {
  return Math.max(1, Math.ceil(JSON.stringify(value ?? '').length / 4));
}

function chunk(value: string, size: number): string[] {
  if (value.length === 0) return [''];
  const parts: string[] = [];
  // By code point, so a chunk never splits a surrogate pair.
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i += size) parts.push(chars.slice(i, i + size).join(''));
  return parts;
}

/** The usageMetadata of a reply: scripted fields win, the rest estimated. */
export function usageFor(body: GeminiRequestBody | null, reply: ResponseReply): Record<string, number> {
  const u = reply.usage ?? {};
  const prompt = u.promptTokenCount ?? roughTokens(body?.contents);
  const answer = reply.parts.filter((p) => !('thought' in p && p.thought));
  const candidates = u.candidatesTokenCount ?? roughTokens(answer);
  const thoughts = u.thoughtsTokenCount ?? 0;
  return {
    promptTokenCount: prompt,
    candidatesTokenCount: candidates,
    totalTokenCount: prompt + candidates + thoughts,
    ...(thoughts ? { thoughtsTokenCount: thoughts } : {}),
    ...(u.cachedContentTokenCount !== undefined
      ? { cachedContentTokenCount: u.cachedContentTokenCount }
      : {}),
  };
}

/** The SSE chunks of a response: text pieces, then function calls, then finish reason + usage. */
export function responseChunks(
  reply: ResponseReply,
  model: string,
  usage: Record<string, number>,
): Array<Record<string, unknown>> {
  const responseId = randomBytes(9).toString('base64url');
  const size = reply.chunkSize ?? 24;
  const pieces: Array<Record<string, unknown>[]> = [];
  for (const p of reply.parts) {
    if ('functionCall' in p) continue;
    for (const piece of chunk(p.text, size))
      pieces.push([p.thought ? { text: piece, thought: true } : { text: piece }]);
  }
  const calls = reply.parts.filter((p) => 'functionCall' in p);
  if (calls.length > 0 || pieces.length === 0) pieces.push(calls);
  return pieces.map((parts, i) => {
    const last = i === pieces.length - 1;
    return {
      candidates: [
        {
          content: { role: 'model', parts },
          index: 0,
          ...(last ? { finishReason: reply.finishReason ?? 'STOP' } : {}),
        },
      ],
      ...(last ? { usageMetadata: usage } : {}),
      modelVersion: model,
      responseId,
    };
  });
}

function sseLine(data: unknown): string {
  // The API separates events with CRLF CRLF.
  return `data: ${JSON.stringify(data)}\r\n\r\n`;
}

/** A side call's default answer: valid JSON for the router's classifiers and the other helpers. */
function sideAnswer(model: string): Record<string, unknown> {
  const answer = {
    reasoning: 'local model server',
    model_choice: 'flash',
    complexity_reasoning: 'local model server',
    complexity_score: 10,
    next_speaker: 'user',
  };
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text: JSON.stringify(answer) }] },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 5, totalTokenCount: 55 },
    modelVersion: model,
  };
}

export async function startGeminiServer(options: GeminiServerOptions = {}): Promise<GeminiServer> {
  const queue: GeminiReply[] = [...(options.replies ?? [])];
  const requests: GeminiRequest[] = [];
  const sockets = new Set<Socket>();
  let turnCount = 0;

  function nextTurnReply(request: GeminiRequest): GeminiReply {
    const index = turnCount++;
    const queued = queue.shift();
    if (queued) return queued;
    if (options.respond) return options.respond(request, index);
    return options.exhausted ?? DEFAULT_EXHAUSTED;
  }

  function sendJson(res: http.ServerResponse, status: number, payload: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(payload));
  }

  function answerError(res: http.ServerResponse, request: GeminiRequest, reply: HttpErrorReply) {
    request.answered = `http_error:${reply.status}`;
    sendJson(res, reply.status, {
      error: {
        code: reply.status,
        message: reply.message ?? `local model server: HTTP ${reply.status}`,
        status: reply.errorStatus ?? ERROR_STATUS[reply.status] ?? 'UNKNOWN',
        ...(reply.details ? { details: reply.details } : {}),
      },
    });
  }

  function stream(
    res: http.ServerResponse,
    events: Array<Record<string, unknown>>,
    limit: number,
    delayMs: number,
    drop: boolean,
  ) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const finish = () => {
      if (drop) res.socket?.destroy();
      else res.end();
    };
    if (delayMs === 0) {
      res.write(events.slice(0, limit).map(sseLine).join(''));
      finish();
      return;
    }
    let i = 0;
    const writeNext = () => {
      if (res.destroyed) return;
      if (i >= limit) return finish();
      res.write(sseLine(events[i++]));
      setTimeout(writeNext, delayMs);
    };
    writeNext();
  }

  function answerTurn(res: http.ServerResponse, request: GeminiRequest, reply: GeminiReply) {
    const model = request.model ?? 'gemini-local';
    switch (reply.kind) {
      case 'hang':
        request.answered = 'hang';
        return;
      case 'http_error':
        answerError(res, request, reply);
        return;
      case 'drop': {
        request.answered = 'drop';
        const asResponse: ResponseReply = {
          kind: 'response',
          parts: reply.parts ?? [text('partial answer, cut')],
        };
        const events = responseChunks(asResponse, model, usageFor(request.body, asResponse));
        stream(res, events, Math.min(reply.afterChunks, events.length), reply.delayMs ?? 0, true);
        return;
      }
      default: {
        request.answered = 'response';
        const events = responseChunks(reply, model, usageFor(request.body, reply));
        stream(res, events, events.length, reply.delayMs ?? 0, false);
      }
    }
  }

  function route(res: http.ServerResponse, request: GeminiRequest) {
    if (request.method !== 'POST' || request.model === null) {
      request.answered = 'not_found';
      sendJson(res, 404, {
        error: {
          code: 404,
          message: `model server: no route for ${request.method} ${request.path}`,
          status: 'NOT_FOUND',
        },
      });
      return;
    }
    switch (request.verb) {
      case 'streamGenerateContent':
        answerTurn(res, request, nextTurnReply(request));
        return;
      case 'generateContent': {
        const side = options.side;
        if (side && side.kind === 'http_error') return answerError(res, request, side);
        if (side && side.kind === 'hang') {
          request.answered = 'hang';
          return;
        }
        request.answered = 'side';
        sendJson(res, 200, sideAnswer(request.model));
        return;
      }
      case 'countTokens':
        request.answered = 'count_tokens';
        sendJson(res, 200, { totalTokens: roughTokens(request.body?.contents) });
        return;
      default:
        request.answered = 'not_found';
        sendJson(res, 404, {
          error: { code: 404, message: `model server: no verb ${request.path}`, status: 'NOT_FOUND' },
        });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: GeminiRequestBody | null = null;
      try {
        const parsed: unknown = rawBody ? JSON.parse(rawBody) : null;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          body = parsed as GeminiRequestBody;
      } catch {
        body = null;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const m = /\/models\/([^:/]+):(\w+)$/.exec(url.pathname);
      const verb = (m?.[2] ?? 'other') as string;
      const request: GeminiRequest = {
        index: requests.length,
        method: req.method ?? '',
        path: url.pathname,
        search: url.search,
        headers: req.headers,
        model: m ? decodeURIComponent(m[1]!) : null,
        verb: ['streamGenerateContent', 'generateContent', 'countTokens'].includes(verb)
          ? (verb as GeminiVerb)
          : 'other',
        body,
        rawBody,
        answered: '',
      };
      requests.push(request);
      try {
        route(res, request);
      } catch (error) {
        request.answered = `crashed: ${String(error)}`;
        if (!res.headersSent)
          sendJson(res, 500, { error: { code: 500, message: 'model server crashed', status: 'INTERNAL' } });
        else res.destroy();
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
    turns: () => requests.filter((r) => r.verb === 'streamGenerateContent'),
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading what the CLI sent

/** The texts of every user turn of a request, in order (the CLI's session context is one of them). */
export function userTexts(request: GeminiRequest): string[] {
  return (request.body?.contents ?? [])
    .filter((c) => c.role === 'user')
    .flatMap((c) => (c.parts ?? []).map((p) => p.text).filter((t): t is string => typeof t === 'string'));
}

/** The function names the CLI declared to the model in a request. */
export function declaredTools(request: GeminiRequest): string[] {
  return (request.body?.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((d) => d.name));
}

/** The functionResponse parts of a request's last user turn (what the tools returned). */
export function functionResponses(
  request: GeminiRequest,
): Array<{ name: string; response: Record<string, unknown> | undefined }> {
  const contents = request.body?.contents ?? [];
  const last = contents[contents.length - 1];
  return (last?.parts ?? [])
    .filter((p) => p.functionResponse !== undefined)
    .map((p) => ({ name: p.functionResponse!.name, response: p.functionResponse!.response }));
}
