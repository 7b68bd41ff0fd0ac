/**
 * The job log as the runner reads it, for the workflow-command tests: what the Action's printing
 * path (the job log's sinks, src/sinks/, through src/runner/core.ts and @actions/core) writes to stdout for
 * a stream, captured in-process, and a check that every line the runner would take as a command is
 * one Narrator issued on purpose (test/support/runner-commands.ts holds the runner's rule).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redactor } from '../../src/redact/redact.js';
import { createRedactor } from '../../src/redact/redact.js';
import { CallIndex } from '../../src/report/call-index.js';
import type { ViewContext } from '../../src/report/context.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { decideVerdict } from '../../src/run/verdict.js';
import { openAnnotationsSink } from '../../src/sinks/annotations/sink.js';
import type { RunFiles } from '../../src/sinks/files/artifact.js';
import { openFilesSink } from '../../src/sinks/files/sink.js';
import { openJobLogSink } from '../../src/sinks/job-log/sink.js';
import { openOutputsSink } from '../../src/sinks/outputs/sink.js';
import type { OpenSink, SinkOpening } from '../../src/sinks/sink.js';
import { RunSinks, SINKS } from '../../src/sinks/sinks.js';
import { openStepSummarySink } from '../../src/sinks/step-summary/sink.js';
import { couldBeCommand, parseRunnerCommand, RUNNER_COMMANDS, runnerLines } from './runner-commands.js';

type Write = typeof process.stdout.write;

/** Runs `fn` with process.stdout captured (nothing reaches the real stdout meanwhile). */
export async function captureStdout<T>(fn: () => T | Promise<T>): Promise<{ result: T; stdout: string }> {
  const chunks: string[] = [];
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as Write;
  try {
    const result = await fn();
    return { result, stdout: chunks.join('') };
  } finally {
    process.stdout.write = original;
  }
}

/** The sinks that write to the job log and the runner's files, as the run opens them. */
const JOB_LOG_SINKS: readonly OpenSink[] = [
  openJobLogSink,
  openAnnotationsSink,
  openFilesSink,
  openStepSummarySink,
  openOutputsSink,
];

/**
 * The sinks of a run without GitHub (the job log, the annotations, the run's files, the step summary
 * and the outputs), opened and driven in SINKS's order by the run's RunSinks, as
 * src/action/launch/run-agent.ts drives them. `finish` decides the verdict as the edge does.
 */
export function jobLogSinks(o: {
  redactor: Redactor;
  ctx: ViewContext;
  annotations: boolean;
  stepSummary: boolean;
  env: Record<string, string>;
}): { sinks: RunSinks; finish: (summary: RunSummary, files: RunFiles) => Promise<Record<string, string>> } {
  const opening = {
    config: { annotations: o.annotations, stepSummary: o.stepSummary },
    env: o.env,
    redactor: o.redactor,
    ctx: o.ctx,
    snapshots: null,
    calls: new CallIndex(),
  } as unknown as SinkOpening;
  const opened = SINKS.filter((open) => JOB_LOG_SINKS.includes(open))
    .map((open) => open(opening))
    .filter((sink) => sink !== null);
  if (opened.length < 3) throw new Error('the job log sinks are no longer in SINKS');
  const sinks = new RunSinks(opened, emptySummary('claude-code'));
  return {
    sinks,
    finish: (summary, files) => sinks.finish(summary, files, decideVerdict(summary, o.ctx.failOn)),
  };
}

/**
 * Everything the Action prints to the job log for this stream: the live lines, groups and
 * annotations of every event, then the final totals and the outputs (the sinks of src/sinks/, as
 * src/action/launch/run-agent.ts drives them). Outputs and the step summary go to files, as on a
 * runner.
 */
export async function actionJobLog(stream: string, secrets: string[] = []): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-joblog-'));
  const saved = process.env['GITHUB_OUTPUT'];
  process.env['GITHUB_OUTPUT'] = path.join(dir, 'output');
  writeFileSync(process.env['GITHUB_OUTPUT'], '');
  try {
    const redactor = createRedactor({ secrets });
    const views = jobLogSinks({
      redactor,
      ctx: { runUrl: 'https://github.com/o/r/actions/runs/1' },
      annotations: true,
      stepSummary: true,
      env: { GITHUB_STEP_SUMMARY: path.join(dir, 'step-summary.md'), GITHUB_WORKSPACE: '/work' },
    });
    const { stdout } = await captureStdout(async () => {
      const fold = new RunFold({ dialect: 'claude-code', onEvent: views.sinks.onEvent });
      fold.pushBytes(Buffer.from(stream), 1);
      const summary = fold.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 2);
      await views.finish(summary, {
        summaryFile: path.join(dir, 'summary.json'),
        logFile: path.join(dir, 'stream.jsonl'),
        reportFile: path.join(dir, 'report.html'),
      });
    });
    return stdout;
  } finally {
    if (saved === undefined) delete process.env['GITHUB_OUTPUT'];
    else process.env['GITHUB_OUTPUT'] = saved;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Commands Narrator's own code issues through @actions/core (each at column 0, one line). */
export const OUR_COMMANDS = new Set(['group', 'endgroup', 'warning', 'error', 'notice', 'debug', 'add-mask']);

/** Titles Narrator gives its annotations (src/report/annotations.ts). */
const OUR_TITLES =
  /^(?:Tool error:|Permission denied:|Changed by\b|\d+ more\b|(?:Claude|Codex|Gemini|Cursor|caliban|opencode|The agent)\b)/;

/** How the job's failure (src/main.ts, src/action/launch/run-agent.ts) begins. */
const OUR_FAILURE = /^(Agent run ended with outcome|Narrator (could not|refused|crashed))/;

/**
 * The lines of `output` the runner could take as a command that Narrator did not issue itself,
 * each with the reason. Ours are exactly core's: `::name …::data` at column 0, a name of ours, an
 * annotation with one of our titles, a group titled "Step N"; the text the agent wrote travels only
 * as their escaped data. Anything else that looks like a command (after .NET white space, or a
 * legacy `##[` anywhere) is foreign, whatever its name — a stop-commands token can be any word.
 */
export function foreignCommands(
  output: string,
  expectMask: (data: string) => boolean = () => false,
): string[] {
  const bad: string[] = [];
  for (const line of runnerLines(output)) {
    if (!couldBeCommand(line)) continue;
    const why = (reason: string) => bad.push(`${reason}: ${JSON.stringify(line.slice(0, 200))}`);
    const command = parseRunnerCommand(line, RUNNER_COMMANDS);
    if (!line.startsWith('::')) why('command-like text not at column 0');
    else if (!command) why('`::` at a line start that is no command of ours');
    else if (command.form !== 'v2') why('legacy ##[ command');
    else if (!OUR_COMMANDS.has(command.name)) why(`command ${command.name}`);
    else if (
      ['warning', 'error', 'notice'].includes(command.name) &&
      !OUR_TITLES.test(command.properties['title'] ?? '') &&
      // core.setFailed (src/main.ts): an untitled error with our sentence first.
      !(
        command.name === 'error' &&
        command.properties['title'] === undefined &&
        OUR_FAILURE.test(command.data)
      )
    )
      why('an annotation without one of our titles');
    else if (command.name === 'group' && !/^Step \d+/.test(command.data)) why('a group not titled "Step N"');
    else if (command.name === 'add-mask' && !expectMask(command.data)) why('a mask we did not ask for');
  }
  return bad;
}
