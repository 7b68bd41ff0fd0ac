const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  otlpRequested
} from "./chunk-2X5DX3ER.js";
import {
  buildLegRecord,
  inMatrix,
  legIdentity,
  legPlace,
  legVerdict,
  publishesResult
} from "./chunk-OTTJXCWL.js";
import "./chunk-SPV23WO7.js";
import {
  renderStepSummary,
  stepSummaryBodies
} from "./chunk-6F3WJZM4.js";
import {
  outputsFor
} from "./chunk-HDFJRDGU.js";
import {
  LEDGER_OUTPUTS,
  costOutput,
  openLedger
} from "./chunk-H4GWC4UX.js";
import "./chunk-HRUXUTKA.js";
import "./chunk-7TNEZSV2.js";
import {
  openGitHubSession,
  openLiveComment,
  silentLogger
} from "./chunk-KOCTCF7N.js";
import {
  commentHeaderLine,
  deniedCalls
} from "./chunk-Z7XQOW2B.js";
import {
  conversationText
} from "./chunk-O4EMWYEA.js";
import "./chunk-2C5UTV7F.js";
import "./chunk-G26BKM2I.js";
import {
  writePiecesSync,
  writeStringifiedRedacted
} from "./chunk-EVK5ADRM.js";
import "./chunk-QQA7BJVZ.js";
import {
  performance
} from "./chunk-S7YHCF2D.js";
import {
  HANDOFF,
  handOff,
  startingSession
} from "./chunk-KABIMPPG.js";
import {
  findMarkedComments
} from "./chunk-VSTP5VM3.js";
import "./chunk-75J6MDZJ.js";
import {
  isPassingLookupFailure,
  octokitIssueComments
} from "./chunk-BOTWAFO2.js";
import {
  resolveTarget
} from "./chunk-7MOZR5A6.js";
import {
  classifyGitHubError,
  describeError
} from "./chunk-7VCEWHLH.js";
import {
  legLabel,
  sanitizeKey
} from "./chunk-BJA6GBZG.js";
import {
  NARRATOR_VERSION,
  runPageUrl,
  runUrlFrom
} from "./chunk-7QHSLWKT.js";
import {
  debug,
  endGroup,
  error,
  info,
  notice,
  setOutput,
  startGroup,
  systemClock,
  warning
} from "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-F7YLESSX.js";
import "./chunk-HZ4WBUTY.js";
import {
  appendFile,
  mkdir
} from "./chunk-EXQCX44K.js";
import {
  createHash
} from "./chunk-4BUEJA4U.js";
import "./chunk-J6AVMCCI.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-6PPWJKGQ.js";
import {
  OUTCOME_SYMBOL,
  agentLabel,
  allowRule,
  callCounts,
  callNameCounts,
  capNotHeldNote,
  costText,
  elapsedMs,
  failOnNote,
  formatCost,
  formatCount,
  formatDuration,
  formatRetry,
  formatTokens,
  headline,
  labelFor,
  oneLine,
  reasonText,
  relativeToCwd,
  retryCount,
  setAsideNote,
  shortToolInput,
  toolDescription,
  toolResultWord,
  unreadableText
} from "./chunk-4BITRX4B.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-J24MDO5F.js";
import {
  identity,
  verdictOf
} from "./chunk-YDNSAMNY.js";
import {
  inlineText,
  neutralizeImages,
  tableCell,
  truncate
} from "./chunk-JHHEPBTZ.js";
import "./chunk-6BFCX7YP.js";
import {
  revealBidi
} from "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

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

// src/report/annotations.ts
var DEFAULT_CAP = 10;
var MESSAGE_MAX = 2e3;
var WRITE_TOOLS = /* @__PURE__ */ new Set([
  "edit",
  "multiedit",
  "write",
  "notebookedit",
  "write_file",
  "replace",
  "create_file",
  "apply_patch",
  "str_replace_based_edit_tool"
]);
function initialAnnotationState() {
  const level = () => ({ sent: 0, over: 0, held: null, kinds: {} });
  return { error: level(), warning: level(), notice: level(), files: [], deniedIds: [], finished: false };
}
function annotationsFor(event, after, state, ctx = {}) {
  if (state.finished) return { annotations: [], state };
  const r = ctx.redact ?? identity;
  const cap = ctx.cap ?? DEFAULT_CAP;
  const out = [];
  let next = state;
  const emit = (a, kind) => {
    next = limit(next, a, kind, cap, out);
  };
  switch (event.kind) {
    case "permission_denied": {
      if (event.toolUseId) next = { ...next, deniedIds: [...next.deniedIds, event.toolUseId] };
      const call = event.toolUseId ? callOf(after, event.toolUseId, ctx) : void 0;
      const what = shortToolInput(event.tool, call?.input ?? event.input, 120, r, after.cwd);
      emit(
        {
          level: "warning",
          title: `Permission denied: ${oneLine(r(event.tool), 60)}`,
          message: cap2(
            `${r(event.tool)}${what ? ` ${what}` : ""} was denied${event.message ? `: ${r(event.message)}` : ""}${allowNote(after, event.tool, call?.input ?? event.input, r)}`
          )
        },
        "permission denials"
      );
      break;
    }
    case "tool_result": {
      const at = callIndexOf(after, event.id, ctx.calls);
      const call = at === -1 ? void 0 : after.toolCalls[at];
      const name = call?.name ?? event.name ?? "tool";
      if (event.status === "denied") {
        if (next.deniedIds.includes(event.id)) break;
        next = { ...next, deniedIds: [...next.deniedIds, event.id] };
        emit(
          {
            level: "warning",
            title: `Permission denied: ${oneLine(r(name), 60)}`,
            message: cap2(
              `${r(name)} ${shortToolInput(name, call?.input, 120, r, after.cwd)} was denied${event.output ? `: ${r(event.output)}` : ""}${allowNote(after, name, call?.input, r)}`
            )
          },
          "permission denials"
        );
      } else if (event.status === "error") {
        const what = shortToolInput(name, call?.input, 120, r, after.cwd);
        const exit = event.exitCode !== null && event.exitCode !== 0 ? ` (exit ${event.exitCode})` : "";
        emit(
          {
            level: "warning",
            title: `Tool error: ${oneLine(r(name), 60)}${exit}`,
            message: cap2(
              `${r(name)}${what ? ` ${what}` : ""} failed${exit}${event.output ? `:
${r(event.output)}` : ""}`
            )
          },
          "tool errors"
        );
      } else if (call && WRITE_TOOLS.has(call.name.toLowerCase())) {
        const file = relativeFile(filePathOf(call), ctx.workspace);
        if (file && !next.files.includes(file)) {
          next = { ...next, files: [...next.files, file] };
          const n = at + 1;
          emit(
            {
              level: "notice",
              title: `Changed by ${labelOf(after, ctx)}`,
              message: `${labelOf(after, ctx)} changed this file (${r(call.name)}, tool call #${n}).`,
              file: r(file)
            },
            "changed files"
          );
        }
      }
      break;
    }
    case "exit": {
      if (after.outcome && after.outcome !== "success") {
        const failing = verdictOf(after, ctx).fails;
        const reason = reasonText(after, ctx);
        emit(
          {
            level: failing ? "error" : "warning",
            title: oneLine(headline(after, ctx), 200),
            message: cap2(reason ?? headline(after, ctx))
          },
          "failures"
        );
      }
      const flushed = flush(next);
      out.push(...flushed);
      next = { ...next, finished: true };
      break;
    }
    default:
      break;
  }
  return { annotations: out, state: next };
}
function callOf(s, id, ctx) {
  const i = callIndexOf(s, id, ctx.calls);
  return i === -1 ? void 0 : s.toolCalls[i];
}
function labelOf(s, ctx) {
  return labelFor(s, ctx);
}
function cap2(s) {
  return s.length > MESSAGE_MAX ? `${s.slice(0, MESSAGE_MAX - 1)}\u2026` : s;
}
function limit(state, a, kind, cap, out) {
  const lv = state[a.level];
  const reserve = kind === "failures" ? 0 : 1;
  if (lv.sent < cap - reserve) {
    out.push(a);
    return { ...state, [a.level]: { ...lv, sent: lv.sent + 1 } };
  }
  return {
    ...state,
    [a.level]: {
      ...lv,
      over: lv.over + 1,
      held: lv.held ?? a,
      kinds: { ...lv.kinds, [kind]: (lv.kinds[kind] ?? 0) + 1 }
    }
  };
}
function flush(state) {
  const out = [];
  for (const level of ["error", "warning", "notice"]) {
    const lv = state[level];
    if (lv.over === 0) continue;
    if (lv.over === 1 && lv.held) {
      out.push(lv.held);
      continue;
    }
    const what = Object.entries(lv.kinds).map(([k, n]) => `${n} more ${k}`).join(", ");
    out.push({
      level,
      title: `${lv.over} more ${level === "notice" ? "notices" : `${level}s`}`,
      message: `\u2026and ${what} \u2014 see the step summary.`
    });
  }
  return out;
}
function filePathOf(call) {
  const input = call.input;
  if (!input || typeof input !== "object") return null;
  const rec = input;
  for (const key of ["file_path", "filePath", "notebook_path", "path", "absolute_path"]) {
    const v = rec[key];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return null;
}
function relativeFile(path, workspace) {
  if (!path) return null;
  const p = path.replace(/\\/g, "/");
  const isAbsolute = p.startsWith("/") || /^[A-Za-z]:\//.test(p);
  let rel = null;
  if (!isAbsolute) rel = p.replace(/^(\.\/)+/, "");
  else if (workspace) {
    const ws = workspace.replace(/\\/g, "/").replace(/(?<!\/)\/+$/, "");
    if (p.startsWith(`${ws}/`)) rel = p.slice(ws.length + 1);
  }
  if (!rel || rel.split("/").includes("..")) return null;
  return rel;
}
function allowNote(s, tool, input, r) {
  const rule = allowRule(s.dialect, tool, input, s.cwd);
  return rule === null ? "" : `
Allow it with allowed-tools: ${oneLine(r(rule), 200)}`;
}

// src/sinks/annotations/live.ts
var LiveAnnotations = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  ctx;
  state = initialAnnotationState();
  onEvent(event, summary) {
    const { annotations, state } = annotationsFor(event, summary, this.state, this.ctx);
    this.state = state;
    for (const a of annotations) send(a);
  }
};
function send(a) {
  const props = { title: a.title };
  if (a.file) props.file = a.file;
  if (a.startLine !== void 0) props.startLine = a.startLine;
  if (a.level === "error") error(a.message, props);
  else if (a.level === "warning") warning(a.message, props);
  else notice(a.message, props);
}

// src/sinks/annotations/sink.ts
var openAnnotationsSink = (o) => {
  if (!o.config.annotations) return null;
  const annotations = new LiveAnnotations({
    ...o.ctx,
    redact: o.redactor.redact,
    // Where the agent runs: annotation file paths are made relative to it.
    workspace: o.env["GITHUB_WORKSPACE"] || process.cwd(),
    calls: o.calls
  });
  return {
    name: "annotations",
    onEvent: (event, summary) => {
      try {
        annotations.onEvent(event, summary);
      } catch (error2) {
        debug(`narrator: a live view failed: ${error2.message}`);
      }
    }
  };
};

