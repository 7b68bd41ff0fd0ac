/**
 * Holds the agent's first stdout chunks while the fold is still loading. The engine and the sinks
 * are imported only after the spawn (start-up time), and a fast agent may print before they are
 * ready: nothing is lost, and every chunk keeps the moment it was read.
 */
export type ChunkSink = (chunk: Uint8Array, at: number) => void;

export class EarlyStdout {
  #queue: Array<{ chunk: Uint8Array; at: number }> | null = [];
  #sink: ChunkSink | null = null;
  #held = 0;

  /**
   * `maxBytes`: hold at most this much (later chunks are dropped until `connect`), for a stream
   * where losing some is better than holding a flood (the agent's stderr). Default: no limit.
   */
  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {}

  readonly push: ChunkSink = (chunk, at) => {
    if (this.#sink) this.#sink(chunk, at);
    else if (this.#held + chunk.length <= this.maxBytes) {
      this.#held += chunk.length;
      this.#queue?.push({ chunk, at });
    }
  };

  /** Replays what was held, in order, then passes every later chunk straight through. */
  connect(sink: ChunkSink): void {
    const queued = this.#queue ?? [];
    this.#queue = null;
    for (const { chunk, at } of queued) sink(chunk, at);
    this.#sink = sink;
  }
}
