/** The live PR/issue comment as one of the run's sinks (src/sinks/sink.ts). */
import type { OpenSink, Sink } from '../sink.js';
import type { LiveCommentSink } from './live.js';
import { openLiveComment } from './open.js';

export interface CommentSink extends Sink {
  readonly live: LiveCommentSink;
}

export const openCommentSink = (o: Parameters<OpenSink>[0]): CommentSink | null => {
  const live = openLiveComment(o, o.github);
  if (live === null) return null;
  return {
    name: 'comment',
    live,
    start: () => live.start(),
    onEvent: (event, summary, before) => live.onEvent(event, before, summary),
    finish: async ({ summary, verdict }) => {
      const result = await live.finish(summary, verdict);
      // A final edit that did not land: the post step makes it from the snapshot.
      return { leftOver: !result.landed, url: result.url };
    },
  };
};
