/**
 * The stream log (the `log-file` output: src/action/log/log-file.ts) written off the main thread.
 *
 * Redacting every frame's decoded strings costs about twice the fold itself
 * (bench/action-path.mjs), and the main thread is the one that folds the stream, narrates it and
 * keeps the live comment on time. So the Action hands the agent's stdout to a worker thread
 * (src/action/log/log-worker.ts, bundled to dist/log-worker.js) that runs the very same
 * RedactedLogFile with a redactor built from the very same options: the file is byte for byte what
 * the main thread would have written.
 *
 * - Chunks are copied, in order, into a ring of shared memory the worker reads them from (the read
 *   chunk's memory is the main thread's); the message says only where. A buffer of its own per
 *   chunk, handed over, piled up in the worker until its next GC: 80 MiB of a 100 MiB stream.
 *   The worker is started by the first chunk, so nothing of it is on the way to the spawn.
 * - Bounded: at most RING_BYTES wait for the worker; a chunk that does not fit makes write() wait
 *   until the worker has caught up (the pipe then waits too, as it does when the main thread is
 *   busy). A chunk too big for the ring is handed over as a buffer of its own.
 * - When there is no worker bundle (running from the sources, in the tests) or no worker can be
 *   started, the log is written on the main thread, as before. A worker that fails makes close()
 *   return the error, like a file that cannot be written.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { RedactorOptions } from '../../redact/redact.js';
import { createRedactor } from '../../redact/redact.js';
import { type LogFileOptions, RedactedLogFile } from './log-file.js';

/** What the worker is given (workerData). */
export interface LogWorkerSetup {
  file: string;
  redactor: RedactorOptions;
  options: LogFileOptions;
  /**
   * BigInt64[FREED]: ring bytes the worker is done with (each chunk's `frees`); BigInt64[WRITTEN]:
   * chunks it has written (it adds one per chunk and notifies on this cell).
   */
  progress: SharedArrayBuffer;
  /** The ring the chunks are copied into (a LogWorkerChunk says where). */
  ring: SharedArrayBuffer;
}

/** A chunk in the ring: its bytes are ring[at, at + length); written, it frees `frees` ring bytes. */
export interface LogWorkerChunk {
  at: number;
  length: number;
  /** Its length, plus the ring's unused end it skipped when it wrapped to the start. */
  frees: number;
}

/** The cells of `progress`. */
export const FREED = 0;
export const WRITTEN = 1;

/** What the worker answers to `{ close: true }`. */
export interface LogWorkerClosed {
  closed: true;
  error: string | null;
}

export interface StreamLog {
  write(chunk: Uint8Array): void;
  /** Writes what is held back and closes the file. Never rejects: the log is best effort. */
  close(): Promise<Error | null>;
}

/** Bytes of chunks that may wait for the worker before write() waits for it: the ring's size. */
const RING_BYTES = 8 * 1024 * 1024;
/** Chunks bigger than this go as buffers of their own (a pipe reads 64 KiB at a time). */
const RING_CHUNK = RING_BYTES / 8;
/** How long write() waits for the worker's progress at a time (it waits again while it is behind). */
const WAIT_MS = 1000;
/** Waits without any progress after which the worker is taken for dead. */
const STALLED_WAITS = 30;

/**
 * The stream log of this run: in a worker when `workerFile` exists, else on this thread.
 * `redactor` is built from `redactorOptions` (the worker builds its own from them).
 */
export function openStreamLog(
  file: string,
  redactorOptions: RedactorOptions,
  workerFile: string | null,
  options: LogFileOptions = {},
): StreamLog {
  if (workerFile !== null && existsSync(workerFile)) {
    return new WorkerStreamLog(workerFile, { file, redactor: redactorOptions, options });
  }
  return new RedactedLogFile(file, createRedactor(redactorOptions), options);
}

class WorkerStreamLog implements StreamLog {
  readonly #workerFile: string;
  readonly #setup: Omit<LogWorkerSetup, 'progress' | 'ring'>;
  #worker: Worker | null = null;
  #progress: BigInt64Array | null = null;
  #ring: Uint8Array | null = null;
  /** Where the next chunk goes in the ring (the chunks in flight end here). */
  #head = 0;
  /** Ring bytes taken so far; those the worker has not freed yet are in flight. */
  #taken = 0;
  #failed: Error | null = null;
  #closed: Promise<Error | null> | null = null;

  constructor(workerFile: string, setup: Omit<LogWorkerSetup, 'progress' | 'ring'>) {
    this.#workerFile = workerFile;
    this.#setup = setup;
  }

