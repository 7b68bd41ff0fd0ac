const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runTrace
} from "./chunk-FPH675AP.js";
import {
  OtlpConfigError,
  displayEndpoint,
  otlpRequested,
  otlpTarget
} from "./chunk-2X5DX3ER.js";
import "./chunk-QQA7BJVZ.js";
import {
  NARRATOR_VERSION
} from "./chunk-7QHSLWKT.js";
import "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-6PPWJKGQ.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/sinks/telemetry/export.ts
async function exportRunTrace(o) {
  if (!otlpRequested(o.context.otel)) return;
  const redact = o.redactor.redact;
  try {
    const target = otlpTarget(o.context.otel);
    if (target === null) return;
    const agent = o.config.command === null ? o.config.agent : o.summary.dialect ?? "command";
    const root = runTrace(o.summary, o.steps, {
      agent,
      requestModel: o.config.model,
      failed: o.verdict.fails,
      redact
    });
    const { exportTrace, exportWarning, serviceName } = await import("./export-SMG4EFFX.js");
    const report = await exportTrace(root, target, {
      serviceName: serviceName(o.context.otel),
      serviceVersion: NARRATOR_VERSION
    });
    if (report.ok) {
      o.info(
        redact(
          `OpenTelemetry: exported the run's trace (${report.spans} spans) to ${displayEndpoint(target.url)}`
        )
      );
    } else {
      o.warning(redact(exportWarning(report, target)));
    }
  } catch (error) {
    const why = error instanceof OtlpConfigError ? error.message : `the export failed: ${error.message}`;
    o.warning(redact(`OpenTelemetry: the run's trace was not exported (OTLP): ${why}`));
  }
}
export {
  exportRunTrace
};
