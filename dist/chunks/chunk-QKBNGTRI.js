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
  "incomplete"
];

export {
  DIALECTS,
  OUTCOMES
};
