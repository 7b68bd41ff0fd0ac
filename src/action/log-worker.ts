/**
 * The stream log's worker thread (bundled to dist/log-worker.js, started by src/action/stream-log.ts):
 * the agent's stdout arrives chunk by chunk, in order (in the shared ring, or a buffer of its own
 * for a big chunk), and goes through the same RedactedLogFile,
 * with a redactor built from the same options, as it would on the main thread. After each chunk it
 * counts one in the shared progress cell (the main thread waits on it when too much is in flight).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createRedactor } from '../report/redact.js';
import { RedactedLogFile } from './log-file.js';
import type { LogWorkerChunk, LogWorkerClosed, LogWorkerSetup } from './stream-log.js';

const setup = workerData as LogWorkerSetup;
const progress = new Int32Array(setup.progress);
const ring = Buffer.from(setup.ring);
const log = new RedactedLogFile(setup.file, createRedactor(setup.redactor), setup.options);

parentPort?.on('message', (message: LogWorkerChunk | Uint8Array | { close: true }) => {
  const chunk =
    message instanceof Uint8Array
      ? message
      : 'at' in message
        ? // A view: RedactedLogFile keeps no reference to a chunk after write() (it copies what it holds).
          ring.subarray(message.at, message.at + message.length)
        : null;
  if (chunk !== null) {
    log.write(chunk);
    Atomics.add(progress, 0, 1);
    Atomics.notify(progress, 0);
    return;
  }
  void log.close().then((error) => {
    const answer: LogWorkerClosed = { closed: true, error: error === null ? null : error.message };
    parentPort?.postMessage(answer);
  });
});
