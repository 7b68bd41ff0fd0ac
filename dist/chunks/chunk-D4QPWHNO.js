const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  createHash
} from "./chunk-4BUEJA4U.js";

// src/converse/park.ts
var MARKER = /<!-- narrator:parked ([A-Za-z0-9_-]{1,20000}) -->/;
var PARK_TAKEN_MARKER = "<!-- narrator:parked-taken -->";
function inputHash(input) {
  return createHash("sha256").update(JSON.stringify(input ?? null)).digest("hex");
}
function parkedRequest(ask, run) {
  return {
    v: 1,
    label: ask.label,
    kind: ask.kind,
    tool: ask.tool,
    inputHash: inputHash(ask.input),
    requestId: ask.requestId.slice(0, 200),
    run: run.slice(0, 200),
    argument: ask.argument === null ? null : ask.argument.slice(0, 2e3),
    questions: ask.questions.map((q) => ({
      question: q.question.slice(0, 1e3),
      options: q.options.map((o) => o.slice(0, 300))
    }))
  };
}
function parkMarker(p) {
  return `<!-- narrator:parked ${Buffer.from(JSON.stringify(p), "utf8").toString("base64url")} -->`;
}
function readParkMarker(body) {
  const m = MARKER.exec(body);
  if (!m) return null;
  let v;
  try {
    v = JSON.parse(Buffer.from(m[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v;
  const s = (k) => typeof o[k] === "string" ? o[k] : null;
  const kind = s("kind");
  if (o["v"] !== 1 || s("label") === null || s("tool") === null || !/^[0-9a-f]{64}$/.test(s("inputHash") ?? "") || s("requestId") === null || s("run") === null || kind !== "tool" && kind !== "question" && kind !== "plan")
    return null;
  const questions = Array.isArray(o["questions"]) ? o["questions"].flatMap((q) => {
    if (typeof q !== "object" || q === null) return [];
    const r = q;
    if (typeof r["question"] !== "string" || !Array.isArray(r["options"])) return [];
    const options = r["options"].filter((x) => typeof x === "string");
    return [{ question: r["question"], options }];
  }) : [];
  return {
    v: 1,
    label: s("label"),
    kind,
    tool: s("tool"),
    inputHash: s("inputHash"),
    requestId: s("requestId"),
    run: s("run"),
    argument: s("argument"),
    questions
  };
}
function parkMessage(label) {
  return `Narrator: this needs a maintainer's answer (request ${label}), and this run does not wait for one. Do not try another way around it: end your turn now with one short sentence saying what you are waiting for. You will be resumed in a new run with the maintainer's answer.`;
}

export {
  PARK_TAKEN_MARKER,
  inputHash,
  parkedRequest,
  parkMarker,
  readParkMarker,
  parkMessage
};
