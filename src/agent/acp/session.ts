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
 * ACP agents do not exit after the turn: once the prompt is answered, stdin is closed, and the
 * agent is signalled (SIGTERM, then SIGKILL) if it is still there after a grace. The exit status
 * that follows a stop reason does not change the outcome (the `acp` dialect's terminal frame is the
 * prompt's answer). A stop (timeouts, the job's cancellation, or any caller of `cancel`) is gentle
 * first: `session/cancel`, open permission requests answered `cancelled`, a short wait for the
 * prompt's `stopReason: "cancelled"`, then the signals.
 */
import { execa } from 'execa';
import { previewTail } from '../../run/preview.js';
import { recordLine, recordReceived } from '../../stream/acp-record.js';
import type { StopRequest } from '../../stream/events.js';
import { LineSplitter } from '../../stream/lines.js';
import {
  type ExitInfo,
  type LaunchOptions,
  type RunningAgent,
  type StoppedBy,
  spawnPlan,
} from '../launch.js';
import { acpMcpServers, type McpServerConfig } from '../mcp-config.js';
import { signalTree } from '../process-tree.js';
import {
  callPaths,
  choosePermission,
  MAX_CALL_PATHS,
  type OfferedOption,
  type PermissionDecision,
} from './permissions.js';
import { askingModeOf } from './recipes.js';

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
  /** `mcp-config`: the MCP servers given to the agent in `session/new` (src/agent/mcp-config.ts). */
  mcpServers?: readonly McpServerConfig[];
  /** A line for the job log: an MCP server the agent cannot take (http or sse it does not support). */
  onNotice?: (line: string) => void;
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
const DEFAULT_STDERR_TAIL = 8 * 1024;
/** After the agent exits, how long what it left running may keep its pipes open. */
const DRAIN_AFTER_EXIT_MS = 1_000;
/** After the agent exits, how long the protocol may take to notice (its requests fail). */
const PROTOCOL_SETTLE_MS = 1_000;
const NEWLINE = Buffer.from('\n');

type JsonObject = Record<string, unknown>;

