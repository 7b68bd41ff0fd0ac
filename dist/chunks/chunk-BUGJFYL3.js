const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  structuredOutputBlock
} from "./chunk-P5SLMW35.js";
import {
  mcpLine
} from "./chunk-WCFQDC24.js";
import {
  CRASH_NOTE,
  NOT_STARTED_NOTE,
  callCounts,
  callNumber,
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
  oneLine,
  plural,
  reasonText,
  retryCount,
  setAsideNote,
  shortSessionId,
  shortToolInput,
  statusSymbol,
  toolDescription,
  unbroken,
  verdictReason
} from "./chunk-ZXH3Q4V5.js";
import {
  blockquote,
  codeFence,
  details,
  identity,
  inlineCode,
  inlineText,
  safeMarkdown,
  tableCell,
  truncate
} from "./chunk-6R4AW6GH.js";
import {
  revealBidi
} from "./chunk-7VGR43ZK.js";

// src/report/comment.ts
var COMMENT_BUDGET = 64e3;
var CAP_LEVELS = [
  { rows: 30, finalChars: 2e4, reasonChars: 4e3, todos: 50, todoChars: 300 },
  { rows: 15, finalChars: 8e3, reasonChars: 2e3, todos: 30, todoChars: 200 },
  { rows: 5, finalChars: 2e3, reasonChars: 1e3, todos: 15, todoChars: 120 },
  { rows: 0, finalChars: 500, reasonChars: 500, todos: 5, todoChars: 80 }
];
var COLLAPSE_CHARS = 1500;
var STRUCTURED_IN_COMMENT = 8e3;
var COLLAPSE_LINES = 15;
function renderComment(summary, ctx) {
  let body = "";
  for (body of commentBodies(summary, ctx)) if (body.length <= COMMENT_BUDGET) return body;
  return body;
}
function* commentBodies(summary, ctx) {
  for (const caps of CAP_LEVELS) yield build(summary, ctx, caps);
  yield minimal(summary, ctx);
}
function build(s, ctx, caps) {
  const r = ctx.redact ?? identity;
  const running = s.status !== "finished";
  const blocks = [marker(ctx.marker), header(s, ctx)];
  if (running) {
    blocks.push(nowLine(s, ctx, r));
    if (s.todos.length) blocks.push(`**Plan**
${todoList(s, caps, r)}`);
    const retry = liveRetry(s);
    if (retry) blocks.push(retry);
  } else {
    blocks.push(...ending(s, ctx, caps, r));
    blocks.push(structuredOutputBlock(s, r, Math.min(caps.finalChars, STRUCTURED_IN_COMMENT)));
  }
  const limitLine = rateLimitLine(s, r);
  if (limitLine && running) blocks.push(limitLine);
  if (callTotal(s)) blocks.push(toolTable(s, ctx, caps, r));
  if (!running && s.todos.length) {
    const done = s.todos.filter((t) => t.status === "completed").length;
    blocks.push(details(`Plan (${done}/${s.todos.length})`, todoList(s, caps, r)));
  }
  blocks.push(footer(s, ctx, r));
  if (ctx.ledgerLine) blocks.push(`<sub>${ctx.ledgerLine}</sub>`);
  return `${blocks.filter((b) => b.length > 0).join("\n\n")}
`;
}
function markerText(s) {
  return s.replace(/-{2,}/g, "-").replace(/[<>\r\n]/g, "").slice(0, 200);
}
function marker(m) {
  const t = m.trim();
  const inner = t.length >= 7 && t.startsWith("<!--") && t.endsWith("-->") ? t.slice(4, -3) : m;
  return `<!-- ${markerText(inner).trim()} -->`;
}
function commentHeaderLine(s, ctx) {
  return header(s, ctx).replace(/^### /, "");
}
function header(s, ctx) {
  const r = ctx.redact ?? identity;
  const parts = [`${statusSymbol(s)} ${inlineText(headline(s, ctx), 160)}`];
  const elapsed = elapsedMs(s, ctx.now);
  if (elapsed !== null || s.status === "finished") parts.push(formatDuration(elapsed));
  if (s.status !== "finished") {
    if (s.model) parts.push(inlineText(r(s.model), 60));
  } else {
    if (s.turns !== null) parts.push(plural(s.turns, "turn"));
    parts.push(plural(callTotal(s), "tool call"));
    parts.push(costText(s) ?? "cost n/a");
  }
  const mcp = mcpLine(s.mcpServers);
  if (mcp) parts.push(inlineText(r(mcp), 300));
  return `### ${parts.join(" \xB7 ")}`;
}
function currentCall(s) {
  for (let i = s.toolCalls.length - 1; i >= 0; i--) {
    const c = s.toolCalls[i];
    if (c.status === "pending") return c;
  }
  return null;
}
function nowLine(s, ctx, r) {
  const call = currentCall(s);
  if (!call) {
    if (s.startedAt === null) return "**Now:** starting";
    return `**Now:** thinking${s.steps ? ` (step ${s.steps})` : ""}`;
  }
  const desc = toolDescription(call);
  const what = shortToolInput(call.name, call.input, 80, r, s.cwd);
  const parts = [inlineCode(r(call.name))];
  const detail = [desc ? inlineText(r(desc), 100) : null, what ? inlineCode(what) : null].filter(Boolean);
  const running = ctx.now >= call.startedAt ? ` (running ${formatDuration(ctx.now - call.startedAt)})` : "";
  const parent = call.parentId ? s.toolCalls.find((c) => c.id === call.parentId) : null;
  const inSub = parent ? ` \xB7 in subagent ${inlineCode(shortToolInput(parent.name, parent.input, 40, r, s.cwd))}` : "";
  return `**Now:** ${parts.join("")}${detail.length ? ` \u2014 ${detail.join(" \xB7 ")}` : ""}${running}${inSub}`;
}
function todoList(s, caps, r) {
  const shown = s.todos.slice(0, caps.todos);
  const lines = shown.map((t) => {
    const box = t.status === "completed" ? "[x]" : "[ ]";
    const mark = t.status === "in_progress" ? " \u2190 *in progress*" : "";
    return `- ${box} ${inlineText(r(t.content), caps.todoChars)}${mark}`;
  });
  if (s.todos.length > shown.length) lines.push(`- *\u2026and ${s.todos.length - shown.length} more*`);
  return lines.join("\n");
}
function liveRetry(s) {
  const last = s.retries[s.retries.length - 1];
  if (!last) return null;
  const lastCall = s.toolCalls[s.toolCalls.length - 1];
  if (lastCall && lastCall.startedAt > last.at) return null;
  if (s.lastEventAt !== null && s.lastEventAt > last.at + (last.delayMs ?? 0) + 6e4) return null;
  const line = `\u23F3 ${formatRetry(last)}`;
  const older = s.retries.length > 1 ? ` \xB7 ${s.retries.length} retries so far` : "";
  return `${inlineText(line, 200)}${older}`;
}
function rateLimitLine(s, r) {
  const rl = s.rateLimit;
  if (!rl || rl.status === "allowed") return null;
  const resets = rl.resetsAt !== null && Number.isFinite(rl.resetsAt) ? ` \xB7 resets ${new Date(rl.resetsAt < 1e12 ? rl.resetsAt * 1e3 : rl.resetsAt).toISOString().slice(11, 16)} UTC` : "";
  return `\u26A0\uFE0F Rate limit: ${inlineText(r(rl.status), 40)}${resets}`;
}
function ending(s, ctx, caps, r) {
  const out = [];
  if (s.outcome === "success") {
    const text = s.finalText?.trim();
    if (text) {
      const safe = safeMarkdown(truncateNote(r(text), caps.finalChars));
      const lines = safe.split("\n").length;
      out.push(
        safe.length > COLLAPSE_CHARS || lines > COLLAPSE_LINES ? details(`Final answer (${lines} lines)`, safe) : safe
      );
    } else {
      out.push("*The agent gave no final text.*");
    }
  } else {
    const reason = reasonText(s, ctx);
    if (reason) out.push(safeMarkdown(truncateNote(reason, caps.reasonChars)));
    const last = (s.finalText ?? s.lastText)?.trim();
    if (last && last !== s.errorMessage?.trim()) {
      out.push(details("Last message from the agent", safeMarkdown(truncateNote(r(last), caps.finalChars))));
    }
  }
  if (s.retries.length) {
    const last = s.retries[s.retries.length - 1];
    out.push(
      `\u23F3 ${s.retries.length} API ${s.retries.length === 1 ? "retry" : "retries"} \xB7 last: ${inlineText(formatRetry(last), 160)}`
    );
  }
  const setAside = setAsideNote(s);
  if (setAside) out.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) out.push(unheld);
  const note = failOnNote(s, ctx);
  if (note) out.push(note);
  return out;
}
function truncateNote(text, max) {
  if (text.length <= max) return text;
  return `${truncate(text, max)}

*(cut at ${max} characters \u2014 the full text is in the step summary)*`;
}
function toolTable(s, ctx, caps, r) {
  const counts = callCounts(s);
  const title2 = `${counts.total} tool ${counts.total === 1 ? "call" : "calls"} \xB7 ${counts.error} failed \xB7 ${counts.denied} denied`;
  if (caps.rows === 0) return details(title2, "*The calls are listed in the step summary.*");
  const rows = ["| # | tool | what | result | time |", "|--:|---|---|---|--:|"];
  const from = Math.max(0, s.toolCalls.length - caps.rows);
  const start = callNumber(s, from) - 1;
  if (start > 0)
    rows.push(`| \u2026 | | *${start} earlier ${start === 1 ? "call" : "calls"} in the step summary* | | |`);
  for (let i = from; i < s.toolCalls.length; i++) {
    const c = s.toolCalls[i];
    rows.push(toolRow(callNumber(s, i), c, ctx, r, s.cwd));
  }
  return details(title2, rows.join("\n"));
}
function toolRow(n, c, ctx, r, cwd) {
  const name = `${c.parentId ? "\u21B3 " : ""}${tableCell(r(c.name), 40)}`;
  const what = shortToolInput(c.name, c.input, 60, r, cwd);
  const time = unbroken(
    c.durationMs !== null ? formatDuration(c.durationMs) : c.status === "pending" && ctx.now >= c.startedAt ? formatDuration(ctx.now - c.startedAt) : ""
  );
  return `| ${n} | ${name} | ${what ? inlineCode(what) : ""} | ${resultCell(c)} | ${time} |`;
}
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
function footer(s, ctx, r) {
  const running = s.status !== "finished";
  const parts = [plural(s.steps, "step")];
  if (s.tokens) {
    const cached = s.tokens.cacheRead ? ` (${formatTokens(s.tokens.cacheRead)} cached)` : "";
    parts.push(`${formatTokens(s.tokens.input)} tokens in${cached} / ${formatTokens(s.tokens.output)} out`);
  } else parts.push("tokens n/a");
  const cost = costText(s);
  parts.push(cost === null ? "cost n/a" : `${cost}${running ? " so far" : ""}`);
  if (ctx.runUrl) parts.push(`[job log](${safeUrl(ctx.runUrl)})`);
  if (ctx.stepSummaryUrl) parts.push(`[step summary](${safeUrl(ctx.stepSummaryUrl)})`);
  if (s.sessionId) parts.push(`session ${inlineCode(shortSessionId(oneLine(r(s.sessionId), 40)))}`);
  return parts.join(" \xB7 ");
}
function safeUrl(u) {
  return u.replace(/[\s()<>]/g, encodeURIComponent);
}
function minimal(s, ctx) {
  const r = ctx.redact ?? identity;
  const reason = reasonText(s, ctx);
  const blocks = [
    marker(ctx.marker),
    header(s, ctx).slice(0, 1e3),
    reason ? blockquote(inlineText(reason, 500)) : "",
    failOnNote(s, ctx) ?? "",
    footer(
      s,
      {
        ...ctx,
        runUrl: ctx.runUrl?.slice(0, 500) ?? null,
        stepSummaryUrl: ctx.stepSummaryUrl?.slice(0, 500) ?? null
      },
      r
    )
  ];
  return `${blocks.filter(Boolean).join("\n\n")}
`;
}

