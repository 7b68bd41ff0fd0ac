const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import "./chunk-7TNEZSV2.js";
import {
  withoutTrailingSlashes
} from "./chunk-RU256P42.js";
import {
  _enum,
  array,
  boolean,
  int,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string
} from "./chunk-6A5TW5ZF.js";
import {
  _gte,
  _lte,
  _maxLength,
  _regex
} from "./chunk-7JYUB7ZX.js";
import {
  OUTCOMES
} from "./chunk-6BFCX7YP.js";
import "./chunk-GSTR2D45.js";

// src/ledger/ledger.ts
var LEDGER_VERSION = 1;
var DATA_PREFIX = "<!-- narrator-ledger-data v";
var DATA_RE = /<!-- narrator-ledger-data v(\d+) ([A-Za-z0-9+/=]*) -->/;
var MAX_PARSED_ROWS = 1e3;
var SHORT = 200;
var count = number().check(int(), _gte(0), _lte(Number.MAX_SAFE_INTEGER));
var amount = number().check(_gte(0), _lte(1e12));
var text = (max = SHORT) => string().check(_maxLength(max));
var OUTCOME_SET = new Set(OUTCOMES);
var rowSchema = object({
  id: text(400),
  runId: text(40),
  attempt: count,
  job: text(300),
  agent: nullable(text()),
  model: nullable(text()),
  sessionId: nullable(text()),
  resumed: boolean(),
  conclusion: _enum(["success", "failure"]),
  source: text(40),
  outcome: nullable(string().check(refine((o) => OUTCOME_SET.has(o), "not an outcome"))),
  failureKind: nullable(text(40)),
  costUsd: nullable(amount),
  estimatedCostUsd: nullable(amount),
  tokensIn: nullable(count),
  tokensOut: nullable(count),
  cacheRead: nullable(count),
  durationMs: nullable(count),
  headSha: nullable(text(64)),
  time: text(40),
  actor: nullable(text(100)),
  comments: array(count).check(_maxLength(100)),
  // Optional: rows written before deferred steers were kept have neither.
  deferred: optional(
    array(object({ id: count, by: text(100), hash: string().check(_regex(/^[0-9a-f]{32}$/)) })).check(_maxLength(100))
  ),
  settled: optional(array(count).check(_maxLength(100)))
});
var totalsSchema = object({
  runs: count,
  costUsd: amount,
  costUnknown: count,
  tokensIn: count,
  tokensOut: count,
  durationMs: count,
  outcomes: record(string().check(_maxLength(40)), count),
  failed: count
});
var blockSchema = object({
  v: literal(LEDGER_VERSION),
  job: text(300),
  rows: array(rowSchema).check(_maxLength(MAX_PARSED_ROWS)),
  rolled: totalsSchema
});
function emptyTotals() {
  return {
    runs: 0,
    costUsd: 0,
    costUnknown: 0,
    tokensIn: 0,
    tokensOut: 0,
    durationMs: 0,
    outcomes: {},
    failed: 0
  };
}
function parseLedgerBlock(body) {
  if (typeof body !== "string" || !body.includes(DATA_PREFIX)) return { kind: "none" };
  const match = DATA_RE.exec(body);
  if (!match) return { kind: "bad", reason: "the ledger data line is malformed" };
  if (Number(match[1]) !== LEDGER_VERSION) {
    return { kind: "bad", reason: `ledger version ${match[1].slice(0, 10)} is not one this Narrator reads` };
  }
  let data;
  try {
    data = JSON.parse(Buffer.from(match[2], "base64").toString("utf8"));
  } catch {
    return { kind: "bad", reason: "the ledger data is not JSON" };
  }
  const parsed = blockSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.map(String).join(".") : "";
    return {
      kind: "bad",
      reason: `the ledger data does not check${where ? ` (at ${where.slice(0, 80)})` : ""}`
    };
  }
  const block = parsed.data;
  const ids = /* @__PURE__ */ new Set();
  for (const row of block.rows) {
    if (ids.has(row.id)) return { kind: "bad", reason: "the ledger data repeats a run" };
    ids.add(row.id);
  }
  return { kind: "ok", block };
}
function byTime(a, b) {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function totalsOf(rows) {
  const t = emptyTotals();
  for (const r of rows) {
    t.runs++;
    if (r.costUsd === null) t.costUnknown++;
    else t.costUsd += r.costUsd;
    t.tokensIn += r.tokensIn ?? 0;
    t.tokensOut += r.tokensOut ?? 0;
    t.durationMs += r.durationMs ?? 0;
    const o = r.outcome ?? "none";
    t.outcomes[o] = (t.outcomes[o] ?? 0) + 1;
    if (r.conclusion === "failure") t.failed++;
  }
  return t;
}
function addTotals(a, b) {
  const outcomes = { ...a.outcomes };
  for (const [k, v] of Object.entries(b.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + v;
  return {
    runs: a.runs + b.runs,
    costUsd: a.costUsd + b.costUsd,
    costUnknown: a.costUnknown + b.costUnknown,
    tokensIn: a.tokensIn + b.tokensIn,
    tokensOut: a.tokensOut + b.tokensOut,
    durationMs: a.durationMs + b.durationMs,
    outcomes,
    failed: a.failed + b.failed
  };
}
function ledgerTotals(blocks) {
  const seenJobs = /* @__PURE__ */ new Set();
  const rows = /* @__PURE__ */ new Map();
  let total = emptyTotals();
  for (const block of blocks) {
    if (seenJobs.has(block.job)) continue;
    seenJobs.add(block.job);
    total = addTotals(total, block.rolled);
    for (const r of block.rows) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return addTotals(total, totalsOf([...rows.values()]));
}
function ledgerRows(blocks) {
  const seenJobs = /* @__PURE__ */ new Set();
  const rows = /* @__PURE__ */ new Map();
  for (const block of blocks) {
    if (seenJobs.has(block.job)) continue;
    seenJobs.add(block.job);
    for (const r of block.rows) if (!rows.has(r.id)) rows.set(r.id, r);
  }
  return [...rows.values()].sort(byTime);
}
function usd(n) {
  if (n > 0 && n < 0.01) return `$${n.toFixed(4)}`;
  return `$${n.toFixed(2)}`;
}
var NAMED = [
  ["incomplete", "incomplete"],
  ["waiting_for_input", "waiting for input"],
  ["error", "error"],
  ["timed_out", "timed out"],
  ["cancelled", "cancelled"],
  ["budget_exceeded", "over budget"],
  ["max_turns", "turn limit"],
  ["max_tokens", "token limit"],
  ["none", "without outcome"]
];
function totalsLine(t, kind = "pr", running) {
  const where = kind === "pr" ? "this PR" : "this issue";
  const outcomes = { ...t.outcomes };
  let costUnknown = t.costUnknown;
  if (running) {
    if ((outcomes["none"] ?? 0) > 0) outcomes["none"] = outcomes["none"] - 1;
    if (!running.costKnown && costUnknown > 0) costUnknown -= 1;
  }
  const parts = [
    `${where}: ${t.runs} agent run${t.runs === 1 ? "" : "s"}${running ? " (this one running)" : ""}`
  ];
  if (t.runs - (running && !running.costKnown ? 1 : 0) > costUnknown || t.runs === 0)
    parts.push(usd(t.costUsd));
  if (costUnknown > 0) parts.push(`${costUnknown} without cost`);
  const named = new Set(NAMED.map(([k]) => k));
  for (const [key, word] of NAMED) if ((outcomes[key] ?? 0) > 0) parts.push(`${outcomes[key]} ${word}`);
  let other = 0;
  for (const [k, v] of Object.entries(outcomes)) if (k !== "success" && !named.has(k)) other += v;
  if (other > 0) parts.push(`${other} other`);
  return parts.join(" \xB7 ");
}

// src/cli/history.ts
var PREFIX = "<!-- narrator-ledger:";
async function history(o) {
  const { owner, repo, issueNumber } = o.target;
  const base = withoutTrailingSlashes(o.apiUrl?.trim() || "https://api.github.com");
  const blocks = [];
  const ignored = [];
  const maxPages = o.maxPages ?? 30;
  for (let page = 1; page <= maxPages; page++) {
    const url = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues/${issueNumber}/comments?per_page=100&page=${page}`;
    let response;
    try {
      response = await fetch(url, {
        headers: {
          accept: "application/vnd.github+json",
          "user-agent": `narrator/${o.version}`,
          ...o.token ? { authorization: `token ${o.token}` } : {}
        }
      });
    } catch (error) {
      o.warn(`narrator: history: cannot reach ${base} (${error.message})`);
      return 2;
    }
    if (!response.ok) {
      o.warn(
        `narrator: history: GitHub refused to list the comments of ${owner}/${repo}#${issueNumber} (${response.status}); set GITHUB_TOKEN or log in with gh`
      );
      return 2;
    }
    const data = await response.json().catch(() => []);
    const comments = Array.isArray(data) ? data : [];
    for (const raw of comments) {
      const c = raw;
      if (typeof c.id !== "number" || typeof c.body !== "string" || !c.body.trimStart().startsWith(PREFIX))
        continue;
      const login = typeof c.user?.login === "string" ? c.user.login : null;
      if (login === null || login.toLowerCase() !== o.author.toLowerCase()) {
        ignored.push(`comment ${c.id} by ${login ? `@${login}` : "a deleted account"} (not ${o.author})`);
        continue;
      }
      const parsed = parseLedgerBlock(c.body);
      if (parsed.kind === "ok") blocks.push(parsed.block);
      else if (parsed.kind === "bad") ignored.push(`comment ${c.id}: ${parsed.reason}`);
    }
    if (!/rel="next"/.test(response.headers.get("link") ?? "")) break;
  }
  for (const why of ignored) o.warn(o.redact(`narrator: history: ignored the ledger block of ${why}`));
  const result = {
    target: `${owner}/${repo}#${issueNumber}`,
    author: o.author,
    totals: ledgerTotals(blocks),
    rows: ledgerRows(blocks),
    ignored
  };
  o.print(o.redact(o.json ? `${JSON.stringify(result, null, 2)}
` : renderHistory(result)));
  return 0;
}
function renderHistory(h) {
  if (h.totals.runs === 0) return `No ledger of ${h.author} on ${h.target}.
`;
  const header = ["run", "job", "verdict", "agent", "model", "cost", "tokens in/out", "ended", "by"];
  const rows = h.rows.map((r) => [
    `${r.runId}${r.attempt > 1 ? `#${r.attempt}` : ""}`,
    r.job,
    `${r.conclusion === "failure" ? "x" : "ok"} ${r.outcome ?? r.source}${r.failureKind ? ` (${r.failureKind})` : ""}${r.resumed ? " resumed" : ""}`,
    r.agent ?? "",
    r.model ?? "",
    r.costUsd !== null ? usd(r.costUsd) : r.estimatedCostUsd !== null ? `~${usd(r.estimatedCostUsd)}` : "n/a",
    `${r.tokensIn ?? "n/a"}/${r.tokensOut ?? "n/a"}`,
    r.time.slice(0, 16).replace("T", " "),
    r.actor ?? ""
  ]);
  const clean = (s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
  const table = [header, ...rows].map((cells) => cells.map(clean));
  const widths = header.map((_, i) => Math.min(40, Math.max(...table.map((cells) => cells[i].length))));
  const lines = table.map(
    (cells) => cells.map((c, i) => c.slice(0, widths[i]).padEnd(widths[i])).join("  ").trimEnd()
  );
  const rolled = h.totals.runs - h.rows.length;
  return `${lines.join("\n")}
${rolled > 0 ? `(${rolled} older runs only in the totals)
` : ""}${totalsLine(h.totals, "pr").replace(/^this PR/, h.target)}
`;
}
export {
  history,
  renderHistory
};
