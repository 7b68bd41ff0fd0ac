/**
 * What kind of failure a run ended in, whether running it again can help, and what to do: one pure
 * classifier over the finished summary (the terminal frame's subtype and reason, the HTTP statuses
 * of the retries, the error text, the stderr tail, the exit), the same for every dialect. A workflow
 * reads `failure-kind` and `retryable` to decide: re-run on a 529 outage, never on a bad key.
 *
 * Order matters: the outcome decides first where it already says the kind (a turn limit is a turn
 * limit whatever the text says); the error text and statuses decide the rest, most specific first.
 */
import type { Dialect } from '../stream/events.js';
import { factTable } from './agent-facts.js';
import { ALL_DENIED_WORDS } from './completeness.js';
import { NOT_A_STREAM } from './outcome.js';
import type { RunSummary } from './summary.js';

export const FAILURE_KINDS = [
  'auth',
  'rate_limit',
  'provider_error',
  'budget',
  'turns',
  'output_limit',
  'timeout',
  'cancelled',
  'permission',
  'incomplete',
  'waiting_for_input',
  'schema',
  'agent_crash',
  'startup',
  'unknown',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface FailureVerdict {
  kind: FailureKind;
  retryable: boolean;
  /** What happened and what to do, one line: "the API key was rejected: set ANTHROPIC_API_KEY". */
  advice: string;
}

type Evidence = Pick<
  RunSummary,
  | 'status'
  | 'outcome'
  | 'dialect'
  | 'subtype'
  | 'terminalReason'
  | 'errorMessage'
  | 'stderrTail'
  | 'retries'
  | 'exitCode'
  | 'signal'
  | 'outcomeSource'
  | 'startedAt'
  | 'permissionDenials'
  | 'toolCalls'
>;

/** The variable each agent reads its key from, for "set X". */
const KEY_VARIABLE: Readonly<Record<Dialect, string>> = factTable('keyVariable');

const AUTH =
  /\b401\b|\b403\b|unauthori[sz]ed|forbidden|invalid[ _-]?(x-)?api[ _-]?key|api key not valid|incorrect api key|API_KEY_INVALID|authentication (failed|required|error)|not logged in|please run \/login|could not resolve authentication|(ANTHROPIC|OPENAI|CODEX|GEMINI|CURSOR)_API_KEY (is not set|environment variable)|must specify the GEMINI_API_KEY|no credentials|OAuth token (has )?expired/i;
/** A quota used up: waiting minutes does not help, so not retryable. */
const QUOTA =
  /usage limit reached|billing|quota (exceeded|exhausted)|exhausted your (daily |monthly )?quota|insufficient[_ ]quota|credit balance|spending (cap|limit) reached/i;
/** Gemini's RESOURCE_EXHAUSTED names a daily or monthly quota later in the message (two searches: linear). */
function quotaUsedUp(text: string): boolean {
  if (QUOTA.test(text)) return true;
  const at = text.search(/RESOURCE_EXHAUSTED/i);
  return at !== -1 && /daily|monthly|per day/i.test(text.slice(at));
}
const RATE = /\b429\b|rate[ _-]?limit|too many requests|RESOURCE_EXHAUSTED|slow down/i;
const OVERLOADED = /\b529\b|overloaded|high demand|capacity/i;
const SERVER =
  /\b5\d\d\b|internal (server )?error|server[_ ]error|\bapi_error\b|API Error:|bad gateway|service unavailable|gateway timeout|terminated|connection (lost|reset|closed|refused)|ECONNRESET|ETIMEDOUT|socket hang up|stream (disconnected|dropped|closed)|network error|Reconnecting/i;
const BAD_REQUEST = /\b400\b|invalid_request|bad request/i;
const NOT_FOUND =
  /\b404\b|not_found_error|does not exist|model not found|model_not_found|unknown model|issue with the selected model/i;
const TOO_LARGE =
  /\b413\b|request too large|request_too_large|payload too large|request exceeds the maximum size/i;
/**
 * The HTTP status an error text names: Claude's "API Error: 400 …", Codex's "unexpected status 401
 * …", Gemini's "API error 429 …", a body's `"code": 400`. Bounded repetitions: linear.
 */
const STATUS_IN_TEXT =
  /(?:API Error:?|unexpected status|status(?: code)?:?|HTTP)[ ]{0,3}([45]\d\d)\b|"(?:status|code)":[ ]{0,3}([45]\d\d)\b/i;

function statusInText(text: string): number | null {
  const m = STATUS_IN_TEXT.exec(text);
  const code = m?.[1] ?? m?.[2];
  return code === undefined ? null : Number(code);
}

interface StatusRow {
  /** The statuses of the row. */
  status: (code: number) => boolean;
  /** The words an agent prints for it when it hides the status (each agent words it its own way). */
  words: RegExp;
  kind: FailureKind;
  retryable: boolean;
  advice: (how: { code: number | null; after: string; variable: string }) => string;
}

/**
 * What an HTTP error means and whether running again can help: ONE table for every agent, so a
 * Claude 400 and a Codex 400 get the same advice. Read in order: the first row whose status is the
 * one known (from the retries or the text), else whose words the error text has.
 */
const HTTP_STATUS_TABLE: readonly StatusRow[] = [
  {
    status: (c) => c === 401 || c === 403,
    words: AUTH,
    kind: 'auth',
    retryable: false,
    advice: ({ variable }) =>
      `the API key was rejected or missing: set ${variable} in the step's env from a secret`,
  },
  {
    status: (c) => c === 429,
    words: RATE,
    kind: 'rate_limit',
    retryable: true,
    advice: ({ after }) => `the provider rate-limited the run${after}: re-run later`,
  },
  {
    status: (c) => c === 529,
    words: OVERLOADED,
    kind: 'provider_error',
    retryable: true,
    advice: ({ after }) => `the provider was overloaded${after}: re-run later`,
  },
  {
    status: (c) => c === 400,
    words: BAD_REQUEST,
    kind: 'provider_error',
    retryable: false,
    advice: () =>
      'the provider refused the request as invalid (HTTP 400): check the model name and the agent’s settings; re-running will not help',
  },
  {
    status: (c) => c === 404,
    words: NOT_FOUND,
    kind: 'provider_error',
    retryable: false,
    advice: () =>
      'the provider does not know the model or endpoint (HTTP 404): check the model name and the base URL',
  },
  {
    status: (c) => c === 413,
    words: TOO_LARGE,
    kind: 'provider_error',
    retryable: false,
    advice: () => 'the request was too large for the provider (HTTP 413): shorten the prompt or the context',
  },
  {
    status: (c) => c >= 500,
    words: SERVER,
    kind: 'provider_error',
    retryable: true,
    advice: ({ code, after }) =>
      `the provider failed${code !== null && code >= 500 ? ` (HTTP ${code})` : ''}${after}: re-run later`,
  },
];
/**
 * The output limit, where an agent reports it as an error: Claude Code after its own recovery gave
 * up ("…exceeded the 128000 output token maximum"), Codex's ACP adapter ("Incomplete response
 * returned, reason: max_output_tokens").
 */
const OUTPUT_LIMIT = /output token (maximum|limit)|max_output_tokens/i;
const SCHEMA = /structured[ _]output|json[ -]?schema|does not match the schema|schema validation/i;
const PERMISSION =
  /not allowed|permission (denied|requested|required)|requires approval|auto-rejecting|blocked by (the )?(read-only )?sandbox|writing is blocked|was denied/i;
/** `require-mcp`'s stop (src/run/mcp.ts describeMissingMcp), anchored: the agent's text cannot fake it mid-sentence. */
const MCP_NOT_STARTED = /^The MCP servers? .{1,2000}? did not start/;
const STARTUP =
  /requires --verbose|not running in a trusted dir|cannot be used with root|unknown (option|argument)|unexpected argument|command not found|ENOENT|EACCES|could not be started|was not found/i;
const CRASH =
  /\bTypeError\b|\bReferenceError\b|\bRangeError\b|unhandled|uncaught|panicked|segmentation fault|stack trace/i;
/** A JavaScript stack frame line (`    at f (file.js:10:5)`), checked line by line: linear. */
const FRAME_END = /:\d+:\d+\)\s*$/;
function crashed(stderr: string): boolean {
  if (CRASH.test(stderr)) return true;
  return stderr.split('\n').some((line) => {
    const t = line.trimStart();
    return t.startsWith('at ') && t.includes('(') && FRAME_END.test(t);
  });
}

