const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import "./chunk-7TNEZSV2.js";
import {
  createHash
} from "./chunk-MIFOLPXI.js";
import {
  Narration,
  OUTCOME_SYMBOL,
  agentLabel,
  blockquote,
  callCounts,
  callTotal,
  capNotHeldNote,
  codeFence,
  costText,
  deniedCalls,
  deniedMarkdown,
  details,
  elapsedMs,
  eventLines,
  failOnNote,
  firstCalls,
  formatCost,
  formatCount,
  formatDuration,
  formatRetry,
  formatTokens,
  headline,
  inlineCode,
  inlineText,
  lastFailedCalls,
  neutralizeImages,
  reasonText,
  relativeToCwd,
  renderText,
  retryCount,
  revealBidi,
  safeMarkdown,
  setAsideNote,
  shortToolInput,
  statusSymbol,
  tableCell,
  truncate,
  unbroken,
  unreadableText
} from "./chunk-CBMTR5A3.js";
import "./chunk-IBN2ZT72.js";
import "./chunk-VRBE4ZM7.js";
import "./chunk-VEUXDD44.js";
import {
  readFile,
  readdir,
  setTimeout,
  stat
} from "./chunk-2MIOJ6NV.js";
import {
  neutralizeCommands
} from "./chunk-OYSWCIK3.js";
import {
  UNKNOWN_EXIT
} from "./chunk-GKR265CW.js";
import {
  _enum,
  array,
  int,
  literal,
  nullable,
  number,
  object,
  record,
  refine,
  string,
  unknown
} from "./chunk-6A5TW5ZF.js";
import {
  _maxLength,
  _nonnegative,
  _positive,
  _regex,
  config,
  en_default
} from "./chunk-7JYUB7ZX.js";
import {
  pathToFileURL,
  previewTail
} from "./chunk-FVG77T2O.js";
import {
  decide,
  mcpLine,
  requirementText
} from "./chunk-4CKVGRFT.js";
import {
  identity,
  verdictOf
} from "./chunk-F66BOU42.js";
import {
  DIALECTS,
  OUTCOMES
} from "./chunk-6BFCX7YP.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  ownValue
} from "./chunk-GAGLHUON.js";
import "./chunk-VVJO45ST.js";
import "./chunk-SV7BF4NV.js";
import "./chunk-GSTR2D45.js";

// src/report/conversation.ts
var MAX_CONVERSATION_LINES = 30;
function clock(at) {
  return new Date(at).toISOString().slice(11, 19);
}
function conversationText(e) {
  const by = e.by ? `@${e.by}` : "Narrator";
  const label = e.label ? `${e.label} ` : "";
  const what = e.text ? `: ${e.text}` : "";
  switch (e.kind) {
    case "asked":
      return `\u23F8 ${label}${e.tool ?? ""} asked of a maintainer${what}${e.message?.includes("parked") ? " \u2014 parked: the answer on its card starts the next run" : ""}`;
    case "allowed":
      return `\u2705 ${label}allowed by ${by}${e.via === "reaction" ? " (\u{1F44D})" : ""}`;
    case "denied":
      return `\u{1F6AB} ${label}denied by ${by}${e.message ? ` \u2014 ${e.message}` : ""}`;
    case "answered":
      return `\u{1F4AC} ${label}answered by ${by}${e.message ? `: ${e.message}` : ""}`;
    case "timed_out":
      return `\u231B ${label}denied: ${e.message ?? "no maintainer answered in time"}`;
    case "steer":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}'`;
    case "steer_taken":
      return `\u{1F4E8} the agent took ${by}'s message${e.message ? ` \u2014 ${e.message}` : ""}`;
    case "steer_deferred":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}' \u2014 for the next run (${e.message ?? "the agent could not take it now"})`;
    case "steer_delivered":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}' \u2014 ${e.message ?? "delivered from an earlier run"}`;
  }
}
function conversationBlock(entries, r) {
  if (!entries || entries.length === 0) return "";
  const shown = entries.slice(-MAX_CONVERSATION_LINES);
  const lines2 = shown.map((e) => `- ${inlineCode(clock(e.at))} ${inlineText(r(conversationText(e)), 300)}`);
  const more = entries.length - shown.length;
  if (more > 0) lines2.unshift(`- \u2026 ${more} earlier (summary.json has them all)`);
  return `**Talk with the agent** (times in UTC)

${lines2.join("\n")}`;
}

// src/report/session-note.ts
function sessionNote(summary) {
  const notice = summary.notices.find((n) => n.code === "session");
  if (notice === void 0) return null;
  const text2 = `${notice.message.charAt(0).toUpperCase()}${notice.message.slice(1)}`;
  return `\u{1F501} ${inlineText(text2, 400)}`;
}

// src/report/structured-view.ts
function structuredOutputJson(summary, redact = identity) {
  if (summary.structuredOutput === void 0) return "";
  const text2 = redact(JSON.stringify(summary.structuredOutput));
  try {
    JSON.parse(text2);
    return text2;
  } catch {
    return JSON.stringify(redactStrings(summary.structuredOutput, redact));
  }
}
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, redact));
  if (typeof value !== "object" || value === null) return value;
  const out = /* @__PURE__ */ Object.create(null);
  for (const key of Object.keys(value))
    out[redact(key)] = redactStrings(value[key], redact);
  return out;
}
function structuredOutputBlock(summary, redact, maxChars) {
  const json = structuredOutputJson(summary, redact);
  if (json === "" || maxChars <= 0) return "";
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
  }
  const shown = pretty.length <= maxChars ? pretty : `${truncate(pretty, maxChars)}
(cut at ${maxChars} characters: the full object is the structured-output output)`;
  return details("Structured output", codeFence(shown, "json"));
}

// src/report/comment.ts
function resultCell(c) {
  switch (c.status) {
    case "ok":
      return "\u2713";
    case "error":
      return c.exitCode !== null && c.exitCode !== 0 ? `\u2717 exit ${c.exitCode}` : "\u2717";
    case "denied":
      return "\u26D4 denied";
    default:
      return "running";
  }
}

