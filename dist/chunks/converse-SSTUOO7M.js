const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ConditionalResource,
  MAX_PAGES_PER_POLL,
  freshComment,
  hasNextPage
} from "./chunk-D7IALT7J.js";
import {
  inputHash,
  parkMarker,
  parkMessage,
  parkedRequest
} from "./chunk-D4QPWHNO.js";
import {
  cleanSteer,
  wrapSteer
} from "./chunk-OH72Q3CO.js";
import {
  parseConverseCommand
} from "./chunk-HF3PKENO.js";
import {
  conversationText
} from "./chunk-O4EMWYEA.js";
import {
  commentPlace
} from "./chunk-G26BKM2I.js";
import {
  askedBy,
  formatDuration,
  mainArgument,
  parseAskRules
} from "./chunk-XCOONMTA.js";
import {
  addReaction,
  readReaction
} from "./chunk-LANPLIKO.js";
import {
  fetchPermission,
  mayStartByComment
} from "./chunk-SQX6ZI7A.js";
import "./chunk-7MOZR5A6.js";
import {
  describeError
} from "./chunk-7VCEWHLH.js";
import "./chunk-BJA6GBZG.js";
import {
  info
} from "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-6PPWJKGQ.js";
import {
  codeFence,
  inlineCode,
  inlineText,
  truncate
} from "./chunk-JHHEPBTZ.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/converse/asks.ts
var MAX_QUESTIONS = 8;
var MAX_OPTIONS = 16;
var MAX_TEXT = 4e3;
var str = (o, key) => {
  const v = Object.hasOwn(o, key) ? o[key] : void 0;
  return typeof v === "string" ? v.slice(0, MAX_TEXT) : null;
};
function readQuestions(input) {
  const raw = Object.hasOwn(input, "questions") ? input["questions"] : void 0;
  if (!Array.isArray(raw)) return [];
  const out = [];
  for (const q of raw.slice(0, MAX_QUESTIONS)) {
    if (typeof q !== "object" || q === null) continue;
    const o = q;
    const question = str(o, "question");
    if (question === null) continue;
    const opts = Object.hasOwn(o, "options") && Array.isArray(o["options"]) ? o["options"] : [];
    const options = opts.slice(0, MAX_OPTIONS).map(
      (x) => typeof x === "string" ? x : typeof x === "object" && x !== null && typeof x["label"] === "string" ? x["label"] : null
    ).filter((x) => x !== null).map((x) => x.slice(0, 500));
    out.push({ question, header: str(o, "header"), options, multiSelect: o["multiSelect"] === true });
  }
  return out;
}
function makeAsk(o) {
  const input = typeof o.input === "object" && o.input !== null && !Array.isArray(o.input) ? o.input : {};
  const kind = o.tool === "AskUserQuestion" ? "question" : o.tool === "ExitPlanMode" ? "plan" : "tool";
  const argument = mainArgument(o.tool, input);
  return {
    requestId: o.requestId,
    label: o.label,
    kind,
    tool: o.tool.slice(0, 200),
    rule: o.rule,
    argument: argument === null ? null : argument.slice(0, MAX_TEXT),
    description: o.description ?? str(input, "description"),
    directory: o.directory ?? null,
    questions: kind === "question" ? readQuestions(input) : [],
    // The plan as the agent wrote it; any other shape is shown as its input (never hidden).
    plan: kind === "plan" ? str(input, "plan") ?? JSON.stringify(input, null, 2).slice(0, MAX_TEXT) : null,
    input,
    askedAt: o.askedAt
  };
}
function questionAnswers(ask, choices) {
  if (choices.length === 0 || ask.questions.length === 0) return null;
  const answers = {};
  for (const [i, q] of ask.questions.entries()) {
    const n = choices[Math.min(i, choices.length - 1)];
    const option = q.options[n - 1];
    if (option === void 0) return null;
    answers[q.question] = option;
  }
  return answers;
}

