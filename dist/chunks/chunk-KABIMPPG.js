const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  saveState
} from "./chunk-MMT2LOYV.js";

// src/sinks/comment/starting-slot.ts
var pending = null;
var starting = null;
var session = null;
function offerStarting(opening) {
  pending = opening.then(
    (s) => {
      starting = s;
      session = s?.session ?? null;
    },
    () => {
    }
  );
}
async function startingSettled() {
  await pending;
}
function startingLine(line) {
  starting?.setupLine(line);
}
function takeStarting(marker) {
  const s = starting;
  if (s === null || s.marker !== marker) return null;
  starting = null;
  return s;
}
function startingSession() {
  return session;
}

// src/sinks/handoff.ts
var text = (raw) => raw;
var HANDOFF = {
  /** Absolute path of the redacted summary snapshot (JSON); checked by readOwnSnapshot. */
  snapshotPath: { name: "narrator-snapshot", owner: "run", trust: "checked", parse: text },
  /** 'false' while the run is on, 'true' once the main step wrote every view; '' if it never began. */
  viewsFinished: { name: "narrator-views-finished", owner: "run", trust: "skip-only", parse: text },
  /**
   * What decided the job besides the outcome (src/run/verdict.ts: a setup that failed, a leg record
   * name taken), as JSON.
   */
  verdictFacts: {
    name: "narrator-verdict-facts",
    owner: "run",
    trust: "fail-only",
    parse: parseVerdictFacts
  },
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: { name: "narrator-spawn-ms", owner: "bench", trust: "unread", parse: text },
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: { name: "narrator-comment", owner: "comment", trust: "checked", parse: parseCommentState },
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: { name: "narrator-comment-final", owner: "comment", trust: "skip-only", parse: text },
  /** The created check run (CheckState as JSON); saved again with its conclusion once completed. */
  check: { name: "narrator-check", owner: "check", trust: "checked", parse: parseCheckState },
  /** 'true' once the main step completed the check run; the post step then reads it back. */
  checkFinal: { name: "narrator-check-final", owner: "check", trust: "skip-only", parse: text },
  /**
   * The agent's process, so post can stop its group if main was killed: `{pid, start, runId}` as
   * JSON (src/action/post/leftover-agent.ts says how post checks it is still the agent).
   */
  agent: { name: "narrator-agent", owner: "agent", trust: "checked", parse: text },
  /**
   * What was lent to the agent user (src/agent/agent-user.ts LentRecord, JSON); '' once the main
   * step gave it back. The post step gives it back when the main step could not.
   */
  agentUser: { name: "narrator-agent-user", owner: "agent-user", trust: "checked", parse: text }
};
function handOff(key, value) {
  saveState(key.name, value);
}
function parseVerdictFacts(raw) {
  try {
    const value = JSON.parse(raw || "{}");
    if (typeof value !== "object" || value === null) return {};
    const o = value;
    const setup = o["setupFailure"];
    const setupFailure = setup && typeof setup["reason"] === "string" && setup["stage"] === "setup" ? { stage: "setup", reason: setup["reason"] } : null;
    const recordTaken = typeof o["recordTaken"] === "string" ? o["recordTaken"] : null;
    return { setupFailure, recordTaken };
  } catch {
    return {};
  }
}
function parseCommentState(raw) {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
var CONCLUSIONS = [
  "success",
  "failure",
  "cancelled",
  "timed_out",
  "neutral",
  "action_required"
];
function parseCheckState(raw) {
  if (!raw) return null;
  try {
    const state = JSON.parse(raw);
    return typeof state.owner === "string" && typeof state.repo === "string" && typeof state.id === "number" && Number.isSafeInteger(state.id) && typeof state.name === "string" && (state.conclusion === void 0 || CONCLUSIONS.includes(state.conclusion)) ? state : null;
  } catch {
    return null;
  }
}

export {
  offerStarting,
  startingSettled,
  startingLine,
  takeStarting,
  startingSession,
  HANDOFF,
  handOff
};
