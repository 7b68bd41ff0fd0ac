/**
 * The run's sinks (src/sinks/sink.ts), one line each in SINKS, and the run that drives them: every
 * folded event to each, then the end with THE verdict. This module (renderers, Octokit) is imported
 * only AFTER the agent is spawned, so the Action's start-up cost before the spawn stays small
 * (bench/startup.mjs).
 */
import { performance } from 'node:perf_hooks';
import type { RunContext } from '../context/run-context.js';
import type { RunnerEnv } from '../context/runner-env.js';
import type { ActionConfig } from '../inputs.js';
import type { Redactor } from '../redact/redact.js';
import { CallIndex } from '../report/call-index.js';
import type { ViewContext } from '../report/context.js';
import type { RunSummary } from '../run/summary.js';
import type { Verdict, VerdictFacts } from '../run/verdict.js';
import { runUrlFrom } from '../runner/github-env.js';
import type { AgentEvent } from '../stream/events.js';
import type { StepCollector } from '../telemetry/steps.js';
import { openAnnotationsSink } from './annotations/sink.js';
import { openBoardSink } from './board/sink.js';
import { openCheckSink } from './check/sink.js';
import type { LiveCommentSink } from './comment/live.js';
import { type CommentSink, openCommentSink } from './comment/sink.js';
import { startingSession } from './comment/starting-slot.js';
import type { RunFiles } from './files/artifact.js';
import { openFilesSink } from './files/sink.js';
import { type GitHubSession, openGitHubSession } from './github-session.js';
import { openJobLogSink } from './job-log/sink.js';
import type { LedgerSink } from './ledger/live.js';
import { type LedgerSinkHandle, openLedgerSink } from './ledger/sink.js';
import { openOutputsSink } from './outputs/sink.js';
import type { OpenSink, Sink, SinkEnd, SinkFinish, SinkOpening } from './sink.js';
import type { SnapshotWriter } from './snapshot.js';
import { openStepSummarySink } from './step-summary/sink.js';
import { openTelemetrySink, type TelemetrySink } from './telemetry/sink.js';

export interface SinksOptions {
  config: ActionConfig;
  context: RunContext;
  redactor: Redactor;
  snapshots: SnapshotWriter;
  initial: RunSummary;
  /** What decides the job besides the outcome, known before the run ends (a setup that failed). */
  facts?: VerdictFacts;
  /** Epoch ms when the step started (the leg's row and record say so). Default: the process start. */
  startedAt?: number;
  /** What the views call an agent Narrator runs over ACP itself (see viewContext). */
  acpLabel?: string | null;
}

/**
 * `acpLabel`: what the views call the agent when Narrator runs it over ACP itself ("Claude (ACP)"):
 * the edge names it from the agent's record, which sinks do not import.
 */
