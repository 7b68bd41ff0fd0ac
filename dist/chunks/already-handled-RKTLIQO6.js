const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  commentRunClient,
  commentRunTarget,
  startingComment
} from "./chunk-2STMVBZV.js";
import {
  handledBy,
  ledgerKeys,
  ledgerRows,
  readLedger,
  rowId
} from "./chunk-H4GWC4UX.js";
import "./chunk-HRUXUTKA.js";
import "./chunk-7TNEZSV2.js";
import "./chunk-G26BKM2I.js";
import {
  octokitIssueComments
} from "./chunk-BOTWAFO2.js";
import "./chunk-7MOZR5A6.js";
import "./chunk-7VCEWHLH.js";
import "./chunk-BJA6GBZG.js";
import "./chunk-7QHSLWKT.js";
import {
  info,
  notice,
  setOutput
} from "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-4BUEJA4U.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import {
  readFileSync
} from "./chunk-6PPWJKGQ.js";
import "./chunk-J24MDO5F.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-QKXLR4XC.js";

// src/action/launch/already-handled.ts
function triggeringCommentId(context) {
  return startingComment(context)?.id ?? null;
}
async function alreadyHandled(config, context, redactor) {
  const env = context.runner;
  const commentId = triggeringCommentId(context);
  if (commentId === null || !config.githubToken || !context.knobs.ledger) return null;
  if (!config.ledger) {
    info(
      "Narrator ledger: ledger: false, so whether this comment was already handled by another run cannot be told: the agent runs"
    );
    return null;
  }
  const target = commentRunTarget(config, context);
  if (target === null) return null;
  try {
    const client = await commentRunClient(config, context, redactor);
    const read = await readLedger(octokitIssueComments(client, target));
    const { job } = ledgerKeys(config, env);
    const attempt = Math.max(1, Math.floor(Number(env["GITHUB_RUN_ATTEMPT"]) || 1));
    const self = rowId(env["GITHUB_RUN_ID"] || "local", attempt, job);
    const rows = ledgerRows(read.comments.map((c) => c.block)).filter((r) => r.job === job);
    return handledBy(
      rows.filter((r) => r.runId !== (env["GITHUB_RUN_ID"] || "local")),
      commentId,
      self
    );
  } catch (error) {
    info(
      redactor.redact(
        `Narrator ledger: could not check whether this comment was handled (${error.message})`
      )
    );
    return null;
  }
}
function concurrencyWarning(env) {
  if (env["GITHUB_EVENT_NAME"] !== "issue_comment") return null;
  const ref = env["GITHUB_WORKFLOW_REF"] ?? "";
  const at = ref.lastIndexOf("@");
  const parts = (at < 0 ? ref : ref.slice(0, at)).split("/");
  if (parts.length < 3) return null;
  const file = parts.slice(2).join("/");
  if (!/^\.github\/workflows\/[^/]+\.ya?ml$/.test(file)) return null;
  const workspace = env["GITHUB_WORKSPACE"];
  if (!workspace) return null;
  let text;
  try {
    text = readFileSync(node_path_default.join(workspace, file), "utf8");
  } catch {
    return null;
  }
  const cancels = text.split("\n").some((line) => /^cancel-in-progress:[ \t]*['"]?true['"]?[ \t]*(#.*)?$/.test(line.trim()));
  if (!cancels) return null;
  return `${file} sets cancel-in-progress: true: a new comment on this PR cancels the run in progress (a steering comment would cancel the run it steers). Use cancel-in-progress: false so the new run waits; Narrator then ends it neutral when the comment was already handled (see docs/ledger.md).`;
}
async function endHandled(by, env) {
  const run = `${by.runId}${by.attempt > 1 ? ` (attempt ${by.attempt})` : ""}`;
  const line = `Narrator: this comment was already handled by run ${run}: the agent is not run a second time.`;
  notice(line);
  setOutput("conclusion", "neutral");
  setOutput("handled-by", by.runId);
  const file = env["GITHUB_STEP_SUMMARY"];
  if (file) {
    const { appendFile } = await import("node:fs/promises");
    await appendFile(file, `### \u23ED Handled by run ${run}

${line.replace(/^Narrator: /, "")}
`).catch(
      () => {
      }
    );
  }
  return {
    summary: null,
    // Nothing ran and nothing failed: the job passes (a neutral end has no verdict of its own).
    verdict: {
      fails: false,
      conclusion: "success",
      source: "outcome",
      outcome: null,
      outcomeFails: false,
      setupFailure: null,
      recordTaken: null,
      crash: null
    },
    failure: null
  };
}
export {
  alreadyHandled,
  concurrencyWarning,
  endHandled,
  triggeringCommentId
};
