/**
 * What the main step leaves for the post step about its check run (core.saveState): which run it
 * created, and whether it completed it. A main step killed before the completion leaves the run
 * `in_progress`, and a required check stuck there would block the merge forever: the post step
 * completes it from the summary snapshot.
 */
export const CHECK_STATE_KEYS = {
  /** The created check run (CheckState as JSON). */
  check: 'narrator-check',
  /** 'true' once the main step completed it. */
  checkFinal: 'narrator-check-final',
} as const;

/** Never the token: where the run is and its name. */
export interface CheckState {
  owner: string;
  repo: string;
  id: number;
  name: string;
}

export function parseCheckState(raw: string): CheckState | null {
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<CheckState>;
    return typeof state.owner === 'string' &&
      typeof state.repo === 'string' &&
      typeof state.id === 'number' &&
      Number.isSafeInteger(state.id) &&
      typeof state.name === 'string'
      ? (state as CheckState)
      : null;
  } catch {
    return null;
  }
}
