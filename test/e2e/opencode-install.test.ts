// `install: auto` for opencode, through the Action's bundle:
//
// 1. From the real npm registry: the CLI is not on PATH, the Action installs opencode-ai@1.18.33
//    with npm (no install scripts, as npm 11 would run none) and runs the platform package's binary
//    (the wrapper's own bin is a placeholder until its postinstall copies that binary in) against
//    the local model server. The real registry, not a local one: what broke was the real package's
//    layout, and a local copy would have to re-pack two 180 MB binaries (slower than the install,
//    which the npm cache that scripts/install-agents.mjs filled makes a download-free extraction).
// 2. Cancelled while npm runs, against a slow local registry (hermetic: the tarball never
//    finishes): the runner's SIGINT to the Action stops npm's whole process tree, no orphan, and
//    the run is reported as cancelled.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { AGENT_CLI_VERSIONS } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { isAlive } from '../support/fake-agents.js';
import { realRegistryEnv } from '../support/npm-registry.js';
import { reply } from '../support/openai-chat-server.js';
import { type OpencodeActionRun, runOpencodeAction } from '../support/opencode-action.js';
import { commandLineOf, descendantPids } from '../support/process-tree.js';
import { describeActionRun } from '../support/run-action.js';

const VERSION = AGENT_CLI_VERSIONS.opencode;
const cleanups: Array<() => Promise<void> | void> = [];
let bundle: Promise<{ index: string }> | null = null;

afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tmp(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function runInstalling(
  extra: {
    env?: Record<string, string | undefined>;
    version?: string;
    onStart?: (child: ChildProcess) => void;
    timeoutMs?: number;
  } = {},
): Promise<OpencodeActionRun & { toolCache: string }> {
  bundle ??= buildActionBundle();
  const { index } = await bundle;
  const toolCache = tmp('narrator-tool-cache-');
  const r = await runOpencodeAction(null, index, {
    model: () => ({ replies: [reply('Installed and answering.')] }),
    inputs: () => ({ prompt: 'Hello', install: 'auto', 'agent-version': extra.version ?? VERSION }),
    env: { RUNNER_TOOL_CACHE: toolCache, ...extra.env },
    ...(extra.onStart ? { onStart: extra.onStart } : {}),
    timeoutMs: extra.timeoutMs ?? 10 * 60_000,
  });
  cleanups.push(r.cleanup);
  return { ...r, toolCache };
}

describe('install: auto for opencode', () => {
  test(`installs opencode-ai@${VERSION} from npm and runs its platform binary`, {
    timeout: 15 * 60_000,
  }, async () => {
    const r = await runInstalling({
      env: realRegistryEnv(),
    });
    const { run } = r;
    expect(run.code, describeActionRun(run)).toBe(0);
    expect(run.stdout).toContain(`Installing opencode-ai@${VERSION} (the opencode CLI is not on PATH)`);
    const installed = /Installed opencode-ai@\S+ in [\d.]+ s/.exec(run.stdout);
    expect(installed, describeActionRun(run)).not.toBeNull();
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      result: 'Installed and answering.',
    });
    expect(r.server.mainRequests()).toHaveLength(1);
    // What npm left: the wrapper's bin is still the placeholder that fails (its postinstall did not
    // run), so the success above is the platform package's binary at work.
    const prefix = path.join(r.toolCache, 'narrator-agents', `opencode-ai_${VERSION}`, 'node_modules');
    expect(fs.readFileSync(path.join(prefix, 'opencode-ai', 'bin', 'opencode.exe'), 'utf8')).toContain(
      "opencode-ai's postinstall script was not run",
    );
    const platform = `opencode-${process.platform === 'win32' ? 'windows' : process.platform}-${os.arch()}`;
    fs.accessSync(path.join(prefix, platform, 'bin', 'opencode'), fs.constants.X_OK);
    expect(run.stdout).not.toContain("opencode-ai's postinstall script was not run");
  });

  test('the runner cancelling during the install stops npm and everything it started', {
    timeout: 120_000,
  }, async () => {
    // A registry whose tarball never finishes: npm is mid-download when the signal comes.
    const tarballRequests: string[] = [];
    const hanging = new Set<http.ServerResponse>();
    const registry = http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url.endsWith('.tgz')) {
        tarballRequests.push(url);
        hanging.add(res);
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '1000000' });
        res.write(Buffer.alloc(10)); // a trickle, then nothing
        return;
      }
      if (/^\/opencode-ai\/?$/.test(url)) {
        const { port } = registry.address() as AddressInfo;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            name: 'opencode-ai',
            'dist-tags': { latest: '9.9.9' },
            versions: {
              '9.9.9': {
                name: 'opencode-ai',
                version: '9.9.9',
                dist: { tarball: `http://127.0.0.1:${port}/opencode-ai/-/opencode-ai-9.9.9.tgz` },
              },
            },
          }),
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"not found"}');
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const res of hanging) res.destroy();
          registry.close(() => resolve());
        }),
    );
    const { port } = registry.address() as AddressInfo;

    const seen: { pids: number[]; commands: string[]; sentAt: number } = {
      pids: [],
      commands: [],
      sentAt: 0,
    };
    const r = await runInstalling({
      version: '9.9.9',
      timeoutMs: 60_000,
      env: {
        npm_config_registry: `http://127.0.0.1:${port}/`,
        npm_config_offline: undefined,
        npm_config_cache: tmp('narrator-npm-cache-'),
        npm_config_fetch_retries: '0',
      },
      onStart: (child) => {
        const poll = setInterval(() => {
          if (tarballRequests.length === 0 || child.pid === undefined) return;
          clearInterval(poll);
          seen.pids = descendantPids(child.pid);
          seen.commands = seen.pids.map((pid) => commandLineOf(pid) ?? '?');
          seen.sentAt = Date.now();
          child.kill('SIGINT'); // the runner's first signal when a job is cancelled
        }, 25);
        child.on('exit', () => clearInterval(poll));
      },
    });
    const { run } = r;
    expect(seen.sentAt, describeActionRun(run)).toBeGreaterThan(0);
    // npm was running below the Action when the signal came.
    expect(
      seen.commands.some((c) => /\bnpm\b.*install.*opencode-ai@9\.9\.9/.test(c)),
      seen.commands.join('\n'),
    ).toBe(true);
    // No orphan: not npm, not anything it started.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen.pids.filter(isAlive).map((pid) => `${pid}: ${commandLineOf(pid)}`)).toEqual([]);
    expect(run.code, describeActionRun(run)).toBe(1);
    expect(Date.now() - seen.sentAt).toBeLessThan(10_000);
    expect(run.outputs).toMatchObject({ outcome: 'cancelled', conclusion: 'failure' });
    expect(run.outputs['error']).toMatch(/cancelled before the agent started/);
    expect(run.stdout).toContain('stopping the agent setup');
    expect(run.state['narrator-views-finished']).toBe('true');
    const comments = r.comments();
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/cancel/i);
  });
});
