const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  resolveTarget
} from "./chunk-7MOZR5A6.js";
import {
  commentKey,
  commentMarker
} from "./chunk-BJA6GBZG.js";

// src/sinks/comment-place.ts
function commentPlace(config, env, event) {
  const resolution = resolveTarget({
    commentOn: config.commentOn,
    eventName: env["GITHUB_EVENT_NAME"] ?? "",
    payload: event.payload,
    repository: env["GITHUB_REPOSITORY"] ?? ""
  });
  if (resolution.target === null) return { target: null, reason: resolution.reason };
  const key = commentKey({
    commentKey: config.commentKey,
    workflow: env["GITHUB_WORKFLOW"],
    job: env["GITHUB_JOB"],
    matrix: config.leg.matrix,
    jobIndex: config.leg.jobIndex
  });
  return { target: resolution.target, marker: commentMarker(key) };
}

export {
  commentPlace
};
