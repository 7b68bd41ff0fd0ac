/**
 * Hand-written leg records and jobs for the board's unit, golden and scale tests (the e2e test
 * makes real ones from replayed captures). `record()` builds through the same buildLegRecord the
 * Action uses, so the shape can never drift from what a leg publishes.
 */

import type { RunJob } from '../../src/board/legs.js';
import { buildLegRecord, type LegIdentity, type LegRecord } from '../../src/board/record.js';
import type { ToolCall } from '../../src/run/summary.js';
import type { Outcome } from '../../src/stream/events.js';

export const T0 = Date.parse('2025-06-01T12:00:00.000Z');

export interface RecordSpec {
  job?: string;
  matrix?: Record<string, unknown> | null;
  jobIndex?: number | null;
  commentKey?: string | null;
  attempt?: number;
  runner?: string | null;
  jobId?: number | null;
  agent?: string | null;
  dialect?: LegRecord['dialect'];
  model?: string | null;
  outcome?: Outcome;
  failed?: boolean;
  reason?: string | null;
  turns?: number | null;
  tools?: { ok?: number; error?: number; denied?: number };
  costUsd?: number | null;
  tokens?: LegRecord['tokens'];
  durationMs?: number | null;
  /** Offsets from T0, ms. */
  start?: number;
  end?: number;
}

export function record(spec: RecordSpec = {}): LegRecord {
  const calls: Pick<ToolCall, 'status'>[] = [
    ...Array.from({ length: spec.tools?.ok ?? 3 }, () => ({ status: 'ok' as const })),
    ...Array.from({ length: spec.tools?.error ?? 0 }, () => ({ status: 'error' as const })),
    ...Array.from({ length: spec.tools?.denied ?? 0 }, () => ({ status: 'denied' as const })),
  ];
  const outcome = spec.outcome ?? 'success';
  const identity: LegIdentity = {
    workflow: 'Agents compared',
    job: spec.job ?? 'agent',
    matrix: spec.matrix === undefined ? { agent: 'claude' } : spec.matrix,
    jobIndex: spec.jobIndex ?? null,
    commentKey: spec.commentKey ?? null,
    runAttempt: spec.attempt ?? 1,
    runnerName: spec.runner === undefined ? 'runner-1' : spec.runner,
    jobId: spec.jobId ?? null,
  };
  return buildLegRecord({
    summary: {
      dialect: spec.dialect === undefined ? 'claude-code' : spec.dialect,
      model: spec.model === undefined ? 'claude-sonnet-4-5' : spec.model,
      outcome,
      turns: spec.turns === undefined ? 4 : spec.turns,
      toolCalls: calls,
      permissionDenials: [],
      costUsd: spec.costUsd === undefined ? 0.05 : spec.costUsd,
      tokens:
        spec.tokens === undefined
          ? { input: 12_300, output: 1_100, cacheRead: 40_000, cacheWrite: 0 }
          : spec.tokens,
      durationMs: spec.durationMs === undefined ? 42_000 : spec.durationMs,
    },
    identity,
    agent: spec.agent === undefined ? 'claude' : spec.agent,
    failed: spec.failed ?? outcome !== 'success',
    reason:
      spec.reason === undefined ? (outcome === 'success' ? null : `it ended with ${outcome}`) : spec.reason,
    startedAt: T0 + (spec.start ?? 0),
    endedAt: T0 + (spec.end ?? (spec.start ?? 0) + 45_000),
  });
}

let nextJobId = 5_000;

export function job(spec: Partial<RunJob> & { name: string }): RunJob {
  const id = spec.id ?? nextJobId++;
  return {
    id,
    status: 'completed',
    conclusion: 'success',
    startedAt: T0 - 5_000,
    completedAt: T0 + 60_000,
    htmlUrl: `https://github.com/octo/app/actions/runs/4242/job/${id}`,
    runnerName: 'runner-1',
    runAttempt: 1,
    ...spec,
  };
}
