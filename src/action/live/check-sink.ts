/**
 * The run's check run as a sink of the fold: created `in_progress` when the agent starts (on the
 * commit src/github/check-target.ts chose), completed when the run ends with the conclusion fail-on
 * gives, the comment's header line as its title, the step summary as its summary and the run's
 * annotations attached (more of them than a step may show: GitHub caps a step at 10 per level, a
 * check run takes them 50 a request).
 *
 * Never in the agent's way: the create goes out in the background, `onEvent` only folds the
 * annotations, and every request is bounded in time. A token without `checks: write` (GitHub
 * answers 403) gets ONE warning naming the permission, and the run goes on without a check.
 */
import type { CheckRunRef, CheckRunsApi, JobRef } from '../../github/check-runs.js';
import type { CheckPlace } from '../../github/check-target.js';
import { classifyGitHubError, describeError } from '../../github/errors.js';
import type { Redactor } from '../../redact/redact.js';
import { type AnnotationContext, annotationsFor, initialAnnotationState } from '../../report/annotations.js';
import { CallIndex } from '../../report/call-index.js';
import {
  type CheckAnnotation,
  checkAnnotation,
  checkConclusion,
  checkOutput,
} from '../../report/check-output.js';
import { commentHeaderLine } from '../../report/comment.js';
import type { ViewContext } from '../../report/context.js';
import type { RunSummary } from '../../run/summary.js';
import type { Verdict } from '../../run/verdict.js';
import * as core from '../../runner/core.js';
import type { AgentEvent } from '../../stream/events.js';
import type { CheckState } from './check-state.js';

/**
 * Annotations kept per level for the check (past it, one aggregate says how many more): enough
 * for any run a person reads through, and at most 7 requests of 50.
 */
export const CHECK_ANNOTATION_CAP = 100;

export interface CheckSinkOptions {
  api: CheckRunsApi;
  ref: CheckRunRef;
  place: Extract<CheckPlace, { kind: 'sha' } | { kind: 'pull' }>;
  name: string;
  /** The run's page: the check's details_url when the job's own page cannot be found. */
  detailsUrl: string | null;
  /** This job in the run, to link the check to the job's own page (null: outside a runner). */
  job: JobRef | null;
  externalId: string | null;
  ctx: ViewContext;
  redactor: Redactor;
  /** Where the agent runs: annotation paths are made relative to it. */
  workspace: string | null;
  requestTimeoutMs: number;
  /** Epoch ms now (the clock of the GitHub sinks). */
  now: () => number;
  /** Told what the check did, for the job log (a line per step, redacted by the caller). */
  info: (message: string) => void;
  warning: (message: string) => void;
  /** Remembers the created run for the post step (again with its conclusion once completed). */
  saveState: (state: CheckState) => void;
}

/** What a 403 means for each request: the permission the token lacks. */
const PERMISSION_FOR = {
  pull: "'pull-requests: read' (to read the pull request's head commit)",
  check: "'checks: write'",
} as const;

export class CheckSink {
  readonly #o: CheckSinkOptions;
  #created: Promise<number | null> | null = null;
  #annotations: CheckAnnotation[] = [];
  #annotationState = initialAnnotationState();
  readonly #calls = new CallIndex();
  #warned = false;

  constructor(options: CheckSinkOptions) {
    this.#o = options;
  }

