/**
 * Runs an agent that speaks the Agent Client Protocol over its stdio, as Narrator's ACP client
 * (the official SDK, `@agentclientprotocol/sdk`, loaded only when an ACP run starts):
 * `initialize` (protocol version 1, no client `fs` or `terminal` capability, so the agent uses its
 * own tools), `session/new` (the working directory, no MCP servers), `session/prompt` with the
 * prompt. Permission requests are answered from `permission-mode` (permissions.ts).
 *
 * The traffic in both directions is the run's stream: every message, as it passes, becomes a line
 * of the recording (src/stream/acp-record.ts) handed to `onStdout`, so the fold, the stream log and
 * a replay read the same thing. The SDK answers what Narrator does not serve (fs, terminal,
 * unknown methods) with a JSON-RPC error, so an agent waiting on one never hangs the run.
 *
 * A maintainer's steers (steer-queue.ts) that came while a turn ran go as the next `session/prompt`
 * once the turn ends `end_turn`, and the run goes on with that turn; a turn is never cancelled for
 * a steer. Any other end, or a stop, ends the session and what waits goes to the next run.
 *
 * ACP agents do not exit after their last turn: once it is answered, stdin is closed, and the
 * agent is signalled (SIGTERM, then SIGKILL) if it is still there after a grace. The exit status
 * that follows a stop reason does not change the outcome (the `acp` dialect's terminal frame is the
 * prompt's answer). A stop (timeouts, the job's cancellation, or any caller of `cancel`) is gentle
 * first: `session/cancel`, open permission requests answered `cancelled`, a short wait for the
 * prompt's `stopReason: "cancelled"`, then the signals.
 */
import { recordLine, recordReceived } from '../../stream/acp-record.js';
import type { StopRequest } from '../../stream/events.js';
import { LineSplitter } from '../../stream/lines.js';
import type { LaunchOptions, RunningAgent } from '../launch.js';
import { AgentProcess, type StoppedBy } from '../lifecycle.js';
import { acpMcpServers, type McpServerConfig } from '../mcp-config.js';
import {
  callPaths,
  choosePermission,
  MAX_CALL_PATHS,
  type OfferedOption,
  type PermissionDecision,
} from './permissions.js';
import { askingModeOf } from './recipes.js';
import type { AcpSteers } from './steer-queue.js';

export interface AcpLaunchOptions extends Omit<LaunchOptions, 'stdin' | 'stdoutDir'> {
  prompt: string;
  permissionMode: string | null;
  /** After the turn, how long the agent may take to exit on its own once stdin is closed. */
  exitGraceMs?: number;
  /** After `session/cancel`, how long to wait for the prompt's answer before signalling. */
  cancelWaitMs?: number;
  /** Narrator's version, for `clientInfo`. */
  clientVersion?: string;
  /**
   * A session mode to switch to after `session/new` (`session/set_mode`), when the agent offers it
   * and is not in it already: the mode in which the agent asks, whatever the repository's settings
   * name as its default. Absent: the asking mode of an agent known by its `agentInfo.name`
   * (recipes.ts); null: none.
   */
  sessionMode?: string | null;
  /** `_meta` of `session/new`, for an adapter that takes its agent's options there (recipes.ts). */
  sessionMeta?: Record<string, unknown> | null;
  /**
   * A stored session to continue, its files already restored into the agent's HOME
   * (src/action/launch/session.ts): `session/resume` when the agent's `initialize` offers it (no
   * replay of the history), else `session/load`. An agent that offers neither, or refuses the id,
   * gets a new session and `onNotice` says why.
   */
  resumeSessionId?: string | null;
  /**
   * What became of `resumeSessionId`: continued, or not and why (the views say "context reset"
   * instead of the "resumed" the launch planned). Called once, before the prompt is sent.
   */
  onResume?: (outcome: { resumed: true } | { resumed: false; why: string }) => void;
  /** `mcp-config`: the MCP servers given to the agent in `session/new` (src/agent/mcp-config.ts). */
  mcpServers?: readonly McpServerConfig[];
  /** A line for the job log: an MCP server the agent cannot take (http or sse it does not support). */
  onNotice?: (line: string) => void;
  /**
   * A maintainer decides this request on the PR (input `ask`, src/action/live/converse.ts): the
   * answer, or null when no rule asks about it (then `permission-mode` decides, as always).
   */
  askPermission?(request: AcpAsk): Promise<'allow' | 'reject'> | null;
  /**
   * A maintainer's steers (`max-steers`, steer-queue.ts): those that came while a turn ran go as
   * the next `session/prompt` when it ends `end_turn`, in one prompt, in order; the turn is never
   * cancelled for them. The run's limits hold over every turn (the wall and idle timeouts are the
   * process's; a stop ends the session whatever waits).
   */
  steers?: AcpSteers;
}

