const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  REDACTED,
  writeRedactedJson
} from "./chunk-3CRKRQV7.js";

// src/redact/redact-json.ts
var JSON_TOKEN = /[\s,:[\]{}]+|"(?:[^"\\]|\\[\s\S])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/gy;
var PUNCTUATION = /[\s,:[\]{}]/;
var MASKED_TOKEN = JSON.stringify(REDACTED);
var rawCheckCache = /* @__PURE__ */ new WeakMap();
function needsRawCheck(redactor) {
  let needed = rawCheckCache.get(redactor);
  if (needed === void 0) {
    needed = redactor.secrets.some((s) => /[{}[\],:]/.test(s) || /^[-+0-9.eE]+$/.test(s));
    rawCheckCache.set(redactor, needed);
  }
  return needed;
}
function cleanRawJson(json, redactor, fallback) {
  const scanner = redactor.scanner;
  if (scanner.next(json, 0) === null) return json;
  const tokens = [];
  for (const m of json.matchAll(JSON_TOKEN))
    if (!PUNCTUATION.test(m[0][0])) tokens.push([m.index, m.index + m[0].length]);
  const masked = /* @__PURE__ */ new Set();
  for (let from = 0, t = 0; ; ) {
    const span = scanner.next(json, from);
    if (span === null) break;
    while (t < tokens.length && tokens[t][1] <= span.start) t++;
    for (let i = t; i < tokens.length && tokens[i][0] < span.end; i++) masked.add(i);
    from = span.matchEnd;
  }
  let out = "";
  let pos = 0;
  for (const i of [...masked].sort((a, b) => a - b)) {
    const [start, end] = tokens[i];
    out += `${json.slice(pos, start)}${MASKED_TOKEN}`;
    pos = end;
  }
  out += json.slice(pos);
  return scanner.next(out, 0) === null ? out : fallback;
}
var UNREDACTABLE = JSON.stringify({ redacted: "this JSON could not be redacted safely" });
function stringifyRedacted(value, redactor, space) {
  const pieces = [];
  const text = writeRedactedJson(value, redactor, space, (piece) => pieces.push(piece)) ? pieces.join("") : JSON.stringify(redactor.redactValue(value), null, space);
  if (!needsRawCheck(redactor)) return text;
  return cleanRawJson(text, redactor, UNREDACTABLE);
}
function writeStringifiedRedacted(value, redactor, space, sink) {
  if (needsRawCheck(redactor)) {
    sink(stringifyRedacted(value, redactor, space));
    return;
  }
  if (!writeRedactedJson(value, redactor, space, sink))
    sink(JSON.stringify(redactor.redactValue(value), null, space));
}

export {
  needsRawCheck,
  cleanRawJson,
  writeStringifiedRedacted
};