  /** The agent started: create the check run (in the background). */
  start(initial: RunSummary): void {
    this.#created ??= this.#create(initial).catch((error: unknown) => {
      this.#fail('create', error);
      return null;
    });
  }

  /** Every folded event: the run's annotations, kept for the completion. Never throws. */
  onEvent(event: AgentEvent, summary: RunSummary): void {
    try {
      const ctx: AnnotationContext = {
        ...this.#o.ctx,
        redact: this.#o.redactor.redact,
        workspace: this.#o.workspace,
        calls: this.#calls,
        cap: CHECK_ANNOTATION_CAP,
      };
      const { annotations, state } = annotationsFor(event, summary, this.#annotationState, ctx);
      this.#annotationState = state;
      for (const a of annotations) this.#annotations.push(checkAnnotation(a));
    } catch (error) {
      core.debug(`narrator: the check's annotations failed: ${(error as Error).message}`);
    }
  }

  /**
   * Completes the check with the run's result. Resolves when GitHub took it or definitively did
   * not (never rejects): false when a created run is left open (the post step completes it).
   */
  async finish(summary: RunSummary, o: { verdict: Verdict; commentUrl: string | null }): Promise<boolean> {
    this.start(summary); // a setup that failed never started it
    const id = await this.#created;
    if (id === null) return true; // none was created: nothing to complete
    const r = this.#o.redactor.redact;
    const conclusion = checkConclusion(o.verdict);
    const output = checkOutput(summary, {
      ...this.#o.ctx,
      verdict: o.verdict,
      now: this.#o.now(),
      redact: r,
      commentUrl: o.commentUrl,
    });
    const completion = {
      ...this.#o.ref,
      id,
      conclusion,
      completedAt: new Date(this.#o.now()).toISOString(),
      output,
      annotations: this.#annotations,
    };
    try {
      const requests = await this.#o.api
        .complete(
          completion,
          (error, batch) =>
            this.#o.warning(
              `Narrator: GitHub did not take the check's annotations (request ${batch}): ${r(describeError(error))}`,
            ),
          AbortSignal.timeout(this.#o.requestTimeoutMs * 2),
        )
        .catch(async (error: unknown) => {
          // GitHub refused the body (422): the conclusion matters more than the annotations.
          if (
            classifyGitHubError(error, this.#o.now()).kind !== 'rejected' ||
            completion.annotations.length === 0
          )
            throw error;
          this.#o.warning(
            `Narrator: GitHub refused the check's annotations (${r(describeError(error))}); completing it without them`,
          );
          return this.#o.api.complete(
            { ...completion, annotations: [] },
            undefined,
            AbortSignal.timeout(this.#o.requestTimeoutMs),
          );
        });
      // The post step reads the check back and re-asserts this conclusion (a token the agent holds
      // with `checks: write` could edit it once completed).
      this.#o.saveState({ ...this.#o.ref, id, name: this.#o.name, conclusion });
      this.#o.info(
        `Narrator: check '${this.#o.name}' completed: ${conclusion} (${this.#annotations.length} annotations, ${requests} request${requests === 1 ? '' : 's'})`,
      );
      return true;
    } catch (error) {
      this.#fail('complete', error);
      return false;
    }
  }

  async #create(initial: RunSummary): Promise<number> {
    const { api, ref, place } = this.#o;
    let sha: string | null = place.kind === 'sha' ? place.sha : null;
    if (place.kind === 'pull') {
      try {
        sha = await api.pullHeadSha(ref, place.number, AbortSignal.timeout(this.#o.requestTimeoutMs));
      } catch (error) {
        const failure = classifyGitHubError(error, this.#o.now());
        // Not a pull request (an explicit number naming an issue): `check: true` falls back.
        if (failure.kind !== 'not_found' || place.fallbackSha === null) {
          throw failure.kind === 'not_found'
            ? new CheckSkipped(`#${place.number} is not a pull request`)
            : new CheckRequestError('pull', error);
        }
        sha = place.fallbackSha;
      }
    }
    const r = this.#o.redactor.redact;
    const detailsUrl = (await this.#jobUrl()) ?? this.#o.detailsUrl;
    const now = this.#o.now();
    const title = r(commentHeaderLine(initial, { ...this.#o.ctx, now, marker: '', redact: r }));
    let id: number;
    try {
      id = await api.create(
        {
          ...ref,
          name: this.#o.name,
          headSha: sha!,
          detailsUrl,
          externalId: this.#o.externalId,
          startedAt: new Date(now).toISOString(),
          output: {
            title,
            summary: 'The agent is running; this check completes with its result.',
            ...(detailsUrl ? { text: `[Follow it in the job log](${detailsUrl}).` } : {}),
          },
        },
        AbortSignal.timeout(this.#o.requestTimeoutMs),
      );
    } catch (error) {
      throw new CheckRequestError('check', error);
    }
    this.#o.saveState({ ...ref, id, name: this.#o.name });
    this.#o.info(`Narrator: check '${this.#o.name}' created on ${sha!.slice(0, 12)} (${place.reason})`);
    return id;
  }

  /**
   * The job's own page, for details_url: its run page otherwise. Reading the run's jobs needs
   * `actions: read`, which a job may not have; without it the run's page is linked, quietly.
   */
  async #jobUrl(): Promise<string | null> {
    if (this.#o.job === null) return null;
    try {
      return await this.#o.api.jobUrl(
        this.#o.ref,
        this.#o.job,
        AbortSignal.timeout(this.#o.requestTimeoutMs),
      );
    } catch (error) {
      core.debug(`narrator: the job's page was not found for the check (${describeError(error)})`);
      return null;
    }
  }

  /** One warning for the run, naming the permission when GitHub refused for want of one. */
  #fail(step: 'create' | 'complete', error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    const r = this.#o.redactor.redact;
    if (error instanceof CheckSkipped) {
      this.#o.info(`Narrator: no check run (${error.message})`);
      return;
    }
    const what = error instanceof CheckRequestError ? error.what : 'check';
    const cause = error instanceof CheckRequestError ? error.cause : error;
    const failure = classifyGitHubError(cause, this.#o.now());
    if (failure.kind === 'forbidden' && failure.status === 403) {
      this.#o.warning(
        `Narrator: no check run: the token may not ${what === 'pull' ? 'read the pull request' : `${step} check runs`} (GitHub answered ${r(failure.message)}). Give the job the permission ${PERMISSION_FOR[what]}; the run goes on without a check`,
      );
      return;
    }
    this.#o.warning(
      `Narrator: the check run could not be ${step === 'create' ? 'created' : 'completed'} (${r(failure.message)}); the run goes on`,
    );
  }
}

class CheckSkipped extends Error {}

class CheckRequestError extends Error {
  constructor(
    readonly what: 'pull' | 'check',
    cause: unknown,
  ) {
    super(describeError(cause), { cause });
  }
}
