// The restarting launcher of src/action/live/restart-steer.ts with real child processes: each
// "agent" is a small node script written here (hand-written fixtures, not any real CLI's output)
// that prints lines and waits, or exits on SIGINT; the events the fold would make of them are
// handed in by the test, as the fold hands them in a run. The real CLIs are in
// test/e2e/restart-steer.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { RestartingAgent, withPrompt } from '../../src/action/live/restart-steer.js';
import { launchAgent } from '../../src/agent/launch.js';
import { RESUME_FACTS } from '../../src/session/agents.js';
import type { AgentEvent } from '../../src/stream/events.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-restart-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A fake agent: prints `first`, then (without a newline) `partial`, then waits for SIGINT and exits 1. */
const WAITS = path.join(dir, 'waits.js');
fs.writeFileSync(
  WAITS,
  `process.stdout.write(process.argv[2] + '\\n' + 'partial');
process.on('SIGINT', () => process.exit(1));
setInterval(() => {}, 1000);`,
);
/** A fake agent: reads stdin, prints it as one JSON line with its argv, exits with argv's code. */
const ECHOES = path.join(dir, 'echoes.js');
fs.writeFileSync(
  ECHOES,
  `let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => {
  process.stdout.write(JSON.stringify({ argv: process.argv.slice(2), stdin: s }) + '\\n');
  process.exit(Number(process.env.EXIT_CODE || 0));
});`,
);

const at = 0;
const ev = {
  session: (id: string): AgentEvent => ({
    kind: 'session',
    at,
    sessionId: id,
    model: null,
    cwd: null,
    cliVersion: null,
    permissionMode: null,
    tools: null,
  }),
  call: (id: string): AgentEvent => ({ kind: 'tool_call', at, id, name: 'shell', input: {}, parentId: null }),
  result: (id: string): AgentEvent => ({
    kind: 'tool_result',
    at,
    id,
    name: 'shell',
    status: 'ok',
    output: '',
    exitCode: 0,
    durationMs: null,
    parentId: null,
  }),
};

const codex = RESUME_FACTS['codex']!;

function harness(o: { secondExit?: number; maxRestarts?: number } = {}) {
  const chunks: string[] = [];
  const starts: Array<{ args: readonly string[]; stdin: string | null }> = [];
  const resumed: string[][] = [];
  const undelivered: Array<[string[], string]> = [];
  const agent: RestartingAgent = new RestartingAgent({
    args: ['exec', '--json', '-'],
    stdin: 'the prompt',
    resumeArgs: (args, id) => codex.resumeArgs(codex.withoutResume(args), id),
    timeoutMs: 60_000,
    maxRestarts: o.maxRestarts ?? 2,
    onStdout: (c) => chunks.push(Buffer.from(c).toString()),
    log: () => {},
    resumed: (s) => resumed.push([...s]),
    undelivered: (s, why) => undelivered.push([[...s], why]),
    finished: () => {},
    start: ({ args, stdin }) => {
      starts.push({ args, stdin });
      const first = starts.length === 1;
      return launchAgent({
        file: process.execPath,
        args: first ? [WAITS, 'first'] : [ECHOES, ...args],
        cwd: dir,
        env: { PATH: process.env['PATH'] ?? '', EXIT_CODE: String(o.secondExit ?? 0) },
        timeoutMs: 0,
        idleTimeoutMs: 0,
        killGraceMs: 5_000,
        stdin,
        onStdout: (c, t) => agent.stdout(c, t),
      });
    },
  });
  return { agent, chunks, starts, resumed, undelivered, stream: () => chunks.join('') };
}

/** Resolves once `cond` holds (polled: the child's output arrives through a followed file). */
async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 10));
}

