const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ACP_ADAPTERS,
  ACP_AGENTS,
  ACP_PERMISSION_MODES,
  AgentProcess,
  McpConfigError,
  acpAskingEnv,
  acpCapSupport,
  acpLaunch,
  claudeMcpConfig,
  codexAcpSandboxed,
  deserialize,
  mcpSecretValues,
  ownKill,
  parseMcpConfig,
  serialize,
  signalTree
} from "./chunks/chunk-AJJI5BD4.js";
import {
  askedBy,
  parseAskRules,
  parseDuration
} from "./chunks/chunk-XCOONMTA.js";
import "./chunks/chunk-PJ2S4DJY.js";
import "./chunks/chunk-HLBRODOX.js";
import "./chunks/chunk-FDYNW5TW.js";
import {
  addReaction,
  reactionEmoji,
  triggerSubject
} from "./chunks/chunk-LANPLIKO.js";
import {
  contextResetNote
} from "./chunks/chunk-UJHYDU7J.js";
import "./chunks/chunk-3AO6XF6P.js";
import {
  checkAccess,
  fetchPermission,
  hasWriteAccess,
  isBotLogin,
  isChecked,
  ruleFor
} from "./chunks/chunk-SQX6ZI7A.js";
import {
  CUT_MARK,
  REDACTED,
  StreamRedactor,
  applyMasks,
  cleanRawJson,
  needsRawCheck,
  writeRedactedJson
} from "./chunks/chunk-EVK5ADRM.js";
import {
  isOtlpEndpointName,
  isOtlpHeadersName,
  otlpEndpointSecrets,
  otlpHeaderSecrets
} from "./chunks/chunk-QQA7BJVZ.js";
import {
  OwnFile,
  RunFileSet,
  createRunDir,
  performance as performance2,
  uploadRunArtifact
} from "./chunks/chunk-S7YHCF2D.js";
import {
  AGENT_NAMES,
  RECIPES,
  acpAgentLabel,
  agentLabel,
  agentOfProgram,
  permissionArgs,
  planAgentLaunch
} from "./chunks/chunk-H5KTGAC7.js";
import {
  HANDOFF,
  handOff,
  offerStarting,
  startingLine,
  startingSettled
} from "./chunks/chunk-KABIMPPG.js";
import {
  findMarkedComment
} from "./chunks/chunk-VSTP5VM3.js";
import {
  McpGuard,
  mcpRefusal,
  parseRequiredMcp
} from "./chunks/chunk-75J6MDZJ.js";
import {
  octokitIssueComments
} from "./chunks/chunk-BOTWAFO2.js";
import {
  resolveTarget
} from "./chunks/chunk-7MOZR5A6.js";
import {
  describeError
} from "./chunks/chunk-7VCEWHLH.js";
import {
  commentKey,
  commentMarker,
  legLabel
} from "./chunks/chunk-BJA6GBZG.js";
import {
  clientOptionsFromEnv
} from "./chunks/chunk-7QHSLWKT.js";
import {
  debug,
  flushLog,
  getInput,
  info,
  setFailed,
  setOutput,
  setSecret,
  warning
} from "./chunks/chunk-MMT2LOYV.js";
import {
  StringDecoder,
  node_os_default
} from "./chunks/chunk-GW5CHERF.js";
import {
  execFileSync,
  spawn
} from "./chunks/chunk-HJQAVGFE.js";
import {
  loadArtifactClient
} from "./chunks/chunk-HZ4WBUTY.js";
import {
  access,
  appendFile,
  mkdir,
  readFile,
  rename,
  rm,
  writeFile
} from "./chunks/chunk-EXQCX44K.js";
import {
  createCipheriv,
  createDecipheriv,
  randomBytes
} from "./chunks/chunk-4BUEJA4U.js";
import "./chunks/chunk-J6AVMCCI.js";
import {
  node_path_default
} from "./chunks/chunk-5CBL7BM5.js";
import {
  checkAppend,
  emptySummary,
  stripAnsi
} from "./chunks/chunk-A7QKHJIO.js";
import {
  DEFAULT_MAX_LINE_BYTES,
  LineSplitter
} from "./chunks/chunk-GBJ3DGLG.js";
import {
  chmodSync,
  closeSync,
  constants,
  cpSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  read,
  readFileSync,
  readSync,
  readdirSync,
  realpathSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync
} from "./chunks/chunk-6PPWJKGQ.js";
import {
  BudgetGuard,
  CAP_NOT_HELD,
  CAP_SUPPORT,
  DEFAULT_FAIL_ON,
  decideVerdict,
  prepareBudget
} from "./chunks/chunk-YDNSAMNY.js";
import {
  inlineCode,
  inlineText,
  neutralize,
  neutralizeImages
} from "./chunks/chunk-JHHEPBTZ.js";
import {
  DIALECTS,
  OUTCOMES
} from "./chunks/chunk-6BFCX7YP.js";
import "./chunks/chunk-7VGR43ZK.js";
import "./chunks/chunk-VVJO45ST.js";
import {
  setOwn
} from "./chunks/chunk-D4GNM7ML.js";
import "./chunks/chunk-QKXLR4XC.js";

// src/agent/command-line.ts
var CommandLineError = class extends Error {
  name = "CommandLineError";
};
function splitCommandLine(line) {
  const words = [];
  let word = "";
  let inWord = false;
  let i = 0;
  while (i < line.length) {
    const ch = line[i];
    if (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
      if (inWord) {
        words.push(word);
        word = "";
        inWord = false;
      }
      i++;
      continue;
    }
    if (ch === "\\") {
      const next = line[i + 1];
      if (next === void 0) {
        throw new CommandLineError(`command ends with a lone backslash: ${JSON.stringify(line)}`);
      }
      i += 2;
      if (next === "\n") continue;
      word += next;
      inWord = true;
      continue;
    }
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) {
        throw new CommandLineError(`unterminated single quote in command: ${JSON.stringify(line)}`);
      }
      word += line.slice(i + 1, end);
      inWord = true;
      i = end + 1;
      continue;
    }
    if (ch === '"') {
      i++;
      let closed = false;
      while (i < line.length) {
        const c = line[i];
        if (c === '"') {
          closed = true;
          i++;
          break;
        }
        if (c === "\\") {
          const next = line[i + 1];
          if (next === "$" || next === "`" || next === '"' || next === "\\") {
            word += next;
            i += 2;
            continue;
          }
          if (next === "\n") {
            i += 2;
            continue;
          }
        }
        word += c;
        i++;
      }
      if (!closed) {
        throw new CommandLineError(`unterminated double quote in command: ${JSON.stringify(line)}`);
      }
      inWord = true;
      continue;
    }
    word += ch;
    inWord = true;
    i++;
  }
  if (inWord) words.push(word);
  return words;
}

// src/github/acknowledge.ts
var SETTLE_TIMEOUT_MS = 1e4;
var inFlight = /* @__PURE__ */ new Set();
function acknowledge(o) {
  const resolution = triggerSubject(o.eventName, o.payload, o.repository);
  if (resolution.subject === null) {
    o.debug(`narrator: no acknowledgement: ${resolution.reason}`);
    return Promise.resolve();
  }
  const { subject, note } = resolution;
  const work = (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), o.timeoutMs);
    try {
      await addReaction(await o.client(), subject, o.content, controller.signal);
      o.info(
        o.redact(
          `Narrator: reacted ${reactionEmoji(o.content)} to the ${o.eventName} that started the run${note ? ` (${note})` : ""}`
        )
      );
    } catch (error) {
      o.info(
        o.redact(
          `Narrator: could not react ${reactionEmoji(o.content)} to the ${o.eventName} (${describeError(error)}); the workflow needs issues: write (pull-requests: write for review comments)`
        )
      );
    } finally {
      clearTimeout(timer);
    }
  })();
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
  return work;
}
async function acknowledgementsSettled(timeoutMs = SETTLE_TIMEOUT_MS) {
  if (inFlight.size === 0) return;
  let timer;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    })
  ]);
  clearTimeout(timer);
}