// src/report/step-summary.ts
var STEP_SUMMARY_LIMIT = 1024 * 1024;
var STEP_SUMMARY_BUDGET = 1e6;
var CAP_LEVELS = [
  { rows: 1e3, ganttRows: 200, finalChars: 2e5, previewChars: 2e3, todos: 200 },
  { rows: 300, ganttRows: 100, finalChars: 6e4, previewChars: 500, todos: 100 },
  { rows: 100, ganttRows: 50, finalChars: 2e4, previewChars: 0, todos: 50 },
  { rows: 20, ganttRows: 0, finalChars: 5e3, previewChars: 0, todos: 20 }
];
function renderStepSummary(summary, ctx) {
  let body2 = "";
  for (body2 of stepSummaryBodies(summary, ctx)) {
    if (Buffer.byteLength(body2, "utf8") <= STEP_SUMMARY_BUDGET) return body2;
  }
  return body2;
}
function* stepSummaryBodies(summary, ctx) {
  for (const caps of CAP_LEVELS) yield build(summary, ctx, caps);
  yield minimal(summary, ctx);
}
function build(s, ctx, caps) {
  const r = ctx.redact ?? identity;
  const blocks = [title(s, ctx)];
  const reason = reasonText(s, ctx);
  if (reason) blocks.push(safeMarkdown(truncate(reason, 2e4)));
  const setAside = setAsideNote(s);
  if (setAside) blocks.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) blocks.push(unheld);
  const session = sessionNote(s);
  if (session) blocks.push(session);
  const note = failOnNote(s, ctx);
  if (note) blocks.push(note);
  blocks.push(metrics(s, ctx));
  if (s.retries.length) blocks.push(retries(s, r));
  const talk2 = conversationBlock(s.conversation, r).replace(/^\*\*(Talk with the agent)\*\*/, "### $1");
  if (talk2) blocks.push(talk2);
  if (s.todos.length) blocks.push(todos(s, caps, r));
  const denied2 = deniedBlock(s, r);
  if (denied2) blocks.push(denied2);
  if (callTotal(s)) blocks.push(toolTable(s, caps, r));
  if (callTotal(s) && caps.ganttRows > 0 && hasTimes(s)) blocks.push(timeline(s, caps, r));
  if (caps.previewChars > 0) {
    const failed = failedOutputs(s, caps, r);
    if (failed) blocks.push(failed);
  }
  const text2 = (s.finalText ?? (s.status !== "finished" ? s.lastText : null))?.trim();
  if (text2) {
    const heading = s.outcome === "success" ? "### Final answer" : "### Last message from the agent";
    blocks.push(`${heading}

${safeMarkdown(cut(r(text2), caps.finalChars))}`);
  }
  const structured = structuredOutputBlock(s, r, caps.finalChars);
  if (structured) blocks.push(structured);
  blocks.push(footer(s, ctx, r));
  return `${blocks.join("\n\n")}
`;
}
function cut(text2, max) {
  return text2.length <= max ? text2 : `${truncate(text2, max)}

*(cut at ${max} characters)*`;
}
function title(s, ctx) {
  const model = s.model ? ` \xB7 ${inlineText((ctx.redact ?? identity)(s.model), 60)}` : "";
  const took = elapsedMs(s, ctx.now);
  const time2 = took === null ? "" : ` \xB7 ${formatDuration(took)}`;
  return `## ${statusSymbol(s)} ${inlineText(headline(s, ctx), 200)}${time2}${model}`;
}
function metrics(s, ctx) {
  const c = callCounts(s);
  const t = s.tokens;
  const rows = [
    ["Outcome", s.outcome ? inlineCode(s.outcome) : "running"],
    ["Subtype", s.subtype ? inlineCode(truncate((ctx.redact ?? identity)(s.subtype), 60)) : "n/a"],
    ["Duration", formatDuration(elapsedMs(s, ctx.now))],
    ["Turns", formatCount(s.turns)],
    ["Model steps", String(s.steps)],
    ["Tool calls", String(c.total)],
    ["Tool errors", String(c.error)],
    ["Permission denials", String(Math.max(c.denied, s.permissionDenials.length))],
    ["API retries", retryCount(s)],
    ["Input tokens", t ? formatTokens(t.input) : "n/a"],
    ["Output tokens", t ? formatTokens(t.output) : "n/a"],
    ["Cache read tokens", t ? formatTokens(t.cacheRead) : "n/a"],
    ["Cache write tokens", t ? formatTokens(t.cacheWrite) : "n/a"],
    ["Cost", costText(s) ?? "n/a"]
  ];
  const mcp = mcpLine(s.mcpServers);
  if (mcp) rows.push(["MCP servers", tableCell((ctx.redact ?? identity)(mcp.replace(/^MCP: /, "")), 400)]);
  if (s.exitCode !== null || s.signal !== null) {
    const how = s.signal ? `signal ${tableCell(s.signal, 20)}` : String(s.exitCode);
    const ended = s.dialect === "acp" && s.outcomeSource === "terminal_frame" ? `${how} (ended by Narrator after the turn)` : how;
    rows.push(["Exit", ended]);
  }
  const d = s.diagnostics;
  const unknown2 = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines || unknown2) rows.push(["Unreadable lines / unknown frames", `${d.badLines} / ${unknown2}`]);
  return ["| Metric | Value |", "|---|--:|", ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join("\n");
}
function retries(s, r) {
  const shown = s.retries.slice(-50);
  const lines2 = shown.map(
    (x) => `- ${inlineText(formatRetry(x), 200)}${x.message ? ` \u2014 ${inlineText(r(x.message), 200)}` : ""}`
  );
  if (s.retries.length > shown.length)
    lines2.unshift(`- *\u2026${s.retries.length - shown.length} earlier retries*`);
  return `### API retries

${lines2.join("\n")}`;
}
function deniedBlock(s, r) {
  const d = deniedCalls(s, r, 20);
  return d === null ? "" : `### Denied calls (${d.total})

${deniedMarkdown(d)}`;
}
function todos(s, caps, r) {
  const shown = s.todos.slice(0, caps.todos);
  const lines2 = shown.map(
    (t) => `- [${t.status === "completed" ? "x" : " "}] ${inlineText(r(t.content), 300)}${t.status === "in_progress" ? " \u2190 *in progress*" : ""}`
  );
  if (s.todos.length > shown.length) lines2.push(`- *\u2026and ${s.todos.length - shown.length} more*`);
  const done = s.todos.filter((t) => t.status === "completed").length;
  return `### Plan (${done}/${s.todos.length})

${lines2.join("\n")}`;
}
function toolTable(s, caps, r) {
  const c = callCounts(s);
  const shown = firstCalls(s, caps.rows);
  const index = /* @__PURE__ */ new Map();
  shown.forEach((call, i) => {
    if (!index.has(call.id)) index.set(call.id, i + 1);
  });
  const rows = ["| # | tool | input | result | time | parent |", "|--:|---|---|---|--:|--:|"];
  shown.forEach((call, i) => {
    const what = shortToolInput(call.name, call.input, 100, r, s.cwd);
    const parent = call.parentId ? `\u21B3 ${index.get(call.parentId) ?? "?"}` : "";
    rows.push(
      `| ${i + 1} | ${tableCell(r(call.name), 60)} | ${what ? inlineCode(what) : ""} | ${resultCell(call)} | ${call.durationMs !== null ? unbroken(formatDuration(call.durationMs)) : ""} | ${parent} |`
    );
  });
  const left = c.total - shown.length;
  const more = left > 0 ? `

*${left} more tool calls not listed (${c.total} in all).*` : "";
  return `### Tool calls (${c.total} \xB7 ${c.error} failed \xB7 ${c.denied} denied)

${rows.join("\n")}${more}`;
}
function failedOutputs(s, caps, r) {
  const shown = lastFailedCalls(s, 20);
  if (!shown.length) return null;
  const parts = shown.map(
    ([call, n]) => details(
      `call ${n}: ${tableCell(r(call.name), 40)} \u2014 ${resultCell(call)}`,
      codeFence(cut(r(call.outputPreview), caps.previewChars))
    )
  );
  return `### Failed tool calls

${parts.join("\n\n")}`;
}
function hasTimes(s) {
  const end = Math.max(s.lastEventAt ?? 0, ...s.toolCalls.slice(-1).map((c) => c.endedAt ?? 0));
  return s.startedAt !== null && end > s.startedAt;
}
function timeline(s, caps, r) {
  const calls = firstCalls(s, caps.ganttRows);
  const origin = s.startedAt ?? calls[0]?.startedAt ?? 0;
  const end = s.lastEventAt ?? origin;
  const lines2 = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %M:%S", "  section Tool calls"];
  calls.forEach((c, i) => {
    const start = Math.max(0, c.startedAt - origin);
    const stop = Math.max(
      start + 1,
      (c.endedAt ?? (c.durationMs !== null ? c.startedAt + c.durationMs : end)) - origin
    );
    const label = ganttLabel(`${i + 1} ${r(c.name)} ${shortToolInput(c.name, c.input, 30, r, s.cwd)}`);
    const tag = c.status === "error" || c.status === "denied" ? "crit, " : c.status === "pending" ? "active, " : "";
    lines2.push(`  ${label} :${tag}t${i + 1}, ${start}, ${stop}`);
  });
  lines2.push("```");
  const more = callTotal(s) > calls.length ? `

*Timeline shows the first ${calls.length} calls.*` : "";
  return `### Timeline

${lines2.join("\n")}${more}`;
}
function ganttLabel(s) {
  const plain2 = revealBidi(s).replace(/[:#;@`\r\n%{}<>"'\\]/g, " ").replace(/\s+/g, " ").trim();
  return truncate(plain2, 50) || "call";
}
function footer(s, ctx, r) {
  const parts = [];
  if (s.sessionId) parts.push(`session ${inlineCode(truncate(r(s.sessionId), 60))}`);
  if (s.cliVersion) parts.push(`CLI ${inlineCode(truncate(r(s.cliVersion), 40))}`);
  if (s.dialect) parts.push(`dialect ${inlineCode(s.dialect)}`);
  if (ctx.runUrl) parts.push(`[job log](${ctx.runUrl.replace(/[\s()<>]/g, encodeURIComponent)})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function minimal(s, ctx) {
  const reason = reasonText(s, ctx);
  return `${[
    title(s, ctx),
    reason ? blockquote(inlineText(reason, 2e3)) : "",
    capNotHeldNote(s) ?? "",
    failOnNote(s, ctx) ?? "",
    metrics(s, ctx)
  ].filter(Boolean).join("\n\n")}
`;
}

// src/board/board.ts
var COMMENT_BUDGET = 65e3;
var SUMMARY_BUDGET = 1e6;
var STATUS_SYMBOL = {
  ...OUTCOME_SYMBOL,
  skipped: "\u23ED",
  no_record: "\u2753",
  pending: "\u{1F504}",
  disputed: "\u2757",
  job_failed: "\u274C",
  unverified: "\u2754"
};
var STATUS_WORDS = {
  success: "success",
  error: "error",
  max_turns: "max turns",
  budget_exceeded: "budget exceeded",
  max_tokens: "max tokens",
  cancelled: "cancelled",
  timed_out: "timed out",
  incomplete: "incomplete",
  waiting_for_input: "waiting for input",
  skipped: "skipped",
  no_record: "no record",
  pending: "not finished",
  disputed: "disputed",
  job_failed: "job failed",
  unverified: "unverified"
};
var SET_ASIDE_HEADING = "### Leg records not counted";
var SET_ASIDE_SHOWN = 20;
function legRowMarker(id) {
  return `<!-- narrator-leg:${id.replace(/[^A-Za-z0-9-]/g, "")} -->`;
}
function legReasonMarker(id) {
  return `<!-- narrator-leg-reason:${id.replace(/[^A-Za-z0-9-]/g, "")} -->`;
}
var TOTALS_MARKER = "<!-- narrator-board-totals -->";
var REASONS_HEADING = "### Legs that did not succeed";
function boardTotals(legs) {
  let turns = null;
  let tools = 0;
  let failed = 0;
  let cost = null;
  let costLegs = 0;
  let input = null;
  let output = null;
  let first = null;
  let last = null;
  for (const leg of legs) {
    const r = leg.record;
    if (r) {
      if (r.turns !== null) turns = (turns ?? 0) + r.turns;
      tools += r.toolCalls;
      failed += r.failedToolCalls;
      if (r.costUsd !== null) {
        cost = (cost ?? 0) + r.costUsd;
        costLegs++;
      }
      if (r.tokens) {
        input = (input ?? 0) + r.tokens.input;
        output = (output ?? 0) + r.tokens.output;
      }
    }
    if (leg.startedAt !== null) first = first === null ? leg.startedAt : Math.min(first, leg.startedAt);
    const end = leg.endedAt ?? leg.startedAt;
    if (end !== null) last = last === null ? end : Math.max(last, end);
  }
  return {
    legs: legs.length,
    turns,
    toolCalls: tools,
    failedToolCalls: failed,
    // Float noise of the sum removed, as the cost output does.
    costUsd: cost === null ? null : Number(cost.toFixed(10)),
    costLegs,
    inputTokens: input,
    outputTokens: output,
    spanMs: first !== null && last !== null ? Math.max(0, last - first) : null,
    firstStart: first
  };
}
var INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function plain(s) {
  return s.replace(INVISIBLE, "");
}
function literal2(s) {
  return s.replace(/[\\`]/g, "\\$&");
}
function cell(redact, s, max) {
  return tableCell(literal2(neutralizeImages(plain(redact(s)))), max);
}
function text(redact, s, max) {
  return inlineText(literal2(neutralizeImages(plain(redact(s)))), max);
}
function safeUrl(url) {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return url.replace(/[\s()<>[\]"'`\\|]/g, (c) => encodeURIComponent(c));
}
function agentCell(leg, redact, max) {
  const r = leg.record;
  if (!r) return "";
  const agent = r.dialect ? agentLabel(r.dialect) : r.agent ?? "command";
  const model = r.model ? ` \xB7 ${r.model}` : "";
  return cell(redact, `${agent}${model}`, max);
}
function tokensText(input, output) {
  return input === null && output === null ? "n/a" : `${formatTokens(input)} / ${formatTokens(output)}`;
}
function legDuration(leg) {
  if (leg.record) return formatDuration(leg.record.durationMs);
  if (leg.job?.startedAt != null && leg.job.completedAt != null) {
    return `${formatDuration(leg.job.completedAt - leg.job.startedAt)} (job)`;
  }
  return "n/a";
}
function outcomeCell(leg) {
  const attempt = leg.record && leg.record.identity.runAttempt > 1 ? ` (attempt ${leg.record.identity.runAttempt})` : "";
  return `${STATUS_SYMBOL[leg.status]} ${STATUS_WORDS[leg.status]}${attempt}`;
}
function linkCell(leg) {
  const url = safeUrl(leg.url);
  if (!url) return "";
  return `[${leg.job ? "job" : "run"}](${url})`;
}
var LEVELS = [
  { rows: "all", labelMax: 80, agentMax: 48, reasonMax: 400, links: true, passingNames: true },
  { rows: "all", labelMax: 48, agentMax: 28, reasonMax: 160, links: true, passingNames: true },
  { rows: "failing", labelMax: 48, agentMax: 28, reasonMax: 160, links: true, passingNames: true },
  { rows: "failing", labelMax: 40, agentMax: 20, reasonMax: 100, links: true, passingNames: false },
  { rows: "none", labelMax: 48, agentMax: 0, reasonMax: 100, links: true, passingNames: false },
  { rows: "none", labelMax: 40, agentMax: 0, reasonMax: 60, links: false, passingNames: false }
];
var HEADER = "| Leg | Agent \xB7 model | Outcome | Turns | Tools | Failed | Cost | Tokens in / out | Duration | Job |\n|---|---|---|--:|--:|--:|--:|--:|--:|---|";
function row(leg, redact, level) {
  const r = leg.record;
  const failed = r ? `${r.failedToolCalls}${r.deniedToolCalls ? ` (+${r.deniedToolCalls} denied)` : ""}` : "";
  return [
    `| ${legRowMarker(leg.id)} ${cell(redact, leg.label, level.labelMax)}`,
    agentCell(leg, redact, level.agentMax),
    outcomeCell(leg),
    r ? formatCount(r.turns) : "",
    r ? String(r.toolCalls) : "",
    failed,
    r ? formatCost(r.costUsd) : "",
    r ? tokensText(r.tokens?.input ?? null, r.tokens?.output ?? null) : "",
    legDuration(leg),
    level.links ? linkCell(leg) : ""
  ].join(" | ").concat(" |");
}
function totalsRow(legs, t, verdict) {
  const counts = [`\u2705 ${verdict.succeeded}`];
  if (verdict.failed > 0) counts.push(`\u274C ${verdict.failed}`);
  const cost = t.costUsd === null ? "n/a" : `${formatCost(t.costUsd)}${t.costLegs < legs.length ? ` (${t.costLegs} of ${legs.length})` : ""}`;
  return [
    `| ${TOTALS_MARKER} **Total** \xB7 ${legs.length} ${legs.length === 1 ? "leg" : "legs"}`,
    "",
    counts.join(" \xB7 "),
    formatCount(t.turns),
    String(t.toolCalls),
    String(t.failedToolCalls),
    cost,
    tokensText(t.inputTokens, t.outputTokens),
    t.spanMs === null ? "n/a" : `span ${formatDuration(t.spanMs)}`,
    ""
  ].join(" | ").concat(" |");
}
function title2(verdict) {
  const symbol = verdict.passed ? "\u2705" : "\u274C";
  const legs = `${verdict.succeeded} of ${verdict.total} ${verdict.total === 1 ? "leg" : "legs"} succeeded`;
  return `## ${symbol} Narrator board \xB7 ${legs} \xB7 require ${requirementText(verdict.requirement)}`;
}
function verdictLine(verdict, redact) {
  const words = verdict.passed ? "**The gate passed**" : "**The gate failed**";
  return `${words}: ${text(redact, verdict.reason, 2e3)}.`;
}
function reasonLine(leg, redact, level, marker) {
  const link = level.links && safeUrl(leg.url) ? ` \xB7 ${linkCell(leg)}` : "";
  const reason = leg.reason && level.reasonMax > 0 ? `: ${text(redact, leg.reason, level.reasonMax)}` : "";
  const mark = marker ? ` ${legReasonMarker(leg.id)}` : "";
  return `- ${STATUS_SYMBOL[leg.status]}${mark} **${cell(redact, leg.label, level.labelMax)}** \xB7 ${STATUS_WORDS[leg.status]}${reason}${link}`;
}
function body(legs, verdict, ctx, level, extra) {
  const redact = ctx.redact ?? identity;
  const t = boardTotals(legs);
  const failing = legs.filter((l) => !l.passed);
  const passing = legs.filter((l) => l.passed);
  const blocks = [];
  if (ctx.marker) blocks.push(ctx.marker);
  blocks.push(title2(verdict));
  if (ctx.incomplete) blocks.push(`\u26A0\uFE0F ${text(redact, ctx.incomplete, 500)}`);
  if (level.rows !== "none" && legs.length > 0) {
    const shown = level.rows === "all" ? legs : failing;
    const lines2 = [HEADER, ...shown.map((leg) => row(leg, redact, level))];
    if (level.rows === "failing" && passing.length > 0) {
      lines2.push(
        `| \u2705 ${passing.length} passing ${passing.length === 1 ? "leg" : "legs"} not listed | | | | | | | | | |`
      );
    }
    lines2.push(totalsRow(legs, t, verdict));
    blocks.push(lines2.join("\n"));
  } else if (legs.length > 0) {
    const cost = t.costUsd === null ? "n/a" : formatCost(t.costUsd);
    blocks.push(
      `**Total** \xB7 ${legs.length} legs \xB7 \u2705 ${verdict.succeeded} \xB7 \u274C ${verdict.failed} \xB7 cost ${cost} \xB7 tokens ${tokensText(t.inputTokens, t.outputTokens)} \xB7 span ${t.spanMs === null ? "n/a" : formatDuration(t.spanMs)}`
    );
  }
  if (level.rows !== "all" && passing.length > 0 && level.passingNames) {
    const names = passing.map((l) => cell(redact, l.label, 40)).join(" \xB7 ");
    blocks.push(`<details><summary>\u2705 ${passing.length} passing legs</summary>

${names}

</details>`);
  }
  if (failing.length > 0) {
    blocks.push(
      `${REASONS_HEADING}

${failing.map((l) => reasonLine(l, redact, level, level.rows !== "none")).join("\n")}`
    );
  }
  const aside = setAsideBlock(ctx.setAside ?? [], redact, level.labelMax, level.reasonMax || 100);
  if (aside) blocks.push(aside);
  blocks.push(verdictLine(verdict, redact));
  blocks.push(...extra);
  const footer2 = [`require ${requirementText(verdict.requirement)}`];
  const run = safeUrl(ctx.runUrl ?? null);
  if (run) footer2.unshift(`[workflow run](${run})`);
  blocks.push(`<sub>${footer2.join(" \xB7 ")} \xB7 Narrator board</sub>`);
  return `${blocks.join("\n\n")}
`;
}
var KIND_WORDS = {
  unreadable: "unreadable",
  unmatched: "names no job of this run",
  duplicate: "its job uploaded several"
};
function setAsideWho(r) {
  return r.origin ? r.origin.name : "(a record)";
}
function setAsideBlock(items, redact, labelMax, reasonMax) {
  if (items.length === 0) return null;
  const lines2 = items.slice(0, SET_ASIDE_SHOWN).map((r) => {
    const says = r.label ? ` (says it is **${cell(redact, r.label, labelMax)}**)` : "";
    return `- \u26A0\uFE0F ${cell(redact, setAsideWho(r), 120)}${says} \xB7 ${KIND_WORDS[r.kind]}: ${text(redact, r.reason, reasonMax)}`;
  });
  if (items.length > SET_ASIDE_SHOWN) lines2.push(`- \u2026and ${items.length - SET_ASIDE_SHOWN} more`);
  return `${SET_ASIDE_HEADING}

${lines2.join("\n")}`;
}
function lastResort(legs, verdict, ctx) {
  const redact = ctx.redact ?? identity;
  const level = LEVELS[LEVELS.length - 1];
  const aside = ctx.setAside?.length ? `\u26A0\uFE0F ${ctx.setAside.length} leg records were not counted (forged, duplicated or unreadable): see the aggregate job's log` : null;
  const head = [ctx.marker, title2(verdict), aside, verdictLine(verdict, redact)].filter(Boolean).join("\n\n");
  const lines2 = [];
  let size = head.length + 200;
  const failing = legs.filter((l) => !l.passed);
  for (const [i, leg] of failing.entries()) {
    const line = reasonLine(leg, redact, { ...level, reasonMax: 0 }, false);
    if (size + line.length + 1 > COMMENT_BUDGET - 200) {
      lines2.push(`- \u2026and ${failing.length - i} more failing legs: see the aggregate job's step summary`);
      break;
    }
    lines2.push(line);
    size += line.length + 1;
  }
  return `${head}

${lines2.join("\n")}
`;
}
var LIVE_TITLE = `## ${STATUS_SYMBOL.pending} Narrator board \xB7 live: the legs are running`;
function renderBoardSummary(legs, verdict, ctx) {
  const redact = ctx.redact ?? identity;
  const extra = [];
  const gantt = timeline2(legs, redact);
  if (gantt) extra.push(gantt);
  const comment = safeUrl(ctx.commentUrl ?? null);
  if (comment) extra.push(`The board comment: [${comment}](${comment})`);
  const noMarker = { ...ctx, marker: null };
  for (const level of LEVELS) {
    const out2 = body(legs, verdict, noMarker, level, extra);
    if (Buffer.byteLength(out2, "utf8") <= SUMMARY_BUDGET) return out2;
  }
  const out = lastResort(legs, verdict, noMarker);
  return Buffer.byteLength(out, "utf8") <= STEP_SUMMARY_LIMIT ? out : `${title2(verdict)}
`;
}
function timeline2(legs, redact) {
  const timed = legs.filter((l) => l.startedAt !== null);
  if (timed.length === 0) return null;
  const origin = Math.min(...timed.map((l) => l.startedAt));
  const lines2 = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %H:%M:%S", "  section Legs"];
  const shown = timed.slice(0, 300);
  shown.forEach((leg, i) => {
    const start = leg.startedAt - origin;
    const stop = Math.max(start + 1, (leg.endedAt ?? leg.startedAt) - origin);
    const label = ganttLabel(`${i + 1} ${plain(redact(leg.label)).replace(/[![\]]/g, " ")}`);
    const tag = leg.status === "pending" ? "active, " : leg.passed ? "done, " : "crit, ";
    lines2.push(`  ${label} :${tag}leg${i + 1}, ${start}, ${stop}`);
  });
  lines2.push("```");
  const more = timed.length > shown.length ? `

*The timeline shows the first ${shown.length} legs.*` : "";
  return `### Timeline

${lines2.join("\n")}${more}`;
}
function termText(redact, s, max) {
  return neutralizeCommands(truncate(plain(redact(s)).replace(/\s+/g, " ").trim(), max));
}
function renderBoardText(legs, verdict, ctx = {}) {
  const redact = ctx.redact ?? identity;
  const t = boardTotals(legs);
  const out = [];
  out.push(
    `Narrator board: ${verdict.passed ? "\u2705" : "\u274C"} ${verdict.succeeded} of ${verdict.total} legs succeeded (require ${requirementText(verdict.requirement)})`
  );
  if (ctx.incomplete) out.push(`warning: ${termText(redact, ctx.incomplete, 500)}`);
  out.push("");
  const rows = legs.map((leg) => {
    const r = leg.record;
    return [
      `${STATUS_SYMBOL[leg.status]} ${termText(redact, leg.label, 60)}`,
      r ? termText(
        redact,
        `${r.dialect ? agentLabel(r.dialect) : r.agent ?? "command"}${r.model ? ` \xB7 ${r.model}` : ""}`,
        40
      ) : "",
      STATUS_WORDS[leg.status],
      r ? `${formatCount(r.turns)} turns` : "",
      r ? `${r.toolCalls} tools (${r.failedToolCalls} failed)` : "",
      r ? formatCost(r.costUsd) : "",
      r ? `${tokensText(r.tokens?.input ?? null, r.tokens?.output ?? null)} tokens` : "",
      legDuration(leg)
    ];
  });
  const widths = rows.reduce(
    (w, cols) => cols.map((c, i) => Math.max(w[i] ?? 0, [...c].length)),
    []
  );
  for (const cols of rows) {
    out.push(
      `  ${cols.map((c, i) => c + " ".repeat(Math.max(0, (widths[i] ?? 0) - [...c].length))).join("  ").trimEnd()}`
    );
  }
  const cost = t.costUsd === null ? "n/a" : `${formatCost(t.costUsd)}${t.costLegs < legs.length ? ` (${t.costLegs} of ${legs.length} legs report cost)` : ""}`;
  out.push("");
  out.push(
    `Total: ${legs.length} legs \xB7 ${t.toolCalls} tool calls (${t.failedToolCalls} failed) \xB7 cost ${cost} \xB7 tokens ${tokensText(t.inputTokens, t.outputTokens)} \xB7 span ${t.spanMs === null ? "n/a" : formatDuration(t.spanMs)}`
  );
  const failing = legs.filter((l) => !l.passed);
  if (failing.length > 0) {
    out.push("", "Why legs did not succeed:");
    for (const leg of failing) {
      out.push(
        `  ${termText(redact, leg.label, 60)} (${STATUS_WORDS[leg.status]}): ${termText(redact, leg.reason ?? "", 300)}`
      );
    }
  }
  const aside = ctx.setAside ?? [];
  if (aside.length > 0) {
    out.push("", "Leg records not counted:");
    for (const r of aside.slice(0, SET_ASIDE_SHOWN)) {
      const says = r.label ? ` (says it is ${termText(redact, r.label, 60)})` : "";
      out.push(
        `  ${termText(redact, setAsideWho(r), 120)}${says}: ${KIND_WORDS[r.kind]}: ${termText(redact, r.reason, 300)}`
      );
    }
    if (aside.length > SET_ASIDE_SHOWN) out.push(`  \u2026and ${aside.length - SET_ASIDE_SHOWN} more`);
  }
  out.push(
    "",
    `Verdict: ${verdict.passed ? "success" : "failure"}: ${termText(redact, verdict.reason, 2e3)}`
  );
  return `${out.join("\n")}
`;
}

// src/board/legs.ts
var INVISIBLE2 = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function plainLabel(name) {
  return name.replace(/[\r\n\t]+/g, " ").replace(INVISIBLE2, "").replace(/ {2,}/g, " ").trim() || "(unnamed)";
}
var MATCH_SLACK_MS = 10 * 6e4;
function baseJobName(name) {
  const open = name.indexOf(" (");
  const values = open >= 0 && name.endsWith(")") && name.length >= open + 3;
  return (values ? name.slice(0, open) : name).trim();
}
function latestRecords(records) {
  const newest = /* @__PURE__ */ new Map();
  for (const r of records) newest.set(r.id, Math.max(newest.get(r.id) ?? 0, r.identity.runAttempt));
  return records.filter((r) => r.identity.runAttempt === newest.get(r.id));
}
function time(iso2) {
  if (iso2 === null) return null;
  const ms = Date.parse(iso2);
  return Number.isFinite(ms) ? ms : null;
}
var CREATED_SLACK_MS = 2 * 6e4;
function matchJob(record2, origin, jobs) {
  const attempt = record2.identity.runAttempt;
  const sameAttempt = (j) => j.runAttempt === null || j.runAttempt === attempt;
  const runner = record2.identity.runnerName;
  let job = null;
  const id = record2.identity.jobId;
  if (id !== null) {
    const byId = jobs.find((j) => j.id === id);
    if (!byId) return { why: `it names job ${id}, which is not a job of this run` };
    if (!sameAttempt(byId)) {
      return { why: `it says attempt ${attempt}, but job ${id} ran in attempt ${byId.runAttempt}` };
    }
    if (byId.runnerName && runner && byId.runnerName !== runner) {
      return { why: `it says runner '${runner}', but job ${id} ran on '${byId.runnerName}'` };
    }
    job = byId;
  } else {
    const start = time(record2.startedAt);
    const end = time(record2.endedAt) ?? start;
    if (!runner || start === null || end === null) {
      return { why: "it names neither a job id nor a runner and times to find its job by" };
    }
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const j of jobs) {
      if (j.runnerName !== runner || j.startedAt === null || !sameAttempt(j)) continue;
      if (start < j.startedAt - MATCH_SLACK_MS) continue;
      if (j.completedAt !== null && end > j.completedAt + MATCH_SLACK_MS) continue;
      const distance = Math.abs(start - j.startedAt);
      if (distance < bestDistance) {
        job = j;
        bestDistance = distance;
      }
    }
    if (!job) return { why: `no job of attempt ${attempt} ran on runner '${runner}' at the time it gives` };
  }
  const created = origin?.createdAt ?? null;
  if (created !== null && job.startedAt !== null) {
    const early = created < job.startedAt - CREATED_SLACK_MS;
    const late = job.completedAt !== null && created > job.completedAt + CREATED_SLACK_MS;
    if (early || late) {
      return { why: `its artifact was created ${early ? "before" : "after"} the job it names ran` };
    }
  }
  return { job };
}
function namePattern(pattern) {
  const body2 = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${body2}$`, "s");
}
function legJobNames(jobNames, matched, records) {
  if (jobNames.length > 0) {
    const patterns = jobNames.map(namePattern);
    return (job) => patterns.some((p) => p.test(job.name) || p.test(baseJobName(job.name)));
  }
  const names = /* @__PURE__ */ new Set([...matched.map((j) => baseJobName(j.name)), ...records.map((r) => r.identity.job)]);
  return (job) => names.has(baseJobName(job.name));
}
var JOB_STATUS = {
  cancelled: "cancelled",
  timed_out: "timed_out",
  skipped: "skipped"
};
function jobOnlyLeg(job) {
  const finished = job.status === "completed";
  const status = !finished ? "pending" : ownValue(JOB_STATUS, job.conclusion ?? "") ?? "no_record";
  const reason = !finished ? `the job had not finished when the board was made (status ${job.status})` : status === "cancelled" ? "the job was cancelled before Narrator published a result" : status === "timed_out" ? "the job hit its timeout-minutes before Narrator published a result" : status === "skipped" ? "the job was skipped" : `the job ended (${job.conclusion ?? "no conclusion"}) without a Narrator leg record: it failed before Narrator ran, or the upload failed, or publish-result is off`;
  return {
    id: `job-${job.id}`,
    label: plainLabel(job.name),
    record: null,
    job,
    status,
    passed: false,
    reason,
    startedAt: job.startedAt,
    endedAt: job.completedAt,
    url: job.htmlUrl
  };
}
function recordLeg(record2, job, runUrl) {
  const attempt = record2.identity.runAttempt;
  let status = record2.outcome;
  let passed = record2.conclusion === "success";
  let reason = passed ? null : record2.reason?.trim() || `the agent's outcome was ${record2.outcome}`;
  if (job && job.status !== "completed") {
    status = "pending";
    passed = false;
    reason = `the job had not finished when the board was made (status ${job.status}); its record counts once the job has succeeded`;
  } else if (job && job.conclusion !== "success") {
    const concluded = job.conclusion ?? "no conclusion";
    if (passed) {
      status = ownValue(JOB_STATUS, job.conclusion ?? "") ?? "job_failed";
      reason = `the job concluded ${concluded} although its leg record says ${record2.outcome}: a leg counts only when its job succeeded too`;
    }
    passed = false;
  }
  return {
    id: record2.id,
    label: plainLabel(job?.name ?? record2.label),
    record: record2,
    job,
    status,
    passed,
    reason,
    startedAt: time(record2.startedAt) ?? job?.startedAt ?? null,
    endedAt: time(record2.endedAt) ?? job?.completedAt ?? null,
    url: job?.htmlUrl ?? (runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, "")}/attempts/${attempt}`)
  };
}
function unverifiedLeg(record2, runUrl) {
  return {
    ...recordLeg(record2, null, runUrl),
    status: "unverified",
    passed: false,
    reason: `the run's jobs could not be listed, so this record (it says ${record2.outcome}) could not be checked against the job that made it, and does not count`
  };
}
function disputedLeg(job, claims, why) {
  const names = claims.map((c) => c.origin ? `'${c.origin.name}'` : `'${c.record.label}'`);
  return {
    id: `job-${job.id}`,
    label: plainLabel(job.name),
    record: null,
    job,
    status: "disputed",
    passed: false,
    reason: `${why} (${names.join(", ")}): a leg publishes one record, so none of them counts`,
    startedAt: job.startedAt,
    endedAt: job.completedAt,
    url: job.htmlUrl
  };
}
function found(r) {
  return "record" in r && "origin" in r ? r : { record: r, origin: null };
}
function sameUploader(records) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of records) {
    if (!r.origin?.uploader) continue;
    const key = `${r.origin.uploader}\0${r.record.identity.runAttempt}`;
    groups.set(key, [...groups.get(key) ?? [], r]);
  }
  const out = /* @__PURE__ */ new Set();
  for (const group of groups.values()) if (group.length > 1) for (const r of group) out.add(r);
  return out;
}
function artifactWords(r) {
  return r.origin ? `artifact '${r.origin.name}'` : `record '${r.record.label}'`;
}
function currentJobs(jobs) {
  const newest = /* @__PURE__ */ new Map();
  for (const j of jobs) newest.set(j.name, Math.max(newest.get(j.name) ?? 0, j.runAttempt ?? 1));
  return new Set(jobs.filter((j) => (j.runAttempt ?? 1) === newest.get(j.name)));
}
function assembleLegs(o) {
  return assembleBoard(o).legs;
}
function assembleBoard(o) {
  const runUrl = o.runUrl ?? null;
  const all = o.records.map(found);
  const doubled = sameUploader(all);
  const setAside = [];
  for (const r of doubled) {
    const others = all.filter((x) => x !== r && doubled.has(x) && x.origin?.uploader === r.origin?.uploader);
    setAside.push({
      origin: r.origin,
      label: plainLabel(r.record.label),
      kind: "duplicate",
      reason: `the job that uploaded it also uploaded ${others.map(artifactWords).join(", ")}; a leg's job publishes one record, so none of them counts`
    });
  }
  if (o.jobs === null) {
    const single = all.filter((r) => !doubled.has(r)).map((r) => r.record);
    const legs2 = latestRecords(single).map(
      (r) => o.requireJobs ? unverifiedLeg(r, runUrl) : recordLeg(r, null, runUrl)
    );
    return { legs: sortLegs(legs2), setAside };
  }
  const jobs = o.jobs.filter(
    // The aggregate job itself: still running, on our runner.
    (j) => !(o.selfRunnerName && j.status !== "completed" && j.runnerName === o.selfRunnerName)
  );
  const current = currentJobs(jobs);
  const named = o.jobNames?.length ? legJobNames(o.jobNames, [], []) : null;
  const claims = /* @__PURE__ */ new Map();
  for (const r of all) {
    let match = matchJob(r.record, r.origin, jobs);
    if ("job" in match && named && !named(match.job)) {
      match = {
        why: `it names the job '${match.job.name}', which is not one of the legs' jobs (the input jobs)`
      };
    }
    if ("job" in match) claims.set(match.job, [...claims.get(match.job) ?? [], r]);
    else if (!doubled.has(r)) {
      setAside.push({
        origin: r.origin,
        label: plainLabel(r.record.label),
        kind: "unmatched",
        reason: `${match.why}; it was not made by a leg of this run, and does not count`
      });
    }
  }
  const legs = [];
  for (const [job, records] of claims) {
    if (!current.has(job)) continue;
    if (records.length > 1) {
      legs.push(disputedLeg(job, records, `${records.length} leg records name this job`));
    } else if (doubled.has(records[0])) {
      legs.push(disputedLeg(job, records, "the job that uploaded its record uploaded other leg records too"));
    } else {
      legs.push(recordLeg(records[0].record, job, runUrl));
    }
  }
  const isLeg = legJobNames(
    o.jobNames ?? [],
    [...claims.keys()],
    all.map((r) => r.record)
  );
  for (const job of current) if (!claims.has(job) && isLeg(job)) legs.push(jobOnlyLeg(job));
  return { legs: sortLegs(legs), setAside };
}
var collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
function sortLegs(legs) {
  return legs.sort((a, b) => collator.compare(a.label, b.label) || a.id.localeCompare(b.id));
}

