/**
 * Google Gemini CLI — `gemini --output-format stream-json --prompt=<prompt>` (dialects.md §3, and
 * its "Observed from the real CLIs"; real 0.61.0 captures in test/fixtures/gemini/real-*).
 *
 * Every frame has `type` + ISO `timestamp`. Assistant text only ever comes as `message{delta:true}`
 * chunks; there are no message ids, so text is keyed by a synthetic step (`gemini-step-N`, a new one
 * at the first output after tool results). `tool_result` does not name its tool: a map from
 * `tool_use` keeps it. `result{status}` ends the run and carries token stats but no final text and
 * no cost: the final answer is the text after the last tool result, and costUsd stays null.
 * Max tokens and max turns are recognizable only from the `error` event sentence that precedes
 * `result{status:'error'}` (or the Fatal* error class name on the result).
 *
 * What the stream leaves out, and how this file deals with it:
 * - Thinking tokens are in `stats.total_tokens` only: output = output_tokens + (total − input −
 *   output), as Google bills them. Stats with only a total: the token counts are unknown (null).
 * - The init frame's model is often `auto`; the models really used are the keys of
 *   `stats.models`, shown once the result arrives.
 * - In the default approval mode a headless run is not offered the tools that would ask for
 *   approval (shell, file writes): a call comes back `tool_not_registered`. For those built-in
 *   tools that is a permission denial with the mode to set; for any other name a tool error.
 *   Plan mode refuses with `policy_violation`: a denial too.
 * - A shell command's exit code is in the stream only when it printed nothing
 *   (`Command exited with code: N`, still `status: success`): then it is a tool error.
 * - API retries are printed only on stderr ("Attempt N failed with status 500. Retrying with
 *   backoff...", read by `stderrLine`), and some are silent: `reportsRetries: false`.
 */
import * as z from 'zod/mini';
import { ownValue } from '../../own-keys.js';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, ModelTokens, Outcome, TokenCounts } from '../events.js';
import {
  type ExitCodeTable,
  finiteOrNull,
  frameKind,
  guarded,
  invalidEvent,
  jitLooseObject,
  once,
  outputText,
  parseFrame,
  StepCounter,
  sessionField,
  todosFromInput,
  unknownEvent,
} from './frame-kit.js';

/**
 * Gemini CLI exit codes (0.61 bundle: the `Fatal*Error` classes and `handleError`, which exits with
 * the error's HTTP status; docs list only 0/1/42/53). The shell sees a status modulo 256 (400 ->
 * 144, measured). 0 can come with an error result (an invalid or truncated reply) or with no result
 * at all (SIGTERM): the frames decide, not this table.
 */
export const exitCodes: ExitCodeTable = {
  1: { outcome: 'error', meaning: 'general or API error (see stderr)' },
  41: {
    outcome: 'error',
    meaning: "authentication failed before the run (no JSON at all): set GEMINI_API_KEY in the step's env",
  },
  42: {
    outcome: 'error',
    meaning:
      'input error (bad prompt or flags, --resume of an unknown session; "No input provided via stdin": a prompt over 128 KiB goes on stdin, which the CLI reads only if it arrives within 500 ms of asking, so a stalled runner loses it)',
  },
  44: { outcome: 'error', meaning: 'sandbox error' },
  52: { outcome: 'error', meaning: 'configuration error (settings.json, trustedFolders.json or flags)' },
  53: {
    outcome: 'max_turns',
    meaning: 'session turn limit reached (model.maxSessionTurns in settings.json)',
  },
  54: { outcome: 'error', meaning: 'fatal tool execution error (e.g. no space left on device)' },
  55: {
    outcome: 'error',
    meaning:
      'the workspace is not trusted: under CI the CLI needs GEMINI_CLI_TRUST_WORKSPACE=true or --skip-trust ' +
      "(Narrator's gemini recipe sets it; add it to a 'command' of your own)",
  },
  130: { outcome: 'cancelled', meaning: 'cancelled' },
  144: {
    outcome: 'error',
    meaning: 'API error HTTP 400, e.g. an invalid API key (exit code = status & 0xFF)',
  },
  145: { outcome: 'error', meaning: 'API error HTTP 401: check GEMINI_API_KEY (exit code = status & 0xFF)' },
  147: { outcome: 'error', meaning: 'API error HTTP 403: check GEMINI_API_KEY (exit code = status & 0xFF)' },
  148: { outcome: 'error', meaning: 'API error HTTP 404, e.g. an unknown model (exit code = status & 0xFF)' },
  173: { outcome: 'error', meaning: 'API error HTTP 429, quota or rate limit (exit code = status & 0xFF)' },
  244: { outcome: 'error', meaning: 'API error HTTP 500 (exit code = status & 0xFF)' },
  247: { outcome: 'error', meaning: 'API error HTTP 503 (exit code = status & 0xFF)' },
};

