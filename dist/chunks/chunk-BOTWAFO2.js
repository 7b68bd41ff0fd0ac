const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  classifyGitHubError
} from "./chunk-7VCEWHLH.js";

// src/github/identity.ts
var VIEWER_QUERY = "query { viewer { login databaseId } }";
var IdentityError = class extends Error {
  name = "IdentityError";
};
function isPassingLookupFailure(error, nowMs) {
  const name = error?.name;
  if (name === "GraphqlResponseError" || name === "IdentityError") return false;
  const kind = classifyGitHubError(error, nowMs).kind;
  return kind === "network" || kind === "server" || kind === "rate_limited";
}
async function fetchIdentity(octokit, signal) {
  const lookup = octokit.lookupClient();
  const data = await lookup.graphql(
    VIEWER_QUERY,
    { request: { signal } }
  );
  const login = data?.viewer?.login;
  const id = data?.viewer?.databaseId;
  if (typeof login !== "string" || login === "") {
    throw new IdentityError("GitHub did not say which account the token belongs to (no viewer login)");
  }
  return { login, id: typeof id === "number" && Number.isSafeInteger(id) ? id : null };
}
function sameAccount(author, me) {
  if (author === null) return false;
  if (author.id !== null && me.id !== null) return author.id === me.id;
  return author.login.toLowerCase() === me.login.toLowerCase();
}

// src/github/issue-comments.ts
function octokitIssueComments(octokit, target) {
  const { owner, repo, issueNumber } = target;
  let identity = null;
  return {
    async listPage(page, perPage, signal) {
      const response = await octokit.rest.issues.listComments({
        owner,
        repo,
        issue_number: issueNumber,
        page,
        per_page: perPage,
        request: { signal }
      });
      return {
        comments: response.data.map(toComment),
        lastPage: lastPageOf(response.headers.link)
      };
    },
    async create(body, signal) {
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async update(commentId, body, signal) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
        request: { signal }
      });
      return toComment(response.data);
    },
    async get(commentId, signal) {
      const response = await octokit.rest.issues.getComment({
        owner,
        repo,
        comment_id: commentId,
        request: { signal }
      });
      return toComment(response.data);
    },
    async remove(commentId, signal) {
      await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId, request: { signal } });
    },
    whoAmI(signal) {
      identity ??= fetchIdentity(octokit, signal).catch((error) => {
        identity = null;
        throw error;
      });
      return identity;
    }
  };
}
function toComment(data) {
  const login = data.user?.login;
  return {
    id: data.id,
    body: data.body ?? "",
    htmlUrl: data.html_url ?? null,
    author: typeof login === "string" && login !== "" ? { login, id: data.user?.id ?? null } : null
  };
}
function lastPageOf(link) {
  if (!link) return null;
  for (const part of link.split(",")) {
    if (!/rel="last"/.test(part)) continue;
    const url = /<([^<>]+)>/.exec(part)?.[1];
    if (!url) continue;
    const page = Number(new URL(url, "https://api.github.com").searchParams.get("page"));
    if (Number.isSafeInteger(page) && page > 0) return page;
  }
  return null;
}

export {
  isPassingLookupFailure,
  sameAccount,
  octokitIssueComments
};