// src/converse/card.ts
function cardMarker(runKey, label) {
  return `<!-- narrator:card ${runKey.replace(/[^A-Za-z0-9_.-]/g, "")} ${label} -->`;
}
var CODE_MAX = 3e3;
function what(ask) {
  if (ask.kind === "question") return "The agent has a question";
  if (ask.kind === "plan") return "The agent asks to carry out its plan";
  if (ask.tool === "Bash") return "The agent asks to run a command";
  return `The agent asks to use ${inlineCode(ask.tool)}`;
}
function renderCard(ask, o) {
  const lines = [cardMarker(o.runKey, ask.label)];
  const status = o.state.answer ? `\u2705 ${inlineText(o.state.answer.text, 300)}` : o.parked ? "\u23F8 parked: this run ended to wait for a maintainer's answer" : `\u23F8 waiting for a maintainer (${formatDuration(o.timeoutMs)} at most, then denied)`;
  lines.push(`### ${ask.label} \xB7 ${what(ask)}`, "", `**${status}**`, "");
  if (ask.kind === "question") {
    for (const [i, q] of ask.questions.entries()) {
      if (ask.questions.length > 1)
        lines.push(`**Question ${i + 1}**${q.header ? ` (${inlineText(q.header, 80)})` : ""}`);
      lines.push(`> ${inlineText(q.question, 1e3)}`, "");
      for (const [n, option] of q.options.entries()) lines.push(`${n + 1}. ${inlineText(option, 300)}`);
      lines.push("");
    }
  } else if (ask.kind === "plan") {
    lines.push(codeFence(truncate(ask.plan ?? "(no plan text)", CODE_MAX), "markdown"), "");
  } else {
    if (ask.description) lines.push(inlineText(ask.description, 300), "");
    if (ask.argument !== null)
      lines.push(codeFence(truncate(ask.argument, CODE_MAX), ask.tool === "Bash" ? "sh" : ""), "");
    else lines.push(codeFence(truncate(JSON.stringify(ask.input, null, 2), CODE_MAX), "json"), "");
    if (ask.directory) lines.push(`in ${inlineCode(ask.directory)}`, "");
  }
  lines.push(
    `<sub>Asked because of the rule ${inlineCode(ask.rule)} \xB7 request ${inlineCode(ask.label)}</sub>`,
    ""
  );
  if (o.parked && !o.state.answer) {
    const how = ask.kind === "question" ? `\`/narrator answer ${ask.label} N\` (the option's number), or \`/narrator deny ${ask.label} [why]\`` : `\`/narrator allow ${ask.label}\` (exactly this call, once) or \`/narrator deny ${ask.label} [why]\``;
    lines.push(
      `**How to answer:** a comment ${how}. The comment starts the next run, which resumes the agent with the answer; a \u{1F44D} or \u{1F44E} on this card starts no run. Only a person who may start this run (write access, or named in \`allowed-actors\`) is heard; others are ignored.`
    );
  } else if (!o.state.answer) {
    const how = ask.kind === "question" ? `\`/narrator answer ${ask.label} N\` (the option's number; one per question, e.g. \`2,1\`), or \`/narrator deny ${ask.label} [why]\`` : `\u{1F44D} allow / \u{1F44E} deny on this comment, or \`/narrator allow ${ask.label}\` / \`/narrator deny ${ask.label} [why]\``;
    lines.push(
      `**How to answer:** ${how}. Only a person who may start this run (write access, or named in \`allowed-actors\`) is heard; others are ignored.`
    );
    if (o.liveCommentUrl) lines.push(`The run's live comment: ${o.liveCommentUrl}`);
  }
  return lines.join("\n");
}

