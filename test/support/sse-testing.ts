// What the model-API stand-ins' own fetch tests (test/e2e/*-server.test.ts) share: servers that
// close after each test, and a reader for the APIs whose SSE records name their event.
import { afterEach, expect } from 'vitest';

/**
 * `start`, with every server it started closed after each test (closing one twice is harmless,
 * so a test may close one itself).
 */
export function startedPerTest<Options, Server extends { close(): Promise<void> }>(
  start: (options: Options) => Promise<Server>,
): (options: Options) => Promise<Server> {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async (options) => {
    const server = await start(options);
    servers.push(server);
    return server;
  };
}

/**
 * An SSE body of `event: NAME` / `data: JSON` records (Anthropic's and OpenAI Responses' framing)
 * as [name, data] pairs, checking every record has both lines and its data's `type` is its name.
 */
export function namedEvents(body: string): Array<[string, Record<string, unknown>]> {
  expect(body.endsWith('\n\n')).toBe(true);
  return body
    .trimEnd()
    .split('\n\n')
    .map((record) => {
      const [eventLine, dataLine, ...rest] = record.split('\n');
      expect(rest).toEqual([]);
      expect(eventLine).toMatch(/^event: /);
      expect(dataLine).toMatch(/^data: /);
      const data = JSON.parse(dataLine!.slice('data: '.length)) as Record<string, unknown>;
      const name = eventLine!.slice('event: '.length);
      expect(data.type).toBe(name);
      return [name, data];
    });
}
