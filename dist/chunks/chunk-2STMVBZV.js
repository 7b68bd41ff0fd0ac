const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  eventComment
} from "./chunk-HRUXUTKA.js";
import {
  resolveTarget
} from "./chunk-7MOZR5A6.js";
import {
  clientOptionsFromEnv
} from "./chunk-7QHSLWKT.js";

// src/action/launch/comment-run.ts
function startingComment(context) {
  if (context.runner["GITHUB_EVENT_NAME"] !== "issue_comment") return null;
  return eventComment(context.event.payload);
}
function commentRunTarget(config, context) {
  return resolveTarget({
    commentOn: config.commentOn,
    eventName: context.runner["GITHUB_EVENT_NAME"] ?? "",
    payload: context.event.payload,
    repository: context.runner["GITHUB_REPOSITORY"] ?? ""
  }).target;
}
async function commentRunClient(config, context, redactor) {
  const { createGitHubClient } = await import("./client-HCGEVOP3.js");
  return createGitHubClient(clientOptionsFromEnv(config.githubToken, context, redactor.redact));
}

export {
  startingComment,
  commentRunTarget,
  commentRunClient
};
