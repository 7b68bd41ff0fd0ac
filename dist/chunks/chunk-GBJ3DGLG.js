const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  setOwn
} from "./chunk-D4GNM7ML.js";

// builtin:node:buffer
var __builtin = process.getBuiltinModule("node:buffer");
var __read = (name) => __builtin[name];
var Buffer2 = /* @__PURE__ */ __read("Buffer");
var isUtf8 = /* @__PURE__ */ __read("isUtf8");

// src/stream/lines.ts
var DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;
var SAMPLE_BYTES = 800;
var SAMPLE_CHARS = 200;
var CR = 13;
var LF = 10;
function cutSample(text, whole) {
  if (whole && text.length <= SAMPLE_CHARS) return text;
  let end = Math.min(text.length, SAMPLE_CHARS - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end -= 1;
  return `${text.slice(0, end)}\u2026`;
}
function sampleOf(bytes, lineBytes = bytes.length) {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SAMPLE_BYTES));
  return cutSample(head.toString("utf8"), head.length >= lineBytes);
}
function sampleText(text) {
  return detached(cutSample(text, true));
}
function detached(s) {
  return ` ${s}`.slice(1);
}
function asBuffer(chunk) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
var LineSplitter = class {
  maxLineBytes;
  /** Pieces of the line being carried across chunks (only while not skipping). */
  carried = [];
  carriedBytes = 0;
  /** True while discarding the rest of an over-long line. */
  skipping = false;
  skippedBytes = 0;
  skippedHead = null;
  /** Last byte discarded, to tell whether the skipped line ended in `\r`. */
  skippedLastByte = -1;
  firstLine = true;
  constructor(options = {}) {
    const max = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    if (!Number.isInteger(max) || max < 1) {
      throw new RangeError(`maxLineBytes must be a positive integer, got ${String(max)}`);
    }
    this.maxLineBytes = max;
  }
  /** Feed one chunk; returns the lines (and problems) it completed, in order. */
  push(chunk) {
    const out = [];
    const buf = asBuffer(chunk);
    const len = buf.length;
    let pos = 0;
    let nl = buf.indexOf(LF, 0);
    if (nl === -1) {
      this.carry(buf, 0, len);
      return out;
    }
    if (this.skipping || this.carriedBytes > 0) {
      this.closeCarried(buf, nl, out);
      pos = nl + 1;
      nl = pos < len ? buf.indexOf(LF, pos) : -1;
    }
    while (nl !== -1) {
      this.emit(buf, pos, nl, out);
      pos = nl + 1;
      nl = pos < len ? buf.indexOf(LF, pos) : -1;
    }
    if (pos < len) this.carry(buf, pos, len);
    return out;
  }
  /** The stream ended: emit a final line that had no newline. */
  end() {
    const out = [];
    if (this.skipping || this.carriedBytes > 0) this.closeCarried(Buffer.alloc(0), 0, out);
    return out;
  }
  carry(buf, start, end) {
    const n = end - start;
    if (n === 0) return;
    if (this.skipping) {
      const head = this.skippedHead;
      if (head.length < SAMPLE_BYTES) {
        const more = buf.subarray(start, Math.min(end, start + SAMPLE_BYTES - head.length));
        this.skippedHead = Buffer.concat([head, more]);
      }
      this.skippedBytes += n;
      this.skippedLastByte = buf[end - 1];
      return;
    }
    if (this.carriedBytes + n > this.maxLineBytes + 1) {
      const head = Buffer.concat([...this.carried, buf.subarray(start, end)], this.carriedBytes + n);
      this.skippedHead = Buffer.from(head.subarray(0, SAMPLE_BYTES));
      this.skippedBytes = this.carriedBytes + n;
      this.skippedLastByte = buf[end - 1];
      this.skipping = true;
      this.carried = [];
      this.carriedBytes = 0;
      return;
    }
    this.carried.push(Buffer.from(buf.subarray(start, end)));
    this.carriedBytes += n;
  }
  /** The carried (or skipped) line ends at `nl` in `buf`. */
  closeCarried(buf, nl, out) {
    if (this.skipping) {
      this.carry(buf, 0, nl);
      const total = this.skippedBytes;
      const head = this.skippedHead;
      const endsInCr = this.skippedLastByte === CR;
      this.skipping = false;
      this.skippedBytes = 0;
      this.skippedHead = null;
      this.firstLine = false;
      const bytes = endsInCr ? total - 1 : total;
      out.push({
        problem: "too_long",
        bytes,
        sample: sampleOf(head.subarray(0, Math.min(head.length, bytes)), bytes)
      });
      return;
    }
    const line = Buffer.concat([...this.carried, buf.subarray(0, nl)], this.carriedBytes + nl);
    this.carried = [];
    this.carriedBytes = 0;
    this.emit(line, 0, line.length, out);
  }
  emit(buf, start, end, out) {
    if (end > start && buf[end - 1] === CR) end--;
    const n = end - start;
    if (n === 0) return;
    if (n > this.maxLineBytes) {
      this.firstLine = false;
      out.push({ problem: "too_long", bytes: n, sample: sampleOf(buf.subarray(start, end)) });
      return;
    }
    let text = buf.toString("utf8", start, end);
    if (text.indexOf("\uFFFD") !== -1 && !isUtf8(buf.subarray(start, end))) {
      this.firstLine = false;
      out.push({ problem: "invalid_utf8", bytes: n, sample: sampleOf(buf.subarray(start, end)) });
      return;
    }
    if (this.firstLine) {
      this.firstLine = false;
      if (text.charCodeAt(0) === 65279) text = text.slice(1);
      if (text.length === 0) return;
    }
    out.push(text);
  }
};

