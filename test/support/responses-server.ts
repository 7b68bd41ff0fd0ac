// A local stand-in for the OpenAI Responses API (`POST …/v1/responses`), so the real Codex CLI can
// run offline in tests: a provider in $CODEX_HOME/config.toml with `base_url = <server.url>/v1` and
// `wire_api = "responses"` (test/support/codex-action.ts). Loopback only, random port.
//
// Each test scripts what successive `POST /v1/responses` calls answer: a queue of replies (a
// response with output items, an HTTP error, a `response.failed`, a stream cut or a hang) and/or a
// `respond` function for dynamic answers. Responses are streamed as server-sent events the way the
// real API streams them: response.created, response.in_progress, per item output_item.added, its
// deltas (output_text / function_call_arguments / custom_tool_call_input) and output_item.done,
// then response.completed (or response.incomplete) with the usage. Every request is recorded
// (headers + parsed body) for assertions.
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

export type OutputItem =
  | { type: 'message'; text: string }
  | { type: 'reasoning'; summary: string }
  /** A function tool call; `arguments` is sent as the JSON text the API carries. */
  | { type: 'function_call'; name: string; arguments: Record<string, unknown> }
  /** A freeform ("custom") tool call, e.g. Codex's `apply_patch` grammar tool. */
  | { type: 'custom_tool_call'; name: string; input: string };

export interface Usage {
  input_tokens?: number;
  cached_tokens?: number;
  output_tokens?: number;
  reasoning_tokens?: number;
}

interface ReplyCommon {
  /** Extra response headers. */
  headers?: Record<string, string>;
}

export interface ResponseReply extends ReplyCommon {
  kind: 'response';
  output: OutputItem[];
  /** Default: rough counts from the request / answer sizes. */
  usage?: Usage;
  /** The API stopped early: `response.incomplete` with this reason instead of `response.completed`. */
  incomplete?: 'max_output_tokens' | 'content_filter';
  /** Characters per text / arguments delta (default 16). */
  chunkSize?: number;
  /** Pause between SSE events, ms (default 0: written back to back). */
  delayMs?: number;
}

export interface HttpErrorReply extends ReplyCommon {
  kind: 'http_error';
  status: number;
  message?: string;
  /** The API's `error.type` / `error.code`; defaults derived from the status. */
  type?: string;
  code?: string | null;
}

/** HTTP 200, then `response.failed` with this error after response.created. */
export interface FailedReply extends ReplyCommon {
  kind: 'failed';
  code?: string;
  message?: string;
}

/** HTTP 200 and a stream whose socket is destroyed after `afterEvents` events. */
export interface DropReply extends ReplyCommon {
  kind: 'drop';
  afterEvents: number;
  output?: OutputItem[];
}

/** Accept the request and never answer (until the server closes). */
export interface HangReply {
  kind: 'hang';
}

export type Reply = ResponseReply | HttpErrorReply | FailedReply | DropReply | HangReply;

/** The fields of a Responses request the tests look at; the rest passes through untyped. */
export interface ResponsesRequestBody {
  model?: string;
  stream?: boolean;
  instructions?: string;
  input?: Array<{ type?: string; role?: string; content?: unknown; [key: string]: unknown }>;
  tools?: Array<{ type: string; name?: string; [key: string]: unknown }>;
  [key: string]: unknown;
}

export type RecordedRequest = LoggedRequest<ResponsesRequestBody>;

/** The script of the `POST /v1/responses` calls. */
export type ResponsesServerOptions = ReplyScript<Reply, RecordedRequest>;

/** The provider's base_url is `url` plus `/v1`. */
export interface ResponsesServer extends ScriptedServer<RecordedRequest> {
  /** The `POST /v1/responses` requests. */
  responseRequests(): RecordedRequest[];
}

// ---------------------------------------------------------------------------------------------
// Shorthands for scripts

export function text(value: string): OutputItem {
  return { type: 'message', text: value };
}

