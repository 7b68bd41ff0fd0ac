const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  withoutTrailingSlashes
} from "./chunk-RU256P42.js";
import {
  runTrace
} from "./chunk-VA32WUPD.js";
import {
  UsageError
} from "./chunk-CJYNBKF3.js";
import "./chunk-IJK6B6JI.js";
import "./chunk-XBGAHHL2.js";
import {
  failsJob
} from "./chunk-XIK66WKW.js";
import "./chunk-OWTRHG3A.js";
import "./chunk-GAGLHUON.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-WSIOUFCG.js";
import "./chunk-GSTR2D45.js";

// src/telemetry/endpoint.ts
var EXPORT_TIMEOUT_MS = 4e3;
function read(env, name) {
  const traces = env[`OTEL_EXPORTER_OTLP_TRACES_${name}`]?.trim();
  if (traces) return traces;
  return env[`OTEL_EXPORTER_OTLP_${name}`]?.trim() || null;
}
function parseOtlpHeaders(text) {
  const headers = {};
  if (!text) return headers;
  for (const pair of text.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
    }
    if (key !== "") headers[key] = value;
  }
  return headers;
}
var OtlpConfigError = class extends Error {
};
function otlpTarget(env) {
  const tracesEndpoint = env["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]?.trim();
  const endpoint = env["OTEL_EXPORTER_OTLP_ENDPOINT"]?.trim();
  if (!tracesEndpoint && !endpoint) return null;
  const url = tracesEndpoint ? tracesEndpoint : `${withoutTrailingSlashes(endpoint ?? "")}/v1/traces`;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
  } catch (error) {
    const name = tracesEndpoint ? "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT" : "OTEL_EXPORTER_OTLP_ENDPOINT";
    throw new OtlpConfigError(`${name} is not an http(s) URL: "${url}"`, { cause: error });
  }
  const protocol = read(env, "PROTOCOL") ?? "http/protobuf";
  if (protocol !== "http/protobuf" && protocol !== "http/json") {
    throw new OtlpConfigError(
      `OTEL_EXPORTER_OTLP_PROTOCOL "${protocol}" is not supported (http/protobuf or http/json)`
    );
  }
  const configured = Number(read(env, "TIMEOUT"));
  const timeoutMs = Number.isFinite(configured) && configured > 0 ? Math.min(configured, EXPORT_TIMEOUT_MS) : EXPORT_TIMEOUT_MS;
  return {
    url,
    protocol,
    headers: {
      ...parseOtlpHeaders(env["OTEL_EXPORTER_OTLP_HEADERS"] ?? null),
      ...parseOtlpHeaders(env["OTEL_EXPORTER_OTLP_TRACES_HEADERS"] ?? null)
    },
    timeoutMs
  };
}

// src/telemetry/steps.ts
var MAX_STEPS = 2e3;
var StepCollector = class {
  constructor(cap = MAX_STEPS) {
    this.cap = cap;
  }
  cap;
  steps = [];
  /** Steps seen past the cap. */
  dropped = 0;
  #lastMessageId = null;
  /** For RunFold's onEvent. Subagents' steps are part of their tool call, not turns of the run. */
  onEvent(event) {
    if (event.kind !== "step" || event.parentId !== null) return;
    if (event.messageId === this.#lastMessageId) return;
    this.#lastMessageId = event.messageId;
    if (this.steps.length >= this.cap) {
      this.dropped += 1;
      return;
    }
    this.steps.push({ at: event.at, model: event.model });
  }
};

// src/cli/telemetry.ts
function otlpTargetOrUsageError(env) {
  let target;
  try {
    target = otlpTarget(env);
  } catch (error) {
    if (error instanceof OtlpConfigError)
      throw new UsageError(`summarize --otlp: ${error.message}`, { cause: error });
    throw error;
  }
  if (target === null) {
    throw new UsageError(
      "summarize --otlp: no OTLP endpoint: set OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)"
    );
  }
  return target;
}
async function exportSummaryTrace(summary, steps, target, redactor, env, warn) {
  const root = runTrace(summary, steps.steps, {
    agent: summary.dialect ?? "agent",
    requestModel: null,
    failed: failsJob(summary.outcome),
    redact: redactor.redact
  });
  const { exportTrace, exportWarning, serviceName } = await import("./export-JVABNMN3.js");
  const report = await exportTrace(root, target, { serviceName: serviceName(env), serviceVersion: null });
  if (!report.ok) warn(redactor.redact(`narrator: warning: ${exportWarning(report, target)}`));
}
export {
  StepCollector,
  exportSummaryTrace,
  otlpTargetOrUsageError
};
