/**
 * One run of the Action: inputs -> redactor -> launch plan -> the agent, folded live into the
 * summary and narrated -> final views -> the job result. It never calls setFailed itself: it
 * returns the failure, and src/main.ts is the one place that fails the step.
 *
 * Start-up time matters (every run waits for it: process start to agent spawn, median <= 75 ms, is
 * what bench/startup.mjs measures), so only what the spawn
 * needs is imported statically; the engine (dialects, zod), the renderers and Octokit are imported
 * right after the spawn, and the agent's first bytes wait in EarlyStdout meanwhile.
 */

/** The fold and every live view, loaded after the spawn (see above). */
async function loadEngine(): Promise<{
  RunFold: typeof RunFold;
  openSinks: typeof import('../../sinks/sinks.js').openSinks;
}> {
  const [fold, sinks] = await Promise.all([import('../../run/fold.js'), import('../../sinks/sinks.js')]);
  return { RunFold: fold.RunFold, openSinks: sinks.openSinks };
}

import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AcpSteerQueue, type AcpSteers } from '../../agent/acp/steer-queue.js';
import { ClaudeInput, type ControlAsk } from '../../agent/agent-input.js';
import { AGENT_HOME_VARIABLES, type AgentUserPlan, prepareAgentUser } from '../../agent/agent-user.js';
import { AGENT_NAMES, acpAgentLabel, agentLabel, RECIPES } from '../../agent/agents.js';
import { type LaunchOptions, launchAgent } from '../../agent/launch.js';
import { type AgentRecord, processStart, RUN_ID_VARIABLE } from '../../agent/process-identity.js';
import { explainStartupFailure } from '../../agent/startup-errors.js';
import type { RunContext } from '../../context/run-context.js';
import { askedBy, parseAskRules } from '../../converse/ask.js';
import type { RepositoryTrust } from '../../github/repository-trust.js';
import { type ActionConfig, readInputs } from '../../inputs.js';
import { createRedactor, patternRedactor, type Redactor, type RedactorOptions } from '../../redact/redact.js';
import { legLabel } from '../../report/comment-key.js';
import { BudgetGuard, CAP_NOT_HELD } from '../../run/budget-guard.js';
import type { CallLog } from '../../run/call-log.js';
import type { ProcessExit, RunFold } from '../../run/fold.js';
import { McpGuard } from '../../run/mcp.js';
import { emptySummary, type RunSummary } from '../../run/summary.js';
import { decideVerdict, type SetupStage, type Verdict, type VerdictFacts } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { loadArtifactClient } from '../../runner/load-artifact-client.js';
import { createRunDir, RunFileSet } from '../../runner/own-files.js';
import { contextResetNote } from '../../session/notes.js';
import { offerStarting, startingLine, startingSettled } from '../../sinks/comment/starting-slot.js';
import type { RunFiles } from '../../sinks/files/artifact.js';
import { uploadRunArtifact } from '../../sinks/files/artifact.js';
import { HANDOFF, handOff } from '../../sinks/handoff.js';
import type { RunSinks } from '../../sinks/sinks.js';
import { narratorTempDir, SnapshotWriter } from '../../sinks/snapshot.js';
import { FileCallLog } from '../live/call-spill.js';
import { openStreamLog, type StreamLog } from '../log/stream-log.js';
import { EarlyStdout } from './early-stdout.js';
import {
  agentOfCommand,
  askWarning,
  type LaunchSpec,
  prepareLaunch,
  runDialect,
  SetupError,
} from './prepare.js';
import { installCancelHandler } from './signals.js';

/** Stderr held while the fold loads (~0.1 s): retries are printed far later than that. */
const EARLY_STDERR_BYTES = 256 * 1024;

export interface RunOutcome {
  summary: RunSummary | null;
  /** The run's verdict (src/run/verdict.ts), which every view rendered. */
  verdict: Verdict;
  /** The reason given to setFailed, or null when the job passes. */
  failure: string | null;
}

/** What the run's redactor is built from (the stream log's worker builds its own from the same). */
function redactorOptions(config: ActionConfig, context: RunContext): RedactorOptions {
  // The parent's whole environment: the values of its secret-looking variables are hidden.
  const sessionKey = config.session.key === null ? [] : [config.session.key];
  return { secrets: [config.githubToken, ...config.redact, ...sessionKey], env: context.parent };
}

function buildRedactor(config: ActionConfig, context: RunContext): Redactor {
  const redactor = createRedactor(redactorOptions(config, context));
  // The runner masks these in the job log too (our own lines and anything else printed).
  for (const secret of redactor.secrets) core.setSecret(secret);
  return redactor;
}

/** Why the job fails, in one message: the outcome, the reason, and what to change if we know it. */
async function failureReason(
  summary: RunSummary,
  spec: LaunchSpec | null,
  redactor: Redactor,
): Promise<string> {
  // Loaded only now: the exit-code meanings live with the dialects, kept off the start-up path.
  const { describeExitCode } = await import('../../agent/exit-codes.js');
  const parts = [`Agent run ended with outcome '${summary.outcome}'`];
  const why = summary.errorMessage ?? summary.stderrTail;
  if (why) parts.push(`: ${why.trim().split('\n').slice(-5).join('\n')}`);
  if (spec?.agent && summary.exitCode !== null && summary.outcomeSource !== 'terminal_frame') {
    const words = describeExitCode(spec.agent, summary.exitCode);
    // Outcome rule 3 already names what the agent's own exit codes mean: say it once.
    if (words && !why?.includes(words)) parts.push(` (exit ${summary.exitCode}: ${words})`);
  }
  // What to change, from the agent's own words: its terminal frame's error when it ended with one
  // (Codex: "unexpected status 401 Unauthorized"), else its stderr.
  const evidence = summary.outcomeSource === 'terminal_frame' ? summary.errorMessage : summary.stderrTail;
  // A `command` has no recipe: the agent its stream (or its program's name) showed.
  const agent = spec?.agent ?? AGENT_NAMES.find((a) => RECIPES[a].dialect === summary.dialect) ?? null;
  const help = explainStartupFailure(agent, evidence);
  if (help) parts.push(`\n${help}`);
  // The failure kind's advice (src/run/failure-kind.ts), as the comment and the `error` output say it.
  const { whatToDo } = await import('../../report/outcome-text.js');
  const advice = whatToDo(summary);
  if (advice) parts.push(`\n${advice}`);
  return redactor.redact(parts.join(''));
}

