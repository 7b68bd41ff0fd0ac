const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  createHash
} from "./chunk-LLJP3AVZ.js";
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
  writeSync
} from "./chunk-WSYYOAVZ.js";

// src/runner/own-files.ts
var NOFOLLOW = constants.O_NOFOLLOW ?? 0;
var CREATE_EXCLUSIVE = constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
var COPY_CHUNK = 1 << 20;
var OwnFile = class _OwnFile {
  constructor(path, fd, dev, ino) {
    this.path = path;
    this.fd = fd;
    this.dev = dev;
    this.ino = ino;
  }
  path;
  fd;
  dev;
  ino;
  closed = false;
  /** Creates `file` (it must not exist, in any form): mode 0600, open for reading and writing. */
  static create(file) {
    let fd;
    try {
      fd = openSync(file, CREATE_EXCLUSIVE, 384);
    } catch (error) {
      const code = error.code;
      const why = code === "EEXIST" || code === "ELOOP" ? "something is already there (Narrator never writes through what it did not create)" : error.message;
      throw new Error(`cannot create ${file}: ${why}`, { cause: error });
    }
    const stat = fstatSync(fd);
    return new _OwnFile(file, fd, stat.dev, stat.ino);
  }
  /** Appends text or bytes at the descriptor's position. */
  write(data) {
    if (typeof data === "string") writeSync(this.fd, data);
    else {
      let done = 0;
      while (done < data.length) done += writeSync(this.fd, data, done, data.length - done);
    }
  }
  /** Whether `file` (default: where it was created) is this very file, not a link or a stand-in. */
  isAt(file = this.path) {
    try {
      const stat = lstatSync(file);
      return stat.isFile() && stat.dev === this.dev && stat.ino === this.ino;
    } catch {
      return false;
    }
  }
  /** Copies this file's bytes, read from the descriptor, into a new file `to` (created exclusively). */
  copyTo(to) {
    const copy = _OwnFile.create(to);
    try {
      const buffer = Buffer.allocUnsafe(COPY_CHUNK);
      let position = 0;
      for (; ; ) {
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
  restore() {
    if (this.isAt()) return this;
    try {
      unlinkSync(this.path);
    } catch (error) {
      if (error.code !== "ENOENT") {
        throw new Error(`cannot remove what replaced ${this.path}: ${error.message}`, {
          cause: error
        });
      }
    }
    return this.copyTo(this.path);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    try {
      closeSync(this.fd);
    } catch {
    }
  }
};
function isTaken(error) {
  const code = error.cause?.code;
  return code === "EEXIST" || code === "ELOOP";
}
function createRunDir(base, prefix) {
  mkdirSync(base, { recursive: true, mode: 448 });
  return mkdtempSync(node_path_default.join(base, prefix));
}
function stageCopies(base, files) {
  const root = createRunDir(base, "upload-");
  const copies = [];
  try {
    for (const { name, file } of files) copies.push(file.copyTo(node_path_default.join(root, name)));
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
    }
  };
}
var RunFileSet = class {
  constructor(dir) {
    this.dir = dir;
    this.logFile = node_path_default.join(dir, "stream.jsonl");
    this.summaryFile = node_path_default.join(dir, "summary.json");
    this.reportFile = node_path_default.join(dir, "report.html");
  }
  dir;
  logFile;
  summaryFile;
  reportFile;
  log = null;
  summary = null;
  report = null;
  /** Warnings about files found replaced or planted, for checkPaths to hand out. */
  replaced = [];
  /** Creates the stream log; its descriptor, for the writer (which leaves it open). */
  createLog() {
    this.log = OwnFile.create(this.logFile);
    return this.log.fd;
  }
  /**
   * Creates summary.json or report.html and writes it, piece by piece, by descriptor. Something
   * already at its name (planted while the agent ran: these are written last) is removed first —
   * unlinked, a symlink itself and never its target — and the create is still exclusive.
   */
  write(which, produce) {
    const name = which === "summary" ? this.summaryFile : this.reportFile;
    let file;
    try {
      file = OwnFile.create(name);
    } catch (error) {
      if (!isTaken(error)) throw error;
      unlinkSync(name);
      file = OwnFile.create(name);
      this.replaced.push(
        `${name} had been planted while the agent ran (by something it ran); Narrator removed it`
      );
    }
    this[which] = file;
    produce((text) => file.write(text));
  }
  /** `log-file`, `summary-file`, `report-file`: each path while it is Narrator's file, else ''. */
  outputPaths() {
    return {
      logFile: this.log?.isAt() ? this.logFile : "",
      summaryFile: this.summary?.isAt() ? this.summaryFile : "",
      reportFile: this.report?.isAt() ? this.reportFile : ""
    };
  }
  /**
   * Makes sure each path still names the file Narrator wrote: one that was replaced (a symlink, a
   * stand-in) is put back from the descriptor. Returns a warning for each, for the job log.
   */
  checkPaths() {
    const warnings = this.replaced.splice(0);
    for (const key of ["log", "summary", "report"]) {
      const file = this[key];
      if (file === null || file.isAt()) continue;
      try {
        const restored = file.restore();
        if (restored !== file) {
          file.close();
          this[key] = restored;
        }
        warnings.push(
          `${file.path} was replaced while the agent ran (by something it ran); Narrator put its own file back`
        );
      } catch (error) {
        warnings.push(
          `${file.path} was replaced while the agent ran, and could not be put back: ${error.message}`
        );
      }
    }
    return warnings;
  }
  /** The files to upload, by descriptor: what exists of report.html, the stream log and summary.json. */
  uploadable() {
    const out = [];
    for (const file of [this.report, this.log, this.summary]) {
      if (file !== null) out.push({ name: node_path_default.basename(file.path), file });
    }
    return out;
  }
  close() {
    this.log?.close();
    this.summary?.close();
    this.report?.close();
  }
};

// src/report/comment-key.ts
var MAX_KEY_LENGTH = 200;
function commentKey(input) {
  const explicit = input.commentKey?.trim();
  if (explicit) return sanitizeKey(explicit);
  const parts = [input.workflow?.trim() || "workflow", input.job?.trim() || "job"];
  const leg = legLabel(input);
  return sanitizeKey(parts.join("/") + (leg ? ` (${leg})` : ""));
}
function legLabel(input) {
  const values = matrixValues(input.matrix).filter((v) => v !== "");
  const index = input.jobIndex;
  const hasIndex = typeof index === "number" && Number.isSafeInteger(index) && index >= 0;
  if (values.length === 0 && (!hasIndex || index === 0)) return null;
  const label = hasIndex ? `leg ${index + 1}` : null;
  if (values.length === 0) return label;
  return label ? `${label}: ${values.join(", ")}` : values.join(", ");
}
function commentMarker(key) {
  return `<!-- narrator:${sanitizeKey(key)} -->`;
}
function hasMarker(body, marker) {
  return typeof body === "string" && body.trimStart().startsWith(marker);
}
function withMarker(body, marker) {
  return hasMarker(body, marker) ? body : `${marker}
${body}`;
}
function sanitizeKey(raw) {
  let key = raw.replace(/[\u0000-\u001f\u007f<>!]/g, " ").replace(/\s+/g, " ");
  while (key.includes("--")) key = key.replaceAll("--", "-");
  key = key.trim().replace(/^-+|(?<!-)-+$/g, "");
  if (key.length > MAX_KEY_LENGTH) {
    const digest = createHash("sha256").update(key).digest("hex").slice(0, 12);
    key = `${key.slice(0, MAX_KEY_LENGTH - digest.length - 3).trimEnd()} ~ ${digest}`;
  }
  return key || "default";
}
function matrixValues(matrix) {
  let value = matrix;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "" || text === "null") return [];
    try {
      value = JSON.parse(text);
    } catch {
      return [text];
    }
  }
  if (value === null || value === void 0) return [];
  if (typeof value !== "object") return [String(value)];
  return Object.keys(value).sort().map((name) => {
    const leg = value[name];
    return typeof leg === "object" && leg !== null ? JSON.stringify(leg) : String(leg);
  });
}

export {
  commentKey,
  legLabel,
  commentMarker,
  hasMarker,
  withMarker,
  sanitizeKey,
  OwnFile,
  createRunDir,
  stageCopies,
  RunFileSet
};
