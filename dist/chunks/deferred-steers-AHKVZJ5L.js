const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  checkDeferred,
  pendingSteers,
  promptHolds,
  steerHash,
  threadOfIssueUrl
} from "./chunk-45MDRZHD.js";
import {
  cleanSteer,
  wrapSteer
} from "./chunk-OH72Q3CO.js";
import {
  parseConverseCommand
} from "./chunk-HF3PKENO.js";
import {
  commentRunClient,
  commentRunTarget,
  startingComment
} from "./chunk-2STMVBZV.js";
import {
  ledgerKeys,
  ledgerRows,
  readLedger
} from "./chunk-H4GWC4UX.js";
import "./chunk-HRUXUTKA.js";
import "./chunk-7TNEZSV2.js";
import "./chunk-G26BKM2I.js";
import {
  addReaction
} from "./chunk-LANPLIKO.js";
import {
  fetchPermission,
  isBotLogin,
  mayStartByComment
} from "./chunk-SQX6ZI7A.js";
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
import "./chunk-J24MDO5F.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/action/launch/deferred-steers.ts
var MAX_LOOKS = 20;
async function takeDeferredSteers(config, context, redactor) {
  const env = context.runner;
  const log = (m) => info(redactor.redact(`Narrator: ${m}`));
  if (!config.githubToken || !config.ledger || !context.knobs.ledger || config.maxSteers === 0) return null;
  const started = Date.now();
  const target = commentRunTarget(config, context);
  if (target === null) return null;
  try {
    const client = await commentRunClient(config, context, redactor);
    const read = await readLedger(octokitIssueComments(client, target));
    const { job } = ledgerKeys(config, env);
    const rows = ledgerRows(read.comments.map((c) => c.block)).filter((r) => r.job === job);
    const candidates = pendingSteers(rows);
    const comment = startingComment(context);
    const triggerId = comment?.id ?? null;
    const command = comment === null ? null : parseConverseCommand(comment.body);
    if (command?.kind === "say" && triggerId !== null && comment !== null && comment.login !== "" && !candidates.some((c) => c.id === triggerId) && !rows.some((r) => r.settled?.includes(triggerId))) {
      const text = cleanSteer(command.text).text;
      candidates.push({
        id: triggerId,
        by: comment.login,
        hash: steerHash(text),
        fromRun: "this comment",
        trigger: text
      });
    }
    if (candidates.length === 0) return null;
    const allowed = /* @__PURE__ */ new Map();
    const mayAnswer = (login) => {
      const key = login.toLowerCase();
      let p = allowed.get(key);
      if (!p) {
        p = mayStartByComment(
          { login },
          { allowedActors: config.allowedActors, allowedBots: [] },
          (name) => fetchPermission(client, target, name)
        );
        allowed.set(key, p);
      }
      return p;
    };
    const wrapped = [];
    const entries = [];
    const settled = [];
    const delivered = [];
    let looked = 0;
    let waiting = 0;
    for (const c of candidates) {
      if (delivered.length >= config.maxSteers || looked >= MAX_LOOKS) {
        if (++waiting <= 5) {
          log(
            `deferred steer by ${c.by} (comment ${c.id}) waits for a later run: ${looked >= MAX_LOOKS ? `${MAX_LOOKS} steering comments were read already` : `'max-steers' (${config.maxSteers}) reached`}`
          );
        }
        continue;
      }
      looked++;
      let now;
      try {
        const r = await client.rest.issues.getComment({
          owner: target.owner,
          repo: target.repo,
          comment_id: c.id
        });
        const login = r.data.user?.login ?? null;
        now = {
          body: r.data.body ?? "",
          login,
          isBot: r.data.user?.type === "Bot" || login !== null && isBotLogin(login),
          thread: threadOfIssueUrl(r.data.issue_url)
        };
      } catch (error) {
        if (error.status !== 404) {
          log(
            `deferred steer by ${c.by} (comment ${c.id}) could not be read (${describeError(error)}); it waits for a later run`
          );
          continue;
        }
        now = null;
      }
      const check = checkDeferred(c, now, target.issueNumber);
      const origin = c.trigger !== void 0 ? "the comment that started this run" : `run ${c.fromRun}`;
      if (!check.ok) {
        log(`did not deliver the steer by ${c.by} from ${origin} (comment ${c.id}): ${check.why}`);
        if (check.final) settled.push(c.id);
        continue;
      }
      if (!await mayAnswer(c.by).catch(() => false)) {
        log(
          `did not deliver the steer by ${c.by} from ${origin} (comment ${c.id}): only a person who may start the agent (write access or allowed-actors) can steer it`
        );
        settled.push(c.id);
        continue;
      }
      settled.push(c.id);
      delivered.push(c.id);
      if (c.trigger !== void 0 && promptHolds(config.prompt, check.text)) {
        log(`the steer by ${c.by} that started this run is its prompt already: not told twice`);
        continue;
      }
      wrapped.push(wrapSteer(c.by, check.text));
      const message = c.trigger !== void 0 ? "from the comment that started this run" : `delivered from run ${c.fromRun}`;
      entries.push({
        at: Date.now(),
        kind: "steer_delivered",
        label: null,
        tool: null,
        text: check.text,
        by: c.by,
        via: "command",
        message
      });
      log(`deferred steer by ${c.by} (comment ${c.id}) ${message}: told to the agent first`);
    }
    if (waiting > 5) log(`${waiting - 5} more deferred steers wait for a later run`);
    if (settled.length === 0) return null;
    log(
      `deferred steers: ${wrapped.length} told first, ${settled.length - delivered.length} refused (checked in ${Date.now() - started} ms)`
    );
    return {
      tell: wrapped.length === 0 ? null : wrapped.join("\n\n"),
      entries,
      settled,
      delivered,
      react: async () => {
        for (const id of delivered) {
          await addReaction(
            client,
            { kind: "issue-comment", owner: target.owner, repo: target.repo, commentId: id },
            "rocket"
          ).catch(() => {
          });
        }
      }
    };
  } catch (error) {
    log(`deferred steers could not be read (${describeError(error)}); they wait for a later run`);
    return null;
  }
}
export {
  takeDeferredSteers
};
