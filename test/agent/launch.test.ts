import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LaunchOptions, launchAgent } from '../../src/agent/launch.js';
import { descendantsOf } from '../../src/agent/process-tree.js';
import { capture, fakeAgent, isAlive, pathWithNode } from '../support/fake-agents.js';

function opts(file: string, args: string[], over: Partial<LaunchOptions> = {}) {
  const chunks: Array<{ bytes: Buffer; at: number }> = [];
  const o: LaunchOptions = {
    file,
    args,
    stdin: null,
    cwd: process.cwd(),
    env: { ...process.env, PATH: pathWithNode(), FAKE_TIME_SCALE: '0' },
    timeoutMs: 0,
    idleTimeoutMs: 0,
    killGraceMs: 500,
    onStdout: (chunk, at) => chunks.push({ bytes: Buffer.from(chunk), at }),
    ...over,
  };
  return { o, chunks };
}

describe('launchAgent', () => {
  it('streams stdout, keeps stderr, and records the exit code of a real capture', async () => {
    const dir = capture('05-max-turns-1');
    const { o, chunks } = opts(fakeAgent('replay-capture.mjs'), [dir]);
    const exit = await launchAgent(o).done;
    expect(Buffer.concat(chunks.map((c) => c.bytes))).toEqual(readFileSync(path.join(dir, 'stdout.jsonl')));
    expect(exit).toEqual({
      exitCode: 1,
      signal: null,
      stderrTail: null,
      stoppedBy: null,
      limitMs: null,
      stopRequest: null,
    });
  });

  it('hands chunks over as they arrive, not at the end', async () => {
    // 10b's lines are paced over ~3.2 s; at scale 0.2 they span ~650 ms.
    const { o, chunks } = opts(fakeAgent('replay-capture.mjs'), [capture('10b-sigterm-during-tool')], {
      env: { ...process.env, PATH: pathWithNode(), FAKE_TIME_SCALE: '0.2' },
    });
    const exit = await launchAgent(o).done;
    expect(exit.exitCode).toBe(143);
    // Lines written a few ms apart may come as one chunk; the last one comes ~500 ms later.
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks[0]!.bytes.toString()).toContain('system');
    expect(chunks[0]!.bytes.toString()).not.toContain('"type":"user"');
    expect(chunks.at(-1)!.at - chunks[0]!.at).toBeGreaterThan(300);
  });

  it('passes the prompt on stdin', async () => {
    const { o, chunks } = opts(process.execPath, ['-e', 'process.stdin.pipe(process.stdout)'], {
      stdin: 'hello "world" $(id)',
    });
    await launchAgent(o).done;
    expect(Buffer.concat(chunks.map((c) => c.bytes)).toString()).toBe('hello "world" $(id)');
  });

  it('keeps a bounded stderr tail', async () => {
    const { o } = opts(process.execPath, ['-e', "process.stderr.write('x'.repeat(50000) + 'END')"], {
      stderrTailBytes: 100,
    });
    const exit = await launchAgent(o).done;
    expect(exit.stderrTail!.length).toBeLessThanOrEqual(100);
    expect(exit.stderrTail!.endsWith('END')).toBe(true);
  });

  it('idle timeout: SIGTERM after no stdout line for the limit', async () => {
    const { o, chunks } = opts(fakeAgent('hang.mjs'), [], { idleTimeoutMs: 400 });
    const started = Date.now();
    const exit = await launchAgent(o).done;
    expect(exit.stoppedBy).toBe('idle_timeout');
    expect(exit.limitMs).toBe(400);
    expect(exit.signal).toBe('SIGTERM');
    expect(chunks.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('wall timeout with an agent ignoring SIGTERM: SIGKILL after the grace', async () => {
    const { o } = opts(fakeAgent('ignore-sigterm.mjs'), [], { timeoutMs: 300, killGraceMs: 300 });
    const started = Date.now();
    const exit = await launchAgent(o).done;
    expect(exit.stoppedBy).toBe('wall_timeout');
    expect(exit.signal).toBe('SIGKILL');
    expect(exit.stderrTail).toMatch(/ignoring SIGTERM/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('stop(mcp): SIGKILL at once, no grace (require-mcp stops an agent before its first request)', async () => {
    const { o, chunks } = opts(fakeAgent('ignore-sigterm.mjs'), [], { killGraceMs: 5_000 });
    const running = launchAgent(o);
    while (chunks.length === 0) await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    running.stop('mcp');
    const exit = await running.done;
    expect(exit.stoppedBy).toBe('mcp');
    expect(exit.signal).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stop(cancelled) ends the whole process group: no orphan grandchild', async () => {
    const pidFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-launch-')), 'child.pid');
    const { o, chunks } = opts(fakeAgent('hang.mjs'), [], {
      env: { ...process.env, PATH: pathWithNode(), FAKE_CHILD_PID_FILE: pidFile },
    });
    const running = launchAgent(o);
    while (chunks.length === 0) await new Promise((r) => setTimeout(r, 20));
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(isAlive(grandchild)).toBe(true);
    running.stop('cancelled');
    const exit = await running.done;
    expect(exit.stoppedBy).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(grandchild)).toBe(false);
  });

  it('stop(cancelled) also ends what the agent started in a group of its own (Gemini CLI runs shell tools detached)', async () => {
    // An agent that, like Gemini CLI on SIGTERM, exits at once and leaves its detached tool running.
    const script = [
      "const { spawn } = require('node:child_process');",
      "const tool = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });",
      "process.on('SIGTERM', () => process.exit(0));",
      'console.log(JSON.stringify({ tool: tool.pid }));',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const { o, chunks } = opts(process.execPath, ['-e', script]);
    const running = launchAgent(o);
    while (chunks.length === 0) await new Promise((r) => setTimeout(r, 20));
    const tool = (JSON.parse(Buffer.concat(chunks.map((c) => c.bytes)).toString()) as { tool: number }).tool;
    expect(isAlive(tool)).toBe(true);
    running.stop('cancelled');
    const exit = await running.done;
    expect(exit).toMatchObject({ exitCode: 0, stoppedBy: 'cancelled' });
    await new Promise((r) => setTimeout(r, 100));
    const left = isAlive(tool);
    if (left) process.kill(tool, 'SIGKILL'); // never leave it behind, even when the test fails
    expect(left).toBe(false);
  });

  it('stop(cancelled) also ends a tool the agent started in a process group of its own (opencode does)', async () => {
    // The agent starts `sh -c 'sleep 30'` detached (its own group, as opencode runs bash tools),
    // prints the shell's pid, and waits. A signal to the agent's group alone never reaches it.
    const script = [
      "const { spawn } = require('node:child_process');",
      "const tool = spawn('sh', ['-c', 'sleep 30; echo done'], { detached: true, stdio: 'ignore' });",
      "process.stdout.write(JSON.stringify({ tool: tool.pid }) + '\\n');",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const { o, chunks } = opts(process.execPath, ['-e', script]);
    const running = launchAgent(o);
    while (chunks.length === 0) await new Promise((r) => setTimeout(r, 20));
    const { tool } = JSON.parse(Buffer.concat(chunks.map((c) => c.bytes)).toString()) as { tool: number };
    // The shell and its sleep, found the way the test harness of the e2e tests finds them.
    let below: number[] = [];
    while (below.length === 0) {
      await new Promise((r) => setTimeout(r, 20));
      below = descendantsOf([tool]);
    }
    expect(isAlive(tool)).toBe(true);
    running.stop('cancelled');
    const exit = await running.done;
    expect(exit.stoppedBy).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 200));
    expect([tool, ...below].filter(isAlive)).toEqual([]);
  });

  it('a binary that cannot be spawned reports exit 127 with the reason', async () => {
    const { o } = opts('/nonexistent/agent-binary', []);
    const exit = await launchAgent(o).done;
    expect(exit.exitCode).toBe(127);
    expect(exit.stderrTail).toMatch(/ENOENT|nonexistent/);
  });

  it('an agent that exits right after a big write loses nothing, however long we are busy', async () => {
    // Over a pipe this lost the last events whenever the reader lagged (Gemini CLI under load):
    // the agent now writes to a file we follow.
    let busy = true;
    const { o, chunks } = opts(fakeAgent('exit-after-write.mjs'), [], {
      env: { ...process.env, PATH: pathWithNode(), FAKE_BYTES: String(2 * 1024 * 1024) },
      onStdout: (chunk, at) => {
        if (busy) {
          busy = false;
          const until = Date.now() + 400; // a main thread held up by a big line, a GitHub call...
          while (Date.now() < until);
        }
        chunks.push({ bytes: Buffer.from(chunk), at });
      },
    });
    const exit = await launchAgent(o).done;
    expect(exit.exitCode).toBe(0);
    const lines = Buffer.concat(chunks.map((c) => c.bytes))
      .toString()
      .split('\n');
    expect(lines).toHaveLength(4); // init, the text, the result, and '' after the last newline
    expect(lines[1]!.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(JSON.parse(lines[2]!)).toMatchObject({ type: 'result', result: 'the last event' });
  });

  it('what the agent writes leaves no file behind, not even while it runs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-stdout-dir-'));
    const during: string[][] = [];
    const { o, chunks } = opts(fakeAgent('replay-capture.mjs'), [capture('03-tools')], {
      stdoutDir: dir,
      onStdout: (chunk, at) => {
        during.push(readdirSync(dir));
        chunks.push({ bytes: Buffer.from(chunk), at });
      },
    });
    await launchAgent(o).done;
    expect(chunks.length).toBeGreaterThan(0);
    expect(during.flat()).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('what a child the agent left running writes after the agent exits is still read', async () => {
    const script = [
      "const { spawn } = require('node:child_process');",
      'spawn(process.execPath, ["-e", "setTimeout(() => process.stdout.write(\'late line\\\\n\'), 300)"], { stdio: "inherit" });',
      "process.stdout.write('first line\\n');",
      'process.exit(0);',
    ].join('\n');
    const { o, chunks } = opts(process.execPath, ['-e', script]);
    const exit = await launchAgent(o).done;
    expect(exit.exitCode).toBe(0);
    expect(Buffer.concat(chunks.map((c) => c.bytes)).toString()).toBe('first line\nlate line\n');
  });

  it('a chunk our side fails to handle ends the reading, not the process: the exit and the reason are kept', async () => {
    const { o } = opts(fakeAgent('replay-capture.mjs'), [capture('03-tools')], {
      onStdout: () => {
        throw new Error('the fold broke');
      },
    });
    const exit = await launchAgent(o).done;
    expect(exit.exitCode).toBe(0);
    expect(exit.stderrTail).toMatch(/handling the agent's output failed: the fold broke/);
  });
});