/** A permission request as the conversation reads it: the tool by name, its input. */
export interface AcpAsk {
  /** The tool's own name when the adapter says it (Claude's `_meta.claudeCode.toolName`), else `Bash` for a command, else the title. */
  tool: string;
  input: unknown;
  title: string | null;
}

/** The tool's name for the `ask` rules: the adapter's own, `Bash` for a command, else its title. */
export function acpToolName(toolCall: {
  kind?: string | null;
  title?: string | null;
  _meta?: unknown;
}): string {
  const meta = toolCall._meta;
  if (typeof meta === 'object' && meta !== null) {
    const claude = (meta as Record<string, unknown>)['claudeCode'];
    if (typeof claude === 'object' && claude !== null) {
      const name = (claude as Record<string, unknown>)['toolName'];
      if (typeof name === 'string' && name !== '') return name;
    }
  }
  if (toolCall.kind === 'execute') return 'Bash';
  return toolCall.title ?? '';
}

/**
 * The call's input for the `ask` rules and the card: its raw input; else, for a command, the
 * command as its title says it. Gemini CLI 0.61 asks about a shell command with no `rawInput` and
 * the exact command line as the title (measured), so `Bash(git push:*)` could not match it.
 */
export function acpAskInput(toolCall: {
  kind?: string | null;
  title?: string | null;
  rawInput?: unknown;
}): unknown {
  if (toolCall.rawInput !== undefined && toolCall.rawInput !== null) return toolCall.rawInput;
  if (toolCall.kind === 'execute' && typeof toolCall.title === 'string' && toolCall.title.trim() !== '')
    return { command: toolCall.title };
  return toolCall.rawInput;
}

export interface RunningAcpAgent extends RunningAgent {
  /**
   * Cancels the turn gently (`session/cancel`, open permission requests `cancelled`), waits up to
   * `cancelWaitMs` (a `requested` stop: `killGraceMs`) for the agent's answer, then ends the
   * process. `stop(reason, request)`, the launcher's one stop entry point, calls it.
   */
  cancel(reason: StoppedBy, request?: StopRequest): Promise<void>;
}

const DEFAULT_EXIT_GRACE_MS = 1_000;
const DEFAULT_CANCEL_WAIT_MS = 1_000;
/** After the agent exits, how long the protocol may take to notice (its requests fail). */
const PROTOCOL_SETTLE_MS = 1_000;
const NEWLINE = Buffer.from('\n');

type JsonObject = Record<string, unknown>;

/**
 * An agent's JSON-RPC error, as a reason a person can read: its code, message and the details it
 * gave (Gemini CLI puts the real reason in `data.details`, under a generic "Internal error").
 */
function refusal(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; data?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const data = typeof e.data === 'object' && e.data !== null ? (e.data as Record<string, unknown>) : {};
  const details =
    typeof e.data === 'string' ? e.data : typeof data['details'] === 'string' ? data['details'] : '';
  const code = typeof e.code === 'number' ? `${e.code} ` : '';
  const text = details && !message.includes(details) ? `${message}: ${details}` : message;
  return `${code}${text}`.slice(0, 300);
}

