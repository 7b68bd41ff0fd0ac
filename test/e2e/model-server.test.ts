// The local model server speaks the Messages API the way the real API does (checked here with
// plain fetch), so when an e2e test fails it is the CLI or Narrator, not the stand-in.
import { describe, expect, test } from 'vitest';
import {
  classifyMessagesRequest,
  type ModelServer,
  message,
  overloaded,
  rateLimited,
  startModelServer,
  text,
  thinking,
  toolUse,
  unauthorized,
} from '../support/model-server.js';
import { namedEvents, startedPerTest } from '../support/sse-testing.js';

const start = startedPerTest(startModelServer);

const MAIN_BODY = {
  model: 'claude-test-model',
  max_tokens: 1000,
  system: [{ type: 'text', text: 'You are a Claude agent.' }],
  tools: [{ name: 'Bash' }, { name: 'Read' }],
  messages: [{ role: 'user', content: 'hello' }],
};

function post(server: ModelServer, body: unknown, pathname = '/v1/messages?beta=true') {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sk-test' },
    body: JSON.stringify(body),
  });
}

describe('local model server', () => {
  test('streams thinking, text and tool_use like the API, with usage and the stop reason at the end', async () => {
    const server = await start({
      replies: [
        message(
          [thinking('Let me think.'), text('Listing the files now.'), toolUse('Bash', { command: 'ls -la' })],
          {
            usage: { input_tokens: 1234, output_tokens: 56, cache_read_input_tokens: 7 },
            chunkSize: 5,
          },
        ),
      ],
    });
    const res = await post(server, { ...MAIN_BODY, stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = namedEvents(await res.text());
    const names = events.map(([name]) => name);
    expect(names[0]).toBe('message_start');
    expect(names.slice(-2)).toEqual(['message_delta', 'message_stop']);
    expect(names[2]).toBe('ping');

    const start0 = events[0]![1].message as Record<string, unknown>;
    expect(start0).toMatchObject({
      role: 'assistant',
      model: 'claude-test-model',
      content: [],
      stop_reason: null,
    });
    expect(start0.usage).toMatchObject({ input_tokens: 1234, output_tokens: 1 });

    const deltasOf = (index: number) =>
      events
        .filter(([name, data]) => name === 'content_block_delta' && data.index === index)
        .map(([, data]) => data.delta as Record<string, string>);
    // thinking: thinking_delta pieces then one signature_delta
    const thinkingDeltas = deltasOf(0);
    expect(
      thinkingDeltas
        .slice(0, -1)
        .map((d) => d.thinking)
        .join(''),
    ).toBe('Let me think.');
    expect(thinkingDeltas.at(-1)?.type).toBe('signature_delta');
    expect(thinkingDeltas.at(-1)?.signature).toBeTruthy();
    // text in 5-character pieces
    expect(deltasOf(1).map((d) => d.text)).toEqual(['Listi', 'ng th', 'e fil', 'es no', 'w.']);
    // tool_use: starts with empty input, first partial_json is "", the pieces form the input
    const toolStart = events.find(([name, data]) => name === 'content_block_start' && data.index === 2)![1];
    expect(toolStart.content_block).toMatchObject({ type: 'tool_use', name: 'Bash', input: {} });
    expect((toolStart.content_block as { id: string }).id).toMatch(/^toolu_/);
    const json = deltasOf(2).map((d) => d.partial_json);
    expect(json[0]).toBe('');
    expect(JSON.parse(json.join(''))).toEqual({ command: 'ls -la' });
    // every block is stopped, in order
    expect(events.filter(([name]) => name === 'content_block_stop').map(([, data]) => data.index)).toEqual([
      0, 1, 2,
    ]);
    expect(events.at(-2)![1]).toMatchObject({
      delta: { stop_reason: 'tool_use' },
      usage: { input_tokens: 1234, output_tokens: 56, cache_read_input_tokens: 7 },
    });
  });

  test('answers a non-streaming request with the whole message as JSON', async () => {
    const server = await start({ replies: [message([text('Whole.')])] });
    const res = await post(server, { ...MAIN_BODY, stream: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text: 'Whole.' }],
      stop_reason: 'end_turn',
    });
  });

  test('HTTP errors carry the API error body and headers; the queue then moves on', async () => {
    const server = await start({
      replies: [overloaded(), rateLimited(2), unauthorized(), message([text('ok')])],
    });
    const first = await post(server, MAIN_BODY);
    expect(first.status).toBe(529);
    expect(await first.json()).toEqual({
      type: 'error',
      error: { type: 'overloaded_error', message: 'Overloaded' },
    });
    const second = await post(server, MAIN_BODY);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(((await second.json()) as { error: { type: string } }).error.type).toBe('rate_limit_error');
    const third = await post(server, MAIN_BODY);
    expect(third.status).toBe(401);
    expect(((await third.json()) as { error: { type: string } }).error.type).toBe('authentication_error');
    expect((await post(server, MAIN_BODY)).status).toBe(200);
    expect(server.mainRequests().map((r) => r.answered)).toEqual([
      'http_error:529',
      'http_error:429',
      'http_error:401',
      'message',
    ]);
  });

  test('records requests, tells side calls from main ones, and asks `respond` once the queue is empty', async () => {
    const seen: number[] = [];
    const server = await start({
      replies: [message([text('from the queue')])],
      respond: (_request, mainIndex) => {
        seen.push(mainIndex);
        return message([text(`dynamic ${mainIndex}`)]);
      },
    });
    const answerText = async (res: Response) =>
      ((await res.json()) as { content: Array<{ text: string }> }).content[0]!.text;
    expect(await answerText(await post(server, MAIN_BODY))).toBe('from the queue');
    // A call without tools is a side call: it gets the side answer and consumes nothing.
    expect(await answerText(await post(server, { ...MAIN_BODY, tools: [] }))).toBe('OK');
    expect(await answerText(await post(server, MAIN_BODY))).toBe('dynamic 1');
    expect(await answerText(await post(server, MAIN_BODY))).toBe('dynamic 2');
    expect(seen).toEqual([1, 2]);

    expect(server.requests.map((r) => r.role)).toEqual(['main', 'side', 'main', 'main']);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/messages', search: '?beta=true' });
    expect(server.requests[0]!.headers['x-api-key']).toBe('sk-test');
    expect(server.requests[0]!.body?.messages).toEqual(MAIN_BODY.messages);
    expect(
      classifyMessagesRequest({ ...MAIN_BODY, system: 'x cc_is_subagent=true y' } as Parameters<
        typeof classifyMessagesRequest
      >[0]),
    ).toBe('subagent');
  });

  test('count_tokens answers, unknown routes get a 404 API error, a hanging reply ends on close()', async () => {
    const server = await start({ replies: [{ kind: 'hang' }] });
    const counted = await post(server, MAIN_BODY, '/v1/messages/count_tokens?beta=true');
    expect(counted.status).toBe(200);
    expect(((await counted.json()) as { input_tokens: number }).input_tokens).toBeGreaterThan(0);
    const missing = await fetch(`${server.url}/v1/nothing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { type: string } }).error.type).toBe('not_found_error');

    const hanging = post(server, MAIN_BODY).then(
      () => 'answered',
      () => 'connection closed',
    );
    await server.waitForRequest((r) => r.answered === 'hang');
    await server.close();
    expect(await hanging).toBe('connection closed');
  });
});
