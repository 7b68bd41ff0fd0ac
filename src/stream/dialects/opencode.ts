/**
 * opencode — `opencode run --format json` with the prompt on stdin (dialects.md §6a and its
 * "Observed from the real CLIs" block; real captures of 1.18.33 in test/fixtures/opencode/real-*).
 *
 * Every line is `{type, timestamp (epoch ms), sessionID, part?}`: server-bus parts of the run's
 * session. A tool shows up ONCE, when it finished (`tool_use` with `state.status` completed|error),
 * so each one is both the call and its result; a bash command's exit code is `state.metadata.exit`
 * while the status stays `completed`. Text parts arrive whole. Tokens and cost are per step
 * (`step_finish`, cumulative:false) and add up.
 *
 * There is no result frame (1.18.33 prints no `done` either): the run ends with the last
 * `step_finish`. Its `reason` says how: `stop` (the model is done), `length` (the output limit cut
 * the answer), or `tool-calls` right after a permission opencode asked for was auto-rejected (a
 * non-interactive run rejects every ask and ends there, exit 0) — each of those is a terminal
 * result here. A `tool-calls` step without a rejection is not an end: the loop goes on. An `error`
 * event is sticky — opencode exits 1 after any session error, so a later stop/done stays a failure.
 *
 * Durations: no frame carries one, so a terminal result's `durationMs` is its frame's `timestamp`
 * minus the session's start (the session id encodes when it was created; else the first frame's
 * timestamp). It does not depend on when the lines were read, so a saved stream folds to the same
 * figure, and a run whose only line is its error still reports how long it took.
 */
import * as z from 'zod/mini';
import { ownValue } from '../../own-keys.js';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, Outcome, ResultEvent } from '../events.js';
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
  sessionField,
  todosFromInput,
  unknownEvent,
} from './frame-kit.js';

/** opencode exits 1 after any session error or a prompt/command error, else 0. */
export const exitCodes: ExitCodeTable = {
  1: { outcome: 'error', meaning: 'a session error, or a prompt or command error' },
};

const ERROR_NAMES = [
  'ProviderAuthError',
  'UnknownError',
  'MessageOutputLengthError',
  'MessageAbortedError',
  'StructuredOutputError',
  'ContextOverflowError',
  'ContentFilterError',
  'APIError',
] as const;

/**
 * How opencode words a refused permission in a tool error. An `ask` auto-rejected by the
 * non-interactive `run` ("The user rejected permission to use this specific tool call.") ends the
 * run; a `deny` rule ("The user has specified a rule which prevents you from using this specific
 * tool call. …") is told to the model, and the run goes on.
 */
const PERMISSION_REJECTED = /rejected permission|permission (was )?(denied|rejected)/i;
const PERMISSION_RULE_DENIED = /specified a rule which prevents you from using/i;

