/**
 * The stream log's worker thread (bundled to dist/log-worker.js, started by
 * src/action/log/stream-log.ts): the agent's stdout arrives chunk by chunk, in order (in the shared
 * ring, or a buffer of its own for a big chunk), and goes through the same RedactedLogFile, with a
 * redactor built from the same options, as it would on the main thread. After each chunk it adds
 * the ring bytes it freed and one chunk to the shared progress cells (the main thread waits on them
 * when too much is in flight).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createRedactor } from '../../redact/redact.js';
import { RedactedLogFile } from './log-file.js';
import {
  FREED,
  type LogWorkerChunk,
  type LogWorkerClosed,
  type LogWorkerSetup,
  WRITTEN,
} from './stream-log.js';

const setup = workerData as LogWorkerSetup;
const progress = new BigInt64Array(setup.progress);
const ring = Buffer.from(setup.ring);
const log = new RedactedLogFile(setup.file, createRedactor(setup.redactor), setup.options);

parentPort?.on('message', (message: LogWorkerChunk | Uint8Array | { close: true }) => {
  if (message instanceof Uint8Array) {
    written(message, 0);
    return;
  }
  if ('at' in message) {
    // A view: RedactedLogFile keeps no reference to a chunk after write() (it copies what it holds).
    written(ring.subarray(message.at, message.at + message.length), message.frees);
    return;
  }
  void log.close().then((error) => {
    const answer: LogWorkerClosed = { closed: true, error: error === null ? null : error.message };
    parentPort?.postMessage(answer);
  });
});

/** Writes one chunk, then tells the main thread which ring bytes are free again. */
function written(chunk: Uint8Array, frees: number): void {
  log.write(chunk);
  if (frees > 0) Atomics.add(progress, FREED, BigInt(frees));
  Atomics.add(progress, WRITTEN, 1n);
  Atomics.notify(progress, WRITTEN);
}
