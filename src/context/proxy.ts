/**
 * The proxy of a self-hosted runner. The runner hands a step HTTPS_PROXY, HTTP_PROXY and NO_PROXY;
 * @actions/github honours them through its own undici (about 540 KB more bundle and ~14 ms more
 * start-up to load), while Node 24 has the same support built in: `http.setGlobalProxyFromEnv`
 * routes every fetch() (Octokit's, the OTLP exporter's) and http(s).request through the proxy,
 * except the hosts NO_PROXY names. Called at an entry, before the first request, and only when the
 * runner names a proxy: a runner without one keeps Node's defaults untouched.
 */

import type { RunnerEnv } from './runner-env.js';

/** The proxy variables the runner set (empty when none): what Node's proxy support reads. */
export function runnerProxy(runner: RunnerEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY'] as const) {
    const value = runner[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Sends this process's requests through the runner's proxy, if it names one. Returns what undoes
 * it (tests), or null when there was nothing to do or this Node has no built-in proxy support.
 */
export async function useRunnerProxy(runner: RunnerEnv): Promise<(() => void) | null> {
  const proxy = runnerProxy(runner);
  if (proxy['HTTPS_PROXY'] === undefined && proxy['HTTP_PROXY'] === undefined) return null;
  // Loaded only behind a proxy: node:http is not on the Action's start-up path otherwise.
  const http = await import('node:http');
  const setGlobalProxyFromEnv = (http as { setGlobalProxyFromEnv?: (env: object) => () => void })
    .setGlobalProxyFromEnv;
  return typeof setGlobalProxyFromEnv === 'function' ? setGlobalProxyFromEnv(proxy) : null;
}
