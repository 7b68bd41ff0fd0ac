const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  revealBidi
} from "./chunk-7VGR43ZK.js";

// src/report/markdown.ts
var ZWSP = "\u200B";
function escapeHtml(s) {
  return s.replace(
    /[&<>"]/g,
    (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"
  );
}
function neutralizeMentions(s) {
  return s.replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function longestRun(s, ch) {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ch) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return best;
}
function inlineCode(s) {
  const one = neutralize(s).replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
  if (one.length === 0) return "";
  const ticks = "`".repeat(longestRun(one, "`") + 1);
  const pad = one.startsWith("`") || one.endsWith("`") || one.startsWith(" ") && one.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${one}${pad}${ticks}`;
}
function codeFence(raw, lang = "") {
  const s = neutralize(raw);
  const fence = "`".repeat(Math.max(3, longestRun(s, "`") + 1));
  const body = s.endsWith("\n") ? s : `${s}
`;
  const info = lang.replace(/[^A-Za-z0-9_+-]/g, "");
  return `${fence}${info}
${body}${fence}`;
}
function details(summary, body, open = false) {
  return `<details${open ? " open" : ""}><summary>${summary}</summary>

${closeOpenFences(body.trim())}

</details>`;
}
function truncate(s, n) {
  if (s.length <= n) return s;
  if (n <= 1) return n === 1 ? "\u2026" : "";
  let cut = n - 1;
  const code = s.charCodeAt(cut - 1);
  if (code >= 55296 && code <= 56319) cut--;
  return `${s.slice(0, cut)}\u2026`;
}
function tableCell(s, max = 120) {
  const one = truncate(
    s.slice(0, max * 4).replace(/\s+/g, " ").trim(),
    max
  );
  return escapeHtml(neutralize(one)).replace(/\|/g, "\\|");
}
function inlineText(s, max = 200) {
  return tableCell(s, max);
}
function breakTags(s) {
  return s.replace(/<(?=[A-Za-z/!?])/g, `<${ZWSP}`);
}
function neutralize(s) {
  return revealBidi(neutralizeDiagrams(neutralizeImages(neutralizeMentions(breakTags(breakEntities(s))))));
}
function breakEntities(s) {
  return s.replace(/&(?=[#A-Za-z])/g, `&${ZWSP}`);
}
function neutralizeImages(s) {
  return s.replace(/!\[/g, `!${ZWSP}[`);
}
var DRAWN_LANGUAGES = /^\s*(?:mermaid|geojson|topojson|stl)/i;
function neutralizeDiagrams(s) {
  if (!s.includes("``") && !s.includes("~~")) return s;
  return s.replace(
    /(`{3,}|~{3,})([ \t]*)([^`\r\n]*)/g,
    (all, fence, gap, info) => DRAWN_LANGUAGES.test(decodeInfo(info)) ? `${fence}${gap}${ZWSP}${info}` : all
  );
}
function decodeInfo(info) {
  return info.replace(/&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g, (all, hex, dec) => {
    const code = hex !== void 0 ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 1114111 ? String.fromCodePoint(code) : all;
  }).replace(/\\([!-/:-@[-`{-~])/g, "$1");
}
function safeMarkdown(md) {
  return blockquote(closeOpenFences(neutralize(md.replace(/\r\n?/g, "\n"))));
}
function closeOpenFences(md) {
  let fence = null;
  for (const line of md.split("\n")) {
    const m = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))(.*)$/.exec(line);
    if (!m) continue;
    if (fence) {
      if (m[1][0] === fence.ch && m[1].length >= fence.len && m[2].trim() === "") fence = null;
    } else if (!(m[1][0] === "`" && m[2].includes("`"))) {
      fence = { ch: m[1][0], len: m[1].length };
    }
  }
  return fence ? `${md}
${fence.ch.repeat(fence.len)}` : md;
}
function blockquote(md) {
  return md.split("\n").map((l) => l.length ? `> ${l}` : ">").join("\n");
}

export {
  inlineCode,
  codeFence,
  details,
  truncate,
  tableCell,
  inlineText,
  neutralize,
  neutralizeImages,
  safeMarkdown,
  blockquote
};
