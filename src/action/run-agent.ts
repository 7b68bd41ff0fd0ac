/**
 * One run of the Action: inputs -> redactor -> launch plan -> the agent, folded live into the
 * summary and narrated -> final views -> the job result. It never calls setFailed itself: it
 * returns the failure, and src/main.ts is the one place that fails the step.
 */

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as core from '@actions/core';
import { describeExitCode } from '../agent/agents.js';
import { launchAgent } from '../agent/launch.js';
import { explainStartupFailure } from '../agent/startup-errors.js';
import { type ActionConfig, readInputs } from '../inputs.js';
import type { ViewContext } from '../report/context.js';
import { createRedactor, type Redactor } from '../report/redact.js';
import { type ProcessExit, RunFold } from '../run/fold.js';
import type { RunSummary } from '../run/summary.js';
import { RedactedLogFile } from './log-file.js';
import { type LaunchSpec, prepareLaunch } from './prepare.js';
import { installCancelHandler } from './signals.js';
import { narratorTempDir, SnapshotWriter, STATE_KEYS } from './state.js';
import { LiveViews, runUrlFrom } from './views.js';

/** SIGTERM -> SIGKILL grace for our timeouts. NARRATOR_KILL_GRACE_MS overrides it (tests). */
const DEFAULT_KILL_GRACE_MS = 5_000;

export interface RunOutcome {
  summary: RunSummary | null;
  /** The reason given to setFailed, or null when the job passes. */
  failure: string | null;
}

function buildRedactor(config: ActionConfig, env: NodeJS.ProcessEnv): Redactor {
  const redactor = createRedactor({ secrets: [config.githubToken, ...config.redact], env });
  // The runner masks these in the job log too (our own lines and anything else printed).
  for (const secret of redactor.secrets) core.setSecret(secret);
  return redactor;
}

function viewContext(config: ActionConfig, env: NodeJS.ProcessEnv, redactor: Redactor): ViewContext {
  return {
    runUrl: runUrlFrom(env),
    failOn: config.failOn,
    limits: {
      maxTurns: config.maxTurns,
      maxBudgetUsd: config.maxBudgetUsd,
      wallMinutes: config.timeoutMs > 0 ? config.timeoutMs / 60_000 : null,
      idleMinutes: config.idleTimeoutMs > 0 ? config.idleTimeoutMs / 60_000 : null,
    },
    redact: redactor.redact,
  };
}

/** Why the job fails, in one message: the outcome, the reason, and what to change if we know it. */
function failureReason(summary: RunSummary, spec: LaunchSpec | null, redactor: Redactor): string {
  const parts = [`Agent run ended with outcome '${summary.outcome}'`];
  const why = summary.errorMessage ?? summary.stderrTail;
  if (why) parts.push(`: ${why.trim().split('\n').slice(-5).join('\n')}`);
  if (spec?.agent && summary.exitCode !== null && summary.outcomeSource !== 'terminal_frame') {
    const words = describeExitCode(spec.agent, summary.exitCode);
    if (words) parts.push(` (exit ${summary.exitCode}: ${words})`);
  }
  const help = explainStartupFailure(spec?.agent ?? 'claude', summary.stderrTail);
  if (help && summary.outcomeSource !== 'terminal_frame') parts.push(`\n${help}`);
  return redactor.redact(parts.join(''));
}

