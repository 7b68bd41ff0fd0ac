const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  sanitizeKey
} from "./chunk-BJA6GBZG.js";
import {
  runPageUrl
} from "./chunk-7QHSLWKT.js";
import {
  loadArtifactClient
} from "./chunk-HZ4WBUTY.js";
import {
  appendFile
} from "./chunk-EXQCX44K.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  unlinkSync,
  writeSync
} from "./chunk-6PPWJKGQ.js";

// builtin:node:perf_hooks
var __builtin = process.getBuiltinModule("node:perf_hooks");
var __read = (name) => __builtin[name];
var performance = /* @__PURE__ */ __read("performance");

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

// src/sinks/files/artifact.ts
function artifactName(env, commentKey, leg = null) {
  const parts = ["narrator", env["GITHUB_JOB"] || "job", env["GITHUB_RUN_ATTEMPT"] || "1"];
  if (leg?.trim()) parts.push(sanitizeKey(leg));
  if (commentKey?.trim()) parts.push(sanitizeKey(commentKey));
  return parts.join("-").replace(/[\u0000-\u001f"':<>|*?\\/\s]+/g, "_").slice(0, 200);
}
function artifactFiles(files) {
  return [files.reportFile, files.logFile, files.summaryFile].filter((file) => existsSync(file));
}
function artifactUrl(env, id) {
  const page = runPageUrl(env);
  return page === null ? null : `${page}/artifacts/${id}`;
}
async function defaultUpload(name, files, rootDirectory) {
  const { uploadArtifact } = await loadArtifactClient();
  return uploadArtifact(name, files, rootDirectory);
}
async function uploadRunArtifact(o) {
  const name = artifactName(o.env, o.commentKey, o.leg);
  const own = o.files.own?.uploadable() ?? null;
  const files = own === null ? artifactFiles(o.files) : own.map((f) => f.file.path);
  if (files.length === 0) {
    o.warning(
      `upload-artifact: nothing to upload (${o.files.logFile} and ${o.files.summaryFile} are missing)`
    );
    return null;
  }
  if (!o.upload && (!o.env["ACTIONS_RUNTIME_TOKEN"] || !o.env["ACTIONS_RESULTS_URL"])) {
    o.warning(
      "upload-artifact: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)"
    );
    return null;
  }
  let staged = null;
  if (own !== null && o.files.own) {
    try {
      staged = stageCopies(node_path_default.dirname(o.files.own.dir), own);
    } catch (error) {
      o.warning(`upload-artifact: could not stage the files for '${name}': ${error.message}`);
      return null;
    }
  }
  const uploadFiles = staged?.paths ?? files;
  const root = staged?.root ?? commonDirectory(files);
  let id;
  try {
    ({ id } = await (o.upload ?? defaultUpload)(name, uploadFiles, root));
  } catch (error) {
    o.warning(`upload-artifact: could not upload the artifact '${name}': ${error.message}`);
    return null;
  } finally {
    if (staged !== null) {
      const replaced = staged.replaced();
      if (replaced.length > 0) {
        o.warning(
          `upload-artifact: ${replaced.map((f) => node_path_default.basename(f)).join(", ")} of '${name}' changed while it was uploaded (something the agent ran is still writing to Narrator's folder); the artifact may not hold Narrator's files`
        );
      }
      staged.remove();
    }
  }
  if (id === void 0) {
    o.warning(`upload-artifact: the artifact '${name}' was uploaded but no id came back`);
    return null;
  }
  const uploaded = { id, name, url: artifactUrl(o.env, id), files };
  o.info(
    `Narrator uploaded the artifact ${name} (id ${id}): ${files.map((f) => node_path_default.basename(f)).join(", ")}`
  );
  if (o.stepSummary && o.env["GITHUB_STEP_SUMMARY"]) {
    const label = `\`${name}\``;
    const line = uploaded.url ? `[${label}](${uploaded.url})` : `${label} (id ${id})`;
    try {
      await appendFile(
        o.env["GITHUB_STEP_SUMMARY"],
        `
\u{1F4E6} Artifact ${line}: report.html (the whole run as one page a person can read, offline), the raw stream (redacted) and summary.json.
`
      );
    } catch (error) {
      o.warning(
        `upload-artifact: could not link the artifact in the step summary: ${error.message}`
      );
    }
  }
  return uploaded;
}
function commonDirectory(files) {
  let dir = node_path_default.dirname(files[0]);
  while (!files.every((f) => f.startsWith(dir + node_path_default.sep))) dir = node_path_default.dirname(dir);
  return dir;
}

export {
  performance,
  OwnFile,
  createRunDir,
  stageCopies,
  RunFileSet,
  defaultUpload,
  uploadRunArtifact
};
