/**
 * Talking to the running agent from the PR (inputs `ask`, `approval-timeout`, `max-steers`): the
 * agent's requests become cards on the PR (src/converse/card.ts, posted by
 * src/github/conversation.ts), a maintainer's 👍 / 👎 on a card or `/narrator allow|deny|answer`
 * decides them, no answer within approval-timeout denies (fail closed), and `/narrator say <text>`
 * reaches the agent as a message. Only a person the permission gate would let start the run is
 * heard, never a bot; what was asked and answered, by whom and when, is the run's record
 * (src/run/conversation.ts). Loaded after the agent was spawned.
 */

import type { RunEvent } from '../../context/event.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { parseConverseCommand } from '../../converse/answer.js';
import { type AskRule, askedBy, parseAskRules } from '../../converse/ask.js';
import {
  type AgentAsk,
  type AgentChannel,
  type AskDecision,
  makeAsk,
  questionAnswers,
} from '../../converse/asks.js';
import { renderCard } from '../../converse/card.js';
import { formatDuration } from '../../converse/duration.js';
import { inputHash, parkedRequest, parkMarker, parkMessage } from '../../converse/park.js';
import { cleanSteer, wrapSteer } from '../../converse/steer.js';
import { type Heard, octokitConversation, type PrConversation } from '../../github/conversation.js';
import { describeError } from '../../github/errors.js';
import { fetchPermission, mayStartByComment } from '../../github/permission-gate.js';
import type { ActionConfig } from '../../inputs.js';
import type { Redactor } from '../../redact/redact.js';
import { conversationText } from '../../report/conversation.js';
import type { ConversationEntry } from '../../run/conversation.js';
import * as core from '../../runner/core.js';
import { commentPlace } from '../../sinks/comment-place.js';
import type { GitHubSession } from '../../sinks/github-session.js';

export interface RawAsk {
  requestId: string;
  tool: string;
  input: unknown;
  description: string | null;
  directory: string | null;
}

export interface Conversation {
  /** A permission request of the agent's: asked on the PR, or decided at once. */
  ask(raw: RawAsk): void;
  /** The agent echoed a user message (it took a steer); `how`: said in the record. */
  echo(text: string, how?: string): void;
  /** The agent ended its turn: steers from now on go to the next run. */
  agentFinished(): void;
  /** A steer given to the agent (`say` took it) that never reached it: kept for the next run, why said. */
  undelivered(text: string, why: string): void;
  /** The oldest request still waiting, for the live comment's header; null: none. */
  waitingSince(): number | null;
  /** A request parked the run (`on-question: park`): it ends waiting_for_input. */
  parked(): boolean;
  /** The run ended: stop listening, close the open cards. */
  close(): Promise<void>;
  entries(): ConversationEntry[];
}

interface OpenAsk {
  ask: AgentAsk;
  cardId: number | null;
  timer: NodeJS.Timeout | null;
}

export interface ConversationOptions {
  config: ActionConfig;
  env: RunnerEnv;
  /** The triggering event, read once (src/context/event.ts): where the PR is. */
  event: RunEvent;
  redactor: Redactor;
  session: GitHubSession | null;
  startedAt: number;
  channel: AgentChannel;
  /** For tests and the card's link: the live comment's URL once known. */
  liveCommentUrl?(): string | null;
  /** Another narration is due (the live comment's header changed). */
  onChange?(): void;
  /** false: the agent takes no message while it runs (Codex exec, Gemini CLI, opencode); steers wait for the next run. */
  canTakeInput?: boolean;
  /** Seam for tests of the pure parts; default: the PR of the run over Octokit. */
  pr?: PrConversation | null;
  mayAnswer?(login: string): Promise<boolean>;
  /**
   * A parked request a writer allowed (src/action/launch/parked.ts): exactly this call (tool and
   * input hash) is allowed once in this run; any other call is asked or denied as usual.
   */
  approved?: { label: string; tool: string; inputHash: string; by: string } | null;
  /**
   * Deferred steers of earlier runs delivered in this run's prompt (src/action/launch/deferred-steers.ts):
   * the record starts with them and they count against max-steers.
   */
  delivered?: ConversationEntry[];
  /**
   * Comments this run dealt with before the agent started (the deferred steers it delivered or
   * refused, the `/narrator say` that started it): never heard again as new steers.
   */
  alreadyHeard?: readonly number[];
  /** A steer was heard: taken now, or deferred to the next run (the ledger row keeps both). */
  onSteer?(s: { commentId: number; by: string; text: string; deferred: boolean }): void;
}

