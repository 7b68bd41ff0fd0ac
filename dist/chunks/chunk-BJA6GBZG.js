const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  createHash
} from "./chunk-4BUEJA4U.js";

// src/report/comment-key.ts
var MAX_KEY_LENGTH = 200;
function commentKey(input) {
  const explicit = input.commentKey?.trim();
  if (explicit) return sanitizeKey(explicit);
  const parts = [input.workflow?.trim() || "workflow", input.job?.trim() || "job"];
  const leg = legLabel(input);
  return sanitizeKey(parts.join("/") + (leg ? ` (${leg})` : ""));
}
function legLabel(input) {
  const values = matrixValues(input.matrix).filter((v) => v !== "");
  const index = input.jobIndex;
  const hasIndex = typeof index === "number" && Number.isSafeInteger(index) && index >= 0;
  if (values.length === 0 && (!hasIndex || index === 0)) return null;
  const label = hasIndex ? `leg ${index + 1}` : null;
  if (values.length === 0) return label;
  return label ? `${label}: ${values.join(", ")}` : values.join(", ");
}
function commentMarker(key) {
  return `<!-- narrator:${sanitizeKey(key)} -->`;
}
function hasMarker(body, marker) {
  return typeof body === "string" && body.trimStart().startsWith(marker);
}
function withMarker(body, marker) {
  return hasMarker(body, marker) ? body : `${marker}
${body}`;
}
function sanitizeKey(raw) {
  let key = raw.replace(/[\u0000-\u001f\u007f<>!]/g, " ").replace(/\s+/g, " ");
  while (key.includes("--")) key = key.replaceAll("--", "-");
  key = key.trim().replace(/^-+|(?<!-)-+$/g, "");
  if (key.length > MAX_KEY_LENGTH) {
    const digest = createHash("sha256").update(key).digest("hex").slice(0, 12);
    key = `${key.slice(0, MAX_KEY_LENGTH - digest.length - 3).trimEnd()} ~ ${digest}`;
  }
  return key || "default";
}
function matrixValues(matrix) {
  let value = matrix;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "" || text === "null") return [];
    try {
      value = JSON.parse(text);
    } catch {
      return [text];
    }
  }
  if (value === null || value === void 0) return [];
  if (typeof value !== "object") return [String(value)];
  return Object.keys(value).sort().map((name) => {
    const leg = value[name];
    return typeof leg === "object" && leg !== null ? JSON.stringify(leg) : String(leg);
  });
}

export {
  commentKey,
  legLabel,
  commentMarker,
  hasMarker,
  withMarker,
  sanitizeKey
};
