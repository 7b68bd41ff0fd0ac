const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  OtlpConfigError,
  otlpTarget,
  runTrace
} from "./chunk-DI7JTLUJ.js";
import "./chunk-RU256P42.js";
import {
  UsageError
} from "./chunk-NZGMC7SM.js";
import "./chunk-4CKVGRFT.js";
import "./chunk-IEVIZ4U3.js";
import {
  decideVerdict
} from "./chunk-F66BOU42.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-5REM7YYO.js";
import "./chunk-YEPNHWFR.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-ZNBULQC7.js";
import "./chunk-GAGLHUON.js";
import "./chunk-VVJO45ST.js";
import "./chunk-WSIOUFCG.js";
import "./chunk-SV7BF4NV.js";
import "./chunk-GSTR2D45.js";

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
    failed: decideVerdict(summary).fails,
    redact: redactor.redact
  });
  const { exportTrace, exportWarning, serviceName } = await import("./export-NZLB7LT3.js");
  const report = await exportTrace(root, target, { serviceName: serviceName(env), serviceVersion: null });
  if (!report.ok) warn(redactor.redact(`narrator: warning: ${exportWarning(report, target)}`));
}
export {
  StepCollector,
  exportSummaryTrace,
  otlpTargetOrUsageError
};