export async function runAction(
  context: RunContext,
  /** Whose code the workspace holds (src/action/gate/repository-trust.ts decides it first). */
  trust?: RepositoryTrust,
): Promise<RunOutcome> {
  let config: ActionConfig;
  try {
    config = readInputs((name) => core.getInput(name), context.runner);
  } catch (error) {
    // Nothing ran and no secret is known yet: a bad input is reported as is (known token shapes
    // hidden: it now reaches the `error` output and the step summary too).
    const reason = patternRedactor.redact((error as Error).message);
    return reportNotStarted({ stage: 'inputs', reason }, context);
  }
  const redactor = buildRedactor(config, context);
  // The second workflow run of a steering comment: it ends neutral when the comment was handled.
  if (context.runner['GITHUB_EVENT_NAME'] === 'issue_comment') {
    const second = await import('./already-handled.js');
    const warning = second.concurrencyWarning(context.runner);
    if (warning) core.warning(warning);
    const handled = await second.alreadyHandled(config, context, redactor);
    if (handled !== null) return second.endHandled(handled, context.runner);
  }
  // Narrator's own files, in a folder nothing can be waiting in, created and held by descriptor
  // (src/runner/own-files.ts): the agent cannot make Narrator write or upload through a symlink.
  const dir = runDir(context);
  const own = new RunFileSet(dir);
  const files: RunFiles = {
    summaryFile: own.summaryFile,
    logFile: own.logFile,
    reportFile: own.reportFile,
    own,
  };
  // A long run's older tool calls wait here (encrypted) until summary.json streams them out, so the
  // Action's memory does not grow with the number of calls. NARRATOR_CALL_WINDOW: calls kept in
  // memory (tests).
  const calls = {
    log: new FileCallLog(path.join(dir, 'calls.spill')),
    window: context.knobs.callWindow,
  };
  // NARRATOR_SNAPSHOT_INTERVAL_MS: the least time between two snapshots (tests).
  const snapshots = new SnapshotWriter(
    path.join(dir, 'snapshot.json'),
    redactor,
    context.knobs.snapshotIntervalMs,
  );
  handOff(HANDOFF.snapshotPath, snapshots.file);
  handOff(HANDOFF.viewsFinished, 'false');
  const sinkOptions = { config, context, redactor, snapshots, acpLabel: acpAgentLabel(config.agent) };
  // The PR hears of the run now, before the install: the live comment takes this one over.
  if (config.githubToken && config.commentOn.kind !== 'none') {
    offerStarting(
      import('../../sinks/comment/starting.js').then((m) =>
        m.announceStart({
          config,
          context,
          redactor,
          agentLabel: agentLabel(config.agent, config.protocol === 'acp'),
        }),
      ),
    );
  }

  let spec: LaunchSpec | null = null;
  let run: { summary: RunSummary; sinks: RunSinks; resumeRefused?: boolean };
  let setupFailed: string | null = null;
  // The agent's session, read before its HOME is removed, saved once the views are written.
  let uploadSession: (() => Promise<void>) | null = null;
  let outputSchema: import('./output-schema.js').OutputSchema | null = null;
  // Written by a worker thread when the bundle has one (dist/log-worker.js, next to this entry),
  // to the descriptor of the file Narrator created.
  const logFile = openOwnStreamLog(own, redactorOptions(config, context));
  // The runner may cancel while the setup installs the agent (`install: auto`): stop npm (its
  // whole process tree) and report the run as cancelled instead of dying with npm left running.
  const setupCancel = new AbortController();
  const removeSetupCancel = installCancelHandler(() => {
    core.info('Narrator: the job is being cancelled; stopping the agent setup');
    setupCancel.abort();
  });
  try {
    // output-schema: read and compiled first (a bad one refuses the run before any install).
    const schemaStep = config.outputSchema === null ? null : await import('./output-schema.js');
    if (schemaStep !== null && config.outputSchema !== null) {
      outputSchema = await schemaStep.prepareOutputSchema(
        config.outputSchema,
        context.runner['GITHUB_WORKSPACE'] || process.cwd(),
      );
    }
    try {
      spec = await prepareLaunch(
        config,
        context.parent,
        (line) => {
          core.info(redactor.redact(line));
          startingLine(line);
        },
        setupCancel.signal,
        // Not judged (a caller without the gate): the code is treated as not a writer's.
        trust ?? { trusted: false, reason: 'Narrator did not judge whose code the workspace holds' },
        context.event,
      );
      if (schemaStep !== null && outputSchema !== null) {
        // Codex reads its schema from a file: where the agent runs as another user, not from
        // Narrator's own folder (0700), which that user cannot open.
        const schemaDir = config.agentUser.kind === 'same' ? dir : sharedDir(context);
        const native = await schemaStep.withNativeSchema(spec, outputSchema, schemaDir);
        spec = native.spec;
        core.info(`Narrator: output-schema (${redactor.redact(outputSchema.source)}): ${native.how}`);
      }
    } finally {
      // No gap for a signal: from here to the launch's own handler the code runs without awaiting.
      removeSetupCancel();
    }
    // Cancelled while a quick setup step ran (nothing to stop): do not launch the agent now.
    if (setupCancel.signal.aborted) throw new Error('the job was cancelled during the setup');
    for (const w of spec.warnings) core.warning(w);
    const askNote = askWarning(config);
    if (askNote) core.warning(askNote);
    for (const n of spec.notices) core.info(n);
    // Anything that must be decided before the agent may run (e.g. authorization) goes here.
    const user = agentUserFor(spec, config, context);
    for (const n of user.notices) core.info(n);
    // Should this process be killed before it gives the workspace back, the post step does.
    if (user.runAs) handOff(HANDOFF.agentUser, JSON.stringify(user.runAs.record));
    // Steers that came too late for an earlier run (./deferred-steers.ts): read from the PR while
    // the session is restored (both wait on the network). Steering off: nothing is read.
    const deferring =
      config.maxSteers > 0
        ? import('./deferred-steers.js').then((m) => m.takeDeferredSteers(config, context, redactor))
        : null;
    // Session resume (src/session/): the stored session into the agent's fresh HOME, and the launch
    // resuming it; saved again once the agent has ended, before its HOME is removed.
    const session = await (await import('./session.js')).planSession({
      config,
      context,
      spec,
      user,
      info: (m) => core.info(redactor.redact(m)),
      warning: (m) => core.warning(redactor.redact(m)),
      redact: redactor.redact,
    });
    spec = session.spec;
    // on-question: park: the answer this comment gives to the parked request, told first. Loaded
    // only for a comment on such a run: it checks the comment with zod, which no other run loads
    // before the spawn.
    const parked =
      config.onQuestion === 'park' && context.runner['GITHUB_EVENT_NAME'] === 'issue_comment'
        ? await (await import('./parked.js')).answerParked(config, context, redactor)
        : null;
    if (parked !== null && spec.stdin !== null)
      spec = { ...spec, stdin: (await import('./session.js')).toldFirst(parked.tell, spec) };
    else if (parked !== null)
      core.warning(
        'Narrator: this agent takes its prompt as an argument: the answer to the parked request is not told to it',
      );
    // The deferred steers, told first too.
    const deferred = deferring === null ? null : await deferring;
    const told = deferred === null ? null : await tellDeferred(deferred, spec);
    if (told !== null) spec = told;
    try {
      run = await launchAndFold(
        spec,
        config,
        logFile,
        context,
        sinkOptions,
        calls,
        user,
        session.note,
        parked?.approved ?? null,
        told === null ? null : deferred,
      );
      uploadSession = session.save(run.summary);
      // Over ACP the agent may still refuse the restored session: then the row says it did not resume.
      if (session.resumed && !run.resumeRefused && run.sinks.ledger) run.sinks.ledger.resumed = true;
    } finally {
      // The workspace back to its owner before anything else reads it (a later step commits it).
      if (user.runAs) {
        for (const line of user.runAs.release()) core.info(line);
        handOff(HANDOFF.agentUser, '');
      }
    }
  } catch (error) {
    // Setup failed (bad command, missing binary, refused config): nothing was spawned. The run is
    // still summarized, as an error with the reason, so every view (the comment too) says what happened.
    setupFailed = redactor.redact((error as Error).message);
    const engine = await loadEngine();
    // Nothing ran, so nothing can be detected: the run is the chosen agent's (its label, not Claude's).
    const { dialect, fallbackDialect } = runDialect(config);
    const initial = emptySummary(dialect === 'auto' ? fallbackDialect : dialect);
    const cancelled = setupCancel.signal.aborted;
    // The live views (the exit's annotation) already know the agent never started.
    const facts = cancelled ? {} : { setupFailure: { stage: 'setup' as const, reason: setupFailed } };
    await startingSettled();
    const sinks = engine.openSinks({ ...sinkOptions, initial, facts });
    const fold = new engine.RunFold({ dialect, fallbackDialect, onEvent: sinks.onEvent });
    const exit: ProcessExit = {
      exitCode: null,
      signal: null,
      stderrTail: setupFailed,
      // Not started: the reason is the setup's own message (e.g. npm's error), not "the agent
      // printed nothing" with the last line of that message.
      stoppedBy: cancelled ? 'cancelled' : 'not_started',
      limitMs: null,
    };
    const summary = fold.end(exit, Date.now());
    run = {
      summary: cancelled
        ? { ...summary, errorMessage: `The job was cancelled before the agent started: ${setupFailed}` }
        : summary,
      sinks,
    };
    if (cancelled) setupFailed = null; // a cancelled job, not a broken setup: the outcome says it
  }
  const { sinks } = run;
  // The object the run returned for output-schema, checked (a missing or invalid one: outcome error).
  const summary =
    outputSchema === null
      ? run.summary
      : (await import('./output-schema.js')).checkStructuredOutput(run.summary, outputSchema);
  // For the benchmark: the process's memory once the agent's stream is folded, and after the views.
  const memoryLine = (phase: string) => {
    if (!context.knobs.debugTiming) return;
    const m = process.memoryUsage();
    const MiB = (n: number) => (n / 1048576).toFixed(0);
    core.info(
      `narrator-memory ${phase} rss=${MiB(m.rss)} heapUsed=${MiB(m.heapUsed)} heapTotal=${MiB(m.heapTotal)} ` +
        `external=${MiB(m.external)} peakRss=${(process.resourceUsage().maxRSS / 1024).toFixed(0)} ` +
        `callsInMemory=${summary.toolCalls.length}`,
    );
  };
  memoryLine('folded');
  const logError = await logFile.close();
  if (logError) core.warning(`could not write the stream log ${files.logFile}: ${logError.message}`);

  // The verdict, decided once (src/run/verdict.ts). A leg publishes its record first: a record name
  // something else in the job took fails the leg, and every view must say so, not only the step.
  const setupFailure = setupFailed === null ? null : { stage: 'setup' as const, reason: setupFailed };
  const ownVerdict = decideVerdict(summary, config.failOn, { setupFailure });
  const recordTaken = await publishIfLeg(summary, ownVerdict, config, context, redactor, dir);
  const verdict =
    recordTaken === null
      ? ownVerdict
      : decideVerdict(summary, config.failOn, { setupFailure, recordTaken: redactor.redact(recordTaken) });

  await sinks.finish(summary, files, verdict);
  await uploadSession?.();
  memoryLine('views-written');
  if (summary.outcome === 'cancelled' && context.runner['GITHUB_EVENT_NAME'] === 'issue_comment') {
    // The runner's signal does not say who cancelled: a person, or the workflow's concurrency
    // group cancelling this run for a newer comment (the steering comment itself).
    core.warning(
      'Narrator: the run was cancelled. If a newer comment started a run of the same concurrency group, the workflow cancels in progress: set cancel-in-progress: false so it waits instead (docs/ledger.md).',
    );
  }
  // The OpenTelemetry trace, sent while the artifact is uploaded (it costs nothing without an OTLP
  // endpoint, at most ~5 s with a collector that never answers).
  const traceSent = exportTrace(summary, sinks, config, context, redactor, verdict);
  if (context.knobs.debugTiming && sinks.finished !== null) {
    // For the benchmark: how long the views waited for GitHub's answer to the final edit.
    core.info(`narrator-timing comment-wait-ms=${sinks.finished.commentAt - sinks.finished.viewsAt}`);
  }
  if (config.uploadArtifact) {
    await uploadRunArtifact({
      files,
      env: context.runner,
      commentKey: config.commentKey,
      leg: legLabel(config.leg),
      stepSummary: config.stepSummary,
      warning: (m) => core.warning(redactor.redact(m)),
      info: (m) => core.info(redactor.redact(m)),
    });
  }
  own.close();
  await sinks.boardSettled();
  await traceSent;
  // The post step reads the snapshot only to finish what this step did not: every view is written
  // now, so the finished summary is stored only when the comment's final edit did not land (a
  // 13 MB write, ~150 ms and ~10 MiB of peak at the end of a run of 40k tool calls).
  if (sinks.postStepNeedsSummary) await snapshots.flush(summary, Date.now()).catch(() => {});
  else await snapshots.stop();
  calls.log.close();
  // The post step finishes a comment or check from the snapshot with this same verdict.
  handOff(HANDOFF.verdictFacts, JSON.stringify({ setupFailure, recordTaken: verdict.recordTaken }));
  handOff(HANDOFF.viewsFinished, 'true');

  // The step's message words the verdict; it decides nothing.
  if (!verdict.fails) return { summary, verdict, failure: null };
  const parts: string[] = [];
  if (verdict.setupFailure !== null)
    parts.push(`Narrator could not start the agent: ${verdict.setupFailure.reason}`);
  else if (verdict.outcomeFails) parts.push(await failureReason(summary, spec, redactor));
  if (verdict.recordTaken !== null) parts.push(`publish-result: ${verdict.recordTaken}`);
  return { summary, verdict, failure: parts.join('\n') };
}

