import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  defaultUpload
} from "./chunk-YOMGYDAP.js";
import "./chunk-5GMJ6LPG.js";
import {
  DIALECTS,
  OUTCOMES
} from "./chunk-3Z46KVAJ.js";
import {
  external_exports
} from "./chunk-LIR4BEEY.js";
import "./chunk-JNDSUM34.js";

// src/action/publish-leg.ts
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";

// src/aggregate/record.ts
import { createHash } from "node:crypto";
var LEG_RECORD_VERSION = 1;
var LEG_RECORD_FILE = "narrator-leg.json";
var LEG_ARTIFACT_PREFIX = "narrator-leg-";
var RECORD_REASON_MAX = 1e3;
var count = external_exports.number().int().nonnegative();
var iso = external_exports.string().max(40).refine((s) => Number.isFinite(Date.parse(s)), "not an ISO time");
var legRecordSchema = external_exports.object({
  narratorLeg: external_exports.literal(LEG_RECORD_VERSION),
  id: external_exports.string().regex(/^[0-9a-f]{8,64}$/),
  label: external_exports.string().max(1e3),
  identity: external_exports.object({
    workflow: external_exports.string().max(1e3).nullable(),
    job: external_exports.string().max(1e3),
    matrix: external_exports.record(external_exports.string(), external_exports.unknown()).nullable(),
    jobIndex: count.nullable(),
    commentKey: external_exports.string().max(1e3).nullable(),
    runAttempt: external_exports.number().int().positive(),
    runnerName: external_exports.string().max(1e3).nullable(),
    jobId: external_exports.number().int().positive().nullable()
  }),
  agent: external_exports.string().max(100).nullable(),
  dialect: external_exports.enum(DIALECTS).nullable(),
  model: external_exports.string().max(1e3).nullable(),
  outcome: external_exports.enum(OUTCOMES),
  conclusion: external_exports.enum(["success", "failure"]),
  reason: external_exports.string().max(RECORD_REASON_MAX * 4).nullable(),
  turns: count.nullable(),
  toolCalls: count,
  failedToolCalls: count,
  deniedToolCalls: count,
  costUsd: external_exports.number().nonnegative().finite().nullable(),
  tokens: external_exports.object({ input: count, output: count, cacheRead: count, cacheWrite: count }).nullable(),
  durationMs: external_exports.number().nonnegative().finite().nullable(),
  startedAt: iso.nullable(),
  endedAt: iso.nullable()
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
  let failed = 0;
  let denied = 0;
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
    toolCalls: s.toolCalls.length,
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

// src/action/publish-leg.ts
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
function legArtifactName(record, nonce = randomBytes(4).toString("hex")) {
  const label = record.label.replace(/[\u0000-\u001f"':<>|*?\\/\s(),]+/g, "_").replace(/_+/g, "_").replace(/^_|_$/g, "").slice(0, 80);
  const unique = record.identity.jobIndex === null ? `-${nonce}` : "";
  return `${LEG_ARTIFACT_PREFIX}${record.identity.runAttempt}-${label}-${record.id}${unique}`.slice(0, 200);
}
async function publishLegRecord(o) {
  const started = performance.now();
  const record = o.redactor.redactValue(
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
  const name = legArtifactName(record);
  const file = path.join(o.dir, LEG_RECORD_FILE);
  const text = `${JSON.stringify(record, null, 2)}
`;
  try {
    await mkdir(o.dir, { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    o.warning(`publish-result: could not write ${file}: ${error.message}`);
    return null;
  }
  if (!o.upload && (!o.env["ACTIONS_RUNTIME_TOKEN"] || !o.env["ACTIONS_RESULTS_URL"])) {
    o.warning(
      "publish-result: skipped, this is not a GitHub Actions runner (ACTIONS_RUNTIME_TOKEN is unset)"
    );
    return null;
  }
  let id;
  try {
    ({ id } = await (o.upload ?? defaultUpload)(name, [file], o.dir));
  } catch (error) {
    o.warning(
      `publish-result: could not upload the leg record '${name}' (the board will show this leg without a record): ${error.message}`
    );
    return null;
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
  return { name, id, file, bytes, ms, record };
}
export {
  legArtifactName,
  legIdentity,
  publishLegRecord
};
