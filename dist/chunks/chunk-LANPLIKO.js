const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/github/reactions.ts
function triggerSubject(eventName, payload, repository) {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  if (!m) return { subject: null, reason: `GITHUB_REPOSITORY '${repository}' is not owner/repo` };
  const repo = { owner: m[1], repo: m[2] };
  const root = record(payload);
  const id = (value) => typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
  switch (eventName) {
    case "issue_comment": {
      const commentId = id(record(root["comment"])["id"]);
      return commentId === null ? { subject: null, reason: "the issue_comment payload has no comment id" } : { subject: { kind: "issue-comment", ...repo, commentId }, note: null };
    }
    case "pull_request_review_comment": {
      const commentId = id(record(root["comment"])["id"]);
      return commentId === null ? { subject: null, reason: "the pull_request_review_comment payload has no comment id" } : { subject: { kind: "review-comment", ...repo, commentId }, note: null };
    }
    case "issues": {
      const issueNumber = id(record(root["issue"])["number"]);
      return issueNumber === null ? { subject: null, reason: "the issues payload has no issue number" } : { subject: { kind: "issue", ...repo, issueNumber }, note: null };
    }
    case "pull_request_review": {
      const issueNumber = id(record(root["pull_request"])["number"]);
      return issueNumber === null ? { subject: null, reason: "the pull_request_review payload has no pull request number" } : {
        subject: { kind: "issue", ...repo, issueNumber },
        note: "a review has no reactions in GitHub's REST API: its pull request gets the reaction"
      };
    }
    case "discussion_comment": {
      const nodeId = record(root["comment"])["node_id"];
      return typeof nodeId === "string" && /^[\w=-]{1,200}$/.test(nodeId) ? {
        subject: { kind: "discussion-comment", nodeId },
        note: "a discussion comment takes reactions through GraphQL (addReaction)"
      } : { subject: null, reason: "the discussion_comment payload has no comment node_id" };
    }
    default:
      return {
        subject: null,
        reason: `a ${eventName || "run without an event"} was not started by a comment`
      };
  }
}
async function addReaction(client, subject, content, signal) {
  const request = { signal };
  switch (subject.kind) {
    case "issue-comment":
      await client.rest.reactions.createForIssueComment({
        owner: subject.owner,
        repo: subject.repo,
        comment_id: subject.commentId,
        content,
        request
      });
      return;
    case "review-comment":
      await client.rest.reactions.createForPullRequestReviewComment({
        owner: subject.owner,
        repo: subject.repo,
        comment_id: subject.commentId,
        content,
        request
      });
      return;
    case "issue":
      await client.rest.reactions.createForIssue({
        owner: subject.owner,
        repo: subject.repo,
        issue_number: subject.issueNumber,
        content,
        request
      });
      return;
    case "discussion-comment":
      await client.lookupClient().graphql(ADD_REACTION, {
        subjectId: subject.nodeId,
        content: GRAPHQL_REACTION[content],
        request
      });
      return;
  }
}
var ADD_REACTION = "mutation($subjectId: ID!, $content: ReactionContent!) { addReaction(input: {subjectId: $subjectId, content: $content}) { reaction { content } } }";
var GRAPHQL_REACTION = {
  "+1": "THUMBS_UP",
  "-1": "THUMBS_DOWN",
  laugh: "LAUGH",
  confused: "CONFUSED",
  heart: "HEART",
  hooray: "HOORAY",
  rocket: "ROCKET",
  eyes: "EYES"
};
function readReaction(raw) {
  const r = record(raw);
  const user = record(r["user"]);
  const login = user["login"];
  if (typeof r["id"] !== "number" || typeof r["content"] !== "string" || typeof login !== "string")
    return null;
  return {
    id: r["id"],
    content: r["content"],
    login,
    isBot: user["type"] === "Bot" || /\[bot\]$/i.test(login),
    createdAt: typeof r["created_at"] === "string" ? r["created_at"] : ""
  };
}
function reactionEmoji(content) {
  const emoji = {
    "+1": "\u{1F44D}",
    "-1": "\u{1F44E}",
    laugh: "\u{1F604}",
    confused: "\u{1F615}",
    heart: "\u2764\uFE0F",
    hooray: "\u{1F389}",
    rocket: "\u{1F680}",
    eyes: "\u{1F440}"
  };
  return emoji[content] ?? content;
}
function record(value) {
  return typeof value === "object" && value !== null ? value : {};
}

export {
  triggerSubject,
  addReaction,
  readReaction,
  reactionEmoji
};