describe('RestartingAgent', () => {
  test('waits for the open call, stops, resumes the session with the steer; one stream, the last exit', async () => {
    const h = harness();
    await until(() => h.stream().includes('partial'));
    h.agent.watch(ev.session('thread-1'));
    h.agent.watch(ev.call('c1'));
    expect(h.agent.offer('STEER ONE')).toBe(true);
    expect(h.agent.offer('STEER TWO')).toBe(true);
    // The call is open: nothing stopped yet.
    await new Promise((r) => setTimeout(r, 200));
    expect(h.starts).toHaveLength(1);
    h.agent.watch(ev.result('c1'));
    await until(() => h.starts.length === 2);
    expect(h.starts[1]).toEqual({
      args: ['exec', '--json', 'resume', 'thread-1', '-'],
      stdin: 'STEER ONE\n\nSTEER TWO',
    });
    h.agent.watch(ev.session('thread-1'));
    expect(h.resumed).toEqual([['STEER ONE', 'STEER TWO']]);
    const exit = await h.agent.done;
    expect(exit).toMatchObject({ exitCode: 0, stoppedBy: null });
    const lines = h.stream().split('\n');
    // The stopped process's unfinished line is ended: the next process's line stands alone.
    expect(lines[0]).toBe('first');
    expect(lines[1]).toBe('partial');
    expect(JSON.parse(lines[2]!)).toEqual({
      argv: ['exec', '--json', 'resume', 'thread-1', '-'],
      stdin: 'STEER ONE\n\nSTEER TWO',
    });
    expect(h.undelivered).toEqual([]);
  });

  test('a resumed process that never announces its session: the steer is undelivered, the exit is its own', async () => {
    const h = harness({ secondExit: 1 });
    await until(() => h.stream().includes('partial'));
    h.agent.watch(ev.session('thread-1'));
    expect(h.agent.offer('STEER')).toBe(true);
    const exit = await h.agent.done;
    expect(exit).toMatchObject({ exitCode: 1, stoppedBy: null });
    expect(h.resumed).toEqual([]);
    expect(h.undelivered).toEqual([[['STEER'], 'the resumed agent did not start (exit 1)']]);
  });

  test('a stop from outside while a steer waits: no resume, the stop is the exit, the steer undelivered', async () => {
    const h = harness();
    await until(() => h.stream().includes('partial'));
    h.agent.watch(ev.session('thread-1'));
    h.agent.watch(ev.call('c1'));
    expect(h.agent.offer('STEER')).toBe(true);
    h.agent.stop('cancelled');
    const exit = await h.agent.done;
    expect(exit.stoppedBy).toBe('cancelled');
    expect(h.starts).toHaveLength(1);
    expect(h.undelivered).toEqual([[['STEER'], 'the run was stopped before the agent could be resumed']]);
    expect(h.agent.offer('LATE')).toBe(false);
  });

  test('after the agent ended its turn, or with max-steers restarts used, a steer is refused', async () => {
    const h = harness({ maxRestarts: 0 });
    expect(h.agent.offer('STEER')).toBe(false);
    h.agent.stop('cancelled');
    await h.agent.done;
    const g = harness();
    g.agent.watch({
      kind: 'result',
      at,
      outcome: 'success',
      subtype: null,
      isError: false,
      text: 'done',
      errorMessage: null,
      turns: null,
      durationMs: null,
      sessionId: null,
      stopReason: null,
      terminalReason: null,
      permissionDenials: null,
    });
    expect(g.agent.offer('STEER')).toBe(false);
    g.agent.stop('cancelled');
    await g.agent.done;
  });
});

describe('the resumed argv', () => {
  test('an earlier resume is taken out before the new one goes in', () => {
    expect(codex.withoutResume(['exec', '--json', 'resume', 'old', '-'])).toEqual(['exec', '--json', '-']);
    expect(
      RESUME_FACTS['gemini']!.withoutResume(['--resume', 'old', '--output-format', 'stream-json']),
    ).toEqual(['--output-format', 'stream-json']);
    expect(RESUME_FACTS['opencode']!.withoutResume(['run', '--session', 'old', '--format', 'json'])).toEqual([
      'run',
      '--format',
      'json',
    ]);
    expect(codex.withoutResume(['exec', '--json', '-'])).toEqual(['exec', '--json', '-']);
  });

  test('the steer replaces the prompt: in --prompt= for Gemini CLI, else on stdin', () => {
    expect(withPrompt(['--resume', 'id', '--prompt=old'], 'new')).toEqual({
      args: ['--resume', 'id', '--prompt=new'],
      stdin: null,
    });
    expect(withPrompt(['run', '--session', 'id'], 'new')).toEqual({
      args: ['run', '--session', 'id'],
      stdin: 'new',
    });
  });
});