export function reasoning(summary: string): OutputItem {
  return { type: 'reasoning', summary };
}

/** Codex 0.169's shell tool: `exec_command` with `cmd` (a string run by the user's shell). */
export function execCommand(cmd: string, extra: Record<string, unknown> = {}): OutputItem {
  return { type: 'function_call', name: 'exec_command', arguments: { cmd, ...extra } };
}

/** Codex's `apply_patch` freeform tool with a patch in its own grammar. */
export function applyPatch(patch: string): OutputItem {
  return { type: 'custom_tool_call', name: 'apply_patch', input: patch };
}

/** An apply_patch that adds `file` (relative to the workspace) with `content` (lines). */
export function addFilePatch(file: string, content: string): string {
  const lines = content.replace(/\n$/, '').split('\n');
  return `*** Begin Patch\n*** Add File: ${file}\n${lines.map((l) => `+${l}`).join('\n')}\n*** End Patch\n`;
}

export function response(
  output: OutputItem[],
  extra: Omit<ResponseReply, 'kind' | 'output'> = {},
): ResponseReply {
  return { kind: 'response', output, ...extra };
}

export function httpError(
  status: number,
  extra: Omit<HttpErrorReply, 'kind' | 'status'> = {},
): HttpErrorReply {
  return { kind: 'http_error', status, ...extra };
}

/** `n` copies of a reply (call ids are generated per answer, so copies stay distinct). */
export function times(n: number, reply: Reply): Reply[] {
  return Array.from({ length: n }, () => reply);
}

/** The text of the last user message of a request: what the user asked (the prompt). */
export function userPromptOf(request: RecordedRequest): string | null {
  const users = (request.body?.input ?? []).filter((i) => i.type === 'message' && i.role === 'user');
  const last = users.at(-1);
  if (!last || !Array.isArray(last.content)) return null;
  return (last.content as Array<{ type?: string; text?: unknown }>)
    .filter((c) => c.type === 'input_text' && typeof c.text === 'string')
    .map((c) => c.text as string)
    .join('');
}

/** The tool results a request sends back (function_call_output / custom_tool_call_output). */
export function toolOutputsOf(
  request: RecordedRequest,
): Array<{ type: string; call_id: string; output: string }> {
  return (request.body?.input ?? [])
    .filter((i) => typeof i.type === 'string' && i.type.endsWith('_call_output'))
    .map((i) => ({
      type: i.type as string,
      call_id: String(i['call_id']),
      output: typeof i['output'] === 'string' ? (i['output'] as string) : JSON.stringify(i['output']),
    }));
}

/** Every developer/system text of a request (where Codex states its sandbox mode). */
export function developerTextOf(request: RecordedRequest): string {
  return (request.body?.input ?? [])
    .filter((i) => i.type === 'message' && (i.role === 'developer' || i.role === 'system'))
    .flatMap((i) => (Array.isArray(i.content) ? (i.content as Array<{ text?: unknown }>) : []))
    .map((c) => (typeof c.text === 'string' ? c.text : ''))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// The server

const ERRORS: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory' },
  404: { type: 'invalid_request_error', code: 'model_not_found' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
  500: { type: 'server_error', code: null },
  503: { type: 'server_error', code: null },
};

const DEFAULT_EXHAUSTED: Reply = response([text('(responses server: script used up) Done.')]);

/** The API's ids (responses, items, calls, requests) are hex. */
function hexId(prefix: string): string {
  return randomId(prefix, 24, 'hex');
}

type Sse = Record<string, unknown> & { type: string };

/** The API's item objects (ids and call ids generated per answer). */
function apiItem(item: OutputItem): Record<string, unknown> {
  switch (item.type) {
    case 'message':
      return {
        type: 'message',
        id: hexId('msg_'),
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: item.text, annotations: [] }],
      };
    case 'reasoning':
      return {
        type: 'reasoning',
        id: hexId('rs_'),
        summary: [{ type: 'summary_text', text: item.summary }],
      };
    case 'function_call':
      return {
        type: 'function_call',
        id: hexId('fc_'),
        call_id: hexId('call_'),
        name: item.name,
        arguments: JSON.stringify(item.arguments),
        status: 'completed',
      };
    case 'custom_tool_call':
      return {
        type: 'custom_tool_call',
        id: hexId('ctc_'),
        call_id: hexId('call_'),
        name: item.name,
        input: item.input,
        status: 'completed',
      };
  }
}

