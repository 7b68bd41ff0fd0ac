/**
 * Everything that reads the fold live: the job log, annotations and snapshots (LiveViews) and the
 * live comment. This module (renderers, Octokit) is imported only AFTER the agent is spawned, so
 * the Action's start-up cost before the spawn stays small (bench/startup.mjs).
 */
import type { ActionConfig } from '../inputs.js';
import type { ViewContext } from '../report/context.js';
import type { Redactor } from '../report/redact.js';
import type { RunSummary } from '../run/summary.js';
import type { AgentEvent } from '../stream/events.js';
import type { LiveCommentSink } from './live-comment-sink.js';
import { openLiveComment } from './open-live-comment.js';
import type { SnapshotWriter } from './state.js';
import { LiveViews, type RunFiles, runUrlFrom } from './views.js';

export interface SinksOptions {
  config: ActionConfig;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  snapshots: SnapshotWriter;
  initial: RunSummary;
}

export function viewContext(config: ActionConfig, env: NodeJS.ProcessEnv, redactor: Redactor): ViewContext {
  const runUrl = runUrlFrom(env);
  const attempt = env['GITHUB_RUN_ATTEMPT'] || '1';
  return {
    runUrl,
    // The job's own summary anchor needs its numeric job id, which the runner does not expose:
    // the run's attempt page shows every job's step summary.
    stepSummaryUrl: runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, '')}/attempts/${attempt}`,
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

  constructor(
    readonly views: LiveViews,
    readonly comment: LiveCommentSink | null,
    initial: RunSummary,
  ) {
    this.#previous = beforeNext(initial);
  }

  /** The agent was spawned: the comment says "started". */
  start(): void {
    this.comment?.start();
  }

  /** For RunFold's onEvent: every event, with the summary after it. Never throws. */
  readonly onEvent = (event: AgentEvent, summary: RunSummary): void => {
    this.views.onEvent(event, summary);
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

  /** The final comment edit goes out first (it must land within a second of the exit); then every other view. */
  async finish(summary: RunSummary, files: RunFiles): Promise<Record<string, string>> {
    const commentDone = this.comment?.finish(summary);
    const outputs = await this.views.finish(summary, files);
    const viewsAt = Date.now();
    await commentDone;
    this.finished = { viewsAt, commentAt: Date.now() };
    return outputs;
  }
}

/** A copy of `summary` that the fold's next events leave as it is, as far as the comment reads it. */
function beforeNext(summary: RunSummary): RunSummary {
  return { ...summary, toolCalls: summary.toolCalls.length === 0 ? NO_CALLS : summary.toolCalls };
}

export function openSinks(o: SinksOptions): RunSinks {
  const ctx = viewContext(o.config, o.env, o.redactor);
  const views = new LiveViews({
    redactor: o.redactor,
    ctx,
    annotations: o.config.annotations,
    stepSummary: o.config.stepSummary,
    snapshots: o.snapshots,
    env: o.env,
    workspace: o.env['GITHUB_WORKSPACE'] || process.cwd(),
  });
  const comment = openLiveComment({
    config: o.config,
    env: o.env,
    redactor: o.redactor,
    ctx,
    initial: o.initial,
  });
  return new RunSinks(views, comment, o.initial);
}
