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

// src/report/bidi.ts
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var HAS_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
function revealBidi(s) {
  if (!HAS_BIDI_CONTROL.test(s)) return s;
  return s.replace(BIDI_CONTROLS, (c) => `\u2039U+${c.charCodeAt(0).toString(16).toUpperCase()}\u203A`);
}

export {
  DIALECTS,
  OUTCOMES,
  identity,
  DEFAULT_FAIL_ON,
  failsJob,
  revealBidi
};
