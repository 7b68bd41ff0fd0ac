// The ACP client against a hostile ACP agent (test/fixtures/bin/hostile-acp.mjs, hand-written):
// nothing it sends hangs the run or loses what the summary can still say.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { launchAcpAgent, type RunningAcpAgent } from '../../../src/agent/acp/session.js';
import { RunFold } from '../../../src/run/fold.js';

const AGENT = path.join(import.meta.dirname, '..', '..', 'fixtures', 'bin', 'hostile-acp.mjs');

async function run(
  env: Record<string, string>,
  o: {
    permissionMode?: string;
    sessionMode?: string;
    timeoutMs?: number;
    killGraceMs?: number;
    /** Calls made on the running agent after `afterMs` (a stop from the PR, the runner cancelling). */
    poke?: { afterMs: number; call: (agent: RunningAcpAgent) => void }[];
    resumeSessionId?: string;
    notices?: string[];
  } = {},
) {
  const fold = new RunFold({ dialect: 'acp' });
  const started = Date.now();
  const lines: string[] = [];
  const running = launchAcpAgent({
    file: process.execPath,
    args: [AGENT],
    prompt: 'go',
    permissionMode: o.permissionMode ?? 'plan',
    ...(o.sessionMode ? { sessionMode: o.sessionMode } : {}),
    ...(o.resumeSessionId ? { resumeSessionId: o.resumeSessionId } : {}),
    ...(o.notices ? { onNotice: (line: string) => o.notices!.push(line) } : {}),
    cwd: import.meta.dirname,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    timeoutMs: o.timeoutMs ?? 20_000,
    idleTimeoutMs: 0,
    killGraceMs: o.killGraceMs ?? 1_000,
    cancelWaitMs: 500,
    onStdout: (chunk, at) => {
      lines.push(Buffer.from(chunk).toString('utf8'));
      fold.pushBytes(chunk, at);
    },
  });
  for (const p of o.poke ?? []) setTimeout(() => p.call(running), p.afterMs);
  const exit = await running.done;
  return { summary: fold.end(exit, Date.now()), exit, ms: Date.now() - started, recording: lines.join('') };
}

