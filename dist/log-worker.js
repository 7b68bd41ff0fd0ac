const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:worker_threads
var __builtin = process.getBuiltinModule("node:worker_threads");
var __read = (name) => __builtin[name];
var parentPort = /* @__PURE__ */ __read("parentPort");
var workerData = /* @__PURE__ */ __read("workerData");

// src/own-keys.ts
function setOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

// src/redact/match-finder.ts
var UNKNOWN = -2;
var NONE = -1;
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
var SHORT_TEXT = 512;
function createMatchFinder(parts) {
  const source = parts.alternatives.join("|");
  const whole = new RegExp(source, "g");
  const sticky = new RegExp(source, "y");
  const others = parts.others.length > 0 ? new RegExp(parts.others.join("|"), "g") : null;
  const literals = parts.literals.map((l) => new RegExp(escapeRegExp(l), "g"));
  const heads = parts.heads.length > 0 ? new RegExp(`(?:${parts.heads.join("|")})(?=${escapeRegExp(parts.cutMark)})`, "y") : null;
  const cutMark = parts.cutMark;
  const longestHead = parts.longestHead;
  const shortText = parts.shortText ?? SHORT_TEXT;
  let knownText = null;
  let knownFrom = 0;
  let otherAt = UNKNOWN;
  const literalAt = new Array(literals.length).fill(UNKNOWN);
  let headAt = UNKNOWN;
  let headClearTo = 0;
  const leftmost = (re, text, from) => {
    re.lastIndex = from;
    const m = re.exec(text);
    return m === null ? NONE : m.index;
  };
  const headBefore = (text, from, limit) => {
    if (heads === null) return NONE;
    let p = Math.max(from, headClearTo);
    while (p < limit) {
      const cut = text.indexOf(cutMark, p + 1);
      if (cut === NONE) {
        headClearTo = text.length;
        return NONE;
      }
      for (p = Math.max(p, cut - longestHead); p < cut && p < limit; p++) {
        heads.lastIndex = p;
        if (heads.test(text)) {
          headClearTo = p;
          return p;
        }
      }
    }
    headClearTo = p;
    return NONE;
  };
  return (text, from) => {
    if (text.length - from < shortText) {
      whole.lastIndex = from;
      return whole.exec(text);
    }
    if (text !== knownText || from < knownFrom) {
      knownText = text;
      otherAt = UNKNOWN;
      literalAt.fill(UNKNOWN);
      headAt = UNKNOWN;
      headClearTo = from;
    }
    knownFrom = from;
    let best = Number.POSITIVE_INFINITY;
    if (others !== null) {
      if (otherAt === UNKNOWN || otherAt !== NONE && otherAt < from) otherAt = leftmost(others, text, from);
      if (otherAt !== NONE) best = otherAt;
    }
    for (let i = 0; i < literals.length; i++) {
      let at = literalAt[i];
      if (at === UNKNOWN || at !== NONE && at < from)
        literalAt[i] = at = leftmost(literals[i], text, from);
      if (at !== NONE && at < best) best = at;
    }
    if (headAt !== NONE && headAt !== UNKNOWN && headAt < from) headAt = UNKNOWN;
    if (headAt === UNKNOWN) {
      const limit = Math.min(best, text.length);
      const at = headBefore(text, from, limit);
      if (at !== NONE) headAt = at;
    }
    if (headAt >= 0 && headAt < best) best = headAt;
    if (best === Number.POSITIVE_INFINITY) return null;
    sticky.lastIndex = best;
    const m = sticky.exec(text);
    if (m !== null) return m;
    whole.lastIndex = from;
    return whole.exec(text);
  };
}

// src/redact/otlp-env.ts
var HEADERS_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?HEADERS$/i;
var ENDPOINT_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?ENDPOINT$/i;
function isOtlpHeadersName(name) {
  return HEADERS_NAME.test(name);
}
function isOtlpEndpointName(name) {
  return ENDPOINT_NAME.test(name);
}
function parseOtlpHeaders(text) {
  const headers = {};
  if (!text) return headers;
  for (const pair of text.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
    }
    if (key !== "") setOwn(headers, key, value);
  }
  return headers;
}
function otlpHeaderSecrets(text) {
  const out = /* @__PURE__ */ new Set();
  for (const pair of text.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const raw = pair.slice(eq + 1).trim();
    out.add(raw);
    for (const value of Object.values(parseOtlpHeaders(pair))) {
      out.add(value);
      const scheme = /^[A-Za-z][A-Za-z0-9_-]*\s+(\S.*)$/.exec(value);
      if (scheme) out.add(scheme[1].trim());
    }
  }
  out.delete("");
  return [...out];
}
function otlpEndpointSecrets(text, isSecretName) {
  const q = text.indexOf("?");
  if (q < 0) return [];
  const out = /* @__PURE__ */ new Set();
  const query = text.slice(q + 1).split("#")[0] ?? "";
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    let name = pair.slice(0, eq);
    try {
      name = decodeURIComponent(name);
    } catch {
    }
    if (!isSecretName(name.toUpperCase().replace(/[-.]/g, "_"))) continue;
    const raw = pair.slice(eq + 1);
    out.add(raw);
    try {
      out.add(decodeURIComponent(raw.replace(/\+/g, " ")));
    } catch {
    }
  }
  out.delete("");
  return [...out];
}

// src/redact/redact-marks.ts
var REDACTED = "***";
var CUT_MARK = "\u2026";