// src/run/preview.ts
var OUTPUT_PREVIEW_CHARS = 2e3;
var INPUT_PREVIEW_BUDGET = 2e3;
var ELLIPSIS = "\u2026";
function previewText(s, max = OUTPUT_PREVIEW_CHARS) {
  if (s.length <= max) return s;
  if (max <= 1) return ELLIPSIS;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end -= 1;
  return detached(s.slice(0, end)) + ELLIPSIS;
}
function previewTail(tail) {
  const nl = tail.indexOf("\n");
  if (nl !== -1 && nl < tail.length - 1) return detached(tail.slice(nl + 1));
  const space = tail.search(/\s/);
  if (space !== -1 && space < tail.length - 1) return detached(tail.slice(space + 1));
  return tail.length <= 1 ? tail : `${ELLIPSIS}${tail.slice(1)}`;
}
var MAX_DEPTH = 4;
var MAX_ARRAY_ITEMS = 20;
var MAX_OBJECT_KEYS = 30;
function previewValue(input, budget = INPUT_PREVIEW_BUDGET) {
  const state = { left: budget };
  return previewInner(input, 0, state);
}
function previewInner(value, depth, state) {
  if (value === null || value === void 0) return value ?? null;
  switch (typeof value) {
    case "string": {
      const max = Math.max(40, state.left);
      const out2 = previewText(value, max);
      state.left = Math.max(0, state.left - out2.length);
      return out2;
    }
    case "number":
    case "boolean":
      return value;
    case "bigint":
      return value.toString();
    case "object":
      break;
    default:
      return null;
  }
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : "{\u2026}";
  if (Array.isArray(value)) {
    const n = Math.min(value.length, MAX_ARRAY_ITEMS);
    const out2 = [];
    for (let i = 0; i < n; i++) out2.push(previewInner(value[i], depth + 1, state));
    if (value.length > n) out2.push(`\u2026 ${value.length - n} more`);
    return out2;
  }
  const out = {};
  let count = 0;
  const obj = value;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    if (count === MAX_OBJECT_KEYS) {
      setOwn(out, "\u2026", "more keys");
      break;
    }
    setOwn(out, key, previewInner(obj[key], depth + 1, state));
    count++;
  }
  return out;
}

export {
  Buffer2 as Buffer,
  DEFAULT_MAX_LINE_BYTES,
  sampleText,
  LineSplitter,
  OUTPUT_PREVIEW_CHARS,
  previewText,
  previewTail,
  previewValue
};
