/**
 * Talking back to a running Claude Code (`--input-format stream-json --permission-prompt-tool
 * stdio`): its permission requests read from its stdout (`control_request` / `can_use_tool`), the
 * host's decisions and a maintainer's steers written to its stdin as NDJSON frames. Measured with
 * Claude Code 2.1.330 against the loopback model server: the prompt is taken as a `user` frame, a
 * call outside allowed-tools asks `can_use_tool` and waits for the `control_response`, a `user`
 * frame written mid-run is taken after the current tool call (replayed with `isReplay: true` under
 * `--replay-user-messages`, and sent to the model as "The user sent a new message while you were
 * working"), and the CLI stays alive after its `result` until stdin is closed.
 *
 * Hostile stream: a control frame that is not JSON or lacks its id is reported and never
 * answered; another subtype is answered with an error; more than MAX_OPEN requests at once are
 * denied at once; the same call asked more than MAX_SAME_ASKS times is denied without asking.
 */
import { type LineItem, LineSplitter } from '../stream/lines.js';

export interface ControlAsk {
  requestId: string;
  toolName: string;
  input: unknown;
  description: string | null;
  blockedPath: string | null;
  toolUseId: string | null;
}

export type ControlDecision =
  | { behavior: 'allow'; updatedInput: Record<string, unknown> }
  | { behavior: 'deny'; message: string };

/** Requests open at once at most; more are denied at once (a flood). */
export const MAX_OPEN = 16;
/** The same call (tool and input) asked at most this often in a run; then denied unasked. */
export const MAX_SAME_ASKS = 3;
/** A control line longer than this is not read (an ask is small). */
const MAX_CONTROL_LINE = 1024 * 1024;

export interface ClaudeInputOptions {
  /** Writes one line to the agent's stdin; false when stdin is gone. */
  write(line: string): boolean;
  /** Closes the agent's stdin (it then ends after its result). */
  end(): void;
  /** A request to decide; answer it with respond(). */
  onAsk(ask: ControlAsk): void;
  /** A replayed user message (a steer the CLI took), by its text. */
  onUserEcho?(text: string): void;
  /** The CLI's result frame (its turn ended). */
  onResult?(): void;
  log(message: string): void;
}

export class ClaudeInput {
  readonly #o: ClaudeInputOptions;
  readonly #lines: LineSplitter;
  readonly #open = new Set<string>();
  readonly #asked = new Map<string, number>();
  /**
   * ExitPlanMode's input as the model wrote it, by tool_use id: Claude Code 2.1.330 asks about the
   * call with an empty input (measured), and a maintainer must see the plan they approve.
   */
  readonly #plans = new Map<string, unknown>();
  #ended = false;

  constructor(o: ClaudeInputOptions) {
    this.#o = o;
    this.#lines = new LineSplitter({ maxLineBytes: MAX_CONTROL_LINE });
  }

  /** The first frame: the prompt as a user message. */
  sendPrompt(prompt: string): void {
    this.#write({ type: 'user', message: { role: 'user', content: prompt } });
  }

  /** A user message mid-run (a steer). False when stdin is closed. */
  say(text: string): boolean {
    if (this.#ended) return false;
    return this.#write({ type: 'user', message: { role: 'user', content: text } });
  }

  respond(requestId: string, decision: ControlDecision): void {
    if (!this.#open.delete(requestId)) return;
    this.#write({
      type: 'control_response',
      response: { subtype: 'success', request_id: requestId, response: decision },
    });
  }

  /** Requests not answered yet. */
  get open(): string[] {
    return [...this.#open];
  }

  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#o.end();
  }

