/**
 * Decides whether this run keeps a leg's row of the matrix board live, and opens it.
 *
 * `board: auto` (the default) is on for a matrix job that publishes its result (`publish-result`,
 * itself on by default in a matrix): the board is what a matrix publishes for, and its live rows
 * cost a leg one read and one write of the board comment per update, paced like the live comment
 * and within the repository's shared budget. A matrix without an aggregate job still gets one
 * comment with every leg's final row (`board: false` turns it off). `true` keeps it outside a
 * matrix too (separate jobs aggregated together); any other value is the board's key, which must
 * be the aggregate action's `comment-key` (both default to the workflow's name).
 *
 * Where: the PR or issue `comment-on` names, or with `comment-on: none` (the leg's own comment
 * off) the triggering PR or issue, as the aggregate job posts it.
 */

import { boardMarker, boardRunMarker } from '../../board/board.js';
import type { RunContext } from '../../context/run-context.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { octokitIssueComments } from '../../github/issue-comments.js';
import { resolveTarget } from '../../github/target.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import type { RunSummary } from '../../run/summary.js';
import * as core from '../../runner/core.js';
import { runPageUrl } from '../../runner/github-env.js';
import type { GitHubSession } from '../github-session.js';
import { inMatrix, publishesResult } from './leg-record.js';
import { LiveBoardSink } from './live.js';
import { DEFAULT_SLOT_MS, LiveBoard } from './live-board.js';

/** A board row is written at most this often per leg (a board write is a read and a write). */
const BOARD_INTERVAL_MS = 10_000;

/** The board's key when this run keeps its row live, else null. */
export function liveBoardKey(
  config: Pick<ActionConfig, 'board' | 'leg' | 'publishResult'>,
  env: RunnerEnv,
): string | null {
  const workflow = env['GITHUB_WORKFLOW'] || 'workflow';
  switch (config.board.kind) {
    case 'off':
      return null;
    case 'on':
      return config.board.key ?? workflow;
    case 'auto':
      return inMatrix(config) && publishesResult(config) ? workflow : null;
  }
}

/** The leg's turn on the board: its job index among the matrix's legs (both from the runner). */
export function legTurn(
  config: Pick<ActionConfig, 'leg'>,
  scale = 1,
): { index: number; count: number; slotMs: number } | null {
  const { jobIndex, jobTotal } = config.leg;
  if (jobIndex === null || jobTotal === null || jobTotal === undefined || jobTotal < 2) return null;
  return { index: jobIndex, count: jobTotal, slotMs: DEFAULT_SLOT_MS * scale };
}

export interface OpenLiveBoardOptions {
  config: ActionConfig;
  context: RunContext;
  redactor: Redactor;
  initial: RunSummary;
  /** Epoch ms when the step started. */
  startedAt: number;
}

export function openLiveBoard(
  o: OpenLiveBoardOptions,
  session: () => GitHubSession | null,
): LiveBoardSink | null {
  const key = liveBoardKey(o.config, o.context.runner);
  if (key === null) return null;
  const resolution = resolveTarget({
    commentOn: o.config.commentOn.kind === 'none' ? { kind: 'auto' } : o.config.commentOn,
    eventName: o.context.runner['GITHUB_EVENT_NAME'] ?? '',
    payload: o.context.event.payload,
    repository: o.context.runner['GITHUB_REPOSITORY'] ?? '',
  });
  if (resolution.target === null) {
    core.info(`Narrator: no live board (${resolution.reason})`);
    return null;
  }
  const github = o.config.githubToken ? session() : null;
  if (github === null) {
    core.warning("Narrator: no live board: 'github-token' is empty");
    return null;
  }
  const { target } = resolution;
  const board = new LiveBoard({
    api: octokitIssueComments(github.client(), target),
    marker: boardMarker(key),
    runMarker: boardRunMarker(o.context.runner['GITHUB_RUN_ID'] || 'local'),
    runUrl: runPageUrl(o.context.runner),
    clock: github.clock,
    logger: github.logger,
    budget: github.budget,
    intervalMs: Math.max(BOARD_INTERVAL_MS, o.config.updateIntervalSeconds * 1000),
    requestTimeoutMs: github.requestTimeoutMs,
    // A leg of a matrix takes its turn by its index; the slot and the client's write spacing are
    // real time (GitHub's round trips), whatever the clock's scale.
    turn: legTurn(o.config, github.scale),
    writeSpacingMs: 1000 * github.scale,
    finalTimeoutMs: o.context.knobs.boardFinalTimeoutMs,
  });
  core.info(
    `Narrator keeps this leg's row of the board '${key}' live on ${target.owner}/${target.repo}#${target.issueNumber}`,
  );
  return new LiveBoardSink(
    {
      board,
      config: o.config,
      env: o.context.runner,
      redactor: o.redactor,
      runPageUrl: runPageUrl(o.context.runner),
      startedAt: o.startedAt,
    },
    o.initial,
  );
}