// src/board/record.ts
var LEG_RECORD_VERSION = 1;
var LEG_RECORD_FILE = "narrator-leg.json";
var RECORD_REASON_MAX = 1e3;
var count = number().check(int(), _nonnegative());
var amountOrNull = nullable(number().check(_nonnegative()));
var tokensOrNull = nullable(
  object({ input: count, output: count, cacheRead: count, cacheWrite: count })
);
var iso = string().check(
  _maxLength(40),
  refine((s) => Number.isFinite(Date.parse(s)), "not an ISO time")
);
var legRecordSchema = object({
  narratorLeg: literal(LEG_RECORD_VERSION),
  id: string().check(_regex(/^[0-9a-f]{8,64}$/)),
  label: string().check(_maxLength(1e3)),
  identity: object({
    workflow: nullable(string().check(_maxLength(1e3))),
    job: string().check(_maxLength(1e3)),
    matrix: nullable(record(string(), unknown())),
    jobIndex: nullable(count),
    commentKey: nullable(string().check(_maxLength(1e3))),
    runAttempt: number().check(int(), _positive()),
    runnerName: nullable(string().check(_maxLength(1e3))),
    jobId: nullable(number().check(int(), _positive()))
  }),
  agent: nullable(string().check(_maxLength(100))),
  dialect: nullable(_enum(DIALECTS)),
  model: nullable(string().check(_maxLength(1e3))),
  outcome: _enum(OUTCOMES),
  conclusion: _enum(["success", "failure"]),
  reason: nullable(string().check(_maxLength(RECORD_REASON_MAX * 4))),
  turns: nullable(count),
  toolCalls: count,
  failedToolCalls: count,
  deniedToolCalls: count,
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull,
  startedAt: nullable(iso),
  endedAt: nullable(iso)
});
function useEnglishZodMessages() {
  if (!config().localeError) config(en_default());
}
var LegRecordError = class extends Error {
  name = "LegRecordError";
};
function legRecordFrom(value, source) {
  const version = value?.narratorLeg;
  if (typeof version === "number" && version !== LEG_RECORD_VERSION) {
    throw new LegRecordError(
      `${source}: leg record version ${version}; this Narrator reads version ${LEG_RECORD_VERSION} (use the same Narrator version for the legs and the aggregate job)`
    );
  }
  useEnglishZodMessages();
  const parsed = legRecordSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join(".") : "the record";
    throw new LegRecordError(
      `${source}: not a Narrator leg record (${where}: ${issue?.message ?? "invalid"})`,
      {
        cause: parsed.error
      }
    );
  }
  return parsed.data;
}
function matrixValues(matrix) {
  if (matrix === null) return [];
  return Object.values(matrix).map(
    (v) => typeof v === "object" && v !== null ? JSON.stringify(v) : String(v ?? "")
  );
}
function legLabel(identity2) {
  const values = matrixValues(identity2.matrix);
  if (values.length > 0) return `${identity2.job} (${values.join(", ")})`;
  if (identity2.commentKey) return `${identity2.job} (${identity2.commentKey})`;
  if (identity2.jobIndex !== null) return `${identity2.job} (#${identity2.jobIndex + 1})`;
  return identity2.job;
}
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((k) => [k, canonical(value[k])])
  );
}
function legId(identity2) {
  const text2 = JSON.stringify([
    identity2.workflow,
    identity2.job,
    canonical(identity2.matrix),
    identity2.jobIndex,
    identity2.commentKey
  ]);
  return createHash("sha256").update(text2).digest("hex").slice(0, 12);
}
function buildLegRecord(o) {
  const s = o.summary;
  let failed = s.earlierCalls?.counts.error ?? 0;
  let denied2 = s.earlierCalls?.counts.denied ?? 0;
  for (const call of s.toolCalls) {
    if (call.status === "error") failed++;
    else if (call.status === "denied") denied2++;
  }
  const time2 = (ms) => ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
  const reason = o.reason?.trim();
  return {
    narratorLeg: LEG_RECORD_VERSION,
    id: legId(o.identity),
    label: legLabel(o.identity),
    identity: o.identity,
    agent: o.agent,
    dialect: s.dialect,
    model: s.model ?? o.fallbackModel ?? null,
    // A summary always has an outcome once finished; "error" if a caller hands in a running one.
    outcome: s.outcome ?? "error",
    conclusion: o.failed || s.outcome === null ? "failure" : "success",
    reason: reason ? cut2(reason, RECORD_REASON_MAX) : null,
    turns: s.turns,
    toolCalls: (s.earlierCalls?.count ?? 0) + s.toolCalls.length,
    failedToolCalls: failed,
    deniedToolCalls: Math.max(denied2, s.permissionDenials.length),
    costUsd: s.costUsd,
    tokens: s.tokens,
    durationMs: s.durationMs === null ? null : Math.max(0, Math.round(s.durationMs)),
    startedAt: time2(o.startedAt),
    endedAt: time2(o.endedAt)
  };
}
function cut2(s, max) {
  if (s.length <= max) return s;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end--;
  return `${s.slice(0, end)}\u2026`;
}

