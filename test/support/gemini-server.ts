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
//
// The API's shape is this file's; the HTTP plumbing (request log, script queue, SSE writing,
// faults) is sse-server.ts's, shared with the other model-API stand-ins.
import type http from 'node:http';
import {
  type LoggedRequest,
  pieces,
  type ReplyScript,
  randomId,
  replyQueue,
  roughTokens,
  type ScriptedServer,
  sendJson as sendAnyJson,
  startScriptedServer,
  writeSse,
} from './sse-server.js';

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
  /** The answer waits for this (e.g. until a test saw something happen elsewhere): no sleeps. */
  hold?: () => Promise<void>;
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
  /** Pause between SSE events and before the cut, ms (default 0). */
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

/** A request as recorded; `answered` may also be 'side' (a generateContent call's default). */
export interface GeminiRequest extends LoggedRequest<GeminiRequestBody> {
  /** The model named in the path (`models/<model>:verb`), or null. */
  model: string | null;
  verb: GeminiVerb;
}

/** The script of the agent's turns (streamGenerateContent calls), and the side calls' answer. */
export interface GeminiServerOptions extends ReplyScript<GeminiReply, GeminiRequest> {
  /** Answer for side calls (generateContent); default: a JSON object the router accepts. */
  side?: GeminiReply;
}

/** `url` is the value for GOOGLE_GEMINI_BASE_URL. */
export interface GeminiServer extends ScriptedServer<GeminiRequest> {
  /** The agent's turns: streamGenerateContent requests. */
  turns(): GeminiRequest[];
  enqueue(...replies: GeminiReply[]): void;
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

/** A text part's chunks: at least one, so an empty text still gets its event. */
function chunk(value: string, size: number): string[] {
  const parts = pieces(value, size);
  return parts.length > 0 ? parts : [''];
}

/** Google answers JSON with its charset named. */
function sendJson(res: http.ServerResponse, status: number, payload: unknown): void {
  sendAnyJson(res, status, payload, { 'content-type': 'application/json; charset=UTF-8' });
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
  const responseId = randomId('', 12);
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
  const turns = replyQueue(options, DEFAULT_EXHAUSTED);

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
    o: { delayMs?: number; cutAfter?: number },
  ) {
    // The API names no charset on its event stream.
    writeSse(res, events.map(sseLine), { headers: { 'content-type': 'text/event-stream' }, ...o });
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
        stream(res, events, {
          cutAfter: reply.afterChunks,
          ...(reply.delayMs ? { delayMs: reply.delayMs } : {}),
        });
        return;
      }
      default: {
        request.answered = 'response';
        const answer = () => {
          const events = responseChunks(reply, model, usageFor(request.body, reply));
          stream(res, events, reply.delayMs ? { delayMs: reply.delayMs } : {});
        };
        if (reply.hold) void reply.hold().then(answer, answer);
        else answer();
      }
    }
  }

  function route(request: GeminiRequest, res: http.ServerResponse) {
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
        answerTurn(res, request, turns.next(request));
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

  const server = await startScriptedServer<GeminiRequestBody, GeminiRequest>({
    name: 'model server',
    record: (logged) => {
      const m = /\/models\/([^:/]+):(\w+)$/.exec(logged.path);
      const verb = (m?.[2] ?? 'other') as string;
      return {
        ...logged,
        model: m ? decodeURIComponent(m[1]!) : null,
        verb: ['streamGenerateContent', 'generateContent', 'countTokens'].includes(verb)
          ? (verb as GeminiVerb)
          : 'other',
      };
    },
    route,
    crashed: (res) =>
      sendJson(res, 500, { error: { code: 500, message: 'model server crashed', status: 'INTERNAL' } }),
  });
  return {
    ...server,
    turns: () => server.requests.filter((r) => r.verb === 'streamGenerateContent'),
    enqueue: turns.enqueue,
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
