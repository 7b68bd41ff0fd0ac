/**
 * Everything that reads the fold live: the job log, annotations and snapshots (LiveViews) and the
 * live comment. This module (renderers, Octokit) is imported only AFTER the agent is spawned, so
 * the Action's start-up cost before the spawn stays small (bench/startup.mjs).
 */
import { performance } from 'node:perf_hooks';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import type { ViewContext } from '../../report/context.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict, VerdictFacts } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import { runUrlFrom } from '../../runner/github-env.js';
import type { AgentEvent } from '../../stream/events.js';
import { otlpRequested } from '../../telemetry/endpoint.js';
import { StepCollector } from '../../telemetry/steps.js';
import type { RunFiles } from '../publish/artifact.js';
import { legVerdict } from '../publish/publish-leg.js';
import type { CheckSink } from './check-sink.js';
import { CHECK_STATE_KEYS } from './check-state.js';
import { type GitHubSession, openGitHubSession } from './github-session.js';
import type { LiveBoardSink } from './live-board-sink.js';
import type { LiveCommentSink } from './live-comment-sink.js';
import { openCheck } from './open-check.js';
import { openLiveBoard } from './open-live-board.js';
import { openLiveComment } from './open-live-comment.js';
import type { SnapshotWriter } from './state.js';
import { LiveViews } from './views.js';

export interface SinksOptions {
  config: ActionConfig;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  snapshots: SnapshotWriter;
  initial: RunSummary;
  /** What decides the job besides the outcome, known before the run ends (a setup that failed). */
  facts?: VerdictFacts;
  /** Epoch ms when the step started (the leg's row and record say so). Default: the process start. */
  startedAt?: number;
}

/** What the views call an agent Narrator runs over ACP itself (`protocol: acp`). */
const ACP_AGENT_LABEL: Readonly<Record<ActionConfig['agent'], string>> = {
  claude: 'Claude (ACP)',
  codex: 'Codex (ACP)',
  gemini: 'Gemini (ACP)',
  opencode: 'opencode (ACP)',
  cursor: 'Cursor (ACP)',
  caliban: 'caliban (ACP)',
};