// src/github/conversation.ts
var PER_PAGE = 100;
function octokitConversation(o) {
  const { owner, repo, issueNumber } = o.target;
  const fromMs = Math.floor(o.startedAt / 1e3) * 1e3;
  const since = new Date(fromMs).toISOString().replace(/\.\d{3}Z$/, "Z");
  const cardReactions = /* @__PURE__ */ new Map();
  const issue = new ConditionalResource(
    o.client,
    "GET /repos/{owner}/{repo}/issues/{issue_number}",
    { owner, repo, issue_number: issueNumber }
  );
  const pages = [];
  let listedCount = null;
  let count = -1;
  return {
    async postCard(body) {
      const r = await o.client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
      return { id: r.data.id, url: typeof r.data.html_url === "string" ? r.data.html_url : null };
    },
    async editCard(id, body) {
      await o.client.rest.issues.updateComment({ owner, repo, comment_id: id, body });
    },
    async react(commentId, content) {
      await addReaction(o.client, { kind: "issue-comment", owner, repo, commentId }, content);
    },
    async poll(openCards, signal) {
      const heard = [];
      for (const cardId of openCards) {
        let resource = cardReactions.get(cardId);
        if (!resource) {
          resource = new ConditionalResource(
            o.client,
            "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
            { owner, repo, comment_id: cardId, per_page: 100 }
          );
          cardReactions.set(cardId, resource);
        }
        const answer = await resource.get(signal);
        if (!answer.modified) continue;
        for (const raw of Array.isArray(answer.data) ? answer.data : []) {
          const reaction = readReaction(raw);
          if (reaction === null || reaction.content !== "+1" && reaction.content !== "-1") continue;
          heard.push({
            key: `reaction:${reaction.id}`,
            via: "reaction",
            cardId,
            content: reaction.content,
            login: reaction.login,
            isBot: reaction.isBot
          });
        }
      }
      const seen = await issue.get(signal);
      if (seen.modified) count = typeof seen.data.comments === "number" ? seen.data.comments : -1;
      if (count === listedCount) return heard;
      for (let n = 1; n <= MAX_PAGES_PER_POLL; n++) {
        pages[n - 1] ??= new ConditionalResource(
          o.client,
          "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
          { owner, repo, issue_number: issueNumber, since, per_page: PER_PAGE, page: n }
        );
        const answer = await pages[n - 1].get(signal);
        if (!answer.modified) break;
        const listed = Array.isArray(answer.data) ? answer.data : [];
        for (const raw of listed) {
          const c = readComment(raw, fromMs);
          if (c) heard.push(c);
        }
        if (!hasNextPage(answer.link) && listed.length < PER_PAGE) break;
      }
      listedCount = count;
      return heard;
    }
  };
}
function readComment(raw, fromMs) {
  const c = freshComment(raw, fromMs);
  if (c === null) return null;
  return {
    key: `comment:${c.id}`,
    via: "comment",
    commentId: c.id,
    body: c.body,
    login: c.login,
    isBot: c.isBot
  };
}

