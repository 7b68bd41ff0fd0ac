// The local Responses API server speaks the API the way the real one streams it (checked here with
// plain fetch), so when a Codex e2e test fails it is the CLI or Narrator, not the stand-in.
import { describe, expect, test } from 'vitest';
import {
  applyPatch,
  execCommand,
  httpError,
  type ResponsesServer,
  reasoning,
  response,
  startResponsesServer,
  text,
  toolOutputsOf,
  userPromptOf,
} from '../support/responses-server.js';
import { namedEvents, startedPerTest } from '../support/sse-testing.js';

const start = startedPerTest(startResponsesServer);

const BODY = {
  model: 'gpt-test',
  stream: true,
  input: [
    { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'You are Codex.' }] },
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hello "there"' }] },
  ],
  tools: [{ type: 'function', name: 'exec_command' }],
};

function post(server: ResponsesServer, body: unknown = BODY, pathname = '/v1/responses') {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
    body: JSON.stringify(body),
  });
}

describe('local Responses API server', () => {
  test('streams a response like the API: created, items with their deltas, completed with usage', async () => {
    const server = await start({
      replies: [
        response(
          [reasoning('thinking'), text('Hi there.'), execCommand('ls -la'), applyPatch('*** Begin Patch\n')],
          {
            usage: { input_tokens: 100, cached_tokens: 40, output_tokens: 7, reasoning_tokens: 2 },
            chunkSize: 4,
          },
        ),
      ],
    });
    const res = await post(server);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = namedEvents(await res.text());
    const names = events.map(([name]) => name);
    expect(names.slice(0, 2)).toEqual(['response.created', 'response.in_progress']);
    expect(names.at(-1)).toBe('response.completed');
    expect(names.filter((n) => n === 'response.output_item.done')).toHaveLength(4);
    const textDeltas = events.filter(([n]) => n === 'response.output_text.delta').map(([, d]) => d.delta);
    expect(textDeltas).toEqual(['Hi t', 'here', '.']);
    const args = events
      .filter(([n]) => n === 'response.function_call_arguments.delta')
      .map(([, d]) => d.delta)
      .join('');
    expect(JSON.parse(args)).toEqual({ cmd: 'ls -la' });
    const done = events
      .filter(([n]) => n === 'response.output_item.done')
      .map(([, d]) => d.item as Record<string, unknown>);
    expect(done.map((i) => i.type)).toEqual(['reasoning', 'message', 'function_call', 'custom_tool_call']);
    expect(done[2]).toMatchObject({ name: 'exec_command', call_id: expect.stringMatching(/^call_/) });
    expect(done[3]).toMatchObject({ name: 'apply_patch', input: '*** Begin Patch\n' });
    expect((events.at(-1)![1].response as Record<string, unknown>).usage).toEqual({
      input_tokens: 100,
      input_tokens_details: { cached_tokens: 40 },
      output_tokens: 7,
      output_tokens_details: { reasoning_tokens: 2 },
      total_tokens: 107,
    });
    // Recorded, with the prompt readable.
    expect(server.responseRequests()).toHaveLength(1);
    expect(userPromptOf(server.requests[0]!)).toBe('hello "there"');
    expect(server.requests[0]!.headers['authorization']).toBe('Bearer sk-test');
  });

  test('the output limit ends with response.incomplete and its reason', async () => {
    const server = await start({ replies: [response([text('cut')], { incomplete: 'max_output_tokens' })] });
    const events = namedEvents(await (await post(server)).text());
    expect(events.at(-1)![0]).toBe('response.incomplete');
    expect(events.at(-1)![1].response).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
    });
  });

  test('HTTP errors carry an OpenAI error body and headers; failed, drop and hang; unknown paths are 404', async () => {
    const server = await start({
      replies: [
        httpError(429, { headers: { 'retry-after': '1' } }),
        httpError(401, { message: 'Incorrect API key provided' }),
        { kind: 'failed', message: 'model crashed' },
        { kind: 'drop', afterEvents: 1 },
        { kind: 'hang' },
      ],
    });
    const limited = await post(server);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ error: { type: 'requests', code: 'rate_limit_exceeded' } });
    const unauthorized = await post(server);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({
      error: { message: 'Incorrect API key provided', code: 'invalid_api_key' },
    });
    const failed = namedEvents(await (await post(server)).text());
    expect(failed.map(([n]) => n)).toEqual(['response.created', 'response.failed']);
    const dropped = await post(server);
    await expect(dropped.text()).rejects.toThrow();
    const controller = new AbortController();
    const hanging = fetch(`${server.url}/v1/responses`, {
      method: 'POST',
      body: JSON.stringify(BODY),
      signal: controller.signal,
    });
    await server.waitForRequest((r) => r.answered === 'hang', 2_000);
    controller.abort();
    await expect(hanging).rejects.toThrow();
    expect((await post(server, BODY, '/v1/models')).status).toBe(404);
    expect(server.requests.map((r) => r.answered)).toEqual([
      'http_error:429',
      'http_error:401',
      'failed',
      'drop',
      'hang',
      'not_found',
    ]);
  });

  test('a dynamic script sees the tool outputs the client sends back', async () => {
    const server = await start({
      respond: (request) =>
        toolOutputsOf(request).length === 0 ? response([execCommand('echo hi')]) : response([text('done')]),
    });
    await (await post(server)).text();
    await (
      await post(server, {
        ...BODY,
        input: [...BODY.input, { type: 'function_call_output', call_id: 'call_1', output: 'hi\n' }],
      })
    ).text();
    expect(toolOutputsOf(server.requests[1]!)).toEqual([
      { type: 'function_call_output', call_id: 'call_1', output: 'hi\n' },
    ]);
  });
});
