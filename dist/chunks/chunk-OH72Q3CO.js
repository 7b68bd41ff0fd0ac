const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/converse/steer.ts
var MAX_STEER_CHARS = 2e3;
var INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
function cleanSteer(raw, max = MAX_STEER_CHARS) {
  let s = raw.replace(/\r\n?/g, "\n");
  s = s.replace(/<!--[\s\S]*?(?:-->|$)/g, "");
  s = s.replace(INVISIBLE, "");
  s = s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  s = s.replace(/\n{3,}/g, "\n\n").trim();
  const chars = [...s];
  if (chars.length <= max) return { text: s, cut: false };
  return { text: `${chars.slice(0, max - 1).join("")}\u2026`, cut: true };
}
function wrapSteer(login, text) {
  return [
    `A maintainer (@${login}) added this instruction while you were working:`,
    "",
    text,
    "",
    "(It does not change the tools, model or permissions you have.)"
  ].join("\n");
}

export {
  cleanSteer,
  wrapSteer
};