// src/report/html/assets.ts
var STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--card:#f6f8fa;
--ok:#1a7f37;--err:#cf222e;--warn:#9a6700;--deny:#8250df;--pend:#59636e;--add:#dafbe1;--del:#ffebe9;--accent:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--card:#151b23;
--ok:#3fb950;--err:#f85149;--warn:#d29922;--deny:#ab7df8;--pend:#9198a1;--add:#12261e;--del:#25171c;--accent:#4493f8}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}
main,header.page,footer{max-width:1100px;margin:0 auto;padding:0 20px}
header.page{padding-top:24px}
h1{font-size:26px;margin:0 0 4px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
h2{font-size:18px;margin:28px 0 10px;border-bottom:1px solid var(--line);padding-bottom:4px}
.outcome{font-weight:700;padding:2px 10px;border-radius:999px;font-size:15px;border:1px solid currentColor}
.outcome.good{color:var(--ok)}.outcome.bad{color:var(--err)}.outcome.running{color:var(--warn)}
.reason{margin:8px 0 0;padding:10px 12px;border-left:4px solid var(--err);background:var(--card);border-radius:6px}
.reason p{margin:0 0 8px}.reason p:last-child{margin:0}
.metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:10px;margin:16px 0 0;padding:0}
.metrics div{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 12px}
.metrics dt{color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.metrics dd{margin:0;font-size:20px;font-weight:600}
.muted{color:var(--muted)}
.timeline{width:100%;height:auto;border:1px solid var(--line);border-radius:8px;background:var(--card)}
.timeline .ok{fill:var(--ok)}.timeline .error{fill:var(--err)}.timeline .denied{fill:var(--deny)}
.timeline .pending,.timeline .cancelled{fill:var(--pend)}.timeline .retry{fill:var(--warn)}
.timeline .step{stroke:var(--accent);stroke-width:1}.timeline .wait{fill:var(--line);opacity:.6}
.axis{display:flex;justify-content:space-between;color:var(--muted);font-size:.75rem;margin-top:2px}
.legend{display:flex;gap:14px;flex-wrap:wrap;font-size:13px;color:var(--muted);margin:6px 0 0;padding:0;list-style:none}
.legend span{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:middle}
.legend .ok{background:var(--ok)}.legend .error{background:var(--err)}.legend .denied{background:var(--deny)}
.legend .pending{background:var(--pend)}.legend .retry{background:var(--warn)}.legend .step{background:var(--accent)}
.legend .wait{background:var(--line)}
ul.plan{list-style:none;padding-left:4px;margin:4px 0}
.todo-completed{color:var(--muted);text-decoration:line-through}.todo-in_progress{font-weight:600}
.filters{position:sticky;top:0;z-index:1;background:var(--bg);display:flex;gap:8px;flex-wrap:wrap;align-items:center;padding:10px 0;border-bottom:1px solid var(--line)}
.filters input,.filters select,.filters button{font:inherit;padding:4px 8px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg)}
.filters input{flex:1;min-width:180px}
.entry{border:1px solid var(--line);border-radius:8px;margin:10px 0;padding:10px 14px;background:var(--bg);content-visibility:auto;contain-intrinsic-size:auto 140px}
.entry.text{background:var(--card)}
.entry.thinking{border-style:dashed;color:var(--muted)}
.entry.error,.entry[data-status=error]{border-left:4px solid var(--err)}
.entry.denied,.entry[data-status=denied]{border-left:4px solid var(--deny)}
.entry.warning,.entry.retry{border-left:4px solid var(--warn)}
.entry.compact{padding:4px 14px;margin:4px 0}
.entry header{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.who{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}
.prose{white-space:pre-wrap;overflow-wrap:anywhere}
.num{color:var(--muted);font-variant-numeric:tabular-nums}
.tool-name{font-weight:700;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.desc{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;overflow-wrap:anywhere}
.badge{font-size:12px;font-weight:600;padding:0 8px;border-radius:999px;border:1px solid currentColor}
.badge.ok{color:var(--ok)}.badge.error{color:var(--err)}.badge.denied{color:var(--deny)}
.badge.pending,.badge.cancelled{color:var(--pend)}.badge.warning,.badge.retry{color:var(--warn)}
pre{font:12.5px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:8px 10px;overflow:auto;max-height:36em;white-space:pre-wrap;overflow-wrap:anywhere;margin:8px 0 0}
pre.diff .add{background:var(--add);display:block}pre.diff .del{background:var(--del);display:block}pre.diff .ctx{display:block;color:var(--muted)}
.path{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;margin-top:6px}
details>summary{cursor:pointer;color:var(--muted);margin-top:6px}
.cut{color:var(--warn);font-size:13px;margin:4px 0 0}
footer{color:var(--muted);font-size:13px;padding:24px 20px 40px}
[hidden]{display:none!important}
a{color:var(--accent)}
`;
var SCRIPT = `
(function () {
  var search = document.getElementById('search');
  var tool = document.getElementById('tool');
  var status = document.getElementById('status');
  var shown = document.getElementById('shown');
  var entries = Array.prototype.slice.call(document.querySelectorAll('#conversation .entry'));
  var texts = null;
  var timer = 0;
  function apply() {
    var needle = search.value.trim().toLowerCase();
    var t = tool.value;
    var s = status.value;
    if (needle && texts === null) texts = entries.map(function (e) { return e.textContent.toLowerCase(); });
    var count = 0;
    for (var i = 0; i < entries.length; i++) {
      var e = entries[i];
      var ok = (!t || e.getAttribute('data-tool') === t) &&
        (!s || e.getAttribute('data-status') === s) &&
        (!needle || texts[i].indexOf(needle) !== -1);
      e.hidden = !ok;
      if (ok) count++;
    }
    shown.textContent = count + ' of ' + entries.length + ' entries shown';
  }
  function later() { clearTimeout(timer); timer = setTimeout(apply, 120); }
  search.addEventListener('input', later);
  tool.addEventListener('change', apply);
  status.addEventListener('change', apply);
  function setOpen(open) {
    var all = document.querySelectorAll('#conversation details');
    for (var i = 0; i < all.length; i++) all[i].open = open;
  }
  document.getElementById('expand').addEventListener('click', function () { setOpen(true); });
  document.getElementById('collapse').addEventListener('click', function () { setOpen(false); });
  apply();
})();
`;

// src/report/html/safe-html.ts
var SAFE = /* @__PURE__ */ Symbol("safe-html");
function safe(value) {
  return { [SAFE]: true, value };
}
function isSafeHtml(value) {
  return typeof value === "object" && value !== null && value[SAFE] === true;
}
var ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapeText(text2) {
  return text2.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
function render(value) {
  if (value === null || value === void 0 || value === false) return "";
  if (typeof value === "number") return escapeText(String(value));
  if (typeof value === "string") return escapeText(value);
  if (isSafeHtml(value)) return value.value;
  return value.map(render).join("");
}
function html(strings, ...values) {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) out += render(values[i] ?? null) + (strings[i + 1] ?? "");
  return safe(out);
}
function join(parts, separator = "") {
  return safe(parts.map((p) => p.value).join(separator));
}
function flatten(markup) {
  return safe(Buffer.from(markup.value, "utf8").toString("utf8"));
}
function trusted(constant) {
  return safe(constant);
}

// src/report/html/page.ts
function sha256(text2) {
  return createHash("sha256").update(text2, "utf8").digest("base64");
}
function contentSecurityPolicy() {
  return [
    "default-src 'none'",
    `style-src 'sha256-${sha256(STYLE)}'`,
    `script-src 'sha256-${sha256(SCRIPT)}'`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
}
function metric(label, value) {
  return html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
}
function metrics2(summary, ctx) {
  const counts = callCounts(summary);
  const tokens = summary.tokens ? `${formatTokens(summary.tokens.input)} in / ${formatTokens(summary.tokens.output)} out` : "not reported";
  const turns = summary.turns !== null ? String(summary.turns) : `not reported (${summary.steps} model steps)`;
  return html`<dl class="metrics">${[
    metric("Turns", turns),
    metric(
      "Tool calls",
      `${counts.total}${counts.error ? ` \xB7 ${counts.error} failed` : ""}${counts.denied ? ` \xB7 ${counts.denied} denied` : ""}`
    ),
    metric("Tokens", tokens),
    // The agent's own figure, else the estimate marked as one ("≈ $0.12 (est.)").
    metric("Cost", costText(summary) ?? "not reported"),
    metric("Duration", formatDuration(elapsedMs(summary, ctx.now))),
    metric("Retries", retryCount(summary)),
    unreadableText(summary) === null ? null : metric("Not read", unreadableText(summary))
  ]}</dl>`;
}
var WIDTH = 1e3;
var LANES = 4;
var LANE_HEIGHT = 14;
var MAX_BARS = 1500;
function timeline3(summary, transcript) {
  const start = summary.startedAt;
  const end = Math.max(summary.lastEventAt ?? 0, ...summary.toolCalls.slice(-1).map((c) => c.endedAt ?? 0));
  if (start === null || end <= start)
    return html`<p class="muted">No timeline: the stream carries no times.</p>`;
  const x = (t) => Math.round((t - start) / (end - start) * WIDTH * 10) / 10;
  const top = 18;
  const height = top + LANES * LANE_HEIGHT + 6;
  const pieces = [];
  for (const [from, to] of transcript.marks.waits) {
    pieces.push(
      html`<rect class="wait" x="${x(from)}" y="${top}" width="${Math.max(1, x(to) - x(from))}" height="${LANES * LANE_HEIGHT}"></rect>`
    );
  }
  const calls = summary.toolCalls;
  if (calls.length <= MAX_BARS) {
    const laneEnds = new Array(LANES).fill(-Infinity);
    for (const call of calls) {
      const from = x(call.startedAt);
      const to = Math.max(from + 2, x(call.endedAt ?? end));
      let lane = laneEnds.findIndex((e) => e <= from);
      if (lane === -1) lane = laneEnds.indexOf(Math.min(...laneEnds));
      laneEnds[lane] = to;
      pieces.push(
        html`<rect class="${call.status}" x="${from}" y="${top + lane * LANE_HEIGHT}" width="${to - from}" height="${LANE_HEIGHT - 3}"></rect>`
      );
    }
  } else {
    const columns = 250;
    const counts = Array.from({ length: columns }, () => ({ ok: 0, bad: 0 }));
    for (const call of calls) {
      const col = Math.min(columns - 1, Math.floor((call.startedAt - start) / (end - start) * columns));
      if (call.status === "ok") counts[col].ok++;
      else counts[col].bad++;
    }
    const most = Math.max(1, ...counts.map((c) => c.ok + c.bad));
    const full = LANES * LANE_HEIGHT;
    counts.forEach((c, i) => {
      const w = WIDTH / columns;
      const okH = Math.round(c.ok / most * full * 10) / 10;
      const badH = Math.round(c.bad / most * full * 10) / 10;
      if (c.ok)
        pieces.push(
          html`<rect class="ok" x="${i * w}" y="${top + full - okH}" width="${w}" height="${okH}"></rect>`
        );
      if (c.bad)
        pieces.push(
          html`<rect class="error" x="${i * w}" y="${top + full - okH - badH}" width="${w}" height="${badH}"></rect>`
        );
    });
  }
  for (const at of transcript.marks.steps) {
    pieces.push(
      html`<line class="step" x1="${x(at)}" x2="${x(at)}" y1="${top - 6}" y2="${top + LANES * LANE_HEIGHT}"></line>`
    );
  }
  for (const retry of summary.retries.slice(0, MAX_BARS)) {
    pieces.push(html`<rect class="retry" x="${x(retry.at) - 2}" y="2" width="4" height="12"></rect>`);
  }
  const label = `Timeline of ${calls.length} tool calls over ${formatDuration(end - start)}`;
  return html`<svg class="timeline" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${label}">${pieces}</svg>
<div class="axis" aria-hidden="true"><span>0</span><span>${formatDuration(end - start)}</span></div>
<ul class="legend"><li><span class="ok"></span>tool call ok</li><li><span class="error"></span>failed</li><li><span class="denied"></span>denied</li><li><span class="pending"></span>no result</li><li><span class="retry"></span>API retry</li><li><span class="step"></span>model step</li><li><span class="wait"></span>no output for 30 s or more</li></ul>`;
}
function plan(summary, redact) {
  if (summary.todos.length === 0) return null;
  const mark = { completed: "\u2611", in_progress: "\u25D0", pending: "\u2610" };
  const open = summary.todos.filter((t) => t.status !== "completed").length;
  return html`<h2>Plan (${summary.todos.length - open} of ${summary.todos.length} done)</h2><ul class="plan">${summary.todos.map(
    (t) => html`<li class="todo-${t.status}"><span aria-hidden="true">${mark[t.status]}</span> ${redact(t.content)}</li>`
  )}</ul>`;
}
function talk(summary, redact) {
  const entries = summary.conversation ?? [];
  if (entries.length === 0) return null;
  return html`<h2>Talk with the agent (${entries.length})</h2><p class="muted">Times in UTC.</p><ul>${entries.map(
    (e) => html`<li><time>${new Date(e.at).toISOString().slice(11, 19)}</time> ${redact(conversationText(e))}</li>`
  )}</ul>`;
}
function retries2(summary, redact) {
  if (summary.retries.length === 0) return null;
  const shown = summary.retries.slice(0, 50);
  return html`<h2>Retries (${retryCount(summary)})</h2><ul>${shown.map(
    (r) => html`<li>${formatRetry(r)}${r.message ? html`: ${redact(r.message)}` : null}</li>`
  )}</ul>${summary.retries.length > shown.length ? html`<p class="muted">… and ${summary.retries.length - shown.length} more.</p>` : null}`;
}
function denied(summary, redact) {
  const d = deniedCalls(summary, redact);
  if (d === null) return null;
  return html`<h2>Denied calls (${d.total})</h2><ul class="denied-calls">${d.shown.map(
    (c) => html`<li><code>${c.tool}</code>${c.what ? html` <code>${c.what}</code>` : null}${c.onPr !== null ? html` — ${c.onPr}` : c.rule === null ? null : html` — allow with <code>${c.rule}</code>`}</li>`
  )}</ul>${d.more > 0 ? html`<p class="muted">… and ${d.more} more.</p>` : null}${reasonMarkup(d.how)}${d.copyLine === null ? null : html`<pre><code>${d.copyLine}</code></pre>`}`;
}
function cutsList(cuts) {
  if (cuts.length === 0) return null;
  return html`<h2>What this page cut</h2><ul>${cuts.map(
    (c) => html`<li>${c.what}: ${c.count.toLocaleString("en-US")}${c.chars > 0 ? html` (${c.chars.toLocaleString("en-US")} characters)` : null}</li>`
  )}</ul>`;
}
function filters(transcript, redact) {
  const names = [...transcript.toolNames].slice(0, 300).sort();
  const statuses = ["ok", "error", "denied", "pending", "text", "plan", "retry", "warning", "thinking"];
  return html`<div class="filters" role="search"><input id="search" type="search" placeholder="Search the conversation" aria-label="Search the conversation">
<select id="tool" aria-label="Tool"><option value="">every tool</option>${names.map((n) => {
    const name = redact(n);
    return html`<option value="${name}">${name}</option>`;
  })}</select>
<select id="status" aria-label="Status"><option value="">any status</option>${statuses.map((s) => html`<option value="${s}">${s}</option>`)}</select>
<button id="expand" type="button">Expand all</button><button id="collapse" type="button">Collapse all</button>
<span id="shown" class="muted"></span></div>`;
}
function renderHtmlPage(summary, transcript, ctx = {}) {
  const pieces = [];
  writeHtmlPage(summary, transcript, ctx, (piece) => pieces.push(piece));
  return pieces.join("");
}
function reasonMarkup(text2) {
  const paragraphs = text2.split(/\n[ \t]*\n/).filter((p) => p.trim() !== "");
  return join(
    paragraphs.map((p) => {
      const pieces = [];
      let last = 0;
      for (const m of p.trim().matchAll(/`([^`\n]+)`/g)) {
        pieces.push(p.trim().slice(last, m.index));
        pieces.push(html`<code>${m[1]}</code>`);
        last = m.index + m[0].length;
      }
      pieces.push(p.trim().slice(last));
      return html`<p>${pieces}</p>`;
    })
  );
}
function writeHtmlPage(summary, transcript, ctx, sink) {
  const redact = ctx.redact ?? identity;
  const running = summary.status !== "finished" || summary.outcome === null;
  const good = !running && !verdictOf(summary, ctx).fails;
  const word = running ? "running" : summary.outcome;
  const reason = reasonText(summary, ctx);
  const title3 = headline(summary, ctx);
  const model = summary.model ? redact(summary.model) : null;
  const session = summary.sessionId ? redact(summary.sessionId) : null;
  const finalText = summary.finalText ? redact(summary.finalText) : null;
  const head = html`<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title3} · Narrator</title>
<style>${trusted(STYLE)}</style>
</head>
<body>
<header class="page">
<h1><span class="outcome ${running ? "running" : good ? "good" : "bad"}">${word}</span> ${title3}</h1>
${subline(model, session, ctx.runUrl)}
${reason ? html`<div class="reason">${reasonMarkup(reason)}</div>` : null}
${metrics2(summary, ctx)}
</header>
<main>
<h2>Timeline</h2>
${timeline3(summary, transcript)}
${plan(summary, redact)}
${retries2(summary, redact)}
${talk(summary, redact)}
${denied(summary, redact)}
${finalText ? html`<h2>Final answer</h2><div class="entry text"><div class="prose">${finalText}</div></div>` : null}
<h2>The conversation</h2>
${filters(transcript, redact)}
<div id="conversation">`;
  const tail = html`</div>
${cutsList(transcript.cuts())}
</main>
<footer>Written by Narrator${ctx.version ? ` ${ctx.version}` : ""} from the agent's stream: every text from the stream is redacted and shown as text. This page loads nothing from the network.</footer>
<script>${trusted(SCRIPT)}</script>
</body>
</html>
`;
  sink(head.value);
  for (const part of transcript.parts) sink(part.value);
  sink(tail.value);
}
function subline(model, session, runUrl) {
  const parts = [];
  if (model) parts.push(html`model ${model}`);
  if (session) parts.push(html`session ${session}`);
  if (runUrl && /^https?:\/\//.test(runUrl)) parts.push(html`<a href="${runUrl}">job log</a>`);
  if (parts.length === 0) return null;
  return html`<p class="muted">${parts.map((p, i) => i === 0 ? p : html` · ${p}`)}</p>`;
}

// src/report/html/diff.ts
var MAX_LINES = 400;
function str(record2, ...keys) {
  for (const key of keys) {
    const v = record2[key];
    if (typeof v === "string") return v;
  }
  return null;
}
function changesOf(input) {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return typeof input === "string" && /^\*\*\* Begin Patch/m.test(input) ? { patch: input } : null;
  }
  const record2 = input;
  if (Array.isArray(record2["diffs"])) {
    const diffs = record2["diffs"].flatMap((d) => {
      if (d === null || typeof d !== "object") return [];
      const diff = d;
      const newText2 = str(diff, "newText");
      return newText2 === null ? [] : [{ path: str(diff, "path"), oldText: str(diff, "oldText") ?? "", newText: newText2 }];
    });
    if (diffs.length > 0) return diffs;
  }
  if (record2["rawInput"] !== null && typeof record2["rawInput"] === "object" && !Array.isArray(record2["rawInput"])) {
    const raw = record2["rawInput"];
    const inner = changesOf(
      str(raw, "file_path", "filePath", "path") === null ? { ...raw, path: record2["path"] } : raw
    );
    if (inner !== null) return inner;
  }
  const path = str(record2, "file_path", "filePath", "path", "absolute_path");
  const oldText = str(record2, "old_string", "oldString");
  const newText = str(record2, "new_string", "newString");
  if (oldText !== null && newText !== null) return [{ path, oldText, newText }];
  if (Array.isArray(record2["edits"])) {
    const edits = record2["edits"].flatMap((e) => {
      if (e === null || typeof e !== "object") return [];
      const edit = e;
      const o = str(edit, "old_string", "oldString");
      const n = str(edit, "new_string", "newString");
      return o !== null && n !== null ? [{ path, oldText: o, newText: n }] : [];
    });
    return edits.length > 0 ? edits : null;
  }
  const content = str(record2, "content");
  if (content !== null && path !== null) return [{ path, oldText: "", newText: content }];
  const patch = str(record2, "patch", "input");
  if (patch !== null && /^\*\*\* Begin Patch|^(---|\+\+\+|@@) /m.test(patch)) return { patch };
  return null;
}
function lines(text2) {
  if (text2 === "") return [];
  return text2.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
}
function diffLines(oldText, newText) {
  const a = lines(oldText);
  const b = lines(newText);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const context = (from) => from.map((l) => [" ", l]);
  return [
    ...context(a.slice(Math.max(0, start - 3), start)),
    ...a.slice(start, endA).map((l) => ["-", l]),
    ...b.slice(start, endB).map((l) => ["+", l]),
    ...context(a.slice(endA, endA + 3))
  ];
}
function patchLines(patch) {
  return lines(patch).map((l) => {
    if (l.startsWith("+") && !l.startsWith("+++")) return ["+", l.slice(1)];
    if (l.startsWith("-") && !l.startsWith("---")) return ["-", l.slice(1)];
    return [" ", l];
  });
}
function render2(rows) {
  const shown = rows.slice(0, MAX_LINES);
  const body2 = join(
    shown.map(([mark, text2]) => {
      const cls = mark === "+" ? "add" : mark === "-" ? "del" : "ctx";
      return html`<span class="${cls}">${mark} ${text2}</span>`;
    })
  );
  const more = rows.length > MAX_LINES ? html`<p class="cut">… ${(rows.length - MAX_LINES).toLocaleString("en-US")} more diff lines cut.</p>` : null;
  return html`<pre class="diff">${body2}</pre>${more}`;
}
function editDiff(_tool, input, redact, showPath) {
  const changes = changesOf(input);
  if (changes === null) return null;
  if ("patch" in changes) return render2(patchLines(redact(changes.patch)));
  const path = changes[0]?.path;
  const rows = changes.flatMap((c, i) => [
    ...i > 0 ? [[" ", "\u22EF"]] : [],
    ...diffLines(redact(c.oldText), redact(c.newText))
  ]);
  return html`${path ? html`<div class="path">${redact(showPath(path))}</div>` : null}${render2(rows)}`;
}