export function launchAcpAgent(o: AcpLaunchOptions): RunningAcpAgent {
  const life = new AgentProcess(o, { stdin: 'pipe', stdout: 'pipe' });
  const child = life.child;

  // --- the recording: every message in both directions, in the order it passed ----------------
  const record = (line: string, at: number): void => {
    o.onStdout(Buffer.concat([Buffer.from(line), NEWLINE]), at);
  };

  /** Messages for the SDK, parsed from the agent's stdout. */
  let deliver: ((message: JsonObject) => void) | null = null;
  let endDelivery: (() => void) | null = null;
  const pending: JsonObject[] = [];
  let stdoutEnded = false;
  /** Tool call kinds as announced (`tool_call`), for permission answers. */
  const announcedKinds = new Map<string, string>();
  /** The paths each tool call named as announced and updated, for permission answers. */
  const announcedPaths = new Map<string, string[]>();

  const received = (line: string, at: number): void => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      // Not JSON: recorded (the fold counts it), not answered (there is no id to answer).
      record(line, at);
      return;
    }
    record(recordReceived(line, parsed), at);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return;
    const message = parsed as JsonObject;
    noteKinds(message, announcedKinds, announcedPaths);
    // Notifications are folded from the recording; the SDK has nothing to do with them, and its
    // schema check of each (a 2 MiB chunk, an update kind it does not know) would only cost time
    // and print complaints.
    if (typeof message.method === 'string' && !Object.hasOwn(message, 'id')) return;
    if (deliver !== null) deliver(message);
    else pending.push(message);
  };

  const splitter = new LineSplitter();
  child.stdout?.on('data', (chunk: Buffer) => {
    const at = Date.now();
    life.active(at);
    for (const item of splitter.push(chunk)) {
      if (typeof item === 'string') received(item, at);
      // Over the cap or not UTF-8: recorded as the sample, which the fold counts as a bad line.
      else record(`${item.problem} (${item.bytes} bytes): ${item.sample}`, at);
    }
  });
  child.stdout?.on('end', () => {
    const at = Date.now();
    for (const item of splitter.end()) {
      if (typeof item === 'string') received(item, at);
      else record(`${item.problem} (${item.bytes} bytes): ${item.sample}`, at);
    }
    stdoutEnded = true;
    endDelivery?.();
  });

  const send = (message: JsonObject): void => {
    record(recordLine('sent', message), Date.now());
    if (child.stdin && !child.stdin.destroyed && child.stdin.writable) {
      child.stdin.write(`${JSON.stringify(message)}\n`);
    }
  };

  // --- ending the process ----------------------------------------------------------------------
  /** The exit grace under way after the turn (stdin closed, SIGTERM pending), if any. */
  let ending: NodeJS.Timeout | null = null;
  /** Permission requests waiting for a maintainer (askPermission): answered `cancelled` by a stop. */
  const waitingAnswers = new Set<(side: 'allow' | 'reject' | 'cancelled') => void>();

  /** Close stdin; SIGTERM after `graceMs` if still running; SIGKILL after the kill grace. */
  const endProcess = (graceMs: number): void => {
    if (ending !== null) return;
    child.stdin?.end();
    ending = life.later(graceMs, () => {
      if (!life.hasExited) life.terminate();
    });
  };

  // --- the protocol ----------------------------------------------------------------------------
  let sessionId: string | null = null;
  let promptSettled = false;
  let promptDone: Promise<unknown> = Promise.resolve();
  /** The last turn's stop reason (null: none answered yet, or an error). */
  let lastStopReason: string | null = null;

  const run = async (): Promise<void> => {
    const acp = await import('@agentclientprotocol/sdk');
    const readable = new ReadableStream<JsonObject>({
      start(controller) {
        deliver = (m) => controller.enqueue(m);
        endDelivery = () => {
          try {
            controller.close();
          } catch {
            // Already closed.
          }
        };
        for (const m of pending.splice(0)) controller.enqueue(m);
        if (stdoutEnded) endDelivery();
      },
    });
    const writable = new WritableStream<JsonObject>({
      write(message) {
        send(message);
      },
    });
    const app = acp
      .client({ name: 'narrator' })
      .onRequest(acp.methods.client.session.requestPermission, async ({ params }) => {
        const options: OfferedOption[] = params.options.map((opt) => ({
          optionId: opt.optionId,
          kind: opt.kind,
        }));
        const callId = params.toolCall.toolCallId;
        const kinds = [params.toolCall.kind ?? null, announcedKinds.get(callId) ?? null];
        // Where the call reaches: what it named when announced and what it names now.
        const paths = callPaths(params.toolCall, [...(announcedPaths.get(callId) ?? [])]);
        const home = o.env['HOME'] || undefined;
        // Answered at once, so none is left open when a cancel comes; one that arrives after it is
        // answered `cancelled`, as ACP asks of a client that cancelled the turn.
        const decision: PermissionDecision =
          life.stoppedBy !== null
            ? { outcome: 'cancelled' }
            : choosePermission(o.permissionMode, kinds, options, { paths, cwd: o.cwd, home });
        // A call an `ask` rule names waits for a maintainer; a cancel meanwhile answers `cancelled`.
        const asked =
          life.stoppedBy === null && o.askPermission
            ? o.askPermission({
                tool: acpToolName(params.toolCall),
                input: acpAskInput(params.toolCall),
                title: params.toolCall.title ?? null,
              })
            : null;
        if (asked !== null) {
          const side = await new Promise<'allow' | 'reject' | 'cancelled'>((resolve) => {
            waitingAnswers.add(resolve);
            asked.then(resolve, () => resolve('reject'));
          });
          if (side === 'cancelled' || life.stoppedBy !== null) return { outcome: { outcome: 'cancelled' } };
          const pick =
            options.find((opt) => opt.kind === `${side}_once`) ??
            options.find((opt) => opt.kind === `${side}_always`);
          return {
            outcome: pick ? { outcome: 'selected', optionId: pick.optionId } : { outcome: 'cancelled' },
          };
        }
        return { outcome: decision };
      })
      // Notifications never reach the SDK (see `received`); this only keeps it from complaining.
      .onNotification('*', () => {});
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's Stream type wants its own message union.
    const stream = { readable, writable } as any;
    await app.connectWith(stream, async (ctx) => {
      const version = o.clientVersion ?? '0';
      const init = await ctx.request(acp.methods.agent.initialize, {
        protocolVersion: 1,
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
        clientInfo: { name: 'narrator', version },
      });
      const mcp = acpMcpServers(o.mcpServers ?? [], init.agentCapabilities?.mcpCapabilities);
      if (mcp.skipped.length > 0) {
        o.onNotice?.(
          `the agent does not take http or sse MCP servers over ACP (its initialize says no): ${mcp.skipped.join(', ')} not given to it`,
        );
      }
      const params = {
        cwd: o.cwd,
        // ACP v1's shape (the protocol version Narrator speaks); the SDK's types are of a later
        // draft (stdio servers with a `type`), which a v1 agent does not expect.
        mcpServers: mcp.servers as never,
        ...(o.sessionMeta ? { _meta: o.sessionMeta } : {}),
      };
      type Opened = {
        sessionId?: string;
        modes?: import('@agentclientprotocol/sdk').SessionModeState | null;
      };
      let session: Opened | null = null;
      const resumeId = o.resumeSessionId ?? null;
      if (resumeId !== null) {
        const caps = init.agentCapabilities;
        const how = caps?.sessionCapabilities?.resume ? 'resume' : caps?.loadSession ? 'load' : null;
        if (how === null) {
          o.onNotice?.(
            `fresh session: the agent's initialize offers neither session/resume nor session/load, so Narrator cannot continue session ${resumeId}`,
          );
          o.onResume?.({
            resumed: false,
            why: "the agent's initialize offers neither session/resume nor session/load",
          });
        } else {
          try {
            const method =
              how === 'resume' ? acp.methods.agent.session.resume : acp.methods.agent.session.load;
            session = (await ctx.request(method, { ...params, sessionId: resumeId } as never)) as Opened;
            sessionId = resumeId;
            o.onResume?.({ resumed: true });
          } catch (error) {
            const why = refusal(error);
            o.onNotice?.(
              `fresh session: the agent could not ${how} session ${resumeId} (${why}): Narrator started a new one`,
            );
            o.onResume?.({ resumed: false, why: `the agent refused session/${how}: ${why}` });
          }
        }
      }
      if (session === null) {
        session = (await ctx.request(acp.methods.agent.session.new, params)) as Opened;
        sessionId = session.sessionId ?? null;
      }
      if (sessionId === null) return;
      // The launcher's mode, else the asking mode of an agent known to start in one the
      // repository chooses (whoever launched it: a recipe, a `command`, the CLI).
      const mode = o.sessionMode === undefined ? askingModeOf(init.agentInfo?.name ?? null) : o.sessionMode;
      const modes = session.modes;
      if (
        mode !== null &&
        modes != null &&
        modes.currentModeId !== mode &&
        modes.availableModes.some((m) => m.id === mode)
      ) {
        await ctx.request(acp.methods.agent.session.setMode, { sessionId, modeId: mode });
      }
      // The prompt, then a turn for each batch of steers that came while the last one ran.
      let texts: readonly string[] = [o.prompt];
      for (;;) {
        if (life.stoppedBy !== null) return;
        promptSettled = false;
        lastStopReason = null;
        const asked = ctx.request(acp.methods.agent.session.prompt, {
          sessionId,
          prompt: texts.map((text) => ({ type: 'text' as const, text })),
        });
        promptDone = asked;
        let answer: { stopReason?: string } | null = null;
        try {
          answer = (await asked) as { stopReason?: string };
        } finally {
          promptSettled = true;
        }
        lastStopReason = answer?.stopReason ?? null;
        // Only a turn the agent ended itself goes on: a stop, a refusal, max tokens or max turn
        // requests end the session, and what waits goes to the next run.
        if (o.steers === undefined || lastStopReason !== 'end_turn' || life.stoppedBy !== null) return;
        const next = o.steers.queue.take();
        if (next.length === 0) return;
        try {
          o.steers.onTaken(next);
        } catch {
          // Recording that they were taken failed; they go to the agent all the same.
        }
        texts = next;
      }
    });
  };

  const protocol = run()
    .catch(() => {
      // The agent died, answered with an error, or broke the protocol: the recording holds what it
      // said and the exit (with stderr) says the rest.
    })
    .finally(() => {
      // No more turns: a steer waiting now, or coming later, is for the next run.
      if (o.steers === undefined) return;
      const left = o.steers.queue.close();
      const why =
        life.stoppedBy !== null
          ? `the run was stopped (${life.stoppedBy}) before the agent's turn ended`
          : lastStopReason === 'end_turn'
            ? 'the agent had finished its turn'
            : lastStopReason === null
              ? "the agent's turn ended in an error"
              : `the agent's turn ended with ${lastStopReason}`;
      try {
        o.steers.onClosed(left, why);
      } catch {
        // The conversation's trouble must not keep the agent from being ended.
      }
    });
  void protocol.then(() => endProcess(o.exitGraceMs ?? DEFAULT_EXIT_GRACE_MS));

  /** A cancel is waiting for the agent's answer (`life.gentle`); this ends the wait at once. */
  let wakeCancel: (() => void) | null = null;

  /** The gentle stop of a turn whose reason `life` has recorded. */
  const cancelTurn = async (reason: StoppedBy): Promise<void> => {
    // Requests waiting for a maintainer are answered `cancelled` now.
    for (const resolve of waitingAnswers) resolve('cancelled');
    waitingAnswers.clear();
    if (sessionId !== null && !promptSettled) {
      send({ jsonrpc: '2.0', method: 'session/cancel', params: { sessionId } });
      // A person asking from the PR gives the agent the whole grace to end its turn and report;
      // our own limits and the runner's cancellation wait only briefly.
      const wait = reason === 'requested' ? o.killGraceMs : (o.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS);
      let timer: NodeJS.Timeout | undefined;
      life.gentle = true;
      await Promise.race([
        promptDone.catch(() => {}),
        life.exited,
        new Promise<void>((resolve) => {
          wakeCancel = resolve;
          timer = setTimeout(resolve, wait);
        }),
      ]);
      life.gentle = false;
      clearTimeout(timer);
    }
    // The turn is over (or would not end): stop the process now, not after the exit grace.
    if (ending !== null) life.cancelTimers([ending]);
    ending = null;
    endProcess(0);
  };

  const cancel = async (reason: StoppedBy, request?: StopRequest): Promise<void> => {
    if (!life.claim(reason, null, request)) return;
    await cancelTurn(reason);
  };

  life.arm({
    begin(reason) {
      void cancelTurn(reason);
    },
    // The runner cancelling (or a limit) while a requested stop waits for the agent's answer: end
    // the wait now.
    escalate() {
      wakeCancel?.();
    },
  });

  const done = life.finish(async () => {
    // Let the protocol notice the end of stdout (pending requests fail) before returning.
    (endDelivery as (() => void) | null)?.();
    await Promise.race([protocol, new Promise((resolve) => setTimeout(resolve, PROTOCOL_SETTLE_MS).unref())]);
    return null;
  });

  return { stop: (reason, request) => life.stop(reason, null, request), cancel, done };
}

/**
 * Remembers the kind each tool call was announced with (a `session/update` of `tool_call`), and the
 * paths it named there and in its updates (`tool_call_update`).
 */
function noteKinds(message: JsonObject, kinds: Map<string, string>, paths: Map<string, string[]>): void {
  if (message.method !== 'session/update') return;
  const params = message.params as JsonObject | undefined;
  const update = params?.update as JsonObject | undefined;
  const type = update?.sessionUpdate;
  if (type !== 'tool_call' && type !== 'tool_call_update') return;
  const id = update?.toolCallId;
  if (typeof id !== 'string') return;
  const named = callPaths(update);
  if (named.length > 0) {
    const known = paths.get(id) ?? [];
    for (const p of named) if (known.length <= MAX_CALL_PATHS && !known.includes(p)) known.push(p);
    paths.set(id, known);
  }
  if (type !== 'tool_call') return;
  const kind = update?.kind;
  if (typeof kind === 'string' && !kinds.has(id)) kinds.set(id, kind);
}
