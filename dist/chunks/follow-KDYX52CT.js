const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
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
    const summary = /<summary>(.*?)<\/summary>/i.exec(line);
    if (summary) {
      out.push(`\u25B8 ${inline(summary[1])}`);
      continue;
    }
    if (/^<\/?details>$/i.test(line)) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const text = inline(heading[1]);
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
function inline(text) {
  return decodeEntities(
    text.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]+>/g, "").replace(
      /!?\[([^\]]*)\]\(([^)\s]+)\)/g,
      (_, label, url) => label.trim() === "" ? url : `${label} (${url})`
    ).replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, "$1$2").replace(/(`+)\s?(.*?)\s?\1/g, "$2").replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, "$1")
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
var MARKER = /^\s*<!--\s*narrator:(.*?)\s*-->/;
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
  const base = (o.apiUrl?.trim() || "https://api.github.com").replace(/\/+$/, "");
  const url = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues/${issueNumber}/comments?per_page=100`;
  let etag = null;
  const shown = /* @__PURE__ */ new Map();
  let waitingSaid = false;
  o.print(`Following Narrator on ${owner}/${repo}#${issueNumber} (Ctrl-C to stop)
`);
  while (!o.signal?.aborted) {
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
      if (response.status === 200) {
        etag = response.headers.get("etag");
        const data = await response.json();
        for (const raw of Array.isArray(data) ? data : []) {
          const c = raw;
          if (typeof c.id !== "number" || typeof c.body !== "string") continue;
          const marker = MARKER.exec(c.body);
          if (!marker) continue;
          if (shown.get(c.id)?.body === c.body) continue;
          const running = RUNNING.test(c.body);
          shown.set(c.id, { body: c.body, running });
          const when = typeof c.updated_at === "string" ? c.updated_at.replace("T", " ").replace("Z", " UTC") : "";
          o.print(`
\u2500\u2500 ${marker[1]} \xB7 ${when} ${"\u2500".repeat(20)}
${o.redact(markdownToText(c.body))}
`);
        }
      }
    } catch (error) {
      if (o.signal?.aborted) break;
      o.warn(`narrator: follow: ${error.message}; trying again`);
    }
    const states = [...shown.values()];
    if (states.length > 0 && states.every((s) => !s.running)) {
      o.print("\nEvery run there has ended.\n");
      return 0;
    }
    if (states.length === 0 && !waitingSaid) {
      waitingSaid = true;
      o.print("No Narrator comment there yet; waiting for a run to start.\n");
    }
    await sleep(o.intervalMs, o.signal);
  }
  return 130;
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
