/**
 * Narrator's own files under RUNNER_TEMP/narrator/run-*: the stream log, summary.json, report.html
 * (and, beside them, the snapshot and the leg record). The agent runs as the same user and can write to that
 * folder: it can delete one of these files and put a symlink in its place (to a secret file, to
 * the runner's own files). So Narrator never trusts a path it wrote earlier:
 *
 * - the run folder is made by mkdtemp (mode 0700, a name nobody can plant files under beforehand);
 * - each file is created with O_CREAT | O_EXCL | O_NOFOLLOW (a planted file or symlink makes the
 *   create fail; it is never followed) and written by descriptor; the descriptor stays open, and
 *   its device and inode say which file is Narrator's;
 * - the artifact is uploaded from copies made FROM THOSE DESCRIPTORS into a fresh private folder,
 *   never from the paths; after the upload the copies are checked again;
 * - before `log-file` and `summary-file` are set, each path is checked to still be the file
 *   Narrator created (lstat: a regular file, same device and inode); one that is not is put back
 *   from the descriptor, with a warning.
 *
 * Same-user code that races a check can still win a moment (it can swap a file between the check
 * and a later reader's open); what it cannot do is make Narrator read, write or upload through a
 * link it planted. docs/security.md says what remains.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** O_NOFOLLOW where the platform has it (not on Windows, where symlinks need privileges). */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
/** Create, never open what is there: a planted file or symlink makes it fail. Read and write. */
const CREATE_EXCLUSIVE = constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
const COPY_CHUNK = 1 << 20;

/** A file Narrator created, by descriptor. */
export class OwnFile {
  private closed = false;

  private constructor(
    readonly path: string,
    readonly fd: number,
    private readonly dev: number,
    private readonly ino: number,
  ) {}

