const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/stream/events.ts
var DIALECTS = ["claude-code", "caliban", "cursor", "gemini", "codex", "opencode", "acp"];
var OUTCOMES = [
  "success",
  "error",
  "max_turns",
  "budget_exceeded",
  "max_tokens",
  "cancelled",
  "timed_out",
  "incomplete",
  // The agent asked a maintainer and the run parked instead of waiting (`on-question: park`): the
  // answer starts the next run, which resumes the session.
  "waiting_for_input"
];

export {
  DIALECTS,
  OUTCOMES
};
