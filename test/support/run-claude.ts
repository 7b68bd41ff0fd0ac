// Runs the real Claude Code CLI once in a sandbox (see claude-env.ts) and keeps what it printed:
// the stdout chunks with the moment each arrived (so the engine can be fed exactly as it would be
// live), the parsed NDJSON frames, stderr and how the process ended.
import { execa } from 'execa';

export interface StdoutChunk {
  /** ms since spawn. */
  at: number;
  bytes: Uint8Array;
}

/** One stdout line as JSON; `type`/`subtype` are what tests look at first. */
export interface ClaudeFrame {
  type?: string;
  subtype?: string;
  [key: string]: unknown;
}

export interface ClaudeRun {
  args: string[];
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  chunks: StdoutChunk[];
  /** Every stdout line parsed; a line that is not JSON becomes `{ type: '<not json>', line }`. */
  frames: ClaudeFrame[];
  durationMs: number;
  timedOut: boolean;
}

export interface RunClaudeOptions {
  binary: string;
  /** The working directory (the sandbox's scratch repo). */
  cwd: string;
  /** The whole environment (e.g. `sandbox.envFor(server.url)`); nothing else is inherited. */
  env: Record<string, string>;
  args: string[];
  /** Killed with SIGKILL after this (default 60 s). */
  timeoutMs?: number;
  /** Called with each stdout chunk as it arrives (e.g. to send a signal mid-run). */
  onChunk?: (chunk: StdoutChunk, kill: (signal: NodeJS.Signals) => void) => void;
}

/** The standard headless flags: `-p <prompt> --output-format stream-json --verbose …extra`. */
export function streamJsonArgs(prompt: string, ...extra: string[]): string[] {
  return ['-p', prompt, '--output-format', 'stream-json', '--verbose', ...extra];
}

export function parseFrames(stdout: string): ClaudeFrame[] {
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      try {
        const value: unknown = JSON.parse(line);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as ClaudeFrame;
      } catch {
        // fall through
      }
      return { type: '<not json>', line };
    });
}

export async function runClaude(options: RunClaudeOptions): Promise<ClaudeRun> {
  const started = performance.now();
  const child = execa(options.binary, options.args, {
    cwd: options.cwd,
    env: options.env,
    extendEnv: false,
    reject: false,
    stdin: 'ignore',
    timeout: options.timeoutMs ?? 60_000,
    killSignal: 'SIGKILL',
    encoding: 'buffer',
    stripFinalNewline: false,
  });
  const chunks: StdoutChunk[] = [];
  const kill = (signal: NodeJS.Signals) => {
    child.kill(signal);
  };
  child.stdout.on('data', (data: Buffer) => {
    const chunk = { at: performance.now() - started, bytes: new Uint8Array(data) };
    chunks.push(chunk);
    options.onChunk?.(chunk, kill);
  });
  const result = await child;
  const stdout = Buffer.concat(chunks.map((c) => c.bytes)).toString('utf8');
  return {
    args: options.args,
    exitCode: result.exitCode ?? null,
    signal: result.signal ?? null,
    stdout,
    stderr: Buffer.from(result.stderr as Uint8Array).toString('utf8'),
    chunks,
    frames: parseFrames(stdout),
    durationMs: Math.round(performance.now() - started),
    timedOut: result.timedOut,
  };
}

/** The last `result` frame (a run can print several; the last one decides). */
export function lastResult(run: ClaudeRun): ClaudeFrame | undefined {
  return run.frames.filter((f) => f.type === 'result').at(-1);
}

/** A readable digest for assertion messages: the frame kinds in order, then stderr. */
export function describeRun(run: ClaudeRun): string {
  const kinds = run.frames.map((f) => (f.subtype ? `${f.type}/${f.subtype}` : f.type)).join(' → ');
  return `exit ${run.exitCode ?? run.signal} after ${run.durationMs} ms; frames: ${kinds}; stderr: ${run.stderr.slice(-500)}`;
}
