/**
 * A matrix leg's row of the live board, as a sink of the fold: the row says "not finished" with
 * the numbers so far while the agent works, and the leg's outcome, numbers and reason at the end,
 * exactly as the aggregate job will render them from the leg's published record (the same record
 * builder, the same row renderer, the same redaction). Rendered only when a write goes out.
 *
 * Nothing here waits on GitHub while the agent runs; `finish()` is bounded (LiveBoard's deadline).
 */

import { type LegLines, renderLegLines } from '../../board/board.js';
import type { Leg } from '../../board/legs.js';
import { plainLabel } from '../../board/legs.js';
import { buildLegRecord, type LegRecord } from '../../board/record.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import type { AgentEvent } from '../../stream/events.js';
import { legIdentity, legPlace } from './leg-record.js';
import type { BoardFinish, LiveBoard } from './live-board.js';

export interface LiveBoardSinkOptions {
  board: LiveBoard;
  config: Pick<ActionConfig, 'command' | 'agent' | 'model' | 'commentKey' | 'leg'>;
  env: RunnerEnv;
  redactor: Redactor;
  /** This run's page (every attempt), for the row's link. */
  runPageUrl: string | null;
  /** Epoch ms when the step started (the record's startedAt). */
  startedAt: number;
  /** Epoch ms, for the elapsed time while running. */
  now?: () => number;
}

export class LiveBoardSink {
  readonly #o: LiveBoardSinkOptions;
  #latest: RunSummary;
  #finished = false;

  constructor(options: LiveBoardSinkOptions, initial: RunSummary) {
    this.#o = options;
    this.#latest = initial;
  }

  /** The agent was spawned: the leg's row appears, "not finished". */
  start(): void {
    this.#offer();
  }

  /** Every folded event. Never throws, never waits. */
  onEvent(event: AgentEvent, after: RunSummary): void {
    if (this.#finished) return;
    this.#latest = after;
    if (event.kind === 'text' || event.kind === 'thinking') return;
    this.#offer();
  }

  /** The leg's final row (and reason line), written and verified. Never rejects. */
  async finish(
    summary: RunSummary,
    verdict: { failed: boolean; reason: string | null },
  ): Promise<BoardFinish> {
    this.#finished = true;
    let lines: LegLines;
    try {
      lines = this.lines(summary, verdict);
    } catch (error) {
      core.debug(`narrator: the board row could not be rendered: ${(error as Error).message}`);
      return { landed: false, verified: false, attempts: 0, commentId: null, url: null, reason: 'render' };
    }
    const result = await this.#o.board.finish(lines);
    if (!result.verified) {
      core.info(
        this.#o.redactor.redact(
          `Narrator board: this leg's final row ${result.landed ? 'was written but not confirmed' : 'did not land'} (${result.reason ?? 'unknown'}); the aggregate job writes the exact board`,
        ),
      );
    }
    return result;
  }

  /** The leg's lines for `summary`: running when `verdict` is null, else final. */
  lines(summary: RunSummary, verdict: { failed: boolean; reason: string | null } | null): LegLines {
    const o = this.#o;
    const now = (o.now ?? Date.now)();
    const running = verdict === null;
    const record: LegRecord = o.redactor.redactValue(
      buildLegRecord({
        summary: running ? { ...summary, durationMs: Math.max(0, now - o.startedAt) } : summary,
        identity: legIdentity({ env: o.env, commentKey: o.config.commentKey, ...legPlace(o.config) }),
        agent: o.config.command === null ? o.config.agent : null,
        failed: verdict?.failed ?? false,
        reason: verdict?.reason ?? null,
        startedAt: o.startedAt,
        endedAt: now,
        fallbackModel: o.config.model,
      }),
    );
    const attempt = record.identity.runAttempt;
    const passed = !running && record.conclusion === 'success';
    const leg: Leg = {
      id: record.id,
      label: plainLabel(record.label),
      record,
      job: null,
      status: running ? 'pending' : record.outcome,
      passed,
      reason: running || passed ? null : record.reason?.trim() || `the agent's outcome was ${record.outcome}`,
      startedAt: o.startedAt,
      endedAt: running ? null : now,
      url: o.runPageUrl === null ? null : `${o.runPageUrl}/attempts/${attempt}`,
    };
    return renderLegLines(leg, { redact: o.redactor.redact });
  }

  #offer(): void {
    try {
      this.#o.board.update(() => this.lines(this.#latest, null));
    } catch (error) {
      core.debug(`narrator: the live board failed: ${(error as Error).message}`);
    }
  }
}