/**
 * The launch with the deferred steers told first in the agent's user message (never the system
 * prompt: it stays byte for byte the same for the provider's prompt cache), or null when this agent
 * takes its prompt as an argument (then they stay pending for a later run, said).
 */
async function tellDeferred(
  d: import('./deferred-steers.js').DeferredDelivery,
  spec: LaunchSpec,
): Promise<LaunchSpec | null> {
  if (d.tell === null) return spec;
  if (spec.acp !== null) return { ...spec, acp: { ...spec.acp, prompt: `${d.tell}\n\n${spec.acp.prompt}` } };
  if (spec.stdin !== null) return { ...spec, stdin: (await import('./session.js')).toldFirst(d.tell, spec) };
  core.warning(
    'Narrator: this agent takes its prompt as an argument: the deferred steers are not told to it and wait for a later run',
  );
  return null;
}

/**
 * A run that ended before any summary existed (a bad input, a refused permission gate): its
 * verdict, written where it can be without a configuration (the `conclusion` and `error` outputs,
 * the step summary, the job log), and the step's failure. Never throws.
 */
export function reportNotStarted(
  setupFailure: { stage: SetupStage; reason: string },
  context: RunContext,
): Promise<RunOutcome> {
  return reportWithoutViews({ setupFailure }, setupFailure.reason, context);
}