  /** Every stdout chunk of the agent, as it arrives. */
  push(chunk: Uint8Array): void {
    for (const line of this.#lines.push(chunk)) this.#line(line);
  }

  #write(frame: unknown): boolean {
    if (this.#ended) return false;
    return this.#o.write(`${JSON.stringify(frame)}\n`);
  }

  #line(line: LineItem): void {
    if (typeof line !== 'string') return;
    // Cheap test first: most lines are the agent's narration.
    const control = line.includes('"control_request"');
    const echo = line.includes('"isReplay"');
    const result = line.startsWith('{"type":"result"') || line.includes('"type":"result"');
    const plan = line.includes('"ExitPlanMode"') && line.startsWith('{"type":"assistant"');
    if (!control && !echo && !result && !plan) return;
    let frame: unknown;
    try {
      frame = JSON.parse(line);
    } catch {
      if (control) this.#o.log('the agent wrote a control request that is not JSON; it was not answered');
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    const f = frame as Record<string, unknown>;
    if (f['type'] === 'assistant') {
      this.#rememberPlan(f['message']);
      return;
    }
    if (f['type'] === 'result') {
      this.#o.onResult?.();
      return;
    }
    if (f['type'] === 'user' && f['isReplay'] === true) {
      const message = f['message'] as Record<string, unknown> | undefined;
      const content = message && typeof message === 'object' ? message['content'] : undefined;
      if (typeof content === 'string') this.#o.onUserEcho?.(content);
      return;
    }
    if (f['type'] !== 'control_request') return;
    const id = f['request_id'];
    const request = f['request'];
    if (
      typeof id !== 'string' ||
      id === '' ||
      id.length > 200 ||
      typeof request !== 'object' ||
      request === null
    ) {
      this.#o.log('the agent wrote a control request without an id or a request; it was not answered');
      return;
    }
    const r = request as Record<string, unknown>;
    if (r['subtype'] !== 'can_use_tool') {
      this.#write({
        type: 'control_response',
        response: {
          subtype: 'error',
          request_id: id,
          error: `Narrator does not handle '${String(r['subtype']).slice(0, 50)}' requests`,
        },
      });
      return;
    }
    if (this.#open.has(id)) {
      this.#o.log(`the agent asked request ${id.slice(0, 40)} twice; the second was ignored`);
      return;
    }
    const toolName = typeof r['tool_name'] === 'string' ? r['tool_name'] : '';
    if (toolName === '') {
      this.#open.add(id);
      this.respond(id, { behavior: 'deny', message: 'Narrator: the request named no tool.' });
      return;
    }
    this.#open.add(id);
    if (this.#open.size > MAX_OPEN) {
      this.respond(id, {
        behavior: 'deny',
        message: `Narrator: more than ${MAX_OPEN} requests are waiting; ask again once they are answered.`,
      });
      return;
    }
    const key = `${toolName}\u0000${JSON.stringify(r['input'] ?? null)}`;
    const times = (this.#asked.get(key) ?? 0) + 1;
    this.#asked.set(key, times);
    if (times > MAX_SAME_ASKS) {
      this.respond(id, {
        behavior: 'deny',
        message: `Narrator: this exact call was asked ${MAX_SAME_ASKS} times already in this run; it is denied without asking again.`,
      });
      return;
    }
    const toolUseId = typeof r['tool_use_id'] === 'string' ? r['tool_use_id'] : null;
    const planned =
      toolName === 'ExitPlanMode' && toolUseId !== null ? this.#plans.get(toolUseId) : undefined;
    this.#o.onAsk({
      requestId: id,
      toolName,
      input: isEmptyObject(r['input']) && planned !== undefined ? planned : r['input'],
      description: typeof r['description'] === 'string' ? r['description'] : null,
      blockedPath: typeof r['blocked_path'] === 'string' ? r['blocked_path'] : null,
      toolUseId,
    });
  }

  #rememberPlan(message: unknown): void {
    if (typeof message !== 'object' || message === null) return;
    const content = (message as Record<string, unknown>)['content'];
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (typeof block !== 'object' || block === null) continue;
      const b = block as Record<string, unknown>;
      if (b['type'] !== 'tool_use' || b['name'] !== 'ExitPlanMode' || typeof b['id'] !== 'string') continue;
      // Bounded: a run has a few plans; a flood of them keeps the latest.
      if (this.#plans.size >= MAX_OPEN) this.#plans.delete(this.#plans.keys().next().value as string);
      this.#plans.set(b['id'], b['input']);
    }
  }
}

function isEmptyObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
}
