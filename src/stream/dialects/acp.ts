/**
 * Agent Client Protocol (ACP, JSON-RPC 2.0 over stdio): the recording of one ACP run
 * (src/stream/acp-record.ts: the agent's messages as written, Narrator's wrapped and marked
 * `sent`). Gemini CLI (`--acp`), opencode (`opencode acp`), and Claude Code and Codex through
 * their ACP adapters speak it; so can any `command`.
 *
 * What is folded, and from where:
 * - `session/update` notifications: `agent_message_chunk` → text, `agent_thought_chunk` →
 *   thinking, `tool_call` / `tool_call_update` → tool calls (the name is the call's `kind`: read,
 *   edit, execute…; the input carries the title, the first location's path and the raw input, so
 *   an edit names its file for the annotations; a call announced again while it runs takes its
 *   later input, as the Claude adapter announces each with `rawInput: {}` first), `plan` → todos,
 *   `usage_update` (opencode, the Claude adapter) → cost. An `end_turn` while a call still runs is
 *   `incomplete` (an ACP agent answers after its calls end).
 *   `user_message_chunk`, `available_commands_update`, `current_mode_update` and the like carry
 *   nothing Narrator shows and yield nothing; an update kind never heard of is an `unknown` event.
 * - `session/request_permission` (a request from the agent): narrated; it may be the first mention
 *   of a call (Gemini), which is then created from the request's `toolCall`. Narrator's own answer
 *   (a `sent` response) decides the denial: an option whose kind is `reject_*` is a permission
 *   denial, whatever the agent does with the call afterwards (opencode reports it `failed`, Gemini
 *   leaves it pending).
 * - The answer to Narrator's `session/prompt`: its `stopReason` is the terminal frame (end_turn →
 *   success, max_tokens, max_turn_requests → max_turns, refusal → error, cancelled), a JSON-RPC
 *   error on it is an error with the agent's message. A `cancelled` that Narrator did not ask for
 *   (no `session/cancel`) after it refused a request is an error naming the refusal: the
 *   Codex adapter's only refusal ends the turn. Tokens are outside ACP's stable schema: Gemini
 *   puts them in the response's `_meta.quota`, opencode and the Claude adapter in
 *   `response.usage`; the Codex adapter (0.16) reports none. Each answer counts its own turn, so the
 *   turns of one run (a maintainer's steers, each a new `session/prompt`) add up; the answer of
 *   the last turn is the run's answer, and its stop reason the run's outcome.
 * - The answers to `initialize` and `session/new`: the agent's name and version, the session id
 *   and the current model. A resumed session (`session/load`, `session/resume`) keeps the id the
 *   request named; what the agent replays of it before answering `session/load` is the earlier
 *   runs' conversation, not this run's: it is not folded.
 *
 * Outcome rules: the prompt's answer is the terminal frame, so once it arrived the exit status of
 * the agent (which ACP agents do not end by themselves: Narrator closes stdin and signals them
 * after the turn) does not change the outcome. Narrator's own stops (timeouts, the job's
 * cancellation) still decide first.
 */
import { DIRECTION_KEY, unwrapRecorded } from '../acp-record.js';
import type { DialectDefinition, FrameParser } from '../dialect.js';
import type { AgentEvent, Outcome, TodoItem, TodoStatus, TokenCounts } from '../events.js';
import { addTokens } from '../token-sum.js';
import { finiteOrNull, guarded, outputText, StepCounter, unknownEvent } from './frame-kit.js';

/** Update kinds that carry nothing the summary shows: skipped without a diagnostic. */
const QUIET_UPDATES = new Set([
  'user_message_chunk',
  'available_commands_update',
  'current_mode_update',
  'config_option_update',
  'session_info_update',
]);

interface OfferedOption {
  optionId: string;
  kind: string;
}

