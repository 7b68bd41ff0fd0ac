/**
 * What every sink of a run is to the run: opened before the agent spawns, told the agent started,
 * handed every folded event, and finished with THE verdict (src/run/verdict.ts), which it renders
 * and never decides again. What a sink leaves the post step is its leftover (SinkLeftover), walked
 * by src/post.ts through src/sinks/leftovers.ts, and the keys it hands over are in
 * src/sinks/handoff.ts.
 *
 * Adding a sink: a folder src/sinks/<name>/ whose sink.ts opens it (an OpenSink) and one line in
 * SINKS (src/sinks/sinks.ts); if the post step must finish it, one line in LEFTOVERS too.
 */
import type { RunContext } from '../context/run-context.js';
import type { RunnerEnv } from '../context/runner-env.js';
import type { ActionConfig } from '../inputs.js';
import type { Redactor } from '../redact/redact.js';
import type { CallIndex } from '../report/call-index.js';
import type { ViewContext } from '../report/context.js';
import type { RunSummary } from '../run/summary.js';
import type { Verdict } from '../run/verdict.js';
import type { AgentEvent } from '../stream/events.js';
import type { RunFiles } from './files/artifact.js';
import type { GitHubSession } from './github-session.js';
import type { SnapshotWriter } from './snapshot.js';

/** What a sink is opened with: the run's config, environment, redactor and views' context. */
export interface SinkOpening {
  config: ActionConfig;
  context: RunContext;
  /** The runner's variables (context.runner). */
  env: RunnerEnv;
  redactor: Redactor;
  /** The views' context (the facts known before the run ends included). */
  ctx: ViewContext;
  initial: RunSummary;
  snapshots: SnapshotWriter;
  /** Epoch ms when the step started. */
  startedAt: number;
  /** The run's one GitHub session (clock, shared budget, logger), made on first call. */
  github: () => GitHubSession;
  /** The run's tool calls by id, shared by the job log and the annotations (no scan per event). */
  calls: CallIndex;
}

/** A sink as the run drives it. Every method is optional; none may throw out of `onEvent`. */
export interface Sink {
  /** Its folder's name (src/sinks/<name>/): how another sink asks for its finish. */
  readonly name: string;
  /** The agent was spawned. */
  start?(initial: RunSummary): void;
  /**
   * Every folded event, with the summary after it and the summary before it (as far as the
   * comment reads it: a shallow copy, src/sinks/sinks.ts). Never waits on the network.
   */
  onEvent?(event: AgentEvent, summary: RunSummary, before: RunSummary): void;
  /**
   * The run ended: render `end.verdict`. Sinks are finished in the order of SINKS, each started
   * before the next (the comment's final edit goes out first); all are awaited together.
   */
  finish?(end: SinkEnd): Promise<SinkFinish> | SinkFinish;
}

export interface SinkEnd {
  summary: RunSummary;
  files: RunFiles;
  /** THE verdict, decided once by the edge (decideVerdict). */
  verdict: Verdict;
  /** What a sink earlier in SINKS finished with (the check links the comment's final edit). */
  finished(name: string): Promise<SinkFinish | undefined>;
}

export interface SinkFinish {
  /** The post step may still need the finished summary (a final write that did not land). */
  leftOver?: boolean;
  /** Where the sink's final view is (the comment's URL). */
  url?: string | null;
  /** The step's outputs, from the sink that sets them. */
  outputs?: Record<string, string>;
  /** Settles once a slow confirmation is done or given up on (the board's read-back); never rejects. */
  settled?: Promise<unknown>;
}

/** Opens a sink for this run, or null when the run has none of it (an input off, no token). */
export type OpenSink = (o: SinkOpening) => Sink | null;

/** What the post step knows when it walks the leftovers: the run as the snapshot left it. */
export interface LeftoverRun {
  /** The leftover run closed as cancelled, or null when the main step finished its views. */
  summary: RunSummary | null;
  /** The post step's run context, read once at its entry. */
  context: RunContext;
}

/** What a sink leaves the post step: finishing what a killed (or unlucky) main step did not. */
export interface SinkLeftover {
  readonly name: string;
  /** The job-log label of its warnings ("Narrator post step (comment): …"); null: none. */
  readonly label: string | null;
  finish(run: LeftoverRun): Promise<LeftoverDone>;
}

export interface LeftoverDone {
  /** The run as the post step rebuilt it (the job log's leftover gives it to those after it). */
  summary?: RunSummary | null;
  /** Checks of Narrator's name that say otherwise than its verdict: they fail the job. */
  forged?: string[];
}
