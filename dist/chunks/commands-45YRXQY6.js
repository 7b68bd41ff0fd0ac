const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  decide,
  neutralizeCommands,
  requirementText
} from "./chunk-L6EFK244.js";
import {
  Narration,
  OUTCOME_SYMBOL,
  agentLabel,
  blockquote,
  codeFence,
  details,
  elapsedMs,
  eventLines,
  failOnNote,
  formatCost,
  formatCount,
  formatDuration,
  formatRetry,
  formatTokens,
  headline,
  inlineCode,
  inlineText,
  neutralizeImages,
  node_path_default,
  readFile,
  readdir,
  reasonText,
  renderText,
  retryCount,
  revealBidi,
  safeMarkdown,
  setTimeout,
  shortToolInput,
  stat,
  statusSymbol,
  tableCell,
  toolCounts,
  truncate
} from "./chunk-5UFTHQPR.js";
import {
  DIALECTS,
  OUTCOMES,
  UNKNOWN_EXIT,
  _enum,
  _maxLength,
  _nonnegative,
  _positive,
  _regex,
  array,
  config,
  en_default,
  identity,
  int,
  literal,
  nullable,
  number,
  object,
  ownValue,
  pathToFileURL,
  previewTail,
  record,
  refine,
  string,
  unknown
} from "./chunk-YOFGM24U.js";