// src/board/board.ts
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
function boardMarker(key) {
  return `<!-- narrator-board:${sanitizeKey(key)} -->`;
}
function legRowMarker(id) {
  return `<!-- narrator-leg:${id.replace(/[^A-Za-z0-9-]/g, "")} -->`;
}
function legReasonMarker(id) {
  return `<!-- narrator-leg-reason:${id.replace(/[^A-Za-z0-9-]/g, "")} -->`;
}
var TOTALS_MARKER = "<!-- narrator-board-totals -->";
function boardRunMarker(runId) {
  return `<!-- narrator-board-run:${runId.replace(/[^A-Za-z0-9-]/g, "") || "local"} -->`;
}
var REASONS_HEADING = "### Legs that did not succeed";
var INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function plain(s) {
  return s.replace(INVISIBLE, "");
}
function literal(s) {
  return s.replace(/[\\`]/g, "\\$&");
}
function cell(redact, s, max) {
  return tableCell(literal(neutralizeImages(plain(redact(s)))), max);
}
function text(redact, s, max) {
  return inlineText(literal(neutralizeImages(plain(redact(s)))), max);
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
function reasonLine(leg, redact, level, marker) {
  const link = level.links && safeUrl(leg.url) ? ` \xB7 ${linkCell(leg)}` : "";
  const reason = leg.reason && level.reasonMax > 0 ? `: ${text(redact, leg.reason, level.reasonMax)}` : "";
  const mark = marker ? ` ${legReasonMarker(leg.id)}` : "";
  return `- ${STATUS_SYMBOL[leg.status]}${mark} **${cell(redact, leg.label, level.labelMax)}** \xB7 ${STATUS_WORDS[leg.status]}${reason}${link}`;
}
function renderLegLines(leg, ctx = {}) {
  const redact = ctx.redact ?? identity;
  const level = LEVELS[0];
  return {
    id: leg.id,
    row: row(leg, redact, level),
    reason: leg.passed || leg.status === "pending" ? null : reasonLine(leg, redact, level, true)
  };
}
var LIVE_TITLE = `## ${STATUS_SYMBOL.pending} Narrator board \xB7 live: the legs are running`;
function renderLiveBoard(ctx) {
  const blocks = [];
  if (ctx.marker) blocks.push(ctx.marker);
  blocks.push(LIVE_TITLE);
  blocks.push(
    "*Each leg keeps its own row current while it runs; the board job rewrites the board with the totals and the verdict once the legs are done.*"
  );
  blocks.push(`${HEADER}
| ${TOTALS_MARKER} **Total** | | ${STATUS_SYMBOL.pending} live | | | | | | | |`);
  const run = safeUrl(ctx.runUrl ?? null);
  blocks.push(`<sub>${run ? `[workflow run](${run}) \xB7 ` : ""}Narrator board (live)</sub>`);
  return `${blocks.join("\n\n")}
`;
}

// src/board/legs.ts
var INVISIBLE2 = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
function plainLabel(name) {
  return name.replace(/[\r\n\t]+/g, " ").replace(INVISIBLE2, "").replace(/ {2,}/g, " ").trim() || "(unnamed)";
}
var MATCH_SLACK_MS = 10 * 6e4;
var CREATED_SLACK_MS = 2 * 6e4;
var collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

// src/sinks/board/live.ts
var LiveBoardSink = class {
  #o;
  #latest;
  #finished = false;
  constructor(options, initial) {
    this.#o = options;
    this.#latest = initial;
  }
  /** The agent was spawned: the leg's row appears, "not finished". */
  start() {
    this.#offer();
  }
  /** Every folded event. Never throws, never waits. */
  onEvent(event, after) {
    if (this.#finished) return;
    this.#latest = after;
    if (event.kind === "text" || event.kind === "thinking") return;
    this.#offer();
  }
  /** The leg's final row (and reason line), written and verified. Never rejects. */
  async finish(summary, verdict) {
    this.#finished = true;
    let lines2;
    try {
      lines2 = this.lines(summary, verdict);
    } catch (error2) {
      debug(`narrator: the board row could not be rendered: ${error2.message}`);
      return { landed: false, verified: false, attempts: 0, commentId: null, url: null, reason: "render" };
    }
    const result = await this.#o.board.finish(lines2);
    if (!result.verified) {
      info(
        this.#o.redactor.redact(
          `Narrator board: this leg's final row ${result.landed ? "was written but not confirmed" : "did not land"} (${result.reason ?? "unknown"}); the aggregate job writes the exact board`
        )
      );
    }
    return result;
  }
  /** The leg's lines for `summary`: running when `verdict` is null, else final. */
  lines(summary, verdict) {
    const o = this.#o;
    const now = (o.now ?? Date.now)();
    const running = verdict === null;
    const record2 = o.redactor.redactValue(
      buildLegRecord({
        summary: running ? { ...summary, durationMs: Math.max(0, now - o.startedAt) } : summary,
        identity: legIdentity({ env: o.env, commentKey: o.config.commentKey, ...legPlace(o.config) }),
        agent: o.config.command === null ? o.config.agent : null,
        failed: verdict?.failed ?? false,
        reason: verdict?.reason ?? null,
        startedAt: o.startedAt,
        endedAt: now,
        fallbackModel: o.config.model
      })
    );
    const attempt = record2.identity.runAttempt;
    const passed = !running && record2.conclusion === "success";
    const leg = {
      id: record2.id,
      label: plainLabel(record2.label),
      record: record2,
      job: null,
      status: running ? "pending" : record2.outcome,
      passed,
      reason: running || passed ? null : record2.reason?.trim() || `the agent's outcome was ${record2.outcome}`,
      startedAt: o.startedAt,
      endedAt: running ? null : now,
      url: o.runPageUrl === null ? null : `${o.runPageUrl}/attempts/${attempt}`
    };
    return renderLegLines(leg, { redact: o.redactor.redact });
  }
  #offer() {
    try {
      this.#o.board.update(() => this.lines(this.#latest, null));
    } catch (error2) {
      debug(`narrator: the live board failed: ${error2.message}`);
    }
  }
};

// src/board/board-live.ts
var ROW_PREFIX = "| <!-- narrator-leg:";
var TOTALS_PREFIX = `| ${TOTALS_MARKER}`;
var collator2 = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function rowLabel(line) {
  const afterMarker = line.indexOf("--> ");
  if (afterMarker < 0) return "";
  const rest = line.slice(afterMarker + 4);
  const end = rest.indexOf(" | ");
  return end < 0 ? rest : rest.slice(0, end);
}
function reasonLabel(line) {
  const start = line.indexOf("--> **");
  const end = start < 0 ? -1 : line.indexOf("** \xB7 ", start + 6);
  return end < 0 ? "" : line.slice(start + 6, end);
}
function isReasonItem(line) {
  return line.startsWith("- ");
}
function mergeLegLines(body, lines2, o) {
  const firstLine2 = body.slice(0, body.indexOf("\n") < 0 ? body.length : body.indexOf("\n"));
  const ours = firstLine2.includes(o.runMarker);
  const base = ours ? body : o.skeleton();
  const out = base.split("\n");
  const id = lines2.id.replace(/[^A-Za-z0-9-]/g, "");
  const rowRe = new RegExp(`^\\| <!-- narrator-leg:${escapeRegExp(id)} --> `);
  const reasonRe = new RegExp(`^- [^ ]+ <!-- narrator-leg-reason:${escapeRegExp(id)} --> `);
  const totals = out.findIndex((line) => line.startsWith(TOTALS_PREFIX));
  if (totals < 0) return { kind: "skip", why: "the board has no table of legs (it is collapsed)" };
  const own = out.findIndex((line) => rowRe.test(line));
  if (own >= 0) out[own] = lines2.row;
  else {
    const label = rowLabel(lines2.row);
    let at = totals;
    for (let i = 0; i < totals; i++) {
      if (out[i].startsWith(ROW_PREFIX) && collator2.compare(rowLabel(out[i]), label) > 0) {
        at = i;
        break;
      }
    }
    out.splice(at, 0, lines2.row);
  }
  const ownReason = out.findIndex((line) => reasonRe.test(line));
  if (lines2.reason !== null) {
    if (ownReason >= 0) out[ownReason] = lines2.reason;
    else {
      const heading = out.indexOf(REASONS_HEADING);
      if (heading >= 0) {
        const label = reasonLabel(lines2.reason);
        let at = heading + 2;
        while (at < out.length && isReasonItem(out[at]) && !(out[at].includes("<!-- narrator-leg-reason:") && collator2.compare(reasonLabel(out[at]), label) > 0)) {
          at++;
        }
        out.splice(at, 0, lines2.reason);
      } else {
        const tableEnd = out.findIndex((line) => line.startsWith(TOTALS_PREFIX));
        out.splice(tableEnd + 1, 0, "", REASONS_HEADING, "", lines2.reason);
      }
    }
  } else if (ownReason >= 0) {
    out.splice(ownReason, 1);
    const heading = out.indexOf(REASONS_HEADING);
    if (heading >= 0 && !isReasonItem(out[heading + 2] ?? "")) {
      out.splice(heading - 1, 3);
    }
  }
  const merged = out.join("\n");
  if (merged === body) return { kind: "unchanged" };
  if (merged.length > o.limit) {
    return { kind: "skip", why: `the board would grow past ${o.limit} characters with this leg's row` };
  }
  return { kind: "body", body: merged };
}
function showsLegLines(body, lines2) {
  const all = body.split("\n");
  if (!all.includes(lines2.row)) return false;
  const id = lines2.id.replace(/[^A-Za-z0-9-]/g, "");
  const reasonRe = new RegExp(`^- [^ ]+ <!-- narrator-leg-reason:${escapeRegExp(id)} --> `);
  const reasons = all.filter((line) => reasonRe.test(line));
  return lines2.reason === null ? reasons.length === 0 : reasons.length === 1 && reasons[0] === lines2.reason;
}

// src/sinks/board/live-board.ts
var BOARD_BODY_LIMIT = 65e3;
var DEFAULT_SLOT_MS = 1e3;
var MAX_SLOTS = 20;
var Gone = class extends Error {
  name = "Gone";
};
var LiveBoard = class {
  #o;
  #clock;
  #logger;
  #random;
  #commentId = null;
  #url = null;
  #located = false;
  #recreated = 0;
  #wanted = null;
  #final = null;
  #finalResult = null;
  #done = false;
  #running = false;
  #wake = null;
  #lastWriteAt = Number.NEGATIVE_INFINITY;
  /** GitHub asked to wait (a rate limit): every write waits, the final one too. */
  #rateLimitedUntil = 0;
  /** After GitHub failed to answer: intermediate writes back off; the final one retries sooner. */
  #errorBackoffUntil = 0;
  #errorStreak = 0;
  /** The slowest read seen (ms): a racing writer's read-then-write takes about two of them. */
  #slowestReadMs = 0;
  #lastSentWriteAt = Number.NEGATIVE_INFINITY;
  #identityAsked = false;
  #skipWarned = false;
  #stats = {
    reads: 0,
    writes: 0,
    creates: 0,
    lists: 0,
    deletes: 0,
    unchanged: 0,
    healed: 0,
    failures: 0,
    slowestReadMs: 0,
    lastError: null,
    disabledReason: null
  };
  constructor(options) {
    this.#o = {
      intervalMs: 1e4,
      requestTimeoutMs: 3e4,
      finalTimeoutMs: 6e4,
      finalAttempts: 6,
      jitterMs: 300,
      searchPages: 10,
      writeSpacingMs: 1e3,
      ...options
    };
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#random = options.random ?? Math.random;
  }
  get commentId() {
    return this.#commentId;
  }
  stats() {
    return { ...this.#stats, slowestReadMs: this.#slowestReadMs };
  }
  /** Offers the leg's newest lines (rendered when the write goes out). Returns at once. */
  update(lines2) {
    if (this.#final !== null || this.#stats.disabledReason !== null) return;
    this.#wanted = lines2;
    this.#kick();
  }
  /** Writes the leg's final lines and verifies them. Resolves within `finalTimeoutMs`; never rejects. */
  finish(lines2) {
    if (this.#finalResult) return this.#finalResult;
    if (this.#stats.disabledReason !== null) {
      this.#finalResult = Promise.resolve(this.#finish(false, false, 0, this.#stats.disabledReason));
      return this.#finalResult;
    }
    this.#finalResult = new Promise((resolve) => {
      this.#final = { lines: lines2, resolve, deadline: this.#clock.now() + this.#o.finalTimeoutMs };
    });
    this.#wanted = null;
    this.#wake?.();
    this.#kick();
    return this.#finalResult;
  }
  /**
   * The aggregate job's write: the whole board, into the board comment (created if none), then
   * the duplicates of this run deleted. Retried on passing failures within `finalTimeoutMs`.
   */
  async publish(body) {
    const deadline = this.#clock.now() + this.#o.finalTimeoutMs;
    let lastError = null;
    for (let attempt = 1; this.#clock.now() < deadline; attempt++) {
      try {
        const ours = await this.#list("none");
        const board = ours[0] ?? null;
        const written = board ? await this.#call((signal) => this.#o.api.update(board.id, body, signal), "writes") : await this.#call((signal) => this.#o.api.create(body, signal), "creates");
        this.#commentId = written.id;
        this.#url = written.htmlUrl;
        let removed = 0;
        for (const dup of ours.slice(1)) {
          if (!firstLine(dup.body).includes(this.#o.runMarker)) continue;
          try {
            await this.#call((signal) => this.#o.api.remove(dup.id, signal), "deletes");
            removed++;
          } catch (error2) {
            this.#logger.warning(
              `Narrator board: could not delete the duplicate board comment ${dup.id}: ${classifyGitHubError(error2, this.#clock.now()).message}`
            );
          }
        }
        return { landed: true, commentId: this.#commentId, url: this.#url, reason: null, removed };
      } catch (error2) {
        const failure = classifyGitHubError(error2, this.#clock.now());
        lastError = failure.message;
        this.#stats.failures++;
        const retryable = ["network", "server", "rate_limited", "not_found"].includes(failure.kind);
        if (!retryable) break;
        const wait = failure.kind === "rate_limited" ? failure.retryAt - this.#clock.now() : Math.min(5e3, 250 * 2 ** (attempt - 1));
        if (this.#clock.now() + wait >= deadline) break;
        await this.#sleep(wait);
      }
    }
    return { landed: false, commentId: this.#commentId, url: this.#url, reason: lastError, removed: 0 };
  }
  // ---------------------------------------------------------------------------------------------
  #kick() {
    if (this.#running) return;
    this.#running = true;
    void this.#loop().finally(() => {
      this.#running = false;
      if (this.#final !== null && !this.#done && this.#stats.disabledReason !== null) {
        this.#settle(false, false, 0, this.#stats.disabledReason);
      }
      if (!this.#done && this.#stats.disabledReason === null && (this.#wanted !== null || this.#final !== null)) {
        this.#kick();
      }
    });
  }
  async #loop() {
    while (!this.#done && this.#stats.disabledReason === null) {
      if (this.#final !== null) {
        await this.#runFinal(this.#final);
        return;
      }
      if (this.#wanted === null) return;
      const now = this.#clock.now();
      const at = this.#pacedAt(now);
      if (at > now) {
        await this.#sleep(at - now);
        continue;
      }
      let source = this.#wanted;
      this.#wanted = null;
      try {
        if (!this.#located) await this.#locate();
        await this.#sleep(this.#spacingWait() + this.#turnWait(this.#clock.now() + this.#spacingWait()));
        if (this.#final !== null) continue;
        const newer = this.#wanted;
        if (newer !== null) source = newer;
        this.#wanted = null;
        await this.#writeOnce(source(), false);
        this.#errorStreak = 0;
      } catch (error2) {
        this.#failed(error2);
        this.#wanted ??= source;
      }
    }
  }
  /** When the next paced write may go: the interval, the shared budget, any wait GitHub asked for. */
  #pacedAt(now) {
    const budget = this.#o.budget;
    return Math.max(
      this.#rateLimitedUntil,
      this.#errorBackoffUntil,
      this.#lastWriteAt + this.#o.intervalMs,
      budget ? budget.readyAt(this.#lastWriteAt, now) : now
    );
  }
  async #runFinal(final) {
    let attempts = 0;
    let landed = false;
    let lastError = null;
    while (attempts < this.#o.finalAttempts && this.#stats.disabledReason === null) {
      const now = this.#clock.now();
      const wait = Math.max(this.#rateLimitedUntil, this.#o.budget?.blockedUntil ?? 0) - now;
      if (now + Math.max(0, wait) >= final.deadline) break;
      if (wait > 0) await this.#sleep(wait);
      attempts++;
      try {
        const result = await this.#writeOnce(final.lines);
        if (result === "skipped") {
          this.#settle(false, false, attempts, "the board has no room or no table for this leg");
          return;
        }
        landed = true;
        await this.#sleep(this.#verifyDelay());
        const fresh = await this.#get();
        if (showsLegLines(fresh.body, final.lines)) {
          this.#settle(true, true, attempts, null);
          return;
        }
        this.#stats.healed++;
        this.#logger.debug("Narrator board: another leg's write overwrote this leg's row; writing it again");
        if (!this.#o.turn) await this.#sleep(this.#random() * this.#o.jitterMs * 2 ** attempts);
      } catch (error2) {
        lastError = this.#failed(error2);
        if (this.#stats.disabledReason !== null) break;
        await this.#sleep(Math.min(5e3, 250 * 2 ** (attempts - 1)) * (0.5 + this.#random()));
      }
      if (this.#clock.now() >= final.deadline) break;
    }
    this.#settle(
      landed,
      false,
      attempts,
      this.#stats.disabledReason ?? (landed ? "the last read did not show the final row (another leg overwrote it); the aggregate job rewrites the board" : `the final row did not land${lastError ? ` (${lastError})` : ""}`)
    );
  }
  /**
   * One read-modify-write of the leg's lines in the leg's turn (`waitTurn`: not waited yet), or the
   * board's creation when none exists at that moment.
   */
  async #writeOnce(lines2, waitTurn = true) {
    if (!this.#located) await this.#locate();
    await this.#sleep(this.#spacingWait());
    if (waitTurn) await this.#sleep(this.#turnWait(this.#clock.now()));
    if (this.#commentId === null) {
      await this.#locate();
      if (this.#commentId === null) return this.#create(lines2);
    }
    return this.#mergeAndWrite(lines2);
  }
  /** How long the client would hold a write back after this leg's previous write (or GraphQL request). */
  #spacingWait() {
    return Math.max(0, this.#lastSentWriteAt + this.#o.writeSpacingMs - this.#clock.now());
  }
  /**
   * How long until this leg's turn: the start of its next slot (now, early in its slot), plus a
   * little jitter; without a turn, a random jitter.
   */
  #turnWait(now) {
    const turn = this.#o.turn;
    if (!turn || turn.count < 2) return this.#random() * this.#o.jitterMs;
    const slot = turn.slotMs ?? DEFAULT_SLOT_MS;
    const count = Math.min(turn.count, MAX_SLOTS);
    const cycle = count * slot;
    const start = turn.index % count * slot;
    const position = (now % cycle + cycle) % cycle;
    const sinceStart = (position - start + cycle) % cycle;
    const jitter = this.#random() * Math.min(this.#o.jitterMs, slot / 5);
    return sinceStart < slot / 4 ? jitter : cycle - sinceStart + jitter;
  }
  async #mergeAndWrite(lines2) {
    await this.#sleep(this.#spacingWait());
    let fresh;
    try {
      fresh = await this.#get();
    } catch (error2) {
      throw this.#goneOr(error2);
    }
    const merged = mergeLegLines(fresh.body, lines2, this.#mergeOptions());
    if (merged.kind === "unchanged") {
      this.#stats.unchanged++;
      return "unchanged";
    }
    if (merged.kind === "skip") {
      if (!this.#skipWarned) {
        this.#skipWarned = true;
        this.#logger.debug(`Narrator board: this leg leaves the live board alone: ${merged.why}`);
      }
      return "skipped";
    }
    try {
      await this.#call((signal) => this.#o.api.update(this.#commentId, merged.body, signal), "writes");
    } catch (error2) {
      throw this.#goneOr(error2);
    }
    this.#lastWriteAt = this.#clock.now();
    return "written";
  }
  async #create(lines2) {
    const merged = mergeLegLines(this.#skeleton(), lines2, this.#mergeOptions());
    if (merged.kind !== "body") return "skipped";
    const created = await this.#call((signal) => this.#o.api.create(merged.body, signal), "creates");
    this.#commentId = created.id;
    this.#url = created.htmlUrl;
    this.#lastWriteAt = this.#clock.now();
    let ours;
    try {
      ours = await this.#list();
    } catch {
      return "written";
    }
    const oldest = ours[0];
    if (!oldest || oldest.id >= created.id) return "written";
    this.#logger.debug(
      `Narrator board: another leg created the board (${oldest.id}) at the same time; this leg deletes its own (${created.id}) and writes there`
    );
    try {
      await this.#call((signal) => this.#o.api.remove(created.id, signal), "deletes");
    } catch (error2) {
      this.#logger.debug(
        `Narrator board: could not delete the duplicate ${created.id}: ${classifyGitHubError(error2, this.#clock.now()).message}`
      );
    }
    this.#commentId = oldest.id;
    this.#url = oldest.htmlUrl;
    return this.#mergeAndWrite(lines2);
  }
  async #locate() {
    const ours = await this.#list();
    this.#located = true;
    const board = ours[0] ?? null;
    this.#commentId = board?.id ?? null;
    this.#url = board?.htmlUrl ?? null;
  }
  /**
   * Every board comment of ours, oldest first. When who Narrator posts as cannot be learned for
   * good, no comment can be proven ours: a leg stops keeping the live board (each leg would start
   * its own), the aggregate job posts a new board (`permanent: 'none'`).
   */
  async #list(permanent = "disable") {
    let identityError = null;
    if (!this.#identityAsked) {
      this.#identityAsked = true;
      this.#lastSentWriteAt = this.#clock.now();
      try {
        await this.#call((signal) => this.#o.api.whoAmI(signal), "lists");
        this.#stats.lists--;
      } catch (error2) {
        this.#stats.lists--;
        this.#identityAsked = !isPassingLookupFailure(error2, this.#clock.now());
      }
    }
    const ours = await this.#call(
      (signal) => findMarkedComments(this.#o.api, this.#o.marker, {
        maxPages: this.#o.searchPages,
        signal,
        onRequest: () => {
          this.#stats.lists++;
        },
        onForeign: (comment, me) => {
          const by = comment.author ? `by ${comment.author.login}` : "by a deleted account";
          this.#logger.warning(
            `Narrator board ignores comment ${comment.id}: it carries the board's marker but was written ${by}, not by ${me.login}, the account Narrator posts as`
          );
        },
        onIdentityUnknown: (error2) => {
          identityError = error2;
        }
      }),
      "lists"
    );
    this.#stats.lists--;
    if (identityError === null) return ours;
    if (isPassingLookupFailure(identityError, this.#clock.now())) throw identityError;
    if (permanent === "none") return [];
    this.#stats.disabledReason = "Narrator could not tell which account its token posts as, so it cannot prove a board comment is its own; the board comes with the aggregate job";
    this.#logger.warning(`Narrator board: ${this.#stats.disabledReason}`);
    throw new Gone(this.#stats.disabledReason);
  }
  async #get() {
    const id = this.#commentId;
    if (id === null) throw new Gone("no board comment");
    return this.#call((signal) => this.#o.api.get(id, signal), "reads");
  }
  /** A 404 on the board: it was deleted (a duplicate cleaned up, or by hand): find it again. */
  #goneOr(error2) {
    if (classifyGitHubError(error2, this.#clock.now()).kind !== "not_found") return error2;
    this.#recreated++;
    if (this.#recreated > 3) return error2;
    this.#located = false;
    this.#commentId = null;
    return new Gone("the board comment is gone; looking for it again", { cause: error2 });
  }
  /** Logs and schedules what a failure means; returns its message. */
  #failed(error2) {
    const now = this.#clock.now();
    if (error2 instanceof Gone) {
      this.#logger.debug(`Narrator board: ${error2.message}`);
      return error2.message;
    }
    const failure = classifyGitHubError(error2, now);
    this.#stats.failures++;
    this.#stats.lastError = failure.message;
    switch (failure.kind) {
      case "rate_limited":
        this.#rateLimitedUntil = Math.max(this.#rateLimitedUntil, failure.retryAt);
        break;
      case "network":
      case "server":
        this.#errorStreak++;
        this.#errorBackoffUntil = now + Math.min(6e4, 1e3 * 2 ** (this.#errorStreak - 1));
        if (this.#errorStreak === 1) {
          this.#logger.warning(
            `Narrator board: GitHub did not answer (${failure.message}); it will try again`
          );
        }
        break;
      case "forbidden":
      case "not_found":
        this.#stats.disabledReason = `the board comment cannot be written (${failure.message}); the legs' rows come with the aggregate job`;
        this.#logger.warning(`Narrator board: ${this.#stats.disabledReason}`);
        break;
      default:
        this.#logger.warning(`Narrator board: could not write the leg's row: ${failure.message}`);
        this.#errorBackoffUntil = now + this.#o.intervalMs;
    }
    return failure.message;
  }
  /** One request with its own timeout, counted, and timed (the slowest round trip sets the verify delay). */
  async #call(request, stat) {
    this.#stats[stat]++;
    const started = this.#clock.now();
    if (stat !== "reads" && stat !== "lists") this.#lastSentWriteAt = started;
    const controller = new AbortController();
    const timer = this.#clock.setTimeout(
      () => controller.abort(new Error(`request timed out after ${this.#o.requestTimeoutMs} ms`)),
      this.#o.requestTimeoutMs
    );
    try {
      const result = await request(controller.signal);
      if (stat === "reads") this.#slowestReadMs = Math.max(this.#slowestReadMs, this.#clock.now() - started);
      return result;
    } finally {
      this.#clock.clearTimeout(timer);
    }
  }
  /** Longer than any racing writer's read-then-write, as this leg has measured round trips. */
  #verifyDelay() {
    const spacing = this.#o.writeSpacingMs;
    const base = Math.min(10 * spacing, Math.max(0.3 * spacing, 2 * this.#slowestReadMs + 0.1 * spacing));
    return base + this.#random() * this.#o.jitterMs;
  }
  #mergeOptions() {
    return {
      runMarker: this.#o.runMarker,
      skeleton: () => this.#skeleton(),
      limit: BOARD_BODY_LIMIT
    };
  }
  #skeleton() {
    return renderLiveBoard({
      marker: `${this.#o.marker} ${this.#o.runMarker}`,
      runUrl: this.#o.runUrl ?? null
    });
  }
  /** Sleeps on the clock; a final edit arriving wakes an intermediate wait at once. */
  #sleep(ms) {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = this.#clock.setTimeout(() => {
        this.#wake = null;
        resolve();
      }, ms);
      if (this.#final === null) {
        this.#wake = () => {
          this.#clock.clearTimeout(timer);
          this.#wake = null;
          resolve();
        };
      }
    });
  }
  #settle(landed, verified, attempts, reason) {
    const final = this.#final;
    if (!final || this.#done) return;
    this.#done = true;
    final.resolve(this.#finish(landed, verified, attempts, reason));
  }
  #finish(landed, verified, attempts, reason) {
    return { landed, verified, attempts, commentId: this.#commentId, url: this.#url, reason };
  }
};
function firstLine(body) {
  const end = body.indexOf("\n");
  return end < 0 ? body : body.slice(0, end);
}

