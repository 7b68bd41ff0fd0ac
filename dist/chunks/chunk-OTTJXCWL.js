const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  OwnFile,
  defaultUpload,
  performance,
  stageCopies
} from "./chunk-S7YHCF2D.js";
import {
  mkdir
} from "./chunk-EXQCX44K.js";
import {
  createHash,
  randomBytes
} from "./chunk-4BUEJA4U.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  _enum,
  int,
  literal,
  nullable,
  number,
  object,
  record,
  refine,
  string,
  unknown
} from "./chunk-SZXKVWPS.js";
import {
  _maxLength,
  _nonnegative,
  _positive,
  _regex
} from "./chunk-NWLIFGQI.js";
import {
  verdictReason
} from "./chunk-4BITRX4B.js";
import {
  DIALECTS,
  OUTCOMES
} from "./chunk-6BFCX7YP.js";

// src/board/record.ts
var LEG_RECORD_VERSION = 1;
var LEG_RECORD_FILE = "narrator-leg.json";
var LEG_ARTIFACT_PREFIX = "narrator-leg-";
var RECORD_REASON_MAX = 1e3;
var count = number().check(int(), _nonnegative());
var amountOrNull = nullable(number().check(_nonnegative()));
var tokensOrNull = nullable(
  object({ input: count, output: count, cacheRead: count, cacheWrite: count })
);
var iso = string().check(
  _maxLength(40),
  refine((s) => Number.isFinite(Date.parse(s)), "not an ISO time")
);
var legRecordSchema = object({
  narratorLeg: literal(LEG_RECORD_VERSION),
  id: string().check(_regex(/^[0-9a-f]{8,64}$/)),
  label: string().check(_maxLength(1e3)),
  identity: object({
    workflow: nullable(string().check(_maxLength(1e3))),
    job: string().check(_maxLength(1e3)),
    matrix: nullable(record(string(), unknown())),
    jobIndex: nullable(count),
    commentKey: nullable(string().check(_maxLength(1e3))),
    runAttempt: number().check(int(), _positive()),
    runnerName: nullable(string().check(_maxLength(1e3))),
    jobId: nullable(number().check(int(), _positive()))
  }),
  agent: nullable(string().check(_maxLength(100))),
  dialect: nullable(_enum(DIALECTS)),
  model: nullable(string().check(_maxLength(1e3))),
  outcome: _enum(OUTCOMES),
  conclusion: _enum(["success", "failure"]),
  reason: nullable(string().check(_maxLength(RECORD_REASON_MAX * 4))),
  turns: nullable(count),
  toolCalls: count,
  failedToolCalls: count,
  deniedToolCalls: count,
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull,
  startedAt: nullable(iso),
  endedAt: nullable(iso)
});
function matrixValues(matrix) {
  if (matrix === null) return [];
  return Object.values(matrix).map(
    (v) => typeof v === "object" && v !== null ? JSON.stringify(v) : String(v ?? "")
  );
}
function legLabel(identity) {
  const values = matrixValues(identity.matrix);
  if (values.length > 0) return `${identity.job} (${values.join(", ")})`;
  if (identity.commentKey) return `${identity.job} (${identity.commentKey})`;
  if (identity.jobIndex !== null) return `${identity.job} (#${identity.jobIndex + 1})`;
  return identity.job;
}
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((k) => [k, canonical(value[k])])
  );
}
function legId(identity) {
  const text = JSON.stringify([
    identity.workflow,
    identity.job,
    canonical(identity.matrix),
    identity.jobIndex,
    identity.commentKey
  ]);
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}
function parseMatrix(raw) {
  const text = raw?.trim();
  if (!text || text === "null") return null;
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : { value };
  } catch {
    return { value: text };
  }
}
function buildLegRecord(o) {
  const s = o.summary;
  let failed = s.earlierCalls?.counts.error ?? 0;
  let denied = s.earlierCalls?.counts.denied ?? 0;
  for (const call of s.toolCalls) {
    if (call.status === "error") failed++;
    else if (call.status === "denied") denied++;
  }
  const time = (ms) => ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
  const reason = o.reason?.trim();
  return {
    narratorLeg: LEG_RECORD_VERSION,
    id: legId(o.identity),
    label: legLabel(o.identity),
    identity: o.identity,
    agent: o.agent,
    dialect: s.dialect,
    model: s.model ?? o.fallbackModel ?? null,
    // A summary always has an outcome once finished; "error" if a caller hands in a running one.
    outcome: s.outcome ?? "error",
    conclusion: o.failed || s.outcome === null ? "failure" : "success",
    reason: reason ? cut(reason, RECORD_REASON_MAX) : null,
    turns: s.turns,
    toolCalls: (s.earlierCalls?.count ?? 0) + s.toolCalls.length,
    failedToolCalls: failed,
    deniedToolCalls: Math.max(denied, s.permissionDenials.length),
    costUsd: s.costUsd,
    tokens: s.tokens,
    durationMs: s.durationMs === null ? null : Math.max(0, Math.round(s.durationMs)),
    startedAt: time(o.startedAt),
    endedAt: time(o.endedAt)
  };
}
function cut(s, max) {
  if (s.length <= max) return s;
  let end = max - 1;
  const code = s.charCodeAt(end - 1);
  if (code >= 55296 && code <= 56319) end--;
  return `${s.slice(0, end)}\u2026`;
}