// src/github/repository-trust.ts
var TRUSTED_BY_INPUT = "trust-repository-config is true";
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
]);
var DEFAULT_BRANCH_EVENTS = /* @__PURE__ */ new Set(["issues", "issue_comment", "discussion", "discussion_comment"]);
async function judgeRepositoryTrust(request, lookups) {
  if (request.setting === "true") return { trusted: true, reason: TRUSTED_BY_INPUT };
  if (request.setting === "false") return { trusted: false, reason: "trust-repository-config is false" };
  const event = request.eventName;
  if (event === "" && !request.onRunner) {
    return { trusted: true, reason: "no workflow event: the workspace is this machine\u2019s own checkout" };
  }
  const root = asRecord(request.payload);
  try {
    if (PULL_REQUEST_EVENTS.has(event)) {
      if (!("pull_request" in root)) {
        return untrusted(
          `the ${event} event names no pull request, so Narrator cannot tell whose code it is`
        );
      }
      return await judgePullRequest(factsOf(root["pull_request"]), request.repository, lookups);
    }
    if (event === "issue_comment" && asRecord(root["issue"])["pull_request"] !== void 0) {
      const number = asRecord(root["issue"])["number"];
      if (typeof number !== "number") return untrusted("the comment\u2019s pull request has no number");
      return await judgePullRequest(await lookups.pullRequest(number), request.repository, lookups);
    }
    if (DEFAULT_BRANCH_EVENTS.has(event)) {
      return {
        trusted: true,
        reason: `an ${event} event on an issue or discussion runs on the default branch, which only writers push to`
      };
    }
    if (event === "workflow_run") {
      const head = asRecord(asRecord(root["workflow_run"])["head_repository"])["full_name"];
      if (typeof head === "string" && sameRepo(head, request.repository)) {
        return {
          trusted: true,
          reason: "the triggering run\u2019s branch is in this repository, where only writers push"
        };
      }
      return untrusted(
        typeof head === "string" ? `the triggering run is on ${head}, a fork` : "the workflow_run event does not name the head repository, so Narrator cannot tell whose code it is"
      );
    }
    if (!ruleFor(event).check) {
      return { trusted: true, reason: `a ${event} event needs write access to happen` };
    }
    return untrusted(
      event === "" ? "the event is not named, so Narrator cannot tell whose code is checked out" : `Narrator cannot tell whose code a ${event} event checks out`
    );
  } catch (error) {
    return untrusted(`Narrator could not tell whose code it is (${error.message})`);
  }
}
async function judgePullRequest(pr, repository, lookups) {
  if (pr.headRepo !== null && sameRepo(pr.headRepo, repository)) {
    return {
      trusted: true,
      reason: "the pull request\u2019s branch is in this repository, where only writers push"
    };
  }
  const where = pr.headRepo === null ? "a repository GitHub does not name" : `the fork ${pr.headRepo}`;
  if (pr.author === null) return untrusted(`the pull request is from ${where} and names no author`);
  if (pr.author.isBot) return untrusted(`the pull request is from ${where}, by the bot ${pr.author.login}`);
  const permission = await lookups.permission(pr.author.login);
  const name = permission.roleName ?? permission.permission;
  const role = name === "none" ? "no" : name;
  if (hasWriteAccess(permission)) {
    return {
      trusted: true,
      reason: `the pull request is from ${where}, by ${pr.author.login}, who has ${role} access`
    };
  }
  return untrusted(`the pull request is from ${where}, by ${pr.author.login}, who has ${role} access`);
}
function factsOf(pullRequest) {
  const pr = asRecord(pullRequest);
  const full = asRecord(asRecord(pr["head"])["repo"])["full_name"];
  const user = asRecord(pr["user"]);
  const login = user["login"];
  return {
    headRepo: typeof full === "string" && full !== "" ? full : null,
    author: typeof login === "string" && login !== "" ? { login, isBot: user["type"] === "Bot" || isBotLogin(login) } : null
  };
}
function untrusted(reason) {
  return { trusted: false, reason };
}
function sameRepo(a, b) {
  return a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== "";
}
function asRecord(value) {
  return typeof value === "object" && value !== null ? value : {};
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

// src/session/settings.ts
var DEFAULTS = {
  continue: "auto",
  "continue-max-age": "7d",
  "continue-rewritten": "tell",
  "session-max-mb": "64"
};
var UNITS = { m: 6e4, h: 36e5, d: 864e5 };
function parseSessionSettings(raw, fail) {
  const value = (name) => raw(name).trim() || (DEFAULTS[name] ?? "");
  const setting = value("continue").toLowerCase();
  if (setting !== "auto" && setting !== "never" && setting !== "always") {
    throw fail("continue", "expected 'auto', 'never' or 'always'");
  }
  const age = /^(\d+(?:\.\d+)?)\s*([mhd])$/i.exec(value("continue-max-age"));
  if (!age) throw fail("continue-max-age", "expected a number and a unit: '90m', '24h', '7d'");
  const rewritten = value("continue-rewritten").toLowerCase();
  if (rewritten !== "tell" && rewritten !== "fresh") {
    throw fail("continue-rewritten", "expected 'tell' or 'fresh'");
  }
  const mb = Number(value("session-max-mb"));
  if (!Number.isFinite(mb) || mb <= 0 || mb > 1024) {
    throw fail("session-max-mb", "expected a number of megabytes above 0, at most 1024");
  }
  const key = raw("session-key");
  return {
    continue: setting,
    maxAgeMs: Number(age[1]) * UNITS[age[2].toLowerCase()],
    rewritten,
    key: key === "" ? null : key,
    maxBytes: Math.round(mb * 1024 * 1024)
  };
}

// src/inputs.ts
var MCP_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function requiredMcp(value) {
  const names = parseRequiredMcp(value);
  const bad = names.find((n) => !MCP_NAME.test(n));
  if (bad !== void 0) {
    throw new Error(
      `input 'require-mcp': ${JSON.stringify(bad.slice(0, 100))} is not an MCP server name (letters, digits, '_', '-', '.'; names are separated by spaces, commas or new lines)`
    );
  }
  return names;
}
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
function perLine(raw) {
  return raw.split(/\r?\n/).map((s) => s.trim()).filter((s) => s.length > 0);
}
function parseMcpInput(raw) {
  try {
    return parseMcpConfig(raw);
  } catch (error) {
    if (error instanceof McpConfigError) throw new InputError("mcp-config", error.message);
    throw error;
  }
}
function parseRedact(raw) {
  const values = [];
  const short = [];
  raw.split(/\r?\n/).forEach((line, i) => {
    const value = line.trim();
    if (value === "") return;
    if (value.length < MIN_SECRET_LENGTH) short.push(i + 1);
    else values.push(value);
  });
  if (short.length > 0) {
    const lines = short.length === 1 ? `line ${short[0]} is` : `lines ${short.join(", ")} are`;
    throw new InputError(
      "redact",
      `${lines} shorter than ${MIN_SECRET_LENGTH} characters. A value that short cannot be hidden without masking ordinary text, so Narrator will not run with it: remove it, or hide a longer secret`
    );
  }
  return values;
}
function splitToolList(raw) {
  const out = [];
  let depth = 0;
  let cur = "";
  for (const ch of raw) {
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === "," || ch === " " || ch === "	" || ch === "\n" || ch === "\r")) {
      if (cur.trim()) out.push(cur.trim());
      cur = "";
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
function oneOf(input, raw, allowed) {
  if (allowed.includes(raw)) return raw;
  throw new InputError(input, `unknown value '${raw}'; expected one of ${allowed.join(", ")}`);
}
function parseMatrix(raw) {
  const text = raw.trim();
  if (text === "" || text === "null") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
function parseJobIndex(raw) {
  if (raw === "") return null;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new InputError("job-index", `expected the matrix leg's index (a whole number), got '${raw}'`);
  }
  return Number(raw);
}
function parseJobId(raw) {
  if (raw === "") return null;
  if (!/^\d{1,17}$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) {
    throw new InputError("job-id", `expected the job's id (job.check_run_id, a whole number), got '${raw}'`);
  }
  return Number(raw);
}
function parseJobTotal(raw) {
  if (raw === "") return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new InputError("job-total", `expected the matrix's number of legs (1 or more), got '${raw}'`);
  }
  return Number(raw);
}
function parseBoard(raw) {
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (lower === "auto" || value === "") return { kind: "auto" };
  if (["true", "yes", "on", "1"].includes(lower)) return { kind: "on", key: null };
  if (["false", "no", "off", "0"].includes(lower)) return { kind: "off" };
  if (/[\r\n]/.test(value)) throw new InputError("board", "the board key must be one line");
  return { kind: "on", key: value };
}
function parseBool(input, raw) {
  const v = raw.toLowerCase();
  if (v === "true" || v === "yes" || v === "1" || v === "on") return true;
  if (v === "false" || v === "no" || v === "0" || v === "off") return false;
  throw new InputError(input, `expected true or false, got '${raw}'`);
}
function parseNumber(input, raw, rule) {
  const n = raw.trim() === "" ? Number.NaN : Number(raw);
  const why = !Number.isFinite(n) ? "not a number" : rule.integer && !Number.isInteger(n) ? "not a whole number" : n < rule.min || !rule.minInclusive && n === rule.min ? rule.tooSmall : null;
  if (why !== null) throw new InputError(input, `'${raw}' is not valid (${why})`);
  return n;
}
function optionalNumber(input, raw, rule) {
  return raw === "" ? null : parseNumber(input, raw, rule);
}
function parseLogins(raw) {
  return raw.split(/[\s,]+/).map((s) => s.trim().replace(/^@/, "").toLowerCase()).filter(Boolean);
}
function parseAllowedActors(raw) {
  const logins = parseLogins(raw);
  const patterns = logins.filter((l) => l.includes("*") && l !== "*");
  if (patterns.length > 0) {
    throw new InputError(
      "allowed-actors",
      `'${patterns[0]}' is not a login: patterns are not supported; '*' alone lets everyone in`
    );
  }
  if (logins.includes("*") && logins.length > 1) {
    throw new InputError(
      "allowed-actors",
      `'*' lets everyone in and cannot be combined with logins (${logins.filter((l) => l !== "*").join(", ")}); give either '*' or the logins`
    );
  }
  return logins;
}
function parseAllowedBots(raw) {
  const bots = parseLogins(raw).map((s) => s.replace(/\[bot\]$/, ""));
  const star = bots.find((b) => b.includes("*"));
  if (star !== void 0) {
    throw new InputError(
      "allowed-bots",
      `'${star}' is not a bot login: list each bot by name ('*' is not supported)`
    );
  }
  return bots;
}
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
function parseCommentOn(raw) {
  if (raw === "auto") return { kind: "auto" };
  if (raw === "none") return { kind: "none" };
  const n = Number(raw.replace(/^#/, ""));
  if (Number.isInteger(n) && n > 0) return { kind: "number", number: n };
  throw new InputError("comment-on", `expected auto, none or an issue/PR number, got '${raw}'`);
}
var minutes = { min: 0, minInclusive: true, tooSmall: "must be 0 or more minutes" };
function readInputs(getInput2, env) {
  const raw = (name) => {
    const v = (getInput2(name) ?? "").trim();
    return v === "" ? INPUT_DEFAULTS[name] : v;
  };
  const rawLines = (name) => {
    const v = getInput2(name) ?? "";
    return v.trim() === "" ? INPUT_DEFAULTS[name] : v;
  };
  const agent = oneOf("agent", raw("agent"), AGENT_NAMES);
  const command = raw("command");
  const prompt = rawLines("prompt");
  const promptFile = raw("prompt-file");
  if (prompt.trim() !== "" && promptFile !== "") {
    throw new InputError("prompt", "give either 'prompt' or 'prompt-file', not both");
  }
  const dialect = oneOf("dialect", raw("dialect"), ["auto", ...DIALECTS]);
  const protocol = oneOf("protocol", raw("protocol"), ["stream-json", "acp"]);
  if (protocol === "acp" && dialect !== "auto" && dialect !== "acp") {
    throw new InputError("dialect", `'protocol: acp' reads the acp dialect only, not '${dialect}'`);
  }
  if (dialect === "acp" && command === "" && protocol !== "acp") {
    throw new InputError(
      "dialect",
      "'dialect: acp' runs a 'command' that speaks the Agent Client Protocol; for an agent's own recipe set 'protocol: acp'"
    );
  }
  const timeoutMin = parseNumber("timeout-minutes", raw("timeout-minutes"), minutes);
  const idleMin = parseNumber("idle-timeout-minutes", raw("idle-timeout-minutes"), minutes);
  return {
    agent,
    agentVersion: raw("agent-version"),
    acpAdapterVersion: raw("acp-adapter-version"),
    install: oneOf("install", raw("install"), ["auto", "never"]),
    installCache: parseBool("install-cache", raw("install-cache")),
    prompt,
    promptFile: promptFile === "" ? null : promptFile,
    args: perLine(rawLines("args")),
    model: raw("model") || null,
    maxTurns: optionalNumber("max-turns", raw("max-turns"), {
      integer: true,
      min: 1,
      minInclusive: true,
      tooSmall: "must be 1 or more"
    }),
    maxBudgetUsd: optionalNumber("max-budget-usd", raw("max-budget-usd"), {
      min: 0,
      minInclusive: false,
      tooSmall: "must be more than 0"
    }),
    maxTotalTokens: optionalNumber("max-total-tokens", raw("max-total-tokens"), {
      integer: true,
      min: 1,
      minInclusive: true,
      tooSmall: "must be 1 or more"
    }),
    maxToolCalls: optionalNumber("max-tool-calls", raw("max-tool-calls"), {
      integer: true,
      min: 0,
      minInclusive: true,
      tooSmall: "must be 0 or more"
    }),
    requireMcp: requiredMcp(rawLines("require-mcp")),
    mcpServers: parseMcpInput(raw("mcp-config")),
    allowedTools: splitToolList(rawLines("allowed-tools")),
    permissionMode: raw("permission-mode") || null,
    workingDirectory: raw("working-directory"),
    command: command === "" ? null : command,
    dialect,
    protocol,
    timeoutMs: Math.round(timeoutMin * 6e4),
    idleTimeoutMs: Math.round(idleMin * 6e4),
    failOn: parseFailOn(rawLines("fail-on")),
    stepSummary: parseBool("step-summary", raw("step-summary")),
    annotations: parseBool("annotations", raw("annotations")),
    // The MCP servers' env and header values are secrets to every output, as `redact` lines are.
    redact: [
      ...parseRedact(rawLines("redact")),
      ...mcpSecretValues(parseMcpInput(raw("mcp-config"))).filter((v) => v.length >= MIN_SECRET_LENGTH)
    ],
    githubToken: raw("github-token") || env["GITHUB_TOKEN"] || "",
    commentOn: parseCommentOn(raw("comment-on")),
    commentMode: oneOf("comment-mode", raw("comment-mode"), ["sticky", "new"]),
    commentKey: raw("comment-key") || null,
    leg: {
      matrix: parseMatrix(rawLines("matrix")),
      jobIndex: parseJobIndex(raw("job-index")),
      jobTotal: parseJobTotal(raw("job-total")),
      jobId: parseJobId(raw("job-id"))
    },
    updateIntervalSeconds: parseNumber("update-interval-seconds", raw("update-interval-seconds"), {
      min: 0,
      minInclusive: true,
      tooSmall: "must be 0 or more"
    }),
    allowedActors: parseAllowedActors(rawLines("allowed-actors")),
    allowedBots: parseAllowedBots(rawLines("allowed-bots")),
    uploadArtifact: parseBool("upload-artifact", raw("upload-artifact")),
    acknowledge: parseBool("acknowledge", raw("acknowledge")),
    remoteStop: parseBool("remote-stop", raw("remote-stop")),
    ledger: parseBool("ledger", raw("ledger")),
    ask: parseAsk(rawLines("ask")),
    approvalTimeoutMs: parseApprovalTimeout(raw("approval-timeout")),
    onQuestion: parseOnQuestion(raw("on-question")),
    maxSteers: parseNumber("max-steers", raw("max-steers"), {
      integer: true,
      min: 0,
      minInclusive: true,
      tooSmall: "must be 0 or more"
    }),
    publishResult: raw("publish-result").toLowerCase() === "auto" ? "auto" : parseBool("publish-result", raw("publish-result")),
    board: parseBoard(raw("board")),
    check: raw("check").toLowerCase() === "auto" ? "auto" : parseBool("check", raw("check")),
    checkName: raw("check-name") || null,
    outputSchema: rawLines("output-schema").trim() || null,
    agentEnvPassthrough: parseEnvNames(rawLines("agent-env-passthrough")),
    trustRepositoryConfig: oneOf("trust-repository-config", raw("trust-repository-config").toLowerCase(), [
      "auto",
      "true",
      "false"
    ]),
    agentUser: parseAgentUser(raw("agent-user")),
    dropSudo: parseBool("drop-sudo", raw("drop-sudo")),
    session: parseSessionSettings(
      (name) => raw(name),
      (input, why) => new InputError(input, why)
    )
  };
}
function parseAsk(raw) {
  const list = splitToolList(raw);
  try {
    parseAskRules(list);
  } catch (error) {
    throw new InputError("ask", error.message, { cause: error });
  }
  return list;
}
function parseOnQuestion(value) {
  const v = value.trim().toLowerCase();
  if (v === "" || v === "wait") return "wait";
  if (v === "park") return "park";
  throw new InputError("on-question", `must be wait or park, got '${value.slice(0, 40)}'`);
}
function parseApprovalTimeout(raw) {
  let ms;
  try {
    ms = parseDuration(raw);
  } catch (error) {
    throw new InputError("approval-timeout", error.message, { cause: error });
  }
  if (!(ms > 0) || ms > 6 * 36e5)
    throw new InputError("approval-timeout", "must be more than 0 and at most 6h");
  return ms;
}
function parseAgentUser(raw) {
  const value = raw.trim();
  if (value === "same") return { kind: "same" };
  if (value === "unprivileged") return { kind: "unprivileged" };
  if (/^[a-z_][a-z0-9_-]{0,31}$/i.test(value) && value !== "root") return { kind: "named", name: value };
  throw new InputError(
    "agent-user",
    "expected 'same', 'unprivileged' or the name of an existing unprivileged user (letters, digits, '_' and '-')"
  );
}
function parseEnvNames(raw) {
  const names = raw.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  names.forEach((name, i) => {
    if (!/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name)) {
      throw new InputError(
        "agent-env-passthrough",
        `entry ${i + 1} is not a variable name (letters, digits, '_', '-' and '.', not starting with a digit)`
      );
    }
  });
  return [...new Set(names)];
}

// src/action/gate/authorize.ts
async function refuseUnauthorized(context2, getInput2 = (name) => getInput(name)) {
  const eventName = context2.runner["GITHUB_EVENT_NAME"] ?? "";
  if (eventName === "" && context2.runner["GITHUB_ACTIONS"] !== "true") return null;
  if (!isChecked(eventName)) return null;
  let config;
  try {
    config = readInputs(getInput2, context2.runner);
  } catch {
    return null;
  }
  const redactor = createRedactor({ secrets: [config.githubToken, ...config.redact], env: context2.parent });
  const redact = redactor.redact;
  for (const secret of redactor.secrets) setSecret(secret);
  let gateClient = null;
  const sharedClient = () => gateClient ??= client(config, context2, redact);
  const react = (content) => config.acknowledge && config.githubToken ? acknowledge({
    eventName,
    payload: payloadOrNull(context2),
    repository: context2.runner["GITHUB_REPOSITORY"] ?? "",
    content,
    client: sharedClient,
    redact,
    timeoutMs: context2.knobs.githubTimeoutMs,
    info: (message) => info(message),
    debug: (message) => debug(message)
  }) : Promise.resolve();
  try {
    const decision = await decide(config, context2, eventName, redact, sharedClient);
    if (decision.allowed) {
      void react("eyes");
      info(redact(`Narrator: ${eventName || "run"} authorized: ${decision.reason}`));
      if (decision.letInByEveryone.length > 0) {
        info(
          redact(
            `Narrator: allowed-actors is '*': let in without a permission check: ${decision.letInByEveryone.join(", ")}`
          )
        );
      }
      return null;
    }
    const failure2 = `Narrator refused to start the agent: ${decision.reason}. ${decision.remedy}`;
    const [posted] = await Promise.all([
      postRefusal(config, context2, eventName, decision, redact).catch(
        (error) => `the refusal comment could not be posted (${describeError(error)})`
      ),
      react("-1")
    ]);
    if (posted) warning(redact(posted));
    return { failure: redact(failure2) };
  } catch (error) {
    return {
      failure: redact(
        `Narrator refused to start the agent: the access check failed (${describeError(error)})`
      )
    };
  }
}
async function decide(config, context2, eventName, _redact, sharedClient) {
  const payload = await judgedPayload(context2);
  const repo = splitRepository(context2.runner["GITHUB_REPOSITORY"] ?? "");
  const timeoutMs = context2.knobs.githubTimeoutMs;
  return checkAccess(
    {
      eventName,
      payload,
      githubActor: context2.runner["GITHUB_ACTOR"],
      allowedActors: config.allowedActors,
      allowedBots: config.allowedBots
    },
    async (login) => {
      if (!repo)
        throw new Error(`GITHUB_REPOSITORY '${context2.runner["GITHUB_REPOSITORY"] ?? ""}' is not owner/repo`);
      if (!config.githubToken) throw new Error("no github-token to ask GitHub with");
      const octokit = await sharedClient();
      return withTimeout(
        (signal) => fetchPermission(octokit, repo, login, signal),
        timeoutMs,
        `no answer from the GitHub API within ${timeoutMs} ms`
      );
    }
  );
}
async function client(config, context2, redact) {
  const { createGitHubClient } = await import("./chunks/client-HCGEVOP3.js");
  return createGitHubClient({
    ...clientOptionsFromEnv(config.githubToken, context2, redact),
    // A rate limit longer than this is not sat out: the run is refused with the reason instead.
    maxRateLimitWaitSeconds: 30
  });
}
function refusalBody(marker, eventName, decision) {
  const who = decision.actor ? ` for ${inlineCode(decision.actor)}` : "";
  return [
    marker,
    "### Narrator did not start the agent",
    "",
    `This run (event ${inlineCode(eventName || "none")}) was refused${who} before anything was launched: ${neutralizeImages(inlineText(decision.reason, 600))}.`,
    "",
    // One line whatever a login holds: the payload's words never start a heading or a list here.
    neutralize(decision.remedy).replace(/\s+/g, (gap) => /[\r\n]/.test(gap) ? " " : gap).replace(/\b(allowed-actors|allowed-bots)\b/g, "`$1`")
  ].join("\n");
}
async function postRefusal(config, context2, eventName, decision, redact) {
  if (!config.githubToken) return "no github-token: the refusal is only in the job log";
  const resolution = resolveTarget({
    commentOn: config.commentOn,
    eventName,
    payload: await judgedPayload(context2).catch(() => null),
    repository: context2.runner["GITHUB_REPOSITORY"] ?? ""
  });
  if (!resolution.target) return `no refusal comment: ${resolution.reason}`;
  const key = commentKey({
    commentKey: config.commentKey,
    workflow: context2.runner["GITHUB_WORKFLOW"],
    job: context2.runner["GITHUB_JOB"]
  });
  const marker = commentMarker(`refused ${key}`);
  const body = redact(refusalBody(marker, eventName, decision));
  const api = octokitIssueComments(await client(config, context2, redact), resolution.target);
  const timeoutMs = context2.knobs.githubTimeoutMs;
  await withTimeout(
    async (signal) => {
      const earlier = await findMarkedComment(api, marker, { signal, maxPages: 3 });
      if (earlier) await api.update(earlier.id, body, signal);
      else await api.create(body, signal);
    },
    timeoutMs,
    `no answer from the GitHub API within ${timeoutMs} ms`
  );
  return null;
}
function payloadOrNull(context2) {
  return context2.event.file === null || context2.event.error !== null ? null : context2.event.payload;
}
async function judgedPayload(context2) {
  if (context2.event.error !== null) throw new Error(context2.event.error);
  return context2.event.payload;
}
async function withTimeout(work, ms, message) {
  const controller = new AbortController();
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(message));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
function splitRepository(repository) {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  return m ? { owner: m[1], repo: m[2] } : null;
}
async function judgeRepositoryConfig(context2, getInput2 = (name) => getInput(name)) {
  let config;
  try {
    config = readInputs(getInput2, context2.runner);
  } catch {
    return { trusted: false, reason: "the inputs could not be read" };
  }
  if (config.command !== null && !runsKnownAgent(config.command)) {
    return { trusted: false, reason: "the command runs no agent Narrator knows" };
  }
  const redactor = createRedactor({ secrets: [config.githubToken, ...config.redact], env: context2.parent });
  const timeoutMs = context2.knobs.githubTimeoutMs;
  const repo = splitRepository(context2.runner["GITHUB_REPOSITORY"] ?? "");
  let octokit = null;
  const api = async () => {
    if (!repo)
      throw new Error(`GITHUB_REPOSITORY '${context2.runner["GITHUB_REPOSITORY"] ?? ""}' is not owner/repo`);
    if (!config.githubToken) throw new Error("no github-token to ask GitHub with");
    octokit ??= client(config, context2, redactor.redact);
    return { octokit: await octokit, repo };
  };
  const ask = (work) => withTimeout(work, timeoutMs, `no answer from the GitHub API within ${timeoutMs} ms`);
  let payload = {};
  try {
    payload = await judgedPayload(context2);
  } catch (error) {
    return { trusted: false, reason: redactor.redact(describeError(error)) };
  }
  const trust = await judgeRepositoryTrust(
    {
      setting: config.trustRepositoryConfig,
      eventName: context2.runner["GITHUB_EVENT_NAME"] ?? "",
      payload,
      repository: context2.runner["GITHUB_REPOSITORY"] ?? "",
      onRunner: context2.runner["GITHUB_ACTIONS"] === "true"
    },
    {
      pullRequest: async (number) => {
        const { octokit: octokit2, repo: repo2 } = await api();
        const { data } = await ask(
          (signal) => octokit2.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
            ...repo2,
            pull_number: number,
            request: { signal }
          })
        );
        return factsOf(data);
      },
      permission: async (login) => {
        const { octokit: octokit2, repo: repo2 } = await api();
        return ask((signal) => fetchPermission(octokit2, repo2, login, signal));
      }
    }
  );
  return { trusted: trust.trusted, reason: redactor.redact(trust.reason) };
}
function runsKnownAgent(command) {
  try {
    const [program] = splitCommandLine(command);
    return program !== void 0 && agentOfProgram(program) !== null;
  } catch {
    return false;
  }
}