// Built on first use: a stream of one dialect never builds the other five's schemas, and an
// empty stream builds none (start-up time).
function buildSchemas() {
  const Part = jitLooseObject({
    id: z.nullish(z.string()),
    messageID: z.nullish(z.string()),
  });
  const PartFrame = jitLooseObject({ sessionID: z.nullish(z.string()), part: Part });
  const ToolPart = jitLooseObject({
    callID: z.string(),
    tool: z.string(),
    state: jitLooseObject({
      status: z.union([z.enum(['pending', 'running', 'completed', 'error']), z.string()]),
      input: z.optional(z.unknown()),
      output: z.optional(z.unknown()),
      error: z.optional(z.unknown()),
      metadata: z.nullish(jitLooseObject({ exit: z.optional(z.unknown()) })),
      time: z.nullish(jitLooseObject({ start: z.nullish(z.number()), end: z.nullish(z.number()) })),
    }),
  });
  const TextPart = jitLooseObject({ text: z.string() });
  const StepFinishPart = jitLooseObject({
    reason: z.nullish(z.string()),
    cost: z.nullish(z.number()),
    tokens: z.nullish(
      jitLooseObject({
        input: z.nullish(z.number()),
        output: z.nullish(z.number()),
        reasoning: z.nullish(z.number()),
        cache: z.nullish(jitLooseObject({ read: z.nullish(z.number()), write: z.nullish(z.number()) })),
      }),
    ),
  });
  const ErrorFrame = jitLooseObject({
    error: z.nullish(
      jitLooseObject({
        name: z.nullish(z.union([z.enum(ERROR_NAMES), z.string()])),
        data: z.nullish(
          jitLooseObject({
            message: z.nullish(z.string()),
            statusCode: z.nullish(z.number()),
            providerID: z.nullish(z.string()),
            metadata: z.nullish(jitLooseObject({ url: z.nullish(z.string()) })),
          }),
        ),
        message: z.nullish(z.string()),
      }),
    ),
  });
  const DoneFrame = jitLooseObject({
    reason: z.nullish(z.string()),
    rejected: z.nullish(z.array(z.unknown())),
  });
  return { PartFrame, ToolPart, TextPart, StepFinishPart, ErrorFrame, DoneFrame };
}
const schemas = once(buildSchemas);

/** Words for errors that carry no message of their own (MessageOutputLengthError has `data: {}`). */
const ERROR_WORDS: Record<string, string> = {
  MessageOutputLengthError: 'the model hit its output token limit',
  MessageAbortedError: 'the run was aborted',
  ContextOverflowError: 'the conversation no longer fits the model context window',
  ProviderAuthError: 'the model provider rejected the credentials',
};

/**
 * The variable opencode reads a provider's key from, by provider id and by API host: a 401 names
 * it, so the user knows what to set. Providers configured in opencode.json take theirs from
 * `"apiKey": "{env:NAME}"` instead.
 */
const KEY_VARIABLES: ReadonlyArray<{ provider: string; host: RegExp; variable: string }> = [
  { provider: 'anthropic', host: /(^|\.)anthropic\.com$/, variable: 'ANTHROPIC_API_KEY' },
  { provider: 'openai', host: /(^|\.)openai\.com$/, variable: 'OPENAI_API_KEY' },
  { provider: 'google', host: /(^|\.)googleapis\.com$/, variable: 'GOOGLE_GENERATIVE_AI_API_KEY' },
  { provider: 'openrouter', host: /(^|\.)openrouter\.ai$/, variable: 'OPENROUTER_API_KEY' },
  { provider: 'groq', host: /(^|\.)groq\.com$/, variable: 'GROQ_API_KEY' },
  { provider: 'mistral', host: /(^|\.)mistral\.ai$/, variable: 'MISTRAL_API_KEY' },
  { provider: 'deepseek', host: /(^|\.)deepseek\.com$/, variable: 'DEEPSEEK_API_KEY' },
  { provider: 'xai', host: /(^|\.)x\.ai$/, variable: 'XAI_API_KEY' },
  { provider: 'opencode', host: /(^|\.)opencode\.ai$/, variable: 'OPENCODE_API_KEY' },
];

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** What to set when the provider refused the key (HTTP 401/403 or ProviderAuthError). */
function credentialsHint(providerId: string | null, url: string | null): string {
  const host = hostOf(url);
  const known = KEY_VARIABLES.find((k) => k.provider === providerId || (host !== null && k.host.test(host)));
  const where = host ? ` (${host})` : providerId ? ` (${providerId})` : '';
  return known
    ? `the model provider${where} rejected the API key: set ${known.variable} for opencode`
    : `the model provider${where} rejected the API key: set the variable opencode reads the key from ` +
        '(e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY; for a provider in opencode.json, the one named by "apiKey": "{env:NAME}")';
}

function errorOutcome(name: string | null | undefined): Outcome {
  if (name === 'MessageAbortedError') return 'cancelled';
  if (name === 'MessageOutputLengthError') return 'max_tokens';
  return 'error';
}

