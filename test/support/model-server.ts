// A local stand-in for the Anthropic Messages API, so the real Claude Code CLI can run offline
// in tests (ANTHROPIC_BASE_URL=<server.url>). Loopback only, random port.
//
// Each test scripts what successive main-thread `POST /v1/messages` calls answer: a queue of
// replies (a message, an HTTP error the CLI retries, a stream cut or a hang) and/or a `respond`
// function for dynamic answers. Messages are streamed as server-sent events the way the real API
// streams them (message_start, content_block_start/delta/stop, ping, message_delta with the
// stop reason and final usage, message_stop), or returned whole as JSON when `stream` is false.
// Every request is recorded (headers + parsed body) for assertions.
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

export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string; signature?: string }
  | { type: 'redacted_thinking'; data?: string }
  | { type: 'tool_use'; name: string; input: Record<string, unknown>; id?: string };

export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'refusal' | 'pause_turn';

export interface Usage {
  input_tokens?: number;
  output_tokens?: number;
  cache_read_input_tokens?: number;
  cache_creation_input_tokens?: number;
}

interface ReplyCommon {
  /** Extra response headers (e.g. `retry-after`, rate-limit headers). */
  headers?: Record<string, string>;
}

export interface MessageReply extends ReplyCommon {
  kind: 'message';
  content: ContentBlock[];
  /** Default: `tool_use` when a block is a tool_use, else `end_turn`. */
  stopReason?: StopReason;
  /** Default: a rough count from the request / answer sizes. */
  usage?: Usage;
  /** Characters per text/thinking/json delta (default 16). */
  chunkSize?: number;
  /** Pause between SSE events, ms (default 0: written back to back). */
  delayMs?: number;
  /** The answer waits for this (e.g. until a test saw something happen elsewhere): no sleeps. */
  hold?: () => Promise<void>;
}

export interface HttpErrorReply extends ReplyCommon {
  kind: 'http_error';
  status: number;
  /** The API's `error.type`; default derived from the status (529 → overloaded_error, …). */
  errorType?: string;
  message?: string;
}

/** HTTP 200 and a stream that ends with `event: error` after `afterEvents` events. */
export interface StreamErrorReply extends ReplyCommon {
  kind: 'stream_error';
  afterEvents: number;
  content?: ContentBlock[];
  errorType?: string;
  message?: string;
}

/** HTTP 200 and a stream whose socket is destroyed after `afterEvents` events. */
export interface DropReply extends ReplyCommon {
  kind: 'drop';
  afterEvents: number;
  content?: ContentBlock[];
}

/** Accept the request and never answer (until the server closes). */
export interface HangReply {
  kind: 'hang';
}

export type Reply = MessageReply | HttpErrorReply | StreamErrorReply | DropReply | HangReply;

/** Which conversation a `/v1/messages` call belongs to. */
export type RequestRole = 'main' | 'subagent' | 'side';

/** A request as recorded (the CLI sends `?beta=true` as its `search`). */
export interface RecordedRequest extends LoggedRequest<MessagesRequestBody> {
  /** Only for `POST /v1/messages`. */
  role: RequestRole | null;
}

/** The fields of a Messages request the server looks at; the rest passes through untyped. */
export interface MessagesRequestBody {
  model?: string;
  stream?: boolean;
  system?: string | Array<{ type: string; text?: string }>;
  tools?: Array<{ name: string }>;
  messages?: Array<{ role: string; content: unknown }>;
  [key: string]: unknown;
}

/** The script of the main thread's calls (`replies`, `respond`, `exhausted`), plus the others'. */
export interface ModelServerOptions extends ReplyScript<Reply, RecordedRequest> {
  /** Answers for subagent calls (system prompt marks them); default: they share `replies`. */
  subagentReplies?: Reply[];
  /** Answer for side calls (no tools: titles, summaries…); default a short text. */
  side?: Reply;
}

/** `url` is the value for ANTHROPIC_BASE_URL. */
export interface ModelServer extends ScriptedServer<RecordedRequest> {
  /** The `/v1/messages` requests of the main thread. */
  mainRequests(): RecordedRequest[];
  /** Appends replies to the main queue. */
  enqueue(...replies: Reply[]): void;
}

// ---------------------------------------------------------------------------------------------
// Shorthands for scripts

export function text(value: string): ContentBlock {
  return { type: 'text', text: value };
}

export function thinking(value: string): ContentBlock {
  return { type: 'thinking', thinking: value };
}

export function toolUse(name: string, input: Record<string, unknown>): ContentBlock {
  return { type: 'tool_use', name, input };
}

export function message(
  content: ContentBlock[],
  extra: Omit<MessageReply, 'kind' | 'content'> = {},
): MessageReply {
  return { kind: 'message', content, ...extra };
}

export function httpError(
  status: number,
  extra: Omit<HttpErrorReply, 'kind' | 'status'> = {},
): HttpErrorReply {
  return { kind: 'http_error', status, ...extra };
}