// src/report/step-summary.ts
var STEP_SUMMARY_LIMIT = 1024 * 1024;
var STEP_SUMMARY_BUDGET = 1e6;
var CAP_LEVELS2 = [
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
  for (const caps of CAP_LEVELS2) yield build2(summary, ctx, caps);
  yield minimal2(summary, ctx);
}
function build2(s, ctx, caps) {
  const r = ctx.redact ?? identity;
  const blocks = [title(s, ctx)];
  const reason = reasonText(s, ctx);
  if (reason) blocks.push(safeMarkdown(truncate(reason, 2e4)));
  const setAside = setAsideNote(s);
  if (setAside) blocks.push(setAside);
  const unheld = capNotHeldNote(s);
  if (unheld) blocks.push(unheld);
  const note = failOnNote(s, ctx);
  if (note) blocks.push(note);
  blocks.push(metrics(s, ctx));
  if (s.retries.length) blocks.push(retries(s, r));
  if (s.todos.length) blocks.push(todos(s, caps, r));
  if (callTotal(s)) blocks.push(toolTable2(s, caps, r));
  if (callTotal(s) && caps.ganttRows > 0) blocks.push(timeline(s, caps, r));
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
  blocks.push(footer2(s, ctx, r));
  return `${blocks.join("\n\n")}
`;
}
function cut(text, max) {
  return text.length <= max ? text : `${truncate(text, max)}

*(cut at ${max} characters)*`;
}
function title(s, ctx) {
  const model = s.model ? ` \xB7 ${inlineText((ctx.redact ?? identity)(s.model), 60)}` : "";
  return `## ${statusSymbol(s)} ${inlineText(headline(s, ctx), 200)} \xB7 ${formatDuration(elapsedMs(s, ctx.now))}${model}`;
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
function toolTable2(s, caps, r) {
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
function footer2(s, ctx, r) {
  const parts = [];
  if (s.sessionId) parts.push(`session ${inlineCode(truncate(r(s.sessionId), 60))}`);
  if (s.cliVersion) parts.push(`CLI ${inlineCode(truncate(r(s.cliVersion), 40))}`);
  if (s.dialect) parts.push(`dialect ${inlineCode(s.dialect)}`);
  if (ctx.runUrl) parts.push(`[job log](${ctx.runUrl.replace(/[\s()<>]/g, encodeURIComponent)})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
function minimal2(s, ctx) {
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
  renderComment,
  commentHeaderLine,
  STEP_SUMMARY_LIMIT,
  renderStepSummary,
  renderNotStartedSummary,
  stepSummaryBodies,
  ganttLabel
};
