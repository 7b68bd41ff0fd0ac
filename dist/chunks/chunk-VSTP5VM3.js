const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  sameAccount
} from "./chunk-BOTWAFO2.js";
import {
  hasMarker
} from "./chunk-BJA6GBZG.js";

// src/github/find-comment.ts
var PER_PAGE = 100;
async function findMarkedComment(api, marker, options = {}) {
  const maxPages = options.maxPages ?? 10;
  let me = null;
  const newestOurs = async (comments) => {
    for (let i = comments.length - 1; i >= 0; i--) {
      const comment = comments[i];
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error) {
          options.onIdentityUnknown?.(error);
          return "unknown";
        }
      }
      if (sameAccount(comment.author, me)) return comment;
      options.onForeign?.(comment, me);
    }
    return null;
  };
  options.onRequest?.();
  const first = await api.listPage(1, PER_PAGE, options.signal);
  const lastPage = first.lastPage ?? 1;
  for (let page = lastPage, read = 1; page > 1 && read < maxPages; page--, read++) {
    options.onRequest?.();
    const { comments } = await api.listPage(page, PER_PAGE, options.signal);
    const found2 = await newestOurs(comments);
    if (found2 === "unknown") return null;
    if (found2) return found2;
  }
  const found = await newestOurs(first.comments);
  return found === "unknown" ? null : found;
}
async function findMarkedComments(api, marker, options = {}) {
  const maxPages = options.maxPages ?? 10;
  let me = null;
  const ours = [];
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    options.onRequest?.();
    const result = await api.listPage(page, PER_PAGE, options.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    for (const comment of result.comments) {
      if (!hasMarker(comment.body, marker)) continue;
      if (me === null) {
        try {
          me = await api.whoAmI(options.signal);
        } catch (error) {
          options.onIdentityUnknown?.(error);
          return [];
        }
      }
      if (sameAccount(comment.author, me)) ours.push(comment);
      else options.onForeign?.(comment, me);
    }
  }
  return ours.sort((a, b) => a.id - b.id);
}

export {
  findMarkedComment,
  findMarkedComments
};