/** "10 retries", "1 retry". */
function retriesText(count: number): string {
  return count === 1 ? '1 retry' : `${count} retries`;
}

/**
 * What allows more, in the advice: only Claude Code takes Narrator's `allowed-tools`; the others'
 * denied calls (src/report/denied-calls.ts) name their own setting, so the advice must not send
 * their reader to an input that changes nothing for them.
 */
function allowWith(dialect: Evidence['dialect']): string {
  if (dialect === 'claude-code' || dialect === null) return 'allowed-tools or permission-mode';
  if (dialect === 'cursor' || dialect === 'caliban') return "the agent's own settings";
  return 'permission-mode (this agent takes no allowed-tools)';
}

export function classifyFailure(s: Evidence): FailureVerdict | null {
  if (s.status !== 'finished' || s.outcome === null || s.outcome === 'success') return null;
  const text = [s.errorMessage, s.subtype, s.terminalReason].filter(Boolean).join('\n');
  const all = `${text}\n${s.stderrTail ?? ''}`;
  const statuses = s.retries.map((r) => r.httpStatus).filter((x): x is number => x !== null);
  const lastStatus = statuses.at(-1) ?? null;
  const tries = s.retries.length;
  const after = tries > 0 ? ` after ${retriesText(tries)}` : '';

  switch (s.outcome) {
    case 'timed_out':
      return {
        kind: 'timeout',
        retryable: false,
        advice:
          "Narrator's time limit stopped the agent: raise timeout-minutes or idle-timeout-minutes, or narrow the task",
      };
    case 'cancelled':
      return {
        kind: 'cancelled',
        retryable: false,
        advice: 'the run was cancelled: re-run it if that was not intended',
      };
    case 'budget_exceeded':
      return {
        kind: 'budget',
        retryable: false,
        advice:
          'a spending cap stopped the run: raise max-budget-usd, max-total-tokens or max-tool-calls, or narrow the task',
      };
    case 'max_turns':
      return {
        kind: 'turns',
        retryable: false,
        advice: 'the agent used all its turns: raise max-turns or narrow the task',
      };
    case 'max_tokens':
      return {
        kind: 'output_limit',
        retryable: false,
        advice:
          "the answer hit the model's output token limit: ask for a shorter answer or raise the model's output limit",
      };
    case 'waiting_for_input':
      // Parked on purpose: a person's answer, not a re-run, moves it on.
      return {
        kind: 'waiting_for_input',
        retryable: false,
        advice:
          'the agent asked a maintainer and the run parked (on-question: park): answer on the card on the pull request; the answer starts the next run',
      };
    case 'incomplete':
      // Nothing ran but refusals: a re-run is refused the same way; the workflow's rules must change.
      if (ALL_DENIED_WORDS.some((w) => s.errorMessage?.includes(`but ${w} (`)))
        return {
          kind: 'permission',
          retryable: false,
          advice: `every call the agent made was refused: allow what it needs with ${allowWith(s.dialect)} (the denied calls say how, for this agent), or remove incomplete from fail-on`,
        };
      return {
        kind: 'incomplete',
        retryable: true,
        advice:
          'the agent said it succeeded but left work unfinished: re-run it, or split the task (remove incomplete from fail-on to accept such runs)',
      };
    default:
      break;
  }

  // outcome: error
  if (MCP_NOT_STARTED.test(s.errorMessage ?? '')) {
    // Narrator's own words (src/run/mcp.ts), first: the server's reason may quote any other pattern.
    return {
      kind: 'startup',
      retryable: false,
      advice:
        "a required MCP server did not start: fix its command or configuration (the server's own log says why; Claude Code keeps it under ~/.cache/claude-cli-nodejs/), or remove it from require-mcp",
    };
  }
  if (OUTPUT_LIMIT.test(text)) {
    // Before the API-error patterns: Claude words it "API Error: …", but re-running hits it again.
    return {
      kind: 'output_limit',
      retryable: false,
      advice:
        "the answer hit the model's output token limit: ask for a shorter answer or raise the limit (Claude Code: CLAUDE_CODE_MAX_OUTPUT_TOKENS)",
    };
  }
  if (SCHEMA.test(text)) {
    return {
      kind: 'schema',
      retryable: true,
      advice: 'the answer did not match the output schema: re-run, or loosen the schema or the prompt',
    };
  }
  const variable = s.dialect ? KEY_VARIABLE[s.dialect] : 'the API key variable the agent reads';
  const verdictOf = (row: StatusRow, code: number | null): FailureVerdict => ({
    kind: row.kind,
    retryable: row.retryable,
    advice: row.advice({ code, after, variable }),
  });
  const authRow = HTTP_STATUS_TABLE[0]!;
  if (
    statuses.some((c) => authRow.status(c)) ||
    AUTH.test(all) ||
    (s.dialect === 'gemini' && s.exitCode === 41)
  ) {
    return verdictOf(authRow, null);
  }
  if (quotaUsedUp(all)) {
    return {
      kind: 'rate_limit',
      retryable: false,
      advice: 'the account’s quota or usage limit is used up: raise it or wait for it to reset',
    };
  }
  // The status the final error names decides over the retries' (a 500 retried, then a 400).
  const code = statusInText(text) ?? lastStatus;
  const byStatus = code === null ? undefined : HTTP_STATUS_TABLE.find((row) => row.status(code));
  if (byStatus) return verdictOf(byStatus, code);
  if (RATE.test(all)) return verdictOf(HTTP_STATUS_TABLE[1]!, null);
  if (s.retries.some((r) => r.category === 'overloaded')) return verdictOf(HTTP_STATUS_TABLE[2]!, null);
  const byWords = HTTP_STATUS_TABLE.find((row) => row.words.test(text));
  if (byWords) return verdictOf(byWords, null);
  if (s.terminalReason === 'api_error' && tries > 0) return verdictOf(HTTP_STATUS_TABLE.at(-1)!, null);
  if (PERMISSION.test(text) || (s.permissionDenials.length > 0 && s.outcomeSource === 'terminal_frame')) {
    return {
      kind: 'permission',
      retryable: false,
      advice: `a tool the agent needed was refused: allow it with ${allowWith(s.dialect)}`,
    };
  }
  if (s.errorMessage?.startsWith(NOT_A_STREAM)) {
    return {
      kind: 'startup',
      retryable: false,
      advice: 'the output was not a stream: run the agent with its stream-json flag (the reason names it)',
    };
  }
  if (s.startedAt === null || s.exitCode === 127 || STARTUP.test(all)) {
    return {
      kind: 'startup',
      retryable: false,
      advice: 'the agent did not start: fix the setup the error names',
    };
  }
  if (SERVER.test(s.stderrTail ?? '')) {
    return {
      kind: 'provider_error',
      retryable: true,
      advice: `the connection to the provider failed${after}: re-run later`,
    };
  }
  if (s.outcomeSource !== 'terminal_frame' || crashed(s.stderrTail ?? '')) {
    return {
      kind: 'agent_crash',
      retryable: true,
      // "The stderr above" only when there was one: the reason quotes its tail, else nothing is above.
      advice: s.stderrTail?.trim()
        ? 'the agent stopped without a result: re-run it; if it happens again, the stderr above says why'
        : 'the agent stopped without a result and wrote nothing on stderr: re-run it; if it happens again, run it with its debug output on (its own flag, through args)',
    };
  }
  return { kind: 'unknown', retryable: false, advice: 'the agent reported an error: read the reason above' };
}