// src/action/live/converse.ts
function openConversation(o) {
  const log = (message) => info(o.redactor.redact(`Narrator: ${message}`));
  const rules = parseAskRules(o.config.ask);
  const timeoutMs = o.config.approvalTimeoutMs;
  const entries = [...o.delivered ?? []];
  const record = (e) => {
    const entry = { ...e, at: e.at ?? Date.now() };
    entries.push(entry);
    log(`talk: ${oneLine(conversationText(entry))}`);
    o.onChange?.();
  };
  let pr = o.pr ?? null;
  let noPr = null;
  let client = null;
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
  const mayAnswer = o.mayAnswer ?? (async (login) => {
    if (client === null || target === null) return false;
    return mayStartByComment(
      { login },
      { allowedActors: o.config.allowedActors, allowedBots: [] },
      (name) => fetchPermission(client, target, name)
    );
  });
  const allowedCache = /* @__PURE__ */ new Map();
  const allowed = (login) => {
    const key = login.toLowerCase();
    let p = allowedCache.get(key);
    if (!p) {
      p = mayAnswer(login).catch((error) => {
        log(`could not check whether ${login} may answer the agent (${describeError(error)})`);
        return false;
      });
      allowedCache.set(key, p);
    }
    return p;
  };
  const open = /* @__PURE__ */ new Map();
  let approved = o.approved ?? null;
  let parked = false;
  const posting = /* @__PURE__ */ new Set();
  let labels = 0;
  let steers = o.delivered?.length ?? 0;
  let finished = false;
  let agentDone = false;
  let closed = false;
  const seen = new Set((o.alreadyHeard ?? []).map((id) => `comment:${id}`));
  const ignoredLogins = /* @__PURE__ */ new Set();
  const given = /* @__PURE__ */ new Map();
  const intervalMs = Math.max(1e3, o.config.updateIntervalSeconds * 2 * 1e3);
  let timer = null;
  const runKey = (o.env["GITHUB_RUN_ID"] ?? "local") + (o.env["GITHUB_JOB"] ? `-${o.env["GITHUB_JOB"]}` : "");
  const card = (a, answer, by) => renderCard(a.ask, {
    runKey,
    timeoutMs,
    state: { answer: answer === null ? null : { text: answer, by, at: Date.now() } },
    liveCommentUrl: o.liveCommentUrl?.() ?? null
  });
  const settle = (label, decision, e, cardText) => {
    const waiting = open.get(label);
    if (!waiting) return;
    open.delete(label);
    if (waiting.timer) clearTimeout(waiting.timer);
    o.channel.respond(waiting.ask.requestId, decision);
    record({ ...e, label, tool: waiting.ask.tool });
    o.onChange?.();
    if (pr && waiting.cardId !== null) {
      const id = waiting.cardId;
      void pr.editCard(id, o.redactor.redact(card(waiting, cardText, e.by))).catch((error) => log(`could not update the card ${label} (${describeError(error)})`));
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
  const oldestOpen = () => [...open.values()].sort((a, b) => a.ask.askedAt - b.ask.askedAt)[0] ?? null;
  const hear = async (h) => {
    if (h.isBot) {
      if (!ignoredLogins.has(h.login.toLowerCase())) {
        ignoredLogins.add(h.login.toLowerCase());
        log(`ignored what ${h.login} wrote to the agent: a bot cannot answer it or steer it`);
      }
      return;
    }
    if (h.via === "reaction") {
      const target3 = [...open.values()].find((a) => a.cardId === h.cardId);
      if (!target3) return;
      if (!await allowed(h.login)) return ignore(h.login);
      if (target3.ask.kind === "question") {
        log(
          `${target3.ask.label}: a ${h.content === "+1" ? "\u{1F44D}" : "\u{1F44E}"} does not answer a question; use /narrator answer`
        );
        if (h.content === "+1") return;
      }
      if (h.content === "+1") {
        settle(
          target3.ask.label,
          { behavior: "allow", updatedInput: target3.ask.input },
          { kind: "allowed", text: target3.ask.argument, by: h.login, via: "reaction", message: null },
          `allowed by @${h.login} (\u{1F44D})`
        );
      } else {
        const message = `A maintainer (@${h.login}) denied this on the pull request.`;
        settle(
          target3.ask.label,
          { behavior: "deny", message },
          { kind: "denied", text: target3.ask.argument, by: h.login, via: "reaction", message },
          `denied by @${h.login} (\u{1F44E})`
        );
      }
      return;
    }
    const command = parseConverseCommand(h.body);
    if (command === null) return;
    if (!await allowed(h.login)) return ignore(h.login);
    if (command.kind === "say") return steer(command.text, h.login, h.commentId);
    const target2 = command.label === null ? oldestOpen() : open.get(command.label) ?? null;
    if (target2 === null) {
      log(
        `ignored /narrator ${command.kind} by ${h.login}: ${command.label ? `${command.label} is not a request waiting for an answer` : "no request is waiting"}`
      );
      return;
    }
    const { ask } = target2;
    if (command.kind === "allow") {
      if (ask.kind === "question") {
        log(`${ask.label}: /narrator allow does not answer a question; use /narrator answer ${ask.label} N`);
        return;
      }
      settle(
        ask.label,
        { behavior: "allow", updatedInput: ask.input },
        { kind: "allowed", text: ask.argument, by: h.login, via: "command", message: null },
        `allowed by @${h.login}`
      );
    } else if (command.kind === "deny") {
      const message = `A maintainer (@${h.login}) denied this on the pull request${command.why ? `: ${command.why}` : "."}`;
      settle(
        ask.label,
        { behavior: "deny", message },
        { kind: "denied", text: ask.argument, by: h.login, via: "command", message },
        `denied by @${h.login}${command.why ? `: ${command.why}` : ""}`
      );
    } else {
      const answers = ask.kind === "question" ? questionAnswers(ask, command.choices) : null;
      if (answers === null) {
        log(
          `ignored /narrator answer by ${h.login}: ${ask.kind === "question" ? "a number names no option" : `${ask.label} is not a question`}`
        );
        return;
      }
      const said = Object.entries(answers).map(([q, a]) => `${q} \u2192 ${a}`).join("; ");
      settle(
        ask.label,
        { behavior: "allow", updatedInput: { ...ask.input, answers } },
        {
          kind: "answered",
          text: ask.questions.map((q) => q.question).join(" / "),
          by: h.login,
          via: "command",
          message: said
        },
        `answered by @${h.login}: ${said}`
      );
    }
  };
  const ignore = (login) => {
    if (ignoredLogins.has(login.toLowerCase())) return;
    ignoredLogins.add(login.toLowerCase());
    log(
      `ignored what ${login} wrote to the agent: only a person who may start the agent (write access or allowed-actors) can answer or steer it`
    );
  };
  const react = (commentId, content) => {
    if (!pr) return;
    const p = pr.react(commentId, content).catch(() => {
    });
    posting.add(p);
    void p.finally(() => posting.delete(p));
  };
  const steer = (raw, by, commentId) => {
    if (steers >= o.config.maxSteers) {
      log(
        `ignored a steer by ${by}: ${o.config.maxSteers === 0 ? "steering is off ('max-steers: 0')" : `'max-steers' (${o.config.maxSteers}) were taken already`}`
      );
      return;
    }
    const { text, cut } = cleanSteer(raw);
    if (text === "") return;
    steers++;
    const wrapped = wrapSteer(by, text);
    if (finished || !o.channel.say(wrapped)) {
      record({
        kind: "steer_deferred",
        label: null,
        tool: null,
        text,
        by,
        via: "command",
        message: agentDone ? "the agent had finished its turn: it goes to the next run" : o.canTakeInput === false ? "this agent cannot take a message while it runs: it goes to the next run" : finished ? "the run was ending: it goes to the next run" : "the agent could not take it: it goes to the next run"
      });
      o.onSteer?.({ commentId, by, text, deferred: true });
      react(commentId, "eyes");
      return;
    }
    given.set(wrapped, { commentId, by, text });
    o.onSteer?.({ commentId, by, text, deferred: false });
    record({
      kind: "steer",
      label: null,
      tool: null,
      text,
      by,
      via: "command",
      message: cut ? "cut to the length limit" : null
    });
    react(commentId, "eyes");
  };
  const poll = async () => {
    if (pr === null || closed) return;
    let heard;
    try {
      heard = await pr.poll([...open.values()].flatMap((a) => a.cardId === null ? [] : [a.cardId]));
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
  const conversation = {
    ask(raw) {
      if (approved !== null && raw.tool === approved.tool && inputHash(raw.input) === approved.inputHash) {
        const a = approved;
        approved = null;
        const input = typeof raw.input === "object" && raw.input !== null && !Array.isArray(raw.input) ? raw.input : {};
        o.channel.respond(raw.requestId, { behavior: "allow", updatedInput: input });
        record({
          kind: "allowed",
          label: a.label,
          tool: raw.tool,
          text: makeAsk({ ...raw, label: a.label, rule: "parked", askedAt: Date.now() }).argument,
          by: a.by,
          via: "command",
          message: "the parked request, allowed for this run"
        });
        return;
      }
      const rule = askedBy(rules, raw.tool, raw.input);
      if (rule === null || closed) {
        o.channel.respond(raw.requestId, {
          behavior: "deny",
          message: `Narrator: ${raw.tool} is not allowed in this run (allowed-tools does not allow it and no 'ask' rule sends it to a maintainer).`
        });
        return;
      }
      labels++;
      const ask = makeAsk({ ...raw, label: `Q${labels}`, rule, askedAt: Date.now() });
      const waiting = { ask, cardId: null, timer: null };
      if (pr === null) {
        const message = `Narrator: nobody could be asked (${noPr ?? "no pull request"}), so this was denied.`;
        o.channel.respond(ask.requestId, { behavior: "deny", message });
        record({
          kind: "denied",
          label: ask.label,
          tool: ask.tool,
          text: ask.argument,
          by: null,
          via: null,
          message
        });
        return;
      }
      const recordAsked = (message) => record({
        kind: "asked",
        label: ask.label,
        tool: ask.tool,
        text: ask.argument ?? ask.questions.map((q) => q.question).join(" / "),
        by: null,
        via: null,
        message
      });
      if (o.config.onQuestion === "park") {
        const message = parkMessage(ask.label);
        o.channel.respond(ask.requestId, { behavior: "deny", message });
        parked = true;
        recordAsked(`rule ${rule} \xB7 parked: the run ends and waits for a maintainer's answer`);
        const request = parkedRequest(ask, runKey);
        const held = {
          ...request,
          argument: request.argument === null ? null : o.redactor.redact(request.argument),
          questions: request.questions.map((q) => ({
            question: o.redactor.redact(q.question),
            options: q.options.map((x) => o.redactor.redact(x))
          }))
        };
        const body = renderCard(ask, {
          runKey,
          timeoutMs,
          state: { answer: null },
          liveCommentUrl: o.liveCommentUrl?.() ?? null,
          parked: held
        });
        const p = pr.postCard(`${o.redactor.redact(body)}

${parkMarker(held)}`).catch(
          (error) => log(`could not post the parked card ${ask.label} (${describeError(error)})`)
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
          { behavior: "deny", message },
          { kind: "timed_out", text: ask.argument, by: null, via: "timeout", message },
          `denied: no maintainer answered within ${formatDuration(timeoutMs)}`
        );
      }, timeoutMs);
      waiting.timer.unref();
      o.onChange?.();
      pr.postCard(o.redactor.redact(card(waiting, null, null))).then(
        (posted) => {
          waiting.cardId = posted.id;
          schedule();
        },
        (error) => {
          const message = `Narrator: the question could not be posted on the pull request (${describeError(error)}), so this was denied.`;
          settle(
            ask.label,
            { behavior: "deny", message },
            { kind: "denied", text: ask.argument, by: null, via: null, message },
            "denied: the card could not be posted"
          );
        }
      );
    },
    echo(text, how) {
      const steerGiven = given.get(text);
      if (!steerGiven) return;
      given.delete(text);
      record({
        kind: "steer_taken",
        label: null,
        tool: null,
        text: null,
        by: steerGiven.by,
        via: null,
        message: how ?? null
      });
      react(steerGiven.commentId, "rocket");
    },
    agentFinished() {
      finished = true;
      agentDone = true;
    },
    undelivered(text, why) {
      const steerGiven = given.get(text);
      if (!steerGiven) return;
      given.delete(text);
      o.onSteer?.({
        commentId: steerGiven.commentId,
        by: steerGiven.by,
        text: steerGiven.text,
        deferred: true
      });
      record({
        kind: "steer_deferred",
        label: null,
        tool: null,
        text: steerGiven.text,
        by: steerGiven.by,
        via: "command",
        message: `${why}: it goes to the next run`
      });
    },
    parked: () => parked,
    waitingSince() {
      return oldestOpen()?.ask.askedAt ?? null;
    },
    async close() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = null;
      if (pr !== null && o.config.maxSteers > 0) {
        finished = true;
        let wait;
        await Promise.race([poll(), new Promise((r) => wait = setTimeout(r, LAST_LOOK_MS))]);
        clearTimeout(wait);
      }
      closed = true;
      await Promise.all([...posting]);
      for (const [label, waiting] of open) {
        if (waiting.timer) clearTimeout(waiting.timer);
        open.delete(label);
        if (pr && waiting.cardId !== null) {
          await pr.editCard(
            waiting.cardId,
            o.redactor.redact(card(waiting, "not answered: the run ended first", null))
          ).catch(() => {
          });
        }
      }
    },
    entries: () => [...entries]
  };
  if (pr === null && o.config.maxSteers > 0) log(`no steering from the PR: ${noPr}`);
  schedule();
  return conversation;
}
var LAST_LOOK_MS = 1e4;
function oneLine(s) {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > 200 ? `${one.slice(0, 199)}\u2026` : one;
}
export {
  openConversation
};
