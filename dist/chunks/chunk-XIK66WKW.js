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

// src/report/context.ts
var identity = (s) => s;
var DEFAULT_FAIL_ON = OUTCOMES.filter((o) => o !== "success");
function failsJob(outcome, failOn = DEFAULT_FAIL_ON) {
  return outcome !== null && failOn.includes(outcome);
}

export {
  DIALECTS,
  OUTCOMES,
  identity,
  DEFAULT_FAIL_ON,
  failsJob
};