/** The fixed sentences of the `error` events that decide the outcome of the following result. */
const MAX_TOKENS_SENTENCE = /exceeded the token limit|\bMAX_TOKENS\b/;
const MAX_TURNS_SENTENCE = /maximum session turns/i;

/**
 * Built-in tools a headless run gets only in a more permissive approval mode (0.61: what `default`,
 * `auto_edit` and `yolo` declare to the model), with the `permission-mode` values that offer them.
 */
const WITHHELD_TOOLS: Readonly<Record<string, string>> = {
  write_file: 'acceptEdits (or bypassPermissions)',
  replace: 'acceptEdits (or bypassPermissions)',
  web_fetch: 'acceptEdits (or bypassPermissions)',
  run_shell_command: 'bypassPermissions',
  list_background_processes: 'bypassPermissions',
  read_background_output: 'bypassPermissions',
  activate_skill: 'bypassPermissions',
};

/** A shell command that failed and printed nothing: the only shell exit code the stream carries. */
const SILENT_SHELL_EXIT = /^Command exited with code: (-?\d+)$/;
const SHELL_SIGNAL = /^Command terminated by signal: \S+$/;

/** An API error the key is to blame for (HTTP 401, API_KEY_INVALID, "API key not valid"). */
const KEY_REFUSED = /API_KEY_INVALID|API key not valid|UNAUTHENTICATED|"code":\s*401\b/;
const KEY_HINT =
  "Gemini CLI's API key was refused: set GEMINI_API_KEY in the step's env from a repository secret";

/** The retry lines of the CLI's retryWithBackoff (0.61), printed on stderr only. */
const RETRY_LINE =
  /^Attempt (\d+) failed(?: with status (\d{3})| with (429) error \(no Retry-After header\)| with (5xx) error)?(?:\. Retrying with backoff|: .*\. Retrying after (\d+)ms)/;