  /** Creates `file` (it must not exist, in any form): mode 0600, open for reading and writing. */
  static create(file: string): OwnFile {
    let fd: number;
    try {
      fd = openSync(file, CREATE_EXCLUSIVE, 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'EEXIST' || code === 'ELOOP'
          ? 'something is already there (Narrator never writes through what it did not create)'
          : (error as Error).message;
      throw new Error(`cannot create ${file}: ${why}`, { cause: error });
    }
    const stat = fstatSync(fd);
    return new OwnFile(file, fd, stat.dev, stat.ino);
  }

  /** Appends text or bytes at the descriptor's position. */
  write(data: string | Uint8Array): void {
    if (typeof data === 'string') writeSync(this.fd, data);
    else {
      let done = 0;
      while (done < data.length) done += writeSync(this.fd, data, done, data.length - done);
    }
  }

  /** Whether `file` (default: where it was created) is this very file, not a link or a stand-in. */
  isAt(file: string = this.path): boolean {
    try {
      const stat = lstatSync(file);
      return stat.isFile() && stat.dev === this.dev && stat.ino === this.ino;
    } catch {
      return false;
    }
  }

  /** Copies this file's bytes, read from the descriptor, into a new file `to` (created exclusively). */
  copyTo(to: string): OwnFile {
    const copy = OwnFile.create(to);
    try {
      const buffer = Buffer.allocUnsafe(COPY_CHUNK);
      let position = 0;
      for (;;) {
        const n = readSync(this.fd, buffer, 0, buffer.length, position);
        if (n === 0) break;
        copy.write(buffer.subarray(0, n));
        position += n;
      }
    } catch (error) {
      copy.close();
      throw error;
    }
    return copy;
  }

  /**
   * Puts this file back at its path when something else is there now: what is there is unlinked
   * (a symlink itself, never its target) and a copy from the descriptor takes its place. Returns
   * the file now at the path (this one, or the copy). Throws when it cannot.
   */
  restore(): OwnFile {
    if (this.isAt()) return this;
    try {
      unlinkSync(this.path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new Error(`cannot remove what replaced ${this.path}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    return this.copyTo(this.path);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
  }
}

/** An exclusive create failed because something is at the name (a file, a symlink). */
function isTaken(error: unknown): boolean {
  const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EEXIST' || code === 'ELOOP';
}

/**
 * A fresh run folder under `base` (created 0700 if missing): `<base>/<prefix>XXXXXX`, made by
 * mkdtemp, so nothing can be waiting in it.
 */
export function createRunDir(base: string, prefix: string): string {
  mkdirSync(base, { recursive: true, mode: 0o700 });
  return mkdtempSync(path.join(base, prefix));
}

/** Copies of `files` made from their descriptors into a fresh private folder, for an upload. */
export interface StagedFiles {
  root: string;
  paths: string[];
  /** The copies that are no longer what was copied (replaced while they waited for the upload). */
  replaced(): string[];
  /** Closes the copies and removes the folder. */
  remove(): void;
}

export function stageCopies(
  base: string,
  files: ReadonlyArray<{ name: string; file: OwnFile }>,
): StagedFiles {
  const root = createRunDir(base, 'upload-');
  const copies: OwnFile[] = [];
  try {
    for (const { name, file } of files) copies.push(file.copyTo(path.join(root, name)));
  } catch (error) {
    for (const c of copies) c.close();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    root,
    paths: copies.map((c) => c.path),
    replaced: () => copies.filter((c) => !c.isAt()).map((c) => c.path),
    remove: () => {
      for (const c of copies) c.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The run's files besides the stream log: written whole at the end. */
export type WrittenFile = 'summary' | 'report';

/**
 * The run's stream log, summary.json and report.html, created and held by descriptor (see above).
 * The paths are what the `log-file`, `summary-file` and `report-file` outputs name.
 */
export class RunFileSet {
  readonly logFile: string;
  readonly summaryFile: string;
  readonly reportFile: string;
  log: OwnFile | null = null;
  summary: OwnFile | null = null;
  report: OwnFile | null = null;
  /** Warnings about files found replaced or planted, for checkPaths to hand out. */
  private readonly replaced: string[] = [];

  constructor(readonly dir: string) {
    this.logFile = path.join(dir, 'stream.jsonl');
    this.summaryFile = path.join(dir, 'summary.json');
    this.reportFile = path.join(dir, 'report.html');
  }

  /** Creates the stream log; its descriptor, for the writer (which leaves it open). */
  createLog(): number {
    this.log = OwnFile.create(this.logFile);
    return this.log.fd;
  }

  /**
   * Creates summary.json or report.html and writes it, piece by piece, by descriptor. Something
   * already at its name (planted while the agent ran: these are written last) is removed first —
   * unlinked, a symlink itself and never its target — and the create is still exclusive.
   */
  write(which: WrittenFile, produce: (sink: (text: string) => void) => void): void {
    const name = which === 'summary' ? this.summaryFile : this.reportFile;
    let file: OwnFile;
    try {
      file = OwnFile.create(name);
    } catch (error) {
      if (!isTaken(error)) throw error;
      unlinkSync(name);
      file = OwnFile.create(name);
      this.replaced.push(
        `${name} had been planted while the agent ran (by something it ran); Narrator removed it`,
      );
    }
    this[which] = file;
    produce((text) => file.write(text));
  }

  /** `log-file`, `summary-file`, `report-file`: each path while it is Narrator's file, else ''. */
  outputPaths(): { logFile: string; summaryFile: string; reportFile: string } {
    return {
      logFile: this.log?.isAt() ? this.logFile : '',
      summaryFile: this.summary?.isAt() ? this.summaryFile : '',
      reportFile: this.report?.isAt() ? this.reportFile : '',
    };
  }

  /**
   * Makes sure each path still names the file Narrator wrote: one that was replaced (a symlink, a
   * stand-in) is put back from the descriptor. Returns a warning for each, for the job log.
   */
  checkPaths(): string[] {
    const warnings: string[] = this.replaced.splice(0);
    for (const key of ['log', 'summary', 'report'] as const) {
      const file = this[key];
      if (file === null || file.isAt()) continue;
      try {
        const restored = file.restore();
        if (restored !== file) {
          file.close();
          this[key] = restored;
        }
        warnings.push(
          `${file.path} was replaced while the agent ran (by something it ran); Narrator put its own file back`,
        );
      } catch (error) {
        warnings.push(
          `${file.path} was replaced while the agent ran, and could not be put back: ${(error as Error).message}`,
        );
      }
    }
    return warnings;
  }

  /** The files to upload, by descriptor: what exists of report.html, the stream log and summary.json. */
  uploadable(): Array<{ name: string; file: OwnFile }> {
    const out: Array<{ name: string; file: OwnFile }> = [];
    for (const file of [this.report, this.log, this.summary]) {
      if (file !== null) out.push({ name: path.basename(file.path), file });
    }
    return out;
  }

  close(): void {
    this.log?.close();
    this.summary?.close();
    this.report?.close();
  }
}