export const overloaded = (): HttpErrorReply => httpError(529, { message: 'Overloaded' });
export const serverError = (): HttpErrorReply => httpError(500, { message: 'Internal server error' });
export const unauthorized = (): HttpErrorReply => httpError(401, { message: 'invalid x-api-key' });
export const rateLimited = (retryAfterSeconds: number): HttpErrorReply =>
  httpError(429, {
    message: 'Number of request tokens has exceeded your per-minute rate limit',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** `n` copies of a reply (tool_use ids are generated per answer, so copies stay distinct). */
export function times(n: number, reply: Reply): Reply[] {
  return Array.from({ length: n }, () => reply);
}

// ---------------------------------------------------------------------------------------------
// The server

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

const DEFAULT_SIDE: Reply = message([text('OK')]);
const DEFAULT_EXHAUSTED: Reply = message([text('(model server: script used up) Done.')]);

// Claude Code marks a subagent's system prompt with this (seen in the captures' requests).
const SUBAGENT_MARK = 'cc_is_subagent=true';

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((b) => (typeof b?.text === 'string' ? b.text : '')).join('\n');
  return '';
}

/**
 * Main thread vs subagent vs side call. The CLI sends its tool list on every agent-loop call;
 * a call without tools is a side call (title, summary…), and a subagent's system prompt carries
 * a marker.
 */
export function classifyMessagesRequest(body: MessagesRequestBody | null): RequestRole {
  if (!body || !Array.isArray(body.tools) || body.tools.length === 0) return 'side';
  return textOf(body.system).includes(SUBAGENT_MARK) ? 'subagent' : 'main';
}

/** A block's delta pieces: at least one, so an empty text or thinking still gets its delta. */
function chunk(value: string, size: number): string[] {
  const parts = pieces(value, size);
  return parts.length > 0 ? parts : [''];
}

type ApiBlock =
  | { type: 'text'; text: string }
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

interface ApiMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: ApiBlock[];
  stop_reason: StopReason | null;
  stop_sequence: null;
  usage: Required<Usage> & { service_tier: string };
}

function buildMessage(
  body: MessagesRequestBody | null,
  content: ContentBlock[],
  reply?: MessageReply,
): ApiMessage {
  const blocks: ApiBlock[] = content.map((b) => {
    switch (b.type) {
      case 'tool_use':
        return { type: 'tool_use', id: b.id ?? randomId('toolu_local_', 22), name: b.name, input: b.input };
      case 'thinking':
        return { type: 'thinking', thinking: b.thinking, signature: b.signature ?? randomId('sig_', 40) };
      case 'redacted_thinking':
        return { type: 'redacted_thinking', data: b.data ?? randomId('redacted_', 40) };
      default:
        return { type: 'text', text: b.text };
    }
  });
  const usage = reply?.usage ?? {};
  return {
    id: randomId('msg_local_'),
    type: 'message',
    role: 'assistant',
    model: body?.model ?? 'claude-local-model',
    content: blocks,
    stop_reason: reply?.stopReason ?? (blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage: {
      input_tokens: usage.input_tokens ?? roughTokens(body?.messages),
      output_tokens: usage.output_tokens ?? roughTokens(blocks),
      cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
      cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
      service_tier: 'standard',
    },
  };
}

type SseEvent = [name: string, data: unknown];

/** The event sequence the real API streams for a complete message. */
export function sseEventsFor(msg: ApiMessage, chunkSize = 16): SseEvent[] {
  const events: SseEvent[] = [];
  events.push([
    'message_start',
    {
      type: 'message_start',
      message: { ...msg, content: [], stop_reason: null, usage: { ...msg.usage, output_tokens: 1 } },
    },
  ]);
  msg.content.forEach((block, index) => {
    const delta = (d: Record<string, unknown>): SseEvent => [
      'content_block_delta',
      { type: 'content_block_delta', index, delta: d },
    ];
    let start: Record<string, unknown>;
    const deltas: SseEvent[] = [];
    switch (block.type) {
      case 'text':
        start = { type: 'text', text: '' };
        for (const part of chunk(block.text, chunkSize))
          deltas.push(delta({ type: 'text_delta', text: part }));
        break;
      case 'thinking':
        start = { type: 'thinking', thinking: '', signature: '' };
        for (const part of chunk(block.thinking, chunkSize))
          deltas.push(delta({ type: 'thinking_delta', thinking: part }));
        deltas.push(delta({ type: 'signature_delta', signature: block.signature }));
        break;
      case 'redacted_thinking':
        start = { type: 'redacted_thinking', data: block.data };
        break;
      case 'tool_use':
        start = { type: 'tool_use', id: block.id, name: block.name, input: {} };
        // The API's first input_json_delta is always empty.
        deltas.push(delta({ type: 'input_json_delta', partial_json: '' }));
        for (const part of chunk(JSON.stringify(block.input), chunkSize))
          deltas.push(delta({ type: 'input_json_delta', partial_json: part }));
        break;
    }
    events.push(['content_block_start', { type: 'content_block_start', index, content_block: start }]);
    if (index === 0) events.push(['ping', { type: 'ping' }]);
    events.push(...deltas);
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
  });
  const { service_tier: _tier, ...finalUsage } = msg.usage;
  events.push([
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: msg.stop_reason, stop_sequence: null },
      usage: finalUsage,
    },
  ]);
  events.push(['message_stop', { type: 'message_stop' }]);
  return events;
}

