const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  pullRequestHead,
  triggerCommentId
} from "./chunk-HRUXUTKA.js";
import {
  commentPlace
} from "./chunk-G26BKM2I.js";
import {
  octokitIssueComments,
  sameAccount
} from "./chunk-BOTWAFO2.js";
import {
  commentKey,
  sanitizeKey
} from "./chunk-BJA6GBZG.js";
import {
  runPageUrl
} from "./chunk-7QHSLWKT.js";
import {
  debug,
  info,
  setOutput,
  warning
} from "./chunk-MMT2LOYV.js";
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
} from "./chunk-SZXKVWPS.js";
import {
  _gte,
  _lte,
  _maxLength,
  _regex
} from "./chunk-NWLIFGQI.js";
import {
  classifyFailure
} from "./chunk-J24MDO5F.js";
import {
  OUTCOMES
} from "./chunk-6BFCX7YP.js";
import {
  AGENT_FACTS
} from "./chunk-VVJO45ST.js";

// src/ledger/ledger.ts
var LEDGER_VERSION = 1;
var LEDGER_OUTPUTS = ["pr-cost-usd", "pr-runs", "handled-by"];
var DATA_PREFIX = "<!-- narrator-ledger-data v";
var DATA_RE = /<!-- narrator-ledger-data v(\d+) ([A-Za-z0-9+/=]*) -->/;
var BLOCK_BUDGET = 4e4;
var MAX_ROWS = 60;
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
function emptyBlock(job) {
  return { v: LEDGER_VERSION, job, rows: [], rolled: emptyTotals() };
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
function serializeLedgerBlock(block) {
  const data = Buffer.from(JSON.stringify(block), "utf8").toString("base64");
  return `${DATA_PREFIX}${block.v} ${data} -->`;
}
function rowId(runId, attempt, job) {
  return `${runId}/${attempt}/${job}`;
}
function mergeRows(block, rows, limits = {}) {
  const budget = limits.budget ?? BLOCK_BUDGET;
  const maxRows = limits.maxRows ?? MAX_ROWS;
  const byId = new Map(block.rows.map((r) => [r.id, r]));
  for (const r of rows) byId.set(r.id, r);
  const sorted = [...byId.values()].sort(byTime);
  let rolled = block.rolled;
  let kept = sorted;
  const over = () => kept.length > maxRows || serializeLedgerBlock({ ...block, rows: kept, rolled }).length > budget;
  while (kept.length > 0 && over()) {
    const n = Math.max(1, Math.min(kept.length, Math.ceil(kept.length / 10), kept.length - maxRows));
    rolled = addTotals(rolled, totalsOf(kept.slice(0, n)));
    kept = kept.slice(n);
  }
  return { ...block, rows: kept, rolled };
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
function handledBy(rows, commentId, self = null) {
  for (const r of rows) if (r.id !== self && r.comments.includes(commentId)) return r;
  return null;
}
function usd(n) {
  if (n > 0 && n < 0.01) return `$${n.toFixed(4)}`;
  return `$${n.toFixed(2)}`;
}
function costOutput(t) {
  return String(Math.round(t.costUsd * 1e4) / 1e4);
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

// src/ledger/render.ts
var SHOWN_ROWS = 20;
function renderLedgerComment(o) {
  const rows = o.block.rows.slice(-SHOWN_ROWS).reverse();
  const lines = [
    o.marker,
    `**Narrator ledger** \xB7 ${totalsLine(o.totals, o.kind)}`,
    "",
    `<details><summary>${cell(o.block.job)}: ${o.block.rows.length + o.block.rolled.runs} run${o.block.rows.length + o.block.rolled.runs === 1 ? "" : "s"}</summary>`,
    "",
    "| run | verdict | agent \xB7 model | cost | tokens in / out | time | by |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((r) => rowLine(r, o.runsUrl ?? null))
  ];
  if (o.block.rows.length > rows.length)
    lines.push("", `*${o.block.rows.length - rows.length} older runs in the data.*`);
  if (o.block.rolled.runs > 0) {
    lines.push(
      "",
      `*${o.block.rolled.runs} oldest runs rolled into the totals (${usd(o.block.rolled.costUsd)}).*`
    );
  }
  lines.push("", "</details>", "", serializeLedgerBlock(o.block), "");
  return lines.join("\n");
}
function rowLine(r, runsUrl) {
  const run = `${r.runId}${r.attempt > 1 ? ` #${r.attempt}` : ""}`;
  const runCell = runsUrl && /^\d+$/.test(r.runId) ? `[${run}](${runsUrl}/${r.runId})` : cell(run);
  const said = r.outcome ?? r.source;
  const kind = r.failureKind && r.failureKind !== said ? ` (${cell(r.failureKind)})` : "";
  const verdict = `${r.conclusion === "failure" ? "\u274C" : "\u2705"} ${cell(said)}${kind}${r.resumed ? " \xB7 resumed" : ""}`;
  const who = [r.agent === null ? null : agentName(r.agent), r.model].filter(Boolean).map((s) => cell(s)).join(" \xB7 ") || "n/a";
  const cost = r.costUsd !== null ? usd(r.costUsd) : r.estimatedCostUsd !== null ? `\u2248 ${usd(r.estimatedCostUsd)}` : "n/a";
  const tokens = r.tokensIn === null && r.tokensOut === null ? "n/a" : `${tokenCount(r.tokensIn)} / ${tokenCount(r.tokensOut)}`;
  return `| ${runCell} | ${verdict} | ${who} | ${cost} | ${tokens} | ${cell(r.time.slice(0, 16).replace("T", " "))} | ${r.actor ? cell(r.actor) : "n/a"} |`;
}
function agentName(agent) {
  const dialect = agent === "claude" ? "claude-code" : agent;
  return Object.hasOwn(AGENT_FACTS, dialect) ? AGENT_FACTS[dialect].label : agent;
}
function tokenCount(n) {
  if (n === null || !Number.isFinite(n)) return "n/a";
  if (n < 1e3) return String(Math.round(n));
  if (n < 999950) return `${(n / 1e3).toFixed(1)}k`;
  return `${(n / 1e6).toFixed(2)}M`;
}
function cell(text2) {
  return text2.replace(/[\r\n\t]+/g, " ").replace(/[\\`*_[\]<>|#~!]/g, (c) => `\\${c}`).replace(/@/g, "@\u200B").slice(0, 200);
}

// src/github/ledger-store.ts
var PREFIX = "<!-- narrator-ledger:";
var PER_PAGE = 100;
function ledgerMarker(key) {
  return `${PREFIX}${sanitizeKey(key)} -->`;
}
function ledgerKeyOf(body) {
  if (typeof body !== "string") return null;
  const text2 = body.trimStart();
  if (!text2.startsWith(PREFIX)) return null;
  const end = text2.indexOf(" -->", PREFIX.length);
  if (end < 0 || text2.slice(PREFIX.length, end).includes("\n")) return null;
  return text2.slice(PREFIX.length, end);
}
async function readLedger(api, o = {}) {
  const maxPages = o.maxPages ?? 30;
  const found = [];
  let listed = 0;
  let lastPage = 1;
  for (let page = 1; page <= Math.min(lastPage, maxPages); page++) {
    const result = await api.listPage(page, PER_PAGE, o.signal);
    if (page === 1) lastPage = result.lastPage ?? 1;
    listed += result.comments.length;
    for (const c of result.comments) if (ledgerKeyOf(c.body) !== null) found.push(c);
  }
  const warnings = [];
  if (lastPage > maxPages)
    warnings.push(`the thread is longer than ${maxPages * PER_PAGE} comments: the ledger was read in part`);
  const comments = [];
  if (found.length === 0) return { comments, warnings, listed };
  const me = await api.whoAmI(o.signal);
  for (const c of found.sort((a, b) => a.id - b.id)) {
    if (!sameAccount(c.author, me)) {
      warnings.push(
        `ignored the ledger block of comment ${c.id} by ${c.author ? `@${c.author.login}` : "a deleted account"}: only ${me.login}'s count`
      );
      continue;
    }
    const job = ledgerKeyOf(c.body);
    const parsed = parseLedgerBlock(c.body);
    if (parsed.kind === "none") {
      warnings.push(`ignored ledger comment ${c.id}: it holds no ledger data`);
      continue;
    }
    if (parsed.kind === "bad") {
      warnings.push(`ignored ledger comment ${c.id}: ${parsed.reason}`);
      continue;
    }
    if (sanitizeKey(parsed.block.job) !== job) {
      warnings.push(`ignored ledger comment ${c.id}: its data is another job's`);
      continue;
    }
    comments.push({ id: c.id, job, block: parsed.block });
  }
  return { comments, warnings, listed };
}
function totalsWith(read, own) {
  const others = read.comments.filter((c) => own === null || c.job !== sanitizeKey(own.job)).map((c) => c.block);
  return ledgerTotals(own === null ? others : [own, ...others]);
}
function jobBlock(read, job, rows) {
  const key = sanitizeKey(job);
  const mine = read.comments.filter((c) => c.job === key);
  let block = mine[0]?.block ?? emptyBlock(job);
  for (const dup of mine.slice(1)) block = mergeRows(block, dup.block.rows);
  return mergeRows(block, rows);
}
async function recordLedgerRow(o) {
  const attempts = Math.max(1, o.attempts ?? 5);
  const settleMs = o.settleMs ?? 1500;
  const sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const random = o.random ?? Math.random;
  const now = o.now ?? Date.now;
  const redact = o.redact ?? ((t) => t);
  const key = sanitizeKey(o.job);
  const marker = ledgerMarker(o.job);
  let slowest = 0;
  const timed = async (call) => {
    const t0 = now();
    try {
      return await call();
    } finally {
      slowest = Math.max(slowest, now() - t0);
    }
  };
  const read = () => timed(
    () => readLedger(o.api, {
      ...o.maxPages ? { maxPages: o.maxPages } : {},
      ...o.signal ? { signal: o.signal } : {}
    })
  );
  let state = await read();
  for (const w of state.warnings) o.warn?.(w);
  let commentId = null;
  for (let round = 1; round <= attempts; round++) {
    const mine = state.comments.filter((c) => c.job === key);
    const block = jobBlock(state, o.job, [o.row]);
    const body = redact(
      renderLedgerComment({
        marker,
        block,
        totals: totalsWith(state, block),
        kind: o.kind,
        runsUrl: o.runsUrl ?? null
      })
    );
    if (mine.length === 0) {
      commentId = (await timed(() => o.api.create(body, o.signal))).id;
    } else {
      commentId = mine[0].id;
      await timed(() => o.api.update(commentId, body, o.signal));
      for (const dup of mine.slice(1)) await timed(() => o.api.remove(dup.id, o.signal)).catch(() => {
      });
    }
    await sleep(Math.max(settleMs, 2 * slowest) + Math.floor(random() * settleMs));
    state = await read();
    const after = state.comments.filter((c) => c.job === key);
    if (after.length === 1 && after[0].block.rows.some((r) => r.id === o.row.id)) {
      return { verified: true, commentId: after[0].id, totals: totalsWith(state, null), rounds: round };
    }
  }
  return {
    verified: false,
    commentId,
    totals: totalsWith(state, jobBlock(state, o.job, [o.row])),
    rounds: attempts
  };
}

// src/sinks/ledger/live.ts
var LedgerSink = class {
  #o;
  #api;
  #target;
  #job;
  /** The ledger comment's key: the job's, without the matrix leg (every leg's row is in one). */
  #ledgerKey;
  #read = null;
  #known = null;
  /** This run resumed an earlier session: the resume step sets it (false until then). */
  resumed = false;
  /** Comments this run handled besides its trigger: steers it took while running (the talk step adds them). */
  handledComments = [];
  /** Steers heard too late for this run, for the next (src/converse/pending-steers.ts). */
  deferredSteers = [];
  /** Deferred steers of earlier runs this run delivered or refused for good. */
  settledSteers = [];
  constructor(o, api, target, keys) {
    this.#o = o;
    this.#api = api;
    this.#target = target;
    this.#job = keys.job;
    this.#ledgerKey = keys.ledger;
  }
  /** Reads the ledger in the background. */
  start() {
    this.#read ??= readLedger(this.#api).then((read) => {
      for (const w of read.warnings) warning(this.#o.redactor.redact(`Narrator ledger: ${w}`));
      this.#known = read;
      return read;
    }).catch((error) => {
      info(
        this.#o.redactor.redact(`Narrator ledger: could not read the ledger (${error.message})`)
      );
      return null;
    });
  }
  /**
   * Resolves once the ledger read at the start is done, or after `ms` (a short run may end before
   * it): the final comment edit waits this long at most to show the PR's totals.
   */
  async ready(ms) {
    if (this.#read === null || this.#known !== null) return;
    let timer;
    await Promise.race([this.#read, new Promise((r) => timer = setTimeout(r, ms))]);
    clearTimeout(timer);
  }
  /** The PR's totals line with this run counted, once the ledger was read; null before. */
  line(summary, verdict) {
    if (this.#known === null) return null;
    const row = this.row(summary, verdict ?? null);
    const running = verdict === void 0 && summary.status === "running";
    return totalsLine(
      totalsWith(this.#known, jobBlock(this.#known, this.#ledgerKey, [row])),
      this.#target.kind,
      running ? { costKnown: row.costUsd !== null } : void 0
    );
  }
  /** This run's row (redacted). */
  row(summary, verdict) {
    const env = this.#o.context.runner;
    const r = this.#o.redactor.redact;
    const runId = env["GITHUB_RUN_ID"] || "local";
    const attempt = Math.max(1, Math.floor(Number(env["GITHUB_RUN_ATTEMPT"]) || 1));
    const { payload } = this.#o.context.event;
    const commentId = triggerCommentId(payload);
    const trigger = commentId === null ? [] : [commentId];
    const handled = [.../* @__PURE__ */ new Set([...trigger, ...this.handledComments])].slice(0, 100);
    const head = pullRequestHead(payload);
    const text2 = (s, max = 200) => s ? r(s).slice(0, max) : null;
    const outcome = summary.outcome;
    return {
      id: rowId(runId, attempt, this.#job).slice(0, 400),
      runId: runId.slice(0, 40),
      attempt,
      job: this.#job,
      agent: text2(this.#o.config.command === null ? this.#o.config.agent : summary.dialect ?? "command"),
      model: text2(summary.model ?? this.#o.config.model),
      sessionId: text2(summary.sessionId),
      resumed: this.resumed,
      conclusion: verdict?.conclusion ?? (outcome === "success" ? "success" : "failure"),
      source: verdict?.source ?? "outcome",
      outcome,
      failureKind: classifyFailure(summary)?.kind ?? null,
      costUsd: finite(summary.costUsd),
      estimatedCostUsd: finite(summary.estimatedCostUsd ?? null),
      tokensIn: count2(summary.tokens?.input),
      tokensOut: count2(summary.tokens?.output),
      cacheRead: count2(summary.tokens?.cacheRead),
      durationMs: count2(summary.durationMs),
      headSha: text2(head ?? env["GITHUB_SHA"], 64),
      time: (/* @__PURE__ */ new Date()).toISOString(),
      actor: text2(env["GITHUB_TRIGGERING_ACTOR"] || env["GITHUB_ACTOR"], 100),
      comments: handled,
      ...this.deferredSteers.length > 0 ? { deferred: this.deferredSteers.slice(0, 100).map((d) => ({ ...d, by: r(d.by).slice(0, 100) })) } : {},
      ...this.settledSteers.length > 0 ? { settled: [...new Set(this.settledSteers)].slice(0, 100) } : {}
    };
  }
  /** Writes the row; sets `pr-cost-usd` and `pr-runs`. Resolves with the totals, or null. Never rejects. */
  async finish(summary, verdict) {
    try {
      await this.#read;
      const row = this.row(summary, verdict);
      const settle = this.#o.context.knobs.ledgerSettleMs;
      const result = await recordLedgerRow({
        api: this.#api,
        job: this.#ledgerKey,
        row,
        kind: this.#target.kind,
        runsUrl: runPageUrl(this.#o.context.runner)?.replace(/\/\d+$/, "") ?? null,
        ...settle !== void 0 ? { settleMs: settle } : {},
        warn: (m) => debug(this.#o.redactor.redact(`Narrator ledger: ${m}`)),
        redact: this.#o.redactor.redact
      });
      setOutput("pr-cost-usd", costOutput(result.totals));
      setOutput("pr-runs", String(result.totals.runs));
      const said = totalsLine(result.totals, this.#target.kind);
      info(
        result.verified ? `Narrator ledger: ${said}` : `Narrator ledger: ${said} (this run's row could not be verified after ${result.rounds} writes)`
      );
      return result.totals;
    } catch (error) {
      info(
        this.#o.redactor.redact(
          `Narrator ledger: the run's row was not written (${error.message})`
        )
      );
      return null;
    }
  }
};
function finite(n) {
  return n !== null && Number.isFinite(n) && n >= 0 ? n : null;
}
function count2(n) {
  return n !== null && n !== void 0 && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}
function openLedger(o, session) {
  if (!o.config.ledger || !o.context.knobs.ledger) return null;
  const place = commentPlace(o.config, o.context.runner, o.context.event);
  if (place.target === null || !o.config.githubToken) return null;
  const github = session();
  if (github === null) return null;
  const keys = ledgerKeys(o.config, o.context.runner);
  return new LedgerSink(o, octokitIssueComments(github.client(), place.target), place.target, keys);
}
function ledgerKeys(config, env) {
  const base = { commentKey: config.commentKey, workflow: env["GITHUB_WORKFLOW"], job: env["GITHUB_JOB"] };
  return {
    job: commentKey({ ...base, matrix: config.leg.matrix, jobIndex: config.leg.jobIndex }),
    ledger: commentKey(base)
  };
}

export {
  LEDGER_OUTPUTS,
  rowId,
  ledgerRows,
  handledBy,
  costOutput,
  readLedger,
  openLedger,
  ledgerKeys
};