/** The event sequence the real API streams for a whole response. */
export function sseEventsFor(
  output: OutputItem[],
  o: { usage: Required<Usage>; incomplete?: ResponseReply['incomplete']; chunkSize?: number; model?: string },
): Sse[] {
  const id = hexId('resp_');
  const size = o.chunkSize ?? 16;
  const base = {
    id,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    model: o.model ?? 'gpt-local',
  };
  const events: Sse[] = [
    { type: 'response.created', response: { ...base, status: 'in_progress', output: [] } },
    { type: 'response.in_progress', response: { ...base, status: 'in_progress', output: [] } },
  ];
  const items = output.map(apiItem);
  items.forEach((item, output_index) => {
    const itemId = item['id'] as string;
    switch (item['type']) {
      case 'message': {
        const full = (item['content'] as Array<{ text: string }>)[0]!.text;
        events.push({
          type: 'response.output_item.added',
          output_index,
          item: { ...item, status: 'in_progress', content: [] },
        });
        const part = { type: 'output_text', text: '', annotations: [] };
        events.push({
          type: 'response.content_part.added',
          item_id: itemId,
          output_index,
          content_index: 0,
          part,
        });
        for (const delta of pieces(full, size)) {
          events.push({
            type: 'response.output_text.delta',
            item_id: itemId,
            output_index,
            content_index: 0,
            delta,
          });
        }
        events.push({
          type: 'response.output_text.done',
          item_id: itemId,
          output_index,
          content_index: 0,
          text: full,
        });
        events.push({
          type: 'response.content_part.done',
          item_id: itemId,
          output_index,
          content_index: 0,
          part: { ...part, text: full },
        });
        break;
      }
      case 'function_call': {
        const args = item['arguments'] as string;
        events.push({
          type: 'response.output_item.added',
          output_index,
          item: { ...item, arguments: '', status: 'in_progress' },
        });
        for (const delta of pieces(args, size)) {
          events.push({
            type: 'response.function_call_arguments.delta',
            item_id: itemId,
            output_index,
            delta,
          });
        }
        events.push({
          type: 'response.function_call_arguments.done',
          item_id: itemId,
          output_index,
          arguments: args,
        });
        break;
      }
      case 'custom_tool_call': {
        const input = item['input'] as string;
        events.push({
          type: 'response.output_item.added',
          output_index,
          item: { ...item, input: '', status: 'in_progress' },
        });
        for (const delta of pieces(input, size)) {
          events.push({
            type: 'response.custom_tool_call_input.delta',
            item_id: itemId,
            output_index,
            delta,
          });
        }
        events.push({ type: 'response.custom_tool_call_input.done', item_id: itemId, output_index, input });
        break;
      }
      default:
        events.push({ type: 'response.output_item.added', output_index, item });
    }
    events.push({ type: 'response.output_item.done', output_index, item });
  });
  const usage = {
    input_tokens: o.usage.input_tokens,
    input_tokens_details: { cached_tokens: o.usage.cached_tokens },
    output_tokens: o.usage.output_tokens,
    output_tokens_details: { reasoning_tokens: o.usage.reasoning_tokens },
    total_tokens: o.usage.input_tokens + o.usage.output_tokens,
  };
  if (o.incomplete) {
    events.push({
      type: 'response.incomplete',
      response: {
        ...base,
        status: 'incomplete',
        incomplete_details: { reason: o.incomplete },
        output: items,
        usage,
      },
    });
  } else {
    events.push({
      type: 'response.completed',
      response: { ...base, status: 'completed', output: items, usage },
    });
  }
  return events;
}