/** The `ses_` id holds its creation time: opencode ids are 12 hex digits of (ms × 4096 + n), 48 bits. */
const ID_SPAN_MS = 2 ** 36; // 48 bits / 4096 per ms: the time wraps every ~2.2 years
const SESSION_ID = /^ses_([0-9a-f]{12})/;

/**
 * When the session was created, from its id and a frame's timestamp (which fixes the wrap), or
 * null when the id is not of that shape or the time it gives is not within a day before `ts`.
 * Session ids count down (bits inverted) so the newest sorts first.
 */
export function sessionStartFromId(sessionId: string, ts: number): number | null {
  const m = SESSION_ID.exec(sessionId);
  if (m === null || !Number.isSafeInteger(ts) || ts <= 0) return null;
  const inverted = 0xffffffffffff - Number.parseInt(m[1]!, 16);
  const low = Math.floor(inverted / 4096); // ms modulo 2^36
  const start = ts - ((((ts - low) % ID_SPAN_MS) + ID_SPAN_MS) % ID_SPAN_MS);
  return ts - start <= 24 * 3600_000 ? start : null;
}

/** A tool call whose ask `opencode run` auto-rejected: the run stops after this step. */
interface Refusal {
  tool: string;
  input: unknown;
  message: string;
}

class OpencodeParser implements FrameParser {
  private sessionId: string | null = null;
  private readonly textIndexByMessage = new Map<string, number>();
  private readonly indexByPart = new Map<string, number>();
  private readonly steps = new Set<string>();
  private readonly tools = new Set<string>();
  /** Tools already seen denied live, so `done.rejected` does not list them twice. */
  private readonly deniedTools = new Set<string>();
  /** Asks auto-rejected since the last step_finish: they end the run with that step. */
  private rejectedInStep: Refusal[] = [];
  private stepFinishes = 0;
  private lastText: string | null = null;
  /** The run's start on opencode's clock (epoch ms): the session's creation, else the first frame. */
  private startedAt: number | null = null;
  /** The latest session error: opencode's exit status stays 1 after one, whatever follows. */
  private error: { outcome: Outcome; name: string | null; message: string } | null = null;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const out: AgentEvent[] = [];
    // opencode's clock (epoch ms); a value that cannot be one is ignored, not trusted.
    const stamp = finiteOrNull(frame.timestamp);
    const ts = stamp !== null && stamp > 0 ? stamp : null;
    if (this.sessionId === null && typeof frame.sessionID === 'string' && frame.sessionID !== '') {
      this.sessionId = frame.sessionID;
      if (ts !== null) this.startedAt = sessionStartFromId(frame.sessionID, ts);
      out.push({
        kind: 'session',
        sessionId: this.sessionId,
        model: null,
        cwd: null,
        cliVersion: null,
        permissionMode: null,
        tools: null,
        at,
      });
    }
    if (ts !== null && (this.startedAt === null || ts < this.startedAt)) this.startedAt = ts;
    switch (frame.type) {
      case 'step_start':
        return this.withPart(frame, at, out, (part, messageId) => this.stepStart(messageId, at, part));
      case 'text':
        return this.withPart(frame, at, out, (part, messageId) => this.text(part, messageId, at));
      case 'reasoning':
        return this.withPart(frame, at, out, () => [{ kind: 'thinking', parentId: null, at }]);
      case 'tool_use':
        return this.withPart(frame, at, out, (part) => this.toolUse(part, at));
      case 'step_finish':
        return this.withPart(frame, at, out, (part, messageId) => this.stepFinish(part, messageId, at, ts));
      case 'error':
        out.push(...this.errorEvent(frame, at, ts));
        return out;
      case 'done':
        out.push(...this.done(frame, at, ts));
        return out;
      default:
        out.push(unknownEvent(frameKind(frame), at));
        return out;
    }
  }

  private withPart(
    frame: Record<string, unknown>,
    at: number,
    out: AgentEvent[],
    /** Returns null when the part fails its schema. */
    handle: (part: Record<string, unknown>, messageId: string | null) => AgentEvent[] | null,
  ): AgentEvent[] {
    const parsed = parseFrame(schemas().PartFrame, frame);
    const events = parsed === null ? null : handle(parsed.part, parsed.part.messageID ?? null);
    if (events === null) out.push(invalidEvent(frame, at));
    else out.push(...events);
    return out;
  }

  private stepStart(messageId: string | null, at: number, part: Record<string, unknown>): AgentEvent[] {
    const id = messageId ?? (typeof part.id === 'string' ? part.id : null);
    if (id === null || this.steps.has(id)) return [];
    this.steps.add(id);
    return [{ kind: 'step', messageId: id, model: null, parentId: null, at }];
  }

  private text(part: Record<string, unknown>, messageId: string | null, at: number): AgentEvent[] | null {
    const text = parseFrame(schemas().TextPart, part);
    if (text === null) return null;
    const message = messageId ?? 'opencode-message';
    // Each text part is a whole block; a part re-sent (same id) replaces its earlier version.
    const partKey = typeof part.id === 'string' ? part.id : null;
    let index = partKey === null ? undefined : this.indexByPart.get(partKey);
    if (index === undefined) {
      index = this.textIndexByMessage.get(message) ?? 0;
      this.textIndexByMessage.set(message, index + 1);
      if (partKey !== null) this.indexByPart.set(partKey, index);
    }
    this.lastText = text.text;
    return [{ kind: 'text', mode: 'block', text: text.text, messageId: message, index, parentId: null, at }];
  }

  private toolUse(part: Record<string, unknown>, at: number): AgentEvent[] | null {
    const tool = parseFrame(schemas().ToolPart, part);
    if (tool === null) return null;
    const { state } = tool;
    const out: AgentEvent[] = [];
    let name = tool.tool;
    let input = state.input ?? null;
    // A call to a tool the model was not offered (unknown, or removed by a `deny` permission) comes
    // back as opencode's own `invalid` tool, completed, with the name asked for in its input.
    const invalid = invalidCall(tool.tool, input);
    if (invalid !== null) {
      name = invalid.tool;
      input = null;
    }
    if (!this.tools.has(tool.callID)) {
      this.tools.add(tool.callID);
      out.push({ kind: 'tool_call', id: tool.callID, name, input, parentId: null, at });
      if (/todo/i.test(name)) {
        const todos = todosFromInput(input);
        if (todos !== null) out.push({ kind: 'todos', op: 'replace', todos, at });
      }
    }
    if (state.status !== 'completed' && state.status !== 'error') return out; // still running
    const exit = finiteOrNull(state.metadata?.exit);
    const errorText =
      state.status === 'error'
        ? (outputText(state.error) ?? 'tool failed')
        : invalid !== null
          ? (outputText(state.output) ?? invalid.error)
          : null;
    const refused =
      state.status === 'error' && errorText !== null
        ? PERMISSION_REJECTED.test(errorText)
          ? 'rejected'
          : PERMISSION_RULE_DENIED.test(errorText)
            ? 'denied'
            : null
        : null;
    // A shell command that exits non-zero failed, though opencode calls the tool call completed.
    const failed = errorText !== null || (exit !== null && exit !== 0);
    const start = finiteOrNull(state.time?.start);
    const end = finiteOrNull(state.time?.end);
    // The denial first, as a live one: the views then report it once, with the error that follows.
    if (refused !== null && errorText !== null) {
      this.deniedTools.add(name);
      if (refused === 'rejected') {
        this.rejectedInStep.push({ tool: name, input, message: errorText });
      }
      out.push({
        kind: 'permission_denied',
        tool: name,
        toolUseId: tool.callID,
        input,
        message: errorText,
        at,
      });
    }
    out.push({
      kind: 'tool_result',
      id: tool.callID,
      name,
      status: refused !== null ? 'denied' : failed ? 'error' : 'ok',
      output: errorText ?? outputText(state.output),
      exitCode: exit,
      durationMs: start !== null && end !== null ? end - start : null,
      parentId: null,
      at,
    });
    return out;
  }

  private stepFinish(
    part: Record<string, unknown>,
    messageId: string | null,
    at: number,
    ts: number | null,
  ): AgentEvent[] | null {
    const step = parseFrame(schemas().StepFinishPart, part);
    if (step === null) return null;
    this.stepFinishes += 1;
    const rejected = this.rejectedInStep;
    this.rejectedInStep = [];
    const out: AgentEvent[] = [];
    const tokens = step.tokens;
    out.push({
      kind: 'usage',
      // Per step: the reducer adds steps up (and replaces a re-sent figure for the same step).
      cumulative: false,
      messageId: messageId ?? (typeof part.id === 'string' ? part.id : `opencode-step-${this.stepFinishes}`),
      tokens:
        tokens === null || tokens === undefined
          ? null
          : {
              // Reasoning tokens are output the model was billed for.
              input: finiteOrNull(tokens.input) ?? 0,
              output: (finiteOrNull(tokens.output) ?? 0) + (finiteOrNull(tokens.reasoning) ?? 0),
              cacheRead: finiteOrNull(tokens.cache?.read) ?? 0,
              cacheWrite: finiteOrNull(tokens.cache?.write) ?? 0,
            },
      costUsd: step.cost ?? null,
      at,
    });
    switch (step.reason) {
      case 'stop': // the model is done
        out.push(this.terminal('stop', at, ts, null));
        break;
      case 'length': // the output limit cut the answer; opencode ends the run there (exit 0)
        out.push(
          this.terminal('length', at, ts, {
            outcome: 'max_tokens',
            message: 'the model hit its output token limit: the answer was cut off',
          }),
        );
        break;
      case 'content-filter':
        out.push(
          this.terminal('content-filter', at, ts, {
            outcome: 'error',
            message: "the model provider's content filter stopped the answer",
          }),
        );
        break;
      case 'tool-calls':
        // Tools ran and the loop goes on — unless an ask was rejected: `run` ends right here.
        if (rejected.length > 0) {
          out.push(
            this.terminal('tool-calls', at, ts, { outcome: 'error', message: rejectedWords(rejected) }),
          );
        }
        break;
      default:
        break;
    }
    return out;
  }

  private errorEvent(frame: Record<string, unknown>, at: number, ts: number | null): AgentEvent[] {
    const parsed = parseFrame(schemas().ErrorFrame, frame);
    if (parsed === null) return [invalidEvent(frame, at)];
    const name = parsed.error?.name ?? null;
    const data = parsed.error?.data;
    let message =
      data?.message ??
      parsed.error?.message ??
      (name !== null ? (ownValue(ERROR_WORDS, name) ?? name) : 'opencode reported an error');
    const status = data?.statusCode ?? null;
    if (status !== null && !message.includes(String(status))) message = `HTTP ${status}: ${message}`;
    if (name === 'ProviderAuthError' || status === 401 || status === 403) {
      message = `${message} — ${credentialsHint(data?.providerID ?? null, data?.metadata?.url ?? null)}`;
    }
    const outcome = errorOutcome(name);
    this.error = { outcome, name, message };
    return [
      { kind: 'notice', level: 'error', code: name ?? 'error', message, at },
      // A session error ends the run as a failure unless a later error replaces it (last result wins).
      this.terminal(name ?? 'error', at, ts, null),
    ];
  }

  private done(frame: Record<string, unknown>, at: number, ts: number | null): AgentEvent[] {
    const done = parseFrame(schemas().DoneFrame, frame);
    if (done === null) return [invalidEvent(frame, at)];
    const rejected = (done.rejected ?? [])
      .map((r) => (typeof r === 'string' ? r : (outputText(r) ?? '?')))
      .filter((tool) => !this.deniedTools.has(tool));
    const denials =
      rejected.length > 0 ? rejected.map((tool) => ({ tool, toolUseId: null, input: null })) : null;
    return [this.terminal('done', at, ts, null, denials)];
  }

  /**
   * A terminal result. A session error seen earlier wins (opencode exits 1 after one); else
   * `ended` says how the run ended when it is not a plain success.
   */
  private terminal(
    subtype: string,
    at: number,
    ts: number | null,
    ended: { outcome: Outcome; message: string } | null,
    denials: ResultEvent['permissionDenials'] = null,
  ): ResultEvent {
    const failure = this.error ?? ended;
    return {
      kind: 'result',
      outcome: failure === null ? 'success' : failure.outcome,
      subtype,
      isError: failure !== null,
      text: this.lastText,
      errorMessage: failure === null ? null : failure.message,
      turns: this.stepFinishes > 0 ? this.stepFinishes : null,
      durationMs: ts !== null && this.startedAt !== null ? Math.max(0, ts - this.startedAt) : null,
      sessionId: this.sessionId,
      stopReason: subtype === 'stop' || subtype === 'length' ? subtype : null,
      terminalReason: null,
      permissionDenials: denials,
      at,
    };
  }
}