// src/agent/acp/steer-queue.ts
var MAX_WAITING_STEERS = 64;
var AcpSteerQueue = class {
  #waiting = [];
  #closed = false;
  /** Queues a steer for the next turn; false once the session is ending (or the queue is full). */
  offer(text) {
    if (this.#closed || this.#waiting.length >= MAX_WAITING_STEERS) return false;
    this.#waiting.push(text);
    return true;
  }
  /** The steers waiting, in the order they came, taken out. */
  take() {
    return this.#waiting.splice(0);
  }
  /** No more turns: refuses what comes from now on and hands back what was waiting. */
  close() {
    this.#closed = true;
    return this.#waiting.splice(0);
  }
  get closed() {
    return this.#closed;
  }
};

// src/agent/agent-input.ts
var MAX_OPEN = 16;
var MAX_SAME_ASKS = 3;
var MAX_CONTROL_LINE = 1024 * 1024;
var ClaudeInput = class {
  #o;
  #lines;
  #open = /* @__PURE__ */ new Set();
  #asked = /* @__PURE__ */ new Map();
  /**
   * ExitPlanMode's input as the model wrote it, by tool_use id: Claude Code 2.1.330 asks about the
   * call with an empty input (measured), and a maintainer must see the plan they approve.
   */
  #plans = /* @__PURE__ */ new Map();
  #ended = false;
  constructor(o) {
    this.#o = o;
    this.#lines = new LineSplitter({ maxLineBytes: MAX_CONTROL_LINE });
  }
  /** The first frame: the prompt as a user message. */
  sendPrompt(prompt) {
    this.#write({ type: "user", message: { role: "user", content: prompt } });
  }
  /** A user message mid-run (a steer). False when stdin is closed. */
  say(text) {
    if (this.#ended) return false;
    return this.#write({ type: "user", message: { role: "user", content: text } });
  }
  respond(requestId, decision) {
    if (!this.#open.delete(requestId)) return;
    this.#write({
      type: "control_response",
      response: { subtype: "success", request_id: requestId, response: decision }
    });
  }
  /** Requests not answered yet. */
  get open() {
    return [...this.#open];
  }
  end() {
    if (this.#ended) return;
    this.#ended = true;
    this.#o.end();
  }
  /** Every stdout chunk of the agent, as it arrives. */
  push(chunk) {
    for (const line of this.#lines.push(chunk)) this.#line(line);
  }
  #write(frame) {
    if (this.#ended) return false;
    return this.#o.write(`${JSON.stringify(frame)}
`);
  }
  #line(line) {
    if (typeof line !== "string") return;
    const control = line.includes('"control_request"');
    const echo = line.includes('"isReplay"');
    const result = line.startsWith('{"type":"result"') || line.includes('"type":"result"');
    const plan = line.includes('"ExitPlanMode"') && line.startsWith('{"type":"assistant"');
    if (!control && !echo && !result && !plan) return;
    let frame;
    try {
      frame = JSON.parse(line);
    } catch {
      if (control) this.#o.log("the agent wrote a control request that is not JSON; it was not answered");
      return;
    }
    if (typeof frame !== "object" || frame === null) return;
    const f = frame;
    if (f["type"] === "assistant") {
      this.#rememberPlan(f["message"]);
      return;
    }
    if (f["type"] === "result") {
      this.#o.onResult?.();
      return;
    }
    if (f["type"] === "user" && f["isReplay"] === true) {
      const message = f["message"];
      const content = message && typeof message === "object" ? message["content"] : void 0;
      if (typeof content === "string") this.#o.onUserEcho?.(content);
      return;
    }
    if (f["type"] !== "control_request") return;
    const id = f["request_id"];
    const request = f["request"];
    if (typeof id !== "string" || id === "" || id.length > 200 || typeof request !== "object" || request === null) {
      this.#o.log("the agent wrote a control request without an id or a request; it was not answered");
      return;
    }
    const r = request;
    if (r["subtype"] !== "can_use_tool") {
      this.#write({
        type: "control_response",
        response: {
          subtype: "error",
          request_id: id,
          error: `Narrator does not handle '${String(r["subtype"]).slice(0, 50)}' requests`
        }
      });
      return;
    }
    if (this.#open.has(id)) {
      this.#o.log(`the agent asked request ${id.slice(0, 40)} twice; the second was ignored`);
      return;
    }
    const toolName = typeof r["tool_name"] === "string" ? r["tool_name"] : "";
    if (toolName === "") {
      this.#open.add(id);
      this.respond(id, { behavior: "deny", message: "Narrator: the request named no tool." });
      return;
    }
    this.#open.add(id);
    if (this.#open.size > MAX_OPEN) {
      this.respond(id, {
        behavior: "deny",
        message: `Narrator: more than ${MAX_OPEN} requests are waiting; ask again once they are answered.`
      });
      return;
    }
    const key = `${toolName}\0${JSON.stringify(r["input"] ?? null)}`;
    const times = (this.#asked.get(key) ?? 0) + 1;
    this.#asked.set(key, times);
    if (times > MAX_SAME_ASKS) {
      this.respond(id, {
        behavior: "deny",
        message: `Narrator: this exact call was asked ${MAX_SAME_ASKS} times already in this run; it is denied without asking again.`
      });
      return;
    }
    const toolUseId = typeof r["tool_use_id"] === "string" ? r["tool_use_id"] : null;
    const planned = toolName === "ExitPlanMode" && toolUseId !== null ? this.#plans.get(toolUseId) : void 0;
    this.#o.onAsk({
      requestId: id,
      toolName,
      input: isEmptyObject(r["input"]) && planned !== void 0 ? planned : r["input"],
      description: typeof r["description"] === "string" ? r["description"] : null,
      blockedPath: typeof r["blocked_path"] === "string" ? r["blocked_path"] : null,
      toolUseId
    });
  }
  #rememberPlan(message) {
    if (typeof message !== "object" || message === null) return;
    const content = message["content"];
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (typeof block !== "object" || block === null) continue;
      const b = block;
      if (b["type"] !== "tool_use" || b["name"] !== "ExitPlanMode" || typeof b["id"] !== "string") continue;
      if (this.#plans.size >= MAX_OPEN) this.#plans.delete(this.#plans.keys().next().value);
      this.#plans.set(b["id"], b["input"]);
    }
  }
};
function isEmptyObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
}

// src/agent/agent-user.ts
var UNPRIVILEGED_USER = "narrator-agent";
var AGENT_HOME_VARIABLES = ["CODEX_HOME", "CLAUDE_CONFIG_DIR"];
var COMMAND_FILES = ["GITHUB_STATE", "GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY"];
var AgentUserError = class extends Error {
  name = "AgentUserError";
};
function run(file, args) {
  return execFileSync(file, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
function privileged(privilege, file, args) {
  return privilege === "root" ? run(file, args) : run("sudo", ["-n", "--", file, ...args]);
}
function which(name, env) {
  const dirs = [...(env["PATH"] ?? "").split(node_path_default.delimiter), "/usr/sbin", "/usr/bin", "/sbin", "/bin"];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = node_path_default.join(dir, name);
    try {
      if (statSync(file).isFile()) return file;
    } catch {
    }
  }
  return null;
}
function privilegeHere(env) {
  if (process.getuid?.() === 0) return "root";
  if (which("sudo", env) === null) return "the runner user is not root and there is no sudo";
  try {
    run("sudo", ["-n", "true"]);
    return "sudo";
  } catch {
    return "the runner user is not root and has no passwordless sudo";
  }
}
function idOf(name, flag) {
  try {
    return Number(run("id", [flag, "--", name]).trim());
  } catch {
    return null;
  }
}
function dropSudo(user) {
  const files = [];
  try {
    for (const entry of readdirSync("/etc/sudoers.d")) {
      const file = node_path_default.join("/etc/sudoers.d", entry);
      try {
        if (readFileSync(file, "utf8").split(/\s+/).includes(user)) {
          files.push(file);
        }
      } catch {
        files.push(file);
      }
    }
  } catch {
  }
  const script = 'u="$1"; shift; for g in sudo admin wheel; do gpasswd -d "$u" "$g" >/dev/null 2>&1 || true; done; for f in "$@"; do if grep -qw -- "$u" "$f" 2>/dev/null; then rm -f -- "$f"; fi; done';
  try {
    run("sudo", ["-n", "--", "/bin/sh", "-c", script, "drop-sudo", user, ...files]);
  } catch (error) {
    throw new AgentUserError(`drop-sudo: removing ${user}'s sudo rights failed: ${error.message}`);
  }
  try {
    run("sudo", ["-K"]);
  } catch {
  }
  try {
    run("sudo", ["-n", "true"]);
  } catch {
    return `Narrator: drop-sudo: ${user} has no sudo rights for the rest of the job`;
  }
  throw new AgentUserError(
    `drop-sudo: ${user} can still run sudo after leaving the sudo groups and sudoers.d; refusing to go on`
  );
}
function userName(env) {
  try {
    return node_os_default.userInfo().username;
  } catch {
    return env["USER"] ?? "";
  }
}
function asRunnerUser(o, here, notices) {
  if (!o.dropSudo) return { runAs: null, notices };
  const done = (line) => ({ runAs: null, notices: [...notices, line] });
  if (process.platform !== "linux") {
    return done(`Narrator: drop-sudo: Linux only; on ${process.platform} sudo is left as it is`);
  }
  if (process.getuid?.() === 0) {
    return done(
      "Narrator: drop-sudo: the job runs as root, which keeps every right without sudo; set 'agent-user: unprivileged' to run the agent without them"
    );
  }
  if (privilegeHere(o.env) !== "sudo")
    return done("Narrator: drop-sudo: the runner user has no sudo to drop");
  return done(dropSudo(here));
}
function ancestors(dir) {
  const out = [];
  for (let d = node_path_default.dirname(dir); ; d = node_path_default.dirname(d)) {
    out.unshift(d);
    if (d === node_path_default.dirname(d)) return out;
  }
}
function prepareAgentUser(o) {
  const notices = [];
  const here = userName(o.env);
  if (o.setting.kind === "same") {
    if (process.platform === "linux") {
      notices.push(
        `Narrator: the agent and every command it runs run as ${here || "the runner user"}, as Narrator: they can read Narrator's environment (its token) in /proc and write the runner's command files; 'agent-user: unprivileged' runs the agent as another user (docs/security.md)`
      );
    }
    return asRunnerUser(o, here, notices);
  }
  const wanted = o.setting.kind === "named" ? o.setting.name : UNPRIVILEGED_USER;
  const asToday = (why) => asRunnerUser(o, here, [
    `Narrator: agent-user: ${why}; the agent runs as ${here || "the runner user"}, as Narrator does`
  ]);
  if (process.platform !== "linux")
    return asToday(`running the agent as another user is Linux only (${process.platform})`);
  const setpriv = which("setpriv", o.env);
  if (setpriv === null) return asToday("no setpriv here (util-linux)");
  const privilege = privilegeHere(o.env);
  if (privilege !== "root" && privilege !== "sudo") return asToday(privilege);
  let uid = idOf(wanted, "-u");
  if (uid === null) {
    if (o.setting.kind === "named") {
      throw new AgentUserError(`input 'agent-user': there is no user '${wanted}' on this machine`);
    }
    try {
      privileged(privilege, which("useradd", o.env) ?? "useradd", [
        "--system",
        "--user-group",
        "--no-create-home",
        "--home-dir",
        "/nonexistent",
        "--shell",
        "/usr/sbin/nologin",
        wanted
      ]);
    } catch (error) {
      if (idOf(wanted, "-u") === null) {
        return asToday(`the account ${wanted} could not be created (${firstLine(error)})`);
      }
    }
    uid = idOf(wanted, "-u");
    if (uid === null) return asToday(`the account ${wanted} could not be created`);
    notices.push(`Narrator: agent-user: created the account ${wanted} (uid ${uid})`);
  }
  const gid = idOf(wanted, "-g") ?? uid;
  if (uid === 0)
    throw new AgentUserError(`input 'agent-user': '${wanted}' is root; name an unprivileged user`);
  if (uid === process.getuid?.()) {
    throw new AgentUserError(`input 'agent-user': '${wanted}' is the runner user itself; use 'same'`);
  }
  try {
    mkdirSync(o.ownDir, { recursive: true, mode: 448 });
    chmodSync(o.ownDir, 448);
  } catch {
  }
  for (const name of COMMAND_FILES) {
    const file = o.env[name];
    if (!file) continue;
    try {
      chmodSync(file, 384);
    } catch {
    }
  }
  mkdirSync(o.tempRoot, { recursive: true });
  const folder = mkdtempSync(node_path_default.join(o.tempRoot, `${wanted}-`));
  const home = node_path_default.join(folder, "home");
  const tmp = node_path_default.join(folder, "tmp");
  mkdirSync(home);
  mkdirSync(tmp);
  const carried = carryConfig(o.agent ?? null, o.env, home);
  privileged(privilege, "chown", ["-R", `${uid}:${gid}`, folder]);
  chmodOrPrivileged(privilege, folder, 448);
  const opened = /* @__PURE__ */ new Map();
  const letThrough = (target) => {
    for (const dir of ancestors(target)) {
      if (opened.has(dir)) continue;
      let mode;
      try {
        mode = statSync(dir).mode & 4095;
      } catch {
        continue;
      }
      if ((mode & 1) !== 0) continue;
      chmodOrPrivileged(privilege, dir, mode | 1);
      opened.set(dir, mode);
    }
  };
  const lent = [];
  const roots = o.workspaces.filter(
    (dir, i, all) => existsSync(dir) && !all.some((other, j) => j !== i && inside(dir, other) && dir !== other)
  );
  const unique = [...new Set(roots)];
  const guarded = [o.ownDir, ...COMMAND_FILES.map((name) => o.env[name]).filter((f) => !!f)];
  for (const dir of unique) {
    const held = guarded.find((file) => inside(node_path_default.resolve(file), dir));
    if (held !== void 0) {
      privileged(privilege, "rm", ["-rf", "--one-file-system", "--", folder]);
      throw new AgentUserError(
        `agent-user: ${dir} holds ${held}, which is Narrator's or the runner's: the agent cannot be lent it; set 'working-directory' (or GITHUB_WORKSPACE) to the repository`
      );
    }
  }
  for (const dir of unique) {
    const owner = lstatSync(dir);
    letThrough(dir);
    privileged(privilege, "chown", ["-R", "--no-dereference", String(uid), dir]);
    lent.push({ dir, uid: owner.uid, gid: owner.gid });
  }
  letThrough(folder);
  const kill = (targets, signal) => {
    if (targets.length === 0) return false;
    if (privilege === "root") return ownKill(targets, signal);
    try {
      run("sudo", ["-n", "kill", "-s", signal.replace(/^SIG/, ""), "--", ...targets.map(String)]);
      return true;
    } catch (error) {
      return error.status === 1;
    }
  };
  const runAs = {
    name: wanted,
    uid,
    gid,
    home,
    tmp,
    wrap(file, args, env) {
      const own = [
        `HOME=${home}`,
        `TMPDIR=${tmp}`,
        `USER=${wanted}`,
        `LOGNAME=${wanted}`,
        ...carried.variables
      ];
      if (env["PATH"] !== void 0) own.push(`PATH=${env["PATH"]}`);
      const inner = [
        "--reuid",
        String(uid),
        "--regid",
        String(gid),
        "--init-groups",
        "--",
        which("env", o.env) ?? "/usr/bin/env",
        ...own,
        file,
        ...args
      ];
      return privilege === "root" ? { file: setpriv, args: inner } : { file: which("sudo", o.env) ?? "sudo", args: ["-n", "--preserve-env", "--", setpriv, ...inner] };
    },
    kill,
    record: {
      agentUid: uid,
      dirs: lent.map((l) => l.dir),
      folder,
      dropSudo: o.dropSudo && privilege === "sudo"
    },
    release() {
      const lines = [];
      for (const { dir, uid: owner, gid: group } of lent) {
        try {
          privileged(privilege, "chown", ["-R", "--no-dereference", `${owner}:${group}`, dir]);
        } catch (error) {
          lines.push(`Narrator: agent-user: could not give ${dir} back to uid ${owner}: ${firstLine(error)}`);
        }
      }
      for (const [dir, mode] of opened) {
        try {
          chmodOrPrivileged(privilege, dir, mode);
        } catch {
        }
      }
      try {
        privileged(privilege, "rm", ["-rf", "--one-file-system", "--", folder]);
      } catch (error) {
        lines.push(`Narrator: agent-user: could not remove ${folder}: ${firstLine(error)}`);
      }
      if (o.dropSudo && privilege === "sudo") lines.push(dropSudo(here));
      return lines;
    }
  };
  letThroughPrograms(o.programs, letThrough);
  for (const program of o.programs) {
    const check = runAs.wrap("/bin/sh", ["-c", 'test -r "$1" && test -x "$1"', "check", program], o.env);
    try {
      run(check.file, check.args);
    } catch {
      runAs.release();
      throw new AgentUserError(
        `agent-user: ${wanted} cannot run ${program}: install the agent where other users may read and run it, or set 'agent-user: same'`
      );
    }
  }
  if (carried.copied.length > 0) {
    notices.push(
      `Narrator: agent-user: copied the agent's configuration into its HOME: ${carried.copied.join(", ")}`
    );
  }
  notices.push(
    `Narrator: agent-user: the agent runs as ${wanted} (uid ${uid}) via ${privilege === "root" ? "setpriv" : "sudo and setpriv"}; ${unique.join(", ")} is lent to it until it ends`
  );
  if (o.dropSudo) {
    notices.push(
      privilege === "sudo" ? `Narrator: drop-sudo: ${wanted} has no sudo rights; ${here}'s are removed once the agent has ended and the workspace is given back` : "Narrator: drop-sudo: the job runs as root; the agent, as another user, has no sudo rights"
    );
  }
  return { runAs, notices };
}
var NOT_CARRIED = /* @__PURE__ */ new Set([
  "projects",
  "sessions",
  "log",
  "logs",
  "tmp",
  "storage",
  "snapshot",
  "todos",
  "shell-snapshots"
]);
function carryConfig(agent, env, home) {
  const variables = [];
  const runnerHome = env["HOME"] ? node_path_default.resolve(env["HOME"]) : null;
  const base = { home: { from: runnerHome, to: home } };
  for (const [kind, name, fallback] of [
    ["config", "XDG_CONFIG_HOME", ".config"],
    ["data", "XDG_DATA_HOME", node_path_default.join(".local", "share")],
    ["state", "XDG_STATE_HOME", node_path_default.join(".local", "state")],
    ["cache", "XDG_CACHE_HOME", ".cache"]
  ]) {
    const set = env[name] ? node_path_default.resolve(env[name]) : null;
    let from = set ?? (runnerHome ? node_path_default.join(runnerHome, fallback) : null);
    let to = node_path_default.join(home, fallback);
    if (set !== null) {
      if (runnerHome !== null && inside(set, runnerHome)) {
        to = node_path_default.join(home, node_path_default.relative(runnerHome, set));
        variables.push(`${name}=${to}`);
      } else {
        from = null;
        to = null;
      }
    }
    if (kind === "config" || kind === "data") base[kind] = { from, to };
  }
  const copied = [];
  const skip = /* @__PURE__ */ new Set([
    ...env["CODEX_HOME"] ? [".codex"] : [],
    ...env["CLAUDE_CONFIG_DIR"] ? [".claude", ".claude.json"] : []
  ]);
  const folders = agent !== null && Object.hasOwn(RECIPES, agent) ? RECIPES[agent].configFolders : [];
  for (const [kind, item] of folders) {
    const { from, to } = base[kind];
    if (from === null || to === null || skip.has(item)) continue;
    const source = node_path_default.join(from, item);
    if (!existsSync(source)) continue;
    try {
      mkdirSync(node_path_default.dirname(node_path_default.join(to, item)), { recursive: true });
      cpSync(source, node_path_default.join(to, item), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (file) => !NOT_CARRIED.has(node_path_default.basename(file)) || file === source
      });
      copied.push(source);
    } catch {
    }
  }
  return { variables, copied };
}
function letThroughPrograms(programs, letThrough) {
  for (const program of programs) {
    if (!node_path_default.isAbsolute(program)) continue;
    letThrough(program);
    try {
      letThrough(realpathSync(program));
    } catch {
    }
  }
}
function chmodOrPrivileged(privilege, file, mode) {
  try {
    chmodSync(file, mode);
  } catch {
    privileged(privilege, "chmod", [mode.toString(8), "--", file]);
  }
}
function inside(dir, parent) {
  const rel = node_path_default.relative(parent, dir);
  return rel === "" || !rel.startsWith("..") && !node_path_default.isAbsolute(rel);
}
function firstLine(error) {
  const e = error;
  return (e.stderr?.trim() || e.message || String(error)).split("\n")[0] ?? "";
}

// src/agent/stdout-file.ts
var READ_BYTES = 64 << 10;
var FIRST_WAIT_MS = 2;
var MAX_WAIT_MS = 40;
var StdoutFile = class {
  constructor(onChunk, dir = node_os_default.tmpdir()) {
    this.onChunk = onChunk;
    mkdirSync(dir, { recursive: true });
    const folder = mkdtempSync(node_path_default.join(dir, "narrator-stdout-"));
    const file = node_path_default.join(folder, "stdout");
    this.writeFd = openSync(file, "a", 384);
    this.readFd = openSync(file, "r");
    try {
      unlinkSync(file);
      rmdirSync(folder);
    } catch {
    }
  }
  onChunk;
  /** The descriptor to give the agent as its stdout (closed by `closeWriter` once it is spawned). */
  writeFd;
  readFd;
  position = 0;
  buffer = Buffer.allocUnsafe(READ_BYTES);
  timer = null;
  reading = null;
  wait = FIRST_WAIT_MS;
  stopped = false;
  /** What the consumer threw: following stops, and finish() rejects with it. */
  failure = null;
  /** Our copy of the agent's end: the child holds its own once spawned. */
  closeWriter() {
    try {
      closeSync(this.writeFd);
    } catch {
    }
  }
  /** Starts following the file: every new byte goes to `onChunk`, in order. */
  start() {
    this.schedule(0);
  }
  /**
   * Reads to the current end and stops following: call once every writer is gone (the agent
   * exited, and what it left running was ended or let go). Closes the file. Rejects with what the
   * consumer threw, if it did (from a callback it would have ended the process).
   */
  async finish() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.reading) await this.reading;
    while (this.failure === null && await this.readOnce() > 0) {
    }
    try {
      closeSync(this.readFd);
    } catch {
    }
    if (this.failure !== null) {
      throw new Error(`handling the agent's output failed: ${this.failure.message}`, { cause: this.failure });
    }
  }
  schedule(ms) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reading = this.follow().finally(() => {
        this.reading = null;
      });
    }, ms);
  }
  /** One round: read while there is something new, then wait a little longer each idle round. */
  async follow() {
    let got = 0;
    for (let n = 1; n > 0 && !this.stopped; ) {
      n = await this.readOnce();
      got += n;
    }
    if (this.stopped) return;
    this.wait = got > 0 ? FIRST_WAIT_MS : Math.min(MAX_WAIT_MS, this.wait * 2);
    this.schedule(got > 0 ? 0 : this.wait);
  }
  shrunk() {
    try {
      return this.position > 0 && fstatSync(this.readFd).size < this.position;
    } catch {
      return false;
    }
  }
  readOnce() {
    return new Promise((resolve) => {
      read(this.readFd, this.buffer, 0, READ_BYTES, this.position, (error, n) => {
        if (error || n === 0) {
          if (!error && this.shrunk()) this.position = 0;
          resolve(0);
          return;
        }
        this.position += n;
        try {
          this.onChunk(Buffer.from(this.buffer.subarray(0, n)));
        } catch (thrown) {
          this.failure = thrown instanceof Error ? thrown : new Error(String(thrown));
          this.stopped = true;
          resolve(0);
          return;
        }
        resolve(n);
      });
    });
  }
};

