/**
 * `narrator watch`: the agent's stream on stdin (`claude -p … --output-format stream-json
 * --verbose | narrator watch`), narrated live in any terminal or CI log, ending with the summary.
 * A pipe cannot say how the agent exited, so the stream alone decides: a terminal frame, or an
 * error "stopped without a result" when the stream ends without one (--exit-code/--signal tell).
 */
import { type ProcessExit, UNKNOWN_EXIT } from '../run/fold.js';
import { replayLines } from '../run/replay.js';
import { Narration, type NarrationOptions } from './narrate.js';

export interface WatchOptions extends Omit<NarrationOptions, 'limits'> {
  source: AsyncIterable<Uint8Array>;
  exit?: ProcessExit;
  now?: () => number;
  /**
   * A capture's recorded time per line (`--timing FILE`): the saved stream is narrated at once,
   * each line at its recorded time, so durations are the real ones (as `summarize --timing`).
   */
  timing?: readonly number[] | null;
}

/** Reads the source to its end; resolves with the exit status (0 passed, 1 the outcome is in --fail-on). */
export async function watchStream(o: WatchOptions): Promise<number> {
  const now = o.now ?? Date.now;
  const narration = new Narration(o);
  if (o.timing) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of o.source) chunks.push(chunk);
    const last = await replayLines(Buffer.concat(chunks), o.timing, narration.fold, {
      speed: Number.POSITIVE_INFINITY,
    });
    return (await narration.end(o.exit ?? UNKNOWN_EXIT, last)).code;
  }
  for await (const chunk of o.source) narration.fold.pushBytes(chunk, now());
  return (await narration.end(o.exit ?? UNKNOWN_EXIT, now())).code;
}
