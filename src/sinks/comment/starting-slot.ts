/**
 * The comment put up before the install (starting-comment.ts), handed to the live comment sink
 * (open-live-comment.ts) once the agent runs, so the run has one comment. A module of its own, with
 * no imports of value: run-agent.ts loads it at start-up, before Octokit.
 */

import type { GitHubSession } from '../github-session.js';
import type { LiveComment } from './live-comment.js';

export interface StartingComment {
  marker: string;
  comment: LiveComment;
  session: GitHubSession;
  /** A line the setup logged: a step of the install shows in the starting body. */
  setupLine(line: string): void;
}

let pending: Promise<void> | null = null;
let starting: StartingComment | null = null;
/** Its session, kept after the sink took the comment: every GitHub sink of the run shares it. */
let session: GitHubSession | null = null;

/** Holds the comment being put up (null when the run has none). */
export function offerStarting(opening: Promise<StartingComment | null>): void {
  pending = opening.then(
    (s) => {
      starting = s;
      session = s?.session ?? null;
    },
    () => {},
  );
}

/** Resolves once the offered comment is known: the sinks open after this, never beside it. */
export async function startingSettled(): Promise<void> {
  await pending;
}

/** A line the setup logged, for the starting body (nothing once the live comment took over). */
export function startingLine(line: string): void {
  starting?.setupLine(line);
}

/** The starting comment for the comment with `marker`, once: the live comment sink goes on in it. */
export function takeStarting(marker: string): StartingComment | null {
  const s = starting;
  if (s === null || s.marker !== marker) return null;
  starting = null;
  return s;
}

/** The GitHub session the starting comment opened (its budget is the run's), without taking it. */
export function startingSession(): GitHubSession | null {
  return session;
}
