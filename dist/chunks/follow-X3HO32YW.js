const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  withoutTrailingSlashes
} from "./chunk-RU256P42.js";
import {
  execFile
} from "./chunk-MQVHZZJP.js";
import "./chunk-GSTR2D45.js";

// src/report/markdown-text.ts
var ZERO_WIDTH = /\u200b|\u200c|\u200d|\u2060|\ufeff/g;
function markdownToText(markdown) {
  const out = [];
  let table = [];
  let fence = false;
  const flushTable = () => {
    if (table.length === 0) return;
    const widths = [];
    for (const row of table) {
      for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    }
    for (const row of table) {
      out.push(
        `  ${row.map((cell, i) => i === row.length - 1 ? cell : cell + " ".repeat(widths[i] - [...cell].length)).join("  ")}`.trimEnd()
      );
    }
    table = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (/^\s*<!--\s*narrator:.*-->\s*$/.test(raw)) continue;
    if (/^\s*(```|~~~)/.test(raw)) {
      fence = !fence;
      continue;
    }
    if (fence) {
      out.push(`    ${decodeEntities(raw)}`);
      continue;
    }
    const line = raw.trim();
    if (/^\|.*\|$/.test(line)) {
      if (/^\|[\s:|-]+\|$/.test(line)) continue;
      table.push(splitRow(line).map(inline));
      continue;
    }
    flushTable();
    const summary = summaryText(line);
    if (summary !== null) {
      out.push(`\u25B8 ${inline(summary)}`);
      continue;
    }
    if (/^<\/?details>$/i.test(line)) continue;
    const heading = headingText(line);
    if (heading !== null) {
      const text = inline(heading);
      out.push(text, "\u2500".repeat(Math.min(72, Math.max(3, [...text].length))));
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(line);
    if (quote) {
      out.push(`  \u2502 ${inline(quote[1])}`.trimEnd());
      continue;
    }
    out.push(inline(line));
  }
  flushTable();
  return out.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
function summaryText(line) {
  const lower = line.toLowerCase();
  const start = lower.indexOf("<summary>");
  if (start === -1) return null;
  const end = lower.indexOf("</summary>", start + 9);
  return end === -1 ? null : line.slice(start + 9, end);
}
function headingText(line) {
  let level = 0;
  while (level < line.length && line[level] === "#") level++;
  if (level === 0 || level > 6 || !/\s/.test(line[level] ?? "")) return null;
  return line.slice(level).trimStart();
}
function withoutTags(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("<", i);
    if (open === -1) break;
    const close = text.indexOf(">", open + 1);
    if (close === -1) break;
    out += text.slice(i, open);
    if (close === open + 1) out += "<>";
    i = close + 1;
  }
  return out + text.slice(i);
}
function withoutLinks(text) {
  let out = "";
  let i = 0;
  let stopFrom = -1;
  let stop = -1;
  const stopAt = (from) => {
    if (from > stopFrom && from <= stop) return stop;
    let j = from;
    while (j < text.length && text[j] !== ")" && !/\s/.test(text[j])) j++;
    stopFrom = from;
    stop = j;
    return j;
  };
  while (i < text.length) {
    const open = text.indexOf("[", i);
    if (open === -1) break;
    const close = text.indexOf("]", open + 1);
    if (close === -1) break;
    if (text[close + 1] !== "(") {
      out += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    const end = stopAt(close + 2);
    if (end >= text.length || text[end] !== ")" || end === close + 2) {
      out += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    const bang = open > i && text[open - 1] === "!" ? 1 : 0;
    const label = text.slice(open + 1, close);
    const url = text.slice(close + 2, end);
    out += text.slice(i, open - bang) + (label.trim() === "" ? url : `${label} (${url})`);
    i = end + 1;
  }
  return out + text.slice(i);
}
function inline(text) {
  return decodeEntities(
    withoutLinks(withoutTags(text.replace(/<br\s*\/?>/gi, " "))).replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, "$1$2").replace(/`+/g, "").replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, "$1")
  ).replace(ZERO_WIDTH, "").trimEnd();
}
function splitRow(line) {
  const cells = [];
  let cell = "";
  const body = line.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === "\\" && body[i + 1] === "|") {
      cell += "|";
      i++;
    } else if (ch === "|") {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos|#39);/gi, (all, name) => {
    const lower = name.toLowerCase();
    if (lower === "lt") return "<";
    if (lower === "gt") return ">";
    if (lower === "amp") return "&";
    if (lower === "quot") return '"';
    if (lower === "apos" || lower === "#39") return "'";
    const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 1114111 ? String.fromCodePoint(code) : all;
  });
}

