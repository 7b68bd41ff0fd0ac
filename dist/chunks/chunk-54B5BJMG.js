const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/run/stop-request.ts
function stopVia(request) {
  return request.via === "reaction" ? "\u{1F44E}" : "/narrator stop";
}
function stopRequestText(request) {
  const reason = request.reason?.trim();
  return `Stopped by @${request.login} (${stopVia(request)}) after ${elapsed(request.afterMs)}${reason ? `: ${reason}` : "."}`;
}
function elapsed(ms) {
  const total = Math.max(0, Math.round(ms / 1e3));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

// src/run/outcome.ts
var NOT_A_STREAM = "No line of the output was a stream-json frame";
var STREAM_FLAG_HINT = "Was the agent run without its stream flag? Claude Code needs `--output-format stream-json --verbose`, Gemini CLI `--output-format stream-json`, Codex `exec --json`, Cursor `--output-format stream-json`, opencode `run --format json`.";
function decideOutcome({
  lastResult,
  exit,
  sawOutput,
  notAStream,
  exitCodes,
  endedByClientAfterResult
}) {
  const subtype = lastResult?.subtype ?? null;
  if (exit.stoppedBy === "wall_timeout" || exit.stoppedBy === "idle_timeout") {
    const limit = exit.limitMs != null ? formatLimit(exit.limitMs) : null;
    const errorMessage = exit.stoppedBy === "idle_timeout" ? `The agent was stopped: no output for ${limit ?? "too long"}.` : `The agent was stopped: it ran longer than the ${limit ? `${limit} ` : ""}limit.`;
    return { outcome: "timed_out", outcomeSource: "inferred", errorMessage, isError: true, subtype };
  }
  if (exit.stoppedBy === "not_started") {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: exit.stderrTail?.trim() || "The agent could not be started.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "requested") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: exit.stopRequest ? stopRequestText(exit.stopRequest) : "The agent was stopped on request while it was running.",
      isError: true,
      subtype
    };
  }
  if (exit.stoppedBy === "cancelled") {
    return {
      outcome: "cancelled",
      outcomeSource: "inferred",
      errorMessage: "The job was cancelled while the agent was running.",
      isError: true,
      subtype
    };
  }
  if (lastResult) {
    const outcome = lastResult.isError && lastResult.outcome === "success" ? "error" : lastResult.outcome;
    if (outcome === "success" && endedByClientAfterResult !== true) {
      const disagreement = processDisagreement(exit);
      if (disagreement !== null) {
        const reason2 = stderrReason(exit.stderrTail);
        return {
          outcome: "error",
          outcomeSource: "exit_code",
          errorMessage: `The agent reported success but ${disagreement}${reason2 ? `: ${reason2}` : "."}`,
          isError: true,
          subtype
        };
      }
    }
    const errorMessage = outcome === "success" ? null : lastResult.errorMessage ?? lastResult.text ?? `The agent reported ${outcome.replace("_", " ")}.`;
    return { outcome, outcomeSource: "terminal_frame", errorMessage, isError: lastResult.isError, subtype };
  }
  const reason = stderrReason(exit.stderrTail);
  const withReason = (s) => reason ? `${s}: ${reason}` : `${s}.`;
  const { exitCode, signal } = exit;
  if (signal !== null || exitCode === 130 || exitCode === 143) {
    const name = signal ?? (exitCode === 130 ? "SIGINT" : "SIGTERM");
    const code = exitCode !== null ? ` (exit ${exitCode})` : "";
    return {
      outcome: "cancelled",
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent was stopped by ${name}${code} before it reported a result`),
      isError: true,
      subtype: null
    };
  }
  const notAStreamText = notAStream != null && notAStream > 0 ? `${NOT_A_STREAM} (${notAStream === 1 ? "1 unreadable line" : `${notAStream} unreadable lines`}).
${STREAM_FLAG_HINT}${reason ? `
stderr: ${reason}` : ""}` : null;
  if (exitCode === null) {
    return {
      outcome: "error",
      outcomeSource: "inferred",
      errorMessage: notAStreamText ?? withReason(
        sawOutput ? "The stream ended without a result" : "The agent printed nothing and reported no result"
      ),
      isError: true,
      subtype: null
    };
  }
  const known = exitCodes?.[exitCode];
  if (known !== void 0) {
    return {
      outcome: known.outcome,
      outcomeSource: "exit_code",
      errorMessage: withReason(`The agent stopped without a result (exit ${exitCode}: ${known.meaning})`),
      isError: known.outcome !== "success",
      subtype: null
    };
  }
  return {
    outcome: "error",
    outcomeSource: "exit_code",
    errorMessage: notAStreamText ?? withReason(
      sawOutput ? `The agent stopped without a result (exit ${exitCode})` : `The agent printed nothing and exited with code ${exitCode}`
    ),
    isError: true,
    subtype: null
  };
}
function processDisagreement(exit) {
  if (exit.signal !== null) return `was killed by ${exit.signal}`;
  if (exit.exitCode !== null && exit.exitCode !== 0) return `exited with code ${exit.exitCode}`;
  return null;
}
function formatLimit(ms) {
  const totalS = Math.round(ms / 1e3);
  if (totalS < 120) return `${totalS} s`;
  const totalMin = Math.round(totalS / 60);
  if (totalMin < 120) return `${totalMin} min`;
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
var MAX_REASON_CHARS = 500;
function stderrReason(tail) {
  if (!tail) return null;
  const lines = tail.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("at "));
  if (lines.length === 0) return null;
  let pick = lines[lines.length - 1];
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/error|fatal|cannot|refused|denied|invalid/i.test(lines[i])) {
      pick = lines[i];
      break;
    }
  }
  return pick.length > MAX_REASON_CHARS ? `${pick.slice(0, MAX_REASON_CHARS - 1)}\u2026` : pick;
}

// src/run/completeness.ts
var RESULT_TEXT_ALWAYS = /* @__PURE__ */ new Set(["claude-code"]);
var SUBAGENT_TOOLS = /* @__PURE__ */ new Set(["task", "agent"]);
var NAMED = 3;
var ITEM_CHARS = 80;
var ALL_DENIED_WORDS = [
  "every tool call the agent made was denied",
  "no tool call the agent made succeeded"
];
function unfinishedWork(summary, lastResult) {
  const found = [];
  const open = summary.todos.filter((t) => t.status !== "completed");
  if (open.length > 0) {
    found.push({
      kind: "todos",
      message: `${open.length} of ${summary.todos.length} ${summary.todos.length === 1 ? "todo" : "todos"} still open: ${named(open.map(todoText))}`
    });
  }
  const unanswered = unansweredSubagents(summary.toolCalls, summary.earlierCalls);
  if (unanswered.length > 0) {
    found.push({
      kind: "subagent",
      message: `${unanswered.length === 1 ? "a subagent never returned its result" : `${unanswered.length} subagents never returned their results`}: ${named(unanswered.map(callText))}`
    });
  }
  if (lastResult !== null && summary.dialect !== null && RESULT_TEXT_ALWAYS.has(summary.dialect) && (lastResult.text ?? "").trim() === "") {
    found.push({
      kind: "empty_result",
      message: "the final result was empty: the agent stopped without an answer"
    });
  }
  const { denied, failed } = onlyDenied(summary);
  if (denied > 0) {
    found.push({
      kind: "all_denied",
      message: failed === 0 ? `${ALL_DENIED_WORDS[0]} (${denied} denied)` : `${ALL_DENIED_WORDS[1]} (${denied} denied, ${failed} failed)`
    });
  }
  if (found.length === 0) return null;
  const message = `The agent reported success, but ${found.map((f) => f.message).join("; and ")}.`;
  return { kind: found[0].kind, message };
}
function onlyDenied(summary) {
  const earlier = summary.earlierCalls?.counts;
  if ((earlier?.ok ?? 0) > 0 || summary.toolCalls.some((c) => c.status === "ok"))
    return { denied: 0, failed: 0 };
  const ids = /* @__PURE__ */ new Set();
  let anonymous = 0;
  for (const c of summary.toolCalls) if (c.status === "denied") ids.add(c.id);
  for (const d of summary.permissionDenials ?? []) {
    if (d.toolUseId === null) anonymous++;
    else ids.add(d.toolUseId);
  }
  const failed = (earlier?.error ?? 0) + summary.toolCalls.filter((c) => c.status === "error").length;
  return { denied: ids.size + anonymous + (earlier?.denied ?? 0), failed };
}
function todoText(t) {
  return `'${clip(t.content)}'${t.status === "in_progress" ? " (in progress)" : ""}`;
}
function unansweredSubagents(window, earlier) {
  const moved = earlier?.open.map((o) => o.call) ?? [];
  const pending = [...moved, ...window].filter((c) => c.status === "pending");
  if (pending.length === 0) return [];
  let parents = null;
  return pending.filter((c) => {
    if (SUBAGENT_TOOLS.has(c.name.toLowerCase())) return true;
    parents ??= /* @__PURE__ */ new Set([
      ...earlier?.parents ?? [],
      ...window.map((x) => x.parentId).filter((p) => p !== null)
    ]);
    return parents.has(c.id);
  });
}
function callText(c) {
  const input = c.input;
  const about = input && typeof input === "object" ? input["description"] ?? input["prompt"] : null;
  return typeof about === "string" && about.trim() !== "" ? `${c.name} '${clip(about)}'` : c.name;
}
function named(items) {
  const shown = items.slice(0, NAMED).join(", ");
  return items.length > NAMED ? `${shown}, \u2026` : shown;
}
function clip(text) {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > ITEM_CHARS ? `${one.slice(0, ITEM_CHARS - 1)}\u2026` : one;
}

export {
  ALL_DENIED_WORDS,
  unfinishedWork,
  NOT_A_STREAM,
  decideOutcome
};
