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

export {
  NOT_A_STREAM,
  decideOutcome
};
