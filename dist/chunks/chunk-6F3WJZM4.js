const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  deniedCalls,
  deniedMarkdown,
  resultCell,
  sessionNote
} from "./chunk-Z7XQOW2B.js";
import {
  conversationBlock
} from "./chunk-O4EMWYEA.js";
import {
  structuredOutputBlock
} from "./chunk-2C5UTV7F.js";
import {
  mcpLine
} from "./chunk-75J6MDZJ.js";
import {
  CRASH_NOTE,
  NOT_STARTED_NOTE,
  callCounts,
  callTotal,
  capNotHeldNote,
  costText,
  elapsedMs,
  failOnNote,
  firstCalls,
  formatCount,
  formatDuration,
  formatRetry,
  formatTokens,
  headline,
  lastFailedCalls,
  reasonText,
  retryCount,
  setAsideNote,
  shortToolInput,
  statusSymbol,
  unbroken,
  verdictReason
} from "./chunk-4BITRX4B.js";
import {
  identity
} from "./chunk-YDNSAMNY.js";
import {
  blockquote,
  codeFence,
  details,
  inlineCode,
  inlineText,
  safeMarkdown,
  tableCell,
  truncate
} from "./chunk-JHHEPBTZ.js";
import {
  revealBidi
} from "./chunk-7VGR43ZK.js";

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
  let body = "";
  for (body of stepSummaryBodies(summary, ctx)) {
    if (Buffer.byteLength(body, "utf8") <= STEP_SUMMARY_BUDGET) return body;
  }
  return body;
}
function renderNotStartedSummary(verdict, ctx) {
  const reason = verdictReason(null, { ...ctx, verdict }) ?? "";
  const [title2, note] = verdict.source === "crash" ? ["Narrator failed", CRASH_NOTE] : ["Narrator did not start the agent", NOT_STARTED_NOTE];
  return `## \u274C ${title2}

${blockquote(inlineText(reason, 2e3))}

${note}
`;
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
  const talk = conversationBlock(s.conversation, r).replace(/^\*\*(Talk with the agent)\*\*/, "### $1");
  if (talk) blocks.push(talk);
  if (s.todos.length) blocks.push(todos(s, caps, r));
  const denied = deniedBlock(s, r);
  if (denied) blocks.push(denied);
  if (callTotal(s)) blocks.push(toolTable(s, caps, r));
  if (callTotal(s) && caps.ganttRows > 0 && hasTimes(s)) blocks.push(timeline(s, caps, r));
  if (caps.previewChars > 0) {
    const failed = failedOutputs(s, caps, r);
    if (failed) blocks.push(failed);
  }
  const text = (s.finalText ?? (s.status !== "finished" ? s.lastText : null))?.trim();
  if (text) {
    const heading = s.outcome === "success" ? "### Final answer" : "### Last message from the agent";
    blocks.push(`${heading}

${safeMarkdown(cut(r(text), caps.finalChars))}`);
  }
  const structured = structuredOutputBlock(s, r, caps.finalChars);
  if (structured) blocks.push(structured);
  blocks.push(footer(s, ctx, r));
  return `${blocks.join("\n\n")}
`;
}
function cut(text, max) {
  return text.length <= max ? text : `${truncate(text, max)}

*(cut at ${max} characters)*`;
}
function title(s, ctx) {
  const model = s.model ? ` \xB7 ${inlineText((ctx.redact ?? identity)(s.model), 60)}` : "";
  const took = elapsedMs(s, ctx.now);
  const time = took === null ? "" : ` \xB7 ${formatDuration(took)}`;
  return `## ${statusSymbol(s)} ${inlineText(headline(s, ctx), 200)}${time}${model}`;
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
  const unknown = Object.values(d.unknownEvents).reduce((a, b) => a + b, 0);
  if (d.badLines || unknown) rows.push(["Unreadable lines / unknown frames", `${d.badLines} / ${unknown}`]);
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
function deniedBlock(s, r) {
  const d = deniedCalls(s, r, 20);
  return d === null ? "" : `### Denied calls (${d.total})

${deniedMarkdown(d)}`;
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
  const more = callTotal(s) > calls.length ? `

*Timeline shows the first ${calls.length} calls.*` : "";
  return `### Timeline

${lines.join("\n")}${more}`;
}
function ganttLabel(s) {
  const plain = revealBidi(s).replace(/[:#;@`\r\n%{}<>"'\\]/g, " ").replace(/\s+/g, " ").trim();
  return truncate(plain, 50) || "call";
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

export {
  STEP_SUMMARY_LIMIT,
  renderStepSummary,
  renderNotStartedSummary,
  stepSummaryBodies,
  ganttLabel
};
