const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/report/workflow-commands.ts
var RUNNER_WHITE_SPACE = new Set(
  [
    "	",
    "\n",
    "\v",
    "\f",
    "\r",
    " ",
    "\x85",
    "\xA0",
    "\u1680",
    "\u2000",
    "\u2001",
    "\u2002",
    "\u2003",
    "\u2004",
    "\u2005",
    "\u2006",
    "\u2007",
    "\u2008",
    "\u2009",
    "\u200A",
    "\u2028",
    "\u2029",
    "\u202F",
    "\u205F",
    "\u3000",
    "\uFEFF"
  ].map((c) => c.charCodeAt(0))
);
var CR = 13;
var LF = 10;
var COLON = 58;
var HASH = 35;
var BRACKET = 91;
var WHITE_CLASS = [...RUNNER_WHITE_SPACE].map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("");
var BLANK_CLASS = [...RUNNER_WHITE_SPACE].filter((c) => c !== 10 && c !== 13).map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("");
var RISK = new RegExp(`#|(?<![${WHITE_CLASS}])[${BLANK_CLASS}]*[\\r\\n][${WHITE_CLASS}]*:`);
var RISK_AT_START = new RegExp(`^[${WHITE_CLASS}]*:|${RISK.source}`);
var ALL_WHITE = new RegExp(`^[${WHITE_CLASS}]*$`);
function mayBreak(text, atLineStart) {
  if (text.indexOf("#") !== -1) return true;
  const length = text.length;
  let lf = text.indexOf("\n");
  let cr = text.indexOf("\r");
  let at = 0;
  if (!atLineStart) {
    const first = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
    if (first === -1) return false;
    at = first + 1;
  }
  for (; ; ) {
    let end = at;
    while (end < length) {
      const c = text.charCodeAt(end);
      if (c !== 32 && !RUNNER_WHITE_SPACE.has(c)) break;
      end++;
    }
    if (end === length) return false;
    if (text.charCodeAt(end) === COLON) return true;
    if (lf !== -1 && lf < end) lf = text.indexOf("\n", end);
    if (cr !== -1 && cr < end) cr = text.indexOf("\r", end);
    const next = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
    if (next === -1) return false;
    at = next + 1;
  }
}
var CommandSafeText = class {
  /** Only runner white space since the last line break (or the start). */
  #lineStart = true;
  /** ':' seen at a line start, or a run of '#', not printed yet. */
  #held = "";
  write(text) {
    if (this.#held === "" && !mayBreak(text, this.#lineStart)) {
      const lastBreak = Math.max(text.lastIndexOf("\n"), text.lastIndexOf("\r"));
      this.#lineStart = (lastBreak !== -1 || this.#lineStart) && ALL_WHITE.test(lastBreak === -1 ? text : text.slice(lastBreak + 1));
      return text;
    }
    let out = "";
    let from = 0;
    const flushTo = (i) => {
      if (i > from) out += text.slice(from, i);
      from = i;
    };
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.#held !== "") {
        if (this.#held === ":") {
          this.#held = "";
          this.#lineStart = false;
          if (c === COLON) {
            out += ": :";
            from = i + 1;
            continue;
          }
          out += ":";
        } else if (c === HASH) {
          if (this.#held.length >= 2) out += "#";
          this.#held = "##";
          from = i + 1;
          continue;
        } else if (c === BRACKET && this.#held.length >= 2) {
          out += "# #[";
          this.#held = "";
          from = i + 1;
          continue;
        } else {
          out += this.#held;
          this.#held = "";
        }
      }
      if (c === CR || c === LF) {
        this.#lineStart = true;
      } else if (c === HASH) {
        flushTo(i);
        this.#held = "#";
        this.#lineStart = false;
        from = i + 1;
      } else if (this.#lineStart && c === COLON) {
        flushTo(i);
        this.#held = ":";
        from = i + 1;
      } else if (this.#lineStart && !RUNNER_WHITE_SPACE.has(c)) {
        this.#lineStart = false;
      }
    }
    flushTo(text.length);
    return out;
  }
  /** What is still held back (a lone ':' or '#' at the very end). */
  end() {
    const held = this.#held;
    this.#held = "";
    this.#lineStart = true;
    return held;
  }
};
function neutralizeCommands(text) {
  if (!text.includes(":") && !text.includes("#")) return text;
  const safe = new CommandSafeText();
  return safe.write(text) + safe.end();
}
function jsonSafeForLog(json) {
  return json.replace(/##\[/g, "##\\u005b");
}

export {
  CommandSafeText,
  neutralizeCommands,
  jsonSafeForLog
};
