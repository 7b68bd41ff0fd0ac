const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  estimateCost
} from "./chunk-IBN2ZT72.js";
import {
  CAP_NOT_HELD
} from "./chunk-VRBE4ZM7.js";
import {
  SCHEMA_CHECK_FAILED
} from "./chunk-VEUXDD44.js";
import {
  ALL_DENIED_WORDS,
  NOT_A_STREAM,
  RunFold
} from "./chunk-GKR265CW.js";
import {
  decideVerdict,
  identity,
  verdictOf
} from "./chunk-F66BOU42.js";
import {
  ownValue
} from "./chunk-GAGLHUON.js";
import {
  AGENT_FACTS,
  factTable
} from "./chunk-VVJO45ST.js";

// src/run/calls.ts
function callTotal(s) {
  return s.earlierCalls.count + s.toolCalls.length;
}
function callNumber(s, i) {
  return s.earlierCalls.count + i + 1;
}
function callCounts(s) {
  const c = { ...s.earlierCalls.counts, total: callTotal(s) };
  for (const call of s.toolCalls) c[call.status]++;
  return c;
}
function callNameCounts(s) {
  const byName = new Map(s.earlierCalls.names);
  for (const call of s.toolCalls) byName.set(call.name, (byName.get(call.name) ?? 0) + 1);
  return byName;
}
function firstCalls(s, n) {
  const e = s.earlierCalls;
  if (e.count === 0) return s.toolCalls.slice(0, n);
  const head = e.head.slice(0, n);
  return head.length < n && head.length === e.count ? head.concat(s.toolCalls.slice(0, n - head.length)) : head;
}
function lastFailedCalls(s, n) {
  const out = [];
  for (const f of s.earlierCalls.failed) if (f.call.outputPreview) out.push([f.call, f.n]);
  s.toolCalls.forEach((call, i) => {
    if (call.status !== "ok" && call.status !== "pending" && call.outputPreview)
      out.push([call, callNumber(s, i)]);
  });
  return out.slice(-n);
}

// src/report/bidi.ts
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var HAS_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
function revealBidi(s) {
  if (!HAS_BIDI_CONTROL.test(s)) return s;
  return s.replace(BIDI_CONTROLS, (c) => `\u2039U+${c.charCodeAt(0).toString(16).toUpperCase()}\u203A`);
}

