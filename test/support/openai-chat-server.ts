// A local stand-in for the OpenAI chat completions API, so the real opencode CLI (its
// `@ai-sdk/openai-compatible` provider, baseURL = `<server.url>/v1`) can run offline in tests.
// Loopback only, random port.
//
// Each test scripts what successive agent-loop calls (`POST /v1/chat/completions` WITH tools)
// answer: a queue of replies (a message with text and/or tool calls, an HTTP error the CLI may
// retry, a stream cut or a hang) and/or a `respond` function for dynamic answers. Calls without
// tools (opencode's session title) are side calls with their own answer. Messages are streamed as
// server-sent `chat.completion.chunk` events the way the real API streams them: a role delta,
// content deltas, `tool_calls` deltas (id + name first, then argument fragments), a chunk with
// `finish_reason`, a usage chunk (`choices: []`) when `stream_options.include_usage` asks for it,
// then `data: [DONE]`. Every request is recorded (headers + parsed body) for assertions.
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
  sendJson,
  startScriptedServer,
  writeSse,
} from './sse-server.js';

// ---------------------------------------------------------------------------------------------
// What a test can script

export interface ToolCall {
  name: string;
  /** An object is sent as its JSON; a string is sent as is (e.g. deliberately broken JSON). */
  arguments: Record<string, unknown> | string;
  id?: string;
}

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter';

export interface ChatUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  /** `prompt_tokens_details.cached_tokens`. */
  cached_tokens?: number;
  /** `completion_tokens_details.reasoning_tokens`. */
  reasoning_tokens?: number;
}

interface ReplyCommon {
  /** Extra response headers (e.g. `retry-after-ms`, which opencode honours for its backoff). */
  headers?: Record<string, string>;
}

export interface ChatMessageReply extends ReplyCommon {
  kind: 'message';
  text?: string;
  toolCalls?: ToolCall[];
  /** Default: `tool_calls` when there are tool calls, else `stop`. */
  finishReason?: FinishReason;
  /** Default: a rough count from the request / answer sizes. */
  usage?: ChatUsage;
  /** Characters per content / arguments delta (default 12). */
  chunkSize?: number;
  /** Pause between SSE events, ms (default 0: written back to back). */
  delayMs?: number;
}

export interface ChatHttpErrorReply extends ReplyCommon {
  kind: 'http_error';
  status: number;
  message?: string;
  /** The API's `error.type` / `error.code`; defaults derived from the status. */
  type?: string;
  code?: string;
}

/** HTTP 200 and a stream whose socket is destroyed after `afterEvents` SSE events. */
export interface ChatDropReply extends ReplyCommon {
  kind: 'drop';
  afterEvents: number;
  text?: string;
}

/** Accept the request and never answer (until the server closes). */
export interface ChatHangReply {
  kind: 'hang';
}

export type ChatReply = ChatMessageReply | ChatHttpErrorReply | ChatDropReply | ChatHangReply;

/** `main`: an agent-loop call (it offers tools); `side`: anything else (the session title…). */
export type ChatRequestRole = 'main' | 'side';

export interface ChatMessage {
  role: string;
  content?: unknown;
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
  [key: string]: unknown;
}

/** The fields of a request the server looks at; the rest passes through untyped. */
export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  tools?: Array<{ type?: string; function?: { name?: string } }>;
  messages?: ChatMessage[];
  [key: string]: unknown;
}

export interface ChatRecordedRequest extends LoggedRequest<ChatRequestBody> {
  /** Only for `POST …/chat/completions`. */
  role: ChatRequestRole | null;
}

/** The script of the main (agent-loop) calls, the side calls' answer, the key check. */
export interface ChatServerOptions extends ReplyScript<ChatReply, ChatRecordedRequest> {
  /** Answer for side calls (the session title); default a short title. */
  side?: ChatReply;
  /**
   * The only key accepted (`Authorization: Bearer <key>`), as the real API checks it: any other
   * gets 401 invalid_api_key before a scripted reply is used. Default: any key.
   */
  apiKey?: string;
}

