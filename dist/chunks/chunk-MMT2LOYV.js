const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  EOL,
  node_os_default
} from "./chunk-GW5CHERF.js";
import {
  randomUUID
} from "./chunk-4BUEJA4U.js";
import {
  appendFileSync,
  constants,
  existsSync,
  promises
} from "./chunk-6PPWJKGQ.js";
import {
  revealBidi
} from "./chunk-7VGR43ZK.js";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties2) {
  if (!Object.keys(annotationProperties2).length) {
    return {};
  }
  return {
    title: annotationProperties2.title,
    file: annotationProperties2.file,
    line: annotationProperties2.startLine,
    endLine: annotationProperties2.endLine,
    col: annotationProperties2.startColumn,
    endColumn: annotationProperties2.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  appendFileSync(filePath, `${toCommandValue(message)}${EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter2 = `ghadelimiter_${randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter2)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter2}"`);
  }
  if (convertedValue.includes(delimiter2)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter2}"`);
  }
  return `${key}<<${delimiter2}${EOL}${convertedValue}${EOL}${delimiter2}`;
}

// node_modules/@actions/core/lib/summary.js
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();

// builtin:node:assert
var __builtin = process.getBuiltinModule("node:assert");

// node_modules/@actions/io/lib/io-util.js
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = constants.O_RDONLY;

// builtin:node:timers
var __builtin2 = process.getBuiltinModule("node:timers");

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = node_os_default.platform();
var arch = node_os_default.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + EOL);
}
function saveState(name, value) {
  const filePath = process.env["GITHUB_STATE"] || "";
  if (filePath) {
    return issueFileCommand("STATE", prepareKeyValueMessage(name, value));
  }
  issueCommand("save-state", { name }, toCommandValue(value));
}

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
    const held2 = this.#held;
    this.#held = "";
    this.#lineStart = true;
    return held2;
  }
};
function neutralizeCommands(text) {
  if (!text.includes(":") && !text.includes("#")) return text;
  const safe = new CommandSafeText();
  return safe.write(text) + safe.end();
}

// src/runner/core.ts
var held = [];
var flushQueued = false;
function hold(text) {
  held.push(text);
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flushLog);
  }
}
function flushLog() {
  flushQueued = false;
  if (held.length === 0) return;
  const text = held.length === 1 ? held[0] : held.join("");
  held = [];
  info(text.slice(0, -EOL.length));
}
function commandData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function logText(message) {
  return neutralizeCommands(revealBidi(message instanceof Error ? message.toString() : message));
}
function annotationProperties(properties) {
  if (properties?.title === void 0) return properties;
  return { ...properties, title: revealBidi(properties.title) };
}
function info2(message) {
  hold(logText(message) + EOL);
}
function debug2(message) {
  flushLog();
  debug(logText(message));
}
function notice2(message, properties) {
  flushLog();
  notice(logText(message), annotationProperties(properties));
}
function warning2(message, properties) {
  flushLog();
  warning(logText(message), annotationProperties(properties));
}
function error2(message, properties) {
  flushLog();
  error(logText(message), annotationProperties(properties));
}
function setFailed2(message) {
  flushLog();
  setFailed(logText(message));
}
function startGroup(name) {
  hold(`::group::${commandData(logText(name))}${EOL}`);
}
function endGroup() {
  hold(`::endgroup::${EOL}`);
}
function setSecret2(secret) {
  flushLog();
  setSecret(secret);
}
function saveState2(name, value) {
  flushLog();
  saveState(name, value);
}
function setOutput2(name, value) {
  flushLog();
  setOutput(name, value);
}

// src/github/clock.ts
var systemClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms)),
  clearTimeout: (handle) => clearTimeout(handle)
};
function scaledClock(originMs, scale) {
  const k = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    now: () => originMs + (Date.now() - originMs) * k,
    setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms) / k),
    clearTimeout: (handle) => clearTimeout(handle)
  };
}

export {
  getInput,
  flushLog,
  info2 as info,
  debug2 as debug,
  notice2 as notice,
  warning2 as warning,
  error2 as error,
  setFailed2 as setFailed,
  startGroup,
  endGroup,
  setSecret2 as setSecret,
  saveState2 as saveState,
  setOutput2 as setOutput,
  systemClock,
  scaledClock
};