export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<RunOutcome> {
  let config: ActionConfig;
  try {
    config = readInputs((name) => core.getInput(name), env);
  } catch (error) {
    // Nothing ran and no secret is known yet: a bad input is reported as is.
    return { summary: null, failure: (error as Error).message };
  }
  const redactor = buildRedactor(config, env);
  const ctx = viewContext(config, env, redactor);
  const dir = path.join(narratorTempDir(env), `run-${env['GITHUB_ACTION'] || 'local'}-${process.pid}`);
  const files = { summaryFile: path.join(dir, 'summary.json'), logFile: path.join(dir, 'stream.jsonl') };
  const snapshots = new SnapshotWriter(path.join(dir, 'snapshot.json'), (s) => redactor.redactValue(s));
  core.saveState(STATE_KEYS.snapshotPath, snapshots.file);
  core.saveState(STATE_KEYS.viewsFinished, 'false');
  core.saveState(STATE_KEYS.failOn, config.failOn.join(','));
  core.saveState(STATE_KEYS.stepSummary, String(config.stepSummary));

  const views = new LiveViews({
    redactor,
    ctx,
    annotations: config.annotations,
    stepSummary: config.stepSummary,
    snapshots,
    env,
    workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
  });

  let spec: LaunchSpec | null = null;
  let summary: RunSummary;
  let setupFailed: string | null = null;
  const logFile = new RedactedLogFile(files.logFile, redactor.redact);
  try {
    spec = await prepareLaunch(config, env, (line) => core.info(redactor.redact(line)));
    for (const w of spec.warnings) core.warning(w);
    summary = await launchAndFold(spec, config, views, logFile, env);
  } catch (error) {
    // Setup failed (bad command, missing binary, refused config): nothing was spawned. The run is
    // still summarized, as an error with the reason, so every view says what happened.
    setupFailed = redactor.redact((error as Error).message);
    const fold = new RunFold({
      dialect: config.dialect,
      onEvent: (event, s) => views.onEvent(event, s),
    });
    const exit: ProcessExit = {
      exitCode: null,
      signal: null,
      stderrTail: setupFailed,
      stoppedBy: null,
      limitMs: null,
    };
    summary = fold.end(exit, Date.now());
  }
  const logError = await logFile.close();
  if (logError) core.warning(`could not write the stream log ${files.logFile}: ${logError.message}`);

  await views.finish(summary, files);
  await snapshots.flush(summary, Date.now()).catch(() => {});
  core.saveState(STATE_KEYS.viewsFinished, 'true');

  // A broken setup always fails the job, whatever fail-on says: nothing was run at all.
  const failure =
    setupFailed !== null
      ? `Narrator could not start the agent: ${setupFailed}`
      : summary.outcome !== null && config.failOn.includes(summary.outcome)
        ? failureReason(summary, spec, redactor)
        : null;
  return { summary, failure };
}

async function launchAndFold(
  spec: LaunchSpec,
  config: ActionConfig,
  views: LiveViews,
  logFile: RedactedLogFile,
  env: NodeJS.ProcessEnv,
): Promise<RunSummary> {
  const fold = new RunFold({
    dialect: spec.dialect,
    fallbackDialect: spec.fallbackDialect,
    onEvent: (event, s) => views.onEvent(event, s),
    onDialectMismatch: (declared, detection) =>
      core.warning(
        `the stream does not look like the '${declared}' dialect (detected: ${detection.dialect ?? 'unknown'}); ` +
          "set the 'dialect' input if the agent is not what it seems",
      ),
  });
  const grace = Number(env['NARRATOR_KILL_GRACE_MS'] ?? DEFAULT_KILL_GRACE_MS);
  const running = launchAgent({
    file: spec.file,
    args: spec.args,
    stdin: spec.stdin,
    cwd: spec.cwd,
    env: spec.env,
    timeoutMs: config.timeoutMs,
    idleTimeoutMs: config.idleTimeoutMs,
    killGraceMs: Number.isFinite(grace) && grace >= 0 ? grace : DEFAULT_KILL_GRACE_MS,
    onStdout: (chunk, at) => {
      fold.pushBytes(chunk, at);
      logFile.write(chunk);
    },
    onSpawn: (_pid, at) => {
      // Start-up cost, for the bench: process start (timeOrigin) to the agent's spawn.
      const ms = at - performance.timeOrigin;
      core.saveState(STATE_KEYS.spawnMs, ms.toFixed(1));
      if (env['NARRATOR_DEBUG_TIMING'] === '1') core.info(`narrator-timing spawn-ms=${ms.toFixed(1)}`);
    },
  });
  const removeCancel = installCancelHandler(() => {
    core.info('Narrator: the job is being cancelled; stopping the agent');
    running.stop('cancelled');
  });
  try {
    const exit = await running.done;
    return fold.end(exit, Date.now());
  } finally {
    removeCancel();
  }
}
