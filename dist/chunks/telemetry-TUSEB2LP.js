const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runTrace
} from "./chunk-VA32WUPD.js";
import {
  OtlpConfigError,
  displayEndpoint,
  otlpRequested,
  otlpTarget
} from "./chunk-GXDYYDA7.js";
import "./chunk-ZNBULQC7.js";
import {
  NARRATOR_VERSION
} from "./chunk-GW2TDSCI.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-LLJP3AVZ.js";
import "./chunk-WSYYOAVZ.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";

// src/action/publish/telemetry.ts
async function exportRunTrace(o) {
  if (!otlpRequested(o.env)) return;
  const redact = o.redactor.redact;
  try {
    const target = otlpTarget(o.env);
    if (target === null) return;
    const agent = o.config.command === null ? o.config.agent : o.summary.dialect ?? "command";
    const root = runTrace(o.summary, o.steps, {
      agent,
      requestModel: o.config.model,
      failed: o.verdict.fails,
      redact
    });
    const { exportTrace, exportWarning, serviceName } = await import("./export-WLZYQVLD.js");
    const report = await exportTrace(root, target, {
      serviceName: serviceName(o.env),
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