// src/report/html/transcript.ts
var DEFAULTS = {
  budgetChars: 16 * 1024 * 1024,
  compactChars: 2 * 1024 * 1024,
  outputCutChars: 2e4,
  openOutputChars: 2e3
};
var MAX_WAITING = 64;
var MAX_PLAN_SNAPSHOTS = 200;
var WAIT_MS = 3e4;
var MAX_MARKS = 2e3;
var Transcript = class {
  options;
  queue = [];
  calls = /* @__PURE__ */ new Map();
  openText = null;
  /** A thinking block announced without its words yet: shown once the next event says no more come. */
  heldThinking = null;
  callNumber = 0;
  planSnapshots = 0;
  lastAt = null;
  cwd = null;
  usedChars = 0;
  /** The budget is spent: later entries are one line each, then only counted. */
  full = false;
  compactUsed = 0;
  compactFull = false;
  cutCounts = /* @__PURE__ */ new Map();
  /** The rendered entries, in order. */
  parts = [];
  /** Tool names seen, for the page's filter. */
  toolNames = /* @__PURE__ */ new Set();
  /** Model steps (turn starts), retries and long silences, for the timeline; bounded. */
  marks = { steps: [], waits: [] };
  constructor(options) {
    this.options = { ...DEFAULTS, ...options };
  }
  /** Folds one event; `summary` is the fold's summary after it (read now, not kept). */
  onEvent(event, summary) {
    if (this.lastAt !== null && event.at - this.lastAt >= WAIT_MS && this.marks.waits.length < MAX_MARKS) {
      this.marks.waits.push([this.lastAt, event.at]);
    }
    this.lastAt = event.at;
    if (event.kind !== "text") this.closeText();
    if (this.heldThinking !== null) {
      const held = this.heldThinking;
      if (event.kind === "thinking" && event.parentId === held.parentId) {
        if (typeof event.text !== "string") return;
        this.heldThinking = null;
      } else {
        this.heldThinking = null;
        this.push(() => this.thinking(null, held.parentId));
      }
    }
    switch (event.kind) {
      case "session":
        this.cwd = event.cwd ?? this.cwd;
        return;
      case "text":
        this.text(event.text, event.messageId, event.index, event.parentId, event.mode, event.at);
        return;
      case "thinking": {
        const text2 = event.text;
        if (typeof text2 === "string") this.push(() => this.thinking(text2, event.parentId));
        else this.heldThinking = { parentId: event.parentId };
        return;
      }
      case "step":
        if (event.parentId === null && this.marks.steps.length < MAX_MARKS) this.marks.steps.push(event.at);
        return;
      case "tool_call":
        this.toolCall(event);
        return;
      case "tool_result":
        this.toolResult(event);
        return;
      case "retry":
        this.push(() => this.retry(event));
        return;
      case "permission_denied":
        if (event.toolUseId !== null && this.deny(event.toolUseId, event.message)) return;
        this.push(
          () => this.block("denied", event.tool, [
            html`<header><span class="badge denied">denied</span> <span class="tool-name">${this.r(event.tool)}</span></header>`,
            event.message ? html`<p>${this.r(event.message)}</p>` : null
          ])
        );
        return;
      case "todos":
        if (summary) this.plan(summary.todos);
        return;
      case "notice":
        if (event.level === "info") return;
        this.push(
          () => this.block(event.level, null, [
            html`<p><span class="badge ${event.level}">${event.level}</span> ${this.r(event.message)}</p>`
          ])
        );
        return;
      case "rate_limit":
        if (event.status !== "allowed") {
          this.push(
            () => this.block("warning", null, [
              html`<p><span class="badge warning">rate limit</span> ${event.status}</p>`
            ])
          );
        }
        return;
      default:
        return;
    }
  }
  /** Flushes what is still open: text, and tool calls that never got a result. */
  finish() {
    this.closeText();
    const held = this.heldThinking;
    this.heldThinking = null;
    if (held !== null) this.push(() => this.thinking(null, held.parentId));
    for (const p of this.queue) p.ready = true;
    this.flush();
  }
  /** What was left out, for the page's list of cuts. */
  cuts() {
    return [...this.cutCounts.values()];
  }
  r(text2) {
    return this.options.redact(text2);
  }
  cut(what, chars) {
    const c = this.cutCounts.get(what) ?? { what, count: 0, chars: 0 };
    c.count++;
    c.chars += chars;
    this.cutCounts.set(what, c);
  }
  text(text2, messageId, index, parentId, mode, at) {
    const key = `${messageId ?? ""}:${index}:${parentId ?? ""}`;
    if (this.openText && this.openText.key === key) {
      if (mode === "block") this.openText.chunks = [text2];
      else this.openText.chunks.push(text2);
      return;
    }
    this.closeText();
    this.openText = { key, parentId, chunks: [text2], at };
  }
  closeText() {
    const open = this.openText;
    if (!open) return;
    this.openText = null;
    const raw = open.chunks.join("");
    if (!raw.trim()) return;
    const who = open.parentId === null ? "assistant" : "subagent";
    this.push(
      () => this.block("text", null, [html`<div class="who">${who}</div><div class="prose">${this.r(raw)}</div>`])
    );
  }
  thinking(text2, parentId) {
    const body2 = text2 ? this.output(text2, "thinking cut") : html`<p class="muted">The stream does not carry the thinking's text.</p>`;
    const who = parentId === null ? "" : " (subagent)";
    return this.ready(
      html`<details class="entry thinking" data-kind="thinking"><summary>Thinking${who}</summary>${body2}</details>`,
      null
    );
  }
  retry(event) {
    const parts = [
      event.attempt !== null ? `attempt ${event.attempt}${event.maxRetries !== null ? ` of ${event.maxRetries}` : ""}` : "a retry",
      event.httpStatus !== null ? `HTTP ${event.httpStatus}` : null,
      event.category,
      event.delayMs !== null ? `after ${formatDuration(event.delayMs)}` : null
    ].filter((p) => p !== null);
    return this.ready(
      this.entry("retry", null, "retry", [
        html`<p><span class="badge retry">retry</span> ${this.r(parts.join(" \xB7 "))}${event.message ? html`: ${this.r(event.message)}` : null}</p>`
      ]),
      null
    );
  }
  plan(todos2) {
    this.planSnapshots++;
    if (this.planSnapshots > MAX_PLAN_SNAPSHOTS) {
      this.cut("plan changes not shown", 0);
      return;
    }
    const mark = { completed: "\u2611", in_progress: "\u25D0", pending: "\u2610" };
    const snapshot = todos2.map((t) => ({ status: t.status, content: t.content }));
    this.push(() => {
      const items = snapshot.map(
        (t) => html`<li class="todo-${t.status}"><span aria-hidden="true">${mark[t.status]}</span> ${this.r(t.content)}</li>`
      );
      return this.block("plan", null, [
        html`<div class="who">plan</div><ul class="plan">${join(items)}</ul>`
      ]);
    });
  }
  toolCall(event) {
    const known = this.calls.get(event.id);
    if (known) {
      known.event = event;
      known.entry.render = () => this.renderCall(event, known.number, null);
      return;
    }
    const number2 = ++this.callNumber;
    this.toolNames.add(event.name);
    const entry = {
      ready: false,
      render: () => this.renderCall(event, number2, null),
      tool: event.name
    };
    this.calls.set(event.id, { event, entry, number: number2 });
    this.queue.push(entry);
    this.flush();
  }
  toolResult(event) {
    const call = this.calls.get(event.id);
    if (!call) {
      const name = event.name ?? "tool";
      this.toolNames.add(name);
      this.push(() => this.ready(this.renderResultOnly(event, name), name));
      return;
    }
    this.calls.delete(event.id);
    call.entry.render = () => this.renderCall(call.event, call.number, event);
    call.entry.ready = true;
    this.flush();
  }
  /** Ends a call still waiting for its result as denied; false when there is none. */
  deny(id, message) {
    const call = this.calls.get(id);
    if (!call) return false;
    this.toolResult({
      kind: "tool_result",
      id,
      name: call.event.name,
      status: "denied",
      output: message,
      exitCode: null,
      durationMs: null,
      parentId: call.event.parentId,
      at: call.event.at
    });
    return true;
  }
  /**
   * Queues an entry whose markup is made only when it is shown in full: past the budget nothing
   * is redacted or rendered for it (a long run's later entries would only make garbage).
   */
  push(make, tool = null) {
    this.queue.push({ ready: true, tool, render: () => make().render() });
    this.flush();
  }
  ready(markup, tool) {
    return { ready: true, render: () => markup, tool };
  }
  block(kind, tool, body2) {
    return this.ready(this.entry(kind, tool, kind === "denied" ? "denied" : kind, body2), tool);
  }
  entry(kind, tool, status, body2) {
    return html`<article class="entry ${kind}" data-kind="${kind}" data-status="${status}"${tool === null ? null : html` data-tool="${this.r(tool)}"`}>${body2}</article>`;
  }
  /** Shows ready entries in order; an unfinished head waits, but never for more than MAX_WAITING. */
  flush() {
    while (this.queue.length > 0) {
      const head = this.queue[0];
      if (!head.ready && this.queue.length <= MAX_WAITING) return;
      this.queue.shift();
      this.emit(head);
    }
  }
  emit(entry) {
    if (!this.full) {
      const markup = entry.render();
      const size = markup.value.length;
      if (this.usedChars + size <= this.options.budgetChars) {
        this.usedChars += size;
        this.parts.push(flatten(markup));
        return;
      }
      this.full = true;
    }
    if (this.compactFull) {
      this.cut("entries left out (the page reached its size limit)", 0);
      return;
    }
    const line = html`<article class="entry compact" data-kind="compact" data-status="compact"${entry.tool === null ? null : html` data-tool="${this.r(entry.tool)}"`}><p class="muted">${entry.tool === null ? "an entry" : html`<span class="tool-name">${this.r(entry.tool)}</span>`} (shown in one line: the page reached its size budget)</p></article>`;
    if (this.compactUsed + line.value.length > this.options.compactChars) {
      this.compactFull = true;
      this.cut("entries left out (the page reached its size limit)", 0);
      return;
    }
    this.compactUsed += line.value.length;
    this.parts.push(line);
    this.cut("entries shown in one line (the page reached its size budget)", 0);
  }
  renderResultOnly(result, name) {
    return this.entry("tool", name, result.status, [
      html`<header><span class="tool-name">${this.r(name)}</span> <span class="badge ${result.status}">${result.status}</span> <span class="muted">result of an earlier call</span></header>`,
      this.output(result.output)
    ]);
  }
  renderCall(call, number2, result) {
    const status = result === null ? "pending" : result.status;
    const summaryLine = shortToolInput(call.name, call.input, 120, this.options.redact, this.cwd);
    const exit = result?.exitCode !== null && result?.exitCode !== void 0 ? ` (exit ${result.exitCode})` : "";
    const duration = result?.durationMs !== null && result?.durationMs !== void 0 ? result.durationMs : result ? result.at - call.at : null;
    const diff = editDiff(call.name, call.input, this.options.redact, (p) => relativeToCwd(p, this.cwd));
    const subagent = call.parentId === null ? null : html` <span class="muted">(subagent)</span>`;
    return this.entry("tool", call.name, status, [
      html`<header><span class="num">#${number2}</span> <span class="tool-name">${this.r(call.name)}</span>${subagent} <span class="desc">${summaryLine}</span> <span class="badge ${status}">${status}${exit}</span>${duration !== null ? html` <span class="muted">${formatDuration(duration)}</span>` : null}</header>`,
      diff,
      html`<details class="input"><summary>Input</summary><pre>${this.inputText(call.input)}</pre></details>`,
      result === null ? html`<p class="muted">No result was reported for this call.</p>` : this.output(result.output)
    ]);
  }
  inputText(input) {
    let text2;
    try {
      text2 = typeof input === "string" ? input : JSON.stringify(input, null, 2) ?? String(input);
    } catch {
      text2 = String(input);
    }
    return this.capped(this.r(text2), "tool inputs cut").text;
  }
  /** A long text bounded like a tool output: its head open, the rest folded, past the cap cut. */
  output(output, what = "tool outputs cut") {
    if (output === null || output === "") return html`<p class="muted">No output.</p>`;
    const { text: text2, cutChars } = this.capped(this.r(output), what);
    const note = cutChars > 0 ? html`<p class="cut">… ${cutChars.toLocaleString("en-US")} more characters cut (of ${(text2.length + cutChars).toLocaleString("en-US")}).</p>` : null;
    const open = this.options.openOutputChars;
    if (text2.length <= open) return html`<pre class="output">${text2}</pre>${note}`;
    return html`<pre class="output">${text2.slice(0, open)}</pre><details class="more"><summary>Show the rest (${(text2.length - open).toLocaleString("en-US")} more characters)</summary><pre class="output">${text2.slice(open)}</pre></details>${note}`;
  }
  capped(text2, what) {
    const max = this.options.outputCutChars;
    if (text2.length <= max) return { text: text2, cutChars: 0 };
    this.cut(what, text2.length - max);
    return { text: text2.slice(0, max), cutChars: text2.length - max };
  }
};

