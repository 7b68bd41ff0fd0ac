/**
 * The Action's tool call log (src/run/call-log.ts): the calls a long run moved out of memory, in a
 * file under the run's folder, so the Action's memory does not grow with the number of calls.
 *
 * Written append-only, a record per move: the calls as V8 serializes them (the exact values, read
 * back the same), encrypted with AES-256-CTR under a key made for this run that lives only in this
 * process's memory. The calls are not redacted yet (summary.json redacts them as it writes them,
 * as it does the calls in memory), so nothing readable of them is left on disk for another process.
 * Opened with O_EXCL and O_NOFOLLOW (never through a path someone else planted) and 0600.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { closeSync, constants, mkdirSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { type CallLog, checkAppend } from '../../run/call-log.js';
import type { ToolCall } from '../../run/summary.js';

const HEADER = 4 + 16;

export class FileCallLog implements CallLog {
  readonly #key = randomBytes(32);
  /** Opened at the first move: most runs never have enough calls to make one. */
  #fd: number | null = null;
  #length = 0;
  #bytes = 0;
  #closed = false;

  constructor(readonly file: string) {}

  #open(): number {
    if (this.#fd !== null) return this.#fd;
    mkdirSync(path.dirname(this.file), { recursive: true });
    this.#fd = openSync(
      this.file,
      constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW | constants.O_APPEND,
      0o600,
    );
    return this.#fd;
  }

  get length(): number {
    return this.#length;
  }

  append(at: number, calls: readonly ToolCall[]): void {
    checkAppend(this.#length, at);
    if (this.#closed) throw new Error(`tool call log ${this.file}: closed`);
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-ctr', this.#key, iv);
    const body = Buffer.concat([cipher.update(serialize(calls)), cipher.final()]);
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(body.length, 0);
    iv.copy(header, 4);
    writeAll(this.#open(), Buffer.concat([header, body]));
    this.#bytes += HEADER + body.length;
    this.#length += calls.length;
  }

  *read(count: number): Iterable<readonly ToolCall[]> {
    let offset = 0;
    let read = 0;
    const header = Buffer.alloc(HEADER);
    while (read < count && offset < this.#bytes) {
      const fd = this.#open();
      readAll(fd, header, offset);
      const size = header.readUInt32LE(0);
      const body = Buffer.alloc(size);
      readAll(fd, body, offset + HEADER);
      offset += HEADER + size;
      const decipher = createDecipheriv('aes-256-ctr', this.#key, header.subarray(4, HEADER));
      const calls = deserialize(Buffer.concat([decipher.update(body), decipher.final()])) as ToolCall[];
      const wanted = Math.min(calls.length, count - read);
      read += wanted;
      yield wanted === calls.length ? calls : calls.slice(0, wanted);
    }
  }

  /** Closes and removes the file (its key goes with this object: what is left could not be read). */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#fd === null) return;
    closeSync(this.#fd);
    try {
      unlinkSync(this.file);
    } catch {
      // Already gone: nothing to remove.
    }
  }
}

function writeAll(fd: number, buffer: Buffer): void {
  for (let done = 0; done < buffer.length; ) done += writeSync(fd, buffer, done);
}

function readAll(fd: number, buffer: Buffer, position: number): void {
  for (let done = 0; done < buffer.length; ) {
    const n = readSync(fd, buffer, done, buffer.length - done, position + done);
    if (n === 0) throw new Error('tool call log: the file ends before its last record');
    done += n;
  }
}