export function openConversation(o: ConversationOptions): Conversation {
  const log = (message: string) => core.info(o.redactor.redact(`Narrator: ${message}`));
  const rules: AskRule[] = parseAskRules(o.config.ask);
  const timeoutMs = o.config.approvalTimeoutMs;
  const entries: ConversationEntry[] = [...(o.delivered ?? [])];
  const record = (e: Omit<ConversationEntry, 'at'> & { at?: number }) => {
    const entry = { ...e, at: e.at ?? Date.now() };
    entries.push(entry);
    // The job log's line of the record: the same words as the comment's and the step summary's.
    log(`talk: ${oneLine(conversationText(entry))}`);
    o.onChange?.();
  };
  let pr: PrConversation | null = o.pr ?? null;
  let noPr: string | null = null;
  let client: ReturnType<GitHubSession['client']> | null = null;
  const place = commentPlace(o.config, o.env, o.event);
  if (pr === null) {
    if (place.target === null) noPr = `there is no pull request or issue to ask on (${place.reason})`;
    else if (o.session === null) noPr = "'github-token' is empty";
    else {
      client = o.session.client();
      pr = octokitConversation({ client, target: place.target, startedAt: o.startedAt });
    }
  }
  const target = place.target;
  const mayAnswer =
    o.mayAnswer ??
    (async (login: string) => {
      if (client === null || target === null) return false;
      // Bots never answer or steer: no bot is let in here.
      return mayStartByComment(
        { login },
        { allowedActors: o.config.allowedActors, allowedBots: [] },
        (name) => fetchPermission(client!, target, name),
      );
    });
  const allowedCache = new Map<string, Promise<boolean>>();
  const allowed = (login: string) => {
    const key = login.toLowerCase();
    let p = allowedCache.get(key);
    if (!p) {
      p = mayAnswer(login).catch((error: unknown) => {
        log(`could not check whether ${login} may answer the agent (${describeError(error)})`);
        return false;
      });
      allowedCache.set(key, p);
    }
    return p;
  };

  const open = new Map<string, OpenAsk>();
  let approved = o.approved ?? null;
  let parked = false;
  const posting = new Set<Promise<unknown>>();
  let labels = 0;
  let steers = o.delivered?.length ?? 0;
  let finished = false;
  /** The agent ended its turn itself (finished is also set by the last look of a run that ends). */
  let agentDone = false;
  let closed = false;
  const seen = new Set<string>((o.alreadyHeard ?? []).map((id) => `comment:${id}`));
  const ignoredLogins = new Set<string>();
  /** Steers given and not yet echoed: wrapped text -> the steering comment. */
  const given = new Map<string, { commentId: number; by: string; text: string }>();
  const intervalMs = Math.max(1000, o.config.updateIntervalSeconds * 2 * 1000);
  let timer: NodeJS.Timeout | null = null;
  const runKey = (o.env['GITHUB_RUN_ID'] ?? 'local') + (o.env['GITHUB_JOB'] ? `-${o.env['GITHUB_JOB']}` : '');

  const card = (a: OpenAsk | { ask: AgentAsk }, answer: string | null, by: string | null) =>
    renderCard(a.ask, {
      runKey,
      timeoutMs,
      state: { answer: answer === null ? null : { text: answer, by, at: Date.now() } },
      liveCommentUrl: o.liveCommentUrl?.() ?? null,
    });

  const settle = (
    label: string,
    decision: AskDecision,
    e: Omit<ConversationEntry, 'at' | 'label' | 'tool'>,
    cardText: string,
  ) => {
    const waiting = open.get(label);
    if (!waiting) return;
    open.delete(label);
    if (waiting.timer) clearTimeout(waiting.timer);
    o.channel.respond(waiting.ask.requestId, decision);
    record({ ...e, label, tool: waiting.ask.tool });
    o.onChange?.();
    if (pr && waiting.cardId !== null) {
      const id = waiting.cardId;
      void pr
        .editCard(id, o.redactor.redact(card(waiting, cardText, e.by)))
        .catch((error: unknown) => log(`could not update the card ${label} (${describeError(error)})`));
    }
  };

  const schedule = () => {
    if (closed || timer !== null || pr === null) return;
    if (open.size === 0 && (o.config.maxSteers === 0 || finished)) return;
    timer = setTimeout(() => {
      timer = null;
      void poll().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  const oldestOpen = (): OpenAsk | null =>
    [...open.values()].sort((a, b) => a.ask.askedAt - b.ask.askedAt)[0] ?? null;

  const hear = async (h: Heard): Promise<void> => {
    if (h.isBot) {
      if (!ignoredLogins.has(h.login.toLowerCase())) {
        ignoredLogins.add(h.login.toLowerCase());
        log(`ignored what ${h.login} wrote to the agent: a bot cannot answer it or steer it`);
      }
      return;
    }
    if (h.via === 'reaction') {
      const target = [...open.values()].find((a) => a.cardId === h.cardId);
      if (!target) return;
      if (!(await allowed(h.login))) return ignore(h.login);
      if (target.ask.kind === 'question') {
        log(
          `${target.ask.label}: a ${h.content === '+1' ? '👍' : '👎'} does not answer a question; use /narrator answer`,
        );
        if (h.content === '+1') return;
      }
      if (h.content === '+1') {
        settle(
          target.ask.label,
          { behavior: 'allow', updatedInput: target.ask.input },
          { kind: 'allowed', text: target.ask.argument, by: h.login, via: 'reaction', message: null },
          `allowed by @${h.login} (👍)`,
        );
      } else {
        const message = `A maintainer (@${h.login}) denied this on the pull request.`;
        settle(
          target.ask.label,
          { behavior: 'deny', message },
          { kind: 'denied', text: target.ask.argument, by: h.login, via: 'reaction', message },
          `denied by @${h.login} (👎)`,
        );
      }
      return;
    }
    const command = parseConverseCommand(h.body);
    if (command === null) return;
    if (!(await allowed(h.login))) return ignore(h.login);
    if (command.kind === 'say') return steer(command.text, h.login, h.commentId);
    const target = command.label === null ? oldestOpen() : (open.get(command.label) ?? null);
    if (target === null) {
      log(
        `ignored /narrator ${command.kind} by ${h.login}: ${command.label ? `${command.label} is not a request waiting for an answer` : 'no request is waiting'}`,
      );
      return;
    }
    const { ask } = target;
    if (command.kind === 'allow') {
      if (ask.kind === 'question') {
        log(`${ask.label}: /narrator allow does not answer a question; use /narrator answer ${ask.label} N`);
        return;
      }
      settle(
        ask.label,
        { behavior: 'allow', updatedInput: ask.input },
        { kind: 'allowed', text: ask.argument, by: h.login, via: 'command', message: null },
        `allowed by @${h.login}`,
      );
    } else if (command.kind === 'deny') {
      const message = `A maintainer (@${h.login}) denied this on the pull request${command.why ? `: ${command.why}` : '.'}`;
      settle(
        ask.label,
        { behavior: 'deny', message },
        { kind: 'denied', text: ask.argument, by: h.login, via: 'command', message },
        `denied by @${h.login}${command.why ? `: ${command.why}` : ''}`,
      );
    } else {
      const answers = ask.kind === 'question' ? questionAnswers(ask, command.choices) : null;
      if (answers === null) {
        log(
          `ignored /narrator answer by ${h.login}: ${ask.kind === 'question' ? 'a number names no option' : `${ask.label} is not a question`}`,
        );
        return;
      }
      const said = Object.entries(answers)
        .map(([q, a]) => `${q} → ${a}`)
        .join('; ');
      settle(
        ask.label,
        { behavior: 'allow', updatedInput: { ...ask.input, answers } },
        {
          kind: 'answered',
          text: ask.questions.map((q) => q.question).join(' / '),
          by: h.login,
          via: 'command',
          message: said,
        },
        `answered by @${h.login}: ${said}`,
      );
    }
  };

  const ignore = (login: string) => {
    if (ignoredLogins.has(login.toLowerCase())) return;
    ignoredLogins.add(login.toLowerCase());
    log(
      `ignored what ${login} wrote to the agent: only a person who may start the agent (write access or allowed-actors) can answer or steer it`,
    );
  };

  /** A reaction on a steering comment; the run's end waits for it (a short last turn ends first). */
  const react = (commentId: number, content: 'eyes' | 'rocket') => {
    if (!pr) return;
    const p = pr.react(commentId, content).catch(() => {});
    posting.add(p);
    void p.finally(() => posting.delete(p));
  };

  const steer = (raw: string, by: string, commentId: number) => {
    if (steers >= o.config.maxSteers) {
      log(
        `ignored a steer by ${by}: ${o.config.maxSteers === 0 ? "steering is off ('max-steers: 0')" : `'max-steers' (${o.config.maxSteers}) were taken already`}`,
      );
      return;
    }
    const { text, cut } = cleanSteer(raw);
    if (text === '') return;
    steers++;
    const wrapped = wrapSteer(by, text);
    if (finished || !o.channel.say(wrapped)) {
      record({
        kind: 'steer_deferred',
        label: null,
        tool: null,
        text,
        by,
        via: 'command',
        message: agentDone
          ? 'the agent had finished its turn: it goes to the next run'
          : o.canTakeInput === false
            ? 'this agent cannot take a message while it runs: it goes to the next run'
            : finished
              ? 'the run was ending: it goes to the next run'
              : 'the agent could not take it: it goes to the next run',
      });
      // Heard, and kept for the next run (summary.json, every view and the ledger have it): never lost.
      o.onSteer?.({ commentId, by, text, deferred: true });
      react(commentId, 'eyes');
      return;
    }
    given.set(wrapped, { commentId, by, text });
    o.onSteer?.({ commentId, by, text, deferred: false });
    record({
      kind: 'steer',
      label: null,
      tool: null,
      text,
      by,
      via: 'command',
      message: cut ? 'cut to the length limit' : null,
    });
    react(commentId, 'eyes');
  };

  const poll = async (): Promise<void> => {
    if (pr === null || closed) return;
    let heard: Heard[];
    try {
      heard = await pr.poll([...open.values()].flatMap((a) => (a.cardId === null ? [] : [a.cardId])));
    } catch (error) {
      log(`listening for answers: a poll failed (${describeError(error)})`);
      return;
    }
    for (const h of heard) {
      if (closed) return;
      if (seen.has(h.key)) continue;
      seen.add(h.key);
      await hear(h);
    }
  };

  const conversation: Conversation = {
    ask(raw) {
      if (approved !== null && raw.tool === approved.tool && inputHash(raw.input) === approved.inputHash) {
        const a = approved;
        // Once: the approval was for one call, not for the same call as often as the agent likes.
        approved = null;
        const input =
          typeof raw.input === 'object' && raw.input !== null && !Array.isArray(raw.input)
            ? (raw.input as Record<string, unknown>)
            : {};
        o.channel.respond(raw.requestId, { behavior: 'allow', updatedInput: input });
        record({
          kind: 'allowed',
          label: a.label,
          tool: raw.tool,
          text: makeAsk({ ...raw, label: a.label, rule: 'parked', askedAt: Date.now() }).argument,
          by: a.by,
          via: 'command',
          message: 'the parked request, allowed for this run',
        });
        return;
      }
      const rule = askedBy(rules, raw.tool, raw.input);
      if (rule === null || closed) {
        o.channel.respond(raw.requestId, {
          behavior: 'deny',
          message: `Narrator: ${raw.tool} is not allowed in this run (allowed-tools does not allow it and no 'ask' rule sends it to a maintainer).`,
        });
        return;
      }
      labels++;
      const ask = makeAsk({ ...raw, label: `Q${labels}`, rule, askedAt: Date.now() });
      const waiting: OpenAsk = { ask, cardId: null, timer: null };
      if (pr === null) {
        const message = `Narrator: nobody could be asked (${noPr ?? 'no pull request'}), so this was denied.`;
        o.channel.respond(ask.requestId, { behavior: 'deny', message });
        record({
          kind: 'denied',
          label: ask.label,
          tool: ask.tool,
          text: ask.argument,
          by: null,
          via: null,
          message,
        });
        return;
      }
      const recordAsked = (message: string) =>
        record({
          kind: 'asked',
          label: ask.label,
          tool: ask.tool,
          text: ask.argument ?? ask.questions.map((q) => q.question).join(' / '),
          by: null,
          via: null,
          message,
        });
      if (o.config.onQuestion === 'park') {
        // Denied at once: no runner minute is spent waiting; the card holds the request for the
        // answer's run, which resumes the session.
        const message = parkMessage(ask.label);
        o.channel.respond(ask.requestId, { behavior: 'deny', message });
        parked = true;
        recordAsked(`rule ${rule} · parked: the run ends and waits for a maintainer's answer`);
        const request = parkedRequest(ask, runKey);
        // The marker is encoded, so what it holds is redacted before, never after.
        const held = {
          ...request,
          argument: request.argument === null ? null : o.redactor.redact(request.argument),
          questions: request.questions.map((q) => ({
            question: o.redactor.redact(q.question),
            options: q.options.map((x) => o.redactor.redact(x)),
          })),
        };
        const body = renderCard(ask, {
          runKey,
          timeoutMs,
          state: { answer: null },
          liveCommentUrl: o.liveCommentUrl?.() ?? null,
          parked: held,
        });
        const p = pr
          .postCard(`${o.redactor.redact(body)}\n\n${parkMarker(held)}`)
          .catch((error: unknown) =>
            log(`could not post the parked card ${ask.label} (${describeError(error)})`),
          );
        posting.add(p);
        void p.finally(() => posting.delete(p));
        return;
      }
      open.set(ask.label, waiting);
      recordAsked(`rule ${rule}`);
      waiting.timer = setTimeout(() => {
        const message = `Narrator: no maintainer answered within ${formatDuration(timeoutMs)}, so this was denied.`;
        settle(
          ask.label,
          { behavior: 'deny', message },
          { kind: 'timed_out', text: ask.argument, by: null, via: 'timeout', message },
          `denied: no maintainer answered within ${formatDuration(timeoutMs)}`,
        );
      }, timeoutMs);
      waiting.timer.unref();
      o.onChange?.();
      pr.postCard(o.redactor.redact(card(waiting, null, null))).then(
        (posted) => {
          waiting.cardId = posted.id;
          schedule();
        },
        (error: unknown) => {
          const message = `Narrator: the question could not be posted on the pull request (${describeError(error)}), so this was denied.`;
          settle(
            ask.label,
            { behavior: 'deny', message },
            { kind: 'denied', text: ask.argument, by: null, via: null, message },
            'denied: the card could not be posted',
          );
        },
      );
    },
    echo(text, how) {
      const steerGiven = given.get(text);
      if (!steerGiven) return;
      given.delete(text);
      record({
        kind: 'steer_taken',
        label: null,
        tool: null,
        text: null,
        by: steerGiven.by,
        via: null,
        message: how ?? null,
      });
      // GitHub has no ✅ reaction: 🚀 says "taken".
      react(steerGiven.commentId, 'rocket');
    },
    agentFinished() {
      finished = true;
      agentDone = true;
    },
    undelivered(text, why) {
      const steerGiven = given.get(text);
      if (!steerGiven) return;
      given.delete(text);
      // Heard (👀 is on it already) and kept, as a steer that came too late is: the ledger carries
      // it to the next run instead of counting it handled.
      o.onSteer?.({
        commentId: steerGiven.commentId,
        by: steerGiven.by,
        text: steerGiven.text,
        deferred: true,
      });
      record({
        kind: 'steer_deferred',
        label: null,
        tool: null,
        text: steerGiven.text,
        by: steerGiven.by,
        via: 'command',
        message: `${why}: it goes to the next run`,
      });
    },
    parked: () => parked,
    waitingSince() {
      return oldestOpen()?.ask.askedAt ?? null;
    },
    async close() {
      if (closed) return;
      // A last look: a steer written just before the end (after the agent's last answer) is heard
      // and kept for the next run, not lost.
      if (timer) clearTimeout(timer);
      timer = null;
      if (pr !== null && o.config.maxSteers > 0) {
        finished = true;
        // Bounded: a GitHub that does not answer must not hold the end of the run.
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([poll(), new Promise<void>((r) => (wait = setTimeout(r, LAST_LOOK_MS)))]);
        clearTimeout(wait);
      }
      closed = true;
      // A parked card must be on the PR before the run ends: it is how the answer is given.
      await Promise.all([...posting]);
      for (const [label, waiting] of open) {
        if (waiting.timer) clearTimeout(waiting.timer);
        open.delete(label);
        if (pr && waiting.cardId !== null) {
          await pr
            .editCard(
              waiting.cardId,
              o.redactor.redact(card(waiting, 'not answered: the run ended first', null)),
            )
            .catch(() => {});
        }
      }
    },
    entries: () => [...entries],
  };
  if (pr === null && o.config.maxSteers > 0) log(`no steering from the PR: ${noPr}`);
  // Steering on: listen from the start; otherwise from the first card.
  schedule();
  return conversation;
}

/** How long the last look for steers at the end of the run may take. */
const LAST_LOOK_MS = 10_000;

function oneLine(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 200 ? `${one.slice(0, 199)}…` : one;
}
