/**
 * What the main step leaves for the post step about its check run (core.saveState): which run it
 * created, the conclusion it completed it with, and whether it completed it. A main step killed
 * before the completion leaves the run `in_progress`, and a required check stuck there would block
 * the merge forever: the post step completes it (never as a success: src/action/post/leftover.ts).
 * A main step that completed it: the post step reads the check back and re-asserts that conclusion
 * (src/action/post/leftover-check.ts).
 */
import type { CheckConclusion } from '../../report/check-output.js';

export const CHECK_STATE_KEYS = {
  /** The created check run (CheckState as JSON); saved again with its conclusion once completed. */
  check: 'narrator-check',
  /** 'true' once the main step completed it. */
  checkFinal: 'narrator-check-final',
} as const;

const CONCLUSIONS: readonly CheckConclusion[] = ['success', 'failure', 'cancelled', 'timed_out', 'neutral'];

/** Never the token: where the run is and its name. */
export interface CheckState {
  owner: string;
  repo: string;
  id: number;
  name: string;
  /** The conclusion the main step completed the run with (absent until it did). */
  conclusion?: CheckConclusion;
}

export function parseCheckState(raw: string): CheckState | null {
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<CheckState>;
    return typeof state.owner === 'string' &&
      typeof state.repo === 'string' &&
      typeof state.id === 'number' &&
      Number.isSafeInteger(state.id) &&
      typeof state.name === 'string' &&
      (state.conclusion === undefined || CONCLUSIONS.includes(state.conclusion))
      ? (state as CheckState)
      : null;
  } catch {
    return null;
  }
}
