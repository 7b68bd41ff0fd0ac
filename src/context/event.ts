/**
 * The triggering event's payload (the file at GITHUB_EVENT_PATH), read and parsed ONCE at an entry
 * into the run context. Every module that needs a field of it (the comment's target, the check's
 * place, the permission gate, the ledger's row, the session's scope, a fork's cache) takes
 * `context.event` and checks the fields it reads; none opens the file again
 * (test/build/env-at-entries.test.ts holds it so).
 *
 * A file that cannot be read or is not JSON loses nothing: the payload reads as empty, `error`
 * names the file and why, and the readers that must not guess (the permission gate, the repository
 * trust, a fork's cache write) refuse with that reason, as they did when each read the file itself.
 */
import { readFileSync } from 'node:fs';

export interface RunEvent {
  /** The payload file (GITHUB_EVENT_PATH); null outside a workflow. */
  readonly file: string | null;
  /** The parsed payload; `{}` when there is no file or it could not be read (then `error` says why). */
  readonly payload: unknown;
  /** Why the file could not be read or parsed, naming it; null when it was read, or there is none. */
  readonly error: string | null;
}

/** No event: outside a workflow (the CLI, a test without one). */
export const NO_EVENT: RunEvent = Object.freeze({ file: null, payload: Object.freeze({}), error: null });

/** The event of a payload file (GITHUB_EVENT_PATH), read and parsed once. */
export function readRunEvent(file: string | undefined): RunEvent {
  if (!file) return NO_EVENT;
  try {
    return Object.freeze({ file, payload: JSON.parse(readFileSync(file, 'utf8')) as unknown, error: null });
  } catch (error) {
    return Object.freeze({
      file,
      payload: Object.freeze({}),
      error: `cannot read the event payload ${file}: ${(error as Error).message}`,
    });
  }
}