/** The provider's baseURL is `url` plus `/v1`. */
export interface ChatServer extends ScriptedServer<ChatRecordedRequest> {
  /** The agent-loop requests. */
  mainRequests(): ChatRecordedRequest[];
  enqueue(...replies: ChatReply[]): void;
}

// ---------------------------------------------------------------------------------------------
// Shorthands for scripts

export function reply(text: string, extra: Omit<ChatMessageReply, 'kind' | 'text'> = {}): ChatMessageReply {
  return { kind: 'message', text, ...extra };
}

export function callTools(
  toolCalls: ToolCall[],
  extra: Omit<ChatMessageReply, 'kind' | 'toolCalls'> = {},
): ChatMessageReply {
  return { kind: 'message', toolCalls, ...extra };
}

export function tool(name: string, args: Record<string, unknown> | string, id?: string): ToolCall {
  return id === undefined ? { name, arguments: args } : { name, arguments: args, id };
}

export function chatError(
  status: number,
  extra: Omit<ChatHttpErrorReply, 'kind' | 'status'> = {},
): ChatHttpErrorReply {
  return { kind: 'http_error', status, ...extra };
}

// ---------------------------------------------------------------------------------------------
// The server

const ERRORS: Record<number, { type: string; code: string; message: string }> = {
  400: { type: 'invalid_request_error', code: 'invalid_request', message: 'Bad request' },
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message: 'Incorrect API key provided (local model server)',
  },
  403: { type: 'permission_error', code: 'forbidden', message: 'Forbidden' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist' },
  429: { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'Rate limit reached' },
  500: {
    type: 'server_error',
    code: 'internal_error',
    message: 'The server had an error (local model server)',
  },
  503: { type: 'server_error', code: 'overloaded', message: 'The engine is currently overloaded' },
};

const DEFAULT_SIDE: ChatReply = reply('Local test session');
const DEFAULT_EXHAUSTED: ChatReply = reply('(model server: script used up) Done.');

/** Agent-loop call (it offers tools) or a side call. */
export function classifyChatRequest(body: ChatRequestBody | null): ChatRequestRole {
  return body && Array.isArray(body.tools) && body.tools.length > 0 ? 'main' : 'side';
}

/** The text of a message's content: a string, or the text parts of a content array. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) =>
      part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string'
        ? (part as { text: string }).text
        : '',
    )
    .join('');
}

/** The SSE data payloads the real API streams for a complete message (without `[DONE]`). */
export function chunksFor(
  body: ChatRequestBody | null,
  message: ChatMessageReply,
  id = randomId('chatcmpl-local-'),
): unknown[] {
  const model = body?.model ?? 'local-model';
  const created = Math.floor(Date.now() / 1000);
  const size = message.chunkSize ?? 12;
  const chunk = (delta: Record<string, unknown>, finish: FinishReason | null = null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const out: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const part of pieces(message.text ?? '', size)) out.push(chunk({ content: part }));
  (message.toolCalls ?? []).forEach((call, index) => {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    out.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id ?? randomId('call_local_', 20),
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      }),
    );
    for (const part of pieces(args, size)) {
      out.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
    }
  });
  const finish = message.finishReason ?? ((message.toolCalls ?? []).length > 0 ? 'tool_calls' : 'stop');
  out.push(chunk({}, finish));
  if (body?.stream_options?.include_usage !== false) {
    const u = message.usage ?? {};
    const prompt = u.prompt_tokens ?? roughTokens(body?.messages);
    const completion = u.completion_tokens ?? roughTokens([message.text, message.toolCalls]);
    out.push({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [],
      usage: {
        prompt_tokens: prompt,
        completion_tokens: completion,
        total_tokens: prompt + completion,
        prompt_tokens_details: { cached_tokens: u.cached_tokens ?? 0 },
        completion_tokens_details: { reasoning_tokens: u.reasoning_tokens ?? 0 },
      },
    });
  }
  return out;
}

