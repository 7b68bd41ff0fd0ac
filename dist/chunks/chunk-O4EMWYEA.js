const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inlineCode,
  inlineText
} from "./chunk-JHHEPBTZ.js";

// src/report/conversation.ts
var MAX_CONVERSATION_LINES = 30;
function clock(at) {
  return new Date(at).toISOString().slice(11, 19);
}
function conversationText(e) {
  const by = e.by ? `@${e.by}` : "Narrator";
  const label = e.label ? `${e.label} ` : "";
  const what = e.text ? `: ${e.text}` : "";
  switch (e.kind) {
    case "asked":
      return `\u23F8 ${label}${e.tool ?? ""} asked of a maintainer${what}${e.message?.includes("parked") ? " \u2014 parked: the answer on its card starts the next run" : ""}`;
    case "allowed":
      return `\u2705 ${label}allowed by ${by}${e.via === "reaction" ? " (\u{1F44D})" : ""}`;
    case "denied":
      return `\u{1F6AB} ${label}denied by ${by}${e.message ? ` \u2014 ${e.message}` : ""}`;
    case "answered":
      return `\u{1F4AC} ${label}answered by ${by}${e.message ? `: ${e.message}` : ""}`;
    case "timed_out":
      return `\u231B ${label}denied: ${e.message ?? "no maintainer answered in time"}`;
    case "steer":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}'`;
    case "steer_taken":
      return `\u{1F4E8} the agent took ${by}'s message${e.message ? ` \u2014 ${e.message}` : ""}`;
    case "steer_deferred":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}' \u2014 for the next run (${e.message ?? "the agent could not take it now"})`;
    case "steer_delivered":
      return `\u{1F4E8} ${by}: '${e.text ?? ""}' \u2014 ${e.message ?? "delivered from an earlier run"}`;
  }
}
function conversationBlock(entries, r) {
  if (!entries || entries.length === 0) return "";
  const shown = entries.slice(-MAX_CONVERSATION_LINES);
  const lines = shown.map((e) => `- ${inlineCode(clock(e.at))} ${inlineText(r(conversationText(e)), 300)}`);
  const more = entries.length - shown.length;
  if (more > 0) lines.unshift(`- \u2026 ${more} earlier (summary.json has them all)`);
  return `**Talk with the agent** (times in UTC)

${lines.join("\n")}`;
}

export {
  conversationText,
  conversationBlock
};
