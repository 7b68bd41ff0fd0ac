/**
 * Replay of a saved stream with its recorded timing (a capture's `timing.tsv`: one row per stdout
 * line, `line<TAB>ms_since_spawn<TAB>…`, header first). Used by `narrator demo` (at the recorded
 * pace) and by `narrator summarize --timing` (at once, but with each line's real `at`, so tool
 * durations come out as they were).
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { ProcessExit, RunFold } from './fold.js';
import { previewTail } from './preview.js';

/** ms since spawn per stdout line (index 0 = line 1). */
export function parseTiming(tsv: string): number[] {
  const times: number[] = [];
  for (const row of tsv.split('\n')) {
    const [line, ms] = row.split('\t');
    const n = Number(line);
    const t = Number(ms);
    // The header row and blank rows are not numbers; skip them.
    if (!Number.isInteger(n) || n < 1 || !Number.isFinite(t) || (line ?? '').trim() === '') continue;
    times[n - 1] = t;
  }
  return times;
}

export async function readTiming(path: string): Promise<number[]> {
  try {
    return parseTiming(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read timing file ${path}: ${(error as Error).message}`, { cause: error });
  }
}

export interface ReplayOptions {
  /** Recorded pace divided by this; Infinity = no waiting. */
  speed: number;
  signal?: AbortSignal;
}

/**
 * Feeds `stdout` to `fold` line by line, each with its recorded time (a line with no timing row
 * gets the previous line's), waiting to keep the recorded pace. Returns the time of the last line.
 */
export async function replayLines(
  stdout: Uint8Array,
  timing: readonly number[],
  fold: RunFold,
  options: ReplayOptions,
): Promise<number> {
  const bytes = Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength);
  const started = performance.now();
  let at = 0;
  let pos = 0;
  let index = 0;
  while (pos < bytes.length) {
    const nl = bytes.indexOf(10, pos);
    const end = nl === -1 ? bytes.length : nl + 1;
    at = timing[index] ?? at;
    if (Number.isFinite(options.speed)) {
      const wait = at / options.speed - (performance.now() - started);
      if (wait > 1) await sleep(wait, undefined, options.signal ? { signal: options.signal } : {});
    }
    fold.pushBytes(bytes.subarray(pos, end), at);
    pos = end;
    index++;
  }
  return at;
}

/** A capture folder as written by the capture scripts (and test/fixtures/claude-code/*). */
export interface Capture {
  stdout: Buffer;
  timing: number[];
  exit: ProcessExit;
}

export const STDERR_TAIL_CHARS = 4096;

export function stderrTail(text: string): string | null {
  const trimmed = text.trimEnd();
  if (trimmed === '') return null;
  // Cut at the front: start on a line, never inside a secret the cut went through.
  return trimmed.length > STDERR_TAIL_CHARS ? previewTail(trimmed.slice(-STDERR_TAIL_CHARS)) : trimmed;
}

/** `dir`: a path, or a file URL (a directory URL ends with `/`). */
export async function readCapture(dir: string | URL): Promise<Capture> {
  const base = dir instanceof URL ? dir : pathToFileURL(dir.endsWith('/') ? dir : `${dir}/`);
  const at = (name: string) => new URL(name, base);
  try {
    const [stdout, timing, exitCode, stderr] = await Promise.all([
      readFile(at('stdout.jsonl')),
      readFile(at('timing.tsv'), 'utf8').catch(() => ''),
      readFile(at('exit_code.txt'), 'utf8').catch(() => ''),
      readFile(at('stderr.txt'), 'utf8').catch(() => ''),
    ]);
    const code = exitCode.trim() === '' ? null : Number(exitCode.trim());
    return {
      stdout,
      timing: parseTiming(timing),
      exit: {
        exitCode: code !== null && Number.isInteger(code) ? code : null,
        signal: null,
        stderrTail: stderrTail(stderr),
        stoppedBy: null,
        limitMs: null,
      },
    };
  } catch (error) {
    throw new Error(`cannot read the capture in ${String(dir)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