/** The whole (non-streamed) completion object for a message. */
function completionFor(body: ChatRequestBody | null, message: ChatMessageReply): unknown {
  const calls = (message.toolCalls ?? []).map((call) => ({
    id: call.id ?? randomId('call_local_', 20),
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  const prompt = message.usage?.prompt_tokens ?? roughTokens(body?.messages);
  const completion = message.usage?.completion_tokens ?? roughTokens([message.text, calls]);
  return {
    id: randomId('chatcmpl-local-'),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body?.model ?? 'local-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: message.text ?? null,
          ...(calls.length > 0 ? { tool_calls: calls } : {}),
        },
        finish_reason: message.finishReason ?? (calls.length > 0 ? 'tool_calls' : 'stop'),
      },
    ],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
}

const sseData = (data: unknown): string =>
  `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

export async function startChatServer(options: ChatServerOptions = {}): Promise<ChatServer> {
  const main = replyQueue(options, DEFAULT_EXHAUSTED);
  const requestId = () => ({ 'x-request-id': randomId('req_') });

  function nextReply(request: ChatRecordedRequest): ChatReply {
    if (request.role === 'side') return options.side ?? DEFAULT_SIDE;
    return main.next(request);
  }

  function stream(res: http.ServerResponse, events: string[], r: ChatMessageReply | ChatDropReply) {
    writeSse(res, events, {
      headers: { ...requestId(), ...r.headers },
      ...(r.kind === 'message' && r.delayMs ? { delayMs: r.delayMs } : {}),
      ...(r.kind === 'drop' ? { cutAfter: r.afterEvents } : {}),
    });
  }

  function answer(res: http.ServerResponse, request: ChatRecordedRequest) {
    const r = nextReply(request);
    const body = request.body;
    switch (r.kind) {
      case 'hang':
        request.answered = 'hang';
        return;
      case 'http_error': {
        const known = ERRORS[r.status] ?? { type: 'api_error', code: 'error', message: `HTTP ${r.status}` };
        request.answered = `http_error:${r.status}`;
        sendJson(
          res,
          r.status,
          {
            error: {
              message: r.message ?? known.message,
              type: r.type ?? known.type,
              param: null,
              code: r.code ?? known.code,
            },
          },
          { ...requestId(), ...r.headers },
        );
        return;
      }
      case 'drop': {
        request.answered = 'drop';
        const events = chunksFor(body, reply(r.text ?? 'A partial answer that never ends')).map(sseData);
        stream(res, events, r);
        return;
      }
      default: {
        request.answered = 'message';
        if (body?.stream !== true) {
          sendJson(res, 200, completionFor(body, r), { ...requestId(), ...r.headers });
          return;
        }
        stream(res, [...chunksFor(body, r).map(sseData), sseData('[DONE]')], r);
      }
    }
  }

  function route(request: ChatRecordedRequest, res: http.ServerResponse) {
    const p = request.path.replace(/\/+$/, '');
    if (request.method === 'POST' && p.endsWith('/chat/completions')) {
      request.role = classifyChatRequest(request.body);
      if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
        request.answered = 'http_error:401';
        const known = ERRORS[401]!;
        sendJson(res, 401, { error: { ...known, param: null } }, requestId());
        return;
      }
      answer(res, request);
      return;
    }
    request.answered = 'not_found';
    sendJson(
      res,
      404,
      {
        error: {
          message: `model server: no route for ${request.method} ${request.path}`,
          type: 'invalid_request_error',
          code: 'not_found',
        },
      },
      requestId(),
    );
  }

  const server = await startScriptedServer<ChatRequestBody, ChatRecordedRequest>({
    name: 'model server',
    record: (logged) => ({ ...logged, role: null }),
    route,
    crashed: (res) =>
      sendJson(res, 500, { error: { message: 'model server crashed', type: 'server_error' } }, requestId()),
  });
  return {
    ...server,
    mainRequests: () => server.requests.filter((r) => r.role === 'main'),
    enqueue: main.enqueue,
  };
}