describe.concurrent('a stored session the agent cannot continue: a new session, said why', () => {
  /** Narrator's requests in the recording, by method. */
  const sentMethods = (recording: string) =>
    recording
      .split('\n')
      // Narrator's own lines only: the agent's garbage is recorded too.
      .filter((l) => l.startsWith('{"_narrator":"sent"'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .map((f) => (f['message'] as Record<string, unknown>)['method']);

  test('its initialize offers neither session/resume nor session/load', { timeout: 30_000 }, async () => {
    const notices: string[] = [];
    const r = await run({ FAKE_MODE: 'hostile', FAKE_BYTES: '10' }, { resumeSessionId: 'old-1', notices });
    expect(notices).toEqual([
      "fresh session: the agent's initialize offers neither session/resume nor session/load, so Narrator cannot continue session old-1",
    ]);
    expect(sentMethods(r.recording)).not.toContain('session/load');
    expect(sentMethods(r.recording)).toContain('session/new');
    expect(r.summary.sessionId).toBe('sess-1');
  });

  test('it refuses the session/load: the run goes on in a new session', { timeout: 30_000 }, async () => {
    const notices: string[] = [];
    const r = await run(
      { FAKE_MODE: 'hostile', FAKE_BYTES: '10', FAKE_LOAD: 'refuse' },
      { resumeSessionId: 'old-1', notices },
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^fresh session: the agent could not load session old-1 \(.+\): Narrator started a new one$/,
    );
    expect(sentMethods(r.recording).slice(0, 3)).toEqual(['initialize', 'session/load', 'session/new']);
    expect(r.summary.sessionId).toBe('sess-1');
    expect(r.summary.finalText).toMatch(/permission:no$/);
  });
});

describe.concurrent('a hostile ACP agent', () => {
  test('garbage, unknown methods, unserved requests, a reused id, a 2 MiB update: answered, folded, no hang', {
    timeout: 30_000,
  }, async () => {
    const r = await run({ FAKE_MODE: 'hostile' });
    // The turn ends end_turn, but its one call was refused and none succeeded: incomplete.
    expect(r.summary.outcome).toBe('incomplete');
    // Each request Narrator does not serve got a JSON-RPC error (method not found), never silence;
    // the permission request reusing an answered id was answered by kind under plan: reject.
    expect(r.summary.finalText).toMatch(/ fs:-32601 odd:-32601 permission:no$/);
    expect(r.summary.finalText!.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(r.summary.permissionDenials).toHaveLength(1);
    expect(r.summary.toolCalls).toHaveLength(1);
    expect(r.summary.toolCalls[0]).toMatchObject({ id: 't1', name: 'edit', status: 'denied' });
    // Counted, not fatal: the non-JSON line, the cut message and the batch.
    expect(r.summary.diagnostics.badLines).toBe(3);
    // The agent waits for stdin to close after the turn: it was closed, and the agent left alone.
    expect(r.exit).toMatchObject({ exitCode: 0, stoppedBy: null });
  });

  test('bypassPermissions allows the same request', { timeout: 30_000 }, async () => {
    const r = await run({ FAKE_MODE: 'hostile', FAKE_BYTES: '10' }, { permissionMode: 'bypassPermissions' });
    expect(r.summary.finalText).toMatch(/permission:yes$/);
    expect(r.summary.permissionDenials).toEqual([]);
    expect(r.summary.toolCalls[0]).toMatchObject({ status: 'ok' });
  });

  test('dies before answering: an error with the reason from stderr', { timeout: 30_000 }, async () => {
    const r = await run({ FAKE_MODE: 'die' });
    expect(r.summary.outcome).toBe('error');
    expect(r.summary.outcomeSource).toBe('exit_code');
    expect(r.summary.errorMessage).toMatch(/out of patience/);
  });

  test('never answers: the wall clock sends session/cancel, the agent answers cancelled, the run is timed_out', {
    timeout: 30_000,
  }, async () => {
    const r = await run({ FAKE_MODE: 'hang' }, { timeoutMs: 1_000 });
    expect(r.summary.outcome).toBe('timed_out');
    expect(r.recording).toMatch(/"method":"session\/cancel"/);
    expect(r.recording).toMatch(/"stopReason":"cancelled"/);
    expect(r.ms).toBeLessThan(8_000);
  });

  test('ignores the cancel too: the signals end it within the grace', { timeout: 30_000 }, async () => {
    const r = await run({ FAKE_MODE: 'hang', FAKE_CANCEL: 'ignore' }, { timeoutMs: 1_000 });
    expect(r.summary.outcome).toBe('timed_out');
    expect(r.recording).not.toMatch(/"stopReason":"cancelled"/);
    expect(r.ms).toBeLessThan(8_000);
  });

  const request = { login: 'octocat', via: 'command' as const, reason: 'enough', afterMs: 300 };

  test('a stop from the PR is session/cancel: the agent answers cancelled and the run ends as requested', {
    timeout: 30_000,
  }, async () => {
    const r = await run(
      { FAKE_MODE: 'hang' },
      { killGraceMs: 5_000, poke: [{ afterMs: 300, call: (a) => a.stop('requested', request) }] },
    );
    expect(r.exit).toMatchObject({ stoppedBy: 'requested', stopRequest: request });
    expect(r.recording).toMatch(/"method":"session\/cancel"/);
    expect(r.recording).toMatch(/"stopReason":"cancelled"/);
    // The agent answered at once: no waiting out the grace.
    expect(r.ms).toBeLessThan(4_000);
  });

  test('the runner cancelling while a requested stop waits on a deaf agent ends it at once', {
    timeout: 30_000,
  }, async () => {
    const r = await run(
      { FAKE_MODE: 'hang', FAKE_CANCEL: 'ignore' },
      {
        killGraceMs: 20_000,
        poke: [
          { afterMs: 300, call: (a) => a.stop('requested', request) },
          { afterMs: 800, call: (a) => a.stop('cancelled') },
        ],
      },
    );
    expect(r.exit.stoppedBy).toBe('requested');
    expect(r.ms).toBeLessThan(8_000);
  });

  test('an agent that refuses the asking mode is never sent the prompt: an error that says why', {
    timeout: 30_000,
  }, async () => {
    const r = await run({ FAKE_MODE: 'nomode' }, { sessionMode: 'default' });
    expect(r.summary.outcome).toBe('error');
    expect(r.summary.errorMessage).toMatch(
      /refused session\/set_mode .*this agent stays in yolo.*did not send the prompt/,
    );
    expect(r.recording).not.toMatch(/"method":"session\/prompt"/);
    expect(r.ms).toBeLessThan(10_000);
  });
});