// src/run/replay.ts
function parseTiming(tsv) {
  const times = [];
  for (const row2 of tsv.split("\n")) {
    const [line, ms] = row2.split("	");
    const n = Number(line);
    const t = Number(ms);
    if (!Number.isInteger(n) || n < 1 || !Number.isFinite(t) || (line ?? "").trim() === "") continue;
    times[n - 1] = t;
  }
  return times;
}
async function readTiming(path) {
  try {
    return parseTiming(await readFile(path, "utf8"));
  } catch (error) {
    throw new Error(`cannot read timing file ${path}: ${error.message}`, { cause: error });
  }
}
async function replayLines(stdout, timing, fold, options) {
  const bytes = Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength);
  const started = performance.now();
  let at = 0;
  let pos = 0;
  let index = 0;
  while (pos < bytes.length) {
    const nl = bytes.indexOf(10, pos);
    const end = nl === -1 ? bytes.length : nl + 1;
    at = timing[index] ?? at;
    if (Number.isFinite(options.speed)) {
      const wait = at / options.speed - (performance.now() - started);
      if (wait > 1) await setTimeout(wait, void 0, options.signal ? { signal: options.signal } : {});
    }
    fold.pushBytes(bytes.subarray(pos, end), at);
    pos = end;
    index++;
  }
  return at;
}
var STDERR_TAIL_CHARS = 4096;
function stderrTail(text2) {
  const trimmed = text2.trimEnd();
  if (trimmed === "") return null;
  return trimmed.length > STDERR_TAIL_CHARS ? previewTail(trimmed.slice(-STDERR_TAIL_CHARS)) : trimmed;
}
async function readCapture(dir) {
  const base = dir instanceof URL ? dir : pathToFileURL(dir.endsWith("/") ? dir : `${dir}/`);
  const at = (name) => new URL(name, base);
  try {
    const [stdout, timing, exitCode, stderr] = await Promise.all([
      readFile(at("stdout.jsonl")),
      readFile(at("timing.tsv"), "utf8").catch(() => ""),
      readFile(at("exit_code.txt"), "utf8").catch(() => ""),
      readFile(at("stderr.txt"), "utf8").catch(() => "")
    ]);
    const code = exitCode.trim() === "" ? null : Number(exitCode.trim());
    return {
      stdout,
      timing: parseTiming(timing),
      exit: {
        exitCode: code !== null && Number.isInteger(code) ? code : null,
        signal: null,
        stderrTail: stderrTail(stderr),
        stoppedBy: null,
        limitMs: null
      }
    };
  } catch (error) {
    throw new Error(`cannot read the capture in ${String(dir)}: ${error.message}`, {
      cause: error
    });
  }
}

