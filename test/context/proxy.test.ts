/**
 * A self-hosted runner's proxy (src/context/proxy.ts): named by the runner, every fetch() of the
 * process goes through it (a loopback CONNECT proxy here, tunnelling to a loopback server); not
 * named, nothing changes.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerProxy, useRunnerProxy } from '../../src/context/proxy.js';
import { readRunnerEnv } from '../../src/context/runner-env.js';

describe("the runner's proxy", () => {
  const tunnelled: string[] = [];
  let target: http.Server;
  let proxy: http.Server;
  let proxyUrl = '';

  beforeAll(async () => {
    target = http.createServer((req, res) => res.end(`target saw ${req.url}`));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetPort = (target.address() as net.AddressInfo).port;
    proxy = http.createServer((_req, res) => res.end('not a tunnel'));
    // Every host is tunnelled to the loopback target: what reaches it went through the proxy.
    proxy.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
      tunnelled.push(req.url ?? '');
      const upstream = net.connect(targetPort, '127.0.0.1', () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  });
  afterAll(() => {
    proxy.closeAllConnections();
    target.closeAllConnections();
    proxy.close();
    target.close();
  });

  it('no proxy named: nothing is changed', async () => {
    expect(await useRunnerProxy(readRunnerEnv({ NO_PROXY: 'localhost' }))).toBeNull();
    expect(runnerProxy(readRunnerEnv({}))).toEqual({});
  });

  it("named: fetch goes through it, NO_PROXY's hosts do not", async () => {
    const runner = readRunnerEnv({ http_proxy: proxyUrl, NO_PROXY: 'bypassed.invalid' });
    expect(runnerProxy(runner)).toEqual({ HTTP_PROXY: proxyUrl, NO_PROXY: 'bypassed.invalid' });
    const restore = await useRunnerProxy(runner);
    expect(restore).toBeTypeOf('function');
    try {
      const body = await (await fetch('http://api.github.invalid/repos/o/r')).text();
      expect(body).toBe('target saw /repos/o/r');
      expect(tunnelled).toEqual(['api.github.invalid:80']);
      // A host NO_PROXY names is asked directly (and this one does not exist).
      await expect(fetch('http://bypassed.invalid/')).rejects.toThrow();
      expect(tunnelled).toEqual(['api.github.invalid:80']);
    } finally {
      restore?.();
    }
  });
});