// src/redact/redact-disguise.ts
var PERCENT_BYTE = /%[0-9a-fA-F]{2}/;
function mayBeDisguised(text) {
  return Buffer.byteLength(text, "utf8") !== text.length || text.includes("&#") || text.includes("\\u") || text.includes("\\x") || text.includes("%") && PERCENT_BYTE.test(text);
}
var FORMAT = new RegExp("^\\p{Cf}$", "u");
function isInvisible(raw) {
  if (FORMAT.test(raw)) return true;
  const cp = raw.codePointAt(0);
  return cp === 847 || cp === 4447 || cp === 4448 || cp === 6068 || cp === 6069 || cp >= 6155 && cp <= 6159 || cp === 12644 || cp >= 65024 && cp <= 65039 || cp === 65440 || cp >= 917760 && cp <= 917999;
}
function escapeAt(text, i) {
  const c = text.charCodeAt(i);
  if (c === 38 && text.charCodeAt(i + 1) === 35) {
    const m = /^&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));?/.exec(text.slice(i, i + 12));
    if (m) {
      const code = m[1] !== void 0 ? Number.parseInt(m[1], 16) : Number(m[2]);
      if (code > 0 && code <= 1114111) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 92) {
    const m = /^\\(?:u([0-9a-fA-F]{4})|u\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2}))/.exec(
      text.slice(i, i + 10)
    );
    if (m) {
      const code = Number.parseInt(m[1] ?? m[2] ?? m[3], 16);
      if (code <= 1114111) return { char: String.fromCodePoint(code), length: m[0].length };
    }
    return null;
  }
  if (c === 37) {
    const m = /^%([0-9a-fA-F]{2})/.exec(text.slice(i, i + 3));
    if (m) {
      const code = Number.parseInt(m[1], 16);
      if (code >= 32 && code < 127) return { char: String.fromCharCode(code), length: 3 };
    }
  }
  return null;
}
function skeletonOf(text) {
  let out = "";
  const from = [];
  const folds = /* @__PURE__ */ new Map();
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 128 && c !== 38 && c !== 92 && c !== 37) {
      let j = i + 1;
      for (; j < text.length; j++) {
        const d = text.charCodeAt(j);
        if (d >= 128 || d === 38 || d === 92 || d === 37) break;
      }
      out += text.slice(i, j);
      for (let k = i; k < j; k++) from.push(k);
      i = j;
      continue;
    }
    const escaped = escapeAt(text, i);
    const cp = text.codePointAt(i);
    const width = escaped ? escaped.length : cp > 65535 ? 2 : 1;
    const raw = escaped ? escaped.char : String.fromCodePoint(cp);
    let folded = folds.get(raw);
    if (folded === void 0) {
      folded = isInvisible(raw) ? null : raw.charCodeAt(0) < 128 || raw === CUT_MARK ? raw : raw.normalize("NFKC");
      folds.set(raw, folded);
    }
    if (folded !== null) {
      for (let k = 0; k < folded.length; k++) from.push(i);
      out += folded;
    }
    i += width;
  }
  from.push(text.length);
  return { text: out, from: Int32Array.from(from) };
}
function originalRange(skeleton, s, e) {
  return { start: skeleton.from[s], end: skeleton.from[e] };
}

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