function sseLine(event: Sse): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const isResponsesCall = (r: RecordedRequest) =>
  r.method === 'POST' && r.path.replace(/\/+$/, '') === '/v1/responses';

export async function startResponsesServer(options: ResponsesServerOptions = {}): Promise<ResponsesServer> {
  const script = replyQueue(options, DEFAULT_EXHAUSTED);
  const requestId = () => ({ 'x-request-id': hexId('req_') });

  function stream(res: http.ServerResponse, events: Sse[], reply: ResponseReply | DropReply | FailedReply) {
    writeSse(res, events.map(sseLine), {
      headers: { ...requestId(), ...reply.headers },
      ...(reply.kind === 'response' && reply.delayMs ? { delayMs: reply.delayMs } : {}),
      ...(reply.kind === 'drop' ? { cutAfter: reply.afterEvents } : {}),
    });
  }

  function answer(res: http.ServerResponse, request: RecordedRequest) {
    const reply = script.next(request);
    const body = request.body;
    switch (reply.kind) {
      case 'hang':
        request.answered = 'hang';
        return;
      case 'http_error': {
        const known = ERRORS[reply.status] ?? { type: 'server_error', code: null };
        request.answered = `http_error:${reply.status}`;
        sendJson(
          res,
          reply.status,
          {
            error: {
              message: reply.message ?? `local responses server: HTTP ${reply.status}`,
              type: reply.type ?? known.type,
              param: null,
              code: reply.code === undefined ? known.code : reply.code,
            },
          },
          { ...requestId(), ...reply.headers },
        );
        return;
      }
      case 'failed': {
        request.answered = 'failed';
        const id = hexId('resp_');
        stream(
          res,
          [
            {
              type: 'response.created',
              response: { id, object: 'response', status: 'in_progress', output: [] },
            },
            {
              type: 'response.failed',
              response: {
                id,
                object: 'response',
                status: 'failed',
                error: { code: reply.code ?? 'server_error', message: reply.message ?? 'The model failed.' },
              },
            },
          ],
          reply,
        );
        return;
      }
      default: {
        request.answered = reply.kind;
        const output = reply.kind === 'response' ? reply.output : (reply.output ?? [text('partial answer')]);
        const usage = reply.kind === 'response' ? (reply.usage ?? {}) : {};
        const events = sseEventsFor(output, {
          usage: {
            input_tokens: usage.input_tokens ?? roughTokens(body?.input),
            cached_tokens: usage.cached_tokens ?? 0,
            output_tokens: usage.output_tokens ?? roughTokens(output),
            reasoning_tokens: usage.reasoning_tokens ?? 0,
          },
          ...(reply.kind === 'response' && reply.incomplete ? { incomplete: reply.incomplete } : {}),
          ...(reply.kind === 'response' && reply.chunkSize ? { chunkSize: reply.chunkSize } : {}),
          ...(typeof body?.model === 'string' ? { model: body.model } : {}),
        });
        stream(res, events, reply);
      }
    }
  }

  const server = await startScriptedServer<ResponsesRequestBody, RecordedRequest>({
    name: 'responses server',
    record: (logged) => logged,
    route: (request, res) => {
      if (isResponsesCall(request)) return answer(res, request);
      request.answered = 'not_found';
      sendJson(
        res,
        404,
        {
          error: {
            message: `responses server: no route for ${request.method} ${request.path}`,
            type: 'invalid_request_error',
          },
        },
        requestId(),
      );
    },
    crashed: (res) =>
      sendJson(
        res,
        500,
        { error: { message: 'responses server crashed', type: 'server_error' } },
        requestId(),
      ),
  });
  return { ...server, responseRequests: () => server.requests.filter(isResponsesCall) };
}
