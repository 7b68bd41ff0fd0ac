/** The run's check run as one of the run's sinks (src/sinks/sink.ts). */
import { HANDOFF, handOff } from '../handoff.js';
import type { OpenSink, Sink } from '../sink.js';
import { openCheck } from './open.js';

export const openCheckSink: OpenSink = (o): Sink | null => {
  const check = openCheck({ ...o, event: o.context.event }, o.github);
  if (check === null) return null;
  return {
    name: 'check',
    start: (initial) => check.start(initial),
    onEvent: (event, summary) => check.onEvent(event, summary),
    finish: async ({ summary, verdict, finished }) => {
      // The check links the live comment: completed once the comment's final edit is settled.
      const comment = await finished('comment').catch(() => undefined);
      const completed = await check.finish(summary, { verdict, commentUrl: comment?.url ?? null });
      // A completion that did not land: the post step completes it (never as a success).
      if (completed) handOff(HANDOFF.checkFinal, 'true');
      return { leftOver: !completed };
    },
  };
};