export function viewContext(
  config: ActionConfig,
  env: RunnerEnv,
  redactor: Redactor,
  acpLabel: string | null = null,
): ViewContext {
  const runUrl = runUrlFrom(env);
  const attempt = env['GITHUB_RUN_ATTEMPT'] || '1';
  return {
    runUrl,
    // The job's own summary anchor needs its numeric job id, which the runner does not expose:
    // the run's attempt page shows every job's step summary.
    stepSummaryUrl: runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, '')}/attempts/${attempt}`,
    failOn: config.failOn,
    // Over ACP the dialect names no agent ("The ACP agent"); the recipe Narrator launched does.
    ...(config.protocol === 'acp' && config.command === null && acpLabel !== null
      ? { agentLabel: acpLabel }
      : {}),
    limits: {
      maxTurns: config.maxTurns,
      maxBudgetUsd: config.maxBudgetUsd,
      wallMinutes: config.timeoutMs > 0 ? config.timeoutMs / 60_000 : null,
      idleMinutes: config.idleTimeoutMs > 0 ? config.idleTimeoutMs / 60_000 : null,
    },
    redact: redactor.redact,
  };
}

/** The sinks whose ends are the views the timing line measures (finished.viewsAt). */
const VIEWS = ['job-log', 'files', 'step-summary', 'outputs'];

/** How long the final comment edit waits for the ledger's first read (ledger/live.ts) at most. */
const LEDGER_READ_WAIT_MS = 1500;

/** The tool calls of a summary before the first one (a list of its own: the fold's grows in place). */
const NO_CALLS: RunSummary['toolCalls'] = Object.freeze([]) as unknown as RunSummary['toolCalls'];

/**
 * The run's sinks, in the order they are driven. The comment comes first: its final edit must land
 * within a second of the exit, so it goes out before the board's and the check's (the check links
 * it), and those before the job log's totals, the run's files, the step summary and the outputs,
 * each after the one before it (the order the job log, the files and the outputs have always had).
 */
export const SINKS: readonly OpenSink[] = [
  openCommentSink,
  // After the comment: its row is written once the comment's final edit is out.
  openLedgerSink,
  openBoardSink,
  openCheckSink,
  openTelemetrySink,
  openJobLogSink,
  // Live after the job log's lines of the same event; nothing at the end.
  openAnnotationsSink,
  openFilesSink,
  openStepSummarySink,
  openOutputsSink,
];

export class RunSinks {
  /**
   * The summary before the event being handed on, for the comment (isPhaseChange). The fold's
   * summary is updated in place, so this is a shallow copy taken after each event the comment looks
   * at (it skips text and thinking): its fields as they were, its lists replaced rather than
   * mutated (todos, denials, notices) as they were too; the tool calls grow in place, so an empty
   * list is kept as one of its own.
   */
  #previous: RunSummary;
  /** Slow confirmations of the sinks' ends (the board's read-back). */
  #settled: Promise<unknown> = Promise.resolve();
  /** See postStepNeedsSummary. */
  #leftOver = true;
  /** The run's GitHub session (made on first use; null without a token), for the stop listener. */
  session: () => GitHubSession | null = () => null;
  /** The live comment, for the stop listener (a 👎 on it stops the run). */
  comment: LiveCommentSink | null = null;
  /** The main thread's steps, the turns of the OpenTelemetry trace (only when one is exported). */
  steps: StepCollector | null = null;
  /** The run's row in the PR's ledger; null without a comment target or token. */
  ledger: LedgerSink | null = null;
  /** Awaited before any sink's end starts (the ledger's first read, for the final comment's totals). */
  beforeFinish: (() => Promise<void>) | null = null;

  constructor(
    /** The sinks of this run, in SINKS's order. */
    readonly sinks: readonly Sink[],
    initial: RunSummary,
  ) {
    this.#previous = beforeNext(initial);
  }

  /** The agent was spawned: the comment says "started", the leg's board row "not finished". */
  start(): void {
    for (const sink of this.sinks) sink.start?.(this.#previous);
  }

  /** For RunFold's onEvent: every event, with the summary after it. Never throws. */
  readonly onEvent = (event: AgentEvent, summary: RunSummary): void => {
    for (const sink of this.sinks) sink.onEvent?.(event, summary, this.#previous);
    if (event.kind !== 'text' && event.kind !== 'thinking') this.#previous = beforeNext(summary);
  };

  /**
   * When finish() had written every view but the comment, and when the comment's final edit was
   * done (epoch ms): the time between is GitHub's (the request in flight, the spacing between
   * writes), which the benchmark tells apart from the Action's own (NARRATOR_DEBUG_TIMING).
   */
  finished: { viewsAt: number; commentAt: number } | null = null;

  /**
   * Each sink's end is started in turn (the final comment edit first, the leg's final board row
   * with it), then all are awaited. The board row's read-back may take longer: `boardSettled()`
   * waits for it (after the record is published).
   */
  async finish(summary: RunSummary, files: RunFiles, verdict: Verdict): Promise<Record<string, string>> {
    await this.beforeFinish?.();
    const ends = new Map<string, Promise<SinkFinish | undefined>>();
    const end: SinkEnd = {
      summary,
      files,
      verdict,
      finished: (name) => ends.get(name) ?? Promise.resolve(undefined),
    };
    const at = new Map<string, number>();
    for (const sink of this.sinks) {
      if (!sink.finish) continue;
      const done = Promise.resolve(sink.finish(end));
      ends.set(sink.name, done);
      void done.then(
        () => at.set(sink.name, Date.now()),
        () => {},
      );
    }
    this.#settled = Promise.all(
      [...ends.values()].map((done) =>
        done.then(
          (r) => r?.settled,
          () => undefined,
        ),
      ),
    );
    const results = await Promise.all(ends.values());
    // The views are done when the last of the job log's, the files', the step summary's and the
    // outputs' ends is.
    const viewsAt = Math.max(...VIEWS.map((name) => at.get(name) ?? 0)) || Date.now();
    this.finished = { viewsAt, commentAt: Math.max(viewsAt, at.get('comment') ?? viewsAt) };
    this.#leftOver = results.some((r) => r?.leftOver === true);
    return Object.assign({}, ...results.map((r) => r?.outputs ?? {}));
  }

  /**
   * Whether the post step may still need the finished summary: a live comment whose final edit did
   * not land, a check whose completion did not (the post step makes them from the snapshot). True
   * until finish() has settled.
   */
  get postStepNeedsSummary(): boolean {
    return this.#leftOver;
  }

  /** Resolves once the leg's final board row is verified or given up on (never rejects). */
  boardSettled(): Promise<unknown> {
    return this.#settled;
  }
}

/** A copy of `summary` that the fold's next events leave as it is, as far as the comment reads it. */
function beforeNext(summary: RunSummary): RunSummary {
  return { ...summary, toolCalls: summary.toolCalls.length === 0 ? NO_CALLS : summary.toolCalls };
}

export function openSinks(o: SinksOptions): RunSinks {
  const ctx: ViewContext = {
    ...viewContext(o.config, o.context.runner, o.redactor, o.acpLabel ?? null),
    ...(o.facts ? { facts: o.facts } : {}),
  };
  // One clock, one shared budget and one logger for every GitHub sink of the run, made only when
  // a sink has something to write (Octokit is the heaviest thing Narrator loads).
  let session: GitHubSession | null = null;
  const github = () =>
    (session ??=
      // The session of the comment put up before the install (comment/starting.ts), if any.
      startingSession() ??
      openGitHubSession({
        token: o.config.githubToken,
        context: o.context,
        redact: o.redactor.redact,
        crowdPrior: o.config.leg.jobTotal ?? 1,
      }));
  const opening: SinkOpening = {
    config: o.config,
    context: o.context,
    env: o.context.runner,
    redactor: o.redactor,
    ctx,
    initial: o.initial,
    snapshots: o.snapshots,
    startedAt: o.startedAt ?? performance.timeOrigin,
    github,
    calls: new CallIndex(),
  };
  const opened = SINKS.map((open) => open(opening)).filter((sink): sink is Sink => sink !== null);
  const sinks = new RunSinks(opened, o.initial);
  const named = <T extends Sink>(name: string) => opened.find((sink) => sink.name === name) as T | undefined;
  sinks.comment = named<CommentSink>('comment')?.live ?? null;
  sinks.steps = named<TelemetrySink>('telemetry')?.steps ?? null;
  sinks.session = () => (o.config.githubToken ? github() : null);
  sinks.ledger = named<LedgerSinkHandle>('ledger')?.ledger ?? null;
  const { comment, ledger } = sinks;
  if (comment !== null && ledger !== null) {
    comment.ledgerLine = (summary, verdict) => ledger.line(summary, verdict);
    // A run shorter than the ledger's first read waits for it, briefly, to show the PR's totals.
    sinks.beforeFinish = () => ledger.ready(LEDGER_READ_WAIT_MS);
  }
  return sinks;
}
