const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  identity
} from "./chunk-YDNSAMNY.js";
import {
  codeFence,
  details,
  truncate
} from "./chunk-JHHEPBTZ.js";

// src/report/structured-view.ts
function structuredOutputJson(summary, redact = identity) {
  if (summary.structuredOutput === void 0) return "";
  const text = redact(JSON.stringify(summary.structuredOutput));
  try {
    JSON.parse(text);
    return text;
  } catch {
    return JSON.stringify(redactStrings(summary.structuredOutput, redact));
  }
}
function redactStrings(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, redact));
  if (typeof value !== "object" || value === null) return value;
  const out = /* @__PURE__ */ Object.create(null);
  for (const key of Object.keys(value))
    out[redact(key)] = redactStrings(value[key], redact);
  return out;
}
function structuredOutputBlock(summary, redact, maxChars) {
  const json = structuredOutputJson(summary, redact);
  if (json === "" || maxChars <= 0) return "";
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
  }
  const shown = pretty.length <= maxChars ? pretty : `${truncate(pretty, maxChars)}
(cut at ${maxChars} characters: the full object is the structured-output output)`;
  return details("Structured output", codeFence(shown, "json"));
}

export {
  structuredOutputJson,
  structuredOutputBlock
};
