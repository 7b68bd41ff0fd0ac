/**
 * The `log-file` output: the agent's raw stdout, redacted, under RUNNER_TEMP. Redaction works on
 * complete lines (a secret can straddle two chunks, never two lines of NDJSON), so the writer
 * holds the partial last line until its newline arrives. A line that grows past `maxPending`
 * is written (redacted) in pieces so memory stays bounded; each piece ends at a separator (space,
 * quote, backslash, comma) so no secret straddles two pieces.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';

export class RedactedLogFile {
  private readonly out: WriteStream;
  private readonly decoder = new StringDecoder('utf8');
  private partial = '';
  private failed: Error | null = null;

  constructor(
    readonly file: string,
    private readonly redact: (text: string) => string,
    private readonly maxPending = 1024 * 1024,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.out = createWriteStream(file);
    this.out.on('error', (error) => {
      this.failed = error;
    });
  }

  write(chunk: Uint8Array): void {
    if (this.failed) return;
    const text =
      this.partial + this.decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    const cut = text.lastIndexOf('\n');
    if (cut === -1) {
      this.partial = text;
      if (this.partial.length > this.maxPending) {
        // Write all but the tail after the last separator: a secret (no spaces, quotes or
        // backslashes in any token shape) is never split between two redact calls.
        const at = safeCut(this.partial);
        this.out.write(this.redact(this.partial.slice(0, at)));
        this.partial = this.partial.slice(at);
      }
      return;
    }
    this.out.write(this.redact(text.slice(0, cut + 1)));
    this.partial = text.slice(cut + 1);
  }

  /** Flushes the last partial line and closes the file. Never rejects: the log is best effort. */
  async close(): Promise<Error | null> {
    const rest = this.partial + this.decoder.end();
    this.partial = '';
    if (rest && !this.failed) this.out.write(this.redact(rest));
    await new Promise<void>((resolve) => this.out.end(resolve));
    return this.failed;
  }
}

/** How far back from the end a piece may end, looking for a separator. */
const CUT_WINDOW = 64 * 1024;

/** Where to end a piece of an over-long line: after its last separator in the final CUT_WINDOW. */
function safeCut(text: string): number {
  for (let i = text.length - 1; i >= Math.max(0, text.length - CUT_WINDOW); i--) {
    const c = text.charCodeAt(i);
    // space, tab, ", \, ,
    if (c === 0x20 || c === 0x09 || c === 0x22 || c === 0x5c || c === 0x2c) return i + 1;
  }
  return text.length; // no separator at all in 64 KiB: a run that long is not a token
}