/** `{tool, error}` of a call to opencode's `invalid` tool, or null for any other call. */
function invalidCall(tool: string, input: unknown): { tool: string; error: string } | null {
  if (tool !== 'invalid' || input === null || typeof input !== 'object') return null;
  const asked = (input as { tool?: unknown }).tool;
  if (typeof asked !== 'string' || asked === '') return null;
  const error = (input as { error?: unknown }).error;
  return {
    tool: asked,
    error: typeof error === 'string' ? error : `the model called ${asked}, which it was not offered`,
  };
}

/** Why the run ended after rejected asks: which calls, in words. */
function rejectedWords(rejected: readonly Refusal[]): string {
  const calls = rejected.map((r) => {
    const what = briefInput(r.input);
    return what ? `${r.tool} (${what})` : r.tool;
  });
  // First words first: the views' headline is "opencode stopped: <the first line>".
  return (
    `not allowed to use ${calls.join(', ')}: a non-interactive opencode run rejects every ` +
    'permission it would ask for, and ends there'
  );
}

/** The one input field worth naming (a path, a command, a pattern), cut short. */
function briefInput(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  const o = input as Record<string, unknown>;
  for (const key of ['filePath', 'path', 'command', 'pattern', 'url']) {
    const v = o[key];
    if (typeof v === 'string' && v !== '') return v.length > 80 ? `${v.slice(0, 79)}…` : v;
  }
  return null;
}

/** Detection evidence (dialects.md §8): 10 = only opencode prints this, 0 = none. */
export function score(frame: Record<string, unknown>): number {
  if ('jsonrpc' in frame) return 0;
  const hasSession = typeof frame.sessionID === 'string';
  const numericTime = typeof frame.timestamp === 'number';
  const part = frame.part;
  if (part !== null && typeof part === 'object' && !Array.isArray(part) && (hasSession || numericTime))
    return 10;
  if (hasSession && (frame.type === 'error' || frame.type === 'done')) return 8;
  if (frame.type === 'error' && frame.error !== null && typeof frame.error === 'object') {
    return 'name' in (frame.error as object) ? 5 : 0;
  }
  return 0;
}

export const opencode: DialectDefinition = {
  sessionOf: sessionField('sessionID'),
  name: 'opencode',
  reportsRetries: false, // retries stay internal; not in JSON mode
  exitCodes,
  // `run` prints this (coloured) for every ask it auto-rejects; it names the permission and pattern.
  refusalLine: /permission requested: (?:(?!permission requested: ).)*?; auto-rejecting/,
  createParser: () => new OpencodeParser(),
  score,
};