// src/agent/launch.ts
function launchAgent(o) {
  let agent = null;
  const stdout = new StdoutFile((chunk) => {
    const at = Date.now();
    if (chunk.includes(10)) agent?.active(at);
    o.onStdout(chunk, at);
  }, o.stdoutDir);
  const life = new AgentProcess(o, {
    stdin: o.keepStdinOpen ? "pipe" : o.stdin === null ? "ignore" : { input: o.stdin },
    stdout: stdout.writeFd
  });
  agent = life;
  stdout.closeWriter();
  stdout.start();
  life.arm({
    begin(reason) {
      if (reason === "mcp") {
        life.killNow();
        return;
      }
      if (reason !== "requested") {
        life.terminate();
        return;
      }
      life.gentle = true;
      life.signalGroup("SIGINT");
      life.later(o.killGraceMs, () => {
        if (life.gentle) life.terminate();
      });
    },
    escalate() {
      life.terminate();
    }
  });
  const done = life.finish(async () => {
    try {
      await stdout.finish();
      return null;
    } catch (error) {
      return error.message;
    }
  });
  let exited = false;
  void life.exited.then(() => {
    exited = true;
  });
  const stdin = life.child.stdin;
  const input = o.keepStdinOpen && stdin ? {
    write: (line) => {
      if (exited || stdin.destroyed || stdin.writableEnded) return false;
      stdin.write(line);
      return true;
    },
    end: () => {
      if (!stdin.destroyed && !stdin.writableEnded) stdin.end();
    }
  } : void 0;
  return { stop: (reason, request) => life.stop(reason, null, request), done, ...input ? { input } : {} };
}

// src/agent/process-identity.ts
function processStart(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}
var RUN_ID_VARIABLE = "NARRATOR_RUN_ID";

// src/agent/startup-errors.ts
var ROOT_BYPASS_HELP = "Claude Code refuses 'permission-mode: bypassPermissions' (--dangerously-skip-permissions) when it runs as root. Either use the default permission mode and list what the agent may do in 'allowed-tools' (e.g. 'Read, Edit, Bash(npm test:*)'), or, when the job runs in a throwaway container, set IS_SANDBOX=1 in the step's env.";
function preflightCheck(o) {
  if (o.agent !== "claude" || o.uid !== 0 || o.env["IS_SANDBOX"] === "1") return null;
  const bypass = o.permissionMode === "bypassPermissions" || o.args.includes("--dangerously-skip-permissions") || o.args.some((a, i) => a === "--permission-mode" && o.args[i + 1] === "bypassPermissions") || o.args.includes("--permission-mode=bypassPermissions");
  return bypass ? ROOT_BYPASS_HELP : null;
}
var KNOWN = [
  {
    agents: "any",
    pattern: /requires --verbose/,
    help: "Claude Code prints stream-json in print mode only with --verbose. Narrator's claude recipe adds it; if you run Claude through 'command', add --verbose to it."
  },
  {
    agents: "any",
    pattern: /cannot be used with root\/sudo privileges/,
    help: ROOT_BYPASS_HELP
  },
  {
    agents: ["claude"],
    pattern: /not logged in|please run \/login|invalid api key|could not resolve authentication|ANTHROPIC_API_KEY/i,
    help: "Claude Code has no credentials: set ANTHROPIC_API_KEY (or CLAUDE_CODE_OAUTH_TOKEN) in the step's env from a repository secret, e.g. `env: { ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }} }`."
  },
  {
    agents: ["cursor"],
    pattern: /authentication required|agent login/i,
    help: "Cursor CLI is not logged in: set CURSOR_API_KEY in the step's env from a repository secret."
  },
  {
    agents: ["gemini"],
    pattern: /GEMINI_API_KEY|auth(entication)? (method|failed)|API_KEY_INVALID/i,
    help: "Gemini CLI has no valid credentials: set GEMINI_API_KEY in the step's env from a repository secret."
  },
  {
    agents: ["codex"],
    pattern: /OPENAI_API_KEY|CODEX_API_KEY|not logged in|401 Unauthorized|Missing environment variable/i,
    help: "Codex has no valid credentials: set CODEX_API_KEY in the step's env from a repository secret, e.g. `env: { CODEX_API_KEY: ${{ secrets.OPENAI_API_KEY }} }` (codex exec does not read OPENAI_API_KEY; Narrator passes OPENAI_API_KEY on as CODEX_API_KEY only when CODEX_API_KEY is not set)."
  }
];
function explainStartupFailure(agent, stderrTail) {
  if (!stderrTail) return null;
  for (const k of KNOWN) {
    if (k.agents !== "any" && (agent === null || !k.agents.includes(agent))) continue;
    if (k.pattern.test(stderrTail)) return k.help;
  }
  return null;
}