export function launchAcpAgent(o: AcpLaunchOptions): RunningAcpAgent {
  const stderrChunks: Buffer[] = [];
  let stderrBytes = 0;
  const tailLimit = o.stderrTailBytes ?? DEFAULT_STDERR_TAIL;
  let lastLineAt = Date.now();

  const plan = spawnPlan(o);
  const child = execa(plan.file, plan.args, {
    cwd: o.cwd,
    env: o.env,
    extendEnv: false,
    shell: false,
    detached: true,
    cleanup: false,
    reject: false,
    buffer: false,
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const pid = child.pid;
  o.onSpawn?.(pid, Date.now());

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
    lastLineAt = at;
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
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrChunks.push(chunk);
    stderrBytes += chunk.length;
    while (stderrChunks.length > 1 && stderrBytes - stderrChunks[0]!.length >= tailLimit) {
      stderrBytes -= stderrChunks.shift()!.length;
    }
    o.onStderr?.(chunk);
  });
  child.stdin?.on('error', () => {});

  const send = (message: JsonObject): void => {
    record(recordLine('sent', message), Date.now());
    if (child.stdin && !child.stdin.destroyed && child.stdin.writable) {
      child.stdin.write(`${JSON.stringify(message)}\n`);
    }
  };

  // --- ending the process ----------------------------------------------------------------------
  let exited = false;
  let stoppedBy: StoppedBy | null = null;
  let limitMs: number | null = null;
  /** The runner is cancelling the job: the SIGKILL comes sooner, so the views still get written. */
  let shortGrace = false;
  let tree: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  let ending = false;

  const exitPromise = new Promise<void>((resolve) => {
    child.nodeChildProcess.on('exit', () => {
      exited = true;
      resolve();
      // What it left running may still hold stdout and stderr: a moment to finish, then it goes.
      const t = setTimeout(() => {
        signalTree(pid, 'SIGKILL', tree, plan.kill);
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, DRAIN_AFTER_EXIT_MS);
      t.unref();
      timers.push(t);
    });
  });

  /** Close stdin; SIGTERM after `graceMs` if still running; SIGKILL after the kill grace. */
  const endProcess = (graceMs: number): void => {
    if (ending) return;
    ending = true;
    child.stdin?.end();
    const term = setTimeout(() => {
      if (exited) return;
      tree = signalTree(pid, 'SIGTERM', tree, plan.kill);
      const killGrace = shortGrace ? (o.cancelGraceMs ?? Math.min(o.killGraceMs, 2_500)) : o.killGraceMs;
      const kill = setTimeout(() => {
        tree = signalTree(pid, 'SIGKILL', tree, plan.kill);
      }, killGrace);
      kill.unref();
      timers.push(kill);
    }, graceMs);
    term.unref();
    timers.push(term);
  };

  // --- the protocol ----------------------------------------------------------------------------
  let sessionId: string | null = null;
  let promptSettled = false;
  let promptDone: Promise<unknown> = Promise.resolve();

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
      .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
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
          stoppedBy !== null
            ? { outcome: 'cancelled' }
            : choosePermission(o.permissionMode, kinds, options, { paths, cwd: o.cwd, home });
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
      const session = await ctx.request(acp.methods.agent.session.new, {
        cwd: o.cwd,
        // ACP v1's shape (the protocol version Narrator speaks); the SDK's types are of a later
        // draft (stdio servers with a `type`), which a v1 agent does not expect.
        mcpServers: mcp.servers as never,
        ...(o.sessionMeta ? { _meta: o.sessionMeta } : {}),
      });
      sessionId = session.sessionId;
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
      if (stoppedBy !== null) return;
      promptDone = ctx.request(acp.methods.agent.session.prompt, {
        sessionId,
        prompt: [{ type: 'text', text: o.prompt }],
      });
      try {
        await promptDone;
      } finally {
        promptSettled = true;
      }
    });
  };

  const protocol = run().catch(() => {
    // The agent died, answered with an error, or broke the protocol: the recording holds what it
    // said and the exit (with stderr) says the rest.
  });
  void protocol.then(() => endProcess(o.exitGraceMs ?? DEFAULT_EXIT_GRACE_MS));

  let stopRequest: StopRequest | null = null;
  /** A cancel is waiting for the agent's answer; `wakeCancel` ends the wait at once. */
  let cancelling = false;
  let wakeCancel: (() => void) | null = null;

  const cancel = async (reason: StoppedBy, request?: StopRequest): Promise<void> => {
    if (stoppedBy !== null || exited) return;
    stoppedBy = reason;
    stopRequest = request ?? null;
    if (reason === 'cancelled') shortGrace = true;
    if (sessionId !== null && !promptSettled) {
      send({ jsonrpc: '2.0', method: 'session/cancel', params: { sessionId } });
      // A person asking from the PR gives the agent the whole grace to end its turn and report;
      // our own limits and the runner's cancellation wait only briefly.
      const wait = reason === 'requested' ? o.killGraceMs : (o.cancelWaitMs ?? DEFAULT_CANCEL_WAIT_MS);
      let timer: NodeJS.Timeout | undefined;
      cancelling = true;
      await Promise.race([
        promptDone.catch(() => {}),
        exitPromise,
        new Promise<void>((resolve) => {
          wakeCancel = resolve;
          timer = setTimeout(resolve, wait);
        }),
      ]);
      cancelling = false;
      clearTimeout(timer);
    }
    // The turn is over (or would not end): stop the process now, not after the exit grace.
    ending = false;
    for (const t of timers) clearTimeout(t);
    endProcess(0);
  };

  const stop = (reason: StoppedBy, limit: number | null = null, request?: StopRequest): void => {
    if (exited) return;
    // The runner cancelling (or a limit) while a requested stop waits for the agent's answer: end
    // it now; the requested stop keeps its say in the outcome.
    if (cancelling && reason !== 'requested') {
      if (reason === 'cancelled') shortGrace = true;
      wakeCancel?.();
      return;
    }
    if (stoppedBy !== null) return;
    limitMs = limit;
    void cancel(reason, request);
  };

  if (o.timeoutMs > 0) timers.push(setTimeout(() => stop('wall_timeout', o.timeoutMs), o.timeoutMs));
  if (o.idleTimeoutMs > 0) {
    const check = (): void => {
      if (exited || stoppedBy) return;
      const idle = Date.now() - lastLineAt;
      if (idle >= o.idleTimeoutMs) stop('idle_timeout', o.idleTimeoutMs);
      else timers.push(setTimeout(check, o.idleTimeoutMs - idle));
    };
    timers.push(setTimeout(check, o.idleTimeoutMs));
  }

  const done = (async (): Promise<ExitInfo> => {
    const result = await child;
    for (const t of timers) clearTimeout(t);
    signalTree(pid, 'SIGKILL', tree, plan.kill);
    // Let the protocol notice the end of stdout (pending requests fail) before returning.
    (endDelivery as (() => void) | null)?.();
    await Promise.race([protocol, new Promise((resolve) => setTimeout(resolve, PROTOCOL_SETTLE_MS).unref())]);
    const all = Buffer.concat(stderrChunks);
    let tail: string | null = null;
    if (all.length > 0) {
      const text = all.subarray(Math.max(0, all.length - tailLimit)).toString('utf8');
      tail = all.length > tailLimit ? previewTail(text.replace(/^\uFFFD+/, '')) : text;
    }
    let exitCode = typeof result.exitCode === 'number' ? result.exitCode : null;
    if (result.failed && exitCode === null && result.signal === undefined) {
      exitCode = 127;
      const message = result.originalMessage || result.shortMessage || 'the agent could not be started';
      tail = tail ? `${tail}\n${message}` : message;
    }
    return { exitCode, signal: result.signal ?? null, stderrTail: tail, stoppedBy, limitMs, stopRequest };
  })();

  return { stop: (reason, request) => stop(reason, null, request), cancel, done };
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
