import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
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
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
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
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
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
    return this.addRaw(EOL3);
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

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

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
  process.stdout.write(os4.EOL);
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
  process.stdout.write(message + os4.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}
function saveState(name, value) {
  const filePath = process.env["GITHUB_STATE"] || "";
  if (filePath) {
    return issueFileCommand("STATE", prepareKeyValueMessage(name, value));
  }
  issueCommand("save-state", { name }, toCommandValue(value));
}

// src/github/comment-key.ts
var MAX_KEY_LENGTH = 200;
function commentKey(input) {
  const explicit = input.commentKey?.trim();
  if (explicit) return sanitizeKey(explicit);
  const parts = [input.workflow?.trim() || "workflow", input.job?.trim() || "job"];
  const legs = matrixValues(input.matrix);
  const key = parts.join("/") + (legs.length > 0 ? ` (${legs.join(", ")})` : "");
  return sanitizeKey(key);
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
  key = key.trim().replace(/^-+|-+$/g, "");
  if (key.length > MAX_KEY_LENGTH) key = key.slice(0, MAX_KEY_LENGTH);
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

// src/github/errors.ts
var FALLBACK_RATE_LIMIT_MS = 6e4;
function classifyGitHubError(error2, nowMs) {
  const e = typeof error2 === "object" && error2 !== null ? error2 : {};
  const status = typeof e.status === "number" ? e.status : null;
  const message = describeError(error2);
  if (e.response === void 0 && (status === null || status === 500)) return { kind: "network", message };
  if (status === null) return { kind: "other", status, message };
  const headers = e.response?.headers ?? {};
  const header = (name) => {
    const value = headers[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
  };
  if (status === 429 || status === 403 && isRateLimit(message, header)) {
    return { kind: "rate_limited", status, message, retryAt: retryAtFromHeaders(header, nowMs) };
  }
  if (status === 401 || status === 403) return { kind: "forbidden", status, message };
  if (status === 404 || status === 410) return { kind: "not_found", message };
  if (status === 422) return { kind: "rejected", status, message };
  if (status >= 500) return { kind: "server", status, message };
  return { kind: "other", status, message };
}
function isRateLimit(message, header) {
  return header("x-ratelimit-remaining") === "0" || header("retry-after") !== void 0 || /rate limit/i.test(message);
}
function retryAtFromHeaders(header, nowMs) {
  const retryAfter = Number(header("retry-after"));
  if (header("retry-after") !== void 0 && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return nowMs + retryAfter * 1e3;
  }
  const reset = Number(header("x-ratelimit-reset"));
  if (header("x-ratelimit-remaining") === "0" && Number.isFinite(reset) && reset > 0) {
    return Math.max(nowMs, reset * 1e3 + 1e3);
  }
  return nowMs + FALLBACK_RATE_LIMIT_MS;
}
function describeError(error2) {
  if (typeof error2 !== "object" || error2 === null) return String(error2);
  const e = error2;
  const data = e.response?.data;
  const apiMessage = typeof data === "object" && data !== null && typeof data.message === "string" ? data.message : null;
  const base = apiMessage ?? (typeof e.message === "string" ? e.message : String(error2));
  const cause = e.cause;
  const code = typeof cause?.code === "string" ? cause.code : null;
  const status = typeof e.status === "number" && e.response !== void 0 ? `${e.status} ` : "";
  return `${status}${base}${code && !base.includes(code) ? ` (${code})` : ""}`;
}

// src/github/find-comment.ts
var PER_PAGE = 100;
async function findMarkedComment(api, marker, options = {}) {
  const maxPages = options.maxPages ?? 10;
  options.onRequest?.();
  const first = await api.listPage(1, PER_PAGE, options.signal);
  const lastPage = first.lastPage ?? 1;
  for (let page = lastPage, read = 1; page > 1 && read < maxPages; page--, read++) {
    options.onRequest?.();
    const { comments } = await api.listPage(page, PER_PAGE, options.signal);
    const found = newestMarked(comments, marker);
    if (found) return found;
  }
  return newestMarked(first.comments, marker);
}
function newestMarked(comments, marker) {
  for (let i = comments.length - 1; i >= 0; i--) {
    const comment = comments[i];
    if (hasMarker(comment.body, marker)) return comment;
  }
  return null;
}

// src/github/issue-comments.ts
function octokitIssueComments(octokit, target) {
  const { owner, repo, issueNumber } = target;
  return {
    async listPage(page, perPage, signal) {
      const response = await octokit.rest.issues.listComments({
        owner,
        repo,
        issue_number: issueNumber,
        page,
        per_page: perPage,
        request: { signal }
      });
      return {
        comments: response.data.map(toComment),
        lastPage: lastPageOf(response.headers.link)
      };
    },
    async create(body, signal) {
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async update(commentId, body, signal) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
        request: { signal }
      });
      return toComment(response.data);
    }
  };
}
function toComment(data) {
  return {
    id: data.id,
    body: data.body ?? "",
    htmlUrl: data.html_url ?? null,
    authorLogin: data.user?.login ?? null
  };
}
function lastPageOf(link) {
  if (!link) return null;
  for (const part of link.split(",")) {
    if (!/rel="last"/.test(part)) continue;
    const url = /<([^>]+)>/.exec(part)?.[1];
    if (!url) continue;
    const page = Number(new URL(url, "https://api.github.com").searchParams.get("page"));
    if (Number.isSafeInteger(page) && page > 0) return page;
  }
  return null;
}