// src/sinks/board/open.ts
var BOARD_INTERVAL_MS = 1e4;
function liveBoardKey(config, env) {
  const workflow = env["GITHUB_WORKFLOW"] || "workflow";
  switch (config.board.kind) {
    case "off":
      return null;
    case "on":
      return config.board.key ?? workflow;
    case "auto":
      return inMatrix(config) && publishesResult(config) ? workflow : null;
  }
}
function legTurn(config, scale = 1) {
  const { jobIndex, jobTotal } = config.leg;
  if (jobIndex === null || jobTotal === null || jobTotal === void 0 || jobTotal < 2) return null;
  return { index: jobIndex, count: jobTotal, slotMs: DEFAULT_SLOT_MS * scale };
}
function openLiveBoard(o, session) {
  const key = liveBoardKey(o.config, o.context.runner);
  if (key === null) return null;
  const resolution = resolveTarget({
    commentOn: o.config.commentOn.kind === "none" ? { kind: "auto" } : o.config.commentOn,
    eventName: o.context.runner["GITHUB_EVENT_NAME"] ?? "",
    payload: o.context.event.payload,
    repository: o.context.runner["GITHUB_REPOSITORY"] ?? ""
  });
  if (resolution.target === null) {
    info(`Narrator: no live board (${resolution.reason})`);
    return null;
  }
  const github = o.config.githubToken ? session() : null;
  if (github === null) {
    warning("Narrator: no live board: 'github-token' is empty");
    return null;
  }
  const { target } = resolution;
  const board = new LiveBoard({
    api: octokitIssueComments(github.client(), target),
    marker: boardMarker(key),
    runMarker: boardRunMarker(o.context.runner["GITHUB_RUN_ID"] || "local"),
    runUrl: runPageUrl(o.context.runner),
    clock: github.clock,
    logger: github.logger,
    budget: github.budget,
    intervalMs: Math.max(BOARD_INTERVAL_MS, o.config.updateIntervalSeconds * 1e3),
    requestTimeoutMs: github.requestTimeoutMs,
    // A leg of a matrix takes its turn by its index; the slot and the client's write spacing are
    // real time (GitHub's round trips), whatever the clock's scale.
    turn: legTurn(o.config, github.scale),
    writeSpacingMs: 1e3 * github.scale,
    finalTimeoutMs: o.context.knobs.boardFinalTimeoutMs
  });
  info(
    `Narrator keeps this leg's row of the board '${key}' live on ${target.owner}/${target.repo}#${target.issueNumber}`
  );
  return new LiveBoardSink(
    {
      board,
      config: o.config,
      env: o.context.runner,
      redactor: o.redactor,
      runPageUrl: runPageUrl(o.context.runner),
      startedAt: o.startedAt
    },
    o.initial
  );
}

