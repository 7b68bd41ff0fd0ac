const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  int,
  number,
  object,
  optional,
  string,
  unknown
} from "./chunk-SZXKVWPS.js";
import {
  _gt,
  _lte
} from "./chunk-NWLIFGQI.js";

// src/github/event-fields.ts
var id = number().check(int(), _gt(0), _lte(Number.MAX_SAFE_INTEGER));
var commentSchema = object({
  comment: object({
    id: optional(unknown()),
    body: optional(unknown()),
    user: optional(unknown())
  })
});
var userSchema = object({ login: string(), type: optional(unknown()) });
var headSchema = object({ pull_request: object({ head: object({ sha: string() }) }) });
function eventComment(payload) {
  const parsed = commentSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { comment } = parsed.data;
  const checkedId = id.safeParse(comment.id);
  const user = userSchema.safeParse(comment.user);
  return {
    id: checkedId.success ? checkedId.data : null,
    body: typeof comment.body === "string" ? comment.body : "",
    login: user.success ? user.data.login : "",
    type: user.success && typeof user.data.type === "string" ? user.data.type : null
  };
}
function triggerCommentId(payload) {
  return eventComment(payload)?.id ?? null;
}
function pullRequestHead(payload) {
  const parsed = headSchema.safeParse(payload);
  return parsed.success ? parsed.data.pull_request.head.sha : null;
}

export {
  eventComment,
  triggerCommentId,
  pullRequestHead
};
