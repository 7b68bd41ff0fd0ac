/** This leg's row of the live matrix board as one of the run's sinks (src/sinks/sink.ts). */
import type { OpenSink, Sink } from '../sink.js';
import { legVerdict } from './leg-record.js';
import { openLiveBoard } from './open.js';

export const openBoardSink: OpenSink = (o): Sink | null => {
  const board = openLiveBoard(o, o.github);
  if (board === null) return null;
  return {
    name: 'board',
    start: () => board.start(),
    onEvent: (event, summary) => board.onEvent(event, summary),
    // The final row goes out with the comment's final edit; its read-back may take longer and is
    // awaited (settled) after the leg record is published.
    finish: ({ summary, verdict }) => ({
      settled: board.finish(summary, legVerdict(summary, verdict, o.ctx)),
    }),
  };
};