// src/sinks/board/sink.ts
var openBoardSink = (o) => {
  const board = openLiveBoard(o, o.github);
  if (board === null) return null;
  return {
    name: "board",
    start: () => board.start(),
    onEvent: (event, summary) => board.onEvent(event, summary),
    // The final row goes out with the comment's final edit; its read-back may take longer and is
    // awaited (settled) after the leg record is published.
    finish: ({ summary, verdict }) => ({
      settled: board.finish(summary, legVerdict(summary, verdict, o.ctx))
    })
  };
};

// src/sinks/check/check-runs.ts
var ANNOTATIONS_PER_REQUEST = 50;
function batches(list, size = ANNOTATIONS_PER_REQUEST) {
  if (list.length === 0) return [[]];
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
function checkRunView(run) {
  const owner = run.app?.owner;
  return {
    id: Number(run.id),
    name: run.name,
    headSha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion ?? null,
    externalId: run.external_id ?? null,
    title: run.output?.title ?? null,
    app: run.app ? {
      slug: run.app.slug ?? null,
      name: run.app.name,
      owner: owner && "login" in owner && typeof owner.login === "string" ? owner.login : null
    } : null
  };
}
function octokitCheckRuns(client) {
  return {
    async get(ref, id, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/check-runs/{check_run_id}", {
        owner: ref.owner,
        repo: ref.repo,
        check_run_id: id,
        request: { signal }
      });
      return checkRunView(data);
    },
    async listNamed(ref, sha, name, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/commits/{ref}/check-runs", {
        owner: ref.owner,
        repo: ref.repo,
        ref: sha,
        check_name: name,
        filter: "all",
        per_page: 100,
        request: { signal }
      });
      return data.check_runs.map((run) => checkRunView(run));
    },
    async jobUrl(ref, job, signal) {
      const { data } = await client.request(
        "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs",
        {
          owner: ref.owner,
          repo: ref.repo,
          run_id: job.runId,
          attempt_number: job.attempt,
          per_page: 100,
          request: { signal }
        }
      );
      const mine = data.jobs.find((j) => j.runner_name === job.runnerName && j.status !== "completed");
      return mine?.html_url ?? null;
    },
    async pullHeadSha(ref, number, signal) {
      const { data } = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
        owner: ref.owner,
        repo: ref.repo,
        pull_number: number,
        request: { signal }
      });
      return data.head.sha;
    },
    async create(run, signal) {
      const { data } = await client.request("POST /repos/{owner}/{repo}/check-runs", {
        owner: run.owner,
        repo: run.repo,
        name: run.name,
        head_sha: run.headSha,
        status: run.completed ? "completed" : "in_progress",
        started_at: run.startedAt,
        ...run.completed ? { conclusion: run.completed.conclusion, completed_at: run.completed.completedAt } : {},
        ...run.detailsUrl ? { details_url: run.detailsUrl } : {},
        ...run.externalId ? { external_id: run.externalId } : {},
        output: run.output,
        request: { signal }
      });
      return Number(data.id);
    },
    async complete(run, onBatchError, signal) {
      const [first, ...rest] = batches(run.annotations);
      await client.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
        owner: run.owner,
        repo: run.repo,
        check_run_id: run.id,
        status: "completed",
        conclusion: run.conclusion,
        completed_at: run.completedAt,
        ...run.detailsUrl ? { details_url: run.detailsUrl } : {},
        output: { ...run.output, ...first.length > 0 ? { annotations: first } : {} },
        request: { signal }
      });
      let sent = 1;
      for (const [i, batch] of rest.entries()) {
        try {
          await client.request("PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}", {
            owner: run.owner,
            repo: run.repo,
            check_run_id: run.id,
            output: { title: run.output.title, summary: run.output.summary, annotations: batch },
            request: { signal }
          });
          sent++;
        } catch (error2) {
          onBatchError?.(error2, i + 2);
          break;
        }
      }
      return sent;
    }
  };
}

