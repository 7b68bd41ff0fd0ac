/**
 * The sinks that end the run on the runner (src/sinks/: the job log, the annotations, the run's
 * files, the step summary, the outputs), driven as the run drives them (RunSinks over SINKS): each
 * end waits for the one before it, as when one class wrote them all, and the outputs come back
 * through the run's finish. Streams are the recorded Claude Code captures (test/fixtures).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import { CAPTURES_DIR } from '../support/captures.js';
import { captureStdout, jobLogSinks } from '../support/job-log.js';

let dir: string;
let saved: string | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-view-sinks-'));
  saved = process.env['GITHUB_OUTPUT'];
  process.env['GITHUB_OUTPUT'] = path.join(dir, 'output');
  writeFileSync(process.env['GITHUB_OUTPUT'], '');
});
afterEach(() => {
  if (saved === undefined) delete process.env['GITHUB_OUTPUT'];
  else process.env['GITHUB_OUTPUT'] = saved;
  rmSync(dir, { recursive: true, force: true });
});

async function run(o: { stepSummary: boolean; annotations: boolean; filesDir: string }) {
  const stepSummary = path.join(dir, 'step-summary.md');
  const views = jobLogSinks({
    redactor: createRedactor({ secrets: [] }),
    ctx: { runUrl: 'https://github.com/o/r/actions/runs/1' },
    annotations: o.annotations,
    stepSummary: o.stepSummary,
    env: { GITHUB_STEP_SUMMARY: stepSummary, GITHUB_WORKSPACE: '/work' },
  });
  let summary: RunSummary | null = null;
  const captured = await captureStdout(async () => {
    const fold = new RunFold({ dialect: 'claude-code', onEvent: views.sinks.onEvent });
    fold.pushBytes(readFileSync(path.join(CAPTURES_DIR, '04-tool-errors', 'stdout.jsonl')), 1);
    summary = fold.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 2);
    return views
      .finish(summary, {
        summaryFile: path.join(o.filesDir, 'summary.json'),
        logFile: path.join(o.filesDir, 'stream.jsonl'),
        reportFile: path.join(o.filesDir, 'report.html'),
      })
      .then(
        (outputs) => ({ outputs, error: null }),
        (error: Error) => ({ outputs: null, error }),
      );
  });
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  return {
    ...captured.result,
    stdout: captured.stdout,
    stepSummary: read(stepSummary),
    outputFile: read(process.env['GITHUB_OUTPUT']!),
  };
}

describe('the job log, files, step summary and outputs as sinks', () => {
  it('write every view, and the outputs come back through the run', async () => {
    const files = path.join(dir, 'files');
    const r = await run({ stepSummary: true, annotations: true, filesDir: files });
    expect(r.error).toBeNull();
    expect(JSON.parse(readFileSync(path.join(files, 'summary.json'), 'utf8')).outcome).toBe(
      r.outputs?.['outcome'],
    );
    expect(readFileSync(path.join(files, 'report.html'), 'utf8')).toContain('<html');
    expect(r.stepSummary).not.toBeNull();
    expect(r.outputs?.['summary-file']).toBe(path.join(files, 'summary.json'));
    // Every output returned is the one set on the runner.
    for (const name of Object.keys(r.outputs ?? {})) expect(r.outputFile).toContain(`${name}<<`);
    // The annotations, live, in the job log; the totals after them.
    expect(r.stdout).toMatch(/^::(warning|error|notice) /m);
    // One blank line before the totals, not two (seen in the job log of every real run).
    expect(r.stdout).toMatch(/\n\nturns \d/);
    expect(r.stdout).not.toMatch(/\n\n\nturns \d/);
  });

  it('the step summary and the outputs wait for the run files: files that fail leave them unwritten', async () => {
    // A regular file where the files' folder should be: its mkdir fails, and the step summary and
    // the outputs are not written after it (as when one class wrote all four in turn).
    const blocker = path.join(dir, 'blocker');
    writeFileSync(blocker, '');
    const r = await run({ stepSummary: true, annotations: true, filesDir: path.join(blocker, 'files') });
    expect(r.error?.message).toMatch(/ENOTDIR|EEXIST/);
    expect(r.stepSummary).toBeNull();
    expect(r.outputFile).toBe('');
  });

  it('the inputs turned off open no annotations and no step summary', async () => {
    const r = await run({ stepSummary: false, annotations: false, filesDir: path.join(dir, 'files') });
    expect(r.error).toBeNull();
    expect(r.stepSummary).toBeNull();
    expect(r.stdout).not.toMatch(/^::(warning|notice) /m);
    expect(r.outputs?.['outcome']).toBeTruthy();
  });
});
