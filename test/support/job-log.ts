/**
 * The job log as the runner reads it, for the workflow-command tests: what the Action's printing
 * path (src/sinks/job-log/live.ts through src/runner/core.ts and @actions/core) writes to stdout for
 * a stream, captured in-process, and a check that every line the runner would take as a command is
 * one Narrator issued on purpose (test/support/runner-commands.ts holds the runner's rule).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRedactor } from '../../src/redact/redact.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import { LiveViews } from '../../src/sinks/job-log/live.js';
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

/**
 * Everything the Action prints to the job log for this stream: the live lines, groups and
 * annotations of every event, then the final totals and the outputs (src/sinks/job-log/live.ts, as
 * src/action/launch/run-agent.ts drives it). Outputs and the step summary go to files, as on a
 * runner.
 */
export async function actionJobLog(stream: string, secrets: string[] = []): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-joblog-'));
  const saved = process.env['GITHUB_OUTPUT'];
  process.env['GITHUB_OUTPUT'] = path.join(dir, 'output');
  writeFileSync(process.env['GITHUB_OUTPUT'], '');
  try {
    const redactor = createRedactor({ secrets });
    const views = new LiveViews({
      redactor,
      ctx: { runUrl: 'https://github.com/o/r/actions/runs/1' },
      annotations: true,
      stepSummary: true,
      snapshots: null,
      env: { GITHUB_STEP_SUMMARY: path.join(dir, 'step-summary.md') },
      workspace: '/work',
    });
    const { stdout } = await captureStdout(async () => {
      const fold = new RunFold({ dialect: 'claude-code', onEvent: (e, s) => views.onEvent(e, s) });
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
