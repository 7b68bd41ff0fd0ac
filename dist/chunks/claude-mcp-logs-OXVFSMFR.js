const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  readdirSync
} from "./chunk-6PPWJKGQ.js";
import "./chunk-QKXLR4XC.js";

// src/agent/claude-mcp-logs.ts
var TAIL_BYTES = 64 * 1024;
var FILES_LOOKED_AT = 3;
var REASON_CHARS = 300;
function claudeMcpReasons(home, cwd, sessionId, names) {
  const reasons = /* @__PURE__ */ new Map();
  const project = node_path_default.join(home, ".cache", "claude-cli-nodejs", cwd.replace(/[^a-zA-Z0-9]/g, "-"));
  for (const name of names) {
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) continue;
    const reason = reasonIn(node_path_default.join(project, `mcp-logs-${name}`), sessionId);
    if (reason !== null) reasons.set(name, reason);
  }
  return reasons;
}
function reasonIn(dir, sessionId) {
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort().slice(-FILES_LOOKED_AT).reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const errors = errorsOf(tail(node_path_default.join(dir, file)), sessionId);
    if (errors.length === 0) continue;
    const last = errors.at(-1);
    const stderr = errors.find((e) => e.startsWith("Server stderr:") && e !== last);
    return oneLine(stderr ? `${last}; ${stderr}` : last);
  }
  return null;
}
function tail(file) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return "";
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer.toString("utf8");
  } catch {
    return "";
  } finally {
    closeSync(fd);
  }
}
function errorsOf(text, sessionId) {
  const out = [];
  for (const line of text.split("\n")) {
    if (!line.includes('"error"')) continue;
    try {
      const entry = JSON.parse(line);
      if (typeof entry !== "object" || entry === null) continue;
      const { error, sessionId: session } = entry;
      if (typeof error === "string" && error.trim() !== "" && session === sessionId) out.push(error);
    } catch {
    }
  }
  return out;
}
function oneLine(s) {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > REASON_CHARS ? `${flat.slice(0, REASON_CHARS - 1)}\u2026` : flat;
}
export {
  claudeMcpReasons
};