/**
 * Narrator crashed (a bug of ours), maybe after its views were written: the step fails, so the
 * `conclusion` output, the step summary and the job log say so too. Never throws.
 */
export function reportCrash(message: string, context: RunContext): Promise<RunOutcome> {
  return reportWithoutViews({ crash: message }, message, context);
}

async function reportWithoutViews(
  facts: VerdictFacts,
  failure: string,
  context: RunContext,
): Promise<RunOutcome> {
  const verdict = decideVerdict(null, undefined, facts);
  try {
    const [{ notStartedOutputs }, { renderNotStartedSummary }, { failOnNote }] = await Promise.all([
      import('../../report/outputs.js'),
      import('../../report/step-summary.js'),
      import('../../report/outcome-text.js'),
    ]);
    for (const [name, value] of Object.entries(notStartedOutputs(verdict))) core.setOutput(name, value);
    const note = failOnNote({ ...emptySummary(), status: 'finished' }, { verdict });
    if (note) core.info(note.replace(/`/g, ''));
    const file = context.runner['GITHUB_STEP_SUMMARY'];
    if (file) await appendFile(file, renderNotStartedSummary(verdict, {}));
  } catch (error) {
    core.warning(`Narrator: the verdict could not be written everywhere: ${(error as Error).message}`);
  }
  return { summary: null, verdict, failure };
}

/** `agent-user` and `drop-sudo` for this launch (src/agent/agent-user.ts); a refusal is a setup error. */
function agentUserFor(spec: LaunchSpec, config: ActionConfig, context: RunContext): AgentUserPlan {
  const workspace = context.runner['GITHUB_WORKSPACE'] || process.cwd();
  try {
    return prepareAgentUser({
      setting: config.agentUser,
      dropSudo: config.dropSudo,
      workspaces: [
        path.resolve(workspace),
        spec.cwd,
        ...AGENT_HOME_VARIABLES.flatMap((name) => (spec.env[name] ? [path.resolve(spec.env[name])] : [])),
      ],
      ownDir: narratorTempDir(context.runner),
      tempRoot: context.runner['RUNNER_TEMP'] || os.tmpdir(),
      programs: [spec.file],
      agent: spec.agent ?? agentOfCommand(config.command),
      // The agent's world is the workflow's: its user is prepared from the parent's environment.
      env: context.parent,
    });
  } catch (error) {
    throw new SetupError((error as Error).message, { cause: error });
  }
}

/** The run's trace to the OTLP endpoint of the environment, if any; never rejects. */
async function exportTrace(
  summary: RunSummary,
  sinks: RunSinks,
  config: ActionConfig,
  context: RunContext,
  redactor: Redactor,
  verdict: Verdict,
): Promise<void> {
  if (sinks.steps === null) return; // no endpoint: nothing to load
  try {
    const { exportRunTrace } = await import('../../sinks/telemetry/export.js');
    await exportRunTrace({
      summary,
      steps: sinks.steps.steps,
      config,
      context,
      redactor,
      verdict,
      warning: (m) => core.warning(m),
      info: (m) => core.info(m),
    });
  } catch (error) {
    core.warning(
      redactor.redact(`OpenTelemetry: the run's trace was not exported (OTLP): ${(error as Error).message}`),
    );
  }
}

/**
 * RUNNER_TEMP/narrator/run-<action>-<pid>-XXXXXX, made by mkdtemp; in the OS temp folder when that
 * cannot be made (the files are then still Narrator's own, only elsewhere).
 */
function runDir(context: RunContext): string {
  const prefix = `run-${context.runner['GITHUB_ACTION'] || 'local'}-${process.pid}-`;
  try {
    return createRunDir(narratorTempDir(context.runner), prefix);
  } catch (error) {
    core.warning(
      `cannot create Narrator's folder under ${narratorTempDir(context.runner)}: ${(error as Error).message}`,
    );
    return createRunDir(path.join(os.tmpdir(), 'narrator'), prefix);
  }
}

/**
 * A folder for what the agent, as another user, must read and Narrator writes (Codex's output
 * schema): RUNNER_TEMP/narrator-shared-XXXXXX, readable by every user. Nothing secret goes in it.
 */
function sharedDir(context: RunContext): string {
  const base = context.runner['RUNNER_TEMP'] || os.tmpdir();
  mkdirSync(base, { recursive: true });
  const shared = mkdtempSync(path.join(base, 'narrator-shared-'));
  chmodSync(shared, 0o755);
  return shared;
}

/** The stream log, written to the file `own` creates; none (an error at close) if it cannot be. */
function openOwnStreamLog(own: RunFileSet, options: RedactorOptions): StreamLog {
  let fd: number;
  try {
    fd = own.createLog();
  } catch (error) {
    const failed = error as Error;
    return { write: () => {}, close: async () => failed };
  }
  return openStreamLog(
    own.logFile,
    options,
    path.join(path.dirname(process.argv[1] ?? ''), 'log-worker.js'),
    {
      fd,
    },
  );
}

/**
 * `publish-result`: the leg record for the aggregate job. `auto` publishes only in a matrix job.
 * Null, or why the leg must fail (its record's name was taken by another process of the job).
 */
async function publishIfLeg(
  summary: RunSummary,
  verdict: Verdict,
  config: ActionConfig,
  context: RunContext,
  redactor: Redactor,
  dir: string,
): Promise<string | null> {
  // Loaded only now, like the rest of the end-of-run views.
  const [{ publishLegRecord, legPlace, legVerdict, publishesResult }, { viewContext }] = await Promise.all([
    import('../../sinks/board/leg-record.js'),
    import('../../sinks/sinks.js'),
  ]);
  if (!publishesResult(config)) return null;
  const { failed, reason } = legVerdict(
    summary,
    verdict,
    viewContext(config, context.runner, redactor, acpAgentLabel(config.agent)),
  );
  const published = await publishLegRecord({
    summary,
    env: context.runner,
    redactor,
    dir,
    agent: config.command === null ? config.agent : null,
    model: config.model,
    commentKey: config.commentKey,
    ...legPlace(config),
    failed,
    reason,
    startedAt: performance.timeOrigin,
    endedAt: Date.now(),
    warning: (m) => core.warning(redactor.redact(m)),
    info: (m) => core.info(redactor.redact(m)),
  });
  return published?.taken ? published.reason : null;
}

/**
 * Claude Code's failed MCP servers with the reason its own logs give (its init frame gives none):
 * src/agent/claude-mcp-logs.ts, loaded only when a server did not connect.
 */
async function withMcpReasons(summary: RunSummary, spec: LaunchSpec): Promise<RunSummary> {
  const servers = summary.mcpServers;
  if (spec.agent !== 'claude' || spec.acp !== null || servers === null || summary.sessionId === null)
    return summary;
  const names = servers.filter((m) => m.status !== 'connected' && m.error === null).map((m) => m.name);
  if (names.length === 0) return summary;
  const { claudeMcpReasons } = await import('../../agent/claude-mcp-logs.js');
  const reasons = claudeMcpReasons(
    spec.env['HOME'] || os.homedir(),
    summary.cwd ?? spec.cwd,
    summary.sessionId,
    names,
  );
  if (reasons.size === 0) return summary;
  return {
    ...summary,
    mcpServers: servers.map((m) => ({ ...m, error: m.error ?? reasons.get(m.name) ?? null })),
  };
}

async function launchAndFold(
  spec: LaunchSpec,
  config: ActionConfig,
  logFile: StreamLog,
  context: RunContext,
  sinkOptions: Omit<import('../../sinks/sinks.js').SinksOptions, 'initial'>,
  calls: { log: CallLog; window: number | undefined },
  user: AgentUserPlan,
  /** Resumed, or fresh and why (src/action/launch/session.ts): a notice the views show. */
  sessionNote: string | null = null,
  /** A parked request a writer allowed (./parked.ts): exactly that call, once. */
  approved: import('./parked.js').ParkAnswer['approved'] = null,
  /** Deferred steers of earlier runs told first (./deferred-steers.ts). */
  deferred: import('./deferred-steers.js').DeferredDelivery | null = null,
): Promise<{ summary: RunSummary; sinks: RunSinks; resumeRefused?: boolean }> {
  // Marks the agent's processes as this run's, for the post step (src/action/post/leftover-agent.ts).
  const runId = globalThis.crypto.randomUUID();
  const early = new EarlyStdout();
  // Stderr goes to the fold too (a dialect may read events there: a tool the agent's sandbox
  // blocked, Gemini CLI's retries), held the same way until the fold is loaded, but bounded: a
  // flood of it must not pile up meanwhile.
  const earlyStderr = new EarlyStdout(EARLY_STDERR_BYTES);
  let spawnedAt = Date.now();
  let spawned = 0;
  // Over ACP: the agent refused the session the launch restored (the note then says so instead).
  let resumeRefused = false;
  let noteNow = sessionNote;
  // `ask` / `max-steers` (src/action/live/converse.ts): the agent's requests read from its stdout,
  // answers and steers written to its stdin. Requests made before the conversation is loaded wait.
  let running: ReturnType<typeof launchAgent> | null = null;
  // An agent that takes no input while it runs, steered by a stop and a resume (../live/restart-steer.ts).
  let restart = null as import('../live/restart-steer.js').RestartingAgent | null;
  let conversation: import('../live/converse.js').Conversation | null = null;
  const earlyAsks: ControlAsk[] = [];
  const toConversation = (a: ControlAsk) =>
    conversation?.ask({
      requestId: a.requestId,
      tool: a.toolName,
      input: a.input,
      description: a.description,
      directory: a.blockedPath ?? spec.cwd,
    });
  const agentInput = spec.converse
    ? new ClaudeInput({
        write: (line) => running?.input?.write(line) ?? false,
        end: () => running?.input?.end(),
        onAsk: (a) => (conversation ? toConversation(a) : earlyAsks.push(a)),
        onUserEcho: (text) => conversation?.echo(text),
        // Its turn is over: stdin closed so it exits (it would wait for more input otherwise).
        onResult: () => {
          conversation?.agentFinished();
          agentInput?.end();
        },
        log: (m) => core.info(sinkOptions.redactor.redact(`Narrator: ${m}`)),
      })
    : null;
  // `ask` over ACP: a request an `ask` rule names waits for the conversation's answer.
  const acpRules = spec.acp !== null && config.ask.length > 0 ? parseAskRules(config.ask) : null;
  const acpWaiting = new Map<string, (side: 'allow' | 'reject') => void>();
  const earlyAcpAsks: import('../live/converse.js').RawAsk[] = [];
  let acpAsked = 0;
  const askPermission = (
    req: import('../../agent/acp/session.js').AcpAsk,
  ): Promise<'allow' | 'reject'> | null => {
    if (acpRules === null || askedBy(acpRules, req.tool, req.input) === null) return null;
    const requestId = `acp-${++acpAsked}`;
    return new Promise((resolve) => {
      acpWaiting.set(requestId, resolve);
      const raw = {
        requestId,
        tool: req.tool,
        input: req.input,
        description: req.title,
        directory: spec.cwd,
      };
      if (conversation) conversation.ask(raw);
      else earlyAcpAsks.push(raw);
    });
  };
  // Steers over ACP: queued while a turn runs, the next `session/prompt` when it ends.
  const acpSteerQueue = spec.acp !== null && config.maxSteers > 0 ? new AcpSteerQueue() : null;
  let acpSessionOver = false;
  const acpSteers: AcpSteers | null = acpSteerQueue && {
    queue: acpSteerQueue,
    onTaken: (texts) => {
      for (const text of texts) conversation?.echo(text);
    },
    onClosed: (left, why) => {
      acpSessionOver = true;
      conversation?.agentFinished();
      for (const text of left) conversation?.undelivered(text, why);
    },
  };
  const launchOptions: Omit<LaunchOptions, 'stdin'> = {
    file: spec.file,
    args: spec.args,
    cwd: spec.cwd,
    env: { ...spec.env, [RUN_ID_VARIABLE]: runId },
    timeoutMs: config.timeoutMs,
    idleTimeoutMs: config.idleTimeoutMs,
    killGraceMs: context.knobs.killGraceMs,
    // The runner's temp folder: emptied at the end of every job, and sized for what jobs write.
    stdoutDir: narratorTempDir(context.runner),
    runAs: user.runAs,
    onStdout: (chunk, at) => {
      early.push(chunk, at);
      logFile.write(chunk);
      agentInput?.push(chunk);
    },
    onStderr: (chunk) => earlyStderr.push(chunk, Date.now()),
    onSpawn: (pid, at) => {
      if (pid !== undefined) {
        const record: AgentRecord = { pid, start: processStart(pid), runId };
        handOff(HANDOFF.agent, JSON.stringify(record));
      }
      // A process resumed for a steer is the same run: the start and its cost are the first's.
      if (spawned++ > 0) return;
      spawnedAt = at;
      // Start-up cost, for the bench: process start (timeOrigin) to the agent's spawn.
      const ms = at - performance.timeOrigin;
      handOff(HANDOFF.spawnMs, ms.toFixed(1));
      if (context.knobs.debugTiming) core.info(`narrator-timing spawn-ms=${ms.toFixed(1)}`);
    },
  };
  const launchStdio = async (): Promise<ReturnType<typeof launchAgent>> => {
    restart = await restartingAgent(spec, config, agentInput === null, launchOptions, {
      log: (m) => core.info(sinkOptions.redactor.redact(`Narrator: ${m}`)),
      resumed: (steers) => {
        for (const s of steers) conversation?.echo(s, 'resumed with the steer');
      },
      undelivered: (steers, why) => {
        for (const s of steers) conversation?.undelivered(s, why);
      },
      finished: () => conversation?.agentFinished(),
    });
    return (
      restart ?? launchAgent({ ...launchOptions, stdin: spec.stdin, keepStdinOpen: agentInput !== null })
    );
  };
  // An ACP run: Narrator is the agent's protocol client, and the traffic it records is the stream
  // (the log file and the fold read it as they read any agent's stdout). Its client and the SDK
  // load only for such a run.
  running = spec.acp
    ? (await import('../../agent/acp/session.js')).launchAcpAgent({
        ...launchOptions,
        prompt: spec.acp.prompt,
        permissionMode: spec.acp.permissionMode,
        // A recipe's mode (null: none); a `command` leaves it to the agent's name (session.ts).
        ...(spec.acp.sessionMode !== undefined ? { sessionMode: spec.acp.sessionMode } : {}),
        ...(spec.acp.sessionMeta ? { sessionMeta: spec.acp.sessionMeta } : {}),
        ...(acpRules !== null ? { askPermission } : {}),
        ...(acpSteers !== null ? { steers: acpSteers } : {}),
        ...(spec.acp.mcpServers ? { mcpServers: spec.acp.mcpServers } : {}),
        ...(spec.acp.resumeSessionId ? { resumeSessionId: spec.acp.resumeSessionId } : {}),
        onResume: (outcome) => {
          if (outcome.resumed) return;
          resumeRefused = true;
          noteNow = contextResetNote(outcome.why);
        },
        onNotice: (line) => core.warning(sinkOptions.redactor.redact(line)),
      })
    : await launchStdio();
  // The prompt, as the first frame (the recipe made it one).
  if (agentInput !== null && spec.stdin !== null) running.input?.write(spec.stdin);
  const agent = running;
  const removeCancel = installCancelHandler(() => {
    core.info('Narrator: the job is being cancelled; stopping the agent');
    agent.stop('cancelled');
  });
  let remoteStop: import('../live/remote-stop.js').RemoteStop | null = null;
  try {
    // Loaded while the agent starts up; its first bytes wait in `early` meanwhile.
    const engine = await loadEngine();
    // A leg publishes its record before its final views (the verdict must know whether its name
    // was taken): the artifact client (a 3.7 MB bundle, ~250 ms to load) loads while the agent
    // runs, not between its exit and the final comment.
    if (config.publishResult !== false) {
      void import('../../sinks/board/leg-record.js')
        .then((leg) => (leg.publishesResult(config) ? loadArtifactClient() : null))
        .catch(() => {});
    }
    const initial = { ...emptySummary(spec.dialect === 'auto' ? null : spec.dialect), model: spec.model };
    await startingSettled();
    const sinks = engine.openSinks({ ...sinkOptions, initial });
    // Spending caps: the agent is stopped like on a timeout the moment one is passed.
    const guard = spec.budget
      ? new BudgetGuard(spec.budget, (why) => {
          core.info(why);
          agent.stop('budget');
        })
      : null;
    // require-mcp: the agent is stopped on the report of its MCP servers, before its first request.
    const mcpGuard =
      config.requireMcp.length > 0
        ? new McpGuard(config.requireMcp, (why, at) => {
            agent.stop('mcp');
            core.info(why);
            // For the tests: how long after the init line was read the agent was killed.
            if (context.knobs.debugTiming) core.info(`narrator-timing mcp-stop-ms=${Date.now() - at}`);
          })
        : null;
    const watched = restart?.wrap(sinks.onEvent) ?? sinks.onEvent;
    const withBudget = guard ? guard.wrap(watched) : watched;
    const fold = new engine.RunFold({
      dialect: spec.dialect,
      model: spec.model,
      fallbackDialect: spec.fallbackDialect,
      callLog: calls.log,
      callWindow: calls.window,
      onEvent: mcpGuard ? mcpGuard.wrap(withBudget) : withBudget,
      onDialectMismatch: (declared, detection) =>
        core.warning(
          `the stream does not look like the '${declared}' dialect (detected: ${detection.dialect ?? 'unknown'}); ` +
            "set the 'dialect' input if the agent is not what it seems",
        ),
    });
    sinks.start();
    if (deferred !== null && sinks.ledger) {
      sinks.ledger.settledSteers.push(...deferred.settled);
      sinks.ledger.handledComments.push(...deferred.delivered);
    }
    void deferred?.react();
    early.connect((chunk, at) => fold.pushBytes(chunk, at));
    earlyStderr.connect((chunk, at) => fold.pushStderr(chunk, at));
    // Stop from the PR (src/action/live/remote-stop.ts): listens until the agent exits.
    if (config.remoteStop) {
      remoteStop = (await import('../live/remote-stop.js')).listenForStop({
        config,
        env: context.runner,
        event: context.event,
        redactor: sinkOptions.redactor,
        session: sinks.session(),
        liveCommentId: () => sinks.comment?.commentId ?? null,
        startedAt: spawnedAt,
        stop: (request) => agent.stop('requested', request),
      });
    }
    // Steers to an agent that takes no input while it runs are heard and kept for the next run.
    if (agentInput !== null || acpRules !== null || config.maxSteers > 0 || deferred !== null) {
      const { steerHash } = await import('../../converse/pending-steers.js');
      conversation = (await import('../live/converse.js')).openConversation({
        canTakeInput: agentInput !== null || acpSteerQueue !== null || restart !== null,
        config,
        env: sinkOptions.context.runner,
        event: sinkOptions.context.event,
        redactor: sinkOptions.redactor,
        session: sinks.session(),
        startedAt: spawnedAt,
        approved,
        delivered: deferred?.entries ?? [],
        alreadyHeard: deferred === null ? [] : [...deferred.settled, ...deferred.delivered],
        onSteer: (s) => {
          const ledger = sinks.ledger;
          if (!ledger) return;
          if (!s.deferred) {
            ledger.handledComments.push(s.commentId);
            return;
          }
          // A steer taken and then handed back (an ACP turn that ended in an error) is pending again.
          const handled = ledger.handledComments.indexOf(s.commentId);
          if (handled >= 0) ledger.handledComments.splice(handled, 1);
          ledger.deferredSteers.push({ id: s.commentId, by: s.by, hash: steerHash(s.text) });
        },
        onChange: () =>
          sinks.comment?.setTalk(conversation?.waitingSince() ?? null, conversation?.entries() ?? []),
        channel: {
          respond: (id, decision) => {
            const acpAnswer = acpWaiting.get(id);
            if (acpAnswer) {
              acpWaiting.delete(id);
              acpAnswer(decision.behavior === 'allow' ? 'allow' : 'reject');
            } else agentInput?.respond(id, decision);
          },
          say: (text) => agentInput?.say(text) ?? acpSteerQueue?.offer(text) ?? restart?.offer(text) ?? false,
        },
      });
      if (acpSessionOver) conversation.agentFinished();
      for (const a of earlyAsks.splice(0)) toConversation(a);
      for (const a of earlyAcpAsks.splice(0)) conversation.ask(a);
    }
    const exit = await agent.done;
    remoteStop?.close();
    await conversation?.close();
    if (exit.stoppedBy === 'requested') {
      // How the gentle stop went: did the CLI finish on SIGINT, or did it take SIGTERM / SIGKILL?
      core.info(
        `Narrator: after the stop the agent ended ${exit.signal ? `on ${exit.signal}` : `with exit code ${exit.exitCode}`}`,
      );
    }
    const byFold = fold.end(exit, Date.now());
    // A request parked the run (on-question: park): it waits for a person, whatever the agent said
    // after its denial (an error, a timeout, a cancel keep their own outcome).
    const ended =
      conversation?.parked() && (byFold.outcome === 'success' || byFold.outcome === 'incomplete')
        ? { ...byFold, outcome: 'waiting_for_input' as const, errorMessage: null }
        : byFold;
    const talked = conversation?.entries() ?? [];
    const folded = talked.length > 0 ? { ...ended, conversation: talked } : ended;
    // Tokens but no cost: the estimate from the price table, loaded only for such a run.
    const { estimateCost } = await import('../../run/cost-estimate.js');
    const estimated = await estimateCost(folded, spec.model, spec.budget?.estimate);
    if (estimated.note) core.info(`Narrator: ${estimated.note}`);
    const explained = await withMcpReasons(estimated.summary, spec);
    const capped = guard ? guard.verdict(explained, exit.stoppedBy === 'budget') : explained;
    const summary = mcpGuard ? mcpGuard.verdict(capped, exit.stoppedBy === 'mcp') : capped;
    // A cap that held nothing is said in the job log as a warning (the step summary says it too).
    for (const n of summary.notices) if (n.code === CAP_NOT_HELD) core.warning(`Narrator: ${n.message}`);
    if (noteNow === null) return { summary, sinks, resumeRefused };
    const note = { level: 'info' as const, code: 'session', message: noteNow, at: spawnedAt };
    return { summary: { ...summary, notices: [note, ...summary.notices] }, sinks, resumeRefused };
  } finally {
    remoteStop?.close();
    removeCancel();
  }
}

/**
 * The launch of an agent that takes no input while it runs (`max-steers` on, a CLI Narrator can
 * resume): its processes behind one RunningAgent that stops and resumes it for a steer. Null: a
 * plain launch.
 */
async function restartingAgent(
  spec: LaunchSpec,
  config: ActionConfig,
  noInput: boolean,
  launchOptions: Omit<LaunchOptions, 'stdin'>,
  hooks: Pick<
    import('../live/restart-steer.js').RestartSteerOptions,
    'log' | 'resumed' | 'undelivered' | 'finished'
  >,
): Promise<import('../live/restart-steer.js').RestartingAgent | null> {
  if (!noInput || config.maxSteers === 0 || spec.acp !== null || spec.agent === null) return null;
  const { resumeFactsFor } = await import('../../session/agents.js');
  const facts = resumeFactsFor(spec.agent);
  if (facts === null) return null;
  const { RestartingAgent } = await import('../live/restart-steer.js');
  const agent: import('../live/restart-steer.js').RestartingAgent = new RestartingAgent({
    args: spec.args,
    stdin: spec.stdin,
    resumeArgs: (args, id) => facts.resumeArgs(facts.withoutResume(args), id),
    timeoutMs: launchOptions.timeoutMs,
    maxRestarts: config.maxSteers,
    // opencode run prints a tool call once, when it has finished.
    callsSeenOpen: spec.agent !== 'opencode',
    onStdout: launchOptions.onStdout,
    start: (o) =>
      launchAgent({
        ...launchOptions,
        args: o.args,
        stdin: o.stdin,
        timeoutMs: o.timeoutMs,
        onStdout: (chunk, at) => agent.stdout(chunk, at),
      }),
    ...hooks,
  });
  return agent;
}
