/**
 * Real Claude Code captures (test/fixtures/claude-code/<scenario>/, CLI 2.1.330) for tests.
 *
 * foldCapture is the plain reference path: split on '\n', JSON.parse, the dialect parser, reduce,
 * then the exit event the capture recorded. It deliberately does not use the streaming pipeline
 * (src/stream/lines.ts + frames.ts), so the engine's own tests do not depend on it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reduce } from '../../src/run/reducer.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { claudeCode } from '../../src/stream/dialects/claude-code.js';
import type { AgentEvent, ExitEvent } from '../../src/stream/events.js';

export const CAPTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'claude-code');

export interface Capture {
  name: string;
  /** stdout lines, without their '\n' (an empty stdout gives no lines). */
  lines: string[];
  /** ms since spawn at which each line was read (timing.tsv), same length as lines. */
  timing: number[];
  exitCode: number;
  stderr: string;
  /**
   * Always null: a capture only records the exit code. 143 means SIGTERM in practice, but the
   * capture cannot say so, and the outcome rules treat 143 as a stop by signal on their own.
   */
  signal: null;
  /** What the capture harness did and when (ms since spawn), e.g. `(sent SIGTERM)`. */
  marks: Array<{ at: number; note: string }>;
}

export function loadCapture(name: string): Capture {
  const dir = join(CAPTURES_DIR, name);
  const stdout = readFileSync(join(dir, 'stdout.jsonl'), 'utf8');
  const lines = stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n');
  const timingRows = readFileSync(join(dir, 'timing.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('\t'));
  // Rows whose line column is '-' are the harness's own marks, e.g. "(sent SIGTERM)".
  const timing = timingRows.filter((r) => r[0] !== '-').map((r) => Number(r[1]));
  const marks = timingRows.filter((r) => r[0] === '-').map((r) => ({ at: Number(r[1]), note: r[3] ?? '' }));
  if (timing.length !== lines.length) {
    throw new Error(`capture ${name}: ${lines.length} lines but ${timing.length} timings`);
  }
  const exitCode = Number(readFileSync(join(dir, 'exit_code.txt'), 'utf8').trim());
  const stderr = readFileSync(join(dir, 'stderr.txt'), 'utf8');
  return { name, lines, timing, exitCode, stderr, signal: null, marks };
}

/** Every event of a capture, ending with its exit event. */
export function captureEvents(name: string): AgentEvent[] {
  const c = loadCapture(name);
  const parser = claudeCode.createParser();
  const events: AgentEvent[] = [];
  c.lines.forEach((line, i) => {
    const at = c.timing[i]!;
    let frame: unknown;
    try {
      frame = JSON.parse(line);
    } catch {
      events.push({ kind: 'bad_line', reason: 'not_json', sample: line.slice(0, 200), at });
      return;
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      events.push({ kind: 'bad_line', reason: 'not_object', sample: line.slice(0, 200), at });
      return;
    }
    events.push(...parser.toEvents(frame as Record<string, unknown>, at));
  });
  const exit: ExitEvent = {
    kind: 'exit',
    exitCode: c.exitCode,
    signal: c.signal,
    stderrTail: c.stderr === '' ? null : c.stderr,
    stoppedBy: null,
    limitMs: null,
    at: c.timing.length > 0 ? c.timing[c.timing.length - 1]! : 0,
  };
  events.push(exit);
  return events;
}

export function foldCapture(name: string): RunSummary {
  let s = emptySummary('claude-code');
  for (const e of captureEvents(name)) s = reduce(s, e);
  return s;
}
