const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  closeSync,
  openSync,
  writeSync
} from "./chunk-6PPWJKGQ.js";

// src/redact/redact-marks.ts
var REDACTED = "***";
var CUT_MARK = "\u2026";

// src/redact/redact-stream.ts
var MIN_HOLDBACK = 16 * 1024;
var SMALL_BACK = 24;
var END_WINDOW = 512;
var SCAN_AT = 4;
var StreamRedactor = class {
  #redactor;
  #holdback;
  #separate;
  /** The concatenated text from absolute offset #base on (final text kept for a look back). */
  #buf = "";
  #base = 0;
  /** Text before this absolute offset is final: its masks are decided. */
  #final = 0;
  /** Where the next scan starts (before #final when a match may go on past it). */
  #resume = 0;
  #units = [];
  #unitHead = 0;
  /** Decided masks not yet applied to every unit they touch, in order. */
  #masks = [];
  #maskHead = 0;
  /** Absolute ends of the texts (boundaries between pieces) at or after #base, in order. */
  #bounds = [];
  #boundHead = 0;
  #ended = false;
  constructor(redactor, options = {}) {
    this.#redactor = redactor;
    this.#holdback = Math.max(options.holdback ?? MIN_HOLDBACK, 2 * redactor.longest, 1);
    this.#separate = options.separate ?? true;
  }
  /** Characters of text pushed so far. */
  get length() {
    return this.#base + this.#buf.length;
  }
  /** Whether some unit is still waiting for its text to be final. */
  get waiting() {
    return this.#unitHead < this.#units.length;
  }
  /** Adds a unit of texts (possibly none); `done` is called when they are final. */
  push(texts, done) {
    if (this.#ended) throw new Error("StreamRedactor: push after end");
    const start = this.#base + this.#buf.length;
    const ends = new Array(texts.length);
    let at = start;
    for (let i = 0; i < texts.length; i++) {
      at += texts[i].length;
      ends[i] = at;
      if (this.#separate) this.#bounds.push(at);
    }
    if (at > start) this.#buf += texts.length === 1 ? texts[0] : texts.join("");
    this.#units.push({ start, ends, done });
    if (at - this.#final >= SCAN_AT * this.#holdback) this.#flush(false);
    else this.#complete();
  }
  /**
   * Makes everything pushed so far final now, as if the text were cut here (its owner cannot hold
   * it any longer): a secret's head at the end is hidden by its cut form, and the next scan resumes
   * before this point, so the rest of such a secret is hidden too when it arrives.
   */
  flush() {
    this.#flush(true);
  }
  /** The stream ended: everything is final (a secret's head at the very end counts as cut). */
  end() {
    if (this.#ended) return;
    this.#flush(true);
    this.#complete();
    this.#ended = true;
  }
  /**
   * Decides the masks up to a new final point: `holdback` characters before the end, or the end
   * itself when `cut` (then the text is scanned with a cut mark after it).
   */
  #flush(cut) {
    const n = this.#base + this.#buf.length;
    let final = cut ? n : n - this.#holdback;
    if (final <= this.#final) return;
    const base = this.#base;
    const buf = this.#buf;
    const scanner = this.#redactor.scanner;
    const resume = Math.max(base, Math.min(this.#resume, this.#final - SMALL_BACK));
    let from = resume - base;
    let open = n;
    let maskedTo = this.#final;
    for (; ; ) {
      const span = scanner.next(buf, from);
      if (span === null) break;
      const matchStart = span.matchStart + base;
      if (matchStart >= final) break;
      let matchEnd = span.matchEnd + base;
      let end = span.end + base;
      if (this.#separate && !span.literal) {
        const at = this.#tokenEnd(buf, matchStart, matchEnd);
        if (at === null) {
          from = span.matchStart + 1;
          continue;
        }
        matchEnd = at;
        end = Math.min(end, at);
      }
      from = Math.max(matchEnd - base, span.matchStart + 1);
      if (matchEnd <= this.#final) continue;
      const start = Math.max(span.start + base, this.#final);
      if (end > start) this.#masks.push({ start, end });
      if (end > maskedTo) maskedTo = end;
      if (matchEnd > final) final = matchEnd;
      if (matchEnd >= n && matchStart < open) open = matchStart;
    }
    if (cut && maskedTo < n) {
      const head = scanner.endHead(buf, Math.max(maskedTo, n - END_WINDOW, resume) - base);
      if (head !== null && (!this.#separate || head.literal || this.#crossings(head.matchStart + base, n) <= 1)) {
        const start = Math.max(head.start + base, this.#final, maskedTo);
        if (n > start) this.#masks.push({ start, end: n });
        if (head.matchStart + base < open) open = head.matchStart + base;
      }
    }
    this.#final = final;
    this.#resume = open < n && n - open <= SCAN_AT * this.#holdback ? open : final;
    this.#complete();
    const keep = Math.max(base, Math.min(this.#resume, final - SMALL_BACK) - 1);
    if (keep > base) {
      this.#buf = buf.slice(keep - base);
      this.#base = keep;
      let b = this.#boundHead;
      while (b < this.#bounds.length && this.#bounds[b] < keep) b++;
      this.#boundHead = b;
      if (b > 4096 && b * 2 > this.#bounds.length) {
        this.#bounds = this.#bounds.slice(b);
        this.#boundHead = 0;
      }
    }
  }
  /**
   * Where a token match [start, end) of separate strings ends: at the first boundary where the part
   * before it is a complete token on its own (it does not eat the next string); else its own end if
   * it runs into one more string at most (a token split between two strings); else null.
   */
  #tokenEnd(text, start, end) {
    const bounds = this.#bounds;
    const base = this.#base;
    const first = this.#firstBoundAfter(start);
    if (first >= bounds.length || bounds[first] >= end) return end;
    if (this.#redactor.scanner.completeToken(text, start - base, bounds[first] - base))
      return bounds[first];
    return first + 1 >= bounds.length || bounds[first + 1] >= end ? end : null;
  }
  /** How many piece boundaries lie strictly inside (start, end). */
  #crossings(start, end) {
    let crossed = 0;
    for (let i = this.#firstBoundAfter(start); i < this.#bounds.length && this.#bounds[i] < end; i++)
      crossed++;
    return crossed;
  }
  #firstBoundAfter(at) {
    const bounds = this.#bounds;
    let lo = this.#boundHead;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (bounds[mid] <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** Hands back, in order, every unit whose text is all final. */
  #complete() {
    const units = this.#units;
    while (this.#unitHead < units.length) {
      const u = units[this.#unitHead];
      const end = u.ends.length > 0 ? u.ends[u.ends.length - 1] : u.start;
      if (end > this.#final) break;
      units[this.#unitHead++] = void 0;
      u.done(this.#masksOf(u, end));
    }
    if (this.#unitHead > 1024 && this.#unitHead * 2 > units.length) {
      this.#units = units.slice(this.#unitHead);
      this.#unitHead = 0;
    }
  }
  /** The masks that touch each of the unit's texts, or null when none does. */
  #masksOf(u, end) {
    let masks = this.#masks;
    let m = this.#maskHead;
    while (m < masks.length && masks[m].end <= u.start) m++;
    if (m > 1024 && m * 2 > masks.length) {
      masks = this.#masks = masks.slice(m);
      m = 0;
    }
    this.#maskHead = m;
    if (m >= masks.length || masks[m].start >= end) return null;
    const out = new Array(u.ends.length);
    let slotStart = u.start;
    for (let i = 0; i < u.ends.length; i++) {
      const slotEnd = u.ends[i];
      let mine = null;
      while (m < masks.length && masks[m].end <= slotStart) m++;
      for (let j = m; j < masks.length && masks[j].start < slotEnd; j++) {
        const mask = masks[j];
        const from = Math.max(mask.start, slotStart);
        const to = Math.min(mask.end, slotEnd);
        if (from >= to) continue;
        if (mine === null) mine = [];
        mine.push(from - slotStart, to - slotStart, mask.start >= slotStart ? 1 : 0);
      }
      out[i] = mine;
      slotStart = slotEnd;
    }
    return out;
  }
};
function applyMasks(text, ...lists) {
  let masks = null;
  let count = 0;
  for (const list of lists) {
    if (!list || list.length === 0) continue;
    masks = count === 0 ? list : [...masks, ...list];
    count++;
  }
  if (masks === null) return text;
  const parts = [];
  for (let i = 0; i < masks.length; i += 3) parts.push([masks[i], masks[i + 1], masks[i + 2]]);
  if (count > 1) parts.sort((a, b) => a[0] - b[0]);
  let out = "";
  let pos = 0;
  for (let i = 0; i < parts.length; ) {
    let [from, to, starts] = parts[i];
    for (i++; i < parts.length && parts[i][0] <= to; i++) {
      to = Math.max(to, parts[i][1]);
      starts |= parts[i][2];
    }
    out += text.slice(pos, from);
    if (starts) out += REDACTED;
    pos = to;
  }
  return out + text.slice(pos);
}

// src/redact/json-writer.ts
var MAX_DEPTH = 64;
var UNIT = 4096;
var PIECE = 64 * 1024;
var NATIVE_STRINGS = 2048;
function writeRedactedJson(value, redactor, space, sink) {
  if (value === null || typeof value !== "object") return false;
  const redacted = redactedStrings(value, redactor);
  if (redacted === null) return false;
  new Writer(redacted, space, sink).write(value);
  return true;
}
var Spans = class {
  #number = /* @__PURE__ */ new Map();
  first = new Int32Array(256);
  end = new Int32Array(256);
  parent = new Int32Array(256);
  tangled = new Uint8Array(256);
  #count = 0;
  /** The object's number, or -1 when it was not met yet. */
  of(v) {
    return this.#number.get(v) ?? -1;
  }
  /** Numbers `v`, whose strings start at `first`, held by `parent` (-1: none). */
  open(v, first, parent) {
    const n = this.#count++;
    if (n === this.first.length) {
      const grow = (a) => {
        const b = new a.constructor(a.length * 2);
        b.set(a);
        return b;
      };
      this.first = grow(this.first);
      this.end = grow(this.end);
      this.parent = grow(this.parent);
      this.tangled = grow(this.tangled);
    }
    this.#number.set(v, n);
    this.first[n] = first;
    this.end[n] = -1;
    this.parent[n] = parent;
    return n;
  }
  /** Marks `from` and what holds it, up to the first already marked. */
  tangle(from) {
    for (let o = from; o !== -1 && this.tangled[o] === 0; o = this.parent[o]) this.tangled[o] = 1;
  }
};
function redactedStrings(value, redactor) {
  const redacted = /* @__PURE__ */ new Map();
  const changed = [];
  const values = new Pieces(new StreamRedactor(redactor), redacted, changed);
  const keys = new Pieces(new StreamRedactor(redactor), redacted, changed);
  const spans = new Spans();
  let strings = 0;
  let plain = true;
  let native = true;
  const collect = (v, depth, parent) => {
    if (typeof v === "string") {
      values.add(v, strings++);
      return;
    }
    if (typeof v === "bigint") plain = false;
    if (v === null || typeof v !== "object" || !plain) return;
    const met = spans.of(v);
    if (met !== -1) {
      if (spans.end[met] === -1) plain = false;
      spans.tangle(met);
      spans.tangle(parent);
      return;
    }
    if (native && !nativeSafe(v)) native = false;
    if (depth >= MAX_DEPTH) {
      plain = false;
      return;
    }
    const span = spans.open(v, strings, parent);
    if (Array.isArray(v)) {
      for (const item of v) collect(item, depth + 1, span);
    } else {
      const record = v;
      for (const k of Object.keys(record)) {
        keys.add(k, strings++);
        collect(record[k], depth + 1, span);
      }
    }
    spans.end[span] = strings;
  };
  collect(value, 0, -1);
  if (!plain) return null;
  values.end();
  keys.end();
  if (keys.changed) return null;
  changed.sort((a, b) => a - b);
  return { redacted, changed, spans, native };
}
function nativeSafe(v) {
  if (typeof v.toJSON === "function") return false;
  return !(v instanceof Number || v instanceof String || v instanceof Boolean || v instanceof BigInt);
}
var Pieces = class {
  constructor(stream, redacted, changedAt) {
    this.stream = stream;
    this.redacted = redacted;
    this.changedAt = changedAt;
  }
  stream;
  redacted;
  changedAt;
  changed = false;
  #texts = [];
  #at = [];
  /** `text` is string number `at` of the walk. */
  add(text, at) {
    this.#texts.push(text);
    this.#at.push(at);
    if (this.#texts.length >= UNIT) this.#push();
  }
  end() {
    this.#push();
    this.stream.end();
  }
  #push() {
    const texts = this.#texts;
    if (texts.length === 0) return;
    const at = this.#at;
    this.#texts = [];
    this.#at = [];
    this.stream.push(texts, (masks) => {
      if (masks === null) return;
      for (let i = 0; i < texts.length; i++) {
        const m = masks[i];
        if (!m) continue;
        this.redacted.set(at[i], applyMasks(texts[i], m));
        this.changedAt.push(at[i]);
        this.changed = true;
      }
    });
  }
};
function isSkipped(v) {
  return v === void 0 || typeof v === "function" || typeof v === "symbol";
}
var Writer = class {
  constructor(collected, space, sink) {
    this.collected = collected;
    this.sink = sink;
    this.#gap = typeof space === "number" && space >= 1 ? " ".repeat(Math.min(10, Math.floor(space))) : "";
  }
  collected;
  sink;
  #next = 0;
  #piece = [];
  #pieceChars = 0;
  #gap;
  /** Objects written once: met again, they are written again from their first strings. */
  #written = /* @__PURE__ */ new Set();
  write(value) {
    this.#value(value, "");
    this.#flush();
  }
  #emit(text) {
    this.#piece.push(text);
    this.#pieceChars += text.length;
    if (this.#pieceChars >= PIECE) this.#flush();
  }
  #flush() {
    if (this.#piece.length === 0) return;
    this.sink(this.#piece.join(""));
    this.#piece = [];
    this.#pieceChars = 0;
  }
  /** String number `at` as redacted: `text` itself unless redaction changed it. */
  #text(at, text) {
    return this.collected.changed.length === 0 ? text : this.collected.redacted.get(at) ?? text;
  }
  #value(v, indent) {
    if (typeof v === "string") {
      this.#emit(JSON.stringify(this.#text(this.#next++, v)));
      return;
    }
    if (v === null || typeof v !== "object") {
      this.#emit(JSON.stringify(v) ?? "null");
      return;
    }
    const spans = this.collected.spans;
    const span = spans.of(v);
    const first = spans.first[span];
    const end = spans.end[span];
    if (end - first <= NATIVE_STRINGS && this.#untouched(span, first, end)) {
      this.#emit(this.#stringified(v, indent));
      this.#next = end;
      return;
    }
    if (this.#written.has(v) && first !== this.#next) {
      const next = this.#next;
      this.#next = first;
      this.#contents(v, indent);
      this.#next = next;
      return;
    }
    this.#written.add(v);
    this.#contents(v, indent);
  }
  /**
   * Writes the items of `v` from `from` on that JSON.stringify may write together, when there are
   * two or more: objects met for the first time here, each untouched, NATIVE_STRINGS strings in all
   * at most (a summary's tool calls: one call per item cost more than the writing). Returns the
   * index after them; `from` when it wrote nothing.
   */
  #nativeRun(v, from, indent, close) {
    const spans = this.collected.spans;
    const start = this.#next;
    let next = start;
    let i = from;
    for (; i < v.length; i++) {
      const item = v[i];
      if (item === null || typeof item !== "object") break;
      const span = spans.of(item);
      if (span === -1 || spans.first[span] !== next) break;
      const end = spans.end[span];
      if (end - start > NATIVE_STRINGS || !this.#untouched(span, next, end)) break;
      next = end;
    }
    if (i < from + 2) return from;
    const text = this.#stringified(v.slice(from, i), indent);
    const items = text.slice(1, text.length - close.length - 1);
    this.#emit(from === 0 ? items : `,${items}`);
    this.#next = next;
    return i;
  }
  /** Whether JSON.stringify writes object number `span`, strings [first, end), as the walk would. */
  #untouched(span, first, end) {
    return this.collected.native && this.collected.spans.tangled[span] === 0 && this.#unchanged(first, end);
  }
  /** JSON.stringify's text of `v` where the walk is at `indent` (its later lines shifted by it). */
  #stringified(v, indent) {
    const text = JSON.stringify(v, null, this.#gap);
    return indent === "" || this.#gap === "" ? text : text.replaceAll("\n", `
${indent}`);
  }
  /** Whether no string numbered [first, end) was changed by redaction. */
  #unchanged(first, end) {
    const changed = this.collected.changed;
    let lo = 0;
    let hi = changed.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (changed[mid] < first) lo = mid + 1;
      else hi = mid;
    }
    return lo === changed.length || changed[lo] >= end;
  }
  #contents(v, indent) {
    const inner = indent + this.#gap;
    const open = this.#gap === "" ? "" : `
${inner}`;
    const between = this.#gap === "" ? "," : `,
${inner}`;
    const close = this.#gap === "" ? "" : `
${indent}`;
    if (Array.isArray(v)) {
      if (v.length === 0) {
        this.#emit("[]");
        return;
      }
      this.#emit("[");
      for (let i = 0; i < v.length; ) {
        const after = this.#nativeRun(v, i, indent, close);
        if (after > i) {
          i = after;
          continue;
        }
        this.#emit(i === 0 ? open : between);
        const item = v[i];
        if (isSkipped(item)) this.#emit("null");
        else this.#value(item, inner);
        i++;
      }
      this.#emit(`${close}]`);
      return;
    }
    const record = v;
    const colon = this.#gap === "" ? ":" : ": ";
    let first = true;
    this.#emit("{");
    for (const k of Object.keys(record)) {
      const key = this.#text(this.#next++, k);
      const item = record[k];
      if (isSkipped(item)) continue;
      this.#emit(first ? open : between);
      first = false;
      this.#emit(`${JSON.stringify(key)}${colon}`);
      this.#value(item, inner);
    }
    this.#emit(first ? "}" : `${close}}`);
  }
};
function writePiecesSync(file, produce) {
  const fd = openSync(file, "w");
  try {
    produce((text) => {
      writeSync(fd, text);
    });
  } finally {
    closeSync(fd);
  }
}

// src/redact/redact-json.ts
var JSON_TOKEN = /[\s,:[\]{}]+|"(?:[^"\\]|\\[\s\S])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/gy;
var PUNCTUATION = /[\s,:[\]{}]/;
var MASKED_TOKEN = JSON.stringify(REDACTED);
var rawCheckCache = /* @__PURE__ */ new WeakMap();
function needsRawCheck(redactor) {
  let needed = rawCheckCache.get(redactor);
  if (needed === void 0) {
    needed = redactor.secrets.some((s) => /[{}[\],:]/.test(s) || /^[-+0-9.eE]+$/.test(s));
    rawCheckCache.set(redactor, needed);
  }
  return needed;
}
function cleanRawJson(json, redactor, fallback) {
  const scanner = redactor.scanner;
  if (scanner.next(json, 0) === null) return json;
  const tokens = [];
  for (const m of json.matchAll(JSON_TOKEN))
    if (!PUNCTUATION.test(m[0][0])) tokens.push([m.index, m.index + m[0].length]);
  const masked = /* @__PURE__ */ new Set();
  for (let from = 0, t = 0; ; ) {
    const span = scanner.next(json, from);
    if (span === null) break;
    while (t < tokens.length && tokens[t][1] <= span.start) t++;
    for (let i = t; i < tokens.length && tokens[i][0] < span.end; i++) masked.add(i);
    from = span.matchEnd;
  }
  let out = "";
  let pos = 0;
  for (const i of [...masked].sort((a, b) => a - b)) {
    const [start, end] = tokens[i];
    out += `${json.slice(pos, start)}${MASKED_TOKEN}`;
    pos = end;
  }
  out += json.slice(pos);
  return scanner.next(out, 0) === null ? out : fallback;
}
var UNREDACTABLE = JSON.stringify({ redacted: "this JSON could not be redacted safely" });
function stringifyRedacted(value, redactor, space) {
  const pieces = [];
  const text = writeRedactedJson(value, redactor, space, (piece) => pieces.push(piece)) ? pieces.join("") : JSON.stringify(redactor.redactValue(value), null, space);
  if (!needsRawCheck(redactor)) return text;
  return cleanRawJson(text, redactor, UNREDACTABLE);
}
function writeStringifiedRedacted(value, redactor, space, sink) {
  if (needsRawCheck(redactor)) {
    sink(stringifyRedacted(value, redactor, space));
    return;
  }
  if (!writeRedactedJson(value, redactor, space, sink))
    sink(JSON.stringify(redactor.redactValue(value), null, space));
}

export {
  REDACTED,
  CUT_MARK,
  StreamRedactor,
  applyMasks,
  writeRedactedJson,
  writePiecesSync,
  needsRawCheck,
  cleanRawJson,
  writeStringifiedRedacted
};
