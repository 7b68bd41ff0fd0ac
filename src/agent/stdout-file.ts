/**
 * The agent's stdout is a file, not a pipe, and we read it as it grows.
 *
 * Why: a Node CLI writes to a pipe asynchronously. What the pipe cannot take at once (64 KiB) waits
 * in the CLI's own memory, and a CLI that calls process.exit() right after its last event throws
 * that away. Gemini CLI 0.61 does exactly that: behind a slow reader (a loaded runner, a 170 KB
 * prompt echoed back as its first event) it lost its answer and its `result` event and exited 0,
 * a run we had to report as "stopped without a result" (5 of 16 runs with the Action under load,
 * 0 of 16 when the same CLI wrote to a file). Writes to a regular file are synchronous in Node,
 * Bun, Rust and Python alike: nothing is ever held back, whatever we are busy with, and the agent
 * never waits for us either.
 *
 * The file is unlinked as soon as both ends are open: no name on disk holds the raw (unredacted)
 * stream, and the space goes when the last descriptor closes, even if we are killed.
 */
import { closeSync, fstatSync, mkdirSync, mkdtempSync, openSync, read, rmdirSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Bytes asked for per read: what a pipe hands over. 1 MiB reads cost the Action ~100 MiB more peak
 * RSS on the 100 MiB bench stream and were no faster (`npm run bench action`).
 */
const READ_BYTES = 64 << 10;
/** Polling while the file does not grow: quick at first, then at most this often. */
const FIRST_WAIT_MS = 2;
const MAX_WAIT_MS = 40;

export class StdoutFile {
  /** The descriptor to give the agent as its stdout (closed by `closeWriter` once it is spawned). */
  readonly writeFd: number;
  private readonly readFd: number;
  private position = 0;
  private readonly buffer = Buffer.allocUnsafe(READ_BYTES);
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private wait = FIRST_WAIT_MS;
  private stopped = false;
  /** What the consumer threw: following stops, and finish() rejects with it. */
  private failure: Error | null = null;

  constructor(
    private readonly onChunk: (chunk: Buffer) => void,
    dir: string = os.tmpdir(),
  ) {
    mkdirSync(dir, { recursive: true });
    const folder = mkdtempSync(path.join(dir, 'narrator-stdout-'));
    const file = path.join(folder, 'stdout');
    // Append mode: whoever shares the descriptor (a tool the agent runs with its stdout) writes at
    // the end, never over what we have not read yet.
    this.writeFd = openSync(file, 'a', 0o600);
    this.readFd = openSync(file, 'r');
    try {
      unlinkSync(file);
      rmdirSync(folder);
    } catch {
      // A platform that cannot unlink an open file: the OS temp cleaner takes it.
    }
  }

  /** Our copy of the agent's end: the child holds its own once spawned. */
  closeWriter(): void {
    try {
      closeSync(this.writeFd);
    } catch {
      // already closed
    }
  }

  /** Starts following the file: every new byte goes to `onChunk`, in order. */
  start(): void {
    this.schedule(0);
  }

  /**
   * Reads to the current end and stops following: call once every writer is gone (the agent
   * exited, and what it left running was ended or let go). Closes the file. Rejects with what the
   * consumer threw, if it did (from a callback it would have ended the process).
   */
  async finish(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.reading) await this.reading;
    while (this.failure === null && (await this.readOnce()) > 0) {
      // to the end
    }
    try {
      closeSync(this.readFd);
    } catch {
      // already closed
    }
    if (this.failure !== null) {
      throw new Error(`handling the agent's output failed: ${this.failure.message}`, { cause: this.failure });
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reading = this.follow().finally(() => {
        this.reading = null;
      });
    }, ms);
  }

  /** One round: read while there is something new, then wait a little longer each idle round. */
  private async follow(): Promise<void> {
    let got = 0;
    for (let n = 1; n > 0 && !this.stopped; ) {
      n = await this.readOnce();
      got += n;
    }
    if (this.stopped) return;
    this.wait = got > 0 ? FIRST_WAIT_MS : Math.min(MAX_WAIT_MS, this.wait * 2);
    this.schedule(got > 0 ? 0 : this.wait);
  }

  private shrunk(): boolean {
    try {
      return this.position > 0 && fstatSync(this.readFd).size < this.position;
    } catch {
      return false;
    }
  }

  private readOnce(): Promise<number> {
    return new Promise((resolve) => {
      read(this.readFd, this.buffer, 0, READ_BYTES, this.position, (error, n) => {
        if (error || n === 0) {
          // Truncated under us (a tool reopening /dev/stdout with `>`): what comes now starts at 0.
          if (!error && this.shrunk()) this.position = 0;
          resolve(0);
          return;
        }
        this.position += n;
        try {
          // A copy: a consumer may keep a piece (a line not yet ended) while we read on.
          this.onChunk(Buffer.from(this.buffer.subarray(0, n)));
        } catch (thrown) {
          this.failure = thrown instanceof Error ? thrown : new Error(String(thrown));
          this.stopped = true;
          resolve(0);
          return;
        }
        resolve(n);
      });
    });
  }
}
