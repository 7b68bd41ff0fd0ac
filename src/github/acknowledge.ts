/**
 * The first answer on the PR: as soon as the permission gate has decided, the comment, review
 * comment, review or issue that started the run gets 👀 (let in) or 👎 (refused, next to the
 * refusal comment), so the person who typed the command knows it was heard before anything is
 * installed. Input `acknowledge`.
 *
 * Never in the agent's way: the reaction is sent in the background (the gate does not wait for it
 * to let the run go on), a failure is one log line, and main.ts waits a bounded time for it before
 * the process exits, so a very short run still shows it.
 */

import type { GitHubClient } from './client.js';
import { describeError } from './errors.js';
import { addReaction, type ReactionContent, reactionEmoji, triggerSubject } from './reactions.js';

/** How long the process waits at its end for a reaction still in flight. */
const SETTLE_TIMEOUT_MS = 10_000;

/** The reactions of this process still in flight (one at most: the gate decides once). */
const inFlight = new Set<Promise<void>>();

export interface AcknowledgeOptions {
  eventName: string;
  payload: unknown;
  repository: string;
  content: ReactionContent;
  /** The gate's client (created on demand: a run let in by allowed-actors has none yet). */
  client: () => Promise<GitHubClient>;
  redact: (text: string) => string;
  timeoutMs: number;
  /** The job log (the Action passes core.info); debug lines go to `debug`. */
  info(message: string): void;
  debug(message: string): void;
}

/**
 * Sends the reaction; resolves when it landed or failed (never rejects). Callers that must not wait
 * (a run let in) drop the promise: `acknowledgementsSettled` waits for it at the end.
 */
export function acknowledge(o: AcknowledgeOptions): Promise<void> {
  const resolution = triggerSubject(o.eventName, o.payload, o.repository);
  if (resolution.subject === null) {
    o.debug(`narrator: no acknowledgement: ${resolution.reason}`);
    return Promise.resolve();
  }
  const { subject, note } = resolution;
  const work = (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), o.timeoutMs);
    try {
      await addReaction(await o.client(), subject, o.content, controller.signal);
      o.info(
        o.redact(
          `Narrator: reacted ${reactionEmoji(o.content)} to the ${o.eventName} that started the run${note ? ` (${note})` : ''}`,
        ),
      );
    } catch (error) {
      o.info(
        o.redact(
          `Narrator: could not react ${reactionEmoji(o.content)} to the ${o.eventName} (${describeError(error)}); the workflow needs issues: write (pull-requests: write for review comments)`,
        ),
      );
    } finally {
      clearTimeout(timer);
    }
  })();
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
  return work;
}

/** Waits (bounded) for every reaction still in flight. Never rejects. */
export async function acknowledgementsSettled(timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  if (inFlight.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