// src/sinks/check/check-target.ts
var OWN_CHECK_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "push", "merge_group"]);
var PULL_EVENTS = /* @__PURE__ */ new Set(["issue_comment", "pull_request_review", "pull_request_review_comment"]);
function checkPlace(input) {
  if (input.setting === false) return { kind: "none", reason: "check is false" };
  const event = input.eventName;
  const payload = record(input.payload);
  const pull = pullNumber(event, payload, input.commentTarget);
  const sha = /^[0-9a-f]{40}$/i.test(input.sha.trim()) ? input.sha.trim() : null;
  if (input.setting === true) {
    if (pull !== null) {
      return { kind: "pull", number: pull, fallbackSha: sha, reason: `check is true: the head of #${pull}` };
    }
    const runSha = workflowRunSha(event, payload);
    if (runSha !== null) return { kind: "sha", sha: runSha, reason: "check is true: the workflow_run head" };
    if (sha === null) return { kind: "none", reason: "check is true, but GITHUB_SHA is not a commit" };
    return { kind: "sha", sha, reason: "check is true: GITHUB_SHA" };
  }
  if (OWN_CHECK_EVENTS.has(event)) {
    return { kind: "none", reason: `a ${event} job is already a check on its commit` };
  }
  if (event === "workflow_run") {
    const runSha = workflowRunSha(event, payload);
    return runSha === null ? { kind: "none", reason: "the workflow_run payload carries no head_sha" } : { kind: "sha", sha: runSha, reason: "the head of the workflow run that triggered this one" };
  }
  if (pull !== null) {
    return {
      kind: "pull",
      number: pull,
      fallbackSha: null,
      reason: PULL_EVENTS.has(event) ? `${event} on #${pull}` : `comment-on names #${pull}`
    };
  }
  return {
    kind: "none",
    reason: PULL_EVENTS.has(event) ? `the ${event} is not on a pull request` : `a ${event || "unknown"} job names no pull request (set comment-on to one, or check: true)`
  };
}
function pullNumber(event, payload, target) {
  if (event === "issue_comment") {
    const issue = record(payload["issue"]);
    if (issue["pull_request"] && positive(issue["number"]) !== null) return positive(issue["number"]);
  }
  if (event === "pull_request_review" || event === "pull_request_review_comment") {
    const number = positive(record(payload["pull_request"])["number"]);
    if (number !== null) return number;
  }
  if (OWN_CHECK_EVENTS.has(event) && event !== "push" && event !== "merge_group") {
    const number = positive(record(payload["pull_request"])["number"]) ?? positive(payload["number"]);
    if (number !== null) return number;
  }
  if (target === null) return null;
  if (event === "issue_comment" || event === "issues")
    return target.kind === "pr" ? target.issueNumber : null;
  return target.issueNumber;
}
function workflowRunSha(event, payload) {
  if (event !== "workflow_run") return null;
  const sha = record(payload["workflow_run"])["head_sha"];
  return typeof sha === "string" && /^[0-9a-f]{40}$/i.test(sha) ? sha : null;
}
function record(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function positive(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}
function checkName(o) {
  const given = o.checkName?.trim();
  const name = given ? given : ["narrator", o.workflow?.trim() || "workflow", o.job?.trim() || "job"].join(" / ") + (o.leg ? ` (${o.leg})` : "");
  return name.replace(/[\r\n]+/g, " ").slice(0, 200);
}

// src/report/check-output.ts
var CHECK_OUTPUT_LIMIT = 65535;
var CHECK_TITLE_MAX = 255;
function checkConclusion(verdict) {
  if (verdict.source === "outcome" && verdict.outcome === "waiting_for_input") return "action_required";
  if (!verdict.fails) return "success";
  if (verdict.source === "outcome" && verdict.outcome === "cancelled") return "cancelled";
  if (verdict.source === "outcome" && verdict.outcome === "timed_out") return "timed_out";
  return "failure";
}
var NO_FILE_PATH = ".github";
var ANNOTATION_MESSAGE_MAX = 4e3;
function checkAnnotation(a) {
  const line = a.file && a.startLine !== void 0 && a.startLine > 0 ? a.startLine : 1;
  return {
    path: a.file || NO_FILE_PATH,
    start_line: line,
    end_line: line,
    annotation_level: a.level === "error" ? "failure" : a.level,
    message: truncate(a.message || a.title, ANNOTATION_MESSAGE_MAX),
    ...a.title ? { title: oneLine(a.title, CHECK_TITLE_MAX) } : {}
  };
}
function checkOutput(summary, ctx) {
  const r = ctx.redact ?? identity;
  const title = oneLine(r(commentHeaderLine(summary, { ...ctx, marker: "", redact: r })), CHECK_TITLE_MAX);
  let body = "";
  for (body of stepSummaryBodies(summary, { ...ctx, redact: r })) {
    if (body.length <= CHECK_OUTPUT_LIMIT) break;
  }
  const links = [];
  if (ctx.commentUrl) links.push(`The run is narrated live in [this comment](${ctx.commentUrl}).`);
  if (ctx.runUrl) links.push(`[The job log](${ctx.runUrl}).`);
  return {
    title,
    summary: r(body).slice(0, CHECK_OUTPUT_LIMIT),
    ...links.length > 0 ? { text: links.join("\n\n") } : {}
  };
}

// src/sinks/check/live.ts
var CHECK_ANNOTATION_CAP = 100;
var PERMISSION_FOR = {
  pull: "'pull-requests: read' (to read the pull request's head commit)",
  check: "'checks: write'"
};
var CheckSink = class {
  #o;
  #created = null;
  #annotations = [];
  #annotationState = initialAnnotationState();
  #calls = new CallIndex();
  #warned = false;
  constructor(options) {
    this.#o = options;
  }
  /** The agent started: create the check run (in the background). */
  start(initial) {
    this.#created ??= this.#create(initial).catch((error2) => {
      this.#fail("create", error2);
      return null;
    });
  }
  /** Every folded event: the run's annotations, kept for the completion. Never throws. */
  onEvent(event, summary) {
    try {
      const ctx = {
        ...this.#o.ctx,
        redact: this.#o.redactor.redact,
        workspace: this.#o.workspace,
        calls: this.#calls,
        cap: CHECK_ANNOTATION_CAP
      };
      const { annotations, state } = annotationsFor(event, summary, this.#annotationState, ctx);
      this.#annotationState = state;
      for (const a of annotations) this.#annotations.push(checkAnnotation(a));
    } catch (error2) {
      debug(`narrator: the check's annotations failed: ${error2.message}`);
    }
  }
  /**
   * Completes the check with the run's result. Resolves when GitHub took it or definitively did
   * not (never rejects): false when a created run is left open (the post step completes it).
   */
  async finish(summary, o) {
    this.start(summary);
    const id = await this.#created;
    if (id === null) return true;
    const r = this.#o.redactor.redact;
    const conclusion = checkConclusion(o.verdict);
    const output = checkOutput(summary, {
      ...this.#o.ctx,
      verdict: o.verdict,
      now: this.#o.now(),
      redact: r,
      commentUrl: o.commentUrl
    });
    const completion = {
      ...this.#o.ref,
      id,
      conclusion,
      completedAt: new Date(this.#o.now()).toISOString(),
      output,
      annotations: this.#annotations
    };
    try {
      const requests = await this.#o.api.complete(
        completion,
        (error2, batch) => this.#o.warning(
          `Narrator: GitHub did not take the check's annotations (request ${batch}): ${r(describeError(error2))}`
        ),
        AbortSignal.timeout(this.#o.requestTimeoutMs * 2)
      ).catch(async (error2) => {
        if (classifyGitHubError(error2, this.#o.now()).kind !== "rejected" || completion.annotations.length === 0)
          throw error2;
        this.#o.warning(
          `Narrator: GitHub refused the check's annotations (${r(describeError(error2))}); completing it without them`
        );
        return this.#o.api.complete(
          { ...completion, annotations: [] },
          void 0,
          AbortSignal.timeout(this.#o.requestTimeoutMs)
        );
      });
      this.#o.saveState({ ...this.#o.ref, id, name: this.#o.name, conclusion });
      this.#o.info(
        `Narrator: check '${this.#o.name}' completed: ${conclusion} (${this.#annotations.length} annotations, ${requests} request${requests === 1 ? "" : "s"})`
      );
      return true;
    } catch (error2) {
      this.#fail("complete", error2);
      return false;
    }
  }
  async #create(initial) {
    const { api, ref, place } = this.#o;
    let sha = place.kind === "sha" ? place.sha : null;
    if (place.kind === "pull") {
      try {
        sha = await api.pullHeadSha(ref, place.number, AbortSignal.timeout(this.#o.requestTimeoutMs));
      } catch (error2) {
        const failure = classifyGitHubError(error2, this.#o.now());
        if (failure.kind !== "not_found" || place.fallbackSha === null) {
          throw failure.kind === "not_found" ? new CheckSkipped(`#${place.number} is not a pull request`) : new CheckRequestError("pull", error2);
        }
        sha = place.fallbackSha;
      }
    }
    const r = this.#o.redactor.redact;
    const detailsUrl = await this.#jobUrl() ?? this.#o.detailsUrl;
    const now = this.#o.now();
    const title = r(commentHeaderLine(initial, { ...this.#o.ctx, now, marker: "", redact: r }));
    let id;
    try {
      id = await api.create(
        {
          ...ref,
          name: this.#o.name,
          headSha: sha,
          detailsUrl,
          externalId: this.#o.externalId,
          startedAt: new Date(now).toISOString(),
          output: {
            title,
            summary: "The agent is running; this check completes with its result.",
            ...detailsUrl ? { text: `[Follow it in the job log](${detailsUrl}).` } : {}
          }
        },
        AbortSignal.timeout(this.#o.requestTimeoutMs)
      );
    } catch (error2) {
      throw new CheckRequestError("check", error2);
    }
    this.#o.saveState({ ...ref, id, name: this.#o.name });
    this.#o.info(`Narrator: check '${this.#o.name}' created on ${sha.slice(0, 12)} (${place.reason})`);
    return id;
  }
  /**
   * The job's own page, for details_url: its run page otherwise. Reading the run's jobs needs
   * `actions: read`, which a job may not have; without it the run's page is linked, quietly.
   */
  async #jobUrl() {
    if (this.#o.job === null) return null;
    try {
      return await this.#o.api.jobUrl(
        this.#o.ref,
        this.#o.job,
        AbortSignal.timeout(this.#o.requestTimeoutMs)
      );
    } catch (error2) {
      debug(`narrator: the job's page was not found for the check (${describeError(error2)})`);
      return null;
    }
  }
  /** One warning for the run, naming the permission when GitHub refused for want of one. */
  #fail(step, error2) {
    if (this.#warned) return;
    this.#warned = true;
    const r = this.#o.redactor.redact;
    if (error2 instanceof CheckSkipped) {
      this.#o.info(`Narrator: no check run (${error2.message})`);
      return;
    }
    const what = error2 instanceof CheckRequestError ? error2.what : "check";
    const cause = error2 instanceof CheckRequestError ? error2.cause : error2;
    const failure = classifyGitHubError(cause, this.#o.now());
    if (failure.kind === "forbidden" && failure.status === 403) {
      this.#o.warning(
        `Narrator: no check run: the token may not ${what === "pull" ? "read the pull request" : `${step} check runs`} (GitHub answered ${r(failure.message)}). Give the job the permission ${PERMISSION_FOR[what]}; the run goes on without a check`
      );
      return;
    }
    this.#o.warning(
      `Narrator: the check run could not be ${step === "create" ? "created" : "completed"} (${r(failure.message)}); the run goes on`
    );
  }
};
var CheckSkipped = class extends Error {
};
var CheckRequestError = class extends Error {
  constructor(what, cause) {
    super(describeError(cause), { cause });
    this.what = what;
  }
  what;
};

// src/sinks/check/open.ts
function openCheck(o, session) {
  const { env, config } = o;
  const eventName = env["GITHUB_EVENT_NAME"] ?? "";
  const payload = o.event.payload;
  const repository = env["GITHUB_REPOSITORY"] ?? "";
  const target = resolveTarget({ commentOn: config.commentOn, eventName, payload, repository });
  const place = checkPlace({
    setting: config.check,
    eventName,
    payload,
    commentTarget: target.target,
    sha: env["GITHUB_SHA"] ?? ""
  });
  if (place.kind === "none") {
    if (config.check === true) warning(`Narrator: no check run (${place.reason})`);
    else info(`Narrator: no check run (${place.reason})`);
    return null;
  }
  const [owner, repo] = repository.split("/");
  if (!owner || !repo) {
    warning(`Narrator: no check run: GITHUB_REPOSITORY '${repository}' is not owner/repo`);
    return null;
  }
  const github = config.githubToken ? session() : null;
  if (github === null) {
    warning("Narrator: no check run: 'github-token' is empty");
    return null;
  }
  const redact = o.redactor.redact;
  const runId = env["GITHUB_RUN_ID"];
  return new CheckSink({
    api: octokitCheckRuns(github.client()),
    ref: { owner, repo },
    place,
    name: checkName({
      checkName: config.checkName,
      workflow: env["GITHUB_WORKFLOW"],
      job: env["GITHUB_JOB"],
      leg: legLabel(config.leg)
    }),
    detailsUrl: o.ctx.runUrl ?? null,
    job: jobRef(env),
    externalId: runId ? `${runId}/${env["GITHUB_RUN_ATTEMPT"] || "1"}` : null,
    ctx: o.ctx,
    redactor: o.redactor,
    workspace: env["GITHUB_WORKSPACE"] || process.cwd(),
    // Real milliseconds (AbortSignal.timeout), whatever the clock's scale.
    requestTimeoutMs: github.requestTimeoutMs / github.scale,
    now: () => github.clock.now(),
    info: (m) => info(redact(m)),
    warning: (m) => warning(redact(m)),
    saveState: (state) => handOff(HANDOFF.check, JSON.stringify(state))
  });
}
function jobRef(env) {
  const runId = Number(env["GITHUB_RUN_ID"]);
  const attempt = Number(env["GITHUB_RUN_ATTEMPT"] || "1");
  const runnerName = env["RUNNER_NAME"];
  if (!runnerName || !Number.isSafeInteger(runId) || runId <= 0 || !Number.isSafeInteger(attempt) || attempt <= 0)
    return null;
  return { runId, attempt, runnerName };
}

// src/sinks/check/sink.ts
var openCheckSink = (o) => {
  const check = openCheck({ ...o, event: o.context.event }, o.github);
  if (check === null) return null;
  return {
    name: "check",
    start: (initial) => check.start(initial),
    onEvent: (event, summary) => check.onEvent(event, summary),
    finish: async ({ summary, verdict, finished }) => {
      const comment = await finished("comment").catch(() => void 0);
      const completed = await check.finish(summary, { verdict, commentUrl: comment?.url ?? null });
      if (completed) handOff(HANDOFF.checkFinal, "true");
      return { leftOver: !completed };
    }
  };
};

// src/sinks/comment/sink.ts
var openCommentSink = (o) => {
  const live = openLiveComment(o, o.github);
  if (live === null) return null;
  return {
    name: "comment",
    live,
    start: () => live.start(),
    onEvent: (event, summary, before) => live.onEvent(event, before, summary),
    finish: async ({ summary, verdict }) => {
      const result = await live.finish(summary, verdict);
      return { leftOver: !result.landed, url: result.url };
    }
  };
};

// src/run/contract.ts
function contractToolCall(t) {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    parentId: t.parentId,
    input: t.input,
    outputPreview: t.outputPreview,
    durationMs: t.durationMs,
    // additions
    exitCode: t.exitCode,
    outputChars: t.outputChars
  };
}
var SUMMARY_SCHEMA_VERSION = 1;
function toContractJson(s) {
  return {
    dialect: s.dialect,
    sessionId: s.sessionId,
    model: s.model,
    outcome: s.outcome,
    subtype: s.subtype,
    isError: s.isError,
    outcomeSource: s.outcomeSource,
    errorMessage: s.errorMessage,
    finalText: s.finalText,
    turns: s.turns,
    toolCalls: s.toolCalls.map(contractToolCall),
    retries: s.retries.map((r) => ({
      attempt: r.attempt,
      maxRetries: r.maxRetries,
      delayMs: r.delayMs,
      httpStatus: r.httpStatus,
      category: r.category
    })),
    costUsd: s.costUsd,
    tokens: s.tokens ? {
      input: s.tokens.input,
      output: s.tokens.output,
      cacheRead: s.tokens.cacheRead,
      cacheWrite: s.tokens.cacheWrite
    } : null,
    todos: s.todos.map((t) => ({ content: t.content, status: t.status })),
    permissionDenials: s.permissionDenials.map((d) => ({
      tool: d.tool,
      input: d.input,
      toolUseId: d.toolUseId
    })),
    durationMs: s.durationMs,
    exitCode: s.exitCode,
    signal: s.signal,
    diagnostics: {
      badLines: s.diagnostics.badLines,
      unknownEvents: { ...s.diagnostics.unknownEvents },
      // additions
      longLines: s.diagnostics.longLines,
      badLineSamples: [...s.diagnostics.badLineSamples],
      foreignFrames: s.diagnostics.foreignFrames,
      ignoredResults: s.diagnostics.ignoredResults,
      badUsage: s.diagnostics.badUsage
    },
    // additions after the contract's fields
    status: s.status,
    cliVersion: s.cliVersion,
    stopReason: s.stopReason,
    terminalReason: s.terminalReason,
    steps: s.steps,
    notices: s.notices.map((n) => ({ level: n.level, code: n.code, message: n.message })),
    // false: the agent's stream does not show retries, so `retries` may miss some (never "0").
    retriesKnown: s.retriesKnown,
    // Who stopped the run from the PR or issue (null: nobody did).
    stopRequest: s.stopRequest ? { ...s.stopRequest } : null,
    // Estimated from tokens and the price table when the agent reports no cost; never in costUsd.
    estimatedCostUsd: s.estimatedCostUsd ?? null,
    // The version of schema/summary-v1.schema.json this JSON follows: a consumer checks it before
    // relying on a field; it changes only when a field would be renamed or removed.
    schemaVersion: SUMMARY_SCHEMA_VERSION,
    // The MCP servers the agent reported at start (null: its stream says nothing of them).
    mcpServers: s.mcpServers ? s.mcpServers.map((m) => ({ name: m.name, status: m.status, error: m.error })) : null,
    // Only when the agent was talked to from the PR: who asked, allowed, denied, answered, steered.
    ...s.conversation && s.conversation.length > 0 ? { conversation: s.conversation.map((e) => ({ ...e })) } : {},
    // Only with `output-schema`: the validated object.
    ...s.structuredOutput !== void 0 ? { structuredOutput: s.structuredOutput } : {}
  };
}

// src/redact/summary-json.ts
var CHUNK = 1024;
function writeSummaryJson(summary, redactor, space, sink) {
  const earlier = summary.earlierCalls;
  if (earlier.count === 0 || earlier.log === null) {
    writeStringifiedRedacted(toContractJson(summary), redactor, space, sink);
    return;
  }
  const around = stringified(toContractJson({ ...summary, toolCalls: [] }), redactor, space);
  const placeholder = space === void 0 ? '"toolCalls":[]' : '"toolCalls": []';
  const at = around.indexOf(placeholder);
  if (at < 0) throw new Error("summary.json: the contract has no toolCalls field to stream the calls into");
  const cut = at + placeholder.length - 1;
  sink(around.slice(0, cut));
  const gap = typeof space === "number" && space >= 1 ? " ".repeat(Math.min(10, Math.floor(space))) : "";
  let first = true;
  const write = (calls) => {
    if (calls.length === 0) return;
    const text2 = stringified(calls.map(contractToolCall), redactor, space);
    const shifted = gap === "" ? text2 : text2.replaceAll("\n", `
${gap}`);
    const items = shifted.slice(1, shifted.length - (gap === "" ? 1 : gap.length + 2));
    sink(first ? items : `,${items}`);
    first = false;
  };
  let read = 0;
  const patched = new Map(earlier.open.map((o) => [o.at, o.call]));
  const denied2 = new Set(earlier.deniedIds);
  for (const chunk of earlier.log.read(earlier.count)) {
    const calls = chunk.map((call, i) => {
      const current = patched.get(read + i) ?? call;
      return denied2.has(current.id) && current.status !== "denied" ? { ...current, status: "denied" } : current;
    });
    read += chunk.length;
    for (let i = 0; i < calls.length; i += CHUNK) write(calls.slice(i, i + CHUNK));
  }
  if (read !== earlier.count)
    throw new Error(`summary.json: the tool call log holds ${read} calls, the summary ${earlier.count}`);
  for (let i = 0; i < summary.toolCalls.length; i += CHUNK) write(summary.toolCalls.slice(i, i + CHUNK));
  sink(gap === "" ? "]" : `
${gap}]`);
  sink(around.slice(cut + 1));
}
function stringified(value, redactor, space) {
  const pieces = [];
  writeStringifiedRedacted(value, redactor, space, (piece) => pieces.push(piece));
  return pieces.join("");
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
function metrics(summary, ctx) {
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
function timeline(summary, transcript) {
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
function retries(summary, redact) {
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
  const title = headline(summary, ctx);
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
<title>${title} · Narrator</title>
<style>${trusted(STYLE)}</style>
</head>
<body>
<header class="page">
<h1><span class="outcome ${running ? "running" : good ? "good" : "bad"}">${word}</span> ${title}</h1>
${subline(model, session, ctx.runUrl)}
${reason ? html`<div class="reason">${reasonMarkup(reason)}</div>` : null}
${metrics(summary, ctx)}
</header>
<main>
<h2>Timeline</h2>
${timeline(summary, transcript)}
${plan(summary, redact)}
${retries(summary, redact)}
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
  const body = join(
    shown.map(([mark, text2]) => {
      const cls = mark === "+" ? "add" : mark === "-" ? "del" : "ctx";
      return html`<span class="${cls}">${mark} ${text2}</span>`;
    })
  );
  const more = rows.length > MAX_LINES ? html`<p class="cut">… ${(rows.length - MAX_LINES).toLocaleString("en-US")} more diff lines cut.</p>` : null;
  return html`<pre class="diff">${body}</pre>${more}`;
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
    const body = text2 ? this.output(text2, "thinking cut") : html`<p class="muted">The stream does not carry the thinking's text.</p>`;
    const who = parentId === null ? "" : " (subagent)";
    return this.ready(
      html`<details class="entry thinking" data-kind="thinking"><summary>Thinking${who}</summary>${body}</details>`,
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
  plan(todos) {
    this.planSnapshots++;
    if (this.planSnapshots > MAX_PLAN_SNAPSHOTS) {
      this.cut("plan changes not shown", 0);
      return;
    }
    const mark = { completed: "\u2611", in_progress: "\u25D0", pending: "\u2610" };
    const snapshot = todos.map((t) => ({ status: t.status, content: t.content }));
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
    const number = ++this.callNumber;
    this.toolNames.add(event.name);
    const entry = {
      ready: false,
      render: () => this.renderCall(event, number, null),
      tool: event.name
    };
    this.calls.set(event.id, { event, entry, number });
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
  block(kind, tool, body) {
    return this.ready(this.entry(kind, tool, kind === "denied" ? "denied" : kind, body), tool);
  }
  entry(kind, tool, status, body) {
    return html`<article class="entry ${kind}" data-kind="${kind}" data-status="${status}"${tool === null ? null : html` data-tool="${this.r(tool)}"`}>${body}</article>`;
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
  renderCall(call, number, result) {
    const status = result === null ? "pending" : result.status;
    const summaryLine = shortToolInput(call.name, call.input, 120, this.options.redact, this.cwd);
    const exit = result?.exitCode !== null && result?.exitCode !== void 0 ? ` (exit ${result.exitCode})` : "";
    const duration = result?.durationMs !== null && result?.durationMs !== void 0 ? result.durationMs : result ? result.at - call.at : null;
    const diff = editDiff(call.name, call.input, this.options.redact, (p) => relativeToCwd(p, this.cwd));
    const subagent = call.parentId === null ? null : html` <span class="muted">(subagent)</span>`;
    return this.entry("tool", call.name, status, [
      html`<header><span class="num">#${number}</span> <span class="tool-name">${this.r(call.name)}</span>${subagent} <span class="desc">${summaryLine}</span> <span class="badge ${status}">${status}${exit}</span>${duration !== null ? html` <span class="muted">${formatDuration(duration)}</span>` : null}</header>`,
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

// src/sinks/files/record.ts
var RunRecordFiles = class {
  constructor(o) {
    this.o = o;
    this.transcript = new Transcript({ redact: o.redactor.redact });
  }
  o;
  transcript;
  /** Called for every folded event. Never throws: a view failing must not stop the fold. */
  onEvent(event, summary) {
    try {
      this.transcript.onEvent(event, summary);
    } catch (error2) {
      debug(`narrator: a live view failed: ${error2.message}`);
    }
  }
  async finish(summary, files, verdict) {
    const redact = this.o.redactor.redact;
    const ctx = { ...this.o.ctx, redact, ...verdict ? { verdict } : {} };
    const writeSummary = (sink) => {
      writeSummaryJson(summary, this.o.redactor, 2, sink);
      sink("\n");
    };
    if (files.own) {
      try {
        files.own.write("summary", writeSummary);
      } catch (error2) {
        warning(`could not write ${files.summaryFile}: ${error2.message}`);
      }
    } else {
      await mkdir(node_path_default.dirname(files.summaryFile), { recursive: true });
      writePiecesSync(files.summaryFile, writeSummary);
    }
    try {
      this.transcript.finish();
      const write = (sink) => writeHtmlPage(summary, this.transcript, { ...ctx, version: NARRATOR_VERSION }, sink);
      if (files.own) files.own.write("report", write);
      else writePiecesSync(files.reportFile, write);
    } catch (error2) {
      warning(`could not write the run's HTML record ${files.reportFile}: ${error2.message}`);
    }
    if (files.own) for (const w of files.own.checkPaths()) warning(this.o.redactor.redact(w));
  }
};

// src/sinks/files/sink.ts
var openFilesSink = (o) => {
  const record2 = new RunRecordFiles({ redactor: o.redactor, ctx: o.ctx });
  return {
    name: "files",
    onEvent: (event, summary) => record2.onEvent(event, summary),
    finish: async ({ summary, files, verdict }) => {
      await record2.finish(summary, files, verdict);
      return {};
    }
  };
};

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
      const lines2 = [
        {
          text: `${sub}${mark} #${i + 1} ${r(name)} ${word}${dur !== null && dur !== void 0 ? ` (${formatDuration(dur)})` : ""}`
        }
      ];
      if (event.status !== "ok" && event.output) {
        const first = r(event.output).split("\n").find((l) => l.trim());
        if (first) lines2.push({ text: `${sub}    ${paint(ctx, "dim", oneLine(first, 200))}` });
      }
      return lines2;
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
      return [{ group: "end", text: "" }, ...finalLines(after, ctx).map((text2) => ({ text: text2 }))];
    default:
      return [];
  }
}
function finalLines(s, ctx) {
  const sym = s.outcome === "success" ? paint(ctx, "green", "\u2714") : paint(ctx, "red", "\u2716");
  const took = elapsedMs(s, ctx.now);
  const lines2 = [`${sym} ${headline(s, ctx)}${took === null ? "" : ` \xB7 ${formatDuration(took)}`}`];
  const reason = reasonText(s, ctx);
  if (reason) lines2.push(...indent(reason));
  const setAside = setAsideNote(s);
  if (setAside) lines2.push(paint(ctx, "yellow", setAside));
  const unheld = capNotHeldNote(s);
  if (unheld) lines2.push(paint(ctx, "yellow", unheld));
  const note = failOnNote(s, ctx);
  if (note) lines2.push(note.replace(/`/g, ""));
  return lines2;
}
function indent(text2) {
  return text2.split("\n").map((l) => `  ${l}`);
}
function renderText(s, context = {}) {
  const ctx = logSafeContext(context);
  const r = ctx.redact ?? identity;
  const c = callCounts(s);
  const lines2 = finalLines(s, ctx);
  lines2.push("");
  const t = s.tokens;
  lines2.push(
    `turns ${s.turns ?? "n/a"} \xB7 steps ${s.steps} \xB7 tool calls ${c.total} (${c.error} failed, ${c.denied} denied) \xB7 retries ${retryCount(s)}`
  );
  lines2.push(
    `tokens ${t ? `${formatTokens(t.input)} in / ${formatTokens(t.output)} out / ${formatTokens(t.cacheRead)} cache read / ${formatTokens(t.cacheWrite)} cache write` : "n/a"} \xB7 cost ${costText(s) ?? "n/a"}`
  );
  const unreadable = unreadableText(s);
  if (unreadable) lines2.push(unreadable);
  if (s.model || s.sessionId) lines2.push(`model ${r(s.model ?? "n/a")} \xB7 session ${r(s.sessionId ?? "n/a")}`);
  const byName = callNameCounts(s);
  if (byName.size) {
    lines2.push(
      `tools: ${[...byName].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n, k]) => `${r(n)} \xD7${k}`).join(", ")}`
    );
  }
  lines2.push(...deniedLines(s, r));
  const text2 = s.finalText?.trim();
  if (text2) {
    lines2.push("", s.outcome === "success" ? "Final answer:" : "Last message:");
    lines2.push(...indent(r(text2).slice(0, 64e3)));
  }
  return `${lines2.join("\n")}
`;
}
function deniedLines(s, r) {
  const d = deniedCalls(s, r);
  if (d === null) return [];
  const lines2 = ["", `denied calls (${d.total}):`];
  for (const c of d.shown) {
    lines2.push(
      `  \u26D4 ${c.tool}${c.what ? ` ${c.what}` : ""}${c.onPr !== null ? ` \u2014 ${c.onPr}` : c.rule === null ? "" : ` \u2014 allow with ${c.rule}`}`
    );
  }
  if (d.more > 0) lines2.push(`  \u2026and ${d.more} more`);
  lines2.push(`  ${d.how}`);
  if (d.copyLine !== null) lines2.push(`  ${d.copyLine}`);
  return lines2;
}

// src/sinks/job-log/live.ts
var LiveJobLog = class {
  constructor(o) {
    this.o = o;
  }
  o;
  groupOpen = false;
  /** Called for every folded event. Never throws: a view failing must not stop the fold. */
  onEvent(event, summary) {
    try {
      this.log(event, summary);
      if (this.o.snapshots && event.kind !== "text" && event.kind !== "thinking") {
        this.o.snapshots.offer(summary, event.at);
      }
    } catch (error2) {
      debug(`narrator: a live view failed: ${error2.message}`);
    }
  }
  log(event, summary) {
    const ctx = { ...this.o.ctx, redact: this.o.redactor.redact, calls: this.o.calls };
    for (const entry of logEntries(event, summary, ctx)) {
      if (entry.group === "start") {
        if (this.groupOpen) endGroup();
        startGroup(entry.text);
        this.groupOpen = true;
      } else if (entry.group === "end") {
        if (this.groupOpen) endGroup();
        this.groupOpen = false;
      } else if (entry.text !== "") {
        info(entry.text);
      }
    }
  }
  /** Closes the last group and logs the totals (synchronously: the sinks after it log after it). */
  finish(summary, verdict) {
    if (this.groupOpen) endGroup();
    this.groupOpen = false;
    const redact = this.o.redactor.redact;
    const ctx = { ...this.o.ctx, redact, ...verdict ? { verdict } : {} };
    const text2 = renderText(summary, ctx);
    const totals = text2.indexOf("\n\n");
    const final = failOnNote(summary, ctx);
    if (final !== null && final !== failOnNote(summary, { ...this.o.ctx, redact }))
      info(final.replace(/`/g, ""));
    for (const line of text2.slice(totals === -1 ? 0 : totals + 1).split("\n")) info(line);
  }
};

// src/sinks/job-log/sink.ts
var openJobLogSink = (o) => {
  const log = new LiveJobLog({ redactor: o.redactor, ctx: o.ctx, snapshots: o.snapshots, calls: o.calls });
  return {
    name: "job-log",
    onEvent: (event, summary) => log.onEvent(event, summary),
    finish: ({ summary, verdict }) => {
      log.finish(summary, verdict);
      return {};
    }
  };
};

// src/sinks/ledger/sink.ts
var openLedgerSink = (o) => {
  const ledger = openLedger(
    { config: o.config, context: o.context, redactor: o.redactor },
    () => o.config.githubToken ? o.github() : null
  );
  if (ledger === null) return null;
  return {
    name: "ledger",
    ledger,
    start: () => ledger.start(),
    finish: async (end) => {
      await end.finished("comment");
      const totals = await ledger.finish(end.summary, end.verdict);
      return totals === null ? {} : { outputs: { "pr-cost-usd": costOutput(totals), "pr-runs": String(totals.runs) } };
    }
  };
};

// src/sinks/outputs/outputs.ts
function actionOutputs(summary, o) {
  return {
    ...outputsFor(summary, o.ctx),
    "summary-file": o.summaryFile,
    "log-file": o.logFile,
    "report-file": o.reportFile
  };
}

// src/sinks/outputs/sink.ts
var openOutputsSink = (o) => ({
  name: "outputs",
  finish: async (end) => {
    await end.finished("files");
    await end.finished("step-summary");
    const { summary, files, verdict } = end;
    const ctx = { ...o.ctx, redact: o.redactor.redact, verdict };
    const paths = files.own?.outputPaths() ?? files;
    const outputs = actionOutputs(summary, {
      ctx,
      summaryFile: paths.summaryFile,
      logFile: paths.logFile,
      reportFile: paths.reportFile
    });
    for (const [name, value] of Object.entries(outputs)) setOutput(name, value);
    const ledger = (await end.finished("ledger"))?.outputs ?? {};
    for (const name of LEDGER_OUTPUTS) {
      if (!(name in ledger)) {
        setOutput(name, "");
        outputs[name] = "";
      }
    }
    return { outputs };
  }
});

// src/sinks/step-summary/live.ts
async function writeStepSummary(summary, ctx, env) {
  const file = env["GITHUB_STEP_SUMMARY"];
  if (!file) return;
  const redact = ctx.redact ?? ((s) => s);
  const body = renderStepSummary(summary, { ...ctx, redact });
  await appendFile(file, body.endsWith("\n") ? body : `${body}
`);
}

// src/sinks/step-summary/sink.ts
var openStepSummarySink = (o) => {
  if (!o.config.stepSummary) return null;
  return {
    name: "step-summary",
    finish: async (end) => {
      await end.finished("files");
      const ctx = { ...o.ctx, redact: o.redactor.redact, verdict: end.verdict };
      await writeStepSummary(end.summary, ctx, o.env);
      return {};
    }
  };
};

// src/telemetry/steps.ts
var MAX_STEPS = 2e3;
var StepCollector = class {
  constructor(cap = MAX_STEPS) {
    this.cap = cap;
  }
  cap;
  steps = [];
  /** Steps seen past the cap. */
  dropped = 0;
  #lastMessageId = null;
  /** For RunFold's onEvent. Subagents' steps are part of their tool call, not turns of the run. */
  onEvent(event) {
    if (event.kind !== "step" || event.parentId !== null) return;
    if (event.messageId === this.#lastMessageId) return;
    this.#lastMessageId = event.messageId;
    if (this.steps.length >= this.cap) {
      this.dropped += 1;
      return;
    }
    this.steps.push({ at: event.at, model: event.model });
  }
};

// src/sinks/telemetry/sink.ts
var openTelemetrySink = (o) => {
  if (!otlpRequested(o.context.otel)) return null;
  const steps = new StepCollector();
  return { name: "telemetry", steps, onEvent: (event) => steps.onEvent(event) };
};

// src/sinks/sinks.ts
function viewContext(config, env, redactor, acpLabel = null) {
  const runUrl = runUrlFrom(env);
  const attempt = env["GITHUB_RUN_ATTEMPT"] || "1";
  return {
    runUrl,
    // The job's own summary anchor needs its numeric job id, which the runner does not expose:
    // the run's attempt page shows every job's step summary.
    stepSummaryUrl: runUrl === null ? null : `${runUrl.replace(/\/attempts\/\d+$/, "")}/attempts/${attempt}`,
    failOn: config.failOn,
    // Over ACP the dialect names no agent ("The ACP agent"); the recipe Narrator launched does.
    ...config.protocol === "acp" && config.command === null && acpLabel !== null ? { agentLabel: acpLabel } : {},
    limits: {
      maxTurns: config.maxTurns,
      maxBudgetUsd: config.maxBudgetUsd,
      wallMinutes: config.timeoutMs > 0 ? config.timeoutMs / 6e4 : null,
      idleMinutes: config.idleTimeoutMs > 0 ? config.idleTimeoutMs / 6e4 : null
    },
    redact: redactor.redact
  };
}
var VIEWS = ["job-log", "files", "step-summary", "outputs"];
var LEDGER_READ_WAIT_MS = 1500;
var NO_CALLS = Object.freeze([]);
var SINKS = [
  openCommentSink,
  // After the comment: its row is written once the comment's final edit is out.
  openLedgerSink,
  openBoardSink,
  openCheckSink,
  openTelemetrySink,
  openJobLogSink,
  // Live after the job log's lines of the same event; nothing at the end.
  openAnnotationsSink,
  openFilesSink,
  openStepSummarySink,
  openOutputsSink
];
var RunSinks = class {
  constructor(sinks, initial) {
    this.sinks = sinks;
    this.#previous = beforeNext(initial);
  }
  sinks;
  /**
   * The summary before the event being handed on, for the comment (isPhaseChange). The fold's
   * summary is updated in place, so this is a shallow copy taken after each event the comment looks
   * at (it skips text and thinking): its fields as they were, its lists replaced rather than
   * mutated (todos, denials, notices) as they were too; the tool calls grow in place, so an empty
   * list is kept as one of its own.
   */
  #previous;
  /** Slow confirmations of the sinks' ends (the board's read-back). */
  #settled = Promise.resolve();
  /** See postStepNeedsSummary. */
  #leftOver = true;
  /** The run's GitHub session (made on first use; null without a token), for the stop listener. */
  session = () => null;
  /** The live comment, for the stop listener (a 👎 on it stops the run). */
  comment = null;
  /** The main thread's steps, the turns of the OpenTelemetry trace (only when one is exported). */
  steps = null;
  /** The run's row in the PR's ledger; null without a comment target or token. */
  ledger = null;
  /** Awaited before any sink's end starts (the ledger's first read, for the final comment's totals). */
  beforeFinish = null;
  /** The agent was spawned: the comment says "started", the leg's board row "not finished". */
  start() {
    for (const sink of this.sinks) sink.start?.(this.#previous);
  }
  /** For RunFold's onEvent: every event, with the summary after it. Never throws. */
  onEvent = (event, summary) => {
    for (const sink of this.sinks) sink.onEvent?.(event, summary, this.#previous);
    if (event.kind !== "text" && event.kind !== "thinking") this.#previous = beforeNext(summary);
  };
  /**
   * When finish() had written every view but the comment, and when the comment's final edit was
   * done (epoch ms): the time between is GitHub's (the request in flight, the spacing between
   * writes), which the benchmark tells apart from the Action's own (NARRATOR_DEBUG_TIMING).
   */
  finished = null;
  /**
   * Each sink's end is started in turn (the final comment edit first, the leg's final board row
   * with it), then all are awaited. The board row's read-back may take longer: `boardSettled()`
   * waits for it (after the record is published).
   */
  async finish(summary, files, verdict) {
    await this.beforeFinish?.();
    const ends = /* @__PURE__ */ new Map();
    const end = {
      summary,
      files,
      verdict,
      finished: (name) => ends.get(name) ?? Promise.resolve(void 0)
    };
    const at = /* @__PURE__ */ new Map();
    for (const sink of this.sinks) {
      if (!sink.finish) continue;
      const done = Promise.resolve(sink.finish(end));
      ends.set(sink.name, done);
      void done.then(
        () => at.set(sink.name, Date.now()),
        () => {
        }
      );
    }
    this.#settled = Promise.all(
      [...ends.values()].map(
        (done) => done.then(
          (r) => r?.settled,
          () => void 0
        )
      )
    );
    const results = await Promise.all(ends.values());
    const viewsAt = Math.max(...VIEWS.map((name) => at.get(name) ?? 0)) || Date.now();
    this.finished = { viewsAt, commentAt: Math.max(viewsAt, at.get("comment") ?? viewsAt) };
    this.#leftOver = results.some((r) => r?.leftOver === true);
    return Object.assign({}, ...results.map((r) => r?.outputs ?? {}));
  }
  /**
   * Whether the post step may still need the finished summary: a live comment whose final edit did
   * not land, a check whose completion did not (the post step makes them from the snapshot). True
   * until finish() has settled.
   */
  get postStepNeedsSummary() {
    return this.#leftOver;
  }
  /** Resolves once the leg's final board row is verified or given up on (never rejects). */
  boardSettled() {
    return this.#settled;
  }
};
function beforeNext(summary) {
  return { ...summary, toolCalls: summary.toolCalls.length === 0 ? NO_CALLS : summary.toolCalls };
}
function openSinks(o) {
  const ctx = {
    ...viewContext(o.config, o.context.runner, o.redactor, o.acpLabel ?? null),
    ...o.facts ? { facts: o.facts } : {}
  };
  let session = null;
  const github = () => session ??= // The session of the comment put up before the install (comment/starting.ts), if any.
  startingSession() ?? openGitHubSession({
    token: o.config.githubToken,
    context: o.context,
    redact: o.redactor.redact,
    crowdPrior: o.config.leg.jobTotal ?? 1
  });
  const opening = {
    config: o.config,
    context: o.context,
    env: o.context.runner,
    redactor: o.redactor,
    ctx,
    initial: o.initial,
    snapshots: o.snapshots,
    startedAt: o.startedAt ?? performance.timeOrigin,
    github,
    calls: new CallIndex()
  };
  const opened = SINKS.map((open) => open(opening)).filter((sink) => sink !== null);
  const sinks = new RunSinks(opened, o.initial);
  const named = (name) => opened.find((sink) => sink.name === name);
  sinks.comment = named("comment")?.live ?? null;
  sinks.steps = named("telemetry")?.steps ?? null;
  sinks.session = () => o.config.githubToken ? github() : null;
  sinks.ledger = named("ledger")?.ledger ?? null;
  const { comment, ledger } = sinks;
  if (comment !== null && ledger !== null) {
    comment.ledgerLine = (summary, verdict) => ledger.line(summary, verdict);
    sinks.beforeFinish = () => ledger.ready(LEDGER_READ_WAIT_MS);
  }
  return sinks;
}
export {
  RunSinks,
  SINKS,
  openSinks,
  viewContext
};