const ANSI = /\x1b\[[0-9;]*m/g;

// Built on first use: a stream of one dialect never builds the other five's schemas, and an
// empty stream builds none (start-up time).
function buildSchemas() {
  const InitFrame = jitLooseObject({ session_id: z.nullish(z.string()), model: z.nullish(z.string()) });
  const ToolUseFrame = jitLooseObject({
    tool_name: z.string(),
    tool_id: z.string(),
    parameters: z.optional(z.unknown()),
  });
  const ErrorObject = jitLooseObject({ type: z.nullish(z.string()), message: z.nullish(z.string()) });
  const ToolResultFrame = jitLooseObject({
    tool_id: z.string(),
    status: z.union([z.enum(['success', 'error']), z.string()]),
    output: z.optional(z.unknown()),
    error: z.nullish(ErrorObject),
  });
  const ErrorFrame = jitLooseObject({
    severity: z.nullish(z.union([z.enum(['warning', 'error']), z.string()])),
    message: z.nullish(z.string()),
  });
  const ModelStats = jitLooseObject({
    total_tokens: z.nullish(z.number()),
    input_tokens: z.nullish(z.number()),
    output_tokens: z.nullish(z.number()),
    cached: z.nullish(z.number()),
    input: z.nullish(z.number()),
  });
  const ResultFrame = jitLooseObject({
    status: z.union([z.enum(['success', 'error']), z.string()]),
    error: z.nullish(ErrorObject),
    stats: z.nullish(
      jitLooseObject({
        total_tokens: z.nullish(z.number()),
        input_tokens: z.nullish(z.number()),
        output_tokens: z.nullish(z.number()),
        cached: z.nullish(z.number()),
        input: z.nullish(z.number()),
        duration_ms: z.nullish(z.number()),
        models: z.catch(z.nullish(z.record(z.string(), z.catch(z.nullish(ModelStats), null))), null),
      }),
    ),
  });
  return { InitFrame, ToolUseFrame, ToolResultFrame, ErrorFrame, ResultFrame };
}
const schemas = once(buildSchemas);
type Schemas = ReturnType<typeof buildSchemas>;
type Stats = NonNullable<z.infer<Schemas['ResultFrame']>['stats']>;

function failureOutcome(errorType: string | null | undefined, lastErrorSentence: string | null): Outcome {
  if (errorType === 'FatalTurnLimitedError') return 'max_turns';
  if (errorType === 'FatalCancellationError') return 'cancelled';
  if (errorType === null || errorType === undefined) {
    if (lastErrorSentence !== null && MAX_TOKENS_SENTENCE.test(lastErrorSentence)) return 'max_tokens';
    if (lastErrorSentence !== null && MAX_TURNS_SENTENCE.test(lastErrorSentence)) return 'max_turns';
  }
  return 'error';
}

/**
 * Token counts from the result's stats, or null when input and output are not both reported
 * (a stats object with only `total_tokens` says nothing about either). Thinking tokens are counted
 * in the total only: they are added to output (Google bills them as output).
 */
export function tokensFromStats(stats: Stats): TokenCounts | null {
  const inputTokens = finiteOrNull(stats.input_tokens);
  const outputTokens = finiteOrNull(stats.output_tokens);
  if (inputTokens === null || outputTokens === null) return null;
  const cached = finiteOrNull(stats.cached) ?? 0;
  const total = finiteOrNull(stats.total_tokens);
  const thinking = total === null ? 0 : Math.max(0, total - inputTokens - outputTokens);
  return {
    // `input` is the non-cached prompt; without it, input_tokens (cached included) minus cached.
    input: finiteOrNull(stats.input) ?? Math.max(0, inputTokens - cached),
    output: outputTokens + thinking,
    cacheRead: cached,
    cacheWrite: 0,
  };
}

/**
 * Each model's tokens, counted as the run's are (thinking in output), when several models answered
 * and each one's input and output are reported; null otherwise (one model: the run's total is its).
 */
export function tokensByModel(stats: Stats): ModelTokens[] | null {
  const models = stats.models;
  if (models === null || models === undefined) return null;
  const out: ModelTokens[] = [];
  for (const name of Object.keys(models)) {
    const m = models[name];
    if (name.trim() === '' || !m) return null;
    const tokens = tokensFromStats(m);
    if (tokens === null) return null;
    out.push({ model: name, tokens });
  }
  return out.length > 1 ? out : null;
}

/** The models the run used (keys of stats.models), the one with the most tokens first. */
export function modelsFromStats(stats: Stats): string | null {
  const models = stats.models;
  if (models === null || models === undefined) return null;
  const names = Object.keys(models)
    .filter((name) => name.trim() !== '')
    .map((name, i) => ({ name, tokens: finiteOrNull(models[name]?.total_tokens) ?? 0, i }))
    .sort((a, b) => b.tokens - a.tokens || a.i - b.i)
    .map((m) => m.name);
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * The CLI's API error text is `[API Error: <the API's JSON error>]`: made readable as
 * `API error 500 INTERNAL: Internal error encountered.`; anything else is kept as it is.
 */
export function readableApiError(message: string): string {
  const m = /^\[API Error: (\{[\s\S]*\})\]$/.exec(message.trim());
  if (!m) return message;
  try {
    const parsed = JSON.parse(m[1]!) as { error?: { code?: unknown; status?: unknown; message?: unknown } };
    const e = parsed.error;
    if (!e || typeof e.message !== 'string') return message;
    const code = typeof e.code === 'number' ? ` ${e.code}` : '';
    const status = typeof e.status === 'string' ? ` ${e.status}` : '';
    return `API error${code}${status}: ${e.message}`;
  } catch {
    return message;
  }
}

/** A retry the CLI announced on stderr, as a retry event; null for any other line. */
export function retryFromStderrLine(line: string, at: number): AgentEvent | null {
  const text = line.includes('\x1b') ? line.replace(ANSI, '') : line;
  if (!text.startsWith('Attempt ')) return null;
  const m = RETRY_LINE.exec(text);
  if (!m) return null;
  const status = m[2] ?? m[3];
  const httpStatus = status === undefined ? null : Number(status);
  // "Retrying after Nms" is the quota path (a RetryableQuotaError): a rate limit.
  const quota = m[5] !== undefined;
  const category =
    m[4] !== undefined || (httpStatus !== null && httpStatus >= 500)
      ? 'server_error'
      : quota || httpStatus === 429
        ? 'rate_limit'
        : null;
  return {
    kind: 'retry',
    attempt: Number(m[1]),
    maxRetries: null,
    delayMs: quota ? Number(m[5]) : null,
    httpStatus,
    category,
    message: null,
    at,
  };
}

class GeminiParser implements FrameParser {
  private model: string | null = null;
  private sessionId: string | null = null;
  private readonly steps = new StepCounter('gemini');
  /** Assistant text since the last tool result: the final answer (result carries none). */
  private finalText = '';
  private readonly toolNames = new Map<string, string>();
  /** The message of the latest `error{severity:'error'}` event, for the result that follows. */
  private lastErrorSentence: string | null = null;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  stderrLine(line: string, at: number): AgentEvent[] {
    const retry = retryFromStderrLine(line, at);
    return retry === null ? [] : [retry];
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    // The error sentence decides only the result that follows it: once the model talks or a tool
    // runs again, the run went on past it. (Frames we do not know do not count as going on.)
    if (frame.type === 'message' || frame.type === 'tool_use' || frame.type === 'tool_result') {
      this.lastErrorSentence = null;
    }
    switch (frame.type) {
      case 'init':
        return this.init(frame, at);
      case 'message':
        return this.message(frame, at);
      case 'tool_use':
        return this.toolUse(frame, at);
      case 'tool_result':
        return this.toolResult(frame, at);
      case 'error':
        return this.error(frame, at);
      case 'result':
        return this.result(frame, at);
      default:
        return [unknownEvent(frameKind(frame), at)];
    }
  }

  private init(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const init = parseFrame(schemas().InitFrame, frame);
    if (init === null) return [invalidEvent(frame, at)];
    this.model = init.model ?? null;
    this.sessionId = init.session_id ?? null;
    return [
      {
        kind: 'session',
        sessionId: this.sessionId,
        model: this.model,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at,
      },
    ];
  }

  private message(frame: Record<string, unknown>, at: number): AgentEvent[] {
    // Hot path (one frame per chunk): typeof checks are the schema.
    if (typeof frame.content !== 'string' || typeof frame.role !== 'string') return [invalidEvent(frame, at)];
    if (frame.role !== 'assistant') return []; // the echoed prompt
    const out: AgentEvent[] = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
    const text = frame.content;
    if (frame.delta === true) {
      this.finalText += text;
      out.push({
        kind: 'text',
        mode: 'delta',
        text,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at,
      });
    } else {
      // Not seen in 0.61 (assistant text is always delta:true); a whole message is its own block.
      this.finalText = text;
      out.push({
        kind: 'text',
        mode: 'block',
        text,
        messageId: this.steps.messageId(),
        index,
        parentId: null,
        at,
      });
      this.steps.breakText();
    }
    return out;
  }

  private toolUse(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const use = parseFrame(schemas().ToolUseFrame, frame);
    if (use === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    this.steps.open(at, this.model, out);
    this.steps.breakText();
    this.toolNames.set(use.tool_id, use.tool_name);
    const input = use.parameters ?? null;
    out.push({ kind: 'tool_call', id: use.tool_id, name: use.tool_name, input, parentId: null, at });
    if (use.tool_name === 'write_todos') {
      const todos = todosFromInput(input);
      if (todos !== null) out.push({ kind: 'todos', op: 'replace', todos, at });
    }
    return out;
  }

  private toolResult(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(schemas().ToolResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    this.steps.next();
    this.finalText = '';
    const name = this.toolNames.get(res.tool_id) ?? null;
    const output = outputText(res.output) ?? res.error?.message ?? res.error?.type ?? null;
    const result = (status: 'ok' | 'error' | 'denied', exitCode: number | null = null): AgentEvent => ({
      kind: 'tool_result',
      id: res.tool_id,
      name,
      status,
      output: status === 'ok' ? outputText(res.output) : output,
      exitCode,
      durationMs: null,
      parentId: null,
      at,
    });
    if (res.status === 'success') {
      const shown = typeof res.output === 'string' ? res.output : null;
      if (name === 'run_shell_command' && shown !== null) {
        const exit = SILENT_SHELL_EXIT.exec(shown);
        if (exit) return [result(Number(exit[1]) === 0 ? 'ok' : 'error', Number(exit[1]))];
        if (SHELL_SIGNAL.test(shown)) return [result('error')];
      }
      return [result('ok')];
    }
    // Unknown statuses are not taken for success.
    const denial = this.denial(res.error?.type, name, res.error?.message ?? null);
    if (denial === null) return [result('error')];
    return [
      {
        kind: 'permission_denied',
        tool: name ?? 'unknown',
        toolUseId: res.tool_id,
        input: null,
        message: denial,
        at,
      },
      result('denied'),
    ];
  }

  /** Why a failed call was a permission denial (null: an ordinary tool error). */
  private denial(
    errorType: string | null | undefined,
    name: string | null,
    message: string | null,
  ): string | null {
    if (errorType === 'policy_violation') return message ?? 'Gemini CLI refused the call by policy';
    const mode =
      errorType === 'tool_not_registered' && name !== null ? ownValue(WITHHELD_TOOLS, name) : undefined;
    if (mode === undefined) return null;
    return (
      `Gemini CLI does not offer ${name} in this approval mode (a headless run gets no tool that would ask ` +
      `for approval): set permission-mode: ${mode}`
    );
  }

  private error(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const err = parseFrame(schemas().ErrorFrame, frame);
    if (err === null) return [invalidEvent(frame, at)];
    const message = err.message ?? 'Gemini CLI reported an error';
    const level = err.severity === 'warning' ? 'warning' : 'error';
    if (level === 'error') this.lastErrorSentence = message;
    return [{ kind: 'notice', level, code: `gemini_${level}`, message, at }];
  }

  private result(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const res = parseFrame(schemas().ResultFrame, frame);
    if (res === null) return [invalidEvent(frame, at)];
    const out: AgentEvent[] = [];
    const stats = res.stats;
    if (stats !== null && stats !== undefined) {
      const models = modelsFromStats(stats);
      // Only news is worth a line: the init's `auto` (or an alias) becoming the models used.
      if (models !== null && models !== this.model) {
        this.model = models;
        out.push({
          kind: 'session',
          sessionId: this.sessionId,
          model: models,
          cwd: null,
          cliVersion: null,
          permissionMode: null,
          tools: null,
          at,
        });
      }
      const tokens = tokensFromStats(stats);
      // Gemini reports no cost: null, so views say n/a. Unknown tokens: no figure at all.
      if (tokens !== null) {
        const byModel = tokensByModel(stats);
        out.push({
          kind: 'usage',
          cumulative: true,
          messageId: null,
          tokens,
          costUsd: null,
          ...(byModel ? { byModel } : {}),
          at,
        });
      }
    }
    const success = res.status === 'success';
    const outcome: Outcome = success ? 'success' : failureOutcome(res.error?.type, this.lastErrorSentence);
    // Fatal errors print zeroed stats (duration_ms: 0): that is "not reported", not "took 0 ms".
    const duration = stats?.duration_ms;
    let errorMessage: string | null = null;
    if (!success) {
      const raw =
        res.error?.message ?? this.lastErrorSentence ?? `Gemini CLI ended with status ${res.status}`;
      errorMessage = readableApiError(raw);
      if (KEY_REFUSED.test(raw)) errorMessage = `${errorMessage}\n${KEY_HINT}`;
    }
    out.push({
      kind: 'result',
      outcome,
      subtype: res.status,
      isError: !success,
      text: this.finalText !== '' ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: typeof duration === 'number' && duration > 0 ? duration : null,
      sessionId: this.sessionId,
      stopReason: null,
      terminalReason: res.error?.type ?? null,
      permissionDenials: null,
      at,
    });
    return out;
  }
}

function isIsoTimestamp(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value);
}

/** Detection evidence (dialects.md §8): 10 = only Gemini prints this, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('jsonrpc' in frame || 'subtype' in frame) return 0; // Gemini frames never have a subtype
  const iso = isIsoTimestamp(frame.timestamp);
  switch (frame.type) {
    case 'init':
      return iso ? 10 : 4;
    case 'message':
      return typeof frame.role === 'string' && typeof frame.content === 'string' ? (iso ? 10 : 4) : 0;
    case 'tool_use':
      return typeof frame.tool_name === 'string' && 'tool_id' in frame ? 10 : 0;
    case 'tool_result':
      return 'tool_id' in frame && 'status' in frame ? 10 : 0;
    case 'error':
      return 'severity' in frame ? 10 : 0;
    case 'result':
      return typeof frame.status === 'string' ? (iso ? 10 : 5) : 0;
    default:
      return 0;
  }
}

export const gemini: DialectDefinition = {
  sessionOf: sessionField('session_id'),
  name: 'gemini',
  // Retries are printed on stderr only (read by stderrLine), and some are made silently.
  reportsRetries: false,
  exitCodes,
  createParser: () => new GeminiParser(),
  score,
};
