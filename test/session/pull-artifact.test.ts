// `narrator pull` fetches the store itself: the Action's bundle runs the real Claude Code once on
// PR #7 of the loopback fake GitHub with both the loopback cache service and the loopback artifact
// service behind one results address (as on a runner, where one service holds both); the sealed
// store is saved in the cache AND uploaded as an artifact of the run. The CLI bundle then, on a
// "laptop" (another HOME, another checkout), lists the repository's artifacts by name through the
// fake GitHub's REST API, follows the download's redirect to the artifact service, opens the store
// and puts the session where Claude Code looks. No --store.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { claudeProjectDir } from '../../src/session/agents.js';
import { type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { buildActionBundle } from '../support/build-action.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { FakeCacheService } from '../support/fake-cache-service.js';
import { message, startModelServer, text } from '../support/model-server.js';
import { freshHome, PR_SCOPES, runOnce, SESSION_KEY, sessionLines } from './resume-support.js';

let cli: AgentInstall;
let bundleIndex: string;
let bundleDir: string;
const cleanups: Array<() => Promise<void> | void> = [];
beforeAll(async () => {
  [cli, { index: bundleIndex, dir: bundleDir }] = await Promise.all([
    ensureAgentCli('claude'),
    buildActionBundle(),
  ]);
}, 15 * 60_000);
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function run(file: string, args: string[], o: { env: Record<string, string>; cwd: string }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(file, args, { env: o.env, cwd: o.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

/**
 * One results address for both loopback services (hand-written test plumbing): the artifact
 * service's Twirp routes go to the artifact fake, everything else to the cache fake.
 */
async function resultsFront(cache: FakeCacheService, artifacts: FakeArtifactService): Promise<string> {
  const server = createServer((req, res) => {
    const to = new URL((req.url ?? '/').includes('ArtifactService') ? artifacts.url : cache.url);
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A runner's token carries both claims: the cache's scopes (`ac`) and the run and job (`scp`). */
function runnerToken(cache: FakeCacheService, artifacts: FakeArtifactService): string {
  const claims = (t: string) => JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString('utf8'));
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const payload = { ...claims(cache.tokenFor(PR_SCOPES)), ...claims(artifacts.token) };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.sig`;
}

describe('narrator pull without --store', () => {
  test('fetches the newest sealed store the run uploaded, and puts the session in place', {
    timeout: 10 * 60_000,
  }, async () => {
    const pathPrepend = [cli.binDir, path.dirname(process.execPath)];
    const sandbox = makeClaudeSandbox({ pathPrepend });
    const laptop = makeClaudeSandbox({ pathPrepend });
    const server = await startModelServer({
      replies: [message([text('Suggestion 2: rename add to sum (marker KESTREL-3).')])],
    });
    const [cache, artifacts] = await Promise.all([FakeCacheService.start(), FakeArtifactService.start()]);
    const toolCache = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-pull-tools-'));
    cleanups.push(async () => {
      await server.close();
      await cache.close();
      await artifacts.close();
      sandbox.cleanup();
      laptop.cleanup();
      fs.rmSync(toolCache, { recursive: true, force: true });
    });
    const results = await resultsFront(cache, artifacts);

    const first = await runOnce({
      bundleIndex,
      agent: 'claude',
      sandbox,
      env: { ...sandbox.envFor(server.url), HOME: freshHome('claude-pull') },
      cache,
      toolCache,
      inputs: { prompt: 'Review src/add.js.' },
      extraEnv: { ACTIONS_RESULTS_URL: results, ACTIONS_RUNTIME_TOKEN: runnerToken(cache, artifacts) },
    });
    cleanups.push(first.cleanup);
    expect(first.run.code, first.run.stdout + first.run.stderr).toBe(0);
    const lines = sessionLines(first.run.stdout).join('\n');
    const sessionId = /saved session ([0-9a-f-]{36})/.exec(lines)?.[1];
    expect(sessionId, lines).toBeDefined();
    // Saved in the cache, and uploaded as the run's artifact, sealed.
    const name =
      /the sealed session is artifact (narrator-session-[0-9a-f]{32}) of this run \(for narrator pull; uploaded in \d+ ms\)/.exec(
        lines,
      )?.[1];
    expect(name, lines).toBeDefined();
    const uploaded = artifacts.artifacts.get(name!);
    expect(uploaded?.finalized).toBe(true);
    const zip = uploaded!.zip!;
    expect([...artifacts.unzip(name!).keys()]).toEqual(['store.bin']);
    expect(artifacts.unzip(name!).get('store.bin')!.includes(Buffer.from('KESTREL'))).toBe(false);

    // The repository's artifacts as GitHub's REST API lists them: this run's, and a newer one of
    // the same name that has expired (skipped); the download redirects to the artifact service.
    const github = first.github;
    const downloadUrl = `${artifacts.url}download/${encodeURIComponent(name!)}?sig=fake`;
    github.artifacts.push(
      {
        owner: 'octo',
        repo: 'app',
        id: 501,
        name: name!,
        sizeInBytes: zip.length,
        createdAt: '2026-01-02T00:00:00Z',
        expired: false,
        runId: 1234,
        downloadUrl,
      },
      {
        owner: 'octo',
        repo: 'app',
        id: 502,
        name: name!,
        sizeInBytes: zip.length,
        createdAt: '2026-01-03T00:00:00Z',
        expired: true,
        runId: 1300,
        downloadUrl: `${artifacts.url}download/gone?sig=fake`,
      },
    );

    const cliJs = path.join(bundleDir, 'cli.js');
    const env = {
      PATH: process.env['PATH'] ?? '',
      HOME: laptop.home,
      NARRATOR_SESSION_KEY: SESSION_KEY,
      GITHUB_API_URL: github.url,
      GITHUB_TOKEN: 'laptop-token-not-a-secret',
    };
    // Another job's key names another artifact: none, said how to go on.
    const none = await run(
      process.execPath,
      [cliJs, 'pull', 'octo/app#7', '--job', 'other/job', '--cwd', laptop.repo],
      { env, cwd: laptop.repo },
    );
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(
      /no unexpired artifact narrator-session-[0-9a-f]{32} in octo\/app.*--store FILE/,
    );

    const pulled = await run(
      process.execPath,
      [cliJs, 'pull', 'octo/app#7', '--job', 'e2e/narrate', '--cwd', laptop.repo],
      { env, cwd: laptop.repo },
    );
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stderr).toContain('fetched the sealed store from artifact 501 of run 1234');
    expect(pulled.stdout).toContain(`cd ${laptop.repo} && claude --resume ${sessionId}`);
    const placed = path.join(
      laptop.home,
      '.claude',
      'projects',
      claudeProjectDir(laptop.repo),
      `${sessionId}.jsonl`,
    );
    expect(fs.readFileSync(placed, 'utf8')).toContain('KESTREL-3');
    // The CLI asked GitHub as the contract says, with its token.
    expect(github.violations).toEqual([]);
    const asked = github.requests.filter(
      (r) => r.route === 'list-artifacts' || r.route === 'download-artifact',
    );
    expect(asked.map((r) => r.route)).toEqual(['list-artifacts', 'list-artifacts', 'download-artifact']);
  });
});
