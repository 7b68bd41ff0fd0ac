/**
 * A self-hosted runner behind a proxy, through the real bundle: the runner names HTTP_PROXY and
 * GitHub's API host is one only the proxy can reach (here a loopback CONNECT proxy that tunnels
 * every host to the fake GitHub). The live comment lands only because the Action's requests went
 * through the proxy (src/context/proxy.ts); before it, they went straight to the host and failed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { capture, fakeAgent } from '../support/fake-agents.js';
import { FakeGitHub } from '../support/fake-github.js';
import { runActionEntry } from '../support/run-action.js';

const PR = 7;
const AUTHOR = { login: 'octo-dev', type: 'User' };
/** A host only the proxy knows (.invalid never resolves). */
const API_HOST = 'api.github-behind-proxy.invalid';

let bundle: { index: string; post: string };
let fake: FakeGitHub;
let proxy: http.Server;
let proxyUrl = '';
const tunnelled: string[] = [];

beforeAll(async () => {
  bundle = await buildActionBundle();
  fake = await FakeGitHub.start();
  const fakePort = Number(new URL(fake.url).port);
  proxy = http.createServer((_req, res) => res.writeHead(405).end('CONNECT only'));
  proxy.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    tunnelled.push(req.url ?? '');
    const upstream = net.connect(fakePort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  proxy.closeAllConnections();
  proxy.close();
  await fake.close();
});

describe("the Action behind a self-hosted runner's proxy", () => {
  it('the live comment reaches GitHub through HTTP_PROXY', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-proxy-event-'));
    const event = path.join(dir, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        action: 'opened',
        number: PR,
        pull_request: { number: PR, title: 'Fix add()', user: AUTHOR },
        sender: AUTHOR,
      }),
    );
    const run = await runActionEntry(bundle.index, {
      timeoutMs: 60_000,
      inputs: {
        command: `'${fakeAgent('replay-capture.mjs')}' '${capture('03-tools')}'`,
        'github-token': 'ghs_proxyE2eToken0123456789abcdefghij',
        'allowed-actors': AUTHOR.login,
        'update-interval-seconds': '0.2',
      },
      env: {
        GITHUB_API_URL: `http://${API_HOST}`,
        HTTP_PROXY: proxyUrl,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_WORKFLOW: 'agent.yml',
        GITHUB_JOB: 'review',
        FAKE_TIME_SCALE: '0',
        NARRATOR_GITHUB_BACKOFF_MS: '10',
        NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '10000',
      },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(tunnelled.length).toBeGreaterThan(0);
    expect(new Set(tunnelled)).toEqual(new Set([`${API_HOST}:80`]));
    const comments = fake.commentsOn('octo', 'app', PR);
    expect(comments).toHaveLength(1);
  }, 120_000);
});