// builtin:node:crypto
var __builtin = process.getBuiltinModule("node:crypto");
var __read = (name) => __builtin[name];
var createHash = /* @__PURE__ */ __read("createHash");

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
  const note = failOnNote(s, ctx);
  if (note) blocks.push(note);
  blocks.push(metrics(s, ctx));
  if (s.retries.length) blocks.push(retries(s, r));
  if (s.todos.length) blocks.push(todos(s, caps, r));
  if (s.toolCalls.length) blocks.push(toolTable(s, caps, r));
  if (s.toolCalls.length && caps.ganttRows > 0) blocks.push(timeline(s, caps, r));
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
  return `## ${statusSymbol(s)} ${inlineText(headline(s, ctx), 200)} \xB7 ${formatDuration(elapsedMs(s, ctx.now))}${model}`;
}
function metrics(s, ctx) {
  const c = toolCounts(s.toolCalls);
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
    ["Cost", formatCost(s.costUsd)]
  ];
  if (s.exitCode !== null || s.signal !== null) {
    rows.push(["Exit", s.signal ? `signal ${tableCell(s.signal, 20)}` : String(s.exitCode)]);
  }
  const d = s.diagnostics;
  const unknown2 = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines || unknown2) rows.push(["Unreadable lines / unknown frames", `${d.badLines} / ${unknown2}`]);
  return ["| Metric | Value |", "|---|--:|", ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join("\n");
}
function retries(s, r) {
  const shown = s.retries.slice(-50);
  const lines = shown.map(
    (x) => `- ${inlineText(formatRetry(x), 200)}${x.message ? ` \u2014 ${inlineText(r(x.message), 200)}` : ""}`
  );
  if (s.retries.length > shown.length)
    lines.unshift(`- *\u2026${s.retries.length - shown.length} earlier retries*`);
  return `### API retries

${lines.join("\n")}`;
}
function todos(s, caps, r) {
  const shown = s.todos.slice(0, caps.todos);
  const lines = shown.map(
    (t) => `- [${t.status === "completed" ? "x" : " "}] ${inlineText(r(t.content), 300)}${t.status === "in_progress" ? " \u2190 *in progress*" : ""}`
  );
  if (s.todos.length > shown.length) lines.push(`- *\u2026and ${s.todos.length - shown.length} more*`);
  const done = s.todos.filter((t) => t.status === "completed").length;
  return `### Plan (${done}/${s.todos.length})

${lines.join("\n")}`;
}
function toolTable(s, caps, r) {
  const c = toolCounts(s.toolCalls);
  const index = new Map(s.toolCalls.map((call, i) => [call.id, i + 1]));
  const rows = ["| # | tool | input | result | time | parent |", "|--:|---|---|---|--:|--:|"];
  const shown = s.toolCalls.slice(0, caps.rows);
  shown.forEach((call, i) => {
    const what = shortToolInput(call.name, call.input, 100, r, s.cwd);
    const parent = call.parentId ? `\u21B3 ${index.get(call.parentId) ?? "?"}` : "";
    rows.push(
      `| ${i + 1} | ${tableCell(r(call.name), 60)} | ${what ? inlineCode(what) : ""} | ${resultCell(call)} | ${call.durationMs !== null ? formatDuration(call.durationMs) : ""} | ${parent} |`
    );
  });
  const left = s.toolCalls.length - shown.length;
  const more = left > 0 ? `

*${left} more tool calls not listed (${s.toolCalls.length} in all).*` : "";
  return `### Tool calls (${c.total} \xB7 ${c.error} failed \xB7 ${c.denied} denied)

${rows.join("\n")}${more}`;
}
function failedOutputs(s, caps, r) {
  const failed = s.toolCalls.map((call, i) => [call, i + 1]).filter(([call]) => call.status !== "ok" && call.status !== "pending" && call.outputPreview);
  if (!failed.length) return null;
  const shown = failed.slice(-20);
  const parts = shown.map(
    ([call, n]) => details(
      `call ${n}: ${tableCell(r(call.name), 40)} \u2014 ${resultCell(call)}`,
      codeFence(cut(r(call.outputPreview), caps.previewChars))
    )
  );
  return `### Failed tool calls

${parts.join("\n\n")}`;
}
function timeline(s, caps, r) {
  const origin = s.startedAt ?? s.toolCalls[0]?.startedAt ?? 0;
  const end = s.lastEventAt ?? origin;
  const calls = s.toolCalls.slice(0, caps.ganttRows);
  const lines = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %M:%S", "  section Tool calls"];
  calls.forEach((c, i) => {
    const start = Math.max(0, c.startedAt - origin);
    const stop = Math.max(
      start + 1,
      (c.endedAt ?? (c.durationMs !== null ? c.startedAt + c.durationMs : end)) - origin
    );
    const label = ganttLabel(`${i + 1} ${r(c.name)} ${shortToolInput(c.name, c.input, 30, r, s.cwd)}`);
    const tag = c.status === "error" || c.status === "denied" ? "crit, " : c.status === "pending" ? "active, " : "";
    lines.push(`  ${label} :${tag}t${i + 1}, ${start}, ${stop}`);
  });
  lines.push("```");
  const more = s.toolCalls.length > calls.length ? `

*Timeline shows the first ${calls.length} calls.*` : "";
  return `### Timeline

${lines.join("\n")}${more}`;
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
  pending: "\u{1F504}"
};
var STATUS_WORDS = {
  success: "success",
  error: "error",
  max_turns: "max turns",
  budget_exceeded: "budget exceeded",
  max_tokens: "max tokens",
  cancelled: "cancelled",
  timed_out: "timed out",
  skipped: "skipped",
  no_record: "no record",
  pending: "not finished"
};
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
    const lines = [HEADER, ...shown.map((leg) => row(leg, redact, level))];
    if (level.rows === "failing" && passing.length > 0) {
      lines.push(
        `| \u2705 ${passing.length} passing ${passing.length === 1 ? "leg" : "legs"} not listed | | | | | | | | | |`
      );
    }
    lines.push(totalsRow(legs, t, verdict));
    blocks.push(lines.join("\n"));
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
  blocks.push(verdictLine(verdict, redact));
  blocks.push(...extra);
  const footer2 = [`require ${requirementText(verdict.requirement)}`];
  const run = safeUrl(ctx.runUrl ?? null);
  if (run) footer2.unshift(`[workflow run](${run})`);
  blocks.push(`<sub>${footer2.join(" \xB7 ")} \xB7 Narrator board</sub>`);
  return `${blocks.join("\n\n")}
`;
}
function lastResort(legs, verdict, ctx) {
  const redact = ctx.redact ?? identity;
  const level = LEVELS[LEVELS.length - 1];
  const head = [ctx.marker, title2(verdict), verdictLine(verdict, redact)].filter(Boolean).join("\n\n");
  const lines = [];
  let size = head.length + 200;
  const failing = legs.filter((l) => !l.passed);
  for (const [i, leg] of failing.entries()) {
    const line = reasonLine(leg, redact, { ...level, reasonMax: 0 }, false);
    if (size + line.length + 1 > COMMENT_BUDGET - 200) {
      lines.push(`- \u2026and ${failing.length - i} more failing legs: see the aggregate job's step summary`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return `${head}

${lines.join("\n")}
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
  const lines = ["```mermaid", "gantt", "  dateFormat x", "  axisFormat %H:%M:%S", "  section Legs"];
  const shown = timed.slice(0, 300);
  shown.forEach((leg, i) => {
    const start = leg.startedAt - origin;
    const stop = Math.max(start + 1, (leg.endedAt ?? leg.startedAt) - origin);
    const label = ganttLabel(`${i + 1} ${plain(redact(leg.label)).replace(/[![\]]/g, " ")}`);
    const tag = leg.status === "pending" ? "active, " : leg.passed ? "done, " : "crit, ";
    lines.push(`  ${label} :${tag}leg${i + 1}, ${start}, ${stop}`);
  });
  lines.push("```");
  const more = timed.length > shown.length ? `

*The timeline shows the first ${shown.length} legs.*` : "";
  return `### Timeline

${lines.join("\n")}${more}`;
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
  const m = /^(.*?) \(.*\)$/s.exec(name);
  return (m ? m[1] : name).trim();
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
function matchJob(record2, free) {
  const id = record2.identity.jobId;
  if (id !== null) {
    const byId = free.find((j) => j.id === id);
    if (byId) return byId;
  }
  const runner = record2.identity.runnerName;
  const start = time(record2.startedAt);
  const end = time(record2.endedAt) ?? start;
  if (!runner || start === null || end === null) return null;
  let best = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const job of free) {
    if (job.runnerName !== runner || job.startedAt === null) continue;
    if (job.runAttempt !== null && job.runAttempt !== record2.identity.runAttempt) continue;
    if (start < job.startedAt - MATCH_SLACK_MS) continue;
    if (job.completedAt !== null && end > job.completedAt + MATCH_SLACK_MS) continue;
    const distance = Math.abs(start - job.startedAt);
    if (distance < bestDistance) {
      best = job;
      bestDistance = distance;
    }
  }
  return best;
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
  const passed = record2.conclusion === "success";
  let reason = null;
  if (!passed) {
    reason = record2.reason?.trim() || `the agent's outcome was ${record2.outcome}`;
  }
  const attempt = record2.identity.runAttempt;
  return {
    id: record2.id,
    label: plainLabel(job?.name ?? record2.label),
    record: record2,
    job,
    status: record2.outcome,
    passed,
    reason,
    startedAt: time(record2.startedAt) ?? job?.startedAt ?? null,
    endedAt: time(record2.endedAt) ?? job?.completedAt ?? null,
    url: job?.htmlUrl ?? (runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, "")}/attempts/${attempt}`)
  };
}
function currentJobs(jobs) {
  const newest = /* @__PURE__ */ new Map();
  for (const j of jobs) newest.set(j.name, Math.max(newest.get(j.name) ?? 0, j.runAttempt ?? 1));
  return new Set(jobs.filter((j) => (j.runAttempt ?? 1) === newest.get(j.name)));
}
function assembleLegs(o) {
  const byTime = (a, b) => (time(a.startedAt) ?? 0) - (time(b.startedAt) ?? 0) || a.id.localeCompare(b.id);
  const jobs = (o.jobs ?? []).filter(
    // The aggregate job itself: still running, on our runner.
    (j) => !(o.selfRunnerName && j.status !== "completed" && j.runnerName === o.selfRunnerName)
  );
  const current = currentJobs(jobs);
  const free = new Set(jobs);
  const matched = [];
  const unmatched = [];
  const candidates = o.jobs === null ? latestRecords(o.records) : [...o.records];
  for (const record2 of candidates.sort(byTime)) {
    const job = matchJob(record2, [...free]);
    if (job) {
      free.delete(job);
      matched.push([record2, job]);
    } else unmatched.push(record2);
  }
  const legs = [];
  for (const [record2, job] of matched) {
    if (current.has(job)) legs.push(recordLeg(record2, job, o.runUrl ?? null));
  }
  const newest = new Set(latestRecords(o.records));
  for (const record2 of unmatched)
    if (newest.has(record2)) legs.push(recordLeg(record2, null, o.runUrl ?? null));
  const isLeg = legJobNames(
    o.jobNames ?? [],
    matched.map(([, job]) => job),
    o.records
  );
  for (const job of free) if (current.has(job) && isLeg(job)) legs.push(jobOnlyLeg(job));
  return sortLegs(legs);
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
  let failed = 0;
  let denied = 0;
  for (const call of s.toolCalls) {
    if (call.status === "error") failed++;
    else if (call.status === "denied") denied++;
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
    toolCalls: s.toolCalls.length,
    failedToolCalls: failed,
    deniedToolCalls: Math.max(denied, s.permissionDenials.length),
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
    throw new LegRecordError(`${file}: not JSON (${error.message})`, { cause: error });
  }
  if (typeof value === "object" && value !== null && "narratorLeg" in value)
    return legRecordFrom(value, file);
  return recordFromSummary(value, file);
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
      const found = [];
      await walk(p, 0, found);
      if (found.length === 0) {
        throw new LegRecordError(`${p}: no ${LEG_RECORD_FILE} or ${SUMMARY_FILE} in it`);
      }
      const withRecord = new Set(found.filter((f) => node_path_default.basename(f) === LEG_RECORD_FILE).map(node_path_default.dirname));
      files.push(
        ...found.filter((f) => node_path_default.basename(f) === LEG_RECORD_FILE || !withRecord.has(node_path_default.dirname(f)))
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
  for await (const chunk of o.source) narration.fold.pushBytes(chunk, now());
  return narration.end(o.exit ?? UNKNOWN_EXIT, now()).code;
}
export {
  LegRecordError,
  assembleLegs,
  decide,
  eventLines,
  readCapture,
  readLegFiles,
  readTiming,
  renderBoardSummary,
  renderBoardText,
  renderStepSummary,
  renderText,
  replayLines,
  stderrTail,
  watchStream
};
