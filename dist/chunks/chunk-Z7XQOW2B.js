const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  conversationBlock
} from "./chunk-O4EMWYEA.js";
import {
  structuredOutputBlock
} from "./chunk-2C5UTV7F.js";
import {
  MCP_CONNECTED
} from "./chunk-75J6MDZJ.js";
import {
  allowRule,
  callCounts,
  callNumber,
  callTotal,
  capNotHeldNote,
  costText,
  elapsedMs,
  failOnNote,
  formatDuration,
  formatRetry,
  formatTokens,
  headline,
  oneLine,
  plural,
  reasonText,
  setAsideNote,
  shortSessionId,
  shortToolInput,
  statusSymbol,
  toolDescription,
  unbroken
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

// src/report/session-note.ts
function sessionNote(summary) {
  const notice = summary.notices.find((n) => n.code === "session");
  if (notice === void 0) return null;
  const text = `${notice.message.charAt(0).toUpperCase()}${notice.message.slice(1)}`;
  return `\u{1F501} ${inlineText(text, 400)}`;
}

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
  blocks.push(mcpReasons(s, r));
  blocks.push(conversationBlock(s.conversation, r));
  const denied = deniedCalls(s, r, Math.min(DENIED_SHOWN, Math.max(3, caps.rows)));
  if (denied) blocks.push(details(`\u26D4 Denied calls (${denied.total})`, deniedMarkdown(denied), !running));
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
  if (elapsed !== null) parts.push(formatDuration(elapsed));
  if (s.status !== "finished" && ctx.waitingSince !== void 0)
    parts.push(
      `\u23F8 waiting for a maintainer's answer on the card, ${formatDuration(Math.max(0, ctx.now - ctx.waitingSince))} so far`
    );
  if (s.status !== "finished") {
    if (s.model) parts.push(inlineText(r(s.model), 60));
  } else {
    if (s.turns !== null) parts.push(plural(s.turns, "turn"));
    parts.push(plural(callTotal(s), "tool call"));
    parts.push(costText(s) ?? "cost n/a");
  }
  const mcp = mcpHeader(s.mcpServers);
  if (mcp) parts.push(inlineText(r(mcp), 300));
  return `### ${parts.join(" \xB7 ")}`;
}
function mcpHeader(servers) {
  if (servers === null || servers.length === 0) return null;
  return `MCP: ${servers.map((m) => m.status === MCP_CONNECTED ? `${m.name} \u2713` : `${m.name} \u2717 ${m.status}`).join(" \xB7 ")}`;
}
function mcpReasons(s, r) {
  const said = s.errorMessage ?? "";
  const lines = (s.mcpServers ?? []).filter((m) => m.status !== MCP_CONNECTED && m.error && !said.includes(m.error)).map((m) => `- ${inlineCode(r(m.name))} ${inlineText(r(m.status), 40)}: ${inlineText(r(m.error), 300)}`);
  return lines.length === 0 ? "" : `**MCP servers that did not connect**

${lines.join("\n")}`;
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
  const session = sessionNote(s);
  if (session) out.push(session);
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
  const title = `${counts.total} tool ${counts.total === 1 ? "call" : "calls"} \xB7 ${counts.error} failed \xB7 ${counts.denied} denied`;
  if (caps.rows === 0) return details(title, "*The calls are listed in the step summary.*");
  const rows = ["| # | tool | what | result | time |", "|--:|---|---|---|--:|"];
  const from = Math.max(0, s.toolCalls.length - caps.rows);
  const start = callNumber(s, from) - 1;
  if (start > 0)
    rows.push(`| \u2026 | | *${start} earlier ${start === 1 ? "call" : "calls"} in the step summary* | | |`);
  for (let i = from; i < s.toolCalls.length; i++) {
    const c = s.toolCalls[i];
    rows.push(toolRow(callNumber(s, i), c, ctx, r, s.cwd));
  }
  return details(title, rows.join("\n"));
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
  const cost = costText(s);
  const nothingYet = running && s.steps === 0 && !s.tokens && cost === null;
  const parts = nothingYet ? [] : [plural(s.steps, "step")];
  if (s.tokens) {
    const cached = s.tokens.cacheRead ? ` (${formatTokens(s.tokens.cacheRead)} cached)` : "";
    parts.push(`${formatTokens(s.tokens.input)} tokens in${cached} / ${formatTokens(s.tokens.output)} out`);
  } else if (!nothingYet) parts.push("tokens n/a");
  if (!nothingYet) parts.push(cost === null ? "cost n/a" : `${cost}${running ? " so far" : ""}`);
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

export {
  deniedCalls,
  deniedMarkdown,
  sessionNote,
  renderComment,
  commentHeaderLine,
  resultCell
};
