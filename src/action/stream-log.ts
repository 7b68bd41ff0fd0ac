/**
 * The stream log (the `log-file` output: src/action/log-file.ts) written off the main thread.
 *
 * Redacting every frame's decoded strings costs about twice the fold itself (issue 16), and the
 * main thread is the one that folds the stream, narrates it and keeps the live comment on time.
 * So the Action hands the agent's stdout to a worker thread (src/action/log-worker.ts, bundled to
 * dist/log-worker.js) that runs the very same RedactedLogFile with a redactor built from the very
 * same options: the file is byte for byte what the main thread would have written.
 *
 * - Chunks are copied to the worker in order (their memory is the main thread's) and written
 *   there; the worker is started by the first chunk, so nothing of it is on the way to the spawn.
 * - Bounded: at most MAX_IN_FLIGHT bytes wait for the worker; past that, write() waits until the
 *   worker has caught up (the pipe then waits too, as it does when the main thread is busy).
 * - When there is no worker bundle (running from the sources, in the tests) or no worker can be
 *   started, the log is written on the main thread, as before. A worker that fails makes close()
 *   return the error, like a file that cannot be written.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { RedactorOptions } from '../report/redact.js';
import { createRedactor } from '../report/redact.js';
import { type LogFileOptions, RedactedLogFile } from './log-file.js';

/** What the worker is given (workerData). */
export interface LogWorkerSetup {
  file: string;
  redactor: RedactorOptions;
  options: LogFileOptions;
  /** Int32[0]: chunks the worker has written (it adds one per chunk and notifies). */
  progress: SharedArrayBuffer;
}

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

/** Bytes of chunks that may wait for the worker before write() waits for it. */
const MAX_IN_FLIGHT = 8 * 1024 * 1024;
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
  readonly #setup: Omit<LogWorkerSetup, 'progress'>;
  #worker: Worker | null = null;
  #progress: Int32Array | null = null;
  /** Sizes of the chunks sent and not yet known to be written, oldest first. */
  #sizes: number[] = [];
  #sizesHead = 0;
  #inFlight = 0;
  #failed: Error | null = null;
  #closed: Promise<Error | null> | null = null;

  constructor(workerFile: string, setup: Omit<LogWorkerSetup, 'progress'>) {
    this.#workerFile = workerFile;
    this.#setup = setup;
  }

  write(chunk: Uint8Array): void {
    if (this.#failed !== null || this.#closed !== null || chunk.length === 0) return;
    const worker = this.#worker ?? this.#start();
    if (worker === null) return;
    // A copy of exactly these bytes, handed over (a read chunk may be a view of a larger buffer,
    // and the fold still reads it).
    const copy = new Uint8Array(chunk);
    worker.postMessage(copy, [copy.buffer]);
    this.#sizes.push(copy.length);
    this.#inFlight += copy.length;
    if (this.#inFlight > MAX_IN_FLIGHT) this.#waitForWorker();
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
      const progress = new SharedArrayBuffer(4);
      const setup: LogWorkerSetup = { ...this.#setup, progress };
      const worker = new Worker(this.#workerFile, {
        workerData: setup,
        // Its own heap stays small: the young generation is what a log writer churns through.
        resourceLimits: { maxYoungGenerationSizeMb: 8 },
      });
      worker.on('error', (error) => {
        this.#failed ??= new Error(`the stream log worker failed: ${error.message}`, { cause: error });
      });
      this.#worker = worker;
      this.#progress = new Int32Array(progress);
      return worker;
    } catch (error) {
      this.#failed = new Error(`the stream log worker could not start: ${(error as Error).message}`, {
        cause: error,
      });
      return null;
    }
  }

  /**
   * Waits (blocking this thread) until the worker has written enough of what was sent. A worker
   * that makes no progress for STALLED_WAITS waits is given up on (its error cannot arrive while
   * this thread waits): the log then reports it at close().
   */
  #waitForWorker(): void {
    const progress = this.#progress!;
    let stalled = 0;
    let last = -1;
    for (;;) {
      const written = Atomics.load(progress, 0);
      if (written === last && ++stalled >= STALLED_WAITS) {
        this.#failed ??= new Error('the stream log worker stopped writing');
        return;
      }
      if (written !== last) stalled = 0;
      last = written;
      while (this.#sizesHead < written) {
        this.#inFlight -= this.#sizes[this.#sizesHead]!;
        this.#sizesHead++;
      }
      if (this.#sizesHead > 1024 && this.#sizesHead * 2 > this.#sizes.length) {
        this.#sizes = this.#sizes.slice(this.#sizesHead);
        this.#sizesHead = 0;
      }
      if (this.#inFlight <= MAX_IN_FLIGHT / 2 || this.#failed !== null) return;
      Atomics.wait(progress, 0, written, WAIT_MS);
    }
  }
}
