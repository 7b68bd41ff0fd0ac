const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  parseRequire
} from "./chunk-4CKVGRFT.js";
import {
  ACP_PERMISSION_MODES
} from "./chunk-IEVIZ4U3.js";
import {
  DEFAULT_FAIL_ON
} from "./chunk-F66BOU42.js";
import {
  DIALECTS,
  OUTCOMES
} from "./chunk-6BFCX7YP.js";
import {
  constants
} from "./chunk-YEPNHWFR.js";
import {
  isOtlpEndpointName,
  isOtlpHeadersName,
  otlpEndpointSecrets,
  otlpHeaderSecrets
} from "./chunk-ZNBULQC7.js";
import {
  setOwn
} from "./chunk-GAGLHUON.js";
import {
  parseArgs
} from "./chunk-WSIOUFCG.js";

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

// src/inputs.ts
var INPUT_DEFAULTS = {
  agent: "claude",
  "agent-version": "latest",
  "acp-adapter-version": "latest",
  install: "auto",
  "install-cache": "true",
  prompt: "",
  "prompt-file": "",
  args: "",
  model: "",
  "max-turns": "",
  "max-budget-usd": "",
  "max-total-tokens": "",
  "max-tool-calls": "",
  "require-mcp": "",
  "mcp-config": "",
  "allowed-tools": "",
  "permission-mode": "",
  "working-directory": ".",
  command: "",
  dialect: "auto",
  protocol: "stream-json",
  "timeout-minutes": "0",
  "idle-timeout-minutes": "30",
  // action.yml spells the same list out; test/action/action-yml.test.ts keeps the two equal.
  "fail-on": DEFAULT_FAIL_ON.join(", "),
  "step-summary": "true",
  annotations: "true",
  redact: "",
  // action.yml says `${{ github.token }}`; outside the runner we fall back to $GITHUB_TOKEN.
  "github-token": "",
  "comment-on": "auto",
  "comment-mode": "sticky",
  "comment-key": "",
  // action.yml: `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}`, evaluated by the runner for
  // the step; they tell matrix legs' comments and artifacts apart. Empty outside the runner.
  matrix: "",
  "job-index": "",
  "job-total": "",
  // action.yml: `${{ job.check_run_id }}`, the job's id in the jobs API (empty where the runner
  // does not provide it): the aggregate matches the leg record to its job by it.
  "job-id": "",
  "update-interval-seconds": "5",
  // Who may start the agent from an event anyone can cause (src/action/gate/authorize.ts).
  "allowed-actors": "",
  "allowed-bots": "",
  "upload-artifact": "false",
  "publish-result": "auto",
  // src/sinks/board/open.ts: auto = a matrix leg that publishes its result keeps its row
  // live.
  board: "auto",
  // src/sinks/check/check-target.ts: auto = a check run only where the job is not already one.
  check: "auto",
  "check-name": "",
  // src/action/output-schema.ts: a JSON Schema (inline, or a file in the workspace) for the answer.
  "output-schema": "",
  // src/github/acknowledge.ts and src/action/live/remote-stop.ts: the bot answers on the PR.
  acknowledge: "true",
  "remote-stop": "true",
  // src/sinks/ledger/ and src/action/launch/already-handled.ts: the PR's ledger of runs.
  ledger: "true",
  // src/converse/ and src/action/live/converse.ts: the agent's requests and steers on the PR.
  ask: "",
  "approval-timeout": "10m",
  "on-question": "wait",
  "max-steers": "0",
  // src/agent/agent-env.ts: runner internals the agent gets anyway, by name.
  "agent-env-passthrough": "",
  // src/github/repository-trust.ts: whether the agent reads the repository's own hooks, MCP
  // servers and settings; auto = only when the code is a writer's.
  "trust-repository-config": "auto",
  // src/agent/agent-user.ts: the agent as Narrator's own user, or as another one.
  "agent-user": "unprivileged",
  "drop-sudo": "false",
  // src/session/: continue the job's agent session across runs on one pull request or issue.
  continue: "auto",
  "continue-max-age": "7d",
  "continue-rewritten": "tell",
  "session-key": "",
  "session-max-mb": "64"
};
var INPUT_NAMES = Object.keys(INPUT_DEFAULTS);
var InputError = class extends Error {
  constructor(input, message, options) {
    super(options?.named ? message : `input '${input}': ${message}`, { cause: options?.cause });
    this.input = input;
  }
  input;
  name = "InputError";
};
function parseFailOn(raw) {
  const words = raw.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  if (words.length === 1 && words[0] === "none") return [];
  const out = [];
  for (const w of words) {
    if (!OUTCOMES.includes(w)) {
      throw new InputError(
        "fail-on",
        `unknown outcome '${w}' in fail-on; expected one of ${OUTCOMES.join(", ")} (or 'none')`,
        { named: true }
      );
    }
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

// src/cli/args.ts
var UsageError = class extends Error {
  name = "UsageError";
};
var COMMANDS = [
  "summarize",
  "render",
  "watch",
  "run",
  "demo",
  "aggregate",
  "follow",
  "history",
  "pull"
];
function helpHint(argv) {
  const command = argv[0];
  return COMMANDS.includes(command) ? `narrator ${command} --help lists its options` : "narrator --help lists the commands";
}
var MAIN_HELP = `narrator \u2014 narrate a coding agent's stream-json output

Usage:
  narrator summarize [FILE|-] [options]   print the run summary as one JSON object
  narrator render [FILE|-] --format text|markdown|html [options]
                                          render the run summary for a person
  narrator watch [FILE|-] [options]       narrate a stream live as it arrives (pipe the agent into it)
  narrator run [options] -- COMMAND\u2026      launch the agent and narrate its stream live
  narrator demo [--speed N]               replay a bundled real Claude Code run at its recorded pace
  narrator aggregate FILES|DIR\u2026 [--require R] [--format text|markdown]
                                          one board and one verdict for many runs (a matrix)
  narrator follow OWNER/REPO#N [--interval S] [--give-up-after S]
                                          print Narrator's comments on a PR or issue as they
                                          change, until the runs end
  narrator history OWNER/REPO#N [--json] [--author LOGIN]
                                          every agent run on a PR or issue: its ledger
  narrator pull OWNER/REPO#N [--store FILE] [--job KEY] [--agent A]
                                          put a run's sealed agent session where the agent's
                                          CLI looks, and print the command that continues it

  narrator <command> --help               help for one command

Exit status: summarize, render, demo: 0 when the stream was read. watch, run: 0 when the run's
outcome is not in --fail-on, 1 when it is. aggregate: 0 when enough legs succeeded for --require,
1 when not. All: 2 for a usage error or an unreadable file.`;
var STREAM_OPTIONS_HELP = `  FILE                   the agent's stdout (NDJSON); "-" or nothing reads stdin
  --dialect D            auto (default) | ${DIALECTS.join(" | ")}
  --exit-code N          how the agent process exited (0-255); unknown when omitted
  --signal NAME          the signal that ended it (e.g. SIGTERM)
  --stderr FILE          the agent's stderr; its tail explains a run with no result frame
  --timing FILE          a capture's timing.tsv (ms since spawn per line), for real durations
  --max-line-bytes N     skip (and count) longer lines; default 8 MiB
  --model M              the model the agent ran, when its stream does not say: the tokens of an
                         agent that reports no cost are priced for an estimate (estimatedCostUsd)`;
var OUTPUT_SCHEMA_HELP = `  --output-schema FILE   a JSON Schema the run's answer must match (as the Action's output-schema):
                         the object is the result's structured_output, else the answer when it is
                         JSON, else its last \`\`\`json block; missing or invalid -> outcome error`;
var SUMMARIZE_HELP = `Usage: narrator summarize [FILE|-] [options]

Folds the stream into the run summary and prints it as one JSON object (the \`narrator summarize\`
contract in docs/architecture.md). Without --exit-code/--signal the exit is unknown: the agent's own
terminal frame decides the outcome, and a stream without one is reported as ended without a result.

${STREAM_OPTIONS_HELP}
${OUTPUT_SCHEMA_HELP}
  --otlp                 also export the run as one OpenTelemetry trace to the OTLP/HTTP endpoint
                         of OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
                         (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS honoured; see
                         docs/telemetry.md); a collector that fails is a warning on stderr`;
var RENDER_HELP = `Usage: narrator render [FILE|-] --format text|markdown|html [options]

Folds the stream and renders the summary for a person: plain text for a terminal, the markdown
of the job step summary, or one self-contained HTML page of the whole run.

  --format F             text (default) | markdown | html (one self-contained page of the whole
                         run: the conversation, every tool call, a timeline; opens offline)
${STREAM_OPTIONS_HELP}
${OUTPUT_SCHEMA_HELP}`;
var DEMO_HELP = `Usage: narrator demo [--speed N]

Replays a bundled REAL Claude Code capture (30 tool calls, about 3 seconds) at its recorded pace,
narrating each event as it happens, and ends with the summary.

  --speed N              play N times faster (default 1; "max" for no waiting)`;
var AGGREGATE_HELP = `Usage: narrator aggregate FILES|DIR\u2026 [--require R] [--format text|markdown]

The board of a matrix of runs, and its verdict: one row per leg (outcome, turns, tool calls,
failed calls, cost, tokens, duration), totals, and why each leg that failed did not succeed.
Each FILE is a leg record (narrator-leg.json, what \`publish-result\` uploads) or a summary.json
(what the Action writes and \`narrator summarize\` prints); each DIR is searched for files with
those names (e.g. the artifacts of a run, downloaded). A leg made from a summary.json is named
after its folder, and passes only on success (the default fail-on).

  --require R            all (default) | any | a number of legs (e.g. 2) | a percentage (e.g. 75%)
  --format F             text (default) | markdown (the board and a mermaid timeline)

Exit status: 0 when enough legs succeeded for --require, 1 when not, 2 for a usage error or a
file that is not a leg record or summary.json.`;
var FAIL_ON_HELP = `  --fail-on LIST         outcomes that make the exit status 1, comma separated, or none
                         (default: ${DEFAULT_FAIL_ON.join(",")}; outcomes: ${OUTCOMES.join(", ")})`;
var LIVE_EXIT_HELP = `Exit status: 0 when the outcome is not in --fail-on (by default: success), 1 when it is
(${DEFAULT_FAIL_ON.join(", ")}), 2 for a usage error.`;
var WATCH_HELP = `Usage: claude -p "\u2026" --output-format stream-json --verbose | narrator watch [options]
       narrator watch FILE [options]

Narrates the agent's stream as it arrives \u2014 each turn, tool call, result, retry \u2014 in any terminal
or CI log, then prints the run summary. A pipe does not say how the agent exited: the agent's own
result frame decides the outcome, and a stream that ends without one is an error (pass
--exit-code/--signal when you know them).

${STREAM_OPTIONS_HELP}
${FAIL_ON_HELP}
  --color / --no-color   ANSI colours (default: on when stdout is a terminal and NO_COLOR is unset)

${LIVE_EXIT_HELP}`;
var PULL_HELP = `Usage: narrator pull OWNER/REPO#N [--store FILE] [--job KEY] [--agent A] [--cwd DIR]

Opens a session store the Action sealed for that pull request or issue (docs/resume.md) with the
key in NARRATOR_SESSION_KEY (the workflow's session-key secret), puts the agent's session files
where its CLI looks on this machine, and prints the command that continues the session here.

  --store FILE           the sealed store (store.bin); without it, the newest the Action uploaded
                         as an artifact of its run is fetched (token: GITHUB_TOKEN or GH_TOKEN,
                         else \`gh auth token\`; GITHUB_API_URL for GitHub Enterprise Server)
  --job KEY              the job's comment key, as in the comment's <!-- narrator:KEY --> marker
                         (default: the key of a job named "agent" in workflow "agent")
  --agent A              claude (default) | codex | gemini | opencode
  --cwd DIR              the checkout to continue in (default: the current folder); Claude Code
                         keys its sessions by it

Exit status: 0 when the session is in place, 2 for a usage error or a store that does not open.`;
var FOLLOW_HELP = `Usage: narrator follow OWNER/REPO#N [--interval S] [--give-up-after S]

Prints Narrator's comments on that pull request or issue (also given as its github.com address)
as plain text, when each appears and whenever it changes, until every run there has ended.

  --interval S           seconds between two looks (default 5); each look is a conditional
                         request, free of the rate limit when nothing changed
  --give-up-after S      stop when GitHub has not answered for S seconds (default 300); while it
                         does not answer, each failed look says why and the looks space out (to 60 s)

Token: GITHUB_TOKEN (or GH_TOKEN), else \`gh auth token\` when the GitHub CLI is installed; none for
a public repository. GITHUB_API_URL points it at GitHub Enterprise Server.
Exit status: 0 when the runs ended, 2 for a usage error, when GitHub refused the request, or when
it could not be reached for --give-up-after seconds.`;
var HISTORY_HELP = `Usage: narrator history OWNER/REPO#N [--json] [--author LOGIN]

Prints the ledger Narrator keeps on that pull request or issue (also given as its github.com
address): every agent run, with its job, verdict, agent, model, cost, tokens, time and who started
it, oldest first, then the totals ("5 agent runs \xB7 $4.12 \xB7 1 incomplete").

  --json                 the ledger as one JSON object: target, author, totals, rows, ignored
  --author LOGIN         whose ledger comments count (default github-actions[bot], the account
                         the workflow's default token posts as; name your app's bot, e.g.
                         my-app[bot], when the workflow passes its own github-token). A ledger
                         block in anyone else's comment is ignored and said on stderr.

Token: GITHUB_TOKEN (or GH_TOKEN), else \`gh auth token\` when the GitHub CLI is installed; none for
a public repository. GITHUB_API_URL points it at GitHub Enterprise Server.
Exit status: 0 when the ledger was read (an empty one too), 2 for a usage error or when GitHub
refused the request or could not be reached.`;
var RUN_HELP = `Usage: narrator run [options] -- COMMAND [ARG\u2026]

Launches COMMAND (no shell; it must print a stream-json dialect on stdout, e.g.
\`claude -p "\u2026" --output-format stream-json --verbose\`), narrates its stream live like
\`narrator watch\`, passes its stderr through, and prints the run summary. With --dialect acp,
COMMAND is an Agent Client Protocol agent (\`gemini --acp\`, \`opencode acp\`, \`claude-agent-acp\`,
\`codex-acp\`\u2026) and Narrator is its client: it sends --prompt and answers permission requests. Ctrl-C (SIGINT) or
SIGTERM stops the agent and everything it started; the run then ends as cancelled.

  --dialect D            auto (default) | ${DIALECTS.join(" | ")}
  --prompt TEXT          written to the agent's stdin (default: stdin is empty); with --dialect
                         acp, the prompt of the session (required)
  --permission-mode M    with --dialect acp: how Narrator answers the agent's permission requests,
                         plan | acceptEdits (default) | bypassPermissions
  --model M              the model the agent runs (names it for the estimate when its stream does not)
  --max-budget-usd N     stop the agent once its cost passes N dollars (its reported cost, else
                         estimated from its tokens); outcome budget_exceeded
  --max-total-tokens N   stop it once its input + output tokens pass N; outcome budget_exceeded
  --max-tool-calls N     stop it once it started more than N tool calls; outcome budget_exceeded
                         (a cap the agent's stream can never show is refused before the launch)
  --timeout-minutes N    stop the agent after N minutes (outcome timed_out); 0 = no limit (default)
  --idle-timeout-minutes N
                         stop it when it printed no line for N minutes; default 30, 0 = no limit
${FAIL_ON_HELP}
  --color / --no-color   ANSI colours (default: on when stdout is a terminal and NO_COLOR is unset)

${LIVE_EXIT_HELP}`;
var LIVE_OPTIONS = {
  "fail-on": { type: "string" },
  color: { type: "boolean" },
  "no-color": { type: "boolean" }
};
function failOnArg(command, raw) {
  if (raw === void 0) return [...DEFAULT_FAIL_ON];
  try {
    return parseFailOn(raw);
  } catch (error) {
    throw new UsageError(`${command}: ${error.message}`, { cause: error });
  }
}
function colorArg(values) {
  if (values["no-color"]) return false;
  return values.color ? true : null;
}
function minutesArg(command, name, raw, fallback) {
  if (raw === void 0) return fallback;
  const minutes = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(minutes) || minutes < 0) {
    throw new UsageError(`${command}: --${name} must be a number of minutes >= 0, got "${raw}"`);
  }
  return Math.round(minutes * 6e4);
}
var STREAM_OPTIONS = {
  dialect: { type: "string" },
  "exit-code": { type: "string" },
  signal: { type: "string" },
  stderr: { type: "string" },
  timing: { type: "string" },
  "max-line-bytes": { type: "string" },
  "output-schema": { type: "string" },
  model: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function parse(command, argv, options) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${argsErrorText(error)}`, { cause: error });
  }
}
function argsErrorText(error) {
  const e = error;
  const message = typeof e.message === "string" ? e.message : String(error);
  const option = /'(-{1,2}[^'\s]+)/.exec(message)?.[1] ?? null;
  switch (e.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown option ${option ?? message}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /does not take an argument/.test(message) ? `${option ?? "an option"} takes no value` : `${option ?? "an option"} needs a value`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? message}`;
    default:
      return message;
  }
}
function streamArgs(command, values, positionals) {
  if (positionals.length > 1) throw new UsageError(`${command}: one FILE at most, got ${positionals.length}`);
  const file = positionals[0] ?? "-";
  const dialect = values["dialect"] ?? "auto";
  if (dialect !== "auto" && !DIALECTS.includes(dialect)) {
    throw new UsageError(`${command}: unknown --dialect "${dialect}" (auto, ${DIALECTS.join(", ")})`);
  }
  const exitText = values["exit-code"];
  let exitCode = null;
  if (exitText !== void 0) {
    exitCode = Number(exitText);
    if (!/^\d+$/.test(exitText) || exitCode > 255) {
      throw new UsageError(`${command}: --exit-code must be an integer 0-255, got "${exitText}"`);
    }
  }
  const signal = values["signal"] ?? null;
  if (signal !== null && !(signal in constants.signals)) {
    throw new UsageError(`${command}: unknown --signal "${signal}" (a name like SIGTERM)`);
  }
  const maxText = values["max-line-bytes"];
  let maxLineBytes;
  if (maxText !== void 0) {
    maxLineBytes = Number(maxText);
    if (!/^\d+$/.test(maxText) || maxLineBytes < 1) {
      throw new UsageError(`${command}: --max-line-bytes must be a positive integer, got "${maxText}"`);
    }
  }
  return {
    file: file === "-" ? null : file,
    dialect,
    exitCode,
    signal,
    stderrFile: values["stderr"] ?? null,
    timingFile: values["timing"] ?? null,
    maxLineBytes,
    outputSchema: values["output-schema"] ?? null,
    model: values["model"]?.trim() || null
  };
}
function capArg(command, name, raw, integer) {
  if (raw === void 0) return null;
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || value <= 0 || integer && !Number.isInteger(value)) {
    throw new UsageError(
      `${command}: --${name} must be ${integer ? "an integer" : "a number"} > 0, got "${raw}"`
    );
  }
  return value;
}
function parseCommand(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case void 0:
    case "help":
    case "--help":
    case "-h":
      return { command: "help", text: MAIN_HELP };
    case "summarize": {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, otlp: { type: "boolean" } });
      if (values.help) return { command: "help", text: SUMMARIZE_HELP };
      return { command, otlp: values.otlp === true, ...streamArgs(command, values, positionals) };
    }
    case "render": {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, format: { type: "string" } });
      if (values.help) return { command: "help", text: RENDER_HELP };
      const format = values.format ?? "text";
      if (format !== "text" && format !== "markdown" && format !== "html") {
        throw new UsageError(`render: --format must be text, markdown or html, got "${format}"`);
      }
      return { command, format, ...streamArgs(command, values, positionals) };
    }
    case "follow": {
      const { values, positionals } = parse(command, rest, {
        interval: { type: "string" },
        "give-up-after": { type: "string" },
        help: { type: "boolean", short: "h" }
      });
      if (values.help) return { command: "help", text: FOLLOW_HELP };
      if (positionals.length !== 1) throw new UsageError("follow: give one OWNER/REPO#N");
      const target = followTarget(positionals[0]);
      if (target === null) {
        throw new UsageError(
          `follow: "${positionals[0]}" is not OWNER/REPO#N or a pull request or issue address`
        );
      }
      const seconds = Number(values.interval ?? "5");
      if (!(seconds > 0) || !Number.isFinite(seconds)) {
        throw new UsageError(`follow: --interval must be a number of seconds > 0, got "${values.interval}"`);
      }
      const giveUp = Number(values["give-up-after"] ?? "300");
      if (!(giveUp > 0) || !Number.isFinite(giveUp)) {
        throw new UsageError(
          `follow: --give-up-after must be a number of seconds > 0, got "${values["give-up-after"]}"`
        );
      }
      return { command, target, intervalMs: Math.round(seconds * 1e3), giveUpMs: Math.round(giveUp * 1e3) };
    }
    case "history": {
      const { values, positionals } = parse(command, rest, {
        json: { type: "boolean" },
        author: { type: "string" },
        help: { type: "boolean", short: "h" }
      });
      if (values.help) return { command: "help", text: HISTORY_HELP };
      if (positionals.length !== 1) throw new UsageError("history: give one OWNER/REPO#N");
      const target = followTarget(positionals[0]);
      if (target === null) {
        throw new UsageError(
          `history: "${positionals[0]}" is not OWNER/REPO#N or a pull request or issue address`
        );
      }
      const author = (values.author ?? "github-actions[bot]").trim();
      if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(author)) {
        throw new UsageError(`history: --author must be a GitHub login, got "${values.author}"`);
      }
      return { command, target, json: values.json === true, author };
    }
    case "pull": {
      const { values, positionals } = parse(command, rest, {
        store: { type: "string" },
        job: { type: "string" },
        agent: { type: "string" },
        cwd: { type: "string" },
        help: { type: "boolean", short: "h" }
      });
      if (values.help) return { command: "help", text: PULL_HELP };
      if (positionals.length !== 1) throw new UsageError("pull: give one OWNER/REPO#N");
      const target = followTarget(positionals[0]);
      if (target === null) {
        throw new UsageError(
          `pull: "${positionals[0]}" is not OWNER/REPO#N or a pull request or issue address`
        );
      }
      if (values.store === "") throw new UsageError("pull: --store needs a FILE");
      const agent = values.agent ?? "claude";
      if (!["claude", "codex", "gemini", "opencode"].includes(agent)) {
        throw new UsageError(`pull: --agent must be claude, codex, gemini or opencode, got "${agent}"`);
      }
      return {
        command,
        target,
        store: values.store ?? null,
        job: values.job ?? "agent/agent",
        agent,
        cwd: values.cwd ?? process.cwd()
      };
    }
    case "demo": {
      const { values, positionals } = parse(command, rest, {
        speed: { type: "string" },
        help: { type: "boolean", short: "h" }
      });
      if (values.help) return { command: "help", text: DEMO_HELP };
      if (positionals.length > 0) throw new UsageError(`demo: unexpected argument "${positionals[0]}"`);
      const speedText = values.speed ?? "1";
      const speed = speedText === "max" ? Number.POSITIVE_INFINITY : Number(speedText);
      if (!(speed > 0))
        throw new UsageError(`demo: --speed must be a positive number or "max", got "${speedText}"`);
      return { command, speed };
    }
    case "watch": {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, ...LIVE_OPTIONS });
      if (values.help) return { command: "help", text: WATCH_HELP };
      if (values["output-schema"] !== void 0) {
        throw new UsageError("watch: --output-schema is for summarize and render (a saved stream)");
      }
      return {
        command,
        ...streamArgs(command, values, positionals),
        failOn: failOnArg(command, values["fail-on"]),
        color: colorArg(values)
      };
    }
    case "run": {
      const dashes = rest.indexOf("--");
      const own = dashes === -1 ? rest : rest.slice(0, dashes);
      const { values, positionals } = parse(command, own, {
        dialect: { type: "string" },
        prompt: { type: "string" },
        "permission-mode": { type: "string" },
        model: { type: "string" },
        "max-budget-usd": { type: "string" },
        "max-total-tokens": { type: "string" },
        "max-tool-calls": { type: "string" },
        "timeout-minutes": { type: "string" },
        "idle-timeout-minutes": { type: "string" },
        ...LIVE_OPTIONS,
        help: { type: "boolean", short: "h" }
      });
      if (values.help) return { command: "help", text: RUN_HELP };
      const argv2 = dashes === -1 ? positionals : [...positionals, ...rest.slice(dashes + 1)];
      if (argv2.length === 0 || argv2[0] === "") {
        throw new UsageError("run: no agent command (narrator run [options] -- COMMAND [ARG\u2026])");
      }
      const dialect = values.dialect ?? "auto";
      if (dialect !== "auto" && !DIALECTS.includes(dialect)) {
        throw new UsageError(`run: unknown --dialect "${dialect}" (auto, ${DIALECTS.join(", ")})`);
      }
      const permissionMode = values["permission-mode"] ?? null;
      if (permissionMode !== null && dialect !== "acp") {
        throw new UsageError("run: --permission-mode answers an ACP agent's requests: give --dialect acp");
      }
      if (permissionMode !== null && !ACP_PERMISSION_MODES.includes(permissionMode)) {
        throw new UsageError(
          `run: --permission-mode must be ${ACP_PERMISSION_MODES.join(", ")}, got "${permissionMode}"`
        );
      }
      if (dialect === "acp" && !values.prompt?.trim()) {
        throw new UsageError("run: an ACP agent is sent its prompt in session/prompt: give --prompt TEXT");
      }
      return {
        command,
        argv: argv2,
        dialect,
        prompt: values.prompt ?? null,
        permissionMode,
        model: values.model?.trim() || null,
        caps: {
          maxBudgetUsd: capArg(command, "max-budget-usd", values["max-budget-usd"], false),
          maxTotalTokens: capArg(command, "max-total-tokens", values["max-total-tokens"], true),
          maxToolCalls: capArg(command, "max-tool-calls", values["max-tool-calls"], true)
        },
        timeoutMs: minutesArg(command, "timeout-minutes", values["timeout-minutes"], 0),
        idleTimeoutMs: minutesArg(
          command,
          "idle-timeout-minutes",
          values["idle-timeout-minutes"],
          30 * 6e4
        ),
        failOn: failOnArg(command, values["fail-on"]),
        color: colorArg(values)
      };
    }
    case "aggregate": {
      const { values, positionals } = parse(command, rest, {
        require: { type: "string" },
        format: { type: "string" },
        help: { type: "boolean", short: "h" }
      });
      if (values.help) return { command: "help", text: AGGREGATE_HELP };
      if (positionals.length === 0) {
        throw new UsageError("aggregate: give the leg files or a directory (narrator aggregate FILES|DIR\u2026)");
      }
      const format = values.format ?? "text";
      if (format !== "text" && format !== "markdown") {
        throw new UsageError(`aggregate: --format must be text or markdown, got "${format}"`);
      }
      let requirement;
      try {
        requirement = parseRequire(values.require ?? "all");
      } catch (error) {
        throw new UsageError(`aggregate: --require ${error.message}`, { cause: error });
      }
      return { command, paths: positionals, requirement, format };
    }
    default:
      if (command.startsWith("-")) {
        throw new UsageError(`unknown option ${command}: give a command first (${COMMANDS.join(", ")})`);
      }
      throw new UsageError(`unknown command "${command}" (${COMMANDS.join(", ")})`);
  }
}
function followTarget(text) {
  const short = /^([\w.-]+)\/([\w.-]+)#(\d+)$/.exec(text.trim());
  const url = /^https?:\/\/[^/]+\/([\w.-]+)\/([\w.-]+)\/(?:pull|issues)\/(\d+)(?:[/?#].*)?$/.exec(
    text.trim()
  );
  const m = short ?? url;
  if (!m || Number(m[3]) < 1) return null;
  return { owner: m[1], repo: m[2], issueNumber: Number(m[3]) };
}

export {
  REDACTED,
  StreamRedactor,
  applyMasks,
  createRedactor,
  UsageError,
  helpHint,
  parseCommand
};