// src/sinks/board/leg-record.ts
function legPlace(config2) {
  const { matrix, jobIndex } = config2.leg;
  const jobId = config2.leg.jobId ?? null;
  if (matrix === null || matrix === void 0) return { matrix: null, jobIndex: null, jobId };
  return { matrix: typeof matrix === "string" ? matrix : JSON.stringify(matrix), jobIndex, jobId };
}
function inMatrix(config2) {
  const { matrix } = legPlace(config2);
  return matrix !== null && matrix.trim() !== "" && matrix.trim() !== "null";
}
function publishesResult(config2) {
  return config2.publishResult === true || config2.publishResult === "auto" && inMatrix(config2);
}
function legVerdict(summary, verdict, ctx) {
  return { failed: verdict.fails, reason: verdictReason(summary, { ...ctx, verdict }) };
}
function positiveInt(raw) {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}
function legIdentity(o) {
  return {
    workflow: o.env["GITHUB_WORKFLOW"] || null,
    job: o.env["GITHUB_JOB"] || "job",
    matrix: parseMatrix(o.matrix),
    jobIndex: o.jobIndex,
    commentKey: o.commentKey?.trim() || null,
    runAttempt: positiveInt(o.env["GITHUB_RUN_ATTEMPT"]) ?? 1,
    runnerName: o.env["RUNNER_NAME"] || null,
    jobId: o.jobId
  };
}
function legArtifactName(record2, nonce = randomBytes(4).toString("hex")) {
  const label = record2.label.replace(/[\u0000-\u001f"':<>|*?\\/\s(),]+/g, "_").replace(/_+/g, "_").replace(/^_|_$/g, "").slice(0, 80);
  const unique = record2.identity.jobIndex === null ? `-${nonce}` : "";
  return `${LEG_ARTIFACT_PREFIX}${record2.identity.runAttempt}-${label}-${record2.id}${unique}`.slice(0, 200);
}
function nameTaken(error) {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/\(409\)|\b409 Conflict\b|already_exists/i.test(e.message)) return true;
  }
  return false;
}
async function publishLegRecord(o) {
  const started = performance.now();
  const record2 = o.redactor.redactValue(
    buildLegRecord({
      summary: o.summary,
      identity: legIdentity(o),
      agent: o.agent,
      failed: o.failed,
      reason: o.reason,
      startedAt: o.startedAt,
      endedAt: o.endedAt,
      fallbackModel: o.model
    })
  );
  const name = legArtifactName(record2);
  const file = node_path_default.join(o.dir, LEG_RECORD_FILE);
  const text = `${JSON.stringify(record2, null, 2)}
`;
  let own;
  try {
    await mkdir(o.dir, { recursive: true });
    own = OwnFile.create(file);
    own.write(text);
  } catch (error) {
    o.warning(`publish-result: could not write ${file}: ${error.message}`);
    return null;
  }
  if (!o.upload && (!o.env["ACTIONS_RUNTIME_TOKEN"] || !o.env["ACTIONS_RESULTS_URL"])) {
    own.close();
    o.warning(
      "publish-result: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)"
    );
    return null;
  }
  let id;
  let staged = null;
  try {
    staged = stageCopies(node_path_default.dirname(o.dir), [{ name: LEG_RECORD_FILE, file: own }]);
    ({ id } = await (o.upload ?? defaultUpload)(name, staged.paths, staged.root));
  } catch (error) {
    if (nameTaken(error)) {
      return {
        taken: true,
        name,
        reason: `another process uploaded this leg's record first (the artifact '${name}' already existed when Narrator published its own): whatever it says cannot be this leg's result, so the leg fails`
      };
    }
    o.warning(
      `publish-result: could not upload the leg record '${name}' (the board will show this leg without a record): ${error.message}`
    );
    return null;
  } finally {
    if (staged !== null && staged.replaced().length > 0) {
      o.warning(`publish-result: the leg record '${name}' changed while it was uploaded`);
    }
    staged?.remove();
    own.close();
  }
  if (id === void 0) {
    o.warning(`publish-result: the leg record '${name}' was uploaded but no id came back`);
    return null;
  }
  const ms = performance.now() - started;
  const bytes = Buffer.byteLength(text);
  o.info(
    `Narrator published its leg record ${name} (${bytes} bytes, ${Math.round(ms)} ms) for the aggregate job`
  );
  return { name, id, file, bytes, ms, record: record2 };
}

export {
  buildLegRecord,
  legPlace,
  inMatrix,
  publishesResult,
  legVerdict,
  legIdentity,
  legArtifactName,
  publishLegRecord
};
