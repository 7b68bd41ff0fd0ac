/**
 * Runs a bundled Action entry (index.js / post.js) as a real subprocess with the runner's
 * environment: INPUT_* (hyphens kept, upper-cased, as the runner does), GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY, GITHUB_STATE, GITHUB_EVENT_PATH, RUNNER_TEMP, GITHUB_WORKSPACE.
 * Parses what the step left behind: outputs, state, step summary, workflow commands on stdout.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathWithNode } from './fake-agents.js';

export interface ActionRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  state: Record<string, string>;
  stepSummary: string;
  /** Workflow commands (::error ...::message) from stdout. */
  commands: Array<{ command: string; props: string; message: string }>;
  dir: string;
  ms: number;
}

export interface ActionRunOptions {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** Called with the child once it is running (to signal it). */
  onStart?: (child: import('node:child_process').ChildProcess, dir: string) => void;
  /** Reuse a directory (e.g. the post step after a main step). */
  dir?: string;
  /** Extra STATE_* variables (post step). */
  state?: Record<string, string>;
  timeoutMs?: number;
  /** Run the step as this user (the runner user of a hosted runner is not root); needs root. */
  spawnAs?: { uid: number; gid: number };
}

/** Parses the `name<<delimiter\nvalue\ndelimiter` file-command format (and plain name=value). */
export function parseFileCommand(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delim] = heredoc;
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== delim) value.push(lines[i++]!);
      out[name!] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

function parseCommands(stdout: string): ActionRun['commands'] {
  const out: ActionRun['commands'] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)( [^:]*)?::(.*)$/.exec(line);
    if (m) out.push({ command: m[1]!, props: (m[2] ?? '').trim(), message: m[3]! });
  }
  return out;
}

/** Workflow-command data escaping (%25 %0D %0A) undone. */
export function commandData(value: string): string {
  return value.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
}

/** Workflow-command property escaping (%3A %2C on top of the data escapes) undone. */
export function commandProps(value: string): string {
  return commandData(value.replace(/%3A/g, ':').replace(/%2C/g, ','));
}

/** The run's annotations of one level, their workflow-command escaping undone. */
export function annotations(
  run: ActionRun,
  level: 'error' | 'warning' | 'notice',
): Array<{ props: string; message: string }> {
  return run.commands
    .filter((c) => c.command === level)
    .map((c) => ({ props: commandProps(c.props), message: commandData(c.message) }));
}

export function runActionEntry(entry: string, o: ActionRunOptions = {}): Promise<ActionRun> {
  const dir = o.dir ?? mkdtempSync(path.join(os.tmpdir(), 'narrator-action-'));
  const files = {
    output: path.join(dir, 'github_output'),
    summary: path.join(dir, 'step_summary.md'),
    state: path.join(dir, 'github_state'),
    event: path.join(dir, 'event.json'),
  };
  const temp = path.join(dir, 'runner_temp');
  const workspace = path.join(dir, 'workspace');
  mkdirSync(temp, { recursive: true });
  mkdirSync(workspace, { recursive: true });
  for (const f of [files.output, files.summary, files.state]) writeFileSync(f, '', { flag: 'a' });
  writeFileSync(files.event, '{}');
  const env: Record<string, string> = {
    PATH: pathWithNode(),
    HOME: process.env['HOME'] ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1234',
    RUNNER_TEMP: temp,
    FAKE_TIME_SCALE: '0',
    // The PR's ledger (src/sinks/ledger/live.ts) writes a comment of its own and reads the
    // thread: the tests of every other feature count their requests and comments without it.
    // The ledger's tests turn it on.
    NARRATOR_LEDGER: 'off',
    ...o.env,
  };
  // The Action's default `agent-user: unprivileged` runs the agent as another user; the tests of
  // every other feature run it as the runner user, as their stand-in agents write to the test's own
  // folders (pid files, markers). Tests of agent-user, and the examples' tests (which pass every
  // input of action.yml at its default), say it themselves.
  env['INPUT_AGENT-USER'] = 'same';
  for (const [name, value] of Object.entries(o.inputs ?? {})) env[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(o.state ?? {})) env[`STATE_${name}`] = value;

  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      env,
      cwd: workspace,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(o.spawnAs ? { uid: o.spawnAs.uid, gid: o.spawnAs.gid } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), o.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout,
        stderr,
        outputs: parseFileCommand(readFileSync(files.output, 'utf8')),
        state: parseFileCommand(readFileSync(files.state, 'utf8')),
        stepSummary: readFileSync(files.summary, 'utf8'),
        commands: parseCommands(stdout),
        dir,
        ms: Date.now() - started,
      });
    });
    o.onStart?.(child, dir);
  });
}

/** A digest of a run for assertion messages: exit, outputs, the tail of the log and stderr. */
export function describeActionRun(run: ActionRun): string {
  return [
    `exit ${run.code ?? run.signal} after ${run.ms} ms`,
    `outputs: ${JSON.stringify(run.outputs)}`,
    `stdout tail:\n${run.stdout.slice(-2_500)}`,
    `stderr tail:\n${run.stderr.slice(-1_000)}`,
  ].join('\n');
}