// src/sinks/snapshot.ts
function narratorTempDir(env) {
  return node_path_default.join(env["RUNNER_TEMP"] || node_os_default.tmpdir(), "narrator");
}
var SnapshotWriter = class {
  constructor(file, redactor, minIntervalMs = 2e3) {
    this.file = file;
    this.redactor = redactor;
    this.minIntervalMs = minIntervalMs;
    this.gapMs = minIntervalMs;
  }
  file;
  redactor;
  minIntervalMs;
  pending = null;
  writing = null;
  lastWriteAt = 0;
  gapMs;
  timer = null;
  stopped = false;
  /** Schedules a write of `summary` as it was at `at`. Cheap: keeps a reference only. */
  offer(summary, at) {
    if (this.stopped) return;
    this.pending = { summary, at };
    if (this.writing || this.timer) return;
    const wait = this.lastWriteAt + this.gapMs - Date.now();
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
    this.writing = Promise.resolve().then(() => {
      const started = performance.now();
      return write(this.file, next.summary, next.at, this.redactor).then(() => {
        this.gapMs = Math.max(this.minIntervalMs, COST_FACTOR * (performance.now() - started));
      });
    }).catch(() => {
    }).finally(() => {
      this.writing = null;
      if (this.pending) this.offer(this.pending.summary, this.pending.at);
    });
  }
  /** Writes no more snapshots: a pending one is dropped; waits for the write in flight. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
  }
  /** Writes `summary` now (after any write in flight) and waits for it: the last snapshot. */
  async flush(summary, at) {
    await this.stop();
    await write(this.file, summary, at, this.redactor);
  }
};
var COST_FACTOR = 20;
async function write(file, summary, at, redactor) {
  await mkdir(node_path_default.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  const bounded = summary.earlierCalls.log === null ? summary : { ...summary, earlierCalls: { ...summary.earlierCalls, log: null } };
  const out = OwnFile.create(tmp);
  try {
    const sink = (text) => out.write(text);
    sink('{"summary":');
    if (!writeRedactedJson(bounded, redactor, void 0, sink))
      sink(JSON.stringify(redactor.redactValue(bounded)));
    sink(`,"at":${JSON.stringify(at)}}`);
  } finally {
    out.close();
  }
  await rename(tmp, file);
}

// src/action/live/call-spill.ts
var HEADER = 4 + 16;
var FileCallLog = class {
  constructor(file) {
    this.file = file;
  }
  file;
  #key = randomBytes(32);
  /** Opened at the first move: most runs never have enough calls to make one. */
  #fd = null;
  #length = 0;
  #bytes = 0;
  #closed = false;
  #open() {
    if (this.#fd !== null) return this.#fd;
    mkdirSync(node_path_default.dirname(this.file), { recursive: true });
    this.#fd = openSync(
      this.file,
      constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW | constants.O_APPEND,
      384
    );
    return this.#fd;
  }
  get length() {
    return this.#length;
  }
  append(at, calls) {
    checkAppend(this.#length, at);
    if (this.#closed) throw new Error(`tool call log ${this.file}: closed`);
    const iv = randomBytes(16);
    const cipher = createCipheriv("aes-256-ctr", this.#key, iv);
    const body = Buffer.concat([cipher.update(serialize(calls)), cipher.final()]);
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(body.length, 0);
    iv.copy(header, 4);
    writeAll(this.#open(), Buffer.concat([header, body]));
    this.#bytes += HEADER + body.length;
    this.#length += calls.length;
  }
  *read(count) {
    let offset = 0;
    let read2 = 0;
    const header = Buffer.alloc(HEADER);
    while (read2 < count && offset < this.#bytes) {
      const fd = this.#open();
      readAll(fd, header, offset);
      const size = header.readUInt32LE(0);
      const body = Buffer.alloc(size);
      readAll(fd, body, offset + HEADER);
      offset += HEADER + size;
      const decipher = createDecipheriv("aes-256-ctr", this.#key, header.subarray(4, HEADER));
      const calls = deserialize(Buffer.concat([decipher.update(body), decipher.final()]));
      const wanted = Math.min(calls.length, count - read2);
      read2 += wanted;
      yield wanted === calls.length ? calls : calls.slice(0, wanted);
    }
  }
  /** Closes and removes the file (its key goes with this object: what is left could not be read). */
  close() {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#fd === null) return;
    closeSync(this.#fd);
    try {
      unlinkSync(this.file);
    } catch {
    }
  }
};
function writeAll(fd, buffer) {
  for (let done = 0; done < buffer.length; ) done += writeSync(fd, buffer, done);
}
function readAll(fd, buffer, position) {
  for (let done = 0; done < buffer.length; ) {
    const n = readSync(fd, buffer, done, buffer.length - done, position + done);
    if (n === 0) throw new Error("tool call log: the file ends before its last record");
    done += n;
  }
}

// builtin:node:worker_threads
var __builtin = process.getBuiltinModule("node:worker_threads");
var __read = (name) => __builtin[name];
var Worker = /* @__PURE__ */ __read("Worker");

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
var WAIT_MS = 1e3;
var STALLED_WAITS = 30;
function openStreamLog(file, redactorOptions2, workerFile, options = {}) {
  if (workerFile !== null && existsSync(workerFile)) {
    return new WorkerStreamLog(workerFile, { file, redactor: redactorOptions2, options });
  }
  return new RedactedLogFile(file, createRedactor(redactorOptions2), options);
}
var WorkerStreamLog = class {
  #workerFile;
  #setup;
  #worker = null;
  #progress = null;
  #ring = null;
  /** Where the next chunk goes in the ring (the chunks in flight end here). */
  #head = 0;
  /** Ring bytes taken so far; those the worker has not freed yet are in flight. */
  #taken = 0;
  #failed = null;
  #closed = null;
  constructor(workerFile, setup) {
    this.#workerFile = workerFile;
    this.#setup = setup;
  }
  write(chunk) {
    if (this.#failed !== null || this.#closed !== null || chunk.length === 0) return;
    const worker = this.#worker ?? this.#start();
    if (worker === null) return;
    if (chunk.length > RING_CHUNK) {
      const copy = new Uint8Array(chunk);
      worker.postMessage(copy, [copy.buffer]);
      return;
    }
    const wrap = this.#head + chunk.length > RING_BYTES;
    const cost = wrap ? RING_BYTES - this.#head + chunk.length : chunk.length;
    if (this.#inFlight() + cost > RING_BYTES)
      this.#waitForWorker(Math.min(RING_BYTES / 2, RING_BYTES - cost));
    if (this.#failed !== null) return;
    const at = wrap ? 0 : this.#head;
    this.#ring.set(chunk, at);
    this.#head = at + chunk.length;
    const message = { at, length: chunk.length, frees: cost };
    worker.postMessage(message);
    this.#taken += cost;
  }
  /** Ring bytes the worker has not written yet. */
  #inFlight() {
    return this.#taken - Number(Atomics.load(this.#progress, FREED));
  }
  close() {
    this.#closed ??= this.#close();
    return this.#closed;
  }
  async #close() {
    const worker = this.#worker;
    if (worker === null) {
      if (this.#failed !== null) return this.#failed;
      const { file, redactor, options } = this.#setup;
      return new RedactedLogFile(file, createRedactor(redactor), options).close();
    }
    if (this.#failed !== null) {
      await worker.terminate();
      return this.#failed;
    }
    return new Promise((resolve) => {
      const done = (error) => {
        worker.removeAllListeners();
        void worker.terminate();
        resolve(error);
      };
      worker.on("message", (m) => {
        if (m?.closed) done(m.error === null ? null : new Error(m.error));
      });
      worker.on("error", (error) => done(this.#failed ?? error));
      worker.on("exit", (code) => done(this.#failed ?? new Error(`the stream log worker exited (${code})`)));
      worker.postMessage({ close: true });
    });
  }
  #start() {
    try {
      const progress = new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT);
      const ring = new SharedArrayBuffer(RING_BYTES);
      const setup = { ...this.#setup, progress, ring };
      const worker = new Worker(this.#workerFile, {
        workerData: setup,
        // The young generation is what a log writer churns through: at 8 MB it scavenged ~740 times
        // per 100 MiB (0.6 s of its 3 s); at 32 the whole Action took 0.5 s less, at the same
        // peak RSS (bench/action-path.mjs).
        resourceLimits: { maxYoungGenerationSizeMb: 32 }
      });
      worker.on("error", (error) => {
        this.#failed ??= new Error(`the stream log worker failed: ${error.message}`, { cause: error });
      });
      this.#worker = worker;
      this.#progress = new BigInt64Array(progress);
      this.#ring = new Uint8Array(ring);
      return worker;
    } catch (error) {
      this.#failed = new Error(`the stream log worker could not start: ${error.message}`, {
        cause: error
      });
      return null;
    }
  }
  /**
   * Waits (blocking this thread) until at most `inFlight` ring bytes wait for the worker. A worker
   * that makes no progress for STALLED_WAITS waits is given up on (its error cannot arrive while
   * this thread waits): the log then reports it at close().
   */
  #waitForWorker(inFlight2) {
    const progress = this.#progress;
    let stalled = 0;
    let last = -1n;
    for (; ; ) {
      const written = Atomics.load(progress, WRITTEN);
      if (written === last && ++stalled >= STALLED_WAITS) {
        this.#failed ??= new Error("the stream log worker stopped writing");
        return;
      }
      if (written !== last) stalled = 0;
      last = written;
      if (this.#inFlight() <= inFlight2 || this.#failed !== null) return;
      Atomics.wait(progress, WRITTEN, written, WAIT_MS);
    }
  }
};

// src/action/launch/early-stdout.ts
var EarlyStdout = class {
  /**
   * `maxBytes`: hold at most this much (later chunks are dropped until `connect`), for a stream
   * where losing some is better than holding a flood (the agent's stderr). Default: no limit.
   */
  constructor(maxBytes = Number.POSITIVE_INFINITY) {
    this.maxBytes = maxBytes;
  }
  maxBytes;
  #queue = [];
  #sink = null;
  #held = 0;
  push = (chunk, at) => {
    if (this.#sink) this.#sink(chunk, at);
    else if (this.#held + chunk.length <= this.maxBytes) {
      this.#held += chunk.length;
      this.#queue?.push({ chunk, at });
    }
  };
  /** Replays what was held, in order, then passes every later chunk straight through. */
  connect(sink) {
    const queued = this.#queue ?? [];
    this.#queue = null;
    for (const { chunk, at } of queued) sink(chunk, at);
    this.#sink = sink;
  }
};

// src/agent/agent-env.ts
var STRIPPED_NAMES = /* @__PURE__ */ new Set([
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_CACHE_SERVICE_V2",
  "GITHUB_STATE",
  "GITHUB_OUTPUT",
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_STEP_SUMMARY",
  "OTEL_EXPORTER_OTLP_HEADERS",
  "OTEL_EXPORTER_OTLP_TRACES_HEADERS",
  "OTEL_EXPORTER_OTLP_METRICS_HEADERS",
  "OTEL_EXPORTER_OTLP_LOGS_HEADERS"
]);
var STRIPPED_PREFIXES = ["INPUT_", "ACTIONS_ID_TOKEN_REQUEST_"];
function isRunnerInternal(name) {
  const upper = name.toUpperCase();
  return STRIPPED_NAMES.has(upper) || STRIPPED_PREFIXES.some((p) => upper.startsWith(p));
}
function agentEnvironment(env, passthrough = []) {
  const keep = new Set(passthrough);
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    if (isRunnerInternal(name) && !keep.has(name)) continue;
    out[name] = value;
  }
  return out;
}

// src/agent/install.ts
var agentCache = () => import("./chunks/agent-cache-ETJ5Z33H.js");
var AgentNotFoundError = class extends Error {
  name = "AgentNotFoundError";
};
var InstallCancelledError = class extends Error {
  name = "InstallCancelledError";
};
var NPM_KILL_GRACE_MS = 2e3;
var NPM_TIMEOUT_MS = 15 * 6e4;
async function isExecutable(file) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function findOnPath(name, pathVar, cwd = process.cwd()) {
  if (name.includes("/")) {
    const file = node_path_default.resolve(cwd, name);
    return await isExecutable(file) ? file : null;
  }
  for (const dir of (pathVar ?? "").split(node_path_default.delimiter)) {
    if (!dir) continue;
    const file = node_path_default.join(dir, name);
    if (await isExecutable(file)) return file;
  }
  return null;
}
function defaultCacheDir(env) {
  const base = env["RUNNER_TOOL_CACHE"] || env["RUNNER_TEMP"] || node_os_default.tmpdir();
  return node_path_default.join(base, "narrator-agents");
}
function npmPlatform() {
  const linux = process.platform === "linux";
  const musl = linux && process.report?.getReport?.()?.header?.glibcVersionRuntime === void 0;
  let avx2 = false;
  if (linux && node_os_default.arch() === "x64") {
    try {
      avx2 = /(^|\s)avx2(\s|$)/i.test(readFileSync("/proc/cpuinfo", "utf8"));
    } catch {
      avx2 = false;
    }
  } else if (node_os_default.arch() === "x64") avx2 = true;
  return { os: process.platform, arch: node_os_default.arch(), musl, avx2 };
}
async function binaryInPrefix(prefix, recipe) {
  if (recipe.npmNativeBinaries) {
    for (const rel of recipe.npmNativeBinaries(npmPlatform())) {
      const file = node_path_default.join(prefix, "node_modules", ...rel.split("/"));
      if (await isExecutable(file)) return file;
    }
    return null;
  }
  const bin = node_path_default.join(prefix, "node_modules", ".bin", recipe.binary);
  return await isExecutable(bin) ? bin : null;
}
function runNpm(args, env, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new InstallCancelledError("the install was cancelled before npm started"));
      return;
    }
    const child = spawn("npm", args, { env, detached: true, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (d) => {
      stderr = (stderr + d.toString("utf8")).slice(-8192);
    });
    let stopped = null;
    const timers = [];
    let tree = [];
    const stop = (why) => {
      if (stopped !== null) return;
      stopped = why;
      tree = signalTree(child.pid, "SIGTERM");
      const t = setTimeout(() => {
        tree = signalTree(child.pid, "SIGKILL", tree);
      }, NPM_KILL_GRACE_MS);
      t.unref();
      timers.push(t);
    };
    const onAbort = () => stop("cancelled");
    signal?.addEventListener("abort", onAbort, { once: true });
    timers.push(setTimeout(() => stop("timeout"), NPM_TIMEOUT_MS));
    const finish = (error) => {
      signal?.removeEventListener("abort", onAbort);
      for (const t of timers) clearTimeout(t);
      if (stopped !== null) signalTree(child.pid, "SIGKILL", tree);
      if (error) reject(error);
      else resolve();
    };
    child.on("error", (error) => finish(Object.assign(error, { stderr })));
    child.on("close", (code, sig) => {
      if (stopped === "cancelled") {
        finish(
          new InstallCancelledError(
            "the job was cancelled while npm was installing the agent; npm was stopped"
          )
        );
      } else if (stopped === "timeout") {
        finish(
          Object.assign(new Error(`npm did not finish within ${NPM_TIMEOUT_MS / 6e4} minutes`), {
            stderr
          })
        );
      } else if (code !== 0) {
        finish(Object.assign(new Error(`npm exited with ${code ?? sig}`), { stderr }));
      } else finish(null);
    });
  });
}
function npmErrorLines(stderr) {
  const lines = [];
  for (const raw of stripAnsi(stderr).split(/\r?\n/)) {
    const m = /^npm (?:error|ERR!)(?: (.*))?$/.exec(raw.trimEnd());
    if (!m) continue;
    const rest = m[1] ?? "";
    const text = rest.trim();
    if (text === "" || /^\s/.test(rest) || /^[{}]$/.test(text) || /^\d{3}$/.test(text)) continue;
    if (/^(syscall|errno) /.test(text) || /^A complete log of this run can be found in/i.test(text)) continue;
    const line = /\s\{$/.test(text) ? text.slice(0, -1).trimEnd() : text;
    if (!lines.includes(line)) lines.push(line);
  }
  const code = lines.filter((l) => /^code \S+$/.test(l));
  return [...lines.filter((l) => !code.includes(l)), ...code];
}
function npmFailure(error) {
  const said = npmErrorLines(error.stderr ?? "");
  if (said.length === 0) {
    const tail = stripAnsi(error.stderr ?? "").trim().split("\n").slice(-3).join("\n");
    return tail ? `${error.message}
${tail}` : error.message;
  }
  const isCode = (l) => /^code \S+$/.test(l);
  const lines = [...said.filter((l) => !isCode(l)).slice(0, 3), ...said.filter(isCode)];
  return lines.map((l) => `npm error ${l}`).join("\n");
}
async function resolveAgentBinary(o) {
  const recipe = o.program ?? { ...RECIPES[o.agent], title: `the ${o.agent} CLI` };
  const onPath = await findOnPath(recipe.binary, o.env["PATH"]);
  if (onPath) return onPath;
  if (o.install === "never" || recipe.npmPackage === null) {
    const why = recipe.npmPackage === null ? recipe.installHint : `'install' is 'never': ${recipe.installHint.replace("set 'install: auto' or ", "")}, or set 'install: auto'`;
    throw new AgentNotFoundError(`${recipe.title} ('${recipe.binary}') was not found on PATH; ${why}`);
  }
  const pkg = recipe.npmPackage;
  const unsafe = (await agentCache()).unsafeVersion(o.version);
  if (unsafe !== null) {
    throw new AgentNotFoundError(
      `'${o.version.slice(0, 100)}' is not a version of ${pkg} Narrator installs: ${unsafe}; give an exact version (1.2.3) or a dist-tag ('latest')`
    );
  }
  const cached = o.cache === true ? await cacheSetup(o, pkg) : null;
  const version = cached?.resolved.version ?? o.version;
  const spec = `${pkg}@${version}`;
  let prefix = node_path_default.join(o.cacheDir, spec.replace(/[/@]/g, "_"));
  const local = await binaryInPrefix(prefix, recipe);
  if (local) {
    o.log(`Using ${spec} from the cache (${local})`);
    return local;
  }
  let save = false;
  if (cached) {
    const restored = await restoreFromCache(o, recipe, pkg, cached, prefix);
    if ("binary" in restored) return restored.binary;
    save = restored.save;
    if (restored.busy) prefix = `${prefix}-${process.pid}`;
  }
  await mkdir(prefix, { recursive: true });
  await writeFile(node_path_default.join(prefix, "package.json"), '{"name":"narrator-agent-cache","private":true}\n');
  o.log(`Installing ${spec} (${recipe.title} is not on PATH) into ${prefix} \u2026`);
  const started = Date.now();
  try {
    await runNpm(
      [
        "install",
        "--prefix",
        prefix,
        spec,
        // No install scripts: a wrapper's postinstall only copies the platform binary, which we
        // take from its platform package directly (see binaryInPrefix); npm 11 skips them anyway.
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--no-save",
        "--include=optional",
        // the platform packages are optionalDependencies
        "--engine-strict=false",
        "--loglevel=error"
      ],
      o.env,
      o.signal
    );
  } catch (error) {
    if (error instanceof InstallCancelledError) {
      throw new InstallCancelledError(`installing ${spec} was stopped: ${error.message}`, { cause: error });
    }
    throw new AgentNotFoundError(
      `installing ${spec} with npm failed: ${npmFailure(error)}
Check that the npm registry is reachable and '${o.version}' is a published version of ${pkg}, or install the CLI in an earlier step and set 'install: never'.`,
      { cause: error }
    );
  }
  const installed = await binaryInPrefix(prefix, recipe);
  if (!installed) {
    const platform = npmPlatform();
    const expected = recipe.npmNativeBinaries ? ` (looked for ${recipe.npmNativeBinaries(platform).join(", ")} for ${platform.os}-${platform.arch}; is npm configured with omit=optional?)` : "";
    throw new AgentNotFoundError(
      `npm installed ${spec} but no '${recipe.binary}' binary was found under ${prefix}${expected}; install ${recipe.binary} in an earlier step and set install: never`
    );
  }
  o.log(`Installed ${spec} in ${((Date.now() - started) / 1e3).toFixed(1)} s`);
  if (cached && save) await saveToCache(o, pkg, cached, prefix);
  return installed;
}
var seconds = (since) => `${((Date.now() - since) / 1e3).toFixed(1)} s`;
async function cacheSetup(o, pkg) {
  if (!o.env["ACTIONS_RUNTIME_TOKEN"] || !(o.env["ACTIONS_RESULTS_URL"] || o.env["ACTIONS_CACHE_URL"])) {
    o.log(
      "The Actions cache is not available here (no ACTIONS_RUNTIME_TOKEN or cache service URL): downloading"
    );
    return null;
  }
  let resolved;
  try {
    resolved = await (await agentCache()).resolveVersion(pkg, o.version, o.env, o.signal);
  } catch (error) {
    o.log(
      `The Actions cache is not used: ${pkg}@${o.version} could not be resolved (${error.message}): downloading`
    );
    return null;
  }
  const platform = npmPlatform();
  const key = (await agentCache()).cacheKey({
    agent: o.agent,
    pkg,
    version: resolved.version,
    os: platform.os,
    arch: platform.arch,
    musl: platform.musl,
    nodeMajor: Number(process.versions.node.split(".")[0])
  });
  return { resolved, key };
}
async function restoreFromCache(o, recipe, pkg, c, prefix) {
  const started = Date.now();
  const fallBack = (why, r) => {
    o.log(`The Actions cache ${why}: downloading ${pkg}@${c.resolved.version}`);
    return r;
  };
  const { clientReason, loadCacheClient, RESTORE_TIMEOUT_MS, verifyTree, within } = await agentCache();
  let outcome;
  try {
    const client2 = await loadCacheClient();
    outcome = await within(client2.restore([prefix], c.key), RESTORE_TIMEOUT_MS, o.signal);
  } catch (error) {
    return fallBack(`failed (${error.message})`, { save: false, busy: false });
  }
  if (outcome === "cancelled") {
    throw new InstallCancelledError(
      "the job was cancelled while the agent was restored from the Actions cache"
    );
  }
  if (outcome === "timeout") {
    return fallBack(`did not answer within ${RESTORE_TIMEOUT_MS / 1e3} s`, { save: false, busy: true });
  }
  if (outcome.value === void 0) {
    const reason = clientReason(outcome.messages);
    return reason ? fallBack(`failed (${reason})`, { save: false, busy: false }) : fallBack(`has no ${c.key}`, { save: true, busy: false });
  }
  const restoredIn = seconds(started);
  const verifying = Date.now();
  const refused = await verifyTree(prefix, {
    package: pkg,
    version: c.resolved.version,
    integrity: c.resolved.integrity
  });
  const binary = refused === null ? await binaryInPrefix(prefix, recipe) : null;
  if (binary === null) {
    await rm(prefix, { recursive: true, force: true });
    return fallBack(`entry ${c.key} was refused: ${refused ?? `it has no '${recipe.binary}' binary`}`, {
      save: false,
      busy: false
    });
  }
  o.log(
    `Restored ${pkg}@${c.resolved.version} from the Actions cache (${c.key}) in ${restoredIn}, verified in ${seconds(verifying)}`
  );
  return { binary };
}
async function saveToCache(o, pkg, c, prefix) {
  const { clientReason, isForkPullRequest, loadCacheClient, SAVE_TIMEOUT_MS, within, writeManifest } = await agentCache();
  if (isForkPullRequest(o.event ?? { payload: {}, error: null })) {
    o.log(
      `Not saving ${pkg}@${c.resolved.version} to the Actions cache: a pull request from a fork never writes it`
    );
    return;
  }
  const started = Date.now();
  try {
    await writeManifest(prefix, {
      package: pkg,
      version: c.resolved.version,
      integrity: c.resolved.integrity
    });
    const client2 = await loadCacheClient();
    const outcome = await within(client2.save([prefix], c.key), SAVE_TIMEOUT_MS, o.signal);
    if (outcome === "cancelled") {
      throw new InstallCancelledError("the job was cancelled while the agent was saved to the Actions cache");
    }
    if (outcome === "timeout") {
      o.log(
        `Saving ${c.key} to the Actions cache did not finish within ${SAVE_TIMEOUT_MS / 1e3} s; going on without it`
      );
    } else if (outcome.value === -1) {
      o.log(
        `${c.key} was not saved to the Actions cache (${clientReason(outcome.messages) ?? "the service refused it"})`
      );
    } else {
      o.log(`Saved ${pkg}@${c.resolved.version} to the Actions cache (${c.key}) in ${seconds(started)}`);
    }
  } catch (error) {
    if (error instanceof InstallCancelledError) throw error;
    o.log(`${c.key} was not saved to the Actions cache (${error.message})`);
  }
}

// src/context/event.ts
var NO_EVENT = Object.freeze({ file: null, payload: Object.freeze({}), error: null });
function readRunEvent(file) {
  if (!file) return NO_EVENT;
  try {
    return Object.freeze({ file, payload: JSON.parse(readFileSync(file, "utf8")), error: null });
  } catch (error) {
    return Object.freeze({
      file,
      payload: Object.freeze({}),
      error: `cannot read the event payload ${file}: ${error.message}`
    });
  }
}

// src/action/launch/prepare.ts
var SetupError = class extends Error {
  name = "SetupError";
};
function usesAcp(config) {
  return config.protocol === "acp" || config.dialect === "acp";
}
function agentOfCommand(command) {
  if (command === null) return null;
  let program;
  try {
    [program] = splitCommandLine(command);
  } catch {
    return null;
  }
  return agentOfProgram(program ?? "");
}
function runDialect(config) {
  if (usesAcp(config)) return { dialect: "acp", fallbackDialect: "acp" };
  const own = RECIPES[agentOfCommand(config.command) ?? config.agent].dialect;
  if (config.dialect !== "auto") return { dialect: config.dialect, fallbackDialect: own };
  return { dialect: config.command === null ? own : "auto", fallbackDialect: own };
}
async function readPrompt(config, workspace) {
  if (config.promptFile === null) return config.prompt;
  const file = node_path_default.resolve(workspace, config.promptFile);
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw new SetupError(`cannot read prompt-file ${file}: ${error.message}`, { cause: error });
  }
}
async function prepareLaunch(config, env, log, signal, trust = { trusted: true, reason: "not judged" }, event = NO_EVENT) {
  const ignore = !trust.trusted;
  const workspace = env["GITHUB_WORKSPACE"] || process.cwd();
  const cwd = node_path_default.resolve(workspace, config.workingDirectory);
  const prompt = await readPrompt(config, workspace);
  const childEnv = agentEnvironment(env, config.agentEnvPassthrough);
  if (config.command !== null) {
    let argv;
    try {
      argv = splitCommandLine(config.command);
    } catch (error) {
      throw new SetupError(`input 'command': ${error.message}`, { cause: error });
    }
    const [program, ...rest] = argv;
    if (!program) throw new SetupError("input 'command' is empty");
    const acp2 = usesAcp(config);
    if (acp2) checkAcpMode(config.permissionMode);
    if (!acp2 && config.mcpServers.length > 0) throw new SetupError(mcpConfigRefusal(`'${program}'`));
    if (acp2 && prompt.trim() === "") {
      throw new SetupError(
        "no prompt: an ACP agent is sent the prompt in session/prompt; set 'prompt' or 'prompt-file'"
      );
    }
    const file = await findOnPath(program, env["PATH"], cwd);
    if (!file) {
      throw new SetupError(
        `input 'command': '${program}' was not found${program.includes("/") ? "" : " on PATH"}; install it in an earlier step or give its path`
      );
    }
    const dialect = acp2 ? "acp" : config.dialect === "auto" ? null : config.dialect;
    const budget2 = await prepareBudgetOrRefuse(config, dialect, void 0, false);
    refuseRequiredMcp(config, dialect);
    return {
      budget: budget2,
      file,
      args: [...rest, ...config.args],
      stdin: acp2 || prompt.trim() === "" ? null : prompt,
      cwd,
      // A known ACP agent run as a command asks as its recipe makes it ask (acpAskingEnv).
      env: acp2 ? { ...childEnv, ...acpAskingEnv(program, config.permissionMode, ignore) } : childEnv,
      ...runDialect(config),
      agent: null,
      model: null,
      warnings: ignore ? commandTrustWarning(program, trust) : [],
      notices: budget2?.notices ?? [],
      acp: acp2 ? { prompt, permissionMode: config.permissionMode, ...mcpOf(config) } : null
    };
  }
  if (prompt.trim() === "") {
    throw new SetupError("no prompt: set 'prompt' or 'prompt-file' (or run your own program with 'command')");
  }
  const acp = usesAcp(config);
  if (acp) {
    if (!ACP_AGENTS.includes(config.agent)) {
      throw new SetupError(
        `'protocol: acp' starts ${ACP_AGENTS.join(", ")} over ACP, not ${config.agent}: run an ACP agent with 'command' and 'dialect: acp'`
      );
    }
    checkAcpMode(config.permissionMode);
  }
  const refused = acp ? null : preflightCheck({
    agent: config.agent,
    permissionMode: config.permissionMode,
    args: config.args,
    env,
    uid: process.getuid?.()
  });
  if (refused) throw new SetupError(refused);
  const untrusted2 = refusalOnUntrustedCode(config.agent, trust);
  if (untrusted2) throw new SetupError(untrusted2);
  const budget = acp ? await prepareBudgetOrRefuse(config, "acp", acpCapSupport(config.agent)) : await prepareBudgetOrRefuse(config, RECIPES[config.agent].dialect);
  refuseRequiredMcp(
    config,
    acp ? "acp" : RECIPES[config.agent].dialect,
    acp ? `${config.agent} over ACP` : config.agent
  );
  if (!acp && config.mcpServers.length > 0 && config.agent !== "claude")
    throw new SetupError(mcpConfigRefusal(config.agent));
  try {
    if (!acp) permissionArgs(config.agent, config.permissionMode);
  } catch (error) {
    throw new SetupError(error.message, { cause: error });
  }
  const resolve = (program, version = config.agentVersion) => resolveAgentBinary({
    agent: config.agent,
    ...program ? { program } : {},
    version,
    install: config.install,
    cache: config.installCache,
    env,
    event,
    cacheDir: defaultCacheDir(env),
    log,
    ...signal ? { signal } : {}
  }).catch((error) => {
    throw new SetupError(error.message, { cause: error });
  });
  if (acp) {
    const adapter = ACP_ADAPTERS[config.agent];
    const claudeExecutable = config.agent === "claude" ? await resolve() : null;
    const binary2 = adapter ? await resolve(adapter, config.acpAdapterVersion) : await resolve();
    if (config.agent === "codex") await checkCodexSandbox(binary2, config.permissionMode, env);
    const launch = acpLaunch(config.agent, {
      model: config.model,
      permissionMode: config.permissionMode,
      args: config.args,
      claudeExecutable,
      env,
      ignoreRepositoryConfig: ignore
    });
    const trustLines2 = await repositoryConfigLines(config.agent, trust, cwd, env);
    return {
      file: binary2,
      args: launch.args,
      stdin: null,
      cwd,
      env: { ...childEnv, ...launch.env },
      ...runDialect(config),
      agent: config.agent,
      model: config.model,
      warnings: trustLines2.warnings,
      notices: [...trustLines2.notices, ...budget?.notices ?? []],
      budget,
      acp: {
        prompt,
        permissionMode: config.permissionMode,
        ...mcpOf(config),
        sessionMode: launch.sessionMode,
        ...launch.sessionMeta ? { sessionMeta: launch.sessionMeta } : {}
      }
    };
  }
  const binary = await resolve();
  let plan;
  try {
    plan = planAgentLaunch(
      config.agent,
      {
        prompt,
        model: config.model,
        maxTurns: config.maxTurns,
        // Narrator holds the budget of an agent without a flag for it (src/run/budget-guard.ts).
        maxBudgetUsd: budgetIsNative(config) ? config.maxBudgetUsd : null,
        allowedTools: config.allowedTools,
        permissionMode: config.permissionMode,
        args: config.args,
        env,
        ignoreRepositoryConfig: ignore,
        converse: conversing(config)
      },
      binary
    );
  } catch (error) {
    throw new SetupError(error.message, { cause: error });
  }
  const trustLines = await repositoryConfigLines(config.agent, trust, cwd, env);
  return {
    file: plan.file,
    args: withMcpConfig(plan.args, config),
    stdin: plan.stdin,
    cwd,
    env: { ...childEnv, ...plan.env },
    ...runDialect(config),
    agent: config.agent,
    model: plan.model,
    warnings: [...plan.warnings, ...trustLines.warnings],
    notices: [...trustLines.notices, ...plan.notices, ...budget?.notices ?? []],
    budget,
    acp: null,
    converse: conversing(config)
  };
}
function askWarning(config) {
  if (config.ask.length === 0 || usesAcp(config) || config.agent === "claude" && config.command === null)
    return null;
  return "input 'ask' is carried out for Claude Code's own recipe and for agents over ACP ('protocol: acp'): it is ignored for this run, and the agent's calls are allowed or denied as before";
}
function conversing(config) {
  return config.agent === "claude" && (config.ask.length > 0 || config.maxSteers > 0);
}
function mcpOf(config) {
  return config.mcpServers.length > 0 ? { mcpServers: config.mcpServers } : {};
}
function mcpConfigRefusal(agent) {
  return `input 'mcp-config': Narrator gives MCP servers to an agent over ACP ('protocol: acp') and to Claude Code by --mcp-config; ${agent} over stream-json takes them only from its own configuration: use 'protocol: acp', or configure them in an earlier step`;
}
function withMcpConfig(args, config) {
  if (config.mcpServers.length === 0) return args;
  return [args[0], "--mcp-config", claudeMcpConfig(config.mcpServers), ...args.slice(1)];
}
function refuseRequiredMcp(config, dialect, label) {
  const refusal = mcpRefusal(dialect, config.requireMcp, label);
  if (refusal !== null) throw new SetupError(refusal);
}
async function prepareBudgetOrRefuse(config, dialect, agent, budgetFlagGiven = true) {
  try {
    return await prepareBudget(config, dialect, budgetFlagGiven, agent);
  } catch (error) {
    throw new SetupError(error.message, { cause: error });
  }
}
function checkAcpMode(mode) {
  if (mode !== null && !ACP_PERMISSION_MODES.includes(mode)) {
    throw new SetupError(
      `input 'permission-mode': an ACP run answers the agent's permission requests by ${ACP_PERMISSION_MODES.join(", ")}, not '${mode}'`
    );
  }
}
async function checkCodexSandbox(adapter, permissionMode, env) {
  if (process.platform !== "linux" || !codexAcpSandboxed(permissionMode)) return;
  if (await findOnPath("bwrap", env["PATH"])) return;
  if (await findOnPath(node_path_default.join(node_path_default.dirname(adapter), "codex-resources", "bwrap"), void 0)) return;
  throw new SetupError(
    "Codex over ACP sandboxes its commands with bubblewrap, and no 'bwrap' is on PATH: add a step that runs `sudo apt-get install -y bubblewrap` before this one, or set 'permission-mode: bypassPermissions' to run it without a sandbox"
  );
}
function budgetIsNative(config) {
  return config.command === null && CAP_SUPPORT[RECIPES[config.agent].dialect].nativeBudget;
}
async function repositoryConfigLines(agent, trust, cwd, env) {
  if (agent === "codex" && !trust.trusted)
    return { notices: [], warnings: await codexTrustWarning(cwd, env) };
  const own = RECIPES[agent].repositoryConfig;
  if (own === null) return { notices: [], warnings: [] };
  if (trust.trusted) {
    return trust.reason === TRUSTED_BY_INPUT ? {
      notices: [`Narrator: ${TRUSTED_BY_INPUT}: the agent reads ${own.files}, with this job's secrets.`],
      warnings: []
    } : { notices: [], warnings: [] };
  }
  if (own.whenNotTrusted === "warn") {
    return {
      notices: [],
      warnings: [
        `${agent} may read ${own.files}, and Narrator knows no switch that turns them off (not measured): ${trust.reason}, and they would run with this job's secrets.`
      ]
    };
  }
  return {
    notices: [
      `Narrator: ${own.files} are ignored: ${trust.reason}. Set 'trust-repository-config: true' to run them (they run with this job's secrets).`
    ],
    warnings: []
  };
}
function commandTrustWarning(program, trust) {
  const agent = agentOfProgram(program);
  const own = agent ? RECIPES[agent].repositoryConfig : null;
  if (own === null) return [];
  const what = own.files;
  const how = agent === "claude" ? " (for Claude Code: add --setting-sources user --strict-mcp-config to the command)" : agent === "opencode" ? " (for opencode: set OPENCODE_DISABLE_PROJECT_CONFIG=true in the step's env)" : "";
  return [
    `'command' runs as written, and ${trust.reason}: the agent may read ${what}, which run with this job's secrets. Use the 'agent' input, which turns them off, or turn them off in the command${how}.`
  ];
}
function refusalOnUntrustedCode(agent, trust) {
  const own = RECIPES[agent].repositoryConfig;
  if (trust.trusted || own?.whenNotTrusted !== "refuse") return null;
  return `Narrator does not start ${agent} on this code: ${trust.reason}, and ${agent} runs ${own.files} with this job's secrets (its hooks and MCP servers are commands), with no switch that turns them off in CI. Set 'trust-repository-config: true' to run it anyway, or run another agent (Claude Code and opencode are started with the repository's configuration off).`;
}
async function codexTrustWarning(cwd, env) {
  const home = env["CODEX_HOME"] || node_path_default.join(env["HOME"] || node_os_default.homedir(), ".codex");
  let text;
  try {
    text = await readFile(node_path_default.join(home, "config.toml"), "utf8");
  } catch {
    return [];
  }
  if (!text.includes(JSON.stringify(cwd).slice(1, -1)) || !/trust_level\s*=\s*["']trusted["']/.test(text))
    return [];
  return [
    "codex: $CODEX_HOME/config.toml trusts this workspace, so Codex reads the repository's .codex/config.toml (MCP servers, hooks, model providers) with this job's secrets, and Narrator has no switch that turns it off: remove the trust from that file for code that is not a writer's."
  ];
}

// src/action/launch/signals.ts
function installCancelHandler(onCancel) {
  let fired = false;
  const handler = () => {
    if (fired) return;
    fired = true;
    onCancel();
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return () => {
    process.off("SIGINT", handler);
    process.off("SIGTERM", handler);
  };
}

// src/action/launch/run-agent.ts
async function loadEngine() {
  const [fold, sinks] = await Promise.all([import("./chunks/fold-Z3HZKIN4.js"), import("./chunks/sinks-3B6SA5NS.js")]);
  return { RunFold: fold.RunFold, openSinks: sinks.openSinks };
}
var EARLY_STDERR_BYTES = 256 * 1024;
function redactorOptions(config, context2) {
  const sessionKey = config.session.key === null ? [] : [config.session.key];
  return { secrets: [config.githubToken, ...config.redact, ...sessionKey], env: context2.parent };
}
function buildRedactor(config, context2) {
  const redactor = createRedactor(redactorOptions(config, context2));
  for (const secret of redactor.secrets) setSecret(secret);
  return redactor;
}
async function failureReason(summary, spec, redactor) {
  const { describeExitCode } = await import("./chunks/exit-codes-XSCLEHGW.js");
  const parts = [`Agent run ended with outcome '${summary.outcome}'`];
  const why = summary.errorMessage ?? summary.stderrTail;
  if (why) parts.push(`: ${why.trim().split("\n").slice(-5).join("\n")}`);
  if (spec?.agent && summary.exitCode !== null && summary.outcomeSource !== "terminal_frame") {
    const words = describeExitCode(spec.agent, summary.exitCode);
    if (words && !why?.includes(words)) parts.push(` (exit ${summary.exitCode}: ${words})`);
  }
  const evidence = summary.outcomeSource === "terminal_frame" ? summary.errorMessage : summary.stderrTail;
  const agent = spec?.agent ?? AGENT_NAMES.find((a) => RECIPES[a].dialect === summary.dialect) ?? null;
  const help = explainStartupFailure(agent, evidence);
  if (help) parts.push(`
${help}`);
  const { whatToDo } = await import("./chunks/outcome-text-L2AWQ2SG.js");
  const advice = whatToDo(summary);
  if (advice) parts.push(`
${advice}`);
  return redactor.redact(parts.join(""));
}
async function runAction(context2, trust) {
  let config;
  try {
    config = readInputs((name) => getInput(name), context2.runner);
  } catch (error) {
    const reason = patternRedactor.redact(error.message);
    return reportNotStarted({ stage: "inputs", reason }, context2);
  }
  const redactor = buildRedactor(config, context2);
  if (context2.runner["GITHUB_EVENT_NAME"] === "issue_comment") {
    const second = await import("./chunks/already-handled-RKTLIQO6.js");
    const warning2 = second.concurrencyWarning(context2.runner);
    if (warning2) warning(warning2);
    const handled = await second.alreadyHandled(config, context2, redactor);
    if (handled !== null) return second.endHandled(handled, context2.runner);
  }
  const dir = runDir(context2);
  const own = new RunFileSet(dir);
  const files = {
    summaryFile: own.summaryFile,
    logFile: own.logFile,
    reportFile: own.reportFile,
    own
  };
  const calls = {
    log: new FileCallLog(node_path_default.join(dir, "calls.spill")),
    window: context2.knobs.callWindow
  };
  const snapshots = new SnapshotWriter(
    node_path_default.join(dir, "snapshot.json"),
    redactor,
    context2.knobs.snapshotIntervalMs
  );
  handOff(HANDOFF.snapshotPath, snapshots.file);
  handOff(HANDOFF.viewsFinished, "false");
  const sinkOptions = { config, context: context2, redactor, snapshots, acpLabel: acpAgentLabel(config.agent) };
  if (config.githubToken && config.commentOn.kind !== "none") {
    offerStarting(
      import("./chunks/starting-TPZTOCAM.js").then(
        (m) => m.announceStart({
          config,
          context: context2,
          redactor,
          agentLabel: agentLabel(config.agent, config.protocol === "acp")
        })
      )
    );
  }
  let spec = null;
  let run2;
  let setupFailed = null;
  let uploadSession = null;
  let outputSchema = null;
  const logFile = openOwnStreamLog(own, redactorOptions(config, context2));
  const setupCancel = new AbortController();
  const removeSetupCancel = installCancelHandler(() => {
    info("Narrator: the job is being cancelled; stopping the agent setup");
    setupCancel.abort();
  });
  try {
    const schemaStep = config.outputSchema === null ? null : await import("./chunks/output-schema-YSZNVNPR.js");
    if (schemaStep !== null && config.outputSchema !== null) {
      outputSchema = await schemaStep.prepareOutputSchema(
        config.outputSchema,
        context2.runner["GITHUB_WORKSPACE"] || process.cwd()
      );
    }
    try {
      spec = await prepareLaunch(
        config,
        context2.parent,
        (line) => {
          info(redactor.redact(line));
          startingLine(line);
        },
        setupCancel.signal,
        // Not judged (a caller without the gate): the code is treated as not a writer's.
        trust ?? { trusted: false, reason: "Narrator did not judge whose code the workspace holds" },
        context2.event
      );
      if (schemaStep !== null && outputSchema !== null) {
        const schemaDir = config.agentUser.kind === "same" ? dir : sharedDir(context2);
        const native = await schemaStep.withNativeSchema(spec, outputSchema, schemaDir);
        spec = native.spec;
        info(`Narrator: output-schema (${redactor.redact(outputSchema.source)}): ${native.how}`);
      }
    } finally {
      removeSetupCancel();
    }
    if (setupCancel.signal.aborted) throw new Error("the job was cancelled during the setup");
    for (const w of spec.warnings) warning(w);
    const askNote = askWarning(config);
    if (askNote) warning(askNote);
    for (const n of spec.notices) info(n);
    const user = agentUserFor(spec, config, context2);
    for (const n of user.notices) info(n);
    if (user.runAs) handOff(HANDOFF.agentUser, JSON.stringify(user.runAs.record));
    const deferring = config.maxSteers > 0 ? import("./chunks/deferred-steers-AHKVZJ5L.js").then((m) => m.takeDeferredSteers(config, context2, redactor)) : null;
    const session = await (await import("./chunks/session-AMEZU5EC.js")).planSession({
      config,
      context: context2,
      spec,
      user,
      info: (m) => info(redactor.redact(m)),
      warning: (m) => warning(redactor.redact(m)),
      redact: redactor.redact
    });
    spec = session.spec;
    const parked = config.onQuestion === "park" && context2.runner["GITHUB_EVENT_NAME"] === "issue_comment" ? await (await import("./chunks/parked-4TLSYUTY.js")).answerParked(config, context2, redactor) : null;
    if (parked !== null && spec.stdin !== null)
      spec = { ...spec, stdin: (await import("./chunks/session-AMEZU5EC.js")).toldFirst(parked.tell, spec) };
    else if (parked !== null)
      warning(
        "Narrator: this agent takes its prompt as an argument: the answer to the parked request is not told to it"
      );
    const deferred = deferring === null ? null : await deferring;
    const told = deferred === null ? null : await tellDeferred(deferred, spec);
    if (told !== null) spec = told;
    try {
      run2 = await launchAndFold(
        spec,
        config,
        logFile,
        context2,
        sinkOptions,
        calls,
        user,
        session.note,
        parked?.approved ?? null,
        told === null ? null : deferred
      );
      uploadSession = session.save(run2.summary);
      if (session.resumed && !run2.resumeRefused && run2.sinks.ledger) run2.sinks.ledger.resumed = true;
    } finally {
      if (user.runAs) {
        for (const line of user.runAs.release()) info(line);
        handOff(HANDOFF.agentUser, "");
      }
    }
  } catch (error) {
    setupFailed = redactor.redact(error.message);
    const engine = await loadEngine();
    const { dialect, fallbackDialect } = runDialect(config);
    const initial = emptySummary(dialect === "auto" ? fallbackDialect : dialect);
    const cancelled = setupCancel.signal.aborted;
    const facts = cancelled ? {} : { setupFailure: { stage: "setup", reason: setupFailed } };
    await startingSettled();
    const sinks2 = engine.openSinks({ ...sinkOptions, initial, facts });
    const fold = new engine.RunFold({ dialect, fallbackDialect, onEvent: sinks2.onEvent });
    const exit = {
      exitCode: null,
      signal: null,
      stderrTail: setupFailed,
      // Not started: the reason is the setup's own message (e.g. npm's error), not "the agent
      // printed nothing" with the last line of that message.
      stoppedBy: cancelled ? "cancelled" : "not_started",
      limitMs: null
    };
    const summary2 = fold.end(exit, Date.now());
    run2 = {
      summary: cancelled ? { ...summary2, errorMessage: `The job was cancelled before the agent started: ${setupFailed}` } : summary2,
      sinks: sinks2
    };
    if (cancelled) setupFailed = null;
  }
  const { sinks } = run2;
  const summary = outputSchema === null ? run2.summary : (await import("./chunks/output-schema-YSZNVNPR.js")).checkStructuredOutput(run2.summary, outputSchema);
  const memoryLine = (phase) => {
    if (!context2.knobs.debugTiming) return;
    const m = process.memoryUsage();
    const MiB = (n) => (n / 1048576).toFixed(0);
    info(
      `narrator-memory ${phase} rss=${MiB(m.rss)} heapUsed=${MiB(m.heapUsed)} heapTotal=${MiB(m.heapTotal)} external=${MiB(m.external)} peakRss=${(process.resourceUsage().maxRSS / 1024).toFixed(0)} callsInMemory=${summary.toolCalls.length}`
    );
  };
  memoryLine("folded");
  const logError = await logFile.close();
  if (logError) warning(`could not write the stream log ${files.logFile}: ${logError.message}`);
  const setupFailure = setupFailed === null ? null : { stage: "setup", reason: setupFailed };
  const ownVerdict = decideVerdict(summary, config.failOn, { setupFailure });
  const recordTaken = await publishIfLeg(summary, ownVerdict, config, context2, redactor, dir);
  const verdict = recordTaken === null ? ownVerdict : decideVerdict(summary, config.failOn, { setupFailure, recordTaken: redactor.redact(recordTaken) });
  await sinks.finish(summary, files, verdict);
  await uploadSession?.();
  memoryLine("views-written");
  if (summary.outcome === "cancelled" && context2.runner["GITHUB_EVENT_NAME"] === "issue_comment") {
    warning(
      "Narrator: the run was cancelled. If a newer comment started a run of the same concurrency group, the workflow cancels in progress: set cancel-in-progress: false so it waits instead (docs/ledger.md)."
    );
  }
  const traceSent = exportTrace(summary, sinks, config, context2, redactor, verdict);
  if (context2.knobs.debugTiming && sinks.finished !== null) {
    info(`narrator-timing comment-wait-ms=${sinks.finished.commentAt - sinks.finished.viewsAt}`);
  }
  if (config.uploadArtifact) {
    await uploadRunArtifact({
      files,
      env: context2.runner,
      commentKey: config.commentKey,
      leg: legLabel(config.leg),
      stepSummary: config.stepSummary,
      warning: (m) => warning(redactor.redact(m)),
      info: (m) => info(redactor.redact(m))
    });
  }
  own.close();
  await sinks.boardSettled();
  await traceSent;
  if (sinks.postStepNeedsSummary) await snapshots.flush(summary, Date.now()).catch(() => {
  });
  else await snapshots.stop();
  calls.log.close();
  handOff(HANDOFF.verdictFacts, JSON.stringify({ setupFailure, recordTaken: verdict.recordTaken }));
  handOff(HANDOFF.viewsFinished, "true");
  if (!verdict.fails) return { summary, verdict, failure: null };
  const parts = [];
  if (verdict.setupFailure !== null)
    parts.push(`Narrator could not start the agent: ${verdict.setupFailure.reason}`);
  else if (verdict.outcomeFails) parts.push(await failureReason(summary, spec, redactor));
  if (verdict.recordTaken !== null) parts.push(`publish-result: ${verdict.recordTaken}`);
  return { summary, verdict, failure: parts.join("\n") };
}
async function tellDeferred(d, spec) {
  if (d.tell === null) return spec;
  if (spec.acp !== null) return { ...spec, acp: { ...spec.acp, prompt: `${d.tell}

${spec.acp.prompt}` } };
  if (spec.stdin !== null) return { ...spec, stdin: (await import("./chunks/session-AMEZU5EC.js")).toldFirst(d.tell, spec) };
  warning(
    "Narrator: this agent takes its prompt as an argument: the deferred steers are not told to it and wait for a later run"
  );
  return null;
}
function reportNotStarted(setupFailure, context2) {
  return reportWithoutViews({ setupFailure }, setupFailure.reason, context2);
}
function reportCrash(message, context2) {
  return reportWithoutViews({ crash: message }, message, context2);
}
async function reportWithoutViews(facts, failure2, context2) {
  const verdict = decideVerdict(null, void 0, facts);
  try {
    const [{ notStartedOutputs }, { renderNotStartedSummary }, { failOnNote }] = await Promise.all([
      import("./chunks/outputs-MHWJ2F67.js"),
      import("./chunks/step-summary-PXYHMJXJ.js"),
      import("./chunks/outcome-text-L2AWQ2SG.js")
    ]);
    for (const [name, value] of Object.entries(notStartedOutputs(verdict))) setOutput(name, value);
    const note = failOnNote({ ...emptySummary(), status: "finished" }, { verdict });
    if (note) info(note.replace(/`/g, ""));
    const file = context2.runner["GITHUB_STEP_SUMMARY"];
    if (file) await appendFile(file, renderNotStartedSummary(verdict, {}));
  } catch (error) {
    warning(`Narrator: the verdict could not be written everywhere: ${error.message}`);
  }
  return { summary: null, verdict, failure: failure2 };
}
function agentUserFor(spec, config, context2) {
  const workspace = context2.runner["GITHUB_WORKSPACE"] || process.cwd();
  try {
    return prepareAgentUser({
      setting: config.agentUser,
      dropSudo: config.dropSudo,
      workspaces: [
        node_path_default.resolve(workspace),
        spec.cwd,
        ...AGENT_HOME_VARIABLES.flatMap((name) => spec.env[name] ? [node_path_default.resolve(spec.env[name])] : [])
      ],
      ownDir: narratorTempDir(context2.runner),
      tempRoot: context2.runner["RUNNER_TEMP"] || node_os_default.tmpdir(),
      programs: [spec.file],
      agent: spec.agent ?? agentOfCommand(config.command),
      // The agent's world is the workflow's: its user is prepared from the parent's environment.
      env: context2.parent
    });
  } catch (error) {
    throw new SetupError(error.message, { cause: error });
  }
}
async function exportTrace(summary, sinks, config, context2, redactor, verdict) {
  if (sinks.steps === null) return;
  try {
    const { exportRunTrace } = await import("./chunks/export-2AVQAQUL.js");
    await exportRunTrace({
      summary,
      steps: sinks.steps.steps,
      config,
      context: context2,
      redactor,
      verdict,
      warning: (m) => warning(m),
      info: (m) => info(m)
    });
  } catch (error) {
    warning(
      redactor.redact(`OpenTelemetry: the run's trace was not exported (OTLP): ${error.message}`)
    );
  }
}
function runDir(context2) {
  const prefix = `run-${context2.runner["GITHUB_ACTION"] || "local"}-${process.pid}-`;
  try {
    return createRunDir(narratorTempDir(context2.runner), prefix);
  } catch (error) {
    warning(
      `cannot create Narrator's folder under ${narratorTempDir(context2.runner)}: ${error.message}`
    );
    return createRunDir(node_path_default.join(node_os_default.tmpdir(), "narrator"), prefix);
  }
}
function sharedDir(context2) {
  const base = context2.runner["RUNNER_TEMP"] || node_os_default.tmpdir();
  mkdirSync(base, { recursive: true });
  const shared = mkdtempSync(node_path_default.join(base, "narrator-shared-"));
  chmodSync(shared, 493);
  return shared;
}
function openOwnStreamLog(own, options) {
  let fd;
  try {
    fd = own.createLog();
  } catch (error) {
    const failed = error;
    return { write: () => {
    }, close: async () => failed };
  }
  return openStreamLog(
    own.logFile,
    options,
    node_path_default.join(node_path_default.dirname(process.argv[1] ?? ""), "log-worker.js"),
    {
      fd
    }
  );
}
async function publishIfLeg(summary, verdict, config, context2, redactor, dir) {
  const [{ publishLegRecord, legPlace, legVerdict, publishesResult }, { viewContext }] = await Promise.all([
    import("./chunks/leg-record-4JLCBRFP.js"),
    import("./chunks/sinks-3B6SA5NS.js")
  ]);
  if (!publishesResult(config)) return null;
  const { failed, reason } = legVerdict(
    summary,
    verdict,
    viewContext(config, context2.runner, redactor, acpAgentLabel(config.agent))
  );
  const published = await publishLegRecord({
    summary,
    env: context2.runner,
    redactor,
    dir,
    agent: config.command === null ? config.agent : null,
    model: config.model,
    commentKey: config.commentKey,
    ...legPlace(config),
    failed,
    reason,
    startedAt: performance2.timeOrigin,
    endedAt: Date.now(),
    warning: (m) => warning(redactor.redact(m)),
    info: (m) => info(redactor.redact(m))
  });
  return published?.taken ? published.reason : null;
}
async function withMcpReasons(summary, spec) {
  const servers = summary.mcpServers;
  if (spec.agent !== "claude" || spec.acp !== null || servers === null || summary.sessionId === null)
    return summary;
  const names = servers.filter((m) => m.status !== "connected" && m.error === null).map((m) => m.name);
  if (names.length === 0) return summary;
  const { claudeMcpReasons } = await import("./chunks/claude-mcp-logs-OXVFSMFR.js");
  const reasons = claudeMcpReasons(
    spec.env["HOME"] || node_os_default.homedir(),
    summary.cwd ?? spec.cwd,
    summary.sessionId,
    names
  );
  if (reasons.size === 0) return summary;
  return {
    ...summary,
    mcpServers: servers.map((m) => ({ ...m, error: m.error ?? reasons.get(m.name) ?? null }))
  };
}
async function launchAndFold(spec, config, logFile, context2, sinkOptions, calls, user, sessionNote = null, approved = null, deferred = null) {
  const runId = globalThis.crypto.randomUUID();
  const early = new EarlyStdout();
  const earlyStderr = new EarlyStdout(EARLY_STDERR_BYTES);
  let spawnedAt = Date.now();
  let spawned = 0;
  let resumeRefused = false;
  let noteNow = sessionNote;
  let running = null;
  let restart = null;
  let conversation = null;
  const earlyAsks = [];
  const toConversation = (a) => conversation?.ask({
    requestId: a.requestId,
    tool: a.toolName,
    input: a.input,
    description: a.description,
    directory: a.blockedPath ?? spec.cwd
  });
  const agentInput = spec.converse ? new ClaudeInput({
    write: (line) => running?.input?.write(line) ?? false,
    end: () => running?.input?.end(),
    onAsk: (a) => conversation ? toConversation(a) : earlyAsks.push(a),
    onUserEcho: (text) => conversation?.echo(text),
    // Its turn is over: stdin closed so it exits (it would wait for more input otherwise).
    onResult: () => {
      conversation?.agentFinished();
      agentInput?.end();
    },
    log: (m) => info(sinkOptions.redactor.redact(`Narrator: ${m}`))
  }) : null;
  const acpRules = spec.acp !== null && config.ask.length > 0 ? parseAskRules(config.ask) : null;
  const acpWaiting = /* @__PURE__ */ new Map();
  const earlyAcpAsks = [];
  let acpAsked = 0;
  const askPermission = (req) => {
    if (acpRules === null || askedBy(acpRules, req.tool, req.input) === null) return null;
    const requestId = `acp-${++acpAsked}`;
    return new Promise((resolve) => {
      acpWaiting.set(requestId, resolve);
      const raw = {
        requestId,
        tool: req.tool,
        input: req.input,
        description: req.title,
        directory: spec.cwd
      };
      if (conversation) conversation.ask(raw);
      else earlyAcpAsks.push(raw);
    });
  };
  const acpSteerQueue = spec.acp !== null && config.maxSteers > 0 ? new AcpSteerQueue() : null;
  let acpSessionOver = false;
  const acpSteers = acpSteerQueue && {
    queue: acpSteerQueue,
    onTaken: (texts) => {
      for (const text of texts) conversation?.echo(text);
    },
    onClosed: (left, why) => {
      acpSessionOver = true;
      conversation?.agentFinished();
      for (const text of left) conversation?.undelivered(text, why);
    }
  };
  const launchOptions = {
    file: spec.file,
    args: spec.args,
    cwd: spec.cwd,
    env: { ...spec.env, [RUN_ID_VARIABLE]: runId },
    timeoutMs: config.timeoutMs,
    idleTimeoutMs: config.idleTimeoutMs,
    killGraceMs: context2.knobs.killGraceMs,
    // The runner's temp folder: emptied at the end of every job, and sized for what jobs write.
    stdoutDir: narratorTempDir(context2.runner),
    runAs: user.runAs,
    onStdout: (chunk, at) => {
      early.push(chunk, at);
      logFile.write(chunk);
      agentInput?.push(chunk);
    },
    onStderr: (chunk) => earlyStderr.push(chunk, Date.now()),
    onSpawn: (pid, at) => {
      if (pid !== void 0) {
        const record = { pid, start: processStart(pid), runId };
        handOff(HANDOFF.agent, JSON.stringify(record));
      }
      if (spawned++ > 0) return;
      spawnedAt = at;
      const ms = at - performance2.timeOrigin;
      handOff(HANDOFF.spawnMs, ms.toFixed(1));
      if (context2.knobs.debugTiming) info(`narrator-timing spawn-ms=${ms.toFixed(1)}`);
    }
  };
  const launchStdio = async () => {
    restart = await restartingAgent(spec, config, agentInput === null, launchOptions, {
      log: (m) => info(sinkOptions.redactor.redact(`Narrator: ${m}`)),
      resumed: (steers) => {
        for (const s of steers) conversation?.echo(s, "resumed with the steer");
      },
      undelivered: (steers, why) => {
        for (const s of steers) conversation?.undelivered(s, why);
      },
      finished: () => conversation?.agentFinished()
    });
    return restart ?? launchAgent({ ...launchOptions, stdin: spec.stdin, keepStdinOpen: agentInput !== null });
  };
  running = spec.acp ? (await import("./chunks/session-336JCEF2.js")).launchAcpAgent({
    ...launchOptions,
    prompt: spec.acp.prompt,
    permissionMode: spec.acp.permissionMode,
    // A recipe's mode (null: none); a `command` leaves it to the agent's name (session.ts).
    ...spec.acp.sessionMode !== void 0 ? { sessionMode: spec.acp.sessionMode } : {},
    ...spec.acp.sessionMeta ? { sessionMeta: spec.acp.sessionMeta } : {},
    ...acpRules !== null ? { askPermission } : {},
    ...acpSteers !== null ? { steers: acpSteers } : {},
    ...spec.acp.mcpServers ? { mcpServers: spec.acp.mcpServers } : {},
    ...spec.acp.resumeSessionId ? { resumeSessionId: spec.acp.resumeSessionId } : {},
    onResume: (outcome) => {
      if (outcome.resumed) return;
      resumeRefused = true;
      noteNow = contextResetNote(outcome.why);
    },
    onNotice: (line) => warning(sinkOptions.redactor.redact(line))
  }) : await launchStdio();
  if (agentInput !== null && spec.stdin !== null) running.input?.write(spec.stdin);
  const agent = running;
  const removeCancel = installCancelHandler(() => {
    info("Narrator: the job is being cancelled; stopping the agent");
    agent.stop("cancelled");
  });
  let remoteStop = null;
  try {
    const engine = await loadEngine();
    if (config.publishResult !== false) {
      void import("./chunks/leg-record-4JLCBRFP.js").then((leg) => leg.publishesResult(config) ? loadArtifactClient() : null).catch(() => {
      });
    }
    const initial = { ...emptySummary(spec.dialect === "auto" ? null : spec.dialect), model: spec.model };
    await startingSettled();
    const sinks = engine.openSinks({ ...sinkOptions, initial });
    const guard = spec.budget ? new BudgetGuard(spec.budget, (why) => {
      info(why);
      agent.stop("budget");
    }) : null;
    const mcpGuard = config.requireMcp.length > 0 ? new McpGuard(config.requireMcp, (why, at) => {
      agent.stop("mcp");
      info(why);
      if (context2.knobs.debugTiming) info(`narrator-timing mcp-stop-ms=${Date.now() - at}`);
    }) : null;
    const watched = restart?.wrap(sinks.onEvent) ?? sinks.onEvent;
    const withBudget = guard ? guard.wrap(watched) : watched;
    const fold = new engine.RunFold({
      dialect: spec.dialect,
      model: spec.model,
      fallbackDialect: spec.fallbackDialect,
      callLog: calls.log,
      callWindow: calls.window,
      onEvent: mcpGuard ? mcpGuard.wrap(withBudget) : withBudget,
      onDialectMismatch: (declared, detection) => warning(
        `the stream does not look like the '${declared}' dialect (detected: ${detection.dialect ?? "unknown"}); set the 'dialect' input if the agent is not what it seems`
      )
    });
    sinks.start();
    if (deferred !== null && sinks.ledger) {
      sinks.ledger.settledSteers.push(...deferred.settled);
      sinks.ledger.handledComments.push(...deferred.delivered);
    }
    void deferred?.react();
    early.connect((chunk, at) => fold.pushBytes(chunk, at));
    earlyStderr.connect((chunk, at) => fold.pushStderr(chunk, at));
    if (config.remoteStop) {
      remoteStop = (await import("./chunks/remote-stop-MVO7KZHR.js")).listenForStop({
        config,
        env: context2.runner,
        event: context2.event,
        redactor: sinkOptions.redactor,
        session: sinks.session(),
        liveCommentId: () => sinks.comment?.commentId ?? null,
        startedAt: spawnedAt,
        stop: (request) => agent.stop("requested", request)
      });
    }
    if (agentInput !== null || acpRules !== null || config.maxSteers > 0 || deferred !== null) {
      const { steerHash } = await import("./chunks/pending-steers-2JMBAPJ2.js");
      conversation = (await import("./chunks/converse-SSTUOO7M.js")).openConversation({
        canTakeInput: agentInput !== null || acpSteerQueue !== null || restart !== null,
        config,
        env: sinkOptions.context.runner,
        event: sinkOptions.context.event,
        redactor: sinkOptions.redactor,
        session: sinks.session(),
        startedAt: spawnedAt,
        approved,
        delivered: deferred?.entries ?? [],
        alreadyHeard: deferred === null ? [] : [...deferred.settled, ...deferred.delivered],
        onSteer: (s) => {
          const ledger = sinks.ledger;
          if (!ledger) return;
          if (!s.deferred) {
            ledger.handledComments.push(s.commentId);
            return;
          }
          const handled = ledger.handledComments.indexOf(s.commentId);
          if (handled >= 0) ledger.handledComments.splice(handled, 1);
          ledger.deferredSteers.push({ id: s.commentId, by: s.by, hash: steerHash(s.text) });
        },
        onChange: () => sinks.comment?.setTalk(conversation?.waitingSince() ?? null, conversation?.entries() ?? []),
        channel: {
          respond: (id, decision) => {
            const acpAnswer = acpWaiting.get(id);
            if (acpAnswer) {
              acpWaiting.delete(id);
              acpAnswer(decision.behavior === "allow" ? "allow" : "reject");
            } else agentInput?.respond(id, decision);
          },
          say: (text) => agentInput?.say(text) ?? acpSteerQueue?.offer(text) ?? restart?.offer(text) ?? false
        }
      });
      if (acpSessionOver) conversation.agentFinished();
      for (const a of earlyAsks.splice(0)) toConversation(a);
      for (const a of earlyAcpAsks.splice(0)) conversation.ask(a);
    }
    const exit = await agent.done;
    remoteStop?.close();
    await conversation?.close();
    if (exit.stoppedBy === "requested") {
      info(
        `Narrator: after the stop the agent ended ${exit.signal ? `on ${exit.signal}` : `with exit code ${exit.exitCode}`}`
      );
    }
    const byFold = fold.end(exit, Date.now());
    const ended = conversation?.parked() && (byFold.outcome === "success" || byFold.outcome === "incomplete") ? { ...byFold, outcome: "waiting_for_input", errorMessage: null } : byFold;
    const talked = conversation?.entries() ?? [];
    const folded = talked.length > 0 ? { ...ended, conversation: talked } : ended;
    const { estimateCost } = await import("./chunks/cost-estimate-SWIOSCLS.js");
    const estimated = await estimateCost(folded, spec.model, spec.budget?.estimate);
    if (estimated.note) info(`Narrator: ${estimated.note}`);
    const explained = await withMcpReasons(estimated.summary, spec);
    const capped = guard ? guard.verdict(explained, exit.stoppedBy === "budget") : explained;
    const summary = mcpGuard ? mcpGuard.verdict(capped, exit.stoppedBy === "mcp") : capped;
    for (const n of summary.notices) if (n.code === CAP_NOT_HELD) warning(`Narrator: ${n.message}`);
    if (noteNow === null) return { summary, sinks, resumeRefused };
    const note = { level: "info", code: "session", message: noteNow, at: spawnedAt };
    return { summary: { ...summary, notices: [note, ...summary.notices] }, sinks, resumeRefused };
  } finally {
    remoteStop?.close();
    removeCancel();
  }
}
async function restartingAgent(spec, config, noInput, launchOptions, hooks) {
  if (!noInput || config.maxSteers === 0 || spec.acp !== null || spec.agent === null) return null;
  const { resumeFactsFor } = await import("./chunks/agents-7ZO5H45N.js");
  const facts = resumeFactsFor(spec.agent);
  if (facts === null) return null;
  const { RestartingAgent } = await import("./chunks/restart-steer-FZ6BLKYL.js");
  const agent = new RestartingAgent({
    args: spec.args,
    stdin: spec.stdin,
    resumeArgs: (args, id) => facts.resumeArgs(facts.withoutResume(args), id),
    timeoutMs: launchOptions.timeoutMs,
    maxRestarts: config.maxSteers,
    // opencode run prints a tool call once, when it has finished.
    callsSeenOpen: spec.agent !== "opencode",
    onStdout: launchOptions.onStdout,
    start: (o) => launchAgent({
      ...launchOptions,
      args: o.args,
      stdin: o.stdin,
      timeoutMs: o.timeoutMs,
      onStdout: (chunk, at) => agent.stdout(chunk, at)
    }),
    ...hooks
  });
  return agent;
}

// src/context/proxy.ts
function runnerProxy(runner) {
  const out = {};
  for (const name of ["HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY"]) {
    const value = runner[name];
    if (value !== void 0) out[name] = value;
  }
  return out;
}
async function useRunnerProxy(runner) {
  const proxy = runnerProxy(runner);
  if (proxy["HTTPS_PROXY"] === void 0 && proxy["HTTP_PROXY"] === void 0) return null;
  const http = await import("node:http");
  const setGlobalProxyFromEnv = http.setGlobalProxyFromEnv;
  return typeof setGlobalProxyFromEnv === "function" ? setGlobalProxyFromEnv(proxy) : null;
}

// src/context/knobs.ts
var DEFAULT_KILL_GRACE_MS = 5e3;
var DEFAULT_GITHUB_TIMEOUT_MS = 6e4;
var DEFAULT_COMMENT_FINAL_TIMEOUT_MS = 3e4;
var DEFAULT_BOARD_FINAL_TIMEOUT_MS = 6e4;
var DEFAULT_COMMENT_HEARTBEAT_MS = 3e4;
var DEFAULT_SNAPSHOT_INTERVAL_MS = 2e3;
function knobNumber(env, name) {
  const raw = env[name];
  const value = Number(raw);
  return raw !== void 0 && raw.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : void 0;
}
function readKnobs(env) {
  const scale = knobNumber(env, "NARRATOR_CLOCK_SCALE");
  const origin = knobNumber(env, "NARRATOR_CLOCK_ORIGIN");
  const finalTimeout = knobNumber(env, "NARRATOR_COMMENT_FINAL_TIMEOUT_MS");
  return {
    killGraceMs: knobNumber(env, "NARRATOR_KILL_GRACE_MS") ?? DEFAULT_KILL_GRACE_MS,
    githubTimeoutMs: knobNumber(env, "NARRATOR_GITHUB_TIMEOUT_MS") || DEFAULT_GITHUB_TIMEOUT_MS,
    githubBackoffMs: knobNumber(env, "NARRATOR_GITHUB_BACKOFF_MS"),
    clock: scale === void 0 || scale <= 0 || scale === 1 || origin === void 0 ? null : { scale, origin },
    commentFinalTimeoutMs: finalTimeout ?? DEFAULT_COMMENT_FINAL_TIMEOUT_MS,
    boardFinalTimeoutMs: finalTimeout ?? DEFAULT_BOARD_FINAL_TIMEOUT_MS,
    commentHeartbeatMs: knobNumber(env, "NARRATOR_COMMENT_HEARTBEAT_MS") ?? DEFAULT_COMMENT_HEARTBEAT_MS,
    callWindow: knobNumber(env, "NARRATOR_CALL_WINDOW"),
    snapshotIntervalMs: knobNumber(env, "NARRATOR_SNAPSHOT_INTERVAL_MS") ?? DEFAULT_SNAPSHOT_INTERVAL_MS,
    debugTiming: env["NARRATOR_DEBUG_TIMING"] === "1",
    ledger: env["NARRATOR_LEDGER"] !== "off",
    ledgerSettleMs: knobNumber(env, "NARRATOR_LEDGER_SETTLE_MS")
  };
}

// src/context/runner-env.ts
var RUNNER_VARIABLES = [
  "GITHUB_ACTIONS",
  "GITHUB_ACTION",
  "GITHUB_ACTOR",
  // Who started this attempt (a re-run's actor), for the ledger's row.
  "GITHUB_TRIGGERING_ACTOR",
  // The REST API of github.com or a GHES server. No GITHUB_GRAPHQL_URL: Octokit derives GHES's
  // /api/graphql from its /api/v3 base URL itself.
  "GITHUB_API_URL",
  "GITHUB_SERVER_URL",
  "GITHUB_REPOSITORY",
  "GITHUB_EVENT_NAME",
  "GITHUB_EVENT_PATH",
  "GITHUB_WORKFLOW",
  // The workflow file and ref (the ledger reads its concurrency group from the checked-out file).
  "GITHUB_WORKFLOW_REF",
  "GITHUB_JOB",
  "GITHUB_RUN_ID",
  "GITHUB_RUN_ATTEMPT",
  "GITHUB_SHA",
  "GITHUB_WORKSPACE",
  "GITHUB_STEP_SUMMARY",
  /** The token a workflow put in the step's env (the `github-token` input is read first). */
  "GITHUB_TOKEN",
  "RUNNER_NAME",
  "RUNNER_TEMP",
  "RUNNER_TOOL_CACHE",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  // The proxy of a self-hosted runner, as the runner and @actions/http-client spell it.
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY"
];
function readRunnerEnv(env) {
  const out = {};
  for (const name of RUNNER_VARIABLES) {
    const value = env[name] ?? (name.endsWith("PROXY") ? env[name.toLowerCase()] : void 0);
    out[name] = value === "" ? void 0 : value;
  }
  return Object.freeze(out);
}

// src/context/run-context.ts
function readRunContext(env) {
  const runner = readRunnerEnv(env);
  return Object.freeze({
    runner,
    event: readRunEvent(runner["GITHUB_EVENT_PATH"]),
    knobs: Object.freeze(readKnobs(env)),
    parent: Object.freeze({ ...env }),
    otel: Object.freeze(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("OTEL_"))))
  });
}

// src/main.ts
var context = readRunContext(process.env);
await useRunnerProxy(context.runner);
var failure;
try {
  const refusal = await refuseUnauthorized(context);
  ({ failure } = refusal === null ? await runAction(context, await judgeRepositoryConfig(context)) : await reportNotStarted({ stage: "gate", reason: refusal.failure }, context));
} catch (error) {
  failure = patternRedactor.redact(`Narrator crashed: ${error.stack ?? String(error)}`);
  await reportCrash(failure, context);
}
await acknowledgementsSettled();
if (failure) setFailed(failure);
flushLog();
process.exit();
