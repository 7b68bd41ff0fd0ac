const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  exec,
  execFile
} from "./chunk-MQVHZZJP.js";
import {
  promisify
} from "./chunk-WSIOUFCG.js";

// node_modules/@opentelemetry/resources/dist/detectors/platform/node/machine-id/execAsync.mjs
var execAsync = promisify(exec);
var execFileAsync = promisify(execFile);

export {
  execAsync,
  execFileAsync
};