// src/cli/follow.ts
function markerKey(body) {
  const text = body.trimStart();
  if (!text.startsWith("<!--")) return null;
  const end = text.indexOf("-->");
  if (end === -1) return null;
  const inner = text.slice(4, end).trim();
  return inner.startsWith("narrator:") ? inner.slice("narrator:".length).trim() : null;
}
var RUNNING = /^#{1,6}\s+🔄/m;
async function followToken(env) {
  const fromEnv = env["GITHUB_TOKEN"]?.trim() || env["GH_TOKEN"]?.trim();
  if (fromEnv) return fromEnv;
  return new Promise((resolve) => {
    execFile("gh", ["auth", "token"], { timeout: 5e3, env }, (error, stdout) => {
      resolve(error ? null : stdout.trim() || null);
    });
  });
}
async function follow(o) {
  const { owner, repo, issueNumber } = o.target;
  const base = withoutTrailingSlashes(o.apiUrl?.trim() || "https://api.github.com");
  const url = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues/${issueNumber}/comments?per_page=100`;
  let etag = null;
  const shown = /* @__PURE__ */ new Map();
  let waitingSaid = false;
  let failingSince = null;
  let pauseMs = o.intervalMs;
  o.print(`Following Narrator on ${owner}/${repo}#${issueNumber} (Ctrl-C to stop)
`);
  while (!o.signal?.aborted) {
    let answered = false;
    try {
      const response = await fetch(url, {
        headers: {
          accept: "application/vnd.github+json",
          "user-agent": `narrator/${o.version}`,
          ...o.token ? { authorization: `token ${o.token}` } : {},
          ...etag ? { "if-none-match": etag } : {}
        },
        ...o.signal ? { signal: o.signal } : {}
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        const message = await response.json().then((b) => {
          const text = b?.message;
          return typeof text === "string" ? text : "";
        }).catch(() => "");
        o.warn(
          `narrator: follow: GitHub refused to list the comments of ${owner}/${repo}#${issueNumber} (${response.status}${message ? `: ${message}` : ""}); set GITHUB_TOKEN or log in with gh`
        );
        return 2;
      }
      if (response.status !== 304 && !response.ok) {
        throw new Error(`GitHub answered ${response.status} ${response.statusText}`);
      }
      answered = true;
      if (response.status === 200) {
        etag = response.headers.get("etag");
        const data = await response.json();
        for (const raw of Array.isArray(data) ? data : []) {
          const c = raw;
          if (typeof c.id !== "number" || typeof c.body !== "string") continue;
          const marker = markerKey(c.body);
          if (marker === null) continue;
          if (shown.get(c.id)?.body === c.body) continue;
          const running = RUNNING.test(c.body);
          shown.set(c.id, { body: c.body, running });
          const when = typeof c.updated_at === "string" ? c.updated_at.replace("T", " ").replace("Z", " UTC") : "";
          o.print(`
\u2500\u2500 ${marker} \xB7 ${when} ${"\u2500".repeat(20)}
${o.redact(markdownToText(c.body))}
`);
        }
      }
    } catch (error) {
      if (o.signal?.aborted) break;
      const now = Date.now();
      failingSince ??= now;
      if (now - failingSince >= o.giveUpMs) {
        o.warn(
          `narrator: follow: ${base} did not answer for ${Math.round((now - failingSince) / 1e3)} s (${failureText(error)}); giving up`
        );
        return 2;
      }
      pauseMs = Math.min(Math.max(pauseMs * 2, o.intervalMs), Math.max(MAX_PAUSE_MS, o.intervalMs));
      o.warn(
        `narrator: follow: cannot list the comments at ${base} (${failureText(error)}); trying again in ${Math.round(pauseMs / 1e3)} s`
      );
    }
    if (answered) {
      failingSince = null;
      pauseMs = o.intervalMs;
    }
    const states = [...shown.values()];
    if (states.length > 0 && states.every((s) => !s.running)) {
      o.print("\nEvery run there has ended.\n");
      return 0;
    }
    if (answered && states.length === 0 && !waitingSaid) {
      waitingSaid = true;
      o.print("No Narrator comment there yet; waiting for a run to start.\n");
    }
    await sleep(pauseMs, o.signal);
  }
  return 130;
}
var MAX_PAUSE_MS = 6e4;
function failureText(error) {
  const e = error;
  const message = typeof e?.message === "string" ? e.message : String(error);
  const cause = e?.cause;
  const code = typeof cause?.code === "string" ? cause.code : null;
  const detail = typeof cause?.message === "string" ? cause.message : null;
  if (code === "ENOTFOUND")
    return `${code}: the host name does not resolve; check GITHUB_API_URL or the network`;
  if (code === "ECONNREFUSED") return `${code}: nothing listens there; check GITHUB_API_URL`;
  if (detail) return `${message}: ${detail}`;
  return code ? `${message}: ${code}` : message;
}
function sleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
export {
  follow,
  followToken
};
