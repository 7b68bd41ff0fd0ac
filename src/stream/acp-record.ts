/**
 * The recording of an Agent Client Protocol run: the JSON-RPC traffic in both directions, one
 * message per line, in the order Narrator saw it. The ACP client (src/agent/acp/) writes it and
 * the `acp` dialect (src/stream/dialects/acp.ts) folds it, live and from a file alike, so a
 * recording replays into exactly the summary the run had.
 *
 * - A message the agent sent is recorded as the agent wrote it (a raw capture of an ACP agent's
 *   stdout is a recording too, with Narrator's side missing).
 * - A message Narrator sent is wrapped: `{"_narrator":"sent","message":{…}}`.
 * - An agent message that itself carries a `_narrator` key is wrapped as
 *   `{"_narrator":"received","message":{…}}`, so an agent cannot pass its words off as Narrator's
 *   (e.g. a permission answer Narrator never gave).
 */

export const DIRECTION_KEY = '_narrator';

export type Direction = 'sent' | 'received';

/** The line recording `message` (one JSON object, no newline). */
export function recordLine(direction: Direction, message: unknown): string {
  return JSON.stringify({ [DIRECTION_KEY]: direction, message });
}

/** The line recording what the agent wrote: as it is, unless it must be wrapped (see above). */
export function recordReceived(line: string, parsed: unknown): string {
  if (parsed !== null && typeof parsed === 'object' && Object.hasOwn(parsed, DIRECTION_KEY)) {
    return recordLine('received', parsed);
  }
  return line;
}

/** Which way a recorded frame went, and the JSON-RPC message inside it. */
export function unwrapRecorded(frame: Record<string, unknown>): {
  direction: Direction;
  message: Record<string, unknown>;
} | null {
  if (!Object.hasOwn(frame, DIRECTION_KEY)) return { direction: 'received', message: frame };
  const direction = frame[DIRECTION_KEY];
  const message = frame.message;
  if (direction !== 'sent' && direction !== 'received') return null;
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return null;
  return { direction, message: message as Record<string, unknown> };
}