interface PermissionAsked {
  toolCallId: string | null;
  tool: string;
  /** The request's title (a command line, "Edit notes.txt"), for the words of a refusal. */
  title: string;
  options: OfferedOption[];
}

interface CallState {
  name: string;
  /** What the call was announced with so far (title, locations, content, raw input). */
  fields: Record<string, unknown>;
  /** The input it was last announced with (callInput of `fields` then). */
  shown: Record<string, unknown>;
  done: boolean;
  denied: boolean;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A JSON-RPC id as a map key: numbers and strings are different ids (0 is a valid one). */
function idKey(id: unknown): string | null {
  if (typeof id === 'number' && Number.isFinite(id)) return `n:${id}`;
  if (typeof id === 'string') return `s:${id}`;
  return null;
}

export function outcomeOfStopReason(stopReason: string): Outcome {
  switch (stopReason) {
    case 'end_turn':
      return 'success';
    case 'max_tokens':
      return 'max_tokens';
    case 'max_turn_requests':
      return 'max_turns';
    case 'cancelled':
      return 'cancelled';
    default:
      // refusal, and any reason ACP may add later: never taken for success.
      return 'error';
  }
}

function todoStatus(value: unknown): TodoStatus {
  return value === 'completed' ? 'completed' : value === 'in_progress' ? 'in_progress' : 'pending';
}

/** The text of a tool call's `content` list: text blocks, and a line per diff or terminal. */
function contentText(content: unknown): string | null {
  if (!Array.isArray(content)) return null;
  const parts: string[] = [];
  for (const raw of content) {
    const item = record(raw);
    if (item === null) continue;
    if (item.type === 'content') {
      const text = outputText(record(item.content)?.text ?? null);
      if (text !== null) parts.push(text);
    } else if (item.type === 'diff') {
      const path = str(item.path);
      if (path !== null) parts.push(`diff ${path}`);
    }
  }
  return parts.length > 0 ? parts.join('\n') : null;
}

/**
 * A command's output in a raw output object (the Codex adapter sends the whole exec record, with no
 * text content): its formatted output, else what it printed; null when there is none of these.
 */
function rawOutputText(raw: Record<string, unknown> | null): string | null {
  if (raw === null) return null;
  for (const key of ['formatted_output', 'aggregated_output', 'output']) {
    const text = str(raw[key]);
    if (text !== null) return text;
  }
  const stdout = str(raw.stdout);
  const stderr = str(raw.stderr);
  if (stdout === null && stderr === null) return null;
  return [stdout, stderr].filter((t) => t !== null && t !== '').join('\n');
}

/** A JSON-RPC error's words: `JSON-RPC error <code>: <text>` (the code when it has one). */
function rpcErrorText(error: Record<string, unknown> | null, text: string): string {
  const code = finiteOrNull(error?.code);
  return `${code === null ? '' : `JSON-RPC error ${code}: `}${text}`;
}

/** The file a call works on: its first location, else the path of its first diff. */
function callPath(update: Record<string, unknown>): string | null {
  if (Array.isArray(update.locations)) {
    for (const raw of update.locations) {
      const path = str(record(raw)?.path);
      if (path !== null) return path;
    }
  }
  if (Array.isArray(update.content)) {
    for (const raw of update.content) {
      const item = record(raw);
      if (item?.type === 'diff' && typeof item.path === 'string') return item.path;
    }
  }
  return null;
}

/**
 * A call's input for the views: the title first (what a tool of unknown name shows), the path
 * (edits annotate their file from it), a shell command where the raw input has one, the raw input.
 */
function callInput(update: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const title = str(update.title);
  if (title !== null) input.title = title;
  const path = callPath(update);
  if (path !== null) input.path = path;
  const raw = record(update.rawInput);
  const command = raw === null ? null : (str(raw.command) ?? str(raw.cmd));
  if (command !== null) input.command = command;
  // ACP's own word for an edit (the record shows it as a diff): each `diff` item of the content.
  const diffs = Array.isArray(update.content)
    ? update.content.flatMap((raw) => {
        const item = record(raw);
        const path = str(item?.path);
        const newText = str(item?.newText);
        if (item?.type !== 'diff' || path === null || newText === null) return [];
        return [{ path, oldText: str(item.oldText) ?? '', newText }];
      })
    : [];
  if (diffs.length > 0) input.diffs = diffs;
  if (update.rawInput !== undefined) input.rawInput = update.rawInput;
  return input;
}

/**
 * The fields of a `tool_call` / `tool_call_update` that describe the call, those it carries: a
 * raw input counts only when it says something (the Claude adapter announces `{}` first).
 */
function describing(update: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (typeof update.title === 'string') fields.title = update.title;
  if (Array.isArray(update.locations) && update.locations.length > 0) fields.locations = update.locations;
  if (Array.isArray(update.content) && update.content.some((c) => record(c)?.type === 'diff'))
    fields.content = update.content;
  const raw = update.rawInput;
  if (raw !== undefined && raw !== null && !(typeof raw === 'object' && Object.keys(raw).length === 0))
    fields.rawInput = raw;
  return fields;
}

/**
 * Whether input `b` shows the call differently from `a`: another title, file or command, or a raw
 * input or a diff where there was none. Output arriving in an update changes nothing shown, so it
 * announces nothing again (each announcement is a line in the job log).
 */
function showsMore(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return (
    a.title !== b.title ||
    a.path !== b.path ||
    a.command !== b.command ||
    (a.rawInput === undefined) !== (b.rawInput === undefined) ||
    (a.diffs === undefined) !== (b.diffs === undefined)
  );
}

/** Token counts wherever an agent puts them (Gemini `_meta.quota`, opencode `usage`). */
export function tokensOf(value: unknown): TokenCounts | null {
  const u = record(value);
  if (u === null) return null;
  const pick = (...keys: string[]): number | null => {
    for (const key of keys) {
      const n = finiteOrNull(u[key]);
      if (n !== null) return n;
    }
    return null;
  };
  const input = pick('inputTokens', 'input_tokens', 'promptTokenCount', 'prompt_tokens');
  const output = pick('outputTokens', 'output_tokens', 'candidatesTokenCount', 'completion_tokens');
  if (input === null && output === null) {
    // Gemini nests its counts one level down (`quota.token_count`); look one level deep.
    for (const nested of Object.values(u)) {
      const inner = record(nested);
      if (inner !== null && inner !== u) {
        const found = tokensOf(inner);
        if (found !== null) return found;
      }
    }
    return null;
  }
  const thought = pick('thoughtTokens', 'thought_tokens', 'thoughtsTokenCount') ?? 0;
  return {
    input: input ?? 0,
    output: (output ?? 0) + thought,
    cacheRead: pick('cachedReadTokens', 'cached_read_tokens', 'cachedContentTokenCount', 'cached') ?? 0,
    cacheWrite: pick('cachedWriteTokens', 'cached_write_tokens') ?? 0,
  };
}

/** The current value of the session's `model` config option (opencode's session/new answer). */
function configuredModel(options: unknown): string | null {
  if (!Array.isArray(options)) return null;
  for (const raw of options) {
    const option = record(raw);
    if (option?.category === 'model' || option?.id === 'model') return str(option.currentValue);
  }
  return null;
}

/** The models a Gemini turn used (`_meta.quota.model_usage`), its `auto` alias left out. */
function modelsUsed(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const names: string[] = [];
  for (const raw of value) {
    const name = str(record(raw)?.model);
    if (name !== null && name !== 'auto' && name.trim() !== '' && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names.join(', ') : null;
}

class AcpParser implements FrameParser {
  /** Narrator's requests by id: method names, to know what an answer answers. */
  private readonly sentRequests = new Map<string, string>();
  /** The agent's permission requests by id, until Narrator's answer. */
  private readonly asked = new Map<string, PermissionAsked>();
  private readonly calls = new Map<string, CallState>();
  private sessionId: string | null = null;
  private model: string | null = null;
  private cliVersion: string | null = null;
  private readonly steps = new StepCounter('acp');
  /** Text since the last tool call: the final answer. */
  private finalText = '';
  /** Narrator sent `session/cancel`: a `cancelled` stop reason is then the answer to it. */
  private cancelSent = false;
  /**
   * Tokens of the turns answered before the current one. Each prompt's answer counts its own turn
   * (measured with Gemini CLI 0.61, opencode 1.18.33 and claude-agent-acp 0.23.1: a second turn's
   * counts are that turn's), so a run of several turns (a maintainer's steers) adds them up.
   */
  private earlierTurns: TokenCounts | null = null;
  /** The current turn's tokens, once its answer gave them. */
  private thisTurn: TokenCounts | null = null;
  /** What Narrator last refused (the request's title), null when it refused nothing. */
  private lastRefusal: string | null = null;
  /** The session ids `session/load` and `session/resume` named, by request id, until answered. */
  private readonly resuming = new Map<string, string>();
  /** A `session/load` is unanswered: its updates replay the earlier runs, not this one. */
  private replaying = false;

  toEvents(frame: Record<string, unknown>, at: number): AgentEvent[] {
    return guarded(frame, at, () => this.dispatch(frame, at));
  }

  private dispatch(frame: Record<string, unknown>, at: number): AgentEvent[] {
    const unwrapped = unwrapRecorded(frame);
    if (unwrapped === null) return [unknownEvent(`invalid:${DIRECTION_KEY}`, at)];
    const { direction, message } = unwrapped;
    const method = str(message.method);
    const hasId = Object.hasOwn(message, 'id');
    if (direction === 'sent') {
      if (method !== null) return this.sentRequest(method, message, at);
      return this.sentResponse(message, at);
    }
    if (method !== null) {
      // Extension methods (`_`-prefixed) are the agent's own business.
      if (method.startsWith('_')) return [];
      if (method === 'session/update') return this.replaying ? [] : this.update(record(message.params), at);
      if (method === 'session/request_permission' && hasId) return this.permission(message, at);
      // A request Narrator does not serve (fs, terminal, anything else) is answered with an error
      // by the client; a notification it does not know is counted, like every unknown frame.
      return hasId
        ? [
            {
              kind: 'notice',
              level: 'info',
              code: 'acp_unserved',
              message: `the agent asked for ${method.slice(0, 80)}, which Narrator does not serve`,
              at,
            },
          ]
        : [unknownEvent(`acp:${method.slice(0, 60)}`, at)];
    }
    if (hasId) return this.response(message, at);
    return [unknownEvent('acp:not_jsonrpc', at)];
  }

  private sentRequest(method: string, message: Record<string, unknown>, at: number): AgentEvent[] {
    const key = idKey(message.id);
    if (key !== null) this.sentRequests.set(key, method);
    if ((method === 'session/load' || method === 'session/resume') && key !== null) {
      const id = str(record(message.params)?.sessionId);
      if (id !== null) this.resuming.set(key, id);
      if (method === 'session/load') this.replaying = true;
    }
    if (method === 'session/prompt') {
      // A new turn (a maintainer's steer after the first): its answer is its own text, and a
      // refusal of an earlier turn does not explain how this one ends.
      this.finalText = '';
      this.lastRefusal = null;
      this.steps.next();
      if (this.thisTurn !== null) this.earlierTurns = addTokens(this.earlierTurns, this.thisTurn);
      this.thisTurn = null;
    }
    if (method === 'session/cancel') {
      this.cancelSent = true;
      return [
        {
          kind: 'notice',
          level: 'info',
          code: 'acp_cancel',
          message: 'Narrator asked the agent to cancel the turn (session/cancel)',
          at,
        },
      ];
    }
    return [];
  }

  /** Narrator's answer to one of the agent's requests: a permission decision is what matters. */
  private sentResponse(message: Record<string, unknown>, at: number): AgentEvent[] {
    const key = idKey(message.id);
    if (key === null) return [];
    const asked = this.asked.get(key);
    if (asked === undefined) return [];
    this.asked.delete(key);
    const outcome = record(record(message.result)?.outcome);
    if (outcome === null || outcome.outcome !== 'selected') return [];
    const optionId = str(outcome.optionId);
    const kind = asked.options.find((o) => o.optionId === optionId)?.kind ?? null;
    if (kind === null || !kind.startsWith('reject')) return [];
    this.lastRefusal = asked.title;
    const call = asked.toolCallId === null ? undefined : this.calls.get(asked.toolCallId);
    if (call !== undefined) {
      call.denied = true;
      call.done = true;
    }
    return [
      {
        kind: 'permission_denied',
        tool: asked.tool,
        toolUseId: asked.toolCallId,
        input: null,
        message: `Narrator answered ${kind} under its permission-mode`,
        at,
      },
    ];
  }

  private response(message: Record<string, unknown>, at: number): AgentEvent[] {
    const key = idKey(message.id);
    const method = key === null ? undefined : this.sentRequests.get(key);
    if (method === undefined) return [];
    if (key !== null) this.sentRequests.delete(key);
    const error = record(message.error);
    const result = record(message.result);
    switch (method) {
      case 'initialize':
        return this.initialized(result, at);
      case 'session/new':
        return this.sessionStarted(result, at);
      case 'session/load':
      case 'session/resume': {
        const id = key === null ? undefined : this.resuming.get(key);
        if (key !== null) this.resuming.delete(key);
        if (method === 'session/load') this.replaying = false;
        // Refused: Narrator starts a new session next, whose answer names it.
        return error === null && id !== undefined
          ? this.sessionStarted({ ...result, sessionId: id }, at)
          : [];
      }
      case 'session/prompt':
        return this.promptAnswered(result, error, at);
      case 'session/set_mode':
        return error === null ? [] : this.modeRefused(error, at);
      default:
        return [];
    }
  }

  private sessionEvent(at: number): AgentEvent {
    return {
      kind: 'session',
      sessionId: this.sessionId,
      model: this.model,
      cwd: null,
      cliVersion: this.cliVersion,
      permissionMode: null,
      tools: null,
      at,
    };
  }

  private initialized(result: Record<string, unknown> | null, at: number): AgentEvent[] {
    const info = record(result?.agentInfo);
    if (info === null) return [];
    const name = str(info.title) ?? str(info.name);
    const version = str(info.version);
    this.cliVersion = name === null ? version : version === null ? name : `${name} ${version}`;
    return [this.sessionEvent(at)];
  }

  private sessionStarted(result: Record<string, unknown> | null, at: number): AgentEvent[] {
    if (result === null) return [];
    this.sessionId = str(result.sessionId) ?? this.sessionId;
    // Gemini: `models.currentModelId`; opencode: the config option of category `model`. The Claude
    // adapter's `default` names no model (it is "whatever Claude Code picks"): not a model name.
    const current = str(record(result.models)?.currentModelId) ?? configuredModel(result.configOptions);
    this.model = (current === 'default' ? null : current) ?? this.model;
    return [this.sessionEvent(at)];
  }

  private promptAnswered(
    result: Record<string, unknown> | null,
    error: Record<string, unknown> | null,
    at: number,
  ): AgentEvent[] {
    const out: AgentEvent[] = [];
    const stopReason = str(result?.stopReason);
    const quota = record(record(result?._meta)?.quota);
    const tokens = tokensOf(result?.usage) ?? tokensOf(quota);
    const used = modelsUsed(quota?.model_usage);
    if (used !== null && used !== this.model) {
      this.model = used;
      out.push(this.sessionEvent(at));
    }
    if (tokens !== null) {
      this.thisTurn = tokens;
      const run = addTokens(this.earlierTurns, tokens);
      out.push({ kind: 'usage', cumulative: true, messageId: null, tokens: run, costUsd: null, at });
    }
    let outcome: Outcome;
    let errorMessage: string | null = null;
    // ACP's turn ends after its calls: an agent reports each call completed or failed before it
    // answers the prompt. An end_turn while one still runs is not the agent's answer (its tools can
    // write to its stdout and append one) or not a finished turn: not a success either way.
    const running = stopReason === 'end_turn' ? this.running() : [];
    if (error !== null || stopReason === null) {
      outcome = 'error';
      const text = str(error?.message) ?? 'the agent answered the prompt without a stop reason';
      const data = error?.data === undefined ? null : outputText(error.data);
      errorMessage = `${rpcErrorText(error, text)}${data !== null && data !== text ? ` (${data.slice(0, 500)})` : ''}`;
    } else if (running.length > 0) {
      outcome = 'incomplete';
      errorMessage =
        `the turn was answered end_turn while ${running.length === 1 ? 'a tool call was' : `${running.length} tool calls were`} ` +
        `still running (${running.slice(0, 3).join(', ')}${running.length > 3 ? ', …' : ''}): an agent answers after its calls end, ` +
        'so this answer is not taken for a success';
    } else if (stopReason === 'cancelled' && !this.cancelSent && this.lastRefusal !== null) {
      // Nobody cancelled: the agent ended its turn because Narrator refused it something (Codex's
      // adapter offers only a refusal that aborts the turn). The work was not done; the refusal
      // is the reason, and `failure-kind` says permission.
      outcome = 'error';
      errorMessage =
        `the agent ended its turn when Narrator refused "${this.lastRefusal.slice(0, 200)}" under its ` +
        'permission-mode (the agent reported the turn cancelled; nothing cancelled it)';
    } else {
      outcome = outcomeOfStopReason(stopReason);
      if (outcome === 'error') errorMessage = `the agent stopped the turn: ${stopReason}`;
    }
    if (outcome === 'cancelled') {
      // What was still running when the turn was cancelled did not finish.
      for (const [id, call] of this.calls) {
        if (call.done) continue;
        call.done = true;
        out.push(this.toolResult(id, call.name, 'error', 'cancelled', at));
      }
    }
    out.push(
      this.result(
        outcome,
        stopReason ?? (error !== null ? 'jsonrpc_error' : null),
        errorMessage,
        stopReason,
        at,
      ),
    );
    return out;
  }

  /** The run's terminal frame: the prompt's answer, or why the prompt was never sent. */
  private result(
    outcome: Outcome,
    subtype: string | null,
    errorMessage: string | null,
    stopReason: string | null,
    at: number,
  ): AgentEvent {
    return {
      kind: 'result',
      outcome,
      subtype,
      isError: outcome !== 'success',
      text: this.finalText !== '' ? this.finalText : null,
      errorMessage,
      turns: null,
      durationMs: null,
      sessionId: this.sessionId,
      stopReason,
      terminalReason: null,
      permissionDenials: null,
      at,
    };
  }

  /** The calls not ended (nor refused): their titles, or their kinds. */
  private running(): string[] {
    const names: string[] = [];
    for (const call of this.calls.values()) {
      if (call.done) continue;
      const title = typeof call.fields.title === 'string' ? call.fields.title : call.name;
      names.push(`'${title.replace(/\s+/g, ' ').slice(0, 80)}'`);
    }
    return names;
  }

  /**
   * The agent refused the session mode Narrator asked for (the mode in which it asks before acting):
   * the prompt is then never sent, and the run is an error that says why.
   */
  private modeRefused(error: Record<string, unknown>, at: number): AgentEvent[] {
    const reason = rpcErrorText(error, (str(error.message) ?? 'no reason given').slice(0, 300));
    const message = `the agent refused session/set_mode (${reason}): without the mode in which it asks before acting, Narrator did not send the prompt`;
    return [this.result('error', 'set_mode_refused', message, null, at)];
  }

  private permission(message: Record<string, unknown>, at: number): AgentEvent[] {
    const key = idKey(message.id);
    const params = record(message.params);
    const toolCall = record(params?.toolCall);
    const options: OfferedOption[] = [];
    if (Array.isArray(params?.options)) {
      for (const raw of params.options) {
        const o = record(raw);
        const optionId = str(o?.optionId);
        const kind = str(o?.kind);
        if (optionId !== null && kind !== null) options.push({ optionId, kind });
      }
    }
    const out: AgentEvent[] = [];
    const toolCallId = str(toolCall?.toolCallId);
    // The request may be the first word of this call (Gemini): create it from the request.
    if (toolCall !== null && toolCallId !== null && !this.calls.has(toolCallId)) {
      out.push(...this.toolCall(toolCall, at));
    }
    const name =
      (toolCallId === null ? undefined : this.calls.get(toolCallId)?.name) ?? str(toolCall?.kind) ?? 'other';
    const title = str(toolCall?.title) ?? name;
    if (key !== null) this.asked.set(key, { toolCallId, tool: name, title, options });
    out.push({
      kind: 'notice',
      level: 'info',
      code: 'acp_permission',
      message: `the agent asks permission for ${title.slice(0, 200)}`,
      at,
    });
    return out;
  }

  private update(params: Record<string, unknown> | null, at: number): AgentEvent[] {
    const update = record(params?.update);
    const kind = str(update?.sessionUpdate);
    if (update === null || kind === null) return [unknownEvent('acp:invalid_update', at)];
    switch (kind) {
      case 'agent_message_chunk':
        return this.message(update, at);
      case 'agent_thought_chunk': {
        const out: AgentEvent[] = [];
        this.steps.open(at, this.model, out);
        this.steps.breakText();
        out.push({ kind: 'thinking', parentId: null, at });
        return out;
      }
      case 'tool_call':
        return this.toolCall(update, at);
      case 'tool_call_update':
        return this.toolCallUpdate(update, at);
      case 'plan':
        return this.plan(update, at);
      case 'usage_update': {
        const cost = record(update.cost);
        const amount = finiteOrNull(cost?.amount);
        // The session's cumulative cost, in the currency the agent names: only dollars are a cost.
        if (amount === null || (cost?.currency !== undefined && cost.currency !== 'USD')) return [];
        return [{ kind: 'usage', cumulative: true, messageId: null, tokens: null, costUsd: amount, at }];
      }
      default:
        return QUIET_UPDATES.has(kind) ? [] : [unknownEvent(`acp:${kind.slice(0, 60)}`, at)];
    }
  }

  private message(update: Record<string, unknown>, at: number): AgentEvent[] {
    const content = record(update.content);
    const text = str(content?.text);
    if (content?.type !== 'text' || text === null) return [];
    const out: AgentEvent[] = [];
    this.steps.open(at, this.model, out);
    const index = this.steps.textBlock();
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
    return out;
  }

  private toolCall(update: Record<string, unknown>, at: number): AgentEvent[] {
    const id = str(update.toolCallId);
    if (id === null) return [unknownEvent('invalid:acp:tool_call', at)];
    // An id heard before (a reused id, or a call its permission request created): an update.
    if (this.calls.has(id)) return this.toolCallUpdate(update, at);
    const name = str(update.kind) ?? 'other';
    const input = callInput(update);
    this.calls.set(id, { name, fields: describing(update), shown: input, done: false, denied: false });
    const out: AgentEvent[] = [];
    this.steps.open(at, this.model, out);
    this.steps.next();
    this.finalText = '';
    out.push({ kind: 'tool_call', id, name, input, parentId: null, at });
    out.push(...this.status(id, update, at));
    return out;
  }

  private toolCallUpdate(update: Record<string, unknown>, at: number): AgentEvent[] {
    const id = str(update.toolCallId);
    if (id === null) return [unknownEvent('invalid:acp:tool_call_update', at)];
    const call = this.calls.get(id);
    if (call === undefined) return this.toolCall(update, at);
    const out: AgentEvent[] = [];
    // The Claude adapter announces a call with `rawInput: {}` and says what it runs in an update:
    // the call is announced again with what is known now (the fold keeps the latest input while
    // the call runs).
    if (!call.done) {
      call.fields = { ...call.fields, ...describing(update) };
      const input = callInput(call.fields);
      if (showsMore(call.shown, input)) {
        call.shown = input;
        out.push({ kind: 'tool_call', id, name: call.name, input, parentId: null, at });
      }
    }
    out.push(...this.status(id, update, at));
    return out;
  }

  private status(id: string, update: Record<string, unknown>, at: number): AgentEvent[] {
    const call = this.calls.get(id)!;
    // A call Narrator refused stays denied, whatever the agent reports after.
    if (call.done) return [];
    const status = update.status;
    if (status !== 'completed' && status !== 'failed') return [];
    call.done = true;
    const raw = record(update.rawOutput);
    const output = contentText(update.content) ?? rawOutputText(raw) ?? outputText(update.rawOutput ?? null);
    const exitCode = finiteOrNull(raw?.exit_code ?? raw?.exitCode);
    return [this.toolResult(id, call.name, status === 'completed' ? 'ok' : 'error', output, at, exitCode)];
  }

  private toolResult(
    id: string,
    name: string,
    status: 'ok' | 'error',
    output: string | null,
    at: number,
    exitCode: number | null = null,
  ): AgentEvent {
    return {
      kind: 'tool_result',
      id,
      name,
      status,
      output,
      exitCode,
      durationMs: null,
      parentId: null,
      at,
    };
  }

  private plan(update: Record<string, unknown>, at: number): AgentEvent[] {
    if (!Array.isArray(update.entries)) return [unknownEvent('invalid:acp:plan', at)];
    const todos: TodoItem[] = [];
    for (const raw of update.entries) {
      const entry = record(raw);
      const content = str(entry?.content);
      if (content !== null) todos.push({ id: null, content, status: todoStatus(entry?.status) });
    }
    return [{ kind: 'todos', op: 'replace', todos, at }];
  }
}

/** Methods of ACP (both directions); JSON-RPC of other protocols (Codex's app-server) is no evidence. */
const ACP_METHOD = /^(?:initialize|authenticate|session\/[a-z_]+|fs\/[a-z_]+|terminal\/[a-z_]+)$/;

/**
 * Detection evidence: a `session/update` or `session/request_permission` decides (10), another ACP
 * method is strong (5), a bare JSON-RPC response a hint (2); a recorded Narrator message decides.
 */
export function score(frame: Record<string, unknown>): number {
  if (Object.hasOwn(frame, DIRECTION_KEY)) {
    const d = frame[DIRECTION_KEY];
    return d === 'sent' || d === 'received' ? 10 : 0;
  }
  if (frame.jsonrpc !== '2.0') return 0;
  const method = frame.method;
  if (method === 'session/update' || method === 'session/request_permission') return 10;
  if (typeof method === 'string') return ACP_METHOD.test(method) ? 5 : 0;
  return 'result' in frame || 'error' in frame ? 2 : 0;
}

export const acp: DialectDefinition = {
  // Narrator ends the ACP agent (a server) after its turn: the exit status after it is Narrator's.
  endedByClientAfterResult: true,
  name: 'acp',
  // ACP has no retry notification; agents retry silently before answering the prompt.
  reportsRetries: false,
  createParser: () => new AcpParser(),
  score,
};