// src/redact/redact.ts
var MIN_SECRET_LENGTH = 6;
var SECRET_NAME = /(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASS|PASSPHRASE|CREDENTIALS?|PRIVATE|APIKEY|AUTH|AUTHKEY|PAT|DSN|WEBHOOK)(?:_|$)|(?:TOKEN|SECRET|PASSWORD|PASSPHRASE|APIKEY|AUTHKEY|CREDENTIALS?|WEBHOOK|_KEY)$/i;
var NON_SECRET_VALUES = /* @__PURE__ */ new Set([
  "true",
  "false",
  "yes",
  "no",
  "null",
  "undefined",
  "none",
  "auto",
  "never"
]);
var TOKEN_SHAPES = [
  // GitHub: personal, OAuth, server-to-server, user-to-server, refresh tokens; fine-grained PATs.
  // No leading \b (a token glued to a word is still a token), and the body stops at the next
  // prefix, so two tokens glued together are two matches rather than one eating the other's prefix.
  ["gh[pousr]_(?:(?!gh[pousr]_)[A-Za-z0-9]){20,255}", "gh[pousr]_[A-Za-z0-9]{1,19}"],
  ["github_pat_(?:(?!github_pat_)[A-Za-z0-9_]){20,255}", "github_pat_[A-Za-z0-9_]{1,19}"],
  // GitLab personal/project access tokens, Docker Hub PATs, npm, Hugging Face.
  ["glpat-[A-Za-z0-9_-]{20,}", "glpat-[A-Za-z0-9_-]{1,19}"],
  ["dckr_pat_[A-Za-z0-9_-]{20,}", "dckr_pat_[A-Za-z0-9_-]{1,19}"],
  ["npm_[A-Za-z0-9]{30,}", "npm_[A-Za-z0-9]{1,29}"],
  ["hf_[A-Za-z0-9]{30,}", "hf_[A-Za-z0-9]{1,29}"],
  // Anthropic and OpenAI keys with a named kind: after ANY character (`xsk-proj-…` is still a key).
  ["sk-(?:ant|proj|svcacct|admin)-[A-Za-z0-9_-]{20,}", "sk-(?:ant|proj|svcacct|admin)-[A-Za-z0-9_-]{1,19}"],
  // Other OpenAI-style keys (sk-…): \b keeps prose like "risk-assessment-…" intact.
  [String.raw`\bsk-[A-Za-z0-9_-]{20,}`, String.raw`\bsk-[A-Za-z0-9_-]{1,19}`],
  // Google API keys and OAuth access tokens.
  ["AIza[0-9A-Za-z_-]{30,}", "AIza[0-9A-Za-z_-]{1,29}"],
  [String.raw`ya29\.[0-9A-Za-z_-]{20,}`, String.raw`ya29\.[0-9A-Za-z_-]{1,19}`],
  // AWS access key ids.
  [
    "(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}",
    "(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{1,15}"
  ],
  // Slack: refresh tokens (xoxe.xoxp-…), then bot/user/app/refresh (xoxb-, xoxp-, xoxe-…).
  [String.raw`xoxe\.xox[abprs]-[A-Za-z0-9-]{10,}`, String.raw`xoxe\.xox[abprs]-[A-Za-z0-9-]{1,9}`],
  ["xox[abprse]-[A-Za-z0-9-]{10,}", "xox[abprse]-[A-Za-z0-9-]{1,9}"],
  // JWTs: header and payload are base64url JSON objects, so both start with eyJ. The header is
  // taken from its LAST eyJ (its body never holds another): from an earlier one the body stops at
  // the next eyJ at once, so a long run of eyJ with no dot costs a step per character, not a scan
  // to the end of the run from each eyJ in it (that was quadratic). A header with an eyJ inside is
  // masked from that eyJ on: what comes before it is the start of the header, never the secret.
  [
    String.raw`eyJ(?:(?!eyJ)[A-Za-z0-9_-])*\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*`,
    String.raw`eyJ(?:(?!eyJ)[A-Za-z0-9_-])*(?:\.[A-Za-z0-9_-]*){0,2}`
  ]
];
var PEM_BODY = String.raw`[A-Za-z0-9+/=\s:,.>|#\\-]`;
var PEM_LINE = "[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----";
var PEM_BLOCK = `-----BEGIN${PEM_LINE}(?:${PEM_BODY}*?-----END${PEM_LINE}|${PEM_BODY}*)`;
var URL_PASSWORD = String.raw`://[^\s:/?#@"'<>]*:(?!\*+[@${CUT_MARK}])[^\s/?#"'<>]+(?=[@${CUT_MARK}])`;
var URL_HEAD = String.raw`://[^\s:/?#@"'<>]*:(?!\*+$)[^\s/?#"'<>]+`;
var TOKENS = [...TOKEN_SHAPES.map(([whole, head]) => `${whole}|${head}(?=${CUT_MARK})`), PEM_BLOCK];
function escapeRegExp2(s) {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
var MAX_CUT_PREFIX = 256;
function cutPrefix(value, min) {
  if (value.length <= min) return null;
  const rest = [...value.slice(min, MAX_CUT_PREFIX)];
  let nested = "";
  for (let i = rest.length - 1; i >= 0; i--) nested = `(?:${escapeRegExp2(rest[i])}${nested})?`;
  return `${escapeRegExp2(value.slice(0, min))}${nested}`;
}
function chunksOf(value, min) {
  if (value.length <= MAX_CUT_PREFIX) return [];
  const chunks = [];
  for (let at = 0; at < value.length; at += MAX_CUT_PREFIX) {
    const chunk = value.slice(at, at + MAX_CUT_PREFIX);
    if (chunk.length >= min) chunks.push(chunk);
  }
  return chunks;
}
function base64Forms(value) {
  const bytes = Buffer.from(value, "utf8");
  const forms = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    let b64 = padded.toString("base64").replace(/={1,2}$/, "");
    const lead = offset === 0 ? 0 : offset === 1 ? 2 : 3;
    const trail = (offset + bytes.length) % 3 === 0 ? 0 : 1;
    b64 = b64.slice(lead, b64.length - trail);
    forms.push(b64);
    forms.push(b64.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}
function derivedForms(value) {
  const forms = [value];
  const uri = encodeURIComponent(value);
  if (uri !== value) forms.push(uri);
  const form = uri.replace(/%20/g, "+");
  if (form !== uri) forms.push(form);
  const json = JSON.stringify(value).slice(1, -1);
  if (json !== value) forms.push(json);
  forms.push(...base64Forms(value));
  const hex = Buffer.from(value, "utf8").toString("hex");
  forms.push(hex, hex.toUpperCase());
  return forms;
}
function urlPasswords(value) {
  const out = [];
  for (const m of value.matchAll(/:\/\/[^\s:/?#@"'<>]*:([^\s/?#"'<>]+)@/g)) {
    const raw = m[1];
    out.push(raw);
    try {
      const decoded = decodeURIComponent(raw);
      if (decoded !== raw) out.push(decoded);
    } catch {
    }
  }
  return out;
}
var MIN_LINE_LENGTH = 16;
var PEM_ARMOR = /^-----(?:BEGIN|END) [A-Z0-9 ]{1,60}-----$/;
var PLAIN_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s@]*$/;
var MAX_SECRET_JSON_DEPTH = 64;
function isSecretKey(key) {
  const snake = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2");
  return SECRET_NAME.test(snake) || /s$/i.test(snake) && SECRET_NAME.test(snake.slice(0, -1));
}
function secretParts(value, options = {}) {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const lineMin = Math.max(minLength, options.lineMin ?? minLength);
  const out = /* @__PURE__ */ new Set();
  const take = (v, min) => {
    const t = v.trim();
    if (t.length >= min) out.add(t);
  };
  const lines = (text) => {
    if (!text.includes("\n") && !text.includes("\r")) return;
    for (const line of text.split(/\r\n|\r|\n/)) if (!PEM_ARMOR.test(line.trim())) take(line, lineMin);
  };
  take(value, minLength);
  lines(value);
  const trimmed = value.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return [...out];
  let parsed;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return [...out];
  }
  const walk = (v, secret, depth) => {
    if (typeof v === "string") {
      if (secret && !PLAIN_URL.test(v)) take(v, minLength);
      lines(v);
    } else if (v !== null && typeof v === "object" && depth < MAX_SECRET_JSON_DEPTH) {
      if (Array.isArray(v)) for (const item of v) walk(item, secret, depth + 1);
      else for (const [k, item] of Object.entries(v)) walk(item, secret || isSecretKey(k), depth + 1);
    }
  };
  walk(parsed, Array.isArray(parsed), 0);
  return [...out];
}
function secretsOfEnv(env, minLength) {
  const out = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    const v = value.trim();
    const passwords = v.includes("://") ? urlPasswords(v).filter((pw) => pw.length >= minLength) : [];
    const secret = SECRET_NAME.test(name) && v.length >= minLength && !NON_SECRET_VALUES.has(v.toLowerCase());
    const parts = secret ? secretParts(v, { minLength, lineMin: MIN_LINE_LENGTH }) : [];
    if (isOtlpHeadersName(name)) passwords.push(...otlpHeaderSecrets(v).filter((h) => h.length >= minLength));
    if (isOtlpEndpointName(name)) {
      const named = (key) => SECRET_NAME.test(key) || /^(?:SIG|SIGNATURE|CODE)$/.test(key);
      passwords.push(...otlpEndpointSecrets(v, named).filter((q) => q.length >= minLength));
    }
    if (parts.length > 0 || passwords.length > 0) out.push({ parts, passwords });
  }
  return out;
}
function createRedactor(options = {}) {
  const minLength = options.minLength ?? MIN_SECRET_LENGTH;
  const values = /* @__PURE__ */ new Set();
  const wholeOnly = /* @__PURE__ */ new Set();
  const addParts = (parts) => {
    const [whole, ...rest] = parts;
    if (whole === void 0) return;
    if (rest.length > 0) wholeOnly.add(whole);
    else values.add(whole);
    for (const part of rest) values.add(part);
  };
  for (const s of options.secrets ?? []) {
    if (typeof s !== "string") continue;
    addParts(secretParts(s, { minLength }));
    if (s.includes("://")) {
      for (const pw of urlPasswords(s)) if (pw.length >= minLength) values.add(pw);
    }
  }
  if (options.env)
    for (const { parts, passwords } of secretsOfEnv(options.env, minLength)) {
      addParts(parts);
      for (const pw of passwords) values.add(pw);
    }
  for (const v of values) wholeOnly.delete(v);
  const literals = new Set(wholeOnly);
  for (const v of values) {
    for (const f of derivedForms(v)) if (f.length >= Math.min(minLength, v.length)) literals.add(f);
  }
  const secrets = [...literals].sort((a, b) => b.length - a.length);
  const literalAlternatives = [];
  const headParts = [];
  const literalParts = [];
  const literalHeads = [];
  for (const v of secrets) {
    const whole = wholeOnly.has(v);
    const parts = v.length > MAX_CUT_PREFIX && !whole ? [v, ...chunksOf(v, minLength)] : [v];
    for (const part of parts) {
      literalAlternatives.push(escapeRegExp2(part));
      literalParts.push(part);
      const head = part.length > MAX_CUT_PREFIX || whole ? null : cutPrefix(part, minLength);
      if (head === null) continue;
      literalAlternatives.push(`${head}(?=${CUT_MARK})`);
      literalHeads.push(head);
      headParts.push(part);
    }
  }
  const alternatives = [...literalAlternatives, ...TOKENS, URL_PASSWORD];
  const pattern = new RegExp(alternatives.join("|"), "g");
  const finderParts = {
    alternatives,
    literals: literalParts,
    heads: literalHeads,
    others: [...TOKENS, URL_PASSWORD],
    cutMark: CUT_MARK,
    longestHead: MAX_CUT_PREFIX
  };
  const findInText = createMatchFinder(finderParts);
  const findInSkeleton = createMatchFinder(finderParts);
  const tokenEndHead = new RegExp(
    `(?:${[...TOKEN_SHAPES.map(([, head]) => head), URL_HEAD].join("|")})$`,
    "g"
  );
  const literalEndHead = (text, from) => {
    let best = -1;
    for (const part of headParts) {
      const prefix = part.slice(0, minLength);
      const limit = best === -1 ? text.length : best;
      for (let p = text.indexOf(prefix, Math.max(from, text.length - part.length)); p !== -1 && p < limit; p = text.indexOf(prefix, p + 1)) {
        if (part.startsWith(text.slice(p))) {
          best = p;
          break;
        }
      }
    }
    return best;
  };
  const tokenOnly = new RegExp(`(?:${[...TOKENS, URL_PASSWORD].join("|")})`, "y");
  const known = new Set(secrets);
  const isKnownHead = (head) => literalParts.some((part) => part.startsWith(head));
  const isKnown = (text, start, end) => {
    const match = text.slice(start, end);
    return known.has(match) || text[end] === CUT_MARK && isKnownHead(match);
  };
  const urlHead = (match) => match.startsWith("://") ? match.indexOf(":", 3) + 1 : 0;
  const replace = (match) => {
    if (known.has(match)) return REDACTED;
    const head = urlHead(match);
    return head === 0 ? REDACTED : `${match.slice(0, head)}${REDACTED}`;
  };
  const plainNext = (text, from, find = findInText) => {
    const m = find(text, from);
    if (m === null) return null;
    const matchEnd = m.index + m[0].length;
    const literal = isKnown(text, m.index, matchEnd);
    return {
      start: literal ? m.index : m.index + urlHead(m[0]),
      end: matchEnd,
      matchStart: m.index,
      matchEnd,
      literal
    };
  };
  let disguisedFor = null;
  let disguised = false;
  const mayBeDisguised2 = (text) => {
    if (text !== disguisedFor) {
      disguised = mayBeDisguised(text);
      disguisedFor = text;
    }
    return disguised;
  };
  let skeletonFor = null;
  let skeleton = null;
  const skeletonOfText = (text) => {
    if (skeletonFor !== text || skeleton === null) {
      skeleton = skeletonOf(text);
      skeletonFor = text;
    }
    return skeleton;
  };
  const skeletonIndex = (sk, offset) => {
    let lo = 0;
    let hi = sk.from.length - 1;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (sk.from[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const next = (text, from) => {
    const plain = plainNext(text, from);
    if (!mayBeDisguised2(text)) return plain;
    const sk = skeletonOfText(text);
    const span = plainNext(sk.text, skeletonIndex(sk, from), findInSkeleton);
    if (span === null) return plain;
    const match = originalRange(sk, span.matchStart, span.matchEnd);
    const masked = originalRange(sk, span.start, span.end);
    const disguised2 = {
      start: masked.start,
      end: masked.end,
      matchStart: match.start,
      matchEnd: match.end,
      literal: span.literal
    };
    if (plain === null) return disguised2;
    if (disguised2.start !== plain.start) return disguised2.start < plain.start ? disguised2 : plain;
    return disguised2.end > plain.end ? disguised2 : plain;
  };
  const redact = (text) => {
    if (typeof text !== "string" || text.length === 0) return text;
    pattern.lastIndex = 0;
    const plain = text.replace(pattern, replace);
    if (!mayBeDisguised2(plain)) return plain;
    let out = "";
    let at = 0;
    for (let span = next(plain, 0); span !== null; span = next(plain, Math.max(span.end, span.start + 1))) {
      if (span.end <= at) continue;
      out += plain.slice(at, Math.max(at, span.start)) + REDACTED;
      at = span.end;
    }
    return at === 0 && out === "" ? plain : out + plain.slice(at);
  };
  const scanner = {
    next,
    endHead(text, from) {
      const sk = mayBeDisguised2(text) ? skeletonOfText(text) : null;
      const scanned = sk ? sk.text : text;
      const start = sk ? skeletonIndex(sk, from) : from;
      tokenEndHead.lastIndex = start;
      const token = tokenEndHead.exec(scanned);
      const known2 = literalEndHead(scanned, start);
      const at = known2 !== -1 && (token === null || known2 <= token.index) ? known2 : token?.index;
      if (at === void 0) return null;
      const head = scanned.slice(at);
      const startInScan = at + urlHead(head);
      return {
        start: sk ? sk.from[startInScan] : startInScan,
        end: text.length,
        matchStart: sk ? sk.from[at] : at,
        matchEnd: text.length,
        literal: !head.startsWith("://") && isKnownHead(head)
      };
    },
    completeToken(text, from, to) {
      tokenOnly.lastIndex = from;
      const m = tokenOnly.exec(text.slice(0, to));
      return m !== null && m.index + m[0].length === to;
    }
  };
  const longest = secrets.reduce((max, s) => Math.max(max, s.length), 0);
  const redactor = {
    redact,
    redactValue: (value) => redactValueAsOneText(value, redactor),
    secrets,
    longest,
    scanner
  };
  return redactor;
}
var MAX_DEPTH = 64;
function redactValueAsOneText(value, redactor) {
  if (typeof value === "string") return redactor.redact(value);
  if (value === null || typeof value !== "object") return value;
  const results = [];
  const valueTexts = [];
  const valueAt = [];
  const keyTexts = [];
  const keyAt = [];
  const collect = (v, isKey, seen, depth) => {
    if (typeof v === "string") {
      if (isKey) {
        keyTexts.push(v);
        keyAt.push(results.length);
      } else {
        valueTexts.push(v);
        valueAt.push(results.length);
      }
      results.push(v);
      return;
    }
    if (v === null || typeof v !== "object" || seen.has(v) || depth >= MAX_DEPTH) return;
    seen.add(v);
    if (Array.isArray(v)) for (const item of v) collect(item, false, seen, depth + 1);
    else
      for (const [k, item] of Object.entries(v)) {
        collect(k, true, seen, depth + 1);
        collect(item, false, seen, depth + 1);
      }
  };
  collect(value, false, /* @__PURE__ */ new Set(), 0);
  redactPieces(redactor, valueTexts, valueAt, results);
  redactPieces(redactor, keyTexts, keyAt, results);
  let next = 0;
  const build = (v, seen, depth) => {
    if (typeof v === "string") return results[next++];
    if (v === null || typeof v !== "object") return v;
    if (seen.has(v)) return seen.get(v);
    if (depth >= MAX_DEPTH) return REDACTED;
    if (Array.isArray(v)) {
      const out2 = [];
      seen.set(v, out2);
      for (const item of v) out2.push(build(item, seen, depth + 1));
      return out2;
    }
    const out = {};
    seen.set(v, out);
    for (const item of Object.values(v)) {
      const key = results[next++];
      setOwn(out, key, build(item, seen, depth + 1));
    }
    return out;
  };
  return build(value, /* @__PURE__ */ new Map(), 0);
}
function redactPieces(redactor, texts, at, results) {
  if (texts.length === 0) return;
  const stream = new StreamRedactor(redactor);
  stream.push(texts, (masks) => {
    if (masks === null) return;
    for (let i = 0; i < texts.length; i++) {
      const m = masks[i];
      if (m) results[at[i]] = applyMasks(texts[i], m);
    }
  });
  stream.end();
}
var patternRedactor = createRedactor();

// builtin:node:fs
var __builtin2 = process.getBuiltinModule("node:fs");
var __read2 = (name) => __builtin2[name];
var closeSync = /* @__PURE__ */ __read2("closeSync");
var mkdirSync = /* @__PURE__ */ __read2("mkdirSync");
var openSync = /* @__PURE__ */ __read2("openSync");
var writeSync = /* @__PURE__ */ __read2("writeSync");

// builtin:node:path
var __builtin3 = process.getBuiltinModule("node:path");
var node_path_default = __builtin3;

// builtin:node:string_decoder
var __builtin4 = process.getBuiltinModule("node:string_decoder");
var __read3 = (name) => __builtin4[name];
var StringDecoder = /* @__PURE__ */ __read3("StringDecoder");

// src/redact/json-writer.ts
var PIECE = 64 * 1024;

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

// builtin:node:buffer
var __builtin5 = process.getBuiltinModule("node:buffer");

// src/stream/lines.ts
var DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;

// src/action/log/log-file.ts
var WITHHELD_LINE = JSON.stringify({
  type: "narrator_redacted",
  note: "a secret in this line could not be removed without breaking its JSON; the line was left out"
});
var LF = 10;
var TEXT_PIECE = 64 * 1024;
var OUT_BATCH = 64 * 1024;
var DEFAULT_HOLDBACK = 16 * 1024;
var MAX_CHANNELS = 256;
var TEXT_CHANNEL = "\0text";
var SHARED_CHANNEL = "\0other";
var Batch = class {
  constructor(redactor) {
    this.redactor = redactor;
  }
  redactor;
  texts = [];
  lines = [];
  indexes = [];
  add(line, index) {
    const lines = this.lines;
    if (lines.length === 0 || lines[lines.length - 1] !== line) {
      line.waiting++;
      line.redactors.push(this.redactor);
    }
    this.texts.push(line.strings[index]);
    lines.push(line);
    this.indexes.push(index);
  }
  /** The redactor's answer: masks to their lines, and one answer less to wait for in each. */
  answer(masks) {
    const { lines, indexes } = this;
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j];
      const m = masks?.[j];
      if (m) {
        const i = indexes[j];
        if (line.masks === null) line.masks = new Array(line.strings.length);
        const list = line.masks[i];
        if (list === void 0) line.masks[i] = [m];
        else list.push(m);
      }
      if (j + 1 === lines.length || lines[j + 1] !== line) line.waiting--;
    }
  }
};
var RedactedLogFile = class {
  constructor(file, redactor, options = {}) {
    this.file = file;
    this.redactor = redactor;
    this.ownsFd = options.fd === void 0;
    if (options.fd !== void 0) this.fd = options.fd;
    else {
      mkdirSync(node_path_default.dirname(file), { recursive: true });
      try {
        this.fd = openSync(file, "w");
      } catch (error) {
        this.fd = -1;
        this.failed = error;
      }
    }
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.maxHeldBytes = options.maxHeldBytes ?? 16 * 1024 * 1024;
    this.holdback = options.holdback ?? DEFAULT_HOLDBACK;
    this.all = new StreamRedactor(redactor, { holdback: this.holdback });
    this.keys = new StreamRedactor(redactor, { holdback: this.holdback });
    this.rawCheck = needsRawCheck(redactor);
  }
  file;
  redactor;
  /**
   * The file, written synchronously: a write stream queued what the disk had not taken yet in
   * memory without bound (it was 64 MiB of the Action's peak RSS on the 100 MiB bench);
   * a regular file takes a write at once, and the log has no event loop to keep free (it runs in
   * its own worker; on the main thread only when there is no worker bundle). -1: not open.
   */
  fd;
  /** Whether close() closes `fd` (false: the caller's descriptor, LogFileOptions.fd). */
  ownsFd;
  /** Every string value of every frame, in order: a secret split between any two of them. */
  all;
  /** Every object key, in order (keys are redacted too, as a text of their own). */
  keys;
  /** Per key: the values stored under that key, in order — consecutive deltas of one text. */
  channels = /* @__PURE__ */ new Map();
  rawCheck;
  maxLineBytes;
  maxHeldBytes;
  holdback;
  queue = [];
  queueHead = 0;
  held = 0;
  /** This write()'s strings, per redactor, handed over at its end. */
  batches = /* @__PURE__ */ new Map();
  keyBatches = /* @__PURE__ */ new Map();
  /** Lines handed over in this write(), for their allEnd. */
  handed = [];
  /** Bytes of the line being read (no newline yet). */
  lineChunks = [];
  lineBytes = 0;
  /** Set while an over-long line is being passed on as text, piece by piece. */
  longLine = null;
  written = [];
  writtenChars = 0;
  failed = null;
  closed = false;
  /** Bytes of lines read but not written yet (waiting for text after them); for tests and diagnostics. */
  get heldBytes() {
    return this.held;
  }
  write(chunk) {
    if (this.failed || this.closed) return;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const first = buf.indexOf(LF);
    if (first === -1) {
      this.carry(buf);
    } else {
      this.lineEnd(buf.subarray(0, first));
      const last = buf.lastIndexOf(LF);
      if (last > first) {
        const text = buf.toString("utf8", first + 1, last);
        let from = 0;
        for (; ; ) {
          const nl = text.indexOf("\n", from);
          if (nl === -1) {
            this.line(from === 0 ? text : text.slice(from), "\n");
            break;
          }
          this.line(text.slice(from, nl), "\n");
          from = nl + 1;
        }
      }
      this.carry(buf.subarray(last + 1));
    }
    this.submit();
    this.flushOut();
  }
  /** Writes what is held back and closes the file. Never rejects: the log is best effort. */
  async close() {
    if (!this.closed) {
      this.closed = true;
      if (this.longLine) this.text(this.longLine.end(), "");
      else if (this.lineBytes > 0) this.line(this.takeLine(Buffer.alloc(0)).toString("utf8"), "");
      this.longLine = null;
      this.submit();
      this.all.end();
      this.keys.end();
      for (const c of this.channels.values()) c.end();
      this.drain();
      this.flushOut();
    }
    if (this.fd !== -1) {
      if (this.ownsFd) {
        try {
          closeSync(this.fd);
        } catch (error) {
          this.failed ??= error;
        }
      }
      this.fd = -1;
    }
    return this.failed;
  }
  /** Characters of text (string values and keys) handed to the redactors so far. */
  textSeen() {
    return this.all.length + this.keys.length;
  }
  channel(key) {
    let c = this.channels.get(key);
    if (c === void 0) {
      if (this.channels.size >= MAX_CHANNELS && key !== SHARED_CHANNEL) return this.channel(SHARED_CHANNEL);
      c = new StreamRedactor(this.redactor, { holdback: this.holdback, separate: false });
      this.channels.set(key, c);
    }
    return c;
  }
  batchFor(redactor) {
    let batch = this.batches.get(redactor);
    if (batch === void 0) {
      batch = new Batch(redactor);
      this.batches.set(redactor, batch);
    }
    return batch;
  }
  /** Hands this write()'s strings to their redactors (one unit each), then writes what is final. */
  submit() {
    const batches = this.batches;
    if (batches.size > 0) {
      this.batches = /* @__PURE__ */ new Map();
      this.keyBatches = /* @__PURE__ */ new Map();
      for (const batch of batches.values()) batch.redactor.push(batch.texts, (masks) => batch.answer(masks));
      const allEnd = this.textSeen();
      for (const line of this.handed) line.allEnd = allEnd;
      this.handed = [];
    }
    this.settle();
  }
  /** Part of a line without its newline yet. */
  carry(part) {
    if (part.length === 0) return;
    if (this.longLine) {
      this.text(this.longLine.write(part), "");
      return;
    }
    this.lineChunks.push(Buffer.from(part));
    this.lineBytes += part.length;
    if (this.lineBytes > this.maxLineBytes) {
      const decoder = new StringDecoder("utf8");
      this.longLine = decoder;
      const held = this.takeLine(Buffer.alloc(0));
      for (let at = 0; at < held.length; at += TEXT_PIECE) {
        this.text(decoder.write(held.subarray(at, at + TEXT_PIECE)), "");
        this.submit();
      }
    }
  }
  lineEnd(last) {
    if (this.longLine) {
      const decoder = this.longLine;
      this.longLine = null;
      this.text(decoder.write(last) + decoder.end(), "\n");
      return;
    }
    this.line(this.takeLine(last).toString("utf8"), "\n");
  }
  /** The held bytes of the line plus `last` (the held bytes are let go). */
  takeLine(last) {
    const chunks = this.lineChunks;
    const bytes = chunks.length === 0 ? last : Buffer.concat(last.length > 0 ? [...chunks, last] : chunks, this.lineBytes + last.length);
    this.lineChunks = [];
    this.lineBytes = 0;
    return bytes;
  }
  /** One complete line (without its newline); `end` is what followed it. */
  line(raw, end) {
    const frame = parseFrame(raw);
    if (frame === null) {
      this.text(raw, end);
      return;
    }
    const line = this.pending(raw, true, frame.strings, end);
    const all = this.batchFor(this.all);
    const objectKeys = this.batchFor(this.keys);
    const keys = frame.keys;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === void 0) {
        objectKeys.add(line, i);
      } else {
        all.add(line, i);
        this.keyBatch(key).add(line, i);
      }
    }
  }
  /** This write()'s batch for the values of `key` (one lookup per string, by the key itself). */
  keyBatch(key) {
    let batch = this.keyBatches.get(key);
    if (batch === void 0) {
      batch = this.batchFor(this.channel(key));
      this.keyBatches.set(key, batch);
    }
    return batch;
  }
  /** Text that is not a JSON frame: redacted as text, in the all-strings text and one of its own. */
  text(raw, end) {
    const line = this.pending(raw, false, [raw], end);
    this.batchFor(this.all).add(line, 0);
    this.batchFor(this.channel(TEXT_CHANNEL)).add(line, 0);
  }
  pending(raw, json, strings, end) {
    const line = {
      raw,
      json,
      strings,
      masks: null,
      waiting: 0,
      redactors: [],
      allEnd: 0,
      end
    };
    this.queue.push(line);
    this.handed.push(line);
    this.held += raw.length;
    return line;
  }
  /**
   * Writes what is final, in order. Lines wait for text after them (a secret may go on there); a
   * line that has waited for more text than any secret is long (its key's text is sparse: `cwd`, a
   * tool name), or too many bytes of lines waiting, makes the texts it waits on final now (as cut:
   * see StreamRedactor.flush).
   */
  settle() {
    const stale = 5 * this.holdback;
    for (; ; ) {
      this.drain();
      if (this.queueHead >= this.queue.length) return;
      const front = this.queue[this.queueHead];
      if (this.textSeen() - front.allEnd <= stale && this.held <= this.maxHeldBytes) return;
      for (const r of front.redactors) if (r.waiting) r.flush();
    }
  }
  /** Writes, in order, every line at the front of the queue whose answers are all in. */
  drain() {
    const queue = this.queue;
    while (this.queueHead < queue.length && queue[this.queueHead].waiting === 0) {
      const line = queue[this.queueHead];
      queue[this.queueHead++] = void 0;
      this.held -= line.raw.length;
      this.emit(this.render(line) + line.end);
    }
    if (this.queueHead > 1024 && this.queueHead * 2 > queue.length) {
      queue.splice(0, this.queueHead);
      this.queueHead = 0;
    }
  }
  render(line) {
    const masks = line.masks;
    if (!line.json) return masks === null ? line.raw : applyMasks(line.raw, ...masks[0]);
    if (masks === null)
      return this.rawCheck ? cleanRawJson(line.raw, this.redactor, WITHHELD_LINE) : line.raw;
    const strings = line.strings.map((s, i) => {
      const m = masks[i];
      return m === void 0 ? s : applyMasks(s, ...m);
    });
    const json = JSON.stringify(rebuild(parseJson(line.raw), strings));
    return this.rawCheck ? cleanRawJson(json, this.redactor, WITHHELD_LINE) : json;
  }
  emit(text) {
    this.written.push(text);
    this.writtenChars += text.length;
    if (this.writtenChars >= OUT_BATCH) this.flushOut();
  }
  /** Hands what was redacted to the file, in one write. */
  flushOut() {
    if (this.written.length === 0) return;
    const text = this.written.length === 1 ? this.written[0] : this.written.join("");
    this.written = [];
    this.writtenChars = 0;
    if (this.failed) return;
    const bytes = Buffer.from(text, "utf8");
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at);
    } catch (error) {
      this.failed = error;
    }
  }
};
function parseFrame(raw) {
  let value;
  try {
    value = parseJson(raw);
  } catch {
    return null;
  }
  const strings = [];
  const keys = [];
  const walk = (v, key) => {
    if (typeof v === "string") {
      strings.push(v);
      keys.push(key);
      return;
    }
    if (v === null || typeof v !== "object") return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], key);
      return;
    }
    for (const k of Object.keys(v)) {
      strings.push(k);
      keys.push(void 0);
      walk(v[k], k);
    }
  };
  try {
    walk(value, "");
  } catch {
    return null;
  }
  return { strings, keys };
}
function parseJson(raw) {
  return JSON.parse(raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw);
}
function rebuild(value, strings) {
  let next = 0;
  const copy = (v) => {
    if (typeof v === "string") return strings[next++];
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) return v.map(copy);
    const out = {};
    for (const k of Object.keys(v)) {
      const key = strings[next++];
      setOwn(out, key, copy(v[k]));
    }
    return out;
  };
  return copy(value);
}

// src/action/log/stream-log.ts
var FREED = 0;
var WRITTEN = 1;
var RING_BYTES = 8 * 1024 * 1024;
var RING_CHUNK = RING_BYTES / 8;

// src/action/log/log-worker.ts
var setup = workerData;
var progress = new BigInt64Array(setup.progress);
var ring = Buffer.from(setup.ring);
var log = new RedactedLogFile(setup.file, createRedactor(setup.redactor), setup.options);
parentPort?.on("message", (message) => {
  if (message instanceof Uint8Array) {
    written(message, 0);
    return;
  }
  if ("at" in message) {
    written(ring.subarray(message.at, message.at + message.length), message.frees);
    return;
  }
  void log.close().then((error) => {
    const answer = { closed: true, error: error === null ? null : error.message };
    parentPort?.postMessage(answer);
  });
});
function written(chunk, frees) {
  log.write(chunk);
  if (frees > 0) Atomics.add(progress, FREED, BigInt(frees));
  Atomics.add(progress, WRITTEN, 1n);
  Atomics.notify(progress, WRITTEN);
}
