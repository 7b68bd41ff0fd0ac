const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  diag
} from "./chunk-NLC24MXA.js";
import "./chunk-GSTR2D45.js";

// node_modules/@opentelemetry/exporter-trace-otlp-http/node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/getMachineId-unsupported.mjs
async function getMachineId() {
  diag.debug("could not read machine-id: unsupported platform");
}
export {
  getMachineId
};
