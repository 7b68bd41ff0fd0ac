const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  factTable
} from "./chunk-VVJO45ST.js";
import {
  ALL_DENIED_WORDS,
  NOT_A_STREAM
} from "./chunk-54B5BJMG.js";

// src/run/failure-kind.ts
var KEY_VARIABLE = factTable("keyVariable");
var AUTH = /\b401\b|\b403\b|unauthori[sz]ed|forbidden|invalid[ _-]?(x-)?api[ _-]?key|api key not valid|incorrect api key|API_KEY_INVALID|authentication (failed|required|error)|not logged in|please run \/login|could not resolve authentication|(ANTHROPIC|OPENAI|CODEX|GEMINI|CURSOR)_API_KEY (is not set|environment variable)|must specify the GEMINI_API_KEY|no credentials|OAuth token (has )?expired/i;
var QUOTA = /usage limit reached|billing|quota (exceeded|exhausted)|exhausted your (daily |monthly )?quota|insufficient[_ ]quota|credit balance|spending (cap|limit) reached/i;
function quotaUsedUp(text) {
  if (QUOTA.test(text)) return true;
  const at = text.search(/RESOURCE_EXHAUSTED/i);
  return at !== -1 && /daily|monthly|per day/i.test(text.slice(at));
}
var RATE = /\b429\b|rate[ _-]?limit|too many requests|RESOURCE_EXHAUSTED|slow down/i;
var OVERLOADED = /\b529\b|overloaded|high demand|capacity/i;
var SERVER = /\b5\d\d\b|internal (server )?error|server[_ ]error|\bapi_error\b|API Error:|bad gateway|service unavailable|gateway timeout|terminated|connection (lost|reset|closed|refused)|ECONNRESET|ETIMEDOUT|socket hang up|stream (disconnected|dropped|closed)|network error|Reconnecting/i;
var BAD_REQUEST = /\b400\b|invalid_request|bad request/i;
var NOT_FOUND = /\b404\b|not_found_error|does not exist|model not found|model_not_found|unknown model|issue with the selected model/i;
var TOO_LARGE = /\b413\b|request too large|request_too_large|payload too large|request exceeds the maximum size/i;
var STATUS_IN_TEXT = /(?:API Error:?|unexpected status|status(?: code)?:?|HTTP)[ ]{0,3}([45]\d\d)\b|"(?:status|code)":[ ]{0,3}([45]\d\d)\b/i;
function statusInText(text) {
  const m = STATUS_IN_TEXT.exec(text);
  const code = m?.[1] ?? m?.[2];
  return code === void 0 ? null : Number(code);
}
var HTTP_STATUS_TABLE = [
  {
    status: (c) => c === 401 || c === 403,
    words: AUTH,
    kind: "auth",
    retryable: false,
    advice: ({ variable }) => `the API key was rejected or missing: set ${variable} in the step's env from a secret`
  },
  {
    status: (c) => c === 429,
    words: RATE,
    kind: "rate_limit",
    retryable: true,
    advice: ({ after }) => `the provider rate-limited the run${after}: re-run later`
  },
  {
    status: (c) => c === 529,
    words: OVERLOADED,
    kind: "provider_error",
    retryable: true,
    advice: ({ after }) => `the provider was overloaded${after}: re-run later`
  },
  {
    status: (c) => c === 400,
    words: BAD_REQUEST,
    kind: "provider_error",
    retryable: false,
    advice: () => "the provider refused the request as invalid (HTTP 400): check the model name and the agent\u2019s settings; re-running will not help"
  },
  {
    status: (c) => c === 404,
    words: NOT_FOUND,
    kind: "provider_error",
    retryable: false,
    advice: () => "the provider does not know the model or endpoint (HTTP 404): check the model name and the base URL"
  },
  {
    status: (c) => c === 413,
    words: TOO_LARGE,
    kind: "provider_error",
    retryable: false,
    advice: () => "the request was too large for the provider (HTTP 413): shorten the prompt or the context"
  },
  {
    status: (c) => c >= 500,
    words: SERVER,
    kind: "provider_error",
    retryable: true,
    advice: ({ code, after }) => `the provider failed${code !== null && code >= 500 ? ` (HTTP ${code})` : ""}${after}: re-run later`
  }
];
var OUTPUT_LIMIT = /output token (maximum|limit)|max_output_tokens/i;
var SCHEMA = /structured[ _]output|json[ -]?schema|does not match the schema|schema validation/i;
var PERMISSION = /not allowed|permission (denied|requested|required)|requires approval|auto-rejecting|blocked by (the )?(read-only )?sandbox|writing is blocked|was denied/i;
var MCP_NOT_STARTED = /^The MCP servers? .{1,2000}? did not start/;
var STARTUP = /requires --verbose|not running in a trusted dir|cannot be used with root|unknown (option|argument)|unexpected argument|command not found|ENOENT|EACCES|could not be started|was not found/i;
var CRASH = /\bTypeError\b|\bReferenceError\b|\bRangeError\b|unhandled|uncaught|panicked|segmentation fault|stack trace/i;
var FRAME_END = /:\d+:\d+\)\s*$/;
function crashed(stderr) {
  if (CRASH.test(stderr)) return true;
  return stderr.split("\n").some((line) => {
    const t = line.trimStart();
    return t.startsWith("at ") && t.includes("(") && FRAME_END.test(t);
  });
}
function retriesText(count) {
  return count === 1 ? "1 retry" : `${count} retries`;
}
function allowWith(dialect) {
  if (dialect === "claude-code" || dialect === null) return "allowed-tools or permission-mode";
  if (dialect === "cursor" || dialect === "caliban") return "the agent's own settings";
  return "permission-mode (this agent takes no allowed-tools)";
}
function classifyFailure(s) {
  if (s.status !== "finished" || s.outcome === null || s.outcome === "success") return null;
  const text = [s.errorMessage, s.subtype, s.terminalReason].filter(Boolean).join("\n");
  const all = `${text}
${s.stderrTail ?? ""}`;
  const statuses = s.retries.map((r) => r.httpStatus).filter((x) => x !== null);
  const lastStatus = statuses.at(-1) ?? null;
  const tries = s.retries.length;
  const after = tries > 0 ? ` after ${retriesText(tries)}` : "";
  switch (s.outcome) {
    case "timed_out":
      return {
        kind: "timeout",
        retryable: false,
        advice: "Narrator's time limit stopped the agent: raise timeout-minutes or idle-timeout-minutes, or narrow the task"
      };
    case "cancelled":
      return {
        kind: "cancelled",
        retryable: false,
        advice: "the run was cancelled: re-run it if that was not intended"
      };
    case "budget_exceeded":
      return {
        kind: "budget",
        retryable: false,
        advice: "a spending cap stopped the run: raise max-budget-usd, max-total-tokens or max-tool-calls, or narrow the task"
      };
    case "max_turns":
      return {
        kind: "turns",
        retryable: false,
        advice: "the agent used all its turns: raise max-turns or narrow the task"
      };
    case "max_tokens":
      return {
        kind: "output_limit",
        retryable: false,
        advice: "the answer hit the model's output token limit: ask for a shorter answer or raise the model's output limit"
      };
    case "waiting_for_input":
      return {
        kind: "waiting_for_input",
        retryable: false,
        advice: "the agent asked a maintainer and the run parked (on-question: park): answer on the card on the pull request; the answer starts the next run"
      };
    case "incomplete":
      if (ALL_DENIED_WORDS.some((w) => s.errorMessage?.includes(`but ${w} (`)))
        return {
          kind: "permission",
          retryable: false,
          advice: `every call the agent made was refused: allow what it needs with ${allowWith(s.dialect)} (the denied calls say how, for this agent), or remove incomplete from fail-on`
        };
      return {
        kind: "incomplete",
        retryable: true,
        advice: "the agent said it succeeded but left work unfinished: re-run it, or split the task (remove incomplete from fail-on to accept such runs)"
      };
    default:
      break;
  }
  if (MCP_NOT_STARTED.test(s.errorMessage ?? "")) {
    return {
      kind: "startup",
      retryable: false,
      advice: "a required MCP server did not start: fix its command or configuration (the server's own log says why; Claude Code keeps it under ~/.cache/claude-cli-nodejs/), or remove it from require-mcp"
    };
  }
  if (OUTPUT_LIMIT.test(text)) {
    return {
      kind: "output_limit",
      retryable: false,
      advice: "the answer hit the model's output token limit: ask for a shorter answer or raise the limit (Claude Code: CLAUDE_CODE_MAX_OUTPUT_TOKENS)"
    };
  }
  if (SCHEMA.test(text)) {
    return {
      kind: "schema",
      retryable: true,
      advice: "the answer did not match the output schema: re-run, or loosen the schema or the prompt"
    };
  }
  const variable = s.dialect ? KEY_VARIABLE[s.dialect] : "the API key variable the agent reads";
  const verdictOf = (row, code2) => ({
    kind: row.kind,
    retryable: row.retryable,
    advice: row.advice({ code: code2, after, variable })
  });
  const authRow = HTTP_STATUS_TABLE[0];
  if (statuses.some((c) => authRow.status(c)) || AUTH.test(all) || s.dialect === "gemini" && s.exitCode === 41) {
    return verdictOf(authRow, null);
  }
  if (quotaUsedUp(all)) {
    return {
      kind: "rate_limit",
      retryable: false,
      advice: "the account\u2019s quota or usage limit is used up: raise it or wait for it to reset"
    };
  }
  const code = statusInText(text) ?? lastStatus;
  const byStatus = code === null ? void 0 : HTTP_STATUS_TABLE.find((row) => row.status(code));
  if (byStatus) return verdictOf(byStatus, code);
  if (RATE.test(all)) return verdictOf(HTTP_STATUS_TABLE[1], null);
  if (s.retries.some((r) => r.category === "overloaded")) return verdictOf(HTTP_STATUS_TABLE[2], null);
  const byWords = HTTP_STATUS_TABLE.find((row) => row.words.test(text));
  if (byWords) return verdictOf(byWords, null);
  if (s.terminalReason === "api_error" && tries > 0) return verdictOf(HTTP_STATUS_TABLE.at(-1), null);
  if (PERMISSION.test(text) || s.permissionDenials.length > 0 && s.outcomeSource === "terminal_frame") {
    return {
      kind: "permission",
      retryable: false,
      advice: `a tool the agent needed was refused: allow it with ${allowWith(s.dialect)}`
    };
  }
  if (s.errorMessage?.startsWith(NOT_A_STREAM)) {
    return {
      kind: "startup",
      retryable: false,
      advice: "the output was not a stream: run the agent with its stream-json flag (the reason names it)"
    };
  }
  if (s.startedAt === null || s.exitCode === 127 || STARTUP.test(all)) {
    return {
      kind: "startup",
      retryable: false,
      advice: "the agent did not start: fix the setup the error names"
    };
  }
  if (SERVER.test(s.stderrTail ?? "")) {
    return {
      kind: "provider_error",
      retryable: true,
      advice: `the connection to the provider failed${after}: re-run later`
    };
  }
  if (s.outcomeSource !== "terminal_frame" || crashed(s.stderrTail ?? "")) {
    return {
      kind: "agent_crash",
      retryable: true,
      // "The stderr above" only when there was one: the reason quotes its tail, else nothing is above.
      advice: s.stderrTail?.trim() ? "the agent stopped without a result: re-run it; if it happens again, the stderr above says why" : "the agent stopped without a result and wrote nothing on stderr: re-run it; if it happens again, run it with its debug output on (its own flag, through args)"
    };
  }
  return { kind: "unknown", retryable: false, advice: "the agent reported an error: read the reason above" };
}

export {
  classifyFailure
};