  write(chunk: Uint8Array): void {
    if (this.#failed !== null || this.#closed !== null || chunk.length === 0) return;
    const worker = this.#worker ?? this.#start();
    if (worker === null) return;
    if (chunk.length > RING_CHUNK) {
      // A copy of exactly these bytes, handed over (the fold still reads the chunk).
      const copy = new Uint8Array(chunk);
      worker.postMessage(copy, [copy.buffer]);
      return;
    }
    // The chunk's place: after the last one, or at the start when the ring's end is too short.
    const wrap = this.#head + chunk.length > RING_BYTES;
    const cost = wrap ? RING_BYTES - this.#head + chunk.length : chunk.length;
    // Full: wait until half the ring is free (waking for every chunk the worker writes made the
    // two threads take turns, one chunk at a time, at a tenth of the speed).
    if (this.#inFlight() + cost > RING_BYTES)
      this.#waitForWorker(Math.min(RING_BYTES / 2, RING_BYTES - cost));
    if (this.#failed !== null) return;
    const at = wrap ? 0 : this.#head;
    this.#ring!.set(chunk, at);
    this.#head = at + chunk.length;
    const message: LogWorkerChunk = { at, length: chunk.length, frees: cost };
    worker.postMessage(message);
    this.#taken += cost;
  }

  /** Ring bytes the worker has not written yet. */
  #inFlight(): number {
    return this.#taken - Number(Atomics.load(this.#progress!, FREED));
  }

  close(): Promise<Error | null> {
    this.#closed ??= this.#close();
    return this.#closed;
  }

  async #close(): Promise<Error | null> {
    const worker = this.#worker;
    if (worker === null) {
      // Nothing was written (or the worker never started): the file still exists, empty or not.
      if (this.#failed !== null) return this.#failed;
      const { file, redactor, options } = this.#setup;
      return new RedactedLogFile(file, createRedactor(redactor), options).close();
    }
    if (this.#failed !== null) {
      await worker.terminate();
      return this.#failed;
    }
    return new Promise<Error | null>((resolve) => {
      const done = (error: Error | null) => {
        worker.removeAllListeners();
        void worker.terminate();
        resolve(error);
      };
      worker.on('message', (m: LogWorkerClosed) => {
        if (m?.closed) done(m.error === null ? null : new Error(m.error));
      });
      worker.on('error', (error) => done(this.#failed ?? error));
      worker.on('exit', (code) => done(this.#failed ?? new Error(`the stream log worker exited (${code})`)));
      worker.postMessage({ close: true });
    });
  }

  #start(): Worker | null {
    try {
      const progress = new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT);
      const ring = new SharedArrayBuffer(RING_BYTES);
      const setup: LogWorkerSetup = { ...this.#setup, progress, ring };
      const worker = new Worker(this.#workerFile, {
        workerData: setup,
        // The young generation is what a log writer churns through: at 8 MB it scavenged ~740 times
        // per 100 MiB (0.6 s of its 3 s); at 32 the whole Action took 0.5 s less, at the same
        // peak RSS (bench/action-path.mjs).
        resourceLimits: { maxYoungGenerationSizeMb: 32 },
      });
      worker.on('error', (error) => {
        this.#failed ??= new Error(`the stream log worker failed: ${error.message}`, { cause: error });
      });
      this.#worker = worker;
      this.#progress = new BigInt64Array(progress);
      this.#ring = new Uint8Array(ring);
      return worker;
    } catch (error) {
      this.#failed = new Error(`the stream log worker could not start: ${(error as Error).message}`, {
        cause: error,
      });
      return null;
    }
  }

  /**
   * Waits (blocking this thread) until at most `inFlight` ring bytes wait for the worker. A worker
   * that makes no progress for STALLED_WAITS waits is given up on (its error cannot arrive while
   * this thread waits): the log then reports it at close().
   */
  #waitForWorker(inFlight: number): void {
    const progress = this.#progress!;
    let stalled = 0;
    let last = -1n;
    for (;;) {
      const written = Atomics.load(progress, WRITTEN);
      if (written === last && ++stalled >= STALLED_WAITS) {
        this.#failed ??= new Error('the stream log worker stopped writing');
        return;
      }
      if (written !== last) stalled = 0;
      last = written;
      if (this.#inFlight() <= inFlight || this.#failed !== null) return;
      Atomics.wait(progress, WRITTEN, written, WAIT_MS);
    }
  }
}
