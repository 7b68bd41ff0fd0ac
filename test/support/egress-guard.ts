// Nothing a real agent CLI does in a test may reach the internet, and a test must be able to see
// that nothing tried. The CLI's sandbox sends every proxied connection to this guard: a loopback
// "proxy" that lets nothing through, records what each connection asked for, and answers 403.
//
// It works below HTTP on purpose: a CONNECT, a plain proxied GET and a request no HTTP parser would
// accept are all recorded the same way, by their first line.
import net from 'node:net';

export interface EgressGuard {
  /** `http://127.0.0.1:<port>`: the value for HTTPS_PROXY / HTTP_PROXY (see proxyEnv). */
  url: string;
  /** The first line of every connection that reached the guard (`CONNECT host:443 HTTP/1.1`). */
  readonly attempts: readonly string[];
  close(): Promise<void>;
}

/** A proxy that lets nothing through: each connection is recorded and answered 403. */
export async function startEgressGuard(): Promise<EgressGuard> {
  const attempts: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let head = '';
    socket.on('data', (d: Buffer) => {
      if (head.includes('\n')) return;
      head += d.toString('latin1');
      if (!head.includes('\n')) return;
      attempts.push(head.split(/\r?\n/)[0]!.slice(0, 300));
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Loopback stays direct: the model server and the fake GitHub live there. */
export const LOOPBACK = '127.0.0.1,localhost';

/**
 * The variables that send a process's HTTP(S) traffic through `proxyUrl`, loopback exempt. Both
 * spellings, since tools differ in which one they read (curl, for one, takes http_proxy only in
 * lower case).
 */
export function proxyEnv(proxyUrl: string): Record<string, string> {
  return {
    HTTPS_PROXY: proxyUrl,
    HTTP_PROXY: proxyUrl,
    https_proxy: proxyUrl,
    http_proxy: proxyUrl,
    NO_PROXY: LOOPBACK,
    no_proxy: LOOPBACK,
  };
}
