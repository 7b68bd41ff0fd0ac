const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  PARK_TAKEN_MARKER,
  readParkMarker
} from "./chunk-D4QPWHNO.js";
import {
  parseConverseCommand
} from "./chunk-HF3PKENO.js";
import {
  commentRunClient,
  commentRunTarget,
  startingComment
} from "./chunk-2STMVBZV.js";
import "./chunk-HRUXUTKA.js";
import "./chunk-7TNEZSV2.js";
import {
  fetchPermission,
  mayStartByComment
} from "./chunk-SQX6ZI7A.js";
import {
  findMarkedComment
} from "./chunk-VSTP5VM3.js";
import {
  octokitIssueComments
} from "./chunk-BOTWAFO2.js";
import "./chunk-7MOZR5A6.js";
import {
  describeError
} from "./chunk-7VCEWHLH.js";
import "./chunk-BJA6GBZG.js";
import "./chunk-7QHSLWKT.js";
import {
  info
} from "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-6PPWJKGQ.js";
import {
  inlineText
} from "./chunk-JHHEPBTZ.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/action/launch/parked.ts
async function answerParked(config, context, redactor) {
  const env = context.runner;
  const comment = config.onQuestion === "park" ? startingComment(context) : null;
  if (comment === null) return null;
  const log = (m) => info(redactor.redact(`Narrator: ${m}`));
  const command = parseConverseCommand(comment.body);
  if (command === null || command.kind === "say") return null;
  const { login } = comment;
  if (login === "" || comment.type === "Bot" || /\[bot\]$/i.test(login)) {
    log(`ignored the answer to a parked request: ${login || "its author"} is a bot`);
    return null;
  }
  if (!config.githubToken) {
    log("a parked request cannot be answered: 'github-token' is empty");
    return null;
  }
  const target = commentRunTarget(config, context);
  if (target === null) return null;
  try {
    const client = await commentRunClient(config, context, redactor);
    const allowed = await mayStartByComment(
      { login },
      { allowedActors: config.allowedActors, allowedBots: [] },
      (name) => fetchPermission(client, target, name)
    );
    if (!allowed) {
      log(
        `ignored ${login}'s answer to the parked request: only a person who may start the agent (write access or allowed-actors) can answer it`
      );
      return null;
    }
    const api = octokitIssueComments(client, target);
    const card = await findMarkedComment(api, "<!-- narrator:card ");
    const parked = card === null ? null : readParkMarker(card.body);
    if (card === null || parked === null || card.body.includes(PARK_TAKEN_MARKER)) {
      log(`/narrator ${command.kind} by ${login}: no parked request is waiting on this pull request`);
      return null;
    }
    if (command.label !== null && command.label !== parked.label) {
      log(
        `/narrator ${command.kind} by ${login} names ${command.label}; the parked request is ${parked.label}`
      );
      return null;
    }
    const runId = env["GITHUB_RUN_ID"] ?? "this run";
    const answer = decide(parked, command, login);
    if (answer === null) {
      log(
        `ignored /narrator ${command.kind} by ${login}: it does not answer ${parked.label} (${parked.kind})`
      );
      return null;
    }
    await api.update(
      card.id,
      takenCard(card.body, redactor.redact(`${answer.said} \xB7 run ${runId} resumes the agent`))
    );
    log(`${parked.label} (parked by run ${parked.run}): ${answer.said}`);
    return { approved: answer.approved, tell: answer.tell };
  } catch (error) {
    log(`the parked request could not be read (${describeError(error)}); the run goes on without its answer`);
    return null;
  }
}
function decide(p, c, by) {
  const what = p.argument !== null ? `${p.tool} \`${p.argument}\`` : p.tool;
  if (c.kind === "deny") {
    return {
      approved: null,
      said: `denied by @${by}${c.why ? `: ${c.why}` : ""}`,
      tell: `Note from Narrator: a maintainer (@${by}) denied your request ${p.label} (${what})${c.why ? `: ${c.why}` : "."} Do not make that call; go on without it.`
    };
  }
  if (c.kind === "allow") {
    if (p.kind === "question") return null;
    return {
      approved: { label: p.label, tool: p.tool, inputHash: p.inputHash, by },
      said: `allowed by @${by}`,
      tell: `Note from Narrator: a maintainer (@${by}) allowed your request ${p.label}: ${what}. Make exactly that call again now, with the same input; it is allowed once. Then finish the task.`
    };
  }
  if (p.kind !== "question" || p.questions.length === 0) return null;
  const answers = [];
  for (const [i, q] of p.questions.entries()) {
    const n = c.choices[Math.min(i, c.choices.length - 1)];
    const option = q.options[n - 1];
    if (option === void 0) return null;
    answers.push(`${q.question} \u2192 ${option}`);
  }
  const said = answers.join("; ");
  return {
    approved: null,
    said: `answered by @${by}: ${said}`,
    tell: `Note from Narrator: a maintainer (@${by}) answered your question ${p.label}: ${said}. Go on with that answer.`
  };
}
function takenCard(body, said) {
  const lines = body.split("\n").filter((l) => !l.startsWith("**How to answer:**")).map(
    (l) => l.startsWith("**\u23F8 parked: this run ended to wait for a maintainer's answer") ? `**\u2705 ${inlineText(said, 300)}**` : l
  );
  return `${lines.join("\n")}
${PARK_TAKEN_MARKER}`;
}
export {
  answerParked
};