// src/report/call-index.ts
var CallIndex = class {
  #first = /* @__PURE__ */ new Map();
  #indexed = 0;
  /** The index of the first call with `id` in `calls`, or -1. */
  indexOf(calls, id) {
    if (calls.length < this.#indexed) this.#reset();
    this.#catchUp(calls);
    const i = this.#first.get(id);
    if (i === void 0) return -1;
    if (calls[i].id === id) return i;
    this.#reset();
    this.#catchUp(calls);
    return this.#first.get(id) ?? -1;
  }
  #catchUp(calls) {
    const first = this.#first;
    for (let i = this.#indexed; i < calls.length; i++) {
      const id = calls[i].id;
      if (!first.has(id)) first.set(id, i);
    }
    this.#indexed = calls.length;
  }
  #reset() {
    this.#first = /* @__PURE__ */ new Map();
    this.#indexed = 0;
  }
};
function callIndexOf(summary, id, index) {
  if (index !== void 0) return index.indexOf(summary.toolCalls, id);
  return summary.toolCalls.findIndex((c) => c.id === id);
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
  const info = lang.replace(/[^A-Za-z0-9_+-]/g, "");
  return `${fence}${info}
${body}${fence}`;
}
function details(summary, body, open = false) {
  return `<details${open ? " open" : ""}><summary>${summary}</summary>

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
  return escapeHtml(neutralize(one)).replace(/\|/g, "\\|");
}
function inlineText(s, max = 200) {
  return tableCell(s, max);
}
function breakTags(s) {
  return s.replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`);
}
function neutralize(s) {
  return revealBidi(neutralizeDiagrams(neutralizeImages(neutralizeMentions(breakTags(breakEntities(s))))));
}
function breakEntities(s) {
  return s.replace(/&(?=[#A-Za-z])/g, `&${ZWSP}`);
}
function neutralizeImages(s) {
  return s.replace(/!\[/g, `!${ZWSP}[`);
}
var DRAWN_LANGUAGES = /^\s*(?:mermaid|geojson|topojson|stl)/i;
function neutralizeDiagrams(s) {
  if (!s.includes("``") && !s.includes("~~")) return s;
  return s.replace(
    /(`{3,}|~{3,})([ \t]*)([^`\r\n]*)/g,
    (all, fence, gap, info) => DRAWN_LANGUAGES.test(decodeInfo(info)) ? `${fence}${gap}${ZWSP}${info}` : all
  );
}
function decodeInfo(info) {
  return info.replace(/&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g, (all, hex, dec) => {
    const code = hex !== void 0 ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 1114111 ? String.fromCodePoint(code) : all;
  }).replace(/\\([!-/:-@[-`{-~])/g, "$1");
}
function safeMarkdown(md) {
  return blockquote(closeOpenFences(neutralize(md.replace(/\r\n?/g, "\n"))));
}
function closeOpenFences(md) {
  let fence = null;
  for (const line of md.split("\n")) {
    const m = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))(.*)$/.exec(line);
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

// src/report/format.ts
function formatDuration(ms) {
  if (ms === null || ms === void 0 || !Number.isFinite(ms) || ms < 0) return "n/a";
  if (ms < 100) return `${Math.round(ms)} ms`;
  if (ms < 1e4) return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
  const totalSeconds = Math.round(ms / 1e3);
  if (totalSeconds < 60) return `${totalSeconds} s`;
  const totalMinutes = Math.floor(totalSeconds / 60);
  if (totalMinutes < 60) return `${totalMinutes}m ${String(totalSeconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(totalMinutes / 60)}h ${String(totalMinutes % 60).padStart(2, "0")}m`;
}
function unbroken(text) {
  return text.replaceAll(" ", "\xA0");
}
function formatTokens(n) {
  if (n === null || n === void 0 || !Number.isFinite(n)) return "n/a";
  if (n < 1e3) return String(Math.round(n));
  if (n < 999950) return `${(n / 1e3).toFixed(1)}k`;
  return `${(n / 1e6).toFixed(2)}M`;
}
function formatCost(usd) {
  if (usd === null || usd === void 0 || !Number.isFinite(usd)) return "n/a";
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}
function costText(s) {
  if (s.costUsd !== null) return formatCost(s.costUsd);
  if (s.estimatedCostUsd != null && Number.isFinite(s.estimatedCostUsd))
    return `\u2248 ${formatCost(s.estimatedCostUsd)} (est.)`;
  return null;
}
function formatCount(n) {
  return n === null || n === void 0 ? "n/a" : String(n);
}
var OUTCOME_SYMBOL = {
  success: "\u2705",
  error: "\u274C",
  max_turns: "\u{1F501}",
  budget_exceeded: "\u{1F4B8}",
  max_tokens: "\u2702",
  cancelled: "\u23F9",
  timed_out: "\u23F1",
  incomplete: "\u{1F6A7}",
  waiting_for_input: "\u23F8"
};
var RUNNING_SYMBOL = "\u{1F504}";
function statusSymbol(summary) {
  if (summary.status === "running" || summary.outcome === null) return RUNNING_SYMBOL;
  return OUTCOME_SYMBOL[summary.outcome];
}
var OUTCOME_PHRASE = {
  success: "finished",
  error: "stopped with an error",
  max_turns: "reached max turns",
  budget_exceeded: "exceeded its budget",
  max_tokens: "was cut off at max tokens",
  cancelled: "was cancelled",
  timed_out: "timed out",
  incomplete: "stopped with work unfinished",
  waiting_for_input: "is waiting for a maintainer"
};
function outcomePhrase(summary) {
  if (summary.status === "running" || summary.outcome === null) return "is working";
  return OUTCOME_PHRASE[summary.outcome];
}
function agentLabel(dialect) {
  return dialect ? AGENT_FACTS[dialect].label : "The agent";
}
var FIELD_BY_TOOL = {
  bash: ["command", "cmd"],
  shell: ["command", "cmd"],
  run_shell_command: ["command"],
  read: ["file_path", "filePath", "path"],
  read_file: ["file_path", "absolute_path", "path"],
  edit: ["file_path", "filePath", "path"],
  multiedit: ["file_path", "filePath"],
  write: ["file_path", "filePath", "path"],
  write_file: ["file_path", "path"],
  replace: ["file_path", "path"],
  notebookedit: ["notebook_path"],
  grep: ["pattern", "query"],
  search_file_content: ["pattern"],
  grep_search: ["pattern"],
  glob: ["pattern"],
  ls: ["path"],
  list_directory: ["path"],
  task: ["description", "prompt"],
  agent: ["description", "prompt"],
  webfetch: ["url"],
  web_fetch: ["url", "prompt"],
  websearch: ["query"],
  web_search: ["query"],
  google_web_search: ["query"],
  todowrite: []
};
var GENERIC_FIELDS = [
  "command",
  "cmd",
  "file_path",
  "filePath",
  "path",
  "pattern",
  "query",
  "url",
  "description"
];
var PATH_FIELDS = /* @__PURE__ */ new Set(["file_path", "filePath", "path", "absolute_path", "notebook_path"]);
function relativeToCwd(p, cwd) {
  if (!cwd) return p;
  const base = cwd.endsWith("/") ? cwd : `${cwd}/`;
  return p.startsWith(base) && p.length > base.length ? p.slice(base.length) : p;
}
function shortToolInput(name, input, max = 80, redact = (s) => s, cwd = null) {
  if (typeof input === "string") return oneLine(redact(input), max);
  if (input === null || typeof input !== "object" || Array.isArray(input)) return "";
  const record = input;
  const key = name.toLowerCase();
  const known = ownValue(FIELD_BY_TOOL, key) ?? ownValue(FIELD_BY_TOOL, key.replace(/^mcp__.*__/, ""));
  if (key === "todowrite" && Array.isArray(record["todos"])) return `${record["todos"].length} todos`;
  for (const field of known ?? GENERIC_FIELDS) {
    const v = record[field];
    if (typeof v === "string" && v.trim()) {
      const shown = PATH_FIELDS.has(field) ? relativeToCwd(v, cwd) : field === "command" ? unwrapShell(v) : v;
      return oneLine(redact(shown), max);
    }
  }
  for (const v of Object.values(record))
    if (typeof v === "string" && v.trim()) return oneLine(redact(v), max);
  return "";
}
function unwrapShell(command) {
  const m = /^\s*(?:\/usr)?(?:\/bin\/)?(?:ba|z)?sh -l?c (.*)$/s.exec(command);
  if (!m) return command;
  const rest = m[1].trim();
  if (/^'[^']*'$/.test(rest)) return rest.slice(1, -1);
  if (/^"(?:[^"\\]|\\.)*"$/s.test(rest)) return rest.slice(1, -1).replace(/\\([\\"$`])/g, "$1");
  return command;
}
function toolDescription(call) {
  if (call.input === null || typeof call.input !== "object") return null;
  const d = call.input["description"];
  const name = call.name.toLowerCase();
  if (typeof d !== "string" || !d.trim() || name === "task" || name === "agent") return null;
  return d.trim();
}
function oneLine(s, max) {
  return truncate(
    s.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
}
function toolResultWord(call) {
  switch (call.status) {
    case "ok":
      return "ok";
    case "error":
      return call.exitCode !== null && call.exitCode !== 0 ? `error (exit ${call.exitCode})` : "error";
    case "denied":
      return "denied";
    default:
      return "running";
  }
}
function retryCount(s) {
  const n = s.retries.length;
  if (s.retriesKnown) return String(n);
  return n > 0 ? `at least ${n}` : "unknown";
}
function formatRetry(r) {
  const what = retryCause(r.category, r.httpStatus);
  const status = r.httpStatus !== null ? ` (${r.httpStatus})` : "";
  const n = r.attempt !== null ? ` ${r.attempt}${r.maxRetries !== null ? `/${r.maxRetries}` : ""}` : "";
  const delay = r.delayMs !== null ? ` in ${formatDuration(r.delayMs)}` : "";
  return `${what}${status}, retry${n}${delay}`;
}
function retryCause(category, status) {
  const c = (category ?? "").toLowerCase();
  if (c.includes("overload") || status === 529) return "API overloaded";
  if (c.includes("rate") || status === 429) return "API rate limited";
  if (c.includes("auth") || status === 401 || status === 403) return "API authentication failed";
  if (c.includes("connect") || c.includes("network")) return "API connection failed";
  if (status !== null && status >= 500) return "API server error";
  return "API error";
}
function elapsedMs(summary, now) {
  if (summary.status === "finished") return summary.durationMs;
  if (summary.startedAt === null) return null;
  const end = now !== void 0 && now >= summary.startedAt ? now : summary.lastEventAt ?? summary.startedAt;
  return end - summary.startedAt;
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function allowRules(dialect, tool, input, cwd = null) {
  if (dialect !== "claude-code") return null;
  const fields = input !== null && typeof input === "object" ? input : {};
  if (tool === "Bash" && typeof fields["command"] === "string") {
    const rules = [];
    for (const part of fields["command"].split(/&&|\|\||[;|\n]/)) {
      const words = part.trim().split(/\s+/);
      if (words[0] === void 0 || words[0] === "") continue;
      const prefix = words.length > 1 && /^[a-z][a-z0-9-]*$/.test(words[1]) ? `${words[0]} ${words[1]}` : words[0];
      const rule = `Bash(${prefix}:*)`;
      if (!rules.includes(rule)) rules.push(rule);
    }
    return rules.length > 0 ? rules : ["Bash"];
  }
  const path = fields["file_path"] ?? fields["notebook_path"];
  if (typeof path === "string" && path !== "") {
    const relative = relativeToCwd(path, cwd);
    const name = FILE_EDIT_TOOLS.has(tool) ? "Edit" : tool;
    return [`${name}(${relative.startsWith("/") ? `/${relative}` : relative})`];
  }
  return [tool];
}
var FILE_EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function allowRule(dialect, tool, input, cwd = null) {
  return allowRules(dialect, tool, input, cwd)?.join(", ") ?? null;
}

// src/report/denied-calls.ts
var DENIED_SHOWN = 10;
var TOOL_CHARS = 60;
var WHAT_CHARS = 120;
var RULE_CHARS = 200;
var LINE_RULES = 20;
function deniedCalls(s, redact, max = DENIED_SHOWN) {
  const r = (text) => revealBidi(redact(text));
  const found = collect(s);
  const total = Math.max(found.length, callCounts(s).denied, s.permissionDenials.length);
  if (total === 0) return null;
  const onPr = found.map((d) => decidedOnPr(d, s.conversation));
  const shown = found.slice(0, Math.max(0, max)).map((d, i) => {
    const asked = onPr[i] ?? null;
    const rule = asked === null ? allowRule(s.dialect, d.tool, d.input, s.cwd) : null;
    return {
      tool: oneLine(r(d.tool), TOOL_CHARS),
      what: shortToolInput(d.tool, d.input, WHAT_CHARS, r, s.cwd),
      rule: rule === null ? null : oneLine(r(rule), RULE_CHARS),
      onPr: asked === null ? null : oneLine(r(asked), RULE_CHARS)
    };
  });
  const rules = [];
  for (const [i, d] of found.entries()) {
    if (onPr[i] !== null) continue;
    const rule = allowRule(s.dialect, d.tool, d.input, s.cwd);
    if (rule === null) continue;
    for (const one of splitRules(rule)) {
      const text = oneLine(r(one), RULE_CHARS);
      if (!rules.includes(text)) rules.push(text);
    }
    if (rules.length >= LINE_RULES) break;
  }
  return {
    total,
    shown,
    more: total - shown.length,
    copyLine: rules.length > 0 ? `allowed-tools: ${yamlQuoted(rules.slice(0, LINE_RULES).join(", "))}` : null,
    how: onPr.every((a) => a !== null) ? ASKED_ON_PR : howToAllow(s.dialect)
  };
}
var ASKED_ON_PR = "Each was asked on the pull request under the `ask` input, not refused by an allow-list: its card is where it is answered.";
function decidedOnPr(d, talk) {
  if (!talk || talk.length === 0) return null;
  const argument = askedArgument(d.input);
  let asked = null;
  for (const e of talk) {
    if (e.kind === "asked" && e.tool === d.tool && e.label !== null && (e.text ?? null) === argument)
      asked = e;
  }
  if (asked === null) return null;
  const label = asked.label;
  const end = talk.find(
    (e) => e.label === label && (e.kind === "denied" || e.kind === "timed_out" || e.kind === "allowed")
  );
  if (end?.kind === "denied") return `denied on the PR (${label}${end.by ? `, by @${end.by}` : ""})`;
  if (end?.kind === "timed_out") return `denied on the PR (${label}: no maintainer answered in time)`;
  if (asked.message?.includes("parked")) return `parked as ${label}: answer on its card`;
  return `asked on the PR as ${label}`;
}
function askedArgument(input) {
  if (typeof input !== "object" || input === null) return null;
  const o = input;
  for (const key of ["command", "file_path", "notebook_path", "path", "url", "pattern", "query"]) {
    const v = Object.hasOwn(o, key) ? o[key] : void 0;
    if (typeof v === "string") return v.slice(0, 4e3);
  }
  return null;
}
function deniedMarkdown(d) {
  const lines = d.shown.map((c) => {
    const call = c.what === "" ? inlineCode(c.tool) : `${inlineCode(c.tool)} ${inlineCode(c.what)}`;
    return `- ${call}${c.onPr !== null ? ` \u2014 ${inlineText(c.onPr, RULE_CHARS)}` : c.rule === null ? "" : ` \u2014 allow with ${inlineCode(c.rule)}`}`;
  });
  if (d.more > 0) lines.push(`- *\u2026and ${d.more} more*`);
  const how = d.copyLine === null ? d.how : `${d.how} Paste into the step's \`with:\`:`;
  return [lines.join("\n"), how, ...d.copyLine === null ? [] : [codeFence(d.copyLine, "yaml")]].join(
    "\n\n"
  );
}
function howToAllow(dialect) {
  switch (dialect) {
    case "claude-code":
      return "Allow them with Narrator's `allowed-tools` input (Claude Code's `--allowedTools` rules), or widen `permission-mode`.";
    case "codex":
      return "Codex has no allow-list of tools: its sandbox decides. `permission-mode: acceptEdits` (sandbox workspace-write) lets it write in the workspace; `bypassPermissions` lifts the sandbox.";
    case "gemini":
      return "Gemini CLI takes no `allowed-tools` from Narrator (its own `--allowed-tools` is deprecated): `permission-mode: acceptEdits` allows edits, `bypassPermissions` shell commands too, or pass a policy file through `args` (`--policy`).";
    case "opencode":
      return "opencode decides by its permission rules: `permission` in a trusted opencode.json, or `permission-mode` (`acceptEdits` allows edits, `bypassPermissions` approves what it would ask about).";
    case "acp":
      return "Over ACP Narrator answers each permission request from `permission-mode`: `acceptEdits` allows reading, editing and searching inside the workspace, `bypassPermissions` everything; there is no per-tool allow-list.";
    default:
      return "This agent has no allow-list Narrator can set: see its own documentation for what it may run.";
  }
}
function collect(s) {
  const ids = /* @__PURE__ */ new Set();
  const out = [];
  for (const d of s.permissionDenials) {
    if (d.toolUseId !== null) {
      if (ids.has(d.toolUseId)) continue;
      ids.add(d.toolUseId);
    }
    out.push({ tool: d.tool, input: d.input });
  }
  const calls = [...s.earlierCalls.failed.map((f) => f.call), ...s.toolCalls];
  for (const c of calls) {
    if (c.status !== "denied" || ids.has(c.id)) continue;
    ids.add(c.id);
    out.push({ tool: c.name, input: c.input });
  }
  return out;
}
function splitRules(rule) {
  return rule.split(/, (?=[A-Za-z_][\w-]*(?:\(|$))/);
}
function yamlQuoted(s) {
  return `'${truncate(s, 2e3).replace(/'/g, "''")}'`;
}

// src/run/failure-kind.ts
var KEY_VARIABLE = factTable("keyVariable");
var AUTH = /\b401\b|\b403\b|unauthori[sz]ed|forbidden|invalid[ _-]?(x-)?api[ _-]?key|api key not valid|incorrect api key|API_KEY_INVALID|authentication (failed|required|error)|not logged in|please run \/login|could not resolve authentication|(ANTHROPIC|OPENAI|CODEX|GEMINI|CURSOR)_API_KEY (is not set|environment variable)|must specify the GEMINI_API_KEY|no credentials|OAuth token (has )?expired/i;
var QUOTA = /usage limit reached|billing|quota (exceeded|exhausted)|exhausted your (daily |monthly )?quota|insufficient[_ ]quota|credit balance|spending (cap|limit) reached/i;
function quotaUsedUp(text) {
  if (QUOTA.test(text)) return true;
  const at = text.search(/RESOURCE_EXHAUSTED/i);
  return at !== -1 && /daily|monthly|per day/i.test(text.slice(at));
}
var RATE = /\b429\b|rate[ _-]?limit|too many requests|RESOURCE_EXHAUSTED|slow down/i;
var OVERLOADED = /\b529\b|overloaded|high demand|capacity/i;
var SERVER = /\b5\d\d\b|internal (server )?error|server[_ ]error|\bapi_error\b|API Error:|bad gateway|service unavailable|gateway timeout|terminated|connection (lost|reset|closed|refused)|ECONNRESET|ETIMEDOUT|socket hang up|stream (disconnected|dropped|closed)|network error|Reconnecting/i;
var BAD_REQUEST = /\b400\b|invalid_request|bad request/i;
var NOT_FOUND = /\b404\b|not_found_error|does not exist|model not found|model_not_found|unknown model|issue with the selected model/i;
var TOO_LARGE = /\b413\b|request too large|request_too_large|payload too large|request exceeds the maximum size/i;
var STATUS_IN_TEXT = /(?:API Error:?|unexpected status|status(?: code)?:?|HTTP)[ ]{0,3}([45]\d\d)\b|"(?:status|code)":[ ]{0,3}([45]\d\d)\b/i;
function statusInText(text) {
  const m = STATUS_IN_TEXT.exec(text);
  const code = m?.[1] ?? m?.[2];
  return code === void 0 ? null : Number(code);
}
var HTTP_STATUS_TABLE = [
  {
    status: (c) => c === 401 || c === 403,
    words: AUTH,
    kind: "auth",
    retryable: false,
    advice: ({ variable }) => `the API key was rejected or missing: set ${variable} in the step's env from a secret`
  },
  {
    status: (c) => c === 429,
    words: RATE,
    kind: "rate_limit",
    retryable: true,
    advice: ({ after }) => `the provider rate-limited the run${after}: re-run later`
  },
  {
    status: (c) => c === 529,
    words: OVERLOADED,
    kind: "provider_error",
    retryable: true,
    advice: ({ after }) => `the provider was overloaded${after}: re-run later`
  },
  {
    status: (c) => c === 400,
    words: BAD_REQUEST,
    kind: "provider_error",
    retryable: false,
    advice: () => "the provider refused the request as invalid (HTTP 400): check the model name and the agent\u2019s settings; re-running will not help"
  },
  {
    status: (c) => c === 404,
    words: NOT_FOUND,
    kind: "provider_error",
    retryable: false,
    advice: () => "the provider does not know the model or endpoint (HTTP 404): check the model name and the base URL"
  },
  {
    status: (c) => c === 413,
    words: TOO_LARGE,
    kind: "provider_error",
    retryable: false,
    advice: () => "the request was too large for the provider (HTTP 413): shorten the prompt or the context"
  },
  {
    status: (c) => c >= 500,
    words: SERVER,
    kind: "provider_error",
    retryable: true,
    advice: ({ code, after }) => `the provider failed${code !== null && code >= 500 ? ` (HTTP ${code})` : ""}${after}: re-run later`
  }
];
var OUTPUT_LIMIT = /output token (maximum|limit)|max_output_tokens/i;
var SCHEMA = /structured[ _]output|json[ -]?schema|does not match the schema|schema validation/i;
var PERMISSION = /not allowed|permission (denied|requested|required)|requires approval|auto-rejecting|blocked by (the )?(read-only )?sandbox|writing is blocked|was denied/i;
var MCP_NOT_STARTED = /^The MCP servers? .{1,2000}? did not start/;
var STARTUP = /requires --verbose|not running in a trusted dir|cannot be used with root|unknown (option|argument)|unexpected argument|command not found|ENOENT|EACCES|could not be started|was not found/i;
var CRASH = /\bTypeError\b|\bReferenceError\b|\bRangeError\b|unhandled|uncaught|panicked|segmentation fault|stack trace/i;
var FRAME_END = /:\d+:\d+\)\s*$/;
function crashed(stderr) {
  if (CRASH.test(stderr)) return true;
  return stderr.split("\n").some((line) => {
    const t = line.trimStart();
    return t.startsWith("at ") && t.includes("(") && FRAME_END.test(t);
  });
}
function retriesText(count) {
  return count === 1 ? "1 retry" : `${count} retries`;
}
function allowWith(dialect) {
  if (dialect === "claude-code" || dialect === null) return "allowed-tools or permission-mode";
  if (dialect === "cursor" || dialect === "caliban") return "the agent's own settings";
  return "permission-mode (this agent takes no allowed-tools)";
}
function classifyFailure(s) {
  if (s.status !== "finished" || s.outcome === null || s.outcome === "success") return null;
  const text = [s.errorMessage, s.subtype, s.terminalReason].filter(Boolean).join("\n");
  const all = `${text}
${s.stderrTail ?? ""}`;
  const statuses = s.retries.map((r) => r.httpStatus).filter((x) => x !== null);
  const lastStatus = statuses.at(-1) ?? null;
  const tries = s.retries.length;
  const after = tries > 0 ? ` after ${retriesText(tries)}` : "";
  switch (s.outcome) {
    case "timed_out":
      return {
        kind: "timeout",
        retryable: false,
        advice: "Narrator's time limit stopped the agent: raise timeout-minutes or idle-timeout-minutes, or narrow the task"
      };
    case "cancelled":
      return {
        kind: "cancelled",
        retryable: false,
        advice: "the run was cancelled: re-run it if that was not intended"
      };
    case "budget_exceeded":
      return {
        kind: "budget",
        retryable: false,
        advice: "a spending cap stopped the run: raise max-budget-usd, max-total-tokens or max-tool-calls, or narrow the task"
      };
    case "max_turns":
      return {
        kind: "turns",
        retryable: false,
        advice: "the agent used all its turns: raise max-turns or narrow the task"
      };
    case "max_tokens":
      return {
        kind: "output_limit",
        retryable: false,
        advice: "the answer hit the model's output token limit: ask for a shorter answer or raise the model's output limit"
      };
    case "waiting_for_input":
      return {
        kind: "waiting_for_input",
        retryable: false,
        advice: "the agent asked a maintainer and the run parked (on-question: park): answer on the card on the pull request; the answer starts the next run"
      };
    case "incomplete":
      if (ALL_DENIED_WORDS.some((w) => s.errorMessage?.includes(`but ${w} (`)))
        return {
          kind: "permission",
          retryable: false,
          advice: `every call the agent made was refused: allow what it needs with ${allowWith(s.dialect)} (the denied calls say how, for this agent), or remove incomplete from fail-on`
        };
      return {
        kind: "incomplete",
        retryable: true,
        advice: "the agent said it succeeded but left work unfinished: re-run it, or split the task (remove incomplete from fail-on to accept such runs)"
      };
    default:
      break;
  }
  if (MCP_NOT_STARTED.test(s.errorMessage ?? "")) {
    return {
      kind: "startup",
      retryable: false,
      advice: "a required MCP server did not start: fix its command or configuration (the server's own log says why; Claude Code keeps it under ~/.cache/claude-cli-nodejs/), or remove it from require-mcp"
    };
  }
  if (OUTPUT_LIMIT.test(text)) {
    return {
      kind: "output_limit",
      retryable: false,
      advice: "the answer hit the model's output token limit: ask for a shorter answer or raise the limit (Claude Code: CLAUDE_CODE_MAX_OUTPUT_TOKENS)"
    };
  }
  if (SCHEMA.test(text)) {
    return {
      kind: "schema",
      retryable: true,
      advice: "the answer did not match the output schema: re-run, or loosen the schema or the prompt"
    };
  }
  const variable = s.dialect ? KEY_VARIABLE[s.dialect] : "the API key variable the agent reads";
  const verdictOf2 = (row, code2) => ({
    kind: row.kind,
    retryable: row.retryable,
    advice: row.advice({ code: code2, after, variable })
  });
  const authRow = HTTP_STATUS_TABLE[0];
  if (statuses.some((c) => authRow.status(c)) || AUTH.test(all) || s.dialect === "gemini" && s.exitCode === 41) {
    return verdictOf2(authRow, null);
  }
  if (quotaUsedUp(all)) {
    return {
      kind: "rate_limit",
      retryable: false,
      advice: "the account\u2019s quota or usage limit is used up: raise it or wait for it to reset"
    };
  }
  const code = statusInText(text) ?? lastStatus;
  const byStatus = code === null ? void 0 : HTTP_STATUS_TABLE.find((row) => row.status(code));
  if (byStatus) return verdictOf2(byStatus, code);
  if (RATE.test(all)) return verdictOf2(HTTP_STATUS_TABLE[1], null);
  if (s.retries.some((r) => r.category === "overloaded")) return verdictOf2(HTTP_STATUS_TABLE[2], null);
  const byWords = HTTP_STATUS_TABLE.find((row) => row.words.test(text));
  if (byWords) return verdictOf2(byWords, null);
  if (s.terminalReason === "api_error" && tries > 0) return verdictOf2(HTTP_STATUS_TABLE.at(-1), null);
  if (PERMISSION.test(text) || s.permissionDenials.length > 0 && s.outcomeSource === "terminal_frame") {
    return {
      kind: "permission",
      retryable: false,
      advice: `a tool the agent needed was refused: allow it with ${allowWith(s.dialect)}`
    };
  }
  if (s.errorMessage?.startsWith(NOT_A_STREAM)) {
    return {
      kind: "startup",
      retryable: false,
      advice: "the output was not a stream: run the agent with its stream-json flag (the reason names it)"
    };
  }
  if (s.startedAt === null || s.exitCode === 127 || STARTUP.test(all)) {
    return {
      kind: "startup",
      retryable: false,
      advice: "the agent did not start: fix the setup the error names"
    };
  }
  if (SERVER.test(s.stderrTail ?? "")) {
    return {
      kind: "provider_error",
      retryable: true,
      advice: `the connection to the provider failed${after}: re-run later`
    };
  }
  if (s.outcomeSource !== "terminal_frame" || crashed(s.stderrTail ?? "")) {
    return {
      kind: "agent_crash",
      retryable: true,
      // "The stderr above" only when there was one: the reason quotes its tail, else nothing is above.
      advice: s.stderrTail?.trim() ? "the agent stopped without a result: re-run it; if it happens again, the stderr above says why" : "the agent stopped without a result and wrote nothing on stderr: re-run it; if it happens again, run it with its debug output on (its own flag, through args)"
    };
  }
  return { kind: "unknown", retryable: false, advice: "the agent reported an error: read the reason above" };
}

// src/report/outcome-text.ts
function labelFor(summary, ctx) {
  return ctx.agentLabel ?? agentLabel(summary.dialect);
}
function shortReason(summary, ctx, max = 100) {
  const redact = ctx.redact ?? identity;
  const msg = summary.errorMessage ?? (summary.outcome !== "success" ? summary.stderrTail : null);
  if (!msg?.trim()) return null;
  const first = redact(msg).split("\n").find((l) => l.trim());
  return first ? oneLine(first, max) : null;
}
function headline(summary, ctx) {
  const label = labelFor(summary, ctx);
  const limits = ctx.limits ?? {};
  switch (summary.status === "finished" ? summary.outcome : null) {
    case null:
      return `${label} ${outcomePhrase(summary)}`;
    case "error": {
      if (summary.terminalReason === "api_error" && summary.retries.length > 0) {
        const n = summary.retries.length;
        return `${label} stopped: API error after ${n} ${n === 1 ? "retry" : "retries"}`;
      }
      const reason = shortReason(summary, ctx, 80);
      if (reason && summary.errorMessage?.startsWith(NOT_A_STREAM)) return reason;
      if (reason && !summary.isError && summary.errorMessage?.startsWith(SCHEMA_CHECK_FAILED)) {
        return `${label} finished, but ${reason}`;
      }
      return reason ? `${label} stopped: ${reason}` : `${label} stopped with an error`;
    }
    case "max_turns":
      return `${label} reached max turns${limits.maxTurns ? ` (limit ${limits.maxTurns})` : ""}`;
    case "budget_exceeded":
      return `${label} exceeded its budget${limits.maxBudgetUsd && summary.costUsd !== null ? ` (${formatCost(summary.costUsd)} of ${formatCost(limits.maxBudgetUsd)})` : ""}`;
    default:
      return `${label} ${outcomePhrase(summary)}`;
  }
}
function reasonText(summary, ctx) {
  if (summary.status !== "finished" || summary.outcome === null || summary.outcome === "success") return null;
  const redact = ctx.redact ?? identity;
  const limits = ctx.limits ?? {};
  const parts = [];
  const msg = summary.errorMessage ?? summary.stderrTail;
  if (msg?.trim()) parts.push(redact(msg.trim()));
  switch (summary.outcome) {
    case "error":
      if (summary.isError && summary.subtype === "success") {
        parts.push(
          "(the agent reported `subtype: success` with `is_error: true`; Narrator counts that as a failure)"
        );
      }
      break;
    case "max_turns": {
      const left = summary.todos.filter((t) => t.status !== "completed").length;
      const turns = summary.turns !== null ? `after ${summary.turns} turns` : "at the turn limit";
      parts.push(
        `Stopped ${turns}${limits.maxTurns ? ` (max-turns ${limits.maxTurns})` : ""}.` + (summary.todos.length ? ` ${left} of ${summary.todos.length} plan items were left.` : "")
      );
      break;
    }
    case "budget_exceeded":
      if (summary.costUsd !== null) {
        parts.push(
          `Spent ${formatCost(summary.costUsd)}${limits.maxBudgetUsd ? ` of the ${formatCost(limits.maxBudgetUsd)} budget` : ""}.`
        );
      }
      break;
    case "timed_out": {
      const which = [
        limits.wallMinutes ? `timeout-minutes ${limits.wallMinutes}` : null,
        limits.idleMinutes ? `idle-timeout-minutes ${limits.idleMinutes}` : null
      ].filter(Boolean);
      if (which.length && !msg) parts.push(`Stopped by Narrator's limit (${which.join(", ")}).`);
      break;
    }
    case "cancelled":
      parts.push(
        // The metrics' own figure (the agent's, else the estimate marked as one), so they agree.
        `Cancelled after ${formatDuration(summary.durationMs)} \u2014 ${plural(callTotal(summary), "tool call")}, ${costText(summary) === null ? "cost n/a" : `${costText(summary)} spent`} so far.`
      );
      break;
    case "max_tokens":
      if (!msg) parts.push("The answer was cut off at the model\u2019s output token limit.");
      break;
  }
  const advice = whatToDo(summary);
  if (advice) parts.push(advice);
  return parts.join("\n\n") || null;
}
function whatToDo(summary, verdict = classifyFailure(summary)) {
  if (verdict === null) return null;
  return `What to do: ${verdict.advice}. (${verdict.kind}, ${verdict.retryable ? "retryable" : "not retryable"})`;
}
var NOT_STARTED_NOTE = "This job failed because the agent never started, whatever `fail-on` says.";
var CRASH_NOTE = "This job failed because Narrator itself failed (a bug: please report it).";
function failOnNote(summary, ctx) {
  if (summary.status !== "finished") return null;
  const verdict = verdictOf(summary, ctx);
  const verdictFor = ctx.verdictFor ?? "job";
  if (verdictFor === "nobody") return null;
  if (verdictFor !== "job") {
    if (verdict.outcome === null || !verdict.fails && verdict.outcome === "success") return null;
    return verdict.fails ? `${verdictFor.command} exits 1: the outcome \`${verdict.outcome}\` is in \`--fail-on\`.` : `${verdictFor.command} exits 0: the outcome \`${verdict.outcome}\` is not in \`--fail-on\`.`;
  }
  switch (verdict.source) {
    case "crash":
      return CRASH_NOTE;
    case "setup":
      return NOT_STARTED_NOTE;
    case "record_taken":
      return `This job failed because its leg record could not be published: ${(ctx.redact ?? identity)(verdict.recordTaken ?? "").replace(/\.$/, "")}.`;
    case "no_outcome":
      return null;
    case "outcome":
      if (verdict.fails)
        return `This job failed because the outcome \`${verdict.outcome}\` is in \`fail-on\`.`;
      if (verdict.outcome !== "success") {
        return `The outcome \`${verdict.outcome}\` is not in \`fail-on\`, so the job passes.`;
      }
      return null;
  }
}
function unreadableText(summary) {
  const d = summary.diagnostics;
  const unknown = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines === 0 && unknown === 0) return null;
  return `${plural(d.badLines, "unreadable line")} \xB7 ${plural(unknown, "unknown frame")}`;
}
function setAsideNote(summary) {
  const { foreignFrames, ignoredResults } = summary.diagnostics;
  const parts = [];
  if (foreignFrames > 0) parts.push(`${plural(foreignFrames, "line")} naming another session`);
  if (ignoredResults > 0) {
    parts.push(`${plural(ignoredResults, "success result")} right after the agent\u2019s error, with no new turn`);
  }
  if (parts.length === 0) return null;
  return `\u26A0\uFE0F Not the agent\u2019s, set aside (they decided nothing): ${parts.join("; ")}. Something else wrote to the agent\u2019s output, e.g. a process its tools left running.`;
}
function capNotHeldNote(summary) {
  const lines = summary.notices.filter((n) => n.code === CAP_NOT_HELD).map((n) => n.message);
  if (lines.length === 0) return null;
  return `\u26A0\uFE0F ${lines.map((l) => `${l.charAt(0).toUpperCase()}${l.slice(1)}.`).join(" ")}`;
}

// src/report/terminal.ts
var ANSI = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 };
function paint(ctx, color, s) {
  return ctx.color ? `\x1B[${ANSI[color]}m${s}\x1B[0m` : s;
}
function logSafeContext(ctx) {
  const base = ctx.redact ?? identity;
  return {
    ...ctx,
    redact: (s) => revealBidi(base(s.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/g, "")))
  };
}
function logEntries(event, after, ctx = {}) {
  return rawEntries(event, after, logSafeContext(ctx));
}
function rawEntries(event, after, ctx) {
  const r = ctx.redact ?? identity;
  switch (event.kind) {
    case "session":
      return event.model || event.sessionId ? [
        {
          text: paint(
            ctx,
            "dim",
            `session ${r(event.sessionId ?? "?")} \xB7 model ${r(event.model ?? "?")}`
          )
        }
      ] : [];
    case "step": {
      if (event.parentId !== null) return [];
      return [{ group: "start", text: `Step ${after.steps}${event.model ? ` \xB7 ${r(event.model)}` : ""}` }];
    }
    case "tool_call": {
      const n = callIndexOf(after, event.id, ctx.calls) + 1;
      const what = shortToolInput(event.name, event.input, 100, r, after.cwd);
      const desc = toolDescription({ name: event.name, input: event.input });
      const sub = event.parentId ? "  \u21B3 " : "";
      return [
        {
          text: `${sub}${paint(ctx, "cyan", "\u25B6")} #${n} ${r(event.name)}${what ? ` ${what}` : ""}${desc ? paint(ctx, "dim", ` \u2014 ${oneLine(r(desc), 80)}`) : ""}`
        }
      ];
    }
    case "tool_result": {
      const i = callIndexOf(after, event.id, ctx.calls);
      const call = after.toolCalls[i];
      const name = call?.name ?? event.name ?? "tool";
      const word = call ? toolResultWord(call) : event.status;
      const dur = call?.durationMs ?? event.durationMs;
      const mark = event.status === "ok" ? paint(ctx, "green", "\u2713") : paint(ctx, "red", "\u2717");
      const sub = call?.parentId ?? event.parentId ? "  \u21B3 " : "";
      const lines = [
        {
          text: `${sub}${mark} #${i + 1} ${r(name)} ${word}${dur !== null && dur !== void 0 ? ` (${formatDuration(dur)})` : ""}`
        }
      ];
      if (event.status !== "ok" && event.output) {
        const first = r(event.output).split("\n").find((l) => l.trim());
        if (first) lines.push({ text: `${sub}    ${paint(ctx, "dim", oneLine(first, 200))}` });
      }
      return lines;
    }
    case "permission_denied":
      return [
        {
          text: paint(
            ctx,
            "yellow",
            `\u26D4 permission denied: ${r(event.tool)}${event.message ? ` \u2014 ${oneLine(r(event.message), 160)}` : ""}`
          )
        }
      ];
    case "retry":
      return [{ text: paint(ctx, "yellow", `\u23F3 ${formatRetry(event)}`) }];
    case "rate_limit":
      return event.status === "allowed" ? [] : [{ text: paint(ctx, "yellow", `\u26A0 rate limit: ${r(event.status)}`) }];
    case "todos": {
      const t = after.todos;
      const done = t.filter((x) => x.status === "completed").length;
      const current = t.find((x) => x.status === "in_progress");
      return [
        {
          text: `\u2611 plan ${done}/${t.length}${current ? ` \xB7 now: ${oneLine(r(current.content), 100)}` : ""}`
        }
      ];
    }
    case "notice":
      return event.level === "info" ? [] : [{ text: paint(ctx, "yellow", `\u26A0 ${oneLine(r(event.message), 200)}`) }];
    case "exit":
      return [{ group: "end", text: "" }, ...finalLines(after, ctx).map((text) => ({ text }))];
    default:
      return [];
  }
}
function eventLines(event, after, ctx = {}) {
  return logEntries(event, after, ctx).filter((e) => e.group !== "end").map((e) => e.group === "start" ? `\u2500\u2500 ${e.text}` : e.text);
}
function finalLines(s, ctx) {
  const sym = s.outcome === "success" ? paint(ctx, "green", "\u2714") : paint(ctx, "red", "\u2716");
  const took = elapsedMs(s, ctx.now);
  const lines = [`${sym} ${headline(s, ctx)}${took === null ? "" : ` \xB7 ${formatDuration(took)}`}`];
  const reason = reasonText(s, ctx);
  if (reason) lines.push(...indent(reason));
  const setAside = setAsideNote(s);
  if (setAside) lines.push(paint(ctx, "yellow", setAside));
  const unheld = capNotHeldNote(s);
  if (unheld) lines.push(paint(ctx, "yellow", unheld));
  const note = failOnNote(s, ctx);
  if (note) lines.push(note.replace(/`/g, ""));
  return lines;
}
function indent(text) {
  return text.split("\n").map((l) => `  ${l}`);
}
function renderText(s, context = {}) {
  const ctx = logSafeContext(context);
  const r = ctx.redact ?? identity;
  const c = callCounts(s);
  const lines = finalLines(s, ctx);
  lines.push("");
  const t = s.tokens;
  lines.push(
    `turns ${s.turns ?? "n/a"} \xB7 steps ${s.steps} \xB7 tool calls ${c.total} (${c.error} failed, ${c.denied} denied) \xB7 retries ${retryCount(s)}`
  );
  lines.push(
    `tokens ${t ? `${formatTokens(t.input)} in / ${formatTokens(t.output)} out / ${formatTokens(t.cacheRead)} cache read / ${formatTokens(t.cacheWrite)} cache write` : "n/a"} \xB7 cost ${costText(s) ?? "n/a"}`
  );
  const unreadable = unreadableText(s);
  if (unreadable) lines.push(unreadable);
  if (s.model || s.sessionId) lines.push(`model ${r(s.model ?? "n/a")} \xB7 session ${r(s.sessionId ?? "n/a")}`);
  const byName = callNameCounts(s);
  if (byName.size) {
    lines.push(
      `tools: ${[...byName].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n, k]) => `${r(n)} \xD7${k}`).join(", ")}`
    );
  }
  lines.push(...deniedLines(s, r));
  const text = s.finalText?.trim();
  if (text) {
    lines.push("", s.outcome === "success" ? "Final answer:" : "Last message:");
    lines.push(...indent(r(text).slice(0, 64e3)));
  }
  return `${lines.join("\n")}
`;
}
function deniedLines(s, r) {
  const d = deniedCalls(s, r);
  if (d === null) return [];
  const lines = ["", `denied calls (${d.total}):`];
  for (const c of d.shown) {
    lines.push(
      `  \u26D4 ${c.tool}${c.what ? ` ${c.what}` : ""}${c.onPr !== null ? ` \u2014 ${c.onPr}` : c.rule === null ? "" : ` \u2014 allow with ${c.rule}`}`
    );
  }
  if (d.more > 0) lines.push(`  \u2026and ${d.more} more`);
  lines.push(`  ${d.how}`);
  if (d.copyLine !== null) lines.push(`  ${d.copyLine}`);
  return lines;
}

// src/cli/narrate.ts
var EXIT_PASSED = 0;
var EXIT_FAILED = 1;
var Narration = class {
  constructor(o) {
    this.o = o;
    this.ctx = {
      redact: o.redactor.redact,
      color: o.color,
      failOn: o.failOn,
      verdictFor: { command: o.commandName },
      calls: new CallIndex(),
      ...o.limits ? { limits: o.limits } : {}
    };
    this.fold = new RunFold({
      dialect: o.dialect,
      onEvent: (event, summary) => {
        if (event.kind === "exit") return;
        for (const line of eventLines(event, summary, { ...this.ctx, now: event.at })) o.print(`${line}
`);
        o.observe?.(event, summary);
      },
      onDialectMismatch: (declared, detection) => o.warn(
        `narrator: warning: --dialect ${declared} was given, but the stream looks like ${detection.dialect}
`
      )
    });
  }
  o;
  fold;
  ctx;
  /**
   * Folds the exit, adds the cost estimate where the agent reported tokens but no cost (the price
   * table loads only then) and `verdict`'s word (the caps), prints the summary block; returns the
   * summary and the exit status.
   */
  async end(exit, at, verdict = (s) => s) {
    const estimated = await estimateCost(this.fold.end(exit, at), this.o.model ?? null);
    if (estimated.note !== null) this.o.warn(`narrator: ${estimated.note}
`);
    const summary = verdict(estimated.summary);
    this.o.print(`
${renderText(summary, { ...this.ctx, now: at })}
`);
    return { summary, code: decideVerdict(summary, this.o.failOn).fails ? EXIT_FAILED : EXIT_PASSED };
  }
};

export {
  revealBidi,
  inlineCode,
  codeFence,
  details,
  truncate,
  tableCell,
  inlineText,
  neutralizeImages,
  safeMarkdown,
  blockquote,
  formatDuration,
  unbroken,
  formatTokens,
  formatCost,
  costText,
  formatCount,
  OUTCOME_SYMBOL,
  statusSymbol,
  agentLabel,
  relativeToCwd,
  shortToolInput,
  retryCount,
  formatRetry,
  elapsedMs,
  callTotal,
  callCounts,
  firstCalls,
  lastFailedCalls,
  deniedCalls,
  deniedMarkdown,
  headline,
  reasonText,
  failOnNote,
  unreadableText,
  setAsideNote,
  capNotHeldNote,
  eventLines,
  renderText,
  Narration
};
