/**
 * Folds a stream the way the Action does for the trace (RunFold with a StepCollector on onEvent),
 * one line every LINE_GAP_MS from a fixed epoch time, so span times are predictable.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ProcessExit, RunFold } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import type { Dialect } from '../../src/stream/events.js';
import { StepCollector } from '../../src/telemetry/steps.js';
import { CAPTURES_DIR } from './captures.js';
import { type HandWrittenDialect, loadFixture } from './dialect-fixtures.js';

/** 2026-01-01T00:00:00Z: the first line's time. */
export const T0 = Date.UTC(2026, 0, 1);
export const GAP_MS = 100;

export interface FoldedRun {
  summary: RunSummary;
  steps: StepCollector;
  dialect: Dialect;
}

function foldLines(dialect: Dialect, lines: string[], exit: ProcessExit, stderr: string | null): FoldedRun {
  const steps = new StepCollector();
  const fold = new RunFold({ dialect, onEvent: (event) => steps.onEvent(event) });
  lines.forEach((line, i) => {
    fold.pushBytes(Buffer.from(`${line}\n`), T0 + i * GAP_MS);
  });
  const end = T0 + Math.max(0, lines.length - 1) * GAP_MS;
  if (stderr) fold.pushStderr(Buffer.from(stderr), end);
  return { summary: fold.end(exit, end), steps, dialect };
}

/** A real Claude Code capture (test/fixtures/claude-code/<name>/). */
export function foldClaudeCapture(name: string): FoldedRun {
  const dir = join(CAPTURES_DIR, name);
  const text = readFileSync(join(dir, 'stdout.jsonl'), 'utf8');
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  const exitCode = Number(readFileSync(join(dir, 'exit_code.txt'), 'utf8').trim());
  const stderr = readFileSync(join(dir, 'stderr.txt'), 'utf8');
  const exit = { exitCode, signal: null, stderrTail: stderr || null, stoppedBy: null, limitMs: null };
  return foldLines('claude-code', lines, exit, stderr || null);
}

/** A fixture of another dialect (test/fixtures/<dialect>/<name>.jsonl). */
export function foldDialectFixture(dialect: HandWrittenDialect, name: string): FoldedRun {
  const fixture = loadFixture(dialect, name);
  return foldLines(dialect, fixture.lines, fixture.exit, fixture.exit.stderrTail);
}
