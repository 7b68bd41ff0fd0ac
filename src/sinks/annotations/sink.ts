/**
 * The annotations (warnings, notices and errors on the changed files), sent live, as one of the
 * run's sinks (src/sinks/sink.ts); none when the `annotations` input is off.
 */
import * as core from '../../runner/core.js';
import type { OpenSink, Sink } from '../sink.js';
import { LiveAnnotations } from './live.js';

export const openAnnotationsSink = (o: Parameters<OpenSink>[0]): Sink | null => {
  if (!o.config.annotations) return null;
  const annotations = new LiveAnnotations({
    ...o.ctx,
    redact: o.redactor.redact,
    // Where the agent runs: annotation file paths are made relative to it.
    workspace: o.env['GITHUB_WORKSPACE'] || process.cwd(),
    calls: o.calls,
  });
  return {
    name: 'annotations',
    onEvent: (event, summary) => {
      // Never throws: a view failing must not stop the fold.
      try {
        annotations.onEvent(event, summary);
      } catch (error) {
        core.debug(`narrator: a live view failed: ${(error as Error).message}`);
      }
    },
  };
};
