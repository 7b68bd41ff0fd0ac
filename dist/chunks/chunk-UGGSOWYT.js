const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  promisify
} from "./chunk-FDYNW5TW.js";
import {
  exec
} from "./chunk-HJQAVGFE.js";

// node_modules/@opentelemetry/exporter-trace-otlp-http/node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/execAsync.mjs
var execAsync = promisify(exec);

export {
  execAsync
};
