const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/run/call-log.ts
function checkAppend(length, at) {
  if (at !== length)
    throw new Error(
      `tool call log: appending at ${at} but it holds ${length} calls (a summary that is not the latest was folded on)`
    );
}
var HEAD_CALLS = 1e3;
var FAILED_CALLS = 20;
var MAX_OPEN = 256;
var MAX_NAMES = 1e3;
var OTHER_NAMES = "(other tools)";
function noEarlierCalls(log = null) {
  return {
    log,
    count: 0,
    counts: { ok: 0, error: 0, denied: 0, pending: 0 },
    names: [],
    head: [],
    failed: [],
    open: [],
    deniedIds: [],
    parents: []
  };
}

// src/run/summary.ts
var DEFAULT_CALL_WINDOW = 1e3;
var MIN_CALL_WINDOW = 64;
function emptySummary(dialect = null, callLog = null, callWindow = DEFAULT_CALL_WINDOW) {
  return {
    status: "running",
    dialect,
    sessionId: null,
    model: null,
    cliVersion: null,
    permissionMode: null,
    mcpServers: null,
    cwd: null,
    outcome: null,
    subtype: null,
    isError: false,
    outcomeSource: null,
    errorMessage: null,
    stopReason: null,
    terminalReason: null,
    finalText: null,
    lastText: null,
    turns: null,
    steps: 0,
    toolCalls: [],
    earlierCalls: { ...noEarlierCalls(callLog), window: Math.max(MIN_CALL_WINDOW, Math.floor(callWindow)) },
    retries: [],
    retriesKnown: false,
    costUsd: null,
    tokens: null,
    todos: [],
    permissionDenials: [],
    rateLimit: null,
    notices: [],
    startedAt: null,
    lastEventAt: null,
    durationMs: null,
    exitCode: null,
    signal: null,
    stderrTail: null,
    diagnostics: {
      badLines: 0,
      longLines: 0,
      badLineSamples: [],
      unknownEvents: {},
      foreignFrames: 0,
      ignoredResults: 0,
      badUsage: 0
    },
    stopRequest: null,
    fold: {
      text: null,
      tokenBase: null,
      costBase: null,
      stepTokens: null,
      stepCost: null,
      recentSteps: [],
      lastResult: null,
      resultCount: 0,
      turnSinceResult: false
    }
  };
}

// src/run/ansi.ts
var ESC = "\\u001b";
var PATTERN = new RegExp(
  [
    // OSC: ESC ] … (BEL | ESC \ | end of line), and its 8-bit form
    `(?:${ESC}\\]|\\u009d)[^\\u0007\\u001b\\n]*(?:\\u0007|${ESC}\\\\)?`,
    // DCS, SOS, PM, APC strings: ESC P|X|^|_ … ST
    `(?:${ESC}[PX^_]|[\\u0090\\u0098\\u009e\\u009f])[^\\u001b\\u009c]*(?:${ESC}\\\\|\\u009c)?`,
    // CSI: ESC [ or 8-bit CSI, parameter bytes, intermediate bytes, a final byte
    `(?:${ESC}\\[|\\u009b)[0-?]*[ -/]*[@-~]?`,
    // nF (charset designation: ESC ( B …) and Fp/Fe/Fs two-character escapes
    `${ESC}[ -/]*[0-~]?`,
    // whatever C1 control is left, and a lone ESC
    "[\\u0080-\\u009f]"
  ].join("|"),
  "g"
);
function stripAnsi(text) {
  return text.includes("\x1B") || /[\u0080-\u009f]/.test(text) ? text.replace(PATTERN, "") : text;
}

export {
  checkAppend,
  HEAD_CALLS,
  FAILED_CALLS,
  MAX_OPEN,
  MAX_NAMES,
  OTHER_NAMES,
  emptySummary,
  stripAnsi
};