// src/github/target.ts
var PR_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
]);
var ISSUE_EVENTS = /* @__PURE__ */ new Set(["issues", "issue_comment"]);
var DISPATCH_ISSUE_INPUTS = ["issue-number", "issue_number"];
var DISPATCH_PR_INPUTS = ["pr-number", "pr_number", "pull-request-number"];
function resolveTarget(input) {
  const setting = normalizeSetting(input.commentOn);
  if (setting === "none") return { target: null, reason: "comment-on is none" };
  const repo = splitRepository(input.repository);
  if (repo === null) {
    return { target: null, reason: `GITHUB_REPOSITORY '${input.repository}' is not owner/repo` };
  }
  if (typeof setting === "number") {
    if (positiveInt(setting) === null)
      return { target: null, reason: `comment-on ${setting} is not an issue number` };
    return {
      target: { ...repo, issueNumber: setting, kind: "issue" },
      reason: `comment-on names #${setting}`
    };
  }
  const payload = asRecord(input.payload);
  const event = input.eventName;
  if (PR_EVENTS.has(event)) {
    const number = positiveInt(asRecord(payload.pull_request).number) ?? positiveInt(payload.number);
    if (number === null)
      return { target: null, reason: `the ${event} payload carries no pull request number` };
    return { target: { ...repo, issueNumber: number, kind: "pr" }, reason: `${event} on #${number}` };
  }
  if (ISSUE_EVENTS.has(event)) {
    const issue2 = asRecord(payload.issue);
    const number = positiveInt(issue2.number);
    if (number === null) return { target: null, reason: `the ${event} payload carries no issue number` };
    const kind = issue2.pull_request ? "pr" : "issue";
    return { target: { ...repo, issueNumber: number, kind }, reason: `${event} on #${number}` };
  }
  if (event === "workflow_dispatch") {
    const inputs = asRecord(payload.inputs);
    for (const [names, kind] of [
      [DISPATCH_PR_INPUTS, "pr"],
      [DISPATCH_ISSUE_INPUTS, "issue"]
    ]) {
      for (const name of names) {
        const raw = inputs[name];
        if (raw === void 0 || raw === null || raw === "") continue;
        const number = positiveInt(raw);
        if (number === null) {
          return { target: null, reason: `workflow_dispatch input ${name} '${String(raw)}' is not a number` };
        }
        return {
          target: { ...repo, issueNumber: number, kind },
          reason: `workflow_dispatch ${name} #${number}`
        };
      }
    }
    return { target: null, reason: "workflow_dispatch without an issue-number or pr-number input" };
  }
  return {
    target: null,
    reason: `a ${event || "unknown"} event has no issue or pull request (set comment-on to a number)`
  };
}
function normalizeSetting(setting) {
  if (typeof setting === "object") {
    if (setting.kind === "number") return setting.number;
    return setting.kind;
  }
  return setting;
}
function splitRepository(repository) {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  if (!match) return null;
  return { owner: match[1], repo: match[2] };
}
function asRecord(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function positiveInt(value) {
  const number = typeof value === "string" && /^\s*#?\d+\s*$/.test(value) ? Number(value.replace("#", "")) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}

// src/stream/events.ts
var DIALECTS = ["claude-code", "caliban", "cursor", "gemini", "codex", "opencode"];
var OUTCOMES = [
  "success",
  "error",
  "max_turns",
  "budget_exceeded",
  "max_tokens",
  "cancelled",
  "timed_out"
];

// src/report/context.ts
var identity = (s) => s;
var DEFAULT_FAIL_ON = OUTCOMES.filter((o) => o !== "success");
function failsJob(outcome, failOn = DEFAULT_FAIL_ON) {
  return outcome !== null && failOn.includes(outcome);
}

// src/report/markdown.ts
var ZWSP = "\u200B";
function escapeHtml(s) {
  return s.replace(
    /[&<>"]/g,
    (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"
  );
}
function neutralizeMentions(s) {
  return s.replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function longestRun(s, ch) {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ch) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return best;
}
function inlineCode(s) {
  const one = neutralize(s).replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
  if (one.length === 0) return "";
  const ticks = "`".repeat(longestRun(one, "`") + 1);
  const pad = one.startsWith("`") || one.endsWith("`") || one.startsWith(" ") && one.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${one}${pad}${ticks}`;
}
function codeFence(raw, lang = "") {
  const s = neutralize(raw);
  const fence = "`".repeat(Math.max(3, longestRun(s, "`") + 1));
  const body = s.endsWith("\n") ? s : `${s}
`;
  const info2 = lang.replace(/[^A-Za-z0-9_+-]/g, "");
  return `${fence}${info2}
${body}${fence}`;
}
function details(summary2, body, open2 = false) {
  return `<details${open2 ? " open" : ""}><summary>${summary2}</summary>

${closeOpenFences(body.trim())}

</details>`;
}
function truncate(s, n) {
  if (s.length <= n) return s;
  if (n <= 1) return n === 1 ? "\u2026" : "";
  let cut = n - 1;
  const code = s.charCodeAt(cut - 1);
  if (code >= 55296 && code <= 56319) cut--;
  return `${s.slice(0, cut)}\u2026`;
}
function tableCell(s, max = 120) {
  const one = truncate(
    s.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
  return escapeHtml(neutralizeMentions(one)).replace(/\|/g, "\\|");
}
function inlineText(s, max = 200) {
  return tableCell(s, max);
}
function breakTags(s) {
  return s.replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`);
}
function neutralize(s) {
  return neutralizeImages(neutralizeMentions(breakTags(s)));
}
function neutralizeImages(s) {
  return s.replace(/!\[/g, `!${ZWSP}[`);
}
function safeMarkdown(md) {
  return blockquote(closeOpenFences(neutralize(md.replace(/\r\n?/g, "\n"))));
}
function closeOpenFences(md) {
  let fence = null;
  for (const line of md.split("\n")) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m) continue;
    if (fence) {
      if (m[1][0] === fence.ch && m[1].length >= fence.len && m[2].trim() === "") fence = null;
    } else if (!(m[1][0] === "`" && m[2].includes("`"))) {
      fence = { ch: m[1][0], len: m[1].length };
    }
  }
  return fence ? `${md}
${fence.ch.repeat(fence.len)}` : md;
}
function blockquote(md) {
  return md.split("\n").map((l) => l.length ? `> ${l}` : ">").join("\n");
}

// src/action/github-env.ts
var NARRATOR_VERSION = "0.1.0";
function envNumber(env, name) {
  const raw = env[name];
  const value = Number(raw);
  return raw !== void 0 && raw !== "" && Number.isFinite(value) && value >= 0 ? value : void 0;
}
function runPageUrl(env) {
  const server = env["GITHUB_SERVER_URL"];
  const repo = env["GITHUB_REPOSITORY"];
  const run = env["GITHUB_RUN_ID"];
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : null;
}
function githubLogger(redact) {
  return {
    debug: (message) => debug(redact(message)),
    warning: (message) => warning(redact(message))
  };
}
function clientOptionsFromEnv(token, env, redact) {
  const backoff = envNumber(env, "NARRATOR_GITHUB_BACKOFF_MS");
  return {
    token,
    baseUrl: env["GITHUB_API_URL"],
    version: NARRATOR_VERSION,
    logger: githubLogger(redact),
    ...backoff === void 0 ? {} : { serverErrorBackoffMs: backoff }
  };
}

// src/action/state.ts
import { mkdir as mkdir2, rename as rename2, writeFile as writeFile2 } from "node:fs/promises";
import os5 from "node:os";
import path from "node:path";
var STATE_KEYS = {
  /** Absolute path of the redacted summary snapshot (JSON). */
  snapshotPath: "narrator-snapshot",
  /** 'true' once the main step wrote every view. */
  viewsFinished: "narrator-views-finished",
  /** The fail-on list, comma-separated, so post judges the leftover outcome the same way. */
  failOn: "narrator-fail-on",
  /** 'true' when the step summary is enabled. */
  stepSummary: "narrator-step-summary",
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: "narrator-spawn-ms",
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: "narrator-comment",
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: "narrator-comment-final",
  /** The agent's pid (it leads its own process group), so post can stop it if main was killed. */
  agentPid: "narrator-agent-pid"
};
function narratorTempDir(env) {
  return path.join(env["RUNNER_TEMP"] || os5.tmpdir(), "narrator");
}
var SnapshotWriter = class {
  constructor(file, prepare, minIntervalMs = 2e3) {
    this.file = file;
    this.prepare = prepare;
    this.minIntervalMs = minIntervalMs;
  }
  file;
  prepare;
  minIntervalMs;
  pending = null;
  writing = null;
  lastWriteAt = 0;
  timer = null;
  /** Schedules a write of `summary` as it was at `at`. Cheap: keeps a reference only. */
  offer(summary2, at) {
    this.pending = { summary: summary2, at };
    if (this.writing || this.timer) return;
    const wait = this.lastWriteAt + this.minIntervalMs - Date.now();
    if (wait <= 0) this.flushSoon();
    else {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flushSoon();
      }, wait);
      this.timer.unref();
    }
  }
  flushSoon() {
    const next = this.pending;
    if (!next) return;
    this.pending = null;
    this.lastWriteAt = Date.now();
    this.writing = Promise.resolve().then(() => write(this.file, { summary: this.prepare(next.summary), at: next.at })).catch(() => {
    }).finally(() => {
      this.writing = null;
      if (this.pending) this.offer(this.pending.summary, this.pending.at);
    });
  }
  /** Writes `summary` now (after any write in flight) and waits for it. */
  async flush(summary2, at) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
    await write(this.file, { summary: this.prepare(summary2), at });
  }
};
async function write(file, snap) {
  await mkdir2(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile2(tmp, JSON.stringify(snap));
  await rename2(tmp, file);
}

export {
  setSecret,
  getInput,
  setOutput,
  setFailed,
  debug,
  error,
  warning,
  notice,
  info,
  startGroup,
  endGroup,
  saveState,
  commentKey,
  commentMarker,
  withMarker,
  sanitizeKey,
  classifyGitHubError,
  describeError,
  findMarkedComment,
  octokitIssueComments,
  resolveTarget,
  DIALECTS,
  OUTCOMES,
  identity,
  DEFAULT_FAIL_ON,
  failsJob,
  inlineCode,
  codeFence,
  details,
  truncate,
  tableCell,
  inlineText,
  neutralize,
  neutralizeImages,
  safeMarkdown,
  blockquote,
  envNumber,
  runPageUrl,
  clientOptionsFromEnv,
  STATE_KEYS,
  narratorTempDir,
  SnapshotWriter
};
