const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  cleanSteer
} from "./chunk-OH72Q3CO.js";
import {
  parseConverseCommand
} from "./chunk-HF3PKENO.js";
import {
  createHash
} from "./chunk-4BUEJA4U.js";

// src/converse/pending-steers.ts
function steerHash(text) {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 32);
}
function pendingSteers(rows) {
  const settled = /* @__PURE__ */ new Set();
  for (const r of rows) for (const id of r.settled ?? []) settled.add(id);
  const byTime = [...rows].sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : 0);
  const pending = /* @__PURE__ */ new Map();
  for (const [i, r] of byTime.entries()) {
    for (const d of r.deferred ?? []) {
      if (settled.has(d.id) || pending.has(d.id)) continue;
      if (byTime.slice(i + 1).some((later) => later.comments.includes(d.id))) continue;
      pending.set(d.id, { ...d, fromRun: r.runId });
    }
  }
  return [...pending.values()].sort((a, b) => a.id - b.id);
}
function checkDeferred(ref, c, thread) {
  if (c === null) return { ok: false, why: "the comment was deleted", final: true };
  if (c.thread !== thread) return { ok: false, why: "the comment is not on this thread", final: true };
  if (c.isBot || c.login === null) return { ok: false, why: "a bot cannot steer the agent", final: true };
  if (c.login.toLowerCase() !== ref.by.toLowerCase())
    return { ok: false, why: `the comment is not @${ref.by}'s`, final: true };
  const command = parseConverseCommand(c.body);
  if (command === null || command.kind !== "say")
    return { ok: false, why: "the comment was edited after it was heard", final: true };
  const { text } = cleanSteer(command.text);
  if (steerHash(text) !== ref.hash)
    return { ok: false, why: "the comment was edited after it was heard", final: true };
  return { ok: true, text };
}
function threadOfIssueUrl(url) {
  if (typeof url !== "string") return null;
  const m = /\/issues\/(\d+)$/.exec(url);
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
function promptHolds(prompt, text) {
  if (prompt === null || text === "") return false;
  const squash = (s) => s.replace(/\s+/g, " ").trim();
  return squash(prompt).includes(squash(text));
}

export {
  steerHash,
  pendingSteers,
  checkDeferred,
  threadOfIssueUrl,
  promptHolds
};