function sseLine([name, data]: SseEvent): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  const main = replyQueue(options, DEFAULT_EXHAUSTED);
  const subagents = options.subagentReplies
    ? replyQueue({ replies: options.subagentReplies }, options.exhausted ?? DEFAULT_EXHAUSTED)
    : null;

  function nextReply(request: RecordedRequest): Reply {
    if (request.role === 'side') return options.side ?? DEFAULT_SIDE;
    if (request.role === 'subagent' && subagents) return subagents.next(request);
    return main.next(request);
  }

  const requestId = () => ({ 'request-id': randomId('req_local_') });

  function apiError(
    res: http.ServerResponse,
    status: number,
    type: string,
    msg: string,
    headers: Record<string, string> = {},
  ) {
    sendJson(res, status, { type: 'error', error: { type, message: msg } }, { ...requestId(), ...headers });
  }

  function stream(
    res: http.ServerResponse,
    events: SseEvent[],
    reply: MessageReply | StreamErrorReply | DropReply,
  ) {
    let frames = events;
    if (reply.kind === 'stream_error' || reply.kind === 'drop') frames = events.slice(0, reply.afterEvents);
    // A stream error is one more event, the API's `error`, after which the stream ends.
    if (reply.kind === 'stream_error') {
      frames = [
        ...frames,
        [
          'error',
          {
            type: 'error',
            error: { type: reply.errorType ?? 'overloaded_error', message: reply.message ?? 'Overloaded' },
          },
        ],
      ];
    }
    writeSse(res, frames.map(sseLine), {
      headers: { ...requestId(), ...reply.headers },
      ...(reply.kind === 'message' && reply.delayMs ? { delayMs: reply.delayMs } : {}),
      ...(reply.kind === 'drop' ? { cutAfter: frames.length } : {}),
    });
  }

  function answerMessages(res: http.ServerResponse, request: RecordedRequest) {
    const reply = nextReply(request);
    if (reply.kind === 'message' && reply.hold) {
      const { hold, ...now } = reply;
      void hold().then(
        () => answerWith(res, request, now),
        () => answerWith(res, request, now),
      );
      return;
    }
    answerWith(res, request, reply);
  }

  function answerWith(res: http.ServerResponse, request: RecordedRequest, reply: Reply) {
    const body = request.body;
    switch (reply.kind) {
      case 'hang':
        request.answered = 'hang';
        return;
      case 'http_error': {
        const type = reply.errorType ?? ERROR_TYPES[reply.status] ?? 'api_error';
        request.answered = `http_error:${reply.status}`;
        apiError(res, reply.status, type, reply.message ?? type, reply.headers);
        return;
      }
      default: {
        const msg = buildMessage(
          body,
          reply.content ?? [text('partial answer')],
          reply.kind === 'message' ? reply : undefined,
        );
        request.answered = reply.kind;
        if (body?.stream !== true) {
          if (reply.kind !== 'message') {
            // A non-streaming call cannot be cut mid-stream; fail it as the API would.
            request.answered = `${reply.kind}:as_http_error:529`;
            apiError(res, 529, 'overloaded_error', 'Overloaded');
            return;
          }
          sendJson(res, 200, msg, { ...requestId(), ...reply.headers });
          return;
        }
        stream(res, sseEventsFor(msg, reply.kind === 'message' ? reply.chunkSize : undefined), reply);
      }
    }
  }

  function route(request: RecordedRequest, res: http.ServerResponse) {
    const p = request.path.replace(/\/+$/, '');
    if (request.method === 'POST' && p === '/v1/messages/count_tokens') {
      request.answered = 'count_tokens';
      sendJson(res, 200, { input_tokens: roughTokens(request.body?.messages) }, requestId());
      return;
    }
    if (request.method === 'POST' && p === '/v1/messages') {
      request.role = classifyMessagesRequest(request.body);
      answerMessages(res, request);
      return;
    }
    request.answered = 'not_found';
    apiError(res, 404, 'not_found_error', `model server: no route for ${request.method} ${request.path}`);
  }

  const server = await startScriptedServer<MessagesRequestBody, RecordedRequest>({
    name: 'model server',
    record: (logged) => ({ ...logged, role: null }),
    route,
    crashed: (res) => apiError(res, 500, 'api_error', 'model server crashed'),
  });
  return {
    ...server,
    mainRequests: () => server.requests.filter((r) => r.role === 'main'),
    enqueue: main.enqueue,
  };
}
