const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/converse/answer.ts
var MAX_WHY = 300;
var LABEL = /^Q\d{1,4}$/i;
function parseConverseCommand(body) {
  const m = /^[ \t]*\/narrator[ \t]+(allow|deny|answer|say)\b[ \t]*(.*)$/im.exec(body);
  if (!m) return null;
  const verb = m[1].toLowerCase();
  if (verb === "say") {
    const start = m.index + m[0].length - m[2].length;
    const text = body.slice(start).trim();
    return text === "" ? null : { kind: "say", text };
  }
  const words = m[2].trim().split(/\s+/).filter(Boolean);
  let label = null;
  if (words[0] !== void 0 && LABEL.test(words[0])) label = words.shift().toUpperCase();
  if (verb === "allow") return { kind: "allow", label };
  if (verb === "deny") {
    const why = words.join(" ").trim();
    return { kind: "deny", label, why: why === "" ? null : why.slice(0, MAX_WHY) };
  }
  const choices = words.join(" ").split(/[\s,]+/).filter(Boolean).map((w) => /^\d{1,3}$/.test(w) ? Number(w) : Number.NaN);
  if (choices.length === 0 || choices.some((n) => !Number.isInteger(n) || n < 1)) return null;
  return { kind: "answer", label, choices };
}

export {
  parseConverseCommand
};