export function viewContext(config: ActionConfig, env: NodeJS.ProcessEnv, redactor: Redactor): ViewContext {
  const runUrl = runUrlFrom(env);
  const attempt = env['GITHUB_RUN_ATTEMPT'] || '1';
  return {
    runUrl,
    // The job's own summary anchor needs its numeric job id, which the runner does not expose:
    // the run's attempt page shows every job's step summary.
    stepSummaryUrl: runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, '')}/attempts/${attempt}`,
    failOn: config.failOn,
    // Over ACP the dialect names no agent ("The ACP agent"); the recipe Narrator launched does.
    ...(config.protocol === 'acp' && config.command === null
      ? { agentLabel: ACP_AGENT_LABEL[config.agent] }
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

/** The tool calls of a summary before the first one (a list of its own: the fold's grows in place). */
const NO_CALLS: RunSummary['toolCalls'] = Object.freeze([]) as unknown as RunSummary['toolCalls'];

export class RunSinks {
  /**
   * The summary before the event being handed on, for the comment (isPhaseChange). The fold's
   * summary is updated in place, so this is a shallow copy taken after each event the comment looks
   * at (it skips text and thinking): its fields as they were, its lists replaced rather than
   * mutated (todos, denials, notices) as they were too; the tool calls grow in place, so an empty
   * list is kept as one of its own.
   */
  #previous: RunSummary;
  #boardDone: Promise<unknown> = Promise.resolve();
  /** See postStepNeedsSummary. */
  #commentLeftOver = true;
  /** A check run whose completion did not land: the post step completes it from the snapshot. */
  #checkLeftOver = false;
  /** The run's GitHub session (made on first use; null without a token), for the stop listener. */
  session: () => GitHubSession | null = () => null;

  constructor(
    readonly views: LiveViews,
    readonly comment: LiveCommentSink | null,
    initial: RunSummary,
    readonly board: LiveBoardSink | null = null,
    /** The views' context, for the leg's final board row. */
    readonly boardContext: ViewContext | null = null,
    readonly check: CheckSink | null = null,
    /** The main thread's steps, the turns of the OpenTelemetry trace (only when one is exported). */
    readonly steps: StepCollector | null = null,
  ) {
    this.#previous = beforeNext(initial);
  }

  /** The agent was spawned: the comment says "started", the leg's board row "not finished". */
  start(): void {
    this.comment?.start();
    this.board?.start();
    this.check?.start(this.#previous);
  }

  /** For RunFold's onEvent: every event, with the summary after it. Never throws. */
  readonly onEvent = (event: AgentEvent, summary: RunSummary): void => {
    this.views.onEvent(event, summary);
    this.board?.onEvent(event, summary);
    this.check?.onEvent(event, summary);
    this.steps?.onEvent(event);
    if (this.comment === null) return;
    this.comment.onEvent(event, this.#previous, summary);
    if (event.kind !== 'text' && event.kind !== 'thinking') this.#previous = beforeNext(summary);
  };

  /**
   * When finish() had written every view but the comment, and when the comment's final edit was
   * done (epoch ms): the time between is GitHub's (the request in flight, the spacing between
   * writes), which the benchmark tells apart from the Action's own (NARRATOR_DEBUG_TIMING).
   */
  finished: { viewsAt: number; commentAt: number } | null = null;

  /**
   * The final comment edit goes out first (it must land within a second of the exit), the leg's
   * final board row with it; then every other view. The board row's read-back may take longer:
   * `boardSettled()` waits for it (after the record is published).
   */
  async finish(summary: RunSummary, files: RunFiles, verdict: Verdict): Promise<Record<string, string>> {
    const commentDone = this.comment?.finish(summary, verdict);
    if (this.board && this.boardContext) {
      this.#boardDone = this.board.finish(summary, legVerdict(summary, verdict, this.boardContext));
    }
    // The check links the live comment: completed once the comment's final edit is settled.
    const check = this.check;
    const checkDone = check
      ? (async () =>
          check.finish(summary, {
            verdict,
            commentUrl: (await commentDone?.catch(() => undefined))?.url ?? null,
          }))()
      : null;
    const outputs = await this.views.finish(summary, files, verdict);
    const viewsAt = Date.now();
    const comment = await commentDone;
    this.finished = { viewsAt, commentAt: Date.now() };
    this.#commentLeftOver = comment !== undefined && !comment.landed;
    if (checkDone) {
      this.#checkLeftOver = !(await checkDone);
      if (!this.#checkLeftOver) core.saveState(CHECK_STATE_KEYS.checkFinal, 'true');
    }
    return outputs;
  }

  /**
   * Whether the post step may still need the finished summary: a live comment whose final edit did
   * not land (the post step makes it from the snapshot). True until finish() has settled.
   */
  get postStepNeedsSummary(): boolean {
    return this.#commentLeftOver || this.#checkLeftOver;
  }

  /** Resolves once the leg's final board row is verified or given up on (never rejects). */
  boardSettled(): Promise<unknown> {
    return this.#boardDone;
  }
}

/** A copy of `summary` that the fold's next events leave as it is, as far as the comment reads it. */
function beforeNext(summary: RunSummary): RunSummary {
  return { ...summary, toolCalls: summary.toolCalls.length === 0 ? NO_CALLS : summary.toolCalls };
}

export function openSinks(o: SinksOptions): RunSinks {
  const ctx: ViewContext = {
    ...viewContext(o.config, o.env, o.redactor),
    ...(o.facts ? { facts: o.facts } : {}),
  };
  const views = new LiveViews({
    redactor: o.redactor,
    ctx,
    annotations: o.config.annotations,
    stepSummary: o.config.stepSummary,
    snapshots: o.snapshots,
    env: o.env,
    workspace: o.env['GITHUB_WORKSPACE'] || process.cwd(),
  });
  // One clock, one shared budget and one logger for every GitHub sink of the run, made only when
  // a sink has something to write (Octokit is the heaviest thing Narrator loads).
  let session: GitHubSession | null = null;
  const github = () =>
    (session ??= openGitHubSession({
      token: o.config.githubToken,
      env: o.env,
      redact: o.redactor.redact,
      crowdPrior: o.config.leg.jobTotal ?? 1,
    }));
  const comment = openLiveComment(
    { config: o.config, env: o.env, redactor: o.redactor, ctx, initial: o.initial },
    github,
  );
  const board = openLiveBoard(
    {
      config: o.config,
      env: o.env,
      redactor: o.redactor,
      initial: o.initial,
      startedAt: o.startedAt ?? performance.timeOrigin,
    },
    github,
  );
  const check = openCheck({ config: o.config, env: o.env, redactor: o.redactor, ctx }, github);
  const steps = otlpRequested(o.env) ? new StepCollector() : null;
  const sinks = new RunSinks(views, comment, o.initial, board, ctx, check, steps);
  sinks.session = () => (o.config.githubToken ? github() : null);
  return sinks;
}