// src/cli/leg-files.ts
var SUMMARY_FILE = "summary.json";
var MAX_DEPTH = 8;
var MAX_FILE_BYTES = 64 * 1024 * 1024;
var summarySchema = object({
  dialect: nullable(_enum(DIALECTS)),
  model: nullable(string()),
  outcome: _enum(OUTCOMES),
  errorMessage: nullable(string()),
  turns: nullable(count),
  toolCalls: array(object({ status: _enum(["ok", "error", "denied", "pending"]) })),
  permissionDenials: array(unknown()),
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull
});
function recordFromSummary(value, file) {
  useEnglishZodMessages();
  const parsed = summarySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LegRecordError(
      `${file}: not a Narrator leg record or summary.json (${issue?.path.join(".") || "the file"}: ${issue?.message ?? "invalid"})`,
      { cause: parsed.error }
    );
  }
  const s = parsed.data;
  const name = node_path_default.basename(file) === SUMMARY_FILE ? node_path_default.basename(node_path_default.dirname(node_path_default.resolve(file))) : node_path_default.basename(file, ".json");
  const record2 = buildLegRecord({
    summary: s,
    identity: {
      workflow: null,
      job: name,
      matrix: null,
      jobIndex: null,
      // The path tells two summaries with the same folder name apart.
      commentKey: node_path_default.resolve(file),
      runAttempt: 1,
      runnerName: null,
      jobId: null
    },
    agent: null,
    // summary.json does not say the leg's fail-on: the default one (every outcome but success).
    failed: s.outcome !== "success",
    reason: s.outcome === "success" ? null : s.errorMessage ?? `the agent's outcome was ${s.outcome}`,
    startedAt: null,
    endedAt: null
  });
  return { ...record2, label: name };
}
async function readLegFile(file) {
  let text2;
  try {
    const info = await stat(file);
    if (info.size > MAX_FILE_BYTES) throw new Error(`${info.size} bytes is too large`);
    text2 = await readFile(file, "utf8");
  } catch (error) {
    throw new LegRecordError(`cannot read ${file}: ${error.message}`, { cause: error });
  }
  let value;
  try {
    value = JSON.parse(text2);
  } catch (error) {
    if (looksLikeStream(text2)) throw new LegRecordError(streamGiven(file), { cause: error });
    throw new LegRecordError(`${file}: not JSON (${error.message})`, { cause: error });
  }
  if (typeof value === "object" && value !== null && "narratorLeg" in value)
    return legRecordFrom(value, file);
  if (isFrame(value) && !("outcome" in value)) throw new LegRecordError(streamGiven(file));
  return recordFromSummary(value, file);
}
function isFrame(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return typeof value.type === "string" || "jsonrpc" in value;
}
function looksLikeStream(text2) {
  const first = text2.slice(0, 1e6).split("\n", 1)[0]?.trim() ?? "";
  try {
    return isFrame(JSON.parse(first));
  } catch {
    return false;
  }
}
function streamGiven(file) {
  return `${file}: an agent's stream (one JSON frame a line), not a leg record or summary.json. Fold it first: narrator summarize ${file} > summary.json (add --exit-code N when you know how the agent exited), then aggregate the summary.json files`;
}
async function walk(dir, depth, out) {
  if (depth > MAX_DEPTH) return;
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = node_path_default.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, depth + 1, out);
    else if (entry.isFile() && (entry.name === LEG_RECORD_FILE || entry.name === SUMMARY_FILE))
      out.push(full);
  }
}
async function readLegFiles(paths) {
  const files = [];
  for (const p of paths) {
    let info;
    try {
      info = await stat(p);
    } catch (error) {
      throw new LegRecordError(`cannot read ${p}: ${error.message}`, { cause: error });
    }
    if (info.isDirectory()) {
      const found2 = [];
      await walk(p, 0, found2);
      if (found2.length === 0) {
        throw new LegRecordError(`${p}: no ${LEG_RECORD_FILE} or ${SUMMARY_FILE} in it`);
      }
      const withRecord = new Set(found2.filter((f) => node_path_default.basename(f) === LEG_RECORD_FILE).map(node_path_default.dirname));
      files.push(
        ...found2.filter((f) => node_path_default.basename(f) === LEG_RECORD_FILE || !withRecord.has(node_path_default.dirname(f)))
      );
    } else {
      files.push(p);
    }
  }
  const records = [];
  for (const file of files) records.push(await readLegFile(file));
  return records;
}

// src/cli/watch.ts
async function watchStream(o) {
  const now = o.now ?? Date.now;
  const narration = new Narration(o);
  if (o.timing) {
    const chunks = [];
    for await (const chunk of o.source) chunks.push(chunk);
    const last = await replayLines(Buffer.concat(chunks), o.timing, narration.fold, {
      speed: Number.POSITIVE_INFINITY
    });
    return (await narration.end(o.exit ?? UNKNOWN_EXIT, last)).code;
  }
  for await (const chunk of o.source) narration.fold.pushBytes(chunk, now());
  return (await narration.end(o.exit ?? UNKNOWN_EXIT, now())).code;
}
export {
  LegRecordError,
  Transcript,
  assembleLegs,
  decide,
  eventLines,
  readCapture,
  readLegFiles,
  readTiming,
  renderBoardSummary,
  renderBoardText,
  renderHtmlPage,
  renderStepSummary,
  renderText,
  replayLines,
  stderrTail,
  watchStream
};
