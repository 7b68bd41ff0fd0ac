// The local chat-completions server speaks the API the way OpenAI streams it (checked here with
// plain fetch), so when an opencode e2e test fails it is the CLI or Narrator, not the stand-in.
import { describe, expect, test } from 'vitest';
import {
  type ChatServer,
  callTools,
  chatError,
  reply,
  startChatServer,
  tool,
} from '../support/openai-chat-server.js';
import { startedPerTest } from '../support/sse-testing.js';

const start = startedPerTest(startChatServer);

const MAIN = {
  model: 'local-model',
  stream: true,
  stream_options: { include_usage: true },
  tools: [{ type: 'function', function: { name: 'bash' } }],
  messages: [{ role: 'user', content: 'hello' }],
};

function post(server: ChatServer, body: unknown, key = 'k') {
  return fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
}

/** `data:` payloads of an SSE body, checking the framing; the last must be [DONE]. */
function dataOf(body: string): Array<Record<string, unknown>> {
  expect(body.endsWith('\n\n')).toBe(true);
  const records = body.trimEnd().split('\n\n');
  expect(records.at(-1)).toBe('data: [DONE]');
  return records.slice(0, -1).map((r) => {
    expect(r).toMatch(/^data: \{/);
    return JSON.parse(r.slice('data: '.length)) as Record<string, unknown>;
  });
}

type Choice = { delta: Record<string, unknown>; finish_reason: string | null };

describe('local chat-completions server', () => {
  test('streams text, then tool_calls deltas (id + name first, arguments in pieces), the finish reason and usage', async () => {
    const server = await start({
      replies: [
        callTools([tool('bash', { command: 'echo ✓ 🚀' }, 'call_1')], {
          text: 'Let me check.',
          chunkSize: 4,
          usage: { prompt_tokens: 1200, completion_tokens: 30, cached_tokens: 600, reasoning_tokens: 5 },
        }),
      ],
    });
    const res = await post(server, MAIN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const chunks = dataOf(await res.text());
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    const choices = chunks.flatMap((c) => c.choices as Choice[]);
    expect(choices[0]!.delta).toEqual({ role: 'assistant', content: '' });
    const text = choices.map((c) => c.delta.content ?? '').join('');
    expect(text).toBe('Let me check.');
    const calls = choices.flatMap((c) => (c.delta.tool_calls as Array<Record<string, unknown>>) ?? []);
    expect(calls[0]).toEqual({
      index: 0,
      id: 'call_1',
      type: 'function',
      function: { name: 'bash', arguments: '' },
    });
    const args = calls.map((c) => (c.function as { arguments: string }).arguments).join('');
    expect(JSON.parse(args)).toEqual({ command: 'echo ✓ 🚀' });
    expect(choices.at(-1)!.finish_reason).toBe('tool_calls');
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage).toEqual({
      prompt_tokens: 1200,
      completion_tokens: 30,
      total_tokens: 1230,
      prompt_tokens_details: { cached_tokens: 600 },
      completion_tokens_details: { reasoning_tokens: 5 },
    });
    expect(server.mainRequests()).toHaveLength(1);
    expect(server.requests[0]!.answered).toBe('message');
  });

  test('a call without tools is a side call (the title) with its own answer; the queue is for the agent loop', async () => {
    const server = await start({ replies: [reply('main answer')], side: reply('A title') });
    const side = dataOf(await (await post(server, { ...MAIN, tools: [] })).text());
    const sideText = side.flatMap((c) => c.choices as Choice[]).map((c) => c.delta.content ?? '');
    expect(sideText.join('')).toBe('A title');
    const main = dataOf(await (await post(server, MAIN)).text());
    expect(
      main
        .flatMap((c) => c.choices as Choice[])
        .map((c) => c.delta.content ?? '')
        .join(''),
    ).toBe('main answer');
    expect(server.requests.map((r) => r.role)).toEqual(['side', 'main']);
  });

  test('finish_reason length, HTTP errors with headers, and the key check', async () => {
    const server = await start({
      apiKey: 'right',
      replies: [
        reply('cut', { finishReason: 'length' }),
        chatError(500, { headers: { 'retry-after-ms': '10' } }),
        chatError(429),
      ],
    });
    const cut = dataOf(await (await post(server, MAIN, 'right')).text());
    expect(cut.flatMap((c) => c.choices as Choice[]).at(-1)!.finish_reason).toBe('length');
    const e500 = await post(server, MAIN, 'right');
    expect(e500.status).toBe(500);
    expect(e500.headers.get('retry-after-ms')).toBe('10');
    expect(((await e500.json()) as { error: { type: string } }).error.type).toBe('server_error');
    expect((await post(server, MAIN, 'right')).status).toBe(429);
    const wrong = await post(server, MAIN, 'wrong');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
    expect(server.requests.map((r) => r.answered)).toEqual([
      'message',
      'http_error:500',
      'http_error:429',
      'http_error:401',
    ]);
  });

  test('a drop cuts the stream after N events; a hang never answers', async () => {
    const server = await start({
      replies: [{ kind: 'drop', afterEvents: 2, text: 'partial answer text' }, { kind: 'hang' }],
    });
    const dropped = await post(server, MAIN);
    expect(dropped.status).toBe(200);
    await expect(dropped.text()).rejects.toThrow();
    const hanging = post(server, MAIN).catch((e: unknown) => e);
    const outcome = await Promise.race([
      hanging,
      new Promise((r) => setTimeout(() => r('still waiting'), 300)),
    ]);
    expect(outcome).toBe('still waiting');
    expect(server.requests.map((r) => r.answered)).toEqual(['drop', 'hang']);
  });

  test('unknown routes are 404 and every request is recorded with its body', async () => {
    const server = await start({});
    const res = await fetch(`${server.url}/v1/models`);
    expect(res.status).toBe(404);
    await post(server, { ...MAIN, messages: [{ role: 'user', content: [{ type: 'text', text: 'multi' }] }] });
    expect(server.requests[1]!.body?.messages?.[0]?.content).toEqual([{ type: 'text', text: 'multi' }]);
    const seen = await server.waitForRequest((r) => r.role === 'main');
    expect(seen.index).toBe(1);
  });
});
